"""Wonders that change: unbuilt (``effect.unbuild_wonder``) and built with a card of the discard pile
(``effect.build_wonder_from_discard``).  Taking one from the opponent is shared with Agora
(:mod:`oracle.duel.shared.stealing`)."""

from __future__ import annotations

from oracle.core.components import Component
from oracle.core.relations import seats
from oracle.duel.events import WonderBuilt
from oracle.duel.pantheon.events import WonderUnbuilt
from oracle.duel.rules import wonders
from oracle.duel.state import Decision, Turn, rebuild_city


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


def from_discard_options(t: Turn, d: Decision) -> tuple[tuple[int, int], ...]:
    """effect.build_wonder_from_discard: each card of the discard pile with each of the player's
    unbuilt wonders, while the cap allows one more."""
    if len(t.cities[0].built) + len(t.cities[1].built) >= t.rules.constants.wonder_cap:
        return ()
    open_wonders = wonders.unbuilt(t.cities, t.removed_wonders, d.player)
    return tuple((c, w) for c in t.discard for w in open_wonders)


def build_from_discard(t: Turn, player: int, card: Component, wonder: Component) -> None:
    """effect.build_wonder_from_discard: the wonder is built for nothing with the card from the
    discard pile under it; everything a built wonder does follows (the cap, its effects, Theology)."""
    t.discard = tuple(c for c in t.discard if c != card.index)
    t.events.append((WonderBuilt, player, wonder.name, 0, card.name))
    wonders.place_wonder(t, player, wonder, card)
