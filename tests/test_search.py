"""ISMCTS (domino_lab.search): it plays every game, is seeded, sees only its observation, finds a
winning move a greedy player misses, and refuses bad arguments clearly."""

from __future__ import annotations

import itertools
import random

import pytest

import domino_lab as dl
from domino_lab.driver import run_deal
from domino_lab.search import ISMCTS, SearchTree

GAMES = [info.id for info in dl.catalogue()]


@pytest.mark.parametrize("game_id", GAMES)
def test_it_plays_a_deal_of_every_game_to_the_end(game_id):
    game = dl.game(game_id)
    state = game.deal(game.default_players, seed=3)
    bots = [ISMCTS(iterations=6, seed=p) for p in range(state.players)]
    chosen = []

    def check(player, move):  # every move was legal when made (run_deal's play() refuses others)
        chosen.append((player, move))

    run_deal(state, bots, on_move=check)
    assert state.over and len(chosen) == len(state.history)
    assert len(state.returns()) == state.players


@pytest.mark.parametrize("game_id", ["kozel", "forty_two", "telephone", "pit", "sharing", "blitz"])
def test_the_same_seed_gives_the_same_moves(game_id):
    game = dl.game(game_id)

    def history(seed):
        state = game.deal(game.default_players, seed=1)
        run_deal(state, [ISMCTS(iterations=20, seed=seed + p) for p in range(state.players)])
        return [(p, str(m)) for p, m in state.history]

    assert history(5) == history(5)
    bot = ISMCTS(iterations=20, seed=4, exploration=0.5).seeded(9)
    assert repr(bot) == repr(ISMCTS(20, 9, 0.5)) == "ISMCTS(iterations=20, seed=9, exploration=0.5)"
    assert bot.rng.random() == ISMCTS(20, 9, 0.5).rng.random()


def test_records_replay_and_the_bot_is_made_by_name():
    bots = [dl.bots.make("ismcts", seed=p) for p in range(4)]
    assert isinstance(bots[0], dl.bots.ISMCTS) and dl.bots.make("is-mcts", seed=1).seed == 1
    assert "ismcts" in dl.bots.names()
    record = dl.play(dl.game("kozel"), [ISMCTS(iterations=10)] * 4, seed=7)
    assert record.replay().over and record.to_dict() == dl.play(dl.game("kozel"), [ISMCTS(iterations=10)] * 4,
                                                                  seed=7).to_dict()


def _rehide(state, player, rng):
    """``state`` with everything ``player`` cannot see dealt again: the other hands and the
    boneyard shuffled (each keeping its size), the deal's chance seeded afresh."""
    other = state.clone()
    seats = [p for p in range(state.players) if p != player]
    hidden = [t for p in seats for t in sorted(state.hands[p])] + list(state.boneyard)
    rng.shuffle(hidden)
    for p in seats:
        size = len(state.hands[p])
        other.hands[p], hidden = set(hidden[:size]), hidden[size:]
    other.boneyard = hidden
    other.chance = type(state.chance)(f"other {rng.random()}")
    other._legal = None
    return other


@pytest.mark.parametrize("game_id", ["kozel", "classic", "telephone", "forty_two", "biryuk", "sharing", "seven"])
def test_hidden_tiles_do_not_change_its_choice(game_id):
    """Two deals that differ only in what the player to move cannot see give the same search,
    move for move and visit for visit: the bot reads nothing but its observation."""
    game = dl.game(game_id)
    rng = random.Random(0)
    compared = 0
    for seed in range(4):
        state = game.deal(game.default_players, seed=seed)
        while not state.over and compared < 12:
            p, legal = state.current, state.legal_moves()
            other = _rehide(state, p, rng)
            assert other.observation(p).to_text() == state.observation(p).to_text()
            if len(legal) > 1:
                a = ISMCTS(iterations=25, seed=seed).search(state.observation(p), legal)
                b = ISMCTS(iterations=25, seed=seed).search(other.observation(p), other.legal_moves())
                assert a.moves() == b.moves() and a.best() == b.best()
                compared += 1
            state.play(legal[rng.randrange(len(legal))])
    assert compared >= 4


# Kozel, four players, partners 0 and 2 against 1 and 3; player 0 to move with 0-0 and 4-5, the
# ends 4 and 0. Laying 4-5 (the greedy move: the most pips) leaves 0-0 that only a 0 takes; the
# double first keeps both tiles playable and wins whatever the hidden hands are.
WINNING = dict(game="kozel", hands=["0-0 4-5", "0-5 6-6", "1-2 1-5", "2-5 5-5"],
               table="4-2 2-2 2-0 0-6 6-5 5-3 3-2 2-6 6-4 4-4 4-1 1-1 1-6 6-3 3-4 4-0 0-3 3-3 3-1 1-0")


def _value(state, side):
    """The deal's value for ``side`` with both sides playing perfectly on open cards: 1, 0 or -1."""
    if state.over:
        won = state.result().winning_side
        return 0 if won is None else (1 if won == side else -1)
    values = []
    for move in state.legal_moves():
        after = state.clone()
        after.play(move)
        values.append(_value(after, side))
    return max(values) if state.side_of(state.current) == side else min(values)


def _values_over_hidden_hands(state, move):
    """``move``'s perfect-play value in every deal player 0 cannot tell from this one."""
    unseen = sorted(t for p in (1, 2, 3) for t in state.hands[p])
    sizes = [len(state.hands[p]) for p in (1, 2, 3)]
    out = set()
    for first in itertools.combinations(unseen, sizes[0]):
        rest = [t for t in unseen if t not in first]
        for second in itertools.combinations(rest, sizes[1]):
            deal = state.clone()
            deal.hands[1], deal.hands[2] = set(first), set(second)
            deal.hands[3] = {t for t in rest if t not in second}
            deal._legal = None
            deal.play(move)
            out.add(_value(deal, 0))
    return out


def test_it_finds_the_winning_move_greedy_misses():
    state = dl.position(WINNING["game"], WINNING["hands"], WINNING["table"], turn=0)
    moves = {str(m): m for m in state.legal_moves()}
    assert set(moves) == {"0-0 on 0", "4-5 on 4"}
    assert _values_over_hidden_hands(state, moves["0-0 on 0"]) == {1}  # wins in every deal
    assert -1 in _values_over_hidden_hands(state, moves["4-5 on 4"])  # loses in some
    assert str(dl.bots.Greedy().choose(None, state.legal_moves())) == "4-5 on 4"
    for seed in range(5):
        tree = ISMCTS(iterations=200, seed=seed).search(state.observation(0))
        assert str(tree.best()) == "0-0 on 0"
        stats = {str(row.move): row for row in tree.moves()}
        assert stats["0-0 on 0"].mean > stats["4-5 on 4"].mean
        assert sum(row.visits for row in tree.moves()) == 200 == tree.root.visits


def test_the_tree_tells_how_it_thinks():
    state = dl.game("telephone").deal(4, seed=2)
    while len(state.legal_moves()) < 2:
        state.play(state.legal_moves()[0])
    tree = ISMCTS(iterations=80, seed=1).search(state.observation(state.current))
    assert isinstance(tree, SearchTree) and tree.player == state.current
    rows = tree.moves()
    assert [r.move for r in rows] == state.legal_moves() and sum(r.visits for r in rows) == 80
    assert tree.best() == max(rows, key=lambda r: (r.visits, r.mean)).move
    line = tree.line()
    assert line and line[0].move == tree.best() and line[0].player == state.current
    assert all(a.visits >= b.visits for a, b in zip(line, line[1:]))
    assert tree.size() > len(rows) and tree.depth() == max(1, tree.depth())


@pytest.mark.parametrize("kwargs, words", [
    (dict(iterations=0), "iterations is the number of imagined deals per decision: a whole number of at least 1"),
    (dict(iterations=2.5), "not 2.5"),
    (dict(iterations=True), "not True"),
    (dict(exploration=-1), "exploration is UCB1's constant: a finite number of at least 0, not -1"),
    (dict(exploration=float("nan")), "not nan"),
    (dict(exploration="high"), "not 'high'"),
    (dict(seed="7"), "a seed is a whole number"),
])
def test_bad_arguments_are_clear_errors(kwargs, words):
    with pytest.raises(dl.SetupError, match=words.replace("(", r"\(")):
        ISMCTS(**kwargs)


def test_bad_calls_are_clear_errors():
    state = dl.game("kozel").deal(4, seed=2)
    bot = ISMCTS(iterations=5)
    p = state.current
    with pytest.raises(dl.SetupError, match="chooses from a player's observation"):
        bot.choose(state, state.legal_moves())
    with pytest.raises(dl.SetupError, match="no legal move to choose from"):
        bot.choose(state.observation(p), [])
    with pytest.raises(dl.SetupError, match="is not a legal move of player"):
        bot.choose(state.observation(p), [dl.Pass()])
    with pytest.raises(dl.SetupError, match="has no move to choose"):
        bot.choose(state.observation((p + 1) % 4), state.legal_moves())
    run_deal(state, [dl.bots.Greedy()] * 4)
    with pytest.raises(dl.SetupError, match="the deal is over"):
        bot.choose(state.observation(0), [dl.Pass()])
    with pytest.raises(dl.SetupError, match="there is no bot 'alphago'"):
        dl.bots.make("alphago")


def test_the_tree_is_drawn_node_by_node():
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    state = dl.position(WINNING["game"], WINNING["hands"], WINNING["table"], turn=0)
    tree = ISMCTS(iterations=100, seed=2).search(state.observation(0))
    assert tree.sides == ((0, 2), (1, 3))
    fig, ax = plt.subplots()
    assert dl.draw.draw_search_tree(tree, ax=ax, depth=2, least=5) is ax
    shown = [t.get_text() for t in ax.texts]
    wanted = ["root"] + [f"{c.player}: {c.move}\n{c.visits}×, {c.mean:+.2f}" for c in tree.root.children.values()
                         if c.visits >= 5]
    wanted += [f"{g.player}: {g.move}\n{g.visits}×, {g.mean:+.2f}" for c in tree.root.children.values()
               if c.visits >= 5 for g in c.children.values() if g.visits >= 5]
    assert sorted(shown) == sorted(wanted) and len(shown) >= 3
    colours = {t.get_text().split(":")[0]: t.get_bbox_patch().get_edgecolor() for t in ax.texts}
    assert colours["0"] != colours["1"]  # player 0's side and the other side differ
    plt.close(fig)


def test_the_work_of_a_decision_is_bounded_in_moves_not_time():
    """Issue 28: on the double-18 set a deal is long, so a decision stops once ``max_moves``
    simulated moves are spent (a move on T tiles counts T / 28); on double-six it never binds."""
    from domino_lab.search import MAX_MOVES, MIN_ITERATIONS

    state = dl.game("ladder", set_n=18).deal(4, seed=0)
    tree = ISMCTS(seed=1).search(state.observation(state.current))
    weight = len(state.game.set.tiles)
    assert MIN_ITERATIONS <= tree.iterations < 300 and tree.root.visits == tree.iterations
    # it stopped at the first iteration past the budget, not before
    assert tree.moves_played * weight >= MAX_MOVES * 28 > (tree.moves_played - 400) * weight
    small = ISMCTS(seed=1, max_moves=1).search(state.observation(state.current))
    assert small.iterations == MIN_ITERATIONS and repr(ISMCTS(max_moves=5)).endswith("max_moves=5)")
    assert ISMCTS(max_moves=5).seeded(2).max_moves == 5
    sausage = dl.game("sausage")  # the longest double-six deals
    six = sausage.deal(sausage.default_players, seed=0)
    assert ISMCTS(seed=1).search(six.observation(six.current)).iterations == 300


def test_montecarlo_bounds_the_work_of_a_decision_too():
    """MonteCarlo's imagined deals stop once each move's share of ``max_moves`` is spent."""
    from domino_lab.search import MAX_MOVES

    state = dl.game("ladder", set_n=18).deal(4, seed=0)
    legal = state.legal_moves()
    bot = dl.bots.MonteCarlo(seed=1)
    bot.evaluate(state.observation(state.current), legal)
    weight = len(state.game.set.tiles)
    # each move stops at most one deal (under 400 moves) past its share
    assert bot.moves_played * weight <= MAX_MOVES * 28 + len(legal) * 400 * weight
    unbounded = dl.bots.MonteCarlo(seed=1, max_moves=10**9)
    unbounded.evaluate(state.observation(state.current), legal)
    assert unbounded.moves_played > bot.moves_played  # the budget binds here
    assert repr(dl.bots.MonteCarlo(max_moves=5).seeded(3)) == "MonteCarlo(rollouts=16, seed=3, max_moves=5)"
    sausage = dl.game("sausage")  # on double-six the share never binds: every move gets its 16 deals
    six = sausage.deal(sausage.default_players, seed=0)
    mc, free = dl.bots.MonteCarlo(seed=2), dl.bots.MonteCarlo(seed=2, max_moves=10**9)
    assert mc.evaluate(six.observation(six.current), six.legal_moves()) == free.evaluate(
        six.observation(six.current), six.legal_moves())
