"""Defects found after the attack runs of 2026-12-05, each with its reproduction."""

from __future__ import annotations

import domino_lab as dl
from domino_lab.i18n import using


def test_an_analysis_budget_of_one_position_is_counted_in_both_languages():
    """``how`` said "within a budget of 1 positions" (the count sat inside another plural), and in
    Russian "в 1 позиций", "в 3 позиций": the budget is now a count of its own."""
    state = dl.game("muggins").deal(2, seed=3)
    one = dl.analyse(state, worlds=2, seed=0, nodes=1)
    assert one.how.endswith("the rest within a budget of 1 position)")
    three = dl.analyse(state, worlds=2, seed=0, nodes=3)
    assert three.how.endswith("the rest within a budget of 3 positions)")
    with using("ru"):
        assert one.how.endswith("в пределах бюджета в 1 позицию)")
        assert three.how.endswith("в пределах бюджета в 3 позиции)")
