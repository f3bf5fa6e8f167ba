"""Blitz (Блиц) — seed 000, "Блиц".

2, 3 or 4 players get 7 tiles each. A player may, on his turn, lay *all* the tiles he has left in
one go, provided every one of them goes down legally and nothing is left: the "blitz" finish,
allowed on any turn, the very first included (then the lead is part of it). A blitz is one move
showing a whole sequence. Every arrangement of the hand ends the deal the same way, so a player
who can blitz is offered one blitz, one arrangement that works; any other legal arrangement he
writes out is accepted too (see ``multi``).

Where the seed is silent we follow its neighbour in the book, Kozel, and Classic dominoes:

- with 2–3 players the undealt tiles are a boneyard and a stuck player draws until a tile fits
  (``draw``); the seed's "more players: equal hands, the rest discarded but one common lead
  tile" never applies, since the catalogue seats at most 4;
- the first deal is led as in Classic (6-6, else the highest double, else the heaviest tile);
  later deals by the previous winner, with any tile;
- scoring is the race scoring of ``race.RaceGame`` (the first out scores the others' pips; a
  fish goes to the lowest hand; match to 100).
``blitz=False`` turns the blitz off (plain dominoes, for comparison).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..registry import GameInfo, register
from .base import lead_by_order
from .multi import MultiState, lay_all
from .race import RaceGame, RaceOptions


@dataclass(frozen=True)
class BlitzOptions(RaceOptions):
    """``blitz``: whether a player may lay all his remaining tiles at once (True)."""

    blitz: bool = True


@register(GameInfo("blitz", "Blitz", "Блиц", "laying", "3.1", "chain", (2, 4), "000",
                   summary="lay all your remaining tiles in one turn if they all go down"))
class Blitz(RaceGame):
    __doc__ = __doc__
    Options = BlitzOptions
    StateClass = MultiState
    hand_sizes = {2: 7, 3: 7, 4: 7}

    def opening_lead(self, hands):
        return lead_by_order(hands, self.lead_order())

    def extra_moves(self, state, plays):
        if not self.options.blitz:
            return []
        return lay_all(state, state.current)

    def multi_limit(self, state, move):
        if not self.options.blitz:
            return "blitz is off in this game (blitz=False): one tile a turn"
        if len(move.tiles) != len(state.hands[state.current]):
            return (f"a blitz lays all your {len(state.hands[state.current])} tiles at once, "
                    f"not {len(move.tiles)} of them")
        return None
