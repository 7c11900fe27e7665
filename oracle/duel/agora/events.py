"""The events only Agora causes: a cube of the Senate placed, moved or removed, a Chamber whose
control changes hands, a military token taken, and a player conspiring, preparing and triggering a
Conspiracy.

They follow the base game's JSON form (:mod:`oracle.duel.events`); a Chamber is named by its number,
from 1 (``agora.senate``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from oracle.core.events import Event
from oracle.duel.events import DuelEvent


@dataclass(frozen=True, slots=True)
class InfluencePlaced(DuelEvent):
    """agora.place: a cube of the player's supply goes into a Chamber."""

    kind: ClassVar[str] = "influence_placed"
    SUMMARY: ClassVar[str] = "An Influence cube enters the Senate."
    JSON: ClassVar[dict[str, str]] = {"chamber": "amount"}
    MEANING: ClassVar[dict[str, str]] = {"player": "whose cube", "chamber": "the Chamber, from 1"}
    player: int
    chamber: int = 0


@dataclass(frozen=True, slots=True)
class InfluenceMoved(DuelEvent):
    """agora.move: one of the player's cubes moves into an adjacent Chamber."""

    kind: ClassVar[str] = "influence_moved"
    SUMMARY: ClassVar[str] = "An Influence cube moves to an adjacent Chamber."
    JSON: ClassVar[dict[str, str]] = {"chamber": "amount"}
    MEANING: ClassVar[dict[str, str]] = {"player": "whose cube", "chamber": "the Chamber it leaves, from 1",
                                         "to": "the Chamber it enters"}
    player: int
    chamber: int = 0
    to: int = 0


@dataclass(frozen=True, slots=True)
class InfluenceRemoved(DuelEvent):
    """agora.remove: one of the player's cubes leaves a Chamber for its owner's supply."""

    kind: ClassVar[str] = "influence_removed"
    SUMMARY: ClassVar[str] = "An Influence cube goes back to its owner's supply."
    JSON: ClassVar[dict[str, str]] = {"chamber": "amount"}
    MEANING: ClassVar[dict[str, str]] = {"player": "whose cube", "chamber": "the Chamber it leaves, from 1"}
    player: int
    chamber: int = 0


@dataclass(frozen=True, slots=True)
class ControlChanged(DuelEvent):
    """agora.control: a Chamber's controller changes (a player takes it, or a tie leaves it to nobody)."""

    kind: ClassVar[str] = "chamber_control"
    SUMMARY: ClassVar[str] = "A Chamber of the Senate changes controller."
    JSON: ClassVar[dict[str, str]] = {"chamber": "amount"}
    MEANING: ClassVar[dict[str, str]] = {"player": "who controls it now (absent: nobody)",
                                         "chamber": "the Chamber, from 1"}
    player: int | None = None
    chamber: int = 0


@dataclass(frozen=True, slots=True)
class MilitaryTokenTaken(DuelEvent):
    """agora.military_tokens: the pawn enters the zone of a military token, which the player whose
    shields moved it takes (its effects follow)."""

    kind: ClassVar[str] = "military_token"
    SUMMARY: ClassVar[str] = "A military token leaves the track for the player who pushed the pawn there."
    MEANING: ClassVar[dict[str, str]] = {"player": "who takes it", "subject": "the token's name"}
    player: int
    subject: str = ""


@dataclass(frozen=True, slots=True)
class Conspired(DuelEvent):
    """agora.conspire: a player draws Conspiracies and keeps some face down; the others see how many and
    where the one not kept goes back, never which (agora.conspiracies_hidden)."""

    kind: ClassVar[str] = "conspire"
    SUMMARY: ClassVar[str] = "A player conspires, keeping Conspiracies face down."
    JSON: ClassVar[dict[str, str]] = {"kept": "amount", "put_back": "detail"}
    MEANING: ClassVar[dict[str, str]] = {"player": "who conspires", "kept": "the Conspiracies kept",
                                         "put_back": "\"top\" or \"bottom\": where the one not kept goes back "
                                                     "(absent: none goes back)"}
    player: int
    kept: int = 0
    put_back: str = ""


@dataclass(frozen=True, slots=True)
class Prepared(DuelEvent):
    """agora.prepare: a player tucks a card taken from the structure under one of their Conspiracies,
    which stays face down; the others see the card and which of the player's Conspiracies (by its
    place among them, from 1), never which Conspiracy it is (agora.conspiracies_hidden)."""

    kind: ClassVar[str] = "prepare"
    SUMMARY: ClassVar[str] = "A player prepares a Conspiracy with a card of the structure."
    JSON: ClassVar[dict[str, str]] = {"card": "subject", "place": "amount"}
    MEANING: ClassVar[dict[str, str]] = {"player": "who prepares", "card": "the card tucked under it",
                                         "place": "which of the player's Conspiracies, from 1, in the order kept"}
    player: int
    card: str = ""
    place: int = 0


@dataclass(frozen=True, slots=True)
class Triggered(DuelEvent):
    """agora.trigger: a player turns a prepared Conspiracy face up at the start of their turn; what it
    does follows."""

    kind: ClassVar[str] = "trigger"
    SUMMARY: ClassVar[str] = "A player triggers a prepared Conspiracy."
    JSON: ClassVar[dict[str, str]] = {"conspiracy": "subject"}
    MEANING: ClassVar[dict[str, str]] = {"player": "who triggers it", "conspiracy": "the Conspiracy"}
    player: int
    conspiracy: str = ""


@dataclass(frozen=True, slots=True)
class WonderBoxed(DuelEvent):
    """effect.remove_wonder: a built wonder goes back to the box, the card under it to the discard pile."""

    kind: ClassVar[str] = "wonder_boxed"
    SUMMARY: ClassVar[str] = "A built wonder leaves the game."
    JSON: ClassVar[dict[str, str]] = {"wonder": "subject", "card": "detail"}
    MEANING: ClassVar[dict[str, str]] = {"player": "whose wonder it was", "wonder": "the wonder",
                                         "card": "the card that lay under it, now on the discard pile"}
    player: int
    wonder: str = ""
    card: str = ""


@dataclass(frozen=True, slots=True)
class CardsSwapped(DuelEvent):
    """effect.swap_card: the player takes a card of the opponent's city and gives back one of their own
    of the same colour; neither is built."""

    kind: ClassVar[str] = "cards_swapped"
    SUMMARY: ClassVar[str] = "Two cards of the same colour change cities."
    JSON: ClassVar[dict[str, str]] = {"taken": "subject", "given": "detail"}
    MEANING: ClassVar[dict[str, str]] = {"player": "who swaps", "taken": "the card taken from the opponent's city",
                                         "given": "the player's card given back"}
    player: int
    taken: str = ""
    given: str = ""


@dataclass(frozen=True, slots=True)
class TokenLocked(DuelEvent):
    """effect.lock_progress: a progress token is laid face down on a Conspiracy for the rest of the game."""

    kind: ClassVar[str] = "token_locked"
    SUMMARY: ClassVar[str] = "A progress token is locked out of the game."
    JSON: ClassVar[dict[str, str]] = {"token": "subject", "source": "detail"}
    MEANING: ClassVar[dict[str, str]] = {"player": "who locks it", "token": "the progress token",
                                         "source": "where it was: \"board\", \"opponent\" or \"box\""}
    player: int
    token: str = ""
    source: str = ""


@dataclass(frozen=True, slots=True)
class DecreeMoved(DuelEvent):
    """effect.move_decree: the Decree on top of a Chamber goes under the Decrees of another."""

    kind: ClassVar[str] = "decree_moved"
    SUMMARY: ClassVar[str] = "A Decree moves to another Chamber."
    JSON: ClassVar[dict[str, str]] = {"decree": "subject", "chamber": "amount"}
    MEANING: ClassVar[dict[str, str]] = {"player": "who moves it",
                                         "decree": "the Decree, or \"\" while it lies face down",
                                         "chamber": "the Chamber it leaves, from 1", "to": "the Chamber it goes to"}
    player: int
    decree: str = ""
    chamber: int = 0
    to: int = 0


AGORA_EVENTS: tuple[type[Event], ...] = (InfluencePlaced, InfluenceMoved, InfluenceRemoved, ControlChanged,
                                         MilitaryTokenTaken, Conspired, Prepared, Triggered, WonderBoxed,
                                         CardsSwapped, TokenLocked, DecreeMoved)

__all__ = ["AGORA_EVENTS", "CardsSwapped", "Conspired", "ControlChanged", "DecreeMoved", "InfluenceMoved",
           "InfluencePlaced", "InfluenceRemoved", "MilitaryTokenTaken", "Prepared", "TokenLocked", "Triggered",
           "WonderBoxed"]
