"""Classic dominoes (классическое домино) — seed 003, "Классические правила".

2 players get 7 tiles, 3–4 players 5; the rest is the boneyard. The holder of 6-6 leads it
(else the highest double, else the heaviest tile). A player who cannot play draws until a tile
fits, and passes when the boneyard is empty. The first player out scores the pips left in the
other hands, 0-0 counting 25. In a fish the lowest hand wins the others' pips minus his own.
The match goes to an agreed total, 100 by default.

A move that closes the chain (all seven tiles of one number on the table, both ends showing it)
is a fish at once, even with tiles left in the boneyard (seed 003's «ставит рыбу», the family's
``fish_when="closed"``; see ``chain.base``): the closer does not make the next player draw the
whole boneyard into his count. ``fish_when="stuck"`` is the literal reading.

The 003 "Domino" variant is the same game with ``lead="any_double"`` (any double leads but never
0-0; without doubles the lowest tile leads), ``zero_double_only_alone=True`` (0-0 counts 25 only
as the last tile in a hand) and a target of 200–500.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import N_
from ...options import option
from ...tiles import Tile
from ..registry import GameInfo, register
from ..scoring import score_first_out
from .base import ChainGame, ChainOptions
from .leads import _lead_order_of, lead_by_order

LEADS = ("highest_double", "any_double")


@dataclass(frozen=True)
class ClassicOptions(ChainOptions):
    """``lead``: ``"highest_double"`` (6-6, else the highest double, else the heaviest tile) or
    ``"any_double"`` (003 "Domino": any double but 0-0). ``zero_double``: what 0-0 left in hand
    counts; ``zero_double_only_alone``: only when it is the last tile there. ``target``: match total."""

    lead: str = option("highest_double", choices=LEADS)
    zero_double: int = option(25, low=0)
    zero_double_only_alone: bool = False


@register(GameInfo("classic", "Classic dominoes", "Классическое домино", "laying", "3.1", "chain", (2, 4), "003",
                   summary=N_("draw until able; the winner scores the others' pips; to 100"),
                   aliases=("dominoes", "block"), layout="line"))
class Classic(ChainGame):
    __doc__ = __doc__
    Options = ClassicOptions
    options: ClassicOptions
    hand_sizes = {2: 7, 3: 5, 4: 5}

    def first_lead(self, hands, context):
        if self.options.lead == "highest_double":
            return lead_by_order(hands, _lead_order_of(self))
        # "any_double": whoever holds a double other than 0-0 (the lowest such first) leads with
        # any of those doubles; with none dealt, the lightest tile leads.
        for v in range(1, self.set.n + 1):
            for p, hand in enumerate(hands):
                if Tile(v, v) in hand:
                    return p, frozenset(t for t in hand if t.is_double and t.low > 0)
        rest = sorted((t for t in self.set if t != Tile(0, 0)), key=lambda t: (t.pips, t.high))
        return lead_by_order(hands, rest)

    def hand_value(self, hand):
        zero = Tile(0, 0)
        hand = list(hand)
        total = sum(t.pips for t in hand)
        if zero in hand and (len(hand) == 1 or not self.options.zero_double_only_alone):
            total += self.options.zero_double
        return total

    def score_deal(self, state, reason, winner, fisher, move=None):
        return score_first_out(state, reason, winner, fisher, [self.hand_value(h) for h in state.hands])
