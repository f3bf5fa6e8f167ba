"""Forty-Two, Texas 42 (Сорок два, "Техасский козел") — seed 000, "Сорок два".

Four players, partners opposite (0 and 2 against 1 and 3), 7 tiles each. Each team bids once
how many points it will take, 30 at least; the higher bidder names trumps (every tile showing
that number) and leads. Each player answers a trick with one tile, following suit — "matching
higher ends" — if able; otherwise he trumps or discards (beating is not compulsory). The highest
trump takes the trick, else the highest tile of the suit led (a double is the top of its suit);
the taker leads next. The 7 tricks give a point each, and the five count tiles 3-2, 4-1, 5-0,
5-5 and 6-4 give 7 each (seed): 42 in a hand. A team that makes its bid scores what it took, and
so do the opponents; a team that fails scores 0 and the opponents get the bid plus their own.

Decisions where the seed is silent:

- Bidding: the player left of the dealer bids for his team, then the next player for the other
  team (one bid each, 30–42; a bid cannot exceed the 42 points a hand holds). The higher bid
  plays; on equal bids the first stands (the second had to outbid it). The first bidder moves
  one seat left every deal.
- A led tile showing trumps leads trumps; any other calls the suit of its higher end (seed). With
  ``follow="either_end"`` a tile follows when either end shows the suit led (published Texas 42).
- ``count_values="published"`` gives the published Texas 42 values: 10 to 5-5 and 6-4, 5 to 5-0,
  4-1 and 3-2 (also 35, also 42 a hand).
- The match goes to 250 points (``target``), the published Texas 42 "game" in points; the seed
  names no target.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import ClassVar

from ...errors import NotationError
from ...i18n import N_, _, join, msg
from ...moves import Move, interned
from ...options import option
from ...tiles import Tile
from ..base import Status, Termination, read_number, read_player
from ..registry import GameInfo, register
from .base import (
    TrickGame,
    TrickOptions,
    TrickResult,
    TrickState,
    hand_bits,
    listed,
    side_text,
    suit_of,
    trick_winner,
)

COUNTS = {"seed": {(2, 3): 7, (1, 4): 7, (0, 5): 7, (5, 5): 7, (4, 6): 7},
          "published": {(2, 3): 5, (1, 4): 5, (0, 5): 5, (5, 5): 10, (4, 6): 10}}
HAND_TOTAL = 42
#: ``COUNTS`` by ``tile.id``: a count tile's worth is a look-up by a small integer
_COUNT_IDS = {name: {Tile(a, b).id: v for (a, b), v in counts.items()} for name, counts in COUNTS.items()}


@dataclass(frozen=True)
class FortyTwoResult(TrickResult):
    """A Forty-Two hand: the winning ``bid``, the ``declarer`` who made it, his ``trump`` suit and
    the points each side ``took`` (tricks and count tiles: 42 in all)."""

    bid: int = 0
    declarer: int = 0
    trump: int | None = None
    took: tuple[int, ...] = ()


@dataclass(frozen=True, repr=False)
class Bid(Move):
    """Promise to take at least ``amount`` points this hand."""

    amount: int

    def __str__(self):
        return f"bid {self.amount}"

    def describe(self):
        return _("bid {amount}", amount=self.amount)

    @classmethod
    def parse(cls, text):
        word, _, n = text.partition(" ")
        return cls(int(n)) if word == "bid" and n.isdigit() else None


@dataclass(frozen=True, repr=False)
class Trump(Move):
    """Name ``suit`` (every tile showing it) as trumps."""

    suit: int

    def __str__(self):
        return f"trumps {self.suit}"

    def describe(self):
        return _("trumps {suit}", suit=self.suit)

    @classmethod
    def parse(cls, text):
        word, _, n = text.partition(" ")
        return cls(int(n)) if word == "trumps" and n.isdigit() else None


@dataclass(frozen=True)
class FortyTwoOptions(TrickOptions):
    """``set_n``: the double-six set only (its count tiles make the 42). ``min_bid``: the lowest
    bid (30). ``count_values``: ``"seed"`` (7 per count tile) or ``"published"`` (5 and 10).
    ``follow``: how a tile follows suit, by its ``"high_end"`` (seed) or by ``"either_end"``
    (published Texas 42). ``target``: match points (250)."""

    set_n: int = option(6, choices=(6,))
    min_bid: int = option(30, low=1, high=HAND_TOTAL)
    count_values: str = option("seed", choices=tuple(COUNTS))
    follow: str = option("high_end", choices=("high_end", "either_end"))
    target: int | None = 250


class FortyTwoState(TrickState):
    """Extra fields: ``bids`` (``(player, amount)`` in order), ``declarer`` (who won the bidding),
    ``trump`` (the suit named, ``None`` before)."""

    public_fields: ClassVar[tuple[str, ...]] = ("bids", "declarer", "trump")
    game: FortyTwo

    move_kinds = TrickState.move_kinds + (Bid, Trump)

    def __init__(self, game, players, hands, boneyard, leader, context=None):
        super().__init__(game, players, hands, boneyard, leader, context)
        self.bids: list[tuple[int, int]] = []
        self.declarer: int | None = None
        self.trump: int | None = None

    @property
    def phase(self) -> str:
        return "bid" if len(self.bids) < 2 else "trumps" if self.trump is None else "play"

    def _legal_moves(self):
        if len(self.bids) < 2:  # (the phases, as ``phase`` names them)
            return _bids(self.game.options.min_bid)
        if self.trump is None:
            return _trumps(self.game.set.n)
        return super()._legal_moves()

    def answers(self):
        """Follow suit if able (the tiles of the hand that follow the suit led), else any tile."""
        p = self.current
        assert p is not None  # asked only while the deal is live
        bits = hand_bits(self.game.set.n)
        hand = bits.mask(self.hands[p])
        same = hand & bits.suit(self.suit_led(), self.trump, self.game.options.follow)
        return listed(same or hand, bits.follows)

    def suit_led(self) -> int:
        return suit_of(self.trick[0][1].tiles[0], self.trump)

    def special_move(self, move):
        if isinstance(move, Bid):
            assert self.current is not None  # play() applies moves only while the deal is live
            self.bids.append((self.current, move.amount))
            if len(self.bids) < 2:
                self.current = (self.current + 1) % self.players
            else:
                (first, a), (second, b) = self.bids
                self.declarer = second if b > a else first
                self.current = self.leader = self.declarer
            return True
        if isinstance(move, Trump):
            self.trump = move.suit
            return True
        return False

    def trick_taker(self):
        i = trick_winner(self.trick_tiles(), self.trump, self.game.options.follow)
        return self.trick[i][0]

    def count_value(self, tile: Tile) -> int:
        return _COUNT_IDS[self.game.options.count_values].get(tile.id, 0)

    def side_points(self) -> list[int]:
        """Points each team has taken so far: a point per trick plus its count tiles."""
        counts = _COUNT_IDS[self.game.options.count_values]
        return [sum(self.tricks[p] + sum([counts.get(t.id, 0) for t in self.taken[p]]) for p in side)
                for side in self.sides]

    def deal_result(self):
        bid = max(a for _, a in self.bids)
        # (a finished deal read from text without its bids has no declarer: side_of(None) raises the
        # ValueError that from_text reports as a NotationError)
        mine = self.side_of(self.declarer)  # type: ignore[arg-type]
        declarer = self.declarer
        assert declarer is not None  # side_of found his side
        other = 1 - mine
        took = self.side_points()
        points = list(took)
        if took[mine] >= bid:
            winner = self.declarer
            why = msg("{side} bid {bid} and took {took}: made; they score {took}, {other} {other_took}",
                      side=side_text(self.sides[mine]), bid=bid, took=took[mine], other=side_text(self.sides[other]),
                      other_took=took[other])
        else:
            winner = self.sides[other][0]
            points[mine], points[other] = 0, bid + took[other]
            why = msg("{side} bid {bid} but took {took}: set; they score 0 and {other} score the bid {bid} plus their "
                      "{other_took} = {points}", side=side_text(self.sides[mine]), bid=bid, took=took[mine],
                      other=side_text(self.sides[other]), other_took=took[other], points=points[other])
        ending = Termination.BID_MADE if winner == self.declarer else Termination.SET
        return FortyTwoResult(ending, winner, tuple(points), self.sides, why=why, tricks=tuple(self.tricks), bid=bid,
                              declarer=declarer, trump=self.trump, took=tuple(took))

    # -- errors and notation -------------------------------------------------------------------------
    def rule_broken(self, move):
        phase, lo = self.phase, self.game.options.min_bid
        if isinstance(move, Bid):
            if phase != "bid":
                return _("the bidding is over: each team bids once")
            if move.amount < lo:
                return _("a bid must be at least {lo} (seed 000: «30 очков не меньше»), not {amount}", lo=lo,
                         amount=move.amount)
            return _("a bid cannot exceed the {HAND_TOTAL} points a hand holds", HAND_TOTAL=HAND_TOTAL)
        if phase == "bid":
            return _("first the bidding: player {current} bids {lo} to {HAND_TOTAL}", current=self.current, lo=lo,
                     HAND_TOTAL=HAND_TOTAL)
        if isinstance(move, Trump):
            return (_("trumps are named once, by the high bidder") if phase == "play"
                    else _("trumps are a number from 0 to {n}", n=self.game.set.n))
        if phase == "trumps":
            return _("player {declarer} won the bidding and must name trumps first", declarer=self.declarer)
        if self.trick and move.tiles:
            suit = self.suit_led()
            must = [str(m.tile) for m in self.answers()]
            kind = "trumps" if suit == self.trump else f"suit {suit}"
            return _("player {current} must follow {kind} ({v}); {v2} does not", current=self.current, kind=kind,
                     v=' '.join(must), v2=move.tiles[0])
        return None

    def status(self):
        items = [s for s in super().status() if s.label not in ("bids", "trumps")]
        said = [msg("player {p} bid {a}", p=p, a=a) for p, a in self.bids]
        bids: str = join(", ", said) if said else msg("no bids yet")
        if self.declarer is not None:
            bids = join("; ", [bids, msg("player {p} declares", p=self.declarer)])
        trump = msg("not named yet") if self.trump is None else msg("{n}s", n=self.trump)
        return items + [Status("bids", bids), Status("trumps", trump)]

    def fields_text(self):
        bids = " ".join(f"{p}:{a}" for p, a in self.bids) or "-"
        trump = "-" if self.trump is None else self.trump
        return [f"bids: {bids}", f"trumps: {trump}"]

    def read_fields(self, values):
        bids = values.get("bids", "-")
        self.bids = []
        for bid in ([] if bids == "-" else bids.split()):
            who, sep, amount = bid.partition(":")
            if not sep:
                raise NotationError(_("bids: each bid is 'player:amount' (e.g. '0:30 1:31'), not {bid!r:.40}", bid=bid))
            self.bids.append((read_player(values, "bids", self.players, text=who),
                              read_number(values, "bids", self.game.options.min_bid, HAND_TOTAL, text=amount)))
        if len(self.bids) > 2:
            raise NotationError(_("bids: each team bids once: two bids at most"))
        if len(self.bids) == 2:
            (first, a), (second, b) = self.bids
            self.declarer = second if b > a else first
        trump = values.get("trumps", "-")
        self.trump = None if trump == "-" else read_number(values, "trumps", 0, self.game.set.n)

    def _check_position(self):
        bids, phase = self.bids, self.phase
        if len(bids) == 2 and bids[1][0] != (bids[0][0] + 1) % self.players:
            second = (bids[0][0] + 1) % self.players
            return _("bids: player {second} bids after player {first}, not player {other}", second=second,
                     first=bids[0][0], other=bids[1][0])
        if phase != "play":
            if self.trump is not None:
                return _("trumps are named after the bidding")
            if self.trick or any(self.tricks):
                return _("no trick is played before the bidding is over and trumps are named")
            if not self.over:
                due = self.declarer if phase == "trumps" else (bids[0][0] + 1) % self.players if bids else None
                if due is not None and self.current != due:
                    return (_("it is player {p}'s turn to name trumps", p=due) if phase == "trumps" else
                            _("it is player {p}'s turn to bid", p=due))
        elif not self.over and not self.trick and not any(self.tricks) and self.current != self.declarer:
            return _("player {p} won the bidding and leads the first trick", p=self.declarer)
        return super()._check_position()


@functools.cache
def _bid_moves(low: int) -> tuple[Move, ...]:
    return tuple(interned(Bid, n) for n in range(low, HAND_TOTAL + 1))


def _bids(low: int) -> list[Move]:
    """The bids from ``low`` to the 42 a hand holds."""
    return list(_bid_moves(low))


@functools.cache
def _trump_moves(n: int) -> tuple[Move, ...]:
    return tuple(interned(Trump, s) for s in range(n + 1))


def _trumps(n: int) -> list[Move]:
    """The trumps a double-``n`` set can name."""
    return list(_trump_moves(n))


@register(GameInfo("forty_two", "Forty-Two (Texas 42)", "Сорок два", "collecting", "2.2", "", (4, 4), "000",
                   summary=N_("bid, name trumps, take tricks and count tiles: 42 a hand"),
                   aliases=("42", "texas 42"), layout="tricks"))
class FortyTwo(TrickGame):
    __doc__ = __doc__
    Options = FortyTwoOptions
    options: FortyTwoOptions
    StateClass = FortyTwoState
    hand_sizes = {4: 7}

    def sides(self, players):
        return ((0, 2), (1, 3))


__all__ = ["FortyTwo", "Bid", "Trump"]
