"""Type 3.2, counting laying games (счётные): points are scored during play from the open ends. Seeds 003 and 004.

One module per game; shared mechanics live in this package's base module."""

from . import (  # noqa: F401, I001  (each module registers its game, in catalogue order)
    telephone, muggins, fives, threes, threes_luck, bergen, matador, french,
)
