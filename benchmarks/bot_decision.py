"""How long a bot takes to choose a move: every bot at its default budget, every game, on the
double-6, double-9, double-12 and double-18 sets (the largest any game accepts).

    python benchmarks/bot_decision.py [--deals 1] [--positions 6] [--sets 6,9,12,18] [--games kozel,...]

The bots: ``Greedy`` and ``Random``, ``MonteCarlo()`` (16 rollouts a move, at most
``MAX_ROLLOUTS`` a decision), ``MonteCarlo(rollouts=12)`` (the Board's hint,
``domino_lab.widgets.board``) and ``ISMCTS()`` at its default iterations (fewer on large sets, where
its ``MAX_MOVES`` simulated moves a decision run out first). Positions are the real
decisions (two or more legal moves) of seeded deals played by greedy players, every seat,
``--deals`` deals of each game at its usual number of players on each set; ``--positions`` of
them are timed, spread over the deal, the one with the most legal moves always among them. Each
bot is made afresh and seeded for each position, so a run is repeatable move for move.

Times are CPU time of this process (``time.process_time``): a busy machine slows them less than
wall-clock time. Reported: per bot, the median and the 90th percentile on the double-six set
(the Board's goal: a median under 150 ms) and the worst decision on any set with its game; then
the worst decision of each bot per game and set (the goal: every decision under 1 s on every set
a game accepts). A game that refuses a set says so.
"""

from __future__ import annotations

import argparse
import statistics
import time

import domino_lab as dl
from domino_lab.search import DEFAULT_ITERATIONS

GOAL_MS = 150.0  # the Board's: a median decision on the double-six set
CEILING_MS = 1000.0  # any decision, any set a game accepts


def positions(game_id: str, deals: int, set_n: int = 6, keep: int | None = None) -> list:
    """``(observation, legal moves)`` at the real decisions of ``deals`` greedy deals on the
    double-``set_n`` set (``keep`` of them, spread over the deals, the one with the most moves
    first; all by default). A game that refuses the set raises its ``SetupError``."""
    game = dl.game(game_id, set_n=set_n)
    greedy = dl.bots.Greedy()
    out = []
    for seed in range(deals):
        state = game.deal(game.default_players, seed=seed)
        while not state.over:
            legal = state.legal_moves()
            if len(legal) > 1:
                out.append((state.observation(state.current), legal))
            state.play(greedy.choose(None, legal))
    if keep is None or len(out) <= keep:
        return out
    widest = max(range(len(out)), key=lambda i: len(out[i][1]))
    spread = [round(i * (len(out) - 1) / max(1, keep - 2)) for i in range(keep - 1)]
    chosen = [widest] + [i for i in dict.fromkeys(spread) if i != widest]
    return [out[i] for i in chosen[:keep]]


BOTS = {
    "Random": lambda k: dl.bots.Random(k),
    "Greedy (the Board's seats)": lambda k: dl.bots.Greedy(),
    "MonteCarlo() (16 rollouts a move)": lambda k: dl.bots.MonteCarlo(seed=k),
    "MonteCarlo(rollouts=12) (the Board's hint)": lambda k: dl.bots.MonteCarlo(rollouts=12, seed=k),
    f"ISMCTS(iterations={DEFAULT_ITERATIONS})": lambda k: dl.bots.ISMCTS(seed=k),
}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def shown(ms: float) -> str:
    """A time in ms, or in µs when under a millisecond."""
    return f"{ms * 1000:.0f} µs" if ms < 1 else f"{ms:.1f} ms"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1, help="greedy deals per game and set (default 1)")
    parser.add_argument("--positions", type=int, default=6, help="decisions timed per game and set (default 6)")
    parser.add_argument("--sets", default="6,9,12,18", help="the sets, as set_n values (default 6,9,12,18)")
    parser.add_argument("--games", default="", help="comma-separated ids (default: every game of the catalogue)")
    args = parser.parse_args(argv)
    games = [g for g in args.games.split(",") if g] or [info.id for info in dl.catalogue()]
    sets = [int(n) for n in args.sets.split(",") if n]
    where: dict[tuple[str, int], list] = {}
    refused: dict[tuple[str, int], str] = {}
    for game_id in games:
        for set_n in sets:
            try:
                where[game_id, set_n] = positions(game_id, args.deals, set_n, args.positions)
            except dl.SetupError as exc:
                refused[game_id, set_n] = str(exc)
    print(f"{sum(map(len, where.values()))} positions from {len(games)} games on sets {args.sets} "
          f"({args.deals} deal(s) each, {args.positions} decisions timed), CPU time")
    worst: dict[str, dict[tuple[str, int], float]] = {}
    print(f"{'bot':44} {'median d6':>10} {'p90 d6':>9} {'worst (game, set)':>32}")
    for name, make in BOTS.items():
        six, per = [], {}
        for (game_id, set_n), found in where.items():
            mine = []
            for k, (observation, legal) in enumerate(found):
                bot = make(k)
                start = time.process_time()
                bot.choose(observation, legal)
                mine.append((time.process_time() - start) * 1000)
            per[game_id, set_n] = max(mine, default=0.0)
            if set_n == 6:
                six += mine
        worst[name] = per
        top = max(per, key=per.get)
        median = statistics.median(six) if six else float("nan")
        flags = (f"  (median over the {GOAL_MS:.0f} ms goal)" if median >= GOAL_MS else "") + (
            f"  (over the {CEILING_MS / 1000:.0f} s ceiling)" if per[top] >= CEILING_MS else "")
        med, p90 = (shown(median), shown(percentile(six, 0.9))) if six else ("-", "-")
        print(f"{name:44} {med:>10} {p90:>9} "
              f"{shown(per[top]) + f' ({top[0]}, d{top[1]})':>32}{flags}", flush=True)
    print("\nworst decision per game and set (ms of CPU):")
    short = [name.split(" ")[0] for name in BOTS]
    print(f"{'game':12} {'set':>4} {'moves':>5} " + " ".join(f"{s:>24}" for s in short))
    for game_id in games:
        for set_n in sets:
            if (game_id, set_n) in refused:
                print(f"{game_id:12} {'d' + str(set_n):>4}   refuses the set: {refused[game_id, set_n][:70]}")
                continue
            found = where[game_id, set_n]
            widest = max((len(legal) for _, legal in found), default=0)
            print(f"{game_id:12} {'d' + str(set_n):>4} {widest:5} "
                  + " ".join(f"{shown(worst[name][game_id, set_n]):>24}" for name in BOTS), flush=True)


if __name__ == "__main__":
    main()
