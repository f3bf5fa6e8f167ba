"""Why a chain deal refuses a move (``ChainState._why_illegal``): the family's rules, checked in
the order a player breaks them. Asked only of a move that is not legal, so kept apart from the rules
of play in ``base``: the move, the boneyard, the lead, then each tile against the open ends."""

from __future__ import annotations

from typing import Any

from ...i18n import _
from ...moves import Draw, Move, Multi, Pass, Play


def why_illegal(state: Any, move: Move, base: str) -> str:
    """Why ``move`` is not legal in the chain deal ``state``, in words; ``base`` is the engine's
    own answer (``State._why_illegal``), given where the family has none finer."""
    if not isinstance(move, (Play, Multi)) or state._tile_violation(move):
        if isinstance(move, Draw):
            if state.legal_moves() and any(m.tiles for m in state.legal_moves()):
                fit = next(m for m in state.legal_moves() if m.tiles)
                return _("you cannot draw while you hold a tile that fits ({fit})", fit=fit)
            return _("the boneyard has no tile you may draw")
        if isinstance(move, Pass):
            first = state.legal_moves()[0]
            if first.tiles:
                return _("you cannot pass while you hold a tile that fits ({fit})", fit=first)
            return _("you cannot pass while you may still draw from the boneyard")
        return base
    moves = move.plays if isinstance(move, Multi) else (move,)
    plays = [p for p in moves if isinstance(p, Play)]
    if len(plays) != len(moves):  # a Multi of foreign moves: never legal here
        return base
    if state.table.empty:
        allowed = ", ".join(str(t) for t in sorted(state.lead_tiles or ()))
        return _("the lead must be {allowed}", allowed=allowed) if allowed else base
    for play in plays:
        ends = [e for e in state.table.open_ends() if state.game.fits(play.tile, e.value)]
        if not ends:
            return _("{tile} does not match {ends}", tile=play.tile, ends=state.table.ends_text())
        if play.on is not None and play.on not in state.table.end_values():
            return _("there is no open end {on}: the table shows {ends}", on=play.on, ends=state.table.ends_text())
        if play.on is not None and not state.game.fits(play.tile, play.on):
            return _("{tile} does not match the open end {on}", tile=play.tile, on=play.on)
    return state.game.why_illegal(state, move) or base
