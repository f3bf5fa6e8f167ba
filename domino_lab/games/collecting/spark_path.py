"""Spark's fast path: a deal (or the rest of one) played by Random and Greedy bots without listing
the moves at every turn.

In Spark every turn offers the same moves: a call of each tile of the set (``Spark.calls``, one
tuple made with the game). The object engine hands that tuple to each bot at each turn, and
``Greedy`` weighs every call to find the heaviest: a deal of ``N`` draws costs ``N`` times the
size of the set, which on the double-18 set (190 tiles) made one ``MonteCarlo`` decision, a few
thousand such deals, take tens of seconds. Here the choice is made as the bots make it, at once:

- a ``Greedy`` (exactly that class) makes the first of the heaviest calls: the same call at every
  turn, worked out once per game (``Greedy.choose`` would weigh all of them at every turn);
- any other bot that chooses from the legal moves alone (``looks = False``) is asked with the
  calls, as the driver asks it;
- a turn with one legal move (the double-0 set) asks no bot, as the driver does.

Each call is applied by the game itself (``SparkState._apply``) and recorded in the history as
the driver records it, so the finished deal is the engine's, field for field
(``tests/test_attack_defects.py`` plays seeded deals both ways).

>>> import domino_lab as dl
>>> from domino_lab.driver import run_deal
>>> game = dl.game("spark", set_n=9)
>>> fast = playout(game, 3, 7, [dl.bots.Random(1), dl.bots.Greedy(), dl.bots.Random(2)])
>>> slow = run_deal(game.deal(3, 7), [dl.bots.Random(1), dl.bots.Greedy(), dl.bots.Random(2)])
>>> fast.history == slow.history and fast.to_text() == slow.to_text() and fast.result() == slow.result()
True
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Sequence

from ...errors import DominoError
from ...policies import Greedy, move_weight
from .. import fastpath
from .spark import Spark, SparkState

__all__ = ["supported", "finish_supported", "playout", "finish"]

MAX_MOVES = 100_000  # as the driver's
_STATE_HOOKS = ("_legal_moves", "_apply", "play", "legal_moves", "draw", "collect", "end", "_draw_tile")


def supported(game, bots: Sequence = ()) -> bool:
    """Whether :func:`playout` plays ``game`` with these ``bots`` exactly as the engine would."""
    cls: type = type(game)  # (as a plain type: mypy checks type[Game] against Hashable as if an instance)
    return _game_supported(cls) and fastpath.blind_bots(bots)


@functools.cache
def _game_supported(cls: type) -> bool:
    """Spark, or a subclass that changes nothing the loop restates, keeping Spark's turn."""
    if not fastpath.plays_game(cls, (Spark,), fastpath.DEALING) or not issubclass(cls, Spark):
        return False
    return fastpath.keeps(cls.StateClass, SparkState, _STATE_HOOKS)


def finish_supported(state, bots: Sequence) -> bool:
    return supported(state.game, bots)


def playout(game: Spark, players: int, seed: int | None, bots: Sequence, match=None) -> SparkState:
    """Deal ``game`` from ``seed`` (``game.deal``) and let ``bots`` play it to its end, as
    ``run_deal`` does; returns the finished state. ``supported(game, bots)`` must hold."""
    state = game.deal(players, seed, match=match)
    assert isinstance(state, SparkState)  # Spark deals its own state
    _play(state, bots)
    return state


def finish(state: SparkState, bots: Sequence) -> SparkState:
    """``state`` played to its end by ``bots`` (a new state; ``state`` is left as it was)."""
    return fastpath.finish_copy(state, bots, _play)


def _heaviest(game: Spark) -> int:
    """The index of the call ``Greedy`` makes: the first of the heaviest (``max`` by ``move_weight``)."""
    calls = game.calls
    return calls.index(max(calls, key=move_weight))


def _play(st: SparkState, bots: Sequence) -> None:
    """Play the live deal ``st`` to its end, each call applied by the game and recorded as the driver does."""
    calls = st.game.calls
    n = len(calls)
    heaviest = _heaviest(st.game)
    greedy = [type(b) is Greedy for b in bots]
    apply, history = st._apply, st.history
    for _ in range(MAX_MOVES):
        p = st.current
        if st.over or p is None:
            return
        move = calls[0] if n == 1 else calls[heaviest] if greedy[p] else fastpath.ask(bots[p], calls)
        st._legal = None
        recorded = apply(move)
        history.append((p, move if recorded is None else recorded))
    raise DominoError(f"spark: the deal did not end in {MAX_MOVES} moves")  # pragma: no cover - a draw a move


fastpath.register(sys.modules[__name__])
