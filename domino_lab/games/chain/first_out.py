"""Scoring shared by the "first out wins" chain games whose seed names no points (Wagons, Fork,
Sausage): the closest scored game of the seeds, classic dominoes (seed 003, "Классические
правила"), decides. The player who goes out scores the pips left in the other hands; in a fish
the lowest hand scores the others' pips minus his own (a tie for lowest scores nothing). The
match goes to the game's ``target``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from ...tiles import Tile
from ..scoring import score_first_out

__all__ = ["FirstOutScoring", "score_first_out"]


class _CountsHands(Protocol):
    """What the mixin needs of the game it is mixed into (a ``ChainGame``)."""

    def hand_value(self, hand: Iterable[Tile]) -> int: ...


class FirstOutScoring:
    """Mixin for a ChainGame: ``score_deal`` by ``score_first_out`` over ``hand_value``."""

    def score_deal(self: _CountsHands, state, reason, winner, fisher, move=None):
        return score_first_out(state, reason, winner, fisher, [self.hand_value(h) for h in state.hands])
