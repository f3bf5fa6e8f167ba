"""Classes made at run time that pickle: a design's game, state, options and held base classes.

``dl.design`` makes its classes with ``type()`` when it is called, so pickle cannot find them by
name in a module (``domino_lab.design.compose`` has no attribute ``BlitzButOnWagonsTrainsState``),
and two designs may share a name. A state of a design would then not pickle, nor go to a process
pool (``dl.analyse(state, executor=...)``, ``dl.simulate``). Such a class is pickled instead by how
it was made (``remember``): the call that makes it again (``compose._composed`` with the design's
base, parts and name: cached, so in one process it is the same class), or an attribute or base of
a class pickled so. Unpickling in a fresh process builds the design there first. An instance needs
nothing of its own: pickle saves its class (by this module's reduction) and its fields as usual.

Pickle finds a class's own reduction only through its metaclass (``copyreg`` dispatches on the
type of the object pickled, and a plain class's type is ``type``, which pickle saves by name), so
the classes a design makes are made by ``Made``, a metaclass that adds nothing else. A class made
by ``Made`` that nothing remembered (a class derived from a design's) is pickled by name, as
before, or, where it adds nothing but its name to its bases, by its bases and name.
"""

from __future__ import annotations

import copyreg
import sys
from collections.abc import Callable
from typing import Any

__all__ = ["Made", "MadeBase", "remember"]


class Made(type):
    """The metaclass of a class a design makes: pickled by how it was made (``remember``)."""


class MadeBase(metaclass=Made):
    """A base with no fields and no rules that makes a class derived from it a ``Made`` one
    (``dataclasses.make_dataclass`` takes bases, not a metaclass: a design's options)."""

    __slots__ = ()


#: How each remembered class is made again: (callable, arguments).
_HOW: dict[type, tuple[Callable[..., Any], tuple[Any, ...]]] = {}


def remember(cls: type, make: Callable[..., type], *args: Any) -> type:
    """File that ``make(*args)`` makes ``cls`` again, and that its ``StateClass``, its ``Options``
    and the classes in its MRO made by ``Made`` (a design's held base) are found through it.
    ``make`` must be found by name (a module-level function). Returns ``cls``."""
    _HOW[cls] = (make, args)
    for attr in ("StateClass", "Options"):
        part = getattr(cls, attr, None)
        if isinstance(part, Made) and part not in _HOW:
            _HOW[part] = (getattr, (cls, attr))
    for i, klass in enumerate(cls.__mro__):
        if isinstance(klass, Made) and klass not in _HOW and not _named(klass):
            _HOW[klass] = (_base, (cls, i))
    return cls


def _named(cls: type) -> bool:
    """Whether pickle finds ``cls`` by its module and name (``Designed``, ``MadeBase``)."""
    found: Any = sys.modules.get(cls.__module__)
    for part in cls.__qualname__.split("."):
        found = getattr(found, part, None)
    return found is cls


def _base(cls: type, i: int) -> type:
    """The ``i``-th class of ``cls``'s MRO (a design's held base, made again with the design)."""
    return cls.__mro__[i]


#: What a class's own namespace holds when it adds nothing to its bases but its name.
_BARE = frozenset({"__module__", "__qualname__", "__doc__", "__dict__", "__weakref__", "__slotnames__",
                   "__firstlineno__", "__static_attributes__"})


def _reduce(cls: type) -> Any:
    how = _HOW.get(cls)
    if how is not None:
        return how
    if not _named(cls) and set(vars(cls)) <= _BARE:
        # a class another module derives, by a cached maker, from a design's and its own (a logged fast
        # path's finished deal of a design: ``games.chain.logged.played_class``): its bases and name
        return _derived, (cls.__name__, cls.__bases__, cls.__module__)
    return cls.__qualname__  # (a name: pickle saves the class by name, as it saves any class)


def _derived(name: str, bases: tuple[type, ...], module: str) -> type:
    """The class named ``name`` with exactly ``bases`` and nothing of its own: the one made in this
    process already (its maker caches it), else one made so."""
    sub: type
    for sub in bases[0].__subclasses__():
        if sub.__bases__ == bases and sub.__name__ == name and set(vars(sub)) <= _BARE:
            return sub
    return type(name, bases, {"__module__": module})


copyreg.pickle(Made, _reduce)
