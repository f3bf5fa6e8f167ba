"""Which draw rule a chain state's ``_apply`` makes, read by identity, for the loops that restate the turn.

The family's ``ChainState._apply`` draws a tile and leaves the turn with the drawer; Fork's
(``ForkState._apply``) then starts the round of passes again and, with its option ``draw_passes``,
ends the turn. A loop that writes the turn out (``kernel``, ``seeded``) plays
either, and asks here which one a game's state has: ``fork_draw`` of a state class (``None``
where its ``_apply`` is any other, which such a loop leaves to another road), ``draws_pass`` of a
game (what the loop does after a draw). Any loop that restates ``ChainState._apply`` may take
Fork's states by the same test.
"""

from __future__ import annotations

import functools
from typing import Any

from .base import ChainGame, ChainState

__all__ = ["fork_draw", "draws_pass"]


@functools.cache
def fork_draw(state: Any) -> bool | None:
    """Whether a move on a state of class ``state`` is applied by Fork's ``_apply`` (its draw starts
    the round of passes again and, with the option ``draw_passes``, ends the turn), through its
    ``super()`` the family's: ``True``; by the family's alone: ``False``; ``None`` where any other
    class of its MRO above ``ChainState`` has an ``_apply`` (read by identity: the classes that
    define one), which a loop that restates ``ChainState._apply`` leaves to another road. (What
    else the state overrides is each loop's to check.)"""
    from .fork import ForkState  # (here, not at the top: the kernel imports this module before the games, whose
    # catalogue order is the order they are imported in, games/chain/__init__.py)

    if not (isinstance(state, type) and issubclass(state, ChainState)):
        return None
    mro = state.__mro__
    own = [k for k in mro[:mro.index(ChainState)] if "_apply" in vars(k)]
    return True if own == [ForkState] else False if not own else None


def draws_pass(game: ChainGame) -> tuple[bool, bool]:
    """For the loops (``kernel``, ``seeded``): whether a draw starts the round of passes again, and
    whether it ends the turn (the game's ``draw_passes`` option, read as ``ForkState._apply`` reads it)."""
    state: Any = type(game).StateClass  # (Any: mypy checks a class against Hashable as if an instance)
    restarts = bool(fork_draw(state))
    return restarts, restarts and game.options.draw_passes  # type: ignore[attr-defined]  # (Fork's options)
