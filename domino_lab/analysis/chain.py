"""The compact search of the chain family: a line of two open ends, played on integers.

The generic search (``generic``) makes every move on a clone of the engine's state and keys its
table with the whole state frozen: right for every game, and about 0.4 ms a position. Most chain
games need far less to know a position's future: the hands (bitmasks), the two numbers the line
shows, who is on turn, the passes in a row, the tiles drawn this turn, how much of the boneyard
(whose order is fixed) is left, and who laid the last non-double. Here the search runs on those
integers alone, and its transposition key is that tuple (not the order the tiles were placed in:
two move orders that reach one position share it).

It is not a second rule book. The family's rules are read from the game once (a game is an
immutable value): ``fits(tile, value)`` and ``touching_end(tile, value)`` become, for each number,
the bitmask of the tiles that may join an end showing it and the number each then shows, so a
variant that overrides them (sum-to-seven, a wild number) is searched as it plays; the draw rule,
the undrawable tiles and the closed-chain fish are the options the engine reads. The deal's score
is always the game's own code: at the end of a line the search makes a genuine finished state
(the game's state class, its hands, boneyard and counters) and asks the game's ``score_deal`` and
``returns``, once per finished position (``chain_leaf``). The table and the history are not
kept, nor which end of the line is which (a line and its mirror image are one position): a game
whose scoring reads them (found when a leaf reads one, or the end its last tile was laid on) is
searched by the generic search instead.

``plan(state)`` says whether a position can be searched so (``None`` when not: then ``solve``
uses the generic search): a chain game of two sides whose state class keeps the family's
mechanics, whose game keeps the family's turn hooks (no moves of its own, nothing after a play,
no rule on a particular end), on a two-ended line, with the deal's own seeded chance, and no rule
that reads the history.

The search: fail-soft alpha-beta on the margin of side 0 (principal variation search: the first
move with the whole window, each later one first with a null window that only asks whether it is
better, searched again only when it is; ``solve`` calls it with null windows, MTD(f)), the table
keeping a lower and an upper bound and the best move of each position. Moves are tried in this
order: the table's best move, then the moves that leave the opponents the fewest tiles they can
lay (the next player's counted four times, the other opponent's once), then doubles and heavy
tiles first (the bit order of ``_Rules``). Ordering by the opponents' playable tiles halves the
positions searched on Kozel deals; a killer move and the history heuristic, once tried after the
table's move, searched 9-16% more positions and were dropped. Forced moves (a draw, a pass, the
one tile a player can lay on one end only: over half the positions on Kozel deals) are not
branched on and take no table entry: they are made in a loop at the head of the search function,
not by a call each. Where nothing can be drawn, the players who cannot lay a tile are passed over
where the tile is laid (``nodes`` counts the positions where a tile is to be laid, and those with
a forced move, as they are searched).
"""

from __future__ import annotations

import math
import time
from collections.abc import Hashable, Sequence
from typing import Any

from ..games.base import State
from ..games.chain.base import _PLAYS, ChainState
from ..moves import Move, Play
from ..table import LineLayout
from .chain_leaf import Leaves
from .chain_rules import Unrepresentable, _Rules, plan
from .generic import Budget, clone

__all__ = ["plan", "Compact", "Unrepresentable"]

_FIRST = 1 << 20  # a move's rank: the table's best move (above any other rank)

_INF = float("inf")
up = math.nextafter

class Compact:
    """One compact search of the positions below one root (its table, node count and budget).

    A position is ``(masks, left, right, p, passes, drawn, nb, single)``: each player's hand as a
    bitmask (the rules' numbering), the numbers the line shows (``-1``: empty), the player on
    turn, passes in a row, tiles drawn this turn, tiles left in the boneyard (the root's
    boneyard, drawn from its end) and who laid the last non-double (``-1``: nobody). A move is
    a code: ``16 * tile + the number it is laid on``, or ``-1 - tile`` for the lead."""

    def __init__(self, state: State, rules: _Rules, nodes: int | None, seconds: float | None):
        self.rules = rules
        index = rules.index
        self.index = index
        self.bone = [index[t] for t in state.boneyard]
        self.players = state.players
        sides = state.sides
        self.side0 = frozenset(sides[0])
        self.us, self.them = sides[0][0], sides[1][0]
        lead = getattr(state, "lead_tiles", None)
        self.lead_mask = -1 if lead is None else sum(1 << index[t] for t in lead)
        self.table: dict[Hashable, tuple[float, float, int]] = {}
        self.leaves = Leaves(state, rules, self.bone)
        self.limit = nodes
        self.deadline = None if seconds is None else time.perf_counter() + seconds
        self.sides = sides
        self._ab = self._search()

    # -- positions ------------------------------------------------------------------------------------
    def of(self, state: State) -> tuple:
        """The compact position of ``state`` (a position below the root)."""
        assert isinstance(state, ChainState)
        index = self.index
        masks = tuple(sum(1 << index[t] for t in h) for h in state.hands)
        table = state.table
        assert isinstance(table, LineLayout)
        left = -1 if table.left is None else table.left
        right = -1 if table.right is None else table.right
        single = state.last_single
        return (masks, left, right, state.current, state.passes, state.drawn, len(state.boneyard),
                -1 if single is None else single)

    @staticmethod
    def key(masks: Sequence[int], left: int, right: int, p: int, passes: int, drawn: int, nb: int,
            single: int) -> Hashable:
        """The table's key: the line's two numbers in either order are one position."""
        if left > right:
            left, right = right, left
        return (*masks, left, right, p, passes, drawn, nb, single)

    def margin(self, r: Sequence[float]) -> float:
        return r[self.us] - r[self.them]

    def move_of(self, code: int, left: int, right: int) -> Move:
        """The engine's move for ``code`` on a line showing ``left`` and ``right``."""
        tiles = self.rules.tiles
        if code < 0:
            return Play(tiles[-1 - code])
        t, v = tiles[code >> 4], code & 15
        end = 0 if v == left else 1
        play = _PLAYS.get((t, end, v))
        if play is None:
            play = _PLAYS.setdefault((t, end, v), Play(t, end, v))
        return play

    def value(self, pos: tuple, alpha: float = -_INF, beta: float = _INF) -> float:
        """The margin of side 0 at ``pos`` within (``alpha``, ``beta``), fail-soft."""
        masks, left, right, p, passes, drawn, nb, single = pos
        held = 0
        for m in masks:
            held |= m
        v: float = self._ab(list(masks), held, left, right, p, passes, drawn, nb, single, alpha, beta)
        return v

    # -- the search ------------------------------------------------------------------------------------
    def _search(self) -> Any:
        """The alpha-beta function, its tables bound as locals (a closure: the inner loop of ``solve``)."""
        r = self.rules
        fit, shows, suit, double = r.fit, r.shows, r.suit, r.double
        pair = tuple(tuple(fit[a] | fit[b] for b in range(r.values)) for a in range(r.values))
        lo_, hi_ = r.lo, r.hi
        players = self.players
        maxer = tuple(p in self.side0 for p in range(players))
        nxt = tuple((p + 1) % players for p in range(players))
        # the opponents whose playable tiles order a move: the next player (if an opponent; counted four
        # times) and the other opponent (four players in two sides; with two players, the next one again)
        side = {q: next(i for i, sd in enumerate(self.sides) if q in sd) for q in range(players)}
        after = tuple(next((q for q in ((p + 3) % players, (p + 1) % players) if side[q] != side[p]), nxt[p])
                      for p in range(players))
        next_is_opponent = tuple(side[nxt[p]] != side[p] for p in range(players))
        self.opponents = (nxt, after, next_is_opponent)
        bone = self.bone
        bone_mask = [0]
        for t in bone:
            bone_mask.append(bone_mask[-1] | 1 << t)
        draw_rule, undrawable, closes = r.draw, r.undrawable, r.closes
        draw_floor = undrawable if draw_rule != "none" else 1 << 30  # a tile is drawn while nb > draw_floor
        until_playable = draw_rule == "until_playable"
        lead_mask = self.lead_mask
        table = self.table
        get = table.get
        leaf = self.leaves.margin
        inf = _INF
        count = 0
        stop = self._next_stop()

        def ab(masks: list[int], held: int, left: int, right: int, p: int, passes: int, drawn: int, nb: int,
               single: int, alpha: float, beta: float) -> float:
            nonlocal count, stop
            saved = None  # the hands as they came, once a forced move changes them
            try:
                # -- forced moves (a draw, a pass, the one tile that can be laid): made here in turn, not
                # branched on and given no table entry
                while True:
                    count += 1
                    if count >= stop:
                        stop = self._check(count)
                    hand = masks[p]
                    if left < 0:
                        break
                    on_left = hand & fit[left]
                    on_right = hand & fit[right] if left != right else 0
                    m = on_left | on_right
                    if m:
                        if m & (m - 1) or on_left & on_right:
                            break  # a choice
                        if saved is None:
                            saved = masks[:]
                        t = m.bit_length() - 1
                        if on_left:
                            code, nl, nr = t << 4 | left, shows[t][left], right
                        else:
                            code, nl, nr = t << 4 | right, left, shows[t][right]
                        h = masks[p] = hand ^ m
                        s = single if double[t] else p
                        if not h:
                            return leaf(masks, p, 0, drawn, nb, s, p, "out", p, None, code, left)
                        held ^= m
                        qq, passed = nxt[p], 0
                        if closes and nl == nr and not (held | bone_mask[nb]) & suit[nl]:
                            return leaf(masks, p, 0, drawn, nb, s, p, "fish", None, p, code, left)
                        if nb <= draw_floor:
                            o = fit[nl] | fit[nr]
                            if not held & o:
                                return leaf(masks, p, 0, drawn, nb, s, p, "fish", None, p, code, left)
                            while not masks[qq] & o:  # who cannot lay a tile passes (nothing to draw)
                                qq = nxt[qq]
                                passed += 1
                        left, right, p, passes, drawn, single = nl, nr, qq, passed, 0, s
                    elif nb > draw_floor and (until_playable or not drawn):
                        if saved is None:
                            saved = masks[:]
                        b = 1 << bone[nb - 1]
                        masks[p] = hand | b
                        held |= b
                        drawn += 1
                        nb -= 1
                    else:
                        if passes + 1 >= players:
                            last = (p - 1 - passes) % players
                            return leaf(masks, p, passes + 1, drawn, nb, single, last, "fish", None, last, None, left)
                        p = nxt[p]
                        passes += 1
                        drawn = 0
                key = (*masks, left, right, p, passes, drawn, nb, single) if left <= right else \
                    (*masks, right, left, p, passes, drawn, nb, single)
                entry = get(key)
                first = None
                if entry is not None:
                    lo, hi, first = entry
                    if lo >= beta or lo == hi:
                        return lo
                    if hi <= alpha:
                        return hi
                    if lo > alpha:
                        alpha = lo
                    if hi < beta:
                        beta = hi
                else:
                    lo, hi = -inf, inf
                a0, b0 = alpha, beta
                # -- the moves: (rank, code, left and right after it, the tiles that fit there), best first:
                # the table's best move, then the fewest tiles the opponents can lay after it (the next
                # one's counted four times), then by bit order (doubles, then heavy tiles)
                moves = []
                if left < 0:
                    m = hand & lead_mask
                    while m:
                        b = m & -m
                        m ^= b
                        t = b.bit_length() - 1
                        c = -1 - t
                        nl, nr = lo_[t], hi_[t]
                        moves.append(((_FIRST if c == first else 0) | 255 - t, c, nl, nr, pair[nl][nr], t))
                else:
                    nq = masks[nxt[p]] if next_is_opponent[p] else 0
                    other = masks[after[p]]
                    while m:
                        b = m & -m
                        m ^= b
                        t = b.bit_length() - 1
                        if on_left & b:
                            c = t << 4 | left
                            nl = shows[t][left]
                            o = pair[nl][right]
                            moves.append(((_FIRST if c == first else 0)
                                          | (255 - 4 * (nq & o).bit_count() - (other & o).bit_count()) << 8
                                          | 255 - t, c, nl, right, o, t))
                        if on_right & b:
                            c = t << 4 | right
                            nr = shows[t][right]
                            o = pair[left][nr]
                            moves.append(((_FIRST if c == first else 0)
                                          | (255 - 4 * (nq & o).bit_count() - (other & o).bit_count()) << 8
                                          | 255 - t, c, left, nr, o, t))
                if len(moves) > 1:
                    moves.sort(reverse=True)
                maximise = maxer[p]
                best = -inf if maximise else inf
                best_code = first_code = moves[0][1]
                q = nxt[p]
                for _rank, code, nl, nr, o, t in moves:
                    b = 1 << t
                    h = hand ^ b
                    masks[p] = h
                    s = single if double[t] else p
                    if not h:
                        v = leaf(masks, p, 0, drawn, nb, s, p, "out", p, None, code, left)
                    else:
                        rest = held ^ b
                        qq, passed = q, 0
                        if closes and nl == nr and not (rest | bone_mask[nb]) & suit[nl]:
                            blocked = True
                        elif nb > draw_floor:
                            blocked = False
                        else:
                            blocked = not rest & o
                            if not blocked:  # the players who cannot lay a tile pass (nothing to draw): skipped here
                                while not masks[qq] & o:
                                    qq = nxt[qq]
                                    passed += 1
                        if blocked:
                            v = leaf(masks, p, 0, drawn, nb, s, p, "fish", None, p, code, left)
                        elif code == first_code:
                            v = ab(masks, rest, nl, nr, qq, passed, 0, nb, s, alpha, beta)
                        elif maximise:  # a later move: first a null window, is it better than alpha?
                            v = ab(masks, rest, nl, nr, qq, passed, 0, nb, s, alpha, up(alpha, inf))
                            if alpha < v < beta:
                                v = ab(masks, rest, nl, nr, qq, passed, 0, nb, s, v, beta)
                        else:
                            v = ab(masks, rest, nl, nr, qq, passed, 0, nb, s, up(beta, -inf), beta)
                            if alpha < v < beta:
                                v = ab(masks, rest, nl, nr, qq, passed, 0, nb, s, alpha, v)
                    masks[p] = hand
                    if maximise:
                        if v > best:
                            best, best_code = v, code
                            if v > alpha:
                                alpha = v
                                if alpha >= beta:
                                    break
                    elif v < best:
                        best, best_code = v, code
                        if v < beta:
                            beta = v
                            if alpha >= beta:
                                break
                if best <= a0:
                    if best < hi:
                        hi = best
                elif best >= b0:
                    if best > lo:
                        lo = best
                else:
                    lo = hi = best
                table[key] = (lo, hi, best_code)
                return best
            finally:
                if saved is not None:
                    masks[:] = saved

        def counted() -> int:
            return count

        self._counted = counted
        return ab

    @property
    def count(self) -> int:
        """Positions searched so far."""
        return self._counted()

    def _next_stop(self, done: int = 0) -> float:
        """The node count at which the budget is next looked at."""
        if self.deadline is None:
            return _INF if self.limit is None else self.limit + 1
        return done + 1024 if self.limit is None else min(done + 1024, self.limit + 1)

    def _check(self, done: int) -> float:
        if self.limit is not None and done > self.limit:
            raise Budget
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise Budget
        return self._next_stop(done)

    # -- at the root: the order, a line, an estimate -------------------------------------------------------
    def root_order(self, children: dict[Move, State], mover: int) -> list[Move]:
        """The root's moves (``mover``'s) in the order they are searched: those that end the deal
        first, then as the search orders its moves (the fewest tiles the opponents can lay after
        it, the next player's counted four times; then doubles and heavy tiles)."""
        index = self.index
        fit = self.rules.fit
        nxt, after, next_is_opponent = self.opponents

        def rank(move: Move) -> tuple:
            child = children[move]
            tiles = move.tiles
            if child.over or not tiles:
                return (not child.over, 0, len(index))
            masks, left, right = self.of(child)[:3]
            o = fit[left] | fit[right]
            nq = masks[nxt[mover]] if next_is_opponent[mover] else 0
            return (True, 4 * (nq & o).bit_count() + (masks[after[mover]] & o).bit_count(), index[tiles[0]])

        return sorted(children, key=rank)

    def line(self, state: State, value: float) -> tuple[tuple[Move, ...], tuple[float, ...]]:
        """One line from ``state`` (whose margin is ``value``) that keeps the margin at every move,
        to the end, and the returns there. A child's margin is asked within the narrowest window
        around ``value`` (fail-soft: a result inside it is exact, so equal to ``value``)."""
        out: list[Move] = []
        state = clone(state)
        below, above = up(value, -_INF), up(value, _INF)
        while not state.over:
            moves = state.legal_moves()
            if len(moves) == 1:
                state.play(moves[0])
                out.append(moves[0])
                continue
            for move in self._ordered(state, moves):
                child = clone(state)
                child.play(move)
                v = self.margin(tuple(child.returns())) if child.over else self.value(self.of(child), below, above)
                if v == value:
                    break
            else:  # pragma: no cover - a value is always reached by one of the moves
                raise AssertionError("no move keeps the value")
            out.append(move)
            state = child
        return tuple(out), tuple(state.returns())

    def estimate(self, state: State) -> tuple[tuple[Move, ...], tuple[float, ...]]:
        """One line from ``state`` to the end, each player taking the table's best move where it
        has one, else the search's first, and its returns (what a cut search says of a move)."""
        out: list[Move] = []
        state = clone(state)
        while not state.over:
            move = self._ordered(state, state.legal_moves())[0]
            state.play(move)
            out.append(move)
        return tuple(out), tuple(state.returns())

    def _ordered(self, state: State, moves: list[Move]) -> list[Move]:
        """``moves`` of ``state``, the table's best first, then by the search's rank."""
        index = self.index
        ordered = sorted(moves, key=lambda m: index[m.tiles[0]] if m.tiles else len(index))
        if len(moves) > 1:
            pos = self.of(state)
            masks, left, right, p, passes, drawn, nb, single = pos
            entry = self.table.get(self.key(masks, left, right, p, passes, drawn, nb, single))
            if entry is not None:
                known = self.move_of(entry[2], left, right)
                for m in ordered:
                    if m == known:
                        ordered.remove(m)
                        ordered.insert(0, m)
                        break
        return ordered

    def bounds(self, pos: tuple) -> tuple[float, float]:
        """What the table knows of ``pos``'s margin: (lower, upper) bounds (infinite where none)."""
        masks, left, right, p, passes, drawn, nb, single = pos
        entry = self.table.get(self.key(list(masks), left, right, p, passes, drawn, nb, single))
        if entry is None:
            return -_INF, _INF
        return entry[0], entry[1]

