"""The JSON Schema (draft 2020-12) of the v1 game record, generated from the spec.

The committed copy lives in ``spec/schema/record.v1.schema.json``; a test fails when it is
stale.  Regenerate every schema with ``python -m oracle.conformance.schemas``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from oracle.duel.game import VARIANTS
from oracle.duel.record import ACTION_FIELDS, GAME_ID
from oracle.duel.ruleset import AGES, Ruleset
from oracle.resources import data_dir

SCHEMA_ID = "urn:wonders-oracle:duel:record:v1"

# A seat.  JSON Schema counts 1.0 as the integer 1; the oracle does not (a seat is written as a
# whole number without a fraction or an exponent), which no schema keyword can say.
PLAYER: dict[str, Any] = {"type": "integer", "enum": [0, 1],
          "description": "a seat, 0 or 1, written as a whole number (0, not 0.0); a semantic check "
                         "beyond the schema refuses 0.0 and 1.0"}


def _names(components: Any) -> list[str]:
    return [c.name for c in components]


def move_schemas(with_cost: bool = False) -> list[dict[str, Any]]:
    """One schema per kind of action; ``with_cost``: builds may carry their cost (a legal list)."""
    refs = {"card": "#/$defs/card", "wonder": "#/$defs/wonder", "token": "#/$defs/progress_token"}
    moves = []
    for kind, fields in ACTION_FIELDS.items():
        properties: dict[str, Any] = {"action": {"const": kind}}
        for field in fields:
            properties[field] = PLAYER if field == "player" else {"$ref": refs[field]}
        if with_cost and kind in ("build", "build_wonder"):
            properties["cost"] = {"type": "integer", "minimum": 0, "description": "coins the build costs"}
        moves.append({"type": "object", "required": ["action", *fields], "additionalProperties": False,
                      "properties": properties})
    return moves


def record_schema(rules: Ruleset) -> dict[str, Any]:
    c = rules.constants
    moves = move_schemas()

    def name_list(ref: str, n: int) -> dict[str, Any]:
        return {"type": "array", "items": {"$ref": ref}, "minItems": n, "maxItems": n, "uniqueItems": True}

    last = AGES[-1]
    ages: dict[str, Any] = {age: name_list(f"#/$defs/age_{age}_card", c.cards_per_age) for age in AGES[:-1]}
    ages[last] = {
        **name_list(f"#/$defs/age_{last}_slot", c.cards_per_age),
        "contains": {"$ref": "#/$defs/guild"},
        "minContains": c.guilds_in_age_III,
        "maxContains": c.guilds_in_age_III,
    }
    defs: dict[str, Any] = {
        "card": {"enum": _names(rules.cards)},
        "wonder": {"enum": _names(rules.wonders)},
        "progress_token": {"enum": _names(rules.progress)},
        "guild": {"enum": _names(rules.deck("guild"))},
    }
    for age in AGES:
        defs[f"age_{age}_card"] = {"enum": _names(rules.deck(age))}
    defs[f"age_{last}_slot"] = {"enum": _names(rules.deck(last)) + _names(rules.deck("guild"))}
    defs["setup"] = {
        "type": "object",
        "required": ["first_player", "wonders", "progress_tokens", "ages"],
        "additionalProperties": False,
        "properties": {
            "first_player": {**PLAYER, "description": "drafts first and begins Age I; " + PLAYER["description"]},
            "wonders": {**name_list("#/$defs/wonder", c.wonders_in_draft),
                        "description": "in reveal order: the first four are drafted first"},
            "progress_tokens": {
                "type": "object", "required": ["board", "box"], "additionalProperties": False,
                "description": "no token is both on the board and in the box",
                "allOf": [{"not": {"properties": {"board": {"contains": {"const": t.name}},
                                                  "box": {"contains": {"const": t.name}}}}}
                          for t in rules.progress],
                "properties": {
                    "board": name_list("#/$defs/progress_token", c.progress_on_board),
                    "box": {**name_list("#/$defs/progress_token", c.progress_in_box),
                            "description": "in draw order: the Great Library draws the first three"},
                },
            },
            "ages": {"type": "object", "required": list(AGES), "additionalProperties": False,
                     "properties": ages, "description": "cards in slot order: top row first, left to right"},
        },
    }
    defs["move"] = {"oneOf": moves}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": f"{rules.title} game record, version 1",
        "description": "Every chance outcome of a game up front (setup), then every decision in order (moves).",
        "type": "object",
        "required": ["game", "setup", "moves"],
        "additionalProperties": False,
        "properties": {
            "game": {"const": GAME_ID},
            "variant": {"enum": list(VARIANTS), "default": "standard"},
            "meta": {"type": "object", "description": "free-form information; ignored by the rules"},
            "setup": {"$ref": "#/$defs/setup"},
            "moves": {"type": "array", "items": {"$ref": "#/$defs/move"}},
        },
        "$defs": defs,
    }


def schema_path() -> Path:
    return data_dir("spec") / "schema" / "record.v1.schema.json"
