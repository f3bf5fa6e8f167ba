"""The matplotlib backend: paint a :class:`~domino_lab.svg.Scene` on an axes (matplotlib is imported
only when a picture is painted)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import svg
from ..svg import Line, Scene, Text, TileSprite, half_centres, pip_positions

if TYPE_CHECKING:  # matplotlib is a third-party module, not part of domino_lab's import graph
    from matplotlib.axes import Axes

__all__ = ["paint"]


def paint(scene: Scene, ax: Axes | None = None, margin: float = 8.0) -> Axes:
    """Paint ``scene`` on ``ax`` (a new figure sized to the scene when ``ax`` is None); y grows
    downwards, as in the SVG. Returns the axes."""
    import matplotlib.pyplot as plt

    x0, y0, x1, y1 = scene.bounds(margin)
    if ax is None:
        w, h = x1 - x0, y1 - y0
        _, ax = plt.subplots(figsize=(min(12.0, max(2.0, w / 80)), min(12.0, max(1.0, h / 80))))
    for item in scene.items:
        if isinstance(item, TileSprite):
            _tile(ax, item)
        elif isinstance(item, Line):
            _line(ax, item)
        else:
            _text(ax, item)
    ax.set_xlim(x0, x1)
    ax.set_ylim(y1, y0)
    ax.set_aspect("equal")
    ax.set_axis_off()
    return ax


def _tile(ax: Any, item: TileSprite) -> None:
    from matplotlib.patches import Circle, FancyBboxPatch, Rectangle

    rx0, ry0, rx1, ry1 = item.rect
    inset = item.size * 0.04
    edge, lw = (svg.LAST, 2.5) if item.last else ((svg.PLAYABLE, 2.2) if item.playable else (svg.EDGE, 0.9))
    ax.add_patch(FancyBboxPatch((rx0 + inset, ry0 + inset), rx1 - rx0 - 2 * inset, ry1 - ry0 - 2 * inset,
                                boxstyle=f"round,pad=0,rounding_size={item.size * 0.12}",
                                facecolor=svg.BACK if item.face_down else svg.FACE, edgecolor=edge, linewidth=lw))
    if item.face_down:
        return
    h = item.size / 2
    for flag, (cx, cy) in zip((item.open_first, item.open_second), half_centres(item)):
        if flag:
            ax.add_patch(Rectangle((cx - h, cy - h), item.size, item.size, facecolor=svg.OPEN, alpha=0.22,
                                   edgecolor="none"))
    if item.horizontal:
        ax.plot([item.x, item.x], [ry0 + h * 0.2, ry1 - h * 0.2], color=svg.EDGE, linewidth=0.8)
    else:
        ax.plot([rx0 + h * 0.2, rx1 - h * 0.2], [item.y, item.y], color=svg.EDGE, linewidth=0.8)
    for value, (cx, cy) in zip((item.first, item.second), half_centres(item)):
        if value > 12:
            ax.text(cx, cy, str(value), ha="center", va="center", fontsize=item.size * 0.2)
            continue
        points, r = pip_positions(value, cx, cy, item.size, item.horizontal)
        for px, py in points:
            ax.add_patch(Circle((px, py), r, color=svg.PIP))


def _line(ax: Any, item: Line) -> None:
    ax.plot([item.x1, item.x2], [item.y1, item.y2], color=item.color, linestyle="--" if item.dashed else "-",
            linewidth=1)


def _text(ax: Any, item: Text) -> None:
    ax.text(item.x, item.y, item.text, ha={"start": "left", "middle": "center", "end": "right"}[item.anchor],
            va="baseline", fontsize=item.size * 0.6, color=item.color, fontweight="bold" if item.bold else "normal")
