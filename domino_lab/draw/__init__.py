"""Drawings: tiles, hands, layouts and whole deals as SVG (Jupyter shows them) and with matplotlib.

Every picture is first built as a small *scene* (tiles at positions, texts, connector lines) and
then written out by one of two backends: ``*_svg`` functions return an :class:`SVG` (a ``str``
that Jupyter draws, python-chess's trick), ``draw_*`` functions paint on a matplotlib axes.
Output is byte-for-byte deterministic: no ids, no randomness, fixed number formatting.

>>> from domino_lab import Tile
>>> svg = tile_svg(Tile(2, 5))
>>> svg.startswith("<svg") and 'data-tile="2-5"' in svg
True

Where the pieces live, and why the imports run one way only::

    svg                  SVG primitives: scenes, pips, the SVG writer, a tile from two numbers
     ^                   (a leaf: imports nothing from domino_lab)
    tiles                Tile._repr_svg_ = svg.tile_picture(low, high)
     ^
    table.geometry       where a layout's tiles are drawn: the snake, the tree, the marks
     ^                   (reads plain data: ``placed``, a chain, the open ends' values)
    table.base, .line    Layout.sprites() (each layout draws itself); Layout._repr_svg_
     ^
    draw.mpl             the matplotlib backend (a scene on an axes)
    draw.hands           tile_svg, hand_svg, draw_tile, draw_hand
    draw.layouts         layout_svg, layout_boxes, draw_layout (from Layout.sprites)
    draw.state           state_svg, draw_state; reads a deal through the DrawnState protocol
    draw.search_tree     draw_search_tree: the top of a search.ISMCTS tree, read duck-typed
    draw.charts          grid_svg (SVG pictures side by side), line_chart_svg: figures without matplotlib
     ^
    games.base           State._repr_svg_ imports draw (inside the method)

The models (``tiles``, ``table``) never import ``draw``: they draw themselves with ``svg`` and
``table.geometry``. ``draw`` imports no game (a deal is duck-typed by :class:`DrawnState`), so
the games may import ``draw`` without a cycle. ``tests/test_imports.py`` checks the whole graph.
"""

from ..svg import LAST, PLAYABLE, SVG, S, pip_positions
from ..table.geometry import COMPASS
from .charts import Series, grid_svg, line_chart_svg
from .hands import draw_hand, draw_tile, hand_svg, tile_svg
from .layouts import TileBox, draw_layout, layout_boxes, layout_svg
from .search_tree import draw_search_tree
from .state import DrawnState, draw_state, state_svg

__all__ = ["SVG", "TileBox", "DrawnState", "tile_svg", "hand_svg", "layout_svg", "state_svg", "layout_boxes",
           "draw_tile", "draw_hand", "draw_layout", "draw_state", "draw_search_tree", "pip_positions", "S", "COMPASS",
           "LAST", "PLAYABLE", "grid_svg", "line_chart_svg", "Series"]
