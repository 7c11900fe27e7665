"""The Pantheon's invariants, checked across one step (the point ``check_step``): the coins on
divinities change exactly by their events; every divinity is in one place; every token is in one
place; the drafted wonders stay in the cities.  A divinity may steal a wonder, so a city may hold
every wonder of the draft (the point ``wonders_a_city_holds``, from :mod:`oracle.duel.shared.stealing`)."""

from __future__ import annotations

from collections import Counter

from oracle.core.game import Step
from oracle.duel.pantheon.events import ReserveChanged
from oracle.duel.pantheon.state import part
from oracle.duel.state import State


def check_step(before: State, step: Step) -> list[str]:
    """The Pantheon's invariants: the coins on divinities change exactly by their events; every
    divinity is in one place; every token is in one place; the drafted wonders stay in the cities."""
    after: State = step.state
    rules = after.game.rules
    old, new = part(before), part(after)
    assert new is not None and rules.section("pantheon") is not None
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
    gate = rules.divinity_index[rules.section("pantheon").gate]
    expected = Counter(d.index for d in rules.divinities if d.index != gate or new.revealed)
    if places != expected:
        problems.append(f"divinities: {sorted((expected - places).elements())} missing, "
                        f"{sorted((places - expected).elements())} counted twice")
    mythology = sum(len(held) for held in new.mythology) + sum(1 for _, t in new.structure_tokens if t < 100) \
        + sum(1 for t in new.lost_tokens if t < 100)
    dealt = len(rules.section("pantheon").mythology_slots) if after.age >= 1 else 0
    if mythology != dealt:
        problems.append(f"Mythology tokens: {mythology} accounted for, {dealt} dealt")
    offerings = sum(len(held) for held in new.offerings) + sum(1 for _, t in new.structure_tokens if t >= 100) \
        + len(new.spent) + sum(1 for t in new.lost_tokens if t >= 100)
    dealt = len(rules.section("pantheon").offering_slots) if after.age >= 2 else 0
    if offerings != dealt:
        problems.append(f"Offering tokens: {offerings} accounted for, {dealt} dealt")
    drafted = sum(len(city.wonders) for city in after.cities)
    if drafted > rules.constants.wonders_in_draft:
        problems.append(f"wonders: {drafted} held, {rules.constants.wonders_in_draft} drafted")
    return problems
