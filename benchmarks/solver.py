"""dl.solve, the exact open-hands solver: how long an exact solve takes, on one core.

    python benchmarks/solver.py [--deals 5] [--whole-seconds 10]

Run on demand, never as a test. CPU time of this process. For each game, ``--deals`` seeded deals
are played to their end by a seeded random player, and the position ``k`` tiles before the end
(``k`` moves back) is solved exactly; the median time and positions searched are printed. The
whole 4-player Kozel deal from the first lead is tried with a budget (``--whole-seconds``): the
line says whether it finished.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import domino_lab as dl


def late(gid: str, players: int, seed: int, back: int):
    game = dl.game(gid)
    state = game.deal(players, seed=seed)
    rng = random.Random(seed)
    states = [state.clone()]
    while not state.over:
        moves = state.legal_moves()
        state.play(moves[rng.randrange(len(moves))])
        states.append(state.clone())
    return states[max(0, len(states) - 1 - back)]


def row(gid: str, players: int, back: int, deals: int) -> None:
    times, nodes = [], []
    for seed in range(1, deals + 1):
        state = late(gid, players, seed, back)
        t = time.process_time()
        sol = dl.solve(state)
        times.append(time.process_time() - t)
        nodes.append(sol.nodes)
    print(f"{gid:<10} {players}p  {back:>2} moves from the end: median {statistics.median(times):7.3f} s, "
          f"max {max(times):7.3f} s, median {int(statistics.median(nodes)):>9,} positions", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=5)
    ap.add_argument("--whole-seconds", type=float, default=10.0)
    args = ap.parse_args()
    for back in (8, 12, 16):
        row("kozel", 4, back, args.deals)
    state = dl.game("kozel").deal(4, seed=1)
    t = time.process_time()
    sol = dl.solve(state, seconds=args.whole_seconds)
    spent = time.process_time() - t
    print(f"kozel 4p whole deal from the first lead: {'solved' if sol.exact else 'NOT solved'} in {spent:.1f} s "
          f"({sol.nodes:,} positions searched, budget {args.whole_seconds:g} s)", flush=True)
    for gid, players, back in (("forty_two", 4, 8), ("classic", 2, 6), ("biryuk", 3, 4), ("muggins", 2, 4),
                               ("sea_goat", 2, 6)):
        row(gid, players, back, args.deals)


if __name__ == "__main__":
    main()
