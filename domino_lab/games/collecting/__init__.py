"""Type 2.1, pure collecting games (наборные): draw from the face-down boneyard; most wins. Seed 000.

One module per game; shared mechanics live in this package's base module."""

from . import spark, sharing, roulette  # noqa: F401, I001  (each module registers its game, in catalogue order)
