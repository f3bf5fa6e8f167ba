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


def test_a_deal_won_by_one_pip_says_pip_in_english_and_counts_in_russian():
    """Fork (and every game that scores the first out: Classic, Wagons, Sausage, the discard games)
    said "scores the others' 1 pips"; Matador "... 1 pips" too, out or lightest."""
    from domino_lab.games.scoring import score_first_out

    state = dl.game("fork").deal(2, seed=0)
    one = score_first_out(state, "out", 0, None, [0, 1])
    assert one.why == "player 0 went out and scores the others' 1 pip"
    assert score_first_out(state, "out", 0, None, [0, 7]).why == "player 0 went out and scores the others' 7 pips"
    with using("ru"):
        assert str(one.why) == "игрок 0 вышел и записывает себе очки соперников: 1"
    matador = dl.game("matador")
    finished = matador.deal(2, seed=0)
    finished.hands = [set(), {dl.Tile(0, 1)}]
    out = matador.score_deal(finished, "out", 0, None)
    assert "player 0 went out and scores the others' 1 pip;" in out.why
    finished.hands = [{dl.Tile(0, 0)}, {dl.Tile(0, 1)}]
    blocked = matador.score_deal(finished, "fish", None, 1)
    assert "player 0 has the lightest hand (0) and scores the others' 1 pip;" in blocked.why
