"""The generic search: alpha-beta (two sides) or maxⁿ (more) over the engine's own states, with a
transposition table keyed by the whole position.

Moves are made on clones (``clone`` + ``play``), so every rule is the game's own: nothing here
knows a game. What makes it fast is the table: two positions with the same *key* have the same
future, so one is searched and the other looked up. The key (``position_key``) is everything the
state holds that a rule may read, frozen into a tuple:

- every hand as a bitmask of tile ids, the boneyard in its order (the next draw is the last);
- every other field of the state (the table with each tile's place, the trick in play, scores,
  counters, the match context), frozen as it is: lists as tuples, sets as frozensets, objects by
  their type and fields, tiles by id;
- the state of the deal's chance once a blind pick has used it;
- the history, only for a game whose code reads it (Sea Goat scores the winner's earlier move):
  found by reading the source of the game's and the state's classes for ``.history``; where
  the source cannot be read, the history is kept in the key (exact, only slower).

Left out are only the machinery fields (the game, the seed, the cached moves) and, where no rule
reads it, the history. So two positions with one key hold the same fields and have the same
future: the key is exact, by construction, for every game and for a user's variant.

A deal need not get shorter with every move. Sausage's cuts send tiles from the table back to a
row, so a line can come back to a position it has passed and run on for thousands of moves
(nothing in its rules ends a deal that goes round). No value of such a position can be found
without deciding what a deal that never ends is worth, and the rules do not say. So the search
follows no line deeper than ``MAX_PLIES`` moves (each move is a Python frame): there it raises
``Unresolved`` and stops as a spent budget stops it, its answer not exact. A line that goes
round is one of those: it meets the bound after a few turns of its circle. (The keys of the
line are not kept to find a circle sooner: hashing each key three times more made the generic
searches about 8% slower, the bound alone about 2%, and the bound alone is as honest.) What the
table holds stays true: a position is written in only when its own search finished without
reaching the bound, so each entry is a bound that every line below it reaches by ending the deal.
"""

from __future__ import annotations

import functools
import re
import sys
import time
from collections.abc import Callable, Hashable
from typing import Any

from ..games.base import State, _dup
from ..moves import Move
from ..tiles import Tile
from .solution import preference

__all__ = ["position_key", "reads_history", "Search", "Budget", "Unresolved", "MAX_PLIES"]

_SKIP = frozenset(("game", "seed", "chance", "_legal", "_result", "history", "hands", "boneyard", "players",
                   "sides"))
_ATOMS = (int, str, bool, float, type(None))
_INF = float("inf")
_HISTORY = re.compile(r"\.history\b|\bhistory\[|move_tally|first_player")


#: The longest line the generic search follows (one Python frame a move; fewer where the stack
#: has less room left). The catalogue's deals that end by themselves are far shorter.
MAX_PLIES = 600


class Budget(Exception):
    """Raised inside a search when its budget (nodes or seconds) is spent."""


class Unresolved(Budget):
    """Raised inside a search that follows a line longer than ``MAX_PLIES`` moves, one that goes
    round included (see the module): its answer is then not exact, as after a spent budget."""


def _stack_depth() -> int:
    frame, n = sys._getframe(), 0
    while frame is not None:
        frame, n = frame.f_back, n + 1  # type: ignore[assignment]
    return n


def _freeze(value: Any) -> Any:
    t = type(value)
    if t in _ATOMS:
        return value
    if t is Tile:
        return value.id
    if t is list or t is tuple:
        frozen = tuple(value)
        try:  # a list of values (tiles, a tile's places): hashable as it is
            hash(frozen)
            return frozen
        except TypeError:
            return tuple(map(_freeze, value))
    if t is frozenset:
        return value
    if t is set:
        return frozenset(value)
    if t is dict:
        return tuple((k, _freeze(v)) for k, v in value.items())
    if isinstance(value, tuple):  # a NamedTuple (a tile's place on the table)
        return (t, tuple(map(_freeze, value)))
    fields = getattr(value, "__dict__", None)
    if fields is not None:
        return (t, tuple((k, _freeze(v)) for k, v in fields.items()))
    slots = getattr(t, "__slots__", None)
    if slots is not None:
        return (t, tuple(_freeze(getattr(value, s, None)) for s in slots))
    hash(value)  # anything else must be a value already (a move, an enum)
    return value


@functools.cache
def reads_history(game_cls: type, state_cls: type) -> bool:
    """Whether the code of the game's or the state's classes (below the engine's own bases) may
    read a deal's history: the source file of each class is read for ``.history``; ``True``
    where a source cannot be read (the safe answer)."""
    from ..games.game import Game

    for cls in (*game_cls.__mro__, *state_cls.__mro__):
        if cls in (object, Game, State):
            continue
        if _source_reads_history(cls.__module__, getattr(sys.modules.get(cls.__module__), "__file__", None)):
            return True
    return False


@functools.cache
def _source_reads_history(module: str, path: str | None) -> bool:
    if path is None:
        return True
    try:
        with open(path, encoding="utf-8") as f:
            return _HISTORY.search(f.read()) is not None
    except OSError:
        return True


def position_key(state: State) -> Hashable:
    """The transposition key of ``state`` (see the module): equal keys, same future."""
    d = state.__dict__
    hands = tuple(sum(1 << t.id for t in h) for h in state.hands)
    parts: list[Hashable] = [state.current, hands, tuple(t.id for t in state.boneyard)]
    for k, v in d.items():
        if k not in _SKIP:
            parts.append(_freeze(v))
    rng = getattr(state.chance, "_rng", None)
    if rng is not None:
        parts.append(rng.getstate())
    game_cls: type = type(state.game)  # (plain types: mypy checks type[Game] as if an instance)
    state_cls: type = type(state)
    if reads_history(game_cls, state_cls):
        parts.append(tuple((p, m) for p, m in state.history))
    return tuple(parts)


def clone(state: State) -> State:
    """``state.clone()``, with the history copied as the list of (player, move) pairs it is (its
    pairs are values; ``State.clone`` would copy it pair by pair). A state class that makes its
    own ``clone`` is cloned by it."""
    if type(state).clone is not State.clone:
        return state.clone()
    new = object.__new__(type(state))
    d = {}
    for k, v in state.__dict__.items():
        t = type(v)
        if t in _ATOMS or t is frozenset or t is tuple:
            d[k] = v
        elif k == "history":
            d[k] = list(v)
        else:
            d[k] = _dup(v)
    new.__dict__ = d
    return new


def _order(moves: list[Move]) -> list[Move]:
    """Heaviest tiles first, moves that lay no tile last: a cheap generic guess at the best."""
    return sorted(moves, key=lambda m: -sum(t.pips + 1 for t in m.tiles))


class Search:
    """One search of one position: its table, node count and budget."""

    def __init__(self, nodes: int | None, seconds: float | None, key: Callable[[State], Hashable] = position_key):
        self.count = 0
        self.limit = nodes
        self.deadline = None if seconds is None else time.perf_counter() + seconds
        self.table: dict[Hashable, Any] = {}
        self.key = key
        self.depth = 0  # the moves of the line being searched
        # the deepest line followed: MAX_PLIES, or less where the stack has less room (each move
        # is one frame of alphabeta / maxn; a move's own play() needs a few more)
        self.max_plies = max(1, min(MAX_PLIES, sys.getrecursionlimit() - _stack_depth() - 150))

    def stop(self) -> None:
        """``Unresolved``: the line being searched is ``max_plies`` moves long (see the module)."""
        self.depth = 0  # the search is stopped: no line is being searched any more
        raise Unresolved

    def tick(self) -> None:
        self.count += 1
        if self.limit is not None and self.count > self.limit:
            raise Budget
        if self.deadline is not None and not self.count & 255 and time.perf_counter() > self.deadline:
            raise Budget

    # -- two sides: alpha-beta on the margin of side 0 ---------------------------------------------------------
    def alphabeta(self, state: State, alpha: float, beta: float, side0: frozenset[int], us: int, them: int) -> float:
        """The margin of side 0 (``returns[us] - returns[them]``, one player of each side) within
        (``alpha``, ``beta``), fail-soft: a value at or below ``alpha`` is an upper bound, at or
        above ``beta`` a lower bound, in between exact."""
        self.tick()
        if state.over:
            r = state.returns()
            return r[us] - r[them]
        key = self.key(state)
        entry = self.table.get(key)
        first = None
        if entry is not None:
            lo, hi, first = entry
            if lo >= beta or lo == hi:
                return lo  # type: ignore[no-any-return]
            if hi <= alpha:
                return hi  # type: ignore[no-any-return]
            alpha, beta = max(alpha, lo), min(beta, hi)
        else:
            lo, hi = -_INF, _INF
        a0, b0 = alpha, beta
        maximise = state.current in side0
        moves = _order(state.legal_moves())
        if first is not None and first in moves:
            moves.remove(first)
            moves.insert(0, first)
        best = -_INF if maximise else _INF
        best_move = moves[0]
        if self.depth >= self.max_plies:  # (only now: a table entry that settles the position ends no line)
            self.stop()
        self.depth += 1
        for move in moves:
            child = clone(state)
            child.play(move)
            v = self.alphabeta(child, alpha, beta, side0, us, them)
            if (v > best) if maximise else (v < best):
                best, best_move = v, move
                if maximise:
                    if v > alpha:
                        alpha = v
                elif v < beta:
                    beta = v
                if alpha >= beta:
                    break
        self.depth -= 1
        if best <= a0:
            hi = min(hi, best)
        elif best >= b0:
            lo = max(lo, best)
        else:
            lo = hi = best
        self.table[key] = (lo, hi, best_move)
        return best

    def exact_line(self, state: State, value: float, side0: frozenset[int], us: int, them: int
                   ) -> tuple[tuple[Move, ...], tuple[float, ...]]:
        """One line from ``state`` (whose margin is ``value``) that keeps the margin at every move,
        to the end, and the returns there: each step takes the first move (the table's best
        first) whose child searched with a full window has the same value."""
        line: list[Move] = []
        state = state.clone()
        passed = {self.key(state)}  # the line never comes back to a position (it would not end)
        while not state.over:
            entry = self.table.get(self.key(state))
            moves = _order(state.legal_moves())
            if entry is not None and entry[2] in moves:
                moves.remove(entry[2])
                moves.insert(0, entry[2])
            for move in moves:
                child = clone(state)
                child.play(move)
                if child.over or self.key(child) not in passed:
                    try:
                        if self.alphabeta(child, -_INF, _INF, side0, us, them) == value:
                            break
                    except Unresolved:  # a move whose search goes round: another keeps the value
                        continue
            else:  # no move keeps the value on a line that ends: the value stays, the line is not found
                raise Unresolved
            line.append(move)
            state = child
            if not state.over:
                passed.add(self.key(state))
        return tuple(line), tuple(state.returns())

    # -- more sides: maxⁿ --------------------------------------------------------------------------------------
    def maxn(self, state: State) -> tuple[tuple[float, ...], tuple[Move, ...]]:
        """The returns under maxⁿ (each player takes the outcome he prefers, ``preference``) and the line."""
        self.tick()
        if state.over:
            return tuple(state.returns()), ()
        key = self.key(state)
        entry = self.table.get(key)
        if entry is not None:
            return entry  # type: ignore[no-any-return]
        player = state.current
        assert player is not None
        best_key: tuple[float, ...] | None = None
        best: tuple[tuple[float, ...], tuple[Move, ...]] = ((), ())
        if self.depth >= self.max_plies:
            self.stop()
        self.depth += 1
        for move in _order(state.legal_moves()):
            child = clone(state)
            child.play(move)
            r, line = self.maxn(child)
            k = preference(r, player)
            if best_key is None or k > best_key:
                best_key, best = k, (r, (move,) + line)
        self.depth -= 1
        self.table[key] = best
        return best
