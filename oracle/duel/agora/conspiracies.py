"""Preparing and triggering Conspiracies, two turn actions Agora adds (Duel's points ``turn_options``
and ``turn_actions``), and the turn they belong to (point ``turn_passed``).

- ``agora.prepare``: instead of building, discarding or building a wonder, the player takes an
  accessible card of the structure and tucks it under one of their unprepared Conspiracies, for
  nothing; the card does nothing, and the turn is over.
- ``agora.trigger``: at the start of a turn, before its card, the player may turn one of their
  prepared Conspiracies face up; its ``when triggered:`` effects apply (``effect.when_triggered``),
  then the same turn goes on.  One a turn: a turn of playing again is a turn of its own (ruling
  ``agora.trigger_each_turn``).  Preparing takes the whole turn, so a Conspiracy is never triggered
  in the turn it was prepared.  A Conspiracy that would do nothing now is not triggered (ruling
  ``agora.useless_trigger``): neither at the start of a turn nor through Curia Julia.
"""

from __future__ import annotations

from typing import Any

from oracle.core.effects import run_instants
from oracle.duel.agora.events import Prepared, Triggered
from oracle.duel.agora.kinds import PREPARE, TRIGGER, UNPREPARED_CHOICE
from oracle.duel.agora.state import MAY_TRIGGER, NAME, TRIGGERED, TRIGGERING, Agora, Plot, held, part, put
from oracle.duel.points import TurnAction
from oracle.duel.rules import structure
from oracle.duel.rules.costs import Price
from oracle.duel.state import Action, Decision, State, Turn
from oracle.errors import IllegalMoveError

CONSPIRACY = "conspiracy"    # the kind of component a Conspiracy is
NONE = -1                    # effect.trigger_unprepared: the choice of triggering none
USELESS_TRIGGER = "allow_useless_trigger"   # the rule option of ruling agora.useless_trigger
PENDING, PARTS = State._fields.index("pending"), State._fields.index("parts")   # fields of a state, by position
_state = tuple.__new__      # a State made from every field, without the constructor's Python frame


# ---- what a turn offers (point turn_options) ------------------------------------------------------

def offered(state: State | Turn, player: int, coins: int) -> list[tuple[Action, Price | None]]:
    """agora.trigger, then agora.prepare: each prepared Conspiracy not yet triggered that would do
    something (ruling agora.useless_trigger), while none has been triggered in this turn, in the order
    kept; then each accessible card (by slot) under each unprepared Conspiracy (in the order kept).
    Neither has a price.  ``state`` may be a move's pad between two moves."""
    for agora in state.parts:   # part(state), inline: asked on every turn
        if type(agora) is Agora:
            break
    else:
        return []
    hand = agora.hands[player]
    if not hand:                # most turns: no Conspiracy held, nothing to offer
        return []
    tables = state.game.rules.actions
    out: list[tuple[Action, Price | None]] = []
    # the Conspiracies not triggered yet, prepared (a card under them) or not, in the order kept
    # (Plot.prepared, inline); one Curia Julia triggered unprepared lies face up, spent: nothing is
    # tucked under it
    ready: list[int] = []
    unprepared: list[int] = []
    for conspiracy, card, triggered, _ in hand:
        if not triggered:
            (ready if card >= 0 else unprepared).append(conspiracy)
    if ready and agora.triggering == MAY_TRIGGER:
        now = state.freeze() if isinstance(state, Turn) else state
        trigger = tables.trigger
        out += [(trigger[conspiracy], None) for conspiracy in ready if does_something(now, player, conspiracy)]
    if unprepared:
        prepare, structure = tables.prepare, state.structure
        out += [(prepare[structure[slot], conspiracy], None) for slot in state.accessible
                for conspiracy in unprepared]
    return out


def does_something(state: State, player: int, conspiracy: int) -> bool:
    """Ruling agora.useless_trigger: whether the Conspiracy's effects, applied now for ``player``, would
    change the position or offer them a choice.  Worked out on a copy of the position, with the
    decisions already owed set aside and the Conspiracy turned face up.  Under the rule option
    ``allow_useless_trigger = yes`` any Conspiracy counts as doing something."""
    rules = state.game.rules
    if rules.option(USELESS_TRIGGER) != "no":
        return True
    t = rules.runtime(state)
    t.pending = ()
    t.player = player
    parts, slot = state.parts, state.game.hooks.slots[NAME]     # put(t, held(t)...), inline
    turned = t.parts = (*parts[:slot], parts[slot].turned_up(player, conspiracy), *parts[slot + 1:])
    run_instants(t, player, rules.of_kind(CONSPIRACY)[conspiracy])
    pending = t.pending
    if pending:
        # ages.offer(t), inline, stopping at the first decision that has options: it is owed
        options_of = rules.hooks.table("decision_options")
        while pending and not t.over:
            d = pending[0]
            if d.options:
                return True
            t.pending = pending[1:]
            if options_of[d.kind](t, d):
                return True
            pending = t.pending
        if pending:
            return True
    # the position before the effects: the state with the decisions set aside and the Conspiracy face up,
    # as the pad froze it then (Turn.freeze)
    before = _state(State, (*state[:3], -1 if state.outcome else state.to_move, *state[4:PENDING], (),
                            *state[PENDING + 1:PARTS], turned))
    return t.freeze() != before


# ---- why one is refused -------------------------------------------------------------------------

def _held(state: State, conspiracy: Any) -> tuple[int, Plot]:
    """The place in the hand of the player to move of the Conspiracy an action names, and what they
    hold of it; IllegalMoveError (agora.conspiracies) if they hold no such Conspiracy."""
    rules, hand = state.game.rules, held(state).hands[state.to_move]
    names = rules.of_kind(CONSPIRACY)
    for place, plot in enumerate(hand):
        if plot.conspiracy == conspiracy:
            return place, plot
    if not (isinstance(conspiracy, int) and 0 <= conspiracy < len(names)):
        raise IllegalMoveError("agora.conspiracies", "no Conspiracy given")
    raise IllegalMoveError("agora.conspiracies", f"player {state.to_move} holds no {names[conspiracy].name}")


def check_prepare(state: State, action: Action) -> None:
    """agora.prepare, turn.accessible: why preparing is refused."""
    rules = state.game.rules
    _, plot = _held(state, action.conspiracy)
    name = rules.of_kind(CONSPIRACY)[plot.conspiracy].name
    if plot.prepared:
        raise IllegalMoveError("agora.prepare", f"{name} is prepared already")
    if plot.triggered:
        raise IllegalMoveError("agora.prepare", f"{name} has been triggered already")
    if not (isinstance(action.card, int) and 0 <= action.card < len(rules.cards)):
        raise IllegalMoveError("turn.accessible", "no card given")
    card = rules.cards[action.card]
    if action.card not in state.structure:
        raise IllegalMoveError("turn.accessible", f"{card.name} is not in the Age {state.age} structure")
    if state.structure.index(action.card) not in state.accessible:
        raise IllegalMoveError("turn.accessible", f"{card.name} is covered by other cards")


def check_trigger(state: State, action: Action) -> None:
    """agora.trigger: why triggering is refused."""
    agora = held(state)
    _, plot = _held(state, action.conspiracy)
    name = state.game.rules.of_kind(CONSPIRACY)[plot.conspiracy].name
    if plot.triggered:
        raise IllegalMoveError("agora.trigger", f"{name} has been triggered already")
    if not plot.prepared:
        raise IllegalMoveError("agora.trigger", f"{name} is not prepared: a card must lie under it first")
    if agora.triggering != MAY_TRIGGER:
        raise IllegalMoveError("agora.trigger", f"player {state.to_move} has triggered a Conspiracy in this turn "
                                                "already: one a turn")
    if not does_something(state, state.to_move, plot.conspiracy):
        raise IllegalMoveError("agora.trigger", f"{name} would do nothing now, and a Conspiracy is triggered only "
                                                "to some effect (ruling agora.useless_trigger)")


# ---- how one is played ------------------------------------------------------------------------------

def prepare(t: Turn, action: Action) -> None:
    """agora.prepare: the card leaves the structure (the player took it: age.next_starter) and lies
    under the Conspiracy, which stays face down; the card's own effects do not apply."""
    player, agora = t.player, held(t)
    for taken in t.rules.hooks.functions("card_turn"):
        taken(t)
    structure.take(t, t.structure.index(action.card))
    place = next(i for i, plot in enumerate(agora.hands[player]) if plot.conspiracy == action.conspiracy)
    put(t, agora.with_plot(player, action.conspiracy, card=action.card))
    t.events.append((Prepared, player, t.rules.cards[action.card].name, place + 1))


def trigger(t: Turn, action: Action) -> None:
    """agora.trigger, effect.when_triggered: the Conspiracy turns face up and its effects apply for
    its owner, in order; the same turn goes on once what they call for is settled."""
    put(t, held(t).with_triggering(TRIGGERING))
    conspiracy = _turned_up(t, t.player, action.conspiracy)
    t.extra_turn = True         # the turn goes on (point turn_passed tells it from playing again)
    run_instants(t, t.player, conspiracy)


def offer_unprepared_trigger(t: Turn, player: int) -> None:
    """effect.trigger_unprepared: the player will choose one of their unprepared Conspiracies to trigger,
    or none (runtime method)."""
    t.decide(Decision(UNPREPARED_CHOICE, player, (), ()))


def unprepared_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """effect.trigger_unprepared: the player's Conspiracies with no card under them that would do
    something (ruling agora.useless_trigger), in the order kept, then none (-1); no choice at all (the
    decision is dropped) when they hold none."""
    now = t.freeze()
    held_ = [plot.conspiracy for plot in held(t).hands[d.player]
             if not plot.prepared and not plot.triggered and does_something(now, d.player, plot.conspiracy)]
    return (*held_, NONE) if held_ else ()


def settle_unprepared(t: Turn, action: Action, decision: Decision) -> None:
    """effect.trigger_unprepared: the Conspiracy chosen turns face up and its effects apply at once; it
    is not the turn's trigger (the one a turn allows is left)."""
    if action.conspiracy == NONE:
        return
    run_instants(t, t.player, _turned_up(t, t.player, action.conspiracy))


def turn_passed(t: Turn) -> None:
    """Point ``turn_passed``, agora.trigger: a Conspiracy's effects settled, the turn that triggered it
    goes on with no other trigger; any other turn over, the next turn may trigger one (a turn of
    playing again included, ruling ``agora.trigger_each_turn``), and so may the next Age's first."""
    for agora in t.parts:       # part(t), inline: asked after every turn
        if type(agora) is Agora:
            break
    else:
        return
    triggering = agora.triggering
    if triggering == MAY_TRIGGER:   # most turns: none was triggered, and none is now
        return
    now = TRIGGERED if triggering == TRIGGERING and t.accessible else MAY_TRIGGER
    if now != triggering:
        put(t, agora.with_triggering(now))


def card_places(state: State) -> list[tuple[str, int]]:
    """Point ``card_places``, agora.prepare: the cards lying under prepared Conspiracies."""
    agora = part(state)
    if agora is None:
        return []
    return [(f"$.agora.conspiracies[{p}][{k}].prepared", plot.card)
            for p, hand in enumerate(agora.hands) for k, plot in enumerate(hand) if plot.prepared]


def _turned_up(t: Turn, player: int, conspiracy: int) -> Any:
    """agora.trigger: the player's Conspiracy ``conspiracy`` turns face up, as the event says; its
    component, whose effects the caller applies."""
    put(t, held(t).with_plot(player, conspiracy, triggered=True))
    component = t.rules.of_kind(CONSPIRACY)[conspiracy]
    t.events.append((Triggered, player, component.name))
    return component


TURN_ACTIONS = {PREPARE: TurnAction(check_prepare, prepare), TRIGGER: TurnAction(check_trigger, trigger)}
OPTIONS: dict[str, Any] = {UNPREPARED_CHOICE: unprepared_options}
SETTLE: dict[str, Any] = {UNPREPARED_CHOICE: settle_unprepared}

__all__ = [
    "NONE",
    "OPTIONS",
    "SETTLE",
    "TURN_ACTIONS",
    "card_places",
    "check_prepare",
    "check_trigger",
    "does_something",
    "offer_unprepared_trigger",
    "offered",
    "prepare",
    "settle_unprepared",
    "trigger",
    "turn_passed",
    "unprepared_options",
]
