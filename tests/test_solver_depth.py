"""The generic search on deals that do not get shorter with every move.

Sausage's cuts send tiles from the table back to a row, so a line of its deal can run on for
thousands of moves (with the recursion limit raised, a line the search followed from a deal's
lead ran 19,782 moves without ending or repeating a position) and can come back to a position
it passed. The search used to follow such a line until Python's recursion limit (a
RecursionError at about 990 moves). Now it stops at a position already on its line or at
``generic.MAX_PLIES`` moves (``generic.Unresolved``), and says its answer is not exact; what it
does call exact still is."""

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


def test_a_position_met_again_on_the_line_stops_the_search():
    """A key that every position shares stands for a deal that comes back to where it was: the
    search meets its own line one move down and raises ``Unresolved`` (a kind of ``Budget``)."""
    state = dl.game("muggins").deal(2, 1)
    search = Search(None, None, key=lambda s: "the same position")
    side0 = frozenset(state.sides[0])
    with pytest.raises(Unresolved):
        search.alphabeta(state, -float("inf"), float("inf"), side0, 0, 1)
    assert not search.line and not search.table  # nothing unfinished is kept
    with pytest.raises(Unresolved):
        Search(None, None, key=lambda s: 0).maxn(dl.game("seven").deal(3, 1))
    assert issubclass(Unresolved, Budget)


def test_analyse_a_sausage_deal_says_what_it_did_not_solve():
    a = dl.analyse(dl.game("sausage").deal(2, 3), worlds=2)
    assert a.exact_worlds < a.worlds and "solved exactly" in a.text()
