"""The input boundary for JSON: every JSON text that comes from outside is read here.

Records, adapter requests, engine answers, suite files and baselines are all read with
:func:`loads`, which is stricter than :func:`json.loads` and bounded:

* the text is UTF-8 (bytes that are not are refused with their byte offset);
* it is at most ``limits.max_bytes`` long, nested at most ``limits.max_depth`` deep, and no
  number in it has more than ``limits.max_digits`` digits;
* ``NaN``, ``Infinity`` and ``-Infinity`` are refused (they are not JSON), as is a number too
  large for a double;
* an object may not repeat a key;
* no string holds a lone surrogate (``"\\ud800"``), which no UTF-8 text can carry on.

Every problem is an :class:`~oracle.errors.InvalidInputError` (or the subclass the caller
names) with the JSON path of the value at fault, never a traceback.  What the oracle writes
is made by :func:`dumps` (canonical, for files) and :func:`compact` (one line, for protocols
and ``--json`` errors); both refuse NaN.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from oracle.errors import InvalidInputError
from oracle.text import shown, shown_json


@dataclass(frozen=True)
class Limits:
    """How large a JSON input may be."""

    max_bytes: int
    max_depth: int = 32
    max_digits: int = 24


RECORD = Limits(max_bytes=4 * 1024 * 1024)          # a game record (a real one is a few KB)
REQUEST = Limits(max_bytes=1024 * 1024)             # one adapter request line
ANSWER = Limits(max_bytes=8 * 1024 * 1024)          # one answer line of an engine under test
SUITE_FILE = Limits(max_bytes=64 * 1024 * 1024)     # a conformance suite file or a baseline

_SURROGATE = re.compile("[\ud800-\udfff]")
_ESCAPED_SURROGATE = re.compile(r"\\u[dD][89a-fA-F]")     # the only way a JSON text writes a lone surrogate


@lru_cache(maxsize=8)
def _long_number(max_digits: int) -> re.Pattern[str]:
    """Runs of number characters longer than any number ``max_digits`` allows."""
    return re.compile(f"[0-9.eE+-]{{{max_digits + 1},}}")


_NUMBER_BYTES = bytes(0x30 if chr(b) in "0123456789.eE+-" else 0x20 for b in range(256))


def _has_long_number(text: str | bytes, max_digits: int) -> bool:
    """Whether ``text`` holds a run of number characters longer than any number ``max_digits``
    allows: for bytes, their number characters made zeros (one table lookup a byte) and a run of
    zeros searched for; for text, :func:`_long_number`."""
    if isinstance(text, bytes):
        return b"0" * (max_digits + 1) in text.translate(_NUMBER_BYTES)
    return _long_number(max_digits).search(text) is not None


class _Bad:
    """A value the JSON hooks refused; found again after parsing so its path can be given."""

    __slots__ = ("message",)

    def __init__(self, message: str):
        self.message = message


def _parse_int(limits: Limits) -> Any:
    def parse(text: str) -> Any:
        digits = len(text) - (text[0] == "-")
        if digits > limits.max_digits:
            return _Bad(f"a number of {digits} digits (at most {limits.max_digits} are read)")
        return int(text)
    return parse


def _parse_float(limits: Limits) -> Any:
    def parse(text: str) -> Any:
        if len(text) > limits.max_digits + 8:
            return _Bad(f"a number written with {len(text)} characters (at most {limits.max_digits + 8})")
        value = float(text)
        if not math.isfinite(value):
            return _Bad(f"the number {text} is too large")
        return value
    return parse


def _parse_constant(text: str) -> Any:
    return _Bad(f"{text} is not a JSON value")


def _pairs(pairs: list[tuple[str, Any]]) -> Any:
    made = dict(pairs)
    if len(made) == len(pairs):
        return made
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen:
            return _Bad(f"the key {shown(key)} appears twice in one object")
        seen.add(key)
    return dict(pairs)


KEY_SHOWN = 60   # characters of an object key a JSON path shows (the rest is counted)


def child_path(path: str, key: str | int) -> str:
    """The JSON path of ``key`` (an object key or a list index) below ``path``: ``.key`` for a
    short plain key, else the key quoted, escaped and cut by :func:`shown` (``['a b']``)."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    if len(key) <= KEY_SHOWN and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key):
        return f"{path}.{key}"
    return f"{path}[{shown(key, KEY_SHOWN)}]"


def _problem(value: Any, limits: Limits, strings: bool = True) -> bool:
    """Whether the parsed value holds a refused value, is too deep or holds a lone surrogate
    (a walk without recursion and without paths: the cheap pass every input takes).  ``strings``
    False: its text is known to write no lone surrogate, and its strings are not searched."""
    if not strings:
        return _problem_but_strings(value, limits.max_depth)
    surrogate = _SURROGATE.search
    level: list[Any] = [value]
    for depth in range(limits.max_depth + 1):
        deeper: list[Any] = []
        for node in level:
            kind = type(node)
            if (kind is dict or kind is list) and depth == limits.max_depth:
                return True
            if kind is dict:
                for key in node:
                    if surrogate(key):
                        return True
                deeper.extend(node.values())
            elif kind is list:
                deeper.extend(node)
            elif kind is str:
                if surrogate(node):
                    return True
            elif kind is float:
                if not math.isfinite(node):
                    return True
            elif kind is _Bad:
                return True
        if not deeper:
            return False
        level = deeper
    return False


def _problem_but_strings(value: Any, max_depth: int) -> bool:
    """:func:`_problem` of a value whose strings hold no lone surrogate: only its containers, its
    floats and the values the hooks refused are looked at."""
    level: list[Any] = [value]
    for depth in range(max_depth + 1):
        deeper: list[Any] = []
        for node in level:
            kind = type(node)
            if kind is str or kind is int:
                continue
            if kind is dict:
                if depth == max_depth:
                    return True
                deeper.extend(node.values())
            elif kind is list:
                if depth == max_depth:
                    return True
                deeper.extend(node)
            elif kind is float:
                if not math.isfinite(node):
                    return True
            elif kind is _Bad:
                return True
        if not deeper:
            return False
        level = deeper
    return False


def _locate(value: Any, limits: Limits, error: type[InvalidInputError]) -> None:
    """Raise the first problem in document order, with its JSON path (the slow pass, run only
    once :func:`_problem` has found one)."""
    stack: list[tuple[Any, str, int]] = [(value, "$", 0)]
    while stack:
        node, path, depth = stack.pop()
        if isinstance(node, _Bad):
            raise error(path, node.message)
        if isinstance(node, float) and not math.isfinite(node):
            raise error(path, f"the number {node} is too large")
        if isinstance(node, str):
            if _SURROGATE.search(node):
                raise error(path, "a string holding a lone surrogate (\\ud800-\\udfff), which is not text")
            continue
        if isinstance(node, dict | list):
            if depth >= limits.max_depth:
                raise error(path, f"nested more than {limits.max_depth} deep")
            if isinstance(node, dict):
                items = list(node.items())
                for key, _ in items:
                    if _SURROGATE.search(key):
                        raise error(path, "a key holding a lone surrogate (\\ud800-\\udfff), which is not text")
                stack.extend((child, child_path(path, key), depth + 1) for key, child in reversed(items))
            else:
                stack.extend((child, child_path(path, i), depth + 1) for i, child in reversed(list(enumerate(node))))


def decode(data: bytes, what: str = "the input", error: type[InvalidInputError] = InvalidInputError) -> str:
    """``data`` as UTF-8 text, or an error giving the byte offset of the first bad byte."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as problem:
        raise error("$", f"not UTF-8 text: byte {problem.start} (0x{data[problem.start]:02x}) "
                         "cannot start or continue a character") from None


def loads(text: str | bytes, limits: Limits = RECORD, what: str = "the input",
          error: type[InvalidInputError] = InvalidInputError) -> Any:
    """Read one JSON value from ``text`` under ``limits`` (see the module docstring).

    Problems raise ``error`` (an :class:`InvalidInputError` subclass) with a JSON path;
    ``what`` names the input in messages ("the record", "the request"...).
    """
    size = len(text)
    if size > limits.max_bytes:
        raise error("$", f"{what} is {size:,} bytes long; at most {limits.max_bytes:,} are read")
    data: bytes | None = None
    if isinstance(text, bytes | bytearray):
        data = bytes(text)
        source = decode(data, what, error)
    else:
        source = text
    hooks: dict[str, Any] = {}
    # Numbers are read one by one only when a long one is there (Python refuses ints of 4,300 digits).
    if _has_long_number(data if data is not None else source, limits.max_digits):
        hooks = {"parse_int": _parse_int(limits), "parse_float": _parse_float(limits)}
    try:
        value = json.loads(source, object_pairs_hook=_pairs, parse_constant=_parse_constant, **hooks)
    except json.JSONDecodeError as problem:
        raise error("$", f"not valid JSON: line {problem.lineno} column {problem.colno}: "
                         f"{problem.msg}") from None
    except RecursionError:
        raise error("$", f"nested more than {limits.max_depth} deep") from None
    # a lone surrogate comes from the text as it is (a str given: UTF-8 never holds one) or from an
    # escape such as \ud800
    strings = (data is None and _SURROGATE.search(source) is not None) or _ESCAPED_SURROGATE.search(source) is not None
    if _problem(value, limits, strings):
        _locate(value, limits, error)
    return value


def is_text(value: str) -> bool:
    """Whether ``value`` can be written as UTF-8 (it holds no lone surrogate)."""
    return not _SURROGATE.search(value)


# ---- exact types -------------------------------------------------------------------------------


def is_int(value: Any) -> bool:
    """A JSON whole number: an ``int`` and neither a ``bool`` nor a ``float`` such as ``1.0``."""
    return type(value) is int


def expect_int(value: Any, path: str, low: int, high: int | None = None,
               error: type[InvalidInputError] = InvalidInputError) -> int:
    """``value`` if it is a whole number in ``low..high``; else an error at ``path``."""
    if not is_int(value) or value < low or (high is not None and value > high):
        bounds = f"from {low} to {high}" if high is not None else f"at least {low}"
        raise error(path, f"expected a whole number {bounds}, not {shown_json(value)}")
    return int(value)


# ---- writing ---------------------------------------------------------------------------------------


_LINE_BREAKS = re.compile("[\u0085\u2028\u2029]")


def _escape_line_breaks(text: str) -> str:
    """JSON text with the characters some readers take for line ends (NEL, LINE SEPARATOR,
    PARAGRAPH SEPARATOR) escaped: outside strings they cannot occur, inside they read the same."""
    return _LINE_BREAKS.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def dumps(value: Any) -> str:
    """Canonical JSON text for a file: two-space indent, UTF-8, a final newline.  The same value
    gives the same bytes on every machine."""
    return _escape_line_breaks(json.dumps(value, indent=2, ensure_ascii=False, allow_nan=False)) + "\n"


_COMPACT = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def compact(value: Any) -> str:
    """One line of JSON (no newline), whatever its strings hold: for protocol answers and
    ``--json`` errors (one encoder made once writes them all)."""
    return _escape_line_breaks(_COMPACT.encode(value))
