"""Building Architects positions directly, by component name, for the tests."""

from __future__ import annotations

from collections import Counter

from oracle.architects.ruleset import load_ruleset
from oracle.architects.state import ACT_PHASE, CENTRAL_DECK, Action, Setup, State
from oracle.architects.turn import initial_state

R = load_ruleset()
K = {k.name: i for i, k in enumerate(R.kinds)}
T = {t.name: i for i, t in enumerate(R.tokens)}
W = {w.name: i for i, w in enumerate(R.wonders)}
CENTRAL = CENTRAL_DECK
DEFAULT_WONDERS = ("Giza", "Rhodes", "Babylon")


def hand(*names: str) -> tuple[int, ...]:
    counts = Counter(K[n] for n in names)
    return tuple(counts.get(i, 0) for i in range(len(R.kinds)))


def cards(*names: str) -> tuple[int, ...]:
    return tuple(sorted(K[n] for n in names))


def deck(*names: str) -> tuple[int, ...]:
    """A deck, top card first."""
    return tuple(K[n] for n in names)


def tokens(*names: str) -> tuple[int, ...]:
    return tuple(T[n] for n in names)


def game(wonders: tuple[str, ...] = DEFAULT_WONDERS, decks: tuple[tuple[int, ...], ...] | None = None,
         central: tuple[int, ...] = (), progress: tuple[str, ...] = ("Urbanism", "Science", "Tactics", "Culture"),
         first: int = 0, reshuffles: tuple[tuple[int, ...], ...] = ()) -> State:
    """The state before the first decision of a game dealt as given (decks default to a few Blue cards)."""
    decks = decks if decks is not None else tuple(deck("Blue", "Blue") for _ in wonders)
    setup = Setup(tuple(W[w] for w in wonders), decks, central, tokens(*progress), first, reshuffles)
    return initial_state(R, setup)


def acting(state: State, seat: int, **changes: object) -> State:
    """The state with ``seat`` to act after taking its card (the take already done), with changes."""
    return state._replace(mover=seat, phase=ACT_PHASE, **changes)


def with_hand(state: State, seat: int, *names: str) -> State:
    hands = list(state.hands)
    hands[seat] = hand(*names)
    return state._replace(hands=tuple(hands))


def take(seat: int, state: State | None = None) -> Action:
    """Take from the deck of ``seat`` (or CENTRAL), named by its wonder as actions name decks."""
    if seat == CENTRAL:
        return Action("take", deck=CENTRAL)
    return Action("take", deck=state.setup.wonders[seat] if state is not None else W[DEFAULT_WONDERS[seat]])
