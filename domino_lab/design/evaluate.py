"""``dl.evaluate``: what a design plays like, measured from seeded simulations.

Every figure is an estimate over the deals played, given with its 95% confidence interval (a
Wilson interval for a rate, mean ± 1.96 standard errors for a mean), and the same seed gives the
same table whatever ``executor`` plays the chunks. The catalogue's reference figures, for "plays
most like", are measured on demand with a bounded sample (``reference_n`` deals of each game, the
same seed) and kept for the session.
"""

from __future__ import annotations

import functools
import math
import textwrap
from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any

from .. import bots as _bots
from ..errors import SetupError
from ..games.base import Game
from ..games.registry import game as make_game
from ..search import ISMCTS
from ..sim import Rate, simulate
from .parts import covered, engine_of

__all__ = ["evaluate", "Evaluation", "Figure"]


@dataclass(frozen=True)
class Figure:
    """One measured figure: its ``value``, its 95% interval (``low``, ``high``), over ``n`` deals,
    and what it means."""

    name: str
    value: float
    low: float
    high: float
    n: int
    meaning: str
    rate: bool = True

    def __str__(self) -> str:
        if self.rate:
            return f"{self.value:.1%} (95% CI {self.low:.1%}–{self.high:.1%}, {self.n} deals)"
        return f"{self.value:.1f} (95% CI {self.low:.1f}–{self.high:.1f}, {self.n} deals)"


def _rate(name: str, rate: Rate, meaning: str) -> Figure:
    lo, hi = rate.interval
    return Figure(name, rate.value, lo, hi, rate.n, meaning)


def _mean(name: str, values: Sequence[float], meaning: str) -> Figure:
    n = len(values)
    mean = sum(values) / n if n else float("nan")
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    half = 1.959964 * math.sqrt(var / n) if n else float("nan")
    return Figure(name, mean, mean - half, mean + half, n, meaning, rate=False)


@dataclass
class Evaluation:
    """What ``evaluate`` measured: ``figures`` by name, the catalogue games it plays most like
    (``closest``: (game id, distance), nearest first) and how it was measured."""

    game: str
    players: int
    figures: dict[str, Figure]
    closest: list[tuple[str, float]] = field(default_factory=list)
    how: str = ""
    sides: int = 2

    def table(self) -> Any:
        """The figures as a pandas DataFrame (one row per figure)."""
        import pandas as pd

        return pd.DataFrame([{"figure": f.name, "value": round(f.value, 3), "low": round(f.low, 3),
                              "high": round(f.high, 3), "deals": f.n, "meaning": f.meaning}
                             for f in self.figures.values()]).set_index("figure")

    def __str__(self) -> str:
        lines = [f"{self.game}, {self.players} players ({self.how})"]
        lines += [f"  {f.name}: {f}" for f in self.figures.values()]
        if self.closest:
            lines.append("  plays most like: " + ", ".join(f"{g} ({d:.2f})" for g, d in self.closest[:3]))
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        rows = "".join(f"<tr><td>{f.name}</td><td>{f}</td><td>{f.meaning}</td></tr>" for f in self.figures.values())
        like = ", ".join(f"{g} ({d:.2f})" for g, d in self.closest[:3])
        return (f"<p><b>{self.game}</b>, {self.players} players — {self.how}</p><table>{rows}</table>"
                f"<p>plays most like: {like}</p>")

    def plot(self, ax: Any = None) -> Any:
        """The rates with their intervals, as horizontal bars (a matplotlib Axes)."""
        import matplotlib.pyplot as plt

        rates = [f for f in self.figures.values() if f.rate]
        if ax is None:
            _, ax = plt.subplots(figsize=(6.5, 0.45 * len(rates) + 1.1))
        names = [f.name for f in rates][::-1]
        values = [f.value for f in rates][::-1]
        errors = [[f.value - f.low for f in rates][::-1], [f.high - f.value for f in rates][::-1]]
        ax.barh(names, values, xerr=errors, color="#4c78a8", ecolor="#333", capsize=3)
        ax.set_xlim(0, 1)
        ax.axvline(1 / self.sides, color="#888", lw=0.8, ls=":")  # an even chance between the sides
        ax.set_xlabel("rate over the deals played, 95% intervals (dotted: even)")
        ax.set_title(textwrap.shorten(self.game, 70), fontsize=10)
        ax.figure.tight_layout()
        return ax


def _strong_side_rate(game: Game, strong: Any, weak: Any, n: int, seed: int, executor: Executor | None,
                      players: int) -> Rate:
    """How often the side played by ``strong`` bots beats ``weak`` ones, the strong side taking each
    side's seats in turn (so the seat's own advantage cancels out)."""
    sides = game.sides(players)
    hits = total = 0
    per = max(1, n // len(sides))
    for i, side in enumerate(sides):
        seats = [strong.seeded(seed + p) if p in side else weak.seeded(seed + p) for p in range(players)]
        rows = simulate(game, per, seats, seed=seed + 101 * i, executor=executor)
        hits += sum(r.winning_side == i for r in rows)
        total += len(rows)
    return Rate(hits, total)


def evaluate(game: Game, n: int = 400, seed: int = 0, players: int | None = None, executor: Executor | None = None,
             search_n: int = 24, iterations: int = 20, reference_n: int = 120, like: bool = True) -> Evaluation:
    """Measure ``game`` (a design or any catalogue game) from seeded simulations.

    ``n`` deals between Random bots give the fish rate, the deal's length, the score spread, how
    often the leader's side wins and the first seat's win rate; ``n`` more (Greedy against Random)
    and ``search_n`` (ISMCTS with ``iterations`` imagined deals against Greedy) give the skill gap.
    ``like``: compare with every catalogue game on the same engine (laying, discard, collecting or
    trick-taking; ``reference_n`` deals each)."""
    if not isinstance(game, Game):
        raise SetupError(f"evaluate measures a game (dl.game(...) or dl.design(...)), not {game!r:.60}")
    players = game.check_players(players)
    randoms = [_bots.Random(k) for k in range(players)]
    rows = simulate(game, n, randoms, seed=seed, executor=executor)
    summary = rows.summary()
    figures = _basic(rows, summary)
    figures["skill: Greedy over Random"] = _rate(
        "skill: Greedy over Random", _strong_side_rate(game, _bots.Greedy(), _bots.Random(0), n, seed + 1, executor,
                                                        players),
        f"how often a side of Greedy bots beats Random ones (each side's seats in turn; an even chance is "
        f"1 in {len(game.sides(players))})")
    if search_n:
        figures["skill: ISMCTS over Greedy"] = _rate(
            "skill: ISMCTS over Greedy",
            _strong_side_rate(game, ISMCTS(iterations, 0), _bots.Greedy(), search_n,
                              seed + 2, executor, players),
            f"how often ISMCTS ({iterations} imagined deals a move) beats Greedy bots (an even chance is 1 in "
            f"{len(game.sides(players))})")
    closest = _closest(figures, players, reference_n, seed, engine_of(type(game))) if like else []
    how = (f"{n} deals between Random bots, {n} Greedy against Random"
           + (f", {search_n} ISMCTS against Greedy" if search_n else "") + f"; seed {seed}")
    name = game.info.name
    return Evaluation(name, players, figures, closest, how, len(game.sides(players)))


def _basic(rows: Any, summary: Any) -> dict[str, Figure]:
    figures = {
        "fish rate": _rate("fish rate", summary.fish_rate, "deals that end blocked"),
        "leader's side wins": _rate("leader's side wins", summary.leader_advantage,
                                    "how often the lead decides the deal: the side of the player who led wins"),
        "first seat wins": _rate("first seat wins", summary.seat_rate(0), "how often player 0 wins the deal"),
    }
    figures["moves per deal"] = _mean("moves per deal", [r.moves for r in rows], "the deal's length, in moves")
    figures["score spread"] = _mean("score spread", [max(r.points) - min(r.points) for r in rows if r.points],
                                    "points between the best and the worst side in a deal")
    return figures


_DISTANCE = ("fish rate", "leader's side wins", "moves per deal", "skill: Greedy over Random")
_SCALE = {"moves per deal": 30.0}


@functools.cache
def _reference(gid: str, players: int, n: int, seed: int) -> dict[str, float]:
    game = make_game(gid)
    rows = simulate(game, n, [_bots.Random(k) for k in range(players)], seed=seed)
    figures = _basic(rows, rows.summary())
    figures["skill: Greedy over Random"] = _rate("", _strong_side_rate(game, _bots.Greedy(), _bots.Random(0), n,
                                                                       seed + 1, None, players), "")
    return {k: figures[k].value for k in _DISTANCE}


def reference(players: int, n: int = 120, seed: int = 0, engine: str = "laying") -> dict[str, dict[str, float]]:
    """The catalogue's figures that "plays most like" compares with: every game on ``engine`` that
    ``players`` can play, ``n`` deals each (measured on demand, kept for the session)."""
    out = {}
    for gid in covered():
        if engine_of(type(make_game(gid))) != engine:
            continue
        lo, hi = make_game(gid).info.players
        if lo <= players <= hi:
            out[gid] = _reference(gid, players, n, seed)
    return out


def _closest(figures: dict[str, Figure], players: int, n: int, seed: int,
             engine: str = "laying") -> list[tuple[str, float]]:
    mine = {k: figures[k].value for k in _DISTANCE}
    out = []
    for gid, ref in reference(players, n, seed, engine).items():
        d = math.sqrt(sum(((mine[k] - ref[k]) / _SCALE.get(k, 1.0)) ** 2 for k in _DISTANCE))
        out.append((gid, round(d, 4)))
    return sorted(out, key=lambda x: (x[1], x[0]))
