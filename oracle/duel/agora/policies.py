"""Agora's ways of choosing moves when its conformance games are mined (point ``policies``), so that
the games reach every rule of the expansion: ``plotting`` conspires, prepares and triggers whenever it
may (agora.conspire, agora.prepare, agora.trigger); ``senatorial`` recruits Senators and acts in the
Senate (agora.recruit_cost, agora.politician, agora.control, agora.political_supremacy)."""

from __future__ import annotations

from oracle.duel.agora import kinds
from oracle.duel.agora.senators import DECK
from oracle.duel.state import BUILD, BUILD_WONDER, Action, State

# the Senate's actions: a cube placed or moved rather than none
SENATE_KINDS = (kinds.SENATE_ACTION, kinds.PLACE_INFLUENCE, kinds.MOVE_INFLUENCE)


def _senator(state: State, action: Action) -> bool:
    """Whether ``action`` recruits a Senator (agora.recruit_cost)."""
    return action.kind == BUILD and state.game.rules.cards[action.card].deck == DECK


def plotting(state: State, action: Action) -> int:
    """agora.trigger, agora.prepare, agora.conspire: a Conspiracy triggered, prepared or drawn first,
    then Senators, then any build; a decision's options alike."""
    if action.kind in (kinds.TRIGGER, kinds.PREPARE):
        return 40
    if action.kind == kinds.CONSPIRATOR_ACTION and action.chambers == ():
        return 30
    if _senator(state, action):
        return 12
    return {BUILD: 4, BUILD_WONDER: 3}.get(action.kind, 2)


def senatorial(state: State, action: Action) -> int:
    """agora.politician, agora.control: Senators recruited and their Senate actions taken (a cube
    placed or moved rather than none), so that Chambers change hands and the Senate is won."""
    if _senator(state, action):
        return 30
    if action.kind in SENATE_KINDS or action.kind == kinds.CONSPIRATOR_ACTION:
        return 1 if action.chambers == () else 10
    if action.kind in (kinds.TRIGGER, kinds.PREPARE):
        return 6
    return {BUILD: 4, BUILD_WONDER: 3}.get(action.kind, 2)


POLICIES = {"plotting": plotting, "senatorial": senatorial}

__all__ = ["POLICIES", "plotting", "senatorial"]
