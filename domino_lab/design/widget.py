"""``dl.Designer()``: compose a game from the parts of the catalogue's games, with drop-downs."""

from __future__ import annotations

import io
import json
from typing import Any

import ipywidgets as w

from ..errors import SetupError
from ..games.registry import resolve
from ..widgets.common import esc
from .compose import design
from .parts import ENGINES, KINDS, covered, mechanics, part_of

__all__ = ["Designer"]

_OWN = "(the base's own)"


class Designer(w.VBox):
    """Pick a base game and, kind by kind, a part of another game; the spec and any conflict show
    as you go. *play* opens a Board on the design; *measure* shows ``dl.evaluate``'s table and plot
    (``n`` deals)."""

    def __init__(self, base: str = "kozel", n: int = 200, seed: int = 0, **parts: str) -> None:
        self.n, self.seed = n, seed
        self.game: Any = None
        style = {"description_width": "110px"}
        base = resolve(base)
        self.base = w.Dropdown(options=covered(), value=base, description="base game", style=style)
        self.parts = {}
        for kind in KINDS:
            options = [(_OWN, "")] + [(f"{p.name}{'' if p.engine == 'laying' else ' — ' + ENGINES[p.engine][0]} "
                                        f"({len(p.games)} game{'s' if len(p.games) > 1 else ''})", p.name)
                                       for p in mechanics(kind)]
            chosen = part_of(parts[kind], kind).name if parts.get(kind) else ""  # (a game id names its part)
            self.parts[kind] = w.Dropdown(options=options, value=chosen, description=kind.replace("_", " "),
                                          style=style, layout=w.Layout(width="330px"))
        self.spec_box = w.HTML()
        self.message = w.HTML()
        self.play_button = w.Button(description="play", icon="play", button_style="primary")
        self.measure_button = w.Button(description="measure", icon="bar-chart")
        self.play_button.on_click(lambda _: self.play())
        self.measure_button.on_click(lambda _: self.measure())
        self.out = w.Output()
        self.table = w.HTML()
        self.plot = w.HTML()
        for control in [self.base, *self.parts.values()]:
            control.observe(lambda _: self.update(), names="value")
        grid = w.GridBox(list(self.parts.values()), layout=w.Layout(grid_template_columns="repeat(3, 340px)"))
        super().__init__([w.HTML("<h3>Design your own game</h3>"), self.base, grid, self.spec_box, self.message,
                          w.HBox([self.play_button, self.measure_button]), self.table, self.plot, self.out])
        self.update()

    def __repr__(self) -> str:
        what = self.game.describe() if self.game is not None else "a refused design"
        return f"<Designer: {what} (run the cell to design)>"

    def chosen(self) -> dict[str, Any]:
        return {k: c.value for k, c in self.parts.items() if c.value}

    def update(self) -> Any:
        """Compose the chosen parts; show the spec, or the conflict that refuses them."""
        try:
            self.game = design(self.base.value, **self.chosen())
        except SetupError as exc:
            self.game = None
            self.message.value = f"<p style='color:#b00'><b>refused:</b> {esc(str(exc))}</p>"
            self.spec_box.value = ""
            self.play_button.disabled = self.measure_button.disabled = True
            return None
        self.message.value = "<p style='color:#070'>these parts work together</p>"
        spec = json.dumps(self.game.spec())
        self.spec_box.value = (f"<p><b>{esc(self.game.describe())}</b><br><code>{esc(spec)}</code></p>")
        self.play_button.disabled = self.measure_button.disabled = False
        return self.game

    def play(self) -> Any:
        """A Board on the design (you in seat 0, Greedy bots elsewhere)."""
        if self.game is None:
            return None
        from ..widgets import Board

        board = Board(self.game, seed=self.seed)
        self.out.clear_output()
        with self.out:
            from IPython.display import display

            display(board)
        return board

    def measure(self) -> Any:
        """``dl.evaluate`` on the design: the table and the plot."""
        if self.game is None:
            return None
        from .evaluate import evaluate

        self.table.value = "<p>measuring…</p>"
        result = evaluate(self.game, n=self.n, seed=self.seed, search_n=8, iterations=10, reference_n=60)
        self.table.value = result._repr_html_()
        ax = result.plot()
        buffer = io.StringIO()
        ax.figure.savefig(buffer, format="svg")
        import matplotlib.pyplot as plt

        plt.close(ax.figure)
        svg = buffer.getvalue()
        self.plot.value = svg[svg.index("<svg"):]
        return result
