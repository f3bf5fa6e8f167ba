"""The simulation harness: reproducible per game, whatever executor or chunking runs it."""

from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import pytest

import domino_lab as dl
from domino_lab.sim import Rate

BOTS = [dl.bots.Greedy(), dl.bots.Random(1), dl.bots.Greedy(), dl.bots.Random(2)]


def test_rows_do_not_depend_on_chunking_or_executor():
    g = dl.game("kozel")
    plain = dl.simulate(g, 60, BOTS, seed=4)
    assert len(plain) == 60 and [r.index for r in plain] == list(range(60))
    with ThreadPoolExecutor(3) as ex:
        assert dl.simulate(g, 60, BOTS, seed=4, executor=ex, chunk=7) == plain
    with ProcessPoolExecutor(2) as ex:
        assert dl.simulate(g, 60, BOTS, seed=4, executor=ex, chunk=13) == plain
    assert dl.simulate(g, 60, BOTS, seed=5) != plain


def test_each_row_replays_as_a_deal_from_its_seed():
    g = dl.game("classic")
    bots = [dl.bots.Random(3), dl.bots.Greedy()]
    row = dl.simulate(g, 5, bots, seed=8)[3]
    state = g.deal(2, row.seed)
    assert state.current == row.leader
    assert dl.simulate(g, 5, bots, seed=8)[3] == row


def test_summary_streams_the_same_statistics():
    g = dl.game("classic")
    bots = [dl.bots.Random(3), dl.bots.Greedy(), dl.bots.Random(4)]
    rows = dl.simulate(g, 150, bots, seed=2)
    full, streamed = rows.summary(), dl.summarize(g, 150, bots, seed=2, chunk=40)
    assert streamed.n == full.n == 150
    assert streamed.reasons == full.reasons and streamed.seat_wins == full.seat_wins
    assert streamed.moves_sum == sum(r.moves for r in rows)
    assert full.fish_rate.hits == sum(r.reason == "fish" for r in rows)
    assert abs(full.mean_moves - sum(r.moves for r in rows) / 150) < 1e-12


def test_matches_are_rows_too():
    rows = dl.simulate(dl.game("kozel"), 4, BOTS, seed=1, matches=True)
    for r in rows:
        assert r.reason == "match" and r.deals >= 2 and r.loser_side in (0, 1)
        assert max(r.points) >= 101


def test_compare_sets_variants_side_by_side():
    cmp = dl.compare(dl.game("classic"), dl.game("classic", draw="none"), 40,
                     [dl.bots.Greedy(), dl.bots.Random(1)], seed=3, labels=("draw", "no draw"))
    text = str(cmp)
    assert "draw" in text.splitlines()[0] and "ended by fish" in text
    a, b = cmp.summaries
    assert b.fish_rate.value > a.fish_rate.value  # without a boneyard more deals block


def test_wilson_interval():
    r = Rate(30, 100)
    lo, hi = r.interval
    assert round(lo, 4) == 0.2189 and round(hi, 4) == 0.3958
    assert str(Rate(0, 10)).startswith("0.0% (95% CI 0.0%–")


def test_dask_local_cluster_matches_single_process():
    distributed = pytest.importorskip("distributed")
    g = dl.game("kozel")
    expected = dl.simulate(g, 40, BOTS, seed=9)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        got = dl.simulate(g, 40, BOTS, seed=9, executor=client.get_executor(), chunk=9)
    assert got == expected
