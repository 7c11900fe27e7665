"""Agora's part of a stored state: the Senate and its decisions written and read
back in both forms over random games, each wrong value one error at its JSON path, what play keeps
true of the Senate checked, and the political victory stored, checked and worded.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from oracle.duel import positions
from oracle.duel.agora.senate import Chamber, Senate
from oracle.duel.agora.state import Agora
from oracle.duel.game import Game
from oracle.duel.state import Outcome
from oracle.duel.turn import apply
from oracle.errors import InvalidRecordError

GAME = Game.load("agora")
R = GAME.rules


def senate(*cubes: tuple[int, int]) -> Agora:
    return Agora(Senate(tuple(Chamber(c, (), n not in (2, 4, 6) or sum(c) > 0) for n, c in enumerate(cubes, 1))))


def stored(state: Any) -> dict[str, Any]:
    return json.loads(json.dumps(GAME.state_to_json(state)))


def test_every_position_of_random_games_reads_back_as_written_in_both_forms():
    kinds = set()
    for seed in range(12):
        playout = GAME.random_game(seed)
        for step in playout.steps:
            kinds.update(d.kind for d in step.state.pending)
            for compact in (False, True):
                written = GAME.state_to_json(step.state, compact=compact)
                assert GAME.state_to_json(GAME.state_from_json(json.loads(json.dumps(written))),
                                          compact=compact) == written
    assert {"place_influence", "move_influence", "remove_influence", "senate_action", "conspirator_action",
            "conspire"} <= kinds


MOVING = GAME.random_game(113).steps[56].state   # seed 113, move 57: two cubes of player 1 placed, a move owed
DECK = ["Sabotage", "Foreclosure", "Expropriation", "Insider Influence", "Political Maneuver", "Blackmail",
        "Espionage", "Turn of Events", "Extortion", "Property Fraud", "Coup", "Embezzlement", "Coercion", "Swindle",
        "Treason", "Obscurantism"]


def test_the_senate_is_written_chamber_by_chamber():
    data = stored(MOVING)
    assert data["agora"] == {"senate": [
        {"cubes": [0, 0], "face_up": True, "decrees": ["Red Income"]},
        {"cubes": [0, 0], "face_up": False, "decrees": ["Wonder Discount"]},
        {"cubes": [0, 1], "face_up": True, "decrees": ["Yellow Discount"]},
        {"cubes": [0, 1], "face_up": True, "decrees": ["Senate Bonus"]},
        {"cubes": [0, 0], "face_up": True, "decrees": ["Discard Bonus"]},
        {"cubes": [0, 0], "face_up": False, "decrees": ["Wonder Income"]}],
        "deck": [{"conspiracy": name, "known_to": []} for name in DECK], "conspiracies": [[], []],
        "trigger": "open"}
    assert data["setup"]["agora"] == {"decrees": ["Red Income", "Wonder Discount", "Yellow Discount", "Senate Bonus",
                                                  "Discard Bonus", "Wonder Income"],
                                      "conspiracies": DECK}
    assert stored_compact(MOVING)["setup"]["agora"] == {
        "decrees": [3, 5, 8, 6, 7, 4], "conspiracies": [15, 12, 2, 14, 8, 1, 9, 10, 0, 6, 5, 11, 13, 3, 7, 4]}
    assert data["pending"] == [{"kind": "move_influence", "player": 1,
                                "options": [[3, 2], [3, 4], [4, 3], [4, 5], []], "detail": []}]
    assert GAME.state_from_json(data).parts == MOVING.parts


def stored_compact(state: Any) -> dict[str, Any]:
    return json.loads(json.dumps(GAME.state_to_json(state, compact=True)))


def broken(change: Any) -> InvalidRecordError:
    data = stored(MOVING)
    change(data)
    with pytest.raises(InvalidRecordError) as caught:
        GAME.state_from_json(data)
    return caught.value


@pytest.mark.parametrize(("change", "path", "message"), [
    (lambda d: d["agora"]["senate"][0]["cubes"].__setitem__(0, 13), "$.agora.senate[0].cubes[0]",
     "expected a whole number from 0 to 12, not 13"),
    (lambda d: d["agora"]["senate"].pop(), "$.agora.senate", "expected a list of 6 items, found 5"),
    (lambda d: d["agora"]["senate"][3].__setitem__("face_up", False), "$.agora.senate[3].face_up",
     "Chamber 4 holds a cube, so its Decree lies face up"),
    (lambda d: d["agora"]["senate"][1].__setitem__("decrees", ["Blue Income"]), "$.agora.senate[1].decrees",
     "each Chamber holds the Decree the setup drew for it (Chamber 2: 'Wonder Discount'), or one Decree has "
     "moved under another's (effect.move_decree)"),
    (lambda d: d["agora"]["senate"][1].__setitem__("decrees", ["Blue Incom"]), "$.agora.senate[1].decrees[0]",
     "unknown Decree 'Blue Incom' (did you mean 'Blue Income'?)"),
    (lambda d: d["agora"]["senate"][1].__setitem__("decrees", []), "$.agora.senate[1].decrees",
     "each Chamber holds the Decree the setup drew for it (Chamber 2: 'Wonder Discount'), or one Decree has "
     "moved under another's (effect.move_decree)"),
    (lambda d: d["agora"]["senate"][1].__setitem__("flipped", ["Wonder Discount"]), "$.agora.senate[1].flipped[0]",
     "expected a Decree moved into this Chamber, each once, not \"Wonder Discount\""),
    (lambda d: d["setup"]["agora"]["decrees"].__setitem__(1, "Red Income"), "$.setup.agora.decrees[1]",
     "'Red Income' lies in another Chamber already"),
    (lambda d: d["setup"]["agora"]["decrees"].pop(), "$.setup.agora.decrees",
     "expected a list of 6 Decrees, one per Chamber, found 5"),
    (lambda d: d["setup"]["agora"].__setitem__("decrees", "all"), "$.setup.agora.decrees",
     "expected a list of 6 Decrees, one per Chamber, not \"all\""),
    (lambda d: d["setup"].__setitem__("agora", {}), "$.setup.agora", "missing key 'decrees'"),
    (lambda d: d["setup"]["agora"]["conspiracies"].__setitem__(2, "Coup"), "$.setup.agora.conspiracies[10]",
     "'Coup' appears twice"),
    (lambda d: d["setup"]["agora"]["conspiracies"].pop(), "$.setup.agora.conspiracies",
     "expected 16 names, found 15"),
    (lambda d: d["agora"]["deck"][3].__setitem__("conspiracy", "Coupe"), "$.agora.deck[3].conspiracy",
     "unknown Conspiracy 'Coupe' (did you mean 'Coup'?)"),
    (lambda d: d["agora"]["deck"][3].__setitem__("known_to", [1, 1]), "$.agora.deck[3].known_to",
     "a player is listed twice"),
    (lambda d: d["agora"]["deck"][3].__setitem__("known_to", [2]), "$.agora.deck[3].known_to[0]",
     "expected a whole number from 0 to 1, not 2"),
    (lambda d: d["agora"]["conspiracies"][1].append({"conspiracy": "Coup", "prepared": None, "triggered": False,
                                                     "locked": None}),
     "$.agora.conspiracies[1][0].conspiracy",
     "'Coup' is in the deck or a hand already"),
    (lambda d: d["agora"]["conspiracies"][1].append({"conspiracy": d["agora"]["deck"].pop()["conspiracy"],
                                                     "prepared": None, "triggered": False, "locked": None}) or
     d["agora"]["deck"].pop(), "$.agora.deck", "every Conspiracy is in the deck or a hand: 16 of them, found 15"),
    (lambda d: d["agora"].pop("deck"), "$.agora", "missing key 'deck'"),
    (lambda d: d["agora"]["senate"][4].__setitem__("face_up", False), "$.agora.senate[4].face_up",
     "Chamber 5's Decree is dealt face up"),
    (lambda d: [c["cubes"].__setitem__(0, 3) for c in d["agora"]["senate"]], "$.agora.senate",
     "player 0 has 18 cubes in the Senate; a supply holds 12"),
    (lambda d: d["pending"][0].__setitem__("options", [[4, 5], [4, 3], []]), "$.pending[0].options",
     "expected the choices the position gives, in their order (5 of them), and none for a decision waiting its "
     "turn"),
    (lambda d: d["pending"][0]["options"].append([3, 5]), "$.pending[0].options[5][1]",
     "Chamber 5 is not next to Chamber 3"),
    (lambda d: d["pending"].__setitem__(0, {"kind": "place_influence", "player": 0, "options": [1],
                                            "detail": [[1, 3]]}),
     "$.pending[0].detail[0]", "expected the Chambers of a section, or every Chamber"),
    (lambda d: d.update(outcome={"victory": "political", "winner": 0}, to_move=-1, pending=[]), "$.outcome.victory",
     "a political victory of player 0 needs every Chamber under their control"),
])
def test_a_wrong_agora_value_is_one_error_at_its_path(change: Any, path: str, message: str):
    error = broken(change)
    assert (error.path, error.message) == (path, message)


def test_a_political_victory_is_stored_read_back_and_worded():
    data = stored(MOVING)
    data.update(outcome={"victory": "political", "winner": 0}, to_move=-1, pending=[])
    for chamber in data["agora"]["senate"]:
        chamber.update(cubes=[1, 0], face_up=True)
    assert GAME.state_from_json(data).outcome == Outcome("political", 0)
    cities = [positions.city(GAME, wonders=["Knossos"]), positions.city(GAME)]
    five = senate((1, 0), (2, 1), (1, 0), (1, 0), (3, 2), (0, 0))
    state = positions.position(GAME, cities=cities, coins=(20, 7), available=["Lumber Yard", "Stone Pit"],
                               parts=(five,))
    first = apply(state, R.actions.build_wonder[R.card_index["Lumber Yard"]][R.wonder_index["Knossos"]])
    last = apply(first.state, R.actions.place_influence[6])
    assert last.state.outcome == Outcome("political", 0)
    lines = GAME.account(state, [first, last]).splitlines()
    assert lines[lines.index("Game over: P0 wins by political supremacy") - 1] == "    P0 takes control of Chamber 6"
    assert "senate        12     0" in lines


def test_a_cube_owed_for_knossos_in_the_draft_is_stored_and_read_back():
    state = GAME.new_game(seed=0)
    drafted = apply(state, R.actions.pick_wonder[R.wonder_index["Knossos"]]).state
    data = stored(drafted)
    assert (data["age"], data["picks"], data["to_move"]) == (0, 1, 1)
    assert data["pending"] == [{"kind": "place_influence", "player": 1, "options": [1, 2, 3, 4, 5, 6],
                                "detail": [[1, 2, 3, 4, 5, 6]]}]
    assert GAME.state_to_json(GAME.state_from_json(data)) == data
    data["cities"][1]["wonders"] = []
    data["offer"].insert(3, "Knossos")
    with pytest.raises(InvalidRecordError) as caught:
        GAME.state_from_json(data)
    assert (caught.value.path, caught.value.message) == (
        "$.pending", "no decision is owed during the wonder draft, but for a power the wonder just picked uses "
                     "when drafted")


def test_a_record_replays_under_its_own_ruleset_and_another_names_the_one_to_load():
    import oracle

    for seed in range(8):
        playout = GAME.random_game(seed)
        text = json.dumps(GAME.record_to_json(GAME.record(playout.initial.setup, playout.moves, playout.movers)))
        assert GAME.replay(GAME.read_record(text))[0] == playout.final
    with pytest.raises(InvalidRecordError) as caught:
        oracle.load_game("duel").read_record(text)
    assert (caught.value.path, caught.value.message) == (
        "$.variant", 'a record of 7 Wonders Duel: Agora (variant "agora"); this ruleset reads records of '
                     'standard, first_printing: load the game with load_game("duel", variant="agora")')
