"""Untrusted text in one-line messages: quoting, escaping and cutting it, and suggesting a near word.

Every message the oracle writes may hold text that came from outside (a card name in a record, a key
of a spec file, a path).  :func:`shown` and its kin make such text safe to print on one line: quoted,
with control, format and bidirectional characters escaped (it cannot start a new line or repaint a
terminal) and cut to a bound.  :func:`suggestion` offers the known word closest to a misspelt one,
:func:`unprintable` finds a character no name may hold.  This module imports nothing of the oracle:
the effect language and the core both stand on it.
"""

from __future__ import annotations

import difflib
import json
import re
import unicodedata
from collections.abc import Iterable
from typing import Any

# ---- echoing untrusted text ----------------------------------------------------------------------

_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ud800-\udfff]")


def shown(text: str, limit: int = 60, quote: str = "'") -> str:
    """An untrusted string as it may appear in a one-line message: quoted, control, format and
    bidirectional characters escaped (so it cannot start a new line or repaint the terminal),
    and cut to ``limit`` characters."""
    cut = text[:limit]
    body = _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", cut.replace("\\", "\\\\").replace(quote, "\\" + quote))
    return f"{quote}{body}{quote}{_more(text, limit)}"


def shown_within(text: str, limit: int = 300) -> str:
    """A message holding untrusted text that could not be quoted piece by piece (one a library
    composed, as :mod:`argparse` does): :func:`shown`'s escapes of the characters that could start a
    line or repaint the terminal, and its cut, without the quotes (a part already ``shown`` reads
    the same)."""
    return _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text[:limit]) + _more(text, limit)


def _more(text: str, limit: int) -> str:
    return f"… ({len(text) - limit:,} more characters)" if len(text) > limit else ""


def shown_json(value: Any, limit: int = 60) -> str:
    """Any JSON value for a one-line message, bounded like :func:`shown` (strings in double
    quotes, as JSON writes them)."""
    if isinstance(value, str):
        return shown(value, limit, '"')
    try:
        text = json.dumps(value, ensure_ascii=True, allow_nan=True, default=str)
    except (ValueError, RecursionError):
        text = type(value).__name__
    return text if len(text) <= limit else text[:limit] + f"… ({len(text) - limit:,} more characters)"


def shown_argument(value: Any, limit: int = 60) -> str:
    """A value given to a function of the library, for a one-line message: a string, a number,
    ``None`` or a ``bool`` as Python writes it (bounded and escaped like :func:`shown`), anything
    else by its type (``a dict``)."""
    if value is None or isinstance(value, bool | float):
        return repr(value)
    if isinstance(value, int):
        return repr(value) if abs(value) < 10 ** 30 else "a whole number of more than 30 digits"
    if isinstance(value, str):
        return shown(value, limit)
    kind = type(value)
    where = kind.__module__.split(".")
    name = kind.__qualname__
    owner = f" of {where[1]}" if where[0] == "oracle" and len(where) > 2 else ""
    return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}{owner}"


def shown_fields(value: Any, limit: int = 200) -> str:
    """A named tuple given to a function of the library, for a one-line message: its type and the
    fields that differ from their defaults, each as :func:`shown_argument` writes it, the whole cut
    to ``limit`` characters (``Action(kind='activate', space=1000000000)``); any other value as
    :func:`shown_argument` writes it."""
    names = getattr(type(value), "_fields", None)
    if not isinstance(value, tuple) or not isinstance(names, tuple):
        return shown_argument(value)
    defaults = getattr(type(value), "_field_defaults", {})
    parts = [f"{name}={_shown_field(field)}" for name, field in zip(names, value, strict=False)
             if name not in defaults or field != defaults[name]]
    text = f"{type(value).__name__}({', '.join(parts)})"
    return text if len(text) <= limit else text[:limit] + f"… ({len(text) - limit:,} more characters)"


def _shown_field(value: Any) -> str:
    if isinstance(value, tuple) and not hasattr(type(value), "_fields"):
        inner = ", ".join(_shown_field(v) for v in value[:8])
        return f"({inner}{', …' if len(value) > 8 else ''})"
    return shown_argument(value, 30)


# ---- near words and unprintable characters ------------------------------------------------------

# Unicode categories a name may not hold: controls, formats (such as bidirectional overrides),
# surrogates, private use, unassigned, and line and paragraph separators.
_UNPRINTABLE = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})


def suggestion(word: str, known: Iterable[str]) -> str:
    """`` (did you mean 'x'?)`` when a known word is close to ``word``, else ``''``.

    Words much longer than any known word are not compared (the search is quadratic in the
    word's length, and such a word is close to nothing)."""
    known = list(known)
    if not known or len(word) > 2 * max(len(k) for k in known) + 8:
        return ""
    close = [k for k in known if k.lower() == word.lower()]
    if not close:
        close = difflib.get_close_matches(word, known, n=1, cutoff=0.6)
    if not close and len(word) >= 3:
        close = sorted((k for k in known if word.lower() in k.lower()), key=len)[:1]
    return f" (did you mean {shown(close[0])}?)" if close else ""


def unprintable(text: str) -> str | None:
    """The first character of ``text`` that has no place in a one-line name or message (a control,
    format, bidirectional, separator, surrogate, private or unassigned character), or ``None``."""
    return next((ch for ch in text if unicodedata.category(ch) in _UNPRINTABLE), None)
