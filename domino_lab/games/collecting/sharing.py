"""Sharing (Делёжка) — seed 000, "Делёжка".

Any number of players («Число игроков - произвольное»: from 2 up to one player per tile of the
set, 28); every tile lies face down in the boneyard. A player draws one tile fewer than there are
players and looks at them. He may keep one and hand the others round the table, one to each of
the next players; the turn then passes to the player left without a tile. Or he may give all of
them away, one to every other player, and draw again. Play goes on until the boneyard is used up
or too few tiles are left for a turn. The highest pip total wins.

A turn is made tile by tile, so that it stays a short list of choices however many play: first
``keep 3-3`` (keep one) or ``give 0-4 to player 1`` (give the first tile away, and with it all
of them), then ``give … to player …`` for each tile left, to the next players in order.

Decisions where the seed is silent:

- "Hand round" (раздать по кругу) is read as: one tile to each next player in order round the
  table, starting at the left; the drawer chooses which tile he keeps and which tile goes to
  whom. Keeping one leaves the last player round (the drawer's right-hand neighbour) without a
  tile, and he draws next. A tile is kept, if at all, before any is handed on.
- The drawn tiles are the drawer's hand until he shares them: nobody else sees them; once
  shared they lie face up in the collections.
- The tiles left over at the end (fewer than a turn needs) stay face down in the boneyard.
- The draw itself is no decision, so it happens at once: the player to move already holds his
  drawn tiles. Match: the family's (a deal per player, pips added up, most wins).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...errors import NotationError
from ...i18n import N_, _, ngettext
from ...moves import Move, interned
from ...tiles import Tile, by_ends
from ..registry import GameInfo, register
from .base import CollectingGame, CollectingState


@dataclass(frozen=True, repr=False)
class Keep(Move):
    """Keep ``tile`` of the tiles you drew (the rest then go round the table)."""

    tile: Tile

    @property
    def tiles(self):
        return (self.tile,)

    @property
    def weight(self) -> int:  # the greedy bot keeps the heaviest tile
        return 100 + self.tile.pips

    def __str__(self):
        return f"keep {self.tile}"

    def describe(self):
        return _("keep {tile}", tile=self.tile)


@dataclass(frozen=True, repr=False)
class Give(Move):
    """Hand ``tile`` to player ``to``, the next player round the table still to get one."""

    tile: Tile
    to: int

    @property
    def tiles(self):
        return (self.tile,)

    @property
    def weight(self) -> int:  # the greedy bot hands the rest on in tile order
        return 0

    def __str__(self):
        return f"give {self.tile} to player {self.to}"

    def describe(self):
        return _("give {tile} to player {to}", tile=self.tile, to=self.to)


class SharingState(CollectingState):
    """Extra fields: ``kept`` (whether the player to move kept a tile this turn) and ``given``
    (how many tiles he has handed on so far)."""

    public_fields: ClassVar[tuple[str, ...]] = ("kept", "given")
    game: Sharing

    kept = False
    given = 0

    def recipient(self) -> int:
        """The player who gets the next tile handed on."""
        assert self.current is not None  # a collecting deal is read and played only while live
        return (self.current + 1 + self.given) % self.players

    def most_in_hand(self):
        return self.players - 1, "the player to move holds the tiles he has just drawn"

    def _check_position(self):
        need = self.players - 1 - self.given - int(self.kept)
        assert self.current is not None  # a collecting deal is read only while live
        held = len(self.hands[self.current])
        if need < 1 or held != need:
            return ngettext("player {p} drew {n} tile, kept {kept} and handed on {given}: he must hold the {left} left "
                            "to share, not {held}", "player {p} drew {n} tiles, kept {kept} and handed on {given}: he "
                            "must hold the {left} left to share, not {held}", self.players - 1, p=self.current,
                            kept=int(self.kept), given=self.given, left=max(need, 0), held=held)
        others = [p for p, h in enumerate(self.hands) if h and p != self.current]
        if others:
            return _("player {p} holds tiles: only the player to move holds the tiles he drew", p=others[0])
        return None

    def _legal_moves(self):
        assert self.current is not None  # asked only while the deal is live
        hand = sorted(self.hands[self.current], key=by_ends)
        to = self.recipient()
        keep = [interned(Keep, t) for t in hand] if not (self.kept or self.given) else []
        return keep + [interned(Give, t, to) for t in hand]

    def _apply(self, move):
        p, n = self.current, self.players
        assert p is not None  # play() applies moves only while the deal is live
        self.hands[p].remove(move.tile)
        if isinstance(move, Keep):
            self.collect(p, move.tile)
            self.kept = True
        else:
            self.collect(move.to, move.tile)
            self.given += 1
        if self.hands[p]:
            return
        self.current = (p + n - 1) % n if self.kept else p  # who is left without a tile draws next
        self.kept, self.given = False, 0
        self.game._draw_for(self)

    def _parse_move(self, text):
        words = " ".join(text.lower().split())
        try:
            if words.startswith("keep "):
                return Keep(Tile.parse(words[5:]))
            head, sep, to = words[5:].partition(" to player ")
            if words.startswith("give ") and sep and to.isdigit():
                return Give(Tile.parse(head), int(to))
        except ValueError:
            pass
        return super()._parse_move(text)

    def _why_illegal(self, move):
        assert self.current is not None  # asked while a move is played
        if isinstance(move, (Keep, Give)) and move.tile not in self.hands[self.current]:
            drawn = " ".join(map(str, sorted(self.hands[self.current])))
            return _("you share the tiles you drew ({drawn}), and {tile} is not one of them", drawn=drawn,
                     tile=move.tile)
        if isinstance(move, Keep):
            return _("you keep at most one tile, and only before you hand any on")
        if isinstance(move, Give):
            return _("the tiles go round the table in order: the next one goes to player {v}", v=self.recipient())
        return (_("in Sharing a turn is sharing the {v} tiles you drew: keep one and hand the rest round, or give "
                  "them all away; not {move}", v=self.players - 1, move=move))

    def _extra_text(self):
        parts = [super()._extra_text()]
        if self.kept:
            parts.append("kept: 1")
        if self.given:
            parts.append(f"given: {self.given}")
        return " | ".join(parts)

    def read_fields(self, values):
        try:
            self.kept = int(values.get("kept", 0)) == 1
            self.given = int(values.get("given", 0))
        except ValueError:
            raise NotationError(_("write 'kept: 1' and 'given: 2' (how many tiles were handed on this turn)")) from None


@register(GameInfo("sharing", "Sharing", "Делёжка", "collecting", "2.1", "", (2, 28), "000",
                   summary=N_("draw, keep one and hand the rest round"), layout="draw"))
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
        for _k in range(need):
            state.hands[state.current].add(state.draw())
