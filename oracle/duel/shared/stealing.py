"""Taking from the opponent (``effect.steal_card``, ``effect.steal_wonder``): a card of the opponent's
city, or an unbuilt wonder of theirs, becomes the player's.  Divinities and two
Conspiracies do this, so the constructs and everything they need at Duel's points live here, shared.

A card taken is not built: no cost, no chain, no 'when built' effect; what it produces and its
science symbol move with it.  A wonder taken joins the player's unbuilt wonders, so a city may hold
more than the four it drafted; the cap of built wonders still holds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from oracle.core.account import seat
from oracle.core.components import Component
from oracle.core.events import Event
from oracle.core.relations import seats
from oracle.duel.decision_kinds import DecisionKind
from oracle.duel.events import DuelEvent
from oracle.duel.rules import science, wonders
from oracle.duel.state import Action, Decision, Turn
from oracle.duel.state_checks import listed, one_of, whole
from oracle.errors import InvalidRecordError

# ---- kinds of action and of decision (as records, stored states and the adapter protocol write them) ----
STEAL_CARD = "steal_card"              # effect.steal_card
STEAL_WONDER = "steal_wonder"          # effect.steal_wonder
STEAL_CARD_CHOICE = "steal_card"       # effect.steal_card: which card
STEAL_WONDER_CHOICE = "steal_wonder"   # effect.steal_wonder: which wonder


# ---- events ------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class CardStolen(DuelEvent):
    """effect.steal_card: a card moves from the opponent's city into the player's; it is not built."""

    kind: ClassVar[str] = "card_stolen"
    SUMMARY: ClassVar[str] = "A card moves from one city to the other."
    JSON: ClassVar[dict[str, str]] = {"card": "subject"}
    MEANING: ClassVar[dict[str, str]] = {"player": "who takes it", "card": "the card"}
    player: int
    card: str


@dataclass(frozen=True, slots=True)
class WonderStolen(DuelEvent):
    """effect.steal_wonder: an unbuilt wonder of the opponent becomes the player's."""

    kind: ClassVar[str] = "wonder_stolen"
    SUMMARY: ClassVar[str] = "An unbuilt wonder changes owner."
    JSON: ClassVar[dict[str, str]] = {"wonder": "subject"}
    MEANING: ClassVar[dict[str, str]] = {"player": "who takes it", "wonder": "the wonder"}
    player: int
    wonder: str


def event_line(e: Any, mover: int | None = None) -> str | None:
    """The account's sentence of a card or a wonder taken (``None`` for any other event)."""
    if isinstance(e, CardStolen):
        return f"{seat(e.player)} takes {e.card} from {seat(1 - e.player)}'s city into their own"
    if isinstance(e, WonderStolen):
        return f"{seat(e.player)} takes {e.wonder} from {seat(1 - e.player)}"
    return None


# ---- the language's constructs: the decision they leave ----------------------------------------------

def offer_steal_card(t: Turn, player: int, relation: str, colours: frozenset[int]) -> None:
    """effect.steal_card: the player will choose a card of these colours in the city ``relation`` names."""
    t.decide(Decision(STEAL_CARD_CHOICE, player, (), (relation, colours)))


def offer_steal_wonder(t: Turn, player: int, relation: str) -> None:
    """effect.steal_wonder: the player will choose an unbuilt wonder of the city ``relation`` names."""
    t.decide(Decision(STEAL_WONDER_CHOICE, player, (), (relation,)))


# ---- its options, once it comes first, and its settlement ----------------------------------------------

def card_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """effect.steal_card: the cards of the wanted colours in the city the decision's relation names
    (the opponent's), in the order they were built."""
    relation, colours = d.detail or ("opponent", frozenset())
    cards = t.rules.cards
    return tuple(c for seat_ in seats(relation, d.player, 2) for c in t.cities[seat_].cards
                 if cards[c].colour in colours)


def steal_card(t: Turn, player: int, card: Component) -> None:
    """effect.steal_card: the card moves into the player's city; it is not built (no cost, no chain,
    no 'when built' effect), and what it produces moves with it."""
    owner = 1 - player if card.index in t.cities[1 - player].cards else player
    t.remove_card(owner, card)
    t.add_card(player, card)
    t.events.append((CardStolen, player, card.name))
    science.symbols_gained(t, player, card)


def wonder_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """effect.steal_wonder: the unbuilt wonders still in play of the city the decision names."""
    (relation,) = d.detail or ("opponent",)
    return tuple(w for seat_ in seats(relation, d.player, 2)
                 for w in wonders.unbuilt(t.cities, t.removed_wonders, seat_))


def steal_wonder(t: Turn, player: int, wonder: Component) -> None:
    """effect.steal_wonder: the opponent's unbuilt wonder becomes the player's (a player may hold
    more than four; the cap of built wonders still holds)."""
    owner = 1 - player
    city = t.cities[owner]
    t.set_city(owner, city._replace(wonders=tuple(w for w in city.wonders if w != wonder.index)))
    mine = t.cities[player]
    t.set_city(player, mine._replace(wonders=mine.wonders + (wonder.index,)))
    t.events.append((WonderStolen, player, wonder.name))


def settle(t: Turn, action: Action, decision: Decision) -> None:
    """A card or a wonder to take, settled by ``action`` (one of its options) for the player to move."""
    if action.kind == STEAL_CARD:
        steal_card(t, t.player, t.rules.cards[action.card])
    else:
        steal_wonder(t, t.player, t.rules.wonders[action.wonder])


def action_tables(rules: Any) -> dict[str, Any]:
    """The actions taking each card and each wonder, made once per ruleset."""
    make = rules.actions.named
    return {STEAL_CARD: tuple(make(STEAL_CARD, card=c) for c in range(len(rules.cards))),
            STEAL_WONDER: tuple(make(STEAL_WONDER, wonder=w) for w in range(len(rules.wonders)))}


def wonders_a_city_holds(most: int, rules: Any) -> int:
    """effect.steal_wonder: a wonder changes cities, so one city may hold every wonder drafted."""
    return int(rules.constants.wonders_in_draft)


# ---- what an expansion playing these constructs merges into its tables at Duel's points -------------
DECISION_KINDS: Mapping[str, DecisionKind] = {
    STEAL_CARD_CHOICE: DecisionKind(STEAL_CARD, "card", "effect.steal_card",
                                    "choose the opponent's card to move into their city"),
    STEAL_WONDER_CHOICE: DecisionKind(STEAL_WONDER, "wonder", "effect.steal_wonder",
                                      "choose the opponent's wonder to take"),
}
OPTIONS = {STEAL_CARD_CHOICE: card_options, STEAL_WONDER_CHOICE: wonder_options}
SETTLE = {STEAL_CARD_CHOICE: settle, STEAL_WONDER_CHOICE: settle}
METHODS = {f.__name__: f for f in (offer_steal_card, offer_steal_wonder)}
ACTION_KINDS: dict[str, tuple[str, ...]] = {STEAL_CARD: ("card",), STEAL_WONDER: ("wonder",)}
EVENTS: tuple[type[Event], ...] = (CardStolen, WonderStolen)
EVENT_WORDS = {kind.kind: event_line for kind in EVENTS}
MOVES = {kind.kind: kind for kind in EVENTS}
EVENT_BLAME = {"card_stolen": ("effect.steal_card",), "wonder_stolen": ("effect.steal_wonder",)}
KIND_BLAME = {STEAL_CARD: ("effect.steal_card",), STEAL_WONDER: ("effect.steal_wonder",)}
ALLOWANCES = {"wonders_change_hands": ("effect.steal_wonder",)}
# how a stored state writes each decision's options (a kind of component) and the fields of its detail
STORED_OPTIONS = {STEAL_CARD_CHOICE: "card", STEAL_WONDER_CHOICE: "wonder"}
STORED_DETAILS: dict[str, tuple[str, ...]] = {STEAL_CARD_CHOICE: ("relation", "colours"),
                                              STEAL_WONDER_CHOICE: ("relation",)}


def detail_out(d: Decision) -> list[Any]:
    """A decision's detail as a stored state writes it: the city, and the colours (by index, in order)."""
    if d.kind == STEAL_CARD_CHOICE:
        relation, colours = d.detail or ("opponent", frozenset())
        return [relation, sorted(colours)]
    return list(d.detail or ("opponent",))


def detail_in(rules: Any, kind: str, value: Any, path: str) -> tuple[Any, ...]:
    """A decision's detail read at ``path``: the city named, and the colours each once."""
    colours = rules.vocabulary.colours
    items = listed(value, path, len(STORED_DETAILS[kind]), len(STORED_DETAILS[kind]))
    relation = one_of(items[0], f"{path}[0]", rules.vocabulary.cities, "a city")
    if kind == STEAL_WONDER_CHOICE:
        return (relation,)
    wanted = tuple(whole(x, f"{path}[1][{i}]", 0, len(colours) - 1)
                   for i, x in enumerate(listed(items[1], f"{path}[1]", len(colours))))
    if len(set(wanted)) != len(wanted):
        raise InvalidRecordError(f"{path}[1]", "expected each colour once")
    return relation, frozenset(wanted)

__all__ = ["ACTION_KINDS", "ALLOWANCES", "DECISION_KINDS", "EVENTS", "EVENT_BLAME", "EVENT_WORDS", "KIND_BLAME",
           "METHODS", "MOVES", "OPTIONS", "SETTLE", "STEAL_CARD", "STEAL_CARD_CHOICE", "STEAL_WONDER",
           "STEAL_WONDER_CHOICE", "STORED_DETAILS", "STORED_OPTIONS", "CardStolen", "WonderStolen",
           "action_tables", "card_options", "detail_in", "detail_out", "event_line", "offer_steal_card",
           "offer_steal_wonder", "settle",
           "steal_card", "steal_wonder", "wonder_options", "wonders_a_city_holds"]
