"""The 7 Wonders Architects part of the conformance kit: its suite folder, its commonly-wrong
rules, how a difference is blamed on a rule, what a golden step records, and the case generator.

The generic runner (:mod:`oracle.conformance.runner`) reaches it through the registry
(``Game.conformance_kit()``); nothing outside Architects' package imports it.
"""

from __future__ import annotations

from typing import Any

from oracle.conformance.kit import Kit

# ---- the commonly-wrong rules, as the failure messages state them ---------------------------------

COMMONLY_WRONG: dict[int, str] = {
    1: "building is mandatory: once the cards held pay for an available piece, the turn cannot end without it",
    2: "gold stands in only for a resource the player lacks, never for one they hold",
    3: "only turning the last peace token calls a battle, and it is fought at the end of the turn",
    4: "horns beyond the peace tokens left are lost, never carried over to the next round of conflict",
    5: "after a battle only red cards with horns are discarded; red cards without horns stay",
    6: "with two players a battle gives 1 token for more shields, 2 for at least twice as many, never one "
       "token per neighbour",
    7: "completing a wonder ends the game at the end of that turn, after everything the turn still calls for",
    8: "a token's effect acts at most once in each of its owner's turns",
    9: "the cat is worth 2 points, and only its holder peeks at the central deck, only at the start of "
       "their own turn",
    10: "Education counts every progress token its owner holds, itself included",
    11: "Culture is worth 4 points for one token and 12 for both, not 4 per token",
    12: "a tie on points goes to the player with more pieces built; only a tie on that too is shared",
    13: "a token's extra card is taken whenever its owner wishes during the turn, before or after the builds and "
        "trades the turn calls for; it is never forced ahead of them",
}

# the rule each commonly-wrong item is about (a case tagged with it always names it)
COMMONLY_WRONG_RULES: dict[int, str] = {
    1: "build.mandatory", 2: "build.gold", 3: "military.battle_call", 4: "military.horns", 5: "military.reset",
    6: "military.two_player", 7: "end.wonder", 8: "progress.once_per_turn", 9: "cat.peek", 10: "scoring.points",
    11: "scoring.points", 12: "victory.tie_break", 13: "progress.any_time",
}


# what a golden step records of the state besides the legal list: each a list, seat by seat
GOLDEN_STEP_FIELDS = ("pieces", "cards", "tokens", "victories")


def golden_step_values(state: dict[str, Any]) -> dict[str, Any]:
    """The fields a golden step records, read from a ``state`` answer (the protocol's state view):
    per seat the pieces built, cards held, progress tokens and Military Victory tokens; then the
    conflict tokens on their battle side and the cat's holder."""
    players = state.get("players")
    if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        return {"players": players}

    def each(key: str, measure: Any) -> list[Any]:
        return [measure(p.get(key)) for p in players]

    def size(value: Any) -> Any:
        return len(value) if isinstance(value, list) else value

    def total(value: Any) -> Any:
        if isinstance(value, dict) and all(isinstance(n, int) and not isinstance(n, bool) for n in value.values()):
            return sum(value.values())
        return value

    return {"pieces": each("built", size), "cards": each("cards", total), "tokens": each("progress", size),
            "victories": each("military_victories", lambda v: v), "conflict": state.get("conflict"),
            "cat": state.get("cat")}


class ArchitectsKit(Kit):
    """What the generic runner, fuzz search and pytest plugin need to know of Architects."""

    game = "architects"
    package = "oracle.architects.conformance"
    commonly_wrong = COMMONLY_WRONG
    commonly_wrong_rules = COMMONLY_WRONG_RULES
    # state fields compared as sets (their order is the engine's)
    unordered = frozenset({"discard", "progress", "progress_face_up", "built", "face_up"})
    setup_rule = "setup.decks"     # blamed when an engine refuses a suite's setup
    default_rule = "turn.actions"  # blamed when nothing more precise is known
    start_rule = "setup.first_player"   # blamed for a difference before the first move
    # the state fields the divergence search compares after every move
    fuzz_state = ("status", "to_move", "victory", "winners", "turn", "phase", "conflict", "cat",
                  "progress_face_up", "discard", "pending", "extra_cards", "players")
    outcome_keys = ("victory", "winners")
    action_def = "legal_action"          # the schema definition an illegal action of a case follows
    moves_name_player = True             # a record's move names its player (sent beside the action)

    def outcome_rules(self, outcome: dict[str, Any]) -> list[str]:
        """Rules blamed when a golden ends otherwise than recorded."""
        return ["end.wonder", "victory.tie_break", "scoring.points"]

    golden_keys = (*GOLDEN_STEP_FIELDS, "conflict", "cat")

    golden_values = staticmethod(golden_step_values)

    def golden_step_schema(self) -> dict[str, Any]:
        from oracle.architects.schema import golden_step_schema

        return golden_step_schema()

    def golden_outcome_schema(self) -> dict[str, Any]:
        return {"type": "object", "required": ["victory", "winners"],
                "properties": {"victory": {"enum": ["civilian", "exhausted"]},
                               "winners": {"type": "array", "items": {"$ref": "#/$defs/player"}, "minItems": 1}}}
