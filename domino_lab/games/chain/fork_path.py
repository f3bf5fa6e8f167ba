"""A fast path for Fork (``games.chain.fork``): its deals played on with the engine's own state,
the hands also kept as bitmasks.

Fork lays two half-chains side by side (a ``ParallelLayout``) and lets one grow only while it is
less than ``max_gap`` tiles longer than the other (``Fork.end_accepts``); a player who draws
passes the turn (``ForkState._apply``). Neither the integer kernel nor the hooked path knows that
layout or that draw, so here the turn is written once more, as ``ChainState`` and ``ForkState``
make it, with the common work done on bitmasks: the moves are listed from the masks of the tiles
that show the number of a line that may grow (lowest bit first: the order ``legal_moves`` lists
tiles in; top line before bottom; each named ``top``/``bottom`` when both show one number; the same
``Play`` objects), and a fish is one ``&`` of the tiles still in hand against those numbers, or
the chain closed (both lines show one number and all its tiles are down). The lead
(``_legal_moves``), laying (``_lay``), drawing (``_draw_tile``: the deal's chance) and scoring
(``_end``) are the state's own code.

It applies only to Fork itself (or a subclass that overrides nothing the loop restates:
``fastpath.plays_game``; its deal may be its own, ``_deal``, as Blitz's on Fork's rows; its state
may close the boneyard its own way, ``_boneyard_open``, and list the lead its own way,
``_legal_moves``, which the loop asks; and it may lay and count a tile in its own way, ``_lay`` and
``_laid``, which the loop calls: a ``dl.design`` of Fork with a deal scoring that counts in play; where that
count is the counting family's own, ``counted_wagons.counts_in_play``, the loop lays the tile as the
chain does and counts the two lines' ends itself with ``table.parallel.counted_line_end``, the one
function ``ParallelLayout.counted_ends`` also asks, then the family's ``end_points``) and to
bots whose choice depends only on the list of legal moves (see ``games.fastpath``): they are
handed the same list and asked as the driver asks them. It is proved as every path is
(``loops``):

>>> from domino_lab.games.chain.loops import plays_as_engine
>>> plays_as_engine(playout, "fork", 4, 7)
True
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Sequence
from typing import Any

from ...moves import Draw, Move, Pass, Play
from ...table.parallel import LINES, ParallelLayout, counted_line_end
from .. import fastpath
from . import hooked_path, loops
from .base import _DRAW, _LINE_PLAYS, _PASS, ChainState
from .counted_wagons import counts_in_play
from .delegation import lays_then
from .draw_rule import fork_draw
from .fork import Fork, ForkState
from .hooked_path import _play_of, ranks
from .hooked_rules import _counting
from .kernel import _tables
from .multi import MultiState

__all__ = ["supported", "finish_supported", "playout", "finish"]

# What the loop writes again itself: Fork's hooks (and the family's mechanics, which the state keeps:
# every class of its MRO is read, ``fastpath.plays_all`` against ``ChainState``).
_GAME_HOOKS = ("fits", "touching_end", "end_accepts", "extra_moves", "after_play", "chain_closes", "new_layout")


def finish_supported(state: ChainState, bots: Sequence) -> bool:
    """Whether :func:`finish` plays on ``state`` as the engine would: as ``supported``, on Fork's layout."""
    return (type(state) is type(state.game).StateClass and type(state.table) is ParallelLayout
            and supported(state.game, bots))


#: What a subclass may override: the loop calls these (it deals with ``game.deal``: the game's own
#: ``_deal`` too, such as Blitz's common lead for five or six players).
_HONOURED = fastpath.DEALING | fastpath.SCORING | {"_deal"}
#: What a subclass's state may override below the family's: the loop lays each tile with the
#: state's ``_lay`` (the family's, or the family's then ``after_lay``: ``delegation.lays_then``)
#: and then calls its ``_laid`` (a design's deal scoring that counts in play: ``CountingState``);
#: it asks the state's own ``_boneyard_open`` where it is not the family's (Blitz's: nothing is
#: drawn after a common lead) and its ``_legal_moves`` for the lead (``_LEADS``); the move is
#: applied as ``ForkState._apply`` applies it (``draw_rule.fork_draw``).
_HONOURED_STATE = frozenset({"_lay", "_laid", "_boneyard_open", "_legal_moves", "_apply"})
#: The ``_legal_moves`` a state may have: the family's, or the one of the states whose turns may be
#: several tiles, which adds the game's ``extra_moves`` only on an empty table (where the loop asks
#: the state's own: the lead) and is the family's after it.
_LEADS = (ChainState._legal_moves, MultiState._legal_moves)


@functools.cache
def _game_supported(cls: type) -> bool:
    """Fork, or a subclass that changes nothing the loop restates, keeping Fork's hooks and state:
    any class of its state's MRO may change only what the loop asks the state itself (``_HONOURED_STATE``)."""
    if not issubclass(cls, Fork) or not fastpath.plays_game(cls, (Fork,), _HONOURED):
        return False
    state = cls.StateClass
    if not (issubclass(state, ForkState) and fastpath.plays_all(state, ChainState, _HONOURED_STATE)
            and fork_draw(state) is True and state._legal_moves in _LEADS):
        return False
    if state._lay is not ChainState._lay and not lays_then(state, "_lay", "after_lay", ChainState):
        return False  # (a _lay of its own lays the family's way, then after_lay: the counting family's)
    return fastpath.keeps(cls, Fork, _GAME_HOOKS)


@functools.cache
def _family_lay(state: Any) -> bool:
    """Whether ``state``'s ``_lay`` is the counting family's and the family's ``super()`` in it is
    the chain's own ``_lay`` (then, with an ``after_lay`` that does nothing, it lays as the chain does)."""
    family = _counting().CountingState
    if state._lay is not family._lay:
        return False
    mro = state.__mro__
    below = next((k for k in mro[mro.index(family) + 1:] if "_lay" in vars(k)), None)
    return below is ChainState


def _play(st: ForkState, bots: Sequence) -> None:
    """Play ``st`` to its end in place, move for move as ``run_deal`` would."""
    game, options = st.game, st.game.options
    tb = _tables(game.set.n)
    tiles, bit, suit, rank = tb.tiles, tb.bit, tb.suit, ranks(game.set.n)
    players, hands, history, table = st.players, st.hands, st.history, st.table
    assert isinstance(table, ParallelLayout)  # (supported, finish_supported)
    masks, held, laid = loops.hand_masks(st, bit, rank)  # (held: every tile in a hand; laid: those on the table)
    line_plays = _LINE_PLAYS
    closes = game.chain_closes and options.fish_when == "closed"
    until_playable = options.draw == "until_playable"
    gap, draw_passes = options.max_gap, options.draw_passes
    set_size = game.set.n + 1  # tiles showing one number
    top_name, bottom_name = LINES
    laid_hook = st._laid if type(st)._laid is not ChainState._laid else None  # (ChainState's does nothing)
    # a design whose deal scoring counts as the counting family does (its _laid, play_points, count,
    # award; no after_lay): each line's end counted as the parallel table counts itself, then end_points
    game_cls: type = type(game)  # (plain types: mypy checks a type[...] against Hashable as if an instance)
    state_cls: type = type(st)
    counting = laid_hook is not None and counts_in_play(game_cls, ForkState)
    lay = st._lay
    if counting:
        laid_hook = None
        if _family_lay(state_cls):  # its _lay is the chain's, then an after_lay that does nothing
            lay = ChainState._lay.__get__(st)
        end_points = _counting().end_points
        multiple, per, award = options.multiple, options.per, st.award  # type: ignore[attr-defined]

    def ends() -> tuple[int, int, int, int]:
        """The numbers the two lines show (``end_value``) and the tiles each may take now
        (``Fork.end_accepts``: a line grows only while less than ``max_gap`` longer than the other)."""
        across = table.across
        assert across is not None  # (asked only after the lead)
        top, bottom = table.lines
        t = top[-1][1] if top else across[0]
        u = bottom[-1][1] if bottom else across[1]
        longer = len(top) - len(bottom)
        return t, u, suit[t] if longer < gap else 0, suit[u] if -longer < gap else 0

    # the state's own _boneyard_open (_HONOURED_STATE) or the family's
    boneyard_open = loops.boneyard_open(st, type(st)._boneyard_open is not ChainState._boneyard_open)

    def blocked() -> bool:
        """``ChainState.blocked`` on Fork's laid table: the chain closed (both lines show one number
        and every tile of it is down), or, with the boneyard shut, no tile in any hand that a line
        may take (``can_play`` of every player)."""
        t, u, t_fit, u_fit = ends()
        if closes and t == u and (laid & suit[t]).bit_count() == set_size:
            return True
        if boneyard_open():
            return False
        return not held & (t_fit | u_fit)

    for _ in range(loops.MAX_MOVES):
        if st.over:
            return
        p = st.current
        assert p is not None  # a live deal has a player to move
        # -- the legal moves, in legal_moves() order (ChainState._legal_moves, _plays) -------------------
        if table.across is None:
            legal = list(st._legal_moves())  # the lead: the engine's own (who leads with what)
        else:  # by tile, the top line before the bottom; named when both lines show one number
            t_val, u_val, t_fit, u_fit = ends()
            named = t_val == u_val
            hand = masks[p]
            t_fit &= hand
            u_fit &= hand
            m = t_fit | u_fit
            legal = []
            while m:
                b = m & -m
                m ^= b
                tile = tiles[b.bit_length() - 1]
                if t_fit & b:
                    where = top_name if named else ""
                    play = line_plays.get((tile.id, 0, t_val, where))
                    legal.append(play if play is not None else _play_of(tile, 0, t_val, where))
                if u_fit & b:
                    where = bottom_name if named else ""
                    play = line_plays.get((tile.id, 1, u_val, where))
                    legal.append(play if play is not None else _play_of(tile, 1, u_val, where))
            if not legal:  # ChainState._can_draw
                legal = [_DRAW] if boneyard_open() and (until_playable or st.drawn == 0) else [_PASS]
        if not legal:
            raise loops.stuck(st)
        move: Move = legal[0] if len(legal) == 1 else fastpath.ask(bots[p], legal)
        # -- the move, as ForkState._apply makes it -----------------------------------------------------
        st._legal = None
        if isinstance(move, Draw):  # ChainState's draw; then Fork's: the passes start again, the turn passes
            drawn = st._draw_tile()
            hands[p].add(drawn)
            b = bit[rank[drawn.id]]
            masks[p] |= b
            held |= b
            st.drawn += 1
            st.passes = 0
            if draw_passes:  # ChainState._next_turn
                st.current = (p + 1) % players
                st.drawn = 0
        elif isinstance(move, Pass):
            st.passes += 1
            if st.passes >= players:  # a full round of passes: nobody can move
                st._end("fish", fisher=st.last_player, move=move)
            else:
                st.current = (p + 1) % players
                st.drawn = 0
        else:
            assert isinstance(move, Play)  # (Fork's moves: a tile, a draw, a pass)
            b = bit[rank[move.tile.id]]
            lay(p, move)  # the state's own: it takes the tile out of the hand and lays it
            if counting:  # the state's _laid: open_end_total of the table (its counted_ends), end_points
                across = table.across
                assert across is not None  # (a tile is down)
                top, bottom = table.lines
                points = end_points(counted_line_end(across[0], top) + counted_line_end(across[1], bottom),
                                    multiple, per)
                if points:
                    award(p, points)
            elif laid_hook is not None:  # the state's own: a design that counts in play scores here
                laid_hook(p, move)
            masks[p] ^= b
            held ^= b
            laid |= b
            st.passes = 0
            if not hands[p]:
                st._end("out", winner=p, move=move)
            elif blocked():
                st._end("fish", fisher=p, move=move)
            else:  # Fork has no after_play; ChainState._next_turn
                st.current = (p + 1) % players
                st.drawn = 0
        history.append((p, move))
    raise loops.endless(st)


supported = loops.supported_by(_game_supported)
playout, finish = loops.played_by(_play)
fastpath.register(sys.modules[__name__], before=hooked_path)  # (a loop for fewer games: asked first)
