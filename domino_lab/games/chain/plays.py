"""Tables the chain family's engine reads instead of asking each tile of a hand (``ChainState``).

A hand is a ``set`` of tiles, changed in place by many rules (``state.hands[p].remove(t)``), so no
mask of it can be kept beside it cheaply. What can be kept is the other side of the question: the
tiles that show a number. ``showing(n, values)`` is the frozenset of the double-``n`` set's tiles
that show one of ``values``; ``showing(...).intersection(hand)`` (the tiles of a hand that go down
on ends showing those numbers) and ``showing(...).isdisjoint(hand)`` (a hand that cannot) are then
answered in C from the hashes the two sets store, where a loop over the hand would call two
attribute reads and a comparison per tile in Python (and ``Tile.__hash__`` is Python too).

``line_table(n, left, right, one_way)`` does the same for a plain line with equal-pips matching and
also gives, by tile id, the kept ``Play`` objects of a fitting tile on that line, in the order the
family lists them (the left end before the right; one move for a tile that fits two ends showing
the same number; on a one-way line only its right end)."""

from __future__ import annotations

import functools
import itertools
import operator
from collections.abc import Callable, Iterable, Sequence
from itertools import repeat
from typing import Any

from ...moves import Move, Play
from ...table import End, Layout, LineLayout
from ...table.cross import CrossLayout, HouseLayout
from ...table.parallel import ParallelLayout
from ...tiles import Tile
from .delegation import does_nothing, first_or_handed_on, lays_then, reads_argument, reads_only_table
from .lay_acts import acts_on_own_moves
from .play_objects import _LINE_PLAYS, _PLAYS, _line_play_at

_LOW_HIGH = operator.attrgetter("low", "high")
_SHOWING: dict[tuple[int, ...], frozenset[Tile]] = {}  # by the set's n and the numbers in the order asked
_SHOWING_SETS: dict[tuple[int, frozenset[int]], frozenset[Tile]] = {}  # by the set's n and the set of numbers
_KEEP_ORDERS = 20_000
_LINE_TABLES: dict[tuple[int, int, int, bool], tuple[frozenset[Tile], list[tuple[Play, ...]]]] = {}
_PLAYS_AT: dict[int, Play] = {}  # a layout's kept plays named by no end's name, by one int (see ``play_at``)


def showing(n: int, values: Iterable[int]) -> frozenset[Tile]:
    """The tiles of the double-``n`` set that show one of ``values`` (made once per set of
    numbers; found again by the numbers as given, up to ``_KEEP_ORDERS`` such orders)."""
    key = (n, *values)
    tiles = _SHOWING.get(key)
    if tiles is None:
        wanted = frozenset(key[1:])
        tiles = _SHOWING_SETS.get((n, wanted))
        if tiles is None:
            tiles = _SHOWING_SETS[(n, wanted)] = frozenset(Tile(a, b) for b in range(n + 1) for a in range(b + 1)
                                                           if a in wanted or b in wanted)
        if len(_SHOWING) < _KEEP_ORDERS:  # (a cross of four ends has many orders of few sets)
            _SHOWING[key] = tiles
    return tiles


def line_table(n: int, left: int, right: int, one_way: bool) -> tuple[frozenset[Tile], list[tuple[Play, ...]]]:
    """For a line showing ``left`` and ``right`` (only ``right`` open when ``one_way``): the tiles
    of the double-``n`` set that go down on it, and by tile id the plays of each, as
    ``ChainState._line_plays`` lists them (made once per line ends)."""
    key = (n, left, right, one_way)
    table = _LINE_TABLES.get(key)
    if table is None:
        if one_way or left == right:  # one end: the one a one-way line grows from, or the left
            end, v = (1, right) if one_way else (0, left)
            fit = showing(n, (v,))
            by_id: list[tuple[Play, ...]] = [()] * (max(t.id for t in fit) + 1)
            for t in fit:
                by_id[t.id] = (_line_play_at(t, end, v),)
        else:
            fit = showing(n, (left, right))
            by_id = [()] * (max(t.id for t in fit) + 1)
            for t in fit:
                by_id[t.id] = (((_line_play_at(t, 0, left),) if left in (t.low, t.high) else ())
                               + ((_line_play_at(t, 1, right),) if right in (t.low, t.high) else ()))
        table = _LINE_TABLES[key] = (fit, by_id)
    return table


def line_tables(n: int, line: LineLayout) -> tuple[frozenset[Tile], list[tuple[Play, ...]]]:
    """``line_table`` of ``line``'s two numbers (a tile is down; equal pips): the tiles that go down
    on it, and by tile id their plays."""
    key = (n, line.left, line.right, line.one_way)
    return _LINE_TABLES.get(key) or line_table(*key)  # type: ignore[arg-type]  # (a tile is down: ints)


def tiles_showing(table: Layout, v: int) -> int:
    """How many tiles on ``table`` show the number ``v`` (``ChainState.chain_closed`` asks whether all
    do). A line counts its numbers as they lie, in C: each tile showing ``v`` shows it once, but
    the double twice.

    >>> line = LineLayout.from_text("5-1 1-1 1-3")
    >>> tiles_showing(line, 1), tiles_showing(line, 5), tiles_showing(line, 2)
    (3, 1, 0)
    """
    if type(table) is LineLayout:
        chain = table.chain
        return operator.countOf(itertools.chain.from_iterable(chain), v) - ((v, v) in chain)
    return sum(t.low == v or t.high == v for t in table.tiles())


def play_at(tile: Tile, end: int, value: int) -> Play:
    """The kept ``Play(tile, end, value)`` (``_LINE_PLAYS``' object, the end named by its index
    alone), found by one int: ``(end << 16 | tile id) << 8 | value`` (a tile's id is below 190 and
    a number below 19)."""
    key = (end << 16 | tile.id) << 8 | value
    play = _PLAYS_AT.get(key)
    if play is None:
        full = (tile.id, end, value, "")
        play = _LINE_PLAYS.get(full)
        if play is None:
            play = _LINE_PLAYS[full] = _PLAYS.setdefault((tile, end, value), Play(tile, end, value))
        _PLAYS_AT[key] = play
    return play


def end_plays(state: Any, hand: Iterable[Tile], ends: Sequence[End], equal_pips: bool,
              accepts: Callable[[Any, End, Tile], bool] | None = None) -> list[Move]:
    """``ChainState._plays`` on any layout: the plays of ``hand`` on the open ``ends``, by tile
    (sorted by its numbers), then by end. ``equal_pips``: the game's ``fits`` is the family's
    (then read here, not called). Ends showing the same number: on a symmetric layout (a line)
    one move stands for both; elsewhere the move names its end. ``accepts``: the end rule asked
    (``ends_table``'s answers, one an end); by default the game's ``end_accepts``."""
    game = state.game
    values = [e.value for e in ends]
    standard = game.standard_matching and accepts is None
    fits, accepts = game.fits, accepts or game.end_accepts
    repeated = len(set(values)) < len(values)
    symmetric = repeated and state.table.symmetric_ends
    plays: list[Move] = []
    if equal_pips:  # only a tile that shows a number of an open end can go down
        hand = showing(game.set.n, values).intersection(hand)
    if equal_pips and not repeated:  # (the usual case: every move named by its end's index alone)
        get = _PLAYS_AT.get
        for t in sorted(hand, key=_LOW_HIGH):
            lo, hi = t.low, t.high
            for e in ends:
                v = e.value
                if (lo == v or hi == v) and (standard or accepts(state, e, t)):
                    i = e.index
                    plays.append(get((i << 16 | t.id) << 8 | v) or play_at(t, i, v))
        return plays
    for t in sorted(hand, key=_LOW_HIGH):
        lo, hi = t.low, t.high
        seen = None
        for e in ends:
            v = e.value
            if equal_pips:
                if lo != v and hi != v:
                    continue
                if not standard and not accepts(state, e, t):
                    continue
            elif not fits(t, v) or not accepts(state, e, t):
                continue
            if symmetric:
                if seen is not None and v in seen:
                    continue
                seen = (seen or set()) | {v}
            where = e.name if repeated and not symmetric and values.count(v) > 1 else ""
            plays.append(_LINE_PLAYS.get((t.id, e.index, v, where)) or _kept_play(t, e.index, v, where))
    return plays


def _kept_play(t: Tile, i: int, v: int, where: str) -> Play:
    """The kept ``Play(t, i, v, where)`` (``_LINE_PLAYS``' object; without ``where``, ``_PLAYS``' too)."""
    play = _LINE_PLAYS.get((t.id, i, v, where))
    if play is None:
        play = _LINE_PLAYS[t.id, i, v, where] = (_PLAYS.setdefault((t, i, v), Play(t, i, v)) if not where
                                                 else Play(t, i, v, where))
    return play


_END_TABLES: dict[tuple, tuple[frozenset[Tile], list[tuple[Move, ...]]]] = {}
_KEYED: dict[Any, dict[tuple, tuple[frozenset[Tile], list[tuple[Move, ...]]]]] = {}  # (key_table's, by game)
_KEYED_LAST: list[tuple[Any, dict]] = [(None, {})]  # the game last found in _KEYED and its map, read whole
_KEEP_KEYED = 20_000


def ends_table(state: Any, ends: Sequence[End], key: tuple) -> tuple[frozenset[Tile], list[tuple[Move, ...]]]:
    """For a table whose open ``ends`` each take a tile or not whatever the tile (a game matching
    equal pips whose end rule reads no tile, as Fork's lengths): the tiles of the set that go down,
    and by tile id the plays of each as ``end_plays`` lists them. Kept as ``_END_TABLES[key]``,
    ``key`` being the set, whether the layout's ends are symmetric, the ends, then each end's answer
    (``ChainState._end_table``).

    >>> import domino_lab as dl
    >>> state = dl.position("fork", hands=["3-3 1-4", "0-0"], table="across 3-5; top 3-1; bottom -")
    >>> ends = state.table.open_ends()
    >>> fit, plays = ends_table(state, ends, (6, False, *ends, True, False))  # (the bottom may not grow)
    >>> sorted(map(str, fit))[:3], plays[Tile(1, 5).id], plays[Tile(5, 5).id]
    (['0-1', '1-1', '1-2'], (<1-5 on 1>,), ())
    """
    n, accepted = key[0], key[2 + len(ends):]
    tiles = showing(n, [e.value for e, ok in zip(ends, accepted) if ok])
    answers = dict(zip(ends, accepted))
    table = _END_TABLES[key] = _by_tile(end_plays(state, tiles, ends, True, lambda _s, end, _t: answers[end]))
    return table


def _by_tile(plays: list[Move]) -> tuple[frozenset[Tile], list[tuple[Move, ...]]]:
    """An end table from ``end_plays``' list: the tiles it plays, and by tile id their plays in order."""
    tiles = [p.tile for p in plays]  # type: ignore[attr-defined]  # (end_plays lists plays)
    by_id: list[tuple[Move, ...]] = [()] * (max((t.id for t in tiles), default=-1) + 1)
    for tile, play in zip(tiles, plays):
        by_id[tile.id] += (play,)
    return frozenset(tiles), by_id


#: ``end_table``'s last answer, as one tuple (read and replaced whole: no torn read between threads):
#: the table, its game, the table's length then, the end table, the key it was made for and the
#: game's key function (``end_key_of``; both ``None`` where the end rule reads no more of the deal
#: than its table). ``ChainState._end_table`` reads it.
KEPT_END: list[tuple[Any, Any, int, tuple[frozenset[Tile], list[tuple[Move, ...]]] | None, Any, Any]] = [
    (None, None, -1, None, None, None)]


@functools.cache
def tabled_end_rule(game: type, family: type) -> str | None:
    """How a game (a subclass of ``family``, the chain family's ``ChainGame``) matching equal pips
    has its plays on the open ends read from a table (``ChainState._end_table``): "standard" where
    its end rule is the family's own (none: ``standard_table``, by the layout's key of its open
    ends); "ends" where its rule reads no tile (asked once an end on every new table); "tiles" where
    it reads the end and the tile but nothing of the deal (Odd and Even's parity: listed once for
    those ends); "keyed" where it reads no tile or reads the deal, but names what it reads
    (``end_key_of``: Fork's gap, Double-lock's doubles down; listed once for those ends and that
    key); None where it matches otherwise, or reads the deal and names no key."""
    rule: Any = game.end_accepts  # type: ignore[attr-defined]
    if game.fits is not family.fits:  # type: ignore[attr-defined]
        return None
    if rule is family.end_accepts:  # type: ignore[attr-defined]
        return "standard"
    if not reads_argument(rule, "tile"):
        return "keyed" if end_key_of(game) is not None else "ends"
    if game.touching_end is not family.touching_end:  # type: ignore[attr-defined]
        return None
    if not reads_argument(rule, "state"):
        return "tiles"
    return "keyed" if end_key_of(game) is not None else None


@functools.cache
def end_key_of(game: type) -> Callable[[Any, Any], Any] | None:
    """The ``end_key`` written beside the end rule ``game`` runs: in the class whose body wrote that
    ``end_accepts`` (its own dict holds it, under its own name). A key is read only there, so a
    design that runs Double-lock's end rule in another game's class reads Double-lock's key for it,
    not the other game's (Milky Way's names other things), and a class that writes a new rule
    without a key is not tabled. None where no such class holds a key. (The family writes no
    ``end_key``: a path that asks the end rule itself need not know of it, ``overrides.overrides``.)"""
    rule: Any = game.end_accepts  # type: ignore[attr-defined]
    name, module = getattr(rule, "__qualname__", None), getattr(rule, "__module__", None)
    for k in game.__mro__:
        if vars(k).get("end_accepts") is rule and name == f"{k.__qualname__}.end_accepts" and module == k.__module__:
            return vars(k).get("end_key")
    return None


def end_table(state: Any, table: Layout, game: Any, family: type) -> tuple[frozenset[Tile],
                                                                          list[tuple[Move, ...]]] | None:
    """``ChainState._end_table`` on ``state`` (its ``table`` and ``game``, of the chain ``family``),
    asked anew, as ``tabled_end_rule`` says: "standard", the family's own matching, its table found
    by the layout's key of its open ends (``standard_table``); "ends", the key of the open ends and the end rule's
    answer for each (``ends_table``), its table found or made; "tiles", the end rule reads the tile
    but nothing of the deal (``tile_rule_table``); "keyed", the same for the game's ``end_key`` of
    ``state``. None where the rule is asked of each tile (no such reading, or a key of ``None``).

    A move asks it twice on the same table (``blocked`` after the play, then the next turn's legal
    moves), so where the end rule reads nothing of the state but its table (``reads_only_table``:
    Fork's lengths), or reads the tile alone, the answer is kept in ``KEPT_END`` against the table,
    its game and its length; where it reads what the game's ``end_key`` names, with that key too
    (for the next table's: a key changes only with its table, so it is not read again before).
    Every change a layout makes to itself lays or takes tiles, and the family asks this on each turn
    that has a laid table, so a kept table of the same length is the same table.

    >>> import domino_lab as dl
    >>> state = dl.position("fork", hands=["3-3 1-4", "0-0"], table="across 3-5; top 3-1 1-2 2-2; bottom -")
    >>> from domino_lab.games.chain.base import ChainGame
    >>> fit, plays = end_table(state, state.table, state.game, ChainGame)
    >>> sorted(map(str, fit))[:3], KEPT_END[0][3] is state._end_table() == (fit, plays)  # (the top may not grow)
    (['0-5', '1-5', '2-5'], True)
    """
    rule = tabled_end_rule(type(game), family)  # type: ignore[arg-type]
    if rule is None:
        return None
    if rule == "standard":  # (no end rule: the plays follow from the open ends' numbers alone)
        return cross_table(state, table, game) if type(table) in CROSSES else standard_table(state, table)
    if rule == "keyed":  # (its answers change with the open ends and the key alone)
        key_of: Any = end_key_of(type(game))  # type: ignore[arg-type]
        return key_table(state, table, game, key_of, key_of(game, state))
    size, accepts = len(table), game.end_accepts
    ends = table.open_ends()
    if rule == "tiles":  # (its answers change with the open ends alone: kept as Fork's are)
        found = tile_rule_table(state, ends)
        KEPT_END[0] = (table, game, size, found, None, None)
        return found
    if len(ends) == 2:  # (two open ends, Fork's lines: each asked by a call, no map of repeats)
        a, b = ends
        ends_key: tuple = (game.set.n, table.symmetric_ends, a, b, accepts(state, a, None), accepts(state, b, None))
    else:
        ends_key = (game.set.n, table.symmetric_ends, *ends, *map(accepts, repeat(state), ends, repeat(None)))
    found = _END_TABLES.get(ends_key) or ends_table(state, ends, ends_key)
    if _kept_by_table(type(game)):  # type: ignore[arg-type]
        KEPT_END[0] = (table, game, size, found, None, None)
    return found


@functools.cache
def _kept_by_table(game: type) -> bool:
    """Whether ``game``'s end rule reads nothing of the state but its table (``reads_only_table``)."""
    return reads_only_table(game.end_accepts)  # type: ignore[attr-defined]


#: The layouts whose ``ends_key`` is their arms' ``shown`` (``CrossLayout.ends_key``), read at once by
#: ``end_table``; another layout (a subclass naming its ends otherwise too) asks its ``ends_key``.
CROSSES = frozenset({CrossLayout, HouseLayout})


@functools.cache
def plain_fish(state: type, game: type, family_state: type, family_game: type) -> bool:
    """Whether the chain family's fish test (``family_state``'s ``blocked``) may be read at once on a
    laid cross (``cross_blocked``) in a deal of ``state``'s class for a game of ``game``'s class:
    the state keeps the family's ``_boneyard_open``, ``chain_closed``, ``can_play`` and
    ``_end_table`` (the very functions), and the game matches equal pips with no end rule
    (``tabled_end_rule``: "standard", so the tiles that fit are ``standard_table``'s)."""
    return (tabled_end_rule(game, family_game) == "standard"
            and all(getattr(state, name) is getattr(family_state, name)
                    for name in ("_boneyard_open", "chain_closed", "can_play", "_end_table")))


#: ``state_plan``'s last answer (read and replaced whole).
PLAN: list[tuple[Any, bool | None, Any, bool]] = [(None, None, None, False)]


def state_plan(state: type, family_state: type) -> tuple[Any, bool | None, Any, bool]:
    """What ``family_state``'s ``_apply`` (the chain family's) does itself in a deal of ``state``'s
    class, kept in ``PLAN`` for the class last asked (it is asked every play): the class, then
    - how it lays a plain ``Play``: ``False`` where the state's ``_lay`` is the family's own; ``True``
      where that ``_lay`` is, in its whole body, the family's then ``after_lay`` with the same
      arguments (``delegation.lays_then``: the counting family's, Donkey's) and that ``after_lay``
      does something to a plain play; ``False`` again where it does nothing (the counting family's
      own: Telephone's) or acts on moves of its own alone (``lay_acts``: Donkey's, Muggins');
      ``None`` where the state lays its own way (its ``_lay`` called). ``_apply`` lays by the
      family's ``_lay`` itself, then calls ``after_lay`` where it acts;
    - where the state's ``blocked`` is, in its whole body, ``self.<attributes> or super().blocked()``
      reaching the family's own (``delegation.first_or_handed_on``: Donkey's
      ``self.table.all_closed``), those attributes' reader: ``_apply`` reads them, then asks the
      family's ``blocked`` when they are false (else ``None``: the state's ``blocked`` is asked);
    - whether ``_laid`` is called: not where it is the family's own, which does nothing.
    The same work, without the layers of calls between."""
    own: Any = state  # (Any: mypy checks a class against Hashable as if an instance)
    how: bool | None = None
    if own._lay is family_state._lay:  # type: ignore[attr-defined]
        how = False
    elif lays_then(own, "_lay", "after_lay", family_state):
        how = not does_nothing(own.after_lay) and not acts_on_own_moves(own.after_lay)
    first = first_or_handed_on(own, "blocked", family_state)
    plan = PLAN[0] = (own, how, operator.attrgetter(".".join(first)) if first else None,
                      own._laid is not family_state._laid)  # type: ignore[attr-defined]
    return plan


#: ``cross_blocked``'s last answer of ``plain_fish``: the state's class, the game's class, the answer.
_PLAIN_FISH: list[tuple[Any, Any, bool]] = [(None, None, False)]


def cross_blocked(state: Any, table: Any, family_state: type, family_game: type) -> bool | None:
    """``ChainState.blocked`` on a laid cross (a layout of ``CROSSES``) where ``plain_fish`` holds
    (``None`` where it does not: the family's test is asked), with fewer layers: a closed chain
    (asked where the game's closes at once: never on a cross), else no fish while the boneyard is
    open (``_boneyard_open``), else nobody holds a tile of the table of the arms' numbers. That
    table is read (``standard_table``'s, by its key) before the boneyard is asked, and kept in
    ``KEPT_END``, so the next turn's plays (``_end_table``) find it at once."""
    game: Any = state.game
    kept = _PLAIN_FISH[0]
    if kept[0] is not type(state) or kept[1] is not type(game):
        classes: Any = (type(state), type(game))  # (Any: mypy checks a class against Hashable as if an instance)
        kept = _PLAIN_FISH[0] = (*classes, plain_fish(*classes, family_state, family_game))
    if not kept[2]:
        return None
    if game.closes_at_once and state.chain_closed():
        return True
    kept_table, size = KEPT_END[0], len(table.placed)
    found = (kept_table[3] if kept_table[0] is table and kept_table[2] == size and kept_table[1] is game
             else cross_table(state, table, game))
    if len(state.boneyard) > game.never_drawn:
        return False
    fit = found[0]  # type: ignore[index]  # (a cross's table: never None)
    for hand in state.hands:
        if not fit.isdisjoint(hand):
            return False
    return True


def cross_table(state: Any, table: Any, game: Any) -> tuple[frozenset[Tile], list[tuple[Move, ...]]] | None:
    """``standard_table`` on a layout of ``CROSSES``, its key (the arms' numbers, ``ends_key``) read
    at once from the layout's ``shown``; kept in ``KEPT_END`` against the table as there."""
    found = _END_TABLES.get((game.set.n, type(table), tuple(table.shown)))  # (standard_table's key)
    if found is None:
        return standard_table(state, table)  # (it makes and keeps it)
    KEPT_END[0] = (table, game, len(table.placed), found, None, None)
    return found


def standard_table(state: Any, table: Layout) -> tuple[frozenset[Tile], list[tuple[Move, ...]]] | None:
    """``end_table`` for a game matching equal pips on every end with no end rule, on a layout that
    names its open ends by a key (``ends_key``: a cross's number on each arm; else None, and the
    plays are listed for each hand): the plays on those ends as ``end_plays`` lists them, listed
    once for the set, the layout's type and that key (a cross shows a few hundred such patterns in
    a game) and kept in ``KEPT_END`` against the table, as Fork's are, so the fish test after a
    move and the next turn read one table.

    >>> import domino_lab as dl
    >>> state = dl.position("donkey", hands=["5-1 6-6 2-3", "0-0"], table="5-5* 5-6")
    >>> fit, plays = standard_table(state, state.table)  # (west shows 5, east 6, north and south 5)
    >>> state.table.ends_key(), len(fit), plays[Tile(1, 5).id], plays[Tile(6, 6).id]
    ((5, 6, 5, 5), 13, (<1-5 on 5 (west)>, <1-5 on 5 (north)>, <1-5 on 5 (south)>), (<6-6 on 6>,))
    """
    ends_key = getattr(table, "ends_key", None)
    if ends_key is None:
        return None
    key = (state.game.set.n, type(table), ends_key())
    found = _END_TABLES.get(key)
    if found is None:
        found = _by_end(state, key[0], table.open_ends())
        if len(_END_TABLES) < _KEEP_ORDERS:
            _END_TABLES[key] = found
    KEPT_END[0] = (table, state.game, len(table), found, None, None)
    return found


_END_PIECES: dict[tuple[int, End, bool], tuple[tuple[int, Play], ...]] = {}


def _by_end(state: Any, n: int, ends: Sequence[End]) -> tuple[frozenset[Tile], list[tuple[Move, ...]]]:
    """``standard_table``'s table of ``ends`` made from each end's own plays (kept per end: a cross
    shows a few thousand patterns of its arms, but each arm a few numbers), laid end by end into
    each tile's plays, so each tile's are in the order ``end_plays`` lists them (by end), named
    as it names them (an end showing the same number as another names itself). On a symmetric
    layout (one move for two such ends) ``end_plays``' listing itself."""
    values = [e.value for e in ends]
    fit = showing(n, values)
    if state.table.symmetric_ends:
        return _by_tile(end_plays(state, fit, ends, True))
    by_id: list[tuple[Move, ...]] = [()] * ((n + 1) * (n + 2) // 2)  # (a tile's id is below this)
    repeated = len(set(values)) < len(values)
    for e in ends:
        piece_key = (n, e, repeated and values.count(e.value) > 1)
        piece = _END_PIECES.get(piece_key) or _end_piece(*piece_key)
        for tile_id, play in piece:
            by_id[tile_id] += (play,)
    return fit, by_id


def _end_piece(n: int, end: End, named: bool) -> tuple[tuple[int, Play], ...]:
    """The plays of the double-``n`` set's tiles on ``end`` alone (by tile id; ``named``: the play
    names its end, ``end_plays``' move on an end showing the same number as another)."""
    v, i, where = end.value, end.index, end.name if named else ""
    piece = _END_PIECES[n, end, named] = tuple((t.id, _kept_play(t, i, v, where)) for t in showing(n, (v,)))
    return piece


def in_order(fit: frozenset[Tile], plays_of: Sequence[tuple[Move, ...]], hand: Iterable[Tile]) -> list[Move]:
    """The plays of ``hand``'s tiles in ``fit`` (``plays_of`` by tile id), by tile in the family's
    order (its numbers): one tile or two, the usual counts, put in order without a sort."""
    held = fit.intersection(hand)
    count = len(held)
    if count == 1:
        (t,) = held
        return list(plays_of[t.id])
    if count == 2:
        a, b = held
        if (b.low, b.high) < (a.low, a.high):
            a, b = b, a
        return [*plays_of[a.id], *plays_of[b.id]]
    plays: list[Move] = []
    for t in sorted(held, key=_LOW_HIGH):  # (a loop: quicker than a comprehension of two loops)
        plays += plays_of[t.id]
    return plays


def fits_an_end(state: Any, hand: Iterable[Tile], ends: Sequence[End], fit: frozenset[Tile] | None) -> bool:
    """Whether a tile of ``hand`` goes down on one of ``ends`` (``bool`` of ``end_plays``, answered
    at the first such tile). ``fit``: the tiles showing an end's number where the game matches
    equal pips (``showing``; ``None``: the game's ``fits`` is asked)."""
    accepts = state.game.end_accepts
    if fit is not None:
        for t in fit.intersection(hand):  # (loops, not a generator: this is asked of every hand after a play)
            lo, hi = t.low, t.high
            for e in ends:
                v = e.value
                if (lo == v or hi == v) and accepts(state, e, t):
                    return True
        return False
    fits = state.game.fits
    return any(fits(t, e.value) and accepts(state, e, t) for t in hand for e in ends)


def tile_rule_table(state: Any, ends: Sequence[End]) -> tuple[frozenset[Tile], list[tuple[Move, ...]]]:
    """The plays on the open ``ends`` (``ends_table``'s shape: the tiles that fit, the plays by tile
    id) for a game whose end rule reads the end and the tile but nothing of the deal (Odd and Even's
    parity): listed once by the family's ``end_plays`` for every tile showing an end's number, and
    kept for the game and those ends, so a turn and the fish test after it read them, not the rule
    asked of every tile of every hand.

    >>> import domino_lab as dl
    >>> state = dl.game("odd_even").deal(2, 1)
    >>> fit, plays = tile_rule_table(state, state.table.open_ends())
    >>> fit == frozenset(m.tile for m in end_plays(state, fit, state.table.open_ends(), True))
    True
    """
    game = state.game
    key = (game, state.table.symmetric_ends, *ends)  # (the game itself: its end rule may read its options)
    found = _END_TABLES.get(key)
    if found is None:
        found = _END_TABLES[key] = _by_tile(end_plays(state, showing(game.set.n, [e.value for e in ends]), ends, True))
    return found


def key_table(state: Any, table: Layout, game: Any, key_of: Callable[[Any, Any], Any],
              key: Any) -> tuple[frozenset[Tile], list[tuple[Move, ...]]] | None:
    """``end_table`` for an end rule whose game names what it reads (``end_key_of``: ``key_of``;
    ``key`` is its answer for ``state``): the plays on the open ends, listed once by the family's
    ``end_plays`` for every tile showing an end's number and kept for the game, that key and those
    ends (found by what makes them: a line's two numbers and way, a cross's ``ends_key``; else the
    ends listed), so a turn and the fish test after it read them, not the rule asked of every tile
    of every hand; kept in ``KEPT_END`` against the table and the key. None where the key is None (the
    rule is asked of each tile). A game's tables are a map of their own, found again without
    hashing the game while one game is played (``_KEYED_LAST``), and emptied when it holds
    ``_KEEP_KEYED`` tables (a key may take many values).

    >>> import domino_lab as dl
    >>> from domino_lab.games.chain.double_lock import DoubleLock
    >>> state = dl.position("double_lock", hands=["1-1 1-4 3-4", "5-5"], table="3-3 3-5")
    >>> key = state.game.end_key(state)  # (of the open numbers 3 and 5, the left 3 has its double down)
    >>> fit, plays = key_table(state, state.table, state.game, DoubleLock.end_key, key)
    >>> key, sorted(map(str, fit)), plays[Tile(3, 4).id], plays[Tile(5, 5).id]  # (5-5 alone goes on the 5)
    ((True, False), ['0-3', '1-3', '2-3', '3-3', '3-4', '3-5', '3-6', '5-5'], (<3-4 on 3>,), (<5-5 on 5>,))
    """
    if key is None:
        return None
    last = _KEYED_LAST[0]
    tables = last[1] if last[0] is game else _keyed_tables(game)
    if type(table) is LineLayout:  # (found by the layout's key of its open ends, not by listing them)
        at: tuple = (key, LineLayout, table.left, table.right, table.one_way)
    elif type(table) is ParallelLayout:  # (Fork's two lines: the number each shows)
        shown = table.shown
        at = (key, ParallelLayout, shown[0], shown[1])
    else:
        ends_key = getattr(table, "ends_key", None)
        at = (key, type(table), ends_key()) if ends_key is not None else (key, table.symmetric_ends, *table.open_ends())
    found = tables.get(at)
    if found is None:
        if len(tables) >= _KEEP_KEYED:
            tables.clear()
        ends = table.open_ends()
        found = tables[at] = _by_tile(end_plays(state, showing(game.set.n, [e.value for e in ends]), ends, True))
    KEPT_END[0] = (table, game, len(table), found, key, key_of)
    return found


def _keyed_tables(game: Any) -> dict[tuple, tuple[frozenset[Tile], list[tuple[Move, ...]]]]:
    """``game``'s map of keyed end tables (equal games share one), made the last one found."""
    tables = _KEYED.setdefault(game, {})
    _KEYED_LAST[0] = (game, tables)
    return tables
