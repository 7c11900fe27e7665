"""Canonical JSON forms shared by the protocol, the cases, the goldens and the runner.

* actions are the record's action objects; in a legal list, builds carry their ``cost``;
* a legal list is compared as a set: it is sorted by canonical JSON text;
* the state view is what the adapter's ``state`` answer holds: the game's
  ``protocol_state`` (for Duel, the summary ``oracle replay --json`` prints, plus the progress
  tokens on the board, the discard pile and the decision pending);
* canonical JSON text: keys sorted, no spaces, UTF-8 — hashes are SHA-256 of that text.

Everything here reaches the game through its state (``state.game``): it serves every game of
the registry.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from oracle.core.events import Event

_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def canonical(value: Any) -> str:
    """The canonical JSON text of ``value`` (what ``json.dumps`` writes with sorted keys, no spaces
    and non-ASCII characters as themselves), by one encoder made once."""
    return _CANONICAL.encode(value)


def digest(value: Any, length: int = 16) -> str:
    return _hashed(canonical(value), length)


def _hashed(text: str, length: int = 16) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:length]


def sorted_digest(values: list[Any], length: int = 16) -> str:
    """:func:`digest` of ``values`` sorted by their canonical text, each item's text made once (the
    text of a list is its items' texts joined by commas between brackets)."""
    return _hashed("[" + ",".join(sorted(map(canonical, values))) + "]", length)


def legal_list(state: Any, player: int | None = None) -> list[dict[str, Any]]:
    """The legal actions of ``player`` (default: the only player owing a decision) as JSON objects
    (builds with their cost), in canonical order."""
    return sort_actions(state.game.legal_json(state, player))


def sort_actions(actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return sorted(actions, key=canonical)


def legal_digest(actions: list[dict[str, Any]]) -> str:
    """The hash of a legal list: SHA-256 of the canonical JSON of the sorted list, 16 hex digits."""
    return sorted_digest(actions)


GOLDEN_VERSION = 2      # the golden format: 2 adds the hashes of the discard pile and the pending decision
HASHED = {"discard_hash": "discard", "pending_hash": "pending"}     # a golden step's key -> the state's field


def field_hash(field: str, value: Any) -> str:
    """The hash a golden step keeps of a state field: the discard pile as a set (sorted by
    canonical text), the pending decision as it is (``null`` included)."""
    if field == "discard" and isinstance(value, list):
        return sorted_digest(value)
    return digest(value)


def state_hashes(view: dict[str, Any]) -> dict[str, str]:
    """The hashes of the discard pile and the pending decision of a state view (a golden step's)."""
    return {key: field_hash(field, view[field]) for key, field in HASHED.items() if field in view}


def state_view(state: Any) -> dict[str, Any]:
    """The state as the protocol reports it (the game's ``state`` schema)."""
    view: dict[str, Any] = state.game.protocol_state(state)
    return view


def event_json(event: Event) -> dict[str, Any]:
    """An event's JSON form (each event kind says how its fields are written)."""
    return event.to_json()
