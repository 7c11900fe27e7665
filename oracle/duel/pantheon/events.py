"""The events only 7 Wonders Duel's Pantheon causes: coins laid on a divinity, cards and wonders that
change city, a copied science symbol, a card discarded from the structure, the blocker, a looting
token discarded or applied, progress tokens laid on a divinity or sent back to the box.

They follow the base game's JSON form (:mod:`oracle.duel.events`) and are never part of a base game's
events (:data:`PANTHEON_EVENTS` is kept apart from ``EVENTS``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from oracle.core.events import Event
from oracle.duel.events import DuelEvent
from oracle.duel.shared.discarding import StructureDiscard as StructureDiscard  # shared with Agora
from oracle.duel.shared.stealing import CardStolen as CardStolen  # shared with Agora
from oracle.duel.shared.stealing import WonderStolen as WonderStolen


@dataclass(frozen=True, slots=True)
class ReserveChanged(DuelEvent):
    """pantheon.reserve: coins laid on a divinity (effect.gain_coins_on_card), or spent from it."""

    kind: ClassVar[str] = "reserve"
    SUMMARY: ClassVar[str] = "The coins lying on a player's divinities change."
    JSON: ClassVar[dict[str, str]] = {"source": "subject", "reason": "detail"}
    MEANING: ClassVar[dict[str, str]] = {
        "player": "whose coins", "amount": "the change, signed", "source": "the divinity or the build they pay for",
        "reason": "\"cost\" when spent, or absent"}
    player: int
    source: str = ""
    amount: int = 0
    reason: str = ""


@dataclass(frozen=True, slots=True)
class WonderUnbuilt(DuelEvent):
    """effect.unbuild_wonder: a built wonder is unbuilt; the card under it goes to the discard pile."""

    kind: ClassVar[str] = "wonder_unbuilt"
    SUMMARY: ClassVar[str] = "A built wonder is unbuilt."
    JSON: ClassVar[dict[str, str]] = {"wonder": "subject", "card": "detail"}
    MEANING: ClassVar[dict[str, str]] = {"player": "whose wonder it is", "wonder": "the wonder",
                                         "card": "the card that was under it, now on the discard pile"}
    player: int
    wonder: str
    card: str = ""


@dataclass(frozen=True, slots=True)
class ScienceCopied(DuelEvent):
    """effect.copy_science: the player shows the science symbol of a card of the opponent's."""

    kind: ClassVar[str] = "science_copied"
    SUMMARY: ClassVar[str] = "A science symbol is copied."
    JSON: ClassVar[dict[str, str]] = {"card": "subject", "symbol": "detail"}
    MEANING: ClassVar[dict[str, str]] = {"player": "who copies it", "card": "the card copied, which its owner "
                                         "keeps", "symbol": "the science symbol"}
    player: int
    card: str
    symbol: str = ""


@dataclass(frozen=True, slots=True)
class BlockerPlaced(DuelEvent):
    """effect.place_blocker: the blocker goes on a space of the military track."""

    kind: ClassVar[str] = "blocker_placed"
    SUMMARY: ClassVar[str] = "The blocker is put on the military track."
    JSON: ClassVar[dict[str, str]] = {"position": "amount"}
    MEANING: ClassVar[dict[str, str]] = {"player": "who places it",
                                         "position": "its space, signed like the pawn (0: left out)"}
    player: int
    position: int = 0


@dataclass(frozen=True, slots=True)
class BlockerReached(DuelEvent):
    """military.blocker: the pawn stops before the blocker, which leaves the game."""

    kind: ClassVar[str] = "blocker_reached"
    SUMMARY: ClassVar[str] = "The blocker stops the conflict pawn."
    JSON: ClassVar[dict[str, str]] = {"position": "amount"}
    MEANING: ClassVar[dict[str, str]] = {"player": "whose shields were stopped",
                                         "position": "the blocker's space (0: left out)"}
    player: int
    position: int = 0


@dataclass(frozen=True, slots=True)
class LootingDiscarded(DuelEvent):
    """effect.discard_tokens: a looting token leaves the track without effect."""

    kind: ClassVar[str] = "looting_discarded"
    SUMMARY: ClassVar[str] = "A looting token is discarded without effect."
    JSON: ClassVar[dict[str, str]] = {"position": "amount"}
    MEANING: ClassVar[dict[str, str]] = {"player": "who discards it",
                                         "position": "the token's space, signed like the pawn"}
    player: int
    position: int = 0


@dataclass(frozen=True, slots=True)
class ProgressLaid(DuelEvent):
    """effect.draw_progress: a progress token drawn from the box lies face up on a divinity."""

    kind: ClassVar[str] = "progress_laid"
    SUMMARY: ClassVar[str] = "A progress token is laid on a divinity."
    JSON: ClassVar[dict[str, str]] = {"token": "subject", "divinity": "detail"}
    MEANING: ClassVar[dict[str, str]] = {"token": "the token", "divinity": "the divinity it lies on"}
    token: str
    divinity: str = ""


@dataclass(frozen=True, slots=True)
class ProgressReturned(DuelEvent):
    """effect.take_progress (from a card) / effect.invoke: a token lying on a divinity goes back to the box."""

    kind: ClassVar[str] = "progress_returned"
    SUMMARY: ClassVar[str] = "A progress token goes back to the box."
    JSON: ClassVar[dict[str, str]] = {"token": "subject", "divinity": "detail"}
    MEANING: ClassVar[dict[str, str]] = {"token": "the token", "divinity": "the divinity it lay on"}
    token: str
    divinity: str = ""


@dataclass(frozen=True, slots=True)
class DivinityActivated(DuelEvent):
    """pantheon.activate / effect.invoke: a divinity joins a player's city and its effects apply."""

    kind: ClassVar[str] = "activate"
    SUMMARY: ClassVar[str] = "A divinity is activated."
    JSON: ClassVar[dict[str, str]] = {"divinity": "subject", "cost": "amount", "via": "detail"}
    MEANING: ClassVar[dict[str, str]] = {
        "player": "who activates it", "divinity": "the divinity", "cost": "coins paid in all (0: left out)",
        "via": "\"space N\" (from the Pantheon), or the divinity or wonder that invoked it"}
    player: int
    divinity: str
    cost: int = 0
    via: str = ""


@dataclass(frozen=True, slots=True)
class DivinityShown(DuelEvent):
    """effect.invoke: the top divinity of a Mythology deck is shown to both players."""

    kind: ClassVar[str] = "divinity_shown"
    SUMMARY: ClassVar[str] = "A divinity is shown."
    JSON: ClassVar[dict[str, str]] = {"divinity": "subject"}
    MEANING: ClassVar[dict[str, str]] = {"divinity": "the divinity shown"}
    divinity: str


@dataclass(frozen=True, slots=True)
class TokenTaken(DuelEvent):
    """pantheon.token_gain: the player whose move uncovered a card takes the token lying on it."""

    kind: ClassVar[str] = "token"
    SUMMARY: ClassVar[str] = "A Mythology or Offering token is taken."
    JSON: ClassVar[dict[str, str]] = {"token": "subject", "value": "amount"}
    MEANING: ClassVar[dict[str, str]] = {"player": "who takes it",
                                         "token": "its Mythology, or \"offering\"",
                                         "value": "an Offering token's value (absent for a Mythology token)"}
    player: int
    token: str
    value: int = 0


@dataclass(frozen=True, slots=True)
class DivinityPlaced(DuelEvent):
    """pantheon.place: a divinity is put face down on a space of the Pantheon board."""

    kind: ClassVar[str] = "divinity_placed"
    SUMMARY: ClassVar[str] = "A divinity is placed on the Pantheon."
    JSON: ClassVar[dict[str, str]] = {"mythology": "subject", "space": "amount", "divinity": "detail"}
    MEANING: ClassVar[dict[str, str]] = {"player": "who places it", "mythology": "its Mythology (public)",
                                         "space": "the space, from 1 (nearest the first player's capital)",
                                         "divinity": "the divinity (known to the placer only)"}
    player: int
    mythology: str
    space: int = 0
    divinity: str = ""


@dataclass(frozen=True, slots=True)
class GatePlaced(DuelEvent):
    """pantheon.gate: when Age II is laid out, the Gate goes on the empty space of the board."""

    kind: ClassVar[str] = "gate"
    SUMMARY: ClassVar[str] = "The Gate is placed on the Pantheon."
    JSON: ClassVar[dict[str, str]] = {"space": "amount"}
    MEANING: ClassVar[dict[str, str]] = {"space": "its space, from 1 (nearest the first player's capital)"}
    space: int = 0


@dataclass(frozen=True, slots=True)
class DivinityRevealed(DuelEvent):
    """pantheon.reveal: a divinity of the Pantheon board turns face up."""

    kind: ClassVar[str] = "divinity_revealed"
    SUMMARY: ClassVar[str] = "A divinity of the Pantheon turns face up."
    JSON: ClassVar[dict[str, str]] = {"divinity": "subject", "space": "amount"}
    MEANING: ClassVar[dict[str, str]] = {"divinity": "the divinity",
                                         "space": "its space, from 1 (nearest the first player's capital)"}
    divinity: str
    space: int = 0


PANTHEON_EVENTS: tuple[type[Event], ...] = (
    TokenTaken, DivinityPlaced, GatePlaced, DivinityRevealed,
    ReserveChanged, CardStolen, WonderStolen, WonderUnbuilt, ScienceCopied, StructureDiscard, BlockerPlaced,
    BlockerReached, LootingDiscarded, ProgressLaid, ProgressReturned, DivinityActivated, DivinityShown,
)
