"""Why a player of Architects owes the decision at hand, and the rule that makes it theirs.

Every decision of a turn is its mover's: the card taken (turn.take), then everything the turn calls
for, in the order the mover chooses (turn.actions).  The setup names who takes the first turn
(setup.first_player); then play passes to the left, the next seat (turn.order).
"""

from __future__ import annotations

from oracle.architects.legal import at_once
from oracle.architects.state import CHOOSE, KEEP, LOOK, TAKE, TAKE_PHASE, State
from oracle.core.game import DecisionReason

_OWED = {TAKE: "take a card a built piece gives", CHOOSE: "choose a progress token",
         LOOK: "choose the deck to look into", KEEP: "keep one of the cards looked at"}


def decision_reason(state: State) -> DecisionReason:
    """Who owes the decision at hand and the rule that makes it theirs (the game is in play)."""
    mover = state.mover
    if state.phase == TAKE_PHASE:
        if state.turn == 1:
            return DecisionReason("setup.first_player", f"player {mover} takes the first turn of the game")
        return DecisionReason("turn.order", f"it is player {mover}'s turn: play passes to the left, to the next seat")
    owed = at_once(state.pending)
    now = f", first to {_OWED[owed.kind]}" if owed is not None and owed.kind in _OWED else ""
    return DecisionReason("turn.actions", f"player {mover} is still carrying out their turn{now}; it ends when "
                                          "nothing is left to do")
