"""Why a player of 7 Wonders owes the decision at hand, and the rule that makes it theirs.

In a turn every player commits at once (turn.choose; with the Free City, its holder commits twice:
free_city.choose).  Once the turn is carried out, the decisions it left come one player at a time,
in a fixed order: the last card of the Age played by each owner of Babylon B's stage, in seat order
(wonder.last_card), then, once the last cards are discarded (turn.last_card), the build from the
discard pile of each Halicarnassus stage built in the turn (wonder.discard_build), in the order
those stages were built.  :data:`END_OF_TURN` is that order, as the rules reference shows it.
"""

from __future__ import annotations

from oracle.classic.legal import to_move
from oracle.classic.ruleset import Ruleset
from oracle.classic.state import CHOOSE, COPY_ABILITY, DISCARD_BUILD, LAST_CARD, State
from oracle.classic.turn import AGE_NAMES, ROUND_OVER
from oracle.core.game import DecisionReason

# what a turn leaves, in the order it comes: (phase, rule id, the stage flag that leaves it, what happens)
END_OF_TURN: tuple[tuple[str, str, str, str], ...] = (
    (LAST_CARD, "wonder.last_card", "plays_last",
     "in the sixth turn, the owner of each such stage built, in seat order, plays the last card of the Age "
     "instead of discarding it"),
    ("", "turn.last_card", "", "the cards still in hand after the sixth turn are discarded, for no coins (no "
                               "decision)"),
    (DISCARD_BUILD, "wonder.discard_build", "discard_build",
     "the owner of each such stage built this turn, in the order they were carried out, builds a card of the "
     "discard pile for nothing or declines (no decision when the pile holds nothing the city may build)"),
)
# effect.copy_ability: a card built that copies another's ability leaves the choice of that card, before the
# decisions the turn left before it (a ruleset whose cards copy none never has it)
_RULE = {**{phase: rule for phase, rule, _, _ in END_OF_TURN if phase}, COPY_ABILITY: "effect.copy_ability"}
_WHAT = {LAST_CARD: "plays the last card of Age {age} with the stage of {board}",
         DISCARD_BUILD: "builds from the discard pile with the stage of {board} built this turn",
         COPY_ABILITY: "chooses the card whose ability the city of {board} copies"}


def seats_text(seats: tuple[int, ...]) -> str:
    """``player 1``, ``players 0, 2``: who owes a decision."""
    return f"player {seats[0]}" if len(seats) == 1 else "players " + ", ".join(map(str, seats))


def decision_reason(rules: Ruleset, state: State) -> DecisionReason:
    """Who owes the decision at hand and the rule that makes it theirs (the game is in play)."""
    if state.phase == CHOOSE:
        waiting = to_move(state)
        holder = state.holder
        if holder in waiting and state.commitments.by_seat[holder] is not None:
            others = tuple(p for p in waiting if p != holder)
            also = f"; {seats_text(others)} a card for their own city" if others else ""
            return DecisionReason("free_city.choose", f"player {holder}, holding the Free City card, has still to "
                                                      f"commit the Free City's card this turn{also}")
        verb = "has" if len(waiting) == 1 else "have"
        return DecisionReason("turn.choose", f"{seats_text(waiting)} {verb} still to commit a card this turn; "
                                             "everyone commits at once")
    if state.phase not in _RULE:    # a round an expansion plays before an Age's cards
        return DecisionReason(*rules.hooks.table("rounds")[state.phase].reason(rules, state))
    first = _decision(rules, state, 0)
    later = "".join("; then {} ({})".format(*_later(rules, state, i))
                    for i in range(1, len(state.pending)) if state.pending[i][1] != ROUND_OVER)
    return DecisionReason(_RULE[state.phase], f"{first}: the decision due now at the end of this turn{later}")


def _later(rules: Ruleset, state: State, i: int) -> tuple[str, str]:
    """The ``i``-th decision the turn left, said as it will be when due (what it is for, its rule): one of the
    base game's, or of a round an expansion plays (a stage's entombing or recruitment at once, a token
    discarded), which that round says from the position where it is the next decision due."""
    phase = state.pending[i][0]
    if phase in _RULE:
        return _decision(rules, state, i), _RULE[phase]
    rule, text = rules.hooks.table("rounds")[phase].reason(rules, state._replace(phase=phase,
                                                                                 pending=state.pending[i:]))
    return text, rule


def _decision(rules: Ruleset, state: State, i: int) -> str:
    """The ``i``-th decision the turn left: its player and what it is for."""
    phase, city = state.pending[i]
    board = rules.boards[state.cities[city].board].name
    whose = "the Free City's " if city == state.free_city else ""
    return f"player {state.controller(city)} " + _WHAT[phase].format(age=AGE_NAMES[state.age - 1],
                                                                      board=whose + board)
