"""Firewood (Дрова) — seed 000, "Дрова".

4 players get 7 tiles; fewer players get 7 each and the rest is a boneyard; 5–6 players get the
largest equal hands and a boneyard («больше - максимально возможное равное количество плюс базар»:
5 players 5 tiles, 6 players 4). The leader stands a
tile up; each next player lays a tile beside it, long edge to long edge, so that one of its ends
matches the neighbouring end — the stack grows towards the same side, so a tile must share a
number with the last tile laid. When every player has laid one, the stack goes to the pit and a
new round begins. A player with no tile that fits draws one from the boneyard; if that one does
not fit either (or the boneyard is empty) he takes the unfinished stack into his hand and the
next player leads a new one. The first to lay all his tiles wins.

Decisions where the seed is silent:

- A full stack goes to the pit and play simply continues round the table: the next player in
  turn leads the new stack (with all players laying once, that is the round's leader).
- A drawn tile that fits must be laid (the classic "must play if able").
- Scoring, first lead, stalls: the family's (see ``discard.base``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...i18n import N_, _
from ...moves import Draw, Move, Play
from ...tiles import Tile, by_ends
from ..registry import GameInfo, register
from .base import DiscardGame, DiscardState, Take, lead_plays


@dataclass(frozen=True, repr=False)
class Lay(Move):
    """Lay ``tile`` beside ``beside`` (the last tile of the stack), a shared number side by side."""

    tile: Tile
    beside: Tile

    @property
    def tiles(self):
        return (self.tile,)

    def __str__(self):
        return f"{self.tile} beside {self.beside}"

    def describe(self):
        return _("{tile} beside {beside}", tile=self.tile, beside=self.beside)


_LAYS: dict[int, dict[int, Lay]] = {}  # by the last tile's id, by the laid tile's id
_DRAW = Draw()  # moves are values: one is enough


class FirewoodState(DiscardState):
    public_fields: ClassVar[tuple[str, ...]] = ("drawn",)

    drawn = False

    def turn_reset(self):
        self.drawn = False

    def _fits(self):
        last = self.table.placed[-1].tile
        assert self.current is not None  # asked only while the deal is live
        a, b = last.low, last.high
        fits = [t for t in self.hands[self.current] if t.low == a or t.high == a or t.low == b or t.high == b]
        if not fits:
            return fits
        fits.sort(key=by_ends)
        beside = _LAYS.get(last.id)
        if beside is None:
            beside = _LAYS[last.id] = {}
        out = []
        for t in fits:
            move = beside.get(t.id)
            if move is None:  # moves are values: each Lay made once
                move = beside[t.id] = Lay(t, last)
            out.append(move)
        return out

    def _legal_moves(self):
        assert self.current is not None  # asked only while the deal is live
        if not self.table.placed:
            return lead_plays(self.hands[self.current])
        fits = self._fits()
        if fits:
            return fits
        if self.boneyard and not self.drawn:
            return [_DRAW]
        return [Take(tuple(self.table.tiles()))]

    def _apply(self, move):
        p = self.current
        assert p is not None  # play() applies moves only while the deal is live
        if isinstance(move, Draw):
            self.hands[p].add(self._draw_tile())
            self.drawn = True
            return
        if isinstance(move, Take):
            self.take_table(p)
        else:
            self.hands[p].remove(move.tile)
            table = self.table
            table.place(move.tile)
            if len(table.placed) == self.players:
                self.to_pit(table.clear())
        self._end_move(p, p + 1)

    def _parse_move(self, text):
        head, sep, tail = " ".join(text.lower().split()).partition(" beside ")
        if sep:
            try:
                return Lay(Tile.parse(head), Tile.parse(tail))
            except ValueError:
                pass
        return super()._parse_move(text)

    def _why_illegal(self, move):
        base = super()._why_illegal(move)
        if self._tile_violation(move):
            return base
        if self.table.empty:
            return _("the table is empty: lead a tile") if isinstance(move, (Lay, Take, Draw)) else base
        last = self.table.tiles()[-1]
        fits = self._fits()
        if isinstance(move, (Lay, Play)) and not move.tile.has(last.low) and not move.tile.has(last.high):
            return _("{tile} shares no number with the last tile of the stack, {last}", tile=move.tile, last=last)
        if isinstance(move, Lay):
            return _("a tile is laid beside the last tile of the stack, {last}, not beside {beside}", last=last,
                     beside=move.beside)
        if isinstance(move, Draw):
            if fits:
                return _("you cannot draw while a tile of yours fits beside {last} ({tile})", last=last,
                         tile=fits[0].tile)
            return _("you may draw only one tile a turn, and only while the boneyard has tiles")
        if isinstance(move, Take):
            if fits:
                return _("you may take the stack only when no tile of yours fits beside {last} ({tile})", last=last,
                         tile=fits[0].tile)
            return _("you must first draw one tile from the boneyard before taking the stack")
        if isinstance(move, Play):
            return _("the stack is started: lay {tile} beside {last} instead of leading", tile=move.tile, last=last)
        return base

    def _extra_text(self):
        return " | ".join(p for p in (super()._extra_text(), "drawn: 1" if self.drawn else "") if p)

    def read_fields(self, values):
        self.drawn = values.get("drawn", "0") == "1"


@register(GameInfo("firewood", "Firewood", "Дрова", "discard", "1", "", (2, 6), "000",
                   summary=N_("tiles laid side by side; a round's stack goes to the discard"), layout="stack"))
class Firewood(DiscardGame):
    __doc__ = __doc__
    StateClass = FirewoodState
    hand_sizes = {2: 7, 3: 7, 4: 7, 5: 5, 6: 4}
    rest = "boneyard"
