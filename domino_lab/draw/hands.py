"""Tiles and hands: one tile, or tiles standing side by side in rows."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..seeds import check_pixels
from ..svg import MUTED, SVG, S, Scene, Text, TileSprite, tile_picture, tile_scene, write
from ..tiles import Tile
from .mpl import paint

if TYPE_CHECKING:
    from matplotlib.axes import Axes

__all__ = ["tile_svg", "hand_svg", "draw_tile", "draw_hand", "hand_scene"]

HAND_PX = 60.0  # the height of a tile of hand_svg in pixels, by default, at the picture's natural size


def tile_svg(tile: Tile | str, horizontal: bool = True, face_down: bool = False, width: float | None = None) -> SVG:
    """One tile as SVG, low end on the left (or on top with ``horizontal=False``)."""
    t = Tile.parse(tile)
    check_pixels("width", width, optional=True)
    return tile_picture(t.low, t.high, horizontal, face_down, width)


def hand_scene(tiles: Iterable[Tile], face_down: bool = False, highlight: Iterable[Tile] = (),
               size: float = S, per_row: int = 14) -> Scene:
    """Tiles standing side by side, ``per_row`` a row, each ``size`` units wide."""
    scene = Scene()
    marked = set(highlight)
    for i, t in enumerate(tiles):
        row, col = divmod(i, per_row)
        scene.add(TileSprite(col * size * 1.25 + size / 2, row * size * 2.4 + size, False, t.low, t.high, size,
                             face_down=face_down, playable=t in marked and not face_down))
    return scene


def hand_svg(tiles: Iterable[Tile | str], face_down: bool = False, highlight: Iterable[Tile] = (),
             width: float | None = None, size: float = HAND_PX) -> SVG:
    """A hand: its tiles standing side by side, in the order given. ``face_down`` shows the
    backs (a hidden hand, the boneyard); ``highlight`` outlines some tiles (say, the playable ones).
    ``size``: how tall a tile is, in pixels, when the picture is shown at its natural size;
    ``width``, when given, sets the picture's width in pixels instead."""
    hand = [Tile.parse(t) for t in tiles]
    check_pixels("size", size)
    check_pixels("width", width, optional=True)
    scene = hand_scene(hand, face_down, highlight)
    if not hand:
        scene.add(Text(0, 16, "(no tiles)", 14, color=MUTED))
    return write(scene, width, margin=4, scale=size / (2 * S))


def draw_tile(tile: Tile | str, ax: Axes | None = None, face_down: bool = False) -> Axes:
    """Draw one tile on a matplotlib axes (a new figure when ``ax`` is None); returns the axes."""
    t = Tile.parse(tile)
    return paint(tile_scene(t.low, t.high, True, face_down), ax, margin=2)


def draw_hand(tiles: Iterable[Tile | str], ax: Axes | None = None, face_down: bool = False,
              highlight: Iterable[Tile] = ()) -> Axes:
    """Draw a hand on a matplotlib axes; returns the axes."""
    return paint(hand_scene([Tile.parse(t) for t in tiles], face_down, highlight), ax, margin=4)
