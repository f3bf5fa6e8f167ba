"""The rules library: the engine's contract (``base``), the catalogue (``registry``) and the games,
grouped by seed 000's taxonomy."""

from .base import DealResult, Game, GameInfo, Observation, State
from .registry import catalogue, game

__all__ = ["DealResult", "Game", "GameInfo", "Observation", "State", "catalogue", "game"]
