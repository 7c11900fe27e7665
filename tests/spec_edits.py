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


def rewrite(path: Path, old: str, new: str) -> None:
    """Replace ``old`` (which must be there) by ``new`` in the file at ``path``."""
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new), encoding="utf-8")


def line_with(path: Path, text: str) -> int:
    """The number of the first line of the file at ``path`` that holds ``text``."""
    return next(i for i, line in enumerate(path.read_text(encoding="utf-8").split("\n"), start=1) if text in line)
