"""The JSON Schemas (draft 2020-12) of everything the kit publishes, generated from the spec.

Files in ``spec/schema/``: ``setup``, ``action``, ``record.v1``, ``state``, ``observation``,
``case``, ``golden``, ``perft`` and ``protocol`` (requests and answers of the adapter
protocol).  Each file is self-contained: the component names it allows are listed in its
``$defs``.  Regenerate with ``python -m oracle.conformance.schemas``; a test fails when the
committed files are stale.
"""

from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path
from typing import Any

import jsonschema

from oracle.core.files import write_atomic
from oracle.duel.record import dumps
from oracle.duel.ruleset import Ruleset, load_ruleset
from oracle.duel.schema import PLAYER, move_schemas, record_schema
from oracle.duel.scoring import PARTS
from oracle.resources import data_dir

DRAFT = "https://json-schema.org/draft/2020-12/schema"
NAMES = ("setup", "action", "record.v1", "state", "observation", "case", "golden", "perft", "protocol")
PROTOCOL_VERSION = "wonders-adapter/1"
IDENT: dict[str, Any] = {"oneOf": [{"type": "integer"}, {"type": "string", "maxLength": 256}],
                         "description": "chosen by the runner; the answer repeats it"}


def schema_dir() -> Path:
    return data_dir("spec") / "schema"


def _base(rules: Ruleset) -> dict[str, Any]:
    """The $defs every schema shares: names, setup, actions."""
    record = record_schema(rules)
    defs = dict(record["$defs"])
    defs["legal_action"] = {"oneOf": move_schemas(with_cost=True)}
    defs["player"] = dict(PLAYER)
    defs["names"] = {"type": "array", "items": {"type": "string"}}
    return defs


def _doc(title: str, body: dict[str, Any], defs: dict[str, Any], name: str) -> dict[str, Any]:
    return {"$schema": DRAFT, "$id": f"urn:wonders-oracle:duel:{name}", "title": title, **body, "$defs": defs}


def _score() -> dict[str, Any]:
    parts = [*PARTS, "total"]
    return {"type": "object", "required": parts, "properties": {p: {"type": "integer"} for p in parts}}


def state_body() -> tuple[dict[str, Any], dict[str, Any]]:
    player = {
        "type": "object", "required": ["coins", "city", "wonders", "progress", "score"],
        "properties": {"coins": {"type": "integer", "minimum": 0},
                       "city": {"type": "array", "items": {"$ref": "#/$defs/card"}},
                       "wonders": {"type": "array", "items": {"$ref": "#/$defs/wonder"},
                                   "description": "built wonders"},
                       "progress": {"type": "array", "items": {"$ref": "#/$defs/progress_token"}},
                       "score": {"$ref": "#/$defs/score"}},
    }
    return {
        "description": "The state of a game as the adapter protocol reports it (`state` answer).",
        "type": "object",
        "required": ["status", "to_move", "winner", "victory", "conflict_pawn", "wonders_built", "age", "players"],
        "properties": {
            "status": {"enum": ["in_progress", "finished"]},
            "to_move": {"enum": [0, 1, None]},
            "winner": {"enum": [0, 1, "shared", None]},
            "victory": {"enum": ["military", "science", "civilian", None]},
            "conflict_pawn": {"type": "integer", "minimum": -9, "maximum": 9,
                              "description": "positive toward player 1's capital"},
            "wonders_built": {"type": "integer", "minimum": 0, "maximum": 8},
            "age": {"type": "integer", "minimum": 0, "maximum": 3, "description": "0 during the wonder draft"},
            "players": {"type": "array", "items": {"$ref": "#/$defs/player_state"}, "minItems": 2, "maxItems": 2},
            "progress_board": {"type": "array", "items": {"$ref": "#/$defs/progress_token"}},
            "discard": {"type": "array", "items": {"$ref": "#/$defs/card"}},
            "pending": {"oneOf": [{"type": "null"}, {
                "type": "object", "required": ["player", "action"],
                "properties": {"player": {"$ref": "#/$defs/player"},
                               "action": {"enum": ["take_progress", "destroy", "build_discarded",
                                                   "choose_starter"]}}}]},
        },
    }, player


def observation_body() -> dict[str, Any]:
    slot = {"type": "object", "required": ["slot", "card"],
            "properties": {"slot": {"type": "integer", "minimum": 0},
                           "card": {"oneOf": [{"type": "null"}, {"$ref": "#/$defs/card"}]},
                           "accessible": {"type": "boolean"},
                           "back": {"enum": ["Age card", "Guild"]}}}
    city = {"type": "object", "required": ["coins", "cards", "wonders", "progress"],
            "properties": {"coins": {"type": "integer", "minimum": 0},
                           "cards": {"type": "array", "items": {"$ref": "#/$defs/card"}},
                           "wonders": {"type": "array", "items": {
                               "type": "object", "required": ["wonder", "built", "removed"],
                               "properties": {"wonder": {"$ref": "#/$defs/wonder"}, "built": {"type": "boolean"},
                                              "removed": {"type": "boolean"}}}},
                           "progress": {"type": "array", "items": {"$ref": "#/$defs/progress_token"}}}}
    return {
        "description": "What one player may see of a game (`observe` answer): no hidden information.",
        "type": "object",
        "required": ["player", "age", "to_move", "status", "conflict_pawn", "structure", "progress_board",
                     "discard", "pending", "cities"],
        "properties": {
            "player": {"$ref": "#/$defs/player"},
            "age": {"type": "integer", "minimum": 0, "maximum": 3},
            "to_move": {"enum": [0, 1, None]},
            "status": {"enum": ["in_progress", "finished"]},
            "winner": {"enum": [0, 1, "shared", None]},
            "victory": {"enum": ["military", "science", "civilian", None]},
            "conflict_pawn": {"type": "integer", "minimum": -9, "maximum": 9},
            "looting_tokens": {"type": "array"},
            "wonders_on_offer": {"type": "array", "items": {"$ref": "#/$defs/wonder"}},
            "structure": {"type": "array", "items": slot},
            "progress_board": {"type": "array", "items": {"$ref": "#/$defs/progress_token"}},
            "discard": {"type": "array", "items": {"$ref": "#/$defs/card"}},
            "pending": {"oneOf": [{"type": "null"}, {"type": "object", "required": ["player", "action"]}]},
            "cities": {"type": "array", "items": city, "minItems": 2, "maxItems": 2},
        },
    }


def case_body() -> dict[str, Any]:
    expectation = {
        "type": "object", "additionalProperties": False,
        "properties": {
            "legal": {"type": "array", "items": {"$ref": "#/$defs/legal_action"},
                      "description": "the exact set of legal actions, builds with their cost"},
            "illegal": {"type": "array", "items": {
                "type": "object", "required": ["action", "rule"], "additionalProperties": False,
                "properties": {"action": {"$ref": "#/$defs/move"}, "rule": {"type": "string"}}}},
            "state": {"type": "object", "description": "fields of the state answer that must match"},
            "events": {"type": "array", "items": {"$ref": "#/$defs/event"},
                       "description": "the events of the last move (engines that report events)"},
            "observe": {"type": "array", "items": {
                "type": "object", "required": ["player", "observation"], "additionalProperties": False,
                "properties": {"player": {"$ref": "#/$defs/player"},
                               "observation": {"type": "object",
                                               "description": "fields of that player's view that must match"}}}},
        },
    }
    return {
        "description": "One conformance case: a record prefix and what must hold after it.",
        "type": "object",
        "required": ["id", "description", "rules", "tags", "record", "expect"],
        "additionalProperties": False,
        "properties": {
            "id": {"type": "string", "pattern": "^[a-z0-9-]+-[0-9a-f]{8}$"},
            "description": {"type": "string"},
            "rules": {"type": "array", "items": {"type": "string"}, "minItems": 1},
            "tags": {"type": "object", "required": ["game", "edition", "variant", "area"],
                     "properties": {k: {"type": "string"} for k in ("game", "edition", "variant", "area")}},
            "components": {"type": "array", "items": {"type": "string"}},
            "commonly_wrong": {"type": "integer", "minimum": 1, "maximum": 14},
            "note": {"type": "string"},
            "record": {"$ref": "#/$defs/record"},
            "expect": expectation,
        },
    }


def _event() -> dict[str, Any]:
    return {"type": "object", "required": ["kind"],
            "properties": {"kind": {"type": "string"}, "player": {"$ref": "#/$defs/player"},
                           "subject": {"type": "string"}, "amount": {"type": "integer"},
                           "detail": {"type": "string"}}}


def _record_def(rules: Ruleset) -> dict[str, Any]:
    record = record_schema(rules)
    return {k: v for k, v in record.items() if k in ("type", "required", "additionalProperties", "properties")}


def protocol_bodies() -> tuple[dict[str, Any], dict[str, Any], dict[str, dict[str, Any]]]:
    def message(kind: str, required: tuple[str, ...] = (), **properties: Any) -> dict[str, Any]:
        return {"type": "object", "required": ["type", *required],
                "properties": {"id": IDENT, "type": {"const": kind}, **properties}}

    requests = {
        "hello": message("hello"),
        "new_game": message("new_game", ("setup",), game={"const": "duel"},
                            variant={"enum": ["standard", "first_printing"]}, setup={"$ref": "#/$defs/setup"}),
        "apply": message("apply", ("action",), action={"$ref": "#/$defs/move"}),
        "legal": message("legal"),
        "state": message("state"),
        "observe": message("observe", ("player",), player={"$ref": "#/$defs/player"}),
        "perft": message("perft", ("depth",), depth={"type": "integer", "minimum": 0}, divide={"type": "boolean"}),
        # (the reference adapter answers depths up to MAX_PERFT_DEPTH; others may go further)
        "quit": message("quit"),
    }
    answers = {
        "hello": message("hello", ("protocol", "engine"), protocol={"const": PROTOCOL_VERSION},
                         engine={"type": "string"}, games={"type": "array"},
                         variants={"type": "array"},
                         capabilities={"type": "array", "items": {"enum": ["events", "observe", "perft"]}}),
        "ok": message("ok"),
        "applied": message("applied", events={"type": "array", "items": {"$ref": "#/$defs/event"}}),
        "illegal": message("illegal", rule={"type": "string"}, message={"type": "string"}),
        "legal": message("legal", ("actions",), actions={"type": "array", "items": {"$ref": "#/$defs/legal_action"}}),
        "state": message("state", ("state",), state={"$ref": "#/$defs/state"}),
        "observation": message("observation", ("observation",), observation={"$ref": "#/$defs/observation"}),
        "perft": message("perft", ("nodes",), nodes={"type": "integer", "minimum": 0},
                         divide={"type": "array", "items": {
                             "type": "object", "required": ["action", "nodes"],
                             "properties": {"action": {"$ref": "#/$defs/move"},
                                            "nodes": {"type": "integer", "minimum": 0}}}}),
        "error": message("error", ("message",), message={"type": "string"}),
    }
    return ({"oneOf": [{"$ref": f"#/$defs/request_{k}"} for k in requests]},
            {"oneOf": [{"$ref": f"#/$defs/answer_{k}"} for k in answers]},
            {**{f"request_{k}": v for k, v in requests.items()}, **{f"answer_{k}": v for k, v in answers.items()}})


def all_schemas(rules: Ruleset) -> dict[str, dict[str, Any]]:
    defs = _base(rules)
    state, player_state = state_body()
    defs["player_state"] = player_state
    defs["score"] = _score()
    defs["event"] = _event()
    defs["state"] = state
    defs["observation"] = observation_body()
    defs["record"] = _record_def(rules)
    out: dict[str, dict[str, Any]] = {}
    out["setup"] = _doc("7 Wonders Duel setup", {"$ref": "#/$defs/setup"}, defs, "setup")
    out["action"] = _doc("7 Wonders Duel action (a move of a record)", {"$ref": "#/$defs/move"}, defs, "action")
    out["record.v1"] = record_schema(rules)
    out["state"] = _doc("7 Wonders Duel state (adapter protocol)", state, defs, "state")
    out["observation"] = _doc("7 Wonders Duel observation (one player's view)", observation_body(), defs,
                              "observation")
    out["case"] = _doc("7 Wonders Duel conformance case file", {
        "type": "object", "required": ["area", "cases"], "additionalProperties": False,
        "properties": {"area": {"type": "string"}, "description": {"type": "string"},
                       "cases": {"type": "array", "items": {"$ref": "#/$defs/case"}}}},
        {**defs, "case": case_body()}, "case")
    step = {"type": "object", "required": ["legal", "legal_hash", "coins", "pawn"], "additionalProperties": False,
            "properties": {"legal": {"type": "integer", "minimum": 0},
                           "legal_hash": {"type": "string", "pattern": "^[0-9a-f]{16}$"},
                           "coins": {"type": "array", "items": {"type": "integer"}, "minItems": 2, "maxItems": 2},
                           "pawn": {"type": "integer", "minimum": -9, "maximum": 9}}}
    out["golden"] = _doc("7 Wonders Duel playthrough golden", {
        "type": "object", "required": ["id", "policy", "seed", "tags", "record", "steps", "outcome"],
        "additionalProperties": False,
        "properties": {"id": {"type": "string"}, "policy": {"type": "string"}, "seed": {"type": "integer"},
                       "tags": {"type": "array", "items": {"type": "string"}},
                       "record": {"$ref": "#/$defs/record"},
                       "steps": {"type": "array", "items": step, "minItems": 1,
                                 "description": "entry 0 is the state before the first move"},
                       "outcome": {"type": "object", "required": ["victory", "winner"],
                                   "properties": {"victory": {"enum": ["military", "science", "civilian"]},
                                                  "winner": {"enum": [0, 1, "shared"]}}}}}, defs, "golden")
    out["perft"] = _doc("7 Wonders Duel perft counts", {
        "type": "object", "required": ["positions"], "additionalProperties": False,
        "properties": {"positions": {"type": "array", "items": {
            "type": "object", "required": ["name", "record", "nodes"], "additionalProperties": False,
            "properties": {"name": {"type": "string"}, "description": {"type": "string"},
                           "record": {"$ref": "#/$defs/record"},
                           "nodes": {"type": "array", "items": {"type": "integer", "minimum": 0}, "minItems": 1,
                                     "description": "nodes at depth 1, 2, ..."}}}}}}, defs, "perft")
    request, answer, messages = protocol_bodies()
    out["protocol"] = _doc("Adapter protocol messages, " + PROTOCOL_VERSION, {
        "description": "One JSON object per line: requests from the runner, answers from the engine "
                       "(some requests and their answers share a type name, so a message is either).",
        "anyOf": [{"$ref": "#/$defs/request"}, {"$ref": "#/$defs/answer"}]},
        {**defs, "request": request, "answer": answer, **messages}, "protocol")
    return out


def write_all(rules: Ruleset | None = None, folder: Path | None = None) -> list[Path]:
    rules = rules or load_ruleset()
    folder = folder or schema_dir()
    written = []
    for name, schema in all_schemas(rules).items():
        path = folder / f"{name}.schema.json"
        write_atomic(path, dumps(schema))
        written.append(path)
    return written


@lru_cache(maxsize=1)
def _protocol() -> dict[str, Any]:
    return all_schemas(load_ruleset())["protocol"]


@lru_cache(maxsize=16)
def _answer_validator(kind: str) -> jsonschema.protocols.Validator:
    schema = dict(_protocol())
    schema.pop("anyOf", None)
    schema["$ref"] = f"#/$defs/answer_{kind}"
    return jsonschema.Draft202012Validator(schema)


class _AnswerValidator:
    """Validates an answer against the schema of its own type (for precise messages)."""

    def iter_errors(self, answer: dict[str, Any]) -> Any:
        kind = answer.get("type")
        if not isinstance(kind, str) or f"answer_{kind}" not in _protocol()["$defs"]:
            return iter([jsonschema.ValidationError(f"unknown answer type {kind!r}")])
        return _answer_validator(kind).iter_errors(answer)


def response_validator() -> _AnswerValidator:
    return _AnswerValidator()


def validator(name: str, rules: Ruleset | None = None) -> jsonschema.protocols.Validator:
    return jsonschema.Draft202012Validator(all_schemas(rules or load_ruleset())[name])


def main() -> int:
    for path in write_all():
        print(f"wrote {path.name}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
