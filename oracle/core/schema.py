"""The building blocks of the JSON Schemas every game publishes (draft 2020-12).

A game's ``schema.py`` describes its own values (setup, moves, state, observation); the frame its
record format shares with every other game's (records.format) is made here, so that the published
schemas of all the games read alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

DRAFT = "https://json-schema.org/draft/2020-12/schema"


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
        "moves": {"type": "array", "items": {"$ref": "#/$defs/move"}},
    }
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
