"""A fast path for Seven (``games.chain.seven``): its deals played on with the engine's own state,
the hands also kept as bitmasks.

Seven keeps rules the other paths do not know (a sum of 6 plays again, a sum of 7 makes the next
player take two tiles, a stuck player with no boneyard takes one from the previous player), so
here they are written once more, line for line as ``SevenState`` makes them, with only the
family's common work done on bitmasks: the moves on the line are listed from the masks of the
tiles that show its two numbers (lowest bit first: the order ``legal_moves`` lists tiles in; the
same ``Play`` objects), a fish is one ``&`` of the tiles still in hand against those numbers, and
the stuck test at the start of a turn (``_begin_turn``'s ``can_play``) one ``&`` of a hand.
Everything else is the state's own code, called as the engine calls it: the lead, a seven owed and
a tile taken or given (``_legal_moves``, ``_apply``, ``_take``), laying (``_lay``) and what a move's
tiles score once down (``_laid``), drawing
(``_draw_tile``: the deal's chance), scoring (``_end``).

It plays every game on Seven's two-ended line with Seven's state: Seven itself, and a design that
changes only what the loop calls. Another game on Seven's layout (``dl.design("kozel",
layout="seven")``) keeps its base's deal, lead, scoring, teams and match (called: ``game.deal``, the
state's ``_legal_moves`` for a lead, ``_end``) and its base's rule after a play, ``ChainGame``'s,
which does nothing: the loop then makes no 6 or 7. Seven with another game's deal scoring, or on
another game's line (Double-lock's, Blitz's, Sea Goat's), has its state's ``_lay`` and ``_laid``
called (the counting family's count, Double-lock's locks), its end rule asked of each tile that
shows an end's number (``end_accepts``), its moves beyond one tile asked (``extra_moves``) and laid
tile by tile, its boneyard's rule asked (Blitz's ``_boneyard_open``). What a design changes is read
by resolution (``_changed``: wherever a donor's class sits in the MRO), not from flags; a part that
changes what the loop does itself (another table or matching, a ``_laid`` that turns the line
one-way, a state's ``blocked`` or its ``_apply``) is left to the engine. The bots are those whose
choice depends only on the list of legal moves (see ``games.fastpath``): they are handed the same
list and asked as the driver asks them. ``tests/test_seven_designs.py`` compares the designs'
finished deals with the driver's field by field; it is proved as every path is (``loops``):

>>> from domino_lab.games.chain.loops import plays_as_engine
>>> plays_as_engine(playout, "seven", 4, 7)
True
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Sequence
from typing import Any

from ...moves import Draw, Move, Multi, Pass, Play
from ...table.line import LineLayout
from .. import fastpath
from ..counting.base import CountingState
from . import loops
from .base import _DRAW, _LINE_PLAYS, _PASS, ChainGame, ChainState
from .delegation import lays_then
from .hooked_path import _Extras, _play_of, ranks
from .hooked_rules import _any_accepted, _extras_counted
from .kernel import _tables
from .multi import MultiState
from .seven import Give, Seven, SevenState, TakeFrom

__all__ = ["supported", "finish_supported", "playout", "finish"]

# What the loop writes again itself: the family's matching (equal pips; an end rule and extra moves
# are asked) on a two-ended line, and the family's mechanics Seven's state keeps.
_GAME_HOOKS = ("fits", "touching_end", "chain_closes", "new_layout")
_FAMILY = ("_plays", "_line_plays", "_laid", "_can_draw", "_boneyard_open", "blocked", "chain_closed", "can_play")

#: What a game may resolve differently from Seven and still be played here: the loop calls these
#: (the deal and its lead through ``game.deal`` and the state's ``_legal_moves``, the score through
#: ``_end``, an end rule and the moves beyond one tile where the game has them), or they are never
#: reached in play. ``after_play`` is read by identity (Seven's, or ``ChainGame``'s: none).
_HONOURED = fastpath.DEALING | fastpath.SCORING | frozenset({"_deal", "after_play", "end_accepts", "extra_moves"})
#: What a state may resolve differently from ``SevenState``: the loop calls these on the state (a
#: tile laid, the boneyard's rule, the deal's chance, its end, a lead). ``_lay`` and ``_laid`` are
#: read further (``_lays``: they must leave a two-ended line, which the loop reads), and
#: ``_legal_moves`` too (``_TURNS``).
_HONOURED_STATE = frozenset({"_lay", "_laid", "_legal_moves", "_boneyard_open", "_draw_tile", "_end", "_finish",
                             "__init__"})
#: How a state's turn is listed and applied, by every class of its MRO down to ``ChainState`` that
#: writes one: Seven's (a take, a seven's draw, then the family's), the family's, and the lead of a
#: state whose turns may be several tiles (``MultiState``: on an empty table ``extra_moves`` is asked
#: too; its plays are the family's). The loop asks the state for a lead, and lists and lays the plays
#: itself; it passes the turn as Seven's ``_next_turn`` does on the family's (a class between them
#: with a turn of its own, the line-scoring family's ending of a deal, is left to the engine).
_TURNS = {"_legal_moves": (SevenState._legal_moves, ChainState._legal_moves, MultiState._legal_moves),
          "_apply": (SevenState._apply, ChainState._apply),
          "_next_turn": (SevenState._next_turn, ChainState._next_turn)}


def finish_supported(state: ChainState, bots: Sequence) -> bool:
    """Whether :func:`finish` plays on ``state`` as the engine would: as ``supported``, on a line."""
    return type(state) is state.game.StateClass and _on_line(state) and supported(state.game, bots)


def _on_line(state: ChainState) -> bool:
    return type(state.table) is LineLayout and not state.table.one_way


def _resolved(cls: type, name: str) -> object:
    """``name`` as ``cls`` resolves it along its MRO (the plain function, property or value)."""
    for k in cls.__mro__:
        if name in vars(k):
            return vars(k)[name]
    return None


def _changed(cls: type, base: type) -> frozenset[str]:
    """The names of ``base`` (its own and inherited) that ``cls`` resolves to something else: what a
    design changes of ``base`` wherever its classes sit in the MRO (a donor's class placed after
    ``base`` included, which ``fastpath.overrides`` does not look at)."""
    return frozenset(n for n in dir(base)
                     if n not in fastpath._HARMLESS and _resolved(cls, n) is not _resolved(base, n))


def _lays(state: type) -> bool:
    """Whether ``state`` lays a tile as the family does (then, perhaps, ``after_lay``: the counting
    family's and Double-lock's) and, once a move's tiles are down, does nothing or counts them as
    the counting family does: a line stays a two-ended line."""
    lay, laid = _resolved(state, "_lay"), _resolved(state, "_laid")
    return ((lay is ChainState._lay or lays_then(state, "_lay", "after_lay", ChainState))
            and laid in (ChainState._laid, CountingState._laid))


@functools.cache
def _game_supported(cls: type) -> bool:
    """Seven, or a game that plays on Seven's line with Seven's state: a subclass (a design on Seven's
    layout, or Seven with another game's parts) that changes only what the loop calls
    (``_HONOURED``), keeping Seven's rule after a play or none (``ChainGame.after_play``: a design on
    Seven's layout keeps its base's), and whose state changes only what the loop calls
    (``_HONOURED_STATE``, ``_lays``) and lists and applies its turns as Seven and the family do (``_TURNS``)."""
    if not issubclass(cls, Seven) or not _changed(cls, Seven) <= _HONOURED | fastpath.DESCRIPTIVE:
        return False
    if _resolved(cls, "after_play") not in (Seven.after_play, ChainGame.after_play):
        return False
    state = cls.StateClass
    if not issubclass(state, SevenState) or not _changed(state, SevenState) <= _HONOURED_STATE | fastpath.DESCRIPTIVE:
        return False
    mro = state.__mro__[:state.__mro__.index(ChainState)]
    if any(n in vars(k) and vars(k)[n] not in ok for k in mro for n, ok in _TURNS.items()) or not _lays(state):
        return False
    return (fastpath.keeps(Seven, ChainGame, _GAME_HOOKS)
            and fastpath.keeps(SevenState, ChainState, _FAMILY))


def _play(st: SevenState, bots: Sequence) -> None:
    """Play ``st`` to its end in place, move for move as ``run_deal`` would."""
    game, options = st.game, st.game.options
    tb = _tables(game.set.n)
    tiles, bit, suit, rank = tb.tiles, tb.bit, tb.suit, ranks(game.set.n)
    players, hands, history, table = st.players, st.hands, st.history, st.table
    assert isinstance(table, LineLayout)  # (supported: Seven's state and line; finish_supported)
    masks, held, laid = loops.hand_masks(st, bit, rank)  # (held: every tile in a hand; laid: those on the table)
    line_plays = _LINE_PLAYS
    closes = game.chain_closes and options.fish_when == "closed"
    until_playable = options.draw == "until_playable"
    again_on, penalty_on, penalty_tiles = options.again_on, options.penalty_on, options.penalty_tiles
    sums = _resolved(type(game), "after_play") is Seven.after_play  # Seven's 6 and 7 (else none: ChainGame's)
    own_laid = _resolved(type(st), "_laid") is not ChainState._laid  # (a counting state scores a play there)
    # the state's own _boneyard_open (Blitz's: called) or the family's
    boneyard_open = loops.boneyard_open(st, _resolved(type(st), "_boneyard_open") is not ChainState._boneyard_open)
    standard = game.standard_matching  # (else an end rule, asked of each tile that shows an end's number)
    accepts, extra_moves = game.end_accepts, game.extra_moves
    extra = _resolved(type(game), "extra_moves") is not ChainGame.extra_moves  # (moves beyond one tile: asked)
    counter: Any = game  # (a game whose extra_moves' class counts them too: Blitz's blitz)
    game_cls: type = type(game)  # (as a plain type: see supported)
    count_extras = counter.extra_moves_count if extra and _extras_counted(game_cls) else None
    set_size = game.set.n + 1  # tiles showing one number

    def accepted(mask: int) -> bool:
        """With an end rule: whether a tile of ``mask`` goes down on the laid line (``can_play``): an
        end that shows one of its numbers accepts it."""
        left, right = table.left, table.right
        assert left is not None and right is not None  # (asked only after a tile is down)
        if not mask & (suit[left] | suit[right]):  # (no tile shows either number: none is asked)
            return False
        return _any_accepted(st, table.open_ends(), mask, suit, tiles, accepts)

    def blocked() -> bool:
        """``ChainState.blocked`` on a laid line: the chain closed, or no tile in any hand goes down
        while the boneyard is shut."""
        left, right = table.left, table.right
        assert left is not None and right is not None  # (asked only after a tile is down)
        if closes and left == right and (laid & suit[left]).bit_count() == set_size:
            return True
        if boneyard_open():
            return False
        return not held & (suit[left] | suit[right]) if standard else not accepted(held)

    def next_turn() -> None:
        """``SevenState._next_turn`` (on ``ChainState``'s: ``_TURNS``) and its ``_begin_turn``: a
        seven owed is taken first (from the seven-maker with no boneyard); a stuck player with no
        boneyard takes a tile from the previous player (``_take``: the state's own)."""
        c = st.current
        assert c is not None  # the turn passes only in a live deal
        if not st.again:
            c = st.current = (c + 1) % players
        st.again = False
        st.drawn = 0
        if st.penalty:
            if not st.boneyard:
                assert st.seven_by is not None  # a penalty is owed for somebody's seven
                st._take(st.seven_by, st.penalty)
            return
        if st.boneyard or not table.placed:
            return
        left, right = table.left, table.right
        assert left is not None and right is not None
        if not (masks[c] & (suit[left] | suit[right]) if standard else accepted(masks[c])):  # (can_play)
            st._take((c - 1) % players, 1)

    for _ in range(loops.MAX_MOVES):
        if st.over:
            return
        p = st.current
        assert p is not None  # a live deal has a player to move
        # -- the legal moves, in legal_moves() order ---------------------------------------------------
        if st.giving or st.penalty or not table.placed:
            legal: Sequence[Move] = list(st._legal_moves())  # a take, a seven's draw, the lead: the state's own
        else:  # _line_plays: by tile, the left end before the right; ends showing one number are one move
            left, right = table.left, table.right
            assert left is not None and right is not None  # (the table is laid)
            hand = masks[p]
            fit_l = hand & suit[left]
            fit_r = hand & suit[right] if left != right else 0
            m = fit_l | fit_r
            legal = []
            if standard:
                while m:
                    b = m & -m
                    m ^= b
                    t = tiles[b.bit_length() - 1]
                    if fit_l & b:
                        play = line_plays.get((t.id, 0, left, ""))
                        legal.append(play if play is not None else _play_of(t, 0, left, ""))
                    if fit_r & b:
                        play = line_plays.get((t.id, 1, right, ""))
                        legal.append(play if play is not None else _play_of(t, 1, right, ""))
            else:  # _plays with an end rule: each end that shows a number of the tile and accepts it
                end_l, end_r = table.open_ends()  # (ends showing one number: one move, on the first that does)
                while m:
                    b = m & -m
                    m ^= b
                    t = tiles[b.bit_length() - 1]
                    on_l = fit_l & b and accepts(st, end_l, t)
                    if on_l:
                        play = line_plays.get((t.id, 0, left, ""))
                        legal.append(play if play is not None else _play_of(t, 0, left, ""))
                    if (fit_r & b if left != right else not on_l) and accepts(st, end_r, t):
                        play = line_plays.get((t.id, 1, right, ""))
                        legal.append(play if play is not None else _play_of(t, 1, right, ""))
            if not legal:
                legal = [_DRAW] if boneyard_open() and (until_playable or st.drawn == 0) else [_PASS]
            elif count_extras is not None:  # the extra moves counted, made only if a bot reads one
                counted = count_extras(st, legal)
                if counted:
                    legal = _Extras(legal, counted, extra_moves, st)
            elif extra:  # ChainState._legal_moves: the plays, then the game's moves beyond one tile
                legal = legal + extra_moves(st, legal)
        if not legal:
            raise loops.stuck(st)
        move: Move = legal[0] if len(legal) == 1 else fastpath.ask(bots[p], legal)
        # -- the move, as SevenState._apply makes it ----------------------------------------------------
        st._legal = None
        single = type(move) is Play
        if single or isinstance(move, Multi):  # ChainState._apply, then after_play and _next_turn
            if single:
                b = bit[rank[move.tile.id]]  # type: ignore[attr-defined]  # (a Play)
                st._lay(p, move)  # the state's own: it takes the tile out of the hand and lays it
            else:  # a move of several tiles, laid one by one
                b = 0
                for play in move.plays:  # type: ignore[attr-defined]  # (a Multi)
                    assert isinstance(play, Play)  # (as ChainState._lay asserts: a tile laid)
                    b |= bit[rank[play.tile.id]]
                    st._lay(p, play)
            masks[p] ^= b
            held ^= b
            laid |= b
            if own_laid:
                st._laid(p, move)
            st.passes = 0
            if not hands[p]:
                st._end("out", winner=p, move=move)
            elif blocked():
                st._end("fish", fisher=p, move=move)
            else:
                if sums:
                    left, right = table.left, table.right
                    assert left is not None and right is not None  # (a tile is down)
                    total = left + right  # Seven.after_play: the sum of the line's two ends
                    if total == again_on:
                        st.again = True
                    elif total == penalty_on:
                        st.penalty, st.seven_by = penalty_tiles, p
                next_turn()
        elif isinstance(move, (Give, TakeFrom)):  # a tile changes hands: the state's own code
            assert st.giving is not None  # (offered only while tiles change hands: _legal_moves)
            giver, taker, _ = st.giving
            recorded = st._apply(move)
            if isinstance(recorded, TakeFrom):  # a blind take names the tile the chance picked
                move = recorded
            tile = move.tile
            assert tile is not None
            b = bit[rank[tile.id]]
            masks[giver] ^= b
            masks[taker] |= b
        elif isinstance(move, Draw):
            tile = st._draw_tile()
            hands[p].add(tile)
            b = bit[rank[tile.id]]
            masks[p] |= b
            held |= b
            if st.penalty:  # a seven's tile (SevenState._apply): then the next one, or the turn
                st.penalty -= 1
                st._begin_turn()
            else:
                st.drawn += 1
        else:
            assert isinstance(move, Pass)
            st.passes += 1
            if not blocked():
                next_turn()
            else:
                st._end("fish", fisher=st.last_player)
        history.append((p, move))
    raise loops.endless(st)


supported = loops.supported_by(_game_supported)
playout, finish = loops.played_by(_play)
fastpath.register(sys.modules[__name__])
