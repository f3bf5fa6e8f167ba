"""A designed game's speed in ``dl.simulate``, as a ratio to its base measured in the same run.

    python benchmarks/designer.py [--n 400] [--repeat 3]

Random bots, process CPU time, best of ``--repeat``, the design and its base measured in turn
(interleaved: design, base, design, base…) so that a slower or busier moment of the machine falls
on both. A design is played by its family's loop whenever every hook it overrides is one that loop
calls or tabulates (``games.fastpath.plays_all``, read from the composed class); one whose parts
override the family's machinery runs on the object engine, and the ratio is the price of composing.
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
    {"base": "bingo"},
    {"base": "sharing", "teams": "kozel"},
    {"base": "forty_two", "match_scoring": "kozel"},
    {"base": "seven_dwarfs", "deal_scoring": "candelabra"},
    {"base": "biryuk", "deal_scoring": "kozel", "match_scoring": "kozel"},
]


def _time(game, bots, n: int) -> float:
    start = time.process_time()
    dl.simulate(game, n, bots, seed=0)
    return time.process_time() - start


def rates(game, base, players: int, n: int, repeat: int) -> tuple[float, float]:
    """Deals a second of ``game`` and of ``base``, best of ``repeat`` runs each, measured in turn."""
    bots = [dl.bots.Random(k) for k in range(players)]
    dl.simulate(game, 20, bots, seed=1)  # warm up
    dl.simulate(base, 20, bots, seed=1)
    mine, theirs = [], []
    for _ in range(repeat):
        mine.append(_time(game, bots, n))
        theirs.append(_time(base, bots, n))
    return n / min(mine), n / min(theirs)


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
        mine, theirs = rates(game, base, players, args.n, args.repeat)
        print(f"{game.describe()[:62]:62} {players:>7} {mine:>9.0f} {theirs:>9.0f} {mine / theirs:>6.2f}")


if __name__ == "__main__":
    main()
