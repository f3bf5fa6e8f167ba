"""The set's integer tables, in one module: a tile as its index in the set (index order is the
order ``legal_moves`` lists tiles in), a hand as a bitmask of indices, a suit as the mask of the
tiles showing a number, and the ways back to tiles (``_Tables``, made once per set: ``_tables(n)``;
a mask's tiles as a set, ``set_maker`` and ``_tile_set``; a mask's indices, ``_indices``; a tile's
index and bit by its id, ``ranks`` and ``_bits_by_id``). The chain kernel's loop reads them, so do
Wagons' loop, Ladder's rules (its turns of up to three tiles, listed from masks) and the chain
family's compact solver (``analysis.chain_rules``): none of them holds a rule; each reads the set.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from ...tiles import DominoSet


class _Tables:
    """What the loop looks up, per set: tile objects, pips and the suit masks."""

    def __init__(self, tiles):
        self.tiles = tuple(tiles)
        self.lo = tuple(t.low for t in tiles)
        self.hi = tuple(t.high for t in tiles)
        self.both = tuple(t.low + t.high for t in tiles)  # tile t laid on number v shows both[t] - v
        self.double = tuple(t.is_double for t in tiles)
        self.bit = tuple(1 << i for i in range(len(tiles)))
        n = max(self.hi) + 1
        self.suit = tuple(sum(1 << i for i, t in enumerate(tiles) if t.has(v)) for v in range(n))
        # both suits of a line at once: an open pair (a, b) is served by suit[a] | suit[b]
        self.pair = tuple(tuple(self.suit[a] | self.suit[b] for b in range(n)) for a in range(n))
        self.index = {t: i for i, t in enumerate(tiles)}
        # each byte of a mask's tiles as a frozenset: a hand's set is a union of a few (no Tile hashed again)
        self.bytes = tuple(tuple(frozenset(t for j, t in enumerate(tiles[a:a + 8]) if m >> j & 1) for m in range(256))
                           for a in range(0, len(tiles), 8))
        self.to_set = set_maker(self)  # a mask's tiles as a set (_tile_set)


@functools.cache
def _tables(n: int) -> _Tables:
    return _Tables(DominoSet(n).tiles)


_NO_TILES: set = set()  # (never changed: its union with other sets is a new set)


def set_maker(tb: Any) -> Callable[[int], set]:
    """``_tile_set`` for the tables ``tb``, as one union of the tiles of each 10 bits of the mask
    where the set has at most 30 tiles (a double-six set: three tables of 1,024 frozensets, made
    once), else ``_tile_set`` itself."""
    tiles = tb.tiles
    if len(tiles) > 30:
        return functools.partial(_tile_set, tb)
    t0, t1, t2 = (_subsets(tiles[a:a + 10]) for a in (0, 10, 20))
    return lambda mask: _NO_TILES.union(t0[mask & 1023], t1[mask >> 10 & 1023], t2[mask >> 20])


@functools.lru_cache(maxsize=64)
def _subsets(tiles: tuple) -> tuple[frozenset, ...]:
    """For each mask of ``tiles`` (bit ``j``: ``tiles[j]``), its tiles as a frozenset, each made
    from the one without its lowest tile (once a set: every game on a double-six set shares them)."""
    out: list[frozenset] = [frozenset()]
    for m in range(1, 1 << len(tiles)):
        out.append(out[m & (m - 1)].union((tiles[(m & -m).bit_length() - 1],)))
    return tuple(out)


def _tile_set(tb: Any, mask: int) -> set:
    """The tiles of ``mask`` as a set of ``Tile`` (``tb``: the set's tables, ``set_tables._Tables``),
    made from the sets of each byte's tiles (a Tile's hash is Python code)."""
    out: set = set()
    for tiles in tb.bytes:
        if not mask:
            break
        out |= tiles[mask & 255]
        mask >>= 8
    return out



def _indices(mask: int) -> list[int]:
    """The tile indices in ``mask``, lowest first."""
    out = []
    while mask:
        b = mask & -mask
        out.append(b.bit_length() - 1)
        mask ^= b
    return out


@functools.cache
def ranks(n: int) -> list[int]:
    """A tile's place in the double-``n`` set (its bit in the fast paths' masks), by the tile's ``id``."""
    tiles = _tables(n).tiles
    rank = [0] * (max(t.id for t in tiles) + 1)
    for i, t in enumerate(tiles):
        rank[t.id] = i
    return rank


@functools.cache
def _bits_by_id(n: int) -> tuple[int, ...]:
    """A tile's bit in the double-``n`` set's masks, by the tile's ``id``."""
    tb, rank = _tables(n), ranks(n)
    by_id = [0] * (max(t.id for t in tb.tiles) + 1)
    for t in tb.tiles:
        by_id[t.id] = tb.bit[rank[t.id]]
    return tuple(by_id)
