"""The bots that need no search, and what every bot is made of.

- ``Bot``: the base class (``choose``, ``seeded``, ``looks``).
- ``Random(seed)``: any legal move, uniformly.
- ``Greedy()``: the move that gets rid of the most pips (ties: the first in order).
- ``outcome(state, player)``: how good a finished deal is for a player's side, the number the
  searching bots (``bots.MonteCarlo``, ``search.ISMCTS``) average over imagined deals.

``domino_lab.bots`` gathers every bot under one name; import them from there.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .seeds import as_seed
from .streams import Stream

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from .games.base import State
    from .games.observation import Observation
    from .moves import Move

__all__ = ["Bot", "Random", "Greedy", "move_weight", "outcome"]


class Bot:
    """Base class. ``seeded(seed)`` gives an equivalent bot with a fresh random stream.
    ``looks = False`` declares a bot that chooses from the legal moves alone: the driver then
    hands it no observation (``None``), which saves building one every move."""

    name = "bot"
    looks = True

    def choose(self, observation: Observation | None, legal_moves: Sequence[Move]) -> Move:
        raise NotImplementedError

    def seeded(self, seed: int) -> Bot:
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class Random(Bot):
    name = "random"
    looks = False

    def __init__(self, seed: int | None = 0):
        self.seed = as_seed(seed)  # (a whole number, as every seed: Random("1") drew another stream than Random(1))
        self.rng = Stream(self.seed)  # domino_lab.streams: cheap to seed, so a bot is re-seeded every deal

    def choose(self, observation: Observation | None, legal_moves: Sequence[Move]) -> Move:
        return legal_moves[self.rng.below(len(legal_moves))]  # (an empty list raises ValueError)

    def seeded(self, seed: int) -> Random:
        bot = object.__new__(Random)  # Random(seed), made without its __init__'s call (dl.simulate seats four a deal)
        bot.seed, bot.rng = seed, Stream(seed)
        return bot

    def __repr__(self) -> str:
        return f"Random({self.seed})"


def move_weight(move: Move) -> int:
    """Pips a move takes out of hand; games may give moves a ``weight`` of their own."""
    weight: int | None = getattr(move, "weight", None)
    if weight is not None:
        return weight
    tiles = move.tiles  # (a Multi makes its tuple on each read: read it once)
    return sum(t.pips for t in tiles) * 2 + len(tiles)


class Greedy(Bot):
    """The first of the heaviest moves (``move_weight``). Its choice depends on the moves alone, so
    when it is handed the very same tuple as last time (a game whose moves are the same every turn
    and made once, as Spark's calls: the driver hands such a tuple as it is) it gives the same answer
    without weighing them again; a tuple cannot change, so the answer is the one weighing would give."""

    name = "greedy"
    looks = False
    _last: tuple[Sequence[Move], Move] | None = None  # (the tuple last weighed, the move chosen from it)

    def choose(self, observation: Observation | None, legal_moves: Sequence[Move]) -> Move:
        last = self._last
        if last is not None and last[0] is legal_moves:
            return last[1]
        move = max(legal_moves, key=move_weight)
        if type(legal_moves) is tuple:  # (a list may be changed in place and handed again: weighed every time)
            self._last = (legal_moves, move)
        return move


def outcome(state: State, player: int) -> float:
    """How good a finished deal is for ``player``'s side, roughly in [-2, 2]."""
    result = state.result()
    mine = state.side_of(player)
    won = 0.0 if result.winner is None else (1.0 if result.winning_side == mine else -1.0)
    points = list(result.points)
    if not points:
        return won
    sign = -1 if state.game.penalty_points else 1
    others = [p for i, p in enumerate(points) if i != mine]
    diff = points[mine] - (max(others) if others else 0)
    return won + sign * diff / 100.0


def __getattr__(name: str) -> object:
    """``policies.Chooser``: the protocol of a seat, which the engine defines
    (``games.observation.Chooser``; imported when asked for, as it always was)."""
    if name == "Chooser":
        from .games.observation import Chooser

        return Chooser
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
