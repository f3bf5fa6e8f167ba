"""``dl.playout``'s deals a second, with bot objects, on this tree against another one, interleaved.

    python benchmarks/playout_trees.py OTHER_ROOT [--rounds 3] [--n 1500] [game/bots ...]

``game/bots``: a game id and ``R`` (Random seats), ``G`` (Greedy) or ``M`` (Random and Greedy in
turn), e.g. ``kozel/R``. Each round runs one process on ``OTHER_ROOT`` (a tree holding
``domino_lab``: ``git archive`` of a commit) and one on this tree, in turn, each timing ``--n``
deals of every spec three times in its own CPU time (the best kept); the ratio is this tree's
over the other's, round by round. ``dl.simulate`` seats fresh ``Random`` bots without making them
(``kernel.random_dealer``); this measures the road every other caller takes (``dl.playout``,
``Match``, MonteCarlo's greedy rollouts through ``driver.finish``).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

_CHILD = r"""
import sys, time
import domino_lab as dl
n = int(sys.argv[1])
out = []
for spec in sys.argv[2:]:
    gid, kind = spec.split("/")
    game = dl.game(gid)
    players = game.default_players
    make = {"R": lambda k: dl.bots.Random(k), "G": lambda k: dl.bots.Greedy(),
            "M": lambda k: dl.bots.Random(k) if k % 2 else dl.bots.Greedy()}[kind]
    for s in range(50):
        dl.playout(game, [make(k) for k in range(players)], s)
    best = 0.0
    for _ in range(3):
        t = time.process_time()
        for s in range(n):
            dl.playout(game, [make(k) for k in range(players)], 1000 + s)
        best = max(best, n / (time.process_time() - t))
    out.append(f"{best:.0f}")
print(" ".join(out))
"""


def _run(root: Path, n: int, specs: list[str]) -> list[float]:
    env = dict(os.environ, PYTHONPATH=str(root))
    done = subprocess.run([sys.executable, "-c", _CHILD, str(n), *specs], env=env, check=True, capture_output=True,
                          text=True, cwd="/")
    return [float(x) for x in done.stdout.split()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("other", type=Path)
    parser.add_argument("specs", nargs="*", default=["kozel/R", "kozel/G", "classic/R", "general/M"])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--n", type=int, default=1500)
    args = parser.parse_args()
    here = Path(__file__).resolve().parent.parent
    for r in range(args.rounds):
        other, this = _run(args.other, args.n, args.specs), _run(here, args.n, args.specs)
        print(f"round {r + 1}: " + "  ".join(f"{s} {a:.0f} -> {b:.0f} ({b / a:.2f})"
                                             for s, a, b in zip(args.specs, other, this)))


if __name__ == "__main__":
    main()
