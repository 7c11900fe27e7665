"""Building a wonder with a card from the structure, and the seven-wonder cap.

Rule ids: ``wonder.build`` (pay the wonder's cost, the card goes under it face down),
``wonder.cap`` (once the game's seventh wonder is built, the last unbuilt one leaves the game),
``effect.play_again`` / ``effect.grant_play_again`` (a wonder may grant another turn; never two);
with the Pantheon, ``effect.unbuild_wonder``, ``effect.steal_wonder`` and
``effect.build_wonder_from_discard``.
"""

from __future__ import annotations

from oracle.core.components import Component
from oracle.core.effects import run_instants
from oracle.core.relations import seats
from oracle.duel.events import PlayAgain, WonderBuilt, WonderRemoved
from oracle.duel.pantheon_events import WonderStolen, WonderUnbuilt
from oracle.duel.rules import building, structure
from oracle.duel.state import Decision, Turn, rebuild_city


def unbuilt(t_cities: list | tuple, removed: tuple[int, ...], player: int) -> tuple[int, ...]:
    city = t_cities[player]
    built = {w for w, _ in city.built}
    return tuple(w for w in city.wonders if w not in built and w not in removed)


def build(t: Turn, card: Component, wonder: Component, slot: int) -> None:
    """wonder.build: pay the wonder's price, tuck the card under it, apply its effects."""
    player = t.player
    price = building.price_of(t, player, wonder)
    t.events.append((WonderBuilt, player, wonder.name, price[0] + price[1], card.name))   # its total, by position
    building.pay(t, player, price, wonder.name)
    structure.take(t, slot)
    place_wonder(t, player, wonder, card)


def place_wonder(t: Turn, player: int, wonder: Component, card: Component) -> None:
    """The wonder is built with ``card`` under it: the cap, its effects, another turn if granted."""
    t.add_wonder(player, wonder, card)
    apply_cap(t)
    run_instants(t, player, wonder)
    if not t.over and not wonder.play_again and t.profile(player).grants_play_again(wonder):
        t.extra_turn = True
        t.events.append((PlayAgain, player, wonder.name, True))


def apply_cap(t: Turn) -> None:
    """wonder.cap: when the cap is reached, every wonder not yet built goes back to the box."""
    cap = t.rules.constants.wonder_cap
    if len(t.cities[0].built) + len(t.cities[1].built) < cap:
        return
    for player in (0, 1):
        for w in unbuilt(t.cities, t.removed_wonders, player):
            t.removed_wonders = t.removed_wonders + (w,)
            t.events.append((WonderRemoved, player, t.rules.wonders[w].name))


def unbuild_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """effect.unbuild_wonder: the built wonders of the cities the decision names, by seat, in the
    order built."""
    (relations,) = d.detail or (("own", "opponent"),)
    chosen = sorted({seat for relation in relations for seat in seats(relation, d.player, 2)})
    return tuple(w for seat in chosen for w, _ in t.cities[seat].built)


def unbuild(t: Turn, player: int, wonder: Component) -> None:
    """effect.unbuild_wonder: the card under the wonder goes to the discard pile and the wonder is no
    longer built: its points and lasting effects are gone, what it gave when built stays, it counts
    no more toward the cap and may be built again."""
    owner = next(seat for seat in (player, 1 - player) if t.cities[seat].has_built(wonder.index))
    city = t.cities[owner]
    card = next(c for w, c in city.built if w == wonder.index)
    city = city._replace(built=tuple((w, c) for w, c in city.built if w != wonder.index))
    t.set_city(owner, rebuild_city(t.rules, city, t.city_extras(owner)))
    if card >= 0:
        t.discard = t.discard + (card,)
    t.events.append((WonderUnbuilt, owner, wonder.name, t.rules.cards[card].name if card >= 0 else ""))


def steal_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """effect.steal_wonder: the unbuilt wonders still in play of the city the decision names."""
    (relation,) = d.detail or ("opponent",)
    return tuple(w for seat in seats(relation, d.player, 2) for w in unbuilt(t.cities, t.removed_wonders, seat))


def steal(t: Turn, player: int, wonder: Component) -> None:
    """effect.steal_wonder: the opponent's unbuilt wonder becomes the player's (a player may hold
    more than four; the cap of built wonders still holds)."""
    owner = 1 - player
    city = t.cities[owner]
    t.set_city(owner, city._replace(wonders=tuple(w for w in city.wonders if w != wonder.index)))
    mine = t.cities[player]
    t.set_city(player, mine._replace(wonders=mine.wonders + (wonder.index,)))
    t.events.append((WonderStolen, player, wonder.name))


def from_discard_options(t: Turn, d: Decision) -> tuple[tuple[int, int], ...]:
    """effect.build_wonder_from_discard: each card of the discard pile with each of the player's
    unbuilt wonders, while the cap allows one more."""
    if len(t.cities[0].built) + len(t.cities[1].built) >= t.rules.constants.wonder_cap:
        return ()
    wonders = unbuilt(t.cities, t.removed_wonders, d.player)
    return tuple((c, w) for c in t.discard for w in wonders)


def build_from_discard(t: Turn, player: int, card: Component, wonder: Component) -> None:
    """effect.build_wonder_from_discard: the wonder is built for nothing with the card from the
    discard pile under it; everything a built wonder does follows (the cap, its effects, Theology)."""
    t.discard = tuple(c for c in t.discard if c != card.index)
    t.events.append((WonderBuilt, player, wonder.name, 0, card.name))
    place_wonder(t, player, wonder, card)
