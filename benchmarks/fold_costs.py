"""What folding a fast path into its game's rules would cost today: two measures for issue 25 §1.

    python benchmarks/fold_costs.py [--n 300] [--rounds 3] [--games fork wagons]

Run on demand, never as a test. Process CPU time throughout.

1. **The driver's own loop.** ``driver._run_plain`` on a state whose rules cost nothing (five
   moves always legal, a move that only counts down), against an inline loop that asks the same
   ``Random`` bots the same way: microseconds a move of each. The difference is what making
   ``driver.run_deal`` the only loop costs by itself.
2. **The object engine against each game's path.** ``dl.simulate`` of each game (its default
   number of players, ``Random`` bots, the same seeds) with its path, then with that path taken
   out (``games.kept.engine_alone``: the deal goes to the engine),
   alternated ``--rounds`` times: deals a second each way and their ratio.

Measured 2026-12-04 at 18:20 UTC (load average about 3.5, other work on the other core; take
±10 %; ``benchmarks/fold_costs_2026-12-04.txt``): the driver's loop 0.72–0.78 µs a move against
0.43–0.65 inline, so 0.2–0.3 µs a move; without its path Fork plays at 0.40–0.45 of it (on the
hooked loop), Seven 0.60–0.62, Sausage 0.35–0.36 and Wagons 0.30 (on the engine). After the
engine's fitting-tile tables (``games/chain/plays.py``), at 18:40: Seven 0.73–0.75, the others
as before (the driver's loop 1.0 against 0.6 µs inline under that load). What stands between a
path and its game's rules is the rules done on objects (``Tile`` sets, ``Play`` objects,
layouts: Sausage's rows and Wagons' trains rebuilt, Fork's ends read again), not the loop that
asks for them.
"""

from __future__ import annotations

import argparse
import importlib
import time

import domino_lab as dl
from domino_lab.driver import _run_plain
from domino_lab.games import kept
from domino_lab.policies import Random

PATHS = {"wagons": "wagons_path"}  # (Sausage's path is gone: 2026-12-04; Seven's and Fork's: 2026-12-05)
_MOVES = list(range(5))


class _Idle:
    """A deal whose rules cost nothing: five moves always legal, ``left`` moves to its end."""

    def __init__(self, left: int) -> None:
        self.left, self.over, self.current, self.history, self._legal = left, False, 0, [], None

    def _legal_moves(self) -> list[int]:
        return _MOVES

    def _apply(self, move: int) -> None:
        self.left -= 1
        self.current = (self.current + 1) & 3
        if self.left == 0:
            self.over = True


def loop_floor(deals: int = 2000, moves: int = 25) -> tuple[float, float]:
    """Microseconds a move: ``driver._run_plain`` on ``_Idle`` deals, and an inline loop."""
    bots = [Random(k) for k in range(4)]
    start = time.process_time()
    for _d in range(deals):
        _run_plain(_Idle(moves), bots, 10 ** 6)  # type: ignore[arg-type]
    driver = (time.process_time() - start) / (deals * moves) * 1e6
    start = time.process_time()
    for _d in range(deals):
        state, p = _Idle(moves), 0
        for _k in range(moves):
            move = bots[p].choose(None, _MOVES)
            state.left -= 1
            p = (p + 1) & 3
            state.history.append((p, move))
    inline = (time.process_time() - start) / (deals * moves) * 1e6
    return driver, inline


def rate(game, n: int) -> float:
    players = game.default_players
    start = time.process_time()
    dl.simulate(game, n, [Random(k) for k in range(players)], seed=1)
    return n / (time.process_time() - start)


def without_path(game_id: str, n: int) -> tuple[float, float, str]:
    """Deals a second of ``game_id`` with its path and without it, and who plays it without."""
    game = dl.game(game_id)
    importlib.import_module(f"domino_lab.games.chain.{PATHS[game_id]}")
    fast = rate(game, n)
    with kept.engine_alone():
        slow = rate(game, n)
    return fast, slow, "engine"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", nargs="*", default=list(PATHS), choices=list(PATHS))
    args = parser.parse_args()
    for _r in range(args.rounds):
        driver, inline = loop_floor()
        print(f"driver loop {driver:.2f} us/move, inline {inline:.2f} us/move")
    for game_id in args.games:
        for _r in range(args.rounds):
            fast, slow, who = without_path(game_id, args.n)
            print(f"{game_id}: with its path {fast:,.0f} deals/s, without {slow:,.0f} ({who}): {slow / fast:.2f}")


if __name__ == "__main__":
    main()
