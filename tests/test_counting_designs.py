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

TAKEN = ["blitz:layout:french", "blitz:layout:matador", "blitz:layout:bergen",
         "double_lock:layout:matador", "double_lock:layout:french", "double_lock:layout:bergen",
         "wagons:layout:matador", "wagons:layout:french", "wagons:layout:bergen",
         "ladder:layout:french", "ladder:layout:bergen", "ladder:layout:matador",
         "muggins:layout:fives", "muggins:layout:threes", "muggins:layout:threes_luck",
         "muggins:layout:bergen", "muggins:layout:matador", "muggins:layout:french",
         "matador:matching:french", "french:matching:matador"]


def _design(spec: str):
    base, kind, donor = spec.split(":")
    return dl.design(base, **{kind: donor})


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


def test_a_state_whose_base_hands_a_play_on_its_own_way_is_left_to_the_engine():
    """Fork's state after the family's: its ``_apply`` is reached where ``LineScoringState._apply``
    hands a play on (``super()``), which the loop restates; so the design is not the loop's."""
    assert "_apply" in kernel._runs_as(_design("fork:layout:matador").StateClass, kernel.LineScoringState)
