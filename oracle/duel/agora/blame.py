"""Which of Agora's rules a divergence points at: the rules of its events, of its kinds of action and
of its block of the state, which its kit hands to the base game's blame
(:mod:`oracle.duel.conformance.blame`)."""

from __future__ import annotations

from oracle.duel.agora import kinds
from oracle.duel.conformance.blame import StateBlock
from oracle.duel.shared import stealing

# an event of Agora's, by kind -> the rules most likely broken where an engine departs there
EVENT_RULES: dict[str, tuple[str, ...]] = {
    "influence_placed": ("agora.place", "agora.supply", "agora.politician"),
    "influence_moved": ("agora.move", "agora.politician"),
    "influence_removed": ("agora.remove",),
    "chamber_control": ("agora.control", "agora.decree", "agora.military_decree"),
    "military_token": ("agora.military_tokens", "military.shields"),
    "conspire": ("agora.conspire", "agora.conspirator", "agora.conspiracies_hidden"),
    "prepare": ("agora.prepare", "agora.conspiracies_hidden"),
    "trigger": ("agora.trigger", "effect.when_triggered"),
    "wonder_boxed": ("effect.remove_wonder",),
    "cards_swapped": ("effect.swap_card",),
    "token_locked": ("effect.lock_progress",),
    "decree_moved": ("effect.move_decree", "agora.decree"),
    **stealing.EVENT_BLAME,
    "structure_discard": ("effect.discard_accessible", "effect.on_discard"),
}

# a kind of action of Agora's -> the rules behind offering it (or not)
KIND_RULES: dict[str, tuple[str, ...]] = {
    kinds.PLACE_INFLUENCE: ("agora.place", "agora.supply"),
    kinds.MOVE_INFLUENCE: ("agora.move",),
    kinds.REMOVE_INFLUENCE: ("agora.remove",),
    kinds.SENATE_ACTION: ("agora.politician", "agora.place", "agora.move"),
    kinds.CONSPIRATOR_ACTION: ("agora.conspirator", "effect.conspirator_action"),
    kinds.CONSPIRE: ("agora.conspire",),
    kinds.PREPARE: ("agora.prepare",),
    kinds.TRIGGER: ("agora.trigger",),
    kinds.BUILD_TOP_ROW: ("effect.build_top_row",),
    kinds.BUILD_SET_ASIDE: ("effect.build_set_aside",),
    kinds.REMOVE_WONDER: ("effect.remove_wonder",),
    kinds.SWAP_TAKE: ("effect.swap_card",),
    kinds.SWAP_GIVE: ("effect.swap_card",),
    kinds.LOCK_PROGRESS: ("effect.lock_progress",),
    kinds.TRIGGER_UNPREPARED: ("effect.trigger_unprepared",),
    kinds.DISCARD_ACCESSIBLE: ("effect.discard_accessible",),
    kinds.MOVE_DECREE: ("effect.move_decree",),
    "steal_card": ("effect.steal_card",),
    "steal_wonder": ("effect.steal_wonder",),
}

# Agora's block of the state: its fields, most telling first, and its row of the score sheet
STATE_BLOCK = StateBlock("agora", (
    ("supply", ["agora.supply", "agora.place"]),
    ("chambers", ["agora.control", "agora.place", "agora.move", "agora.remove", "agora.decree"]),
    ("military_tokens", ["agora.military_tokens"]),
    ("conspiracies", ["agora.conspire", "agora.prepare", "agora.trigger"]),
    ("set_aside", ["effect.build_set_aside"]),
), ["agora.senate"], {"senate": ["agora.senate_points", "agora.control"]})

__all__ = ["EVENT_RULES", "KIND_RULES", "STATE_BLOCK"]
