"""What some Conspiracies do that no other component of Duel does, each a decision the effect
language's construct queues and Agora settles:

- Property Fraud (``effect.build_top_row``): a Building of the structure's top row, the row taken
  last, built for nothing whether other cards still cover it or not (ruling
  ``agora.property_fraud_row``).
"""

from __future__ import annotations

from typing import Any

from oracle.duel.agora.kinds import TOP_ROW_CHOICE
from oracle.duel.events import CardBuilt
from oracle.duel.rules import building, structure
from oracle.duel.state import Action, Decision, Turn

TOP_ROW = 1     # the top row of a structure, numbered from 1 (age.layout)


def offer_top_row_build(t: Turn, player: int) -> None:
    """effect.build_top_row: the player will choose a Building of the top row (runtime method)."""
    t.decide(Decision(TOP_ROW_CHOICE, player, (), ()))


def top_row_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """effect.build_top_row: the Buildings (cards with a colour) still lying in the top row of the
    structure, by slot; none (the decision is dropped) when the row holds only Senators or nothing."""
    layout, cards = t.rules.layouts[t.age - 1], t.rules.cards
    return tuple(card for slot, card in enumerate(t.structure)
                 if card >= 0 and layout.rows[slot] == TOP_ROW and cards[card].colour >= 0)


def build_top_row(t: Turn, action: Action, decision: Decision) -> None:
    """effect.build_top_row: the card leaves the structure (the cards it covered turn face up once the
    move is over) and joins the player's city for nothing; its effects apply as for any build."""
    card = t.rules.cards[action.card]
    structure.remove(t, t.structure.index(card.index))
    t.events.append((CardBuilt, t.player, card.name, 0))
    building.place_card(t, t.player, card, chained=False)


OPTIONS: dict[str, Any] = {TOP_ROW_CHOICE: top_row_options}
SETTLE: dict[str, Any] = {TOP_ROW_CHOICE: build_top_row}

__all__ = ["OPTIONS", "SETTLE", "build_top_row", "offer_top_row_build", "top_row_options"]
