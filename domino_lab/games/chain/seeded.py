"""The chain kernel's loop where every seat is a fresh ``Random`` bot known by its stream's key alone.

``kernel.random_dealer`` (``dl.simulate`` seating fresh ``Random`` bots) plays a fresh deal with
no bot object at all: each seat's choice is ``below(n)`` drawn from the seat's stream
(``domino_lab.streams``) exactly as ``Random.choose`` draws it on its ``Stream``, and the loop
takes that move of the ``n`` it would have handed the bot (by tile, the left end before the
right). This is ``played_out.PlayedOut``'s turn for that case alone, as one loop: the lead made once
before the loop (a fresh deal starts on an empty line), no bot to ask, an ``after_play`` of
the game's own that only reads called on a view (``kernel_view``), and each seat's
stream kept in two lists: the
counter of its last word before the mix (the key plus the word's number times the golden ratio)
and its unused bits below a marker bit (``1 << unused``), so that "fewer than ``k`` bits are left" is
``state >> k == 0``. It draws the same bits in the same order as ``Stream.getrandbits`` (a word's
bits from its low end; a word with fewer than ``k`` left is dropped), so it plays the same deal
move for move; ``tests/test_fingerprint.py`` and ``tests/test_sim*.py`` check every row.
"""

from __future__ import annotations

from typing import Any

from ...streams import _GOLDEN, _MASK, Stream, mix
from .draw_rule import draws_pass

__all__ = ["play_seeded", "lead_of"]

_NO_MOVES = Stream(0).below  # (a seat with no move at all: below(0), a ValueError; not reached from the kernel, which
# hands a deal whose leader can lead nothing to the driver: kernel._seeded)
_DRAW8, _PASS8 = -8, -16  # log codes of a draw and a pass (kernel's _DRAW8, _PASS8)
_FULL = 1 << 64  # a fresh word of 64 unused bits, below its marker bit
_NEXT = tuple((*range(1, n), 0) for n in range(9))  # _NEXT[players][p]: who moves after p (up to 8 seats: kernel)
_BITS = tuple((n.bit_length(), (1 << n.bit_length()) - 1) for n in range(381))  # below(n)'s bits a try, as a mask
# (n: up to two moves a tile of a double-18 set)


def play_seeded(tb: Any, mt: Any, game: Any, masks: list[int], boneyard: list[int], p: int, lead_mask: int,
                log: list[int], keys: list[int], live: Any = None) -> tuple:
    """A fresh deal led by ``p`` (any tile of ``lead_mask``) played to its end by the seats whose
    streams' keys are ``keys``; returns (reason, winner, last player, passes, log, draws, passes made),
    as ``PlayedOut._done`` reads them. ``live``: ``kernel_view.view_of``'s, where the game's own
    ``after_play`` only reads: it is called after each play the deal goes on after, with the engine's
    move, on a view of the deal (as ``PlayedOut._apply`` calls it), whose hands and boneyard are the
    finished deal's when it returns."""
    lo, hi, bit = tb.lo, tb.hi, tb.bit
    suit, pair, after = mt.suit, mt.pair, mt.after
    players = len(masks)
    options = game.options
    draw_rule, undrawable = options.draw, options.undrawable
    closes = game.chain_closes and options.fish_when == "closed"  # a closed chain is a fish at once
    no_draw = draw_rule == "none" or len(boneyard) <= undrawable
    until_playable = draw_rule == "until_playable"
    restarts, turn_passes = draws_pass(game)  # (Fork's draw: draw_rule.fork_draw)
    in_hands = sum(masks)
    add = log.append  # one int per move: the player + 8 * what was done (kernel.PlayedOut.history)
    # each seat's stream: its last word's counter, before the mix (word i is mix(key + (i + 1) * golden): the
    # key itself while it has taken none), and its unused bits under a marker bit (1: none left)
    last = list(keys)
    state = [1] * players
    after_p = _NEXT[players]  # who moves after p
    draws = passed = 0
    if live is not None:  # (see kernel_view: the view, the hook, the view's hands, each tile alone, its boneyard)
        view, after_play, held, alone, bones = live
        plays, leads = mt.plays, mt.leads

    # -- the lead: any tile of the hand and of lead_mask, in order ------------------------------------
    b = lead_of(masks[p] & lead_mask, p, last, state)
    t = b.bit_length() - 1
    left, right = lo[t], hi[t]
    lead_code = 16 * len(lo)
    code = lead_code + 8 * t
    was_l = was_r = -1
    while True:
        # -- lay the tile of bit b (left and right already show the line's new ends) -------------------
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
        if live is not None:  # the game's after_play (one that only reads) on the view: its fields now
            held[p].difference_update(alone[t])  # (the tile leaves its hand, which holds its draws)
            after_play(view, p, plays[code << 2 | (was_r if code & 8 else was_l)] if code < lead_code else leads[t])
            was_l, was_r = left, right  # (what the next play is laid on)
        p = after_p[p]
        # -- p is to move -------------------------------------------------------------------------------
        fit = masks[p] & open_
        if not fit:  # draw while the rule allows, else pass
            passes = drawn = 0  # (the last move laid a tile)
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
        if fit & (fit - 1) or twice:  # more than one move: the seat's below(n), the r-th of the list
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
        else:  # one move: the one tile, where it fits
            b = fit
            end = not on_left
        t = b.bit_length() - 1
        if end:
            right = after[t][right]
            code = 16 * t + 8
        else:
            left = after[t][left]
            code = 16 * t


def lead_of(cands: int, p: int, last: list[int], state: list[int]) -> int:
    """The tile a fresh ``Random`` seat ``p`` leads among those of ``cands`` (a mask, in order), as
    its bit: the r-th, ``r`` its ``below(n)`` drawn from its stream as the loops keep it (``last``,
    ``state``: see ``play_seeded``), as ``Random.choose`` draws it. Asked once a deal; the loops draw
    the moves after it inline."""
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
