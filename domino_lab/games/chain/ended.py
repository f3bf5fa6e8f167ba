"""What a chain deal read from text as finished may not show (``ChainState._ended_problem``),
kept here so that the family's module (``chain.base``) stays under 600 lines."""

from __future__ import annotations

from typing import Any

from ...i18n import _


def ended_problem(state: Any, reason: str, winner: int | None) -> str | None:
    """Why a deal read as finished (``ended: reason``) cannot have ended so (``None``: it can)."""
    if reason == "out" and winner is None:
        return "ended: out, but every hand still holds tiles"
    # a play that empties a hand ends the deal out (``_apply``), unless the game says when it does (the
    # line-scoring games' ``out_ends_deal``: French's not while the boneyard lasts): then no fish has one
    out, ends_out = [p for p, h in enumerate(state.hands) if not h], getattr(state.game, "out_ends_deal", None)
    if reason == "fish" and out and (ends_out is None or ends_out(state)):
        return _("ended: fish, but player {p} has no tiles left: laying his last tile he went out", p=out[0])
    return None
