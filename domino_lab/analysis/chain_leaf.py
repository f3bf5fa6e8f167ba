"""The end of a line in the compact chain search (``chain``): the game's own scoring, memoised.

At the end of a line the search makes a genuine finished state (the game's state class, its
hands, boneyard and counters; its ``table`` and ``history`` unreadable, see ``_leaf_class``) and
asks the game's ``score_deal`` and ``returns`` for side 0's margin. A state is made and scored
once per finished position: ``Leaves.margin`` keeps every margin by the position's key."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from ..games.base import State
from ..games.chain.base import _PASS
from ..games.game import Game
from ..games.overrides import keeps
from ..moves import Move
from ..tiles import Tile
from .chain_rules import _SPLIT, Unrepresentable, _leaf_class, _Rules, _Watched

__all__ = ["Leaves"]

# the fields of a finished line's state made per leaf (the others are the root's, unchanged by any move)
_MOVING = ("hands", "boneyard", "table", "history", "_legal", "_result", "current", "drawn", "passes", "last_player",
           "last_single", "over")


class Leaves:
    """The margins of side 0 at the ends of the lines below one root (``margin``), each from one
    finished state scored by the game."""

    def __init__(self, state: State, rules: _Rules, bone: Sequence[int]):
        self.rules = rules
        sides = state.sides
        self.sides = sides
        self.us, self.them = sides[0][0], sides[1][0]
        self.memo: dict[Hashable, Any] = {}
        self.sets: dict[int, frozenset[Tile]] = {}  # a hand's tiles by its mask
        self.bone = [rules.tiles[i] for i in bone]  # the root's boneyard, drawn from its end
        # the root's fields that no move changes, and those the finished state starts with
        self.fixed = {k: v for k, v in state.__dict__.items() if k not in _MOVING}
        self.fixed.update(over=False, _legal=None, _result=None)
        self.context = self.fixed.get("context") or {}
        # the game's returns as Game.returns makes them (side_worth: the points, negated in a penalty
        # game; minus their mean), when the game keeps both: read without a call per player
        gcls: type = type(state.game)  # (a plain type: mypy checks type[Game] as if an instance)
        self.plain_returns = keeps(gcls, Game, ("returns", "side_worth"))
        self.penalty = bool(state.game.penalty_points)
        game: Any = state.game  # (a chain game: plan() took it)
        self.score = game.score_deal
        index = tuple(next(i for i, side in enumerate(sides) if p in side) for p in range(state.players))
        self.index_us, self.index_them = index[self.us], index[self.them]
        cls: type = type(state)  # (a plain type: mypy checks type[State] as if an instance)
        self.leaf_cls = _leaf_class(cls)
        self.moves: dict[int, _Watched] = {}  # the move that ended a line, by code and end: see ``scored``

    def margin(self, masks: list[int], p: int, passes: int, drawn: int, nb: int, single: int, last: int,
               reason: str, winner: int | None, fisher: int | None, code: int | None, left: int) -> float:
        """The margin of side 0 at the end of a line (``code``: the move that ended it, ``None``: a
        pass; ``left``: the number the line's left end showed before it), memoised.

        The key is what decides every field of the finished state but two: who laid the last
        non-double and the move that ended the line (who won, who made the fish and who laid last
        follow from the player, the passes and how it ended). Those two are added to the key only
        where the game's scoring read them: a scoring that did not read them for this key takes the
        same path, and so the same result, whatever they are."""
        memo = self.memo
        key = (tuple(masks), p, passes, drawn, nb, reason, code is None)
        got = memo.get(key)
        if got is None:
            got, reads = self.scored(masks, p, passes, drawn, nb, single, last, reason, winner, fisher, code, left)
            if reads:
                memo[key] = _SPLIT
                memo[(key, single, code)] = got
            else:
                memo[key] = got
        elif got is _SPLIT:
            full = (key, single, code)
            got = memo.get(full)
            if got is None:
                got = memo[full] = self.scored(masks, p, passes, drawn, nb, single, last, reason, winner, fisher,
                                               code, left)[0]
        m: float = got
        return m

    def scored(self, masks: Sequence[int], p: int, passes: int, drawn: int, nb: int, single: int, last: int,
               reason: str, winner: int | None, fisher: int | None, code: int | None,
               left: int) -> tuple[float, set[str]]:
        """Side 0's margin at the end of the line that ended so, from a finished state of the game's
        own class scored by the game's ``score_deal``; and which of ``last_single`` and the move the
        scoring read."""
        reads: set[str] = set()
        sets = self.sets
        hands = []
        for m in masks:
            got = sets.get(m)
            if got is None:
                got = sets[m] = frozenset(self.rules.tile_set(m))
            hands.append(set(got))
        st: Any = object.__new__(self.leaf_cls)
        st.__dict__ = {**self.fixed, "hands": hands, "boneyard": self.bone[:nb], "current": p, "drawn": drawn,
                       "passes": passes, "last_player": None if last < 0 else last,
                       "_single": None if single < 0 else single, "_reads": reads, "context": dict(self.context)}
        if code is None:
            move: Move = _PASS
        else:
            v = code & 15
            slot = code << 1 | (code >= 0 and v != left)
            watched = self.moves.get(slot)
            if watched is None:
                t = self.rules.tiles[-1 - code if code < 0 else code >> 4]
                watched = self.moves[slot] = _Watched(t) if code < 0 else _Watched(t, slot & 1, v)
            object.__setattr__(watched, "_reads", reads)
            move = watched
        # ChainState._end (the family's, which the state class keeps): the game's score_deal, then _finish
        result = self.score(st, reason, winner, fisher, move)
        if "end" in reads:  # which end the tile was laid on: a line and its mirror image are one position here
            raise Unrepresentable
        if self.plain_returns and result.sides == self.sides:  # Game.returns, its per-side sums read once
            worth = [-v for v in result.points] if self.penalty else list(result.points)
            mean = sum(worth) / len(worth)
            return (worth[self.index_us] - mean) - (worth[self.index_them] - mean), reads
        st._finish(result)
        r = st.returns()
        return r[self.us] - r[self.them], reads
