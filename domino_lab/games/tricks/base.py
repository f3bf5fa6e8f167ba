"""The trick family (type 2.2, "наборные с кона", seed 000): tiles gain ranks and are won in tricks.

"In these games the tiles are given values that make them unequal in size and importance,
something quite alien to every other kind of domino game" (seed 000, "2.2 Подтип").

What Bingo, Forty-Two, Candelabra and Seven Dwarfs share lives here, once:

- ranks: ``beats_on_match`` (a tile joined to another by one number beats it when its other end
  is higher — Bingo's and Candelabra's rule), ``suit_of``/``suit_rank``/``trick_winner`` (follow
  suit, trumps, the highest of the suit led takes — Forty-Two's rule), written in ``ranks`` with
  their tables by tile and imported here;
- ``LEADS``, ``FOLLOWS``: the interned lead and answer of every tile, by its end key (``ranks.ORDER``);
- ``hand_bits(n)``: the double-``n`` set as bits (``ranks.SetBits``), with the tables that list a
  hand's leads and answers from its mask: every game's ``answers`` lists its moves from these (the
  tiles that may answer are one ``&`` of the hand's mask against a mask of the rule's tiles);
- ``TrickState``: the current trick on the table (who played what, in order), the tiles each
  player has taken (a zone per player, face up), the tricks each player has won, who leads,
  and the lead → answers → collect → next lead cycle;
- ``TrickGame``: dealing (a hand size per player count, the rest a face-down boneyard), the
  leader of each deal (the previous deal's winner, seed 000's general rule, where the game's
  options say ``next_leader="winner"``; else passed to the left), side totals.

A game subclasses ``TrickState`` (its rules live on the deal: the trick in play is the state)
and overrides these hooks where it differs:

``answers() -> list[Move]``
    The moves that answer the trick in play (default: any tile).
``trick_taker() -> int``
    The player who takes the complete trick in play (every game says).
``trick_complete() -> bool``
    Whether the trick in play is complete (default: one tile from each player).
``after_trick(winner)``
    What happens once a trick is collected (default: nothing; the winner leads).
``special_move(move) -> bool``
    Apply a move that is not a tile (a bid, a trump, a give); True if it was one.
``deal_over() -> bool``
    Whether the deal has ended (default: every hand is empty).
``deal_result() -> DealResult``
    The finished deal's result (every game says).
``rule_broken(move) -> str | None``
    The game's own rule an illegal move breaks.
``extra_zones()``, ``fields_text()``, ``read_fields(values)``, ``entry_text(move)``, ``entry_move(k, text)``
    More places a tile can be, and the game's own fields of a position text.

``TrickGame`` deals (``hand_sizes``; ``new_state`` builds the state) and passes the lead on.
``LeaderOptions`` is the options base of a game whose winner leads the next deal (the option
``next_leader``: ``"winner"``, or ``"left"``).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import ClassVar, Protocol

from ...errors import IllegalMove, NotationError, SetupError
from ...i18n import N_, _, join, language, msg, ngettext, players
from ...moves import Move, Pass
from ...options import option
from ...tiles import Tile, parse_tiles, tiles_text
from ..base import DealResult, Game, Options, State, Status, _dup, read_number, read_player, read_tiles
from ..notation import boneyard_words, field_words
from ..scoring import NEXT_LEADERS, next_leader
from .ranks import (
    ORDER,
    MovesOf,
    SetBits,
    beats_on_match,
    followers,
    follows,
    listed,
    suit_of,
    suit_rank,
    tile_of_id,
    tile_of_key,
    trick_ranks,
    trick_winner,
)

__all__ = ["TileMove", "Lead", "Follow", "TrickOptions", "LeaderOptions", "TrickState", "TrickGame", "TrickResult",
           "beats_on_match", "suit_of", "follows", "suit_rank", "trick_winner", "trick_ranks", "followers", "side_text",
           "MovesOf", "LEADS", "FOLLOWS", "ORDER", "tile_of_id", "tile_of_key", "SetBits", "hand_bits", "listed"]


@dataclass(frozen=True)
class TrickResult(DealResult):
    """A trick deal: ``tricks`` won by each player."""

    tricks: tuple[int, ...] = ()


# -- moves -------------------------------------------------------------------------------------------
@dataclass(frozen=True, repr=False)
class TileMove(Move):
    """A move of one tile, written ``<word> <tile>``; ``parse`` reads that text back."""

    tile: Tile
    word: ClassVar[str] = ""

    @functools.cached_property
    def tiles(self):  # (made once per move: moves are interned, and read every time a trick is looked at)
        return (self.tile,)

    def __str__(self):
        return f"{self.word} {self.tile}"

    def describe(self):
        said = {"lead": N_("lead {tile}"), "play": N_("play {tile}"), "give": N_("give {tile}")}.get(self.word)
        return _(said, tile=self.tile) if said else str(self)

    @classmethod
    def parse(cls, text: str) -> Move | None:
        word, _, rest = text.partition(" ")
        if word != cls.word:
            return None
        try:
            return cls(Tile.parse(rest))
        except ValueError:
            return None


@dataclass(frozen=True, repr=False)
class Lead(TileMove):
    """Open a trick with ``tile``."""

    word: ClassVar[str] = "lead"


@dataclass(frozen=True, repr=False)
class Follow(TileMove):
    """Answer the trick in play with ``tile``."""

    word: ClassVar[str] = "play"


LEADS, FOLLOWS = MovesOf(Lead), MovesOf(Follow)


@functools.cache
def hand_bits(n: int) -> SetBits:
    """The double-``n`` set as bits (``ranks.SetBits``), with the tables of every tile's lead
    (``leads``) and answer (``follows``): ``listed(mask, bits.leads)`` is a hand's leads, in order."""
    bits = SetBits(n)
    bits.leads, bits.follows = bits.chunks(LEADS), bits.chunks(FOLLOWS)
    return bits


class _MoveText(Protocol):
    """A kind of move ``play("...")`` can read: ``parse`` gives the move of a text, or ``None``."""

    def parse(self, text: str) -> Move | None: ...


class _PassText:
    @staticmethod
    def parse(text: str) -> Move | None:
        return Pass() if text == "pass" else None


def side_text(side: Sequence[int]) -> str:
    return players(side)


# -- state -------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class TrickOptions(Options):
    """``target``: the match target (what it counts is the game's own)."""

    target: int | None = option(None, low=1)


@dataclass(frozen=True)
class LeaderOptions(TrickOptions):
    """``next_leader``: who leads the next deal — ``"winner"`` (seed 000's general rule) or
    ``"left"`` (the lead passes to the left whoever won)."""

    next_leader: str = option("winner", choices=NEXT_LEADERS)


class TrickState(State):
    """A trick-taking deal. Fields beyond ``State``: ``leader`` (who opened the trick in play),
    ``trick`` (``(player, move)`` pairs on the table, in order), ``taken`` (the tiles each player
    has won, face up), ``tricks`` (how many tricks each player has won), ``played`` (every trick
    collected, in order: ``(((player, tile), ...), winner)``)."""

    public_fields: ClassVar[tuple[str, ...]] = ("leader", "trick", "taken", "tricks", "played")
    game: TrickGame

    zone_names: ClassVar[tuple[str, str]] = ("trick", "taken")
    move_kinds: ClassVar[tuple[_MoveText, ...]] = (Lead, Follow, _PassText)  # what ``play("...")`` can read

    def __init__(self, game, players, hands, boneyard, leader, context=None):
        super().__init__(game, players, hands, boneyard, None, leader, context)
        self.leader = leader
        self.trick: list[tuple[int, Move]] = []  # (moves of one tile each: ``tiles[0]`` is it)
        self.taken: list[list[Tile]] = [[] for _ in range(players)]
        self.tricks = [0] * players
        self.played: list[tuple[tuple[tuple[int, Tile], ...], int]] = []

    # -- zones: every tile is in a hand, the boneyard, the trick in play or someone's tricks -------
    def zones(self):
        zones: list[tuple[str, Iterable[Tile]]] = [(f"hand {p}", self.hands[p]) for p in range(self.players)]
        zones.append(("boneyard", self.boneyard))
        zones.append((self.zone_names[0], self.trick_tiles()))
        zones += [(f"{self.zone_names[1]} {p}", self.taken[p]) for p in range(self.players)]
        return zones + self.extra_zones()

    def extra_zones(self) -> list:
        return []

    def status(self):
        name = self.zone_names[0]
        won = tuple(msg("player {p}: {n}", p=p, n=n) for p, n in enumerate(self.tricks))
        taken = tuple(msg("player {p}: {tiles}", p=p, tiles=tiles_text(t) or "-") for p, t in enumerate(self.taken))
        items = [Status(f"{name}s won", join(", ", won), won), Status("taken", join("; ", taken), taken)]
        return items + [Status(line.split(":")[0], line.partition(":")[2].strip()) for line in self.fields_text()]

    def trick_tiles(self) -> list[Tile]:
        return [m.tiles[0] for _, m in self.trick]

    @property
    def last(self) -> tuple[int, tuple[Tile, ...]] | None:
        """The trick collected last: ``(winner, tiles)``."""
        if not self.played:
            return None
        trick, winner = self.played[-1]
        return winner, tuple(t for _, t in trick)

    # -- the cycle ---------------------------------------------------------------------------------
    def _legal_moves(self) -> Iterable[Move]:
        p = self.current
        assert p is not None  # asked only while the deal is live
        if not self.trick:  # a lead: any tile of the hand, in the order of its ends
            bits = hand_bits(self.game.set.n)
            return listed(bits.mask(self.hands[p]), bits.leads)
        return self.answers()

    def answers(self) -> list[Move]:
        """The moves that answer the trick in play (default: any tile), in the order of the tiles'
        ends: a game lists them from the hand's mask (``hand_bits``)."""
        p = self.current
        assert p is not None  # asked only while the deal is live
        bits = hand_bits(self.game.set.n)
        return listed(bits.mask(self.hands[p]), bits.follows)

    def _apply(self, move: Move) -> None:
        p = self.current
        assert p is not None  # play() applies moves only while the deal is live
        if self.special_move(move):
            return
        hand = self.hands[p]
        for t in move.tiles:
            hand.remove(t)
        if isinstance(move, Lead):
            self.leader = p
        trick = self.trick
        trick.append((p, move))
        if self.trick_complete():
            winner = self.trick_taker()
            tiles = self.trick_tiles()
            self.taken[winner].extend(tiles)
            self.tricks[winner] += 1
            self.played.append((tuple(zip([q for q, _ in trick], tiles)), winner))
            self.trick = []
            self.current = winner
            self.after_trick(winner)
        else:
            self.current = self._next_to_answer(p)
        if not self.over and self.deal_over():
            self._finish(self.deal_result())

    def special_move(self, move: Move) -> bool:
        """Moves that are not tiles (bids, trumps); return True when handled."""
        return False

    def trick_complete(self) -> bool:
        return len(self.trick) == self.players

    def _next_to_answer(self, player: int) -> int:
        return (player + 1) % self.players

    def trick_taker(self) -> int:
        raise NotImplementedError

    def after_trick(self, winner: int) -> None:
        """After a trick is collected (the winner leads next by default)."""

    def deal_over(self) -> bool:
        return not any(self.hands)

    def deal_result(self):
        raise NotImplementedError

    def trick_log(self) -> list[str]:
        """The tricks collected so far, one line each: ``"0:4-6 1:1-6 2:2-3 3:5-6 -> player 2"``."""
        return [" ".join(f"{p}:{t}" for p, t in trick) + f" -> player {w}" for trick, w in self.played]

    def side_tricks(self) -> list[int]:
        return [sum(self.tricks[p] for p in side) for side in self.sides]

    # -- errors ------------------------------------------------------------------------------------
    def _why_illegal(self, move: Move) -> str:
        base = super()._why_illegal(move)
        if self._tile_violation(move):
            return base
        if self.trick and isinstance(move, Lead):
            return _("a trick is in play ({v}); answer it, do not lead", v=self._trick_text())
        if not self.trick and move.tiles and not isinstance(move, Lead):
            return _("no trick is in play: player {current} leads ({legal})", current=self.current,
                     legal=self._legal_text())
        return self.rule_broken(move) or base

    def rule_broken(self, move: Move) -> str | None:
        return None

    def _parse_move(self, text: str) -> Move:
        """Read a move's text (``"lead 4-6"``, ``"bid 30"``...), legal or not, so that ``play``
        can say which rule an illegal one breaks."""
        wanted = " ".join(str(text).lower().split())
        for m in self.legal_moves():
            if str(m).lower() == wanted:
                return m
        for kind in self.move_kinds:
            move = kind.parse(wanted)
            if move is not None:
                return move
        return super()._parse_move(text)

    # -- notation ----------------------------------------------------------------------------------
    def _trick_text(self) -> str:
        return " ".join(f"{p}:{self.entry_text(m)}" for p, m in self.trick) or "-"

    def entry_text(self, move: Move) -> str:
        """A move of the trick in play, as the position text writes it (default: its tile)."""
        return str(move.tiles[0])

    def entry_move(self, k: int, text: str) -> Move:
        """The move ``entry_text`` wrote; ``k`` is its place in the trick (0 = the lead)."""
        return (Lead if k == 0 else Follow)(Tile.parse(text))

    def _table_text(self) -> str:
        return self._trick_text()

    def _extra_text(self) -> str:
        taken = " / ".join(tiles_text(t) or "-" for t in self.taken)
        parts = [f"tricks: {' '.join(map(str, self.tricks))}", f"taken: {taken}"]
        return " | ".join(parts + self.fields_text())

    def fields_text(self) -> list[str]:
        return []

    # reading a position back (``State.from_text``): the trick in play is ``player:tile`` pairs, the
    # first one led; a game with more fields reads them in ``read_fields``
    @classmethod
    def _from_fields(cls, game, hands, boneyard, values):
        players = len(hands)
        turn = values["turn"]
        current = None if turn == "over" else int(turn)
        state = cls(game, players, hands, boneyard, current or 0, {})
        trick = []
        for k, part in enumerate(values["table"].split() if values["table"] != "-" else []):
            who, sep, tile = part.partition(":")
            if not sep:
                raise NotationError(_("{part!r:.40} in the trick is not 'player:tile' (e.g. '2:4-6')", part=part))
            try:
                trick.append((read_player(values, "table", players, text=who), state.entry_move(k, tile)))
            except (ValueError, IllegalMove) as exc:  # a tile or a move that cannot be read
                raise NotationError(_("{part!r:.40} in the trick is not 'player:tile' (e.g. '2:4-6'): {exc}", part=part,
                                      exc=exc)) from None
        state.trick = trick
        state.leader = trick[0][0] if trick else state.current
        counts = values.get("tricks", " ".join("0" * players)).split()
        state.tricks = [read_number(values, "tricks", 0, len(game.set), text=v) for v in counts]
        taken = values.get("taken", " / ".join("-" * players)).split("/")
        state.taken = [read_tiles(values, "taken", t) for t in taken]
        if len(state.tricks) != players or len(state.taken) != players:
            raise NotationError(_("tricks and taken name one entry per player ({players})", players=players))
        state.read_fields(values)
        if current is None:
            if not state.deal_over():
                raise NotationError(_("turn: over, but the deal has not ended (every player still holds tiles)"))
            state._finish(state.deal_result())
        return state

    # -- what a position read from text must hold --------------------------------------------------------
    def trick_size(self) -> int:
        """Tiles in a complete trick (one per player by default)."""
        return self.players

    def most_in_hand(self):
        dealt = self.game.hand_size(self.players)
        return dealt, f"{dealt} dealt"

    def _check_position(self):
        size = self.trick_size()
        for p in range(self.players):
            if len(self.taken[p]) != self.tricks[p] * size:
                return _("player {p} has won {tricks} tricks of {size} tiles, but holds {taken} taken tiles",
                         p=p, tricks=self.tricks[p], size=size, taken=len(self.taken[p]))
        if self.over:
            return None
        if len(self.trick) >= size:
            return _("the trick in play has {n} tiles: a trick of {size} is taken at once", n=len(self.trick),
                     size=size)
        problem = self._check_hands()
        return problem or self._check_trick()

    def _check_hands(self) -> str | None:
        """Every player holds as many tiles as the others, less the one he has put in the trick."""
        played = {p for p, _ in self.trick}
        sizes = {len(h) + (p in played) for p, h in enumerate(self.hands)}
        if len(sizes) > 1:
            return _("the hands are uneven: every player holds as many tiles as the others, less the one he "
                     "has put in the trick in play")
        return None

    def _check_trick(self) -> str | None:
        """The trick in play is one the rules allow: it is played again from its lead, its tiles back
        in their players' hands, and must arrive where the position says it is."""
        if not self.trick:
            return None
        again = self.clone()
        for p, move in self.trick:
            again.hands[p].update(move.tiles)
        again.trick, again.current, again.leader, again._legal = [], self.trick[0][0], self.trick[0][0], None
        again._rewind_trick()
        for k, (p, move) in enumerate(self.trick):
            while again.current != p and Pass() in again.legal_moves():
                again.play(Pass())
            if again.current != p:
                return _("the trick in play has player {p}'s tile in place {k}, but it was player {q}'s turn",
                         p=p, k=k + 1, q=again.current)
            try:
                again.play(move)
            except IllegalMove as exc:
                return _("the trick in play is not one the rules allow: {move} by player {p}: {reason}",
                         move=move, p=p, reason=exc.reason)
        return self._trick_arrives(again)

    def _rewind_trick(self) -> None:
        """Set the state's own fields back to where the trick in play began (``_check_trick``)."""

    def _trick_arrives(self, again) -> str | None:
        """Whether the trick played again (``again``) leaves the turn where this position has it."""
        if again.current != self.current:
            return _("after the trick in play it is player {q}'s turn, not player {p}'s", q=again.current,
                     p=self.current)
        return None

    def read_fields(self, values: dict) -> None:
        """Read the fields ``fields_text`` writes."""

    def describe(self) -> str:
        name = self.game.info.name_ru if language() == "ru" else self.game.info.name
        on_table = _("{zone} on the table {tiles}", zone=_(self.zone_names[0]), tiles=self._trick_text())
        lines = [f"{name}: {on_table}"]
        lines += [f"  {field_words(line)}" for line in self.fields_text()]
        for p in range(self.players):
            mark = "→" if p == self.current else " "
            hand = _("player {p}: {tiles}", p=p, tiles=self._hand_text(p))
            n = self.tricks[p]
            won = ngettext("{n} chest won", "{n} chests won", n) if self.zone_names[0] == "chest" else \
                ngettext("{n} trick won", "{n} tricks won", n)
            lines.append(f"{mark} {hand}   [{won}]")
        if self._hidden_boneyard():
            boneyard = boneyard_words(self._hidden_boneyard())
            lines.append(f"  {boneyard}")
        if self.over:
            lines.append(f"  {self.result().why}")
        return "\n".join(lines)


class TrickGame(Game):
    """Base of the trick games: a hand size per player count (the rest is a face-down boneyard),
    and a leader who rotates through the match (``context["leader"]``)."""

    Options: ClassVar[type[Options]] = TrickOptions
    options: TrickOptions
    StateClass: ClassVar[type[TrickState]] = TrickState
    hand_sizes: ClassVar[dict[int, int]] = {}

    def _deal(self, players: int, rng: random.Random, context: dict):
        hands, rest = self.deal_hands(rng, players)
        return self.new_state(players, hands, rest, context.get("leader", 0), context)

    def new_state(self, players, hands, rest, leader, context):
        return self.StateClass(self, players, hands, rest, leader, context)

    def next_context(self, match, result):
        """Who leads the next deal: the winner, where the options say ``next_leader="winner"``
        (``scoring.next_leader``); else, and after a tie, the lead passes to the left."""
        return {"leader": next_leader(getattr(self.options, "next_leader", "left"), match, result)}

    def position(self, hands: Sequence[str], leader: int = 0, boneyard: str = "", spare_to: int = 0, **fields):
        """A hand-built position for tests and notebooks: ``hands`` as text per player
        (``"6-4 5-5"``), the leader, the boneyard (text, the last tile is drawn first) and any
        state fields to set (``trump=5``, ``tricks=[...]``...). Tiles named nowhere are put in the
        taken pile of player ``spare_to``, as if won in earlier tricks."""

        hand_sets = [set(parse_tiles(h)) for h in hands]
        state = self.new_state(len(hands), hand_sets, parse_tiles(boneyard), leader, {})
        for key, value in fields.items():
            if not hasattr(state, key):
                raise SetupError(_("a {id} position has no field {key!r}", id=self.info.id, key=key))
            setattr(state, key, _dup(value))
        state.current = fields.get("current", leader)
        placed = {t for _, tiles in state.zones() for t in tiles}
        spare = [t for t in self.set if t not in placed]
        state.taken[spare_to].extend(spare)
        state._legal = None
        state.check_conservation()
        return state
