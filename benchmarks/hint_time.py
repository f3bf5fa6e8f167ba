"""How long the Board's hint takes on Kozel: ``dl.analyse`` at the Board's budget.

    python benchmarks/hint_time.py [--deals 3] [--game kozel] [--players 4]

Positions are every real decision (two or more legal moves) of ``--deals`` seeded deals played by
greedy players. At each the hint is computed as the Board computes it (``Coach._analysis``:
``Board.hint_worlds`` imagined deals, ``Board.hint_nodes`` positions per deal, the seed from the
position), and, as its peer in the same run, the old hint ``MonteCarlo(rollouts=12)``. Times are
CPU time of this process (``time.process_time``). Reported: the median, the 90th percentile and
the slowest, the ratio of the medians, and how many imagined deals were solved exactly. The
goal (issue 29): a median under one second.
"""

from __future__ import annotations

import argparse
import statistics
import time

import domino_lab as dl
from domino_lab.analysis.analyse import analyse
from domino_lab.widgets.board import Board


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=3)
    ap.add_argument("--game", default="kozel")
    ap.add_argument("--players", type=int, default=4)
    args = ap.parse_args()
    game = dl.game(args.game)
    greedy = dl.bots.Greedy()
    hint, peer, exact, worlds, by_stage = [], [], 0, 0, {}
    for seed in range(args.deals):
        state = game.deal(args.players, seed=seed)
        while not state.over:
            legal = state.legal_moves()
            if len(legal) > 1:
                t = time.process_time()
                a = analyse(state, worlds=Board.hint_worlds, seed=seed + len(state.history), nodes=Board.hint_nodes)
                hint.append(time.process_time() - t)
                by_stage.setdefault(len(state.history) // 7, []).append(hint[-1])
                exact += a.exact_worlds
                worlds += a.worlds
                t = time.process_time()
                dl.bots.MonteCarlo(rollouts=12, seed=seed).choose(state.observation(state.current), legal)
                peer.append(time.process_time() - t)
            state.play(greedy.choose(None, legal))
    hint.sort()
    med, p90 = statistics.median(hint), hint[min(len(hint) - 1, int(0.9 * len(hint)))]
    print(f"{args.game}, {args.players} players, {args.deals} deals, {len(hint)} decisions; hint = analyse("
          f"worlds={Board.hint_worlds}, nodes={Board.hint_nodes})")
    print(f"  hint: median {med * 1000:.0f} ms, 90th percentile {p90 * 1000:.0f} ms, slowest {hint[-1] * 1000:.0f} ms")
    print(f"  MonteCarlo(rollouts=12), the old hint: median {statistics.median(peer) * 1000:.1f} ms "
          f"(hint / old hint: {med / statistics.median(peer):.0f} x)")
    print(f"  imagined deals solved exactly: {exact} of {worlds} ({exact / worlds:.0%})")
    for stage, times in sorted(by_stage.items()):
        print(f"  moves {stage * 7}-{stage * 7 + 6}: median {statistics.median(times) * 1000:.0f} ms "
              f"over {len(times)} decisions")


if __name__ == "__main__":
    main()
