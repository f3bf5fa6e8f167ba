"""``Analyst``: a bot that plays by analysis.

It imagines ``worlds`` deals consistent with its observation, solves each with every hand open
(``dl.solve``, within ``nodes`` positions per deal), and plays the move with the best mean
return (``analysis.analyse.evaluate_observation``). Like every bot it sees only its observation:
its own hand, the table, the sizes of the hidden hands. It cannot replay the deal from its seed
(an observation holds none), so unlike ``dl.analyse`` on a live deal it does not read the passes
(the same footing as ``MonteCarlo`` and ``ISMCTS``, whose imagined deals ignore them too).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .. import bots
from ..policies import Bot
from ..seeds import as_seed
from .analyse import evaluate_observation

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from ..games.observation import Observation
    from ..moves import Move

__all__ = ["Analyst", "DEFAULT_WORLDS", "DEFAULT_NODES"]

#: Imagined deals per decision, and the solver's budget of positions per deal.
DEFAULT_WORLDS = 20
DEFAULT_NODES = 300


class Analyst(Bot):
    """Plays the move with the best mean value over ``worlds`` imagined deals solved exactly
    (within ``nodes`` positions each). Seeded: the same seed and observations give the same moves.

    >>> import domino_lab as dl
    >>> state = dl.game("classic", set_n=3, hand_size=5, draw="none").deal(2, seed=4)
    >>> bot = dl.bots.make("analyst", seed=1)
    >>> bot.choose(state.observation(state.current), state.legal_moves()) in state.legal_moves()
    True
    """

    name = "analyst"

    def __init__(self, worlds: int = DEFAULT_WORLDS, nodes: int | None = DEFAULT_NODES, seed: int | None = 0):
        self.worlds = worlds  # (worlds and nodes are checked by the analysis, named, at the first choice)
        self.nodes = nodes
        self.seed = as_seed(seed)  # ("1" seeded another stream than 1)
        self.rng = random.Random(self.seed)

    def seeded(self, seed: int) -> Analyst:
        return Analyst(self.worlds, self.nodes, seed)

    def __repr__(self) -> str:
        return f"Analyst(worlds={self.worlds}, nodes={self.nodes}, seed={self.seed})"

    def choose(self, observation: Observation | None, legal_moves: Sequence[Move]) -> Move:
        if len(legal_moves) == 1:
            return legal_moves[0]
        assert observation is not None  # it looks: the driver hands it one
        analysis = evaluate_observation(observation, self.worlds, self.rng.getrandbits(62), nodes=self.nodes)
        best = analysis.best
        for m in legal_moves:  # the caller's own object
            if m == best:
                return m
        return legal_moves[0]  # pragma: no cover - the analysis covers every legal move


bots.register("analyst", Analyst, lambda seed: Analyst(seed=seed))
