"""Designs laid on a line-counting game's line (``dl.design(base, layout=...)`` with Fives', Threes', Threes for
Luck's, Bergen's, Matador's or French's line) read the family's tables where the base's rules do not change what
they read: a laid line's turn from its table (``LineScoringState._legal_moves``; Blitz's and Ladder's state, whose
``MultiState._legal_moves`` adds moves on an empty table only, included: ``line_tables.chain_below``), the fish from
the tiles that fit the line read once for every hand (``LineScoringState.blocked``, where the fish, the closed chain
and ``can_play`` are the families' own: ``_own_fish``); a count that scores nothing is not made at all (``_counts``:
``_SCORES_NOTHING``) and the tiles a deal leaves undealt are kept by number of players (``EndsGame._undealt``). On
every turn of many deals (2-4 players; Random, Greedy and a mix) the moves are the chain family's listing of the
family's ``_plays``, the fish is the chain family's answer asking ``can_play`` of each hand, and every play scores
what ``play_points`` says of it."""
from __future__ import annotations

import pytest
from helpers import line_turns_checked

import domino_lab as dl
from domino_lab.games.chain.base import ChainState
from domino_lab.games.counting.line_scoring import _SCORES_NOTHING, LineScoringGame, _counts, _own_fish, _plain_turn

LINES = ["fives", "threes", "threes_luck", "bergen", "matador", "french"]
DESIGNS = ([(base, line) for base in ("blitz", "ladder", "sea_goat") for line in LINES]
           + [("telephone", line) for line in ("fives", "threes", "threes_luck", "bergen", "french")]
           + [(base, line) for base in ("odd_even", "double_lock", "fork", "milky_way", "wagons", "muggins")
              for line in ("fives", "threes", "threes_luck")]
           + [("kozel", "threes_luck"), ("general", "threes_luck")])


def _fish(state) -> bool:
    """The fish as it was asked before the family read it at once: the game's dead table, else the chain
    family's ``blocked``, which asks the state's ``can_play`` of every hand."""
    game = state.game
    return (type(game).dead_table is not LineScoringGame.dead_table and game.dead_table(state)) or \
        ChainState.blocked(state)


def _checked(game, seeds) -> tuple[int, int, int]:
    lo, hi = game.info.players
    undealt = getattr(game, "_undealt", None)
    for players in range(max(lo, 2), min(hi, 4) + 1):
        if undealt is not None:
            assert undealt(players) == len(game.set) - players * game.hand_size(players)
    return line_turns_checked(game, seeds, fish=_fish)


@pytest.mark.parametrize("design", DESIGNS, ids=lambda d: ":".join(d))
def test_designs_on_the_lines_read_the_family_s_tables(design):
    base, line = design
    game = dl.design(base, layout=line)
    assert _plain_turn(game.StateClass) and _own_fish(game.StateClass)
    turns, fish, _ = _checked(game, seeds=range(2))
    assert turns > 50 and fish > 50


@pytest.mark.parametrize("design", [("blitz", "fives"), ("sea_goat", "threes"), ("kozel", "threes_luck")],
                         ids=lambda d: ":".join(d))
def test_a_count_of_nothing_is_not_made(design):
    """A base whose deal scoring counts nothing in play (``NO_COUNT``'s ``play_points``) scores nothing, the
    count not made (``_SCORES_NOTHING``): every play checked against ``play_points``."""
    base, line = design
    game = dl.design(base, layout=line)
    assert _counts(game) is _SCORES_NOTHING
    *_, counted = _checked(game, seeds=range(2))
    assert counted > 50
