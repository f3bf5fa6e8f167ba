"""Telephone, or Houses, or Flea (Телефон, Домики, Блоха) — seed 003, "Телефон (Домики) (Блоха)".

Two players, or four in two teams of partners (7 tiles each). The holder of 3-2 leads it in the
first deal; later the player who ended the previous deal leads any tile. The table is a line
until the first double closed on both sides becomes the *house* (дом), which opens two more
arms (``HouseLayout``). After every move the open ends are added up, a double at an end
counting both halves, and a sum that is a multiple of 5 is written to the mover's side (the
seed's example: house 4-4, ends 6 and 3; 6-6 laid scores 6 + 6 + 3 = 15; then 4-5 on the house
scores 6 + 6 + 3 + 5 = 20). A lead of 6-4 or 3-2 scores at once. Whoever is left holding tiles
writes off their pip count rounded down to 5 (18 -> 15); there are no debts, a score never
drops below 0. The match goes to 225; if both sides reach it at once, it is a draw.

Decisions where the seed is silent:
- "The first double closed on both sides" is the first double to *become* closed on both
  sides along the line (the seed's own example names it "the first closed double").
- Arms of the house count only once a tile lies on them (the example counts 6 + 6 + 3, not the
  house's 4s), as in Muggins.
- With 2 or 3 players the undealt tiles are a boneyard and a stuck player draws until a tile
  fits (003's classic rules), passing when it is empty; 3 players play each for himself.
- If nobody holds 3-2 (it is in the boneyard), the highest double leads, else the heaviest tile.
- In 2 v 2 each side writes off the pips left in both partners' hands, summed, then rounded
  down ("очки набираются и списываются на двоих"); this includes the partner of the player who
  went out. In a fish every side writes off its pips; the player who blocked leads next.
- The end-of-deal write-off is applied after the points scored in the deal, and the total is
  then floored at 0 (no debts).

The seed's variant rule, up to four doubles at once (one on each arm) in a turn, is
``doubles_at_once=True``; the count is made once, after the last of them.
"""

from __future__ import annotations

import functools
import operator
from dataclasses import dataclass

from ...i18n import N_, Msg, and_list, join, msg, nmsg, players
from ...options import option
from ...table.cross import HouseLayout
from ...tiles import Tile
from ..chain.leads import _lead_order_of, lead_by_order
from ..cross.base import double_groups
from ..registry import GameInfo, register
from .base import CountingGame, CountingOptions, CountingResult, round_to


@dataclass(frozen=True)
class TelephoneOptions(CountingOptions):
    """``target``: the match total (225). ``first_lead``: the tile that leads the first deal (3-2).
    ``doubles_at_once``: the seed's variant, several doubles in one turn, one on each arm.
    ``multiple``/``per``: a sum of the open ends that is a multiple of 5 scores itself."""

    target: int = 225
    first_lead: str = option("2-3", tile=True)
    doubles_at_once: bool = False


@register(GameInfo("telephone", "Telephone", "Телефон", "laying", "3.2", "cross", (2, 4), "003",
                   summary=N_("score multiples of 5 on the open ends; the house opens two arms; to 225"),
                   layout="house"))
class Telephone(CountingGame):
    __doc__ = __doc__
    Options = TelephoneOptions
    options: TelephoneOptions
    hand_sizes = {2: 7, 3: 7, 4: 7}

    def sides(self, players):
        return ((0, 2), (1, 3)) if players == 4 else tuple((p,) for p in range(players))

    def new_layout(self):
        return HouseLayout()

    def extra_moves(self, state, plays):
        return double_groups(plays) if self.options.doubles_at_once else []

    def first_lead(self, hands, context):
        if context.get("leader") is not None:
            return context["leader"], None
        return lead_by_order(hands, _lead_order(self))

    def score_deal(self, state, reason, winner, fisher, move=None):
        hands = tuple(map(self.hand_value, state.hands))
        left = self.side_values(state)
        penalty = [round_to(v, 5, "down") for v in left]
        scored = tuple(state.scored)
        points = tuple(map(operator.sub, scored, penalty))
        if reason != "out":
            low = min(hands)
            lowest = [p for p, v in enumerate(hands) if v == low]
            winner = lowest[0] if len(lowest) == 1 else None
        # the words are made when the result's why is first read (a simulation reads none): score_words
        return CountingResult.worded_later(reason, winner, points, state.sides, hands, fisher, score_words,
                                           reason, winner, state.sides, penalty, left, scored, scored=scored,
                                           penalty=tuple(penalty))

    def match_update(self, match, result):
        for i, p in enumerate(result.points):
            match.scores[i] = max(0, match.scores[i] + p)  # no debts
        target = self.options.target
        reached = [i for i, s in enumerate(match.scores) if s >= target]
        if len(reached) == 1:
            match.finish(winner=reached[0], why=msg("{side} reached {score}", side=match.side_name(reached[0]),
                                                    score=match.scores[reached[0]]))
        elif reached:
            match.finish(why=msg("{sides} all reached {target}: a draw",
                                 sides=and_list(match.side_name(i) for i in reached), target=target))
        match.context = {"leader": result.winner if result.reason == "out" else result.fisher}


def score_words(reason, winner, sides, penalty, left, scored) -> Msg:
    """Telephone's ``score_deal`` in words (its result's ``why``): who went out (or a fish), what
    was scored in play, and what each side holding pips writes off."""
    writes = [_writes_off(side, p, v) for side, p, v in zip(sides, penalty, left) if v]
    return join("; ", [_went_out(winner if reason == "out" else None), _scored_in_play(scored), *writes])


@functools.lru_cache(maxsize=256)
def _lead_order(game: Telephone) -> list[Tile]:
    """The first deal's order of precedence: the ``first_lead`` tile (3-2), then the chain
    games' order; worked out once per game (a game is a value: its class and options)."""
    return [Tile.parse(game.options.first_lead)] + _lead_order_of(game)


def _side(side) -> str:
    return players(side)


# The words of a deal's ``why``, made once for each value: every simulated deal's result says
# them, and a ``Msg`` is a value (a ``str`` that keeps what it says, translated when printed).
@functools.lru_cache(maxsize=64)
def _went_out(player: int | None) -> Msg:
    """The words "player 1 went out", or (``None``) "fish"."""
    return msg("fish") if player is None else msg("player {p} went out", p=player)


@functools.lru_cache(maxsize=4096)
def _scored_in_play(scored: tuple[int, ...]) -> Msg:
    return msg("scored in play: {scored}", scored=", ".join(map(str, scored)))


@functools.lru_cache(maxsize=4096)
def _writes_off(side: tuple[int, ...], points: int, pips: int) -> Msg:
    return nmsg("{side} writes off {p} ({v} pips)", "{side} write off {p} ({v} pips)", len(side),
                side=_side(side), p=points, v=pips)
