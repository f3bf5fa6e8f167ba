"""How long a bot takes to choose a move: the Board's bots and ISMCTS at its default budget.

    python benchmarks/bot_decision.py [--deals 4] [--games kozel,classic,...]

The Board seats greedy bots by default and asks ``MonteCarlo(rollouts=12)`` for a hint
(``domino_lab.widgets.board``); ISMCTS (``domino_lab.search``) is measured at its default
iterations. Positions are the real decisions (two or more legal moves) of seeded deals played
by greedy players, every seat, ``--deals`` deals of each game at its usual number of players.
Each bot is made afresh and seeded for each position, so a run is repeatable move for move.

Times are CPU time of this process (``time.process_time``): a busy machine slows them less than
wall-clock time. Reported per bot: the median and the 90th percentile over every position, and
the slowest game's median. The goal is the Board's: a median decision under 150 ms.
"""

from __future__ import annotations

import argparse
import statistics
import time

import domino_lab as dl
from domino_lab.search import DEFAULT_ITERATIONS

GOAL_MS = 150.0
GAMES = "kozel,classic,telephone,fives,muggins,forty_two,bingo,pit,biryuk,sharing,wagons,blitz"


def positions(game_id: str, deals: int) -> list:
    """``(observation, legal moves)`` at every real decision of ``deals`` greedy deals."""
    game = dl.game(game_id)
    greedy = dl.bots.Greedy()
    out = []
    for seed in range(deals):
        state = game.deal(game.default_players, seed=seed)
        while not state.over:
            legal = state.legal_moves()
            if len(legal) > 1:
                out.append((state.observation(state.current), legal))
            state.play(greedy.choose(None, legal))
    return out


BOTS = {
    "Greedy (the Board's seats)": lambda k: dl.bots.Greedy(),
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
    parser.add_argument("--deals", type=int, default=4, help="greedy deals per game (default 4)")
    parser.add_argument("--games", default=GAMES, help=f"comma-separated ids (default {GAMES})")
    args = parser.parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    where = {g: positions(g, args.deals) for g in games}
    print(f"{sum(map(len, where.values()))} positions from {len(games)} games ({args.deals} deals each), CPU time")
    print(f"{'bot':44} {'median':>8} {'p90':>8} {'slowest game (its median)':>28}")
    medians = {}
    for name, make in BOTS.items():
        times, per_game = [], {}
        for game_id, found in where.items():
            mine = []
            for k, (observation, legal) in enumerate(found):
                bot = make(k)
                start = time.process_time()
                bot.choose(observation, legal)
                mine.append(time.process_time() - start)
            per_game[game_id] = statistics.median(mine) * 1000
            times += mine
        medians[name] = per_game
        median, p90 = statistics.median(times) * 1000, percentile(times, 0.9) * 1000
        slow = max(per_game, key=per_game.get)
        flag = "" if median < GOAL_MS else f"  (over the {GOAL_MS:.0f} ms goal)"
        print(f"{name:44} {shown(median):>8} {shown(p90):>8} {slow + ' ' + shown(per_game[slow]):>28}{flag}",
              flush=True)
    print("\nmedian per game:")
    print(f"{'game':12} {'positions':>9} " + " ".join(f"{name.split(' ')[0]:>24}" for name in BOTS))
    for game_id, found in where.items():
        print(f"{game_id:12} {len(found):9} " + " ".join(f"{shown(medians[name][game_id]):>24}" for name in BOTS))


if __name__ == "__main__":
    main()
