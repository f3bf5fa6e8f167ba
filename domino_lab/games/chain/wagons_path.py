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
which games it takes (``takes``) and deals them (``deal``; ``games.kept`` is where the package
asks); a position part-way through is the engine's.

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
the engine alone plays those 1.4x faster. ``tests/test_wagons_deal.py``, ``tests/test_design.py``
and ``tests/test_wagons_designs.py`` check the deals and the designs:

>>> import domino_lab as dl
>>> from domino_lab.driver import run_deal
>>> game = dl.game("wagons")
>>> fast = run_deal(deal(game, 4, 7), [dl.bots.Random(k) for k in range(4)])
>>> slow = run_deal(game.deal(4, 7), [dl.bots.Random(k) for k in range(4)])
>>> type(fast).__name__, fast.to_text() == slow.to_text() and fast.history == slow.history
('PlayedWagons', True)
"""

from __future__ import annotations

import functools
from typing import Any

from ...seeds import as_seed
from ..chance import SeededChance
from ..overrides import DEALING, SCORING, keeps, plays_game
from . import kernel, wagons  # (kernel: the chain family's deal on bitmasks)
from .counted_wagons import counts_in_play, lays_as_chain
from .delegation import lookup, names_read_through
from .logged import adopt, played_class
from .wagons import Wagons, WagonsState
from .wagons_deal import KeptWagons, PlayedWagons, rules

__all__ = ["takes", "deal"]

# What the kept deal does itself (``wagons_deal``): these must be Wagons' own.
_GAME_HOOKS = ("new_layout", "extra_moves", "after_play", "touching_end", "fits", "end_accepts",
               "standard_matching", "chain_closes")
_STATE_HOOKS = ("_legal_moves", "_plays", "_apply", "_lay", "_laid", "_next_turn", "_can_draw", "blocked", "_end",
                "chain_closed", "can_play", "_boneyard_open", "_draw_tile", "play", "legal_moves")


#: What a finished kept deal makes from its log only when read (``logged.LoggedDeal``), and its tally
#: (the log's, with the move that ended the deal, which the engine records only once the deal is
#: scored): a game whose score reads one of these (read from its code, with the methods it calls) is the engine's.
_SCORE_MADE = frozenset({"table", "history", "placed", "move_tally"})

#: What a subclass (a design) may override: the kept deal calls these. The deal is ``game.deal``'s, so
#: the game's ``_deal`` is honoured too (a design's deal is its base's: with three players no shared
#: lead is laid, and the kept deal starts from whatever table the deal left).
_HONOURED = DEALING | SCORING | {"_deal"}


@functools.cache
def _game_supported(cls: type) -> bool:
    """Wagons, or a subclass that changes nothing the kept deal restates (``overrides.plays_game``): a
    design laid on Wagons' trains whose other parts (deal, lead, scoring, teams, match) the kept
    deal honours by calling them, and (a check on that) that keeps Wagons' rules and state, but for a
    deal scoring that counts in play (``counted_wagons``)."""
    if not plays_game(cls, (Wagons,), _HONOURED) or not issubclass(cls, Wagons):
        return False
    if not keeps(cls, Wagons, _GAME_HOOKS):
        return False
    if _SCORE_MADE & names_read_through([lookup(cls, "score_deal"), lookup(cls, "hand_value")], cls):
        return False  # (its score reads what the log makes when read: see the module docstring)
    state = cls.StateClass
    game: type = cls  # (a plain type again: issubclass made it type[Wagons], not Hashable to mypy)
    if keeps(state, WagonsState, _STATE_HOOKS):
        # a base's state under Wagons' (a design's): Wagons' _lay hands its plays on to it
        return lays_as_chain(state, WagonsState)
    # a design whose deal scoring counts in play: the counting family's _laid, which the kept deal restates
    return (keeps(state, WagonsState, tuple(h for h in _STATE_HOOKS if h != "_laid"))
            and counts_in_play(game, WagonsState))


def deal(game: Any, players: int, seed: int | None, match: Any = None) -> Any:
    """``game.deal(players, seed, match)``, the deal kept as integers (a ``KeptWagons`` of the game's
    state class, ``logged.played_class``). ``takes(game, players)`` must hold. A deal from no seed (the
    system's randomness) is the engine's plain state: its table and history could not be made again
    from its seed; so is one whose lead rule kept the hands it was shown (``kernel._kept_hands``: the
    deal goes on with those very sets)."""
    cls: type = type(game)  # (as a plain type: mypy checks type[Game] against Hashable as if an instance)
    if seed is None:
        return game.deal(players, seed, match=match)
    if players != 3 and _family_deal(cls):
        return _dealt_on_masks(game, players, seed, match)
    dealt = game.deal(players, seed, match=match)
    if kernel._kept_hands(dealt.context, dealt.hands):  # (a lead rule of its own kept them: the engine's deal)
        return dealt
    plain: type = type(dealt)  # (as a plain type: mypy checks type[State] against Hashable as if an instance)
    state: KeptWagons = adopt(dealt, played_class(PlayedWagons, plain))
    k = rules(game, players)
    d = state.__dict__
    tb, rank = k.tb, k.rank
    masks = [sum(tb.bit[rank[t.id]] for t in hand) for hand in d.pop("hands")]
    lay = d.pop("table")  # (empty, or the shared lead with three players)
    lead_tiles = state.lead_tiles
    d.pop("history")
    d.update(_k=k, _masks=masks, _bones=[rank[t.id] for t in d.pop("boneyard")], _in=sum(masks),
             _chains=[[c[0][0]] + [b for _, b in c] for c in lay.chains], _owners=list(lay.owners),
             _names=[0 if name == "main" else int(name[5:]) for name in lay.names], _next=lay.next_train,
             _lead=lay.lead, _log=[], _was=plain,
             _lead_mask=-1 if lead_tiles is None else sum(tb.bit[rank[t.id]] for t in lead_tiles), _tabs=[], _unc=0)
    state._tables_again(k, 0, bool(lay.chains))
    return state


#: What deals a Wagons deal (``Game.deal``, ``ChainGame._deal`` and what it asks): where a game keeps
#: all of these, its deal is the chain family's, read on bitmasks by the chain kernel (``_dealt_on_masks``).
_DEALING = ("deal", "_deal", "deal_hands", "shuffle", "hand_size", "hand_sizes", "redeal_reason", "first_lead",
            "lead_order", "check_players", "check_context", "new_layout", "StateClass")


@functools.cache
def _family_deal(cls: type) -> bool:
    """Whether ``cls`` deals as Wagons does (its own hooks: ``_DEALING``) on Wagons' own state."""
    return issubclass(cls, wagons.Wagons) and all(getattr(cls, name) is getattr(wagons.Wagons, name)
                                                  for name in _DEALING)


def _dealt_on_masks(game: Any, players: int, seed: int, match: Any) -> KeptWagons:
    """``deal`` for a game that deals as Wagons does and a number of players other than three, where
    ``Wagons._deal`` is ``ChainGame._deal`` (three players lay the shared lead): the chain kernel's
    deal, the same shuffle of the same stream read as bitmasks (``kernel._deal``), and the family's
    lead read on them (``kernel._first_holder``), where the match names no leader."""
    seed = as_seed(seed)  # type: ignore[assignment]  # (as game.deal reads it: an int)
    plan = kernel._plan(game, players)
    assert plan is not None  # (Wagons' own matching, which the kernel tables)
    tb, size, sides, by_order = plan[0], plan[2], plan[4], plan[5]
    context = {}
    if match is not None:
        game.check_context(match.context, players)
        context = match.context
    masks, dealt, hands = kernel._deal(game, plan, players, seed)
    if by_order is None or context.get("leader") is not None:
        leader, lead_tiles = game.first_lead(hands, context)
        lead_mask = -1 if lead_tiles is None else sum(tb.bit[tb.index[t]] for t in lead_tiles)
    else:
        leader, lead_tiles, lead_mask = kernel._first_holder(masks, by_order, tb.bit)
    state: KeptWagons = object.__new__(PlayedWagons)
    k = rules(game, players)
    state.__dict__.update(
        game=game, players=players, sides=sides, context=dict(context), over=False, seed=seed,
        chance=SeededChance(seed), _result=None, _legal=None, lead_tiles=lead_tiles, leader=leader, current=leader,
        drawn=0, passes=0, last_player=None, last_single=None, _dealt=(players, seed, dict(context)),
        _k=k, _masks=masks, _bones=[b.bit_length() - 1 for b in dealt[players * size:]], _in=sum(masks), _chains=[],
        _owners=[], _names=[], _next=1, _lead=0, _log=[], _was=wagons.WagonsState, _lead_mask=lead_mask, _tabs=[],
        _unc=0)
    return state


def takes(game: Any, players: int) -> bool:
    """Whether ``deal`` deals ``game`` as the engine would, kept as integers (Wagons, or a design
    on its trains, whose rules the kept deal plays: ``_game_supported``)."""
    cls: type = type(game)  # (as a plain type: mypy checks type[Game] against Hashable as if an instance)
    return _game_supported(cls)
