"""Moves from positions built directly rather than reached by play.

Random games reach some rules only rarely: a player holding Strategy, Masonry or Economy while
the right build comes up, the pawn next to a looting zone with a purse too small to pay.
Generated positions put those situations on the table at once; a few random legal moves are
then played from each and the state machine's transition invariants judge every one.  The
invariants about a whole game (card conservation, hidden information, replay) need a game
played from its setup and are left to the state machine.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from oracle.duel import legal_actions
from oracle.duel.state import State
from tests.properties.machine import STATS, DuelMachine
from tests.properties.strategies import positions

TRANSITION_INVARIANTS = ("coin_conservation", "costs_and_legal_actions", "military", "science", "scoring",
                         "terminal_victories", "turn_order", "wonder_cap")


def play_from(state: State, data: st.DataObject) -> None:
    STATS["position examples"] += 1
    machine = DuelMachine.at(state)
    for _ in range(data.draw(st.integers(1, 6), label="moves")):
        before = machine.state
        assert before is not None
        if before.outcome is not None:
            break
        machine.make(DuelMachine.choose(data, legal_actions(before)))
        for name in TRANSITION_INVARIANTS:
            getattr(machine, name)()
        if machine.state is not None and machine.state.age != before.age:
            break  # the next Age would deal the seed-0 setup's cards, which these cities may hold


@given(positions(), st.data())
def test_moves_from_any_position_keep_the_transition_invariants(state, data):
    play_from(state, data)
