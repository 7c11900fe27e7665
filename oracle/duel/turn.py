"""A turn of 7 Wonders Duel: the legal actions of a state, and the state a move leads to.

``legal_actions``, ``apply`` and ``play`` are the engine's entry points on Duel's states (the
package and :mod:`oracle.duel.game` give them under the same names).  A move is played on a
:class:`~oracle.duel.runtime.Runtime` (the pad of one move) by the rules chapter its kind names,
then the Age goes on (:func:`oracle.duel.rules.ages.advance`: who moves next, the end of an Age and of
the game) and the pad is frozen into the next state (:func:`move` plays it on a pad already made).
"""

from __future__ import annotations

from oracle.core.events import Events
from oracle.duel import legal
from oracle.duel.rules import ages, building, draft, progress, wonders
from oracle.duel.runtime import Runtime
from oracle.duel.state import (
    BUILD,
    BUILD_DISCARDED,
    BUILD_WONDER,
    CHOOSE_STARTER,
    DESTROY,
    DISCARD,
    PICK_WONDER,
    PROGRESS_FROM_BOARD,
    PROGRESS_FROM_BOX,
    STATE_GAME,
    Action,
    State,
    Step,
)

_step = tuple.__new__   # a Step made without the generated constructor's Python frame
# A pad made, then its __init__ called as a method: calling the class would run __init__ from C, in
# a fresh run of the interpreter loop, which costs more than the rest of making the pad (1.4 k
# instructions of a move's 45 k)
_new_pad = object.__new__
_new_events = Events.__new__   # Events(raw) without its __init__'s frame: the two fields are set where it is made


def legal_actions(state: State) -> list[Action]:
    """Every action open to the player to move, in a fixed order."""
    return legal.legal_actions(state)


def apply(state: State, action: Action) -> Step:
    """The state after ``action`` and the events it caused.  Raises IllegalMoveError (with a rule id:
    :func:`oracle.duel.legal.check`'s).  The move's pad is made first: a card played from the
    structure on a turn of the base game is shown legal from it in one pass
    (:func:`oracle.duel.legal.card_turn_shown_legal`) and played with the slot and price found
    (turn.build, turn.discard, wonder.build); any other move is checked on the state, then played on
    the pad (:func:`move`): the step :func:`play` makes."""
    rules = state[STATE_GAME].rules
    t: Runtime = _new_pad(rules.runtime)     # rules.runtime(state), its __init__ called as a method
    t.__init__(state)  # type: ignore[misc]  # the ruleset's runtime class's own __init__, whichever it is
    kind = action[0]
    if kind in _CARD_TURN and (shown := legal.card_turn_shown_legal(t, action)) is not None:
        slot, price = shown
        card = rules.cards[action[1]]
        if kind == BUILD:
            building.build(t, card, slot, price)
        elif kind == DISCARD:
            building.discard(t, card, slot)
        else:
            wonders.build(t, card, rules.wonders[action[2]], slot, price)
        ages.advance(t)
    else:
        legal.check(state, action)
        move(t, action)
    events = _new_events(Events)    # Events(t.events)
    events._raw, events._made = t.events, None
    return _step(Step, (t.freeze(), events))


_CARD_TURN = frozenset((BUILD, DISCARD, BUILD_WONDER))


def play(state: State, action: Action) -> Step:
    """:func:`apply` for an action already known to be legal, such as one of ``legal_actions(state)``:
    the same step, without checking the action first.  An illegal action gives a meaningless step."""
    t = played(state, action)
    events = _new_events(Events)    # Events(t.events)
    events._raw, events._made = t.events, None
    return _step(Step, (t.freeze(), events))


def played(state: State, action: Action) -> Runtime:
    """The pad of ``action`` played on ``state`` (:func:`play`, before it is frozen into the next
    state): random play that keeps no events freezes it and goes on."""
    t: Runtime = _new_pad(state[STATE_GAME].rules.runtime)     # as in apply
    t.__init__(state)  # type: ignore[misc]
    move(t, action)
    return t


def move(t: Runtime, action: Action) -> None:
    """Play ``action`` (legal) on the pad ``t``: the rules chapter its kind names, then the Age goes
    on (:func:`oracle.duel.rules.ages.advance`)."""
    rules = t.rules
    kind = action[0]            # action.kind, by position: this is the hot path of random play
    if kind == PICK_WONDER:
        draft.pick(t, rules.wonders[action.wonder])
        if t.pending:           # a power when drafted left a decision
            ages.advance(t)
        return
    if kind == CHOOSE_STARTER:
        t.settle_first()
        ages.begin(t, action.player)
        return
    if kind in (BUILD, DISCARD, BUILD_WONDER):
        index = action[1]       # action.card
        card = rules.cards[index]
        try:                    # structure.slot_of, inline
            slot = t.structure.index(index)
        except ValueError:
            slot = -1
        if t.parts:
            for taken in rules.hooks.functions("card_turn"):
                taken(t)
        if kind == BUILD:
            building.build(t, card, slot)
        elif kind == DISCARD:
            building.discard(t, card, slot)
        else:
            wonders.build(t, card, rules.wonders[action.wonder], slot)
    elif t.parts and kind in rules.hooks.table("turn_actions"):
        rules.hooks.table("turn_actions")[kind].play(t, action)
    else:
        decision = t.settle_first()
        if decision.kind == PROGRESS_FROM_BOARD:
            progress.take_from_board(t, t.player, rules.progress[action.token])
        elif decision.kind == PROGRESS_FROM_BOX:
            progress.take_from_box(t, t.player, rules.progress[action.token])
        elif kind == DESTROY:
            building.destroy(t, t.player, rules.cards[action.card])
        elif kind == BUILD_DISCARDED:
            building.build_discarded(t, t.player, rules.cards[action.card])
        else:
            rules.hooks.table("settle")[decision.kind](t, action, decision)
    ages.advance(t)
