"""Seven's fast path (``games.chain.seven_path``) plays the designs on Seven's line with Seven's
state — another game on Seven's layout, Seven with another game's deal scoring — deal for deal,
position for position and row for row, field for field, as the object engine plays them; and it
leaves to the engine the designs whose parts change what its loop does itself."""

from __future__ import annotations

import pytest
from helpers import paths_taking, proves_finishes, proves_playouts, proves_simulate_rows

import domino_lab as dl
from domino_lab.games.chain import seven_path

#: (base, kind, donor): dl.design(base, kind=donor), played by Seven's path.
TAKEN = [("kozel", "layout", "seven"), ("classic", "layout", "seven"), ("general", "layout", "seven"),
         ("blitz", "layout", "seven"), ("sea_goat", "layout", "seven"), ("double_lock", "layout", "seven"),
         ("odd_even", "layout", "seven"), ("telephone", "layout", "seven"), ("muggins", "layout", "seven"),
         ("milky_way", "layout", "seven"), ("seven", "layout", "double_lock"), ("seven", "layout", "blitz"),
         ("seven", "layout", "sea_goat"), ("seven", "deal_scoring", "muggins")]

#: Designs whose parts change what the loop does itself: a state's ``_laid`` that turns the line
#: one-way (Ladder), a state's ``_apply`` below Seven's (Fork's draw), the line-scoring family's own
#: plays, draws and fish (Fives), another table (Seven on a cross, a house, parallel rows, a one-way line).
LEFT = [("ladder", "layout", "seven"), ("fork", "layout", "seven"), ("fives", "layout", "seven"),
        ("bergen", "layout", "seven"), ("seven", "layout", "muggins"), ("seven", "layout", "odd_even"),
        ("seven", "layout", "telephone"), ("seven", "layout", "fork"), ("seven", "layout", "ladder"),
        ("seven", "layout", "donkey")]


def _ids(spec):
    return "{}-{}={}".format(*spec)


def _design(spec):
    base, kind, donor = spec
    return dl.design(base, **{kind: donor})


@pytest.mark.parametrize("spec", TAKEN, ids=_ids)
def test_a_design_on_sevens_line_is_played_by_sevens_path_as_the_engine_plays_it(spec):
    game = _design(spec)
    players = game.default_players
    taken = paths_taking(game, players)
    assert taken and taken[0] is seven_path
    for kind in ("random", "greedy", "mixed"):
        proves_playouts(seven_path, game, kind, seeds=10)
    proves_finishes(seven_path, game, seeds=8)
    proves_simulate_rows(seven_path, game, players, n=20)


def _again(state) -> bool:
    """Whether some player moved again after his own play (a sum of 6 on Seven's line)."""
    return any(type(m) is dl.Play and q == p for (p, m), (q, _) in zip(state.history, state.history[1:]))


def test_sevens_rule_after_a_play_is_the_designs_own():
    """On Seven's layout a base keeps its own rule after a play (none): nobody plays again on a
    six or takes tiles for a seven; Seven with another deal scoring keeps both, and counts."""
    kozel = _design(("kozel", "layout", "seven"))
    deals = [seven_path.playout(kozel, 4, seed, [dl.bots.Random(seed + k) for k in range(4)]) for seed in range(30)]
    assert not any(map(_again, deals)) and all(d.seven_by is None for d in deals)
    counted = _design(("seven", "deal_scoring", "muggins"))
    deals = [seven_path.playout(counted, 4, seed, [dl.bots.Random(seed + k) for k in range(4)]) for seed in range(30)]
    assert any(map(_again, deals)) and any(d.seven_by is not None for d in deals) and any(d.score_log for d in deals)


@pytest.mark.parametrize("donor", ["blitz", "sea_goat"])
def test_seven_on_a_line_with_moves_beyond_one_tile_lays_them(donor):
    """Seven on Blitz's or Sea Goat's line: the game's ``extra_moves`` are offered, and a move of
    several tiles is laid tile by tile (then Seven's 6 and 7 read the ends it leaves)."""
    from helpers import same_deal

    from domino_lab.driver import run_deal

    game, several = dl.design("seven", layout=donor), 0
    for seed in range(10):
        fast = seven_path.playout(game, 4, seed, [dl.bots.Greedy() for _ in range(4)])
        same_deal(fast, run_deal(game.deal(4, seed), [dl.bots.Greedy() for _ in range(4)]))
        several += any(isinstance(m, dl.moves.Multi) for _, m in fast.history)
    assert several


@pytest.mark.parametrize("spec", LEFT, ids=_ids)
def test_a_design_that_changes_what_the_loop_does_is_left_to_the_engine(spec):
    game = _design(spec)
    assert not seven_path.supported(game, [dl.bots.Random(k) for k in range(game.default_players)])


def test_a_rule_of_its_own_after_a_play_or_a_looking_bot_is_left_to_the_engine():
    kozel = type(_design(("kozel", "layout", "seven")))

    class OwnRule(kozel):  # type: ignore[misc, valid-type]
        def after_play(self, state, player, move):
            state.again = True

    assert not seven_path.supported(OwnRule(), [dl.bots.Random(k) for k in range(4)])
    assert seven_path.supported(kozel(), [dl.bots.Random(k) for k in range(4)])
    assert not seven_path.supported(kozel(), [dl.bots.Random(0)] * 3 + [dl.bots.MonteCarlo()])


def test_a_game_pickled_before_leaves_its_designs_to_the_loop():
    # pickling a Seven writes copyreg's __slotnames__ into the class, which a design resolves elsewhere: once read
    # as a change of Seven's rules (the suite's order decided whether Kozel on Seven's line was taken)
    import pickle

    pickle.dumps((dl.game("seven").deal(4, 1), dl.game("kozel").deal(4, 1)))  # (each class gets its own list)
    game = _design(("kozel", "layout", "seven"))
    assert seven_path._game_supported.__wrapped__(type(game))
