"""How a difference in a game with Leaders is blamed on a rule: the base game's reading
(:mod:`oracle.classic.conformance.blame`), with Leaders' kinds of action, its events and its block of
the state read first (a pick of the draft, a leader recruited, tucked for a stage or sold)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from oracle.classic.conformance import blame as base
from oracle.classic.conformance.blame import why_events, why_legal, why_state
from oracle.classic.events import CardPlayed, CoinsGained
from oracle.classic.leaders.draft import KEEP
from oracle.classic.leaders.recruitment import RECRUIT, SELL
from oracle.core.events import Event

# the rules of each of Leaders' kinds of action, most telling first
KIND_RULES: dict[str, tuple[str, ...]] = {
    KEEP: ("leaders.draft", "leaders.hidden"),
    RECRUIT: ("leaders.recruit", "effect.build_any_free", "leaders.recruitment"),
    SELL: ("leaders.sell", "leaders.out_of_discard", "leaders.recruitment"),
}
TUCKED = ("leaders.stage", "wonder.stage", "trade.purchases", "trade.price")   # a leader's stage

# the fields of the state Leaders adds, and those it gives a meaning of its own
STATE_RULES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("leaders.draft", ("leaders.draft", "leaders.hidden")),
    ("leaders.hands", ("leaders.draft", "leaders.recruitment", "leaders.leftover", "leaders.hidden")),
    ("tucked", ("leaders.stage", "wonder.stage")),
    ("score.leaders", ("leaders.scoring",)),
    ("discard", ("leaders.out_of_discard", "turn.discard", "turn.last_card", "wonder.discard_build")),
)


@cache
def _leaders() -> frozenset[str]:
    """The names of the leaders."""
    from oracle.classic.leaders.state import leader_cards
    from oracle.core.registry import load_game

    rules = load_game("classic", variant="leaders").rules
    return frozenset(rules.cards[c].name for c in leader_cards(rules))


def _kind_rules(action: dict[str, Any]) -> tuple[str, ...]:
    kind = str(action.get("action"))
    if kind == "stage" and action.get("card") in _leaders():
        return TUCKED
    return KIND_RULES.get(kind, ())


def rules_for_events(events: Sequence[Event]) -> list[str]:
    """Rules applied by a move, from its events: a leader recruited, tucked or sold first."""
    out: list[str] = []
    for e in events:
        if isinstance(e, CardPlayed):
            out.extend(_kind_rules({"action": e.action, "card": e.card}))
        elif isinstance(e, CoinsGained) and e.source == SELL:
            out.append("leaders.sell")
        elif isinstance(e, CoinsGained) and e.source in _leaders():
            out.extend(("effect.whenever", "effect.coins"))
    return list(dict.fromkeys((*out, *base.rules_for_events(events))))


def rules_for_legal_diff(missing: list[dict[str, Any]], unexpected: list[dict[str, Any]]) -> list[str]:
    """Rules suggested by actions the engine lacks or adds: Leaders' kinds of action first."""
    out = [rule for a in (*missing, *unexpected) for rule in _kind_rules(a)]
    return list(dict.fromkeys((*out, *base.rules_for_legal_diff(missing, unexpected))))


def rules_for_state_path(path: str) -> list[str]:
    """Rules suggested by the field of the state that differs: Leaders' block, the leaders tucked, the
    Leaders row of the score sheet; otherwise the base game's."""
    for key, rules in STATE_RULES:
        if key in path:
            return list(rules)
    return base.rules_for_state_path(path)


__all__ = ["KIND_RULES", "STATE_RULES", "rules_for_events", "rules_for_legal_diff", "rules_for_state_path",
           "why_events", "why_legal", "why_state"]
