"""Interactive boards on ipywidgets: play any game against bots or hot-seat (``Board``; pick
the game and the seats with ``GamePicker``), step through a recorded game (``Replay``), and turn
a variant's knobs and see what changes (``Explorer``).

Widgets are compositions of stock ipywidgets controls wired by callbacks; pictures are rendered
as SVG. The one thing stock controls cannot do, clicking a tile's picture, is a small anywidget
(``pad.TilePad``: an ES module shipped in ``widgets/static``). Everything works — and is
testable — without a browser: tests call ``button.click()``, or write the click the browser
would write into the pad, and read the model.
"""

from .board import Board
from .exercise import Exercises
from .explorer import Explorer
from .picker import GamePicker
from .replay import Replay

__all__ = ["Board", "GamePicker", "Replay", "Explorer", "Exercises"]
