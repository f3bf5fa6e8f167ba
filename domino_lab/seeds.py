"""Seeds: the one conversion every entry point that takes a seed uses.

A seed is any whole number (a numpy integer too, through ``operator.index``); ``None`` asks for a
fresh one. ``dl.play``, ``dl.play_match`` and ``dl.Match`` draw that fresh seed themselves and
record it, so every record replays; ``Game.deal(seed=None)`` deals from the operating system's
randomness.

>>> as_seed(7), as_seed(None)
(7, None)
>>> as_seed("7")
Traceback (most recent call last):
...
domino_lab.errors.SetupError: a seed is a whole number (or None for a fresh one), not '7'
"""

from __future__ import annotations

import operator
import random
from typing import SupportsIndex

from .errors import SetupError
from .i18n import _

__all__ = ["as_seed", "fresh_seed"]


def as_seed(seed: SupportsIndex | None) -> int | None:
    """``seed`` as a Python ``int`` (``None`` stays ``None``); a ``SetupError`` for anything that is
    not a whole number (a string, a float, True)."""
    if seed is None or type(seed) is int:
        return seed
    if not isinstance(seed, bool):
        try:
            return operator.index(seed)
        except TypeError:
            pass
    raise SetupError(_("a seed is a whole number (or None for a fresh one), not {seed!r}", seed=seed))


def fresh_seed() -> int:
    """A new 63-bit seed from the operating system's randomness (for a deal asked with ``seed=None``
    that must still replay)."""
    return random.SystemRandom().getrandbits(63)
