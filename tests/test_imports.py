"""No import cycles among the oracle's modules, and the lowest layers import nothing above them.

The import graph is read from the source (``ast``): every import of an ``oracle`` module is an edge,
at the top of a module or inside a function alike (an import put off until a call still ties the two
modules together), except under ``if TYPE_CHECKING``.  ``from package import module`` is an edge to
that module.  A group of modules that import each other, directly or through others, fails the
test: each module of a game package stands below its declaration (``game.py``), the conformance kit's
and the docs' modules below the commands that use them.
A module's ``if __name__ == "__main__"`` block counts like the rest of it: a module that is also a
command imports what its command needs.  Imports made for the type checker alone are a second,
stricter graph (:func:`import_graph` with ``type_only``), with no circle either: a module below a
game's declaration knows the game by a protocol (Duel's :mod:`oracle.duel.played`), not by its class.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent



def modules(root: Path) -> dict[str, Path]:
    out = {}
    for path in sorted((root / "oracle").rglob("*.py")):
        name = path.relative_to(root).with_suffix("").as_posix().replace("/", ".")
        out[name.removesuffix(".__init__")] = path
    return out


def import_graph(root: Path, type_only: bool = False) -> dict[str, set[str]]:
    """Module -> the oracle modules it imports (at any depth of its code; under ``if TYPE_CHECKING``
    too with ``type_only``)."""
    found = modules(root)
    graph: dict[str, set[str]] = defaultdict(set)

    def resolve(target: str, names: list[str]) -> list[str]:
        subs = [f"{target}.{n}" for n in names if f"{target}.{n}" in found]
        if subs and len(subs) == len(names):
            return subs
        while target and target not in found:
            target = target.rpartition(".")[0]
        return [*subs, target] if target else subs

    for name, path in found.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skipped = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If)
                   and "TYPE_CHECKING" in ast.unparse(node.test) and not type_only
                   for statement in node.body for n in ast.walk(statement)}
        package = path.name == "__init__.py"
        for node in ast.walk(tree):
            if id(node) in skipped:
                continue
            if isinstance(node, ast.Import):
                targets = [t for a in node.names if a.name.startswith("oracle") for t in resolve(a.name, [])]
            elif isinstance(node, ast.ImportFrom):
                base = name.split(".") if package else name.split(".")[:-1]
                module = ".".join([*base[:len(base) - node.level + 1], *([node.module] if node.module else [])]) \
                    if node.level else node.module or ""
                targets = resolve(module, [a.name for a in node.names]) if module.startswith("oracle") else []
            else:
                continue
            graph[name] |= {t for t in targets if t != name}
    return graph


def cycles(graph: dict[str, set[str]]) -> set[frozenset[str]]:
    """The groups of modules that import each other, directly or not (Tarjan's components of more
    than one module)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: set[frozenset[str]] = set()

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.add(frozenset(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_modules_import_each_other():
    assert sorted(sorted(group) for group in cycles(import_graph(ROOT))) == []


def test_imports_for_the_type_checker_close_no_circle_either():
    assert sorted(sorted(group) for group in cycles(import_graph(ROOT, type_only=True))) == []


# what the lowest layers may import: the leaves nothing of the oracle but each other, the effect
# language nothing above itself (the core, the games, the kit and the docs all stand on it)
BELOW = {
    "oracle.errors": set(),
    "oracle.text": set(),
    "oracle.files": {"oracle.errors", "oracle.text"},
    "oracle.dsl": {"oracle.dsl", "oracle.errors", "oracle.text", "oracle.files", "oracle.resources"},
    "oracle.resources": {"oracle.errors", "oracle.text"},
}


def _layer(module: str) -> str:
    return next((layer for layer in BELOW if module == layer or module.startswith(layer + ".")), "")


GAMES = ("oracle.duel", "oracle.classic", "oracle.architects")


def test_no_module_of_a_game_imports_its_package_namespace():
    """A game's package re-exports its public names for users; its own modules import the module that
    defines a name, so that the package's ``__init__`` stays the top of the package."""
    graph = import_graph(ROOT)
    through = sorted(f"{module} -> {package}" for package in GAMES for module, targets in graph.items()
                     if module.startswith(package + ".") and package in targets)
    assert through == []


def test_the_effect_language_and_the_leaves_import_nothing_above_them():
    graph = import_graph(ROOT)
    upward = sorted(f"{module} -> {target}" for module, targets in graph.items() if _layer(module)
                    for target in targets if _layer(target) not in BELOW[_layer(module)])
    assert upward == []


def test_the_check_sees_a_cycle_through_an_import_inside_a_function(tmp_path):
    pkg = tmp_path / "oracle"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from oracle import b\n")
    (pkg / "b.py").write_text("def f():\n    from oracle.a import x\n")
    (pkg / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from oracle import a\n")
    (pkg / "d.py").write_text("from . import c\n")
    (pkg / "e.py").write_text("if __name__ == '__main__':\n    from oracle.f import main\n")
    (pkg / "f.py").write_text("from oracle import e\nif __name__ != '__main__':\n    from oracle import d\n")
    graph = import_graph(tmp_path)
    assert graph["oracle.a"] == {"oracle.b"} and graph["oracle.b"] == {"oracle.a"}
    assert graph["oracle.c"] == set() and graph["oracle.d"] == {"oracle.c"}
    assert graph["oracle.e"] == {"oracle.f"} and graph["oracle.f"] == {"oracle.e", "oracle.d"}
    assert cycles(graph) == {frozenset({"oracle.a", "oracle.b"}), frozenset({"oracle.e", "oracle.f"})}
    assert import_graph(tmp_path, type_only=True)["oracle.c"] == {"oracle.a"}
