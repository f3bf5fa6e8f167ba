"""Sausage's fast path: a whole deal on integers, for simulations.

Sausage's 60-odd moves a deal each look for a place for one tile (the two line ends, the cuts
across both lines, the joints a double may go into). The object engine reads them from numbers its
layout keeps (``ParallelLayout.shown``, ``cut_ids``, ``inner``) and plays at about 0.7 of this loop
(2026-12-04); the rest is the engine's own cost of a move (the driver's loop, ``Move`` and ``Placed``
objects, a call per hook). Here each line is a list of the numbers along
it, read outward from the lead (its first number is the lead's half; a line of ``k`` tiles is
``k + 1`` numbers), and each row a list of tile indices. The rules are ``SausageState``'s, step for
step:

- the tile taken is the last of the mover's row; on an empty table it leads across, else its
  moves in the engine's order: on the top line's end, on the bottom line's, then the cuts after
  ``k`` tiles of each line (``k`` from 1 to the shorter line's length) where the two joints show
  its numbers, then (a double) each joint of its number inside the top line, then the bottom's;
- a cut gives the old lead, the top line's first ``k`` tiles and the bottom's first ``k`` to the
  left end of the opponent's row, and the cutting tile lies across as the new lead; an insertion
  shifts the rest of its line along;
- a tile with no place goes back to the left end of the row, and then the deal is a fish when no
  tile of either row fits a line end, a cut or a joint (``SausageState.blocked``); a player whose
  row is used up is out.

Its moves are integers, not ``Move`` objects, so it restates the choice of the two stock bots
(``policies.restated_choices``: exactly ``Random`` and ``Greedy``), made only when more than one
move is legal, so they draw the same random numbers. The deal is ``game.deal``'s,
the scoring the game's ``score_deal``; the table and history are made on demand by the engine from
the log (``logged.LoggedDeal``). It is proved as every path is (``loops``):

>>> from domino_lab.games.chain.loops import plays_as_engine
>>> plays_as_engine(playout, "sausage", 2, 7)
True
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Sequence

from ...errors import DominoError
from ...moves import Move, Play
from ...policies import restated_choices
from .. import fastpath
from .hooked_path import ranks
from .logged import LoggedDeal, close, finish, finish_supported, playout_of
from .loops import MAX_MOVES, supported_by
from .sausage import Cut, Insert, PutBack, Sausage, SausageState
from .wagons_path import _by_numbers

__all__ = ["supported", "finish_supported", "playout", "finish"]
_PLAY, _CUT, _INSERT, _BACK = 0, 1, 2, 3  # the kinds of move, as logged: (kind, tile, where...)

# What the loop does itself: these must be Sausage's own.
_GAME_HOOKS = ("_deal", "new_layout", "score_deal", "hand_value")
_STATE_HOOKS = ("_legal_moves", "placements", "blocked", "_apply", "_next_turn", "_end", "next_tile", "play",
                "legal_moves")


_HONOURED = fastpath.DEALING | fastpath.SCORING  # what a subclass may override: the loop calls these


@functools.cache
def _game_supported(cls: type) -> bool:
    """Sausage, or a subclass that changes nothing the loop restates (``fastpath.plays_game``), and
    (a check on that) keeps Sausage's rules."""
    if not fastpath.plays_game(cls, (Sausage,), _HONOURED) or not issubclass(cls, Sausage):
        return False
    state = cls.StateClass
    return (fastpath.keeps(cls, Sausage, _GAME_HOOKS)
            and fastpath.keeps(state, SausageState, _STATE_HOOKS))


class PlayedSausage(LoggedDeal, SausageState):  # type: ignore[override]  # (table: made on demand)
    """A Sausage deal finished by :func:`playout`; its table and history are made on demand."""

    def _key(self, move: Move) -> tuple:
        t = ranks(self.game.set.n)[move.tiles[0].id]
        if isinstance(move, Cut):
            return _CUT, t, move.at
        if isinstance(move, Insert):
            return _INSERT, t, move.line, move.at
        if isinstance(move, PutBack):
            return _BACK, t
        assert isinstance(move, Play)
        return _PLAY, t, -1 if move.end is None else move.end


def _play(st: SausageState, bots: Sequence) -> None:
    """Play the fresh deal ``st`` to its end: write its final fields, its log and tally, and score it."""
    game, options = st.game, st.game.options
    tb, pairs, doubles, rank = _by_numbers(game.set.n)
    tiles, lo, hi, both, bit, suit = tb.tiles, tb.lo, tb.hi, tb.both, tb.bit, tb.suit
    pick = restated_choices(bots)
    assert pick is not None  # (supported)
    cutting, inserting = options.cutting, options.inserting
    rows = [[rank[t.id] for t in row] for row in st.rows]
    in_rows = sum(bit[t] for row in rows for t in row)
    top: list[int] = []  # the two lines, as the numbers along them (empty: no lead yet)
    bottom: list[int] = []
    lines = (top, bottom)
    p = st.current
    assert p is not None and st.table.empty  # a fresh deal
    last_player = st.last_player
    log: list[tuple[int, tuple]] = []
    add = log.append
    winner = fisher = None
    for _ in range(MAX_MOVES):
        row = rows[p]
        t = row.pop()
        lo_t, hi_t = lo[t], hi[t]
        # -- the places for tile t, in the engine's order ----------------------------------------------
        if not top:  # the lead, across
            moves: list[tuple] = [(_PLAY, t, -1)]
        else:
            moves = []
            for e, line in enumerate(lines):
                v = line[-1]
                if lo_t == v or hi_t == v:
                    moves.append((_PLAY, t, e))
            if cutting:
                for k in range(1, min(len(top), len(bottom))):
                    a, b = top[k], bottom[k]
                    if a == lo_t and b == hi_t or a == hi_t and b == lo_t:
                        moves.append((_CUT, t, k))
            if inserting and lo_t == hi_t:
                for i, line in enumerate(lines):
                    moves += [(_INSERT, t, i, j) for j in range(len(line) - 1) if line[j] == lo_t]
        # -- no place: back to the row ---------------------------------------------------------------------
        if not moves:
            row.insert(0, t)
            add((p, (_BACK, t)))
            if _blocked(lines, in_rows, suit, pairs, doubles, bit, cutting, inserting):
                reason, fisher = "fish", last_player
                break
            p = (p + 1) % 2
            continue
        # -- the bot's choice (Greedy: the first, as every move lays the same tile) --------------------
        count = len(moves)
        if count > 1 and (choose := pick[p]) is not None:  # Random.choose: randrange(count) from its bits
            k = count.bit_length()
            c = choose(k)
            while c >= count:
                c = choose(k)
            move = moves[c]
        else:
            move = moves[0]
        # -- the move, as SausageState._apply makes it -----------------------------------------------------
        kind = move[0]
        if not top:
            top.append(lo_t)
            bottom.append(hi_t)
        elif kind == _PLAY:
            line = lines[move[2]]
            line.append(both[t] - line[-1])
        elif kind == _CUT:  # ParallelLayout.cut: the lead and k tiles of each line go to the opponent's row
            k = move[2]
            off = [pairs[top[0]][bottom[0]]]
            off += [pairs[top[i - 1]][top[i]] for i in range(1, k + 1)]
            off += [pairs[bottom[i - 1]][bottom[i]] for i in range(1, k + 1)]
            rows[1 - p][:0] = off
            for i in off:
                in_rows |= bit[i]
            del top[:k], bottom[:k]  # the cutting tile lies across: its halves are the joints cut at
        else:  # an insertion: the double goes in before the line's tile j
            lines[move[2]].insert(move[3], lo_t)
        in_rows ^= bit[t]
        last_player = p
        add((p, move))
        if not row:
            reason, winner = "out", p
            break
        p = (p + 1) % 2
    else:
        raise DominoError(f"{game.info.id}: the deal did not end in {MAX_MOVES} moves")
    st.rows = [[tiles[i] for i in row] for row in rows]
    close(st, log, (len(log), 0, 0), reason, winner, fisher, current=p, last_player=last_player, drawn=0)


def _blocked(lines, in_rows: int, suit, pairs, doubles, bit, cutting: bool, inserting: bool) -> bool:
    """``SausageState.blocked``: no tile of either row (``in_rows``) fits a line end, a cut or a joint."""
    top, bottom = lines
    if in_rows & (suit[top[-1]] | suit[bottom[-1]]):
        return False  # (the usual answer)
    places = 0  # the tiles that would cut, or go into a joint
    if cutting:
        for k in range(1, min(len(top), len(bottom))):
            places |= bit[pairs[top[k]][bottom[k]]]
    if inserting:
        for line in lines:
            for v in line[:-1]:
                places |= doubles[v]
    return not in_rows & places


supported = supported_by(_game_supported, lambda bots: restated_choices(bots) is not None)
playout = playout_of(_play, PlayedSausage)
fastpath.register(sys.modules[__name__])
