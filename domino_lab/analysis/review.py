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
``unclear``    judged over fewer imagined deals than asked (a default review's share of its
               budget) and too few to tell: the cost give or take two standard errors reaches
               from one mark to another ("best" and "good" count as one), or one deal alone
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
import numbers
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Any

from ..errors import SetupError
from ..i18n import Msg, _, join, msg, nmsg, pmsg, said
from ..match import DealRecord
from ..seeds import as_seed
from .analyse import AUTO_DEALS_OF_BUDGET, Allowance, Analysis, evaluate_observation, evaluate_within
from .worlds import constraints, past_states

__all__ = ["review", "mark", "THRESHOLDS", "MARKS", "Review", "AUTO_REVIEW_BUDGETS", "AUTO_REVIEW_WORLDS"]

#: The lower bound of each mark's cost, in points of expected return (see the module).
THRESHOLDS: dict[str, float] = {"good": 0.0, "inaccuracy": 1.0, "mistake": 3.0, "blunder": 8.0}
#: The marks from best to worst.
MARKS = ("best", "good", "inaccuracy", "mistake", "blunder")

#: ``review``'s default (``worlds="auto"`` and ``nodes="auto"``): a budget for the whole review, in
#: deals' budgets of ``nodes="auto"`` (``analyse.AUTO_COMPACT_NODES`` / ``AUTO_GENERIC_NODES``
#: positions, each about 0.6-0.8 seconds here), shared over its decisions: about a dozen seconds
#: a review. A budget per analysis alone (``AUTO_DEALS_OF_BUDGET``) was not enough: each decision
#: of an early game on Muggins' or Wagons' table spent its ten, and a review took one and a half
#: to two and a half minutes (Muggins, two players: 23 decisions, 14 of them cut); now about
#: twelve seconds, its early decisions judged over two to four imagined deals each. Counted in
#: positions, decision by decision in a fixed order: the same seed gives the same review with any
#: executor.
AUTO_REVIEW_BUDGETS = 16
#: ``worlds="auto"``: the imagined deals asked for each decision of a review (fewer than
#: ``analyse``'s 200: a review judges a whole deal's decisions; a decision whose deals are solved
#: quickly gets all of them, a costly one what its share of ``AUTO_REVIEW_BUDGETS`` allows).
AUTO_REVIEW_WORLDS = 60
#: The smallest share of ``nodes="auto"``'s budget a review's imagined deal is searched within
#: (1/16: 1,250 positions of the generic search), where its budget is spread over more decisions
#: than it holds budgets.
_LEAST_SCALE = 1 / 16


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


#: The marks' severities: a cost whose interval reaches from one to another is not marked on a
#: review's thin share (``_settled``); "best" and "good" differ by less than a point.
_SEVERITY = {"best": 0, "good": 0, "inaccuracy": 1, "mistake": 2, "blunder": 3}


def _settled(cost: float, stderr: float | None, thresholds: dict[str, float] | None) -> bool:
    """Whether a cost measured over few imagined deals still earns one mark: it had two deals or
    more, and the whole of ``cost`` ± 2 standard errors (from no cost up) earns marks of the same
    severity. A decision judged over fewer deals than asked (a review's share of its budget) gets
    the mark "unclear" otherwise, rather than a verdict its deals cannot carry.

    >>> _settled(8.75, 8.75, None), _settled(0.3, 0.2, None), _settled(5.0, 0.5, None), _settled(2.0, None, None)
    (False, True, True, False)
    """
    if stderr is None:
        return False
    low, high = max(cost - 2 * stderr, 0.0), cost + 2 * stderr
    return _SEVERITY[mark(low, thresholds)] == _SEVERITY[mark(high, thresholds)]


def _thresholds(given: object) -> dict[str, float] | None:
    """A teacher's ``thresholds``, checked before any position is analysed: the marks it names
    (``THRESHOLDS``' keys) and their lower bounds in points; a mark it leaves out keeps its default."""
    if given is None:
        return None
    if not isinstance(given, dict):
        raise SetupError(_("thresholds maps marks to their lower bound in points, like {like}, not {given!r:.60}",
                            like=THRESHOLDS, given=given))
    out = dict(THRESHOLDS)
    for key, value in given.items():
        if key not in THRESHOLDS:
            raise SetupError(_("there is no mark {key!r} to set a threshold for; the marks are: {marks}", key=key,
                                marks=", ".join(THRESHOLDS)))
        # (a numpy number too, read from a table: np.int64(3) was "not a number of points")
        if isinstance(value, bool) or not isinstance(value, numbers.Real) or not math.isfinite(value):
            raise SetupError(_("the threshold of {key!r} is a number of points, not {value!r:.40}", key=key,
                                value=value))
        out[key] = float(value)
    return out


@dataclass(frozen=True)
class Review:
    """The rows of a review (``rows``: one dict per move) and the analyses they came from
    (``analyses``: the move's index -> ``Analysis``, for moves with a choice; each one's ``how``
    says over how many of the imagined deals asked it was judged, and within what budget)."""

    rows: list[dict[str, Any]]
    analyses: dict[int, Analysis]

    @property
    def how(self) -> Msg:
        """What judged the decisions, in one sentence (printed in ``dl.language()``): how many were
        judged over fewer imagined deals than asked, and how many on searches cut at a budget, whose
        values, costs and marks are estimates. The table carries it too (``table.attrs["how"]``)."""
        found = list(self.analyses.values())
        parts = [nmsg("{n} decision reviewed", "{n} decisions reviewed", len(found))]
        fewer = [a for a in found if a.worlds < a.asked]
        cut = [a for a in found if not a.exact]
        if fewer:
            parts.append(nmsg("{n} of them judged over fewer imagined deals than the {asked} asked (the fewest: "
                              "{least})", "{n} of them judged over fewer imagined deals than the {asked} asked (the "
                              "fewest: {least})", len(fewer), asked=max(a.asked for a in fewer),
                              least=min(a.worlds for a in fewer)))
        if cut:
            parts.append(nmsg("{n} on searches cut at a budget of positions: its value, cost and mark are estimates",
                              "{n} on searches cut at a budget of positions: their values, costs and marks are "
                              "estimates", len(cut)))
        if not fewer and not cut and found:
            parts.append(msg("each over every imagined deal asked, each deal solved exactly"))
        return join("; ", parts)

    def table(self) -> Any:
        try:
            import pandas as pd
        except ImportError:  # pragma: no cover - pandas is a declared dependency in the lab
            return self.rows
        frame = pd.DataFrame(self.rows)
        frame.attrs["how"] = self.how
        return frame


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
    pmsg("mark", "blunder"), pmsg("mark", "forced"), pmsg("mark", "unclear"))}


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


def _share(left: float, decisions: int) -> Allowance:
    """A decision's allowance when ``left`` deals' budgets of the review remain for ``decisions``
    decisions (this one included): an even share of it, at most ``AUTO_DEALS_OF_BUDGET`` (what a
    single analysis may spend). A share under two budgets searches each deal within a smaller
    budget (half, a quarter... of ``nodes="auto"``'s, at least ``_LEAST_SCALE``), so that it
    holds two deals at least: two imagined deals searched less deeply say more than one (their
    spread, the cost's standard error, is shown), and a deal with more decisions than the review
    has budgets is still reviewed in seconds. A decision whose deals are solved within the
    smaller budget gets as many as its share allows, each solved exactly."""
    share = min(float(AUTO_DEALS_OF_BUDGET), max(left, 0.0) / decisions)
    scale = 1.0
    while scale > _LEAST_SCALE and share < 2 * scale:
        scale /= 2
    return Allowance(max(share / scale, 1.0), scale, shared=True)


def _analysed(record: DealRecord, pasts: list, decisions: list[int], worlds: int | str, seed: int,
              nodes: int | str | None, executor: Executor | None) -> dict[int, Analysis]:
    """The analysis of each decision (a move with a choice), by its index. With ``worlds="auto"``
    and ``nodes="auto"`` the decisions share ``AUTO_REVIEW_BUDGETS`` (``_share``), analysed from
    the last to the first: the last ones, near the deal's end, are solved exactly and quickly,
    and what they leave goes to the early ones, whose searches are cut. Otherwise each decision is
    analysed as ``analyse`` would (``worlds`` deals; with ``nodes="auto"``, ``AUTO_DEALS_OF_BUDGET``
    budgets at most), from the first to the last."""
    shared = worlds == "auto" and nodes == "auto"
    asked: Any = AUTO_REVIEW_WORLDS if worlds == "auto" else worlds  # (checked by the analysis, as before)
    left = float(AUTO_REVIEW_BUDGETS)
    out: dict[int, Analysis] = {}
    for done, i in enumerate(reversed(decisions) if shared else decisions):
        player = record.moves[i][0]
        before = pasts[i]
        obs, rules = before.observation(player), constraints(before, player, pasts[:i])
        if shared:
            a = evaluate_within(obs, asked, seed + i, rules=rules, nodes=nodes, executor=executor,
                                allowance=_share(left, len(decisions) - done))
            left -= a.spent
        else:
            a = evaluate_observation(obs, asked, seed + i, rules=rules, nodes=nodes, executor=executor)
        out[i] = a
    return out


def review(record: DealRecord, worlds: int | str = "auto", seed: int | None = 0, *, nodes: int | str | None = "auto",
           executor: Executor | None = None, thresholds: dict[str, float] | None = None,
           full: bool = False) -> Any:
    """Every decision of ``record``: the move played, the best move(s), its cost in expected
    points, and a mark (see the module for the thresholds).

    One row per move of the deal (``move``: its number, from 1). ``value``: the played move's
    mean return for the mover over the deals imagined from what he saw (``analyse``),
    ``best value`` the best move's, ``cost`` their difference over the same deals and
    ``cost stderr`` its standard error (None from one imagined deal); ``best``: the best moves by
    the analysis, " / " between equals; ``worlds``: how many imagined deals judged the move;
    ``exact``: whether every one of them was solved exactly (the analysis's own words, "over 3 of
    60 imagined deals (0 solved exactly, the rest within a budget of 20,000 positions; ...)", are
    ``Review.analyses[i].how``; what judged the whole review, ``Review.how``, which the table
    carries as ``table.attrs["how"]``). A row whose ``exact`` is False was judged on values found
    within a budget (``Review.analyses[i]`` has the details): the mark and the cost are then
    estimates of a cut search, not of solved deals (a four-player game on Muggins' cross is cut
    until about six moves before its end). ``eval``: the position's worth for player 0 after the
    move (his mean return, from the mover's imagined deals; the exact result after the last
    move). Forced moves are marked ``forced`` and not analysed: their ``eval`` repeats the last one
    measured (``None`` before the first decision: nothing is measured yet); a decision judged over fewer
    deals than asked whose cost those deals cannot place is marked ``unclear`` (see the module).
    Position ``i`` uses worlds ``derive_seed(seed + i, k)``.

    By default (``worlds="auto"``, ``nodes="auto"``) the review keeps to a budget of its own,
    ``AUTO_REVIEW_BUDGETS`` deals' budgets of the solver (about a dozen seconds), shared over its
    decisions from the last to the first: each asks ``AUTO_REVIEW_WORLDS`` imagined deals and
    stops starting them once its share is spent, and where the deal has more decisions than the
    budget holds, each imagined deal is searched within a smaller budget of positions. A decision
    near the end gets every deal, solved exactly; an early one of a big game a few, cut, as its
    ``how`` says. A whole number of ``worlds`` asks that many deals of every decision, each
    analysed as ``analyse`` does (``nodes="auto"``: each deal within about a second, no more
    started once ``AUTO_DEALS_OF_BUDGET`` budgets are spent; minutes for an early game on a
    cross). ``nodes``: the solver's budget of positions per deal for every deal asked (``None``:
    none, exact however long it takes).

    Returns a pandas DataFrame (a list of row dicts without pandas); ``full=True`` returns the
    ``Review`` with each position's ``Analysis`` as well.
    """
    if not isinstance(record, DealRecord):
        if isinstance(getattr(record, "deals", None), (list, tuple)):  # (a match's record: one deal at a time)
            raise SetupError(_("review takes one deal's record: a match's deals are record.deals[0], "
                               "record.deals[1], … ({n} of them)", n=len(record.deals)))
        raise SetupError(_("review takes a finished deal's record (dl.play(...), a DealRecord), not {record!r:.60}",
                            record=record))
    if not isinstance(full, bool):
        raise SetupError(_("full is True (the Review, with each position's Analysis) or False (the table), "
                           "not {full!r:.40}", full=full))
    thresholds = _thresholds(thresholds)
    base = as_seed(seed) or 0  # (None: position i's worlds from seed i, as with 0)
    if record.result is None:
        raise SetupError(_("review takes a finished deal's record (its result is missing)"))
    final = record.replay()
    pasts = past_states(final)
    if pasts is None:
        raise SetupError(_("the record does not replay to its own moves"))
    decisions = [i for i in range(len(record.moves)) if len(pasts[i].legal_moves()) > 1]
    analyses = _analysed(record, pasts, decisions, worlds, base, nodes, executor)
    rows: list[dict[str, Any]] = []
    last_eval: float | None = None  # (nothing measured before the first decision)
    for i, (player, text) in enumerate(record.moves):
        before = pasts[i]
        legal = before.legal_moves()
        played = next((m for m in legal if str(m) == text), None)
        if played is None:
            played = before.clone().play(text).history[-1][1]
        row: dict[str, Any] = {"move": i + 1, "player": player, "played": text}
        if i not in analyses:
            after = pasts[i + 1] if i + 1 < len(pasts) else final
            if after.over:
                last_eval = round(after.returns()[0], 3)
            row.update({"best": text, "value": None, "best value": None, "cost": 0.0, "cost stderr": 0.0,
                        "mark": "forced", "worlds": 0, "exact": True, "eval": last_eval})
            rows.append(_worded(row, played, [played]))
            continue
        obs = before.observation(player)
        a = analyses[i]
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
        last_eval = round(after.returns()[0] if after.over else mine.means[0], 3)
        stderr = (var / n) ** 0.5 if n > 1 else None
        verdict = mark(cost, thresholds)
        if a.worlds < a.asked and not _settled(cost, stderr, thresholds):  # (a thin share: no verdict it can't carry)
            verdict = "unclear"
        row.update({"best": " / ".join(str(m) for m in bests), "value": round(mine.mean, 3),
                    "best value": round(top.mean, 3), "cost": round(cost, 3),
                    "cost stderr": None if stderr is None else round(stderr, 3), "mark": verdict,
                    "worlds": a.worlds, "exact": a.exact, "eval": last_eval})
        rows.append(_worded(row, played, bests))
    result = Review(rows, analyses)
    return result if full else result.table()
