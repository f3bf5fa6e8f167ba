"""The chain family's turn on a plain line, on integers, written once: the loop every kept deal is played by.

A deal kept as integers (``played_out.PlayedOut``: hands as bitmasks, the line as its two open
numbers, one int a move in a log) is played to its end here, for bots that choose from the legal
moves alone: the lead (any tile of the hand and of the lead tiles), laying a tile, drawing while
the draw rule allows (Fork's draw too: ``draw_rule.fork_draw``), passing, going out, and the fish
(one ``&`` of the tiles still in hand against the suits the two ends take; with tiles left to
draw, a look at the boneyard too when a closed chain is a fish at once). The matching is the
game's own, tabulated once (``played_out.Matching``); who leads, when to deal again and how a
deal scores are the game's own code, called by the kernel with real tiles before and after.

The seats are of two kinds, and both are asked exactly as the driver's loop asks them, so that a
deal is the engine's, move for move (``tests/test_fingerprint.py``, ``tests/test_line_deal.py``,
``tests/test_line_loop.py``):

- **bot objects** (``PlayedOut._run_blind``, which ``driver.run_deal`` hands a kept deal to): a
  bot is asked ``choose(None, moves)`` where more than one move is legal, with the engine's own
  ``Play`` objects in the engine's order, a list of its own where it may change or keep it
  (``listed``); a move that is not one of those, or a hook
  that reads the tiles, hands the deal back to the engine (``_left_loop``), which goes on;
- **fresh ``Random`` seats known by their streams' keys alone** (``kernel.random_dealer``, for
  ``dl.simulate``): each seat's choice is ``below(n)`` drawn from its stream
  (``domino_lab.streams``) exactly as ``Random.choose`` draws it, no bot made and no move listed.
  Each seat's stream is kept in two lists: the counter of its last word before the mix (the key
  plus the word's number times the golden ratio) and its unused bits below a marker bit (``1 <<
  unused``), so that "fewer than ``k`` bits are left" is ``state >> k == 0``; the bits are drawn
  in the order ``Stream.getrandbits`` draws them.

A game's own ``after_play`` is called after every play the deal goes on after: one whose code
only reads (or keeps counts in the deal's context) on a view of the deal (``kernel_view``), any
other on the kept deal itself, its fields made the engine's at that moment. A deal may start from
any position (``kernel.kept``: ``driver.finish``), in the middle of a turn after draws or passes.
The engine's ``ChainState`` writes the same turn on objects, for every layout and for a person's
moves; the speed is why both exist (docs/speed.md).
"""

from __future__ import annotations

from typing import Any

from ...streams import _GOLDEN, _MASK, Stream, mix
from .draw_rule import draws_pass
from .kernel_view import log_tail
from .set_tables import _indices

__all__ = ["play_line", "lead_of", "listed"]

_NO_MOVES = Stream(0).below  # (a seat with no move at all: below(0), a ValueError; not reached from the kernel, which
# hands a deal whose leader can lead nothing to the driver: kernel._seeded)
_DRAW8, _PASS8 = -8, -16  # log codes of a draw and a pass (kernel's _DRAW8, _PASS8)
_FULL = 1 << 64  # a fresh word of 64 unused bits, below its marker bit
_NEXT = tuple((*range(1, n), 0) for n in range(9))  # _NEXT[players][p]: who moves after p (up to 8 seats: kernel)
_BITS = tuple((n.bit_length(), (1 << n.bit_length()) - 1) for n in range(381))  # below(n)'s bits a try, as a mask
# (n: up to two moves a tile of a double-18 set)


def play_line(tb: Any, mt: Any, game: Any, masks: list[int], boneyard: list[int], p: int, left: int, right: int,
              lead_mask: int, log: list[int], keys: list[int] | None, live: Any = None, bots: Any = None,
              turns: Any = None, own: Any = None, deal: Any = None, drawn: int = 0, passes: int = 0,
              single: int | None = None, copies: bool = True) -> tuple:
    """The deal from ``p``'s turn, the line showing ``left`` and ``right`` (-1: empty; the lead is
    then any tile of ``lead_mask``), ``p`` having drawn ``drawn`` tiles this turn after ``passes``
    passes in a row, played to its end; returns (reason, winner, last player, passes, log, draws,
    passes made), as ``PlayedOut._done`` reads them. The seats are the fresh ``Random`` bots whose
    streams' keys are ``keys`` (the loop draws their numbers itself), or the bot objects ``bots``
    (each asked ``choose(None, moves)`` where more than one move is legal, as the driver asks it:
    ``moves`` a list of its own where ``copies``, else the tuple kept in ``turns``, the table of the
    moves listed so far, ``_Rules.turns``, for bots that only read it: ``driver._reading``).
    ``live``: ``kernel_view.view_of``'s, where the game's own ``after_play`` only reads: called
    after each play the deal goes on after, with the engine's move, on a view of the deal, whose
    hands and boneyard are the finished deal's when it returns. ``own``: the game's ``after_play``
    that may change the deal, called on the kept deal ``deal`` itself, its fields made the
    engine's at that moment (``single``: who laid the last tile that is not a double before the
    loop). With ``bots``, the deal may leave the loop: a bot's move that is not one of those
    listed, or a hook that made the deal plain, returns ``("left", move)`` with ``deal``'s fields
    made the engine's (``_left_loop``): the engine goes on."""
    lo, hi, bit, double = tb.lo, tb.hi, tb.bit, tb.double
    suit, pair, after = mt.suit, mt.pair, mt.after
    players = len(masks)
    options = game.options
    draw_rule, undrawable = options.draw, options.undrawable
    closes = game.chain_closes and options.fish_when == "closed"  # a closed chain is a fish at once
    no_draw = draw_rule == "none" or len(boneyard) <= undrawable
    until_playable = draw_rule == "until_playable"
    restarts, turn_passes = draws_pass(game)  # (Fork's draw: draw_rule.fork_draw)
    in_hands = sum(masks)
    add = log.append  # one int per move: the player + 8 * what was done (played_out.PlayedOut.history)
    # each seat's stream: its last word's counter, before the mix (word i is mix(key + (i + 1) * golden): the
    # key itself while it has taken none), and its unused bits under a marker bit (1: none left)
    last = list(keys) if keys is not None else []
    state = [1] * players
    after_p = _NEXT[players]  # who moves after p
    draws = passed = 0
    lead_code = 16 * len(lo)
    plays, leads = mt.plays, mt.leads
    if live is not None:  # (see kernel_view: the view, the hook, the view's hands, each tile alone, its boneyard)
        view, after_play, held, alone, bones = live
    hooked = live is not None or own is not None
    choose = []  # (the bots' choose, looked up once a deal; none for seats known by their streams)
    if bots is not None:
        choose = [bot.choose for bot in bots]
        code_of, lead_of_id = mt.code_of, mt.lead_of
    was_l = was_r = -1  # (what the play was laid on: the engine's move for a hook)
    if left < 0:  # -- the lead: any tile of the hand and of lead_mask, in order ------------------------
        cands = masks[p] & lead_mask
        if bots is None:
            b = lead_of(cands, p, last, state)
        elif cands & (cands - 1):  # more than one: the bot's choice among them, in order
            move = choose[p](None, [leads[t] for t in _indices(cands)])
            t = lead_of_id.get(id(move), -1)
            if t < 0:  # (not one of those listed: the engine's checked road)
                return _left_loop(deal, p, -1, -1, drawn, passes, single, move)
            b = bit[t]
        elif cands:
            b = cands
        else:  # (no tile to lead: the engine says so)
            return _left_loop(deal, p, -1, -1, drawn, passes, single, None)
        t = b.bit_length() - 1
        left, right = lo[t], hi[t]
        code = lead_code + 8 * t
    else:  # a line laid already: p is to move
        b = 0
        open_ = pair[left][right]
        was_l, was_r = left, right
    while True:
        if b:  # -- lay the tile of bit b (left and right already show the line's new ends) ------------
            h = masks[p] ^ b
            masks[p] = h
            in_hands ^= b
            add(p + code)
            if not h:
                if live is not None:  # (the view's hands are the finished deal's: PlayedOut._done)
                    held[p].difference_update(alone[t])
                return "out", p, p, 0, log, draws, passed
            open_ = pair[left][right]
            if (no_draw or closes and left == right) and not in_hands & open_ and (
                    no_draw or not any(bit[b] & open_ for b in boneyard)):
                if live is not None:
                    held[p].difference_update(alone[t])
                return "fish", None, p, 0, log, draws, passed
            if hooked:
                if live is not None:  # the game's after_play (one that only reads) on the view: its fields now
                    held[p].difference_update(alone[t])  # (the tile leaves its hand, which holds its draws)
                    after_play(view, p, plays[code << 2 | (was_r if code & 8 else was_l)] if code < lead_code else
                               leads[t])
                    was_l, was_r = left, right  # (what the next play is laid on)
                else:  # one that may change the deal: on the deal itself, as ChainState._apply calls it
                    if not double[t]:
                        single = p
                    move = plays[code << 2 | (was_r if code & 8 else was_l)] if code < lead_code else leads[t]
                    was_l, was_r = left, right
                    d = deal.__dict__
                    # (its fields as the engine's then; the move in hand: logged, not yet in the history it is shown)
                    d.update(current=p, last_player=p, last_single=single, drawn=drawn, passes=0, _hooked=True)
                    legal = d.get("_legal")
                    own(game, deal, p, move)
                    deal._legal = legal  # (a hook that listed the mover's moves leaves no stale list for play())
                    if "_k" not in d:  # made plain by the hook (it read the tiles): the engine's from here, the
                        if not deal.over:  # move recorded as the engine records it (State.play)
                            deal._next_turn()
                        deal.history.append((p, move))
                        return "left", None
                    del d["_hooked"]
                    if deal.over:  # (it ended the deal itself)
                        return "left", None
                    # the turn and the passes read after the hook, which may have changed them (b = 0: kept
                    # as they are when the next player cannot play, not started again); no draw in the new turn
                    p, passes, drawn, b = d["current"], d["passes"], 0, 0
            p = after_p[p]
        # -- p is to move -----------------------------------------------------------------------------------
        fit = masks[p] & open_
        if not fit:  # draw while the rule allows, else pass
            if b:  # (a tile was just laid: a new turn; b is 0 for the turn a kept position starts in)
                passes = drawn = 0
            while True:
                while not no_draw and (until_playable or not drawn):
                    t = boneyard.pop()
                    if live is not None:  # (the view's hand and boneyard too)
                        held[p].update(alone[t])
                        bones.pop()
                    masks[p] |= bit[t]
                    in_hands |= bit[t]
                    drawn += 1
                    draws += 1
                    add(p + _DRAW8)
                    no_draw = len(boneyard) <= undrawable
                    if restarts:  # Fork's draw: the passes start again; with draw_passes the turn passes
                        passes = 0
                        if turn_passes:
                            p = after_p[p]
                            drawn = 0
                    fit = masks[p] & open_
                    if fit:
                        break
                if fit:
                    break
                passes += 1
                passed += 1
                add(p + _PASS8)
                if passes >= players:  # a full round of passes: nobody can move
                    return "fish", None, p, passes, log, draws, passed
                p = after_p[p]
                drawn = 0
                fit = masks[p] & open_
                if fit:
                    break
        # the legal moves: on the left end the tiles of suit[left]; on the right, where it shows
        # another number, those of suit[right] (a tile may fit both: two moves in a row)
        on_left = fit & suit[left]
        twice = on_left & suit[right] if left != right else 0
        if not (fit & (fit - 1) or twice):  # one move: the one tile, where it fits (nobody is asked)
            b = fit
            end = not on_left
        elif choose:  # the bot's choice among the moves the engine lists (listed)
            key = fit << 10 | left << 5 | right
            turn = turns.get(key)
            if turn is None:
                turn = listed(turns, key, mt, fit, left, right)
            move = choose[p](None, list(turn) if copies else turn)  # (a list of its own, as the engine's)
            c = code_of.get(id(move), -1)
            if c < 0:  # (not one of those listed: the engine's checked road; a turn begun by a play: none drawn)
                if b and log[-1] >= 0:
                    passes = drawn = 0
                return _left_loop(deal, p, left, right, drawn, passes, single, move)
            b = bit[c >> 1]
            end = c & 1
        else:  # the seat's below(n), the r-th of the list
            n = fit.bit_count() + twice.bit_count() if twice else fit.bit_count()
            k, low = _BITS[n]
            s = state[p]
            while True:
                if not s >> k:  # fewer than k bits left: the next word (a call once a word, not a move)
                    last[p] = z = (last[p] + _GOLDEN) & _MASK
                    s = mix(z) | _FULL
                r = s & low
                s >>= k
                if r < n:
                    break
            state[p] = s
            m = fit
            if not twice:  # one move a tile: the r-th tile, on the end it fits
                while r:
                    m &= m - 1
                    r -= 1
                b = m & -m
                end = not on_left & b
            else:  # by tile, the left end before the right
                while True:
                    b = m & -m
                    if on_left & b:
                        if not r:
                            end = False
                            break
                        r -= 1
                    if twice & b or not on_left & b:
                        if not r:
                            end = True
                            break
                        r -= 1
                    m ^= b
        t = b.bit_length() - 1
        if end:
            right = after[t][right]
            code = 16 * t + 8
        else:
            left = after[t][left]
            code = 16 * t


def lead_of(cands: int, p: int, last: list[int], state: list[int]) -> int:
    """The tile a fresh ``Random`` seat ``p`` leads among those of ``cands`` (a mask, in order), as
    its bit: the r-th, ``r`` its ``below(n)`` drawn from its stream as the loop keeps it (``last``,
    ``state``: see ``play_line``), as ``Random.choose`` draws it. Asked once a deal; the loop draws
    the moves after it inline, the same way (a call a move would cost the loop about a tenth)."""
    if not cands:
        _NO_MOVES(0)  # (Random's below(0): a ValueError)
    if cands & (cands - 1):  # more than one: the seat's below(n), the r-th tile
        n = cands.bit_count()
        k, low = _BITS[n]
        s = state[p]
        while True:
            if not s >> k:  # fewer than k bits left: the next word (streams.word, from the counter kept)
                last[p] = z = (last[p] + _GOLDEN) & _MASK
                s = mix(z) | _FULL
            r = s & low
            s >>= k
            if r < n:
                break
        state[p] = s
        while r:
            cands &= cands - 1
            r -= 1
    return cands & -cands


def listed(turns: dict, key: int, mt: Any, fit: int, left: int, right: int) -> tuple:
    """The moves of a hand whose tiles ``fit`` fit a line showing ``left`` and ``right`` (``key``:
    all three), made once and kept in ``turns`` (``_Rules.turns``; a long run starts the table
    again, a megabyte or two at most: a hand's fitting tiles vary so that keeping more gains a
    few per cent at most)."""
    if len(turns) > 10_000:
        turns.clear()
    turn = turns[key] = _turn(mt, fit, left, right)
    return turn


def _turn(mt: Any, fit: int, left: int, right: int) -> tuple:
    """The plays of the tiles of ``fit`` on a line showing ``left`` and ``right``, as the engine lists
    them: by tile, the left end before the right; one move for a tile on ends showing the same number."""
    plays = mt.plays
    on_left = fit & mt.suit[left]
    on_right = fit & mt.suit[right] if left != right else 0
    out = []
    while fit:
        b = fit & -fit
        t = b.bit_length() - 1
        if on_left & b:
            out.append(plays[2 * t << 5 | left])
        if on_right & b:
            out.append(plays[(2 * t + 1) << 5 | right])
        fit ^= b
    return tuple(out)


def _left_loop(deal: Any, p: int, left: int, right: int, drawn: int, passes: int, single: int | None,
               move: Any) -> tuple:
    """The kept deal ``deal`` as the engine's state would be with ``p`` to move, the line showing
    ``left`` and ``right``, where the loop leaves it (a bot's move not listed, in hand: ``move``;
    or no tile to lead): its fields the loop kept in hand written back. Returns ``("left", move)``."""
    d = deal.__dict__
    tb = d["_k"].tb
    log = d["_log"]
    last_player, last_single, _, _ = log_tail(log, p, tb.double, 2 * len(tb.tiles), 1, d["last_player"],
                                              d["last_single"] if single is None else single)
    d.update(current=p, drawn=drawn, passes=passes, last_player=last_player, last_single=last_single, _left=left,
             _right=right)
    return "left", move
