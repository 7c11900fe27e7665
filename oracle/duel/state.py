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

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from oracle.core.components import Component, Profile
from oracle.core.game import Step as Step  # apply() gives the core's Step
from oracle.duel.events import CoinsChanged, GameOver

if TYPE_CHECKING:
    from oracle.duel.game import Game
    from oracle.duel.ruleset import Ruleset

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


# ---- actions -----------------------------------------------------------------------------------

PICK_WONDER = "pick_wonder"
BUILD = "build"
DISCARD = "discard"
BUILD_WONDER = "build_wonder"
TAKE_PROGRESS = "take_progress"
DESTROY = "destroy"
BUILD_DISCARDED = "build_discarded"
CHOOSE_STARTER = "choose_starter"

ACTION_KINDS = (PICK_WONDER, BUILD, DISCARD, BUILD_WONDER, TAKE_PROGRESS, DESTROY, BUILD_DISCARDED,
                CHOOSE_STARTER)


class Action(NamedTuple):
    """A decision of the player to move.  Unused fields are -1.

    ``card`` indexes ``rules.cards``, ``wonder`` indexes ``rules.wonders``, ``token`` indexes
    ``rules.progress``; ``player`` is the seat chosen by ``choose_starter``.
    """

    kind: str
    card: int = -1
    wonder: int = -1
    token: int = -1
    player: int = -1


class Actions:
    """Every action of a game with ``cards`` cards, ``wonders`` wonders and ``tokens`` progress
    tokens, made once per ruleset (``rules.actions``).  Actions are immutable, so listing the
    legal actions of a state hands out these objects rather than making new ones.

    ``actions.build[card]``, ``actions.build_wonder[card][wonder]``, ``actions.take_progress[token]``,
    ``actions.choose_starter[player]``...: one table per action kind, named after it.
    """

    def __init__(self, cards: int, wonders: int, tokens: int,
                 names: tuple[Sequence[str], Sequence[str], Sequence[str]] | None = None):
        self.named: type[Action] = Action if names is None else _named_actions(*names)
        make = self.named
        self.pick_wonder = tuple(make(PICK_WONDER, wonder=w) for w in range(wonders))
        self.build = tuple(make(BUILD, card=c) for c in range(cards))
        self.discard = tuple(make(DISCARD, card=c) for c in range(cards))
        self.build_wonder = tuple(tuple(make(BUILD_WONDER, card=c, wonder=w) for w in range(wonders))
                                  for c in range(cards))
        self.take_progress = tuple(make(TAKE_PROGRESS, token=t) for t in range(tokens))
        self.destroy = tuple(make(DESTROY, card=c) for c in range(cards))
        self.build_discarded = tuple(make(BUILD_DISCARDED, card=c) for c in range(cards))
        self.choose_starter = (make(CHOOSE_STARTER, player=0), make(CHOOSE_STARTER, player=1))

    def name(self, action: Action) -> Action:
        """The same action as one of this ruleset's: it prints as a record writes it."""
        return self.named._make(action)

    def of_kind(self, kind: str) -> tuple[Action, ...]:
        """The table of one kind of action, indexed by the component (or seat) it names."""
        table: tuple[Action, ...] = getattr(self, kind)
        return table


# action kind -> the fields it carries, in their JSON order (the record's form of each action)
ACTION_FIELDS: dict[str, tuple[str, ...]] = {
    PICK_WONDER: ("wonder",),
    BUILD: ("card",),
    DISCARD: ("card",),
    BUILD_WONDER: ("card", "wonder"),
    TAKE_PROGRESS: ("token",),
    DESTROY: ("card",),
    BUILD_DISCARDED: ("card",),
    CHOOSE_STARTER: ("player",),
}


def _named_actions(cards: Sequence[str], wonders: Sequence[str], tokens: Sequence[str]) -> type[Action]:
    """The actions of one ruleset: the same tuples, printing in their record form
    (``{"action": "build", "card": "Baths"}``)."""
    tables = {"card": cards, "wonder": wonders, "token": tokens}

    def record_form(self: Action) -> str:
        out: dict[str, object] = {"action": self.kind}
        for field in ACTION_FIELDS.get(self.kind, ()):
            value = getattr(self, field)
            names = tables.get(field)
            out[field] = names[value] if names is not None and 0 <= value < len(names) else value
        return json.dumps(out, ensure_ascii=False)

    return type("Action", (Action,), {"__slots__": (), "__str__": record_form, "__module__": __name__})


# ---- pending decisions --------------------------------------------------------------------------

PROGRESS_FROM_BOARD = "progress"      # science.pair
PROGRESS_FROM_BOX = "library"         # effect.take_progress (the Great Library)
DESTROY_CARD = "destroy"              # effect.destroy
BUILD_FROM_DISCARD = "discard_build"  # effect.build_from_discard
STARTER = "starter"                   # age.next_starter


class Decision(NamedTuple):
    """A choice a player owes before play goes on; ``options`` are component indexes (or seats)."""

    kind: str
    player: int
    options: tuple[int, ...]


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

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def wonders_built(self) -> int:
        return len(self.cities[0].built) + len(self.cities[1].built)


# ---- the scratch pad of one move ------------------------------------------------------------------


class Turn:
    """Mutable working copy of a state for the duration of one move: the rules chapters work on it.
    What the effect language's constructs do to it is :class:`oracle.duel.runtime.Runtime`'s."""

    # the triggers Duel's engine fires, and whether its wonders have stages (they do not)
    TRIGGERS = ("always", "when_built", "when_taken", "at_end", "on_chain_build")
    STAGES = False

    __slots__ = ("accessible", "age", "board", "box", "cities", "coins", "discard", "events",
                 "extra_turn", "face_up", "game", "last_active", "looting", "offer", "outcome",
                 "pawn", "pending", "picks", "player", "removed_wonders", "rules", "state",
                 "structure", "to_move")

    def __init__(self, state: State):
        self.state = state
        # every field of the state, in State's order
        (game, _, self.age, self.to_move, coins, self.pawn, self.looting, cities, self.structure,
         self.face_up, self.accessible, self.board, self.box, self.discard, self.offer, self.picks,
         self.removed_wonders, pending, self.extra_turn, self.last_active, self.outcome) = state
        self.game: Game = game
        self.rules: Ruleset = game.rules
        self.player = self.to_move
        self.coins = list(coins)
        self.cities = list(cities)
        self.pending = list(pending)
        self.events: list[tuple[Any, ...]] = []   # (event class, field values...): see oracle.core.events.Events

    # -- coins (the bank is unlimited; coins never go below 0) ------------------------------------
    def gain(self, player: int, amount: int, subject: str = "", detail: str = "") -> None:
        """Take ``amount`` coins from the bank."""
        if amount:
            self.coins[player] += amount
            self.events.append((CoinsChanged, player, subject, amount, detail))

    def pay(self, player: int, amount: int, subject: str = "", detail: str = "") -> None:
        """Pay ``amount`` coins to the bank (legality has been checked: the player can afford it)."""
        if amount:
            self.coins[player] -= amount
            self.events.append((CoinsChanged, player, subject, -amount, detail))

    def lose(self, player: int, amount: int, subject: str = "", detail: str = "") -> int:
        """Lose up to ``amount`` coins to the bank, never going below 0; returns what was lost."""
        lost = min(amount, self.coins[player])
        self.pay(player, lost, subject, detail)
        return lost

    # -- cities ---------------------------------------------------------------------------------
    def profile(self, player: int) -> Profile:
        return self.cities[player].profile

    def add_card(self, player: int, card: Component) -> None:
        cards, wonders, built, progress, profile = self.cities[player]
        self.cities[player] = City(cards + (card.index,), wonders, built, progress, profile.add(card))

    def remove_card(self, player: int, card: Component) -> None:
        city = self.cities[player]
        cards = tuple(c for c in city.cards if c != card.index)
        self.cities[player] = rebuild_city(self.rules, city._replace(cards=cards))

    def add_wonder(self, player: int, wonder: Component, card: Component) -> None:
        cards, wonders, built, progress, profile = self.cities[player]
        self.cities[player] = City(cards, wonders, built + ((wonder.index, card.index),), progress, profile.add(wonder))

    def add_progress(self, player: int, token: Component) -> None:
        cards, wonders, built, progress, profile = self.cities[player]
        self.cities[player] = City(cards, wonders, built, progress + (token.index,), profile.add(token))

    # -- flow -----------------------------------------------------------------------------------
    def decide(self, decision: Decision) -> None:
        """Queue a decision the player owes before play goes on."""
        self.pending.append(decision)

    def end_game(self, victory: str, winner: int | None) -> None:
        if self.outcome is None:
            self.outcome = Outcome(victory, winner)
            self.pending.clear()
            self.extra_turn = False
            self.events.append((GameOver, victory, winner))

    @property
    def over(self) -> bool:
        return self.outcome is not None

    def freeze(self) -> State:
        return State(
            self.game, self.state.setup, self.age, -1 if self.outcome else self.to_move,
            (self.coins[0], self.coins[1]), self.pawn, self.looting, (self.cities[0], self.cities[1]),
            self.structure, self.face_up, self.accessible, self.board, self.box, self.discard,
            self.offer, self.picks, self.removed_wonders, tuple(self.pending), self.extra_turn,
            self.last_active, self.outcome,
        )


def empty_profile(rules: Ruleset) -> Profile:
    v = rules.vocabulary
    return Profile.empty(len(v.resources), len(v.science_symbols), len(v.colours))


def rebuild_city(rules: Ruleset, city: City) -> City:
    """The city with its profile summed again from scratch (after a card has left it)."""
    profile = empty_profile(rules)
    for c in city.cards:
        profile = profile.add(rules.cards[c])
    for w, _ in city.built:
        profile = profile.add(rules.wonders[w])
    for p in city.progress:
        profile = profile.add(rules.progress[p])
    return city._replace(profile=profile)
