"""Agora's ways of choosing moves when its conformance games are mined (point ``policies``), so that
the games reach every rule of the expansion: ``plotting`` conspires, prepares and triggers whenever it
may (agora.conspire, agora.prepare, agora.trigger); ``senatorial`` recruits Senators and acts in the
Senate (agora.recruit_cost, agora.politician, agora.control); ``political`` places every cube it can
where it does not control yet (agora.political_supremacy, agora.supply)."""

from __future__ import annotations

from oracle.duel.agora import kinds
from oracle.duel.agora.senators import DECK
from oracle.duel.agora.state import held
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


def political(state: State, action: Action) -> int:
    """agora.political_supremacy, agora.supply: Senators recruited first, and every cube placed rather
    than moved, into a Chamber the player does not control yet, so that the Senate is won or the
    supply runs out."""
    if _senator(state, action):
        return 50
    if action.kind in (*SENATE_KINDS, kinds.CONSPIRATOR_ACTION) and action.chambers:
        if len(action.chambers) != 1 and action.kind != kinds.MOVE_INFLUENCE:
            return 2
        chamber = held(state).senate.chamber(action.chambers[-1])
        player = state.pending[0].player if state.pending else state.to_move
        return 40 if chamber.controller != player else 8
    return {BUILD: 4, BUILD_WONDER: 3, kinds.TRIGGER: 6, kinds.PREPARE: 3}.get(action.kind, 1)


POLICIES = {"plotting": plotting, "senatorial": senatorial, "political": political}

__all__ = ["POLICIES", "plotting", "political", "senatorial"]
