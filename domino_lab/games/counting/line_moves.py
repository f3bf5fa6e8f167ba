"""The line-scoring family's words for its moves (``line_scoring``): a play that says how its double lies or
which way its wild tile turns, the phrase that names the open ends in a refusal, the refusals themselves (a draw
the rules do not allow, a tile that fits no end it names) and a line read back from its text by the game's
matching rule. Kept apart from the family's state and game so that ``line_scoring`` stays one readable module;
each function asks the game's own hooks (``why_no_draw``, ``fits``, ``mismatch``, ``joins``). ``_Placing`` lays
such a play (the family's state derives from it), ``line_text`` writes what a position's text adds and
``read_line_fields`` reads it back."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...errors import IllegalMove, NotationError
from ...i18n import _
from ...moves import Draw, Move, Play
from ...table.line import RIGHT, LineLayout
from ...tiles import Tile, parse_tiles, tiles_text
from ..chain.base import ChainGame, ChainState

__all__ = ["LinePlay", "ends_text", "why_illegal", "no_draw", "sevens_mismatch", "refuse_unfit", "read_line",
           "read_line_fields", "line_text"]

SIDE_NAMES = ("left", "right")


@dataclass(frozen=True, repr=False)
class LinePlay(Play):
    """A play with a choice the rules leave to the player: a double laid ``across`` (True:
    crosswise, said plainly ``4-4 on 4``) or lengthwise (False: ``4-4 on 4, lengthwise``), or a
    wild tile turned so that the number ``out`` faces away (``6-1 on 3, 6 out``)."""

    across: bool | None = None
    out: int | None = None

    def __str__(self) -> str:
        text = super().__str__()
        if self.across is False:
            text += ", lengthwise"
        if self.out is not None:
            text += f", {self.out} out"
        return text

    def describe(self) -> str:
        text = super().describe()
        if self.across is False:
            text += _(", lengthwise")
        if self.out is not None:
            text += _(", {n} out", n=self.out)
        return text


class _Placing(ChainState):
    """Laying a tile the way its move says: a double across or along, a wild tile turned."""

    game: Any  # (a LineScoringGame: its ``doubles`` option, its ``touching_end``)
    table: LineLayout

    def _lay(self, player: int, play: Move) -> None:
        assert isinstance(play, Play)  # the plays of a turn, one at a time (ChainState._apply)
        tile = play.tile
        self.hands[player].remove(tile)
        out = getattr(play, "out", None)
        if play.end is None:
            touch = None
        elif out is not None:
            touch = tile.other(out)
        else:
            assert play.on is not None  # a play on an end names the number it shows
            game = self.game  # (the family's equal pips: the number the end shows, not asked)
            touch = play.on if type(game).touching_end is ChainGame.touching_end else game.touching_end(tile, play.on)
        self.table.place(tile, play.end, touch)
        if tile.is_double:
            self._lie(getattr(play, "across", None))
        self.last_player = player
        if not tile.is_double:
            self.last_single = player

    def _lay_shared(self, tile: Tile) -> None:
        super()._lay_shared(tile)
        if tile.is_double:  # (a lead laid for all lies as the rules lay a double: French's, Matador's lengthwise)
            self._lie(None)

    def _lie(self, across: bool | None) -> None:
        """Turn the double just laid as its move says (``across``), else as the rules lay doubles."""
        across = self.game.options.doubles != "lengthwise" if across is None else across
        if across != (placed := self.table.placed[-1]).across:
            self.table.placed[-1] = placed._replace(across=across)


def ends_text(values) -> str:
    """``the open end 3`` / ``the open ends 3 and 4``."""
    values = list(values)
    if len(values) == 1:
        return _("the open end {value}", value=values[0])
    return _("the open ends {values} and {last}", values=", ".join(map(str, values[:-1])), last=values[-1])


def why_illegal(state: Any, move: Move) -> str | None:
    """Why the family refuses ``move`` in ``state`` (``LineScoringState._why_illegal``): a draw the game's
    ``why_no_draw`` explains, or a tile of the mover's hand that fits none of the ends it names (the game's
    ``mismatch``); ``None``: not the family's refusal (the chain family's is asked)."""
    if isinstance(move, Draw) and not state.over:
        no_draw: str = state.game.why_no_draw(state)
        return no_draw
    assert state.current is not None  # asked while a move is played
    game, tile = state.game, getattr(move, "tile", None)
    if isinstance(move, Play) and not state.table.empty and tile in game.set and tile in state.hands[state.current]:
        ends = state.table.open_ends()
        named = [e for e in ends if e.index == move.end] or ends
        if not any(game.fits(tile, e.value) for e in named):
            why: str = game.mismatch(tile, [e.value for e in named])
            return why
    return None


def no_draw(state: Any) -> str:
    """Why the mover may not draw now (``LineScoringGame.why_no_draw``, the family's draw rule: ``may_draw``)."""
    undrawable = state.game.options.undrawable
    if len(state.boneyard) <= undrawable:
        return (_("the last {undrawable} boneyard tiles are never drawn", undrawable=undrawable) if undrawable
                else _("the boneyard is empty"))
    if state.can_play(state.current):
        fit = next(m for m in state.legal_moves() if m.tiles)
        return _("you cannot draw while you hold a tile that fits ({fit})", fit=fit)
    return _("you may draw only one tile per turn")


def sevens_mismatch(game: Any, tile: Tile, values) -> str:
    """Why ``tile`` goes on none of the ends showing ``values`` where tiles join by sevens (``SumToSevenMixin``'s
    ``mismatch``): it makes no seven with them; at a blank, the wild tiles that alone go there."""
    text = _("{tile} does not make {seven} with {ends}", tile=tile, seven=game.seven(), ends=ends_text(values))
    if 0 in values:
        wild = ", ".join(map(str, sorted(game.wild_tiles(), key=lambda t: -t.high)))
        text += _(" (a blank takes only a {wild_name}: {wild})", wild_name=_(game.wild_name), wild=wild)
    return text


def refuse_unfit(state: Any, text: str, move: Play) -> None:
    """Raise ``IllegalMove`` where ``move``, read from ``text`` and not legal now, lays a tile that fits no end
    it names (``"6-2 on 3"``), in the player's own words (the game's ``mismatch``, the tile as he wrote it)."""
    head, _sep, on = " ".join(text.split()).partition(" on ")
    values = state.table.end_values()
    words = on.replace(",", " ").split()
    first = words[0] if words else ""
    named = [int(first)] if first.isdigit() and int(first) in values else values
    if not any(state.game.fits(move.tile, v) for v in named):
        reason = state.game.mismatch(move.tile, named)
        raise IllegalMove(reason.replace(str(move.tile), head.replace(" ", ""), 1), move)


def read_line(game: Any, text: str) -> LineLayout:
    """``game``'s line from its text (``'5-1 1-1 1-3'``, each tile as it lies), checked by its matching rule
    (``joins``: either tile may have been laid onto the other, a wild tile joining anything)."""
    line = LineLayout()
    pairs = []
    for part in text.split():
        if part == "-":
            continue
        try:
            tile = Tile.parse(part)
        except ValueError:
            raise NotationError(f"{part!r} in the table is not a tile like '4-2'") from None
        first, _sep, second = part.partition("-")
        pairs.append((tile, int(first), int(second)))
    for i, (tile, a, b) in enumerate(pairs):
        if i == 0:
            line.place(tile, None)
            line.chain[0] = (a, b)
            line.left, line.right = a, b
            continue
        before, _a, before_b = pairs[i - 1]
        assert line.right is not None  # the first tile is down
        if not (game.joins(line.right, tile, a) or game.joins(a, before, before_b)):
            raise NotationError(f"the table {text!r} is not a {game.info.name} line: {tile} cannot "
                                f"join {line.right} with its {a}")
        line.place(tile, RIGHT, a)
    return line


def read_line_fields(state: Any, values: dict) -> None:
    """What a line-scoring position's text adds (``LineScoringState.read_fields``, after the chain family's):
    the doubles lying along the line (every one where the rules lay them so, as ``_lie`` does; else those the
    ``lengthwise`` field names by end) and ``fresh``, the tiles the mover drew this turn."""
    placed = state.table.placed
    if getattr(state.game.options, "doubles", None) == "lengthwise":  # (as ``_lie`` lays them)
        placed[:] = [p._replace(across=False) for p in placed]
    for name in values.get("lengthwise", "").split():
        if name not in SIDE_NAMES or not placed:
            raise NotationError(f"'lengthwise' names the ends left/right of a laid table, not {name!r}")
        i = state._tip(SIDE_NAMES.index(name))
        if not placed[i].tile.is_double:
            raise NotationError(f"the {name} end of the table is not a double")
        placed[i] = placed[i]._replace(across=False)
    fresh = values.get("fresh", "")
    if fresh:
        tiles = parse_tiles(fresh)
        if state.current is None or any(t not in state.hands[state.current] for t in tiles):
            raise NotationError("'fresh' names tiles drawn this turn: they must be in the mover's hand")
        state.fresh = list(tiles)
        state.drawn = max(state.drawn, len(tiles))


def line_text(state: Any, base: str) -> str:
    """What a line-scoring position's text adds to the chain family's (``base``; ``LineScoringState._extra_text``):
    the ends where a double lies along the line (where the rules do not lay every one so) and the tiles the
    mover drew this turn (``hidden``, but how many, in another player's view); ``read_line_fields`` reads them."""
    parts = [base]
    lengthwise = [SIDE_NAMES[e.index] for e in state.table.open_ends()
                  if state.table.placed[state._tip(e.index)].tile.is_double and not state._end_across(e.index)]
    if lengthwise and state.game.options.doubles != "lengthwise":
        parts.append("lengthwise: " + " ".join(lengthwise))
    if state.fresh and not state.over:
        known = None not in state.fresh
        parts.append("fresh: " + (tiles_text(t for t in state.fresh if t is not None) if known
                                  else f"{len(state.fresh)} hidden"))
    return " | ".join(p for p in parts if p)
