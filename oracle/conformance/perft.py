"""Perft: the number of nodes of the legal-action tree below a state, to a depth.

``perft(s, 0) = 1``; ``perft(s, d) = sum of perft(apply(s, a), d - 1)`` over the legal
actions ``a`` of ``s`` (a finished game has none, so it counts 0 below depth 0).  When several
players owe a decision at once, the actions counted are those of the first of them in seat order
(each commitment is a ply).  At depth 1 the legal actions are counted without being applied.
Counts depend only on the rules, so two engines that agree on every legal list agree on every
count; ``divide`` lists the count below each first action to find where they part.
"""

from __future__ import annotations

from typing import Any


def perft(state: Any, depth: int) -> int:
    if depth == 0:
        return 1
    game = state.game
    owing = game.to_move(state)
    if not owing:
        return 0
    player = owing[0]
    actions = game.legal_actions(state, player)
    if depth == 1:
        return len(actions)
    return sum(perft(game.play(state, action, player).state, depth - 1) for action in actions)


def divide(state: Any, depth: int) -> list[tuple[Any, int]]:
    """Each legal action of the first player owing a decision, with the nodes below it at ``depth - 1``."""
    game = state.game
    owing = game.to_move(state)
    if not owing:
        return []
    player = owing[0]
    return [(action, perft(game.play(state, action, player).state, depth - 1) if depth > 0 else 1)
            for action in game.legal_actions(state, player)]
