"""The invariants 7 Wonders Duel declares to the generic tests, checked across one step.

* coins: a player's coins change exactly by the coin events of the move, and never go below 0
  (the bank is unlimited; trade money goes to it);
* cards: every card dealt at setup is in exactly one place — the structure, a city, under a
  wonder, the discard pile, or the deal of an Age still to come; a card left out at setup is in play
  only where an expansion brings it (the point ``set_aside_in_play``);
* wonders: at most the cap are built, and each player holds at most half the wonders of the draft
  (the point ``wonders_a_city_holds``: an expansion that moves wonders between cities raises it);
* and what each expansion of the ruleset checks (the point ``check_step``).
"""

from __future__ import annotations

from collections import Counter

from oracle.core.events import Events
from oracle.core.game import Step
from oracle.duel.events import CoinsChanged
from oracle.duel.state import State


def card_places(state: State) -> list[int]:
    """Every dealt card where it is now, one entry per place it is found in (each should be once)."""
    places = [c for c in state.structure if c >= 0]
    for city in state.cities:
        places += city.cards
        places += [card for _, card in city.built if card >= 0]
    places += state.discard
    if state.parts:             # where the ruleset's expansions lay cards (point card_places)
        for more in state.game.hooks.functions("card_places"):
            places += [card for _, card in more(state)]
    for cards in state.setup.ages[state.age:]:   # the Ages still to be dealt (all of them during the draft)
        places += cards
    return places


def _brought(state: State, extra: list[int]) -> bool:
    """Whether the cards found beyond those dealt are cards left out at setup that the ruleset's
    expansions let the position hold in play, each once, no more of them than allowed (point
    ``set_aside_in_play``)."""
    allowed: set[int] = set()
    most = 0
    for more in state.game.hooks.functions("set_aside_in_play"):
        cards, count = more(state)
        allowed |= cards
        most += count
    return len(set(extra)) == len(extra) <= most and set(extra) <= allowed


def check_step(before: State, step: Step) -> list[str]:
    after: State = step.state
    problems = []
    change = [0, 0]
    events = step.events
    for e in events.of_kind(CoinsChanged) if isinstance(events, Events) else events:
        if isinstance(e, CoinsChanged):
            change[e.player] += e.amount
    for p in (0, 1):
        if after.coins[p] != before.coins[p] + change[p]:
            problems.append(f"coins: player {p} went from {before.coins[p]} to {after.coins[p]}, "
                            f"the coin events say {change[p]:+}")
        if after.coins[p] < 0:
            problems.append(f"coins: player {p} has {after.coins[p]}")
    dealt = [c for cards in after.setup.ages for c in cards]
    places = card_places(after)
    dealt.sort()
    places.sort()
    if places != dealt:             # compared sorted: the same multiset, at a fraction of a Counter's cost
        missing = sorted((Counter(dealt) - Counter(places)).elements())
        extra = sorted((Counter(places) - Counter(dealt)).elements())
        if missing or not _brought(after, extra):
            problems.append(f"cards: missing {missing}, counted twice or not dealt {extra}")
    cap = after.game.rules.constants.wonder_cap
    if after.wonders_built > cap:
        problems.append(f"wonders: {after.wonders_built} built, the cap is {cap}")
    rules = after.game.rules
    hooks = after.game.hooks
    half = rules.constants.wonders_in_draft // 2
    if max(len(city.wonders) for city in after.cities) > half:    # the expansions may only raise the bound
        most = hooks.call("wonders_a_city_holds", half, rules)
        if any(len(city.wonders) > most for city in after.cities):
            problems.append(f"wonders: a player holds more than {most}")
    for check in hooks.functions("check_step"):
        problems += check(before, step)
    return problems
