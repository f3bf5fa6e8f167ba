"""Exercises of lesson 11, design your own game: which part moves a figure, which parts are
refused together, and which games share a part. Each answer is computed by the designer and the
simulator (a seeded run of well under a second)."""

from __future__ import annotations

from typing import Any

from ..bots import Random
from ..design import design, part_of
from ..errors import SetupError
from ..i18n import msg
from ..sim import summarize
from . import Exercise

DRAWS = ("classic", "seven", "milky_way")


def _fish_jump() -> str:
    """Of Kozel's draw parts ``DRAWS``, the one with the highest fish rate over 400 two-player
    deals between Random bots (seed 11)."""
    rates = {d: summarize(design("kozel", draw=d), 400, [Random(0), Random(1)], seed=11).fish_rate.value
             for d in DRAWS}
    return max(DRAWS, key=rates.__getitem__)


def _composes(**parts: Any) -> bool:
    try:
        design("muggins", **parts)
    except SetupError:
        return False
    return True


EXERCISES = [
    Exercise(
        msg("Two-player Kozel, Random bots, 400 deals from seed 11. Which draw part makes the fish rate jump: "
        "Classic's (draw until a tile fits), Seven's (draw one) or the Milky Way's (pass at once)? "
        "<code>dl.design(\"kozel\", draw=...)</code>"),
        answer="milky_way", choices=DRAWS, compute=_fish_jump,
        solution=msg("The Milky Way's: a player who cannot play passes at once, so the boneyard never rescues "
                 "a blocked chain. About 70% of the deals end in a fish, against about 17% when a stuck "
                 "player draws until a tile fits (and about 45% when he draws one)."),
    ),
    Exercise(
        msg("Does <code>dl.design(\"muggins\", matching=\"matador\")</code> — Muggins' cross with Matador's "
        "sum-to-seven matching — compose?"),
        answer=False, compute=lambda: _composes(matching="matador"),
        solution=msg("No: the designer refuses it at once. Matador's matching places a tile by the "
                 "line-scoring games' own rules (which half touches, a blank as a wild tile), and the cross "
                 "has none of them. The error says so, and what would resolve it: a line-scoring layout."),
    ),
    Exercise(
        msg("How many games of the catalogue play with Kozel's teams (partners opposite, four players)?"),
        answer=2, compute=lambda: len(part_of("kozel", "teams").games),
        solution=msg("Two: Kozel and Donkey (<code>dl.mechanics(\"teams\")</code> lists every part with its "
                 "games). Sea Goat, General and Telephone pair their players by rules of their own."),
    ),
]
