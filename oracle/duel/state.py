"""The value types of a game of 7 Wonders Duel: setup, cities, state, actions, outcome; and the
scratch pad of one move.

Every value type here is an immutable tuple (``NamedTuple``): a state is never changed, a move
makes a new one that shares every part the move did not touch.  Components are referred to
by their index in the ruleset (``game.rules.cards[i]``), which keeps states small and cheap
to compare; names appear only at the JSON boundary.

:func:`oracle.duel.apply` copies the parts of a state a move may change into a :class:`Turn`,
lets the rules chapters work on it, and freezes it into the next state.  The previous state
is never touched; parts the move leaves alone are shared, not copied.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from oracle.core.components import Component, Profile
from oracle.core.game import Step as Step  # apply() gives the core's Step
from oracle.duel.actions import (
    ACTION_FIELDS as ACTION_FIELDS,
)
from oracle.duel.actions import (
    ACTION_KINDS as ACTION_KINDS,
)
from oracle.duel.actions import (
    BUILD as BUILD,
)
from oracle.duel.actions import (
    BUILD_DISCARDED as BUILD_DISCARDED,
)
from oracle.duel.actions import (
    BUILD_WONDER as BUILD_WONDER,
)
from oracle.duel.actions import (
    CHOOSE_STARTER as CHOOSE_STARTER,
)
from oracle.duel.actions import (
    DESTROY as DESTROY,
)
from oracle.duel.actions import (
    DISCARD as DISCARD,
)
from oracle.duel.actions import (  # the action vocabulary, re-exported where states are
    PICK_WONDER as PICK_WONDER,
)
from oracle.duel.actions import (
    TAKE_PROGRESS as TAKE_PROGRESS,
)
from oracle.duel.actions import (
    Action as Action,
)
from oracle.duel.actions import (
    Actions as Actions,
)
from oracle.duel.decision_kinds import (
    BUILD_FROM_DISCARD as BUILD_FROM_DISCARD,
)
from oracle.duel.decision_kinds import (
    DESTROY_CARD as DESTROY_CARD,
)
from oracle.duel.decision_kinds import (
    PROGRESS_FROM_BOARD as PROGRESS_FROM_BOARD,
)
from oracle.duel.decision_kinds import (
    PROGRESS_FROM_BOX as PROGRESS_FROM_BOX,
)
from oracle.duel.decision_kinds import (
    STARTER as STARTER,
)
from oracle.duel.events import CoinsChanged, GameOver

if TYPE_CHECKING:
    from oracle.duel.compiled import Ruleset
    from oracle.duel.played import DuelGame as Game

# the rules variants (game.variants): today's printing, and the first printing's rules
VARIANTS = ("standard", "first_printing")

# ---- chance outcomes ------------------------------------------------------------------------------


class Setup(NamedTuple):
    """Every chance outcome of a game, fixed before the first decision (the record's ``setup``)."""

    first_player: int
    wonders: tuple[int, ...]              # 8 wonders in reveal order (4 per draft round)
    board: tuple[int, ...]                # 5 progress tokens on the board
    box: tuple[int, ...]                  # 5 progress tokens in the box; the Great Library draws the first 3
    ages: tuple[tuple[int, ...], ...]     # per Age, 20 cards in slot (dealing) order
    parts: tuple[Any, ...] = ()           # the expansions' chance outcomes, in the ruleset's order (points setup_part)


# ---- pending decisions --------------------------------------------------------------------------

# the base game's five are oracle.duel.decision_kinds's (with what settles each), named here too
class Decision(NamedTuple):
    """A choice a player owes before play goes on; ``options`` are component indexes (or seats,
    spaces, pairs).  An expansion's decision may be queued without options, which are worked out
    once it comes first (point ``decision_options``); ``detail`` holds what working them out and
    settling it need.  ``out_of_turn``: the decision falls to the opponent of the player whose turn
    it is (an expansion's effect that gives the opponent a choice in that turn), so the turn stays that
    player's once it is settled (rule turn.alternate)."""

    kind: str
    player: int
    options: tuple[Any, ...]
    detail: tuple[Any, ...] | None = None
    out_of_turn: bool = False


# ---- cities and the whole state --------------------------------------------------------------------


class City(NamedTuple):
    """One player's city.  ``profile`` is derived from the rest and cached."""

    cards: tuple[int, ...]                    # built cards, in the order built
    wonders: tuple[int, ...]                  # the player's wonders, in the order drafted
    built: tuple[tuple[int, int], ...]        # (wonder, card used to build it), in the order built
    progress: tuple[int, ...]                 # progress tokens, in the order taken
    profile: Profile

    def has_built(self, wonder: int) -> bool:
        return any(w == wonder for w, _ in self.built)

    @property
    def built_wonders(self) -> tuple[int, ...]:
        return tuple([w for w, _ in self.built])


# A city's fields by position, for the hot paths of play (see oracle.core.components.PRODUCTION)
CITY_CARDS: Final = 0
CITY_WONDERS: Final = 1
CITY_BUILT: Final = 2
CITY_PROFILE: Final = 4


MILITARY = "military"
SCIENCE = "science"
CIVILIAN = "civilian"


class Outcome(NamedTuple):
    """How a finished game ended: the victory type and the winner (``None``: a shared victory)."""

    victory: str
    winner: int | None

    @property
    def shared(self) -> bool:
        return self.winner is None

    @property
    def winners(self) -> tuple[int, ...]:
        """Every player who wins: both when the victory is shared."""
        return (0, 1) if self.winner is None else (self.winner,)


class State(NamedTuple):
    """A complete game position.  Build one with :func:`oracle.duel.new_game`."""

    game: Game
    setup: Setup
    age: int                              # 0 during the wonder draft, then 1..3
    to_move: int                          # the seat that decides next (-1 once the game is over)
    coins: tuple[int, int]
    pawn: int                             # conflict pawn; positive toward player 1's capital
    looting: tuple[bool, ...]             # looting tokens still on the track
    cities: tuple[City, City]
    structure: tuple[int, ...]            # card per slot of the current Age, -1 once taken
    face_up: int                          # bit per slot: the card is face up
    accessible: tuple[int, ...]           # slots whose card is uncovered, ascending
    board: tuple[int, ...]                # progress tokens on the board
    box: tuple[int, ...]                  # progress tokens in the box (out of play), in draw order
    discard: tuple[int, ...]              # the discard pile, oldest first
    offer: tuple[int, ...]                # wonders on offer in the current draft round
    picks: int                            # wonder picks made so far
    removed_wonders: tuple[int, ...]      # wonders sent back to the box by the 7-wonder cap
    pending: tuple[Decision, ...]         # decisions owed, first one next
    extra_turn: bool                      # another turn is owed to the player who moved, once decisions are settled
    last_active: int                      # who took the last card taken from the structure
    outcome: Outcome | None
    parts: tuple[Any, ...] = ()           # the expansions' parts of the position, in the ruleset's order
    #                                       (Hooks.slots; points state_part, stored_state, view_parts)

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def wonders_built(self) -> int:
        return len(self.cities[0].built) + len(self.cities[1].built)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled without its cities' profiles, which hold compiled effects (plain functions of the
        ruleset, which no pickle carries); they are summed again when it is loaded (:func:`_state_again`)."""
        first, second = (tuple(city)[:-1] for city in self.cities)     # a City's profile is its last field
        return _state_again, (tuple(self._replace(cities=((*first, None), (*second, None)))),)  # type: ignore[arg-type]

    def __deepcopy__(self, memo: Any) -> State:
        return self       # an immutable value: a copy may be the value itself


# A state's fields by position, for the hot paths of play: read by name, a NamedTuple field is an
# attribute lookup that Python 3.11 does not specialise (see oracle.core.components.PRODUCTION)
STATE_GAME: Final = 0
STATE_TO_MOVE: Final = 3
STATE_OUTCOME: Final = 20


# ---- the scratch pad of one move ------------------------------------------------------------------


class Turn:
    """Mutable working copy of a state for the duration of one move: the rules chapters work on it.
    What the effect language's constructs do to it is :class:`oracle.duel.runtime.Runtime`'s."""

    # the triggers Duel's engine fires, and whether its wonders have stages (they do not)
    TRIGGERS = ("always", "when_built", "when_taken", "at_end", "on_chain_build",
                "when_activated", "when_revealed", "on_push", "when_drafted", "on_any_build", "on_any_wonder",
                "on_discard", "when_gained", "when_lost", "when_triggered")
    STAGES = False
    EXTRAS = True    # lasting effects of components beyond cards, wonders and tokens (oracle.core.components.Extras)

    __slots__ = ("accessible", "age", "board", "box", "cities", "coins", "discard", "events",
                 "extra_turn", "face_up", "game", "hidden", "last_active", "looting", "offer", "outcome",
                 "owner", "parts", "pawn", "pending", "picks", "player", "pushed", "removed_wonders", "rules",
                 "setup", "structure", "to_move")

    def __init__(self, state: State):
        # every field of the state, in State's order
        # (coins, cities and the pending decisions stay tuples: a change replaces them, see below)
        (game, self.setup, self.age, to_move, self.coins, self.pawn, self.looting, self.cities, self.structure,
         self.face_up, self.accessible, self.board, self.box, self.discard, self.offer, self.picks,
         self.removed_wonders, pending, self.extra_turn, self.last_active, self.outcome, self.parts) = state
        self.pushed = 0    # effect.on_push: the spaces the pawn just moved
        self.hidden = True  # age.reveal: whether an accessible card may lie face down (structure.reveal)
        self.game: Game = game
        self.rules: Ruleset = game.rules
        self.to_move = self.player = to_move
        self.pending = pending
        # self._owner(), inline: the decision settled first falls to the player out of turn (its out_of_turn)
        self.owner = 1 - to_move if pending and pending[0][4] else to_move
        self.events: list[tuple[Any, ...]] = []   # (event class, field values...): see oracle.core.events.Events

    def _owner(self) -> int:
        """turn.alternate: the player whose turn it is, the one to move unless the decision they
        settle now falls to them in the opponent's turn."""
        pending = self.pending
        return 1 - self.player if pending and pending[0].out_of_turn else self.player

    def next_move(self) -> None:
        """Make the pad, once its move is over, the pad of the move that follows: the player to move
        makes it, and the events said so far are dropped.  Random play that keeps nothing plays a
        whole game on one pad (:func:`oracle.duel.playout.random_ending`)."""
        self.player = self.to_move
        self.owner = self._owner()
        self.pushed = 0
        self.events = []

    # -- coins (the bank is unlimited; coins never go below 0) ------------------------------------
    def gain(self, player: int, amount: int, subject: str = "", detail: str = "") -> None:
        """Take ``amount`` coins from the bank."""
        if amount:
            first, second = self.coins      # add_coins, inline
            self.coins = (first + amount, second) if player == 0 else (first, second + amount)
            self.events.append((CoinsChanged, player, subject, amount, detail))

    def pay(self, player: int, amount: int, subject: str = "", detail: str = "") -> None:
        """Pay ``amount`` coins to the bank (legality has been checked: the player can afford it).
        What the treasury lacks, the ruleset's expansions pay from elsewhere (point ``spend``)."""
        if amount > self.coins[player] and self.parts:
            for spend in self.rules.hooks.functions("spend"):
                amount -= spend(self, player, amount - self.coins[player], subject, detail)
        if amount:
            first, second = self.coins      # add_coins, inline
            self.coins = (first - amount, second) if player == 0 else (first, second - amount)
            self.events.append((CoinsChanged, player, subject, -amount, detail))

    def add_coins(self, player: int, amount: int) -> None:
        """The player's treasury changes by ``amount`` (no event: :meth:`gain` and :meth:`pay` say it)."""
        first, second = self.coins
        self.coins = (first + amount, second) if player == 0 else (first, second + amount)

    def lose(self, player: int, amount: int, subject: str = "", detail: str = "") -> int:
        """Lose up to ``amount`` coins to the bank, never going below 0; returns what was lost."""
        lost = min(amount, self.coins[player])
        self.pay(player, lost, subject, detail)
        return lost

    # -- cities ---------------------------------------------------------------------------------
    def profile(self, player: int) -> Profile:
        return self.cities[player].profile

    def set_city(self, player: int, city: City) -> None:
        """The player's city is now ``city``."""
        first, second = self.cities
        self.cities = (city, second) if player == 0 else (first, city)

    def add_card(self, player: int, card: Component) -> None:
        cities = self.cities
        cards, wonders, built, progress, profile = cities[player]
        city = _state(City, (cards + (card.index,), wonders, built, progress, profile.add(card)))
        self.cities = (city, cities[1]) if player == 0 else (cities[0], city)     # set_city, inline

    def remove_card(self, player: int, card: Component) -> None:
        city = self.cities[player]
        cards = tuple(c for c in city.cards if c != card.index)
        self.set_city(player, rebuild_city(self.rules, _state(City, (cards, *city[1:])), self.city_extras(player)))

    def city_extras(self, player: int) -> tuple[Component, ...]:
        """What counts in the player's city beyond its cards, wonders and tokens (point ``city_extras``)."""
        return city_extras(self.rules, self.parts, player)

    def add_extra(self, player: int, component: Component) -> None:
        """A component that is no card, wonder or token (one of an expansion's) counts in the city."""
        cards, wonders, built, progress, profile = self.cities[player]
        self.set_city(player, _state(City, (cards, wonders, built, progress, profile.add(component))))

    def add_wonder(self, player: int, wonder: Component, card: Component) -> None:
        cities = self.cities
        cards, wonders, built, progress, profile = cities[player]
        city = _state(City, (cards, wonders, built + ((wonder.index, card.index),), progress, profile.add(wonder)))
        self.cities = (city, cities[1]) if player == 0 else (cities[0], city)     # set_city, inline

    def add_progress(self, player: int, token: Component) -> None:
        cards, wonders, built, progress, profile = self.cities[player]
        self.set_city(player, _state(City, (cards, wonders, built, progress + (token.index,), profile.add(token))))

    # -- flow -----------------------------------------------------------------------------------
    def decide(self, decision: Decision) -> None:
        """Queue a decision the player owes before play goes on (marked out of turn when it falls, in a
        turn of an Age, to the opponent of the player whose turn it is)."""
        if self.owner >= 0 and decision.player != self.owner and self.age:
            decision = _state(Decision, (*decision[:4], True))     # _replace(out_of_turn=True)
        self.pending += (decision,)

    def decide_first(self, decision: Decision) -> None:
        """Put a decision at the head of the queue: it comes before those already owed."""
        if self.owner >= 0 and decision.player != self.owner and self.age:
            decision = _state(Decision, (*decision[:4], True))     # _replace(out_of_turn=True)
        self.pending = (decision, *self.pending)

    def settle_first(self) -> Decision:
        """Take the decision at the head of the queue off it (it is being settled)."""
        pending = self.pending
        self.pending = pending[1:]
        return pending[0]

    def end_game(self, victory: str, winner: int | None) -> None:
        if self.outcome is None:
            self.outcome = Outcome(victory, winner)
            self.pending = ()
            self.extra_turn = False
            self.events.append((GameOver, victory, winner))

    @property
    def over(self) -> bool:
        return self.outcome is not None

    def freeze(self) -> State:
        """The state the move leads to."""
        return _state(State, (
            self.game, self.setup, self.age, -1 if self.outcome else self.to_move,
            self.coins, self.pawn, self.looting, self.cities,
            self.structure, self.face_up, self.accessible, self.board, self.box, self.discard,
            self.offer, self.picks, self.removed_wonders, self.pending, self.extra_turn,
            self.last_active, self.outcome, self.parts,
        ))


_state = tuple.__new__   # a State, City or Decision made from every field, without the constructor's Python frame


def empty_profile(rules: Ruleset) -> Profile:
    v = rules.vocabulary
    return Profile.empty(len(v.resources), len(v.science_symbols), len(v.colours))


def city_extras(rules: Ruleset, parts: tuple[Any, ...], player: int) -> tuple[Component, ...]:
    """What counts in a city beyond its cards, wonders and tokens, given a state's ``parts``: what
    each of the ruleset's expansions adds (point ``city_extras``), in the ruleset's order."""
    if not parts:
        return ()
    return tuple([c for extras in rules.hooks.functions("city_extras") for c in extras(rules, parts, player)])


def rebuild_city(rules: Ruleset, city: City, extras: Sequence[Component] = ()) -> City:
    """The city with its profile summed again from scratch (after a card has left it), ``extras``
    counted too (:func:`city_extras`)."""
    cards, wonders, progress = rules.cards, rules.wonders, rules.progress
    components = [cards[c] for c in city.cards]
    components += [wonders[w] for w, _ in city.built]
    components += [progress[p] for p in city.progress]
    components += extras
    return _state(City, (*city[:CITY_PROFILE], empty_profile(rules).add_all(components)))   # _replace(profile=...)


def _state_again(fields: tuple[Any, ...]) -> State:
    """A state pickled by :meth:`State.__reduce__`, its cities' profiles summed again."""
    state = State._make(fields)
    rules = state.game.rules
    first, second = (rebuild_city(rules, City._make(city), city_extras(rules, state.parts, seat))
                     for seat, city in enumerate(state.cities))
    return state._replace(cities=(first, second))

