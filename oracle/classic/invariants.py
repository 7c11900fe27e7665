"""The invariants of 7 Wonders, checked across every step of the generic tests (``Game.check_step``)."""

from __future__ import annotations

from oracle.classic.events import CoinsGained, CoinsPaid
from oracle.classic.ruleset import Ruleset
from oracle.classic.state import State
from oracle.core.game import Step


def check_step(rules: Ruleset, before: State, step: Step) -> list[str]:
    """Every card dealt so far accounted for (hands, structures, tucked cards, discard pile); coins
    changed only by the bank's payments and receipts the events declare; no city with two
    structures of one name (build.unique); at most 7 cards a player an Age."""
    after = step.state
    problems = []
    dealt = sum(len(h) for age in after.setup.hands[:after.age] for h in age) \
        + sum(len(p) for p in after.setup.piles[:after.age])
    held = (sum(len(h) for h in after.hands) + len(after.pile) + len(after.discard)
            + sum(len(c.structures) + len(c.tucked) for c in after.cities))
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
    return problems
