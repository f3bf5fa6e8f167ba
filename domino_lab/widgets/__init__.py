"""Interactive boards on ipywidgets: play against bots (``Board``), step through a recorded game
(``Replay``), and turn a variant's knobs and see what changes (``Explorer``).

Widgets are compositions of stock ipywidgets controls wired by callbacks; pictures are rendered
into ``HTML.value`` as SVG, so everything works — and is testable — without a browser: tests call
``button.click()`` and read the model.
"""

from .board import Board
from .explorer import Explorer
from .replay import Replay

__all__ = ["Board", "Replay", "Explorer"]
