"""Helpers for tests that break one value of a spec file and read the problem it gives."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from oracle.errors import SpecError, SpecProblem


def line_of(text: str, start: str) -> int:
    """The number of the one line of ``text`` that starts with ``start``."""
    (line,) = [i for i, x in enumerate(text.splitlines(), 1) if x.startswith(start)]
    return line


def problems_after(path: Path, edit: Callable[[str], str], read: Callable[[], object]) -> list[SpecProblem]:
    """The problems ``read`` raises once the file at ``path`` is rewritten by ``edit``."""
    path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(SpecError) as caught:
        read()
    return list(caught.value.problems)
