"""The value types of a game of 7 Wonders Architects: setup, state, actions, pending decisions, outcome.

Every type is an immutable tuple; a move makes a new state.  Cards are kind indices
(``rules.kinds``), tokens token indices (``rules.tokens``), wonders wonder indices.  Seats are
numbered clockwise from 0; a seat's left neighbour is the next seat, and play passes to the left.
The deck of seat ``i``'s wonder lies between seat ``i`` and its left neighbour: it is the deck on
seat ``i``'s left and on seat ``i + 1``'s right.
"""

from __future__ import annotations

from typing import Any, NamedTuple, TypeVar

T = TypeVar("T")

# makes a NamedTuple from all its fields in order, without the Python frame of its __new__
_tuple_new = tuple.__new__


class Setup(NamedTuple):
    """Every chance outcome of a game, fixed before the first decision."""

    wonders: tuple[int, ...]                  # seat -> its wonder
    decks: tuple[tuple[int, ...], ...]        # seat -> its wonder's deck, top card first
    central: tuple[int, ...]                  # the central deck, top card first
    progress: tuple[int, ...]                 # the tokens, shuffled; the first ones are laid face up
    first_player: int                         # setup.first_player: the youngest player
    # wonder.halicarnassus_rest: each time cards go back under a deck, the next order here (a
    # permutation of 0..k-1 for some k >= 5) says how they are shuffled: the entries below the
    # number of cards returned, in order, give the new order of those cards
    reshuffles: tuple[tuple[int, ...], ...] = ()

    @property
    def players(self) -> int:
        return len(self.wonders)


# ---- actions --------------------------------------------------------------------------------------

TAKE = "take"              # turn.take, progress.extra_card, build.effect: take the top card of a deck
BUILD = "build"            # build.cost: build a wonder piece with the cards named
TRADE = "trade"            # science.trade: discard green cards ...
CHOOSE = "choose"          # ... progress.take: and choose a progress token (face up, or the pile's top)
LOOK = "look"              # build.effect (keep K of top N): the deck to look into
KEEP = "keep"              # ... the card kept

PILE = -1                  # CHOOSE: the top token of the face-down pile


class Action(NamedTuple):
    """A decision of the player to move.  Unused fields keep their defaults.

    ``deck``: a wonder (index of ``rules.wonders``: that wonder's deck) or ``CENTRAL_DECK``; ``piece``: a piece number;
    ``cards``: kind indices spent or discarded, sorted; ``token``: a token index or ``PILE``;
    ``card``: the kind kept; ``economy`` / ``engineering``: the payment uses that token.
    """

    kind: str
    deck: int = -2
    piece: int = 0
    cards: tuple[int, ...] = ()
    token: int = -2
    card: int = -1
    economy: bool = False
    engineering: bool = False


CENTRAL_DECK = -1          # Action.deck for the central deck


class Pending(NamedTuple):
    """A decision an effect owes: take a card from one of ``decks`` (seats or CENTRAL_DECK), choose a
    progress token, look into a deck, or keep one of the ``cards`` looked at (``deck`` is where they
    go back).

    ``free``: owed by a progress token, which its owner uses when they wish during the turn
    (progress.any_time), before or after the turn's other actions; otherwise owed at once, by the
    piece just built or the green cards just traded (build.effect, science.trade), before anything else."""

    kind: str                          # TAKE, CHOOSE, LOOK or KEEP
    decks: tuple[int, ...] = ()
    keep: int = 1
    look: int = 0
    cards: tuple[int, ...] = ()
    deck: int = -2
    free: bool = False


class Outcome(NamedTuple):
    """How the game ended: ``civilian`` (a wonder completed) or ``exhausted`` (no card left to take),
    and the winners (several: a shared victory)."""

    victory: str
    winners: tuple[int, ...]


TAKE_PHASE = "take"        # the mover takes a card (turn.take)
ACT_PHASE = "act"          # the mover carries out what the turn calls for (turn.actions)


class State(NamedTuple):
    setup: Setup
    decks: tuple[tuple[int, ...], ...]     # seat -> what is left of its wonder's deck, top first
    central: tuple[int, ...]
    discard: tuple[int, ...]               # cards spent, traded or discarded, in order
    face_up: tuple[int, ...]               # setup.progress: the face-up tokens
    pile: tuple[int, ...]                  # the face-down tokens, top first
    flipped: int                           # conflict tokens on their battle side
    cat: int                               # the seat holding the cat, or -1
    hands: tuple[tuple[int, ...], ...]     # seat -> number of cards of each kind in front of it
    built: tuple[int, ...]                 # seat -> bit n-1 set when piece n is built
    tokens: tuple[tuple[int, ...], ...]    # seat -> its progress tokens, sorted
    victories: tuple[int, ...]             # seat -> Military Victory tokens
    mover: int
    phase: str
    pending: tuple[Pending, ...] = ()
    used: frozenset[int] = frozenset()     # tokens whose once-a-turn effect was used this turn
    battle: bool = False                   # military.battle_call: a battle ends this turn
    reshuffled: int = 0                    # setup.reshuffles used so far
    turn: int = 1
    outcome: Outcome | None = None
    game: Any = None                       # the Game that made it (None: made by the rules alone)

    @property
    def players(self) -> int:
        return len(self.hands)


class Draft:
    """A state being changed by one move: :class:`State`'s fields as attributes the rules
    overwrite, made from the state before the move and made into the state after it once
    (:meth:`freeze`), however many fields the move changes.  The state it was made from never
    changes: a field is replaced, never altered in place."""

    __slots__ = ("battle", "built", "cat", "central", "decks", "discard", "face_up", "flipped", "game", "hands",
                 "mover", "outcome", "pending", "phase", "pile", "reshuffled", "setup", "tokens", "turn", "used",
                 "victories", "wonders")

    setup: Setup
    decks: tuple[tuple[int, ...], ...]
    central: tuple[int, ...]
    discard: tuple[int, ...]
    face_up: tuple[int, ...]
    pile: tuple[int, ...]
    flipped: int
    cat: int
    hands: tuple[tuple[int, ...], ...]
    built: tuple[int, ...]
    tokens: tuple[tuple[int, ...], ...]
    victories: tuple[int, ...]
    mover: int
    phase: str
    pending: tuple[Pending, ...]
    used: frozenset[int]
    battle: bool
    reshuffled: int
    turn: int
    outcome: Outcome | None
    game: Any
    wonders: tuple[int, ...]     # setup.wonders, read often (a slot is read faster than a NamedTuple field)

    def __init__(self, state: State):
        (self.setup, self.decks, self.central, self.discard, self.face_up, self.pile, self.flipped, self.cat,
         self.hands, self.built, self.tokens, self.victories, self.mover, self.phase, self.pending, self.used,
         self.battle, self.reshuffled, self.turn, self.outcome, self.game) = state
        self.wonders = self.setup.wonders

    @property
    def players(self) -> int:
        return len(self.hands)

    def freeze(self) -> State:
        """The state the draft now describes."""
        return _tuple_new(State, (self.setup, self.decks, self.central, self.discard, self.face_up, self.pile,
                                  self.flipped, self.cat, self.hands, self.built, self.tokens, self.victories,
                                  self.mover, self.phase, self.pending, self.used, self.battle, self.reshuffled,
                                  self.turn, self.outcome, self.game))


# What the rules read a position from: a state, or a draft in the middle of a move.
Position = State | Draft


def replaced(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``values`` with the item at ``index`` replaced by ``value`` (a seat's entry of a per-seat field)."""
    items = list(values)     # a list changed in place and made a tuple again: faster than slicing and joining
    items[index] = value
    return tuple(items)
