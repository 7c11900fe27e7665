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

from collections.abc import Mapping, Sequence
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
    ACTIVATE as ACTIVATE,
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
    BUILD_WONDER_DISCARDED as BUILD_WONDER_DISCARDED,
)
from oracle.duel.actions import (
    CHOOSE_MYTHOLOGY as CHOOSE_MYTHOLOGY,
)
from oracle.duel.actions import (
    CHOOSE_STARTER as CHOOSE_STARTER,
)
from oracle.duel.actions import (
    COPY_SCIENCE as COPY_SCIENCE,
)
from oracle.duel.actions import (
    DESTROY as DESTROY,
)
from oracle.duel.actions import (
    DISCARD as DISCARD,
)
from oracle.duel.actions import (
    DISCARD_FROM_STRUCTURE as DISCARD_FROM_STRUCTURE,
)
from oracle.duel.actions import (
    DISCARD_LOOTING as DISCARD_LOOTING,
)
from oracle.duel.actions import (
    INVOKE as INVOKE,
)
from oracle.duel.actions import (
    LOOT as LOOT,
)
from oracle.duel.actions import (
    PANTHEON_ACTION_KINDS as PANTHEON_ACTION_KINDS,
)
from oracle.duel.actions import (  # the action vocabulary, re-exported where states are
    PICK_WONDER as PICK_WONDER,
)
from oracle.duel.actions import (
    PLACE_BLOCKER as PLACE_BLOCKER,
)
from oracle.duel.actions import (
    PLACE_DIVINITY as PLACE_DIVINITY,
)
from oracle.duel.actions import (
    STEAL_CARD as STEAL_CARD,
)
from oracle.duel.actions import (
    STEAL_WONDER as STEAL_WONDER,
)
from oracle.duel.actions import (
    TAKE_PROGRESS as TAKE_PROGRESS,
)
from oracle.duel.actions import (
    UNBUILD_WONDER as UNBUILD_WONDER,
)
from oracle.duel.actions import (
    Action as Action,
)
from oracle.duel.actions import (
    Actions as Actions,
)
from oracle.duel.events import CoinsChanged, GameOver
from oracle.duel.pantheon_events import ReserveChanged

if TYPE_CHECKING:
    from oracle.duel.compiled import Ruleset
    from oracle.duel.played import DuelGame as Game

# the rules variants (game.variants): today's printing, and the first printing's rules
VARIANTS = ("standard", "first_printing")
PANTHEON = "pantheon"    # the Pantheon expansion: a ruleset of its own (spec/duel/variants/pantheon)

# ---- chance outcomes ------------------------------------------------------------------------------


class PantheonSetup(NamedTuple):
    """The Pantheon's chance outcomes (the record's setup, its key ``pantheon``)."""

    mythology_tokens: tuple[int, ...]     # each Age I token's Mythology, in [pantheon].mythology_slots order
    offering_tokens: tuple[int, ...]      # each Age II token's value, in [pantheon].offering_slots order
    decks: tuple[tuple[int, ...], ...]    # per Mythology: its divinities, top first


class Setup(NamedTuple):
    """Every chance outcome of a game, fixed before the first decision (the record's ``setup``)."""

    first_player: int
    wonders: tuple[int, ...]              # 8 wonders in reveal order (4 per draft round)
    board: tuple[int, ...]                # 5 progress tokens on the board
    box: tuple[int, ...]                  # 5 progress tokens in the box; the Great Library draws the first 3
    ages: tuple[tuple[int, ...], ...]     # per Age, 20 cards in slot (dealing) order
    pantheon: PantheonSetup | None = None   # the Pantheon's, in a game with it


# ---- pending decisions --------------------------------------------------------------------------

PROGRESS_FROM_BOARD = "progress"      # science.pair
PROGRESS_FROM_BOX = "library"         # effect.take_progress (the Great Library)
DESTROY_CARD = "destroy"              # effect.destroy
BUILD_FROM_DISCARD = "discard_build"  # effect.build_from_discard
STARTER = "starter"                   # age.next_starter
# the Pantheon's: each is offered once it comes first in the queue (its options are worked out then,
# from what the effects before it left), and dropped if it has none
CARD_TOKENS = "card_tokens"           # effect.take_progress (from the divinity's card)
STEAL_CARD_CHOICE = "steal_card"      # effect.steal_card
STEAL_WONDER_CHOICE = "steal_wonder"  # effect.steal_wonder
COPY_SCIENCE_CHOICE = "copy_science"  # effect.copy_science
STRUCTURE_DISCARD = "structure_discard"   # effect.discard_from_structure
UNBUILD = "unbuild"                   # effect.unbuild_wonder
WONDER_FROM_DISCARD = "wonder_from_discard"   # effect.build_wonder_from_discard
BLOCKER = "blocker"                   # effect.place_blocker
DISCARD_TOKENS = "discard_tokens"     # effect.discard_tokens
LOOT_CHOICE = "loot"                  # effect.loot
DIVINITY_PLACE = "divinity_place"     # pantheon.place
CHOOSE_DECK = "choose_deck"           # effect.invoke (from any deck): which deck
INVOKE_CHOICE = "invoke"              # effect.invoke: which divinity, and the order of the rest


class Decision(NamedTuple):
    """A choice a player owes before play goes on; ``options`` are component indexes (or seats,
    spaces, pairs).  A decision of the Pantheon's is queued without options, which are worked out
    once it comes first; ``detail`` holds what working them out and settling it need."""

    kind: str
    player: int
    options: tuple[Any, ...]
    detail: tuple[Any, ...] | None = None


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
    pantheon: Pantheon | None = None      # the Pantheon expansion's part of the position (None: the base game)

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def wonders_built(self) -> int:
        return len(self.cities[0].built) + len(self.cities[1].built)


class Pantheon(NamedTuple):
    """The Pantheon expansion's part of a position.  Seats' tuples are indexed by seat; divinities
    by their index in ``rules.divinities``; tokens lying on the structure and held tokens are
    Mythology indexes, or OFFERING_BASE + an Offering token's value."""

    spaces: tuple[int, ...] = ()                  # per space of the board: a divinity, or -1
    placed_by: tuple[int, ...] = ()               # per space: the seat that placed its face-down card, or -1
    revealed: bool = False                        # the Age II reveal has happened (pantheon.reveal)
    decks: tuple[tuple[int, ...], ...] = ()       # per Mythology: its divinities, top first
    known_tops: tuple[tuple[int, ...], ...] = ((), ())   # per seat, per Mythology: top cards that seat knows
    structure_tokens: tuple[tuple[int, int], ...] = ()   # (slot, token) on the current Age's structure
    mythology: tuple[tuple[int, ...], ...] = ((), ())    # per seat: Mythology tokens held
    offerings: tuple[tuple[int, ...], ...] = ((), ())    # per seat: values of unused Offering tokens
    spent: tuple[int, ...] = ()                   # Offering values used
    lost_tokens: tuple[int, ...] = ()             # tokens that left the game with a card (discard_from_structure)
    divinities: tuple[tuple[int, ...], ...] = ((), ())   # per seat: divinities activated, in order
    on_cards: tuple[tuple[int, tuple[int, ...]], ...] = ()   # (divinity, progress tokens lying on it)
    reserve: tuple[int, ...] = (0, 0)             # per seat: coins lying on their divinities (pantheon.reserve)
    marks: tuple[tuple[int, int, int], ...] = ()  # (seat, card copied, symbol): effect.copy_science
    blocker: int | None = None                    # military.blocker: its space, if on the track
    last_turn: int = -1                           # the seat of the last turn action


OFFERING_BASE = 100   # a token lying on the structure or held: Mythology index, or this + an Offering's value


def known_tops(pantheon: Pantheon) -> list[list[int]]:
    """What each seat knows of the top of each deck, as lists to change (0 for a deck a position
    built by hand says nothing of)."""
    decks = len(pantheon.decks)
    return [list(seat) + [0] * (decks - len(seat)) for seat in pantheon.known_tops]


# ---- the scratch pad of one move ------------------------------------------------------------------


class Turn:
    """Mutable working copy of a state for the duration of one move: the rules chapters work on it.
    What the effect language's constructs do to it is :class:`oracle.duel.runtime.Runtime`'s."""

    # the triggers Duel's engine fires, and whether its wonders have stages (they do not)
    TRIGGERS = ("always", "when_built", "when_taken", "at_end", "on_chain_build",
                "when_activated", "when_revealed", "on_push")
    STAGES = False
    EXTRAS = True    # the Pantheon's lasting effects (oracle.core.components.Extras)

    __slots__ = ("accessible", "age", "board", "box", "cities", "coins", "discard", "events",
                 "extra_turn", "face_up", "game", "hidden", "last_active", "looting", "offer", "outcome",
                 "pantheon", "pawn", "pending", "picks", "player", "pushed", "removed_wonders", "rules",
                 "setup", "structure", "to_move")

    def __init__(self, state: State):
        # every field of the state, in State's order
        # (coins, cities and the pending decisions stay tuples: a change replaces them, see below)
        (game, self.setup, self.age, self.to_move, self.coins, self.pawn, self.looting, self.cities, self.structure,
         self.face_up, self.accessible, self.board, self.box, self.discard, self.offer, self.picks,
         self.removed_wonders, self.pending, self.extra_turn, self.last_active, self.outcome, self.pantheon) = state
        self.pushed = 0    # effect.on_push: the spaces the pawn just moved
        self.hidden = True  # age.reveal: whether an accessible card may lie face down (structure.reveal)
        self.game: Game = game
        self.rules: Ruleset = game.rules
        self.player = self.to_move
        self.events: list[tuple[Any, ...]] = []   # (event class, field values...): see oracle.core.events.Events

    def next_move(self) -> None:
        """Make the pad, once its move is over, the pad of the move that follows: the player to move
        makes it, and the events said so far are dropped.  Random play that keeps nothing plays a
        whole game on one pad (:func:`oracle.duel.playout.random_ending`)."""
        self.player = self.to_move
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
        pantheon.reserve: what the treasury lacks comes from the coins on the player's divinities."""
        if amount > self.coins[player] and self.pantheon is not None and self.pantheon.reserve[player]:
            extra = min(amount - self.coins[player], self.pantheon.reserve[player])
            self.pay_from_reserve(player, extra, subject, detail)
            amount -= extra
        if amount:
            first, second = self.coins      # add_coins, inline
            self.coins = (first - amount, second) if player == 0 else (first, second - amount)
            self.events.append((CoinsChanged, player, subject, -amount, detail))

    def add_coins(self, player: int, amount: int) -> None:
        """The player's treasury changes by ``amount`` (no event: :meth:`gain` and :meth:`pay` say it)."""
        first, second = self.coins
        self.coins = (first + amount, second) if player == 0 else (first, second + amount)

    def pay_from_reserve(self, player: int, amount: int, subject: str, detail: str) -> None:
        """pantheon.reserve: spend coins lying on the player's divinities (the treasury is spent first)."""
        pantheon = self.pantheon
        assert pantheon is not None
        reserve = list(pantheon.reserve)
        reserve[player] -= amount
        self.pantheon = pantheon._replace(reserve=tuple(reserve))
        self.events.append((ReserveChanged, player, subject, -amount, detail))

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
        cards, wonders, built, progress, profile = self.cities[player]
        self.set_city(player, _state(City, (cards + (card.index,), wonders, built, progress, profile.add(card))))

    def remove_card(self, player: int, card: Component) -> None:
        city = self.cities[player]
        cards = tuple(c for c in city.cards if c != card.index)
        self.set_city(player, rebuild_city(self.rules, city._replace(cards=cards), self.city_extras(player)))

    def city_extras(self, player: int) -> tuple[Component, ...]:
        """What counts in the player's city beyond its cards, wonders and tokens: their divinities,
        the science symbols they copied and the Mythology tokens they hold (the Pantheon's)."""
        return city_extras(self.rules, self.pantheon, player)

    def add_extra(self, player: int, component: Component) -> None:
        """A component that is no card, wonder or token (a divinity, a copied symbol) counts in the city."""
        city = self.cities[player]
        self.set_city(player, city._replace(profile=city.profile.add(component)))

    def add_wonder(self, player: int, wonder: Component, card: Component) -> None:
        cards, wonders, built, progress, profile = self.cities[player]
        self.set_city(player, _state(City, (cards, wonders, built + ((wonder.index, card.index),), progress,
                                            profile.add(wonder))))

    def add_progress(self, player: int, token: Component) -> None:
        cards, wonders, built, progress, profile = self.cities[player]
        self.set_city(player, _state(City, (cards, wonders, built, progress + (token.index,), profile.add(token))))

    # -- flow -----------------------------------------------------------------------------------
    def decide(self, decision: Decision) -> None:
        """Queue a decision the player owes before play goes on."""
        self.pending += (decision,)

    def decide_first(self, decision: Decision) -> None:
        """Put a decision at the head of the queue: it comes before those already owed."""
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
            self.last_active, self.outcome, self.pantheon,
        ))


_state = tuple.__new__   # a State or City made from every field, without the generated constructor's Python frame


def empty_profile(rules: Ruleset) -> Profile:
    v = rules.vocabulary
    return Profile.empty(len(v.resources), len(v.science_symbols), len(v.colours))


def city_extras(rules: Ruleset, pantheon: Pantheon | None, player: int) -> tuple[Component, ...]:
    """What counts in a city beyond its cards, wonders and tokens (Turn.city_extras)."""
    if pantheon is None:
        return ()
    return (tuple(rules.divinities[d] for d in pantheon.divinities[player])
            + tuple(rules.science_marks[symbol] for seat, _, symbol in pantheon.marks if seat == player)
            + tuple(rules.token_marks[m] for m in pantheon.mythology[player]))


def parts_extras(rules: Ruleset, parts: Mapping[str, Any], player: int) -> tuple[Component, ...]:
    """:func:`city_extras` given the parts the ruleset's expansions add to a state, by their field."""
    return city_extras(rules, parts.get("pantheon"), player)


def rebuild_city(rules: Ruleset, city: City, extras: Sequence[Component] = ()) -> City:
    """The city with its profile summed again from scratch (after a card has left it), ``extras``
    counted too (:func:`city_extras`)."""
    profile = empty_profile(rules)
    for c in city.cards:
        profile = profile.add(rules.cards[c])
    for w, _ in city.built:
        profile = profile.add(rules.wonders[w])
    for p in city.progress:
        profile = profile.add(rules.progress[p])
    for extra in extras:
        profile = profile.add(extra)
    return city._replace(profile=profile)


def initial_pantheon(rules: Ruleset, setup: PantheonSetup) -> Pantheon:
    """The Pantheon before the first move: an empty board, the decks as drawn, no token held."""
    assert rules.pantheon is not None
    spaces, mythologies = rules.pantheon.spaces, len(rules.vocabulary.mythologies)
    return Pantheon(spaces=(-1,) * spaces, placed_by=(-1,) * spaces, decks=setup.decks,
                    known_tops=((0,) * mythologies, (0,) * mythologies))
