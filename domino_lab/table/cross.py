"""The cross (крест): a line that grows into four arms from a central double.

Seed 000 (chapter "Форма выкладки - крест"): the chain grows not only in two directions but in
two more, crosswise; one tile (usually a double) is the "house", the centre of the figure, and
two side chains start from it. This module gives the rules one layout for all of that:

- the line grows ``west`` and ``east`` from the lead, as a chain does;
- one double, the *spinner* (the house), opens two more arms, ``north`` and ``south``.
  ``CrossLayout`` makes the first double laid the spinner (a double lead is a spinner at once:
  four arms from the start — Donkey, Odd-and-Even; a later first double — Muggins);
  ``HouseLayout`` waits until a double is closed on both sides along the line (Telephone's "дом");
- an arm can be *closed* (``close(end)``): Donkey's face-down double; nothing more goes there.

Ends are numbered by arm, whatever is open: 0 west, 1 east, 2 north, 3 south, so a ``Play``
names the same arm all deal long. ``symmetric_ends`` is false: two arms showing the same number
are different places (the moves name the arm then).

Counting games ask ``counted_ends()``: the numbers the open arms show, a crosswise double at an
arm's tip counting both halves; a north/south arm counts only once a tile lies on it; a lone
lead counts all its pips.

>>> cross = CrossLayout()
>>> _ = cross.place(Tile(3, 5), None); _ = cross.place(Tile(5, 5), 1); _ = cross.place(Tile(5, 1), 1)
>>> cross.to_text(), [(e.name, e.value) for e in cross.open_ends()], cross.counted_ends()
('3-5 5-5* 5-1 ; north: - ; south: -', [('west', 3), ('east', 1), ('north', 5), ('south', 5)], [3, 1])
"""

from __future__ import annotations

import re

from ..errors import NotationError
from ..i18n import _, pgettext
from ..svg import Line, TileSprite
from ..tiles import Tile
from . import geometry
from .base import End, Layout, Placed, new_placed

__all__ = ["CrossLayout", "HouseLayout", "ARMS", "WEST", "EAST", "NORTH", "SOUTH"]

ARMS = ("west", "east", "north", "south")
WEST, EAST, NORTH, SOUTH = range(4)
_ENDS = tuple(tuple(End(k, v, ARMS[k]) for v in range(100)) for k in range(4))  # End tuples are values: made once
_TILE = re.compile(r"(\d{1,2})-(\d{1,2})([*#=]*)")


class CrossLayout(Layout):
    """A cross whose spinner is the first double laid (the lead, if it is a double).

    Fields: ``tips[arm]`` (index in ``placed`` of the tile at the arm's open end; ``None`` while
    the arm does not exist), ``values[arm]`` (the number it shows), ``closed[arm]``,
    ``spinner`` (index in ``placed`` of the spinner/house, ``None`` until there is one).

    The rules ask for the open arms two or three times a move (the plays, the fish, a count), so
    the layout keeps ``shown``, the number each open arm shows, as tiles are laid and arms close,
    and finds the arms' ``End`` tuples by it (made once per pattern): nothing rebuilt per call.
    """

    name = "cross"
    symmetric_ends = False
    spinner_rule = "first_double"  # HouseLayout: "house"

    def __init__(self):
        super().__init__()
        self.tips: list[int | None] = [None] * 4
        self.values: list[int | None] = [None] * 4
        self.closed: list[bool] = [False] * 4
        self.spinner: int | None = None
        #: ``shown[arm]``: the number the arm shows where it is open (it exists and is not closed),
        #: else ``None``; kept as the fields above change (``_reshow``), as the rules read it every move
        self.shown: list[int | None] = [None] * 4
        #: whether tiles lie on the table and every arm is closed (nothing can be laid: no ``open_ends()``);
        #: kept as arms close (``close``, ``_reshow``), as Donkey's fish test reads it after every move
        self.all_closed = False

    def _reshow(self) -> None:
        """``shown`` made again from ``tips``, ``values`` and ``closed`` (after a change of more
        than one arm's number: the lead, a spinner, a close, a table read from text), and
        ``all_closed`` with it."""
        tips, values, closed = self.tips, self.values, self.closed
        self.shown = shown = [values[k] if tips[k] is not None and not closed[k] else None for k in range(4)]
        self.all_closed = bool(self.placed) and any(closed) and shown.count(None) == 4

    # -- what the rules ask -----------------------------------------------------------------------
    def open_ends(self) -> list[End]:
        """The open arms, in arm order (``Play.end`` names an arm by its number)."""
        key = tuple(self.shown)
        kept = _OPEN.get(key) or _open_of(key)
        return list(kept[0])

    def ends_key(self) -> tuple[int | None, ...]:
        """A key of the open ends (``open_ends`` follows from it): the number each arm shows,
        ``None`` where it is not open. The chain family keeps its tables of plays by it."""
        return tuple(self.shown)

    def end_values(self) -> list[int]:
        """The numbers the open arms show (``open_ends``' values, read without listing the ends)."""
        key = tuple(self.shown)
        kept = _OPEN.get(key) or _open_of(key)
        return list(kept[1])

    def arm_of(self, name: str) -> int:
        """The end index of the arm called ``name`` ("west", "east", "north", "south")."""
        try:
            return ARMS.index(name)
        except ValueError:
            raise ValueError(_("a cross has no arm {name!r}; its arms are {arms}", name=name,
                               arms=", ".join(ARMS))) from None

    def arm_tiles(self, end: int) -> list[Placed]:
        """The tiles laid on arm ``end``, from the centre outwards."""
        return [p for p in self.placed if p.branch == ARMS[end]]

    def counted_ends(self) -> list[int]:
        """The numbers a counting game adds up (see the module docstring)."""
        placed = self.placed
        if len(placed) == 1:
            return [placed[0].tile.pips]
        tips, values, closed, spinner = self.tips, self.values, self.closed, self.spinner
        out = []
        for k in range(2 if tips[NORTH] is None is tips[SOUTH] else 4):  # (north and south: once there are arms)
            tip, value = tips[k], values[k]
            if tip is None or value is None or closed[k] or (k >= NORTH and tip == spinner):
                continue
            if k == EAST and tip == 0 == tips[WEST] and not closed[WEST] and placed[0].tile.is_double:
                continue  # a double lead with both sides empty shows its two halves once
            p = placed[tip]
            out.append(2 * value if p.tile.is_double and p.across else value)
        return out

    def counted_total(self) -> int:
        """The sum of ``counted_ends()``, added up as they are read (a counting game asks it
        after every move)."""
        placed = self.placed
        if len(placed) == 1:
            return placed[0].tile.pips
        tips = self.tips
        west, east, north, south = self.shown  # (the open arms' numbers: WEST, EAST, NORTH, SOUTH)
        total = 0
        if west is not None:
            p = placed[tips[0]]  # type: ignore[index]  # (an open arm has a tip)
            total += west + west if p.across and p.tile.is_double else west
        if east is not None:
            tip = tips[1]
            if not (tip == 0 == tips[0] and west is not None and placed[0].tile.is_double):
                p = placed[tip]  # type: ignore[index]
                total += east + east if p.across and p.tile.is_double else east
        if north is None is south:
            return total
        spinner = self.spinner  # (north and south count once a tile lies on them: their tip is not the spinner)
        if north is not None and (tip := tips[2]) != spinner:
            p = placed[tip]  # type: ignore[index]
            total += north + north if p.across and p.tile.is_double else north
        if south is not None and (tip := tips[3]) != spinner:
            p = placed[tip]  # type: ignore[index]
            total += south + south if p.across and p.tile.is_double else south
        return total

    # -- laying -------------------------------------------------------------------------------------
    def place(self, tile: Tile, end: int | None, touch: int | None = None, across: bool | None = None) -> Placed:
        """Lay ``tile`` on arm ``end`` (``None``: the lead). ``touch`` is the tile's end that
        touches (by default the number the arm shows); ``across`` says how a double lies
        (by default crosswise)."""
        shown = self.shown
        if type(end) is int and 0 <= end < 4 and (value := shown[end]) is not None:  # (the usual move, told first)
            across = tile.is_double if across is None else across and tile.is_double
            a = value if touch is None else touch
            # (Tile.other, its usual answers read here; other raises before anything changes)
            b = tile.high if tile.low == a else tile.low if tile.high == a else tile.other(a)
            placed, tips = self.placed, self.tips
            index, parent = len(placed), tips[end]
            laid = new_placed((tile, a, b, parent, ARMS[end], across))
            placed.append(laid)
            tips[end] = index
            self.values[end] = shown[end] = b
            if self.spinner is None:
                if self.spinner_rule == "first_double" and tile.is_double:
                    self._make_spinner(index)
                elif (self.spinner_rule == "house" and end <= EAST and placed[parent].tile.is_double  # type: ignore[index]
                      and self._covered_both_sides(parent)):  # type: ignore[arg-type]
                    self._make_spinner(parent)  # type: ignore[arg-type]
            return laid
        if end is None:
            if self.placed:
                raise ValueError(_("the cross already has a lead"))
            across = tile.is_double if across is None else across and tile.is_double
            a, b = tile.low, tile.high
            laid = new_placed((tile, a, b, None, "lead", across))
            self.placed.append(laid)
            self.tips[WEST] = self.tips[EAST] = 0
            self.values[WEST], self.values[EAST] = a, b
            self._reshow()
            if tile.is_double and self.spinner_rule == "first_double":
                self._make_spinner(0)
            return laid
        if isinstance(end, int) and 0 <= end < 4 and shown[end] is not None:  # (an int of another type: a bool)
            return self.place(tile, int(end), touch, across)
        raise ValueError(_("the cross has no open end {end!r} ({ends})", end=end, ends=self.ends_text()))

    def _covered_both_sides(self, i: int) -> bool:
        if not self.placed[i].tile.is_double:
            return False
        if i == 0:  # the lead is covered when both the west and the east arm have a tile
            return self.tips[WEST] != 0 and self.tips[EAST] != 0
        return True  # a double in the line with a tile laid on it: its parent is the other side

    def _make_spinner(self, i: int) -> None:
        self.spinner = i
        v = self.placed[i].tile.low
        self.tips[NORTH] = self.tips[SOUTH] = i
        self.values[NORTH] = self.values[SOUTH] = v
        self._reshow()

    def lay_lengthwise(self, index: int) -> None:
        """Turn the double at ``placed[index]`` lengthwise (along its arm): at a tip it then
        shows, and counts, one half only (Muggins lets a player choose)."""
        p = self.placed[index]
        if not p.tile.is_double or index == self.spinner:
            raise ValueError(_("{tile} cannot be laid lengthwise (only a double that is not the spinner)", tile=p.tile))
        self.placed[index] = p._replace(across=False)

    def close(self, end: int) -> None:
        """Close arm ``end`` (Donkey's face-down double): nothing may be laid there any more.
        A spinner turned face down while nothing lies on its sides loses them (it is no spinner)."""
        if end not in range(4) or self.tips[end] is None or self.closed[end]:
            raise ValueError(_("the cross has no open end {end!r} to close", end=end))
        self.closed[end] = True
        self.shown[end] = None
        tip = self.tips[end]
        if tip == self.spinner and tip != 0 and end <= EAST and self.tips[NORTH] == tip == self.tips[SOUTH]:
            self.spinner = None
            self.tips[NORTH] = self.tips[SOUTH] = None
            self.values[NORTH] = self.values[SOUTH] = None
        self._reshow()

    def closing_doubles(self) -> set[int]:
        """Indices in ``placed`` of the doubles that closed an arm: each lies at the tip of a
        closed arm, turned face down (seed 000, "Осёл": "к концу выставляется дубль и
        переворачивается тылом вверх"). The spinner and the lead are never among them: they
        serve other arms too."""
        tips = (self.tips[k] for k in range(4) if self.closed[k])
        return {i for i in tips if i is not None and i not in (0, self.spinner) and self.placed[i].tile.is_double}

    def sprites(self, row_tiles: int = 10) -> tuple[list[TileSprite], list[Line]]:
        """The cross drawn as a tree (see ``table.geometry``), each closing double face down."""
        return geometry.tree_sprites(self.placed, self.end_values(), row_tiles, face_down=self.closing_doubles())

    # -- notation -----------------------------------------------------------------------------------
    def to_text(self) -> str:
        """The line from west to east, each tile as it lies (``*`` the spinner, ``#`` a closed
        tip, ``=`` a double laid lengthwise), then the north and south arms outwards from the spinner.

        ``'6-4 4-4* 4-3 ; north: 4-5 ; south: -'``; a closed arm with nothing on it: ``north: #``.
        """
        if not self.placed:
            return "-"
        west = [self.placed[i] for i in self._path(WEST)]
        east = [self.placed[i] for i in self._path(EAST)]
        lead = self.placed[0]
        line = [self._tile_text(p.b, p.a, i, WEST) for i, p in zip(self._path(WEST), west)][::-1]
        line.append(self._tile_text(lead.a, lead.b, 0, None))
        line += [self._tile_text(p.a, p.b, i, EAST) for i, p in zip(self._path(EAST), east)]
        text = " ".join(line)
        if self.spinner is not None:
            for k in (NORTH, SOUTH):
                path = self._path(k)
                arm = " ".join(self._tile_text(self.placed[i].a, self.placed[i].b, i, k) for i in path)
                if not path:
                    arm = "#" if self.closed[k] else "-"
                text += f" ; {ARMS[k]}: {arm}"
        return text

    def _path(self, end: int) -> list[int]:
        """Indices of the arm's tiles from the centre outwards."""
        out = []
        i = self.tips[end]
        stop = self.spinner if end >= NORTH else 0
        while i is not None and i != stop:
            out.append(i)
            i = self.placed[i].parent
        return out[::-1]

    def _tile_text(self, x: int, y: int, i: int, end: int | None) -> str:
        p = self.placed[i]
        mark = "*" if i == self.spinner else "=" if p.tile.is_double and not p.across else ""
        ends = [WEST, EAST] if end is None else [end]
        mark += "#" * sum(self.closed[k] and self.tips[k] == i for k in ends)
        return f"{x}-{y}{mark}"

    @classmethod
    def from_text(cls, text: str) -> CrossLayout:
        """Rebuild a cross from ``to_text()``. The leftmost tile of the line is taken as the lead
        (the order of play is not part of the notation, only what lies on the table)."""
        cross = cls()
        parts = [p.strip() for p in text.split(";")]
        line = _tiles(parts[0], text)
        if not line:
            if len(parts) > 1:
                raise NotationError(_("the table {text!r} has arms but no line", text=text))
            return cross
        for (_a, b, _m), (c, _d, _n) in zip(line, line[1:]):
            if b != c:
                raise NotationError(_("the table {text!r} is not a line: {b} is joined to {c}", text=text, b=b, c=c))
        cross.spinner_rule = "fixed"  # the spinner is the one the text marks, nothing automatic
        try:
            a, b, mark = line[0]
            cross.place(Tile(a, b), None)
            cross.placed[0] = cross.placed[0]._replace(a=a, b=b)
            cross.values[WEST], cross.values[EAST] = a, b
            cross._reshow()
            spinner = 0 if "*" in mark else None
            if "=" in mark:
                cross.lay_lengthwise(0)
            for a, b, mark in line[1:]:
                cross.place(Tile(a, b), EAST, a, across="=" not in mark)
                if "*" in mark:
                    if spinner is not None:
                        raise NotationError(_("the table {text!r} marks two spinners", text=text))
                    spinner = len(cross.placed) - 1
            # '#' on the leftmost tile closes the west end, on the rightmost the east end
            # (a lone tile: '#' west, '##' both).
            cross.closed[WEST] = "#" in line[0][2]
            cross.closed[EAST] = line[-1][2].count("#") >= (2 if len(line) == 1 else 1)
            cross._reshow()
            if spinner is not None:
                if not cross.placed[spinner].tile.is_double:
                    raise NotationError(_("the spinner {tile} is not a double", tile=cross.placed[spinner].tile))
                cross._make_spinner(spinner)
            arms = {}
            for part in parts[1:]:
                name, sep, rest = part.partition(":")
                name = name.strip()
                if not sep or name not in ("north", "south"):
                    raise NotationError(_("{part!r} is not 'north: …' or 'south: …'", part=part))
                if spinner is None:
                    arm = pgettext("arm name", name)
                    raise NotationError(_("the table {text!r} has a {name} arm but no spinner (mark it with *)",
                                          text=text, name=arm))
                arms[name] = rest.strip()
            for k in (NORTH, SOUTH):
                rest = arms.get(ARMS[k], "-")
                if rest == "#":
                    cross.closed[k] = True
                    cross._reshow()
                    continue
                for a, b, mark in _tiles(rest, text):
                    if a != cross.values[k]:
                        arm = pgettext("arm name", ARMS[k])
                        raise NotationError(_("{a}-{b} on the {arm} arm does not join {value}", a=a, b=b, arm=arm,
                                              value=cross.values[k]))
                    cross.place(Tile(a, b), k, a, across="=" not in mark)
                    if "#" in mark:
                        cross.closed[k] = True
                        cross._reshow()
        finally:
            del cross.spinner_rule
        return cross

    def __repr__(self):
        return f"{type(self).__name__}({self.to_text()!r})"


class HouseLayout(CrossLayout):
    """A cross whose "house" is the first double closed on both sides along the line (seed 003,
    "Телефон"): until then the table is a line with two ends."""

    name = "house"
    spinner_rule = "house"


_OPEN: dict[tuple[int | None, ...], tuple[tuple[End, ...], tuple[int, ...]]] = {}
_KEEP = 50_000  # (a double-6 set's crosses have 8 ** 4 patterns of arms; bigger sets far more)


def _open_of(shown: tuple[int | None, ...]) -> tuple[tuple[End, ...], tuple[int, ...]]:
    """The open ends of a cross whose arms show ``shown`` (``None``: not open), and their numbers:
    made once per pattern (up to ``_KEEP`` patterns), as End tuples are values."""
    ends, values = [], []
    for k in range(4):  # (loops, not generators: a new pattern is asked at once, a few thousand a game)
        v = shown[k]
        if v is not None:
            ends.append(_ENDS[k][v])
            values.append(v)
    kept = (tuple(ends), tuple(values))
    if len(_OPEN) < _KEEP:
        _OPEN[shown] = kept
    return kept


def _tiles(text: str, whole: str) -> list[tuple[int, int, str]]:
    out = []
    for part in text.split():
        if part == "-":
            continue
        m = _TILE.fullmatch(part)
        if not m:
            raise NotationError(_("{part!r} in the table {whole!r} is not a tile like '4-2' "
                                  "(marks: * spinner, # closed, = lengthwise)", part=part, whole=whole))
        out.append((int(m.group(1)), int(m.group(2)), m.group(3)))
    return out
