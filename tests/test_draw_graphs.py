"""Drawings (domino_lab.draw) and graphs (domino_lab.graphs).

SVG is valid XML, byte-for-byte deterministic and never overlaps tiles; hidden hands stay
hidden; the Euler counts agree with brute force on small sets; the fish of seed 003 is a
saturated vertex."""

import importlib
import inspect
import itertools
import pkgutil
import random
import re
import xml.etree.ElementTree as ET
from functools import cache

import networkx as nx
import pytest

import domino_lab as dl
import domino_lab.table as table_pkg
from domino_lab import draw, graphs
from domino_lab.bots import Greedy, Random
from domino_lab.match import run_deal
from domino_lab.table import LineLayout
from domino_lab.table.base import End, Layout, Placed
from domino_lab.table.cross import CrossLayout
from domino_lab.table.geometry import overlaps
from domino_lab.tiles import DominoSet, Tile, parse_tiles

SVG_NS = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == SVG_NS + "svg" and root.get("viewBox")
    return root


def tile_rects(svg: str, only_face_up: bool = True) -> list[tuple[str, tuple[float, float, float, float]]]:
    out = []
    for el in parse(svg).iter(SVG_NS + "rect"):
        cls = el.get("class", "")
        if cls.split()[:1] != ["tile"] or (only_face_up and "face-down" in cls):
            continue
        x, y, w, h = (float(el.get(k)) for k in ("x", "y", "width", "height"))
        out.append((el.get("data-tile"), (x, y, x + w, y + h)))
    return out


def overlapping(rects) -> list:
    return [(a, b) for a, b in itertools.combinations(rects, 2) if overlaps(a[1], b[1])]


def played(game_id: str, seed: int, players: int | None = None, moves: int | None = None):
    game = dl.game(game_id)
    state = game.deal(players or game.default_players, seed)
    bots = [Random(seed + k) if k % 2 else Greedy() for k in range(state.players)]
    if moves is None:
        return run_deal(state, bots)
    for _ in range(moves):
        if state.over:
            break
        legal = state.legal_moves()
        state.play(bots[state.current].choose(state.observation(state.current), legal))
    return state


# -- SVG basics ------------------------------------------------------------------------------------

def test_tile_svg_is_xml_with_the_right_pips_for_every_tile_up_to_double_twelve():
    for tile in DominoSet(12):
        svg = draw.tile_svg(tile)
        root = parse(svg)
        pips = [el for el in root.iter(SVG_NS + "circle") if el.get("class") == "pip"]
        assert len(pips) == tile.pips, tile
        assert tile_rects(svg) == [(str(tile), tile_rects(svg)[0][1])]
        assert draw.tile_svg(tile) == svg


def test_face_down_tiles_show_nothing():
    svg = draw.hand_svg(parse_tiles("6-6 2-5 0-1"), face_down=True)
    root = parse(svg)
    assert not [el for el in root.iter(SVG_NS + "circle")]
    assert "data-tile" not in svg
    assert len(tile_rects(svg, only_face_up=False)) == 3


def test_hand_svg_lists_its_tiles_in_order_and_outlines_the_highlighted():
    hand = parse_tiles("1-2 3-3 0-6")
    svg = draw.hand_svg(hand, highlight=[Tile(3, 3)])
    assert [t for t, _ in tile_rects(svg)] == ["1-2", "3-3", "0-6"]
    rects = [el for el in parse(svg).iter(SVG_NS + "rect") if el.get("data-tile") == "3-3"]
    assert rects[0].get("stroke") == draw.PLAYABLE


def test_public_visual_objects_draw_themselves():
    state = played("kozel", 1, moves=9)
    objects = [Tile(4, 2), state.table, state, draw.tile_svg(Tile(1, 1)), draw.hand_svg([Tile(1, 2)]),
               draw.layout_svg(state.table), draw.state_svg(state)]
    for obj in objects:
        svg = obj._repr_svg_()
        assert isinstance(svg, str)
        parse(svg)
    assert Tile(4, 2)._repr_svg_() == draw.tile_svg(Tile(4, 2))
    assert state._repr_svg_() == draw.state_svg(state)
    assert isinstance(draw.state_svg(state), draw.SVG) and isinstance(draw.state_svg(state), str)


def test_svg_is_deterministic():
    for gid in ("kozel", "classic"):
        a = played(gid, 7, moves=15)
        b = played(gid, 7, moves=15)
        assert a is not b and a.to_text() == b.to_text()
        assert draw.state_svg(a) == draw.state_svg(b)
        assert draw.layout_svg(a.table) == draw.layout_svg(b.table)
        assert draw.state_svg(a, hidden=True) == draw.state_svg(b, hidden=True)
    svg = draw.layout_svg(played("kozel", 3).table)
    assert not re.search(r"\d[eE][-+]?\d", svg)  # no float exponents
    assert "-0 " not in svg and '"-0"' not in svg


def test_state_svg_of_every_playable_game_is_xml():
    for info in dl.catalogue():
        for moves in (0, 6, None):
            state = played(info.id, 2, moves=moves)
            svg = draw.state_svg(state)
            parse(svg)
            assert f"{info.name}" in svg
            parse(draw.state_svg(state, hidden=True))
            if state.table is not None:
                parse(draw.layout_svg(state.table))


def test_state_svg_shows_whose_turn_and_the_result():
    state = played("kozel", 4, moves=5)
    assert f"player {state.current} to play" in draw.state_svg(state)
    run_deal(state, [Greedy()] * 4)
    texts = [el.text for el in parse(draw.state_svg(state)).iter(SVG_NS + "text")]
    assert any("the deal is over" in t for t in texts)
    assert state.result().why in texts


def test_hidden_state_shows_only_what_the_player_may_see():
    state = played("classic", 5, players=2, moves=4)
    me = state.current
    svg = draw.state_svg(state, hidden=True)
    shown = {Tile.parse(t) for t, _ in tile_rects(svg)}
    assert shown == set(state.table.tiles()) | set(state.hands[me])
    other = draw.state_svg(state, hidden=True, reveal=1 - me)
    assert {Tile.parse(t) for t, _ in tile_rects(other)} == set(state.table.tiles()) | set(state.hands[1 - me])
    open_svg = draw.state_svg(state)
    assert {Tile.parse(t) for t, _ in tile_rects(open_svg)} == set(state.table.tiles()) | set(state.hands[0]) | \
        set(state.hands[1])


def test_last_tile_and_open_ends_are_marked():
    table = played("kozel", 11, moves=12).table
    svg = draw.layout_svg(table)
    root = parse(svg)
    last = [el for el in root.iter(SVG_NS + "rect") if el.get("stroke") == draw.LAST]
    assert len(last) == 1 and last[0].get("data-index") == str(len(table.placed) - 1)
    assert last[0].get("data-tile") == str(table.last.tile)
    opened = [el for el in root.iter(SVG_NS + "rect") if el.get("class") == "open-end"]
    assert 1 <= len(opened) <= 4  # two ends; a double at an end shades both its halves


def test_a_double_that_closes_an_arm_lies_face_down():
    # Seed 000, "Осёл": "закрыть все концы, для этого к концу выставляется дубль и переворачивается
    # тылом вверх" -- the double laid to close an arm is turned face down.
    cross = CrossLayout.from_text("6-3 3-3* 3-5 5-5# ; north: 3-1 ; south: -")
    svg = draw.layout_svg(cross)
    backs = [el for el in parse(svg).iter(SVG_NS + "rect") if "face-down" in el.get("class", "")]
    assert [el.get("data-index") for el in backs] == ["3"] and cross.placed[3].tile == Tile(5, 5)
    assert sorted(t for t, _ in tile_rects(svg)) == ["1-3", "3-3", "3-5", "3-6"]
    assert cross._repr_svg_() == svg
    closed_deals = 0
    for seed in range(30):
        state = played("donkey", seed)
        closing = state.table.closing_doubles()
        assert closing == {state.table.tips[k] for k in range(4) if state.table.closed[k]} - {0, state.table.spinner}
        for picture in (draw.layout_svg(state.table), draw.state_svg(state)):
            table_backs = {int(el.get("data-index")) for el in parse(picture).iter(SVG_NS + "rect")
                           if el.get("data-index") is not None and "face-down" in el.get("class")}
            assert table_backs == closing, seed
        closed_deals += bool(closing)
    assert closed_deals >= 10


def hand_tile_heights(svg: str) -> set[float]:
    """Heights in pixels, at the picture's natural size, of the hands' tiles (upright, not on the table)."""
    root = parse(svg)
    px = float(root.get("width")) / float(root.get("viewBox").split()[2])
    heights = set()
    for el in root.iter(SVG_NS + "rect"):
        if (el.get("class", "").startswith("tile") and el.get("data-index") is None
                and float(el.get("height")) > float(el.get("width"))):
            # the outline is inset by 4% of the square's side at each end: the tile is 2 sides tall
            heights.add(round(float(el.get("height")) / 1.92 * 2 * px, 1))
    return heights


def test_hand_tiles_are_readable_at_natural_size_and_take_a_size():
    state = played("kozel", 3, moves=2)
    assert hand_tile_heights(draw.state_svg(state)) == {48.0}
    assert hand_tile_heights(draw.state_svg(state, size=64)) == {64.0}
    assert hand_tile_heights(draw.hand_svg(state.hands[0])) == {60.0}
    assert hand_tile_heights(draw.hand_svg(state.hands[0], size=40)) == {40.0}
    labels = [el for el in parse(draw.state_svg(state)).iter(SVG_NS + "text") if "player 1" in el.text]
    assert float(labels[0].get("font-size")) >= 12  # 1 px a unit at the default size
    assert parse(draw.state_svg(state, width=300)).get("width") == "300"  # a width still wins


def test_caption_false_leaves_the_title_and_the_result_to_the_widget():
    state = played("kozel", 4)
    why = state.result().why
    texts = [el.text for el in parse(draw.state_svg(state)).iter(SVG_NS + "text")]
    assert "Kozel (the Goat) · the deal is over" in texts and why in texts
    bare = [el.text for el in parse(draw.state_svg(state, caption=False)).iter(SVG_NS + "text")]
    assert not any("Kozel" in t or "the deal is over" in t for t in bare) and why not in bare
    assert [t for t in texts if t not in bare] == ["Kozel (the Goat) · the deal is over", why]
    board = dl.Board(dl.game("kozel"), seats=[Greedy()] * 3 + ["you"], seed=4, delay=0)
    assert "Kozel" in board.header.value and "Kozel" not in board.pad.table_svg  # said once, in the header


# -- no overlapping tiles -----------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", ["kozel", "classic"])
def test_line_layouts_of_long_games_never_overlap_and_fit_a_notebook(game_id):
    longest = 0
    for seed in range(60):
        for players in (2, 4):
            state = played(game_id, seed, players)
            boxes = draw.layout_boxes(state.table)
            assert [b.index for b in boxes] == list(range(len(state.table.placed)))
            assert not overlapping([(b.index, b.rect) for b in boxes]), (seed, state.table.to_text())
            width = max(b.rect[2] for b in boxes) - min(b.rect[0] for b in boxes)
            assert width <= 11 * 2 * draw.S
            longest = max(longest, len(boxes))
    assert longest >= 20
    svg = draw.layout_svg(state.table)
    assert not overlapping(tile_rects(svg))
    assert len(tile_rects(svg)) == len(state.table)


def test_a_whole_set_in_one_line_wraps_into_rows_without_overlap():
    # the 28 tiles of an Euler line of the double-six (found greedily, Hierholzer style)
    g = graphs.set_graph(6)
    walk = nx.eulerian_circuit(nx.MultiGraph([(u, v) for u, v, _ in g.edges(keys=True) if u != v]), source=0)
    chain, seen = [], set()
    for u, v in walk:
        if u not in seen:
            chain.append((u, u))
            seen.add(u)
        chain.append((u, v))
    line = LineLayout.from_text(" ".join(f"{a}-{b}" for a, b in chain))
    assert len(line) == 28
    boxes = draw.layout_boxes(line)
    assert not overlapping([(b.index, b.rect) for b in boxes])
    rows = {round((b.rect[1] + b.rect[3]) / 2) for b in boxes if b.horizontal}
    assert len(rows) >= 3


def _layout_classes():
    classes = {}
    for mod in pkgutil.iter_modules(table_pkg.__path__):
        module = importlib.import_module(f"domino_lab.table.{mod.name}")
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, Layout) and cls is not Layout and cls.__module__ == module.__name__:
                classes[cls.__name__] = cls
    return classes


LAYOUT_CLASSES = _layout_classes()


@cache
def _games_by_layout():
    found = {}
    for info in dl.catalogue():
        game = dl.game(info.id)
        state = game.deal(game.default_players, 0)
        if state.table is not None:
            found.setdefault(type(state.table).__name__, []).append(info.id)
    return found


@pytest.mark.parametrize("name", sorted(LAYOUT_CLASSES))
def test_every_layout_class_draws_long_games_without_overlap(name):
    games = _games_by_layout().get(name)
    if not games:
        pytest.skip(f"no playable game lays a {name} yet")
    checked = 0
    for gid in games:
        for seed in range(25 if name != "LineLayout" else 6):
            state = played(gid, seed)
            if isinstance(state.table, LineLayout) and name != "LineLayout":
                continue
            boxes = draw.layout_boxes(state.table)
            assert sorted(b.index for b in boxes) == list(range(len(state.table.placed)))
            bad = overlapping([(b.index, b.rect) for b in boxes])
            assert not bad, (gid, seed, state.table.to_text() if hasattr(state.table, "to_text") else "", bad[:3])
            assert not overlapping(tile_rects(draw.layout_svg(state.table)))
            checked += 1
        for seed in range(3):  # and after every move (cuts and uncouplings rebuild ``placed``)
            state = played(gid, seed, moves=0)
            while not state.over:
                state.play(Random(seed).choose(None, state.legal_moves()))
                if state.table is not None and state.table.placed:
                    boxes = draw.layout_boxes(state.table)
                    assert not overlapping([(b.index, b.rect) for b in boxes]), (gid, seed, len(state.history))
    assert checked


class Grown(Layout):
    """A made-up layout grown at random from ``placed`` alone: arms from a lead, as the cross,
    parallel and train layouts fill it — to test the tree drawing on shapes no game makes yet."""

    name = "grown"

    def __init__(self):
        super().__init__()
        self.tips = {}

    def open_ends(self):
        return [End(i, self.placed[t].b, name) for i, (name, t) in enumerate(sorted(self.tips.items()))]


def grow(branches, n, seed, across_lead=True, roots=1):
    rng = random.Random(seed)
    tiles = list(DominoSet(n))
    rng.shuffle(tiles)
    lay = Grown()
    tips = {}
    for r in range(roots):
        lead = next(t for t in tiles if t.is_double) if across_lead else tiles[0]
        tiles.remove(lead)
        lay.placed.append(Placed(lead, lead.low, lead.high, None, f"root{r}", across_lead))
        tips.update({f"{b}{'' if r == 0 else r}": len(lay.placed) - 1 for b in branches})
    branch_of = {}
    while True:
        options = [(b, i, t) for b, i in tips.items() for t in tiles if t.has(lay.placed[i].b)]
        if not options:
            break
        b, i, t = options[rng.randrange(len(options))]
        tiles.remove(t)
        value = lay.placed[i].b
        name = b.rstrip("0123456789") if b.rstrip("0123456789") in draw.COMPASS else b
        lay.placed.append(Placed(t, value, t.other(value), i, name, t.is_double and rng.random() < 0.7))
        tips[b] = len(lay.placed) - 1
        branch_of[tips[b]] = b
    lay.tips = tips
    return lay


@pytest.mark.parametrize("branches,n,roots", [
    (["north", "east", "south", "west"], 6, 1),
    (["north", "east", "south", "west"], 9, 1),
    (["top", "bottom"], 9, 1),
    ([f"train {k}" for k in range(8)], 12, 1),
    (["a", "b"], 9, 3),
])
def test_tree_drawing_of_grown_layouts_never_overlaps(branches, n, roots):
    for seed in range(6):
        lay = grow(branches, n, seed, roots=roots)
        boxes = draw.layout_boxes(lay)
        assert sorted(b.index for b in boxes) == list(range(len(lay.placed)))
        assert not overlapping([(b.index, b.rect) for b in boxes]), (branches, n, seed)
        svg = draw.layout_svg(lay)
        assert draw.layout_svg(lay) == svg
        assert len(tile_rects(svg)) == len(lay.placed)


def test_matplotlib_drawings_take_an_axes():
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    state = played("kozel", 2, moves=10)
    fig, axes = plt.subplots(1, 4)
    assert draw.draw_state(state, ax=axes[0]) is axes[0]
    assert draw.draw_layout(state.table, ax=axes[1]) is axes[1]
    assert graphs.draw_set_graph(state, ax=axes[2], numbers=True) is axes[2]
    assert graphs.draw_board_graph(state, ax=axes[3]) is axes[3]
    assert len(axes[1].patches) >= len(state.table)
    plt.close(fig)


# -- graphs ---------------------------------------------------------------------------------------------

def test_set_graph_is_the_complete_graph_with_a_loop_per_double():
    for n in (2, 6, 9):
        g = graphs.set_graph(n)
        assert sorted(g.nodes) == list(range(n + 1))
        assert g.number_of_edges() == len(DominoSet(n))
        assert sorted(k for _, _, k in g.edges(keys=True)) == sorted(DominoSet(n))
        assert nx.number_of_selfloops(g) == n + 1
        assert set(dict(g.degree()).values()) == {n + 2}
        simple = nx.Graph(g)
        simple.remove_edges_from(nx.selfloop_edges(simple))
        assert nx.is_isomorphic(simple, nx.complete_graph(n + 1))


def test_chain_trail_walks_the_set_graph():
    state = played("kozel", 8)
    trail = graphs.chain_trail(state)
    g = graphs.set_graph(6)
    assert sorted(t for _, _, t in trail) == sorted(state.table.tiles())
    for (_, v, _), (u2, _, _) in zip(trail, trail[1:]):
        assert v == u2
    assert all(g.has_edge(u, v, key=t) for u, v, t in trail)
    assert [e.value for e in state.table.open_ends()] == [trail[0][0], trail[-1][1]]
    with pytest.raises(ValueError, match="line layout"):
        graphs.chain_trail(grow(["east", "west"], 6, 0))


SEED_003_FISH = ("kozel | hands: 0-0 0-1 0-3 0-4 0-6 / 1-1 1-3 1-4 1-5 3-3 / 3-5 3-6 4-4 4-5 / 4-6 5-5 5-6 6-6 | "
                 "table: 2-5 5-0 0-2 2-2 2-1 1-6 6-2 2-3 3-4 4-2 | boneyard: - | turn: over")


def test_fish_of_seed_003_is_a_saturated_vertex():
    # Seed 003 ("Козёл"): 0-2, 1-2, 2-6, 2-3 on the table, the chain ends with 5-2 and 2-4: a fish.
    state = dl.State.from_text(SEED_003_FISH)
    assert state.over and state.result().reason == "fish"
    fish = graphs.fish_explanation(state)
    assert fish is not None
    assert fish.values == (2,) and fish.ends == (2, 2)
    assert fish.tiles == (tuple(parse_tiles("0-2 1-2 2-2 2-3 2-4 2-5 2-6")),)
    text = str(fish)
    assert "both open ends show 2" in text and "vertex 2 has degree 8" in text
    g = graphs.set_graph(6)
    used = {t for _, _, t in graphs.chain_trail(state)}
    assert all(k in used for _, _, k in g.edges(2, keys=True))


def test_no_fish_while_an_end_can_still_be_answered():
    state = dl.State.from_text(SEED_003_FISH.replace("table: 2-5 5-0 0-2 2-2 2-1 1-6 6-2 2-3 3-4 4-2",
                                                     "table: 2-5 5-0 0-2 2-2 2-1 1-6 6-2 2-3 3-4")
                               .replace("4-6 5-5", "2-4 4-6 5-5").replace("turn: over", "turn: 0"))
    assert graphs.fish_explanation(state) is None
    assert graphs.fish_explanation(LineLayout()) is None


def test_a_bot_fish_in_kozel_is_explained():
    found = 0
    for seed in range(200):
        state = played("kozel", seed)
        fish = graphs.fish_explanation(state)
        if state.result().reason == "fish" and state.game.options.undrawable == 0 and not state.boneyard:
            assert fish is not None, state.to_text()
            ends = set(state.table.end_values())
            assert set(fish.values) == ends
            found += 1
        if fish is not None:  # a saturated end can take no tile from anyone (even after someone went out)
            assert not any(t.has(v) for hand in state.hands for t in hand for v in fish.values)
    assert found


def test_what_can_follow_lists_unseen_fits_and_dead_numbers():
    state = dl.State.from_text("classic | hands: 0-0 2-3 2-5 4-6 / 1-1 3-6 4-4 | table: 4-2 2-2 2-1 1-6 6-2 2-0 0-4 | "
                               "boneyard: 0-1 0-3 0-5 0-6 1-3 1-4 1-5 3-3 3-4 3-5 4-5 5-5 5-6 6-6 | turn: 0")
    public = graphs.what_can_follow(state)
    assert public.ends == (4, 4)
    assert public.unseen == {4: tuple(parse_tiles("1-4 3-4 4-4 4-5 4-6"))}
    assert public.dead == ()  # 2-3 and 2-5 are still hidden from an onlooker
    mine = graphs.what_can_follow(state, player=0)
    assert mine.unseen == {4: tuple(parse_tiles("1-4 3-4 4-4 4-5"))}
    assert mine.mine == {4: (Tile(4, 6),)}
    assert mine.dead == (2,)  # player 0 sees every 2: five on the table, two in hand
    assert str(mine).splitlines() == ["on 4: 1-4 3-4 4-4 4-5; in hand: 4-6", "dead numbers: 2"]


def test_board_graph_is_the_tree_of_joints():
    for gid in ("kozel", "donkey", "fork", "wagons"):
        state = played(gid, 3)
        g = graphs.board_graph(state)
        placed = state.table.placed
        assert set(g.nodes) == {p.tile for p in placed}
        roots = sum(p.parent is None for p in placed)
        assert g.number_of_edges() == len(placed) - roots
        assert nx.is_forest(g) and nx.number_connected_components(g) == roots
        for u, v, d in g.edges(data=True):
            assert u.has(d["pips"]) and v.has(d["pips"])


# -- Euler ------------------------------------------------------------------------------------------------

def brute_counts(tiles):
    """(directed lines, directed rings up to rotation) by trying every order: a DP over which
    tiles are used and which number the line's right end shows, for every first tile."""
    tiles = sorted(tiles)
    full = (1 << len(tiles)) - 1

    @cache
    def finish(mask, end, start):
        if mask == full:
            return (1, int(end == start))
        lines = rings = 0
        for i, t in enumerate(tiles):
            if not mask >> i & 1 and t.has(end):
                a, b = finish(mask | 1 << i, t.other(end), start)
                lines, rings = lines + a, rings + b
        return lines, rings

    lines = rings = 0
    for i, t in enumerate(tiles):
        for first in {t.low, t.high}:
            a, b = finish(1 << i, t.other(first), first)
            lines, rings = lines + a, rings + b
    return lines, rings // len(tiles)


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_euler_counts_agree_with_brute_force_on_small_sets(n):
    lines, rings = brute_counts(list(DominoSet(n)))
    facts = graphs.euler_facts(n)
    assert (facts.line_sequences, facts.ring_sequences) == (lines, rings)
    assert facts.lines * 2 == lines and facts.rings * 2 == rings
    assert facts.ring_possible == (rings > 0) == (n % 2 == 0)
    assert facts.line_possible == (lines > 0)


def test_line_and_ring_counts_of_any_tiles_agree_with_brute_force():
    rng = random.Random(3)
    kinds = set()
    for k in range(40):
        if k % 2:
            tiles = rng.sample(list(DominoSet(5)), rng.randrange(3, 11))
        else:  # nearly whole double-4 sets: rings as well as lines
            tiles = rng.sample(list(DominoSet(4)), rng.randrange(11, 15))
        lines, rings = brute_counts(tiles)
        assert graphs.count_lines(tiles, directed=True) == lines, tiles
        assert graphs.count_rings(tiles, directed=True) == rings, tiles
        assert graphs.count_lines(tiles) == lines // 2 and graphs.count_rings(tiles) == rings // 2
        kinds.add((lines > 0, rings > 0))
    assert kinds >= {(True, True), (True, False), (False, False)}


def test_double_six_counts_are_exact_and_fast():
    facts = graphs.euler_facts(6)
    for value in (facts.circuits, facts.rings, facts.ring_sequences, facts.lines, facts.line_sequences):
        assert type(value) is int and value > 0
    assert facts.double_places == 3 ** 7  # each double at one of the 3 visits of its number
    assert facts.ring_sequences == facts.circuits * facts.double_places
    assert facts.line_sequences == 28 * facts.ring_sequences
    assert facts.circuits == 129_976_320  # Eulerian circuits of K7, a classical figure
    assert facts.line_sequences == 7_959_229_931_520  # Reiss's count of double-six lines
    assert "rings:" in str(facts)


def test_odd_sets_have_no_ring_and_double_five_no_line():
    five = graphs.euler_facts(5)
    assert not five.ring_possible and not five.line_possible
    assert five.odd_vertices == tuple(range(6)) and five.degree == 7
    assert five.rings == five.lines == five.circuits == 0
    one = graphs.euler_facts(1)
    assert one.line_possible and not one.ring_possible and one.lines == 1
    nine = graphs.euler_facts(9)  # every number on 11 tile ends: no line, and the count says 0, not None
    assert not nine.line_possible and nine.lines == nine.rings == nine.line_sequences == 0
