"""The chain family's fast path plays the same deals as the object engine, move for move.

``playout`` (a fresh deal) and ``finish`` (any position) run on integers; the engine runs on
tiles, moves and layouts. For many seeds, option variants, player counts and mixes of bots, both
must give the same moves, the same final position and the same score.
"""

from __future__ import annotations

import functools

import pytest
from helpers import game_or_skip, proves_finishes, proves_playouts, same_deal, variant_ids

import domino_lab as dl
from domino_lab.games.chain import kernel
from domino_lab.games.chain.classic import Classic
from domino_lab.match import run_deal

VARIANTS = [
    ("kozel", {}),
    ("kozel", {"redeal_doubles": None, "fish": "highest_takes_all"}),
    ("kozel", {"draw": "one", "undrawable": 1}),
    ("classic", {}),
    ("classic", {"draw": "none"}),
    ("classic", {"draw": "one"}),
    ("classic", {"set_n": 9}),
    ("general", {}),
]


# a deal the kernel finished keeps its integer log (PlayedOut): every other field as the engine's
_same = functools.partial(same_deal, record=kernel.PlayedOut.private_fields)


@pytest.mark.parametrize("gid,opts", VARIANTS, ids=variant_ids(VARIANTS))
@pytest.mark.parametrize("kind", ["random", "greedy", "mixed"])
def test_a_fresh_deal_plays_out_as_the_engine_plays_it(gid, opts, kind):
    proves_playouts(kernel, game_or_skip(gid, opts), kind, seeds=80, check=_same)


@pytest.mark.parametrize("gid,opts", VARIANTS[:6], ids=[g for g, _ in VARIANTS[:6]])
def test_any_position_finishes_as_the_engine_finishes_it(gid, opts):
    proves_finishes(kernel, game_or_skip(gid, opts), check=_same)


def test_the_fast_path_is_taken_only_where_it_is_exact():
    random_bots = [dl.bots.Random(k) for k in range(4)]
    assert kernel.supported(dl.game("kozel"), random_bots)
    assert not kernel.supported(dl.game("kozel"), [dl.bots.MonteCarlo(2, 0)] + random_bots[1:])
    for gid in ("sea_goat", "blitz", "fork", "muggins", "donkey", "biryuk", "forty_two"):
        assert not kernel.supported(dl.game(gid), random_bots[:2]), gid

    class Odd(Classic):  # a rule the fast path does not know: it must step aside
        def after_play(self, state, player, move):
            pass

    assert not kernel.supported(Odd(), random_bots[:2])

    class Biased(dl.bots.Random):  # a bot that chooses differently is never replaced
        def choose(self, observation, legal_moves):
            return legal_moves[-1]

    assert not kernel.supported(dl.game("classic"), [Biased(0), Biased(1)])

    class Stacked(Classic):  # the public deal() overridden: not a hook the old allow-list knew
        def deal(self, players=None, seed=None, match=None, **kwargs):
            state = super().deal(players, seed, match, **kwargs)
            state.boneyard.reverse()  # draws come in another order
            return state

    assert not kernel.supported(Stacked(), random_bots[:2])
    fast = dl.playout(Stacked(), [dl.bots.Random(0), dl.bots.Random(1)], seed=4)
    slow = run_deal(Stacked().deal(2, 4), [dl.bots.Random(0), dl.bots.Random(1)])
    assert fast.to_text() == slow.to_text()

    class Renamed(Classic):  # changing only the options or the catalogue entry keeps the path
        Options = Classic.Options

    assert kernel.supported(Renamed(), random_bots[:2])
    assert [g for g in ("classic", "kozel", "general", "odd_even", "donkey")
            if kernel.supported(dl.game(g), random_bots[:4 if g in ("general",) else 2])] == [
        "classic", "kozel", "general"]


def test_playout_gives_the_engine_path_for_games_without_a_fast_path():
    game = dl.game("sea_goat")
    bots = [dl.bots.Random(k) for k in range(4)]
    state = dl.playout(game, bots, seed=3)
    slow = run_deal(game.deal(4, 3), [dl.bots.Random(k) for k in range(4)])
    assert type(state) is type(slow) and state.to_text() == slow.to_text()


def test_a_played_out_deal_reads_like_any_other():
    state = dl.playout(dl.game("kozel"), [dl.bots.Random(k) for k in range(4)], seed=11)
    again = state.game.StateClass.from_text(state.to_text(), state.game)
    assert type(again) is dl.game("kozel").StateClass and again.to_text() == state.to_text()
    assert again.result() == state.result()
    assert state.table.to_text() != "-" and state.observation(0).hand == frozenset(state.hands[0])
    clone = state.clone()
    assert clone.to_text() == state.to_text() and clone.result() == state.result()
    assert repr(state) == repr(again)
