"""A default review keeps to a budget of its own (``review.AUTO_REVIEW_BUDGETS``): a review of a
Muggins deal took two and a half minutes and a four-player game on Muggins' cross more, each early
decision spending ``AUTO_DEALS_OF_BUDGET`` deals' budgets. Now the decisions share one budget, from
the last to the first, each row says over how many of the deals asked it was judged, and an
explicit ``worlds=`` or ``nodes=`` is obeyed as before."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest
import test_review_budget

import domino_lab as dl
import domino_lab.analysis.analyse as analyse_module
import domino_lab.analysis.review as review_module
from domino_lab.analysis.analyse import AUTO_DEALS_OF_BUDGET, evaluate_observation
from domino_lab.analysis.review import AUTO_REVIEW_WORLDS, COLUMNS, _share
from domino_lab.analysis.worlds import constraints
from domino_lab.i18n import using

# (test_review_budget's fixtures: the reproduction, and every search counted)
cross_record, searched = test_review_budget.cross_record, test_review_budget.searched


@pytest.fixture
def small_budgets(monkeypatch, searched):
    """The same rules at a tenth of the cost (a budget of 2,000 generic positions per deal, four for
    the review), and every search counted (``searched``: positions, exact, budget)."""
    monkeypatch.setattr(analyse_module, "AUTO_GENERIC_NODES", 2_000)
    monkeypatch.setattr(analyse_module, "AUTO_COMPACT_NODES", 20_000)
    monkeypatch.setattr(review_module, "AUTO_REVIEW_BUDGETS", 4)
    return searched


def test_a_share_under_two_budgets_searches_each_deal_within_less():
    assert _share(64.0, 4) == review_module.Allowance(AUTO_DEALS_OF_BUDGET, 1.0, True)  # (no more than analyse's)
    assert _share(12.0, 4) == review_module.Allowance(3.0, 1.0, True)
    half = _share(6.0, 4)  # one and a half budgets: deals within half a budget, three of them
    assert half.scale == 0.5 and half.deals == 3.0 and half.shared
    quarter = _share(3.0, 4)  # three quarters of a budget: deals within a quarter, three of them
    assert quarter.scale == 0.25 and quarter.deals == 3.0
    least = _share(-2.0, 5)  # the review's budget overspent: one deal at the least scale
    assert least.scale == review_module._LEAST_SCALE and least.deals == 1.0


def test_a_default_review_shares_its_budget_and_says_what_was_cut(cross_record, small_budgets):
    full = dl.review(cross_record, full=True)
    decisions = [r for r in full.rows if r["mark"] != "forced"]
    assert len(decisions) == len(full.analyses) == 18
    # every decision was judged, on at least one imagined deal; the review spent about its budget
    assert all(a.worlds >= 1 and a.asked == AUTO_REVIEW_WORLDS for a in full.analyses.values())
    assert {b for _, _, b in small_budgets} <= {2_000 // 2 ** k for k in range(5)}  # (the generic search's)
    spent = sum(n / 2_000 for n, _, _ in small_budgets)
    assert spent == pytest.approx(sum(a.spent for a in full.analyses.values()), rel=1e-6)
    assert spent <= review_module.AUTO_REVIEW_BUDGETS + 1
    # the early decisions, cut, each on fewer deals than asked and said so; the last solved exactly
    # (over fewer deals than asked too at this tenth of the budget: its deals cost what they cost)
    order = sorted(full.analyses)
    first, last = full.analyses[order[0]], full.analyses[order[-1]]
    assert not first.exact and first.worlds < AUTO_REVIEW_WORLDS and first.shared
    assert f"over {first.worlds} of {AUTO_REVIEW_WORLDS} imagined deals (0 solved exactly" in first.how
    assert "this move's share of the review's budget was spent" in first.how
    assert last.exact and last.worlds > first.worlds and decisions[-1]["exact"]
    assert last.how.startswith(f"over {last.worlds} of {AUTO_REVIEW_WORLDS} imagined deals, each solved exactly")
    assert decisions[0]["worlds"] == first.worlds and not decisions[0]["exact"]
    fewer = sum(a.worlds < a.asked for a in full.analyses.values())
    cut = sum(not a.exact for a in full.analyses.values())
    least = min(a.worlds for a in full.analyses.values())
    assert full.how == (f"18 decisions reviewed; {fewer} of them judged over fewer imagined deals than the 60 asked "
                        f"(the fewest: {least}); {cut} on searches cut at a budget of positions: their values, "
                        "costs and marks are estimates")
    assert dl.review(cross_record).attrs["how"] == full.how
    with using("ru"):
        assert f"по {first.worlds} из {AUTO_REVIEW_WORLDS} воображаемых раздач" in first.how
        assert "доля этого хода в бюджете разбора" in first.how
        assert str(full.how).startswith("разобрано решений: 18;")
    # counted in positions, decision by decision: the same review with an executor
    with ThreadPoolExecutor(2) as pool:
        again = dl.review(cross_record, full=True, executor=pool)
    assert again.rows == full.rows
    assert [a.per_world for a in again.analyses.values()] == [a.per_world for a in full.analyses.values()]


def test_an_explicit_worlds_is_analysed_as_analyse_does(cross_record, small_budgets):
    # worlds=3 asks three deals of every decision, each within analyse's own allowance (as before)
    full = dl.review(cross_record, worlds=3, seed=5, full=True)
    pasts = [cross_record.replay(i) for i in range(len(cross_record.moves))]
    for i, a in full.analyses.items():
        player = cross_record.moves[i][0]
        alone = evaluate_observation(pasts[i].observation(player), 3, 5 + i, rules=constraints(pasts[i], player))
        assert a.per_world == alone.per_world and a.worlds == alone.worlds == 3 and not a.shared


def test_a_whole_number_of_nodes_has_no_review_budget(small_budgets):
    # nodes=5 for every deal asked (AUTO_REVIEW_WORLDS of them, worlds="auto"), with no budget for the review
    record = dl.play(dl.game("kozel"), [dl.bots.Greedy()] * 4, seed=2)
    full = dl.review(record, nodes=5, full=True)
    assert all(a.worlds == a.asked == AUTO_REVIEW_WORLDS and a.nodes == 5 and not a.shared and a.spent == 0
               for a in full.analyses.values())
    assert {b for _, _, b in small_budgets} == {5}


def test_a_quick_deal_is_reviewed_over_every_deal_asked():
    # a lesson's deal: every decision solved exactly over all the deals; the same table as worlds=60
    record = dl.play(dl.game("classic", draw="none"), [dl.bots.Greedy(), dl.bots.MonteCarlo(seed=1)], seed=8)
    table = dl.review(record)
    assert list(table.columns) == list(COLUMNS)
    assert table.attrs["how"] == "8 decisions reviewed; each over every imagined deal asked, each deal solved exactly"
    assert table.equals(dl.review(record, worlds=AUTO_REVIEW_WORLDS))
    assert all(table["exact"]) and set(table["worlds"]) == {0, AUTO_REVIEW_WORLDS}


def test_a_shared_allowance_counts_the_same_deals_however_they_are_chunked(small_budgets):
    # no deal is started that would pass the share if it cost as much as the costliest before it:
    # a rule on the deals in order, so any chunking and any executor count the same deals
    from domino_lab.analysis.analyse import Allowance, evaluate_within

    before = dl.play(dl.game("kozel"), [dl.bots.Greedy()] * 4, seed=2).replay(9)  # (5 deals of 40, each exact)
    player = before.current
    obs, rules = before.observation(player), constraints(before, player)
    allowance = Allowance(1.5, 0.25, shared=True)
    one = evaluate_within(obs, 40, 3, rules=rules, nodes="auto", executor=None, chunk=1, allowance=allowance)
    assert 2 <= one.worlds < 40 and one.exact and one.shared and one.asked == 40
    for chunk in (3, 25):
        again = evaluate_within(obs, 40, 3, rules=rules, nodes="auto", executor=None, chunk=chunk, allowance=allowance)
        assert again.per_world == one.per_world
    with ThreadPoolExecutor(2) as pool:
        pooled = evaluate_within(obs, 40, 3, rules=rules, nodes="auto", executor=pool, chunk=2, allowance=allowance)
    assert pooled.per_world == one.per_world and pooled.spent == pytest.approx(one.spent)
    # its spending stays within the share (in the full budgets of nodes="auto")
    assert one.spent <= allowance.deals * allowance.scale


def test_a_thin_share_marks_what_its_deals_cannot_place_unclear(cross_record, small_budgets):
    # a decision judged over fewer deals than asked gets a mark only where its cost, give or take two
    # standard errors, earns one severity; every other row is marked by its cost as before
    from domino_lab.analysis.review import _settled, mark

    full = dl.review(cross_record, full=True)
    rows = [r for r in full.rows if r["mark"] != "forced"]
    analyses = [full.analyses[i] for i in sorted(full.analyses)]
    unclear = 0
    for row, a in zip(rows, analyses):
        thin = a.worlds < a.asked
        if thin and not _settled(row["cost"], row["cost stderr"], None):
            assert row["mark"] == "unclear"
            unclear += 1
        else:
            assert row["mark"] == mark(row["cost"])
    assert unclear >= 1  # (early decisions over two or three deals: 8.75 ± 8.75 is no blunder)
    with using("ru"):
        shown = dl.review(cross_record)
        assert "неясно" in set(map(str, shown[shown.columns[8]]))
