"""Exercises of lesson 09, game AI: what OpenSpiel is told about a game — its actions and the
proved range of its returns. The answers come from ``domino_lab.rl``'s own pieces (``actions``,
``bounds``), which need neither OpenSpiel nor PettingZoo, so they are checked without the extra."""

from __future__ import annotations

from ..games.registry import game
from ..i18n import msg
from . import Exercise

ACTION_GAMES = ("kozel", "forty_two", "fives", "wagons")


def _actions(game_id: str) -> int:
    from ..rl.actions import Vocabulary

    g = game(game_id)
    return len(Vocabulary(g, g.default_players))


def _most_actions() -> str:
    return max(ACTION_GAMES, key=_actions)


def _kozel_best_return() -> int:
    from ..rl.bounds import bounds

    return int(bounds(game("kozel"), 4).max_return)


EXERCISES = [
    Exercise(
        msg("Four-player Kozel has 87 distinct actions. Forty-Two adds a bid (30 to 42) and the naming of "
        "trumps (0 to 6) to its leads and answers. How many distinct actions has Forty-Two?"),
        answer=137, compute=lambda: _actions("forty_two"),
        solution=msg("<code>openspiel.load_game(\"forty_two\").num_distinct_actions()</code> says 137 (and "
                 "<code>game.vocab.describe()</code> lists them): every move a player could ever make, "
                 "numbered once, so that a network has one output per action."),
    ),
    Exercise(
        msg("Of Kozel, Forty-Two, Fives and Wagons, which has the most distinct actions?"),
        answer="wagons", choices=ACTION_GAMES, compute=_most_actions,
        solution=msg("Wagons, with 579: a tile can go on any open end of the main chain or of any player's "
                 "train, and a bridge couples two chains — every (tile, place) pair is its own action."),
    ),
    Exercise(
        msg("OpenSpiel's <code>max_utility()</code> of four-player Kozel is a bound proved from the rules, "
        "not measured. What is it?"),
        answer=89, compute=_kozel_best_return,
        solution=msg("A side writes at most the set's 168 pips plus 10 for a lone 0-0, 178 against itself; a "
                 "return is a side's result against the mean of the two sides, so it lies within ±178 / 2 "
                 "= ±89."),
    ),
]
