"""What pins a component: the tests that name it and the conformance cases about it.

Pins are found at documentation build time: a test pins a component when its source
(decorators included) mentions the component's name in quotes; a conformance case pins the
components it lists.  Each source of pins is a function from the project root to
``{component name: [pin, ...]}``.
"""

from __future__ import annotations

import ast as pyast
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, order=True)
class Pin:
    kind: str   # "test" or "conformance"
    ref: str    # tests/test_x.py::test_name, or a case id
    text: str = ""  # a conformance case's description


def test_functions(root: Path) -> dict[str, str]:
    """``tests/[folder/]file.py::test_name`` -> the test's source text, decorators included."""
    found: dict[str, str] = {}
    for path in sorted((root / "tests").rglob("test_*.py")):
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        tree = pyast.parse(text)
        for node in tree.body:
            if isinstance(node, pyast.FunctionDef) and node.name.startswith("test_"):
                start = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                end = node.end_lineno or node.lineno
                found[f"{path.relative_to(root).as_posix()}::{node.name}"] = "\n".join(lines[start - 1:end])
    return found


def tests_naming(root: Path, names: Iterable[str], suite: str = "duel") -> dict[str, list[Pin]]:
    """Each name -> the tests whose source quotes it (every test of the project, whatever ``suite``)."""
    functions = test_functions(root)
    pins: dict[str, list[Pin]] = {}
    for name in names:
        quoted = (f'"{name}"', f"'{name}'")
        pins[name] = [Pin("test", ref) for ref, source in functions.items() if any(q in source for q in quoted)]
    return pins


def cases_naming(root: Path, names: Iterable[str], suite: str = "duel") -> dict[str, list[Pin]]:
    """Each name -> the conformance cases of ``spec/conformance/<suite>/`` that list it among their
    components."""
    import json

    pins: dict[str, list[Pin]] = {name: [] for name in names}
    folder = root / "spec" / "conformance" / suite
    for path in sorted(folder.glob("*.json")):
        if path.name in ("perft.json", "coverage.json"):
            continue
        for case in json.loads(path.read_text(encoding="utf-8"))["cases"]:
            for name in case.get("components", []):
                if name in pins:
                    pins[name].append(Pin("conformance", case["id"], case["description"]))
    return pins


# Every source of pins: the project root, the names, the conformance suite's folder -> the pins.
PIN_SOURCES: list[Callable[[Path, Iterable[str], str], dict[str, list[Pin]]]] = [tests_naming, cases_naming]


def pins(root: Path, names: Iterable[str], suite: str = "duel") -> dict[str, list[Pin]]:
    """Each name -> every pin of it, the conformance cases read from ``spec/conformance/<suite>/``."""
    names = list(names)
    out: dict[str, list[Pin]] = {n: [] for n in names}
    for source in PIN_SOURCES:
        for name, found in source(root, names, suite).items():
            out[name].extend(found)
    return {n: sorted(set(p)) for n, p in out.items()}
