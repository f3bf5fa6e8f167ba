"""The Board's coach: the hint that says why, and practice mode (``Coach``, a mixin of ``Board``).

The hint analyses the position from what the person sees (``dl.analyse``: imagined deals
consistent with his observation, each solved exactly within a budget) and says the best move,
its mean points, how many deals were solved and how, and the next best: "hint: 3-5: +6.2 points
on average over 40 imagined deals, each solved exactly; next best 2-5: +1.1". A board given a
``hint_bot`` names that bot's move instead.

Practice mode (the "practice" switch): after each of the person's moves the position before it
is analysed; a move marked a mistake or a blunder (``analysis.review.mark``) holds the bots and
offers to take it back and try again, to show the answer, or to keep the move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import ipywidgets as w

from ..i18n import using
from .common import esc
from .words import say

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from ..analysis.analyse import Analysis
    from ..bots import Chooser
    from ..games.base import State
    from ..moves import Move

__all__ = ["Coach"]


class Coach:
    """The hint and practice mode of a ``Board`` (which gives the attributes declared here)."""

    if TYPE_CHECKING:  # what Board provides
        lang: str | None
        seed: int
        hint_bot: Chooser | None
        state: State | None
        _undo: list[State]
        _pending: tuple | None

        @property
        def _deal(self) -> State: ...

        def _persons_turn(self) -> bool: ...

        def _say(self, text: str, error: bool = False) -> None: ...

        def _render(self) -> None: ...

        def _run_bots(self) -> None: ...

        def _changed(self) -> None: ...

    def _coach_controls(self, lang: str | None) -> None:
        """The practice switch and the bar shown after a mistake."""
        self._pending = None  # practice mode: (position before, analysis, move) after a mistake
        # a toggle button, not a checkbox: its text scales with a projector board's (a checkbox's cannot)
        self.practice = w.ToggleButton(value=False, description=say(lang, "practice"), icon="graduation-cap",
                                       layout=w.Layout(width="auto", margin="0 0 0 12px"))
        self.take_back_button = w.Button(description=say(lang, "take back"), icon="undo")
        self.answer_button = w.Button(description=say(lang, "show answer"), icon="lightbulb-o")
        self.keep_button = w.Button(description=say(lang, "keep it"), icon="play")
        self.take_back_button.on_click(lambda _: self.take_back())
        self.answer_button.on_click(lambda _: self.show_answer())
        self.keep_button.on_click(lambda _: self.keep_move())
        self.practice_bar = w.HBox([self.take_back_button, self.answer_button, self.keep_button],
                                   layout=w.Layout(display="none"))

    #: The hint's effort: imagined deals, and the solver's budget of positions per deal (a hint
    #: answers in well under a second on a Kozel deal: ``benchmarks/hint_time.py``).
    hint_worlds = 40
    hint_nodes = 400

    def hint(self) -> Move | None:
        """The best move by analysis, and why: its mean points over imagined deals, each solved
        exactly (``dl.analyse``), and the next best (a ``hint_bot`` given to the board names its
        move instead)."""
        if not self._persons_turn():
            return None
        p = self._deal.current
        assert p is not None  # the person's turn
        if self.hint_bot is not None:
            move = self.hint_bot.choose(self._deal.observation(p), self._deal.legal_moves())
            self._say(say(self.lang, "hint", move=f"<b>{esc(self._words(move))}</b>"))
            return move
        analysis = self._analysis(self._deal)
        self._say(self.hint_text(analysis))
        best: Move = analysis.best
        return best

    def _analysis(self, state: State) -> Analysis:
        from ..analysis.analyse import analyse

        return analyse(state, worlds=self.hint_worlds, seed=self.seed + len(state.history), nodes=self.hint_nodes)

    def _words(self, move: Move) -> str:
        """A move in words in the board's language ("заход 3-5"; the notation says "lead 3-5")."""
        with using(self.lang):
            return str(move.describe())

    def _how(self, analysis: Analysis) -> str:
        if analysis.exact:
            return say(self.lang, "over deals exact", n=analysis.worlds)
        return say(self.lang, "over deals budget", n=analysis.worlds, k=analysis.exact_worlds)

    def hint_text(self, analysis: Analysis) -> str:
        """The hint's words: "hint: 3-5: +6.2 points on average over 40 imagined deals, each solved
        exactly; next best 2-5: +1.1" (the best move in bold)."""
        first = analysis.moves[0]
        text = say(self.lang, "hint why", move=f"<b>{esc(self._words(first.move))}</b>", mean=f"{first.mean:+.1f}",
                   how=esc(self._how(analysis)))
        if len(analysis.moves) > 1:
            second = analysis.moves[1]
            text += say(self.lang, "hint next", move=esc(self._words(second.move)), mean=f"{second.mean:+.1f}")
        else:
            text += say(self.lang, "hint only")
        return text

    # -- practice mode: stop at a mistake, offer to take it back --------------------------------------
    def _stopped_at_mistake(self, before: State) -> bool:
        """After the person's move in practice mode: if the analysis of the position before it marks
        it a mistake or a blunder (``analysis.review.mark``), hold the bots and offer to take it back."""
        from ..analysis.review import mark

        if self._deal.over or len(before.legal_moves()) < 2:
            return False
        analysis = self._analysis(before)
        played = self._deal.history[-1][1]
        assert before.current is not None  # the person had a choice there
        legal = list(before.observation(before.current).legal_moves)  # the analysis's order
        k_best, k_played = legal.index(analysis.best), legal.index(analysis.value_of(played).move)
        cost = sum(w[k_best] - w[k_played] for w in analysis.per_world) / analysis.worlds
        verdict = mark(cost)
        if verdict not in ("mistake", "blunder"):
            return False
        self._pending = (before, analysis, played)
        self.practice_bar.layout.display = ""
        self._render()
        self._say(say(self.lang, "practice mistake", move=f"<b>{esc(self._words(played))}</b>",
                      mark=say(self.lang, verdict),
                      cost=f"{cost:.1f}", how=esc(self._how(analysis))), error=True)
        return True

    def _drop_pending(self) -> None:
        self._pending = None
        self.practice_bar.layout.display = "none"

    def take_back(self) -> None:
        """Practice mode, after a mistake: the move is taken back; try another (the answer is not shown)."""
        if self._pending is None:
            return
        before = self._pending[0]
        self._pending = None
        self.practice_bar.layout.display = "none"
        if self._undo:
            self._undo.pop()
        self.state = before
        self._changed()
        self._render()
        self._say(say(self.lang, "try again"))

    def show_answer(self) -> None:
        """Practice mode, after a mistake: say the best move and why (take it back or keep yours)."""
        if self._pending is None:
            return
        self._say(say(self.lang, "answer", text=self.hint_text(self._pending[1])))

    def keep_move(self) -> None:
        """Practice mode, after a mistake: keep the move and let the others play on."""
        if self._pending is None:
            return
        self._pending = None
        self.practice_bar.layout.display = "none"
        self._say("")
        self._run_bots()
