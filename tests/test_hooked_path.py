"""The chain games' hooked fast path plays the same deals as the object engine, move for move.

``playout`` (a fresh deal) and ``finish`` (any position) skip the driver and the engine's
per-move layers; for many seeds, option variants, player counts and mixes of bots, both must give
the same moves, the same final position, the same scores and the same fields.
"""

from __future__ import annotations

import pytest
from helpers import (
    bots_of,
    game_or_skip,
    proves_finishes,
    proves_playouts,
    proves_simulate_rows,
    proves_text_finishes,
    same_deal,
    variant_ids,
)

import domino_lab as dl
from domino_lab.driver import finish
from domino_lab.games.chain import hooked_path as kernel
from domino_lab.games.chain import hooked_rules
from domino_lab.games.chain.base import ChainState
from domino_lab.games.chain.double_lock import DoubleLock
from domino_lab.match import run_deal
from domino_lab.moves import Play

VARIANTS = [
    ("sea_goat", {}),
    ("sea_goat", {"teams": False, "draw": "one", "undrawable": 1}),
    ("sea_goat", {"two_doubles": False, "fish_when": "stuck", "redeal_doubles": None}),
    ("double_lock", {}),
    ("double_lock", {"locks": False, "draw": "none"}),
    ("double_lock", {"set_n": 9, "draw": "one"}),
    ("milky_way", {}),
    ("milky_way", {"fish_when": "stuck"}),
    ("milky_way", {"draw": "until_playable"}),
    ("blitz", {}),
    ("blitz", {"blitz": False, "draw": "one"}),
    ("ladder", {}),
    ("ladder", {"most_per_turn": 2, "draw": "none"}),
    ("donkey", {}),
    ("donkey", {"lead": "double", "several_doubles": "closing", "draw": "one"}),
    ("odd_even", {}),
    ("odd_even", {"draw": "none", "zero_double_only_alone": True}),
    ("muggins", {}),
    ("muggins", {"lengthwise_doubles": False, "set_n": 9}),
    ("telephone", {}),
    ("telephone", {"doubles_at_once": True, "draw": "one"}),
]


@pytest.mark.parametrize("gid,opts", VARIANTS, ids=variant_ids(VARIANTS))
@pytest.mark.parametrize("kind", ["random", "greedy", "mixed"])
def test_a_fresh_deal_plays_out_as_the_engine_plays_it(gid, opts, kind):
    proves_playouts(kernel, game_or_skip(gid, opts), kind)


@pytest.mark.parametrize("gid", ["sea_goat", "blitz", "ladder", "double_lock", "milky_way", "donkey", "odd_even",
                                 "muggins", "telephone", "classic"])
def test_any_position_finishes_as_the_engine_finishes_it(gid):
    proves_finishes(kernel, dl.game(gid))


def test_a_position_read_from_text_finishes_as_the_engine_finishes_it():
    proves_text_finishes(dl.game("double_lock"))


def test_simulate_takes_it_and_gives_the_engines_table():
    proves_simulate_rows(kernel, dl.game("milky_way"), 3)


def test_the_fast_path_is_taken_only_where_it_is_exact():
    random_bots = [dl.bots.Random(k) for k in range(2)]
    hooked = ("sea_goat", "blitz", "ladder", "double_lock", "milky_way", "donkey", "odd_even", "muggins", "telephone")
    for gid in hooked:
        assert kernel.supported(dl.game(gid), random_bots), gid
    for gid in ("dark_blitz", "seven", "fork", "wagons", "sausage", "pit", "fives"):  # other mechanics
        assert not kernel.supported(dl.game(gid), random_bots), gid
    assert not kernel.supported(dl.game("double_lock"), [dl.bots.MonteCarlo(2, 0), random_bots[1]])

    class Odd(DoubleLock):  # a rule the fast path does not know: it must step aside
        def after_play(self, state, player, move):
            pass

    assert not kernel.supported(Odd(), random_bots)

    class Looking(dl.bots.Random):  # a bot that asks for an observation is never replaced
        looks = True

    assert not kernel.supported(dl.game("double_lock"), [Looking(0), Looking(1)])
    fast = dl.playout(Odd(), random_bots, seed=4)
    slow = run_deal(Odd().deal(2, 4), [dl.bots.Random(0), dl.bots.Random(1)])
    assert fast.to_text() == slow.to_text()


def test_a_deal_with_chance_of_its_own_finishes_as_the_engine_finishes_it():
    from domino_lab.games.chain import kernel as integers

    class Bottom:  # draws the bottom tile of the boneyard instead of the top one
        def pick(self, candidates, kind):
            return candidates[0]

    game = dl.game("classic")
    for seed in range(20):
        state = game.deal(2, seed)
        state.chance = Bottom()
        bots = bots_of("mixed", 2, seed)
        assert not integers.finish_supported(state, bots) and kernel.finish_supported(state, bots)
        fast = finish(state, bots)
        same_deal(fast, run_deal(state.clone(), bots_of("mixed", 2, seed)))


PROMISES = [  # games whose classes make the promises the loop reads, in variants that use them
    ("donkey", {}), ("donkey", {"lead": "double", "several_doubles": "closing"}), ("muggins", {}),
    ("telephone", {"doubles_at_once": True}), ("sea_goat", {}), ("blitz", {}), ("blitz", {"draw": "one"}),
]


def _positions(game, players: int, seeds: int):
    """Every position of ``seeds`` random deals of ``game``, the table laid, as the engine plays them."""
    for seed in range(seeds):
        state, bot = game.deal(players, seed), dl.bots.Random(seed)
        while not state.over:
            if state.table.placed:
                yield state
            state.play(bot.choose(None, state.legal_moves()))


@pytest.mark.parametrize("gid,opts", PROMISES, ids=variant_ids(PROMISES))
def test_the_promises_the_loop_reads_hold(gid, opts):
    """``extra_moves_need_a_double``: with no double among the plays, ``extra_moves`` gives none;
    ``extra_moves_need_a_trail``: none when the hand cannot be an Euler trail with the line's ends;
    ``after_lay_skips_plain_plays``: ``after_lay`` of a plain ``Play`` changes nothing;
    ``extra_moves_count`` says how many moves ``extra_moves`` gives; and a cross's
    ``counted_total`` is the sum of its ``counted_ends``."""
    game = dl.game(gid, **opts)
    needs_double, needs_trail = (hooked_rules._extras_asked(type(game)) == k for k in (1, 3))
    skips_plain = hooked_rules._declares(game.StateClass, "after_lay", "after_lay_skips_plain_plays")
    counted = hooked_rules._extras_counted(type(game))
    assert needs_double or needs_trail or skips_plain
    checked = trails = 0
    for players in (2, 4):
        for state in _positions(game, players, 15):
            if hasattr(state.table, "counted_total"):
                assert state.table.counted_total() == sum(state.table.counted_ends())
            plays = [m for m in state.legal_moves() if type(m) is Play]
            if needs_double and plays:
                plain = [m for m in plays if not m.tile.is_double]
                assert game.extra_moves(state, plain) == []
                checked += 1
            if needs_trail and plays:
                hand, table = state.hands[state.current], state.table
                odd = 1 << table.left ^ 1 << table.right
                for t in hand:
                    odd ^= 1 << t.low ^ 1 << t.high
                if len(hand) < 2 or odd.bit_count() > 2:
                    assert game.extra_moves(state, plays) == []
                    checked += 1
                else:
                    trails += bool(game.extra_moves(state, plays))
            if counted and plays:  # extra_moves_count: how many moves extra_moves gives
                assert game.extra_moves_count(state, plays) == len(game.extra_moves(state, plays))
            if skips_plain:
                for play in plays:
                    laid = state.clone()
                    ChainState._lay(laid, laid.current, play)
                    before = (laid.to_text(), vars(laid.table).copy())
                    laid.after_lay(laid.current, play)
                    assert (laid.to_text(), vars(laid.table)) == before
                    checked += 1
    assert checked > 100 and (trails > 10 or not needs_trail)
