"""The kinds of decision the Pantheon's rules and its divinities' powers leave a player owing (point
``decision_kinds``): each with the action that settles it, the field naming the choice, the rule that
asks for it and its words, in the order the docs list them after the base game's.

The decisions of the effect language's constructs only divinities use (a symbol to copy, the
blocker's space, …) are registered here, with the constructs' options and settlement; those of
taking a card or a wonder, which Agora's Conspiracies use too, come from
:mod:`oracle.duel.shared.stealing`.
"""

from __future__ import annotations

from collections.abc import Mapping

from oracle.duel.actions import TAKE_PROGRESS
from oracle.duel.decision_kinds import DecisionKind
from oracle.duel.pantheon.kinds import (
    BLOCKER,
    BUILD_WONDER_DISCARDED,
    CARD_TOKENS,
    CHOOSE_DECK,
    CHOOSE_MYTHOLOGY,
    COPY_SCIENCE,
    COPY_SCIENCE_CHOICE,
    DISCARD_FROM_STRUCTURE,
    DISCARD_LOOTING,
    DISCARD_TOKENS,
    DIVINITY_PLACE,
    INVOKE,
    INVOKE_CHOICE,
    LOOT,
    LOOT_CHOICE,
    PLACE_BLOCKER,
    PLACE_DIVINITY,
    STRUCTURE_DISCARD,
    UNBUILD,
    UNBUILD_WONDER,
    WONDER_FROM_DISCARD,
)
from oracle.duel.pantheon.view import told_deck, told_loot, told_wonder_from_discard
from oracle.duel.shared import stealing

DECISION_KINDS: Mapping[str, DecisionKind] = {
    CARD_TOKENS: DecisionKind(TAKE_PROGRESS, "token", "effect.take_progress",
                              "take one of the progress tokens lying on the divinity"),
    **stealing.DECISION_KINDS,
    COPY_SCIENCE_CHOICE: DecisionKind(COPY_SCIENCE, "card", "effect.copy_science",
                                      "choose the opponent's card whose science symbol to copy"),
    STRUCTURE_DISCARD: DecisionKind(DISCARD_FROM_STRUCTURE, "slot", "effect.discard_from_structure",
                                    "choose the card of the structure to discard"),
    UNBUILD: DecisionKind(UNBUILD_WONDER, "wonder", "effect.unbuild_wonder", "choose the wonder to unbuild"),
    WONDER_FROM_DISCARD: DecisionKind(BUILD_WONDER_DISCARDED, "card_wonder", "effect.build_wonder_from_discard",
                                      "choose a card of the discard pile and the wonder to build with it",
                                      told_wonder_from_discard),
    BLOCKER: DecisionKind(PLACE_BLOCKER, "position", "effect.place_blocker",
                          "choose the space of the military track for the blocker"),
    DISCARD_TOKENS: DecisionKind(DISCARD_LOOTING, "looting", "effect.discard_tokens",
                                 "choose the looting token to discard"),
    LOOT_CHOICE: DecisionKind(LOOT, "looting", "effect.loot", "choose the looting token to apply against the opponent",
                              told_loot),
    CHOOSE_DECK: DecisionKind(CHOOSE_MYTHOLOGY, "mythology", "effect.invoke", "choose the Mythology deck to look at",
                              told_deck),
    DIVINITY_PLACE: DecisionKind(PLACE_DIVINITY, "divinity_space", "pantheon.place",
                                 "place a divinity drawn with their Mythology token on the Pantheon"),
    INVOKE_CHOICE: DecisionKind(INVOKE, "divinity_order", "effect.invoke", "choose the divinity to activate"),
}

__all__ = ["DECISION_KINDS"]
