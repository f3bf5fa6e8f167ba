"""Candelabra (Канделябр) — seed 000, "Канделябр".

Three players, 9 tiles each; the spare tile may serve as a widow by agreement. The leader puts
down a tile; the second joins a tile end to end to one of its ends, the third to the other end
of the led tile or to the free end of the second. A tile that matches the tile it joins at one
end and is higher at the other beats it: the three tiles go to the leader unless an answer beat
the led tile, and an answer joined to that winning tile and beating it in turn takes the trick
("the candelabra" of overtaking). A player who cannot join gives any tile. The taker leads next.
A player with 4 tricks or more scores one point per trick; 3-3-3 scores nothing; when two
players take 4 each, the third gets −2. The first to 30 wins.

Decisions where the seed is silent:

- "Higher at the other end": the answer's far end against the far end of the tile it joins
  (4-6 joined to 3-4 at the 4 beats it, 6 > 3); an equal end does not beat.
- A tile beats only the tile it is joined to, and takes the trick only from the tile holding it:
  when the second has beaten the lead, a third tile beating the lead at its other end does not
  take the trick away (the lead had already lost it).
- If the second gives a tile instead of joining, the third may join either end of the led tile.
- The spare 28th tile is set aside face down, unused (``spare="aside"``). The seed's other
  agreement, «и один, по договоренности - может служить прикупом» ("and one, by agreement, may
  serve as a buy"), is ``spare="buy"``: before the first trick of a deal its leader may buy the
  spare (``buy the spare``) and then sets aside, face down, one tile of his ten (``set aside
  3-4``), as a card player takes the talon and discards; or he leads at once and the spare stays
  unseen. Who may buy (the leader) and the discard face down are our reading of a "прикуп"; the
  others see that he bought and set a tile aside, not which.
- The first lead of a match is player 0's.

The winner of a deal (the most tricks) leads the next (seed 000's general rule: «это или
выигравший или первый по кругу после проигравшего», "the winner, or the first player round after
the loser"); a deal with no single winner, and ``next_leader="left"``, pass the lead to the left.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import ClassVar

from ...errors import NotationError
from ...i18n import N_, _, and_list, join, msg
from ...moves import Move, interned
from ...options import option
from ...tiles import Tile
from ..base import Termination
from ..registry import GameInfo, register
from .base import (
    ORDER,
    LeaderOptions,
    MovesOf,
    TileMove,
    TrickGame,
    TrickResult,
    TrickState,
    hand_bits,
    listed,
    tile_of_key,
)

_ATTACH = re.compile(r"^(\S+) on the (\d+) of (\S+)$")


@dataclass(frozen=True, repr=False)
class Attach(Move):
    """Join ``tile`` end to end to ``to`` (a tile of the trick) at the number ``on``."""

    tile: Tile
    to: Tile
    on: int

    @functools.cached_property
    def tiles(self):  # (made once per move: see TileMove)
        return (self.tile,)

    def __str__(self):
        return f"{self.tile} on the {self.on} of {self.to}"

    def describe(self):
        return _("{tile} on the {on} of {to}", tile=self.tile, on=self.on, to=self.to)

    @classmethod
    def parse(cls, text):
        m = _ATTACH.match(text)
        try:
            return cls(Tile.parse(m.group(1)), Tile.parse(m.group(3)), int(m.group(2))) if m else None
        except ValueError:
            return None


@dataclass(frozen=True, repr=False)
class Give(TileMove):
    """Give ``tile`` to the trick without joining it (allowed only when no tile can join)."""

    word: ClassVar[str] = "give"


class _Attaches(dict):
    """``tile.low << 28 | tile.high << 21 | to.low << 14 | to.high << 7 | on`` → the interned
    ``Attach(tile, to, on)``, made on first use (pips are below 128)."""

    def __missing__(self, key: int) -> Move:
        tile, to = Tile(key >> 28, key >> 21 & 127), Tile(key >> 14 & 127, key >> 7 & 127)
        move = self[key] = interned(Attach, tile, to, key & 127)
        return move


_ATTACHES = _Attaches()
_GIVES = MovesOf(Give)
SPARES = ("aside", "buy")


@dataclass(frozen=True, repr=False)
class Buy(Move):
    """Take the spare tile into the hand (``spare="buy"``: the leader, before the first trick)."""

    def __str__(self):
        return "buy the spare"

    def describe(self):
        return _("buy the spare")

    @classmethod
    def parse(cls, text):
        return BUY if text == "buy the spare" else None


BUY = Buy()


@dataclass(frozen=True, repr=False)
class SetAside(Move):
    """Put a tile of the hand face down out of the deal, after buying the spare. ``tile`` is
    ``None`` in the history the other players see: they know a tile went, not which."""

    tile: Tile | None

    @property
    def tiles(self):
        return () if self.tile is None else (self.tile,)

    def __str__(self):
        return f"set aside {self.tile if self.tile is not None else 'a tile'}"

    def describe(self):
        tile = self.tile if self.tile is not None else _("a tile")
        return _("set aside {tile}", tile=tile)

    @classmethod
    def parse(cls, text):
        word, _, rest = text.partition(" aside ")
        if word != "set":
            return None
        try:
            return cls(Tile.parse(rest))
        except ValueError:
            return None


@dataclass(frozen=True)
class CandelabraOptions(LeaderOptions):
    """``min_tricks``: tricks that score (4). ``two_fours_penalty``: what the third gets when two
    players take 4 each (−2). ``target``: match points (30). ``next_leader``: the winner leads the
    next deal, or the lead passes ``"left"``. ``spare``: the 28th tile stays ``"aside"``, or the
    leader may ``"buy"`` it before the first trick and set a tile aside (seed 000, by agreement)."""

    min_tricks: int = option(4, low=1, high=9)  # (a hand of 9 takes 9 tricks at most)
    two_fours_penalty: int = option(-2)  # any whole number: a penalty or a reward
    target: int | None = 30
    spare: str = option("aside", choices=SPARES)


class CandelabraState(TrickState):
    """Beyond a trick deal: ``buying`` — ``"offer"`` while the leader may still buy the spare
    (``spare="buy"``, before the first trick), ``"set aside"`` once he has bought it and must put
    a tile aside, ``""`` otherwise."""

    public_fields: ClassVar[tuple[str, ...]] = ("buying",)
    game: Candelabra
    move_kinds = TrickState.move_kinds + (Attach, Give, Buy, SetAside)

    def __init__(self, game, players, hands, boneyard, leader, context=None):
        super().__init__(game, players, hands, boneyard, leader, context)
        self.buying = "offer" if game.options.spare == "buy" and boneyard else ""

    # -- the bought spare (spare="buy") -------------------------------------------------------------------
    def _legal_moves(self):
        if not self.buying:  # (the spare aside, or its offer lapsed: a trick's moves)
            return super()._legal_moves()
        if self.buying == "set aside":
            assert self.current is not None  # asked only while the deal is live
            return [SetAside(t) for t in sorted(self.hands[self.current])]
        return [BUY, *super()._legal_moves()]

    def special_move(self, move):
        if isinstance(move, Buy):
            assert self.current is not None  # applied only while the deal is live
            self.hands[self.current].add(self.boneyard.pop())
            self.buying = "set aside"
            return True
        if isinstance(move, SetAside):
            assert self.current is not None and move.tile is not None  # the mover's own, unmasked move
            self.hands[self.current].remove(move.tile)
            self.boneyard.append(move.tile)
            self.buying = ""
            return True
        self.buying = ""  # a lead: the offer lapses
        return False

    def _public_move(self, player, move, viewer):
        if isinstance(move, SetAside) and viewer != player:
            return SetAside(None)
        return move

    def fields_text(self):
        return [f"buying: {self.buying}"] if self.buying else []

    def read_fields(self, values):
        buying = values.get("buying", "")
        if buying not in ("", "offer", "set aside"):
            raise NotationError(_("buying is 'offer' or 'set aside', not {buying!r:.40}", buying=buying))
        if buying and self.game.options.spare != "buy":
            raise NotationError(_("buying: the spare is bought only with spare=\"buy\""))
        self.buying = buying

    def most_in_hand(self):
        dealt, why = super().most_in_hand()
        if self.buying == "set aside":
            return dealt + 1, f"{why} and the spare bought"
        return dealt, why

    def _check_hands(self):
        if self.buying == "set aside":  # the leader holds the spare too, until he sets a tile aside
            sizes = {len(h) - (p == self.current) for p, h in enumerate(self.hands)}
            return None if len(sizes) == 1 else "the hands are uneven: the buyer holds one tile more than the others"
        return super()._check_hands()


    # the trick in play is written tile by tile: ``0:2-6`` led, ``1:0-6>2-6@6`` joined to 2-6 at its
    # 6, ``2:1-3~`` given
    def entry_text(self, move):
        if isinstance(move, Attach):
            return f"{move.tile}>{move.to}@{move.on}"
        if isinstance(move, Give):
            return f"{move.tile}~"
        return str(move.tile)

    def entry_move(self, k, text):
        if text.endswith("~"):
            return Give(Tile.parse(text[:-1]))
        tile, sep, rest = text.partition(">")
        if sep:
            to, _, on = rest.partition("@")
            return Attach(Tile.parse(tile), Tile.parse(to), int(on))
        return super().entry_move(k, text)

    def open_ends(self) -> list[tuple[Tile, int]]:
        """The free ends of the trick in play: ``(tile, number)`` (``end_keys``)."""
        return [(tile_of_key(e >> 7), e & 127) for e in self.end_keys()]

    def end_keys(self) -> list[int]:
        """The free ends of the trick in play, as integers ``ORDER[tile.id] << 7 | number``: the led
        tile's two ends (a double's both), and a tile joined at one of them covers it and frees its
        own other end."""
        order, trick = ORDER, self.trick
        first = trick[0][1].tiles[0]
        key = order[first.id] << 7
        ends = [key | first.low, key | first.high]
        for _p, m in trick[1:]:
            if isinstance(m, Attach):
                ends.remove(order[m.to.id] << 7 | m.on)
                ends.append(order[m.tile.id] << 7 | m.tile.other(m.on))
        return ends

    def answers(self):
        """Each tile of the hand that can join a free end, at each end it fits (in the order of the
        tiles, then of the ends); a give of any tile when none can join."""
        ends = sorted(set(self.end_keys()))  # each once, in the order of (tile, number)
        p = self.current
        assert p is not None  # asked only while the deal is live
        bits = hand_bits(self.game.set.n)
        hand, showing = bits.mask(self.hands[p]), bits.showing
        near, fits = 0, []  # the tiles showing a number of a free end; at each end, those that fit it
        for e in ends:
            at = showing[e & 127]
            near |= at
            fits.append((at, e))
        joining = hand & near
        if not joining:
            return listed(hand, bits.chunks(_GIVES))
        tiles, order, attaches, joins = bits.tiles, ORDER, _ATTACHES, []
        while joining:  # (the lowest bit first: the order of the tiles' ends)
            b = joining & -joining
            joining ^= b
            key = order[tiles[b.bit_length() - 1].id] << 21
            for at, e in fits:
                if b & at:
                    joins.append(attaches[key | e])
        return joins

    def trick_taker(self):
        holder, held = self.trick[0][0], self.trick[0][1].tiles[0]
        for p, m in self.trick[1:]:
            if isinstance(m, Attach) and m.to is held and m.tile.other(m.on) > held.other(m.on):
                holder, held = p, m.tile
        return holder

    def deal_result(self):
        o = self.game.options
        tricks = self.tricks
        points = [n if n >= o.min_tricks else 0 for n in tricks]
        if sorted(tricks) == [1, 4, 4]:
            third = tricks.index(1)
            points[third] = o.two_fours_penalty
            fours = and_list(p for p in range(3) if p != third)
            why = msg("4-4-1: players {fours} score 4; player {third} gets {penalty}", fours=fours, third=third,
                      penalty=o.two_fours_penalty)
        elif max(tricks) < o.min_tricks:
            why = msg("tricks split {split}: nobody took {least}, nobody scores", split="-".join(map(str, tricks)),
                      least=o.min_tricks)
        else:
            scores = join(", ", [msg("player {p} scores {n}", p=p, n=n) for p, n in enumerate(points) if n])
            why = msg("tricks {split}; {scores}", split="-".join(map(str, tricks)), scores=scores)
        best = max(tricks)
        winner = tricks.index(best) if tricks.count(best) == 1 else None
        return TrickResult(Termination.TRICKS, winner, tuple(points), self.sides, why=why, tricks=tuple(tricks))

    def rule_broken(self, move):
        if isinstance(move, Give):
            join = self.answers()[0]
            return _("{tile} can join the trick ({join}); a tile is given away only when none can", tile=join.tile,
                     join=join)
        if isinstance(move, Attach):
            ends = ", ".join(f"the {v} of {t}" for t, v in sorted(set(self.open_ends())))
            return _("{tile} cannot join at the {on} of {to}; the free ends are {ends}", tile=move.tile, on=move.on,
                     to=move.to, ends=ends)
        return None


@register(GameInfo("candelabra", "Candelabra", "Канделябр", "collecting", "2.2", "", (3, 3), "000",
                   summary=N_("three tiles a trick; 4-4-1 costs the third two points"), layout="tricks"))
class Candelabra(TrickGame):
    __doc__ = __doc__
    Options = CandelabraOptions
    options: CandelabraOptions
    StateClass = CandelabraState
    hand_sizes = {3: 9}

    def unused_moves(self) -> tuple[type, ...]:
        """Move kinds these options never offer (read by ``domino_lab.rl``'s action numbering):
        buying the spare, unless ``spare="buy"``."""
        return () if self.options.spare == "buy" else (Buy, SetAside)
