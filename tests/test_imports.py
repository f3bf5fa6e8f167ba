"""The package's import graph has no cycles: no module imports a module that imports it back.

Every module of domino_lab is parsed with ``ast`` and every import in it is read, wherever it
stands: at the top, inside a function (a lazy import is still a dependency), or under
``if TYPE_CHECKING:`` (an annotation that names a class of an upper layer ties the layers as
much as a run-time import does; a lower layer declares what it needs as a ``Protocol``
instead). An ``importlib.import_module`` call whose argument is a literal (or an f-string of
literals and ``__name__``) counts too. ``import a.b`` and ``from a.b import c`` depend on the
module ``a.b.c`` when ``c`` is a module, else on ``a.b`` (for a package, its ``__init__``). The
parent packages Python runs on the way are not counted: a package importing its submodules and a
submodule importing a sibling is fine, while a module importing a package ``__init__`` that
imports it back is a cycle. The layers the package keeps are written down in
``docs/architecture.md``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

import domino_lab

ROOT = Path(domino_lab.__file__).resolve().parent

# The layers, bottom to top (docs/architecture.md): a module imports modules of its own layer and of
# the layers below, never of one above. Each layer is a list of module prefixes (the longest prefix that
# matches a module places it); a module no layer names is in the top one (the package itself, the
# widgets, the designer, the lessons, the tools).
LAYERS = [
    ("foundation", ("errors", "i18n", "svg", "tiles", "moves", "seeds", "streams", "options", "table", "draw",
                    "euler")),
    ("engine", ("games.info", "games.outcome", "games.chance", "games.notation", "games.overrides",
                "games.observation", "games.state", "games.game", "games.registry", "games.base", "games.scoring",
                "rulecard")),
    # the families of games (and the package that imports them all): their rules, which know nothing of how
    # they are played (no family imports the driver, the bots or the match)
    ("games", ("games",)),
    ("play", ("driver", "policies", "search", "bots", "match", "sim")),
    ("analysis", ("analysis",)),
]


def module_names() -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its own name, for ``__init__``)."""
    names = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = ("domino_lab",) + path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names[".".join(parts)] = path
    return names


def _literal_module(node: ast.expr, name: str, package: str) -> str | None:
    """The module a call's first argument names: a literal string, or an f-string of literals and
    ``__name__`` / ``__package__`` (read as this module's own name, its package)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        parts = []
        for value in node.values:
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                parts.append(value.value)
            elif isinstance(value, ast.FormattedValue) and isinstance(value.value, ast.Name) and \
                    value.value.id in ("__name__", "__package__"):
                parts.append(name if value.value.id == "__name__" else package)
            else:
                return None
        return "".join(parts)
    return None


def _is_import_module(node: ast.AST) -> bool:
    """A call of ``importlib.import_module(...)`` or of ``import_module(...)``."""
    if not isinstance(node, ast.Call) or not node.args:
        return False
    func = node.func
    return (isinstance(func, ast.Attribute) and func.attr == "import_module") or (
        isinstance(func, ast.Name) and func.id == "import_module")


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of the package that module ``name`` imports, by any import statement anywhere
    in it (at the top, inside a function, under ``if TYPE_CHECKING:``) or by an
    ``importlib.import_module`` call whose argument is a literal."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = set()
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    for node in ast.walk(tree):
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
        elif _is_import_module(node):
            assert isinstance(node, ast.Call)
            module = _literal_module(node.args[0], name, package)
            if module is not None:
                out.add(module)
    return out & known  # a module importing itself keeps its own name: a self-loop, a cycle too


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
    assert graph.has_edge("domino_lab.policies", "domino_lab.moves")  # under TYPE_CHECKING
    assert graph.has_edge("domino_lab", "domino_lab.widgets")  # importlib.import_module(f"{__name__}.widgets")
    assert graph.has_edge("domino_lab.lessons.l00", "domino_lab.lessons")  # from . import Exercise (a name)


def test_every_kind_of_import_is_read(tmp_path):
    """The reader on a made-up module: each kind of import it must count, and a self-import."""
    (tmp_path / "m.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "import importlib\n"
        "from . import a, b\n"  # submodules of the package
        "from .c import thing\n"
        "import domino_lab.d\n"
        "if TYPE_CHECKING:\n"
        "    from .e import Type\n"
        "def later():\n"
        "    from .f import g\n"
        "    importlib.import_module('domino_lab.h')\n"
        "    importlib.import_module(f'{__package__}.i')\n"
        "    importlib.import_module(f'{__name__}_not_literal{later}')\n"
        "    from . import m\n", encoding="utf-8")
    known = {f"domino_lab.{x}" for x in "abcdefhim"} | {"domino_lab"}
    found = imports_of("domino_lab.m", tmp_path / "m.py", known)
    assert found == {f"domino_lab.{x}" for x in "abcdefhim"}  # m itself: a self-import, a cycle


def test_the_models_do_not_import_the_views():
    graph = import_graph()
    models = [m for m in graph if m == "domino_lab.tiles" or m.startswith("domino_lab.table")]
    views = {m for m in graph if m.startswith(("domino_lab.draw", "domino_lab.widgets", "domino_lab.graphs"))}
    for model in models:
        reached = nx.descendants(graph, model)
        assert not reached & views, f"{model} imports {sorted(reached & views)}"
    # a leaf but for the language layer (its short text is worded), itself a leaf but for the errors
    assert nx.descendants(graph, "domino_lab.svg") <= {"domino_lab.i18n", "domino_lab.errors"}, "svg is a leaf"


def test_no_import_cycles():
    """No module imports a module that imports it back, at run time or for type checking."""
    graph = import_graph()
    cycles = [sorted(c) for c in nx.strongly_connected_components(graph) if len(c) > 1]
    cycles += [[m] for m in nx.nodes_with_selfloops(graph)]
    assert not cycles, "import cycles: " + "; ".join(" <-> ".join(c) for c in cycles)


def layer_of(module: str) -> int:
    """The index of ``module``'s layer in ``LAYERS`` (``len(LAYERS)`` for the top one)."""
    name = module.removeprefix("domino_lab.")
    best, index = "", len(LAYERS)
    for i, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if (name == prefix or name.startswith(prefix + ".")) and len(prefix) > len(best):
                best, index = prefix, i
    return index


def test_no_layer_imports_one_above_it():
    graph = import_graph()
    assert layer_of("domino_lab.games.base") == 1 and layer_of("domino_lab.games.chain.kernel") == 2
    assert layer_of("domino_lab.table.base") == 0 and layer_of("domino_lab.widgets.board") == len(LAYERS)
    names = [name for name, _ in LAYERS] + ["top"]
    upward = sorted(f"{a} ({names[layer_of(a)]}) imports {b} ({names[layer_of(b)]})"
                    for a, b in graph.edges() if layer_of(b) > layer_of(a))
    assert not upward, "imports of an upper layer: " + "; ".join(upward)
    # within the engine, each module imports only those listed before it (the contract's own order)
    engine = [f"domino_lab.{m}" for m in LAYERS[1][1]]
    later = sorted(f"{a} imports {b}" for a, b in graph.edges()
                   if a in engine and b in engine and engine.index(b) > engine.index(a))
    assert not later, "the engine's modules out of order: " + "; ".join(later)


def test_no_module_is_over_600_lines():
    """Small modules: one concern each (the house rule; split a module by concern as it grows)."""
    long = {name: n for name, path in module_names().items()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > 600}
    assert not long, f"modules over 600 lines: {long}"


def test_the_catalogue_lists_the_chain_games_in_the_order_their_package_imports_them():
    # the order is the import order (games/chain/__init__.py); a path module imported before the games once
    # imported Fork first, which renamed the designer's parts (dl.mechanics names a part by its first game)
    import re

    import domino_lab as dl
    from domino_lab.games import catalogue

    source = (Path(dl.__file__).parent / "games" / "chain" / "__init__.py").read_text(encoding="utf-8")
    listed = re.search(r"from \. import \(  # noqa[^\n]*\n(.*?)\)", source, re.S).group(1).replace("\n", "").split(",")
    listed = [name.strip() for name in listed if name.strip()]
    chain = [g.id for g in catalogue("laying") if g.id in listed]
    assert sorted(chain, key=listed.index) == chain
