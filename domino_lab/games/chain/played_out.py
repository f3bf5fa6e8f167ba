"""A deal finished by the chain family's integer loops (``kernel``, ``seeded``): a state of the
game's own state class in every respect, whose ``table`` and ``history`` are rebuilt from the
loop's integer log the first time something reads them.

The loop plays a deal on bitmasks and one int a move; most deals of a simulation are scored and
dropped without anyone reading their table or history, so those are made from the log (with the
engine's own objects: ``kernel_view.decode`` and ``replay``) only when asked. ``PlayedOut`` is the
class for ``ChainState`` itself; ``out_class`` gives the one for another state class the loop plays
(Fork's, whose draw rule the loops honour: ``draw_rule.fork_draw``), so that the finished deal is of
the class the engine would have finished.
"""

from __future__ import annotations

import functools
from typing import Any

from ...moves import Move
from ...table import LineLayout
from .base import ChainGame, ChainState
from .delegation import move_for_score
from .kernel_view import decode, log_tail, replay

__all__ = ["PlayedOut", "out_class", "out_of"]


class PlayedOut(ChainState):
    """A deal finished by the fast path: a :class:`ChainState` in every respect, whose ``table``
    and ``history`` are rebuilt from the integer log the first time they are read."""

    private_fields = ("_log", "_tally", "_start")  # the fast path's own record
    _engine_name = ChainState.__name__  # the class the engine's state would be (``__repr__``)

    _start: tuple = (None, ())  # the table and history the fast path started from (None: a fresh deal)
    _log: list[int]  # one int per move the fast path made (see ``_play``)
    _tally: tuple[int, int, int]  # its moves, draws and passes (``move_tally``)

    def _done(self, tb: Any, played: tuple, masks: list[int], boneyard: list[int], last_player, last_single,
              drawn: int) -> PlayedOut:
        """Write what the loop left into the state's fields and score the deal."""
        reason, winner, p, passes, log, draws, passed = played
        tiles = tb.tiles
        # what the engine tracks move by move, read once from the log (a play's code: 2 * tile + end)
        last_player, last_single, turn_draws, began = log_tail(log, p, tb.double, 2 * len(tiles), 1, last_player,
                                                               last_single)
        self.__dict__.update(
            drawn=turn_draws if began else drawn + turn_draws,  # (a turn begun before the fast path)
            hands=list(map(tb.to_set, masks)), boneyard=list(map(tiles.__getitem__, boneyard)) if boneyard else [],
            current=p, passes=passes, last_player=last_player, last_single=last_single, _log=log,
            _tally=(len(self._start[1]) + len(log), draws, passed))
        fisher = None if reason == "out" else p if passes < self.players else last_player
        self._end(reason, winner=winner, fisher=fisher, move=move_for_score(self))
        return self

    def _view(self, viewer):
        view = super()._view(viewer)
        view.__class__ = self.game.StateClass  # a view is a plain state: it has no integer log
        return view

    @property
    def first_player(self) -> int | None:
        before = self._start[1]
        return before[0][0] if before else self._log[0] & 7 if self._log else self.current

    def __repr__(self):  # it reads as the state the engine would have finished
        return f"<{self._engine_name} {self.to_text()}>"

    def move_tally(self) -> tuple[int, int, int]:
        if self._start[0] is not None:  # moves made before the fast path took over count too
            return super().move_tally()
        return self._tally

    # (a cached_property is written into the instance like the attribute it stands for: mypy reads it as read-only)
    @functools.cached_property
    def history(self) -> list[tuple[int, Move]]:  # type: ignore[override]
        table, before = self._start
        return decode(self.game, table, before, self._log)

    @functools.cached_property
    def table(self) -> LineLayout:  # type: ignore[override]  # (as ``history``)
        start, before = self._start
        return replay(self.game, start, self.history[len(before):])


def out_of(game: ChainGame) -> type[PlayedOut]:
    """The ``PlayedOut`` for ``game``'s deals (``out_class`` of its state class)."""
    state: Any = type(game).StateClass  # (Any: mypy checks a class against Hashable as if an instance)
    return out_class(state)


@functools.cache
def out_class(state: type) -> type[PlayedOut]:
    """The ``PlayedOut`` for a deal whose state class is ``state``: ``PlayedOut`` itself for
    ``ChainState``, else one made once that is both (its fields, rules and name are ``state``'s)."""
    if state is ChainState:
        return PlayedOut
    return type(state.__name__, (PlayedOut, state), {"__module__": __name__, "__qualname__": state.__name__,
                                                      "__doc__": PlayedOut.__doc__, "_engine_name": state.__name__,
                                                      "__reduce__": _reduce, "_engine_state": state})


def _reduce(self: PlayedOut) -> tuple:
    """An ``out_class`` deal pickled: made once per process, its class is found again by the
    engine's state class it was made for (``_restored``)."""
    return _restored, (self._engine_state, self.__dict__)  # type: ignore[attr-defined]  # (out_class's)


def _restored(state: type, fields: dict) -> PlayedOut:
    new = object.__new__(out_class(state))
    new.__dict__.update(fields)
    return new
