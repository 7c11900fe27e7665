"""A card laid under its owner's board by a part built (effect.entomb; in 7 Wonders' Leaders for the 2020
edition, Abu Simbel's stages: leaders.abu_simbel).

When a part that entombs is built, its owner owes one entombing for each card it names: a decision of its
own, phase :data:`ENTOMB`, which waits its turn among the decisions the play left and is played as a round
of one player.  The cards that may go are those of the colour named standing in the owner's city
(ruling leaders.abu_simbel_entomb: a leader recruited), or with ``from hand`` those of the colour in
the owner's hand (the rule option abu_simbel_entomb_source = hand).  With several the owner
picks one (move :data:`ENTOMB`); with one it goes without a decision; with none nothing happens.  The card
leaves the city's structures, so its ability ends from then on (ruling leaders.abu_simbel_lost_ability),
and it scores, in the Leaders row, the points per coin of its cost the part names, that cost as it stood
when the card was laid there (ruling leaders.abu_simbel_age_cost; the rule option abu_simbel_age_cost_value =
last_age values a price by the Age at the last Age's instead).
"""

from __future__ import annotations

from oracle.classic.events import CardPlayed
from oracle.classic.leaders.costs import printed_cost
from oracle.classic.leaders.state import LeadersPart, part, with_leaders
from oracle.classic.ruleset import Part, Ruleset
from oracle.classic.spec import AGES
from oracle.classic.state import Action, State
from oracle.classic.turn import decision_made
from oracle.core.belonging import value_type
from oracle.core.events import Log
from oracle.core.simultaneous import Commitments
from oracle.dsl import ast
from oracle.errors import IllegalMoveError

ENTOMB = "entomb"       # effect.entomb: the phase of an entombing, and the move naming the card laid
# rule option of the ruling leaders.abu_simbel_age_cost: the Age whose price values an entombed leader
# priced by the Age; LAST_AGE: the last Age's, when the points are counted
AGE_VALUE = "abu_simbel_age_cost_value"
LAST_AGE = "last_age"
LAST_AGE_NUMBER = len(AGES)


def owed_by(made: Part) -> list[tuple[str, int, bool]]:
    """effect.entomb: the entombings the part ``made`` owes when built, each (colour, points per coin, whether
    from the hand)."""
    return [(e.colour.value, e.points, e.from_hand) for e in made.on_build if isinstance(e, ast.Entomb)
            for _ in range(e.amount)]


def entombs(rules: Ruleset) -> bool:
    """Whether any card, board or stage of ``rules`` entombs (the views and schemas show the cards entombed
    only in a ruleset that has them)."""
    parts = (*rules.cards, *(s for b in rules.boards for s in (b.base, *b.stages)))
    return any(isinstance(e, ast.Entomb) for p in parts for e in p.on_build)


def _first_owed(leaders: LeadersPart, seat: int) -> int:
    """The index in ``leaders.owed`` of the entombing the first pending decision is for."""
    return next(i for i, (s, *_) in enumerate(leaders.owed) if s == seat)


def value(rules: Ruleset, state: State, card: int, per_coin: int) -> int:
    """effect.entomb, ruling leaders.abu_simbel_age_cost: the points ``card`` scores once entombed:
    ``per_coin`` for each coin of its printed cost, the cost as it stands when the card is laid there (a
    price that changes with the Age, at the Age being played: leaders.age_cost), or under the rule option
    :data:`AGE_VALUE` = :data:`LAST_AGE` at the last Age's price, when the points are counted."""
    return per_coin * printed_cost(rules.cards[card], LAST_AGE_NUMBER if _at_last_age(rules) else state.age)


def _at_last_age(rules: Ruleset) -> bool:
    """Whether the ruleset values a price by the Age at the last Age's (rule option :data:`AGE_VALUE`, where
    the ruleset declares it)."""
    return any(o.name == AGE_VALUE for o in rules.rule_options) and rules.option(AGE_VALUE) == LAST_AGE


def options(rules: Ruleset, state: State, seat: int) -> list[Action]:
    """effect.entomb: entombing any one card of the colour owed standing in the city of ``seat`` (or, from
    the hand, held by its player: rule option abu_simbel_entomb_source = hand)."""
    leaders = part(rules, state)
    _, colour, _, from_hand = leaders.owed[_first_owed(leaders, seat)]
    own = value_type(rules, Action)
    fc = seat == state.free_city
    held = leaders.hands[seat] if from_hand else state.cities[seat].structures
    return [own(ENTOMB, c, free_city=fc) for c in sorted(held) if rules.cards[c].colour == colour]


def begin(rules: Ruleset, state: State, log: Log | None) -> State | None:
    """effect.entomb: the first pending entombing: a decision of its owner when several cards may go;
    otherwise carried out at once (the one card laid, or nothing with none) and the play goes on."""
    seat = state.pending[0][1]
    choices = options(rules, state, seat)
    if len(choices) > 1:
        return state._replace(commitments=Commitments.open(len(state.cities), (seat,)))
    return _entomb(rules, state, seat, choices[0].card if choices else None, log)


def resolve(rules: Ruleset, state: State, plays: list[tuple[int, Action]], log: Log | None) -> State:
    """effect.entomb: the card chosen laid under the board; the play goes on with the next decision."""
    (seat, action), = plays
    return _entomb(rules, state, seat, action.card, log)


def _entomb(rules: Ruleset, state: State, seat: int, card: int | None, log: Log | None) -> State:
    """``card`` (None: nothing) taken out of the city of ``seat`` and laid under its board, scoring the
    points owed; the entombing and its pending decision done."""
    leaders = part(rules, state)
    at = _first_owed(leaders, seat)
    owed = (*leaders.owed[:at], *leaders.owed[at + 1:])
    entombed, hands = leaders.entombed, leaders.hands
    if card is not None and leaders.owed[at][3]:    # from the hand
        hands = (*hands[:seat], tuple(c for c in hands[seat] if c != card), *hands[seat + 1:])
    elif card is not None:
        city = state.cities[seat]
        city = city._replace(structures=tuple(c for c in city.structures if c != card),
                             recent=tuple(c for c in city.recent if c != card))
        state = state._replace(cities=(*state.cities[:seat], city, *state.cities[seat + 1:]))
    if card is not None:
        entombed = (*entombed, (seat, card, value(rules, state, card, leaders.owed[at][2])))
        if log is not None:
            log.append((CardPlayed, seat, ENTOMB, rules.cards[card].name, 0, 0, False))
    state = state._replace(pending=state.pending[1:], commitments=Commitments.open(len(state.cities), ()))
    return decision_made(rules, with_leaders(rules, state, leaders._replace(entombed=entombed, owed=owed, hands=hands)),
                         log)


def refusal(rules: Ruleset, state: State, seat: int, action: Action) -> IllegalMoveError:
    """effect.entomb: the one choice is a card of the colour owed standing in the player's city."""
    leaders = part(rules, state)
    _, colour, _, from_hand = leaders.owed[_first_owed(leaders, seat)]
    where = "hand" if from_hand else "city"
    if action.kind != ENTOMB or action.left or action.right:
        return IllegalMoveError("effect.entomb", f"the stage just built lays one {colour} card of the {where} under "
                                                 "the board, and nothing else may be done now")
    return IllegalMoveError("effect.entomb", f"{rules.cards[action.card].name} is not a {colour} card of the "
                                             f"player's {where}")


def reason(rules: Ruleset, state: State) -> tuple[str, str]:
    """Who entombs, and the rule."""
    seat = state.pending[0][1]
    leaders = part(rules, state)
    where = "hand" if leaders.owed[_first_owed(leaders, seat)][3] else "city"
    return ("effect.entomb", f"player {state.controller(seat)} picks the leader of their {where} laid under the "
                             "board by the stage of their wonder just built")


__all__ = ["ENTOMB", "begin", "entombs", "options", "owed_by", "reason", "refusal", "resolve", "value"]
