"""The object engine alone (every fast path removed) against another tree, or against the paths.

    python benchmarks/engine_alone.py OTHER_ROOT [--reps 30] [--n 100] [games or base:kind:donor ...]
    python benchmarks/engine_alone.py --paths [--reps 30] [--n 100] [games ...]

Two worker processes stay up, one on this tree (``PYTHONPATH`` as given) and one on ``OTHER_ROOT``
(a tree holding ``domino_lab``: ``/work/main``, or ``git archive`` of a commit), each with no
compact form taking any deal (``games.kept.engine_alone``; in a tree before 2026-12-05,
``games.fastpath``'s paths removed). Each game's ``dl.simulate`` of ``--n`` deals (Random bots,
the default players, seed 1000 + rep: new deals each rep, so that a cache keyed on a deal's
contents cannot look better than it is) is timed in process CPU time ``--reps`` times in each, the two
alternating (A B, B A, ...), so that a busy spell of a shared machine falls on both. The figure
is the mean of each side's fastest third, and the ratio of the fastest runs beside it; on a
machine shared with other work, run-to-run spread of the ratio is a few per cent. ``--paths``
compares this tree's engine alone with this tree's paths (the engine's ratio of its path).

2026-12-04, branch ``engine-masks`` against main (40 runs of 100 deals, load about 1): Seven
1.22, Kozel 1.16-1.17, Ladder 1.11-1.13, Blitz 1.09, Fork 1.05, Wagons 1.01-1.02, Sausage
0.98-1.00, Fork on Seven's line 1.21, Seven on Fork's layout 1.05. The engine's ratio of the
paths then: Seven 0.74-0.75 (0.62 on main), Fork 0.43 (0.40), Sausage 0.37 (0.37), Wagons 0.31
(0.30), Kozel 0.31 (0.27), Blitz 0.82 (0.75), Ladder 0.85 (0.79-0.82).

2026-12-04 in the evening (new seeds each rep from here on), the day's second round against the
engine before it: Sausage 1.99 (the parallel rows keep their ends, cut ids and joints), Wagons
1.54-1.62 (the trains keep their ends and joints; Wagons' moves read from kept sets), Seven
1.07-1.09, Kozel and Classic 1.05-1.06 (a hand's one or two fitting tiles put in order without a
sort), Fork 1.11 (its end rule asked once an end: ``plays.ends_table``). The engine's ratio of the
paths then (``--paths``, 12 runs, load about 2): Fork 0.52, Seven 0.76, Sausage 0.76, Wagons 0.46.

2026-12-04 late evening, against that evening's last commit (7ec346c, ``git archive``; 12 runs,
load about 3): Seven 1.12, Kozel 1.14, Fork 1.18, Sausage 1.11, Ladder 1.10, Blitz 1.06, Wagons
1.01, Seven on Fork's layout 1.27, Classic on Ladder's line 1.09 (the family's plain line read at
once, the boneyard and closed-chain rules kept on the game, Fork's end table built once a move,
Sausage's line grown without a record). Sausage's path was retired: its engine alone then played at
0.74-0.79 x ``dominoes`` (``simulate_ratio.py``, the path removed).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

GAMES = ["seven", "fork", "sausage", "wagons", "kozel", "blitz", "ladder", "seven:layout:fork"]


def serve(mode: str) -> None:
    """A worker: reads ``spec n seed`` lines, answers the CPU seconds of ``dl.simulate`` of n deals."""
    import domino_lab as dl
    if mode == "engine":
        try:
            from domino_lab.games import kept

            kept._off[0] = True  # (kept.engine_alone, for the worker's whole life)
        except ImportError:  # (a tree of before 2026-12-05: its registry of fast paths)
            from domino_lab.games import fastpath  # type: ignore[attr-defined]

            fastpath._PATHS.clear()
    games: dict = {}
    for line in sys.stdin:
        spec, n, seed = line.split()
        if spec not in games:
            if ":" in spec:
                base, kind, donor = spec.split(":")
                game = dl.design(base, **{kind: donor})
            else:
                game = dl.game(spec)
            bots = [dl.bots.Random(k) for k in range(game.default_players)]
            dl.simulate(game, 30, bots, seed=1)  # warm up
            games[spec] = game, bots
        game, bots = games[spec]
        start = time.process_time()
        dl.simulate(game, int(n), bots, seed=int(seed))
        print(time.process_time() - start, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("other", nargs="?", help="the other tree (A); this tree is B")
    parser.add_argument("games", nargs="*")
    parser.add_argument("--paths", action="store_true", help="A: this tree's paths; B: its engine alone")
    parser.add_argument("--reps", type=int, default=30)
    parser.add_argument("--n", type=int, default=100)
    parser.add_argument("--serve", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.serve)
        return
    games = args.games
    if args.paths and args.other:
        games = [args.other, *games]
    games = games or GAMES
    here = os.environ.get("PYTHONPATH", os.getcwd())
    sides = [(here, "path"), (here, "engine")] if args.paths else [(args.other, "engine"), (here, "engine")]

    def start(root: str, mode: str) -> subprocess.Popen:
        return subprocess.Popen([sys.executable, os.path.abspath(__file__), "--serve", mode],
                                env=dict(os.environ, PYTHONPATH=root), stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, text=True)

    workers = [start(root, mode) for root, mode in sides]
    for spec in games:
        times: list[list[float]] = [[], []]
        for r in range(args.reps):
            for k in ((0, 1) if r % 2 == 0 else (1, 0)):
                w = workers[k]
                assert w.stdin is not None and w.stdout is not None
                w.stdin.write(f"{spec} {args.n} {1000 + r}\n")  # (new deals each rep, the same on both sides)
                w.stdin.flush()
                times[k].append(float(w.stdout.readline()))
        a, b = sorted(times[0]), sorted(times[1])
        third = max(1, args.reps // 3)
        ta, tb = sum(a[:third]) / third, sum(b[:third]) / third
        print(f"{spec:22s} A {args.n / ta:8.0f} B {args.n / tb:8.0f} deals/s  B/A {ta / tb:.3f}  "
              f"(fastest runs {a[0] / b[0]:.3f})", flush=True)
    for w in workers:
        assert w.stdin is not None
        w.stdin.close()
        w.wait()


if __name__ == "__main__":
    main()
