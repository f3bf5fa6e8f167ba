"""What helps a person think on the board, and the board's words for it: the review (◀ ▶), the
tile tracker, what each tile says to a screen reader, the seats' names in the game's words, text
at the board's scale, and markers of places that never overlap. ``Board`` takes these from
``BoardAids``."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from .. import draw
from ..errors import SetupError
from ..games.observation import cannot_hold
from ..i18n import _, naming, tr, using
from ..seeds import as_whole, check_switches
from ..tiles import Tile, tiles_text
from .common import esc
from .words import say

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from ..moves import Move

__all__ = ["BoardAids", "separate"]

GAP = 4.0  # between the markers of places that overlap, in drawing units


class BoardAids:
    """The part of ``Board`` that helps a learner think: each method is the board's (``self`` is a
    ``Board``, typed ``Any`` as a mixin's must be)."""

    _choices: list[Move]
    _review: int | None
    _tracking: bool
    _inferred: dict[int, frozenset[Tile]] | None

    def step(self: Any, by: int) -> None:
        """Review the deal: show the position ``by`` changes back (-1) or forward (+1) from the one
        shown (any whole number: past either end it stops there). Nothing is undone; stepping forward
        to the present position ends the review."""
        if as_whole(by) is None:  # (a teacher's cell: "x" was a raw TypeError, 0.5 an IndexError later)
            with using(self.lang):
                raise SetupError(_("by is how many positions to step: a whole number (-1 back, +1 forward), "
                                   "not {by!r}", by=by))
        if self._covered():
            return
        last = len(self._trail) - 1
        at = (last if self._review is None else self._review) + by
        at = max(0, min(last, at))
        self._review = None if at >= last else at
        self._choices = []
        self._render()

    def track(self: Any, on: bool = True) -> None:
        """Show (or hide) the tile tracker under the board. ``on`` is a switch, True or False
        (``track("no")`` showed it)."""
        with using(self.lang):
            check_switches(on=on)
        self._tracking = on
        if self.tracker_button.value != self._tracking:
            self.tracker_button.value = self._tracking
        self._render()

    def _font(self: Any, html: str, px: float = 14) -> str:
        """``html`` at the board's scale: ``px`` pixels at the default size, fine print at 12."""
        if self.scale != 1:
            html = html.replace("<small>", f"<span style='font-size:{round(12 * self.scale)}px'>")
            html = html.replace("</small>", "</span>")
        return f"<div style='font-size:{round(px * self.scale)}px'>{html}</div>"

    def _named(self: Any, text: str, html: bool = False) -> str:
        """A game's kept text in the board's language with the seats named as the board names
        them ("players 0 and 2" is "Anna and Boris" when the teacher named them): the i18n layer
        words its player fields with ``seat_name`` (``i18n.naming``); ``html``: escaped for HTML."""
        with self._speaking_names():
            text = tr(text)  # a kept text in the board's language (its str value is the English)
        return esc(text) if html else text

    @contextmanager
    def _speaking_names(self: Any) -> Iterator[None]:
        """Inside the block, texts are worded in the board's language and name its seats."""
        with using(self.lang), naming(self.seat_name):
            yield

    def _tile_label(self: Any, tile: Tile, legal: Sequence[Move]) -> str:
        """What a hand tile says to a screen reader: "2-5, playable on the 5", "2-5, not playable"."""
        moves = [m for m in legal if m.tiles == (tile,)]
        if not legal:
            return str(tile)
        if not moves:
            return say(self.lang, "tile not playable", tile=str(tile))
        ends = sorted({m.on for m in moves if getattr(m, "on", None) is not None})  # type: ignore[attr-defined]
        if ends:
            return say(self.lang, "tile playable on", tile=str(tile),
                       ends=say(self.lang, "or").join(say(self.lang, "the end", n=e) for e in ends))
        return say(self.lang, "tile playable", tile=str(tile))

    def _table_label(self: Any, seen) -> str:
        """The table for a screen reader: its tiles in the order laid and its open ends."""
        table = getattr(seen, "table", None)
        if table is None:
            return ""
        if table.empty:
            return say(self.lang, "empty table")
        tiles = table.to_text() if hasattr(table, "to_text") else ", ".join(str(p.tile) for p in table.placed)
        ends = ", ".join(map(str, table.end_values())) if hasattr(table, "end_values") else ""
        return say(self.lang, "table label", tiles=tiles, ends=ends or "-")

    def _tracker_html(self: Any, obs) -> str:
        """The tile tracker: the tiles the person has not seen, and for each other player those he
        cannot hold (``games.observation.cannot_hold``: he passed or drew where they fit)."""
        lang = self.lang
        if obs is None:  # every hand is shown: nothing is hidden to track
            return str(self._font(f"<i>{say(lang, 'tracker all shown')}</i>"))
        if self._inferred is None or self._review is not None:
            steps = self._trail if self._review is None else self._trail[:self._review + 1]
            inferred = cannot_hold(steps, obs.player, seed=self.seed)
            if self._review is None:
                self._inferred = inferred
        else:
            inferred = self._inferred
        unseen = sorted(obs.unseen)
        head = f"<b>{say(lang, 'tracker')}</b> — {say(lang, 'tracker unseen', n=len(unseen))}"
        pics = draw.hand_svg(unseen, size=round(self.size * 0.6)) if unseen else ""
        rows = []
        for p in range(obs.public.players):
            if p == obs.player:
                continue
            tiles = sorted(inferred.get(p, ()))
            sure = (tiles_text(tiles) if tiles else f"<i>{say(lang, 'tracker nothing')}</i>")
            rows.append(f"<div>{esc(self.seat_name(p))} {say(lang, 'tracker cannot')}: {sure}</div>")
        note = f"<small>{say(lang, 'tracker note')}</small>"
        return str(self._font(f"<div class='dl-tracker' style='margin-top:8px;padding:6px;border:1px solid #bbb;"
                              f"border-radius:6px'>{head}<div style='overflow-x:auto'>{pics}</div>"
                              f"{''.join(rows)}{note}</div>"))


def separate(rects: Sequence[list[float] | None]) -> list[list[float] | None]:
    """The places a tile may go, as markers that never overlap: places that overlap (a double
    crosswise or lengthwise on one end, two lines leaving the same tile, two rows' ends drawn at
    one spot) share the box they cover together, cut into side-by-side parts along its longer
    side, one per place in their order, so that a click lands on the place meant."""
    out = [list(r) if r else None for r in rects]
    group = list(range(len(out)))

    def root(i: int) -> int:
        while group[i] != i:
            i = group[i]
        return i

    def meet(a: list[float], b: list[float]) -> bool:
        return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]

    for i, a in enumerate(out):
        for j in range(i):
            b = out[j]
            if a and b and meet(a, b):
                group[root(i)] = root(j)
    members: dict[int, list[int]] = {}
    for i, r in enumerate(out):
        if r:
            members.setdefault(root(i), []).append(i)
    for ids in members.values():
        if len(ids) < 2:
            continue
        boxes = [out[i] for i in ids]
        x0, y0 = min(b[0] for b in boxes if b), min(b[1] for b in boxes if b)
        x1, y1 = max(b[2] for b in boxes if b), max(b[3] for b in boxes if b)
        wide = x1 - x0 >= y1 - y0
        step = ((x1 - x0) if wide else (y1 - y0)) / len(ids)
        gap = min(GAP, step / 4)  # a gap between the parts: their outlines do not touch
        for k, i in enumerate(ids):
            lo, hi = (x0 if wide else y0) + k * step + gap, (x0 if wide else y0) + (k + 1) * step - gap
            out[i] = ([round(lo, 2), y0, round(hi, 2), y1] if wide
                      else [x0, round(lo, 2), x1, round(hi, 2)])
    return out

