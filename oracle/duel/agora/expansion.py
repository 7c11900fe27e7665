"""What Agora gives at Duel's extension points (:mod:`oracle.duel.points`): the value
:data:`EXPANSION`.  Taking a card or a wonder from the opponent (Foreclosure, Extortion) is shared
with the Pantheon (:mod:`oracle.duel.shared.stealing`), merged into Agora's tables here."""

from __future__ import annotations

from typing import Any

from oracle.core.expansions import Expansion
from oracle.duel.agora import (
    actions,
    blame,
    conspiracies,
    conspiring,
    decisions,
    decrees,
    influence,
    invariants,
    military,
    policies,
    record,
    resample,
    runtime,
    schemes,
    scoring,
    senators,
    spec,
    state,
    stored,
    view,
)
from oracle.duel.agora.events import AGORA_EVENTS
from oracle.duel.shared import discarding, protocol, stealing


def _record_schema(record: dict[str, Any], rules: Any) -> dict[str, Any]:
    from oracle.duel.agora.schema import record_schema  # read only where schemas are made

    return record_schema(record, rules)


def _schema_defs(defs: dict[str, Any], game: Any) -> dict[str, Any]:
    from oracle.duel.agora.schema import schema_defs

    return schema_defs(defs, game)


def _docs() -> type:
    """Agora's pages on the docs site (its overview, component pages and part of the Rulings and FAQ
    page), imported only when the site is built."""
    from oracle.duel.agora.docs.pages import AgoraPages

    return AgoraPages


def _picture() -> Any:
    """What Agora adds to the picture of a position, imported only when one is drawn."""
    from oracle.duel.agora.picture import PART

    return PART


def _conformance_kit(base: Any) -> Any:
    from oracle.duel.agora.kit import kit  # read only where the conformance kit is used

    return kit(base)


EXPANSION = Expansion("duel", "agora", "Agora", {
    "event_kinds": {kind.kind: kind for kind in (*AGORA_EVENTS, *stealing.EVENTS, *discarding.EVENTS)},
    "spec_sections": {"agora": spec.read_agora},
    "component_kinds": {"decree": "agora", "token": "agora", "conspiracy": "agora"},
    "zone_entered": military.zone_entered,
    "zone_token": military.zone_token,
    "setup_part": {state.NAME: decrees.draw},
    "state_part": {state.NAME: state.initial},
    "city_extras": decrees.city_extras,
    "record_setup": record.SETUP,
    "record_schema": _record_schema,
    "schema_defs": _schema_defs,
    "runtime": {**runtime.METHODS, **stealing.METHODS},
    "runtime_counts": runtime.COUNTS,
    "decision_kinds": {**decisions.DECISION_KINDS, **stealing.DECISION_KINDS},
    "decision_options": {**influence.OPTIONS, **conspiring.OPTIONS, **schemes.OPTIONS, **conspiracies.OPTIONS,
                         **stealing.OPTIONS},
    "settle": {**influence.SETTLE, **conspiring.SETTLE, **schemes.SETTLE, **conspiracies.SETTLE, **stealing.SETTLE},
    "action_tables": actions.tables,
    "action_kinds": {**record.ACTION_KINDS, **stealing.ACTION_KINDS},
    "action_fields": record.ACTION_FIELDS,
    "score_rows": scoring.score_rows,
    "card_price": senators.PRICES,
    "discard_buildable": senators.discard_buildable,
    "turn_options": conspiracies.offered,
    "turn_actions": conspiracies.TURN_ACTIONS,
    "turn_passed": conspiracies.turn_passed,
    "card_places": conspiracies.card_places,
    "set_aside_in_play": schemes.set_aside_in_play,
    "allowances": {**schemes.ALLOWANCES, **stealing.ALLOWANCES},
    "wonders_a_city_holds": stealing.wonders_a_city_holds,
    "token_places": schemes.token_places,
    "stored_state": stored.STORED,
    "check_decision": stored.check_decision,
    "victories": stored.VICTORIES,
    "check_step": invariants.check_step,
    "view_parts": view.VIEW,
    "hidden_options": view.hidden_options,
    "resample": resample.resample,
    "option_names": view.options_json,
    "event_words": {**view.EVENT_WORDS, **stealing.EVENT_WORDS, **discarding.EVENT_WORDS},
    "move_events": {**view.MOVES, **stealing.MOVES, **discarding.MOVES},
    "protocols": protocol.version_2_on,     # version 1 has no word for the Senate or the Conspiracies
    "pictures": {"agora": _picture},
    "conformance_kit": _conformance_kit,
    "policies": policies.POLICIES,
    "event_blame": blame.EVENT_RULES,
    "docs": {"agora": _docs},
})

__all__ = ["EXPANSION"]
