"""The chain family's kept moves: moves are immutable values, so the engine makes one ``Play``
object per value and hands it out whenever that move is legal (a frozen dataclass is slow to
make, and the legal moves are listed every turn)."""

from __future__ import annotations

from ...moves import Play
from ...tiles import Tile

# one Play object per (tile, end, number), made once
_PLAYS: dict[tuple[Tile, int, int], Play] = {}
_LINE_PLAYS: dict = {}  # the same by (tile id, end, number, end's name): an int key hashes in C, a Tile in Python
_LINE_PLAYS_AT: dict[int, Play] = {}  # a line's, by the tile's id << 10 | end << 9 | number (one int)


def _line_play_at(tile: Tile, end: int, value: int) -> Play:
    """The kept ``Play(tile, end, value)`` on a line (``_LINE_PLAYS``' object), found by one int."""
    play = _LINE_PLAYS_AT.get(tile.id << 10 | end << 9 | value)
    if play is None:
        key = (tile.id, end, value, "")
        play = _LINE_PLAYS.get(key)
        if play is None:
            play = _LINE_PLAYS[key] = _PLAYS.setdefault((tile, end, value), Play(tile, end, value))
        _LINE_PLAYS_AT[tile.id << 10 | end << 9 | value] = play
    return play
