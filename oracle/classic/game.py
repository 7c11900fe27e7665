"""7 Wonders as a game of the family: the core's interface over the rules of :mod:`oracle.classic.turn`,
registered as ``"classic"``: the first edition for 3 to 7 players, or 2 with the Free City (variant
``free_city``), and the 2020 edition for 3 to 7 (variant ``edition2020``, whose spec extends the first
edition's: :mod:`oracle.core.extension`).

Seats are numbered clockwise from 0.  In each turn every player owes a decision at once
(turn.choose): ``to_move`` lists the seats still to commit, and the turn resolves when the last
commitment arrives, whatever order they came in.  Babylon B's last card and Halicarnassus's build
from the discard pile are decisions of one player at a time.
"""

from __future__ import annotations

from typing import Any, ClassVar

from oracle.classic import playout
from oracle.classic import record as records
from oracle.classic.events import EVENTS
from oracle.classic.legal import deciding_city, legal_actions, to_move
from oracle.classic.points import POINTS
from oracle.classic.ruleset import load_ruleset
from oracle.classic.rulesets import IN_PROGRESS, RULESETS, SUITES_PENDING, hooks, variants_playing
from oracle.classic.setup import draw_setup
from oracle.classic.state import Action, Setup, State
from oracle.classic.turn import apply_logged, coin_cost, initial_state
from oracle.core import belonging
from oracle.core import game as core
from oracle.core.events import Event, Events
from oracle.core.expansions import Hooks, Points
from oracle.core.options import NO_CHOICE, Choice
from oracle.core.package import PackageGame
from oracle.core.prng import SplitMix64
from oracle.errors import GameChoiceError, InvalidArgumentError
from oracle.text import shown_argument


class Game(PackageGame):
    name: ClassVar[str] = "classic"
    title: ClassVar[str] = "7 Wonders"
    # the rulesets a player can choose (oracle.classic.rulesets), each a variant of spec/classic/game.toml;
    # edition2020 and those playing an expansion extend the first edition (spec/classic/variants/)
    variants: ClassVar[tuple[str, ...]] = tuple(RULESETS)
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4, 5, 6, 7)
    # the Free City's two players; every other ruleset's three to seven
    variant_player_counts: ClassVar[dict[str, tuple[int, ...]]] = {
        variant: (2,) if variant == "free_city" else (3, 4, 5, 6, 7) for variant in RULESETS}
    # each ruleset's name as a reader meets it, those being built included (a game of one names its ruleset)
    variant_titles: ClassVar[dict[str, str]] = {variant: title for variant, (title, _)
                                                in {**RULESETS, **IN_PROGRESS}.items()}
    extension_points: ClassVar[Points | None] = POINTS
    event_kinds: tuple[type[Event], ...] = EVENTS
    record_format: ClassVar[str] = "urn:wonders-oracle:classic:record:v1"
    turn_rule: ClassVar[str] = "turn.choose"
    setup_base: ClassVar[type] = Setup
    action_base: ClassVar[type] = Action
    lists_own_actions: ClassVar[bool] = True     # every legal action is one of rules.actions' (or made by its type)

    @classmethod
    def load(cls, variant: str = "standard", players: int = 3, spec: str | None = None,
             rule_options: Choice = NO_CHOICE) -> Game:
        """``variant`` for ``players``, with the readings ``rule_options`` chooses of its rule options
        (:meth:`~oracle.core.game.Game.with_rule_options` checks them)."""
        cls._known_variant(variant)
        if type(players) is int and players not in cls.counts_for(variant) and cls.players_note(variant, players):
            raise GameChoiceError(f"{cls.title} is played by {', '.join(map(str, cls.counts_for(variant)))} players "
                                  f"under the variant {variant}, not {players}{cls.players_note(variant, players)}")
        rules = load_ruleset(spec, variant, rule_options)
        if variant != "free_city":
            core.check_spec_players(cls.title, players, rules.spec.min_players, rules.spec.max_players,
                                    rules.spec.files[0])
        return cls(rules, variant, players)

    @classmethod
    def suite_pending(cls, variant: str) -> str | None:
        """The reason :data:`oracle.classic.rulesets.SUITES_PENDING` gives, if it lists ``variant``."""
        return SUITES_PENDING.get(variant)

    @classmethod
    def players_note(cls, variant: str, players: int) -> str:
        """free_city.setup: two players play the Free City, with the base game alone; a ruleset playing
        an expansion refuses them, naming the rulesets one can choose (no source says how an
        expansion's components would join the Free City's game)."""
        if not RULESETS[variant][1] or players not in cls.variant_player_counts["free_city"]:
            return ""
        counts = cls.counts_for(variant)
        return (f": the Free City, for {players} players, is played with the base game alone, without the "
                f"{' and the '.join(RULESETS[variant][1]).title()} (free_city.setup); choose "
                + " or ".join(v for v in cls.variants if players in cls.counts_for(v))
                + f" for {players} players, or one of "
                + ", ".join(v for v in cls.variants if cls.counts_for(v) == counts)
                + f" for {counts[0]} to {counts[-1]}")

    @classmethod
    def expansions_of(cls, variant: str) -> Hooks:
        cls._known_variant(variant)
        return hooks(variant)

    @classmethod
    def variants_of_their_own(cls) -> tuple[str, ...]:
        """The variants playing an expansion, read from the ruleset list (no expansion imported)."""
        return tuple(v for v, (_, played) in RULESETS.items() if played)

    def ruleset_variants(self) -> tuple[str, ...]:
        """The variants played on this game's ruleset: those playing the same expansions (the base
        game's three for none)."""
        return variants_playing(self.rules.hooks.names, self.variant)

    @property
    def published_as(self) -> str:
        """``classic``, or the game's name and its expansions' joined by hyphens (``classic-<expansion>``):
        the folder of the ruleset's schemas and suite."""
        return "-".join((self.name, *self.rules.hooks.names))

    @classmethod
    def _known_variant(cls, variant: str) -> None:
        """A variant one can choose; :class:`GameChoiceError` otherwise (a ruleset being built included)."""
        if variant not in cls.variants:
            raise GameChoiceError(f"{cls.title} has no variant {shown_argument(variant)}; known: "
                                  + ", ".join(cls.variants))

    @classmethod
    def in_progress(cls, variant: str, players: int = 3, spec: str | None = None,
                    rule_options: Choice = NO_CHOICE) -> Game:
        """A ruleset still being built (:data:`oracle.classic.rulesets.IN_PROGRESS`), for its own tests:
        nothing a user runs chooses it."""
        if variant not in IN_PROGRESS:
            raise GameChoiceError(f"no ruleset of {cls.title} named {shown_argument(variant)} is being built; "
                                  f"being built: {', '.join(IN_PROGRESS) or 'none'}")
        rules = load_ruleset(spec, variant, rule_options)
        core.check_spec_players(cls.title, players, rules.spec.min_players, rules.spec.max_players,
                                rules.spec.files[0])
        return cls(rules, variant, players)

    def __reduce__(self) -> tuple[Any, ...]:
        """A game of a ruleset being built pickles as one (no user's choice loads it again)."""
        if self.variant in IN_PROGRESS:
            found = belonging.origin(self.rules)
            return _in_progress_again, (self.variant, self.players, None if found is None else found.spec,
                                        self.rules.choice)
        return super().__reduce__()

    # ---- setup ---------------------------------------------------------------------------------
    def _draw_setup(self, rng: SplitMix64) -> Setup:
        return draw_setup(self.rules, self.players, rng, free_city=self.variant == "free_city")

    def _setup_from_json(self, value: Any, path: str) -> Setup:
        return records.setup_from_json(self.rules, value, self.players, path, self.variant == "free_city")

    def _initial_state(self, setup: Setup) -> State:
        if setup.players != self.players or setup.free_city != (self.variant == "free_city"):
            raise InvalidArgumentError(f"setup must be a setup of {self.described}, not a setup for "
                                       f"{setup.players} players"
                                       f"{' and the Free City' * setup.free_city}")
        return initial_state(self.rules, setup)._replace(game=self)

    def _age(self, state: State) -> int:
        """The Age in play (age.*): from 1, 0 before Age I."""
        return state.age

    # ---- decisions -----------------------------------------------------------------------------
    def _to_move(self, state: State) -> tuple[int, ...]:
        return to_move(state)

    def _decision_reason(self, state: State) -> core.DecisionReason:
        """turn.choose, free_city.choose, then the decisions at the end of a turn in their order
        (:mod:`oracle.classic.decisions`)."""
        from oracle.classic.decisions import decision_reason

        return decision_reason(self.rules, state)

    def _legal_actions(self, state: State, player: int | None) -> list[Action]:
        if player is None:
            owing = to_move(state)
            if len(owing) != 1:
                return []
            player = owing[0]
        return legal_actions(self.rules, state, player)

    def _apply(self, state: State, action: Action, player: int | None) -> core.Step:
        seat = self._mover(state, player)
        after, log = apply_logged(self.rules, state, action, seat)
        return core.Step(after, Events(log))

    def _play(self, state: State, action: Action, player: int | None) -> core.Step:
        after, log = apply_logged(self.rules, state, action, player if player is not None else to_move(state)[0],
                                  check=False)
        return core.Step(after, Events(log))

    def _random_ending(self, seed: int, **options: Any) -> tuple[int, State]:
        """A round in which every player commits is drawn seat by seat and resolved at once
        (:func:`oracle.classic.playout.random_ending`)."""
        if options:
            return super()._random_ending(seed, **options)
        return playout.random_ending(self, seed)

    # ---- views ---------------------------------------------------------------------------------
    # ---- actions and records -----------------------------------------------------------------------
    def _legal_json(self, state: State, player: int | None) -> list[dict[str, Any]]:
        """The legal actions, each build and stage with its ``cost``: the coins it takes in all."""
        out = []
        for a in self._legal_actions(state, player):
            item = self._action_to_json(a)
            if "pay" in item:
                seat = deciding_city(state, player if player is not None else to_move(state)[0])
                item["cost"] = coin_cost(self.rules, state, seat, a) + a.left + a.right + a.bank
            out.append(item)
        return out

    def spec_listing(self) -> list[dict[str, Any]]:
        from oracle.dsl.printer import component_text

        items = []
        for c in (*self.rules.spec.cards, *self.rules.spec.wonders):
            item: dict[str, Any] = {"kind": c.kind, "name": c.name, "source": f"{c.pos.file}:{c.pos.line}"}
            if c.colour is not None:
                item["colour"] = c.colour.value
            item["dsl"] = component_text(c)
            items.append(item)
        return items

    # ---- the conformance kit ------------------------------------------------------------------------
    def conformance_kit(self) -> Any:
        """The kit of the base game's suite; none for a ruleset whose suite is not yet published."""
        if self.suite_pending(self.variant) is not None:
            return None
        from oracle.classic.conformance import ClassicKit

        return self.rules.hooks.call("conformance_kit", ClassicKit())


def _in_progress_again(variant: str, players: int, spec: str | None, choice: Choice = NO_CHOICE) -> Game:
    """A pickled game of a ruleset being built, loaded again (:meth:`Game.in_progress`)."""
    return Game.in_progress(variant, players, spec, choice)


__all__ = ["Game"]
