"""How long the Board takes to show a move: the board re-rendered (SVG of the table and hands,
buttons, log, match table) after each move of a bot deal, for a few games.

    python benchmarks/board_render.py
"""

from __future__ import annotations

import statistics
import time

import domino_lab as dl


def measure(game_id: str, seed: int = 1) -> list[float]:
    game = dl.game(game_id)
    seats = ["you"] + [dl.bots.Greedy()] * (game.default_players - 1)
    board = dl.Board(game, seats=seats, seed=seed, delay=0)
    times = []
    greedy = dl.bots.Greedy()
    while not board.state.over:
        state = board.state
        move = greedy.choose(state.observation(state.current), state.legal_moves())
        state.play(move)
        start = time.perf_counter()
        board._render()
        times.append(time.perf_counter() - start)
    return times


def main():
    for game_id in ("kozel", "classic", "telephone", "muggins", "wagons", "forty_two", "sausage"):
        times = [t for seed in range(3) for t in measure(game_id, seed)]
        print(f"{game_id:10} {len(times):4} renders: median {statistics.median(times) * 1000:5.1f} ms, "
              f"max {max(times) * 1000:5.1f} ms")


if __name__ == "__main__":
    main()
