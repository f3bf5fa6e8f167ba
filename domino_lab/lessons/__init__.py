"""The lessons' exercises: questions with answers the engine can check.

Each lesson notebook ends with a few questions ("how many points does this move score?", "which
tiles can follow?", "is this a fish, and who made it?"). A question lives here, not in the
notebook, for two reasons: the notebook shows the question and an answer box but not the answer,
and every stored answer is derived again from the engine by the tests (``compute``), so a rule
change that alters an answer fails a test instead of teaching something false.

A lesson is a module ``lessons/lNN.py`` holding ``EXERCISES``, a list of :class:`Exercise`.
In the notebook, ``dl.exercises("03")`` shows them (a widget: answer box, "check" button, and the
solution folded away).

>>> from domino_lab import DominoSet
>>> from domino_lab.lessons import Exercise
>>> ex = Exercise("How many tiles has a double-six set?", answer=28, compute=lambda: len(DominoSet(6)),
...               solution="Seven numbers, 0 to 6: 7·8/2 = 28 pairs.")
>>> ex.check("28").right, ex.check(" 27 ").right, ex.check("many").message
(True, False, "write a whole number, such as 12: 'many' is not one")
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple

from ..errors import DominoError, SetupError
from ..i18n import _, ngettext, tr
from ..moves import Move, Play
from ..tiles import Tile, parse_tiles

__all__ = ["Exercise", "Verdict", "exercises_of", "lesson_ids", "playable", "scored", "unhinted"]

Answer = int | bool | str | frozenset  # a number, yes/no, one of the choices, or a set of tiles


class Verdict(NamedTuple):
    right: bool
    message: str


@dataclass(frozen=True)
class Exercise:
    """One question with its stored ``answer`` and the ``solution`` that explains it.

    - ``answer``: an ``int`` (the learner types a number), a ``bool`` (yes or no), a ``str`` that
      is one of ``choices`` (the learner picks one), or a set of tiles (``frozenset`` of
      :class:`Tile`; the learner types ``"1-2 3-4"``, in any order, and the empty set is ``-``).
    - ``compute``: derives the answer from the engine; the tests check ``compute() == answer``.
    - ``picture``: optional, returns what to show above the question (a state, a layout, a
      tile: anything with ``_repr_svg_``, or SVG text).
    """

    question: str
    answer: Answer
    compute: Callable[[], Any]
    solution: str
    choices: tuple[str, ...] = ()
    picture: Callable[[], Any] | None = None

    def __post_init__(self) -> None:
        if isinstance(self.answer, frozenset):
            if not all(isinstance(t, Tile) for t in self.answer):
                raise SetupError(_("a set answer holds tiles"))
        elif isinstance(self.answer, str):
            if self.answer not in self.choices:
                raise SetupError(_("the answer {answer!r} is not one of the choices {choices}", answer=self.answer,
                                    choices=self.choices))
        elif not isinstance(self.answer, int):  # bool is an int
            raise SetupError(_("an answer is a number, yes/no, a choice or a set of tiles, not {answer!r}",
                                answer=self.answer))

    @property
    def kind(self) -> str:
        """``"yes/no"``, ``"choice"``, ``"tiles"`` or ``"number"``: which answer box to show."""
        if isinstance(self.answer, bool):
            return "yes/no"
        if isinstance(self.answer, str):
            return "choice"
        if isinstance(self.answer, frozenset):
            return "tiles"
        return "number"

    def read(self, given: Any) -> Answer:
        """The learner's answer (text from the box, or a value) read as this exercise's kind;
        ``ValueError`` with a message for the learner when it cannot be read."""
        if self.kind == "yes/no":
            if isinstance(given, bool):
                return given
            word = str(given).strip().lower()
            if word in ("yes", "y", "true", "да"):
                return True
            if word in ("no", "n", "false", "нет"):
                return False
            raise ValueError(_("answer yes or no: {given!r} is neither", given=str(given)))
        if self.kind == "choice":
            if given not in self.choices:
                raise ValueError(_("pick one of: {choices}", choices=", ".join(tr(c) for c in self.choices)))
            return str(given)
        if self.kind == "tiles":
            if isinstance(given, (set, frozenset, list, tuple)):
                return frozenset(Tile.parse(t) for t in given)
            try:
                return frozenset(parse_tiles(str(given)))
            except (DominoError, ValueError) as e:
                raise ValueError(_("write tiles such as 1-2 3-4 (or - for none): {e}", e=e)) from None
        text = str(given).strip().replace("\u2212", "-")  # (the minus sign the lessons write: "he writes −2")
        if not re.fullmatch(r"[+-]?\d{1,30}", text):  # (a whole number of up to 30 digits: 10 was "not one")
            raise ValueError(_("write a whole number, such as 12: {text!r} is not one", text=text))
        return int(text)

    def check(self, given: Any) -> Verdict:
        """Whether ``given`` is the answer, with a short message for the learner."""
        try:
            value = self.read(given)
        except ValueError as e:
            return Verdict(False, str(e))
        if value == self.answer:
            return Verdict(True, _("right"))
        if self.kind == "tiles":
            assert isinstance(value, frozenset) and isinstance(self.answer, frozenset)
            missing, extra = len(self.answer - value), len(value - self.answer)
            parts = ([ngettext("{n} tile missing", "{n} tiles missing", missing)] if missing else []) + \
                ([ngettext("{n} tile too many", "{n} tiles too many", extra)] if extra else [])
            return Verdict(False, _("not quite: {what}", what=", ".join(parts)))
        if isinstance(value, int) and isinstance(self.answer, int) and self.kind == "number":
            return Verdict(False, _("not quite: too high") if value > self.answer else _("not quite: too low"))
        return Verdict(False, _("not quite"))

    def shown_answer(self) -> str:
        """The answer as the solution shows it (a choice as the answer box words it: the stored answer is
        its English, the choice the text that speaks the learner's language)."""
        if self.kind == "yes/no":
            return _("yes") if self.answer else _("no")
        if isinstance(self.answer, frozenset):
            return " ".join(str(t) for t in sorted(self.answer)) or _("none")
        return tr(next((c for c in self.choices if c == self.answer), self.answer))


def lesson_ids() -> list[str]:
    """The lessons that have exercises: ``["00", "01", "02", "02b", ...]``."""
    return sorted(m.name[1:] for m in pkgutil.iter_modules(__path__) if re.fullmatch(r"l\d\d[a-z]?", m.name))


def exercises_of(lesson: str) -> list[Exercise]:
    """The exercises of one lesson (``"03"``, ``"02b"``), in order."""
    key = str(lesson).strip().lower()
    if key not in lesson_ids():
        raise SetupError(_("there is no lesson {lesson!r} with exercises; the lessons are: {ids}", lesson=lesson,
                           ids=", ".join(lesson_ids())))
    module = importlib.import_module(f"{__name__}.l{key}")
    return list(module.EXERCISES)


# -- what the lessons' questions ask of a position --------------------------------------------------------
def playable(state: Any) -> frozenset[Tile]:
    """The tiles the player to move may lay (as single plays)."""
    return frozenset(m.tile for m in state.legal_moves() if isinstance(m, Play))


def scored(state: Any, move: str | Move) -> int:
    """What the player to move scores in play with ``move`` (a counting game's ``scored``)."""
    player, after = state.current, state.clone()
    after.play(move)
    return int(after.scored[player] - state.scored[player])


def unhinted(make: Callable[[], Any], **options: Any) -> Callable[[], str]:
    """A picture of the position ``make`` builds with the table and player 0's hand only, and no
    outline on his playable tiles (that would give the answer away); ``options`` go to
    ``draw.state_svg``."""
    from ..draw import state_svg

    return lambda: state_svg(make(), **{"playable": False, "hands": [0], **options})
