"""The JSON Schemas of 7 Wonders Duel with the Pantheon: Duel's, with what the expansion adds.

Published in ``spec/schema/duel-pantheon/`` (``python -m oracle.conformance.publish``; a test fails
when they are stale).  The record names the variant ``pantheon`` and its setup holds the key
``pantheon`` (the tokens on Age I and Age II, each Mythology's deck); the moves add the
expansion's actions; the state and the observation add the block ``pantheon`` (the board, the
decks, what each player holds); the score adds the divinities' points; the events add the
expansion's kinds.  The base game's schemas are not touched.
"""

from __future__ import annotations

from typing import Any

from oracle.core.events import tagged_union
from oracle.duel import schema
from oracle.duel.pantheon.kinds import ACTIVATE
from oracle.duel.pantheon.record import ACTION_KINDS
from oracle.duel.pantheon.scoring import PARTS
from oracle.duel.pantheon.state import VARIANT as PANTHEON
from oracle.duel.ruleset import Ruleset

SCHEMA_ID = "urn:wonders-oracle:duel-pantheon:record:v1"
DIVINITY = {"$ref": "#/$defs/divinity"}
MYTHOLOGY = {"$ref": "#/$defs/mythology"}


def _field(rules: Ruleset, name: str) -> dict[str, Any]:
    """The schema of one field of a Pantheon action, as its record writes it."""
    constants = rules.section("pantheon")
    assert constants is not None
    capital = rules.track.capital
    fields: dict[str, dict[str, Any]] = {
        "card": {"$ref": "#/$defs/card"},
        "wonder": {"$ref": "#/$defs/wonder"},
        "divinity": DIVINITY,
        "mythology": MYTHOLOGY,
        "order": {"type": "array", "items": DIVINITY, "uniqueItems": True,
                  "description": "the divinities looked at and not chosen, in the order they go back on their "
                                 "deck, top first (empty where no deck is looked at)"},
        "space": {"type": "integer", "minimum": 1, "maximum": constants.spaces,
                  "description": "a space of the Pantheon board, 1 being nearest the first player's capital"},
        "offerings": {"type": "array", "items": {"enum": sorted(constants.offering_tokens)}, "uniqueItems": True,
                      "maxItems": len(constants.offering_tokens),
                      "description": "the Offering tokens spent on the activation, by value"},
        "slot": {"type": "integer", "minimum": 0, "maximum": max(layout.size for layout in rules.layouts) - 1,
                 "description": "a place of the Age's layout, in dealing order"},
        "position": {"type": "integer", "minimum": -capital, "maximum": capital,
                     "description": "a space of the military track, signed like the conflict pawn"},
        "looting": {"enum": sorted(t.side * t.distance for t in rules.track.looting),
                    "description": "a looting token, by the space it lies on (signed like the conflict pawn)"},
    }
    return fields[name]


def move_schemas(rules: Ruleset, with_cost: bool = False) -> list[dict[str, Any]]:
    """The base game's actions and the expansion's; ``with_cost``: builds and activations carry
    their cost (the legal list)."""
    moves = schema.move_schemas(with_cost)
    for kind, fields in ACTION_KINDS.items():
        properties: dict[str, Any] = {"action": {"const": kind}}
        properties.update({name: _field(rules, name) for name in fields})
        costed = with_cost and kind == ACTIVATE
        if costed:
            properties["cost"] = {"type": "integer", "minimum": 0,
                                  "description": "coins the activation costs, after the Offering tokens spent"}
        moves.append({"type": "object", "required": ["action", *fields, *(["cost"] if costed else [])],
                      "additionalProperties": False, "properties": properties})
    return moves


def setup_schema(rules: Ruleset) -> dict[str, Any]:
    """The setup's ``pantheon``: the chance outcomes of the expansion."""
    constants = rules.section("pantheon")
    assert constants is not None
    mythologies = rules.vocabulary.mythologies
    decks = {m: [d.name for d in rules.divinities if d.deck == m] for m in mythologies}
    return {
        "type": "object", "required": ["mythology_tokens", "offering_tokens", "divinities"],
        "additionalProperties": False,
        "properties": {
            "mythology_tokens": {"type": "array", "items": MYTHOLOGY, "minItems": len(constants.mythology_slots),
                                 "maxItems": len(constants.mythology_slots),
                                 "description": "the Mythology of the token on each face-down card of Age I that "
                                                f"holds one (slots {constants.mythology_slots}, in that order); "
                                                f"no Mythology more than {constants.mythology_tokens_each} times"},
            "offering_tokens": {"type": "array", "items": {"enum": sorted(constants.offering_tokens)},
                                "minItems": len(constants.offering_tokens),
                                "maxItems": len(constants.offering_tokens), "uniqueItems": True,
                                "description": "the value of the Offering token on each face-down card of Age II "
                                               f"that holds one (slots {constants.offering_slots}, in that order)"},
            "divinities": {
                "type": "object", "required": list(mythologies), "additionalProperties": False,
                "description": "each Mythology's deck, top first",
                "properties": {m: {"type": "array", "items": {"enum": names}, "minItems": len(names),
                                   "maxItems": len(names), "uniqueItems": True} for m, names in decks.items()}},
        },
    }


def record_schema(record: dict[str, Any], rules: Ruleset) -> dict[str, Any]:
    """The record of a game with the Pantheon: the base game's ``record`` with its variant ``pantheon``,
    its setup's ``pantheon`` and the expansion's moves (the point ``record_schema``)."""
    defs = record["$defs"]
    defs["divinity"] = {"enum": [d.name for d in rules.divinities]}
    defs["mythology"] = {"enum": list(rules.vocabulary.mythologies)}
    setup = defs["setup"]
    setup["required"] = [*setup["required"], PANTHEON]
    setup["properties"] = {**setup["properties"], PANTHEON: setup_schema(rules)}
    defs["move"] = tagged_union("action", {m["properties"]["action"]["const"]: m for m in move_schemas(rules)})
    record["$id"] = SCHEMA_ID
    record["required"] = [*record["required"][:1], "variant", *record["required"][1:]]
    record["properties"] = {**record["properties"], "variant": {"const": PANTHEON}}
    return record


def pantheon_block(rules: Ruleset) -> tuple[dict[str, Any], dict[str, Any]]:
    """The block ``pantheon`` of the state and of an observation, and a token lying on the structure."""
    player = {"$ref": "#/$defs/player"}
    token = {"oneOf": [
        {"type": "object", "required": ["kind", "mythology"], "additionalProperties": False,
         "properties": {"kind": {"const": "mythology"}, "mythology": MYTHOLOGY}},
        {"type": "object", "required": ["kind", "value"], "additionalProperties": False,
         "properties": {"kind": {"const": "offering"}, "value": {"type": "integer", "minimum": 0}}}]}
    space = {"type": "object", "required": ["space", "divinity", "mythology"],
             "properties": {"space": {"type": "integer", "minimum": 1},
                            "divinity": {"oneOf": [{"type": "null"}, DIVINITY],
                                         "description": "the card on the space where it is face up (or placed by "
                                                        "the viewer); null where it is hidden or the space empty"},
                            "mythology": {"oneOf": [{"type": "null"}, MYTHOLOGY],
                                          "description": "the Mythology of the card on the space (its back); "
                                                         "null for an empty space and for the Gate"},
                            "placed_by": {**player, "description": "the player who placed the card face down"}}}
    deck = {"type": "object", "required": ["mythology", "size", "known"],
            "properties": {"mythology": MYTHOLOGY, "size": {"type": "integer", "minimum": 0},
                           "known": {"type": "array", "items": DIVINITY,
                                     "description": "the top cards of the deck the viewer knows, top first"}}}
    holder = {"type": "object", "required": ["mythology_tokens", "offerings", "divinities", "reserve"],
              "properties": {"mythology_tokens": {"type": "array", "items": MYTHOLOGY,
                                                  "description": "the Mythology tokens the player holds"},
                             "offerings": {"type": "array", "items": {"type": "integer", "minimum": 0},
                                           "description": "the values of the Offering tokens the player holds"},
                             "divinities": {"type": "array", "items": DIVINITY,
                                            "description": "the divinities the player has activated"},
                             "reserve": {"type": "integer", "minimum": 0,
                                         "description": "coins lying on the player's divinities (Astarte's): "
                                                        "spent after the treasury, never lost, 1 point each"}}}
    return {
        "type": "object",
        "required": ["spaces", "decks", "players", "offerings_spent", "tokens_lost", "on_divinities", "copies",
                     "blocker"],
        "description": "the Pantheon: its board, its decks and what each player holds of it",
        "properties": {
            "spaces": {"type": "array", "items": space, "description": "the board's spaces, 1 first"},
            "decks": {"type": "array", "items": deck, "description": "each Mythology's deck"},
            "players": {"type": "array", "items": holder, "minItems": 2, "maxItems": 2,
                        "description": "player 0's tokens and divinities, then player 1's"},
            "offerings_spent": {"type": "array", "items": {"type": "integer", "minimum": 0},
                                "description": "the values of the Offering tokens spent, in the order spent"},
            "tokens_lost": {"type": "array", "items": token,
                            "description": "tokens that left the game with a card discarded from the structure"},
            "on_divinities": {"type": "array", "description": "progress tokens lying on a divinity (Enki's)",
                              "items": {"type": "object", "required": ["divinity", "progress"],
                                        "properties": {"divinity": DIVINITY,
                                                       "progress": {"type": "array",
                                                                    "items": {"$ref": "#/$defs/progress_token"}}}}},
            "copies": {"type": "array", "description": "science symbols copied from an opponent's card (Nisaba's)",
                       "items": {"type": "object", "required": ["player", "card", "symbol"],
                                 "properties": {"player": player, "card": {"$ref": "#/$defs/card"},
                                                "symbol": {"enum": list(rules.vocabulary.science_symbols)}}}},
            "blocker": {"oneOf": [{"type": "null"}, {"type": "integer"}],
                        "description": "the space of the military track the blocker (Minerva's pawn) stands on, "
                                       "signed like the conflict pawn; null while it is not on the track"},
        },
    }, token


def schema_defs(defs: dict[str, Any], game: Any) -> dict[str, Any]:
    """Duel's shared definitions ``defs`` with the expansion's: its names, moves, state, observation and
    score (the point ``schema_defs``)."""
    rules = game.rules
    defs["legal_action"] = tagged_union("action", {m["properties"]["action"]["const"]: m
                                                   for m in move_schemas(rules, with_cost=True)})
    defs["pantheon"], defs["structure_token"] = pantheon_block(rules)
    defs["score"] = schema.score_with(PARTS, {
        "purple": "victory points of the Grand Temples: 5, 12 or 21 for 1, 2 or 3",
        "divinities": "victory points of the divinities (Aphrodite's, and 1 per coin lying on the player's "
                      "divinities)"})
    state = defs["state"]
    properties = dict(state["properties"])
    properties["pending"] = schema.pending_of(
        properties, rules, "optional: the decision a move left owing before the turn can end (the base game's, a "
                           "divinity to place, and what a divinity's power asks for), or null")
    properties[PANTHEON] = {"$ref": "#/$defs/pantheon",
                            "description": "optional: the Pantheon as the rules see it, every card named"}
    defs["state"] = {**state, "properties": properties}
    observation = schema.observation_body(rules.constants.extra_back)
    slot = observation["properties"]["structure"]["items"]
    slot["properties"]["token"] = {"$ref": "#/$defs/structure_token",
                                   "description": "the Mythology or Offering token lying on the card (face up)"}
    observation["required"] = [*observation["required"], PANTHEON]
    observation["properties"][PANTHEON] = {"$ref": "#/$defs/pantheon",
                                           "description": "the Pantheon as the player sees it"}
    defs["observation"] = observation
    return defs

