"""The exact open-hands solver: ``solve(state)``.

Every hand and the boneyard's order are open: a draw brings the boneyard's next tile and a blind
pick comes from the deal's own seeded chance, so from any position the deal is fixed by the moves
and the game is a tree of perfect information. ``solve`` searches it to the end and returns a
``Solution``: the returns under perfect play, every optimal move, every legal move's value, one
optimal line.

Who wants what:

- **Two sides** (two players, or two teams): minimax on the margin, the return of the side on
  turn minus the other side's (the returns of the sides sum to zero, so that is all there is).
  Searched with alpha-beta (fail-soft) and a transposition table.
- **More sides**: maxⁿ, each player takes the outcome with his best return; ties between
  outcomes equally good for him go to the one best for the next player in turn order, then the
  one after (``solution.preference``: a rule on outcomes, not on the order moves are searched).
  Searched with the transposition table (maxⁿ allows no deep pruning).

The search runs on the engine's own states (``clone`` + ``play``, so every rule is the game's
own and any variant a user writes is searched as it is) with the transposition key of
``generic.position_key`` and heaviest-tile-first move ordering. Every root move is searched
with a full window, so ``values`` are exact for every move, not only the best (the analysis
averages each move's value over imagined deals).

``nodes=`` / ``seconds=`` set a budget. When it runs out the search stops and the solution says
so (``exact=False``): the root moves searched to the end before it ran out keep their exact
values; each other move gets the returns of one line played from it with the best moves the
table knows so far (else the heaviest tile first): an estimate, not a bound.

>>> import domino_lab as dl
>>> s = dl.position("kozel", ["1-2 2-3", "3-3 3-6", "0-0 0-1", "4-4 1-4"], "2-4")
>>> sol = dl.solve(s)
>>> sol
<Solution returns (+42.5, -42.5, +42.5, -42.5), best [1-2 on 2], 284 nodes>
>>> sol.exact, len(sol.values)
(True, 2)
"""

from __future__ import annotations

import math

from ..errors import SetupError
from ..games.base import State
from ..moves import Move
from .generic import Budget, Search, _order, clone
from .solution import Solution, check_searchable, preference

__all__ = ["solve", "Solution"]

_INF = float("inf")


def _budget(nodes: object, seconds: object) -> None:
    if nodes is not None and (isinstance(nodes, bool) or not isinstance(nodes, int) or nodes < 1):
        raise SetupError(f"nodes is a budget of positions to search: a whole number of at least 1, not {nodes!r}")
    if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, (int, float))
                                or not math.isfinite(seconds) or seconds <= 0):
        raise SetupError(f"seconds is a budget of time to search: a number above 0, not {seconds!r}")


def solve(state: State, *, nodes: int | None = None, seconds: float | None = None) -> Solution:
    """The exact value of ``state`` with every hand and the boneyard's order open (see the module
    and ``Solution``). ``nodes`` / ``seconds``: a budget; when it runs out the solution says so
    (``exact=False``). ``state`` is never changed. A position that cannot be searched (a player's
    observation, a deal whose chance is not its own) raises ``DominoError`` saying why."""
    check_searchable(state)
    _budget(nodes, seconds)
    sides = tuple(tuple(s) for s in state.sides)
    if state.over:
        return Solution(tuple(state.returns()), (), {}, (), 1, True, None, sides)
    player = state.current
    assert player is not None  # a live deal has a player to move
    search = Search(nodes, seconds)
    moves = state.legal_moves()
    values: dict[Move, tuple[float, ...]] = {}
    lines: dict[Move, tuple[Move, ...]] = {}
    exact = True
    if len(sides) == 2:
        side0 = frozenset(sides[0])
        us, them = sides[0][0], sides[1][0]
    try:
        for move in _order(moves):
            child = clone(state)
            child.play(move)
            if len(sides) == 2:
                v = search.alphabeta(child, -_INF, _INF, side0, us, them)
                line, values[move] = search.exact_line(child, v, side0, us, them)
            else:
                values[move], line = search.maxn(child)
            lines[move] = (move,) + line
    except Budget:
        exact = False
        for move in moves:
            if move not in values:
                lines[move], values[move] = _estimate(search, state, move)
    values = {m: values[m] for m in moves}  # in the engine's order
    top = max(preference(v, player) for v in values.values())
    best = tuple(m for m, v in values.items() if v[player] == top[0])
    chosen = next(m for m, v in values.items() if preference(v, player) == top)
    return Solution(values[chosen], best, values, lines[chosen], search.count + 1, exact, player, sides)


def _estimate(search: Search, state: State, move: Move) -> tuple[tuple[Move, ...], tuple[float, ...]]:
    """One line from ``move`` to the end, each player taking the table's best move where it has
    one, else the heaviest tile, and its returns (what a cut search says of a move)."""
    line = [move]
    state = state.clone()
    state.play(move)
    while not state.over:
        moves = _order(state.legal_moves())
        entry = search.table.get(search.key(state))
        pick = moves[0]
        if entry is not None:
            known = entry[2] if isinstance(entry, tuple) and len(entry) == 3 else (entry[1][0] if entry[1] else None)
            if known in moves:
                pick = known
        line.append(pick)
        state.play(pick)
    return tuple(line), tuple(state.returns())
