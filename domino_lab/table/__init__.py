"""Layouts: where tiles lie on the table and which ends are open.

A layout knows nothing of turns or scores. It answers three questions for the rules: which
ends are open (and what they show), where a tile may go, and what the table looks like after it
goes there. Every layout offers the same small interface (see ``Layout``), so the engine, the
drawings and the graphs work with any of them.
"""

from .base import End, Layout, Placed
from .line import LineLayout

__all__ = ["End", "Layout", "Placed", "LineLayout"]
