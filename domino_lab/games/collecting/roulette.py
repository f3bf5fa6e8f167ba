"""Roulette (Рулетка) — seed 000, "Рулетка".

More than two players («Число игроков произвольное, более 2х»: "any number of players, more than
two"; here from 3 up to one player per tile of the set, 28); every tile lies face down in the
boneyard. A player draws one tile and
keeps it; its pips are then counted round the table to find who draws next. The highest pip
total wins when the boneyard is used up.

The seed's variant is the option ``call_end=True``: before the tile is turned, the next player
is asked "lower or higher?" and only the chosen end is counted; a double is kept and its drawer
draws again (and the question is asked again). In the variant the asked player is the one to
move (``CallEnd``), since the draw itself is no decision.

Decisions where the seed is silent:

- Counting starts at the drawer's left-hand neighbour: a count of k lands on the k-th player
  round the table from the drawer, so a count that comes round to the drawer (0, or a multiple
  of the number of players) has him draw again.
- Match: the family's (a deal per player, pips added up, most wins).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...i18n import N_, _
from ...moves import Draw, Move
from ..base import read_player
from ..registry import GameInfo, register
from .base import CollectingGame, CollectingOptions, CollectingState

ENDS = ("lower", "higher")


@dataclass(frozen=True)
class RouletteOptions(CollectingOptions):
    """``call_end``: the seed's variant — the next player calls "lower" or "higher" before the tile
    is turned; only that end is counted, and a double draws again."""

    call_end: bool = False


@dataclass(frozen=True, repr=False)
class CallEnd(Move):
    """Say which end of the tile about to be turned is counted: ``"lower"`` or ``"higher"``."""

    end: str

    def __str__(self):
        return f"call {self.end}"

    def describe(self):
        return _("call {value}", value=self.end)


class RouletteState(CollectingState):
    public_fields: ClassVar[tuple[str, ...]] = ("drawer", "last")
    game: Roulette

    drawer = 0  # who draws the next tile (in the variant the player after him is to move)
    last = None  # (drawer, tile, count) of the last draw, for people reading along

    def _legal_moves(self):
        return [CallEnd(e) for e in ENDS] if self.game.options.call_end else [Draw()]

    def _apply(self, move):
        p, n = self.drawer, self.players
        tile = self.draw()
        self.collect(p, tile)
        if isinstance(move, CallEnd):
            count = None if tile.is_double else (tile.low if move.end == "lower" else tile.high)
        else:
            count = tile.pips
        self.last = (p, tile, count)
        if not self.boneyard:
            return self.end()
        self.drawer = p if count is None else (p + count) % n
        self.current = (self.drawer + 1) % n if self.game.options.call_end else self.drawer

    def _why_illegal(self, move):
        if self.game.options.call_end:
            return (_("player {current} is asked for player {drawer}'s draw: the only moves are 'call lower' and "
                      "'call higher', not {move}", current=self.current, drawer=self.drawer, move=move))
        return _("in Roulette a turn is drawing one tile ('draw'), not {move}", move=move)

    def _extra_text(self):
        return super()._extra_text() + f" | drawer: {self.drawer}"

    def read_fields(self, values):
        self.drawer = read_player(values, "drawer", self.players, default=self.current)

    def _check_position(self):
        asked = (self.drawer + 1) % self.players if self.game.options.call_end else self.drawer
        if self.current != asked:
            if self.game.options.call_end:
                return _("player {asked} is asked for the draw (drawer: {drawer}), not player {p}", asked=asked,
                         drawer=self.drawer, p=self.current)
            return _("player {asked} draws (drawer: {drawer}), not player {p}", asked=asked, drawer=self.drawer,
                     p=self.current)
        return super()._check_position()

    def describe(self):
        text = super().describe()
        if self.last:
            p, tile, count = self.last
            step = _("a double: draws again") if count is None else _("counts {n}", n=count)
            text += "\n  " + _("last: player {p} drew {tile}, {step}", p=p, tile=tile, step=step)
        if not self.over and self.game.options.call_end:
            text += "\n  " + _("player {p} calls for player {drawer}'s draw", p=self.current, drawer=self.drawer)
        return text


@register(GameInfo("roulette", "Roulette", "Рулетка", "collecting", "2.1", "", (3, 28), "000",
                   summary=N_("count a drawn tile's pips round the table to find who draws next"), layout="draw"))
class Roulette(CollectingGame):
    __doc__ = __doc__
    Options = RouletteOptions
    options: RouletteOptions
    StateClass = RouletteState

    def start(self, state):
        state.drawer = state.current
        if self.options.call_end:
            state.current = (state.drawer + 1) % state.players
