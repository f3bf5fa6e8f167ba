"""What one player may see of a deal: ``Observation``, sealed.

An observation is built by addition, never by hiding things in a copy of the live deal. It
holds its player's own hand, the sizes of the hands and the boneyard, the moves that player may
make now (none when it is not his turn), and a *view*: a new state object into which the deal
copies only what it declares public (``State.public_fields``: the table, the pit, scores, the
trick in play, trumps and bids...), the history with every hidden tile masked
(``State._public_move``), and what that one player alone may see (``State._private_view``: the
tiles he may lead, the tiles he just drew). The deal's seed, the other hands, the boneyard and
the live state itself are never in it, so nothing can be read back out of it.

The observation is a snapshot: it describes the position at the moment it was made and does
not change when the deal goes on.
"""

from __future__ import annotations

import operator
import random
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, Generic, Protocol, SupportsIndex, TypeVar

from ..errors import SetupError
from ..i18n import _
from ..tiles import Tile, tiles_text

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from ..moves import Move
    from ..tiles import DominoSet

__all__ = ["Observation", "LegalMoves", "Chooser", "Seen", "cannot_hold", "ruled_out"]

_T = TypeVar("_T")


class _Game(Protocol):
    """What an observation reads of the game (its set, for the unseen tiles)."""

    @property
    def set(self) -> DominoSet: ...


class Seen(Protocol):
    """What an observation reads of the deal it is made from and of its view: ``games.state.State``
    is one (the state makes its observations, so this module, under it, names it by this protocol)."""

    hands: list[set[Tile]]
    current: int | None
    over: bool
    table: Any
    history: list[tuple[int, Move]]

    @property
    def game(self) -> _Game: ...

    def legal_moves(self) -> list[Move]: ...

    def _view(self: _T, viewer: int) -> _T: ...

    def _visible_to(self, player: int) -> Iterable[Tile]: ...

    def _determinize(self: _T, obs: Any, rng: random.Random) -> _T: ...

    def to_text(self) -> str: ...

    def describe(self) -> str: ...

    def status(self) -> list: ...


class _Position(Seen, Protocol):
    """What ``cannot_hold`` and ``ruled_out`` read of a deal's positions (a ``State``)."""

    players: int
    boneyard: list[Tile]
    _legal: Any

    def observation(self, player: int) -> Observation[Any]: ...

    def clone(self: _T) -> _T: ...


S = TypeVar("S", bound=Seen)


class LegalMoves(tuple["Move", ...]):
    """An observation's legal moves: a tuple, read as one (``obs.legal_moves[0]``, ``len``, ``in``,
    equal to and hashing as the plain tuple of the same moves, pickled and copied as a tuple is),
    which may also be called: ``obs.legal_moves()`` is that same tuple. On a state ``legal_moves``
    is a method, and a learner who has written ``state.legal_moves()`` writes the same on an
    observation: it was a plain tuple, and the call failed with a raw "'tuple' object is not
    callable". An attribute still, not a method, because bots, the analysis and the coach read it
    as one (a snapshot made with the observation, not asked of a deal that may have gone on)."""

    __slots__ = ()

    def __call__(self) -> LegalMoves:
        return self


_NO_MOVES = LegalMoves()  # (not his turn, or the deal is over)


class Observation(Generic[S]):
    """What player ``player`` may see of a deal, at one moment.

    ``hand``: his tiles. ``hand_sizes``, ``boneyard_size``: how many tiles each hand and the
    boneyard hold. ``legal_moves``: what he may do now (empty unless it is his turn), a tuple that
    may also be called as a state's method is (``obs.legal_moves()``: ``LegalMoves``).
    ``public``: the view, a state holding only what he may see (other hands empty, no boneyard);
    ``table``, ``history``, ``current_player``, ``over`` read it. ``to_text()``: the position as
    he sees it. ``describe()``: the same in a few lines for a person. ``status()``: what a board
    shows him besides the table. ``sample(rng)``: a full deal consistent with what he sees, the
    unseen tiles dealt at random (how a bot imagines the hidden hands).
    """

    __slots__ = ("player", "game", "hand", "hand_sizes", "boneyard_size", "legal_moves", "_view", "_unseen")

    def __init__(self, state: S, player: int):
        view = state._view(player)
        self.player = player
        self.game = state.game
        self.hand = frozenset(state.hands[player])
        self.hand_sizes, self.boneyard_size = view.__dict__["_hidden_sizes"]
        self.legal_moves = LegalMoves(state.legal_moves()) if not state.over and state.current == player else _NO_MOVES
        self._view = view
        self._unseen: frozenset[Tile] | None = None

    @property
    def public(self) -> S:
        """The view: a state built from what this player may see (changing it changes no deal)."""
        return self._view

    @property
    def table(self) -> Any:
        return self._view.table

    @property
    def current_player(self) -> int | None:
        return self._view.current

    @property
    def over(self) -> bool:
        return self._view.over

    @property
    def history(self) -> list[tuple[int, Move]]:
        return self._view.history

    @property
    def unseen(self) -> frozenset[Tile]:
        """The tiles of the set this player cannot see now (other hands, the boneyard, face-down tiles)."""
        if self._unseen is None:
            seen = set(self._view._visible_to(self.player))
            self._unseen = frozenset(t for t in self.game.set if t not in seen)
        return self._unseen

    def to_text(self) -> str:
        """The position as this player sees it (other hands and the boneyard left out)."""
        return self._view.to_text()

    def describe(self) -> str:
        """A few lines for a person, as this player sees the deal: his own hand, how many tiles the
        others hold face down, the table (``State.describe`` on the view)."""
        return self._view.describe()

    def status(self) -> list:
        """What the game shows this player besides the table: scores, trumps, piles (``State.status``)."""
        return self._view.status()

    def sample(self, rng: random.Random | int | None) -> S:
        """A full deal consistent with what this player sees, the unseen tiles dealt at random: a
        whole deal, its hands and boneyard all there, so it drops the view's record of the hidden
        sizes (kept, ``dl.solve`` refused the sample as "a player's view", though its own refusal of
        an observation says to solve ``observation.sample(rng)``; only a text or a picture read it).
        ``rng``: a ``random.Random``, or a seed (a whole number; ``None``: a fresh one) to make one
        from (``sample(3)`` was a bare ``AttributeError``: 'int' object has no attribute 'shuffle')."""
        source: Any = rng  # (a random.Random, or anything that shuffles as one: a numpy Generator)
        if not callable(getattr(source, "shuffle", None)):
            if isinstance(source, bool) or not (source is None or isinstance(source, SupportsIndex)):
                raise SetupError(_("rng deals the unseen tiles: a random.Random, or a seed (a whole number or None), "
                                   "not {rng!r:.60}", rng=rng))
            source = random.Random(None if source is None else operator.index(source))
        world = self._view._determinize(self, source)
        vars(world).pop("_hidden_sizes", None)
        return world

    def __repr__(self) -> str:  # (in dl.language(), as the widgets' reprs: it was English in a Russian session)
        return _("<Observation of player {p}: hand {hand}>", p=self.player, hand=tiles_text(sorted(self.hand)))


class Chooser(Protocol):
    """What a seat must do to be a bot (``driver.is_bot``): choose one of the legal moves from what
    it sees. ``observation`` is ``None`` for a bot that declares ``looks = False``. (Defined with
    the observation, in the engine, which hands seats their moves; ``domino_lab.bots`` names it.)"""

    def choose(self, observation: Observation | None, legal_moves: Sequence[Move]) -> Move: ...


def cannot_hold(positions: Sequence[_Position], viewer: int, seed: int = 0) -> dict[int, frozenset[Tile]]:
    """What ``viewer`` can tell about the other hands from their passes and draws: for each other
    player, the tiles not seen by ``viewer`` that this player certainly does not hold now.

    ``positions`` are one deal's positions in order, each one move after the one before (a
    board's trail, a replay's steps); each is read only through ``observation(viewer)``, so
    nothing hidden is used. A player who passed or drew when a tile would have been his legal
    play (the rules let him do that only when nothing fits) held no such tile: this is checked
    on the rules themselves (``ruled_out``), on a deal of the unseen tiles as ``viewer`` might
    imagine it (``Observation.sample``). Where the rules allow a draw at will, nothing follows.
    Tiles that came into his hand face down since (a draw) may be any unseen tile, so the
    inference waits until he passes or draws again, or plays every such tile (a tile he could
    not hold before that he now lays was one of them). Certain, not estimated: each tile named
    is one the player cannot hold.
    """
    rng = random.Random(seed)
    known: dict[int, set[Tile]] = {}  # per player: the tiles his hand (but for the newcomers) cannot hold
    newcomers: dict[int, int] = {}  # per player: tiles come in face down since the last inference
    for before, after in zip(positions, positions[1:]):
        if len(after.history) != len(before.history) + 1:  # not one move apart: start again
            known.clear()
            newcomers.clear()
            continue
        seen_before, seen_after = before.observation(viewer), after.observation(viewer)
        mover, move = seen_after.history[-1]
        if mover == viewer:
            continue
        kind = type(move).__name__
        if kind in ("Pass", "Draw"):
            try:
                imagined = seen_before.sample(rng)
            except Exception:  # noqa: BLE001 - a deal that cannot be imagined: conclude nothing
                fresh: set[Tile] = set()
            else:
                fresh = set(ruled_out(imagined, mover, move, seen_before.unseen))
            keep = known.get(mover, set()) if not newcomers.get(mover) else set()
            known[mover], newcomers[mover] = fresh | keep, 0
        else:
            laid = {t for t in move.tiles if t is not None}
            if laid & known.get(mover, set()):
                if newcomers.get(mover):  # one of the tiles that came in face down
                    newcomers[mover] -= len(laid & known[mover])
                else:  # pragma: no cover - a rule where the pass did not mean "nothing fits"
                    known.pop(mover, None)
        gained = seen_after.hand_sizes[mover] - (seen_before.hand_sizes[mover] - len(move.tiles))
        if gained > 0:
            newcomers[mover] = newcomers.get(mover, 0) + gained
    last = positions[-1].observation(viewer) if positions else None
    unseen = last.unseen if last is not None else frozenset()
    return {p: frozenset(tiles & unseen) for p, tiles in sorted(known.items())
            if not newcomers.get(p) and tiles & unseen}


def ruled_out(before: _Position, mover: int, move: Move, candidates: Iterable[Tile]) -> frozenset[Tile]:
    """What a pass or a draw proves, written once: the tiles of ``candidates`` that ``mover``
    cannot have held when he made ``move`` at position ``before``, because with that tile in
    hand the move would not have been legal (the rules let a player pass or draw only when
    nothing fits). Each tile is tried alone in the mover's hand, the rest of the deal as
    ``before`` has it (his other tiles go to the next player, so every tile stays in one place
    and the boneyard keeps its size: a draw's legality may hang on it). ``before`` may be the
    real past position (``analysis.worlds.constraints``) or one dealt as a player imagines it
    (``cannot_hold``): only the table, the boneyard's size and the rules decide the answer.
    A rule that cannot judge such a hand proves nothing: the answer is then empty."""
    out = []
    try:
        state = before.clone()
        hands0, boneyard0 = [set(h) for h in state.hands], list(state.boneyard)
        other = (mover + 1) % state.players
        for tile in candidates:
            hands, boneyard = [set(h) for h in hands0], list(boneyard0)
            rest = [t for t in hands[mover] if t != tile]
            if tile in boneyard:
                i = boneyard.index(tile)
                if rest:
                    boneyard[i] = rest.pop()
                elif hands[other]:
                    boneyard[i] = hands[other].pop()
                else:
                    del boneyard[i]
            else:
                for hand in hands:
                    hand.discard(tile)
            hands[other].update(rest)
            hands[mover] = {tile}
            state.hands[:] = hands
            state.boneyard[:] = boneyard
            state._legal = None
            if move not in state.legal_moves():
                out.append(tile)
    except Exception:  # noqa: BLE001 - a game whose rules cannot judge a one-tile hand: conclude nothing
        return frozenset()
    return frozenset(out)
