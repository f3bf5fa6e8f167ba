"""What the compact chain search reads from a game, once (``chain`` searches with it): the
family's hooks a state and a game must keep for the search to play them itself, the game's
matching hooks turned into per-number bitmasks (``_Rules``), and ``plan(state)``, whether a
position can be searched compactly at all (``None``: the generic search takes it)."""

from __future__ import annotations

import functools
from typing import Any

from ..games.base import State
from ..games.chain.base import ChainGame, ChainState
from ..games.chain.played_out import tabulate
from ..games.chain.set_tables import _tables, set_maker
from ..games.chance import SeededChance
from ..games.overrides import keeps
from ..moves import Play
from ..table import LineLayout
from .generic import reads_history

__all__ = ["plan", "Unrepresentable"]


# the state's mechanics the compact search plays itself: a state class must keep them as the family's
_STATE_HOOKS = ("_legal_moves", "_plays", "_line_plays", "_can_draw", "_boneyard_open", "can_play", "chain_closed",
                "blocked", "_apply", "_lay", "_laid", "_next_turn", "_end", "_draw_tile", "_finish", "play",
                "legal_moves", "result", "returns")
# the game's turn hooks it plays as the family's (fits and touching_end are read into tables instead)
_GAME_HOOKS = ("extra_moves", "after_play", "end_accepts", "multi_limit")


class Unrepresentable(Exception):
    """Raised when the game's scoring reads what the compact search does not keep (the table or
    the history of a finished line, or which end of the line the last tile was laid on: the search
    takes a line and its mirror image for one position): the position is then searched by the
    generic search."""


@functools.cache
def _leaf_class(cls: type) -> type:
    """``cls`` whose ``table`` and ``history`` cannot be read (``Unrepresentable`` if the scoring
    reads either) and whose ``last_single`` is noted when read: a finished line's state for the
    game's scoring (see ``chain_leaf.Leaves.margin``)."""

    def unread(self: Any) -> Any:
        raise Unrepresentable

    def single(self: Any) -> Any:
        d = self.__dict__
        d["_reads"].add("last_single")
        return d["_single"]

    def set_single(self: Any, value: Any) -> None:
        self.__dict__["_single"] = value

    return type(cls.__name__, (cls,), {"table": property(unread), "history": property(unread),
                                        "last_single": property(single, set_single),
                                        "__module__": cls.__module__, "__qualname__": cls.__qualname__})


class _Watched(Play):
    """The move that ended a line, as the game's scoring is given it: a ``Play`` that notes when it
    is read (any attribute: its tile, its end, an equality, a hash), and also as ``"end"`` when
    what was read tells which end it was laid on (its ``end``, its fields as a whole: an equality,
    a hash, ``vars``), which the compact search does not keep (see ``Unrepresentable``)."""

    def __getattribute__(self, name: str) -> Any:
        if name != "_reads":
            reads = object.__getattribute__(self, "_reads")
            reads.add("move")
            if name in _END_READS:
                reads.add("end")
        return object.__getattribute__(self, name)


_END_READS = frozenset(("end", "__dict__"))  # what of a Play tells which end it was laid on


_SPLIT = object()  # a leaf entry whose scoring read the last non-double's player or the move: see Leaves.margin


class _Rules:
    """What the search reads of one game, on its own numbering of the tiles: bit ``i`` of a hand
    is the ``i``-th tile in the order moves are tried (doubles, then the heavy tiles), so a hand's
    bits read lowest first are its moves in that order."""

    def __init__(self, game: ChainGame):
        tb = _tables(game.set.n)
        order = sorted(range(len(tb.tiles)), key=lambda i: (not tb.tiles[i].is_double, -tb.tiles[i].pips, i))
        tiles = tuple(tb.tiles[i] for i in order)
        self.tiles = tiles
        self.index = {t: i for i, t in enumerate(tiles)}
        n = max(t.high for t in tiles) + 1
        self.values = n
        self.double = tuple(t.is_double for t in tiles)
        self.lo = tuple(t.low for t in tiles)
        self.hi = tuple(t.high for t in tiles)
        # fit[v]: the tiles that may join an end showing v; shows[t][v]: the number t then shows there
        # (the game's matching tabulated as the deal on integers tabulates it, on this order of the tiles)
        self.fit, self.shows = tabulate(game, tiles)
        self.suit = tuple(sum(1 << i for i, t in enumerate(tiles) if t.has(v)) for v in range(n))
        # the tiles of each byte of a mask as a frozenset (a finished line's hands, made without hashing)
        self.bytes = tuple(tuple(frozenset(t for j, t in enumerate(tiles[a:a + 8]) if m >> j & 1) for m in range(256))
                           for a in range(0, len(tiles), 8))
        self.tile_set = set_maker(self)  # a mask's tiles as a set, as the chain kernel makes them
        o = game.options
        self.draw = getattr(o, "draw", "none")
        self.undrawable = getattr(o, "undrawable", 0)
        self.closes = game.chain_closes and getattr(o, "fish_when", "stuck") == "closed"


@functools.lru_cache(maxsize=64)
def _rules(game: ChainGame) -> _Rules:
    return _Rules(game)


def plan(state: State) -> _Rules | None:
    """The game's tabulated rules when ``state`` can be searched compactly (see the module), else ``None``."""
    game = state.game
    if not isinstance(game, ChainGame) or not isinstance(state, ChainState) or len(state.sides) != 2:
        return None
    table = state.table  # (a chain deal kept as integers makes its line when read: games.chain.played_out)
    if type(table) is not LineLayout or table.one_way or type(state.chance) is not SeededChance:
        return None
    if state.players > 8 or state.over:
        return None
    gcls: type = type(game)
    scls: type = type(state)
    if not keeps(scls, ChainState, _STATE_HOOKS) or not keeps(gcls, ChainGame, _GAME_HOOKS):
        return None
    if gcls.__dict__.get("StateClass", scls) is not scls and not isinstance(state, game.StateClass):
        return None
    if reads_history(gcls, scls):
        return None
    if any(type(v) not in (int, str, bool, float, type(None), frozenset)
           for k, v in state.__dict__.items() if k not in _KNOWN):
        return None  # a field of its own the search would not carry
    try:
        return _rules(game)
    except Exception:  # a fits that cannot be tabulated (it raises on some number): the generic search
        return None


# the fields of a chain state the compact search carries or rebuilds (anything else must be a plain value)
_KNOWN = frozenset(("game", "players", "sides", "hands", "boneyard", "table", "current", "context", "over", "seed",
                    "chance", "_legal", "_result", "history", "lead_tiles", "leader", "drawn", "passes",
                    "last_player", "last_single"))
