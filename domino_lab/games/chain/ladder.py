"""Ladder (Лестница) — seed 000, "Лестница".

Four players get 7 tiles; fewer get 7 with the rest as a boneyard; more get the largest equal
hand (5 players 5, 6 players 4) plus a boneyard. The lead is any tile, and the chain grows in
one direction only: «Цепь строится в одну сторону от заходного камня» ("the chain is built in
one direction from the lead"). The lead has two ends, so the second tile may go on either of
them; from then on only that direction is open. On his turn a player lays one, two or three
tiles one after another ("и две, и три кости (но не больше)"); a fourth is refused. The first
player out wins.

A line reads the same from either end, so once the direction is chosen the table is written in
the direction it grows: its one open end is the right-hand one (a chain grown on the lead's
left, "6-1 1-4", is written "4-1 1-6"). In a position text a table of one tile is a lead whose
two ends are open; a longer table grows from its right-hand end.

Where the seed is silent: the lead is a single tile (the two-or-three rule is for the turns
that grow the chain); a player who can lay a tile must lay at least one; a stuck player draws
until a tile fits (``draw``), as in Kozel with a boneyard; the first deal is led by the first
seat, later deals by the previous winner; scoring is the race scoring of ``race.RaceGame``
(first out scores the others' pips, a fish goes to the lowest hand, match to 100).
``most_per_turn`` changes the limit of three.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from ...i18n import N_, _
from ...moves import Multi
from ...options import option
from ...table import LineLayout
from ..registry import GameInfo, register
from .multi import MultiState, _line_play
from .race import RaceGame, RaceOptions
from .set_tables import _bits_by_id, _tables

_MOST_RUNS = 100_000


def _walk(hand: int, v: int, most: int, suit: tuple, both: tuple, key: tuple, seen: set, found: list,
          used: int) -> None:
    """``multi.runs`` on bitmasks: the runs of ``hand`` (a mask) on from ``key`` (the end, the
    number it showed, the tiles laid so far: one or more), ``used`` laid and ``v`` showing; each
    run is added to ``found`` as its key, in the order ``runs`` finds it."""
    m = hand & suit[v] & ~used
    deeper = len(key) - 1 < most  # (a run of len(key) - 1 tiles may go on: look further)
    while m:
        b = m & -m
        m ^= b
        i = b.bit_length() - 1
        u, w = used | b, both[i] - v  # (tile i laid on v shows its other number)
        seen_key = u << 6 | w  # the same tiles leaving the same number: the same position
        if seen_key in seen:
            continue
        seen.add(seen_key)
        run = key + (i,)
        found.append(run)
        if deeper and hand & suit[w] & ~u:  # (a tile left that goes on)
            _walk(hand, w, most, suit, both, run, seen, found, u)


@functools.cache
def _set_tables(n: int) -> tuple[tuple, tuple, tuple, tuple[int, ...], dict[tuple, Multi]]:
    """What ``extra_moves`` reads of the double-``n`` set: the tiles showing each number (masks),
    a tile's two numbers added, the tiles by place, a tile's bit by its id, and the runs' moves
    made so far, by (end, number it shows, place in the set of each tile, ...)."""
    tb = _tables(n)
    return tb.suit, tb.both, tb.tiles, _bits_by_id(n), {}


def _run_move(key: tuple[int, ...], tiles: tuple, both: tuple) -> Multi:
    """The ``Multi`` of a run's key: each tile on the end, on the number it then shows (the
    engine's kept ``Play`` of each)."""
    end, v = key[0], key[1]
    plays = []
    for i in key[2:]:
        plays.append(_line_play(tiles[i], end, v))
        v = both[i] - v
    return Multi(tuple(plays))


@dataclass(frozen=True)
class LadderOptions(RaceOptions):
    """``most_per_turn``: the most tiles a player may lay in one turn (3)."""

    most_per_turn: int = option(3, low=1)


class LadderState(MultiState):
    def _laid(self, player, move):
        super()._laid(player, move)
        line = self.table
        if not line.one_way and len(line.placed) > 1:  # the second turn has chosen the direction
            if line.placed[-1].branch == "left":  # grown from the lead's left end: read it from there
                line = LineLayout.from_chain([(b, a) for a, b in reversed(line.chain)])
            line.one_way = True
            self.table = line

    def read_fields(self, values):
        super().read_fields(values)
        # a lone lead still has both ends open; so has a line whose state lays by another ``_laid``
        # than Ladder's, which alone turns it (Ladder on Threes' line: the counting state's counts).
        # Turned here, before a finished deal read back is scored: a deal scoring that reads the open
        # ends (Milky Way's on Ladder's line) scored the lead's far end too
        turns = next(vars(k)["_laid"] for k in type(self).__mro__ if "_laid" in vars(k)) is LadderState._laid
        self.table.one_way = turns and len(self.table.placed) > 1


@register(GameInfo("ladder", "Ladder", "Лестница", "laying", "3.1", "chain", (2, 6), "000",
                   summary=N_("the chain grows one way; one to three tiles a turn"), layout="one-way"))
class Ladder(RaceGame):
    __doc__ = __doc__
    Options = LadderOptions
    options: LadderOptions
    StateClass = LadderState
    hand_sizes = {2: 7, 3: 7, 4: 7, 5: 5, 6: 4}

    def new_layout(self):
        return LineLayout()  # both ends of the lead are open until the second tile goes down

    def extra_moves(self, state, plays):
        """The runs of two tiles or more (``multi.runs``: one for each tiles laid and number left
        showing, depth first, tiles low-high), found on bitmasks of the hand (a tile's bit is its
        place in the set, so the lowest bit first is the order ``runs`` tries tiles in)."""
        table = state.table
        left, right = table.left, table.right
        if left is None or right is None:  # (the lead is yet to be laid)
            return []
        # the open ends (end, number): the one the line grows from, or the lead's two (one, a double's)
        ends = ((1, right),) if table.one_way else ((0, left),) if left == right else ((0, left), (1, right))
        suit, both, tiles, by_id, made = _set_tables(self.set.n)
        hand = 0  # the hand as a mask
        for t in state.hands[state.current]:
            hand |= by_id[t.id]
        most = self.options.most_per_turn
        if len(made) >= _MOST_RUNS:  # (a big set has many runs: start the table afresh)
            made.clear()
        moves = []
        for end, v in ends:
            found: list[tuple[int, ...]] = []
            seen: set[int] = set()
            m = hand & suit[v] if most > 1 else 0
            while m:  # a run's first tile (a single tile is a plain play; each leaves its own position)
                b = m & -m
                m ^= b
                i = b.bit_length() - 1
                if hand & suit[both[i] - v] & ~b:  # (a tile left that goes on)
                    _walk(hand, both[i] - v, most, suit, both, (end, v, i), seen, found, b)
            for key in found:
                move = made.get(key)
                if move is None:  # moves are values: one object per run, made once
                    move = made[key] = _run_move(key, tiles, both)
                moves.append(move)
        return moves

    def multi_limit(self, state, move):
        most = self.options.most_per_turn
        if len(move.plays) > most:
            return _("in Ladder a player lays at most {most} tiles a turn, not {n}", most=most, n=len(move.plays))
        if state.table.empty:
            return _("the lead is a single tile; the chain grows by one to three tiles a turn after it")
        return None
