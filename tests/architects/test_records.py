"""Architects records (v1) and observations: round trips, the published schema, one clear error per
bad record, and what each player may see."""

from __future__ import annotations

import copy
import json

import jsonschema
import pytest

import oracle
from oracle.architects.state import ACT_PHASE, KEEP, Action, Pending
from oracle.architects.turn import reshuffled
from oracle.cli import main
from oracle.errors import IllegalMoveError, InvalidRecordError
from oracle.resources import data_dir
from tests.architects.support import CENTRAL, K, W, deck, game

GAME = oracle.load_game("architects", players=3)
SCHEMA = json.loads((data_dir("spec") / "schema" / "architects" / "record.v1.schema.json").read_text())


def played(seed: int = 4, moves: int = 30) -> dict:  # type: ignore[type-arg]
    play = GAME.random_game(seed)
    record = GAME.record(play.initial.setup, play.moves[:moves], play.movers[:moves])
    return GAME.record_to_json(record)


def test_a_record_round_trips_and_matches_its_schema():
    data = played()
    jsonschema.Draft202012Validator(SCHEMA).validate(data)
    record = GAME.record_from_json(json.loads(json.dumps(data)))
    assert GAME.record_to_json(record) == data
    assert (record.players, len(record.moves), data["moves"][0]["player"]) == (3, 30, data["setup"]["first_player"])


def test_a_record_replays_to_the_same_state():
    play = GAME.random_game(9)
    record = GAME.record_from_json(GAME.record_to_json(GAME.record(play.initial.setup, play.moves, play.movers)))
    final, _ = GAME.replay(record)
    assert final.outcome == play.final.outcome
    assert GAME.score_sheet(final) == GAME.score_sheet(play.final)


def broken(change) -> InvalidRecordError:  # type: ignore[no-untyped-def]
    data = copy.deepcopy(played())
    change(data)
    with pytest.raises(InvalidRecordError) as caught:
        GAME.record_from_json(data)
    return caught.value


@pytest.mark.parametrize(("change", "path", "message"), [
    (lambda d: d.update(players=8), "$.players", "expected a whole number from 2 to 7, not 8"),
    (lambda d: d.update(players=3.0), "$.players", "expected a whole number from 2 to 7, not 3.0"),
    (lambda d: d["setup"]["wonders"].pop(), "$.setup.wonders", "expected 3 wonder names, one per seat"),
    (lambda d: d["setup"]["wonders"].__setitem__(1, d["setup"]["wonders"][0]), "$.setup.wonders[1]",
     None),
    (lambda d: d["setup"]["central"].__setitem__(0, "Gizmo"), "$.setup.central[0]", "unknown card 'Gizmo'"),
    (lambda d: d["setup"]["progress"].__setitem__(0, d["setup"]["progress"][1]), None, None),
    (lambda d: d["setup"].update(first_player=3), "$.setup.first_player",
     "expected a whole number from 0 to 2, not 3"),
    (lambda d: d["setup"].update(reshuffles=[list(range(60))]), "$.setup.reshuffles",
     "expected 0 orders (no wonder at this table shuffles cards back), found 1"),
    (lambda d: d["moves"][0].update(action="grab"), "$.moves[0].action",
     'unknown action "grab"; expected one of take, build, trade, choose, look, keep'),
    (lambda d: d["moves"][0].pop("player"), "$.moves[0]",
     'expected a move naming its player: {"player": 0, "action": ...}'),
    (lambda d: d["moves"][0].update(deck="Atlantis"), "$.moves[0].deck", "unknown deck 'Atlantis'"),
])
def test_a_bad_record_gets_one_error_at_its_path(change, path, message):  # type: ignore[no-untyped-def]
    error = broken(change)
    if path is not None:
        assert error.path == path
    if message is not None:
        assert error.message == message


# ---- reshuffle orders (wonder.halicarnassus_rest): complete, or the record is refused ------------------

HALICARNASSUS_SEED = 6     # a 3-player table with Halicarnassus at seat 0, whose pieces shuffle cards back twice


def with_halicarnassus(moves: int = 70) -> dict:  # type: ignore[type-arg]
    play = GAME.random_game(HALICARNASSUS_SEED)
    assert [i for i, a in enumerate(play.moves) if a.kind == "keep"] == [47, 62]
    return GAME.record_to_json(GAME.record(play.initial.setup, play.moves[:moves], play.movers[:moves]))


def test_a_table_with_halicarnassus_deals_two_whole_orders():
    data = with_halicarnassus()
    assert data["setup"]["wonders"][0] == "Halicarnassus"
    assert [sorted(order) for order in data["setup"]["reshuffles"]] == [list(range(60))] * 2


@pytest.mark.parametrize(("change", "path", "message"), [
    (lambda r: r.pop("reshuffles"), "$.setup.reshuffles",
     "missing: the wonders at this table shuffle cards back 2 times, so the setup holds 2 orders "
     "(wonder.halicarnassus_rest)"),
    (lambda r: r["reshuffles"].pop(), "$.setup.reshuffles",
     "expected 2 orders (the wonders at this table shuffle cards back 2 times), found 1"),
    (lambda r: r.update(reshuffles="shuffled"), "$.setup.reshuffles", "expected a list of 2 orders"),
    (lambda r: r["reshuffles"].__setitem__(0, [1, 0]), "$.setup.reshuffles[0]",
     "expected an order of the 60 numbers 0 to 59, each once; found 2 numbers"),
    (lambda r: r["reshuffles"][1].pop(), "$.setup.reshuffles[1]",
     "expected an order of the 60 numbers 0 to 59, each once; found 59 numbers"),
    (lambda r: r["reshuffles"][0].append(60), "$.setup.reshuffles[0]",
     "expected an order of the 60 numbers 0 to 59, each once; found 61 numbers"),
    (lambda r: r["reshuffles"][0].__setitem__(5, r["reshuffles"][0][4]), "$.setup.reshuffles[0][5]",
     "appears twice; expected an order of the 60 numbers 0 to 59, each once"),
    (lambda r: r["reshuffles"][1].__setitem__(0, 60), "$.setup.reshuffles[1][0]",
     "expected a whole number from 0 to 59, not 60"),
    (lambda r: r["reshuffles"][1].__setitem__(0, -1), "$.setup.reshuffles[1][0]",
     "expected a whole number from 0 to 59, not -1"),
    (lambda r: r["reshuffles"][1].__setitem__(0, 1.0), "$.setup.reshuffles[1][0]",
     "expected a whole number from 0 to 59, not 1.0"),
    (lambda r: r["reshuffles"][1].__setitem__(0, True), "$.setup.reshuffles[1][0]",
     "expected a whole number from 0 to 59, not true"),
    (lambda r: r["reshuffles"].__setitem__(0, {"order": []}), "$.setup.reshuffles[0]",
     "expected an order of the 60 numbers 0 to 59, each once"),
])
def test_a_short_or_missing_reshuffle_order_is_refused_at_its_path(change, path, message):  # type: ignore[no-untyped-def]
    data = with_halicarnassus()
    change(data["setup"])
    with pytest.raises(InvalidRecordError) as caught:
        GAME.record_from_json(data)
    assert caught.value.path == path
    assert message in caught.value.message


def test_a_short_reshuffle_order_is_refused_by_replay_with_exit_2(tmp_path, capsys):  # type: ignore[no-untyped-def]
    """A record whose order numbered 2 places once made 18 cards vanish from a deck of 20, and replay
    exited 0; now the record is refused before any move is played."""
    data = with_halicarnassus()
    data["setup"]["reshuffles"][0] = [1, 0]
    path = tmp_path / "short.json"
    path.write_text(json.dumps(data))
    assert main(["replay", str(path), "--json"]) == 2
    error = json.loads(capsys.readouterr().out)
    assert (error["error"], error["path"]) == ("invalid_record", "$.setup.reshuffles[0]")


def test_a_whole_record_keeps_every_card_through_both_reshuffles():
    record = GAME.record_from_json(with_halicarnassus(moves=80))
    final, _ = GAME.replay(record)
    cards = (sum(len(d) for d in final.decks) + len(final.central) + len(final.discard)
             + sum(sum(h) for h in final.hands) + sum(len(p.cards) for p in final.pending))
    assert (final.reshuffled, cards) == (2, 60 + 3 * 25)


def test_the_engine_refuses_a_reshuffle_it_has_no_whole_order_for():
    setup = GAME.setup_from_seed(HALICARNASSUS_SEED)
    with pytest.raises(ValueError, match="holds 2 reshuffle orders; a reshuffle needs one more"):
        reshuffled(setup, 2, (1, 2, 3))
    with pytest.raises(ValueError, match="numbers 2 places, fewer than the 3 cards"):
        reshuffled(setup._replace(reshuffles=((1, 0),)), 0, (1, 2, 3))
    assert reshuffled(setup._replace(reshuffles=((4, 2, 0, 3, 1),)), 0, (7, 8, 9)) == (9, 7, 8)


def test_replay_refuses_a_move_after_which_a_card_is_lost(monkeypatch):  # type: ignore[no-untyped-def]
    """The game's invariants (check_step) run after every move of a replay: an engine that dropped
    the cards beyond a short order (as once happened) is caught at the move that lost them."""
    import oracle.architects.turn as turn

    record = GAME.record_from_json(with_halicarnassus())
    monkeypatch.setattr(turn, "reshuffled", lambda setup, used, cards: cards[:2])
    with pytest.raises(InvalidRecordError) as caught:
        GAME.replay(record)
    assert caught.value.path == "$.moves[47]"
    assert caught.value.message.startswith("after this move the game's invariants fail: ")
    assert "cards accounted for, of 135" in caught.value.message


def test_a_deck_holding_the_wrong_cards_is_refused():
    def swap(data: dict) -> None:  # type: ignore[type-arg]
        data["setup"]["decks"][0][0] = "Blue" if data["setup"]["decks"][0][0] != "Blue" else "Gold"

    error = broken(swap)
    assert error.path.startswith("$.setup.decks[0]")
    assert "holds" in error.message


def test_an_illegal_move_names_its_rule_and_index():
    data = played()
    data["moves"][0]["deck"] = next(w for w in data["setup"]["wonders"]
                                    if w not in (data["setup"]["wonders"][data["setup"]["first_player"]],
                                                 data["setup"]["wonders"][data["setup"]["first_player"] - 1]))
    record = GAME.record_from_json(data)
    with pytest.raises(IllegalMoveError) as caught:
        GAME.replay(record)
    assert (caught.value.rule, caught.value.move_index) == ("turn.take", 0)


# ---- observations --------------------------------------------------------------------------------

def observe(state, player):  # type: ignore[no-untyped-def]
    return GAME.observe(state._replace(game=GAME), player)


def test_the_cat_holder_peeks_at_the_central_deck_at_the_start_of_their_turn_only():
    state = game(decks=(deck("Blue"), deck("Blue"), deck("Blue")), central=deck("Gear", "Wood"))
    state = state._replace(cat=0)
    assert observe(state, 0)["central"] == {"cards": 2, "top": "Gear"}
    assert observe(state, 1)["central"] == {"cards": 2, "top": None}
    assert observe(state._replace(phase=ACT_PHASE), 0)["central"] == {"cards": 2, "top": None}
    assert observe(state._replace(mover=1), 0)["central"] == {"cards": 2, "top": None}


def test_decks_show_their_top_and_size_only():
    state = game(decks=(deck("Gear", "Wood"), deck(), deck("Red")), central=deck("Glass"))
    seen = observe(state, 1)
    assert seen["decks"] == [{"wonder": "Giza", "top": "Gear", "cards": 2},
                             {"wonder": "Rhodes", "top": None, "cards": 0},
                             {"wonder": "Babylon", "top": "Red", "cards": 1}]
    assert "Wood" not in json.dumps(seen) and "Glass" not in json.dumps(seen)


def test_the_cards_looked_at_are_seen_by_the_one_looking_only():
    state = game(wonders=("Halicarnassus", "Giza", "Rhodes"), decks=(deck(), deck(), deck()))
    state = state._replace(phase=ACT_PHASE, pending=(Pending(KEEP, cards=deck("Wood", "Glass"), deck=0),))
    assert observe(state, 0)["pending"] == {"player": 0, "decision": "keep", "looked_at": 2,
                                            "cards": ["Glass", "Wood"]}
    assert observe(state, 1)["pending"] == {"player": 0, "decision": "keep", "looked_at": 2}


def test_the_game_is_played_from_the_command_line(tmp_path, capsys):  # type: ignore[no-untyped-def]
    from oracle.cli import main

    out = tmp_path / "game.json"
    assert main(["play", "--game", "architects", "--players", "4", "--seed", "3", "--record", str(out)]) == 0
    text = capsys.readouterr().out
    assert text.startswith("7 Wonders Architects, 4 players — P0: Rhodes, P1: Babylon, P2: Alexandria, P3: Olympia")
    data = json.loads(out.read_text())
    assert (data["game"], data["players"]) == ("architects", 4)
    assert main(["replay", str(out), "--json"]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["status"] == "finished" and replayed["to_move"] == []
    four = oracle.load_game("architects", players=4)
    final, _ = four.replay(four.record_from_json(data))
    assert replayed["outcome"]["winners"] == list(final.outcome.winners)
    assert [p["score"] for p in replayed["players"]] == four.score_sheet(final)


def test_a_record_for_too_few_players_is_refused():
    with pytest.raises(InvalidRecordError) as caught:
        GAME.record_from_json({"game": "architects", "players": 1, "setup": {}, "moves": []})
    assert (caught.value.path, caught.value.message) == ("$.players", "expected a whole number from 2 to 7, not 1")


def test_records_name_decks_by_wonder():
    assert GAME.action("take", deck="Giza") == Action("take", deck=W["Giza"])
    assert GAME.action("take", deck="central") == Action("take", deck=CENTRAL)
    assert GAME.action_to_json(Action("look", deck=W["Rhodes"])) == {"action": "look", "deck": "Rhodes"}


def test_the_moves_on_the_records_page_are_read_as_written():
    from pathlib import Path

    page = (Path(__file__).resolve().parents[2] / "docs" / "implementers" / "architects-records.md").read_text()
    example = json.loads(page.split("```json\n", 1)[1].split("```", 1)[0])
    moves = [GAME.action_from_json({k: v for k, v in m.items() if k != "player"}, f"$.moves[{i}]")
             for i, m in enumerate(example["moves"])]
    assert [GAME.action_to_json(m) for m in moves] == [{k: v for k, v in m.items() if k != "player"}
                                                       for m in example["moves"]]
    assert moves[2] == Action("build", piece=1, cards=tuple(sorted((K["Wood"], K["Gold"]))))
    # no Halicarnassus at the example's table, so no reshuffle order (setup.reshuffle_length)
    assert "Halicarnassus" not in example["setup"]["wonders"]
    assert sorted(example["setup"]) == ["central", "decks", "first_player", "progress", "wonders"]


def test_a_record_without_its_players_gets_them_from_the_rules():
    play = GAME.random_game(6)
    implied = GAME.record(play.initial.setup, play.moves[:25])
    assert GAME.record_to_json(implied) == GAME.record_to_json(
        GAME.record(play.initial.setup, play.moves[:25], play.movers[:25]))


def test_the_spec_and_rules_are_listed_from_the_command_line(capsys):  # type: ignore[no-untyped-def]
    from oracle.cli import main

    assert main(["spec", "--game", "architects", "--json"]) == 0
    listing = json.loads(capsys.readouterr().out)
    assert listing["game"] == "architects" and len(listing["components"]) == 35
    culture = next(c for c in listing["components"] if c["name"] == "Culture")
    assert culture == {"kind": "progress", "name": "Culture", "source": culture["source"], "copies": 2,
                       "dsl": 'progress "Culture" {\n  at end: 4 / 12 points by copies\n}'}
    assert culture["source"].startswith("spec/architects/progress.wdl:")
    assert main(["rules", "--game", "architects", "--json"]) == 0
    assert "military.two_player" in json.loads(capsys.readouterr().out)
