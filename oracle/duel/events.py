"""The events of 7 Wonders Duel: what a move caused, one frozen dataclass per kind.

Their JSON form is the one the adapter protocol and the conformance suite use: ``kind``, then
``player`` (left out when no seat is concerned), ``subject`` (the component or thing
involved), ``amount`` (a signed number; left out when 0) and ``detail`` (left out when
empty).  Each class says which field goes to which key, and what it means.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from oracle.core.events import Event

_COMPONENT = {"subject": "the component's name"}


@dataclass(frozen=True, slots=True)
class DuelEvent(Event):
    """An event of 7 Wonders Duel: its JSON keys come in the order kind, player, subject, amount, detail."""

    KEY_ORDER: ClassVar[tuple[str, ...]] = ("player", "subject", "amount", "detail")


@dataclass(frozen=True, slots=True)
class WonderPicked(DuelEvent):
    """setup.draft: a player takes a wonder from the offer."""

    kind: ClassVar[str] = "pick_wonder"
    SUMMARY: ClassVar[str] = "A player drafts a wonder."
    JSON: ClassVar[dict[str, str]] = {"wonder": "subject"}
    MEANING: ClassVar[dict[str, str]] = {"player": "who picks", "wonder": "the wonder picked"}
    player: int
    wonder: str


@dataclass(frozen=True, slots=True)
class CardBuilt(DuelEvent):
    """turn.build (and effect.build_from_discard): a card joins a city."""

    kind: ClassVar[str] = "build"
    SUMMARY: ClassVar[str] = "A card is built."
    JSON: ClassVar[dict[str, str]] = {"card": "subject", "cost": "amount", "via": "detail"}
    MEANING: ClassVar[dict[str, str]] = {
        "player": "who builds", "card": "the card built", "cost": "coins paid in all (0: left out)",
        "via": "\"chain\" (free by chain), \"discard pile\" (the Mausoleum), or absent"}
    player: int
    card: str
    cost: int = 0
    via: str = ""


@dataclass(frozen=True, slots=True)
class CardDiscarded(DuelEvent):
    """turn.discard: a card from the structure goes to the discard pile for coins."""

    kind: ClassVar[str] = "discard"
    SUMMARY: ClassVar[str] = "A card is discarded for coins."
    JSON: ClassVar[dict[str, str]] = {"card": "subject"}
    MEANING: ClassVar[dict[str, str]] = {"player": "who discards", "card": "the card discarded"}
    player: int
    card: str


@dataclass(frozen=True, slots=True)
class WonderBuilt(DuelEvent):
    """wonder.build: a wonder is built with a card from the structure tucked under it."""

    kind: ClassVar[str] = "build_wonder"
    SUMMARY: ClassVar[str] = "A wonder is built."
    JSON: ClassVar[dict[str, str]] = {"wonder": "subject", "cost": "amount", "card": "detail"}
    MEANING: ClassVar[dict[str, str]] = {"player": "who builds", "wonder": "the wonder built",
                                         "cost": "coins paid in all (0: left out)", "card": "the card tucked under it"}
    player: int
    wonder: str
    cost: int = 0
    card: str = ""


@dataclass(frozen=True, slots=True)
class CardRevealed(DuelEvent):
    """age.reveal: a face-down card of the structure turns face up."""

    kind: ClassVar[str] = "reveal"
    SUMMARY: ClassVar[str] = "A face-down card is revealed."
    JSON: ClassVar[dict[str, str]] = {"card": "subject", "slot": "amount"}
    MEANING: ClassVar[dict[str, str]] = {"card": "the card revealed",
                                         "slot": "its slot in the structure, in dealing order (0: left out)"}
    card: str
    slot: int = 0
    player: int | None = None


@dataclass(frozen=True, slots=True)
class CoinsChanged(DuelEvent):
    """Coins move between a player and the bank (the bank is unlimited)."""

    kind: ClassVar[str] = "coins"
    SUMMARY: ClassVar[str] = "A player's coins change."
    JSON: ClassVar[dict[str, str]] = {"source": "subject", "reason": "detail"}
    MEANING: ClassVar[dict[str, str]] = {
        "player": "whose coins change", "amount": "the change, signed",
        "source": "the component or card the coins are for, \"looting\", or absent",
        "reason": "\"cost\", \"trade\", \"opponent trade\", \"discard\", \"N-coin looting token\", or absent "
                  "(an effect's gain or loss)"}
    player: int
    source: str = ""
    amount: int = 0
    reason: str = ""


@dataclass(frozen=True, slots=True)
class PawnMoved(DuelEvent):
    """military.shields: shields move the conflict pawn toward the opponent's capital."""

    kind: ClassVar[str] = "pawn"
    SUMMARY: ClassVar[str] = "The conflict pawn moves."
    JSON: ClassVar[dict[str, str]] = {"source": "subject", "spaces": "amount"}
    MEANING: ClassVar[dict[str, str]] = {"player": "whose shields", "source": "the component giving them",
                                         "spaces": "the signed change of the pawn (positive: toward player 1)"}
    player: int
    source: str = ""
    spaces: int = 0


@dataclass(frozen=True, slots=True)
class LootingTokenTaken(DuelEvent):
    """military.looting: the pawn reaches a looting token; its side's player loses coins."""

    kind: ClassVar[str] = "looting"
    SUMMARY: ClassVar[str] = "A looting token is taken."
    MEANING: ClassVar[dict[str, str]] = {
        "player": "who loses the coins", "token": "coins printed on the token (JSON: \"subject\": \"N-coin "
        "looting token\")", "lost": "coins actually lost (JSON: \"amount\"; 0: left out)"}
    JSON_PROPERTIES: ClassVar[dict[str, dict[str, Any]]] = {
        "player": {"description": "who loses the coins"},
        "subject": {"type": "string", "pattern": "^[0-9]+-coin looting token$",
                    "description": "the token, named by the coins printed on it"},
        "amount": {"type": "integer", "minimum": 1, "description": "coins actually lost (left out: none)"}}
    player: int
    token: int
    lost: int = 0

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "player": self.player, "subject": looting_name(self.token)}
        if self.lost:
            out["amount"] = self.lost
        return out

    @classmethod
    def from_json(cls, value: dict[str, Any]) -> Event:
        return cls(value["player"], int(str(value["subject"]).split("-", 1)[0]), value.get("amount", 0))


def looting_name(coins: int) -> str:
    """How a looting token is named in events and accounts."""
    return f"{coins}-coin looting token"


@dataclass(frozen=True, slots=True)
class ProgressTaken(DuelEvent):
    """science.pair / effect.take_progress: a progress token joins a city."""

    kind: ClassVar[str] = "progress"
    SUMMARY: ClassVar[str] = "A progress token is taken."
    JSON: ClassVar[dict[str, str]] = {"token": "subject", "source": "detail"}
    MEANING: ClassVar[dict[str, str]] = {"player": "who takes it", "token": "the token",
                                         "source": "\"board\" (a science pair) or \"box\" (the Great Library)"}
    player: int
    token: str
    source: str = ""


@dataclass(frozen=True, slots=True)
class CardDestroyed(DuelEvent):
    """effect.destroy: a card leaves its owner's city for the discard pile."""

    kind: ClassVar[str] = "destroy"
    SUMMARY: ClassVar[str] = "A card is destroyed."
    JSON: ClassVar[dict[str, str]] = {"card": "subject"}
    MEANING: ClassVar[dict[str, str]] = {"player": "whose card it was", "card": "the card"}
    player: int
    card: str


@dataclass(frozen=True, slots=True)
class WonderRemoved(DuelEvent):
    """wonder.cap: an unbuilt wonder leaves the game once the seventh is built."""

    kind: ClassVar[str] = "wonder_removed"
    SUMMARY: ClassVar[str] = "An unbuilt wonder goes back to the box."
    JSON: ClassVar[dict[str, str]] = {"wonder": "subject"}
    MEANING: ClassVar[dict[str, str]] = {"player": "whose wonder it was", "wonder": "the wonder"}
    player: int
    wonder: str


@dataclass(frozen=True, slots=True)
class PlayAgain(DuelEvent):
    """effect.play_again / effect.grant_play_again: the player will take another turn."""

    kind: ClassVar[str] = "play_again"
    SUMMARY: ClassVar[str] = "A player is owed another turn."
    MEANING: ClassVar[dict[str, str]] = {
        "player": "who plays again", "source": "the wonder giving it (JSON: \"subject\")",
        "granted": "true when granted by a progress token (Theology) rather than printed on the wonder "
                   "(JSON: \"detail\": \"granted\")"}
    JSON_PROPERTIES: ClassVar[dict[str, dict[str, Any]]] = {
        "player": {"description": "who plays again"},
        "subject": {"type": "string", "description": "the wonder giving the turn"},
        "detail": {"const": "granted", "description": "present when a progress token (Theology) grants the "
                                                      "turn rather than the wonder itself"}}
    player: int
    source: str = ""
    granted: bool = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "player": self.player}
        if self.source:
            out["subject"] = self.source
        if self.granted:
            out["detail"] = "granted"
        return out

    @classmethod
    def from_json(cls, value: dict[str, Any]) -> Event:
        return cls(value["player"], value.get("subject", ""), value.get("detail") == "granted")


@dataclass(frozen=True, slots=True)
class PlayAgainLost(DuelEvent):
    """age.play_again_lost: a turn owed when the structure empties is lost."""

    kind: ClassVar[str] = "play_again_lost"
    SUMMARY: ClassVar[str] = "An owed turn is lost at the end of an Age."
    MEANING: ClassVar[dict[str, str]] = {"player": "who loses it"}
    player: int


@dataclass(frozen=True, slots=True)
class AgeDealt(DuelEvent):
    """age.layout: the next Age's structure is dealt."""

    kind: ClassVar[str] = "age"
    SUMMARY: ClassVar[str] = "An Age's structure is dealt."
    JSON: ClassVar[dict[str, str]] = {"age": "subject"}
    MEANING: ClassVar[dict[str, str]] = {"player": "who begins Age I, or who chooses who begins Ages II and III",
                                         "age": "\"I\", \"II\" or \"III\""}
    player: int
    age: str


@dataclass(frozen=True, slots=True)
class StarterChosen(DuelEvent):
    """age.next_starter: the player who begins the Age."""

    kind: ClassVar[str] = "starter"
    SUMMARY: ClassVar[str] = "Who begins an Age is settled."
    JSON: ClassVar[dict[str, str]] = {"age": "subject"}
    MEANING: ClassVar[dict[str, str]] = {"player": "who begins", "age": "\"II\" or \"III\""}
    player: int
    age: str


@dataclass(frozen=True, slots=True)
class GameOver(DuelEvent):
    """victory.*: the game ends."""

    kind: ClassVar[str] = "game_over"
    SUMMARY: ClassVar[str] = "The game ends."
    JSON: ClassVar[dict[str, str]] = {"victory": "subject"}
    MEANING: ClassVar[dict[str, str]] = {"victory": "\"military\", \"science\" or \"civilian\"",
                                         "player": "the winner (left out: a shared victory)"}
    victory: str
    player: int | None = None


EVENTS: tuple[type[Event], ...] = (
    WonderPicked, CardBuilt, CardDiscarded, WonderBuilt, CardRevealed, CoinsChanged, PawnMoved,
    LootingTokenTaken, ProgressTaken, CardDestroyed, WonderRemoved, PlayAgain, PlayAgainLost, AgeDealt,
    StarterChosen, GameOver,
)
