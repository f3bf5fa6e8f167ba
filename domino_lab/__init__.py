"""domino_lab: the whole family of domino games, to play, teach and explore in Jupyter.

>>> import domino_lab as dl
>>> game = dl.game("kozel")
>>> state = game.deal(players=4, seed=1)
>>> state.legal_moves()
[<lead 1-1>]
"""

from typing import Any

from . import bots, draw, taxonomy
from .analysis import Solution, solve
from .analysis.analyse import Analysis, analyse
from .analysis.review import review
from .design import design, mechanics
from .errors import DominoError, IllegalMove, NotationError, RecordError, Redeal, SetupError, SimulationError
from .games.base import DealResult, Game, GameInfo, Observation, State, Termination
from .games.registry import catalogue, game
from .i18n import language
from .match import DealRecord, Match, MatchRecord, play, play_match, playout
from .moves import Draw, Move, Multi, Pass, Play
from .positions import position
from .rulecard import rules
from .sim import compare, simulate, summarize
from .tiles import DominoSet, Tile

__version__ = "0.1.0"


def exercises(lesson: str) -> Any:
    """The exercises that end a lesson notebook, as a widget: each question with an answer box, a
    "check" button and its solution folded away (``dl.exercises("03")``; the questions and their
    stored answers live in ``domino_lab.lessons``)."""
    from .widgets.exercise import Exercises

    return Exercises(lesson)


def __getattr__(name: str) -> Any:
    """The widgets load ipywidgets, so they are imported on first use: ``dl.Board``, ``dl.Replay``,
    ``dl.Explorer``."""
    import importlib

    if name in ("Board", "Replay", "Explorer", "GamePicker"):
        return getattr(importlib.import_module(f"{__name__}.widgets"), name)
    if name == "evaluate":  # the designer's measures (pandas, matplotlib on first use)
        return importlib.import_module(f"{__name__}.design.evaluate").evaluate
    if name == "Designer":  # the variant designer's widget (ipywidgets on first use)
        return importlib.import_module(f"{__name__}.design.widget").Designer
    if name == "graphs":  # networkx loads on first use
        return importlib.import_module(f"{__name__}.graphs")
    raise AttributeError(f"module 'domino_lab' has no attribute {name!r}")

__all__ = [
    "Board", "Replay", "Explorer", "GamePicker", "exercises", "bots", "draw", "graphs", "taxonomy", "catalogue",
    "rules",
    "game", "play", "play_match", "playout", "simulate", "summarize", "compare", "position", "Match", "DealRecord",
    "MatchRecord",
    "Tile", "DominoSet", "Move", "Play", "Draw", "Pass", "Multi", "Game", "GameInfo", "State", "DealResult",
    "Termination", "Observation", "DominoError", "IllegalMove", "SetupError", "Redeal", "NotationError", "RecordError",
    "SimulationError", "solve", "Solution", "analyse", "Analysis", "review",
    "language", "design", "mechanics", "evaluate", "Designer",
]
