"""The Senate of Agora (oracle.duel.agora.senate) on the spec's constants: cubes placed, moved and
removed, the supply of 12, control by strictly more cubes, face-down Decrees turning face up, the
Decrees working for a controller, political supremacy, the Senate's points, a Politician's actions and
a Senator's cost; and, over random sequences of Senate actions, the invariants every position keeps.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oracle.core.expansions import compose
from oracle.duel.agora import senate as S
from oracle.duel.agora.expansion import EXPANSION
from oracle.duel.agora.spec import AgoraConstants
from oracle.duel.points import POINTS
from oracle.duel.spec import read_spec
from oracle.errors import IllegalMoveError
from oracle.resources import spec_dir

C: AgoraConstants = read_spec(spec_dir("duel"), "agora",
                              compose(POINTS, [EXPANSION], [("agora",)], "7 Wonders Duel")).section("agora")
DECREES = ("Blue income", "Green income", "Military shield", "Senate +2", "Discard +2", "Wonder income")
START = S.setup(C, DECREES)


def senate_with(*cubes: tuple[int, int]) -> S.Senate:
    """The setup's Senate with each Chamber's cubes (player 0's, player 1's), Chamber 1 first."""
    return S.Senate(tuple(S.Chamber(c, chamber.decrees, chamber.face_up or sum(c) > 0)
                          for c, chamber in zip(cubes, START.chambers, strict=True)))


def test_setup_lays_one_decree_per_chamber_the_even_ones_face_down():
    assert [c.decrees for c in START.chambers] == [(d,) for d in DECREES]
    assert [c.face_up for c in START.chambers] == [True, False, True, False, True, False]
    assert START.controllers() == (None,) * 6
    assert S.supply(C, START, 0) == S.supply(C, START, 1) == 12
    with pytest.raises(ValueError, match="the Senate has 6 Chambers, one Decree each, not 2 Decrees"):
        S.setup(C, DECREES[:2])


def test_a_placed_cube_comes_from_the_supply_and_reveals_a_face_down_decree():
    after = S.place(C, START, 1, 4)
    assert after.chamber(4).cubes == (0, 1) and after.chamber(4).face_up
    assert S.supply(C, after, 1) == 11 and S.supply(C, after, 0) == 12
    assert after.controllers() == (None, None, None, 1, None, None)
    assert S.control_changes(START, after) == ((4, None, 1),)


def test_a_thirteenth_cube_is_never_placed():
    """Commonly wrong 1: a placement with an empty supply does nothing."""
    senate = START
    for chamber in (1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6):
        senate = S.place(C, senate, 0, chamber)
    assert S.supply(C, senate, 0) == 0 and senate.on_board(0) == 12
    assert S.place(C, senate, 0, 3) == senate
    assert S.place(C, START, 0, 2, allowed=(1, 2)).chamber(2).cubes == (1, 0)


def test_a_politician_places_only_in_its_section():
    """Commonly wrong 3: a Politician's placement stays in its section."""
    with pytest.raises(IllegalMoveError) as caught:
        S.place(C, START, 0, 3, allowed=C.section("left"))
    assert caught.value.rule == "agora.place"
    assert caught.value.message == "this cube goes into Chamber 1 or 2, not 3"
    with pytest.raises(IllegalMoveError) as caught:
        S.place(C, START, 0, 7)
    assert (caught.value.rule, caught.value.message) == ("agora.place", "the Senate has Chambers 1 to 6, not 7")


def test_a_cube_moves_to_an_adjacent_chamber_across_a_section_border():
    """Commonly wrong 3: a move is not limited to a section; it goes to a neighbour in the row."""
    senate = senate_with((1, 0), (1, 0), (0, 0), (0, 0), (0, 0), (0, 0))
    after = S.move(C, senate, 0, 2, 3)
    assert [c.cubes for c in after.chambers] == [(1, 0), (0, 0), (1, 0), (0, 0), (0, 0), (0, 0)]
    assert S.control_changes(senate, after) == ((2, 0, None), (3, None, 0))
    assert S.moves(C, senate, 0) == ((1, 2), (2, 1), (2, 3))
    assert S.moves(C, senate, 1) == ()
    with pytest.raises(IllegalMoveError) as caught:
        S.move(C, senate, 0, 2, 4)
    assert (caught.value.rule, caught.value.message) == (
        "agora.move", "a cube moves to an adjacent Chamber: Chamber 2 is next to 1 and 3, not 4")
    with pytest.raises(IllegalMoveError) as caught:
        S.move(C, senate, 1, 1, 2)
    assert (caught.value.rule, caught.value.message) == ("agora.move", "player 1 has no cube in Chamber 1 to move")
    assert S.adjacent(C, 1) == (2,) and S.adjacent(C, 6) == (5,)


def test_a_moved_cube_reveals_the_decree_of_the_chamber_it_enters():
    senate = senate_with((0, 0), (0, 0), (0, 1), (0, 0), (0, 0), (0, 0))
    assert not senate.chamber(4).face_up
    assert S.move(C, senate, 1, 3, 4).chamber(4).face_up


def test_a_removed_cube_goes_back_to_its_owners_supply():
    senate = senate_with((0, 2), (0, 0), (0, 0), (0, 0), (0, 0), (1, 0))
    after = S.remove(C, senate, 1, 1)
    assert after.chamber(1).cubes == (0, 1) and S.supply(C, after, 1) == 11
    assert S.removals(senate, 1) == (1,) and S.removals(senate, 0) == (6,)
    with pytest.raises(IllegalMoveError) as caught:
        S.remove(C, senate, 1, 2)
    assert (caught.value.rule, caught.value.message) == ("agora.remove",
                                                         "player 1 has no cube in Chamber 2 to remove")


def test_a_tie_controls_nothing_and_scores_nothing():
    """Commonly wrong 9: 1-1 and 0-0 control nothing and score nothing."""
    senate = senate_with((1, 1), (0, 0), (2, 1), (0, 3), (0, 0), (1, 0))
    assert senate.controllers() == (None, None, 0, 1, None, 0)
    assert S.senate_points(C, senate, 0) == 3 + 1
    assert S.senate_points(C, senate, 1) == 3
    assert S.decrees_of(senate, 0) == ("Military shield", "Wonder income")
    assert S.decrees_of(senate, 1) == ("Senate +2",)
    assert S.political_supremacy(senate) is None


def test_controlling_every_chamber_is_political_supremacy():
    five = senate_with((1, 0), (2, 1), (1, 0), (3, 0), (1, 0), (0, 0))
    assert S.political_supremacy(five) is None
    six = S.place(C, five, 0, 6)
    assert S.political_supremacy(six) == 0
    assert S.senate_points(C, six, 0) == 12 and S.senate_points(C, six, 1) == 0
    assert S.political_supremacy(senate_with(*[(0, 1)] * 6)) == 1


def test_a_politician_gives_one_two_or_three_actions_by_blue_cards():
    """Commonly wrong 4: the Decree adds 2 to the blue cards counted, not 2 actions."""
    assert [S.senate_actions(C, blue) for blue in range(7)] == [1, 1, 2, 2, 3, 3, 3]
    assert S.senate_actions(C, 0 + 2) == 2      # no blue card and the Decree: 2 actions, not 3
    assert S.senate_actions(C, 3 + 2) == 3      # never more than 3


def test_a_senator_costs_the_senators_already_held():
    """Commonly wrong 2: the Senators in the city, free with Corruption."""
    assert [S.recruit_cost(held) for held in range(5)] == [0, 1, 2, 3, 4]
    assert S.recruit_cost(4, free=True) == 0


# ---- invariants over random Senate actions ------------------------------------------------------------

ACTIONS = st.lists(st.tuples(st.sampled_from(("place", "move", "remove")), st.integers(0, 1),
                             st.integers(1, 6), st.sampled_from((-1, 1))), max_size=60)


@settings(max_examples=150, deadline=None)
@given(ACTIONS)
def test_random_senate_actions_keep_every_invariant(actions):
    """Each player's cubes in the Senate and in the supply are always 12 (24 in all), no Chamber holds
    a negative count, a Decree once face up stays face up, a Chamber holding a cube shows its Decree,
    and control is exactly the strict majority; a refused action changes nothing."""
    senate = START
    for kind, player, chamber, step in actions:
        before = senate
        try:
            if kind == "place":
                senate = S.place(C, senate, player, chamber)
            elif kind == "move":
                senate = S.move(C, senate, player, chamber, chamber + step)
            else:
                senate = S.remove(C, senate, player, chamber)
        except IllegalMoveError:
            assert senate == before
            continue
        for p in (0, 1):
            assert senate.on_board(p) + S.supply(C, senate, p) == 12
            assert 0 <= S.supply(C, senate, p) <= 12
        assert senate.on_board(0) + senate.on_board(1) + S.supply(C, senate, 0) + S.supply(C, senate, 1) == 24
        for was, now in zip(before.chambers, senate.chambers, strict=True):
            assert min(now.cubes) >= 0
            assert now.face_up or not was.face_up
            assert now.face_up or sum(now.cubes) == 0
            first, second = now.cubes
            assert now.controller == (0 if first > second else 1 if second > first else None)
        supreme = S.political_supremacy(senate)
        assert supreme is None or all(c.controller == supreme for c in senate.chambers)
