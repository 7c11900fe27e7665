"""Where the oracle finds its grammar and spec files, and how it reads them.

In a source checkout (and an editable install) they are the top-level ``grammar/`` and
``spec/`` folders; a built wheel carries copies under ``oracle/_bundled/``.  A user may point
the oracle at another spec folder (``oracle --spec DIR``), so every spec file is read with
:func:`read_spec_text`: a regular file only (never a folder, a device or a FIFO, which could
block), at most :data:`MAX_SPEC_FILE_BYTES` bytes, UTF-8 text; anything else is one
:class:`~oracle.errors.SpecError` naming the file.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path

from oracle.errors import SpecError, SpecProblem
from oracle.text import shown

_PACKAGE = Path(__file__).resolve().parent

# The most bytes one spec file (game.toml, rules.toml, a component file) may hold.  The whole
# bundled Duel spec is under 30 KB.
MAX_SPEC_FILE_BYTES = 1 << 20


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
    """A path as shown in messages: relative to the project when it lies inside it.

    A path holding characters that could break a one-line message (a newline, an escape, a
    bidirectional control...) is quoted with those characters escaped."""
    text = path.as_posix()
    try:
        resolved = path.resolve()
    except (OSError, RuntimeError):  # a symbolic link loop
        resolved = None
    for root in (_PACKAGE.parent, _PACKAGE / "_bundled"):
        if resolved is None:
            break
        try:
            text = resolved.relative_to(root).as_posix()
            break
        except ValueError:
            continue
    quoted = shown(text, limit=300)
    return text if quoted == f"'{text}'" else quoted


def read_spec_text(path: Path, max_bytes: int = MAX_SPEC_FILE_BYTES, too_long: str = "") -> str:
    """The text of the spec file ``path``: a regular file of at most ``max_bytes`` bytes of UTF-8.

    Anything else (missing, a folder, a device or FIFO, too long, not UTF-8) raises a
    :class:`SpecError` naming the file (with the line and column of a byte that is not UTF-8).
    A FIFO is refused before it is opened, and opened without blocking, so it cannot hang.
    ``too_long`` replaces the message for a file of more than ``max_bytes`` bytes.
    """
    label = display_path(path)
    too_long = too_long or f"the file holds more than {max_bytes:,} bytes, the most a spec file may hold"

    def fail(message: str, line: int = 0, column: int = 0) -> SpecError:
        return SpecError(SpecProblem(label, line, column, message))

    try:
        info = os.stat(path)
        _check_regular(info.st_mode, fail)
        if info.st_size > max_bytes:
            raise fail(too_long)
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
        with os.fdopen(fd, "rb") as f:
            _check_regular(os.fstat(f.fileno()).st_mode, fail)  # the same file that was looked at
            data = f.read(max_bytes + 1)
    except OSError as error:
        raise fail(f"cannot read: {error.strerror or error}") from None
    if len(data) > max_bytes:
        raise fail(too_long)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        before = data[:error.start].decode("utf-8")
        line = before.count("\n") + 1
        column = len(before) - (before.rfind("\n") + 1) + 1
        raise fail(f"not UTF-8 text: byte 0x{data[error.start]:02x} at offset {error.start:,} "
                   f"cannot be decoded ({error.reason})", line, column) from None


def _check_regular(mode: int, fail: Callable[[str], SpecError]) -> None:
    if stat.S_ISDIR(mode):
        raise fail("is a folder, not a spec file")
    if not stat.S_ISREG(mode):
        raise fail("is not a regular file (a device, a FIFO or a socket); a spec file must be a file")
