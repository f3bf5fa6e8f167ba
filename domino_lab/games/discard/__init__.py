"""Type 1, discard games (сбросные): tiles leave into a pit and may come back to hands. Seed 000.

One module per game; shared mechanics live in this package's base module."""

from . import biryuk, firewood, pit  # noqa: F401, I001  (each module registers its game, in catalogue order)
