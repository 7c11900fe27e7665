"""Leaders in the JSON Schemas of 7 Wonders: the record's setup gains the leaders dealt and left
unused, its moves the kinds ``keep``, ``recruit`` and ``sell`` and a payment's part to the bank (Bilkis:
effect.bank_buy; point ``record_schema``); the legal actions and commitments gain the same, the score
sheet the Leaders row, the state reported and an observation Leaders' part and the rounds played before
an Age's cards are dealt (point ``schema_defs``).  The base game's schemas are made without them and do
not change."""

from __future__ import annotations

import copy
from typing import Any

from oracle.classic.leaders.at_once import EXTRA
from oracle.classic.leaders.draft import DRAFT
from oracle.classic.leaders.record import ACTION_KINDS
from oracle.classic.leaders.recruitment import RECRUITMENT
from oracle.classic.leaders.state import NAME, leader_cards
from oracle.classic.record import FREE_CITY
from oracle.classic.ruleset import Ruleset
from oracle.classic.rulesets import LIST
from oracle.classic.schema import COINS, move_schemas
from oracle.classic.state import COPY_ABILITY
from oracle.core.events import tagged_union
from oracle.core.schema import with_entries

LEADER = {"$ref": "#/$defs/leader"}
LEADERS: dict[str, Any] = {"type": "array", "items": LEADER}
SIZES: dict[str, Any] = {"type": "array", "items": {"type": "integer", "minimum": 0}}
WORDS = {
    "keep": "leaders.draft: the leader kept from the draft hand before the player",
    "recruit": "leaders.recruit: the leader recruited into the city for its cost in coins",
    "sell": "leaders.sell: the leader sold for coins; it leaves the game",
    "copy": "effect.copy_ability, leaders.courtesan: the neighbour's leader whose ability the city copies",
}


def _branches(with_player: bool) -> dict[str, dict[str, Any]]:
    """One schema per kind of action Leaders adds, each naming a leader (``with_player``: as a record's
    move, naming its player)."""
    out = {}
    for kind, form in ACTION_KINDS.items():
        properties: dict[str, Any] = {"action": {"const": kind, "description": WORDS[kind]}}
        if with_player:
            properties["player"] = {"$ref": "#/$defs/player"}
        for field in form.fields:
            properties[field] = LEADER
        out[kind] = {"type": "object", "required": ["action", *form.fields, *(["player"] if with_player else [])],
                     "additionalProperties": False, "properties": properties}
    return out


def _with_bank(branches: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The base game's kinds of action with a payment's part to the bank (effect.bank_buy: Bilkis), written
    only when something is bought there."""
    for schema in branches.values():
        pay = schema["properties"].get("pay")
        if pay is not None:
            pay["properties"]["bank"] = {**COINS, "minimum": 1,
                                         "description": "coins paid to the bank for resources (effect.bank_buy; "
                                                        "left out: none)"}
    return branches


def record_schema(record: dict[str, Any], rules: Ruleset) -> dict[str, Any]:
    """The record's schema with Leaders' setup (leaders.draft) and moves, for the variants playing
    Leaders alone, by the counts of players its spec allows."""
    out = copy.deepcopy(record)
    defs = out["$defs"]
    each = rules.spec.sections[NAME].dealt
    low, high = rules.spec.min_players, rules.spec.max_players
    defs["leader"] = {"enum": [rules.cards[c].name for c in leader_cards(rules)],
                      "description": "a leader of the ruleset (leaders.deck)"}
    setup = defs["setup"]
    setup["properties"].pop(FREE_CITY, None)
    setup["required"] = [*setup["required"], NAME]
    setup["properties"][NAME] = {
        "type": "object", "required": ["dealt", "unused"], "additionalProperties": False,
        "description": "leaders.draft: the leader deck as shuffled; every leader once, dealt or unused",
        "properties": {
            "dealt": {"type": "array", "minItems": low, "maxItems": high,
                      "description": "seat by seat, the leaders dealt, in the order drawn",
                      "items": {**LEADERS, "minItems": each, "maxItems": each, "uniqueItems": True}},
            "unused": {**LEADERS, "uniqueItems": True,
                       "description": "the leaders no player was dealt, in the order the shuffle left them"}}}
    defs["move"] = tagged_union("action", {**_with_bank(move_schemas(with_player=True)),
                                           **_branches(with_player=True)})
    with_entries(defs, True, {"$ref": "#/$defs/player"})
    out["properties"]["players"] = {"type": "integer", "minimum": low, "maximum": high,
                                    "description": f"{low} to {high}"}
    out["properties"]["variant"] = {"enum": list(LIST.variants_playing(rules.hooks.names, rules.spec.variant)),
                                    "description": "the ruleset played (a record of Leaders names it)"}
    out["required"] = [*out["required"], "variant"]
    return out


def schema_defs(defs: dict[str, Any], game: Any) -> dict[str, Any]:
    """The shared definitions with Leaders' actions in the legal lists and commitments, the Leaders row
    of the score sheet (leaders.scoring), the rounds before an Age's cards (turn 0, phases ``draft`` and
    ``recruitment``) and Leaders' part of the state reported and of an observation (leaders.hidden)."""
    out = copy.deepcopy(defs)
    out["legal_action"] = tagged_union("action", {**_with_bank(move_schemas(with_player=False, with_cost=True)),
                                                  **_branches(with_player=False)})
    out["commitment"] = tagged_union("action", {**_with_bank(move_schemas(with_player=False)),
                                                **_branches(with_player=False)})
    score = out["score"]
    score["required"] = [*score["required"], NAME]
    score["properties"][NAME] = {"type": "integer", "description": "points of the leaders recruited (leaders.scoring)"}
    for view in ("state", "observation"):
        properties = out[view]["properties"]
        properties["turn"] = {**properties["turn"], "minimum": 0,
                              "description": properties["turn"]["description"] + "; 0 while a round before the "
                                                                                 "Age's cards is played (the "
                                                                                 "draft, a recruitment)"}
        phase = properties["phase"]
        properties["phase"] = {"enum": [*phase["enum"], DRAFT, RECRUITMENT, EXTRA, COPY_ABILITY],
                               "description": phase["description"] + "; draft: every player keeps a leader of the "
                                              "draft hand before them (leaders.draft); recruitment: every player "
                                              "uses a leader (leaders.recruitment); extra_recruit: one player "
                                              "recruits a leader at once with the stage just built "
                                              "(effect.build_from_hand); copy_ability: one player picks the "
                                              "neighbour's leader whose ability their city copies "
                                              "(effect.copy_ability, leaders.courtesan)"}
        pending = copy.deepcopy(properties["pending"])
        decision = pending["oneOf"][1]["properties"]["decision"]
        decision["enum"] = [*decision["enum"], EXTRA, COPY_ABILITY]
        properties["pending"] = pending
        out[view]["required"] = [*out[view]["required"], NAME]
    city = out["city"]
    city["required"] = [*city["required"], "copies"]
    city["properties"]["copies"] = {**LEADERS, "description": "effect.copy_ability, leaders.courtesan: the leaders "
                                                             "of the neighbours whose ability the city copied, "
                                                             "marked for every player to see"}
    out["state"]["properties"][NAME] = {
        "type": "object", "required": ["hands", "draft", "deck"], "additionalProperties": False,
        "description": "every player's leaders (the state reported hides nothing)",
        "properties": {"hands": {"type": "array", "items": LEADERS,
                                 "description": "seat by seat, the leaders held, sorted by name"},
                       "draft": {"type": "array", "items": LEADERS,
                                 "description": "seat by seat, the draft hand before the player (empty after "
                                                "the draft)"},
                       "deck": {**LEADERS, "description": "the leaders no player was dealt and no stage has drawn "
                                                          "yet, top first (effect.draw_unused)"}}}
    out["observation"]["properties"][NAME] = {
        "type": "object", "required": ["hand", "hand_sizes", "draft", "draft_sizes", "deck_size"],
        "additionalProperties": False,
        "description": "leaders.hidden: the player's own leaders; of the others, only how many",
        "properties": {"hand": {**LEADERS, "description": "the leaders the player holds, sorted by name"},
                       "hand_sizes": {**SIZES, "description": "seat by seat, how many leaders each player holds"},
                       "draft": {**LEADERS, "description": "the draft hand before the player, sorted by name"},
                       "draft_sizes": {**SIZES, "description": "seat by seat, how many leaders each draft hand "
                                                               "holds"},
                       "deck_size": {"type": "integer", "minimum": 0,
                                     "description": "how many leaders no player was dealt and no stage has drawn "
                                                    "(unseen by every player)"}}}
    return out


__all__ = ["record_schema", "schema_defs"]
