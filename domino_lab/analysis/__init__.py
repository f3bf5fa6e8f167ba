"""Exact analysis of positions: ``solve`` (the open-hands solver) and its ``Solution``."""

from . import bot  # noqa: F401  (files the Analyst among the bots by name: dl.bots.make("analyst"))
from .solve import Solution, solve

__all__ = ["solve", "Solution"]
