"""Which chain games keep their deals as integers, and their deals so dealt and finished.

The chain family's deal on integers is ``played_out.PlayedOut``: a ``ChainState`` whose hands are
bitmasks, whose line is its two open numbers and whose moves are one int each in a log; the
family's turn on those integers (the lead, laying, drawing, passing, the fish) is written once, in
``line_loop.play_line``, which ``driver.run_deal`` hands such a deal to for bots that choose from
the legal moves alone (``PlayedOut._run_blind``); there is no loop here. This module says which
games it may hold (``takes``: the engine's hooks are the
family's own, or ones it calls itself: equal pips or the game's ``fits`` tabulated on a two-ended
line, one tile a turn, no game-specific moves, an ``after_play`` of the game's own called on a view
of the deal if its code only reads, ``kernel_view``, else on the deal itself) and deals them:
``deal`` deals ``game`` as ``game.deal`` does (the same shuffle of the same stream, read as
bitmasks: ``_deal``; the family's lead read on the masks); ``kept`` keeps any position of such a
game so, to be played on. ``games.kept`` is where the package asks. Who leads where the game has
its own rule, when to deal again and how a deal scores are still the game's own code, called with
real tiles, and the finished deal is a genuine state of the game's own class that the game scores
with ``score_deal``.

Bots are asked as the driver asks them, so they draw the same random numbers and the deal is the
engine's, move for move. For ``dl.simulate``'s fresh ``Random`` seats, known by their streams'
keys alone, ``random_dealer`` plays the deal with the same loop, which draws each seat's
``below(n)`` itself and never lists the moves. ``tests/test_fingerprint.py`` (every game, every
option variant: the deals hashed against those stored before, and full-state comparisons against
the driver's checked loop) checks every move, position and score.

>>> import domino_lab as dl
>>> from domino_lab.match import run_deal
>>> game = dl.game("kozel")
>>> fast = run_deal(deal(game, 4, 7), [dl.bots.Random(k) for k in range(4)])
>>> slow = run_deal(game.deal(4, 7), [dl.bots.Random(k) for k in range(4)])
>>> type(fast).__name__, fast.result() == slow.result() and fast.to_text() == slow.to_text()
('PlayedOut', True)
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...errors import SetupError
from ...seeds import as_seed
from ...streams import key, shuffle_words
from ...table import LineLayout
from ...tiles import Tile
from ..base import State, _dup
from ..chance import SeededChance
from ..overrides import plays_all
from ..state import GameRules
from .base import ChainGame, ChainState
from .delegation import passed_on, reads_only
from .draw_rule import fork_draw
from .kernel_view import _DealtHands, view_of
from .leads import _lead_order_of
from .line_loop import play_line
from .played_out import PlayedOut, matching, out_of, rules
from .set_tables import _tables

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from ..game import MatchContext

#: What a game may override and still be played here: the loop calls these itself, with the deal's
#: real tiles and state (dealing, leading, scoring), or reads them from a table made once per game
#: (``fits`` and ``touching_end``: see ``played_out.Matching``), and an ``after_play`` that only hands its
#: arguments on or only reads (``_reads_after``). Anything else a game or its state class
#: overrides below the family's (``overrides.plays_all``) leaves the deal to the engine.
HONOURED = frozenset({"hand_size", "redeal_reason", "first_lead", "lead_order", "sides", "score_deal", "hand_value",
                      "side_values", "check_players", "fits", "touching_end"})
_FROM_LOG = frozenset({"current", "last_player", "last_single", "drawn"})  # (a PlayView reads these from the log)


def takes(game: GameRules, players: int) -> bool:
    """Whether ``deal`` deals ``game`` for ``players`` as the engine would, kept as integers: a chain
    game on the family's state and line whose overrides the turn honours (``HONOURED``), for fewer
    than 8 players (3 bits a seat in the log)."""
    cls: type = type(game)  # (as a plain type: mypy checks type[Game] against Hashable as if an instance)
    return players < 8 and _game_supported(cls)


def takes_position(state: State) -> bool:
    """Whether ``kept`` keeps ``state`` as the engine would play it on: as ``takes``, the deal
    draws with its own chance (the boneyard's top tile), and the game's matching is tabled (``_plan``)."""
    return (type(state.chance) is SeededChance and takes(state.game, state.players)
            and _plan(state.game, state.players) is not None)  # type: ignore[arg-type]  # (takes: a chain game)


@functools.cache
def _game_supported(cls: type) -> bool:
    """A chain game on ``ChainState`` itself, or on a state whose only rule of its own is a draw
    rule the loop knows (Fork's draw: ``_on_fork_state``), whose every override is one the loop honours."""
    state = getattr(cls, "StateClass", None)
    if state is ChainState:  # (its after_play, whatever it does, is called: on a view if it only reads, else on it)
        return issubclass(cls, ChainGame) and plays_all(cls, ChainGame, HONOURED | {"after_play"})
    return (issubclass(cls, ChainGame) and _on_fork_state(state)
            and plays_all(cls, ChainGame, HONOURED | passed_on(cls, ChainGame, ("after_play",))))


def _on_fork_state(state: Any) -> bool:
    """A state class whose only rule below the family's is Fork's draw (``draw_rule.fork_draw``): the
    loop finishes its deals in that class (``played_out.out_class``)."""
    return fork_draw(state) is True and plays_all(state, ChainState, frozenset({"_apply"}))


@functools.cache
def _writes_after(cls: type) -> bool:
    """Whether ``cls`` has an ``after_play`` of its own that may change the deal (not one that hands
    its arguments on, nor one that only reads): called on the deal itself (``line_loop.play_line``),
    which hands the deal back to the engine once the hook reads its tiles, with the bots that play it
    (``random_dealer`` leaves such a game's seats to be made)."""
    own = issubclass(cls, ChainGame) and cls.after_play is not ChainGame.after_play
    return own and not passed_on(cls, ChainGame, ("after_play",)) and not _reads_after(cls)


@functools.cache
def _reads_after(cls: type) -> bool:
    """Whether ``cls`` has an ``after_play`` of its own whose code only reads, or keeps counts in the
    deal's ``context`` besides (``delegation.reads_only``): the loop calls it after every play that
    does not end the deal, on a view of the deal (``kernel_view.PlayView``) whose ``context`` is the
    deal's own dict."""
    own = issubclass(cls, ChainGame) and cls.after_play is not ChainGame.after_play
    return own and not passed_on(cls, ChainGame, ("after_play",)) and reads_only(cls, "after_play", ChainGame, True)


@functools.lru_cache(maxsize=256)
def _plan(game: ChainGame, players: int) -> tuple | None:
    """What depends only on the game (its class and options: games are values) and the number of
    players: the tables, the game's matching, the hand size, whether a redeal rule must look, the
    sides. ``None`` where the game's matching cannot be tabled (``played_out.Matching``): its own
    ``fits`` or ``touching_end`` fails on some tile and number, which the engine asks only of the
    plays it meets (and refuses when one is made), so its deals are the engine's."""
    players = game.check_players(players)
    tb = _tables(game.set.n)
    try:
        mt = matching(game)
    except Exception:  # (the game's own rules, asked of every tile and number: see above)
        return None
    # the family's own first_lead (lead_by_order on the game's lead_order): its order as tile indices and
    # each tile's lead as the frozenset first_lead gives, for the loop to read on the dealt masks (a tile of
    # the order outside the set, which no hand holds, passed over as lead_by_order passes it)
    by_order = None
    if type(game).first_lead is ChainGame.first_lead:
        by_order = tuple((tb.index[t], frozenset([t])) for t in _lead_order_of(game) if t in tb.index)
    return (tb, mt, game.hand_size(players), type(game).redeal_reason is not ChainGame.redeal_reason,
            game.sides(players), by_order)


def deal(game: ChainGame, players: int, seed: int | None, match: MatchContext | None = None,
         out: Any = None) -> PlayedOut:
    """``game.deal(players, seed, match)``, the deal kept as integers (``played_out.PlayedOut``: of
    class ``out`` where given). ``takes(game, players)`` must hold. A deal whose lead rule kept the
    hands it was shown (``_kept_hands``) is the engine's plain state from its first move, with those
    very hands (made plain at once: ``PlayedOut._demote``); so is a deal of a game whose matching
    cannot be tabled (``_plan``: ``game.deal``'s own)."""
    dealt = _dealt(game, players, seed, match, out)
    if dealt is None:
        return game.deal(players, seed, match=match)  # type: ignore[return-value]  # (the engine's state)
    state: PlayedOut
    state, masks, boneyard, lead_mask, hands, keeps = dealt
    cls: Any = type(game)
    reads = _reads_after(cls)
    tb = _tables(game.set.n)
    live = None
    if reads or keeps:
        live = view_of(game, tb, masks, boneyard, state.__dict__, None, [], state._log, dealt=hands)
    state._go(rules(game, _writes_after(cls)), masks, boneyard, -1, -1, lead_mask, live)
    if keeps:  # (a lead rule kept the hands: the engine's plain state from the first move, with those hands)
        state._demote()
    return state


def _dealt(game: ChainGame, players: int, seed: int | None, match: MatchContext | None, out: Any) -> tuple | None:
    """The deal's fresh state (no move made: ``_fresh``), the hands' masks, the boneyard, the lead's
    mask, the hands as the lead rule read them, and whether the rule kept them (``_kept_hands``);
    ``None`` where the game's matching cannot be tabled (``_plan``)."""
    plan = _plan(game, players)
    if plan is None:
        return None
    tb, mt, size, check_redeal, sides, by_order = plan
    bit = tb.bit
    seed = as_seed(seed)  # (as game.deal reads it: a numpy integer is its int, not hashed as another number)
    context = {}
    if match is not None:  # (a context no match of the game makes is refused, as game.deal refuses it)
        game.check_context(match.context, players)
        context = match.context
    masks, dealt, hands = _deal(game, plan, players, seed)
    keeps = False
    lead_tiles: frozenset[Tile] | None
    if by_order is not None and context.get("leader") is None:
        # ChainGame.first_lead, lead_by_order read on the masks: the holder of the first dealt tile of the order
        leader, lead_tiles, lead_mask = _first_holder(masks, by_order, bit)
    else:
        if by_order is None:  # the game's own rule, shown the deal's hands as the engine shows them: a list of sets
            hands = hands if type(hands) is list else hands._all()  # (the deal goes on with them: view_of)
        leader, lead_tiles = game.first_lead(hands, context)
        keeps = by_order is None and _kept_hands(context, hands)
        lead_mask = -1 if lead_tiles is None else sum(bit[tb.index[t]] for t in lead_tiles)
    boneyard = [b.bit_length() - 1 for b in dealt[players * size:]]
    state = _fresh(out or out_of(game), game, players, sides, seed, dict(context), lead_tiles, leader)
    return state, masks, boneyard, lead_mask, hands, keeps


def _kept_hands(context: dict, hands: list) -> bool:
    """Whether the lead rule kept the hands it was shown: the deal's ``context`` holds the list
    ``hands`` or one of its sets (among its values, or in the lists, tuples and dicts among them).
    The engine shows the rule the deal's own hands, which play goes on to change; the context is
    where a rule keeps anything for the deal (a game is a value), so a rule that keeps them keeps
    the hands as play leaves them, and the deal must go on with those very sets (``deal``,
    ``_seeded``: kept up to date by the loop, as a view's, ``kernel_view.view_of``)."""
    if not context:
        return False
    mine = {id(hands), *map(id, hands)}  # (by identity: equal sets are not the deal's own)
    todo, seen = list(context.values()), set()
    while todo:
        value = todo.pop()
        if id(value) in mine:
            return True
        if type(value) in (list, tuple, dict) and id(value) not in seen:
            seen.add(id(value))
            todo.extend(value.values() if type(value) is dict else value)
    return False


def _seeded(game: ChainGame, players: int, seed: int | None, match: MatchContext | None, keys: list,
            out: Any) -> ChainState:
    """A fresh deal played by the seats whose streams' keys are ``keys`` (``line_loop.play_line``)."""
    state: PlayedOut
    state, masks, boneyard, lead_mask, hands, keeps = _dealt(game, players, seed, match, out)  # type: ignore[misc]
    tb = _tables(game.set.n)  # (random_dealer: the matching is tabled)
    leader: int = state.leader  # type: ignore[assignment]  # (a fresh deal's: a player)
    if not masks[leader] & lead_mask:  # the leader may lead none of his tiles (a lead rule of the game's own): no
        return deal(game, players, seed, match, out)  # seat is asked; the deal unplayed, which the driver refuses
    live = None
    # an after_play that reads: on a view (kernel_view); hands a lead rule kept: kept up to date as the view's
    if keeps or _reads_after(type(game)):  # type: ignore[arg-type]  # (no hook of its own: the family's no-op)
        live = view_of(game, tb, masks, boneyard, state.__dict__, None, [], state._log, dealt=hands)
    played = play_line(tb, matching(game), game, masks, boneyard, leader, -1, -1, lead_mask, state._log, keys, live)
    if out is not None:
        state._counted(played[4])  # type: ignore[attr-defined]  # (out's: counted_line.CountedOut)
    return state._done(tb, played, masks, boneyard, None, None, 0, live)


def random_dealer(game: ChainGame, players: int) -> Callable[[int | None, list[int]], ChainState] | None:
    """``run_deal(deal(game, players, seed), [Random(s) for s in seats])`` as a function of ``seed`` and
    ``keys``, the bots never made: each seat's choices are drawn from the stream of key ``keys[i] =
    streams.key(seats[i])``, as ``Random(s)``'s own ``Stream(s)`` draws them (``line_loop.play_line``;
    ``dl.simulate`` seats fresh ``Random`` bots every deal and reads nothing of them afterwards).
    What depends only on the game is looked up here, once (a simulation asks once a chunk).
    ``takes(game, players)`` must hold. ``None`` for a game whose own ``after_play``
    may change the deal (``_writes_after``): its seats are made, and its deal played by the driver.
    A deal whose leader may lead none of his tiles is returned unplayed, as ``deal`` deals it: the
    driver asks no bot there, and refuses it (``dl.simulate`` hands it on: ``sim._dealer``)."""
    plan = _plan(game, players)
    if plan is None or _writes_after(type(game)):  # type: ignore[arg-type]  # (no matching tabled: the engine's)
        return None
    tb, mt, size, _, sides, by_order = plan
    if by_order is None:  # (a lead rule of the game's own: asked on the deal's hands)
        return lambda seed, keys: _seeded(game, players, seed, None, keys, None)
    bit, bones, left = tb.bit, players * size, players * size < len(tb.bit)  # (left: a boneyard)
    made = out_of(game)
    reads = _reads_after(type(game))  # type: ignore[arg-type]  # an after_play that reads: on a view (kernel_view)

    def deal(seed: int | None, keys: list[int]) -> ChainState:
        masks, dealt, hands = _deal(game, plan, players, seed)
        leader, lead_tiles, lead_mask = _first_holder(masks, by_order, bit)
        boneyard = [b.bit_length() - 1 for b in dealt[bones:]] if left else []
        state = _fresh(made, game, players, sides, seed, {}, lead_tiles, leader)
        log = state._log
        live = view_of(game, tb, masks, boneyard, state.__dict__, None, [], log, dealt=hands) if reads else None
        played = play_line(tb, mt, game, masks, boneyard, leader, -1, -1, lead_mask, log, keys, live)
        return state._done(tb, played, masks, boneyard, None, None, 0, live)

    return deal


def _deal(game: ChainGame, plan: tuple, players: int, seed: int | None) -> tuple[list[int], list[int], Any]:
    """The deal, as ``ChainGame._deal``: the same shuffle of the same list (here the tiles' bits), so
    the same hands (dealt again from the stream's next words while the game's redeal rule says so).
    Returns the hands' masks, the shuffled bits and the hands as sets (``_DealtHands`` where no
    redeal rule looks: made if a lead rule does)."""
    tb, size, check_redeal = plan[0], plan[2], plan[3]
    k, taken = key(seed), 0  # the deal's stream (domino_lab.streams), as game.deal's: its key and the words taken
    for _ in range(1000):
        dealt = list(tb.bit)
        taken = shuffle_words(k, dealt, taken)
        masks = [sum(dealt[a:a + size]) for a in range(0, players * size, size)]
        if not check_redeal:
            return masks, dealt, _DealtHands(tb, masks)
        hands = list(map(tb.to_set, masks))
        if game.redeal_reason(hands) is None:
            break
    return masks, dealt, hands


def _fresh(cls: type[PlayedOut], game: ChainGame, players: int, sides: tuple, seed: int | None, context: dict,
           lead_tiles: Any, leader: int) -> PlayedOut:
    """A new deal's state of class ``cls`` (a ``PlayedOut``), before its first move."""
    state: PlayedOut = object.__new__(cls)
    state.__dict__.update(game=game, players=players, sides=sides, context=context, over=False, seed=seed,
                          chance=SeededChance(seed), _result=None, _legal=None, lead_tiles=lead_tiles, leader=leader,
                          current=leader, drawn=0, passes=0, last_player=None, last_single=None, _log=[])
    return state


def _first_holder(masks: list[int], by_order: tuple, bit: tuple[int, ...]) -> tuple[int, frozenset[Tile], int]:
    """``lead_by_order`` on the dealt masks: who holds the first tile of the order, that tile as the
    lead tiles (a frozenset) and as a mask."""
    for t, lead in by_order:
        b = bit[t]
        for p, mask in enumerate(masks):
            if mask & b:
                return p, lead, b
    raise SetupError("no hand holds any tile")  # pragma: no cover - hands are never all empty


def kept(state: ChainState, out: Any = None, fields: dict | None = None) -> ChainState:
    """A copy of ``state`` kept as integers (``played_out.PlayedOut``), to be played on as the
    engine plays ``state`` (``driver.finish``); ``state`` is left as it is (a deal already over is
    returned as it is). ``takes_position(state)`` must hold. (``out``: a ``PlayedOut`` subclass,
    as ``deal``'s; ``fields``: its own, set first.)"""
    if state.over:
        return state
    game = state.game
    tb = _tables(game.set.n)
    index, bit = tb.index, tb.bit
    masks = [sum(bit[index[t]] for t in hand) for hand in state.hands]
    boneyard = [index[t] for t in state.boneyard]
    if state.table.empty:
        left = right = -1
        lead_mask = -1 if state.lead_tiles is None else sum(bit[index[t]] for t in state.lead_tiles)
    else:
        table = state.table
        assert isinstance(table, LineLayout) and table.left is not None and table.right is not None  # (supported)
        left, right = table.left, table.right
        lead_mask = 0
    assert state.current is not None  # a deal not over has a player to move
    new: PlayedOut = object.__new__(out or out_of(game))
    # (every field copied as ``clone`` copies it: a hook that adds to a list in the context adds to the copy's)
    new.__dict__.update({k: _dup(v) for k, v in state.__dict__.items() if k not in ("hands", "boneyard", "table",
                                                                                    "history")})
    new._legal, new._log = None, []
    new._start = (_dup(state.table), list(state.history))
    if fields:
        new.__dict__.update(fields)
    reads = _reads_after(type(game))  # type: ignore[arg-type]
    live = None
    if reads:  # an after_play that reads: on a view (kernel_view)
        fields = {k: v for k, v in new.__dict__.items() if k not in _FROM_LOG}
        start, before = new._start  # (the copy's own: ``state`` may be played on, its table and history changed)
        live = view_of(game, tb, masks, boneyard, fields, start, before, new._log, state.last_single, state.drawn)
    new._go(rules(game, _writes_after(type(game))), masks, boneyard, left, right, lead_mask, live)  # type: ignore[arg-type]
    return new
