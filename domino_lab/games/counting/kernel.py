"""The line-counting games' fast path: Fives, Threes, Threes-for-luck, Bergen, Matador and French,
played on with the engine's own state but without its per-move machinery.

A simulation of these games spends most of its time around the rules rather than in them: the
driver asks the seat, ``play`` checks the move against the list, ``legal_moves`` copies the list
twice, ``_plays`` sorts the hand and walks the ends, and after every move ``blocked`` looks at
every hand for a tile that fits. Here one loop does what those layers do, for these games only:
the hands are also kept as bitmasks of the set (a tile's bit is its place in the set, so the
lowest bit first is the order ``legal_moves`` lists tiles in), the moves are listed from the
masks of the tiles that fit the line's two numbers (``game.fits``, asked once per tile and
number: equal pips, or Matador's and French's sevens), and a fish is one ``&`` of the tiles
still in hand against those masks.

It is not a second rule book. Every rule a game of the family may change is still the game's own
code, called with the deal's real state: the lead (``_legal_moves``), ``fits``, ``placements``,
``touching_end``, ``extra_moves`` and ``may_draw`` (Threes-for-luck draws by choice), ``play_points``,
``on_pass``, ``dead_table``, ``out_ends_deal``, ``boneyard_done`` (through ``_next_turn``),
``score_deal`` (through ``_end``) and the deal's chance (``_draw_tile``). The table is the real
``LineLayout``, laid move by move. What the loop does itself is what ``LineScoringState`` and
``ChainState`` do for every game of the family, and it applies only where those are the family's
own: the game's class is one of the six (or a subclass that overrides nothing the loop
restates: ``fastpath.plays_game``), its state class is ``LineScoringState``, its layout a line,
and its matching and placements are the family's (equal pips, or ``SumToSevenMixin``'s): see
``supported``.

A design on one of the six lines (``dl.design("blitz", layout="french")``, or Fives on Ladder's
line) is played here too. Its state class puts the family's state first and another chain game's
after it, so a method of that game's state runs wherever the family's hands on (``super()``);
``_runs_as`` reads, name by name, which code a deal then reaches, and every difference must be
one the loop calls itself: the state's own ``_lay`` (Double-lock's), ``_laid`` (Ladder's, which
turns the line one way, read again after it), ``_boneyard_open`` (Blitz's). Extra moves (Sea Goat's
two doubles, Blitz's whole hand, Ladder's runs) are the game's, called, and laid tile by tile as
``ChainState._apply`` lays a ``Multi``. The bots are those whose
choice depends only on the list of legal moves (``looks = False``, see ``games.fastpath``): they
are handed the same list, in the same order, and asked as the driver asks them (not when only
one move is legal), so they draw the same random numbers. It is proved as every path is
(``games.chain.loops``):

>>> from domino_lab.games.chain.loops import plays_as_engine
>>> plays_as_engine(playout, "fives", 3, 7)
True
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Sequence
from typing import Any

from ...moves import Draw, Move, Multi, Pass
from ...table.base import End
from ...table.line import LineLayout
from .. import fastpath
from ..chain import loops
from ..chain.base import _DRAW, _PASS, ChainGame, ChainState
from ..chain.blitz import Blitz
from ..chain.fork import ForkState
from ..chain.hooked_path import ranks
from ..chain.hooked_rules import _family_count
from ..chain.kernel import _tables
from ..chain.ladder import Ladder
from ..chain.multi import MultiState
from ..chain.sea_goat import SeaGoat
from .base import end_points, open_end_total
from .bergen import Bergen
from .fives import Fives
from .french import French
from .line_scoring import LineScoringGame, LineScoringState, SumToSevenMixin, _placement_memo
from .matador import Matador
from .threes import Threes
from .threes_luck import ThreesLuck

_GAMES = (Fives, Threes, ThreesLuck, Bergen, Matador, French)  # the games whose rules the loop restates

__all__ = ["supported", "finish_supported", "playout", "finish"]


def finish_supported(state: LineScoringState, bots: Sequence) -> bool:
    """Whether :func:`finish` plays on ``state`` as the engine would: as ``supported``, on the
    family's own state and a plain line."""
    return type(state) is state.game.StateClass and type(state.table) is LineLayout and supported(state.game, bots)


#: What a subclass (a ``dl.design`` on one of the six) may override: the loop calls these itself, with
#: the deal's real state (the deal, the lead, ``score_deal``; ``play_points`` after every play, where
#: the count is not the family's, and what it and ``score_deal`` ask: ``count``, ``scored_points``),
#: or checks them to be ones it plays (``fits``, ``touching_end``, ``placements``: equal pips or
#: sevens; ``extra_moves``: ``_EXTRAS``; ``new_layout``: ``_LAYOUTS``; see ``_game_supported``);
#: ``joins``, ``mismatch``, ``wild_name`` and ``why_no_draw`` only read a table's text and word an illegal move;
#: ``may_draw`` is asked by the loop itself (a design's draw part: the family's, Matador's, Threes for Luck's);
#: ``is_wild`` and ``wild_tiles`` are read by the game's own ``placements``, ``dead_table`` and ``play_points``,
#: which the loop asks (a design's equal pips on a line of sevens: ``line_scoring.EQUAL_PIPS``);
#: ``_deal`` is called by ``game.deal`` (Blitz's and Wagons' common lead, laid on the table the loop
#: reads). ``end_accepts`` is never asked on the family's line (``LineScoringState._plays`` and
#: ``can_play``, which a state the loop takes keeps, do not ask it: Double-lock's lock, on Fives'
#: line, is the engine's no more than the loop's).
_HONOURED = fastpath.DEALING | fastpath.SCORING | {"play_points", "count", "scored_points", "fits", "touching_end",
                                                   "placements", "extra_moves", "joins", "mismatch", "_deal",
                                                   "wild_name", "why_no_draw", "end_accepts", "new_layout", "is_wild",
                                                   "wild_tiles", "may_draw"}
#: What a design's state may do otherwise than ``LineScoringState`` (``_runs_as``): the loop calls these
#: itself (the deal makes the state; ``blocked`` asks the state's own ``_boneyard_open``, Blitz's; each
#: tile is laid by the state's own ``_lay`` where it or ``after_lay`` is not the family's, Double-lock's;
#: a play is counted by its own ``_laid``, Ladder's, which turns the line one way, read again after it).
_HONOURED_STATE = fastpath.DESCRIPTIVE | {"__init__", "_boneyard_open", "_lay", "after_lay", "_laid"}
#: ``MultiState._legal_moves`` adds extra moves to the lead only (Blitz's), on the empty table, where the
#: loop asks the state's own ``_legal_moves``; on a laid table it hands on and adds nothing.
_PASSES_ON = (vars(MultiState)["_legal_moves"],)
#: ``ForkState._apply`` adds to a draw only: after ``LineScoringState._apply``, which makes a draw
#: without handing on, it changes nothing (before it, it would: see ``_reached``).
_AFTER_FAMILY = (vars(ForkState)["_apply"],)
#: The extra moves the loop makes (``extra_moves``, called): a draw by choice (the family's), none (a
#: chain game's line), two doubles at once (Sea Goat's), the whole hand at once (Blitz's) or a run of
#: tiles (Ladder's): a draw, or a ``Multi`` of plays, laid one by one as ``ChainState._apply`` lays them.
_EXTRAS = (LineScoringGame.extra_moves, ChainGame.extra_moves, SeaGoat.extra_moves, Blitz.extra_moves,
           Ladder.extra_moves)
#: The tables the loop plays on: a two-ended line (Ladder's, too, until its state turns it one way).
_LAYOUTS = (ChainGame.new_layout, Ladder.new_layout)


@functools.cache
def _game_supported(cls: type) -> bool:
    """One of the six games (or a subclass changing nothing the loop restates), keeping what the loop does itself: the
    family's state class on a two-ended line, matching and placements that are the family's own
    (equal pips or sevens: functions of the tile and the number, which the loop asks once)."""
    if not fastpath.plays_game(cls, _GAMES, _HONOURED) or not issubclass(cls, LineScoringGame):
        return False
    base = next(k for k in cls.__mro__ if k in _GAMES)
    state: type = cls.StateClass  # (as a plain type: see supported)
    return (_runs_as(cls, base) <= _HONOURED | fastpath.DESCRIPTIVE
            and _state_runs(state) <= _HONOURED_STATE and issubclass(state, LineScoringState)
            and fastpath.keeps(cls, ChainGame, ("after_play", "chain_closes")) and cls.new_layout in _LAYOUTS
            and cls.fits in (ChainGame.fits, SumToSevenMixin.fits)
            and cls.touching_end in (ChainGame.touching_end, SumToSevenMixin.touching_end)
            and cls.placements in (LineScoringGame.placements, SumToSevenMixin.placements)
            and cls.extra_moves in _EXTRAS)


def _reached(cls: type, name: str) -> tuple:
    """The definitions of ``name`` that run when ``cls``'s is called: the first along its MRO, and
    each one that a definition handing on (``super()``) reaches after it (``_PASSES_ON`` left out)."""
    out = []
    for k in cls.__mro__:
        f = vars(k).get(name)
        if f is None:
            continue
        if f not in _PASSES_ON and not (f in _AFTER_FAMILY and vars(LineScoringState).get(name) in out):
            out.append(f)
        code = getattr(f, "__code__", None)
        if code is None or "__class__" not in code.co_freevars:  # (no super(): nothing after it runs)
            break
    return tuple(out)


def _runs_as(cls: type, base: type) -> set[str]:
    """The names of ``base`` whose code runs otherwise in ``cls``: a design's class puts another game's
    class after the family's in its MRO (``Blitz``'s state after ``LineScoringState``), so a
    method of it is reached where the family's hands on (``super()``), not only where ``cls``
    overrides one below ``base`` (``fastpath.overrides``)."""
    names = {n for k in cls.__mro__ if k not in base.__mro__ for n in vars(k) if hasattr(base, n)}
    return {n for n in names - fastpath._HARMLESS if _reached(cls, n) != _reached(base, n)}


@functools.cache
def _state_runs(cls: type) -> frozenset[str]:
    """``_runs_as(cls, LineScoringState)``, for a state class (asked once a deal)."""
    return frozenset(_runs_as(cls, LineScoringState))


def _play(st: LineScoringState, bots: Sequence) -> None:
    """Play ``st`` to its end in place, move for move as ``run_deal`` would."""
    game, options = st.game, st.game.options
    tb = _tables(game.set.n)
    tiles, bit, rank = tb.tiles, tb.bit, ranks(game.set.n)
    fit = _fit_masks(game)  # fit[v]: the tiles that may join an end showing v
    players, hands, table, history = st.players, st.hands, st.table, st.history
    masks, _, laid = loops.hand_masks(st, bit, rank)  # (laid: the tiles on the table)
    memo = _placement_memo(game)
    closes = game.chain_closes and options.fish_when == "closed"
    drawing = options.draw != "none"
    undrawable = options.undrawable
    across_default = options.doubles != "lengthwise"
    set_size = game.set.n + 1  # tiles showing one number
    dead_table, may_draw, extra_moves = game.dead_table, game.may_draw, game.extra_moves
    play_points, on_pass, touching_end = game.play_points, game.on_pass, game.touching_end
    game_cls: type = type(game)  # (as a plain type: see supported)
    own_dead = type(game).dead_table is not LineScoringGame.dead_table  # (the family's: never dead)
    own_open = type(st)._boneyard_open is not ChainState._boneyard_open  # (Blitz's: shut while a common lead)
    state_cls: type = type(st)  # (as a plain type: see supported)
    own_lay, lay = bool(_state_runs(state_cls) & {"_lay", "after_lay"}), st._lay
    own_laid, laid_by_state = "_laid" in _state_runs(state_cls), st._laid
    # CountingGame.play_points, the family's count: end_points of open_end_total, asked without the two
    # method calls between
    family_count = _family_count(game_cls)
    counted: Any = options  # (CountingOptions where the count is the family's)
    multiple, per = (counted.multiple, counted.per) if family_count else (1, 0)

    def blocked() -> bool:
        """``LineScoringState.blocked``: the game's dead table, a closed chain, or nobody can play
        and nobody can draw (the table is laid: this is asked only after a move)."""
        if own_dead and dead_table(st):
            return True
        left, right = table.left, table.right
        if closes and left == right and left is not None and (laid & fit[left]).bit_count() == set_size:
            return True  # (closes: equal pips, where fit[v] is the tiles showing v)
        if (st._boneyard_open() if own_open else drawing and len(st.boneyard) > undrawable):
            return False  # (ChainState.blocked: a boneyard still open; the state's own _boneyard_open, if any)
        assert left is not None and right is not None  # (the table is laid)
        open_ = fit[right] if table.one_way else fit[left] | fit[right]
        return not any(m & open_ for m in masks)

    for _ in range(loops.MAX_MOVES):
        if st.over:
            return
        p = st.current
        assert p is not None  # a live deal has a player to move
        # -- the legal moves, in legal_moves() order ---------------------------------------------------
        placed = table.placed
        if not placed:
            legal = list(st._legal_moves())  # the lead: the engine's own (who leads with what)
        else:
            left, right = table.left, table.right
            assert left is not None and right is not None  # (the table is laid)
            tips = table._ends  # (LineLayout.tip of each end)
            tip_l, tip_r = placed[tips[0]], placed[tips[1]]
            across_l = tip_l.tile.is_double and tip_l.across
            across_r = tip_r.tile.is_double and tip_r.across
            # _end_kinds: two ends showing one number are one choice unless a crosswise double differs
            both = left != right or (len(placed) > 1 and across_l != across_r)
            named = left == right and both
            hand = masks[p]
            if table.one_way:  # (Ladder's line, turned one way: its right end alone is open)
                fit_l, fit_r, named = 0, hand & fit[right], False
            else:
                fit_l = hand & fit[left]
                fit_r = hand & fit[right] if both else 0
            plays: list[Move] = []
            where_l, where_r = ("left", "right") if named else ("", "")
            m = fit_l | fit_r
            while m:
                b = m & -m
                m ^= b
                t = tiles[b.bit_length() - 1]
                if fit_l & b:
                    got = memo.get((t.id, 0, left, where_l)) if memo is not None else None
                    plays += got if got is not None else _placed(memo, game, t, 0, left, where_l)
                if fit_r & b:
                    got = memo.get((t.id, 1, right, where_r)) if memo is not None else None
                    plays += got if got is not None else _placed(memo, game, t, 1, right, where_r)
            if plays:
                legal = plays + extra_moves(st, plays)
            else:
                legal = [_DRAW if may_draw(st, stuck=True) else _PASS]  # LineScoringState._can_draw
        if not legal:
            raise loops.stuck(st)
        move = legal[0] if len(legal) == 1 else fastpath.ask(bots[p], legal)
        # -- the move, as LineScoringState._apply makes it ---------------------------------------------
        st._legal = None
        if isinstance(move, Draw):
            tile = st._draw_tile()
            hands[p].add(tile)
            masks[p] |= bit[rank[tile.id]]
            st.drawn += 1
            st.fresh.append(tile)
            out = [q for q in range(players) if not hands[q]]
            if out and game.out_ends_deal(st):
                st._end("out", winner=out[0], move=move)
        elif isinstance(move, Pass):
            on_pass(st, p)
            st.passes += 1
            if blocked():
                st._end("fish", fisher=st.last_player, move=move)
            else:
                st._next_turn()
        else:  # a play (or a Multi of plays, one by one): _Placing._lay, then CountingState._laid, then ChainState's
            lays: Any = move.plays if isinstance(move, Multi) else (move,)  # (plays: _EXTRAS)
            for play in lays:
                tile = play.tile
                b = bit[rank[tile.id]]
                masks[p] ^= b
                laid |= b
                if own_lay:  # (the state's own: Double-lock's, which then keeps its doubles_down)
                    lay(p, play)
                    continue
                hands[p].remove(tile)
                if play.end is None:
                    touch = None
                else:  # a wild tile turned as the move says, else the game's matching
                    turned = getattr(play, "out", None)
                    touch = tile.other(turned) if turned is not None else touching_end(tile, play.on)
                new = table.place(tile, play.end, touch)
                if tile.is_double:
                    across = getattr(play, "across", None)
                    if across is None:
                        across = across_default
                    if across != new.across:
                        table.placed[-1] = new._replace(across=across)
                st.last_player = p
                if not tile.is_double:
                    st.last_single = p
            if own_laid:  # (the state's own: Ladder's, which counts, then may turn the line one way)
                laid_by_state(p, move)
                table = st.table
            else:  # CountingState._laid
                points = end_points(open_end_total(table), multiple, per) if family_count else play_points(st, p, move)
                if points:
                    st.award(p, points)
            st.passes = 0
            if not hands[p]:
                st._end("out", winner=p, move=move)
            elif blocked():
                st._end("fish", fisher=p, move=move)
            else:  # (game.after_play is ChainGame's, which does nothing: supported)
                st._next_turn()
        history.append((p, move))
    raise loops.endless(st)


def _placed(memo: dict | None, game: LineScoringGame, tile, end: int, value: int, where: str) -> tuple:
    """``game.placements`` of ``tile`` on end ``end`` showing ``value``, as ``LineScoringState._plays``
    reads them (remembered in the game's memo)."""
    key = (tile.id, end, value, where)
    moves = memo.get(key) if memo is not None else None
    if moves is None:
        moves = tuple(game.placements(tile, End(end, value, ("left", "right")[end]), where))
        if memo is not None:
            memo[key] = moves
    return moves


@functools.lru_cache(maxsize=256)
def _fit_masks(game: LineScoringGame) -> tuple[int, ...]:
    """For each number v, the mask of the tiles ``game.fits`` lets join an end showing v: asked
    once per game (a value: its class and options; its matching is a function of the tile and the
    number)."""
    tiles = _tables(game.set.n).tiles
    return tuple(sum(1 << i for i, t in enumerate(tiles) if game.fits(t, v)) for v in range(game.set.n + 1))


# the game keeps the family's matching, layout and state (_game_supported), and every bot chooses from
# the legal moves alone (looks = False)
supported = loops.supported_by(_game_supported)
playout, finish = loops.played_by(_play)
fastpath.register(sys.modules[__name__])
