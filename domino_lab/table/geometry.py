"""Where a layout's tiles are drawn: a line as a snake, any other layout as a tree from ``placed``.

Each layout exposes its drawing as ``Layout.sprites(row_tiles)``: the tiles as
:class:`~domino_lab.svg.TileSprite` (``index`` = their place in ``layout.placed``), the last tile
laid and the halves showing an open end marked, plus any connector lines. The base class draws a
tree (this module's :func:`tree_sprites`); :class:`~domino_lab.table.LineLayout` draws a snake
(:func:`snake_sprites`). ``Layout._repr_svg_`` and :mod:`domino_lab.draw` paint the result.

This module reads layouts only through plain data (``placed``, a chain, the open ends' values),
so it imports no layout: ``table.base`` and ``table.line`` import it, never the other way round.

Geometry. A tile is two squares of side ``S``; a tile lies either along its line of play or, for
a double laid crosswise (``Placed.across``), across it. The *snake* runs left to right, turns down
at the picture's edge and comes back, so a whole set fits a notebook width. The *tree* lays each
tile beside its parent, in its branch's direction (``north``/``east``/``south``/``west`` arms are
honoured; ``top``/``bottom`` lines run side by side from the halves of a crosswise lead), turning
when it would leave the picture's box or hit another tile, and sliding away (with a dashed
connector) when there is no room at all.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from ..i18n import _
from ..svg import MUTED, Line, S, Scene, Text, TileSprite
from ..tiles import Tile

__all__ = ["COMPASS", "Spot", "overlaps", "snake_sprites", "tree_sprites", "table_scene"]

Direction = tuple[int, int]
Point = tuple[float, float]
Rect = tuple[float, float, float, float]

E: Direction = (1, 0)
S_: Direction = (0, 1)  # south: y grows downwards
W: Direction = (-1, 0)
N: Direction = (0, -1)
COMPASS: dict[str, Direction] = {"east": E, "right": E, "south": S_, "down": S_, "west": W, "left": W,
                                 "north": N, "up": N}
HALVES = {"top": -1, "upper": -1, "bottom": 1, "lower": 1}  # lines that start from a half of the lead


class PlacedTile(Protocol):
    """What the drawing reads of a ``Placed`` (see ``table.base``)."""

    @property
    def tile(self) -> Tile: ...
    @property
    def a(self) -> int: ...
    @property
    def b(self) -> int: ...
    @property
    def parent(self) -> int | None: ...
    @property
    def branch(self) -> str: ...
    @property
    def across(self) -> bool: ...


def cw(d: Direction) -> Direction:
    return (-d[1], d[0])


def ccw(d: Direction) -> Direction:
    return (d[1], -d[0])


def neg(d: Direction) -> Direction:
    return (-d[0], -d[1])


def overlaps(r1: Rect, r2: Rect, eps: float = 1e-6) -> bool:
    """Whether two rectangles ``(x0, y0, x1, y1)`` share more than an edge."""
    return r1[0] < r2[2] - eps and r2[0] < r1[2] - eps and r1[1] < r2[3] - eps and r2[1] < r1[3] - eps


@dataclass(frozen=True)
class Spot:
    """A tile's position: where it starts (``start``, on its axis, at the end touching its
    parent), its direction ``d``, whether it lies across, and where the line goes on from it."""

    start: Point
    d: Direction
    across: bool
    next_d: Direction

    def sprite(self, a: int, b: int, index: int | None = None) -> TileSprite:
        """The tile drawn here, ``a`` at the start; values read left to right or top to bottom."""
        (px, py), (dx, dy) = self.start, self.d
        if self.across:
            return TileSprite(px + dx * S / 2, py + dy * S / 2, dx == 0, a, a, index=index)
        cx, cy = px + dx * S, py + dy * S
        forward = (dx, dy) in (E, S_)
        return TileSprite(cx, cy, dy == 0, a if forward else b, b if forward else a, index=index)

    @property
    def exit(self) -> Point:
        """Where the next tile straight on starts."""
        length = S if self.across else 2 * S
        return (self.start[0] + self.d[0] * length, self.start[1] + self.d[1] * length)

    def side(self, d2: Direction) -> Point:
        """Where a tile turning off this one towards ``d2`` starts: beside this tile's far half."""
        (px, py), (dx, dy) = self.start, self.d
        along = S / 2 if self.across else 1.5 * S
        half = S if self.across else S / 2
        return (px + dx * along + d2[0] * half, py + dy * along + d2[1] * half)

    def joined(self, d: Direction, across: bool) -> Spot:
        """A tile joined to this one going in direction ``d``: straight on, back, or turning."""
        if d == self.d:
            start = self.exit
        elif d == neg(self.d):
            start = self.start
        else:
            start = self.side(d)
        return Spot(start, d, across, d)


# -- the snake (a line) -----------------------------------------------------------------------------

def snake_sprites(chain: Sequence[tuple[int, int]], placed: Sequence[PlacedTile], ends: Sequence[int],
                  one_way: bool, row_tiles: int = 10) -> list[TileSprite]:
    """A line drawn as a snake: ``chain`` (oriented pairs, left to right) from its left end,
    turning down once a row passes ``row_tiles`` tiles and running back; the last tile laid
    and the open ends (``ends``: the values they show) marked."""
    sprites = _snake(chain, placed, row_tiles)
    if not placed:
        return sprites
    sprites = _mark_last(placed, sprites)
    if sprites:
        if not one_way and ends:
            sprites[0] = _open_half(sprites[0], chain[0][0], first_in_chain=True)
        if ends:
            sprites[-1] = _open_half(sprites[-1], chain[-1][1], first_in_chain=False)
    return sprites


def _snake(chain: Sequence[tuple[int, int]], placed: Sequence[PlacedTile], row_tiles: int) -> list[TileSprite]:
    index = {(min(p.a, p.b), max(p.a, p.b)): i for i, p in enumerate(placed)}
    limit = max(2, row_tiles) * 2 * S
    sprites: list[TileSprite] = []
    prev: Spot | None = None
    d = E
    for a, b in chain:
        key = (min(a, b), max(a, b))
        across = a == b and bool(placed) and placed[index.get(key, 0)].across
        if prev is None:
            spot = Spot((0.0, 0.0), E, across, E)
        else:
            spot, d = _snake_step(prev, d, across, limit)
        prev = spot
        sprites.append(spot.sprite(a, b, index.get(key)))
    return sprites


def _snake_step(prev: Spot, d: Direction, across: bool, limit: float) -> tuple[Spot, Direction]:
    """The next tile of the snake and the direction its row runs."""
    if prev.d == S_:  # just turned the corner: run back the other way
        d = prev.next_d
        return Spot(prev.side(d), d, across, d), d
    spot = Spot(prev.exit, d, across, d)
    far = spot.exit[0]
    if (d == E and far > limit) or (d == W and far < 0):  # the edge: a corner tile going down
        spot = Spot(prev.side(S_), S_, False, neg(d))
    return spot, d


def _open_half(sp: TileSprite, value: int, first_in_chain: bool) -> TileSprite:
    """Shade the drawn half of a snake end tile that shows the open end."""
    if sp.first == sp.second:
        return replace(sp, open_first=True, open_second=True)
    # the snake draws each tile in its reading direction; the first chain tile's left value is
    # on its first half unless it runs west, the last tile's right value on its far half.
    if first_in_chain:
        return replace(sp, open_first=True) if sp.first == value else replace(sp, open_second=True)
    return replace(sp, open_second=True) if sp.second == value else replace(sp, open_first=True)


# -- the tree (any other layout) --------------------------------------------------------------------

def tree_sprites(placed: Sequence[PlacedTile], ends: Sequence[int], row_tiles: int = 10,
                 face_down: Collection[int] = ()) -> tuple[list[TileSprite], list[Line]]:
    """Any layout from ``placed``: each tile beside its parent in its branch's direction, an arm
    turning about ``row_tiles * 2 // 3`` tiles from its root; the tiles whose index is in
    ``face_down`` drawn face down (they show no open end); the last tile laid and the tiles
    showing the open ends (``ends``: their values) marked."""
    sprites, lines = _Tree(placed, max(3, row_tiles * 2 // 3)).draw()
    if not placed:
        return sprites, lines
    if face_down:
        sprites = [replace(s, face_down=True) if s.index in face_down else s for s in sprites]
    return _mark_tree_ends(placed, ends, _mark_last(placed, sprites), face_down), lines


class _Tree:
    """The tree drawing, one tile at a time in ``placed`` order (a parent comes before its children)."""

    def __init__(self, placed: Sequence[PlacedTile], reach_tiles: int):
        self.placed = placed
        self.reach = max(2, reach_tiles) * 2 * S
        self.spots: list[Spot] = []
        self.sprites: list[TileSprite] = []
        self.rects: list[Rect] = []  # the sprites' rectangles
        self.lines: list[Line] = []
        self.taken: dict[int, list[Direction]] = {}  # directions already used around each tile
        self.origin: list[Point] = []  # where each tile's root starts: arms turn at ``reach`` from it
        self.away: dict[str, Direction] = {}  # parallel lines turn away from each other

    def draw(self) -> tuple[list[TileSprite], list[Line]]:
        for i, p in enumerate(self.placed):
            if p.parent is None or p.parent >= i:
                spot = self._root(p)
                self.origin.append(spot.start)
                sprite = spot.sprite(p.a, p.b, i)
            else:
                self.origin.append(self.origin[p.parent])
                spot, sprite = self._child(i, p, p.parent)
                self.taken.setdefault(p.parent, []).append(spot.d)
            self.spots.append(spot)
            self.sprites.append(sprite)
            self.rects.append(sprite.rect)
        return self.sprites, self.lines

    def _root(self, p: PlacedTile) -> Spot:
        """The lead at the origin; another root (a second lead) starts a new row below everything."""
        if not self.rects:
            return Spot((0.0, 0.0), E, p.across, E)
        y = max(r[3] for r in self.rects) + 1.5 * S
        return Spot((min(r[0] for r in self.rects), y + S), E, p.across, E)

    def _child(self, i: int, p: PlacedTile, parent_index: int) -> tuple[Spot, TileSprite]:
        parent, ps = self.placed[parent_index], self.spots[parent_index]
        new_branch = parent.parent is None or p.branch != parent.branch
        across = p.across and p.branch not in HALVES
        start = None
        if new_branch and p.branch in HALVES and parent.across:
            start = self._parallel_start(p.branch, ps)
            wanted = [ps.d]
        elif new_branch and p.branch in COMPASS:
            wanted = [COMPASS[p.branch]]
        elif new_branch:
            wanted = self._fresh_directions(p, parent, ps, self.taken.get(parent_index, []))
        else:
            wanted = [ps.next_d]
        options = self._options(p.branch, ps, wanted)
        found = self._fit(i, p, ps, options, start, across, new_branch)
        return found if found is not None else self._slide(i, p, ps, options[0][0])

    def _parallel_start(self, branch: str, ps: Spot) -> Point:
        """Parallel lines: each runs on from its half of the crosswise lead."""
        ex, ey = ps.exit
        off = ccw(ps.d) if HALVES[branch] < 0 else cw(ps.d)
        self.away[branch] = off
        return (ex + off[0] * S / 2, ey + off[1] * S / 2)

    @staticmethod
    def _fresh_directions(p: PlacedTile, parent: PlacedTile, ps: Spot, taken: list[Direction]) -> list[Direction]:
        """A new branch off a tile: any free side, never back along a line; off a lead that is no
        double, first the side of the lead that shows the number."""
        wanted = [d for d in (ps.d, neg(ps.d), cw(ps.d), ccw(ps.d)) if d not in taken]
        if parent.parent is not None:
            return [d for d in wanted if d != neg(ps.d)]
        if not parent.tile.is_double:
            side = ps.d if p.a == parent.b else neg(ps.d)
            wanted.sort(key=lambda d: d != side)
        return wanted

    def _options(self, branch: str, ps: Spot, wanted: list[Direction]) -> list[tuple[Direction, bool]]:
        """The directions to try, in order: the wanted ones, then turns (away from a parallel
        line first), then straight on; never back. Each with whether it is a turn."""
        options = [(d, False) for d in wanted]
        turns = [cw(ps.d), ccw(ps.d)]
        if branch in self.away:
            turns.sort(key=lambda d: d != self.away[branch])
        for d in turns + [ps.d]:
            if d != neg(ps.d) and all(d != o for o, _ in options):
                options.append((d, True))
        return options

    def _fit(self, i: int, p: PlacedTile, ps: Spot, options: list[tuple[Direction, bool]], start: Point | None,
             across: bool, new_branch: bool) -> tuple[Spot, TileSprite] | None:
        """The first option where the tile is free of others, first within the arm's reach, then
        anywhere; ``None`` if every option hits a tile."""
        blocked_by_edge = False
        for need_inside in (True, False):
            for d, turn in options:
                if start is not None and d == ps.d and not turn:
                    cand = Spot(start, d, across, d)
                else:
                    cand = ps.joined(d, across)
                sprite = cand.sprite(p.a, p.b, i)
                if not self._free(sprite):
                    continue
                if need_inside and not self._inside(sprite, self.origin[i]):
                    blocked_by_edge = blocked_by_edge or not turn
                    continue
                if turn and not new_branch and blocked_by_edge:
                    cand = replace(cand, next_d=neg(ps.d))  # a corner at the edge: the snake runs back
                return cand, sprite
        return None

    def _slide(self, i: int, p: PlacedTile, ps: Spot, d: Direction) -> tuple[Spot, TileSprite]:
        """Crowded: slide away from the parent in direction ``d`` until there is room; a dashed
        line joins the tile to where it should have been."""
        base = ps.joined(d, p.across)
        for k in range(1, 2000):
            cand = Spot((base.start[0] + d[0] * k * S / 2, base.start[1] + d[1] * k * S / 2), d, p.across, d)
            sprite = cand.sprite(p.a, p.b, i)
            if self._free(sprite):
                self.lines.append(Line(*base.start, *cand.start))
                return cand, sprite
        raise ValueError(f"no room to draw tile {i} of the layout")  # pragma: no cover - 1000 tiles away

    def _free(self, sprite: TileSprite) -> bool:
        rect = sprite.rect
        return not any(overlaps(rect, r) for r in self.rects)

    def _inside(self, sprite: TileSprite, around: Point) -> bool:
        x0, y0, x1, y1 = sprite.rect
        ox, oy = around
        reach = self.reach
        return ox - reach <= x0 and x1 <= ox + reach + 2 * S and oy - reach <= y0 and y1 <= oy + reach


# -- marks --------------------------------------------------------------------------------------------

def _mark_last(placed: Sequence[PlacedTile], sprites: list[TileSprite]) -> list[TileSprite]:
    last = len(placed) - 1
    return [replace(s, last=s.index == last) for s in sprites]


def _mark_tree_ends(placed: Sequence[PlacedTile], ends: Sequence[int], sprites: list[TileSprite],
                    face_down: Collection[int] = ()) -> list[TileSprite]:
    """Shade, for each open end's value, the half showing it on a tile at a tip (the latest
    childless tile showing it, else a lead showing it; never a tile lying face down)."""
    by_index = {s.index: k for k, s in enumerate(sprites)}
    children: dict[int, int] = {}
    for p in placed:
        if p.parent is not None:
            children[p.parent] = children.get(p.parent, 0) + 1
    candidates = [i for i in range(len(placed) - 1, -1, -1) if children.get(i, 0) == 0 and placed[i].parent is not None]
    candidates += [i for i, p in enumerate(placed) if p.parent is None]
    marked: set[int] = set()
    for value in ends:
        for i in candidates:
            if i in marked or i not in by_index or i in face_down:
                continue
            p = placed[i]
            if p.b == value or (p.parent is None and p.a == value):
                marked.add(i)
                k = by_index[i]
                sprites[k] = _shade_lead(sprites[k], p, value) if p.parent is None else _shade_far(sprites[k], p)
                break
    return sprites


def _shade_lead(sp: TileSprite, p: PlacedTile, value: int) -> TileSprite:
    if p.tile.is_double:
        return replace(sp, open_first=True, open_second=True)
    return replace(sp, open_first=True) if sp.first == value else replace(sp, open_second=True)


def _shade_far(sp: TileSprite, p: PlacedTile) -> TileSprite:
    if sp.first == sp.second:
        return replace(sp, open_first=True, open_second=True)
    return replace(sp, open_first=True) if sp.first == p.b else replace(sp, open_second=True)


def table_scene(sprites: Sequence[TileSprite], lines: Sequence[Line] = ()) -> Scene:
    """The table as a scene: connector lines under the tiles; a note when it is empty."""
    scene = Scene()
    for line in lines:
        scene.add(line)
    for sp in sprites:
        scene.add(sp)
    if not sprites:
        scene.add(Text(0, 16, _("(the table is empty)"), 14, color=MUTED))
    return scene
