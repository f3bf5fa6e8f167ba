"""Exercises of lesson 01, the taxonomy."""

from __future__ import annotations

from ..games.registry import catalogue, game
from ..i18n import msg
from . import Exercise


def _family(game_id: str) -> str:
    return game(game_id).info.family


def _count(family: str) -> int:
    return sum(1 for info in catalogue() if info.family == family)


def _trick_games() -> str:
    """The names of the games won in tricks, as one text (``"Forty-Two (Texas 42)"`` holds "Forty-Two")."""
    return " / ".join(info.name for info in catalogue() if info.layout == "tricks")


EXERCISES = [
    Exercise(
        msg("Pit (<i>Яма</i>) lays tiles in a chain, end to end, like Kozel. On which principle does the "
            "book place it?"),
        answer="discard", choices=(msg("discard"), msg("collecting"), msg("laying")),
        compute=lambda: _family("pit"),
        solution=msg("What decides is what happens to the tiles, not how they lie: in Pit a closed chain "
                     "goes into the pit (<i>яма</i>) and can come back into a hand, so it is a discard game "
                     "(subtype 1), though it looks like a laying game."),
    ),
    Exercise(
        msg("How many of the package's 33 games are laying games (<i>выкладные</i>)?"),
        answer=23, compute=lambda: _count("laying"),
        solution=msg("<code>sum(g.family == 'laying' for g in dl.catalogue())</code>: the pure laying games "
                     "(3.1, by the form of the layout), the counting ones (3.2) and Sausage (3.3). Laying is "
                     "by far the largest principle in the seeds; discard has 3 games and collecting 7."),
    ),
    Exercise(
        msg("Which of these is a collecting game whose tiles are won in tricks, like a card game?"),
        answer="Forty-Two", choices=(msg("Kozel"), msg("Forty-Two"), msg("Telephone"), msg("Firewood")),
        compute=lambda: next(c for c in ("Kozel", "Forty-Two", "Telephone", "Firewood") if c in _trick_games()),
        solution=msg("Forty-Two (subtype 2.2, collecting from the table): four players bid, the winner names "
                     "trumps, and each trick's tiles go to the side that takes it. Bingo and Candelabra are "
                     "played the same way."),
    ),
]
