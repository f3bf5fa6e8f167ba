"""Chance inside a deal, in one place.

A deal is random twice over: the shuffle that deals it (``Game.deal``: from a seed, or from an
explicit ``order`` of the set), and the tiles that come out of hiding while it is played (a tile
drawn from the face-down boneyard, a tile taken blind from another player's hand). Every one of
the latter goes through the deal's ``chance`` object::

    tile = state.chance.pick(candidates, kind)

``kind`` is ``"boneyard"`` (the next tile of the face-down boneyard) or ``"blind"`` (one of a
hand's tiles, unseen). ``SeededChance``, every deal's own, plays the game as it is dealt: a draw is
the boneyard's top tile (the order the seed shuffled, so the same seed gives the same deal) and a
blind pick comes from a random stream seeded with the deal. Code that wants chance to be
explicit — an OpenSpiel chance node, a test that needs a particular draw — puts another object
with a ``pick`` method in ``state.chance``: every outcome is then its choice.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from ..tiles import Tile, by_ends

__all__ = ["Chance", "SeededChance", "KINDS"]

KINDS = ("boneyard", "blind")


class Chance(Protocol):
    """What decides a deal's hidden outcomes: ``pick`` one of ``candidates`` (``kind`` says which
    chance it is, one of ``KINDS``)."""

    def pick(self, candidates: Sequence[Tile], kind: str) -> Tile: ...


class SeededChance:
    """A deal's own chance: the boneyard's top tile for a draw; a seeded random choice (among the
    candidates in tile order) for a blind pick."""

    __slots__ = ("seed", "_rng")

    def __init__(self, seed: int | str | None = None):
        self.seed = seed
        self._rng: random.Random | None = None

    def pick(self, candidates: Sequence[Tile], kind: str) -> Tile:
        if kind == "boneyard":
            return candidates[-1]
        if self._rng is None:
            self._rng = random.Random(f"blind {self.seed}")
        return self._rng.choice(sorted(candidates, key=by_ends))  # (tile order, by a key read in C)

    def clone(self) -> SeededChance:
        new = SeededChance(self.seed)
        if self._rng is not None:
            new._rng = random.Random()
            new._rng.setstate(self._rng.getstate())
        return new

    def __repr__(self):
        return f"SeededChance({self.seed!r})"
