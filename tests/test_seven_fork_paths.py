"""Seven's and Fork's fast paths play the same deals as the object engine, move for move.

``playout`` (a fresh deal) and ``finish`` (any position) skip the driver and the engine's per-move
layers; for thousands of seeded deals, every option variant (``options.option_variants``) and a
few other option values, every player count and mixes of bots, both must give the same moves, the
same final position, the same scores and the same fields. The engine's side is played by
``turns``: every move checked by ``State.play``.
"""

from __future__ import annotations

import random

import pytest
from helpers import (
    bots_of,
    checked_engine,
    proves_finishes,
    proves_playouts,
    proves_simulate_rows,
    same_deal,
    variant_ids,
)

import domino_lab as dl
from domino_lab.driver import finish
from domino_lab.games.chain import fork_path, seven_path
from domino_lab.games.chain.fork import Fork
from domino_lab.games.chain.seven import Seven
from domino_lab.games.registry import game_class
from domino_lab.options import option_variants

PATHS = {"seven": seven_path, "fork": fork_path}
OTHER = [  # option values beyond the variants: other sums, penalties, gaps, sets
    ("seven", {"again_on": None, "penalty_on": 5, "penalty_tiles": 3}),
    ("seven", {"again_on": 8, "penalty_tiles": 1, "take": "given", "draw": "until_playable"}),
    ("seven", {"penalty_tiles": 0, "undrawable": 2, "fish_when": "stuck"}),
    ("fork", {"max_gap": 1}),
    ("fork", {"max_gap": 3, "draw_passes": False, "draw": "until_playable"}),
    ("fork", {"undrawable": 1, "fish_when": "stuck", "hand_size": 4}),
]
CASES = [(gid, opts) for gid in PATHS for _, opts in option_variants(game_class(gid))] + OTHER


@pytest.mark.parametrize("gid,opts", CASES, ids=variant_ids(CASES))
@pytest.mark.parametrize("kind", ["random", "greedy", "mixed"])
def test_a_fresh_deal_plays_out_as_the_engine_plays_it(gid, opts, kind):
    proves_playouts(PATHS[gid], dl.game(gid, **opts), kind, seeds=60, engine=checked_engine)


@pytest.mark.parametrize("gid,opts", CASES[:5] + CASES[10:11], ids=lambda v: str(v))
def test_any_position_finishes_as_the_engine_finishes_it(gid, opts):
    # (a walk of up to 40 moves reaches a take or a seven's draw too)
    proves_finishes(PATHS[gid], dl.game(gid, **opts), seeds=60, engine=checked_engine, walk=40)


def test_positions_owing_tiles_finish_as_the_engine_finishes_them():
    """Positions read from text in the middle of a seven's penalty and of a blind take."""
    game = dl.game("seven")
    seen = set()
    for seed in range(200):
        players = 3 + seed % 3  # with a boneyard (3, 5) a seven is drawn; without (4), taken from its maker
        state = game.deal(players, seed)
        rng = random.Random(seed)
        while not state.over:
            if state.giving or state.penalty:
                seen.add("giving" if state.giving else "penalty")
                again = type(state).from_text(state.to_text())
                assert seven_path.finish_supported(again, bots_of("random", players, seed))
                fast = finish(again, bots_of("random", players, seed))
                same_deal(fast, checked_engine(again.clone(), bots_of("random", players, seed)))
                break
            legal = state.legal_moves()
            state.play(legal[rng.randrange(len(legal))])
    assert seen == {"giving", "penalty"}


@pytest.mark.parametrize("gid", ["seven", "fork"])
def test_simulate_takes_it_and_gives_the_engines_table(gid):
    proves_simulate_rows(PATHS[gid], dl.game(gid), 4, n=60, engine=checked_engine)


def test_the_fast_paths_are_taken_only_where_they_are_exact():
    random_bots = [dl.bots.Random(k) for k in range(3)]
    assert seven_path.supported(dl.game("seven"), random_bots) and fork_path.supported(dl.game("fork"), random_bots)
    for gid in ("classic", "sea_goat", "wagons", "sausage", "dark_blitz"):  # other games: other paths or none
        game = dl.game(gid)
        assert not seven_path.supported(game, random_bots) and not fork_path.supported(game, random_bots)
    assert not seven_path.supported(dl.game("seven"), [dl.bots.MonteCarlo(2, 0)] + random_bots[1:])

    class OddSeven(Seven):  # a rule the fast path does not know: it must step aside
        def after_play(self, state, player, move):
            pass

    class OddFork(Fork):
        def end_accepts(self, state, end, tile):
            return True

    assert not seven_path.supported(OddSeven(), random_bots) and not fork_path.supported(OddFork(), random_bots)
    fast = dl.playout(OddFork(), random_bots, seed=4)
    assert fast.to_text() == checked_engine(OddFork().deal(3, 4), [dl.bots.Random(k) for k in range(3)]).to_text()

    class Looking(dl.bots.Random):  # a bot that asks for an observation is never replaced
        looks = True

    assert not fork_path.supported(dl.game("fork"), [Looking(0), Looking(1)])
