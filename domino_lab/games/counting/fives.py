"""Fives (Пятерное домино) — seed 004, "Пятерное домино".

Dealt as Bergen (2–3 players 6 tiles, 4 players 5; the rest is the boneyard). After every play,
the lead included, the numbers on the two open ends are added up: a multiple of five scores a
point per five (2+3 → 1 point, 4+6 → 2). A double may be laid crosswise (it shows both halves
to the count: ``6-6 on 6``) or lengthwise (``6-6 on 6, lengthwise``), as the player chooses:
that is why 4-4 and 6-6 crosswise at the two ends score 4 at once (8 + 12 = 20). A stuck
player draws one tile and plays it or passes. Going out adds 2; in a blocked deal the lowest
hand adds 1. The match goes to 25 with two players, to 20 with three or four.

The deal stops when a hand is empty or the boneyard is used up: «Игра прекращается, когда
исчерпываются косточки в резерве или на руках у одного из игроков» ("the game stops when the
tiles in the reserve, or in one player's hand, run out"); ``boneyard_ends_deal=False`` plays on
until nobody can move.

Decisions where the seed is silent: the lead follows Bergen (0-0, else the lowest double, else
the lightest tile), since the seed deals "as Bergen"; a lone lead counts all its pips; the
player who draws the last tile of the boneyard finishes his turn (plays it if it fits, else
passes) and the deal stops there, paying the lowest hand "at the moment of blocking" («в момент
блокировки партии»), as does a chain that nobody can play on; a tie for the lowest hand scores
nobody; the target is checked between deals.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import N_
from ..registry import GameInfo, register
from .line_scoring import EndsGame, EndsOptions


@dataclass(frozen=True)
class FivesOptions(EndsOptions):
    """``multiple=5``, ``per=1``: a point per five in the open ends. ``doubles``: ``"choice"``
    (crosswise or lengthwise), ``"crosswise"`` or ``"lengthwise"``. ``target``: ``None`` = 25 (2 players) / 20."""

    multiple: int = 5


@register(GameInfo("fives", "Fives", "Пятерное домино", "laying", "3.2", "chain", (2, 4), "004",
                   summary=N_("a point per five in the two ends; to 25 or 20"), layout="line"))
class Fives(EndsGame):
    __doc__ = __doc__
    Options = FivesOptions
    options: FivesOptions
    targets = {2: 25, 0: 20}
