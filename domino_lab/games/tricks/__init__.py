"""Type 2.2, collecting from the table: tiles gain ranks and are won in tricks. Seed 000.

One module per game; shared mechanics live in this package's base module."""

from . import (  # noqa: F401, I001  (each module registers its game, in catalogue order)
    bingo, forty_two, candelabra, seven_dwarfs,
)
