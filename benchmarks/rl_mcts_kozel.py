"""OpenSpiel's MCTS against domino_lab's bots on Kozel: how often the MCTS side wins a deal.

    pip install -e ".[rl]"
    python benchmarks/rl_mcts_kozel.py [--deals 100] [--simulations 200] [--samples 4]

Run on demand, never as a test; it writes ``benchmarks/rl_mcts_kozel.json`` (``--out``), the
table notebook 09 shows. Kozel with four players, partners opposite: the MCTS side is two
``DeterminizedMCTSBot`` (OpenSpiel's ``MCTSBot`` searching, at each decision, ``--samples`` deals
its observation allows, ``--simulations`` in all, random rollouts), the other side two domino_lab
bots of one kind. Each seeded deal is played twice, the MCTS side in the even seats and then in
the odd ones (``domino_lab.rl.openspiel.duel``), so the cards favour nobody. The reference rows
put a Greedy side in the MCTS side's place, on the same deals.

Everything is seeded (deal ``k`` is ``dl.playout``'s deal for seed ``--seed + k``; each bot is
seeded by its deal and seat), so the same arguments give the same table. The time column is CPU
time of this process, on whatever machine ran it.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import domino_lab as dl
from domino_lab.rl import openspiel as osp
from domino_lab.sim import Rate

OPPONENTS = {
    "Random": lambda p, seed: dl.bots.Random(seed * 10 + p),
    "Greedy": lambda p, seed: dl.bots.Greedy(),
    "MonteCarlo": lambda p, seed: dl.bots.MonteCarlo(16, seed * 10 + p),
}


def row(name: str, opponent: str, returns: list[float], seconds: float) -> dict:
    wins = sum(r > 0 for r in returns)
    losses = sum(r < 0 for r in returns)
    return {"side": name, "opponent": opponent, "deals": len(returns), "wins": wins, "losses": losses,
            "draws": len(returns) - wins - losses, "win_rate": str(Rate(wins, len(returns))),
            "mean_return": round(sum(returns) / len(returns), 2), "cpu_seconds": round(seconds, 1)}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=100, help="seeded deals per opponent (each played twice)")
    parser.add_argument("--simulations", type=int, default=200, help="MCTS simulations per decision")
    parser.add_argument("--samples", type=int, default=4, help="deals sampled per decision")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=Path(__file__).with_suffix(".json"))
    args = parser.parse_args(argv)
    game = osp.load_game("kozel", players=4)
    seeds = range(args.seed, args.seed + args.deals)

    def mcts(p, seed):
        return osp.DeterminizedMCTSBot(game, p, args.simulations, args.samples, seed=seed * 10 + p)

    rows = []
    for name, team in ((f"MCTS ({args.simulations} simulations)", mcts), ("Greedy", OPPONENTS["Greedy"])):
        for opponent, make in OPPONENTS.items():
            start = time.process_time()
            returns = osp.duel(game, team, make, seeds)
            rows.append(row(name, opponent, returns, time.process_time() - start))
            print(rows[-1], flush=True)
    result = {"game": str(game), "deals": args.deals, "simulations": args.simulations, "samples": args.samples,
              "seed": args.seed, "command": "python benchmarks/rl_mcts_kozel.py " + " ".join(
                  f"--{k} {v}" for k, v in (("deals", args.deals), ("simulations", args.simulations),
                                           ("samples", args.samples), ("seed", args.seed))),
              "rows": rows}
    args.out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
