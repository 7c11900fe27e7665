"""What the ruleset playing both expansions adds to Duel's schemas (points ``record_schema`` and
``schema_defs``, after the Pantheon's and Agora's): each expansion writes its moves, its score and the
observation as if it were alone, and the later one's replace the earlier's; here they are joined, so
the schemas of the combination hold both expansions' moves, rows of the score sheet and parts of an
observation.  Published in ``spec/schema/duel-pantheon-agora/``."""

from __future__ import annotations

from typing import Any

from oracle.core.events import tagged_union
from oracle.duel import schema
from oracle.duel.agora import schema as agora
from oracle.duel.agora.state import NAME as AGORA
from oracle.duel.pantheon import schema as pantheon
from oracle.duel.pantheon.state import VARIANT as PANTHEON
from oracle.duel.ruleset import Ruleset
from oracle.duel.scoring import COMPONENT_PARTS

SCHEMA_ID = "urn:wonders-oracle:duel-pantheon-agora:record:v1"
VARIANT = "pantheon_agora"
PARTS = (*COMPONENT_PARTS, "divinities", "senate", "coins", "military")


def move_schemas(rules: Ruleset, with_cost: bool = False) -> list[dict[str, Any]]:
    """The base game's actions, the Pantheon's and Agora's, each once (the base game's are both's)."""
    moves: dict[str, dict[str, Any]] = {}
    for made in (pantheon.move_schemas(rules, with_cost), agora.move_schemas(rules, with_cost)):
        for move in made:
            moves.setdefault(move["properties"]["action"]["const"], move)
    return list(moves.values())


def record_schema(record: dict[str, Any], rules: Ruleset) -> dict[str, Any]:
    """The record of a game with both expansions: the variant ``pantheon_agora``, the setup's parts of
    both (each expansion's fold added its own) and the moves of both."""
    record["$defs"]["move"] = tagged_union("action", {m["properties"]["action"]["const"]: m
                                                      for m in move_schemas(rules)})
    record["$id"] = SCHEMA_ID
    record["required"] = list(dict.fromkeys(record["required"]))    # each expansion's fold named the variant
    record["properties"] = {**record["properties"], "variant": {"const": VARIANT}}
    return record


def schema_defs(defs: dict[str, Any], game: Any) -> dict[str, Any]:
    """Duel's shared definitions with both expansions': the legal list holds both's moves, the score
    both's rows, the observation both's parts (a structure's card may carry a Pantheon token)."""
    rules = game.rules
    defs["legal_action"] = tagged_union("action", {m["properties"]["action"]["const"]: m
                                                   for m in move_schemas(rules, with_cost=True)})
    defs["score"] = schema.score_with(PARTS, {
        "purple": "victory points of the Grand Temples: 5, 12 or 21 for 1, 2 or 3",
        "divinities": "victory points of the divinities (Aphrodite's, and 1 per coin lying on the player's "
                      "divinities)",
        "senate": "victory points of the Chambers the player controls"})
    state = defs["state"]
    properties = dict(state["properties"])
    properties["pending"] = schema.pending_of(
        properties, rules, "optional: the decision a move left owing before the turn can end (the base game's, a "
                           "divinity to place, what a divinity's power asks for, and what the Senate and the "
                           "Conspiracies ask for), or null")
    defs["state"] = {**state, "properties": properties}
    observation = defs["observation"]
    slot = observation["properties"]["structure"]["items"]
    slot["properties"]["token"] = {"$ref": "#/$defs/structure_token",
                                   "description": "the Mythology or Offering token lying on the card (face up)"}
    required = [r for r in observation["required"] if r != AGORA]
    observation["required"] = [*required, PANTHEON, AGORA]
    observation["properties"] = {**{k: v for k, v in observation["properties"].items() if k != AGORA},
                                 PANTHEON: {"$ref": "#/$defs/pantheon",
                                            "description": "the Pantheon as the player sees it"},
                                 AGORA: observation["properties"][AGORA]}
    return defs


__all__ = ["PARTS", "SCHEMA_ID", "move_schemas", "record_schema", "schema_defs"]
