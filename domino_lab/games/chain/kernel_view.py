"""The deal as a game's ``after_play`` sees it, while the deal is kept as integers (``played_out``, ``line_loop``).

The loop keeps a deal as bitmasks and an integer log; ``after_play(state, player, move)`` takes
the deal's state. An ``after_play`` whose code only reads (``delegation.reads_only``: loads,
tests, ``len``, ``isinstance``, ``bool``, ``abs``, the family's no-op through ``super()``; no
store, no other call; or, besides, counts kept in the deal's ``context``, a dict no rule of the
family reads during a deal, which the view shares with the deal) changes nothing the loop keeps,
so the loop may hand it a view instead of a state it keeps: a :class:`PlayView`, a
:class:`ChainState` whose fields read as the engine's state's at that moment (after the tile is
laid and the fish looked for, before the move is recorded and the
turn passes: ``ChainState._apply``), with the engine's move. The hands (sets of tiles) and the
boneyard (a list of tiles) are kept up to date by the loop, which costs a set's
``difference_update`` a play (the tile taken out as a frozenset of it, not hashed again); the
rest is read from the log only when the hook reads it (properties: ``current``, ``last_player``,
``drawn``, ``last_single``, and the table and history, made from the log). Any other
``after_play`` (one that may change the deal) is called on the kept deal itself
(``line_loop.play_line``), which its first read of the tiles makes the engine's plain state.
``tests/test_kernel_after_play.py`` compares every
field a hook may read, at every play, with the engine's.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from ...moves import Draw, Move, Pass, Play
from ...table import LineLayout
from ...tiles import Tile
from ..base import _dup
from .base import _PLAYS, ChainState
from .set_tables import _tile_set

__all__ = ["PlayView", "decode", "replay", "view_of"]

_DRAW, _PASS = -1, -2  # log codes of the two moves that lay no tile (as kernel's)
_DRAW8 = 8 * _DRAW


def log_tail(log: list[int], p: int, double: Sequence[bool], lead: int, shift: int, last_player: Any,
             last_single: Any) -> tuple[Any, Any, int, bool]:
    """What the engine tracks move by move, read once from a loop's log (one int a move: the player
    + 8 * what was done; a play's tile is ``code >> 3 >> shift`` below ``lead``, a lead's
    ``(code >> 3) - lead``): who laid the last tile (the рыбак of a fish by passes) and who laid
    the last tile that is not a double, each as given where the log lays none, and the draws of
    ``p``'s turn, with whether that turn began in the log."""
    found = False
    for code in reversed(log):
        if code >= 0:
            c = code >> 3
            if not found:
                last_player, found = code & 7, True
            if not double[c - lead if c >= lead else c >> shift]:
                last_single = code & 7
                break
    j, turn_draws, drew = len(log) - 2, 0, p + _DRAW8
    while j >= 0 and log[j] == drew:
        turn_draws += 1
        j -= 1
    return last_player, last_single, turn_draws, j >= 0


def decode(game: Any, table: Any, before: list, log: Any) -> list[tuple[int, Move]]:
    """The history of a deal the loop played from ``table`` (``None``: an empty one) after the
    moves ``before``: those, then one ``(player, move)`` per code of ``log`` (the engine's objects:
    the line's plays are ``_PLAYS``'s)."""
    tiles = game.set.tiles
    touching = game.touching_end
    lead = 2 * len(tiles)
    out = list(before)
    move: Move | None
    left, right = (None, None) if table is None or table.empty else (table.left, table.right)
    for code in log:
        p, c = code % 8, code // 8
        if c == _DRAW:
            move = Draw()
        elif c == _PASS:
            move = Pass()
        elif c >= lead:
            move = Play(tiles[c - lead])
            left, right = move.tile.low, move.tile.high
        else:
            tile, end = tiles[c >> 1], c & 1
            on = left if end == 0 else right
            assert on is not None  # a play on an end comes after the lead
            move = _PLAYS.get((tile, end, on))
            if move is None:
                move = Play(tile, end, on)
            shown = tile.other(touching(tile, on))
            if end == 0:
                left = shown
            else:
                right = shown
        out.append((p, move))
    return out


def replay(game: Any, start: Any, moves: Any) -> LineLayout:
    """The line ``start`` (``None``: an empty one) with the plays of ``moves`` (``(player, move)``)
    laid on it."""
    line = LineLayout() if start is None else _dup(start)
    touching = game.touching_end
    for _, move in moves:
        if isinstance(move, Play):
            line.place(move.tile, move.end, None if move.on is None else touching(move.tile, move.on))
    return line


class PlayView(ChainState):
    """A deal in the middle of the integer loop, as ``after_play`` reads it. Its hands and boneyard
    are kept up to date by the loop (``view_of``); what the log tells is read from it when read
    (``_live``: the table and the moves the loop began from, its log, whose last code is the move
    just made, and the state's ``last_single`` and ``drawn`` when the loop began): ``current`` and
    ``last_player`` (who made that move), ``drawn`` (their draws this turn), ``last_single``,
    ``table`` (with the move) and ``history`` (without it: it is recorded after ``after_play``),
    these two kept until the next play. (Properties, not ``__getattr__``: a class with one loses
    Python's fast reading of its instances' other fields.)"""

    private_fields = ("_live", "_made")
    _live: tuple  # (start table, moves before, log, last_single and drawn before)

    def _made_now(self, name: str) -> Any:
        start, before, log = self._live[:3]
        made = self.__dict__.setdefault("_made", {})
        got = made.get(name)
        if got is not None and got[0] == len(log):  # (made at this play)
            return got[1]
        if name == "history":  # (the move just made is not recorded yet)
            value: Any = decode(self.game, start, before, log[:-1])
        else:
            value = replay(self.game, start, decode(self.game, start, [], log))
        made[name] = (len(log), value)
        return value

    @property
    def history(self) -> list[tuple[int, Move]]:  # type: ignore[override]
        history: list[tuple[int, Move]] = self._made_now("history")
        return history

    @property
    def table(self) -> LineLayout:  # type: ignore[override]
        table: LineLayout = self._made_now("table")
        return table

    @property
    def current(self) -> int:  # type: ignore[override]
        code: int = self._live[2][-1]
        return code & 7

    last_player = current  # (who laid the tile just laid)

    @property
    def drawn(self) -> int:  # type: ignore[override]
        log, drawn = self._live[2], self._live[4]
        p, j = log[-1] & 7, len(log) - 2
        turn = 0
        while j >= 0 and log[j] == p + _DRAW8:
            turn += 1
            j -= 1
        return turn if j >= 0 else drawn + turn  # (a turn begun before the loop)

    @property
    def last_single(self) -> int | None:  # type: ignore[override]
        tiles = self.game.set.tiles
        lead = 2 * len(tiles)
        code: int
        for code in reversed(self._live[2]):
            c = code >> 3
            if c >= 0 and not tiles[c >> 1 if c < lead else c - lead].is_double:
                return code & 7
        last: int | None = self._live[3]
        return last


def view_of(game: Any, tb: Any, masks: list[int], boneyard: list[int], fields: dict, start: Any, before: list,
            log: list[int], last_single: int | None = None, drawn: int = 0, dealt: Any = None) -> tuple:
    """What the loop needs to call ``game.after_play`` on a view of the deal it plays: the view (a
    :class:`PlayView` with ``fields``, the state's fields but for those it reads from the log and
    the hands, boneyard, table and history, and those made from the loop's ``masks``,
    ``boneyard`` and ``log``, after ``start`` and ``before``: the table and history the loop began
    from, left as they are, and the state's ``last_single`` and ``drawn`` then), the bound
    ``after_play``, the view's hands (sets kept up to date by the loop: a tile laid leaves its
    hand as ``hands[p].difference_update(alone[t])``, a tile drawn joins it with ``update``,
    without hashing the tile again), ``alone``, and the view's boneyard (a list of tiles, popped
    as the loop's is). ``dealt``: the kernel's ``_DealtHands`` of a fresh deal, whose sets, where
    a deal rule made them, are taken as they are (the rules that read them are done)."""
    made = dealt if type(dealt) is list else None if dealt is None else dealt._hands
    hands = made if made is not None else [_tile_set(tb, m) for m in masks]
    bones = list(map(tb.tiles.__getitem__, boneyard))
    view = object.__new__(PlayView)
    d = view.__dict__
    d.update(fields)
    d["hands"], d["boneyard"], d["passes"], d["_live"] = hands, bones, 0, (start, before, log, last_single, drawn)
    return view, game.after_play, hands, _singles(tb), bones


class _DealtHands(Sequence):
    """The dealt hands as tile sets for the game's own deal rules (``redeal_reason``,
    ``first_lead``), made the first time a rule looks: a match's later deals name their leader,
    and a game without a redeal rule never looks at all."""

    def __init__(self, tb: Any, masks: list[int]):  # (tb: set_tables._Tables)
        self._make = (tb, masks)
        self._hands: list[set[Tile]] | None = None

    def _all(self) -> list[set[Tile]]:
        if self._hands is None:
            tb, masks = self._make
            self._hands = [_tile_set(tb, mask) for mask in masks]
        return self._hands

    def __getitem__(self, i):
        return self._all()[i]

    def __len__(self):
        return len(self._make[1])

    def __iter__(self):
        return iter(self._all())


@functools.lru_cache(maxsize=16)
def _singles(tb: Any) -> tuple[frozenset, ...]:
    """Each tile of ``tb``'s set as a frozenset of it (made from ``tb.bytes``: no hashing)."""
    return tuple(tb.bytes[i >> 3][1 << (i & 7)] for i in range(len(tb.tiles)))
