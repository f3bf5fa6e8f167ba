"""Drawings: tiles, hands, layouts and whole deals as SVG (Jupyter shows them) and with matplotlib.

Every picture is first built as a small *scene* (tiles at positions, texts, connector lines) and
then written out by one of two backends: ``*_svg`` functions return an :class:`SVG` (a ``str``
that Jupyter draws, python-chess's trick), ``draw_*`` functions paint on a matplotlib axes.
Output is byte-for-byte deterministic: no ids, no randomness, fixed number formatting.

>>> from domino_lab import Tile
>>> svg = tile_svg(Tile(2, 5))
>>> svg.startswith("<svg") and 'data-tile="2-5"' in svg
True

Geometry. A tile is two squares of side ``S``; a tile lies either along the line of play or,
for a double laid crosswise (``Placed.across``), across it. A :class:`~domino_lab.table.LineLayout`
is drawn as a *snake*: left to right, turning down at the edge and coming back, so a whole set
fits a notebook width. Any other layout is drawn as a tree from ``layout.placed``: each tile
beside its parent, in its branch's direction (``north``/``east``/``south``/``west`` arms are
honoured), turning when it would leave the picture's box or hit another tile.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import NamedTuple
from xml.sax.saxutils import escape

from .tiles import Tile

__all__ = ["SVG", "TileBox", "tile_svg", "hand_svg", "layout_svg", "state_svg", "layout_boxes",
           "draw_tile", "draw_hand", "draw_layout", "draw_state"]

S = 40.0  # side of one square of a tile (a tile is S x 2S), in drawing units

E, S_, W, N = (1, 0), (0, 1), (-1, 0), (0, -1)  # SVG: y grows downwards
COMPASS = {"east": E, "right": E, "south": S_, "down": S_, "west": W, "left": W, "north": N, "up": N}

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
        return f"<SVG drawing, {len(self)} characters>"


def _f(x: float) -> str:
    """Fixed number formatting: at most two decimals, no trailing zeros, never ``-0``."""
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
    x: float
    y: float
    text: str
    size: float = 14.0
    anchor: str = "start"  # start | middle | end
    color: str = TEXT
    bold: bool = False

    def moved(self, dx, dy, scale):
        return replace(self, x=self.x * scale + dx, y=self.y * scale + dy, size=self.size * scale)


@dataclass(frozen=True)
class Line:
    x1: float
    y1: float
    x2: float
    y2: float
    color: str = MUTED
    dashed: bool = True

    def moved(self, dx, dy, scale):
        return replace(self, x1=self.x1 * scale + dx, y1=self.y1 * scale + dy,
                       x2=self.x2 * scale + dx, y2=self.y2 * scale + dy)


class Scene:
    """Things to paint, in order, with their bounding box."""

    def __init__(self):
        self.items: list = []

    def add(self, item) -> None:
        self.items.append(item)

    def include(self, other: Scene, dx: float = 0.0, dy: float = 0.0, scale: float = 1.0) -> None:
        for item in other.items:
            self.items.append(item.moved(dx, dy, scale))

    def bounds(self, margin: float = 0.0) -> tuple[float, float, float, float]:
        xs0, ys0, xs1, ys1 = [], [], [], []
        for item in self.items:
            if isinstance(item, TileSprite):
                x0, y0, x1, y1 = item.rect
            elif isinstance(item, Line):
                x0, x1 = sorted((item.x1, item.x2))
                y0, y1 = sorted((item.y1, item.y2))
            else:
                width = _text_width(item.text, item.size)
                x0 = item.x - {"start": 0, "middle": width / 2, "end": width}[item.anchor]
                x1, y0, y1 = x0 + width, item.y - item.size, item.y + item.size * 0.3
            xs0.append(x0)
            ys0.append(y0)
            xs1.append(x1)
            ys1.append(y1)
        if not xs0:
            return (0.0, 0.0, 2 * margin or 1.0, 2 * margin or 1.0)
        return (min(xs0) - margin, min(ys0) - margin, max(xs1) + margin, max(ys1) + margin)

    def tiles(self) -> list[TileSprite]:
        return [item for item in self.items if isinstance(item, TileSprite)]


def _text_width(text: str, size: float) -> float:
    return 0.56 * size * len(text)


# -- pips -------------------------------------------------------------------------------------------

_P9 = {
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
_SIDES = [(c, r) for c in (-1, 1) for r in (-1.5, -0.5, 0.5, 1.5)]
_P12 = {
    10: _SIDES + [(0, -0.5), (0, 0.5)],
    11: _SIDES + [(0, -1), (0, 0), (0, 1)],
    12: _SIDES + [(0, r) for r in (-1.5, -0.5, 0.5, 1.5)],
}


def pip_positions(value: int, cx: float, cy: float, size: float, horizontal: bool) -> tuple[list, float]:
    """Centres of the pips of ``value`` (0..12) on a square of side ``size`` centred at
    ``(cx, cy)``, and the pip radius. Patterns are the dice's, on a 3x3 grid up to 9 and a 3x4
    grid for 10-12; on a horizontal tile the pattern is turned so rows run along the tile."""
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


def _half_centres(sprite: TileSprite) -> tuple[tuple[float, float], tuple[float, float]]:
    h = sprite.size / 2
    if sprite.horizontal:
        return (sprite.x - h, sprite.y), (sprite.x + h, sprite.y)
    return (sprite.x, sprite.y - h), (sprite.x, sprite.y + h)


# -- the SVG backend ------------------------------------------------------------------------------

def _svg_tile(sp: TileSprite) -> list[str]:
    x0, y0, x1, y1 = sp.rect
    inset = sp.size * 0.04
    x0, y0, x1, y1 = x0 + inset, y0 + inset, x1 - inset, y1 - inset
    stroke, width = EDGE, sp.size * 0.035
    if sp.last:
        stroke, width = LAST, sp.size * 0.09
    elif sp.playable:
        stroke, width = PLAYABLE, sp.size * 0.08
    data = "" if sp.face_down else f' data-tile="{min(sp.first, sp.second)}-{max(sp.first, sp.second)}"'
    index = "" if sp.index is None else f' data-index="{sp.index}"'
    cls = "tile face-down" if sp.face_down else "tile"
    fill = BACK if sp.face_down else FACE
    out = [f'<rect class="{cls}"{data}{index} x="{_f(x0)}" y="{_f(y0)}" width="{_f(x1 - x0)}" '
           f'height="{_f(y1 - y0)}" rx="{_f(sp.size * 0.12)}" fill="{fill}" stroke="{stroke}" '
           f'stroke-width="{_f(width)}"/>']
    if sp.face_down:
        m = sp.size * 0.18
        out.append(f'<rect x="{_f(x0 + m)}" y="{_f(y0 + m)}" width="{_f(x1 - x0 - 2 * m)}" '
                   f'height="{_f(y1 - y0 - 2 * m)}" rx="{_f(sp.size * 0.06)}" fill="none" '
                   f'stroke="#8fb3c2" stroke-width="{_f(sp.size * 0.03)}"/>')
        return out
    (ax, ay), (bx, by) = _half_centres(sp)
    h = sp.size / 2
    for flag, (cx, cy) in ((sp.open_first, (ax, ay)), (sp.open_second, (bx, by))):
        if flag:
            out.append(f'<rect class="open-end" x="{_f(cx - h + inset)}" y="{_f(cy - h + inset)}" '
                       f'width="{_f(sp.size - 2 * inset)}" height="{_f(sp.size - 2 * inset)}" '
                       f'fill="{OPEN}" fill-opacity="0.22"/>')
    if sp.horizontal:
        out.append(f'<line x1="{_f(sp.x)}" y1="{_f(y0 + h * 0.2)}" x2="{_f(sp.x)}" y2="{_f(y1 - h * 0.2)}" '
                   f'stroke="{EDGE}" stroke-width="{_f(sp.size * 0.03)}"/>')
    else:
        out.append(f'<line x1="{_f(x0 + h * 0.2)}" y1="{_f(sp.y)}" x2="{_f(x1 - h * 0.2)}" y2="{_f(sp.y)}" '
                   f'stroke="{EDGE}" stroke-width="{_f(sp.size * 0.03)}"/>')
    for value, (cx, cy) in ((sp.first, (ax, ay)), (sp.second, (bx, by))):
        if value > 12:
            out.append(f'<text x="{_f(cx)}" y="{_f(cy + sp.size * 0.15)}" font-size="{_f(sp.size * 0.45)}" '
                       f'text-anchor="middle" font-family="sans-serif" fill="{PIP}">{value}</text>')
            continue
        points, r = pip_positions(value, cx, cy, sp.size, sp.horizontal)
        for px, py in points:
            out.append(f'<circle class="pip" cx="{_f(px)}" cy="{_f(py)}" r="{_f(r)}" fill="{PIP}"/>')
    return out


def _svg(scene: Scene, width: float | None = None, margin: float = 8.0) -> SVG:
    x0, y0, x1, y1 = scene.bounds(margin)
    w, h = x1 - x0, y1 - y0
    if width is None:
        width = w * 0.75
    height = width * h / w
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{_f(x0)} {_f(y0)} {_f(w)} {_f(h)}" '
             f'width="{_f(width)}" height="{_f(height)}" class="domino-lab">']
    for item in scene.items:
        if isinstance(item, TileSprite):
            parts.extend(_svg_tile(item))
        elif isinstance(item, Line):
            dash = f' stroke-dasharray="{_f(4)} {_f(3)}"' if item.dashed else ""
            parts.append(f'<line x1="{_f(item.x1)}" y1="{_f(item.y1)}" x2="{_f(item.x2)}" y2="{_f(item.y2)}" '
                         f'stroke="{item.color}" stroke-width="1.5"{dash}/>')
        else:
            weight = ' font-weight="bold"' if item.bold else ""
            parts.append(f'<text x="{_f(item.x)}" y="{_f(item.y)}" font-size="{_f(item.size)}" '
                         f'font-family="sans-serif" text-anchor="{item.anchor}" fill="{item.color}"{weight}>'
                         f'{escape(item.text)}</text>')
    parts.append("</svg>")
    return SVG("\n".join(parts))


# -- the matplotlib backend -----------------------------------------------------------------------

def _mpl(scene: Scene, ax=None, margin: float = 8.0):
    import matplotlib.pyplot as plt
    from matplotlib.patches import Circle, FancyBboxPatch, Rectangle

    x0, y0, x1, y1 = scene.bounds(margin)
    if ax is None:
        w, h = x1 - x0, y1 - y0
        _, ax = plt.subplots(figsize=(min(12.0, max(2.0, w / 80)), min(12.0, max(1.0, h / 80))))
    for item in scene.items:
        if isinstance(item, TileSprite):
            rx0, ry0, rx1, ry1 = item.rect
            inset = item.size * 0.04
            edge, lw = (LAST, 2.5) if item.last else ((PLAYABLE, 2.2) if item.playable else (EDGE, 0.9))
            ax.add_patch(FancyBboxPatch((rx0 + inset, ry0 + inset), rx1 - rx0 - 2 * inset, ry1 - ry0 - 2 * inset,
                                        boxstyle=f"round,pad=0,rounding_size={item.size * 0.12}",
                                        facecolor=BACK if item.face_down else FACE, edgecolor=edge, linewidth=lw))
            if item.face_down:
                continue
            (ax_, ay), (bx, by) = _half_centres(item)
            h = item.size / 2
            for flag, (cx, cy) in ((item.open_first, (ax_, ay)), (item.open_second, (bx, by))):
                if flag:
                    ax.add_patch(Rectangle((cx - h, cy - h), item.size, item.size, facecolor=OPEN, alpha=0.22,
                                           edgecolor="none"))
            if item.horizontal:
                ax.plot([item.x, item.x], [ry0 + h * 0.2, ry1 - h * 0.2], color=EDGE, linewidth=0.8)
            else:
                ax.plot([rx0 + h * 0.2, rx1 - h * 0.2], [item.y, item.y], color=EDGE, linewidth=0.8)
            for value, (cx, cy) in ((item.first, (ax_, ay)), (item.second, (bx, by))):
                if value > 12:
                    ax.text(cx, cy, str(value), ha="center", va="center", fontsize=item.size * 0.2)
                    continue
                points, r = pip_positions(value, cx, cy, item.size, item.horizontal)
                for px, py in points:
                    ax.add_patch(Circle((px, py), r, color=PIP))
        elif isinstance(item, Line):
            ax.plot([item.x1, item.x2], [item.y1, item.y2], color=item.color, linestyle="--" if item.dashed else "-",
                    linewidth=1)
        else:
            ax.text(item.x, item.y, item.text, ha={"start": "left", "middle": "center", "end": "right"}[item.anchor],
                    va="baseline", fontsize=item.size * 0.6, color=item.color,
                    fontweight="bold" if item.bold else "normal")
    ax.set_xlim(x0, x1)
    ax.set_ylim(y1, y0)  # y grows downwards, as in the SVG
    ax.set_aspect("equal")
    ax.set_axis_off()
    return ax


# -- tiles and hands ------------------------------------------------------------------------------

def _tile_scene(tile: Tile, horizontal: bool = True, face_down: bool = False) -> Scene:
    scene = Scene()
    scene.add(TileSprite(S, S / 2, horizontal, tile.low, tile.high, face_down=face_down) if horizontal
              else TileSprite(S / 2, S, False, tile.low, tile.high, face_down=face_down))
    return scene


def tile_svg(tile: Tile, horizontal: bool = True, face_down: bool = False, width: float | None = None) -> SVG:
    """One tile as SVG, low end on the left (or on top with ``horizontal=False``)."""
    return _svg(_tile_scene(Tile.parse(tile), horizontal, face_down), width, margin=2)


def _hand_scene(tiles: Iterable[Tile], face_down: bool = False, highlight: Iterable[Tile] = (),
                size: float = S, per_row: int = 14) -> Scene:
    scene = Scene()
    marked = set(highlight)
    for i, t in enumerate(tiles):
        row, col = divmod(i, per_row)
        scene.add(TileSprite(col * size * 1.25 + size / 2, row * size * 2.4 + size, False, t.low, t.high, size,
                             face_down=face_down, playable=t in marked and not face_down))
    return scene


def hand_svg(tiles: Iterable[Tile], face_down: bool = False, highlight: Iterable[Tile] = (),
             width: float | None = None) -> SVG:
    """A hand: its tiles standing side by side, in the order given. ``face_down`` shows the
    backs (a hidden hand, the boneyard); ``highlight`` outlines some tiles (say, the playable ones)."""
    tiles = [Tile.parse(t) for t in tiles]
    scene = _hand_scene(tiles, face_down, highlight)
    if not tiles:
        scene.add(Text(0, 16, "(no tiles)", 14, color=MUTED))
    return _svg(scene, width, margin=4)


def draw_tile(tile: Tile, ax=None, face_down: bool = False):
    """Draw one tile on a matplotlib axes (a new figure when ``ax`` is None); returns the axes."""
    return _mpl(_tile_scene(Tile.parse(tile), True, face_down), ax, margin=2)


def draw_hand(tiles: Iterable[Tile], ax=None, face_down: bool = False, highlight: Iterable[Tile] = ()):
    """Draw a hand on a matplotlib axes; returns the axes."""
    return _mpl(_hand_scene([Tile.parse(t) for t in tiles], face_down, highlight), ax, margin=4)


# -- layouts: geometry ----------------------------------------------------------------------------

class TileBox(NamedTuple):
    """Where a table tile is drawn: ``index`` in ``layout.placed``, its rectangle
    ``(x0, y0, x1, y1)`` in drawing units (y grows downwards), and whether it lies horizontally."""

    index: int
    tile: Tile
    rect: tuple[float, float, float, float]
    horizontal: bool


@dataclass
class _Spot:
    """A tile's position in the tree drawing: where it starts (``start``, on its axis, at the end
    touching its parent), its direction ``d`` and whether it lies across."""

    start: tuple[float, float]
    d: tuple[int, int]
    across: bool
    next_d: tuple[int, int]

    def sprite(self, a: int, b: int, index: int | None = None) -> TileSprite:
        (px, py), (dx, dy) = self.start, self.d
        if self.across:
            return TileSprite(px + dx * S / 2, py + dy * S / 2, dx == 0, a, a, index=index)
        cx, cy = px + dx * S, py + dy * S
        forward = (dx, dy) in (E, S_)
        return TileSprite(cx, cy, dy == 0, a if forward else b, b if forward else a, index=index)

    @property
    def exit(self) -> tuple[float, float]:
        length = S if self.across else 2 * S
        return (self.start[0] + self.d[0] * length, self.start[1] + self.d[1] * length)

    def side(self, d2: tuple[int, int]) -> tuple[float, float]:
        """Where a tile turning off this one towards ``d2`` starts: beside this tile's far half."""
        (px, py), (dx, dy) = self.start, self.d
        along = S / 2 if self.across else 1.5 * S
        half = S if self.across else S / 2
        return (px + dx * along + d2[0] * half, py + dy * along + d2[1] * half)


def _cw(d):
    return (-d[1], d[0])


def _ccw(d):
    return (d[1], -d[0])


def _neg(d):
    return (-d[0], -d[1])


def _overlaps(r1, r2, eps: float = 1e-6) -> bool:
    return r1[0] < r2[2] - eps and r2[0] < r1[2] - eps and r1[1] < r2[3] - eps and r2[1] < r1[3] - eps


def _line_sprites(layout, row_tiles: int) -> list[TileSprite]:
    """The snake: the chain from its left end, turning down at the picture's edge and back."""
    chain = list(getattr(layout, "chain", None) or _chain_from_placed(layout))
    index = {p.tile: i for i, p in enumerate(layout.placed)}
    limit = max(2, row_tiles) * 2 * S
    sprites, spots = [], []
    d = E
    for i, (a, b) in enumerate(chain):
        tile = Tile(a, b)
        across = a == b and bool(layout.placed) and layout.placed[index.get(tile, 0)].across
        if i == 0:
            spot = _Spot((0.0, 0.0), E, across, E)
        else:
            prev = spots[-1]
            if prev.d == S_:  # just turned the corner: run back the other way
                d = prev.next_d
                spot = _Spot(prev.side(d), d, across, d)
            else:
                spot = _Spot(prev.exit, d, across, d)
                far = spot.exit[0]
                if (d == E and far > limit) or (d == W and far < 0):
                    spot = _Spot(prev.side(S_), S_, False, _neg(d))
        spots.append(spot)
        sprites.append(spot.sprite(a, b, index.get(tile)))
    return sprites


def _chain_from_placed(layout) -> list[tuple[int, int]]:
    """Left-to-right pairs of a two-ended line known only by ``placed`` (branches left/right)."""
    left, right = [], []
    for p in layout.placed:
        if p.parent is None:
            right.append((p.a, p.b))
        elif p.branch == "left":
            left.append((p.b, p.a))
        else:
            right.append((p.a, p.b))
    return left[::-1] + right


def _tree_sprites(layout, reach_tiles: int) -> tuple[list[TileSprite], list[Line]]:
    """Any layout from ``placed``: each tile beside its parent in its branch's direction."""
    placed = layout.placed
    reach = max(2, reach_tiles) * 2 * S
    spots: list[_Spot | None] = []
    sprites: list[TileSprite] = []
    lines: list[Line] = []
    rects: list[tuple] = []
    used: dict[int, list] = {}
    origin: list[tuple[float, float]] = []  # where each tile's root starts: arms turn at ``reach`` from it
    away: dict[str, tuple[int, int]] = {}  # parallel lines turn away from each other

    def free(sprite):
        return not any(_overlaps(sprite.rect, r) for r in rects)

    def inside(sprite, around):
        x0, y0, x1, y1 = sprite.rect
        ox, oy = around
        return ox - reach <= x0 and x1 <= ox + reach + 2 * S and oy - reach <= y0 and y1 <= oy + reach

    for i, p in enumerate(placed):
        if p.parent is None or p.parent >= i or spots[p.parent] is None:
            if not rects:
                spot = _Spot((0.0, 0.0), E, p.across, E)
            else:  # another root (a second lead): start a new row below everything
                y = max(r[3] for r in rects) + 1.5 * S
                spot = _Spot((min(r[0] for r in rects), y + S), E, p.across, E)
            sprite = spot.sprite(p.a, p.b, i)
            origin.append(spot.start)
        else:
            origin.append(origin[p.parent])
            parent = placed[p.parent]
            ps = spots[p.parent]
            taken = used.setdefault(p.parent, [])
            new_branch = parent.parent is None or p.branch != parent.branch
            across = p.across and p.branch not in _HALVES
            start = None
            if new_branch and p.branch in _HALVES and parent.across:
                # parallel lines: each runs on from its half of the crosswise lead
                wanted = [ps.d]
                ex, ey = ps.exit
                off = _ccw(ps.d) if _HALVES[p.branch] < 0 else _cw(ps.d)
                start = (ex + off[0] * S / 2, ey + off[1] * S / 2)
                away[p.branch] = off
            elif new_branch and p.branch in COMPASS:
                wanted = [COMPASS[p.branch]]
            elif new_branch:
                wanted = [d for d in (ps.d, _neg(ps.d), _cw(ps.d), _ccw(ps.d)) if d not in taken]
                if parent.parent is not None:
                    wanted = [d for d in wanted if d != _neg(ps.d)]
                elif not parent.tile.is_double:  # the side of the lead that shows the number
                    side = ps.d if p.a == parent.b else _neg(ps.d)
                    wanted.sort(key=lambda d: d != side)
            else:
                wanted = [ps.next_d]
            options = [(d, False) for d in wanted]
            turns = [_cw(ps.d), _ccw(ps.d)]
            if p.branch in away:
                turns.sort(key=lambda d: d != away[p.branch])
            for d in turns + [ps.d]:
                if d != _neg(ps.d) and all(d != o for o, _ in options):
                    options.append((d, True))
            spot = sprite = None
            blocked_by_edge = False
            for need_inside in (True, False):
                for d, turn in options:
                    if start is not None and d == ps.d and not turn:
                        cand = _Spot(start, d, across, d)
                    else:
                        cand = _place(ps, d, across)
                    cand_sprite = cand.sprite(p.a, p.b, i)
                    if not free(cand_sprite):
                        continue
                    if need_inside and not inside(cand_sprite, origin[i]):
                        blocked_by_edge = blocked_by_edge or not turn
                        continue
                    if turn and not new_branch and blocked_by_edge:
                        cand.next_d = _neg(ps.d)  # a corner at the edge: the snake runs back
                    spot, sprite = cand, cand_sprite
                    break
                if spot is not None:
                    break
            if spot is None:  # crowded: slide away from the parent until there is room
                d = options[0][0]
                base = _place(ps, d, p.across)
                for k in range(1, 2000):
                    cand = _Spot((base.start[0] + d[0] * k * S / 2, base.start[1] + d[1] * k * S / 2), d,
                                 p.across, d)
                    cand_sprite = cand.sprite(p.a, p.b, i)
                    if free(cand_sprite):
                        lines.append(Line(*base.start, *cand.start))
                        spot, sprite = cand, cand_sprite
                        break
            taken.append(spot.d)
        spots.append(spot)
        sprites.append(sprite)
        rects.append(sprite.rect)
    return sprites, lines


_HALVES = {"top": -1, "upper": -1, "bottom": 1, "lower": 1}


def _place(parent: _Spot, d, across: bool) -> _Spot:
    """A tile joined to ``parent`` going in direction ``d``."""
    if d == parent.d:
        start = parent.exit
    elif d == _neg(parent.d):
        start = parent.start
    else:
        start = parent.side(d)
    return _Spot(start, d, across, d)


def _is_line(layout) -> bool:
    from .table.line import LineLayout

    return isinstance(layout, LineLayout)


def _layout_sprites(layout, row_tiles: int = 10) -> tuple[list[TileSprite], list[Line]]:
    if _is_line(layout):
        sprites, lines = _line_sprites(layout, row_tiles), []
    else:
        sprites, lines = _tree_sprites(layout, max(3, row_tiles * 2 // 3))
    return _mark(layout, sprites), lines


def _mark(layout, sprites: list[TileSprite]) -> list[TileSprite]:
    """Highlight the last tile laid and the halves showing an open end."""
    placed = layout.placed
    if not placed:
        return sprites
    last = len(placed) - 1
    by_index = {s.index: k for k, s in enumerate(sprites)}
    sprites = [replace(s, last=s.index == last) for s in sprites]
    ends = [e.value for e in layout.open_ends()]
    if _is_line(layout) and sprites:
        if not layout.one_way and ends:
            sprites[0] = replace(sprites[0], **_open_half(sprites[0], layout.chain[0][0], first_in_chain=True))
        if ends:
            sprites[-1] = replace(sprites[-1], **_open_half(sprites[-1], layout.chain[-1][1], first_in_chain=False))
        return sprites
    children: dict[int, int] = {}
    for p in placed:
        if p.parent is not None:
            children[p.parent] = children.get(p.parent, 0) + 1
    candidates = [i for i in range(len(placed) - 1, -1, -1) if children.get(i, 0) == 0 and placed[i].parent is not None]
    candidates += [i for i, p in enumerate(placed) if p.parent is None]
    marked: set[int] = set()
    for value in ends:
        for i in candidates:
            if i in marked or i not in by_index:
                continue
            p = placed[i]
            if p.b == value or (p.parent is None and p.a == value):
                marked.add(i)
                k = by_index[i]
                sp = sprites[k]
                if p.parent is None:
                    sprites[k] = replace(sp, **({"open_first": True} if sp.first == value else {"open_second": True}))
                    if p.tile.is_double:
                        sprites[k] = replace(sprites[k], open_first=True, open_second=True)
                else:
                    sprites[k] = replace(sp, **_far_half(sp, p))
                break
    return sprites


def _open_half(sp: TileSprite, value: int, first_in_chain: bool) -> dict:
    """Which drawn half of a snake end tile is the open one."""
    if sp.first == sp.second:
        return {"open_first": True, "open_second": True}
    # the snake draws each tile in its reading direction; the first chain tile's left value is
    # on its first half unless it runs west, the last tile's right value on its far half.
    if first_in_chain:
        return {"open_first": True} if sp.first == value else {"open_second": True}
    return {"open_second": True} if sp.second == value else {"open_first": True}


def _far_half(sp: TileSprite, p) -> dict:
    if sp.first == sp.second:
        return {"open_first": True, "open_second": True}
    return {"open_first": True} if sp.first == p.b else {"open_second": True}


def layout_boxes(layout, row_tiles: int = 10) -> list[TileBox]:
    """Where each table tile is drawn (in ``layout.placed`` order) — the geometry behind
    ``layout_svg``, for tests and for placing other marks on a drawing."""
    sprites, _ = _layout_sprites(layout, row_tiles)
    boxes = [TileBox(s.index, layout.placed[s.index].tile, s.rect, s.horizontal) for s in sprites]
    return sorted(boxes, key=lambda b: b.index)


def _layout_scene(layout, row_tiles: int = 10) -> Scene:
    scene = Scene()
    sprites, lines = _layout_sprites(layout, row_tiles)
    for line in lines:
        scene.add(line)
    for sp in sprites:
        scene.add(sp)
    if not sprites:
        scene.add(Text(0, 16, "(the table is empty)", 14, color=MUTED))
    return scene


def layout_svg(layout, row_tiles: int = 10, width: float | None = None) -> SVG:
    """The table as SVG: the last tile laid outlined in orange, open ends shaded green.
    ``row_tiles``: about how many tiles a row of the snake holds (lines), or how far an arm
    reaches before it turns (other layouts)."""
    return _svg(_layout_scene(layout, row_tiles), width)


def draw_layout(layout, ax=None, row_tiles: int = 10):
    """The table on a matplotlib axes (a new figure when ``ax`` is None); returns the axes."""
    return _mpl(_layout_scene(layout, row_tiles), ax)


# -- whole deals ----------------------------------------------------------------------------------

def _state_scene(state, hidden: bool = False, reveal: int | None = None, playable: bool = True) -> Scene:
    scene = Scene()
    game = state.game
    if hidden and reveal is None:
        reveal = state.current
    unseen: set = set()
    if hidden and not (state.over and reveal is None):  # a finished deal's hands are shown for counting
        if reveal is None:
            unseen = set(game.set) - set(state.table.tiles() if state.table is not None else ())
        else:
            unseen = set(state.observation(reveal).unseen)
    title = game.info.name
    if state.over:
        status = "the deal is over"
    else:
        status = f"player {state.current} to play"
    scene.add(Text(0, 18, f"{title} · {status}", 18, bold=True))
    y = 34.0
    if state.table is not None:
        table = _layout_scene(state.table)
        x0, y0, x1, y1 = table.bounds()
        scale = min(1.0, 900.0 / max(1.0, x1 - x0))
        scene.include(table, -x0 * scale, y - y0 * scale, scale)
        y += (y1 - y0) * scale + 16
        ends = state.table.ends_text() if not state.table.empty else "no tiles yet"
        scene.add(Text(0, y + 6, f"table: {_n(len(state.table), 'tile')}, {ends}", 13, color=MUTED))
        y += 20
    size = 24.0
    legal = set()
    if playable and not state.over:
        legal = {t for m in state.legal_moves() for t in m.tiles}
    for p in range(state.players):
        hand = sorted(state.hands[p])
        mark = "→ " if p == state.current else ""
        side = state.sides[state.side_of(p)] if state.players > len(state.sides) else None
        team = f" (team {' & '.join(map(str, side))})" if side else ""
        scene.add(Text(0, y + 14, f"{mark}player {p}{team}: {_n(len(hand), 'tile')}", 13, bold=p == state.current))
        y += 20
        face_down = [t in unseen for t in hand]
        for k, t in enumerate(hand):
            scene.add(TileSprite(k * size * 1.25 + size / 2, y + size, False, t.low, t.high, size,
                                 face_down=face_down[k], playable=p == state.current and t in legal
                                 and not face_down[k]))
        y += 2 * size + 12 if hand else 4
    extra = [(name, list(tiles)) for name, tiles in state.zones()
             if not name.startswith("hand ") and name not in ("boneyard", "table")]
    for name, tiles in extra:
        scene.add(Text(0, y + 14, f"{name}: {_n(len(tiles), 'tile')}", 13))
        y += 20
        small = size * 0.8
        for k, t in enumerate(tiles):
            row, col = divmod(k, 28)
            scene.add(TileSprite(col * small * 1.25 + small / 2, y + small + row * small * 2.3, False, t.low, t.high,
                                 small, face_down=t in unseen))
        y += (len(tiles) + 27) // 28 * small * 2.3 + 8
    if state.boneyard:
        scene.add(Text(0, y + 14, f"boneyard: {_n(len(state.boneyard), 'tile')}", 13))
        y += 20
        small = size * 0.6
        for k in range(len(state.boneyard)):
            row, col = divmod(k, 28)
            scene.add(TileSprite(col * small * 1.25 + small / 2, y + small + row * small * 2.3, False, 0, 0, small,
                                 face_down=True))
        y += (len(state.boneyard) + 27) // 28 * small * 2.3 + 8
    if state.over:
        scene.add(Text(0, y + 16, state.result().why, 14, bold=True))
    return scene


def state_svg(state, hidden: bool = False, reveal: int | None = None, playable: bool = True,
              width: float | None = None) -> SVG:
    """A whole deal as SVG: the table, every hand (the current player's playable tiles
    outlined), other zones, the boneyard as backs, whose turn, and the result when it is over.

    All hands are face up by default (for teaching). ``hidden=True`` shows only what player
    ``reveal`` may see (default: the player to move; once the deal is over, everything, as
    the hands are shown for counting), the rest face down. Works for any state:
    ``state.table`` may be ``None`` (non-laying games), then hands and zones are shown."""
    return _svg(_state_scene(state, hidden, reveal, playable), width)


def draw_state(state, ax=None, hidden: bool = False, reveal: int | None = None):
    """A whole deal on a matplotlib axes (a new figure when ``ax`` is None); returns the axes."""
    return _mpl(_state_scene(state, hidden, reveal), ax)


def _n(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"
