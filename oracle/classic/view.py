"""What players see of a game of 7 Wonders (observations), the state as the command line and the
adapter report it (report, summary), and a readable account of a game.

A player sees what the rules show the one deciding for a city, for every city they decide for
(``State.cities_of``): their own, and in the Free City variant the Free City while they hold its
card.  Hidden (observation): every hand but the player's own (only its size shows; the holder's
hand holds the card drawn from the Free City's pile), the commitment of every city the player does
not decide for, before the turn resolves (only that it was made), the cards tucked under the boards
(only how many stages are built), the contents of the discard pile (only its size; the player
choosing a card of it for a Halicarnassus they decide for sees them), the Free City's pile (only
its size) and the hands of later Ages.  Everything else is public: every city's structures, coins
and conflict tokens.  An expansion adds what it shows of its part under its key, to an observation
and to the state reported (point ``view_parts``), and redraws what it hides (point ``resample``).
"""

from __future__ import annotations

from collections.abc import Sequence
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
from oracle.classic.legal import payable, to_move
from oracle.classic.record import action_to_json
from oracle.classic.ruleset import Ruleset, any_part_has
from oracle.classic.scoring import city_score, score_sheet
from oracle.classic.state import (
    BUILD,
    CHOOSE,
    DISCARD,
    DISCARD_BUILD,
    FROM_DISCARD,
    LAST_CARD,
    STAGE,
    Action,
    State,
)
from oracle.classic.turn import AGE_NAMES, coin_cost
from oracle.core.account import Header, Line, Section, Told, coins, game_over, listing, on_points, seat, write
from oracle.core.account import age as age_title
from oracle.core.events import Event
from oracle.core.game import Step
from oracle.core.prng import SplitMix64
from oracle.core.simultaneous import HIDDEN


def _names(rules: Ruleset, cards: Sequence[int]) -> list[str]:
    return [rules.cards[c].name for c in cards]


def _city(rules: Ruleset, state: State, seat: int) -> dict[str, Any]:
    """A city as every player sees it; in a ruleset whose cards copy another's ability, the cards it
    copied, marked for all to see (effect.copy_ability)."""
    city = state.cities[seat]
    board = rules.boards[city.board]
    out = {
        "board": board.board,
        "side": board.side,
        "structures": _names(rules, city.structures),
        "stages": city.stages,
        "coins": city.coins,
        "victories": list(city.victories),
        "defeats": city.defeats,
    }
    if any_part_has(rules, "copies"):
        out["copies"] = _names(rules, city.copies)
    return out


def _status(state: State) -> dict[str, Any]:
    over = state.outcome is not None
    return {
        "status": "finished" if over else "in_progress",
        "to_move": list(to_move(state)),
        "victory": state.outcome.victory if state.outcome else None,
        "winners": list(state.outcome.winners) if state.outcome else None,
    }


def _pending(state: State) -> dict[str, Any] | None:
    if state.outcome is not None or not state.pending or state.phase != state.pending[0][0]:
        return None
    city = state.pending[0][1]
    out: dict[str, Any] = {"player": state.controller(city), "decision": state.phase}
    if city == state.free_city:
        out["city"] = "free_city"
    return out


def _free_city(state: State) -> dict[str, Any]:
    """free_city.*: who holds the Free City card and how many cards its pile holds (the Free City's
    city is the last of ``cities``)."""
    if state.free_city < 0:
        return {}
    return {"free_city": {"holder": state.holder, "pile": len(state.pile)}}


def sees_discard(state: State, player: int) -> bool:
    """wonder.discard_build: the player choosing a card of the discard pile, for their own city or for
    a city they decide for (the Free City's Halicarnassus), sees its contents."""
    return state.outcome is None and state.phase == DISCARD_BUILD and state.controller(state.pending[0][1]) == player


def commitments_seen(rules: Ruleset, state: State, player: int) -> list[Any]:
    """turn.choose, free_city.choose: city by city, the action committed for a city ``player`` decides
    for, ``"committed"`` for another city's commitment, ``None`` where none is in yet."""
    mine = state.cities_of(player)
    return [None if action is None else action_to_json(rules, action) if city in mine else HIDDEN
            for city, action in enumerate(state.commitments.by_seat)]


def observe(rules: Ruleset, state: State, player: int) -> dict[str, Any]:
    """What ``player`` may see of ``state``: no hidden information."""
    return {
        "player": player,
        "players": state.players,
        "age": AGE_NAMES[state.age - 1],
        "turn": state.turn,
        **_status(state),
        "phase": state.phase,
        "hand": sorted(_names(rules, state.hands[player])),
        "hand_sizes": [len(h) for h in state.hands],
        "commitments": commitments_seen(rules, state, player),
        "discard": {"cards": len(state.discard),
                    "contents": sorted(_names(rules, state.discard)) if sees_discard(state, player) else None},
        "pending": _pending(state),
        "cities": [_city(rules, state, s) for s in range(len(state.cities))],
        **_free_city(state),
        **_parts_seen(rules, state, player),
    }


def _parts_seen(rules: Ruleset, state: State, player: int | None) -> dict[str, Any]:
    """What the expansions show of their parts, each under its key (point ``view_parts``): to
    ``player``, or all of it (None: the state reported)."""
    if not rules.hooks:
        return {}
    return {key: part.full(rules, state) if player is None else part.observed(rules, state, player)
            for key, part in rules.hooks.table("view_parts").items()}


def protocol_state(rules: Ruleset, state: State) -> dict[str, Any]:
    """The state as the adapter's ``state`` answer reports it (the published state schema)."""
    return {
        **_status(state),
        "age": AGE_NAMES[state.age - 1],
        "turn": state.turn,
        "phase": state.phase,
        "discard": _names(rules, state.discard),
        "pending": _pending(state),
        "players": [{**_city(rules, state, s), "hand": sorted(_names(rules, state.hands[s])),
                     "tucked": _names(rules, state.cities[s].tucked), "score": sheet}
                    for s, sheet in enumerate(score_sheet(rules, state))],
        **_free_city_summary(rules, state),
        **_parts_seen(rules, state, None),
    }


def summary(rules: Ruleset, state: State) -> dict[str, Any]:
    """The state as ``oracle replay --json`` prints it: the :func:`protocol_state`, each city (the Free City's
    too) with ``spendable`` beside its ``coins``: the coins it may pay with now, those it held when
    the turn began (coins received during a turn are spent from the next one on, trade.coins_held)."""
    view = protocol_state(rules, state)
    view["players"] = [_with_spendable(city, state, s) for s, city in enumerate(view["players"])]
    if "free_city" in view:
        view["free_city"] = _with_spendable(view["free_city"], state, state.free_city)
    return view


def _with_spendable(city: dict[str, Any], state: State, seat: int) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in city.items():
        out[key] = value
        if key == "coins":
            out["spendable"] = payable(state.cities[seat])
    return out


def _free_city_summary(rules: Ruleset, state: State) -> dict[str, Any]:
    if state.free_city < 0:
        return {}
    fc = state.free_city
    return {"free_city": {**_city(rules, state, fc), "holder": state.holder, "pile": _names(rules, state.pile),
                          "tucked": _names(rules, state.cities[fc].tucked), "score": city_score(rules, state, fc)}}


# ---- the account of a game ----------------------------------------------------------------------------

def _city_name(state: State, city: int) -> str:
    """A city as the account names it: its player's seat, or the Free City."""
    return "the Free City" if city == state.free_city else seat(city)


def _payment(state: State, city: int, bank: int, left: int, right: int, bought: int = 0) -> str:
    """build.cost, trade.price, effect.bank_buy: what a build costs, as its sentence ends: `` for 1 coin,
    paying 2 coins to P2`` (the left neighbour is the next city, the right one the previous); ``bought``:
    the coins of ``bank`` paid for resources bought from the bank (`` for 2 coins, 1 of them for resources
    from the bank``)."""
    n = len(state.cities)
    paid = [f"{coins(amount)} to {_city_name(state, to)}" for amount, to in ((left, (city + 1) % n),
                                                                                (right, (city - 1) % n)) if amount]
    from_bank = f", {bought} of them for resources from the bank" if bought else ""
    return (f" for {coins(bank)}{from_bank}" if bank else "") + (", paying " + listing(paid) if paid else "")


def _bought(rules: Ruleset, before: State, e: CardPlayed, bank: int) -> int:
    """effect.bank_buy: the coins of a build's payment to the bank (``bank``) that bought resources there,
    beyond what the card or stage itself costs (none in a ruleset where nothing buys from the bank)."""
    if not bank or not any_part_has(rules, "buys"):
        return 0
    own = coin_cost(rules, before, e.player, Action(e.action, rules.card_index(e.card), e.left, e.right, e.free))
    return bank - own


def _played(rules: Ruleset, before: State, e: CardPlayed, events: Sequence[Event]) -> str:
    """turn.actions, wonder.stage, turn.discard, wonder.discard_build: a card carried out, with what it
    cost or brought."""
    who = _city_name(before, e.player)
    bank = sum(p.bank for p in events if isinstance(p, CoinsPaid) and p.player == e.player)
    bought = _bought(rules, before, e, bank) if e.action in (BUILD, STAGE) else 0
    if e.action == BUILD:
        free = f" for nothing, by the power of {rules.boards[before.cities[e.player].board].board}" if e.free else ""
        return f"{who} builds {e.card}{free}{_payment(before, e.player, bank, e.left, e.right, bought)}"
    if e.action == STAGE:
        city = before.cities[e.player]
        board = rules.boards[city.board].board
        return f"{who} builds stage {city.stages + 1} of {board} with {e.card}" \
            f"{_payment(before, e.player, bank, e.left, e.right, bought)}"
    if e.action == DISCARD:
        gained = sum(c.amount for c in events if isinstance(c, CoinsGained) and c.player == e.player
                     and c.source == "discard")
        return f"{who} discards {e.card} for {coins(gained)}"
    if e.action == FROM_DISCARD:
        return f"{who} builds {e.card} from the discard pile"
    words = rules.hooks.table("played_words").get(e.action) if rules.hooks else None
    if words is not None:       # a kind of action an expansion adds (point played_words)
        return str(words(rules, before, e, events))
    return f"{who} builds nothing from the discard pile"


def _conflicts(before: State, events: Sequence[Event]) -> str:
    """military.conflict: the conflicts of an Age's end on one line, each pair of neighbours once:
    who beats whom and the tokens they take, or a tie."""
    n = len(before.cities)
    taken = {(e.player, e.against): e.points for e in events if isinstance(e, ConflictSettled)}
    pairs = sorted({tuple(sorted((s, (s + 1) % n))) for s in range(n) if (s + 1) % n != s})
    parts = []
    for a, b in pairs:
        winner, loser = (a, b) if taken.get((a, b), 0) > 0 else (b, a) if taken.get((b, a), 0) > 0 else (-1, -1)
        if winner < 0:
            parts.append(f"{_city_name(before, a)} ties with {_city_name(before, b)}")
            continue
        w, lo = _city_name(before, winner), _city_name(before, loser)
        parts.append(f"{w} beats {lo} ({w} {taken[(winner, loser)]:+d}, {lo} {taken.get((loser, winner), 0):+d})")
    return f"{age_title(before.age)} conflicts: " + ", ".join(parts)


def _consequences(rules: Ruleset, before: State, after: State, events: Sequence[Event],
                  skip: int | None = None) -> list[Line]:
    """The lines of a move's events (but the one at ``skip``, the move's own): each card carried out
    (its payment in its sentence), the coins its effects give, the last cards of an Age discarded,
    the Age's conflicts, the next Age, the end."""
    lines: list[Line] = []
    conflicts_said = False
    last: list[str] = []
    for i, e in enumerate(events):
        if i == skip:
            continue
        if not isinstance(e, CardDiscarded) and last:
            lines.append("the last cards go to the discard pile: " + listing(last))
            last = []
        if isinstance(e, CardPlayed):
            lines.append(_played(rules, before, e, events))
        elif isinstance(e, CoinsGained) and e.source != "discard":
            lines.append(f"{_city_name(before, e.player)} gains {coins(e.amount)} ({e.source})")
        elif isinstance(e, CardDiscarded):
            last.append(f"{_city_name(before, e.player)}'s {e.card}")
        elif isinstance(e, ConflictSettled | AgeBegins | GameOver) and not conflicts_said:
            lines.append(_conflicts(before, events))
            conflicts_said = True
        if isinstance(e, AgeBegins):
            lines.append(Section(age_title(e.age)))
        elif isinstance(e, GameOver):
            assert after.outcome is not None
            totals = [sheet["total"] for sheet in score_sheet(rules, after)]
            lines.append(game_over(after.outcome.winners, on_points(totals, after.outcome.winners, "more coins")))
    if last:
        lines.append("the last cards go to the discard pile: " + listing(last))
    return lines


def _told(rules: Ruleset, before: State, step: Step) -> Told:
    """One move of the record: a commitment (turn.choose, or in an expansion's round played like a
    turn; it shows nothing until the last one, whose move reveals every card), Babylon B's last card
    (wonder.last_card) or a build from the discard pile (wonder.discard_build)."""
    after, events = step.state, list(step.events)
    if before.phase == CHOOSE or (rules.hooks and before.phase in rules.hooks.table("rounds")):
        waiting = before.commitments.waiting
        city = waiting[0] if events or len(waiting) == 1 else \
            next(c for c in waiting if after.commitments.by_seat[c] is not None)
        mover = before.controller(city)
        move = f"{seat(mover)} chooses a card" + (" for the Free City" if city == before.free_city else "")
        if events:
            move += "; the cards are revealed"
        return Told(move, tuple(_consequences(rules, before, after, events)))
    city = before.pending[0][1]
    own = next(i for i, e in enumerate(events) if isinstance(e, CardPlayed))
    played = events[own]
    assert isinstance(played, CardPlayed)
    move = _played(rules, before, played, events)
    if before.phase == LAST_CARD:
        move += " (their last card of the Age)"
    elif city == before.free_city:
        move = f"{seat(before.controller(city))} chooses for the Free City: {move}"
    return Told(move, tuple(_consequences(rules, before, after, events, own)))


def account(rules: Ruleset, initial: State, steps: Sequence[Step]) -> str:
    """The readable account of a game (:mod:`oracle.core.account`): each city's board, the Ages, every
    commitment and the turn it completes, the decisions at the end of a turn, the score sheet."""
    boards = [f"{_city_name(initial, s)}: {rules.boards[b].name}" for s, b in enumerate(initial.setup.boards)]
    header = Header(initial.game.ruleset_title, initial.players, ", ".join(boards), opening=age_title(1))
    moves = []
    final = initial
    for step in steps:
        moves.append(_told(rules, final, step))
        final = step.state
    return write(header, moves, score_sheet(rules, final) if final.outcome is not None else None)


def resample(rules: Ruleset, state: State, player: int, rng: SplitMix64) -> State:
    """A state ``player`` cannot tell from ``state`` (:func:`observe`): what they see as the one deciding
    for each of their cities kept, the rest redrawn.  The cards of this Age out of their sight (the
    hands of the other players with no commitment in yet, the Free City's pile, and the discard
    pile's cards of this Age unless they are choosing from it) are dealt again among those places,
    sizes kept; the discard pile's order and the hands of later Ages are shuffled (within each Age).
    Kept: their own hand (the holder's holds the card drawn for the Free City), every commitment
    (a committed card stays in its hand), the discard pile they choose from.  Then each expansion
    redraws what it hides, in the ruleset's order (point ``resample``)."""
    setup = state.setup
    committed = {state.controller(c) for c, a in enumerate(state.commitments.by_seat) if a is not None}
    others = [s for s in range(state.players) if s != player and s not in committed]
    in_sight = sees_discard(state, player)
    dealt = {c for hand in setup.hands[state.age - 1] for c in hand} | set(setup.piles[state.age - 1]
                                                                        if setup.piles else ())
    loose = [] if in_sight else [i for i, c in enumerate(state.discard) if c in dealt]
    pool = rng.shuffled([c for s in others for c in state.hands[s]] + list(state.pile)
                        + [state.discard[i] for i in loose])
    hands = list(state.hands)
    for s in others:
        hands[s], pool = tuple(sorted(pool[:len(hands[s])])), pool[len(hands[s]):]
    pile, pool = tuple(pool[:len(state.pile)]), pool[len(state.pile):]
    discard = list(state.discard)
    for i, card in zip(loose, pool, strict=True):
        discard[i] = card
    if not in_sight:
        discard = rng.shuffled(discard)
    later = list(setup.hands)
    piles = list(setup.piles)
    for age in range(state.age, len(later)):
        cards = rng.shuffled([c for hand in later[age] for c in hand] + list(piles[age] if piles else ()))
        size = len(later[age][0])
        later[age] = tuple(tuple(cards[i * size:(i + 1) * size]) for i in range(state.players))
        if piles:
            piles[age] = tuple(cards[state.players * size:])
    redrawn = state._replace(hands=tuple(hands), discard=tuple(discard), pile=pile,
                             setup=setup._replace(hands=tuple(later), piles=tuple(piles)))
    if rules.hooks:
        redrawn = rules.hooks.call("resample", redrawn, rules, state, player, rng)
    return redrawn
