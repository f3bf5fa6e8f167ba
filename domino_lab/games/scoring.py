"""Deal scoring that several families share.

``next_leader`` is seed 000's general rule for who leads the next deal (the winner).

``score_first_out`` is classic dominoes' rule (seed 003, "Классические правила"), which the
seeds' other "first out wins" games borrow when they name no points of their own: the player
who goes out scores the pips left in the other hands; in a blocked deal the lowest hand scores
the others' pips minus his own, and a tie for lowest scores nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..i18n import N_, Msg, msg, nmsg
from .base import DealResult, State, Termination

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from .game import ScoredMatch

NEXT_LEADERS = ("winner", "left")


def next_leader(rule: str, match: ScoredMatch, result: DealResult) -> int:
    """Who leads the next deal of ``match`` after ``result``. Seed 000's general rule: «в каждом
    последующем коне заходящий игрок, начинающий игру, определяется по результатам предыдущего
    кона (это или выигравший или первый по кругу после проигравшего)» ("in each later deal the
    player who leads is set by the result of the previous one: the winner, or the first player
    round after the loser"). ``rule="winner"``: the winner leads; with no single winner (a tie),
    and with ``rule="left"``, the lead passes to the left of the deal's leader."""
    if rule == "winner" and result.winner is not None:
        return result.winner
    leader: int = match.context.get("leader", 0)  # (the context holds what the rules put there)
    return (leader + 1) % match.players


def check_next_leader(rule: str) -> None:
    if rule not in NEXT_LEADERS:
        raise ValueError(f"next_leader must be one of {', '.join(NEXT_LEADERS)}, not {rule!r}")


def score_first_out(state: State, reason: str, winner: int | None, fisher: int | None, values: Sequence[int],
                    fish: str = N_("fish")) -> DealResult:
    """The deal's result from each player's remaining ``values`` (everyone for himself).
    ``fish`` names a blocked deal in the explanation (e.g. "fish (no tile reached the pit…)")."""
    values = tuple(values)
    fish = fish if isinstance(fish, Msg) else msg(fish)
    points = [0] * len(values)
    if reason == "out":
        assert winner is not None  # a deal ends "out" when a player, the winner, is out
        points[winner] = sum(values) - values[winner]
        why = nmsg("player {p} went out and scores the others' {n} pip",
                   "player {p} went out and scores the others' {n} pips", points[winner], p=winner)
    else:
        low = min(values)
        lowest = [p for p, v in enumerate(values) if v == low]
        if len(lowest) == 1:
            winner = lowest[0]
            points[winner] = sum(values) - 2 * low
            why = msg("{fish}: player {p} has the lowest hand ({low}) and scores the others' {others} minus his own "
                      "{low} = {points}", fish=fish, p=winner, low=low, others=sum(values) - low, points=points[winner])
        else:
            winner = None
            why = msg("{fish}: players {list} tie for the lowest hand ({low}); nobody scores", fish=fish,
                      list=", ".join(map(str, lowest)), low=low)
    return DealResult(Termination(reason), winner, tuple(points), state.sides, values, why, fisher)
