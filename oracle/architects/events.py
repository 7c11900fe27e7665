"""The events of 7 Wonders Architects: what a move caused, one frozen dataclass per kind.

The rules of :mod:`oracle.architects.turn` record them as they happen, in order: a card taken, the
cat moving, conflict tokens turning, a piece built, cards spent or traded, a token taken, a battle's
victories and losses, then the next turn or the end of the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from oracle.core import events
from oracle.core.events import Event


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    """turn.take, progress.extra_card, build.effect: a card enters a player's city."""

    kind: ClassVar[str] = "take"
    SUMMARY: ClassVar[str] = "A player takes a card."
    MEANING: ClassVar[dict[str, str]] = {"player": "who takes it", "card": "the kind of card",
                                         "deck": "the deck it came from: a wonder's name or \"central\""}
    player: int
    card: str = ""
    deck: str = ""


@dataclass(frozen=True, slots=True)
class CatMoved(Event):
    """cat.take: the cat pawn goes to a player."""

    kind: ClassVar[str] = "cat"
    SUMMARY: ClassVar[str] = "The cat pawn changes hands."
    MEANING: ClassVar[dict[str, str]] = {"player": "who holds it now"}
    player: int


@dataclass(frozen=True, slots=True)
class ConflictTurned(Event):
    """military.horns: conflict tokens turn to their battle side."""

    kind: ClassVar[str] = "conflict"
    SUMMARY: ClassVar[str] = "Conflict tokens turn to their battle side."
    MEANING: ClassVar[dict[str, str]] = {"player": "whose horns", "amount": "tokens turned",
                                         "battle": "the last token turned: a battle ends the turn"}
    player: int
    amount: int = 0
    battle: bool = False


@dataclass(frozen=True, slots=True)
class PieceBuilt(Event):
    """build.cost: a wonder piece is built."""

    kind: ClassVar[str] = "build"
    SUMMARY: ClassVar[str] = "A player builds a piece of their wonder."
    MEANING: ClassVar[dict[str, str]] = {"player": "who builds", "wonder": "the wonder", "piece": "its number"}
    player: int
    wonder: str = ""
    piece: int = 0


@dataclass(frozen=True, slots=True)
class CardDiscarded(Event):
    """build.cost, science.trade, military.reset: a card goes to the discard pile."""

    kind: ClassVar[str] = "discard"
    SUMMARY: ClassVar[str] = "A card goes to the discard pile."
    MEANING: ClassVar[dict[str, str]] = {"player": "whose card", "card": "the kind of card",
                                         "reason": "\"build\", \"trade\" or \"battle\""}
    player: int
    card: str = ""
    reason: str = ""


@dataclass(frozen=True, slots=True)
class ProgressTaken(Event):
    """progress.take: a player takes a progress token."""

    kind: ClassVar[str] = "progress"
    SUMMARY: ClassVar[str] = "A player takes a progress token."
    MEANING: ClassVar[dict[str, str]] = {"player": "who takes it", "token": "the token"}
    player: int
    token: str = ""


@dataclass(frozen=True, slots=True)
class VictoryTokens(Event):
    """military.battle: a player wins Military Victory tokens in a battle."""

    kind: ClassVar[str] = "military_victory"
    SUMMARY: ClassVar[str] = "A player wins Military Victory tokens."
    MEANING: ClassVar[dict[str, str]] = {"player": "who wins them", "amount": "how many"}
    player: int
    amount: int = 0


@dataclass(frozen=True, slots=True)
class TurnBegins(Event):
    """turn.order: the next player's turn begins."""

    kind: ClassVar[str] = "turn"
    SUMMARY: ClassVar[str] = "A player's turn begins."
    MEANING: ClassVar[dict[str, str]] = {"player": "whose turn", "turn": "the number of the turn, from 1"}
    player: int
    turn: int = 0


@dataclass(frozen=True, slots=True)
class TurnPassed(Event):
    """turn.take (ruling turn.no_card): a player with no card within reach passes their turn."""

    kind: ClassVar[str] = "turn_passed"
    SUMMARY: ClassVar[str] = "A player with no card within reach passes their turn."
    MEANING: ClassVar[dict[str, str]] = {"player": "whose turn passes", "turn": "the number of the turn, from 1"}
    player: int
    turn: int = 0


@dataclass(frozen=True, slots=True)
class GameOver(events.GameOver):
    """end.wonder, victory.tie_break: the game ends."""

    MEANING: ClassVar[dict[str, str]] = {"victory": "\"civilian\" (a wonder completed) or \"exhausted\" (no card "
                                                    "left in any deck)",
                                         "player": "the winner (left out: a shared victory)"}


EVENTS: tuple[type[Event], ...] = (CardTaken, CatMoved, ConflictTurned, PieceBuilt, CardDiscarded, ProgressTaken,
                                   VictoryTokens, TurnBegins, TurnPassed, GameOver)
