"""Wagons (Вагончики) — seed 000, "Вагончики".

Four players get 7 tiles; three get 9 and the one tile left is the shared lead; two get 9 and
the rest is a boneyard (a stuck player draws until a tile fits; with no boneyard he passes).
Tiles go on one at a time. The game's own move is *uncoupling*: a double laid into a joint of the
chain that shows its number splits the chain there; the double stays at the break and the rest
becomes the uncoupler's own train (эшелон). Its owner may play on the open ends of both chains;
nobody else may play on his train. Any player, on his turn, may take someone else's train back
onto the chain, or re-couple it to a train of his own, with a bridging tile: one end on an open
end of one chain, the other on an open end of the other (either end of either chain). The first
player out wins.

Where the seed is silent:
- uncoupling splits the main chain (the one holding the lead), and the part away from the lead
  is the one that leaves — the double stays with the lead's part, so the chain everybody plays
  on keeps its lead; trains are not split further;
- a bridge must take in someone else's train: main chain + foreign train gives the main chain
  back, your own train + a foreign train gives your train; two of your own chains are not joined
  and nobody joins two trains of other players;
- who leads: the first deal as classic dominoes (6-6, else the highest double, else the heaviest
  tile; with three players the shared lead is on the table and player 0 moves first); later deals
  the previous deal's winner leads any tile (with three: moves first), as Kozel's winners do
  (seed 000, "Козел");
- points: as classic dominoes (seed 003) — the player out scores the pips left in the other
  hands; a fish goes to the lowest hand, who scores the others' pips minus his own; the match
  goes to 100 (``target``).

Options: ``uncoupling=False`` plays the same deal as a plain chain (to compare).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...i18n import N_, _
from ...moves import Move, Play, where_words
from ...table import End
from ...table.trains import TrainsLayout
from ...tiles import Tile
from ..registry import GameInfo, register
from .base import _LINE_PLAYS, _LOW_HIGH, ChainGame, ChainOptions, ChainState
from .delegation import _super_is_base
from .first_out import FirstOutScoring
from .leads import lay_common_lead
from .plays import _END_PIECES, _end_piece, in_order, showing


@dataclass(frozen=True, repr=False)
class Uncouple(Move):
    """Lay the double ``tile`` into the main chain's joint ``at`` (between tiles ``left`` and
    ``right``): the part away from the lead becomes the mover's train."""

    tile: Tile
    at: int
    left: Tile
    right: Tile

    @property
    def tiles(self):
        return (self.tile,)

    def __str__(self):
        return f"{self.tile} uncouples main between {self.left} and {self.right}"

    def describe(self):
        return _("{tile} uncouples main between {left} and {right}", tile=self.tile, left=self.left, right=self.right)


_UNCOUPLES: dict[tuple, Uncouple] = {}  # moves are values: one per (double, joint, the tiles about it)
_COUPLES: dict[tuple, Couple] = {}  # one per (tile, the two ends, their names)


@dataclass(frozen=True, repr=False)
class Couple(Move):
    """Bridge open end ``end`` (named ``where``) and open end ``other`` (named ``other_where``)
    of two chains with ``tile``; the joined chain is the main chain if one of them was."""

    tile: Tile
    end: int
    other: int
    where: str
    other_where: str

    @property
    def tiles(self):
        return (self.tile,)

    def __str__(self):
        return f"{self.tile} joins {self.where} to {self.other_where}"

    def describe(self):
        return _("{tile} joins {where} to {other}", tile=self.tile, where=where_words(self.where),
                 other=where_words(self.other_where))


@dataclass(frozen=True)
class WagonsOptions(ChainOptions):
    """``uncoupling``: doubles may uncouple trains (the seed's rule; False = a plain chain)."""

    uncoupling: bool = True


class WagonsState(ChainState):
    game: Wagons
    table: TrainsLayout

    def _plays(self, player: int) -> list[Move]:
        """Each tile of the hand (by its numbers) on each open end the player may use, then each
        double at each joint of the main chain that shows its number, then each tile bridging an end
        he may use and an end of another player's train (by tile, his end, the train's end). The plays
        are read from tables kept by a chain's two open ends (:func:`_chain_moves` for the main chain
        alone, :func:`_pair_moves` for each chain among trains); only the tiles of the hand that show a
        number of his ends are looked at (the tables' tiles: a set's intersection)."""
        lay, hand, game = self.table, self.hands[player], self.game
        n, pairs = game.set.n, lay.pairs
        if len(pairs) == 1:  # the main chain alone, everybody's
            fit, by_id = _CHAINS.get((n, pairs[0])) or _chain_moves(n, pairs[0])
            plays = in_order(fit, by_id, hand)
            far = 0  # (no train: no bridge)
        else:  # trains: every end named
            tables = _PAIRS.get(n) or _pair_tables(n)
            owners = lay.owners
            mine: list[tuple] = []  # the tables of the chains he may use: the main chain's and his own trains'
            numbers = far = 0  # the numbers of the ends he may use, those of other players' trains (a bit each)
            for k, pair in enumerate(pairs):
                table = tables.get(pair) or _pair_moves(n, pair)
                owner = owners[k]
                if owner is None or owner == player:
                    mine.append(table)
                    numbers |= table[2]
                else:
                    far |= table[2]
            held = (_SHOWING.get(numbers << 7 | n) or _showing(n, numbers)).intersection(hand)  # (his tiles that fit)
            if len(mine) == 1:
                fit, by_id, _ = mine[0]
                plays = in_order(fit, by_id, held) if held else []
            else:
                plays = []
                for t in sorted(held, key=_LOW_HIGH):
                    i = t.id
                    for fit, by_id, _ in mine:
                        if t in fit:
                            plays += by_id[i]
        if not game.options.uncoupling:
            return plays
        joined = lay.joined  # a double uncouples only at a joint of its number
        if joined and not (doubles := _DOUBLES.get(joined << 7 | n) or _showing_doubles(n, joined)).isdisjoint(hand):
            chain = lay.chains[0]
            twins = doubles.intersection(hand)
            for t in sorted(twins, key=_LOW_HIGH) if len(twins) > 1 else twins:
                v = t.low
                for j in [j for j, pair in enumerate(chain) if pair[0] == v]:  # (j 0: the left end, not a joint)
                    if j:
                        ukey = (t.id, j, chain[j - 1], chain[j])
                        move = _UNCOUPLES.get(ukey)
                        if move is None:
                            move = _UNCOUPLES[ukey] = Uncouple(t, j, Tile(*chain[j - 1]), Tile(*chain[j]))
                        plays.append(move)
        # a bridge: a tile of his hand with one number on an end of his and the other on another's train
        if far and held and not (_SHOWING.get(far << 7 | n) or _showing(n, far)).isdisjoint(held):
            bridging = [t for t in held if numbers >> t.low & far >> t.high & 1 or numbers >> t.high & far >> t.low & 1]
            if bridging:
                mine_ends: list[End] = []
                foreign: list[End] = []
                for k, owner in enumerate(lay.owners):
                    (mine_ends if owner is None or owner == player else foreign).extend(pairs[k])
                plays += _bridges(bridging, mine_ends, foreign)
        return plays

    def can_play(self, player: int) -> bool:
        """Cheaper than listing the moves: a bridge always starts on an end the player may use, so
        he can play where a tile of his is among those the table is open to for him (:func:`_open_to`)."""
        lay = self.table
        if not isinstance(lay, TrainsLayout):  # (a design on another game's table, Sausage's rows: its family's rule)
            return super().can_play(player)
        hand = self.hands[player]
        if not lay.chains:  # (empty)
            return bool(hand)
        n = self.game.set.n
        shared, doubles = _open_to(lay, n, self.game.options.uncoupling)
        if not shared.isdisjoint(hand) or doubles and not doubles.isdisjoint(hand):
            return True
        numbers = _own_numbers(lay).get(player) if len(lay.chains) > 1 else None
        return numbers is not None and not (_SHOWING.get(numbers << 7 | n) or _showing(n, numbers)).isdisjoint(hand)

    def blocked(self) -> bool:
        """The family's fish (``ChainState.blocked``: nobody can draw and nobody can play), asked of
        every hand against one reading of the table (:func:`_open_to`), not of ``can_play`` hand by hand,
        where that is all it is: the family's ``blocked``, ``chain_closed`` (a chain of trains never
        closes at once) and this ``can_play`` in the state's class."""
        lay, game = self.table, self.game
        if not (_own_fish(type(self)) and type(lay) is TrainsLayout and lay.chains and not game.closes_at_once):
            return super().blocked()
        if self._boneyard_open():
            return False
        n = game.set.n
        shared, doubles = _open_to(lay, n, game.options.uncoupling)
        hands = self.hands
        for hand in hands:
            if not shared.isdisjoint(hand) or doubles and not doubles.isdisjoint(hand):
                return False
        if len(lay.chains) == 1:
            return True
        for player, numbers in _own_numbers(lay).items():  # (a train's owner: the numbers of his trains)
            if not (_SHOWING.get(numbers << 7 | n) or _showing(n, numbers)).isdisjoint(hands[player]):
                return False
        return True

    def _lay(self, player, play):
        if isinstance(play, Play):
            return super()._lay(player, play)
        self.hands[player].remove(play.tile)
        if isinstance(play, Uncouple):
            self.table.uncouple(play.tile, 0, play.at, owner=player)
        else:
            owner = None if play.end // 2 == 0 else player
            self.table.couple(play.tile, play.end, play.other, owner)
        self.last_player = player
        if not play.tile.is_double:
            self.last_single = player

    def _why_illegal(self, move):
        assert self.current is not None  # asked while a move is played
        if isinstance(move, (Uncouple, Couple)) and move.tile in self.hands[self.current]:
            return self.game.why_illegal(self, move) or super()._why_illegal(move)
        return super()._why_illegal(move)


@register(GameInfo("wagons", "Wagons", "Вагончики", "laying", "3.1", "chain", (2, 4), "000",
                   summary=N_("a double uncouples the chain into your own train"), layout="trains"))
class Wagons(FirstOutScoring, ChainGame):
    __doc__ = __doc__
    Options = WagonsOptions
    options: WagonsOptions
    StateClass = WagonsState
    hand_sizes = {2: 9, 3: 9, 4: 7}

    def new_layout(self):
        return TrainsLayout()

    def _deal(self, players, rng, context):
        state = super()._deal(players, rng, context)
        if players == 3:  # 3 x 9 = 27: the 28th tile is the shared lead
            lay_common_lead(state)  # (as a design's table lays and marks a lead)
            state.current = state.leader = context.get("leader") or 0
            state.lead_tiles = None
        return state

    def next_context(self, match, result):
        return {"leader": result.winner} if result.winner is not None else {}

    def why_illegal(self, state, move):
        lay, me = state.table, state.current
        if isinstance(move, Play) and move.end is not None:
            ends = [e for e in lay.open_ends() if move.tile.has(e.value)]
            if 0 <= move.end < 2 * len(lay.chains):
                ends = [e for e in ends if e.index == move.end] or ends
            owners = {lay.owners[e.index // 2] for e in ends}
            if ends and not owners & {None, me}:
                e = ends[0]
                owner = lay.owners[e.index // 2]
                return (_("{v} belongs to player {owner}: only its owner plays on a train (a bridging tile may couple "
                          "it back)", v=e.name.split()[0], owner=owner))
        if isinstance(move, Uncouple):
            if not self.options.uncoupling:
                return _("uncoupling is off in this game (uncoupling=False)")
            if not move.tile.is_double:
                return _("only a double uncouples the chain, and {tile} is not a double", tile=move.tile)
            return (_("{tile} can uncouple the main chain only at a joint inside it showing {low}, and there is none "
                      "at {at}", tile=move.tile, low=move.tile.low, at=move.at))
        if isinstance(move, Couple):
            return (_("{tile} cannot join {where} to {other_where}: a bridging tile needs one end on each of two open "
                      "ends, and must take in another player's train (back onto the main chain or onto your own "
                      "train)", tile=move.tile, where=move.where, other_where=move.other_where))
        return None


_CHAINS: dict[tuple, tuple] = {}  # by n and the two open ends of the main chain alone (no trains)
_PAIRS: dict[int, dict[tuple, tuple]] = {}  # by n, then a chain's two open ends among trains (each end named)
_NONE: frozenset[Tile] = frozenset()
_FISH: dict[type, bool] = {}  # _own_fish's answers
_SHOWING: dict[int, frozenset[Tile]] = {}  # by the numbers (a bit each) and the set's n
_DOUBLES: dict[int, frozenset[Tile]] = {}  # the same, doubles only


def _play_on(t: Tile, e: End, where: str) -> Play:
    """The kept ``Play`` of tile ``t`` on open end ``e`` (named ``where``, or ``""``)."""
    key = (t.id, e.index, e.value, where)
    play = _LINE_PLAYS.get(key)
    if play is None:
        play = _LINE_PLAYS[key] = Play(t, e.index, e.value, where)
    return play


def _chain_moves(n: int, ends: tuple[End, ...]) -> tuple[frozenset[Tile], dict[int, tuple[Play, ...]]]:
    """A table of the main chain alone (``ends``: its two open ends): the tiles of the double-``n``
    set that go down on it and, by tile id, their plays, left end first (an end named only where
    both show the tile's number)."""
    values = [e.value for e in ends]
    fit = showing(n, values)
    plays = {t.id: tuple(_play_on(t, e, e.name if values.count(e.value) > 1 else "") for e in ends
                         if e.value in (t.low, t.high)) for t in fit}
    table = _CHAINS[(n, ends)] = (fit, plays)
    return table


def _open_to(lay: TrainsLayout, n: int, uncoupling: bool) -> tuple[frozenset[Tile], frozenset[Tile]]:
    """The tiles anybody may lay on a trains table: those showing a number of the main chain's ends,
    and (where ``uncoupling``) the doubles of a number a joint of the main chain shows. A train's owner
    may also lay those showing a number of his own trains' ends (:func:`_own_numbers`)."""
    left, right = lay.pairs[0]
    shared = 1 << left.value | 1 << right.value
    joined = lay.joined if uncoupling else 0
    fit = _SHOWING.get(shared << 7 | n) or _showing(n, shared)
    return fit, (_DOUBLES.get(joined << 7 | n) or _showing_doubles(n, joined)) if joined else _NONE


def _own_numbers(lay: TrainsLayout) -> dict[int, int]:
    """By owner, the numbers (a bit each) of the ends of his own trains, which he alone may use."""
    pairs, owners = lay.pairs, lay.owners
    own: dict[int, int] = {}
    for k in range(1, len(pairs)):
        left, right = pairs[k]
        owner = owners[k]
        assert owner is not None  # (a train has its owner)
        own[owner] = own.get(owner, 0) | 1 << left.value | 1 << right.value
    return own


def _own_fish(cls: Any) -> bool:
    """Whether the fish of state class ``cls`` is the family's over this ``can_play``: its ``blocked``
    hands on to ``ChainState.blocked``, and its ``chain_closed`` and ``can_play`` are those."""
    fish = _FISH.get(cls)
    if fish is None:
        fish = _FISH[cls] = (cls.blocked is WagonsState.blocked and cls.can_play is WagonsState.can_play
                             and cls.chain_closed is ChainState.chain_closed
                             and _super_is_base(cls, WagonsState, "blocked", ChainState))
    return fish


def _pair_tables(n: int) -> dict[tuple, tuple]:
    """The double-``n`` set's tables of chains among trains (:func:`_pair_moves`), by a chain's pair of ends."""
    tables = _PAIRS[n] = {}
    return tables


def _pair_moves(n: int, pair: tuple[End, End]) -> tuple[frozenset[Tile], dict[int, tuple[Play, ...]], int]:
    """A table of one chain among trains (``pair``: its two open ends, each named): the tiles of the
    double-``n`` set that go down on it, by tile id their plays (left end first), and the numbers its
    ends show (a bit each)."""
    left, right = pair  # (each end's plays: the family's kept pieces, end_piece)
    piece = _END_PIECES.get((n, left, True)) or _end_piece(n, left, True)
    plays: dict[int, tuple[Play, ...]] = {i: (play,) for i, play in piece}
    for i, play in _END_PIECES.get((n, right, True)) or _end_piece(n, right, True):
        plays[i] = plays[i] + (play,) if i in plays else (play,)
    table = _PAIRS[n][pair] = (showing(n, (left.value, right.value)), plays, 1 << left.value | 1 << right.value)
    return table


def _bridges(bridging: list[Tile], mine: list[End], foreign: list[End]) -> list[Move]:
    """The bridges of the tiles ``bridging``: by tile, then the end it goes on of those the player may
    use (``mine``: the main chain's and his own trains'), then the end of another player's train it
    takes in (``foreign``)."""
    moves: list[Move] = []
    for t in sorted(bridging, key=_LOW_HIGH):
        lo, hi = t.low, t.high
        for a in mine:
            v = a.value
            if v != lo and v != hi:
                continue
            need = hi if v == lo else lo  # (the tile's other number)
            for b in foreign:
                if b.value == need and a.index // 2 != b.index // 2:
                    key = (t.id, a.index, b.index, a.name, b.name)
                    couple = _COUPLES.get(key)
                    if couple is None:
                        couple = _COUPLES[key] = Couple(t, a.index, b.index, a.name, b.name)
                    moves.append(couple)
    return moves


def _showing(n: int, numbers: int) -> frozenset[Tile]:
    """The tiles of the double-``n`` set that show one of ``numbers`` (a bit each): ``showing``'s."""
    key = numbers << 7 | n  # (a set's n is below 100)
    tiles = _SHOWING.get(key)
    if tiles is None:
        tiles = _SHOWING[key] = showing(n, [v for v in range(n + 1) if numbers >> v & 1])
    return tiles


def _showing_doubles(n: int, numbers: int) -> frozenset[Tile]:
    """The doubles of the double-``n`` set whose number is among ``numbers`` (a bit each)."""
    key = numbers << 7 | n
    doubles = _DOUBLES.get(key)
    if doubles is None:
        doubles = _DOUBLES[key] = frozenset(Tile(v, v) for v in range(n + 1) if numbers >> v & 1)
    return doubles
