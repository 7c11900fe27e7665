"""Leaders' invariants, checked across every step of the generic tests (point ``check_step``)."""

from __future__ import annotations

from oracle.classic.leaders.recruitment import RECRUITMENT
from oracle.classic.leaders.state import part
from oracle.classic.ruleset import Ruleset
from oracle.classic.state import State
from oracle.core.game import Step

RECRUITMENTS = 3       # one a player in each Age


def check_step(rules: Ruleset, before: State, step: Step) -> list[str]:
    """No leader in the discard pile or an Age hand (leaders.out_of_discard, leaders.deck); at most one
    leader used a player in each recruitment, so at most three in all; a recruitment carried out takes
    exactly one leader from each hand that held one (all of them in Age III: leaders.leftover); a copy
    (leaders.courtesan) is of a card standing in a neighbour's city and stays to the end."""
    after = step.state
    cards = rules.cards
    problems = []
    if any(cards[c].kind == "leader" for c in after.discard):
        problems.append("a leader is in the discard pile")
    if any(cards[c].kind == "leader" for hand in after.hands for c in hand):
        problems.append("a leader is in an Age hand")
    for seat, city in enumerate(after.cities):
        used = sum(1 for c in (*city.structures, *city.tucked) if cards[c].kind == "leader")
        if used > RECRUITMENTS:
            problems.append(f"city {seat} holds {used} leaders")
    n = len(after.cities)
    for seat, city in enumerate(after.cities):     # effect.copy_ability, leaders.courtesan
        if before.cities[seat].copies != city.copies[:len(before.cities[seat].copies)]:
            problems.append(f"city {seat} lost a copy")
        for c in city.copies:
            if not any(c in after.cities[q].structures for q in ((seat + 1) % n, (seat - 1) % n)):
                problems.append(f"city {seat} copies {cards[c].name}, which stands in neither neighbour's city")
    if before.phase == RECRUITMENT and (after.phase != RECRUITMENT or after.age != before.age):
        was, now = part(rules, before).hands, part(rules, after).hands
        for seat, (hand, left) in enumerate(zip(was, now, strict=True)):
            expected = 0 if before.age == RECRUITMENTS else max(len(hand) - 1, 0)
            if len(left) != expected:
                problems.append(f"player {seat} held {len(hand)} leaders before the recruitment and {len(left)} "
                                f"after it, not {expected}")
    return problems
