"""Type 3.2, counting laying games (счётные): points are scored during play from the open ends. Seeds 003 and 004.

One module per game; shared mechanics live in this package's base module."""
