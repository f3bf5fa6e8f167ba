"""Many seeded games at once, and what a learner asks of them.

``simulate(game, n, bots, seed)`` plays ``n`` deals (or whole matches with ``matches=True``)
and returns a ``Results`` table, one row per game. Game ``i`` is played from
``derive_seed(seed, i)``, so a result never depends on how the work is split: ``executor`` may
be any ``concurrent.futures.Executor`` (a ``ProcessPoolExecutor``, a Dask client's
``get_executor()``), and the same seed gives the same table with 1, 2 or 40 workers.

``summarize`` gives the same statistics without keeping the rows (memory stays flat for
100,000 games); ``compare`` sets two variants side by side.

>>> import domino_lab as dl
>>> res = dl.simulate(dl.game("classic"), 20, [dl.bots.Greedy(), dl.bots.Random(1)], seed=1)
>>> len(res), res[0].index, res.summary().n
(20, 0, 20)
"""

from __future__ import annotations

import collections
import math
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field, fields

from .match import Match, _seat, check_bots, derive_seed, playout
from .seeds import as_seed

__all__ = ["simulate", "summarize", "compare", "Results", "GameRow", "Summary", "Rate"]


@dataclass(frozen=True)
class GameRow:
    """One simulated game. For a deal: who won it (player and side), the points it wrote per side,
    why it ended, moves, draws and passes, who led. For a match (``matches=True``): the winning
    and losing side, final scores, and ``deals`` = the length of the match."""

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
    deals: int = 1
    loser_side: int | None = None
    leader_side: int | None = None


@dataclass(frozen=True)
class Rate:
    """A proportion with its 95% Wilson score interval."""

    hits: int
    n: int

    @property
    def value(self) -> float:
        return self.hits / self.n if self.n else float("nan")

    @property
    def interval(self) -> tuple[float, float]:
        if not self.n:
            return (float("nan"), float("nan"))
        z, n, p = 1.959964, self.n, self.hits / self.n
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return (max(0.0, centre - half), min(1.0, centre + half))

    def __str__(self):
        lo, hi = self.interval
        return f"{self.value:.1%} (95% CI {lo:.1%}–{hi:.1%})"


@dataclass
class Summary:
    """Running statistics over games; ``merge`` adds another summary (chunks from workers)."""

    n: int = 0
    players: int = 0
    reasons: dict = field(default_factory=dict)
    seat_wins: list = field(default_factory=list)
    side_wins: list = field(default_factory=list)
    no_winner: int = 0
    leader_wins: int = 0
    moves_sum: int = 0
    moves_sq: int = 0
    deals_sum: int = 0
    points_sum: list = field(default_factory=list)
    points_hist: dict = field(default_factory=dict)

    def add(self, row: GameRow) -> None:
        self.n += 1
        self.reasons[row.reason] = self.reasons.get(row.reason, 0) + 1
        if row.winner is None:
            self.no_winner += 1
        else:
            _bump(self.seat_wins, row.winner)
        self.leader_wins += row.winning_side is not None and row.winning_side == row.leader_side
        if row.winning_side is not None:
            _bump(self.side_wins, row.winning_side)
        self.moves_sum += row.moves
        self.moves_sq += row.moves * row.moves
        self.deals_sum += row.deals
        for i, p in enumerate(row.points):
            _bump(self.points_sum, i, p)
        total = max(row.points) if row.points else 0
        self.points_hist[total] = self.points_hist.get(total, 0) + 1

    def merge(self, other: Summary) -> Summary:
        self.n += other.n
        self.players = max(self.players, other.players)
        for k, v in other.reasons.items():
            self.reasons[k] = self.reasons.get(k, 0) + v
        for name in ("seat_wins", "side_wins", "points_sum"):
            for i, v in enumerate(getattr(other, name)):
                _bump(getattr(self, name), i, v)
        for k, v in other.points_hist.items():
            self.points_hist[k] = self.points_hist.get(k, 0) + v
        for name in ("no_winner", "leader_wins", "moves_sum", "moves_sq", "deals_sum"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        return self

    # what a learner asks
    def rate(self, reason: str) -> Rate:
        """How often games ended for ``reason`` (e.g. ``"fish"``)."""
        return Rate(self.reasons.get(reason, 0), self.n)

    @property
    def fish_rate(self) -> Rate:
        return self.rate("fish")

    @property
    def leader_advantage(self) -> Rate:
        """How often the side of the player who led (the first deal, for matches) won."""
        return Rate(self.leader_wins, self.n)

    def side_rate(self, side: int) -> Rate:
        """How often side ``side`` (a team, or one player) won."""
        wins = self.side_wins[side] if side < len(self.side_wins) else 0
        return Rate(wins, self.n)

    def seat_rate(self, player: int) -> Rate:
        wins = self.seat_wins[player] if player < len(self.seat_wins) else 0
        return Rate(wins, self.n)

    @property
    def mean_moves(self) -> float:
        return self.moves_sum / self.n if self.n else float("nan")

    @property
    def moves_stderr(self) -> float:
        if self.n < 2:
            return float("nan")
        var = (self.moves_sq - self.moves_sum ** 2 / self.n) / (self.n - 1)
        return math.sqrt(max(var, 0.0) / self.n)

    @property
    def mean_deals(self) -> float:
        return self.deals_sum / self.n if self.n else float("nan")

    def __str__(self):
        lines = [f"{self.n} games"]
        if set(self.reasons) != {"match"}:
            lines.append("ended by: " + ", ".join(f"{k} {v / self.n:.1%}" for k, v in sorted(self.reasons.items())))
        lines.append(f"the leader's side won {self.leader_advantage}")
        lines.append(f"moves per game: {self.mean_moves:.1f} ± {1.96 * self.moves_stderr:.1f}")
        if self.deals_sum != self.n:
            lines.append(f"deals per match: {self.mean_deals:.1f}")
        return "\n".join(lines)


def _bump(values: list, i: int, by: int = 1) -> None:
    while len(values) <= i:
        values.append(0)
    values[i] += by


class Results(list):
    """Rows of ``GameRow``, one per game, in index order. ``to_frame()`` gives a pandas
    DataFrame (when pandas is installed); ``summary()`` the statistics."""

    def summary(self) -> Summary:
        s = Summary(players=max((len(r.points) for r in self), default=0))
        for row in self:
            s.add(row)
        return s

    def to_frame(self):
        try:
            import pandas as pd
        except ImportError as exc:  # pragma: no cover - depends on the environment
            raise ImportError("to_frame() needs pandas: pip install pandas") from exc
        return pd.DataFrame([{f.name: getattr(r, f.name) for f in fields(GameRow)} for r in self])

    def column(self, name: str) -> list:
        return [getattr(r, name) for r in self]


def _play_deal(game, bots, players, index, seed) -> GameRow:
    s = derive_seed(seed, index)
    state = playout(game, _seat(bots, s), s)
    r = state.result()
    moves, draws, passes = state.move_tally()
    leader = state.first_player
    return GameRow(index, s, r.winner, r.winning_side, r.points, r.reason, moves, draws, passes, leader,
                   leader_side=state.side_of(leader))


def _play_match(game, bots, players, index, seed) -> GameRow:
    s = derive_seed(seed, index)
    match = Match(game, players, s)
    moves = draws = passes = 0
    leader = leader_side = None
    while not match.over:
        state = match.play_deal(bots)
        if leader is None:
            leader = state.first_player
            leader_side = state.side_of(leader)
        m, d, p = state.move_tally()
        moves, draws, passes = moves + m, draws + d, passes + p
    winner = match.sides[match.winner][0] if match.winner is not None else None
    return GameRow(index, s, winner, match.winner, tuple(match.scores), "match", moves, draws, passes, leader,
                   deals=len(match.results), loser_side=match.loser, leader_side=leader_side)


def _chunk(game, bots, players, seed, start, stop, matches, keep) -> Results | Summary:
    one = _play_match if matches else _play_deal
    if keep:
        return Results(one(game, bots, players, i, seed) for i in range(start, stop))
    summary = Summary(players=players)
    for i in range(start, stop):
        summary.add(one(game, bots, players, i, seed))
    return summary


class _Progress:
    """A progress bar: an ipywidgets bar in a notebook, a line on stderr in a terminal."""

    def __init__(self, total: int, enabled: bool):
        self.total, self.done, self.bar = total, 0, None
        self.enabled = enabled and total > 0
        if not self.enabled:
            return
        try:
            from IPython import get_ipython

            if get_ipython() is not None and "IPKernelApp" in get_ipython().config:
                import ipywidgets
                from IPython.display import display

                self.bar = ipywidgets.IntProgress(min=0, max=total, description="games")
                display(self.bar)
        except ImportError:  # pragma: no cover - IPython is a dependency of ipywidgets
            self.bar = None

    def advance(self, k: int) -> None:
        if not self.enabled:
            return
        self.done += k
        if self.bar is not None:
            self.bar.value = self.done
        else:
            width = 30
            filled = width * self.done // self.total
            sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total} games")
            if self.done >= self.total:
                sys.stderr.write("\n")
            sys.stderr.flush()


def _run(game, n, bots, seed, executor, chunk, matches, keep, progress, window: int = 32):
    """Play chunks in index order (locally, or on ``executor`` with at most ``window`` chunks in
    flight) and fold each into the total as it arrives: rows are appended, summaries merged, so
    ``summarize`` holds one running summary whatever ``n`` is."""
    bots, seed = check_bots(bots), as_seed(seed)  # the checks dl.play makes: bots in every seat, a whole-number seed
    players = game.check_players(len(bots))
    bar = _Progress(n, progress)
    total = Results() if keep else Summary(players=players)
    fold = total.extend if keep else total.merge
    starts = range(0, n, chunk)
    if executor is None:
        for a in starts:
            b = min(n, a + chunk)
            fold(_chunk(game, bots, players, seed, a, b, matches, keep))
            bar.advance(b - a)
        return total
    pending = collections.deque()
    for a in starts:
        b = min(n, a + chunk)
        pending.append((b - a, executor.submit(_chunk, game, bots, players, seed, a, b, matches, keep)))
        if len(pending) >= window:
            size, future = pending.popleft()  # in submission order: the table never depends on who finished first
            fold(future.result())
            bar.advance(size)
    while pending:
        size, future = pending.popleft()
        fold(future.result())
        bar.advance(size)
    return total


def simulate(game, n: int, bots: Sequence, seed: int = 0, executor=None, progress: bool = False,
             chunk: int = 200, matches: bool = False) -> Results:
    """Play ``n`` deals of ``game`` (``matches=True``: whole matches) with ``bots``, one per seat.

    Bots are re-seeded per game from the game's seed, so a game's row depends only on ``seed``
    and its index. ``executor`` runs chunks of ``chunk`` games elsewhere (any
    ``concurrent.futures.Executor``); ``progress`` shows a bar.
    """
    return _run(game, n, bots, seed, executor, chunk, matches, True, progress)


def summarize(game, n: int, bots: Sequence, seed: int = 0, executor=None, progress: bool = False,
              chunk: int = 500, matches: bool = False) -> Summary:
    """The statistics of ``simulate`` without keeping any row: memory stays flat for any ``n``."""
    return _run(game, n, bots, seed, executor, chunk, matches, False, progress)


@dataclass
class Comparison:
    """Two variants side by side (see ``compare``)."""

    labels: tuple[str, str]
    summaries: tuple[Summary, Summary]

    def rows(self) -> list[tuple[str, str, str]]:
        a, b = self.summaries
        out = [("games", str(a.n), str(b.n))]
        for reason in sorted((set(a.reasons) | set(b.reasons)) - {"match"}):
            out.append((f"ended by {reason}", str(a.rate(reason)), str(b.rate(reason))))
        out.append(("leader's side won", str(a.leader_advantage), str(b.leader_advantage)))
        out.append(("moves per game", f"{a.mean_moves:.1f} ± {1.96 * a.moves_stderr:.1f}",
                    f"{b.mean_moves:.1f} ± {1.96 * b.moves_stderr:.1f}"))
        if a.deals_sum != a.n or b.deals_sum != b.n:
            out.append(("deals per match", f"{a.mean_deals:.1f}", f"{b.mean_deals:.1f}"))
        return out

    def __str__(self):
        rows = [("", *self.labels), *self.rows()]
        widths = [max(len(r[i]) for r in rows) for i in range(3)]
        return "\n".join("  ".join(v.ljust(w) for v, w in zip(r, widths)).rstrip() for r in rows)

    def _repr_html_(self):
        import html

        head = "".join(f"<th>{html.escape(x)}</th>" for x in ("", *self.labels))
        body = "".join("<tr>" + "".join(f"<td>{html.escape(x)}</td>" for x in r) + "</tr>" for r in self.rows())
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def compare(game_a, game_b, n: int, bots: Sequence, seed: int = 0, executor=None, matches: bool = False,
            labels: tuple[str, str] | None = None) -> Comparison:
    """Play the same ``n`` seeds with two variants and set their statistics side by side."""
    a = summarize(game_a, n, bots, seed, executor, matches=matches)
    b = summarize(game_b, n, bots, seed, executor, matches=matches)
    return Comparison(labels or (repr(game_a), repr(game_b)), (a, b))
