"""The pure collecting family (чисто наборные игры) — seed 000, chapter 2, "2.1 Подтип".

Every tile starts face down in the boneyard, and players draw them in turn; nothing is laid.
The game ends when the boneyard is used up, and whoever has collected the most (tiles, or pips)
wins. What the family shares, written once here:

- ``collected``: the tiles each player has won, one zone per player. A drawn tile is turned face
  up, so collections are public (seed 000 has the tiles turned over in Spark and Roulette; in
  Sharing only the drawer looks at the tiles he drew, and we keep them hidden until they are
  shared out — they are his ``hand`` until then).
- The boneyard is face down and its order, fixed at the deal, is unknown to every player: a draw
  is the top tile, and nobody — bot or person — learns it before it is turned.
- ``score``: what a collection is worth (pips by default; Spark counts tiles).
- Match scoring (the seed has none): a match is a fixed number of deals, one per player by
  default (``deals``); each deal adds what every player collected, and the highest total wins.
- Who opens the next deal: its winner, the one who collected the most (seed 000's general rule:
  «это или выигравший или первый по кругу после проигравшего», "the winner, or the first player
  round after the loser"); after a tie, and with ``next_leader="left"``, the next player to the
  left of the last opener.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar

from ...errors import NotationError
from ...i18n import N_, _, and_list, join, language, msg, ngettext, nmsg, players
from ...options import option
from ...tiles import Tile, tiles_text
from ..base import DealResult, Game, Options, State, Status, Termination, read_tiles
from ..scoring import NEXT_LEADERS, next_leader

__all__ = ["CollectingOptions", "CollectingState", "CollectingGame"]


@dataclass(frozen=True)
class CollectingOptions(Options):
    """``deals``: deals in a match (``None``: one per player). ``next_leader``: who opens the next
    deal, its ``"winner"`` (seed 000) or the next player to the ``"left"``."""

    deals: int | None = option(None, low=1)
    next_leader: str = option("winner", choices=NEXT_LEADERS)


class CollectingState(State):
    """A collecting deal. Extra field: ``collected`` (the tiles each player has won, in order)."""

    public_fields: ClassVar[tuple[str, ...]] = ("collected",)
    game: CollectingGame
    reads_finished = False  # from_text: "write the position before its last move"

    def __init__(self, game, players, hands, boneyard, table, current, context=None):
        super().__init__(game, players, hands, boneyard, table, current, context)
        self.collected: list[list[Tile]] = [[] for _ in range(players)]

    # -- the family's mechanics -------------------------------------------------------------------
    def draw(self) -> Tile:
        """The top tile of the face-down boneyard (``self.chance`` decides which it is)."""
        return self._draw_tile()

    def collect(self, player: int, tile: Tile) -> None:
        self.collected[player].append(tile)

    def totals(self) -> list[int]:
        return [self.game.score(c) for c in self.collected]

    def status(self):
        per = tuple(msg("player {p}: {amount}", p=p, amount=self.game.amount(v)) for p, v in enumerate(self.totals()))
        left = self._hidden_boneyard()
        return [Status("collected", join(", ", per), per),
                Status("boneyard", nmsg("{n} tile face down", "{n} tiles face down", left))] + super().status()

    def end(self) -> None:
        """Close the deal: the highest collection wins (a tie has no winner). Partners (a designed
        game's teams) pool their collections: the deal writes one total a side."""
        totals = self.totals()
        sides = self.sides
        pooled = [sum(totals[p] for p in side) for side in sides]
        best = max(pooled)
        top = [i for i, v in enumerate(pooled) if v == best]
        unit = self.game.unit
        listing = join(", ", [msg("player {p} {c}", p=p, c=v) for p, v in enumerate(totals)])
        if len(sides) == len(totals):  # everyone for himself (every catalogue game)
            if len(top) == 1:
                why = msg("the boneyard is used up; player {p} collected the most {unit} ({listing})", p=top[0],
                          unit=msg(unit), listing=listing)
            else:
                why = msg("the boneyard is used up; players {list} tie with {amount} ({listing})",
                          list=", ".join(map(str, top)), amount=self.game.amount(best), listing=listing)
        elif len(top) == 1:
            why = msg("the boneyard is used up; {side} collected the most {unit} together ({listing})",
                      side=players(sides[top[0]]), unit=msg(unit), listing=listing)
        else:
            why = msg("the boneyard is used up; {sides} tie with {amount} ({listing})",
                      sides=and_list(players(sides[i]) for i in top), amount=self.game.amount(best), listing=listing)
        winner = sides[top[0]][0] if len(top) == 1 else None
        self._finish(DealResult(Termination.COLLECTED, winner, tuple(pooled), sides, tuple(totals), why))

    # -- zones -------------------------------------------------------------------------------------------
    def zones(self):
        zones = super().zones()
        zones.extend((f"collected {p}", self.collected[p]) for p in range(self.players))
        return zones

    # -- notation ----------------------------------------------------------------------------------------
    def _table_text(self) -> str:
        return "-"

    def _extra_text(self) -> str:
        return "collected: " + " / ".join(tiles_text(c) or "-" for c in self.collected)

    def describe(self) -> str:
        n = self._hidden_boneyard()
        name = self.game.info.name_ru if language() == "ru" else self.game.info.name
        boneyard = ngettext("{n} tile face down in the boneyard", "{n} tiles face down in the boneyard", n)
        lines = [f"{name}: {boneyard}"]
        for p in range(self.players):
            mark = "→" if p == self.current else " "
            in_hand = self._hand_text(p)
            held = _(" (in hand {tiles})", tiles=in_hand) if in_hand != _("(out)") else ""
            amount = self.game.amount(self.game.score(self.collected[p]))
            line = _("player {p}: {tiles} = {amount}{held}", p=p, tiles=tiles_text(self.collected[p]) or "-",
                     amount=amount, held=held)
            lines.append(f"{mark} {line}")
        if self.over:
            lines.append(f"  {self.result().why}")
        return "\n".join(lines)

    @classmethod
    def _from_fields(cls, game, hands, boneyard, values):
        if values["turn"] == "over":
            raise NotationError(_("write the position before its last move; finished deals are not read"))
        if values["table"] != "-":
            raise NotationError(_("nothing is laid in a collecting game: 'table: -'"))
        state = cls(game, len(hands), hands, boneyard, None, int(values["turn"]), {})
        if "collected" in values:
            parts = values["collected"].split("/")
            if len(parts) != len(hands):
                raise NotationError(_("'collected' names {n} players, the hands {hands}",
                                      n=len(parts), hands=len(hands)))
            state.collected = [read_tiles(values, "collected", c) for c in parts]
        state.read_fields(values)
        return state

    def most_in_hand(self):
        return 0, _("a drawn tile is collected at once")

    def _check_position(self):
        if not self.boneyard:
            return _("the boneyard is used up: the deal is over")
        return None

    def read_fields(self, values: dict) -> None:
        """Game-specific notation fields."""


class CollectingGame(Game):
    """Base of the pure collecting games. A game sets ``StateClass`` (a ``CollectingState``
    whose ``_legal_moves``/``_apply`` are the game's turn: draw, call, keep, give...) and overrides:

    ``score(collected) -> int``
        What a collection is worth (default: its pips; Spark counts tiles), in ``unit``.
    ``start(state)``
        Anything the first turn needs before the leader decides (Sharing's first draw).
    ``match_length(match) -> int``
        Deals in a match (default: the ``deals`` option, else one per player).
    """

    Options: ClassVar[type[Options]] = CollectingOptions
    options: CollectingOptions
    StateClass: ClassVar[type[CollectingState]] = CollectingState
    unit: ClassVar[str] = N_("pips")  # TRANSLATORS: "the most pips" (Russian: genitive plural)

    def amount(self, value: int) -> str:
        """``value`` in the game's unit: ``"1 pip"``, ``"12 pips"``, ``"1 tile"``."""
        if self.unit == "tiles":
            return nmsg("{n} tile", "{n} tiles", value)
        return nmsg("{n} pip", "{n} pips", value)

    def score(self, collected) -> int:
        return sum(t.pips for t in collected)

    def _deal(self, players: int, rng: random.Random, context: dict) -> CollectingState:
        tiles = self.shuffle(rng)
        leader = context.get("leader", 0) % players
        state = self.StateClass(self, players, [set() for _ in range(players)], tiles, None, leader, context)
        self.start(state)
        return state

    def start(self, state: CollectingState) -> None:
        """Anything the first turn needs before the leader decides (Sharing's first draw)."""

    # -- match: a fixed number of deals, the highest total wins ---------------------------------------
    def match_length(self, match) -> int:
        return self.options.deals or match.players

    def match_goal(self, players: int) -> str:
        return nmsg("{n} deal; the most {unit} wins", "{n} deals; the most {unit} wins", self.options.deals or players,
                    unit=msg(self.unit))

    def match_update(self, match, result) -> None:
        for i, p in enumerate(result.points):
            match.scores[i] += p
        n = self.match_length(match)
        if len(match.results) >= n:
            best = max(match.scores)
            top = [i for i, s in enumerate(match.scores) if s == best]
            if len(top) == 1 and len(match.sides[top[0]]) > 1:  # partners (a designed game's teams)
                why = nmsg("after {n} deal {side} have the most {unit} ({best})",
                           "after {n} deals {side} have the most {unit} ({best})", n, side=match.side_name(top[0]),
                           unit=msg(self.unit), best=best)
            elif len(top) == 1:
                why = nmsg("after {n} deal {side} has the most {unit} ({best})",
                           "after {n} deals {side} has the most {unit} ({best})", n, side=match.side_name(top[0]),
                           unit=msg(self.unit), best=best)
            else:
                why = nmsg("after {n} deal {sides} tie with {amount}", "after {n} deals {sides} tie with {amount}", n,
                           sides=and_list(match.side_name(i) for i in top), amount=self.amount(best))
            match.finish(winner=top[0] if len(top) == 1 else None, why=why)
        match.context = {"leader": next_leader(self.options.next_leader, match, result)}
