"""``Replay``: step through a recorded deal or match with a slider."""

from __future__ import annotations

from typing import TYPE_CHECKING

import ipywidgets as w

from .. import draw
from ..match import DealRecord, MatchRecord
from .common import esc, figure_svg, status_rows

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from ..games.base import State


class Replay(w.VBox):
    """A slider and step buttons through a recorded game (a ``DealRecord`` or a ``MatchRecord``,
    whose deals are offered in a drop-down), showing the board and, for chain layouts, the chain
    as a trail in the set graph at each step."""

    def __init__(self, record: DealRecord | MatchRecord, graph: bool = True) -> None:
        self.deals = list(record.deals) if isinstance(record, MatchRecord) else [record]
        if not self.deals or not isinstance(self.deals[0], DealRecord):
            raise TypeError("Replay takes a DealRecord or a MatchRecord")
        self.graph = graph
        picker_layout = w.Layout(display="" if len(self.deals) > 1 else "none")
        self.deal_picker = w.Dropdown(options=[(f"deal {i + 1}", i) for i in range(len(self.deals))], value=0,
                                      description="deal", layout=picker_layout)
        self.slider = w.IntSlider(min=0, max=0, value=0, description="move", continuous_update=True)
        step = w.Layout(width="40px")
        self.first = w.Button(icon="fast-backward", tooltip="the deal as dealt", layout=step)
        self.back = w.Button(icon="step-backward", tooltip="one move back", layout=step)
        self.forward = w.Button(icon="step-forward", tooltip="one move on", layout=step)
        self.last = w.Button(icon="fast-forward", tooltip="the end of the deal", layout=step)
        self.caption = w.HTML()
        self.view = w.HTML()
        self.status_view = w.HTML(layout=w.Layout(margin="0 0 0 16px"))
        self.graph_view = w.HTML()
        self.first.on_click(lambda _: self._go(0))
        self.back.on_click(lambda _: self._go(self.slider.value - 1))
        self.forward.on_click(lambda _: self._go(self.slider.value + 1))
        self.last.on_click(lambda _: self._go(self.slider.max))
        self.slider.observe(lambda change: self._render(), names="value")
        self.deal_picker.observe(lambda change: self._load(change["new"]), names="value")
        super().__init__([self.deal_picker, w.HBox([self.first, self.back, self.slider, self.forward, self.last]),
                          self.caption, w.HBox([self.view, w.VBox([self.status_view, self.graph_view])])])
        self._load(0)

    def __repr__(self) -> str:  # what a notebook shows before the widget is live: one short line
        deals = f"{len(self.deals)} deals" if len(self.deals) > 1 else f"{len(self.record.moves)} moves"
        return f"<Replay: {self.states[0].game.info.name}, {deals} (run the cell to step through it)>"

    def _load(self, index: int) -> None:
        self.record = self.deals[index]
        state = self.record.start()
        self.states: list[State] = [state.clone()]
        for _, text in self.record.moves:
            state.play(text)
            self.states.append(state.clone())
        self.slider.max = len(self.record.moves)
        if self.slider.value == 0:
            self._render()
        self.slider.value = 0

    def _go(self, step: int) -> None:
        self.slider.value = max(0, min(self.slider.max, step))

    @property
    def state(self) -> State:
        step: int = self.slider.value  # (ipywidgets has no type information)
        return self.states[step]

    def _render(self) -> None:
        k = self.slider.value
        if k == 0:
            text = "the deal as dealt"
        else:
            player, move = self.record.moves[k - 1]
            text = f"move {k} of {len(self.record.moves)}: player {player} — {esc(move)}"
        if k == len(self.record.moves) and self.state.over:
            text += f"<br><b>{esc(self.state.result().why)}</b>"
        self.caption.value = text
        self.view.value = draw.state_svg(self.state)
        self.status_view.value = f"<div style='font-size:14px'>{status_rows(self.state.status())}</div>"
        self.graph_view.value = self._graph_svg() if self.graph else ""

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
