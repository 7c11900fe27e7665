"""The recruitment at the start of each Age (leaders.recruitment): before the Age's cards are dealt,
every player uses one leader of their hand at the same time: recruits it for its cost in coins
(leaders.recruit), tucks it under the board for the next stage, trading as in a turn (leaders.stage),
or sells it (leaders.sell).  The choices are carried out together, like a turn's (turn.reveal):
every payment from the coins held before the round, then every leader to its place, then the effects
of the leaders recruited."""

from __future__ import annotations

from oracle.classic.decisions import seats_text
from oracle.classic.events import CardPlayed, CoinsGained, CoinsPaid
from oracle.classic.leaders.costs import cost
from oracle.classic.leaders.state import part, with_leaders
from oracle.classic.leaders.tokens import carry_out as carry_tokens
from oracle.classic.leaders.tokens import has_tokens
from oracle.classic.legal import neighbours, payable, stage_payments, stage_refusal
from oracle.classic.rules import city as cities
from oracle.classic.rules.whenever import BUY, bank_paid, event_coins, hears_bank
from oracle.classic.ruleset import Ruleset
from oracle.classic.state import DECLINE, DISCARD_BUILD, STAGE, Action, State
from oracle.classic.turn import on_build_coins, round_over, settled_cities
from oracle.core.belonging import value_type
from oracle.core.events import Log
from oracle.core.simultaneous import Commitments
from oracle.errors import IllegalMoveError

RECRUITMENT = "recruitment"     # the phase of the recruitment
RECRUIT = "recruit"             # leaders.recruit
SELL = "sell"                   # leaders.sell
LAST_AGE = 3
# rule option of the ruling leaders.sold_not_discarded: whether a leader sold joins the discard pile
INTO_DISCARD = "leaders_enter_discard"
# rule option of the ruling leaders.one_each_round: whether a player may use no leader in a recruitment
OPTIONAL = "recruit_optional"
ORDER = "discard_build_order"     # the rule option of ruling leaders.discard_build_order
assert Action._fields == ("kind", "card", "left", "right", "free", "free_city", "bank")


def begin(rules: Ruleset, state: State, log: Log | None) -> State | None:
    """The recruitment of the Age, by every player holding a leader (nobody: no recruitment)."""
    hands = part(rules, state).hands
    seats = tuple(s for s, hand in enumerate(hands) if hand)
    if not seats:
        return None
    return state._replace(commitments=Commitments.open(len(state.cities), seats))


def options(rules: Ruleset, state: State, seat: int) -> list[Action]:
    """For each leader of the hand: its recruitment, if the player can pay its cost and holds no card
    of its name (build.unique); its stage builds, one for each payment (leaders.stage); its sale.  The
    actions are made from their fields in :class:`~oracle.classic.state.Action`'s order."""
    own = value_type(rules, Action)
    city = state.cities[seat]
    held = cities.facts(rules, city.board, city.stages, city.structures, city.copies).names
    coins = payable(city)
    pays = stage_payments(rules, state, seat)
    cards = rules.cards
    new = tuple.__new__
    out: list[Action] = []
    for leader in part(rules, state).hands[seat]:
        if cards[leader].name not in held and cost(rules, state, seat, leader) <= coins:
            out.append(new(own, (RECRUIT, leader, 0, 0, False, False, 0)))
        for pay in pays:
            out.append(new(own, (STAGE, leader, pay[0], pay[1], False, False, pay[2] if len(pay) > 2 else 0)))
        out.append(new(own, (SELL, leader, 0, 0, False, False, 0)))
    if rules.option(OPTIONAL) == "yes":     # rule option recruit_optional: keep every leader this time
        out.append(own(DECLINE))
    return out


def resolve(rules: Ruleset, state: State, plays: list[tuple[int, Action]], log: Log | None) -> State:
    """turn.reveal as a recruitment plays it: payments, then places, then the recruited leaders' effects.
    A player who declines (rule option recruit_optional) uses no leader."""
    if log is not None:
        log.extend((CardPlayed, seat, DECLINE, "", 0, 0, False) for seat, a in plays if a.kind == DECLINE)
    plays = [(seat, a) for seat, a in plays if a.kind != DECLINE]
    cities_now = list(state.cities)
    for seat, a in plays:
        paid = cost(rules, state, seat, a.card) if a.kind == RECRUIT else \
            rules.boards[cities_now[seat].board].stages[cities_now[seat].stages].coins if a.kind == STAGE else 0
        paid += a.bank      # effect.bank_buy: resources bought from the bank for a stage
        if paid or a.left or a.right:
            if log is not None:
                log.append((CoinsPaid, seat, paid, a.left, a.right))
            city = cities_now[seat]
            cities_now[seat] = city._replace(coins=city.coins - paid - a.left - a.right)
            left, right = neighbours(state, seat)
            for other, coins in ((left, a.left), (right, a.right)):
                if coins:
                    c = cities_now[other]
                    cities_now[other] = c._replace(coins=c.coins + coins, received=c.received + coins)
    paid_out = [c.coins for c in cities_now]    # effect.bank_coins: the coins before the bank pays anything
    hands = list(part(rules, state).hands)
    recruited: list[int] = []
    discard = list(state.discard)
    into_discard = rules.option(INTO_DISCARD) == "yes"
    for seat, a in plays:
        hand = list(hands[seat])
        hand.remove(a.card)
        hands[seat] = tuple(hand)
        city = cities_now[seat]
        if log is not None:
            log.append((CardPlayed, seat, a.kind, rules.cards[a.card].name, a.left, a.right, False))
        if a.kind == RECRUIT:
            city = city._replace(structures=(*city.structures, a.card), recent=(*city.recent, a.card))
            recruited.append(seat)
        elif a.kind == STAGE:
            city = city._replace(stages=city.stages + 1, tucked=(*city.tucked, a.card))
        else:       # sold: it leaves the game (leaders.out_of_discard), or joins the discard pile
            if into_discard:
                discard.append(a.card)
            gain = rules.spec.sections["leaders"].sell_coins
            city = city._replace(coins=city.coins + gain, received=city.received + gain)
            if log is not None:
                log.append((CoinsGained, seat, gain, SELL))
        cities_now[seat] = city
    placed = tuple(cities_now)        # what the effects count: every leader in its place
    pending: list[tuple[str, int]] = []
    chosen: list[tuple[str, int]] = []    # effect.discard_chosen_piece: the discards the leaders leave
    plays_of = dict(plays)
    for seat, a in plays:
        built = rules.cards[a.card] if a.kind == RECRUIT else \
            rules.boards[placed[seat].board].stages[placed[seat].stages - 1] if a.kind == STAGE else None
        if built is not None and built.discard_build:
            pending.append((DISCARD_BUILD, seat))     # wonder.discard_build, once the round is carried out
        if built is None or not built.on_build:
            continue
        for amount in on_build_coins(rules, placed, seat, built):
            city = cities_now[seat]
            cities_now[seat] = city._replace(coins=city.coins + amount, received=city.received + amount)
            if log is not None:
                log.append((CoinsGained, seat, amount, built.name))
        if has_tokens(built):   # effect.take_age_piece, effect.discard_every_piece, effect.discard_chosen_piece
            chosen += carry_tokens(rules, state.age, state.cities, cities_now, seat, built, log)
    for seat, a in plays:       # effect.whenever: resources bought for a stage
        for side, paid in (("left", a.left), ("right", a.right)):
            for amount, source in event_coins(rules, state.cities[seat], placed, seat, BUY, side) if paid else ():
                city = cities_now[seat]
                cities_now[seat] = city._replace(coins=city.coins + amount, received=city.received + amount)
                if log is not None:
                    log.append((CoinsGained, seat, amount, source))
    if hears_bank(rules):     # effect.bank_coins: what the bank paid in the round
        placed = tuple(cities_now)
        for seat in range(len(cities_now)):
            if cities_now[seat].coins > paid_out[seat]:
                cities_now[seat], gained = bank_paid(rules, state.cities[seat], cities_now[seat], placed, seat)
                if log is not None:
                    log.extend((CoinsGained, seat, amount, source) for amount, source in gained)
    if state.age == LAST_AGE:     # leaders.leftover: the leaders still held leave the game unused
        hands = [() for _ in hands]
    # ruling leaders.discard_build_order: the stages' builds from the discard pile first, then the leaders'
    # (rule option discard_build_order = leaders_first: the other way round); seat order within each
    stages_first = rules.option(ORDER) != "leaders_first"
    pending.sort(key=lambda decision: (plays_of[decision[1]].kind == STAGE) != stages_first)
    pending += chosen       # the tokens chosen by the other players once the builds from the discard pile are made
    state = with_leaders(rules, state._replace(cities=tuple(cities_now), pending=tuple(pending),
                                               discard=tuple(discard)),
                         part(rules, state)._replace(hands=tuple(hands)))
    # what the stages built do to the leaders at once (effect.draw_unused, effect.build_from_hand), once the
    # leftover leaders of Age III are gone (ruling leaders.roma_last_recruitment)
    stages = tuple((seat, rules.boards[placed[seat].board].stages[placed[seat].stages - 1])
                   for seat, a in plays if a.kind == STAGE)
    if stages:
        from oracle.classic.leaders.at_once import carry_out

        state = carry_out(state, rules, stages, log)
    if not state.pending:
        state = state._replace(cities=settled_cities(state.cities))
    return round_over(rules, state, log)


def refusal(rules: Ruleset, state: State, seat: int, action: Action) -> IllegalMoveError:
    """The rule a recruitment's action outside the legal list breaks."""
    if action.kind == DECLINE:
        return IllegalMoveError("leaders.recruitment", "each player uses one leader in each recruitment (rule "
                                                       "option recruit_optional = no)")
    if action.kind not in (RECRUIT, STAGE, SELL):
        return IllegalMoveError("leaders.recruitment", "in a recruitment a leader is recruited, used for a stage "
                                                       "or sold")
    if action.card not in part(rules, state).hands[seat]:
        return IllegalMoveError("leaders.recruitment", "that leader is not in the player's hand")
    if action.kind == STAGE:
        return stage_refusal(rules, state, seat, action)
    if action.left or action.right or action.bank:
        return IllegalMoveError("leaders.recruit", "a leader is paid in coins to the bank, never by trading or by "
                                                   "buying resources")
    city = state.cities[seat]
    if action.kind == RECRUIT and rules.cards[action.card].name in cities.names(rules, city):
        return IllegalMoveError("build.unique", f"the city already holds {rules.cards[action.card].name}")
    return IllegalMoveError("leaders.recruit", f"recruiting {rules.cards[action.card].name} costs "
                                               f"{cost(rules, state, seat, action.card)} coins; the player has "
                                               f"{payable(city)}")


def reason(rules: Ruleset, state: State) -> tuple[str, str]:
    """Who owes a decision of the recruitment, and the rule."""
    waiting = state.commitments.waiting
    return ("leaders.recruitment", f"{seats_text(waiting)} {'has' if len(waiting) == 1 else 'have'} still to use "
                                   f"a leader before the cards of Age {state.age} are dealt; everyone decides at once")
