"""What the fast paths left (the counted chain line, ``games.counting.counted_line``; Wagons' loop,
``wagons_path`` with ``counted_wagons`` and ``logged``) read of a game before they play it: whether
its state lays and counts as the counting family does (``_counting_laid``, ``_family_count``), and
a tile's place in the set by its id (``ranks``; ``_bits_by_id``, its bit in the masks, which
Ladder's rules read too). Nothing here is a promise a game makes: a hook the game writes is called.
(The hooked loop these were written for, ``hooked_path``, was retired on 2026-12-05: the engine
plays its games, Telephone and Donkey the last, at 0.71x abw333's ``dominoes`` or more.)
"""

from __future__ import annotations

import functools
from typing import Any


@functools.cache
def _counting_laid(cls: Any) -> bool:
    """Whether the state class's ``_laid`` is the counting family's (it asks ``play_points`` and
    awards what it gives)."""
    return cls._laid is _counting().CountingState._laid


@functools.cache
def _family_count(cls: Any) -> bool:
    """Whether the game counts as the counting family does: ``end_points`` of ``open_end_total``
    (``CountingGame.play_points`` and ``count``), which on a cross is its ``counted_total``."""
    return bool(_counting().counts_as_family(cls))  # (the family's own test: counting.base)


@functools.cache
def _counting() -> Any:
    """The counting family's module (imported when first asked: that family is built on this one)."""
    from ..counting import base
    return base
