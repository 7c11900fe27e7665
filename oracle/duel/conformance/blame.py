"""Which rules a divergence points at.

When an engine's legal list or state departs from the oracle's at some step, the oracle knows
what happened there (the events of the move) and how the lists differ; this module turns that
into the ids of the rules most likely broken, for the runner's failure messages.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, NamedTuple

from oracle.core.events import Event
from oracle.duel import events as ev

EMPTY: Mapping[str, Any] = MappingProxyType({})

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


def rules_for_events(events: Sequence[Event], more: Mapping[str, tuple[str, ...]] = EMPTY) -> list[str]:
    """Rules suggested by the events of the move where an engine departs; ``more``: the rules of an
    expansion's events, by kind."""
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
            out.extend(_EVENT_RULES.get(e.kind) or more.get(e.kind, ()))
    return list(dict.fromkeys(out))


def rules_for_legal_diff(missing: list[dict[str, Any]], unexpected: list[dict[str, Any]],
                         more: Mapping[str, tuple[str, ...]] = EMPTY) -> list[str]:
    """Rules suggested by actions the engine lacks or adds (costs included); ``more``: the rules of
    an expansion's kinds of action."""
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
        out.extend(_MISSING_RULES.get(kind, ()) + _kind_rules(kind, more))
    for a in unexpected:
        if _key(a) not in {_key(m) for m in missing}:
            out.extend(_kind_rules(a["action"], more))
    return list(dict.fromkeys(out))


# an action the engine lacks is more often a cost it gets wrong than a rule forbidding it
_MISSING_RULES: dict[str, tuple[str, ...]] = {
    "build_wonder": ("cost.afford", "trade.price", "cost.choice"),
}


def _key(action: dict[str, Any]) -> tuple[Any, ...]:
    """An action without its cost, as a value that can be hashed whatever its fields hold (the
    fields of an expansion's actions may be lists; an engine's answer may hold anything)."""
    return tuple(sorted((str(k), json.dumps(v, sort_keys=True, default=str)) for k, v in action.items()
                        if k != "cost"))


def _kind_rules(kind: str, more: Mapping[str, tuple[str, ...]] = EMPTY) -> tuple[str, ...]:
    return {
        "pick_wonder": ("setup.draft",),
        "build": ("cost.afford", "trade.price", "chain.free", "turn.accessible"),
        "discard": ("turn.accessible", "age.reveal"),
        "build_wonder": ("wonder.cap", "wonder.build", "cost.afford", "cost.discount"),
        "take_progress": ("science.pair", "effect.take_progress"),
        "destroy": ("effect.destroy",),
        "build_discarded": ("effect.build_from_discard", "setup.removals"),
        "choose_starter": ("age.next_starter", "age.end"),
    }.get(kind) or more.get(kind, ("turn.play",))


class StateBlock(NamedTuple):
    """An expansion's block of the state, for blame: its key, its fields with their rules (most
    telling first), the rules of a field not listed, and those of its rows of the score sheet."""

    key: str
    fields: tuple[tuple[str, list[str]], ...]
    otherwise: list[str]
    score_rows: Mapping[str, list[str]] = EMPTY


def rules_for_state_path(path: str, blocks: Sequence[StateBlock] = ()) -> list[str]:
    """Rules suggested by the field of the state that differs; ``blocks``: the expansions' parts."""
    if ".score." in path:
        part = path.rsplit(".", 1)[-1]
        rows = {"military": ["military.points"], "coins": ["scoring.treasury"], "total": ["scoring.points"]}
        for block in blocks:
            rows.update(block.score_rows)
        return rows.get(part, ["scoring.points", "effect.points", "effect.per_most"])
    for block in blocks:
        if f".{block.key}" in path:
            return next((rules for key, rules in block.fields if key in path), block.otherwise)
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


# ---- blame by value: why the oracle holds the value the engine departs from -----------------------------------
#
# Each ``why_*`` function is given the :class:`~oracle.conformance.divergence.Moment` of the step
# (the oracle's states before and after the move, its events, the events of earlier moves) and
# answers with the rules that produced the oracle's value, most telling first.

_DECISION_RULES = {"progress": "science.pair", "library": "effect.take_progress", "destroy": "effect.destroy",
                   "discard_build": "effect.build_from_discard", "starter": "age.next_starter"}
_ACTION_DECISION_RULES = {"take_progress": "science.pair", "destroy": "effect.destroy",
                          "build_discarded": "effect.build_from_discard", "choose_starter": "age.next_starter"}


def component_named(rules: Any, name: Any) -> Any:
    """The card, wonder or progress token called ``name`` (``None``: no such component)."""
    for table, index in ((rules.cards, rules.card_index), (rules.wonders, rules.wonder_index),
                         (rules.progress, rules.progress_index)):
        if name in index:
            return table[index[name]]
    return None


def effect_rules(component: Any, constructs: tuple[str, ...]) -> list[str]:
    """The rules of ``component``'s effects of the given constructs: a count over the city with
    the most is ``effect.per_most``, over one city ``effect.per``, a fixed amount the construct's own."""
    out: list[str] = []
    for clause in component.source.clauses:
        for effect in clause.effects:
            if effect.construct not in constructs:
                continue
            per = getattr(effect, "per", None)
            if per is None:
                out.append(f"effect.{effect.construct}")
            else:
                out.append("effect.per_most" if per.effective_scope.kind == "most" else "effect.per")
    return out


def coin_event_rules(rules: Any, e: ev.CoinsChanged) -> list[str]:
    """The rule that moved these coins: the trade price, a cost, a discard, Economy, a looting
    token, or the effect of the component named as their source."""
    if e.source == "looting" or e.reason.endswith("looting"):
        return ["military.looting"]
    if e.reason in _COIN_RULES:
        return list(_COIN_RULES[e.reason][:1]) + (["trade.bank"] if e.reason == "opponent trade" else [])
    component = component_named(rules, e.source)
    if component is not None:
        found = effect_rules(component, ("gain_coins",) if e.amount >= 0 else ("opponent_loses_coins",))
        if found:
            return found
    return ["effect.gain_coins"] if e.amount >= 0 else ["effect.opponent_loses_coins"]


def event_rules(rules: Any, e: Event, moment: Any = None, twin: dict[str, Any] | None = None) -> list[str]:
    """The rule that produced one of the oracle's events (``twin``: the engine's event of the same
    kind, player and subject, with another amount)."""
    if isinstance(e, ev.CoinsChanged):
        return coin_event_rules(rules, e)
    if isinstance(e, ev.PawnMoved):
        component = component_named(rules, e.source)
        if component is not None and _extra_shields(rules, e):
            return ["effect.extra_shields", "military.shields"]
        profile = moment.after.cities[e.player].profile if moment is not None else None
        if twin is not None and profile is not None and profile.extra_shields:
            # the player holds extra shields (Strategy) and the pawn moved otherwise: which builds they add to
            return ["effect.extra_shields", "military.shields"]
        return ["military.shields"]
    if isinstance(e, ev.CardRevealed) and twin is None and moment is not None:
        return _skipped_decision_rules(rules, moment) + ["age.reveal"]
    return rules_for_events([e], rules.hooks.table("event_blame"))


# the effects that ask their owner a decision, which the oracle skips when there is nothing to choose from
DECIDING = ("build_from_discard", "take_progress", "destroy")


def _skipped_decision_rules(rules: Any, moment: Any) -> list[str]:
    """A reveal the engine lacks after a move that built a component whose effect asks a decision,
    where the oracle asked none (nothing to choose from) and so revealed at once, by an engine that
    did reveal the cards of earlier moves as the oracle did: the engine most likely asked that
    decision, and the reveal waits for it — the effect's rule comes first.  An engine that never
    revealed a card before is blamed on the reveal itself."""
    revealed_before = any(isinstance(x, ev.CardRevealed) for events in moment.earlier for x in events)
    if moment.after.pending or not revealed_before:
        return []
    out: list[str] = []
    for e in moment.events:
        built = e.wonder if isinstance(e, ev.WonderBuilt) else e.card if isinstance(e, ev.CardBuilt) else None
        component = component_named(rules, built) if built is not None else None
        if component is not None:
            out += effect_rules(component, DECIDING)
    return out


def _extra_shields(rules: Any, e: ev.PawnMoved) -> bool:
    """The pawn moved further than the component's printed shields (Strategy's extra shield)."""
    component = component_named(rules, e.source)
    printed = sum(getattr(effect, "amount", 0) for clause in component.source.clauses for effect in clause.effects
                  if effect.construct == "shields")
    return abs(e.spaces) > printed


def _pair(event: dict[str, Any]) -> tuple[Any, ...]:
    return event.get("kind"), event.get("player"), event.get("subject")


def why_events(moment: Any, ours: Sequence[Event], theirs: Sequence[Any]) -> list[str]:
    """Events compared by kind, player and subject, once those equal in every field are set aside:
    an event of the oracle's the engine lacks or gives another amount names the rule that produced
    it; an event only the engine has is read by what it does (coins handed to the opponent of a
    trader: ``trade.bank``)."""
    from collections import Counter

    rules = moment.after.game.rules
    reported = Counter(canonical_key(t) for t in theirs if isinstance(t, dict))
    left_ours = []
    for e in ours:
        key = canonical_key(e.to_json())
        if reported[key]:
            reported[key] -= 1
        else:
            left_ours.append(e)
    expected = Counter(canonical_key(e.to_json()) for e in ours)
    left_theirs = []
    for t in theirs:
        if isinstance(t, dict):
            key = canonical_key(t)
            if expected[key]:
                expected[key] -= 1
            else:
                left_theirs.append(t)
    out: list[str] = []
    for e in left_ours:
        twin = next((t for t in left_theirs if _pair(t) == _pair(e.to_json())), None)
        out += event_rules(rules, e, moment, twin)
        if twin is not None:
            left_theirs.remove(twin)
    for t in left_theirs:
        out += _unexpected_event_rules(moment, t)
    return list(dict.fromkeys(out))


def canonical_key(event: dict[str, Any]) -> tuple[Any, ...]:
    return event.get("kind"), event.get("player"), event.get("subject"), event.get("amount")


def _unexpected_event_rules(moment: Any, t: dict[str, Any]) -> list[str]:
    """An event the oracle has nothing like (same kind, player and subject)."""
    kind, player, subject = t.get("kind"), t.get("player"), t.get("subject")
    rules = moment.after.game.rules
    if kind == "coins":
        if subject == "looting":
            return ["military.looting"]
        component = component_named(rules, subject) if isinstance(subject, str) else None
        amount = t.get("amount")
        taken = isinstance(amount, int) and amount < 0
        paid = any(isinstance(e, ev.CoinsChanged) and e.player == moment.mover and e.amount < 0
                   for e in moment.events)
        if paid and not taken and player in (0, 1) and player != moment.mover:
            # coins handed to the opponent of a builder who paid: Economy's if they hold it, else the bank's
            economy = moment.after.cities[player].profile.receives_opponent_trade
            return ["effect.receive_opponent_trade", "trade.bank"] if economy \
                else ["trade.bank", "effect.receive_opponent_trade"]
        if component is not None:
            return effect_rules(component, ("opponent_loses_coins",) if taken else ("gain_coins",)) \
                or effect_rules(component, ("gain_coins", "opponent_loses_coins"))
    if kind == "play_again":
        return _play_again_rules(moment, subject)
    if kind == "progress":
        return ["science.pair", "effect.take_progress"]
    return []


def _play_again_rules(moment: Any, wonder_name: Any, granted: bool = False) -> list[str]:
    """Another turn the oracle does not give: one granted by a progress token, or a wonder printed
    with one that never gains a second from a token, is ``effect.grant_play_again``; otherwise
    the wonder's own effect."""
    rules = moment.after.game.rules
    wonder = component_named(rules, wonder_name) if isinstance(wonder_name, str) else None
    player = moment.mover
    if granted or (wonder is not None and player is not None and wonder.play_again \
            and moment.after.cities[player].profile.grants_play_again(wonder)):
        return ["effect.grant_play_again", "effect.play_again"]
    return ["effect.play_again", "effect.grant_play_again"]


def _owed_turn(moment: Any) -> Any:
    """The play-again event that owed the mover the turn this move plays (``None``: an ordinary
    turn): the latest one of the mover's, unless the other player took a turn since."""
    for events in reversed(moment.earlier):
        for e in events:
            if isinstance(e, ev.PlayAgain) and e.player == moment.mover:
                return e
            if isinstance(e, ev.CardBuilt | ev.CardDiscarded | ev.WonderBuilt) and e.player != moment.mover:
                return None
    return None


def why_state(moment: Any, path: str, expected: Any, actual: Any) -> list[str]:
    """The rules behind the oracle's value of one field of the state."""
    after = moment.after
    field = path.rsplit(".", 1)[-1]
    player = _player_of(path)
    if path == "state.pending" or path.startswith("state.pending."):
        return _pending_rules(after, actual)
    if field == "to_move":
        return _turn_rules(moment, expected, actual)
    if field == "coins" and player is not None and ".score." not in path:
        return _coins_rules(moment, player, expected, actual)
    if ".score." in path and player is not None:
        return _score_rules(after, player, field)
    if field in ("winner", "victory", "status") and after.outcome is not None:
        return _outcome_rules(after)
    return []


def _player_of(path: str) -> int | None:
    import re

    found = re.match(r"state\.players\[(\d+)\]", path)
    return int(found.group(1)) if found else None


def _pending_rules(after: Any, actual: Any) -> list[str]:
    """A decision the oracle owes comes from the rule that created it; one only the engine owes,
    from the rule that would have."""
    if after.pending:
        return [_DECISION_RULES.get(after.pending[0].kind, "turn.play")]
    if isinstance(actual, dict) and actual.get("action") in _ACTION_DECISION_RULES:
        return [_ACTION_DECISION_RULES[actual["action"]]]
    return []


def _turn_rules(moment: Any, expected: Any, actual: Any) -> list[str]:
    """Who moves next: an extra turn given or withheld, a decision owed, a new Age's starter."""
    mover, after = moment.mover, moment.after
    if after.pending:
        return _pending_rules(after, None)
    if any(isinstance(e, ev.AgeDealt) for e in moment.events):
        lost = [e for e in moment.events if isinstance(e, ev.PlayAgainLost)]
        return ["age.play_again_lost", "age.next_starter"] if lost else ["age.next_starter"]
    granted = [e for e in moment.events if isinstance(e, ev.PlayAgain)]
    if granted and expected == mover:
        return ["effect.grant_play_again" if granted[0].granted else "effect.play_again"]
    if actual == mover and expected != mover:
        owed = _owed_turn(moment)
        if owed is not None:      # this move was the extra turn: the engine gives one more
            return _play_again_rules(moment, owed.source, owed.granted)
        built = [e for e in moment.events if isinstance(e, ev.WonderBuilt)]
        if built:
            return _play_again_rules(moment, built[0].wonder)
    return ["turn.alternate"]


def _coins_rules(moment: Any, player: int, expected: Any, actual: Any) -> list[str]:
    """A player's coins: the move's coin events for that player, the one whose amount is the
    difference first; coins only the engine moved, by what moved them."""
    rules = moment.after.game.rules
    mine = [e for e in moment.events if isinstance(e, ev.CoinsChanged) and e.player == player]
    if isinstance(expected, int) and isinstance(actual, int) and not isinstance(actual, bool):
        difference = actual - expected
        mine.sort(key=lambda e: (e.amount != -difference, abs(abs(e.amount) - abs(difference))))
        if not mine and player != moment.mover and any(isinstance(e, ev.CoinsChanged) and e.reason == "trade"
                                                       for e in moment.events):
            return ["trade.bank"]
    out: list[str] = []
    for e in mine:
        out += coin_event_rules(rules, e)
    return list(dict.fromkeys(out))


_SCORE_CONSTRUCTS = ("points",)


def _score_rules(after: Any, player: int, part: str) -> list[str]:
    """A part of the score sheet: the rules of the components that give its points."""
    rules = after.game.rules
    if part == "military":
        return ["military.points"]
    if part == "coins":
        return ["scoring.treasury"]
    city = after.cities[player]
    colours = list(rules.vocabulary.colours)
    if part in colours:
        components = [rules.cards[c] for c in city.cards if rules.cards[c].colour == colours.index(part)]
    elif part == "wonders":
        components = [rules.wonders[w] for w in city.built_wonders]
    elif part == "progress":
        components = [rules.progress[p] for p in city.progress]
    else:
        return ["scoring.points"]
    found = [r for c in components for r in effect_rules(c, _SCORE_CONSTRUCTS)]
    order = {"effect.per_most": 0, "effect.per": 1, "effect.points": 2}
    return sorted(dict.fromkeys(found), key=lambda r: order.get(r, 3)) + ["scoring.points"]


def _outcome_rules(after: Any) -> list[str]:
    """The rule that decided the end: a supremacy, or the civilian count and its tie-break."""
    outcome = after.outcome
    victory = getattr(outcome, "victory", None)
    if victory == "civilian":
        from oracle.conformance.canonical import state_view

        totals = {p["score"]["total"] for p in state_view(after)["players"]}
        tied = len(totals) == 1     # the points tie: the tie-break decided, or the victory is shared
        return ["victory.tie_break", "victory.civilian"] if tied else ["victory.civilian", "victory.tie_break"]
    return [f"victory.{victory}"] if victory else []


def why_legal(moment: Any, missing: list[dict[str, Any]], unexpected: list[dict[str, Any]]) -> list[str]:
    """Actions the engine lacks, adds or prices differently, read against the oracle's position
    ``moment.after``: a build by the rules of the oracle's cheapest payment (with the engine's
    price, whether its price is one the right unit prices allow), a decision's options by the rule
    that created the decision."""
    state = moment.after
    out: list[str] = []
    theirs = {_key(a): a for a in unexpected}
    # a card the engine offers nothing for (not even its discard) is one it does not see as takeable
    unseen = {a.get("card") for a in missing if a.get("action") == "discard"}
    if unseen:
        revealed = any(isinstance(e, ev.CardRevealed) and e.card in unseen for e in moment.events)
        out += ["age.reveal", "turn.accessible"] if revealed else ["turn.accessible", "age.reveal"]
    for action in missing:
        if action.get("card") in unseen:
            continue
        other = theirs.get(_key(action))
        out += _action_rules(state, action, other.get("cost") if other is not None else None)
    mine = {_key(a) for a in missing}
    for action in unexpected:
        if _key(action) not in mine:
            out += _action_rules(state, action, None, offered=False)
    return list(dict.fromkeys(out))


def _action_rules(state: Any, action: dict[str, Any], engine_cost: Any, offered: bool = True) -> list[str]:
    kind = action.get("action")
    if (kind in _ACTION_DECISION_RULES and kind != "choose_starter") or kind == "choose_starter":
        if state.pending:
            return [_DECISION_RULES.get(state.pending[0].kind, "turn.play")]
        return [_ACTION_DECISION_RULES[str(kind)]]
    rules = state.game.rules
    if kind == "build_wonder":
        if state.wonders_built >= rules.constants.wonder_cap:
            return ["wonder.cap"]
        component = component_named(rules, action.get("wonder"))
    elif kind == "build":
        component = component_named(rules, action.get("card"))
    else:
        return []
    if component is None or state.pending or state.age == 0 or state.outcome is not None:
        return []
    cost = engine_cost if isinstance(engine_cost, int) and not isinstance(engine_cost, bool) else None
    return payment_rules(state, state.to_move, component, cost)


def payment_rules(state: Any, player: int, component: Any, engine_cost: int | None = None) -> list[str]:
    """The rules of the oracle's cheapest payment for ``component``: free by chain, the trade
    prices of the units bought (base or fixed), the discount and choice production spent on it,
    the coins held.  With the engine's price: a price the right unit prices allow with another use
    of the discount or the choice production blames those (``cost.discount``, ``cost.choice``),
    any other price the unit prices."""
    from oracle.duel.rules import costs

    own, opponent = state.cities[player].profile, state.cities[1 - player].profile
    base = state.game.rules.constants.trade_base
    if component.free_with and not component.free_with.isdisjoint(own.chains):
        return ["chain.free"]
    units = []      # (resource, units, unit price, fixed)
    for r, n in component.needs:
        if n > own.production[r]:
            units.append((r, n - own.production[r], own.fixed_prices[r] or base + opponent.trade_weight[r],
                          bool(own.fixed_prices[r])))
    free_of_chain = ["chain.free"] if component.free_with else []
    if not units:
        return []       # the printed coins alone: the price explains nothing more than the action's kind
    discount = own.discount_for(component) if own.discounts else 0
    wanted = {r for r, *_ in units}
    choices = [tuple(r for r in c if r in wanted) for c in own.choices]
    choices = [c for c in choices if c]
    trade = ["trade.fixed_price", "trade.price"] if all(f for *_, f in units) else ["trade.price", "trade.fixed_price"]
    cheap = [*(["cost.discount"] if discount else []), *(["cost.choice"] if choices else [])]
    missing = tuple((r, n, p) for r, n, p, _ in units)
    right = costs.cheapest_purchase(missing, tuple(choices), discount)
    if engine_cost is not None and engine_cost != right + component.coins:
        if engine_cost - component.coins in _purchases(missing, choices, discount):
            # the right unit prices, used another way: the discount's or the choice producers' use
            return [*cheap, *trade, *free_of_chain]
    elif engine_cost is None and discount and len(_purchases(missing, choices, discount)) > 1 \
            and len({p for _, _, p in missing}) > 1:
        # the build is out of the engine's reach; which units the discount covers changes its price
        return [*cheap, *trade, "cost.afford", *free_of_chain]
    return [*trade, *cheap, "cost.afford", *free_of_chain]


def _purchases(missing: tuple[tuple[int, int, int], ...], choices: list[tuple[int, ...]], discount: int) -> set[int]:
    """Every price of the missing units the right unit prices allow: each choice producer used for
    any of its resources or not at all, and the discount on any units, up to its size."""
    from itertools import combinations, product

    out: set[int] = set()
    for assignment in product(*[(*c, None) for c in choices]):
        left = {r: n for r, n, _ in missing}
        for r in assignment:
            if r is not None and left[r]:
                left[r] -= 1
        prices = [p for r, _, p in missing for _ in range(left[r])]
        for k in range(min(discount, len(prices)) + 1):
            for kept in combinations(range(len(prices)), k):
                out.add(sum(p for i, p in enumerate(prices) if i not in kept))
    return out
