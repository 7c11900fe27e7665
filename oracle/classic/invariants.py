"""The invariants of 7 Wonders, checked across every step of the generic tests (``Game.check_step``)."""

from __future__ import annotations

from oracle.classic.events import CoinsGained, CoinsPaid
from oracle.classic.ruleset import Ruleset
from oracle.classic.state import State
from oracle.core.game import Step


def check_step(rules: Ruleset, before: State, step: Step) -> list[str]:
    """Every card dealt so far accounted for (hands, structures, tucked cards, discard pile); coins
    changed only by the bank's payments and receipts the events declare; no city with two
    structures of one name (build.unique); no city in debt.  Then the expansions'
    own (point ``check_step``)."""
    after = step.state
    problems = []
    ages = after.age if after.turn else after.age - 1    # turn 0: the Age's cards are not dealt yet
    dealt = sum(len(h) for age in after.setup.hands[:ages] for h in age) \
        + sum(len(p) for p in after.setup.piles[:ages])
    cards = rules.cards
    held = (sum(len(h) for h in after.hands) + len(after.pile)
            + sum(1 for i in after.discard if cards[i].kind == "card")
            + sum(1 for c in after.cities for i in (*c.structures, *c.tucked) if cards[i].kind == "card"))
    if held != dealt:
        problems.append(f"{held} cards accounted for, of {dealt} dealt")
    bank = sum(e.amount for e in step.events if isinstance(e, CoinsGained)) \
        - sum(e.bank for e in step.events if isinstance(e, CoinsPaid))
    change = sum(c.coins for c in after.cities) - sum(c.coins for c in before.cities)
    if change != bank:
        problems.append(f"coins changed by {change}; the bank paid out {bank}")
    for seat, city in enumerate(after.cities):
        names = [rules.cards[c].name for c in city.structures]
        if len(names) != len(set(names)):
            problems.append(f"city {seat} holds two structures of one name")
        if city.coins < 0:
            problems.append(f"city {seat} holds {city.coins} coins")
    if rules.hooks:     # the expansions' invariants (point check_step)
        for check in rules.hooks.functions("check_step"):
            problems.extend(check(rules, before, step))
    return problems
