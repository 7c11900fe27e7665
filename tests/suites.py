"""Checks every game's bundled conformance suite passes: it is current and every file validates
against the game's published schemas."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def assert_regenerates(game: str, capsys: Any) -> None:
    """The committed suite is what the generator writes now, byte for byte."""
    from oracle.conformance.generate import main as generate

    assert generate(["--game", game, "--check"]) == 0, f"stale suite: run python -m oracle.conformance.generate " \
                                                       f"--game {game}"
    assert capsys.readouterr().out == ""


def assert_files_validate(game: Any, folder: Path, suite: Any) -> None:
    """Every case file, golden and the perft file validate against the game's schemas, and so do
    the records of every twentieth case."""
    from oracle.conformance.schemas import validator

    cases = validator("case", game)
    for path in sorted(folder.glob("*.json")):
        if path.name not in ("perft.json", "coverage.json"):
            cases.validate(json.loads(path.read_text(encoding="utf-8")))
    golden = validator("golden", game)
    for item in suite.goldens:
        golden.validate(item)
    validator("perft", game).validate(json.loads((folder / "perft.json").read_text(encoding="utf-8")))
    record = validator("record.v1", game)
    for case in suite.cases[::20]:
        record.validate(case["record"])
