"""Exercises of lesson 08, bots: what a bot may see, what Greedy does, and how noisy a small
MonteCarlo is. Every answer is computed again from the bots themselves (well under a second)."""

from __future__ import annotations

import math

from ..bots import Greedy, MonteCarlo
from ..i18n import msg
from ..positions import position
from . import Exercise

HANDS = ["0-0 4-5", "0-5 6-6", "1-2 1-5", "2-5 5-5"]
TABLE = "4-2 2-2 2-0 0-6 6-5 5-3 3-2 2-6 6-4 4-4 4-1 1-1 1-6 6-3 3-4 4-0 0-3 3-3 3-1 1-0"
MOVES = ("0-0 on 0", "4-5 on 4")


def _state():
    """The notebook's Kozel position: player 0 to move with 0-0 and 4-5, the ends 4 and 0."""
    return position("kozel", hands=HANDS, table=TABLE)


def _hidden_ways() -> int:
    """In how many ways the tiles player 0 cannot see can lie in the other hands (each hand
    getting as many as it holds): a multinomial count."""
    seen = _state().observation(0)
    ways, left = 1, len(seen.unseen)
    for p, size in enumerate(seen.hand_sizes):
        if p != 0:
            ways *= math.comb(left, size)
            left -= size
    return ways


def _greedy_move() -> str:
    state = _state()
    return str(Greedy().choose(state.observation(0), state.legal_moves()))


def _small_montecarlo_misses() -> int:
    """Of ten MonteCarlo bots with 8 rollouts a move (seeds 0 to 9), how many play 4-5."""
    state = _state()
    seen, legal = state.observation(0), state.legal_moves()
    return sum(str(MonteCarlo(rollouts=8, seed=s).choose(seen, legal)) == "4-5 on 4" for s in range(10))


EXERCISES = [
    Exercise(
        msg("In the notebook's Kozel position player 0 sees his own two tiles and the table; the other "
        "three players hold two tiles each. In how many ways can the six tiles he cannot see lie in "
        "their hands?"),
        answer=90, compute=_hidden_ways, picture=lambda: _state().observation(0).public,
        solution=msg("Choose player 1's two tiles out of six (15 ways), then player 2's two out of the four "
                 "left (6 ways); player 3 gets the last two: 15 × 6 = 90. A determinization is one of "
                 "these 90 deals, drawn at random by <code>observation.sample(rng)</code>."),
    ),
    Exercise(
        msg("Which move does <code>dl.bots.Greedy()</code> make there?"),
        answer="4-5 on 4", choices=MOVES, compute=_greedy_move,
        solution=msg("Greedy sheds the most pips: 4-5 weighs 2 × 9 + 1 = 19, 0-0 only 1. It does not look "
                 "ahead, so it does not see that 0-0 left alone can be shut out on the 0 end."),
    ),
    Exercise(
        msg("Ten MonteCarlo bots with only 8 rollouts a move, seeds 0 to 9, each choose a move in the same "
        "position. How many of them play the weaker 4-5?"),
        answer=1, compute=_small_montecarlo_misses,
        solution=msg("One: the bot with seed 2 averages only 8 imagined deals a move, and its 8 for 4-5 "
                 "happened to be kind. More rollouts shrink the noise (with 16, all ten play 0-0); that "
                 "is the price and the point of a bigger budget."),
    ),
]
