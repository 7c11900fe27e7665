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
  ``decision_reason(state)`` says why they owe it and names the rule that makes it so (a move
  made out of turn is refused with it).
  ``legal_actions(state, player)`` lists what a player may do; ``apply(state, action,
  player)`` returns a :class:`Step` (the next state and the typed events the move caused),
  or raises :class:`~oracle.errors.IllegalMoveError` naming the rule broken.
* **Views**: ``observe(state, player)`` is what one player may see (no hidden information),
  ``summary(state)`` the state as the command line reports it (``protocol_state(state)`` as the
  adapter protocol does),
  ``score_sheet(state)`` the points, ``state.outcome`` how the game ended.
* **Records**: ``read_record`` / ``record_to_json`` convert the game's record format, whose
  JSON Schema the game publishes; ``replay`` plays one.
* **Spec**: ``rules`` (the compiled ruleset), ``rule_ids`` (id -> summary), ``event_kinds``.

**The boundary.**  This class owns the public verbs (``apply``, ``observe``...): each checks
its arguments — a seat is a whole number from 0 to ``players - 1`` (never a ``bool``); a state,
setup, action or record was made by this game (its variant, its number of players, its rules);
a seed is a whole number from 0 to 2**64 - 1 — and raises
:class:`~oracle.errors.InvalidArgumentError` (a ``ValueError``) when one is not, then calls the
game's hook of the same name with a leading underscore (``_apply``, ``_observe``...), which may
take its arguments as given.  A game never redefines a public verb (defining one is refused when
the class is made), so no game can forget a check.  The checks are identity and type tests:
``play`` and the random games (which call the hooks) stay as fast as before.

Games are found by name in the registry (:mod:`oracle.core.registry`): ``load_game("duel")``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, NamedTuple, Protocol

from oracle.core import belonging, jsonio
from oracle.core.catalog import option_refused
from oracle.core.events import Event
from oracle.core.expansions import Hooks, Points
from oracle.core.options import RuleOption, choose, read_choice, with_choice
from oracle.core.prng import SplitMix64
from oracle.core.records import read_entries
from oracle.errors import GameChoiceError, IllegalMoveError, InvalidArgumentError, InvalidRecordError
from oracle.text import shown_argument, shown_fields, shown_json

MOST_SEED = 2**64 - 1       # seeds are SplitMix64 states: 0 to 2**64 - 1


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


class DecisionReason(NamedTuple):
    """Why the players of ``to_move`` owe the decision at hand: the id of the rule that makes it
    theirs and a sentence saying so (``"player 1 chooses who begins Age II"``)."""

    rule: str
    text: str

    def to_json(self) -> dict[str, str]:
        return {"rule": self.rule, "text": self.text}


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
    # the coins each move takes, as the record states them (``None``: not stated); checked by replay
    costs: tuple[int | None, ...] = ()
    # the readings of the ruleset's rule options the game was played with, other than the defaults
    # (oracle.core.options), in declared order; written as the record's ``rule_options``
    rule_options: tuple[tuple[str, str], ...] = ()

    def mover(self, i: int) -> int | None:
        return self.movers[i] if self.movers else None

    def cost(self, i: int) -> int | None:
        return self.costs[i] if self.costs else None


class Playout(NamedTuple):
    """A complete game: the first state, every move, every step, and who made each move."""

    initial: Any
    moves: list[Any]
    steps: list[Step]
    movers: tuple[int, ...] = ()

    @property
    def final(self) -> Any:
        return self.steps[-1].state if self.steps else self.initial


def check_spec_players(title: str, players: int, low: int, high: int, where: str) -> None:
    """A spec folder may be written for fewer players than the game is played with
    (``game.min_players`` and ``game.max_players`` of its ``game.toml``, at ``where``): another number
    of players is refused (:class:`~oracle.errors.GameChoiceError`)."""
    if not low <= players <= high:
        raise GameChoiceError(f"the spec of {title} ({where}) is for {low} to {high} players, not {players}")


class RulesetValue:
    """A game's own value type of its ruleset (``game.action_type``, ``game.setup_type``): the
    subclass of the game's type ``base_attribute`` names that :func:`oracle.core.belonging.value_type`
    makes for the game's compiled ruleset, worked out on first use and kept by the game."""

    def __init__(self, base_attribute: str):
        self.base_attribute = base_attribute

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, game: Any, owner: type | None = None) -> Any:
        base = getattr(owner if game is None else type(game), self.base_attribute)
        if game is None:
            return base
        made = belonging.value_type(game.rules, base)
        setattr(game, self.name, made)     # read as a plain attribute from now on (not by way of
        # ``game.__dict__``, which would make a dict of the game's attributes: every read of them slower)
        return made


# The keys of a game's own summary that the core's summary says in its one shape instead (a game
# names its winners, victory and Age in its own ways: Duel's ``winner``, the original game's "III").
SUMMARY_OWNED = frozenset({"winner", "winners", "victory", "age", "status", "to_move"})


# The public verbs this class owns (each checks its arguments, then calls the hook ``_<verb>``).
PUBLIC_VERBS = frozenset({
    "new_game", "setup_from_seed", "draw_setup", "initial_state", "setup_from_json", "setup_to_json",
    "action_from_json", "to_move", "decision_reason",
    "legal_actions",
    "apply", "play", "mover", "observe", "summary", "protocol_state", "score_sheet", "state_to_json",
    "legal_json", "action_to_json", "record_from_json", "record_to_json", "read_record", "record", "replay",
    "account", "resample_from_infostate", "check_step", "random_moves", "random_play", "random_ending",
    "random_game",
})


class Game(ABC):
    """One game of the family under a ruleset, a variant and a number of players (see the module
    docstring).  Subclasses set the class attributes and implement the hooks (``_apply``...)."""

    name: ClassVar[str]                       # the registry name: "duel"
    title: ClassVar[str]                      # "7 Wonders Duel"
    variants: ClassVar[tuple[str, ...]]       # the first is the default
    player_counts: ClassVar[tuple[int, ...]]  # the numbers of players the game is played with
    # variant -> the player counts it is played with, for a variant played with fewer than all of them
    # (the original game's Free City: 2 players only; its other variants: 3 to 7)
    variant_player_counts: ClassVar[dict[str, tuple[int, ...]]] = {}
    # variant -> the ruleset's name as a reader meets it (headers, reports, docs); a variant not listed
    # is named by the game's title alone (see :meth:`title_of`)
    variant_titles: ClassVar[dict[str, str]] = {}
    # the options of the game's random play (``random_game(seed, first_game=True)``): name -> what it does
    options: ClassVar[dict[str, str]] = {}
    event_kinds: tuple[type[Event], ...]   # a class's, or (with expansions) the ruleset's
    record_format: ClassVar[str]              # the "$id" of the record's JSON Schema
    # the game's value types (tuples naming components by index); each ruleset has its own subclass of
    # each (oracle.core.belonging), ``setup_type`` and ``action_type``: what ``setup_from_seed`` makes and
    # ``legal_actions`` lists, and what the public verbs take as the game's own
    setup_base: ClassVar[type]
    action_base: ClassVar[type]
    setup_type = RulesetValue("setup_base")
    action_type = RulesetValue("action_base")
    # whether the game's ``_legal_actions`` lists only actions of its ruleset's own type: then
    # ``legal_actions`` hands its list out as it is; otherwise each action is looked at, and a list
    # holding one of the base type is made again of the ruleset's (tests/games/test_every_game.py
    # checks every game that says so at every position of a random game)
    lists_own_actions: ClassVar[bool] = False

    rules: Any
    variant: str
    players: int

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        redefined = sorted(PUBLIC_VERBS & set(vars(cls)))
        if redefined:
            raise TypeError(f"{cls.__qualname__} redefines {', '.join(redefined)}: the core's public verbs check "
                            f"their arguments; a game implements the hooks ({', '.join('_' + v for v in redefined)})")
        if "action_base" in vars(cls):
            belonging.writes(cls.action_base, cls._write_action)
        if "setup_base" in vars(cls):
            belonging.writes(cls.setup_base, cls._write_setup)

    @classmethod
    def counts_for(cls, variant: str) -> tuple[int, ...]:
        """The numbers of players ``variant`` is played with."""
        return cls.variant_player_counts.get(variant, cls.player_counts)

    @classmethod
    def suite_pending(cls, variant: str) -> str | None:
        """Why the conformance suite of the ruleset ``variant`` is not yet published, or None when it is
        (or the game has none): the pages, ``oracle conform`` and the tests over every suite name the
        ruleset and this reason instead of its suite."""
        return None

    @classmethod
    def players_note(cls, variant: str, players: int) -> str:
        """What a game adds to the refusal of ``players`` players under ``variant`` (another ruleset
        played by that many, say): nothing unless the game says so."""
        return ""

    @classmethod
    def title_of(cls, variant: str) -> str:
        """The name of the ruleset ``variant`` plays, as a reader meets it: ``7 Wonders (2020 edition)``,
        ``7 Wonders Duel: Pantheon``."""
        return cls.variant_titles.get(variant, cls.title)

    @property
    def ruleset_title(self) -> str:
        """The name of this game's ruleset, as a reader meets it (:meth:`title_of` its variant)."""
        return self.title_of(self.variant)

    @property
    def declared_rule_options(self) -> tuple[RuleOption, ...]:
        """The rule options this game's ruleset declares (:mod:`oracle.core.options`): the readings of
        its open points an engine may choose, each by name."""
        declared: tuple[RuleOption, ...] = getattr(self.rules, "rule_options", ())
        return declared

    @property
    def rule_options(self) -> dict[str, str]:
        """The readings this game plays other than the defaults, by option (empty: every default)."""
        return dict(getattr(self.rules, "choice", ()))

    def with_rule_options(self, given: Mapping[str, Any], path: str | None = None) -> Game:
        """This game with the readings ``given`` sets (by option name; an option not named keeps its
        default).  An unknown option or reading is a :class:`~oracle.errors.GameChoiceError`, or an
        :class:`~oracle.errors.InvalidRecordError` at ``path`` (``$.rule_options``: read from a record)."""
        choice = choose(self.declared_rule_options, given, self.ruleset_title, path)
        if choice == tuple(getattr(self.rules, "choice", ())):
            return self
        found = belonging.origin(self.rules)
        loader: Any = type(self).load  # type: ignore[attr-defined]
        more = {"rule_options": choice} if choice else {}
        game: Game = loader(variant=self.variant, players=self.players, spec=None if found is None else found.spec,
                            **more)
        return game

    @property
    def described(self) -> str:
        """The game as a message names it: its ruleset and its number of players (``7 Wonders (first
        edition) for 5 players``)."""
        return f"{self.ruleset_title} for {self.players} players"

    # ---- identity ------------------------------------------------------------------------------
    def _identity(self) -> tuple[Any, ...]:
        return (self.name, self.variant, self.players, belonging.identity(self.rules))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self._identity() == other._identity()

    def __hash__(self) -> int:
        return hash(self._identity())

    def __repr__(self) -> str:
        chosen = self.rule_options
        more = f", rule_options={chosen!r}" if chosen else ""
        return f"load_game({self.name!r}, variant={self.variant!r}, players={self.players}{more})"

    # A game is a rule book, never a position: copying it gives itself, and it pickles by reference
    # (its name, variant, number of players and the spec folder its ruleset was loaded from), so that
    # states, setups and actions copy and pickle with it and compare equal to the originals.
    def __copy__(self) -> Game:
        return self

    def __deepcopy__(self, memo: Any) -> Game:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        found = belonging.origin(self.rules)
        if found is None:
            raise TypeError(f"{self!r} was made from a ruleset compiled by hand, not loaded: it cannot be pickled")
        return _load_again, (self.name, self.variant, self.players, found.spec, found, belonging.live(self.rules),
                             found.choice)

    @classmethod
    def _from_rules(cls, rules: Any, variant: str, players: int) -> Game | None:
        """The game played with ``rules``, a ruleset the game's loader gave before (what an unpickled game
        takes when that ruleset is still alive); None where the game cannot be made from a ruleset."""
        return None

    # a game with expansions declares where they plug in (oracle.core.expansions); None for one without
    extension_points: ClassVar[Points | None] = None

    @classmethod
    def expansions_of(cls, variant: str) -> Hooks | None:
        """The expansions the ruleset ``variant`` plays, composed at the game's extension points
        (None for a game that declares none)."""
        return None

    @classmethod
    def variants_of_their_own(cls) -> tuple[str, ...]:
        """The variants with a ruleset of their own, and so a suite and schemas of their own (those
        playing an expansion); none for a game that declares no extension points."""
        return ()

    def ruleset_variants(self) -> tuple[str, ...]:
        """The variants played on this game's ruleset (all of the game's, unless a variant has a
        ruleset of its own): what one conformance suite and one set of schemas cover."""
        return type(self).variants

    @property
    def published_as(self) -> str:
        """The name of the folders holding what the oracle publishes for this game's ruleset
        (``spec/schema/<name>/``, ``spec/conformance/<name>/``): the game's name, unless a variant
        has a ruleset of its own (7 Wonders Duel's Pantheon: ``duel-pantheon``)."""
        return self.name

    @property
    def rule_ids(self) -> dict[str, str]:
        """Every rule id of the game and what the rule says."""
        ids: dict[str, str] = self.rules.rule_ids
        return ids

    # ---- the boundary: what every public verb checks ----------------------------------------------
    def check_seat(self, player: Any, what: str = "player") -> int:
        """``player`` if it is a seat of this game: a whole number (not a ``bool``) from 0 to
        ``players - 1``; else :class:`~oracle.errors.InvalidArgumentError`."""
        if type(player) is int and 0 <= player < self.players:
            return player
        if isinstance(player, int) and not isinstance(player, bool) and 0 <= player < self.players:
            return int(player)
        raise InvalidArgumentError(f"{what} must be a seat of {self.described}: a whole number from 0 to "
                                   f"{self.players - 1}, not {shown_argument(player)}")

    def _own_state(self, state: Any, what: str = "state") -> None:
        """``state`` was made by this game (or by one equal to it: same name, variant, players, rules)."""
        game = getattr(state, "game", None)
        if game is not self and not (isinstance(game, Game) and game == self):
            made = f"a state of {game.described}" if isinstance(game, Game) else shown_argument(state)
            if isinstance(game, Game) and game.described == self.described:
                made += " whose ruleset was loaded apart (from another spec folder, or compiled by hand)"
            raise InvalidArgumentError(f"{what} must be a state of {self.described}, not {made}")

    def _own_action(self, action: Any, what: str = "action") -> Any:
        """``action`` as an action of this game's ruleset (``action_type``): one of its own as it is; one
        of the game's type written by hand (``Action("build", 12)``), which belongs to no ruleset, once its
        fields are checked; an action of another ruleset, or anything else, is refused
        (:class:`~oracle.errors.InvalidArgumentError`)."""
        if type(action) is self.action_type:
            return action
        return self._adopted(action, what, "an action", self.action_base, self.action_type, self._action_to_json,
                             self._action_from_json, "one of legal_actions(state), or made by action(...) or "
                                                     "action_from_json(...)")

    def _own_setup(self, setup: Any, what: str = "setup") -> Any:
        """``setup`` as a setup of this game's ruleset (see :meth:`_own_action`)."""
        if type(setup) is self.setup_type:
            return setup
        return self._adopted(setup, what, "a setup", self.setup_base, self.setup_type, self._setup_to_json,
                             lambda value, path: self._setup_from_json(value, path),
                             "made by setup_from_seed, draw_setup or setup_from_json")

    def _adopted(self, value: Any, what: str, kind: str, base: type, own: Any, write: Any, read: Any,
                 made_how: str) -> Any:
        """A value of the game's type ``base`` written by hand, taken as naming this game's components
        once its record form reads back as the same value; else one clear refusal."""
        other = belonging.owner(value)
        if other is not None and belonging.same_components(other, self.rules):
            # the same ruleset, loaded again, or played under other readings of its rule options
            return belonging.make(own, tuple(value))
        if other is not None:
            raise InvalidArgumentError(f"{what} must be {kind} of {self.ruleset_title} ({made_how}), not {kind} "
                                       f"of {_ruleset_name(other)}: a value names components by their place in "
                                       f"its own ruleset")
        if type(value) is not base:
            raise InvalidArgumentError(f"{what} must be {kind} of {self.ruleset_title} ({made_how}), not "
                                       f"{shown_argument(value)}")
        again: Any
        try:
            again = read(write(value), what)
        except (InvalidRecordError, LookupError, TypeError, ValueError, AttributeError):
            again = None
        fields: tuple[Any, ...] = tuple(value)      # type: ignore[arg-type]  # a tuple type (NamedTuple)
        if again is None or tuple(again) != fields:
            raise InvalidArgumentError(f"{what} {shown_fields(value)} is not {kind} of {self.ruleset_title}: it "
                                       f"names a component, seat or place the game does not have, or fields its "
                                       f"kind does not take ({made_how})")
        return belonging.make(own, fields)

    def _own_step(self, step: Any, what: str = "step") -> None:
        if not isinstance(step, tuple) or len(step) != 2:
            raise InvalidArgumentError(f"{what} must be a Step (what apply returns), not {shown_argument(step)}")
        self._own_state(step[0], f"{what}.state")

    def _own_record(self, record: Any) -> Record:
        """``record`` if it is a :class:`Record` of this game, its variant and its number of players,
        its setup and moves the game's own (those written by hand taken as such once checked)."""
        if not isinstance(record, Record):
            raise InvalidArgumentError(f"record must be a Record (read_record, record_from_json or record(...)), "
                                       f"not {shown_argument(record)}")
        if record.game != self.name:
            raise InvalidRecordError("$.game", f"expected \"{self.name}\", not {shown_json(record.game)}")
        if record.variant != self.variant:
            raise InvalidRecordError("$.variant", f"a record of the variant {shown_json(record.variant)}; "
                                                  f"{self.described} replays records of the variant "
                                                  f"{self.variant}")
        if record.players != self.players:
            raise InvalidRecordError("$.players", f"a record of {shown_json(record.players)} players; "
                                                  f"{self.described} replays records of {self.players}")
        if tuple(record.rule_options) != tuple(getattr(self.rules, "choice", ())):
            played = ", ".join(f"{k}={v}" for k, v in record.rule_options) or "every default"
            own = ", ".join(f"{k}={v}" for k, v in self.rule_options.items()) or "every default"
            raise InvalidRecordError("$.rule_options", f"a record played with the rule options {played}; this game "
                                                       f"plays {own} (load_game(..., rule_options=...))")
        setup = self._own_setup(record.setup, "record.setup")
        own = self.action_type
        moves = record.moves
        if not all(type(a) is own for a in moves):
            moves = tuple(self._own_action(a, f"record.moves[{i}]") for i, a in enumerate(moves))
        if record.movers and len(record.movers) != len(record.moves):
            raise InvalidArgumentError(f"record.movers must name the player of each of the {len(record.moves)} "
                                       f"moves (or be empty), not {len(record.movers)} players")
        for i, player in enumerate(record.movers):
            if player is not None:
                self.check_seat(player, f"record.movers[{i}]")
        if setup is record.setup and moves is record.moves:
            return record
        return replace(record, setup=setup, moves=moves)

    def _seed(self, seed: Any) -> int:
        if isinstance(seed, int) and not isinstance(seed, bool) and 0 <= seed <= MOST_SEED:
            return int(seed)
        raise InvalidArgumentError(f"seed must be a whole number from 0 to 2**64 - 1, not "
                                   f"{shown_argument(seed)}")

    def _rng(self, rng: Any) -> None:
        if not isinstance(rng, SplitMix64):
            raise InvalidArgumentError(f"rng must be a SplitMix64, not {shown_argument(rng)}")

    def _options(self, options: dict[str, Any]) -> None:
        """Every option is one of the game's (:attr:`options`) and ``True`` or ``False``."""
        for name, value in options.items():
            if name not in self.options:
                raise GameChoiceError(option_refused(self.title, name))
            if type(value) is not bool:
                raise InvalidArgumentError(f"the option {name} is True or False, not {shown_argument(value)}")

    # ---- setup ---------------------------------------------------------------------------------
    def setup_from_seed(self, seed: int) -> Any:
        """Every chance outcome drawn by ``SplitMix64(seed)``, in the game's documented order."""
        return self._typed(self.setup_type, self._draw_setup(SplitMix64(self._seed(seed))))

    def draw_setup(self, rng: SplitMix64) -> Any:
        """Every chance outcome drawn from ``rng`` (``setup_from_seed`` is ``draw_setup(SplitMix64(seed))``)."""
        self._rng(rng)
        return self._typed(self.setup_type, self._draw_setup(rng))

    @abstractmethod
    def _draw_setup(self, rng: SplitMix64) -> Any: ...

    def setup_from_json(self, value: Any, path: str = "$.setup") -> Any:
        """Read and check a record's ``setup`` object (:class:`~oracle.errors.InvalidRecordError`)."""
        if not isinstance(path, str):
            raise InvalidArgumentError(f"path must be a JSON path (a str), not {shown_argument(path)}")
        return self._typed(self.setup_type, self._setup_from_json(value, path))

    @abstractmethod
    def _setup_from_json(self, value: Any, path: str) -> Any: ...

    def setup_to_json(self, setup: Any) -> dict[str, Any]:
        """``setup`` as a record writes it."""
        return self._setup_to_json(self._own_setup(setup))

    def _setup_to_json(self, setup: Any) -> dict[str, Any]:
        return self._write_setup(self.rules, setup)

    @classmethod
    def _write_setup(cls, rules: Any, setup: Any) -> dict[str, Any]:
        """A setup of ``rules`` as a record writes it (the hook of :meth:`setup_to_json`, and the text of
        ``str(setup)``)."""
        raise NotImplementedError(f"{cls.title} does not write setups")

    @staticmethod
    def _typed(own: Any, value: Any) -> Any:
        """``value`` as a value of the ruleset's type ``own`` (a game's code may make the game's type)."""
        return value if type(value) is own else belonging.make(own, tuple(value))

    def initial_state(self, setup: Any) -> Any:
        """The state before the first decision of the game set up by ``setup``."""
        return self._initial_state(self._own_setup(setup))

    @abstractmethod
    def _initial_state(self, setup: Any) -> Any:
        """The hook of :meth:`initial_state`; a setup of another number of players is refused here
        (:class:`~oracle.errors.InvalidArgumentError`)."""

    def new_game(self, setup: Any = None, *, seed: int | None = None) -> Any:
        """The state before the first decision: from ``setup``, or from the setup of ``seed``."""
        if setup is None:
            return self.initial_state(self.setup_from_seed(0 if seed is None else seed))
        if seed is not None:
            raise InvalidArgumentError("give a setup or a seed, not both")
        return self.initial_state(setup)

    # ---- decisions -----------------------------------------------------------------------------
    def to_move(self, state: Any) -> tuple[int, ...]:
        """The players who owe a decision, in seat order (empty once the game is over)."""
        if getattr(state, "game", None) is not self:   # the checks' fast paths inline, here and below
            self._own_state(state)
        return self._to_move(state)

    @abstractmethod
    def _to_move(self, state: Any) -> tuple[int, ...]: ...

    def decision_reason(self, state: Any) -> DecisionReason | None:
        """Why the players of ``to_move(state)`` owe the decision at hand, and the rule that makes
        it theirs; ``None`` once the game is over."""
        if getattr(state, "game", None) is not self:
            self._own_state(state)
        if not self._to_move(state):
            return None
        return self._decision_reason(state)

    def _decision_reason(self, state: Any) -> DecisionReason:
        """The hook of :meth:`decision_reason`, for a game in play.  By default: the game's rule of
        whose turn it is (:attr:`turn_rule`)."""
        owing = self._to_move(state)
        if len(owing) == 1:
            return DecisionReason(self.turn_rule, f"player {owing[0]} owes it")
        return DecisionReason(self.turn_rule, "players " + ", ".join(map(str, owing)) + " each owe one")

    def legal_actions(self, state: Any, player: int | None = None) -> list[Any]:
        """What ``player`` may do (default: the only player owing a decision), in a fixed order:
        nothing for a player who owes no decision."""
        if getattr(state, "game", None) is not self:
            self._own_state(state)
        if player is not None and (type(player) is not int or not 0 <= player < self.players):
            player = self.check_seat(player)
        actions = self._legal_actions(state, player)
        return actions if self.lists_own_actions else self._own_actions(actions)

    def _own_actions(self, actions: list[Any]) -> list[Any]:
        """``actions`` as actions of the ruleset's own type: a list holding one of the game's type is made
        again (a game whose code makes the game's type), each of them made its ruleset's.  (A method of its
        own: the comprehension would make ``legal_actions``' locals cells, each made on every call.)"""
        own = self.action_type
        for action in actions:
            if type(action) is not own:
                return [self._typed(own, a) for a in actions]
        return actions

    @abstractmethod
    def _legal_actions(self, state: Any, player: int | None) -> list[Any]: ...

    def apply(self, state: Any, action: Any, player: int | None = None) -> Step:
        """The next state and the events of ``action`` made by ``player`` (default: the only player
        owing a decision).  Raises :class:`~oracle.errors.IllegalMoveError` with a rule id."""
        if getattr(state, "game", None) is not self:
            self._own_state(state)
        if type(action) is not self.action_type:
            action = self._own_action(action)
        if player is not None and (type(player) is not int or not 0 <= player < self.players):
            player = self.check_seat(player)
        return self._apply(state, action, player)

    @abstractmethod
    def _apply(self, state: Any, action: Any, player: int | None) -> Step: ...

    def play(self, state: Any, action: Any, player: int | None = None) -> Step:
        """:meth:`apply` for an action known to be legal (one of ``legal_actions``): games may
        skip the check of the rules (the arguments are checked all the same)."""
        if getattr(state, "game", None) is not self:
            self._own_state(state)
        if type(action) is not self.action_type:
            action = self._own_action(action)
        if player is not None and (type(player) is not int or not 0 <= player < self.players):
            player = self.check_seat(player)
        return self._play(state, action, player)

    def _play(self, state: Any, action: Any, player: int | None) -> Step:
        return self._apply(state, action, player)

    def mover(self, state: Any, player: int | None) -> int:
        """The acting player: ``player``, which must owe a decision, or the only one who does."""
        self._own_state(state)
        return self._mover(state, None if player is None else self.check_seat(player))

    def _mover(self, state: Any, player: int | None) -> int:
        owing = self._to_move(state)
        if player is None:
            if len(owing) == 1:
                return owing[0]
            if not owing:
                raise IllegalMoveError("game.over", "the game is over; no move can follow")
            raise IllegalMoveError(self.turn_rule, "several players owe a decision: say which one moves")
        if player not in owing:
            if not owing:
                raise IllegalMoveError("game.over", "the game is over; no move can follow")
            raise self._out_of_turn(state, player)
        return player

    def _out_of_turn(self, state: Any, player: int) -> IllegalMoveError:
        """The refusal of a move of ``player``, who owes no decision now: it says who owes it and
        why, naming the rule that makes it theirs (:meth:`decision_reason`); the error's rule is the
        game's rule of whose decision it is (:attr:`turn_rule`)."""
        reason = self._decision_reason(state)
        return IllegalMoveError(self.turn_rule, f"player {player} does not owe a decision now; by the rule "
                                                f"{reason.rule}, {reason.text}")

    turn_rule: ClassVar[str] = "turn.order"   # the rule id of "it is not this player's decision"
    # records.format: whether a move of the game's records names its player (``{"player": 2, "action":
    # ...}``), or leaves it implied (7 Wonders Duel: the only player owing a decision)
    move_names_player: ClassVar[bool] = False

    # ---- views ---------------------------------------------------------------------------------
    def observe(self, state: Any, player: int) -> dict[str, Any]:
        """What ``player`` may see of ``state``, as JSON: no hidden information."""
        if getattr(state, "game", None) is not self:
            self._own_state(state)
        if type(player) is not int or not 0 <= player < self.players:
            player = self.check_seat(player)
        return self._observe(state, player)

    @abstractmethod
    def _observe(self, state: Any, player: int) -> dict[str, Any]: ...

    def summary(self, state: Any) -> dict[str, Any]:
        """The state as ``oracle play --json`` and ``oracle replay --json`` report it, in one shape in
        every ruleset (``spec/schema/answers.schema.json``): first what every game has — ``game``,
        ``variant``, ``ruleset`` (its title), ``status`` (``in_progress`` or ``finished``), ``to_move``
        (the list of the players owing a decision, empty once the game is over), ``age`` (the Age in
        play as a whole number, 0 before Age I; ``null`` in a game without Ages), ``outcome``
        (``null`` while in play, else ``{"victory", "winners"}``: every winner, several in a shared
        victory) and ``scores`` (each player's total points as the score sheet counts them now) — then
        the game's own keys (:meth:`_summary`), among them ``players``, what each seat holds, in seat
        order.  (The adapter's ``state`` answer is
        :meth:`protocol_state`.)"""
        self._own_state(state)
        outcome = state.outcome
        view: dict[str, Any] = {
            "game": self.name, "variant": self.variant, "ruleset": self.ruleset_title,
            "status": "finished" if outcome is not None else "in_progress",
            "to_move": list(self._to_move(state)),
            "age": self._age(state),
            "outcome": None if outcome is None else {"victory": outcome.victory, "winners": list(outcome.winners)},
            "scores": [sheet["total"] for sheet in self._score_sheet(state)],
        }
        for key, value in self._summary(state).items():
            if key not in view and key not in SUMMARY_OWNED:
                view[key] = value
        return view

    def _age(self, state: Any) -> int | None:
        """The Age in play, from 1 (0 before Age I), or ``None`` in a game without Ages (the default)."""
        return None

    @abstractmethod
    def _summary(self, state: Any) -> dict[str, Any]: ...

    def protocol_state(self, state: Any) -> dict[str, Any]:
        """The state as the adapter protocol's ``state`` answer reports it (the game's state schema);
        by default the summary as the game's hook makes it."""
        self._own_state(state)
        return self._protocol_state(state)

    def _protocol_state(self, state: Any) -> dict[str, Any]:
        return self._summary(state)

    def score_sheet(self, state: Any) -> list[dict[str, int]]:
        """Each player's points by category, and ``total``, as the game's scoring counts them now."""
        self._own_state(state)
        return self._score_sheet(state)

    @abstractmethod
    def _score_sheet(self, state: Any) -> list[dict[str, int]]: ...

    def state_to_json(self, state: Any, compact: bool = False) -> dict[str, Any]:
        """Everything in ``state``, hidden information included, as JSON (``compact``: component
        indexes instead of names): how a state is stored and restored."""
        self._own_state(state)
        if type(compact) is not bool:
            raise InvalidArgumentError(f"compact is True or False, not {shown_argument(compact)}")
        return self._state_to_json(state, compact)

    def _state_to_json(self, state: Any, compact: bool) -> dict[str, Any]:
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
    def action_from_json(self, value: Any, path: str = "$") -> Any:
        """An action from its record form (:class:`~oracle.errors.InvalidRecordError`)."""
        if not isinstance(path, str):
            raise InvalidArgumentError(f"path must be a JSON path (a str), not {shown_argument(path)}")
        return self._typed(self.action_type, self._action_from_json(value, path))

    @abstractmethod
    def _action_from_json(self, value: Any, path: str) -> Any: ...

    def action_to_json(self, action: Any) -> dict[str, Any]:
        """``action`` in its record form."""
        return self._action_to_json(self._own_action(action))

    def _action_to_json(self, action: Any) -> dict[str, Any]:
        return self._write_action(self.rules, action)

    @classmethod
    def _write_action(cls, rules: Any, action: Any) -> dict[str, Any]:
        """An action of ``rules`` in its record form (the hook of :meth:`action_to_json`, and the text
        of ``str(action)``)."""
        raise NotImplementedError(f"{cls.title} does not write actions")

    def action(self, kind: str, **fields: Any) -> Any:
        """An action built by name, with the fields its record form has:
        ``game.action("build", card="Baths")``."""
        return self.action_from_json({"action": kind, **fields}, "action")

    def legal_json(self, state: Any, player: int | None = None) -> list[dict[str, Any]]:
        """The legal actions in their record form, with what the game adds to a legal list (a
        build's cost), in legal order."""
        if getattr(state, "game", None) is not self:
            self._own_state(state)
        if player is not None and (type(player) is not int or not 0 <= player < self.players):
            player = self.check_seat(player)
        return self._legal_json(state, player)

    @abstractmethod
    def _legal_json(self, state: Any, player: int | None) -> list[dict[str, Any]]: ...

    @classmethod
    def record_head(cls, value: Any, also: tuple[str, ...] = ()) -> tuple[str, int]:
        """The variant and the number of players a record's JSON says it is played under, checked
        against the game (:class:`~oracle.errors.InvalidRecordError` at ``$.game``, ``$.variant`` or
        ``$.players``): what to load the game with before reading the record.  A record that does not
        give its number of players is read as played by the least its variant is played with.
        ``also``: a variant a loaded game plays beyond those one may choose (a ruleset being built)."""
        if not isinstance(value, dict):
            raise InvalidRecordError("$", "expected a JSON object")
        if value.get("game") != cls.name:
            raise InvalidRecordError("$.game", f"expected \"{cls.name}\", not {shown_json(value.get('game'))}")
        variant = value.get("variant", cls.variants[0])
        if not isinstance(variant, str) or (variant not in cls.variants and variant not in also):
            raise InvalidRecordError("$.variant", f"unknown variant {shown_json(variant)}; expected one of "
                                                  + ", ".join(cls.variants))
        allowed = cls.counts_for(variant)
        if "players" not in value:
            return variant, allowed[0]
        players = value["players"]
        low, high = min(cls.player_counts), max(cls.player_counts)
        if not jsonio.is_int(players) or not low <= players <= high:
            bounds = str(low) if low == high else f"a whole number from {low} to {high}"
            raise InvalidRecordError("$.players", f"expected {bounds}, not {shown_json(players)}")
        if players not in allowed:
            raise InvalidRecordError("$.players", f"the variant {variant} is played by "
                                                  f"{', '.join(map(str, allowed))} players, not {players}")
        return variant, players

    def record_from_json(self, value: Any) -> Record:
        """A record of this game from its JSON (:class:`~oracle.errors.InvalidRecordError` with the
        JSON path of the first problem).  It may be of any variant and number of players the game is
        played with (:meth:`record_head`); only the game of its variant and players replays it.  A move
        may be written in the game's own form or as the legal lists print it, ``{"player": P,
        "action": {...}, "cost": C}`` (records.entry): its player and cost are checked when the record
        is replayed."""
        _, players = self.record_head(value, (self.variant,))
        choice: tuple[tuple[str, str], ...] = ()
        if isinstance(value, dict) and "rule_options" in value:
            given = read_choice(value["rule_options"], "$.rule_options")
            choice = choose(self.declared_rule_options, given, self.ruleset_title, "$.rule_options")
            value = {k: v for k, v in value.items() if k != "rule_options"}
        flat, entries = read_entries(value, players, self._action_from_json, self.move_names_player)
        record = self._record_from_json(flat)
        if choice:
            record = replace(record, rule_options=choice)
        if not entries.movers:
            return record
        count = len(record.moves)
        movers = tuple(entries.movers.get(i, record.mover(i)) for i in range(count))
        costs = tuple(entries.costs.get(i) for i in range(count)) if entries.costs else ()
        return replace(record, movers=movers, costs=costs)

    @abstractmethod
    def _record_from_json(self, value: Any) -> Record: ...

    def record_to_json(self, record: Record) -> dict[str, Any]:
        """``record`` as JSON, in the game's record format; the readings of rule options it was played
        with, other than the defaults, as ``rule_options`` before its ``meta`` and ``setup``."""
        out = self._record_to_json(self._own_record(record))
        return with_choice(out, dict(record.rule_options)) if record.rule_options else out

    @abstractmethod
    def _record_to_json(self, record: Record) -> dict[str, Any]: ...

    def read_record(self, text: str | bytes) -> Record:
        """A record from JSON text, through the input boundary (strict, bounded JSON)."""
        if not isinstance(text, str | bytes | bytearray):
            raise InvalidArgumentError(f"text must be the record's JSON text (str or bytes), not "
                                       f"{shown_argument(text)}")
        return self.record_from_json(jsonio.loads(text, jsonio.RECORD, "the record", InvalidRecordError))

    def record(self, setup: Any, moves: Sequence[Any], movers: Sequence[int | None] = (),
               meta: Mapping[str, Any] | None = None) -> Record:
        """A record of this game (its variant and player count) from a setup and moves (each checked as
        the game's own: :meth:`_own_setup`, :meth:`_own_action`)."""
        if not isinstance(moves, Sequence) or isinstance(moves, str | bytes):
            raise InvalidArgumentError(f"moves must be a sequence of actions, not {shown_argument(moves)}")
        setup = self._own_setup(setup)
        own = tuple(self._own_action(a, f"moves[{i}]") for i, a in enumerate(moves))
        return self._own_record(Record(self.name, setup, own, self.variant, self.players, tuple(movers),
                                       dict(meta or {}), rule_options=tuple(getattr(self.rules, "choice", ()))))

    def replay(self, record: Record) -> tuple[Any, list[Step]]:
        """Play the record's moves from its setup.  The first illegal move raises
        :class:`~oracle.errors.IllegalMoveError` with its index; a move after which the game's
        invariants fail (:meth:`check_step`: every component accounted for, coins conserved where
        they are) is refused with :class:`~oracle.errors.InvalidRecordError` at its path, so that
        a record never plays on with a card or a coin lost."""
        record = self._own_record(record)
        state = self._initial_state(record.setup)
        steps: list[Step] = []
        movers, costs = record.movers, record.costs     # record.mover(i), record.cost(i)
        apply, check_step = self._apply, self._check_step
        for i, action in enumerate(record.moves):
            mover = movers[i] if movers else None
            try:
                step = apply(state, action, mover)
            except IllegalMoveError as error:
                raise error.at(i) from None
            if costs and (stated := costs[i]) is not None:
                self._check_cost(state, action, mover, stated, i)
            problems = check_step(state, step)
            if problems:
                raise InvalidRecordError(f"$.moves[{i}]", "after this move the game's invariants fail: "
                                                          + "; ".join(problems[:3]))
            steps.append(step)
            state = step.state
        return state, steps

    def _check_cost(self, state: Any, action: Any, player: int | None, stated: int, index: int) -> None:
        """records.entry: the coins a record says a move takes are the coins its legal list gives it
        (:meth:`legal_json`'s ``cost``); a move the game does not price takes none."""
        mover = self._mover(state, player)
        written = self._action_to_json(action)
        actual = 0
        for item in self._legal_json(state, mover):
            if {k: v for k, v in item.items() if k != "cost"} == written:
                actual = item.get("cost", 0)
                break
        if actual != stated:
            raise InvalidRecordError(f"$.moves[{index}].cost", f"this move takes {actual} coin"
                                                               f"{'s' * (actual != 1)} here, not {stated}")

    # ---- hidden information and invariants ---------------------------------------------------------
    def resample_from_infostate(self, state: Any, player: int, rng: SplitMix64) -> Any:
        """A state that ``player`` cannot tell apart from ``state``: everything hidden from them
        redrawn (OpenSpiel's ``ResampleFromInfostate``).  ``observe(state, player)`` must equal
        ``observe(resampled, player)``; the generic tests check it."""
        self._own_state(state)
        self._rng(rng)
        return self._resample_from_infostate(state, self.check_seat(player), rng)

    def _resample_from_infostate(self, state: Any, player: int, rng: SplitMix64) -> Any:
        return state   # the default redraws nothing

    def check_step(self, before: Any, step: Step) -> list[str]:
        """The invariants the game declares (coins conserved, every component accounted for...),
        checked across one step: the problems found, none when all hold."""
        self._own_state(before, "before")
        self._own_step(step)
        return self._check_step(before, step)

    def _check_step(self, before: Any, step: Step) -> list[str]:
        return []

    # ---- published schemas ------------------------------------------------------------------------
    speaks_protocol_1: bool = False   # served under wonders-adapter/1 too (7 Wonders Duel's base rulesets)

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
    def account(self, initial: Any, steps: Sequence[Step]) -> str:
        """A readable account of a game: a line per move, what it caused, the final score."""
        self._own_state(initial, "initial")
        if not isinstance(steps, Sequence):
            raise InvalidArgumentError(f"steps must be a sequence of Steps, not {shown_argument(steps)}")
        for i, step in enumerate(steps):
            self._own_step(step, f"steps[{i}]")
        return self._account(initial, steps)

    @abstractmethod
    def _account(self, initial: Any, steps: Sequence[Step]) -> str: ...

    # ---- random play ---------------------------------------------------------------------------
    def random_moves(self, state: Any, rng: SplitMix64) -> Iterator[tuple[Any, int, Step]]:
        """Play from ``state`` to the end, each move drawn uniformly among the legal actions of
        each player owing a decision (in seat order): ``rng.below(len(actions))``."""
        self._own_state(state)
        self._rng(rng)
        return self._random_moves(state, rng)

    def _random_moves(self, state: Any, rng: SplitMix64) -> Iterator[tuple[Any, int, Step]]:
        while state.outcome is None:
            player = self._to_move(state)[0]
            actions = self._legal_actions(state, player)
            action = actions[rng.below(len(actions))]
            step = self._play(state, action, player)
            yield action, player, step
            state = step.state

    def random_play(self, seed: int, **options: Any) -> tuple[Any, Iterator[tuple[Any, int, Step]]]:
        """The first state of the random game of ``seed`` and an iterator over its moves (action,
        player, step): ``SplitMix64(seed)`` draws the setup, then every move.  ``options`` are the
        game's own (:attr:`options`: Duel's ``first_game``); an option the game does not have is
        refused (:class:`~oracle.errors.GameChoiceError`)."""
        seed = self._seed(seed)
        self._options(options)
        return self._random_play(seed, **options)

    def _random_play(self, seed: int, **options: Any) -> tuple[Any, Iterator[tuple[Any, int, Step]]]:
        rng = SplitMix64(seed)
        initial = self._initial_state(self._draw_setup(rng))
        return initial, self._random_moves(initial, rng)

    def random_ending(self, seed: int, **options: Any) -> tuple[int, Any]:
        """The number of moves and the last state of the random game of ``seed`` (see
        :meth:`random_play`), nothing kept on the way: what ``oracle play --games`` keeps of a game.
        A game may answer it faster than by playing :meth:`random_play` through; the answer is the
        same."""
        seed = self._seed(seed)
        self._options(options)
        return self._random_ending(seed, **options)

    def _random_ending(self, seed: int, **options: Any) -> tuple[int, Any]:
        state, moves_iterator = self._random_play(seed, **options)
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


def _load_again(name: str, variant: str, players: int, spec: str | None, found: Any = None,
                serial: int = -1, choice: tuple[tuple[str, str], ...] = ()) -> Game:
    """A pickled game, loaded again by its registered class (as :func:`oracle.core.registry.load_game`
    does, the choices having been checked when it was first loaded); over the very ruleset it was
    played with while that is alive in this process, even after the loader forgot it (what the
    ruleset compiled, a city's effects among them, is then the same)."""
    from oracle.core.catalog import declaration

    more = {"rule_options": choice} if choice else {}
    game: Game = declaration(name).load(variant=variant, players=players, spec=spec, **more)
    return _over_live(game, found, serial)


def _over_live(game: Game, found: Any, serial: int) -> Game:
    """``game``, over the ruleset ``found`` and ``serial`` name if that is alive and another."""
    rules = belonging.alive(found, serial) if found is not None else None
    if rules is None or rules is game.rules:
        return game
    return type(game)._from_rules(rules, game.variant, game.players) or game


def _ruleset_name(rules: Any) -> str:
    """The name a reader knows a ruleset by (that of a variant played on it), or its game's title."""
    found = belonging.origin(rules)
    if found is not None:
        from oracle.core.catalog import declaration

        named: str = declaration(found.game).title_of(found.variant)
        return named + ("" if found.spec is None else " (a spec folder of its own)")
    title = getattr(rules, "title", None)
    return f"{title} (a ruleset compiled by hand)" if isinstance(title, str) else "another ruleset"
