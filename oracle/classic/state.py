"""The value types of a game of 7 Wonders: setup, cities, state, actions, outcome.

Every type is an immutable tuple; a move makes a new state.  Cards are card indices
(``rules.cards``), board sides board indices (``rules.boards``).  Seats are numbered clockwise
from 0: a seat's left neighbour is the next seat, its right neighbour the previous one.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from oracle.core.simultaneous import Commitments


class Setup(NamedTuple):
    """Every chance outcome of a game, fixed before the first decision.  In the Free City variant
    the last board is the Free City's, and each Age deals it a face-down pile instead of a hand."""

    boards: tuple[int, ...]                            # city -> its board side (setup.boards)
    hands: tuple[tuple[tuple[int, ...], ...], ...]     # Age -> player -> the 7 cards dealt (setup.hands)
    piles: tuple[tuple[int, ...], ...] = ()            # Age -> the Free City's pile, top first (free_city.setup)
    parts: tuple[Any, ...] = ()                        # the expansions' chance outcomes, in the ruleset's order
    #                                                    (point setup_part)

    @property
    def players(self) -> int:
        return len(self.hands[0])

    @property
    def free_city(self) -> bool:
        return bool(self.piles)


# ---- actions --------------------------------------------------------------------------------------

BUILD = "build"              # turn.actions: build the card as a structure
STAGE = "stage"              # wonder.stage: tuck the card under the board for the next stage
DISCARD = "discard"          # turn.discard: discard the card for coins
FROM_DISCARD = "build_discarded"   # wonder.discard_build: build a card of the discard pile for nothing
DECLINE = "decline"          # wonder.discard_build: build nothing from the discard pile
COPY = "copy"                # effect.copy_ability: the card of another city whose ability the city copies


class Action(NamedTuple):
    """A decision of one player.  ``left`` and ``right`` are the coins paid to each neighbour for
    resources (trade.price); ``free``: Olympia A's free build (wonder.free_build); ``free_city``:
    the action is the Free City's, taken by the player who runs it this turn (free_city.choose);
    ``bank``: the coins paid to the bank for resources, by a city with a power to buy them there
    (effect.bank_buy; 0 everywhere else)."""

    kind: str
    card: int = -1
    left: int = 0
    right: int = 0
    free: bool = False
    free_city: bool = False
    bank: int = 0


class City(NamedTuple):
    """One player's city."""

    board: int                          # its board side
    structures: tuple[int, ...] = ()    # cards built, in the order built
    stages: int = 0                     # stages built (wonder.stage)
    tucked: tuple[int, ...] = ()        # the cards under the board, hidden
    coins: int = 0
    victories: tuple[int, ...] = ()     # the points of each victory token (military.conflict)
    defeats: int = 0                    # defeat tokens
    free_build_age: int = 0             # the Age Olympia A's free build was used in (0: not yet)
    recent: tuple[int, ...] = ()        # structures built this turn (trade.discount starts next turn)
    received: int = 0                   # coins received this turn (trade.coins_held)
    copies: tuple[int, ...] = ()        # cards of other cities whose ability the city has copied, in the
    #                                     order copied (effect.copy_ability): not its cards, marked for all to see
    once: tuple[str, ...] = ()          # the parts whose once-a-turn clause ran this turn (effect.bank_coins)


CHOOSE = "choose"            # turn.choose: every player commits a card and an action
LAST_CARD = "last_card"      # wonder.last_card: one player plays the last card of the Age
DISCARD_BUILD = "discard_build"    # wonder.discard_build: one player builds from the discard pile
COPY_ABILITY = "copy_ability"      # effect.copy_ability: one player picks the card whose ability to copy


class Outcome(NamedTuple):
    """How the game ended: ``points`` (the only way 7 Wonders ends) and the winners (several: a
    shared victory, victory.tie_break)."""

    victory: str
    winners: tuple[int, ...]


class State(NamedTuple):
    """Cities are numbered like seats: players 0 to n-1 clockwise, then, in the Free City variant,
    the Free City (city 2), which neighbours both players.  It has no hand of its own: its card is
    chosen from its holder's hand (free_city.choose)."""

    setup: Setup
    age: int                                 # 1, 2 or 3
    turn: int                                # 1 to 6 within the Age
    hands: tuple[tuple[int, ...], ...]       # player -> the cards in hand, sorted
    cities: tuple[City, ...]
    discard: tuple[int, ...]                 # the discard pile, in the order cards reached it
    phase: str                               # CHOOSE, LAST_CARD, DISCARD_BUILD or COPY_ABILITY
    commitments: Commitments                 # turn.choose: the actions committed this turn, by city
    pending: tuple[tuple[str, int], ...] = ()   # (phase, city) decisions still to come this turn
    pile: tuple[int, ...] = ()               # the Free City's pile, top first
    holder: int = -1                         # the player holding the Free City card (-1: no Free City)
    outcome: Outcome | None = None
    parts: tuple[Any, ...] = ()              # the expansions' parts of the position, in the ruleset's order
    #                                          (Hooks.slots; point state_part)
    game: Any = None                         # the Game that made it (None: made by the rules alone)

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def free_city(self) -> int:
        """The Free City's city number, or -1 in a game without it."""
        return len(self.hands) if self.holder >= 0 else -1

    def controller(self, city: int) -> int:
        """The player deciding for ``city``: its owner, or for the Free City the card's holder."""
        return self.holder if city == self.free_city else city

    def cities_of(self, player: int) -> tuple[int, ...]:
        """The cities ``player`` decides for now: their own, and the Free City while they hold its
        card (free_city.choose).  What a player sees of a city's decisions follows from it."""
        if self.holder < 0:         # no Free City: each city is its own player's
            return (player,) if 0 <= player < len(self.cities) else ()
        return tuple(c for c in range(len(self.cities)) if self.controller(c) == player)
