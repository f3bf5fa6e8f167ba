"""What the chain games' hooked fast path (``hooked_path``) reads of a game before it plays: the
promises a game's or a state's class declares of its own hooks (``_declares``: a flag set on the
class that defines the hook, so that a subclass that redefines the hook makes no promise), how a
state lays a tile (``_lay_kind``), when ``extra_moves`` is asked (``_extras_asked``) and whether
its moves can be counted before they are made (``_extras_counted``); and the
tables it keeps: a tile's place in the set (``ranks``), the engine's ``Play`` objects
(``_play_of``), a cross's open arms by the numbers they show (``_arms_of``, kept per game).

Each promise is proved where it is made: ``tests/test_hooked_path.py`` checks it over many
positions, besides playing deals both ways.
"""

from __future__ import annotations

import functools
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
    after_plain: bool  # after_lay does nothing for a plain Play (after_lay_skips_plain_plays)
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
                    _declares(state_cls, "after_lay", "after_lay_skips_plain_plays"), counting,
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
    """How the state class lays a tile: ``"plain"`` as ``ChainState._lay`` does, ``"after"`` as
    that and then its ``after_lay(player, play)`` (the ``_lay`` of a class that declares
    ``lays_then_after_lay``, built on ``ChainState``'s: the counting family's, Donkey's; with the
    counting family's ``after_lay``, which does nothing, that is ``"plain"``), else ``None``."""
    if cls._lay is ChainState._lay:
        return "plain"
    owner = next(c for c in cls.__mro__ if "_lay" in c.__dict__)
    below = next(c for c in owner.__mro__[1:] if "_lay" in c.__dict__)
    if below is not ChainState or owner.__dict__.get("lays_then_after_lay") is not True:
        return None
    family = _counting().CountingState
    return "plain" if issubclass(cls, family) and cls.after_lay is family.after_lay else "after"


@functools.cache
def _declares(cls: type, method: str, promise: str) -> bool:
    """Whether the class that defines ``cls``'s ``method`` declares ``promise`` (true) of it."""
    owner = next((c for c in cls.__mro__ if method in c.__dict__), None)
    return owner is not None and owner.__dict__.get(promise) is True


@functools.cache
def _extras_asked(cls: type) -> int:
    """When the loop asks ``extra_moves``: 0, never (the family's gives none); 1, when a double
    fits (its class declares ``extra_moves_need_a_double``: with no double among the plays it
    gives none); 3, on a two-ended line, when the hand may be laid whole (it declares
    ``extra_moves_need_a_trail``: none unless the hand has two tiles or more and, with an edge
    joining the line's two numbers, at most two numbers of odd degree, as an Euler trail needs,
    ``multi.lay_all``); 2, always."""
    if cls.extra_moves is ChainGame.extra_moves:  # type: ignore[attr-defined]
        return 0
    if _declares(cls, "extra_moves", "extra_moves_need_a_trail"):
        return 3
    return 1 if _declares(cls, "extra_moves", "extra_moves_need_a_double") else 2


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
    """Whether the game's ``end_accepts`` reads only the end and the tile (not the deal), as the
    class that defines it declares with ``end_rule_reads_end_alone`` (Odd-and-Even's)."""
    owner = next(c for c in cls.__mro__ if "end_accepts" in c.__dict__)
    return owner is not ChainGame and owner.__dict__.get("end_rule_reads_end_alone") is True


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
    """Whether the state class's own ``blocked`` is ``table.all_closed or ChainState.blocked``
    (Donkey's), as the class that defines it declares with ``fish_when_all_closed``."""
    owner = next(c for c in cls.__mro__ if "blocked" in c.__dict__)
    return owner is not ChainState and owner.__dict__.get("fish_when_all_closed") is True


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
