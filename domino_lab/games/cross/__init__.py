"""Type 3.1 laying games with a cross layout: four arms from a central double. Seeds 000 and 003.

One module per game; shared mechanics live in this package's base module."""

from . import donkey, odd_even  # noqa: F401, I001  (each module registers its game, in catalogue order)
