"""The counted cross's loop where every seat is a fresh ``Random`` bot known by its stream's key alone.

``counted_cross.random_dealer`` (``dl.simulate`` seating fresh ``Random`` bots) plays a fresh
deal on the cross with no bot object at all, as the chain kernel's ``random_dealer`` plays a line
(``games.chain.seeded``): each seat's choice is ``below(n)`` drawn from the seat's stream exactly
as ``Random.choose`` draws it, and the loop takes that move of the ``n`` it would have handed the
bot (the r-th bit of the hand's plays, then of its lengthwise doubles: ``counted_cross._play``).
This is ``counted_cross._play`` for that case alone: a fresh deal (the lead made once, before the
loop), no bot to ask, and each seat's stream kept as the seeded line keeps it (the counter of its
last word before the mix, its unused bits below a marker bit: ``seeded``'s constants and tables).
It draws the same bits in the same order, so it plays the same deal move for move;
``tests/test_counted_cross.py``, ``tests/test_design_dealers.py`` and ``tests/test_fingerprint.py``
check every row. The deal (``deal``: the chain kernel's shuffle, its words taken without a
``Stream``) and the new state (``fresh``) are ``counted_cross.playout``'s too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...streams import _GOLDEN, _MASK, key, mix, shuffle_words
from ..chain import kernel
from ..chain.seeded import _BITS, _DRAW8, _FULL, _NEXT, _PASS8, lead_of
from ..chance import SeededChance

__all__ = ["dealer", "deal", "fresh", "setup", "play_seeded"]


def dealer(pl: Any, game: Any, players: int) -> Callable[[int | None, list[int]], Any]:
    """``counted_cross.random_dealer`` where the lead is the family's or Muggins' (read on the dealt
    masks): a function of ``seed`` and ``keys`` that deals (``deal``) and plays (``play_seeded``).
    ``pl``: ``counted_cross._plan(game, players)``."""
    bit, above, bones, by_order, holder = pl.tb.bit, pl.cross.above, players * pl.size, pl.by_order, pl.lead == "holder"
    first_holder, tables, left = kernel._first_holder, setup(pl), bones < len(bit)  # (left: a boneyard)

    def one(seed: int | None, keys: list[int]) -> Any:
        held, masks, dealt, _ = deal(pl, game, players, seed)
        leader, lead_tiles, lead_mask = first_holder(masks, by_order, bit)
        if holder:  # (Muggins': the holder of the first tile of the order leads any tile)
            lead_tiles, lead_mask = None, -1  # type: ignore[assignment]
        boneyard = [(b >> above).bit_length() - 1 for b in dealt[bones:]] if left else []
        state = fresh(pl, game, players, seed, {}, lead_tiles, leader)
        played = play_seeded(tables, held, boneyard, leader, lead_mask, keys)
        return state._done(pl, played, [h >> above for h in held], boneyard)

    return one


def deal(pl: Any, game: Any, players: int, seed: int | None) -> tuple[list[int], list[int], list[int], Any]:
    """The deal, as the chain kernel's (``kernel._deal``: the same shuffle of the same stream, its
    words taken without a ``Stream``, and dealt again while the game's redeal rule says so), each
    tile dealt as the loop holds it (its four bits, its plain bit above them). Returns the hands as
    the loop holds them, their plain masks, the shuffled tiles and the hands as sets."""
    tb, size, above = pl.tb, pl.size, pl.cross.above
    cuts = range(0, players * size, size)
    k, taken = key(seed), 0
    for _ in range(1000):
        dealt = list(pl.cross.held)
        taken = shuffle_words(k, dealt, taken)  # (the same swaps whatever the list holds: the kernel's deal)
        held = [sum(dealt[a:a + size]) for a in cuts]
        masks = [h >> above for h in held]
        if not pl.check_redeal:
            return held, masks, dealt, kernel._DealtHands(tb, masks)
        hands = list(map(tb.to_set, masks))
        if game.redeal_reason(hands) is None:
            break
    return held, masks, dealt, hands


def fresh(pl: Any, game: Any, players: int, seed: int | None, context: dict, lead_tiles: Any, leader: int) -> Any:
    """A new deal's state (the game's ``_FromLog``), before its first move."""
    state: Any = object.__new__(pl.out)
    state.__dict__.update(game=game, players=players, sides=pl.sides, context=context, over=False, seed=seed,
                          chance=SeededChance(seed), _result=None, _legal=None, lead_tiles=lead_tiles, leader=leader)
    return state


def setup(pl: Any) -> tuple:
    """What ``play_seeded`` reads of the plan ``pl`` (``counted_cross._plan``), looked up once (a
    dealer's, once a chunk)."""
    tb, cross = pl.tb, pl.cross
    return (tb.double, tb.lo, tb.hi, cross.above, cross.held, cross.doubles4, cross.to, cross.points, cross.gone,
            cross.lane[2], cross.lane[3], cross.leads, cross.width, pl.draw == "until_playable", pl.draw == "none",
            pl.undrawable, pl.lengthwise, pl.lead_code)


def play_seeded(tables: tuple, held: list[int], boneyard: list[int], p: int, lead_mask: int, keys: list[int]) -> tuple:
    """``counted_cross._play(pl, (), held, boneyard, p, lead_mask, keys)`` (``tables``:
    ``setup(pl)``): a fresh deal led by ``p`` (any tile of ``lead_mask``) played to its end by the
    seats whose streams' keys are ``keys``; returns what ``_play`` returns."""
    (double, lo, hi, above, tile_bits, doubles4, to, points, gone, north, south, leads, width, until_playable, no_draw,
     undrawable, lengthwise_rule, lead_code) = tables
    players = len(held)
    no_draw = no_draw or len(boneyard) <= undrawable
    log: list[int] = []
    add = log.append
    score_log: list[tuple[int, int]] = []
    scores = score_log.append
    draws = passed = 0
    after = _NEXT[players]  # the next player's seat
    # each seat's stream (as seeded.play_seeded keeps it): its last word's counter before the mix, its
    # unused bits under a marker bit
    last = list(keys)
    state = [1] * players

    # -- the lead: any tile of the hand and of lead_mask, in order --------------------------------------
    t = lead_of(held[p] >> above & lead_mask, p, last, state).bit_length() - 1
    held[p] ^= tile_bits[t]
    add(p + 8 * (lead_code + t))
    # the cross: each arm's tip (west, east, north, south; -1: no arm yet; _Cross), the mask of the
    # tiles each takes, the count, whether there is a spinner and whether a double lead still lies
    # alone along the line (its east half not counted yet)
    tips_, arms = leads[t]
    tips = list(tips_)
    spin = pending = double[t]
    extras = lengthwise_rule and spin
    total = lo[t] + hi[t]
    if points[total]:
        scores((p, points[total]))
    if not held[p]:
        return "out", p, p, 0, log, 0, 0, score_log
    p = after[p]
    while True:
        # -- p is to move: every play of the hand, each a bit ----------------------------------------
        fit = held[p] & arms
        if not fit:  # draw while the rule allows, else pass (the deal over first if nobody can play: _play)
            if no_draw and not sum(held) & arms:
                return "fish", None, log[-1] & 7, 0, log, draws, passed, score_log
            passes = drawn = 0  # (a play was the last move)
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
        if extras:
            ext = fit & doubles4
            n = fit.bit_count() + ext.bit_count() if ext else fit.bit_count()
        else:
            ext = 0
            n = 1 if not fit & (fit - 1) else fit.bit_count()
        if n == 1:  # one move
            move = (fit.bit_length() - 1) << 1
        else:  # the seat's below(n)
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
            m, lw, part = fit, 0, n  # (the part of the list the r-th move is in: the plays, or the lengthwise)
            if ext:
                lengthwise = ext.bit_count()
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
            extras = lengthwise_rule
        add(p + 8 * move)
        got = points[total]
        if got:
            scores((p, got))
        if not h:
            return "out", p, p, 0, log, draws, passed, score_log
        p = after[p]
