"""What the command line prints with ``--json``, in one shape for every ruleset, as a JSON Schema.

``oracle play --json`` and ``oracle replay --json`` print a *summary* (:meth:`oracle.core.game.Game.summary`),
``oracle legal --json`` a *legal answer*, and every command an *error* object when it cannot answer.
Their shapes are the same in every game: the keys every game has come first, with the same names and
types; a game's own keys follow (described by its state schema, ``spec/schema/<ruleset>/state.schema.json``).
The schema is published as ``spec/schema/answers.schema.json`` (``python -m oracle.conformance.publish``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from oracle.core.schema import DRAFT
from oracle.resources import data_dir

SCHEMA_ID = "urn:wonders-oracle:answers:v1"

_SEAT = {"type": "integer", "minimum": 0, "maximum": 6, "description": "a seat, from 0"}
_SEATS = {"type": "array", "items": {"$ref": "#/$defs/seat"}, "uniqueItems": True}

SUMMARY: dict[str, Any] = {
    "type": "object",
    "description": "A game's state as `play --json` and `replay --json` print it: the keys every ruleset has, "
                   "then the game's own.",
    "required": ["game", "variant", "ruleset", "status", "to_move", "age", "outcome", "scores", "players"],
    "properties": {
        "game": {"type": "string", "description": "the registered game: duel, architects, classic, ..."},
        "variant": {"type": "string", "description": "the rules variant the game is played under"},
        "ruleset": {"type": "string", "description": "the ruleset's title, as a reader meets it"},
        "players": {"type": "array", "items": {"type": "object"}, "minItems": 2, "maxItems": 7,
                    "description": "what each seat holds, in seat order (its keys are the game's own)"},
        "status": {"enum": ["in_progress", "finished"]},
        "to_move": {**_SEATS, "description": "the players owing a decision, in seat order; empty once the game "
                                             "is over"},
        "age": {"type": ["integer", "null"], "minimum": 0, "maximum": 3,
                "description": "the Age in play, 0 before Age I; null in a game without Ages"},
        "outcome": {
            "oneOf": [{"type": "null"},
                      {"type": "object", "required": ["victory", "winners"], "additionalProperties": False,
                       "properties": {"victory": {"type": "string", "description": "how the game was won"},
                                      "winners": {**_SEATS, "minItems": 1,
                                                  "description": "every winner; several in a shared victory"}}}],
            "description": "null while the game is in play",
        },
        "scores": {"type": "array", "items": {"type": "integer"},
                   "description": "each player's points as the score sheet counts them now, by seat"},
    },
    "additionalProperties": True,
}

LEGAL: dict[str, Any] = {
    "type": "object",
    "description": "What `legal --json` prints: who owes the decision, why, and every legal action, each an "
                   "entry a record may hold as its next move as it is.",
    "required": ["to_move", "reason", "actions"],
    "additionalProperties": False,
    "properties": {
        "to_move": _SEATS,
        "reason": {"oneOf": [{"type": "null"},
                             {"type": "object", "required": ["rule", "text"], "additionalProperties": False,
                              "properties": {"rule": {"type": "string"}, "text": {"type": "string"}}}],
                   "description": "why those players owe the decision and the rule that makes it theirs; "
                                  "null once the game is over"},
        "actions": {"type": "array", "items": {"$ref": "#/$defs/entry"}},
    },
}

ENTRY: dict[str, Any] = {
    "type": "object",
    "description": "A legal action (records.entry): its player, the action in its record form (the game's "
                   "action schema), and the coins it takes where the game prices it.",
    "required": ["player", "action"],
    "additionalProperties": False,
    "properties": {
        "player": {"$ref": "#/$defs/seat"},
        "action": {"type": "object", "required": ["action"], "properties": {"action": {"type": "string"}}},
        "cost": {"type": "integer", "minimum": 0},
    },
}

ERROR: dict[str, Any] = {
    "type": "object",
    "description": "One line that says why a command could not answer (a batch answers such a line with "
                   "`{\"error\": {...}}`).",
    "required": ["error"],
    "properties": {
        "error": {"type": "string",
                  "description": "invalid_record, invalid_input, invalid_spec, illegal_move or internal_error"},
        "path": {"type": "string", "description": "the JSON path of the problem"},
        "rule": {"type": "string", "description": "the rule id an illegal move breaks"},
        "move_index": {"type": ["integer", "null"], "minimum": 0},
        "message": {"type": "string", "maxLength": 4096},
        "problems": {"type": "array", "items": {"type": "string"}},
    },
}


def answers_schema() -> dict[str, Any]:
    """The JSON Schema of the command line's answers: ``$defs`` ``summary``, ``legal``, ``entry`` and
    ``error``; a document is any one of them."""
    return {
        "$schema": DRAFT,
        "$id": SCHEMA_ID,
        "title": "wonders-oracle command-line answers, version 1",
        "description": "What `oracle play --json`, `replay --json` and `legal --json` print, and the error "
                       "object of any command, in one shape for every ruleset.",
        "oneOf": [{"$ref": "#/$defs/summary"}, {"$ref": "#/$defs/legal"}, {"$ref": "#/$defs/error"}],
        "$defs": {"seat": _SEAT, "summary": SUMMARY, "legal": LEGAL, "entry": ENTRY, "error": ERROR},
    }


def schema_path() -> Path:
    return data_dir("spec") / "schema" / "answers.schema.json"


def schema_text() -> str:
    return json.dumps(answers_schema(), indent=2, ensure_ascii=False) + "\n"


def write_answers_schema() -> Path:
    """Write the schema to ``spec/schema/answers.schema.json``."""
    from oracle.files import write_atomic

    path = schema_path()
    write_atomic(path, schema_text())
    return path


def summary_schema() -> dict[str, Any]:
    """The schema of one summary (a document holding the shared ``$defs``)."""
    return {**answers_schema(), "oneOf": [{"$ref": "#/$defs/summary"}]}


def legal_schema() -> dict[str, Any]:
    """The schema of one legal answer."""
    return {**answers_schema(), "oneOf": [{"$ref": "#/$defs/legal"}]}
