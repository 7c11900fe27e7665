"""The interface every game of the family implements, and the values it trades in.

A :class:`Game` is one game of the family under one ruleset (its spec), one rules variant
and one number of players.  It is a factory and a rule book, never a position: positions are
immutable *states* it makes and transforms (OpenSpiel's Game/State split).

* **Setup**: every chance outcome of a game is drawn up front, from a seed or read from a
  record (``setup_from_seed``, ``setup_from_json``); ``new_game`` gives the state before
  the first decision.
* **Decisions**: ``to_move(state)`` is the set of players who owe a decision (empty once the
  game is over).  In Duel and Architects it holds one player at a time; in the original game
  every player owes one at once and the turn resolves when the last commitment arrives.
  ``legal_actions(state, player)`` lists what a player may do; ``apply(state, action,
  player)`` returns a :class:`Step` (the next state and the typed events the move caused),
  or raises :class:`~oracle.errors.IllegalMoveError` naming the rule broken.
* **Views**: ``observe(state, player)`` is what one player may see (no hidden information),
  ``summary(state)`` the state as the command line and the adapter protocol report it,
  ``score_sheet(state)`` the points, ``state.outcome`` how the game ended.
* **Records**: ``read_record`` / ``record_to_json`` convert the game's record format, whose
  JSON Schema the game publishes; ``replay`` plays one.
* **Spec**: ``rules`` (the compiled ruleset), ``rule_ids`` (id -> summary), ``event_kinds``.

Games are found by name in the registry (:mod:`oracle.core.registry`): ``load_game("duel")``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, NamedTuple, Protocol

from oracle.core import jsonio
from oracle.core.events import Event
from oracle.core.prng import SplitMix64
from oracle.errors import GameChoiceError, IllegalMoveError, InvalidRecordError


class Outcome(Protocol):
    """How a finished game ended: the kind of victory and who won."""

    @property
    def victory(self) -> str: ...
    @property
    def winners(self) -> tuple[int, ...]: ...


class State(Protocol):
    """What the core needs of a game's state: its game, the setup it was dealt from, and its
    outcome (``None`` while in play).  Every other field is the game's own."""

    @property
    def game(self) -> Game: ...
    @property
    def setup(self) -> Any: ...
    @property
    def outcome(self) -> Outcome | None: ...


class Step(NamedTuple):
    """The result of ``apply``: the next state and the events the move caused."""

    state: Any
    events: Sequence[Event]


@dataclass(frozen=True)
class Record:
    """A parsed game record: the setup, the moves in order and who made each (``None``: the
    record format leaves it implied, as Duel's does: the only player owing a decision)."""

    game: str
    setup: Any
    moves: tuple[Any, ...]
    variant: str = "standard"
    players: int = 2
    movers: tuple[int | None, ...] = ()
    meta: Mapping[str, Any] = field(default_factory=dict)

    def mover(self, i: int) -> int | None:
        return self.movers[i] if self.movers else None


class Playout(NamedTuple):
    """A complete game: the first state, every move, every step, and who made each move."""

    initial: Any
    moves: list[Any]
    steps: list[Step]
    movers: tuple[int, ...] = ()

    @property
    def final(self) -> Any:
        return self.steps[-1].state if self.steps else self.initial


class Game(ABC):
    """One game of the family under a ruleset, a variant and a number of players (see the module
    docstring).  Subclasses set the class attributes and implement the abstract methods."""

    name: ClassVar[str]                       # the registry name: "duel"
    title: ClassVar[str]                      # "7 Wonders Duel"
    variants: ClassVar[tuple[str, ...]]       # the first is the default
    player_counts: ClassVar[tuple[int, ...]]  # the numbers of players the game is played with
    # variant -> the player counts it is played with, for a variant played with fewer than all of them
    # (the original game's Free City: 2 players only; its other variants: 3 to 7)
    variant_player_counts: ClassVar[dict[str, tuple[int, ...]]] = {}
    event_kinds: ClassVar[tuple[type[Event], ...]]
    record_format: ClassVar[str]              # the "$id" of the record's JSON Schema

    rules: Any
    variant: str
    players: int

    @classmethod
    def counts_for(cls, variant: str) -> tuple[int, ...]:
        """The numbers of players ``variant`` is played with."""
        return cls.variant_player_counts.get(variant, cls.player_counts)

    # ---- identity ------------------------------------------------------------------------------
    def _identity(self) -> tuple[Any, ...]:
        return (self.name, self.variant, self.players, id(self.rules))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self._identity() == other._identity()

    def __hash__(self) -> int:
        return hash(self._identity())

    def __repr__(self) -> str:
        return f"load_game({self.name!r}, variant={self.variant!r}, players={self.players})"

    @property
    def rule_ids(self) -> dict[str, str]:
        """Every rule id of the game and what the rule says."""
        ids: dict[str, str] = self.rules.rule_ids
        return ids

    # ---- setup ---------------------------------------------------------------------------------
    @abstractmethod
    def setup_from_seed(self, seed: int) -> Any:
        """Every chance outcome drawn by ``SplitMix64(seed)``, in the game's documented order."""

    @abstractmethod
    def setup_from_json(self, value: Any, path: str = "$.setup") -> Any:
        """Read and check a record's ``setup`` object (:class:`~oracle.errors.InvalidRecordError`)."""

    @abstractmethod
    def setup_to_json(self, setup: Any) -> dict[str, Any]: ...

    @abstractmethod
    def initial_state(self, setup: Any) -> Any:
        """The state before the first decision of the game set up by ``setup``."""

    def new_game(self, setup: Any = None, *, seed: int | None = None) -> Any:
        """The state before the first decision: from ``setup``, or from the setup of ``seed``."""
        if setup is None:
            setup = self.setup_from_seed(0 if seed is None else seed)
        elif seed is not None:
            raise ValueError("give a setup or a seed, not both")
        return self.initial_state(setup)

    # ---- decisions -----------------------------------------------------------------------------
    @abstractmethod
    def to_move(self, state: Any) -> tuple[int, ...]:
        """The players who owe a decision, in seat order (empty once the game is over)."""

    @abstractmethod
    def legal_actions(self, state: Any, player: int | None = None) -> list[Any]:
        """What ``player`` may do (default: the only player owing a decision), in a fixed order."""

    @abstractmethod
    def apply(self, state: Any, action: Any, player: int | None = None) -> Step:
        """The next state and the events of ``action`` made by ``player`` (default: the only player
        owing a decision).  Raises :class:`~oracle.errors.IllegalMoveError` with a rule id."""

    def play(self, state: Any, action: Any, player: int | None = None) -> Step:
        """:meth:`apply` for an action known to be legal (one of ``legal_actions``): games may
        skip the check."""
        return self.apply(state, action, player)

    def mover(self, state: Any, player: int | None) -> int:
        """The acting player: ``player``, which must owe a decision, or the only one who does."""
        owing = self.to_move(state)
        if player is None:
            if len(owing) == 1:
                return owing[0]
            if not owing:
                raise IllegalMoveError("game.over", "the game is over; no move can follow")
            raise IllegalMoveError(self.turn_rule, "several players owe a decision: say which one moves")
        if player not in owing:
            if not owing:
                raise IllegalMoveError("game.over", "the game is over; no move can follow")
            raise IllegalMoveError(self.turn_rule, f"player {player} does not owe a decision now (to move: "
                                                   + ", ".join(str(p) for p in owing) + ")")
        return player

    turn_rule: ClassVar[str] = "turn.order"   # the rule id of "it is not this player's decision"

    # ---- views ---------------------------------------------------------------------------------
    @abstractmethod
    def observe(self, state: Any, player: int) -> dict[str, Any]:
        """What ``player`` may see of ``state``, as JSON: no hidden information."""

    @abstractmethod
    def summary(self, state: Any) -> dict[str, Any]:
        """The state as ``oracle replay --json`` and the adapter's ``state`` answer report it."""

    def protocol_state(self, state: Any) -> dict[str, Any]:
        """The state as the adapter protocol's ``state`` answer reports it (the game's state schema);
        by default the summary."""
        return self.summary(state)

    @abstractmethod
    def score_sheet(self, state: Any) -> list[dict[str, int]]:
        """Each player's points by category, and ``total``, as the game's scoring counts them now."""

    def state_to_json(self, state: Any, compact: bool = False) -> dict[str, Any]:
        """Everything in ``state``, hidden information included, as JSON (``compact``: component
        indexes instead of names): how a state is stored and restored."""
        raise NotImplementedError(f"{self.title} does not store states")

    def state_from_json(self, data: Any) -> Any:
        """The state :meth:`state_to_json` wrote (:class:`~oracle.errors.InvalidRecordError` if malformed)."""
        raise NotImplementedError(f"{self.title} does not store states")

    def spec_listing(self) -> list[dict[str, Any]]:
        """Every component of the spec as ``oracle spec`` lists it: kind, name, source (file:line),
        what the game adds (Duel: deck, colour, cost) and the component in the effect language."""
        raise NotImplementedError(f"{self.title} does not list its spec")

    def spec_files(self) -> tuple[str, ...]:
        """The files the spec was read from."""
        files: tuple[str, ...] = self.rules.files
        return files

    # ---- actions and records -------------------------------------------------------------------
    @abstractmethod
    def action_from_json(self, value: Any, path: str = "$") -> Any:
        """An action from its record form (:class:`~oracle.errors.InvalidRecordError`)."""

    @abstractmethod
    def action_to_json(self, action: Any) -> dict[str, Any]: ...

    def action(self, kind: str, **fields: Any) -> Any:
        """An action built by name, with the fields its record form has:
        ``game.action("build", card="Baths")``."""
        return self.action_from_json({"action": kind, **fields}, "action")

    @abstractmethod
    def legal_json(self, state: Any, player: int | None = None) -> list[dict[str, Any]]:
        """The legal actions in their record form, with what the game adds to a legal list (a
        build's cost), in legal order."""

    @abstractmethod
    def record_from_json(self, value: Any) -> Record: ...

    @abstractmethod
    def record_to_json(self, record: Record) -> dict[str, Any]: ...

    def read_record(self, text: str | bytes) -> Record:
        """A record from JSON text, through the input boundary (strict, bounded JSON)."""
        return self.record_from_json(jsonio.loads(text, jsonio.RECORD, "the record", InvalidRecordError))

    def record(self, setup: Any, moves: Sequence[Any], movers: Sequence[int | None] = (),
               meta: Mapping[str, Any] | None = None) -> Record:
        """A record of this game (its variant and player count) from a setup and moves."""
        return Record(self.name, setup, tuple(moves), self.variant, self.players, tuple(movers), dict(meta or {}))

    def replay(self, record: Record) -> tuple[Any, list[Step]]:
        """Play the record's moves from its setup.  The first illegal move raises
        :class:`~oracle.errors.IllegalMoveError` with its index; a move after which the game's
        invariants fail (:meth:`check_step`: every component accounted for, coins conserved where
        they are) is refused with :class:`~oracle.errors.InvalidRecordError` at its path, so that
        a record never plays on with a card or a coin lost."""
        state = self.new_game(record.setup)
        steps: list[Step] = []
        for i, action in enumerate(record.moves):
            try:
                step = self.apply(state, action, record.mover(i))
            except IllegalMoveError as error:
                raise error.at(i) from None
            problems = self.check_step(state, step)
            if problems:
                raise InvalidRecordError(f"$.moves[{i}]", "after this move the game's invariants fail: "
                                                          + "; ".join(problems[:3]))
            steps.append(step)
            state = step.state
        return state, steps

    # ---- hidden information and invariants ---------------------------------------------------------
    def resample_from_infostate(self, state: Any, player: int, rng: SplitMix64) -> Any:
        """A state that ``player`` cannot tell apart from ``state``: everything hidden from them
        redrawn (OpenSpiel's ``ResampleFromInfostate``).  ``observe(state, player)`` must equal
        ``observe(resampled, player)``; the generic tests check it.  The default redraws nothing."""
        return state

    def check_step(self, before: Any, step: Step) -> list[str]:
        """The invariants the game declares (coins conserved, every component accounted for...),
        checked across one step: the problems found, none when all hold."""
        return []

    # ---- published schemas ------------------------------------------------------------------------
    speaks_protocol_1: ClassVar[bool] = False   # served under wonders-adapter/1 too (7 Wonders Duel)

    def schema_defs(self) -> dict[str, Any]:
        """The JSON Schema definitions of the game's values: ``setup``, ``move``, ``legal_action``,
        ``player``, ``state``, ``observation``, ``event``, ``record`` and the names they use."""
        raise NotImplementedError(f"{self.title} publishes no schemas yet")

    def record_schema(self) -> dict[str, Any]:
        """The JSON Schema of the game's record format."""
        raise NotImplementedError(f"{self.title} publishes no schemas yet")

    # ---- the conformance kit ----------------------------------------------------------------------
    def conformance_kit(self) -> Any:
        """What the conformance runner needs to know of this game (its suite folder, commonly-wrong
        rules, rule blame, golden steps), or ``None``: the game has no suite yet."""
        return None

    # ---- documentation --------------------------------------------------------------------------
    @classmethod
    def docs_section(cls, root: Any) -> Any:
        """The game's section of the rules reference site, built from the checkout at ``root``
        (``None``: the game has none yet).  See :mod:`oracle.docs.hooks` for what it provides."""
        return None

    # ---- text ----------------------------------------------------------------------------------
    @abstractmethod
    def account(self, initial: Any, steps: Sequence[Step]) -> str:
        """A readable account of a game: a line per move, what it caused, the final score."""

    # ---- random play ---------------------------------------------------------------------------
    def random_moves(self, state: Any, rng: SplitMix64) -> Iterator[tuple[Any, int, Step]]:
        """Play from ``state`` to the end, each move drawn uniformly among the legal actions of
        each player owing a decision (in seat order): ``rng.below(len(actions))``."""
        while state.outcome is None:
            player = self.to_move(state)[0]
            actions = self.legal_actions(state, player)
            action = actions[rng.below(len(actions))]
            step = self.play(state, action, player)
            yield action, player, step
            state = step.state

    def random_play(self, seed: int, **options: Any) -> tuple[Any, Iterator[tuple[Any, int, Step]]]:
        """The first state of the random game of ``seed`` and an iterator over its moves (action,
        player, step): ``SplitMix64(seed)`` draws the setup, then every move.  ``options`` are the
        game's own (Duel's ``first_game``); an option the game does not know is refused."""
        if options:
            raise GameChoiceError(f"{self.title} has no option {', '.join(sorted(options))}")
        rng = SplitMix64(seed)
        initial = self.new_game(self.draw_setup(rng))
        return initial, self.random_moves(initial, rng)

    def random_ending(self, seed: int, **options: Any) -> tuple[int, Any]:
        """The number of moves and the last state of the random game of ``seed`` (see
        :meth:`random_play`), nothing kept on the way: what ``oracle play --games`` keeps of a game.
        A game may answer it faster than by playing :meth:`random_play` through; the answer is the
        same."""
        state, moves_iterator = self.random_play(seed, **options)
        moves = 0
        for _, _, step in moves_iterator:
            moves += 1
            state = step.state
        return moves, state

    def random_game(self, seed: int, **options: Any) -> Playout:
        """The random game of ``seed`` (see :meth:`random_play`), every move and step kept."""
        initial, moves_iterator = self.random_play(seed, **options)
        moves: list[Any] = []
        steps: list[Step] = []
        movers: list[int] = []
        for action, player, step in moves_iterator:
            moves.append(action)
            movers.append(player)
            steps.append(step)
        return Playout(initial, moves, steps, tuple(movers))

    @abstractmethod
    def draw_setup(self, rng: SplitMix64) -> Any:
        """Every chance outcome drawn from ``rng`` (``setup_from_seed`` is ``draw_setup(SplitMix64(seed))``)."""
