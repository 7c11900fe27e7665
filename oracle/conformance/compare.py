"""The comparisons the conformance runner makes on an engine's answers, and the shapes it reads them by.

JSON equality that tells ``true`` from ``1`` (:func:`same`), a value shown in a message
(:func:`json_text`), where a state departs from the expected one (:func:`state_differences`: the
fields named in :data:`UNORDERED` compared as sets) and how two legal lists differ
(:func:`legal_differences`); and the fields of an answer the runner relies on, whatever the schema
says (:func:`answer_object`, :func:`answer_objects`, :func:`answer_count`: a field of another shape
is an :class:`~oracle.conformance.client.EngineFault` of kind ``schema``).  Shared by the runner,
the first-divergence search, the oracle's check of a suite item against itself and the games' kits.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from oracle.conformance.canonical import canonical
from oracle.conformance.client import EngineFault
from oracle.text import shown_json

UNORDERED = {"city", "wonders", "progress", "progress_board", "discard"}
MESSAGE_LIMIT = 1000
DETAIL_LIMIT = 100_000      # a difference in full (an engine's text is still escaped and bounded)


def json_text(value: Any, limit: int = 120) -> str:
    """A JSON value for a message: one line of ASCII JSON, cut to ``limit`` characters."""
    try:
        text = json.dumps(value, ensure_ascii=True, sort_keys=True, separators=(",", ":"))
    except (TypeError, ValueError, RecursionError):
        text = type(value).__name__
    return text if len(text) <= limit else text[:limit] + f"… ({len(text) - limit:,} more characters)"


def same(a: Any, b: Any) -> bool:
    """JSON equality that tells ``true`` from ``1`` (``1`` and ``1.0`` are the same number)."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, int | float) and isinstance(b, int | float):
        return a == b
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    return type(a) is type(b) and bool(a == b)


def state_differences(expected: Any, actual: Any, path: str = "state",
                      unordered: frozenset[str] | set[str] = UNORDERED) -> list[str]:
    """Where ``actual`` departs from ``expected`` (only the keys ``expected`` names are compared)."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{path}: expected {json_text(expected)}, got {json_text(actual)}"]
        out: list[str] = []
        for key, value in expected.items():
            if key not in actual:
                out.append(f"{path}.{key}: missing")
            else:
                out.extend(state_differences(value, actual[key], f"{path}.{key}", unordered))
        return out
    if isinstance(expected, list) and path.rsplit(".", 1)[-1] in unordered:
        if not isinstance(actual, list):
            return [f"{path}: expected {json_text(sorted(expected, key=canonical))}, got {json_text(actual)}"]
        want, got = Counter(map(_entry, expected)), Counter(map(_entry, actual))
        if want == got:
            return []
        # a set: what is missing and what is extra, each entry whole (an entry there n times, once with ×n)
        missing, extra = _entries(want - got), _entries(got - want)
        parts = ([f"missing [{missing}]"] if missing else []) + ([f"unexpected [{extra}]"] if extra else [])
        return [f"{path}: " + ", ".join(parts) + f" ({len(expected)} expected, {len(actual)} reported)"]
    if isinstance(expected, list) and expected and isinstance(expected[0], dict):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return [f"{path}: expected {len(expected)} entries {json_text(expected)}, got {json_text(actual)}"]
        out = []
        for i, (e, a) in enumerate(zip(expected, actual, strict=True)):
            out.extend(state_differences(e, a, f"{path}[{i}]", unordered))
        return out
    if not same(expected, actual):
        return [f"{path}: expected {json_text(expected)}, got {json_text(actual)}"]
    return []


def _entry(value: Any) -> Any:
    """What an entry of a set is counted by: a name or a number itself (its type kept: ``1`` is not
    ``1.0`` nor ``true``), anything else its canonical JSON text."""
    if value is None or isinstance(value, str | int | float):
        return (value.__class__.__name__, value)
    return canonical(value)


def _entries(counts: Counter[Any]) -> str:
    """Entries of a set as a message lists them: canonical JSON, sorted, an entry there n times once with ×n."""
    texts = sorted((key if isinstance(key, str) else canonical(key[1]), n) for key, n in counts.items())
    return ",".join(text if n == 1 else f"{text} (×{n:,})" for text, n in texts)


def legal_differences(expected: list[dict[str, Any]], actual: list[dict[str, Any]]) -> tuple[list[Any], list[Any]]:
    want = {canonical(a): a for a in expected}
    got = {canonical(a): a for a in actual}
    missing = [want[k] for k in sorted(set(want) - set(got))]
    unexpected = [got[k] for k in sorted(set(got) - set(want))]
    return missing, unexpected



# ---- reading answers: the shapes the runner relies on (whatever the schema says) ------------------------


def malformed(answer: dict[str, Any], key: str, expected: str) -> EngineFault:
    return EngineFault("schema", f"the '{answer.get('type')}' answer needs '{key}' to be {expected}, not "
                                 f"{shown_json(answer.get(key))}")


def answer_object(answer: dict[str, Any], key: str) -> dict[str, Any]:
    value = answer.get(key)
    if not isinstance(value, dict):
        raise malformed(answer, key, "an object")
    return value


def answer_objects(answer: dict[str, Any], key: str, default: list[Any] | None = None) -> list[dict[str, Any]]:
    value = answer.get(key, default)
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise malformed(answer, key, "an array of objects")
    return value


def answer_count(answer: dict[str, Any], key: str) -> int | float:
    value = answer.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise malformed(answer, key, "a number")
    return value
