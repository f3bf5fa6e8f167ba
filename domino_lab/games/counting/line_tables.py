"""Tables the line-scoring family's engine reads instead of asking each tile of a hand (``LineScoringState``).

A turn's plays follow from three things: the open ends as the family offers them (``_end_kinds``: each end's
index, number and name, and whether the move must name it, which is where a crosswise double shows), the tile,
and the game. ``fits(tile, value)`` and ``placements(tile, end, where)`` take no deal: where they are the
family's own (equal pips or sums of seven; the family's or the sevens' placements, which read the game's
``doubles`` option and ``is_wild`` and nothing else), the plays of every tile of the set on one pattern of ends
can be listed once, for good, and a hand's plays read from that list. ``plays_table`` keeps, per game (a value:
its class and options) and per pattern of ends, the tiles that go down and by tile id their moves, made by the
plain listing itself (``plain_plays``, asked of each tile alone): the same moves, in the same order, for any hand
(``chain.plays.in_order`` puts a hand's tiles in the family's order, by their numbers). ``fitting`` keeps the
tiles that fit one of the numbers the ends show (``can_play``, and so the fish test, which asks it of every hand).
``turn_table`` finds a turn's table without listing the ends: by ``line_key``, the little of a laid line that
``_end_kinds`` reads (its two numbers; where they are the same, whether each end lies across), asking
``_end_kinds`` and ``plays_table`` once per key.

A game whose ``fits`` or ``placements`` is its own (none in the catalogue) has no tables (``line_scoring._tables``
checks the two hooks by identity): the plain listing asks it every turn, as before."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ...moves import Move
from ...table import End
from ...tiles import Tile
from ..chain.base import _LOW_HIGH, ChainGame, ChainState
from ..chain.multi import MultiState
from ..chain.wagons import WagonsState

Table = tuple[frozenset[Tile], list[tuple[Move, ...]]]
#: A game's tables (``line_scoring._tables``): its plays by pattern of ends, its fitting tiles by the
#: numbers shown, its kept placements (``line_scoring._placement_memo``) the plays are made with, and
#: its plays by the key of a laid line (``turn_table``).
Tables = tuple[dict[tuple, Table], dict[tuple[int, ...], frozenset[Tile]], dict, dict[tuple, Table]]


def plain_plays(game: Any, hand: Iterable[Tile], ends: Sequence[End], named: bool, memo: dict | None) -> list[Move]:
    """The plays of ``hand`` on ``ends`` (``named``: the moves name their end), asked of the game's own
    ``fits`` and ``placements`` tile by tile: by tile (sorted by its numbers), then by end. ``memo``: the
    game's kept placements (``line_scoring._placement_memo``; ``None``: asked every time)."""
    fits = None
    if type(game).fits is ChainGame.fits:  # equal pips (read, not called): only a tile showing an open number goes down
        shown = {e.value for e in ends}
        hand = [t for t in hand if t.low in shown or t.high in shown]
    else:
        fits = game.fits
    plays: list[Move] = []
    for t in sorted(hand, key=_LOW_HIGH):
        lo, hi = t.low, t.high
        for e in ends:
            v = e.value
            if (lo == v or hi == v) if fits is None else fits(t, v):
                where = e.name if named else ""
                if memo is None:
                    plays.extend(game.placements(t, e, where))
                    continue
                key = (t.id, e.index, v, where)
                moves = memo.get(key)
                if moves is None:
                    moves = memo[key] = tuple(game.placements(t, e, where))
                plays.extend(moves)
    return plays


def fits_any(game: Any, hand: Iterable[Tile], values: Sequence[int]) -> bool:
    """Whether a tile of ``hand`` fits an end showing one of ``values`` (the game's ``fits``)."""
    fits = game.fits
    return any(fits(t, v) for t in hand for v in values)


def plays_table(game: Any, tables: Tables, ends: Sequence[End], named: bool) -> Table:
    """The tiles of the set that go down on ``ends`` and, by tile id, their moves (``plain_plays`` of each
    tile alone), made once per pattern of ends in the game's ``tables``."""
    key = (named, *ends)
    table = tables[0].get(key)
    if table is None:
        tiles = list(game.set)
        by_id: list[tuple[Move, ...]] = [()] * (max(t.id for t in tiles) + 1)
        fit = []
        for t in tiles:
            moves = tuple(plain_plays(game, (t,), ends, named, tables[2]))
            if moves:
                by_id[t.id] = moves
                fit.append(t)
        table = tables[0][key] = (frozenset(fit), by_id)
    return table


def fitting(game: Any, tables: Tables, values: list[int]) -> frozenset[Tile]:
    """The tiles of the set that fit an end showing one of ``values`` (``fits_any`` of each tile alone),
    made once per numbers shown in the game's ``tables``."""
    key = tuple(values)
    fit = tables[1].get(key)
    if fit is None:
        fit = tables[1][key] = frozenset(t for t in game.set if fits_any(game, (t,), values))
    return fit


def line_key(line: Any) -> tuple:
    """What the family's turn reads of a laid two-ended line (``LineScoringState._end_kinds``): its two
    numbers, and where they are the same, whether the tile at each end is a crosswise double (two ends
    showing one number are one choice unless one of them lies across). A key of its own shape either way."""
    left, right = line.left, line.right
    if left != right:
        return left, right
    placed, tips = line.placed, line._ends  # (LineLayout.tip of each end, read at once)
    a, b = placed[tips[0]], placed[tips[1]]
    return left, a.across and a.tile.is_double, b.across and b.tile.is_double


def turn_table(game: Any, tables: Tables, state: Any) -> Table:
    """``plays_table`` of the ends ``state``'s laid line offers (``state._end_kinds()``), found by its
    ``line_key``: the ends are asked once per key, not every turn."""
    key = line_key(state.table)
    table = tables[3].get(key)
    if table is None:
        table = tables[3][key] = plays_table(game, tables, *state._end_kinds())
    return table


#: Methods of a class a design may set between the family's state and ``ChainState`` that, on a laid line, hand
#: on the chain family's as they are: ``MultiState``'s ``_legal_moves`` (Blitz's, Ladder's state) adds the game's
#: moves beyond a lead on an empty table only; ``WagonsState``'s ``blocked`` reads its trains' own numbers on a
#: table of trains alone (on any other table it is ``super().blocked()``).
_ON_A_LINE_AS_CHAIN = {"_legal_moves": (MultiState._legal_moves,), "blocked": (WagonsState.blocked,)}


def chain_below(cls: type, family: type, name: str) -> bool:
    """Whether ``family``'s ``super()`` (the line-scoring state's) finds the chain family's ``name`` in ``cls``'s
    MRO: no class of a design between the two defines it, but one of ``_ON_A_LINE_AS_CHAIN`` (the same answer on
    a laid line: the turn tables and the fish read a laid line alone)."""
    mro, same = cls.__mro__, _ON_A_LINE_AS_CHAIN.get(name, ())
    between = mro[mro.index(family) + 1:mro.index(ChainState)]
    return not any(name in vars(k) and vars(k)[name] not in same for k in between)
