"""A designed game's speed in ``dl.simulate``, as a ratio to its base measured in the same run.

    python benchmarks/designer.py [--n 400] [--repeat 3]

Random bots, process CPU time, best of ``--repeat``. A design that takes from other games only parts
no fast path's move loop does itself (deal, lead, match scoring, draw, end: ``compose.FAST_KINDS``)
keeps its base's fast path; one with a layout, matching, deal scoring or teams of another game runs
on the object engine, and the ratio is the price of composing.
The issue's target is a ratio of at least 0.8.
"""

from __future__ import annotations

import argparse
import time

import domino_lab as dl

DESIGNS = [
    {"base": "kozel"},
    {"base": "kozel", "layout": "muggins", "deal_scoring": "muggins"},
    {"base": "kozel", "deal_scoring": "muggins"},
    {"base": "wagons", "deal_scoring": "muggins"},
    {"base": "fork", "deal_scoring": "telephone"},
    {"base": "classic", "teams": "kozel"},
    {"base": "dark_blitz", "match_scoring": "kozel"},
    {"base": "muggins", "match_scoring": "kozel"},
    {"base": "classic", "lead": "kozel", "draw": "seven"},
    {"base": "fives", "match_scoring": "muggins", "deal": "classic"},
]


def rate(game, players: int, n: int, repeat: int) -> float:
    bots = [dl.bots.Random(k) for k in range(players)]
    dl.simulate(game, 20, bots, seed=1)  # warm up
    best = None
    for _ in range(repeat):
        start = time.process_time()
        dl.simulate(game, n, bots, seed=0)
        elapsed = time.process_time() - start
        best = elapsed if best is None else min(best, elapsed)
    assert best is not None
    return n / best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--n", type=int, default=400)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"{'design':62} {'players':>7} {'deals/s':>9} {'base':>9} {'ratio':>6}")
    for spec in DESIGNS:
        game = dl.design(**spec)
        base = dl.game(spec["base"])
        players = game.default_players
        mine, theirs = rate(game, players, args.n, args.repeat), rate(base, players, args.n, args.repeat)
        print(f"{game.describe()[:62]:62} {players:>7} {mine:>9.0f} {theirs:>9.0f} {mine / theirs:>6.2f}")


if __name__ == "__main__":
    main()
