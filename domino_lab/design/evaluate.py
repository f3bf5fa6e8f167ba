"""``dl.evaluate``: what a design plays like, measured from seeded simulations.

Every figure is an estimate over the deals played, given with its 95% confidence interval (a
Wilson interval for a rate, Student's t for a mean: from a few deals it is as wide as they leave the
mean; a count's never below 0; deals all alike say so rather than print an interval of no width that
so few would claim as a fact), and the same seed gives the
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
from ..games.registry import game_class
from ..i18n import _, language, msg, nmsg, pmsg, tr
from ..search import ISMCTS
from ..seeds import as_seed, as_whole, check_switches, fresh_seed
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

    def __str__(self) -> str:  # in dl.language()
        spec = ".1%" if self.rate else ".1f"
        if not self.rate and self.low == self.high:  # (every deal gave the same value: no spread to measure)
            return str(nmsg("{value} (the same in {n} deal: no spread, no interval measured)",
                            "{value} (the same in all {n} deals: no spread, no interval measured)", self.n,
                            value=format(self.value, spec)))
        return str(nmsg("{value} (95% CI {low}–{high}, {n} deal)", "{value} (95% CI {low}–{high}, {n} deals)", self.n,
                        value=format(self.value, spec), low=format(self.low, spec), high=format(self.high, spec)))


def _rate(name: str, rate: Rate, meaning: str) -> Figure:
    lo, hi = rate.interval
    return Figure(name, rate.value, lo, hi, rate.n, meaning)


#: Student's t at 97.5% by degrees of freedom, 1 to 30 (a mean's 95% interval from n deals has n - 1).
_T975 = (12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646, 2.3060, 2.2622, 2.2281, 2.2010, 2.1788, 2.1604,
         2.1448, 2.1314, 2.1199, 2.1098, 2.1009, 2.0930, 2.0860, 2.0796, 2.0739, 2.0687, 2.0639, 2.0595, 2.0555,
         2.0518, 2.0484, 2.0452, 2.0423)


def _t975(df: int) -> float:
    """Student's t at 97.5% for ``df`` degrees of freedom: 1.96 standard errors understate a mean
    measured from a few deals (12.7 from two). Beyond the table, the Cornish-Fisher expansion
    (within 0.0001 of the exact value)."""
    if df <= len(_T975):
        return _T975[df - 1]
    z = 1.959964
    return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2)


def _mean(name: str, values: Sequence[float], meaning: str, least: float = 0.0) -> Figure:
    """A mean with its 95% interval (Student's t), never below ``least`` (a count of moves or
    points: an interval reaching below 0 says what no deal can be)."""
    n = len(values)
    mean = sum(values) / n if n else float("nan")
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    half = _t975(n - 1) * math.sqrt(var / n) if n > 1 else 0.0 if n else float("nan")
    return Figure(name, mean, max(least, mean - half), mean + half, n, meaning, rate=False)


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
    game_ru: str = ""

    # What it prints is in ``dl.language()``; ``figures``' names and ``game`` stay English underneath.
    def name(self) -> str:
        """The game's name in ``dl.language()``."""
        return tr(self.game_ru) if language() == "ru" and self.game_ru else tr(self.game)

    def like(self) -> str:
        """"plays most like"'s games, nearest first, with their distances (names in ``dl.language()``)."""
        ru = language() == "ru"
        return ", ".join(f"{game_class(g).info.name_ru if ru else g} ({d:.2f})" for g, d in self.closest[:3])

    def table(self) -> Any:
        """The figures as a pandas DataFrame (one row per figure): its columns and texts print in
        ``dl.language()`` and are English underneath (``table.loc["fish rate", "value"]``)."""
        import pandas as pd

        c = _TABLE_COLUMNS
        return pd.DataFrame([{c["figure"]: f.name, c["value"]: round(f.value, 3), c["low"]: round(f.low, 3),
                              c["high"]: round(f.high, 3), c["deals"]: f.n, c["meaning"]: f.meaning}
                             for f in self.figures.values()]).set_index(c["figure"])

    def __str__(self) -> str:
        lines = [_("{game}, {players} players ({how})", game=self.name(), players=self.players, how=tr(self.how))]
        lines += [f"  {tr(f.name)}: {f}" for f in self.figures.values()]
        if self.closest:
            lines.append("  " + _("plays most like: {games}", games=self.like()))
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        import html

        def escape(text: str) -> str:
            return html.escape(text, quote=False)

        rows = "".join(f"<tr><td>{escape(tr(f.name))}</td><td>{escape(str(f))}</td><td>{escape(tr(f.meaning))}</td>"
                       "</tr>" for f in self.figures.values())
        bold = "<b>" + escape(self.name()) + "</b>"
        head = _("{game}, {players} players — {how}", game=bold, players=self.players, how=escape(tr(self.how)))
        like = _("plays most like: {games}", games=self.like())
        return f"<p>{head}</p><table>{rows}</table>" + (f"<p>{escape(like)}</p>" if self.closest else "")  # (as str)

    def plot(self, ax: Any = None) -> Any:
        """The rates with their intervals, as horizontal bars (a matplotlib Axes)."""
        import matplotlib.pyplot as plt

        rates = [f for f in self.figures.values() if f.rate]
        if ax is None:
            ax = plt.subplots(figsize=(6.5, 0.45 * len(rates) + 1.1))[1]
        names = [tr(f.name) for f in rates][::-1]
        values = [f.value for f in rates][::-1]
        errors = [[f.value - f.low for f in rates][::-1], [f.high - f.value for f in rates][::-1]]
        ax.barh(names, values, xerr=errors, color="#4c78a8", ecolor="#333", capsize=3)
        ax.set_xlim(0, 1)
        ax.axvline(1 / self.sides, color="#888", lw=0.8, ls=":")  # an even chance between the sides
        ax.set_xlabel(_("rate over the deals played, 95% intervals (dotted: even)"))
        ax.set_title(textwrap.shorten(self.name(), 120), fontsize=10)
        ax.figure.tight_layout()
        if _fit(ax.figure, ax.title) | _fit(ax.figure, ax.xaxis.label):
            ax.figure.tight_layout()
        return ax


def _fit(figure: Any, text: Any) -> bool:
    """Wrap ``text`` (a title, a label: centred) when it runs off ``figure`` (a Russian title, a
    long design's name), to lines that fit; ``False`` when it fits as it is (nothing changes)."""
    get_renderer = getattr(figure.canvas, "get_renderer", None)
    if get_renderer is None:  # pragma: no cover - a backend that cannot measure text
        return False
    box, page = text.get_window_extent(get_renderer()), figure.bbox
    if box.x0 >= page.x0 and box.x1 <= page.x1:
        return False
    middle = (box.x0 + box.x1) / 2
    room = 2 * min(middle - page.x0, page.x1 - middle) * 0.95
    words = text.get_text()
    text.set_text(textwrap.fill(words, max(12, int(len(words) * room / box.width))))
    return True


#: The table's columns: English underneath (``table["value"]``), printed in ``dl.language()``.
_TABLE_COLUMNS = {m.english: m for m in (
    pmsg("evaluation column", "figure"), pmsg("evaluation column", "value"), pmsg("evaluation column", "low"),
    pmsg("evaluation column", "high"), pmsg("evaluation column", "deals"), pmsg("evaluation column", "meaning"))}


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


def evaluate(game: Game, n: int = 400, seed: int | None = 0, players: int | None = None,
             executor: Executor | None = None, search_n: int = 24, iterations: int = 20, reference_n: int = 120,
             like: bool = True) -> Evaluation:
    """Measure ``game`` (a design or any catalogue game) from seeded simulations.

    ``n`` deals between Random bots give the fish rate, the deal's length, the score spread, how
    often the leader's side wins and the first seat's win rate; ``n`` more (Greedy against Random)
    and ``search_n`` (ISMCTS with ``iterations`` imagined deals against Greedy) give the skill gap.
    ``like``: compare with every catalogue game on the same engine (laying, discard, collecting or
    trick-taking; ``reference_n`` deals each). ``seed=None``: a fresh seed, which the table names."""
    if not isinstance(game, Game):
        raise SetupError(_("evaluate measures a game (dl.game(...) or dl.design(...)), not {what}",
                           what=format(repr(game), ".60")))
    n, search_n = _count("n", n, 2), _count("search_n", search_n, 0)
    check_switches(like=like)
    reference_n = _count("reference_n", reference_n, 1) if like else reference_n
    checked = as_seed(seed)  # None: a fresh seed, said in the table's "how" so the table can be made again
    seed = fresh_seed() if checked is None else checked
    players = game.check_players(players)
    randoms = [_bots.Random(k) for k in range(players)]
    rows = simulate(game, n, randoms, seed=seed, executor=executor)
    summary = rows.summary()
    figures = _basic(rows, summary)
    figures["skill: Greedy over Random"] = _rate(
        msg("skill: Greedy over Random"), _strong_side_rate(game, _bots.Greedy(), _bots.Random(0), n, seed + 1,
                                                             executor, players),
        msg("how often a side of Greedy bots beats Random ones (each side's seats in turn; an even chance is "
            "1 in {k})", k=len(game.sides(players))))
    if search_n:
        figures["skill: ISMCTS over Greedy"] = _rate(
            msg("skill: ISMCTS over Greedy"),
            _strong_side_rate(game, ISMCTS(iterations, 0), _bots.Greedy(), search_n,
                              seed + 2, executor, players),
            nmsg("how often ISMCTS ({n} imagined deal a move) beats Greedy bots (an even chance is 1 in {k})",
                 "how often ISMCTS ({n} imagined deals a move) beats Greedy bots (an even chance is 1 in {k})",
                 iterations, k=len(game.sides(players))))
    closest = _closest(figures, players, reference_n, seed, engine_of(type(game))) if like else []
    # (the deals each skill figure played: as many for each side, so n rounded down to the sides' count)
    k = len(game.sides(players))
    greedy, searched = max(1, n // k) * k, max(1, search_n // k) * k
    if search_n:
        how = nmsg("{n} deal between Random bots, {g} Greedy against Random, {k} ISMCTS against Greedy; seed {seed}",
                   "{n} deals between Random bots, {g} Greedy against Random, {k} ISMCTS against Greedy; seed {seed}",
                   n, g=greedy, k=searched, seed=seed)
    else:
        how = nmsg("{n} deal between Random bots, {g} Greedy against Random; seed {seed}",
                   "{n} deals between Random bots, {g} Greedy against Random; seed {seed}", n, g=greedy, seed=seed)
    return Evaluation(game.info.name, players, figures, closest, how, len(game.sides(players)), game.info.name_ru)


def _count(name: str, value: object, least: int) -> int:
    """A count of deals, checked: a mean and its interval need two deals at least (one deal gives
    no spread, none no figure at all: evaluate would show "nan" as if it were a measure)."""
    count = as_whole(value)  # (a numpy integer too)
    if count is None or count < least:
        raise SetupError(_("{name} counts the deals to play: a whole number of at least {least}, not {value!r}",
                           name=name, least=least, value=value))
    return count


def _basic(rows: Any, summary: Any) -> dict[str, Figure]:
    figures = {
        "fish rate": _rate(msg("fish rate"), summary.fish_rate, msg("deals that end blocked")),
        "leader's side wins": _rate(msg("leader's side wins"), summary.leader_advantage,
                                    msg("how often the lead decides the deal: the side of the player who led wins")),
        "first seat wins": _rate(msg("first seat wins"), summary.seat_rate(0), msg("how often player 0 wins the deal")),
    }
    figures["moves per deal"] = _mean(msg("moves per deal"), [r.moves for r in rows],
                                      msg("the deal's length, in moves"))
    figures["score spread"] = _mean(msg("score spread"), [max(r.points) - min(r.points) for r in rows if r.points],
                                    msg("points between the best and the worst side in a deal"))
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
