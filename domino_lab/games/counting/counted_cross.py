"""A counting game on a cross whose spinner is the first double, played on integers.

Muggins (and a design laid on its cross and counted as it counts: ``dl.design("kozel",
layout="muggins", deal_scoring="muggins")``) is a chain game on a ``CrossLayout``: the first
double laid becomes a four-way spinner, every play is counted (``end_points`` of the cross's
``counted_total``) and, once there is a spinner, every double may also be laid lengthwise
(``Muggins.extra_moves``; ``MugginsState.after_lay`` turns it). The hooked loop
(``games.chain.hooked_path``) plays such a game on the engine's own state, laying real tiles on a
real cross; here the same deal is played as the chain kernel plays a line (``games.chain.kernel``:
a tile as its place in the set, hands as bitmasks, one int a move in a log, its deal, tables and
inline ``Random`` streams imported from it). A tile has four bits, one per arm, so the tiles the
four arms take are one mask and a hand's plays are one ``&``, whose bits, lowest first, are the
engine's moves in the engine's order; the cross is four small ints, each arm's tip (the number it
shows and what it adds to the count), and a play's effect on a tip, the count and the arms' mask
is one look-up in a table made once per set and count (``_Cross``), so the count after a play is
one addition and its points one more look-up.

The moves are the engine's, in its order (``ChainState._plays`` on a cross: by tile, the open arms
in arm order, one move each, named where two arms show one number; then ``extra_moves``' lengthwise
doubles in the order of their plays): a ``Random`` bot's ``below(n)`` is drawn from its stream as
the kernel draws it and the move is the r-th bit, never listed; another bot is handed the engine's
``Play`` and ``Lengthwise`` objects. The deal is ``game.deal``'s (the kernel's tables, the same
shuffle of the same stream, the game's own ``redeal_reason`` and ``first_lead``; the family's lead
and Muggins' read on the dealt masks), draws take the boneyard's top tile, and the deal ends as the
engine ends it (out, a fish when nobody holds a tile for an open arm and the boneyard is shut, or a
round of passes). The finished deal is a ``MugginsState`` (``CountingState``) whose ``scored`` and
``score_log`` are the engine's and which the game scores with its own ``score_deal``; its table (a
real ``CrossLayout``, lengthwise doubles turned) and history are made from the log when first read.
It plays whole deals (``playout``; for ``dl.simulate``, ``random_dealer``: fresh ``Random`` seats
known by their streams' keys, played by ``cross_seeded``'s loop for them alone) and finishes a
position under way (``finish``: from the cross it shows, read once into the loop's tips).

The path takes a counting game whose count is the family's (``_family_count``), whose state is
``MugginsState`` or ``CountingState`` itself, whose ``extra_moves`` is Muggins' or none, whose
``new_layout`` gives a plain ``CrossLayout`` (spinner: the first double), and whose other overrides
are ones it calls itself (``HONOURED``: dealing, leading, scoring; read from the code, as the other
paths read it); any other game, and any bot that looks, goes to the next path.
``tests/test_counted_cross.py`` compares its deals, field for field, with the engine's.

>>> import domino_lab as dl
>>> from domino_lab.driver import run_deal
>>> game = dl.design("kozel", layout="muggins", deal_scoring="muggins")
>>> fast = playout(game, 4, 7, [dl.bots.Random(k) for k in range(4)])
>>> slow = run_deal(game.deal(4, 7), [dl.bots.Random(k) for k in range(4)])
>>> fast.to_text() == slow.to_text() and fast.history == slow.history and fast.score_log == slow.score_log
True
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Sequence
from typing import Any

from ...moves import Move, lead_play
from ...streams import Stream, word
from ...table.cross import ARMS, CrossLayout
from .. import fastpath
from ..base import _dup
from ..chain import hooked_path, kernel, kernel_view
from ..chain.base import _DRAW, _PASS, ChainGame
from ..chain.delegation import move_for_score, passed_on
from ..chain.hooked_rules import _family_count, _play_of
from ..chance import SeededChance
from . import cross_seeded
from .base import NO_COUNT, CountingGame, CountingState
from .muggins import Muggins, MugginsState, _lengthwise

__all__ = ["supported", "finish_supported", "playout", "playout_random", "random_dealer", "finish", "CrossOut",
           "MugginsOut"]

#: What a game may override and still be played here: the deal, the lead and the score, which the
#: loop calls itself with real tiles (as the chain kernel does: ``kernel.HONOURED``, less the
#: matching, which must be equal pips here), its cross (``new_layout``, checked to give a plain
#: ``CrossLayout``) and ``extra_moves`` (Muggins' own, or none: checked).
HONOURED = (kernel.HONOURED - {"fits", "touching_end"}) | {"new_layout", "extra_moves"}
_STATES = (MugginsState, CountingState)  # the state classes whose laying and counting the loop does
_DRAW8, _PASS8 = 8 * kernel._DRAW, 8 * kernel._PASS


def supported(game: Any, bots: Sequence = ()) -> bool:
    """Whether :func:`playout` plays ``game`` with these ``bots`` exactly as the engine would."""
    cls: type = type(game)  # (as a plain type: mypy checks type[Game] against Hashable as if an instance)
    return _game_supported(cls) and _on_cross(game) and len(bots) < 8 and fastpath.blind_bots(bots)


def finish_supported(state: Any, bots: Sequence) -> bool:
    """Whether :func:`finish` plays on ``state`` as the engine would: as ``supported``, the state
    the game's own, on a cross whose next double is still made the spinner by the first-double rule
    (one read from a position's text has its spinner fixed: the engine's), no arm closed, drawing
    with the deal's own chance."""
    table = state.table
    return (type(state) is state.game.StateClass and type(table) is CrossLayout
            and table.spinner_rule == "first_double" and not any(table.closed)
            and type(state.chance) is SeededChance and supported(state.game, bots))


def finish(state: Any, bots: Sequence) -> Any:
    """Let ``bots`` play ``state`` to its end, as ``run_deal`` would; returns the finished deal as
    a new state and leaves ``state`` as it was (a deal already over is returned as it is).
    ``finish_supported(state, bots)`` must hold."""
    if state.over:
        return state
    pl = _plan(state.game, state.players)
    tb, cross, index = pl.tb, pl.cross, pl.tb.index
    held = [sum([cross.held[index[t]] for t in hand]) for hand in state.hands]
    boneyard = [index[t] for t in state.boneyard]
    table = state.table
    laid = None if table.empty else cross.laid(table)
    lead_mask = 0 if laid else -1 if state.lead_tiles is None else sum(tb.bit[index[t]] for t in state.lead_tiles)
    new: Any = object.__new__(pl.out)
    new.__dict__.update({k: v for k, v in state.__dict__.items() if k not in ("hands", "boneyard", "table", "history")})
    new.__dict__.update(context=dict(state.context), _legal=None, scored=list(state.scored),
                        score_log=list(state.score_log), _start=(_dup(table), list(state.history)))
    played = _play(pl, bots, held, boneyard, state.current, lead_mask, None, laid, (state.passes, state.drawn))
    return new._done(pl, played, [h >> cross.above for h in held], boneyard)


@functools.cache
def _game_supported(cls: type) -> bool:
    """A counting game counting as the family does, on ``MugginsState`` or ``CountingState``, with
    Muggins' lengthwise doubles or no extra moves, whose every other override is one the loop
    calls itself."""
    if not issubclass(cls, CountingGame):
        return False
    counting: Any = cls  # (as a plain type: see supported)
    none = _counts_nothing(cls)  # (a design counting nothing in play: NO_COUNT, honoured by a count of 0)
    return (cls.StateClass in _STATES and counting.extra_moves in (Muggins.extra_moves, ChainGame.extra_moves)
            and (none or _family_count(counting))
            and fastpath.plays_all(cls, ChainGame, HONOURED | (NO_COUNT.keys() if none else set())
                                   | passed_on(cls, ChainGame, ("after_play",))))


def _counts_nothing(cls: Any) -> bool:
    """Whether ``cls`` counts nothing in play: its count is ``NO_COUNT`` (a design's)."""
    return all(getattr(cls, name) is hook for name, hook in NO_COUNT.items())


@functools.lru_cache(maxsize=256)
def _on_cross(game: Any) -> bool:
    """Whether the game's table is a plain ``CrossLayout`` whose spinner is the first double (and,
    with Muggins' extra moves, the game says whether doubles may lie lengthwise)."""
    table = game.new_layout()
    if type(table) is not CrossLayout or table.spinner_rule != "first_double" or table.placed:
        return False
    return type(game).extra_moves is not Muggins.extra_moves or hasattr(game.options, "lengthwise_doubles")


class _Plan:
    """What depends only on the game (a value) and the number of players."""

    def __init__(self, game: Any, players: int):
        players = game.check_players(players)
        tb = self.tb = kernel._tables(game.set.n)
        n = game.set.n
        self.size = game.hand_size(players)
        self.check_redeal = type(game).redeal_reason is not ChainGame.redeal_reason
        self.sides = game.sides(players)
        self.side = tuple(next(i for i, s in enumerate(self.sides) if p in s) for p in range(players))
        cls = type(game)
        # who leads: the family's rule or Muggins' read on the dealt masks, else the game's own
        self.lead = "order" if cls.first_lead is ChainGame.first_lead else (
            "holder" if cls.first_lead is Muggins.first_lead else "own")
        self.by_order = tuple((tb.index[t], frozenset([t])) for t in kernel._lead_order_of(game))
        options = game.options
        self.lengthwise = cls.extra_moves is Muggins.extra_moves and bool(options.lengthwise_doubles)
        self.turn = cls.StateClass is MugginsState  # a lengthwise double is turned (after_lay)
        per = 0 if _counts_nothing(cls) else options.per  # (no play scores: every total worth 0)
        self.cross = _cross(n, getattr(options, "multiple", 5), per, self.turn)
        self.lead_code = 8 * len(tb.tiles)  # a log code's move (code >> 3): a lead from here (see _play)
        self.draw, self.undrawable = options.draw, options.undrawable
        self.out = MugginsOut if cls.StateClass is MugginsState else CrossOut


class _Cross:
    """The cross as the loop keeps it, for a set, a count and a lengthwise rule. Each arm's tip is
    a small int, ``v + width * kind``: the number ``v`` it shows and what it adds to the count
    (``kind`` 0: ``v``; 1: both halves of a double lying crosswise; 2: nothing, the tip of north or
    south while it is the spinner itself, or the east half of a double lead that lies alone along
    the line, counted once on the west). A play is ``move = at << 1 | lengthwise``, ``at`` its bit
    in ``_play``'s four bits a tile (``4 * tile + arm``); ``to[move][tip]`` is what laying it on
    its arm does, as ``CrossLayout.place`` lays it and ``counted_total`` counts it: the arm's new
    tip, the change of the count, and the change of the arms' mask (lane ``k``: the tiles arm
    ``k`` takes, ``lane[k][v]``). ``leads[t]``: the tips a lead makes and the arms' mask;
    ``points``: the points of every total."""

    def __init__(self, n: int, multiple: int, per: int, turn: bool):
        tiles = kernel._tables(n).tiles
        self.width = width = n + 1
        self.points = tuple(per * (t // multiple) if t > 0 and not t % multiple else 0 for t in range(8 * n + 8))
        # four bits a tile, one per arm (see _play): the doubles'; a tile as a hand in the loop holds
        # it: its four bits, and above them (from bit `above`) its bit in a plain mask
        self.doubles4 = sum(15 << 4 * i for i, t in enumerate(tiles) if t.is_double)
        self.above = 4 * len(tiles)
        self.held = tuple(15 << 4 * i | 1 << self.above + i for i in range(len(tiles)))
        self.gone = tuple(self.held[move >> 3] for move in range(8 * len(tiles)))  # a play's tile, as held
        self.lane = tuple(tuple(sum(1 << (4 * i + k) for i, t in enumerate(tiles) if t.has(v))
                                for v in range(width)) for k in range(4))
        lay = self._lay
        self.to: tuple[tuple[Any, ...], ...] = tuple(
            tuple(lay(tiles[move >> 3], move >> 1 & 3, tip, bool(move & 1) and turn) for tip in range(3 * width))
            for move in range(8 * len(tiles)))
        self.leads = tuple(self._lead(t) for t in tiles)

    def _lay(self, tile: Any, k: int, tip: int, lengthwise: bool) -> tuple[int, int, int] | None:
        """``to``'s entry: ``tile`` on arm ``k`` whose tip is ``tip`` (lengthwise where ``lengthwise``)."""
        v, kind = tip % self.width, tip // self.width
        if not tile.has(v):
            return None
        shown = tile.other(v)
        crosswise = tile.is_double and not lengthwise
        was = (v, v + v, 0)[kind]
        return shown + self.width * crosswise, (shown + shown if crosswise else shown) - was, (
            self.lane[k][v] ^ self.lane[k][shown])

    def laid(self, table: CrossLayout) -> tuple[list[int], int, int]:
        """The tips of a laid ``table`` (as ``counted_total`` counts them), the arms' mask, the count."""
        w, placed, at, values, spinner = self.width, table.placed, table.tips, table.values, table.spinner
        tips, arms = [], 0
        for k in range(4):
            i, v = at[k], values[k]
            if i is None or v is None:
                tips.append(-1)
                continue
            if k >= 2 and i == spinner or k == 1 and i == 0 == at[0] and placed[0].tile.is_double:
                kind = 2  # (the spinner's own tip, or a double lead's east half while it lies alone)
            else:
                kind = 1 if placed[i].tile.is_double and placed[i].across else 0
            tips.append(v + w * kind)
            arms |= self.lane[k][v]
        return tips, arms, table.counted_total()

    def _lead(self, tile: Any) -> tuple[tuple[int, ...], int]:
        """``leads``' entry: the arms' tips (-1: no arm yet) and mask."""
        lane, a, b, w = self.lane, tile.low, tile.high, self.width
        if tile.is_double:  # four arms showing its number; its two halves counted once, on the west
            return (a + w, a + w + w, a + w + w, a + w + w), lane[0][a] | lane[1][a] | lane[2][a] | lane[3][a]
        return (a, b, -1, -1), lane[0][a] | lane[1][b]


_cross = functools.cache(_Cross)  # (by set, count and turn: what a _Cross depends on)
_plan = functools.lru_cache(maxsize=256)(_Plan)  # (by game, a value, and number of players)


def playout(game: Any, players: int, seed: int | None, bots: Sequence, match=None, keys: list | None = None) -> Any:
    """Deal ``game`` from ``seed`` (as ``game.deal`` does) and let ``bots`` play it to its end (as
    ``run_deal`` does); returns the finished state. ``supported(game, bots)`` must hold. (``keys``:
    see ``playout_random``.)"""
    pl = _plan(game, players)
    tb, above = pl.tb, pl.cross.above
    bit = tb.bit
    context = match.context if match is not None else {}
    held, masks, dealt, hands = cross_seeded.deal(pl, game, players, seed)
    if context.get("leader") is not None and pl.lead != "own":  # (the family's and Muggins': any tile)
        leader, lead_tiles, lead_mask = context["leader"], None, -1
    elif pl.lead == "order":
        leader, lead_tiles, lead_mask = kernel._first_holder(masks, pl.by_order, bit)
    elif pl.lead == "holder":
        leader, lead_tiles, lead_mask = kernel._first_holder(masks, pl.by_order, bit)[0], None, -1
    else:
        leader, lead_tiles = game.first_lead(hands, context)
        lead_mask = -1 if lead_tiles is None else sum(bit[tb.index[t]] for t in lead_tiles)
    boneyard = [(b >> above).bit_length() - 1 for b in dealt[players * pl.size:]]
    state = cross_seeded.fresh(pl, game, players, seed, dict(context), lead_tiles, leader)
    played = _play(pl, bots, held, boneyard, leader, lead_mask, keys)
    return state._done(pl, played, [h >> above for h in held], boneyard)


def playout_random(game: Any, players: int, seed: int | None, keys: list[int]) -> Any:
    """``playout(game, players, seed, [Random(s) for s in seats])``, the bots never made: each seat
    draws from the stream of key ``keys[i]`` (``kernel.playout_random``)."""
    return playout(game, players, seed, (), None, keys)


def random_dealer(game: Any, players: int) -> Callable[[int | None, list[int]], Any]:
    """``playout_random(game, players, seed, keys)`` as a function of ``seed`` and ``keys``, what
    depends only on the game looked up once (``dl.simulate`` asks once a chunk), played by the loop
    for fresh ``Random`` seats alone (``cross_seeded``), as the chain kernel's ``random_dealer``
    plays a line. ``supported(game, [Random()] * players)`` must hold."""
    pl = _plan(game, players)
    if pl.lead == "own":  # (a lead of its own, asked of the game with the dealt hands)
        return functools.partial(playout_random, game, players)
    return cross_seeded.dealer(pl, game, players)


def _play(pl: _Plan, bots: Sequence, held: list[int], boneyard: list[int], p: int, lead_mask: int,
          keys: list | None, laid: tuple | None = None, turn: tuple[int, int] = (0, 0)) -> tuple:
    """The loop: ``p`` leads (a tile of ``lead_mask``), or is to move on the cross ``laid``
    (``_Cross.laid``: a deal under way, ``turn`` its passes in a row and this turn's draws), and the
    deal is played to its end. Returns (reason, winner, last mover, passes, log, draws, passes made,
    score log).

    Each tile has four bits here, one per arm (``4 * tile + arm``; a hand in ``held`` has its plain
    mask above those, from bit ``_Cross.above``), and the arms are one mask, ``arms``, whose lane
    ``k`` holds the tiles arm ``k`` takes (the tiles showing its number). ``hand & arms`` is then
    every play of the hand at once, and its bits from the lowest are the engine's moves in the
    engine's order (by tile, the arms in order): their count is one ``bit_count`` and the r-th move
    is the r-th bit. The lengthwise doubles, listed after the plays in the same order, are the bits
    of the doubles among them."""
    tb, cross = pl.tb, pl.cross
    double, above = tb.double, cross.above
    tile_bits, doubles4, to, points = cross.held, cross.doubles4, cross.to, cross.points
    gone = cross.gone
    north, south = cross.lane[2], cross.lane[3]
    players = len(held)
    if keys is None:
        chooses = [b.choose for b in bots]
        bits_of: list[Any] = [b.rng.getrandbits if getattr(c, "__func__", None) is kernel._RANDOM_CHOOSE
                              and type(getattr(b, "rng", None)) is Stream else None for b, c in zip(bots, chooses)]
    else:  # every seat a Random bot never made: its stream (the last word taken, its unused bits, how many)
        chooses, bits_of = [kernel._NO_MOVES] * players, [True] * players
        words, buf, unused = [-1] * players, [0] * players, [0] * players
    until_playable = pl.draw == "until_playable"
    undrawable = pl.undrawable
    no_draw = pl.draw == "none" or len(boneyard) <= undrawable
    log: list[int] = []
    add = log.append
    score_log: list[tuple[int, int]] = []
    draws = passed = 0
    passes, drawn = turn
    after = (*range(1, players), 0)  # the next player's seat
    width = cross.width
    if laid is not None:  # a deal under way: the cross it shows
        tips, arms, total = laid
        spin, pending = tips[2] >= 0, tips[1] >= 2 * width  # (a double lead's east half not counted yet)
        extras = pl.lengthwise and spin
    else:  # the lead
        cands = kernel._indices(held[p] >> above & lead_mask)
        if len(cands) == 1:
            t = cands[0]
        elif cands and bits_of[p] is not None:  # a Random bot: below(n), drawn as it draws it
            n = len(cands)
            k = n.bit_length()
            r = n
            while r >= n:
                r = bits_of[p](k) if keys is None else kernel._draw(keys, words, buf, unused, p, k)
            t = cands[r]
        else:
            legal = [lead_play(tb.tiles[t]) for t in cands]
            t = cands[kernel._index(legal, chooses[p](None, legal), bots[p])]
        held[p] ^= tile_bits[t]
        add(p + 8 * (pl.lead_code + t))
        # the cross: each arm's tip (west, east, north, south; -1: no arm yet; _Cross), the mask of the
        # tiles each takes, the count, whether there is a spinner and whether a double lead still lies
        # alone along the line (its east half not counted yet)
        tips_, arms = cross.leads[t]
        tips = list(tips_)
        spin = pending = double[t]
        extras = pl.lengthwise and spin
        total = tb.lo[t] + tb.hi[t]
        if points[total]:
            score_log.append((p, points[total]))
        if not held[p]:
            return "out", p, p, 0, log, 0, 0, score_log
        p = after[p]
    while True:
        # -- p is to move: every play of the hand, each a bit ----------------------------------------
        fit = held[p] & arms
        if not fit:  # draw while the rule allows, else pass
            # (unless the play just made ended the deal: nobody holds a tile an arm takes and the
            # boneyard is shut. ChainState.blocked, asked after every play, is asked here, where it
            # can first hold: the next player, holding a tile an arm takes, would say it does not)
            if log:  # (else the deal began here, a position under way: its passes and draws so far)
                if no_draw and not sum(held) & arms:
                    return "fish", None, log[-1] & 7, 0, log, draws, passed, score_log
                passes = drawn = 0  # (a play was the last move: every turn of the loop ends with one)
            while True:
                while not no_draw and (until_playable or not drawn):
                    t = boneyard.pop()
                    held[p] |= tile_bits[t]
                    drawn += 1
                    draws += 1
                    add(p + _DRAW8)
                    no_draw = len(boneyard) <= undrawable
                    if tile_bits[t] & arms:
                        break
                fit = held[p] & arms
                if fit:
                    break
                passes += 1
                passed += 1
                add(p + _PASS8)
                if passes >= players:  # a full round of passes: nobody can move
                    return "fish", None, p, passes, log, draws, passed, score_log
                p = after[p]
                drawn = 0
                fit = held[p] & arms
                if fit:
                    break
        n = fit.bit_count()
        ext = fit & doubles4 if extras else 0
        if ext:
            lengthwise = ext.bit_count()
            n += lengthwise
        if n == 1:  # one move
            move = (fit.bit_length() - 1) << 1
        else:
            if keys is not None:  # (playout_random: the seat's stream kept here, getrandbits inlined)
                k = n.bit_length()
                w, u = buf[p], unused[p]
                while True:
                    if u < k:
                        i = words[p] = words[p] + 1
                        w, u = word(keys[p], i), 64
                    r = w & (1 << k) - 1
                    w >>= k
                    u -= k
                    if r < n:
                        break
                buf[p], unused[p] = w, u
            elif (bits := bits_of[p]) is not None:
                k = n.bit_length()
                r = bits(k)
                while r >= n:
                    r = bits(k)
            else:
                r = _asked(pl, chooses[p], bots, p, fit, ext, [tip % width if tip >= 0 else -1 for tip in tips])
            m, lw, part = fit, 0, n  # (the part of the list the r-th move is in: the plays, or the lengthwise)
            if ext:
                part = n - lengthwise
                if r >= part:  # past the plays: the doubles' plays again, lengthwise
                    r -= part
                    m, lw, part = ext, 1, lengthwise
            if r + r < part:  # the r-th bit from the lowest, or from the highest where that is nearer
                while r:
                    m &= m - 1
                    r -= 1
                move = ((m & -m).bit_length() - 1) << 1 | lw
            else:
                r = part - 1 - r
                at = m.bit_length() - 1
                while r:
                    m ^= 1 << at
                    at = m.bit_length() - 1
                    r -= 1
                move = at << 1 | lw
        # -- lay the tile of the play `move` (its bit in a hand << 1 | lengthwise) on its arm ---------
        k = move >> 1 & 3
        tip, more, change = to[move][tips[k]]
        tips[k] = tip
        arms ^= change
        total += more
        if pending and k < 2:  # a tile beside a double lead: its east half counts from now on
            pending = False
            if not k:
                tips[1] -= width  # (the double lead's tip: it counts both halves)
                total += tips[1] - width + tips[1] - width
        h = held[p] ^ gone[move]
        held[p] = h
        if not spin and double[move >> 3]:  # the first double: the spinner, north and south open on it
            v = tip - width  # (a double lying crosswise)
            tips[2] = tips[3] = v + width + width
            arms |= north[v] | south[v]
            spin = True
            extras = pl.lengthwise
        add(p + 8 * move)
        got = points[total]
        if got:
            score_log.append((p, got))
        if not h:
            return "out", p, p, 0, log, draws, passed, score_log
        p = after[p]


def _asked(pl: _Plan, choose: Any, bots: Sequence, p: int, fit: int, ext: int, shows: list[int]) -> int:
    """The place in the engine's list of the move bot ``p`` chooses, handed the engine's moves (the
    bits of ``fit``, then of ``ext``: see ``_play``), named where another open arm shows its number."""
    tiles = pl.tb.tiles
    legal: list[Move] = []
    for m, lengthwise in ((fit, False), (ext, True)):
        while m:
            b = m & -m
            m ^= b
            at = b.bit_length() - 1
            k = at & 3
            v = shows[k]
            play = _play_of(tiles[at >> 2], k, v, ARMS[k] if shows.count(v) > 1 else "")
            legal.append(_lengthwise(play) if lengthwise else play)
    return kernel._index(legal, choose(None, legal), bots[p])  # (by identity first, as State.play finds it)


def _replay(state: Any) -> tuple[list, CrossLayout]:
    """The history and the table of a deal the loop played, from its log: the engine's moves
    (``Play`` objects named as the engine names them, ``Lengthwise`` for a double laid so), laid on
    the game's cross as ``ChainState._lay`` and ``MugginsState.after_lay`` lay them."""
    game = state.game
    tiles = kernel._tables(game.set.n).tiles
    turn = isinstance(state, MugginsState)  # (MugginsState.after_lay turns a lengthwise double)
    lead = 8 * len(tiles)  # (see _Plan.lead_code)
    start, before = state._start
    table = game.new_layout() if start is None else _dup(start)
    tips, values = table.tips, table.values
    history: list[tuple[int, Move]] = list(before)
    for code in state._log:
        p, c = code & 7, code >> 3
        if c < 0:
            history.append((p, _DRAW if code - p == _DRAW8 else _PASS))
            continue
        if c >= lead:
            tile = tiles[c - lead]
            history.append((p, lead_play(tile)))
            table.place(tile, None)
            continue
        tile, k = tiles[c >> 3], c >> 1 & 3
        v = values[k]
        shown = [values[j] for j in range(4) if tips[j] is not None]
        move: Move = _play_of(tile, k, v, ARMS[k] if shown.count(v) > 1 else "")
        if c & 1:
            move = _lengthwise(move)  # type: ignore[arg-type]
        history.append((p, move))
        table.place(tile, k, v)
        if c & 1 and turn:
            table.lay_lengthwise(len(table.placed) - 1)
    return history, table


class _FromLog:
    """A deal finished by the loop: its fields as the engine leaves them, its table and history
    made from the loop's log the first time they are read."""

    private_fields = ("_log", "_tally", "_start")  # the loop's own record
    _start: tuple = (None, ())  # the table and history the loop started from (None: a fresh deal)
    _log: list[int]
    _tally: tuple[int, int, int]

    def _done(self, pl: _Plan, played: tuple, masks: list[int], boneyard: list[int]) -> Any:
        """Write what the loop left into the state's fields, the points scored in play, and score the deal."""
        reason, winner, p, passes, log, draws, passed, score_log = played
        tb = pl.tb
        d = self.__dict__  # (a deal the loop finished from a position: that position's fields)
        # who laid the last tile and the last one that is not a double, this turn's draws (a play's
        # code: its move, (4 * tile + arm) << 1 | lengthwise)
        last_player, last_single, turn_draws, began = kernel_view.log_tail(
            log, p, tb.double, pl.lead_code, 3, d.get("last_player"), d.get("last_single"))
        scored = d.get("scored") or [0] * len(pl.sides)
        side = pl.side
        for who, got in score_log:
            scored[side[who]] += got
        score_log = d["score_log"] + score_log if "score_log" in d else score_log
        d.update(drawn=turn_draws if began else d.get("drawn", 0) + turn_draws, hands=list(map(tb.to_set, masks)),
                 boneyard=list(map(tb.tiles.__getitem__, boneyard)), current=p, passes=passes,
                 last_player=last_player, last_single=last_single, scored=scored, score_log=score_log,
                 _log=log, _tally=(len(log), draws, passed))
        fisher = None if reason == "out" else p if passes < len(masks) else last_player
        self._end(reason, winner=winner, fisher=fisher, move=move_for_score(self))  # type: ignore[attr-defined]
        return self

    def _view(self, viewer):
        view = super()._view(viewer)  # type: ignore[misc]
        view.__class__ = self.game.StateClass  # type: ignore[attr-defined]  # a view has no integer log
        return view

    @property
    def first_player(self) -> int | None:
        before = self._start[1]
        return before[0][0] if before else self._log[0] & 7

    def move_tally(self) -> tuple[int, int, int]:
        # (moves made before the loop took over count too)
        return super().move_tally() if self._start[0] is not None else self._tally  # type: ignore[misc]

    def __repr__(self):  # it reads as the state the engine would have finished
        return f"<{type(self).__mro__[2].__name__} {self.to_text()}>"  # type: ignore[attr-defined]

    @functools.cached_property
    def history(self) -> list[tuple[int, Move]]:
        history, table = _replay(self)
        self.__dict__["table"] = table
        return history

    @functools.cached_property
    def table(self) -> CrossLayout:
        history, table = _replay(self)
        self.__dict__["history"] = history
        return table


class CrossOut(_FromLog, CountingState):  # type: ignore[misc, override]  # (table, history: made when read)
    """A counted deal on a cross finished by the loop: a ``CountingState`` in every respect."""


class MugginsOut(_FromLog, MugginsState):  # type: ignore[misc, override]  # (as CrossOut)
    """A Muggins deal (or one laid on its cross) finished by the loop: a ``MugginsState`` in every respect."""


fastpath.register(sys.modules[__name__], before=hooked_path)
