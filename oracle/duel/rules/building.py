"""Playing a card from the structure: build it or discard it; and the decisions wonders open
on cards (destroy an opponent's card, build one from the discard pile).

Rule ids: ``turn.build``, ``turn.discard``, ``chain.free``, ``trade.bank``, ``effect.receive_opponent_trade``,
``effect.on_chain_build``, ``effect.destroy``, ``effect.build_from_discard``; and the language's triggers on
either player's builds and on a discard, which only an expansion's components use.
"""

from __future__ import annotations

from oracle.core.components import COLOURS, EXTRAS, ON_CHAIN_BUILD, Component
from oracle.core.effects import run_instants
from oracle.core.relations import seats
from oracle.duel.events import CardBuilt, CardDestroyed, CardDiscarded, CoinsChanged
from oracle.duel.rules import costs, science, structure
from oracle.duel.state import BUILD_FROM_DISCARD, CITY_PROFILE, DESTROY_CARD, Decision, Turn


def pay(t: Turn, player: int, price: costs.Price, subject: str) -> None:
    """Pay a build's price to the bank (trade.bank).  With 'receive opponent trade' (Economy)
    the opponent then takes from the bank exactly the coins spent on trading."""
    coins, trade, _ = price        # read by position: a NamedTuple's fields by name cost more
    if coins:                      # paying nothing changes nothing: no call
        t.pay(player, coins, subject, "cost")
    if trade:
        t.pay(player, trade, subject, "trade")
        opponent = 1 - player
        if t.cities[opponent][CITY_PROFILE].receives_opponent_trade:
            t.gain(opponent, trade, subject, "opponent trade")


def price_of(t: Turn, player: int, component: Component) -> costs.Price:
    """What ``component`` costs ``player`` now: the price an expansion's rules give it (point
    ``card_price``), or its printed cost with trade (cost.*)."""
    if t.parts and (priced := costs.rule_price(t, player, component)) is not None:
        return priced
    cities = t.cities
    return costs.price(component, cities[player][CITY_PROFILE], cities[1 - player][CITY_PROFILE],
                       t.rules.constants.trade_base)


def place_card(t: Turn, player: int, card: Component, chained: bool) -> None:
    """A card joins the player's city; chain bonuses, its 'when built' effects and its symbols apply."""
    t.add_card(player, card)
    if chained:
        for effect in t.cities[player][CITY_PROFILE][ON_CHAIN_BUILD]:
            effect(t, player)
    if card.instant:            # most cards have no 'when built' effect, and no symbol
        run_instants(t, player, card)
    if card.symbols:
        science.symbols_gained(t, player, card)
    if t.parts:                 # only an expansion's components act on either player's builds
        built_anywhere(t, player, card)


def built_anywhere(t: Turn, player: int, component: Component) -> None:
    """The triggers 'whenever any city builds ...': once ``player`` has built ``component``, what
    each city's components do on such a build, the builder's first; nothing once the game is over."""
    for seat in (player, 1 - player):
        extras = t.cities[seat][CITY_PROFILE].extras
        if extras is None or not extras.on_build:
            continue
        for target, effect in extras.on_build:
            if t.outcome is not None:
                return
            if target.matches(component):
                effect(t, seat)


def build(t: Turn, card: Component, slot: int, price: costs.Price | None = None) -> None:
    """turn.build: pay the card's price (nothing when chained) and add it to the city.  ``price``:
    the price already found for the player now (:func:`price_of`), when the legality check found it."""
    player = t.player
    if price is None:
        cities = t.cities
        price = costs.price(card, cities[player][CITY_PROFILE], cities[1 - player][CITY_PROFILE],
                            t.rules.constants.trade_base) if not t.parts else price_of(t, player, card)
    coins, trade, chained = price       # read by position, as above
    t.events.append((CardBuilt, player, card.name, coins + trade, "chain" if chained else ""))
    pay(t, player, price, card.name)
    structure.take(t, slot)
    place_card(t, player, card, chained)


def discard(t: Turn, card: Component, slot: int) -> None:
    """turn.discard: the card goes to the discard pile; the player takes the base amount plus one
    coin per card of the counted colour (yellow) in their city."""
    player = t.player
    constants = t.rules.constants
    name = card.name
    t.events.append((CardDiscarded, player, name))
    structure.take(t, slot)
    t.discard = t.discard + (card.index,)
    profile = t.cities[player][CITY_PROFILE]
    income = constants.discard_coins + profile[COLOURS][constants.discard_colour]
    if income:                  # t.gain(player, income, name, "discard"), inline
        first, second = t.coins
        t.coins = (first + income, second) if player == 0 else (first, second + income)
        t.events.append((CoinsChanged, player, name, income, "discard"))
    extras = profile[EXTRAS]
    if extras is not None:      # trigger 'whenever discarding': what the player's components add to it
        for effect in extras.on_discard:
            effect(t, player)


def offer_destroy(t: Turn, player: int, colour: int, relation: str = "opponent") -> None:
    """effect.destroy: the player will choose one of the cards of ``colour`` (if any) in the city
    ``relation`` names (the opponent's)."""
    cards = t.rules.cards
    options = tuple(c for seat in seats(relation, player, 2) for c in t.cities[seat].cards
                    if cards[c].colour == colour)
    if options:
        t.decide(Decision(DESTROY_CARD, player, options))


def destroy(t: Turn, player: int, card: Component) -> None:
    """The chosen card leaves the city holding it (the opponent's) for the discard pile."""
    owner = next(seat for seat in (1 - player, player) if card.index in t.cities[seat].cards)
    t.remove_card(owner, card)
    t.discard = t.discard + (card.index,)
    t.events.append((CardDestroyed, owner, card.name))


def offer_discard_build(t: Turn, player: int) -> None:
    """effect.build_from_discard: the player will choose a card of the discard pile (if any), of those
    the ruleset's expansions let such an effect build (point ``discard_buildable``)."""
    options = t.discard
    if options and t.rules.hooks.functions("discard_buildable"):
        options = t.rules.hooks.call("discard_buildable", options, t.rules)
    if options:
        t.decide(Decision(BUILD_FROM_DISCARD, player, options))


def build_discarded(t: Turn, player: int, card: Component) -> None:
    """The chosen card is built for nothing; this is not a chain build."""
    t.discard = tuple(c for c in t.discard if c != card.index)
    t.events.append((CardBuilt, player, card.name, 0, "discard pile"))
    place_card(t, player, card, chained=False)
