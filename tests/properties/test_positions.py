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

from oracle.duel import Action, legal_actions
from oracle.duel.state import BUILD, BUILD_WONDER, State
from tests.properties import model as m
from tests.properties.machine import STATS, DuelMachine
from tests.properties.strategies import positions
from tests.support import card, city, position, wonder

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


SHIELD_SOURCES = [("card", "Stable"), ("card", "Walls"), ("card", "Arsenal"), ("wonder", "The Colossus"),
                  ("wonder", "Circus Maximus")]
PURSES = (0, 1, 2, 3, 5, 6, 7, 12)


def test_every_push_along_the_track_moves_and_loots_as_the_track_says():
    """Exhaustively, since the domain is small: from every pawn position, for either player, with
    every shield count (1 to 3, on a card or a wonder) with and without Strategy, against purses
    around the looting amounts: one build, judged by the coin and military invariants."""
    checked = 0
    for pawn in range(1 - m.CAPITAL, m.CAPITAL):
        for mover in (0, 1):
            for kind, name in SHIELD_SOURCES:
                for strategy in (False, True):
                    for purse in PURSES:
                        seats = [city(), city()]
                        seats[mover] = city(wonders=[name] if kind == "wonder" else [],
                                            progress=["Strategy"] if strategy else [])
                        coins = [40, 40]
                        coins[1 - mover] = purse
                        state = position(cities=seats, coins=coins, pawn=pawn, to_move=mover, age=3,
                                         available=["Lumber Yard"] if kind == "wonder" else [name],
                                         looting=[t.side * pawn < t.distance for t in m.RULES.track.looting])
                        machine = DuelMachine.at(state)
                        machine.make(Action(BUILD_WONDER, card=card("Lumber Yard"), wonder=wonder(name))
                                     if kind == "wonder" else Action(BUILD, card=card(name)))
                        machine.coin_conservation()  # in the machine's order: coins, then military
                        machine.military()
                        checked += 1
    assert checked == 17 * 2 * len(SHIELD_SOURCES) * 2 * len(PURSES)
