"""The table: a layout drawn from its own geometry (``Layout.sprites``, see ``table.geometry``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..seeds import check_pixels
from ..svg import SVG, Scene, write
from ..table.base import Layout
from ..table.geometry import table_scene
from ..tiles import Tile
from .mpl import paint

if TYPE_CHECKING:
    from matplotlib.axes import Axes

__all__ = ["TileBox", "layout_boxes", "layout_scene", "layout_svg", "draw_layout"]


class TileBox(NamedTuple):
    """Where a table tile is drawn: ``index`` in ``layout.placed``, its rectangle
    ``(x0, y0, x1, y1)`` in drawing units (y grows downwards), and whether it lies horizontally."""

    index: int  # type: ignore[assignment]  # the public name; it shadows tuple.index
    tile: Tile
    rect: tuple[float, float, float, float]
    horizontal: bool


def layout_boxes(layout: Layout, row_tiles: int = 10) -> list[TileBox]:
    """Where each table tile is drawn (in ``layout.placed`` order) — the geometry behind
    ``layout_svg``, for tests and for placing other marks on a drawing."""
    sprites, _ = layout.sprites(row_tiles)
    boxes = [TileBox(s.index, layout.placed[s.index].tile, s.rect, s.horizontal) for s in sprites
             if s.index is not None]
    return sorted(boxes, key=lambda b: b.index)


def layout_scene(layout: Layout, row_tiles: int = 10) -> Scene:
    """The table as a scene (what ``layout_svg`` and ``draw_layout`` paint)."""
    return table_scene(*layout.sprites(row_tiles))


def layout_svg(layout: Layout, row_tiles: int = 10, width: float | None = None) -> SVG:
    """The table as SVG: the last tile laid outlined in orange, open ends shaded green.
    ``row_tiles``: about how many tiles a row of the snake holds (lines), or how far an arm
    reaches before it turns (other layouts)."""
    check_pixels("width", width, optional=True)
    return write(layout_scene(layout, row_tiles), width)


def draw_layout(layout: Layout, ax: Axes | None = None, row_tiles: int = 10) -> Axes:
    """The table on a matplotlib axes (a new figure when ``ax`` is None); returns the axes."""
    return paint(layout_scene(layout, row_tiles), ax)
