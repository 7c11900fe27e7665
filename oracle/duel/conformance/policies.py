"""Seeded playing policies: uniform random play, and play biased toward rare paths.

A policy gives each legal action an integer weight; the move is drawn with
``SplitMix64(seed)`` (after the setup) as ``below(total weight)`` over the actions in legal
order.  Biased policies reach what uniform play rarely does: military and scientific
supremacy, the seven-wonder cap, the Great Library, the Mausoleum, long scoring races.
"""

from __future__ import annotations

from collections.abc import Callable

from oracle.core.game import Playout
from oracle.core.prng import SplitMix64
from oracle.duel.game import Game
from oracle.duel.setup import draw_setup
from oracle.duel.state import BUILD, BUILD_DISCARDED, BUILD_WONDER, TAKE_PROGRESS, Action, State, Step
from oracle.duel.turn import apply, legal_actions

Weigh = Callable[[State, Action], int]


def _colour(state: State, action: Action) -> str:
    rules = state.game.rules
    return rules.vocabulary.colours[rules.cards[action.card].colour]


def _uniform(state: State, action: Action) -> int:
    return 1


def _builder(state: State, action: Action) -> int:
    return {BUILD: 6, BUILD_WONDER: 3, BUILD_DISCARDED: 3}.get(action.kind, 1)


def _military(state: State, action: Action) -> int:
    if action.kind == BUILD:
        return 12 if _colour(state, action) == "red" else 2
    if action.kind == BUILD_WONDER:
        wonder = state.game.rules.wonders[action.wonder]
        return 8 if any(type(e).__name__ == "Shields" for e in wonder.source.effects("when_built")) else 2
    return 1


def _science(state: State, action: Action) -> int:
    if action.kind == BUILD:
        return 14 if _colour(state, action) == "green" else 2
    if action.kind == TAKE_PROGRESS:
        return 10 if state.game.rules.progress[action.token].symbols else 1
    if action.kind == BUILD_WONDER:
        return 2
    return 1


def _wonders(state: State, action: Action) -> int:
    return {BUILD_WONDER: 12, BUILD: 3}.get(action.kind, 1)


def _merchant(state: State, action: Action) -> int:
    if action.kind == BUILD:
        colour = _colour(state, action)
        return 10 if colour in ("yellow", "purple") else 4 if colour in ("brown", "grey", "blue") else 2
    return {BUILD_WONDER: 3}.get(action.kind, 1)


def _pairs(state: State, action: Action) -> int:
    """Science pairs split between the players: each builds green cards of the symbols it already
    holds, takes up to three symbols nobody holds, and leaves the others' green cards alone, so both
    make pairs (and the progress board can run out) without either reaching six symbols."""
    rules = state.game.rules
    card = action.card
    if action.kind == BUILD and rules.cards[card].symbols:
        symbol = rules.cards[card].symbols[0]
        holders = [p for p in (0, 1) if state.cities[p].profile.symbols[symbol]]
        player = state.to_move
        if player in holders:
            return 1000
        if not holders and sum(1 for n in state.cities[player].profile.symbols[:6] if n) < 3:
            return 500
        return 1
    if card is not None and action.kind != BUILD and state.age and rules.cards[card].symbols:
        return 1                    # never throw away a green card
    return {TAKE_PROGRESS: 10, BUILD: 15}.get(action.kind, 20)


POLICIES: dict[str, Weigh] = {
    "uniform": _uniform,
    "builder": _builder,
    "military": _military,
    "science": _science,
    "wonders": _wonders,
    "merchant": _merchant,
    "pairs": _pairs,
}


def choose(rng: SplitMix64, state: State, actions: list[Action], weigh: Weigh) -> Action:
    weights = [weigh(state, a) for a in actions]
    draw = rng.below(sum(weights))
    for action, weight in zip(actions, weights, strict=True):
        if draw < weight:
            return action
        draw -= weight
    raise AssertionError("unreachable: the draw is below the total weight")  # pragma: no cover


def play(game: Game, seed: int, policy: str = "uniform") -> Playout:
    """A complete game: the setup drawn from ``SplitMix64(seed)``, then moves drawn by ``policy``."""
    weigh = POLICIES[policy] if policy in POLICIES else game.hooks.table("policies")[policy]
    rng = SplitMix64(seed)
    state = game.new_game(draw_setup(game.rules, rng))
    initial = state
    moves: list[Action] = []
    steps: list[Step] = []
    while state.outcome is None:
        actions = legal_actions(state)
        action = actions[rng.below(len(actions))] if policy == "uniform" else choose(rng, state, actions, weigh)
        step = apply(state, action)
        moves.append(action)
        steps.append(step)
        state = step.state
    return Playout(initial, moves, steps)
