"""Fork (Вилка) — seed 000, "Вилка".

Four players get 7 tiles each; fewer players get 7 and the rest is a boneyard; more players get
the largest equal hands and a boneyard («больше - максимально возможное равное плюс базар»: 5
players 5 tiles, 6 players 4, as the book's general rule for 5 or 6 players). The lead is laid
across; the next two tiles go to its two halves, turned a quarter, and start two half-chains
that run side by side. Either half-chain may grow, but their lengths may differ by at most two
tiles: once one is two longer, only the shorter may grow. A player who cannot move takes one
tile from the boneyard and the turn passes on; with the boneyard empty he passes. The first
player out wins.

Where the seed is silent:
- who leads: the holder of 6-6 (else the highest double, else the heaviest tile), as in classic
  dominoes (seed 003); the lead's low half starts the top line;
- points: as classic dominoes (seed 003) — the player out scores the pips left in the other
  hands; a fish (nobody can move and the boneyard is empty) goes to the lowest hand, who scores
  the others' pips minus his own; the match goes to 100 (``target``).

Options: ``max_gap`` (2) is the largest allowed difference in length; ``draw_passes=False``
lets a player play the tile he drew if it fits (the seed: the turn passes after the draw).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import N_, _
from ...moves import Draw, Play
from ...options import option
from ...table.parallel import LINES, ParallelLayout
from ..registry import GameInfo, register
from .base import ChainGame, ChainOptions, ChainState
from .first_out import FirstOutScoring


@dataclass(frozen=True)
class ForkOptions(ChainOptions):
    """``max_gap``: how many tiles longer one half-chain may grow than the other (2).
    ``draw``: one tile when stuck; ``draw_passes``: the turn passes after that draw."""

    draw: str = "one"
    draw_passes: bool = True
    max_gap: int = option(2, low=1)  # 0 and no line could ever grow


class ForkState(ChainState):
    """Fork's deal: the family's, with Fork's draw (``_apply``).

    A move of Fork's own state (not a design's, whose classes may stand between) is handed to
    ``ChainState._apply`` by name: that is what ``super()`` finds for it, without a ``super``
    object made every move; a play, the usual move, is told first and asks no more."""

    game: Fork

    def _apply(self, move):
        if type(self) is ForkState:  # (Fork's own: super() is the family's)
            ChainState._apply(self, move)
        else:
            super()._apply(move)
        if type(move) is not Play and isinstance(move, Draw):
            self.passes = 0  # a draw changes a hand: the round of passes starts again
            if self.game.options.draw_passes:
                self._next_turn()


@register(GameInfo("fork", "Fork", "Вилка", "laying", "3.1", "chain", (2, 6), "000",
                   summary=N_("two parallel half-chains that may differ by at most two"), layout="parallel"))
class Fork(FirstOutScoring, ChainGame):
    __doc__ = __doc__
    Options = ForkOptions
    options: ForkOptions
    StateClass = ForkState
    hand_sizes = {2: 7, 3: 7, 4: 7, 5: 5, 6: 4}

    def new_layout(self):
        return ParallelLayout()

    def end_accepts(self, state, end, tile):
        lines = state.table.lines  # (each line's length read from its list, not by two calls of ParallelLayout.length:
        # the engine asks this of every tile that fits a line, several times a move)
        i = end.index
        return len(lines[i]) - len(lines[1 - i]) < self.options.max_gap

    def end_key(self, state):
        """What the gap rule reads of the deal (``end_key`` in ``ChainGame``'s hooks): how much longer
        the top line is than the bottom, clamped to what ``max_gap`` tells apart (a line that is
        ``max_gap`` or more longer may not grow, however much longer). It changes only as tiles are
        laid, so the family keeps the plays per open ends and this key and reads them at once."""
        lines, gap = state.table.lines, self.options.max_gap
        d = len(lines[0]) - len(lines[1])
        return gap if d > gap else -gap if d < -gap else d

    def why_illegal(self, state, move):
        if not isinstance(move, Play) or move.end is None:
            return None
        ends = [e for e in state.table.open_ends() if self.fits(move.tile, e.value)]
        named = [e for e in ends if e.index == move.end] or ends  # a move typed as text names no end
        closed = [e for e in named if not self.end_accepts(state, e, move.tile)]
        if not named or len(closed) < len(named):
            return None
        line, other = LINES[closed[0].index], LINES[1 - closed[0].index]
        gap = state.table.length(closed[0].index) - state.table.length(1 - closed[0].index)
        return (_("the {line} line is already {gap} tiles longer than the {other} line: the lines may differ by at "
                  "most {max_gap}, so only the {other} line may grow", line=line, gap=gap, other=other,
                  max_gap=self.options.max_gap))
