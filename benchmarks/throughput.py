"""Games per second for whole bot deals (one core), the figures recorded in docs/benchmarks.md.

    python benchmarks/throughput.py [--n 2000] [--repeat 3] [--games classic kozel | all]

``dl.simulate`` with random bots, timed by this process's CPU time (time spent waiting for the
core while other work runs is not counted), best of ``--repeat`` runs. Each game is measured
with its fewest players and with four (or as many as it takes, when that is not four).
``--games all`` measures every game of the catalogue.
"""

from __future__ import annotations

import argparse
import time

import domino_lab as dl


def measure(game_id: str, players: int, n: int, repeat: int = 3) -> float:
    game = dl.game(game_id)
    bots = [dl.bots.Random(k) for k in range(players)]
    dl.simulate(game, 50, bots, seed=1)  # warm up
    best = None
    for _ in range(repeat):
        start = time.process_time()
        rows = dl.simulate(game, n, bots, seed=0)
        elapsed = time.process_time() - start
        best = elapsed if best is None else min(best, elapsed)
    assert len(rows) == n
    return n / best


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=3, help="runs per game; the best is kept")
    parser.add_argument("--games", nargs="*", default=["classic", "kozel"], help="game ids, or: all")
    args = parser.parse_args()
    games = [info.id for info in dl.catalogue()] if args.games == ["all"] else args.games
    for game_id in games:
        info = dl.game(game_id).info
        lo, hi = info.players
        for players in sorted({lo, max(lo, min(4, hi))}):
            rate = measure(game_id, players, args.n, args.repeat)
            print(f"{game_id:10} {players} players, random bots: {rate:8.0f} deals/s")


if __name__ == "__main__":
    main()
