"""The generic search on deals that do not get shorter with every move.

Sausage's cuts send tiles from the table back to a row, so a line of its deal can run on for
thousands of moves (with the recursion limit raised, a line the search followed from a deal's
lead ran 19,782 moves without ending or repeating a position) and can come back to a position
it passed. The search used to follow such a line until Python's recursion limit (a
RecursionError at about 990 moves). Now it stops at ``generic.MAX_PLIES`` moves
(``generic.Unresolved``; a line that goes round meets that bound too), and says its answer is
not exact; what it does call exact still is."""

from __future__ import annotations

import importlib
import random
import sys

import pytest

import domino_lab as dl
from domino_lab.analysis import generic
from domino_lab.analysis.exhaustive import exhaustive
from domino_lab.analysis.generic import Budget, Search, Unresolved

solve_module = importlib.import_module("domino_lab.analysis.solve")  # (the package names the function solve)


def _ends(state, line):
    end = state.clone()
    for move in line:
        end.play(move)
    return end.over


@pytest.mark.parametrize("seed", [5, 1])
def test_a_whole_sausage_deal_under_a_budget(seed):
    """The attack's case: a whole deal, 20,000 positions, the default recursion limit."""
    state = dl.game("sausage").deal(2, seed)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(1000)  # Python's default (another test may have raised it): no raised limit helps
    try:
        sol = dl.solve(state, nodes=20000)
    finally:
        sys.setrecursionlimit(limit)
    assert not sol.exact and "within a budget" in repr(sol)
    assert sol.lower <= sol.returns[sol.player] <= sol.upper
    assert _ends(state, sol.line)  # the estimate's line ends the deal (it does not go round)


def test_a_whole_sausage_deal_with_no_budget_stops_and_says_so():
    sol = dl.solve(dl.game("sausage").deal(2, 6))
    assert not sol.exact
    assert _ends(dl.game("sausage").deal(2, 6), sol.line)


def _late_positions(gid, seeds, backs, players=2):
    game = dl.game(gid)
    for seed in seeds:
        state = game.deal(players, seed)
        rng = random.Random(seed)
        states = []
        while not state.over:
            states.append(state.clone())
            moves = state.legal_moves()
            state.play(moves[rng.randrange(len(moves))])
        for back in backs:
            if back <= len(states):
                yield states[-back]


def test_late_sausage_positions_are_exact_and_agree_with_the_exhaustive_search():
    solved = 0
    for state in _late_positions("sausage", range(6), (2, 4, 6)):
        sol = dl.solve(state, nodes=50000)
        if not sol.exact:
            continue
        try:
            ref = exhaustive(state, limit=20000)
        except Budget:
            continue
        solved += 1
        assert sol.returns == ref.returns and sol.values == ref.values and set(sol.best) == set(ref.best)
        assert _ends(state, sol.line)
    assert solved >= 10


@pytest.mark.parametrize("gid, players", [("muggins", 2), ("sea_goat", 2), ("seven", 3)])
def test_a_depth_bound_keeps_the_answer_honest(gid, players, monkeypatch):
    """With the bound set at a few moves the search stops short of every end: not exact, and
    the bounds it gives still hold the exact value (the table keeps only finished searches)."""
    for state in _late_positions(gid, (1, 2), (6,), players):
        ref = exhaustive(state)
        monkeypatch.setattr(generic, "MAX_PLIES", 2)
        monkeypatch.setattr(solve_module, "MAX_PLIES", 2)  # the estimates' lines go on at random after 2 moves
        cut = dl.solve(state)
        assert cut == dl.solve(state)  # seeded: the same answer again
        monkeypatch.undo()
        p = state.current
        assert not cut.exact
        assert cut.lower <= ref.returns[p] <= cut.upper
        assert _ends(state, cut.line)
        full = dl.solve(state)
        assert full.exact and full.returns == ref.returns and full.values == ref.values


class _Go:
    tiles = ()


class _Round:
    """Two positions whose one move leads to the other: a deal that goes round for ever."""

    over = False

    def __init__(self, at=0):
        self.at = self.current = at

    def legal_moves(self):
        return [_Go]

    def play(self, move):
        self.at = self.current = 1 - self.at

    def clone(self):
        return _Round(self.at)


def test_a_line_that_goes_round_stops_the_search():
    """The search follows the circle to ``MAX_PLIES`` moves and raises ``Unresolved`` (a kind of
    ``Budget``), keeping nothing of it in its table."""
    search = Search(None, None, key=lambda s: s.at)
    with pytest.raises(Unresolved):
        search.alphabeta(_Round(), -float("inf"), float("inf"), frozenset({0}), 0, 1)
    assert search.count == search.max_plies + 1 == generic.MAX_PLIES + 1
    assert not search.table and search.depth == 0
    search = Search(None, None, key=lambda s: s.at)
    with pytest.raises(Unresolved):
        search.maxn(_Round())
    assert not search.table and issubclass(Unresolved, Budget)


def test_analyse_a_sausage_deal_says_what_it_did_not_solve():
    a = dl.analyse(dl.game("sausage").deal(2, 3), worlds=2)
    assert a.exact_worlds < a.worlds and "solved exactly" in a.text()
