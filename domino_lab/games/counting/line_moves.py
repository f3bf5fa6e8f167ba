"""The line-scoring family's words for its moves (``line_scoring``): a play that says how its double lies or
which way its wild tile turns, and the phrase that names the open ends in a refusal. Kept apart from the
family's state and game so that ``line_scoring`` stays one readable module."""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import _
from ...moves import Play

__all__ = ["LinePlay", "ends_text"]


@dataclass(frozen=True, repr=False)
class LinePlay(Play):
    """A play with a choice the rules leave to the player: a double laid ``across`` (True:
    crosswise, said plainly ``4-4 on 4``) or lengthwise (False: ``4-4 on 4, lengthwise``), or a
    wild tile turned so that the number ``out`` faces away (``6-1 on 3, 6 out``)."""

    across: bool | None = None
    out: int | None = None

    def __str__(self) -> str:
        text = super().__str__()
        if self.across is False:
            text += ", lengthwise"
        if self.out is not None:
            text += f", {self.out} out"
        return text

    def describe(self) -> str:
        text = super().describe()
        if self.across is False:
            text += _(", lengthwise")
        if self.out is not None:
            text += _(", {n} out", n=self.out)
        return text


def ends_text(values) -> str:
    """``the open end 3`` / ``the open ends 3 and 4``."""
    values = list(values)
    if len(values) == 1:
        return _("the open end {value}", value=values[0])
    return _("the open ends {values} and {last}", values=", ".join(map(str, values[:-1])), last=values[-1])
