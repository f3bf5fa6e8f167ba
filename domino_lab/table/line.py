"""The line: a single chain with two open ends (or one, for a one-way chain)."""

from __future__ import annotations

import re

from ..errors import NotationError
from ..i18n import _
from ..svg import Line, TileSprite
from ..tiles import Tile
from . import geometry
from .base import End, Layout, Placed, new_placed

LEFT, RIGHT = 0, 1
_ENDS: dict[tuple, tuple[End, ...]] = {}  # (left, right, one_way) -> the open ends, made once


class LineLayout(Layout):
    """A chain of tiles joined end to end.

    ``one_way=True`` keeps only the right end open (Ladder's chain grows in one direction).
    ``chain`` is the chain read from left to right as oriented pairs.

    >>> line = LineLayout()
    >>> _ = line.place(Tile(1, 1), None); _ = line.place(Tile(1, 3), 1); _ = line.place(Tile(1, 5), 0)
    >>> line.to_text(), [e.value for e in line.open_ends()]
    ('5-1 1-1 1-3', [5, 3])
    """

    name = "line"

    def __init__(self, one_way: bool = False):
        super().__init__()
        self.one_way = one_way
        self.left: int | None = None
        self.right: int | None = None
        self.chain: list[tuple[int, int]] = []  # left to right; built by prepend/append
        self._ends = [0, 0]  # index in ``placed`` of the tile at each end

    def open_ends(self) -> list[End]:
        if not self.placed or self.left is None or self.right is None:
            return []
        key = (self.left, self.right, self.one_way)
        ends = _ENDS.get(key)
        if ends is None:  # End tuples are values: made once per pair of numbers
            if self.one_way:
                ends = _ENDS[key] = (End(RIGHT, self.right, "end"),)
            else:
                ends = _ENDS[key] = (End(LEFT, self.left, "left"), End(RIGHT, self.right, "right"))
        return list(ends)

    def end_values(self) -> list[int]:
        """The numbers the open ends show (``open_ends``' values, read without listing the ends)."""
        if not self.placed or self.left is None or self.right is None:
            return []
        return [self.right] if self.one_way else [self.left, self.right]

    symmetric_ends = True  # two ends showing the same number are interchangeable

    def place(self, tile: Tile, end: int | None, touch: int | None = None) -> Placed:
        """Lay ``tile`` on ``end``; ``touch`` is the tile's end that touches (by default the
        number the open end shows, as in every equal-pips game)."""
        placed = self.placed
        if end == RIGHT and self.right is not None:  # (a tile laid on an end, the usual move, told first)
            a = self.right if touch is None else touch
            b = tile.high if tile.low == a else tile.low if tile.high == a else tile.other(a)  # (Tile.other, read here)
            self.chain.append((a, b))
            laid = new_placed((tile, a, b, self._ends[RIGHT], "right", tile.is_double))
            self.right = b
            self._ends[RIGHT] = len(placed)
        elif end == LEFT and self.left is not None and not self.one_way:
            a = self.left if touch is None else touch
            b = tile.high if tile.low == a else tile.low if tile.high == a else tile.other(a)
            self.chain.insert(0, (b, a))
            laid = new_placed((tile, a, b, self._ends[LEFT], "left", tile.is_double))
            self.left = b
            self._ends[LEFT] = len(placed)
        elif end is None:
            if placed:
                raise ValueError(_("the line already has a lead"))
            a, b = tile.low, tile.high
            self.chain.append((a, b))
            self.left, self.right = a, b
            laid = new_placed((tile, a, b, None, "line", tile.is_double))
            self._ends = [0, 0]
        elif self.left is None or self.right is None:
            raise ValueError(_("the line has no lead yet: lead a tile first (end=None)"))
        else:
            raise ValueError(_("the line has no end {end}", end=end))
        placed.append(laid)
        return laid

    def tip(self, end: int) -> int:
        """Index in ``placed`` of the tile now lying at ``end`` (0 left, 1 right)."""
        return self._ends[end]

    def sprites(self, row_tiles: int = 10) -> tuple[list[TileSprite], list[Line]]:
        """The line drawn as a snake of about ``row_tiles`` tiles a row (see ``table.geometry``)."""
        return geometry.snake_sprites(self.chain, self.placed, self.end_values(), self.one_way, row_tiles), []

    def to_text(self) -> str:
        return " ".join(f"{a}-{b}" for a, b in self.chain) or "-"

    @classmethod
    def from_text(cls, text: str, one_way: bool = False) -> LineLayout:
        """Rebuild a line from ``'5-1 1-1 1-3'`` (left to right, each tile as it lies)."""
        parts = [p for p in text.split() if p != "-"]
        pairs = []
        for part in parts:
            m = re.fullmatch(r"(\d{1,2})-(\d{1,2})", part)
            if not m:
                raise NotationError(_("{part!r} in the table is not a tile like '4-2'", part=part))
            pairs.append((int(m.group(1)), int(m.group(2))))
        for (_a, b), (c, _d) in zip(pairs, pairs[1:]):
            if b != c:
                raise NotationError(_("the table {text!r} is not a chain: {b} is joined to {c}", text=text, b=b, c=c))
        return cls.from_chain(pairs, one_way)

    @classmethod
    def from_chain(cls, pairs: list[tuple[int, int]], one_way: bool = False) -> LineLayout:
        """A line of ``pairs`` (left to right, each tile's two numbers as it lies; a chain), laid
        as if led from its first tile and grown rightwards (order of play is not part of the
        notation; only what lies on the table)."""
        line = cls(one_way=one_way)
        if not pairs:
            return line
        a, b = pairs[0]
        line.place(Tile(a, b), None)
        line.chain[0] = (a, b)
        line.left, line.right = a, b
        for a, b in pairs[1:]:
            line.place(Tile(a, b), RIGHT)
        return line

    def __repr__(self):
        return f"LineLayout({self.to_text()!r})"
