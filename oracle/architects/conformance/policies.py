"""Seeded playing policies of Architects' suite generator: uniform choices, and play biased toward
what uniform play seldom shows.

A policy gives each legal action an integer weight and the move is drawn by
:func:`oracle.conformance.mining.choose`.  "science" reaches for science and progress tokens,
"military" for horns and shields, "builder" for resources; every biased policy builds and
trades when it may and prefers tokens in a fixed order.
"""

from __future__ import annotations

from oracle.architects import legal, turn
from oracle.architects.game import Game
from oracle.architects.ruleset import Ruleset
from oracle.architects.state import BUILD, CHOOSE, PILE, TAKE, TRADE, Action, State
from oracle.conformance import mining

POLICIES = ("uniform", "science", "military", "builder")
TOKEN_PREFERENCE = ("Culture", "Education", "Science", "Propaganda", "Urbanism", "Arts and Crafts", "Jewelry",
                    "Architecture", "Economy", "Engineering", "Tactics", "Decoration", "Politics", "Strategy")


def _top(state: State, action: Action) -> int | None:
    """The top card of the deck a take names, where everyone can see it (a wonder's deck)."""
    if action.kind != TAKE or action.deck == turn.CENTRAL_DECK:
        return None
    cards = state.decks[legal.by_seat(state, action.deck)]
    return cards[0] if cards else None


def weight(policy: str, rules: Ruleset, state: State, action: Action) -> int:
    """How much a policy likes an action (0: not at all); ties and zeros fall to the dice."""
    if policy == "uniform":
        return 1
    if action.kind in (TRADE, BUILD):
        return 8
    if action.kind == CHOOSE:
        if action.token == PILE:
            return 2
        name = rules.tokens[action.token].name
        return 3 + len(TOKEN_PREFERENCE) - TOKEN_PREFERENCE.index(name) if name in TOKEN_PREFERENCE else 3
    top = _top(state, action)
    if top is None:
        return 2
    kind = rules.kinds[top]
    wanted = {"science": bool(kind.science) or kind.takes != (), "military": kind.flips > 0 or kind.shields > 0,
              "builder": bool(kind.produces) or kind.wild}[policy]
    return 6 if wanted else 1


def play(game: Game, policy: str, seed: int) -> mining.Played:
    """The game of ``seed`` played by ``policy`` to its end."""
    return mining.play(game, policy, seed, weight)
