"""Which Wagons deals are kept as integers, and their deals so played (``wagons_deal``).

The object engine lists Wagons' moves as ``Move`` objects from kept sets of tiles and kept plays
(``WagonsState._plays``, the trains table's ``ends`` and ``joined``) and asks every hook of the
family; a simulation needs none of it (2026-12-04: the engine alone plays Wagons at about half the
integer loop's speed, 0.46-0.50 x, and 0.38-0.39 x ``dominoes``). Its deal is kept as integers
(``wagons_deal.KeptWagons``: hands as bitmasks, each chain as the numbers along it, the moves in a
log), a state whose ``_legal_moves`` and ``_apply`` are Wagons' turn on those integers, and
``driver.run_deal`` plays it as it plays every state: the bots are handed the engine's own moves
and asked as the driver asks them (any bot that chooses from the legal moves alone), so they draw
the same random numbers and the deal is the engine's. There is no loop here: this module says
which games it takes (``supported``) and deals them (``playout``); a position part-way through is
the engine's (``finish_supported`` is always false).

The deal is ``game.deal``'s, the scoring the game's ``score_deal``; the table and history are made
on demand by the engine from the log (``logged.LoggedDeal``). A design of Wagons whose deal scoring
counts in play (``dl.design("wagons", deal_scoring="muggins")``) is kept so too: its chains are
counted after each tile as the trains table counts itself (``counted_wagons``). So is another chain
game laid on Wagons' trains (``dl.design("kozel", layout="wagons")``) whose other parts the state
calls rather than restates: its deal (``game.deal``, the base's ``_deal``: with three players no
shared lead, and the deal starts from whatever table it left), lead, scoring, teams and match, on a
state that is Wagons' or lays as the chain does under it (``counted_wagons.lays_as_chain``); a base
whose state acts in play (Fork's, Seven's, Blitz's turn and moves; Double-lock's and Muggins'
``after_lay``) is the engine's (``tests/test_wagons_designs.py``). So is one whose score reads what
the kept deal makes only when read (``_SCORE_MADE``: Sea Goat's reads the history, Milky Way's the
table): each deal would be played twice, kept and then replayed by the engine to make them, and
the engine alone plays those 1.4x faster. It is proved as every path is (``loops``), and
``tests/test_wagons_deal.py``, ``tests/test_design.py`` and ``tests/test_wagons_designs.py`` check
the deals and the designs:

>>> from domino_lab.games.chain.loops import plays_as_engine
>>> plays_as_engine(playout, "wagons", 4, 7)
True
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Sequence
from typing import Any

from ...driver import run_deal
from .. import fastpath
from .counted_wagons import counts_in_play, lays_as_chain
from .delegation import lookup, names_read_through
from .logged import finish, finish_supported
from .loops import supported_by
from .wagons import Wagons, WagonsState
from .wagons_deal import KeptWagons, deal

__all__ = ["supported", "finish_supported", "playout", "finish"]

# What the kept deal does itself (``wagons_deal``): these must be Wagons' own.
_GAME_HOOKS = ("new_layout", "extra_moves", "after_play", "touching_end", "fits", "end_accepts",
               "standard_matching", "chain_closes")
_STATE_HOOKS = ("_legal_moves", "_plays", "_apply", "_lay", "_laid", "_next_turn", "_can_draw", "blocked", "_end",
                "chain_closed", "can_play", "_boneyard_open", "_draw_tile", "play", "legal_moves")


#: What a finished kept deal makes from its log only when read (``logged.LoggedDeal``): a game
#: whose score reads one of these (read from its code, with the methods it calls) is the engine's.
_SCORE_MADE = frozenset({"table", "history", "placed"})

#: What a subclass (a design) may override: the kept deal calls these. The deal is ``game.deal``'s, so
#: the game's ``_deal`` is honoured too (a design's deal is its base's: with three players no shared
#: lead is laid, and the kept deal starts from whatever table the deal left).
_HONOURED = fastpath.DEALING | fastpath.SCORING | {"_deal"}


@functools.cache
def _game_supported(cls: type) -> bool:
    """Wagons, or a subclass that changes nothing the kept deal restates (``fastpath.plays_game``): a
    design laid on Wagons' trains whose other parts (deal, lead, scoring, teams, match) the kept
    deal honours by calling them, and (a check on that) that keeps Wagons' rules and state, but for a
    deal scoring that counts in play (``counted_wagons``)."""
    if not fastpath.plays_game(cls, (Wagons,), _HONOURED) or not issubclass(cls, Wagons):
        return False
    if not fastpath.keeps(cls, Wagons, _GAME_HOOKS):
        return False
    if _SCORE_MADE & names_read_through([lookup(cls, "score_deal"), lookup(cls, "hand_value")], cls):
        return False  # (its score reads what the log makes when read: see the module docstring)
    state = cls.StateClass
    game: type = cls  # (a plain type again: issubclass made it type[Wagons], not Hashable to mypy)
    if fastpath.keeps(state, WagonsState, _STATE_HOOKS):
        # a base's state under Wagons' (a design's): Wagons' _lay hands its plays on to it
        return lays_as_chain(state, WagonsState)
    # a design whose deal scoring counts in play: the counting family's _laid, which the kept deal restates
    return (fastpath.keeps(state, WagonsState, tuple(h for h in _STATE_HOOKS if h != "_laid"))
            and counts_in_play(game, WagonsState))


def playout(game: Any, players: int, seed: int | None, bots: Sequence, match: Any = None) -> KeptWagons:
    """Deal ``game`` from ``seed`` (``game.deal``), kept as integers (``wagons_deal.deal``), and let
    ``bots`` play it to its end by ``driver.run_deal``, as every state is played; returns the
    finished state (its table and history made from the log when read). ``supported(game, bots)``
    must hold."""
    state = deal(game, players, seed, match)
    run_deal(state, bots)
    return state


supported = supported_by(_game_supported)
fastpath.register(sys.modules[__name__])
