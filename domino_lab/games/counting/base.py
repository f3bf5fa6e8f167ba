"""What the counting games share (type 3.2, счётные: Telephone, Muggins, Fives, Threes, ...).

In a counting game a player scores *during* play: after his move the numbers showing on the
open ends of the layout are added up, and if the sum is a multiple of ``multiple`` (5 in
Telephone, Muggins and Fives, 3 in Threes) he scores ``per`` points for every such multiple.
A double lying crosswise at an end shows both halves, so it counts both (seed 003, "Телефон":
6-6 at one end and 3 at the other count 6 + 6 + 3 = 15).

This module is the family's one place for that arithmetic. Its API is stable:

``end_points(total, multiple=5, per=5)``
    Points for an open-end sum: ``per`` for every ``multiple`` in ``total`` when ``total`` is a
    positive multiple of ``multiple``, else 0.
    ``end_points(15, 5, 5) == 15`` (Muggins/Telephone), ``end_points(10, 5, 1) == 2`` (Fives),
    ``end_points(18, 3, 1) == 6`` (Threes), ``end_points(13, 5, 5) == 0``.

``round_to(value, step=5, how="nearest")``
    Round an award to a multiple of ``step``: ``"nearest"`` (halves up: 12 -> 10, 13 -> 15),
    ``"down"`` (Telephone's penalty: 18 -> 15) or ``"up"``.

``open_end_total(layout)``
    The sum the rules count on a layout: ``layout.counted_ends()`` when the layout defines it
    (``CrossLayout`` does), otherwise the two ends of a line, a crosswise double at an end
    counting both halves and a lone lead counting all its pips; ``counted_halves(layout)`` lists
    the numbers added, end by end.

``CountingOptions`` (a ``ChainOptions``) adds the knobs ``multiple`` and ``per``.

``CountingGame`` (a ``ChainGame``) scores every play: after each move (a ``Multi`` counts once,
after its last tile) it calls ``play_points(state, player, move)`` — by default
``end_points(count(state), options.multiple, options.per)`` — and adds a positive result to the
mover's side in ``state.scored`` (one total per side, this deal) and to ``state.score_log``
(``(player, points)`` per scoring move). ``CountingState.after_lay(player, play)`` is a hook run
after each tile is placed and before the count. Override ``count`` for another sum, ``play_points``
for another award (Bergen's headers, Threes-for-luck's 5 and 8). Points scored in play reach
the deal's result through ``scored_points(state)``, which a game's ``score_deal`` adds to its
end-of-deal awards. ``CountingState`` is the state class it uses; ``to_text`` shows
``scored: 15 0`` and ``from_text`` reads it back.

>>> end_points(20, 5, 5), end_points(12, 5, 5), round_to(18, 5, "down"), round_to(23)
(20, 0, 15, 25)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...errors import NotationError
from ...i18n import _, join, msg, players
from ...moves import Move, Play
from ...options import option
from ...table.line import LineLayout
from ..base import DealResult, Options, Status
from ..chain.base import ChainGame, ChainOptions, ChainState
from ..chain.plays import CROSSES

__all__ = ["end_points", "round_to", "open_end_total", "counted_halves", "CountingOptions", "CountingGame",
           "CountingState", "CountingResult"]


@dataclass(frozen=True)
class CountingResult(DealResult):
    """A counting deal: what each side ``scored`` in play, and the ``penalty`` each wrote off for
    the tiles left in hand (Telephone)."""

    scored: tuple[int, ...] = ()
    penalty: tuple[int, ...] = ()

ROUNDING = ("nearest", "down", "up")


def side_name(side) -> str:
    return players(side)


def end_points(total: int, multiple: int = 5, per: int = 5) -> int:
    """Points for an open-end sum ``total``: ``per`` per ``multiple`` when ``total`` is a positive
    multiple of ``multiple``, else 0.

    >>> end_points(15), end_points(10, 5, 1), end_points(18, 3, 1), end_points(0), end_points(7)
    (15, 2, 6, 0, 0)
    """
    if multiple <= 0:
        raise ValueError(_("multiple must be a positive number"))
    if total <= 0 or total % multiple:
        return 0
    return per * (total // multiple)


def round_to(value: int, step: int = 5, how: str = "nearest") -> int:
    """``value`` rounded to a multiple of ``step``: ``"nearest"`` (a half rounds up), ``"down"``
    or ``"up"``.

    >>> round_to(12), round_to(13), round_to(18, how="down"), round_to(11, how="up")
    (10, 15, 15, 15)
    """
    if how not in ROUNDING:
        raise ValueError(_("how must be one of {ways}, not {how!r}", ways=", ".join(ROUNDING), how=how))
    if how == "down":
        return value // step * step
    if how == "up":
        return -(-value // step) * step
    return (value + step // 2) // step * step


def open_end_total(layout) -> int:
    """The sum of the open ends as counting games count it (see the module docstring)."""
    if type(layout) is LineLayout and not layout.one_way and len(layout.placed) > 1:
        # counted_halves of a two-ended line, read from the tiles at its two tips
        placed, total, left, right = layout.placed, 0, layout.left, layout.right
        assert left is not None and right is not None  # (a laid line)
        for end, value in ((0, left), (1, right)):
            tip = placed[layout.tip(end)]
            total += 2 * value if tip.tile.is_double and tip.across else value
        return total
    counted_total = getattr(layout, "counted_total", None)  # (a cross: the sum of its counted_ends)
    if counted_total is not None:
        return int(counted_total())
    counted = getattr(layout, "counted_ends", None)
    if counted is not None:
        return sum(counted())
    return sum(map(sum, counted_halves(layout)))


def counted_halves(layout) -> list[tuple[int, ...]]:
    """The numbers a line's count adds up, end by end: the number an end shows, or both halves
    of a double lying crosswise there; a lone lead shows its two halves. ``open_end_total`` is
    their sum (a layout with its own ``counted_ends``, a cross, gives one number per end).

    >>> from domino_lab.table import LineLayout
    >>> from domino_lab.tiles import Tile
    >>> line = LineLayout(); _ = line.place(Tile(2, 2), None); _ = line.place(Tile(2, 6), 1)
    >>> counted_halves(line), open_end_total(line)
    ([(2, 2), (6,)], 10)
    """
    counted = getattr(layout, "counted_ends", None)
    if counted is not None:
        return [(v,) for v in counted()]
    placed = layout.placed
    if not placed:
        return []
    if len(placed) == 1:
        return [(placed[0].tile.low,), (placed[0].tile.high,)]
    # A line: the outer tile of each branch ("left"/"right"; the lead while a side is still empty).
    out: list[tuple[int, ...]] = []
    for end in layout.open_ends():
        tip = _tip(placed, end.name)
        out.append((end.value, end.value) if tip.tile.is_double and tip.across else (end.value,))
    return out


def _tip(placed, branch):
    for p in reversed(placed):
        if p.branch == branch:
            return p
    return placed[0]


@dataclass(frozen=True)
class CountingOptions(ChainOptions):
    """Chain options plus the count: a play scores ``per`` points for every ``multiple`` in the
    sum of the open ends, when that sum is a multiple of ``multiple``."""

    multiple: int = option(5, low=1)
    per: int = option(5, low=0)


class CountingState(ChainState):
    """A chain deal that keeps the points scored in play: ``scored`` (one total per side) and
    ``score_log`` (``(player, points)`` for each scoring move, in order)."""

    public_fields: ClassVar[tuple[str, ...]] = ("scored", "score_log")
    game: CountingGame

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.scored: list[int] = [0] * len(self.sides)
        self.score_log: list[tuple[int, int]] = []

    def _lay(self, player: int, play: Move) -> None:
        super()._lay(player, play)
        assert isinstance(play, Play)  # (what ChainState._lay lays)
        self.after_lay(player, play)

    def status(self):
        names = [side_name(s) for s in self.sides]
        scored = tuple(msg("{side}: {score}", side=n, score=v) for n, v in zip(names, self.scored))
        value = join(", ", scored)
        if self.score_log:
            value = join("; ", [value, msg("last: player {p} scored {n}", p=self.score_log[-1][0],
                                           n=self.score_log[-1][1])])
        return [Status("scored this deal", value, scored)] + super().status()

    def _laid(self, player: int, move: Move) -> None:
        """Every tile of ``move`` is down: count (a ``Multi`` counts once, after its last tile). On a
        cross, where ``play_points`` and ``count`` are the family's own, its open-end total is read
        at once and its points looked up by that total (``_cross_points``)."""
        game, table = self.game, self.table
        if type(table) in CROSSES and (memo := _cross_points(game)) is not None:
            total = table.counted_total()  # type: ignore[attr-defined]  # (open_end_total of a cross)
            points = memo.get(total)
            if points is None:
                points = memo[total] = game.play_points(self, player, move)
        else:
            points = game.play_points(self, player, move)
        if points:
            self.award(player, points)

    def after_lay(self, player: int, play: Play) -> None:
        """Hook: adjust the table after a tile is placed and before it is counted (Muggins turns
        a double lengthwise here). Default: nothing."""

    def award(self, player: int, points: int) -> None:
        """Write ``points`` scored in play to ``player``'s side."""
        self.scored[self.side_of(player)] += points
        self.score_log.append((player, points))

    def _extra_text(self) -> str:
        base = super()._extra_text()
        if not any(self.scored):
            return base
        scored = "scored: " + " ".join(map(str, self.scored))
        return f"{base} | {scored}" if base else scored

    def read_fields(self, values):
        super().read_fields(values)
        scored = values.get("scored")
        if scored is not None:
            try:
                points = [int(v) for v in scored.split()]
            except ValueError:
                raise NotationError(_("scored must be numbers, one per side, not {scored!r}", scored=scored)) from None
            if len(points) != len(self.sides):
                raise NotationError(_("scored names {n} sides; the deal has {sides}",
                                      n=len(points), sides=len(self.sides)))
            self.scored = points


_KEPT_POINTS: list[tuple[object, dict[int, int] | None]] = [(None, None)]


def _cross_points(game: CountingGame) -> dict[int, int] | None:
    """Where ``game``'s ``play_points`` and ``count`` are the family's own (``end_points`` of
    ``open_end_total``: on a cross, of its ``counted_total`` and the game's options alone), a memo of
    its points by that total, kept for the game last asked (one tuple, read and replaced whole);
    else ``None`` (the game's hooks are asked every play)."""
    kept = _KEPT_POINTS[0]
    if kept[0] is game:
        return kept[1]
    memo: dict[int, int] | None = {} if counts_as_family(type(game)) else None
    _KEPT_POINTS[0] = (game, memo)
    return memo


def counts_as_family(cls: type) -> bool:
    """Whether the counting game class ``cls`` counts as the family does: ``end_points`` of
    ``open_end_total`` (``CountingGame.play_points`` and ``count``, the very functions), a function
    of the open ends and the game's options alone; on a cross, of its ``counted_total``."""
    return cls.play_points is CountingGame.play_points and cls.count is CountingGame.count  # type: ignore[attr-defined]


def _counts_nothing(self, state, player, move) -> int:
    return 0


def _scored_nothing(self, state) -> list[int]:
    return [0] * len(state.sides)


def _open_end_count(self, state) -> int:
    return open_end_total(state.table)


#: The count of a game whose state counts in play under a deal scoring that does not (a design:
#: ``dl.design("muggins", deal_scoring="classic")``): no play scores (``play_points``), nothing is
#: scored in play (``scored_points``), the count read as the family reads it (``count``).
NO_COUNT = {"play_points": _counts_nothing, "scored_points": _scored_nothing, "count": _open_end_count}


class CountingGame(ChainGame):
    """A chain game that scores in play. See the module docstring for the hooks."""

    Options: ClassVar[type[Options]] = CountingOptions
    options: CountingOptions
    StateClass: ClassVar[type[CountingState]] = CountingState

    def count(self, state: CountingState) -> int:
        """The number the count is made on: the open-end total of the table."""
        return open_end_total(state.table)

    def play_points(self, state: CountingState, player: int, move: Move) -> int:
        """Points ``player`` scores for ``move``, just made (the table already shows it)."""
        return end_points(self.count(state), self.options.multiple, self.options.per)

    def scored_points(self, state: CountingState) -> list[int]:
        """Points scored in play this deal, one total per side (a copy)."""
        return list(state.scored)
