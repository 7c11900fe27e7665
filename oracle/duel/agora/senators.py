"""The Senators (``setup.senators``, ``agora.recruit_cost``): the cards of the deck ``senator``, which
the structure deals like any card and a player recruits by building one.  A Senator prints no cost:
it costs as many coins as the Senators already in the recruiter's city, paid to the bank, no trade;
nothing at all to a player whose components build the deck for free (Corruption: effect.deck_free).
"""

from __future__ import annotations

from typing import Any

from oracle.core.components import Component, Price
from oracle.duel.agora.senate import recruit_cost

DECK = "senator"   # the deck of the Senators (the spec's [vocabulary].decks)


def held(at: Any, player: int) -> int:
    """The Senators in ``player``'s city."""
    senators = at.game.rules.in_deck(DECK)
    return len([c for c in at.cities[player].cards if c in senators])


def price(at: Any, player: int, component: Component) -> Price:
    """Point ``card_price`` for the deck :data:`DECK`, agora.recruit_cost: what recruiting the Senator
    ``component`` costs ``player`` in ``at``."""
    extras = at.cities[player].profile.extras
    return Price(recruit_cost(held(at, player), free=extras is not None and DECK in extras.free_decks), 0)


PRICES = {DECK: price}   # point card_price: the decks whose cards the rules price

__all__ = ["DECK", "PRICES", "held", "price"]
