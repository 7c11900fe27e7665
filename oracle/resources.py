"""Where the oracle finds its grammar and spec files.

In a source checkout (and an editable install) they are the top-level ``grammar/`` and
``spec/`` folders; a built wheel carries copies under ``oracle/_bundled/``.
"""

from __future__ import annotations

import os
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


def cache_dir() -> Path | None:
    """The folder where the oracle may keep what it can always rebuild (the grammar's parse
    tables), or ``None``: keep nothing.

    ``ORACLE_CACHE_DIR`` names it (set but empty: keep nothing); otherwise it is
    ``wonders-oracle`` in ``$XDG_CACHE_HOME``, or in ``~/.cache``.
    """
    chosen = os.environ.get("ORACLE_CACHE_DIR")
    if chosen is not None:
        return Path(chosen) if chosen else None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "wonders-oracle"


def display_path(path: Path) -> str:
    """A path as shown in messages: relative to the project when it lies inside it."""
    for root in (_PACKAGE.parent, _PACKAGE / "_bundled"):
        try:
            return path.resolve().relative_to(root).as_posix()
        except ValueError:
            continue
    return path.as_posix()
