"""The layers of the house: nothing outside a game's own package and spec names that game except
through the registry, and no game reaches into another.

Everything above the engines — the core, the command line, the adapter, the conformance kit, the
docs generator, the benchmarks — reaches a game by name through ``oracle.load_game``.  This test
reads every module's imports (and its string literals naming a game's package) and fails on one
that reaches into ``oracle.duel`` from outside it.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME_PACKAGES = ("oracle.duel", "oracle.classic", "oracle.architects")
# where a game may be named by its import path: the catalogue's table of the package's own games,
# and the benchmark child's reading of checkouts older than the core (measured side by side)
ALLOWED = {"oracle/core/catalog.py", "benchmarks/child.py"}


def _modules() -> list[Path]:
    return sorted((ROOT / "oracle").rglob("*.py")) + sorted((ROOT / "benchmarks").glob("*.py"))


def _reaches(path: Path, own: str = "") -> list[str]:
    """The game packages other than ``own`` that the module at ``path`` imports."""
    others = tuple(g for g in GAME_PACKAGES if g != own)
    names = {g.rpartition(".")[2] for g in others}
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names if alias.name.startswith(others)] if others else []
        elif isinstance(node, ast.ImportFrom) and node.module and (
                (others and node.module.startswith(others))
                or (node.module == "oracle" and any(alias.name in names for alias in node.names))):
            found.append(node.module)
    return found


def _own(where: str) -> str:
    """The game package a module belongs to ('' for the core and everything above the games)."""
    return next((g for g in GAME_PACKAGES if where.startswith(g.replace(".", "/") + "/")), "")


def test_no_module_outside_a_game_imports_it():
    offending = {}
    for path in _modules():
        where = path.relative_to(ROOT).as_posix()
        if where in ALLOWED:
            continue
        reached = _reaches(path, _own(where))
        if reached:
            offending[where] = reached
    assert offending == {}


def test_the_check_sees_an_import_when_there_is_one(tmp_path):
    module = tmp_path / "m.py"
    module.write_text("from oracle.duel.state import State\nimport oracle.duel.game\nfrom oracle import duel\n")
    assert _reaches(module) == ["oracle.duel.state", "oracle.duel.game", "oracle"]
    assert _reaches(module, own="oracle.duel") == []
    assert _reaches(module, own="oracle.architects") == ["oracle.duel.state", "oracle.duel.game", "oracle"]


# the modules every game package holds (docs/design/package.md)
ROOMS = ("__init__", "game", "spec", "ruleset", "state", "setup", "legal", "turn", "decisions", "rules.__init__",
         "scoring", "events", "view", "picture", "invariants", "playout", "record", "schema", "conformance.__init__",
         "conformance.blame", "conformance.generate", "conformance.policies", "docs.__init__", "docs.site",
         "docs.examples", "docs.faq")


def test_every_game_package_has_the_same_rooms():
    missing = {package: [room for room in ROOMS if not (ROOT / package.replace(".", "/") / (room.replace(".", "/")
                                                                                           + ".py")).is_file()]
               for package in GAME_PACKAGES}
    assert missing == {package: [] for package in GAME_PACKAGES}
