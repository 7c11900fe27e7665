"""The building blocks of the JSON Schemas every game publishes (draft 2020-12).

A game's ``schema.py`` describes its own values (setup, moves, state, observation); the frame its
record format shares with every other game's (records.format) is made here, so that the published
schemas of all the games read alike.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

DRAFT = "https://json-schema.org/draft/2020-12/schema"

# records.entry: a record's move is written in the game's own form, or as the legal lists print it
MOVES: dict[str, Any] = {"type": "array", "items": {"anyOf": [{"$ref": "#/$defs/move"}, {"$ref": "#/$defs/entry"}]}}


def with_entries(defs: dict[str, Any], move_names_player: bool, seat: dict[str, Any]) -> None:
    """Add to a record schema's ``defs`` what a move written as an entry is (records.entry):
    ``{"player", "action", "cost"}``, its ``action`` the game's move without its player (``action``)."""
    defs["action"] = _without_player(defs["move"]) if move_names_player else {"$ref": "#/$defs/move"}
    defs["entry"] = {
        "type": "object", "required": ["player", "action"], "additionalProperties": False,
        "description": "a move as the legal lists print it: its player, the action, and (optional) the coins "
                       "it takes, checked when the record is replayed",
        "properties": {"player": seat, "action": {"$ref": "#/$defs/action"},
                       "cost": {"type": "integer", "minimum": 0}},
    }


def _without_player(move: dict[str, Any]) -> dict[str, Any]:
    """A move's schema (a tagged union of the kinds of move) without the ``player`` key it names."""
    out = copy.deepcopy(move)
    for branch in out.get("allOf", ()):
        then = branch.get("then", {})
        then.get("properties", {}).pop("player", None)
        if "required" in then:
            then["required"] = [key for key in then["required"] if key != "player"]
    return out


def record_envelope(game: str, schema_id: str, title: str, description: str, variants: Sequence[str],
                    defs: dict[str, Any], players: dict[str, Any] | None = None) -> dict[str, Any]:
    """The schema of a game record, version 1: the game's name, the number of players (``players``:
    its schema, for a game played by more than one count), the variant (``"standard"`` when left out),
    free-form ``meta``, then the setup and the moves that ``defs`` describe."""
    properties: dict[str, Any] = {"game": {"const": game}}
    if players is not None:
        properties["players"] = players
    properties |= {
        "variant": {"enum": list(variants), "default": "standard"},
        "meta": {"type": "object", "description": "free-form information; ignored by the rules"},
        "setup": {"$ref": "#/$defs/setup"},
        "moves": MOVES,
    }
    with_entries(defs, True, {"$ref": "#/$defs/player"})
    return {
        "$schema": DRAFT,
        "$id": schema_id,
        "title": f"{title} game record, version 1",
        "description": description,
        "type": "object",
        "required": ["game", *(["players"] if players is not None else []), "setup", "moves"],
        "additionalProperties": False,
        "properties": properties,
        "$defs": defs,
    }
