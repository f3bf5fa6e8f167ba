"""Whole deals: the title, the table, every hand, other zones, the boneyard and the result.

A deal is read only through what :class:`DrawnState` lists (the public face of
``domino_lab.games.base.State``), so this module imports no game: the games may draw themselves
(``State._repr_svg_``) through it without an import cycle.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence, Sized
from typing import TYPE_CHECKING, Any, Protocol

from ..errors import DominoError, SetupError
from ..i18n import _, language, ngettext, tr
from ..seeds import check_pixels
from ..svg import MUTED, SVG, Scene, Text, TileSprite, write
from ..table.base import Layout
from ..tiles import Tile
from .layouts import layout_boxes, layout_scene
from .mpl import paint

if TYPE_CHECKING:
    from matplotlib.axes import Axes

__all__ = ["DrawnState", "Words", "english", "state_scene", "state_svg", "draw_state", "table_transform"]


class _Info(Protocol):
    @property
    def name(self) -> str: ...


class _Game(Protocol):
    @property
    def info(self) -> _Info: ...
    @property
    def set(self) -> Iterable[Tile]: ...


class _Move(Protocol):
    @property
    def tiles(self) -> tuple[Tile, ...]: ...


class _Observation(Protocol):
    @property
    def unseen(self) -> Collection[Tile]: ...


class _Result(Protocol):
    @property
    def why(self) -> str: ...


class DrawnState(Protocol):
    """What a picture of a deal reads: the public face of a ``State``."""

    @property
    def game(self) -> _Game: ...
    @property
    def players(self) -> int: ...
    @property
    def current(self) -> int | None: ...
    @property
    def over(self) -> bool: ...
    @property
    def table(self) -> Layout | None: ...
    @property
    def hands(self) -> Sequence[Collection[Tile]]: ...
    @property
    def boneyard(self) -> Sized: ...
    @property
    def sides(self) -> Sequence[Sequence[int]]: ...
    def side_of(self, player: int) -> int: ...
    def legal_moves(self) -> Sequence[_Move]: ...
    def observation(self, player: int) -> _Observation: ...
    def zones(self) -> Iterable[tuple[str, Iterable[Tile]]]: ...
    def result(self) -> _Result: ...


class Words(Protocol):
    """How a picture words its labels: ``words(key, **values)`` gives the text for ``key`` (see
    :func:`english`, the default; a board passes its own for another language)."""

    def __call__(self, key: str, **values: Any) -> str: ...


def english(key: str, **v: Any) -> str:
    """The labels of a deal's picture in English: ``table`` (tiles, ends, values), ``empty table``,
    ``hand`` (mark, player, team, tiles), ``zone`` (name, tiles), ``boneyard`` (tiles)."""
    if key == "table":
        return f"table: {_n(v['tiles'], 'tile')}, {v['ends']}"
    if key == "empty table":
        return "no tiles yet"
    if key == "hand":
        team = f" (team {' & '.join(map(str, v['team']))})" if v["team"] else ""
        return f"{v['mark']}player {v['player']}{team}: {_n(v['tiles'], 'tile')}"
    if key == "zone":
        return f"{v['name']}: {_n(v['tiles'], 'tile')}"
    if key == "boneyard":
        return f"boneyard: {_n(v['tiles'], 'tile')}"
    raise KeyError(f"no label {key!r}")


def spoken(key: str, names: Mapping[int, str] | None = None, **v: Any) -> str:
    """The labels of a deal's picture in the current language (``dl.language()``; the
    catalogue's words, :func:`english` in English); ``names`` renames seats ("Anna" for player 2)."""
    names = names or {}
    if language() == "en" and not names:
        return english(key, **v)

    def n_tiles(n: int) -> str:
        return ngettext("{n} tile", "{n} tiles", n)

    if key == "table":
        if language() == "en":
            return english(key, **v)
        if not v["tiles"]:
            empty = _("no tiles yet")
            return _("table: {tiles}{ends}", tiles=empty, ends="")
        ends = _(", open ends: {values}", values=", ".join(map(str, v["values"]))) if v["values"] else ""
        return _("table: {tiles}{ends}", tiles=n_tiles(v["tiles"]), ends=ends)
    if key == "empty table":
        return _("no tiles yet")
    if key == "hand":
        members = " & ".join(names.get(m) or (_("player {p}", p=m) if names else str(m)) for m in v["team"])
        team = _(" (team {members})", members=members) if v["team"] else ""
        name = names.get(v["player"]) or _("player {p}", p=v["player"])
        return _("{mark}{name}{team}: {tiles}", mark=v["mark"], name=name, team=team, tiles=n_tiles(v["tiles"]))
    if key == "zone":
        head, _sep, number = v["name"].rpartition(" ")
        name = f"{_(head)} {number}" if head and number.isdigit() else _(v["name"])
        return _("{name}: {tiles}", name=name, tiles=n_tiles(v["tiles"]))
    if key == "boneyard":
        return _("boneyard: {tiles}", tiles=n_tiles(v["tiles"]))
    raise KeyError(f"no label {key!r}")


HAND = 24.0  # square side of a hand tile in a deal's picture, in drawing units
HAND_PX = 48.0  # the height of a hand tile in pixels, by default, when the picture is shown at its natural size
TABLE_WIDTH = 640.0  # a wider table is scaled down to this width (drawing units) in a deal's picture
ROW = 28  # tiles a row in the zones and the boneyard


def state_scene(state: DrawnState, hidden: bool = False, reveal: int | None = None, playable: bool = True,
                caption: bool = True, hands: Collection[int] | None = None, hand_size: float = HAND,
                words: Words = english, room: float = 0.0) -> Scene:
    """A deal as a scene, top to bottom (what ``state_svg`` and ``draw_state`` paint)."""
    scene = Scene()
    unseen = _unseen(state, hidden, reveal)
    y = 0.0
    if words is english and language() != "en":
        words = spoken
    if caption:
        current = _("player {p}", p=state.current)
        status = _("the deal is over") if state.over else _("{name} to play", name=current)
        name = getattr(state.game.info, "name_ru", "") if language() == "ru" else ""
        scene.add(Text(0, 18, f"{name or state.game.info.name} · {status}", 18, bold=True))
        y = 34.0
    y = _table(scene, state, y, words, room)
    y = _hands(scene, state, y, unseen, playable, hands, hand_size, words)
    y = _zones(scene, state, y, unseen, words)
    y = _boneyard(scene, state, y, words)
    if caption and state.over:
        scene.add(Text(0, y + 16, tr(state.result().why), 14, bold=True))
    return scene


def _unseen(state: DrawnState, hidden: bool, reveal: int | None) -> set[Tile]:
    """The tiles to draw face down: none unless ``hidden``; then what player ``reveal`` (by
    default the player to move) may not see; a finished deal's hands are shown for counting."""
    if hidden and reveal is None:
        reveal = state.current
    if not hidden or (state.over and reveal is None):
        return set()
    if reveal is None:
        return set(state.game.set) - set(state.table.tiles() if state.table is not None else ())
    return set(state.observation(reveal).unseen)


def _hidden_sizes(state: DrawnState) -> tuple[Sequence[int], int] | None:
    """For a player's view (``Observation.public``): the sizes of the hands and of the boneyard,
    whose tiles the view does not hold; ``None`` for a whole deal."""
    sizes: tuple[Sequence[int], int] | None = getattr(state, "_hidden_sizes", None)
    return sizes


def table_transform(state: DrawnState, caption: bool = True, room: float = 0.0) -> tuple[float, float, float]:
    """Where the table sits in ``state_svg``'s picture: ``(dx, dy, scale)`` such that a point
    ``(x, y)`` of ``layout_boxes(state.table)`` is drawn at ``(x * scale + dx, y * scale + dy)``
    in the picture's own units (its viewBox). A board places marks on the table with it.
    ``room``: the free space kept above and below the table (``state_svg``'s ``room``)."""
    if state.table is None:
        return (0.0, 0.0, 1.0)
    x0, y0, x1, _ = layout_scene(state.table).bounds()
    scale = min(1.0, TABLE_WIDTH / max(1.0, x1 - x0))
    return (-x0 * scale, (34.0 if caption else 0.0) + room - y0 * scale, scale)


def _table(scene: Scene, state: DrawnState, y: float, words: Words, room: float = 0.0) -> float:
    """The table, scaled down to at most ``TABLE_WIDTH`` units wide (``room`` units kept free
    above and below it), and a line on its open ends."""
    if state.table is None:
        return y
    y += room
    table = layout_scene(state.table)
    x0, y0, x1, y1 = table.bounds()
    scale = min(1.0, TABLE_WIDTH / max(1.0, x1 - x0))
    scene.include(table, -x0 * scale, y - y0 * scale, scale)
    y += (y1 - y0) * scale + 16 + room
    ends = words("empty table") if state.table.empty else state.table.ends_text()
    scene.add(Text(0, y + 6, words("table", tiles=len(state.table), ends=ends, values=state.table.end_values()),
                   13, color=MUTED))
    return y + 20


def _hands(scene: Scene, state: DrawnState, y: float, unseen: set[Tile], playable: bool,
           players: Collection[int] | None = None, size: float = HAND, words: Words = english) -> float:
    """Each player's label (an arrow for the player to move, the team) and hand standing in a
    row; the tiles the player to move may play outlined when ``playable``. A view's hidden hands
    (see ``_hidden_sizes``) stand face down, as many as they hold."""
    legal = set()
    if playable and not state.over:
        legal = {t for m in state.legal_moves() for t in m.tiles}
    hidden = _hidden_sizes(state)
    for p in range(state.players):
        if players is not None and p not in players:
            continue
        faces = [(t, t in unseen) for t in sorted(state.hands[p])]
        if hidden is not None and len(faces) < hidden[0][p]:
            faces += [(Tile(0, 0), True)] * (hidden[0][p] - len(faces))
        mark = "→ " if p == state.current else ""
        side = state.sides[state.side_of(p)] if state.players > len(state.sides) else None
        scene.add(Text(0, y + 14, words("hand", mark=mark, player=p, team=side or (), tiles=len(faces)), 13,
                       bold=p == state.current))
        y += 20
        for k, (t, down) in enumerate(faces):
            scene.add(TileSprite(k * size * 1.25 + size / 2, y + size, False, t.low, t.high, size,
                                 face_down=down, playable=p == state.current and t in legal and not down))
        y += 2 * size + 12 if faces else 4
    return y


def _zones(scene: Scene, state: DrawnState, y: float, unseen: set[Tile], words: Words = english) -> float:
    """Every other zone a game keeps (a pit, tricks, tiles set aside), smaller, in rows."""
    for name, tiles in state.zones():
        if name.startswith("hand ") or name in ("boneyard", "table"):
            continue
        shown = list(tiles)
        # a zone a view holds only part of (Sausage's face-down rows): as many backs as it hides
        size = max(len(shown), state.zone_size(name) if hasattr(state, "zone_size") else 0)
        faces = [(0, 0, True)] * (size - len(shown)) + [(t.low, t.high, t in unseen) for t in shown]
        scene.add(Text(0, y + 14, words("zone", name=name, tiles=size), 13))
        y = _rows(scene, y + 20, faces, HAND * 0.8)
    return y


def _boneyard(scene: Scene, state: DrawnState, y: float, words: Words = english) -> float:
    """The boneyard as backs, smaller still (a view's boneyard: as many backs as it holds)."""
    hidden = _hidden_sizes(state)
    count = max(len(state.boneyard), hidden[1] if hidden is not None else 0)
    if not count:
        return y
    scene.add(Text(0, y + 14, words("boneyard", tiles=count), 13))
    return _rows(scene, y + 20, [(0, 0, True)] * count, HAND * 0.6)


def _rows(scene: Scene, y: float, faces: list[tuple[int, int, bool]], small: float) -> float:
    """Tiles ``(first, second, face_down)`` standing in rows of ``ROW``, each ``small`` units wide."""
    for k, (first, second, down) in enumerate(faces):
        row, col = divmod(k, ROW)
        scene.add(TileSprite(col * small * 1.25 + small / 2, y + small + row * small * 2.3, False, first, second,
                             small, face_down=down))
    return y + ((len(faces) + ROW - 1) // ROW * small * 2.3 + 8)


def state_svg(state: DrawnState, hidden: bool = False, reveal: int | None = None, playable: bool = True,
              width: float | None = None, size: float = HAND_PX, caption: bool = True,
              hands: Collection[int] | None = None, hand_scale: float = 1.0, words: Words | None = english,
              room: float = 0.0) -> SVG:
    """A whole deal as SVG: the table, every hand (the current player's playable tiles
    outlined), other zones, the boneyard as backs, whose turn, and the result when it is over.

    All hands are face up by default (for teaching). ``hidden=True`` shows only what player
    ``reveal`` may see (default: the player to move; once the deal is over, everything, as
    the hands are shown for counting), the rest face down. Works for any state:
    ``state.table`` may be ``None`` (non-laying games), then hands and zones are shown. A
    player's view (``state.observation(p).public``) is drawn as that player sees it: the hands
    and the boneyard it does not hold stand face down, as many tiles as they hold.

    ``size``: how tall a hand tile is, in pixels, when the picture is shown at its natural size
    (everything else scales with it); ``width``, when given, sets the picture's width in pixels
    instead. ``caption=False`` leaves out the title line (game, whose turn) and the result line,
    for a widget that shows them itself. ``hands``: the players whose hands are drawn (all by
    default), each tile ``hand_scale`` times the usual size. ``words``: the labels' wording
    (``english`` by default, ``None`` too: it was a bare ``TypeError``, 'NoneType' object is not callable).
    ``room``: free space above and below the table, in drawing units (where a board marks the places a
    tile may go)."""
    check_pixels("size", size)
    check_pixels("width", width, optional=True)
    if words is None:
        words = english
    elif not callable(words):
        raise SetupError(_("words words the picture's labels: a function of a label's key and its values, like "
                           "dl.draw.state.english (the default), not {words!r:.60}", words=words))
    scene = state_scene(state, hidden, reveal, playable, caption, hands, HAND * hand_scale, words, room)
    return write(scene, width, scale=size / (2 * HAND))


def draw_state(state: DrawnState, ax: Axes | None = None, hidden: bool = False, reveal: int | None = None,
               caption: bool = True) -> Axes:
    """A whole deal on a matplotlib axes (a new figure when ``ax`` is None); returns the axes."""
    return paint(state_scene(state, hidden, reveal, caption=caption), ax)


def _n(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def move_box(state: Any, move: Any, seen: DrawnState, room: float = 0.0) -> list[float] | None:
    """Where ``move`` would lay its tile on the table, as a box in the picture's units: the
    tile's place beside the tile it joins, found by making the move on a copy of ``state`` (the
    live deal; ``seen`` is the picture's view of it). ``None`` where it joins no tile."""
    table = state.table
    if table is None or table.empty:
        return None
    after = state.clone()
    try:
        after.play(move)
    except DominoError:  # pragma: no cover - the move is legal
        return None
    placed, laid = table.placed, after.table.placed if after.table is not None else []
    tiles: tuple[Tile, ...] = tuple(getattr(move, "tiles", ()))
    if len(laid) != len(placed) + 1 or len(tiles) != 1:
        return None
    # The tile and the one it joins are found by their tiles, not by their places in ``placed``: a
    # Sausage insertion or a Wagons uncoupling lays its double inside a line, and the table then
    # lists its tiles line by line (or chain by chain), so neither is where a tile laid on an end is.
    tile = tiles[0]
    here = next((i for i in range(len(laid) - 1, -1, -1) if laid[i].tile == tile), None)
    parent = None if here is None else laid[here].parent
    if parent is None:
        return None
    joined = laid[parent].tile
    was = next((i for i, p in enumerate(placed) if p.tile == joined), None)
    new_boxes = {b.index: b.rect for b in layout_boxes(after.table)}
    old_boxes = {b.index: b.rect for b in layout_boxes(table)}
    if was not in old_boxes or parent not in new_boxes or here not in new_boxes:
        return None
    px, py = old_boxes[was][0] - new_boxes[parent][0], old_boxes[was][1] - new_boxes[parent][1]
    x0, y0, x1, y1 = new_boxes[here]
    dx, dy, scale = table_transform(seen, caption=False, room=room)
    return [round((x + px) * scale + dx, 2) if i % 2 == 0 else round((x + py) * scale + dy, 2)
            for i, x in enumerate((x0, y0, x1, y1))]
