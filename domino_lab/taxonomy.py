"""Seed 000's taxonomy of domino games (chapter 2, "Типы игры и принципы"), as data, a table and
a tree.

Three principles: *discard* (сбросные) — get rid of tiles into a pit, tiles can come back to
hands; *collecting* (наборные) — gather as many tiles or pips as you can, from the boneyard
(2.1) or from the table in tricks (2.2); *laying* (выкладные) — lay all your tiles on the table,
purely (3.1, by the form of the layout), counting points as you lay (3.2), or cutting the layout
so pieces change hands (3.3).
"""

from __future__ import annotations

import html

from .games.registry import catalogue

__all__ = ["TYPES", "SUBTYPES", "CatalogueTable", "catalogue_table", "taxonomy_graph", "draw_taxonomy"]

TYPES = {
    "discard": ("1", "Discard games", "Игры сбросные",
                "tiles leave the game into a pit; played tiles can return to hands"),
    "collecting": ("2", "Collecting games", "Игры наборные", "the winner gathers the most tiles or pips"),
    "laying": ("3", "Laying games", "Игры выкладные", "the winner lays all his tiles on the table"),
}

SUBTYPES = {
    "1": ("discard", "Discard", "Сбросные", "discard into the pit"),
    "2.1": ("collecting", "Pure collecting", "Чисто наборные", "draw from the boneyard"),
    "2.2": ("collecting", "Collecting from the table", "Наборные с кона", "win tiles in tricks"),
    "3.1": ("laying", "Pure laying", "Чисто выкладные", "by the form of the layout"),
    "3.2": ("laying", "Counting laying", "Выкладные счётные", "score from the open ends while laying"),
    "3.3": ("laying", "Cutting laying", "Выкладные отрубные", "the layout is cut and changes hands"),
}


_SHORT = {"1": "1", "2.1": "2.1 boneyard", "2.2": "2.2 tricks", "3.1": "3.1 pure",
          "3.2": "3.2 counting", "3.3": "3.3 cutting"}


class CatalogueTable(list):
    """The catalogue as rows, shown as an HTML table in a notebook and as text elsewhere."""

    columns = ("id", "name", "name_ru", "subtype", "form", "players", "seed")

    def _cells(self, info):
        lo, hi = info.players
        players = f"{lo}" if lo == hi else f"{lo}–{hi}"
        return (info.id, info.name, info.name_ru, info.subtype, info.form, players, info.seed)

    def __str__(self):
        rows = [self.columns] + [self._cells(i) for i in self]
        widths = [max(len(str(r[c])) for r in rows) for c in range(len(self.columns))]
        return "\n".join("  ".join(str(v).ljust(w) for v, w in zip(r, widths)).rstrip() for r in rows)

    def _repr_html_(self):
        head = "".join(f"<th>{c}</th>" for c in self.columns)
        body = "".join(
            "<tr>" + "".join(f"<td>{html.escape(str(v))}</td>" for v in self._cells(i)) + "</tr>" for i in self)
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def catalogue_table(family: str | None = None) -> CatalogueTable:
    """``dl.catalogue()`` as a table that shows itself in a notebook."""
    return CatalogueTable(catalogue(family))


def taxonomy_graph():
    """The taxonomy as a networkx tree: root -> types -> subtypes -> layout forms (3.1) -> games."""
    import networkx as nx

    g = nx.DiGraph()
    g.add_node("domino", label="Domino games", level=0)
    for family, (num, name, _, _) in TYPES.items():
        g.add_node(family, label=f"{num}. {name}", level=1)
        g.add_edge("domino", family)
    for sub, (family, _, _, _) in SUBTYPES.items():
        node = f"sub {sub}"
        g.add_node(node, label=_SHORT[sub], level=2)
        g.add_edge(family, node)
    for info in catalogue():
        parent = f"sub {info.subtype}"
        if info.subtype == "3.1":
            parent = f"form {info.form}"
            if parent not in g:
                g.add_node(parent, label=info.form, level=3)
                g.add_edge("sub 3.1", parent)
        g.add_node(info.id, label=info.name, level=4)
        g.add_edge(parent, info.id)
    return g


def _tree_positions(g, root="domino"):
    """Leaves spread evenly left to right, parents centred over their children (a tidy tree)."""
    pos, next_x = {}, [0.0]

    def place(node):
        kids = list(g.successors(node))
        if not kids:
            x = next_x[0]
            next_x[0] += 1
        else:
            xs = [place(k) for k in kids]
            x = (xs[0] + xs[-1]) / 2
        pos[node] = (x, -g.nodes[node]["level"])
        return x

    place(root)
    return pos


def draw_taxonomy(ax=None):
    """Draw the taxonomy tree with matplotlib; games are leaves, coloured by principle."""
    import matplotlib.pyplot as plt

    g = taxonomy_graph()
    pos = _tree_positions(g)
    if ax is None:
        _, ax = plt.subplots(figsize=(15, 6))
    colours = {"discard": "#c0504d", "collecting": "#4f81bd", "laying": "#9bbb59"}
    family_of = {}
    for fam in TYPES:
        for node in [fam, *__import__("networkx").descendants(g, fam)]:
            family_of[node] = fam
    for u, v in g.edges:
        (x0, y0), (x1, y1) = pos[u], pos[v]
        ax.plot([x0, x1], [y0, y1], color="#999999", lw=0.8, zorder=1)
    for node, (x, y) in pos.items():
        data = g.nodes[node]
        leaf = data["level"] == 4
        colour = colours.get(family_of.get(node), "#444444")
        ax.scatter([x], [y], s=30 if leaf else 60, color=colour, zorder=2)
        if leaf:
            ax.text(x, y - 0.12, data["label"], rotation=90, ha="center", va="top", fontsize=7, color=colour)
        else:
            level = data["level"]
            ax.text(x + 0.15, y + 0.08, data["label"], rotation=0 if level < 3 else 35, ha="left", va="bottom",
                    fontsize=9 if level < 2 else 8, fontweight="bold" if level < 2 else "normal")
    ax.set_ylim(-6.6, 0.5)
    ax.axis("off")
    return ax
