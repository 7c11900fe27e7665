"""The public entry points of the Duel engine: a :class:`Game` (ruleset + variant), states,
legal actions and ``apply``.

>>> game = Game.load()
>>> state = game.new_game(game.setup_from_seed(1))
>>> step = apply(state, legal_actions(state)[0])
"""

from __future__ import annotations

from oracle.core.events import Events
from oracle.duel import ages, building, draft, legal, progress, structure, wonders
from oracle.duel.ruleset import Ruleset, load_ruleset
from oracle.duel.setup import first_game_setup, setup_from_seed
from oracle.duel.state import (
    BUILD,
    BUILD_DISCARDED,
    BUILD_WONDER,
    CHOOSE_STARTER,
    DESTROY,
    DISCARD,
    PICK_WONDER,
    PROGRESS_FROM_BOARD,
    TAKE_PROGRESS,
    Action,
    City,
    Setup,
    State,
    Step,
)
from oracle.duel.turn import Turn, empty_profile
from oracle.prng import SplitMix64

VARIANTS = ("standard", "first_printing")


class Game:
    """7 Wonders Duel under a ruleset and a rules variant (``standard`` or ``first_printing``)."""

    def __init__(self, rules: Ruleset, variant: str = "standard"):
        if variant not in VARIANTS:
            raise ValueError(f"unknown variant '{variant}' (known: {', '.join(VARIANTS)})")
        self.rules = rules
        self.variant = variant

    @classmethod
    def load(cls, variant: str = "standard") -> Game:
        """The game as specified by the spec bundled with the oracle."""
        return cls(load_ruleset(), variant)

    def __repr__(self) -> str:
        return f"Game({self.rules.title!r}, variant={self.variant!r})"

    def setup_from_seed(self, seed: int) -> Setup:
        return setup_from_seed(self.rules, seed)

    def first_game_setup(self, seed: int) -> tuple[Setup, list[int]]:
        return first_game_setup(self.rules, SplitMix64(seed))

    def new_game(self, setup: Setup) -> State:
        """The state before the first decision: coins dealt, tokens placed, the first four wonders on offer."""
        c = self.rules.constants
        empty = City((), (), (), (), empty_profile(self.rules))
        return State(
            game=self, setup=setup, age=0, to_move=setup.first_player,
            coins=(c.starting_coins, c.starting_coins), pawn=0,
            looting=(True,) * len(self.rules.track.looting), cities=(empty, empty),
            structure=(), face_up=0, accessible=(), board=setup.board, box=setup.box, discard=(),
            offer=setup.wonders[:c.wonders_per_round], picks=0, removed_wonders=(), pending=(),
            extra_turn=False, last_active=setup.first_player, outcome=None,
        )


def legal_actions(state: State) -> list[Action]:
    """Every action open to the player to move, in a fixed order."""
    return legal.legal_actions(state)


def apply(state: State, action: Action) -> Step:
    """The state after ``action`` and the events it caused.  Raises IllegalMoveError (with a rule id)."""
    legal.check(state, action)
    return play(state, action)


def play(state: State, action: Action) -> Step:
    """:func:`apply` for an action already known to be legal, such as one of ``legal_actions(state)``:
    the same step, without checking the action first.  An illegal action gives a meaningless step."""
    t = Turn(state)
    rules = state.game.rules
    kind = action.kind
    if kind == PICK_WONDER:
        draft.pick(t, rules.wonders[action.wonder])
        return Step(t.freeze(), Events(t.events))
    if kind == CHOOSE_STARTER:
        t.pending.pop(0)
        ages.begin(t, action.player)
        return Step(t.freeze(), Events(t.events))
    if kind in (BUILD, DISCARD, BUILD_WONDER):
        card = rules.cards[action.card]
        slot = structure.slot_of(t.structure, action.card)
        if kind == BUILD:
            building.build(t, card, slot)
        elif kind == DISCARD:
            building.discard(t, card, slot)
        else:
            wonders.build(t, card, rules.wonders[action.wonder], slot)
    else:
        decision = t.pending.pop(0)
        if kind == TAKE_PROGRESS:
            token = rules.progress[action.token]
            if decision.kind == PROGRESS_FROM_BOARD:
                progress.take_from_board(t, t.player, token)
            else:
                progress.take_from_box(t, t.player, token)
        elif kind == DESTROY:
            building.destroy(t, t.player, rules.cards[action.card])
        elif kind == BUILD_DISCARDED:
            building.build_discarded(t, t.player, rules.cards[action.card])
    ages.advance(t)
    return Step(t.freeze(), Events(t.events))


__all__ = ["Action", "Game", "Setup", "State", "Step", "apply", "legal_actions", "play"]
