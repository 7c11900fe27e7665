"""The flow of a game of 7 Wonders: what an action does, and what follows it (the legal actions are
:mod:`oracle.classic.legal`'s).

turn.choose: in each turn every player commits an action with one card of their hand; the turn
resolves when the last commitment arrives (:class:`~oracle.core.simultaneous.Commitments`).
Resolving it (turn.reveal): every payment is made from the coins held at the turn's start, every
card enters its place, then the effects of what was built apply.  Then, one player at a time,
the decisions the turn left: Babylon B's last card in the sixth turn (wonder.last_card), then
the last cards discarded (turn.last_card), then Halicarnassus's build from the discard pile
(wonder.discard_build), then the decisions an expansion's effects of what was built add, each played
as one of its rounds (point ``built``).  Then the hands pass (turn.pass), or the Age ends with its conflicts
(military.conflict) and the next Age is dealt, or the game ends (end.game).

The Free City variant (free_city.*): the Free City is a third city with no hand.  The player
holding the Free City card draws the top card of its pile at the start of each turn, commits an
action for their own city and then one for the Free City with a card of the same hand; the Free
City's card is carried out first.  Then the two players swap what is left of their hands, and with
it the Free City card.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from oracle.classic.events import (
    AgeBegins,
    CardDiscarded,
    CardPlayed,
    CoinsGained,
    CoinsPaid,
    ConflictSettled,
    GameOver,
)
from oracle.classic.legal import (
    copy_options,
    deciding_city,
    discard_options,
    free_by_power,
    free_by_standing,
    is_legal,
    neighbours,
    power_frees,
    refusal,
)
from oracle.classic.rules import city as cities
from oracle.classic.rules.whenever import (
    BUY,
    CARD_BUILD,
    CHAIN_BUILD,
    TAKE_PIECE,
    bank_paid,
    coins_gained,
    event_coins,
    hears_bank,
    listening,
)
from oracle.classic.ruleset import Part, Ruleset, any_part_has, lasting_copies
from oracle.classic.scoring import outcome
from oracle.classic.state import (
    BUILD,
    CHOOSE,
    COPY,
    COPY_ABILITY,
    DECLINE,
    DISCARD,
    DISCARD_BUILD,
    FROM_DISCARD,
    LAST_CARD,
    STAGE,
    Action,
    City,
    Setup,
    State,
)
from oracle.core.events import Log
from oracle.core.simultaneous import Commitments

AGE_NAMES = ("I", "II", "III")
TURNS = 6
# the city of the last entry of a round's pending decisions, whose phase names the round: once the
# decisions before it are made, the round is over (round_over)
ROUND_OVER = -1


def initial_state(rules: Ruleset, setup: Setup) -> State:
    """setup.coins, setup.hands: every city empty with its starting coins, Age I dealt (after the
    rounds the expansions play before it: :func:`open_age`)."""
    cities = tuple(City(board=b, coins=rules.spec.starting_coins) for b in setup.boards)
    state = State(setup=setup, age=1, turn=1, hands=(), cities=cities, discard=(), phase=CHOOSE,
                  commitments=Commitments.open(len(cities), ()))
    hooks = rules.hooks
    if not hooks:
        return _deal(rules, state, 1)
    made = hooks.table("state_part")
    named = hooks.named(setup.parts)
    parts = tuple([made[name](rules, named[name]) for name in hooks.names])
    return open_age(rules, state._replace(hands=((),) * setup.players, parts=parts), 1, None)


def open_age(rules: Ruleset, state: State, age: int, log: Log | None) -> State:
    """The start of Age ``age``: the rounds the expansions play before its cards are dealt (point
    ``age_opening``), the first with a decision to make, or the Age's hands as dealt."""
    openings = rules.hooks.call("age_opening", (), age)
    return _open(rules, state._replace(age=age, turn=0), age, openings, 0, log)


def round_over(rules: Ruleset, state: State, log: Log | None) -> State:
    """An expansion's round before an Age is over (its ``resolve`` calls this): the decisions it left
    (wonder.discard_build), then the next round of the Age's opening with a decision to make, or the
    Age's hands as dealt."""
    if state.pending:     # decisions first: then this round is over again (ROUND_OVER)
        state = state._replace(pending=(*state.pending, (state.phase, ROUND_OVER)))
        return _advance(rules, state, log)
    openings = rules.hooks.call("age_opening", (), state.age)
    return _open(rules, state, state.age, openings, openings.index(state.phase) + 1, log)


def _open(rules: Ruleset, state: State, age: int, openings: tuple[str, ...], first: int, log: Log | None) -> State:
    rounds = rules.hooks.table("rounds")
    for name in openings[first:]:
        begun = rounds[name].begin(rules, state._replace(phase=name), log)
        if begun is not None:
            return begun
    return _deal(rules, state, age)


def _deal(rules: Ruleset, state: State, age: int) -> State:
    """setup.hands, free_city.holder: an Age's hands as dealt; in the Free City variant its pile,
    the Free City card to the Free City's neighbour on the side the Age's hands pass to, who draws."""
    setup = state.setup
    everyone = tuple(range(len(state.cities)))
    state = state._replace(age=age, turn=1, hands=tuple(tuple(sorted(h)) for h in setup.hands[age - 1]),
                           phase=CHOOSE, commitments=Commitments.open(len(state.cities), everyone))
    if setup.free_city:
        fc = setup.players
        state = state._replace(pile=setup.piles[age - 1], holder=(fc + _step(rules, age)) % len(state.cities))
        state = _draw(state)
    return state


def _draw(state: State) -> State:
    """free_city.choose: the holder of the Free City card draws the top card of its pile."""
    hands = list(state.hands)
    hands[state.holder] = tuple(sorted(hands[state.holder] + state.pile[:1]))
    return state._replace(hands=tuple(hands), pile=state.pile[1:])


def _step(rules: Ruleset, age: int) -> int:
    """turn.pass: +1 where the Age's hands pass left, -1 where they pass right."""
    return 1 if rules.spec.passing[AGE_NAMES[age - 1]] == "left" else -1


# ---- applying --------------------------------------------------------------------------------------------

def apply_logged(rules: Ruleset, state: State, action: Action, player: int,
                 check: bool = True) -> tuple[State, Log]:
    """The state after ``player`` makes ``action``, and the events it caused."""
    if check and not is_legal(rules, state, player, action):
        raise refusal(rules, state, player, action)
    seat = deciding_city(state, player)
    log: Log = []
    if state.phase == CHOOSE:
        commitments = state.commitments.commit(seat, action)
        state = tuple.__new__(State, (*state[:_COMMITMENTS], commitments, *state[_COMMITMENTS + 1:]))
        if not commitments.complete:
            return state, log
        plays = commitments.in_order()
        if state.free_city >= 0:    # free_city.play: the Free City's card is carried out first
            plays = [p for p in plays if p[0] == state.free_city] + [p for p in plays if p[0] != state.free_city]
        state = _resolve(rules, state, plays, log)
    elif state.phase == LAST_CARD:
        state = state._replace(pending=state.pending[1:])
        state = _resolve(rules, state, [(seat, action)], log)
    elif state.phase == DISCARD_BUILD:
        state = state._replace(pending=state.pending[1:])
        state = _build_from_discard(rules, state, seat, action, log)
    elif state.phase == COPY_ABILITY:
        state = copy_ability(rules, state._replace(pending=state.pending[1:]), seat, action.card, log)
    else:   # a round an expansion plays before an Age's cards: every player commits at once
        commitments = state.commitments.commit(seat, action)
        state = state._replace(commitments=commitments)
        if not commitments.complete:
            return state, log
        return rules.hooks.table("rounds")[state.phase].resolve(rules, state, commitments.in_order(), log), log
    return _advance(rules, state, log), log


def resolve_round(rules: Ruleset, state: State, plays: list[tuple[int, Action]]) -> State:
    """The state after a round in which every city commits, the commitments ``plays`` (seat,
    action) in seat order, all at once (each legal, as :func:`play_options` lists them): what
    :func:`apply` reaches once the last of them arrives, the events left out.  No Free City."""
    return _advance(rules, _resolve(rules, state, plays, None), None)


_FIELD = {name: i for i, name in enumerate(State._fields)}
_BOARD, _STRUCTURES, _STAGES, _TUCKED, _COINS, _, _, _FREE_BUILD_AGE, _RECENT, _RECEIVED, _COPIES, _ONCE = \
    range(len(City._fields))
assert City._fields[_FREE_BUILD_AGE] == "free_build_age" and City._fields[_RECEIVED] == "received" \
    and City._fields[_ONCE] == "once"
# the order _resolve and _next_turn build a state in
assert State._fields == ("setup", "age", "turn", "hands", "cities", "discard", "phase", "commitments", "pending",
                         "pile", "holder", "outcome", "parts", "game")
_COMMITMENTS = _FIELD["commitments"]


def _with(state: State, **changes: object) -> State:
    """``state._replace(**changes)``, made faster for the moves of every turn."""
    values = list(state)
    for name, value in changes.items():
        values[_FIELD[name]] = value
    return tuple.__new__(State, values)


def _with_city(state: State, seat: int, city: City) -> State:
    return state._replace(cities=state.cities[:seat] + (city,) + state.cities[seat + 1:])


def _resolve(rules: Ruleset, state: State, plays: list[tuple[int, Action]], log: Log | None) -> State:
    """turn.reveal: the plays carried out together: payments, then placements, then effects.  The
    events go to ``log`` (``None``: they are not wanted)."""
    rows: list[list[Any]] = [list(c) for c in state.cities]    # each city's fields (City's order), changed in place
    n = len(rows)
    for seat, a in plays:
        kind, _, left, right, _, _, bank = a      # Action's fields in order
        # effect.bank_buy: the coins for resources bought from the bank go to the bank with the card's
        cost = bank if kind == DISCARD else coin_cost(rules, state, seat, a) + bank
        if cost or left or right:
            if log is not None:
                log.append((CoinsPaid, seat, cost, left, right))
            rows[seat][_COINS] -= cost + left + right
            if left:
                row = rows[(seat + 1) % n]
                row[_COINS] += left
                row[_RECEIVED] += left
            if right:
                row = rows[(seat - 1) % n]
                row[_COINS] += right
                row[_RECEIVED] += right
    hands = list(state.hands)
    discard = list(state.discard)
    built: list[tuple[int, Part]] = []
    cards = rules.cards
    shared = state.holder < 0       # no Free City: each city is its own player's
    for seat, a in plays:
        row = rows[seat]
        owner = seat if shared else state.controller(seat)
        hand = list(hands[owner])
        kind, card, left, right, free, _, _ = a
        hand.remove(card)
        hands[owner] = tuple(hand)
        if log is not None:
            log.append((CardPlayed, seat, kind, cards[card].name, left, right, free))
        if kind == BUILD:
            row[_STRUCTURES] += (card,)
            row[_RECENT] += (card,)
            if free and not power_frees(rules, free_by_power(rules, state, state.cities[seat]), card):
                row[_FREE_BUILD_AGE] = state.age
            built.append((seat, cards[card]))
        elif kind == STAGE:
            built.append((seat, rules.boards[row[_BOARD]].stages[row[_STAGES]]))
            row[_STAGES] += 1
            row[_TUCKED] += (card,)
        else:
            discard.append(card)
            gain = rules.spec.discard_coins
            row[_COINS] += gain
            row[_RECEIVED] += gain
            if log is not None:
                log.append((CoinsGained, seat, gain, "discard"))
    # effect.bank_coins: the coins of each city before the bank's payments, where a clause waits for them
    banked = [row[_COINS] for row in rows] if hears_bank(rules) else None
    if banked is not None:
        for seat, a in plays:
            if a.kind == DISCARD:
                banked[seat] -= rules.spec.discard_coins
    pending = list(state.pending)
    if built:
        placed = tuple([tuple.__new__(City, row) for row in rows])     # what the effects count
        for seat, part in built:
            if part.on_build:
                row = rows[seat]
                for amount in on_build_coins(rules, placed, seat, part):
                    row[_COINS] += amount
                    row[_RECEIVED] += amount
                    if log is not None:
                        log.append((CoinsGained, seat, amount, part.name))
            if part.discard_build:
                pending.append((DISCARD_BUILD, seat))
            pending += [(COPY_ABILITY, seat)] * len(part.copies)    # effect.copy_ability
    if listening(rules) and (heard := _heard(rules, state, plays)):
        placed = tuple([tuple.__new__(City, row) for row in rows])
        for seat, trigger, subject in heard:
            for amount, source in event_coins(rules, state.cities[seat], placed, seat, trigger, subject):
                rows[seat][_COINS] += amount
                rows[seat][_RECEIVED] += amount
                if log is not None:
                    log.append((CoinsGained, seat, amount, source))
    if banked is not None:
        placed = tuple([tuple.__new__(City, row) for row in rows])
        for seat in range(n):
            if rows[seat][_COINS] > banked[seat]:
                city, gained = bank_paid(rules, state.cities[seat], placed[seat], placed, seat)
                rows[seat] = list(city)
                if log is not None:
                    log.extend((CoinsGained, seat, amount, source) for amount, source in gained)
    hands_now = tuple(hands)
    extended = bool(built) and bool(rules.hooks)     # the expansions carry out their effects of what was built
    if state.phase == CHOOSE and state.turn == TURNS:
        # wonder.last_card: the seats whose Babylon B stage is built play their last card first
        lasts = [(LAST_CARD, s) for s in range(state.players)
                 if hands_now[s] and _plays_last(rules, tuple.__new__(City, rows[s]))]
        pending = lasts + pending
    if not pending and not extended:    # no decision left in the turn: the cities as the next turn finds them
        for row in rows:
            row[_RECENT] = ()
            row[_RECEIVED] = 0
            row[_ONCE] = ()
    cities_now = tuple([tuple.__new__(City, row) for row in rows])
    setup, age, turn, _, _, _, phase, _, _, pile, holder, outcome, parts, game = state
    out = tuple.__new__(State, (setup, age, turn, hands_now, cities_now, tuple(discard), phase,
                                _round(len(cities_now), False), tuple(pending), pile, holder, outcome, parts, game))
    if extended:
        out = rules.hooks.call("built", out, rules, tuple(built), log)
        if not out.pending:
            out = _with(out, cities=settled_cities(out.cities))
    return out


def _heard(rules: Ruleset, state: State, plays: list[tuple[int, Action]]) -> list[tuple[int, str, str]]:
    """effect.whenever: the events of a turn's plays, in seat order, each as (seat, trigger, subject):
    resources bought from each neighbour paid, a card built through a chain, a card of a colour built.
    Only a city with a clause standing in it before the turn hears anything: the others' are left out."""
    out = []
    facts = cities.facts
    for seat, a in plays:
        city = state.cities[seat]
        if not facts(rules, city.board, city.stages, city.structures, city.copies).standing.listens:
            continue
        out += [(seat, BUY, side) for side, paid in (("left", a.left), ("right", a.right)) if paid]
        if a.kind == BUILD:
            if not a.free and _chained(rules, state, seat, a):
                out.append((seat, CHAIN_BUILD, ""))
            out.append((seat, CARD_BUILD, rules.cards[a.card].colour))
    return out


def on_build_coins(rules: Ruleset, placed: tuple[City, ...], seat: int, part: Part) -> list[int]:
    """effect.coins: the coins ``part`` gives the city in ``seat`` once, when built (each of its
    coin effects that gives any); counts see every card placed in this turn (turn.reveal)."""
    return coins_gained(rules, placed, seat, part.on_build)


def coin_cost(rules: Ruleset, state: State, seat: int, a: Action) -> int:
    """build.cost, build.chain, wonder.free_build: the coins the play pays the bank."""
    if a.kind == BUILD:
        coins = rules.cards[a.card].coins
        if not coins or a.free or _chained(rules, state, seat, a):
            return 0
        if not _freeing(rules):
            return coins
        city = state.cities[seat]
        mine = cities.facts(rules, city.board, city.stages, city.structures, city.copies)
        return 0 if free_by_standing(rules, mine, rules.cards[a.card]) else coins
    if a.kind == STAGE:
        city = state.cities[seat]
        return rules.boards[city.board].stages[city.stages].coins
    return 0


def _chained(rules: Ruleset, state: State, seat: int, a: Action) -> bool:
    city = state.cities[seat]
    return bool(rules.cards[a.card].free_with & cities.facts(rules, city.board, city.stages, city.structures).links)


def _plays_last(rules: Ruleset, city: City) -> bool:
    return any(s.plays_last for s in rules.boards[city.board].stages[:city.stages])


def _on_build(rules: Ruleset, state: State, seat: int, part: Part, log: Log) -> State:
    """effect.coins: :func:`_on_build_coins` paid to the city in ``seat``."""
    for amount in on_build_coins(rules, state.cities, seat, part):
        city = state.cities[seat]
        state = _with_city(state, seat, city._replace(coins=city.coins + amount, received=city.received + amount))
        log.append((CoinsGained, seat, amount, part.name))
    return state


def _build_from_discard(rules: Ruleset, state: State, seat: int, action: Action, log: Log) -> State:
    """wonder.discard_build: the chosen card leaves the discard pile and is built for nothing."""
    if action.kind == DECLINE:
        log.append((CardPlayed, seat, DECLINE, "", 0, 0, False))
        return state
    discard = list(state.discard)
    discard.remove(action.card)
    city = state.cities[seat]
    city = city._replace(structures=city.structures + (action.card,), recent=city.recent + (action.card,))
    state = _with_city(state, seat, city)._replace(discard=tuple(discard))
    log.append((CardPlayed, seat, FROM_DISCARD, rules.cards[action.card].name, 0, 0, False))
    before = state.cities[seat]
    state = _on_build(rules, state, seat, rules.cards[action.card], log)
    if rules.cards[action.card].copies:     # effect.copy_ability: its copies before the decisions left
        state = state._replace(pending=((COPY_ABILITY, seat),) * len(rules.cards[action.card].copies) + state.pending)
    if listening(rules):
        for amount, source in event_coins(rules, before, state.cities, seat, CARD_BUILD,
                                          rules.cards[action.card].colour):
            city = state.cities[seat]
            state = _with_city(state, seat, city._replace(coins=city.coins + amount, received=city.received + amount))
            log.append((CoinsGained, seat, amount, source))
    return _bank_paid(rules, state, seat, before, log)


def _bank_paid(rules: Ruleset, state: State, seat: int, before: City, log: Log | None) -> State:
    """effect.bank_coins: the clauses waiting for coins from the bank, run when a decision's play left the
    city in ``seat`` more coins than it had (``before``: the city before it)."""
    city = state.cities[seat]
    if city.coins <= before.coins or not hears_bank(rules):
        return state
    city, gained = bank_paid(rules, before, city, state.cities, seat)
    if log is not None:
        log.extend((CoinsGained, seat, amount, source) for amount, source in gained)
    return _with_city(state, seat, city)


def copy_ability(rules: Ruleset, state: State, seat: int, card: int, log: Log | None) -> State:
    """effect.copy_ability: the city in ``seat`` has the ability of ``card`` from now on, as if it had
    built it, the card staying its builder's: its coins when built come at once (effect.coins), its
    build from the discard pile and its own copies are the city's next decisions; the rest stands in
    the city from now on (:func:`oracle.classic.rules.city.facts`, scoring).  A lasting copy
    (:func:`~oracle.classic.ruleset.lasting_copies`) has only the rest."""
    part = rules.cards[card]
    city = before = state.cities[seat]
    state = _with_city(state, seat, city._replace(copies=(*city.copies, card)))
    if log is not None:
        log.append((CardPlayed, seat, COPY, part.name, 0, 0, False))
    if lasting_copies(rules):
        return state
    for amount in on_build_coins(rules, state.cities, seat, part):
        city = state.cities[seat]
        state = _with_city(state, seat, city._replace(coins=city.coins + amount, received=city.received + amount))
        if log is not None:
            log.append((CoinsGained, seat, amount, part.name))
    state = _bank_paid(rules, state, seat, before, log)
    later = ((DISCARD_BUILD, seat),) * part.discard_build + ((COPY_ABILITY, seat),) * len(part.copies)
    return state._replace(pending=later + state.pending) if later else state


def _advance(rules: Ruleset, state: State, log: Log | None) -> State:
    """Carry the turn on to the next decision: a pending one, the next turn, the next Age or the end
    (the events to ``log``, unless ``None``)."""
    while True:
        if state.pending and state.pending[0][1] == ROUND_OVER:    # the decisions a round left are made
            return round_over(rules, state._replace(phase=state.pending[0][0], pending=(),
                                                    cities=settled_cities(state.cities)), log)
        if state.pending and state.pending[0][0] == LAST_CARD:
            return state._replace(phase=LAST_CARD)
        if state.turn == TURNS and (any(state.hands) or state.pile):
            state = _discard_last_cards(rules, state, log)
        if state.pending and state.pending[0][0] == COPY_ABILITY:   # effect.copy_ability: a choice, one or none
            seat = state.pending[0][1]
            options = copy_options(rules, state, seat)
            if len(options) > 1:
                return state._replace(phase=COPY_ABILITY)
            state = state._replace(pending=state.pending[1:])
            if options:
                state = copy_ability(rules, state, seat, options[0].card, log)
            continue
        if state.pending:
            phase, seat = state.pending[0]
            if phase != DISCARD_BUILD:      # a decision an expansion's round asks for (point built)
                begun = rules.hooks.table("rounds")[phase].begin(rules, state._replace(phase=phase), log)
                if begun is not None:
                    return begun
            elif len(discard_options(rules, state, seat)) > 1:
                return state._replace(phase=DISCARD_BUILD)
            state = state._replace(pending=state.pending[1:])
            continue
        break
    settled = settled_cities(state.cities)
    if state.turn < TURNS:
        return _next_turn(rules, state, settled)
    state = _with(state, cities=settled)
    state = _conflicts(rules, state, log)
    if state.age < len(AGE_NAMES):
        return _next_age(rules, state, log)
    result = outcome(rules, state)
    if log is not None:
        log.append((GameOver, result.victory, result.winners[0] if len(result.winners) == 1 else None))
    return state._replace(outcome=result, phase=CHOOSE, commitments=Commitments.open(len(state.cities), ()))


def decision_made(rules: Ruleset, state: State, log: Log | None) -> State:
    """Carry on after a decision a turn or a round left, made in an expansion's round (point ``built``;
    its entry already gone from the pending decisions): the next decision, turn, Age or the end."""
    return _advance(rules, state, log)


def settled_cities(cities: tuple[City, ...]) -> tuple[City, ...]:
    """The cities as the next decision finds them once a turn or a round is over: nothing built this
    turn any more (trade.discount), no coins received this turn (trade.coins_held) and no once-a-turn
    clause run (effect.bank_coins: one runs only when coins are received)."""
    return tuple([c if not c[_RECENT] and not c[_RECEIVED] else tuple.__new__(City, (*c[:8], (), 0, c[_COPIES], ()))
                  for c in cities])


def _discard_last_cards(rules: Ruleset, state: State, log: Log | None) -> State:
    """turn.last_card, free_city.last_card: the cards left after the sixth turn, and the last card
    of the Free City's pile, go to the discard pile, for no coins."""
    discard = list(state.discard)
    for seat, hand in enumerate(state.hands):
        for card in hand:
            discard.append(card)
            if log is not None:
                log.append((CardDiscarded, seat, rules.cards[card].name))
    for card in state.pile:
        discard.append(card)
        if log is not None:
            log.append((CardDiscarded, state.free_city, rules.cards[card].name))
    return state._replace(discard=tuple(discard), hands=tuple(() for _ in state.hands), pile=())


def _next_turn(rules: Ruleset, state: State, cities: tuple[City, ...]) -> State:
    """turn.pass: every hand goes to the neighbour the Age's direction names; with the Free City
    (free_city.pass) the two players swap hands, the Free City card with them, and its new holder
    draws.  ``cities``: the cities as the next turn finds them."""
    n = state.players
    if state.free_city >= 0:
        state = state._replace(hands=state.hands[::-1], holder=1 - state.holder)
        state = _draw(state)
        hands = state.hands
    else:
        step = _step(rules, state.age) % n      # the hand of seat s goes to seat s + step
        hands = state.hands[n - step:] + state.hands[:n - step]
    setup, age, turn, _, _, discard, _, _, pending, pile, holder, outcome, parts, game = state
    return tuple.__new__(State, (setup, age, turn + 1, hands, cities, discard, CHOOSE, _round(len(cities), True),
                                 pending, pile, holder, outcome, parts, game))


@lru_cache(maxsize=16)
def _round(cities: int, everyone: bool) -> Commitments:
    """turn.choose: the commitments of a new round in which every city decides (``everyone``) or
    none does (between rounds), made once for each number of cities."""
    return Commitments.open(cities, tuple(range(cities)) if everyone else ())


def conflict(mine: int, theirs: int) -> int:
    """military.conflict: 1 for a victory (more shields), -1 for a defeat (fewer), 0 (as many)."""
    return (mine > theirs) - (mine < theirs)


def _conflicts(rules: Ruleset, state: State, log: Log | None) -> State:
    """military.conflict: each city against each neighbour, shields compared (the Free City too)."""
    n = len(state.cities)
    strength = [cities.shields(rules, c) for c in state.cities]
    victory = rules.spec.victory[AGE_NAMES[state.age - 1]]
    victories = [c.victories for c in state.cities]
    defeats = [c.defeats for c in state.cities]
    # effect.redirect_piece: the cities whose defeat tokens go to the neighbour who beat them (if any may)
    passing = [bool(cities.facts(rules, c.board, c.stages, c.structures, c.copies).standing.redirects)
               for c in state.cities] \
        if _redirecting(rules) else None
    for seat in range(n):
        for other in dict.fromkeys(neighbours(state, seat)):
            result = conflict(strength[seat], strength[other])
            if result > 0:
                victories[seat] += (victory,)
                if log is not None:
                    log.append((ConflictSettled, seat, other, victory))
            elif result < 0:
                taker, against = (other, seat) if passing is not None and passing[seat] else (seat, other)
                defeats[taker] += 1
                if log is not None:
                    log.append((ConflictSettled, taker, against, rules.spec.defeat))
    settled = tuple([tuple.__new__(City, (*c[:5], victories[i], defeats[i], *c[7:]))
                     for i, c in enumerate(state.cities)])
    if listening(rules):
        settled = _victory_coins(rules, state.cities, settled, log)
    return _with(state, cities=settled)


def _victory_coins(rules: Ruleset, before: tuple[City, ...], settled: tuple[City, ...],
                   log: Log | None) -> tuple[City, ...]:
    """effect.whenever: the coins each victory token taken in the conflicts gives (``before``: the cities
    before them, ``settled``: after)."""
    out = list(settled)
    for seat, city in enumerate(settled):
        for _ in range(len(city.victories) - len(before[seat].victories)):
            for amount, source in event_coins(rules, before[seat], settled, seat, TAKE_PIECE, cities.VICTORY_TOKEN):
                out[seat] = out[seat]._replace(coins=out[seat].coins + amount)
                if log is not None:
                    log.append((CoinsGained, seat, amount, source))
    if hears_bank(rules):   # effect.bank_coins: the conflicts are a moment of their own
        placed = tuple(out)
        for seat, city in enumerate(placed):
            if city.coins > settled[seat].coins:
                out[seat], gained = bank_paid(rules, before[seat], city, placed, seat, in_turn=False)
                if log is not None:
                    log.extend((CoinsGained, seat, amount, source) for amount, source in gained)
    return tuple(out)


def _freeing(rules: Ruleset) -> bool:
    """Whether any part of the ruleset builds a colour for nothing (effect.build_any_free)."""
    return any_part_has(rules, "frees")


def _redirecting(rules: Ruleset) -> bool:
    """Whether any part of the ruleset passes on its owner's defeat tokens (effect.redirect_piece)."""
    return any_part_has(rules, "redirects")


def _next_age(rules: Ruleset, state: State, log: Log | None) -> State:
    """setup.hands: the next Age's hands as dealt (after the rounds the expansions play before it)."""
    if log is not None:
        log.append((AgeBegins, None, state.age + 1))
    if rules.hooks:
        return open_age(rules, state, state.age + 1, log)
    return _deal(rules, state, state.age + 1)
