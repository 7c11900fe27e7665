"""7 Wonders Architects as a game of the family: the core's interface over the rules of
:mod:`oracle.architects.turn`, registered as ``"architects"``.

Seats are numbered clockwise from 0; one player decides at a time.  The variants are those of
``[variants]`` in ``spec/architects/game.toml``: ``two_player_literal`` (rulings.toml
military.two_player_zero: a 2-player battle of 1 shield against 0 wins 2 tokens, as the rulebook's
words read literally) and ``rhodes_pieces_1_4`` (wonder.rhodes_pieces: the spec's
``variants/rhodes_pieces_1_4.wdl`` replaces Rhodes).
"""

from __future__ import annotations

from typing import Any, ClassVar

from oracle.architects import playout
from oracle.architects import record as records
from oracle.architects.events import EVENTS
from oracle.architects.legal import legal_actions
from oracle.architects.rules.battle import STANDARD, TWO_PLAYER_LITERAL
from oracle.architects.ruleset import load_ruleset
from oracle.architects.setup import draw_setup
from oracle.architects.state import Action, Setup, State
from oracle.architects.turn import CENTRAL_DECK, apply_logged, initial_state
from oracle.core import game as core
from oracle.core.events import Event, Events
from oracle.core.package import PackageGame
from oracle.core.prng import SplitMix64
from oracle.errors import InvalidArgumentError


class Game(PackageGame):
    name: ClassVar[str] = "architects"
    title: ClassVar[str] = "7 Wonders Architects"
    # spec/architects/game.toml [variants]; a test checks they agree
    variants: ClassVar[tuple[str, ...]] = (STANDARD, TWO_PLAYER_LITERAL, "rhodes_pieces_1_4")
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4, 5, 6, 7)
    variant_titles: ClassVar[dict[str, str]] = {
        STANDARD: "7 Wonders Architects",
        TWO_PLAYER_LITERAL: "7 Wonders Architects (two-player battles as printed)",
        "rhodes_pieces_1_4": "7 Wonders Architects (Rhodes's shields on pieces 1 and 4)"}
    event_kinds: tuple[type[Event], ...] = EVENTS
    record_format: ClassVar[str] = "urn:wonders-oracle:architects:record:v1"
    turn_rule: ClassVar[str] = "turn.order"
    setup_base: ClassVar[type] = Setup
    action_base: ClassVar[type] = Action
    lists_own_actions: ClassVar[bool] = True     # every legal action is one of rules.actions' (or made by its type)

    @classmethod
    def load(cls, variant: str = STANDARD, players: int = 2, spec: str | None = None) -> Game:
        rules = load_ruleset(spec, variant)
        core.check_spec_players(cls.title, players, rules.spec.min_players, rules.spec.max_players, rules.spec.files[0])
        return cls(rules, variant, players)

    # ---- setup ---------------------------------------------------------------------------------
    def _draw_setup(self, rng: SplitMix64) -> Setup:
        return draw_setup(self.rules, self.players, rng)

    def _setup_from_json(self, value: Any, path: str) -> Setup:
        return records.setup_from_json(self.rules, value, self.players, path)

    def _initial_state(self, setup: Setup) -> State:
        if setup.players != self.players:
            raise InvalidArgumentError(f"setup must be a setup of {self.described}, not a setup for "
                                       f"{setup.players} players")
        return initial_state(self.rules, setup)._replace(game=self)

    # ---- decisions -----------------------------------------------------------------------------
    def _to_move(self, state: State) -> tuple[int, ...]:
        return () if state.outcome is not None else (state.mover,)

    def _decision_reason(self, state: State) -> core.DecisionReason:
        """setup.first_player, turn.order, turn.actions (:mod:`oracle.architects.decisions`)."""
        from oracle.architects.decisions import decision_reason

        return decision_reason(state)

    def _legal_actions(self, state: State, player: int | None) -> list[Action]:
        if state.outcome is not None or (player is not None and player != state.mover):
            return []
        return legal_actions(self.rules, state)

    def _apply(self, state: State, action: Action, player: int | None) -> core.Step:
        self._mover(state, player)
        after, log = apply_logged(self.rules, state, action, self.variant)
        return core.Step(after, Events(log))

    def _play(self, state: State, action: Action, player: int | None) -> core.Step:
        after, log = apply_logged(self.rules, state, action, self.variant, check=False)
        return core.Step(after, Events(log))

    def _random_ending(self, seed: int, **options: Any) -> tuple[int, State]:
        """The random game played through with nothing kept (:func:`oracle.architects.playout.random_ending`)."""
        if options:
            return super()._random_ending(seed, **options)
        return playout.random_ending(self, seed)

    # ---- views ---------------------------------------------------------------------------------
    # ---- actions and records -----------------------------------------------------------------------
    def _legal_json(self, state: State, player: int | None) -> list[dict[str, Any]]:
        return [self._action_to_json(a) for a in self._legal_actions(state, player)]

    def spec_listing(self) -> list[dict[str, Any]]:
        from oracle.dsl.printer import component_text

        items = []
        for c in (*self.rules.spec.cards, *self.rules.spec.wonders, *self.rules.spec.progress):
            item: dict[str, Any] = {"kind": c.kind, "name": c.name, "source": f"{c.pos.file}:{c.pos.line}"}
            if c.colour is not None:
                item["colour"] = c.colour.value
            if c.kind == "progress":
                item["copies"] = self.rules.spec.token_copies(c.name)
            item["dsl"] = component_text(c)
            items.append(item)
        return items

    # ---- the conformance kit ------------------------------------------------------------------------
    def conformance_kit(self) -> Any:
        from oracle.architects.conformance import ArchitectsKit

        return ArchitectsKit()


__all__ = ["CENTRAL_DECK", "Game"]
