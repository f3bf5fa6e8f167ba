"""Dominoes as graphs (networkx): the set, the chain of play, the fish, Euler's counts, the board.

A double-n set *is* a graph: the pip values 0..n are the vertices and every tile is an edge
between its two numbers — the complete graph K_{n+1}, with a loop at each vertex for the
doubles. A chain of play is then a *trail* in that graph (a walk that never reuses an edge), and
the old questions about dominoes become questions about trails:

- the fish (рыба): both ends of the chain show a number whose every edge is already used;
- can the whole set be laid in one line, or closed into a ring? Euler: only if every vertex has
  even degree, that is when n is even (double-six yes, double-five no);
- how many ways? Count Eulerian circuits (BEST theorem), then place the doubles.

>>> g = set_graph(6)
>>> g.number_of_nodes(), g.number_of_edges(), dict(g.degree())[3]
(7, 28, 8)
"""

from __future__ import annotations

from dataclasses import dataclass, field

import networkx as nx

from .errors import SetupError
from .euler import EulerFacts, LineEnds, count_lines, count_rings, euler_facts, line_ends
from .games.base import Observation, State
from .i18n import _, pgettext
from .seeds import check_pixels
from .table.base import Layout
from .tiles import DominoSet, Tile, tiles_text

__all__ = ["set_graph", "draw_set_graph", "set_graph_svg", "chain_trail", "fish_explanation", "FishExplanation",
           "euler_facts", "EulerFacts", "count_lines", "count_rings", "line_ends", "LineEnds", "board_graph",
           "draw_board_graph", "board_graph_svg", "what_can_follow", "Follow"]

PLAYER_COLOURS = ["#d1495b", "#2e86ab", "#edae49", "#66a182", "#8d6a9f", "#e07b00", "#00798c", "#6b4226"]


# -- the set ------------------------------------------------------------------------------------------

def set_graph(n: int = 6) -> nx.MultiGraph:
    """The double-``n`` set as a graph: vertices are the pip values 0..n, each tile an edge
    (``key`` and attribute ``tile`` are the ``Tile``); doubles are loops.

    >>> g = set_graph(2)
    >>> sorted(str(k) for _, _, k in g.edges(keys=True))
    ['0-0', '0-1', '0-2', '1-1', '1-2', '2-2']
    >>> g.has_edge(1, 2, key=Tile(1, 2))
    True
    """
    tiles = DominoSet(n)  # (first: it names a wrong n, where range(n + 1) was a raw TypeError for "x" or 1.5)
    graph = nx.MultiGraph(name=f"double-{n} set")
    graph.add_nodes_from(range(n + 1))
    for tile in tiles:
        graph.add_edge(tile.low, tile.high, key=tile, tile=tile)
    return graph


def _table_of(x):
    """The layout of a state or of what a player sees (its table is public), or the layout itself
    (``None``: no table); anything else, a record or a game, was a raw ``AttributeError`` of
    whatever read it first."""
    if x is None or isinstance(x, Layout):
        return x
    return x.table if isinstance(x, Observation) else _state(x).table


def _state(x):
    """``x``, a deal in progress, or a ``SetupError`` saying what the graphs read."""
    if not isinstance(x, State):
        raise SetupError(_("the graphs read a deal in progress (a dl State; what_can_follow(state, player) for a "
                           "player's view) or its table (state.table), not {x!r:.60}", x=x))
    return x


def _layout_tiles(layout) -> list[Tile]:
    return [] if layout is None else layout.tiles()



def _set_graph_reading(graph_or_state) -> tuple:
    """What both drawings of the set graph read: the state (``None`` for a graph), the graph
    (double-six when nothing is given), its vertices' places on the unit circle in order (``pos``),
    and for a state the table's tiles by who laid them (``owner``), their place in the order of
    play (``order``) and the open ends' numbers (``ends``)."""
    import math

    state = None
    if graph_or_state is None:
        graph = set_graph(6)
    elif isinstance(graph_or_state, nx.Graph):
        graph = graph_or_state
    else:  # (what a player sees draws as the deal does: its table, history and game are public)
        state = graph_or_state if isinstance(graph_or_state, Observation) else _state(graph_or_state)
        graph = set_graph(state.game.set.n)
    nodes = sorted(graph.nodes)
    owner: dict[Tile, int] = {}
    order: dict[Tile, int] = {}
    ends: list[int] = []
    if state is not None and state.table is not None:
        on_table = set(state.table.tiles())
        for player, move in state.history:
            for t in move.tiles:
                if t in on_table:
                    owner[t] = player
        order = {p.tile: i + 1 for i, p in enumerate(state.table.placed)}
        ends = [e.value for e in state.table.open_ends()]
    pos = {v: (math.sin(2 * math.pi * k / len(nodes)), math.cos(2 * math.pi * k / len(nodes)))
           for k, v in enumerate(nodes)}
    return state, graph, pos, owner, order, ends


def draw_set_graph(graph_or_state=None, ax=None, numbers: bool = False, title: str | None = None):
    """Draw the set graph on a matplotlib axes (a new figure when ``ax`` is None).

    Given a state, the tiles on the table are coloured by the player who laid them, the open
    ends are ringed (a number twice for two ends showing it) and, with ``numbers=True``, each
    tile on the table is labelled with its place in the order of play. Given a graph (or
    nothing: double-six), just the set. Returns the axes.
    """

    import matplotlib.pyplot as plt
    from matplotlib.patches import Circle

    state, graph, pos, owner, order, ends = _set_graph_reading(graph_or_state)
    if ax is None:
        _fig, ax = plt.subplots(figsize=(5, 5))
    for u, v, tile in sorted(graph.edges(keys=True), key=lambda e: (e[2] in owner, str(e[2]))):
        played = tile in owner
        colour = PLAYER_COLOURS[owner[tile] % len(PLAYER_COLOURS)] if played else "#c8c8c8"
        width = 3.0 if played else 1.0
        (x1, y1), (x2, y2) = pos[u], pos[v]
        if u == v:
            cx, cy = x1 * 1.17, y1 * 1.17
            ax.add_patch(Circle((cx, cy), 0.12, fill=False, edgecolor=colour, linewidth=width, zorder=1))
            lx, ly = x1 * 1.32, y1 * 1.32
        else:
            ax.plot([x1, x2], [y1, y2], color=colour, linewidth=width, zorder=1 + played)
            lx, ly = (x1 + x2) / 2, (y1 + y2) / 2
        if numbers and tile in order:
            ax.text(lx, ly, str(order[tile]), fontsize=7, ha="center", va="center", zorder=4,
                    bbox={"boxstyle": "round,pad=0.15", "facecolor": "white", "edgecolor": colour, "linewidth": 0.8})
    for v in pos:  # the vertices in order
        x, y = pos[v]
        times = ends.count(v)
        for k in range(times):
            ax.add_patch(Circle((x, y), 0.12 + 0.045 * k, fill=False, edgecolor="#2a9d4b", linewidth=2.5, zorder=5))
        ax.add_patch(Circle((x, y), 0.09, facecolor="white", edgecolor="#333333", linewidth=1.2, zorder=6))
        ax.text(x, y, str(v), ha="center", va="center", fontsize=10, fontweight="bold", zorder=7)
    if state is not None:
        players = sorted(set(owner.values()))
        for k, p in enumerate(players):
            ax.text(-1.45, -1.25 - 0.13 * k, "— " + _("player {p}", p=p), color=PLAYER_COLOURS[p % len(PLAYER_COLOURS)],
                    fontsize=8)
        if ends:
            ax.text(1.45, -1.25, _("ringed: open ends"), color="#2a9d4b", fontsize=8, ha="right")
    if title:
        ax.set_title(title)
    ax.set_xlim(-1.5, 1.5)
    ax.set_ylim(-1.5 - 0.13 * max(0, len(set(owner.values())) - 1), 1.5)
    ax.set_aspect("equal")
    ax.set_axis_off()
    return ax


def set_graph_svg(graph_or_state=None, numbers: bool = False, size: int = 360, title: str | None = None):
    """The set graph as SVG, drawn as :func:`draw_set_graph` draws it, without matplotlib (the
    browser site has none offline): the vertices on a circle, a tile an edge (a double a loop),
    the tiles on the table in the colour of the player who laid them, open ends ringed, and with
    ``numbers=True`` each table tile's place in the order of play; ``title`` above it. Jupyter
    shows the result; ``draw.grid_svg`` puts several side by side.

    >>> picture = set_graph_svg()
    >>> picture.count("<line"), picture.count("<circle") - 7  # 21 edges, 7 loops besides the 7 vertices
    (21, 7)
    """
    from html import escape

    from .svg import SVG

    check_pixels("size", size)
    state, graph, pos, owner, order, ends = _set_graph_reading(graph_or_state)
    scale = size / 3.0  # the picture spans -1.5 .. 1.5 as the matplotlib one does

    def at(x: float, y: float) -> tuple[float, float]:
        return round((x + 1.5) * scale, 1), round((1.5 - y) * scale, 1)

    parts: list[str] = []
    labels: list[str] = []
    for u, v, tile in sorted(graph.edges(keys=True), key=lambda e: (e[2] in owner, str(e[2]))):
        played = tile in owner
        colour = PLAYER_COLOURS[owner[tile] % len(PLAYER_COLOURS)] if played else "#c8c8c8"
        width = 3.0 if played else 1.0
        (x1, y1), (x2, y2) = pos[u], pos[v]
        if u == v:
            cx, cy = at(x1 * 1.17, y1 * 1.17)
            parts.append(f'<circle cx="{cx}" cy="{cy}" r="{round(0.12 * scale, 1)}" fill="none" '
                         f'stroke="{colour}" stroke-width="{width}"/>')
            lx, ly = at(x1 * 1.32, y1 * 1.32)
        else:
            (a, b), (c, d) = at(x1, y1), at(x2, y2)
            parts.append(f'<line x1="{a}" y1="{b}" x2="{c}" y2="{d}" stroke="{colour}" stroke-width="{width}"/>')
            lx, ly = at((x1 + x2) / 2, (y1 + y2) / 2)
        if numbers and tile in order:
            labels.append(f'<rect x="{lx - 8}" y="{ly - 7}" width="16" height="14" rx="3" fill="white" '
                          f'stroke="{colour}"/><text x="{lx}" y="{ly + 4}" font-size="10" '
                          f'text-anchor="middle">{order[tile]}</text>')
    for v in pos:  # the vertices in order
        x, y = at(*pos[v])
        for k in range(ends.count(v)):
            parts.append(f'<circle cx="{x}" cy="{y}" r="{round((0.12 + 0.045 * k) * scale, 1)}" fill="none" '
                         'stroke="#2a9d4b" stroke-width="2.5"/>')
        parts.append(f'<circle cx="{x}" cy="{y}" r="{round(0.09 * scale, 1)}" fill="white" stroke="#333333" '
                     'stroke-width="1.2"/>')
        parts.append(f'<text x="{x}" y="{y + 5}" font-size="14" font-weight="bold" text-anchor="middle">'
                     f'{escape(str(v))}</text>')
    height = size
    if state is not None:
        players = sorted(set(owner.values()))
        for k, p in enumerate(players):
            colour = PLAYER_COLOURS[p % len(PLAYER_COLOURS)]
            who = escape(_("player {p}", p=p))
            labels.append(f'<text x="4" y="{size - 8 + 14 * k}" font-size="11" fill="{colour}">— {who}</text>')
        height = size + 14 * max(0, len(players) - 1)
        if ends:
            ringed = escape(_("ringed: open ends"))
            labels.append(f'<text x="{size - 4}" y="{size - 8}" font-size="11" fill="#2a9d4b" '
                          f'text-anchor="end">{ringed}</text>')
    top = 0
    if title:  # a band above the picture, as matplotlib's title
        top = 24
        labels.append(f'<text x="{size / 2}" y="-7" font-size="15" text-anchor="middle">{escape(title)}</text>')
    return SVG(f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{height + top}" '
               f'viewBox="0 {-top} {size} {height + top}" font-family="sans-serif">'
               + "".join(parts + labels) + "</svg>")


# -- the chain as a trail ---------------------------------------------------------------------------

def chain_trail(state_or_layout) -> list[tuple[int, int, Tile]]:
    """The chain of a line layout as a trail in the set graph: its edges ``(u, v, tile)`` from
    the left end to the right end, each read in the direction of the walk.

    >>> from domino_lab.table import LineLayout
    >>> chain_trail(LineLayout.from_text("5-1 1-1 1-3"))
    [(5, 1, Tile(1, 5)), (1, 1, Tile(1, 1)), (1, 3, Tile(1, 3))]
    """
    layout = _table_of(state_or_layout)
    chain = getattr(layout, "chain", None)
    if chain is None:
        raise SetupError(_("a chain trail needs a line layout; this table is a {layout!r} (use board_graph for other "
                           "layouts)", layout=getattr(layout, "name", layout)))  # (a ValueError still)
    return [(a, b, Tile(a, b)) for a, b in chain]


@dataclass(frozen=True)
class FishExplanation:
    """Why the table is a fish in graph words: every open end shows a number (``values``) whose
    every edge in the set graph (``tiles``) already lies on the table."""

    values: tuple[int, ...]
    ends: tuple[int, ...]
    tiles: tuple[tuple[Tile, ...], ...]
    n: int

    def __str__(self):
        parts = []
        if len(self.values) == 1:
            v, k, tiles = self.values[0], len(self.tiles[0]), tiles_text(self.tiles[0])
            if len(self.ends) == 2:
                first = _("Fish: both open ends show {v}, and all {k} tiles with a {v} ({tiles}) are on the table.",
                          v=v, k=k, tiles=tiles)
            elif len(self.ends) == 1:
                first = _("Fish: the open end shows {v}, and all {k} tiles with a {v} ({tiles}) are on the table.",
                          v=v, k=k, tiles=tiles)
            else:
                first = _("Fish: all {e} open ends show {v}, and all {k} tiles with a {v} ({tiles}) are on the table.",
                          e=len(self.ends), v=v, k=k, tiles=tiles)
            parts.append(first)
            parts.append(_("In the set graph vertex {v} has degree {d} ({n} edges and the loop {v}-{v}); the trail "
                           "of play has used them all,", v=v, d=self.n + 2, n=self.n))
            parts.append(_("so it can never leave {v} again: nobody can play.", v=v))
        else:
            values = ", ".join(map(str, self.values))
            parts.append(_("Fish: the open ends show {values}, and every tile with one of these numbers is on the "
                           "table.", values=values))
            parts.append(_("In the set graph the vertices {values} are saturated: all their edges are used, so the "
                           "trail can go nowhere: nobody can play.", values=values))
        return "\n".join(parts)


def fish_explanation(state_or_layout) -> FishExplanation | None:
    """The fish as a graph fact: every number shown by an open end has all its tiles on the
    table (its vertex is saturated). ``None`` when some open end could still take a tile.

    >>> from domino_lab.table import LineLayout
    >>> print(fish_explanation(LineLayout.from_text("2-5 5-0 0-2 2-2 2-1 1-6 6-2 2-3 3-4 4-2")))
    Fish: both open ends show 2, and all 7 tiles with a 2 (0-2 1-2 2-2 2-3 2-4 2-5 2-6) are on the table.
    In the set graph vertex 2 has degree 8 (6 edges and the loop 2-2); the trail of play has used them all,
    so it can never leave 2 again: nobody can play.
    """
    layout = _table_of(state_or_layout)
    if layout is None or layout.empty:
        return None
    ends = tuple(e.value for e in layout.open_ends())
    if not ends:
        return None
    game = getattr(state_or_layout, "game", None)
    n = game.set.n if game is not None else max(max(t.high for t in layout.tiles()), 6)
    on_table = set(layout.tiles())
    values = tuple(sorted(set(ends)))
    groups = []
    for v in values:
        group = tuple(t for t in DominoSet(n) if t.has(v))
        if any(t not in on_table for t in group):
            return None
        groups.append(group)
    return FishExplanation(values, ends, tuple(groups), n)


# -- what can follow --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Follow:
    """What may still come: for each number an open end shows, the tiles not yet seen that fit
    it (``unseen``) and the player's own that fit (``mine``); ``dead`` numbers have every tile
    in sight (on the table or, for a player, in his hand), so nobody else can ever play on them."""

    ends: tuple[int, ...]
    unseen: dict = field(default_factory=dict)
    mine: dict = field(default_factory=dict)
    dead: tuple[int, ...] = ()
    player: int | None = None

    def __str__(self):
        who = _("anyone") if self.player is None else _("player {p}'s opponents", p=self.player)
        lines = []
        for v in sorted(set(self.ends)):
            tiles = self.unseen.get(v, ())
            own = self.mine.get(v, ())
            unseen = tiles_text(tiles) if tiles else _("nothing unseen")
            text = _("on {v}: {tiles}", v=v, tiles=unseen)
            if self.player is not None:
                held = tiles_text(own) or _("nothing")
                text += _("; in hand: {tiles}", tiles=held)
            if v in self.dead:
                text += _(" — {v} is dead for {who}", v=v, who=who)
            lines.append(text)
        dead = ", ".join(map(str, self.dead)) or pgettext("numbers", "none")
        lines.append(_("dead numbers: {values}", values=dead))
        return "\n".join(lines)


def what_can_follow(state, player: int | None = None) -> Follow:
    """From the open ends, which tiles may still be played there, and which numbers are dead.

    Without ``player`` it is the public view: "unseen" is every tile not face up. With a
    player it is his view: his own hand is seen (listed as ``mine``), the rest is unseen. A dead
    number is one whose tiles are all in sight — the basis of blocking: an end showing a dead
    number can only be answered by its holder, if anyone.
    """
    n = _state(state).game.set.n
    if player is None:
        visible = {t for name, tiles in state.zones() if not name.startswith("hand ") and name != "boneyard"
                   for t in tiles}
        unseen = set(state.game.set) - visible
        own: set = set()
    else:
        unseen = set(state.observation(player).unseen)
        own = set(state.hands[player])
    ends = tuple(e.value for e in state.table.open_ends()) if state.table is not None else ()
    by_value = {v: tuple(sorted(t for t in unseen if t.has(v))) for v in sorted(set(ends))}
    mine = {v: tuple(sorted(t for t in own if t.has(v))) for v in sorted(set(ends))}
    dead = tuple(v for v in range(n + 1) if not any(t.has(v) for t in unseen))
    return Follow(ends, by_value, mine, dead, player)


# -- the board ---------------------------------------------------------------------------------------

def board_graph(state_or_layout) -> nx.Graph:
    """The table as a graph: each tile on it is a node (attributes ``index`` in ``placed``,
    ``branch``, ``across``, ``a``, ``b``), each joint an edge (attribute ``pips``: the number
    where the two tiles touch). Works for any layout, from ``layout.placed``.

    >>> from domino_lab.table import LineLayout
    >>> g = board_graph(LineLayout.from_text("5-1 1-1 1-3"))
    >>> sorted((str(u), str(v), d["pips"]) for u, v, d in g.edges(data=True))
    [('1-1', '1-3', 1), ('1-5', '1-1', 1)]
    """
    layout = _table_of(state_or_layout)
    graph = nx.Graph(name=f"{getattr(layout, 'name', 'layout')} board")
    if layout is None:
        return graph
    placed = layout.placed
    for i, p in enumerate(placed):
        graph.add_node(p.tile, index=i, branch=p.branch, across=p.across, a=p.a, b=p.b)
    for p in placed:
        if p.parent is not None:
            graph.add_edge(placed[p.parent].tile, p.tile, pips=p.a)
    return graph


def _board_places(layout) -> tuple[nx.Graph, dict]:
    """The board graph and where each tile's node goes: the centre of the tile in
    ``draw.layout_svg``'s drawing units (y grows downwards)."""
    from .draw import layout_boxes

    graph = board_graph(layout)
    pos = {}
    for box in layout_boxes(layout) if layout is not None else ():
        x0, y0, x1, y1 = box.rect
        pos[box.tile] = ((x0 + x1) / 2, (y0 + y1) / 2)
    return graph, pos


def board_graph_svg(state_or_layout, scale: float = 0.75):
    """The board graph as SVG, drawn as :func:`draw_board_graph` draws it, without matplotlib:
    each tile a node where the tile lies in ``draw.layout_svg`` (at the same ``scale``, so the
    two pictures are the same size side by side), each joint a line labelled in green with the
    number where the two tiles touch.

    >>> from domino_lab.table import LineLayout
    >>> picture = board_graph_svg(LineLayout.from_text("5-1 1-1 1-3"))
    >>> picture.count('class="node"'), picture.count('class="joint"')
    (3, 2)
    """
    from html import escape

    from .svg import SVG, fmt

    check_pixels("scale", scale)  # (a factor, checked as a size: a number above 0)
    graph, pos = _board_places(_table_of(state_or_layout))
    radius, margin = 20.0, 8.0
    if pos:
        xs, ys = [x for x, _ in pos.values()], [y for _, y in pos.values()]
        x0, y0 = min(xs) - radius - margin, min(ys) - radius - margin
        w, h = max(xs) - min(xs) + 2 * (radius + margin), max(ys) - min(ys) + 2 * (radius + margin)
    else:
        x0, y0, w, h = 0.0, 0.0, 2 * (radius + margin), 2 * (radius + margin)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{fmt(x0)} {fmt(y0)} {fmt(w)} {fmt(h)}" '
             f'width="{fmt(w * scale)}" height="{fmt(h * scale)}" font-family="sans-serif">']
    labels = []
    for u, v, data in sorted(graph.edges(data=True), key=lambda e: (str(e[0]), str(e[1]))):
        (ax, ay), (bx, by) = pos[u], pos[v]
        parts.append(f'<line class="joint" x1="{fmt(ax)}" y1="{fmt(ay)}" x2="{fmt(bx)}" y2="{fmt(by)}" '
                     'stroke="#888888" stroke-width="1.5"/>')
        mx, my = (ax + bx) / 2, (ay + by) / 2
        labels.append(f'<rect x="{fmt(mx - 8)}" y="{fmt(my - 9)}" width="16" height="18" fill="#ffffff"/>'
                      f'<text x="{fmt(mx)}" y="{fmt(my + 6)}" font-size="16" font-weight="bold" '
                      f'text-anchor="middle" fill="#2a9d4b">{data["pips"]}</text>')
    for tile in sorted(pos, key=lambda t: graph.nodes[t]["index"]):
        x, y = pos[tile]
        parts.append(f'<circle class="node" data-tile="{tile}" cx="{fmt(x)}" cy="{fmt(y)}" r="{fmt(radius)}" '
                     'fill="#fffdf2" stroke="#333333" stroke-width="1.2"/>'
                     f'<text x="{fmt(x)}" y="{fmt(y + 5)}" font-size="14" text-anchor="middle">'
                     f'{escape(str(tile))}</text>')
    return SVG("".join(parts + labels) + "</svg>")


def draw_board_graph(state_or_layout, ax=None):
    """Draw the board graph with each node where its tile lies in ``draw.layout_svg``; returns
    the axes."""
    import matplotlib.pyplot as plt

    graph, places = _board_places(_table_of(state_or_layout))
    pos = {tile: (x, -y) for tile, (x, y) in places.items()}
    if ax is None:
        _, ax = plt.subplots(figsize=(8, 5))
    nx.draw_networkx_edges(graph, pos, ax=ax, edge_color="#888888")
    nx.draw_networkx_nodes(graph, pos, ax=ax, node_size=420, node_color="#fffdf2", edgecolors="#333333")
    nx.draw_networkx_labels(graph, pos, {t: str(t) for t in graph.nodes}, ax=ax, font_size=7)
    nx.draw_networkx_edge_labels(graph, pos, {(u, v): d["pips"] for u, v, d in graph.edges(data=True)},
                                 ax=ax, font_size=7, font_color="#2a9d4b")
    ax.set_aspect("equal")
    ax.set_axis_off()
    return ax
