"""Who leads a chain deal: the holder of the first tile of an order of precedence (6-6, 5-5, …
or a game's own), the order worked out once per game."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Protocol

from ...errors import SetupError
from ...tiles import Tile

__all__ = ["lead_by_order"]


class _LeadOrdered(Protocol):
    """What the order is read from: a chain game (``ChainGame.lead_order``; hashable, a value)."""

    def lead_order(self) -> list[Tile]: ...


@functools.lru_cache(maxsize=256)
def _lead_order_of(game: _LeadOrdered) -> list[Tile]:
    """``game.lead_order()``, worked out once per game (a game is a value: its class and options)."""
    return game.lead_order()


def lead_by_order(hands: Sequence[set[Tile]], order: Sequence[Tile]) -> tuple[int, frozenset[Tile]]:
    """The holder of the first tile of ``order`` that was dealt leads with it."""
    for tile in order:
        for p, hand in enumerate(hands):
            if tile in hand:
                return p, frozenset([tile])
    raise SetupError("no hand holds any tile")  # pragma: no cover - hands are never all empty
