"""The JSON Schema (draft 2020-12) of the v1 game record, generated from the spec.

The committed copy lives in ``spec/schema/duel/record.v1.schema.json``; a test fails when it is
stale.  Regenerate every schema with ``python -m oracle.conformance.publish``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from oracle.core.events import tagged_union
from oracle.core.options import choice_schema
from oracle.core.schema import MOVES, with_entries
from oracle.duel.record import ACTION_FIELDS, ACTION_KINDS, GAME_ID
from oracle.duel.ruleset import Ruleset
from oracle.duel.scoring import PARTS
from oracle.duel.spec import AGES
from oracle.duel.state import VARIANTS
from oracle.resources import data_dir

SCHEMA_ID = "urn:wonders-oracle:duel:record:v1"

# A seat.  JSON Schema counts 1.0 as the integer 1; the oracle does not (a seat is written as a
# whole number without a fraction or an exponent), which no schema keyword can say.
PLAYER: dict[str, Any] = {"type": "integer", "enum": [0, 1],
          "description": "a seat, 0 or 1, written as a whole number (0, not 0.0); a semantic check "
                         "beyond the schema refuses 0.0 and 1.0"}


def _names(components: Any) -> list[str]:
    return [c.name for c in components]


def move_schemas(with_cost: bool = False) -> list[dict[str, Any]]:
    """One schema per kind of action; ``with_cost``: builds carry their cost (a legal list: the
    runner compares legal actions with their cost, so an engine must give it)."""
    refs = {"card": "#/$defs/card", "wonder": "#/$defs/wonder", "token": "#/$defs/progress_token"}
    moves = []
    for kind in ACTION_KINDS:     # the base game's (an expansion's have schemas of their own)
        fields = ACTION_FIELDS[kind]
        properties: dict[str, Any] = {"action": {"const": kind}}
        for field in fields:
            properties[field] = PLAYER if field == "player" else {"$ref": refs[field]}
        costed = with_cost and kind in ("build", "build_wonder")
        if costed:
            properties["cost"] = {"type": "integer", "minimum": 0, "description": "coins the build costs"}
        moves.append({"type": "object", "required": ["action", *fields, *(["cost"] if costed else [])],
                      "additionalProperties": False, "properties": properties})
    return moves


def record_schema(rules: Ruleset) -> dict[str, Any]:
    c = rules.constants
    moves = move_schemas()

    def name_list(ref: str, n: int) -> dict[str, Any]:
        return {"type": "array", "items": {"$ref": ref}, "minItems": n, "maxItems": n, "uniqueItems": True}

    last = AGES[-1]
    ages: dict[str, Any] = {age: name_list(f"#/$defs/age_{age}_card", c.cards_per_age) for age in AGES[:-1]}
    ages[last] = {
        **name_list(f"#/$defs/age_{last}_slot", c.cards_per_age),
        "contains": {"$ref": f"#/$defs/{c.extra_deck}"},
        "minContains": c.guilds_in_age_III,
        "maxContains": c.guilds_in_age_III,
    }
    defs: dict[str, Any] = {
        "card": {"enum": _names(rules.cards)},
        "wonder": {"enum": _names(rules.wonders)},
        "progress_token": {"enum": _names(rules.progress)},
        c.extra_deck: {"enum": _names(rules.deck(c.extra_deck))},    # the guilds, or an expansion's deck
    }
    for age in AGES:
        defs[f"age_{age}_card"] = {"enum": _names(rules.deck(age))}
    defs[f"age_{last}_slot"] = {"enum": _names(rules.deck(last)) + _names(rules.deck(c.extra_deck))}
    if c.mixed_decks:
        _mixed_ages(rules, ages, defs, name_list)
    defs["setup"] = {
        "type": "object",
        "required": ["first_player", "wonders", "progress_tokens", "ages"],
        "additionalProperties": False,
        "properties": {
            "first_player": {**PLAYER, "description": "drafts first and begins Age I; " + PLAYER["description"]},
            "wonders": {**name_list("#/$defs/wonder", c.wonders_in_draft),
                        "description": "in reveal order: the first four are drafted first"},
            "progress_tokens": {
                "type": "object", "required": ["board", "box"], "additionalProperties": False,
                "description": "no token is both on the board and in the box",
                "allOf": [{"not": {"properties": {"board": {"contains": {"const": t.name}},
                                                  "box": {"contains": {"const": t.name}}}}}
                          for t in rules.progress],
                "properties": {
                    "board": name_list("#/$defs/progress_token", c.progress_on_board),
                    "box": {**name_list("#/$defs/progress_token", c.progress_in_box),
                            "description": "in draw order: the Great Library draws the first three"},
                },
            },
            "ages": {"type": "object", "required": list(AGES), "additionalProperties": False,
                     "properties": ages, "description": "cards in slot order: top row first, left to right"},
        },
    }
    defs["move"] = tagged_union("action", {m["properties"]["action"]["const"]: m for m in moves})
    with_entries(defs, False, {"type": "integer", "minimum": 0, "maximum": 1})
    head: dict[str, Any] = {"game": {"const": GAME_ID}, "variant": {"enum": list(VARIANTS), "default": "standard"}}
    if rules.rule_options:
        head["rule_options"] = choice_schema(rules.rule_options)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": f"{rules.title} game record, version 1",
        "description": "Every chance outcome of a game up front (setup), then every decision in order (moves).",
        "type": "object",
        "required": ["game", "setup", "moves"],
        "additionalProperties": False,
        "properties": {
            **head,
            "meta": {"type": "object", "description": "free-form information; ignored by the rules"},
            "setup": {"$ref": "#/$defs/setup"},
            "moves": MOVES,
        },
        "$defs": defs,
    }


def _mixed_ages(rules: Ruleset, ages: dict[str, Any], defs: dict[str, Any], name_list: Any) -> None:
    """setup.mixed_decks: each Age's deal also holds the cards of the mixed decks, as many of each as the
    spec deals to that Age (``ages`` and ``defs`` changed in place)."""
    c = rules.constants
    mixed = [name for m in c.mixed_decks for name in _names(rules.deck(m.deck))]
    for m in c.mixed_decks:
        defs[m.deck] = {"enum": _names(rules.deck(m.deck))}
    for k, age in enumerate(AGES):
        own = _names(rules.deck(age)) + (_names(rules.deck(c.extra_deck)) if age == AGES[-1] else [])
        defs[f"age_{age}_deal"] = {"enum": own + mixed}
        counts = [(m.deck, m.per_age[k]) for m in c.mixed_decks]
        if age == AGES[-1]:
            counts.append((c.extra_deck, c.guilds_in_age_III))
        ages[age] = {**name_list(f"#/$defs/age_{age}_deal", c.cards_per_age + c.mixed_in(k)),
                     "allOf": [{"contains": {"$ref": f"#/$defs/{deck}"}, "minContains": n, "maxContains": n}
                               for deck, n in counts]}


def schema_path() -> Path:
    return data_dir("spec") / "schema" / "duel" / "record.v1.schema.json"


# ---- the state and observation the adapter protocol reports, and what the conformance kit shares ----


SCORE_PARTS = {
    "blue": "victory points of the blue cards",
    "green": "victory points of the green cards",
    "yellow": "victory points of the yellow cards",
    "purple": "victory points of the guilds, each counting the city with the most of what it counts",
    "wonders": "victory points of the wonders built",
    "progress": "victory points of the progress tokens (Agriculture, Philosophy, Mathematics)",
    "coins": "1 point per full set of 3 coins",
    "military": "the points of the track zone the conflict pawn stands in, for the player it has moved "
                "toward the opponent's capital: 2 (1 or 2 spaces from the centre), 5 (3 to 5), 10 (6 to 8); "
                "0 for the other player, with the pawn in the centre, and with the pawn on a capital (the game "
                "then ends by military supremacy, without a civilian count)",
    "total": "the sum of the other parts: the civilian score the city would have if the game ended now",
}


def score_schema() -> dict[str, Any]:
    parts = [*PARTS, "total"]
    return {"type": "object", "required": parts,
            "description": "the civilian score the city would have now, part by part",
            "properties": {p: {"type": "integer", "description": SCORE_PARTS[p]} for p in parts}}


def score_with(parts: tuple[str, ...], words: dict[str, str]) -> dict[str, Any]:
    """The score of a ruleset whose sheet has ``parts`` (then the total), each described by ``words`` or the
    base game's :data:`SCORE_PARTS` (an expansion's score, at the point ``schema_defs``)."""
    every = [*parts, "total"]
    told = {**SCORE_PARTS, **words}
    return {"type": "object", "required": every, "description": "the civilian score the city would have now, "
                                                                "part by part",
            "properties": {p: {"type": "integer", "description": told[p]} for p in every}}


def pending_of(properties: dict[str, Any], rules: Ruleset, description: str) -> dict[str, Any]:
    """The state's ``pending`` (from its ``properties``) naming every kind of decision the ruleset's moves may
    leave, its expansions' included, with ``description``."""
    pending = properties["pending"]["oneOf"][1]
    kinds = list(dict.fromkeys(d.action for d in rules.decisions.values()))
    return {**properties["pending"], "oneOf": [
        {"type": "null"}, {**pending, "properties": {**pending["properties"],
                                                     "action": {**pending["properties"]["action"], "enum": kinds}}}],
        "description": description}


def state_body() -> tuple[dict[str, Any], dict[str, Any]]:
    player = {
        "type": "object", "required": ["coins", "city", "wonders", "progress", "score"],
        "properties": {"coins": {"type": "integer", "minimum": 0, "description": "coins in the player's treasury"},
                       "city": {"type": "array", "items": {"$ref": "#/$defs/card"},
                                "description": "the cards the player has built, in any order (a card tucked "
                                               "under a wonder is not here)"},
                       "wonders": {"type": "array", "items": {"$ref": "#/$defs/wonder"},
                                   "description": "the wonders the player has built, in any order"},
                       "progress": {"type": "array", "items": {"$ref": "#/$defs/progress_token"},
                                    "description": "the progress tokens the player has taken, in any order"},
                       "score": {"$ref": "#/$defs/score"}},
    }
    return {
        "description": "The state of a game as the adapter protocol reports it (`state` answer).",
        "type": "object",
        "required": ["status", "to_move", "winner", "victory", "conflict_pawn", "wonders_built", "age", "players"],
        "properties": {
            "status": {"enum": ["in_progress", "finished"], "description": "whether the game is over"},
            "to_move": {"enum": [0, 1, None],
                        "description": "the player who owes the next decision (the pending decision's player "
                                       "when one is pending, the starter choice included); null once finished"},
            "winner": {"enum": [0, 1, "shared", None],
                       "description": "the winner once the game is over (\"shared\": a civilian tie on points and "
                                      "blue points); null while in progress"},
            "victory": {"enum": ["military", "science", "civilian", None],
                        "description": "how the game ended; null while in progress"},
            "conflict_pawn": {"type": "integer", "minimum": -9, "maximum": 9,
                              "description": "the conflict pawn: 0 in the centre, positive toward player 1's capital "
                                             "(+9: player 0 wins by military supremacy), negative toward player 0's"},
            "wonders_built": {"type": "integer", "minimum": 0, "maximum": 8,
                              "description": "wonders built by both players together (the eighth leaves the game "
                                             "once seven are built)"},
            "age": {"type": "integer", "minimum": 0, "maximum": 3,
                    "description": "0 during the wonder draft, then the Age being played; while the choice of who "
                                   "begins the next Age is pending it is still the Age that has just ended"},
            "players": {"type": "array", "items": {"$ref": "#/$defs/player_state"}, "minItems": 2, "maxItems": 2,
                        "description": "player 0, then player 1 (player 0 begins the wonder draft)"},
            "progress_board": {"type": "array", "items": {"$ref": "#/$defs/progress_token"},
                               "description": "optional: the progress tokens still on the board, in any order"},
            "discard": {"type": "array", "items": {"$ref": "#/$defs/card"},
                        "description": "optional: the discard pile, in any order (cards discarded for coins or "
                                       "destroyed; not cards removed at setup, nor cards under wonders)"},
            "pending": {"oneOf": [{"type": "null"}, {
                "type": "object", "required": ["player", "action"],
                "properties": {"player": {"$ref": "#/$defs/player", "description": "who owes the decision"},
                               "action": {"enum": ["take_progress", "destroy", "build_discarded",
                                                   "choose_starter"],
                                          "description": "the kind of action the decision is made with"}}}],
                        "description": "optional: the decision a move left owing before the turn can end "
                                       "(a progress token, a card to destroy, a card from the discard pile, who "
                                       "begins the next Age), or null"},
        },
    }, player


def observation_body(extra_back: str = "Guild") -> dict[str, Any]:
    """The observation; ``extra_back``: the back of the cards that join Age III (the Guilds')."""
    slot = {"type": "object", "required": ["slot", "card"],
            "properties": {"slot": {"type": "integer", "minimum": 0,
                                    "description": "the place in the Age's layout, in dealing order"},
                           "card": {"oneOf": [{"type": "null"}, {"$ref": "#/$defs/card"}],
                                    "description": "the card, if face up; null if face down or taken"},
                           "accessible": {"type": "boolean",
                                          "description": "face-up cards only: whether no card covers it"},
                           "back": {"enum": ["Age card", extra_back],
                                    "description": "face-down cards only: the back they show"}}}
    city = {"type": "object", "required": ["coins", "cards", "wonders", "progress"],
            "properties": {"coins": {"type": "integer", "minimum": 0, "description": "coins in the treasury"},
                           "cards": {"type": "array", "items": {"$ref": "#/$defs/card"},
                                     "description": "the cards built"},
                           "wonders": {"type": "array", "description": "the player's wonders, built or not",
                                       "items": {
                               "type": "object", "required": ["wonder", "built", "removed"],
                               "properties": {"wonder": {"$ref": "#/$defs/wonder", "description": "its name"},
                                              "built": {"type": "boolean", "description": "whether it is built"},
                                              "removed": {"type": "boolean",
                                                          "description": "whether it left the game unbuilt once "
                                                                         "seven wonders were built"}}}},
                           "progress": {"type": "array", "items": {"$ref": "#/$defs/progress_token"},
                                        "description": "the progress tokens taken"}}}
    return {
        "description": "What one player may see of a game (`observe` answer): no hidden information.",
        "type": "object",
        "required": ["player", "age", "to_move", "status", "conflict_pawn", "structure", "progress_board",
                     "discard", "pending", "cities"],
        "properties": {
            "player": {"$ref": "#/$defs/player", "description": "whose view this is"},
            "age": {"type": "integer", "minimum": 0, "maximum": 3, "description": "as in the state"},
            "to_move": {"enum": [0, 1, None], "description": "as in the state"},
            "status": {"enum": ["in_progress", "finished"], "description": "as in the state"},
            "winner": {"enum": [0, 1, "shared", None], "description": "as in the state"},
            "victory": {"enum": ["military", "science", "civilian", None], "description": "as in the state"},
            "conflict_pawn": {"type": "integer", "minimum": -9, "maximum": 9, "description": "as in the state"},
            "looting_tokens": {"type": "array",
                               "description": "the looting tokens still on the track, each with its side (the "
                                              "player it takes from), its distance from the centre and its coins"},
            "wonders_on_offer": {"type": "array", "items": {"$ref": "#/$defs/wonder"},
                                 "description": "during the wonder draft, the wonders face up to pick from; "
                                                "empty afterwards"},
            "structure": {"type": "array", "items": slot, "description": "the Age's layout, slot by slot"},
            "progress_board": {"type": "array", "items": {"$ref": "#/$defs/progress_token"},
                               "description": "the progress tokens on the board"},
            "discard": {"type": "array", "items": {"$ref": "#/$defs/card"}, "description": "the discard pile"},
            "pending": {"oneOf": [{"type": "null"}, {"type": "object", "required": ["player", "action"]}],
                        "description": "the decision pending, with its options (null for the tokens drawn from "
                                       "the box by the Great Library, to the other player), or null"},
            "cities": {"type": "array", "items": city, "minItems": 2, "maxItems": 2,
                       "description": "player 0's city, then player 1's: what both players see"},
        },
    }


def golden_step_schema() -> dict[str, Any]:
    """One step of a golden: the legal actions' count and hash, then every player's coins and the pawn."""
    return {"type": "object", "required": ["legal", "legal_hash", "coins", "pawn"], "additionalProperties": False,
            "properties": {"legal": {"type": "integer", "minimum": 0},
                           "legal_hash": {"type": "string", "pattern": "^[0-9a-f]{16}$"},
                           "coins": {"type": "array", "items": {"type": "integer"}, "minItems": 2, "maxItems": 2},
                           "pawn": {"type": "integer", "minimum": -9, "maximum": 9}}}


def schema_defs(game: Any) -> dict[str, Any]:
    """Every definition Duel's published schemas share: names, setup, actions (with and without a
    cost), a seat, a player's state and score, the state, the observation, the events and the record."""
    from oracle.core.events import event_schema

    record = game.record_schema()
    defs = dict(record["$defs"])
    defs["legal_action"] = tagged_union("action", {m["properties"]["action"]["const"]: m
                                                   for m in move_schemas(with_cost=True)})
    defs["player"] = dict(PLAYER)
    defs["names"] = {"type": "array", "items": {"type": "string"}}
    state, player_state = state_body()
    defs["player_state"] = player_state
    defs["score"] = score_schema()
    defs["state"] = state
    defs["observation"] = observation_body()
    defs["event"] = event_schema(game.event_kinds, {"$ref": "#/$defs/player"})
    defs["record"] = {k: v for k, v in record.items()
                      if k in ("type", "required", "additionalProperties", "properties")}
    return defs
