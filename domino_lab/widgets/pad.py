"""``TilePad``: the part of a board a person clicks — the table and his hand in one drawing.

A small anywidget (an ES module and a style sheet shipped in ``widgets/static``, no build step):
Python draws everything (the table picture, each hand tile) and says what may be clicked; the
browser only shows it and reports clicks. A click is a dict the browser writes into the ``click``
trait — ``{"kind": "tile" | "choice" | "action" | "cancel" | "reveal" | "step", "tile": "2-5",
"index": 0, "by": -1, "version": 17}`` — carrying the ``version`` of the position it was made on, so a
board can ignore a click made on a position that has since changed. Tests click by writing the
same dict (``pad.click = {...}``), as ``button.click()`` is used for stock controls.

Why anywidget: clicking a tile's picture is what stock ipywidgets cannot do; anywidget is a
well-kept library (used by many widget packages) that runs a plain ES module in JupyterLab,
Notebook 7, Voilà and VS Code without a JavaScript build step or a separate lab extension of ours.
"""

from __future__ import annotations

from pathlib import Path

import anywidget
import traitlets as t

STATIC = Path(__file__).parent / "static"

__all__ = ["TilePad"]


class TilePad(anywidget.AnyWidget):
    """The clickable drawing: ``table_svg`` (the table and what else the person may see),
    ``hand`` (his tiles: ``{"tile", "svg", "playable", "label"}`` each, ``label`` what a screen
    reader says), ``choices`` (where a tile that
    fits several places may go: ``{"label", "rect"}``, ``rect`` a box in ``table_svg``'s units
    or ``None``), ``actions`` (the labels of his other legal moves), ``cover`` (a hot-seat screen
    hiding everything: its text, ``""`` for none), ``active`` (whether he may move now),
    ``table_label`` (the table in words, for a screen reader), ``position_text`` (what "copy
    position" copies), ``scale`` (text and buttons, 1 at the default tile size) and ``answered``
    (goes up each time Python has handled a click, changed or not: the browser stops showing the
    pad as busy)."""

    _esm = STATIC / "pad.js"
    _css = STATIC / "pad.css"

    table_svg = t.Unicode("").tag(sync=True)
    hand_label = t.Unicode("").tag(sync=True)
    hand = t.List(t.Dict()).tag(sync=True)
    prompt = t.Unicode("").tag(sync=True)
    choosing = t.Unicode("").tag(sync=True)
    choices = t.List(t.Dict()).tag(sync=True)
    actions_label = t.Unicode("").tag(sync=True)
    actions = t.List(t.Unicode()).tag(sync=True)
    cover = t.Unicode("").tag(sync=True)
    cover_button = t.Unicode("").tag(sync=True)
    active = t.Bool(False).tag(sync=True)
    version = t.Int(0).tag(sync=True)
    click = t.Dict().tag(sync=True)
    answered = t.Int(0).tag(sync=True)
    table_label = t.Unicode("").tag(sync=True)
    position_text = t.Unicode("").tag(sync=True)
    copy_label = t.Unicode("copy position").tag(sync=True)
    scale = t.Float(1.0).tag(sync=True)

    def __repr__(self) -> str:
        return f"<TilePad: {len(self.hand)} tiles in hand>"
