"""Leaders' invariants, checked across every step of the generic tests (point ``check_step``)."""

from __future__ import annotations

from oracle.classic.leaders.recruitment import INTO_DISCARD, OPTIONAL, RECRUITMENT
from oracle.classic.leaders.state import part
from oracle.classic.ruleset import Ruleset
from oracle.classic.state import State
from oracle.core.game import Step

RECRUITMENTS = 3       # one a player in each Age


def check_step(rules: Ruleset, before: State, step: Step) -> list[str]:
    """No leader in the discard pile (leaders.out_of_discard, unless the rule option leaders_enter_discard
    puts the sold ones there) or an Age hand (leaders.deck); at most one leader used a player in each
    recruitment, so at most three in all (more only through builds from the discard pile under that
    option); a recruitment carried out takes exactly one leader from each hand that held one (all of
    them in Age III: leaders.leftover), or none under the rule option recruit_optional."""
    after = step.state
    cards = rules.cards
    problems = []
    discarded = rules.option(INTO_DISCARD) == "yes"
    if not discarded and any(cards[c].kind == "leader" for c in after.discard):
        problems.append("a leader is in the discard pile")
    if any(cards[c].kind == "leader" for hand in after.hands for c in hand):
        problems.append("a leader is in an Age hand")
    for seat, city in enumerate(after.cities):
        used = sum(1 for c in (*city.structures, *city.tucked) if cards[c].kind == "leader")
        if used > RECRUITMENTS and not discarded:
            problems.append(f"city {seat} holds {used} leaders")
    if before.phase == RECRUITMENT and (after.phase != RECRUITMENT or after.age != before.age):
        was, now = part(rules, before).hands, part(rules, after).hands
        for seat, (hand, left) in enumerate(zip(was, now, strict=True)):
            expected = 0 if before.age == RECRUITMENTS else max(len(hand) - 1, 0)
            kept = rules.option(OPTIONAL) == "yes" and before.age != RECRUITMENTS and len(left) == len(hand)
            if len(left) != expected and not kept:
                problems.append(f"player {seat} held {len(hand)} leaders before the recruitment and {len(left)} "
                                f"after it, not {expected}")
    return problems
