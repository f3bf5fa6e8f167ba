"""The strength ladder Random < Greedy < MonteCarlo < ISMCTS: head-to-head win rates, one game
per family, with 95% Wilson intervals.

    python benchmarks/bot_ladder.py [--deals 100] [--workers 2] [--games classic,fives,...]

Each match-up sets two bots against each other on one game: bot A in the seats of one side,
bot B in the other's (partners sit opposite in the team games). Every seeded deal is played twice,
A's side dealt first and then B's (``dl.summarize`` on the same seed with the bots swapped), so
both bots get the same cards and the same seats and the only difference is how they play. A's
win rate is A's wins over the decided deals (a deal nobody wins, such as a blocked Kozel deal with
equal pips, counts for neither and is reported as a draw), with its 95% Wilson interval
(``dl.sim.Rate``). Bots are re-seeded for every deal from its seed (``dl.simulate``'s rule), so
the same arguments give the same table on any machine.

The bots are the ones ``dl.bots.make(name)`` gives: ``Random``, ``Greedy``, ``MonteCarlo(16
rollouts a move)`` and ``ISMCTS`` at its default budget. The match-ups are the three rungs of
the ladder: Greedy–Random, MonteCarlo–Greedy and ISMCTS–MonteCarlo. Each plays ``--deals`` times
its weight in seeded deals (4, 2 and 3: the cheap rungs play more, the top rung, whose bots are
closest, as many as the time allows), each deal twice.

The run is sized for the project's machine, 2 cores shared with other work: ``--workers 2``
processes, about a quarter of an hour with the defaults. It writes ``benchmarks/bot_ladder.json``
(``--out``), which notebook 08 plots without playing a deal.
"""

from __future__ import annotations

import argparse
import datetime
import json
import platform
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import domino_lab as dl
from domino_lab.sim import Rate

#: One game per family, at a number of players where two bots meet head to head.
FAMILIES = [
    ("chain", "classic", 2),
    ("counting", "fives", 2),
    ("tricks", "forty_two", 4),
    ("discard", "pit", 2),
    ("collecting", "sharing", 2),
]
#: (bot A, bot B, deals as a multiple of --deals): the three rungs, the cheap ones played more.
MATCHUPS = [
    ("greedy", "random", 4.0),
    ("montecarlo", "greedy", 2.0),
    ("ismcts", "montecarlo", 3.0),
]
NAMES = {"random": "Random", "greedy": "Greedy", "montecarlo": "MonteCarlo", "ismcts": "ISMCTS"}


def seats(game, players: int, a, b) -> list:
    """One bot per seat: ``a`` in the seats of the first side (side 0), ``b`` in the others."""
    state = game.deal(players, seed=0)
    return [a if state.side_of(p) == 0 else b for p in range(players)]


def duel(game, players: int, a_name: str, b_name: str, deals: int, seed: int, executor) -> dict:
    """``deals`` seeded deals played twice, A's side first and then B's: A's wins, losses, draws."""
    a, b = dl.bots.make(a_name, seed=seed), dl.bots.make(b_name, seed=seed)
    chunk = max(1, deals // 8)  # at least eight chunks a run, so both workers keep busy
    wins = losses = draws = 0
    start = time.perf_counter()
    for first, second in ((a, b), (b, a)):
        summary = dl.summarize(game, deals, seats(game, players, first, second), seed=seed, executor=executor,
                               chunk=chunk)
        sides = summary.side_wins + [0] * 2
        a_side = 0 if first is a else 1
        wins += sides[a_side]
        losses += sides[1 - a_side]
        draws += summary.no_winner
    rate = Rate(wins, wins + losses)
    low, high = rate.interval
    return {"a": a_name, "b": b_name, "deals": 2 * deals, "wins": wins, "losses": losses, "draws": draws,
            "win_rate": round(rate.value, 4), "low": round(low, 4), "high": round(high, 4),
            "text": str(rate), "seconds": round(time.perf_counter() - start, 1)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100, help="seeded deals of the base match-up (each played twice)")
    parser.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--games", default="", help="comma-separated ids among the families' games (default all)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=Path(__file__).with_suffix(".json"))
    args = parser.parse_args(argv)
    chosen = [g for g in args.games.split(",") if g]
    families = [f for f in FAMILIES if not chosen or f[1] in chosen]
    started = time.perf_counter()
    rows = []
    with ProcessPoolExecutor(max_workers=args.workers) as executor:
        for family, game_id, players in families:
            game = dl.game(game_id)
            for a_name, b_name, weight in MATCHUPS:
                row = duel(game, players, a_name, b_name, max(1, round(args.deals * weight)), args.seed, executor)
                row.update(family=family, game=game_id, players=players)
                rows.append(row)
                print(f"{family:10} {game_id:9} {NAMES[a_name]:>10} vs {NAMES[b_name]:10} {row['wins']:4}-"
                      f"{row['losses']:<4} ({row['draws']} drawn)  {row['text']}  {row['seconds']:.0f} s", flush=True)
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
        "rows": rows,
    }
    args.out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n")
    print(f"wrote {args.out} in {minutes:.1f} minutes")


if __name__ == "__main__":
    main()
