"""Integer actions for every move of every game: a fixed vocabulary of *tokens* per game.

A move is written as a short sequence of tokens, and each token is one integer action. Most moves
are a single token (``4-4 on end 1``, ``draw``, ``pass``, ``lead 6-6``, ``bid 30``); a move that
carries more choices is a few tokens in a row, made one after another by the same player (a
turn of several tiles, a share of tiles round the table, the tile to discard after attaching):

====================  ======================================================================
move (engine class)   tokens
====================  ======================================================================
Play (lead)           ``lead T``
Play on end k         ``T on end k``  (k: the layout's end index, ``Play.end``)
Close (Donkey)        ``T on end k``, ``close``
Lengthwise (Muggins)  ``T on end k``, ``lengthwise``
LinePlay (counting)   ``T on end k`` then ``crosswise`` / ``lengthwise`` / ``N out`` as chosen
Multi (several tiles) the tokens of each play in turn (two doubles at once, a blitz, a ladder)
Draw / Pass           ``draw`` / ``pass``
Take (discard games)  ``take``, then ``taken T`` for each tile taken
Attach (Biryuk)       ``attach T``, ``to T``, ``discard T``
Lay (Firewood)        ``lay T``, ``to T``
Give (Seven)          ``give T``, ``player k``
TakeFrom (Seven)      ``take from player k`` (the tile is chance's: taken blind)
Uncouple (Wagons)     ``uncouple T``, ``after T``, ``before T``  (the joint between two tiles)
Couple (Wagons)       ``T on end k``, ``bridge to end j``
Cut / Insert /        ``cut T``, ``at k`` / ``insert T``, ``line k``, ``at k`` /
PutBack (Sausage)     ``put back T``
Lead / Follow /       ``lead T`` / ``play T`` / ``give T`` (trick games)
Give (tricks)
Attach (Candelabra)   ``attach T``, ``to T``, ``number k``
Bid / Trump (42)      ``bid k`` / ``trumps k``
Call (Spark)          ``call T``
CallEnd (Roulette)    ``call lower`` / ``call higher``
Keep / Give (Sharing) ``keep T`` / ``give T``, ``player k`` (one tile a move)
(any)                 ``end turn``: stop here, when a move is the beginning of a longer one
====================  ======================================================================

So a turn of several tiles is decomposed into successive actions of the same player, whatever
order or grouping the engine lists its moves in: the legal moves of a position, each as its token
sequence, form a prefix tree (``Decisions``). At each node the player picks the next token
among those the tree allows (``end turn`` where a legal move ends there and a longer one goes
on); as soon as the tokens chosen name exactly one legal move, that move is made. Inside a turn
a token every remaining move agrees on is taken at once (no decision with one choice), so a
two-tile move whose second tile is forced costs one action.

The vocabulary of a game holds the token kinds of the move classes its modules use, each over its
whole range (every tile of the set; every end index the layout can have; every player...), in a
fixed order, so ``num_distinct_actions`` depends only on the game, its options and the number of
players. ``Vocabulary.describe()`` prints the table of a game's actions.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..errors import DominoError
from ..i18n import _
from ..moves import Move, Multi
from ..seeds import as_whole
from ..tiles import DominoSet, Tile

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from ..games.game import Game

__all__ = ["Token", "Vocabulary", "Decisions", "ActionError", "move_classes"]

Token = tuple  # (kind, tile or None, number or None)


class ActionError(DominoError, ValueError):
    """A move with no action in its game's encoding, or an action that is not legal now."""


# -- token kinds: name -> (carries a tile, what its numbers range over) ---------------------------------
# the number range is a function of the vocabulary's context (set size, ends, players)
def _none(ctx) -> int:
    return 0


KINDS: dict[str, tuple[bool, Callable[[Vocabulary], int]]] = {
    "lead": (True, _none),
    "on": (True, lambda v: v.ends),
    "close": (False, _none),
    "crosswise": (False, _none),
    "lengthwise": (False, _none),
    "out": (False, lambda v: v.set.n + 1),
    "bridge": (False, lambda v: v.ends),
    "draw": (False, _none),
    "pass": (False, _none),
    "end turn": (False, _none),
    "take": (False, _none),
    "taken": (True, _none),
    "attach": (True, _none),
    "lay": (True, _none),
    "to": (True, _none),
    "discard": (True, _none),
    "give": (True, _none),
    "player": (False, lambda v: v.players),
    "take from": (False, lambda v: v.players),
    "uncouple": (True, _none),
    "after": (True, _none),
    "before": (True, _none),
    "cut": (True, _none),
    "insert": (True, _none),
    "line": (False, lambda v: 2),
    "at": (False, lambda v: len(v.set) + 1),
    "put back": (True, _none),
    "play": (True, _none),
    "number": (False, lambda v: v.set.n + 1),
    "bid": (False, lambda v: _bid_limit() + 1),
    "trumps": (False, lambda v: v.set.n + 1),
    "call": (True, _none),
    "call lower": (False, _none),
    "call higher": (False, _none),
    "keep": (True, _none),
    "keep nothing": (False, _none),
    "buy": (False, _none),  # Candelabra's spare="buy" (last, so no other game's numbering moves)
    "set aside": (True, _none),
}
STOP: Token = ("end turn", None, None)


def _bid_limit() -> int:
    from ..games.tricks.forty_two import HAND_TOTAL

    return HAND_TOTAL


# -- encoders: one per move class ------------------------------------------------------------------------
def _play(move) -> list[Token]:
    if move.end is None:
        return [("lead", move.tile, None)]
    return [("on", move.tile, move.end)]


def _encoders() -> dict[type, tuple[tuple[str, ...], Callable[[Move], list[Token]]]]:
    """Move class -> (the token kinds it uses, its encoder)."""
    from .. import moves as moves_module
    from ..games.chain import sausage, seven, wagons
    from ..games.collecting import roulette, sharing, spark
    from ..games.counting import line_scoring, muggins
    from ..games.cross import donkey
    from ..games.discard import base as discard
    from ..games.discard import biryuk, firewood
    from ..games.tricks import base as tricks
    from ..games.tricks import candelabra, forty_two

    def line_play(m):
        extra = []
        if m.across is True:
            extra.append(("crosswise", None, None))
        elif m.across is False:
            extra.append(("lengthwise", None, None))
        if m.out is not None:
            extra.append(("out", None, m.out))
        return _play(m) + extra

    entries = [
        (moves_module, "Play", ("lead", "on"), _play),
        (donkey, "Close", ("lead", "on", "close"), lambda m: _play(m) + [("close", None, None)]),
        (muggins, "Lengthwise", ("lead", "on", "lengthwise"), lambda m: _play(m) + [("lengthwise", None, None)]),
        (line_scoring, "LinePlay", ("lead", "on", "crosswise", "lengthwise", "out"), line_play),
        (moves_module, "Draw", ("draw",), lambda m: [("draw", None, None)]),
        (moves_module, "Pass", ("pass",), lambda m: [("pass", None, None)]),
        (discard, "Take", ("take", "taken"), lambda m: [("take", None, None)] + [("taken", t, None) for t in m.taken]),
        (biryuk, "Attach", ("attach", "to", "discard"),
         lambda m: [("attach", m.tile, None), ("to", m.to, None), ("discard", m.discard, None)]),
        (firewood, "Lay", ("lay", "to"), lambda m: [("lay", m.tile, None), ("to", m.beside, None)]),
        (seven, "Give", ("give", "player"), lambda m: [("give", m.tile, None), ("player", None, m.to)]),
        (seven, "TakeFrom", ("take from",), lambda m: [("take from", None, m.giver)]),
        (wagons, "Uncouple", ("uncouple", "after", "before"),
         lambda m: [("uncouple", m.tile, None), ("after", m.left, None), ("before", m.right, None)]),
        (wagons, "Couple", ("on", "bridge"), lambda m: [("on", m.tile, m.end), ("bridge", None, m.other)]),
        (sausage, "Cut", ("cut", "at"), lambda m: [("cut", m.tile, None), ("at", None, m.at)]),
        (sausage, "Insert", ("insert", "line", "at"),
         lambda m: [("insert", m.tile, None), ("line", None, m.line), ("at", None, m.at)]),
        (sausage, "PutBack", ("put back",), lambda m: [("put back", m.tile, None)]),
        (tricks, "Lead", ("lead",), lambda m: [("lead", m.tile, None)]),
        (tricks, "Follow", ("play",), lambda m: [("play", m.tile, None)]),
        (candelabra, "Give", ("give",), lambda m: [("give", m.tile, None)]),
        (candelabra, "Buy", ("buy",), lambda m: [("buy", None, None)]),
        (candelabra, "SetAside", ("set aside",), lambda m: [("set aside", m.tile, None)]),
        (candelabra, "Attach", ("attach", "to", "number"),
         lambda m: [("attach", m.tile, None), ("to", m.to, None), ("number", None, m.on)]),
        (forty_two, "Bid", ("bid",), lambda m: [("bid", None, m.amount)]),
        (forty_two, "Trump", ("trumps",), lambda m: [("trumps", None, m.suit)]),
        (spark, "Call", ("call",), lambda m: [("call", m.value, None)]),
        (roulette, "CallEnd", ("call lower", "call higher"), lambda m: [(f"call {m.end}", None, None)]),
        (sharing, "Keep", ("keep",), lambda m: [("keep", m.tile, None)]),
        (sharing, "Give", ("give", "player"), lambda m: [("give", m.tile, None), ("player", None, m.to)]),
    ]
    return {getattr(module, name): (kinds, encode) for module, name, kinds, encode in entries}


_ENCODERS: dict[type, tuple[tuple[str, ...], Callable[[Move], list[Token]]]] | None = None


def encoders() -> dict[type, tuple[tuple[str, ...], Callable[[Move], list[Token]]]]:
    global _ENCODERS
    if _ENCODERS is None:
        _ENCODERS = _encoders()
    return _ENCODERS


def move_classes(game) -> list[type]:
    """The move classes a game can make: every ``Move`` subclass its modules (those of the game
    class, of its state class and of their bases) define or import."""
    modules: list[str] = []
    for klass in type(game).__mro__ + game.StateClass.__mro__:
        if klass.__module__.startswith("domino_lab.") and klass.__module__ not in modules:
            modules.append(klass.__module__)
    found: list[type] = []
    for name in modules:
        for value in vars(sys.modules[name]).values():
            if isinstance(value, type) and issubclass(value, Move) and value is not Move and value not in found:
                found.append(value)
    return found


def layout_ends(game) -> int:
    """How many open ends the game's layout can ever have (what ``Play.end`` ranges over)."""
    from ..games.discard.base import Stack
    from ..table.cross import CrossLayout
    from ..table.line import LineLayout
    from ..table.parallel import ParallelLayout
    from ..table.trains import TrainsLayout

    new_layout = getattr(game, "new_layout", None)
    if new_layout is None:
        return 0
    layout = new_layout()
    if isinstance(layout, TrainsLayout):
        # the main chain and one train per uncoupling; each uncoupling uses a double: at most n+1
        return 2 * (1 + len(game.set.doubles))
    if isinstance(layout, CrossLayout):
        return 4
    if isinstance(layout, (LineLayout, ParallelLayout, Stack)):
        return 2
    raise ActionError(f"{game.info.id}: no action encoding knows the layout {type(layout).__name__}")


# -- the vocabulary of one game --------------------------------------------------------------------------
class Vocabulary:
    """The actions of one game (with its options) for a number of players: ``tokens[action]``,
    ``action(token)``, ``encode(move)`` (the token sequence of a move) and ``text(action)``.

    >>> import domino_lab as dl
    >>> vocab = Vocabulary(dl.game("kozel"), 4)
    >>> len(vocab), [vocab.text(a) for a in vocab.encode(dl.Play(dl.Tile(6, 6), 1, 6))]
    (87, ['6-6 on end 1'])
    """

    def __init__(self, game: Game, players: int):
        self.game = game
        self.players: int = players
        self.set: DominoSet = game.set
        self.ends: int = layout_ends(game)
        table = encoders()
        unused: tuple[type, ...] = getattr(game, "unused_moves", tuple)()  # kinds the options rule out
        self.classes = [c for c in move_classes(game) if c in table and c not in unused]
        unknown = [c.__name__ for c in move_classes(game) if c not in table and c is not Multi
                   and not _abstract(c)]
        if unknown:
            raise ActionError(f"{game.info.id}: no action encoding for the move kinds {', '.join(unknown)}")
        kinds: set[str] = {"end turn"}
        for cls in self.classes:
            kinds.update(table[cls][0])
        self.kinds = [k for k in KINDS if k in kinds]  # the fixed global order
        tokens: list[Token] = []
        for kind in self.kinds:
            has_tile, numbers = KINDS[kind]
            count = numbers(self)
            tiles: Sequence[Tile | None] = list(self.set) if has_tile else [None]
            nums: Sequence[int | None] = range(count) if count else [None]
            tokens.extend((kind, t, k) for t in tiles for k in nums)
        self.tokens: list[Token] = tokens
        self._index = {t: i for i, t in enumerate(tokens)}
        self._cache: dict[Move, tuple[int, ...]] = {}

    def __len__(self) -> int:
        return len(self.tokens)

    def action(self, token: Token) -> int:
        try:
            return self._index[token]
        except KeyError:
            raise ActionError(f"{self.game.info.id}: the token {token_text(token)!r} is not in the game's "
                              "action vocabulary") from None

    def encode(self, move: Move) -> tuple[int, ...]:
        """The actions that make ``move``, in order."""
        seq = self._cache.get(move)
        if seq is None:
            seq = self._cache[move] = tuple(self.action(t) for t in self.tokens_of(move))
        return seq

    def tokens_of(self, move: Move) -> list[Token]:
        if isinstance(move, Multi):
            return [t for part in move.plays for t in self.tokens_of(part)]
        entry = encoders().get(type(move))
        if entry is None:
            raise ActionError(f"{self.game.info.id}: the move {move} ({type(move).__name__}) has no action encoding")
        return entry[1](move)

    def check(self, action: object) -> int:
        """``action`` as a Python ``int`` (a numpy integer too: what a toolkit samples), or an
        ``ActionError`` when it is no action of the game: ``-1`` read the last token (``"end turn"``),
        ``1.7`` was taken as action 1 by ``int()``, a number past the vocabulary a raw ``IndexError``."""
        k = as_whole(action)
        if k is None or not 0 <= k < len(self.tokens):
            raise ActionError(_("{game}: an action is a whole number from 0 to {last}, not {action!r:.40}",
                                game=self.game.info.id, last=len(self.tokens) - 1, action=action))
        return k

    def text(self, action: int) -> str:
        return token_text(self.tokens[self.check(action)])

    def describe(self) -> str:
        """The game's actions as ranges: ``0-27  lead T`` ..."""
        rows, start = [], 0
        for kind in self.kinds:
            n = sum(1 for t in self.tokens if t[0] == kind)
            first, last = self.tokens[start], self.tokens[start + n - 1]
            span = f"{start}" if n == 1 else f"{start}-{start + n - 1}"
            shape = token_text(first) if n == 1 else f"{token_text(first)} … {token_text(last)}"
            rows.append(f"{span:>9}  {shape}")
            start += n
        return "\n".join(rows)


def _abstract(cls: type) -> bool:
    """Move classes that are only bases (TileMove): never made as such."""
    return cls.__name__ in ("TileMove",)


def token_text(token: Token) -> str:
    kind: str
    kind, tile, num = token
    if kind == "on":
        return f"{tile} on end {num}"
    if kind == "bridge":
        return f"bridge to end {num}"
    if kind == "out":
        return f"{num} out"
    if kind == "take from":
        return f"take from player {num}"
    if kind in ("player", "line", "at", "number", "bid", "trumps"):
        return f"{kind} {num}"
    if tile is not None:
        return f"{kind} {tile}"
    return kind


# -- the prefix tree of one position's legal moves ----------------------------------------------------------
@dataclass
class Decisions:
    """The legal moves of one position as token sequences, and the prefix chosen so far.

    ``options()``: the actions the player may take next (sorted). ``choose(action)`` returns the
    legal move the prefix now names (made at once), or ``None`` while more tokens are needed.
    """

    vocab: Vocabulary
    moves: list[tuple[tuple[int, ...], Move]]
    prefix: tuple[int, ...] = ()

    @classmethod
    def of(cls, vocab: Vocabulary, legal: Iterable[Move]) -> Decisions:
        seen: dict[tuple[int, ...], Move] = {}
        for move in legal:
            seq = vocab.encode(move)
            other = seen.get(seq)
            if other is not None and other != move:
                raise ActionError(f"{vocab.game.info.id}: {other} and {move} encode to the same actions")
            seen[seq] = move
        stop = vocab.action(STOP)
        if any(stop in seq for seq in seen):
            raise ActionError(f"{vocab.game.info.id}: a move's tokens contain 'end turn'")
        return cls(vocab, sorted(seen.items()))

    def _matching(self) -> list[tuple[tuple[int, ...], Move]]:
        n = len(self.prefix)
        return [(s, m) for s, m in self.moves if s[:n] == self.prefix]

    def options(self) -> list[int]:
        n = len(self.prefix)
        nxt = set()
        for seq, _move in self._matching():
            nxt.add(seq[n] if len(seq) > n else self.vocab.action(STOP))
        return sorted(nxt)

    def choose(self, action: int) -> Move | None:
        """Add ``action`` to the prefix; return the move if the prefix now names one, else None."""
        action = self.vocab.check(action)  # (a whole number of the vocabulary: 1.7 is no action 1)
        if action not in self.options():
            raise ActionError(f"{self.vocab.text(action)!r} is not a legal action now")
        if action == self.vocab.action(STOP):
            return next(m for s, m in self._matching() if s == self.prefix)
        self.prefix = self.prefix + (action,)
        while True:
            matching = self._matching()
            if len(matching) == 1:
                return matching[0][1]
            options = self.options()
            if len(options) != 1:  # a real choice: ask the player
                return None
            only = options[0]  # every remaining move agrees on the next token: take it
            if only == self.vocab.action(STOP):
                return next(m for s, m in matching if s == self.prefix)
            self.prefix = self.prefix + (only,)

    def path(self, move: Move) -> list[int]:
        """The actions that make ``move`` from the current prefix (the tokens a player must pick;
        those taken for him are left out). ``self`` is unchanged."""
        target = next((s for s, m in self.moves if m == move), None)
        if target is None or target[:len(self.prefix)] != self.prefix:
            raise ActionError(f"{move} is not a legal move here")
        trial, actions = self.copy(), []
        while True:
            n = len(trial.prefix)
            action = target[n] if len(target) > n else self.vocab.action(STOP)
            actions.append(action)
            made = trial.choose(action)
            if made is not None:
                if made != move:
                    raise ActionError(f"{move}: its actions make {made} instead")  # pragma: no cover
                return actions

    def copy(self) -> Decisions:
        return Decisions(self.vocab, self.moves, self.prefix)
