"""The exact open-hands solver: ``solve(state)``.

Every hand and the boneyard's order are open: a draw brings the boneyard's next tile and a blind
pick comes from the deal's own seeded chance, so from any position the deal is fixed by the moves
and the game is a tree of perfect information. ``solve`` searches it to the end and returns a
``Solution``: the returns under perfect play, every optimal move, every legal move's value, one
optimal line. A position that is no dealt deal's (read from text, ``dl.position``) carries no such
chance: its search refuses the first blind pick it meets (``_PicksUnknown``) rather than answer
for picks made up.

Who wants what:

- **Two sides** (two players, or two teams): minimax on the margin, the return of the side on
  turn minus the other side's (the returns of the sides sum to zero, so that is all there is).
  Searched with alpha-beta (fail-soft) and a transposition table.
- **More sides**: maxⁿ, each player takes the outcome with his best return; ties between
  outcomes equally good for him go to the one best for the next player in turn order, then the
  one after (``solution.preference``: a rule on outcomes, not on the order moves are searched).
  Searched with the transposition table (maxⁿ allows no deep pruning).

Two searches, both exact:

- **The chain family's compact search** (``analysis.chain``): the two-sided chain games on a
  two-ended line (Kozel, Classic, General, a user's variant of them) on integers, the rules
  tabulated from the game's own hooks, the score the game's own ``score_deal`` at the end of
  every line. ``chain.plan`` says which positions it takes.
- **The generic search** (``analysis.generic``) for every other position: moves made on the
  engine's own states (``clone`` + ``play``, so every rule is the game's own and any variant a
  user writes is searched as it is), the transposition key of ``generic.position_key``,
  heaviest-tile-first move ordering.

``values`` are exact for every move, not only the best (the analysis averages each move's value
over imagined deals). The compact search values a root move by MTD(f) (null-window searches from
a guess, each proving a bound, until the bounds meet): the first move from 0, and each other
first with one null window that asks whether it can reach the best so far, searched on from
there only if it can. Then it values each move proved worse, again by MTD(f), inside the bound
it was proved to have. MTD(f) searches 5-23% fewer positions than one full-window search on the
benchmark's Kozel positions (23% on the abw333 deals 4 plays in with ``all_values=False``).
``all_values=False`` (compact search only) stops after the first step: it proves only what the
best moves need.

``nodes=`` / ``seconds=`` set a budget. When it runs out the search stops and the solution says
so (``exact=False``) and gives the best bounds it proved on the return of the player on turn
(``lower``, ``upper``; each move's in ``bounds``): "within a budget: at least X, at most Y". In
the compact search each of MTD(f)'s null windows proves a bound as it finishes. The root moves
searched to the end keep their exact values; each other move gets the returns of one line
played from it with the best moves the table knows so far, moved inside its bounds: an
estimate, and said to be one.

The generic search also stops, as if its budget were spent, at a line it cannot follow to the
end: one past ``generic.MAX_PLIES`` moves, which a line that comes back to a position it passed
becomes (Sausage's cuts send tiles back to the rows, so its deals make such lines; ``generic``
says why). Only the root move whose search met it stops (``Unresolved``): the others are still
searched, and the answer is not exact.

>>> import domino_lab as dl
>>> s = dl.position("kozel", ["1-2 2-3", "3-3 3-6", "0-0 0-1", "4-4 1-4"], "2-4")
>>> sol = dl.solve(s)
>>> sol
<Solution returns (+42.5, -42.5, +42.5, -42.5), best [1-2 on 2], 180 nodes>
>>> sol.exact, len(sol.values)
(True, 2)
>>> dl.solve(s, nodes=20).bound_text()
'within a budget: at least +42.5, no upper bound'
"""

from __future__ import annotations

import gc
import math
import numbers
import random
from collections.abc import Sequence

from ..errors import DominoError, SetupError
from ..games.base import State
from ..games.chance import SeededChance
from ..i18n import _
from ..moves import Move
from ..seeds import as_whole
from ..tiles import Tile
from .chain import Compact, Unrepresentable, plan
from .generic import MAX_PLIES, Budget, Search, Unresolved, _order, clone
from .solution import Solution, check_searchable, preference

__all__ = ["solve", "solve_within", "Solution"]

_INF = float("inf")
up = math.nextafter


def _budget(nodes: object, seconds: object) -> tuple[int | None, float | None]:
    """The budgets checked, as a Python int and float (a numpy number too, read from a table: ``np.int64(50)``
    was refused as "not a whole number")."""
    count = as_whole(nodes)
    if nodes is not None and (count is None or count < 1):
        raise SetupError(_("nodes is a budget of positions to search: a whole number of at least 1, not {nodes!r}",
                            nodes=nodes))
    if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, numbers.Real)
                                or not math.isfinite(seconds) or seconds <= 0):
        raise SetupError(_("seconds is a budget of time to search: a number above 0, not {seconds!r}", seconds=seconds))
    return count, None if seconds is None else float(seconds)


def solve(state: State, *, nodes: int | None = None, seconds: float | None = None,
          all_values: bool = True) -> Solution:
    """The exact value of ``state`` with every hand and the boneyard's order open (see the module
    and ``Solution``). ``nodes`` / ``seconds``: a budget; when it runs out the solution says so
    (``exact=False``) and gives the bounds it proved (``lower``, ``upper``, ``bounds``).
    ``all_values=False``: only what the best moves need (the chain family's compact search; the
    generic search values every move anyway): ``values`` holds the moves proved optimal (every
    one of them, so ``best`` is still every optimal move) and any other whose exact value came
    on the way; each other move is only proved worse, its bound in ``bounds``. ``state``
    is never changed. A position that cannot be searched (a player's observation, a deal whose
    chance is not its own, a position read from text whose search meets a blind pick, which its
    text does not fix: Seven's take) raises ``DominoError`` saying why."""
    check_searchable(state)
    nodes, seconds = _budget(nodes, seconds)
    if not isinstance(all_values, bool):
        raise SetupError(_("all_values is True (every legal move valued exactly) or False (the best moves), "
                           "not {all_values!r:.40}", all_values=all_values))
    return _search(state, nodes, nodes, seconds, all_values)[0]


def solve_within(state: State, compact: int | None, generic: int | None) -> tuple[Solution, int | None]:
    """``solve`` with a budget of positions by search: ``compact`` for the chain family's compact
    search, ``generic`` for the generic search (None: no budget). A position costs the generic
    search about ten times what it costs the compact one (a clone of the engine's state and its
    key, against a few integers), so ``analyse``'s default gives each search its own budget of
    about a second. Returns the solution and the budget of the search that gave it."""
    check_searchable(state)
    compact, generic = _budget(compact, None)[0], _budget(generic, None)[0]
    return _search(state, compact, generic, None, True)


def _search(state: State, nodes: int | None, generic: int | None, seconds: float | None,
            all_values: bool) -> tuple[Solution, int | None]:
    """The search that takes ``state``, within ``nodes`` positions (the compact search) or
    ``generic`` (the generic search), and the budget it had."""
    sides = tuple(tuple(s) for s in state.sides)
    if state.over:
        r = tuple(state.returns())
        return Solution(r, (), {}, (), 1, True, None, sides), nodes
    rules = plan(state)
    if rules is not None:
        # the cyclic garbage collector is paused while the compact search runs: it makes no cycles,
        # but each collection of the oldest generation walks its whole (growing) table, 15-20% of
        # the time of a Kozel deal 4 plays in; what the search allocates is freed by reference counts
        collecting = gc.isenabled()
        gc.disable()
        try:
            return _solve_compact(state, rules, nodes, seconds, sides, all_values), nodes
        except Unrepresentable:
            pass  # the game's scoring reads the table or the history: the generic search keeps them
        finally:
            if collecting:
                gc.enable()
    if state.chance.seed is None:  # type: ignore[attr-defined]  # (check_searchable: a SeededChance)
        state = state.clone()
        state.chance = _PicksUnknown()
    return _solve_generic(state, generic, seconds, sides), generic


class _PicksUnknown(SeededChance):
    """The chance of a position that is no dealt deal's (read from text, ``dl.position``, a
    ``State`` built by hand: its chance is ``SeededChance(None)``), as the solver searches it. A draw
    is the boneyard's top tile, as in the deal's own chance: the text lists the boneyard in order,
    so the draws are part of the position. A blind pick (Seven's take from another player's hand)
    is not: the deal's own chance picks from a stream seeded with the deal, which no text carries,
    and ``SeededChance(None)``'s stream is made up. Solved with it, a position read back from a
    deal's text answered otherwise than the deal itself (Seven, seed 0, four players, 26 moves in:
    player 2's return +15 in the deal, +16.5 read back). So the search of such a position refuses
    the first blind pick it meets, naming why; a search that meets none gives the deal's answer (the
    tree is the same). The deal itself, dealt from a seed, is still solved with its own picks: its
    future is fixed, as the solver's open hands and boneyard assume. (Only the generic search makes
    blind picks: the compact search takes no state that overrides the family's ``_apply``.)"""

    __slots__ = ()

    def pick(self, candidates: Sequence[Tile], kind: str) -> Tile:
        if kind == "blind":
            raise DominoError(_("this position's blind picks are not known: a tile taken blind from another "
                                "player's hand comes from the deal's own seeded chance, which a position read from "
                                "text (or built by hand) does not carry, so its future is not one tree of perfect "
                                "information; solve the deal itself (game.deal(players, seed) played on), or "
                                "observation.sample(rng), one imagined deal"))
        return super().pick(candidates, kind)

    def clone(self) -> _PicksUnknown:
        return self  # (no stream to copy: it holds nothing)


def _solve_generic(state: State, nodes: int | None, seconds: float | None,
                   sides: tuple[tuple[int, ...], ...]) -> Solution:
    player = state.current
    assert player is not None  # a live deal has a player to move
    search = Search(nodes, seconds)
    moves = state.legal_moves()
    values: dict[Move, tuple[float, ...]] = {}
    lines: dict[Move, tuple[Move, ...]] = {}
    bounds: dict[Move, tuple[float, float]] = {}
    exact = True
    two = len(sides) == 2
    if two:
        side0 = frozenset(sides[0])
        us, them = sides[0][0], sides[1][0]
    children = {}
    try:
        for move in _order(moves):
            child = children[move] = clone(state)
            child.play(move)
            try:
                if two:
                    v = search.alphabeta(child, -_INF, _INF, side0, us, them)
                    line, values[move] = search.exact_line(child, v, side0, us, them)
                else:
                    values[move], line = search.maxn(child)
            except Unresolved:  # its line goes round or too deep (``generic``): the other moves are searched on
                values.pop(move, None)
                exact = False
                continue
            bounds[move] = (values[move][player], values[move][player])
            lines[move] = (move,) + line
    except Budget:
        exact = False
    if not exact:
        for move in moves:
            if move not in values:
                lines[move], values[move] = _estimate(search, state, move)
                if two and move in children:
                    entry = search.table.get(search.key(children[move]))
                    lo, hi = (entry[0], entry[1]) if entry is not None else (-_INF, _INF)
                else:
                    lo, hi = -_INF, _INF
                bounds[move] = _mover_bounds(lo, hi, player in sides[0]) if two else (-_INF, _INF)
                if two:
                    values[move] = _clamped(values[move], bounds[move], player, sides)
    return _solution(state, values, lines, bounds, search.count + 1, exact, sides)


def _solve_compact(state: State, rules: object, nodes: int | None, seconds: float | None,
                   sides: tuple[tuple[int, ...], ...], all_values: bool = True) -> Solution:
    """``solve`` by the chain family's compact search (``analysis.chain``)."""
    player = state.current
    assert player is not None
    cs = Compact(state, rules, nodes, seconds)  # type: ignore[arg-type]
    moves = state.legal_moves()
    mine = player in sides[0]
    children = {}
    margins: dict[Move, float] = {}
    values: dict[Move, tuple[float, ...]] = {}
    lines: dict[Move, tuple[Move, ...]] = {}
    bounds: dict[Move, tuple[float, float]] = {}
    exact = True
    for move in moves:
        child = children[move] = clone(state)
        child.play(move)
    partial: dict[Move, tuple[float, float]] = {}  # what is proved of a move not yet solved: side 0's margin bounds
    top: float | None = None  # the best margin so far, for the player on turn's side
    try:
        for move in cs.root_order(children, player):
            child = children[move]
            if child.over:
                values[move] = tuple(child.returns())
                margins[move] = cs.margin(values[move])
                lines[move] = (move,)
            elif top is None:
                margins[move] = _value(cs, cs.of(child), top, partial, move)
            else:  # a null window first: can it reach the best so far? Its exact value only if so
                pos = cs.of(child)
                r = cs.value(pos, up(top, -_INF), top) if mine else cs.value(pos, top, up(top, _INF))
                if (r < top) if mine else (r > top):
                    partial[move] = (-_INF, r) if mine else (r, _INF)
                    continue
                partial[move] = (r, _INF) if mine else (-_INF, r)
                margins[move] = _value(cs, pos, top, partial, move)
            m = margins[move]
            if top is None or (m > top if mine else m < top):
                top = m
        if all_values:  # the moves only proved worse: now their exact values, within the bounds proved
            for move in cs.root_order(children, player):
                if move not in margins:
                    margins[move] = _value(cs, cs.of(children[move]), top, partial, move)
        for move in moves:
            if move in margins and move not in lines:
                line, values[move] = cs.line(children[move], margins[move])
                lines[move] = (move,) + line
            if move in values:
                bounds[move] = (values[move][player], values[move][player])
            else:
                bounds[move] = _mover_bounds(*partial[move], mine)
    except Budget:
        exact = False
        for move in moves:
            if move in lines:  # solved, its line drawn (a move that ends the deal, before its bounds were set)
                bounds.setdefault(move, (values[move][player], values[move][player]))
                continue
            child = children[move]
            if move in margins:  # searched to the end, its line not yet drawn
                lo = hi = margins[move]
            elif move in partial:
                lo, hi = partial[move]
            else:
                lo, hi = cs.bounds(cs.of(child))
            line, est = cs.estimate(child)
            lines[move] = (move,) + line
            bounds[move] = _mover_bounds(lo, hi, mine)
            values[move] = _clamped(est, bounds[move], player, sides)
    return _solution(state, values, lines, bounds, cs.count + 1, exact, sides)


def _value(cs: Compact, pos: tuple, guess: float | None, proved: dict[Move, tuple[float, float]],
           move: Move) -> float:
    """The exact margin of side 0 at ``pos`` by MTD(f) (Plaat et al.): null-window searches from
    ``guess`` (the best root value so far, else 0), each of which proves a bound, written into
    ``proved[move]`` as it comes, so a search stopped by a budget leaves the best bounds found.
    On the benchmark's Kozel positions 5-23% fewer positions than one full-window search."""
    lo, hi = proved.get(move, (-_INF, _INF))
    g = 0.0 if guess is None else guess
    while lo < hi:
        beta = g if g > lo else up(lo, _INF)
        if beta > hi:
            beta = hi
        g = cs.value(pos, up(beta, -_INF), beta)
        if g < beta:
            hi = g
        else:
            lo = g
        proved[move] = (lo, hi)
    return lo


def _mover_bounds(lo: float, hi: float, mine: bool) -> tuple[float, float]:
    """Bounds on the margin of side 0 as bounds on the return of a player of side 0 (``mine``) or
    of side 1: with two sides a side's return is half its margin (``Game.returns``)."""
    return (lo / 2, hi / 2) if mine else (-hi / 2, -lo / 2)


def _clamped(values: tuple[float, ...], bound: tuple[float, float], player: int,
             sides: tuple[tuple[int, ...], ...]) -> tuple[float, ...]:
    """An estimated outcome moved inside the proved bounds of the player's return (two sides)."""
    r = values[player]
    if bound[0] <= r <= bound[1]:
        return values
    r = min(max(r, bound[0]), bound[1])
    side0 = player in sides[0]
    return tuple((r if (p in sides[0]) == side0 else -r) for p in range(len(values)))


def _solution(state: State, values: dict[Move, tuple[float, ...]], lines: dict[Move, tuple[Move, ...]],
              bounds: dict[Move, tuple[float, float]], count: int, exact: bool,
              sides: tuple[tuple[int, ...], ...]) -> Solution:
    player = state.current
    assert player is not None
    moves = state.legal_moves()
    values = {m: values[m] for m in moves if m in values}  # in the engine's order
    bounds = {m: bounds[m] for m in moves}
    top = max(preference(v, player) for v in values.values())
    best = tuple(m for m, v in values.items() if v[player] == top[0])
    chosen = next(m for m, v in values.items() if preference(v, player) == top)
    lower = max(b[0] for b in bounds.values())
    upper = max(b[1] for b in bounds.values())
    return Solution(values[chosen], best, values, lines[chosen], count, exact, player, sides,
                    lower=values[chosen][player] if exact else lower,
                    upper=values[chosen][player] if exact else upper, bounds=bounds)


def _estimate(search: Search, state: State, move: Move) -> tuple[tuple[Move, ...], tuple[float, ...]]:
    """One line from ``move`` to the end, each player taking the table's best move where it has
    one, else the heaviest tile, and its returns (what a cut search says of a move). A line that
    comes back to a position it passed, or runs past ``MAX_PLIES`` moves (Sausage), is played on
    from there by seeded random moves: fixed choices might go round for ever, random ones end
    the deal (Sausage's random deals take tens of moves, a few hundred at most)."""
    line = [move]
    state = state.clone()
    state.play(move)
    passed: set = set()
    rng: random.Random | None = None
    while not state.over:
        moves = _order(state.legal_moves())
        if rng is None:
            key = search.key(state)
            if key in passed or len(line) > MAX_PLIES:
                rng = random.Random(len(line))
            passed.add(key)
        pick = moves[0]
        if rng is not None:
            pick = moves[rng.randrange(len(moves))]
        elif (entry := search.table.get(key)) is not None:
            known = entry[2] if isinstance(entry, tuple) and len(entry) == 3 else (entry[1][0] if entry[1] else None)
            if known in moves:
                pick = known
        line.append(pick)
        state.play(pick)
    return tuple(line), tuple(state.returns())
