"""Reading and writing files safely: every file the oracle reads from a user or writes for one.

:func:`write_atomic` is the only way the oracle writes a file.  It makes a new temporary file
beside the target with ``O_EXCL`` (a name nobody can have planted), writes and flushes it, then
renames it over the target, so a reader sees the old file or the new one, never half of one.
It refuses to replace anything that is not a regular file (a directory, a device such as
``/dev/null``, a FIFO, a symbolic link), and a path that is empty.

:func:`check_writable` says up front, before a long run, whether :func:`write_atomic` will be
able to write a path; :func:`make_folder` makes the folder files are to be written in.
:func:`read_bounded` reads at most a given number of bytes of a regular file (or a pipe), so a
huge or endless input cannot exhaust memory; :func:`bounded_lines` reads a stream line by line
under the same kind of bound (``oracle legal --batch``).
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from oracle.errors import InvalidInputError, OutputError
from oracle.text import shown

PATH_SHOWN = 300   # characters of a path a message shows


def shown_path(path: str | os.PathLike[str]) -> str:
    """A path as a one-line message shows it: as written when it is short and plain, else quoted,
    escaped and cut by :func:`~oracle.text.shown` (a name holding a newline cannot forge a
    second line of output)."""
    text = os.fspath(path)
    quoted = shown(text, PATH_SHOWN)
    return text if quoted == f"'{text}'" else quoted


def _target(path: str | os.PathLike[str]) -> Path:
    if not str(path):
        raise OutputError("cannot write to an empty path")
    target = Path(path)
    if target.name in ("", ".", ".."):
        raise OutputError(f"cannot write {shown_path(path)}: it names a directory, not a file")
    return target


def _check_replaceable(target: Path) -> None:
    try:
        info = os.lstat(target)
    except FileNotFoundError:
        return
    except OSError as error:
        raise OutputError(f"cannot write {shown_path(target)}: {error.strerror}") from None
    if stat.S_ISLNK(info.st_mode):
        raise OutputError(f"cannot write {shown_path(target)}: it is a symbolic link; name the file itself")
    if stat.S_ISDIR(info.st_mode):
        raise OutputError(f"cannot write {shown_path(target)}: it is a directory")
    if not stat.S_ISREG(info.st_mode):
        raise OutputError(f"cannot write {shown_path(target)}: it is not a regular file (a device, a FIFO or a socket)")


def check_writable(path: str | os.PathLike[str]) -> Path:
    """The target of ``path`` if :func:`write_atomic` can write it: its folder exists and may be
    written, and it is absent or a regular file.  Raises :class:`OutputError` otherwise."""
    target = _target(path)
    _check_replaceable(target)
    folder = target.parent
    if not folder.is_dir():
        raise OutputError(f"cannot write {shown_path(target)}: the folder {shown_path(folder)} does not exist")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise OutputError(f"cannot write {shown_path(target)}: the folder {shown_path(folder)} is not writable")
    return target


def write_atomic(path: str | os.PathLike[str], text: str | bytes) -> None:
    """Write ``text`` (UTF-8 when a string) to ``path`` whole or not at all (see the module docstring)."""
    target = check_writable(path)
    data = text.encode("utf-8") if isinstance(text, str) else text
    try:
        fd, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    except OSError as error:
        raise OutputError(f"cannot write {shown_path(target)}: {error.strerror}") from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(temporary, _mode(target))
        _check_replaceable(target)   # nothing planted at the target meanwhile
        os.replace(temporary, target)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        if isinstance(error, OSError):
            raise OutputError(f"cannot write {shown_path(target)}: {error.strerror}") from None
        raise


def _mode(target: Path) -> int:
    """The permissions of the file being replaced, else those a new file gets (0666 less the umask)."""
    try:
        return stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def make_folder(path: str | os.PathLike[str], what: str = "the folder") -> Path:
    """The folder ``path``, made with its parents if need be, for files :func:`write_atomic` writes
    there: a path that exists and is not a folder (a file, a device, a link to one), a folder that
    cannot be made or that may not be written is refused, as one :class:`OutputError` line naming it
    as ``what`` (an option: ``--out``)."""
    if not str(path):
        raise OutputError(f"{what}: an empty path names no folder")
    folder = Path(path)
    if folder.exists() and not folder.is_dir():
        raise OutputError(f"{what} {shown_path(path)}: not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise OutputError(f"{what} {shown_path(path)}: cannot make the folder: {error.strerror or error}") from None
    if not os.access(folder, os.W_OK | os.X_OK):
        raise OutputError(f"{what} {shown_path(path)}: the folder is not writable")
    return folder


def read_bounded(path: str | os.PathLike[str], max_bytes: int, what: str = "the file",
                 error: type[InvalidInputError] = InvalidInputError) -> bytes:
    """The bytes of the regular file ``path``, at most ``max_bytes`` of them; a directory, a
    device, a FIFO, a missing file or a longer input is an ``error`` at ``$`` (never a wait)."""
    if not str(path):
        raise error("$", f"{what}: an empty path")
    try:
        # opened without blocking (a FIFO with no writer, a device), then checked before reading
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except IsADirectoryError:
        raise error("$", f"cannot read {shown_path(path)}: it is a directory") from None
    except OSError as problem:
        raise error("$", f"cannot read {shown_path(path)}: {problem.strerror}") from None
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        what_it_is = "a directory" if stat.S_ISDIR(mode) else "not a regular file"
        raise error("$", f"cannot read {shown_path(path)}: it is {what_it_is}")
    with os.fdopen(fd, "rb") as f:
        try:
            data = f.read(max_bytes + 1)
        except OSError as problem:
            raise error("$", f"cannot read {shown_path(path)}: {problem.strerror}") from None
    if len(data) > max_bytes:
        raise error("$", f"{what} {shown_path(path)} is longer than {max_bytes:,} bytes, the most that is read")
    return data


def bounded_lines(stream: IO[bytes], max_bytes: int) -> Iterator[bytes | int]:
    """The lines of the binary ``stream`` without their line ends; a line longer than ``max_bytes``
    is given as its length (an int) instead, read through without ever being held whole."""
    while True:
        line = stream.readline(max_bytes + 1)
        if not line:
            return
        if len(line) > max_bytes and not line.endswith(b"\n"):
            size = len(line)
            while line and not line.endswith(b"\n"):
                line = stream.readline(max_bytes + 1)
                size += len(line)
            yield size - line.endswith(b"\n")
            continue
        yield line.rstrip(b"\r\n")
