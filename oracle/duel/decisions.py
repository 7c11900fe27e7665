"""Why a player of 7 Wonders Duel owes the decision at hand, and the rule that makes it theirs.

A decision a move leaves pending (a progress token to take, a card to destroy or to build from the
discard pile, the starter of the next Age) is owed by its player before anything else, under the rule
of the effect that left it.  Otherwise: the wonder draft follows its fixed order (setup.draft); the
first player begins Age I, the starter chosen begins Ages II and III (age.next_starter); a wonder
that gives another turn keeps the turn with its builder (effect.play_again); else the players
alternate (turn.alternate).
"""

from __future__ import annotations

from oracle.core.game import DecisionReason
from oracle.duel.rules.ages import AGE_NAMES, starter_chooser
from oracle.duel.state import STARTER, State


def decision_reason(state: State) -> DecisionReason:
    """Who owes the decision at hand and the rule that makes it theirs (the game is in play)."""
    player = state.to_move
    if state.pending:
        d = state.pending[0]
        kind = state.game.rules.decisions[d.kind]
        rule = kind.rule
        if d.kind == STARTER:
            side = "the conflict pawn stands on their side" if state.pawn else "they took the last card of the Age " \
                                                                              "with the conflict pawn in the centre"
            return DecisionReason(rule, f"player {d.player} chooses who begins Age {AGE_NAMES[state.age]}: {side}")
        return DecisionReason(rule, f"player {d.player} must first {kind.words}, a decision the last "
                                    "move left")
    if state.age == 0:
        return DecisionReason("setup.draft", f"player {player} makes pick {state.picks + 1} of the wonder draft, "
                                             "whose order is fixed")
    taken = sum(1 for card in state.structure if card < 0)
    if not taken:
        if state.age == 1:
            return DecisionReason("setup.draft", f"player {player}, the first player, begins Age I")
        chooser = starter_chooser(state.pawn, state.last_active)
        how = "as the first_printing variant has it" if state.game.variant == "first_printing" and not state.pawn \
            else f"chosen by player {chooser}"
        return DecisionReason("age.next_starter", f"player {player} begins Age {AGE_NAMES[state.age]}, {how}")
    if state.parts:
        reason = state.game.hooks.call("turn_reason", state, player)
        if reason is not None:
            return reason
    return whose_turn(player, state.last_active, "built", "took the last card")


def whose_turn(player: int, last: int, made: str, last_did: str) -> DecisionReason:
    """turn.alternate and effect.play_again: ``player`` moves again if they played the last turn
    (``last``), what they ``made`` then giving another turn; otherwise the turn passed to them from
    ``last``, who ``last_did``."""
    if player == last:
        return DecisionReason("effect.play_again", f"player {player} plays again: what they {made} on their last "
                                                   "turn gives another turn")
    return DecisionReason("turn.alternate", f"it is player {player}'s turn: the players alternate, and player "
                                            f"{last} {last_did}")
