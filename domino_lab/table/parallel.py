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
_known = Tile._cache  # the tile of a pair, without Tile's checks (every tile is made once)


def _tile(a: int, b: int) -> Tile:
    """The tile of the oriented pair ``(a, b)``."""
    return _known.get((a, b) if a <= b else (b, a)) or Tile(a, b)


def counted_line_end(half: int, line: list[tuple[int, int]]) -> int:
    """What a counting game adds up at the open end of one line that starts from the lead's
    ``half`` and holds the oriented pairs ``line`` (read outward): the number the end shows, twice
    where the tile there is a double (a double on a line lies across); the lead's half, once,
    while the line is empty (the lead lies across both lines, so each half faces one line only).
    ``ParallelLayout.counted_ends`` asks it (and Fork's loop did, until it was retired on 2026-12-05).

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

    ``placed`` lists the lead first; tiles laid on a line end follow as they came, each with
    ``parent`` = the tile it joins and ``branch`` = ``"top"``/``"bottom"`` (the lead's branch is
    ``"across"``). After a cut or an insertion ``placed`` reads line by line (lead, then top, then
    bottom), so a parent always comes before its children; the tiles laid since follow.

    The rules ask for the ends, the cuts and the joints every move; only a picture or a reader
    asks for ``placed``. So the layout keeps the numbers the rules read, as the lines grow
    (``shown``, ``cut_ids``, ``inner``), and makes ``placed`` from the lines when it is read (kept
    until the table changes): no tuple per tile laid, and no new list after a cut or an insertion.

    >>> lay = ParallelLayout()
    >>> _ = lay.place(Tile(3, 5), None); _ = lay.place(Tile(3, 1), 0); _ = lay.place(Tile(5, 5), 1)
    >>> lay.to_text(), [(e.name, e.value) for e in lay.open_ends()]
    ('across 3-5; top 3-1; bottom 5-5', [('top', 1), ('bottom', 5)])
    >>> [(p.tile, p.parent, p.branch) for p in lay.placed]
    [(Tile(3, 5), None, 'across'), (Tile(1, 3), 0, 'top'), (Tile(5, 5), 0, 'bottom')]
    """

    name = "parallel"
    symmetric_ends = False  # the two lines are told apart (their lengths matter in Fork)

    def __init__(self):  # (not Layout's: ``placed`` is made when read)
        self.across: tuple[int, int] | None = None
        self.lines: list[list[tuple[int, int]]] = [[], []]
        #: the numbers the two open ends show, top then bottom (the lead's halves while a line is empty)
        self.shown: list[int] = []
        #: ``cut_ids[k - 1]``: the id of the tile that shows the numbers of the joints after ``k`` tiles
        #: of each line (``Tile.id``), for ``k`` up to the shorter line's length
        self.cut_ids: list[int] = []
        #: ``inner[i][j]``: the number at joint ``j`` of line ``i``, where tile ``j`` touches it
        self.inner: list[list[int]] = [[], []]
        self._lead_tile: Tile | None = None
        self._read = (0, 0)  # the tiles of each line ``placed`` reads line by line (after a cut or an insertion)
        self._laid: list[int] = []  # then the line of each tile laid since, in turn
        self._tips = [0, 0]  # the index in ``placed`` of each line's last tile (0: the lead)
        self._placed: list[Placed] | None = None  # ``placed``, once read (until the table changes)
        self._last: int | None = None  # where a cut's or an insertion's tile is in ``placed`` (None: it is the last)
        #: the tiles on the table (``len``), kept as they are laid: the chain family asks it several times a
        #: move (whether a kept end table is still this table's, whether the chain can be closed yet)
        self._size = 0
        #: the tiles on the table in ``placed``'s order (``tiles``), kept as they are laid (None after a cut or
        #: an insertion, until asked: Sausage inserts about one tile in four and never asks)
        self._tiles: list[Tile] | None = []

    @property
    def placed(self) -> list[Placed]:
        """The tiles on the table, lead first (see the class docstring): Layout's list, made
        here from the lines when read."""
        placed = self._placed
        if placed is None:
            placed = self._placed = self._make_placed()
        return placed

    @placed.setter
    def placed(self, value: list[Placed]) -> None:
        raise AttributeError("a parallel layout makes its placed tiles from its lines: lay tiles with place()")

    def _last_laid(self) -> int | None:
        return self._last

    def _make_placed(self) -> list[Placed]:
        lead = self._lead_tile
        if self.across is None or lead is None:
            return []
        top, bottom = self.across
        placed = [Placed(lead, top, bottom, None, "across", True)]
        last, taken = [0, 0], list(self._read)
        for i in (TOP, BOTTOM):
            parent, branch = 0, LINES[i]
            for a, b in self.lines[i][:taken[i]]:
                placed.append(new_placed((_tile(a, b), a, b, parent, branch, a == b)))
                parent = len(placed) - 1
            last[i] = parent
        for i in self._laid:
            a, b = self.lines[i][taken[i]]
            taken[i] += 1
            placed.append(new_placed((_tile(a, b), a, b, last[i], LINES[i], a == b)))
            last[i] = len(placed) - 1
        return placed

    def tiles(self) -> list[Tile]:
        """The tiles on the table in ``placed``'s order, kept as they are laid (read from the lines
        after a cut or an insertion): the family asks them where both lines show one number (whether
        the chain is closed, ``plays.tiles_showing``), and a ``placed`` made for that would then
        gain a record every tile laid."""
        tiles = self._tiles
        if tiles is None:
            tiles = self._tiles = self._tiles_from_lines()
        return tiles.copy()

    def _tiles_from_lines(self) -> list[Tile]:
        """The tiles in ``placed``'s order, read from the lines (``_make_placed``'s order)."""
        lead = self._lead_tile
        if lead is None:
            return []
        tiles, taken, lines = [lead], list(self._read), self.lines
        for i in (TOP, BOTTOM):
            tiles += [_known.get((a, b) if a <= b else (b, a)) or Tile(a, b) for a, b in lines[i][:taken[i]]]
        for i in self._laid:
            a, b = lines[i][taken[i]]
            taken[i] += 1
            tiles.append(_known.get((a, b) if a <= b else (b, a)) or Tile(a, b))
        return tiles

    @property
    def empty(self) -> bool:
        return self.across is None

    def __len__(self) -> int:
        return self._size

    def __eq__(self, other):
        return (type(other) is type(self) and other.across == self.across and other.lines == self.lines
                and other.placed == self.placed)

    # -- what the rules ask ------------------------------------------------------------------------
    def open_ends(self) -> list[End]:
        if self.across is None:
            return []
        shown = self.shown
        key = (shown[TOP], shown[BOTTOM])
        ends = _ENDS.get(key)
        if ends is None:  # End tuples are values: made once per pair of numbers
            ends = _ENDS[key] = (End(TOP, key[0], LINES[TOP]), End(BOTTOM, key[1], LINES[BOTTOM]))
        return list(ends)

    def end_values(self) -> list[int]:
        return self.shown.copy()

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
        self._lead()
        return self.shown[line]

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
            self.shown = list(self.across)
            self._lead_tile = tile
            self._placed, self._last = None, None
            self._size = 1
            self._tiles = [tile]
            return Placed(tile, top, tile.other(top), None, "across", True)
        parent = self.grow(tile, end, touch)
        if self._placed is not None:  # (read before: grow added the tile to it)
            return self._placed[-1]
        a, b = self.lines[end][-1]
        return new_placed((tile, a, b, parent, LINES[end], tile.is_double))

    def grow(self, tile: Tile, end: int, touch: int | None = None) -> int:
        """Lay ``tile`` on the open end of line ``end`` (``touch``: the number it touches there,
        by default the one the end shows), as ``place`` does, without the ``Placed`` that ``place``
        answers: Sausage's moves read none, and making one took about as long as the rest of
        laying the tile. Returns where the tile it joins is in ``placed``."""
        if self.across is None or end not in (0, 1):  # (TOP, BOTTOM)
            raise ValueError(_("the parallel layout has no end {end}", end=end))
        shown = self.shown
        a = shown[end] if touch is None else touch
        b = tile.high if a == tile.low else tile.low if a == tile.high else tile.other(a)  # (other raises)
        lines = self.lines
        line, other = lines[end], lines[1 - end]
        line.append((a, b))
        self.inner[end].append(a)
        shown[end] = b
        n = len(line)
        m = len(other)
        self._size = 1 + n + m
        if n <= m:  # a new cutting place, after n tiles of each line: the id of the tile (b, c) across it
            c = other[n - 1][1]
            self.cut_ids.append(c * (c + 1) // 2 + b if b <= c else b * (b + 1) // 2 + c)  # (Tile(b, c).id)
        tips = self._tips
        parent = tips[end]
        self._laid.append(end)
        if self._tiles is not None:
            self._tiles.append(tile)
        self._last = None
        tips[end] = n + m  # (the index of this tile in ``placed``: the lead, then every tile)
        if self._placed is not None:
            self._placed.append(new_placed((tile, a, b, parent, LINES[end], tile.is_double)))
        return parent

    def _read_by_lines(self) -> None:
        """After a cut or an insertion: ``placed`` reads the lines one after the other."""
        n0, n1 = len(self.lines[TOP]), len(self.lines[BOTTOM])
        self._read = (n0, n1)
        self._laid = []
        self._tips = [n0, n0 + n1 if n1 else 0]
        self._placed = None
        self._tiles = None

    def cut_points(self, tile: Tile) -> list[int]:
        """Where ``tile`` can be laid across both lines: every ``k`` from 1 to the shorter line's
        length whose two joints (after ``k`` tiles of each line) show the tile's two numbers."""
        t, cuts = tile.id, self.cut_ids
        if t not in cuts:  # (the usual answer, read in C)
            return []
        return [k for k, c in enumerate(cuts, 1) if c == t]

    def cut(self, tile: Tile, k: int) -> list[Tile]:
        """Lay ``tile`` across both lines after their first ``k`` tiles; it becomes the new lead
        and everything before it (the old lead and ``k`` tiles of each line) leaves the table.
        Returns the cut-off tiles: the lead, then the top line's, then the bottom line's.

        The open ends stay as they were; the joints after the cut are the old ones from ``k`` on
        (a line cut to nothing shows the new lead's half, the number its joint showed)."""
        if k not in self.cut_points(tile):
            raise ValueError(_("{tile} cannot cut the lines at {k}", tile=tile, k=k))
        top, bottom = self.lines
        off = [self._lead_tile]
        off += [_known.get((a, b) if a <= b else (b, a)) or Tile(a, b) for a, b in top[:k]]
        off += [_known.get((a, b) if a <= b else (b, a)) or Tile(a, b) for a, b in bottom[:k]]
        upper = top[k - 1][1]
        self.across = (upper, tile.other(upper))
        self.lines = [top[k:], bottom[k:]]
        self.inner = [self.inner[TOP][k:], self.inner[BOTTOM][k:]]
        self.cut_ids = self.cut_ids[k:]
        self._lead_tile = tile
        self._size -= k + k
        self._read_by_lines()
        self._last = 0  # (the cutting tile is the new lead)
        return off  # type: ignore[return-value]  # (a lead is down: a cut point was found)

    def insert_points(self, tile: Tile, line: int) -> list[int]:
        """Joints inside ``line`` where the double ``tile`` can be inserted: ``j`` is the joint
        before the line's tile ``j`` (0: between the lead and the first tile)."""
        if not tile.is_double or self.across is None:
            return []
        v, inner = tile.low, self.inner[line]
        if v not in inner:  # (the usual answer, read in C)
            return []
        return [j for j, a in enumerate(inner) if a == v]

    def insert(self, tile: Tile, line: int, j: int) -> Placed:
        """Insert the double ``tile`` at joint ``j`` of ``line``, shifting the rest along.

        The ends stay; the line's inner joints gain the double's number at ``j``, and the joints
        after ``k`` tiles of this line, from ``k = j + 1`` on, move one tile along (the cuts from there
        are read again)."""
        v, inner = tile.low, self.inner[line]
        if not (type(j) is int and 0 <= j < len(inner) and inner[j] == v and tile.is_double):  # (a joint of v)
            if j not in self.insert_points(tile, line):
                name = pgettext("line name", LINES[line])
                raise ValueError(_("{tile} cannot be inserted at joint {j} of the {line} line", tile=tile, j=j,
                                   line=name))
        self.lines[line].insert(j, (v, v))
        inner.insert(j, v)
        self._size += 1
        top, bottom = self.lines
        self.cut_ids[j:] = [c * (c + 1) // 2 + b if b <= c else b * (b + 1) // 2 + c  # (Tile(b, c).id)
                            for (_, b), (_, c) in zip(top[j:], bottom[j:])]
        self._read_by_lines()
        at = self._last = 1 + j + (len(top) if line == BOTTOM else 0)  # its index in ``placed``, read line by line
        return new_placed((tile, v, v, at - 1 if j else 0, LINES[line], True))

    def clone(self) -> ParallelLayout:
        new = object.__new__(type(self))
        new.__dict__ = dict(self.__dict__)
        new.lines = [line.copy() for line in self.lines]
        new.shown = self.shown.copy()
        new.cut_ids = self.cut_ids.copy()
        new.inner = [inner.copy() for inner in self.inner]
        new._laid = self._laid.copy()
        new._tips = self._tips.copy()
        new._tiles = None if self._tiles is None else self._tiles.copy()
        new._placed = None if self._placed is None else self._placed.copy()
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
