"""The variant designer: new games composed from the parts of the catalogue's 33 games, on the
laying, discard, collecting and trick engines (``mechanics``, ``design``; ``evaluate`` measures a
design)."""

from .. import match as _match
from .compose import Designed, design
from .parts import KINDS, Part, covered, mechanics, part_of
from .words import describe

_match.designer[:] = [design]  # a saved design's record names its game by its spec, which dl.design rebuilds

__all__ = ["KINDS", "Part", "Designed", "covered", "describe", "design", "mechanics", "part_of"]
