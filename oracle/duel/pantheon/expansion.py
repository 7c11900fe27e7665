"""What the Pantheon gives at each of Duel's extension points (:mod:`oracle.duel.points`): the
value :data:`EXPANSION` that Duel's ruleset list names."""


from __future__ import annotations

from typing import Any

from oracle.core.expansions import Expansion
from oracle.duel.pantheon import (
    actions,
    blame,
    checks,
    decisions,
    military,
    policies,
    record,
    reserve,
    runtime,
    setup,
    spec,
    state,
    stored,
    tokens,
    turn,
    view,
)
from oracle.duel.pantheon.events import PANTHEON_EVENTS
from oracle.duel.shared import protocol, stealing


def _record_schema(record: dict[str, Any], rules: Any) -> dict[str, Any]:
    from oracle.duel.pantheon.schema import record_schema

    return record_schema(record, rules)


def _schema_defs(defs: dict[str, Any], game: Any) -> dict[str, Any]:
    from oracle.duel.pantheon.schema import schema_defs

    return schema_defs(defs, game)


def _conformance_kit(base: Any) -> Any:
    from oracle.duel.pantheon.kit import kit

    return kit(base)


def _score_rows(state: Any, player: int) -> dict[str, int]:
    from oracle.duel.pantheon.scoring import score_rows

    return score_rows(state, player)


def _check_step(before: Any, step: Any) -> list[str]:
    from oracle.duel.pantheon.invariants import check_step

    return check_step(before, step)


def _resample(redrawn: Any, state: Any, player: int, rng: Any) -> Any:
    return view.resample(state, redrawn, player, rng)


def _docs() -> type:
    """The Pantheon's pages, imported only when the site is built."""
    from oracle.duel.pantheon.docs.pages import PantheonPages

    return PantheonPages


def _picture() -> Any:
    """What the Pantheon adds to the picture of a position, imported only when one is drawn."""
    from oracle.duel.pantheon.picture import PART

    return PART


EXPANSION = Expansion("duel", "pantheon", "Pantheon", {
    "event_kinds": {kind.kind: kind for kind in PANTHEON_EVENTS},
    "protocols": protocol.version_2_on,     # version 1 has no word for its actions
    "record_schema": _record_schema,
    "schema_defs": _schema_defs,
    "score_rows": _score_rows,
    "check_step": _check_step,
    "wonders_a_city_holds": stealing.wonders_a_city_holds,
    "conformance_kit": _conformance_kit,
    "setup_part": {state.NAME: setup.draw},
    "state_part": {state.NAME: state.initial},
    "city_extras": state.city_extras,
    "reserve": reserve.held,
    "spend": reserve.spend,
    "turn_actions": turn.TURN_ACTIONS,
    "turn_options": turn.activations,
    "card_turn": turn.card_turn,
    "decision_kinds": decisions.DECISION_KINDS,
    "decision_options": turn.DECISION_OPTIONS,
    "settle": turn.SETTLE,
    "structure_dealt": tokens.deal,
    "age_dealt": turn.open_board,
    "card_uncovered": turn.uncovered,
    "turn_reason": turn.turn_reason,
    "pawn_stopped": military.pawn_stopped,
    "runtime": runtime.METHODS,
    "runtime_counts": runtime.COUNTS,
    "allowances": checks.ALLOWANCES,
    "token_places": checks.token_places,
    "check_decision": checks.check_decision,
    "policies": policies.POLICIES,
    "spec_sections": {"pantheon": spec.read_pantheon},
    "component_kinds": {"divinity": "pantheon"},
    "event_blame": blame.EVENT_RULES,
    "action_kinds": record.ACTION_KINDS,
    "action_tables": actions.tables,
    "action_fields": record.ACTION_FIELDS,
    "record_setup": record.SETUP,
    "stored_state": stored.STORED,
    "view_parts": view.VIEW,
    "slot_marks": view.slot_marks,
    "hidden_options": view.hidden_options,
    "option_names": view.options_json,
    "resample": _resample,
    "event_words": view.EVENT_WORDS,
    "move_events": view.MOVES,
    "docs": {"pantheon": _docs},
    "pictures": {"pantheon": _picture},
})

__all__ = ["EXPANSION"]
