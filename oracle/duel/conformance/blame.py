"""Which rules a divergence points at.

When an engine's legal list or state departs from the oracle's at some step, the oracle knows
what happened there (the events of the move) and how the lists differ; this module turns that
into the ids of the rules most likely broken, for the runner's failure messages.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from oracle.core.events import Event
from oracle.duel import events as ev

_EVENT_RULES: dict[str, tuple[str, ...]] = {
    "pick_wonder": ("setup.draft",),
    "discard": ("turn.discard",),
    "build_wonder": ("wonder.build", "cost.discount"),
    "pawn": ("effect.extra_shields", "military.shields", "effect.shields"),
    "looting": ("military.looting",),
    "reveal": ("age.reveal",),
    "destroy": ("effect.destroy",),
    "wonder_removed": ("wonder.cap",),
    "play_again_lost": ("age.play_again_lost",),
    "age": ("age.end", "age.layout"),
    "starter": ("age.next_starter",),
}

_COIN_RULES: dict[str, tuple[str, ...]] = {
    "trade": ("trade.price", "trade.fixed_price", "cost.choice", "cost.discount"),
    "cost": ("turn.build",),
    "discard": ("turn.discard",),
    "opponent trade": ("effect.receive_opponent_trade", "trade.bank"),
}


def rules_for_events(events: Sequence[Event]) -> list[str]:
    out: list[str] = []
    for e in events:
        if isinstance(e, ev.CoinsChanged):
            if e.source == "looting":
                out.append("military.looting")
            elif e.reason in _COIN_RULES:
                out.extend(_COIN_RULES[e.reason])
            elif isinstance(e.amount, int) and e.amount < 0:
                out.extend(("effect.opponent_loses_coins", "military.looting"))
            else:   # an effect's gain (or a loss that took nothing): most often its count is what differs
                out.extend(("effect.per", "effect.per_most", "effect.gain_coins", "effect.opponent_loses_coins"))
        elif isinstance(e, ev.CardBuilt):
            out.extend({"chain": ("chain.free", "effect.on_chain_build"),
                        "discard pile": ("effect.build_from_discard",)}.get(e.via, ("turn.build",)))
        elif isinstance(e, ev.ProgressTaken):
            out.append("science.pair" if e.source == "board" else "effect.take_progress")
        elif isinstance(e, ev.PlayAgain):
            out.append("effect.grant_play_again" if e.granted else "effect.play_again")
        elif isinstance(e, ev.GameOver):
            out.extend(("effect.science", "victory.science") if e.victory == "science"
                       else (f"victory.{e.victory}",))
        else:
            out.extend(_EVENT_RULES.get(e.kind, ()))
    return list(dict.fromkeys(out))


def rules_for_legal_diff(missing: list[dict[str, Any]], unexpected: list[dict[str, Any]]) -> list[str]:
    """Rules suggested by actions the engine lacks or adds (costs included)."""
    out: list[str] = []
    by_key = {}
    for a in unexpected:
        by_key[_key(a)] = a
    for a in missing:
        other = by_key.get(_key(a))
        kind = a["action"]
        if other is not None and "cost" in a:
            out.extend(("cost.discount", "trade.price", "trade.fixed_price", "cost.choice", "chain.free"))
            continue
        out.extend(_MISSING_RULES.get(kind, ()) + _kind_rules(kind))
    for a in unexpected:
        if _key(a) not in {_key(m) for m in missing}:
            out.extend(_kind_rules(a["action"]))
    return list(dict.fromkeys(out))


# an action the engine lacks is more often a cost it gets wrong than a rule forbidding it
_MISSING_RULES: dict[str, tuple[str, ...]] = {
    "build_wonder": ("cost.afford", "trade.price", "cost.choice"),
}


def _key(action: dict[str, Any]) -> tuple[Any, ...]:
    return tuple(sorted((k, v) for k, v in action.items() if k != "cost"))


def _kind_rules(kind: str) -> tuple[str, ...]:
    return {
        "pick_wonder": ("setup.draft",),
        "build": ("cost.afford", "trade.price", "chain.free", "turn.accessible"),
        "discard": ("turn.accessible", "age.reveal"),
        "build_wonder": ("wonder.cap", "wonder.build", "cost.afford", "cost.discount"),
        "take_progress": ("science.pair", "effect.take_progress"),
        "destroy": ("effect.destroy",),
        "build_discarded": ("effect.build_from_discard", "setup.removals"),
        "choose_starter": ("age.next_starter", "age.end"),
    }.get(kind, ("turn.play",))


def rules_for_state_path(path: str) -> list[str]:
    """Rules suggested by the field of the state that differs."""
    if ".score." in path:
        part = path.rsplit(".", 1)[-1]
        return {"military": ["military.points"], "coins": ["scoring.treasury"],
                "total": ["scoring.points"]}.get(part, ["scoring.points", "effect.points", "effect.per_most"])
    for key, rules in (("conflict_pawn", ["military.shields", "effect.extra_shields"]),
                       ("coins", ["trade.price", "turn.discard", "effect.gain_coins", "military.looting"]),
                       ("winner", ["victory.civilian", "victory.tie_break"]),
                       ("victory", ["victory.military", "victory.science", "victory.civilian"]),
                       ("status", ["victory.military", "victory.science", "age.end"]),
                       ("to_move", ["turn.alternate", "effect.play_again", "age.next_starter"]),
                       ("wonders_built", ["wonder.build", "wonder.cap"]),
                       ("progress_board", ["science.pair"]), ("progress", ["science.pair", "effect.take_progress"]),
                       ("discard", ["turn.discard", "effect.destroy", "effect.build_from_discard"]),
                       ("pending", ["science.pair", "effect.destroy", "effect.build_from_discard",
                                    "age.next_starter"]),
                       ("city", ["turn.build", "effect.destroy"]), ("age", ["age.end"])):
        if key in path:
            return rules
    return []
