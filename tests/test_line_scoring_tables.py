"""The line-scoring family reads its turns from tables (``games/counting/line_tables.py``): the plays of every tile
on one pattern of open ends, listed once per game. On every turn of many deals (the six games of the family and
designs on their lines; 2-4 players; Random, Greedy and a mix) the tabled listing is the plain one, move for move
in the same order, and ``can_play`` (which the fish test asks of every hand) answers as the game's ``fits`` does."""

from __future__ import annotations

import pytest
from helpers import bots_of

import domino_lab as dl
from domino_lab.driver import run_deal
from domino_lab.games.counting.fives import Fives
from domino_lab.games.counting.line_scoring import _placement_memo, _tables
from domino_lab.games.counting.line_tables import fits_any, plain_plays

GAMES = ["fives", "threes", "threes_luck", "bergen", "matador", "french"]
DESIGNS = [("kozel", "layout", "matador"), ("classic", "layout", "fives"), ("muggins", "layout", "french"),
           ("ladder", "layout", "threes"), ("sea_goat", "layout", "bergen"), ("double_lock", "layout", "matador"),
           ("fives", "matching", "matador"), ("matador", "matching", "fives"), ("french", "draw", "kozel")]


def _checked_deals(game, seeds=range(3)) -> dict[str, int]:
    """Play deals of ``game``, checking the tabled listing against the plain one before every move;
    how many turns were checked, and how many of them named their ends (a crosswise double)."""
    seen = {"turns": 0, "named": 0}
    memo = _placement_memo(game)
    lo, hi = game.info.players
    for players in range(max(lo, 2), min(hi, 4) + 1):
        for seed in seeds:
            for kind in ("random", "greedy", "mixed"):
                state = game.deal(players, seed)

                def check(_player=None, _move=None, state=state):
                    if state.over or state.table.empty:
                        return
                    p = state.current
                    ends, named = state._end_kinds()
                    assert state._plays(p) == plain_plays(game, state.hands[p], ends, named, memo)
                    values = state.table.end_values()
                    for q in range(state.players):
                        assert state.can_play(q) == fits_any(game, state.hands[q], values)
                    seen["turns"] += 1
                    seen["named"] += named

                run_deal(state, bots_of(kind, players, 0), on_move=check)
    return seen


@pytest.mark.parametrize("name", GAMES)
def test_the_six_games_list_their_turns_from_tables(name):
    game = dl.game(name)
    assert _tables(game) is not None
    assert _checked_deals(game)["turns"] > 100


@pytest.mark.parametrize("base,kind,donor", DESIGNS)
def test_designs_on_their_lines_list_their_turns_from_tables(base, kind, donor):
    game = dl.design(base, **{kind: donor})
    assert _tables(game) is not None
    assert _checked_deals(game)["turns"] > 100


def test_options_that_change_the_moves():
    """Doubles by choice name the ends where a crosswise double and a lengthwise one show the same number;
    Matador's doubles laid crosswise, French's drawn one at a time."""
    assert _checked_deals(dl.game("fives"), range(8))["named"] > 0
    for game in (dl.game("matador", doubles="choice"), dl.game("french", draw="one"),
                 dl.game("bergen", doubles="choice")):
        assert _checked_deals(game, range(2))["turns"] > 50


class _OwnPlacements(Fives):
    """A game that lays its tiles its own way: no table, the plain listing every turn."""

    def placements(self, tile, end, where=""):
        return super().placements(tile, end, where)


def test_a_game_with_its_own_placements_is_asked_every_turn():
    game = _OwnPlacements()
    assert _tables(game) is None
    state = run_deal(game.deal(3, 1), bots_of("random", 3, 0))
    plain = run_deal(dl.game("fives").deal(3, 1), bots_of("random", 3, 0))
    assert [str(m) for _, m in state.history] == [str(m) for _, m in plain.history]
