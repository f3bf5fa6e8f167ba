"""Biryuk, "the Lone Wolf" (Бирюк) — seed 000, "Бирюк".

4 players get 7 tiles, 3 get 9, 5 get 5; the rest is set aside face down. One tile lies on the
table. The leader lays any tile; the next player attaches a tile of his that shares a number
with it and then discards one of the two into the pit: the tile that was there (his own stays,
and the next player attaches to it), or his own — then he must take the tile that was there into
his hand, and the next player leads afresh. A player who cannot attach takes the table tile into
his hand and the next player leads. The first to lay all his tiles (leading counts) wins.

Decisions where the seed is silent:

- The seed describes the choice for "the second player" after a lead; we let every attaching
  player make it, since after any attach the table again holds one tile, as after a lead.
- Attaching is compulsory when possible (the classic "must play if able" that the seed assumes
  for every game); which end the tile touches does not matter, the single tile shows both ends.
- Scoring, first lead, stalls: the family's (see ``discard.base``): going out scores the others'
  pips, to 100; player 0 leads first, then the last winner.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...i18n import N_, _
from ...moves import Move, Play
from ...tiles import Tile, by_ends
from ..registry import GameInfo, register
from .base import DiscardGame, DiscardState, Take, lead_plays


@dataclass(frozen=True, repr=False)
class Attach(Move):
    """Attach ``tile`` to the table tile ``to``, then discard ``discard`` (one of the two)."""

    tile: Tile
    to: Tile
    discard: Tile

    @property
    def tiles(self):
        return (self.tile,)

    @property
    def weight(self) -> int:  # pips out of hand: keeping the original brings it back
        back = self.to.pips if self.discard == self.tile else 0
        return 2 * (self.tile.pips - back) + (0 if back else 1)

    def __str__(self):
        if self.discard == self.tile:
            return f"{self.tile} on {self.to}, discard {self.tile} and take {self.to}"
        return f"{self.tile} on {self.to}, discard {self.to}"

    def describe(self):
        if self.discard == self.tile:
            return _("{tile} on {to}, discard {tile} and take {to}", tile=self.tile, to=self.to)
        return _("{tile} on {to}, discard {to}", tile=self.tile, to=self.to)


_ATTACHES: dict[int, dict[int, tuple[Attach, Attach]]] = {}  # table tile id -> tile id -> both discards
_TAKES: dict[int, Take] = {}  # taking the table tile, by its id


def _taking(on: Tile) -> Take:
    """Taking the table tile ``on`` into the hand (made once: moves are values)."""
    move = _TAKES.get(on.id)
    if move is None:
        move = _TAKES[on.id] = Take((on,))
    return move


class BiryukState(DiscardState):
    def _legal_moves(self):
        assert self.current is not None  # asked only while the deal is live
        hand = self.hands[self.current]
        placed = self.table.placed
        if not placed:
            return lead_plays(hand)
        on = placed[0].tile
        a, b = on.low, on.high
        fits = [t for t in hand if t.low == a or t.high == a or t.low == b or t.high == b]
        if not fits:
            return [_taking(on)]
        fits.sort(key=by_ends)
        attaches = _ATTACHES.get(on.id)
        if attaches is None:
            attaches = _ATTACHES[on.id] = {}
        moves: list[Move] = []
        for t in fits:
            pair = attaches.get(t.id)
            if pair is None:  # moves are values: the two ways to attach t to on, made once
                pair = attaches[t.id] = (Attach(t, on, on), Attach(t, on, t))
            moves += pair
        return moves

    def _apply(self, move):
        p = self.current
        assert p is not None  # play() applies moves only while the deal is live
        if isinstance(move, Take):
            self.take_table(p)
        elif isinstance(move, Play):
            self.hands[p].remove(move.tile)
            self.table.place(move.tile)
        else:
            hand, table = self.hands[p], self.table
            hand.remove(move.tile)
            self.to_pit([move.discard])
            table.clear()
            if move.discard is move.tile:
                hand.add(move.to)
            else:
                table.place(move.tile)
        self._end_move(p, p + 1)

    def _parse_move(self, text):
        m = _ATTACH.fullmatch(" ".join(text.lower().split()))
        if m:
            try:
                tile, to, discard = (Tile.parse(m.group(i)) for i in (1, 2, 3))
            except ValueError:
                pass
            else:
                return Attach(tile, to, discard)
        return super()._parse_move(text)

    def _why_illegal(self, move):
        base = super()._why_illegal(move)
        if self._tile_violation(move):
            return base
        if self.table.empty:
            if isinstance(move, (Attach, Take)):
                return _("the table is empty: lead a tile")
            return base
        on = self.table.tiles()[0]
        assert self.current is not None  # asked while a move is played
        fits = [t for t in sorted(self.hands[self.current]) if t.has(on.low) or t.has(on.high)]
        if isinstance(move, Take):
            if fits:
                return _("you may take {on} only when no tile of yours shares a number with it (you hold {v})", on=on,
                         v=fits[0])
            return _("the tile to take is the table tile, {on}", on=on)
        if isinstance(move, (Attach, Play)) and not move.tile.has(on.low) and not move.tile.has(on.high):
            return _("{tile} shares no number with the table tile {on}", tile=move.tile, on=on)
        if isinstance(move, Attach) and move.to != on:
            return _("the table tile is {on}, not {to}", on=on, to=move.to)
        if isinstance(move, Attach):
            return _("after attaching you discard one of the two tiles, {tile} or {on}, not {discard}", tile=move.tile,
                     on=on, discard=move.discard)
        if isinstance(move, Play):
            return (_("the table is not empty: attach {tile} to {on} and say which tile to discard ('{v}' or '{v2}')",
                      tile=move.tile, on=on, v=Attach(move.tile, on, on), v2=Attach(move.tile, on, move.tile)))
        return base


_ATTACH = re.compile(r"(\S+) on (\S+), discard (\S+?)(?: and take \S+)?")


@register(GameInfo("biryuk", "Biryuk", "Бирюк", "discard", "1", "", (3, 5), "000",
                   summary=N_("attach to the one table tile, then discard one of the two"), layout="single"))
class Biryuk(DiscardGame):
    __doc__ = __doc__
    StateClass = BiryukState
    hand_sizes = {3: 9, 4: 7, 5: 5}
    rest = "aside"
