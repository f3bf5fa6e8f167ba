"""Bots: every bot has ``choose(observation, legal_moves) -> move`` and sees only its observation.

- ``Random(seed)``: any legal move, uniformly.
- ``Greedy()``: the move that gets rid of the most pips (ties: the first in order).
- ``MonteCarlo(rollouts, seed)``: imagines the hidden tiles (determinization), plays each
  candidate out with greedy players many times and picks the best average deal outcome.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from .driver import finish

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from .games.base import State
    from .games.observation import Observation
    from .moves import Move

__all__ = ["Bot", "Random", "Greedy", "MonteCarlo", "make", "names"]


class Chooser(Protocol):
    """What a seat must do to be a bot (``driver.is_bot``): choose one of the legal moves from what
    it sees. ``observation`` is ``None`` for a bot that declares ``looks = False``."""

    def choose(self, observation: Observation | None, legal_moves: Sequence[Move]) -> Move: ...


class Bot:
    """Base class. ``seeded(seed)`` gives an equivalent bot with a fresh random stream.
    ``looks = False`` declares a bot that chooses from the legal moves alone: the driver then
    hands it no observation (``None``), which saves building one every move."""

    name = "bot"
    looks = True
    fast_choice: str | None = None  # see domino_lab.games.fastpath: "uniform", "heaviest" or None

    def choose(self, observation: Observation | None, legal_moves: Sequence[Move]) -> Move:
        raise NotImplementedError

    def seeded(self, seed: int) -> Bot:
        return self

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class Random(Bot):
    name = "random"
    looks = False
    fast_choice = "uniform"  # a fast path may make its choice: uniform, from random_bits()

    def __init__(self, seed: int | None = 0):
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, observation: Observation | None, legal_moves: Sequence[Move]) -> Move:
        n = len(legal_moves)
        if not n:
            return legal_moves[self.rng.randrange(n)]  # (raises: an empty range)
        # randrange(n), inlined: bit_length(n) random bits, drawn again until below n
        bits = self.rng.getrandbits
        k = n.bit_length()
        r = bits(k)
        while r >= n:
            r = bits(k)
        return legal_moves[r]

    def random_bits(self) -> Callable[[int], int]:
        """The bits its choices come from (``choose`` is ``randrange`` of them): a fast path that
        makes the same choice without listing the moves draws from this."""
        return self.rng.getrandbits

    def seeded(self, seed: int) -> Random:
        return Random(seed)

    def __repr__(self) -> str:
        return f"Random({self.seed})"


def move_weight(move: Move) -> int:
    """Pips a move takes out of hand; games may give moves a ``weight`` of their own."""
    weight: int | None = getattr(move, "weight", None)
    if weight is not None:
        return weight
    return sum(t.pips for t in move.tiles) * 2 + len(move.tiles)


class Greedy(Bot):
    name = "greedy"
    looks = False
    fast_choice = "heaviest"  # a fast path may make its choice: the first move of the most weight

    def choose(self, observation: Observation | None, legal_moves: Sequence[Move]) -> Move:
        return max(legal_moves, key=move_weight)


class MonteCarlo(Bot):
    """Determinized Monte-Carlo search: for each legal move, ``rollouts`` imagined deals (hidden
    tiles dealt at random, consistent with what the bot sees) are played out by greedy players;
    the move with the best mean outcome for the bot's side wins (outcome: +1 for a won deal, −1
    for a lost one, plus the points difference / 100)."""

    name = "montecarlo"

    def __init__(self, rollouts: int = 16, seed: int | None = 0):
        self.rollouts = rollouts
        self.seed = seed
        self.rng = random.Random(seed)

    def seeded(self, seed: int) -> MonteCarlo:
        return MonteCarlo(self.rollouts, seed)

    def __repr__(self) -> str:
        return f"MonteCarlo(rollouts={self.rollouts}, seed={self.seed})"

    def choose(self, observation: Observation | None, legal_moves: Sequence[Move]) -> Move:
        if len(legal_moves) == 1:
            return legal_moves[0]
        assert observation is not None  # it looks (``looks = True``): the driver hands it one
        me = observation.player
        greedy = Greedy()
        best, best_score = legal_moves[0], float("-inf")
        per_move = max(1, self.rollouts)
        for move in legal_moves:
            total = 0.0
            for _ in range(per_move):
                state = observation.sample(self.rng)
                state.play(move)
                state = _greedy_to_end(state, greedy)
                total += outcome(state, me) if state.over else 0.0
            score = total / per_move
            if score > best_score:
                best, best_score = move, score
        return best


def _greedy_to_end(state: State, greedy: Greedy) -> State:
    """``state`` played on by greedy players (the family's fast path where it has one)."""
    return finish(state, [greedy] * state.players)


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


# -- bots by name (the command line, the Explorer, notebooks) -----------------------------------------
_MAKERS: dict[str, Callable[[int | None], Bot]] = {
    "random": lambda seed: Random(seed),
    "greedy": lambda seed: Greedy(),
    "montecarlo": lambda seed: MonteCarlo(seed=seed),
}
_ALIASES = {"mc": "montecarlo", "monte_carlo": "montecarlo"}


def names() -> list[str]:
    """The names ``make`` accepts (besides aliases such as ``mc``)."""
    return list(_MAKERS)


def make(name: str, seed: int | None = 0) -> Bot:
    """A bot by name, seeded where it draws at random: ``make("random", 3)``, ``make("greedy")``.

    >>> make("mc", seed=1)
    MonteCarlo(rollouts=16, seed=1)
    """
    from .errors import SetupError

    key = str(name).strip().lower().replace("-", "_")
    key = _ALIASES.get(key, key)
    if key not in _MAKERS:
        raise SetupError(f"there is no bot {name!r}; the bots are: {', '.join(names())}")
    return _MAKERS[key](seed)
