"""The trick games' fast path (``domino_lab.games.tricks.fast_path``) plays the same deals as the
object engine, move for move and field for field.

Forty-Two, Bingo, Candelabra and Seven Dwarfs: every option variant the conformance check knows
(``options.option_variants``) and more (other sets, chests, bids and counts), their player count,
random, greedy and mixed bots, a match's leader on every third deal; any position reached by a
random walk, or read back from its text; ``dl.simulate``'s rows; and the moves listed from the
masks against ``legal_moves`` at every turn of many deals. The path steps aside for a game or a
bot it does not know.
"""

from __future__ import annotations

import random

import pytest
from helpers import (
    checked_engine,
    proves_finishes,
    proves_playouts,
    proves_simulate_rows,
    same_deal,
    variant_ids,
)

import domino_lab as dl
from domino_lab.driver import finish
from domino_lab.games.registry import game_class
from domino_lab.games.tricks import fast_path
from domino_lab.games.tricks.candelabra import Candelabra, CandelabraState
from domino_lab.games.tricks.forty_two import FortyTwo
from domino_lab.match import run_deal
from domino_lab.options import option_variants

GAMES = ("forty_two", "bingo", "candelabra", "seven_dwarfs")
# every variant the path plays (Candelabra's spare="buy" it leaves to the engine: see the test below)
CASES = [(gid, opts) for gid in GAMES for _, opts in option_variants(game_class(gid))
         if fast_path.supported(dl.game(gid, **opts))] + [
    ("forty_two", {"min_bid": 36, "follow": "either_end", "count_values": "published"}),
    ("bingo", {"set_n": 7}),
    ("bingo", {"set_n": 10, "trump_lead": "higher", "blank": 0}),
    ("candelabra", {"min_tricks": 3, "two_fours_penalty": 1}),
    ("seven_dwarfs", {"chest": 3}),
    ("seven_dwarfs", {"chest": 2, "out_bonus": 0}),
]


def test_a_bought_spare_is_left_to_the_engine():
    """Buying Candelabra's spare is two moves the path does not list: the engine plays that variant."""
    assert not fast_path.supported(dl.game("candelabra", spare="buy"))
    assert fast_path.supported(dl.game("candelabra"))
    assert len(CASES) == len(set(map(repr, CASES))) and ("candelabra", {}) in CASES


@pytest.mark.parametrize("gid,opts", CASES, ids=variant_ids(CASES))
@pytest.mark.parametrize("kind", ["random", "greedy", "mixed"])
def test_every_option_variant_plays_as_the_engine_plays_it(gid, opts, kind):
    proves_playouts(fast_path, dl.game(gid, **opts), kind, seeds=100)


@pytest.mark.parametrize("gid,opts", CASES, ids=variant_ids(CASES))
def test_every_move_is_one_the_engine_checks(gid, opts):
    """Against ``State.play``, which checks each move against the legal moves (not the driver's
    short road)."""
    proves_playouts(fast_path, dl.game(gid, **opts), "mixed", seeds=30, engine=checked_engine)


@pytest.mark.parametrize("gid,opts", CASES, ids=variant_ids(CASES))
def test_the_moves_listed_from_masks_are_the_legal_moves(gid, opts):
    game = dl.game(gid, **opts)
    players = game.info.players[0]
    tables = fast_path._tables(game.set.n)
    turns = 0
    for seed in range(60):
        state, rng = game.deal(players, seed), random.Random(seed)
        while not state.over:
            masks = [tables.mask(h) for h in state.hands]
            listed = fast_path.legal(state, masks)
            assert listed == state.legal_moves(), state.to_text()
            state.play(listed[rng.randrange(len(listed))])
            turns += 1
    assert turns > 60 * 10


@pytest.mark.parametrize("gid", GAMES)
def test_any_position_finishes_as_the_engine_finishes_it(gid):
    proves_finishes(fast_path, dl.game(gid), seeds=120)


@pytest.mark.parametrize("gid,walk", [("forty_two", 1), ("forty_two", 9), ("bingo", 5), ("candelabra", 4),
                                      ("seven_dwarfs", 6)])
def test_a_position_read_from_text_finishes_as_the_engine_finishes_it(gid, walk):
    game = dl.game(gid)
    players = game.info.players[0]
    for seed in range(10):
        state = game.deal(players, seed)
        for _ in range(walk):  # into the bidding, the trumps, a trick in play
            state.play(state.legal_moves()[-1])
        again = type(state).from_text(state.to_text(), game)
        bots = [dl.bots.Random(k) for k in range(players)]
        fast = finish(again, bots)
        assert fast is not again and not again.over
        same_deal(fast, run_deal(again.clone(), [dl.bots.Random(k) for k in range(players)]))


@pytest.mark.parametrize("gid", GAMES)
def test_simulate_takes_it_and_gives_the_engines_table(gid):
    game = dl.game(gid)
    proves_simulate_rows(fast_path, game, game.info.players[0])


def test_the_fast_path_is_taken_only_where_it_is_exact():
    for gid in GAMES:
        game = dl.game(gid)
        bots = [dl.bots.Random(k) for k in range(game.info.players[0])]
        assert fast_path.supported(game, bots), gid
        assert fast_path.finish_supported(game.deal(len(bots), 1), bots), gid
    for gid in ("classic", "fives", "kozel"):  # not this family
        assert not fast_path.supported(dl.game(gid), [dl.bots.Random(0), dl.bots.Random(1)]), gid
    random_bots = [dl.bots.Random(k) for k in range(3)]

    class Odd(Candelabra):  # a rule the fast path does not know: it must step aside
        def hand_size(self, players):
            return 8

    assert not fast_path.supported(Odd(), random_bots)

    class OddState(CandelabraState):  # answers of its own
        def answers(self):
            return super().answers()[:1]

    class OddGame(Candelabra):
        StateClass = OddState

    assert not fast_path.supported(OddGame(), random_bots)
    fast = dl.playout(OddGame(), random_bots, seed=4)
    slow = run_deal(OddGame().deal(3, 4), [dl.bots.Random(k) for k in range(3)])
    assert fast.history == slow.history and fast.to_text() == slow.to_text()

    class Looking(dl.bots.Random):  # a bot that asks for an observation is never replaced
        looks = True

    assert not fast_path.supported(dl.game("candelabra"), [Looking(k) for k in range(3)])
    assert not fast_path.supported(dl.game("forty_two"), [dl.bots.MonteCarlo(2, 0)] + [dl.bots.Random(1)] * 3)
    state = dl.game("forty_two").deal(4, 3)
    state.__class__ = type("Other", (type(state),), {})  # a state the game did not make
    assert not fast_path.finish_supported(state, [dl.bots.Random(k) for k in range(4)])
    assert FortyTwo.fast_path


def test_a_finished_deal_is_returned_as_it_is():
    game = dl.game("bingo")
    done = fast_path.playout(game, 2, 3, [dl.bots.Random(0), dl.bots.Random(1)])
    assert fast_path.finish(done, [dl.bots.Random(0), dl.bots.Random(1)]) is done
