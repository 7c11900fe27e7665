"""The Pantheon's part of a turn, at Duel's points: activating a divinity (a turn action of its
own: when it is offered, why one is refused, how it is played), who played the last turn, its
decisions offered and settled, the tokens lying on the structure, and the board opened when the
Age that opens it is laid out.

The rules themselves are :mod:`oracle.duel.pantheon.rules`'s and :mod:`oracle.duel.pantheon.tokens`'s;
this module says where Duel's turn calls them.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from oracle.core.game import DecisionReason
from oracle.duel.decisions import whose_turn
from oracle.duel.legal import spendable
from oracle.duel.pantheon import rules as pantheon
from oracle.duel.pantheon import tokens
from oracle.duel.pantheon.kinds import ACTIVATE, DIVINITY_PLACE
from oracle.duel.pantheon.rules import offering_choices, price, space_price
from oracle.duel.pantheon.state import Pantheon, part, put
from oracle.duel.points import TurnAction
from oracle.duel.rules.costs import Price, coin_price
from oracle.duel.shared import stealing
from oracle.duel.state import Action, Decision, State, Turn
from oracle.errors import IllegalMoveError


def activate(t: Turn, action: Action) -> None:
    """Point ``turn_actions``: pantheon.activate, the turn spent on a divinity of the board."""
    pantheon.activate(t, action.space, action.offerings)


def activations(state: State | Turn, player: int, coins: int) -> list[tuple[Action, Price | None]]:
    """Point ``turn_options``: pantheon.activate, from the Age the spec opens it (pantheon.age_one),
    each divinity on the board with each set of the player's Offering tokens (pantheon.offering) the
    player can pay for, by space (in a state or a move's pad).  The prices are
    :func:`~oracle.duel.pantheon.rules.price`'s, each space's figure worked out once for all the sets
    of tokens (this is asked on every turn)."""
    rules, pantheon = state.game.rules, part(state)
    constants = rules.section("pantheon")
    assert pantheon is not None and constants is not None
    if state.age < constants.first_age:
        return []
    profile = state.cities[player].profile
    first = state.setup.first_player
    choices = offering_sums(pantheon.offerings[player])
    table = rules.actions.activate
    out: list[tuple[Action, Price | None]] = []
    for space, divinity in enumerate(pantheon.spaces):
        if divinity < 0:
            continue
        figure = space_price(rules, pantheon, first, player, profile, space)
        for offerings, spent in choices:
            cost = figure - spent if figure > spent else 0
            if cost <= coins:
                out.append((table[(space, offerings)], coin_price(cost)))
    return out


@cache
def offering_sums(held: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], int], ...]:
    """:func:`~oracle.duel.pantheon.rules.offering_choices`, each set with the sum of its values."""
    return tuple((offerings, sum(offerings)) for offerings in offering_choices(held))


def check_activation(state: State, action: Action) -> None:
    """Point ``turn_actions``: pantheon.age_one, pantheon.activate, pantheon.offering, cost.afford:
    why an activation is refused."""
    rules, pantheon, player = state.game.rules, part(state), state.to_move
    assert pantheon is not None and rules.section("pantheon") is not None
    if state.age < rules.section("pantheon").first_age:
        raise IllegalMoveError("pantheon.age_one", f"no divinity can be activated before Age "
                                                   f"{('I', 'II', 'III')[rules.section('pantheon').first_age - 1]}")
    spaces = len(pantheon.spaces)
    if not (isinstance(action.space, int) and 0 <= action.space < spaces) or pantheon.spaces[action.space] < 0:
        raise IllegalMoveError("pantheon.activate", f"no divinity lies on space {action.space + 1} of the Pantheon"
                               if isinstance(action.space, int) and 0 <= action.space < spaces
                               else f"the Pantheon has spaces 1 to {spaces}")
    held = list(pantheon.offerings[player])
    for value in action.offerings:
        if value not in held:
            held_now = ", ".join(map(str, pantheon.offerings[player])) or "none"
            raise IllegalMoveError("pantheon.offering", f"player {player} holds no unused {value} Offering token "
                                                        f"(held: {held_now})")
        held.remove(value)
    cost = price(rules, pantheon, state.setup.first_player, player, state.cities[player].profile, action.space,
                 action.offerings)
    coins = spendable(state, player)
    if cost > coins:
        name = rules.divinities[pantheon.spaces[action.space]].name
        raise IllegalMoveError("cost.afford", f"activating {name} costs {cost} coins; player {player} has {coins}")


def card_turn(t: Turn) -> None:
    """Point ``card_turn``: who played the last turn, kept because an activation takes no card
    (``last_active`` alone would not tell)."""
    held, player = part(t), t.player
    if held is not None and held.last_turn != player:
        put(t, _part(Pantheon, (*held[:-1], player)))


def open_board(t: Turn) -> None:
    """Point ``age_dealt``: pantheon.gate and pantheon.reveal, once the Age that opens the board
    (pantheon.age_one) is laid out."""
    constants = t.rules.section("pantheon")
    if part(t) is not None and constants is not None and t.age == constants.first_age:
        pantheon.open_board(t)


def uncovered(t: Turn, slot: int) -> bool | None:
    """Point ``card_uncovered``: pantheon.token_gain, the token lying on the card taken by the
    player whose move uncovered it; True if that leaves a decision (a Mythology token's divinities
    to place), which comes before the card turns face up."""
    held = part(t)
    if held is None or not held.structure_tokens or tokens.token_on(held, slot) < 0:
        return None
    return True if tokens.gain(t, slot) else None


def turn_reason(state: Any, player: int) -> DecisionReason | None:
    """Point ``turn_reason``: with the Pantheon, the turn passes by who played the last turn, an
    activation included (turn.alternate, effect.play_again)."""
    held = part(state)
    if held is None or held.last_turn < 0:
        return None
    return whose_turn(player, held.last_turn, "built or activated", "played the last turn")


def _settle(t: Turn, action: Action, decision: Decision) -> None:
    pantheon.settle(t, action, decision)


_part = tuple.__new__   # a part made from every field, without the generated constructor's Python frame
assert Pantheon._fields[-1] == "last_turn"   # card_turn replaces the last field

TURN_ACTIONS = {ACTIVATE: TurnAction(check_activation, activate)}
# the decisions the Pantheon's effects queue without options, and every decision it settles
DECISION_OPTIONS = dict(pantheon.OPTIONS)
SETTLE = {kind: stealing.SETTLE.get(kind, _settle) for kind in (*pantheon.OPTIONS, DIVINITY_PLACE)}

__all__ = ["DECISION_OPTIONS", "SETTLE", "TURN_ACTIONS", "activate", "activations", "card_turn", "check_activation",
           "open_board", "turn_reason", "uncovered"]
