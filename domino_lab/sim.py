"""Many seeded games at once: ``simulate(game, n, bots, seed)``.

Game ``i`` is played from ``derive_seed(seed, i)``, so a result never depends on how the work is
split. ``executor`` may be any ``concurrent.futures.Executor`` (a process pool, a Dask client's
executor); work goes to it in chunks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .match import _seat, derive_seed, run_deal

__all__ = ["simulate", "GameRow"]


@dataclass(frozen=True)
class GameRow:
    """One simulated deal: its index and seed, winner (player) and winning side, the points
    written per side, why it ended, and how many moves, draws and passes it took."""

    index: int
    seed: int
    winner: int | None
    winning_side: int | None
    points: tuple[int, ...]
    reason: str
    moves: int
    draws: int
    passes: int
    leader: int | None


def _play_one(game, bots, players, index, seed) -> GameRow:
    s = derive_seed(seed, index)
    state = game.deal(players, s)
    leader = state.current
    run_deal(state, _seat(bots, s))
    r = state.result()
    draws = passes = 0
    for _, m in state.history:
        kind = type(m).__name__
        draws += kind == "Draw"
        passes += kind == "Pass"
    return GameRow(index, s, r.winner, r.winning_side, r.points, r.reason, len(state.history), draws, passes, leader)


def _chunk(game, bots, players, seed, start, stop) -> list[GameRow]:
    return [_play_one(game, bots, players, i, seed) for i in range(start, stop)]


def simulate(game, n: int, bots: Sequence, seed: int = 0, executor=None, chunk: int = 250) -> list[GameRow]:
    """Play ``n`` deals of ``game`` with ``bots`` (one per seat); one ``GameRow`` per deal."""
    players = game.check_players(len(bots))
    if executor is None:
        return _chunk(game, bots, players, seed, 0, n)
    futures = [executor.submit(_chunk, game, list(bots), players, seed, a, min(n, a + chunk))
               for a in range(0, n, chunk)]
    rows: list[GameRow] = []
    for f in futures:
        rows.extend(f.result())
    return rows
