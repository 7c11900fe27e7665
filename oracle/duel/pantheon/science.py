"""A science symbol copied from the opponent's card (``effect.copy_science``): the player shows it as
their own, marked on the card; a pair or a supremacy follows as for any symbol gained."""

from __future__ import annotations

from oracle.core.components import Component
from oracle.core.relations import seats
from oracle.duel.pantheon.events import ScienceCopied
from oracle.duel.pantheon.state import part, put
from oracle.duel.rules import science
from oracle.duel.state import Decision, Turn


def copy_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """effect.copy_science: the cards of the decision's colour, with a science symbol, in the city it names."""
    relation, colour = d.detail or ("opponent", -1)
    cards = t.rules.cards
    return tuple(c for seat in seats(relation, d.player, 2) for c in t.cities[seat].cards
                 if cards[c].colour == colour and cards[c].symbols)


def copy(t: Turn, player: int, card: Component) -> None:
    """effect.copy_science: from now on the player shows the card's symbol too (the Snake marks the
    card); the card's owner keeps it.  A pair or a supremacy follows as for any symbol gained."""
    pantheon = part(t)
    assert pantheon is not None
    symbol = card.symbols[0]
    put(t, pantheon._replace(marks=pantheon.marks + ((player, card.index, symbol),)))
    mark = t.rules.science_marks[symbol]
    t.add_extra(player, mark)
    t.events.append((ScienceCopied, player, card.name, t.rules.vocabulary.science_symbols[symbol]))
    science.symbols_gained(t, player, mark)
