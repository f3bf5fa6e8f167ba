"""Several tiles in one turn: the mechanic Blitz, Ladder and Dark Blitz share.

A turn of several tiles is a ``Multi`` of ``Play``s, laid in the order shown, every one of them
matching the end it goes on at the moment it goes down (equal pips).

**What one listed move stands for.** Different orders of the same tiles often leave the same
position, and the number of orders grows exponentially with the hand, so ``legal_moves()`` lists
one move for each distinct thing a player can bring about, and the others are accepted when a
player names them (see ``MultiState``):

- ``lay_all(state, player)`` (a blitz: the whole hand at once). A blitz empties the hand and ends
  the deal at once; how the tiles lie afterwards changes nothing (the deal is scored on the other
  hands). So a player who can blitz is offered exactly *one* blitz: one arrangement that works,
  its left-hand tiles first, then its right-hand ones. Whether a hand can be laid whole is an
  Euler-trail question (the hand plus an edge joining the two open ends must form one trail), and
  the arrangement is read off that trail: time about linear in the hand.
- ``runs(tiles, value, longest)`` (Ladder: up to ``longest`` tiles one after another on one end).
  On a one-way chain only the open end counts, so two runs that lay the same tiles and leave the
  same number showing leave the same position: one run is kept for each (tiles laid, number left
  showing). Each such position is visited once, so the time is proportional to the moves listed
  times the hand: polynomial for a fixed limit, at most about n**longest for a hand of n tiles
  (the seed's limit is three).

Any other arrangement a player names (``play(Multi(...))`` or its text ``"2-5 on 5 + 1-2 on 2"``)
is checked directly, by laying it on a copy of the table; it is accepted when it is legal and
leaves what a listed move leaves. Nothing is enumerated to check it.
"""

from __future__ import annotations

from ...errors import IllegalMove
from ...i18n import _
from ...moves import Move, Multi, Play
from ...table import Layout
from ...table.line import LEFT, RIGHT, LineLayout
from ...tiles import Tile
from .base import _LINE_PLAYS, _LOW_HIGH, _PLAYS, ChainState


def runs(tiles, value: int, longest: int) -> list[tuple[int, tuple[tuple, ...]]]:
    """The runs of at most ``longest`` of ``tiles`` laid one after another on an end showing
    ``value``, one for each distinct result: ``(mask of the tiles used, ((tile, number it goes
    on), ...))``. The empty run comes first; then depth first, tiles in the order given, keeping
    the first run found for each (tiles used, number left showing).

    >>> from domino_lab.tiles import parse_tiles
    >>> [" ".join(f"{t}" for t, _ in seq) for _, seq in runs(parse_tiles("1-2 2-3 1-3"), 1, 3)]
    ['', '1-2', '1-2 2-3', '1-2 2-3 1-3', '1-3', '1-3 2-3']
    """
    tiles = list(tiles)
    halves = [(i, t, t.low, t.high) for i, t in enumerate(tiles)]
    out: list[tuple[int, tuple[tuple, ...]]] = []
    seen: set[tuple[int, int]] = set()
    seq: list[tuple] = []

    def walk(mask: int, v: int) -> None:
        key = (mask, v)
        if key in seen:  # the same tiles leaving the same number: the same position
            return
        seen.add(key)
        out.append((mask, tuple(seq)))
        if len(seq) == longest:
            return
        for i, t, lo, hi in halves:
            if (lo == v or hi == v) and not mask >> i & 1:
                seq.append((t, v))
                walk(mask | 1 << i, hi if lo == v else lo)
                seq.pop()

    walk(0, value)
    return out


def _trail_start(edges) -> int | None:
    """Where an Euler trail of ``edges`` (pairs of numbers; a double is a loop) may start, if it has
    one: the smaller number of odd degree, or the smallest number when every degree is even.
    ``None`` when the edges are not connected or more than two numbers have odd degree."""
    odd = numbers = 0  # as bitmasks: the numbers of odd degree (a loop adds two), every number
    joins = []  # each edge as the bitmask of its numbers
    for a, b in edges:
        odd ^= 1 << a ^ 1 << b
        join = 1 << a | 1 << b
        numbers |= join
        joins.append(join)
    if odd.bit_count() > 2 or not numbers:  # (the usual answer, found before the edges are joined up)
        return None
    reached, pending = joins[0], joins  # the numbers the first edge reaches, joined up edge by edge
    while True:
        rest = []
        for join in pending:
            if join & reached:
                reached |= join
            else:
                rest.append(join)
        if not rest:
            break
        if len(rest) == len(pending):  # no edge left touches what is reached: not connected
            return None
        pending = rest
    first = odd if odd else numbers  # the smaller odd number, or the smallest
    return (first & -first).bit_length() - 1


def euler_trail(edges, start: int) -> list[tuple[int, int, int]]:
    """An Euler trail of ``edges`` (pairs of numbers; a double is a loop) from ``start``, as
    ``(edge index, from, to)`` steps using every edge once. The caller makes sure one exists and
    starts at an odd number if there is one (``_trail_start``). Hierholzer's algorithm, smallest
    neighbour first, so the answer is always the same; time about linear in the edges.

    >>> euler_trail([(1, 2), (2, 3), (1, 3)], 1)
    [(0, 1, 2), (1, 2, 3), (2, 3, 1)]
    """
    around: dict[int, list[tuple[int, int]]] = {}
    for i, (a, b) in enumerate(edges):
        around.setdefault(a, []).append((b, i))
        if a != b:
            around.setdefault(b, []).append((a, i))
    for nexts in around.values():
        nexts.sort(reverse=True)  # pop() takes the smallest
    used = [False] * len(edges)
    stack: list[tuple[int, tuple[int, int, int] | None]] = [(start, None)]
    backwards = []
    while stack:
        v, arrived = stack[-1]
        nexts = around.get(v, [])
        while nexts and used[nexts[-1][1]]:
            nexts.pop()
        if nexts:
            w, i = nexts.pop()
            used[i] = True
            stack.append((w, (i, v, w)))
        else:
            stack.pop()
            if arrived is not None:
                backwards.append(arrived)
    return backwards[::-1]


def _split(tiles, trail, i: int, left: int, right: int) -> list[Play]:
    """The plays of an Euler ``trail`` of ``tiles`` around its step ``i`` (the lead, or the edge
    standing for the table between its open ends ``left`` and ``right``): the steps before it go
    on the left end, nearest first, then the steps after it on the right end."""
    _, a, b = trail[i]
    if (a, b) != (left, right):  # the trail crosses it from right to left: read it backwards
        trail = [(k, y, x) for k, x, y in reversed(trail)]
        i = len(trail) - 1 - i
    lefts = [_line_play(tiles[k], LEFT, y) for k, _, y in reversed(trail[:i])]
    return lefts + [_line_play(tiles[k], RIGHT, x) for k, x, _ in trail[i + 1:]]


def _line_play(tile: Tile, end: int, value: int) -> Play:
    """``Play(tile, end, value)`` on a line, the one object the engine keeps for it (moves are values)."""
    key = (tile.id, end, value, "")
    play = _LINE_PLAYS.get(key)
    if play is None:
        play = _LINE_PLAYS[key] = _PLAYS.setdefault((tile, end, value), Play(tile, end, value))
    return play


def _ends(state: MultiState) -> tuple[int, int]:
    """The two numbers the edge standing for the table joins: its two ends; on a line grown one way
    (a design of Blitz or Dark Blitz on Ladder's line) the right end and a number no tile shows, so
    that the trail lays the whole hand on the right end alone (the edge ends the trail there)."""
    table = state.table
    left, right = table.left, table.right
    assert left is not None and right is not None  # a line with tiles has two ends
    return (state.game.set.n + 1 if table.one_way else left), right


def _blitz_start(state: MultiState, player: int) -> int | None:
    """Where the trail that lays ``player``'s whole hand starts (``_trail_start`` of the hand, with
    an edge joining the line's two numbers once a tile is down), or ``None`` when the hand cannot
    be laid whole: fewer than two tiles, no trail, or on an empty table no tile allowed to lead.
    Where a trail starts does not depend on the order of the edges: the hand is not sorted here."""
    held = state.hands[player]
    if len(held) < 2:
        return None
    odd = 0  # the numbers of odd degree (a double adds two): more than two, and there is no trail
    for t in held:
        odd ^= 1 << t.low ^ 1 << t.high
    table = state.table
    if table.placed:
        left, right = _ends(state)
        odd ^= 1 << left ^ 1 << right
        if odd.bit_count() > 2:  # (the usual answer, read before the trail is looked for)
            return None
        return _trail_start([(t.low, t.high) for t in held] + [(left, right)])
    if odd.bit_count() > 2 or state.lead_tiles is not None and not any(t in state.lead_tiles for t in held):
        return None
    return _trail_start([(t.low, t.high) for t in held])


def can_lay_all(state: MultiState, player: int) -> bool:
    """Whether ``lay_all(state, player)`` gives a blitz, told without making it."""
    return _blitz_start(state, player) is not None


def lay_all(state: MultiState, player: int) -> list[Multi]:
    """The blitz ``player`` may make now: ``[]`` when his hand (two tiles or more) cannot be laid
    whole, else one ``Multi`` laying all of it, leading first if the table is empty (the lead one
    of ``state.lead_tiles`` when the lead is restricted). One move stands for every arrangement:
    each ends the deal with the same result (see the module docstring)."""
    start = _blitz_start(state, player)
    if start is None:
        return []
    hand = sorted(state.hands[player], key=_LOW_HIGH)
    if state.table.placed:
        left, right = _ends(state)
        trail = euler_trail([(t.low, t.high) for t in hand] + [(left, right)], start)
        table = next(i for i, step in enumerate(trail) if step[0] == len(hand))
        return [Multi(tuple(_split(hand, trail, table, left, right)))]
    edges = [(t.low, t.high) for t in hand]
    allowed = [i for i, t in enumerate(hand) if state.lead_tiles is None or t in state.lead_tiles]
    trail = euler_trail(edges, start)
    # any tile may lead: the trail's first; else the first tile allowed to lead
    at = 0 if state.lead_tiles is None else next(i for i, step in enumerate(trail) if step[0] == allowed[0])
    lead = hand[trail[at][0]]
    return [Multi((Play(lead),) + tuple(_split(hand, trail, at, lead.low, lead.high)))]


class MultiState(ChainState):
    """A chain state whose turns may be several tiles.

    ``legal_moves()`` lists one move for each distinct result (see the module docstring); ``play``
    also accepts any other ``Multi`` whose tiles go down legally in its order and that leaves what
    a listed move leaves (a person may lay a blitz his own way). A rejected ``Multi`` is explained
    by the game's limit on it (an optional ``game.multi_limit(state, move)``) or by the first of
    its tiles that does not fit where it was to go, the earlier ones laid. On an empty table the
    game's ``extra_moves`` is asked too (a blitz may include the lead)."""

    table: LineLayout  # several tiles a turn are laid on a line (Blitz, Dark Blitz, Ladder)

    def _legal_moves(self):
        """The family's moves (its plays and their blitz, once a tile is down: handed on as they
        are, not copied), and on an empty table the game's moves beyond a lead too."""
        moves = super()._legal_moves()
        if self.table.empty:
            moves = list(moves)
            moves += self.game.extra_moves(self, moves)
        return moves

    def _accepts(self, move, legal):
        """Another arrangement of a listed move is legal too."""
        return isinstance(move, Multi) and self._stands_for(move, legal)

    @staticmethod
    def _of_plays(move: Multi) -> bool:
        """Whether ``move`` is made of plays (anything else is no turn of tiles)."""
        return isinstance(move.plays, tuple) and all(isinstance(p, Play) for p in move.plays)

    def _stands_for(self, move: Multi, legal) -> bool:
        """Whether ``move`` is legal and leaves what one of the ``legal`` moves leaves."""
        if not self._of_plays(move) or self._tile_violation(move):
            return False
        if self._multi_problem(move) or self.game.why_illegal(self, move):
            return False
        leaves = self._leaves(move)
        return any(isinstance(m, Multi) and self._leaves(m) == leaves for m in legal)

    def _leaves(self, move: Multi) -> tuple:
        """What a legal ``move`` leaves: the tiles it lays and the numbers left showing (nothing
        when it empties the hand: the deal is over, however the tiles lie)."""
        tiles = frozenset(move.tiles)
        assert self.current is not None  # asked while a move is played
        if tiles == self.hands[self.current]:
            return tiles, None
        return tiles, tuple(sorted(e.value for e in self._laid_copy(move).open_ends()))

    def _laid_copy(self, move: Multi) -> Layout:
        """A copy of the table with the tiles of a legal ``move`` laid."""
        table = self.table.clone()
        for play in move.plays:
            assert isinstance(play, Play)  # a legal move: plays
            touch = None
            if play.end is not None:
                assert play.on is not None  # checked by _multi_problem: the number its end shows
                touch = self.game.touching_end(play.tile, play.on)
            table.place(play.tile, play.end, touch)
        return table

    def _multi_problem(self, move: Multi) -> str | None:
        """The rule the tiles of ``move`` (all in hand) break when laid in its order, or ``None``."""
        tiles = move.tiles
        twice = next((t for i, t in enumerate(tiles) if t in tiles[:i]), None)
        if twice is not None:
            return _("in {move}: {twice} is laid twice", move=move, twice=twice)
        reason = self.game.multi_limit(self, move)
        if reason:
            return reason
        table = self.table.clone()
        for play in move.plays:
            assert isinstance(play, Play)  # asked only of a move of plays (``_of_plays``)
            if play.end is None:
                if not table.empty:
                    return _("{play} cannot lead: the table already has a lead", play=play)
                if self.lead_tiles is not None and play.tile not in self.lead_tiles:
                    return _("the lead must be {v}", v=', '.join(str(t) for t in sorted(self.lead_tiles)))
                table.place(play.tile, None)
                continue
            ends = {e.index: e for e in table.open_ends()}
            end = ends.get(play.end)
            if end is None or not self.game.fits(play.tile, end.value):
                where = "that end" if end is None else f"the end showing {end.value}"
                return _("in {move}: {tile} does not match {where} once the tiles before it are laid", move=move,
                         tile=play.tile, where=where)
            if play.on != end.value or play.where not in ("", end.name):
                return _("in {move}: the end {tile} goes on shows {value}, not {on}", move=move, tile=play.tile,
                         value=end.value, on=play.on)
            table.place(play.tile, play.end, self.game.touching_end(play.tile, end.value))
        return None

    def _why_illegal(self, move) -> str:
        if isinstance(move, Multi) and isinstance(move.plays, tuple):
            stray = next((p for p in move.plays if isinstance(p, Move) and not isinstance(p, Play)), None)
            if stray is not None:
                return _("{stray} cannot be part of a turn of several tiles", stray=stray)
        assert self.current is not None  # asked while a move is played
        if (not isinstance(move, Multi) or not self._of_plays(move)
                or any(t not in self.hands[self.current] for t in move.tiles)):
            return super()._why_illegal(move)
        return (self._multi_problem(move) or self.game.why_illegal(self, move)
                or super()._why_illegal(move))

    def _parse_move(self, text: str):
        """A turn of several tiles may be written as its plays joined by ``+``, e.g.
        ``"2-5 on 5 + 1-2 on 2"`` (``"lead 3-3 + ..."`` on an empty table): each tile goes on an end
        showing the number named once the tiles before it are laid."""
        if "+" not in text:
            return super()._parse_move(text)
        wanted = " ".join(text.lower().split())
        for m in self.legal_moves():
            if str(m).lower() == wanted:
                return m
        table, plays = self.table.clone(), []
        for part in (p.strip() for p in wanted.split("+")):
            words = part.split()
            lead = words[:1] == ["lead"] and len(words) == 2
            if not lead and not (len(words) in (1, 2, 3) and words[1:2] in ([], ["on"])):
                raise IllegalMove(f"{part!r} in {text!r} is not a play like '4-2 on 4' or 'lead 6-6'")
            try:
                tile = Tile.parse(words[-1] if lead else words[0])
            except ValueError:
                raise IllegalMove(f"{part!r} in {text!r} is not a play like '4-2 on 4' or 'lead 6-6'") from None
            if lead:
                plays.append(Play(tile))
                if table.empty:
                    table.place(tile, None)
                continue
            on = words[2] if len(words) == 3 else ""
            if not on.isdigit():
                raise IllegalMove(f"{part!r} in {text!r} names no end: write it like '{tile} on {tile.low}'")
            value = int(on)
            end = next((e for e in table.open_ends() if e.value == value), None)
            plays.append(Play(tile, -1 if end is None else end.index, value))
            if end is not None and self.game.fits(tile, value):
                table.place(tile, end.index, self.game.touching_end(tile, value))
            else:  # it does not go down: the plays after it cannot be placed either
                table = type(self.table)()
        return Multi(tuple(plays))
