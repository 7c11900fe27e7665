"""Civilian scoring at the end of Age III, and the civilian victory.

Rule ids: ``scoring.points`` (each component's 'at end' effects), ``scoring.treasury``
(a point per full set of coins), ``military.points``, ``victory.civilian`` (most points wins),
``victory.tie_break`` (on a tie, most points from blue cards wins; still tied, the victory is shared).
The rows an expansion adds (the point ``score_rows``) come after the components' and before the
treasury's.
"""

from __future__ import annotations

from oracle.core.scoring import winners
from oracle.duel.rules import military
from oracle.duel.state import CIVILIAN, Outcome, State

# The parts of a score sheet, in the order they are printed; an expansion's rows go before the treasury's.
COMPONENT_PARTS = ("blue", "green", "yellow", "purple", "wonders", "progress")
PARTS = (*COMPONENT_PARTS, "coins", "military")


def score(state: State, player: int) -> dict[str, int]:
    """The score sheet of ``player`` in ``state``: every part and the total.  (Each component's points
    are added up in a plain loop: a ``sum`` over a generator makes a frame per component.)"""
    rules = state.game.rules
    colours = rules.vocabulary.colours
    cards, wonders, tokens = rules.cards, rules.wonders, rules.progress
    city = state.cities[player]
    parts = dict.fromkeys(COMPONENT_PARTS, 0)
    points: int
    for c in city.cards:
        card = cards[c]
        if card.scorers:
            key = colours[card.colour]
            points = 0
            for f in card.scorers:
                points += f(state, player)
            parts[key] = parts.get(key, 0) + points
    points = 0
    for w, _ in city.built:
        for f in wonders[w].scorers:
            points += f(state, player)
    parts["wonders"] += points
    points = 0
    for p in city.progress:
        for f in tokens[p].scorers:
            points += f(state, player)
    parts["progress"] += points
    for rows in state.game.hooks.functions("score_rows"):
        parts.update(rows(state, player))
    parts["coins"] = state.coins[player] // rules.constants.coins_per_point
    parts["military"] = military.points(state, player)
    parts["total"] = sum(parts.values())
    return parts


def civilian_outcome(state: State) -> Outcome:
    """victory.civilian / victory.tie_break: compare totals, then the tie-break colour's points."""
    rules = state.game.rules
    sheets = [score(state, 0), score(state, 1)]
    key = rules.vocabulary.colours[rules.constants.tie_break_colour]
    best = winners([s["total"] for s in sheets], [s.get(key, 0) for s in sheets])
    return Outcome(CIVILIAN, best[0] if len(best) == 1 else None)
