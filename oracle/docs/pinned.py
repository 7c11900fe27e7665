"""What pins a component: the tests that name it (and, once the conformance kit exists, its cases).

Pins are found by reading test sources at documentation build time: a test pins a component when
its source (decorators included) mentions the component's name in quotes.  Each source of pins is
a function from the project root to ``{component name: [pin, ...]}``; conformance cases will be a
second source.
"""

from __future__ import annotations

import ast as pyast
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, order=True)
class Pin:
    kind: str   # "test" (later also "conformance")
    ref: str    # tests/test_x.py::test_name


def test_functions(root: Path) -> dict[str, str]:
    """``tests/file.py::test_name`` -> the test's source text, decorators included."""
    found: dict[str, str] = {}
    for path in sorted((root / "tests").glob("test_*.py")):
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        tree = pyast.parse(text)
        for node in tree.body:
            if isinstance(node, pyast.FunctionDef) and node.name.startswith("test_"):
                start = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                end = node.end_lineno or node.lineno
                found[f"tests/{path.name}::{node.name}"] = "\n".join(lines[start - 1:end])
    return found


def tests_naming(root: Path, names: Iterable[str]) -> dict[str, list[Pin]]:
    """Each name -> the tests whose source quotes it."""
    functions = test_functions(root)
    pins: dict[str, list[Pin]] = {}
    for name in names:
        quoted = (f'"{name}"', f"'{name}'")
        pins[name] = [Pin("test", ref) for ref, source in functions.items() if any(q in source for q in quoted)]
    return pins


# Every source of pins; the conformance kit will add its own.
PIN_SOURCES: list[Callable[[Path, Iterable[str]], dict[str, list[Pin]]]] = [tests_naming]


def pins(root: Path, names: Iterable[str]) -> dict[str, list[Pin]]:
    names = list(names)
    out: dict[str, list[Pin]] = {n: [] for n in names}
    for source in PIN_SOURCES:
        for name, found in source(root, names).items():
            out[name].extend(found)
    return {n: sorted(set(p)) for n, p in out.items()}
