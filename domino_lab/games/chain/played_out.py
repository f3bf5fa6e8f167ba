"""A chain deal on a plain line kept as integers, played by the family's loop on them, and finished so.

A simulation spends nearly all of its time in three steps repeated a few dozen times a deal:
listing the legal moves, laying a tile, and checking for a fish. Kept as the engine's objects
(``ChainState``: ``Tile`` sets, a layout that remembers every tile's place) each is right for a
board a person plays on and costly for a million deals. A ``PlayedOut`` keeps the same deal as
integers while nothing reads its tiles: a tile is its index in the set (index order is the order
the engine lists tiles in), a hand a bitmask, the line its two open numbers, a suit a bitmask of
the tiles that may join an end showing a number (``Matching``, made once per game from its own
``fits`` and ``touching_end``), and the moves one int each in a log. ``driver.run_deal`` hands such
a deal, with bots that choose from the legal moves alone, to ``_run_blind``, which plays it with
the family's loop on those integers (``line_loop.play_line``): the same moves, listed in the same
order, as the same objects, so the bots draw the same random numbers and the deal is the
engine's, move for move.

Nothing is hidden behind the integers. Anything that reads the hands, the boneyard or the table
of a deal in play, or plays it move by move (``legal_moves``, ``play``: a person, a bot that
looks, a hook), makes them (``_demote``: the sets, the list, the line replayed from the log) and
turns the deal into a plain state of the game's class, which goes on from there as the engine's
(a write of a field the integers stand for, or of the lead tiles or the chance, does so first:
``_Made``, ``_Written``); a deal that ends makes its hands and boneyard at once (the score reads
them) and its table and history only when something reads them. ``PlayedOut`` is the class for
``ChainState`` itself; ``out_class`` gives the one for another state class the loop plays (Fork's
draw rule: ``draw_rule.fork_draw``). Which games are kept so is ``kernel.takes``'s to say; an
``after_play`` of the game's own that only reads is called on a view (``kernel_view``).
``kernel.random_dealer`` plays a fresh deal for ``dl.simulate``'s unmade ``Random`` seats with the
same loop and writes what it leaves with ``_done``.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from ...moves import Move, Play
from ...table import LineLayout
from ...tiles import Tile
from .base import _PLAYS, ChainGame, ChainState
from .delegation import move_for_score
from .kernel_view import decode, log_tail, replay
from .line_loop import play_line
from .set_tables import _Tables, _tables

__all__ = ["PlayedOut", "Matching", "matching", "tabulate", "out_class", "out_of"]

_DRAW8 = -8  # a draw's log code: the player + 8 * -1 (a pass's is below it: _tally)
_LIVE = ("_k", "_masks", "_bones", "_left", "_right", "_lead_mask", "_live")  # the deal in play


class _Made(functools.cached_property):
    """A field the integers stand for while the deal is in play (the hands, the boneyard, the table,
    the history): made when read (the getter), and a write to a deal in play makes the deal plain
    first, so what is written is what the engine's rules go on from (the integers would ignore it).
    (A data descriptor: read from the instance's dict through it once made.)"""

    def __set__(self, state: Any, value: Any) -> None:
        if "_k" in state.__dict__:  # (a deal in play: the engine's plain state from here)
            state._demote()
        state.__dict__[self.attrname] = value


class _Written:
    """A plain field the integers read once, at the deal (``lead_tiles``, as a mask) or never (``chance``:
    the loop draws the boneyard's top tile, which the deal's own chance would give): written to a
    deal in play, the deal is made plain first (as ``_Made``), so the engine's rules read what is written."""

    def __set_name__(self, owner: Any, name: str) -> None:
        self.name = name

    def __get__(self, state: Any, owner: Any = None) -> Any:
        if state is None:
            return self
        try:
            return state.__dict__[self.name]
        except KeyError:
            raise AttributeError(self.name) from None

    def __set__(self, state: Any, value: Any) -> None:
        if "_k" in state.__dict__:
            state._demote()
        state.__dict__[self.name] = value


class Matching:
    """A game's matching, tabulated once per game (games are immutable values): by number, the
    tiles that may join an end showing it (``suit``, from the game's ``fits``) and, for a pair of
    open numbers, both suits at once (``pair``); by tile and number, what the end shows once the
    tile joins it (``after``, from ``touching_end``); and the engine's ``Play`` objects, made
    once. A user's ``fits`` runs here once per tile and number, not once a move."""

    def __init__(self, game: ChainGame, tb: _Tables):
        tiles = tb.tiles
        n = max(tb.hi) + 1
        self.suit, self.after = tabulate(game, tiles)
        self.pair = tuple(tuple(self.suit[a] | self.suit[b] for b in range(n)) for a in range(n))
        self.leads = tuple(Play(t) for t in tiles)
        # the engine's Play objects (the very ones ChainState._line_plays lists), by
        # (tile << 1 | end) << 5 | number, made at once for every tile and number it fits
        self.plays: list[Any] = [None] * (len(tiles) << 6)  # (None where the tile does not fit)
        for i, t in enumerate(tiles):
            for v in range(n):
                if self.suit[v] >> i & 1:
                    for end in (0, 1):
                        self.plays[(2 * i + end) << 5 | v] = _PLAYS.setdefault((t, end, v), Play(t, end, v))
        # a listed move back to its code (tile << 1 | end) or, for a lead, its tile: by the object's
        # identity (a move equal to a listed one is found by its fields: PlayedOut._code)
        self.code_of = {id(move): key >> 5 for key, move in enumerate(self.plays) if move is not None}
        self.lead_of = {id(move): i for i, move in enumerate(self.leads)}


def tabulate(game: ChainGame, tiles: Sequence[Tile]) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """The game's matching as tables, for ``tiles`` in a given order (bit ``i`` is ``tiles[i]``):
    by number, the mask of the tiles that may join an end showing it (the game's ``fits``), and by
    tile and number, the number the end shows once the tile joins it (``touching_end``; -1 where
    it does not fit; a ``touching_end`` that names a number the tile does not show raises
    ``IllegalMove``, as the engine would on the play). Read once per game by the deal on integers
    (``Matching``) and by the compact solver (``analysis.chain_rules``, on its own order of the tiles)."""
    n = max(t.high for t in tiles) + 1
    fits, touching = game.fits, game.touching_end
    suit = tuple(sum(1 << i for i, t in enumerate(tiles) if fits(t, v)) for v in range(n))
    after = tuple(tuple(t.other(touching(t, v)) if fits(t, v) else -1 for v in range(n)) for t in tiles)
    return suit, after


@functools.lru_cache(maxsize=256)
def matching(game: ChainGame) -> Matching:
    return Matching(game, _tables(game.set.n))


class _Rules:
    """What the loop reads of a game beyond its deal, looked up once (``rules``): the set's tables,
    the game's matching, the moves listed so far for bot objects (by the hand's fitting tiles and
    the two open numbers: ``line_loop.listed``), and the game's ``after_play`` where it may change
    the deal (``own``: the class's function, called with the deal's game on the deal itself)."""

    __slots__ = ("tb", "mt", "turns", "own")

    def __init__(self, game: ChainGame, own: Any = None):
        self.tb, self.mt, self.own = _tables(game.set.n), matching(game), own
        self.turns: dict[int, tuple] = {}


def _tally(log: list[int]) -> tuple[int, int, int]:
    """The moves of a fresh deal's log, its draws and its passes (``move_tally``)."""
    draws = passed = 0
    for code in log:
        if code < 0:
            if code >= _DRAW8:
                draws += 1
            else:
                passed += 1
    return len(log), draws, passed


@functools.lru_cache(maxsize=64)
def rules(game: ChainGame, writes: bool = False) -> _Rules:
    """``writes``: the game has an ``after_play`` of its own that may change the deal (called on the deal itself)."""
    # (as the class's function, called with the deal's own game: the table is kept per game *value*, and an
    # equal game's bound method would be called with another game as ``self``)
    return _Rules(game, type(game).after_play if writes else None)


class PlayedOut(ChainState):
    """A deal kept as integers: a :class:`ChainState` in every respect, whose ``table``
    and ``history`` are rebuilt from the integer log the first time they are read."""

    private_fields = ("_log", "_tally", "_start")  # the kept deal's own record
    _engine_name = ChainState.__name__  # the class the engine's state would be (``__repr__``)
    _engine_state: type = ChainState  # (and the class a deal in play becomes when its tiles are read: ``_demote``)
    _start: tuple = (None, ())  # the table and history the kept deal started from (None: a fresh deal)
    _log: list[int]  # one int per move made on the integers (see ``_apply``)
    _tally: tuple[int, int, int]  # its moves, draws and passes (``move_tally``)
    # the deal in play (``_go``; dropped when it ends or is made plain)
    _k: _Rules
    _masks: list[int]
    _bones: list[int]
    _left: int
    _right: int
    _lead_mask: int
    _live: Any

    def _done(self, tb: Any, played: tuple, masks: list[int], boneyard: list[int], last_player, last_single,
              drawn: int, live: Any = None) -> PlayedOut:
        """Write what the loop left into the state's fields and score the deal. (``live``: the view the
        loop kept, ``kernel_view.view_of``'s, whose hands and boneyard are the deal's as it ended.)"""
        reason, winner, p, passes, log, draws, passed = played
        tiles = tb.tiles
        # what the engine tracks move by move, read once from the log (a play's code: 2 * tile + end)
        last_player, last_single, turn_draws, began = log_tail(log, p, tb.double, 2 * len(tiles), 1, last_player,
                                                               last_single)
        self.__dict__.update(
            drawn=turn_draws if began else drawn + turn_draws,  # (a turn begun before the deal was kept)
            hands=list(map(tb.to_set, masks)) if live is None else live[2],
            boneyard=(list(map(tiles.__getitem__, boneyard)) if boneyard else []) if live is None else live[4],
            current=p, passes=passes, last_player=last_player, last_single=last_single, _log=log,
            _tally=(len(self._start[1]) + len(log), draws, passed))
        fisher = None if reason == "out" else p if passes < self.players else last_player
        self._scored(reason, winner, fisher, move_for_score(self))
        return self

    def _scored(self, reason: str, winner: int | None, fisher: int | None, move: Move | None) -> None:
        """``_end``: the deal scored as the engine scores it, before the move that ended it (the
        log's last) is recorded, as ``State.play`` records a move once it is made: a score that
        reads the history or the tally meanwhile does not see it (``_scoring``), and a history so
        read (or made for ``move_for_score``) records it afterwards, as the engine's."""
        d = self.__dict__
        made = d.get("history")
        last = made.pop() if made is not None else None  # (made with the move in hand: move_for_score)
        d["_scoring"] = True
        try:
            self._end(reason, winner=winner, fisher=fisher, move=move)
        finally:
            del d["_scoring"]
        history = d.get("history")
        if history is not None:
            if last is None:  # (read by the score: the move in hand, as the bot made it, else as decoded)
                table, before, log = *self._start, self._log
                last = (log[-1] & 7, move) if move is not None else decode(self.game, table, before, log)[-1]
            history.append(last)

    # -- the deal in play, on integers ------------------------------------------------------------------
    def _go(self, k: _Rules, masks: list[int], bones: list[int], left: int, right: int, lead_mask: int,
            live: Any = None) -> PlayedOut:
        """Keep the deal as integers from here: ``masks`` the hands, ``bones`` the boneyard (tile
        indices, the last drawn first), the line showing ``left`` and ``right`` (-1: empty; the lead
        may be any tile of ``lead_mask``), ``live``: ``kernel_view.view_of``'s, for an ``after_play``
        that reads. ``_log`` and ``_start`` are set."""
        d = self.__dict__
        d.pop("history", None)  # (made from the log when read: ``_apply`` records each move there)
        d.update(_k=k, _masks=masks, _bones=bones, _left=left, _right=right, _lead_mask=lead_mask, _live=live)
        return self

    # -- the deal in play, by the family's loop on these integers ------------------------------------------
    def _run_blind(self, bots: Sequence[Any], copies: bool = True) -> ChainState | None:
        """``driver.run_deal`` for bots that choose from the legal moves alone: the deal played to its
        end by ``line_loop.play_line`` on the integers it keeps, each bot asked as the driver asks it
        (``copies``: handed a list of its own, where it may change or keep it: ``driver._reading``);
        ``None`` where the driver's own loop is to play it: the deal keeps no integers, or it left the
        loop (a bot's move that is not one listed, made here as ``State.play`` makes it; a hook that
        read the tiles), and it is the engine's plain state from there."""
        d = self.__dict__
        k = d.get("_k")
        if k is None:
            return None
        tb = k.tb
        masks, bones, log = d["_masks"], d["_bones"], self._log
        last_player, last_single, drawn = self.last_player, self.last_single, self.drawn
        p: int = self.current  # type: ignore[assignment]  # (a deal in play has a player to move)
        played = play_line(tb, k.mt, self.game, masks, bones, p, d["_left"], d["_right"], d["_lead_mask"], log, None,
                           d["_live"], bots, k.turns, k.own, self, drawn, self.passes, last_single, copies)
        if played[0] == "left":  # (the engine's from here: the driver's loop plays on)
            if "_k" in d:
                self._demote()
            if played[1] is not None:
                self.play(played[1])  # (IllegalMove where it is not legal: the deal as it was)
            return None
        live = d["_live"]
        for name in _LIVE:
            del d[name]
        counted = getattr(self, "_counted", None)
        if counted is not None:  # (a deal counted in play: counting.counted_line)
            counted(log)
        return self._done(tb, played, masks, bones, last_player, last_single, drawn, live)

    # (a deal in play read or played move by move: the engine's plain state from here; a deal made plain
    # during the driver's loop, whose methods it looked up once, or finished, hands each on to its class's own)
    def _legal_moves(self):
        if "_k" in self.__dict__:
            self._demote()
        return _plain_class(self)._legal_moves(self)

    def _apply(self, move: Move):
        if "_k" in self.__dict__:
            self._demote()
        return _plain_class(self)._apply(self, move)

    def _tiles_made(self) -> None:
        """The hands and the boneyard as the engine keeps them (sets and a list of tiles), from the
        integers; where the game's ``after_play`` is shown a view, the view's (kept up to date: as
        ``_done`` takes them), so that whatever the hook kept of them is the deal's own, as the engine's."""
        d = self.__dict__
        live = d["_live"]
        if live is not None:
            d["hands"], d["boneyard"] = live[2], live[4]
            return
        tb = d["_k"].tb
        d["hands"] = list(map(tb.to_set, d["_masks"]))
        d["boneyard"] = list(map(tb.tiles.__getitem__, d["_bones"]))

    def _demote(self) -> None:
        """A read of the tiles during the deal: the hands, the boneyard and the table made, and the
        deal a plain state of its class from here (the engine's rules from here on)."""
        d, start = self.__dict__, self._start[0]
        self._tiles_made()
        d["table"] = replay(self.game, start, decode(self.game, start, [], self._log))
        d["history"] = history = decode(self.game, start, self._start[1], self._log)
        if d.pop("_hooked", None):  # (read by the game's after_play: the move in hand is recorded after it)
            history.pop()
        counted = getattr(self, "_counted", None)
        if counted is not None:  # (a deal counted in play: its plays so far counted, as the plain state would have)
            counted(self._log)
        for name in (*_LIVE, "_log", "_start", "_tally"):
            d.pop(name, None)
        self.__class__ = self._engine_state

    lead_tiles = _Written()
    chance = _Written()

    @_Made
    def hands(self) -> list:  # (made when read: see the module)
        self._demote()
        hands: list = self.__dict__["hands"]
        return hands

    @_Made
    def boneyard(self) -> list:  # (made when read: see the module)
        self._demote()
        boneyard: list = self.__dict__["boneyard"]
        return boneyard

    def clone(self):
        new = super().clone()
        if "_k" in new.__dict__:  # a deal in play copied: the copy goes on as a plain state
            if new._live is not None:
                new.__dict__["_live"] = None
            new._demote()
        return new

    def __reduce__(self):
        """Pickled by the engine's state class it was made for (``_restored``: an ``out_class`` is
        made once per process); a deal in play, as the plain state it reads as."""
        if "_k" in self.__dict__:
            plain = self.clone()
            return _plain, (type(plain), plain.__dict__)
        return _restored, (self._engine_state, self.__dict__)

    def _view(self, viewer):
        view = super()._view(viewer)
        view.__class__ = self.game.StateClass  # a view is a plain state: it has no integer log
        return view

    @property
    def first_player(self) -> int | None:
        before = self._start[1]
        return before[0][0] if before else self._log[0] & 7 if self._log else self.current

    def __repr__(self):  # it reads as the state the engine would have finished
        return f"<{self._engine_name} {self.to_text()}>"

    def move_tally(self) -> tuple[int, int, int]:
        if self._start[0] is not None or "_scoring" in self.__dict__:  # moves made before the deal was kept count
            return super().move_tally()  # too; and while the deal is scored, its history (without the move in hand)
        tally: tuple[int, int, int] | None = self.__dict__.get("_tally")
        if tally is not None:
            return tally
        log = self._log  # (a deal in play, or one its own after_play ended; during that hook, without the move in hand)
        return _tally(log[:-1] if "_hooked" in self.__dict__ else log)

    @_Made
    def history(self) -> list[tuple[int, Move]]:
        if "_k" in self.__dict__:  # (a deal in play)
            self._demote()
            history: list[tuple[int, Move]] = self.__dict__["history"]
            return history
        table, before = self._start
        log = self._log
        return decode(self.game, table, before, log[:-1] if "_scoring" in self.__dict__ else log)  # (see _scored)

    @_Made
    def table(self) -> LineLayout:  # (as ``history``)
        if "_k" in self.__dict__:  # (a deal in play)
            self._demote()
            table: LineLayout = self.__dict__["table"]
            return table
        start = self._start[0]
        return replay(self.game, start, decode(self.game, start, [], self._log))


def out_of(game: ChainGame) -> type[PlayedOut]:
    """The ``PlayedOut`` for ``game``'s deals (``out_class`` of its state class)."""
    state: Any = type(game).StateClass  # (Any: mypy checks a class against Hashable as if an instance)
    return out_class(state)


@functools.cache
def out_class(state: type) -> type[PlayedOut]:
    """The ``PlayedOut`` for a deal whose state class is ``state``: ``PlayedOut`` itself for
    ``ChainState``, else one made once that is both (its fields, rules and name are ``state``'s)."""
    if state is ChainState:
        return PlayedOut
    return type(state.__name__, (PlayedOut, state), {"__module__": __name__, "__qualname__": state.__name__,
                                                      "__doc__": PlayedOut.__doc__, "_engine_name": state.__name__,
                                                      "_engine_state": state})


def _restored(state: type, fields: dict) -> PlayedOut:
    new = object.__new__(out_class(state))
    new.__dict__.update(fields)
    return new


def _plain(cls: type, fields: dict) -> ChainState:
    """A deal in play unpickled: the plain state of ``cls`` it was pickled as."""
    new: ChainState = object.__new__(cls)
    new.__dict__.update(fields)
    return new


def _plain_class(state: Any) -> type[ChainState]:
    """The class whose rules a deal without integers follows: its own once made plain, else (a deal
    finished with none left) the engine's class it stands for."""
    cls: type[ChainState] = type(state)
    return cls._engine_state if issubclass(cls, PlayedOut) else cls
