"""The Senators (``setup.senators``, ``agora.recruit_cost``): the cards of the deck ``senator``, which
the structure deals like any card and a player recruits by building one.  A Senator prints no cost:
it costs as many coins as the Senators already in the recruiter's city, paid to the bank, no trade;
nothing at all to a player whose components build the deck for free (Corruption: effect.deck_free).
"""

from __future__ import annotations

from typing import Any

from oracle.core.components import Component, Price
from oracle.duel.agora.senate import recruit_cost
from oracle.duel.rules.costs import coin_price

DECK = "senator"   # the deck of the Senators (the spec's [vocabulary].decks)


def held(at: Any, player: int) -> int:
    """The Senators in ``player``'s city."""
    return sum(map(at.game.rules.in_deck(DECK).__contains__, at.cities[player].cards))


def price(at: Any, player: int, component: Component) -> Price:
    """Point ``card_price`` for the deck :data:`DECK`, agora.recruit_cost: what recruiting the Senator
    ``component`` costs ``player`` in ``at``."""
    extras = at.cities[player].profile.extras
    free = extras is not None and DECK in extras.free_decks
    return coin_price(recruit_cost(0 if free else held(at, player), free=free))


PRICES = {DECK: price}   # point card_price: the decks whose cards the rules price

DISCARDED_SENATORS = "build_discarded_senators"   # the rule option of ruling agora.discarded_senators


def discard_buildable(options: tuple[int, ...], rules: Any) -> tuple[int, ...]:
    """Point ``discard_buildable``, ruling agora.discarded_senators: an effect building from the discard
    pile may build a Senator, unless the rule option ``build_discarded_senators`` reads ``no`` (a Senator
    is no Building)."""
    if rules.option(DISCARDED_SENATORS) == "yes":
        return options
    senators = rules.in_deck(DECK)
    return tuple([c for c in options if c not in senators])


__all__ = ["DECK", "DISCARDED_SENATORS", "PRICES", "discard_buildable", "held", "price"]
