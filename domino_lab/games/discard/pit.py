"""Pit (Яма) — seed 000, "Яма".

4 players get 7 tiles. The leader lays any tile and a standard chain grows from it (equal pips,
both ends, must play if able). As soon as a double is laid, the whole chain, the double with it,
goes to the pit and is out of the game; the player who laid it leads a new chain. A double
chosen as a lead flies straight into the pit. A player with nothing that fits takes the whole
chain into his hand, and the next player leads. The first to lay all his tiles wins.

Decisions where the seed is silent:

- A double led goes to the pit and the turn passes on (the next player leads): the seed grants
  "go again" to the player who sent a chain to the pit, and a led double sends none; its remark
  that such a lead "sometimes makes sense at the end of the game" fits a move that costs the
  lead. ``double_lead_again=True`` lets the leader lead again instead.
- With 2–3 players each still gets 7 tiles and the rest is set aside face down: nothing is ever
  drawn, since taking the chain replaces drawing.
- Scoring, first lead, stalls: the family's (see ``discard.base``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import N_, _
from ...moves import Draw, Pass, Play, interned
from ...table import LineLayout
from ...tiles import Tile, by_ends
from ..chain.base import ChainState
from ..registry import GameInfo, register
from .base import ChainDiscardGame, DiscardMixin, DiscardOptions, Take


@dataclass(frozen=True)
class PitOptions(DiscardOptions):
    """``double_lead_again``: a player who leads a double (it goes straight to the pit) leads again."""

    double_lead_again: bool = False


class PitState(DiscardMixin, ChainState):
    game: Pit
    table: LineLayout

    def _legal_moves(self):
        assert self.current is not None  # asked only while the deal is live
        if self.table.empty:
            return [interned(Play, t) for t in sorted(self.hands[self.current], key=by_ends)]
        # the chain's tiles in the table's order, left to right (as its text reads, whatever the order laid)
        return self._plays(self.current) or [Take(tuple(Tile(a, b) for a, b in self.table.chain))]

    def blocked(self) -> bool:  # a player who cannot lay takes the chain: there is no fish
        return False

    def _apply(self, move):
        p = self.current
        assert p is not None  # play() applies moves only while the deal is live
        if isinstance(move, Take):
            self.take_table(p)
            return self._end_move(p, p + 1)
        tile = move.tile
        if move.end is None and tile.is_double:
            self.hands[p].remove(tile)
            self.to_pit([tile])
            return self._end_move(p, p if self.game.options.double_lead_again else p + 1)
        self._lay(p, move)
        if tile.is_double:
            self.to_pit(self.table.tiles())
            self.table = self.game.new_layout()
            return self._end_move(p, p)
        self._end_move(p, p + 1)

    def _why_illegal(self, move):
        assert self.current is not None  # asked while a move is played
        if isinstance(move, Take) and self._plays(self.current):
            return _("you may take the chain only when nothing fits; you can play {v}", v=self._plays(self.current)[0])
        if isinstance(move, (Draw, Pass)):
            return _("in Pit nothing is drawn and no turn is passed: lay a tile, or take the chain when nothing fits")
        if isinstance(move, Take) and self.table.empty:
            return _("the table is empty: lead a tile")
        return super()._why_illegal(move)

    @classmethod
    def _from_fields(cls, game, hands, boneyard, values):
        state = super()._from_fields(game, hands, boneyard, values)
        state._read_discard_fields(values)
        return state


@register(GameInfo("pit", "Pit", "Яма", "discard", "1", "chain", (2, 4), "000",
                   summary=N_("a double sends the whole chain to the pit"), layout="line"))
class Pit(ChainDiscardGame):
    __doc__ = __doc__
    Options = PitOptions
    # (a DiscardOptions, not a ChainOptions: Pit keeps the chain's matching, not its drawing or fish)
    options: PitOptions
    StateClass = PitState
    rest = "aside"
