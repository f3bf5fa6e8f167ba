"""A game's catalogue entry, ``GameInfo``: where it sits in seed 000's taxonomy and where its rules
are (and ``players_text``, a range of players in words).

The engine's ``Game`` reads its entry from here; the catalogue (``registry``) files the entries
and names them as before (``from domino_lab.games.registry import GameInfo, register``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import SetupError
from ..i18n import _

__all__ = ["GameInfo", "FAMILIES", "SUBTYPES", "FORMS", "players_text"]

FAMILIES = ("discard", "collecting", "laying")
SUBTYPES = ("1", "2.1", "2.2", "3.1", "3.2", "3.3")
# Seed 000's layout forms of pure laying games: «цепь, крест, ряд, рамка, поле, лучи»
FORMS = ("chain", "cross", "row", "frame", "field", "rays")


@dataclass(frozen=True)
class GameInfo:
    """A catalogue entry: where the game sits in seed 000's taxonomy and where its rules are.

    ``family`` and ``subtype`` are seed 000's types (discard 1; collecting 2.1, 2.2; laying 3.1,
    3.2, 3.3); ``form`` is the book's layout form («цепь, крест, ряд, рамка, поле, лучи»: chain,
    cross, row, frame, field, rays; ``""`` for a game that lays no chain or cross), which every
    pure laying game (3.1) has; ``layout`` is the package's finer layout, ours, not the book's
    ("line", "one-way", "trains", "parallel", "fixed", "cross", "house", "single", "stack", "draw",
    "tricks", "chests"); ``players`` the (fewest, most) players; ``seed`` the seed documents that
    describe it ("000+003"); ``aliases`` other names ``dl.game`` accepts.
    """

    id: str
    name: str
    name_ru: str
    family: str
    subtype: str
    form: str
    players: tuple[int, int]
    seed: str
    summary: str = ""
    aliases: tuple[str, ...] = ()
    layout: str = ""

    def __post_init__(self) -> None:
        if not self.id.isidentifier() or self.id != self.id.lower():
            raise SetupError(_("a game id is a lower-case Python name, not {id!r}", id=self.id))
        if self.family not in FAMILIES:
            raise SetupError(_("{id}: family must be one of {v}, not {family!r}", id=self.id, v=', '.join(FAMILIES),
                               family=self.family))
        if self.subtype not in SUBTYPES:
            raise SetupError(_("{id}: subtype must be one of {v}, not {subtype!r}", id=self.id, v=', '.join(SUBTYPES),
                               subtype=self.subtype))
        if self.form and self.form not in FORMS or self.subtype == "3.1" and not self.form:
            raise SetupError(_("{id}: form is one of the book's forms ({v}), not {form!r}", id=self.id,
                               v=', '.join(FORMS), form=self.form))
        lo, hi = self.players
        if not 1 <= lo <= hi:
            raise SetupError(_("{id}: players must be (fewest, most), not {players!r}", id=self.id,
                               players=self.players))


def players_text(players: tuple[int, int]) -> str:
    """A range of players in words, in the current language: ``"4"`` for (4, 4), ``"2 to 4"`` for (2, 4)
    ("от 2 до 4": a Russian refusal said "играют 2 to 4 игроков")."""
    lo, hi = players
    return f"{lo}" if lo == hi else _("{lo} to {hi}", lo=lo, hi=hi)
