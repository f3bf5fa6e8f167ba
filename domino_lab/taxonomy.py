"""Seed 000's taxonomy of domino games (chapter 2, "Типы игры и принципы"), as data, a table and
a tree.

Three principles: *discard* (сбросные) — get rid of tiles into a pit, tiles can come back to
hands; *collecting* (наборные) — gather as many tiles or pips as you can, from the boneyard
(2.1) or from the table in tricks (2.2); *laying* (выкладные) — lay all your tiles on the table,
purely (3.1, by the form of the layout), counting points as you lay (3.2), or cutting (3.3).

Two levels of layout, kept apart:

- ``FORMS``, the book's: «3.1 Подтип - чисто выкладные наиболее наглядно различается по форме
  выкладки. Приблизительно можно выделить такие формы как цепь, крест, ряд, рамка, поле, лучи»
  ("subtype 3.1, pure laying, is told apart most plainly by the form of the layout: roughly, such
  forms as chain, cross, row, frame, field, rays"). The seeds describe games of the first two
  only (Ladder, Wagons, Fork and Milky Way are chains); ``GameInfo.form`` names it.
- ``LAYOUTS``, the package's own finer layouts (one-way, trains, parallel, fixed...), which tell
  apart how the games of one form grow: ``GameInfo.layout``. They are ours, not the book's.

Subtype 3.3 (выкладные отрубные, "cutting" laying games) is named by the book («Включает в себя
три подтипа - чисто выкладные, выкладные счетные и выкладные отрубные»: "it comprises three
subtypes: pure laying, counting laying and cutting laying") but the text stops before it is
described: its reading here ("the layout is cut and pieces change hands", Sausage) is ours.
"""

from __future__ import annotations

import html

from .games.registry import FORMS as FORM_IDS
from .games.registry import catalogue
from .i18n import _, language, msg, pgettext

__all__ = ["TYPES", "SUBTYPES", "FORMS", "LAYOUTS", "CatalogueTable", "catalogue_table", "taxonomy_graph",
           "draw_taxonomy"]

TYPES = {
    "discard": ("1", "Discard games", "Игры сбросные",
                msg("tiles leave the game into a pit; played tiles can return to hands")),
    "collecting": ("2", "Collecting games", "Игры наборные", msg("the winner gathers the most tiles or pips")),
    "laying": ("3", "Laying games", "Игры выкладные", msg("the winner lays all his tiles on the table")),
}

SUBTYPES = {
    "1": ("discard", "Discard", "Сбросные", msg("discard into the pit")),
    "2.1": ("collecting", "Pure collecting", "Чисто наборные", msg("draw from the boneyard")),
    "2.2": ("collecting", "Collecting from the table", "Наборные с кона", msg("win tiles in tricks")),
    "3.1": ("laying", "Pure laying", "Чисто выкладные", msg("by the form of the layout")),
    "3.2": ("laying", "Counting laying", "Выкладные счётные", msg("score from the open ends while laying")),
    "3.3": ("laying", "Cutting laying", "Выкладные отрубные",
            msg("named, not defined by the book; ours: the layout is cut and pieces change hands")),
}

#: The book's layout forms of pure laying games (seed 000), in its order: (English, Russian).
FORMS = dict(zip(FORM_IDS, [("chain", "цепь"), ("cross", "крест"), ("row", "ряд"), ("frame", "рамка"),
                            ("field", "поле"), ("rays", "лучи")]))

#: The package's finer layouts (ours, not the book's): what each means.
LAYOUTS = {
    "line": msg("a chain with two open ends"),
    "one-way": msg("a chain grown one way from the lead (Ladder)"),
    "trains": msg("a chain that uncouples into the players' own trains (Wagons)"),
    "parallel": msg("two half-chains side by side from one lead laid across (Fork, Sausage)"),
    "fixed": msg("the one chain the rules allow (Milky Way)"),
    "cross": msg("four arms from a double"),
    "house": msg("a line until a double closed on both sides opens two more arms (Telephone)"),
    "single": msg("one tile on the table at a time (Biryuk)"),
    "stack": msg("tiles side by side, a round at a time (Firewood)"),
    "draw": msg("no table: tiles drawn from the boneyard"),
    "tricks": msg("tricks won off the table"),
    "chests": msg("chests of four won off the table (Seven Dwarfs)"),
}

_SHORT = {"1": "1", "2.1": msg("2.1 boneyard"), "2.2": msg("2.2 tricks"), "3.1": msg("3.1 pure"),
          "3.2": msg("3.2 counting"), "3.3": msg("3.3 cutting (ours)")}


def layout_name(layout: str) -> str:
    """A package layout's name (``GameInfo.layout``) in the current language."""
    names = {"line": pgettext("layout", "line"), "one-way": pgettext("layout", "one-way"),
             "trains": pgettext("layout", "trains"), "parallel": pgettext("layout", "parallel"),
             "fixed": pgettext("layout", "fixed"), "cross": pgettext("layout", "cross"),
             "house": pgettext("layout", "house"), "single": pgettext("layout", "single"),
             "stack": pgettext("layout", "stack"), "draw": pgettext("layout", "draw"),
             "tricks": pgettext("layout", "tricks"), "chests": pgettext("layout", "chests")}
    return names.get(layout, layout)


class CatalogueTable(list):
    """The catalogue as rows, shown as an HTML table in a notebook and as text elsewhere: the
    book's form and the package's layout in two columns."""

    columns = ("id", "name", "name_ru", "subtype", "form (book)", "layout (ours)", "players", "seed")

    def _heads(self):
        """The columns' heads in the current language (English: ``columns``)."""
        if language() == "en":
            return self.columns
        return ("id", _("name"), _("name_ru"), _("subtype"), _("form (book)"), _("layout (ours)"), _("players"),
                _("seed"))

    def _cells(self, info):
        lo, hi = info.players
        players = f"{lo}" if lo == hi else f"{lo}–{hi}"
        if language() == "en":
            form = f"{info.form} ({FORMS[info.form][1]})" if info.form else "—"
            return (info.id, info.name, info.name_ru, info.subtype, form, info.layout, players, info.seed)
        form = f"{FORMS[info.form][1]} ({info.form})" if info.form else "—"
        return (info.id, info.name, info.name_ru, info.subtype, form, layout_name(info.layout), players, info.seed)

    def __str__(self):
        rows = [self._heads()] + [self._cells(i) for i in self]
        widths = [max(len(str(r[c])) for r in rows) for c in range(len(self.columns))]
        return "\n".join("  ".join(str(v).ljust(w) for v, w in zip(r, widths)).rstrip() for r in rows)

    def _repr_html_(self):
        head = "".join(f"<th>{html.escape(c)}</th>" for c in self._heads())
        body = "".join(
            "<tr>" + "".join(f"<td>{html.escape(str(v))}</td>" for v in self._cells(i)) + "</tr>" for i in self)
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def catalogue_table(family: str | None = None) -> CatalogueTable:
    """``dl.catalogue()`` as a table that shows itself in a notebook."""
    return CatalogueTable(catalogue(family))


def taxonomy_graph():
    """The taxonomy as a networkx tree: root -> types -> subtypes -> the book's forms (3.1, all six)
    -> the package's layouts (``kind="layout"``, ours) -> games. Every node has a ``level`` and a
    ``kind`` ("root", "type", "subtype", "form", "layout", "game")."""
    import networkx as nx

    g = nx.DiGraph()
    en = language() == "en"
    g.add_node("domino", label=_("Domino games"), level=0, kind="root")
    for family, (num, name, name_ru, _principle) in TYPES.items():
        g.add_node(family, label=f"{num}. {name if en else name_ru}", level=1, kind="type")
        g.add_edge("domino", family)
    for sub, (family, *_rest) in SUBTYPES.items():
        node = f"sub {sub}"
        g.add_node(node, label=str(_SHORT[sub]), level=2, kind="subtype")
        g.add_edge(family, node)
    for form, (name, name_ru) in FORMS.items():
        g.add_node(f"form {form}", label=f"{name} ({name_ru})" if en else name_ru, level=3, kind="form")
        g.add_edge("sub 3.1", f"form {form}")
    for info in catalogue():
        parent = f"sub {info.subtype}"
        if info.subtype == "3.1":
            parent = f"layout {info.form} {info.layout}"
            if parent not in g:
                g.add_node(parent, label=layout_name(info.layout), level=4, kind="layout")
                g.add_edge(f"form {info.form}", parent)
        g.add_node(info.id, label=info.name if en else info.name_ru, level=5, kind="game")
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
    """Draw the taxonomy tree with matplotlib; games are leaves, coloured by principle. The book's
    levels are drawn in solid lines; the package's layouts (ours) dashed, in grey italics."""
    import matplotlib.pyplot as plt
    import networkx as nx

    g = taxonomy_graph()
    pos = _tree_positions(g)
    if ax is None:
        _fig, ax = plt.subplots(figsize=(16, 9.5))
    colours = {"discard": "#c0504d", "collecting": "#4f81bd", "laying": "#9bbb59"}
    family_of = {}
    for fam in TYPES:
        for node in [fam, *nx.descendants(g, fam)]:
            family_of[node] = fam
    for u, v in g.edges:
        (x0, y0), (x1, y1) = pos[u], pos[v]
        ours = "layout" in (g.nodes[u]["kind"], g.nodes[v]["kind"])
        ax.plot([x0, x1], [y0, y1], color="#999999", lw=0.8, ls="--" if ours else "-", zorder=1)
    for node, (x, y) in pos.items():
        data = g.nodes[node]
        kind = data["kind"]
        colour = colours.get(family_of.get(node, ""), "#444444")
        if kind == "game":
            ax.scatter([x], [y], s=30, color=colour, zorder=2)
            ax.text(x, y - 0.12, data["label"], rotation=90, ha="center", va="top", fontsize=12, color=colour)
        elif kind == "layout":
            ax.scatter([x], [y], s=25, color="white", edgecolors="#777777", zorder=2)
            size = 12 if len(data["label"]) <= 10 else 10  # (a longer name, as Russian ones are, stays below its form)
            ax.text(x, y + 0.1, data["label"], rotation=90, ha="center", va="bottom", fontsize=size,
                    style="italic", color="#666666")
        else:
            empty = kind == "form" and not list(g.successors(node))  # a form no game of the seeds has
            ax.scatter([x], [y], s=60, color="white" if empty else colour, edgecolors=colour, zorder=2)
            level = data["level"]
            if level < 3:  # above the node, centred, on two lines: the neighbours' names do not meet
                label = data["label"]
                if level > 0 and len(label) > 10 and " " in label:
                    cut = min((i for i, c in enumerate(label) if c == " "), key=lambda i: abs(i - len(label) / 2))
                    label = label[:cut] + "\n" + label[cut + 1:]
                ax.text(x, y + 0.15, label, ha="center", va="bottom", fontsize=14 if level < 2 else 13,
                        fontweight="bold" if level < 2 else "normal", linespacing=1.0)
            elif not empty:  # a form with layouts below it: its name to its left
                ax.text(x - 0.2, y + 0.05, data["label"], ha="right", va="bottom", fontsize=12)
            else:  # the forms no game has stand close together: their names upright, below them
                ax.text(x + 0.12, y - 0.12, data["label"], rotation=90, ha="left", va="top", fontsize=12)
    ax.text(0, -8.3, _("solid: the book's taxonomy (seed 000: types, subtypes, the forms of 3.1; a hollow form has "
                       "no game in the seeds);\ndashed, grey italics: the package's finer layouts (ours)"),
            fontsize=13, color="#555555", va="top")
    ax.set_ylim(-9.0, 0.5)
    ax.axis("off")
    return ax
