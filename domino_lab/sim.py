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
import functools
import math
import operator
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor, Future
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any, SupportsIndex

from .driver import blind_bots, run_deal
from .errors import SetupError, SimulationError
from .games import kept
from .i18n import N_, _, msg, ngettext, pgettext, pmsg
from .match import _GOLDEN, _MASK, Match, _mix, _setup, derive_seed
from .policies import Random
from .seeds import as_seed, as_whole, check_switches, is_executor
from .streams import _C1, _C2, _DOMAIN

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from .games.base import Game
    from .games.observation import Chooser

__all__ = ["simulate", "summarize", "compare", "Results", "GameRow", "Summary", "Rate", "SimulationError"]


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


_ROW_FIELDS = tuple(f.name for f in fields(GameRow))
#: ``Results.to_frame()``'s columns, worded for the catalogue.
_FRAME_COLUMNS = {m.english: m for m in (
    pmsg("simulation column", "index"), pmsg("simulation column", "seed"), pmsg("simulation column", "winner"),
    pmsg("simulation column", "winning_side"), pmsg("simulation column", "points"),
    pmsg("simulation column", "reason"), pmsg("simulation column", "moves"), pmsg("simulation column", "draws"),
    pmsg("simulation column", "passes"), pmsg("simulation column", "leader"), pmsg("simulation column", "deals"),
    pmsg("simulation column", "loser_side"), pmsg("simulation column", "leader_side"))}


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

    def __str__(self) -> str:
        if not self.n:  # no game: no rate ("nan%" is no measure)
            return "—"
        lo, hi = self.interval
        return _("{value} (95% CI {low}–{high})", value=format(self.value, ".1%"), low=format(lo, ".1%"),
                 high=format(hi, ".1%"))


@dataclass
class Summary:
    """Running statistics over games; ``merge`` adds another summary (chunks from workers)."""

    n: int = 0
    players: int = 0
    reasons: dict[str, int] = field(default_factory=dict)
    seat_wins: list[int] = field(default_factory=list)
    side_wins: list[int] = field(default_factory=list)
    no_winner: int = 0
    leader_wins: int = 0
    moves_sum: int = 0
    moves_sq: int = 0
    deals_sum: int = 0
    points_sum: list[int] = field(default_factory=list)
    points_hist: dict[int, int] = field(default_factory=dict)

    def add(self, row: GameRow) -> None:
        self._add(*(getattr(row, name) for name in _ROW_FIELDS[1:]))

    def _add(self, seed, winner, winning_side, points, reason, moves, draws, passes, leader, deals, loser_side,
             leader_side) -> None:
        """Add a game given as its row's fields after the index (``summarize`` makes no row)."""
        self.n += 1
        self.reasons[reason] = self.reasons.get(reason, 0) + 1
        if winner is None:
            self.no_winner += 1
        else:
            _bump(self.seat_wins, winner)
        if winning_side is not None:
            self.leader_wins += winning_side == leader_side
            _bump(self.side_wins, winning_side)
        self.moves_sum += moves
        self.moves_sq += moves * moves
        self.deals_sum += deals
        sums = self.points_sum
        if len(sums) < len(points):
            sums.extend([0] * (len(points) - len(sums)))
        for i, p in enumerate(points):
            sums[i] += p
        total = max(points) if points else 0
        self.points_hist[total] = self.points_hist.get(total, 0) + 1

    def merge(self, other: Summary) -> Summary:
        self.n += other.n
        self.players = max(self.players, other.players)
        for k, v in other.reasons.items():
            self.reasons[k] = self.reasons.get(k, 0) + v
        for name in ("seat_wins", "side_wins", "points_sum"):
            for i, v in enumerate(getattr(other, name)):
                _bump(getattr(self, name), i, v)
        for points, v in other.points_hist.items():
            self.points_hist[points] = self.points_hist.get(points, 0) + v
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
        """How often side ``side`` (a team, or one player; from 0) won."""
        k = as_whole(side)  # (-1 read the last side that won, as Python's lists do)
        if k is None or k < 0:
            raise SetupError(_("side is a side's number: a whole number from 0, not {side!r:.40}", side=side))
        return Rate(self.side_wins[k] if k < len(self.side_wins) else 0, self.n)

    def seat_rate(self, player: int) -> Rate:
        """How often player ``player`` (from 0) won. A seat the games did not have is refused: seat 4
        of four players (counted from 1) read 0% as if it had been measured, seat -1 the last seat."""
        p = as_whole(player)
        if p is None or p < 0 or 0 < self.players <= p:  # (players 0: the rows of no game, which name none)
            last = self.players - 1 if self.players else "…"
            raise SetupError(_("player is a seat's number: a whole number from 0 to {last}, not {player!r:.40}",
                               last=last, player=player))
        return Rate(self.seat_wins[p] if p < len(self.seat_wins) else 0, self.n)

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

    def __str__(self) -> str:
        lines = [ngettext("{n} game", "{n} games", self.n)]
        if not self.n:  # nothing was measured: no rate, no mean ("nan ± nan" is no measure)
            return lines[0]
        if set(self.reasons) != {"match"}:
            ends = ", ".join(f"{_(k)} {v / self.n:.1%}" for k, v in sorted(self.reasons.items()))
            lines.append(_("ended by: {ends}", ends=ends))
        lines.append(_("the leader's side won {rate}", rate=self.leader_advantage))
        lines.append(_("moves per game") + ": " + _spread(self))
        if self.deals_sum != self.n:
            lines.append(_("deals per match: {mean}", mean=format(self.mean_deals, ".1f")))
        return "\n".join(lines)


def _spread(summary: Summary) -> str:
    """The mean moves per game ± 1.96 standard errors: the mean alone from one game (no spread is
    measured), "—" from none."""
    if summary.n < 2:
        return f"{summary.mean_moves:.1f}" if summary.n else "—"
    return f"{summary.mean_moves:.1f} ± {1.96 * summary.moves_stderr:.1f}"


def _bump(values: list[int], i: int, by: int = 1) -> None:
    while len(values) <= i:
        values.append(0)
    values[i] += by


class Results(list[GameRow]):
    """Rows of ``GameRow``, one per game, in index order. ``to_frame()`` gives a pandas
    DataFrame (when pandas is installed); ``summary()`` the statistics. ``players``: the run's
    players (0 for rows put together by hand, which do not say it: a row's ``points`` are per side)."""

    players: int = 0

    def summary(self) -> Summary:
        s = Summary(players=self.players)  # (it was the sides', len(points): 2 of Kozel's 4 players)
        for row in self:
            s.add(row)
        return s

    def to_frame(self) -> Any:  # a pandas DataFrame
        try:
            import pandas as pd
        except ImportError as exc:  # pragma: no cover - depends on the environment
            raise ImportError(_("to_frame() needs pandas: pip install pandas")) from exc
        # the columns and the endings print in dl.language() and are English underneath (frame["reason"] == "fish")
        columns = [_FRAME_COLUMNS.get(name, name) for name in _ROW_FIELDS]
        endings = {reason: msg(reason) for reason in {r.reason for r in self}}
        return pd.DataFrame([[endings[r.reason] if k == "reason" else getattr(r, k) for k in _ROW_FIELDS]
                             for r in self], columns=columns)

    def column(self, name: str) -> list:
        """One field of every row (``"moves"``, ``"winner"``...: ``GameRow``'s fields)."""
        if name not in _ROW_FIELDS:  # (a raw AttributeError of the first row, and [] from no rows)
            raise SetupError(_("there is no column {name!r:.40}; the columns are: {names}", name=name,
                               names=", ".join(_ROW_FIELDS)))
        return [getattr(r, name) for r in self]


def _dealer(game: Game, bots: Sequence[Chooser], players: int) -> Callable[[int], tuple]:
    """What a chunk of deals calls for each deal ``s``: the deal played out by ``bots``, bot ``i``
    re-seeded with ``derive_seed(s, 7919, i)`` (``match._seat``, as ``dl.playout`` after
    ``Match`` seats them), returned as the fields of its row after the index. The checks
    ``dl.playout`` makes of the bots and the players were made once for the run (``_run``), and the
    bots' ``seeded`` methods are looked up once here: per deal there is only the deal's work."""
    seeders = [(getattr(bot, "seeded", None), bot) for bot in bots]
    deal = kept.deal if blind_bots(bots) else _plain_deal  # (the compact form: for bots that do not look)
    side = _Sides()
    step = 7920 * _GOLDEN  # derive_seed(s, 7919, i): the key 7919 is mixed in as (7919 + 1) * golden
    keys = [i * _GOLDEN for i in range(1, len(bots) + 1)]
    unmade = _random_playout(game, seeders, players)

    def one(s: int) -> tuple:
        x = _mix((_mix((s + _GOLDEN) & _MASK) + step) & _MASK)
        if unmade is not None:  # fresh Random bots: only their seeds are made (the path draws from their streams)
            seats = []  # each seat's stream key: streams.key(derive_seed(s, 7919, i)), the mixing inlined
            for k in keys:
                z = ((x + k) & _MASK)
                z = ((z ^ (z >> 30)) * _C1) & _MASK
                z = ((z ^ (z >> 27)) * _C2) & _MASK
                z = (((z ^ (z >> 31)) >> 1) + _GOLDEN) & _MASK
                z = ((z ^ (z >> 30)) * _C1) & _MASK
                z = ((z ^ (z >> 27)) * _C2) & _MASK
                seats.append(z ^ (z >> 31) ^ _DOMAIN)
            state = unmade(s, seats)
        if unmade is None or not state.over:  # (made seats; or a deal the unmade ones could not start, returned
            seated = [seeded(_mix((x + i * _GOLDEN) & _MASK) >> 1) if seeded else bot  # unplayed: the driver
                      for i, (seeded, bot) in enumerate(seeders, 1)]  # refuses it, as every such deal)
            state = run_deal(deal(game, players, s) if unmade is None else state, seated)
        r = state.result()
        moves, draws, passes = state.move_tally()
        leader, winner = state.first_player, r.winner
        return (s, winner, None if winner is None else side(r.sides, winner), r.points, r.reason, moves, draws,
                passes, leader, 1, None, None if leader is None else side(state.sides, leader))

    return one


def _plain_deal(game: Game, players: int, seed: int) -> Any:
    return game.deal(players, seed)


def _random_playout(game: Game, seeders: list, players: int) -> Callable | None:
    """Where every bot is seated as a fresh ``Random`` (its ``seeded`` is Random's) and the game's
    compact form has a dealer for such seats (``games.kept.random_dealer``: the chain kernel's or
    the counted line's), which plays a deal from its seed and the seats' stream keys without making
    the bots: that dealer, a function of the seed and the keys."""
    if not all(getattr(seeded, "__func__", None) is Random.seeded for seeded, _ in seeders):
        return None
    return kept.random_dealer(game, players)


class _Sides:
    """A player's side (the first side that holds him, as ``DealResult.winning_side`` says),
    looked up in a table made again only when the sides change: one per chunk, in practice."""

    __slots__ = ("sides", "of")

    def __init__(self) -> None:
        self.sides: Sequence[Sequence[int]] | None = None
        self.of: dict[int, int] = {}

    def __call__(self, sides: Sequence[Sequence[int]], player: int) -> int:
        if sides is not self.sides:
            self.sides, self.of = sides, {}
            for i in range(len(sides) - 1, -1, -1):
                self.of.update(dict.fromkeys(sides[i], i))
        return self.of[player]


def _match(game: Game, bots: Sequence[Chooser], s: int, players: int) -> tuple:
    """Match ``s`` played out by ``bots``: the fields of its row after the index."""
    match = Match(game, players, s)
    moves = draws = passes = 0
    leader = leader_side = None
    while not match.over:
        state = match.play_deal(bots)
        if leader is None:
            leader = state.first_player
            assert leader is not None  # a finished deal had a first move
            leader_side = state.side_of(leader)
        m, d, p = state.move_tally()
        moves, draws, passes = moves + m, draws + d, passes + p
    winner = match.sides[match.winner][0] if match.winner is not None else None
    return (s, winner, match.winner, tuple(match.scores), "match", moves, draws, passes, leader, len(match.results),
            match.loser, leader_side)


def _seeds(seed: int, start: int, stop: int) -> Iterator[tuple[int, int]]:
    """``(i, derive_seed(seed, i))`` for ``i`` in ``range(start, stop)``, the seed's own mixing done once."""
    x = _mix((seed + _GOLDEN) & _MASK)
    for i in range(start, stop):
        yield i, _mix((x + (i + 1) * _GOLDEN) & _MASK) >> 1


def _chunk(game: Game, bots: Sequence[Chooser], players: int, seed: int, start: int, stop: int, matches: bool,
           keep: bool) -> Results | Summary:
    """Games ``start`` to ``stop - 1`` of a run: their rows (``keep``), or their summary. A game
    that fails raises ``SimulationError`` naming it and its seed."""
    one = functools.partial(_match, game, bots, players=players) if matches else _dealer(game, bots, players)
    out: Results | Summary = Results() if keep else Summary(players=players)
    i = start
    try:
        if isinstance(out, Results):  # (keep)
            add, new, names = out.append, object.__new__, _ROW_FIELDS[1:]
            for i, s in _seeds(seed, start, stop):
                # GameRow(i, *one(s)), its fields written straight into the new row (a frozen dataclass's
                # __init__ sets each field by a call of its own: about 2 % of a simulated Kozel deal)
                row = new(GameRow)
                fields = row.__dict__
                fields["index"] = i
                fields.update(zip(names, one(s)))
                add(row)
        else:
            for i, s in _seeds(seed, start, stop):  # noqa: B007 - i names the game that failed, below
                out._add(*one(s))
    except SetupError:  # the game cannot be dealt as asked (options, players): not this game's fault alone
        raise
    except Exception as exc:
        raise SimulationError(_("game {i} (its seed: {seed}) failed: {error}", i=i, seed=derive_seed(seed, i),
                                 error=_text(exc))) from exc
    return out


def _text(exc: BaseException) -> str:
    """An exception in one line: its kind and the first line of its message."""
    lines = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {lines[0]}" if lines else type(exc).__name__


def _progress(total: int, enabled: bool, unit: str) -> Any:  # a tqdm bar
    """A tqdm bar (``tqdm.auto``: a widget in a notebook, a line on stderr in a terminal, with the
    rate and the time left), or ``None`` when not asked for."""
    if not enabled or total <= 0:
        return None
    from tqdm.auto import tqdm

    return tqdm(total=total, unit=unit, desc=_("simulating"))  # (the session's language: "deal/s", "раздач/s")


def _check(n: int, chunk: int, seed: int | None) -> tuple[int, int, int]:
    """``n``, ``chunk`` and ``seed`` as whole numbers (any integer: numpy's too), or a
    ``SetupError`` naming the one that is wrong."""
    def whole(name: str, value: object, what: str) -> int:
        if isinstance(value, bool) or not isinstance(value, SupportsIndex):
            raise SetupError(_("{name} is {what}: a whole number, not {value!r}", name=name, what=_(what), value=value))
        return operator.index(value)

    n = whole("n", n, N_("the number of games to play"))
    chunk = whole("chunk", chunk, N_("the number of games each task plays"))
    checked = as_seed(seed)  # the one seed conversion, as dl.play makes it
    if n < 0:
        raise SetupError(_("n is the number of games to play: 0 or more, not {n}", n=n))
    if chunk < 1:
        raise SetupError(_("chunk is the number of games each task plays: at least 1, not {chunk}", chunk=chunk))
    return n, chunk, 0 if checked is None else checked


def _run(game: Game, n: int, bots: Sequence[Chooser], seed: int | None, executor: Executor | None, chunk: int,
         matches: bool, keep: bool, progress: bool, on_chunk: Callable[[Any, int, int], object] | None = None,
         window: int = 32) -> Results | Summary:
    """Play chunks in index order (locally, or on ``executor`` with at most ``window`` chunks in
    flight) and fold each into the total as it arrives: rows are appended, summaries merged, so
    ``summarize`` holds one running summary whatever ``n`` is. After each chunk the bar advances
    and ``on_chunk(total, done, n)`` is called."""
    n, chunk, seed = _check(n, chunk, seed)
    check_switches(matches=matches, progress=progress)  # (matches="no" played whole matches)
    if executor is not None and not is_executor(executor):
        raise SetupError(_("executor plays the chunks: a concurrent.futures Executor (or None), not {executor!r:.60}",
                            executor=executor))
    if on_chunk is not None and not callable(on_chunk):  # (it failed after the first chunk was played)
        raise SetupError(_("on_chunk is called as each chunk comes in, with (results so far, games done, n): a "
                           "function, or None, not {on_chunk!r:.60}", on_chunk=on_chunk))
    # the checks dl.play makes: a game (its id was a raw AttributeError here), a bot in every seat, their number
    bots, players, _seed = _setup(game, bots, seed)
    total: Results | Summary = Results() if keep else Summary(players=players)
    total.players = players
    count = -(-n // chunk)  # chunk k plays games k * chunk to min(n, (k + 1) * chunk) - 1
    bar = _progress(n, progress, pgettext("per second", "match") if matches else pgettext("per second", "deal"))

    def span(k: int) -> tuple[int, int]:
        return k * chunk, min(n, (k + 1) * chunk)

    def folded(k: int, got: Results | Summary) -> None:
        if isinstance(total, Results):  # rows are appended, summaries merged
            assert isinstance(got, Results)
            total.extend(got)
        else:
            assert isinstance(got, Summary)
            total.merge(got)
        a, b = span(k)
        if bar is not None:
            bar.update(b - a)
        if on_chunk is not None:
            on_chunk(total, b, n)

    def failed(k: int, exc: BaseException, worker: bool) -> SimulationError:
        a, b = span(k)
        chunk_text = _("chunk {k} of {count} (games {a} to {b} of seed {seed})", k=k + 1, count=count, a=a, b=b - 1,
                       seed=seed)
        if isinstance(exc, SimulationError):  # a game failed, and _chunk named it
            text = _("{chunk} in a worker: {error}") if worker else "{chunk}: {error}"
            return SimulationError(text.format(chunk=chunk_text, error=exc))
        text = _("{chunk} failed in a worker: {error}") if worker else _("{chunk} failed: {error}")
        return SimulationError(text.format(chunk=chunk_text, error=_text(exc)))

    try:
        if executor is None:
            for k in range(count):
                try:
                    got = _chunk(game, bots, players, seed, *span(k), matches, keep)
                except SetupError:
                    raise
                except Exception as exc:
                    raise failed(k, exc, False) from exc
                folded(k, got)
            return total
        pending: collections.deque[tuple[int, Future[Results | Summary]]] = collections.deque()  # (chunk, future)
        try:
            for k in range(count):
                pending.append((k, executor.submit(_chunk, game, bots, players, seed, *span(k), matches, keep)))
                while len(pending) >= window or (k == count - 1 and pending):
                    j, future = pending.popleft()  # in submission order: the table never depends on who finished first
                    try:
                        got = future.result()
                    except SetupError:
                        raise
                    except Exception as exc:
                        raise failed(j, exc, True) from exc
                    folded(j, got)
        finally:
            for _k, future in pending:  # a chunk failed, or the caller gave up: drop what has not started
                future.cancel()
        return total
    finally:
        if bar is not None:
            bar.close()


def simulate(game: Game, n: int, bots: Sequence[Chooser], seed: int | None = 0, executor: Executor | None = None,
             progress: bool = False, chunk: int = 200, matches: bool = False,
             on_chunk: Callable[[Results, int, int], object] | None = None) -> Results:
    """Play ``n`` deals of ``game`` (``matches=True``: whole matches) with ``bots``, one per seat.

    Bots are re-seeded per game from the game's seed, so a game's row depends only on ``seed``
    and its index (``seed=None`` is taken as 0, not as a fresh seed: a simulation's table always
    reproduces). ``executor`` runs chunks of ``chunk`` games elsewhere (any
    ``concurrent.futures.Executor``); ``progress`` shows a tqdm bar (a widget in a notebook, a
    line on stderr in a terminal); ``on_chunk(rows_so_far, done, n)`` is called as each chunk
    comes in. A game that fails raises ``SimulationError`` naming its chunk, index and seed.
    """
    rows = _run(game, n, bots, seed, executor, chunk, matches, True, progress, on_chunk)
    assert isinstance(rows, Results)  # (keep=True)
    return rows


def summarize(game: Game, n: int, bots: Sequence[Chooser], seed: int | None = 0, executor: Executor | None = None,
              progress: bool = False, chunk: int = 500, matches: bool = False,
              on_chunk: Callable[[Summary, int, int], object] | None = None) -> Summary:
    """The statistics of ``simulate`` without keeping any row: memory stays flat for any ``n``.

    ``on_chunk(summary, done, n)`` is called as each chunk is folded in: ``summary`` is the
    running total, complete for games ``0`` to ``done - 1``, so a widget can fill in a bar or a
    plot as the run goes.

    >>> import domino_lab as dl
    >>> seen = []
    >>> s = summarize(dl.game("classic"), 30, [dl.bots.Random(1), dl.bots.Greedy()], chunk=12,
    ...               on_chunk=lambda summary, done, n: seen.append((summary.n, done, n)))
    >>> seen
    [(12, 12, 30), (24, 24, 30), (30, 30, 30)]
    """
    summary = _run(game, n, bots, seed, executor, chunk, matches, False, progress, on_chunk)
    assert isinstance(summary, Summary)  # (keep=False)
    return summary


@dataclass
class Comparison:
    """Two variants side by side (see ``compare``)."""

    labels: tuple[str, str]
    summaries: tuple[Summary, Summary]

    def rows(self) -> list[tuple[str, str, str]]:
        a, b = self.summaries
        out = [(_("games"), str(a.n), str(b.n))]
        for reason in sorted((set(a.reasons) | set(b.reasons)) - {"match"}):
            out.append((_("ended by {reason}", reason=_(reason)), str(a.rate(reason)), str(b.rate(reason))))
        out.append((_("leader's side won"), str(a.leader_advantage), str(b.leader_advantage)))
        out.append((_("moves per game"), _spread(a), _spread(b)))
        if a.deals_sum != a.n or b.deals_sum != b.n:
            out.append((_("deals per match"), f"{a.mean_deals:.1f}", f"{b.mean_deals:.1f}"))
        return out

    def __str__(self) -> str:
        rows = [("", *self.labels), *self.rows()]
        widths = [max(len(r[i]) for r in rows) for i in range(3)]
        return "\n".join("  ".join(v.ljust(w) for v, w in zip(r, widths)).rstrip() for r in rows)

    def _repr_html_(self) -> str:
        import html

        head = "".join(f"<th>{html.escape(x)}</th>" for x in ("", *self.labels))
        body = "".join("<tr>" + "".join(f"<td>{html.escape(x)}</td>" for x in r) + "</tr>" for r in self.rows())
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def compare(game_a: Game, game_b: Game, n: int, bots: Sequence[Chooser], seed: int | None = 0,
            executor: Executor | None = None, matches: bool = False,
            labels: tuple[str, str] | None = None) -> Comparison:
    """Play the same ``n`` seeds with two variants and set their statistics side by side (``labels``:
    a name for each, their reprs by default)."""
    if labels is not None and not (isinstance(labels, (tuple, list)) and len(labels) == 2
                                   and all(isinstance(label, str) for label in labels)):
        raise SetupError(_("labels names the two variants: a pair of strings, e.g. (\"seed\", \"variant\"), "
                           "not {labels!r:.60}", labels=labels))  # (not read letter by letter, nor failing when shown)
    for game in (game_a, game_b):  # (game_b before game_a's n games are played for nothing)
        _setup(game, bots, seed)
    a = summarize(game_a, n, bots, seed, executor, matches=matches)
    b = summarize(game_b, n, bots, seed, executor, matches=matches)
    return Comparison((labels[0], labels[1]) if labels else (repr(game_a), repr(game_b)), (a, b))
