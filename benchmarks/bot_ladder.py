"""The strength ladder Random < Greedy < MonteCarlo < ISMCTS: head-to-head win rates, one game
per family, with 95% Wilson intervals.

    python benchmarks/bot_ladder.py [--deals 100] [--workers 2] [--games classic,fives,...]

Each match-up sets two bots against each other on one game: bot A in the seats of one side,
bot B in the other's (partners sit opposite in the team games). Every seeded deal is played twice,
A's side in the first seating and then the bots swapped, so both bots get the same tiles in the
same seats and the only difference is how they play. Deal ``i`` is ``dl.play``'s deal for
``derive_seed(--seed, i)``, and its bots are re-seeded from that seed, as ``dl.simulate`` does:
the same arguments give the same table on any machine, with any number of workers.

Two figures per match-up, both for bot A:

- the **win rate**: A's wins over the decided deals (a deal nobody wins, such as a blocked Kozel
  deal with equal pips, counts for neither and is reported as drawn), with its 95% Wilson
  interval (``dl.sim.Rate``);
- the **mean return**: the deal's return of A's side (``game.returns``: the side's points
  against the mean of the sides, so a side that wins small and loses big shows it), with a 95%
  interval from the spread of the seeds (each seed's two seatings averaged).

The bots are the ones ``dl.bots.make(name)`` gives: ``Random``, ``Greedy``, ``MonteCarlo`` (16
rollouts a move) and ``ISMCTS`` at its default budget. The match-ups are the three rungs of the
ladder, Greedy–Random, MonteCarlo–Greedy and ISMCTS–MonteCarlo, each with ``--deals`` times its
weight in seeds (4, 4 and 3: the cheap rungs play more, the top rung, whose bots are closest, as
many as the time allows), each seed played twice.

The run is sized for the project's machine, 2 cores shared with other work: ``--workers 2``
processes, about ten minutes with the defaults when the cores are free. It writes
``benchmarks/bot_ladder.json`` (``--out``), which notebook 08 plots without playing a deal.
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import platform
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import domino_lab as dl
from domino_lab.match import derive_seed
from domino_lab.sim import Rate

#: One game per family, at a number of players where two bots meet head to head.
FAMILIES = [
    ("chain", "classic", 2),
    ("counting", "fives", 2),
    ("tricks", "forty_two", 4),
    ("discard", "pit", 2),
    ("collecting", "sharing", 2),
]
#: (bot A, bot B, seeds as a multiple of --deals): the three rungs, the cheap ones played more.
MATCHUPS = [
    ("greedy", "random", 4.0),
    ("montecarlo", "greedy", 4.0),
    ("ismcts", "montecarlo", 3.0),
]
NAMES = {"random": "Random", "greedy": "Greedy", "montecarlo": "MonteCarlo", "ismcts": "ISMCTS"}


def play(game_id: str, players: int, a_name: str, b_name: str, a_first: bool, seed: int, start: int,
         stop: int) -> tuple[list, float]:
    """Deals ``start`` to ``stop - 1`` of a match-up in one seating (A's side first, or second):
    per deal ``(A won, B won, return of A's side)``, and the CPU seconds they took."""
    clock = time.process_time()
    game = dl.game(game_id)
    a, b = dl.bots.make(a_name, seed=seed), dl.bots.make(b_name, seed=seed)
    sides = game.sides(players)
    a_seats = sides[0] if a_first else sides[1]
    bots = [a if p in a_seats else b for p in range(players)]
    out = []
    for i in range(start, stop):
        result = dl.play(game, bots, derive_seed(seed, i)).result
        won = result.winning_side  # a side may win with no player credited (a fish won on pips)
        a_won = won is not None and a_seats[0] in result.sides[won]
        out.append((a_won, won is not None and not a_won, game.returns(result)[a_seats[0]]))
    return out, time.process_time() - clock


def summary(a_name: str, b_name: str, first: list, second: list, cpu: float) -> dict:
    """The figures of a match-up from its deals in the two seatings (the same seeds, in order)."""
    deals = first + second
    wins, losses = sum(d[0] for d in deals), sum(d[1] for d in deals)
    rate = Rate(wins, wins + losses)
    low, high = rate.interval
    per_seed = [(x[2] + y[2]) / 2 for x, y in zip(first, second)]
    mean = statistics.fmean(per_seed)
    half = 1.959964 * statistics.stdev(per_seed) / math.sqrt(len(per_seed)) if len(per_seed) > 1 else float("nan")
    return {"a": a_name, "b": b_name, "seeds": len(first), "deals": len(deals), "wins": wins, "losses": losses,
            "draws": len(deals) - wins - losses, "win_rate": round(rate.value, 4), "low": round(low, 4),
            "high": round(high, 4), "text": str(rate), "mean_return": round(mean, 3),
            "return_low": round(mean - half, 3), "return_high": round(mean + half, 3), "cpu_seconds": round(cpu, 1)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100, help="seeds of a weight-1 match-up (each played twice)")
    parser.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--games", default="", help="comma-separated ids among the families' games (default all)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=Path(__file__).with_suffix(".json"))
    args = parser.parse_args(argv)
    chosen = [g for g in args.games.split(",") if g]
    families = [f for f in FAMILIES if not chosen or f[1] in chosen]
    started = time.perf_counter()
    jobs = {}  # (game, a, b) -> [(seating, future)], every task submitted at once so both workers keep busy
    with ProcessPoolExecutor(max_workers=args.workers) as executor:
        for _, game_id, players in families:
            for a_name, b_name, weight in MATCHUPS:
                seeds = max(2, round(args.deals * weight))
                chunk = max(1, seeds // 10)
                jobs[game_id, a_name, b_name] = [
                    (a_first, executor.submit(play, game_id, players, a_name, b_name, a_first, args.seed, lo,
                                              min(seeds, lo + chunk)))
                    for a_first in (True, False) for lo in range(0, seeds, chunk)]
        rows = []
        for family, game_id, players in families:
            for a_name, b_name, _ in MATCHUPS:
                done = [(a_first, future.result()) for a_first, future in jobs[game_id, a_name, b_name]]
                first = [d for a_first, (deals, _) in done if a_first for d in deals]
                second = [d for a_first, (deals, _) in done if not a_first for d in deals]
                row = summary(a_name, b_name, first, second, sum(cpu for _, (_, cpu) in done))
                row.update(family=family, game=game_id, players=players)
                rows.append(row)
                print(f"{family:10} {game_id:9} {NAMES[a_name]:>10} vs {NAMES[b_name]:10} {row['wins']:4}-"
                      f"{row['losses']:<4} ({row['draws']} drawn)  {row['text']}  mean return "
                      f"{row['mean_return']:+.2f} ({row['return_low']:+.2f} to {row['return_high']:+.2f})  "
                      f"{row['cpu_seconds']:.0f} s CPU", flush=True)
    minutes = (time.perf_counter() - started) / 60
    result = {
        "what": __doc__.split("\n\n")[0].replace("\n", " "),
        "command": f"python benchmarks/bot_ladder.py --deals {args.deals} --workers {args.workers} --seed {args.seed}"
                   + (f" --games {args.games}" if chosen else ""),
        "date": datetime.date.today().isoformat(),
        "machine": f"{platform.machine()}, Python {platform.python_version()}, {args.workers} worker processes",
        "minutes": round(minutes, 1),
        "bots": {name: repr(dl.bots.make(name, seed=args.seed)) for name in NAMES},
        "win_rate": "bot A's wins / (wins + losses), decided deals; every seed played twice, the seats swapped",
        "mean_return": "the return of A's side (game.returns), mean over the seeds of their two seatings",
        "rows": rows,
    }
    args.out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n")
    print(f"wrote {args.out} in {minutes:.1f} minutes")


if __name__ == "__main__":
    main()
