"""Where the oracle finds its grammar and spec files.

In a source checkout (and an editable install) they are the top-level ``grammar/`` and
``spec/`` folders; a built wheel carries copies under ``oracle/_bundled/``.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    """The folder ``grammar`` or ``spec``, wherever this installation keeps it."""
    bundled = _PACKAGE / "_bundled" / name
    if bundled.is_dir():
        return bundled
    return _PACKAGE.parent / name


def grammar_path() -> Path:
    return data_dir("grammar") / "effects.lark"


def spec_dir(game: str) -> Path:
    return data_dir("spec") / game


def display_path(path: Path) -> str:
    """A path as shown in messages: relative to the project when it lies inside it."""
    for root in (_PACKAGE.parent, _PACKAGE / "_bundled"):
        try:
            return path.resolve().relative_to(root).as_posix()
        except ValueError:
            continue
    return path.as_posix()
