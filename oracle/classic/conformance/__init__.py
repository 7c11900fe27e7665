"""The 7 Wonders part of the conformance kit: its suite folder, its commonly-wrong rules, how a
difference is blamed on a rule, what a golden step records, and the case generator.

The generic runner (:mod:`oracle.conformance.runner`) reaches it through the registry
(``Game.conformance_kit()``); nothing outside the classic package imports it.  Several players
owe a decision at once in this game: a case's legal list and illegal moves are those of the
first player owing one, in seat order, and every move of a record names its player.
"""

from __future__ import annotations

from typing import Any, ClassVar

from oracle.conformance.kit import Kit

# ---- the commonly-wrong rules, as the failure messages state them ---------------------------------

COMMONLY_WRONG: dict[int, str] = {
    1: "coins received during a turn (a sale, a discard, a yellow card) cannot pay for purchases in that turn",
    2: "neighbours buy only what a board and brown and grey cards produce: never the Forum's, the Caravansery's "
       "or a wonder stage's production",
    3: "the West Trading Post lowers the left neighbour's raw materials, the East Trading Post the right one's",
    4: "Olympia B's first stage and a Trading Post do not add up: a raw material never costs less than 1 coin",
    5: "a Trading Post or the Marketplace lowers prices from the turn after it is built",
    6: "every card of a turn is placed before any effect applies: Vineyard and Bazar count the cards their "
       "neighbours build in the same turn",
    7: "Halicarnassus chooses at the end of the turn, among every discarded card: this turn's and the Age's "
       "last cards included",
    8: "Olympia A builds one structure free in each Age, never a wonder stage",
    9: "the last card of an Age is discarded for nothing, not for 3 coins",
    10: "Babylon B's second stage lets its owner play the last card of each Age, from the Age it is built in",
    11: "the Shipowners Guild counts its owner's brown, grey and purple cards, itself included, and nobody "
        "else's",
    12: "the Strategists Guild counts the neighbours' defeat tokens, not its owner's",
    13: "a science symbol of the owner's choice is chosen at the end, to the owner's best score",
    14: "equal shields give no conflict token",
    15: "a tie on points goes to the player with more coins; only a tie on coins too is shared",
    # the 2020 edition's, where a habit of the first edition or a loose reading of a new power misleads
    16: "the 2020 edition's Olympia Day frees the first card of each colour only: once the city holds a card of "
        "a colour, the next card of that colour is paid for",
    17: "the 2020 edition's Olympia Night frees the card played on the sixth turn of each Age, not the card left "
        "over after it",
    18: "the 2020 edition's Decorators Guild scores 7 only when every stage of its owner's side is built: 2 for "
        "Babylon's and Rhodes's Night sides, 4 for Giza's Night side, 3 otherwise",
}

# the rule each commonly-wrong item is about (a case tagged with it always names it)
COMMONLY_WRONG_RULES: dict[int, str] = {
    1: "trade.coins_held", 2: "trade.sellable", 3: "trade.discount", 4: "trade.discount", 5: "trade.discount",
    6: "turn.reveal", 7: "wonder.discard_build", 8: "wonder.free_build", 9: "turn.last_card", 10: "wonder.last_card",
    11: "scoring.categories", 12: "scoring.categories", 13: "wonder.science_choice", 14: "military.conflict",
    15: "victory.tie_break", 16: "wonder.free_colour", 17: "wonder.free_last_card", 18: "scoring.condition",
}


# what a golden step records of the state besides the legal list: each a list, seat by seat
GOLDEN_STEP_FIELDS = ("coins", "structures", "stages", "military")


def golden_step_values(state: dict[str, Any]) -> dict[str, Any]:
    """The fields a golden step records, read from a ``state`` answer: per player their coins, the
    structures built, the stages built and their conflict points; then the Age and the turn."""
    players = state.get("players")
    if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        return {"players": players}

    def military(p: dict[str, Any]) -> Any:
        wins, losses = p.get("victories"), p.get("defeats")
        if isinstance(wins, list) and all(isinstance(v, int) for v in wins) and isinstance(losses, int):
            return sum(wins) - losses
        return [wins, losses]

    def size(value: Any) -> Any:
        return len(value) if isinstance(value, list) else value

    return {"coins": [p.get("coins") for p in players], "structures": [size(p.get("structures")) for p in players],
            "stages": [p.get("stages") for p in players], "military": [military(p) for p in players],
            "age": state.get("age"), "turn": state.get("turn")}


# why the Free City's own rules have no case under the standard game
FREE_CITY_ONLY = ("the Free City is a third city run by two players, played only in the variant free_city; "
                  "a standard game has none")


class ClassicKit(Kit):
    """What the generic runner, fuzz search and pytest plugin need to know of 7 Wonders."""

    game = "classic"
    package = "oracle.classic.conformance"
    commonly_wrong = COMMONLY_WRONG
    commonly_wrong_rules = COMMONLY_WRONG_RULES
    # state fields compared as sets (their order is the engine's)
    unordered = frozenset({"discard", "hand", "to_move"})
    setup_rule = "setup.hands"     # blamed when an engine refuses a suite's setup
    default_rule = "turn.actions"  # blamed when nothing more precise is known
    start_rule = "setup.hands"     # blamed for a difference before the first move
    fuzz_state = ("status", "to_move", "victory", "winners", "age", "turn", "phase", "discard", "pending", "players")
    outcome_keys = ("victory", "winners")
    action_def = "commitment"            # the schema definition an illegal action of a case follows
    moves_name_player = True             # a record's move names its player (sent beside the action)
    rules_not_applying: ClassVar[dict[str, dict[str, str]]] = {"standard": {rule: FREE_CITY_ONLY for rule in (
        "free_city.end", "free_city.holder", "free_city.last_card", "free_city.pass", "free_city.play",
        "free_city.setup")}}

    def outcome_rules(self, outcome: dict[str, Any]) -> list[str]:
        """Rules blamed when a golden ends otherwise than recorded."""
        return ["victory.tie_break", "scoring.categories", "scoring.science"]

    golden_keys = (*GOLDEN_STEP_FIELDS, "age", "turn")

    golden_values = staticmethod(golden_step_values)

    def golden_step_schema(self) -> dict[str, Any]:
        seats = {"type": "array", "items": {"type": "integer"}, "minItems": 2, "maxItems": 7}
        return {"type": "object",
                "required": ["legal", "legal_hash", "coins", "structures", "stages", "military", "age", "turn"],
                "additionalProperties": False,
                "properties": {"legal": {"type": "integer", "minimum": 0},
                               "legal_hash": {"type": "string", "pattern": "^[0-9a-f]{16}$"},
                               "coins": {**seats, "description": "coins, player by player"},
                               "structures": {**seats, "description": "structures built, player by player"},
                               "stages": {**seats, "description": "wonder stages built, player by player"},
                               "military": {**seats, "description": "conflict points (victory tokens minus "
                                                                    "defeats), player by player"},
                               "age": {"enum": ["I", "II", "III"]},
                               "turn": {"type": "integer", "minimum": 1, "maximum": 6}}}

    def golden_outcome_schema(self) -> dict[str, Any]:
        return {"type": "object", "required": ["victory", "winners"],
                "properties": {"victory": {"const": "points"},
                               "winners": {"type": "array", "items": {"$ref": "#/$defs/player"}, "minItems": 1}}}
