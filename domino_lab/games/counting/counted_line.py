"""A chain game counted in play on a plain line, played on the chain family's integer loop.

A game built from a chain game and a counting game's deal scoring (``dl.design("kozel",
deal_scoring="muggins")``: Kozel's line, deal, teams and goat match, every play counted as Muggins
counts) keeps the chain family's moves, line and state and adds one thing: after each play the
open ends are added up and the mover's side scores ``end_points`` of the sum
(``CountingState._laid``). Nothing of the play itself reads that score: who may play what, the
draws, the fish and the end of the deal are the chain family's. So the deal is played, move for
move, by the chain family's deal on integers (``games.chain.played_out``: the same deal, the same
random numbers, the same moves), and the count is made afterwards, play by play, from that loop's
log of moves, in the order the engine makes it: each scoring play is written with the state's own
``award`` (``scored`` and ``score_log``, as the engine leaves them) before the deal is scored
with the game's ``score_deal``.

The count is the game's own: where the game counts as the counting family does
(``CountingGame.play_points`` and ``count``: ``end_points`` of ``open_end_total``), the points a
line shows depend only on the numbers its two tips show and whether each tip is a double (on the
family's line every double lies crosswise), or, for a lone lead, on the tile; so the game's
``play_points`` is asked once per such line, on a real ``LineLayout`` laid to show it
(``_Counts``), and the answers are read as the log is. A game whose count or award is its own (a
``play_points`` or ``count`` of its own), whose state lays or counts otherwise than
``CountingState`` itself, or whose other overrides the chain loop does not honour
(``kernel.HONOURED``) is left to the other paths. Muggins on another game's line
(``dl.design("muggins", layout="kozel")``) keeps Muggins' state class, ``MugginsState``, whose one
rule of its own (``after_lay``: a double laid lengthwise is turned) acts on a move only Muggins'
``extra_moves`` offers; with the line's game's ``extra_moves``, the chain family's, it never acts
(``muggins.turns_doubles``, read by identity), and the deal is played here as well (``_out``).

The finished deal is a ``CountedOut``: a ``CountingState`` (or ``MugginsState``:
``MugginsCountedOut``) whose table and history are made from the log the first time they are read
(``kernel.PlayedOut``). ``tests/test_design.py`` compares its
deals, field for field, with the engine's. ``dl.simulate``, seating fresh ``Random`` bots, takes
its ``random_dealer``, as it takes the chain kernel's for the chain game itself: the kernel's deal
and its loop for such seats (``line_loop.play_line``), then the count (``tests/test_design_dealers.py``).

>>> import domino_lab as dl
>>> from domino_lab.driver import run_deal
>>> game = dl.design("kozel", deal_scoring="muggins")
>>> fast = run_deal(deal(game, 4, 7), [dl.bots.Random(k) for k in range(4)])
>>> slow = run_deal(game.deal(4, 7), [dl.bots.Random(k) for k in range(4)])
>>> fast.result() == slow.result() and fast.to_text() == slow.to_text() and fast.history == slow.history
True
>>> fast.scored == slow.scored and fast.score_log == slow.score_log
True
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from types import SimpleNamespace
from typing import Any

from ...table.line import LineLayout
from ..chain import kernel
from ..chain.base import ChainGame
from ..chain.delegation import passed_on
from ..chain.line_loop import play_line
from ..chain.path_reads import _family_count
from ..chain.played_out import _Made
from ..chain.set_tables import _tables
from ..chance import SeededChance
from ..overrides import plays_all
from .base import CountingGame, CountingState
from .muggins import Muggins, MugginsState, turns_doubles

__all__ = ["takes", "takes_position", "deal", "random_dealer", "kept", "CountedOut"]


def takes(game: Any, players: int) -> bool:
    """Whether ``deal`` deals ``game`` for ``players`` as the engine would, kept as integers: a
    counting game on ``CountingState`` itself that counts as the family does and whose every other
    override the chain family's turn on integers honours, for fewer than 8 players."""
    cls: type = type(game)  # (as a plain type: mypy checks type[Game] against Hashable as if an instance)
    return players < 8 and _game_supported(cls)  # (the log's 3 bits a seat)


def takes_position(state: Any) -> bool:
    """Whether ``kept`` keeps ``state`` as the engine would play it on: as ``takes``, on the
    family's two-ended line, drawing with the deal's own chance."""
    return (type(state) is type(state.game).StateClass and type(state.table) is LineLayout and not state.table.one_way
            and type(state.chance) is SeededChance and takes(state.game, state.players)
            and kernel._plan(state.game, state.players) is not None)  # (its matching tabled)


@functools.cache
def _game_supported(cls: type) -> bool:
    """A counting game on a state that lays and counts as ``CountingState`` does (``_OUT``),
    counting as the family does, whose every override of the chain family's is one the chain loop
    honours."""
    if not issubclass(cls, CountingGame):
        return False
    counting: Any = cls  # (as a plain type: see supported)
    return (_out(counting) is not None and _family_count(counting)
            and plays_all(cls, ChainGame, kernel.HONOURED | passed_on(cls, ChainGame, ("after_play",))))


def _out(cls: Any) -> Any:  # (a CountedOut class)
    """The class of ``cls``'s deals finished here, the engine's state class (``StateClass``) made a
    ``CountedOut``, for a state that lays and counts as ``CountingState`` does: ``CountingState``
    itself, or ``MugginsState`` where its one rule of its own, ``after_lay``, never acts (Muggins'
    ``turns_doubles``: the game's ``extra_moves`` is the chain family's, which offers no lengthwise
    double; Muggins on another game's line). ``None`` for any other state: a rule the loop does not know."""
    state = cls.StateClass
    if state is CountingState:
        return CountedOut
    if state is MugginsState and not turns_doubles(cls):
        return MugginsCountedOut
    return None


def deal(game: CountingGame, players: int, seed: int | None, match: Any = None) -> CountedOut:
    """``game.deal(players, seed, match)``, kept as integers (``kernel.deal``'s deal, a
    ``CountedOut``). ``takes(game, players)`` must hold."""
    return kernel.deal(game, players, seed, match, out=_out(type(game)))  # type: ignore[return-value]


def _seeded(game: CountingGame, players: int, seed: int | None, keys: list[int]) -> CountedOut:
    """A fresh deal played by ``Random`` seats that are never made, each known by its stream's key
    (``dl.simulate``'s, as ``kernel.random_dealer`` plays them: the chain family's loop, ``line_loop``)."""
    return kernel._seeded(game, players, seed, None, keys, _out(type(game)))  # type: ignore[return-value]


def random_dealer(game: CountingGame, players: int) -> Callable[[int | None, list[int]], CountedOut] | None:
    """``_seeded(game, players, seed, keys)`` as a function of ``seed`` and ``keys``, what
    depends only on the game looked up once (``dl.simulate`` asks once a chunk), as the chain
    kernel's ``random_dealer`` makes it: the kernel's deal, the family's loop, and the count of its
    log. The lead is the family's or Muggins' (the holder of the first tile of the family's order
    leads, any tile: read on the dealt masks), else the game's own (``_seeded``).
    ``takes(game, players)`` must hold."""
    plan = kernel._plan(game, players)
    if plan is None:  # (a matching that cannot be tabled: the engine's deals, kernel._plan)
        return None
    tb, mt, size, _, sides, by_order = plan
    holder = type(game).first_lead is Muggins.first_lead  # (no match here: a fresh deal's lead)
    if holder:
        by_order = tuple((tb.index[t], None) for t in kernel._lead_order_of(game) if t in tb.index)  # (kernel._plan)
    if by_order is None or kernel._reads_after(type(game)):  # type: ignore[arg-type]  # (a lead or hook of its own)
        return functools.partial(_seeded, game, players)
    bit, bones, left = tb.bit, players * size, players * size < len(tb.bit)  # (left: a boneyard)
    fresh, deal_of, first_holder = kernel._fresh, kernel._deal, kernel._first_holder
    side = _sides(sides, players)
    out = _out(type(game))

    def deal(seed: int | None, keys: list[int]) -> Any:  # (a CountedOut)
        masks, dealt, _ = deal_of(game, plan, players, seed)
        leader, lead_tiles, lead_mask = first_holder(masks, by_order, bit)
        if holder:  # (Muggins': any tile)
            lead_mask = -1
        boneyard = [b.bit_length() - 1 for b in dealt[bones:]] if left else []
        played = play_line(tb, mt, game, masks, boneyard, leader, -1, -1, lead_mask, [], keys)
        state: Any = fresh(out, game, players, sides, seed, {}, lead_tiles, leader)
        state.scored, state.score_log = _count(game, played[4], None, side, len(sides))
        return state._done(tb, played, masks, boneyard, None, None, 0)

    return deal


def _sides(sides: Sequence[Sequence[int]], players: int) -> tuple[int, ...]:
    """Each player's side: the first that holds him (``State.side_of``)."""
    return tuple(next(i for i, s in enumerate(sides) if p in s) for p in range(players))


def kept(state: CountingState) -> CountingState:
    """A copy of ``state`` kept as integers, to be played on as the engine plays ``state``
    (``driver.finish``); ``state`` is left as it is (a deal already over is returned as it is).
    ``takes_position(state)`` must hold. The rest of the deal is the chain family's, kept as
    integers (``kernel.kept``), counted from the line's tips as they are now."""
    if state.over:
        return state
    table = state.table
    assert isinstance(table, LineLayout)  # (takes_position)
    tips = None
    if not table.empty:
        assert table.left is not None and table.right is not None  # (a laid line: takes_position)
        placed = table.placed
        tips = (table.left, placed[table.tip(0)].tile.is_double, table.right, placed[table.tip(1)].tile.is_double)
    done: CountingState = kernel.kept(state, _out(type(state.game)), {
        "scored": list(state.scored), "score_log": list(state.score_log), "_tips": tips})  # type: ignore[assignment]
    return done


def _count(game: CountingGame, log: list[int], line: tuple[int, bool, int, bool] | None, side: Sequence[int],
           scored: list[int] | int, score_log: list | None = None) -> tuple[list[int], list[tuple[int, int]]]:
    """Count every play of the chain loop's ``log`` as ``CountingState._laid`` counts it, in order,
    writing each scoring play as ``CountingState.award`` writes it (the state is ``CountingState``
    itself: ``supported``) into ``scored`` (by side; a number: that many sides from nothing) and
    ``score_log``, which are returned. ``line``: the numbers the line's two tips show and whether
    each is a double, before the log's first move (``None``: an empty table); ``side``: each
    player's side."""
    counts = _counts(game)
    trans, points_of = counts.trans, counts.points
    if not isinstance(scored, list):
        scored = [0] * scored
    if score_log is None:
        score_log = []
    add = score_log.append
    # the line as one number (``_Counts.trans``): its two tips, each its number << 1 | whether a double lies there
    at = 0 if line is None else (line[0] << 1 | line[1]) * counts.width + (line[2] << 1 | line[3])
    for code in log:
        if code >= 0:  # (draws and passes: < 0)
            at = trans[code >> 3][at]
            points = points_of[at]
            if points:
                p = code & 7
                scored[side[p]] += points
                add((p, points))
    return scored, score_log


class _Counts:
    """A game's points for a line, asked of its ``play_points`` once per kind of line (games are
    values): a lone lead by its tile (``lone``), a longer line by its two tips (``lines``, by
    ``left * width + right``, a tip written as its number << 1 | whether a double lies there); and
    a tile's tips: led (``lead_tips``), or joined to an end whose tip is ``tip`` (``after[move][tip]``,
    by the log's move, ``2 * tile + end``: the chain loop's ``after``, the tip the end then shows)."""

    def __init__(self, game: CountingGame):
        self._game = game
        tb = _tables(game.set.n)
        numbers = game.set.n + 1
        self.lead = 2 * len(tb.tiles)
        self.lone = tuple(self._points(LineLayout.from_chain([(t.low, t.high)])) for t in tb.tiles)
        self.lead_tips = tuple((t.low << 1 | t.is_double, t.high << 1 | t.is_double) for t in tb.tiles)
        # (by move, 2 * tile + end, and by tip: the tip the end shows once the tile joins it)
        self.after = tuple(tuple(shows[tip >> 1] << 1 | t.is_double if shows[tip >> 1] >= 0 else -1
                                 for tip in range(2 * numbers))
                           for t, shows in zip(tb.tiles, kernel.matching(game).after) for _end in (0, 1))
        self.width = width = 2 * numbers
        self.lines = tuple(self._line_points(left >> 1, bool(left & 1), right >> 1, bool(right & 1))
                           for left in range(width) for right in range(width))
        # the line as one number: left * width + right for a longer line, lines + tile for a lone lead;
        # trans[code][at]: the line once the log's move code (code >> 3) is made on line at, points[at]: its points
        lone_at = len(self.lines)
        tips = [divmod(at, width) for at in range(lone_at)] + list(self.lead_tips)
        self.trans = tuple(tuple(self._joined(move, left, right) for left, right in tips)
                           for move in range(self.lead)) + tuple((lone_at + t,) * len(tips)
                                                                 for t in range(len(tb.tiles)))
        self.points = self.lines + self.lone

    def _joined(self, move: int, left: int, right: int) -> int:
        """The line (as ``trans`` numbers it) once ``move`` (2 * tile + end) joins the line whose tips
        are ``left`` and ``right`` (0: where the tile does not fit, a move never made)."""
        if move & 1:
            right = self.after[move][right]
        else:
            left = self.after[move][left]
        return 0 if left < 0 or right < 0 else left * self.width + right

    def _points(self, line: LineLayout) -> int:
        """The game's ``play_points`` on a table that is ``line`` (its count reads the table alone:
        the family's ``count``, see ``supported``)."""
        return self._game.play_points(SimpleNamespace(table=line), 0, None)  # type: ignore[arg-type]

    def _line_points(self, left: int, left_double: bool, right: int, right_double: bool) -> int:
        """The points of a line whose tips show ``left`` and ``right`` (each a double or not)."""
        b = self._game.set.n + 1  # a number no tip shows: the left tip (its double first), through b to the right
        pairs = [(left, left)] * left_double + [(left, b), (b, right)] + [(right, right)] * right_double
        line = LineLayout.from_chain(pairs)
        placed = line.placed
        assert (line.left, line.right) == (left, right) and len(placed) > 1
        assert (placed[line.tip(0)].tile.is_double, placed[line.tip(1)].tile.is_double) == (left_double, right_double)
        return self._points(line)


@functools.lru_cache(maxsize=256)
def _counts(game: CountingGame) -> _Counts:
    return _Counts(game)


class CountedOut(kernel.PlayedOut, CountingState):
    """A counted deal finished by the chain loop: a ``CountingState`` in every respect (``scored``
    and ``score_log`` as the engine leaves them), whose table and history are made from the loop's
    log the first time they are read (``kernel.PlayedOut``)."""

    def _counted(self, log: list[int]) -> None:
        """The chain loop's plays counted, in order, before the deal is scored (``kernel.deal``'s deal,
        ``PlayedOut._close``): from an empty table, or from the line's tips where ``kept`` began."""
        d = self.__dict__
        side = _sides(self.sides, self.players)
        if "_tips" in d:  # (kept: counted on from what the deal had scored)
            _count(self.game, log, d.pop("_tips"), side, self.scored, self.score_log)
        else:  # (into the fields themselves: a write through ``_Made`` would make the deal plain again)
            d["scored"], d["score_log"] = _count(self.game, log, None, side, len(self.sides))

    # (the points of a deal in play are counted from the log when read: the deal is made plain, its plays so far
    # counted, as the hands are made when read: ``PlayedOut._demote``; written, it is made plain first)
    @_Made
    def scored(self) -> list[int]:
        self._demote()
        scored: list[int] = self.__dict__["scored"]
        return scored

    @_Made
    def score_log(self) -> list[tuple[int, int]]:
        self._demote()
        score_log: list[tuple[int, int]] = self.__dict__["score_log"]
        return score_log

    _engine_name = CountingState.__name__  # (its repr reads as the state the engine would have finished)
    _engine_state = CountingState  # (and the class a deal in play becomes when its tiles are read)


class MugginsCountedOut(CountedOut, MugginsState):  # (table, history: made when read)
    """A deal of Muggins on another game's line finished by the chain loop: a ``MugginsState`` in
    every respect, which lays and counts as ``CountingState`` does (``_out``)."""

    _engine_name = MugginsState.__name__
    _engine_state = MugginsState

