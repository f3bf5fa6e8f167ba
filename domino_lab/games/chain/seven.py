"""Seven (Семёрка) — seed 000, "Семёрка".

Four players get 7 tiles; 3 players 7 with a boneyard; 5 players 5 with a boneyard. Any tile
leads. A player who cannot play draws just one tile, then plays or passes; when the boneyard is
empty he takes one tile from the previous player instead: «Если базар разобран - кость берется
у предыдущего игрока» ("if the boneyard is used up, the tile is taken from the previous
player"), in the words used for the boneyard («с базара берется только одна кость», "only one
tile is taken from the boneyard"), so he takes it blind, as he would draw it. If a move leaves
the two ends summing to 6, the same player moves again; if they sum to 7, the next player takes
two tiles from the boneyard before his turn, and with no boneyard «у игрока, сделавшего
"семёрочный" ход» ("from the player who made the seven"), blind again. The first player out
wins; in a fish the lowest hand wins.

A blind take is the taker's move, ``take a tile from player 2``: the deal's chance picks the tile
among the giver's (``state.chance.pick(hand, "blind")``). The history then shows the taker and
the giver which tile it was (``take 3-4 from player 2``: the giver sees which of his tiles is
gone); the others see only that a tile changed hands. ``take="given"`` is the other reading:
the giver chooses which tile to hand over (a ``Give`` move on his part), seen by the two alone.

Where the seed is silent: nobody gives away his last tile (so nothing is taken from a player
with one tile, and a stuck player then simply passes); a boneyard with one tile left gives it
and the seven-maker the other; the 6 and 7 rules count the lead too (a lead of 3-3 or 2-4 plays
again); a player who can play must; the first deal is led by the first seat, later deals by the
previous winner; scoring is the race scoring of ``race.RaceGame`` (first out scores the others'
pips, fish to the lowest hand, match to 100). ``again_on``/``penalty_on`` change the two sums,
``penalty_tiles`` the two tiles.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import ClassVar

from ...errors import NotationError
from ...i18n import N_, _, msg, nmsg
from ...moves import Draw, Move, Pass, Play, interned
from ...options import option
from ...table import LineLayout
from ...tiles import Tile, by_ends
from ..base import Status, read_number, read_player
from ..registry import GameInfo, register
from .base import _DRAW_ONLY, _PASS_ONLY, ChainState
from .race import RaceGame, RaceOptions


@dataclass(frozen=True, repr=False)
class Give(Move):
    """Hand ``tile`` to player ``to`` (Seven with ``take="given"``: a tile taken from you, of your
    choice). ``tile`` is ``None`` in the history another player sees: he knows a tile changed
    hands, not which."""

    tile: Tile | None
    to: int

    @property
    def tiles(self):
        return () if self.tile is None else (self.tile,)

    def __str__(self):
        return f"give {self.tile if self.tile is not None else 'a tile'} to player {self.to}"

    def describe(self):
        tile = self.tile if self.tile is not None else _("a tile")
        return _("give {tile} to player {to}", tile=tile, to=self.to)


@dataclass(frozen=True, repr=False)
class TakeFrom(Move):
    """Take a tile blind from player ``giver`` (Seven, with the boneyard used up). ``tile`` is
    ``None`` in the move offered (the deal's chance picks it) and in the history others see."""

    giver: int
    tile: Tile | None = None

    @property
    def tiles(self):
        return ()  # nothing leaves the mover's hand

    def __str__(self):
        return f"take {self.tile if self.tile is not None else 'a tile'} from player {self.giver}"

    def describe(self):
        tile = self.tile if self.tile is not None else _("a tile")
        return _("take {tile} from player {giver}", tile=tile, giver=self.giver)


@functools.cache
def _take_from(giver: int) -> tuple[Move]:
    """The one move of a blind taker: take a tile from player ``giver`` (made once a giver)."""
    return (interned(TakeFrom, giver),)


_TOOK: dict[int, Move] = {}  # by ``giver << 8 | tile id`` (a tile's id is below 190)


def _took(giver: int, tile: Tile) -> Move:
    """The blind take as the history records it, naming the tile taken: ``interned``'s object,
    found by one int (``interned`` hashes a tile in Python; a stuck player takes every few turns)."""
    key = giver << 8 | tile.id
    move = _TOOK.get(key)
    if move is None:
        move = _TOOK[key] = interned(TakeFrom, giver, tile)
    return move


TAKE_RULES = ("blind", "given")
_SEVEN_FIELDS = "write 'penalty: 2 (seven by 1)' and 'giving: 3 gives 1 to 0'"


@dataclass(frozen=True)
class SevenOptions(RaceOptions):
    """``draw``: "one" (the seed's single draw). ``again_on``: the sum of the ends that plays
    again (6); ``penalty_on``: the sum that makes the next player take (7); ``penalty_tiles``: how
    many he takes (2). ``take``: a tile taken from another player is taken ``"blind"`` (the seed)
    or ``"given"``, chosen by the giver."""

    draw: str = "one"
    again_on: int | None = option(6, low=0)
    penalty_on: int | None = option(7, low=0)
    penalty_tiles: int = option(2, low=0)
    take: str = option("blind", choices=TAKE_RULES)


class SevenState(ChainState):
    """Extra fields: ``penalty`` (tiles the current player must still take for a seven),
    ``seven_by`` (who made it), ``giving`` (``(giver, taker, count)`` while tiles change hands:
    the taker is then the current player, or the giver with ``take="given"``).

    Where a move hands on to the family (a play, the turn, the moves of a turn), a state whose turn
    is Seven's on the family's (``family_turn``: Seven's own, and a design's that changes neither)
    names ``ChainState``'s method (marked ``_family``, the answer the deal keeps): that is what
    ``super()`` finds for it, without a ``super`` object made on every move (some 3 to 5% of a
    deal on the engine). Another design's state, whose classes change a turn, goes through
    ``super()``."""

    public_fields: ClassVar[tuple[str, ...]] = ("again", "giving", "penalty", "seven_by")
    #: (``_family`` is the engine's, as ``_legal`` is: not copied into a view, which reads the class's False)
    private_fields: ClassVar[tuple[str, ...]] = ("_family",)
    game: Seven
    #: ``family_turn``, kept by the deal (asked on every move; kept on no class: a design's bare
    #: class must stay bare, ``design.made``). A state made without ``__init__`` (a view) reads
    #: ``False``: ``super()`` and ``can_play``, right for every state.
    _family: bool = False

    @property
    def family_turn(self) -> bool:
        """Whether a turn of this state is Seven's on the family's (``_family_turn``)."""
        cls: type = type(self)  # (as a plain type: mypy checks type[State] against Hashable as if an instance)
        return cls is SevenState or _family_turn(cls)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.penalty = 0
        self.seven_by: int | None = None
        self.giving: tuple[int, int, int] | None = None
        self.again = False
        self._family = self.family_turn

    def status(self):
        items = super().status()
        if self.giving:
            giver, taker, count = self.giving
            tiles = nmsg("{n} tile", "{n} tiles", count)
            items.append(Status("seven", msg("player {taker} takes {tiles} blind from player {giver}", taker=taker,
                                             tiles=tiles, giver=giver)
                                if self.game.options.take == "blind" else
                                msg("player {giver} gives {tiles} of his choice to player {taker}", giver=giver,
                                    tiles=tiles, taker=taker)))
        elif self.penalty:
            items.append(Status("seven", nmsg("player {by} made a seven: player {p} takes {n} more tile",
                                              "player {by} made a seven: player {p} takes {n} more tiles", self.penalty,
                                              by=self.seven_by, p=self.current)))
        return items

    def _public_move(self, player, move, viewer):
        """A tile taken or given is seen by its giver and its taker; the others know only that one
        changed hands."""
        if isinstance(move, Give) and viewer not in (player, move.to):
            return Give(None, move.to)
        if isinstance(move, TakeFrom) and viewer not in (player, move.giver):
            return TakeFrom(move.giver)
        return move

    def _legal_moves(self):
        """A take or a seven's draw while one is owed (one move: a kept tuple, handed as it is), else
        the family's turn (or the turn's moves as the stuck test listed them: ``_begin_turn``)."""
        if self._legal is not None:
            return self._legal
        if self.giving:
            giver, taker = self.giving[:2]
            if self.game.options.take == "blind":
                return _take_from(giver)
            return [interned(Give, t, taker) for t in sorted(self.hands[giver], key=by_ends)]
        if self.penalty:
            return _DRAW_ONLY  # (a seven's tiles are drawn one by one)
        if self._family:  # (_family)
            return ChainState._legal_moves(self)
        return super()._legal_moves()

    def _parse_move(self, text):
        words = " ".join(text.lower().split())
        head, sep, giver = words.partition(" from player ")
        if words.startswith("take ") and sep and giver.isdigit():
            return TakeFrom(int(giver))  # the tile a record names is the chance's, drawn again
        return super()._parse_move(text)

    def _apply(self, move):
        """As ``ChainState._apply``, with Seven's takes; a blind take returns itself naming the tile
        it took, as the history records it."""
        if type(move) is Play:  # (the usual move, told first: the family lays it, recorded as it is)
            if self._family:  # (_family)
                ChainState._apply(self, move)
            else:
                super()._apply(move)
            return None
        p = self.current
        assert p is not None  # play() applies moves only while the deal is live
        if isinstance(move, (Give, TakeFrom)):
            assert self.giving is not None  # tiles change hands only while ``giving`` says so
            giver, taker, count = self.giving
            if isinstance(move, Give):
                tile = move.tile
            else:
                tile = self.chance.pick(sorted(self.hands[giver], key=by_ends), "blind")
            assert tile is not None  # a legal Give names its tile (only a masked one in a view has none)
            self.hands[giver].remove(tile)
            self.hands[taker].add(tile)
            self.giving = (giver, taker, count - 1) if count > 1 else None
            if self.giving is None:
                self.current = taker
                if self.penalty:
                    self.penalty = 0
                    self._begin_turn()
                else:
                    self.drawn = 1  # the one tile a stuck player may take
            if isinstance(move, TakeFrom):
                return _took(giver, tile)  # (a value: made once, as the moves offered are)
        elif isinstance(move, Draw) and self.penalty:
            self.hands[p].add(self._draw_tile())
            self.penalty -= 1
            self._begin_turn()
        elif isinstance(move, Pass) and not self.own_pass:
            # (the family's round of passes ends no deal here; a line-scoring base's state on Seven's
            # line, which ends it only when blocked too, charges a pass its own way: ``own_pass``)
            self.passes += 1
            if not self.blocked():
                self._next_turn()
            else:
                self._end("fish", fisher=self.last_player)
        else:
            super()._apply(move)

    def _next_turn(self, step: int = 1) -> None:
        """The family's turn (``super()``: on a design's line-scoring state also its end of a deal
        whose boneyard is used up and its fresh draws forgotten), kept by the mover after a 6."""
        if self.again:
            step = 0
            self.again = False
        if self._family:  # (_family)
            ChainState._next_turn(self, step)
        else:
            super()._next_turn(step)
        if not self.over:
            self._begin_turn()

    def _begin_turn(self) -> None:
        """At the start of a turn: a seven owed is taken first; a stuck player with no boneyard
        takes a tile from the previous player.

        On a state whose turn is the family's (``family_turn``) the stuck test is the turn's moves
        (``ChainState.can_play`` is whether the family's plays are some): listed once, and kept in
        ``_legal``, the state's cache of its legal moves (emptied by every move), for
        ``_legal_moves`` to hand on when the driver asks next. One listing a turn instead of a
        ``can_play`` and a listing (some 5% of a deal). Another design's state may change either:
        it asks ``can_play``."""
        assert self.current is not None  # a turn begins only in a live deal
        if self.penalty:
            if not self.boneyard:
                assert self.seven_by is not None  # a penalty is owed for somebody's seven
                self._take(self.seven_by, self.penalty)
            return
        if self.boneyard or self.drawn or self.table.empty:
            return
        if self._family:  # (no play: a pass, or a draw where a boneyard opens)
            legal = ChainState._legal_moves(self)
            if legal is not _PASS_ONLY and legal is not _DRAW_ONLY:
                self._legal = tuple(legal)
                return
        elif self.can_play(self.current):
            return
        self._take((self.current - 1) % self.players, 1)

    def _take(self, giver: int, count: int) -> None:
        count = min(count, len(self.hands[giver]) - 1)
        if count <= 0:  # nobody gives away his last tile
            if self.penalty:
                self.penalty = 0
                self._begin_turn()
            else:
                self.drawn = 1
            return
        assert self.current is not None  # tiles are taken only in a live deal
        self.giving = (giver, self.current, count)
        if self.game.options.take == "given":
            self.current = giver

    def _why_illegal(self, move):
        if self.giving and not isinstance(move, (Give, TakeFrom)):
            giver, taker, count = self.giving
            if self.game.options.take == "blind":
                return _("player {taker} must first take {count} tile{v} blind from player {giver}", taker=taker,
                         count=count, v='s' * (count > 1), giver=giver)
            return _("player {giver} must first give {count} tile{v} to player {taker}", giver=giver, count=count,
                     v='s' * (count > 1), taker=taker)
        if self.penalty and not isinstance(move, Draw):
            return (_("player {current} must first draw {penalty} tile{v}: player {seven_by} made the ends sum to "
                      "{penalty_on}", current=self.current, penalty=self.penalty, v='s' * (self.penalty > 1),
                      seven_by=self.seven_by, penalty_on=self.game.options.penalty_on))
        return super()._why_illegal(move)

    def _extra_text(self):
        parts = [super()._extra_text()]
        if self.penalty:
            parts.append(f"penalty: {self.penalty} (seven by {self.seven_by})")
        if self.giving:
            giver, taker, count = self.giving
            parts.append(f"giving: {giver} gives {count} to {taker}")
        return " | ".join(p for p in parts if p)

    def most_drawn(self):  # a tile taken from another player is the one a stuck player draws, whatever the draw
        return max(1, super().most_drawn())  # (Seven's line under a base that never draws: Milky Way's, General's)

    def most_passes(self):  # passes go on while the boneyard lasts
        return self.players - 1 + len(self.game.set)

    def most_in_hand(self):
        return len(self.game.set) - (self.players - 1), "a seven and a stuck player take tiles from others"

    @classmethod
    def _from_fields(cls, game, hands, boneyard, values):
        state = super()._from_fields(game, hands, boneyard, values)
        players = state.players
        if "penalty" in values:
            penalty = re.fullmatch(r"(\d+) \(seven by (\d+)\)", values["penalty"])
            if penalty is None:
                raise NotationError(_SEVEN_FIELDS)
            n, by = penalty.groups()
            state.penalty = read_number(values, "penalty", 1, game.options.penalty_tiles, text=n)
            state.seven_by = read_player(values, "penalty", players, text=by)
        if "giving" in values:
            giving = re.fullmatch(r"(\d+) gives (\d+) to (\d+)", values["giving"])
            if giving is None:
                raise NotationError(_SEVEN_FIELDS)
            giver_text, count_text, taker_text = giving.groups()
            giver = read_player(values, "giving", players, text=giver_text)
            taker = read_player(values, "giving", players, text=taker_text)
            count = read_number(values, "giving", 1, max(1, len(hands[giver]) - 1), text=count_text)
            state.giving = (giver, taker, count)
        return state

    def _check_position(self):
        if not self.over and self.giving:
            giver, taker = self.giving[:2]
            mover = giver if self.game.options.take == "given" else taker  # blind: the taker picks
            if giver == taker or self.current != mover:
                return (_("giving: player {giver} hands tiles to another player, and player {mover}, who gives, is to "
                          "move ({current} is to move)", giver=giver, mover=mover, current=self.current)
                        if mover == giver else
                        _("giving: player {giver} hands tiles to another player, and player {mover}, who takes, is to "
                          "move ({current} is to move)", giver=giver, mover=mover, current=self.current))
        if not self.over and self.penalty and not self.giving:
            if self.current == self.seven_by:
                return _("penalty: the player after player {p}, who made the seven, takes the tiles", p=self.seven_by)
            if not self.boneyard:
                return _("penalty: with the boneyard used up the tiles are given by the player who made the seven")
        return super()._check_position()


#: What a turn of Seven's state hands to the family, and what else it reads of a turn (``family_turn``).
_HANDED = ("_apply", "_next_turn", "_legal_moves", "can_play", "_plays", "_line_plays")
_TURN = (*_HANDED, "_begin_turn", "_take")


@functools.cache
def _family_turn(cls: type) -> bool:
    """Whether ``cls``, a ``SevenState``, plays a turn as Seven's own state does: no class before
    ``SevenState`` in its MRO writes a turn (``_TURN``: how it is listed, applied, passed, begun or
    tested for a stuck player), and the classes after it leave the family's own (``_HANDED``) to be
    found. Then ``super()`` from ``SevenState`` is ``ChainState``'s, and nothing changes the deal
    after a turn begins."""
    mro = cls.__mro__
    at = mro.index(SevenState)
    if any(name in vars(k) for k in mro[:at] for name in _TURN):
        return False
    return all(next(vars(k)[name] for k in mro[at + 1:] if name in vars(k)) is vars(ChainState)[name]
               for name in _HANDED)


@register(GameInfo("seven", "Seven", "Семёрка", "laying", "3.1", "chain", (3, 5), "000",
                   summary=N_("ends summing to 6 play again; to 7 the next draws two"), layout="line"))
class Seven(RaceGame):
    __doc__ = __doc__
    Options = SevenOptions
    options: SevenOptions
    StateClass = SevenState
    hand_sizes = {3: 7, 4: 7, 5: 5}

    def after_play(self, state, player, move):
        table = state.table
        if type(table) is LineLayout and not table.one_way:  # (its two numbers, read without listing its ends)
            left, right = table.left, table.right
            assert left is not None and right is not None  # (a tile is down)
            total = left + right
        else:
            total = sum(table.end_values())
        o = self.options
        if total == o.again_on:
            state.again = True
        elif total == o.penalty_on:
            state.penalty, state.seven_by = o.penalty_tiles, player
