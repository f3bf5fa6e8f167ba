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

import random
from typing import TYPE_CHECKING, Any

from ..tiles import Tile, tiles_text

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from ..moves import Move
    from .base import Game, State

__all__ = ["Observation"]


class Observation:
    """What player ``player`` may see of a deal, at one moment.

    ``hand``: his tiles. ``hand_sizes``, ``boneyard_size``: how many tiles each hand and the
    boneyard hold. ``legal_moves``: what he may do now (empty unless it is his turn).
    ``public``: the view, a state holding only what he may see (other hands empty, no boneyard);
    ``table``, ``history``, ``current_player``, ``over`` read it. ``to_text()``: the position as
    he sees it. ``describe()``: the same in a few lines for a person. ``status()``: what a board
    shows him besides the table. ``sample(rng)``: a full deal consistent with what he sees, the
    unseen tiles dealt at random (how a bot imagines the hidden hands).
    """

    __slots__ = ("player", "game", "hand", "hand_sizes", "boneyard_size", "legal_moves", "_view", "_unseen")

    def __init__(self, state: State, player: int):
        view = state._view(player)
        self.player = player
        self.game: Game = state.game
        self.hand = frozenset(state.hands[player])
        self.hand_sizes, self.boneyard_size = view.__dict__["_hidden_sizes"]
        self.legal_moves: tuple[Move, ...] = (
            tuple(state.legal_moves()) if not state.over and state.current == player else ())
        self._view = view
        self._unseen: frozenset[Tile] | None = None

    @property
    def public(self) -> State:
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

    def sample(self, rng: random.Random) -> State:
        """A full deal consistent with what this player sees, the unseen tiles dealt at random."""
        return self._view._determinize(self, rng)

    def __repr__(self) -> str:
        return f"<Observation of player {self.player}: hand {tiles_text(sorted(self.hand))}>"
