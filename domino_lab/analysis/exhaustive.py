"""The reference solver: plain exhaustive search on the engine's own states (clone, play), no
pruning, no table. It is slow and obviously right; ``tests/test_solve.py`` checks ``solve``
against it on small positions of every family."""

from __future__ import annotations

from ..games.base import State
from ..moves import Move
from .generic import Budget
from .solution import Solution, check_searchable, preference

__all__ = ["exhaustive", "MAX_DEPTH"]

#: The longest line the reference follows with a ``limit`` (each move is a Python frame).
MAX_DEPTH = 400


def exhaustive(state: State, limit: int | None = None) -> Solution:
    """The exact ``Solution`` of ``state`` by visiting every position of its tree (``state`` is
    left as it is). Each player picks the outcome he prefers (``preference``). ``limit``: raise
    ``generic.Budget`` after that many positions (for tests that look for small trees), or where a
    line is longer than ``MAX_DEPTH`` moves (Sausage's cuts send tiles back to the rows, and a line
    can run for hundreds of moves: deeper than this plain recursion follows)."""
    check_searchable(state)
    counter = [0, limit if limit is not None else -1]
    player = state.current
    sides = tuple(tuple(s) for s in state.sides)
    if state.over:
        return Solution(tuple(state.returns()), (), {}, (), 1, True, None, sides)
    values: dict[Move, tuple[float, ...]] = {}
    lines: dict[Move, tuple[Move, ...]] = {}
    for move in state.legal_moves():
        child = state.clone()
        child.play(move)
        values[move], lines[move] = _value(child, counter, 1)
    assert player is not None  # a live deal has a player to move
    top = max(preference(v, player) for v in values.values())
    own = top[0]
    best = tuple(m for m, v in values.items() if v[player] == own)
    chosen = next(m for m, v in values.items() if preference(v, player) == top)
    return Solution(values[chosen], best, values, (chosen,) + lines[chosen], counter[0] + 1, True, player, sides)


def _value(state: State, counter: list[int], depth: int) -> tuple[tuple[float, ...], tuple[Move, ...]]:
    counter[0] += 1
    if counter[0] == counter[1] or (depth > MAX_DEPTH and counter[1] >= 0):
        raise Budget
    if state.over:
        return tuple(state.returns()), ()
    player = state.current
    assert player is not None
    best: tuple[float, ...] | None = None
    best_key: tuple[float, ...] = ()
    best_line: tuple[Move, ...] = ()
    for move in state.legal_moves():
        child = state.clone()
        child.play(move)
        value, line = _value(child, counter, depth + 1)
        key = preference(value, player)
        if best is None or key > best_key:
            best, best_key, best_line = value, key, (move,) + line
    assert best is not None  # a live deal has a legal move
    return best, best_line
