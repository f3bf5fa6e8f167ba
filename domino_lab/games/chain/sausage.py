"""Sausage (Колбаса) — seed 003, "Колбаса". A "cutting" laying game (subtype 3.3).

Two players each take 14 tiles face down and keep them in a row. On his turn a player takes the
tile at the right end of his row: the leader lays his first across as the lead, and two parallel
lines grow from its halves. A tile that fits nowhere goes back face down at the left end of the
row. Once both lines hold a tile, a tile whose two numbers match the two lines' joints at one
place — after the first tile of each line, after the second, … up to the shorter line's end —
is laid across both lines there and *cuts the sausage*: everything before it goes to the
opponent, who puts it at the left end of his row. A double may also be inserted into any joint
of its number inside a line, shifting the rest of the line along (or laid on a line's end). The
deal ends when a player's row is empty, or in a fish; the match goes to an agreed total, 101.

Where the seed is silent:
- the row is hidden from everyone, its owner included: nobody sees a tile until it is taken
  (the taken tile is shown to both while it is placed); ``observation`` hides both rows, and a
  tile put back is not remembered (a simplification: people might remember it);
- a tile that can be placed must be placed (it goes back only "when there is no right tile");
  the player chooses where;
- a cut needs both lines to reach the cutting place (at most the shorter line's length), and
  cutting at the lead itself is not allowed (each line must give at least one tile, as the seed
  says "two lines of at least one tile each"); the cutting tile lies across as the new lead;
- the sausage goes to the left of the opponent's row in table order: the old lead, then the top
  line's tiles, then the bottom line's, outward;
- a fish: no tile in either row fits a line end, a cut or a joint;
- points: as classic dominoes (seed 003, same article) — the player out scores the pips left
  in the other row; in a fish the lower row scores the difference; the lead alternates between
  deals, player 0 leading the first.

The seed's "sometimes" — «иногда начинают с дупеля для ознакомления игрока со своими фишками»
("sometimes a double leads, to acquaint the player with his tiles") — is ``double_lead=True``:
the leader looks along his row from its right end and leads the first double he finds; the other
tiles stay where they lay (a row without a double leads its first tile as usual). Which double,
and that the row keeps its order, are our reading; as with a tile put back, nobody remembers the
tiles looked at.
Options: ``cutting``/``inserting`` switch the two special moves off (to compare); ``target``.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from ...errors import NotationError
from ...i18n import N_, _, join, language, nmsg, tr
from ...moves import Move, Play, lead_play, where_words
from ...table.parallel import LINES, ParallelLayout
from ...tiles import Tile, parse_tiles, tiles_text
from ..notation import read_player, table_words
from ..outcome import Status
from ..registry import GameInfo, register
from .base import _LINE_PLAYS, ChainGame, ChainOptions, ChainState
from .first_out import score_first_out


@dataclass(frozen=True, repr=False)
class Cut(Move):
    """Lay ``tile`` across both lines after their first ``at`` tiles: the sausage before it
    goes to the opponent's row."""

    tile: Tile
    at: int

    @property
    def tiles(self):
        return (self.tile,)

    def __str__(self):
        return f"{self.tile} cuts at {self.at}"

    def describe(self):
        return _("{tile} cuts at {at}", tile=self.tile, at=self.at)


@dataclass(frozen=True, repr=False)
class Insert(Move):
    """Insert the double ``tile`` into ``line`` (0 top, 1 bottom) before its tile ``at``."""

    tile: Tile
    line: int
    at: int

    @property
    def tiles(self):
        return (self.tile,)

    def __str__(self):
        return f"{self.tile} into {LINES[self.line]} at {self.at}"

    def describe(self):
        return _("{tile} into {line} at {at}", tile=self.tile, line=where_words(LINES[self.line]), at=self.at)


@dataclass(frozen=True, repr=False)
class PutBack(Move):
    """The taken ``tile`` fits nowhere: it goes back to the left end of the row, face down
    (``None`` in the history the other player sees: he knows a tile went back, not which)."""

    tile: Tile | None

    @property
    def tiles(self):
        return (self.tile,) if self.tile is not None else ()

    def __str__(self):
        return f"{self.tile if self.tile is not None else 'a tile'} back to the row"

    def describe(self):
        tile = self.tile if self.tile is not None else _("a tile")
        return _("{tile} back to the row", tile=tile)


_MOVES: dict[tuple, Move] = {}  # moves are values: one object per cut, insertion and put-back, made once


def _move(kind: type, tile: Tile, *where: int) -> Move:
    """The move ``kind(tile, *where)``, made once."""
    key = (kind, tile.id, *where)
    move = _MOVES.get(key)
    if move is None:
        move = _MOVES[key] = kind(tile, *where)
    return move


_PLACES: dict[int, Move] = {}  # the cuts and insertions again, by one int (see ``_place``)


def _place(kind: type, t: Tile, *where: int) -> Move:
    """The cut ``Cut(t, k)`` or the insertion ``Insert(t, line, j)`` (``_move``'s object), kept as
    ``_PLACES[t.id << 17 | k]`` or ``_PLACES[t.id << 17 | 1 << 16 | line << 15 | j]``: one int, found
    without ``_move``'s call and tuple (a line is far shorter than 2 ** 15 tiles)."""
    move = _move(kind, t, *where)
    if kind is Cut:
        _PLACES[t.id << 17 | where[0]] = move
    else:
        _PLACES[t.id << 17 | 1 << 16 | where[0] << 15 | where[1]] = move
    return move


_BACKS: dict[int, tuple[Move]] = {}  # the put-backs again, by the tile's id (an int hashes in C): see ``_put_back``
_END_PLAYS: dict[int, tuple[Play, ...]] = {}  # a tile's plays on two line ends, by one int: see ``_end_plays``


def _end_plays(t: Tile, v0: int, v1: int) -> tuple[Play, ...]:
    """The plays of ``t`` on line ends showing ``v0`` (top) and ``v1`` (bottom), in the engine's
    order (the top end, then the bottom; each named by its line when both show one number), made
    once and kept as ``_END_PLAYS[t.id << 14 | v0 << 7 | v1]`` (numbers are below 100)."""
    same = v0 == v1
    plays = []
    for index, v in ((0, v0), (1, v1)):
        if t.low == v or t.high == v:
            key = (t.id, index, v, LINES[index] if same else "")
            play = _LINE_PLAYS.get(key)
            if play is None:
                play = _LINE_PLAYS[key] = Play(t, index, v, key[3])
            plays.append(play)
    found = _END_PLAYS[(t.id << 14) | (v0 << 7) | v1] = tuple(plays)
    return found


def _put_back(t: Tile) -> tuple[Move]:
    """``(PutBack(t),)``, the legal moves of a tile that fits nowhere (``_move``'s object), made
    once and found again by the tile's id alone (a tuple: the driver hands it on as it is)."""
    back = _BACKS[t.id] = (_move(PutBack, t),)
    return back


@dataclass(frozen=True)
class SausageOptions(ChainOptions):
    """``cutting``: a tile across both lines cuts the sausage. ``inserting``: a double may go
    into a joint inside a line. ``target``: the match total (101). ``double_lead``: the leader
    leads the first double of his row (seed 003's "sometimes"), not its first tile."""

    draw: str = "none"
    target: int | None = 101
    cutting: bool = True
    inserting: bool = True
    double_lead: bool = False


class SausageState(ChainState):
    """Fields beyond a chain deal: ``rows`` (each player's row, left to right; the next tile
    taken is the last)."""

    private_fields: ClassVar[tuple[str, ...]] = ("rows", "_row_sizes")  # face-down rows
    game: Sausage
    table: ParallelLayout

    def __init__(self, game, players, rows, boneyard, table, current, context=None):
        super().__init__(game, players, [set() for _ in rows], boneyard, table, current, context)
        self.rows: list[list[Tile]] = rows
        self._row_sizes: list[int] | None = None  # set in a view: the rows' lengths

    def next_tile(self) -> Tile:
        assert self.current is not None  # asked only while the deal is live
        return self.rows[self.current][-1]

    # -- moves ---------------------------------------------------------------------------------------
    def _legal_moves(self):
        assert self.current is not None  # asked only while the deal is live
        t = self.rows[self.current][-1]  # (next_tile)
        lay = self.table
        if lay.across is None:  # (an empty table: the lead)
            return (lead_play(t),)
        places = self._places(t) if type(self).placements is _PLACEMENTS else self.placements(t)
        return places or _BACKS.get(t.id) or _put_back(t)

    def placements(self, t: Tile) -> list[Move]:
        """Every place the tile ``t`` may go now: the line ends (top, bottom), the cuts, the joints."""
        return list(self._places(t))

    def _places(self, t: Tile) -> Sequence[Move]:
        """``placements``, as a tuple made once where the tile goes only on a line end (the usual
        answer: the driver hands a tuple on without copying it)."""
        lay, tid = self.table, t.id
        v0, v1 = lay.shown
        plays = _END_PLAYS.get(tid << 14 | v0 << 7 | v1)
        if plays is None:
            plays = _end_plays(t, v0, v1)
        if tid in lay.cut_ids or t.is_double:  # (rare: the tile's numbers face each other at a joint, or a double)
            return self._inner_places(t, plays)
        return plays

    def _inner_places(self, t: Tile, plays: tuple[Play, ...]) -> Sequence[Move]:
        """The places of ``t`` (``_places``) where it may cut or go into a joint too: ``plays``
        (its line ends), then the cuts, then the joints."""
        lay, o, tid = self.table, self.game.options, t.id
        cuts = tid in lay.cut_ids and o.cutting
        inner = lay.inner
        inserts = t.is_double and o.inserting and (t.low in inner[0] or t.low in inner[1])  # (a joint shows it)
        if not (cuts or inserts):
            return plays
        moves: list[Move] = list(plays)
        if cuts:
            moves += [_PLACES.get(tid << 17 | k) or _place(Cut, t, k) for k in lay.cut_points(t)]
        if inserts:
            for line in (0, 1):
                if t.low in inner[line]:
                    moves += [_PLACES.get(tid << 17 | 1 << 16 | line << 15 | j) or _place(Insert, t, line, j)
                              for j in lay.insert_points(t, line)]
        return moves

    def blocked(self) -> bool:
        """A fish: no tile in either row fits a line end, a cut or a joint."""
        lay = self.table
        v0, v1 = lay.shown
        for row in self.rows:
            for t in row:
                lo, hi = t.low, t.high
                if lo == v0 or hi == v0 or lo == v1 or hi == v1:
                    return False  # (the usual answer: a tile fits a line end; cuts and joints are read if none does)
        o = self.game.options
        cuts = set(lay.cut_ids) if o.cutting else set()
        joints = {a for inner in lay.inner for a in inner} if o.inserting else set()
        return not any(t.id in cuts or (t.is_double and t.low in joints) for row in self.rows for t in row)

    def _apply(self, move):
        p = self.current
        assert p is not None  # play() applies moves only while the deal is live
        row = self.rows[p]
        t = row.pop()
        kind = type(move)
        if kind is PutBack or kind is not Play and isinstance(move, PutBack):  # (fits nowhere: back to the row)
            row.insert(0, t)
            if self.blocked():
                self._end("fish", None, self.last_player)
                return
        else:
            if kind is Play:  # (the usual move, told first)
                end = move.end
                if end is None:
                    self.table.place(t, None)  # (the lead, across)
                else:
                    self.table.grow(t, end)  # (on a line's end: place, without the Placed it answers)
            elif isinstance(move, Cut):
                self.rows[1 - p][:0] = self.table.cut(t, move.at)
            elif isinstance(move, Insert):
                self.table.insert(t, move.line, move.at)
            else:
                self.table.place(t, move.end)
            self.last_player = p
            if not row:
                self._end("out", p, None)
                return
        self._next_turn()

    def _why_illegal(self, move):
        if not isinstance(move, Move):
            return super()._why_illegal(move)
        t = self.next_tile()
        if not move.tiles:
            return _("Sausage has no boneyard and no passing: the tile taken from your row ({t}) is placed, "
                     "or put back at the row's left end when it fits nowhere", t=t)
        if move.tiles[0] != t:
            return _("you play the tile taken from the right end of your row, {t}, not {v}", t=t, v=move.tiles[0])
        legal = self.legal_moves()
        if isinstance(move, PutBack):
            return _("{t} fits ({v}): a tile goes back to the row only when it fits nowhere", t=t, v=legal[0])
        lay = self.table
        if isinstance(move, Cut):
            if not self.game.options.cutting:
                return _("cutting is off in this game (cutting=False)")
            shortest = min(lay.length(0), lay.length(1))
            if type(move.at) is not int or not 1 <= move.at <= shortest:  # (a move made in code may name no place)
                return (_("a cut goes after 1 to {shortest} tiles of each line (the shorter line's length), "
                          "not after {at}", shortest=shortest, at=move.at) if shortest
                        else _("a cut needs both lines to hold a tile"))
            return (_("{t} cannot cut at {at}: the joints there show {v} and {v2}, and a cutting tile must match both",
                      t=t, at=move.at, v=lay.joint_value(0, move.at), v2=lay.joint_value(1, move.at)))
        if isinstance(move, Insert):
            if not t.is_double:
                return _("only a double can be inserted into a line, and {t} is not one", t=t)
            return (_("{t} can be inserted only at a joint showing {low}, and joint {at} of the {v} line is not one",
                      t=t, low=t.low, at=move.at,
                      v=LINES[move.line % 2] if type(move.line) is int else move.line))
        return _("{t} does not match {ends}; legal moves are: {legal}", t=t, ends=lay.ends_text(),
                 legal=self._legal_text())

    def _parse_move(self, text):
        wanted = " ".join(text.lower().split())
        for pattern, make in _MOVE_TEXTS:
            m = re.fullmatch(pattern, wanted)
            if m and not any(str(legal) == wanted for legal in self.legal_moves()):
                try:
                    return make(Tile.parse(m.group(1)), *m.groups()[1:])
                except ValueError:
                    break
        return super()._parse_move(text)

    def _diagnose_tile(self, tile):
        return Play(tile, -1, None)  # the row, not a hand, holds the tiles: _why_illegal says why

    # -- hidden rows -----------------------------------------------------------------------------------

    def _visible_to(self, player):
        yield from self.table.tiles()
        if player == self.current and not self.over:
            yield self.rows[player][-1]

    def _public_move(self, player, move, viewer):
        return PutBack(None) if isinstance(move, PutBack) and viewer != player else move

    def _private_view(self, view, viewer):
        """What ``viewer`` sees of the rows: their lengths, and the tile he is placing (every row
        once the deal is over: they are counted)."""
        super()._private_view(view, viewer)
        view._row_sizes = [len(row) for row in self.rows]
        placing = None if self.over else self.current
        view.rows = [list(row) if self.over else row[-1:] if q == viewer == placing else []
                     for q, row in enumerate(self.rows)]

    def _determinize(self, obs, rng: random.Random):
        state = self.clone()
        hidden = sorted(obs.unseen)
        rng.shuffle(hidden)
        sizes = self._row_sizes
        assert sizes is not None  # a view's (``_private_view``): obs.sample determinizes a view
        for q, row in enumerate(state.rows):
            need = sizes[q] - len(row)
            state.rows[q] = hidden[:need] + row
            hidden = hidden[need:]
        state.boneyard = hidden
        state._row_sizes = None
        state._legal = None
        return state

    def move_tally(self) -> tuple[int, int, int]:
        """Moves made so far, draws, passes: Sausage's moves (``_legal_moves``: a tile placed, or
        put back) are never a draw or a pass, so the history is not read move by move."""
        if type(self)._legal_moves is not SausageState._legal_moves:
            return super().move_tally()
        return len(self.history), 0, 0

    def zones(self):
        return super().zones() + [(f"row {p}", row) for p, row in enumerate(self.rows)]

    def zone_size(self, name: str) -> int:
        """How many tiles a zone holds, those a view hides included: row ``p`` has all its tiles
        (a view holds at most the one being placed), as the status counts them."""
        if name.startswith("row ") and name[4:].isdigit() and self._row_sizes is not None:
            return self._row_sizes[int(name[4:])]
        return len(dict(self.zones()).get(name, ()))

    def status(self):
        """How many tiles each row still holds (face down: its length is all anyone sees), named
        as the picture names the rows ("row 0", player 0's)."""
        sizes = self._row_sizes if self._row_sizes is not None else [len(row) for row in self.rows]
        per = tuple(nmsg("row {p} (player {p}): {n} tile left", "row {p} (player {p}): {n} tiles left", n, p=p)
                    for p, n in enumerate(sizes))
        return [Status("rows", join(", ", per), per), *super().status()]

    # -- notation -------------------------------------------------------------------------------------
    def _extra_text(self):
        text = "rows: " + " / ".join(tiles_text(row) or "-" for row in self.rows)
        if self.over and self.result().reason == "fish" and self.result().fisher is not None:
            text += f" | fisher: {self.result().fisher}"  # (who laid the last tile: the result names him)
        return text

    def describe(self):
        name = self.game.info.name_ru if language() == "ru" else self.game.info.name
        table = table_words(self.table.to_text()) if not self.table.empty else _("(empty table)")
        lines = [f"{name}: {table}"]
        for p, row in enumerate(self.rows):
            mark = "→" if p == self.current else " "
            tiles = tiles_text(row) or _("(out)")
            lines.append(mark + " " + _("player {p}'s row (next on the right): {tiles}", p=p, tiles=tiles))
        if self.over:
            lines.append(f"  {tr(self.result().why)}")
        return "\n".join(lines)

    def _check_position(self):  # the tiles are in the rows: a row used up ends the deal
        if not self.over and not all(self.rows):
            return _("player {p}'s row is used up: the deal is over", p=[bool(r) for r in self.rows].index(False))
        return None

    @classmethod
    def _from_fields(cls, game, hands, boneyard, values):
        if len(hands) != 2 or any(hands):
            raise NotationError(_("a Sausage position has two empty hands ('hands: - / -'): the tiles are in the rows"))
        if "rows" not in values:
            raise NotationError(_("a Sausage position needs a 'rows: … / …' field"))
        rows = [parse_tiles(r) for r in values["rows"].split("/")]
        if len(rows) != 2:
            raise NotationError(_("a Sausage position has two rows"))
        table = ParallelLayout.from_text(values["table"])
        turn = values["turn"]
        state = cls(game, 2, rows, boneyard, table, 0 if turn == "over" else int(turn) % 2)
        if turn == "over":
            winner = next((p for p, r in enumerate(rows) if not r), None)
            fisher = read_player(values, "fisher", 2) if "fisher" in values and winner is None else None
            state.last_player = fisher
            state._end("out" if winner is not None else "fish", winner, fisher)
        return state


_PLACEMENTS = SausageState.placements  # (``_legal_moves`` reads ``_places`` itself where this is a state's own)

_MOVE_TEXTS = (
    (r"(\d+-\d+) cuts at (\d+)", lambda t, k: Cut(t, int(k))),
    (r"(\d+-\d+) into (top|bottom) at (\d+)", lambda t, line, j: Insert(t, LINES.index(line), int(j))),
    (r"(\d+-\d+) back to the row", lambda t: PutBack(t)),
)


@register(GameInfo("sausage", "Sausage", "Колбаса", "laying", "3.3", "chain", (2, 2), "003",
                   summary=N_("two lines; a tile matching both ends cuts the sausage to the opponent"),
                   layout="parallel"))
class Sausage(ChainGame):
    __doc__ = __doc__
    Options = SausageOptions
    options: SausageOptions
    StateClass = SausageState
    hand_sizes = {2: 14}

    def new_layout(self):
        return ParallelLayout()

    def _deal(self, players, rng, context):
        size = self.hand_size(players)
        tiles = self.shuffle(rng)  # the rows keep their order: they lie face down in a row
        rows = [tiles[p * size:(p + 1) * size] for p in range(players)]
        leader = context.get("leader")
        if leader is None:  # (no leader named: the first deal, or a match that names none, Dark Blitz's after a tie)
            leader = 0
        if self.options.double_lead:  # the first double from the right end of the leader's row leads
            row = rows[leader]
            found = next((k for k in range(len(row) - 1, -1, -1) if row[k].is_double), None)
            if found is not None:
                row.append(row.pop(found))
        return SausageState(self, players, rows, tiles[players * size:], self.new_layout(), leader, context)

    def score_deal(self, state, reason, winner, fisher, move=None):
        values = [self.hand_value(row) for row in state.rows]
        return score_first_out(state, reason, winner, fisher, values)

    def next_context(self, match, result):
        """The players take turns to lead (the deal just played was led by ``match.context``'s leader)."""
        return {"leader": 1 - match.context.get("leader", 0)}
