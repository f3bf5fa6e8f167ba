"""Several tiles in one turn: the mechanic Blitz, Ladder and Dark Blitz share.

A turn of several tiles is a ``Multi`` of ``Play``s, laid in the order shown, every one of them
matching the end it goes on at the moment it goes down (equal pips). Two searches cover the
three games:

- ``runs(tiles, value, longest)``: every run of up to ``longest`` tiles laid one after another on
  one end showing ``value`` (Ladder's one-way chain, "и две, и три кости");
- ``lay_all(state, player)``: every distinct way to lay *all* of a hand on the two ends of a line
  (a blitz). Laying tiles on the left and on the right interleaves freely without changing what
  ends up on the table, so one move is offered per distinct final chain: its left-hand tiles
  first, then its right-hand ones. A cheap Euler test (the hand plus an edge joining the two
  open ends must form one trail) rules out impossible hands before any search.
"""

from __future__ import annotations

from ...moves import Multi, Play
from ...table.line import LEFT, RIGHT
from .base import ChainState


def runs(tiles, value: int, longest: int) -> list[tuple[int, tuple[tuple, ...]]]:
    """Every run (including the empty one) of at most ``longest`` of ``tiles`` laid in a row on an
    end showing ``value``: ``(mask of the tiles used, ((tile, number it goes on), ...))``."""
    out = []
    seq: list[tuple] = []

    def walk(mask: int, v: int) -> None:
        out.append((mask, tuple(seq)))
        if len(seq) == longest:
            return
        for i, t in enumerate(tiles):
            if not mask >> i & 1 and (t.low == v or t.high == v):
                seq.append((t, v))
                walk(mask | 1 << i, t.high if t.low == v else t.low)
                seq.pop()

    walk(0, value)
    return out


def one_trail(tiles, left: int, right: int) -> bool:
    """Whether ``tiles`` can all be laid on two ends showing ``left`` and ``right``: the tiles plus
    an edge left–right must be connected and have at most two numbers of odd degree."""
    degree: dict[int, int] = {}
    parent: dict[int, int] = {}

    def find(v):
        while parent.setdefault(v, v) != v:
            v = parent[v]
        return v

    for a, b in [(t.low, t.high) for t in tiles] + [(left, right)]:
        degree[a] = degree.get(a, 0) + 1
        degree[b] = degree.get(b, 0) + 1
        parent[find(a)] = find(b)
    odd = sum(d % 2 for d in degree.values())
    return odd <= 2 and len({find(v) for v in degree}) == 1


def _two_ended(tiles, left: int, right: int) -> list[tuple[tuple, tuple]]:
    """Every (left run, right run) that together use all ``tiles``; mirror images are kept once
    when both ends show the same number."""
    if not one_trail(tiles, left, right):
        return []
    full = (1 << len(tiles)) - 1
    from_right: dict[int, list[tuple]] = {}
    for mask, seq in runs(tiles, right, len(tiles)):
        from_right.setdefault(mask, []).append(seq)
    found, seen = [], set()
    for mask, lseq in runs(tiles, left, len(tiles)):
        for rseq in from_right.get(full ^ mask, ()):
            if left == right and (rseq, lseq) in seen:
                continue
            seen.add((lseq, rseq))
            found.append((lseq, rseq))
    return found


def _as_plays(lseq, rseq) -> list[Play]:
    return [Play(t, LEFT, v) for t, v in lseq] + [Play(t, RIGHT, v) for t, v in rseq]


def _chain(lead, lseq, rseq) -> tuple:
    """The final line, left to right, as oriented pairs (to recognise the same result twice)."""
    left = [(t.other(v), v) for t, v in reversed(lseq)]
    right = [(v, t.other(v)) for t, v in rseq]
    return tuple(left + [(lead.low, lead.high)] + right)


def lay_all(state: ChainState, player: int) -> list[Multi]:
    """Every distinct way for ``player`` to lay his whole hand (two tiles or more) on the line,
    leading first if the table is empty (the lead restricted to ``state.lead_tiles``)."""
    hand = sorted(state.hands[player])
    if len(hand) < 2:
        return []
    if not state.table.empty:
        left, right = state.table.left, state.table.right
        return [Multi(tuple(_as_plays(lseq, rseq))) for lseq, rseq in _two_ended(hand, left, right)]
    moves, seen = [], set()
    for lead in hand:
        if state.lead_tiles is not None and lead not in state.lead_tiles:
            continue
        rest = [t for t in hand if t != lead]
        for lseq, rseq in _two_ended(rest, lead.low, lead.high):
            chain = _chain(lead, lseq, rseq)
            key = min(chain, tuple((b, a) for a, b in reversed(chain)))
            if key in seen:
                continue
            seen.add(key)
            moves.append(Multi((Play(lead),) + tuple(_as_plays(lseq, rseq))))
    return moves


class MultiState(ChainState):
    """A chain state whose turns may be several tiles: a rejected ``Multi`` is explained by the
    game's limit on it (an optional ``game.multi_limit(state, move)``) or by the first of its tiles
    that does not fit where it was to go, the earlier ones laid. On an empty table the game's ``extra_moves`` is asked
    too (a blitz may include the lead)."""

    def _legal_moves(self):
        moves = list(super()._legal_moves())
        if self.table.empty:
            moves += self.game.extra_moves(self, moves)
        return moves

    def _why_illegal(self, move) -> str:
        if not isinstance(move, Multi) or any(t not in self.hands[self.current] for t in move.tiles):
            return super()._why_illegal(move)
        reason = self.game.multi_limit(self, move)
        if reason:
            return reason
        table = self.table.clone()
        for play in move.plays:
            if not isinstance(play, Play):
                return f"{play} cannot be part of a turn of several tiles"
            if play.end is None:
                if not table.empty:
                    return f"{play} cannot lead: the table already has a lead"
                table.place(play.tile, None)
                continue
            ends = {e.index: e.value for e in table.open_ends()}
            if play.end not in ends or not play.tile.has(ends[play.end]):
                where = "that end" if play.end not in ends else f"the end showing {ends[play.end]}"
                return f"in {move}: {play.tile} does not match {where} once the tiles before it are laid"
            table.place(play.tile, play.end, ends[play.end])
        return self.game.why_illegal(self, move) or super()._why_illegal(move)
