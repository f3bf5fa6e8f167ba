"""What a trick game ranks and lists, as tables: the ranks of tiles in a trick, who follows a suit,
and a hand's moves, each looked up by a small integer.

- ``beats_on_match`` (a tile joined to another by one number beats it when its other end is
  higher — Bingo's and Candelabra's rule), ``suit_of``/``follows``/``suit_rank``/``trick_winner``
  (follow suit, trumps, the highest of the suit led takes — Forty-Two's rule);
- ``trick_ranks`` and ``followers``: those rules as tables by tile, made on first use;
- ``ORDER``: a tile's *end key* ``low << 7 | high``, which sorts as ``tiles.by_ends`` sorts tiles;
  ``MovesOf``: the interned one-tile moves of a kind, by end key;
- ``SetBits``: the double-``n`` set as the bits of an integer, so that a hand is
  one integer (``mask``), the tiles of it that may answer are one ``&`` against the mask of a suit
  or of the numbers showing, and its moves are read from tables of 8 bits at a time (``listed``).

A tile hashes in Python (``Tile.__hash__``); an integer does not. The tables are why listing a
hand's moves and resolving a trick cost a few look-ups (``domino_lab.games.tricks.base`` and each
game's ``answers`` read them).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from math import isqrt

from ...moves import Move, interned
from ...tiles import DominoSet, Tile

__all__ = ["beats_on_match", "suit_of", "follows", "suit_rank", "trick_winner", "trick_ranks", "followers",
           "ORDER", "tile_of_key", "tile_of_id", "MovesOf", "SetBits", "listed"]


#: ``tile.id`` → the tile's *end key* ``low << 7 | high`` (pips are below 100): end keys sort as
#: ``by_ends`` sorts tiles, and as plain integers, which Python sorts without calling a key
ORDER: list[int] = [low << 7 | high for high in range(100) for low in range(high + 1)]


def tile_of_key(key: int) -> Tile:
    """The tile whose end key (``ORDER``) is ``key``.

    >>> tile_of_key(ORDER[Tile(2, 5).id])
    Tile(2, 5)
    """
    return Tile(key >> 7, key & 127)


def tile_of_id(key: int) -> Tile:
    """The tile whose ``id`` is ``key`` (``id = high * (high + 1) // 2 + low``).

    >>> tile_of_id(Tile(2, 5).id)
    Tile(2, 5)
    """
    high = (isqrt(8 * key + 1) - 1) // 2
    return Tile(key - high * (high + 1) // 2, high)


class MovesOf(dict):
    """A tile's end key (``ORDER``) → the move ``kind(tile)``, interned (``moves.interned``): one
    object per move, made on first use. Listing a hand's moves is then a sort of small integers and a
    look-up by each (a tile hashes in Python, an integer does not)."""

    def __init__(self, kind: type[Move]):
        super().__init__()
        self.kind = kind

    def __missing__(self, key: int) -> Move:
        move = self[key] = interned(self.kind, tile_of_key(key))
        return move

    def of(self, tiles: Iterable[Tile]) -> list[Move]:
        """The moves of ``tiles``, in the order of the tiles' ends (``by_ends``)."""
        order = ORDER
        return [self[k] for k in sorted([order[t.id] for t in tiles])]


# -- a set's tiles as bits -----------------------------------------------------------------------------
class SetBits:
    """The double-``n`` set as the bits of an integer: a tile's bit is its place in the set sorted
    by its ends (``ORDER``), so the lowest bit first is the order in which a hand's moves are
    listed. ``bit[tile.id]``; ``tiles`` by place; ``showing[v]``, the tiles showing ``v``;
    ``doubles``; ``leads`` and ``follows``, the chunks (``chunks``) of ``base.LEADS`` and
    ``base.FOLLOWS``, set by ``base.hand_bits``."""

    leads: list[list[tuple[Move, ...]]]
    follows: list[list[tuple[Move, ...]]]

    def __init__(self, n: int):
        self.tiles = tiles = sorted(DominoSet(n), key=lambda t: (t.low, t.high))
        self.bit = [0] * len(tiles)
        for r, t in enumerate(tiles):
            self.bit[t.id] = 1 << r
        self.showing = [sum(1 << r for r, t in enumerate(tiles) if t.has(v)) for v in range(n + 1)]
        self.doubles = sum(1 << r for r, t in enumerate(tiles) if t.is_double)
        self._chunks: dict[int, list[list[tuple[Move, ...]]]] = {}
        self._suits: dict[tuple[int, int | None, str], int] = {}

    def mask(self, tiles: Iterable[Tile]) -> int:
        """``tiles`` (of the set) as a mask."""
        bit, m = self.bit, 0
        for t in tiles:
            m |= bit[t.id]
        return m

    def chunks(self, moves: MovesOf) -> list[list[tuple[Move, ...]]]:
        """For chunk ``c`` and byte ``b``: the moves (of ``moves``) of the tiles whose bits are ``b``
        at ``c``, lowest bit first: what ``listed`` reads."""
        table = self._chunks.get(id(moves))
        if table is None:
            keys = [ORDER[t.id] for t in self.tiles]
            table = self._chunks[id(moves)] = [
                [tuple(moves[keys[c * 8 + i]] for i in range(8) if b >> i & 1 and c * 8 + i < len(keys))
                 for b in range(256)]
                for c in range((len(keys) + 7) // 8)]
        return table

    def suit(self, suit: int, trump: int | None, follow: str = "high_end") -> int:
        """The tiles that follow ``suit`` (``follows``), as a mask."""
        key = (suit, trump, follow)
        mask = self._suits.get(key)
        if mask is None:
            table = followers(suit, trump, follow)
            mask = self._suits[key] = sum(1 << r for r, t in enumerate(self.tiles) if table[ORDER[t.id]])
        return mask


def listed(mask: int, chunks: list[list[tuple[Move, ...]]]) -> list[Move]:
    """The moves of the tiles of ``mask``, lowest bit first, read from ``chunks`` (``SetBits.chunks``)."""
    out: list[Move] = []
    c = 0
    while mask:
        byte = mask & 255
        if byte:
            out += chunks[c][byte]
        mask >>= 8
        c += 1
    return out


# -- ranks ---------------------------------------------------------------------------------------------
def beats_on_match(tile: Tile, other: Tile, value=None) -> int | None:
    """The number at which ``tile`` joins ``other`` and beats it (its far end is higher than
    ``other``'s far end), or ``None``. ``value`` maps pips to their worth (Bingo's blank = 7).

    >>> beats_on_match(Tile(3, 6), Tile(3, 5))
    3
    >>> beats_on_match(Tile(3, 4), Tile(3, 5)) is None
    True
    """
    lo, hi = other.low, other.high
    # the higher number of ``other`` first (``sorted(set(other.ends), reverse=True)``): there
    # ``other``'s far end is ``lo``; at ``lo`` (not a double) it is ``hi``
    for m, far in ((hi, lo), (lo, hi)) if lo != hi else ((hi, lo),):
        if tile.low == m:
            mine = tile.high
        elif tile.high == m:
            mine = tile.low
        else:
            continue
        if (mine > far) if value is None else (value(mine) > value(far)):
            return m
    return None


def suit_of(tile: Tile, trump: int | None) -> int:
    """The suit a *led* tile calls: trumps if it shows the trump number, else its higher end."""
    if trump is not None and tile.has(trump):
        return trump
    return tile.high


def follows(tile: Tile, suit: int, trump: int | None, follow: str = "high_end") -> bool:
    """Whether ``tile`` belongs to ``suit`` (the suit led). A trump belongs to trumps only;
    otherwise ``follow="high_end"`` (seed 000: "с совпадением старших концов") asks for the higher
    end to match, ``"either_end"`` (published Texas 42) for either end."""
    if trump is not None and tile.has(trump):
        return suit == trump
    if follow == "high_end":
        return tile.high == suit
    return tile.has(suit)


def suit_rank(tile: Tile, suit: int) -> int:
    """Rank of ``tile`` inside ``suit``: the double is highest, then by the other end."""
    return 99 if tile.is_double else tile.other(suit)


def trick_winner(tiles: Sequence[Tile], trump: int | None, follow: str = "high_end") -> int:
    """Index of the tile that takes the trick: the highest trump, else the highest of the suit led.

    >>> trick_winner([Tile(6, 4), Tile(6, 1), Tile(4, 4), Tile(2, 0)], trump=None)
    0
    >>> trick_winner([Tile(6, 4), Tile(6, 1), Tile(4, 4), Tile(2, 0)], trump=2)
    3
    """
    ranks = trick_ranks(trump, suit_of(tiles[0], trump), follow)
    best, best_key = 0, -1
    for i, t in enumerate(tiles):
        key = ranks[t.id]
        if key > best_key:  # (the first of equal keys keeps the trick; a tile of no rank, 0, never takes)
            best, best_key = i, key
    return best


class _Ranks(dict):
    """``tile.id`` → the tile's rank in a trick of a given suit led and trumps, made on first use:
    a trump ranks ``2 * 1000 + suit_rank(tile, trump)``, a tile of the suit led ``1000 +
    suit_rank(tile, suit)``, any other tile 0 (it cannot take)."""

    def __init__(self, trump: int | None, suit: int, follow: str):
        super().__init__()
        self.trump, self.suit, self.follow = trump, suit, follow

    def __missing__(self, key: int) -> int:
        t, trump = tile_of_id(key), self.trump
        if trump is not None and t.has(trump):
            rank = 2000 + suit_rank(t, trump)
        elif follows(t, self.suit, trump, self.follow):
            rank = 1000 + suit_rank(t, self.suit)
        else:
            rank = 0
        self[key] = rank
        return rank


class _Follows(dict):
    """A tile's end key (``ORDER``) → whether the tile follows a given suit led under given trumps
    (``follows``), made on first use."""

    def __init__(self, suit: int, trump: int | None, follow: str):
        super().__init__()
        self.suit, self.trump, self.follow = suit, trump, follow

    def __missing__(self, key: int) -> bool:
        answer = self[key] = follows(tile_of_key(key), self.suit, self.trump, self.follow)
        return answer


_RANKS: dict[tuple[int | None, int, str], _Ranks] = {}
_FOLLOWS: dict[tuple[int, int | None, str], _Follows] = {}


def trick_ranks(trump: int | None, suit: int, follow: str = "high_end") -> dict[int, int]:
    """``tile.id`` → the rank by which ``trick_winner`` compares tiles when ``suit`` is led: higher
    takes; 0 for a tile that neither follows nor trumps."""
    ranks = _RANKS.get((trump, suit, follow))
    if ranks is None:
        ranks = _RANKS[trump, suit, follow] = _Ranks(trump, suit, follow)
    return ranks


def followers(suit: int, trump: int | None, follow: str = "high_end") -> dict[int, bool]:
    """A tile's end key (``ORDER``) → whether the tile follows ``suit`` (``follows``), as a table."""
    table = _FOLLOWS.get((suit, trump, follow))
    if table is None:
        table = _FOLLOWS[suit, trump, follow] = _Follows(suit, trump, follow)
    return table
