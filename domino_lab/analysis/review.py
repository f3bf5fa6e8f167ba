"""Reviewed games: ``review(record)`` marks every decision of a recorded deal.

For each move of a ``DealRecord`` where the mover had a choice, the position is analysed from
what the mover saw then (``analyse``: imagined deals consistent with his observation, each
solved exactly), and the row says the move played, the best move(s), the *cost*: how many
points the played move gave up on average against the best one, over the same imagined deals,
and a mark.

Marks, by cost in points of expected return (the game's ``returns``: a side's points minus the
average side's; in a two-side game half the margin):

============== ==============================================================================
``best``       the played move is the best by the analysis (cost 0)
``good``       cost under 1 point: a pip, within the noise of a sampled estimate
``inaccuracy`` cost 1 to under 3 points: a small tile's worth
``mistake``    cost 3 to under 8 points: a heavy tile kept too long, a number given away
``blunder``    cost 8 points or more: a double-four or more thrown away, a deal turned round
``forced``     one legal move: nothing to choose
============== ==============================================================================

Why points and these steps: every chain game writes its deals in pips, and one tile carries 0
to 12 (24 in a double-twelve set); a cost of one pip is within the standard error of 40 to 200
imagined deals, three pips is a light tile, eight is a heavy one (the 4-4, 5-3, 6-2): the
size of one of the usual mistakes (holding a heavy double, opening a number for the
opponents). Games that score in other units (Forty-two's marks, a trick game's tricks) can pass
their own ``thresholds``. The analysis is optimistic (see ``analyse``), so a mark is a verdict
of the imagined deals, not a proof: the table gives each cost's standard error.
"""

from __future__ import annotations

import math
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Any

from ..errors import SetupError
from ..i18n import _, join, pmsg, said
from ..match import DealRecord
from ..seeds import as_seed
from .analyse import Analysis, evaluate_observation
from .worlds import constraints, past_states

__all__ = ["review", "mark", "THRESHOLDS", "MARKS", "Review"]

#: The lower bound of each mark's cost, in points of expected return (see the module).
THRESHOLDS: dict[str, float] = {"good": 0.0, "inaccuracy": 1.0, "mistake": 3.0, "blunder": 8.0}
#: The marks from best to worst.
MARKS = ("best", "good", "inaccuracy", "mistake", "blunder")


def mark(cost: float, thresholds: dict[str, float] | None = None) -> str:
    """The mark of a move that gave up ``cost`` points on average (``THRESHOLDS`` by default).

    >>> mark(0.0), mark(0.4), mark(1.0), mark(5.2), mark(12)
    ('best', 'good', 'inaccuracy', 'mistake', 'blunder')
    """
    t = THRESHOLDS if thresholds is None else thresholds
    if cost <= 1e-9 or cost < t["good"]:  # (a teacher's "good" from 0.5: a cost under it counts as none)
        return "best"
    if cost >= t["blunder"]:
        return "blunder"
    if cost >= t["mistake"]:
        return "mistake"
    if cost >= t["inaccuracy"]:
        return "inaccuracy"
    return "good"


def _thresholds(given: object) -> dict[str, float] | None:
    """A teacher's ``thresholds``, checked before any position is analysed: the marks it names
    (``THRESHOLDS``' keys) and their lower bounds in points; a mark it leaves out keeps its default."""
    if given is None:
        return None
    if not isinstance(given, dict):
        raise SetupError(_("thresholds maps marks to their lower bound in points, like {like}, not {given!r:.60}",
                            like=THRESHOLDS, given=given))
    for key, value in given.items():
        if key not in THRESHOLDS:
            raise SetupError(_("there is no mark {key!r} to set a threshold for; the marks are: {marks}", key=key,
                                marks=", ".join(THRESHOLDS)))
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise SetupError(_("the threshold of {key!r} is a number of points, not {value!r:.40}", key=key,
                                value=value))
    return {**THRESHOLDS, **given}


@dataclass(frozen=True)
class Review:
    """The rows of a review (``rows``: one dict per move) and the analyses they came from
    (``analyses``: the move's index -> ``Analysis``, for moves with a choice)."""

    rows: list[dict[str, Any]]
    analyses: dict[int, Analysis]

    def table(self) -> Any:
        try:
            import pandas as pd
        except ImportError:  # pragma: no cover - pandas is a declared dependency in the lab
            return self.rows
        return pd.DataFrame(self.rows)


COLUMNS = ("move", "player", "played", "best", "value", "best value", "cost", "cost stderr", "mark", "worlds",
           "exact", "eval")
#: The columns' and the marks' words: English underneath (``table["cost"]``, ``row["mark"] == "blunder"``
#: find them in any language), printed in ``dl.language()``.
_COLUMNS = {m.english: m for m in (
    pmsg("review column", "move"), pmsg("review column", "player"), pmsg("review column", "played"),
    pmsg("review column", "best"), pmsg("review column", "value"), pmsg("review column", "best value"),
    pmsg("review column", "cost"), pmsg("review column", "cost stderr"), pmsg("review column", "mark"),
    pmsg("review column", "worlds"), pmsg("review column", "exact"), pmsg("review column", "eval"))}
_MARKS = {m.english: m for m in (
    pmsg("mark", "best"), pmsg("mark", "good"), pmsg("mark", "inaccuracy"), pmsg("mark", "mistake"),
    pmsg("mark", "blunder"), pmsg("mark", "forced"))}


def _worded(row: dict[str, Any], played: Any, bests: list[Any]) -> dict[str, Any]:
    """A row whose names and texts print in ``dl.language()`` and are English underneath: the
    columns, the mark, and the moves (their notation, which ``state.play`` reads, printed in words)."""
    out: dict[str, Any] = {_COLUMNS[k]: v for k, v in row.items()}
    out[_COLUMNS["mark"]] = _MARKS.get(row["mark"], row["mark"])
    if str(played) == row["played"]:
        out[_COLUMNS["played"]] = said(played)
    if [str(m) for m in bests] == row["best"].split(" / "):
        out[_COLUMNS["best"]] = join(" / ", [said(m) for m in bests])
    return out


def review(record: DealRecord, worlds: int = 60, seed: int | None = 0, *, nodes: int | str | None = "auto",
           executor: Executor | None = None, thresholds: dict[str, float] | None = None,
           full: bool = False) -> Any:
    """Every decision of ``record``: the move played, the best move(s), its cost in expected
    points, and a mark (see the module for the thresholds).

    One row per move of the deal (``move``: its number, from 1). ``value``: the played move's
    mean return for the mover over ``worlds`` deals imagined from what he saw (``analyse``),
    ``best value`` the best move's, ``cost`` their difference over the same deals and
    ``cost stderr`` its standard error (None from one imagined deal); ``best``: the best moves by
    the analysis, " / " between equals; ``exact``: whether every deal was solved exactly
    (``nodes`` is the solver's budget of positions per deal: by default ``analyse``'s, about a
    second a deal, which every position of the lessons finishes within, and no more deals started
    once ten deals' budgets are spent, so ``worlds`` shows how many judged the move; ``None`` for none).
    A row whose ``exact`` is False was judged on values found within the budget (its
    ``Review.analyses[i].how`` says how many deals were solved and the budget): the mark and the
    cost are then estimates of a cut search, not of solved deals (a four-player game on Muggins'
    cross is cut until about six moves before its end). ``eval``: the position's worth for player
    0 after the move (his mean return, from the mover's imagined deals; the exact result after the
    last move). Forced moves are marked ``forced`` and not analysed. Position ``i`` uses worlds
    ``derive_seed(seed + i, k)``.

    Returns a pandas DataFrame (a list of row dicts without pandas); ``full=True`` returns the
    ``Review`` with each position's ``Analysis`` as well.
    """
    if not isinstance(record, DealRecord):
        raise SetupError(_("review takes a finished deal's record (dl.play(...), a DealRecord), not {record!r:.60}",
                            record=record))
    thresholds = _thresholds(thresholds)
    base = as_seed(seed) or 0  # (None: position i's worlds from seed i, as with 0)
    if record.result is None:
        raise SetupError(_("review takes a finished deal's record (its result is missing)"))
    final = record.replay()
    pasts = past_states(final)
    if pasts is None:
        raise SetupError(_("the record does not replay to its own moves"))
    rows: list[dict[str, Any]] = []
    analyses: dict[int, Analysis] = {}
    last_eval = 0.0
    for i, (player, text) in enumerate(record.moves):
        before = pasts[i]
        legal = before.legal_moves()
        played = next((m for m in legal if str(m) == text), None)
        if played is None:
            played = before.clone().play(text).history[-1][1]
        row: dict[str, Any] = {"move": i + 1, "player": player, "played": text}
        if len(legal) == 1:
            after = pasts[i + 1] if i + 1 < len(pasts) else final
            if after.over:
                last_eval = after.returns()[0]
            row.update({"best": text, "value": None, "best value": None, "cost": 0.0, "cost stderr": 0.0,
                        "mark": "forced", "worlds": 0, "exact": True, "eval": last_eval})
            rows.append(_worded(row, played, [played]))
            continue
        obs = before.observation(player)
        rules = constraints(before, player, pasts[:i])
        a = evaluate_observation(obs, worlds, base + i, rules=rules, nodes=nodes, executor=executor)
        analyses[i] = a
        mine = a.value_of(played)
        top = a.moves[0]
        k_played = list(obs.legal_moves).index(mine.move)
        k_best = list(obs.legal_moves).index(top.move)
        diffs = [w[k_best] - w[k_played] for w in a.per_world]
        n = len(diffs)
        cost = sum(diffs) / n
        var = sum((d - cost) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
        bests = [m.move for m in a.moves if abs(m.mean - top.mean) <= 1e-9]
        after = pasts[i + 1] if i + 1 < len(pasts) else final
        last_eval = after.returns()[0] if after.over else mine.means[0]
        row.update({"best": " / ".join(str(m) for m in bests), "value": round(mine.mean, 3),
                    "best value": round(top.mean, 3), "cost": round(cost, 3),
                    "cost stderr": round((var / n) ** 0.5, 3) if n > 1 else None, "mark": mark(cost, thresholds),
                    "worlds": a.worlds, "exact": a.exact, "eval": round(last_eval, 3)})
        rows.append(_worded(row, played, bests))
    result = Review(rows, analyses)
    return result if full else result.table()
