"""Evaluation from what a player may see: ``analyse(state, player, worlds, seed)``.

A player does not know the other hands, so no exact value of his position exists for him. What
can be computed is an *average over imagined deals*: deal the tiles he cannot see at random,
consistently with everything he saw (the passes and draws too: ``worlds``), solve each
imagined deal exactly with every hand open (``solve``), and average each legal move's value over
them. That is *perfect-information sampling*, and it is **optimistic**: in every imagined deal
everyone plays as if he knew that deal, so a move that needs a guess later (which of two tiles
to keep) is credited with always guessing right. Its numbers are estimates, "on average over N
deals", with a standard error; they rank moves well, but they are not the value of the game
for a player who cannot see the hands.

World ``i`` is drawn from ``derive_seed(seed, i)``, so the result never depends on how the work
is split: ``executor`` may be any ``concurrent.futures.Executor``, like ``dl.simulate``'s.

>>> import domino_lab as dl
>>> state = dl.game("classic", set_n=4, hand_size=5, draw="none").deal(2, seed=4)
>>> a = dl.analyse(state, worlds=8, seed=1)
>>> a.worlds, a.exact, len(a.moves) == len(state.legal_moves())
(8, True, True)
"""

from __future__ import annotations

import itertools
import math
import random
from collections import deque
from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..errors import SetupError
from ..i18n import N_, Msg, _, msg, nmsg, number, pmsg, said
from ..match import derive_seed
from ..seeds import as_seed, as_whole, is_executor
from .solve import solve_within
from .worlds import Rule, constraints, sample

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from ..games.base import State
    from ..games.observation import Observation
    from ..moves import Move

__all__ = ["analyse", "Analysis", "MoveValue", "CAVEAT", "evaluate_observation", "evaluate_within", "Allowance",
           "AUTO_COMPACT_NODES", "AUTO_GENERIC_NODES", "AUTO_DEALS_OF_BUDGET"]

#: ``nodes="auto"`` (``analyse``'s and ``review``'s default): the budget of positions per imagined
#: deal of the chain family's compact search (two-ended lines: Kozel, Classic, General) and of the
#: generic search (every other game: a cross, trains, tricks), about a second of either (a position
#: of the generic search, a clone of the engine's state and its key, costs about ten of the
#: compact one's). Without a budget a review of a four-player game on Muggins' cross froze the
#: notebook: each move further from the deal's end about triples its tree (48,000 positions six
#: moves from the end, over 300,000 at seven, past 2,000,000 at fourteen, and a table of
#: gigabytes), so no faster search would solve its early positions. What the lessons and the tests
#: analyse needs far fewer (lesson 10: about 1,000; a four-player Kozel review of 60 deals: at most
#: 90,000 compact positions) and stays exact; a deal that reaches the budget says so
#: (``Analysis.exact``, ``how``). Counted in positions, not seconds: the same seed gives the same
#: table on any machine.
AUTO_COMPACT_NODES = 200_000
#: ``nodes="auto"``'s budget for the generic search (see ``AUTO_COMPACT_NODES``).
AUTO_GENERIC_NODES = 20_000
#: ``nodes="auto"``'s budget for a whole analysis: the imagined deals are solved in order, and no
#: more are started once their searches have spent this many deals' budgets (about ten seconds).
#: A budget per deal alone was not enough: the default 200 deals of an early position of Muggins
#: each reached it, 220 seconds for one ``dl.analyse`` and five minutes for a two-player review.
#: Such a position is now judged over fewer deals (at least this many, each searched as deep as
#: before), its standard errors larger and said; a position whose deals are solved quickly gets
#: all it asked for. Counted in positions, in the deals' order: the same seed gives the same
#: table, with any executor and any chunking.
AUTO_DEALS_OF_BUDGET = 10

#: Said by every analysis, in its text and its table.
CAVEAT = N_("optimistic: each imagined deal is solved as if every player could see it (perfect-information "
             "sampling), so these are estimates of what the moves are worth, not values of the game")


@dataclass(frozen=True)
class MoveValue:
    """One legal move's evaluation over the imagined deals: ``mean`` return for the player (the
    game's ``returns``: his side's points minus the average side's), its standard error
    ``stderr`` (``nan`` from one imagined deal: no spread is known, and none is shown),
    ``best_share`` (in what share of the deals it was an optimal move), and ``means``, the mean
    returns of every player after it."""

    move: Move
    mean: float
    stderr: float
    best_share: float
    means: tuple[float, ...]

    def __str__(self) -> str:
        mean, stderr, share = f"{self.mean:+.1f}", f"{self.stderr:.1f}", f"{self.best_share:.0%}"
        if math.isnan(self.stderr):
            return _("{move}: {mean} (best in {share})", move=self.move.describe(), mean=mean, share=share)
        return _("{move}: {mean} ± {stderr} (best in {share})", move=self.move.describe(), mean=mean, stderr=stderr,
                 share=share)


@dataclass(frozen=True)
class Analysis:
    """What ``analyse`` found. ``moves``: every legal move's ``MoveValue``, best mean first (ties
    in the order of the legal moves). ``worlds``: imagined deals solved; ``exact_worlds``: how
    many of them the solver finished (the rest stopped at the ``nodes`` budget, their values the
    best found). ``exact``: all of them. ``nodes``: the budget of positions per deal that the
    search had (with ``nodes="auto"`` the compact or the generic search's, whichever searched the
    deals; None: no budget). ``uniform_worlds``: deals drawn by plain rejection from
    the consistent ones (the rest repaired: see ``analysis.worlds``). ``passes_honoured``: whether
    the deal's passes and draws were read (``False`` when its past could not be replayed).
    ``caveat``: the method's limit, said plainly (``CAVEAT``). ``per_world``: per imagined deal,
    each legal move's return for the player, in the order of the observation's legal moves.
    ``asked``: the deals asked for; more than ``worlds`` where ``nodes="auto"``'s budget for the
    whole analysis stopped it first (``AUTO_DEALS_OF_BUDGET``), or, in a review, the decision's
    share of the review's budget (``shared``). ``spent``: how many of ``nodes="auto"``'s budgets
    per deal its searches spent (positions searched over the full budget of the search that
    searched them; 0 with another ``nodes``): what a review counts against its own budget."""

    player: int
    moves: tuple[MoveValue, ...]
    worlds: int
    exact_worlds: int
    uniform_worlds: int
    passes_honoured: bool
    seed: int
    nodes: int | None
    caveat: str = CAVEAT
    per_world: tuple[tuple[float, ...], ...] = field(default=(), repr=False)
    asked: int = 0
    spent: float = field(default=0.0, repr=False)
    shared: bool = field(default=False, repr=False)

    @property
    def exact(self) -> bool:
        return self.exact_worlds == self.worlds

    @property
    def best(self) -> Move:
        return self.moves[0].move

    def value_of(self, move: Move | str) -> MoveValue:
        for mv in self.moves:
            if mv.move == move or str(mv.move) == str(move):
                return mv
        raise SetupError(_("{move} is not one of the analysed moves: {moves}", move=move,
                            moves=", ".join(str(m.move) for m in self.moves)))

    @property
    def how(self) -> str:
        """How it was computed: "over 40 deals, exactly" or "over 40 deals (31 solved exactly,
        the rest within a budget of 20,000 positions)"."""
        return self.how_said().text()

    def how_said(self) -> Msg:
        """``how`` as a kept text (``i18n.Msg``: English underneath, printed in whatever
        ``dl.language()`` is when it is printed)."""
        n, asked, k, cap = self.worlds, self.asked, self.exact_worlds, AUTO_DEALS_OF_BUDGET
        if self.asked > self.worlds and self.shared:  # (a review's decision: its share of the review's budget)
            if self.exact:
                return nmsg("over {n} of {asked} imagined deals, each solved exactly (no more were started once "
                            "this move's share of the review's budget was spent)",
                            "over {n} of {asked} imagined deals, each solved exactly (no more were started once "
                            "this move's share of the review's budget was spent)", n, asked=asked)
            return nmsg("over {n} of {asked} imagined deals ({k} solved exactly, the rest within a budget of "
                        "{nodes}; no more were started once this move's share of the review's budget "
                        "was spent)",
                        "over {n} of {asked} imagined deals ({k} solved exactly, the rest within a budget of "
                        "{nodes}; no more were started once this move's share of the review's budget "
                        "was spent)", n, asked=asked, k=k, nodes=self._budget_text())
        if self.exact and self.asked > self.worlds:
            return nmsg("over {n} of {asked} imagined deals, each solved exactly (no more were started once "
                        "{cap} deals' budgets were spent)",
                        "over {n} of {asked} imagined deals, each solved exactly (no more were started once "
                        "{cap} deals' budgets were spent)", n, asked=asked, cap=cap)
        if self.exact:
            return nmsg("over {n} imagined deal, each solved exactly", "over {n} imagined deals, each solved exactly",
                        n)
        if self.asked > self.worlds:
            return nmsg("over {n} of {asked} imagined deals ({k} solved exactly, the rest within a budget of "
                        "{nodes}; no more were started once {cap} deals' budgets were spent)",
                        "over {n} of {asked} imagined deals ({k} solved exactly, the rest within a budget of "
                        "{nodes}; no more were started once {cap} deals' budgets were spent)",
                        n, asked=asked, k=k, nodes=self._budget_text(), cap=cap)
        return nmsg("over {n} imagined deal ({k} solved exactly, the rest within a budget of {nodes})",
                    "over {n} imagined deals ({k} solved exactly, the rest within a budget of {nodes})",
                    n, k=k, nodes=self._budget_text())

    def _budget_text(self) -> Msg:
        """The budget of positions per deal, counted ("1 position", "20,000 positions"); "∞
        positions" where none was set (a deal can still stop unsolved: the solver follows no line
        longer than ``generic.MAX_PLIES`` moves, ``generic.Unresolved``; Sausage's deals make such lines)."""
        if self.nodes is None:
            return msg("∞ positions")
        return nmsg("{count} position", "{count} positions", self.nodes, count=number(self.nodes))

    def text(self) -> str:
        """The verdict in one sentence: "3-5: +6.2 points on average over 200 imagined deals, each
        solved exactly; next best 2-5: +1.1"."""
        first = self.moves[0]
        out = _("{move}: {mean} points on average {how}", move=first.move.describe(), mean=format(first.mean, "+.1f"),
                how=self.how)
        if len(self.moves) > 1:
            second = self.moves[1]
            out += _("; next best {move}: {mean}", move=second.move.describe(), mean=format(second.mean, "+.1f"))
        else:
            out += _(" (the only legal move)")
        return out

    def rows(self) -> list[dict[str, Any]]:
        """One dict per move, as ``to_frame`` shows them: the column names and the moves print in
        ``dl.language()`` and are English underneath (``row["mean"]``, ``row["move"] == "3-5 on 5"``),
        as a review's table is (in Russian they printed "move", "mean", "lead 4-4")."""
        return [{_COLUMNS["move"]: said(m.move), _COLUMNS["mean"]: round(m.mean, 3),
                 _COLUMNS["stderr"]: None if math.isnan(m.stderr) else round(m.stderr, 3),
                 _COLUMNS["best share"]: round(m.best_share, 3)} for m in self.moves]

    def to_frame(self) -> Any:
        """The table as a pandas DataFrame (pandas must be installed)."""
        import pandas as pd

        return pd.DataFrame(self.rows())

    def __str__(self) -> str:
        lines = [_("player {p}'s moves, {how}:", p=self.player, how=self.how)]
        lines += [f"  {m}" for m in self.moves]
        lines.append(f"({_(self.caveat)})")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        from html import escape

        spread = ["—" if math.isnan(m.stderr) else format(m.stderr, ".2f") for m in self.moves]
        body = "".join(f"<tr><td>{escape(m.move.describe())}</td><td>{m.mean:+.2f}</td><td>{spread[i]}</td>"
                       f"<td>{m.best_share:.0%}</td></tr>" for i, m in enumerate(self.moves))
        head = "".join(f"<th>{escape(h)}</th>" for h in (_("move"), _("mean points"), _("± s.e."), _("best in")))
        title = _("Player {p}'s moves, {how}:", p=self.player, how=self.how)
        return (f"<p>{escape(title)}</p>"
                f"<table><tr>{head}</tr>{body}</table><p><i>{escape(_(self.caveat))}</i></p>")


#: ``Analysis.rows``' column names: English underneath, printed in ``dl.language()``.
_COLUMNS = {m.english: m for m in (pmsg("analysis column", "move"), pmsg("analysis column", "mean"),
                                   pmsg("analysis column", "stderr"), pmsg("analysis column", "best share"))}


def _budgets(nodes: int | str | None) -> tuple[int | None, int | None]:
    """The budgets of the compact and the generic search that ``nodes`` means (see ``analyse``)."""
    if nodes == "auto":
        return AUTO_COMPACT_NODES, AUTO_GENERIC_NODES
    whole = None if isinstance(nodes, str) else as_whole(nodes)
    if nodes is not None and (whole is None or whole < 1):
        raise SetupError(_("nodes is the solver's budget per deal: a whole number of at least 1, \"auto\" (the "
                           "default) or None (no budget), not {nodes!r:.40}", nodes=nodes))
    return whole, whole


@dataclass(frozen=True)
class Allowance:
    """What ``nodes="auto"`` lets one analysis spend: each imagined deal's search ``scale`` of the
    auto budget of positions (``AUTO_COMPACT_NODES`` or ``AUTO_GENERIC_NODES``), and no deal
    started once the deals before it have spent ``deals`` of those budgets. ``shared``: the
    allowance is a decision's share of a review's budget (``review``), said in the text; a share
    is not overspent on purpose either: no deal is started that would pass it if it cost as much
    as the costliest deal before it (a share of one and a half budgets, whose first deal spent
    its whole budget, starts no second one). A single ``analyse`` has
    ``Allowance(AUTO_DEALS_OF_BUDGET)``."""

    deals: float
    scale: float = 1.0
    shared: bool = False

    def spent_by(self, spent: float, costliest: float) -> bool:
        """Whether no more deals are started, the deals so far having spent ``spent`` budgets (of
        this allowance's scale), the costliest of them ``costliest``."""
        return spent + costliest > self.deals if self.shared else spent >= self.deals


def _allowance(nodes: int | str | None) -> Allowance | None:
    """The allowance of a single analysis: ``AUTO_DEALS_OF_BUDGET`` budgets with ``"auto"``, none
    (every deal asked, each within ``nodes``) otherwise."""
    return Allowance(AUTO_DEALS_OF_BUDGET) if nodes == "auto" else None


def _solve_chunk(obs: Observation, rules: tuple[Rule, ...], seed: int, start: int, stop: int,
                 nodes: int | str | None, allowance: Allowance | None, spent: float = 0.0,
                 costliest: float = 0.0
                 ) -> list[tuple[tuple[tuple[float, ...], ...], tuple[int, ...], bool, bool, int | None, float]]:
    """Worlds ``start`` to ``stop - 1``: per world, every legal move's returns (in the order of
    ``obs.legal_moves``), the indices of the optimal moves, whether it was solved exactly,
    whether it was drawn uniformly, the budget its search had, and the share of that budget it
    spent. Under an ``allowance`` (``nodes="auto"``) each search has ``allowance.scale`` of the
    auto budgets, and no world is started once the worlds before it (``spent`` before ``start``,
    the costliest of them ``costliest``) have spent the allowance (``Allowance.spent_by``,
    ``_within_call``)."""
    compact, generic = _budgets(nodes)
    if allowance is not None and allowance.scale != 1:
        compact, generic = (None if b is None else max(1, round(b * allowance.scale)) for b in (compact, generic))
    legal = obs.legal_moves
    out = []
    for i in range(start, stop):
        if allowance is not None and i > 0 and allowance.spent_by(spent, costliest):
            break
        rng = random.Random(derive_seed(seed, i))
        drawn = sample(obs, rules, rng)
        solution, budget = solve_within(drawn.world, compact, generic)
        by_text = {str(m): v for m, v in solution.values.items()}
        values = tuple(tuple(solution.values[m]) if m in solution.values else tuple(by_text[str(m)]) for m in legal)
        me = obs.player
        top = max(v[me] for v in values)
        best = tuple(k for k, v in enumerate(values) if v[me] >= top - 1e-9)
        share = solution.nodes / budget if budget else 0.0
        spent += share
        costliest = max(costliest, share)
        out.append((values, best, solution.exact, drawn.uniform, budget, share))
    return out


def _within_call(results: list, allowance: Allowance | None) -> list:
    """The worlds of ``results`` (in the worlds' order) that the ``allowance`` of ``nodes="auto"``
    lets count: each that was started before the allowance was spent (``Allowance.spent_by``; the
    first always). The same prefix however the worlds were chunked: a chunk solved from its own
    start counts less spent than there was, so it stops no earlier than this."""
    if allowance is None:
        return results
    spent = costliest = 0.0
    for k, r in enumerate(results):
        if k and allowance.spent_by(spent, costliest):
            return results[:k]
        spent += r[5]
        costliest = max(costliest, r[5])
    return results


def evaluate_observation(obs: Observation, worlds: int = 200, seed: int | None = 0, *,
                         rules: tuple[Rule, ...] | None = None, nodes: int | str | None = "auto",
                         executor: Executor | None = None, chunk: int = 25) -> Analysis:
    """``analyse`` from an observation alone (what a bot has): ``rules`` are the pass and draw
    constraints when the caller could read them (``analysis.worlds.constraints``)."""
    return evaluate_within(obs, worlds, seed, rules=rules, nodes=nodes, executor=executor, chunk=chunk,
                           allowance=_allowance(nodes))


def evaluate_within(obs: Observation, worlds: int, seed: int | None, *, rules: tuple[Rule, ...] | None,
                    nodes: int | str | None, executor: Executor | None, chunk: int = 25,
                    allowance: Allowance | None) -> Analysis:
    """``evaluate_observation`` within an ``allowance`` (``nodes="auto"`` only; None: every deal
    asked, each within ``nodes``): a review gives each decision its share of the review's budget."""
    if not obs.legal_moves:
        raise SetupError(_("player {p} has no move to analyse: it is not his turn, or the deal is over", p=obs.player))
    count = as_whole(worlds)  # (a numpy integer too)
    if count is None or count < 1:
        raise SetupError(_("worlds is how many imagined deals to solve: a whole number of at least 1, not {worlds!r}",
                            worlds=worlds))
    worlds = count
    _budgets(nodes)
    if nodes != "auto" and nodes is not None:
        nodes = as_whole(nodes)
    if nodes != "auto":
        allowance = None
    checked = as_seed(seed)
    seed_ = 0 if checked is None else checked
    size = as_whole(chunk)
    if size is None or size < 1:
        raise SetupError(_("chunk is how many imagined deals each task solves: a whole number of at least 1, "
                           "not {chunk!r:.40}", chunk=chunk))
    chunk = size
    if executor is not None and not is_executor(executor):
        raise SetupError(_("executor solves the chunks: a concurrent.futures Executor (or None), not {executor!r:.60}",
                            executor=executor))
    spans = [(a, min(worlds, a + chunk)) for a in range(0, worlds, chunk)]
    use = rules or ()
    results: list = []
    if executor is None:
        for a, b in spans:
            results += _solve_chunk(obs, use, seed_, a, b, nodes, allowance, sum(r[5] for r in results),
                                    max((r[5] for r in results), default=0.0))
            if len(_within_call(results, allowance)) < len(results) or len(results) < b:
                break  # (the budget for the whole analysis is spent)
    else:
        # under an allowance, chunks are handed out only a few ahead of the one read (as many as the
        # executor has workers, and one more), so that few are solved past the budget for nothing
        ahead = len(spans) if allowance is None else (getattr(executor, "_max_workers", None) or 4) + 1
        queue = iter(spans)
        pending = deque(executor.submit(_solve_chunk, obs, use, seed_, a, b, nodes, allowance)
                        for a, b in itertools.islice(queue, ahead))
        while pending:
            results += pending.popleft().result()
            if len(_within_call(results, allowance)) < len(results):
                break
            more = next(queue, None)
            if more is not None:
                pending.append(executor.submit(_solve_chunk, obs, use, seed_, *more, nodes, allowance))
        for f in pending:
            f.cancel()  # (chunks not yet started, past the budget: their worlds would not count)
    return _aggregate(obs, _within_call(results, allowance), seed_, rules is not None, worlds, allowance)


def _aggregate(obs: Observation, results: Sequence, seed: int, honoured: bool, asked: int,
               allowance: Allowance | None) -> Analysis:
    legal = obs.legal_moves
    me = obs.player
    n = len(results)
    players = len(results[0][0][0])
    values = []
    for k, move in enumerate(legal):
        own = [r[0][k][me] for r in results]
        mean = sum(own) / n
        var = sum((x - mean) ** 2 for x in own) / (n - 1) if n > 1 else math.nan  # (one deal: no spread known)
        means = tuple(sum(r[0][k][q] for r in results) / n for q in range(players))
        share = sum(1 for r in results if k in r[1]) / n
        values.append((k, MoveValue(move, mean, math.sqrt(var / n), share, means)))
    values.sort(key=lambda kv: (-round(kv[1].mean, 9), kv[0]))
    # the budget said: that of the deals it stopped (all of them had one search, but for a scoring
    # the compact search cannot keep), or with every deal exact the largest they had
    spent = [r[4] for r in results if not r[2]] or [r[4] for r in results]
    nodes = None if None in spent else max(spent)
    return Analysis(me, tuple(v for _, v in values), n, sum(1 for r in results if r[2]),
                    sum(1 for r in results if r[3]), honoured, seed, nodes,
                    per_world=tuple(tuple(v[me] for v in r[0]) for r in results), asked=asked,
                    spent=0.0 if allowance is None else sum(r[5] for r in results) * allowance.scale,
                    shared=allowance is not None and allowance.shared)


def analyse(state: State, player: int | None = None, worlds: int = 200, seed: int | None = 0, *,
            nodes: int | str | None = "auto", executor: Executor | None = None, chunk: int = 25) -> Analysis:
    """Evaluate each legal move of the player on turn from what ``player`` may see (default: the
    player on turn, the only one with moves).

    ``worlds`` deals consistent with his observation are imagined (the passes and draws so far
    honoured where the deal can be replayed from its seed: a player who passed on a 5 holds no 5),
    each is solved with every hand open (``dl.solve``; ``nodes``: a budget of positions per deal,
    beyond which its values are the solver's best so far), and each move gets its mean return,
    standard error and the share of deals in which it was optimal (``Analysis``).

    ``nodes="auto"`` (the default) is ``AUTO_COMPACT_NODES`` positions per deal for the chain
    family's compact search and ``AUTO_GENERIC_NODES`` for the generic search, about a second a
    deal either way: every position of the lessons is solved exactly within it, and an early position
    of a big game (four players on Muggins' cross) stops there instead of searching for minutes,
    and says so (``Analysis.exact`` is False, ``how`` names the budget). No more deals are started
    once ``AUTO_DEALS_OF_BUDGET`` deals' budgets are spent (about ten seconds for the analysis):
    such a position is judged over fewer deals than asked (``Analysis.worlds`` of ``asked``), as
    ``how`` says. A whole number is the budget of either search, for every deal asked; ``None``,
    no budget: exact, however long it takes.

    **Optimistic**: every imagined deal is solved as if the player (and everyone) knew it, the
    classic caveat of perfect-information sampling; the numbers are estimates over the deals
    imagined, said in ``Analysis.text()`` and ``Analysis.caveat``.

    Seeded and reproducible: world ``i`` comes from ``derive_seed(seed, i)``, so any
    ``executor`` (and any ``chunk`` size) gives the same table.
    """
    from ..games.base import State
    from ..games.observation import Observation

    if isinstance(state, Observation):  # (its own legal moves and pasts: evaluate_observation)
        raise SetupError(_("analyse takes the deal (a dl State) and the player whose view to take, not an "
                           "observation: analyse(state, player)"))
    if not isinstance(state, State):
        raise SetupError(_("analyse takes a deal in progress (a dl State), not {state!r:.60}", state=state))
    if "_hidden_sizes" in state.__dict__:  # (its observation would count the hidden hands as the empty sets they are)
        raise SetupError(_("this state is a player's view (observation.public): the other hands and the boneyard "
                           "are hidden in it, so no deal can be imagined from it; analyse the deal itself: "
                           "analyse(state, player)"))
    if state.over:
        raise SetupError(_("the deal is over: there is no move to analyse"))
    if player is None:
        player = state.current
    assert player is not None
    seat = as_whole(player)  # (a numpy integer too)
    if seat is None or not 0 <= seat < state.players:
        raise SetupError(_("there is no player {player!r} in a {n}-player deal", player=player, n=state.players))
    player = seat
    if player != state.current:
        raise SetupError(_("it is player {current}'s turn: analyse evaluates the moves of the player on turn, "
                           "from what he sees (player {p} has no move now)", current=state.current, p=player))
    obs = state.observation(player)
    rules = constraints(state, player)
    return evaluate_observation(obs, worlds, seed, rules=rules, nodes=nodes, executor=executor, chunk=chunk)
