"""The rules library: the engine's contract (``base``), the catalogue (``registry``) and the games,
one package per family of seed 000's taxonomy. Importing this package imports every family, and
every game module registers itself in the catalogue as it is imported."""

from . import chain, collecting, counting, cross, discard, tricks  # noqa: E402, F401, I001  (registers every game)
from .base import DealResult, Game, Observation, State
from .registry import GameInfo, catalogue, game, register

__all__ = ["DealResult", "Game", "GameInfo", "Observation", "State", "catalogue", "game", "register"]
