"""Scale-out, measured: ``dl.summarize`` on a Dask ``LocalCluster`` with 1 and with 2 workers.

    pip install -e .[test]           # dask[distributed]
    python benchmarks/dask_scaling.py [--n 200000] [--chunk 5000] [--repeat 2] [--game kozel]

Run on demand, never as a test. Each worker is a process with one thread
(``processes=True, threads_per_worker=1``), so two workers can use two cores. The same run (game,
random bots, seed, chunk) is timed by the wall clock, which is what scale-out shortens, best of
``--repeat``, after a warm-up run that imports domino_lab on the workers. The script checks that
1 worker, 2 workers and a plain in-process ``summarize`` give the same summary, and prints the
load average before and after: the speed-up can be no better than the cores that were free.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

import domino_lab as dl


def timed_run(game, n, bots, seed, chunk, executor=None) -> tuple[float, dl.sim.Summary]:
    t0 = time.perf_counter()
    summary = dl.summarize(game, n, bots, seed=seed, chunk=chunk, executor=executor)
    return time.perf_counter() - t0, summary


def on_cluster(workers: int, game, n, bots, seed, chunk, repeat) -> tuple[float, dl.sim.Summary]:
    from distributed import Client, LocalCluster

    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
            Client(cluster) as client:
        executor = client.get_executor()
        timed_run(game, 4 * chunk // 10, bots, seed, chunk // 10, executor)  # warm-up: imports on every worker
        best, summary = None, None
        for _ in range(repeat):
            seconds, summary = timed_run(game, n, bots, seed, chunk, executor)
            best = seconds if best is None else min(best, seconds)
    return best, summary


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="kozel")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--n", type=int, default=200_000, help="deals per run")
    parser.add_argument("--chunk", type=int, default=5_000, help="deals per task")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=2, help="timed runs per set-up; the best is kept")
    args = parser.parse_args(argv)
    game = dl.game(args.game)
    bots = [dl.bots.Random(k) for k in range(args.players)]
    load_before = os.getloadavg()

    local_seconds, local = timed_run(game, args.n, bots, args.seed, args.chunk)
    one_seconds, one = on_cluster(1, game, args.n, bots, args.seed, args.chunk, args.repeat)
    two_seconds, two = on_cluster(2, game, args.n, bots, args.seed, args.chunk, args.repeat)
    load_after = os.getloadavg()

    same = local == one == two
    print(f"Python {sys.version.split()[0]}, {os.cpu_count()} cores; {game!r}, {args.players} random bots, "
          f"{args.n} deals in chunks of {args.chunk}, seed {args.seed}; wall time, best of {args.repeat}")
    print(f"load average (1, 5, 15 min) before: {', '.join(f'{x:.2f}' for x in load_before)}; "
          f"after: {', '.join(f'{x:.2f}' for x in load_after)}")
    print(f"  in process, no executor  {local_seconds:7.2f} s   {args.n / local_seconds:9,.0f} deals/s   (one run)")
    print(f"  LocalCluster, 1 worker   {one_seconds:7.2f} s   {args.n / one_seconds:9,.0f} deals/s")
    print(f"  LocalCluster, 2 workers  {two_seconds:7.2f} s   {args.n / two_seconds:9,.0f} deals/s")
    print(f"  speed-up, 2 workers over 1: {one_seconds / two_seconds:.2f}x")
    print(f"  the three summaries are {'identical' if same else 'DIFFERENT'} ({local.n} deals, fish "
          f"{local.fish_rate}, mean moves {local.mean_moves:.3f})")
    if not same:
        sys.exit(1)


if __name__ == "__main__":
    main()
