"""A deal in the form its family keeps it in for play: the one place that says which games are so kept.

A family may keep a deal in a compact state of its own: the chain family's plain line as integers
(``chain.played_out.PlayedOut``, dealt by ``chain.kernel``), a chain game counted in play on that
line (``counting.counted_line``), Wagons' trains (``chain.wagons_deal``, dealt by
``chain.wagons_path``). Each is a state of the game's own class in every respect, played by
``driver.run_deal``: Wagons' by its ``_legal_moves`` and ``_apply``, which are Wagons' turn on its
integers, as every state is; the plain line's by the chain family's loop on its integers
(``chain.line_loop``), to which the driver hands it for bots that choose from the legal moves
alone. Anything that reads its tiles, or plays it move by move, makes it the engine's plain
state first. So a
deal is the same deal whichever form it is dealt in, and the choice is a matter of speed alone,
made here and nowhere else: ``driver.playout``, ``driver.finish`` and ``dl.simulate`` ask; a game
or a bot says nothing about it (which classes a form takes is read from their code: each module's
``takes``, with ``overrides.plays_all``).

This replaced a registry of "fast paths" (2026-12-05), each of which had once played its deals
with a loop of its own; with their loops gone, what was left of each was which games it takes
and how it deals them, asked here in turn. The forms take disjoint games (a plain ``ChainState``,
a ``CountingState`` that counts as its family does, a ``WagonsState``).

>>> import domino_lab as dl
>>> type(deal(dl.game("kozel"), 4, 1)).__name__, type(deal(dl.game("muggins"), 2, 1)).__name__
('PlayedOut', 'MugginsState')
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from types import ModuleType
from typing import TYPE_CHECKING, Any

from .chain import kernel, wagons_path
from .counting import counted_line

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from .base import Game, State
    from .game import MatchContext

__all__ = ["deal", "kept", "random_dealer", "form_of", "engine_alone"]

#: The compact forms, asked in turn (they take disjoint games).
FORMS: tuple[ModuleType, ...] = (kernel, counted_line, wagons_path)
_off = [False]  # (engine_alone)
_FORM: dict[tuple[type, int], ModuleType | None] = {}  # (what a form takes, by the game's class and players)


def form_of(game: Any, players: int) -> ModuleType | None:  # (game: a Game, or a state's GameRules)
    """The module of the compact form that deals ``game`` for ``players`` (``kernel``,
    ``counted_line``, ``wagons_path``), or ``None``: the engine's plain state."""
    if _off[0]:
        return None
    key = (type(game), players)
    try:
        return _FORM[key]
    except KeyError:
        form = _FORM[key] = next((form for form in FORMS if form.takes(game, players)), None)
        return form


def deal(game: Game, players: int, seed: int | None, match: MatchContext | None = None) -> State:
    """``game.deal(players, seed, match)``, in its family's compact form where one takes the game."""
    form = form_of(game, players)
    if form is None:
        return game.deal(players, seed, match=match)
    made: State = form.deal(game, players, seed, match)
    return made


def kept(state: State) -> State | None:
    """A copy of ``state``, a position not over, in its family's compact form, to be played on as
    the engine plays ``state``; ``None`` where no form takes the position (``state`` is left as it is)."""
    form = form_of(state.game, state.players)
    if form is None or not hasattr(form, "kept") or not form.takes_position(state):
        return None  # (Wagons' form deals whole deals only: a position part-way through is the engine's)
    copy: State = form.kept(state)
    return copy


def random_dealer(game: Game, players: int) -> Callable[[int | None, list[int]], Any] | None:
    """For ``dl.simulate``'s fresh ``Random`` seats, known by their streams' keys alone: a function
    of the deal's seed and the seats' keys that plays the deal without making the bots
    (``chain.line_loop.play_line``), where the game's form has one; else ``None``."""
    form = form_of(game, players)
    dealer = getattr(form, "random_dealer", None)
    return None if dealer is None else dealer(game, players)


@contextlib.contextmanager
def engine_alone() -> Iterator[None]:
    """Within: every deal the engine's plain state, no compact form taking any (to compare the two
    in tests, and to measure the engine alone in benchmarks)."""
    before, _off[0] = _off[0], True
    try:
        yield
    finally:
        _off[0] = before
