"""A card taken from the opponent's city into the player's (``effect.steal_card``): not built, so no
cost, chain or 'when built' effect; what it produces and its symbol move with it."""

from __future__ import annotations

from oracle.core.components import Component
from oracle.core.relations import seats
from oracle.duel.pantheon.events import CardStolen
from oracle.duel.rules import science
from oracle.duel.state import Decision, Turn


def steal_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """effect.steal_card: the cards of the wanted colours in the city the decision's relation names
    (the opponent's), in the order they were built."""
    relation, colours = d.detail or ("opponent", frozenset())
    cards = t.rules.cards
    return tuple(c for seat in seats(relation, d.player, 2) for c in t.cities[seat].cards if cards[c].colour in colours)


def steal_card(t: Turn, player: int, card: Component) -> None:
    """effect.steal_card: the card moves into the player's city; it is not built (no cost, no chain,
    no 'when built' effect), and what it produces moves with it."""
    owner = 1 - player if card.index in t.cities[1 - player].cards else player
    t.remove_card(owner, card)
    t.add_card(player, card)
    t.events.append((CardStolen, player, card.name))
    science.symbols_gained(t, player, card)
