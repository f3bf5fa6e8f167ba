"""``dl.Designer()``: compose a game from the parts of the catalogue's games, with drop-downs."""

from __future__ import annotations

import io
import json
from typing import Any

import ipywidgets as w

from ..errors import SetupError
from ..games.registry import game_class, resolve
from ..i18n import _, language, ngettext, using
from ..seeds import as_seed, fresh_seed
from ..widgets.common import esc
from ..widgets.words import check_lang, speaking
from .compose import design
from .parts import ENGINES, KINDS, check_kind, covered, mechanics, part_of
from .words import _kind_word

__all__ = ["Designer"]


class Designer(w.VBox):
    """Pick a base game and, kind by kind, a part of another game; the spec and any conflict show
    as you go. *play* opens a Board on the design; *measure* shows ``dl.evaluate``'s table and plot
    (``n`` deals). ``lang="ru"`` speaks Russian (by default the designer speaks ``dl.language()``). ``seed=None``
    draws a fresh seed, kept in ``seed``: every "measure" and "play" of the designer starts from it."""

    def __init__(self, base: str = "kozel", n: int = 200, seed: int = 0, lang: str | None = None,
                 **parts: str) -> None:
        self.lang = check_lang(lang)
        with using(lang):
            self._build(base, n, seed, parts)

    def _build(self, base: str, n: int, seed: int, parts: dict[str, str]) -> None:
        for kind in parts:  # (refused here, in the cell typed: not ignored, nor found at "measure" in a callback)
            check_kind(kind)
        from .evaluate import _count

        # seed=None: a fresh seed, kept, as dl.Explorer and dl.GamePicker keep it (each "measure" measures the same
        # deals; it measured new ones on every click, and a board's match was another's)
        checked = as_seed(seed)
        self.n, self.seed = _count("n", n, 2), fresh_seed() if checked is None else checked
        self.game: Any = None
        ru = language() == "ru"
        style = {"description_width": "130px" if ru else "110px"}
        base = resolve(base)
        bases = [(game_class(g).info.name_ru, g) for g in covered()] if ru else covered()
        self.base = w.Dropdown(options=bases, value=base, description=_("base game"), style=style)
        self.parts = {}
        for kind in KINDS:
            options = [(_("(the base's own)"), "")]
            for p in mechanics(kind):
                name = game_class(p.name).info.name_ru if ru else p.name
                if p.engine != "laying":  # (a part of another engine says which)
                    name += " — " + (ENGINES[p.engine][1] if ru else ENGINES[p.engine][0])
                options.append((ngettext("{name} ({n} game)", "{name} ({n} games)", len(p.games), name=name), p.name))
            chosen = part_of(parts[kind], kind).name if parts.get(kind) else ""  # (a game id names its part)
            self.parts[kind] = w.Dropdown(options=options, value=chosen, description=_kind_word(kind),
                                          style=style,
                                          layout=w.Layout(width="350px" if ru else "330px"))
        self.spec_box = w.HTML()
        self.message = w.HTML()
        self.play_button = w.Button(description=_("play"), icon="play", button_style="primary")
        self.measure_button = w.Button(description=_("measure"), icon="bar-chart")
        self.play_button.on_click(lambda _: self.play())
        self.measure_button.on_click(lambda _: self.measure())
        self.out = w.Output()
        self.table = w.HTML()
        self.plot = w.HTML()
        for control in [self.base, *self.parts.values()]:
            control.observe(lambda _: self.update(), names="value")
        columns = "repeat(3, 360px)" if ru else "repeat(3, 340px)"
        grid = w.GridBox(list(self.parts.values()), layout=w.Layout(grid_template_columns=columns))
        title = _("Design your own game")
        super().__init__([w.HTML(f"<h3>{esc(title)}</h3>"), self.base, grid, self.spec_box,
                          self.message,
                          w.HBox([self.play_button, self.measure_button]), self.table, self.plot, self.out])
        self.update()

    @speaking
    def __repr__(self) -> str:
        what = self.game.describe() if self.game is not None else _("a refused design")
        return _("<Designer: {what} (run the cell to design)>", what=what)

    def chosen(self) -> dict[str, Any]:
        return {k: c.value for k, c in self.parts.items() if c.value}

    @speaking
    def update(self) -> Any:
        """Compose the chosen parts; show the spec, or the conflict that refuses them."""
        try:
            self.game = design(self.base.value, **self.chosen())
        except SetupError as exc:
            self.game = None
            refused = _("refused:")
            self.message.value = f"<p style='color:#b00'><b>{esc(refused)}</b> {esc(str(exc))}</p>"
            self.spec_box.value = ""
            self.play_button.disabled = self.measure_button.disabled = True
            return None
        together = _("these parts work together")
        self.message.value = f"<p style='color:#070'>{esc(together)}</p>"
        spec = json.dumps({k: v for k, v in self.game.spec().items() if k != "about"})  # (its words: just above)
        self.spec_box.value = (f"<p><b>{esc(self.game.describe())}</b><br><code>{esc(spec)}</code></p>")
        self.play_button.disabled = self.measure_button.disabled = False
        return self.game

    def play(self) -> Any:
        """A Board on the design (you in seat 0, Greedy bots elsewhere)."""
        if self.game is None:
            return None
        from ..widgets import Board

        board = Board(self.game, seed=self.seed, lang=self.lang)
        self.out.clear_output()
        with self.out:
            from IPython.display import display

            display(board)
        return board

    @speaking
    def measure(self) -> Any:
        """``dl.evaluate`` on the design: the table and the plot."""
        if self.game is None:
            return None
        from .evaluate import evaluate

        measuring = _("measuring…")
        self.table.value = f"<p>{esc(measuring)}</p>"
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
