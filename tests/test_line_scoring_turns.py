"""The line-scoring family reads a turn on a laid line from its table at once (``LineScoringState._legal_moves``:
``line_tables.turn_table`` by ``line_key``), and Fives' and Threes' count from a memo by the line's two numbers and
its crosswise doubles (``LineScoringState._laid``). On every turn of many deals (the six games, designs on their
lines; 2-4 players; Random, Greedy and a mix) the moves are those of the chain family's listing of the family's
``_plays``, in the same order, and every play scores what ``play_points`` says of it."""

from __future__ import annotations

import pytest
from helpers import line_turns_checked

import domino_lab as dl
from domino_lab.games.counting.line_scoring import _plain_turn

GAMES = ["fives", "threes", "threes_luck", "bergen", "matador", "french"]
DESIGNS = [("kozel", "layout", "matador"), ("classic", "layout", "fives"), ("ladder", "layout", "threes"),
           ("sea_goat", "layout", "bergen"), ("double_lock", "layout", "matador"), ("fives", "matching", "matador"),
           ("blitz", "layout", "fives")]


def _checked(game, seeds=range(3)) -> tuple[int, int]:
    turns, _, counted = line_turns_checked(game, seeds)
    return turns, counted


@pytest.mark.parametrize("name", GAMES)
def test_the_six_games_read_their_turns_and_counts_at_once(name):
    game = dl.game(name)
    assert _plain_turn(game.StateClass)
    turns, counted = _checked(game)
    assert turns > 100
    assert (counted > 100) == (name in ("fives", "threes"))


@pytest.mark.parametrize("design", DESIGNS, ids=lambda d: ":".join(d))
def test_designs_on_the_family_s_lines_read_the_same_turns(design):
    base, kind, donor = design
    turns, _ = _checked(dl.design(base, **{kind: donor}), seeds=range(2))
    assert turns > 50
