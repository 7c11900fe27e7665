"""The field reference of INTERPRETING.md, generated from the published schemas.

Every field of the ``state`` and ``observe`` answers and every event kind with what each of its fields means are
written in the schemas (their ``description``); this module turns them into the Markdown tables of
the section *Field reference* of ``spec/conformance/INTERPRETING.md``, between two marker lines, so
the document and the schemas never disagree.  ``python -m oracle.conformance.publish`` rewrites the
section; a test checks it is current.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from oracle.conformance.schemas import all_schemas
from oracle.core.game import Game
from oracle.core.registry import games, load_game, rulesets
from oracle.files import write_atomic
from oracle.resources import data_dir

BEGIN = "<!-- field reference: generated from the schemas by python -m oracle.conformance.publish -->"
END = "<!-- end of the field reference -->"


def interpreting_path() -> Path:
    return data_dir("spec") / "conformance" / "INTERPRETING.md"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _type(schema: dict[str, Any]) -> str:
    """A field's type in a few words."""
    if "$ref" in schema:
        return schema["$ref"].rsplit("/", 1)[-1].replace("_", " ")
    if "enum" in schema:
        return " or ".join("null" if v is None else f"`{v}`" if isinstance(v, str) else str(v) for v in schema["enum"])
    if "const" in schema:
        return f"`{schema['const']}`"
    if "oneOf" in schema:
        return " or ".join(_type(s) for s in schema["oneOf"])
    if "allOf" in schema:
        return "object"
    kind = schema.get("type", "any")
    if kind == "array":
        items = schema.get("items", {})
        return f"array of {_type(items) if isinstance(items, dict) else 'values'}"
    if kind == "integer" and ("minimum" in schema or "maximum" in schema):
        return f"integer {schema.get('minimum', '')}…{schema.get('maximum', '')}"
    return str(kind)


def _object(schema: dict[str, Any]) -> dict[str, Any] | None:
    """The object schema among ``schema``'s alternatives (a nullable object), if any."""
    if schema.get("type") == "object" or "properties" in schema:
        return schema
    for option in schema.get("oneOf", ()):
        if isinstance(option, dict) and "properties" in option:
            return option
    return None


def _resolved(schema: dict[str, Any], defs: dict[str, Any]) -> dict[str, Any]:
    """``schema`` with a reference to a definition followed and the parts of an ``allOf`` merged
    (their properties and required fields)."""
    ref = schema.get("$ref", "")
    if ref.startswith("#/$defs/") and ref.rsplit("/", 1)[-1] in defs:
        schema = {**defs[ref.rsplit("/", 1)[-1]], **{k: v for k, v in schema.items() if k != "$ref"}}
    if "allOf" not in schema:
        return schema
    merged: dict[str, Any] = {"properties": {}, "required": []}
    for part in schema["allOf"]:
        part = _resolved(part, defs)
        merged["properties"].update(part.get("properties", {}))
        merged["required"] += part.get("required", [])
    return {**{k: v for k, v in schema.items() if k != "allOf"}, **merged}


def field_rows(schema: dict[str, Any], defs: dict[str, Any], path: str = "") -> list[str]:
    """One table row per field of ``schema``, nested objects and object items included."""
    schema = _resolved(schema, defs)
    rows = []
    required = set(schema.get("required", ()))
    for name, field in schema.get("properties", {}).items():
        where = f"{path}{name}"
        target = _resolved(field, defs)
        text = field.get("description", "") or target.get("description", "")
        rows.append(f"| `{where}` | {_cell(_type(field))} | {'yes' if name in required else 'no'} | "
                    f"{_cell(text) or '—'} |")
        inner = _object(target)
        items = target.get("items") if target.get("type") == "array" else None
        if isinstance(items, dict) and "properties" in _resolved(items, defs):
            rows += field_rows(items, defs, f"{where}[].")
        elif inner is not None and inner is not schema:
            rows += field_rows(inner, defs, f"{where}.")
    return rows


def event_rows(event: dict[str, Any]) -> list[str]:
    """One table row per event kind: what it says, and what each of its fields means."""
    rows = []
    for branch in event.get("allOf", ()):
        then = branch.get("then", {})
        properties = then.get("properties", {})
        kind = properties.get("kind", {}).get("const")
        if kind is None:
            continue
        fields = "; ".join(f"`{name}`: {field.get('description') or _type(field)}"
                           for name, field in properties.items() if name != "kind")
        rows.append(f"| `{kind}` | {_cell(then.get('description', ''))} | {_cell(fields) or '—'} |")
    return rows


def game_reference(name: str | Game) -> list[str]:
    """The reference of one game (or of one ruleset of a game: Duel's Pantheon): the fields of its
    state and observe answers, and its events."""
    game = load_game(name) if isinstance(name, str) else name
    schemas = all_schemas(game)
    state = schemas["state"]
    defs = state.get("$defs", {})
    body = defs.get("state", state) if "$ref" in state else state
    own = game.published_as != game.name     # a ruleset of its own: its schemas' folder is named
    title = f"{game.rules.title} (`spec/schema/{game.published_as}/`)" if own else game.title
    lines = [f"### {title}", "", "**The `state` answer** (`state.schema.json`; *required*: whether an engine "
             "must report the field):", "", "| field | type | required | meaning |", "| --- | --- | --- | --- |"]
    lines += field_rows(body, defs)
    observation = schemas["observation"]
    lines += ["", "**The `observe` answer** (`observation.schema.json`; with the `observe` capability: what one "
              "player may see):", "", "| field | type | required | meaning |", "| --- | --- | --- | --- |"]
    lines += field_rows(observation, observation.get("$defs", {}))
    lines += ["", "**Events** (`event.schema.json`; with the `events` capability; `player`, `subject` and "
              "`amount` are what events are compared by):", "", "| kind | what happened | fields |",
              "| --- | --- | --- |"]
    lines += event_rows(schemas["event"])
    return [*lines, ""]


def reference_markdown() -> str:
    """The whole generated section, markers included."""
    lines = [BEGIN, ""]
    for name in games():
        for game in rulesets(name):
            if game.conformance_kit() is not None:
                lines += game_reference(game)
    return "\n".join([*lines, END])


def with_reference(text: str) -> str:
    """``text`` (INTERPRETING.md) with its generated section replaced by the current one."""
    start, end = text.index(BEGIN), text.index(END) + len(END)
    return text[:start] + reference_markdown() + text[end:]


def write_reference(path: Path | None = None) -> bool:
    """Rewrite the generated section of INTERPRETING.md; whether it changed."""
    path = path or interpreting_path()
    old = path.read_text(encoding="utf-8")
    new = with_reference(old)
    if new != old:
        write_atomic(path, new)
    return new != old
