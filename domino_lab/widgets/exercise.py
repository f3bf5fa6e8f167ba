"""``Exercises``: a lesson's questions with answer boxes, a "check" button each, and the
solutions folded away (``dl.exercises("03")``)."""

from __future__ import annotations

import ipywidgets as w

from ..i18n import _, ngettext, tr, using
from ..lessons import Exercise, exercises_of
from .common import esc
from .words import check_lang, speaking


def _picture_html(thing) -> str:
    svg = thing if isinstance(thing, str) else thing._repr_svg_()
    return f"<div style='overflow-x:auto'>{svg}</div>"


class ExerciseBox(w.VBox):
    """One question: its picture, an answer box fitting the kind of answer (a number, yes/no, a
    choice, tiles typed as ``1-2 3-4``), a "check" button with the verdict, and a folded
    solution."""

    def __init__(self, exercise: Exercise, number: int = 1, lang: str | None = None):
        self.exercise, self.lang = exercise, check_lang(lang)
        with using(lang):
            self._build(exercise, number)

    def _build(self, exercise: Exercise, number: int) -> None:
        question = w.HTML(f"<b>{number}.</b> {tr(exercise.question)}", layout=w.Layout(max_width="640px"))
        parts: list[w.Widget] = [question]
        if exercise.kind == "yes/no":
            self.answer: w.ValueWidget = w.ToggleButtons(options=[(_("yes"), "yes"), (_("no"), "no")], value=None)
        elif exercise.kind == "choice":
            self.answer = w.RadioButtons(options=[(tr(c), c) for c in exercise.choices], value=None,
                                         layout=w.Layout(width="max-content"))
        else:
            hint = _("tiles, such as 1-2 3-4 (- for none)") if exercise.kind == "tiles" else _("a number")
            # checked on Enter (or on leaving the box): the value is sent then, not on every key
            self.answer = w.Text(placeholder=hint, continuous_update=False, layout=w.Layout(width="260px"))
            self.answer.observe(lambda _: self.check(), names="value")
        self.check_button = w.Button(description=_("check"), icon="check", layout=w.Layout(width="auto"))
        self.check_button.on_click(lambda _: self.check())
        self.verdict = w.HTML()
        answer = _("Answer: {answer}.", answer=esc(exercise.shown_answer()))
        solution = w.HTML(f"<p><b>{answer}</b> {tr(exercise.solution)}</p>")
        self.solution = w.Accordion(children=[solution], selected_index=None)
        self.solution.set_title(0, _("solution"))
        parts += [w.HBox([self.answer, self.check_button, self.verdict], layout=w.Layout(align_items="center")),
                  self.solution]
        text = w.VBox(parts, layout=w.Layout(flex="1 1 360px", min_width="0"))
        if exercise.picture is None:
            super().__init__([text], layout=w.Layout(margin="0 0 14px 0"))
            return
        # the picture beside the question (below it on a narrow screen): a question as tall as its picture
        picture = w.HTML(_picture_html(exercise.picture()), layout=w.Layout(flex="0 1 auto", margin="0 16px 0 0"))
        super().__init__([w.HBox([picture, text], layout=w.Layout(flex_flow="row wrap", align_items="flex-start"))],
                         layout=w.Layout(margin="0 0 14px 0"))

    @speaking
    def check(self) -> bool:
        """Check what is in the answer box; the verdict shows beside the button."""
        given = self.answer.value
        if given is None or given == "":
            first = _("answer first")
            self.verdict.value = f"<span style='color:#666'>{esc(first)}</span>"
            return False
        right, message = self.exercise.check(given)
        color, mark = ("#1a7f37", "✔") if right else ("#b42318", "✘")
        self.verdict.value = f"<span style='color:{color}'>{mark} {esc(message)}</span>"
        return right


class Exercises(w.VBox):
    """The exercises of one lesson, numbered, one question at a time (a tab each): the block is
    as tall as its tallest question, not as all of them together."""

    def __init__(self, lesson: str, lang: str | None = None):
        self.lesson, self.lang = str(lesson), lang
        with using(lang):  # (a lesson that does not exist is refused in that language too)
            exercises = exercises_of(lesson)
            titles = [_("question {k}", k=k) for k in range(1, len(exercises) + 1)]
        self.boxes = [ExerciseBox(ex, k, lang) for k, ex in enumerate(exercises, start=1)]
        self.tabs = w.Tab(children=self.boxes, titles=titles)
        super().__init__([self.tabs] if self.boxes else [])

    def __repr__(self) -> str:  # what a notebook shows before the widget is live
        with using(self.lang):
            return ngettext("<Exercises of lesson {lesson}: {n} questions (run the cell to answer them)>",
                            "<Exercises of lesson {lesson}: {n} questions (run the cell to answer them)>",
                            len(self.boxes), lesson=self.lesson)
