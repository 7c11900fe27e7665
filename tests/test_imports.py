"""Import cycles among the oracle's modules may only go away, never come.

The import graph is read from the source (``ast``): every import of an ``oracle`` module is an edge,
at the top of a module or inside a function alike (an import put off until a call still ties the two
modules together), except under ``if TYPE_CHECKING``.  ``from package import module`` is an edge to
that module.  The modules that lie on a cycle today are listed below; a module that joins a cycle
fails the test, and so does one listed that no longer lies on any (strike it from the list).
A module's ``if __name__ == "__main__"`` block is left out too: what it runs as a command is no
part of the module another imports.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# the modules on an import cycle today, by strongly connected group; the list may only shrink
ON_CYCLES = {
    frozenset({"oracle.dsl.validate", "oracle.dsl.vocabulary"}),
    frozenset({"oracle.core.game", "oracle.core.registry"}),
    frozenset({"oracle.architects.docs", "oracle.architects.game"}),
    frozenset({"oracle.classic.docs", "oracle.classic.examples", "oracle.classic.game"}),
    frozenset({"oracle.duel.building", "oracle.duel.military", "oracle.duel.progress", "oracle.duel.science",
               "oracle.duel.structure", "oracle.duel.turn"}),
    frozenset({"oracle.duel", "oracle.duel.conformance", "oracle.duel.docs.examples", "oracle.duel.docs.faq",
               "oracle.duel.docs.site", "oracle.duel.game", "oracle.duel.playout", "oracle.duel.record",
               "oracle.duel.schema", "oracle.duel.serialize"}),
}


def modules(root: Path) -> dict[str, Path]:
    out = {}
    for path in sorted((root / "oracle").rglob("*.py")):
        name = path.relative_to(root).with_suffix("").as_posix().replace("/", ".")
        out[name.removesuffix(".__init__")] = path
    return out


def _runs_as_main(node: ast.If) -> bool:
    """Whether ``node`` is an ``if __name__ == "__main__":`` block."""
    test = node.test
    return (isinstance(test, ast.Compare) and isinstance(test.left, ast.Name) and test.left.id == "__name__"
            and [type(op) for op in test.ops] == [ast.Eq] and isinstance(test.comparators[0], ast.Constant)
            and test.comparators[0].value == "__main__")


def import_graph(root: Path) -> dict[str, set[str]]:
    """Module -> the oracle modules it imports (at any depth of its code, TYPE_CHECKING aside)."""
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
                   and ("TYPE_CHECKING" in ast.unparse(node.test) or _runs_as_main(node))
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


def test_no_module_joins_an_import_cycle_and_the_list_only_shrinks():
    found = cycles(import_graph(ROOT))
    allowed = set().union(*ON_CYCLES)
    joined = sorted(m for group in found for m in group if m not in allowed)
    assert joined == [], f"modules on a new import cycle: {joined}"
    on_cycles = set().union(*found)
    left = sorted(allowed - on_cycles)
    assert left == [], f"no longer on an import cycle, strike from ON_CYCLES: {left}"


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
    assert graph["oracle.e"] == set() and graph["oracle.f"] == {"oracle.e", "oracle.d"}
    assert cycles(graph) == {frozenset({"oracle.a", "oracle.b"})}
