"""Leaders' invariants, checked across every step of the generic tests (point ``check_step``)."""

from __future__ import annotations

from oracle.classic.leaders.recruitment import INTO_DISCARD, OPTIONAL, RECRUITMENT
from oracle.classic.leaders.state import part
from oracle.classic.ruleset import Ruleset
from oracle.classic.state import State
from oracle.core.game import Step
from oracle.dsl import ast

RECRUITMENTS = 3       # one a player in each Age


def check_step(rules: Ruleset, before: State, step: Step) -> list[str]:
    """No leader in the discard pile (leaders.out_of_discard, unless the rule option leaders_enter_discard
    puts the sold ones there) or an Age hand (leaders.deck); at most one leader used a player in each
    recruitment, so at most three in all (more through builds from the discard pile under that option); a
    recruitment carried out takes exactly one leader from each hand that held one (all of them in Age III:
    leaders.leftover), or none under the rule option recruit_optional, and gives one hand the leaders a
    stage drew (effect.draw_unused); a stage's recruit at once (effect.build_from_hand) allows one leader
    more in its city; a copy (leaders.courtesan) is of a card standing in a neighbour's city and stays to
    the end."""
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
        stages = rules.boards[city.board].stages[:city.stages]
        extra = sum(e.amount for s in stages for e in s.on_build if isinstance(e, ast.BuildFromHand))
        if used > RECRUITMENTS + extra and not discarded:
            problems.append(f"city {seat} holds {used} leaders")
    drawn = len(part(rules, before).deck) - len(part(rules, after).deck)     # effect.draw_unused
    if drawn < 0:
        problems.append("the leaders no player was dealt grew in number")
    n = len(after.cities)
    for seat, city in enumerate(after.cities):     # effect.copy_ability, leaders.courtesan
        if before.cities[seat].copies != city.copies[:len(before.cities[seat].copies)]:
            problems.append(f"city {seat} lost a copy")
        for c in city.copies:
            if not any(c in after.cities[q].structures for q in ((seat + 1) % n, (seat - 1) % n)):
                problems.append(f"city {seat} copies {cards[c].name}, which stands in neither neighbour's city")
    if before.phase == RECRUITMENT and (after.phase != RECRUITMENT or after.age != before.age):
        was, now = part(rules, before).hands, part(rules, after).hands
        more = [len(left) - (0 if before.age == RECRUITMENTS else max(len(hand) - 1, 0))
                for hand, left in zip(was, now, strict=True)]
        if rules.option(OPTIONAL) == "yes" and before.age != RECRUITMENTS:     # a player may keep every leader
            if any(m not in (0, 1, drawn, drawn + 1) for m in more):
                problems.append(f"the hands held {[len(h) for h in was]} leaders before the recruitment and "
                                f"{[len(h) for h in now]} after it, with {drawn} drawn")
        elif sum(more) != drawn or any(m not in (0, drawn) for m in more):
            problems.append(f"the hands held {[len(h) for h in was]} leaders before the recruitment and "
                            f"{[len(h) for h in now]} after it, with {drawn} drawn")
    return problems
