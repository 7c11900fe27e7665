"""Who owes a decision in 7 Wonders and what they may do: each player's legal actions, and the refusal of an
illegal one with the rule it breaks.

turn.choose: every player owes a decision at once, one for each city they decide for (the Free City's
holder decides for it too); after the reveal the decisions a turn leaves fall to one player at a time.
An action's legal payments are those the market quotes (trade.price): the coins a player pays each
neighbour, within what they held when the turn began (trade.coins_held).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Final, NamedTuple, TypeVar, cast

from oracle.classic.rules import city as cities
from oracle.classic.rules.payments import (
    FREE,
    Cost,
    Market,
    Payment,
    Quotes,
    bank_options,
    priced,
    quote,
    quote_bought,
    quote_in,
    quote_waived,
    waived_key,
)
from oracle.classic.ruleset import WONDER, Part, Ruleset
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
    State,
)
from oracle.core.belonging import value_type
from oracle.core.relations import seats
from oracle.errors import IllegalMoveError

# payments: pairs (left, right), or triples (left, right, bank) with the bank's part (effect.bank_buy: Bought)
Pays = tuple[tuple[int, ...], ...]
Groups = list[tuple[str, int, Pays, bool]]


_UNUSED: Groups = []     # never filled: _options fills the groups only when it is not making the actions
_STANDING: Final = cities.Facts._fields.index("standing")     # a city's Facts read by position
_NO_STANDING: Final = cities.NO_STANDING


def _special(standing: cities.Standing) -> bool:
    """Whether a city's standing powers change what its builds cost (effect.discount,
    effect.build_any_free, effect.bank_buy): its options are then priced through :func:`priced_part`, and random
    play's short path reads its cards through :func:`_as_plain`."""
    return bool(standing.waives or standing.frees or standing.buys)

# a city's fields read by position (a NamedTuple field read by name is a slower lookup)
_BOARD: Final = 0
_STRUCTURES: Final = 1
_STAGES: Final = 2
_COINS: Final = 4
_FREE_BUILD_AGE: Final = 7
_RECENT: Final = 8
_RECEIVED: Final = 9
_COPIES: Final = 10
assert City._fields[:3] == ("board", "structures", "stages") and City._fields[_COINS] == "coins" \
    and City._fields[_FREE_BUILD_AGE] == "free_build_age" and City._fields[_RECENT] == "recent" \
    and City._fields[_RECEIVED] == "received" and City._fields[_COPIES] == "copies"


# the decisions a turn leaves, one player at a time (the phase of the first of state.pending)
_ONE_AT_A_TIME: Final = (LAST_CARD, DISCARD_BUILD, COPY_ABILITY)


def to_move(state: State) -> tuple[int, ...]:
    """The players owing a decision: every player still to commit (the Free City card's holder
    until both their commitments are in), or the player of the decision at hand."""
    if state.outcome is not None:
        return ()
    phase = state.phase
    if phase == CHOOSE:
        waiting = state.commitments.waiting
        if state.holder < 0:    # no Free City: every city is its own player's
            return waiting
        return tuple(sorted({state.controller(c) for c in waiting}))
    if phase in _ONE_AT_A_TIME:
        return (state.controller(state.pending[0][1]),)
    return state.commitments.waiting    # a round an expansion plays: every player commits at once


def deciding_city(state: State, player: int) -> int:
    """The city ``player``'s next decision is for: their own, or the Free City's once their own
    commitment is in (free_city.choose), or the city of the decision at hand."""
    if state.phase != CHOOSE:
        return state.pending[0][1] if state.phase in _ONE_AT_A_TIME else player
    if state.commitments.by_seat[player] is None:
        return player
    return state.free_city if player == state.holder else player


def payable(city: City) -> int:
    """trade.coins_held: the coins that may pay now (not those received in this turn)."""
    return city[_COINS] - city[_RECEIVED]


def neighbours(state: State, seat: int) -> tuple[int, int]:
    """The city on the left (the next one) and on the right (the previous one)."""
    n = len(state.cities)
    return (seat + 1) % n, (seat - 1) % n


def market(rules: Ruleset, state: State, seat: int) -> Market:
    """What pricing a build of ``seat`` reads, worked out once for every card of a decision: its
    own production, what each neighbour sells and at what price (build.cost, trade.*)."""
    return market_quotes(rules, state, seat)[0]


def market_quotes(rules: Ruleset, state: State, seat: int) -> tuple[Market, Quotes]:
    """:func:`market`, with the quotes already made in it (:func:`~oracle.classic.rules.payments.priced`)."""
    city = state.cities[seat]
    return _market_of(rules, state, seat, cities.facts(rules, city.board, city.stages, city.structures,
                                                        city[_COPIES]))


def _market_of(rules: Ruleset, state: State, seat: int, own: cities.Facts,
               known: Sequence[cities.Facts] | None = None) -> tuple[Market, Quotes]:
    """:func:`market_quotes` of ``seat``, whose facts are ``own`` (``known``: every city's)."""
    here = state.cities
    n = len(here)
    left_prices, right_prices = cities.price_lists(rules, here[seat], own)
    if known is not None:
        return priced(own.production, known[(seat + 1) % n].for_sale, known[(seat - 1) % n].for_sale, left_prices,
                      right_prices)
    left, right = here[(seat + 1) % n], here[(seat - 1) % n]
    facts = cities.facts
    return priced(own.production, facts(rules, left.board, left.stages, left.structures).for_sale,
                  facts(rules, right.board, right.stages, right.structures).for_sale, left_prices, right_prices)


def stage_payments(rules: Ruleset, state: State, seat: int) -> Pays:
    """wonder.stage, trade.*: every payment (left, right) of the city's next stage within the coins it
    may pay now, cheapest first; none when every stage is built or none is within its coins.  A city
    that may buy from the bank (effect.bank_buy) has payments (left, right, bank)."""
    city = state.cities[seat]
    board = rules.boards[city[_BOARD]]
    built = city[_STAGES]
    if built >= len(board.stages):
        return ()
    stage = board.stages[built]
    mine = cities.facts(rules, city[_BOARD], built, city[_STRUCTURES], city[_COPIES])
    market, table = _market_of(rules, state, seat, mine)
    return _affordable_any(priced_part(table, market, mine, stage, WONDER), payable(city) - stage.coins)


def priced_part(table: Quotes, market: Market, mine: cities.Facts, part: Part, target: str) -> Pays:
    """build.cost, trade.*, effect.discount, effect.bank_buy: every payment of ``part``'s resources in
    ``market``, with the units waived on builds of ``target`` (its colour, or WONDER for a stage) by the
    city whose facts are ``mine``: pairs (left, right), or, for a city that may buy from the bank,
    triples (left, right, bank)."""
    standing = mine.standing
    if standing is _NO_STANDING:        # no power of the kind (every city of the base game)
        return quote_in(table, market, part.cost_items)
    units = standing.waived(target) if standing.waives else 0
    if standing.buys:
        return quote_bought(table, market, part.cost_items, units, standing.buys)
    if units:
        return quote_waived(table, market, part.cost_items, units)
    return quote_in(table, market, part.cost_items)


def free_by_standing(rules: Ruleset, mine: cities.Facts, part: Part) -> bool:
    """effect.build_any_free: whether the city whose facts are ``mine`` builds ``part`` for nothing."""
    frees = mine.standing.frees
    return bool(frees) and part.colour in frees


def stage_refusal(rules: Ruleset, state: State, seat: int, action: Action) -> IllegalMoveError:
    """Why a stage build outside the legal list is refused: every stage built (wonder.stage), or its
    payment (build.cost, trade.*)."""
    city = state.cities[seat]
    board = rules.boards[city.board]
    if city.stages >= len(board.stages):
        return IllegalMoveError("wonder.stage", "every stage of the board is built")
    return _payment_refusal(rules, state, seat, board.stages[city.stages], action)


def city_facts(rules: Ruleset, state: State) -> tuple[cities.Facts, ...]:
    """Every city's :func:`~oracle.classic.rules.city.facts`, in city order."""
    facts = cities.facts
    return tuple([facts(rules, c[_BOARD], c[_STAGES], c[_STRUCTURES], c[_COPIES]) for c in state.cities])


def can_build_free(rules: Ruleset, state: State, city: City) -> bool:
    """wonder.free_build: a stage giving the free build is built and unused in this Age."""
    first = _free_build_stage(rules)[city[_BOARD]]
    return 0 < first <= city[_STAGES] and city[_FREE_BUILD_AGE] != state.age


def free_by_power(rules: Ruleset, state: State, city: City) -> tuple[bool, frozenset[str] | None]:
    """wonder.free_first_card, wonder.free_last_card, wonder.free_colour: the free builds the stages
    ``city`` has built give it now, needing no choice and using nothing up: whether the card of this
    turn is free (the first or the last turn of the Age, on which the city's card is chosen; not a
    card played after the last turn), and the colours the city holds when a card of any other colour
    is free (``None``: no stage gives that)."""
    first, last, colour = _powers(rules)[city[_BOARD]][city[_STAGES]]
    if not (first or last or colour):
        return _NO_POWER
    turn = state.phase == CHOOSE and ((first and state.turn == 1) or (last and state.turn == _last_turn(rules)))
    held = frozenset(rules.cards[c].colour for c in city.structures) if colour else None
    return turn, held


_NO_POWER: tuple[bool, frozenset[str] | None] = (False, None)


def _last_turn(rules: Ruleset) -> int:
    """turn.last_card: the turns of an Age are one fewer than the cards of a hand."""
    return int(rules.spec.hand_size) - 1


@lru_cache(maxsize=8)
def _powers(rules: Ruleset) -> tuple[tuple[tuple[bool, bool, bool], ...], ...]:
    """For each board side and each number of its stages built, which of the powers of
    :func:`free_by_power` they give."""
    out = []
    for b in rules.boards:
        rows = [(False, False, False)]
        for s in b.stages:
            f, la, c = rows[-1]
            rows.append((f or s.free_first_turn, la or s.free_last_turn, c or s.free_new_colour))
        out.append(tuple(rows))
    return tuple(out)


def power_frees(rules: Ruleset, power: tuple[bool, frozenset[str] | None], card: int) -> bool:
    """Whether a power of :func:`free_by_power` builds ``card`` for nothing."""
    turn, held = power
    return turn or (held is not None and rules.cards[card].colour not in held)


@lru_cache(maxsize=8)
def _free_build_stage(rules: Ruleset) -> tuple[int, ...]:
    """wonder.free_build: for each board side, the number of its first stage giving the free build
    (from 1), or 0 when none does."""
    return tuple(next((i + 1 for i, s in enumerate(b.stages) if s.free_build), 0) for b in rules.boards)


def hand_for(state: State, seat: int) -> tuple[int, ...]:
    """The cards ``seat`` may play from: its own hand, or for the Free City its controller's hand
    without the card they committed for their own city."""
    if seat != state.free_city:
        return state.hands[seat]
    hand = list(state.hands[state.holder])
    mine = state.commitments.by_seat[state.holder]
    if mine is not None:
        hand.remove(mine.card)
    return tuple(hand)


def play_options(rules: Ruleset, state: State, seat: int,
                 known: Sequence[cities.Facts] | None = None) -> list[Action]:
    """turn.actions: for each card of the hand, its builds (with every payment), its stage builds
    and its discard, card by card.  The Free City (free_city.play) builds a card that a link makes
    free in no other way, and discards only when it can build nothing.  ``known``: every city's
    facts (:func:`city_facts`), when the caller has them."""
    out: list[Action] = []
    _options(rules, state, seat, known, out, _UNUSED)
    return out


def random_play_option(rules: Ruleset, state: State, seat: int, known: Sequence[cities.Facts],
                       below: Callable[[int], int]) -> Action:
    """``play_options(rules, state, seat, known)[below(n)]``, ``n`` the number of options, without
    making the other options (random play: :meth:`~oracle.classic.game.Game.random_ending`)."""
    city = state.cities[seat]
    if state.holder < 0 and not city[_RECENT]:
        if known[seat][_STANDING] is _NO_STANDING:
            return _random_own_option(rules, state, seat, city, known, below, None)
        standing = known[seat].standing
        if not standing.buys:       # a city buying from the bank (effect.bank_buy) lists its options below
            return _random_own_option(rules, state, seat, city, known, below,
                                      standing if _special(standing) else None)
    groups: Groups = []
    count, fc = _options(rules, state, seat, known, None, groups)
    k = below(count)
    for kind, card, pays, free in groups:
        if k < len(pays):
            pay = pays[k]
            return _action(value_type(rules, Action), (kind, card, pay[0], pay[1], free, fc,
                                                       pay[2] if len(pay) > 2 else 0))
        k -= len(pays)
    raise AssertionError("below(n) is less than n")


def _options(rules: Ruleset, state: State, seat: int, known: Sequence[cities.Facts] | None,
             out: list[Action] | None, groups: Groups, only: int | None = None) -> tuple[int, bool]:
    """:func:`play_options`, into ``out`` (the actions themselves), or, when ``out`` is None, into
    ``groups`` in the same order (kind, card, payments, free build: one action for each payment);
    the number of actions, and whether the city is the Free City.  ``only``: the options of that
    card alone, none if the hand lacks it (not for the Free City, whose discards depend on every card)."""
    city = state.cities[seat]
    own = value_type(rules, Action) if out is not None else Action     # the type of the actions made (if any)
    stages = city[_STAGES]
    board = rules.boards[city[_BOARD]]
    mine = known[seat] if known is not None else cities.facts(rules, city[_BOARD], stages, city[_STRUCTURES],
                                                              city[_COPIES])
    owned, links = mine.names, mine.links
    free = can_build_free(rules, state, city)
    power = free_by_power(rules, state, city)
    powered = power[0] or power[1] is not None
    fc = state.holder >= 0 and seat == state.free_city
    market, table = _market_of(rules, state, seat, mine, known)
    coins = payable(city)
    stage = board.stages[stages] if stages < len(board.stages) else None
    standing = mine.standing
    # effect.discount, effect.build_any_free, effect.bank_buy (``bought``: payments with the bank's part)
    special = standing is not _NO_STANDING and _special(standing)
    bought = special and bool(standing.buys)
    within = _affordable_any if bought else _affordable
    stage_pays = within(priced_part(table, market, mine, stage, WONDER), coins - stage.coins) \
        if stage is not None else ()
    info = _cards(rules)
    count = 0
    hand = hand_for(state, seat) if fc else state.hands[seat]
    for card in sorted(set(hand)) if only is None else (only,) if only in hand else ():
        name, free_with, cost, price = info[card]
        if name not in owned:
            linked = (free_with and not free_with.isdisjoint(links)) or \
                (special and free_by_standing(rules, mine, rules.cards[card]))
            at_no_cost = False      # built for nothing without a free build: no free build is listed
            if linked:
                if out is not None:
                    out.append(_action(own, (BUILD, card, 0, 0, False, fc, 0)))
                else:
                    groups.append((BUILD, card, FREE, False))
                count += 1
                if fc:
                    continue
            else:
                quoted = table.get(cost) if not special else \
                    priced_part(table, market, mine, rules.cards[card], rules.cards[card].colour)
                pays = quoted if quoted is not None else table.setdefault(cost, quote(market, cost))
                budget = coins - price
                if pays and budget >= 0 and (sum(pays[0]) if bought else pays[0][0] + pays[0][1]) <= budget:
                    # every payment within the coins (the dearest last), or the first ones
                    if (sum(pays[-1]) if bought else pays[-1][0] + pays[-1][1]) > budget:
                        pays = within(pays, budget)
                    if out is not None:
                        out += _paid(own, BUILD, card, pays, fc)
                    else:
                        groups.append((BUILD, card, pays, False))
                    count += len(pays)
                    at_no_cost = not price and not pays[0][0] and not pays[0][1] and not (bought and pays[0][2])
            # a free build (wonder.free_build, wonder.free_first_card, ...) is listed only for a card that
            # would cost something: on one the city builds for nothing it would only repeat that build
            if not linked and not at_no_cost and (free or (powered and power_frees(rules, power, card))):
                if out is not None:
                    out.append(_action(own, (BUILD, card, 0, 0, True, fc, 0)))
                else:
                    groups.append((BUILD, card, FREE, True))
                count += 1
        if stage_pays:
            if out is not None:
                out += _paid(own, STAGE, card, stage_pays, fc)
            else:
                groups.append((STAGE, card, stage_pays, False))
            count += len(stage_pays)
        if not fc:
            if out is not None:
                out.append(_discard(own, card))
            else:
                groups.append((DISCARD, card, FREE, False))
            count += 1
    if fc and not count:    # free_city.play: the Free City discards only when it can build nothing
        for card in sorted(set(hand_for(state, seat))):
            if out is not None:
                out.append(own(DISCARD, card, free_city=True))
            else:
                groups.append((DISCARD, card, FREE, False))
            count += 1
    return count, fc


_Group = tuple[str, int, tuple[Payment, ...], bool]     # kind, card, payments, free build: one option a payment


class _Tables(NamedTuple):
    """What random play reads of a ruleset, read once: each card's name, links, cost and coins
    (:func:`_cards`), and for each board side the number of its first stage giving the free build
    (:func:`_free_build_stage`), its rows of powers (:func:`_powers`) and each stage's cost and coins."""

    cards: tuple[tuple[str, frozenset[str], tuple[tuple[int, int], ...], int], ...]
    boards: tuple[tuple[int, tuple[tuple[bool, bool, bool], ...], tuple[tuple[tuple[tuple[int, int], ...], int], ...]],
                  ...]


@lru_cache(maxsize=8)
def _tables(rules: Ruleset) -> _Tables:
    """:class:`_Tables` of ``rules``, made the first time random play asks."""
    boards = tuple((first, rows, tuple((s.cost_items, s.coins) for s in b.stages))
                   for b, first, rows in zip(rules.boards, _free_build_stage(rules), _powers(rules), strict=True))
    return _Tables(_cards(rules), boards)


def _random_own_option(rules: Ruleset, state: State, seat: int, city: City, known: Sequence[cities.Facts],
                       below: Callable[[int], int], standing: cities.Standing | None = None) -> Action:
    """:func:`random_play_option` of a city that is its own player's, in a turn whose structures
    lower no price yet (no structure built in it): the options of :func:`play_options` counted
    card by card, and only the one drawn made.  ``standing``: the city's powers, when they waive
    units (effect.discount) or build a colour for nothing (effect.build_any_free), read through
    :func:`_as_plain` (a city buying from the bank never comes here)."""
    tables = _tables(rules)
    stages = city[_STAGES]
    first, rows, stage_list = tables.boards[city[_BOARD]]
    free = 0 < first <= stages and city[_FREE_BUILD_AGE] != state.age
    power = free_by_power(rules, state, city) if rows[stages] != _NO_ROW else _NO_POWER
    powered = power[0] or power[1] is not None
    mine = known[seat]
    n = len(known)
    market, quotes = priced(mine.production, known[(seat + 1) % n].for_sale, known[(seat - 1) % n].for_sale,
                            mine.left_prices, mine.right_prices)
    coins = city[_COINS] - city[_RECEIVED]
    owned, links = mine.names, mine.links
    info: Sequence[_Card] | dict[int, _Card] = tables.cards
    if standing is not None:
        info, links, stage_list = _as_plain(rules, state.hands[seat], tables.cards, links, stage_list, stages,
                                            standing, quotes, market)
    stage_pays: tuple[Payment, ...] = ()
    if stages < len(stage_list):
        cost, price = stage_list[stages]
        stage_pays = _affordable(quote_in(quotes, market, cost), coins - price)
    groups: list[_Group] = []
    ends: list[int] = []
    total = 0
    for card in sorted(set(state.hands[seat])):
        name, free_with, cost, price = info[card]
        if name not in owned:
            if free_with and not free_with.isdisjoint(links):
                groups.append((BUILD, card, FREE, False))
                total += 1
                ends.append(total)
            else:
                at_no_cost = False
                pays = quotes.get(cost)
                if pays is None:
                    pays = quotes[cost] = quote(market, cost)
                if pays:
                    low = pays[0]
                    budget = coins - price
                    if low[0] + low[1] <= budget and budget >= 0:
                        high = pays[-1]
                        if high[0] + high[1] > budget:
                            pays = _affordable(pays, budget)
                        groups.append((BUILD, card, pays, False))
                        total += len(pays)
                        ends.append(total)
                        at_no_cost = not price and not low[0] and not low[1]
                # a free build is listed only for a card that would cost something (see _options)
                if not at_no_cost and (free or (powered and power_frees(rules, power, card))):
                    groups.append((BUILD, card, FREE, True))
                    total += 1
                    ends.append(total)
        if stage_pays:
            groups.append((STAGE, card, stage_pays, False))
            total += len(stage_pays)
            ends.append(total)
        groups.append((DISCARD, card, FREE, False))
        total += 1
        ends.append(total)
    k = below(total)
    i = bisect_right(ends, k)
    kind, card, pays, free = groups[i]
    left, right = pays[k - ends[i] + len(pays)]
    return _action(value_type(rules, Action), (kind, card, left, right, free, False, 0))


_NO_ROW = (False, False, False)
_Card = tuple[str, frozenset[str], tuple[tuple[int, int], ...], int]     # a card of _cards: name, links, cost, coins
_FREED: Final = frozenset({"\x00freed"})     # a link no card gives (see _as_plain)
_Stages = tuple[tuple[tuple[tuple[int, int], ...], int], ...]    # a board's stages: cost, coins


def _waived_cost(quotes: Quotes, market: Market, cost: Cost, units: int) -> Cost:
    """effect.discount: the key under which ``quotes`` holds the payments of ``cost`` with ``units`` waived (the
    owner choosing which: :func:`~oracle.classic.rules.payments.quote_waived`, asked here), or ``cost`` itself
    when none is waived."""
    if not units:
        return cost
    quote_waived(quotes, market, cost, units)
    return waived_key(cost, units)


def _as_plain(rules: Ruleset, hand: tuple[int, ...], info: Sequence[_Card], links: frozenset[str],
              stage_list: _Stages, stages: int, standing: cities.Standing, quotes: Quotes,
              market: Market) -> tuple[dict[int, _Card], frozenset[str], _Stages]:
    """effect.build_any_free, effect.discount: what random play's short path reads for a city with ``standing``,
    read so that it makes the options :func:`_options` makes: the cards of ``hand`` (:data:`_Card`), the city's
    links and its board's stages (cost, coins; ``stages`` of them built).  A card of a colour the city builds for
    nothing is linked by a link no card gives, added to the city's (built free); a card whose units the city
    waives, and the next stage when it waives units on stages, have for their cost the key of their waived
    payments in ``quotes`` (:func:`_waived_cost`)."""
    cards = rules.cards
    frees, waives = standing.frees, standing.waives
    out: dict[int, _Card] = {}
    for card in hand:
        name, free_with, cost, price = info[card]
        colour = cards[card].colour
        if frees and colour in frees:
            out[card] = (name, _FREED, cost, price)
        else:
            out[card] = (name, free_with, _waived_cost(quotes, market, cost, standing.waived(colour) if waives else 0),
                         price)
    if waives and stages < len(stage_list) and (units := standing.waived(WONDER)):
        cost, price = stage_list[stages]
        stage_list = (*stage_list[:stages], (_waived_cost(quotes, market, cost, units), price),
                      *stage_list[stages + 1:])
    return out, links | _FREED, stage_list


@lru_cache(maxsize=8)
def _cards(rules: Ruleset) -> tuple[tuple[str, frozenset[str], tuple[tuple[int, int], ...], int], ...]:
    """build.unique, build.chain, build.cost: each card's name, the links that make it free, its
    resource cost and its coins, read once."""
    return tuple((c.name, c.free_with, c.cost_items, c.coins) for c in rules.cards)


@lru_cache(maxsize=1024)
def _discard(own: type[Action], card: int) -> Action:
    """turn.discard: the discard of ``card``, an action of the ruleset's type ``own`` (the same value
    whenever asked, made once)."""
    return _action(own, (DISCARD, card, 0, 0, False, False, 0))


@lru_cache(maxsize=65536)
def _paid(own: type[Action], kind: str, card: int, pays: Pays, fc: bool) -> tuple[Action, ...]:
    """The actions of ``kind`` with ``card``, one for each payment of ``pays`` (with the bank's part,
    effect.bank_buy, when it has one), of the ruleset's type ``own`` (the same values whenever asked,
    made once)."""
    if pays and len(pays[0]) > 2:
        return tuple([_action(own, (kind, card, pay[0], pay[1], False, fc, pay[2])) for pay in pays])
    return tuple([_action(own, (kind, card, pay[0], pay[1], False, fc, 0)) for pay in pays])


_P = TypeVar("_P", bound=Pays)


def _affordable(pays: _P, budget: int) -> _P:
    """trade.coins_held: the payments (cheapest first) whose total is within ``budget``: pairs (left,
    right) only (:func:`_affordable_any` for payments with the bank's part)."""
    if budget < 0:
        return cast(_P, ())
    for i, (left, right) in enumerate(pays):
        if left + right > budget:
            return cast(_P, pays[:i])
    return pays


def _affordable_any(pays: Pays, budget: int) -> Pays:
    """:func:`_affordable` of payments that may have a part to the bank (effect.bank_buy)."""
    if budget < 0:
        return ()
    for i, pay in enumerate(pays):
        if sum(pay) > budget:
            return pays[:i]
    return pays


def _action(own: type[Action], fields: tuple[str, int, int, int, bool, bool, int]) -> Action:
    """An action of the ruleset's type ``own`` (oracle.core.belonging) from its fields in order (kind,
    card, left, right, free, free_city, bank)."""
    return tuple.__new__(own, fields)


def discard_options(rules: Ruleset, state: State, seat: int) -> list[Action]:
    """wonder.discard_build: any card of the discard pile the city does not hold by name, or none."""
    owned = cities.names(rules, state.cities[seat])
    cards = sorted({c for c in state.discard if rules.cards[c].name not in owned})
    fc = seat == state.free_city
    own = value_type(rules, Action)
    return [*(own(FROM_DISCARD, c, free_city=fc) for c in cards), own(DECLINE, free_city=fc)]


def copy_options(rules: Ruleset, state: State, seat: int) -> list[Action]:
    """effect.copy_ability: copying any one card of the colour a copy of the city names, standing in a city
    it names, that the city has not copied yet (none: nothing to copy)."""
    found: list[int] = []
    city = state.cities[seat]
    for part in cities.parts(rules, city):
        for colour, relations in part.copies:
            for relation in relations:
                for q in seats(relation, seat, len(state.cities)):
                    found += [c for c in state.cities[q].structures
                              if rules.cards[c].colour == colour and c not in city.copies and c not in found]
    fc = seat == state.free_city
    own = value_type(rules, Action)
    return [own(COPY, c, free_city=fc) for c in sorted(found)]


def legal_actions(rules: Ruleset, state: State, player: int) -> list[Action]:
    if state.outcome is not None or player not in to_move(state):
        return []
    return owed_actions(rules, state, player)


def is_legal(rules: Ruleset, state: State, player: int, action: Action) -> bool:
    """Whether ``action`` is one of ``legal_actions(rules, state, player)``.  A card played in a turn
    (built, used for a stage or discarded) by a city other than the Free City is looked for among
    that card's options alone: a card's options do not depend on the rest of the hand."""
    if state.outcome is not None or player not in to_move(state):
        return False
    if state.phase in (CHOOSE, LAST_CARD) and action[0] in _CARD_PLAYS:
        seat = deciding_city(state, player)
        if state.holder < 0 or seat != state.free_city:
            out: list[Action] = []
            _options(rules, state, seat, None, out, _UNUSED, action[1])
            return action in out
    return action in owed_actions(rules, state, player)


_CARD_PLAYS: Final = frozenset((BUILD, STAGE, DISCARD))


def owed_actions(rules: Ruleset, state: State, player: int) -> list[Action]:
    """:func:`legal_actions` of a player who owes a decision (one of :func:`to_move`)."""
    seat = deciding_city(state, player)
    phase = state.phase
    if phase == DISCARD_BUILD:
        return discard_options(rules, state, seat)
    if phase == COPY_ABILITY:
        return copy_options(rules, state, seat)
    if phase in (CHOOSE, LAST_CARD):
        return play_options(rules, state, seat)
    return list(rules.hooks.table("rounds")[phase].options(rules, state, seat))


def refusal(rules: Ruleset, state: State, player: int, action: Action) -> IllegalMoveError:
    """The rule an action outside the legal list breaks."""
    seat = deciding_city(state, player)
    city = state.cities[seat]
    if state.phase not in (CHOOSE, *_ONE_AT_A_TIME):     # a round an expansion plays
        return rules.hooks.table("rounds")[state.phase].refusal(rules, state, seat, action)
    if action.free_city != (seat == state.free_city):
        if "free_city.choose" not in rules.rule_ids:     # a ruleset without the Free City (the 2020 edition)
            return IllegalMoveError("turn.actions", "this game has no Free City: no decision is marked \"city\": "
                                                    "\"free_city\"")
        if seat == state.free_city:
            return IllegalMoveError("free_city.choose", "this decision is the Free City's: mark it \"city\": "
                                                        "\"free_city\"")
        return IllegalMoveError("free_city.choose", "the player's own city decides first; only the holder of the "
                                                    "Free City card decides for the Free City")
    if state.phase == COPY_ABILITY:
        if action.kind != COPY:
            return IllegalMoveError("effect.copy_ability", "now the only choice is the card whose ability to copy")
        return IllegalMoveError("effect.copy_ability", "that card is not one the city may copy: it must stand in a "
                                                       "city the copy names, be of its colour and not copied yet")
    if state.phase == DISCARD_BUILD:
        if action.kind not in (FROM_DISCARD, DECLINE):
            return IllegalMoveError("wonder.discard_build", "now the only choice is a card of the discard pile "
                                                            "to build for nothing, or none")
        if action.card not in state.discard:
            return IllegalMoveError("wonder.discard_build", "that card is not in the discard pile")
        return IllegalMoveError("build.unique", "the city already holds a structure of that name")
    if action.kind not in (BUILD, STAGE, DISCARD):
        return IllegalMoveError("turn.actions", "a card is built, used for a stage or discarded")
    if action.card not in hand_for(state, seat):
        return IllegalMoveError("turn.actions", "that card is not in the player's hand")
    if action.kind == DISCARD:
        if seat == state.free_city:
            return IllegalMoveError("free_city.play", "the Free City discards only when it can build nothing")
        return IllegalMoveError("turn.discard", "a discard pays nothing to the neighbours")
    if action.kind == STAGE:
        board = rules.boards[city.board]
        if city.stages >= len(board.stages):
            return IllegalMoveError("wonder.stage", "every stage of the board is built")
        if action.free:
            return IllegalMoveError(free_rule(rules, state, city), "the free build is for structures, not stages")
        if seat == state.free_city and rules.cards[action.card].free_with & cities.chains(rules, city) \
                and rules.cards[action.card].name not in cities.names(rules, city):
            return IllegalMoveError("free_city.play", "the Free City builds a linked card for nothing, and only so")
        return _payment_refusal(rules, state, seat, board.stages[city.stages], action)
    part = rules.cards[action.card]
    if part.name in cities.names(rules, city):
        return IllegalMoveError("build.unique", f"the city already holds a {part.name}")
    linked = bool(part.free_with & cities.chains(rules, city))
    if linked and seat == state.free_city:      # not even with Olympia A's free build
        return IllegalMoveError("free_city.play", "the Free City builds a linked card for nothing, and only so")
    if action.free:
        return _free_refusal(rules, state, seat, city, action, linked)
    if linked:
        return IllegalMoveError("build.chain", "a chained structure is built for nothing")
    if free_by_standing(rules, cities.facts(rules, city.board, city.stages, city.structures, city.copies), part):
        return IllegalMoveError("effect.build_any_free", f"the city builds a {part.colour} card for nothing")
    return _payment_refusal(rules, state, seat, part, action)


def _at_no_cost(rules: Ruleset, state: State, seat: int, part: Part) -> bool:
    """Whether the city builds ``part`` for nothing without a free build: no coins, and its own
    production pays every resource (the cheapest purchase buys nothing from the neighbours)."""
    if not part.cost_items and not part.coins:
        return True
    city = state.cities[seat]
    mine = cities.facts(rules, city.board, city.stages, city.structures, city.copies)
    if free_by_standing(rules, mine, part):
        return True
    if part.coins:
        return False
    market, table = _market_of(rules, state, seat, mine, None)
    pays = priced_part(table, market, mine, part, part.colour)
    return bool(pays) and not any(pays[0])


def _free_refusal(rules: Ruleset, state: State, seat: int, city: City, action: Action,
                  linked: bool) -> IllegalMoveError:
    """wonder.free_build, wonder.free_first_card, wonder.free_last_card, wonder.free_colour: why a
    build marked free is refused."""
    part = rules.cards[action.card]
    power = free_by_power(rules, state, city)
    rule = free_rule(rules, state, city)
    frees = can_build_free(rules, state, city) or power_frees(rules, power, action.card)
    if frees:       # the rule of the free build in hand: Olympia A's, else the power of the city's side
        rule = "wonder.free_build" if can_build_free(rules, state, city) else rule
    if frees and (linked or _at_no_cost(rules, state, seat, part)):
        why = "it is built through a chain for nothing already" if linked else "it costs nothing already"
        return IllegalMoveError(rule, f"a free build is for a card that costs something: {why}")
    if frees:
        return IllegalMoveError(rule, "a free build pays nothing")
    if rule == "wonder.free_colour" and power[1] is not None:
        return IllegalMoveError(rule, f"the city already holds a {part.colour} card")
    if rule in ("wonder.free_first_card", "wonder.free_last_card"):
        return IllegalMoveError(rule, "the wonder builds no card of this turn for nothing (its stage is not built, "
                                      "or this is not the turn)")
    if rule == "wonder.free_colour":
        return IllegalMoveError(rule, "the stage that builds a card of a new colour for nothing is not built")
    if rule == "build.cost":
        return IllegalMoveError(rule, "no stage of the city's board builds a card for nothing")
    return IllegalMoveError(rule, "no free build is available in this Age")


def free_rule(rules: Ruleset, state: State, city: City) -> str:
    """The rule a refused free build breaks: the free build the city's board side gives (built or
    not), the one of this turn first; a board giving none breaks wonder.free_build where the ruleset
    has that rule (the first edition), else build.cost."""
    first, last, colour = _powers(rules)[city.board][-1]
    if first and last:
        return "wonder.free_last_card" if state.turn == _last_turn(rules) else "wonder.free_first_card"
    if first or last or colour:
        return "wonder.free_first_card" if first else "wonder.free_last_card" if last else "wonder.free_colour"
    return "wonder.free_build" if "wonder.free_build" in rules.rule_ids else "build.cost"


def _payment_refusal(rules: Ruleset, state: State, seat: int, part: Part, action: Action) -> IllegalMoveError:
    city = state.cities[seat]
    if action.left < 0 or action.right < 0 or action.bank < 0:
        return IllegalMoveError("trade.price", "a payment is never negative")
    if action.bank:
        refused = _bank_refusal(rules, state, seat, action)
        if refused is not None:
            return refused
    total = part.coins + action.left + action.right + action.bank
    if total > payable(city):
        rule = "trade.coins_held" if total <= city.coins else "build.cost"
        return IllegalMoveError(rule, f"the build costs {total} coins; the player can pay {payable(city)}")
    bank = f" and {action.bank} to the bank" if action.bank else ""
    return IllegalMoveError("trade.purchases", f"no purchase the rules allow pays {action.left} to the left"
                                               f"{',' if bank else ' and'} {action.right} to the right{bank} for this")


BANK_RULE = "effect.bank_buy"       # the rule of a city's power to buy resources from the bank


def _bank_refusal(rules: Ruleset, state: State, seat: int, action: Action) -> IllegalMoveError | None:
    """effect.bank_buy: why a payment with a part to the bank is refused, when the power is the reason:
    the city has none (in a ruleset with no such power, resources come from the neighbours only), or the
    part is more than the power buys in one build."""
    city = state.cities[seat]
    buys = cities.facts(rules, city.board, city.stages, city.structures).standing.buys
    if not buys:
        if BANK_RULE not in rules.rule_ids:
            return IllegalMoveError("trade.purchases", "resources are bought from the neighbours only, never from "
                                                       "the bank")
        return IllegalMoveError(BANK_RULE, "the city has no power to buy resources from the bank")
    most = max(coins for _, coins in bank_options(buys))
    units = max(k for k, _ in bank_options(buys))
    if action.bank > most:
        return IllegalMoveError(BANK_RULE, f"the city buys at most {units} "
                                           f"{'resource' if units == 1 else 'resources'} from the bank in a build, "
                                           f"for {most} {'coin' if most == 1 else 'coins'}; not {action.bank}")
    if action.bank not in {coins for _, coins in bank_options(buys)}:
        return IllegalMoveError(BANK_RULE, f"no purchase from the bank costs {action.bank} coins")
    return None
