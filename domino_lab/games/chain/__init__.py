"""Type 3 laying games whose layout is a chain (seed 000, "Форма выкладки - цепь").

``base`` holds what every chain game shares (dealing, leads, matching ends, drawing from the
boneyard, passing, fish detection, counting hands); each game is a small module of its own.
"""

from .base import ChainGame, ChainOptions, ChainState

__all__ = ["ChainGame", "ChainOptions", "ChainState"]

from . import (  # noqa: F401, I001  (each module registers its game, in catalogue order)
    classic, kozel, sea_goat, blitz, ladder, seven, dark_blitz, wagons, fork, double_lock, milky_way, general, sausage,
)
