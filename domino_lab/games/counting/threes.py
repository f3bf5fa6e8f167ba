"""Threes (Тройное домино) — seed 004, "Тройное домино".

Dealt as Bergen (2–3 players 6 tiles, 4 players 5), counted and played as Fives but on threes:
after every play a multiple of three in the two open ends scores a point per three — 6-6
crosswise at one end and 6 at the other make 18, the most a move can make: 6 points. Doubles
go crosswise or lengthwise as the player chooses; a stuck player may draw one tile per turn. Going out adds 2, the
lowest hand of a blocked deal adds 1 (as in Fives). The match goes to 33 with two players, to
22 with more. Play follows Fives («подсчет очков и порядок игры – как в пятерном домино», "the
count and the order of play as in Fives"), so the deal stops when a hand is empty or the
boneyard is used up.

Decisions where the seed is silent: the same as Fives (Bergen's lead, a lone lead counts all
its pips, the turn that draws the last tile is finished before the deal stops, ties score
nobody, the target is checked between deals).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import N_
from ..registry import GameInfo, register
from .line_scoring import EndsGame, EndsOptions


@dataclass(frozen=True)
class ThreesOptions(EndsOptions):
    """``multiple=3``, ``per=1``: a point per three in the open ends. ``target``: ``None`` = 33
    (2 players) / 22. Other knobs as Fives."""

    multiple: int = 3


@register(GameInfo("threes", "Threes", "Тройное домино", "laying", "3.2", "chain", (2, 4), "004",
                   summary=N_("a point per three in the two ends; to 33 or 22"), layout="line"))
class Threes(EndsGame):
    __doc__ = __doc__
    Options = ThreesOptions
    options: ThreesOptions
    targets = {2: 33, 0: 22}
