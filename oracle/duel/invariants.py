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

from bisect import bisect_left
from collections import Counter
from typing import Any

from oracle.core.events import Events
from oracle.core.game import Step
from oracle.duel.events import CoinsChanged
from oracle.duel.state import CITY_BUILT, CITY_CARDS, State


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
    """The problems found across ``step`` from ``before`` (the module's invariants: coins, cards,
    wonders, and each expansion's point ``check_step``); none when all hold."""
    after: State = step.state
    problems = []
    change = [0, 0]
    events = step.events
    if isinstance(events, Events):      # the coin events' fields, read without making the events
        for player, amount in events.values_of_kind(CoinsChanged, "player", "amount"):
            change[player] += amount
    else:
        for e in events:
            if isinstance(e, CoinsChanged):
                change[e.player] += e.amount
    coins, was = after.coins, before.coins
    if coins[0] != was[0] + change[0] or coins[1] != was[1] + change[1] or coins[0] < 0 or coins[1] < 0:
        for p in (0, 1):
            if coins[p] != was[p] + change[p]:
                problems.append(f"coins: player {p} went from {was[p]} to {coins[p]}, "
                                f"the coin events say {change[p]:+}")
            if coins[p] < 0:
                problems.append(f"coins: player {p} has {coins[p]}")
    if not _cards_in_place(after):
        dealt = [c for cards in after.setup.ages for c in cards]
        places = card_places(after)
        missing = sorted((Counter(dealt) - Counter(places)).elements())
        extra = sorted((Counter(places) - Counter(dealt)).elements())
        if missing or not _brought(after, extra):
            problems.append(f"cards: missing {missing}, counted twice or not dealt {extra}")
    rules = after.game.rules
    cities = after.cities
    cap = rules.constants.wonder_cap
    built = len(cities[0].built) + len(cities[1].built)         # after.wonders_built
    if built > cap:
        problems.append(f"wonders: {built} built, the cap is {cap}")
    hooks = after.game.hooks
    half = rules.constants.wonders_in_draft // 2
    if len(cities[0].wonders) > half or len(cities[1].wonders) > half:   # the expansions may only raise it
        most = hooks.call("wonders_a_city_holds", half, rules)
        if any(len(city.wonders) > most for city in cities):
            problems.append(f"wonders: a player holds more than {most}")
    if hooks:
        for check in hooks.functions("check_step"):
            problems += check(before, step)
    return problems


# the setup's Ages read last, and the cards dealt before each Age, sorted (before Age I: none)
_DEALT: list[tuple[Any, list[list[int]]]] = [((), [])]


def _cards_in_place(state: State) -> bool:
    """Whether every dealt card is in exactly one place (:func:`card_places`), no other card anywhere;
    False may also mean only that this quick test cannot tell, and :func:`card_places` decides.  The
    Ages still to be dealt are where :func:`card_places` finds them, so the cards found elsewhere are
    compared with those of the Ages dealt so far: the same multiset of numbers, compared sorted
    after the -1s of the empty slots and of the wonders built with no card."""
    ages = state.setup.ages
    read, listed = _DEALT[0]
    if read is not ages:
        so_far: list[int] = []
        listed = []
        for cards in ages:
            listed.append(sorted(so_far))
            so_far += cards
        listed.append(sorted(so_far))
        _DEALT[0] = (ages, listed)
    first, second = state.cities
    structure = state.structure
    places = [*structure, *first[CITY_CARDS], *second[CITY_CARDS], *state.discard]
    empty = structure.count(-1)         # an empty slot, and below a wonder built with no card
    for _, card in first[CITY_BUILT]:
        places.append(card)
        if card == -1:
            empty += 1
    for _, card in second[CITY_BUILT]:
        places.append(card)
        if card == -1:
            empty += 1
    if state.parts:             # where the ruleset's expansions lay cards (point card_places)
        for more in state.game.hooks.functions("card_places"):
            places += [card for _, card in more(state)]
    places.sort()
    expected = listed[min(state.age, len(ages))]
    start = bisect_left(places, 0)      # the negative numbers found are the -1s counted, and no other
    return start == empty and len(places) - start == len(expected) and places[start:] == expected
