"""Milky Way (Млечный путь) — seed 000, "Млечный путь".

Four players get 7 tiles. Only one chain may be built: the Milky Way, the doubles and the tiles
whose two numbers are neighbours, in the seed's order 0-6, 6-6, 6-5, 5-5, 5-4, … 1-1, 1-0, 0-0
(14 tiles; 0-0 and 0-6 meet again at 0, so the way is a ring and it may be entered anywhere).
The leader plays any tile of the way; then each player in turn lays one tile on either end, but
only the tile that comes next along the way there; without it he passes. The other 14 tiles are
ballast and never played. When the way can grow no more, the numbers on its two ends are what it
"finished on", and each player counts only his ballast tiles showing one of those numbers: the
lowest count wins ("Главный вопрос в том, на какой фишке будет завершена вся цепочка").

Where the seed is silent: the lot for the first lead falls on the first seat (then the previous
winner leads), passing on while the leader holds no tile of the way; with 2–3 players (the
catalogue allows them) 7 tiles each and the rest set aside, undrawn; a player who lays his last
tile ends the deal and wins with nothing to count; each player writes his count against himself
and the match ends when someone reaches ``target`` (101, as the goat in Kozel), the lowest total
winning it. With the whole way laid, the last tile may go on either end and so decides which
number the way finishes on.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import N_, _, and_list, join, msg
from ...tiles import Tile, tiles_text
from ..base import DealResult, Termination
from ..registry import GameInfo, register
from .base import ChainGame, ChainOptions
from .race import lowest_total_match


@dataclass(frozen=True)
class MilkyWayOptions(ChainOptions):
    """``target``: the count that ends the match (101); ``draw``: "none" (no drawing)."""

    draw: str = "none"
    target: int | None = 101


def milky_way(n: int = 6) -> tuple[Tile, ...]:
    """The way for a double-``n`` set: 0-n, n-n, n-(n-1), …, 1-1, 1-0, 0-0."""
    way = [Tile(0, n)]
    for v in range(n, 0, -1):
        way += [Tile(v, v), Tile(v, v - 1)]
    return tuple(way + [Tile(0, 0)])


@dataclass(frozen=True)
class MilkyWayResult(DealResult):
    """A Milky Way deal: ``finished_on``, the numbers at which the chain ended (they decide which
    tiles left in hand count)."""

    finished_on: tuple[int, ...] = ()


@register(GameInfo("milky_way", "Milky Way", "Млечный путь", "laying", "3.1", "chain", (2, 4), "000",
                   summary=N_("only one fixed chain of doubles and neighbours is legal"), layout="fixed"))
class MilkyWay(ChainGame):
    __doc__ = __doc__
    Options = MilkyWayOptions
    options: MilkyWayOptions
    penalty_points = True
    hand_sizes = {2: 7, 3: 7, 4: 7}

    def __init__(self, **options):
        super().__init__(**options)
        self.way = milky_way(self.set.n)
        self.position = {t: i for i, t in enumerate(self.way)}
        k = len(self.way)
        # joint[i]: the number where way[i] meets way[i + 1] (the ring closes at 0)
        self.joint = [({*self.way[i]} & {*self.way[(i + 1) % k]}).pop() for i in range(k)]
        # next_along as a table: the tiles that may follow each tile of the way on an end showing v
        self.along = {(t.low, t.high, v): self._along(i, v) for i, t in enumerate(self.way)
                      for v in range(self.set.n + 1)}
        # the same by the tile as it lies at the end (either way round), as the tiles' ids (end_accepts')
        self._next_ids = {(a, b, v): frozenset(t.id for t in tiles) for (low, high, v), tiles in self.along.items()
                          for a, b in ((low, high), (high, low))}

    def redeal_reason(self, hands):
        if not any(t in self.position for h in hands for t in h):
            return _("no hand holds a tile of the Milky Way")
        return None

    def first_lead(self, hands, context):
        start = context.get("leader") or 0
        for k in range(len(hands)):
            p = (start + k) % len(hands)
            mine = frozenset(t for t in hands[p] if t in self.position)
            if mine:
                return p, mine
        raise AssertionError("redeal_reason guarantees a tile of the way")  # pragma: no cover

    def next_along(self, state, end) -> set:
        """The tiles of the way that may go on ``end``: the neighbours, along the ring, of the tile
        lying there, joined to it through the number the end shows."""
        chain = state.table.chain
        a, b = chain[0] if end.index == 0 else chain[-1]
        i = self.position[Tile(a, b)]
        return set(self.along[(self.way[i].low, self.way[i].high, end.value)])

    def _along(self, i: int, value: int) -> frozenset:
        """The tiles of the way that may join ``way[i]`` lying at an end that shows ``value``: its
        neighbours along the ring, joined to it through that number."""
        k = len(self.way)
        out = set()
        if self.joint[i - 1] == value:
            out.add(self.way[i - 1])
        if self.joint[i] == value:
            out.add(self.way[(i + 1) % k])
        return frozenset(out)

    def end_accepts(self, state, end, tile):
        # (only tiles of the way are next along it: ballast is never accepted)
        chain = state.table.chain
        a, b = chain[0] if end.index == 0 else chain[-1]
        known = self._next_ids.get((a, b, end.value))
        return tile.id in known if known is not None else tile in self.next_along(state, end)

    def end_key(self, state):
        """What the way reads of the deal: the chain's two end tiles as they lie (``end_key`` in
        ``ChainGame``'s hooks; None before the lead: no end then)."""
        chain = state.table.chain
        return (chain[0], chain[-1]) if chain else None

    def why_illegal(self, state, move):
        for t in move.tiles:
            if t not in self.position:
                return _("{t} is ballast: only tiles of the Milky Way ({way}) are played", t=t,
                         way=tiles_text(self.way))
            if state.table.empty:
                return None
            laid = set(state.table.tiles())
            nxt = sorted({x for e in state.table.open_ends() for x in self.next_along(state, e)} - laid)
            return _("{t} is not next along the Milky Way; the ends take {v}", t=t, v=tiles_text(nxt) or 'nothing more')
        return None

    def check_position(self, state):
        off = [t for t in state.table.tiles() if t not in self.position]
        if off:
            return _("{tile} is on the table, but only tiles of the Milky Way are ever laid", tile=off[0])
        if not state.over and state.table.empty and state.lead_tiles is None:
            return _("lead: the leader leads a tile of the Milky Way; name the ones he holds")
        if state.lead_tiles and not state.lead_tiles <= set(self.position):
            return _("lead: only tiles of the Milky Way are led")
        return None

    def counted(self, hand, numbers) -> list[Tile]:
        """The ballast tiles of ``hand`` that show one of ``numbers``."""
        return sorted(t for t in hand if t.low in numbers or t.high in numbers)

    def score_deal(self, state, reason, winner, fisher, move=None):
        numbers = sorted(set(state.table.end_values()))
        counts = tuple(sum(t.pips for t in self.counted(h, numbers)) for h in state.hands)
        done = len(state.table.placed) == len(self.way)  # the whole way is laid (nothing else ever is)
        if reason == "out":
            why = msg("player {p} laid his last tile", p=winner)
        else:
            reason = Termination.FINISHED if done else Termination.STUCK
            low = min(counts)
            lowest = [p for p, c in enumerate(counts) if c == low]
            winner = lowest[0] if len(lowest) == 1 else None
            on = and_list(numbers)
            why = join("; ", [
                msg("the Milky Way is complete on {numbers}", numbers=on) if done
                else msg("the Milky Way can grow no more on {numbers}", numbers=on),
                msg("player {p} counts the least ({low})", p=winner, low=low) if winner is not None
                else msg("players {list} tie with {low}", list=", ".join(map(str, lowest)), low=low)])
        counted = join(", ", [msg("player {p} {c}", p=p, c=c) for p, c in enumerate(counts)])
        why = join("; ", [why, msg("counted: {counts}", counts=counted)])
        return MilkyWayResult(reason, winner, counts, state.sides, counts, why, fisher, finished_on=tuple(numbers))

    def match_update(self, match, result):
        lowest_total_match(self, match, result)
