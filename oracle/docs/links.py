"""Links between the pages of the site, and the names pages and anchors are given."""

from __future__ import annotations

import posixpath
import re


def relative(from_page: str, to: str) -> str:
    """A Markdown link target from one page (``docs``-relative path) to another (with an optional #anchor)."""
    path, _, anchor = to.partition("#")
    link = posixpath.relpath(path, posixpath.dirname(from_page) or ".")
    return f"{link}#{anchor}" if anchor else link


def slug(name: str) -> str:
    """A name as a page's file name or an id: lower case, each run of other characters one hyphen
    (``"Caravansery B"`` -> ``caravansery-b``)."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
