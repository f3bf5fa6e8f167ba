"""How long the exact count of lines of a whole double-n set takes (CPU time, one core, best of
several runs): ``count_lines(DominoSet(n))`` for even n, which counts the Euler circuits of
K_{n+1} by its symmetry (``domino_lab.euler.complete_graph_circuits``). For comparison, the
general method (the BEST theorem over each Eulerian orientation) on the double-six set.

    python benchmarks/line_counts.py [--upto 12] [--repeat 3]
"""

from __future__ import annotations

import argparse
import time
from itertools import combinations

from domino_lab import euler
from domino_lab.tiles import DominoSet


def best_time(call, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        euler.complete_graph_circuits.cache_clear()
        start = time.process_time()
        call()
        times.append(time.process_time() - start)
    return min(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--upto", type=int, default=12, help="the largest even n (default 12; 16 takes ~5 s each)")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"{'set':>10} {'lines read left to right':>40} {'CPU s':>8}")
    for n in range(2, args.upto + 1, 2):
        lines = euler.count_lines(DominoSet(n), directed=True)
        seconds = best_time(lambda n=n: euler.count_lines(DominoSet(n), directed=True), args.repeat)
        text = f"{lines:.6e}" if lines > 10**40 else f"{lines:,}"
        print(f"double-{n:<3} {text:>40} {seconds:8.3f}")
    edges = list(combinations(range(7), 2))
    seconds = best_time(lambda: euler._orientation_circuits(list(range(7)), edges), args.repeat)
    print(f"double-6 by the BEST theorem over each of the 2,640 Eulerian orientations of K7: {seconds:.3f} s")


if __name__ == "__main__":
    main()
