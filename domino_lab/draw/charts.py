"""Figures without matplotlib: SVG pictures side by side, and a line chart (linear or log scale).

The browser site has no matplotlib offline, so a lesson that should run there draws its figures
with these (lesson 05: a row of set graphs, the growth of the line counts on a log scale). The
result is an :class:`~domino_lab.svg.SVG`, which Jupyter shows; the output is byte-for-byte
deterministic, as every drawing of the package.

>>> chart = line_chart_svg(["a", "b", "c"], [Series("squares", [1, 4, 9])])
>>> chart.startswith("<svg") and chart.count('class="point"') == 3
True
>>> both = grid_svg([chart, chart], titles=["left", "right"])
>>> both.count("<svg") == 3 and ">right</text>" in both
True
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from xml.sax.saxutils import escape

from ..i18n import _, number
from ..svg import SVG, fmt, text_width

__all__ = ["grid_svg", "line_chart_svg", "Series", "COLOURS"]

#: The colours of the series that name none, in order.
COLOURS = ("#2e86ab", "#d1495b", "#66a182", "#edae49", "#8d6a9f", "#6b4226")
GRID, AXIS, LABEL, TEXT = "#e5e5e5", "#555555", "#555555", "#222222"

_ROOT = re.compile(r"<svg\b[^>]*>")


def _attr(tag: str, name: str) -> str | None:
    found = re.search(rf'\s{name}="([^"]*)"', tag)
    return found.group(1) if found else None


def _placed(picture: str, x: float, y: float, scale: float) -> tuple[str, float, float]:
    """``picture`` (an SVG document) as an ``<svg>`` element at ``(x, y)``, its size times
    ``scale``; and that size."""
    root = _ROOT.search(picture)
    if root is None:
        raise ValueError(_("not an SVG document: no <svg> element"))
    tag = root.group(0)
    width, height = float(_attr(tag, "width") or 0), float(_attr(tag, "height") or 0)
    if width <= 0 or height <= 0:
        raise ValueError(_("an SVG picture to place needs its width and height"))
    view = _attr(tag, "viewBox") or f"0 0 {fmt(width)} {fmt(height)}"
    keep = re.sub(r'\s(width|height|viewBox|x|y)="[^"]*"', "", tag[4:-1].rstrip("/"))
    w, h = width * scale, height * scale
    opening = f'<svg x="{fmt(x)}" y="{fmt(y)}" width="{fmt(w)}" height="{fmt(h)}" viewBox="{view}"{keep}>'
    return opening + picture[root.end():], w, h


def grid_svg(pictures: Sequence[str], titles: Sequence[str] | None = None, columns: int | None = None,
             height: float | None = None, gap: float = 16) -> SVG:
    """Several SVG pictures in one, left to right in rows of ``columns`` (all in one row by
    default), each under its title (``titles``). ``height``: scale every picture to this height
    (by default each keeps its size). What ``plt.subplots`` gives, for pictures that are SVG.

    >>> a = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><rect width="9" height="9"/></svg>'
    >>> both = grid_svg([a, a], height=25, gap=10)
    >>> print(both.split(">")[0].split(" viewBox")[0])
    <svg xmlns="http://www.w3.org/2000/svg" width="110" height="25"
    >>> for tag in re.findall(r"<svg x=[^>]*", both):
    ...     print(tag.split(" viewBox")[0])
    <svg x="0" y="0" width="50" height="25"
    <svg x="60" y="0" width="50" height="25"
    """
    if not pictures:
        raise ValueError(_("grid_svg needs at least one picture"))
    if titles is not None and len(titles) != len(pictures):
        raise ValueError(_("{titles} titles for {pictures} pictures", titles=len(titles), pictures=len(pictures)))
    columns = columns or len(pictures)
    title_h = 22.0 if titles else 0.0
    parts: list[str] = []
    x = y = row_h = total_w = 0.0
    for k, picture in enumerate(pictures):
        if k and k % columns == 0:  # a new row
            x, y, row_h = 0.0, y + row_h + gap, 0.0
        root = _ROOT.search(picture)
        own_h = float(_attr(root.group(0), "height") or 0) if root else 0.0
        scale = height / own_h if height and own_h > 0 else 1.0
        element, w, h = _placed(picture, x, y + title_h, scale)
        if titles:
            parts.append(f'<text x="{fmt(x + w / 2)}" y="{fmt(y + 15)}" font-size="14" text-anchor="middle" '
                         f'fill="{TEXT}">{escape(titles[k])}</text>')
        parts.append(element)
        total_w = max(total_w, x + w)
        row_h = max(row_h, title_h + h)
        x += w + gap
    total_h = y + row_h
    return SVG(f'<svg xmlns="http://www.w3.org/2000/svg" width="{fmt(total_w)}" height="{fmt(total_h)}" '
               f'viewBox="0 0 {fmt(total_w)} {fmt(total_h)}" font-family="sans-serif">'
               f'<rect width="{fmt(total_w)}" height="{fmt(total_h)}" fill="#ffffff"/>' + "".join(parts) + "</svg>")


@dataclass(frozen=True)
class Series:
    """One line of a chart: its ``label`` (in the legend) and ``values`` (one per x position;
    ``None``, or on a log scale a value at or below zero, leaves a point out), drawn in ``colour``
    (by default the next of :data:`COLOURS`), ``dashed`` or not, with ``marker`` ``"circle"``,
    ``"square"`` or ``"none"`` at each point."""

    label: str
    values: Sequence[float | None]
    colour: str | None = None
    dashed: bool = False
    marker: str = "circle"


def _step(span: float, most: int) -> float:
    """The smallest of 1, 2, 2.5, 3, 5 × a power of ten that cuts ``span`` into at most ``most`` parts."""
    raw = span / most
    power = 10.0 ** math.floor(math.log10(raw)) if raw > 0 else 1.0
    for m in (1, 2, 2.5, 3, 5, 10):
        if m * power >= raw:
            return m * power
    return 10 * power  # pragma: no cover - the loop ends at 10


def _ticks(low: float, high: float, log: bool) -> list[float]:
    """Where the y axis is marked: on a log scale whole powers of ten (as exponents), at most 7."""
    if high <= low:
        low, high = (low - 1, high + 1) if not log else (math.floor(low), math.floor(low) + 1)
    step = _step(high - low, 6)
    if log:
        step = max(1.0, float(math.ceil(step)))
    first, last = math.floor(low / step + 1e-9), math.ceil(high / step - 1e-9)
    return [k * step for k in range(first, last + 1)]


def _tick_label(t: float, log: bool, x: float, y: float) -> str:
    if log:  # 10 with the exponent raised
        return (f'<text x="{fmt(x)}" y="{fmt(y)}" font-size="11" text-anchor="end" fill="{LABEL}">10'
                f'<tspan dy="-5" font-size="8">{t:.0f}</tspan></text>')
    text = number(t, ",.0f") if abs(t) >= 1000 or t == int(t) else f"{t:g}"
    return f'<text x="{fmt(x)}" y="{fmt(y)}" font-size="11" text-anchor="end" fill="{LABEL}">{text}</text>'


def _short(v: float) -> str:
    """A value in four figures (``7.959e+12``), an integer too big for a float too."""
    try:
        return f"{v:.4g}"
    except OverflowError:  # an int beyond 1e308
        digits = str(abs(int(v)))
        return f"{'-' if v < 0 else ''}{digits[0]}.{digits[1:4]}e+{len(digits) - 1}"


def _marker(kind: str, x: float, y: float, colour: str, tip: str | None = None) -> str:
    """A point's mark (``class="point"``, naming its value in ``tip``), or without ``tip`` the legend's."""
    cls, title = ("point", f"<title>{escape(tip)}</title>") if tip is not None else ("key", "")
    if kind == "square":
        return (f'<rect class="{cls}" x="{fmt(x - 4)}" y="{fmt(y - 4)}" width="8" height="8" fill="{colour}">'
                f"{title}</rect>")
    if kind == "none":
        return ""
    return f'<circle class="{cls}" cx="{fmt(x)}" cy="{fmt(y)}" r="4" fill="{colour}">{title}</circle>'


def line_chart_svg(x_labels: Sequence[str], series: Sequence[Series], log: bool = False,
                   y_label: str | None = None, title: str | None = None, width: float = 560,
                   height: float = 320) -> SVG:
    """A line chart as SVG: one x position per label of ``x_labels`` (evenly spaced), a line per
    :class:`Series`, the y axis linear or, with ``log=True``, logarithmic (marked at powers of
    ten, as ``semilogy`` does), a legend in the top left corner. Each point names its value when
    the mouse rests on it.

    >>> svg = line_chart_svg(["double-2", "double-4"], [Series("lines", [12, 126720])], log=True)
    >>> svg.count('class="point"'), "<tspan" in svg
    (2, True)
    """
    if not x_labels:
        raise ValueError(_("line_chart_svg needs at least one x position"))
    for s in series:
        if len(s.values) != len(x_labels):
            raise ValueError(_("series {label!r} has {values} values for {positions} x positions", label=s.label,
                                values=len(s.values), positions=len(x_labels)))

    def kept(v: float | None) -> float | None:
        if v is None or (log and v <= 0):
            return None
        return math.log10(v) if log else float(v)

    heights = [[kept(v) for v in s.values] for s in series]
    shown = [v for row in heights for v in row if v is not None] or [0.0, 1.0]
    ticks = _ticks(min(shown), max(shown), log)
    low, high = ticks[0], ticks[-1]
    left = 58.0 if y_label else 42.0
    right, top, bottom = 12.0, 30.0 if title else 12.0, 28.0
    inner_w, inner_h = width - left - right, height - top - bottom

    def px(k: int) -> float:
        return left + inner_w * (k + 0.5) / len(x_labels)

    def py(v: float) -> float:
        return top + inner_h * (1 - (v - low) / (high - low))

    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{fmt(width)}" height="{fmt(height)}" '
             f'viewBox="0 0 {fmt(width)} {fmt(height)}" font-family="sans-serif">',
             f'<rect width="{fmt(width)}" height="{fmt(height)}" fill="#ffffff"/>']
    if title:
        parts.append(f'<text x="{fmt(left + inner_w / 2)}" y="18" font-size="14" text-anchor="middle" '
                     f'fill="{TEXT}">{escape(title)}</text>')
    for t in ticks:
        parts.append(f'<line x1="{fmt(left)}" y1="{fmt(py(t))}" x2="{fmt(width - right)}" y2="{fmt(py(t))}" '
                     f'stroke="{GRID}" stroke-width="1"/>')
        parts.append(_tick_label(t, log, left - 5, py(t) + 4))
    for k, label in enumerate(x_labels):
        parts.append(f'<text x="{fmt(px(k))}" y="{fmt(height - bottom + 16)}" font-size="11" '
                     f'text-anchor="middle" fill="{LABEL}">{escape(label)}</text>')
    parts.append(f'<rect x="{fmt(left)}" y="{fmt(top)}" width="{fmt(inner_w)}" height="{fmt(inner_h)}" '
                 f'fill="none" stroke="{AXIS}" stroke-width="1"/>')
    if y_label:
        cy = top + inner_h / 2
        parts.append(f'<text x="14" y="{fmt(cy)}" font-size="12" text-anchor="middle" fill="{TEXT}" '
                     f'transform="rotate(-90 14 {fmt(cy)})">{escape(y_label)}</text>')
    legend: list[str] = []
    for i, (s, row) in enumerate(zip(series, heights)):
        colour = s.colour or COLOURS[i % len(COLOURS)]
        dash = ' stroke-dasharray="6 4"' if s.dashed else ""
        points = [(px(k), py(v)) for k, v in enumerate(row) if v is not None]
        if len(points) > 1:
            path = " ".join(f"{fmt(x)},{fmt(y)}" for x, y in points)
            parts.append(f'<polyline class="series" points="{path}" fill="none" stroke="{colour}" '
                         f'stroke-width="2"{dash}/>')
        for k, (v, at) in enumerate(zip(s.values, row)):
            if v is not None and at is not None:
                parts.append(_marker(s.marker, px(k), py(at), colour, f"{x_labels[k]}: {_short(v)}"))
        ly = top + 16 + 18 * i
        legend.append(f'<line x1="{fmt(left + 10)}" y1="{fmt(ly - 4)}" x2="{fmt(left + 34)}" y2="{fmt(ly - 4)}" '
                      f'stroke="{colour}" stroke-width="2"{dash}/>' + _marker(s.marker, left + 22, ly - 4, colour)
                      + f'<text x="{fmt(left + 40)}" y="{fmt(ly)}" font-size="12" fill="{TEXT}">'
                        f'{escape(s.label)}</text>')
    if legend:
        wide = max(text_width(s.label, 12) for s in series) + 46
        parts.append(f'<rect x="{fmt(left + 4)}" y="{fmt(top + 4)}" width="{fmt(wide)}" '
                     f'height="{fmt(18 * len(series) + 4)}" rx="3" fill="#ffffff" fill-opacity="0.85" '
                     f'stroke="{GRID}"/>')
        parts.extend(legend)
    parts.append("</svg>")
    return SVG("".join(parts))
