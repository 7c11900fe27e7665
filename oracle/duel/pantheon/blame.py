"""Which of the Pantheon's rules a divergence points at: the rules of its events, of its kinds of
action and of its block of the state, which its kit hands to the base game's blame
(:mod:`oracle.duel.conformance.blame`)."""

from __future__ import annotations

from oracle.duel.conformance.blame import StateBlock

# an event of the Pantheon's, by kind -> the rules most likely broken where an engine departs there
EVENT_RULES: dict[str, tuple[str, ...]] = {
    "token": ("pantheon.token_gain",),
    "divinity_placed": ("pantheon.place",),
    "gate": ("pantheon.gate",),
    "divinity_revealed": ("pantheon.reveal", "effect.when_revealed"),
    "divinity_shown": ("effect.invoke", "pantheon.invoke"),
    "progress_laid": ("effect.draw_progress", "effect.when_revealed"),
    "progress_returned": ("effect.draw_progress", "effect.invoke"),
    "activate": ("pantheon.activate", "pantheon.cost", "pantheon.offering"),
    "reserve": ("pantheon.reserve", "effect.gain_coins_on_card"),
    "card_stolen": ("effect.steal_card",),
    "wonder_stolen": ("effect.steal_wonder",),
    "wonder_unbuilt": ("effect.unbuild_wonder",),
    "science_copied": ("effect.copy_science",),
    "structure_discard": ("effect.discard_from_structure",),
    "blocker_placed": ("effect.place_blocker",),
    "blocker_reached": ("military.blocker",),
    "looting_discarded": ("effect.discard_tokens",),
}

# a kind of action of the Pantheon's -> the rules behind offering it (or not)
KIND_RULES: dict[str, tuple[str, ...]] = {
    "activate": ("pantheon.cost", "pantheon.offering", "pantheon.activate", "pantheon.age_one"),
    "place_divinity": ("pantheon.place",),
    "invoke": ("effect.invoke", "pantheon.invoke"),
    "choose_mythology": ("effect.invoke",),
    "steal_card": ("effect.steal_card",),
    "steal_wonder": ("effect.steal_wonder",),
    "copy_science": ("effect.copy_science",),
    "discard_from_structure": ("effect.discard_from_structure",),
    "unbuild_wonder": ("effect.unbuild_wonder",),
    "build_wonder_discarded": ("effect.build_wonder_from_discard",),
    "place_blocker": ("effect.place_blocker",),
    "discard_looting": ("effect.discard_tokens",),
    "loot": ("effect.loot",),
}

# the Pantheon's block of the state: its fields, most telling first, and its row of the score sheet
STATE_BLOCK = StateBlock("pantheon", (
    ("offerings_spent", ["pantheon.offering"]),
    ("spaces", ["pantheon.place", "pantheon.gate", "pantheon.reveal", "pantheon.activate"]),
    ("decks", ["pantheon.place", "effect.invoke"]),
    ("mythology_tokens", ["pantheon.token_gain"]),
    ("offerings", ["pantheon.token_gain", "pantheon.offering"]),
    ("divinities", ["pantheon.activate", "effect.invoke"]),
    ("reserve", ["pantheon.reserve", "effect.gain_coins_on_card"]),
    ("tokens_lost", ["effect.discard_from_structure"]),
    ("on_divinities", ["effect.draw_progress", "effect.invoke"]),
    ("copies", ["effect.copy_science"]),
    ("blocker", ["military.blocker", "effect.place_blocker"]),
), ["pantheon.board"], {"divinities": ["scoring.divinities", "pantheon.reserve"]})

__all__ = ["EVENT_RULES", "KIND_RULES", "STATE_BLOCK"]
