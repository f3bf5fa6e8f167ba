"""A review's ``eval`` shows only what was measured (reported by the attack run of 2026-12-05): forced
moves before the first decision said 0.0, never measured; later forced rows carried the last value
unrounded (-1.566667); the evaluation graph drew a line from 0.0 at the deal as dealt."""

from __future__ import annotations

import domino_lab as dl
from domino_lab.draw.evaluation import evaluation_svg


def _rows():
    record = dl.play(dl.game("classic"), [dl.bots.Greedy(), dl.bots.Random(1)], seed=4)
    return dl.review(record, worlds=4, seed=0, nodes=2000)


def test_forced_rows_before_the_first_decision_have_no_eval_and_later_ones_repeat_the_last():
    table = _rows()
    rows = table.to_dict("records") if hasattr(table, "to_dict") else table
    first = next(i for i, r in enumerate(rows) if r["mark"] != "forced")
    assert first > 0, "this deal's first move is forced (the lead of 3-3)"
    for r in rows[:first]:
        assert r["eval"] is None or r["eval"] != r["eval"]  # (None, or NaN in a pandas table)
    last = None
    for r in rows[first:]:
        if r["mark"] == "forced" and r is not rows[-1]:
            assert r["eval"] == last
        else:
            last = r["eval"]
        assert r["eval"] == round(r["eval"], 3)


def test_the_graph_draws_nothing_that_was_not_measured():
    rows = [{"move": 1, "player": 0, "mark": "forced", "eval": None},
            {"move": 2, "player": 1, "mark": "good", "eval": 1.5},
            {"move": 3, "player": 0, "mark": "forced", "eval": 1.5}]
    svg = str(evaluation_svg(rows))
    points = svg.split('<polyline points="')[1].split('"')[0].split()
    assert len(points) == 2  # moves 2 and 3, not the deal as dealt nor move 1
    assert "data-mark" in svg and svg.count("<circle") == 1
    assert "<polyline" not in str(evaluation_svg(rows[:1]))  # nothing measured: no line at all
