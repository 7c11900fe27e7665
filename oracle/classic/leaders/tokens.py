"""What a leader recruited does to the conflict tokens at once: a token of the Age taken without a
conflict (effect.take_age_piece), every token of a kind discarded (effect.discard_every_piece), and
tokens the other players discard by their own choice (effect.discard_chosen_piece).

A victory token taken so is one more token of the city, worth what the Age makes it worth
(military.victory), and whatever waits for a victory token taken hears it (effect.whenever: Nero's
coins).  A defeat token is worth the same in every Age, so a choice among defeat tokens is no choice:
those are discarded at once.  Among victory tokens, a player whose tokens are not all worth the same
chooses which to discard: a decision of their own, phase :data:`DISCARD_PIECE`, one token at a time,
which waits its turn among the decisions the play left and is played as a round of one player.  A player
with no victory token discards nothing; one whose tokens are all of one worth has nothing to choose.
Under the rule option :data:`OPTION` = ``cheapest`` (ruling leaders.telesilla_choice) the engine
discards the cheapest token itself and nobody decides.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from oracle.classic.events import CardPlayed, CoinsGained
from oracle.classic.rules import city as cities
from oracle.classic.rules.whenever import TAKE_PIECE, event_coins
from oracle.classic.ruleset import Part, Ruleset
from oracle.classic.state import Action, City, State
from oracle.classic.turn import AGE_NAMES, decision_made
from oracle.core.belonging import value_type
from oracle.core.events import Log
from oracle.core.relations import seats
from oracle.core.simultaneous import Commitments
from oracle.dsl import ast
from oracle.errors import IllegalMoveError

DISCARD_PIECE = "discard_piece"     # effect.discard_chosen_piece: the phase, and the action naming the points
DEFEAT = "defeat_token"
VICTORY = cities.VICTORY_TOKEN
# rule option of the ruling leaders.telesilla_choice: who picks the victory token discarded
OPTION = "telesilla_discard"
CHEAPEST = "cheapest"


def _chooses(rules: Ruleset) -> bool:
    """Whether the owner of the tokens picks the one discarded (the rule option :data:`OPTION`, where the
    ruleset declares it, may leave it to the engine: the cheapest)."""
    return not any(o.name == OPTION for o in rules.rule_options) or rules.option(OPTION) != CHEAPEST


@lru_cache(maxsize=16)
def chosen_in(rules: Ruleset) -> bool:
    """Whether a component of ``rules`` leaves tokens to discard by choice (effect.discard_chosen_piece): only
    then do its records, views and schemas know the decision (a ruleset without it is as before)."""
    return any(isinstance(e, ast.DiscardChosenPiece) for c in rules.cards for e in c.on_build)


def has_tokens(part: Part) -> bool:
    """Whether ``part`` does anything to the conflict tokens when built."""
    return any(isinstance(e, (ast.TakeAgePiece, ast.DiscardEveryPiece, ast.DiscardChosenPiece)) for e in part.on_build)


def carry_out(rules: Ruleset, age: int, before: Sequence[City], now: list[City], seat: int, part: Part,
              log: Log | None) -> list[tuple[str, int]]:
    """The token effects of ``part``, built by the city in ``seat`` in Age ``age``, carried out on the cities
    ``now`` (changed in place; ``before``: the cities before the play, whose standing clauses hear a token
    taken): the tokens taken and discarded at once, and the decisions :data:`DISCARD_PIECE` left, in the
    order of the seats deciding from the owner's left."""
    pending: list[tuple[str, int]] = []
    n = len(now)
    for e in part.on_build:
        if isinstance(e, ast.TakeAgePiece):
            city = now[seat]
            if e.piece.value == VICTORY:
                now[seat] = city._replace(victories=(*city.victories, rules.spec.victory[AGE_NAMES[age - 1]]))
                placed = tuple(now)
                for amount, source in event_coins(rules, before[seat], placed, seat, TAKE_PIECE, VICTORY):
                    city = now[seat]
                    now[seat] = city._replace(coins=city.coins + amount, received=city.received + amount)
                    if log is not None:
                        log.append((CoinsGained, seat, amount, source))
            else:
                now[seat] = city._replace(defeats=city.defeats + 1)
        elif isinstance(e, ast.DiscardEveryPiece):
            city = now[seat]
            now[seat] = city._replace(victories=()) if e.piece.value == VICTORY else city._replace(defeats=0)
        elif isinstance(e, ast.DiscardChosenPiece):
            for other in sorted(seats(e.cities.value, seat, n), key=lambda s: (s - seat) % n):
                if e.piece.value == DEFEAT:     # all alike: no choice
                    city = now[other]
                    now[other] = city._replace(defeats=max(city.defeats - e.amount, 0))
                else:
                    pending += [(DISCARD_PIECE, other)] * e.amount
    return pending


def _seat(state: State) -> int:
    return state.pending[0][1]


def options(rules: Ruleset, state: State, seat: int) -> list[Action]:
    """effect.discard_chosen_piece: discarding one victory token of each worth the player holds (the action
    names the token's points)."""
    own = value_type(rules, Action)
    return [own(DISCARD_PIECE, points) for points in sorted(set(state.cities[seat].victories))]


def _discard(rules: Ruleset, state: State, seat: int, points: int, log: Log | None) -> State:
    """One victory token worth ``points`` leaves the city in ``seat``; the play goes on."""
    city = state.cities[seat]
    victories = list(city.victories)
    victories.remove(points)
    if log is not None:
        log.append((CardPlayed, seat, DISCARD_PIECE, "", 0, 0, False))
    state = state._replace(cities=(*state.cities[:seat], city._replace(victories=tuple(victories)),
                                   *state.cities[seat + 1:]), pending=state.pending[1:],
                           commitments=Commitments.open(len(state.cities), ()))
    return decision_made(rules, state, log)


def begin(rules: Ruleset, state: State, log: Log | None) -> State | None:
    """effect.discard_chosen_piece: the decision of the first pending discard, or, when its player has no
    choice (no victory token, all of one worth, or the rule option leaving it to the engine), the token
    discarded at once (the cheapest) and the play carried on; None when there is nothing to discard."""
    seat = _seat(state)
    worths = sorted(set(state.cities[seat].victories))
    if not worths:
        return None
    if len(worths) == 1 or not _chooses(rules):
        return _discard(rules, state, seat, worths[0], log)
    return state._replace(commitments=Commitments.open(len(state.cities), (seat,)))


def resolve(rules: Ruleset, state: State, plays: list[tuple[int, Action]], log: Log | None) -> State:
    """effect.discard_chosen_piece: the victory token chosen leaves the city."""
    (seat, action), = plays
    return _discard(rules, state, seat, action.card, log)


def refusal(rules: Ruleset, state: State, seat: int, action: Action) -> IllegalMoveError:
    """effect.discard_chosen_piece: the one choice is a victory token the player holds."""
    if action.kind != DISCARD_PIECE:
        return IllegalMoveError("effect.discard_chosen_piece", "now the only choice is the victory token to discard")
    held = sorted(set(state.cities[seat].victories))
    return IllegalMoveError("effect.discard_chosen_piece", f"the player holds no victory token worth {action.card} "
                                                           f"points; they hold tokens worth {held}")


def reason(rules: Ruleset, state: State) -> tuple[str, str]:
    """Who discards a victory token of their choice, and the rule."""
    return ("effect.discard_chosen_piece", f"player {_seat(state)} discards one of their victory tokens, of their "
                                           f"choice, for a leader just recruited")
