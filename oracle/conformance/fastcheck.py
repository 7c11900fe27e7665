"""Whether a JSON value is valid under a JSON Schema (draft 2020-12), decided fast.

The protocol's schemas are checked on every answer an engine gives, and an answer may be as long
as the protocol allows (8 MiB: millions of list items).  A general validator walks each item
through its machinery at tens of microseconds an item; here a schema is compiled once into plain
Python tests, so a valid answer is known valid in one pass at a small cost per item.  The
validator is still what names an error: it is asked only about the parts these tests find invalid.

A compiled test is exact for the keywords it knows (those the protocol's schemas use: ``type``,
``const``, ``enum``, ``minimum``, ``maximum``, ``maxLength``, ``minLength``, ``pattern``,
``properties``, ``required``, ``additionalProperties``, ``items``, ``minItems``, ``maxItems``,
``uniqueItems``, ``contains`` with ``minContains`` and ``maxContains``, ``allOf``, ``anyOf``,
``oneOf``, ``not``, ``if``/``then``/``else`` and ``$ref`` within the document), and JSON Schema's
equality tells ``1`` from ``true`` but not from ``1.0``.  A schema using any other keyword does
not compile (``None``): the validator alone judges it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

Check = Callable[[Any], bool]

IGNORED = frozenset({"description", "title", "default", "$schema", "$id", "$defs", "$comment", "examples"})
OBJECT_KEYWORDS = frozenset({"properties", "required", "additionalProperties"})
ARRAY_KEYWORDS = frozenset({"items", "minItems", "maxItems", "uniqueItems", "contains"})


def equality_key(value: Any) -> str:
    """A text equal for two JSON values exactly when JSON Schema calls them equal (``1`` and ``1.0``
    are, ``true`` and ``1`` are not)."""
    def plain(v: Any) -> Any:
        if isinstance(v, bool) or v is None or isinstance(v, str):
            return v
        if isinstance(v, float) and v.is_integer():
            return int(v)
        if isinstance(v, dict):
            return {k: plain(x) for k, x in v.items()}
        if isinstance(v, list):
            return [plain(x) for x in v]
        return v
    return json.dumps(plain(value), sort_keys=True, separators=(",", ":"))


def _is_number(x: Any) -> bool:
    return isinstance(x, int | float) and not isinstance(x, bool)


TYPES: dict[str, Check] = {
    "string": lambda x: isinstance(x, str),
    "integer": lambda x: (isinstance(x, int) and not isinstance(x, bool)) or (isinstance(x, float) and x.is_integer()),
    "number": _is_number,
    "boolean": lambda x: isinstance(x, bool),
    "null": lambda x: x is None,
    "array": lambda x: isinstance(x, list),
    "object": lambda x: isinstance(x, dict),
}


def _member(allowed: list[Any]) -> Check:
    """Whether a value equals one of ``allowed`` (JSON Schema's equality: ``1`` is ``1.0``, not ``true``)."""
    strings = frozenset(v for v in allowed if isinstance(v, str))
    numbers = frozenset(v for v in allowed if _is_number(v))
    flags = frozenset(v for v in allowed if isinstance(v, bool))
    null = any(v is None for v in allowed)
    keys = frozenset(equality_key(v) for v in allowed if isinstance(v, list | dict))

    def member(x: Any) -> bool:
        if isinstance(x, str):
            return x in strings
        if isinstance(x, bool):
            return x in flags
        if _is_number(x):
            return x in numbers
        if x is None:
            return null
        return equality_key(x) in keys
    return member


def unique(items: list[Any]) -> bool:
    """Whether no two of ``items`` are equal (JSON Schema's equality), in one pass."""
    seen: set[str] = set()
    for item in items:
        key = equality_key(item)
        if key in seen:
            return False
        seen.add(key)
    return True


class _Uncompiled(Exception):
    """A ``$ref`` whose target does not compile was followed: the validator must judge."""


class Compiled:
    """The validity tests of the schemas of one document (its ``$ref`` s point within it)."""

    def __init__(self, document: dict[str, Any]):
        self.document = document
        self.memo: dict[int, tuple[Any, Check | None]] = {}    # id -> (the schema, kept alive; its test)
        self.refs: dict[str, Check | None] = {}

    def test(self, schema: Any) -> Check | None:
        """The test of ``schema``: ``None`` when it does not compile; ``False`` also when a part of
        what it reaches does not (then only the validator can judge)."""
        return _safe(self.schema(schema))

    def test_ref(self, target: str) -> Check | None:
        """:meth:`test` of the schema at ``target``."""
        return _safe(self.ref(target))

    def ref(self, target: str) -> Check | None:
        """The test of the schema at ``target`` (``#/...``, a JSON pointer into the document)."""
        if target not in self.refs:
            self.refs[target] = None        # while it compiles, a reference to it is followed lazily
            node: Any = self.document
            if not target.startswith("#"):
                return None
            try:
                for part in target[1:].split("/")[1:]:
                    key = part.replace("~1", "/").replace("~0", "~")
                    node = node[int(key)] if isinstance(node, list) else node[key]
            except (KeyError, IndexError, ValueError, TypeError):
                return None
            self.refs[target] = self.schema(node)
        return self.refs[target]

    def schema(self, schema: Any) -> Check | None:
        """The test of ``schema`` (``None`` when it uses a keyword not compiled here)."""
        if schema is True:
            return lambda x: True
        if schema is False:
            return lambda x: False
        if not isinstance(schema, dict):
            return None
        key = id(schema)
        if key not in self.memo:
            self.memo[key] = (schema, self._compile(schema))
        return self.memo[key][1]

    def _compile(self, schema: dict[str, Any]) -> Check | None:
        if "patternProperties" in schema or "prefixItems" in schema:
            return None
        checks: list[Check] = []
        kind = schema.get("type")
        if any(k in schema for k in OBJECT_KEYWORDS):
            made = self._object(schema, kind == "object")
            if made is None:
                return None
            checks.append(made)
        if any(k in schema for k in ARRAY_KEYWORDS):
            made = self._array(schema, kind == "array")
            if made is None:
                return None
            checks.append(made)
        for keyword, value in schema.items():
            if keyword in IGNORED or keyword in OBJECT_KEYWORDS or keyword in ARRAY_KEYWORDS \
                    or keyword in ("then", "else", "minContains", "maxContains"):
                continue
            if keyword == "type" and ((value == "object" and any(k in schema for k in OBJECT_KEYWORDS))
                                      or (value == "array" and any(k in schema for k in ARRAY_KEYWORDS))):
                continue        # checked with the keywords of its kind
            made = self._keyword(keyword, value, schema)
            if made is None:
                return None
            checks.append(made)
        return _every(checks)

    def _subs(self, schemas: Any) -> list[Check] | None:
        if not isinstance(schemas, list):
            return None
        out = [self.schema(s) for s in schemas]
        return None if any(c is None for c in out) else [c for c in out if c is not None]

    def _keyword(self, keyword: str, value: Any, schema: dict[str, Any]) -> Check | None:
        made: Check | None = None
        if keyword == "type":
            kinds = [value] if isinstance(value, str) else value
            if not isinstance(kinds, list) or not all(k in TYPES for k in kinds):
                return None
            tests = [TYPES[k] for k in kinds]
            made = tests[0] if len(tests) == 1 else (lambda x: any(t(x) for t in tests))
        elif keyword in ("const", "enum"):
            allowed = [value] if keyword == "const" else value
            if not isinstance(allowed, list):
                return None
            made = _member(allowed)
        elif keyword in ("minimum", "maximum") and _is_number(value):
            made = (lambda x: not _is_number(x) or x >= value) if keyword == "minimum" \
                else (lambda x: not _is_number(x) or x <= value)
        elif keyword in ("maxLength", "minLength") and isinstance(value, int):
            made = (lambda x: not isinstance(x, str) or len(x) <= value) if keyword == "maxLength" \
                else (lambda x: not isinstance(x, str) or len(x) >= value)
        elif keyword == "pattern" and isinstance(value, str):
            search = re.compile(value).search
            made = lambda x: not isinstance(x, str) or search(x) is not None  # noqa: E731
        elif keyword == "allOf":
            made = self._tagged(value)
            if made is None:
                parts = self._subs(value)
                made = None if parts is None else _every(parts)
        elif keyword in ("anyOf", "oneOf"):
            parts = self._subs(value)
            if parts is None:
                return None
            made = (lambda x: any(p(x) for p in parts)) if keyword == "anyOf" \
                else (lambda x: sum(1 for p in parts if p(x)) == 1)
        elif keyword == "not":
            inner = self.schema(value)
            made = None if inner is None else (lambda x: not inner(x))
        elif keyword == "if":
            made = self._if(value, schema)
        elif keyword == "$ref" and isinstance(value, str):
            # a target already compiled is its test itself (no lookup, no extra call per value); one
            # still compiling (a schema that reaches itself) or not compiling is looked up at first use
            made = self.ref(value) or self._follow(value)
        return made

    def _follow(self, target: str) -> Check:
        """The test of the schema at ``target``, looked up at its first use (it may be compiling now)."""
        found: list[Check] = []

        def follow(x: Any) -> bool:
            if not found:
                check = self.refs.get(target)
                if check is None:
                    raise _Uncompiled(target)
                found.append(check)
            return found[0](x)
        return follow

    def _tagged(self, parts: Any) -> Check | None:
        """``allOf`` of ``if`` a key holds a constant string ``then`` a schema, one part per constant (a
        tagged union): only the part of the value's tag is tested.  ``None`` for another ``allOf``."""
        if not isinstance(parts, list) or not parts:
            return None
        tag: str | None = None
        table: dict[str, Check] = {}
        for part in parts:
            test = part.get("if") if isinstance(part, dict) else None
            if not isinstance(test, dict) or set(part) != {"if", "then"} or set(test) != {"properties", "required"}:
                return None
            (key, const), = test["properties"].items() if len(test["properties"]) == 1 else ((None, None),)
            if key is None or test["required"] != [key] or not isinstance(const, dict) or set(const) != {"const"} \
                    or not isinstance(const["const"], str) or const["const"] in table or tag not in (None, key):
                return None
            then = self.schema(part["then"])
            if then is None:
                return None
            tag, table[const["const"]] = key, then
        thens = list(table.values())

        def tagged(x: Any) -> bool:
            if not isinstance(x, dict):
                return all(then(x) for then in thens)     # every ``if`` holds of what is not an object
            if tag not in x or not isinstance(x[tag], str):
                return True
            then = table.get(x[tag])
            return then is None or then(x)
        return tagged

    def _if(self, value: Any, schema: dict[str, Any]) -> Check | None:
        test = self.schema(value)
        then = self.schema(schema["then"]) if "then" in schema else (lambda x: True)
        other = self.schema(schema["else"]) if "else" in schema else (lambda x: True)
        if test is None or then is None or other is None:
            return None
        return lambda x: then(x) if test(x) else other(x)

    def _object(self, schema: dict[str, Any], typed: bool) -> Check | None:
        """``properties``, ``required`` and ``additionalProperties`` (and ``type: object``) at once."""
        required = schema.get("required", [])
        props_schemas = schema.get("properties", {})
        if not isinstance(required, list) or not isinstance(props_schemas, dict):
            return None
        props: dict[str, Check] = {}
        for name, sub in props_schemas.items():
            check = self.schema(sub)
            if check is None:
                return None
            props[name] = check
        closed = schema.get("additionalProperties", True) is False
        extra = self.schema(schema.get("additionalProperties", True))
        if extra is None:
            return None
        open_ = "additionalProperties" not in schema or schema["additionalProperties"] is True

        def object_(x: Any) -> bool:
            if not isinstance(x, dict):
                return not typed
            for name in required:
                if name not in x:
                    return False
            for key, value in x.items():
                check = props.get(key)
                if check is not None:
                    if not check(value):
                        return False
                elif closed or (not open_ and not extra(value)):
                    return False
            return True
        return object_

    def _array(self, schema: dict[str, Any], typed: bool) -> Check | None:
        """``items``, ``minItems``, ``maxItems``, ``uniqueItems`` and ``contains`` (and ``type: array``)."""
        each = self.schema(schema.get("items", True))
        low_items, high_items = schema.get("minItems", 0), schema.get("maxItems")
        distinct = schema.get("uniqueItems", False) is True
        match = self.schema(schema["contains"]) if "contains" in schema else None
        low, high = schema.get("minContains", 1), schema.get("maxContains")
        if each is None or ("contains" in schema and match is None) or not isinstance(low_items, int) \
                or not (high_items is None or isinstance(high_items, int)) or not isinstance(low, int) \
                or not (high is None or isinstance(high, int)):
            return None
        every = "items" in schema and schema["items"] is not True

        def array(x: Any) -> bool:
            if not isinstance(x, list):
                return not typed
            if len(x) < low_items or (high_items is not None and len(x) > high_items):
                return False
            if every:
                for item in x:
                    if not each(item):
                        return False
            if distinct and not unique(x):
                return False
            if match is not None:
                found = sum(1 for item in x if match(item))
                if found < low or (high is not None and found > high):
                    return False
            return True
        return array


def _every(checks: list[Check]) -> Check:
    if not checks:
        return lambda x: True
    if len(checks) == 1:
        return checks[0]
    tests = tuple(checks)

    def every(x: Any) -> bool:
        for test in tests:  # noqa: SIM110  (a loop: no generator made per value)
            if not test(x):
                return False
        return True
    return every


def _safe(check: Check | None) -> Check | None:
    if check is None:
        return None

    def safe(x: Any) -> bool:
        try:
            return check(x)
        except (_Uncompiled, RecursionError):
            return False
    return safe
