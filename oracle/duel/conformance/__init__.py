"""The 7 Wonders Duel part of the conformance kit: its suite folder, its commonly-wrong rules,
how a difference is blamed on a rule, what a golden step records, and the case generator.

The generic runner (:mod:`oracle.conformance.runner`) reaches it through the registry
(``Game.conformance_kit()``); nothing outside Duel's package imports it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from oracle.conformance.kit import Kit, optional_state_fields, suite_dir

# ---- the commonly-wrong rules, as the failure messages state them ---------------------------------

COMMONLY_WRONG: dict[int, str] = {
    1: "the trade price counts only the opponent's brown and grey production, never yellow cards or wonders",
    2: "Economy pays exactly the coins spent on trading (after fixed prices), never printed costs; "
       "a chained build pays nothing",
    3: "Strategy adds a shield only to red cards built after it is taken, never to wonders",
    4: "an extra turn is lost when the Age's structure is empty",
    5: "Theology never gives a second extra turn to a wonder that already has one",
    6: "the seventh wonder sends the last unbuilt wonder back to the box",
    7: "the Great Library draws three of the tokens left in the box; only its builder sees them",
    8: "the Mausoleum builds only from the discard pile, never from the setup removals, "
       "and that build is not a chain build",
    9: "Law is a seventh science symbol: it counts toward six different symbols and never makes a pair",
    10: "discounts and choice production are used in the cheapest way, over every assignment",
    11: "a guild's 'city with the most' is chosen separately for the coins and the points; "
        "Shipowners counts brown and grey together; Moneylenders gives points only",
    12: "Lighthouse counts itself; Chamber of Commerce counts grey, Port brown, Armory red, Arena wonders, "
        "when built",
    13: "trade money goes to the bank; the opponent receives it only with Economy",
    14: "looting never takes a player below 0 coins, and each looting token is taken once",
    15: "a card uncovered by a move turns face up once the move is over, after the decisions it calls for "
        "(a progress token, a card to destroy, a card from the discard pile) and before an extra turn",
}


# the rule each commonly-wrong item is about (a case tagged with it always names it)
COMMONLY_WRONG_RULES: dict[int, str] = {
    1: "trade.price", 2: "effect.receive_opponent_trade", 3: "effect.extra_shields", 4: "age.play_again_lost",
    5: "effect.grant_play_again", 6: "wonder.cap", 7: "effect.take_progress", 8: "effect.build_from_discard",
    9: "effect.science", 10: "cost.discount", 11: "effect.per_most", 12: "effect.per", 13: "trade.bank",
    14: "military.looting", 15: "age.reveal",
}


class DuelKit(Kit):
    """What the generic runner, fuzz search and pytest plugin need to know of Duel."""

    game = "duel"
    package = "oracle.duel.conformance"
    commonly_wrong = COMMONLY_WRONG
    commonly_wrong_rules = COMMONLY_WRONG_RULES
    # state fields compared as sets (their order is the engine's)
    unordered = frozenset({"city", "wonders", "progress", "progress_board", "discard"})
    setup_rule = "setup.draft"     # blamed when an engine refuses a suite's setup
    default_rule = "turn.play"     # blamed when nothing more precise is known
    start_rule = "setup.coins"     # blamed for a difference before the first move
    # the state fields the divergence search compares after every move
    fuzz_state = ("status", "to_move", "winner", "victory", "conflict_pawn", "wonders_built", "age", "players")
    outcome_keys = ("victory", "winner")
    action_def = "move"          # the schema definition an illegal action of a case follows
    moves_name_player = False    # a record's move is the action itself (choose_starter's "player" is its own)

    def outcome_rules(self, outcome: dict[str, Any]) -> list[str]:
        """Rules blamed when a golden ends otherwise than recorded."""
        return [f"victory.{outcome['victory']}", "victory.tie_break"]

    def golden_outcome_schema(self) -> dict[str, Any]:
        return {"type": "object", "required": ["victory", "winner"],
                "properties": {"victory": {"type": "string"},
                               "winner": {"oneOf": [{"$ref": "#/$defs/player"}, {"const": "shared"}]}}}

    def golden_problems(self, step: dict[str, Any], state: dict[str, Any]) -> list[str]:
        """How the engine's state after a golden's step departs from what the step records (the
        conflict pawn and every player's coins)."""
        from oracle.conformance.compare import json_text, same

        problems = []
        pawn = state.get("conflict_pawn")
        if not same(pawn, step["pawn"]):
            problems.append(f"conflict_pawn: expected {step['pawn']}, got {json_text(pawn)}")
        players = state.get("players")
        coins = [p.get("coins") if isinstance(p, dict) else None for p in players] \
            if isinstance(players, list) else players
        if not same(coins, step["coins"]):
            problems.append(f"coins: expected {json_text(step['coins'])}, got {json_text(coins)}")
        return problems

    def golden_step_schema(self) -> dict[str, Any]:
        from oracle.duel.schema import golden_step_schema

        return golden_step_schema()


# ---- the Pantheon's own commonly-wrong rules (the base game's hold too, but 11: the guilds are out) -----------

PANTHEON_WRONG: dict[int, str] = {
    16: "a token lying on a card goes to the player whose move uncovers the card, whoever took the card above",
    17: "the Gate's price is doubled before The Sanctuary's 2 coins come off",
    18: "a divinity is no card: Mars's shields are no red card's, so Strategy adds nothing to them",
    19: "Poliorcetics takes a coin per space for every push of its holder, whatever gives the shields "
        "(cards, wonders, divinities)",
    20: "the blocker stops the conflict pawn on the space before it, whichever player pushes, then leaves the game",
    21: "the looting token Neptune applies takes coins from the opponent, whichever side of the track it lies on",
    22: "coins lying on Astarte are not treasury: each scores 1 point, and none counts toward the treasury's "
        "sets of 3",
    23: "the Grand Temples score as a set: 5, 12 or 21 points for 1, 2 or 3",
    24: "the card under a wonder Anubis unbuilds goes to the discard pile",
    25: "a wonder Isis builds from the discard pile is built in full: its effects, Theology and the cap apply",
    26: "the progress tokens on an Enki the Gate shows and the player does not choose go back to the box",
    27: "a divinity placed face down in Age I is known to its placer only; the opponent sees its Mythology",
    28: "Law pairs with the Law symbol Ishtar shows (and with nothing else)",
    29: "a token lying on a card Zeus discards leaves the game: nobody takes it",
}

PANTHEON_WRONG_RULES: dict[int, str] = {
    16: "pantheon.token_gain", 17: "pantheon.cost", 18: "pantheon.divinity", 19: "effect.on_push",
    20: "military.blocker", 21: "effect.loot", 22: "pantheon.reserve",
    23: "effect.points_by_set", 24: "effect.unbuild_wonder", 25: "effect.build_wonder_from_discard",
    26: "effect.draw_progress", 27: "pantheon.hidden", 28: "effect.science", 29: "effect.discard_from_structure",
}


class PantheonKit(DuelKit):
    """The kit of 7 Wonders Duel with the Pantheon: the base game's, with its own suite
    (``spec/conformance/duel-pantheon``), schemas (``spec/schema/duel-pantheon``) and generator."""

    edition = "pantheon"
    published_as = "duel-pantheon"
    # the base game's list but item 11, which is about the guilds: the expansion takes them out
    commonly_wrong: ClassVar[dict[int, str]] = {
        **{n: text for n, text in COMMONLY_WRONG.items() if n != 11}, **PANTHEON_WRONG}
    commonly_wrong_rules: ClassVar[dict[int, str]] = {
        **{n: rule for n, rule in COMMONLY_WRONG_RULES.items() if n != 11}, **PANTHEON_WRONG_RULES}
    rules_not_applying: ClassVar[dict[str, dict[str, str]]] = {"pantheon": {
        "effect.per_most": "the guilds, the only components counting the city with the most, are out of the game"}}

    def suite_dir(self) -> Path:
        return suite_dir(self.published_as)

    @property
    def optional_state(self) -> frozenset[str]:
        return optional_state_fields(self.published_as)

    def generate(self) -> dict[str, str]:
        out: dict[str, str] = self._module("pantheon").generate()     # the Pantheon's generator
        return out
