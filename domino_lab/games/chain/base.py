"""The chain family: what Classic, Kozel, Sea Goat and the other chain games share.

Standard play (rules-catalogue "Standard"): one tile per turn, matching equal pips, and a player
who can play must play. A player who cannot play draws from the boneyard as the ``draw`` option
says, or passes. The deal ends when a player is out, or in a *fish* (рыба).

A fish is made by a move (seed 003, "Козёл": the player «ставит рыбу», "sets the fish"): «на стол
выложены все шесть (не считая дубля) костяшек с одинаковым значением с одной стороны и оба конца
цепи замыкают кости с этим же значением» — "all six tiles (not counting the double) with the same
number are on the table and both ends of the chain are closed by tiles with that number". Seed 000
says the same of the classic game: «Цепь может преждевременно собрать в себя все семь костей с
каким-нибудь одним из концов, причем так, что они к тому же встанут на обеих концах цепи» — "the
chain may gather all seven tiles of one number early, so that they also stand at both ends of the
chain". No tile can ever join such a chain, so the deal ends at once, boneyard or not
(``fish_when="closed"``, the default). Where a layout cannot close that way (a cross, trains,
sum-to-seven matching), a fish is a deal nobody can move in: nobody can play and nobody can draw.
``fish_when="stuck"`` keeps that literal reading everywhere ("положить на стол нечего", "nothing
to lay"): after a closing move the players draw the whole boneyard before the deal ends.
"""

from __future__ import annotations

import functools
import operator
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ...errors import NotationError, Redeal, SetupError
from ...i18n import _, ngettext, nmsg
from ...moves import Draw, Move, Multi, Pass, Play, lead_play
from ...options import option
from ...table import Layout, LineLayout
from ...table.parallel import ParallelLayout
from ...tiles import Tile
from ..base import DealResult, Game, Options, State, Status
from . import plays as tables
from .illegal import why_illegal
from .leads import _lead_order_of, lead_by_order
from .play_objects import _LINE_PLAYS, _PLAYS  # noqa: F401  # (read from here by the family's other modules)
from .plays import KEPT_END, end_plays, end_table, fits_an_end, in_order, key_table, line_tables, showing, tiles_showing
from .text import ended_problem, extra_text, from_fields

DRAW_RULES = ("until_playable", "one", "none")
FISH_WHEN = ("closed", "stuck")
_LOW_HIGH = operator.attrgetter("low", "high")
PIPS = operator.attrgetter("pips")
_CROSSES = tables.CROSSES  # (the layouts whose open arms the family reads at once: plays.CROSSES)
_DRAW, _PASS = Draw(), Pass()  # moves are values: one of each is enough
_DRAW_ONLY, _PASS_ONLY = (_DRAW,), (_PASS,)  # a turn with one move, offered as a kept tuple (nobody changes it)


@dataclass(frozen=True)
class ChainOptions(Options):
    """Knobs shared by chain games.

    ``hand_size``: tiles per player (``None``: the game's own table by number of players).
    ``draw``: what a player who cannot play does — ``"until_playable"`` (draw until a tile fits),
    ``"one"`` (draw one, then play it or pass), ``"none"`` (pass at once).
    ``undrawable``: how many boneyard tiles are never drawn (Kozel's "last tile stays").
    ``target``: the match target.
    ``fish_when``: ``"closed"`` (seed 003: a move that closes the chain — every tile of one number
    on the table, both ends showing it — makes a fish at once, boneyard or not; otherwise a fish is
    a deal nobody can move in) or ``"stuck"`` (only when nobody can play and nobody can draw).
    """

    hand_size: int | None = option(None, low=1)
    draw: str = option("until_playable", choices=DRAW_RULES)
    undrawable: int = option(0, low=0)
    target: int | None = option(100, low=1)
    fish_when: str = option("closed", choices=FISH_WHEN)


class ChainState(State):
    """A chain deal. Extra fields: ``lead_tiles`` (what the lead may be; ``None`` = any tile),
    ``drawn`` (tiles drawn this turn), ``passes`` (passes in a row), ``last_player`` (who laid
    the last tile), ``last_single`` (who laid the last non-double)."""

    #: (``read_back``: on a finished deal read from text, what its game's ``read_finished`` kept of the
    #: fields ``finished_fields`` wrote, for the score and the text: a dict; absent on a deal played here)
    public_fields: ClassVar[tuple[str, ...]] = ("drawn", "passes", "last_player", "last_single", "leader", "read_back")
    private_fields: ClassVar[tuple[str, ...]] = ("lead_tiles",)  # the tiles the leader may lead: his alone
    own_pass: ClassVar[bool] = False  # (True: a pass is charged the state's own way: the line-scoring family's)
    game: ChainGame
    table: Layout

    def __init__(self, game: ChainGame, players: int, hands: list[set[Tile]], boneyard: list[Tile], table: Any,
                 current: int | None, context: dict | None = None, lead_tiles: frozenset[Tile] | None = None):
        super().__init__(game, players, hands, boneyard, table, current, context)
        self.lead_tiles: frozenset[Tile] | None = lead_tiles
        self.leader = current
        self.drawn = 0
        self.passes = 0
        self.last_player: int | None = None
        self.last_single: int | None = None

    # -- legal moves -------------------------------------------------------------------------------
    def _legal_moves(self) -> Iterable[Move]:
        p = self.current
        assert p is not None  # asked only while the deal is live
        table, game = self.table, self.game
        if type(table) is LineLayout and table.placed and game.standard_matching and type(self)._plays is _OWN_PLAYS:
            plays = self._line_plays(p, table)  # (the usual turn: what _plays reads of a line, asked at once)
        elif (type(table) in _CROSSES and (last := KEPT_END[0])[0] is table and last[2] == len(table.placed) > 0
              and last[1] is game and last[3] is not None and type(self)._plays is _OWN_PLAYS):
            plays = in_order(*last[3], self.hands[p])  # (_end_table's kept table, kept by the fish test: cross_blocked)
        elif table.empty:
            hand, lead = self.hands[p], self.lead_tiles
            return [lead_play(t) for t in sorted(hand, key=_LOW_HIGH) if lead is None or t in lead]
        elif type(self)._plays is _OWN_PLAYS and (kept := self._end_table()) is not None:
            plays = in_order(*kept, self.hands[p])  # (a table of the plays on the open ends: _plays' reading, at once)
        else:
            plays = self._plays(p)
        if plays:
            if not game.own_extra_moves:  # (none beyond one tile: not asked)
                return plays
            extra = game.extra_moves(self, plays)
            return plays + extra if extra else plays  # (a fresh list either way)
        if self._can_draw():
            return _DRAW_ONLY  # (one move: a kept tuple, which the driver hands on as it is)
        return _PASS_ONLY

    def _plays(self, player: int) -> list[Move]:
        game = self.game
        if type(table := self.table) is LineLayout and game.standard_matching:
            return self._line_plays(player, table)
        kept = self._end_table()
        if kept is not None:
            return in_order(*kept, self.hands[player])
        equal_pips = game.standard_matching or type(game).fits is ChainGame.fits  # (then fits is read, not called)
        return end_plays(self, self.hands[player], self.table.open_ends(), equal_pips)

    def _line_plays(self, player: int, line: LineLayout) -> list[Move]:
        """``_plays`` on a plain line with equal-pips matching, read from its two numbers (the same
        moves in the same order: by tile, the left end before the right; one move for a tile that
        fits two ends showing the same number)."""
        if not line.placed or line.left is None or line.right is None:
            return []
        fit, plays_of = line_tables(self.game.set.n, line)  # (see games.chain.plays)
        return in_order(fit, plays_of, self.hands[player])

    def _end_table(self) -> tuple[frozenset[Tile], list[tuple[Move, ...]]] | None:
        """The table of the plays on the open ends (``plays.ends_table``) where the game's own end rule
        reads no tile (``plays.tabled_end_rule``): asked once an end, not of every tile; made by
        ``plays.end_table``, which keeps the last one against its table (one a move, not two). Where
        it reads the tile but nothing of the deal, a table per open ends (``plays.tile_rule_table``);
        nothing of it but what the game's ``end_key`` names, per open ends and key (``plays.key_table``;
        a key changes only with its table, so the key is read once a move, where the table has changed).
        With no end rule, a table per the layout's key of its open ends where it has one
        (``plays.standard_table``: a cross). Else None."""
        game, table, kept = self.game, self.table, KEPT_END[0]
        if kept[0] is table and kept[1] is game and kept[2] == len(table):
            return kept[3]
        if kept[1] is game and kept[5] is not None:  # (this game's end rule has a key: read for the new table)
            return key_table(self, table, game, kept[5], kept[5](game, self))
        return end_table(self, table, game, ChainGame)

    def _can_draw(self) -> bool:
        if not self._boneyard_open():
            return False
        return self.game.options.draw == "until_playable" or self.drawn == 0

    def _boneyard_open(self, left: int | None = None) -> bool:
        """Whether a boneyard of ``left`` tiles (default: this deal's) may still be drawn from: the
        draw rule allows drawing and more tiles are left than the undrawable ones."""
        return (len(self.boneyard) if left is None else left) > self.game.never_drawn

    def can_play(self, player: int) -> bool:
        """Whether ``player`` holds a tile that fits an open end now."""
        table, game = self.table, self.game
        if type(table) is LineLayout and table.placed and game.standard_matching:  # (the usual table, read first)
            return not line_tables(game.set.n, table)[0].isdisjoint(self.hands[player])
        if table.empty:
            return bool(self.hands[player])
        if game.standard_matching:
            return not self._fitting().isdisjoint(self.hands[player])
        if type(self)._plays is not ChainState._plays:
            return bool(self._plays(player))
        kept = self._end_table()
        if kept is not None:
            return not kept[0].isdisjoint(self.hands[player])
        ends = self.table.open_ends()  # bool(self._plays(player)), answered at the first tile that goes down
        fit = showing(game.set.n, [e.value for e in ends]) if type(game).fits is ChainGame.fits else None
        return fits_an_end(self, self.hands[player], ends, fit)

    def _fitting(self) -> frozenset[Tile]:
        """The tiles that fit an open end of a table with equal-pips matching on every end (read
        from the tiles that show a number: see ``games.chain.plays``)."""
        table = self.table
        if type(table) is LineLayout:  # (its two numbers, read without listing its ends)
            return line_tables(self.game.set.n, table)[0]
        return showing(self.game.set.n, table.end_values())

    def chain_closed(self) -> bool:
        """Whether the chain is closed as seed 003's fish (see the module docstring): both ends of
        the chain show one number and every tile of that number is on the table. Asked only where
        ``fish_when="closed"`` and the game's chain can close so (``ChainGame.chain_closes``)."""
        table, game = self.table, self.game
        if type(table) is LineLayout and (table.left != table.right or table.left is None):
            return False  # (the usual answer, read first)
        if type(table) is ParallelLayout and table.across is not None and table.shown[0] != table.shown[1]:
            return False  # (two lines whose open ends differ: the same answer, read at once from their numbers)
        if not game.closes_at_once or len(table) <= game.set.n:
            return False  # (n tiles or fewer cannot be a number's n + 1 tiles)
        ends = (table.left, table.right) if isinstance(table, LineLayout) else table.end_values()
        if len(ends) != 2 or ends[0] != ends[1] or ends[0] is None:
            return False
        return tiles_showing(table, ends[0]) == game.set.n + 1

    def blocked(self) -> bool:
        """A fish: the chain is closed (``chain_closed``), or nobody can play (``can_play``: a
        tile that fits, or a family's own move such as Wagons' uncoupling) and nobody can draw."""
        table = self.table
        if type(table) in _CROSSES and table.placed:  # (a laid cross's, read at once where it is the family's)
            if (fish := tables.cross_blocked(self, table, ChainState, ChainGame)) is not None:
                return fish
        game, cls = self.game, type(self)
        line = table if type(table) is LineLayout else None  # (the usual table: its ends read at once)
        if (line is None or line.left == line.right or cls.chain_closed is not _CLOSED) and self.chain_closed():
            return True  # (the family's answer for a line whose ends differ, read first: no)
        if self._boneyard_open():
            return False
        if (table.empty if line is None else not line.placed) or cls.can_play is not ChainState.can_play:
            return not any(self.can_play(p) for p in range(self.players))
        if game.standard_matching:  # read the ends once for every hand
            if line is not None:
                fit = line_tables(game.set.n, line)[0]
            else:  # (a kept table's tiles where there is one: those showing an open number)
                kept = self._end_table()
                fit = self._fitting() if kept is None else kept[0]
            for hand in self.hands:
                if not fit.isdisjoint(hand):
                    return False
            return True
        if cls._plays is not ChainState._plays:
            return not any(self.can_play(p) for p in range(self.players))
        kept = self._end_table()
        if kept is not None:
            for hand in self.hands:
                if not kept[0].isdisjoint(hand):
                    return False
            return True
        ends = table.open_ends()  # (can_play's own reading, once for every hand)
        shown = showing(game.set.n, [e.value for e in ends]) if type(game).fits is ChainGame.fits else None
        return not any(fits_an_end(self, hand, ends, shown) for hand in self.hands)

    # -- applying ------------------------------------------------------------------------------------
    def _apply(self, move: Move) -> None:
        p = self.current
        assert p is not None  # play() applies moves only while the deal is live
        if type(move) is Play:  # (the usual move, told first)
            if (plan := _PLAN[0])[0] is not type(self):  # (what _apply does itself for this class: plays.state_plan)
                plan = tables.state_plan(type(self), ChainState)
            if (how := plan[1]) is None:
                self._lay(p, move)
            else:  # (its _lay is the family's, or the family's then after_lay: done here, without the layers)
                _FAMILY_LAY(self, p, move)
                if how:
                    self.after_lay(p, move)  # type: ignore[attr-defined]  # (state_plan: the state has one)
        elif isinstance(move, Draw):
            self.hands[p].add(self._draw_tile())
            self.drawn += 1
            return
        elif isinstance(move, Pass):
            self.passes += 1
            if self.passes >= self.players:  # a full round of passes: nobody can move
                self._end("fish", fisher=self.last_player, move=move)
            else:
                self._next_turn()
            return
        else:
            if (plan := _PLAN[0])[0] is not type(self):
                plan = tables.state_plan(type(self), ChainState)
            for play in (move.plays if isinstance(move, Multi) else (move,)):
                self._lay(p, play)
        if plan[3]:  # (the family's _laid does nothing: not called)
            self._laid(p, move)
        self.passes = 0
        if not self.hands[p]:
            self._end("out", winner=p, move=move)
        elif self.blocked() if (sooner := plan[2]) is None else sooner(self) or _FAMILY_BLOCKED(self):
            self._end("fish", fisher=p, move=move)
        else:
            if (game := self.game).own_after_play:  # (the family's does nothing: not called)
                legal = self._legal
                game.after_play(self, p, move)
                self._legal = legal  # (a hook that listed the mover's moves leaves no stale list for play())
                if self.over:
                    return
            self._next_turn()

    def _lay(self, player: int, play: Move) -> None:
        """Lay one tile move of ``player``'s turn: a ``Play`` here; a family with moves of its own
        (Wagons' uncoupling) lays those and hands its plays on."""
        assert isinstance(play, Play)
        tile, end = play.tile, play.end
        touch = None
        if end is not None:
            touch = play.on  # (the family's touching_end: the number the end shows)
            assert touch is not None  # a play on an end names the number the end shows
            if (game := self.game).own_touch:  # (the game's own touching_end: asked before anything moves, so that
                touch = game.touching_end(tile, touch)  # a rule of its that refuses the play leaves the deal as it was)
        self.table.place(tile, end, touch)
        self.hands[player].remove(tile)  # (after the table took it: a play the table refuses changes no hand)
        self.last_player = player
        if not tile.is_double:
            self.last_single = player

    def _lay_shared(self, tile: Tile) -> None:
        """Lay the lead a deal lays for all (Wagons' at three players, Blitz's common lead): by nobody, but as the
        table lays and marks its tiles (``after_lay``; a line turning doubles its way overrides this): as read back."""
        self.table.place(tile, None)
        if (after_lay := getattr(self, "after_lay", None)) is not None:
            after_lay(None, lead_play(tile))

    def _laid(self, player: int, move: Move) -> None:
        """Machinery: every tile of ``move`` is down, before the deal checks for out or a fish
        (the counting family scores here)."""

    def _next_turn(self, step: int = 1) -> None:
        assert self.current is not None  # the turn passes only in a live deal
        self.current = (self.current + step) % self.players
        self.drawn = 0

    def _end(self, reason: str, winner: int | None = None, fisher: int | None = None, move: Move | None = None) -> None:
        """Score the deal that ``move`` (the finishing move; ``None`` when read from text) ended."""
        self._finish(self.game.score_deal(self, reason, winner, fisher, move))

    # -- errors ------------------------------------------------------------------------------------
    def _why_illegal(self, move: Move) -> str:
        return why_illegal(self, move, super()._why_illegal(move))  # (the family's checks: games.chain.illegal)

    # -- notation ----------------------------------------------------------------------------------
    def status(self):
        items = super().status()
        n = self._hidden_boneyard()
        if self._boneyard_open(n):
            items.append(Status("boneyard", nmsg("{n} tile to draw from", "{n} tiles to draw from", n)))
        return items

    def _private_view(self, view, viewer):
        """The tiles the leader may lead are shown to him alone, while he is to lead."""
        view.lead_tiles = self.lead_tiles if viewer == self.current and self.table.empty else None

    def _extra_text(self) -> str:
        return extra_text(self)  # (the family's fields of a position's text: chain.text)

    @classmethod
    def _from_fields(cls, game, hands, boneyard, values):
        return from_fields(cls, game, hands, boneyard, values)  # (chain.text)

    def most_drawn(self) -> int:
        """The most tiles a player may have drawn in one turn (a position's ``drawn``)."""
        rule = getattr(self.game.options, "draw", "none")
        return 1 if rule == "one" else 0 if rule == "none" else len(self.game.set)

    def most_passes(self) -> int:
        """The most passes in a row a live deal can show (a position's ``passes``): a full round
        of passes is a fish."""
        return self.players - 1

    def _ended_problem(self, reason: str, winner: int | None) -> str | None:
        return ended_problem(self, reason, winner)  # (see chain.text)

    def _check_reachable(self):
        if self.over and self.result().reason == "fish" and not self.table.empty and self._fish_by_block():
            able = [p for p in range(self.players) if self.can_play(p)]
            if able:
                return _("ended: fish, but player {p} can still play", p=able[0])
        if not self.over and self.current is not None and self.drawn > len(self.hands[self.current]):
            held = len(self.hands[self.current])
            return ngettext("drawn: player {p} cannot have drawn {n} tile; he holds {held}",
                            "drawn: player {p} cannot have drawn {n} tiles; he holds {held}", self.drawn,
                            p=self.current, held=held)
        return None

    def _fish_by_block(self) -> bool:
        """Whether this game's fish means nobody could play (not a stall)."""
        return True

    def most_in_hand(self):
        game = self.game
        try:
            dealt = game.hand_size(self.players)
        except SetupError as exc:
            raise NotationError(str(exc)) from None
        rest = len(game.set) - dealt * self.players
        undrawable = getattr(game.options, "undrawable", 0)
        if getattr(game.options, "draw", "none") == "none" or rest <= undrawable:
            return dealt, f"{dealt} dealt, none drawn"
        drawable = rest - undrawable
        return dealt + drawable, f"{dealt} dealt and at most {drawable} drawn"

    def _check_position(self):
        problem = self.game.check_position(self)
        if problem or self.over:
            return problem
        out = [p for p, h in enumerate(self.hands) if not h]
        if out:
            return _("player {p} has no tiles left: the deal is over (write 'turn: over')", p=out[0])
        return None

    def read_fields(self, values: dict) -> None:
        """Read a family's own fields of a position text (called before a finished deal is scored)."""


_FAMILY_LAY, _FAMILY_BLOCKED = ChainState._lay, ChainState.blocked  # (asked by _apply itself: plays.state_plan)
_PLAN = tables.PLAN  # (plays.state_plan's last answer, read by _apply at every play)
_CLOSED = ChainState.chain_closed  # (a state that keeps it is answered "not closed" for a line whose ends differ)
_OWN_PLAYS = ChainState._plays  # (the family's own is read at once on a line: _legal_moves)


class ChainGame(Game):
    """Base class of the chain games (and of the cross and counting families built on it).

    A game is a subclass with its catalogue entry (``@register``), its ``Options`` and the hooks
    below where it differs from the family. Rules live on the game and take the deal's state as
    their first argument; the state (``ChainState``) holds the mechanics and calls them.

    Dealing and leading
        ``hand_sizes``: tiles per player, by number of players.
        ``redeal_reason(hands) -> str | None``: why a deal must be dealt again (None: it stands).
        ``first_lead(hands, context) -> (player, tiles or None)``: who leads and with what.
        ``lead_order() -> list[Tile]``: precedence of tiles for the first lead.
        ``new_layout() -> Layout``: an empty table; ``read_table(text)`` reads one back.
    Matching
        ``fits(tile, value) -> bool``: whether a tile may join an end showing ``value``.
        ``touching_end(tile, value) -> int``: the tile's number that touches that end.
        ``end_accepts(state, end, tile) -> bool``: a further rule on a particular end.
        ``end_key(state) -> Hashable | None`` (no default; written in the class that writes
        ``end_accepts``, ``plays.end_key_of``): what that rule reads of the deal besides the end and
        the tile (Double-lock: the doubles down). It promises that two states with the same open ends
        and equal keys get the same answers for every end and tile, so the plays are listed once per
        ends and key (``ChainState._end_table``), and that it reads only what lays change (doubles
        down, end tiles; not the turn, the hands, draws or passes), so it is read once a table is laid
        on, not again while the table keeps its length; a key that leaves out what the rule reads plays
        other moves (``tests/test_end_key.py`` asks the rule of every tile). ``None``: ask each tile.
    Turns
        ``extra_moves(state, plays) -> list[Move]``: moves beyond single tiles (two doubles at once).
        ``multi_limit(state, move) -> str | None``: the rule a turn of several tiles breaks.
        ``why_illegal(state, move) -> str | None``: the game's own rule an illegal move breaks.
        ``after_play(state, player, move)``: what happens after a play (Seven's sums).
    Scoring
        ``hand_value(hand) -> int``: what tiles left in a hand count for.
        ``score_deal(state, reason, winner, fisher, move) -> DealResult``: the finished deal;
        ``move`` is the move that ended it (``None`` for a deal read from text or finished by
        the fast path).
        ``match_init(match)``, ``match_update(match, result)``, ``next_context(match, result)``,
        ``side_worth(result)``, ``sides(players)``: the match and the returns (``Game``).
    Positions read from text
        ``check_position(state) -> str | None``: what the game's own rules forbid in a position
        (Milky Way: a tile off the way on the table).
    """

    Options: ClassVar[type[Options]] = ChainOptions
    options: ChainOptions
    StateClass: ClassVar[type[ChainState]] = ChainState
    hand_sizes: ClassVar[dict[int, int]] = {2: 7, 3: 7, 4: 7}

    # -- dealing -------------------------------------------------------------------------------------
    def new_layout(self):
        return LineLayout()

    def read_table(self, text: str):
        """The table of a position text (``-`` for an empty one), read by the layout."""
        table = self.new_layout()
        return type(table).from_text(text) if text != "-" else table

    def _deal(self, players: int, rng: random.Random, context: dict) -> ChainState:
        size = self.hand_size(players)
        for _try in range(1000):
            hands, boneyard = self.deal_hands(rng, players, size)
            reason = self.redeal_reason(hands)
            if reason is None:
                break
            if getattr(rng, "stacked", False):
                raise Redeal(_("this order is dealt again by the rules ({reason}); choose another", reason=reason))
        leader, lead_tiles = self.first_lead(hands, context)
        return self.StateClass(self, players, hands, boneyard, self.new_layout(), leader, context, lead_tiles)

    def redeal_reason(self, hands: Sequence[set[Tile]]) -> str | None:
        """Why these hands must be dealt again (``None``: they stand)."""
        return None

    def first_lead(self, hands: Sequence[set[Tile]], context: dict) -> tuple[int, frozenset[Tile] | None]:
        """Who leads and with what. A match may name the leader (``context["leader"]``), who then
        leads any tile; otherwise ``lead_order`` decides."""
        if context.get("leader") is not None:
            return context["leader"], None
        return lead_by_order(hands, _lead_order_of(self))

    def lead_order(self) -> list[Tile]:
        """Tiles in order of precedence for the first lead: 6-6, 5-5, …, 0-0, then the heaviest."""
        n = self.set.n
        doubles = [Tile(v, v) for v in range(n, -1, -1)]
        rest = sorted((t for t in self.set if not t.is_double), key=lambda t: (-t.pips, -t.high))
        return doubles + rest

    @functools.cached_property
    def chain_closes(self) -> bool:
        """Whether a move can close this game's chain as seed 003's fish: a layout with the two
        ends of one chain (a line; Fork's two half-chains from one lead) on which tiles join only
        an open end by equal pips. A cross, trains that uncouple and sum-to-seven matching cannot
        close that way: there a fish is only a deal nobody can move in."""
        cls = type(self)
        return (cls.fits is ChainGame.fits and cls.touching_end is ChainGame.touching_end
                and type(self.new_layout()) in (LineLayout, ParallelLayout))

    @functools.cached_property
    def closes_at_once(self) -> bool:
        """Whether a closed chain is a fish at once (``chain_closes`` and ``fish_when="closed"``): kept, as
        ``ChainState.chain_closed`` asks it after every move where the ends of the chain show one number."""
        return self.chain_closes and getattr(self.options, "fish_when", "stuck") == "closed"

    @functools.cached_property
    def never_drawn(self) -> int:
        """How many boneyard tiles are never drawn: ``undrawable`` (Kozel's last tile), or all of them where
        the draw rule is ``"none"``. Kept: every move asks whether the boneyard is open (``_boneyard_open``)."""
        options = self.options
        return len(self.set) if getattr(options, "draw", "none") == "none" else getattr(options, "undrawable", 0)

    @functools.cached_property
    def own_touch(self) -> bool:
        """Whether ``touching_end`` is the game's own (else the number an end shows touches it):
        kept, as every tile laid asks it (``ChainState._lay``)."""
        return type(self).touching_end is not ChainGame.touching_end

    @functools.cached_property
    def own_after_play(self) -> bool:
        """Whether ``after_play`` is the game's own (else nothing is asked): kept, as every play asks it."""
        return type(self).after_play is not ChainGame.after_play

    @functools.cached_property
    def own_extra_moves(self) -> bool:
        """Whether ``extra_moves`` is the game's own (else none is asked): kept, as every turn asks it."""
        return type(self).extra_moves is not ChainGame.extra_moves

    @functools.cached_property
    def standard_matching(self) -> bool:
        """True when the game matches equal pips on every end (no ``fits``/``end_accepts``
        override): the engine then takes a faster path."""
        cls = type(self)
        return cls.fits is ChainGame.fits and cls.end_accepts is ChainGame.end_accepts

    # -- matching (Matador's sum-to-seven overrides these two) ----------------------------------------
    def fits(self, tile: Tile, value: int) -> bool:
        """Whether ``tile`` may join an end showing ``value``: equal pips."""
        return tile.low == value or tile.high == value

    def touching_end(self, tile: Tile, value: int) -> int:
        """The number of ``tile`` that touches an end showing ``value``: the same number."""
        return value

    def end_accepts(self, state: ChainState, end, tile: Tile) -> bool:
        """A further rule on one particular end (Double-lock's locks, Fork's lengths): none."""
        return True

    # -- turns ----------------------------------------------------------------------------------------
    def extra_moves(self, state: ChainState, plays: list[Move]) -> list[Move]:
        """Moves beyond the single tiles ``plays`` now legal (two doubles at once): none."""
        return []

    def multi_limit(self, state: ChainState, move: Multi) -> str | None:
        """The game's limit a turn of several tiles breaks ("at most 3 tiles a turn"): none."""
        return None

    def why_illegal(self, state: ChainState, move: Move) -> str | None:
        """The game's own rule an illegal ``move`` breaks, if the family's checks found none."""
        return None

    def after_play(self, state: ChainState, player: int, move: Move) -> None:
        """What happens after ``player``'s ``move``, before the turn passes: nothing."""

    # -- reading positions ------------------------------------------------------------------------------
    def check_position(self, state: ChainState) -> str | None:
        """What the game's own rules forbid in a position read from text, in words (``None``:
        nothing): a tile that can never be on its table, a lead it never has."""
        return None

    # -- counting -------------------------------------------------------------------------------------
    def hand_value(self, hand: Iterable[Tile]) -> int:
        """What tiles left in a hand count for: their pips, unless the game says otherwise."""
        return sum(map(PIPS, hand))

    def side_values(self, state: ChainState) -> list[int]:
        return [sum(self.hand_value(state.hands[p]) for p in side) for side in state.sides]

    def score_deal(self, state: ChainState, reason: str, winner: int | None, fisher: int | None,
                   move: Move | None = None) -> DealResult:
        """The result of the finished deal (every chain game says how it scores)."""
        raise NotImplementedError
