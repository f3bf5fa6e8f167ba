"""Exercises of lesson 05, chains as graphs: odd vertices, lines of a set of tiles, the fish as a
saturated vertex."""

from __future__ import annotations

from ..draw import hand_svg
from ..euler import count_lines
from ..games.base import State
from ..graphs import set_graph, what_can_follow
from ..i18n import msg
from ..positions import position
from ..tiles import DominoSet, Tile, parse_tiles
from . import Exercise


def _odd_vertices(n: int) -> int:
    return sum(1 for _, degree in set_graph(n).degree() if degree % 2)


REMOVE = (msg("0-0"), msg("1-1"), msg("2-3"), msg("3-3"))


def _removable() -> str:
    """The one tile of ``REMOVE`` without which the rest of the double-3 set makes a line."""
    whole = list(DominoSet(3))
    fits = [c for c in REMOVE if count_lines([t for t in whole if t != Tile.parse(c)])]
    if len(fits) != 1:
        raise ValueError(f"expected exactly one removable tile among {REMOVE}, found {fits}")
    return fits[0]


def _chain() -> State:
    """Both ends show 2; 2-4 and 2-6 are still out of sight."""
    return position("kozel", ["0-1 3-4", "0-3 1-4"], "2-5 5-0 0-2 2-2 2-1 1-6 6-3 3-2")


EXERCISES = [
    Exercise(
        msg("In the graph of the double-five set (numbers 0 to 5 as vertices, each tile an edge, each "
            "double a loop), how many vertices have an odd degree?"),
        answer=6, compute=lambda: _odd_vertices(5),
        solution=msg("Every number shows on 7 tile ends: five tiles join it to the other numbers, and its "
                     "double shows it twice (a loop adds 2). 7 is odd, at all six vertices. That is why the "
                     "double-five set has no line and no ring: a line leaves at most two numbers with an odd "
                     "count, its two ends (<code>graphs.euler_facts(5)</code>)."),
    ),
    Exercise(
        msg("The double-three set (10 tiles) cannot be laid in one line. Take away one tile so that the "
            "other nine can be. Which one?"),
        answer="2-3", choices=REMOVE, compute=_removable,
        picture=lambda: hand_svg(DominoSet(3)),
        solution=msg("In double-three every number shows on 5 tile ends, odd at all four vertices. Taking "
                     "away a double changes nothing: a loop adds 2 to its vertex. Taking away 2-3 makes 2 and "
                     "3 even and leaves exactly two odd numbers, 0 and 1: by Euler a line exists, from the 0 "
                     "at one end to the 1 at the other (<code>graphs.count_lines</code> counts them)."),
    ),
    Exercise(
        msg("Both ends of this chain show 2. Is it a fish? Type the tiles that could still be laid on it "
            "(or <code>-</code> if none can)."),
        answer=frozenset(parse_tiles("2-4 2-6")),
        compute=lambda: set(what_can_follow(_chain()).unseen[2]),
        picture=lambda: _chain().table,
        solution=msg("Count the 2s on the table: 2-5, 0-2, 2-2, 1-2 and 2-3, five of the seven tiles with a 2. "
                     "2-4 and 2-6 are still in a hand or the boneyard, so vertex 2 is not saturated and the "
                     "trail can go on: not a fish. In seed 003's fish 2-6 and 2-4 are on the table too "
                     "(<i>«на столе уже выложены кости 0-2, 1-2, 2-6, 2-3. Цепь с одной стороны заканчивается "
                     "костью 5-2, а с другой - костью 2-4. Это «рыба»»</i>): all eight ends showing 2 are "
                     "used, and nobody can ever play."),
    ),
]
