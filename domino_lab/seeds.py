"""Seeds: the one conversion every entry point that takes a seed uses; and the checks of the other
plain arguments entry points share: a count (``as_whole``), a switch (``check_switches``), an
executor (``is_executor``), a picture's size (``check_pixels``).

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

import math
import numbers
import operator
import random
from typing import Any, SupportsIndex

from .errors import SetupError
from .i18n import _

__all__ = ["as_seed", "as_whole", "check_pixels", "check_switches", "fresh_seed", "is_executor"]


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


def as_whole(value: object) -> int | None:
    """``value`` as a Python ``int`` where it is a whole number (a numpy integer too: a count or a
    player read from a DataFrame), else None (``True`` is no count). The callers say what they wanted.

    >>> import numpy as np
    >>> as_whole(np.int64(3)), as_whole(3.0), as_whole(True)
    (3, None, None)
    """
    if type(value) is int:
        return value
    if isinstance(value, bool) or not isinstance(value, SupportsIndex):
        return None
    return operator.index(value)


def check_switches(**switches: Any) -> None:
    """Switches (``dl.summarize``'s ``matches``, a Board's ``show_all``...) are True or False: any
    other value was read by its truth, so ``matches="no"`` played whole matches and
    ``show_all="no"`` showed every hand face up on a learner's board. A ``SetupError`` names it.

    >>> check_switches(matches=False, progress=True)
    >>> check_switches(matches="no")
    Traceback (most recent call last):
    ...
    domino_lab.errors.SetupError: matches is a switch, True or False, not 'no'
    """
    for name, value in switches.items():
        if not isinstance(value, bool):
            raise SetupError(_("{name} is a switch, True or False, not {value!r}", name=name, value=value))


def fresh_seed() -> int:
    """A new 63-bit seed from the operating system's randomness (for a deal asked with ``seed=None``
    that must still replay)."""
    return random.SystemRandom().getrandbits(63)


def is_executor(executor: object) -> bool:
    """Whether ``executor`` can run chunks of work: an object with a ``submit`` method (any
    ``concurrent.futures.Executor``, a Dask client's), not its class, whose ``submit`` is there too
    (``executor=ThreadPoolExecutor`` was taken and failed with a raw ``AttributeError`` at the first
    chunk). The callers name the argument and what it runs.

    >>> from concurrent.futures import ThreadPoolExecutor
    >>> is_executor(ThreadPoolExecutor(1)), is_executor(ThreadPoolExecutor), is_executor(5)
    (True, False, False)
    """
    return not isinstance(executor, type) and callable(getattr(executor, "submit", None))


def check_pixels(name: str, value: object, optional: bool = False) -> None:
    """A picture's size in pixels (``dl.draw``'s ``size`` and ``width``): a finite number above 0
    (``None`` too where ``optional``: the default size). ``size=0`` drew a picture no one sees,
    ``size=-48`` one with a negative width, ``size="48"`` was a raw ``TypeError``.

    >>> check_pixels("size", 48), check_pixels("width", None, optional=True)
    (None, None)
    >>> check_pixels("size", 0)
    Traceback (most recent call last):
    ...
    domino_lab.errors.SetupError: size is a picture's size in pixels: a number above 0, not 0
    """
    if value is None and optional:
        return
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or not math.isfinite(value) or value <= 0:
        raise SetupError(_("{name} is a picture's size in pixels: a number above 0, not {value!r:.40}", name=name,
                           value=value))
