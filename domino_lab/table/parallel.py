"""Two parallel lines growing from one lead tile laid across (Fork, Sausage).

The lead lies across the direction of play; its two halves start two lines that run side by
side ("top" from the lead's first half, "bottom" from its second). Each line has one open end.
Sausage adds two operations on the same picture: a tile laid across both lines at a place where
their joints show its two numbers *cuts* everything before it off the table, and a double may be
*inserted* at a joint of its number inside a line, shifting the rest of that line along.
"""

from __future__ import annotations

import re

from ..errors import NotationError
from ..i18n import _, pgettext
from ..tiles import Tile
from .base import End, Layout, Placed, new_placed

TOP, BOTTOM = 0, 1
LINES = ("top", "bottom")
_ENDS: dict[tuple[int, int], tuple[End, End]] = {}  # (top, bottom) -> the two open ends, made once


def counted_line_end(half: int, line: list[tuple[int, int]]) -> int:
    """What a counting game adds up at the open end of one line that starts from the lead's
    ``half`` and holds the oriented pairs ``line`` (read outward): the number the end shows, twice
    where the tile there is a double (a double on a line lies across); the lead's half, once,
    while the line is empty (the lead lies across both lines, so each half faces one line only).
    ``ParallelLayout.counted_ends`` and Fork's loop both ask it.

    >>> counted_line_end(5, []), counted_line_end(5, [(5, 2)]), counted_line_end(5, [(5, 2), (2, 2)])
    (5, 2, 4)
    """
    if not line:
        return half
    a, b = line[-1]
    return b + b if a == b else b


class ParallelLayout(Layout):
    """A lead laid across (``across`` = its two halves, top then bottom) and two lines of
    oriented pairs, each read outward from the lead (``lines[0]`` top, ``lines[1]`` bottom).

    ``placed`` lists the lead first; tiles laid on a line end are appended as they come, each
    with ``parent`` = the tile it joins and ``branch`` = ``"top"``/``"bottom"`` (the lead's branch
    is ``"across"``). A cut or an insertion rebuilds ``placed`` line by line (lead, then top, then
    bottom), so a parent always comes before its children.

    >>> lay = ParallelLayout()
    >>> _ = lay.place(Tile(3, 5), None); _ = lay.place(Tile(3, 1), 0); _ = lay.place(Tile(5, 5), 1)
    >>> lay.to_text(), [(e.name, e.value) for e in lay.open_ends()]
    ('across 3-5; top 3-1; bottom 5-5', [('top', 1), ('bottom', 5)])
    """

    name = "parallel"
    symmetric_ends = False  # the two lines are told apart (their lengths matter in Fork)

    def __init__(self):
        super().__init__()
        self.across: tuple[int, int] | None = None
        self.lines: list[list[tuple[int, int]]] = [[], []]
        self._index: list[list[int]] = [[], []]  # index in ``placed`` of each line's tiles

    # -- what the rules ask ------------------------------------------------------------------------
    def open_ends(self) -> list[End]:
        if self.across is None:
            return []
        key = (self.end_value(TOP), self.end_value(BOTTOM))
        ends = _ENDS.get(key)
        if ends is None:  # End tuples are values: made once per pair of numbers
            ends = _ENDS[key] = (End(TOP, key[0], LINES[TOP]), End(BOTTOM, key[1], LINES[BOTTOM]))
        return list(ends)

    def counted_ends(self) -> list[int]:
        """What a counting game adds up, line by line (``counted_line_end``): the top line's
        open end, then the bottom line's; nothing on an empty table.

        >>> lay = ParallelLayout.from_text("across 5-5; top 5-2; bottom -")
        >>> lay.counted_ends()
        [2, 5]
        """
        across = self.across
        if across is None:
            return []
        top, bottom = self.lines
        return [counted_line_end(across[0], top), counted_line_end(across[1], bottom)]

    def end_value(self, line: int) -> int:
        """The number the open end of ``line`` shows (the lead's half while the line is empty)."""
        tiles = self.lines[line]
        if tiles:
            return tiles[-1][1]
        return self._lead()[line]

    def _lead(self) -> tuple[int, int]:
        if self.across is None:
            raise ValueError(_("the parallel layout has no lead yet"))
        return self.across

    def length(self, line: int) -> int:
        return len(self.lines[line])

    def joint_value(self, line: int, k: int) -> int:
        """The number at the joint after the first ``k`` tiles of ``line`` (0: at the lead)."""
        return self.lines[line][k - 1][1] if k else self._lead()[line]

    # -- laying ---------------------------------------------------------------------------------------
    def place(self, tile: Tile, end: int | None, touch: int | None = None) -> Placed:
        """Lead ``tile`` across (``end=None``; ``touch`` = the half that faces the top line,
        by default its low end) or lay it on the open end of line ``end``."""
        if end is None:
            if self.across is not None:
                raise ValueError(_("the layout already has a lead"))
            top = tile.low if touch is None else touch
            self.across = (top, tile.other(top))
            placed = Placed(tile, top, tile.other(top), None, "across", True)
            self.placed.append(placed)
            return placed
        if end not in (TOP, BOTTOM) or self.across is None:
            raise ValueError(_("the parallel layout has no end {end}", end=end))
        a = self.end_value(end) if touch is None else touch
        b = tile.other(a)
        line, index = self.lines[end], self._index[end]
        parent = index[-1] if index else 0
        line.append((a, b))
        index.append(len(self.placed))
        placed = new_placed((tile, a, b, parent, LINES[end], tile.is_double))
        self.placed.append(placed)
        return placed

    def cut_points(self, tile: Tile) -> list[int]:
        """Where ``tile`` can be laid across both lines: every ``k`` from 1 to the shorter line's
        length whose two joints (after ``k`` tiles of each line) show the tile's two numbers."""
        if self.across is None:
            return []
        lo, hi = tile.low, tile.high
        return [k for k, ((_, a), (_, b)) in enumerate(zip(self.lines[TOP], self.lines[BOTTOM]), 1)
                if a == lo and b == hi or a == hi and b == lo]

    def cut(self, tile: Tile, k: int) -> list[Tile]:
        """Lay ``tile`` across both lines after their first ``k`` tiles; it becomes the new lead
        and everything before it (the old lead and ``k`` tiles of each line) leaves the table.
        Returns the cut-off tiles: the lead, then the top line's, then the bottom line's."""
        if k not in self.cut_points(tile):
            raise ValueError(_("{tile} cannot cut the lines at {k}", tile=tile, k=k))
        top = self.lines[TOP][k - 1][1]
        off = [self.placed[0].tile]
        off += [Tile(*p) for p in self.lines[TOP][:k]] + [Tile(*p) for p in self.lines[BOTTOM][:k]]
        self.across = (top, tile.other(top))
        self.lines = [self.lines[TOP][k:], self.lines[BOTTOM][k:]]
        self._rebuild(tile)
        return off

    def insert_points(self, tile: Tile, line: int) -> list[int]:
        """Joints inside ``line`` where the double ``tile`` can be inserted: ``j`` is the joint
        before the line's tile ``j`` (0: between the lead and the first tile)."""
        if not tile.is_double or self.across is None:
            return []
        return [j for j, (a, _) in enumerate(self.lines[line]) if a == tile.low]

    def insert(self, tile: Tile, line: int, j: int) -> Placed:
        """Insert the double ``tile`` at joint ``j`` of ``line``, shifting the rest along."""
        if j not in self.insert_points(tile, line):
            name = pgettext("line name", LINES[line])
            raise ValueError(_("{tile} cannot be inserted at joint {j} of the {line} line", tile=tile, j=j,
                               line=name))
        self.lines[line] = self.lines[line].copy()
        self.lines[line].insert(j, (tile.low, tile.low))
        self._rebuild(self.placed[0].tile)
        return self.placed[self._index[line][j]]

    def _rebuild(self, lead: Tile) -> None:
        top, bottom = self._lead()
        self.placed = placed = [Placed(lead, top, bottom, None, "across", True)]
        self._index = [[], []]
        known = Tile._cache  # the tile of an oriented pair, without Tile's checks (every tile is made once)
        for i in (TOP, BOTTOM):
            parent = 0
            index, branch = self._index[i], LINES[i]
            for a, b in self.lines[i]:
                index.append(len(placed))
                tile = known.get((a, b) if a <= b else (b, a)) or Tile(a, b)
                placed.append(new_placed((tile, a, b, parent, branch, a == b)))
                parent = len(placed) - 1

    def clone(self) -> ParallelLayout:
        new = object.__new__(type(self))
        new.__dict__ = dict(self.__dict__)
        new.placed = self.placed.copy()
        new.lines = [line.copy() for line in self.lines]
        new._index = [index.copy() for index in self._index]
        return new

    # -- notation ---------------------------------------------------------------------------------------
    def to_text(self) -> str:
        """``'across 3-5; top 3-1 1-2; bottom 5-5'``: the lead (top half first), then each line
        read outward from the lead, each tile as it lies; ``'-'`` for an empty table."""
        if self.across is None:
            return "-"
        lines = "; ".join(f"{LINES[i]} " + (" ".join(f"{a}-{b}" for a, b in self.lines[i]) or "-")
                          for i in (TOP, BOTTOM))
        return f"across {self.across[0]}-{self.across[1]}; {lines}"

    @classmethod
    def from_text(cls, text: str) -> ParallelLayout:
        """Rebuild a layout from ``to_text()``."""
        lay = cls()
        text = text.strip()
        if text == "-":
            return lay
        m = re.fullmatch(r"across (\d{1,2})-(\d{1,2}); top ([^;]*); bottom ([^;]*)", text)
        if not m:
            raise NotationError(_("{text!r} is not a parallel layout like 'across 3-5; top 3-1; bottom -'", text=text))
        top, bottom = int(m.group(1)), int(m.group(2))
        lay.place(Tile(top, bottom), None, top)
        for i, part in ((TOP, m.group(3)), (BOTTOM, m.group(4))):
            for piece in part.split():
                if piece == "-":
                    continue
                pm = re.fullmatch(r"(\d{1,2})-(\d{1,2})", piece)
                if not pm:
                    name = pgettext("line name", LINES[i])
                    raise NotationError(_("{piece!r} in the {line} line is not a tile like '4-2'", piece=piece,
                                          line=name))
                a, b = int(pm.group(1)), int(pm.group(2))
                if a != lay.end_value(i):
                    name = pgettext("line name", LINES[i])
                    raise NotationError(_("the {line} line of {text!r} is not a chain: {a} is joined to {b}",
                                          line=name, text=text, a=a, b=lay.end_value(i)))
                lay.place(Tile(a, b), i, a)
        return lay

    def __repr__(self):
        return f"ParallelLayout({self.to_text()!r})"
