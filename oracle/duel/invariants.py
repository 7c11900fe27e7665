"""The invariants 7 Wonders Duel declares to the generic tests, checked across one step.

* coins: a player's coins change exactly by the coin events of the move, and never go below 0
  (the bank is unlimited; trade money goes to it);
* cards: every card dealt at setup is in exactly one place — the structure, a city, under a
  wonder, the discard pile, or the deal of an Age still to come;
* wonders: at most the cap are built, and each player holds at most the wonders of the draft.
"""

from __future__ import annotations

from collections import Counter

from oracle.core.game import Step
from oracle.duel.events import CoinsChanged
from oracle.duel.pantheon_events import ReserveChanged
from oracle.duel.state import State


def card_places(state: State) -> Counter[int]:
    """Every dealt card where it is now, counted (each should count once)."""
    places: Counter[int] = Counter(c for c in state.structure if c >= 0)
    for city in state.cities:
        places.update(city.cards)
        places.update(card for _, card in city.built if card >= 0)
    places.update(state.discard)
    for cards in state.setup.ages[state.age:]:   # the Ages still to be dealt (all of them during the draft)
        places.update(cards)
    return places


def check_step(before: State, step: Step) -> list[str]:
    after: State = step.state
    problems = []
    change = [0, 0]
    for e in step.events:
        if isinstance(e, CoinsChanged):
            change[e.player] += e.amount
    for p in (0, 1):
        if after.coins[p] != before.coins[p] + change[p]:
            problems.append(f"coins: player {p} went from {before.coins[p]} to {after.coins[p]}, "
                            f"the coin events say {change[p]:+}")
        if after.coins[p] < 0:
            problems.append(f"coins: player {p} has {after.coins[p]}")
    dealt = Counter(c for cards in after.setup.ages for c in cards)
    places = card_places(after)
    if places != dealt:
        missing = sorted((dealt - places).elements())
        extra = sorted((places - dealt).elements())
        problems.append(f"cards: missing {missing}, counted twice or not dealt {extra}")
    cap = after.game.rules.constants.wonder_cap
    if after.wonders_built > cap:
        problems.append(f"wonders: {after.wonders_built} built, the cap is {cap}")
    draft = after.game.rules.constants.wonders_in_draft
    if after.pantheon is None and any(len(city.wonders) > draft // 2 for city in after.cities):
        problems.append("wonders: a player holds more than half the draft")
    if after.pantheon is not None:
        problems += pantheon_problems(before, step)
    return problems


def pantheon_problems(before: State, step: Step) -> list[str]:
    """The Pantheon's invariants: the coins on divinities change exactly by their events; every
    divinity is in one place; every token is in one place; the drafted wonders stay in the cities."""
    after: State = step.state
    rules = after.game.rules
    old, new = before.pantheon, after.pantheon
    assert new is not None and rules.pantheon is not None
    problems = []
    change = [0, 0]
    for e in step.events:
        if isinstance(e, ReserveChanged):
            change[e.player] += e.amount
    for p in (0, 1):
        was = old.reserve[p] if old is not None else 0
        if new.reserve[p] != was + change[p] or new.reserve[p] < 0:
            problems.append(f"reserve: player {p} went from {was} to {new.reserve[p]}, the events say {change[p]:+}")
    places = Counter(d for deck in new.decks for d in deck)
    places.update(d for d in new.spaces if d >= 0)
    for owned in new.divinities:
        places.update(owned)
    gate = rules.divinity_index[rules.pantheon.gate]
    expected = Counter(d.index for d in rules.divinities if d.index != gate or new.revealed)
    if places != expected:
        problems.append(f"divinities: {sorted((expected - places).elements())} missing, "
                        f"{sorted((places - expected).elements())} counted twice")
    mythology = sum(len(held) for held in new.mythology) + sum(1 for _, t in new.structure_tokens if t < 100) \
        + sum(1 for t in new.lost_tokens if t < 100)
    dealt = len(rules.pantheon.mythology_slots) if after.age >= 1 else 0
    if mythology != dealt:
        problems.append(f"Mythology tokens: {mythology} accounted for, {dealt} dealt")
    offerings = sum(len(held) for held in new.offerings) + sum(1 for _, t in new.structure_tokens if t >= 100) \
        + len(new.spent) + sum(1 for t in new.lost_tokens if t >= 100)
    dealt = len(rules.pantheon.offering_slots) if after.age >= 2 else 0
    if offerings != dealt:
        problems.append(f"Offering tokens: {offerings} accounted for, {dealt} dealt")
    drafted = sum(len(city.wonders) for city in after.cities)
    if drafted > rules.constants.wonders_in_draft:
        problems.append(f"wonders: {drafted} held, {rules.constants.wonders_in_draft} drafted")
    return problems
