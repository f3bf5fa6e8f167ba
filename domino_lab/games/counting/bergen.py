"""Bergen (Берген) — seed 004, "Берген".

Two or three players get 6 tiles, four get 5. The deal opens with 0-0, else the nearest (lowest)
double, else the lightest tile; leading a double scores 2. Doubles always lie across. A play
that leaves the same number on both open ends is a *double header* (2 points); a double at one
end with its number showing at the other is a *triple header* (3 points). A stuck player draws
one tile; the last two tiles of the boneyard are never drawn. When nobody can play the deal is
blocked: 2 points go to the player with no doubles left in hand; if everyone holds doubles, to
the holder of the lowest double; if nobody does, to the lowest hand. A player who went out
before the block also gets 2 (his going out ends the deal). The match goes to 15 with two
players, to 10 with three.

Decisions where the seed is silent: four players also play to 10; when several (not all)
players hold no doubles, the lowest hand among them takes the 2; a tie scores nobody; the
lead alone scores only the double-lead bonus (it is no header); the target is checked between
deals.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import N_, join, msg
from ...options import option
from ..base import DealResult
from ..registry import GameInfo, register
from .line_scoring import LineOptions, LineScoringGame


@dataclass(frozen=True)
class BergenOptions(LineOptions):
    """``double_lead``/``double_header``/``triple_header``: the awards in play (2, 2, 3).
    ``block_award``: what the blocked deal pays (2). ``undrawable``: boneyard tiles never drawn
    (2). ``doubles``: always ``"crosswise"``. ``target``: ``None`` = 15 (2 players) / 10."""

    doubles: str = "crosswise"
    undrawable: int = 2
    double_lead: int = option(2, low=0)
    double_header: int = option(2, low=0)
    triple_header: int = option(3, low=0)
    block_award: int = option(2, low=0)


@register(GameInfo("bergen", "Bergen", "Берген", "laying", "3.2", "chain", (2, 4), "004",
                   summary=N_("double and triple headers; the last two tiles stay in the boneyard"), layout="line"))
class Bergen(LineScoringGame):
    __doc__ = __doc__
    Options = BergenOptions
    options: BergenOptions
    targets = {2: 15, 0: 10}

    def play_points(self, state, player, move):
        o, table = self.options, state.table
        if len(table.placed) == 1:
            return o.double_lead if move.tile.is_double else 0
        if table.left != table.right:
            return 0
        return o.triple_header if state._end_across(0) or state._end_across(1) else o.double_header

    def score_deal(self, state, reason, winner, fisher, move=None):
        o = self.options
        points = self.scored_points(state)
        hands = tuple(self.hand_value(h) for h in state.hands)
        if reason == "out":
            why = msg("player {p} went out (+{award})", p=winner, award=o.block_award)
        else:
            lowest_double = [min((t.high for t in h if t.is_double), default=None) for h in state.hands]
            bare = [p for p, d in enumerate(lowest_double) if d is None]
            if bare:
                low = min(hands[p] for p in bare)
                best = [p for p in bare if hands[p] == low]
                how = msg("has no doubles") if len(bare) == 1 else msg("has the lowest hand ({low})", low=low)
                if len(bare) > 1 and len(bare) < state.players:
                    how = msg("has the lowest hand ({low}) of those without doubles", low=low)
            else:
                low = min(d for d in lowest_double if d is not None)  # (every hand holds a double here)
                best = [p for p, d in enumerate(lowest_double) if d == low]
                how = msg("holds the lowest double ({low}-{low})", low=low)
            winner = best[0] if len(best) == 1 else None
            why = (msg("blocked: player {p} {how} (+{award})", p=winner, how=how, award=o.block_award)
                   if winner is not None
                   else msg("blocked: players {list} tie; nobody scores", list=", ".join(map(str, best))))
        if winner is not None:
            points[winner] += o.block_award
        why = join("; ", [why, msg("deal points {points}", points=" ".join(map(str, points)))])
        return DealResult(reason, winner, tuple(points), state.sides, hands, why, fisher)
