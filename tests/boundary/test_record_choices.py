"""A record's ``game``, ``variant`` and ``players`` name the game to load before the record is
read; every shape of them that does not fit the game is an ``invalid_record`` error at its JSON path
(``$.variant``, ``$.players``), for every command that reads a record, never a path-less
``invalid_input``.  And whatever a record holds, the error line echoes it bounded.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import oracle
from oracle.cli import main

RECORDS = {}


def _record(name: str, **load) -> dict:
    key = (name, tuple(sorted(load.items())))
    if key not in RECORDS:
        game = oracle.load_game(name, **load)
        play = game.random_game(3)
        RECORDS[key] = game.record_to_json(game.record(play.initial.setup, play.moves[:6], play.movers[:6]))
    return json.loads(json.dumps(RECORDS[key]))


def run_json(capsys, tmp_path: Path, record: dict | str, command: str) -> tuple[int, dict]:
    path = tmp_path / "record.json"
    path.write_text(record if isinstance(record, str) else json.dumps(record))
    code = main([command, str(path), "--json"])
    out, err = capsys.readouterr()
    assert out.count("\n") == 1 and err == ""
    return code, json.loads(out)


# (game, changes to its record, path, message): the shapes of a variant or a player count that do
# not fit the game, a variant that needs another count among them
SHAPES = [
    ("duel", {"variant": "second_printing"}, "$.variant",
     'unknown variant "second_printing"; expected one of standard, first_printing, pantheon, agora, pantheon_agora'),
    ("duel", {"variant": 2}, "$.variant", "unknown variant 2; expected one of standard, first_printing, pantheon, "
                                     "agora, pantheon_agora"),
    ("duel", {"players": 3}, "$.players", "expected 2, not 3"),
    ("architects", {"players": 1}, "$.players", "expected a whole number from 2 to 7, not 1"),
    ("architects", {"players": 8}, "$.players", "expected a whole number from 2 to 7, not 8"),
    ("architects", {"players": 3.0}, "$.players", "expected a whole number from 2 to 7, not 3.0"),
    ("architects", {"players": "3"}, "$.players", 'expected a whole number from 2 to 7, not "3"'),
    ("architects", {"players": True}, "$.players", "expected a whole number from 2 to 7, not true"),
    ("architects", {"players": None}, "$.players", "expected a whole number from 2 to 7, not null"),
    ("architects", {"variant": "free_city"}, "$.variant",
     'unknown variant "free_city"; expected one of standard, two_player_literal, rhodes_pieces_1_4'),
    ("architects", {"variant": None}, "$.variant",
     "unknown variant null; expected one of standard, two_player_literal, rhodes_pieces_1_4"),
    ("classic", {"players": 2}, "$.players", "the variant standard is played by 3, 4, 5, 6, 7 players, not 2"),
    ("classic", {"variant": "free_city"}, "$.players", "the variant free_city is played by 2 players, not 3"),
    ("classic", {"players": 9}, "$.players", "expected a whole number from 2 to 7, not 9"),
    ("classic", {"variant": "two_player_literal"}, "$.variant",
     'unknown variant "two_player_literal"; expected one of standard, free_city, edition2020, leaders, '
     "edition2020_leaders"),
    ("classic", {"variant": ["free_city"]}, "$.variant", 'unknown variant ["free_city"]; expected one of standard, '
                                                         "free_city, edition2020, leaders, edition2020_leaders"),
    ("classic", {"variant": "edition2020", "players": 2}, "$.players",
     "the variant edition2020 is played by 3, 4, 5, 6, 7 players, not 2"),
]


@pytest.mark.parametrize("command", ["replay", "legal"])
@pytest.mark.parametrize(("name", "changes", "path", "message"), SHAPES,
                         ids=[f"{s[0]}-{json.dumps(s[1])}" for s in SHAPES])
def test_a_variant_or_player_count_that_does_not_fit_is_a_record_error_at_its_path(capsys, tmp_path, command, name,
                                                                                   changes, path, message):
    record = {**(_record(name, players=3) if name != "duel" else _record(name)), **changes}
    code, answer = run_json(capsys, tmp_path, record, command)
    assert (code, answer) == (2, {"error": "invalid_record", "path": path, "message": message})


def test_the_readable_error_names_the_path_too(capsys, tmp_path):
    path = tmp_path / "record.json"
    path.write_text(json.dumps({**_record("classic", players=3), "variant": "free_city"}))
    assert main(["replay", str(path)]) == 2
    assert capsys.readouterr().err == ("oracle: invalid record: $.players: the variant free_city is played by 2 "
                                       "players, not 3\n")


def test_a_spec_folder_for_fewer_players_refuses_a_record_at_its_players(capsys, tmp_path):
    spec = tmp_path / "architects"
    import shutil

    from oracle.resources import spec_dir

    shutil.copytree(spec_dir("architects"), spec)
    text = (spec / "game.toml").read_text()
    text = text.replace("max_players = 7", "max_players = 5").replace("\n6 = 6\n", "\n").replace("\n7 = 6\n", "\n")
    (spec / "game.toml").write_text(text)
    record = _record("architects", players=6)
    (tmp_path / "six.json").write_text(json.dumps(record))
    assert main(["--spec", str(spec), "replay", str(tmp_path / "six.json"), "--json"]) == 2
    answer = json.loads(capsys.readouterr().out)
    assert answer == {"error": "invalid_record", "path": "$.players",
                      "message": f"the spec of 7 Wonders Architects ({spec / 'game.toml'}) is for 2 to 5 players, "
                                 "not 6"}


# ---- untrusted text echoed bounded -----------------------------------------------------------------------

KEY = "K" * 3_000_000
CUT = "'" + "K" * 60 + "'… (2,999,940 more characters)"


@pytest.mark.parametrize("name", ["duel", "architects", "classic"])
@pytest.mark.parametrize("where", ["top", "setup", "move"])
def test_a_huge_unexpected_key_is_echoed_cut_in_the_path_and_the_message(capsys, tmp_path, name, where):
    record = _record(name)
    if where == "top":
        record[KEY] = 1
        path = f"$[{CUT}]"
    elif where == "setup":
        record["setup"][KEY] = 1
        path = f"$.setup[{CUT}]"
    else:
        record["moves"][0][KEY] = 1
        path = f"$.moves[0][{CUT}]"
    code, answer = run_json(capsys, tmp_path, record, "replay")
    assert (code, answer) == (2, {"error": "invalid_record", "path": path, "message": f"unexpected key {CUT}"})
    assert main(["replay", str(tmp_path / "record.json")]) == 2
    err = capsys.readouterr().err
    assert err == f"oracle: invalid record: {path}: unexpected key {CUT}\n" and len(err) < 300


LONG = "Z" * 100_000


def _nodes(value, path=()):
    yield path, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _nodes(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value[:2]):
            yield from _nodes(item, (*path, i))


def _replaced(record: dict, path: tuple, new) -> dict:
    out = json.loads(json.dumps(record))
    if not path:
        return new
    node = out
    for part in path[:-1]:
        node = node[part]
    node[path[-1]] = new
    return out


@pytest.mark.parametrize("name", ["duel", "architects", "classic"])
def test_every_value_and_key_of_a_record_made_huge_gives_one_bounded_line(capsys, tmp_path, name):
    """Each value of a record in turn replaced by a 100,000-character string, a list or an object
    holding one, or an object with such a key added: one error line of at most 300 characters."""
    record = _record(name)
    record["moves"] = record["moves"][:2]
    tried = 0
    for path, value in _nodes(record):
        for new in (LONG, [LONG], {LONG: 1}, *((value + LONG,) if isinstance(value, str) else ()),
                    *(({**value, LONG: 1},) if isinstance(value, dict) else ())):
            code, answer = run_json(capsys, tmp_path, _replaced(record, path, new), "legal")
            tried += 1
            if code:
                assert code in (1, 2) and len(json.dumps(answer)) < 300, (path, answer)
    assert tried > 60
