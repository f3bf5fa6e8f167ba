"""``Explorer``: turn a variant's knobs and see, over many seeded games, what changes."""

from __future__ import annotations

import dataclasses
from typing import Any

import ipywidgets as w

from ..bots import Greedy, Random
from ..errors import DominoError, SetupError
from ..games.base import Game
from ..i18n import _, language, ngettext, using
from ..match import play, play_match
from ..options import describe_words, rules
from ..seeds import as_seed, as_whole, fresh_seed
from ..sim import Summary, summarize
from .common import esc, figure_svg
from .words import check_lang, speaking

PROBE_DEALS = 10  # seeded deals a changed knob is tried on, to see whether it changes anything
PROBE_MATCHES = 6  # and whole matches, when the deals showed nothing
MOST_GAMES = (20, 5000)  # the games a run may play: the slider's range


def _check(game: Any, n: Any, players: Any) -> tuple[int, int]:
    """The number of games and of players an Explorer starts with, checked where the teacher typed
    them: a slider would silently move a count outside its range to its end (``n=0`` ran 20 games,
    ``players=9`` four), and a game that is none failed on its first attribute."""
    if not isinstance(game, Game):
        raise SetupError(_("an Explorer explores a game (dl.game(...) or dl.design(...)), not {what}",
                           what=format(repr(game), ".60")))
    count = as_whole(n)
    if count is None or not MOST_GAMES[0] <= count <= MOST_GAMES[1]:
        raise SetupError(_("n is the number of games a run plays: a whole number from {low} to {high}, not {n!r}",
                           low=MOST_GAMES[0], high=MOST_GAMES[1], n=n))
    return count, game.check_players(players)


class Explorer(w.VBox):
    """The options of ``game`` as controls; "run" plays ``n`` seeded games of the default rules and
    of the variant, with the same seeds and bots, and plots what the change does: how deals end
    (fish rate), deal length, and how often the leader's side wins, each with a 95% interval.
    ``seed=None`` draws a fresh seed, kept in ``seed``; ``n`` is from 20 to 5000 games, the slider's range.

    Each knob's tooltip is what the option does (``options.describe``, from the game's Options
    docstring) and what it accepts. A knob set away from the game's value is tried at once on a few
    seeded games (``PROBE_DEALS`` deals, then ``PROBE_MATCHES`` whole matches if the deals showed
    nothing), each played with the knob and without it by the same bots from the same seeds: when
    every move and every point comes out the same, a warning says so — "no effect seen", an
    observation over those games, not a proof (``no_effect``). Kozel's ``opening`` changes no deal,
    only the match's scores: the warning says it acts on whole matches."""

    def __init__(self, game: Game, n: int = 200, players: int | None = None, seed: int | None = 0,
                 lang: str | None = None) -> None:
        self.lang = check_lang(lang)
        with using(lang):
            self._build(game, n, players, seed)

    def _build(self, game: Game, n: int, players: int | None, seed: int | None) -> None:
        n, players = _check(game, n, players)
        self.game_class = type(game)
        self.base = game
        checked = as_seed(seed)  # (None: a fresh seed, kept, as dl.play_match keeps it: the probes add to it)
        self.seed = fresh_seed() if checked is None else checked
        lo, hi = game.info.players
        self.players = w.IntSlider(value=players, min=lo, max=hi, description=_("players"))
        self.n = w.IntSlider(value=n, min=MOST_GAMES[0], max=MOST_GAMES[1], step=20, description=_("games"))
        self.bots = w.Dropdown(options=["greedy", "random", "mixed"], value="mixed", description=_("bots"))
        self.matches = w.Checkbox(value=False, description=_("whole matches (match scoring knobs)"))
        self.controls = {f.name: self._control(game, f, getattr(game.options, f.name))
                         for f in dataclasses.fields(game.options)}
        self.run_button = w.Button(description=_("run"), button_style="primary", icon="play")
        self.run_button.on_click(lambda _: self.run())
        self.progress = w.IntProgress(min=0, max=1, value=0, description=_("games"))
        self.message = w.HTML()
        self.warning = w.HTML()
        self._probed: dict[tuple, list] = {}
        for control in [*self.controls.values(), self.players, self.matches, self.bots]:
            control.observe(lambda _: self._check_effect(), names="value")
        self.plot = w.HTML()
        self.table = w.HTML()
        self.result: tuple[Summary, Summary] | None = None
        grid = w.GridBox(list(self.controls.values()), layout=w.Layout(grid_template_columns="repeat(2, 360px)"))
        title = _("{name}: explore a variant", name=game.info.name_ru if language() == "ru" else game.info.name)
        super().__init__([w.HTML(f"<h3>{esc(title)}</h3>"), grid, self.warning,
                          w.HBox([self.players, self.n, self.bots]), self.matches,
                          w.HBox([self.run_button, self.progress]),
                          self.message, self.table, self.plot])

    def __repr__(self) -> str:  # what a notebook shows before the widget is live: one short line
        with using(self.lang):
            return ngettext("<Explorer: {name}, {n} knobs (run the cell to explore)>",
                            "<Explorer: {name}, {n} knobs (run the cell to explore)>", len(self.controls),
                            name=self.base.info.name_ru if language() == "ru" else self.base.info.name)

    @staticmethod
    def _control(game, f, value):
        label = f.name.replace("_", " ")
        style = {"description_width": "140px"}
        rule = rules(game)[f.name]
        what = describe_words(game, f.name)
        tip = (_("{name}: {what} Accepts {accepts}.", name=f.name, what=what, accepts=rule.accepts()) if what
               else f"{f.name}: {rule.accepts()}")
        control = Explorer._widget(rule, value, label, style)
        control.tooltip = tip
        # the Dropdown and Text views of ipywidgets 8 show no tooltip beside a description: the label
        # carries it as its title too
        control.description_allow_html = True
        control.description = f"<span title='{esc(tip)}' style='cursor:help'>{esc(label)}</span>"
        return control

    @staticmethod
    def _widget(rule, value, label, style):
        choices = rule.values() if rule.kind is not bool else None  # the option's declared values
        if choices is not None and len(choices) > 1 and value in choices:  # the game's value first
            values = [value] + [v for v in choices if v != value]
            options = values if all(isinstance(v, str) for v in values) else [(rule.show(v), v) for v in values]
            return w.Dropdown(options=options, value=value, description=label, style=style)
        if isinstance(value, bool):
            return w.Checkbox(value=value, description=label, style=style)
        if isinstance(value, int):
            return w.IntText(value=value, description=label, style=style)
        if isinstance(value, float):
            return w.FloatText(value=value, description=label, style=style)
        return w.Text(value=rule.show(value), description=label, style=style)

    def variant_options(self) -> dict:
        """The options the controls now show that differ from the defaults."""
        out = {}
        for name, control in self.controls.items():
            value = control.value
            default = getattr(self.base.options, name)
            if isinstance(control, w.Text):  # typed as text: read as the option's declaration says
                value = rules(self.base)[name].parse(value)
            if value != default:
                out[name] = value
        return out

    # -- does a knob change anything? ---------------------------------------------------------------------
    def no_effect(self) -> dict[str, str]:
        """``{option: why}`` for each knob now set away from the game's value that changed nothing
        on a few seeded games: ``PROBE_DEALS`` deals played with that knob alone changed and
        without it, by the same bots from the same seeds, gave the same moves and points; and, if
        so, ``PROBE_MATCHES`` whole matches gave the same scores too (else the knob "acts on whole
        matches"). A knob the game refuses (a wrong value, or a match it never ends) is left to "run" to
        report: the probe runs as the knob is set, where a refusal would stop the setting itself."""
        try:
            changed = self.variant_options()
        except DominoError:
            return {}
        players = self.players.value
        out = {}
        for name, value in changed.items():
            try:  # (the matches too: a target of 10**9 is a match the game stops at 1000 deals, refused)
                variant = self._variant({name: value})
                if self._deals(self.base, players) != self._deals(variant, players):
                    continue
                same_matches = self._matches(self.base, players) == self._matches(variant, players)
            except DominoError:
                continue
            shown = f"{name}={rules(self.base)[name].show(value)}"
            seen = _("{n} seeded deals of {players} players played the same with and without it", n=PROBE_DEALS,
                     players=players)
            if not same_matches:
                if not self.matches.value:
                    out[name] = _("{shown} changes no deal ({seen}), so the numbers for deals cannot move; it "
                                  "changes whole matches — tick “whole matches”", shown=shown, seen=seen)
            else:
                out[name] = _("{shown}: no effect seen — {seen}, and {m} whole matches ended with the same scores: "
                              "with {players} players it rarely or never applies", shown=shown, seen=seen,
                              m=PROBE_MATCHES, players=players)
        return out

    def _variant(self, changed: dict) -> Game:
        """The game explored with the knobs ``changed``: its other options stay the game's own (a game
        made with ``hand_size=5`` is not compared with a variant dealt the class's 7)."""
        base = {f.name: getattr(self.base.options, f.name) for f in dataclasses.fields(self.base.options)}
        return self.game_class(**{**base, **changed})

    def _deals(self, game, players: int) -> list:
        key = ("deals", players, self.bots.value)
        if game is self.base and key in self._probed:  # the game's own rules: played once per setting
            return self._probed[key]
        out = []
        for seed in range(PROBE_DEALS):
            rec = play(game, self._bots(players), seed=self.seed + seed)
            assert rec.result is not None  # a finished deal
            out.append((rec.moves, rec.result.points, rec.result.reason))
        if game is self.base:
            self._probed[key] = out
        return out

    def _matches(self, game, players: int) -> list:
        key = ("matches", players, self.bots.value)
        if game is self.base and key in self._probed:
            return self._probed[key]
        out = []
        for seed in range(PROBE_MATCHES):
            rec = play_match(game, self._bots(players), seed=self.seed + seed)
            out.append((rec.scores, rec.winner, rec.loser, len(rec.deals)))
        if game is self.base:
            self._probed[key] = out
        return out

    @speaking
    def _check_effect(self) -> None:
        found = self.no_effect()
        self.warning.value = "".join(f"<div style='color:#8a5a00'>⚠ {esc(why)}</div>" for why in found.values())

    def _bots(self, players: int):
        kind = self.bots.value
        return [Greedy() if kind == "greedy" or (kind == "mixed" and k % 2 == 0) else Random(k) for k in range(players)]

    @speaking
    def run(self) -> tuple[Summary, Summary] | None:
        """Play the games (default rules, then the variant) and show the comparison."""
        try:
            variant = self._variant(self.variant_options())
        except Exception as exc:  # a bad knob value: say which rule refused it
            self.message.value = f"<span style='color:#b00020'>{esc(exc)}</span>"
            return None
        players, n = self.players.value, self.n.value
        bots = self._bots(players)
        self.progress.max, self.progress.value = 2 * n, 0
        summaries = []
        try:
            for offset, g in ((0, self.base), (n, variant)):  # the bar counts both runs
                def advance(summary, done, total, offset=offset):
                    self.progress.value = offset + done

                summaries.append(summarize(g, n, bots, seed=self.seed, chunk=max(10, n // 20),
                                           matches=self.matches.value, on_chunk=advance))
        except DominoError as exc:  # e.g. a hand size the set cannot deal to this many players
            self.message.value = f"<span style='color:#b00020'>{esc(exc)}</span>"
            return None
        self.result = (summaries[0], summaries[1])
        changed = ", ".join(f"{k}={v!r}" for k, v in self.variant_options().items()) or _("nothing changed")
        self.message.value = (_("{n} matches each, same seeds and bots; variant: {changed}", n=n, changed=esc(changed))
                              if self.matches.value else
                              _("{n} deals each, same seeds and bots; variant: {changed}", n=n, changed=esc(changed)))
        self._show()
        return self.result

    def _show(self) -> None:
        import matplotlib.pyplot as plt

        assert self.result is not None  # shown once compared
        base, var = self.result
        # (no fish rate of whole matches: a match ends "match", never "fish", and its deals' ends are not kept, so
        # the rate would be a measured-looking 0.0% whatever the rules; dl.compare leaves it out as well)
        fish = [] if self.matches.value else [(_("fish rate"), base.fish_rate, var.fish_rate)]
        metrics = [*fish, (_("leader's side won"), base.leader_advantage, var.leader_advantage)]
        fig, axes = plt.subplots(1, 2, figsize=(8, 2.8))
        labels = [_("rules as dealt"), _("variant")]
        ax = axes[0]
        xs, heights = [], []
        errs: list[list[float]] = [[], []]
        for i, (_name, a, b) in enumerate(metrics):
            for j, r in enumerate((a, b)):
                lo, hi = r.interval
                xs.append(i * 3 + j)
                heights.append(r.value)
                errs[0].append(r.value - lo)
                errs[1].append(hi - r.value)
        ax.bar(xs, heights, yerr=errs, color=["#9bbb59", "#4f81bd"] * len(metrics), capsize=4)
        ax.set_xticks([i * 3 + 0.5 for i in range(len(metrics))], [m[0] for m in metrics])
        ax.set_ylim(0, 1)
        ax.set_title(_("rates (95% intervals)"))
        ax2 = axes[1]
        means = [base.mean_moves, var.mean_moves]
        ci = [1.96 * base.moves_stderr, 1.96 * var.moves_stderr]
        length = _("moves per match") if self.matches.value else _("moves per deal")
        ax2.bar([0, 1], means, yerr=ci, color=["#9bbb59", "#4f81bd"], capsize=4)
        ax2.set_xticks([0, 1], labels)
        ax2.set_title(length)
        axes[0].legend(handles=[plt.Rectangle((0, 0), 1, 1, color=c) for c in ("#9bbb59", "#4f81bd")],
                       labels=labels, fontsize=8, loc="upper right")
        fig.tight_layout()
        self.plot.value = figure_svg(fig)
        length = _("moves per match") if self.matches.value else _("moves per deal")
        rows = [(_("games"), base.n, var.n), *fish,
                (_("leader's side won"), base.leader_advantage, var.leader_advantage),
                (length, f"{base.mean_moves:.1f}", f"{var.mean_moves:.1f}")]
        if self.matches.value:
            rows.append((_("deals per match"), f"{base.mean_deals:.1f}", f"{var.mean_deals:.1f}"))
        body = "".join(f"<tr><td>{esc(a)}</td><td>{esc(b)}</td><td>{esc(c)}</td></tr>" for a, b, c in rows)
        self.table.value = (f"<table><thead><tr><th></th><th>{labels[0]}</th><th>{labels[1]}</th></tr></thead>"
                            f"<tbody>{body}</tbody></table>")

