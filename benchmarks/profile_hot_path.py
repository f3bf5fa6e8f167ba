"""Where a simulation spends its time: a cProfile top-20 of random Kozel deals.

    python benchmarks/profile_hot_path.py [--n 2000] [--game kozel] [--players 4] [--sort tottime]

Run on demand, never as a test. Profiles ``dl.summarize`` (deal, bots, moves, scoring, the
harness's per-game row) and prints the functions that cost the most by their own time
(``--sort cumtime`` shows whole call trees instead). cProfile adds a fixed cost per call, so it
exaggerates small functions that are called very often; that is exactly where a hot path hides.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats

import domino_lab as dl


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=2000)
    parser.add_argument("--game", default="kozel")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--sort", default="tottime", choices=("tottime", "cumtime", "ncalls"))
    parser.add_argument("--top", type=int, default=20)
    args = parser.parse_args(argv)
    game = dl.game(args.game)
    bots = [dl.bots.Random(k) for k in range(args.players)]
    dl.summarize(game, 100, bots, seed=1)  # warm up outside the profile

    profiler = cProfile.Profile()
    profiler.enable()
    summary = dl.summarize(game, args.n, bots, seed=0)
    profiler.disable()

    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out).strip_dirs().sort_stats(args.sort)
    stats.print_stats(args.top)
    print(f"{game!r}, {args.players} players, {summary.n} deals, random bots, "
          f"{summary.moves_sum / summary.n:.1f} moves per deal")
    print(out.getvalue().split("\n", 2)[2].strip("\n"))  # the table, without pstats' header lines


if __name__ == "__main__":
    main()
