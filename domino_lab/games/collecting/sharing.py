"""Sharing (Делёжка) — seed 000, "Делёжка".

Any number of players; every tile lies face down in the boneyard. A player draws one tile fewer
than there are players and looks at them. He may keep one and hand the others round the table,
one to each of the next players; the turn then passes to the player left without a tile. Or he
may give all of them away, one to every other player, and draw again. Play goes on until the
boneyard is used up or too few tiles are left for a turn. The highest pip total wins.

Decisions where the seed is silent:

- "Hand round" (раздать по кругу) is read as: one tile to each next player in order round the
  table, starting at the left; the drawer chooses which tile he keeps and which tile goes to
  whom. Keeping one leaves the last player round (the drawer's right-hand neighbour) without a
  tile, and he draws next.
- The drawn tiles are the drawer's hand until he shares them: nobody else sees them; once
  shared they lie face up in the collections.
- The tiles left over at the end (fewer than a turn needs) stay face down in the boneyard.
- The draw itself is no decision, so it happens at once: the player to move already holds his
  drawn tiles. Match: the family's (a deal per player, pips added up, most wins).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations

from ...moves import Move
from ...tiles import Tile
from ..registry import GameInfo, register
from .base import CollectingGame, CollectingState


@dataclass(frozen=True, repr=False)
class Share(Move):
    """Keep ``keep`` (or nothing) and give ``give[i]`` to the i-th next player round the table."""

    keep: Tile | None
    give: tuple[Tile, ...]
    player: int

    @property
    def tiles(self):
        return ((self.keep,) if self.keep else ()) + self.give

    @property
    def weight(self) -> int:  # the greedy bot keeps the heaviest tile
        return self.keep.pips if self.keep else -1

    def __str__(self):
        n = len(self.give) + (1 if self.keep else 0) + 1
        listing = ", ".join(f"{t} to player {(self.player + 1 + i) % n}" for i, t in enumerate(self.give))
        if self.keep is None:
            return f"give all: {listing}, then draw again"
        return f"keep {self.keep}" + (f", give {listing}" if listing else "")


class SharingState(CollectingState):
    def most_in_hand(self):
        return self.players - 1, "the player to move holds the tiles he has just drawn"

    def _check_position(self):
        need = self.players - 1
        if len(self.hands[self.current]) != need:
            held = len(self.hands[self.current])
            return f"player {self.current} is to share the {need} tiles he drew, but holds {held}"
        others = [p for p, h in enumerate(self.hands) if h and p != self.current]
        if others:
            return f"player {others[0]} holds tiles: only the player to move holds the tiles he drew"
        return None

    def _legal_moves(self):
        p = self.current
        hand = sorted(self.hands[p])
        moves = []
        for keep in hand:
            rest = [t for t in hand if t != keep]
            moves.extend(Share(keep, perm, p) for perm in permutations(rest))
        moves.extend(Share(None, perm, p) for perm in permutations(hand))
        return moves

    def _apply(self, move):
        p, n = self.current, self.players
        self.hands[p].clear()
        if move.keep is not None:
            self.collect(p, move.keep)
        for i, t in enumerate(move.give):
            self.collect((p + 1 + i) % n, t)
        self.current = p if move.keep is None else (p + n - 1) % n
        self.game._draw_for(self)

    def _why_illegal(self, move):
        if isinstance(move, Share):
            drawn = sorted(self.hands[self.current])
            shared = sorted(move.tiles)
            if shared != drawn:
                return (f"you share exactly the tiles you drew ({' '.join(map(str, drawn))}), "
                        f"not {' '.join(map(str, shared))}")
            return f"keep one tile and give one to each of the next {self.players - 2} players, or give all away"
        return (f"in Sharing a turn is sharing the {self.players - 1} tiles you drew: "
                f"keep one and hand the rest round, or give them all away; not {move}")


@register(GameInfo("sharing", "Sharing", "Делёжка", "collecting", "2.1", "draw", (3, 6), "000",
                   summary="draw, keep one and hand the rest round"))
class Sharing(CollectingGame):
    __doc__ = __doc__
    StateClass = SharingState

    def start(self, state):
        self._draw_for(state)

    def _draw_for(self, state):
        """The player to move draws his tiles; too few left for a turn ends the deal."""
        need = state.players - 1
        if len(state.boneyard) < need:
            return state.end()
        for _ in range(need):
            state.hands[state.current].add(state.draw())
