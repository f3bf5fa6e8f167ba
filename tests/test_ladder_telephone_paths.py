"""Ladder and Telephone on the chain games' hooked fast path: every option variant the
conformance check knows (``options.option_variants``), Ladder beyond them (a double-9 set: other
places in the set, other bits; other limits on a turn's run), every player count, random and
mixed bots, a match's leader on every third deal, each deal as the object engine plays it, field
for field.

Ladder's runs are listed on bitmasks of the hand (``Ladder.extra_moves``; checked against
``multi.runs`` in ``tests/test_multi.py``) and its one-way line read from its one number;
Telephone is laid and counted in the loop (``ChainState._lay``, ``end_points`` of the cross's
``counted_total``). ``tests/test_hooked_path.py`` holds the path's other proofs.
"""

from __future__ import annotations

import pytest
from helpers import proves_playouts, variant_ids

import domino_lab as dl
from domino_lab.games.chain import hooked_path
from domino_lab.games.registry import game_class
from domino_lab.options import option_variants

CASES = [(gid, opts) for gid in ("ladder", "telephone") for _, opts in option_variants(game_class(gid))] + [
    ("ladder", {"set_n": 9}), ("ladder", {"most_per_turn": 5, "draw": "one"}), ("ladder", {"most_per_turn": 1})]


@pytest.mark.parametrize("gid,opts", CASES, ids=variant_ids(CASES))
@pytest.mark.parametrize("kind", ["random", "mixed"])
def test_every_option_variant_and_player_count_plays_as_the_engine_plays_it(gid, opts, kind):
    proves_playouts(hooked_path, dl.game(gid, **opts), kind, seeds=50)
