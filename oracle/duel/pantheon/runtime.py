"""What the effect language's constructs only divinities use mean in Duel (point ``runtime``): the
methods the ruleset's runtime gains, each a function of the move's pad handing the construct to its
rules, and the counts the language asks of the Pantheon (point ``runtime_counts``).

A choice one of these constructs leaves is queued without options: they are worked out once it comes
first (:func:`oracle.duel.rules.ages.offer`), from what the effects before it left.  The rules are
called through their module, so a rule replaced on its module is the one an effect runs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from oracle.core.components import Component
from oracle.duel.pantheon import progress as laid_tokens
from oracle.duel.pantheon import rules as pantheon
from oracle.duel.pantheon.kinds import (
    BLOCKER,
    CARD_TOKENS,
    COPY_SCIENCE_CHOICE,
    DISCARD_TOKENS,
    LOOT_CHOICE,
    STRUCTURE_DISCARD,
    UNBUILD,
    WONDER_FROM_DISCARD,
)
from oracle.duel.pantheon.state import part
from oracle.duel.shared.stealing import offer_steal_card, offer_steal_wonder
from oracle.duel.state import Decision, Turn


def gain_on_card(t: Turn, player: int, amount: int, source: Component) -> None:
    """effect.gain_coins_on_card: coins lie on the divinity, the player's reserve (pantheon.reserve)."""
    pantheon.gain_on_card(t, player, amount, source)


def lay_progress(t: Turn, source: Component, amount: int) -> None:
    """effect.draw_progress: tokens drawn from the box lie face up on the divinity."""
    laid_tokens.lay_on_card(t, source, amount)


def offer_card_progress(t: Turn, player: int, source: Component) -> None:
    """effect.take_progress (from the card): the player will take one of the tokens lying on it."""
    t.decide(Decision(CARD_TOKENS, player, (), (source.index,)))


def offer_copy_science(t: Turn, player: int, relation: str, colour: int) -> None:
    """effect.copy_science: the player will choose a card of ``colour`` whose symbol to show."""
    t.decide(Decision(COPY_SCIENCE_CHOICE, player, (), (relation, colour)))


def offer_structure_discard(t: Turn, player: int) -> None:
    """effect.discard_from_structure: the player will choose any card of the structure."""
    t.decide(Decision(STRUCTURE_DISCARD, player, (), ()))


def offer_unbuild(t: Turn, player: int, relations: tuple[str, ...]) -> None:
    """effect.unbuild_wonder: the player will choose a built wonder in the cities ``relations`` name."""
    t.decide(Decision(UNBUILD, player, (), (relations,)))


def offer_wonder_from_discard(t: Turn, player: int) -> None:
    """effect.build_wonder_from_discard: the player will choose a card of the discard pile and a wonder."""
    t.decide(Decision(WONDER_FROM_DISCARD, player, (), ()))


def offer_blocker(t: Turn, player: int) -> None:
    """effect.place_blocker: the player will choose a space of the track for the blocker."""
    t.decide(Decision(BLOCKER, player, (), ()))


def offer_discard_tokens(t: Turn, player: int, piece: str, amount: int) -> None:
    """effect.discard_tokens: the player will choose ``amount`` looting tokens to discard, one at a time."""
    for _ in range(amount):
        t.decide(Decision(DISCARD_TOKENS, player, (), (piece,)))


def offer_loot(t: Turn, player: int, relation: str, piece: str, amount: int) -> None:
    """effect.loot: the player will choose ``amount`` looting tokens to apply against the city
    ``relation`` names, one at a time."""
    for _ in range(amount):
        t.decide(Decision(LOOT_CHOICE, player, (), (relation, piece)))


def invoke(t: Turn, player: int, source: str, via: str = "") -> None:
    """effect.invoke: the player will activate a divinity for nothing, from the tops of the decks
    (``tops``) or from a deck of their choice (``deck``)."""
    pantheon.invoke(t, player, source, via)


# the runtime's methods, by the name the effect language's constructs call (oracle.core.effects.RUNTIME_METHODS)
METHODS: dict[str, Callable[..., None]] = {f.__name__: f for f in (
    gain_on_card, lay_progress, offer_card_progress, offer_steal_card, offer_steal_wonder, offer_copy_science,
    offer_structure_discard, offer_unbuild, offer_wonder_from_discard, offer_blocker, offer_discard_tokens,
    offer_loot, invoke)}


# ---- counts the effect language asks of the Pantheon (oracle.core.effects.RUNTIME_COUNTS) ----------

def card_coins(names: tuple[str, ...]) -> Callable[[Any, int], int]:
    """effect.per card coins: the coins lying on the player's divinities (pantheon.reserve)."""
    def coins(at: Any, p: int) -> int:
        held = part(at)
        return 0 if held is None else held.reserve[p]
    return coins


def tokens(names: tuple[str, ...]) -> Callable[[Any, int], int]:
    """effect.per tokens: the Mythology and/or Offering tokens the player holds, as ``names`` say."""
    mythology, offering = "mythology" in names, "offering" in names

    def held_tokens(at: Any, p: int) -> int:
        held = part(at)
        if held is None:
            return 0
        return (len(held.mythology[p]) if mythology else 0) + (len(held.offerings[p]) if offering else 0)
    return held_tokens


COUNTS: dict[str, Callable[[tuple[str, ...]], Callable[[Any, int], int]]] = {
    "card_coins": card_coins, "tokens": tokens}

__all__ = ["COUNTS", "METHODS"]
