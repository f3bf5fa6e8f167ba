"""Wagons' fast path (``wagons_path``) with a deal scoring that counts in play: a ``dl.design`` of
Wagons with a counting game's deal scoring (``dl.design("wagons", deal_scoring="muggins")``).

Such a design's state is Wagons' and the counting family's (``CountingState``): after every move
that lays a tile, the family's ``_laid`` asks the game's ``play_points``, by default
``end_points`` of ``count`` — ``open_end_total`` of the table — and ``award``\\ s what it gives.
The integer loop keeps no table: it keeps each chain as the numbers along it, and counts it as
the trains table counts itself (``open_end_total`` of a ``TrainsLayout`` is the sum of its
``counted_ends``): each chain's two ends by ``table.trains.counted_chain_ends``, the one function
that says which numbers count, then the family's ``end_points`` (:func:`rules`). What counts is
written once, in the layout, and called here, not restated.

It applies (:func:`counts_in_play`) where the rest is the family's own: the state's ``_laid`` and
``award`` are ``CountingState``'s, its ``after_lay`` does nothing (the family's ``_lay`` is the
chain's then ``after_lay``: ``delegation.lays_then``; Wagons' own ``_lay`` hands its plays to it),
and the game's ``play_points`` and ``count`` are the family's (a ``play_points`` of its own reads
the ``Move``, which the integer loop does not make: such a design is the engine's to play).
"""

from __future__ import annotations

import functools
from typing import Any

from .base import ChainState
from .delegation import _super_is_base, does_nothing, lays_then
from .path_reads import _counting, _counting_laid, _family_count

__all__ = ["counts_in_play", "rules"]


@functools.cache
def lays_as_chain(state: type, owner: type) -> bool:
    """Whether ``super()._lay`` called in ``owner`` (Wagons' state, which hands its plays on) lays
    the tile as ``ChainState._lay`` does and nothing more, in state class ``state``'s order: it
    reaches the chain's own, or a base's state that lays then calls ``after_lay`` (a design's
    base: Double-lock's, the counting family's; ``delegation.lays_then``) while ``after_lay``, the
    layout's own, pinned by the design, does nothing. The loop lays its tiles itself."""
    mro = state.__mro__
    below = next((k for k in mro[mro.index(owner) + 1:] if "_lay" in vars(k)), None)
    if below is None:
        return False
    if vars(below)["_lay"] is ChainState._lay:
        return True
    return (lays_then(below, "_lay", "after_lay", ChainState) and _super_is_base(state, below, "_lay", ChainState)
            and does_nothing(getattr(state, "after_lay", None)))


@functools.cache
def counts_in_play(cls: type, base_state: type) -> bool:
    """Whether game class ``cls``'s state counts in play as the counting family does, on top of
    ``base_state`` (Wagons' state, whose own hooks ``cls``'s state keeps but ``_laid``): see the
    module docstring."""
    family = _counting()
    state: Any = cls.StateClass  # type: ignore[attr-defined]
    if not (issubclass(state, family.CountingState) and issubclass(state, base_state)):
        return False
    return (lays_as_chain(state, base_state) and does_nothing(state.after_lay)
            and _counting_laid(state) and state.award is family.CountingState.award
            and _family_count(cls))


@functools.cache
def rules() -> tuple[Any, Any]:
    """What a trains table's count is made of (``table.trains.counted_chain_ends``, chain by chain)
    and the counting family's ``end_points``, which its ``play_points`` gives of the count."""
    from ...table.trains import counted_chain_ends

    return counted_chain_ends, _counting().end_points
