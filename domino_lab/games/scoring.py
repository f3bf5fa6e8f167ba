"""Deal scoring that several families share.

``score_first_out`` is classic dominoes' rule (seed 003, "Классические правила"), which the
seeds' other "first out wins" games borrow when they name no points of their own: the player
who goes out scores the pips left in the other hands; in a blocked deal the lowest hand scores
the others' pips minus his own, and a tie for lowest scores nothing.
"""

from __future__ import annotations

from .base import DealResult


def score_first_out(state, reason: str, winner: int | None, fisher: int | None, values: list[int],
                    fish: str = "fish") -> DealResult:
    """The deal's result from each player's remaining ``values`` (everyone for himself).
    ``fish`` names a blocked deal in the explanation (e.g. "fish (no tile reached the pit…)")."""
    values = tuple(values)
    points = [0] * len(values)
    if reason == "out":
        points[winner] = sum(values) - values[winner]
        why = f"player {winner} went out and scores the others' {points[winner]} pips"
    else:
        low = min(values)
        lowest = [p for p, v in enumerate(values) if v == low]
        if len(lowest) == 1:
            winner = lowest[0]
            points[winner] = sum(values) - 2 * low
            why = (f"{fish}: player {winner} has the lowest hand ({low}) and scores the others' "
                   f"{sum(values) - low} minus his own {low} = {points[winner]}")
        else:
            winner = None
            why = f"{fish}: players {', '.join(map(str, lowest))} tie for the lowest hand ({low}); nobody scores"
    return DealResult(reason, winner, tuple(points), state.sides, values, why, fisher)
