"""What the cross games share (type 3.1, cross form: Donkey, Odd-and-Even).

The layout itself is ``domino_lab.table.cross.CrossLayout`` (four arms from a central double;
closable arms). The rules these games have in common are about the lead — seed 000 has both
games led with a double, so a deal in which no hand holds a double is dealt again, and a match
leader who holds doubles leads any of them — and about laying several doubles in one turn, one
on each arm (Donkey; Telephone's variant), which ``double_groups`` generates.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations, product

from ...i18n import _
from ...moves import Move, Multi, Play
from ...tiles import Tile
from ..chain.leads import lead_by_order

__all__ = ["double_lead", "no_double_reason", "double_groups"]


def double_groups(plays: Sequence[Play], forms: Callable[[Play], Sequence[Move]] = lambda m: (m,)) -> list[Multi]:
    """Every way to lay two or more doubles in one turn, one on each arm: ``Multi`` moves built
    from the single ``plays`` now legal. ``forms(play)`` lists how each double may go down
    (Donkey: open or face down; by default just as it is). Groups keep the order of ``plays``.

    A turn asks this whenever two doubles fit (Donkey's every such turn), so each double's forms
    are asked once, a group is checked on kept tile ids and ends, and each ``Multi`` is made once
    (``_multi``)."""
    doubles = [m for m in plays if m.tile.is_double]
    count = len(doubles)
    if count < 2:
        return []
    ids = [m.tile.id for m in doubles]
    ends = [m.end for m in doubles]
    ways = [tuple(forms(m)) for m in doubles]
    out: list[Multi] = []
    if count == 2:  # (the usual case: one pair)
        if ids[0] != ids[1] and ends[0] != ends[1]:
            out.extend(_multi(chosen) for chosen in product(*ways))
        return out
    for k in range(2, count + 1):
        for group in combinations(range(count), k):
            if len({ids[i] for i in group}) < k or len({ends[i] for i in group}) < k:
                continue
            out.extend(_multi(chosen) for chosen in product(*(ways[i] for i in group)))
    return out


_MULTIS: dict[tuple[int, ...], Multi] = {}  # moves are values: one Multi per tuple of plays, by their ids
_KEEP = 100_000


def _multi(chosen: tuple[Move, ...]) -> Multi:
    """The ``Multi`` of ``chosen`` (plays, mostly the family's kept ones), made once: found by the
    plays' ids, which stay theirs while the kept ``Multi`` holds them."""
    key = tuple(map(id, chosen))
    move = _MULTIS.get(key)
    if move is None:
        move = Multi(chosen)
        if len(_MULTIS) < _KEEP:
            _MULTIS[key] = move
    return move


def double_lead(hands: Sequence[set[Tile]], context: dict, order: list[Tile]) -> tuple[int, frozenset[Tile]]:
    """Who leads and with which doubles. The match's leader (``context["leader"]``) leads any
    double he holds; otherwise (the first deal, or a leader without doubles) the holder of the
    first double in ``order`` leads that double."""
    leader = context.get("leader")
    if leader is not None:
        doubles = frozenset(t for t in hands[leader] if t.is_double)
        if doubles:
            return leader, doubles
    return lead_by_order(hands, [t for t in order if t.is_double])


def no_double_reason(hands: Sequence[set[Tile]]) -> str | None:
    """Why a deal must be dealt again when the lead must be a double: nobody holds one."""
    if any(t.is_double for hand in hands for t in hand):
        return None
    return _("no hand holds a double to lead")
