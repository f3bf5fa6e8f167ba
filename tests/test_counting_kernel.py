"""The line-counting games' fast path plays the same deals as the object engine, move for move.

``playout`` (a fresh deal) and ``finish`` (any position) skip the driver and the engine's
per-move layers; for many seeds, option variants, player counts and mixes of bots, both must give
the same moves, the same final position, the same scores and the same fields.
"""

from __future__ import annotations

import pytest
from helpers import (
    game_or_skip,
    proves_finishes,
    proves_playouts,
    proves_simulate_rows,
    proves_text_finishes,
    variant_ids,
)

import domino_lab as dl
from domino_lab.games.counting import kernel
from domino_lab.games.counting.fives import Fives
from domino_lab.match import run_deal

VARIANTS = [
    ("fives", {}),
    ("fives", {"doubles": "crosswise"}),
    ("fives", {"draw": "until_playable", "boneyard_ends_deal": False}),
    ("fives", {"draw": "none", "fish_when": "stuck"}),
    ("threes", {}),
    ("threes", {"doubles": "lengthwise", "undrawable": 2}),
    ("threes", {"set_n": 9}),
    ("threes_luck", {}),
    ("threes_luck", {"draw_limit": 2, "undrawable": 1}),
    ("bergen", {}),
    ("bergen", {"undrawable": 0, "draw": "until_playable"}),
    ("matador", {}),
    ("matador", {"draw": "until_playable", "doubles": "choice"}),
    ("french", {}),
    ("french", {"set_n": 9}),
]


@pytest.mark.parametrize("gid,opts", VARIANTS, ids=variant_ids(VARIANTS))
@pytest.mark.parametrize("kind", ["random", "greedy", "mixed"])
def test_a_fresh_deal_plays_out_as_the_engine_plays_it(gid, opts, kind):
    proves_playouts(kernel, game_or_skip(gid, opts), kind)


@pytest.mark.parametrize("gid", ["fives", "threes_luck", "bergen", "matador", "french"])
def test_any_position_finishes_as_the_engine_finishes_it(gid):
    proves_finishes(kernel, dl.game(gid))


def test_a_position_read_from_text_finishes_as_the_engine_finishes_it():
    proves_text_finishes(dl.game("threes"))


def test_simulate_takes_it_and_gives_the_engines_table():
    proves_simulate_rows(kernel, dl.game("fives"), 3)


def test_the_fast_path_is_taken_only_where_it_is_exact():
    random_bots = [dl.bots.Random(k) for k in range(2)]
    for gid in ("fives", "threes", "threes_luck", "bergen", "matador", "french"):
        assert kernel.supported(dl.game(gid), random_bots), gid
    for gid in ("muggins", "telephone", "classic", "kozel", "sea_goat"):  # not this family, or not on a line
        assert not kernel.supported(dl.game(gid), random_bots), gid
    assert not kernel.supported(dl.game("fives"), [dl.bots.MonteCarlo(2, 0), random_bots[1]])

    class Odd(Fives):  # a rule the fast path does not know: it must step aside
        def end_accepts(self, state, end, tile):
            return True

    assert not kernel.supported(Odd(), random_bots)

    class Looking(dl.bots.Random):  # a bot that asks for an observation is never replaced
        looks = True

    assert not kernel.supported(dl.game("fives"), [Looking(0), Looking(1)])
    fast = dl.playout(Odd(), random_bots, seed=4)
    slow = run_deal(Odd().deal(2, 4), [dl.bots.Random(0), dl.bots.Random(1)])
    assert fast.to_text() == slow.to_text()
