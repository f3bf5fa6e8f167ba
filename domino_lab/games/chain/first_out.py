"""Scoring shared by the "first out wins" chain games whose seed names no points (Wagons, Fork,
Sausage): the closest scored game of the seeds, classic dominoes (seed 003, "Классические
правила"), decides. The player who goes out scores the pips left in the other hands; in a fish
the lowest hand scores the others' pips minus his own (a tie for lowest scores nothing). The
match goes to the game's ``target``.
"""

from __future__ import annotations

from ..base import DealResult


def score_first_out(state, reason: str, winner: int | None, fisher: int | None,
                    values: list[int], extra: tuple = ()) -> DealResult:
    """The deal's result from each player's remaining value ``values`` (everyone for himself)."""
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
            why = (f"fish: player {winner} has the lowest hand ({low}) and scores the others' "
                   f"{sum(values) - low} minus his own {low} = {points[winner]}")
        else:
            winner = None
            why = f"fish: players {', '.join(map(str, lowest))} tie for the lowest hand ({low}); nobody scores"
    return DealResult(reason, winner, tuple(points), state.sides, tuple(values), why, fisher, extra)


class FirstOutScoring:
    """Mixin for a ChainGame: ``score_deal`` by ``score_first_out`` over ``hand_value``."""

    def score_deal(self, state, reason, winner, fisher):
        return score_first_out(state, reason, winner, fisher, [self.hand_value(h) for h in state.hands])
