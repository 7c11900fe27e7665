"""Links between the pages of the site."""

from __future__ import annotations

import posixpath


def relative(from_page: str, to: str) -> str:
    """A Markdown link target from one page (``docs``-relative path) to another (with an optional #anchor)."""
    path, _, anchor = to.partition("#")
    link = posixpath.relpath(path, posixpath.dirname(from_page) or ".")
    return f"{link}#{anchor}" if anchor else link
