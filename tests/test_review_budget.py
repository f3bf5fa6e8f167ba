"""The default budget of ``dl.analyse`` and ``dl.review`` (``nodes="auto"``): a review of a
four-player game on Muggins' cross searched its early positions to the end, minutes a deal, and
froze the notebook. Now each imagined deal stops within a number of positions (counted, not
timed: the same seed gives the same table), says so, and what the lessons analyse stays exact."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

import domino_lab as dl
import domino_lab.analysis.analyse as analyse_module
from domino_lab.analysis.analyse import AUTO_COMPACT_NODES, AUTO_DEALS_OF_BUDGET, AUTO_GENERIC_NODES
from domino_lab.i18n import using


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


def test_an_early_position_on_muggins_cross_stops_at_the_budget_and_says_so(cross_record, searched):
    before = cross_record.replay(1)  # player 1 to move, 26 tiles in the hands
    a = dl.analyse(before, worlds=1, seed=0)
    # (+2: the root, and the position that found the budget spent)
    assert searched == [(AUTO_GENERIC_NODES + 2, False, AUTO_GENERIC_NODES)]
    assert not a.exact and a.exact_worlds == 0 and a.nodes == AUTO_GENERIC_NODES
    assert "(0 solved exactly, the rest within a budget of 20,000 positions)" in a.text()
    with using("ru"):
        assert "в пределах бюджета в 20\u00a0000 позиций" in a.text()  # (Russian groups with a no-break space)
    again = dl.analyse(before, worlds=1, seed=0)  # counted, not timed: the same table every time
    assert again.per_world == a.per_world and [(m.move, m.mean, m.means) for m in again.moves] == [
        (m.move, m.mean, m.means) for m in a.moves]


def test_a_whole_number_is_the_budget_of_either_search(cross_record, searched):
    a = dl.analyse(cross_record.replay(1), worlds=1, seed=0, nodes=500)
    assert a.nodes == 500 and searched == [(502, False, 500)]


def test_the_reproduction_is_reviewed_within_a_bounded_number_of_positions(cross_record, searched):
    # without a budget this review (worlds=2) ran for more than ten minutes: move 7's first imagined
    # deal alone passes 2,000,000 positions unsolved
    rows = dl.review(cross_record, worlds=1, seed=0, full=True).rows
    decisions = [r for r in rows if r["mark"] != "forced"]
    assert len(searched) == len(decisions)
    assert all(budget == AUTO_GENERIC_NODES and nodes <= budget + 2 for nodes, _, budget in searched)
    assert sum(nodes for nodes, _, _ in searched) <= len(decisions) * (AUTO_GENERIC_NODES + 2)
    # the rows cut by the budget say so; the end of the deal is still solved exactly
    assert [r["exact"] for r in decisions] == [exact for _, exact, _ in searched]
    assert not decisions[0]["exact"] and decisions[-1]["exact"]


def test_the_budget_keeps_a_four_player_kozel_review_exact(searched):
    # the compact search's budget is far above what Kozel's first decisions need (58,820 here)
    record = dl.play(dl.game("kozel"), [dl.bots.Greedy()] * 4, seed=2)
    table = dl.review(record, worlds=2, seed=1)
    assert all(exact for _, exact, _ in searched) and max(n for n, _, _ in searched) < AUTO_COMPACT_NODES
    assert table.equals(dl.review(record, worlds=2, seed=1, nodes=None))


def test_no_more_deals_are_started_once_ten_budgets_are_spent(cross_record, searched, monkeypatch):
    # 200 imagined deals of an early position of Muggins took 220 seconds, each reaching its budget;
    # the analysis now stops starting deals once ten budgets are spent (a smaller budget here, for speed)
    monkeypatch.setattr(analyse_module, "AUTO_GENERIC_NODES", 2_000)
    before = cross_record.replay(1)
    a = dl.analyse(before, seed=0)
    assert a.asked == 200 and a.worlds == len(searched) == AUTO_DEALS_OF_BUDGET and a.exact_worlds == 0
    assert "over 10 of 200 imagined deals (0 solved exactly" in a.text()
    with using("ru"):
        assert "по 10 из 200 воображаемых раздач" in a.text()
    # counted in positions in the deals' order: the same deals with any executor and chunking
    serial = len(searched)
    with ThreadPoolExecutor(2) as pool:
        b = dl.analyse(before, seed=0, executor=pool, chunk=3)
    assert b.per_world == a.per_world and b.worlds == a.worlds
    # chunks are handed out a few ahead (the pool's workers and one more), not all 67 at once
    assert len(searched) - serial <= 4 * 3 + 3 * 3
    # a whole number is a budget per deal for every deal asked
    assert dl.analyse(before, worlds=12, seed=0, nodes=2_000).worlds == 12


def test_a_position_solved_quickly_gets_every_deal_asked(cross_record):
    late = cross_record.replay(len(cross_record.moves) - 4)  # four moves from the end, three legal
    a = dl.analyse(late, worlds=40, seed=0)
    assert len(a.moves) == 3 and a.worlds == a.asked == 40 and a.exact
    assert "over 40 imagined deals, each solved exactly" in a.text()
