"""Tiles and sets.

A tile is an unordered pair of pip values; ``Tile(4, 2) == Tile(2, 4)`` and both print as
``2-4`` (low end first is the canonical form). Tiles are interned: there is exactly one object per
tile, so identity, equality and hashing are all cheap, and each tile has a small integer ``id``
(its index in any double-n set that contains it) for bitmask work inside the engine.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Iterable, Iterator

from .errors import IllegalMove, NotationError, SetupError
from .i18n import _
from .svg import SVG, tile_picture

__all__ = ["Tile", "DominoSet", "tiles_text", "parse_tiles", "by_ends"]

def _is_pip(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 99


_TILE_RE = re.compile(r"^\s*(\d{1,2})\s*[-:|x/]\s*(\d{1,2})\s*$")


class Tile:
    """One domino tile: two pip values, ``low <= high``.

    >>> Tile(4, 2)
    Tile(2, 4)
    >>> str(Tile.parse("6-6")), Tile(6, 6).is_double, Tile(5, 3).pips
    ('6-6', True, 8)
    """

    __slots__ = ("low", "high", "id", "pips", "is_double")
    low: int
    high: int
    id: int
    pips: int
    is_double: bool
    _cache: dict[tuple[int, int], Tile] = {}

    def __new__(cls, a: int, b: int) -> Tile:
        if type(a) is int and type(b) is int:
            tile = cls._cache.get((a, b) if a <= b else (b, a))
            if tile is not None:
                return tile
        if not (_is_pip(a) and _is_pip(b)):
            raise NotationError(_("a tile has two whole pip values from 0 to 99, got {a!r} and {b!r}", a=a, b=b))
        key = low, high = (int(a), int(b)) if a <= b else (int(b), int(a))
        tile = cls._cache.get(key)
        if tile is not None:
            return tile
        tile = object.__new__(cls)
        object.__setattr__(tile, "low", low)
        object.__setattr__(tile, "high", high)
        object.__setattr__(tile, "id", high * (high + 1) // 2 + low)
        object.__setattr__(tile, "pips", low + high)
        object.__setattr__(tile, "is_double", low == high)
        cls._cache[key] = tile
        return tile

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("tiles are immutable")

    def __reduce__(self) -> tuple[type[Tile], tuple[int, int]]:
        return (Tile, (self.low, self.high))

    def __copy__(self) -> Tile:
        return self

    def __deepcopy__(self, memo: dict) -> Tile:
        return self

    @classmethod
    def parse(cls, text: str | Tile) -> Tile:
        """Read ``"4-2"`` (also ``4:2``, ``4|2``); a Tile passes through unchanged."""
        if isinstance(text, Tile):
            return text
        m = _TILE_RE.match(str(text))
        if not m:
            raise NotationError(_("{text!r} is not a tile; write it as two numbers like '4-2'", text=text))
        return cls(int(m.group(1)), int(m.group(2)))

    def has(self, value: int) -> bool:
        """Whether one of the tile's ends shows ``value``."""
        return self.low == value or self.high == value

    def other(self, value: int) -> int:
        """The end opposite to the end showing ``value``."""
        if self.low == value:
            return self.high
        if self.high == value:
            return self.low
        raise IllegalMove(_("{tile} has no end showing {value}", tile=self, value=value))

    @property
    def ends(self) -> tuple[int, int]:
        return (self.low, self.high)

    def __iter__(self) -> Iterator[int]:
        yield self.low
        yield self.high

    def __eq__(self, other: object) -> bool:
        return self is other

    def __hash__(self) -> int:
        return self.id

    # (compared with anything but a tile, each says it cannot tell, so that Python raises its own
    # TypeError "'<' not supported between ...", as for any two kinds of thing; the happy path pays nothing)
    def __lt__(self, other: Tile) -> bool:
        try:
            return (self.low, self.high) < (other.low, other.high)
        except AttributeError:
            return NotImplemented

    def __le__(self, other: Tile) -> bool:
        try:
            return (self.low, self.high) <= (other.low, other.high)
        except AttributeError:
            return NotImplemented

    def __gt__(self, other: Tile) -> bool:
        try:
            return (self.low, self.high) > (other.low, other.high)
        except AttributeError:
            return NotImplemented

    def __ge__(self, other: Tile) -> bool:
        try:
            return (self.low, self.high) >= (other.low, other.high)
        except AttributeError:
            return NotImplemented

    def __str__(self) -> str:
        return f"{self.low}-{self.high}"

    def __repr__(self) -> str:
        return f"Tile({self.low}, {self.high})"

    def _repr_svg_(self) -> SVG:
        return tile_picture(self.low, self.high)


class DominoSet:
    """The double-``n`` set: every tile with ends 0..n, doubles included.

    >>> s = DominoSet(6)
    >>> len(s), Tile(6, 6) in s, Tile(7, 2) in s
    (28, True, False)
    """

    __slots__ = ("n", "tiles", "_ids")

    def __init__(self, n: int = 6):
        if type(n) is not int or n < 1 or n > 18:
            raise SetupError(_("a double-n set needs n from 1 to 18, got {n!r}", n=n))
        self.n = n
        self.tiles: tuple[Tile, ...] = tuple(Tile(a, b) for a in range(n + 1) for b in range(a, n + 1))
        self._ids = frozenset(t.id for t in self.tiles)

    def __len__(self) -> int:
        return len(self.tiles)

    def __iter__(self) -> Iterator[Tile]:
        return iter(self.tiles)

    def __contains__(self, tile: object) -> bool:
        return isinstance(tile, Tile) and tile.high <= self.n

    @property
    def doubles(self) -> tuple[Tile, ...]:
        return tuple(t for t in self.tiles if t.is_double)

    @property
    def total_pips(self) -> int:
        return sum(t.pips for t in self.tiles)

    def check(self, tile: Tile) -> Tile:
        """Return ``tile`` if it belongs to this set, else raise an ``IllegalMove`` that says why
        (a ``NotationError`` if it is not a tile at all)."""
        tile = Tile.parse(tile)
        if tile.high > self.n:
            raise IllegalMove(_("{tile} is not in the double-{n} set (pips go from 0 to {n})", tile=tile, n=self.n))
        return tile

    def __repr__(self) -> str:
        return f"DominoSet({self.n})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DominoSet) and other.n == self.n

    def __hash__(self) -> int:
        return hash(("DominoSet", self.n))


#: The order of ``Tile``'s comparisons (low end, then high end) as a key read in C:
#: ``sorted(hand, key=by_ends)`` is ``sorted(hand)`` without a Python call per comparison.
by_ends = operator.attrgetter("low", "high")


def tiles_text(tiles: Iterable[Tile]) -> str:
    """Tiles as text, in the given order: ``'1-1 2-3'``."""
    return " ".join(str(t) for t in tiles)


def parse_tiles(text: str) -> list[Tile]:
    """Parse ``'1-1 2-3'`` (spaces or commas) into tiles; ``'-'`` or ``''`` is no tiles."""
    text = text.strip()
    if text in ("", "-"):
        return []
    return [Tile.parse(part) for part in re.split(r"[\s,]+", text) if part]
