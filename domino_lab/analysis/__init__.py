"""Exact analysis of positions: ``solve`` (the open-hands solver) and its ``Solution``."""

from .solve import Solution, solve

__all__ = ["solve", "Solution"]
