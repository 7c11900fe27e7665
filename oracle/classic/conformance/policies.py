"""Seeded playing policies of the classic suite's generator: uniform choices, and play biased
toward what uniform play seldom shows.

A policy gives each legal action an integer weight and the move is drawn by
:func:`oracle.conformance.mining.choose`.  "builder" reaches for structures and stages, "trader"
for yellow cards and purchases, "science" for science and guilds, "military" for shields;
"babylon" hunts for Babylon B's last card.
"""

from __future__ import annotations

from oracle.classic.game import Game
from oracle.classic.ruleset import Ruleset
from oracle.classic.state import BUILD, DECLINE, DISCARD, FROM_DISCARD, STAGE, Action, State
from oracle.conformance import mining

POLICIES = ("uniform", "builder", "trader", "science", "military")


def weight(policy: str, rules: Ruleset, state: State, action: Action) -> int:
    """How much a policy likes an action; ties fall to the dice.  The "babylon" policy, which
    hunts for Babylon B's last card, builds stages first and keeps Trading Posts for the sixth
    turn of Age I."""
    if policy == "babylon" and action.kind == BUILD and rules.cards[action.card].trades:
        return 30 if state.turn == 6 else 0
    if policy == "uniform" or action.kind in (FROM_DISCARD, DECLINE):
        return 1
    if action.kind == DISCARD:
        return 1
    if action.kind == STAGE:
        return {"builder": 8, "babylon": 12}.get(policy, 2)
    part = rules.cards[action.card]
    if policy == "babylon":
        return 2
    liked = {"builder": ("brown", "grey", "blue"), "trader": ("yellow", "brown", "grey"),
             "science": ("green", "purple"), "military": ("red",)}[policy]
    paid = action.left + action.right
    heavy = 10 if part.colour in liked else 3
    if policy == "trader" and paid:
        heavy += 6
    return heavy


def play(game: Game, policy: str, seed: int, until_age: int = 4) -> mining.Played:
    """The game of ``seed`` played by ``policy`` to its end, or until Age ``until_age`` begins."""
    return mining.play(game, policy, seed, weight, None if until_age > 3 else lambda s: s.age >= until_age)
