"""The 7 Wonders Duel part of the conformance kit: its suite folder, its commonly-wrong rules,
how a difference is blamed on a rule, what a golden step records, and the case generator.

The generic runner (:mod:`oracle.conformance.runner`) reaches it through the registry
(``Game.conformance_kit()``); nothing outside Duel's package imports it.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Any, ClassVar

from oracle.conformance.kit import Kit, optional_state_fields, suite_dir
from oracle.core.events import Event

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


class ExpansionKit(DuelKit):
    """The kit of a ruleset playing one of Duel's expansions: the base game's, with the expansion's own
    suite folder and schemas (``spec/conformance/<published_as>``, ``spec/schema/<published_as>``), and
    the expansion's package (``expansion``) holding its generator (``generate``) and the rules of its
    events, kinds of action and block of the state (``blame``: ``EVENT_RULES``, ``KIND_RULES``,
    ``STATE_BLOCK``), which the base game's blame is told."""

    published_as = "duel"
    expansion: ClassVar[str] = "oracle.duel"

    def _own(self, name: str) -> ModuleType:
        """The expansion's module ``name`` (``blame``, ``generate``)."""
        return importlib.import_module(f"{self.expansion}.{name}")

    def generate(self) -> dict[str, str]:
        files: dict[str, str] = self._own("generate").generate()
        return files

    def suite_dir(self) -> Path:
        return suite_dir(self.published_as)

    @property
    def optional_state(self) -> frozenset[str]:
        return optional_state_fields(self.published_as)

    def rules_for_events(self, events: Sequence[Event]) -> list[str]:
        from oracle.duel.conformance import blame

        return blame.rules_for_events(events, self._own("blame").EVENT_RULES)

    def rules_for_legal_diff(self, missing: list[dict[str, Any]], unexpected: list[dict[str, Any]]) -> list[str]:
        from oracle.duel.conformance import blame

        return blame.rules_for_legal_diff(missing, unexpected, self._own("blame").KIND_RULES)

    def rules_for_state_path(self, path: str) -> list[str]:
        from oracle.duel.conformance import blame

        return blame.rules_for_state_path(path, (self._own("blame").STATE_BLOCK,))
