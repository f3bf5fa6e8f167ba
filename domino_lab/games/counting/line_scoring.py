"""Counting on a line: what Fives, Threes, Threes-for-luck, Bergen, Matador and French share (seed 004).

These games lay a plain two-ended chain and score during play (the arithmetic of the count is the family's, in
``counting/base.py``). What this module adds, once for all six:

- **Doubles crosswise or lengthwise** (поперёк / вдоль). A double laid across an end shows both halves to the count
  (4-4 crosswise counts 8), laid along the line only one (4). ``doubles="choice"`` makes it the player's move:
  ``4-4 on 4`` (crosswise, the usual way) and ``4-4 on 4, lengthwise`` are two legal moves (Fives, Threes; the words
  are Muggins's); ``"crosswise"`` (Bergen) and ``"lengthwise"`` (Matador, French) fix it.
- **Sum-to-seven matching** (``SumToSevenMixin``): a tile joins an end when its touching half and the end add up to
  seven; the four wild tiles (6-1, 5-2, 4-3 and 0-0: Matador's *matadors*, French's *honours*) go anywhere, turned
  whichever way the player says (``6-1 on 3, 6 out``). A blank end takes only a wild tile. It is a match rule of its
  own: the mixin overrides ``fits``/``touching_end``; equal-pips code knows nothing of it.
- **Turn hooks**: ``may_draw`` (draw one when stuck, draw until able, or draw by choice), ``on_pass`` (Matador's
  fine), ``out_ends_deal`` (French: out only with the boneyard empty), ``dead_table`` (French: blanks at both ends,
  all honours out), ``boneyard_done`` (Fives and Threes: the deal stops when the boneyard is used up), and match
  scoring to a target that depends on the number of players.

``state.fresh``: the tiles drawn this turn (Threes-for-luck scores them; another player sees how many).
The family's words for its moves (a play's choices, a refusal, a line read back) are ``line_moves``; the tables
its turns, fish test and count are read from are ``line_tables``.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any, ClassVar

from ...i18n import N_, _, join, msg
from ...moves import Draw, Move, Pass, Play
from ...options import option
from ...table.line import LineLayout
from ...tiles import Tile
from ..base import DealResult, Game, Options
from ..chain.base import _DRAW_ONLY, _LOW_HIGH, _PASS_ONLY, ChainGame, ChainOptions
from ..chain.plays import in_order
from ..overrides import keeps
from .base import NO_COUNT, CountingGame, CountingOptions, CountingState, counts_as_family
from .line_moves import (
    LinePlay,
    _Placing,
    ends_text,
    line_text,
    no_draw,
    read_line,
    read_line_fields,
    refuse_unfit,
    sevens_mismatch,
    why_illegal,
)
from .line_tables import Table, Tables, chain_below, fits_any, fitting, line_key, plain_plays, plays_table, turn_table

__all__ = ["LinePlay", "LineOptions", "LineScoringState", "LineScoringGame", "EndsOptions", "EndsGame",
           "SumToSevenMixin", "ends_text"]

DOUBLES = ("choice", "crosswise", "lengthwise")
_DRAW = Draw()  # moves are values: one is enough


@dataclass(frozen=True)
class LineOptions(ChainOptions):
    """``doubles``: ``"choice"`` (the player lays a double crosswise or lengthwise), ``"crosswise"`` or
    ``"lengthwise"``. ``target``: the match target; ``None`` = the seed's target for the number of players.
    ``draw``: ``"one"`` (draw one when stuck), ``"until_playable"`` or ``"none"``."""

    doubles: str = option("choice", choices=DOUBLES)
    draw: str = "one"
    target: int | None = None


class LineScoringState(CountingState, _Placing):
    """A counting deal on a line. Extra field: ``fresh`` (tiles drawn this turn)."""

    private_fields: ClassVar[tuple[str, ...]] = ("fresh",)  # the tiles drawn this turn: the drawer's
    own_pass: ClassVar[bool] = True  # (a pass charged by on_pass; Seven's state before it on a design hands it on)
    game: LineScoringGame
    table: LineLayout

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fresh: list[Tile | None] = []  # (``None``: a tile another player drew, in a view)

    # -- moves ---------------------------------------------------------------------------------------
    def _legal_moves(self):
        assert self.current is not None  # asked only while the deal is live
        line, game = self.table, self.game
        if type(line) is LineLayout and line.placed and not line.one_way and _plain_turn(type(self)):  # type: ignore[arg-type]  # (a class)
            kept = _KEPT[0]  # (the usual turn: ChainState._legal_moves of _plays, read from its table at once)
            tables = kept[1] if kept[0] is game else _keep(game)[1]
            if tables is not None:
                turn: Table | None = tables[3].get(line_key(line))
                if turn is None:
                    turn = turn_table(game, tables, self)
                plays = in_order(*turn, self.hands[self.current])
                if not plays:
                    return _DRAW_ONLY if self._can_draw() else _PASS_ONLY
                if type(game).extra_moves is LineScoringGame.extra_moves:  # (a draw by choice; the family's gives none)
                    if type(game).may_draw is not LineScoringGame.may_draw and game.may_draw(self, stuck=False):
                        plays.append(_DRAW)
                    return plays
                extra = game.extra_moves(self, plays)
                return plays + extra if extra else plays
        if self.table.empty:
            game, lead_tiles = self.game, self.lead_tiles
            memo = _placement_memo(game)  # (the leads too, where placements is the family's)
            out: list[Move] = []
            for t in sorted(self.hands[self.current], key=_LOW_HIGH):
                if lead_tiles is None or t in lead_tiles:
                    if memo is None:
                        out += game.placements(t, None)
                        continue
                    key = (t.id, None, None, "")
                    moves = memo.get(key)
                    if moves is None:
                        moves = memo[key] = tuple(game.placements(t, None))
                    out += moves
            return out
        return super()._legal_moves()

    def _end_kinds(self):
        """The open ends to offer, and whether moves must name them: two ends showing the same
        number are one choice, unless one of them is a crosswise double (the count differs)."""
        ends = self.table.open_ends()
        if len(ends) < 2 or ends[0].value != ends[1].value:
            return ends, False
        if len(self.table.placed) == 1 or self._end_across(0) == self._end_across(1):
            return ends[:1], False
        return ends, True

    def _tip(self, index: int) -> int:
        """Index in ``table.placed`` of the tile at open end ``index`` (0 left, 1 right)."""
        return self.table.tip(index)

    def _end_across(self, index: int) -> bool:
        tip = self.table.placed[self._tip(index)]
        return tip.tile.is_double and tip.across

    def _plays(self, player: int) -> list[Move]:
        game = self.game
        ends, named = self._end_kinds()
        tables = _tables(game)  # (the plays of every tile on these ends, listed once: see line_tables)
        if tables is None:
            return plain_plays(game, self.hands[player], ends, named, _placement_memo(game))
        return in_order(*plays_table(game, tables, ends, named), self.hands[player])

    def can_play(self, player: int) -> bool:
        line = self.table
        if type(line) is LineLayout and line.placed and not line.one_way:  # (the usual table: its numbers read at once)
            fit = _line_fit(self.game, line)
            if fit is not None:
                return not fit.isdisjoint(self.hands[player])
        if self.table.empty:
            return bool(self.hands[player])
        tables = _tables(self.game)
        if tables is None:
            return fits_any(self.game, self.hands[player], self.table.end_values())
        return not fitting(self.game, tables, self.table.end_values()).isdisjoint(self.hands[player])

    def _can_draw(self) -> bool:
        return self.game.may_draw(self, stuck=True)

    def _laid(self, player: int, move: Move) -> None:
        """``CountingState._laid``; where the game counts as the family does (``_counts``), a laid line's
        points asked once per its two numbers and whether each end is a crosswise double; nothing where no
        play scores (``NO_COUNT``)."""
        game, line, kept = self.game, self.table, _KEPT[0]
        memo = kept[2] if kept[0] is game else _keep(game)[2]
        if memo is _SCORES_NOTHING:  # (no play scores: nothing to count, nothing to award)
            return
        if memo is None or type(line) is not LineLayout or line.one_way or len(placed := line.placed) < 2:
            return super()._laid(player, move)
        tips = line._ends  # (LineLayout.tip of each end)
        a, b = placed[tips[0]], placed[tips[1]]
        key = (line.left, line.right, a.across and a.tile.is_double, b.across and b.tile.is_double)
        points = memo.get(key)
        if points is None:
            points = memo[key] = game.play_points(self, player, move)
        if points:
            self.award(player, points)

    def _check_position(self):
        if self.over or self.game.out_ends_deal(self):
            return super()._check_position()
        return self.game.check_position(self)  # (French: an empty hand draws again while the boneyard lasts)

    def blocked(self) -> bool:
        """The game's ``dead_table`` (the family's is none: not asked), else the chain family's fish. On a laid
        line that is: a closed chain (asked where its two numbers are the same), else nobody may draw and no hand
        has a tile that fits, where the fish, the closed chain and ``can_play`` are the families' own
        (``_own_fish``): the tiles that fit read once (``can_play``'s reading), not asked of each hand."""
        game, line = self.game, self.table
        if type(game).dead_table is not LineScoringGame.dead_table and game.dead_table(self):
            return True
        if type(line) is LineLayout and line.placed and not line.one_way and _own_fish(type(self)):  # type: ignore[arg-type]
            if line.left == line.right and self.chain_closed():
                return True
            if self._boneyard_open():
                return False
            fit = _line_fit(game, line)  # (None: a game without tables, asked by the chain family below)
            if fit is not None:
                for hand in self.hands:  # (a loop, not all() over a generator: asked after every play)
                    if not fit.isdisjoint(hand):
                        return False
                return True
        return super().blocked()

    def _lay(self, player: int, play: Move) -> None:
        """``CountingState._lay`` (the next ``_lay`` of the class's MRO, then ``after_lay``), the family's
        ``after_lay``, which does nothing, not asked."""
        super(CountingState, self)._lay(player, play)
        if type(self).after_lay is not CountingState.after_lay:
            assert isinstance(play, Play)  # (what ChainState._lay lays)
            self.after_lay(player, play)

    # -- applying ------------------------------------------------------------------------------------
    def _apply(self, move: Move) -> None:
        p = self.current
        assert p is not None  # play() applies moves only while the deal is live
        kind = type(move)
        if kind is LinePlay or kind is Play:  # (a tile, the usual move, told first: the chain family lays it)
            return super()._apply(move)
        if isinstance(move, Draw):
            tile = self._draw_tile()
            self.hands[p].add(tile)
            self.drawn += 1
            self.fresh.append(tile)
            if not all(self.hands) and self.game.out_ends_deal(self):  # French: the boneyard just ran dry
                self._end("out", winner=[q for q in range(self.players) if not self.hands[q]][0], move=move)
            return
        if isinstance(move, Pass):
            self.game.on_pass(self, p)
            self.passes += 1
            if self.blocked():
                self._end("fish", fisher=self.last_player, move=move)
            else:
                self._next_turn()
            return
        super()._apply(move)

    def _end(self, reason: str, winner: int | None = None, fisher: int | None = None, move: Move | None = None) -> None:
        if reason == "out" and not self.game.out_ends_deal(self):
            self._next_turn()  # French: an empty hand draws again while the boneyard lasts
            return
        super()._end(reason, winner, fisher, move)

    def _next_turn(self, step: int = 1) -> None:
        game = self.game  # (the family's boneyard_done says no: not asked)
        if type(game).boneyard_done is not LineScoringGame.boneyard_done and game.boneyard_done(self):  # Fives, Threes
            self._end("exhausted", fisher=self.last_player)
            return
        super()._next_turn(step)
        self.fresh = []

    # -- errors -----------------------------------------------------------------------------------------
    def _why_illegal(self, move: Move) -> str:
        why = why_illegal(self, move)  # (the family's refusals: line_moves)
        return why if why is not None else super()._why_illegal(move)

    def _parse_move(self, text: str) -> Move:
        """As the base, but a tile that fits no end it names ("6-2 on 3") is refused at once,
        in the player's own words: "6-2 does not make 7 with the open end 3" (``line_moves.refuse_unfit``)."""
        move = super()._parse_move(text)
        if isinstance(move, Play) and not self.table.empty and move not in self.legal_moves():
            refuse_unfit(self, text, move)
        return move

    # -- hidden information -------------------------------------------------------------------------
    def _private_view(self, view, viewer):
        super()._private_view(view, viewer)
        view.fresh = list(self.fresh) if viewer == self.current else [None] * len(self.fresh)  # how many, not which

    def _determinize(self, obs, rng):
        state = super()._determinize(obs, rng)
        if state.fresh and None in state.fresh:
            assert state.current is not None  # the drawer's tiles are hidden while he is to move
            state.fresh = rng.sample(sorted(state.hands[state.current]), len(state.fresh))
        return state

    # -- notation ---------------------------------------------------------------------------------------
    def _extra_text(self) -> str:
        return line_text(self, super()._extra_text())  # (lengthwise doubles, the tiles drawn this turn: line_moves)

    def most_drawn(self):  # Threes-for-luck's draw: a limit, whatever the rule (where its may_draw reads it)
        limit = getattr(self.game.options, "draw_limit", None)
        reads = "draw_limit" in type(self.game).may_draw.__code__.co_names
        return limit if limit is not None and reads else super().most_drawn()

    def most_passes(self):  # a pass after a draw does not end the deal: only a blocked table does
        return self.players - 1 + len(self.game.set)

    def read_fields(self, values):  # (the rules lay every double along the line, whoever's reader read it: Seven's)
        super().read_fields(values)
        read_line_fields(self, values)  # (lengthwise doubles, the tiles drawn this turn: line_moves)

    def describe(self) -> str:
        return super().describe() + "\n  " + _("scores this deal: {scores}", scores=" ".join(map(str, self.scored)))


class LineScoringGame(CountingGame):
    """A counting game on a line. Hooks beyond ``CountingGame``'s: ``placements``, ``may_draw``,
    ``why_no_draw``, ``on_pass``, ``out_ends_deal``, ``dead_table``, ``boneyard_done``, ``mismatch``;
    ``targets`` (match target by number of players, key ``0`` for any other number)."""

    Options: ClassVar[type[Options]] = LineOptions
    # (not CountingOptions: a game of this class that has no ``multiple``/``per`` scores by its own
    # ``play_points``; EndsOptions has both)
    options: LineOptions  # type: ignore[assignment]
    StateClass: ClassVar[type[CountingState]] = LineScoringState
    hand_sizes = {2: 6, 3: 6, 4: 5}  # seed 004, "Берген" (Fives and Threes deal the same way)
    targets: ClassVar[dict[int, int]] = {0: 100}

    def match_goal(self, players: int) -> str:
        target = self.target(players)  # French writes pips against the loser: reaching the target loses
        if self.penalty_points:
            return msg("reaching {target} loses", target=target)
        return msg("first to {target} wins", target=target)

    def target(self, players: int) -> int:
        if self.options.target is not None:
            return self.options.target
        return self.targets.get(players, self.targets[0])

    def lead_order(self):
        """Seed 004, "Берген": 0-0, else the nearest (lowest) double, else the lightest tile."""
        doubles = [Tile(v, v) for v in range(self.set.n + 1)]
        rest = sorted((t for t in self.set if not t.is_double), key=lambda t: (t.pips, t.high))
        return doubles + rest

    # -- moves ----------------------------------------------------------------------------------------
    def placements(self, tile: Tile, end, where: str = "") -> list[Move]:
        """The moves that lay ``tile`` on ``end`` (``None``: the lead)."""
        index, on = (None, None) if end is None else (end.index, end.value)
        if tile.is_double and self.options.doubles == "choice":
            return [LinePlay(tile, index, on, where, across=True), LinePlay(tile, index, on, where, across=False)]
        return [Play(tile, index, on, where)]

    def may_draw(self, state, stuck: bool) -> bool:
        """Whether the mover may draw now; ``stuck``: he holds no tile that fits."""
        o = self.options
        if not stuck or len(state.boneyard) <= o.undrawable:
            return False
        return o.draw == "until_playable" or (o.draw == "one" and state.drawn == 0)

    def extra_moves(self, state, plays):
        return [_DRAW] if self.may_draw(state, stuck=False) else []

    def why_no_draw(self, state) -> str:
        return no_draw(state)  # (the family's words: line_moves)

    def on_pass(self, state, player: int) -> None:
        pass

    def out_ends_deal(self, state) -> bool:
        return True

    def dead_table(self, state) -> bool:
        return False

    def boneyard_done(self, state) -> bool:
        """Whether the deal stops as the turn ends because the boneyard is used up: no (the deal
        goes on until someone is out or nobody can move)."""
        return False

    def mismatch(self, tile: Tile, values) -> str:
        return _("{tile} does not match {ends}", tile=tile, ends=ends_text(values))

    def joins(self, value: int, tile: Tile, touch: int) -> bool:
        """Whether ``tile``, its half ``touch`` touching, may join an end showing ``value``."""
        return tile.has(touch) and touch == value

    def read_table(self, text: str) -> LineLayout:
        return self.read_line(text)

    def read_line(self, text: str) -> LineLayout:
        """A line from its text (``'5-1 1-1 1-3'``, each tile as it lies), checked by this game's
        matching rule (``joins``: ``line_moves.read_line``)."""
        return read_line(self, text)

    # -- the match: first to the target -------------------------------------------------------------------
    def match_update(self, match, result: DealResult) -> None:
        for i, p in enumerate(result.points):
            match.scores[i] += p
        target = self.target(match.players)
        best = max(match.scores)
        if best >= target:
            leaders = [i for i, s in enumerate(match.scores) if s == best]
            match.finish(winner=leaders[0] if len(leaders) == 1 else None,
                         why=msg("{side} reached {best} (target {target})", side=match.side_name(leaders[0]), best=best,
                                 target=target))
        match.context = {}


@dataclass(frozen=True)
class EndsOptions(LineOptions, CountingOptions):
    """``multiple``/``per``: a play scores ``per`` points per ``multiple`` in the open ends. ``out_bonus``: for
    going out; ``block_bonus``: for the lowest hand when the deal is blocked. ``boneyard_ends_deal``: the deal stops
    when the boneyard is used up (seed 004; ``False``: play goes on until someone is out or nobody can move)."""

    multiple: int = 5
    per: int = 1
    out_bonus: int = option(2, low=0)
    block_bonus: int = option(1, low=0)
    boneyard_ends_deal: bool = True


class EndsGame(LineScoringGame):
    """Fives and Threes (seed 004): points from the open ends in play; going out adds ``out_bonus``; a blocked deal
    adds ``block_bonus`` to the lowest hand (a tie: nobody).

    The deal stops when a hand is empty or the boneyard is used up: «Игра прекращается, когда исчерпываются косточки
    в резерве или на руках у одного из игроков» ("the game stops when the tiles in the reserve, or in one player's
    hand, run out"; Threes and Threes-for-luck play «как в пятерном домино», "as in Fives"). Where the seed is
    silent: the player who draws the last tile finishes his turn (he plays it if it fits, else passes) and the deal
    stops there; that is the "blocking" that pays the lowest hand. ``boneyard_ends_deal=False`` plays on until
    nobody can move."""

    Options: ClassVar[type[Options]] = EndsOptions
    options: EndsOptions

    def boneyard_done(self, state) -> bool:
        """The boneyard is used up by drawing: a deal that leaves none to draw (a design dealing the
        whole set to four, Kozel's deal on Fives' line) is not ended by it at its first tile."""
        o = self.options
        if not o.boneyard_ends_deal or len(state.boneyard) > o.undrawable:
            return False
        left = self._kept_undealt.get(state.players)  # (``_undealt``, read at once where kept)
        return (left if left is not None else self._undealt(state.players)) > o.undrawable

    def _undealt(self, players: int) -> int:
        """How many tiles a deal for ``players`` leaves undealt: asked every turn once the boneyard is used up
        (a deal of the whole set, every turn), kept by number of players (``_kept_undealt``) where ``hand_size``
        is the engine's (a function of the game and the number of players)."""
        left = len(self.set) - players * self.hand_size(players)
        if type(self).hand_size is Game.hand_size:
            self._kept_undealt[players] = left
        return left

    @functools.cached_property
    def _kept_undealt(self) -> dict[int, int]:
        return {}

    def score_deal(self, state, reason, winner, fisher, move=None):
        points = self.scored_points(state)
        hands = tuple(self.hand_value(h) for h in state.hands)
        o = self.options
        if reason == "out":
            points[winner] += o.out_bonus
            why = msg("player {p} went out (+{bonus})", p=winner, bonus=o.out_bonus)
        else:
            low = min(hands)
            lowest = [p for p, v in enumerate(hands) if v == low]
            winner = lowest[0] if len(lowest) == 1 else None
            how = msg("the boneyard is used up") if reason == "exhausted" else msg("blocked")
            if winner is None:
                why = msg("{how}: players {list} tie for the lowest hand ({low})", how=how,
                          list=", ".join(map(str, lowest)), low=low)
            else:
                points[winner] += o.block_bonus
                why = msg("{how}: player {p} has the lowest hand ({low}, +{bonus})", how=how, p=winner, low=low,
                          bonus=o.block_bonus)
        why = join("; ", [why, msg("deal points {points}", points=" ".join(map(str, points)))])
        return DealResult(reason, winner, tuple(points), state.sides, hands, why, fisher)


class SumToSevenMixin(LineScoringGame):
    """Matching by sevens (seed 004, "Матадор", "Французская партия"): the touching half and the open end add up to
    ``set_n + 1`` (7). Wild tiles — those whose halves make seven and the double blank — go on any end, blanks
    included, turned as the player says. Mix in before the game's base class (a ``LineScoringGame``; so it derives
    from one, and the game's class order is the same)."""

    wild_name: ClassVar[str] = N_("matador")

    def seven(self) -> int:
        return self.set.n + 1

    def is_wild(self, tile: Tile) -> bool:
        return tile.pips == self.set.n + 1 or tile.pips == 0

    def wild_tiles(self) -> list[Tile]:
        return [t for t in self.set if self.is_wild(t)]

    def fits(self, tile: Tile, value: int) -> bool:
        if tile.pips == self.set.n + 1 or tile.pips == 0:
            return True
        return value != 0 and tile.has(self.set.n + 1 - value)

    def touching_end(self, tile: Tile, value: int) -> int:
        need = self.set.n + 1 - value
        return need if tile.has(need) else tile.low

    def joins(self, value, tile, touch):
        return tile.has(touch) and (self.is_wild(tile) or touch + value == self.set.n + 1)

    def placements(self, tile, end, where=""):
        if end is None or tile.is_double or not self.is_wild(tile):
            return super().placements(tile, end, where)
        return [LinePlay(tile, end.index, end.value, where, out=tile.low),
                LinePlay(tile, end.index, end.value, where, out=tile.high)]

    def mismatch(self, tile, values):
        return sevens_mismatch(self, tile, values)  # (the family's words: line_moves)


def _none_wild(self, tile: Tile) -> bool:
    return False


def _no_wild_tiles(self) -> list[Tile]:
    return []


#: The matching of equal pips as the line-scoring family asks it, for a design whose matching comes
#: from a game that lays equal pips and names no such hook (a chain game: Sea Goat, Kozel...) while
#: its line comes from a game of sevens (Matador's, French's): without these the line's own wild
#: placements and its reader would take the sevens' (a 4-3 turned either way on a 4; a line read
#: back by sums of seven); and a draw part of a chain game: its draw option, read as the family reads it.
EQUAL_PIPS = {"joins": LineScoringGame.joins, "mismatch": LineScoringGame.mismatch, "is_wild": _none_wild,
              "wild_tiles": _no_wild_tiles, "may_draw": LineScoringGame.may_draw,
              "why_no_draw": LineScoringGame.why_no_draw}

_PURE_PLACEMENTS = (LineScoringGame.placements, SumToSevenMixin.placements)


@functools.lru_cache(maxsize=256)
def _placement_memo(game: LineScoringGame) -> dict | None:
    """Where ``game.placements`` is the family's own (a function of the tile, the end and the game's options: the
    same immutable moves every time), a memo of them for this game (a value: its class and options), by (tile id,
    end, number, name); ``None`` for a game that overrides it (it is asked every time)."""
    if getattr(type(game), "placements", None) not in _PURE_PLACEMENTS:
        return None
    return {}


#: The game a deal last asked for its tables (``_tables``) and its counts (``_counts``), and those two: found by
#: identity, not hashed (a run of deals asks one game; ``chain.plays.key_table`` keeps its last one so), read as
#: one tuple (another thread may keep another game meanwhile).
_KEPT: list[tuple[Any, Any, Any]] = [(None, None, None)]


def _keep(game: LineScoringGame) -> tuple[Any, Any, Any]:
    """``_KEPT``'s tuple, now for ``game``."""
    kept = _KEPT[0] = (game, _tables(game), _counts(game))
    return kept


def _line_fit(game: LineScoringGame, line: LineLayout) -> frozenset[Tile] | None:
    """The tiles of the set that fit a laid two-ended ``line`` (``line_tables.fitting`` of its two numbers), read
    from ``game``'s tables; ``None`` for a game that has none (``_tables``)."""
    kept = _KEPT[0]
    tables = kept[1] if kept[0] is game else _keep(game)[1]
    if tables is None:
        return None
    fit = tables[1].get((line.left, line.right))  # (fitting's key)
    return fit if fit is not None else fitting(game, tables, line.end_values())


@functools.cache
def _plain_turn(cls: type) -> bool:
    """Whether a turn of a state of class ``cls`` on a laid line is the family's alone: ``_plays`` and
    what it reads of the ends, and ``_can_draw``, are the family's, and ``LineScoringState._legal_moves``
    hands on to the chain family's (``line_tables.chain_below``)."""
    return (all(getattr(cls, n) is getattr(LineScoringState, n) for n in ("_plays", "_end_kinds", "_tip", "_end_across",
                                                                           "_can_draw"))
            and chain_below(cls, LineScoringState, "_legal_moves"))


@functools.cache
def _own_fish(cls: type) -> bool:
    """Whether the fish of a state of class ``cls`` is the chain family's (``ChainState.blocked``, found by
    ``LineScoringState.blocked``'s ``super()``, and its ``chain_closed``) asking the family's ``can_play``."""
    return keeps(cls, LineScoringState, ("can_play", "chain_closed")) and chain_below(cls, LineScoringState, "blocked")


@functools.lru_cache(maxsize=256)
def _counts(game: LineScoringGame) -> dict | None:
    """Where ``play_points`` and ``count`` are the counting family's (``end_points`` of ``open_end_total``:
    on a line of two tiles or more, a function of its two numbers and whether each end's tile is a
    crosswise double, and of the game's options), a memo of the points by those four, for this game;
    ``_SCORES_NOTHING`` where ``play_points`` is ``NO_COUNT``'s (a design whose deal scoring counts nothing in
    play); else ``None`` (Threes for Luck, Bergen, Matador, French score otherwise: asked every play)."""
    if type(game).play_points is NO_COUNT["play_points"]:
        return _SCORES_NOTHING
    return {} if counts_as_family(type(game)) else None


#: ``_counts`` of a game whose ``play_points`` is ``NO_COUNT``'s: no play scores (never filled: not asked).
_SCORES_NOTHING: dict = {}


@functools.lru_cache(maxsize=256)
def _tables(game: LineScoringGame) -> Tables | None:
    """This game's tables (``line_tables``) where its ``fits`` and ``placements`` are the family's own
    (functions of the tile, the end and the game alone); ``None`` for a game that overrides one."""
    memo = _placement_memo(game)
    if memo is None or type(game).fits not in (ChainGame.fits, SumToSevenMixin.fits):
        return None
    return {}, {}, memo, {}
