"""Helpers for tests: name lookups and a builder for exact positions.

``position()`` builds a state in the middle of an Age from names: each city's cards, built
wonders and progress tokens, coins, the pawn, and the cards available in the structure.
Positions built this way need not be reachable by play; they pin one rule at a time.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from oracle.duel import Action, Game, apply, legal_actions, positions
from oracle.duel.state import City, State, Step

GAME = Game.load()
RULES = GAME.rules


def card(name: str) -> int:
    return RULES.card_index[name]


def wonder(name: str) -> int:
    return RULES.wonder_index[name]


def token(name: str) -> int:
    return RULES.progress_index[name]


def city(cards: Iterable[str] = (), wonders: Iterable[str] = (), built: Iterable[str] = (),
         progress: Iterable[str] = ()) -> City:
    """A city holding these cards, these wonders (``built`` ones built), these progress tokens."""
    return positions.city(GAME, cards, wonders, built, progress)


def position(*, game: Game = GAME, **fields: Any) -> State:
    """A position in the middle of an Age (see :func:`oracle.duel.positions.position`)."""
    return positions.position(game, **fields)


def build(state: State, name: str) -> Step:
    return apply(state, Action("build", card=card(name)))


def discard(state: State, name: str) -> Step:
    return apply(state, Action("discard", card=card(name)))


def build_wonder(state: State, card_name: str, wonder_name: str) -> Step:
    return apply(state, Action("build_wonder", card=card(card_name), wonder=wonder(wonder_name)))


def take_progress(state: State, name: str) -> Step:
    return apply(state, Action("take_progress", token=token(name)))


def names(kind: str, indexes: Iterable[int]) -> list[str]:
    table = {"card": RULES.cards, "wonder": RULES.wonders, "token": RULES.progress}[kind]
    return [table[i].name for i in indexes]


def city_names(state: State, player: int) -> list[str]:
    return names("card", state.cities[player].cards)


def legal_json(state: State) -> list[dict[str, object]]:
    from oracle.duel.record import action_to_json

    return [action_to_json(RULES, a) for a in legal_actions(state)]
