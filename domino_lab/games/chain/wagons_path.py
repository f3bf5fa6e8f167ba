"""Wagons' fast path: a whole deal on integers, for simulations.

The object engine lists Wagons' moves as ``Move`` objects from kept sets of tiles and kept plays
(``WagonsState._plays``, the trains table's ``ends`` and ``joined``) and asks every hook of the
family; a simulation needs none of it (2026-12-04: the engine alone plays Wagons at about half this
loop's speed, 0.46-0.50 x, and 0.38-0.39 x ``dominoes`` against the loop's 0.77-0.81 x).
Here each chain is a list of the numbers along it (a chain of ``k`` tiles is ``k + 1`` numbers:
its left end, its joints, its right end), a hand is a bitmask of tile indices (index order is the
order ``legal_moves`` lists tiles in), and the main chain's joints are counted by number. The
rules are ``WagonsState``'s, step for step:

- the moves, in the engine's order: each tile of the hand on each open end the player may use
  (the main chain's and his own trains'), then each double at each joint of the main chain that
  shows its number (uncoupling), then each tile bridging an end he may use and an end of another
  player's train (coupling);
- uncoupling keeps the double with the lead's part and gives the other part to the mover as a new
  train; coupling joins the two chains through the tile, the main chain keeping its lead;
- no move: draw (``draw`` option) or pass; a full round of passes is a fish; after a tile, a fish
  when nobody can draw and nobody can play: no hand holds a tile showing an open end its holder
  may use, nor a double that can uncouple (``ChainState.blocked`` asking ``WagonsState.can_play``).

Its moves are integers, not ``Move`` objects, so it restates the choice of the two stock bots
(``policies.restated_choices``, exactly these classes: ``Random``
draws ``randrange`` of the number of moves from its own bits, ``Greedy`` takes the first of the
heaviest), asked only when more than one move is legal, so they draw the same random numbers. The
deal is ``game.deal``'s, the scoring the game's ``score_deal``; the table and history are made
on demand by the engine from the log (``logged.LoggedDeal``). A design of Wagons whose deal scoring
counts in play (``dl.design("wagons", deal_scoring="muggins")``) is played here too: the loop then
counts its chains after each tile as the trains table counts itself (``counted_wagons``). So is
another chain game laid on Wagons' trains (``dl.design("kozel", layout="wagons")``) whose other
parts the loop calls rather than restates: its deal (``game.deal``, the base's ``_deal``: with three
players no shared lead, and the loop starts from whatever table the deal left), lead, scoring,
teams and match, on a state that is Wagons' or lays as the chain does under it
(``counted_wagons.lays_as_chain``); a base whose state acts in play (Fork's, Seven's, Blitz's turn
and moves; Double-lock's and Muggins' ``after_lay``) is the engine's (``tests/test_wagons_designs.py``).
So is one whose score reads what the loop makes only when read (``_SCORE_MADE``: Sea Goat's reads
the history, Milky Way's the table): the loop would play each deal twice, its own and the
engine's replay that makes them, and the engine alone plays those 1.4x faster.
It is proved as every path is (``loops``), and ``tests/test_design.py`` and
``tests/test_wagons_designs.py`` check the designs:

>>> from domino_lab.games.chain.loops import plays_as_engine
>>> plays_as_engine(playout, "wagons", 4, 7)
True
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Sequence
from typing import Any

from ...errors import DominoError
from ...moves import Draw, Move, Pass, Play
from ...policies import restated_choices
from .. import fastpath
from .base import ChainState
from .counted_wagons import counts_in_play, lays_as_chain, rules
from .delegation import lookup, names_read_through
from .logged import LoggedDeal, close, finish, finish_supported, playout_of
from .loops import MAX_MOVES, supported_by
from .set_tables import _indices, _tables, _tile_set, ranks
from .wagons import Couple, Uncouple, Wagons, WagonsState

__all__ = ["supported", "finish_supported", "playout", "finish"]
_PLAY, _UNCOUPLE, _COUPLE = 0, 1, 2  # the kinds of move that lay a tile, as logged: (kind, tile, where...)
_DRAW, _PASS = (3,), (4,)

# What the loop does itself: these must be Wagons' own.
_GAME_HOOKS = ("new_layout", "extra_moves", "after_play", "touching_end", "fits", "end_accepts",
               "standard_matching", "chain_closes")
_STATE_HOOKS = ("_legal_moves", "_plays", "_apply", "_lay", "_laid", "_next_turn", "_can_draw", "blocked", "_end",
                "chain_closed", "can_play", "_boneyard_open", "_draw_tile", "play", "legal_moves")


#: What a finished deal of the loop makes from its log only when read (``logged.LoggedDeal``): a game
#: whose score reads one of these (read from its code, with the methods it calls) is the engine's.
_SCORE_MADE = frozenset({"table", "history", "placed"})

#: What a subclass (a design) may override: the loop calls these. The deal is ``game.deal``'s, so the
#: game's ``_deal`` is honoured too (a design's deal is its base's: with three players no shared
#: lead is laid, and the loop starts from whatever table the deal left).
_HONOURED = fastpath.DEALING | fastpath.SCORING | {"_deal"}


@functools.cache
def _game_supported(cls: type) -> bool:
    """Wagons, or a subclass that changes nothing the loop restates (``fastpath.plays_game``): a
    design laid on Wagons' trains whose other parts (deal, lead, scoring, teams, match) the loop
    honours by calling them, and (a check on that) that keeps Wagons' rules and state, but for a
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
    # a design whose deal scoring counts in play: the counting family's _laid, which the loop calls
    return (fastpath.keeps(state, WagonsState, tuple(h for h in _STATE_HOOKS if h != "_laid"))
            and counts_in_play(game, WagonsState))


class PlayedWagons(LoggedDeal, WagonsState):  # type: ignore[override]  # (table: made on demand)
    """A Wagons deal finished by :func:`playout`; its table and history are made on demand."""

    def _key(self, move: Move) -> tuple:
        if isinstance(move, Draw):
            return _DRAW
        if isinstance(move, Pass):
            return _PASS
        t = ranks(self.game.set.n)[move.tiles[0].id]
        if isinstance(move, Uncouple):
            return _UNCOUPLE, t, move.at
        if isinstance(move, Couple):
            return _COUPLE, t, move.end, move.other
        assert isinstance(move, Play)
        return _PLAY, t, -1 if move.end is None else move.end

    def _offered(self, state: ChainState, player: int, key: tuple) -> list[Move]:
        """The engine's moves of the key's tile alone: each of Wagons' moves (a play, an uncoupling, a
        bridge; ``WagonsState._plays``) is made of its tile and the table, not of the rest of the
        hand, so the hand is narrowed to that tile while they are listed (not the whole hand's)."""
        hand, tile = state.hands[player], _tables(self.game.set.n).tiles[key[1]]
        if tile not in hand:
            return []
        state.hands[player] = {tile}
        try:
            return list(state._legal_moves())
        finally:
            state.hands[player] = hand


@functools.cache
def _by_numbers(n: int) -> tuple[Any, tuple[tuple[int, ...], ...], tuple[int, ...], Any]:
    """The double-``n`` set's tables for the loops on integers (Wagons', Sausage's): the kernel's
    (``set_tables._tables``), the tiles by the numbers they show (``pairs[a][b]``, the index of the tile
    showing ``a`` and ``b``; ``doubles[v]``, the bit of the double of ``v``) and a tile's index by
    its id (``ranks``)."""
    tb = _tables(n)
    index = {(t.low, t.high): i for i, t in enumerate(tb.tiles)}
    pairs = tuple(tuple(index[min(a, b), max(a, b)] for b in range(n + 1)) for a in range(n + 1))
    return tb, pairs, tuple(1 << pairs[v][v] for v in range(n + 1)), ranks(n)


def _play(st: WagonsState, bots: Sequence) -> None:
    """Play the fresh deal ``st`` to its end: write its final fields, its log and tally, and score it."""
    game, options = st.game, st.game.options
    n = game.set.n
    tb, pairs, doubles, rank = _by_numbers(n)
    tiles, lo, hi, both, bit, suit = tb.tiles, tb.lo, tb.hi, tb.both, tb.bit, tb.suit
    players = st.players
    masks = [sum(bit[rank[t.id]] for t in hand) for hand in st.hands]
    boneyard = [rank[t.id] for t in st.boneyard]
    # the bits a uniform bot draws its choice from; None: a bot that lays the heaviest tile
    pick = restated_choices(bots)
    assert pick is not None  # (supported)
    uncoupling = options.uncoupling
    drawing, undrawable, until_playable = options.draw != "none", options.undrawable, options.draw == "until_playable"
    lay = st.table  # (empty, or the shared lead with three players)
    chains = [[c[0][0]] + [b for _, b in c] for c in lay.chains]  # each chain as the numbers along it
    owners, lead = list(lay.owners), lay.lead
    joints = [0] * (n + 1)  # the main chain's joints showing each number
    for v in chains[0][1:-1] if chains else ():
        joints[v] += 1
    # the doubles that may uncouple (a joint of the main chain shows their number), kept as joints change
    uncouplers = _uncouplers(joints, doubles) if uncoupling else 0
    held = 0  # every tile in a hand (the hands share none)
    for h in masks:
        held |= h
    lead_mask = -1 if st.lead_tiles is None else sum(bit[rank[t.id]] for t in st.lead_tiles)
    # a design whose deal scoring counts in play (``counted_wagons``): each chain counted as the trains
    # table counts it, then the family's end_points, as its _laid counts them
    counting = type(st)._laid is not ChainState._laid
    if counting:
        counted_ends, end_points = rules()
        multiple, per, award = options.multiple, options.per, st.award  # type: ignore[attr-defined]
    p = st.current
    assert p is not None  # a fresh deal has a player to move
    passes, drawn, last_player, last_single = st.passes, st.drawn, st.last_player, st.last_single
    log: list[tuple[int, tuple]] = []
    add = log.append
    draws = passed = 0
    fisher = winner = None
    for _ in range(MAX_MOVES):
        h = masks[p]
        # -- the legal moves, in legal_moves() order -----------------------------------------------------
        if not chains:  # the lead: any tile of the hand (or of the lead tiles)
            moves: list[tuple] = [(_PLAY, t, -1) for t in _indices(h & lead_mask)]
        elif len(chains) == 1:  # the main chain alone (everybody's): its two ends, then the uncouplings
            main = chains[0]
            s0, s1 = suit[main[0]], suit[main[-1]]
            moves = []
            m = h & (s0 | s1)
            while m:  # each tile, on each end it shows a number of
                b = m & -m
                m ^= b
                t = b.bit_length() - 1
                if s0 & b:
                    moves.append((_PLAY, t, 0))
                if s1 & b:
                    moves.append((_PLAY, t, 1))
            m = h & uncouplers
            while m:  # each double, at each joint of the main chain showing its number
                b = m & -m
                m ^= b
                t = b.bit_length() - 1
                v = lo[t]
                moves += [(_UNCOUPLE, t, j) for j in range(1, len(main) - 1) if main[j] == v]
        else:
            # the open ends (index, number) the mover may use, and those of other players' trains
            mine: list[tuple[int, int]] = []
            foreign: list[tuple[int, int]] = []
            for k, chain in enumerate(chains):
                o = owners[k]
                ends = mine if o is None or o == p else foreign
                ends.append((2 * k, chain[0]))
                ends.append((2 * k + 1, chain[-1]))
            moves = []
            shown = 0
            for _, v in mine:
                shown |= suit[v]
            m = h & shown
            while m:  # each tile, on each end it shows a number of
                b = m & -m
                m ^= b
                t = b.bit_length() - 1
                for e, v in mine:
                    if suit[v] & b:
                        moves.append((_PLAY, t, e))
            m = h & uncouplers
            if m:  # each double, at each joint of the main chain showing its number
                main = chains[0]
                while m:
                    b = m & -m
                    m ^= b
                    t = b.bit_length() - 1
                    v = lo[t]
                    moves += [(_UNCOUPLE, t, j) for j in range(1, len(main) - 1) if main[j] == v]
            far = 0  # the numbers other players' trains show
            for _, v in foreign:
                far |= suit[v]
            if h & shown & far:  # each tile bridging an end of the mover's and an end of another's train
                bridges = [(pairs[va][vb], i, a, b) for i, (a, va) in enumerate(mine) for b, vb in foreign
                           if h & bit[pairs[va][vb]]]
                bridges.sort()  # by tile, then the mover's end, then the train's end
                moves += [(_COUPLE, t, a, b) for t, _, a, b in bridges]
        # -- no move: draw or pass -------------------------------------------------------------------------
        if not moves:
            if drawing and len(boneyard) > undrawable and (until_playable or not drawn):
                t = boneyard.pop()
                masks[p] |= bit[t]
                held |= bit[t]
                drawn += 1
                draws += 1
                add((p, _DRAW))
                continue
            passes += 1
            passed += 1
            add((p, _PASS))
            if passes >= players:  # a full round of passes: nobody can move
                reason, fisher = "fish", last_player
                break
            p = (p + 1) % players
            drawn = 0
            continue
        # -- the bot's choice ------------------------------------------------------------------------------
        count = len(moves)
        if count == 1:
            move = moves[0]
        elif (choose := pick[p]) is not None:  # Random.choose: randrange(count) from its bits
            k = count.bit_length()
            c = choose(k)
            while c >= count:
                c = choose(k)
            move = moves[c]
        else:  # Greedy: the first of the moves that lay the most pips (every move lays one tile)
            move = max(moves, key=lambda mv: both[mv[1]])
        # -- the move, as WagonsState._lay and ChainState._apply make it ---------------------------------
        kind, t = move[0], move[1]
        if not chains:  # the lead
            chains, owners, lead = [[lo[t], hi[t]]], [None], 0
        elif kind == _PLAY:
            k, side = divmod(move[2], 2)
            chain = chains[k]
            if side:
                v = chain[-1]
                chain.append(both[t] - v)
            else:
                v = chain[0]
                chain.insert(0, both[t] - v)
                if k == 0:
                    lead += 1
            if k == 0:
                joints[v] += 1
                if uncoupling:
                    uncouplers |= doubles[v]
        elif kind == _UNCOUPLE:  # TrainsLayout.uncouple: the part away from the lead leaves
            j, v, main = move[2], lo[t], chains[0]
            if j > lead:
                chains[0], train = main[:j + 1] + [v], main[j:]
            else:
                chains[0], train = [v] + main[j:], main[:j + 1]
                lead = lead - j + 1
            chains.append(train)
            owners.append(p)
            joints = _joints(chains[0], n)
            uncouplers = _uncouplers(joints, doubles) if uncoupling else 0
        else:  # TrainsLayout.couple: end a (the mover's) and end b (another's train) joined through the tile
            (k1, s1), (k2, s2) = divmod(move[2], 2), divmod(move[3], 2)
            first = chains[k1] if s1 else chains[k1][::-1]  # read towards end a
            second = chains[k2] if not s2 else chains[k2][::-1]  # read away from end b
            if k1 == 0 and not s1:
                lead = len(first) - 2 - lead
            chains[k1], owners[k1] = first + second, None if k1 == 0 else p
            del chains[k2], owners[k2]
            joints = _joints(chains[0], n)
            uncouplers = _uncouplers(joints, doubles) if uncoupling else 0
        if counting:  # the state's _laid: open_end_total of the table (its chains' counted_ends), end_points
            total = 0
            for ch in chains:
                x, y = counted_ends(ch[0], ch[1], ch[-2], ch[-1], len(ch) == 2)
                total += x + y
            points = end_points(total, multiple, per)
            if points:
                award(p, points)
        b = bit[t]
        masks[p] ^= b
        held ^= b
        last_player = p
        if lo[t] != hi[t]:
            last_single = p
        passes = 0
        add((p, move))
        if not masks[p]:
            reason, winner = "out", p
            break
        if not (drawing and len(boneyard) > undrawable) and (  # ChainState.blocked: nobody can play
                not held & (suit[chains[0][0]] | suit[chains[0][-1]] | uncouplers) if len(chains) == 1
                else not _someone_can_play(masks, chains, owners, suit, uncouplers)):
            reason, fisher = "fish", p
            break
        p = (p + 1) % players
        drawn = 0
    else:
        raise DominoError(f"{game.info.id}: the deal did not end in {MAX_MOVES} moves")
    st.hands = [_tile_set(tb, mask) for mask in masks]
    st.boneyard = [tiles[i] for i in boneyard]
    close(st, log, (len(log), draws, passed), reason, winner, fisher, current=p, passes=passes, drawn=drawn,
          last_player=last_player, last_single=last_single)


def _someone_can_play(masks: list[int], chains: list[list[int]], owners: list, suit, uncouplers: int) -> bool:
    """``WagonsState.can_play`` for any player: a tile showing an open end of the main chain or of
    one of his own trains, or one of the doubles that may uncouple (``uncouplers``)."""
    shared = 0
    own: dict[int, int] = {}
    for k, chain in enumerate(chains):
        ends = suit[chain[0]] | suit[chain[-1]]
        o = owners[k]
        if o is None:
            shared |= ends
        else:
            own[o] = own.get(o, 0) | ends
    return any(h & (shared | own.get(p, 0) | uncouplers) for p, h in enumerate(masks))


def _uncouplers(joints: list[int], doubles: Sequence[int]) -> int:
    """The doubles whose number a joint of the main chain shows (``joints``: how many show each)."""
    return sum([d for v, d in enumerate(doubles) if joints[v]])


def _joints(main: list[int], n: int) -> list[int]:
    """How many joints of the main chain show each number."""
    joints = [0] * (n + 1)
    for v in main[1:-1]:
        joints[v] += 1
    return joints


supported = supported_by(_game_supported, lambda bots: restated_choices(bots) is not None)
playout = playout_of(_play, PlayedWagons)
fastpath.register(sys.modules[__name__])
