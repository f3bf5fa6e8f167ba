"""Designs on a line-counting game's line (another chain game's deal, lead and scoring on Fives',
Threes', Bergen's, Matador's or French's line) and the line-counting games with another's matching,
played by the line-counting games' loop (``games.counting.kernel``): deal for deal and field for
field what the object engine plays (``run_deal``), for every number of players, Random, Greedy
and mixed bots, from a fresh deal and from a position walked into."""

from __future__ import annotations

import pytest
from helpers import proves_finishes, proves_playouts, proves_simulate_rows

import domino_lab as dl
from domino_lab.games.counting import kernel

TAKEN = ["blitz:layout:french", "blitz:layout:matador", "blitz:layout:bergen", "double_lock:layout:matador",
         "double_lock:layout:french", "double_lock:layout:bergen", "wagons:layout:matador", "wagons:layout:french",
         "wagons:layout:bergen", "ladder:layout:french", "ladder:layout:bergen", "ladder:layout:matador",
         "muggins:layout:fives", "muggins:layout:threes", "muggins:layout:threes_luck", "muggins:layout:bergen",
         "muggins:layout:matador", "muggins:layout:french", "fork:layout:matador", "fork:layout:french",
         "fork:layout:bergen", "fives:layout:sea_goat", "threes:layout:sea_goat", "bergen:layout:sea_goat",
         "fives:layout:blitz", "threes:layout:blitz", "bergen:layout:blitz", "fives:layout:double_lock",
         "threes:layout:double_lock", "bergen:layout:double_lock", "threes_luck:layout:double_lock",
         "fives:layout:ladder", "threes:layout:ladder", "bergen:layout:ladder", "matador:matching:french",
         "french:matching:matador", "blitz:layout:fives", "blitz:layout:threes", "blitz:layout:threes_luck",
         "double_lock:layout:fives", "double_lock:layout:threes", "double_lock:layout:threes_luck",
         "fork:layout:fives", "fork:layout:threes", "fork:layout:threes_luck", "ladder:layout:fives",
         "ladder:layout:threes", "ladder:layout:threes_luck", "wagons:layout:fives",
         "wagons:layout:threes", "wagons:layout:threes_luck", "threes_luck:matching:french",
         "threes_luck:deal_scoring:bergen"]


# (the last two: Threes for Luck with a part of another line-counting game, which the loop took before
# and takes still: its why_no_draw, which only words a refusal, runs through the other game's)


#: Threes for Luck on French's sum of seven sinks (its stuck draws cost 5 each) and is refused but with
#: the remedy its refusal names: no draw penalty
OPTIONS = {"threes_luck:matching:french": {"draw_penalty": 0}}


def _design(spec: str):
    base, kind, donor = spec.split(":")
    return dl.design(base, options=OPTIONS.get(spec), **{kind: donor})


@pytest.mark.parametrize("spec", TAKEN)
def test_the_counting_loop_takes_the_design(spec):
    game = _design(spec)
    bots = [dl.bots.Random(k) for k in range(game.default_players)]
    taken = [p for p in dl.games.fastpath.paths() if p.supported(game, bots)]
    assert taken and taken[0] is kernel


@pytest.mark.parametrize("kind", ["random", "greedy", "mixed"])
@pytest.mark.parametrize("spec", TAKEN)
def test_a_design_on_the_counting_loop_plays_the_engines_deals(spec, kind):
    proves_playouts(kernel, _design(spec), kind, seeds=6)


@pytest.mark.parametrize("spec", TAKEN)
def test_a_design_on_the_counting_loop_finishes_a_position_as_the_engine(spec):
    proves_finishes(kernel, _design(spec), seeds=4)


@pytest.mark.parametrize("spec", TAKEN[::3])
def test_simulate_gives_the_engines_rows_for_a_design_on_the_counting_loop(spec):
    game = _design(spec)
    proves_simulate_rows(kernel, game, game.default_players, n=30)


def test_a_state_hook_reached_before_the_familys_is_the_states_own():
    """Fork's ``_apply`` adds to a draw: after ``LineScoringState._apply`` (a design's state, Fork's on
    Matador's line) it is never reached with one, so the loop plays the deal; before it, it would
    be, and the loop leaves the deal to the engine."""
    from domino_lab.games.chain.fork import ForkState

    after = _design("fork:layout:matador").StateClass
    assert after.__mro__.index(kernel.LineScoringState) < after.__mro__.index(ForkState)
    assert "_apply" not in kernel._runs_as(after, kernel.LineScoringState)
    before = type("ForkFirst", (ForkState, kernel.LineScoringState), {})
    assert "_apply" in kernel._runs_as(before, kernel.LineScoringState)


@pytest.mark.parametrize("spec", ["fives:layout:sea_goat", "bergen:layout:sea_goat", "threes:layout:blitz",
                                  "bergen:layout:ladder"])
def test_a_multi_of_plays_is_laid_by_the_loop_as_the_engine_lays_it(spec):
    """Sea Goat's two doubles at once and Blitz's whole hand: the loop lays a ``Multi`` tile by tile
    and counts it once, as ``ChainState._apply`` and ``CountingState._laid`` do."""
    from helpers import same_deal

    from domino_lab.driver import run_deal
    from domino_lab.moves import Multi

    game, multis = _design(spec), 0
    for seed in range(40):
        fast = kernel.playout(game, 2 + seed % 3, seed, [dl.bots.Greedy() for _ in range(2 + seed % 3)])
        same_deal(fast, run_deal(game.deal(2 + seed % 3, seed), [dl.bots.Greedy() for _ in range(2 + seed % 3)]))
        multis += sum(isinstance(m, Multi) for _p, m in fast.history)
    assert multis >= 3


def test_a_state_that_lays_its_own_way_is_handed_each_tile():
    """Double-lock's state on Fives' line lays a tile with its own ``_lay`` (it keeps
    ``doubles_down``): the loop calls it, and the field is the engine's (``same_deal``); its
    ``end_accepts`` is asked by neither (the family's ``_plays`` does not ask it)."""
    game = _design("fives:layout:double_lock")
    assert {"_lay", "after_lay"} <= kernel._state_runs(game.StateClass)
    state = kernel.playout(game, 3, 1, [dl.bots.Random(1 + k) for k in range(3)])
    assert state.doubles_down == frozenset(p.tile.low for p in state.table.placed if p.tile.is_double)
