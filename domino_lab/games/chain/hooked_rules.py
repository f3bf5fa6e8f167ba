"""What the chain games' hooked fast path (``hooked_path``) reads of a game before it plays:
which of its hooks are the family's own (then the loop does their work) and which are the game's
(then the loop calls them): how a state lays a tile (``_lay_kind``), whether ``extra_moves`` is
asked (``_extras_asked``) and whether its moves can be counted before they are made
(``_extras_counted``); and the tables it keeps: a tile's place in the set (``ranks``), the
engine's ``Play`` objects (``_play_of``), a cross's open arms by the numbers they show
(``_arms_of``, kept per game). Nothing here is a promise a game makes: a hook the game writes is
called.
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
from .kernel import _tables

_Arms = tuple[list[tuple[int, int, int, str]], int, int, dict[int, tuple[Play, ...]]]  # what read_arms reads


class _Reading(NamedTuple):
    """What a game's and its state's classes do in their hooks, read once per pair of classes."""

    asked: int  # when extra_moves is asked (_extras_asked)
    counted: bool  # extra_moves_count counts its moves (_extras_counted)
    end_alone: bool  # the end rule reads only the end and the tile (_end_alone)
    lay: str | None  # how a tile is laid (_lay_kind)
    after_plain: bool  # after_lay does nothing for a plain Play (not known of any game: always False)
    counting: bool  # _laid is the counting family's (_counting_laid)
    own_laid: bool  # _laid is the state's own (ChainState's does nothing)
    family_count: bool  # it is counting and counts as the counting family does (_family_count)
    all_closed_fish: bool  # blocked is "all arms closed, or the family's" (_all_closed_fish)
    own_blocked: bool  # blocked is the state's own, another rule
    own_open: bool  # _boneyard_open is the state's own (Blitz's)


@functools.cache
def _reading(game_cls: type, state_cls: type) -> _Reading:
    """What ``hooked_path._play`` reads of these classes (see ``_Reading``)."""
    all_closed, counting = _all_closed_fish(state_cls), _counting_laid(state_cls)
    return _Reading(_extras_asked(game_cls), _extras_counted(game_cls), _end_alone(game_cls), _lay_kind(state_cls),
                    False, counting,
                    state_cls._laid is not ChainState._laid,  # type: ignore[attr-defined]
                    counting and _family_count(game_cls), all_closed,
                    state_cls.blocked is not ChainState.blocked and not all_closed,  # type: ignore[attr-defined]
                    state_cls._boneyard_open is not ChainState._boneyard_open)  # type: ignore[attr-defined]


@functools.cache
def _set_tables(n: int) -> tuple[Sequence, Sequence[int], Sequence[int], list[int], list[int], int, dict[int, Play]]:
    """The tables of the double-``n`` set the loop reads: a tile by its place, its bit, the tiles
    showing each number (masks), a tile's place by its id (``ranks``), the numbers a tile adds an
    end to (``_parity``), the doubles (a mask) and the plays kept on a line (``_plays_at``)."""
    tb = _tables(n)
    doubles = sum(1 << i for i, t in enumerate(tb.tiles) if t.is_double)
    return tb.tiles, tb.bit, tb.suit, ranks(n), _parity(n), doubles, _plays_at(n)


@functools.cache
def _lay_kind(cls: Any) -> str | None:
    """How the state class lays a tile: ``"plain"`` as ``ChainState._lay`` does (its own), else
    ``None`` (the state's own ``_lay`` is called)."""
    return "plain" if cls._lay is ChainState._lay else None


@functools.cache
def _extras_asked(cls: type) -> int:
    """When the loop asks ``extra_moves``: 0, never (the family's gives none); 2, always."""
    return 0 if cls.extra_moves is ChainGame.extra_moves else 2  # type: ignore[attr-defined]


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
    family = _counting().CountingGame
    return cls.play_points is family.play_points and cls.count is family.count


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
    """The dictionary ``kept`` holds for ``game`` while it lives (made empty when first asked)."""
    answers = kept.get(game)
    if answers is None:
        answers = kept[game] = {}
    return answers


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


@functools.cache
def _all_closed_fish(cls: type) -> bool:
    """Whether the loop may read the state's own ``blocked`` as "all arms closed, or the
    family's": never (a state's own ``blocked`` is called)."""
    return False


def _play_of(tile, end: int, value: int, where: str) -> Play:
    """The engine's ``Play(tile, end, value, where)`` object (one per value: ``_LINE_PLAYS``)."""
    key = (tile.id, end, value, where)
    play = _LINE_PLAYS.get(key)
    if play is None:
        play = _LINE_PLAYS[key] = (_PLAYS.setdefault((tile, end, value), Play(tile, end, value)) if not where
                                   else Play(tile, end, value, where))
    return play


@functools.cache
def _parity(n: int) -> list[int]:
    """By a tile's place in the double-``n`` set, the numbers its two ends add one end to (``1 << low
    ^ 1 << high``: none for a double)."""
    return [1 << t.low ^ 1 << t.high for t in _tables(n).tiles]


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
