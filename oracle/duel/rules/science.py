"""Science: symbols, pairs and scientific supremacy.

Rule ids: ``science.pair`` (each pair of identical symbols earns a progress token from the
board, while any is left), ``victory.science`` (holding the required number of distinct
symbols — Law included — wins at once); with the Pantheon, ``effect.copy_science`` (a player shows
the symbol of an opponent's card as their own).
"""

from __future__ import annotations

from oracle.core.components import Component
from oracle.core.relations import seats
from oracle.duel.pantheon_events import ScienceCopied
from oracle.duel.pantheon_state import part, put
from oracle.duel.state import PROGRESS_FROM_BOARD, SCIENCE, Decision, Turn


def distinct_symbols(symbols: tuple[int, ...]) -> int:
    return sum(1 for n in symbols if n)


def symbols_gained(t: Turn, player: int, component: Component) -> None:
    """Apply the science rules after ``component`` (already in the city) added its symbols."""
    if not component.symbols or t.over:
        return
    constants = t.rules.constants
    counts = t.profile(player).symbols
    if distinct_symbols(counts) >= constants.supremacy_symbols:
        t.end_game(SCIENCE, player)
        return
    for symbol in component.symbols:
        if counts[symbol] == constants.pair_size and t.board:
            t.decide(Decision(PROGRESS_FROM_BOARD, player, t.board))


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
    symbols_gained(t, player, mark)
