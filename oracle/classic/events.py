"""The events of 7 Wonders: what a move caused, one frozen dataclass per kind.

A commitment causes nothing anyone may see; the move that completes a turn causes the turn's
events, in order: the payments, the cards played (in seat order), the coins they give, then the
last cards discarded, the conflicts of an Age's end, the next Age or the end of the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from oracle.core import events
from oracle.core.events import Event


@dataclass(frozen=True, slots=True)
class CoinsPaid(Event):
    """build.cost, trade.price: a player pays the bank for a card and each neighbour for resources."""

    kind: ClassVar[str] = "pay"
    SUMMARY: ClassVar[str] = "A player pays for a build."
    MEANING: ClassVar[dict[str, str]] = {"player": "who pays", "bank": "coins to the bank",
                                         "left": "coins to the left neighbour", "right": "coins to the right neighbour"}
    player: int
    bank: int = 0
    left: int = 0
    right: int = 0


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """turn.actions, wonder.discard_build: a card is built, tucked under a board or discarded."""

    kind: ClassVar[str] = "play"
    SUMMARY: ClassVar[str] = "A player's card is revealed and carried out."
    MEANING: ClassVar[dict[str, str]] = {
        "player": "whose card", "action": "\"build\", \"stage\", \"discard\", \"build_discarded\" or \"decline\"",
        "card": "the card", "left": "coins paid to the left neighbour", "right": "coins paid to the right neighbour",
        "free": "Olympia A's free build"}
    player: int
    action: str = ""
    card: str = ""
    left: int = 0
    right: int = 0
    free: bool = False


@dataclass(frozen=True, slots=True)
class CoinsGained(Event):
    """turn.discard, effect.coins: a player takes coins from the bank."""

    kind: ClassVar[str] = "coins"
    SUMMARY: ClassVar[str] = "A player takes coins from the bank."
    MEANING: ClassVar[dict[str, str]] = {"player": "who takes them", "amount": "how many",
                                         "source": "\"discard\", or the structure or stage that gives them"}
    player: int
    amount: int = 0
    source: str = ""


@dataclass(frozen=True, slots=True)
class CardDiscarded(Event):
    """turn.last_card: a card left after the sixth turn goes to the discard pile."""

    kind: ClassVar[str] = "discard"
    SUMMARY: ClassVar[str] = "A last card goes to the discard pile."
    MEANING: ClassVar[dict[str, str]] = {"player": "whose card", "card": "the card"}
    player: int
    card: str = ""


@dataclass(frozen=True, slots=True)
class ConflictSettled(Event):
    """military.conflict: a player takes a conflict token against a neighbour."""

    kind: ClassVar[str] = "conflict"
    SUMMARY: ClassVar[str] = "A player takes a conflict token."
    MEANING: ClassVar[dict[str, str]] = {"player": "who takes it", "against": "the neighbour",
                                         "points": "the token's points: 1, 3 or 5 for a victory, -1 for a defeat"}
    player: int
    against: int
    points: int = 0


@dataclass(frozen=True, slots=True)
class AgeBegins(Event):
    """setup.hands: the next Age's cards are dealt."""

    kind: ClassVar[str] = "age"
    SUMMARY: ClassVar[str] = "An Age begins."
    MEANING: ClassVar[dict[str, str]] = {"age": "its number, 2 or 3"}
    player: int | None = None
    age: int = 0


@dataclass(frozen=True, slots=True)
class GameOver(events.GameOver):
    """end.game, victory.tie_break: the game ends."""

    MEANING: ClassVar[dict[str, str]] = {"victory": "\"points\"", "player": "the winner (left out: a shared victory)"}


EVENTS: tuple[type[Event], ...] = (CoinsPaid, CardPlayed, CoinsGained, CardDiscarded, ConflictSettled, AgeBegins,
                                   GameOver)
