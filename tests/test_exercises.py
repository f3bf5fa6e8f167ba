"""The lessons' exercises: every stored answer is the one the engine computes, the answer boxes
accept the answer and refuse a wrong one, and every lesson notebook ends with its exercises."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

import domino_lab as dl
from domino_lab.errors import SetupError
from domino_lab.lessons import Exercise, exercises_of, lesson_ids

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
LESSONS = ["00", "01", "02", "02b", "03", "03b", "04", "04b", "05", "07", "08", "09", "10", "11"]
ALL = [(lesson, k) for lesson in lesson_ids() for k in range(len(exercises_of(lesson)))]


def normal(value):
    """A computed answer as exercises store it (a list or set of tiles is a frozenset)."""
    if isinstance(value, (list, tuple, set)):
        return frozenset(value)
    return value


def typed(ex: Exercise, value) -> str:
    """What a learner types or picks for ``value``."""
    if isinstance(value, frozenset):
        return " ".join(map(str, sorted(value))) or "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def wrong(ex: Exercise):
    if ex.kind == "yes/no":
        return not ex.answer
    if ex.kind == "choice":
        return next(c for c in ex.choices if c != ex.answer)
    if ex.kind == "tiles":
        return ex.answer ^ {dl.Tile(0, 0)}
    return ex.answer + 1


def test_every_lesson_has_two_to_four_exercises():
    assert lesson_ids() == sorted(LESSONS)
    for lesson in LESSONS:
        assert 2 <= len(exercises_of(lesson)) <= 4, lesson


@pytest.mark.parametrize("lesson,k", ALL, ids=[f"{lesson}-{k + 1}" for lesson, k in ALL])
def test_stored_answer_is_what_the_engine_computes(lesson, k):
    ex = exercises_of(lesson)[k]
    assert normal(ex.compute()) == ex.answer
    assert ex.check(typed(ex, ex.answer)).right
    assert not ex.check(typed(ex, wrong(ex))).right
    assert ex.solution.strip() and ex.question.strip()
    if ex.picture is not None:
        picture = ex.picture()
        assert "<svg" in (picture if isinstance(picture, str) else picture._repr_svg_())


@pytest.mark.parametrize("lesson", LESSONS)
def test_lesson_notebook_ends_with_its_exercises(lesson):
    (path,) = NOTEBOOKS.glob(f"{lesson}_*.ipynb")
    cells = nbformat.read(path, as_version=4).cells
    heads = [i for i, c in enumerate(cells)
             if c.cell_type == "markdown" and c.source.lstrip().startswith("## Exercises")]
    assert heads, f"{path.name} has no '## Exercises' section"
    rest = cells[heads[-1]:]
    assert any(c.cell_type == "code" and f'dl.exercises("{lesson}")' in c.source for c in rest)
    assert not any(c.cell_type == "markdown" and c.source.lstrip().startswith("## ") for c in rest[1:]), \
        "the exercises are the lesson's last section"


@pytest.mark.parametrize("lesson", LESSONS)
def test_the_widget_checks_answers_and_folds_solutions(lesson):
    widget = dl.exercises(lesson)
    for box in widget.boxes:
        ex = box.exercise
        assert box.solution.selected_index is None  # folded
        assert not box.check()  # nothing answered yet
        box.answer.value = typed(ex, wrong(ex))
        assert not box.check() and "✘" in box.verdict.value
        box.answer.value = typed(ex, ex.answer)
        assert box.check() and "✔" in box.verdict.value


def test_answers_are_read_kindly():
    ex = Exercise("Which tiles?", answer=frozenset({dl.Tile(1, 2), dl.Tile(3, 4)}),
                  compute=lambda: None, solution=".")
    assert ex.check("4-3, 1-2").right
    assert ex.check("1-2").message == "not quite: 1 tile missing"
    assert ex.check("1-2 3-4 5-5").message == "not quite: 1 tile too many"
    assert "write tiles such as 1-2 3-4" in ex.check("1-x").message
    yes = Exercise("Fish?", answer=True, compute=lambda: True, solution=".")
    assert yes.check("Yes").right and yes.check("да").right and not yes.check("no").right
    assert "answer yes or no" in yes.check("maybe").message


def test_a_bad_exercise_or_lesson_is_refused():
    with pytest.raises(SetupError, match="not one of the choices"):
        Exercise("?", answer="c", compute=lambda: "c", solution=".", choices=("a", "b"))
    with pytest.raises(SetupError, match="a set answer holds tiles"):
        Exercise("?", answer=frozenset({"1-2"}), compute=lambda: None, solution=".")
    with pytest.raises(SetupError, match="there is no lesson '99'"):
        exercises_of("99")
