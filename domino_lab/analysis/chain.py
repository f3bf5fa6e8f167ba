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
``returns`` (memoised by that state's fields). The table and the history are not kept: a game
whose scoring reads them (found when a leaf reads one) is searched by the generic search instead.

``plan(state)`` says whether a position can be searched so (``None`` when not: then ``solve``
uses the generic search): a chain game of two sides whose state class keeps the family's
mechanics, whose game keeps the family's turn hooks (no moves of its own, nothing after a play,
no rule on a particular end), on a two-ended line, with the deal's own seeded chance, and no rule
that reads the history.

The search: fail-soft alpha-beta on the margin of side 0, the table keeping a lower and an upper
bound and the best move of each position; moves ordered by the table's best move, then the
move that left the opponents' best reply known (the "killer" of that depth), then doubles and
heavy tiles first; forced moves (a draw, a pass, a single legal tile) are not branched on.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Hashable
from typing import Any

from ..games.base import State
from ..games.chain.base import _PASS, _PLAYS, ChainGame, ChainState
from ..games.chain.kernel import _tables, _tile_set
from ..games.chance import SeededChance
from ..moves import Move, Play
from ..table import LineLayout
from .generic import Budget, clone, reads_history

__all__ = ["plan", "Compact", "Unrepresentable"]

_INF = float("inf")

# the state's mechanics the compact search plays itself: a state class must keep them as the family's
_STATE_HOOKS = ("_legal_moves", "_plays", "_line_plays", "_can_draw", "_boneyard_open", "can_play", "chain_closed",
                "blocked", "_apply", "_lay", "_laid", "_next_turn", "_end", "_draw_tile", "_finish", "play",
                "legal_moves", "result", "returns")
# the game's turn hooks it plays as the family's (fits and touching_end are read into tables instead)
_GAME_HOOKS = ("extra_moves", "after_play", "end_accepts", "multi_limit")


class Unrepresentable(Exception):
    """Raised when the game's scoring reads what the compact search does not keep (the table or
    the history of a finished line): the position is then searched by the generic search."""


@functools.cache
def _keeps(cls: type, base: type, names: tuple[str, ...]) -> bool:
    return all(getattr(cls, n, None) is getattr(base, n, None) for n in names)


@functools.cache
def _leaf_class(cls: type) -> type:
    """``cls`` whose ``table`` and ``history`` cannot be read: a finished line's state for the
    game's scoring (``Unrepresentable`` if the scoring reads either)."""

    def unread(self: Any) -> Any:
        raise Unrepresentable

    return type(cls.__name__, (cls,), {"table": property(unread), "history": property(unread),
                                        "__module__": cls.__module__, "__qualname__": cls.__qualname__})


class _Rules:
    """What the search reads of one game: its tiles' tables, and the family's rules tabulated."""

    def __init__(self, game: ChainGame):
        tb = _tables(game.set.n)
        self.tb = tb
        tiles = tb.tiles
        n = max(tb.hi) + 1
        self.values = n
        # fit[v]: the tiles that may join an end showing v; shows[t][v]: the number t then shows there
        fits, touching = game.fits, game.touching_end
        self.fit = tuple(sum(1 << i for i, t in enumerate(tiles) if fits(t, v)) for v in range(n))
        shows = []
        for t in tiles:
            row = []
            for v in range(n):
                if fits(t, v):
                    a = touching(t, v)
                    row.append(t.high if t.low == a else t.other(a))
                else:
                    row.append(-1)
            shows.append(tuple(row))
        self.shows = tuple(shows)
        self.suit = tb.suit
        o = game.options
        self.draw = getattr(o, "draw", "none")
        self.undrawable = getattr(o, "undrawable", 0)
        self.closes = game.chain_closes and getattr(o, "fish_when", "stuck") == "closed"
        # the order moves are tried in (after the table's and the killer's): doubles, then heavy tiles
        self.rank = tuple(sorted(range(len(tiles)), key=lambda i: (not tiles[i].is_double, -tiles[i].pips, i)))


@functools.lru_cache(maxsize=64)
def _rules(game: ChainGame) -> _Rules:
    return _Rules(game)


def plan(state: State) -> _Rules | None:
    """The game's tabulated rules when ``state`` can be searched compactly (see the module), else ``None``."""
    game = state.game
    if not isinstance(game, ChainGame) or not isinstance(state, ChainState) or len(state.sides) != 2:
        return None
    table = state.__dict__.get("table")
    if type(table) is not LineLayout or table.one_way or type(state.chance) is not SeededChance:
        return None
    if state.players > 8 or state.over:
        return None
    gcls: type = type(game)
    scls: type = type(state)
    if not _keeps(scls, ChainState, _STATE_HOOKS) or not _keeps(gcls, ChainGame, _GAME_HOOKS):
        return None
    if gcls.__dict__.get("StateClass", scls) is not scls and not isinstance(state, game.StateClass):
        return None
    if reads_history(gcls, scls):
        return None
    if any(type(v) not in (int, str, bool, float, type(None), frozenset)
           for k, v in state.__dict__.items() if k not in _KNOWN):
        return None  # a field of its own the search would not carry
    try:
        return _rules(game)
    except Exception:  # a fits that cannot be tabulated (it raises on some number): the generic search
        return None


# the fields of a chain state the compact search carries or rebuilds (anything else must be a plain value)
_KNOWN = frozenset(("game", "players", "sides", "hands", "boneyard", "table", "current", "context", "over", "seed",
                    "chance", "_legal", "_result", "history", "lead_tiles", "leader", "drawn", "passes",
                    "last_player", "last_single"))


class Compact:
    """One compact search of the positions below one root (its table, node count and budget).

    A position is ``(masks, left, right, p, passes, drawn, nb, single)``: each player's hand as a
    bitmask, the numbers the line shows (``-1``: empty), the player on turn, passes in a row,
    tiles drawn this turn, tiles left in the boneyard (the root's boneyard, drawn from its end)
    and who laid the last non-double (``-1``: nobody)."""

    def __init__(self, state: State, rules: _Rules, nodes: int | None, seconds: float | None):
        self.rules = rules
        self.root = state
        tb = rules.tb
        index = tb.index
        self.index = index
        self.bone = [index[t] for t in state.boneyard]
        self.players = state.players
        sides = state.sides
        self.side0 = frozenset(sides[0])
        self.us, self.them = sides[0][0], sides[1][0]
        self.maxer = tuple(p in self.side0 for p in range(state.players))
        lead = getattr(state, "lead_tiles", None)
        self.lead_mask = -1 if lead is None else sum(1 << index[t] for t in lead)
        self.table: dict[Hashable, tuple[float, float, int]] = {}
        self.leaves: dict[Hashable, tuple[float, ...]] = {}
        self.count = 0
        self.limit = nodes
        self.deadline = None if seconds is None else time.perf_counter() + seconds
        self.killers: dict[int, int] = {}
        # the finished line's state: the root's fields that no move changes
        keep = {k: v for k, v in state.__dict__.items()
                if k not in ("hands", "boneyard", "table", "history", "_legal", "_result", "current", "drawn",
                             "passes", "last_player", "last_single", "over")}
        self.fixed = keep
        cls: type = type(state)  # (a plain type: mypy checks type[State] as if an instance)
        self.leaf_cls = _leaf_class(cls)
        self.n = len(tb.tiles)

    # -- positions ------------------------------------------------------------------------------------
    def of(self, state: State) -> tuple:
        """The compact position of ``state`` (a position below the root)."""
        assert isinstance(state, ChainState)
        index = self.index
        masks = [sum(1 << index[t] for t in h) for h in state.hands]
        table = state.table
        assert isinstance(table, LineLayout)
        left = -1 if table.left is None else table.left
        right = -1 if table.right is None else table.right
        single = state.last_single
        return (masks, left, right, state.current, state.passes, state.drawn, len(state.boneyard),
                -1 if single is None else single)

    def key(self, masks: list[int], left: int, right: int, p: int, passes: int, drawn: int, nb: int,
            single: int) -> Hashable:
        if left > right:
            left, right = right, left
        return (tuple(masks), left, right, p, passes, drawn, nb, single)

    # -- the end of a line: the game's own scoring --------------------------------------------------
    def leaf(self, masks: list[int], p: int, passes: int, drawn: int, nb: int, single: int, last: int,
             reason: str, winner: int | None, fisher: int | None, move: Move) -> tuple[float, ...]:
        key = (tuple(masks), p, passes, drawn, nb, single, last, reason, winner, fisher, move)
        got = self.leaves.get(key)
        if got is not None:
            return got
        tb = self.rules.tb
        tiles = tb.tiles
        st: Any = object.__new__(self.leaf_cls)
        d = dict(self.fixed)
        d.update(hands=[_tile_set(tb, m) for m in masks], boneyard=[tiles[i] for i in self.bone[:nb]],
                 current=p, drawn=drawn, passes=passes, last_player=None if last < 0 else last,
                 last_single=None if single < 0 else single, over=False, _legal=None, _result=None,
                 context=dict(self.fixed.get("context") or {}))
        st.__dict__ = d
        st._end(reason, winner=winner, fisher=fisher, move=move)
        got = tuple(st.returns())
        self.leaves[key] = got
        return got

    def margin(self, r: tuple[float, ...]) -> float:
        return r[self.us] - r[self.them]

    def tick(self) -> None:
        self.count += 1
        if self.limit is not None and self.count > self.limit:
            raise Budget
        if self.deadline is not None and not self.count & 1023 and time.perf_counter() > self.deadline:
            raise Budget

    def move_of(self, code: int, left: int, right: int) -> Move:
        """The engine's move for ``code`` (``2 * tile + end``; the lead: ``-3 - tile``)."""
        tiles = self.rules.tb.tiles
        if code <= -3:
            return Play(tiles[-3 - code])
        t, end = tiles[code >> 1], code & 1
        v = right if end else left
        play = _PLAYS.get((t, end, v))
        if play is None:
            play = _PLAYS.setdefault((t, end, v), Play(t, end, v))
        return play

    # -- the search ------------------------------------------------------------------------------------
    def value(self, pos: tuple, alpha: float = -_INF, beta: float = _INF) -> float:
        masks, left, right, p, passes, drawn, nb, single = pos
        return self.ab(list(masks), left, right, p, passes, drawn, nb, single, alpha, beta, 0)

    def ab(self, masks: list[int], left: int, right: int, p: int, passes: int, drawn: int, nb: int, single: int,
           alpha: float, beta: float, depth: int) -> float:
        """The margin of side 0 from this position within (``alpha``, ``beta``), fail-soft."""
        self.tick()
        r = self.rules
        players = self.players
        # -- moves that lay no tile: forced, not branched on ----------------------------------------------
        if left >= 0:
            fit = r.fit
            open_ = fit[left] | fit[right]
            if not masks[p] & open_:
                draw = r.draw
                if draw != "none" and nb > r.undrawable and (draw == "until_playable" or not drawn):
                    t = self.bone[nb - 1]
                    masks[p] |= 1 << t
                    try:
                        return self.ab(masks, left, right, p, passes, drawn + 1, nb - 1, single, alpha, beta,
                                       depth + 1)
                    finally:
                        masks[p] ^= 1 << t
                last = (p - 1 - passes) % players
                if passes + 1 >= players:
                    return self.margin(self.leaf(masks, p, passes + 1, drawn, nb, single, last, "fish", None, last,
                                                 _PASS))
                q = p + 1 if p + 1 < players else 0
                return self.ab(masks, left, right, q, passes + 1, 0, nb, single, alpha, beta, depth + 1)
        key = self.key(masks, left, right, p, passes, drawn, nb, single)
        entry = self.table.get(key)
        first = -1
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
            lo, hi = -_INF, _INF
        a0, b0 = alpha, beta
        # -- the moves: (code, tile, number shown after) ---------------------------------------------------
        hand = masks[p]
        moves = []
        rank = r.rank
        if left < 0:
            cands = hand & self.lead_mask
            lo_, hi_ = r.tb.lo, r.tb.hi
            for t in rank:
                if cands >> t & 1:
                    moves.append((-3 - t, t, lo_[t], hi_[t]))
        else:
            shows = r.shows
            on_left = hand & r.fit[left]
            on_right = hand & r.fit[right] if left != right else 0
            for t in rank:
                if on_left >> t & 1:
                    moves.append((2 * t, t, shows[t][left], right))
                if on_right >> t & 1:
                    moves.append((2 * t + 1, t, left, shows[t][right]))
        if len(moves) > 1:
            killer = self.killers.get(depth, -1)
            if first != -1 or killer != -1:
                front = [m for m in moves if m[0] == first] + [m for m in moves if m[0] == killer and m[0] != first]
                if front:
                    moves = front + [m for m in moves if m[0] != first and m[0] != killer]
        maximise = self.maxer[p]
        best = -_INF if maximise else _INF
        best_code = moves[0][0]
        q = p + 1 if p + 1 < players else 0
        closes = r.closes
        fit = r.fit
        boneyard_open = r.draw != "none" and nb > r.undrawable
        bone_mask = -1
        for code, t, nl, nr in moves:
            b = 1 << t
            h = hand ^ b
            masks[p] = h
            s = single if r.tb.lo[t] == r.tb.hi[t] else p
            if not h:
                v = self.margin(self.leaf(masks, p, 0, drawn, nb, s, p, "out", p, None,
                                          self.move_of(code, left, right)))
            else:
                blocked = False
                if closes and nl == nr:
                    if bone_mask < 0:
                        bone_mask = sum(1 << i for i in self.bone[:nb])
                    held = bone_mask
                    for m in masks:
                        held |= m
                    blocked = not held & r.suit[nl]
                if not blocked and not boneyard_open:
                    o = fit[nl] | fit[nr]
                    blocked = not any(m & o for m in masks)
                if blocked:
                    v = self.margin(self.leaf(masks, p, 0, drawn, nb, s, p, "fish", None, p,
                                              self.move_of(code, left, right)))
                else:
                    v = self.ab(masks, nl, nr, q, 0, 0, nb, s, alpha, beta, depth + 1)
            masks[p] = hand
            if (v > best) if maximise else (v < best):
                best, best_code = v, code
                if maximise:
                    if v > alpha:
                        alpha = v
                elif v < beta:
                    beta = v
                if alpha >= beta:
                    self.killers[depth] = code
                    break
        if best <= a0:
            hi = min(hi, best)
        elif best >= b0:
            lo = max(lo, best)
        else:
            lo = hi = best
        self.table[key] = (lo, hi, best_code)
        return best

    # -- at the root: the order, a line, an estimate -------------------------------------------------------
    def root_order(self, children: dict[Move, State]) -> list[Move]:
        """The root's moves in the order they are searched: those that end the deal first, then
        doubles and heavy tiles (the search's own order)."""
        place = {t: k for k, t in enumerate(self.rules.rank)}
        index = self.index

        def rank(move: Move) -> tuple:
            tiles = move.tiles
            return (not children[move].over, place[index[tiles[0]]] if tiles else len(place))

        return sorted(children, key=rank)

    def line(self, state: State, value: float) -> tuple[tuple[Move, ...], tuple[float, ...]]:
        """One line from ``state`` (whose margin is ``value``) that keeps the margin at every move,
        to the end, and the returns there."""
        out: list[Move] = []
        state = clone(state)
        while not state.over:
            moves = state.legal_moves()
            if len(moves) == 1:
                state.play(moves[0])
                out.append(moves[0])
                continue
            for move in self._ordered(state, moves):
                child = clone(state)
                child.play(move)
                v = self.margin(tuple(child.returns())) if child.over else self.value(self.of(child))
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
        place = {t: k for k, t in enumerate(self.rules.rank)}
        index = self.index
        ordered = sorted(moves, key=lambda m: place[index[m.tiles[0]]] if m.tiles else len(place))
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

