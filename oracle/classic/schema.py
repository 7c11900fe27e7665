"""The JSON Schemas (draft 2020-12) of the classic game's values, generated from the spec: the v1
record, a move, a legal action, a seat, the state the adapter reports, an observation and the events.

The committed copies live in ``spec/schema/classic/``; a test fails when they are stale.
Regenerate every schema with ``python -m oracle.conformance.publish``.  An expansion of the ruleset
adds to the record's schema (point ``record_schema``) and to the shared definitions (point
``schema_defs``); the base game's are made with neither.
"""

from __future__ import annotations

from typing import Any

from oracle.classic.record import ACTION_FIELDS, FREE_CITY, GAME_ID, MOST_COINS, VARIANTS
from oracle.classic.ruleset import Ruleset, load_ruleset
from oracle.classic.scoring import CATEGORIES
from oracle.classic.spec import AGES
from oracle.classic.state import BUILD, CHOOSE, DISCARD_BUILD, LAST_CARD
from oracle.core.events import event_schema, tagged_union
from oracle.core.options import choice_schema
from oracle.core.schema import record_envelope

SCHEMA_ID = "urn:wonders-oracle:classic:record:v1"
PLAYER: dict[str, Any] = {"type": "integer", "minimum": 0, "maximum": 6,
                          "description": "a seat, 0 to players - 1, clockwise: a seat's left neighbour is the next "
                                         "seat; written as a whole number (0, not 0.0)"}
COINS: dict[str, Any] = {"type": "integer", "minimum": 0, "maximum": MOST_COINS}


def _field(field: str) -> dict[str, Any]:
    fields: dict[str, dict[str, Any]] = {
        "card": {"$ref": "#/$defs/card"},
        "pay": {"type": "object", "required": ["left", "right"], "additionalProperties": False,
                "properties": {"left": {**COINS, "description": "coins paid to the left neighbour for resources"},
                               "right": {**COINS, "description": "coins paid to the right neighbour"}}},
    }
    return fields[field]


def move_schemas(with_player: bool, with_cost: bool = False) -> dict[str, dict[str, Any]]:
    """One schema per kind of action; ``with_player``: as a record's move, naming its player;
    ``with_cost``: as a legal action, a build or stage with the coins it takes in all."""
    out = {}
    for kind, fields in ACTION_FIELDS.items():
        properties: dict[str, Any] = {"action": {"const": kind}}
        if with_player:
            properties["player"] = {"$ref": "#/$defs/player"}
        for f in fields:
            properties[f] = _field(f)
        if kind == BUILD:
            properties["free"] = {"const": True, "description": "Olympia A's free build (left out: false)"}
        properties["city"] = {"const": FREE_CITY, "description": "the action is the Free City's, taken by the player "
                                                                "who runs it this turn (left out: the player's own)"}
        required = ["action", *fields] + (["player"] if with_player else [])
        if with_cost and "pay" in fields:
            properties["cost"] = {**COINS, "description": "the coins the action takes in all: the card's coin cost "
                                                          "(none for a chain or a free build) plus the payment"}
            required.append("cost")
        out[kind] = {"type": "object", "required": required, "additionalProperties": False, "properties": properties}
    return out


def _editions(rules: Ruleset) -> list[Ruleset]:
    """``rules`` and the rulesets of the game's other variants (the bundled spec's): a record of any
    variant names its cards and sides among theirs."""
    return [rules, *(load_ruleset(None, v) for v in VARIANTS if v != rules.spec.variant)]


def _union(lists: list[list[str]]) -> list[str]:
    return list(dict.fromkeys(name for names in lists for name in names))


def record_schema(rules: Ruleset) -> dict[str, Any]:
    hand = {"type": "array", "items": {"$ref": "#/$defs/card"}, "minItems": rules.spec.hand_size,
            "maxItems": rules.spec.hand_size}
    editions = _editions(rules)
    sides = _union([list(r.spec.sides) for r in editions])
    defs: dict[str, Any] = {
        "card": {"enum": _union([[c.name for c in r.cards] for r in editions]),
                 "description": "a card of the variant played (the cards of every variant are listed)"},
        "side": {"enum": sides, "description": "the side of a board: A or B in the first edition, Day or Night "
                                               "in the 2020 edition (setup.sides)"},
        "board": {"enum": list(rules.spec.boards)},
        "player": dict(PLAYER),
        "setup": {
            "type": "object", "required": ["boards", "hands"], "additionalProperties": False,
            "properties": {
                "boards": {"type": "array", "minItems": 3, "maxItems": 7,
                           "description": "seat by seat, clockwise; with the Free City, the two players' then the "
                                          "Free City's",
                           "items": {"type": "object", "required": ["board", "side"], "additionalProperties": False,
                                     "properties": {"board": {"$ref": "#/$defs/board"},
                                                    "side": {"$ref": "#/$defs/side"}}}},
                "hands": {"type": "object", "required": list(AGES), "additionalProperties": False,
                          "description": "for each Age, player by player, the cards dealt; Age III's hold the "
                                         "guilds drawn",
                          "properties": {age: {"type": "array", "items": hand, "minItems": 2, "maxItems": 7}
                                         for age in AGES}},
                FREE_CITY: {"type": "object", "required": list(AGES), "additionalProperties": False,
                            "description": "the Free City variant only: for each Age the Free City's pile, top "
                                           "card first",
                            "properties": {age: hand for age in AGES}},
            },
        },
    }
    defs["move"] = tagged_union("action", move_schemas(with_player=True))
    players = {"type": "integer", "minimum": 2, "maximum": 7,
               "description": "3 to 7; 2 with the variant free_city"}
    out = record_envelope(GAME_ID, SCHEMA_ID, rules.title,
                          "The player count and every chance outcome up front (setup), then every decision (moves), "
                          "each naming its player; within a turn the order of the commitments does not matter.",
                          VARIANTS, defs, players)
    if rules.rule_options:      # the readings a record was played with, after its variant
        properties = out["properties"]
        at = list(properties).index("variant") + 1
        items = list(properties.items())
        out["properties"] = dict([*items[:at], ("rule_options", choice_schema(rules.rule_options)), *items[at:]])
    if rules.hooks:
        folded: dict[str, Any] = rules.hooks.call("record_schema", out, rules)
        return folded
    return out


SCORE_CATEGORIES = {
    "military": "victory tokens minus defeat tokens",
    "treasury": "1 point per full set of 3 coins",
    "wonder": "points of the wonder stages built",
    "civilian": "points of the blue cards",
    "science": "each symbol's count squared, plus 7 per set of three different symbols, with every symbol of "
               "choice taken to score the most",
    "commercial": "points of the yellow cards of Age III",
    "guilds": "points of the guilds",
    "total": "the sum of the categories",
}


def _city() -> dict[str, Any]:
    return {"type": "object", "required": ["board", "side", "structures", "stages", "coins", "victories", "defeats"],
            "properties": {"board": {"$ref": "#/$defs/board", "description": "the city's wonder board"},
                           "side": {"$ref": "#/$defs/side", "description": "the side of the board in play"},
                           "structures": {"type": "array", "items": {"$ref": "#/$defs/card"},
                                          "description": "the structures built, in the order built (cards tucked "
                                                         "under wonder stages are not here)"},
                           "stages": {"type": "integer", "minimum": 0, "maximum": 4,
                                      "description": "how many stages of the wonder are built"},
                           "coins": {"type": "integer", "minimum": 0, "description": "coins in the treasury"},
                           "victories": {"type": "array", "items": {"type": "integer", "minimum": 1},
                                         "description": "the victory tokens won in conflicts (1, 3 or 5 each), in "
                                                        "the order won"},
                           "defeats": {"type": "integer", "minimum": 0,
                                       "description": "the defeat tokens taken (-1 point each)"}}}


_STATUS: dict[str, Any] = {
    "status": {"enum": ["in_progress", "finished"], "description": "whether the game is over"},
    "to_move": {"type": "array", "items": {"$ref": "#/$defs/player"},
                "description": "the seats owing a decision: in a turn, those still to commit; during a pending "
                               "decision, its player only; empty once finished"},
    "victory": {"enum": ["points", None], "description": "how the game ended (on points, the only way); null "
                                                         "while in progress"},
    "winners": {"oneOf": [{"type": "null"}, {"type": "array", "items": {"$ref": "#/$defs/player"}}],
                "description": "the seats with the most points, then the most coins (several: a shared "
                               "victory); null while in progress"},
}
_PHASE: dict[str, Any] = {"enum": [CHOOSE, LAST_CARD, DISCARD_BUILD],
                          "description": "choose: every player commits an action with a card of their hand; "
                                         "last_card: one player plays the seventh card of an Age (Babylon B); "
                                         "discard_build: one player builds from the discard pile (Halicarnassus)"}
_PENDING: dict[str, Any] = {"oneOf": [{"type": "null"}, {
    "type": "object", "required": ["player", "decision"],
    "properties": {"player": {"$ref": "#/$defs/player", "description": "who owes the decision"},
                   "decision": {"enum": [LAST_CARD, DISCARD_BUILD], "description": "as the phase of that name"},
                   "city": {"const": FREE_CITY, "description": "the decision is the Free City's"}}}],
    "description": "the decision owed outside the simultaneous turn (the last card, a build from the discard "
                   "pile), or null"}
_HOLDER: dict[str, Any] = {"type": "integer", "minimum": 0, "maximum": 1,
                           "description": "the player holding the Free City card"}


def schema_defs(game: Any) -> dict[str, Any]:
    """Every definition the classic game's published schemas share."""
    rules: Ruleset = game.rules
    record = record_schema(rules)
    defs = dict(record["$defs"])
    defs["legal_action"] = tagged_union("action", move_schemas(with_player=False, with_cost=True))
    defs["commitment"] = tagged_union("action", move_schemas(with_player=False))
    defs["names"] = {"type": "array", "items": {"type": "string"}}
    defs["score"] = {"type": "object", "required": [*CATEGORIES, "total"],
                     "description": "the points the city would score if the game ended now, by the rulebook's "
                                    "categories",
                     "properties": {c: {"type": "integer", "description": SCORE_CATEGORIES[c]}
                                    for c in (*CATEGORIES, "total")}}
    cards = {"type": "array", "items": {"$ref": "#/$defs/card"}}
    defs["state"] = {
        "description": "The state of a game as the adapter protocol reports it (`state` answer).",
        "type": "object",
        "required": ["status", "to_move", "victory", "winners", "age", "turn", "phase", "discard", "pending",
                     "players"],
        "properties": {**_STATUS,
                       "age": {"enum": list(AGES), "description": "the Age being played (the last, once finished)"},
                       "turn": {"type": "integer", "minimum": 1, "maximum": 6,
                                "description": "the turn of the Age, 1 to 6; a decision owed at the end of a turn "
                                               "(the last card, a build from the discard pile) belongs to that turn"},
                       "phase": _PHASE,
                       "discard": {**cards, "description": "the discard pile, in the order cards reached it "
                                                           "(compared as a set)"},
                       "pending": _PENDING,
                       "players": {"type": "array", "minItems": 2, "maxItems": 7,
                                   "items": {"$ref": "#/$defs/player_state"},
                                   "description": "seat by seat, clockwise"},
                       FREE_CITY: {"description": "the Free City variant only: its city, the holder of the Free "
                                                  "City card and the pile, top card first",
                                   "allOf": [{"$ref": "#/$defs/city"},
                                             {"type": "object", "required": ["holder", "pile", "tucked", "score"],
                                              "properties": {"holder": _HOLDER,
                                                             "pile": {**cards, "description": "the Free City's pile "
                                                                      "for the Age, top card first"},
                                                             "tucked": {**cards, "description": "the cards tucked "
                                                                        "under its wonder's stages"},
                                                             "score": {"$ref": "#/$defs/score"}}}]}},
    }
    defs["city"] = _city()
    defs["player_state"] = {"allOf": [{"$ref": "#/$defs/city"},
                                      {"type": "object", "required": ["hand", "tucked", "score"],
                                       "properties": {"hand": {**cards, "description": "the cards in hand"},
                                                      "tucked": {**cards, "description": "the cards tucked under "
                                                                                         "the wonder's stages"},
                                                      "score": {"$ref": "#/$defs/score"}}}]}
    defs["observation"] = {
        "description": "What one player may see of a game (`observe` answer): no hidden information. A player "
                       "sees what the one deciding for a city sees, for each city they decide for: their own, and "
                       "the Free City while they hold its card.",
        "type": "object",
        "required": ["player", "players", "age", "turn", "status", "to_move", "victory", "winners", "phase", "hand",
                     "hand_sizes", "commitments", "discard", "pending", "cities"],
        "properties": {
            "player": {"$ref": "#/$defs/player", "description": "whose view this is"},
            "players": {"type": "integer", "minimum": 2, "maximum": 7, "description": "the number of players"},
            "age": {"enum": list(AGES), "description": "as in the state"},
            "turn": {"type": "integer", "minimum": 1, "maximum": 6, "description": "as in the state"}, **_STATUS,
            "phase": _PHASE,
            "hand": {**cards, "description": "the player's own hand, sorted by name (the holder's includes the "
                                             "card drawn from the Free City's pile)"},
            "hand_sizes": {"type": "array", "items": {"type": "integer", "minimum": 0},
                           "description": "seat by seat, how many cards each hand holds"},
            "commitments": {"type": "array", "description": "city by city: the commitment of a city the player "
                                                            "decides for (their own; the Free City's for the "
                                                            "holder of its card), \"committed\" for another "
                                                            "city's, null if none yet",
                            "items": {"oneOf": [{"type": "null"}, {"const": "committed"},
                                                {"$ref": "#/$defs/commitment"}]}},
            "discard": {"type": "object", "required": ["cards", "contents"], "description": "the discard pile",
                        "properties": {"cards": {"type": "integer", "minimum": 0,
                                                 "description": "how many cards it holds"},
                                       "contents": {"oneOf": [{"type": "null"}, cards],
                                                    "description": "only for the player choosing a card of the "
                                                                   "pile to build (wonder.discard_build), for their "
                                                                   "own city or for the Free City they hold"}}},
            "pending": _PENDING,
            "cities": {"type": "array", "items": {"$ref": "#/$defs/city"}, "minItems": 3, "maxItems": 7,
                       "description": "seat by seat; with the Free City, the two players' then the Free City's"},
            FREE_CITY: {"type": "object", "required": ["holder", "pile"],
                        "description": "the Free City variant only",
                        "properties": {"holder": _HOLDER, "pile": {"type": "integer", "minimum": 0,
                                                                   "description": "how many cards are left in "
                                                                                  "the Free City's pile"}}},
        },
    }
    defs["event"] = event_schema(game.event_kinds, {"$ref": "#/$defs/player"})
    defs["record"] = {k: v for k, v in record.items()
                      if k in ("type", "required", "additionalProperties", "properties")}
    if rules.hooks:
        folded: dict[str, Any] = rules.hooks.call("schema_defs", defs, game)
        return folded
    return defs
