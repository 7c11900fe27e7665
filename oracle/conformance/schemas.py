"""The JSON Schemas (draft 2020-12) of everything the kit publishes, generated per game.

Files in ``spec/schema/<game>/``: ``setup``, ``action``, ``record.v1``, ``state``,
``observation``, ``event`` (every event kind), ``case``, ``golden``, ``perft``, and the adapter
protocol: ``protocol.v2`` (the protocol of every game) and, for 7 Wonders Duel, ``protocol.v1``.
Each file is self-contained: the component names it allows are listed in its ``$defs``, which
the game provides (``Game.schema_defs``).  Regenerate with ``python -m oracle.conformance.publish``
(:mod:`oracle.conformance.publish`); a test fails when the committed files are stale.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path
from typing import Any

import jsonschema

from oracle.conformance.canonical import GOLDEN_VERSION, HASHED
from oracle.conformance.fastcheck import Compiled, unique
from oracle.core.game import Game
from oracle.core.jsonio import dumps
from oracle.core.options import choice_schema
from oracle.core.registry import load_game, ruleset_game
from oracle.files import write_atomic
from oracle.resources import data_dir
from oracle.text import shown_json

DRAFT = "https://json-schema.org/draft/2020-12/schema"
PROTOCOL_1 = "wonders-adapter/1"
PROTOCOL_2 = "wonders-adapter/2"
PROTOCOL_VERSION = PROTOCOL_1    # the version whose schema is ``protocol.v1`` (kept for its readers)
IDENT: dict[str, Any] = {"oneOf": [{"type": "integer"}, {"type": "string", "maxLength": 256}],
                         "description": "chosen by the runner; the answer repeats it"}
# The events of protocol 1 were described loosely; an engine answering protocol 1 is judged as before.
LOOSE_EVENT: dict[str, Any] = {"type": "object", "required": ["kind"],
                               "properties": {"kind": {"type": "string"}, "player": {"$ref": "#/$defs/player"},
                                              "subject": {"type": "string"}, "amount": {"type": "integer"},
                                              "detail": {"type": "string"}}}


def schema_dir(game: str = "duel") -> Path:
    return data_dir("spec") / "schema" / game


def hashed_step(step: dict[str, Any]) -> dict[str, Any]:
    """A game's golden step with the hashes of version 2: the discard pile and the pending decision."""
    hashes = {key: {"type": "string", "pattern": "^[0-9a-f]{16}$",
                    "description": f"the hash of the state's {field} (spec/conformance/INTERPRETING.md)"}
              for key, field in HASHED.items()}
    return {**step, "required": [*step.get("required", ()), *HASHED],
            "properties": {**step.get("properties", {}), **hashes}}


def _doc(game: Game, title: str, body: dict[str, Any], defs: dict[str, Any], name: str) -> dict[str, Any]:
    return {"$schema": DRAFT, "$id": f"urn:wonders-oracle:{game.published_as}:{name}",
            "title": f"{game.rules.title if game.published_as != game.name else game.title} {title}",
            **body, "$defs": defs}


def case_body(commonly_wrong: int, action: str = "move") -> dict[str, Any]:
    """A case's schema; ``action`` is the definition an illegal action follows (the game's
    protocol action: Duel's record move, Architects' move without its player)."""
    expectation = {
        "type": "object", "additionalProperties": False,
        "properties": {
            "legal": {"type": "array", "items": {"$ref": "#/$defs/legal_action"},
                      "description": "the exact set of legal actions, builds with their cost"},
            "illegal": {"type": "array", "items": {
                "type": "object", "required": ["action", "rule"], "additionalProperties": False,
                "properties": {"action": {"$ref": f"#/$defs/{action}"}, "rule": {"type": "string"}}}},
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
            "variants": {"$ref": "#/$defs/variants"},
            "components": {"type": "array", "items": {"type": "string"}},
            "commonly_wrong": {"type": "integer", "minimum": 1, "maximum": commonly_wrong},
            "note": {"type": "string"},
            "record": {"$ref": "#/$defs/record"},
            "expect": expectation,
        },
    }


def variants_def(game: Game) -> dict[str, Any]:
    """An item's ``variants``: the variants of the game it holds for, its record's own first."""
    return {"type": "array", "items": {"enum": list(game.ruleset_variants())}, "minItems": 1, "uniqueItems": True,
            "description": "every variant the item holds for, the record's own first, then the others in the "
                           "game's order; an engine that does not announce the record's variant runs the item "
                           "under the first other it announces (absent: the record's variant only)"}


def _message(kind: str, required: tuple[str, ...] = (), **properties: Any) -> dict[str, Any]:
    return {"type": "object", "required": ["type", *required],
            "properties": {"id": IDENT, "type": {"const": kind}, **properties}}


def _answers(hello: dict[str, Any], action: str = "move") -> dict[str, dict[str, Any]]:
    """The answers of the protocol; ``action`` is the definition a perft ``divide`` action follows
    (an action without its player, where a game's records name each move's player)."""
    return {
        "hello": hello,
        "ok": _message("ok"),
        "applied": _message("applied", events={"type": "array", "items": {"$ref": "#/$defs/event"}}),
        "illegal": _message("illegal", rule={"type": "string"}, message={"type": "string"}),
        "legal": _message("legal", ("actions",),
                          actions={"type": "array", "items": {"$ref": "#/$defs/legal_action"}}),
        "state": _message("state", ("state",), state={"$ref": "#/$defs/state"}),
        "observation": _message("observation", ("observation",), observation={"$ref": "#/$defs/observation"}),
        "perft": _message("perft", ("nodes",), nodes={"type": "integer", "minimum": 0},
                          divide={"type": "array", "items": {
                              "type": "object", "required": ["action", "nodes"],
                              "properties": {"action": {"$ref": f"#/$defs/{action}"},
                                             "nodes": {"type": "integer", "minimum": 0}}}}),
        "error": _message("error", ("message",), message={"type": "string"}),
    }


CAPABILITIES = {"type": "array", "items": {"enum": ["events", "observe", "perft"]}}


def protocol_1_bodies(game: Game) -> tuple[dict[str, dict[str, Any]], dict[str, dict[str, Any]]]:
    """Requests and answers of ``wonders-adapter/1`` (7 Wonders Duel only)."""
    requests = {
        "hello": _message("hello"),
        "new_game": _message("new_game", ("setup",), game={"const": game.name},
                             variant={"enum": list(game.ruleset_variants())}, setup={"$ref": "#/$defs/setup"}),
        "apply": _message("apply", ("action",), action={"$ref": "#/$defs/move"}),
        "legal": _message("legal"),
        "state": _message("state"),
        "observe": _message("observe", ("player",), player={"$ref": "#/$defs/player"}),
        "perft": _message("perft", ("depth",), depth={"type": "integer", "minimum": 0}, divide={"type": "boolean"}),
        "quit": _message("quit"),
    }
    hello = _message("hello", ("protocol", "engine"), protocol={"const": PROTOCOL_1}, engine={"type": "string"},
                     games={"type": "array"}, variants={"type": "array"}, capabilities=CAPABILITIES)
    return requests, _answers(hello)


def protocol_2_bodies(game: Game) -> tuple[dict[str, dict[str, Any]], dict[str, dict[str, Any]]]:
    """Requests and answers of ``wonders-adapter/2``, the protocol of every game, for ``game``:
    ``new_game`` names the game, its variant and number of players; ``apply`` and ``legal`` name
    the player."""
    player = {"$ref": "#/$defs/player"}
    # a ruleset with rule options: new_game names the readings chosen other than the defaults (left out: every
    # default), as its records do (rulesets sharing their files list every one's options)
    written = game.record_schema()["properties"].get("rule_options")  # type: ignore[attr-defined]
    declared = written or (choice_schema(game.declared_rule_options) if game.declared_rule_options else None)
    readings = {"rule_options": declared} if declared else {}
    requests = {
        "hello": _message("hello"),
        "new_game": _message("new_game", ("game", "setup"), game={"const": game.name},
                             variant={"enum": list(game.ruleset_variants())},
                             players={"enum": list(game.player_counts)},
                             setup={"$ref": "#/$defs/setup"}, **readings),
        "apply": _message("apply", ("action",), action={"$ref": "#/$defs/move"}, player=player),
        "legal": _message("legal", player=player),
        "state": _message("state"),
        "observe": _message("observe", ("player",), player=player),
        "perft": _message("perft", ("depth",), depth={"type": "integer", "minimum": 0}, divide={"type": "boolean"}),
        "quit": _message("quit"),
    }
    offered = {"type": "array", "items": {
        "type": "object", "required": ["game"],
        "properties": {"game": {"type": "string"}, "variants": {"type": "array", "items": {"type": "string"}},
                       "players": {"type": "array", "items": {"type": "integer", "minimum": 1}},
                       "variant_players": {
                           "type": "object", "additionalProperties": {"type": "array", "items": {"type": "integer"}},
                           "description": "variant -> the player counts it is played with, where a variant is "
                                          "played with fewer than the game (7 Wonders' free_city: 2)"}}}}
    hello = _message("hello", ("protocol", "engine"), protocol={"const": PROTOCOL_2}, engine={"type": "string"},
                     games=offered, capabilities=CAPABILITIES)
    kit = game.conformance_kit()
    return requests, _answers(hello, kit.action_def if kit is not None and kit.moves_name_player else "move")


def _protocol_doc(game: Game, version: int, defs: dict[str, Any]) -> dict[str, Any]:
    requests, answers = (protocol_1_bodies if version == 1 else protocol_2_bodies)(game)
    messages = {**{f"request_{k}": v for k, v in requests.items()}, **{f"answer_{k}": v for k, v in answers.items()}}
    name = "protocol" if version == 1 else "protocol:v2"
    return _doc(game, f"adapter protocol messages, wonders-adapter/{version}", {
        "description": "One JSON object per line: requests from the runner, answers from the engine "
                       "(some requests and their answers share a type name, so a message is either).",
        "anyOf": [{"$ref": "#/$defs/request"}, {"$ref": "#/$defs/answer"}]},
        {**defs, **({"event": LOOSE_EVENT} if version == 1 else {}),
         "request": {"oneOf": [{"$ref": f"#/$defs/request_{k}"} for k in requests]},
         "answer": {"oneOf": [{"$ref": f"#/$defs/answer_{k}"} for k in answers]}, **messages}, name)


def all_schemas(game: Game | None = None) -> dict[str, dict[str, Any]]:
    """Every published schema of ``game`` (default: 7 Wonders Duel), by file name."""
    game = game or load_game("duel")
    defs: dict[str, Any] = game.schema_defs()  # type: ignore[attr-defined]
    kit = game.conformance_kit()
    out: dict[str, dict[str, Any]] = {}
    out["setup"] = _doc(game, "setup", {"$ref": "#/$defs/setup"}, defs, "setup")
    out["action"] = _doc(game, "action (a move of a record)", {"$ref": "#/$defs/move"}, defs, "action")
    out["record.v1"] = game.record_schema()  # type: ignore[attr-defined]
    out["state"] = _doc(game, "state (adapter protocol)", defs["state"], defs, "state")
    out["observation"] = _doc(game, "observation (one player's view)", defs["observation"], defs, "observation")
    out["event"] = _doc(game, "event (what a move caused)", defs["event"], defs, "event")
    if kit is not None:
        out["case"] = _doc(game, "conformance case file", {
            "type": "object", "required": ["area", "cases"], "additionalProperties": False,
            "properties": {"area": {"type": "string"}, "description": {"type": "string"},
                           "cases": {"type": "array", "items": {"$ref": "#/$defs/case"}}}},
            {**defs, "event": LOOSE_EVENT if getattr(game, "speaks_protocol_1", False) else defs["event"],
             "case": case_body(max(kit.commonly_wrong), kit.action_def), "variants": variants_def(game)}, "case")
        out["golden"] = _doc(game, "playthrough golden", {
            "type": "object", "required": ["id", "version", "policy", "seed", "tags", "record", "steps", "outcome"],
            "additionalProperties": False,
            "properties": {"id": {"type": "string"},
                           "version": {"const": GOLDEN_VERSION, "description": "the golden format; 2 adds each "
                                       "step's discard_hash and pending_hash (a runner reads a golden without "
                                       "version as version 1, comparing neither)"},
                           "policy": {"type": "string"}, "seed": {"type": "integer"},
                           "tags": {"type": "array", "items": {"type": "string"}},
                           "variants": {"$ref": "#/$defs/variants"},
                           "record": {"$ref": "#/$defs/record"},
                           "steps": {"type": "array", "items": hashed_step(kit.golden_step_schema()), "minItems": 1,
                                     "description": "entry 0 is the state before the first move"},
                           "outcome": kit.golden_outcome_schema()}}, {**defs, "variants": variants_def(game)}, "golden")
        out["perft"] = _doc(game, "perft counts", {
            "type": "object", "required": ["positions"], "additionalProperties": False,
            "properties": {"positions": {"type": "array", "items": {
                "type": "object", "required": ["name", "record", "nodes"], "additionalProperties": False,
                "properties": {"name": {"type": "string"}, "description": {"type": "string"},
                               "variants": {"$ref": "#/$defs/variants"},
                               "record": {"$ref": "#/$defs/record"},
                               "nodes": {"type": "array", "items": {"type": "integer", "minimum": 0}, "minItems": 1,
                                         "description": "nodes at depth 1, 2, ..."}}}}}},
            {**defs, "variants": variants_def(game)}, "perft")
    if getattr(game, "speaks_protocol_1", False):
        out["protocol.v1"] = _protocol_doc(game, 1, defs)
    out["protocol.v2"] = _protocol_doc(game, 2, defs)
    return out


def write_all(game: Game | None = None, folder: Path | None = None) -> list[Path]:
    """Write every schema of ``game``'s ruleset into ``folder`` (default: where it is published), and
    remove from it each schema file the ruleset no longer has (a protocol version it is no longer
    served under).  The paths written."""
    game = game or load_game("duel")
    folder = folder or schema_dir(game.published_as)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, schema in all_schemas(game).items():
        path = folder / f"{name}.schema.json"
        write_atomic(path, dumps(schema))
        written.append(path)
    for stale in sorted(set(folder.glob("*.schema.json")) - set(written)):
        stale.unlink()
    return written


@lru_cache(maxsize=8)
def _protocol(game: str, version: int) -> dict[str, Any]:
    """The protocol document of the ruleset published as ``game`` (``duel``, ``duel-pantheon``, ...)."""
    return all_schemas(ruleset_game(game))[f"protocol.v{version}"]


@lru_cache(maxsize=64)
def _answer_validator(game: str, version: int, kind: str) -> jsonschema.protocols.Validator:
    schema = dict(_protocol(game, version))
    schema.pop("anyOf", None)
    schema["$ref"] = f"#/$defs/answer_{kind}"
    return _lazy(game, version)(schema)


@lru_cache(maxsize=16)
def _compiled(game: str, version: int) -> Compiled:
    """The fast validity tests of the protocol document of ``game`` and ``version``."""
    return Compiled(_protocol(game, version))


@lru_cache(maxsize=16)
def _lazy(game: str, version: int) -> Any:
    """A draft 2020-12 validator class for the protocol document of ``game`` and ``version`` whose
    work on one answer is bounded by the answer's size, however many errors it holds:

    * a part of the answer (what a ``$ref`` names, a list's item) that the compiled tests
      (:mod:`oracle.conformance.fastcheck`) find valid is not walked: only invalid parts are;
    * every error is found lazily: a caller that stops after a few errors stops the work (``$ref``,
      ``anyOf`` and ``oneOf`` never collect a branch's errors: a branch fails at its first error, and
      the context of an error keeps that first error of each branch);
    * ``uniqueItems`` is decided in one pass (the library compares items pairwise when they do not sort)."""
    base = jsonschema.Draft202012Validator
    plain_ref = base.VALIDATORS["$ref"]
    plain_items = base.VALIDATORS["items"]
    compiled = _compiled(game, version)

    def ref(validator: Any, target: str, instance: Any, schema: dict[str, Any]) -> Any:
        test = compiled.test_ref(target)
        if test is not None and test(instance):
            return
        yield from plain_ref(validator, target, instance, schema)

    def items(validator: Any, each: Any, instance: Any, schema: dict[str, Any]) -> Any:
        if not isinstance(instance, list) or "prefixItems" in schema or each is False:
            yield from plain_items(validator, each, instance, schema)
            return
        test = compiled.test(each)
        for index, item in enumerate(instance):
            if test is None or not test(item):
                yield from validator.descend(item, each, path=index)

    def branches(validator: Any, subschemas: list[Any], instance: Any, enough: int) -> tuple[int, list[Any]]:
        """How many branches ``instance`` is valid under (looking no further than ``enough`` of them)
        and the first error of each branch it breaks."""
        good = 0
        first_errors: list[Any] = []
        for index, subschema in enumerate(subschemas):
            errors = validator.descend(instance, subschema, schema_path=index)
            try:
                error = next(errors, None)
            finally:
                errors.close()
            if error is not None:
                first_errors.append(error)
                continue
            good += 1
            if good >= enough:
                break
        return good, first_errors

    def any_of(validator: Any, subschemas: list[Any], instance: Any, schema: dict[str, Any]) -> Any:
        good, first_errors = branches(validator, subschemas, instance, 1)
        if not good:
            yield jsonschema.ValidationError(f"{instance!r} is not valid under any of the given schemas",
                                             context=first_errors)

    def one_of(validator: Any, subschemas: list[Any], instance: Any, schema: dict[str, Any]) -> Any:
        good, first_errors = branches(validator, subschemas, instance, 2)
        if not good:
            yield jsonschema.ValidationError(f"{instance!r} is not valid under any of the given schemas",
                                             context=first_errors)
        elif good > 1:
            yield jsonschema.ValidationError(f"{instance!r} is valid under more than one of the given schemas")

    def unique_items(validator: Any, unique_: bool, instance: Any, schema: dict[str, Any]) -> Any:
        if unique_ and isinstance(instance, list) and not unique(instance):
            yield jsonschema.ValidationError(f"{instance!r} has non-unique elements")

    return jsonschema.validators.extend(base, {"$ref": ref, "items": items, "anyOf": any_of, "oneOf": one_of,
                                               "uniqueItems": unique_items})


# Answers holding lists of tagged objects: answer type -> (list key, the $defs entry of an item).
# Their items are checked branch by branch (the branch their tag names), which says the same as
# the published schema's if/then chain at a fraction of the cost.
_TAGGED_LISTS = {"legal": ("actions", "legal_action"), "applied": ("events", "event")}


@lru_cache(maxsize=64)
def _envelope_validator(game: str, version: int, kind: str) -> jsonschema.protocols.Validator:
    """The answer's schema with the items of its tagged list left open (checked by :func:`_item_validator`)."""
    schema = dict(_protocol(game, version))
    schema.pop("anyOf", None)
    key, _ = _TAGGED_LISTS[kind]
    answer = dict(schema["$defs"][f"answer_{kind}"])
    answer["properties"] = {**answer["properties"], key: {"type": "array", "items": {"type": "object"}}}
    schema["$defs"] = {**schema["$defs"], f"answer_{kind}": answer}
    schema["$ref"] = f"#/$defs/answer_{kind}"
    return _lazy(game, version)(schema)


def _root(game: str, version: int, ref: str) -> jsonschema.protocols.Validator:
    schema = dict(_protocol(game, version))
    schema.pop("anyOf", None)
    schema["$ref"] = ref
    return _lazy(game, version)(schema)


@lru_cache(maxsize=256)
def _item_validator(game: str, version: int, definition: str, tag: str | None) -> jsonschema.protocols.Validator | None:
    """The validator of the branch ``tag`` of a tagged definition (``None``: it has no such branch);
    with ``tag`` ``None``, of the whole definition."""
    if tag is None:
        return _root(game, version, f"#/$defs/{definition}")
    union = _protocol(game, version)["$defs"][definition]
    key = union["required"][0]
    for i, part in enumerate(union["allOf"]):
        if part["if"]["properties"][key]["const"] == tag:
            return _root(game, version, f"#/$defs/{definition}/allOf/{i}/then")
    return None


def _tagged_errors(game: str, version: int, kind: str, answer: dict[str, Any]) -> Iterator[Any]:
    """The schema errors of an answer holding a tagged list, found lazily: the envelope's first
    (its items are not looked at when it breaks the schema), then each item's against the branch
    its tag names."""
    envelope = _envelope_validator(game, version, kind).iter_errors(answer)
    first = next(envelope, None)
    if first is not None:
        yield first
        yield from envelope
        return
    key, definition = _TAGGED_LISTS[kind]
    union = _protocol(game, version)["$defs"][definition]
    compiled = _compiled(game, version)
    tests: dict[str | None, Any] = {}

    def item_test(tag: str | None) -> Any:
        """The compiled test of an item of the list: of its tag's branch, where the list is tagged."""
        if tag not in tests:
            where = f"#/$defs/{definition}"
            if tag is not None:
                parts = [i for i, part in enumerate(union["allOf"])
                         if part["if"]["properties"][union["required"][0]]["const"] == tag]
                where = f"{where}/allOf/{parts[0]}/then" if parts else ""
            tests[tag] = (compiled.test_ref(where) if where else None) or (lambda x: False)
        return tests[tag]

    tag_key = union["required"][0] if "allOf" in union else None   # protocol 1's events are not tagged
    for i, item in enumerate(answer.get(key, [])):
        tag = item.get(tag_key) if tag_key is not None else None
        checker = _item_validator(game, version, definition, tag) if tag_key is None or isinstance(tag, str) \
            else None
        if checker is None:
            allowed = union["properties"][tag_key]["enum"]
            yield jsonschema.ValidationError(f"{shown_json(tag)} is not one of {allowed}", path=[key, i, tag_key])
            continue
        if item_test(tag)(item):
            continue
        for error in checker.iter_errors(item):
            error.path.appendleft(i)
            error.path.appendleft(key)
            yield error


class _AnswerValidator:
    """Validates an answer against the schema of its own type and protocol version (for precise
    messages); ``version`` ``None`` (before the engine has said which it speaks) takes a ``hello``
    answer of either version."""

    def __init__(self, game: str, version: int | None):
        self.game = game
        self.version = version

    def iter_errors(self, answer: dict[str, Any]) -> Any:
        kind = answer.get("type")
        versions = [self.version] if self.version is not None else \
            ([2, 1] if getattr(ruleset_game(self.game), "speaks_protocol_1", False) else [2])
        known = [v for v in versions if isinstance(kind, str) and f"answer_{kind}" in _protocol(self.game, v)["$defs"]]
        if not known:
            return iter([jsonschema.ValidationError(f"unknown answer type {shown_json(kind)}")])
        version = known[0]
        if kind == "hello" and self.version is None:
            # hello: valid under the version it names
            version = next((v for v in known if answer.get("protocol") == (PROTOCOL_1 if v == 1 else PROTOCOL_2)),
                           version)
        valid = _compiled(self.game, version).test_ref(f"#/$defs/answer_{kind}")
        if valid is not None and valid(answer):
            return iter(())         # known valid in one pass: the validator never walks it
        if kind in _TAGGED_LISTS:
            return _tagged_errors(self.game, version, kind, answer)
        return _answer_validator(self.game, version, kind).iter_errors(answer)


def response_validator(game: str = "duel", version: int | None = 1) -> _AnswerValidator:
    """A validator of the answers an engine gives in ``version`` of the protocol for ``game`` (the
    name a ruleset is published as: ``duel-pantheon`` for the Pantheon)."""
    return _AnswerValidator(game, version)


def validator(name: str, game: Game | None = None) -> jsonschema.protocols.Validator:
    """A validator of one published schema (``protocol`` is the current protocol, version 2)."""
    schemas = all_schemas(game)
    return jsonschema.Draft202012Validator(schemas["protocol.v2" if name == "protocol" else name])


if __name__ == "__main__":  # pragma: no cover
    # not a command: the schemas are written with the report's and the field reference by publish
    sys.exit("the schemas are published by: python -m oracle.conformance.publish")
