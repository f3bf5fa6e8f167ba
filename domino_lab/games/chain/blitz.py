"""Blitz (Блиц) — seed 000, "Блиц".

2, 3 or 4 players get 7 tiles each. More players (5 or 6) share the tiles equally and the rest is
set aside but for one tile, the common lead («Больше игроков - поровну, остаток сбрасывается
кроме одной кости - общей заходной»): 5 players get 5 tiles, 6 players 4 (the book's general rule
for 5 or 6 players), the common lead lies on the table and the first player plays onto it; the
set-aside tiles are never drawn. A player may, on his turn, lay *all* the tiles he has left in
one go, provided every one of them goes down legally and nothing is left: the "blitz" finish,
allowed on any turn, the very first included (then the lead is part of it). A blitz is one move
showing a whole sequence. Every arrangement of the hand ends the deal the same way, so a player
who can blitz is offered one blitz, one arrangement that works; any other legal arrangement he
writes out is accepted too (see ``multi``).

Where the seed is silent we follow its neighbour in the book, Kozel, and Classic dominoes:

- with 2–3 players the undealt tiles are a boneyard and a stuck player draws until a tile fits
  (``draw``); with 5–6 a stuck player passes;
- the first deal is led as in Classic (6-6, else the highest double, else the heaviest tile);
  later deals by the previous winner, with any tile; with 5–6 players the first seat (later the
  previous winner) plays first onto the common lead;
- scoring is the race scoring of ``race.RaceGame`` (the first out scores the others' pips; a
  fish goes to the lowest hand; match to 100).
``blitz=False`` turns the blitz off (plain dominoes, for comparison).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import N_, _
from ..registry import GameInfo, register
from .leads import _lead_order_of, lay_common_lead, lead_by_order
from .multi import MultiState, can_lay_all, lay_all
from .race import RaceGame, RaceOptions


class BlitzState(MultiState):
    """A Blitz deal; with more than four players the tiles left undealt are set aside, not drawn."""

    game: Blitz

    def _boneyard_open(self, left=None):
        return not self.game.common_lead(self.players) and super()._boneyard_open(left)


@dataclass(frozen=True)
class BlitzOptions(RaceOptions):
    """``blitz``: whether a player may lay all his remaining tiles at once (True)."""

    blitz: bool = True


@register(GameInfo("blitz", "Blitz", "Блиц", "laying", "3.1", "chain", (2, 6), "000",
                   summary=N_("lay all your remaining tiles in one turn if they all go down"), layout="line"))
class Blitz(RaceGame):
    __doc__ = __doc__
    Options = BlitzOptions
    options: BlitzOptions
    StateClass = BlitzState
    hand_sizes = {2: 7, 3: 7, 4: 7, 5: 5, 6: 4}

    def common_lead(self, players: int) -> bool:
        """Whether a deal for ``players`` starts from a common lead, the rest set aside (5–6 players)."""
        return players > 4

    def _deal(self, players, rng, context):
        state = super()._deal(players, rng, context)
        if self.common_lead(players):  # the top of the undealt tiles is the common lead
            lay_common_lead(state)  # (as a design's table lays and marks a lead)
            state.current = state.leader = context.get("leader") or 0
            state.lead_tiles = None
        return state

    def opening_lead(self, hands):
        return lead_by_order(hands, _lead_order_of(self))

    def extra_moves(self, state, plays):
        if not self.options.blitz:
            return []
        return lay_all(state, state.current)

    def extra_moves_count(self, state, plays) -> int:
        """How many moves ``extra_moves`` gives now (a blitz or none), told without making them:
        a fast path makes the blitz only when a bot chooses it."""
        return int(self.options.blitz and can_lay_all(state, state.current))

    def multi_limit(self, state, move):
        if not self.options.blitz:
            return _("blitz is off in this game (blitz=False): one tile a turn")
        if len(move.tiles) != len(state.hands[state.current]):
            return (_("a blitz lays all your {n} tiles at once, not {n2} of them", n=len(state.hands[state.current]),
                      n2=len(move.tiles)))
        return None
