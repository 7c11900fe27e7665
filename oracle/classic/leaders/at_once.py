"""What a stage built does to the leaders at once, whether it is built in a recruitment (leaders.stage) or
in a turn of an Age (point ``built``).

effect.draw_unused: the owner draws leaders, face down, from those no player was dealt, top first, into
their hand (seen by them alone: leaders.hidden); fewer if fewer are left.  effect.build_from_hand: the
owner recruits one more leader of their hand at once, paying its cost (leaders.cost): a decision of its
own, phase :data:`EXTRA`, which waits its turn among the decisions the play left (after the builds from
the discard pile of the same play) and is played as a round of one player.  With no leader in hand they
can pay for, the recruit is lost, and nothing else is offered instead (ruling leaders.roma_no_recruit).
effect.entomb: a card of the owner's city laid under the board, a decision of its own
(:mod:`oracle.classic.leaders.entomb`).
"""

from __future__ import annotations

from oracle.classic.events import CardPlayed, CoinsGained, CoinsPaid
from oracle.classic.leaders.costs import cost
from oracle.classic.leaders.entomb import ENTOMB, owed_by
from oracle.classic.leaders.state import part, with_leaders
from oracle.classic.leaders.tokens import carry_out as carry_tokens
from oracle.classic.leaders.tokens import has_tokens
from oracle.classic.legal import payable
from oracle.classic.rules import city as cities
from oracle.classic.rules.whenever import bank_paid, hears_bank
from oracle.classic.ruleset import Part, Ruleset
from oracle.classic.state import DISCARD_BUILD, Action, State
from oracle.classic.turn import decision_made, on_build_coins
from oracle.core.belonging import value_type
from oracle.core.events import Log
from oracle.core.simultaneous import Commitments
from oracle.dsl import ast
from oracle.errors import IllegalMoveError

EXTRA = "extra_recruit"     # effect.build_from_hand: the phase of a leader recruited at once
RECRUIT = "recruit"         # leaders.recruit: the action, as in a recruitment


def carry_out(state: State, rules: Ruleset, built: tuple[tuple[int, Part], ...], log: Log | None) -> State:
    """effect.draw_unused, effect.build_from_hand, effect.entomb: the leaders drawn into the hands of the
    owners of the parts ``built`` (seat, part) at once, and a decision added at the end of the pending
    ones for each leader to recruit at once (:data:`EXTRA`) and each card to entomb
    (:data:`~oracle.classic.leaders.entomb.ENTOMB`, owed in Leaders' part)."""
    leaders = part(rules, state)
    hands = list(leaders.hands)
    deck = list(leaders.deck)
    pending = list(state.pending)
    owed = list(leaders.owed)
    drew = False
    for seat, made in built:
        for e in made.on_build:
            if isinstance(e, ast.DrawUnused):
                drawn = [c for c in deck if rules.cards[c].colour == e.colour.value][:e.amount]
                for c in drawn:
                    deck.remove(c)
                hands[seat] = tuple(sorted((*hands[seat], *drawn)))
                drew = True
            elif isinstance(e, ast.BuildFromHand):
                pending.extend([(EXTRA, seat)] * e.amount)
        for colour, per_coin, from_hand in owed_by(made):     # effect.entomb: a decision each, after those before
            pending.append((ENTOMB, seat))
            owed.append((seat, colour, per_coin, from_hand))
    if drew or len(owed) != len(leaders.owed):
        state = with_leaders(rules, state, leaders._replace(hands=tuple(hands), deck=tuple(deck), owed=tuple(owed)))
    return state._replace(pending=tuple(pending)) if len(pending) != len(state.pending) else state


def _seat(state: State) -> int:
    return state.pending[0][1]


def begin(rules: Ruleset, state: State, log: Log | None) -> State | None:
    """effect.build_from_hand: the recruit at once of the first pending decision, or None when its owner
    holds no leader they may recruit (ruling leaders.roma_no_recruit: the recruit is lost)."""
    seat = _seat(state)
    if not options(rules, state, seat):
        return None
    return state._replace(commitments=Commitments.open(len(state.cities), (seat,)))


def options(rules: Ruleset, state: State, seat: int) -> list[Action]:
    """effect.build_from_hand: recruiting any leader of the hand the player can pay for (leaders.cost,
    from the coins held: trade.coins_held) and of no name their city holds (build.unique)."""
    own = value_type(rules, Action)
    city = state.cities[seat]
    held = cities.names(rules, city)
    coins = payable(city)
    return [own(RECRUIT, leader) for leader in part(rules, state).hands[seat]
            if rules.cards[leader].name not in held and cost(rules, state, seat, leader) <= coins]


def resolve(rules: Ruleset, state: State, plays: list[tuple[int, Action]], log: Log | None) -> State:
    """effect.build_from_hand: the leader paid for and recruited, then its effects when built; the play
    goes on with the next decision (a build from the discard pile the leader gives comes first)."""
    (seat, action), = plays
    leader = rules.cards[action.card]
    paid = cost(rules, state, seat, action.card)
    city = state.cities[seat]
    if paid and log is not None:
        log.append((CoinsPaid, seat, paid, 0, 0))
    if log is not None:
        log.append((CardPlayed, seat, RECRUIT, leader.name, 0, 0, False))
    city = city._replace(coins=city.coins - paid, structures=(*city.structures, action.card),
                         recent=(*city.recent, action.card))
    placed = (*state.cities[:seat], city, *state.cities[seat + 1:])
    paid_out = city.coins       # effect.bank_coins: the coins before the bank pays anything
    for amount in on_build_coins(rules, placed, seat, leader) if leader.on_build else ():
        city = city._replace(coins=city.coins + amount, received=city.received + amount)
        if log is not None:
            log.append((CoinsGained, seat, amount, leader.name))
    now = [*state.cities[:seat], city, *state.cities[seat + 1:]]
    # effect.take_age_piece, effect.discard_every_piece, effect.discard_chosen_piece
    chosen = carry_tokens(rules, state.age, state.cities, now, seat, leader, log) if has_tokens(leader) else []
    city = now[seat]
    if city.coins > paid_out and hears_bank(rules):
        city, gained = bank_paid(rules, state.cities[seat], city, tuple(now), seat)
        if log is not None:
            log.extend((CoinsGained, seat, amount, source) for amount, source in gained)
    now[seat] = city
    leaders = part(rules, state)
    hands = list(leaders.hands)
    hands[seat] = tuple(c for c in hands[seat] if c != action.card)
    rest = (*chosen, *state.pending[1:])
    if leader.discard_build:        # wonder.discard_build: before the decisions still to come
        rest = ((DISCARD_BUILD, seat), *rest)
    state = state._replace(cities=tuple(now), pending=rest,
                           commitments=Commitments.open(len(state.cities), ()))
    return decision_made(rules, with_leaders(rules, state, leaders._replace(hands=tuple(hands))), log)


def refusal(rules: Ruleset, state: State, seat: int, action: Action) -> IllegalMoveError:
    """effect.build_from_hand: the one choice is a leader of the hand the player can pay for."""
    if action.kind != RECRUIT or action.left or action.right:
        return IllegalMoveError("effect.build_from_hand", "the stage just built recruits a leader of the hand at "
                                                          "once, paid in coins to the bank")
    if action.card not in part(rules, state).hands[seat]:
        return IllegalMoveError("effect.build_from_hand", "that leader is not in the player's hand")
    return IllegalMoveError("effect.build_from_hand", f"the player cannot recruit {rules.cards[action.card].name} "
                                                      f"now: the city holds one of that name, or it costs more than "
                                                      f"the {payable(state.cities[seat])} coins they may pay")


def reason(rules: Ruleset, state: State) -> tuple[str, str]:
    """Who recruits a leader at once, and the rule."""
    return ("effect.build_from_hand", f"player {_seat(state)} recruits one more leader of their hand at once, "
                                      f"paying its cost, with the stage of their wonder just built")
