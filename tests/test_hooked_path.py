"""The chain games' hooked fast path plays the same deals as the object engine, move for move.

``playout`` (a fresh deal) and ``finish`` (any position) skip the driver and the engine's
per-move layers; for many seeds, option variants, player counts and mixes of bots, both must give
the same moves, the same final position, the same scores and the same fields.
"""

from __future__ import annotations

import random

import pytest
from helpers import bots_of, game_or_skip, same_deal

import domino_lab as dl
from domino_lab.driver import finish
from domino_lab.games.chain import hooked_path as kernel
from domino_lab.games.chain.double_lock import DoubleLock
from domino_lab.match import _Context, _seat, run_deal

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


@pytest.mark.parametrize("gid,opts", VARIANTS, ids=[f"{g}-{'-'.join(f'{k}={v}' for k, v in o.items())}"
                                                     for g, o in VARIANTS])
@pytest.mark.parametrize("kind", ["random", "greedy", "mixed"])
def test_a_fresh_deal_plays_out_as_the_engine_plays_it(gid, opts, kind):
    game = game_or_skip(gid, opts)
    lo, hi = game.info.players
    for players in range(lo, hi + 1):
        for seed in range(50):
            match = _Context({"leader": seed % players}) if seed % 3 == 0 else None
            assert kernel.supported(game, bots_of(kind, players, seed))
            fast = kernel.playout(game, players, seed, bots_of(kind, players, seed), match=match)
            slow = run_deal(game.deal(players, seed, match=match), bots_of(kind, players, seed))
            same_deal(fast, slow)


@pytest.mark.parametrize("gid", ["sea_goat", "blitz", "ladder", "double_lock", "milky_way", "donkey", "odd_even",
                                 "muggins", "telephone", "classic"])
def test_any_position_finishes_as_the_engine_finishes_it(gid):
    game = dl.game(gid)
    for players in range(game.info.players[0], game.info.players[1] + 1):
        for seed in range(40):
            state = game.deal(players, seed)
            rng = random.Random(seed)
            for _ in range(rng.randrange(30)):  # walk a random distance into the deal
                if state.over:
                    break
                legal = state.legal_moves()
                state.play(legal[rng.randrange(len(legal))])
            before = state.to_text()
            assert kernel.finish_supported(state, bots_of("mixed", players, seed))
            fast = kernel.finish(state, bots_of("mixed", players, seed))
            assert state.to_text() == before  # the position it started from is left as it was
            same_deal(fast, run_deal(state.clone(), bots_of("mixed", players, seed)))


def test_a_position_read_from_text_finishes_as_the_engine_finishes_it():
    game = dl.game("double_lock")
    state = game.deal(2, 11)
    for _ in range(5):
        state.play(state.legal_moves()[-1])
    again = type(state).from_text(state.to_text())
    fast = finish(again, [dl.bots.Random(1), dl.bots.Random(2)])
    same_deal(fast, run_deal(again.clone(), [dl.bots.Random(1), dl.bots.Random(2)]))


def test_simulate_takes_it_and_gives_the_engines_table():
    game = dl.game("milky_way")
    bots = [dl.bots.Random(k) for k in range(3)]
    rows = dl.simulate(game, 40, bots, seed=9)
    assert kernel.supported(game, bots) and game._fast_playout(3, 5, bots) is not None
    for row in rows:  # each row as the engine, move by move, plays its deal (the bots re-seeded as simulate does)
        slow = run_deal(game.deal(3, row.seed), _seat(bots, row.seed))
        result = slow.result()
        assert (row.winner, row.points, row.reason) == (result.winner, result.points, result.reason)
        assert (row.moves, row.draws, row.passes) == slow.move_tally()


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
