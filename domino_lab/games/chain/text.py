"""The chain family's fields in a position's text: what a live or finished deal writes beyond the
table and hands (``ChainState._extra_text``: the leader's tiles, this turn's draws and passes, how
a deal ended and who made the fish), how a position is read back from them (``_from_fields``), and
what a deal read as finished may not show (``_ended_problem``). Kept here so that the family's
module (``chain.base``) keeps to its rules and stays under 600 lines."""

from __future__ import annotations

from typing import Any

from ...errors import NotationError
from ...i18n import _
from ...tiles import tiles_text
from ..base import Termination, read_number, read_player, read_tiles


def ended_problem(state: Any, reason: str, winner: int | None) -> str | None:
    """Why a deal read as finished (``ended: reason``) cannot have ended so (``None``: it can)."""
    if reason == "out" and winner is None:
        return _("ended: out, but every hand still holds tiles")
    # a play that empties a hand ends the deal out (``_apply``), unless the game says when it does (the
    # line-scoring games' ``out_ends_deal``: French's not while the boneyard lasts): then no fish has one
    out, ends_out = [p for p, h in enumerate(state.hands) if not h], getattr(state.game, "out_ends_deal", None)
    if reason == "fish" and out and (ends_out is None or ends_out(state)):
        return _("ended: fish, but player {p} has no tiles left: laying his last tile he went out", p=out[0])
    return None


def extra_text(state: Any) -> str:
    """``ChainState._extra_text``: the family's fields of ``state``'s text."""
    parts = []
    if state.table.empty and state.lead_tiles is not None:
        parts.append(f"lead: {tiles_text(sorted(state.lead_tiles))}")
    if state.drawn and not state.over:  # this turn's draws and the passes in a row: live deals only
        parts.append(f"drawn: {state.drawn}")
    if state.passes and not state.over:
        parts.append(f"passes: {state.passes}")
    if state.over:  # how it ended, and who made a fish: a finished deal's score may need both
        parts += [f"ended: {state.result().reason}", *state.game.finished_fields(state)]
        fisher = state.last_single if state.result().fisher is None else state.result().fisher  # Donkey: the closer
        if state.result().reason != "out" and fisher is not None:
            parts.append(f"fisher: {fisher}")
    return " | ".join(parts)


def from_fields(cls: Any, game: Any, hands: list, boneyard: list, values: dict) -> Any:
    """``ChainState._from_fields``: a state of class ``cls`` read from a position's fields ``values``."""
    players = len(hands)
    table = game.read_table(values["table"])
    turn = values["turn"]
    current = None if turn == "over" else int(turn)
    lead = None
    if "lead" in values:
        lead = frozenset(read_tiles(values, "lead"))
        if current is None or not table.empty or not lead:
            raise NotationError("lead: names the tiles the leader may lead, only while the table is empty "
                                "and someone is to lead")
        if not lead <= hands[current]:
            missing = sorted(lead - hands[current])
            raise NotationError(f"lead: {tiles_text(missing)} is not in the hand of player {current}, "
                                "who is to lead")
    state = cls(game, players, hands, boneyard, table, current, lead_tiles=lead)
    if current is not None:
        state.drawn = read_number(values, "drawn", 0, state.most_drawn(), default=0)
        state.passes = read_number(values, "passes", 0, state.most_passes(), default=0)
        if not table.empty:  # who laid last is not written: the turn goes round one seat a move
            state.last_player = (current - 1 - state.passes) % players
            state.last_single = state.last_player
    if current is None:
        ended = values.get("ended")
        if "fisher" in values:
            state.last_player = state.last_single = read_player(values, "fisher", players)
    state.read_fields(values)
    if current is None:
        state.current = 0
        reason = ended or ("out" if not all(hands) else "fish")
        if reason not in set(Termination):
            raise NotationError(f"ended must be one of {', '.join(Termination)}, not {reason!r:.40}")
        winner = (next((p for p, h in enumerate(hands) if not h), None) if reason == "out"
                  else state.last_single if reason == Termination.BLITZ else None)  # (the blitzer: "fisher")
        problem = state._ended_problem(reason, winner)
        if problem:
            raise NotationError(problem)
        state._end(reason, winner=winner, fisher=state.last_single, move=game.read_finished(state, values))
    return state
