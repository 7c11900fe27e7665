"""Battles (military.*): shields counted, neighbours compared, horns discarded, peace restored.

A battle gives every Military Victory token it awards: the 28 tokens of the box never run short
(rulings.toml military.victory_supply), so no count of the tokens left is kept."""

from __future__ import annotations

from operator import mul

from oracle.architects.ruleset import Ruleset
from oracle.architects.state import Draft, Position

STANDARD = "standard"
TWO_PLAYER_LITERAL = "two_player_literal"   # rulings.toml military.two_player_zero


def shields(rules: Ruleset, state: Position, seat: int) -> int:
    """military.battle: the shields of a seat's red cards, built pieces (Rhodes) and tokens (Tactics)."""
    built = state.built[seat]
    total = sum(map(mul, state.hands[seat], rules.kind_shields))
    total += sum(n for bit, n in rules.piece_shields[state.setup.wonders[seat]] if built & bit)
    return total + sum(map(rules.token_shields.__getitem__, state.tokens[seat]))


def two_player_victories(mine: int, theirs: int, double: int, variant: str = STANDARD) -> int:
    """military.two_player: 1 token for more shields, 2 for at least ``double`` times as many.

    Standard (rulings.toml military.two_player_zero, departing from the printed words as Board Game
    Arena's adaptation does): against 0 shields, 2 tokens need at least 2 shields.
    ``two_player_literal``, the printed words: at least ``double`` times 0 is any number, so 1 against
    0 wins 2."""
    if mine <= theirs:
        return 0
    if mine >= double * theirs and (theirs > 0 or mine >= 2 or variant == TWO_PLAYER_LITERAL):
        return 2
    return 1


def battle_victories(rules: Ruleset, state: Position, variant: str = STANDARD) -> tuple[int, ...]:
    """military.battle: the Military Victory tokens each seat wins in a battle, whatever the seats
    already hold (military.victory_supply: the supply is never short)."""
    n = state.players
    strength = [shields(rules, state, s) for s in range(n)]
    if n == 2:
        double = rules.spec.two_player_double
        return tuple(two_player_victories(strength[s], strength[1 - s], double, variant) for s in range(2))
    return tuple(int(strength[s] > strength[(s + 1) % n]) + int(strength[s] > strength[(s - 1) % n])
                 for s in range(n))


def after_battle(rules: Ruleset, draft: Draft, won: tuple[int, ...]) -> None:
    """military.reset: victories added, red cards with horns discarded, every conflict token at peace."""
    discard = list(draft.discard)
    hands = []
    for hand in draft.hands:
        kept = list(hand)
        for k in rules.horned:
            n = hand[k]
            if n:
                discard.extend([k] * n)
                kept[k] = 0
        hands.append(tuple(kept))
    draft.hands, draft.discard = tuple(hands), tuple(discard)
    draft.victories = tuple(v + w for v, w in zip(draft.victories, won, strict=True))
    draft.flipped, draft.battle = 0, False
