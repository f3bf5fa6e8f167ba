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


def test_each_game_and_each_bot_is_seeded_from_the_run_seed():
    from domino_lab.match import _seat, derive_seed

    rows = dl.simulate(dl.game("kozel"), 30, BOTS, seed=12, chunk=7)
    assert [r.seed for r in rows] == [derive_seed(12, i) for i in range(30)]
    seated = _seat(BOTS, rows[5].seed)
    assert [b.seed for b in seated if isinstance(b, dl.bots.Random)] == \
        [derive_seed(rows[5].seed, 7919, i) for i in (1, 3)]
    assert dl.simulate(dl.game("kozel"), 30, BOTS, seed=None) == dl.simulate(dl.game("kozel"), 30, BOTS, seed=0)


@pytest.mark.parametrize("run", [dl.simulate, dl.summarize])
def test_n_chunk_and_seed_are_checked(run):
    g = dl.game("classic")
    bots = [dl.bots.Greedy(), dl.bots.Random(1)]
    for kwargs, named in [({"n": -1}, "n is the number of games to play: 0 or more, not -1"),
                          ({"n": 2.5}, "n is the number of games to play: a whole number, not 2.5"),
                          ({"n": "10"}, "n is the number of games to play: a whole number, not '10'"),
                          ({"n": 5, "chunk": 0}, "chunk is the number of games each task plays: at least 1, not 0"),
                          ({"n": 5, "chunk": -3}, "chunk is the number of games each task plays: at least 1, not -3"),
                          ({"n": 5, "seed": 1.5}, "a seed is a whole number (or None for a fresh one)")]:
        with pytest.raises(dl.SetupError) as info:
            run(g, bots=bots, **kwargs)
        assert named in str(info.value)
    with pytest.raises(dl.SetupError, match="seat 1 holds 'greedy', which is no bot"):
        run(g, 5, [dl.bots.Greedy(), "greedy"])
    assert len(dl.simulate(g, 0, bots)) == 0 and dl.summarize(g, 0, bots).n == 0
    np = pytest.importorskip("numpy")
    assert run(g, np.int64(6), bots, seed=np.int32(3), chunk=np.int16(4)) == run(g, 6, bots, seed=3, chunk=4)


class Flaky(dl.bots.Random):
    """A bot that breaks (``die=False``) or kills its process (``die=True``) in one deal: the one
    whose seat it is given with ``seed`` (each bot is re-seeded every deal)."""

    def __init__(self, seed=0, bad=None, die=False):
        super().__init__(seed)
        self.bad, self.die = bad, die

    def seeded(self, seed):
        return Flaky(seed, self.bad, self.die)

    def choose(self, observation, legal_moves):
        if self.seed == self.bad:
            if self.die:
                import os

                os._exit(3)
            raise ZeroDivisionError("the bot divided by zero")
        return super().choose(observation, legal_moves)


def _flaky_bots(seed, game_index, die=False):
    from domino_lab.match import derive_seed

    bad = derive_seed(derive_seed(seed, game_index), 7919, 0)  # seat 0 of that game
    return [Flaky(0, bad, die), dl.bots.Random(1)]


@pytest.mark.parametrize("executor", [None, "threads"])
def test_a_game_that_fails_names_its_chunk_its_index_and_its_seed(executor):
    from domino_lab.match import derive_seed

    g = dl.game("classic")
    with ThreadPoolExecutor(2) if executor else _nothing() as ex:
        with pytest.raises(dl.sim.SimulationError) as info:
            dl.summarize(g, 40, _flaky_bots(3, 25), seed=3, chunk=10, executor=ex)
    text = str(info.value)
    assert text.startswith("chunk 3 of 4 (games 20 to 29 of seed 3)")
    assert f"game 25 (its seed: {derive_seed(3, 25)}) failed: ZeroDivisionError: the bot divided by zero" in text
    assert isinstance(info.value, dl.DominoError)


def test_a_worker_that_dies_names_its_chunk():
    g = dl.game("classic")
    with ProcessPoolExecutor(2) as ex:
        with pytest.raises(dl.sim.SimulationError) as info:
            dl.simulate(g, 40, _flaky_bots(3, 25, die=True), seed=3, chunk=10, executor=ex)
    # the pool breaks as a whole: the first chunk still out when it broke is named, with the cause
    assert "failed in a worker: BrokenProcessPool" in str(info.value)
    assert str(info.value).startswith("chunk ") and "of 4 (games " in str(info.value)


def test_a_setup_error_inside_the_games_stays_a_setup_error():
    with pytest.raises(dl.SetupError, match="cannot deal 20 tiles to 2 players"):
        dl.summarize(dl.game("classic", hand_size=20), 10, [dl.bots.Greedy(), dl.bots.Random(1)])


@pytest.mark.parametrize("executor", [None, "threads"])
def test_on_chunk_reports_the_running_total_after_each_chunk(executor):
    g = dl.game("kozel")
    seen = []

    def watch(summary, done, n):
        seen.append((summary.n, done, n, summary.reasons.get("fish", 0)))

    with ThreadPoolExecutor(2) if executor else _nothing() as ex:
        got = dl.summarize(g, 45, BOTS, seed=6, chunk=20, executor=ex, on_chunk=watch)
    assert [s[:3] for s in seen] == [(20, 20, 45), (40, 40, 45), (45, 45, 45)]
    assert seen[-1][3] == got.reasons.get("fish", 0)
    assert got == dl.summarize(g, 45, BOTS, seed=6)  # the callback changes nothing
    rows_seen = []
    rows = dl.simulate(g, 12, BOTS, seed=6, chunk=5, on_chunk=lambda rows, done, n: rows_seen.append(len(rows)))
    assert rows_seen == [5, 10, 12] and len(rows) == 12


def test_progress_is_a_tqdm_bar(capsys):
    dl.summarize(dl.game("classic"), 30, [dl.bots.Greedy(), dl.bots.Random(1)], chunk=10, progress=True)
    err = capsys.readouterr().err
    assert "30/30" in err and "100%" in err and "deal/s" in err
    dl.summarize(dl.game("classic"), 30, [dl.bots.Greedy(), dl.bots.Random(1)], chunk=10)
    assert capsys.readouterr().err == ""


def test_the_command_line_shows_progress_when_asked(capsys):
    from domino_lab.cli import main

    assert main(["simulate", "classic", "-n", "20", "--players", "2", "--progress"]) == 0
    captured = capsys.readouterr()
    assert "20/20" in captured.err and "20 games" in captured.out
    assert main(["simulate", "classic", "-n", "20", "--players", "2"]) == 0  # not a terminal: no bar
    assert capsys.readouterr().err == ""


class _nothing:
    """``with`` this for no executor."""

    def __enter__(self):
        return None

    def __exit__(self, *exc):
        return False
