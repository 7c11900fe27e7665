"""Leaders in the JSON Schemas of 7 Wonders: the record's setup gains the leaders dealt and left
unused, its moves the kinds ``keep``, ``recruit`` and ``sell`` and a payment's part to the bank (Bilkis:
effect.bank_buy; point ``record_schema``); the legal actions and commitments gain the same, the score
sheet the Leaders row, the state reported and an observation Leaders' part and the rounds played before
an Age's cards are dealt (point ``schema_defs``).  The base game's schemas are made without them and do
not change.

Both editions' rulesets of Leaders share one published folder (``spec/schema/classic-leaders``): each
schema describes them both, whichever of them it is made for (:func:`editions`): the leaders, cards,
boards, rule options and kinds of action of either, and a field only one edition's states show (the
leaders entombed, a city's copies) optional."""

from __future__ import annotations

import copy
from typing import Any

from oracle.classic.leaders.at_once import EXTRA
from oracle.classic.leaders.draft import DRAFT
from oracle.classic.leaders.entomb import ENTOMB, entombs
from oracle.classic.leaders.record import ACTION_KINDS
from oracle.classic.leaders.recruitment import RECRUITMENT
from oracle.classic.leaders.state import NAME, leader_cards
from oracle.classic.leaders.tokens import DISCARD_PIECE, chosen_in
from oracle.classic.record import FREE_CITY
from oracle.classic.ruleset import Ruleset, any_part_has, load_ruleset
from oracle.classic.rulesets import LIST
from oracle.classic.schema import COINS, move_schemas
from oracle.classic.state import COPY_ABILITY
from oracle.core.events import tagged_union
from oracle.core.options import choice_schema
from oracle.core.schema import with_entries

LEADER = {"$ref": "#/$defs/leader"}
LEADERS: dict[str, Any] = {"type": "array", "items": LEADER}
SIZES: dict[str, Any] = {"type": "array", "items": {"type": "integer", "minimum": 0}}
WORDS = {
    "keep": "leaders.draft: the leader kept from the draft hand before the player",
    "recruit": "leaders.recruit: the leader recruited into the city for its cost in coins",
    "sell": "leaders.sell: the leader sold for coins; it leaves the game",
    "copy": "effect.copy_ability, leaders.courtesan: the neighbour's leader whose ability the city copies",
    DISCARD_PIECE: "effect.discard_chosen_piece: the victory token the player discards, by its points",
    "entomb": "effect.entomb, leaders.abu_simbel: the leader of the city laid under the board",
}
POINTS: dict[str, Any] = {"type": "integer", "minimum": 0, "description": "the points of the token"}


def editions(rules: Ruleset) -> list[Ruleset]:
    """The rulesets sharing the published files of ``rules`` (its own, and the bundled spec's for the other
    variants playing the same expansions), in the order of the game's variants: a schema made from them
    is the same whichever of them it is made for."""
    names = LIST.variants_playing(rules.hooks.names, rules.spec.variant)
    return [rules if v == rules.spec.variant else load_ruleset(None, v) for v in names]


def _union(lists: list[list[Any]]) -> list[Any]:
    return list(dict.fromkeys(item for items in lists for item in items))


def _branches(with_player: bool, rulesets: list[Ruleset]) -> dict[str, dict[str, Any]]:
    """One schema per kind of action Leaders adds, each naming a leader, or a victory token by its points
    where a ruleset has such a choice (effect.discard_chosen_piece) (``with_player``: as a record's move,
    naming its player), those any of ``rulesets`` plays (the entombing only where a part entombs)."""
    out = {}
    for kind, form in ACTION_KINDS.items():
        if form.played is not None and not any(form.played(r) for r in rulesets):
            continue
        properties: dict[str, Any] = {"action": {"const": kind, "description": WORDS[kind]}}
        if with_player:
            properties["player"] = {"$ref": "#/$defs/player"}
        for field in form.fields:
            properties[field] = POINTS if field == "points" else LEADER
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
    Leaders alone, by the counts of players its spec allows; the cards, boards, sides and rule options
    of every edition sharing the files (:func:`editions`)."""
    out = copy.deepcopy(record)
    defs = out["$defs"]
    each = rules.spec.sections[NAME].dealt
    low, high = rules.spec.min_players, rules.spec.max_players
    rulesets = editions(rules)
    defs["leader"] = {"enum": _union([[r.cards[c].name for c in leader_cards(r)] for r in rulesets]),
                      "description": "a leader of the ruleset played (leaders.deck; every edition's are listed)"}
    defs["card"]["enum"] = _union([*([c.name for c in r.cards] for r in rulesets), defs["card"]["enum"]])
    defs["board"]["enum"] = _union([list(r.spec.boards) for r in rulesets])
    defs["side"]["enum"] = _union([*(list(r.spec.sides) for r in rulesets), defs["side"]["enum"]])
    options: dict[str, Any] = {}
    for r in rulesets:
        for option in r.rule_options:
            options.setdefault(option.name, option)
    if "rule_options" in out["properties"]:         # every edition's, each reading refused where not played
        out["properties"]["rule_options"] = choice_schema(options.values())
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
                                           **_branches(True, rulesets)})
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
    ``recruitment``) and Leaders' part of the state reported and of an observation (leaders.hidden); each
    for every edition sharing the files (:func:`editions`)."""
    out = copy.deepcopy(defs)
    rulesets = editions(game.rules)
    # effect.entomb: its phase, move and view only where a part entombs; required where every edition entombs
    entombing = [entombs(r) for r in rulesets]
    out["legal_action"] = tagged_union("action", {**_with_bank(move_schemas(with_player=False, with_cost=True)),
                                                  **_branches(False, rulesets)})
    out["commitment"] = tagged_union("action", {**_with_bank(move_schemas(with_player=False)),
                                                **_branches(False, rulesets)})
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
        chosen = [DISCARD_PIECE] if any(chosen_in(r) for r in rulesets) else []
        properties["phase"] = {"enum": [*phase["enum"], DRAFT, RECRUITMENT, EXTRA, COPY_ABILITY, *chosen],
                               "description": phase["description"] + "; draft: every player keeps a leader of the "
                                              "draft hand before them (leaders.draft); recruitment: every player "
                                              "uses a leader (leaders.recruitment); extra_recruit: one player "
                                              "recruits a leader at once with the stage just built "
                                              "(effect.build_from_hand); copy_ability: one player picks the "
                                              "neighbour's leader whose ability their city copies "
                                              "(effect.copy_ability, leaders.courtesan)"
                                              + ("; discard_piece: one player discards a victory token of "
                                                 "their choice (effect.discard_chosen_piece)" if chosen else "")}
        pending = copy.deepcopy(properties["pending"])
        decision = pending["oneOf"][1]["properties"]["decision"]
        decision["enum"] = [*decision["enum"], EXTRA, COPY_ABILITY, *chosen]
        if any(entombing):
            properties["phase"]["enum"].append(ENTOMB)
            properties["phase"]["description"] += ("; entomb: one player picks the leader of their city laid "
                                                   "under the board by the stage just built (effect.entomb)")
            decision["enum"].append(ENTOMB)
        properties["pending"] = pending
        out[view]["required"] = [*out[view]["required"], NAME]
    city = out["city"]
    if all(any_part_has(r, "copies") for r in rulesets):    # shown only in a ruleset whose cards copy
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
    if any(entombing):
        for view in ("state", "observation"):
            leaders = out[view]["properties"][NAME]
            if all(entombing):
                leaders["required"] = [*leaders["required"], "entombed"]
            leaders["properties"]["entombed"] = {
                "type": "array", "items": LEADERS,
                "description": "effect.entomb, leaders.abu_simbel: seat by seat, the leaders laid under the board, "
                               "in the order laid, seen by every player (shown where a ruleset entombs)"}
    return out


__all__ = ["record_schema", "schema_defs"]
