"""The interface every layout implements."""

from __future__ import annotations

import functools
from dataclasses import replace
from typing import NamedTuple

from ..i18n import _
from ..svg import SVG, Line, TileSprite, write
from ..tiles import Tile
from . import geometry


class End(NamedTuple):
    """An open end: its index (what ``Play.end`` refers to), the number it shows, its name."""

    index: int  # type: ignore[assignment]  # the public name; it shadows tuple.index
    value: int
    name: str


class Placed(NamedTuple):
    """A tile on the table, oriented: ``a`` is the end that touches ``parent`` (or, for the lead,
    the left/top end), ``b`` the end facing away. ``parent`` is the index of the tile it was
    joined to (``None`` for the lead); ``branch`` names the line/arm/train it belongs to;
    ``across`` is true for a double laid crosswise."""

    tile: Tile
    a: int
    b: int
    parent: int | None
    branch: str
    across: bool = False


#: ``new_placed((tile, a, b, parent, branch, across))`` is ``Placed(tile, a, b, parent, branch, across)``
#: made in C, without the named tuple's Python ``__new__`` (all six fields given): the layouts' hot loops.
new_placed = functools.partial(tuple.__new__, Placed)


class Layout:
    """Base class: subclasses keep ``placed`` (a list of ``Placed`` in the order laid)."""

    name = "layout"

    def __init__(self):
        self.placed: list[Placed] = []

    # what the rules ask
    def open_ends(self) -> list[End]:
        raise NotImplementedError

    symmetric_ends = False  # True when ends showing the same number are interchangeable

    def place(self, tile: Tile, end: int | None, touch: int | None = None) -> Placed:
        raise NotImplementedError

    # shared helpers
    @property
    def empty(self) -> bool:
        return not self.placed

    def __len__(self) -> int:
        return len(self.placed)

    def tiles(self) -> list[Tile]:
        return [p.tile for p in self.placed]

    @property
    def last(self) -> Placed | None:
        """The tile laid last (drawn marked), or None on an empty table."""
        at = self._last_laid()
        return self.placed[at] if at is not None else self.placed[-1] if self.placed else None

    def _last_laid(self) -> int | None:
        """The place in ``placed`` of the tile laid last, where it is not the list's last (None: it is).
        A layout whose moves only add a tile at the end of the list never says otherwise; one that lists
        its tiles again after a move (Sausage's insertion and cut, Wagons' uncoupling and coupling)
        says where that move's tile went, so a picture marks it and not the list's last."""
        return None

    def end_values(self) -> list[int]:
        return [e.value for e in self.open_ends()]

    def ends_text(self) -> str:
        values = self.end_values()
        if not values:
            return _("no open ends")
        if len(values) == 1:
            return _("the open end {value}", value=values[0])
        return _("the open ends {values} and {last}", values=", ".join(map(str, values[:-1])), last=values[-1])

    def clone(self) -> Layout:
        new = object.__new__(type(self))
        new.__dict__ = {k: (v.copy() if isinstance(v, (list, dict, set)) else v) for k, v in self.__dict__.items()}
        return new

    def __eq__(self, other):
        return type(other) is type(self) and other.__dict__ == self.__dict__

    # how the table is drawn (domino_lab.draw paints the same sprites)
    def sprites(self, row_tiles: int = 10) -> tuple[list[TileSprite], list[Line]]:
        """Where each tile is drawn, as ``TileSprite``s (``index``: its place in ``placed``;
        the last tile laid and the open ends marked), and any connector lines: by default a tree
        from ``placed`` whose arms turn about ``row_tiles * 2 // 3`` tiles from the lead
        (see ``table.geometry``)."""
        sprites, lines = geometry.tree_sprites(self.placed, self.end_values(), row_tiles)
        at = self._last_laid()
        if at is not None:
            sprites = [replace(s, last=s.index == at) for s in sprites]
        return sprites, lines

    def _repr_svg_(self) -> SVG:
        return write(geometry.table_scene(*self.sprites()))
