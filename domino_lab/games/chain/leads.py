"""Who leads a chain deal: the holder of the first tile of an order of precedence (6-6, 5-5, …
or a game's own), the order worked out once per game."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any, Protocol

from ...errors import SetupError
from ...i18n import _, language
from ...tiles import Tile

__all__ = ["lead_by_order", "lay_common_lead"]


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


def lay_common_lead(state: Any) -> None:
    """Lay the top of the tiles left undealt as the lead for all (Wagons' at three players, Blitz's common lead
    at five and six), as the table lays its tiles (``_lay_shared``). A deal that leaves no tile undealt (a
    ``hand_size`` that deals the whole set: Blitz on the double-nine, five hands of 11) is refused by name: it was
    a bare ``IndexError`` (pop from empty list)."""
    if not state.boneyard:
        info, players = state.game.info, state.players
        raise SetupError(_("{name}: at {players} players the deal lays a common lead from the tiles left undealt, but "
                           "{players} hands of {size} take all {n} tiles of the set; deal fewer (hand_size)",
                           name=info.name_ru if language() == "ru" else info.name, players=players,
                           size=len(state.hands[0]), n=players * len(state.hands[0])))
    state._lay_shared(state.boneyard.pop())
