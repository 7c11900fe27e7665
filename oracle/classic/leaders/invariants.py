"""Leaders' invariants, checked across every step of the generic tests (point ``check_step``)."""

from __future__ import annotations

from oracle.classic.leaders.entomb import ENTOMB, value
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
    the end; a leader entombed (effect.entomb) counts as one used in its city, and stays entombed."""
    after = step.state
    cards = rules.cards
    problems = []
    discarded = rules.option(INTO_DISCARD) == "yes"
    if not discarded and any(cards[c].kind == "leader" for c in after.discard):
        problems.append("a leader is in the discard pile")
    if any(cards[c].kind == "leader" for hand in after.hands for c in hand):
        problems.append("a leader is in an Age hand")
    entombed = part(rules, after).entombed
    for seat, city in enumerate(after.cities):
        # effect.entomb: a leader laid under the board was used in its recruitment like one standing
        used = sum(1 for c in (*city.structures, *city.tucked) if cards[c].kind == "leader") \
            + sum(1 for s, c, _ in entombed if s == seat and cards[c].kind == "leader")
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
    problems += _entombed(rules, before, after)
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


def _entombed(rules: Ruleset, before: State, after: State) -> list[str]:
    """effect.entomb: a card laid under a board stays there to the end and stands in no city; one laid in
    this step stood in its owner's city just before, is of the colour a stage built on its board entombs,
    and scores that stage's points per coin for each coin of its cost (ruling leaders.abu_simbel_age_cost:
    the printed cost, or for a price by the Age its value in the Age the ruleset reads: :func:`value`)."""
    cards = rules.cards
    was, now = part(rules, before).entombed, part(rules, after)
    problems = []
    if now.entombed[:len(was)] != was:
        problems.append("a card laid under a board left it")
    for seat, c, points in now.entombed[len(was):]:
        city = after.cities[seat]
        owing = {(e.colour.value, e.points) for s in rules.boards[city.board].stages[:city.stages]
                 for e in s.on_build if isinstance(e, ast.Entomb)}
        if c not in before.cities[seat].structures and c not in part(rules, before).hands[seat]:
            problems.append(f"city {seat} entombed {cards[c].name}, which was neither in it nor in its hand")
        elif not any(cards[c].colour == colour and points == value(rules, before, c, per) for colour, per in owing):
            problems.append(f"city {seat} entombed {cards[c].name} for {points} points, not as a stage of its "
                            "board owes")
    for seat, c, _ in now.entombed:
        if any(c in city.structures for city in after.cities):
            problems.append(f"{cards[c].name} is under the board of city {seat} and stands in a city")
    if len([1 for p, _ in after.pending if p == ENTOMB]) != len(now.owed):
        problems.append("the entombings owed and the decisions pending to make them differ in number")
    return problems
