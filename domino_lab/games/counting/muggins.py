"""Muggins, or All Fives (Маггинс) — seeds 003 and 004, "Маггинс".

Two players get 7 tiles, three or four get 5; the rest is the boneyard. The leader lays any
tile; the first double laid becomes a four-way spinner (``CrossLayout``): tiles go on its sides
and also above and below it. Every other double the player lays crosswise or lengthwise, as
suits him (``"5-5 on 5, lengthwise"``). After every move the open ends are added up (a crosswise
double at an end counts both halves, a lengthwise one a single half; the spinner's upper and
lower arms count once a tile lies there)
and the mover scores 5 points for every five in a sum that is a multiple of 5. Going out scores
10 more. In a blocked deal the lightest hand wins the others' pips minus his own, rounded to 5.
The match goes to 200.

Decisions where the seeds are silent:
- Who leads: in the first deal the holder of the highest double (else the heaviest tile) leads,
  with any tile; later deals are led by the previous deal's winner (or, with no winner, by the
  player who blocked). A stuck player draws until a tile fits (as the classic rules of 003).
- Going out scores only the 10 the seeds name (not the others' pips, as some published rules do).
- "Rounded to 5" is to the nearest 5, a half rounding up (12 -> 10, 13 -> 15); a tie for the
  lightest hand in a block scores nobody.
- The spinner's arms open as soon as it is laid (the seeds: "as soon as the first double
  appears, a four-way chain opens"), not only after both its sides are covered.
- ``lengthwise_doubles=False`` lays every double crosswise (the common All Fives rule).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import N_, _, join, msg
from ...moves import Play
from ...options import option
from ...table.cross import CrossLayout
from ..chain.base import ChainGame
from ..chain.leads import _lead_order_of, lead_by_order
from ..registry import GameInfo, register
from .base import CountingGame, CountingOptions, CountingResult, CountingState, round_to


@dataclass(frozen=True, repr=False)
class Lengthwise(Play):
    """Lay a double lengthwise, along its arm: at an end it counts one half, not both."""

    def __str__(self) -> str:
        return f"{super().__str__()}, lengthwise"

    def describe(self) -> str:
        return super().describe() + _(", lengthwise")


_LENGTHWISE: dict[tuple, Lengthwise] = {}  # moves are values: one per (tile, end, number, name), made once


def _lengthwise(play: Play) -> Lengthwise:
    """``play``'s double laid lengthwise: the Lengthwise of the same tile on the same end."""
    key = (play.tile.id, play.end, play.on, play.where)
    move = _LENGTHWISE.get(key)
    if move is None:
        move = _LENGTHWISE[key] = Lengthwise(play.tile, play.end, play.on, play.where)
    return move


@dataclass(frozen=True)
class MugginsOptions(CountingOptions):
    """``target``: the match total (200). ``out_bonus``: points for going out (10).
    ``lengthwise_doubles``: doubles other than the spinner may be laid lengthwise (the seeds).
    ``multiple``/``per``: 5 points per five in the open-end sum."""

    target: int | None = 200
    out_bonus: int = option(10, low=0)
    lengthwise_doubles: bool = True


class MugginsState(CountingState):
    table: CrossLayout

    def after_lay(self, player, play):
        if isinstance(play, Lengthwise):
            self.table.lay_lengthwise(len(self.table.placed) - 1)


def turns_doubles(cls: type) -> bool:
    """Whether ``MugginsState.after_lay`` may do anything in the deals of game class ``cls``. It
    acts on a ``Lengthwise`` play alone, and a deal's moves are those its game offers (``State.play``
    refuses any other): the single tiles, and what ``extra_moves`` adds, where Muggins' own makes
    the lengthwise doubles. A game whose ``extra_moves`` is the chain family's own (the very
    function: no move beyond the single tiles) never offers one, so its ``MugginsState`` deals are
    ``CountingState`` deals move for move and field for field (a design of Muggins on another
    game's line: ``counting.counted_line`` plays them). Read from the hook, by identity."""
    return getattr(cls, "extra_moves", None) is not ChainGame.extra_moves


@register(GameInfo("muggins", "Muggins (All Fives)", "Маггинс", "laying", "3.2", "cross", (2, 4), "003+004",
                   summary=N_("the first double is a spinner; 5 points a five; to 200"),
                   aliases=("all fives",), layout="cross"))
class Muggins(CountingGame):
    __doc__ = __doc__
    Options = MugginsOptions
    options: MugginsOptions
    StateClass = MugginsState
    hand_sizes = {2: 7, 3: 5, 4: 5}

    def new_layout(self):
        return CrossLayout()

    def extra_moves(self, state, plays):
        if not self.options.lengthwise_doubles or state.table.spinner is None:
            return []  # the first double is the spinner, always crosswise
        out = []  # (a loop, not a comprehension: asked at every turn, and most turns offer no double)
        for m in plays:
            if m.tile.is_double:
                out.append(_lengthwise(m))
        return out

    def first_lead(self, hands, context):
        if context.get("leader") is not None:
            return context["leader"], None
        return lead_by_order(hands, _lead_order_of(self))[0], None

    def score_deal(self, state, reason, winner, fisher, move=None):
        hands = tuple(map(self.hand_value, state.hands))
        points = list(state.scored)
        scored = tuple(points)
        if reason == "out":
            points[state.side_of(winner)] += self.options.out_bonus
        else:
            low = min(hands)
            lowest = [p for p, v in enumerate(hands) if v == low]
            winner = lowest[0] if len(lowest) == 1 else None
            if winner is not None:
                points[state.side_of(winner)] += max(0, round_to(sum(hands) - 2 * low))
        # the words are made when the result's why is first read (a simulation reads none): score_words
        return CountingResult.worded_later(reason, winner, tuple(points), state.sides, hands, fisher, score_words,
                                           self.options, reason, winner, hands, scored, scored=scored)

    def next_context(self, match, result):
        return {"leader": result.winner if result.winner is not None else result.fisher}


def score_words(options, reason, winner, hands, scored):
    """Muggins' ``score_deal`` in words (its result's ``why``): the numbers it wrote, read again."""
    if reason == "out":
        why = msg("player {p} went out (+{bonus})", p=winner, bonus=options.out_bonus)
    elif winner is None:
        low = min(hands)
        tied = ", ".join(str(p) for p, v in enumerate(hands) if v == low)
        why = msg("blocked: players {list} tie for the lightest hand ({low}); nobody wins it", list=tied, low=low)
    else:
        low = hands[winner]
        award = max(0, round_to(sum(hands) - 2 * low))
        why = msg("blocked: player {p} has the lightest hand ({low}) and wins the others' {others} minus "
                  "{low}, rounded to {award}", p=winner, low=low, others=sum(hands) - low, award=award)
    return join("; ", [why, msg("scored in play: {scored}", scored=", ".join(map(str, scored)))])
