"""The leader draft (leaders.draft): before Age I, every player keeps one leader of the draft hand
before them, all at once, and passes the rest on; then again, until the draft hands are empty."""

from __future__ import annotations

from oracle.classic.decisions import seats_text
from oracle.classic.leaders.state import part, with_leaders
from oracle.classic.ruleset import Ruleset
from oracle.classic.state import Action, State
from oracle.classic.turn import round_over
from oracle.core.belonging import value_type
from oracle.core.events import Log
from oracle.core.simultaneous import Commitments
from oracle.errors import IllegalMoveError

DRAFT = "draft"          # the phase of a pick of the draft
KEEP = "keep"            # leaders.draft: the leader kept from the draft hand


def begin(rules: Ruleset, state: State, log: Log | None) -> State | None:
    """A pick of the draft, while the draft hands hold leaders (none left: the draft is over)."""
    if not any(part(rules, state).draft):
        return None
    return state._replace(commitments=Commitments.open(len(state.cities), tuple(range(len(state.cities)))))


def options(rules: Ruleset, state: State, seat: int) -> list[Action]:
    """leaders.draft: keeping any one leader of the draft hand."""
    own = value_type(rules, Action)
    return [own(KEEP, card) for card in part(rules, state).draft[seat]]


def resolve(rules: Ruleset, state: State, plays: list[tuple[int, Action]], log: Log | None) -> State:
    """leaders.draft: each kept leader joins its player's hand (unseen: leaders.hidden); the rest of each
    draft hand goes to the neighbour ``[leaders].passing`` names."""
    leaders = part(rules, state)
    hands = list(leaders.hands)
    left = list(leaders.draft)
    for seat, action in plays:
        hands[seat] = tuple(sorted((*hands[seat], action.card)))
        rest = list(left[seat])
        rest.remove(action.card)
        left[seat] = tuple(rest)
    n = len(left)
    step = rules.spec.sections["leaders"].step % n      # the draft hand of seat s goes to seat s + step
    passed = tuple(left[n - step:] + left[:n - step])
    state = with_leaders(rules, state, leaders._replace(hands=tuple(hands), draft=passed))
    return begin(rules, state, log) or round_over(rules, state, log)


def refusal(rules: Ruleset, state: State, seat: int, action: Action) -> IllegalMoveError:
    """leaders.draft: the one choice of a pick is a leader of the draft hand to keep."""
    if action.kind != KEEP:
        return IllegalMoveError("leaders.draft", "in the draft a player keeps one leader of the hand before them")
    return IllegalMoveError("leaders.draft", "that leader is not in the draft hand before the player")


def reason(rules: Ruleset, state: State) -> tuple[str, str]:
    """Who owes a pick of the draft, and the rule."""
    waiting = state.commitments.waiting
    left = len(part(rules, state).draft[waiting[0]]) if waiting else 0
    return ("leaders.draft", f"{seats_text(waiting)} {'has' if len(waiting) == 1 else 'have'} still to keep one "
                             f"of the {left} leaders before them; everyone picks at once")
