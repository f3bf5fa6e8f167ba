"""The chain family's fast path: a whole deal played on small integers, for simulations.

A simulation spends nearly all of its time in three steps repeated a few dozen times a deal:
finding the legal moves, laying a tile, and checking for a fish. The object engine
(:class:`ChainState`) does each with ``Tile`` sets, ``Play`` objects and a layout that remembers
every tile's place, which is right for a board a person plays on and costly for a million deals.
Here the same rules run on integers: a tile is its index in the set (so index order is the
order ``legal_moves`` lists tiles in), a hand is a bitmask, a suit is a bitmask of the tiles
showing that number, the line is just its two open values, and a fish is one ``&`` of the tiles
still in hand against the two suits on the table.

It is not a second rule book. :func:`playout` applies only where the engine's hooks are the
family's own (equal pips on a two-ended line, one tile a turn, no game-specific moves, an
after-play rule only if its code only reads: it is called at every play on a view of the deal,
``kernel_view``) and the bots are :class:`~domino_lab.bots.Random` or
:class:`~domino_lab.bots.Greedy`, whose choice depends only on the list of legal moves. It
consumes the same random numbers in the same order as ``game.deal`` and ``run_deal`` (the same
shuffle, the same ``below`` for each choice that is not forced: ``domino_lab.streams``), so it
plays *the same deal* move for move. A ``Random`` bot is not handed a list: the loop draws its
``below(n)`` from its own stream, as ``Random.choose`` would, and takes that move of the ``n`` it
would have listed. What differs between games (when to deal again, how a deal scores, who leads
where the game has its own rule) is still the game's own code, called with real tiles: the
finished state is a genuine state of the game's own class (``played_out``: ``ChainState``, or Fork's, whose
draw the loop plays too: ``draw_rule``) that the game scores with ``score_deal``. (The
family's own lead, the holder of the first tile of the game's ``lead_order``, is read on the
dealt masks.) Its table and history are rebuilt from the integer log only when something reads
them. ``tests/test_fingerprint.py`` (every game, every option variant: the deals hashed against
those stored before, and full-state comparisons against the driver's checked loop)
checks every move, position and score.

>>> import domino_lab as dl
>>> from domino_lab.match import run_deal
>>> game, bots = dl.game("kozel"), [dl.bots.Random(k) for k in range(4)]
>>> fast = playout(game, 4, 7, bots)
>>> slow = run_deal(game.deal(4, 7), [dl.bots.Random(k) for k in range(4)])
>>> fast.result() == slow.result() and fast.to_text() == slow.to_text()
True
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ...errors import IllegalMove, SetupError
from ...moves import Play
from ...policies import Random
from ...streams import Stream, key, shuffle_words, word
from ...table import LineLayout
from ...tiles import Tile
from .. import fastpath
from ..base import State, _dup
from ..chance import SeededChance
from ..state import GameRules
from .base import _PLAYS, ChainGame, ChainState
from .delegation import passed_on, reads_only
from .draw_rule import draws_pass, fork_draw
from .kernel_view import _DealtHands, view_of
from .leads import _lead_order_of
from .played_out import PlayedOut, out_of
from .seeded import play_seeded
from .set_tables import _indices, _Tables, _tables

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from ..game import MatchContext
    from ..observation import Chooser

#: What a game may override and still be played here: the loop calls these itself, with the deal's
#: real tiles and state (dealing, leading, scoring), or reads them from a table made once per game
#: (``fits`` and ``touching_end``: see ``_Matching``), and an ``after_play`` that only hands its
#: arguments on or only reads (``_reads_after``). Anything else a game or its state class
#: overrides below the family's (``fastpath.plays_all``) sends the deal to another road.
HONOURED = frozenset({"hand_size", "redeal_reason", "first_lead", "lead_order", "sides", "score_deal", "hand_value",
                      "side_values", "check_players", "fits", "touching_end"})
_FROM_LOG = frozenset({"current", "last_player", "last_single", "drawn"})  # (a PlayView reads these from the log)
_DRAW, _PASS = -1, -2  # log codes of the two moves that lay no tile
_DRAW8, _PASS8 = 8 * _DRAW, 8 * _PASS
_RANDOM_CHOOSE = Random.choose  # a bot whose choose is this one is not handed a list (see _play)
_NO_MOVES = Random(0).choose  # (random_dealer's bots, asked only where there is no move: below(0)'s ValueError)


def supported(game: GameRules, bots: Sequence[Chooser] = ()) -> bool:
    """Whether :func:`playout` plays ``game`` with these ``bots`` exactly as the engine would: a
    chain game on the family's state and line whose overrides the loop honours (``HONOURED``), and
    bots that choose from the legal moves alone (``fastpath.blind_bots``)."""
    cls: type = type(game)  # (as a plain type: mypy checks type[Game] against Hashable as if an instance)
    return _game_supported(cls) and len(bots) < 8 and fastpath.blind_bots(bots)  # 3 bits a seat


def finish_supported(state: State, bots: Sequence[Chooser]) -> bool:
    """Whether :func:`finish` plays on ``state`` as the engine would: as ``supported``, and the deal
    draws with its own chance (the boneyard's top tile)."""
    return type(state.chance) is SeededChance and supported(state.game, bots)


@functools.cache
def _game_supported(cls: type) -> bool:
    """A chain game on ``ChainState`` itself, or on a state whose only rule of its own is a draw
    rule the loop knows (Fork's draw: ``_on_fork_state``), whose every override is one the loop honours."""
    reads = _reads_after(cls)  # (before issubclass narrows cls: mypy checks type[ChainGame] against Hashable)
    state = getattr(cls, "StateClass", None)
    return (issubclass(cls, ChainGame) and (state is ChainState or _on_fork_state(state) and not reads)
            and fastpath.plays_all(cls, ChainGame, HONOURED | passed_on(cls, ChainGame, ("after_play",))
                                   | ({"after_play"} if reads else set())))


def _on_fork_state(state: Any) -> bool:
    """A state class whose only rule below the family's is Fork's draw (``draw_rule.fork_draw``): the
    loop finishes its deals in that class (``played_out.out_class``)."""
    return fork_draw(state) is True and fastpath.plays_all(state, ChainState, frozenset({"_apply"}))


@functools.cache
def _reads_after(cls: type) -> bool:
    """Whether ``cls`` has an ``after_play`` of its own whose code only reads
    (``delegation.reads_only``): the loop calls it after every play that does not end the deal, on
    a view of the deal (``kernel_view.PlayView``)."""
    own = issubclass(cls, ChainGame) and cls.after_play is not ChainGame.after_play
    return own and not passed_on(cls, ChainGame, ("after_play",)) and reads_only(cls, "after_play", ChainGame)


class _Matching:
    """A game's matching, tabulated once per game (games are immutable values): by number, the
    tiles that may join an end showing it (``suit``, from the game's ``fits``) and, for a pair of
    open numbers, both suits at once (``pair``); by tile and number, what the end shows once the
    tile joins it (``after``, from ``touching_end``); and the engine's ``Play`` objects, made
    once. A user's ``fits`` runs here once per tile and number, not once a move."""

    def __init__(self, game: ChainGame, tb: _Tables):
        tiles = tb.tiles
        n = max(tb.hi) + 1
        fits, touching = game.fits, game.touching_end
        self.suit = tuple(sum(1 << i for i, t in enumerate(tiles) if fits(t, v)) for v in range(n))
        self.pair = tuple(tuple(self.suit[a] | self.suit[b] for b in range(n)) for a in range(n))
        self.after = tuple(tuple(t.low + t.high - touching(t, v) if fits(t, v) else -1 for v in range(n))
                           for t in tiles)
        self.leads = tuple(Play(t) for t in tiles)
        # the engine's Play objects (the very ones ChainState._line_plays lists), by
        # (tile << 1 | end) << 5 | number, made at once for every tile and number it fits
        self.plays: list[Any] = [None] * (len(tiles) << 6)  # (None where the tile does not fit)
        for i, t in enumerate(tiles):
            for v in range(n):
                if self.suit[v] >> i & 1:
                    for end in (0, 1):
                        self.plays[(2 * i + end) << 5 | v] = _PLAYS.setdefault((t, end, v), Play(t, end, v))
        # a listed move back to its code (tile << 1 | end) or, for a lead, its tile: by the object's
        # identity (a bot returns one of the objects it was handed; an equal one is found by _index)
        self.code_of = {id(move): key >> 5 for key, move in enumerate(self.plays) if move is not None}
        self.lead_of = {id(move): i for i, move in enumerate(self.leads)}


@functools.lru_cache(maxsize=256)
def _plan(game: ChainGame, players: int) -> tuple:
    """What depends only on the game (its class and options: games are values) and the number of
    players: the tables, the game's matching, the hand size, whether a redeal rule must look, the
    sides."""
    players = game.check_players(players)
    tb = _tables(game.set.n)
    # the family's own first_lead (lead_by_order on the game's lead_order): its order as tile indices and
    # each tile's lead as the frozenset first_lead gives, for the loop to read on the dealt masks
    by_order = None
    if type(game).first_lead is ChainGame.first_lead:
        by_order = tuple((tb.index[t], frozenset([t])) for t in _lead_order_of(game))
    return (tb, _matching(game), game.hand_size(players), type(game).redeal_reason is not ChainGame.redeal_reason,
            game.sides(players), by_order)


@functools.lru_cache(maxsize=256)
def _matching(game: ChainGame) -> _Matching:
    return _Matching(game, _tables(game.set.n))


def playout(game: ChainGame, players: int, seed: int | None, bots: Sequence[Chooser],
            match: MatchContext | None = None, draws: list | None = None, out: Any = None) -> ChainState:
    """Deal ``game`` from ``seed`` (as ``game.deal`` does) and let ``bots`` play it to its end (as
    ``run_deal`` does); returns the finished state. ``supported(game, bots)`` must hold. (``draws``:
    see ``random_dealer``; ``out``: a ``PlayedOut`` subclass to finish, whose ``_counted(played)``
    reads the loop's log first, as ``counting.counted_line``'s.)"""
    plan = _plan(game, players)
    tb, mt, size, check_redeal, sides, by_order = plan
    bit = tb.bit
    context = match.context if match is not None else {}
    masks, dealt, hands = _deal(game, plan, players, seed)
    if by_order is None or context.get("leader") is not None:
        leader, lead_tiles = game.first_lead(hands, context)
        lead_mask = -1 if lead_tiles is None else sum(bit[tb.index[t]] for t in lead_tiles)
    else:  # ChainGame.first_lead, lead_by_order read on the masks: the holder of the first dealt tile of the order
        leader, lead_tiles, lead_mask = _first_holder(masks, by_order, bit)
    boneyard = [b.bit_length() - 1 for b in dealt[players * size:]]
    state = _fresh(out or out_of(game), game, players, sides, seed, dict(context), lead_tiles, leader)
    log: list[int] = []
    live = None
    if _reads_after(type(game)):  # type: ignore[arg-type]  # an after_play that reads: on a view (kernel_view)
        live = view_of(game, tb, masks, boneyard, state.__dict__, None, [], log, dealt=hands)
    if draws is not None and live is None:  # fresh Random seats, nothing to show a hook: the loop for them alone
        played = play_seeded(tb, mt, game, masks, boneyard, leader, lead_mask, log, draws)
    else:
        played = _play(tb, mt, game, bots, masks, boneyard, -1, -1, leader, 0, 0, lead_mask, log, live, draws)
    if out is not None:
        out._counted(state, played)
    return state._done(tb, played, masks, boneyard, None, None, 0)


def random_dealer(game: ChainGame, players: int) -> Callable[[int | None, list[int]], ChainState]:
    """``playout(game, players, seed, [Random(s) for s in seats])`` as a function of ``seed`` and
    ``keys``, the bots never made: each seat's choices are drawn from the stream of key ``keys[i] =
    streams.key(seats[i])``, as ``Random(s)``'s own ``Stream(s)`` draws them (``seeded.play_seeded``;
    ``dl.simulate`` seats fresh ``Random`` bots every deal and reads nothing of them afterwards).
    What depends only on the game is looked up here, once (a simulation asks once a chunk).
    ``supported(game, [Random()] * players)`` must hold."""
    plan = _plan(game, players)
    tb, mt, size, _, sides, by_order = plan
    if by_order is None or _reads_after(type(game)):  # type: ignore[arg-type]  # (a lead or a hook of its own)
        return lambda seed, keys: playout(game, players, seed, (), None, keys)
    bit, bones, left = tb.bit, players * size, players * size < len(tb.bit)  # (left: a boneyard)
    made = out_of(game)

    def deal(seed: int | None, keys: list[int]) -> ChainState:
        masks, dealt, _ = _deal(game, plan, players, seed)
        leader, lead_tiles, lead_mask = _first_holder(masks, by_order, bit)
        boneyard = [b.bit_length() - 1 for b in dealt[bones:]] if left else []
        played = play_seeded(tb, mt, game, masks, boneyard, leader, lead_mask, [], keys)
        state = _fresh(made, game, players, sides, seed, {}, lead_tiles, leader)
        return state._done(tb, played, masks, boneyard, None, None, 0)

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
                          chance=SeededChance(seed), _result=None, _legal=None, lead_tiles=lead_tiles, leader=leader)
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


def finish(state: ChainState, bots: Sequence[Chooser]) -> ChainState:
    """Let ``bots`` play ``state`` to its end, as ``run_deal`` would; returns the finished deal as
    a new state and leaves ``state`` as it was (a deal already over is returned as it is).
    ``supported(state.game, bots)`` must hold."""
    if state.over:
        return state
    tb = _tables(state.game.set.n)
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
    new = object.__new__(out_of(state.game))
    new.__dict__.update({k: v for k, v in state.__dict__.items() if k not in ("hands", "boneyard", "table", "history")})
    new.context, new._legal = dict(state.context), None
    mt, live = _matching(state.game), None
    log: list[int] = []
    if _reads_after(type(state.game)):  # type: ignore[arg-type]  # an after_play that reads: on a view (kernel_view)
        fields = {k: v for k, v in new.__dict__.items() if k not in _FROM_LOG}
        live = view_of(state.game, tb, masks, boneyard, fields, state.table, state.history, log, state.last_single,
                       state.drawn)
    played = _play(tb, mt, state.game, bots, masks, boneyard, left, right, state.current, state.passes, state.drawn,
                   lead_mask, log, live)
    new._start = (_dup(state.table), list(state.history))
    return new._done(tb, played, masks, boneyard, state.last_player, state.last_single, state.drawn)


def _play(tb: _Tables, mt: _Matching, game: ChainGame, bots, masks: list[int], boneyard: list[int], left: int,
          right: int, p: int, passes: int, drawn: int, lead_mask: int, log: list[int] | None = None,
          live: Any = None, keys: list[int] | None = None) -> tuple:
    """The loop: ``p`` is to move on a line showing ``left`` and ``right`` (-1: empty; the lead may
    be any tile of ``lead_mask``), ``passes`` in a row so far and ``drawn`` this turn. Plays to the
    end; updates ``masks`` and ``boneyard``; returns (reason, winner, last player, passes, log,
    draws, passes made). Where more than one move is legal, the bot is asked (``choose(None,
    legal)``) with the engine's moves in the engine's order: by tile, the left end before the
    right, one move for a tile on ends showing the same number. ``log`` is filled (a new list if
    none is given: it is returned); where ``live`` is given (``kernel_view.view_of``), the game's
    ``after_play`` is called after each play the deal goes on after, as ``ChainState._apply``
    calls it, on a view of the deal. (``keys``: every seat's bot a ``Random`` that is not made, its
    fresh stream's key: ``random_dealer``'s deals where the game's ``after_play`` reads, the others
    being ``seeded.play_seeded``'s; the loop keeps each stream's word and bits itself.)"""
    lo, hi, bit = tb.lo, tb.hi, tb.bit
    suit, pair, after, leads, plays = mt.suit, mt.pair, mt.after, mt.leads, mt.plays
    code_of, lead_of = mt.code_of.get, mt.lead_of.get
    if keys is None:
        chooses = [b.choose for b in bots]
        # a Random bot whose choose is Random's own (``rng.below(len(legal))`` on a ``Stream``) is not handed a
        # list: the loop draws that number from its stream's getrandbits as ``below`` draws it and takes that move
        bits_of = [b.rng.getrandbits if getattr(c, "__func__", None) is _RANDOM_CHOOSE
                   and type(getattr(b, "rng", None)) is Stream else None for b, c in zip(bots, chooses)]
    else:  # (asked only to choose among no moves: Random's ValueError)
        chooses, bits_of = [_NO_MOVES] * len(masks), [True] * len(masks)
        # each seat's Stream as getrandbits keeps it: the last word taken, its bits not yet used, how many
        words, buf, unused = [-1] * len(masks), [0] * len(masks), [0] * len(masks)
    options = game.options
    players = len(masks)
    lead_code = 16 * len(tb.tiles)
    draw_rule, undrawable = options.draw, options.undrawable
    closes = game.chain_closes and options.fish_when == "closed"  # a closed chain is a fish at once
    no_draw = draw_rule == "none" or len(boneyard) <= undrawable
    until_playable = draw_rule == "until_playable"
    restarts, turn_passes = draws_pass(game)  # (Fork's draw: draw_rule.fork_draw)
    in_hands = sum(masks)
    if log is None:
        log = []
    add = log.append  # one int per move: the player + 8 * what was done (see PlayedOut.history)
    draws = passed = 0  # moves that lay no tile, counted for the tally
    open_ = pair[left][right] if left >= 0 else 0
    if live is not None:  # (see kernel_view)
        view, after_play, hands, alone, bones = live
        was_l, was_r = left, right
    while True:
        # -- p is to move -------------------------------------------------------------------------------
        if left < 0:  # the lead: any tile of the hand (or of the lead tiles), in order
            cands = _indices(masks[p] & lead_mask)
            if len(cands) == 1:
                t = cands[0]
            elif cands and (bits := bits_of[p]) is not None:  # a Random bot: its lead, drawn as it draws it
                n = len(cands)
                k = n.bit_length()
                r = bits(k) if bits is not True else _draw(keys, words, buf, unused, p, k)  # type: ignore[arg-type]
                while r >= n:
                    r = bits(k) if bits is not True else _draw(keys, words, buf, unused, p, k)  # type: ignore[arg-type]
                t = cands[r]
            else:
                legal = [leads[t] for t in cands]
                move = chooses[p](None, legal)
                t = lead_of(id(move), -1)
                if t < 0 or leads[t] is not move or t not in cands:  # (an equal move, or one not handed)
                    t = cands[_index(legal, move, bots[p])]
            left, right = lo[t], hi[t]
            code, b = lead_code + 8 * t, bit[t]
        else:
            fit = masks[p] & open_
            if not fit:  # draw while the rule allows, else pass
                while True:
                    while not no_draw and (until_playable or not drawn):
                        t = boneyard.pop()
                        if live is not None:  # (the view's hand and boneyard too: kernel_view)
                            hands[p].update(alone[t])
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
                                p += 1
                                if p == players:
                                    p = 0
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
                    p += 1
                    if p == players:
                        p = 0
                    drawn = 0
                    fit = masks[p] & open_
                    if fit:
                        break
            # the legal moves: on the left end the tiles of suit[left]; on the right, where it shows
            # another number, those of suit[right] (a tile may fit both: two moves in a row)
            on_left = fit & suit[left]
            on_right = fit & suit[right] if left != right else 0
            twice = on_left & on_right  # (tiles that fit both ends: two moves each)
            if fit & (fit - 1) == 0 and not twice:  # one move: the one tile, where it fits
                b = fit
                end = 0 if on_left else 1
            elif (bits := bits_of[p]) is not None:  # a Random bot: Random.choose's rng.below(len(legal)), drawn as
                # below draws it (n.bit_length() bits until below n), and the r-th move of the list it
                # would have been handed (by tile, the left end before the right), found without the list
                n = fit.bit_count() + twice.bit_count() if twice else fit.bit_count()
                k = n.bit_length()
                r = bits(k) if bits is not True else _draw(keys, words, buf, unused, p, k)  # type: ignore[arg-type]
                while r >= n:
                    r = bits(k) if bits is not True else _draw(keys, words, buf, unused, p, k)  # type: ignore[arg-type]
                m = fit
                if not twice:  # one move a tile: the r-th tile, on the end it fits
                    while r:
                        m &= m - 1
                        r -= 1
                    b = m & -m
                    end = 0 if on_left & b else 1
                else:
                    while True:
                        b = m & -m
                        if on_left & b:
                            if not r:
                                end = 0
                                break
                            r -= 1
                        if on_right & b:
                            if not r:
                                end = 1
                                break
                            r -= 1
                        m ^= b
            else:
                legal = []
                m = fit
                while m:
                    b = m & -m
                    t = b.bit_length() - 1
                    if on_left & b:
                        legal.append(plays[2 * t << 5 | left])
                    if on_right & b:
                        legal.append(plays[(2 * t + 1) << 5 | right])
                    m ^= b
                move = chooses[p](None, legal)
                c = code_of(id(move), -1)
                if c < 0 or plays[c << 5 | (right if c & 1 else left)] is not move or not bit[c >> 1] & (
                        on_right if c & 1 else on_left):  # (an equal move, or one not handed)
                    c = code_of(id(legal[_index(legal, move, bots[p])]), -1)
                b, end = bit[c >> 1], c & 1
            t = b.bit_length() - 1
            if end:
                right = after[t][right]
                code = 16 * t + 8
            else:
                left = after[t][left]
                code = 16 * t
        # -- lay the tile of bit b (left and right already show the line's new ends) -------------------
        h = masks[p] ^ b
        masks[p] = h
        in_hands ^= b
        add(p + code)
        passes = 0
        if not h:
            return "out", p, p, passes, log, draws, passed
        open_ = pair[left][right]
        if (no_draw or closes and left == right) and not in_hands & open_ and (
                no_draw or not any(bit[b] & open_ for b in boneyard)):
            return "fish", None, p, passes, log, draws, passed
        if live is not None:  # the game's after_play (one that only reads) on the view: its fields now
            hands[p].difference_update(alone[t])  # (the tile leaves its hand, which holds its draws)
            move = plays[code << 2 | (was_r if code & 8 else was_l)] if code < lead_code else leads[t]
            was_l, was_r = left, right  # (what the next play is laid on)
            after_play(view, p, move)  # (its current, drawn, last_player and last_single: read from the log)
        p += 1
        if p == players:
            p = 0
        drawn = 0


def _draw(keys: list[int], words: list[int], buf: list[int], unused: list[int], p: int, k: int) -> int:
    """Seat ``p``'s ``getrandbits(k)`` where the loop keeps its stream (``keys``)."""
    if unused[p] < k:
        i = words[p] = words[p] + 1
        buf[p], unused[p] = word(keys[p], i), 64
    r = buf[p] & (1 << k) - 1
    buf[p] >>= k
    unused[p] -= k
    return r


def _index(legal: list, move, bot) -> int:
    """Where the bot's choice is among the moves it was handed (found by identity first, as
    ``State.play`` finds it); a move it was not handed is an ``IllegalMove``."""
    try:
        return legal.index(move)
    except ValueError:
        raise IllegalMove(f"{bot!r} chose {move!r}, which is not one of the legal moves it was handed "
                          "(a bot with looks = False chooses among them)", move) from None


fastpath.register(sys.modules[__name__])
