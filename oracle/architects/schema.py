"""The JSON Schemas (draft 2020-12) of Architects' values, generated from the spec: the v1 record,
a move, a legal action, a seat, the state the adapter reports, an observation and the events.

The committed copies live in ``spec/schema/architects/``; a test fails when they are stale.
Regenerate every schema with ``python -m oracle.conformance.publish``.
"""

from __future__ import annotations

from typing import Any

from oracle.architects.record import ACTION_FIELDS, GAME_ID, PILE_NAME, VARIANTS
from oracle.architects.ruleset import Ruleset
from oracle.architects.scoring import CATEGORIES
from oracle.architects.spec import CENTRAL
from oracle.core.events import event_schema, tagged_union
from oracle.core.schema import record_envelope

SCHEMA_ID = "urn:wonders-oracle:architects:record:v1"
PLAYER: dict[str, Any] = {"type": "integer", "minimum": 0, "maximum": 6,
                          "description": "a seat, 0 to players - 1, clockwise; written as a whole number (0, not 0.0)"}


def _field(field: str) -> dict[str, Any]:
    fields: dict[str, dict[str, Any]] = {
        "deck": {"$ref": "#/$defs/deck"},
        "piece": {"type": "integer", "minimum": 1, "maximum": 5},
        "cards": {"type": "array", "items": {"$ref": "#/$defs/card"}, "minItems": 1, "maxItems": 4},
        "token": {"oneOf": [{"$ref": "#/$defs/progress_token"}, {"const": PILE_NAME}]},
        "card": {"$ref": "#/$defs/card"},
    }
    return fields[field]


def move_schemas(with_player: bool) -> dict[str, dict[str, Any]]:
    """One schema per kind of action; ``with_player``: as a record's move, naming its player."""
    out = {}
    for kind, fields in ACTION_FIELDS.items():
        properties: dict[str, Any] = {"action": {"const": kind}}
        if with_player:
            properties["player"] = {"$ref": "#/$defs/player"}
        for f in fields:
            properties[f] = _field(f)
        if kind == "build":
            properties["economy"] = {"type": "boolean", "description": "one card counts as more units (Economy)"}
            properties["engineering"] = {"type": "boolean",
                                         "description": "the different/identical demand set aside (Engineering)"}
        required = ["action", *fields] + (["player"] if with_player else [])
        out[kind] = {"type": "object", "required": required, "additionalProperties": False, "properties": properties}
    return out


def record_schema(rules: Ruleset) -> dict[str, Any]:
    kinds = [k.name for k in rules.kinds]

    def cards(n: int | None = None) -> dict[str, Any]:
        schema: dict[str, Any] = {"type": "array", "items": {"$ref": "#/$defs/card"}}
        if n is not None:
            schema.update(minItems=n, maxItems=n)
        return schema

    # wonder.halicarnassus_rest: at most one order per 'keep K of top N' effect of all the wonders; each
    # as long as the largest deck dealt (the central deck, or a wonder's deck if one is larger)
    max_reshuffles = sum(rules.keeps)
    decks = [len(d) for d in rules.wonder_decks]
    shortest, longest = max(len(rules.central_deck), min(decks)), max(len(rules.central_deck), *decks)

    defs: dict[str, Any] = {
        "card": {"enum": kinds},
        "wonder": {"enum": [w.name for w in rules.wonders]},
        "deck": {"enum": [w.name for w in rules.wonders] + [CENTRAL],
                 "description": "a wonder's deck, by the wonder's name, or the central deck"},
        "progress_token": {"enum": [t.name for t in rules.tokens]},
        "player": dict(PLAYER),
        "setup": {
            "type": "object", "required": ["wonders", "first_player", "decks", "central", "progress"],
            "additionalProperties": False,
            "properties": {
                "wonders": {"type": "array", "items": {"$ref": "#/$defs/wonder"}, "minItems": 2, "maxItems": 7,
                            "uniqueItems": True, "description": "seat by seat, clockwise"},
                "first_player": {**PLAYER, "description": "the youngest player, who takes the first turn"},
                "decks": {"type": "array", "items": cards(), "minItems": 2, "maxItems": 7,
                          "description": "seat by seat: the deck of that seat's wonder, top card first, holding "
                                         "exactly the cards the deck table gives"},
                "central": {**cards(len(rules.central)), "description": "top card first"},
                "progress": {"type": "array", "items": {"$ref": "#/$defs/progress_token"},
                             "minItems": len(rules.token_box()), "maxItems": len(rules.token_box()),
                             "description": "pile order: the first ones are laid face up"},
                "reshuffles": {"type": "array", "maxItems": max_reshuffles, "items": {
                    "type": "array", "items": {"type": "integer", "minimum": 0, "maximum": longest - 1},
                    "minItems": shortest, "maxItems": longest, "uniqueItems": True},
                    "description": "required when a wonder at the table shuffles cards back (Halicarnassus): one "
                                   "order for each such effect, each a permutation of 0..L-1, L the size of the "
                                   "largest deck dealt; how the cards put back come out"},
            },
        },
    }
    defs["move"] = tagged_union("action", move_schemas(with_player=True))
    players = {"type": "integer", "minimum": 2, "maximum": 7}
    return record_envelope(GAME_ID, SCHEMA_ID, rules.title,
                           "The player count and every chance outcome up front (setup), then every decision in order "
                           "(moves), each naming its player.",
                           VARIANTS, defs, players)


SCORE_CATEGORIES = {
    "wonder": "points of the wonder pieces built",
    "cards": "points of the blue cards",
    "progress": "points of the progress tokens",
    "cat": "the cat's points, for the player holding it",
    "military": "points of the military victory tokens",
    "total": "the sum of the categories",
}


def _city() -> dict[str, Any]:
    return {"type": "object", "required": ["wonder", "built", "cards", "progress", "military_victories"],
            "properties": {"wonder": {"$ref": "#/$defs/wonder", "description": "the wonder the seat builds"},
                           "built": {"type": "array", "items": {"type": "integer", "minimum": 1, "maximum": 5},
                                     "description": "the numbers of the pieces built, in increasing order"},
                           "cards": {"type": "object", "additionalProperties": {"type": "integer", "minimum": 1},
                                     "description": "the cards in front of the player: kind of card -> how many"},
                           "progress": {"type": "array", "items": {"$ref": "#/$defs/progress_token"},
                                        "description": "the progress tokens taken, in the order taken"},
                           "military_victories": {"type": "integer", "minimum": 0,
                                                  "description": "military victory tokens won in battles"}}}


_STATUS: dict[str, Any] = {
    "status": {"enum": ["in_progress", "finished"], "description": "whether the game is over"},
    "to_move": {"oneOf": [{"type": "null"}, {"$ref": "#/$defs/player"}],
                "description": "the player whose turn it is (who also owes any pending decision); null once "
                               "finished"},
    "victory": {"enum": ["civilian", "exhausted", None],
                "description": "how the game ended: civilian (a wonder was completed and the turn ended) or "
                               "exhausted (no card left to take); null while in progress"},
    "winners": {"oneOf": [{"type": "null"}, {"type": "array", "items": {"$ref": "#/$defs/player"}}],
                "description": "the seats with the most points, then the most pieces built (several: a shared "
                               "victory); null while in progress"},
}
_PENDING: dict[str, Any] = {"oneOf": [{"type": "null"}, {
    "type": "object", "required": ["player", "decision"],
    "properties": {"player": {"$ref": "#/$defs/player", "description": "who owes the decision"},
                   "decision": {"enum": ["take", "choose", "look", "keep"],
                                "description": "take: take the top card of one of the decks named; choose: "
                                               "choose a progress token (face up, or the pile's top); look: the "
                                               "deck to look into; keep: the card to keep of those looked at"},
                   "decks": {"type": "array", "items": {"$ref": "#/$defs/deck"},
                             "description": "the decks the decision may take from or look into"},
                   "looked_at": {"type": "integer", "minimum": 0,
                                 "description": "keep only: how many cards are being looked at"},
                   "cards": {"type": "array", "items": {"$ref": "#/$defs/card"},
                             "description": "keep only, and only for the player deciding: the cards looked at"}}}],
    "description": "the decision owed at once, before anything else (a built piece's effect, the token a trade "
                   "buys), or null"}
_EXTRA_CARDS: dict[str, Any] = {
    "type": "array", "minItems": 1, "items": {"type": "object", "required": ["decks"], "properties": {
        "decks": {"type": "array", "items": {"$ref": "#/$defs/deck"}, "description": "the decks it may come from"}}},
    "description": "present only while the mover's progress tokens owe extra cards this turn: each taken whenever "
                   "the mover wishes before the turn ends, before or after the turn's builds and trades "
                   "(progress.any_time)"}


def schema_defs(game: Any) -> dict[str, Any]:
    """Every definition Architects' published schemas share."""
    rules: Ruleset = game.rules
    record = record_schema(rules)
    defs = dict(record["$defs"])
    defs["legal_action"] = tagged_union("action", move_schemas(with_player=False))
    defs["names"] = {"type": "array", "items": {"type": "string"}}
    defs["score"] = {"type": "object", "required": list(CATEGORIES),
                     "description": "the points the player would score if the game ended now, by category",
                     "properties": {c: {"type": "integer", "description": SCORE_CATEGORIES[c]} for c in CATEGORIES}}
    defs["state"] = {
        "description": "The state of a game as the adapter protocol reports it (`state` answer).",
        "type": "object",
        "required": ["status", "to_move", "victory", "winners", "turn", "phase", "conflict", "cat", "progress_face_up",
                     "discard", "pending", "players"],
        "properties": {**_STATUS,
                       "turn": {"type": "integer", "minimum": 1, "description": "the turn, counted from 1"},
                       "phase": {"enum": ["take", "act"],
                                 "description": "take: the player to move takes a card; act: they carry out what "
                                                "the turn calls for (builds, science trades, token choices)"},
                       "conflict": {"type": "integer", "minimum": 0,
                                    "description": "conflict tokens on their battle side"},
                       "cat": {"oneOf": [{"type": "null"}, {"$ref": "#/$defs/player"}],
                               "description": "the player holding the cat, or null"},
                       "progress_face_up": {"type": "array", "items": {"$ref": "#/$defs/progress_token"},
                                            "description": "the face-up progress tokens on offer (compared as a "
                                                           "set)"},
                       "discard": {"type": "array", "items": {"$ref": "#/$defs/card"},
                                   "description": "the cards spent, traded or discarded (compared as a set)"},
                       "pending": _PENDING,
                       "extra_cards": _EXTRA_CARDS,
                       "players": {"type": "array", "minItems": 2, "maxItems": 7,
                                   "items": {"$ref": "#/$defs/player_state"},
                                   "description": "seat by seat, clockwise"}},
    }
    defs["city"] = _city()
    defs["player_state"] = {"allOf": [{"$ref": "#/$defs/city"},
                                      {"type": "object", "required": ["score"],
                                       "properties": {"score": {"$ref": "#/$defs/score"}}}]}
    defs["observation"] = {
        "description": "What one player may see of a game (`observe` answer): no hidden information.",
        "type": "object",
        "required": ["player", "players", "turn", "status", "to_move", "victory", "winners", "phase", "conflict",
                     "cat", "decks", "central", "progress", "discard", "pending", "cities"],
        "properties": {
            "player": {"$ref": "#/$defs/player", "description": "whose view this is"},
            "players": {"type": "integer", "minimum": 2, "maximum": 7, "description": "the number of players"},
            "turn": {"type": "integer", "minimum": 1, "description": "as in the state"}, **_STATUS,
            "phase": {"enum": ["take", "act"], "description": "as in the state"},
            "conflict": {"type": "object", "required": ["battle_side", "tokens"],
                         "description": "the conflict tokens",
                         "properties": {"battle_side": {"type": "integer", "minimum": 0,
                                                        "description": "how many show their battle side"},
                                        "tokens": {"type": "integer", "minimum": 1,
                                                   "description": "how many there are"}}},
            "cat": {"oneOf": [{"type": "null"}, {"$ref": "#/$defs/player"}],
                    "description": "the player holding the cat, or null"},
            "decks": {"type": "array", "description": "seat by seat, the wonder decks (face up)", "items": {
                "type": "object", "required": ["wonder", "top", "cards"],
                "properties": {"wonder": {"$ref": "#/$defs/wonder", "description": "whose deck it is"},
                               "top": {"oneOf": [{"type": "null"}, {"$ref": "#/$defs/card"}],
                                       "description": "its top card, or null when empty"},
                               "cards": {"type": "integer", "minimum": 0, "description": "how many cards it holds"}}}},
            "central": {"type": "object", "required": ["cards", "top"], "description": "the central deck (face down)",
                        "properties": {"cards": {"type": "integer", "minimum": 0,
                                                 "description": "how many cards it holds"},
                                       "top": {"oneOf": [{"type": "null"}, {"$ref": "#/$defs/card"}],
                                               "description": "a card only for the cat's holder, at the start of "
                                                              "their turn (cat.peek); null for everyone else"}}},
            "progress": {"type": "object", "required": ["face_up", "pile"], "description": "the progress tokens",
                         "properties": {"face_up": {"type": "array", "items": {"$ref": "#/$defs/progress_token"},
                                                    "description": "the face-up tokens on offer"},
                                        "pile": {"type": "integer", "minimum": 0,
                                                 "description": "how many are left in the face-down pile"}}},
            "discard": {"type": "array", "items": {"$ref": "#/$defs/card"}, "description": "as in the state"},
            "pending": _PENDING,
            "extra_cards": _EXTRA_CARDS,
            "cities": {"type": "array", "items": {"$ref": "#/$defs/city"}, "minItems": 2, "maxItems": 7,
                       "description": "seat by seat: what everyone sees of each city"},
        },
    }
    defs["event"] = event_schema(game.event_kinds, {"$ref": "#/$defs/player"})
    defs["record"] = {k: v for k, v in record.items()
                      if k in ("type", "required", "additionalProperties", "properties")}
    return defs


def golden_step_schema() -> dict[str, Any]:
    """One step of a golden: the legal actions' count and hash, then seat by seat the pieces built,
    cards held, progress tokens and Military Victory tokens, the conflict tokens on their battle
    side and the cat's holder."""
    seats = {"type": "array", "items": {"type": "integer", "minimum": 0}, "minItems": 2, "maxItems": 7}
    return {"type": "object", "required": ["legal", "legal_hash", "pieces", "cards", "tokens", "victories",
                                           "conflict", "cat"],
            "additionalProperties": False,
            "properties": {"legal": {"type": "integer", "minimum": 0},
                           "legal_hash": {"type": "string", "pattern": "^[0-9a-f]{16}$"},
                           "pieces": {**seats, "description": "pieces built, seat by seat"},
                           "cards": {**seats, "description": "cards held, seat by seat"},
                           "tokens": {**seats, "description": "progress tokens held, seat by seat"},
                           "victories": {**seats, "description": "Military Victory tokens, seat by seat"},
                           "conflict": {"type": "integer", "minimum": 0},
                           "cat": {"oneOf": [{"type": "null"}, {"$ref": "#/$defs/player"}]}}}
