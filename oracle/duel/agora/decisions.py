"""The kinds of decision Agora's rules leave a player owing (point ``decision_kinds``): each with the
action that settles it, the field naming the choice, the rule that asks for it and its words."""

from __future__ import annotations

from collections.abc import Mapping

from oracle.duel.agora.kinds import (
    ACCESSIBLE_CHOICE,
    ASIDE_CHOICE,
    BUILD_SET_ASIDE,
    BUILD_TOP_ROW,
    CONSPIRATOR_ACTION,
    CONSPIRATOR_CHOICE,
    CONSPIRE,
    CONSPIRE_CHOICE,
    DECREE_CHOICE,
    DISCARD_ACCESSIBLE,
    GIVE_CHOICE,
    LOCK_CHOICE,
    LOCK_PROGRESS,
    MOVE_CHOICE,
    MOVE_DECREE,
    MOVE_INFLUENCE,
    PLACE_CHOICE,
    PLACE_INFLUENCE,
    REMOVE_CHOICE,
    REMOVE_INFLUENCE,
    REMOVE_WONDER,
    SENATE_ACTION,
    SENATE_CHOICE,
    SWAP_GIVE,
    SWAP_TAKE,
    TAKE_CHOICE,
    TOP_ROW_CHOICE,
    TRIGGER_UNPREPARED,
    UNPREPARED_CHOICE,
    WONDER_CHOICE,
)
from oracle.duel.decision_kinds import DecisionKind

DECISION_KINDS: Mapping[str, DecisionKind] = {
    PLACE_CHOICE: DecisionKind(PLACE_INFLUENCE, "chamber", "agora.place",
                               "choose the Chamber a cube of their supply goes into"),
    MOVE_CHOICE: DecisionKind(MOVE_INFLUENCE, "chambers", "agora.move",
                              "choose one of their cubes to move to an adjacent Chamber, or none"),
    REMOVE_CHOICE: DecisionKind(REMOVE_INFLUENCE, "chamber", "agora.remove",
                                "choose the Chamber an opponent's cube leaves"),
    SENATE_CHOICE: DecisionKind(SENATE_ACTION, "chambers", "agora.politician",
                                "take a Senate action: place a cube in the Politician's section, move one, or "
                                "neither"),
    CONSPIRATOR_CHOICE: DecisionKind(CONSPIRATOR_ACTION, "chambers", "agora.conspirator",
                                     "place a cube in any Chamber, or conspire"),
    CONSPIRE_CHOICE: DecisionKind(CONSPIRE, "conspiracy_put_back", "agora.conspire",
                                  "choose the Conspiracy to keep and where the other goes back on the deck"),
    TOP_ROW_CHOICE: DecisionKind(BUILD_TOP_ROW, "card", "effect.build_top_row",
                                 "choose the Building of the structure's top row to build for nothing"),
    ASIDE_CHOICE: DecisionKind(BUILD_SET_ASIDE, "card", "effect.build_set_aside",
                               "choose the card left out at setup to build for nothing"),
    WONDER_CHOICE: DecisionKind(REMOVE_WONDER, "wonder", "effect.remove_wonder",
                                "choose the opponent's built wonder that goes back to the box"),
    TAKE_CHOICE: DecisionKind(SWAP_TAKE, "card", "effect.swap_card",
                              "choose the opponent's card to take in exchange for one of theirs"),
    GIVE_CHOICE: DecisionKind(SWAP_GIVE, "card", "effect.swap_card",
                              "choose their own card of the same colour to give back"),
    LOCK_CHOICE: DecisionKind(LOCK_PROGRESS, "token", "effect.lock_progress",
                              "choose the progress token locked on the Conspiracy"),
    UNPREPARED_CHOICE: DecisionKind(TRIGGER_UNPREPARED, "conspiracy", "effect.trigger_unprepared",
                                    "choose an unprepared Conspiracy to trigger, or none"),
    ACCESSIBLE_CHOICE: DecisionKind(DISCARD_ACCESSIBLE, "card", "effect.discard_accessible",
                                    "choose an accessible card of the structure to discard, or none where it may"),
    DECREE_CHOICE: DecisionKind(MOVE_DECREE, "chambers", "effect.move_decree",
                                "choose the Chamber whose Decree moves and the Chamber it goes under"),
}

__all__ = ["DECISION_KINDS"]
