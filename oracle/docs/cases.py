"""What a component's page says of the conformance cases naming it, for every game's section."""

from __future__ import annotations

import json
from pathlib import Path

PINS_SHOWN = 8     # conformance cases listed on a component's page


def pins(folder: Path) -> dict[str, list[tuple[str, str]]]:
    """Component name -> (id, description) of every case of the suite in ``folder`` naming it."""
    found: dict[str, list[tuple[str, str]]] = {}
    for path in sorted(folder.glob("*.json")):
        if path.name in ("coverage.json", "perft.json"):
            continue
        for case in json.loads(path.read_text(encoding="utf-8"))["cases"]:
            for name in case.get("components", []):
                found.setdefault(name, []).append((case["id"], case["description"]))
    return found


def cases_note(game: str, found: list[tuple[str, str]]) -> list[str]:
    """A collapsed note: how many cases of ``game``'s suite name a component, and the first few."""
    if not found:
        return []
    shown = found[:PINS_SHOWN]
    lines = [f'??? note "For implementers: {len(found)} conformance cases"', "",
             f"    In `spec/conformance/{game}/` (run with `oracle --game {game} conform`)"
             + (f"; the first {len(shown)}:" if len(found) > len(shown) else ":"), ""]
    lines += [f"    - `{ident}`: {text}" for ident, text in shown]
    return [*lines, ""]
