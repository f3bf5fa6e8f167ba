"""SVG primitives: a tile drawn from two numbers, scenes of tiles, texts and lines, and the SVG writer.

This module is a leaf: it imports nothing from domino_lab but the language layer (``i18n``, a
leaf itself), so the models may use it to draw
themselves (``Tile._repr_svg_``, ``Layout._repr_svg_``) without importing the views
(:mod:`domino_lab.draw`), which import the models. A picture is first built as a :class:`Scene`
(tiles at positions, texts, connector lines, in the order they are painted) and then written
out: :func:`write` gives an :class:`SVG` (a ``str`` that Jupyter draws, python-chess's trick);
``domino_lab.draw`` paints the same scenes with matplotlib. Output is byte-for-byte
deterministic: no ids, no randomness, fixed number formatting.

>>> svg = tile_picture(2, 5)
>>> svg.startswith("<svg") and 'data-tile="2-5"' in svg
True

Geometry: a tile is two squares of side ``S`` (drawing units); y grows downwards.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from xml.sax.saxutils import escape

from .i18n import ngettext

__all__ = ["SVG", "S", "TileSprite", "Text", "Line", "Scene", "Item", "pip_positions", "half_centres",
           "write", "tile_scene", "tile_picture", "fmt"]

S = 40.0  # side of one square of a tile (a tile is S x 2S), in drawing units

FACE = "#fffdf2"
EDGE = "#333333"
BACK = "#2e4d5c"
PIP = "#1a1a1a"
LAST = "#e07b00"
OPEN = "#2a9d4b"
PLAYABLE = "#2a9d4b"
TEXT = "#222222"
MUTED = "#666666"


class SVG(str):
    """An SVG document as a plain string that Jupyter draws (``_repr_svg_`` returns itself)."""

    def _repr_svg_(self) -> str:
        return self

    def __repr__(self) -> str:  # short, so a notebook's text output is not the whole document
        return ngettext("<SVG drawing, {n} character>", "<SVG drawing, {n} characters>", len(self))


def fmt(x: float) -> str:
    """Fixed number formatting: at most two decimals, no trailing zeros, never ``-0``.

    >>> fmt(1.0), fmt(-0.001), fmt(2.345)
    ('1', '0', '2.35')
    """
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


# -- scenes ---------------------------------------------------------------------------------------

@dataclass(frozen=True)
class TileSprite:
    """A tile to paint: centre ``x, y``, long axis horizontal or not, the values on its first
    half (left or top) and second half (right or bottom), its square side ``size``."""

    x: float
    y: float
    horizontal: bool
    first: int
    second: int
    size: float = S
    face_down: bool = False
    last: bool = False
    open_first: bool = False
    open_second: bool = False
    playable: bool = False
    index: int | None = None  # index in ``layout.placed`` for table tiles

    @property
    def rect(self) -> tuple[float, float, float, float]:
        long, short = self.size, self.size / 2
        if self.horizontal:
            return (self.x - long, self.y - short, self.x + long, self.y + short)
        return (self.x - short, self.y - long, self.x + short, self.y + long)

    def moved(self, dx: float, dy: float, scale: float) -> TileSprite:
        return replace(self, x=self.x * scale + dx, y=self.y * scale + dy, size=self.size * scale)


@dataclass(frozen=True)
class Text:
    """A line of text with its baseline at ``y``; ``anchor`` is start, middle or end."""

    x: float
    y: float
    text: str
    size: float = 14.0
    anchor: str = "start"
    color: str = TEXT
    bold: bool = False

    @property
    def rect(self) -> tuple[float, float, float, float]:
        width = text_width(self.text, self.size)
        x0 = self.x - {"start": 0, "middle": width / 2, "end": width}[self.anchor]
        return (x0, self.y - self.size, x0 + width, self.y + self.size * 0.3)

    def moved(self, dx: float, dy: float, scale: float) -> Text:
        return replace(self, x=self.x * scale + dx, y=self.y * scale + dy, size=self.size * scale)


@dataclass(frozen=True)
class Line:
    """A connector (dashed by default): where a crowded tile had to slide away from its parent."""

    x1: float
    y1: float
    x2: float
    y2: float
    color: str = MUTED
    dashed: bool = True

    @property
    def rect(self) -> tuple[float, float, float, float]:
        x0, x1 = sorted((self.x1, self.x2))
        y0, y1 = sorted((self.y1, self.y2))
        return (x0, y0, x1, y1)

    def moved(self, dx: float, dy: float, scale: float) -> Line:
        return replace(self, x1=self.x1 * scale + dx, y1=self.y1 * scale + dy,
                       x2=self.x2 * scale + dx, y2=self.y2 * scale + dy)


Item = TileSprite | Text | Line


class Scene:
    """Things to paint, in order, with their bounding box."""

    def __init__(self) -> None:
        self.items: list[Item] = []

    def add(self, item: Item) -> None:
        self.items.append(item)

    def include(self, other: Scene, dx: float = 0.0, dy: float = 0.0, scale: float = 1.0) -> None:
        """Add ``other``'s items, scaled by ``scale`` and then moved by ``(dx, dy)``."""
        for item in other.items:
            self.items.append(item.moved(dx, dy, scale))

    def bounds(self, margin: float = 0.0) -> tuple[float, float, float, float]:
        if not self.items:
            return (0.0, 0.0, 2 * margin or 1.0, 2 * margin or 1.0)
        rects = [item.rect for item in self.items]
        return (min(r[0] for r in rects) - margin, min(r[1] for r in rects) - margin,
                max(r[2] for r in rects) + margin, max(r[3] for r in rects) + margin)

    def tiles(self) -> list[TileSprite]:
        return [item for item in self.items if isinstance(item, TileSprite)]


def text_width(text: str, size: float) -> float:
    """About how wide ``text`` is at font size ``size`` (sans-serif, for the bounding box)."""
    return 0.56 * size * len(text)


def tile_scene(first: int, second: int, horizontal: bool = True, face_down: bool = False) -> Scene:
    """One tile alone, ``first`` on the left (or on top)."""
    scene = Scene()
    scene.add(TileSprite(S, S / 2, True, first, second, face_down=face_down) if horizontal
              else TileSprite(S / 2, S, False, first, second, face_down=face_down))
    return scene


def tile_picture(first: int, second: int, horizontal: bool = True, face_down: bool = False,
                 width: float | None = None) -> SVG:
    """One tile drawn from its two numbers, ``first`` on the left (or on top)."""
    return write(tile_scene(first, second, horizontal, face_down), width, margin=2)


# -- pips -------------------------------------------------------------------------------------------

_P9: dict[int, list[tuple[float, float]]] = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)],
    7: [(-1, -1), (-1, 0), (-1, 1), (0, 0), (1, -1), (1, 0), (1, 1)],
    8: [(c, r) for c in (-1, 0, 1) for r in (-1, 0, 1) if (c, r) != (0, 0)],
    9: [(c, r) for c in (-1, 0, 1) for r in (-1, 0, 1)],
}
_SIDES: list[tuple[float, float]] = [(c, r) for c in (-1, 1) for r in (-1.5, -0.5, 0.5, 1.5)]
_P12: dict[int, list[tuple[float, float]]] = {
    10: _SIDES + [(0, -0.5), (0, 0.5)],
    11: _SIDES + [(0, -1), (0, 0), (0, 1)],
    12: _SIDES + [(0, r) for r in (-1.5, -0.5, 0.5, 1.5)],
}


def pip_positions(value: int, cx: float, cy: float, size: float,
                  horizontal: bool) -> tuple[list[tuple[float, float]], float]:
    """Centres of the pips of ``value`` (0..12) on a square of side ``size`` centred at
    ``(cx, cy)``, and the pip radius. Patterns are the dice's, on a 3x3 grid up to 9 and a 3x4
    grid for 10-12; on a horizontal tile the pattern is turned so rows run along the tile.

    >>> pip_positions(1, 10, 10, 40, True)
    ([(10.0, 10.0)], 3.8)
    """
    if value <= 9:
        cells, step, radius = _P9.get(value, []), 0.27, (0.095 if value <= 6 else 0.08)
    else:
        cells, step, radius = _P12[value], 0.2, 0.062
    out = []
    for c, r in cells:
        col, row = (c * 0.27, r * step) if value > 9 else (c * step, r * step)
        if horizontal:
            col, row = row, col
        out.append((cx + col * size, cy + row * size))
    return out, radius * size


def half_centres(sprite: TileSprite) -> tuple[tuple[float, float], tuple[float, float]]:
    """The centres of a tile's first and second half."""
    h = sprite.size / 2
    if sprite.horizontal:
        return (sprite.x - h, sprite.y), (sprite.x + h, sprite.y)
    return (sprite.x, sprite.y - h), (sprite.x, sprite.y + h)


# -- writing SVG ----------------------------------------------------------------------------------

def write(scene: Scene, width: float | None = None, margin: float = 8.0, scale: float = 0.75) -> SVG:
    """The scene as an SVG document: its box plus ``margin`` as the viewBox, shown ``width``
    pixels wide (by default ``scale`` pixels per drawing unit)."""
    x0, y0, x1, y1 = scene.bounds(margin)
    w, h = x1 - x0, y1 - y0
    if width is None:
        width = w * scale
    height = width * h / w
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{fmt(x0)} {fmt(y0)} {fmt(w)} {fmt(h)}" '
             f'width="{fmt(width)}" height="{fmt(height)}" class="domino-lab">']
    for item in scene.items:
        if isinstance(item, TileSprite):
            parts.extend(_tile(item))
        elif isinstance(item, Line):
            parts.append(_line(item))
        else:
            parts.append(_text(item))
    parts.append("</svg>")
    return SVG("\n".join(parts))


def _line(item: Line) -> str:
    dash = f' stroke-dasharray="{fmt(4)} {fmt(3)}"' if item.dashed else ""
    return (f'<line x1="{fmt(item.x1)}" y1="{fmt(item.y1)}" x2="{fmt(item.x2)}" y2="{fmt(item.y2)}" '
            f'stroke="{item.color}" stroke-width="1.5"{dash}/>')


def _text(item: Text) -> str:
    weight = ' font-weight="bold"' if item.bold else ""
    return (f'<text x="{fmt(item.x)}" y="{fmt(item.y)}" font-size="{fmt(item.size)}" '
            f'font-family="sans-serif" text-anchor="{item.anchor}" fill="{item.color}"{weight}>'
            f'{escape(item.text)}</text>')


def _tile(sp: TileSprite) -> list[str]:
    """A tile's outline, then a back's inner frame, or its open-end shades, middle line and pips."""
    x0, y0, x1, y1 = sp.rect
    inset = sp.size * 0.04
    box = (x0 + inset, y0 + inset, x1 - inset, y1 - inset)
    out = [_outline(sp, box)]
    if sp.face_down:
        out.append(_back_frame(sp, box))
        return out
    out.extend(_open_shades(sp, inset))
    out.append(_middle_line(sp, box))
    out.extend(_pips(sp))
    return out


def _outline(sp: TileSprite, box: tuple[float, float, float, float]) -> str:
    x0, y0, x1, y1 = box
    stroke, width = EDGE, sp.size * 0.035
    if sp.last:
        stroke, width = LAST, sp.size * 0.09
    elif sp.playable:
        stroke, width = PLAYABLE, sp.size * 0.08
    data = "" if sp.face_down else f' data-tile="{min(sp.first, sp.second)}-{max(sp.first, sp.second)}"'
    index = "" if sp.index is None else f' data-index="{sp.index}"'
    cls = "tile face-down" if sp.face_down else "tile"
    fill = BACK if sp.face_down else FACE
    return (f'<rect class="{cls}"{data}{index} x="{fmt(x0)}" y="{fmt(y0)}" width="{fmt(x1 - x0)}" '
            f'height="{fmt(y1 - y0)}" rx="{fmt(sp.size * 0.12)}" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="{fmt(width)}"/>')


def _back_frame(sp: TileSprite, box: tuple[float, float, float, float]) -> str:
    x0, y0, x1, y1 = box
    m = sp.size * 0.18
    return (f'<rect x="{fmt(x0 + m)}" y="{fmt(y0 + m)}" width="{fmt(x1 - x0 - 2 * m)}" '
            f'height="{fmt(y1 - y0 - 2 * m)}" rx="{fmt(sp.size * 0.06)}" fill="none" '
            f'stroke="#8fb3c2" stroke-width="{fmt(sp.size * 0.03)}"/>')


def _open_shades(sp: TileSprite, inset: float) -> list[str]:
    h = sp.size / 2
    out = []
    for flag, (cx, cy) in zip((sp.open_first, sp.open_second), half_centres(sp)):
        if flag:
            out.append(f'<rect class="open-end" x="{fmt(cx - h + inset)}" y="{fmt(cy - h + inset)}" '
                       f'width="{fmt(sp.size - 2 * inset)}" height="{fmt(sp.size - 2 * inset)}" '
                       f'fill="{OPEN}" fill-opacity="0.22"/>')
    return out


def _middle_line(sp: TileSprite, box: tuple[float, float, float, float]) -> str:
    x0, y0, x1, y1 = box
    h = sp.size / 2
    if sp.horizontal:
        ends = (sp.x, y0 + h * 0.2, sp.x, y1 - h * 0.2)
    else:
        ends = (x0 + h * 0.2, sp.y, x1 - h * 0.2, sp.y)
    return (f'<line x1="{fmt(ends[0])}" y1="{fmt(ends[1])}" x2="{fmt(ends[2])}" y2="{fmt(ends[3])}" '
            f'stroke="{EDGE}" stroke-width="{fmt(sp.size * 0.03)}"/>')


def _pips(sp: TileSprite) -> list[str]:
    out = []
    for value, (cx, cy) in zip((sp.first, sp.second), half_centres(sp)):
        if value > 12:  # no dice pattern: the number itself
            out.append(f'<text x="{fmt(cx)}" y="{fmt(cy + sp.size * 0.15)}" font-size="{fmt(sp.size * 0.45)}" '
                       f'text-anchor="middle" font-family="sans-serif" fill="{PIP}">{value}</text>')
            continue
        points, r = pip_positions(value, cx, cy, sp.size, sp.horizontal)
        for px, py in points:
            out.append(f'<circle class="pip" cx="{fmt(px)}" cy="{fmt(py)}" r="{fmt(r)}" fill="{PIP}"/>')
    return out
