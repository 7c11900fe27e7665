"""Agora's Senators: a deck of its own with no colour, recruited by building one
for as many coins as the Senators already in the recruiter's city (agora.recruit_cost, no trade), a
Politician's Senate actions on recruitment, and what a Senator is not (a Building of a colour).
"""

from __future__ import annotations

import pytest

from oracle.dsl.parser import parse_text
from oracle.dsl.validate import validate
from oracle.duel import positions
from oracle.duel.agora.kinds import SENATE_CHOICE
from oracle.duel.agora.state import initial
from oracle.duel.game import Game
from oracle.duel.legal import legal_actions
from oracle.duel.record import legal_json
from oracle.duel.state import Action
from oracle.duel.turn import apply
from oracle.errors import IllegalMoveError, SpecError

GAME = Game.load("agora")
R = GAME.rules
EMPTY = initial(R, None)


def recruiting(held: list[str], coins: int, blue: tuple[str, ...] = ()) -> object:
    """Player 0 to move with the Senators ``held`` and the ``blue`` cards in their city, ``coins``
    coins, Right Politician 1 and Lumber Yard accessible."""
    cities = [positions.city(GAME, cards=[*held, *blue]), positions.city(GAME)]
    return positions.position(GAME, cities=cities, coins=(coins, 7), available=["Right Politician 1", "Lumber Yard"],
                              parts=(EMPTY,))


def test_the_spec_holds_seven_politicians_and_six_conspirators_in_a_deck_with_no_colour():
    senators = [c for c in R.cards if c.deck == "senator"]
    assert [c.name for c in senators] == ["Left Politician 1", "Left Politician 2", "Middle Politician 1",
                                          "Middle Politician 2", "Middle Politician 3", "Right Politician 1",
                                          "Right Politician 2", *(f"Conspirator {n}" for n in range(1, 7))]
    assert {c.colour for c in senators} == {-1}
    assert {item["colour"] for item in GAME.spec_listing() if item.get("deck") == "senator"} == {None}


@pytest.mark.parametrize(("held", "cost"), [([], 0), (["Left Politician 1"], 1),
                                            (["Left Politician 1", "Middle Politician 2", "Middle Politician 3"], 3)])
def test_a_senator_costs_the_senators_already_held(held: list[str], cost: int):
    state = recruiting(held, 7)
    assert legal_json(state)[0] == {"action": "build", "card": "Right Politician 1", "cost": cost}
    step = apply(state, Action("build", card=R.card_index["Right Politician 1"]))
    assert step.state.coins == (7 - cost, 7)
    assert step.events[0].to_json() == {"kind": "build", "player": 0, "subject": "Right Politician 1",
                                         **({"amount": cost} if cost else {})}


def test_a_senator_too_dear_is_not_offered_and_is_refused():
    state = recruiting(["Left Politician 1", "Left Politician 2"], 1)
    assert legal_json(state) == [{"action": "discard", "card": "Right Politician 1"},
                                 {"action": "build", "card": "Lumber Yard", "cost": 0},
                                 {"action": "discard", "card": "Lumber Yard"}]
    with pytest.raises(IllegalMoveError) as caught:
        apply(state, Action("build", card=R.card_index["Right Politician 1"]))
    assert caught.value.rule == "cost.afford"


def test_a_recruited_politician_takes_its_senate_actions_and_counts_for_no_colour():
    state = recruiting([], 0, blue=("Altar", "Baths"))
    step = apply(state, Action("build", card=R.card_index["Right Politician 1"]))
    after = step.state
    assert [d.kind for d in after.pending] == [SENATE_CHOICE, SENATE_CHOICE] and after.to_move == 0
    assert [a.chambers for a in legal_actions(after)] == [(5,), (6,), ()]
    assert after.cities[0].profile.colours == state.cities[0].profile.colours


def test_a_senator_discarded_pays_as_any_card():
    state = recruiting([], 0)
    step = apply(state, Action("discard", card=R.card_index["Right Politician 1"]))
    assert step.state.coins == (2, 7) and R.card_index["Right Politician 1"] in step.state.discard


def test_a_senator_given_a_colour_is_one_problem_where_it_stands():
    components = parse_text('card "S" {\n  deck senator\n  colour blue\n}\n', "s.wdl").components
    with pytest.raises(SpecError) as caught:
        validate(components, R.vocabulary, "game.toml", check_counts=False)
    assert [str(p) for p in caught.value.problems] == ["s.wdl:3:10: card 'S': cards of deck senator have no colour"]


def test_corruption_recruits_every_senator_for_nothing():
    held = ["Left Politician 1", "Middle Politician 2", "Middle Politician 3"]
    cities = [positions.city(GAME, cards=held, progress=["Corruption"]), positions.city(GAME)]
    state = positions.position(GAME, cities=cities, coins=(0, 7), available=["Right Politician 1", "Lumber Yard"],
                               parts=(EMPTY,))
    assert legal_json(state)[0] == {"action": "build", "card": "Right Politician 1", "cost": 0}
    after = apply(state, Action("build", card=R.card_index["Right Politician 1"])).state
    assert after.coins == (0, 7) and after.pending[0].kind == SENATE_CHOICE
    cities = [positions.city(GAME, cards=held), positions.city(GAME, progress=["Corruption"])]
    other = positions.position(GAME, cities=cities, coins=(7, 7), available=["Right Politician 1", "Lumber Yard"],
                               parts=(EMPTY,))
    assert legal_json(other)[0] == {"action": "build", "card": "Right Politician 1", "cost": 3}    # not the holder's


def test_corruption_and_organized_crime_join_the_progress_tokens_drawn_at_setup():
    assert [t.name for t in R.progress][-2:] == ["Corruption", "Organized Crime"] and len(R.progress) == 12
    boards = [GAME.new_game(seed=seed).setup for seed in range(40)]
    assert all(len(s.board) == 5 and len(s.box) == 7 and not set(s.board) & set(s.box) for s in boards)
    assert sum(R.progress_index["Corruption"] in s.board for s in boards) == 18
    assert sum(R.progress_index["Organized Crime"] in s.board for s in boards) == 17
