"""Building a wonder with a card from the structure, and the seven-wonder cap.

Rule ids: ``wonder.build`` (pay the wonder's cost, the card goes under it face down),
``wonder.cap`` (once the game's seventh wonder is built, the last unbuilt one leaves the game),
``effect.play_again`` / ``effect.grant_play_again`` (a wonder may grant another turn; never two).
"""

from __future__ import annotations

from oracle.core.components import PLAY_AGAIN_FOR, Component
from oracle.core.effects import run_instants
from oracle.duel.events import PlayAgain, WonderBuilt, WonderRemoved
from oracle.duel.rules import building, costs, structure
from oracle.duel.state import CITY_BUILT, CITY_PROFILE, Turn


def unbuilt(t_cities: list | tuple, removed: tuple[int, ...], player: int) -> tuple[int, ...]:
    city = t_cities[player]
    built = {w for w, _ in city.built}
    return tuple(w for w in city.wonders if w not in built and w not in removed)


def build(t: Turn, card: Component, wonder: Component, slot: int, price: costs.Price | None = None) -> None:
    """wonder.build: pay the wonder's price, tuck the card under it, apply its effects.  ``price``: the
    price already found for the player now (:func:`building.price_of`), when the legality check found it."""
    player = t.player
    if price is None:
        price = building.price_of(t, player, wonder)
    t.events.append((WonderBuilt, player, wonder.name, price[0] + price[1], card.name))   # its total, by position
    building.pay(t, player, price, wonder.name)
    structure.take(t, slot)
    place_wonder(t, player, wonder, card)


def place_wonder(t: Turn, player: int, wonder: Component, card: Component) -> None:
    """The wonder is built with ``card`` under it: the cap, its effects, another turn if granted."""
    t.add_wonder(player, wonder, card)
    apply_cap(t)
    if wonder.instant:
        run_instants(t, player, wonder)
    if t.parts:
        building.built_anywhere(t, player, wonder)
    profile = t.cities[player][CITY_PROFILE]
    if t.outcome is None and not wonder.play_again and profile[PLAY_AGAIN_FOR] and profile.grants_play_again(wonder):
        t.extra_turn = True
        t.events.append((PlayAgain, player, wonder.name, True))


def apply_cap(t: Turn) -> None:
    """wonder.cap: when the cap is reached, every wonder not yet built goes back to the box."""
    cap = t.rules.constants.wonder_cap
    first, second = t.cities
    if len(first[CITY_BUILT]) + len(second[CITY_BUILT]) < cap:
        return
    for player in (0, 1):
        for w in unbuilt(t.cities, t.removed_wonders, player):
            t.removed_wonders = t.removed_wonders + (w,)
            t.events.append((WonderRemoved, player, t.rules.wonders[w].name))
