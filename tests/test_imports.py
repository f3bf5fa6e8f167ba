"""The package's import graph has no cycles.

Every module of domino_lab is parsed with ``ast`` and every import statement that runs is read,
wherever it stands (at the top or inside a function): a lazy import is still a dependency. Imports
under ``if TYPE_CHECKING:`` never run; they name types for the annotations (a state's ``Game``, a
registry's return type) and are left out, as the type checker resolves such references itself.
``import a.b`` and ``from a.b import c`` depend on the module ``a.b.c`` when ``c`` is a module,
else on ``a.b`` (for a package, its ``__init__``). The parent packages Python runs on the
way are not counted: a package importing its submodules and a submodule importing a sibling is
fine, while a module importing a package ``__init__`` that imports it back is a cycle.
"""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

import domino_lab

ROOT = Path(domino_lab.__file__).resolve().parent

# Cycles that are still there, each as the set of modules it runs through (none: keep it so).
KNOWN: set[frozenset[str]] = set()


def module_names() -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its own name, for ``__init__``)."""
    names = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = ("domino_lab",) + path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names[".".join(parts)] = path
    return names


def _is_type_checking(node: ast.AST) -> bool:
    """``if TYPE_CHECKING:`` (or ``if typing.TYPE_CHECKING:``)."""
    if not isinstance(node, ast.If):
        return False
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of the package that module ``name`` imports."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = set()
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    typing_only = {id(n) for block in ast.walk(tree) if _is_type_checking(block) for stmt in block.body
                   for n in ast.walk(stmt)}
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                out.add(sub if sub in known else target)
    return {m for m in out if m in known and m != name}


def import_graph() -> nx.DiGraph:
    names = module_names()
    known = set(names)
    graph = nx.DiGraph()
    graph.add_nodes_from(names)
    for name, path in names.items():
        graph.add_edges_from((name, target) for target in imports_of(name, path, known))
    return graph


def test_the_graph_is_read_from_every_module():
    graph = import_graph()
    assert len(graph) >= 60
    # spot checks of how imports are read: absolute, relative, ``from . import module``, lazy
    assert graph.has_edge("domino_lab", "domino_lab.draw")  # from . import bots, draw, taxonomy
    assert graph.has_edge("domino_lab.draw.layouts", "domino_lab.table.geometry")  # from ..table.geometry import
    assert graph.has_edge("domino_lab.table.base", "domino_lab.table.geometry")  # from . import geometry
    assert graph.has_edge("domino_lab.graphs", "domino_lab.draw")  # inside a function: from .draw import ...
    assert not graph.has_edge("domino_lab.table.base", "domino_lab.table")
    assert not graph.has_edge("domino_lab.games.registry", "domino_lab.games.base")  # under TYPE_CHECKING


def test_the_models_do_not_import_the_views():
    graph = import_graph()
    models = [m for m in graph if m == "domino_lab.tiles" or m.startswith("domino_lab.table")]
    views = {m for m in graph if m.startswith(("domino_lab.draw", "domino_lab.widgets", "domino_lab.graphs"))}
    for model in models:
        reached = nx.descendants(graph, model)
        assert not reached & views, f"{model} imports {sorted(reached & views)}"
    # a leaf but for the language layer (its short text is worded), itself a leaf but for the errors
    assert nx.descendants(graph, "domino_lab.svg") <= {"domino_lab.i18n", "domino_lab.errors"}, "svg is a leaf"


def test_no_import_cycles_but_the_known_ones():
    graph = import_graph()
    cycles = [frozenset(c) for c in nx.strongly_connected_components(graph) if len(c) > 1]
    cycles += [frozenset({m}) for m in nx.nodes_with_selfloops(graph)]
    new = [sorted(c) for c in cycles if c not in KNOWN]
    assert not new, "import cycles: " + "; ".join(" <-> ".join(c) for c in new)
    gone = [sorted(c) for c in KNOWN if c not in cycles]
    assert not gone, f"no longer cycles, remove them from KNOWN: {gone}"


def test_no_module_is_over_600_lines():
    """Small modules: one concern each (the house rule; split a module by concern as it grows)."""
    long = {name: n for name, path in module_names().items()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > 600}
    assert not long, f"modules over 600 lines: {long}"
