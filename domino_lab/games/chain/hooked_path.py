"""A fast path for the chain games that keep rules of their own in hooks, on a line or a cross:
Sea Goat (two doubles at once), Blitz (the whole hand at once), Ladder (up to three tiles a turn,
one way), Double-lock (a number locked until its double is down), Milky Way (only the next tile
along the way), Donkey (a double closes an arm), Odd-and-Even (odd or even arms), Telephone (it
scores in play), Muggins (lengthwise doubles once there is a spinner) and the designs laid on its
cross. They are played on with the engine's own state, but without its per-move machinery.

The integer fast path (``kernel``) plays only games whose every rule it knows. These games add a
rule through a hook — ``extra_moves``, ``end_accepts``, a state's ``_lay``, ``_laid``,
``blocked`` or ``_boneyard_open`` — so here the hooks are still called, with the deal's real state, and only what
``ChainState`` does for every game is done by one loop: the hands are also kept as bitmasks of
the set (a tile's bit is its place in the set, so the lowest bit first is the order
``legal_moves`` lists tiles in), the moves are listed from the masks of the tiles that show an
open number (each asked ``end_accepts`` where the game has one, ends in the engine's order, named
as the engine names them), and a fish is one ``&`` of the tiles still in hand against those
numbers (or, with an end rule, the first tile an end accepts). What a game decides is its own
code: the lead (``_legal_moves``, a blitz included), ``end_accepts``, ``extra_moves``, laying and
counting (the state's ``_lay`` and ``_laid``; Ladder's turns its line one-way), a state's own
``blocked`` and ``_boneyard_open``, ``after_play``, scoring (``_end``: ``score_deal``) and the
deal's chance (``_draw_tile``). Where those are the families' own, the loop does what they do:
``ChainState._lay`` and the counting family's ``_laid`` (``play_points``, or on a cross with the
family's count, ``end_points`` of the cross's ``counted_total``: the same number).

No game declares anything to this loop: every hook a game writes is called, at every move
(``hooked_rules`` reads which are the game's). Two things are read from the code instead: an
``end_accepts`` that never loads its ``state`` argument (Odd-and-Even's) is asked once per arm and
number, and the moves of an ``extra_moves`` whose class also defines ``extra_moves_count``
(Blitz's blitz) are counted, and made only when a bot reads one (``_Extras``). A cross's open arms
are read once for each set of numbers they show, with the plays each tile has on them.

It applies only where the rest is the family's own: every hook the game's and its state's classes
override is one the loop calls (``HONOURED_GAME``, ``HONOURED_STATE``: ``after_play`` among them,
after which the loop reads the hands and the table again if they changed; not even that where its
code only reads, ``delegation.reads_only``), the game keeps equal-pips matching, its
state class keeps ``ChainState``'s mechanics (``MultiState``'s lead included, see ``supported``), and the
deal lies on a line or a cross (another layout is played by the engine). The bots are those whose choice depends only
on the list of legal moves (no observation, ``looks = False``: see ``games.fastpath``): they are
handed the same list, in the same order, and asked as the driver asks them (not when only one
move is legal), so they draw the same random numbers. It is proved as every path is (``loops``):

>>> from domino_lab.games.chain.loops import plays_as_engine
>>> plays_as_engine(playout, "double_lock", 4, 7)
True
"""

from __future__ import annotations

import functools
import operator
import sys
from collections.abc import Sequence
from typing import Any

from ...driver import run_deal
from ...moves import Draw, Move, Multi, Pass, Play
from ...table.cross import _ENDS, CrossLayout, HouseLayout
from ...table.line import LineLayout
from .. import fastpath
from ..base import State
from . import loops
from .base import _DRAW, _PASS, ChainGame, ChainState
from .delegation import acting, reads_only
from .draw_rule import draws_pass, fork_draw
from .hooked_rules import (
    _ACCEPTED,
    _ARMS_READ,
    _any_accepted,
    _Arms,
    _arms_of,
    _kept,
    _reading,
    _set_tables,
    _tile_plays,
)
from .hooked_rules import _play_of as _play_of  # (the other paths read these two here)
from .hooked_rules import ranks as ranks
from .multi import MultiState

__all__ = ["supported", "finish_supported", "playout", "finish"]

# What the loop does itself: these must be the family's own.
_GAME_HOOKS = ("fits", "touching_end", "chain_closes")
_STATE_HOOKS = ("_plays", "_line_plays", "_apply", "_next_turn", "_can_draw", "_end", "chain_closed", "can_play",
                "_draw_tile")
_LAYOUTS = (LineLayout, CrossLayout, HouseLayout)  # the layouts the loop lists moves on
_CROSSES = (CrossLayout, HouseLayout)  # their open arms are read from the layout's fields


def finish_supported(state: ChainState, bots: Sequence) -> bool:
    """Whether :func:`finish` plays on ``state`` as the engine would: as ``supported``, on a
    two-ended line or a cross."""
    return type(state) is state.game.StateClass and _on_layout(state) and supported(state.game, bots)


def _on_layout(state: ChainState) -> bool:
    return type(state.table) in _LAYOUTS


#: What the loop calls itself, on the deal's real state and game: a game or state class may
#: override these (``fastpath.plays_all``); what it does itself (``_GAME_HOOKS``, ``_STATE_HOOKS``)
#: stays the family's own.
HONOURED_GAME = frozenset({"deal", "_deal", "new_layout", "first_lead", "redeal_reason", "lead_order", "hand_size",
                           "check_players", "sides", "score_deal", "hand_value", "side_values", "end_accepts",
                           "extra_moves", "after_play", "chain_closes", "standard_matching"})
HONOURED_STATE = frozenset({"_legal_moves", "_lay", "_laid", "blocked", "_boneyard_open", "_draw_tile", "after_lay",
                            "award", "_end", "_finish", "__init__"})


@functools.cache
def _game_supported(cls: type) -> bool:
    """A chain game (and state) whose every override the loop calls itself (``HONOURED_GAME``,
    ``HONOURED_STATE``), keeping the family's own where the loop does the work."""
    if not issubclass(cls, ChainGame) or not issubclass(cls.StateClass, ChainState):
        return False
    if not (fastpath.plays_all(cls, ChainGame, HONOURED_GAME)
            and fastpath.plays_all(cls.StateClass, ChainState, HONOURED_STATE | {"_apply"})):
        return False
    state: Any = cls.StateClass  # (Any: mypy checks a class against Hashable as if an instance)
    return (fastpath.keeps(cls, ChainGame, _GAME_HOOKS)
            and fastpath.keeps(state, ChainState, tuple(n for n in _STATE_HOOKS if n != "_apply"))
            and fork_draw(state) is not None
            and state._legal_moves in (ChainState._legal_moves, MultiState._legal_moves)  # (the lead is asked)
            and state.play is State.play and state.legal_moves is State.legal_moves)


def _play(st: ChainState, bots: Sequence) -> None:
    """Play ``st`` to its end in place, move for move as ``run_deal`` would (a deal on a layout the
    loop does not list moves on, by the engine: ``run_deal`` plays it in place)."""
    if not _on_layout(st):
        run_deal(st, bots)
        return
    game, options = st.game, st.game.options
    # the set's tables: a tile by its place, its bit, the tiles showing a number, a tile's place by its
    # id, the plays kept by place and end
    tiles, bit, suit, rank, plays_at = _set_tables(game.set.n)
    players, hands, history = st.players, st.hands, st.history
    table = st.table  # (read again every move: Ladder turns its line one-way after the second turn)
    bit_of = _bits_by_id(game.set.n).__getitem__  # a tile's bit, by its id
    masks, held, laid = loops.hand_masks(st, bit, rank)  # (held: every tile in a hand; laid: those on the table)
    standard = game.standard_matching  # no end rule
    accepts, extra_moves = game.end_accepts, game.extra_moves
    restarts, turn_passes = draws_pass(game)  # (Fork's draw: draw_rule.fork_draw)
    game_cls: type = type(game)  # (as plain types: see supported)
    state_cls: type = type(st)
    (asked, extras_counted, end_alone, plain_lay, counting, own_laid, family_count, own_blocked,
     own_open, blocked_first, lay_then, after_lay_acts) = _reading(game_cls, state_cls)  # (see _Reading)
    laid_here = plain_lay or lay_then  # the loop lays the tile as ChainState._lay does (then after_lay)
    after_lay: Any = st.after_lay if lay_then and after_lay_acts else None  # type: ignore[attr-defined]
    # an own blocked that is `self.<attributes> or super().blocked()`: those read, then the family's
    blocked_sooner = operator.attrgetter(".".join(blocked_first)) if blocked_first else None
    counter: Any = game  # (a game that defines extra_moves_count, when extras_counted)
    count_extras = extras_counted and counter.extra_moves_count  # (False: extra_moves is made)
    alone = not standard and end_alone  # the end rule reads only the end and the tile
    accepted_masks = _kept(_ACCEPTED, game) if alone else {}
    free = standard or alone  # the tiles an arm takes are known from its number (no question asked)
    # read_arms's answers, by the numbers the open arms show (kept per game on a cross)
    arms_read = _kept(_ARMS_READ, game) if type(table) in _CROSSES else {}

    def accepted(k: int, v: int) -> int:
        """The tiles arm ``k`` showing ``v`` accepts (``end_accepts``), as a mask, once per game."""
        mask = accepted_masks.get((k, v))
        if mask is None:
            end = _ENDS[k][v]
            mask = accepted_masks[k, v] = sum(1 << i for i, t in enumerate(tiles) if accepts(st, end, t))
        return mask
    closes = game.chain_closes and options.fish_when == "closed"
    cross_count = counting and family_count and type(table) in _CROSSES
    play_points: Any = getattr(game, "play_points", None)
    multiple, per = getattr(options, "multiple", None), getattr(options, "per", None)
    # a rule after each play: asked (an override that only hands its arguments to ChainGame's, which
    # does nothing, is not one: delegation.acting)
    own_after_play = acting(game_cls, "after_play") is not ChainGame.after_play
    after_reads = own_after_play and reads_only(game_cls, "after_play", ChainGame)  # (delegation.reads_only)
    until_playable = options.draw == "until_playable"
    set_size = game.set.n + 1  # tiles showing one number

    boneyard_open = loops.boneyard_open(st, own_open)  # (the state's own, or the family's)

    def can_play(ends) -> bool:
        """Whether anyone can play (``ChainState.can_play`` of every player) with an end rule: a tile
        in a hand that shows an end's number and is accepted (the rule is a question: asked of the
        tiles of every hand at once)."""
        return _any_accepted(st, ends, held, suit, tiles, accepts)

    arms_now: list = [None, None]  # the cross these arms were read on, and what read_arms read

    def read_arms(table: Any) -> _Arms:  # (a CrossLayout: HouseLayout is one)
        """A cross's open arms (``open_ends``) from its fields: ``(k, value, tiles it takes, name)``
        in arm order (``name``: the arm's, when another arm shows its number too), the tiles
        showing their numbers, those the arms take (with an end rule that reads the end alone)
        and, by a tile's place, the plays of it these arms take (filled as they are listed). Read
        again after a tile is laid; kept by the numbers the arms show."""
        if arms_now[0] is table:
            known: _Arms = arms_now[1]
            return known
        tips, values, shut = table.tips, table.values, table.closed
        key = (values[0] if tips[0] is not None and not shut[0] else None,  # the number each open arm shows
               values[1] if tips[1] is not None and not shut[1] else None,
               values[2] if tips[2] is not None and not shut[2] else None,
               values[3] if tips[3] is not None and not shut[3] else None)
        read = arms_read.get(key)
        if read is None:
            read = arms_read[key] = _arms_of(key, suit, accepted if alone else None)
        arms_now[0], arms_now[1] = table, read
        return read

    def blocked() -> bool:
        """``ChainState.blocked`` (the table is laid: this is asked only after a play), or the
        state's own."""
        if own_blocked:
            if blocked_sooner is None:
                return st.blocked()
            if blocked_sooner(st):
                return True
        table = st.table  # (the state's table now: a play may have replaced it)
        if type(table) in _CROSSES:  # the numbers its open arms show (CrossLayout.open_ends), read at once
            _, shown, fit, _ = read_arms(table)  # (fit: the tiles the arms take)
            if closes:
                arm_values = table.end_values()
                if (len(arm_values) == 2 and arm_values[0] == arm_values[1]
                        and (laid & suit[arm_values[0]]).bit_count() == set_size):
                    return True
            if standard:  # (nobody holds a tile that fits: asked before the boneyard, a question too)
                return not held & shown and not boneyard_open()
            if alone:
                return not held & fit and not boneyard_open()
            if boneyard_open():
                return False
            open_ends = table.open_ends()
            return not can_play(open_ends)
        if closes:  # chain_closed: both ends of the chain show one number, all its tiles are down
            ends = (table.left, table.right) if isinstance(table, LineLayout) else table.end_values()
            if len(ends) == 2 and ends[0] == ends[1] and ends[0] is not None and (
                    (laid & suit[ends[0]]).bit_count() == set_size):
                return True
        if standard:
            if type(table) is LineLayout:  # a line: its two numbers, or the one a one-way line shows
                left, right = table.left, table.right
                assert left is not None and right is not None  # (the table is laid)
                shown = suit[right] if table.one_way else suit[left] | suit[right]
            else:
                shown = 0
                for v in table.end_values():
                    shown |= suit[v]
            return not held & shown and not boneyard_open()
        if boneyard_open():
            return False
        open_ends = table.open_ends()
        return not can_play(open_ends)

    for _ in range(loops.MAX_MOVES):
        if st.over:
            return
        p = st.current
        assert p is not None  # a live deal has a player to move
        table = st.table
        line = table if type(table) is LineLayout and not table.one_way else None  # a two-ended line: its two numbers
        # -- the legal moves, in legal_moves() order ---------------------------------------------------
        if not table.placed:
            legal: Sequence[Move] = list(st._legal_moves())  # the lead: the engine's own (who leads with what)
        else:
            hand = masks[p]
            plays: list[Move] = []
            if line is not None:  # by tile, the left end before the right; ends showing one number are one move
                left, right = line.left, line.right
                assert left is not None and right is not None  # (the table is laid)
                fit_l = hand & suit[left]
                fit_r = hand & suit[right] if left != right else 0
                m = fit_l | fit_r if left != right else fit_l
                if m and not standard:
                    end_l, end_r = table.open_ends()
                while m:
                    b = m & -m
                    m ^= b
                    i = b.bit_length() - 1
                    t = tiles[i]
                    if standard:  # _line_plays (_play_of's, kept by the tile's place and the end's code)
                        if fit_l & b:
                            play = plays_at.get(i << 10 | left)
                            if play is None:
                                play = plays_at[i << 10 | left] = _play_of(t, 0, left, "")
                            plays.append(play)
                        if fit_r & b:
                            play = plays_at.get(i << 10 | 256 | right)
                            if play is None:
                                play = plays_at[i << 10 | 256 | right] = _play_of(t, 1, right, "")
                            plays.append(play)
                    else:  # _plays with an end rule: each end that shows a number and accepts (ends showing
                        # one number: one move, on the first that accepts)
                        on_l = fit_l & b and accepts(st, end_l, t)
                        if on_l:
                            play = plays_at.get(i << 10 | left)
                            if play is None:
                                play = plays_at[i << 10 | left] = _play_of(t, 0, left, "")
                            plays.append(play)
                        if (fit_r & b if left != right else not on_l) and accepts(st, end_r, t):
                            play = plays_at.get(i << 10 | 256 | right)
                            if play is None:
                                play = plays_at[i << 10 | 256 | right] = _play_of(t, 1, right, "")
                            plays.append(play)
            elif standard and type(table) is LineLayout and table.one_way:  # _line_plays: the right end alone
                right = table.right
                assert right is not None  # (the table is laid)
                m = hand & suit[right]
                while m:
                    b = m & -m
                    m ^= b
                    i = b.bit_length() - 1
                    play = plays_at.get(i << 10 | 256 | right)
                    if play is None:
                        play = plays_at[i << 10 | 256 | right] = _play_of(tiles[i], 1, right, "")
                    plays.append(play)
            elif type(table) in _CROSSES:  # _plays on a cross: its open arms (open_ends) from its fields
                cross: Any = table  # (a CrossLayout: HouseLayout is one)
                arms, _, m, by_tile = arms_now[1] if arms_now[0] is cross else read_arms(cross)  # (read by blocked)
                m = m & hand
                while m:  # by tile, each arm in order (a cross merges none; an arm is named when
                    b = m & -m  # another shows its number too)
                    m ^= b
                    i = b.bit_length() - 1
                    if free:  # the tile's plays follow from the arms' numbers: kept with them
                        got = by_tile.get(i)
                        if got is None:
                            got = by_tile[i] = _tile_plays(tiles[i], b, arms)
                        plays += got
                        continue
                    for k, v, s, where in arms:
                        if s & b and accepts(st, _ENDS[k][v], tiles[i]):
                            plays.append(_play_of(tiles[i], k, v, where))
            else:  # _plays: by tile, each open end in order that shows a number of it (and accepts it)
                ends = table.open_ends()
                values = [e.value for e in ends]
                repeated = len(set(values)) < len(values)
                merged = repeated and table.symmetric_ends  # one move for ends showing one number (a line)
                shown = [(e, suit[e.value], e.name if repeated and not merged and values.count(e.value) > 1 else "")
                         for e in ends]
                m = 0
                for _, s, _ in shown:
                    m |= s
                m = m & hand
                while m:
                    b = m & -m
                    m ^= b
                    t = tiles[b.bit_length() - 1]
                    seen = None
                    for e, s, where in shown:
                        if not s & b or not standard and not accepts(st, e, t):
                            continue
                        if merged:
                            if seen is not None and e.value in seen:
                                continue
                            seen = (seen or set()) | {e.value}
                        plays.append(_play_of(t, e.index, e.value, where))
            legal = plays
            if not plays:
                legal = [_DRAW] if boneyard_open() and (until_playable or st.drawn == 0) else [_PASS]  # _can_draw
            elif asked:
                if count_extras:  # the extra moves counted, made only if the bot reads one
                    counted_extras = count_extras(st, plays)
                    if counted_extras:
                        legal = _Extras(plays, counted_extras, extra_moves, st)
                else:
                    extra = extra_moves(st, plays)
                    legal = plays + extra if extra else plays
        if not legal:
            raise loops.stuck(st)
        n = len(legal)
        if n == 1:
            move = legal[0]
        else:
            move = fastpath.ask(bots[p], legal)
        # -- the move, as ChainState._apply makes it ---------------------------------------------------
        st._legal = None
        single = type(move) is Play  # (the usual move, told apart without isinstance)
        if not single and isinstance(move, Draw):
            tile = st._draw_tile()
            hands[p].add(tile)
            r = rank[tile.id]
            b = bit[r]
            masks[p] |= b
            held |= b
            st.drawn += 1
            if restarts:  # (Fork's draw: the round of passes starts again; with draw_passes the turn ends)
                st.passes = 0
                if turn_passes:
                    st._next_turn()
        elif not single and isinstance(move, Pass):
            st.passes += 1
            if st.passes >= players:  # a full round of passes: nobody can move
                st._end("fish", fisher=st.last_player, move=move)
            else:  # ChainState._next_turn
                st.current = (p + 1) % players
                st.drawn = 0
        else:
            laying: tuple[Any, ...] = (move,) if single or not isinstance(move, Multi) else move.plays
            for play in laying:
                assert single or isinstance(play, Play)  # as ChainState._lay asserts: a tile laid
                tile = play.tile
                r = rank[tile.id]
                b = bit[r]
                if laid_here:  # ChainState._lay (touching_end is the family's: the number the end shows)
                    hands[p].remove(tile)
                    st.table.place(tile, play.end, play.on)
                    st.last_player = p
                    if not tile.is_double:
                        st.last_single = p
                    if after_lay is not None:  # (a state's _lay that is the family's, then after_lay)
                        after_lay(p, play)
                else:
                    st._lay(p, play)  # the state's own: it takes the tile out of the hand and lays it
                masks[p] ^= b
                held ^= b
                laid |= b
            arms_now[0] = None  # (the table has changed)
            if counting:  # CountingState._laid: the count, made once the whole move is down
                # (CountingGame.play_points on a cross: end_points of its counted_total)
                counted: Any = st  # (a CountingState, on a cross when cross_count)
                if cross_count:  # end_points, inlined (multiple is at least 1: the option's rule)
                    total = counted.table.counted_total()
                    points = per * (total // multiple) if total > 0 and not total % multiple else 0
                else:
                    points = play_points(st, p, move)
                if points:
                    counted.award(p, points)
            elif own_laid:  # the state's own _laid (the family's does nothing)
                st._laid(p, move)
            st.passes = 0
            if not hands[p]:
                st._end("out", winner=p, move=move)
            elif blocked():
                st._end("fish", fisher=p, move=move)
            else:  # the game's after_play, then ChainState._next_turn
                if after_reads:  # a rule whose code only reads: nothing to compare after it
                    game.after_play(st, p, move)
                elif own_after_play:
                    # a rule may change the hands or the table: what they were, copied (sets and a
                    # list of tiles compared by identity, in C: cheaper than reading them again)
                    table_before = st.table  # (this play's table: a _lay may have replaced the one it began on)
                    before, placed_before = [*map(_COPY, hands)], [*table_before.placed]
                    game.after_play(st, p, move)
                    arms_now[0] = None
                    if st.hands is not hands or hands != before:  # (a list of sets against one: in C)
                        hands = st.hands  # (read again: a rule changed a hand)
                        masks = [sum(map(bit_of, map(_ID, hand))) for hand in hands]
                        held = sum(masks)
                    if st.table is not table_before or st.table.placed != placed_before:
                        laid = sum(map(bit_of, map(_TILE_ID, st.table.placed)))
                if not st.over:
                    st.current = (p + 1) % players
                    st.drawn = 0
        history.append((p, move))
    raise loops.endless(st)


_ID, _TILE_ID = operator.attrgetter("id"), operator.attrgetter("tile.id")
_COPY = operator.methodcaller("copy")  # (a hand's copy, whatever its kind of set)


@functools.cache
def _bits_by_id(n: int) -> tuple[int, ...]:
    """A tile's bit in the double-``n`` set's masks, by the tile's ``id``."""
    tiles, bit, rank = _set_tables(n)[0], _set_tables(n)[1], ranks(n)
    by_id = [0] * (max(t.id for t in tiles) + 1)
    for t in tiles:
        by_id[t.id] = bit[rank[t.id]]
    return tuple(by_id)


class _Extras(Sequence):
    """The legal moves of a turn whose extra moves (Blitz's) are counted first and made only when
    a bot reads one: ``plays``, then ``count`` moves of ``extra_moves(state, plays)``."""

    def __init__(self, plays: list, count: int, extra_moves: Any, state: ChainState):
        self._plays, self._count, self._make = plays, count, (extra_moves, state)
        self._extra: list | None = None

    def __len__(self) -> int:
        return len(self._plays) + self._count

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        n = len(self._plays)
        if i < 0:
            i += len(self)
        if 0 <= i < n:
            return self._plays[i]
        if not n <= i < len(self):
            raise IndexError(i)
        extra = self._extra
        if extra is None:
            make, state = self._make
            extra = self._extra = make(state, self._plays)
        return extra[i - n]


supported = loops.supported_by(_game_supported)
playout, finish = loops.played_by(_play)
fastpath.register(sys.modules[__name__])
