"""How long the Board takes to show a move, for every game of the catalogue: after each move of
a bot deal the board is drawn again as a person would see it (his observation, the picture of
the table and the others' hands, his hand's tiles, the status panel, the match table, the log).

    python benchmarks/board_render.py [--seeds 3] [--games kozel,telephone]

Times are CPU time (``time.process_time``) of ``Board._render`` alone, so a busy machine slows them
less than wall-clock time would. Reported per game: renders measured, median and worst.
"""

from __future__ import annotations

import argparse
import statistics
import time

import domino_lab as dl

GOAL_MS = 50.0


def measure(game_id: str, seed: int = 1) -> list[float]:
    """CPU seconds of each re-render after a move of one deal (person in seat 0, bots elsewhere;
    every move, the person's included, chosen by a greedy bot so the deal is the same each run)."""
    game = dl.game(game_id)
    seats = ["you"] + [dl.bots.Greedy()] * (game.default_players - 1)
    board = dl.Board(game, seats=seats, seed=seed, delay=0)
    greedy = dl.bots.Greedy()
    times = []
    while not board.state.over:
        state = board.state
        state.play(greedy.choose(None, state.legal_moves()))
        board.version += 1
        start = time.process_time()
        board._render()
        times.append(time.process_time() - start)
    return times


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=3, help="deals per game (default 3)")
    parser.add_argument("--games", default="", help="comma-separated ids (default: the whole catalogue)")
    args = parser.parse_args(argv)
    ids = [g for g in args.games.split(",") if g] or [info.id for info in dl.catalogue()]
    medians = []
    print(f"{'game':14} {'renders':>7} {'median ms':>10} {'worst ms':>9}")
    for game_id in ids:
        times = [t for seed in range(args.seeds) for t in measure(game_id, seed)]
        median, worst = statistics.median(times) * 1000, max(times) * 1000
        medians.append((median, game_id))
        flag = "" if median <= GOAL_MS else f"  (over the {GOAL_MS:.0f} ms goal)"
        print(f"{game_id:14} {len(times):7} {median:10.1f} {worst:9.1f}{flag}")
    slowest = max(medians)
    print(f"slowest median: {slowest[1]} {slowest[0]:.1f} ms; goal {GOAL_MS:.0f} ms median for every game")


if __name__ == "__main__":
    main()
