"""The folded "For implementers" block of a component page, for the sections of the original game and
Architects: the reference wording, the DSL source, the rules involved, the tests naming the component
and the conformance cases about it, one click away from the player's text (as on Duel's pages)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from oracle.docs.cases import PINS_SHOWN
from oracle.docs.pinned import test_functions

TITLE = '??? info "For implementers: the DSL source, the rules involved, tests and conformance cases"'


def tests_quoting(root: Path, names: Sequence[str], folders: Sequence[str]) -> dict[str, list[str]]:
    """Each name -> the tests (``tests/...py::test_...``) under one of ``folders`` (path prefixes)
    whose source quotes it."""
    functions = {ref: source for ref, source in test_functions(root).items() if ref.startswith(tuple(folders))}
    return {name: [ref for ref, source in functions.items() if f'"{name}"' in source or f"'{name}'" in source]
            for name in names}


def implementers_block(reference: str, locations: Sequence[str], source: str, rules: Sequence[tuple[str, str]],
                       tests: Sequence[str], cases: Sequence[tuple[str, str]], game: str) -> list[str]:
    """The block's lines: ``rules`` as (linked id, statement), ``cases`` as (case id, description), the
    first few of them shown."""
    where = " and ".join(f"`{location}`" for location in locations)
    inner = [f"**Reference wording:** {reference}", "",
             f"**DSL source**, defined at {where}:", "", "```text", source.rstrip("\n"), "```", "",
             "**Rules involved**", "", "| rule | what it says |", "| --- | --- |"]
    inner += [f"| {rid} | {statement} |" for rid, statement in rules]
    inner += ["", "**Pinned by**", ""]
    inner += [f"- `{ref}`" for ref in tests] or ["No test names this component yet."]
    shown = cases[:PINS_SHOWN]
    first = f"; {len(cases)} name it, the first {len(shown)}:" if len(cases) > len(shown) else ":"
    inner += ["", f"Conformance cases (`spec/conformance/{game}/`, run with `oracle --game {game} conform`){first}",
              ""]
    inner += [f"- `{ident}`: {text}" for ident, text in shown] or ["- none yet"]
    lines = [TITLE, ""]
    lines += [f"    {line}" if line else "" for line in "\n".join(inner).split("\n")]
    return [*lines, ""]
