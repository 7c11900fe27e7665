"""The names of the Pantheon's kinds of action and of decision, as records, stored states and the
adapter protocol write them."""

from __future__ import annotations

# taking a card or a wonder from the opponent is shared with Agora's Conspiracies
from oracle.duel.shared.stealing import STEAL_CARD as STEAL_CARD
from oracle.duel.shared.stealing import STEAL_CARD_CHOICE as STEAL_CARD_CHOICE
from oracle.duel.shared.stealing import STEAL_WONDER as STEAL_WONDER
from oracle.duel.shared.stealing import STEAL_WONDER_CHOICE as STEAL_WONDER_CHOICE

# ---- actions ------------------------------------------------------------------------------------
# the powers of divinities (effect.steal_card, effect.steal_wonder, effect.copy_science, effect.discard_from_structure,
# effect.unbuild_wonder, effect.build_wonder_from_discard, effect.place_blocker, effect.discard_tokens, effect.loot)
COPY_SCIENCE = "copy_science"
DISCARD_FROM_STRUCTURE = "discard_from_structure"
UNBUILD_WONDER = "unbuild_wonder"
BUILD_WONDER_DISCARDED = "build_wonder_discarded"
PLACE_BLOCKER = "place_blocker"
DISCARD_LOOTING = "discard_looting"
LOOT = "loot"
ACTIVATE = "activate"                  # pantheon.activate: a turn spent activating a divinity of the board
PLACE_DIVINITY = "place_divinity"      # pantheon.place: a divinity drawn with a Mythology token, and its space
INVOKE = "invoke"                      # effect.invoke: the divinity activated, and the order the rest go back in
CHOOSE_MYTHOLOGY = "choose_mythology"  # effect.invoke (from any deck): the deck looked at


# ---- decisions owed -----------------------------------------------------------------------------
# each is offered once it comes first in the queue (its options are worked out then,
# from what the effects before it left), and dropped if it has none
CARD_TOKENS = "card_tokens"           # effect.take_progress (from the divinity's card)
COPY_SCIENCE_CHOICE = "copy_science"  # effect.copy_science
STRUCTURE_DISCARD = "structure_discard"   # effect.discard_from_structure
UNBUILD = "unbuild"                   # effect.unbuild_wonder
WONDER_FROM_DISCARD = "wonder_from_discard"   # effect.build_wonder_from_discard
BLOCKER = "blocker"                   # effect.place_blocker
DISCARD_TOKENS = "discard_tokens"     # effect.discard_tokens
LOOT_CHOICE = "loot"                  # effect.loot
DIVINITY_PLACE = "divinity_place"     # pantheon.place
CHOOSE_DECK = "choose_deck"           # effect.invoke (from any deck): which deck
INVOKE_CHOICE = "invoke"              # effect.invoke: which divinity, and the order of the rest
