"""The line-scoring family reads a turn on a laid line from its table at once (``LineScoringState._legal_moves``:
``line_tables.turn_table`` by ``line_key``), and Fives' and Threes' count from a memo by the line's two numbers and
its crosswise doubles (``LineScoringState._laid``). On every turn of many deals (the six games, designs on their
lines; 2-4 players; Random, Greedy and a mix) the moves are those of the chain family's listing of the family's
``_plays``, in the same order, and every play scores what ``play_points`` says of it."""

from __future__ import annotations

import pytest
from helpers import bots_of

import domino_lab as dl
from domino_lab.driver import run_deal
from domino_lab.games.chain.base import ChainState
from domino_lab.games.counting.line_scoring import _counts, _plain_turn
from domino_lab.moves import Play

GAMES = ["fives", "threes", "threes_luck", "bergen", "matador", "french"]
DESIGNS = [("kozel", "layout", "matador"), ("classic", "layout", "fives"), ("ladder", "layout", "threes"),
           ("sea_goat", "layout", "bergen"), ("double_lock", "layout", "matador"), ("fives", "matching", "matador"),
           ("blitz", "layout", "fives")]


def _checked(game, seeds=range(3)) -> tuple[int, int]:
    turns = counted = 0
    lo, hi = game.info.players
    for players in range(max(lo, 2), min(hi, 4) + 1):
        for seed in seeds:
            for kind in ("random", "greedy", "mixed"):
                state = game.deal(players, seed)
                log = [0]

                def check(player=None, move=None, state=state, log=log):
                    nonlocal turns, counted
                    if move is not None and isinstance(move, Play) and _counts(game) is not None:
                        if len(state.table.placed) > 1 and not state.table.one_way:
                            points = game.play_points(state, player, move)
                            assert state.score_log[log[0]:] == ([(player, points)] if points else [])
                            counted += 1
                    log[0] = len(state.score_log)
                    if state.over or state.table.empty:  # (the lead: the family's own listing, not the chain's)
                        return
                    assert list(state._legal_moves()) == list(ChainState._legal_moves(state))
                    turns += 1

                check()
                run_deal(state, bots_of(kind, players, 0), on_move=check)
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
