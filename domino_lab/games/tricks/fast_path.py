"""The trick games' fast path: Forty-Two, Bingo, Candelabra and Seven Dwarfs played on the
engine's own state, their moves listed from bitmasks.

A simulation of these games spends half its time listing moves: every turn ``legal_moves`` sorts
the mover's hand and walks it, tile by tile, against the suit led (Forty-Two), the numbers on the
table (Seven Dwarfs) or the free ends (Candelabra). Here one loop does the driver's work and lists
the moves from bitmasks instead: each hand is also kept as a mask of the set (a tile's bit is its
place in the set sorted by its ends, so the lowest bit first is the order ``legal_moves`` lists
tiles in), a hand's moves are read from tables of 8 bits at a time, and the tiles that may answer
are one ``&`` of the hand against the mask of a suit (``follows``), of the numbers not yet on the
table, or of the numbers the free ends show.

It is not a second rule book. Every move is made by the game's own ``_apply`` (the trick, who
takes it, the draws after it, the end of the deal and its score are the game's code, on the deal's
real state), and the moves the loop cannot list from masks (Forty-Two's bids and trumps) are the
game's own ``_legal_moves``. What the loop lists itself is what each game's ``answers`` and
``TrickState._legal_moves`` list, and it applies only where those are the game's own: the game's
class is one of the four, or a subclass (a ``dl.design`` on one of them) that overrides nothing
the loop restates (``fastpath.plays_game``), and its state is that game's ``StateClass``, or a
subclass changing only the deal's end and score (``deal_over``, ``deal_result``: the game's own
``_apply`` calls them): see ``supported``. The bots are those whose choice depends only
on the list of legal moves (``looks = False``, see ``games.fastpath``): they are handed the same list,
in the same order, and asked as the driver asks them (not when only one move is legal), so they
draw the same random numbers. ``tests/test_fingerprint.py`` (every game, every option variant: the
deals hashed against those stored before, and full-state comparisons against the driver's checked
loop)
checks every move, position, score and field.

>>> import domino_lab as dl
>>> from domino_lab.driver import run_deal
>>> game, bots = dl.game("forty_two"), [dl.bots.Random(k) for k in range(4)]
>>> fast = playout(game, 4, 7, bots)
>>> slow = run_deal(game.deal(4, 7), [dl.bots.Random(k) for k in range(4)])
>>> fast.result() == slow.result() and fast.to_text() == slow.to_text() and fast.history == slow.history
True
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Sequence

from ...errors import DominoError
from ...moves import Move
from .. import fastpath
from .base import FOLLOWS, LEADS, ORDER, MovesOf, TrickGame, TrickState, followers
from .bingo import Bingo
from .candelabra import _ATTACHES, _GIVES, Candelabra
from .forty_two import FortyTwo
from .seven_dwarfs import _PASS, SevenDwarfs

__all__ = ["supported", "finish_supported", "playout", "finish", "legal"]

MAX_MOVES = 100_000  # as the driver's


def supported(game: TrickGame, bots: Sequence = ()) -> bool:
    """Whether :func:`playout` plays ``game`` with these ``bots`` exactly as the engine would: the
    game's class is one of the four, and every bot chooses from the legal moves alone
    (``looks = False``)."""
    cls: type = type(game)  # (as a plain type: mypy checks type[TrickGame] against Hashable as if an instance)
    if getattr(game.options, "spare", "aside") != "aside":  # Candelabra's bought spare: the engine plays it
        return False
    return _game_supported(cls) and fastpath.blind_bots(bots)


def finish_supported(state: TrickState, bots: Sequence) -> bool:
    """Whether :func:`finish` plays on ``state`` as the engine would: as ``supported``, on the
    game's own state class."""
    return type(state) is type(state.game).StateClass and supported(state.game, bots)


#: What a subclass's state may override and still be played here: the end and the score of the deal,
#: which the loop leaves to the game's own ``_apply`` (a design's deal scoring or end from another
#: trick game: ``dl.design``).
_HONOURED_STATE = frozenset({"deal_over", "deal_result"})


@functools.cache
def _game_supported(cls: type) -> bool:
    """One of the four games, or a subclass (a design) that overrides nothing the loop restates:
    its state is its game's, or a subclass of it overriding only ``_HONOURED_STATE``."""
    game = _family(cls)
    if game is None or not fastpath.plays_game(cls, (game,)):
        return False
    state, own = cls.StateClass, game.StateClass  # type: ignore[attr-defined]
    return issubclass(state, own) and fastpath.plays_all(state, own, _HONOURED_STATE)


def _family(cls: type) -> type | None:
    """The one of the four games whose rules ``cls`` plays: the first of them in its MRO."""
    return next((k for k in cls.__mro__ if k in _ANSWERS), None)


def playout(game: TrickGame, players: int, seed: int | None, bots: Sequence, match=None) -> TrickState:
    """Deal ``game`` from ``seed`` (``game.deal``) and let ``bots`` play it to its end, as
    ``run_deal`` does; returns the finished state. ``supported(game, bots)`` must hold."""
    state = game.deal(players, seed, match=match)
    assert isinstance(state, TrickState)  # the game's StateClass (supported)
    _play(state, bots)
    return state


def finish(state: TrickState, bots: Sequence) -> TrickState:
    """Let ``bots`` play ``state`` to its end, as ``run_deal`` would: the finished deal, a new state
    (``fastpath.finish_copy``). ``finish_supported(state, bots)`` must hold."""
    return fastpath.finish_copy(state, bots, _play)


# -- the tables of a set ---------------------------------------------------------------------------
class _Tables:
    """The double-``n`` set as bits: ``bit[tile.id]`` (its place in the set sorted by ends),
    ``tiles`` by place, ``showing[v]`` (the tiles showing ``v``), ``doubles``, and for each kind of
    one-tile move the moves of every 8 bits of a hand (``chunks``)."""

    def __init__(self, n: int):
        from ...tiles import DominoSet

        self.tiles = sorted(DominoSet(n), key=lambda t: (t.low, t.high))
        self.bit = {t.id: 1 << r for r, t in enumerate(self.tiles)}
        self.showing = [sum(1 << r for r, t in enumerate(self.tiles) if t.has(v)) for v in range(n + 1)]
        self.doubles = sum(1 << r for r, t in enumerate(self.tiles) if t.is_double)
        self._chunks: dict[int, list[list[tuple[Move, ...]]]] = {}
        self._suits: dict[tuple, int] = {}
        self.leads, self.follows, self.gives = self.chunks(LEADS), self.chunks(FOLLOWS), self.chunks(_GIVES)

    def mask(self, tiles) -> int:
        bit = self.bit
        return sum([bit[t.id] for t in tiles])

    def chunks(self, moves: MovesOf) -> list[list[tuple[Move, ...]]]:
        """For chunk ``c`` and byte ``b``: the moves of the tiles whose bits are ``b`` at ``c``."""
        table = self._chunks.get(id(moves))
        if table is None:
            keys = [ORDER[t.id] for t in self.tiles]
            table = self._chunks[id(moves)] = [
                [tuple(moves[keys[c * 8 + i]] for i in range(8) if b >> i & 1 and c * 8 + i < len(keys))
                 for b in range(256)]
                for c in range((len(keys) + 7) // 8)]
        return table

    def suit(self, suit: int, trump: int | None, follow: str) -> int:
        """The tiles that follow ``suit`` (``base.followers``), as a mask."""
        key = (suit, trump, follow)
        mask = self._suits.get(key)
        if mask is None:
            table = followers(suit, trump, follow)
            mask = self._suits[key] = sum(1 << r for r, t in enumerate(self.tiles) if table[ORDER[t.id]])
        return mask


_tables = functools.cache(_Tables)


def _listed(mask: int, chunks: list[list[tuple[Move, ...]]]) -> list[Move]:
    """The moves of the tiles of ``mask``, lowest bit first."""
    out: list[Move] = []
    c = 0
    while mask:
        byte = mask & 255
        if byte:
            out += chunks[c][byte]
        mask >>= 8
        c += 1
    return out


# -- each game's answers, as its ``answers`` lists them ------------------------------------------------
def _forty_two(st, hand: int, tb: _Tables) -> list[Move]:
    same = hand & tb.suit(st.suit_led(), st.trump, st.game.options.follow)
    return _listed(same or hand, tb.follows)


def _bingo(st, hand: int, tb: _Tables) -> list[Move]:
    return _listed(hand, tb.follows)


def _seven_dwarfs(st, hand: int, tb: _Tables) -> list[Move]:
    showing = tb.showing
    seen = 0  # the tiles showing a number already on the table
    for t in st.trick_tiles():
        seen |= showing[t.low] | showing[t.high]
    fits = hand & ~seen
    if len(st.trick) == st.game.options.chest - 1:  # the closing tile: a double
        fits &= tb.doubles
    return _listed(fits, tb.follows) if fits else [_PASS]


def _candelabra(st, hand: int, tb: _Tables) -> list[Move]:
    ends = sorted({to.low << 14 | to.high << 7 | v for to, v in st.open_ends()})  # (tile, number), in order
    showing = tb.showing
    near = 0
    for e in ends:
        near |= showing[e & 127]
    joining = hand & near
    if not joining:
        return _listed(hand, tb.gives)
    tiles, attaches, joins = tb.tiles, _ATTACHES, []
    while joining:
        b = joining & -joining
        joining ^= b
        t = tiles[b.bit_length() - 1]
        key = ORDER[t.id] << 21
        for e in ends:
            v = e & 127
            if t.low == v or t.high == v:
                joins.append(attaches[key | e])
    return joins


_ANSWERS: dict[type, Callable[[TrickState, int, _Tables], list[Move]]] = {
    FortyTwo: _forty_two, Bingo: _bingo, Candelabra: _candelabra, SevenDwarfs: _seven_dwarfs}


def legal(st: TrickState, masks: list[int]) -> list[Move]:
    """``st``'s legal moves (``st.legal_moves()``, in its order), listed from the hands' ``masks``."""
    family = _family(type(st.game))
    if family is FortyTwo and (len(st.bids) < 2 or st.trump is None):  # type: ignore[attr-defined]
        return list(st._legal_moves())  # the bidding and the trumps: the game's own
    p = st.current
    assert p is not None  # asked only while the deal is live
    tb = _tables(st.game.set.n)
    if not st.trick:
        return _listed(masks[p], tb.leads)
    assert family is not None  # (supported)
    return _ANSWERS[family](st, masks[p], tb)


def _play(st: TrickState, bots: Sequence) -> None:
    """Play ``st`` to its end in place, move for move as ``run_deal`` would."""
    game = st.game
    tb = _tables(game.set.n)
    bit, hands, history, apply = tb.bit, st.hands, st.history, st._apply
    masks = [tb.mask(h) for h in hands]
    chunk_leads = tb.leads
    family = _family(type(game))
    assert family is not None  # (supported)
    answers = _ANSWERS[family]
    bidding = family is FortyTwo
    draws = family is Bingo  # the tiles drawn after a trick: the hands are read again
    for _ in range(MAX_MOVES):
        if st.over:
            return
        p = st.current
        assert p is not None  # a live deal has a player to move
        if bidding and (len(st.bids) < 2 or st.trump is None):  # type: ignore[attr-defined]
            legal = list(st._legal_moves())
        elif not st.trick:
            legal = _listed(masks[p], chunk_leads)
        else:
            legal = answers(st, masks[p], tb)
        if not legal:
            raise DominoError(f"{game.info.id}: no legal move in a live deal: {st.to_text()}")
        move = legal[0] if len(legal) == 1 else fastpath.ask(bots[p], legal)
        st._legal = None
        apply(move)
        history.append((p, move))
        for t in move.tiles:
            masks[p] ^= bit[t.id]
        if draws and not st.trick:  # a trick was taken, and tiles drawn unless the boneyard is out
            masks = [m if len(h) == m.bit_count() else tb.mask(h) for h, m in zip(hands, masks)]
    raise DominoError(f"{game.info.id}: the deal did not end in {MAX_MOVES} moves: {st.to_text()}")


fastpath.register(sys.modules[__name__])
