"""The plays of a hand on a line, kept by the fitting tiles it holds (``games.chain.plays.line_plays``),
are the family's listing: by tile in the order of its numbers, each tile's plays as ``line_table``
gives them; the same the first time (sorted, or two tiles put in order) and every time after (kept),
and when no more are kept."""

from __future__ import annotations

import random

import pytest

from domino_lab.games.chain import plays
from domino_lab.games.chain.plays import line_entry, line_plays, line_table


def _listed(n, left, right, one_way, held):
    _fit, by_id = line_table(n, left, right, one_way)
    return tuple(p for t in sorted(held, key=lambda t: (t.low, t.high)) for p in by_id[t.id])


@pytest.mark.parametrize("n", [6, 9])
def test_kept_plays_are_the_familys_listing(n, monkeypatch):
    rng = random.Random(n)
    for keep in (plays._KEEP_HELD, 0):
        monkeypatch.setattr(plays, "_KEEP_HELD", keep)  # (0: nothing more kept: made every time)
        for _ in range(400):
            left, right, one_way = rng.randint(0, n), rng.randint(0, n), rng.random() < 0.2
            entry = line_entry(n, left, right, one_way)
            assert entry[:2] == line_table(n, left, right, one_way)
            fit = sorted(entry[0], key=lambda t: (t.low, t.high))
            held = frozenset(rng.sample(fit, rng.randint(0, min(5, len(fit)))))
            first = line_plays(entry, held)
            assert first == _listed(n, left, right, one_way, held)
            assert line_plays(entry, frozenset(held)) == first  # (found again, or made again alike)
