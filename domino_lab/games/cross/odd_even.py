"""Odd and Even (Чёт и нечет) — seed 000, "Чёт и нечет".

Four players get 7 tiles each (3 players: 7 and a boneyard; 5 players: 5 and a boneyard —
«4 игрока по 7 камней. 3 игрока по 7 с базаром, 5 игроков по 5 с базаром»; the catalogue also
allows 2, with 7 and a boneyard). The lead is a double, and four chains grow from it crosswise
(``CrossLayout``): two arms take only tiles whose pips add up to an even number, the other two
only tiles with an odd sum (``even_arms``, by default west and east — the line through the lead;
north and south are odd).

The seed stops in the middle of this section; the rest is completed "the obvious way", from the
closest games of the catalogue (Classic, 003):
- the holder of the highest double leads it (6-6, else 5-5, ...); a deal in which nobody holds a
  double is dealt again;
- a stuck player draws until a tile fits, and passes when the boneyard is empty;
- the first player out wins and scores the pips left in the other hands; in a fish the lightest
  hand wins the others' pips minus his own (a tie scores nobody) — Classic's scoring, which this
  game reuses by subclassing ``Classic``; 0-0 counts 0 here (the 25 is a Classic rule);
- the match goes to 100, as Classic's.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import N_, _, pgettext
from ...moves import Multi, Play
from ...options import option
from ...table.cross import ARMS, CrossLayout
from ..chain.classic import Classic, ClassicOptions
from ..registry import GameInfo, register
from .base import no_double_reason


@dataclass(frozen=True)
class OddEvenOptions(ClassicOptions):
    """``even_arms``: the two arms that take even sums (the others take odd sums).
    ``zero_double``: what 0-0 left in hand counts (its pips, 0). Classic's other options."""

    even_arms: tuple[str, str] = option(("west", "east"), choices=ARMS, distinct=True)
    zero_double: int = 0
    lead: str = option("highest_double", choices=("highest_double",))  # the lead of Odd and Even


@register(GameInfo("odd_even", "Odd and Even", "Чёт и нечет", "laying", "3.1", "cross", (2, 5), "000",
                   summary=N_("two arms take even sums, two take odd"), layout="cross"))
class OddEven(Classic):
    __doc__ = __doc__
    Options = OddEvenOptions
    options: OddEvenOptions
    hand_sizes = {2: 7, 3: 7, 4: 7, 5: 5}

    def new_layout(self):
        return CrossLayout()

    def redeal_reason(self, hands):
        return no_double_reason(hands)

    def end_accepts(self, state, end, tile):
        return (tile.pips % 2 == 0) == (end.name in self.options.even_arms)

    def why_illegal(self, state, move):
        for play in move.plays if isinstance(move, Multi) else (move,):
            assert isinstance(play, Play)  # the family asks only of plays (ChainState._why_illegal)
            ends = [e for e in state.table.open_ends() if self.fits(play.tile, e.value)]
            if play.end is not None and play.end >= 0:
                ends = [e for e in ends if e.index == play.end]
            if ends and not any(self.end_accepts(state, e, play.tile) for e in ends):
                names = _(" and ").join(pgettext("arm name", e.name) for e in ends)
                even, one = play.tile.pips % 2 == 0, len(ends) == 1
                if even and one:
                    text = _("{tile} has an even sum ({pips}); the {names} arm it matches takes only odd sums")
                elif one:
                    text = _("{tile} has an odd sum ({pips}); the {names} arm it matches takes only even sums")
                elif even:
                    text = _("{tile} has an even sum ({pips}); the {names} arms it matches take only odd sums")
                else:
                    text = _("{tile} has an odd sum ({pips}); the {names} arms it matches take only even sums")
                return text.format(tile=play.tile, pips=play.tile.pips, names=names)
        return None
