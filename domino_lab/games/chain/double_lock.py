"""Double-lock (Дубль-замок) — seed 000, "Дубль-замок".

Four players get 7 tiles; 3 players 7 with a boneyard, 5 players 5 with a boneyard («4 игрока по 7
камней. 3 игрока по 7 с базаром, 5 игроков по 5 с базаром»; 2 players, 7 each, here too). The lead
must be a double; a leader without one passes the lead to the next player. Any tiles with the
double's number may go beside the lead double, but onto those two only doubles. From then on,
a number shown on an end for the first time is *locked* until its double is laid: only that
double may go on it. Once all seven doubles are down, play is free. Every one of these cases is
one rule: a non-double may be joined to a number only once that number's double is on the table
(the lead double unlocks its own number). The first player out wins; in a fish the lowest hand.

Where the seed is silent: a stuck player draws until a tile fits (``draw``), as in Kozel with a
boneyard; the first deal's leader is the first seat (then the previous winner), passing the lead
on while he holds no double; a deal where no hand holds a double is dealt again; scoring is the
race scoring of ``race.RaceGame`` (first out scores the others' pips, match to 100).
``locks=False`` plays the same deal without locks (for comparison).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import N_, _
from ...moves import Play
from ...table import LineLayout
from ...tiles import Tile
from ..registry import GameInfo, register
from .base import ChainState
from .race import RaceGame, RaceOptions


@dataclass(frozen=True)
class DoubleLockOptions(RaceOptions):
    """``locks``: whether a number stays locked until its double is laid (True)."""

    locks: bool = True


class DoubleLockState(ChainState):
    """A chain deal that knows ``doubles_down``: the numbers whose double is on the table."""

    public_fields = ("doubles_down",)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.doubles_down: frozenset[int] = frozenset()

    def _lay(self, player, play):
        super()._lay(player, play)
        self.after_lay(player, play)

    def after_lay(self, player, play):
        """A double laid unlocks its number."""
        if play.tile.is_double:
            self.doubles_down |= {play.tile.low}

    def read_fields(self, values):
        super().read_fields(values)
        self.doubles_down = frozenset(p.tile.low for p in self.table.placed if p.tile.is_double)


@register(GameInfo("double_lock", "Double-lock", "Дубль-замок", "laying", "3.1", "chain", (2, 5), "000",
                   summary=N_("a number is locked until its double is laid"), layout="line"))
class DoubleLock(RaceGame):
    __doc__ = __doc__
    Options = DoubleLockOptions
    options: DoubleLockOptions
    StateClass = DoubleLockState
    hand_sizes = {2: 7, 3: 7, 4: 7, 5: 5}

    def redeal_reason(self, hands):
        if not any(t.is_double for h in hands for t in h):
            return _("no hand holds a double to lead")
        return None

    def first_lead(self, hands, context):
        start = context.get("leader") or 0
        for k in range(len(hands)):
            p = (start + k) % len(hands)
            doubles = frozenset(t for t in hands[p] if t.is_double)
            if doubles:
                return p, doubles
        raise AssertionError("redeal_reason guarantees a double")  # pragma: no cover

    def end_accepts(self, state, end, tile):
        return tile.is_double or not self.options.locks or end.value in state.doubles_down

    def end_key(self, state):
        """What the locks read of the deal (``end_key`` in ``ChainGame``'s hooks): which open numbers have
        their double down (of all the doubles down, fewer tables: one set of ends meets few of them);
        both change only when a tile is laid, as the hook promises. On a two-way line (its own layout)
        whether each end's is, read from the line's two numbers without listing its ends."""
        table, down = state.table, state.doubles_down
        if type(table) is LineLayout and not table.one_way:
            return table.left in down, table.right in down
        return down.intersection(table.end_values())

    def why_illegal(self, state, move):
        if isinstance(move, Play) and not move.tile.is_double and not state.table.empty:
            down = state.doubles_down
            locked = [v for v in state.table.end_values() if move.tile.has(v) and v not in down]
            if locked:
                v = locked[0]
                return (_("{v} is locked until {v2} is laid: only a double may go on it (Double-lock), so {tile} "
                          "cannot go there", v=v, v2=Tile(v, v), tile=move.tile))
        return None
