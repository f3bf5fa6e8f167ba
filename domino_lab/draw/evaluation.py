"""The evaluation graph of a reviewed deal (``dl.review``), drawn as SVG: no matplotlib, so it
draws in the browser too (JupyterLite, Voilà).

The line is player 0's expected return after each move (the review's ``eval`` column: an
estimate over imagined deals, the exact result after the last move), from the first move it was
measured after (nothing is drawn for the deal as dealt, nor for forced moves before the first
decision: their ``eval`` is ``None``); each analysed move is a dot coloured by its mark, and the
move on show (``current``) a vertical line.

>>> rows = [{"move": 1, "player": 0, "mark": "forced", "eval": None},
...         {"move": 2, "player": 1, "mark": "mistake", "eval": 4.5},
...         {"move": 3, "player": 0, "mark": "best", "eval": 3.0}]
>>> svg = evaluation_svg(rows, current=2)
>>> svg.startswith("<svg") and 'data-mark="mistake"' in svg and svg.count("<polyline") == 1
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from xml.sax.saxutils import escape

from ..i18n import Msg, _, tr
from ..svg import SVG, fmt

__all__ = ["evaluation_svg", "MARK_COLOURS", "english"]

#: A mark's colour on the graph and in the Replay's caption.
MARK_COLOURS = {"best": "#2a9d4b", "good": "#7fb069", "inaccuracy": "#e0b000", "mistake": "#e07b00",
                "blunder": "#b00020", "forced": "#bbbbbb", "unclear": "#8a8fb0"}


def evaluation_svg(rows: Sequence[dict[str, Any]], current: int | None = None, width: float = 420,
                   height: float = 170) -> SVG:
    """The graph of ``rows`` (a review's rows, as dicts: ``move``, ``player``, ``mark``, ``eval``);
    ``current``: the move number to mark with a vertical line (0: the deal as dealt)."""
    title = _("player 0's expected points after each move (estimates over imagined deals)")
    lines = title.split("\n")  # (a language whose title is longer than the graph is wide breaks it in two)
    left, right, top, bottom = 40.0, 10.0, 18.0 + 13.0 * (len(lines) - 1), 26.0
    n = len(rows)
    evals = [None] + [_measured(r.get("eval")) for r in rows]
    span = max([1.0] + [abs(v) for v in evals if v is not None])
    span = float(_nice(span))
    inner_w, inner_h = width - left - right, height - top - bottom

    def x(k: float) -> float:
        return left + inner_w * (k / max(1, n))

    def y(v: float) -> float:
        return top + inner_h * (0.5 - v / (2 * span))

    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{fmt(width)}" height="{fmt(height)}" '
             f'viewBox="0 0 {fmt(width)} {fmt(height)}" font-family="sans-serif" font-size="11">',
             f'<rect x="0" y="0" width="{fmt(width)}" height="{fmt(height)}" fill="#ffffff"/>']
    for v in (span, 0.0, -span):
        parts.append(f'<line x1="{fmt(left)}" y1="{fmt(y(v))}" x2="{fmt(width - right)}" y2="{fmt(y(v))}" '
                     f'stroke="{"#999999" if v == 0 else "#e5e5e5"}" stroke-width="1"/>')
        parts.append(f'<text x="{fmt(left - 4)}" y="{fmt(y(v) + 4)}" text-anchor="end" fill="#666666">'
                     f'{"+" if v > 0 else ""}{fmt(v)}</text>')
    for i, line in enumerate(lines):
        parts.append(f'<text x="{fmt(left)}" y="{fmt(12 + 13 * i)}" fill="#222222">{escape(line)}</text>')
    last, dealt = escape(_("move {k}", k=n)), escape(_("dealt"))
    parts.append(f'<text x="{fmt(width - right)}" y="{fmt(height - 6)}" text-anchor="end" fill="#666666">'
                 f'{last}</text>')
    parts.append(f'<text x="{fmt(left)}" y="{fmt(height - 6)}" fill="#666666">{dealt}</text>')
    if current is not None and 0 <= current <= n:
        parts.append(f'<line x1="{fmt(x(current))}" y1="{fmt(top)}" x2="{fmt(x(current))}" '
                     f'y2="{fmt(height - bottom)}" stroke="#2e4d5c" stroke-width="1.5" stroke-dasharray="3,2"/>')
    points = " ".join(f"{fmt(x(k))},{fmt(y(v))}" for k, v in enumerate(evals) if v is not None)
    if points:
        parts.append(f'<polyline points="{points}" fill="none" stroke="#2e4d5c" stroke-width="1.5"/>')
    for k, row in enumerate(rows, start=1):
        mark, value = english(row.get("mark", "")), evals[k]
        if mark == "forced" or value is None:
            continue
        colour = MARK_COLOURS.get(mark, "#2e4d5c")
        radius = 5 if mark in ("mistake", "blunder") else 3
        title = escape(_("move {k}: player {p}, {move} ({mark})", k=row["move"], p=row["player"],
                         move=tr(row.get("played", "")), mark=tr(row.get("mark", ""))))
        parts.append(f'<circle data-mark="{mark}" cx="{fmt(x(k))}" cy="{fmt(y(value))}" r="{radius}" '
                     f'fill="{colour}" stroke="#ffffff" stroke-width="1"><title>{title}</title></circle>')
    parts.append("</svg>")
    return SVG("".join(parts))


def english(value: Any) -> str:
    """A review's text as its English (a mark, a move: what the code compares), whatever it prints as."""
    return value.english if isinstance(value, Msg) else str(value)


def _nice(v: float) -> float:
    """The smallest of 1, 2, 5 × a power of ten at or above ``v``."""
    step = 1.0
    while True:
        for m in (1, 2, 5):
            if m * step >= v:
                return m * step
        step *= 10


def _measured(value: Any) -> float | None:
    """A row's ``eval`` as a number, or ``None`` where nothing was measured (``None``, or NaN: a pandas
    table's ``to_dict`` gives that for a missing value)."""
    if value is None:
        return None
    value = float(value)
    return None if value != value else value
