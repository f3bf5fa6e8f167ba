"""Bots: every bot has ``choose(observation, legal_moves) -> move`` and sees only its observation.

- ``Random(seed)``: any legal move, uniformly.
- ``Greedy()``: the move that gets rid of the most pips (ties: the first in order).
- ``MonteCarlo(rollouts, seed)``: imagines the hidden tiles (determinization), plays each
  candidate out with greedy players many times and picks the best average deal outcome.
- ``ISMCTS(iterations, seed)``: information-set Monte-Carlo tree search (``domino_lab.search``):
  one search tree over many imagined deals, its effort spent on the moves that look best.
- ``Analyst(worlds, nodes, seed)`` (``domino_lab.analysis.bot``, ``make("analyst")``): solves
  imagined deals exactly with every hand open and plays the best mean (``dl.analyse``).

``Random``, ``Greedy``, the base ``Bot`` and ``outcome`` live in ``domino_lab.policies`` (the
searching bots are built on them); ``make(name)`` gives any of them by name.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from .driver import finish
from .games.observation import Chooser
from .i18n import N_, _
from .policies import Bot, Greedy, Random, move_weight, outcome
from .search import ISMCTS, MAX_MOVES, _whole
from .seeds import as_seed

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from .games.base import State
    from .games.observation import Observation
    from .moves import Move

__all__ = ["Bot", "Chooser", "Random", "Greedy", "MonteCarlo", "ISMCTS", "move_weight", "outcome", "make", "names",
           "register"]


#: The most imagined deals one ``MonteCarlo`` decision plays, whatever the number of legal moves:
#: 16 rollouts for each of 32 moves. A game with more moves than that (Spark calls any tile of the
#: set: 190 calls on the double-18 set) gives each move an equal share, at least one, so the work of
#: a decision does not grow with the set (``benchmarks/bot_decision.py``).
MAX_ROLLOUTS = 512


class MonteCarlo(Bot):
    """Determinized Monte-Carlo search: for each legal move, ``rollouts`` imagined deals (hidden
    tiles dealt at random, consistent with what the bot sees) are played out by greedy players;
    the move with the best mean outcome for the bot's side wins (outcome: +1 for a won deal, −1
    for a lost one, plus the points difference / 100). A decision plays at most ``max_rollouts``
    imagined deals: with more legal moves than ``max_rollouts // rollouts``, each move gets
    ``max_rollouts // moves`` of them (at least one). ``max_moves`` bounds the simulated moves of
    a decision as ``ISMCTS``'s does (``domino_lab.search.MAX_MOVES``, double-six scale: a move on
    a set of T tiles counts T / 28): each legal move gets an equal share and stops its imagined
    deals once its share is spent (after one at least). It never binds on the double-six set
    (16 deals of at most ~180 moves each, or 512 deals in all: ~92,000 moves)."""

    name = "montecarlo"

    def __init__(self, rollouts: int = 16, seed: int | None = 0, max_rollouts: int = MAX_ROLLOUTS,
                 max_moves: int = MAX_MOVES):
        # checked here, as ISMCTS's are: rollouts="x" was a raw TypeError at the first choice, 0 played 1
        self.rollouts = _whole(rollouts, "rollouts", N_("the number of imagined deals per legal move"), 1, "MonteCarlo")
        self.seed = as_seed(seed)  # ("1" seeded another stream than 1)
        self.max_rollouts = _whole(max_rollouts, "max_rollouts", N_("the most imagined deals per decision"), 1,
                                   "MonteCarlo")
        self.max_moves = _whole(max_moves, "max_moves", N_("the most simulated moves per decision"), 1, "MonteCarlo")
        self.rng = random.Random(self.seed)
        self.moves_played = 0  # simulated moves of the last decision (``evaluate``)

    def seeded(self, seed: int) -> MonteCarlo:
        return MonteCarlo(self.rollouts, seed, self.max_rollouts, self.max_moves)

    def __repr__(self) -> str:
        extra = "" if self.max_rollouts == MAX_ROLLOUTS else f", max_rollouts={self.max_rollouts}"
        extra += "" if self.max_moves == MAX_MOVES else f", max_moves={self.max_moves}"
        return f"MonteCarlo(rollouts={self.rollouts}, seed={self.seed}{extra})"

    def choose(self, observation: Observation | None, legal_moves: Sequence[Move]) -> Move:
        if len(legal_moves) == 1:
            return legal_moves[0]
        assert observation is not None  # it looks (``looks = True``): the driver hands it one
        scores = self.evaluate(observation, legal_moves)
        return max(legal_moves, key=scores.__getitem__)  # the first of the best

    def per_move(self, moves: int) -> int:
        """Imagined deals for each of ``moves`` legal moves: ``rollouts``, or an equal share of
        ``max_rollouts`` (at least one) when that is fewer."""
        return max(1, min(self.rollouts, self.max_rollouts // max(1, moves)))

    def evaluate(self, observation: Observation, legal_moves: Sequence[Move]) -> dict[Move, float]:
        """How it thinks: each legal move's mean outcome for the bot's side over ``per_move``
        imagined deals played out by greedy players (fewer once the move's share of ``max_moves``
        is spent), in the order of ``legal_moves``."""
        me = observation.player
        greedy = Greedy()
        per_move = self.per_move(len(legal_moves))
        weight = len(observation.public.game.set.tiles)  # a move counts weight / 28
        share = self.max_moves * 28 // max(1, len(legal_moves))
        scores: dict[Move, float] = {}
        self.moves_played = 0
        for move in legal_moves:
            total, done, spent = 0.0, 0, 0
            while done < per_move and (spent < share or done == 0):
                state = observation.sample(self.rng)
                start = len(state.history)
                state.play(move)
                state = _greedy_to_end(state, greedy)
                total += outcome(state, me) if state.over else 0.0
                played = len(state.history) - start
                self.moves_played += played
                spent += played * weight
                done += 1
            scores[move] = total / done
        return scores


def _greedy_to_end(state: State, greedy: Greedy) -> State:
    """``state`` played on by greedy players (kept in its family's compact form where it has one: ``games.kept``)."""
    return finish(state, [greedy] * state.players)


# -- bots by name (the command line, the Explorer, notebooks) -----------------------------------------
_MAKERS: dict[str, Callable[[int | None], Bot]] = {
    "random": lambda seed: Random(seed),
    "greedy": lambda seed: Greedy(),
    "montecarlo": lambda seed: MonteCarlo(seed=seed),
    "ismcts": lambda seed: ISMCTS(seed=seed),
}
_ALIASES = {"mc": "montecarlo", "monte_carlo": "montecarlo", "is_mcts": "ismcts", "analysis": "analyst"}
#: Bot classes of the layers above this one, by name (``bots.Analyst``), filed by ``register``.
_UPPER: dict[str, type[Bot]] = {}


def register(name: str, cls: type[Bot], maker: Callable[[int | None], Bot]) -> None:
    """File a bot that an upper layer defines: ``make(name)`` calls ``maker(seed)`` and
    ``bots.<class name>`` is ``cls``. The analysis package files its ``Analyst`` so when it is
    imported (as ``import domino_lab`` does): this module never imports the layers above it."""
    _MAKERS[name] = maker
    _UPPER[cls.__name__] = cls


def names() -> list[str]:
    """The names ``make`` accepts (besides aliases such as ``mc``)."""
    return list(_MAKERS)


def make(name: str, seed: int | None = 0) -> Bot:
    """A bot by name, seeded where it draws at random: ``make("random", 3)``, ``make("greedy")``.

    >>> make("mc", seed=1)
    MonteCarlo(rollouts=16, seed=1)
    >>> make("ismcts", seed=2)
    ISMCTS(iterations=300, seed=2)
    """
    from .errors import SetupError

    key = str(name).strip().lower().replace("-", "_")
    key = _ALIASES.get(key, key)
    if key not in _MAKERS:
        raise SetupError(_("there is no bot {name!r}; the bots are: {bots}", name=name, bots=", ".join(names())))
    return _MAKERS[key](seed)


def __getattr__(name: str) -> object:
    """``bots.Analyst``: the class the analysis package filed (``register``)."""
    if name in _UPPER:
        return _UPPER[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
