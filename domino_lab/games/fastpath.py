"""Fast paths: faster engines a family may offer for whole deals, and who may take them.

A fast path plays a deal (or the rest of one) on its own data structures, move for move the deal
the object engine would play: ``domino_lab.games.chain.kernel`` plays the standard chain games on
integers; ``domino_lab.games.chain.hooked_path`` (chain games with rules in hooks) and
``domino_lab.games.counting.kernel`` (the line-counting games) play on the engine's own state,
calling the game's hooks, with the family's common work done on bitmasks; so do
``games.chain.seven_path`` and ``games.chain.fork_path``, each for the one game whose rules it
writes out (Seven, Fork); ``games.chain.wagons_path`` and ``games.chain.sausage_path`` play their
game whole on integers and leave the table and the history to be made by the engine, from their
log of moves, when something reads them (``games.chain.logged``); ``games.tricks.fast_path`` plays
the trick games (Forty-Two, Bingo, Candelabra, Seven Dwarfs) on the engine's own state, each move
the game's own, their legal moves listed from bitmasks of the hands. Each registers itself here with
``register``; ``Game._fast_playout`` and ``State._fast_finish`` ask the registered paths
in turn (the first that takes the game plays it) and fall back to the object engine.

Taking a fast path is opt-in, on both sides:

- a game class declares ``fast_path = True`` when its rules are ones the path reproduces; a
  subclass that overrides any method below that class is refused (it may change a rule the path
  does not know), so ``opted_in(cls)`` is the whole test;
- a bot declares ``fast_choice``: ``"uniform"`` (it picks uniformly among the legal moves, with
  ``random_bits()`` as its stream: ``streams.Stream.below``, bit_length(n) bits until below n) or
  ``"heaviest"`` (the first of the moves that lay the most pips); a subclass that overrides
  ``choose`` or ``random_bits`` below the class that declared it is refused.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from .base import State

__all__ = ["register", "paths", "opted_in", "keeps", "bot_choice", "finish_copy"]

_PATHS: list[Any] = []

#: Class attributes that never change a rule: a subclass may set these and keep the fast path.
_HARMLESS = frozenset({"__module__", "__qualname__", "__doc__", "__dict__", "__weakref__", "__annotations__",
                       "__firstlineno__", "__static_attributes__", "info", "Options",
                       # a design's name and spec (domino_lab.design.Designed): no rule
                       "design_spec", "spec", "describe", "__reduce__"})


def register(path: Any) -> Any:
    """Add a fast path: an object (a module) with ``supported(game, bots)``, ``playout(game,
    players, seed, bots, match)`` and ``finish(state, bots)``."""
    if path not in _PATHS:
        _PATHS.append(path)
    return path


def paths() -> list[Any]:
    return list(_PATHS)


@functools.cache
def opted_in(cls: type) -> bool:
    """Whether game class ``cls`` opted in (``fast_path = True``) and changes nothing below the
    class that did."""
    for klass in cls.__mro__:
        if "fast_path" in vars(klass):
            if not vars(klass)["fast_path"]:
                return False
            below = cls.__mro__[:cls.__mro__.index(klass)]
            return all(set(vars(k)) <= _HARMLESS for k in below)
    return False


def keeps(cls: type, base: type, names: Sequence[str]) -> bool:
    """Whether class ``cls`` keeps ``base``'s own ``names`` (methods and attributes, the very same
    objects): what a path checks of a class that opted in, for the hooks its loop does itself."""
    return all(getattr(cls, name) is getattr(base, name) for name in names)


@functools.cache
def _declared_choice(cls: type) -> str | None:
    for klass in cls.__mro__:
        if "fast_choice" in vars(klass):
            choice: str | None = vars(klass)["fast_choice"]
            below = cls.__mro__[:cls.__mro__.index(klass)]
            if any({"choose", "random_bits", "fast_choice"} & set(vars(k)) for k in below):
                return None
            return choice
    return None


def bot_choice(bot: Any) -> str | None:
    """How ``bot`` chooses, if a fast path may make its choice for it: ``"uniform"``,
    ``"heaviest"`` or ``None`` (it must be asked)."""
    cls: type = type(bot)  # (as a plain type: mypy checks a type[...] against Hashable as if an instance)
    return _declared_choice(cls)


def uniform_source(bot: Any) -> Callable[[int], int]:
    """The random bits a ``"uniform"`` bot draws its choice from (``getrandbits``)."""
    bits: Callable[[int], int] = bot.random_bits()
    return bits


def all_fast(bots: Sequence) -> bool:
    """Whether a fast path may make every bot's choice (each declares its ``fast_choice``)."""
    return all(bot_choice(b) is not None for b in bots)


def blind_bots(bots: Sequence) -> bool:
    """Whether every bot chooses from the legal moves alone: a declared ``fast_choice`` and no
    observation (``looks = False``), so a loop may hand it the legal moves and nothing else."""
    return all(bot_choice(b) is not None and getattr(b, "looks", True) is False for b in bots)


_S = TypeVar("_S", bound="State")


def finish_copy(state: _S, bots: Sequence, play: Callable[[_S, Sequence], None]) -> _S:
    """What every path's ``finish`` does: ``play`` (the path's loop) plays a clone of ``state`` to
    its end, as ``run_deal`` would, and the finished clone is returned; ``state`` is left as it was
    (a deal already over is returned as it is)."""
    if state.over:
        return state
    new = state.clone()
    new._legal = None  # (the clone lists its moves afresh)
    play(new, bots)
    return new
