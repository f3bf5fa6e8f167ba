"""``ParallelLayout.grow`` lays a tile on a line's end as ``place`` does, without making the
``Placed`` that ``place`` answers (Sausage's moves lay their tiles with it): on many Sausage deals,
a layout grown tile by tile and one placed tile by tile (with ``placed`` read or not in between)
end equal, and ``place`` answers the tile ``placed`` then lists."""

from __future__ import annotations

import random

import pytest

import domino_lab as dl
from domino_lab.driver import run_deal
from domino_lab.moves import Play
from domino_lab.table.parallel import ParallelLayout


@pytest.mark.parametrize("seed", range(12))
def test_grow_lays_as_place(seed):
    state = run_deal(dl.game("sausage", cutting=False, inserting=False).deal(2, seed),
                     [dl.bots.Random(seed), dl.bots.Greedy()])
    plays = [m for _, m in state.history if type(m) is Play]
    grown, placed, read = ParallelLayout(), ParallelLayout(), ParallelLayout()
    rng = random.Random(seed)
    for move in plays:
        if move.end is None:
            for lay in (grown, placed, read):
                lay.place(move.tile, None)
            continue
        parent = grown.grow(move.tile, move.end)
        answer = placed.place(move.tile, move.end)
        assert answer == placed.placed[-1] and answer.parent == parent and answer.branch in ("top", "bottom")
        if rng.random() < 0.3:
            _ = read.placed  # (read between tiles: grow adds the tile to the list made)
        read.grow(move.tile, move.end)
    assert grown == placed == read == state.table
    assert grown.placed == placed.placed == read.placed
    assert grown.to_text() == placed.to_text() == state.table.to_text()


def test_grow_refuses_what_place_refuses():
    lay = ParallelLayout()
    with pytest.raises(ValueError):
        lay.grow(dl.Tile(1, 2), 0)  # (no lead yet)
    lay.place(dl.Tile(1, 2), None)
    with pytest.raises(ValueError):
        lay.grow(dl.Tile(3, 4), 2)
    with pytest.raises(ValueError):
        lay.grow(dl.Tile(3, 4), 0)  # (3-4 does not touch the top line's 1)
