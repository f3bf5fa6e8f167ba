"""What the chain games' hooked fast path (``hooked_path``) reads of a game before it plays:
which of its hooks are the family's own (then the loop does their work) and which are the game's
(then the loop calls them), whether ``extra_moves``' moves can be counted before they are made
(``_extras_counted``) and whether an end rule reads only the end and the tile (``_end_alone``);
and the tables it keeps: a tile's place in the set (``ranks``), the engine's ``Play`` objects
(``_play_of``), a cross's open arms by the numbers they show (``_arms_of``, kept per game).
Nothing here is a promise a game makes: a hook the game writes is called.
"""

from __future__ import annotations

import dis
import functools
import inspect
import weakref
from collections.abc import Sequence
from typing import Any, NamedTuple

from ...moves import Play
from ...table.cross import ARMS
from .base import _LINE_PLAYS, _PLAYS, ChainGame, ChainState
from .delegation import does_nothing, first_or_handed_on, lays_then
from .kernel import _tables

_Arms = tuple[list[tuple[int, int, int, str]], int, int, dict[int, tuple[Play, ...]]]  # what read_arms reads


class _Reading(NamedTuple):
    """What a game's and its state's classes do in their hooks, read once per pair of classes."""

    asked: bool  # extra_moves is the game's own (asked at every turn with plays)
    counted: bool  # extra_moves_count counts its moves (_extras_counted)
    end_alone: bool  # the end rule reads only the end and the tile (_end_alone)
    plain_lay: bool  # _lay is ChainState's own (else the state's own is called)
    counting: bool  # _laid is the counting family's (_counting_laid)
    own_laid: bool  # _laid is the state's own (ChainState's does nothing)
    family_count: bool  # it is counting and counts as the counting family does (_family_count)
    own_blocked: bool  # blocked is the state's own (called)
    own_open: bool  # _boneyard_open is the state's own (Blitz's)
    blocked_first: tuple[str, ...] | None  # own blocked is `self.<these> or super().blocked()` (Donkey's)
    lay_then: bool  # own _lay is ChainState's, then after_lay (the counting family's, Donkey's)
    after_lay_acts: bool  # after_lay has a body (the counting family's is empty)


@functools.cache
def _reading(game_cls: type, state_cls: type) -> _Reading:
    """What ``hooked_path._play`` reads of these classes (see ``_Reading``)."""
    counting = _counting_laid(state_cls)
    return _Reading(game_cls.extra_moves is not ChainGame.extra_moves,  # type: ignore[attr-defined]
                    _extras_counted(game_cls), _end_alone(game_cls),
                    state_cls._lay is ChainState._lay,  # type: ignore[attr-defined]
                    counting,
                    state_cls._laid is not ChainState._laid,  # type: ignore[attr-defined]
                    counting and _family_count(game_cls),
                    state_cls.blocked is not ChainState.blocked,  # type: ignore[attr-defined]
                    state_cls._boneyard_open is not ChainState._boneyard_open,  # type: ignore[attr-defined]
                    first_or_handed_on(state_cls, "blocked", ChainState),
                    lays_then(state_cls, "_lay", "after_lay", ChainState),
                    not does_nothing(getattr(state_cls, "after_lay", None)))


@functools.cache
def _set_tables(n: int) -> tuple[Sequence, Sequence[int], Sequence[int], list[int], dict[int, Play]]:
    """The tables of the double-``n`` set the loop reads: a tile by its place, its bit, the tiles
    showing each number (masks), a tile's place by its id (``ranks``) and the plays kept on a line
    (``_plays_at``)."""
    tb = _tables(n)
    return tb.tiles, tb.bit, tb.suit, ranks(n), _plays_at(n)


@functools.cache
def _extras_counted(cls: type) -> bool:
    """Whether the class that defines ``cls``'s ``extra_moves`` defines ``extra_moves_count(state,
    plays)`` too: how many moves ``extra_moves`` gives, told without making them (Blitz's). A
    uniform bot then draws among them all and the moves are made only when it takes one."""
    owner = next(c for c in cls.__mro__ if "extra_moves" in c.__dict__)
    return "extra_moves_count" in owner.__dict__


@functools.cache
def _counting_laid(cls: Any) -> bool:
    """Whether the state class's ``_laid`` is the counting family's (it asks ``play_points`` and
    awards what it gives)."""
    return cls._laid is _counting().CountingState._laid


@functools.cache
def _family_count(cls: Any) -> bool:
    """Whether the game counts as the counting family does: ``end_points`` of ``open_end_total``
    (``CountingGame.play_points`` and ``count``), which on a cross is its ``counted_total``."""
    return bool(_counting().counts_as_family(cls))  # (the family's own test: counting.base)


@functools.cache
def _counting() -> Any:
    """The counting family's module (imported when first asked: that family is built on this one)."""
    from ..counting import base
    return base


@functools.cache
def _end_alone(cls: type) -> bool:
    """Whether the game's ``end_accepts`` reads only the end and the tile, as its code shows: it
    never loads its ``state`` argument (nor hands it to a nested function). A game is an immutable
    value, so the answer for an arm and a number is then the same all deal long, and the loop asks
    it once per game (Odd-and-Even's). Read from the code, not declared: a variant that reads the
    deal is asked at every move."""
    func = cls.end_accepts  # type: ignore[attr-defined]
    if func is ChainGame.end_accepts:
        return False
    code = getattr(func, "__code__", None)
    if code is None or code.co_argcount < 2 or code.co_flags & (inspect.CO_VARARGS | inspect.CO_VARKEYWORDS):
        return False
    state = code.co_varnames[1]  # (self, state, end, tile)
    if state in code.co_cellvars:  # a nested function reads it
        return False
    return not any(ins.argval == state for ins in dis.get_instructions(code)
                   if ins.opname.startswith(("LOAD", "DELETE", "STORE")))


_ACCEPTED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # game -> {(arm, value): mask}
_ARMS_READ: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # game -> {numbers shown: _Arms}


def _kept(kept: weakref.WeakKeyDictionary, game: ChainGame) -> dict:
    """The dictionary ``kept`` holds for ``game`` while it lives (made empty when first asked).
    The last game's is found by identity (a simulation asks for one game's at every deal: a weak
    dictionary compares games by their options, in Python)."""
    last = _LAST.get(id(kept))
    if last is not None and last[0]() is game:
        known: dict = last[1]
        return known
    answers = kept.get(game)
    if answers is None:
        answers = kept[game] = {}
    _LAST[id(kept)] = (weakref.ref(game), answers)
    return answers


_LAST: dict[int, tuple[Any, dict]] = {}  # id of a kept dictionary -> (a weak reference to its last game, its answers)


def _arms_of(shown_by_arm: tuple[int | None, ...], suit: Sequence[int], accepted: Any) -> _Arms:
    """What ``read_arms`` reads from the number each arm shows (``None``: no open arm there):
    ``accepted(k, v)``, when given, is the mask of the tiles arm ``k`` showing ``v`` takes."""
    arms = []
    shown = fit = once = twice = 0
    for k, v in enumerate(shown_by_arm):
        if v is not None:
            s = suit[v]
            shown |= s
            if accepted is not None:
                s &= accepted(k, v)
            arms.append((k, v, s))
            fit |= s
            twice |= once & 1 << v
            once |= 1 << v
    return [(k, v, s, ARMS[k] if twice >> v & 1 else "") for k, v, s in arms], shown, fit, {}


def _any_accepted(state: Any, ends: Sequence, mask: int, suit: Sequence[int], tiles: Sequence, accepts: Any) -> bool:
    """Whether an end rule (``accepts``: the game's ``end_accepts``) takes a tile of ``mask`` at one of
    ``ends`` that shows one of its numbers (``can_play`` with an end rule, asked of many hands at once)."""
    for e in ends:
        m = mask & suit[e.value]
        while m:
            b = m & -m
            m ^= b
            if accepts(state, e, tiles[b.bit_length() - 1]):
                return True
    return False


def _tile_plays(tile, b: int, arms: list[tuple[int, int, int, str]]) -> tuple[Play, ...]:
    """The plays of ``tile`` (its bit ``b``) on a cross's open ``arms`` (``_arms_of``'s), in arm
    order, kept by the arms that take it: a cross shows one of thousands of sets of numbers, but a
    tile is taken by at most a few of its arms, so its plays are made once for each way they take
    it (a cross's table of them, filled as tiles are listed, starts empty)."""
    taking = tuple([(k, v, w) for k, v, s, w in arms if s & b])
    key = (tile.id, taking)
    got = _TILE_PLAYS.get(key)
    if got is None:
        got = _TILE_PLAYS[key] = tuple([_play_of(tile, k, v, w) for k, v, w in taking])
    return got


_TILE_PLAYS: dict[tuple, tuple[Play, ...]] = {}  # (tile id, the arms that take it) -> its plays


def _play_of(tile, end: int, value: int, where: str) -> Play:
    """The engine's ``Play(tile, end, value, where)`` object (one per value: ``_LINE_PLAYS``)."""
    key = (tile.id, end, value, where)
    play = _LINE_PLAYS.get(key)
    if play is None:
        play = _LINE_PLAYS[key] = (_PLAYS.setdefault((tile, end, value), Play(tile, end, value)) if not where
                                   else Play(tile, end, value, where))
    return play


@functools.cache
def _plays_at(n: int) -> dict[int, Play]:
    """The plays ``_play_of`` makes on a line with the double-``n`` set, by the tile's place above
    the end's code (``end << 8 | number``), made as they are first listed."""
    return {}


@functools.cache
def ranks(n: int) -> list[int]:
    """A tile's place in the double-``n`` set (its bit in the fast paths' masks), by the tile's ``id``."""
    tiles = _tables(n).tiles
    rank = [0] * (max(t.id for t in tiles) + 1)
    for i, t in enumerate(tiles):
        rank[t.id] = i
    return rank
