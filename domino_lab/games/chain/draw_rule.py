"""Which draw rule a chain state's ``_apply`` makes, read by identity, for the loops that restate the turn.

The family's ``ChainState._apply`` draws a tile and leaves the turn with the drawer; Fork's
(``ForkState._apply``) then starts the round of passes again and, with its option ``draw_passes``,
ends the turn. A loop that writes the turn out (``kernel``, ``seeded``) plays either, and asks here
which one a game's state has: ``fork_draw`` of a state class (``None`` where the state changes
anything else below the family's, which such a loop then leaves to another road), ``draws_pass``
of a game (what the loop does after a draw). Another loop that restates ``ChainState._apply`` may
take Fork's states by the same test.
"""

from __future__ import annotations

import functools
from typing import Any

from .. import fastpath
from .base import ChainGame, ChainState
from .fork import ForkState

__all__ = ["fork_draw", "draws_pass"]


#: The states whose ``_apply`` the loop plays (by identity): the family's, and Fork's, whose draw
#: starts the round of passes again and, with its ``draw_passes`` option, ends the turn.
_APPLIES = (ChainState._apply, ForkState._apply)


@functools.cache
def fork_draw(state: Any) -> bool | None:
    """Whether a draw on a state of class ``state`` is Fork's (``ForkState._apply``: it starts the
    round of passes again and, with the option ``draw_passes``, ends the turn) rather than the
    family's; ``None`` where a loop does not play that state: it must be a subclass of
    ``ChainState`` whose only override below it is an ``_apply`` of ``_APPLIES`` (read by identity).
    The kernel finishes its deals in that class (``played_out.out_class``)."""
    if not (isinstance(state, type) and issubclass(state, ChainState) and state._apply in _APPLIES
            and fastpath.plays_all(state, ChainState, frozenset({"_apply"}))):
        return None
    return state._apply is ForkState._apply


def draws_pass(game: ChainGame) -> tuple[bool, bool]:
    """For the loops (``kernel``, ``seeded``): whether a draw starts the round of passes again, and
    whether it ends the turn (the game's ``draw_passes`` option, read as ``ForkState._apply`` reads it)."""
    state: Any = type(game).StateClass  # (Any: mypy checks a class against Hashable as if an instance)
    restarts = bool(fork_draw(state))
    return restarts, restarts and game.options.draw_passes  # type: ignore[attr-defined]  # (Fork's options)
