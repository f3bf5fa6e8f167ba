"""Ladder and Telephone on the chain games' hooked fast path: every option variant the
conformance check knows (``options.option_variants``), every player count, random and mixed bots,
a match's leader on every third deal, each deal as the object engine plays it, field for field.

Ladder's runs are listed on bitmasks of the hand (``Ladder.extra_moves``; checked against
``multi.runs`` in ``tests/test_multi.py``) and its one-way line read from its one number;
Telephone is laid and counted in the loop (``ChainState._lay``, ``end_points`` of the cross's
``counted_total``). ``tests/test_hooked_path.py`` holds the path's other proofs.
"""

from __future__ import annotations

import pytest
from helpers import bots_of, same_deal

import domino_lab as dl
from domino_lab.games.chain import hooked_path
from domino_lab.games.registry import game_class
from domino_lab.match import _Context, run_deal
from domino_lab.options import option_variants

SEEDS = 100


@pytest.mark.parametrize("gid", ["ladder", "telephone"])
def test_every_option_variant_and_player_count_plays_as_the_engine_plays_it(gid):
    deals = 0
    for _, opts in option_variants(game_class(gid)):
        game = dl.game(gid, **opts)
        for players in range(game.info.players[0], game.info.players[1] + 1):
            for seed in range(SEEDS):
                kind = "random" if seed % 2 else "mixed"
                match = _Context({"leader": seed % players}) if seed % 3 == 0 else None
                assert hooked_path.supported(game, bots_of(kind, players, seed))
                fast = hooked_path.playout(game, players, seed, bots_of(kind, players, seed), match=match)
                same_deal(fast, run_deal(game.deal(players, seed, match=match), bots_of(kind, players, seed)))
                deals += 1
    assert deals >= 1500


@pytest.mark.parametrize("opts", [{"set_n": 9}, {"most_per_turn": 5, "draw": "one"}, {"most_per_turn": 1}])
def test_ladder_beyond_the_variants_plays_as_the_engine_plays_it(opts):
    """A bigger set (other places in the set: other bits) and other limits on a turn's run."""
    game = dl.game("ladder", **opts)
    for players in (2, 4):
        for seed in range(SEEDS):
            fast = hooked_path.playout(game, players, seed, bots_of("random", players, seed))
            same_deal(fast, run_deal(game.deal(players, seed), bots_of("random", players, seed)))
