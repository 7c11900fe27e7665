"""Positions of a game with the Pantheon built for a test: an Age's deal with some slots taken."""

from __future__ import annotations

from oracle.duel.state import State


def dealt(state: State, age: int, gone: tuple[int, ...] = ()) -> State:
    """``state`` in Age ``age`` with its setup's deal laid out, the slots ``gone`` already taken; what
    nothing covers is accessible and face up, as the reveal leaves it."""
    rules = state.game.rules
    layout = rules.layouts[age - 1]
    structure = list(state.setup.ages[age - 1])
    for slot in gone:
        structure[slot] = -1
    accessible = tuple(s for s in range(layout.size) if structure[s] >= 0
                       and all(structure[c] < 0 for c in layout.covered_by[s]))
    return state._replace(age=age, structure=tuple(structure), accessible=accessible,
                          face_up=layout.face_up | sum(1 << s for s in accessible))
