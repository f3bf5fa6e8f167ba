"""Figures without matplotlib (``draw.grid_svg``, ``draw.line_chart_svg``, ``graphs.board_graph_svg``,
``graphs.set_graph_svg``'s title): what lesson 05 draws, so that it runs on the offline browser
site. Each picture is valid SVG with the expected elements, the same bytes twice, and is drawn
with matplotlib hidden (``import matplotlib`` fails, as it does on the site)."""

from __future__ import annotations

import math
import sys
import xml.etree.ElementTree as ET

import pytest

import domino_lab as dl
from domino_lab import draw, graphs
from domino_lab.table import LineLayout

NS = "{http://www.w3.org/2000/svg}"


@pytest.fixture(autouse=True)
def no_matplotlib(monkeypatch):
    """``import matplotlib`` (and its submodules) fails here, as on the offline site."""
    for name in [m for m in sys.modules if m == "matplotlib" or m.startswith("matplotlib.")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    monkeypatch.setitem(sys.modules, "matplotlib.pyplot", None)
    with pytest.raises(ImportError):
        import matplotlib.pyplot  # noqa: F401


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == NS + "svg"
    assert float(root.get("width")) > 0 and float(root.get("height")) > 0 and root.get("viewBox")
    return root


def texts(root: ET.Element) -> list[str]:
    return ["".join(el.itertext()) for el in root.iter(NS + "text")]


def kozel_record(seed: int = 0):
    bots = [dl.bots.Greedy(), dl.bots.Random(1), dl.bots.Greedy(), dl.bots.Random(3)]
    return dl.play(dl.game("kozel"), bots, seed=seed)


# -- the set graph with a title -------------------------------------------------------------------

def test_set_graph_svg_title_sits_in_a_band_above_the_same_picture():
    plain = graphs.set_graph_svg(size=300)
    titled = graphs.set_graph_svg(size=300, title="K7 & loops")
    root = parse(titled)
    assert "K7 & loops" in texts(root)
    assert float(root.get("height")) == float(parse(plain).get("height")) + 24
    assert root.get("viewBox").split()[1] == "-24"
    # the drawing itself is unchanged: the same edges and vertices
    assert titled.count("<line") == plain.count("<line") == 21
    assert titled.count("<circle") == plain.count("<circle") == 14


# -- pictures side by side ------------------------------------------------------------------------

def test_grid_svg_places_the_pictures_in_a_row_under_their_titles():
    record = kozel_record()
    moments = [6, 14, len(record.moves)]
    pictures = [graphs.set_graph_svg(record.replay(k), numbers=True, size=300) for k in moments]
    grid = draw.grid_svg(pictures, titles=[f"after {k} moves" for k in moments])
    root = parse(grid)
    inner = root.findall(NS + "svg")
    assert len(inner) == 3
    xs = [float(el.get("x")) for el in inner]
    assert xs == sorted(xs) and len(set(xs)) == 3 and {el.get("y") for el in inner} == {"22"}
    assert [t for t in texts(root) if t.startswith("after")] == ["after 6 moves", "after 14 moves",
                                                                 "after 17 moves"]
    # each picture keeps its own drawing (the edges of the set graph) and its viewBox
    for el, picture in zip(inner, pictures):
        assert len(el.findall(NS + "line")) == picture.count("<line")
        assert el.get("viewBox") == parse(picture).get("viewBox")
    assert float(root.get("width")) == pytest.approx(3 * 300 + 2 * 16)
    assert draw.grid_svg(pictures, titles=[f"after {k} moves" for k in moments]) == grid


def test_grid_svg_scales_to_a_height_and_wraps_into_rows():
    square = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="100" height="100"></svg>'
    wide = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><rect width="5" height="5"/></svg>'
    root = parse(draw.grid_svg([square, wide, square], columns=2, height=40, gap=10))
    sizes = [(el.get("x"), el.get("y"), el.get("width"), el.get("height")) for el in root.findall(NS + "svg")]
    assert sizes == [("0", "0", "40", "40"), ("50", "0", "160", "40"), ("0", "50", "40", "40")]
    assert (root.get("width"), root.get("height")) == ("210", "90")
    # a picture without a viewBox gets one, so that it scales instead of being cut
    assert root.findall(NS + "svg")[1].get("viewBox") == "0 0 200 50"


def test_grid_svg_refuses_what_it_cannot_place():
    with pytest.raises(ValueError):
        draw.grid_svg([])
    with pytest.raises(ValueError):
        draw.grid_svg([graphs.set_graph_svg()], titles=["one", "two"])
    with pytest.raises(ValueError):
        draw.grid_svg(["<p>not a picture</p>"])


# -- the line chart -------------------------------------------------------------------------------

def lesson_chart() -> tuple[draw.SVG, list[int], list[int]]:
    evens = list(range(2, 13, 2))
    facts = [graphs.euler_facts(n) for n in evens]
    lines = [f.line_sequences for f in facts]
    rows = [math.factorial(f.tiles) * 2 ** (f.tiles - n - 1) for f, n in zip(facts, evens)]
    chart = draw.line_chart_svg([f"double-{n}" for n in evens],
                                [draw.Series("lines of the whole set", lines),
                                 draw.Series("all rows", rows, colour="grey", dashed=True, marker="square")],
                                log=True, y_label="how many (log scale)")
    return chart, lines, rows


def test_log_chart_of_the_lesson_has_both_series_on_powers_of_ten():
    chart, lines, rows = lesson_chart()
    root = parse(chart)
    polylines = root.findall(NS + "polyline")
    assert len(polylines) == 2 and polylines[1].get("stroke-dasharray") and not polylines[0].get("stroke-dasharray")
    circles = [el for el in root.iter(NS + "circle") if el.get("class") == "point"]
    squares = [el for el in root.iter(NS + "rect") if el.get("class") == "point"]
    assert len(circles) == len(squares) == 6
    assert all(el.get("fill") == "grey" for el in squares)
    words = texts(root)
    assert {"lines of the whole set", "all rows", "how many (log scale)", "double-2", "double-12"} <= set(words)
    # the y axis is marked at 10^0, 10^30, ... 10^180, as the matplotlib figure was
    assert [w for w in words if w.startswith("10")] == [f"10{k}" for k in range(0, 181, 30)]
    # each point names its value; higher values are drawn higher (smaller y)
    assert [el.findtext(NS + "title") for el in circles][-1] == f"double-12: {float(lines[-1]):.4g}"
    ys = [float(el.get("cy")) for el in circles]
    assert ys == sorted(ys, reverse=True)
    # the legal lines lie below every row of the tiles
    assert all(float(c.get("cy")) > float(s.get("y")) + 4 for c, s in zip(circles[1:], squares[1:]))
    assert lesson_chart()[0] == chart


def test_linear_chart_leaves_out_missing_points_and_a_log_chart_its_zeros():
    chart = draw.line_chart_svg(["a", "b", "c"], [draw.Series("s", [1.0, None, 3.0], marker="none")],
                                title="a title")
    root = parse(chart)
    assert "a title" in texts(root)
    assert [el for el in root.iter() if el.get("class") == "point"] == []  # marker "none"
    assert len(root.find(NS + "polyline").get("points").split()) == 2
    odd = draw.line_chart_svg(["double-1", "double-3"], [draw.Series("lines", [2, 0])], log=True)
    assert odd.count('class="point"') == 1  # 0 has no place on a log scale
    with pytest.raises(ValueError):
        draw.line_chart_svg(["a", "b"], [draw.Series("s", [1.0])])
    with pytest.raises(ValueError):
        draw.line_chart_svg([], [])


def test_chart_names_a_value_too_big_for_a_float():
    chart = draw.line_chart_svg(["x"], [draw.Series("huge", [10**400])], log=True)
    (point,) = [el for el in parse(chart).iter() if el.get("class") == "point"]
    assert point.findtext(NS + "title") == "x: 1.000e+400"


# -- the board graph ------------------------------------------------------------------------------

def test_board_graph_svg_has_a_node_per_tile_and_a_labelled_line_per_joint():
    bots = [dl.bots.Greedy(), dl.bots.Random(1), dl.bots.Greedy(), dl.bots.Random(3)]
    donkey = dl.game("donkey")
    board = dl.play(donkey, bots[:donkey.default_players], seed=1).replay()
    g = graphs.board_graph(board)
    picture = graphs.board_graph_svg(board)
    root = parse(picture)
    nodes = [el for el in root.iter(NS + "circle") if el.get("class") == "node"]
    joints = [el for el in root.iter(NS + "line") if el.get("class") == "joint"]
    assert sorted(el.get("data-tile") for el in nodes) == sorted(str(t) for t in g.nodes)
    assert len(joints) == g.number_of_edges() == 23
    words = texts(root)
    assert sorted(w for w in words if "-" not in w) == sorted(str(d["pips"]) for *_, d in g.edges(data=True))
    # each node sits where its tile is drawn by layout_svg, at the same scale
    boxes = {str(b.tile): b.rect for b in draw.layout_boxes(board.table)}
    for el in nodes:
        x0, y0, x1, y1 = boxes[el.get("data-tile")]
        assert float(el.get("cx")) == pytest.approx((x0 + x1) / 2, abs=0.01)
        assert float(el.get("cy")) == pytest.approx((y0 + y1) / 2, abs=0.01)
    table = parse(draw.layout_svg(board.table))
    assert float(root.get("width")) == pytest.approx(float(table.get("width")), rel=0.15)
    assert graphs.board_graph_svg(board) == picture


def test_board_graph_svg_of_a_line_and_of_an_empty_table():
    root = parse(graphs.board_graph_svg(LineLayout.from_text("5-1 1-1 1-3")))
    assert [el.get("data-tile") for el in root.iter(NS + "circle")] == ["1-5", "1-1", "1-3"]
    empty = dl.game("kozel").deal(4, seed=0)
    root = parse(graphs.board_graph_svg(empty))
    assert list(root.iter(NS + "circle")) == []
