"""Fixtures shared by the analysis tests (``test_review_budget``, ``test_review_cap``)."""

from __future__ import annotations

import pytest

import domino_lab as dl
import domino_lab.analysis.analyse as analyse_module


@pytest.fixture(scope="module")
def cross_record():
    """The reproduction: Kozel designed onto Muggins' cross, four greedy players."""
    game = dl.design("kozel", layout="muggins", deal_scoring="muggins")
    return dl.play(game, [dl.bots.Greedy() for _ in range(4)], seed=0)


@pytest.fixture
def searched(monkeypatch):
    """Every imagined deal's search: (positions searched, exact, budget it had)."""
    seen: list[tuple[int, bool, int | None]] = []
    real = analyse_module.solve_within

    def counting(state, compact, generic):
        solution, budget = real(state, compact, generic)
        seen.append((solution.nodes, solution.exact, budget))
        return solution, budget

    monkeypatch.setattr(analyse_module, "solve_within", counting)
    return seen
