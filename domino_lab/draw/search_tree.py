"""A search tree drawn: the top of an ISMCTS tree (``domino_lab.search``) on a matplotlib axes.

The tree is read duck-typed, as the rest of ``draw`` reads a deal: ``tree.root`` and, on every
node, ``children`` (a dict), ``player``, ``move``, ``visits`` and ``mean``; ``tree.player`` and
``tree.sides`` colour the nodes by side.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # matplotlib is a third-party module, not part of domino_lab's import graph
    from matplotlib.axes import Axes

__all__ = ["draw_search_tree"]

MINE, THEIRS, ROOT = "tab:blue", "tab:orange", "grey"


def draw_search_tree(tree: Any, ax: Axes | None = None, depth: int = 4, least: int = 8) -> Axes:
    """The top ``depth`` levels of ``tree``: a box per node walked through at least ``least``
    times, saying who moved, the move, its visits and their mean outcome for the mover's side.
    Blue: the side of the player who searched; orange: the others. Leaves are spread evenly and
    each parent stands above the middle of its children. Returns the axes (a new figure when
    ``ax`` is None)."""
    import matplotlib.pyplot as plt

    if ax is None:  # about 1.3 inches a leaf, so that the boxes' text (11 pt) stands apart
        leaves = _leaves(tree.root, 0, depth, least)
        _, ax = plt.subplots(figsize=(min(15.0, max(8.0, 1.3 * leaves)), 1.2 + depth * 1.0))
    sides = getattr(tree, "sides", None) or ((tree.player,),)
    own = next((s for s in sides if tree.player in s), (tree.player,))
    next_leaf = [0]

    def place(node: Any, level: int) -> float:
        kids = [c for c in node.children.values() if c.visits >= least] if level < depth else []
        xs = [place(kid, level + 1) for kid in kids]
        x = sum(xs) / len(xs) if xs else float(next_leaf[0])
        next_leaf[0] += not xs
        for kid_x in xs:
            ax.plot([x, kid_x], [-level, -level - 1], color="lightgrey", zorder=0)
        if node.move is None:
            text, edge = "root", ROOT
        else:
            text = f"{node.player}: {node.move}\n{node.visits}×, {node.mean:+.2f}"
            edge = MINE if node.player in own else THEIRS
        ax.text(x, -level, text, ha="center", va="center", fontsize=11,
                bbox={"boxstyle": "round", "fc": "white", "ec": edge})
        return x

    place(tree.root, 0)
    ax.set_xlim(-0.6, next_leaf[0] - 0.4)
    ax.set_ylim(-depth - 0.5, 0.5)
    ax.set_axis_off()
    return ax


def _leaves(node: Any, level: int, depth: int, least: int) -> int:
    """How many leaves ``draw_search_tree`` spreads out below ``node``."""
    kids = [c for c in node.children.values() if c.visits >= least] if level < depth else []
    return sum(_leaves(kid, level + 1, depth, least) for kid in kids) if kids else 1
