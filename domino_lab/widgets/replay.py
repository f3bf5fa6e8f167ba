"""``Replay``: step through a recorded deal or match with a slider."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as w

from .. import draw, i18n
from ..draw.evaluation import english
from ..errors import SetupError
from ..games.base import Game
from ..match import DealRecord, MatchRecord
from ..seeds import check_switches
from .common import esc, figure_svg, status_rows
from .rulehelp import rules_help
from .words import check_lang, game_name, picture_words, speaking

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from ..games.base import State
    from .board import Board


class Replay(w.VBox):
    """A slider and step buttons through a recorded game (a ``DealRecord`` or a ``MatchRecord``,
    whose deals are offered in a drop-down), showing the board and, for chain layouts, the chain
    as a trail in the set graph at each step. ``lang="ru"`` speaks Russian (by default the
    replay speaks ``dl.language()``).

    "?" opens the game's rule card; "play from here" opens a ``Board`` below on the position at
    the current step (you in the seat to move, greedy bots in the others), to try another line
    from there; the record is not changed.

    ``review``: the deal's review (``dl.review(record)``, its table or its ``Review``) adds the
    analysis view: the evaluation after each move as a graph with the marked moves, each move's
    mark and cost in the caption, and at a mistake or a blunder the better move drawn on the
    table as it stood (``review=True`` reviews the deal itself, with ``dl.review``'s defaults)."""

    def __init__(self, record: DealRecord | MatchRecord, graph: bool = True, lang: str | None = None,
                 review: Any = None) -> None:
        self.lang = check_lang(lang)
        with i18n.using(lang):
            self._build(record, graph, review)

    def _build(self, record: DealRecord | MatchRecord, graph: bool, review: Any) -> None:
        check_switches(graph=graph)
        if isinstance(record, MatchRecord) and not record.deals:
            raise SetupError(i18n._("this match record holds no deal yet: there is nothing to replay"))
        self.deals = list(record.deals) if isinstance(record, MatchRecord) else [record]
        if not self.deals or not isinstance(self.deals[0], DealRecord):
            raise SetupError(i18n._("Replay takes a DealRecord or a MatchRecord"))
        self.graph = graph
        picker_layout = w.Layout(display="" if len(self.deals) > 1 else "none")
        self.deal_picker = w.Dropdown(options=[(i18n._("deal {n}", n=i + 1), i) for i in range(len(self.deals))],
                                      value=0,
                                      description=i18n._("deal"), layout=picker_layout)
        self.slider = w.IntSlider(min=0, max=0, value=0, description=i18n._("move"), continuous_update=True)
        step = w.Layout(width="40px")
        self.first = w.Button(icon="fast-backward", tooltip=i18n._("the deal as dealt"), layout=step)
        self.back = w.Button(icon="step-backward", tooltip=i18n._("one move back"), layout=step)
        self.forward = w.Button(icon="step-forward", tooltip=i18n._("one move on"), layout=step)
        self.last = w.Button(icon="fast-forward", tooltip=i18n._("the end of the deal"), layout=step)
        self.caption = w.HTML()
        self.view = w.HTML()
        self.status_view = w.HTML(layout=w.Layout(margin="0 0 0 16px"))
        self.graph_view = w.HTML()
        self.eval_view = w.HTML()
        self.better_view = w.HTML()
        if review is True:
            from ..analysis.review import review as review_deal

            review = review_deal(self.deals[0])
        self.review_rows = _rows(review)
        self.reviewed = _reviewed(self.deals, self.review_rows)
        self.first.on_click(lambda _: self._go(0))
        self.back.on_click(lambda _: self._go(self.slider.value - 1))
        self.forward.on_click(lambda _: self._go(self.slider.value + 1))
        self.last.on_click(lambda _: self._go(self.slider.max))
        self.slider.observe(lambda change: self._render(), names="value")
        self.deal_picker.observe(lambda change: self._load(change["new"]), names="value")
        self.play_here = w.Button(description=i18n._("play from here"), icon="play",
                                  tooltip=i18n._("open a board on this position and play on from it yourself"))
        self.play_here.on_click(lambda _: self.play_from_here())
        self.board_box = w.VBox()
        self.board: Board | None = None
        self.rules = rules_help(_game(self.deals[0].start()), self.lang)  # the "?" button: the game's rule card
        super().__init__([self.deal_picker, w.HBox([self.first, self.back, self.slider, self.forward, self.last]),
                          w.HBox([self.play_here, self.rules.button]), self.rules.view,
                          self.caption, w.HBox([self.view, w.VBox([self.status_view, self.graph_view])]),
                          w.HBox([self.eval_view, self.better_view]), self.board_box])
        self._load(0)

    def __repr__(self) -> str:  # what a notebook shows before the widget is live: one short line
        with i18n.using(self.lang):
            name = game_name(self.states[0].game.info, self.lang)
            if len(self.deals) > 1:
                return i18n.ngettext("<Replay: {name}, {n} deals (run the cell to step through it)>",
                                     "<Replay: {name}, {n} deals (run the cell to step through it)>", len(self.deals),
                                     name=name)
            return i18n.ngettext("<Replay: {name}, {n} moves (run the cell to step through it)>",
                                 "<Replay: {name}, {n} moves (run the cell to step through it)>",
                                 len(self.record.moves), name=name)

    def _load(self, index: int) -> None:
        self.record = self.deals[index]
        self.states: list[State] = []  # (by the record's own check: a caption names the player who moved)
        self.record._replay(each=lambda state: self.states.append(state.clone()))
        self.slider.max = len(self.record.moves)
        if self.slider.value == 0:
            self._render()
        self.slider.value = 0

    def play_from_here(self) -> Board | None:
        """A ``Board`` on the position at the current step, shown under the replay (and returned):
        you take the seat to move, greedy bots the others. ``None`` when the deal is over there."""
        from ..bots import Greedy
        from .board import Board

        state = self.state
        if state.over:
            with i18n.using(self.lang):
                self.caption.value += "<br>" + i18n._("the deal is over at this step: step back to play from an "
                                                      "earlier one")
            return None
        seats: list = [Greedy() for _ in range(state.players)]
        seats[state.current if state.current is not None else 0] = "you"
        self.board = Board(_game(state), seats=seats, seed=self.record.seed or 0, delay=0.3, start=state,
                           lang=self.lang)
        self.board_box.children = (self.board,)
        return self.board

    def _go(self, step: int) -> None:
        self.slider.value = max(0, min(self.slider.max, step))

    @property
    def state(self) -> State:
        step: int = self.slider.value  # (ipywidgets has no type information)
        return self.states[step]

    @speaking
    def _render(self) -> None:
        k = self.slider.value
        if k == 0:
            text = i18n._("the deal as dealt")
        else:
            player, move = self.record.moves[k - 1]
            text = i18n._("move {k} of {n}: player {p} — {move}", k=k, n=len(self.record.moves), p=player,
                          move=esc(_in_words(self.states[k], move)))
        if k == len(self.record.moves) and self.state.over:
            text += f"<br><b>{esc(self.state.result().why)}</b>"
        self.view.value = draw.state_svg(self.state, words=picture_words(self.lang))
        if self.review_rows is not None and self.record is self.deals[self.reviewed]:
            text += self._review_caption(k)
        elif self.review_rows is not None:  # (another deal of the match: its moves are not the review's)
            self.eval_view.value = self.better_view.value = ""
            text += "<br><i>" + esc(i18n._("(the review is of deal {n})", n=self.reviewed + 1)) + "</i>"
        self.caption.value = text
        self.status_view.value = f"<div style='font-size:14px'>{status_rows(self.state.status())}</div>"
        self.graph_view.value = self._graph_svg() if self.graph else ""

    def _review_caption(self, k: int) -> str:
        """The analysis view at step ``k``: the graph, the move's mark and cost, and at a mistake
        the better move on the table as it stood before it."""
        from ..draw.evaluation import MARK_COLOURS, english, evaluation_svg

        rows = self.review_rows or []
        self.eval_view.value = evaluation_svg(rows, current=k)
        self.better_view.value = ""
        if k == 0 or k > len(rows):
            return ""
        row = rows[k - 1]
        mark = english(row["mark"])
        if mark == "forced":
            forced = i18n._("(forced: the only legal move)")
            return f" <i>{esc(forced)}</i>"
        colour = MARK_COLOURS.get(mark, "#222222")
        text = (f"<br><span style='color:{colour};font-weight:bold'>{esc(i18n.tr(row['mark']))}</span>: "
                + esc(i18n.ngettext("{mean} points on average over {n} imagined deal",
                                    "{mean} points on average over {n} imagined deals", int(row["worlds"]),
                                    mean=format(float(row["value"]), "+.1f"))))
        if mark == "unclear":  # (a thin share of a review's budget: no verdict, said so)
            text += esc(i18n._(" (too few imagined deals to tell what it costs)"))
        if row.get("exact") is False:  # (a search stopped at its budget: the mark is an estimate, said so)
            text += esc(i18n._(" (an estimate: some imagined deals were searched only within the solver's budget)"))
        best = english(row["best"]).split(" / ")[0]
        if mark != "best":
            text += esc(i18n._("; best {move}: {mean} (costs {cost})", move=i18n.tr(row["best"]),
                               mean=format(float(row["best value"]), "+.1f"), cost=format(float(row["cost"]), ".1f")))
        if mark in ("mistake", "blunder"):
            better = self.states[k - 1].clone()
            better.play(best)
            words = _in_words(better, best)
            title, note = i18n._("better: {move}", move=words), i18n._("(the table had it been played)")
            self.better_view.value = (f"<div style='font-size:13px'><b>{esc(title)}</b> {esc(note)}</div>"
                                      + draw.state_svg(better, size=28, words=picture_words(self.lang)))
        return text

    def _graph_svg(self) -> str:
        from .. import graphs

        table = getattr(self.state, "table", None)
        if table is None:
            return ""
        try:
            import matplotlib.pyplot as plt
        except ImportError:  # the browser site offline: the same picture drawn as SVG by hand
            try:
                return str(graphs.set_graph_svg(self.state))
            except (TypeError, ValueError, AttributeError):
                return ""
        fig, ax = plt.subplots(figsize=(3.6, 3.6))
        try:
            graphs.draw_set_graph(self.state, ax=ax)
        except (TypeError, ValueError, AttributeError):
            plt.close(fig)
            return ""
        return figure_svg(fig)


def _in_words(after: State, text: str) -> str:
    """The move ``text`` that led to ``after``, in words in the current language (its notation
    when the state's last move is not it)."""
    history = getattr(after, "history", None)
    if history and str(history[-1][1]) == text:
        return str(history[-1][1].describe())
    return text


def _rows(review: Any) -> list[dict] | None:
    """A review's rows as dicts, from its DataFrame, its ``Review`` or a list of rows."""
    if review is None:
        return None
    rows = getattr(review, "rows", None)
    if isinstance(rows, list):
        return rows
    if hasattr(review, "to_dict"):  # a pandas DataFrame
        return list(review.to_dict("records"))
    if isinstance(review, (list, tuple)) and all(isinstance(r, dict) for r in review):
        return [dict(r) for r in review]
    raise SetupError(i18n._("review is a deal's review (dl.review(record), its table or its Review) or True, "
                            "not {review!r:.60}", review=review))


def _reviewed(deals: list[DealRecord], rows: list[dict] | None) -> int:
    """Which of ``deals`` the review's ``rows`` are of: the one whose moves they name, in order (a
    review of another deal would mark moves it did not play, and draw "better" moves that do not
    fit its table)."""
    if rows is None:
        return 0
    try:
        played = [english(row["played"]) for row in rows]
    except (KeyError, TypeError):
        played = None
    for i, deal in enumerate(deals):
        if played == [text for _, text in deal.moves]:
            return i
    raise SetupError(i18n._("the review is not of this record: its moves are not the moves of any deal here; "
                            "review the deal you replay (dl.review(record))"))


def _game(state: State) -> Game:
    """The game a state is a deal of, as a ``Game`` (a state names it by the protocol of what a deal
    reads of its game, ``games.state.GameRules``; a deal's game is always a ``Game``)."""
    game = state.game
    assert isinstance(game, Game)
    return game
