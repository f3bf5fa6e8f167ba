"""Bingo (Бинго) — seed 000, "Бинго".

Two players, 7 tiles each. A tile turned up from the boneyard names the trump number; a blank
counts 7, every other number its face. One tile leads; the reply takes both tiles if it shows a
trump, or if it matches one end of the led tile and beats it on the other; every other case goes
to the leader. Both players then refill from the boneyard, and whoever took the pair leads
next. The player with more tricks wins.

Decisions where the seed is silent (from the published rules of Bingo, the domino form of the
card game Sixty-six):

- Trumps are the *higher* number of the upturned tile, a blank counting 7 (so 0-4 makes blanks
  trumps). The upturned tile stays face up and is drawn last.
- The taker refills first. With the boneyard empty the last 7 tiles each are played out: 14
  tricks in all; 7–7 is a drawn deal.
- The seed lets any trump in the reply take the pair, even over a led trump (the default).
  ``trump_lead="higher"`` (published) makes a led trump fall only to a higher trump: the double
  of trumps is top, then the higher other end.
- The match: the winner of a deal scores a game; the first to 7 games (``target``) wins, as the
  published game is played to 7 "sets".

The winner of a deal leads the next (seed 000's general rule: «это или выигравший или первый по
кругу после проигравшего», "the winner, or the first player round after the loser"); a drawn
deal, and ``next_leader="left"``, pass the lead to the left.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...errors import NotationError
from ...i18n import N_, _, msg, ngettext
from ...options import option
from ...tiles import Tile
from ..base import Termination, read_number, read_tiles
from ..registry import GameInfo, register
from .base import LeaderOptions, TrickGame, TrickResult, TrickState, beats_on_match

#: the double-n sets Bingo can be played with: an even number of tiles, so the last trick is a pair
EVEN_SETS = tuple(n for n in range(1, 19) if (n + 1) * (n + 2) // 2 % 2 == 0)


@dataclass(frozen=True)
class BingoOptions(LeaderOptions):
    """``set_n``: a set of an even number of tiles (the last trick is a pair). ``blank``: what a
    blank counts (7). ``trump_lead``: ``"seed"`` (any trump in the reply takes) or ``"higher"`` (a
    led trump falls only to a higher trump). ``target``: games to win. ``next_leader``: the winner
    leads the next deal, or the lead passes ``"left"``."""

    set_n: int = option(6, choices=EVEN_SETS)
    blank: int = option(7, low=0)
    trump_lead: str = option("seed", choices=("seed", "higher"))
    target: int | None = 7


class BingoState(TrickState):
    """Extra fields: ``trump`` (the trump number), ``upturned`` (the face-up tile, drawn last)."""

    public_fields: ClassVar[tuple[str, ...]] = ("trump", "upturned")
    game: Bingo

    def __init__(self, game, players, hands, boneyard, leader, context=None):
        super().__init__(game, players, hands, boneyard, leader, context)
        self.upturned: Tile | None = None
        self.trump: int | None = None  # (None: no tile was left to turn up, so no trumps)

    def worth(self, pip: int) -> int:
        return self.game.options.blank if pip == 0 else pip

    def reply_takes(self, lead: Tile, reply: Tile) -> bool:
        """The seed's rule: the reply takes with a trump, or by matching one end and beating the other."""
        trump = self.trump
        if trump is not None and lead.has(trump) and self.game.options.trump_lead == "higher":
            if not reply.has(trump):
                return False
            if reply.is_double or lead.is_double:
                return reply.is_double
            return self.worth(reply.other(trump)) > self.worth(lead.other(trump))
        return (trump is not None and reply.has(trump)) or beats_on_match(reply, lead, self.worth) is not None

    def trick_taker(self):
        (leader, lead), (other, reply) = self.trick
        return other if self.reply_takes(lead.tiles[0], reply.tiles[0]) else leader

    def after_trick(self, winner):
        for p in (winner, 1 - winner):
            if self.boneyard:
                self.hands[p].add(self._draw_tile())
            elif self.upturned is not None:
                self.hands[p].add(self.upturned)
                self.upturned = None

    def extra_zones(self):
        return [("upturned", [self.upturned] if self.upturned else [])]

    def deal_result(self):
        a, b = self.tricks
        winner = None if a == b else (0 if a > b else 1)
        points = (0, 0) if winner is None else tuple(int(p == winner) for p in range(2))
        why = (msg("{a}–{b} in tricks: a drawn deal", a=a, b=b) if winner is None
               else msg("player {p} took {most} tricks to {least} and wins the deal", p=winner, most=max(a, b),
                        least=min(a, b)))
        return TrickResult(Termination.TRICKS, winner, points, self.sides, why=why, tricks=(a, b))

    def fields_text(self):
        return [f"trumps: {self.trump}", f"upturned: {self.upturned or '-'}"]

    def read_fields(self, values):
        trump = values.get("trumps", "None")
        self.trump = None if trump == "None" else read_number(values, "trumps", 0, self.game.set.n)
        up = read_tiles(values, "upturned") if "upturned" in values else []
        if len(up) > 1:
            raise NotationError(_("upturned: one tile (or -)"))
        self.upturned = up[0] if up else None

    def _check_position(self):
        up = self.upturned
        if up is not None and self.trump != max(up.ends, key=self.worth):
            return _("trumps: the upturned {up} makes {right} trumps, not {trump}", up=up,
                     right=max(up.ends, key=self.worth), trump=self.trump)
        if not self.over and (self.boneyard or up is not None):
            played = {p for p, _ in self.trick}
            full = self.game.hand_size(self.players)
            short = [p for p, h in enumerate(self.hands) if len(h) + (p in played) != full]
            if short:
                return ngettext("player {p} holds {n} tile: while tiles are left to draw, both refill to {full} "
                                "after every trick", "player {p} holds {n} tiles: while tiles are left to draw, both "
                                "refill to {full} after every trick", len(self.hands[short[0]]), p=short[0], full=full)
        return super()._check_position()


@register(GameInfo("bingo", "Bingo", "Бинго", "collecting", "2.2", "", (2, 2), "000",
                   summary=N_("trumps from an upturned tile; blank counts 7; most tricks wins"), layout="tricks"))
class Bingo(TrickGame):
    __doc__ = __doc__
    Options = BingoOptions
    options: BingoOptions
    StateClass = BingoState
    hand_sizes = {2: 7}

    def new_state(self, players, hands, rest, leader, context):
        state = super().new_state(players, hands, rest, leader, context)
        if rest:  # the first tile after the hands is turned up: its higher end (blank = 7) is trumps
            state.upturned = up = state.boneyard.pop(0)
            state.trump = max(up.ends, key=state.worth)
        return state
