"""The exact open-hands solver: ``solve(state)``.

(First version: the plain exhaustive search of ``exhaustive``; the fast search replaces it.)
"""

from __future__ import annotations

from ..games.base import State
from .exhaustive import exhaustive
from .solution import Solution

__all__ = ["solve", "Solution"]


def solve(state: State, *, nodes: int | None = None, seconds: float | None = None) -> Solution:
    """The exact value of ``state`` with every hand and the boneyard's order open (see ``Solution``)."""
    return exhaustive(state)
