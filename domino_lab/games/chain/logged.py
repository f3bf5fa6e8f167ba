"""A deal kept without a table: ``LoggedDeal``, its table and history made on demand.

Wagons' deal kept as integers (``wagons_deal.KeptWagons``, played by ``driver.run_deal``; Sausage
had a path of its own too until 2026-12-04) writes the finished deal's fields itself (hands,
boneyard, turn, the chain fields, the result, scored by the game's own ``score_deal``). What a
simulation never reads — the layout with every tile's place, and the history of ``Move`` objects —
it keeps as a log: one ``(player, key)`` per move, the key naming the move by what it does (``_key``).

The first time ``table`` or ``history`` is read, the deal is dealt again from its seed and the
logged moves are played on the object engine, each one found among the engine's own moves by its
key: by ``State.play``, or, where the state applies a move as the chain family does
(``_relays``), by the parts of ``ChainState._apply`` that make the table and the history alone
(``LoggedDeal._relaid``: some 40 % less, paid every deal by a scoring that reads the history). So
both are exactly what the engine makes, and a logged move the engine does not offer is an error
(``DominoError``), never a guess. A deal still in play is made so too when its tiles are read
(``KeptWagons._demote``), and goes on as the engine's plain state.

What such a deal needs around it is written here once too: the fresh deal made a ``LoggedDeal`` of
its state class (``adopt``, ``played_class``). (A position part-way through is the engine's.)
"""

from __future__ import annotations

import functools
from typing import Any, ClassVar, TypeVar

from ...errors import DominoError
from ...moves import Move, Multi
from ..base import State
from ..game import ContextOnly
from .base import _DRAW, _PASS, ChainGame, ChainState

__all__ = ["LoggedDeal", "adopt", "played_class"]


class LoggedDeal(ChainState):
    """Mixin, put before the game's state class, for a deal a fast path finished (see the module
    docstring). ``_dealt`` is ``(players, seed, context)`` of the deal, ``_log`` its moves as
    ``(player, key)``, ``_tally`` its ``move_tally()``."""

    private_fields: ClassVar[tuple[str, ...]] = ("_log", "_tally", "_dealt")  # the fast path's own record

    _log: list[tuple[int, tuple]]
    _tally: tuple[int, int, int]
    _dealt: tuple[int, int | None, dict]

    def _key(self, move: Move) -> tuple:
        """What ``move`` does, as the fast path logs it (each game's own)."""
        raise NotImplementedError

    def _offered(self, state: ChainState, player: int, key: tuple) -> list[Move]:
        """The engine's moves of ``player`` in ``state`` among which the logged move ``key`` (one
        that lays a tile) is found: by default all his legal moves (``_legal_moves``)."""
        return list(state._legal_moves())

    def _replay(self) -> State:
        """The deal played again on the engine: the same seed, then the logged moves."""
        players, seed, context = self._dealt
        state = self.game.deal(players, seed, ContextOnly(context))
        kind: type = type(state)  # (plain types: mypy checks type[State] against Hashable as if an instance)
        game: type = type(self.game)
        if _relays(kind, game):
            assert isinstance(state, ChainState)  # (a chain game's deal)
            return self._relaid(state)
        key_of = self._key
        for p, key in self._log:
            move = next((m for m in state.legal_moves() if key_of(m) == key), None) if state.current == p else None
            if move is None:
                raise DominoError(f"{self.game.info.id}: the fast path's move {key} of player {p} is not legal "
                                  f"in {state.to_text()}")
            state.play(move)  # (the engine's own play: it checks the move and writes the history)
        return state

    def _relaid(self, state: ChainState) -> ChainState:
        """The table and the history of the deal, made on ``state`` (dealt again) by the engine's own
        parts of ``ChainState._apply`` that make them: a draw takes ``_draw_tile`` into the hand, a
        move that lays tiles is found among the engine's moves (``_offered``) and each of its plays
        is laid by the state's ``_lay``. What ``_apply`` does besides — count the play, look for the
        deal's end, ``after_play`` (the family's, which does nothing), pass the turn — changes
        neither; every other field of the finished deal is the loop's. Some 40 % less than playing the
        logged moves (``State.play``: the moves listed whole, the end looked for after each), which
        a deal scoring that reads the history pays every deal (Sea Goat's reads its lead)."""
        key_of, history, lay = self._key, state.history, state._lay
        draw, passing = key_of(_DRAW), key_of(_PASS)
        for p, key in self._log:
            move: Move | None
            if key == draw:
                move = _DRAW
                state.hands[p].add(state._draw_tile())
            elif key == passing:
                move = _PASS
            else:
                state.current = p
                move = next((m for m in self._offered(state, p, key) if key_of(m) == key), None)
                if move is None:
                    raise DominoError(f"{self.game.info.id}: the fast path's move {key} of player {p} is not "
                                      f"legal in {state.to_text()}")
                for play in move.plays if isinstance(move, Multi) else (move,):
                    lay(p, play)
            history.append((p, move))
        return state

    # (a cached_property is written into the instance like the attribute it stands for; mypy takes it
    # for a read-only property)
    @functools.cached_property
    def history(self) -> list[tuple[int, Move]]:  # type: ignore[override]
        state = self._replay()
        self.__dict__["table"] = state.table
        return state.history

    @functools.cached_property
    def table(self) -> Any:  # type: ignore[override]  # (as ``history``)
        state = self._replay()
        self.__dict__["history"] = state.history
        return state.table

    @property
    def first_player(self) -> int | None:
        return self._log[0][0] if self._log else self.current

    def move_tally(self) -> tuple[int, int, int]:
        return self._tally

    def _view(self, viewer):
        view = super()._view(viewer)
        view.__class__ = self.game.StateClass  # a view is a plain state: it has no log
        return view

    def __repr__(self):  # it reads as the state the engine would have finished
        return f"<{self.game.StateClass.__name__} {self.to_text()}>"


@functools.cache
def _relays(state: type, game: type) -> bool:
    """Whether a deal of these classes may be made again by ``LoggedDeal._relaid``: its state
    applies a move as the chain family does (``ChainState._apply``), and what that does besides
    laying touches neither the table nor the history: the game's ``after_play`` is the family's
    (nothing), the state's ``_laid`` the family's (nothing) or the counting family's (it awards)."""
    from .path_reads import _counting_laid

    return (state._apply is ChainState._apply and game.after_play is ChainGame.after_play  # type: ignore[attr-defined]
            and (state._laid is ChainState._laid or _counting_laid(state)))  # type: ignore[attr-defined]


_L = TypeVar("_L", bound=LoggedDeal)


def adopt(state: State, cls: type[_L]) -> _L:
    """The fresh deal ``state`` as a ``cls`` (a ``LoggedDeal`` of its game's state class), ready for
    a fast path to play: it remembers how it was dealt, to be dealt again when read."""
    dealt = (state.players, state.seed, dict(state.context))
    state.__class__ = cls
    assert isinstance(state, cls)
    state._dealt = dealt
    return state


@functools.cache
def played_class(played: type, state: type) -> type:
    """The class of a deal a logged path finished: ``played`` (a ``LoggedDeal`` of the game's state),
    or, for a design whose state is more than the game's (Wagons' counting in play), ``played`` on
    that state, so the finished deal is an instance of the design's state class with all its fields
    and text."""
    if issubclass(played, state):
        return played
    return type(played.__name__ + state.__name__, (played, state), {"__module__": played.__module__})

