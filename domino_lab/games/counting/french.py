"""The French game (Французская партия) — seed 004, "Французская партия".

Two to five players get 5 tiles each; the rest is the boneyard. The heaviest tile leads (6-6,
else 6-5, ...). Tiles join as in Matador: the touching half and the open end add up to seven,
and the *honours* — 6-1, 5-2, 4-3 and 0-0 — are wild and go anywhere; a blank end takes only
an honour. A player without a fitting tile draws until one comes (with the boneyard empty he
passes). The deal goes on until a player has no tiles *and* the boneyard is empty (a player who
runs out earlier draws again on his turn), or until blanks show at both ends with every honour
out, when nobody can move. The losers write the pips left in their hands against themselves.

Decisions where the seed is silent: doubles lie along and count as one number (as in Matador);
among equally heavy tiles the one with the higher half leads (6-4 before 5-5); in a block the
lightest hand writes nothing and the others their own pips (the seed warns that whoever locks
the game should hold the fewest pips), a tie for the lightest meaning everyone writes; the match
ends when someone reaches 101 against himself (the closest catalogue game writing pips against
the loser, Kozel, ends there), the lowest total winning.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from ...i18n import N_, join, msg
from ...tiles import Tile
from ..base import DealResult
from ..registry import GameInfo, register
from .line_scoring import LineOptions, LineScoringGame, SumToSevenMixin


@dataclass(frozen=True)
class FrenchOptions(LineOptions):
    """``doubles``: ``"lengthwise"``. ``draw``: ``"until_playable"``. ``target``: reaching it loses
    the match (101)."""

    doubles: str = "lengthwise"
    draw: str = "until_playable"
    target: int | None = 101


@register(GameInfo("french", "French game", "Французская партия", "laying", "3.2", "chain", (2, 5), "004",
                   summary=N_("sum-to-seven matching with honours; losers write their pips"), layout="line"))
class French(SumToSevenMixin, LineScoringGame):
    __doc__ = __doc__
    Options = FrenchOptions
    options: FrenchOptions
    wild_name = N_("honour")
    penalty_points = True  # pips are written against the player: fewer is better
    hand_sizes = {2: 5, 3: 5, 4: 5, 5: 5}

    def lead_order(self):
        return sorted(self.set, key=lambda t: (-t.pips, -t.high))

    def play_points(self, state, player, move):
        return 0

    def out_ends_deal(self, state):
        return not state.boneyard

    def dead_table(self, state):
        table = state.table
        if len(table.placed) < 2 or not table.left == 0 == table.right:  # (asked after every move: this first)
            return False
        wild = _honours(self)  # (none: a design's equal pips, where a blank end takes a blank)
        return bool(wild) and sum(p.tile in wild for p in table.placed) == len(wild)

    def score_deal(self, state, reason, winner, fisher, move=None):
        hands = tuple(self.hand_value(h) for h in state.hands)
        if reason == "out":
            why = msg("player {p} is out with the boneyard empty", p=winner)
        else:
            low = min(hands)
            lightest = [p for p, v in enumerate(hands) if v == low]
            winner = lightest[0] if len(lightest) == 1 else None
            dead = msg("blanks at both ends and every honour out") if self.dead_table(state) else msg("nobody can move")
            why = (msg("blocked ({dead}): player {p} has the lightest hand ({low})", dead=dead, p=winner, low=low)
                   if winner is not None
                   else msg("blocked ({dead}): the lightest hands tie at {low}", dead=dead, low=low))
        points = tuple(0 if p == winner else v for p, v in enumerate(hands))
        why = join("; ", [why, msg("the losers write {points}", points=" ".join(map(str, points)))])
        return DealResult(reason, winner, points, state.sides, hands, why, fisher)

    def match_update(self, match, result):
        for i, p in enumerate(result.points):
            match.scores[i] += p
        target = self.target(match.players)
        worst = max(match.scores)
        if worst >= target:
            loser = match.scores.index(worst)
            best = min(match.scores)
            lowest = [i for i, s in enumerate(match.scores) if s == best]
            match.finish(winner=lowest[0] if len(lowest) == 1 else None, loser=loser,
                         why=msg("{side} reached {worst} against himself (limit {target}); lowest: {low} with {best}",
                                 side=match.side_name(loser), worst=worst, target=target,
                                 low=match.side_name(lowest[0]), best=best))
        match.context = {}


@functools.lru_cache(maxsize=64)
def _honours(game: French) -> frozenset[Tile]:
    """``game.wild_tiles()``, asked once per game (a value: its class and options; the tiles of its set that
    ``is_wild`` takes), for the dead-table test after every move."""
    return frozenset(game.wild_tiles())
