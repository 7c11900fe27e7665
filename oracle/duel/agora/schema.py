"""The JSON Schemas of 7 Wonders Duel with Agora: Duel's, with what the expansion adds (the points
``record_schema`` and ``schema_defs``).

The record names the variant ``agora`` and its setup holds the key ``agora`` (the Decree drawn for each
Chamber, the Conspiracy deck in the order shuffled); the moves add the expansion's actions and the
steals it shares with the Pantheon; the state and the observation add the block ``agora`` (the Senate,
the military tokens on the track, the Conspiracies, the cards left out at setup that someone has seen)
and the political victory; a face-down Senator shows its own back; the score adds the Senate's row;
the events add the expansion's kinds.  The base game's schemas are not touched.
"""

from __future__ import annotations

from typing import Any

from oracle.core.events import tagged_union
from oracle.duel import schema
from oracle.duel.agora.decrees import CONSPIRACY, KIND
from oracle.duel.agora.kinds import BOTTOM, POLITICAL, TOP
from oracle.duel.agora.record import ACTION_KINDS
from oracle.duel.agora.scoring import PARTS
from oracle.duel.agora.state import NAME, constants
from oracle.duel.ruleset import Ruleset
from oracle.duel.shared import stealing

SCHEMA_ID = "urn:wonders-oracle:duel-agora:record:v1"
DECREE = {"$ref": "#/$defs/decree"}
CONSPIRACY_NAME = {"$ref": "#/$defs/conspiracy"}
NULLABLE_CARD = {"oneOf": [{"type": "null"}, {"$ref": "#/$defs/card"}]}


def _field(rules: Ruleset, kind: str, name: str) -> dict[str, Any]:
    """The schema of one field of an Agora action, as its record writes it."""
    chambers = constants(rules).chambers
    chamber = {"type": "integer", "minimum": 1, "maximum": chambers}
    fields: dict[str, dict[str, Any]] = {
        "chamber": {**chamber, "description": "a Chamber of the Senate, 1 to 6"},
        "chambers": {"type": "array", "items": chamber, "maxItems": 2,
                     "description": "[from, to]: a cube's (or a Decree's) way between two Chambers; [chamber]: a "
                                    "cube placed there; []: none"},
        "conspiracy": {"oneOf": [{"type": "null"}, CONSPIRACY_NAME]} if kind == "trigger_unprepared"
        else CONSPIRACY_NAME,
        "put_back": {"enum": [TOP, BOTTOM, ""],
                     "description": "where the Conspiracy drawn and not kept goes: on top of the deck, under it, "
                                    "or \"\" when only one was drawn"},
        "card": NULLABLE_CARD if kind == "discard_accessible" else {"$ref": "#/$defs/card"},
        "wonder": {"$ref": "#/$defs/wonder"},
        "token": {"$ref": "#/$defs/progress_token"},
    }
    return fields[name]


def move_schemas(rules: Ruleset, with_cost: bool = False) -> list[dict[str, Any]]:
    """The base game's actions, the expansion's and the steals it shares; none of these has a price."""
    moves = schema.move_schemas(with_cost)
    for kind, fields in {**ACTION_KINDS, **stealing.ACTION_KINDS}.items():
        properties: dict[str, Any] = {"action": {"const": kind}}
        properties.update({name: _field(rules, kind, name) for name in fields})
        moves.append({"type": "object", "required": ["action", *fields], "additionalProperties": False,
                      "properties": properties})
    return moves


def setup_schema(rules: Ruleset) -> dict[str, Any]:
    """The setup's ``agora``: the Decree drawn for each Chamber, then the Conspiracy deck, top first."""
    c = constants(rules)
    count = len(rules.of_kind(CONSPIRACY))
    return {
        "type": "object", "required": ["decrees", "conspiracies"], "additionalProperties": False,
        "properties": {
            "decrees": {"type": "array", "items": DECREE, "minItems": c.chambers, "maxItems": c.chambers,
                        "uniqueItems": True, "description": "the Decree dealt to each Chamber, Chamber 1 first"},
            "conspiracies": {"type": "array", "items": CONSPIRACY_NAME, "minItems": count, "maxItems": count,
                             "uniqueItems": True, "description": "the Conspiracy deck as shuffled, top first"},
        },
    }


def record_schema(record: dict[str, Any], rules: Ruleset) -> dict[str, Any]:
    """The record of a game with Agora: the base game's ``record`` with its variant ``agora``, its
    setup's ``agora`` and the expansion's moves (the point ``record_schema``)."""
    defs = record["$defs"]
    defs["decree"] = {"enum": [d.name for d in rules.of_kind(KIND)]}
    defs["conspiracy"] = {"enum": [c.name for c in rules.of_kind(CONSPIRACY)]}
    setup = defs["setup"]
    setup["required"] = [*setup["required"], NAME]
    setup["properties"] = {**setup["properties"], NAME: setup_schema(rules)}
    defs["move"] = tagged_union("action", {m["properties"]["action"]["const"]: m for m in move_schemas(rules)})
    record["$id"] = SCHEMA_ID
    record["required"] = [*record["required"][:1], "variant", *record["required"][1:]]
    record["properties"] = {**record["properties"], "variant": {"const": NAME}}
    return record


def agora_block(rules: Ruleset) -> dict[str, Any]:
    """The block ``agora`` of the state (every card named) and of an observation (what the viewer sees)."""
    c = constants(rules)
    player = {"$ref": "#/$defs/player"}
    seats = {"type": "array", "items": {"type": "integer", "minimum": 0}, "minItems": 2, "maxItems": 2}
    chamber = {
        "type": "object", "required": ["chamber", "section", "points", "cubes", "controller", "face_up", "decrees"],
        "additionalProperties": False,
        "properties": {
            "chamber": {"type": "integer", "minimum": 1, "maximum": c.chambers},
            "section": {"enum": [name for name, _ in c.sections]},
            "points": {"type": "integer", "minimum": 0, "description": "what controlling it scores at the end"},
            "cubes": {**seats, "description": "player 0's cubes in it, then player 1's"},
            "controller": {"oneOf": [{"type": "null"}, player],
                           "description": "the player with strictly more cubes in it; null on a tie"},
            "face_up": {"type": "boolean", "description": "whether its Decrees lie face up"},
            "decrees": {"type": "array", "items": {"oneOf": [{"type": "null"}, DECREE]},
                        "description": "its Decrees, top first; null for one lying face down (named in the state)"},
        }}
    plot = {"type": "object", "required": ["conspiracy", "prepared", "triggered", "locked"],
            "additionalProperties": False,
            "properties": {
                "conspiracy": {"oneOf": [{"type": "null"}, CONSPIRACY_NAME],
                               "description": "null where the viewer does not know it"},
                "prepared": {**NULLABLE_CARD, "description": "the Age card under it; null while unprepared"},
                "triggered": {"type": "boolean", "description": "whether it has been triggered (face up)"},
                "locked": {"oneOf": [{"type": "null"}, {"$ref": "#/$defs/progress_token"}],
                           "description": "the progress token Obscurantism laid on it, or null"}}}
    token = {"type": "object", "required": ["side", "distance", "name"], "additionalProperties": False,
             "properties": {"side": {"enum": [-1, 1]}, "distance": {"type": "integer", "minimum": 1},
                            "name": {"enum": [name for name, _ in c.military_tokens]}}}
    return {
        "type": "object", "required": ["chambers", "supply", "military_tokens", "conspiracies", "set_aside"],
        "additionalProperties": False,
        "description": "Agora: the Senate, the military tokens still on the track, the Conspiracies, and the "
                       "cards left out at setup as far as they have been seen",
        "properties": {
            "chambers": {"type": "array", "items": chamber, "minItems": c.chambers, "maxItems": c.chambers},
            "supply": {**seats, "description": "the cubes left in each player's supply"},
            "military_tokens": {"type": "array", "items": token,
                                "description": "Agora's military tokens still on the track"},
            "conspiracies": {
                "type": "object", "required": ["deck", "hands", "triggered_this_turn"], "additionalProperties": False,
                "properties": {
                    "deck": {"type": "array", "items": {"oneOf": [{"type": "null"}, CONSPIRACY_NAME]},
                             "description": "the deck, top first; null for a card the viewer does not know"},
                    "hands": {"type": "array", "minItems": 2, "maxItems": 2, "items": {"type": "array",
                                                                                       "items": plot},
                              "description": "each player's Conspiracies, in the order kept"},
                    "triggered_this_turn": {"type": "boolean",
                                            "description": "whether the player to move has triggered one in "
                                                           "this turn"}}},
            "set_aside": {
                "type": "object", "required": ["seen", "known"], "additionalProperties": False,
                "properties": {
                    "seen": {**seats, "description": "for each player, how many Ages' cards left out at setup "
                                                     "they have looked at (Treason)"},
                    "known": {"type": "array", "items": {"$ref": "#/$defs/card"},
                              "description": "those of them still out of play that the viewer has seen"}}},
        },
    }


def schema_defs(defs: dict[str, Any], game: Any) -> dict[str, Any]:
    """Duel's shared definitions ``defs`` with the expansion's: its names, moves, state, observation,
    backs and score (the point ``schema_defs``)."""
    rules = game.rules
    defs["legal_action"] = tagged_union("action", {m["properties"]["action"]["const"]: m
                                                   for m in move_schemas(rules, with_cost=True)})
    defs[NAME] = agora_block(rules)
    defs["score"] = schema.score_with(PARTS, {"senate": "victory points of the Chambers the player controls"})
    victories = ["military", "science", "civilian", POLITICAL, None]
    state = defs["state"]
    properties = dict(state["properties"])
    properties["pending"] = schema.pending_of(
        properties, rules, "optional: the decision a move left owing before the turn can end (the base game's, and "
                           "what the Senate and the Conspiracies ask for), or null")
    properties["victory"] = {**properties["victory"], "enum": victories}
    properties[NAME] = {"$ref": f"#/$defs/{NAME}", "description": "optional: Agora as the rules see it, every "
                                                                 "card and Decree named"}
    defs["state"] = {**state, "properties": properties}
    observation = schema.observation_body(rules.constants.extra_back)
    slot = observation["properties"]["structure"]["items"]
    backs = [*slot["properties"]["back"]["enum"], *(m.back for m in rules.constants.mixed_decks)]
    slot["properties"]["back"] = {**slot["properties"]["back"], "enum": backs}
    observation["properties"]["victory"] = {**observation["properties"]["victory"], "enum": victories}
    observation["required"] = [*observation["required"], NAME]
    observation["properties"][NAME] = {"$ref": f"#/$defs/{NAME}", "description": "Agora as the player sees it"}
    defs["observation"] = observation
    return defs


__all__ = ["SCHEMA_ID", "agora_block", "move_schemas", "record_schema", "schema_defs", "setup_schema"]
