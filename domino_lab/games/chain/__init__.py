"""Type 3 laying games whose layout is a chain (seed 000, "Форма выкладки - цепь").

``base`` holds what every chain game shares (dealing, leads, matching ends, drawing from the
boneyard, passing, fish detection, counting hands); each game is a small module of its own.
"""

from .base import ChainGame, ChainOptions, ChainState

__all__ = ["ChainGame", "ChainOptions", "ChainState"]
