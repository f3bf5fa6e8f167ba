"""Seven Dwarfs (Семь гномов) — seed 000, "Семь гномов".

Seven players, 4 tiles each: the whole set is dealt. One tile leads a "chest" (сундучок); each
next player must put down a tile whose numbers are not yet on the table, up to 4 tiles, and the
fourth, closing tile must be a double. A player with no such tile passes. Whoever lays the
closing double takes the chest of four; the next player round leads the next chest. Play stops
as soon as someone has no tiles left: he scores 50, plus the pips of his chests; everyone else
scores the pips of the chests he took. The highest score wins.

Decisions where the seed is silent:

- The first three tiles may be doubles too; only the fourth must be one.
- A chest nobody can go on with (everyone, the last player to lay included, has passed in turn)
  is set aside face up, nobody's, and the next player leads a new chest.
- A tile that closes a chest *and* empties its player's hand takes the chest, then play stops.
- The match is seven deals, one for each dwarf (``deals``), the highest total wins; the seed
  scores one deal.

The winner of a deal (the highest score) leads the next (seed 000's general rule: «это или
выигравший или первый по кругу после проигравшего», "the winner, or the first player round after
the loser"); a tie, and ``next_leader="left"``, pass the lead to the left.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...errors import IllegalMove
from ...i18n import N_, _, join, msg, nmsg
from ...moves import Pass, interned
from ...options import option
from ...tiles import Tile
from ..base import DealResult, Termination, read_number, read_tiles
from ..registry import GameInfo, register
from .base import Follow, LeaderOptions, TrickGame, TrickState, hand_bits, listed

_PASS = interned(Pass)


@dataclass(frozen=True)
class SevenDwarfsResult(DealResult):
    """A Seven Dwarfs deal: the player who went ``out`` (his bonus is in his points)."""

    out: int | None = None


@dataclass(frozen=True)
class SevenDwarfsOptions(LeaderOptions):
    """``chest``: tiles in a chest (4). ``out_bonus``: points for going out first (50).
    ``deals``: deals in a match (7). ``next_leader``: the winner leads the next deal, or the lead
    passes ``"left"``."""

    chest: int = option(4, low=2)
    out_bonus: int = option(50, low=0)
    deals: int = option(7, low=1)


class SevenDwarfsState(TrickState):
    """Extra fields: ``passes`` (passes in a row), ``aside`` (dead chests, face up)."""

    public_fields: ClassVar[tuple[str, ...]] = ("aside", "passes")
    game: SevenDwarfs

    zone_names = ("chest", "chests")

    def __init__(self, game, players, hands, boneyard, leader, context=None):
        super().__init__(game, players, hands, boneyard, leader, context)
        self.passes = 0
        self.aside: list[Tile] = []

    def on_table(self) -> set[int]:
        return {v for t in self.trick_tiles() for v in t.ends}

    def answers(self):
        """The tiles of the hand showing no number already on the table (a double, to close the
        chest); a pass when none does."""
        p = self.current
        assert p is not None  # asked only while the deal is live
        bits = hand_bits(self.game.set.n)
        showing = bits.showing
        seen = 0  # the tiles showing a number on the table, as a mask
        for t in self.trick_tiles():
            seen |= showing[t.low] | showing[t.high]
        fits = bits.mask(self.hands[p]) & ~seen
        if len(self.trick) == self.game.options.chest - 1:  # the closing tile: a double
            fits &= bits.doubles
        return listed(fits, bits.follows) if fits else [_PASS]

    def special_move(self, move):
        if not isinstance(move, Pass):
            self.passes = 0
            return False
        self.passes += 1
        assert self.current is not None  # play() applies moves only while the deal is live
        self.current = (self.current + 1) % self.players
        if self.passes == self.players:  # nobody can go on: the chest is dead
            self.aside.extend(self.trick_tiles())
            self.trick, self.passes = [], 0
        return True

    def trick_complete(self):
        return len(self.trick) == self.game.options.chest

    def trick_taker(self):
        return self.trick[-1][0]

    def after_trick(self, winner):
        self.current = (winner + 1) % self.players

    def deal_over(self):
        return not all(self.hands)

    def extra_zones(self):
        return [("aside", self.aside)]

    def deal_result(self):
        out = next(p for p in range(self.players) if not self.hands[p])
        points = [sum(t.pips for t in chests) for chests in self.taken]
        points[out] += self.game.options.out_bonus
        best = max(points)
        leaders = [p for p, v in enumerate(points) if v == best]
        chests = join(", ", [msg("player {p} {c}", p=p, c=sum(t.pips for t in c))
                             for p, c in enumerate(self.taken) if c])
        none = msg("none taken")
        why = msg("player {p} is out (+{bonus}); chests: {chests}", p=out, bonus=self.game.options.out_bonus,
                  chests=chests or none)
        return SevenDwarfsResult(Termination.OUT, leaders[0] if len(leaders) == 1 else None, tuple(points),
                                 self.sides, why=why, out=out)

    def rule_broken(self, move):
        legal = self.legal_moves()
        if isinstance(move, Pass):
            return _("you cannot pass while you hold a tile that fits ({v})", v=legal[0])
        if isinstance(move, Follow):
            t, seen = move.tile, self.on_table()
            old = sorted(v for v in set(t.ends) if v in seen)
            if old:
                return (_("{t} shows {v}, already on the table: each tile of a chest brings numbers not yet there", t=t,
                          v=' and '.join(map(str, old))))
            return _("the tile that closes a chest must be a double; {t} is not", t=t)
        return None

    def fields_text(self):
        aside = " ".join(map(str, self.aside)) or "-"
        return [f"passes: {self.passes}", f"aside: {aside}"]

    def read_fields(self, values):
        self.passes = read_number(values, "passes", 0, self.players - 1, default=0)
        self.aside = read_tiles(values, "aside") if "aside" in values else []

    # -- what a position read from text must hold: chests, passes in turn, uneven hands --------------------
    def trick_size(self):
        return self.game.options.chest

    def _check_hands(self):  # who lays and who passes differs from chest to chest
        return None

    def _check_position(self):
        if self.passes and not self.trick:
            return _("passes: the passes in a row are counted while a chest is open")
        return super()._check_position()

    def _rewind_trick(self):
        self.passes = 0

    def _trick_arrives(self, again):
        for _k in range(self.passes):  # the passes since the last tile, played again
            try:
                again.play(Pass())
            except IllegalMove as exc:
                return _("passes: player {p} could not have passed ({why})", p=again.current, why=exc.reason)
        return super()._trick_arrives(again)


@register(GameInfo("seven_dwarfs", "Seven Dwarfs", "Семь гномов", "collecting", "2.2", "", (7, 7), "000",
                   summary=N_("new numbers only; the fourth tile, a double, takes the chest"), layout="chests"))
class SevenDwarfs(TrickGame):
    __doc__ = __doc__
    Options = SevenDwarfsOptions
    options: SevenDwarfsOptions
    StateClass = SevenDwarfsState
    hand_sizes = {7: 4}

    def match_goal(self, players):
        return nmsg("{n} deal; the most points wins", "{n} deals; the most points wins", self.options.deals)

    def match_update(self, match, result):
        for i, p in enumerate(result.points):
            match.scores[i] += p
        if len(match.results) >= self.options.deals:
            best = max(match.scores)
            leaders = [i for i, s in enumerate(match.scores) if s == best]
            who = match.side_name(leaders[0]) if len(leaders) == 1 else msg("nobody alone")
            match.finish(winner=leaders[0] if len(leaders) == 1 else None,
                         why=nmsg("after {n} deal {who} leads with {best}", "after {n} deals {who} leads with {best}",
                                  self.options.deals, who=who, best=best))
        match.context = self.next_context(match, result)
