"""The discard family (сбросные игры) — seed 000, chapter 2, "1 тип. Игры сбросные".

Besides the hands, the table and the boneyard, a discard game has one more place: the discard
pit (сброс, яма). Tiles sent there never come back. Tiles still on the table, on the other hand,
can come back: a player who cannot lay takes the table into his hand (``Take``). The aim is the
laying games' aim: be the first to get rid of your tiles.

What the family shares, written once here:

- ``DiscardMixin``: the pit as a zone (face up), ``take_table``, ``to_pit``, the stall rule
  below, notation (``pit: …``) and the set-aside tiles kept face down.
- ``DiscardRules``: scoring. The seed gives none, so the closest game decides (the classic game,
  seed 003, "Классические правила"): the player who goes out scores the pips left in the other
  hands; the match goes to ``target`` (100) points and the winner of a deal leads the next.
- Stall rule (the seed is silent): taking tiles back means play could circle for ever without
  a tile ever reaching the pit. After ``stall_rounds`` full rounds (10 by default) in which no
  tile went to the pit the deal ends as a *fish*, and, as in the classic game, the lowest hand
  wins the others' pips minus its own.
- Tiles that are not dealt and never drawn (Biryuk's "остаток отбрасывается", Pit with fewer
  than four players) are *set aside* face down. They sit in ``state.boneyard`` (hidden exactly
  like a boneyard) but the zone is named "set aside", and no rule draws from it.

A game's protocol: its state class (a ``DiscardState``, or ``DiscardMixin`` over ``ChainState``
for Pit) implements the turn (``_legal_moves``, ``_apply``, ``_why_illegal``) with the family's
``take_table``, ``to_pit`` and ``_end_move``; the game sets ``rest`` and ``hand_sizes`` and may
override ``turn_reset()`` (per-turn counters), ``read_fields(values)`` (its own position
fields), ``hand_value(hand)``, ``score_deal(...)`` and ``first_lead(hands, context)``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar, Protocol

from ...errors import NotationError
from ...i18n import _, join, msg, ngettext, nmsg
from ...moves import Move, lead_play
from ...options import option
from ...table.base import End, Layout, Placed, new_placed
from ...tiles import Tile, by_ends, parse_tiles, tiles_text
from ..base import DealResult, Game, Options, State, Status, read_number, read_tiles
from ..chain.base import ChainGame
from ..notation import boneyard_words
from ..scoring import score_first_out

__all__ = ["Take", "Stack", "lead_plays", "DiscardOptions", "DiscardMixin", "DiscardRules", "DiscardState",
           "DiscardGame"]


@dataclass(frozen=True, repr=False)
class Take(Move):
    """Take the tiles on the table into your hand (you have nothing to lay)."""

    taken: tuple[Tile, ...]

    @property
    def weight(self) -> int:  # for the greedy bot: taking is the worst thing you can do
        return -2 * sum(t.pips for t in self.taken) - len(self.taken)

    def __str__(self) -> str:
        return "take " + tiles_text(self.taken)

    def describe(self) -> str:
        return _("take {tiles}", tiles=tiles_text(self.taken))


def lead_plays(hand: Iterable[Tile]) -> list[Move]:
    """Leading: a ``Play`` of each tile of ``hand``, lowest first (``sorted(hand)``)."""
    return [lead_play(t) for t in sorted(hand, key=by_ends)]


class Stack(Layout):
    """Tiles on the table as a simple row in the order laid: Biryuk's single tile, Firewood's
    stack of tiles side by side. Its open numbers are those of the last tile laid."""

    name = "stack"

    def open_ends(self) -> list[End]:
        if not self.placed:
            return []
        t = self.placed[-1].tile
        return [End(0, t.low, "low")] if t.is_double else [End(0, t.low, "low"), End(1, t.high, "high")]

    def place(self, tile: Tile, end: int | None = None, touch: int | None = None) -> Placed:
        placed = self.placed
        parent = len(placed) - 1 if placed else None
        if touch is not None and touch != tile.low and touch == tile.high:
            new = new_placed((tile, touch, tile.low, parent, self.name, False))  # (turned: its high end touches)
        else:
            new = new_placed((tile, tile.low, tile.high, parent, self.name, False))
        placed.append(new)
        return new

    def clear(self) -> list[Tile]:
        """Remove every tile from the table and return them (in the order laid)."""
        tiles = self.tiles()
        self.placed = []
        return tiles

    def to_text(self) -> str:
        return tiles_text(self.tiles()) or "-"

    @classmethod
    def from_text(cls, text: str) -> Stack:
        stack = cls()
        try:
            for t in parse_tiles(text):
                stack.place(t)
        except ValueError as exc:
            raise NotationError(str(exc)) from None
        return stack

    def __repr__(self):
        return f"Stack({self.to_text()!r})"


@dataclass(frozen=True)
class DiscardOptions(Options):
    """``hand_size``: tiles per player (``None``: the game's own table by number of players).
    ``target``: the match target (points for going out, classic style). ``stall_rounds``: full
    rounds without a tile reaching the pit after which the deal is a fish."""

    hand_size: int | None = option(None, low=1)
    target: int | None = option(100, low=1)
    stall_rounds: int = option(10, low=1)


class DiscardMixin(State):
    """The pit and the shared moves of discard states (mixed into ``State`` or ``ChainState``, in
    front of it: so it derives from ``State``, and a state's class order is the same).
    Fields: ``pit`` (tiles discarded, in order), ``quiet`` (moves since a tile last went to the
    pit)."""

    public_fields: ClassVar[tuple[str, ...]] = ("pit", "quiet")
    game: DiscardGame | ChainDiscardGame  # the family's two kinds of game: a Stack's, and one on a chain (Pit)
    table: Layout

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.pit: list[Tile] = []
        self.quiet = 0

    # -- zones and what is visible ----------------------------------------------------------------
    def zones(self):
        zones: list[tuple[str, Iterable[Tile]]] = [(f"hand {p}", self.hands[p]) for p in range(self.players)]
        zones.append(("set aside" if self.game.rest == "aside" else "boneyard", self.boneyard))
        zones.append(("table", self.table.tiles()))
        zones.append(("pit", self.pit))
        return zones

    def _visible_to(self, player):
        yield from self.hands[player]
        yield from self.table.tiles()
        yield from self.pit

    def status(self):
        n = len(self.pit)
        pit = nmsg("{n} tile discarded", "{n} tiles discarded", n)
        items = [Status("pit", join("; ", [pit, msg("the last {tile}", tile=self.pit[-1])]) if self.pit else pit)]
        if self.quiet > 0:
            items.append(Status("stall", nmsg("{n} move without a discard (a fish after {limit})",
                                              "{n} moves without a discard (a fish after {limit})", self.quiet,
                                              limit=self.game.options.stall_rounds * self.players)))
        return items + super().status()

    # -- the family's mechanics -------------------------------------------------------------------------
    def to_pit(self, tiles) -> None:
        self.pit.extend(tiles)
        self.quiet = -1  # the move that discards does not count towards a stall

    def take_table(self, player: int) -> list[Tile]:
        """Move every tile on the table into ``player``'s hand."""
        tiles = self.table.tiles()
        self.hands[player].update(tiles)
        self.table = self.game.new_layout()
        return tiles

    def _end_move(self, player: int, next_player: int) -> None:
        """Close a move by ``player``: out if his hand is empty, a fish if play has stalled,
        else ``next_player`` moves."""
        self.quiet = quiet = self.quiet + 1
        if not self.hands[player]:
            self._finish(self.game.score_deal(self, "out", player, None))
        elif quiet >= self.game.options.stall_rounds * self.players:
            self._finish(self.game.score_deal(self, "fish", None, player))
        else:
            self.current = next_player % self.players
            self.turn_reset()

    def turn_reset(self) -> None:
        """Per-turn counters to clear when the turn passes (e.g. Firewood's draw)."""

    def _parse_move(self, text: str) -> Move:
        """Read a move from its words; a move that is not legal is still read, so that ``play``
        can say which rule it breaks."""
        words = " ".join(text.lower().split())
        if words.startswith("take "):
            try:
                tiles = parse_tiles(words[5:])
            except ValueError:
                pass
            else:
                for move in self.legal_moves():  # the table's tiles, named in any order
                    if isinstance(move, Take) and sorted(move.taken) == sorted(tiles):
                        return move
                return Take(tuple(tiles))
        return super()._parse_move(text)

    # -- notation ------------------------------------------------------------------------------------------
    def _extra_text(self) -> str:
        parts = [super()._extra_text(), f"pit: {tiles_text(self.pit) or '-'}"]
        if self.quiet > 0:
            parts.append(f"quiet: {self.quiet}")
        return " | ".join(p for p in parts if p)

    def describe(self) -> str:
        lines = super().describe().split("\n")
        if self.game.rest == "aside":
            n = self._hidden_boneyard()  # (a player's view counts them so: its boneyard is empty, and was "boneyard")
            boneyard, aside = boneyard_words(n), ngettext("set aside: {n} tile", "set aside: {n} tiles", n)
            lines = [line.replace(boneyard, aside, 1) for line in lines]
        pit = (ngettext("pit: {n} tile (last {tile})", "pit: {n} tiles (last {tile})", len(self.pit), tile=self.pit[-1])
               if self.pit else ngettext("pit: {n} tile", "pit: {n} tiles", 0))
        lines.insert(1 + self.players, f"  {pit}")
        return "\n".join(lines)

    def _read_discard_fields(self, values: dict) -> None:
        self.pit = read_tiles(values, "pit") if "pit" in values else []
        stall = self.game.options.stall_rounds * self.players
        self.quiet = read_number(values, "quiet", 0, stall if self.over else stall - 1, default=0)

    def most_in_hand(self):
        return len(self.game.set) - (self.players - 1), "a player may take the table into his hand"

    def _fish_by_block(self) -> bool:  # a discard deal's fish is a stall, not a block
        return False

    def _check_position(self):
        if self.over:
            return None
        out = [p for p, h in enumerate(self.hands) if not h]
        if out:
            return _("player {p} has no tiles left: he is out and the deal is over", p=out[0])
        return None


class DiscardState(DiscardMixin, State):
    """A discard deal whose table is a ``Stack`` (Biryuk, Firewood)."""

    game: DiscardGame
    table: Stack
    reads_finished = False  # from_text: "write the position before its last move"

    @classmethod
    def _from_fields(cls, game, hands, boneyard, values):
        turn = values["turn"]
        if turn == "over":
            raise NotationError(_("write the position before its last move; finished deals are not read"))
        table = Stack.from_text(values["table"])
        state = cls(game, len(hands), hands, boneyard, table, int(turn), {})
        state._read_discard_fields(values)
        state.read_fields(values)
        return state

    def read_fields(self, values: dict) -> None:
        """Game-specific notation fields."""


class _Scoring(Protocol):
    """What ``DiscardRules.score_deal`` needs of the game it is mixed into."""

    @property
    def options(self) -> DiscardOptions: ...

    def hand_value(self, hand: Iterable[Tile]) -> int: ...


class DiscardRules:
    """Scoring and match rules of the discard family (mixed into ``Game`` or ``ChainGame``)."""

    rest: ClassVar[str] = "aside"  # where undealt tiles go: "aside" (face down, never drawn) or "boneyard"
    hand_sizes: ClassVar[dict[int, int]] = {2: 7, 3: 7, 4: 7}

    def hand_value(self, hand) -> int:
        return sum(t.pips for t in hand)

    def score_deal(self: _Scoring, state, reason: str, winner: int | None, fisher: int | None,
                   move=None) -> DealResult:
        stall = msg("fish (no tile reached the pit for {n} rounds)", n=self.options.stall_rounds)
        return score_first_out(state, reason, winner, fisher, [self.hand_value(h) for h in state.hands], fish=stall)

    def next_context(self, match, result) -> dict:
        """The winner of a deal leads the next (after a tie the same player leads again)."""
        leader = result.winner if result.winner is not None else match.context.get("leader", 0)
        return {"leader": leader}

    def first_lead(self, hands, context):
        """The seed leaves the first lead to the usual draw of lots: player 0 leads the first deal,
        any tile; later deals the previous winner."""
        return context.get("leader", 0), None


class DiscardGame(DiscardRules, Game):
    """Base of discard games whose table is a ``Stack``."""

    Options: ClassVar[type[Options]] = DiscardOptions
    options: DiscardOptions
    StateClass: ClassVar[type[DiscardState]] = DiscardState

    def new_layout(self) -> Stack:
        return Stack()

    def _deal(self, players: int, rng: random.Random, context: dict) -> DiscardState:
        hands, rest = self.deal_hands(rng, players)
        leader, _ = self.first_lead(hands, context)
        return self.StateClass(self, players, hands, rest, self.new_layout(), leader, context)


class ChainDiscardGame(DiscardRules, ChainGame):
    """Base of the discard games laid on a chain (Pit): the chain's matching, the family's pit,
    scoring and options (a ``DiscardOptions``, not a ``ChainOptions``: no chain drawing or fish)."""

    options: DiscardOptions  # type: ignore[assignment]
