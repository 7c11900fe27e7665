"""``oracle legal`` and ``oracle replay``: one shape in every game and position, ``--player``, and
``--batch`` (a record a line on standard input, an answer a line on standard output)."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from oracle import cli
from oracle.cli import main
from oracle.core import jsonio


def run(capsys, *argv: str, stdin: bytes | None = None, monkeypatch=None) -> tuple[int, str, str]:
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin)))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _record(tmp_path: Path, capsys, game: str, moves: int | None, seed: int = 0, **options: str) -> dict:
    path = tmp_path / "full.json"
    argv = ["--game", game, "play", "--seed", str(seed), "--record", str(path)]
    for name, value in options.items():
        argv += [f"--{name}", value]
    assert run(capsys, *argv)[0] == 0
    record = json.loads(path.read_text())
    if moves is not None:
        record["moves"] = record["moves"][:moves]
    return record


def _file(tmp_path: Path, record: dict, name: str = "record.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(record))
    return str(path)


POSITIONS = [("duel", {}, 0), ("duel", {}, 29), ("duel", {}, None),
             ("classic", {"players": "3"}, 0), ("classic", {"players": "4"}, 72), ("classic", {"players": "3"}, None),
             ("classic", {"variant": "free_city"}, 5),
             ("architects", {"players": "3"}, 20), ("architects", {"players": "2"}, None)]


@pytest.mark.parametrize(("game", "options", "moves"), POSITIONS)
def test_legal_and_replay_json_have_one_shape(tmp_path, capsys, game, options, moves):
    seed = 26 if options.get("players") == "4" else 0
    path = _file(tmp_path, _record(tmp_path, capsys, game, moves, seed, **options))
    code, out, _ = run(capsys, "legal", path, "--json")
    legal = json.loads(out)
    assert code == 0 and set(legal) == {"to_move", "reason", "actions"}
    assert isinstance(legal["to_move"], list) and isinstance(legal["actions"], list)
    assert {item["player"] for item in legal["actions"]} == set(legal["to_move"])
    for item in legal["actions"]:
        assert set(item) - {"cost"} == {"player", "action"} and isinstance(item["action"]["action"], str)
        assert "cost" not in item["action"]       # an entry's action is a record's move as it is
    summary = json.loads(run(capsys, "replay", path, "--json")[1])
    assert summary["to_move"] == legal["to_move"]
    if moves is None:
        assert legal == {"to_move": [], "reason": None, "actions": []}
    else:
        assert set(legal["reason"]) == {"rule", "text"}


def test_legal_lists_every_player_of_a_simultaneous_round_and_player_filters(tmp_path, capsys):
    path = _file(tmp_path, _record(tmp_path, capsys, "classic", 0, players="3"))
    everyone = json.loads(run(capsys, "legal", path, "--json")[1])
    assert everyone["to_move"] == [0, 1, 2]
    assert everyone["reason"] == {"rule": "turn.choose",
                                  "text": "players 0, 1, 2 have still to commit a card this turn; everyone commits "
                                          "at once"}
    assert [item["player"] for item in everyone["actions"]] == sorted(item["player"] for item in everyone["actions"])
    one = json.loads(run(capsys, "legal", path, "--json", "--player", "1")[1])
    assert one["to_move"] == [0, 1, 2]
    assert one["actions"] == [item for item in everyone["actions"] if item["player"] == 1]
    assert one["actions"][0] == {"player": 1, "action": {"action": "build", "card": "Ore Vein",
                                                         "pay": {"left": 0, "right": 0}}, "cost": 0}


def test_duel_choose_starter_keeps_its_own_player_field(tmp_path, capsys):
    path = _file(tmp_path, _record(tmp_path, capsys, "duel", 29))
    legal = json.loads(run(capsys, "legal", path, "--json")[1])
    assert legal == {"to_move": [0],
                     "reason": {"rule": "age.next_starter",
                                "text": "player 0 chooses who begins Age II: the conflict pawn stands on their side"},
                     "actions": [{"player": 0, "action": {"action": "choose_starter", "player": 0}},
                                 {"player": 0, "action": {"action": "choose_starter", "player": 1}}]}
    assert json.loads(run(capsys, "legal", path, "--json", "--player", "1")[1])["actions"] == []


def test_legal_player_out_of_range_is_one_error_with_status_2(tmp_path, capsys):
    path = _file(tmp_path, _record(tmp_path, capsys, "architects", 3, players="3"))
    code, out, err = run(capsys, "legal", path, "--player", "3")
    assert (code, out) == (2, "")
    assert err == ("oracle: --player must be a seat of 7 Wonders Architects for 3 players: a whole number from 0 to "
                   "2, not 3\n")
    code, out, _ = run(capsys, "legal", path, "--player", "7", "--json")
    assert code == 2 and json.loads(out) == {
        "error": "invalid_input",
        "message": "--player must be a seat of 7 Wonders Architects for 3 players: a whole number from 0 to 2, not 7"}


def test_legal_without_a_record_or_batch_is_one_error(capsys):
    code, out, err = run(capsys, "legal")
    assert (code, out) == (2, "")
    assert err == "oracle: RECORD: give the record to read (a file), or --batch to read records from standard input\n"


def test_classic_replay_shows_what_each_city_may_spend_this_turn(tmp_path, capsys):
    path = _file(tmp_path, _record(tmp_path, capsys, "classic", 72, seed=8, players="4"))
    summary = json.loads(run(capsys, "replay", path, "--json")[1])
    assert summary["to_move"] == [2] and summary["phase"] == "last_card"
    assert [(p["coins"], p["spendable"]) for p in summary["players"]] == [(63, 52), (16, 16), (38, 33), (4, 4)]
    assert list(summary["players"][0])[4:6] == ["coins", "spendable"]


def test_free_city_replay_shows_the_free_citys_spendable_coins(tmp_path, capsys):
    path = _file(tmp_path, _record(tmp_path, capsys, "classic", 5, variant="free_city"))
    summary = json.loads(run(capsys, "replay", path, "--json")[1])
    assert summary["turn"] == 2 and summary["to_move"] == [1]
    assert (summary["free_city"]["coins"], summary["free_city"]["spendable"]) == (1, 1)
    assert [(p["coins"], p["spendable"]) for p in summary["players"]] == [(2, 2), (5, 5)]


def test_duel_replay_shows_the_structure_discard_and_progress_board(tmp_path, capsys):
    path = _file(tmp_path, _record(tmp_path, capsys, "duel", 29))
    summary = json.loads(run(capsys, "replay", path, "--json")[1])
    assert summary["age"] == 2 and summary["structure"] == {"cards": 20, "face_down": 8}
    assert summary["pending"] == {"player": 0, "action": "choose_starter"}
    assert len(summary["progress_board"]) == 5 and isinstance(summary["discard"], list)


# ---- --batch -----------------------------------------------------------------------------------------------

def _line(record: dict) -> bytes:
    return json.dumps(record).encode() + b"\n"


def test_legal_batch_answers_each_line_as_legal_json_does(tmp_path, capsys, monkeypatch):
    records = [_record(tmp_path, capsys, "duel", 29), _record(tmp_path, capsys, "classic", 0, players="3"),
               _record(tmp_path, capsys, "architects", None, players="2")]
    singles = [json.loads(run(capsys, "legal", _file(tmp_path, r), "--json")[1]) for r in records]
    code, out, err = run(capsys, "legal", "--batch", stdin=b"".join(map(_line, records)), monkeypatch=monkeypatch)
    assert (code, err) == (0, "")
    assert [json.loads(line) for line in out.splitlines()] == singles
    code, out, _ = run(capsys, "replay", "--batch", stdin=b"".join(map(_line, records)), monkeypatch=monkeypatch)
    assert code == 0
    assert [json.loads(line) for line in out.splitlines()] == [
        json.loads(run(capsys, "replay", _file(tmp_path, r), "--json")[1]) for r in records]


def test_a_bad_line_gets_one_error_line_and_the_batch_goes_on(tmp_path, capsys, monkeypatch):
    good = _record(tmp_path, capsys, "duel", 9)
    illegal = _record(tmp_path, capsys, "duel", 12)
    illegal["moves"][10] = {"action": "pick_wonder", "wonder": "The Pyramids"}
    bad_card = _record(tmp_path, capsys, "duel", 12)
    bad_card["moves"][9]["card"] = "No Such Card"
    lines = [_line(good), b"{\"game\": \"duel\",\n", _line(illegal), b"\n", _line(bad_card), _line(good)]
    code, out, _ = run(capsys, "legal", "--batch", "--player", "0", stdin=b"".join(lines), monkeypatch=monkeypatch)
    answers = [json.loads(line) for line in out.splitlines()]
    assert code == 2, "the worst status seen: malformed input"
    assert len(answers) == 6 and answers[0] == answers[5] and answers[0]["to_move"] in ([0], [1])
    assert answers[1]["error"]["line"] == 2 and answers[1]["error"]["kind"] == "invalid_record"
    assert answers[1]["error"]["path"] == "$"
    assert answers[2]["error"]["line"] == 3 and answers[2]["error"]["kind"] == "illegal_move"
    assert answers[2]["error"]["path"] == "$.moves[10]" and answers[2]["error"]["move_index"] == 10
    assert answers[3] == {"error": {"line": 4, "kind": "invalid_record", "path": "$",
                                    "message": "line 4 is empty; each line holds one record"}}
    assert answers[4]["error"]["line"] == 5 and answers[4]["error"]["path"] == "$.moves[9].card"


def test_an_illegal_move_is_the_worst_status_of_a_batch_without_malformed_lines(tmp_path, capsys, monkeypatch):
    illegal = _record(tmp_path, capsys, "duel", 12)
    illegal["moves"][10] = {"action": "pick_wonder", "wonder": "The Pyramids"}
    code, out, _ = run(capsys, "legal", "--batch", stdin=_line(_record(tmp_path, capsys, "duel", 3)) + _line(illegal),
                       monkeypatch=monkeypatch)
    assert code == 1 and len(out.splitlines()) == 2


def test_a_batch_bounds_each_line_as_a_record_file_is_bounded(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(cli.jsonio, "RECORD", jsonio.Limits(max_bytes=4000))
    small = _record(tmp_path, capsys, "duel", 0)
    small_line = json.dumps(small, separators=(",", ":")).encode()
    assert len(small_line) < 4000
    long = b"[" + b"1," * 50_000 + b"1]\n"
    code, out, _ = run(capsys, "replay", "--batch", stdin=long + small_line + b"\n", monkeypatch=monkeypatch)
    answers = [json.loads(line) for line in out.splitlines()]
    assert code == 2 and len(answers) == 2
    assert answers[0] == {"error": {"line": 1, "kind": "invalid_record", "path": "$",
                                    "message": "line 1 holds 100,003 bytes; at most 4,000 are read"}}
    assert answers[1]["to_move"] == [small["setup"]["first_player"]]


def test_batch_with_game_refuses_a_record_of_another_game(tmp_path, capsys, monkeypatch):
    stdin = _line(_record(tmp_path, capsys, "duel", 0)) + _line(_record(tmp_path, capsys, "classic", 0, players="3"))
    code, out, _ = run(capsys, "legal", "--batch", "--game", "classic", stdin=stdin, monkeypatch=monkeypatch)
    answers = [json.loads(line) for line in out.splitlines()]
    assert code == 2
    assert answers[0] == {"error": {"line": 1, "kind": "invalid_record", "path": "$.game",
                                    "message": "expected \"classic\" (--game classic), not \"duel\""}}
    assert answers[1]["to_move"] == [0, 1, 2]


def test_batch_takes_no_record_file(tmp_path, capsys):
    code, out, _ = run(capsys, "legal", "--batch", _file(tmp_path, {"game": "duel"}))
    assert code == 2 and json.loads(out) == {
        "error": "invalid_input", "path": "--batch",
        "message": "--batch reads the records from standard input; give no RECORD file"}
