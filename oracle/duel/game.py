"""7 Wonders Duel as a game of the family: the :class:`Game` registered as ``"duel"``, and the
engine's entry points ``legal_actions``, ``apply`` and ``play`` on Duel's states.

>>> import oracle
>>> game = oracle.load_game("duel")
>>> state = game.new_game(seed=1)
>>> step = game.apply(state, game.legal_actions(state)[0])
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, ClassVar

from oracle.core import belonging
from oracle.core import game as core
from oracle.core.events import Event
from oracle.core.expansions import Hooks, Points
from oracle.core.options import NO_CHOICE, Choice
from oracle.core.prng import SplitMix64
from oracle.duel import legal
from oracle.duel.events import EVENTS
from oracle.duel.invariants import check_step
from oracle.duel.points import POINTS
from oracle.duel.ruleset import Ruleset, load_ruleset
from oracle.duel.rulesets import IN_PROGRESS, RULESETS, hooks, variants_playing
from oracle.duel.setup import draw_setup, first_game_setup
from oracle.duel.state import (
    STATE_OUTCOME,
    STATE_TO_MOVE,
    VARIANTS,
    Action,
    City,
    Setup,
    State,
    Step,
    empty_profile,
)
from oracle.duel.turn import apply, legal_actions, play
from oracle.errors import GameChoiceError
from oracle.text import shown_argument


class Game(core.Game):
    """7 Wonders Duel under a ruleset and a rules variant (``standard`` or ``first_printing``)."""

    name: ClassVar[str] = "duel"
    title: ClassVar[str] = "7 Wonders Duel"
    # the rulesets a player can choose: the base game's two variants, and the expansions' (oracle.duel.rulesets)
    variants: ClassVar[tuple[str, ...]] = tuple(RULESETS)
    player_counts: ClassVar[tuple[int, ...]] = (2,)
    variant_titles: ClassVar[dict[str, str]] = {variant: title for variant, (title, _) in RULESETS.items()}
    extension_points: ClassVar[Points | None] = POINTS
    event_kinds: tuple[type[Event], ...] = EVENTS     # the base game's; a game with expansions adds theirs
    speaks_protocol_1: bool = True                  # the base game's; an expansion may be served under 2 only
    record_format: ClassVar[str] = "urn:wonders-oracle:duel:record:v1"
    turn_rule: ClassVar[str] = "turn.alternate"
    options: ClassVar[dict[str, str]] = {"first_game": "deal the rulebook's first-game wonders instead of drafting "
                                                       "them at random (setup.first_game)"}
    setup_base: ClassVar[type] = Setup
    action_base: ClassVar[type] = Action
    lists_own_actions: ClassVar[bool] = True     # every legal action is one of rules.actions' (or made by its type)

    def __init__(self, rules: Ruleset, variant: str = "standard", players: int = 2):
        if variant not in IN_PROGRESS:
            type(self)._known_variant(variant)
        played = hooks(variant)
        if rules.hooks.names != played.names:
            raise GameChoiceError(f"the variant {variant} of 7 Wonders Duel is played on "
                                  + (f"the {' and '.join(e.title for e in played.expansions)}'s ruleset"
                                     if played else "the base game's ruleset"))
        if type(players) is not int or players != 2:
            raise GameChoiceError(f"7 Wonders Duel is played by 2 players, not {shown_argument(players)}")
        self.rules = rules
        self.variant = variant
        self.players = 2
        self.hooks = played    # the expansions of the ruleset, composed (oracle.duel.points)
        self.event_kinds = EVENTS + tuple(self.hooks.table("event_kinds").values())
        self.speaks_protocol_1 = 1 in self.hooks.call("protocols", (1, 2))

    @classmethod
    def load(cls, variant: str = "standard", players: int = 2, spec: str | None = None,
             rule_options: Choice = NO_CHOICE) -> Game:
        """The game as specified by the spec bundled with the oracle (or the one in ``spec``), with the
        readings ``rule_options`` chooses (:meth:`~oracle.core.game.Game.with_rule_options` checks them)."""
        cls._known_variant(variant)   # before its spec is read: a spec may hold a ruleset the engine does not play
        return Game(load_ruleset(spec, variant, rule_options), variant, players)

    @classmethod
    def in_progress(cls, variant: str, spec: str | None = None) -> Game:
        """A ruleset still being built (:data:`oracle.duel.rulesets.IN_PROGRESS`), for its own tests:
        nothing a user runs chooses it."""
        if variant not in IN_PROGRESS:
            raise GameChoiceError(f"no ruleset of {cls.title} named {shown_argument(variant)} is being built; "
                                  f"being built: {', '.join(IN_PROGRESS) or 'none'}")
        return Game(load_ruleset(spec, variant), variant)

    def __reduce__(self) -> tuple[Any, ...]:
        """A game of a ruleset being built pickles as one (no user's choice loads it again)."""
        if self.variant in IN_PROGRESS:
            found = belonging.origin(self.rules)
            return _in_progress_again, (self.variant, None if found is None else found.spec, found,
                                        belonging.live(self.rules))
        return super().__reduce__()

    @classmethod
    def _from_rules(cls, rules: Any, variant: str, players: int) -> Game:
        return Game(rules, variant, players)

    @classmethod
    def expansions_of(cls, variant: str) -> Hooks:
        cls._known_variant(variant)
        return hooks(variant)

    def with_variant(self, variant: str) -> Game:
        """The game on the same ruleset under another of its variants (``first_printing`` for
        ``standard``): a stored state names its variant."""
        return Game(self.rules, variant, self.players)

    @classmethod
    def variants_of_their_own(cls) -> tuple[str, ...]:
        """The variants playing an expansion, read from the ruleset list (no expansion imported)."""
        return tuple(v for v, (_, played) in RULESETS.items() if played)

    def ruleset_variants(self) -> tuple[str, ...]:
        """The variants played on this game's ruleset: those playing the same expansions (the base
        game's two for none)."""
        return variants_playing(self.hooks.names)

    @property
    def published_as(self) -> str:
        """``duel``, or the game's name and its expansions' joined by hyphens: the folder of the
        ruleset's schemas and suite."""
        return "-".join((self.name, *self.hooks.names))

    @classmethod
    def _known_variant(cls, variant: str) -> None:
        """A variant this class plays; :class:`GameChoiceError` otherwise."""
        if variant not in cls.variants:
            raise GameChoiceError(f"{cls.title} has no variant {shown_argument(variant)}; known: "
                                  + ", ".join(cls.variants))

    # ---- setup -----------------------------------------------------------------------------------
    def _draw_setup(self, rng: SplitMix64) -> Setup:
        return draw_setup(self.rules, rng)

    def first_game_setup(self, seed: int) -> tuple[Setup, list[int]]:
        return first_game_setup(self.rules, SplitMix64(self._seed(seed)))

    def _setup_from_json(self, value: Any, path: str) -> Setup:
        from oracle.duel.record import setup_from_json

        return setup_from_json(self.rules, value, path)

    @classmethod
    def _write_setup(cls, rules: Ruleset, setup: Setup) -> dict[str, Any]:
        from oracle.duel.record import setup_to_json

        return setup_to_json(rules, setup)

    def _initial_state(self, setup: Setup) -> State:
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
            parts=self._initial_parts(setup),
        )

    def _initial_parts(self, setup: Setup) -> tuple[Any, ...]:
        """Each expansion's part of the state before the first move (point ``state_part``), from its
        chance outcomes."""
        if not setup.parts:
            return ()
        hooks = self.hooks
        initial = hooks.table("state_part")
        return tuple([initial[name](self.rules, drawn) if name in initial else None
                      for name, drawn in zip(hooks.names, setup.parts, strict=True)])

    def _age(self, state: State) -> int:
        """The Age in play (age.*): from 1, 0 before Age I."""
        return state.age

    # ---- decisions ---------------------------------------------------------------------------------
    def _to_move(self, state: State) -> tuple[int, ...]:
        return () if state.outcome is not None else (state.to_move,)

    def _decision_reason(self, state: State) -> core.DecisionReason:
        """Pending decisions, the draft, the starter of an Age, an extra turn or the alternation
        (:mod:`oracle.duel.decisions`)."""
        from oracle.duel.decisions import decision_reason

        return decision_reason(state)

    def _legal_actions(self, state: State, player: int | None) -> list[Action]:
        if player is not None and player not in self._to_move(state):
            return []
        return legal.legal_actions(state)

    def _apply(self, state: State, action: Action, player: int | None) -> Step:
        # the player to move of a game not over moves (core._mover's answer): asked only otherwise, for its refusal
        if player is not None and (player != state[STATE_TO_MOVE] or state[STATE_OUTCOME] is not None):
            self._mover(state, player)
        return apply(state, action)

    def _play(self, state: State, action: Action, player: int | None) -> Step:
        return play(state, action)

    # ---- views -------------------------------------------------------------------------------------
    def _observe(self, state: State, player: int) -> dict[str, Any]:
        from oracle.duel.view import observe

        return observe(state, player)

    def _summary(self, state: State) -> dict[str, Any]:
        from oracle.duel.view import summary

        return summary(state)

    def _protocol_state(self, state: State) -> dict[str, Any]:
        from oracle.duel.view import protocol_state

        return protocol_state(state)

    def _score_sheet(self, state: State) -> list[dict[str, int]]:
        from oracle.duel.scoring import score

        return [score(state, p) for p in (0, 1)]

    def _random_play(self, seed: int, first_game: bool = False,  # type: ignore[override]
                     **options: Any) -> tuple[State, Iterator[tuple[Action, int, Step]]]:
        """The random game of ``seed``; with ``first_game`` the draft gives each seat the rulebook's
        first-game wonders (setup.first_game) instead of random picks."""
        from oracle.duel.playout import random_play

        return random_play(self, seed, first_game)

    def _random_ending(self, seed: int, first_game: bool = False,  # type: ignore[override]
                       **options: Any) -> tuple[int, State]:
        from oracle.duel.playout import random_ending

        return random_ending(self, seed, first_game)

    def _resample_from_infostate(self, state: State, player: int, rng: SplitMix64) -> State:
        from oracle.duel.view import resample

        return resample(state, player, rng)

    def _check_step(self, before: State, step: core.Step) -> list[str]:
        return check_step(before, step)

    def city(self, **fields: Any) -> City:
        """A city built from names (see :func:`oracle.duel.positions.city`)."""
        from oracle.duel.positions import city

        return city(self, **fields)

    def position(self, **fields: Any) -> State:
        """A position in the middle of an Age built from names (see :func:`oracle.duel.positions.position`)."""
        from oracle.duel.positions import position

        return position(self, **fields)

    def schema_defs(self) -> dict[str, Any]:
        from oracle.duel.schema import schema_defs

        defs: dict[str, Any] = self.hooks.call("schema_defs", schema_defs(self), self)
        return defs

    def record_schema(self) -> dict[str, Any]:
        from oracle.duel.schema import record_schema

        record: dict[str, Any] = self.hooks.call("record_schema", record_schema(self.rules), self.rules)
        return record

    def conformance_kit(self) -> Any:
        from oracle.duel.conformance import DuelKit

        return self.hooks.call("conformance_kit", DuelKit())

    @classmethod
    def docs_section(cls, root: Any) -> Any:
        from pathlib import Path

        from oracle.duel.docs.site import Site

        return Site.load(Path(root))

    def spec_listing(self) -> list[dict[str, Any]]:
        from oracle.dsl.printer import component_text, cost_text

        colours = self.rules.vocabulary.colours
        items = []
        for c in self.rules.components:
            src = c.source
            item: dict[str, Any] = {"kind": c.kind, "name": c.name, "source": c.location}
            if c.kind == "card":
                item["deck"] = c.deck
                item["colour"] = colours[c.colour] if c.colour >= 0 else None
            if src.cost is not None:
                item["cost"] = cost_text(src.cost)
            item["dsl"] = component_text(src)
            items.append(item)
        return items

    def _state_to_json(self, state: State, compact: bool) -> dict[str, Any]:
        from oracle.duel.serialize import state_to_json

        return state_to_json(state, compact)

    def state_from_json(self, data: Any) -> State:
        from oracle.duel.serialize import state_from_json

        return state_from_json(self, data)

    # ---- actions and records -------------------------------------------------------------------------
    def _action_from_json(self, value: Any, path: str) -> Action:
        from oracle.duel.record import action_from_json

        return action_from_json(self.rules, value, path)

    @classmethod
    def _write_action(cls, rules: Ruleset, action: Action) -> dict[str, Any]:
        from oracle.duel.record import action_to_json

        return action_to_json(rules, action)

    def _legal_json(self, state: State, player: int | None) -> list[dict[str, Any]]:
        from oracle.duel.record import legal_json

        if player is not None and player not in self._to_move(state):
            return []
        return legal_json(state)

    def _record_from_json(self, value: Any) -> core.Record:
        from oracle.duel.record import record_from_json

        return record_from_json(self.rules, value)

    def _record_to_json(self, record: core.Record) -> dict[str, Any]:
        from oracle.duel.record import record_to_json

        return record_to_json(self.rules, record.setup, record.moves, record.variant, record.meta)

    def _account(self, initial: State, steps: Sequence[core.Step]) -> str:
        from oracle.duel.view import account

        return account(initial, steps)


__all__ = ["VARIANTS", "Action", "Game", "Setup", "State", "Step", "apply", "legal_actions", "play"]


def _in_progress_again(variant: str, spec: str | None, found: Any = None, serial: int = -1) -> Game:
    """A pickled game of a ruleset being built, loaded again (:meth:`Game.in_progress`), over the very
    ruleset it was played with while that is alive."""
    rules = belonging.alive(found, serial) if found is not None else None
    return Game(rules, variant) if rules is not None else Game.in_progress(variant, spec)
