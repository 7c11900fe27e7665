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
and conflict tokens.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from oracle.classic.legal import payable, to_move
from oracle.classic.record import action_to_json
from oracle.classic.ruleset import Ruleset
from oracle.classic.scoring import city_score, score_sheet
from oracle.classic.state import DISCARD_BUILD, State
from oracle.classic.turn import AGE_NAMES
from oracle.core.game import Step
from oracle.core.prng import SplitMix64
from oracle.core.simultaneous import HIDDEN


def _names(rules: Ruleset, cards: Sequence[int]) -> list[str]:
    return [rules.cards[c].name for c in cards]


def _city(rules: Ruleset, state: State, seat: int) -> dict[str, Any]:
    city = state.cities[seat]
    board = rules.boards[city.board]
    return {
        "board": board.board,
        "side": board.side,
        "structures": _names(rules, city.structures),
        "stages": city.stages,
        "coins": city.coins,
        "victories": list(city.victories),
        "defeats": city.defeats,
    }


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
    }


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


def account(rules: Ruleset, initial: State, steps: Sequence[Step]) -> str:
    """A line per event of the game, then the score sheet."""
    boards = ", ".join(f"{s}: {rules.boards[b].name}" for s, b in enumerate(initial.setup.boards))
    with_city = ", city 2 the Free City" if initial.free_city >= 0 else ""
    lines = [f"7 Wonders, {initial.players} players ({boards}{with_city})"]
    for step in steps:
        for event in step.events:
            fields = {k: v for k, v in event.to_json().items() if k != "kind"}
            lines.append(f"  {event.kind}: " + ", ".join(f"{k} {v}" for k, v in fields.items()))
    final = steps[-1].state if steps else initial
    for seat, sheet in enumerate(score_sheet(rules, final)):
        parts = ", ".join(f"{k} {v}" for k, v in sheet.items() if k != "total")
        lines.append(f"player {seat}: {sheet['total']} points ({parts})")
    return "\n".join(lines) + "\n"


def resample(rules: Ruleset, state: State, player: int, rng: SplitMix64) -> State:
    """A state ``player`` cannot tell from ``state`` (:func:`observe`): what they see as the one deciding
    for each of their cities kept, the rest redrawn.  The cards of this Age out of their sight (the
    hands of the other players with no commitment in yet, the Free City's pile, and the discard
    pile's cards of this Age unless they are choosing from it) are dealt again among those places,
    sizes kept; the discard pile's order and the hands of later Ages are shuffled (within each Age).
    Kept: their own hand (the holder's holds the card drawn for the Free City), every commitment
    (a committed card stays in its hand), the discard pile they choose from."""
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
    return state._replace(hands=tuple(hands), discard=tuple(discard), pile=pile,
                          setup=setup._replace(hands=tuple(later), piles=tuple(piles)))
