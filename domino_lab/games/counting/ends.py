"""Fives and Threes' part of the line-scoring family (``line_scoring``; seed 004): the count of the open ends in play,
a bonus for going out or for the lowest hand of a blocked deal, and a deal that stops when the boneyard is used up.
Fives, Threes and Threes for Luck derive from ``EndsGame``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...i18n import join, msg
from ...options import option
from ..base import DealResult, Options
from .base import CountingOptions
from .line_scoring import LineOptions, LineScoringGame

__all__ = ["EndsOptions", "EndsGame"]


@dataclass(frozen=True)
class EndsOptions(LineOptions, CountingOptions):
    """``multiple``/``per``: a play scores ``per`` points per ``multiple`` in the open ends. ``out_bonus``: for
    going out; ``block_bonus``: for the lowest hand when the deal is blocked. ``boneyard_ends_deal``: the deal stops
    when the boneyard is used up (seed 004; ``False``: play goes on until someone is out or nobody can move)."""

    multiple: int = 5
    per: int = 1
    out_bonus: int = option(2, low=0)
    block_bonus: int = option(1, low=0)
    boneyard_ends_deal: bool = True


class EndsGame(LineScoringGame):
    """Fives and Threes (seed 004): points from the open ends in play; going out adds ``out_bonus``; a blocked deal
    adds ``block_bonus`` to the lowest hand (a tie: nobody).

    The deal stops when a hand is empty or the boneyard is used up: «Игра прекращается, когда исчерпываются косточки
    в резерве или на руках у одного из игроков» ("the game stops when the tiles in the reserve, or in one player's
    hand, run out"; Threes and Threes-for-luck play «как в пятерном домино», "as in Fives"). Where the seed is
    silent: the player who draws the last tile finishes his turn (he plays it if it fits, else passes) and the deal
    stops there; that is the "blocking" that pays the lowest hand. ``boneyard_ends_deal=False`` plays on until
    nobody can move."""

    Options: ClassVar[type[Options]] = EndsOptions
    options: EndsOptions

    def boneyard_done(self, state) -> bool:
        """The boneyard is used up by drawing: a deal that leaves none to draw (a design dealing the
        whole set to four, Kozel's deal on Fives' line) is not ended by it at its first tile."""
        o = self.options
        return (o.boneyard_ends_deal and len(state.boneyard) <= o.undrawable
                and len(self.set) - state.players * self.hand_size(state.players) > o.undrawable)

    def score_deal(self, state, reason, winner, fisher, move=None):
        points = self.scored_points(state)
        hands = tuple(self.hand_value(h) for h in state.hands)
        o = self.options
        if reason == "out":
            points[winner] += o.out_bonus
            why = msg("player {p} went out (+{bonus})", p=winner, bonus=o.out_bonus)
        else:
            low = min(hands)
            lowest = [p for p, v in enumerate(hands) if v == low]
            winner = lowest[0] if len(lowest) == 1 else None
            how = msg("the boneyard is used up") if reason == "exhausted" else msg("blocked")
            if winner is None:
                why = msg("{how}: players {list} tie for the lowest hand ({low})", how=how,
                          list=", ".join(map(str, lowest)), low=low)
            else:
                points[winner] += o.block_bonus
                why = msg("{how}: player {p} has the lowest hand ({low}, +{bonus})", how=how, p=winner, low=low,
                          bonus=o.block_bonus)
        why = join("; ", [why, msg("deal points {points}", points=" ".join(map(str, points)))])
        return DealResult(reason, winner, tuple(points), state.sides, hands, why, fisher)
