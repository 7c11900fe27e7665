"""Perft: the number of nodes of the legal-action tree below a state, to a depth.

``perft(s, 0) = 1``; ``perft(s, d) = sum of perft(apply(s, a), d - 1)`` over the legal
actions ``a`` of ``s`` (a finished game has none, so it counts 0 below depth 0).  At depth 1
the legal actions are counted without being applied.  Counts depend only on the rules, so
two engines that agree on every legal list agree on every count; ``divide`` lists the count
below each first action to find where they part.
"""

from __future__ import annotations

from oracle.duel import apply, legal_actions
from oracle.duel.state import State


def perft(state: State, depth: int) -> int:
    if depth == 0:
        return 1
    actions = legal_actions(state)
    if depth == 1:
        return len(actions)
    return sum(perft(apply(state, action).state, depth - 1) for action in actions)
