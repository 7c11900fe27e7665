"""Checks every game's bundled conformance suite passes: it is current and every file validates
against the game's published schemas.

The whole suites take minutes to validate item by item, and their items are written by one generator
each, file by file: a default run validates every case file and every golden with a sample of their
items (every :data:`SAMPLE`-th, the first included), and the deep run (``ORACLE_DEEP=1``) every item."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

DEEP = os.environ.get("ORACLE_DEEP") == "1"     # the deep run: every item of every suite validated
SAMPLE = 1 if DEEP else 5                        # every SAMPLE-th case of a file, and golden, validated


def assert_regenerates(game: str, capsys: Any) -> None:
    """The committed suite is what the generator writes now, byte for byte."""
    from oracle.conformance.generate import main as generate

    assert generate(["--game", game, "--check"]) == 0, f"stale suite: run python -m oracle.conformance.generate " \
                                                       f"--game {game}"
    assert capsys.readouterr().out == ""


def assert_files_validate(game: Any, folder: Path, suite: Any) -> None:
    """Every case file (with every :data:`SAMPLE`-th of its cases), every :data:`SAMPLE`-th golden and
    the perft file validate against the game's schemas, and so do the records of every twentieth case."""
    from oracle.conformance.schemas import validator

    cases = validator("case", game)
    for path in sorted(folder.glob("*.json")):
        if path.name not in ("perft.json", "coverage.json"):
            held = json.loads(path.read_text(encoding="utf-8"))
            cases.validate({**held, "cases": held["cases"][::SAMPLE]})
    golden = validator("golden", game)
    for item in suite.goldens[::SAMPLE]:
        golden.validate(item)
    validator("perft", game).validate(json.loads((folder / "perft.json").read_text(encoding="utf-8")))
    record = validator("record.v1", game)
    for case in suite.cases[::20]:
        record.validate(case["record"])
