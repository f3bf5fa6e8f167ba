"""The interface every layout implements."""

from __future__ import annotations

from typing import NamedTuple

from ..tiles import Tile


class End(NamedTuple):
    """An open end: its index (what ``Play.end`` refers to), the number it shows, its name."""

    index: int
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
        return self.placed[-1] if self.placed else None

    def end_values(self) -> list[int]:
        return [e.value for e in self.open_ends()]

    def ends_text(self) -> str:
        values = self.end_values()
        if not values:
            return "no open ends"
        if len(values) == 1:
            return f"the open end {values[0]}"
        return "the open ends " + ", ".join(map(str, values[:-1])) + f" and {values[-1]}"

    def clone(self) -> Layout:
        new = object.__new__(type(self))
        new.__dict__ = {k: (v.copy() if isinstance(v, (list, dict, set)) else v) for k, v in self.__dict__.items()}
        return new

    def __eq__(self, other):
        return type(other) is type(self) and other.__dict__ == self.__dict__

    def _repr_svg_(self):  # pragma: no cover - thin delegation
        from .. import draw

        return draw.layout_svg(self)
