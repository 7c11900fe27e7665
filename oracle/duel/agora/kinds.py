"""The names of Agora's kinds of action, of decision and of victory, as records, stored states and
the adapter protocol write them."""

from __future__ import annotations

# ---- actions: a cube of the Senate placed, moved or removed (agora.place, agora.move, agora.remove) ----
PLACE_INFLUENCE = "place_influence"     # field chamber: the Chamber the cube goes into
MOVE_INFLUENCE = "move_influence"       # field chambers: [from, to], or [] to move none
REMOVE_INFLUENCE = "remove_influence"   # field chamber: the Chamber the opponent's cube leaves
SENATE_ACTION = "senate_action"         # field chambers: [chamber] to place, [from, to] to move, [] for neither
# ---- actions: a Conspirator's choice and conspiring (agora.conspirator, agora.conspire) ----
CONSPIRATOR_ACTION = "conspirator_action"   # field chambers: [chamber] to place a cube, [] to conspire
CONSPIRE = "conspire"                   # fields conspiracy (the one kept) and put_back ("top", "bottom" or "")
# ---- turn actions: a Conspiracy prepared, then triggered (agora.prepare, agora.trigger) ----
PREPARE = "prepare"                     # fields card (taken from the structure) and conspiracy (one unprepared)
TRIGGER = "trigger"                     # field conspiracy: a prepared one, at the start of the turn
# ---- actions: what some Conspiracies call for ----
BUILD_TOP_ROW = "build_top_row"         # field card: a Building of the structure's top row (effect.build_top_row)
BUILD_SET_ASIDE = "build_set_aside"     # field card: an Age card left out at setup (effect.build_set_aside)
REMOVE_WONDER = "remove_wonder"         # field wonder: a built wonder of the opponent's, back to the box
SWAP_TAKE = "swap_take"                 # field card: the opponent's card taken in a swap (effect.swap_card)
SWAP_GIVE = "swap_give"                 # field card: the player's card given back for it
LOCK_PROGRESS = "lock_progress"         # field token: the progress token locked (effect.lock_progress)
TRIGGER_UNPREPARED = "trigger_unprepared"   # field conspiracy: one without a card under it, or null for none
DISCARD_ACCESSIBLE = "discard_accessible"   # field card: an accessible card of the structure, or null for none
MOVE_DECREE = "move_decree"             # field chambers: [from, to], the Decree on top of one under another's

# ---- decisions owed: each is offered once it comes first in the queue, and dropped if it has no option ----
PLACE_CHOICE = "place_influence"        # agora.place: where a cube of the supply goes
MOVE_CHOICE = "move_influence"          # agora.move: which cube moves where, or none
REMOVE_CHOICE = "remove_influence"      # agora.remove: which of the opponent's cubes leaves
SENATE_CHOICE = "senate_action"         # agora.politician: one Senate action, a cube placed or moved, or none
CONSPIRATOR_CHOICE = "conspirator_action"   # agora.conspirator: a cube placed in any Chamber, or conspiring
CONSPIRE_CHOICE = "conspire"            # agora.conspire: which drawn Conspiracy is kept, where the other goes
TOP_ROW_CHOICE = "build_top_row"        # effect.build_top_row: which Building of the top row is built
ASIDE_CHOICE = "build_set_aside"        # effect.build_set_aside: which card left out at setup is built
WONDER_CHOICE = "remove_wonder"         # effect.remove_wonder: which built wonder leaves the game
TAKE_CHOICE = "swap_take"               # effect.swap_card: which of the opponent's cards is taken
GIVE_CHOICE = "swap_give"               # effect.swap_card: which of the player's cards goes back for it
LOCK_CHOICE = "lock_progress"           # effect.lock_progress: which progress token is locked
UNPREPARED_CHOICE = "trigger_unprepared"    # effect.trigger_unprepared: which unprepared Conspiracy, or none
ACCESSIBLE_CHOICE = "discard_accessible"    # effect.discard_accessible: which accessible card, or none
DECREE_CHOICE = "move_decree"           # effect.move_decree: which Chamber's Decree moves, and where

# ---- where a Conspiracy drawn and not kept goes back (agora.conspire) ----
TOP, BOTTOM = "top", "bottom"

# ---- victory ----
POLITICAL = "political"                 # agora.political_supremacy

__all__ = [
           "ACCESSIBLE_CHOICE",
           "ASIDE_CHOICE",
           "BOTTOM",
           "BUILD_SET_ASIDE",
           "BUILD_TOP_ROW",
           "CONSPIRATOR_ACTION",
           "CONSPIRATOR_CHOICE",
           "CONSPIRE",
           "CONSPIRE_CHOICE",
           "DECREE_CHOICE",
           "DISCARD_ACCESSIBLE",
           "GIVE_CHOICE",
           "LOCK_CHOICE",
           "LOCK_PROGRESS",
           "MOVE_CHOICE",
           "MOVE_DECREE",
           "MOVE_INFLUENCE",
           "PLACE_CHOICE",
           "PLACE_INFLUENCE",
           "POLITICAL",
           "PREPARE",
           "REMOVE_CHOICE",
           "REMOVE_INFLUENCE",
           "REMOVE_WONDER",
           "SENATE_ACTION",
           "SENATE_CHOICE",
           "SWAP_GIVE",
           "SWAP_TAKE",
           "TAKE_CHOICE",
           "TOP",
           "TOP_ROW_CHOICE",
           "TRIGGER",
           "TRIGGER_UNPREPARED",
           "UNPREPARED_CHOICE",
           "WONDER_CHOICE",
]
