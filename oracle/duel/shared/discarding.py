"""A card of the structure put on the discard pile by an effect, not by the turn's card: the event a
divinity (``effect.discard_from_structure``, any card) and a Conspiracy
(``effect.discard_accessible``, accessible cards) both cause, with its words in a game's account.
Nobody gains coins for such a card."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from oracle.core.account import seat
from oracle.core.events import Event
from oracle.duel.events import DuelEvent


@dataclass(frozen=True, slots=True)
class StructureDiscard(DuelEvent):
    """effect.discard_from_structure: a card of the structure goes to the discard pile."""

    kind: ClassVar[str] = "structure_discard"
    SUMMARY: ClassVar[str] = "A card of the structure is discarded."
    JSON: ClassVar[dict[str, str]] = {"card": "subject", "slot": "amount"}
    MEANING: ClassVar[dict[str, str]] = {"player": "who discards it", "card": "the card",
                                         "slot": "its slot in the Age's layout (0: left out)"}
    player: int
    card: str
    slot: int = 0


def event_line(e: Any, mover: int | None = None) -> str | None:
    """The account's sentence of a card discarded from the structure (``None`` for any other event)."""
    if isinstance(e, StructureDiscard):
        return f"{seat(e.player)} discards {e.card} from the structure"
    return None


EVENTS: tuple[type[Event], ...] = (StructureDiscard,)
EVENT_WORDS = {kind.kind: event_line for kind in EVENTS}
MOVES = {kind.kind: kind for kind in EVENTS}

__all__ = ["EVENTS", "EVENT_WORDS", "MOVES", "StructureDiscard", "event_line"]
