"""Which rules of 7 Wonders a divergence points at.

When an engine's legal list or state departs from the oracle's at some step, the oracle knows
what happened there (the events of the move) and how the lists differ; this module turns that
into the ids of the rules most likely broken, for the runner's failure messages.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from oracle.classic import events as ev
from oracle.core.events import Event


def rules_for_events(events: Sequence[Event]) -> list[str]:
    """Rules applied by a move, from its events."""
    out: list[str] = []
    for e in events:
        if isinstance(e, ev.CoinsPaid):
            out.extend(("build.cost", "trade.price", "trade.discount", "trade.purchases"))
        elif isinstance(e, ev.CardPlayed):
            out.extend({"build": ("turn.reveal", "build.cost", "build.chain"), "stage": ("wonder.stage",),
                        "discard": ("turn.discard",), "build_discarded": ("wonder.discard_build",),
                        "decline": ("wonder.discard_build",)}.get(e.action, ("turn.actions",)))
        elif isinstance(e, ev.CoinsGained):
            out.extend(("turn.discard",) if e.source == "discard" else ("turn.reveal", "effect.coins"))
        elif isinstance(e, ev.CardDiscarded):
            out.extend(("wonder.last_card", "turn.last_card"))
        elif isinstance(e, ev.ConflictSettled):
            out.append("military.conflict")
        elif isinstance(e, ev.AgeBegins):
            out.extend(("setup.hands", "turn.pass"))
        elif isinstance(e, ev.GameOver):
            out.extend(("victory.tie_break", "scoring.categories", "scoring.science", "wonder.science_choice"))
    return list(dict.fromkeys(out))


_KIND_RULES: dict[str, tuple[str, ...]] = {
    "build": ("build.cost", "trade.purchases", "trade.price", "trade.discount", "trade.sellable", "build.chain",
              "build.unique", "trade.coins_held"),
    "stage": ("wonder.stage", "build.cost", "trade.purchases", "trade.price"),
    "discard": ("turn.discard",),
    "build_discarded": ("wonder.discard_build",),
    "decline": ("wonder.discard_build",),
}


def rules_for_legal_diff(missing: list[dict[str, Any]], unexpected: list[dict[str, Any]]) -> list[str]:
    """Rules suggested by actions the engine lacks or adds: a free build at Olympia A's rule, an
    action for the Free City at the variant's rules, otherwise by the kind of action."""
    out: list[str] = []
    both = [*missing, *unexpected]
    if any(a.get("free") for a in both):
        out.append("wonder.free_build")
    if any(a.get("city") == "free_city" for a in both):
        out.extend(("free_city.play", "free_city.choose"))
    same_card = {a.get("card") for a in missing} & {a.get("card") for a in unexpected}
    if same_card and all(a.get("action") in ("build", "stage") for a in both):
        # the same build at other prices: a discount or a price read wrongly
        out.extend(("trade.discount", "trade.price", "trade.purchases", "trade.sellable"))
    bought = [a for a in unexpected if a.get("action") in ("build", "stage") and a.get("card") not in same_card
              and isinstance(a.get("pay"), dict) and any(v for v in a["pay"].values())]
    if bought:
        # a purchase the rules do not allow: something bought that is not for sale, or not paid for yet
        out.extend(("trade.sellable", "trade.coins_held", "trade.purchases"))
    for kind in dict.fromkeys(a.get("action") for a in both):
        out.extend(_KIND_RULES.get(str(kind), ("turn.actions",)))
    return list(dict.fromkeys(out))


_STATE_RULES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("victories", ("military.conflict",)),
    ("defeats", ("military.conflict",)),
    # the rarer a reason, the more it says when the move applied it: rarest first
    ("coins", ("turn.last_card", "turn.discard", "effect.coins", "trade.coins_held", "trade.price", "build.cost")),
    ("structures", ("turn.actions", "build.cost", "build.chain", "wonder.discard_build")),
    ("stages", ("wonder.stage",)),
    ("winners", ("victory.tie_break", "scoring.categories")),
    ("victory", ("end.game",)),
    ("status", ("end.game",)),
    ("to_move", ("turn.choose", "free_city.choose", "wonder.last_card", "wonder.discard_build")),
    ("turn", ("turn.choose", "turn.pass")),
    ("age", ("turn.pass", "setup.hands")),
    ("phase", ("wonder.last_card", "wonder.discard_build")),
    ("discard", ("turn.discard", "turn.last_card", "wonder.discard_build")),
    ("pending", ("wonder.last_card", "wonder.discard_build")),
    ("hand", ("turn.pass", "free_city.pass", "setup.hands")),
    ("tucked", ("wonder.stage",)),
    ("holder", ("free_city.holder", "free_city.pass")),
    ("pile", ("free_city.choose", "free_city.last_card")),
)

_SCORE_RULES = {"military": ["military.conflict", "scoring.categories"], "treasury": ["scoring.categories"],
                "science": ["wonder.science_choice", "scoring.science"], "guilds": ["scoring.categories",
                                                                                   "wonder.copy_guild"]}


def rules_for_state_path(path: str) -> list[str]:
    """Rules suggested by the field of the state that differs (a JSON path such as
    ``state.players[2].score.science``)."""
    if ".score." in path:
        return _SCORE_RULES.get(path.rsplit(".", 1)[-1], ["scoring.categories"])
    last = path.rsplit(".", 1)[-1].split("[", 1)[0]
    for key, rules in _STATE_RULES:
        if last == key:
            return list(rules)
    for key, rules in _STATE_RULES:
        if key in path:
            return list(rules)
    return []
