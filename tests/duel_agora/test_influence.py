"""The Senate's actions in play under Agora's ruleset: Knossos's
cube placed and moved as two decisions with their exact options, the supply of 12, a cube of the
opponent removed, control announced as it changes, political supremacy ending the game at once, the
Senate's row of the score sheet, the actions' record form, and random games played to their end.
"""

from __future__ import annotations

from collections import Counter

import pytest

import oracle
from oracle.duel import positions
from oracle.duel.agora import influence
from oracle.duel.agora.kinds import MOVE_CHOICE, PLACE_CHOICE, REMOVE_CHOICE, SENATE_CHOICE
from oracle.duel.agora.senate import Chamber, Senate
from oracle.duel.agora.state import Agora, part
from oracle.duel.game import Game
from oracle.duel.legal import legal_actions
from oracle.duel.record import action_from_json, action_to_json
from oracle.duel.rules import ages
from oracle.duel.scoring import score
from oracle.duel.state import Action, State, Turn
from oracle.duel.turn import apply
from oracle.errors import GameChoiceError, IllegalMoveError, InvalidRecordError

GAME = Game.load("agora")
R = GAME.rules
KNOSSOS = R.wonder_index["Knossos"]
LUMBER_YARD = R.card_index["Lumber Yard"]
FACE_DOWN = (2, 4, 6)


def senate(*cubes: tuple[int, int]) -> Agora:
    """Agora's part with each Chamber's cubes (player 0's, player 1's), Chamber 1 first."""
    return Agora(Senate(tuple(Chamber(c, (), n not in FACE_DOWN or sum(c) > 0) for n, c in enumerate(cubes, 1))))


EMPTY = senate(*[(0, 0)] * 6)


def before_knossos(agora: Agora = EMPTY) -> State:
    """Player 0 holds Knossos unbuilt and 20 coins (its 5 resources bought at 2 each), Lumber Yard
    accessible (and Stone Pit: the Age goes on)."""
    cities = [positions.city(GAME, wonders=["Knossos"]), positions.city(GAME)]
    return positions.position(GAME, cities=cities, coins=(20, 7), available=["Lumber Yard", "Stone Pit"],
                              parts=(agora,))


def json_of(actions: list[Action]) -> list[dict[str, object]]:
    return [action_to_json(R, a) for a in actions]


def events(step) -> list[dict[str, object]]:
    return [e.to_json() for e in step.events]


def test_knossos_places_a_cube_then_may_move_one():
    built = apply(before_knossos(), R.actions.build_wonder[LUMBER_YARD][KNOSSOS]).state
    assert built.pending[0].kind == PLACE_CHOICE and built.to_move == 0
    assert json_of(legal_actions(built)) == [{"action": "place_influence", "chamber": n} for n in range(1, 7)]
    step = apply(built, R.actions.place_influence[3])
    assert events(step) == [{"kind": "influence_placed", "player": 0, "amount": 3},
                            {"kind": "chamber_control", "player": 0, "amount": 3}]
    placed = step.state
    assert part(placed).senate.chamber(3).cubes == (1, 0)
    assert placed.pending[0].kind == MOVE_CHOICE
    assert json_of(legal_actions(placed)) == [{"action": "move_influence", "chambers": [3, 2]},
                                              {"action": "move_influence", "chambers": [3, 4]},
                                              {"action": "move_influence", "chambers": []}]
    step = apply(placed, R.actions.move_influence[(3, 4)])
    assert events(step) == [{"kind": "influence_moved", "player": 0, "amount": 3, "to": 4},
                            {"kind": "chamber_control", "amount": 3},
                            {"kind": "chamber_control", "player": 0, "amount": 4}]
    moved = step.state
    assert moved.pending == () and moved.to_move == 1 and moved.coins == (10, 7)
    chambers = part(moved).senate.chambers
    assert [c.cubes for c in chambers] == [(0, 0), (0, 0), (0, 0), (1, 0), (0, 0), (0, 0)]
    assert [c.face_up for c in chambers] == [True, False, True, True, True, False]   # agora.reveal
    sheet = score(moved, 0)
    assert (sheet["senate"], sheet["wonders"]) == (3, 3)     # Chamber 4's value; Knossos's 3 points
    assert score(moved, 1)["senate"] == 0


def test_moving_no_cube_ends_the_turn_with_the_senate_unchanged():
    built = apply(before_knossos(), R.actions.build_wonder[LUMBER_YARD][KNOSSOS]).state
    placed = apply(built, R.actions.place_influence[1]).state
    assert json_of(legal_actions(placed)) == [{"action": "move_influence", "chambers": [1, 2]},
                                              {"action": "move_influence", "chambers": []}]
    step = apply(placed, R.actions.move_influence[()])
    assert events(step) == [] and step.state.to_move == 1
    assert part(step.state).senate == part(placed).senate


def test_a_choice_outside_the_options_is_refused_with_the_rule():
    built = apply(before_knossos(), R.actions.build_wonder[LUMBER_YARD][KNOSSOS]).state
    with pytest.raises(IllegalMoveError) as caught:
        apply(built, Action("move_influence", chambers=(1, 2)))
    assert caught.value.rule == "agora.place"
    placed = apply(built, R.actions.place_influence[6]).state
    with pytest.raises(IllegalMoveError) as caught:
        apply(placed, Action("move_influence", chambers=(6, 4)))
    assert caught.value.rule == "agora.move"


def test_an_empty_supply_places_nothing_and_the_move_comes_at_once():
    full = senate((3, 0), (2, 0), (2, 0), (2, 0), (2, 0), (1, 1))     # all 12 of player 0's cubes on the board
    built = apply(before_knossos(full), R.actions.build_wonder[LUMBER_YARD][KNOSSOS]).state
    assert built.pending[0].kind == MOVE_CHOICE
    ways = [[1, 2], [2, 1], [2, 3], [3, 2], [3, 4], [4, 3], [4, 5], [5, 4], [5, 6], [6, 5], []]
    assert json_of(legal_actions(built)) == [{"action": "move_influence", "chambers": w} for w in ways]


def test_a_cube_of_the_opponent_removed_and_the_chamber_left_tied():
    state = positions.position(GAME, parts=(senate((1, 0), (0, 2), (0, 0), (1, 1), (0, 0), (0, 1)),))
    t = Turn(state)
    R.runtime.offer_remove_influence(t, 0, "opponent", 1)
    ages.offer(t)
    (decision,) = t.pending
    assert (decision.kind, decision.options) == (REMOVE_CHOICE, (2, 4, 6))
    t.settle_first()
    influence.settle(t, R.actions.remove_influence[6], decision)
    assert [e[0].kind for e in t.events] == ["influence_removed", "chamber_control"]
    assert t.events[0][1:] == (1, 6) and t.events[1][1:] == (None, 6)
    assert part(t).senate.chamber(6).cubes == (0, 0)


def politician(blue: list[str], agora: Agora, section: str = "left") -> Turn:
    """A move's pad where player 0, holding the ``blue`` cards, is owed a Politician's Senate actions
    in ``section``, their options worked out."""
    cities = [positions.city(GAME, cards=blue), positions.city(GAME)]
    t = Turn(positions.position(GAME, cities=cities, available=["Lumber Yard", "Stone Pit"], parts=(agora,)))
    R.runtime.offer_senate_actions(t, 0, section)
    ages.offer(t)
    return t


@pytest.mark.parametrize(("blue", "actions"), [
    ([], 1), (["Altar"], 1), (["Altar", "Baths"], 2), (["Altar", "Baths", "Theater"], 2),
    (["Altar", "Baths", "Theater", "Courthouse"], 3), (["Altar", "Baths", "Theater", "Courthouse", "Statue"], 3)])
def test_a_politician_gives_one_two_or_three_actions_by_blue_cards(blue: list[str], actions: int):
    t = politician(blue, EMPTY)
    assert [d.kind for d in t.pending] == [SENATE_CHOICE] * actions


def test_a_senate_action_places_in_its_section_or_moves_or_does_neither():
    t = politician(["Altar", "Baths"], senate((0, 0), (0, 0), (1, 0), (0, 0), (0, 0), (0, 0)), "right")
    first = t.pending[0]
    assert first.options == ((5,), (6,), (3, 2), (3, 4), ())
    assert len(t.pending) == 2 and t.pending[1].options == ()     # worked out once it comes first
    t.settle_first()
    influence.settle(t, R.actions.senate_action[(6,)], first)
    assert [(e[0].kind, *e[1:]) for e in t.events] == [("influence_placed", 0, 6), ("chamber_control", 0, 6)]
    ages.offer(t)
    second = t.pending[0]
    assert second.options == ((5,), (6,), (3, 2), (3, 4), (6, 5), ())
    t.settle_first()
    influence.settle(t, R.actions.senate_action[()], second)
    assert len(t.events) == 2 and t.pending == ()
    assert [c.cubes for c in part(t).senate.chambers][2:] == [(1, 0), (0, 0), (0, 0), (1, 0)]


def test_a_senate_action_outside_the_section_is_refused_and_an_empty_supply_leaves_the_moves():
    t = politician([], EMPTY, "middle")
    (decision,) = t.pending
    assert decision.options == ((3,), (4,), ())
    with pytest.raises(IllegalMoveError) as caught:
        influence.settle(t, Action("senate_action", chambers=(1,)), decision)
    assert caught.value.rule == "agora.place"
    full = senate((3, 0), (3, 0), (3, 0), (0, 0), (0, 0), (3, 0))   # all 12 of player 0's cubes on the board
    t = politician([], full, "middle")
    assert t.pending[0].options == ((1, 2), (2, 1), (2, 3), (3, 2), (3, 4), (6, 5), ())


def test_controlling_every_chamber_wins_at_once():
    five = senate((1, 0), (2, 1), (1, 0), (1, 0), (3, 2), (0, 0))
    built = apply(before_knossos(five), R.actions.build_wonder[LUMBER_YARD][KNOSSOS]).state
    step = apply(built, R.actions.place_influence[6])
    assert step.state.outcome == ("political", 0)
    assert step.state.pending == () and step.state.to_move == -1
    assert events(step)[-1] == {"kind": "game_over", "subject": "political", "player": 0}


@pytest.mark.parametrize(("value", "path", "message"), [
    ({"action": "place_influence", "chamber": 7}, "$.chamber", "expected a Chamber of the Senate, 1 to 6, not 7"),
    ({"action": "place_influence", "chamber": "3"}, "$.chamber", "expected a Chamber of the Senate, 1 to 6, not \"3\""),
    ({"action": "move_influence", "chambers": [3, 4, 5]}, "$.chambers",
     "expected [from, to] (two Chambers), [chamber] or [], not [3, 4, 5]"),
    ({"action": "senate_action", "chambers": [9]}, "$.chambers[0]",
     "expected a Chamber of the Senate, 1 to 6, not 9"),
    ({"action": "move_influence", "chambers": [3, 3]}, "$.chambers[1]",
     "a way goes from one Chamber to another, not from 3 to itself"),
    ({"action": "remove_influence", "chamber": 0}, "$.chamber", "expected a Chamber of the Senate, 1 to 6, not 0"),
    ({"action": "conspirator_action", "chambers": [7]}, "$.chambers[0]",
     "expected a Chamber of the Senate, 1 to 6, not 7"),
    ({"action": "conspire", "conspiracy": "Cop", "put_back": "top"}, "$.conspiracy",
     "unknown Conspiracy 'Cop' (did you mean 'Coup'?)"),
    ({"action": "conspire", "conspiracy": "Coup", "put_back": "under"}, "$.put_back",
     'expected "top", "bottom" or "" (nothing put back), not "under"'),
    ({"action": "conspire", "conspiracy": "Coup"}, "$", "missing key 'put_back'"),
])
def test_a_wrong_senate_action_in_a_record_is_one_error_at_its_path(value: dict, path: str, message: str):
    with pytest.raises(InvalidRecordError) as caught:
        action_from_json(R, value, "$")
    assert (caught.value.path, caught.value.message) == (path, message)


def test_the_senate_actions_read_back_as_written():
    for action in (R.actions.place_influence[2], R.actions.move_influence[(5, 6)], R.actions.move_influence[()],
                   R.actions.remove_influence[4], R.actions.senate_action[(3,)], R.actions.senate_action[(3, 2)],
                   R.actions.senate_action[()]):
        assert action_from_json(R, action_to_json(R, action), "$") == action


def test_random_games_play_to_their_end_with_the_senate_in_use():
    kinds: Counter[str] = Counter()
    for seed in range(60):
        playout = GAME.random_game(seed)
        assert playout.final.outcome is not None
        for step in playout.steps:
            kinds.update(e.kind for e in step.events)
            senate_now = part(step.state).senate
            assert all(senate_now.on_board(p) <= 12 for p in (0, 1))
    assert kinds["influence_placed"] > 0 and kinds["influence_moved"] > 0


def test_agora_is_a_ruleset_chosen_by_its_name_and_no_longer_one_being_built():
    chosen = oracle.load_game("duel", variant="agora")
    assert (chosen.variant, chosen.variant_titles["agora"], chosen.hooks.names) == \
        ("agora", "7 Wonders Duel: Agora", ("agora",))
    with pytest.raises(GameChoiceError, match="no ruleset of 7 Wonders Duel named 'agora' is being built; "
                                              "being built: none"):
        Game.in_progress("agora")


def test_views_show_the_senate_to_both_players_and_name_the_options_by_chamber():
    built = apply(before_knossos(), R.actions.build_wonder[LUMBER_YARD][KNOSSOS]).state
    assert GAME.observe(built, 1)["pending"] == {"player": 0, "action": "place_influence",
                                                 "options": [1, 2, 3, 4, 5, 6]}
    placed = apply(built, R.actions.place_influence[2]).state
    assert GAME.observe(placed, 0)["pending"]["options"] == [[2, 1], [2, 3], []]
    senate_view = GAME.observe(placed, 1)["agora"]
    assert senate_view == GAME.observe(placed, 0)["agora"]
    assert senate_view["supply"] == [11, 12]
    assert senate_view["chambers"][:3] == [
        {"chamber": 1, "section": "left", "points": 1, "cubes": [0, 0], "controller": None, "face_up": True,
         "decrees": []},
        {"chamber": 2, "section": "left", "points": 2, "cubes": [1, 0], "controller": 0, "face_up": True,
         "decrees": []},
        {"chamber": 3, "section": "middle", "points": 3, "cubes": [0, 0], "controller": None, "face_up": True,
         "decrees": []}]
    assert [c["face_up"] for c in senate_view["chambers"][3:]] == [False, True, False]


def test_the_account_says_each_cube_and_each_change_of_control():
    state = before_knossos(senate((0, 0), (0, 0), (0, 1), (0, 0), (0, 0), (0, 0)))
    steps = []
    for action in (R.actions.build_wonder[LUMBER_YARD][KNOSSOS], R.actions.place_influence[3],
                   R.actions.move_influence[(3, 4)]):
        steps.append(apply(state, action))
        state = steps[-1].state
    lines = GAME.account(before_knossos(), steps).splitlines()
    assert lines[-5:] == ["  2. P0 places an Influence cube in Chamber 3",
                          "    Nobody controls Chamber 3 any more",
                          "  3. P0 moves an Influence cube from Chamber 3 to Chamber 4",
                          "    P1 takes control of Chamber 3",
                          "    P0 takes control of Chamber 4"]


def test_random_games_keep_agoras_invariants_at_every_step():
    from oracle.duel.invariants import check_step

    for seed in range(40):
        playout = GAME.random_game(seed)
        before = playout.initial
        for step in playout.steps:
            assert check_step(before, step) == [], (seed, step.events)
            before = step.state


def test_the_invariants_catch_a_cube_that_comes_from_nowhere():
    from oracle.core.events import Events
    from oracle.core.game import Step
    from oracle.duel.agora.invariants import check_step

    built = apply(before_knossos(), R.actions.build_wonder[LUMBER_YARD][KNOSSOS]).state
    step = apply(built, R.actions.place_influence[2])
    silent = Step(step.state, Events.of([e for e in step.events if e.kind != "influence_placed"]))
    assert check_step(built, silent) == ["cubes: player 0 went from 0 to 1 in the Senate, the events say +0 (a supply "
                                         "holds 12)"]
    unannounced = Step(step.state, Events.of([e for e in step.events if e.kind != "chamber_control"]))
    assert check_step(built, unannounced) == ["control: [(2, 0)] changed, the events announce []"]


def test_knossos_drafted_places_a_cube_before_the_draft_goes_on():
    state = GAME.new_game(seed=0)       # the first round offers Knossos and The Sphinx among others
    assert (state.to_move, state.picks) == (1, 0)
    step = apply(state, R.actions.pick_wonder[KNOSSOS])
    assert events(step) == [{"kind": "pick_wonder", "player": 1, "subject": "Knossos"}]
    drafted = step.state
    assert (drafted.to_move, drafted.pending[0].kind, drafted.age) == (1, PLACE_CHOICE, 0)
    assert json_of(legal_actions(drafted)) == [{"action": "place_influence", "chamber": n} for n in range(1, 7)]
    with pytest.raises(IllegalMoveError) as caught:
        apply(drafted, R.actions.pick_wonder[R.wonder_index["The Sphinx"]])
    assert caught.value.rule == "agora.place"
    step = apply(drafted, R.actions.place_influence[5])
    assert events(step) == [{"kind": "influence_placed", "player": 1, "amount": 5},
                            {"kind": "chamber_control", "player": 1, "amount": 5}]
    after = step.state
    assert (after.to_move, after.picks, after.pending, after.age) == (0, 1, (), 0)   # the draft's next pick
    assert sorted(a.wonder for a in legal_actions(after)) == sorted(w for w in state.offer if w != KNOSSOS)
    assert part(after).senate.chamber(5).cubes == (0, 1)


def test_a_game_being_built_pickles_and_copies_as_itself():
    import copy
    import pickle

    playout = GAME.random_game(3)
    for value in (GAME, playout.final, playout.moves[0]):
        assert pickle.loads(pickle.dumps(value)) == value and copy.deepcopy(value) == value
    assert pickle.loads(pickle.dumps(playout.final)).game.variant == "agora"
