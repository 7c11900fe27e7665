"""The ``oracle`` command: outputs, determinism, and one-line errors with the right exit status."""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from oracle.cli import main, rules_markdown
from tests.support import RULES

ROOT = Path(__file__).resolve().parent.parent


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def write_record(tmp_path: Path, capsys, seed: int = 4) -> Path:
    path = tmp_path / "game.json"
    code, _, _ = run(capsys, "play", "--seed", str(seed), "--record", str(path))
    assert code == 0
    return path


def test_play_prints_a_complete_account_and_score_sheet(capsys):
    code, out, err = run(capsys, "play", "--seed", "1")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "7 Wonders Duel, 2 players — P1 begins"
    assert lines[2] == "== Wonder draft =="
    assert "== Age I ==" in lines and "== Age II ==" in lines
    assert any(line.startswith("Game over: ") for line in lines)
    assert lines[-10].split() == ["P0", "P1"]
    assert lines[-1].split()[0] == "total"


def test_play_is_deterministic(capsys):
    first = run(capsys, "play", "--seed", "9")[1]
    second = run(capsys, "play", "--seed", "9")[1]
    assert first == second
    assert run(capsys, "play", "--seed", "10")[1] != first


def test_play_json_matches_replay_of_its_record(tmp_path, capsys):
    path = write_record(tmp_path, capsys, seed=4)
    played = json.loads(run(capsys, "play", "--seed", "4", "--json")[1])
    code, out, _ = run(capsys, "replay", str(path), "--json")
    assert code == 0
    replayed = json.loads(out)
    assert replayed == played
    assert replayed["status"] == "finished" and replayed["to_move"] == []
    assert replayed["outcome"]["victory"] in ("military", "science", "civilian")
    assert replayed["outcome"]["winners"] in ([0], [1], [0, 1])
    assert set(replayed["players"][0]["score"]) == {"blue", "green", "yellow", "purple", "wonders", "progress",
                                                    "coins", "military", "total"}


def test_replay_of_a_partial_record_and_its_legal_actions(tmp_path, capsys):
    path = write_record(tmp_path, capsys)
    record = json.loads(path.read_text())
    record["moves"] = record["moves"][:8]  # the draft only: Age I begins
    path.write_text(json.dumps(record))
    summary = json.loads(run(capsys, "replay", str(path), "--json")[1])
    first = record["setup"]["first_player"]
    assert (summary["status"], summary["age"], summary["to_move"]) == ("in_progress", 1, [first])
    assert summary["players"][0]["coins"] == 7 and summary["players"][1]["coins"] == 7
    assert summary["structure"] == {"cards": 20, "face_down": 8}
    legal = json.loads(run(capsys, "legal", str(path), "--json")[1])
    assert legal["to_move"] == [first]
    assert legal["reason"] == {"rule": "setup.draft", "text": f"player {first}, the first player, begins Age I"}
    assert {item["player"] for item in legal["actions"]} == {first}
    bottom = record["setup"]["ages"]["I"][14:]
    discards = [item["action"]["card"] for item in legal["actions"] if item["action"]["action"] == "discard"]
    assert discards == bottom
    for item in legal["actions"]:      # the coins a move takes beside it, never in the action a record holds
        assert ("cost" in item) == (item["action"]["action"] in ("build", "build_wonder"))
        assert "cost" not in item["action"]


def test_many_games_summary(capsys):
    code, out, _ = run(capsys, "play", "--games", "30", "--seed", "100", "--json")
    assert code == 0
    result = json.loads(out)
    assert result["games"] == 30 and result["first_seed"] == 100
    assert sum(result["endings"].values()) == 30
    assert result["moves"] > 30 * 60


def test_first_game_split(tmp_path, capsys):
    path = tmp_path / "first.json"
    run(capsys, "play", "--seed", "2", "--first-game", "--record", str(path))
    record = json.loads(path.read_text())
    picks = [m["wonder"] for m in record["moves"][:8]]
    first = record["setup"]["first_player"]
    seats = {first: [], 1 - first: []}
    order = [0, 1, 1, 0, 1, 0, 0, 1]
    for pick, rel in zip(picks, order, strict=True):
        seats[first ^ rel].append(pick)
    assert sorted(seats[first]) == sorted(RULES.constants.first_game[0])
    assert sorted(seats[1 - first]) == sorted(RULES.constants.first_game[1])


def test_invalid_record_is_one_line(tmp_path, capsys):
    path = write_record(tmp_path, capsys)
    record = json.loads(path.read_text())
    record["setup"]["ages"]["I"][4] = "Lumbr Yard"
    path.write_text(json.dumps(record))
    code, out, err = run(capsys, "replay", str(path))
    assert code == 2 and out == ""
    assert err == ("oracle: invalid record: $.setup.ages.I[4]: unknown card 'Lumbr Yard' "
                   "(did you mean 'Lumber Yard'?)\n")
    code, out, err = run(capsys, "replay", str(path), "--json")
    assert code == 2 and err == ""
    assert json.loads(out) == {"error": "invalid_record", "path": "$.setup.ages.I[4]",
                               "message": "unknown card 'Lumbr Yard' (did you mean 'Lumber Yard'?)"}


def test_illegal_move_is_one_line(tmp_path, capsys):
    path = write_record(tmp_path, capsys)
    record = json.loads(path.read_text())
    record["moves"][8] = {"action": "build", "card": record["setup"]["ages"]["I"][0]}  # covered, top row
    path.write_text(json.dumps(record))
    code, out, err = run(capsys, "legal", str(path), "--json")
    assert code == 1 and err == ""
    error = json.loads(out)
    assert (error["error"], error["move_index"], error["rule"]) == ("illegal_move", 8, "turn.accessible")
    assert error["message"] == f"{record['setup']['ages']['I'][0]} is covered by other cards"
    code, out, err = run(capsys, "replay", str(path))
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and err.startswith("oracle: illegal move: move 8: ") and "[turn.accessible]" in err


def test_missing_and_malformed_files(tmp_path, capsys):
    code, out, err = run(capsys, "replay", str(tmp_path / "nope.json"), "--json")
    assert code == 2
    assert json.loads(out)["message"].startswith("cannot read ")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    code, _, err = run(capsys, "replay", str(bad))
    assert code == 2 and err == "oracle: invalid record: $: not valid JSON: line 1 column 2: " \
                                "Expecting property name enclosed in double quotes\n"


def test_unwritable_record_path_leaves_nothing_behind(tmp_path, capsys):
    target = tmp_path / "missing-folder" / "game.json"
    code, _, err = run(capsys, "play", "--seed", "1", "--record", str(target))
    assert code == 2
    assert err.startswith("oracle: cannot write ") and err.count("\n") == 1
    assert not (tmp_path / "missing-folder").exists()


def test_spec_lists_every_component_with_its_location(capsys):
    code, out, _ = run(capsys, "spec", "--json")
    assert code == 0
    data = json.loads(out)
    components = data["components"]
    assert len(components) == 95
    kinds = [c["kind"] for c in components]
    assert (kinds.count("card"), kinds.count("wonder"), kinds.count("progress")) == (73, 12, 10)
    lumber = components[0]
    assert lumber["name"] == "Lumber Yard" and lumber["deck"] == "I" and lumber["colour"] == "brown"
    assert lumber["source"] == "spec/duel/age_I.wdl:3:1"
    assert lumber["dsl"].startswith('card "Lumber Yard" {')
    text = run(capsys, "spec")[1]
    assert text.startswith("# spec/duel/age_I.wdl:3:1\ncard \"Lumber Yard\" {")


def test_rules_markdown_lists_every_rule(capsys):
    """`oracle rules --markdown` prints the registry; the site's rule-id page is generated from it at build time
    (tests/test_docs.py), so no committed copy can go stale."""
    code, out, _ = run(capsys, "rules", "--markdown")
    assert code == 0 and out == rules_markdown(RULES.rule_ids)
    assert all(f'<a id="{rid}"></a>`{rid}`' in out for rid in RULES.rule_ids)
    assert not (ROOT / "docs" / "rules.md").exists()
    code, out, _ = run(capsys, "rules", "--json")
    assert code == 0 and json.loads(out)["trade.price"].startswith("Each missing resource unit")


def test_usage_errors_exit_2(capsys):
    with pytest.raises(SystemExit) as info:
        main(["play", "--seed", "x"])
    assert info.value.code == 2


def test_console_script_plays_seed_one():
    """The README's main job: the installed `oracle` script plays a full game from seed 1."""
    script = Path(sys.executable).with_name("oracle")
    assert script.exists(), "the package is installed with its console script beside the interpreter"
    result = subprocess.run([str(script), "play", "--seed", "1"], capture_output=True, text=True, timeout=120,
                            check=False)
    assert result.returncode == 0 and result.stderr == ""
    assert "Game over: P0 wins on points (a civilian victory)" in result.stdout


def test_malformed_spec_is_one_line_per_problem(tmp_path, capsys):
    spec = tmp_path / "spec"
    shutil.copytree(ROOT / "spec" / "duel", spec)
    age_one = spec / "age_I.wdl"
    text = age_one.read_text(encoding="utf-8")
    line = text.splitlines().index('card "Workshop" {') + 4  # its cost line, 1-based
    age_one.write_text(text.replace("  cost papyrus\n", "  cost papirus\n", 1), encoding="utf-8")
    code, out, err = run(capsys, "--spec", str(spec), "play", "--seed", "1")
    assert code == 2 and out == ""
    assert err == f"oracle: {age_one.as_posix()}:{line}:8: unknown resource 'papirus' (did you mean 'papyrus'?)\n"
    age_one.write_text(text.replace('card "Workshop" {', 'card "Workshop" {{', 1), encoding="utf-8")
    code, _, err = run(capsys, "--spec", str(spec), "spec")
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith(f"oracle: {age_one.as_posix()}:{line - 3}:18: unexpected '{{'")


# ---- games through the registry ------------------------------------------------------------------


@pytest.mark.parametrize(("argv", "message"), [
    (["--game", "dual", "play"],
     "oracle: unknown game 'dual' (did you mean 'duel'?); known: duel, architects, classic\n"),
    (["play", "--players", "3"], "oracle: 7 Wonders Duel is played by 2 players, not 3\n"),
    (["play", "--variant", "second_printing"],
     "oracle: 7 Wonders Duel has no variant 'second_printing'; known: standard, first_printing, pantheon, "
     "agora, pantheon_agora\n"),
])
def test_a_game_variant_or_player_count_that_does_not_exist_is_one_line_with_status_2(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert (code, out, err) == (2, "", message)


def test_a_record_names_its_game(tmp_path, capsys):
    record = json.loads(write_record(tmp_path, capsys).read_text())
    bad = tmp_path / "other.json"
    bad.write_text(json.dumps({**record, "game": "classical"}))
    code, out, _ = run(capsys, "replay", str(bad), "--json")
    assert code == 2
    assert json.loads(out) == {"error": "invalid_record", "path": "$.game",
                               "message": 'expected the name of a game (duel, architects, classic), not "classical"'}


def test_play_takes_the_game_from_the_command_line(capsys):
    code, out, _ = run(capsys, "--game", "duel", "play", "--seed", "3", "--json")
    code_default, out_default, _ = run(capsys, "play", "--seed", "3", "--json")
    assert code == code_default == 0 and out == out_default
    assert json.loads(out)["status"] == "finished"


# ---- what the command line offers each game ------------------------------------------------------


def _play_help() -> str:
    """``oracle play --help`` as one line of words."""
    from oracle.cli import build_parser

    parser = build_parser()
    play = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices["play"]
    return " ".join(play.format_help().split())


def test_the_help_lists_each_games_variants_and_player_counts():
    text = _play_help()
    assert ("--variant NAME a rules variant of the game, the first its default (duel: standard, first_printing, "
            "pantheon, agora, pantheon_agora; "
            "architects: standard, two_player_literal, rhodes_pieces_1_4; classic: standard, free_city, "
            "edition2020, leaders, edition2020_leaders)") in text
    assert ("--players N the number of players (default: the least the game is played with; duel: 2; "
            "architects: 2 to 7; classic: 3 to 7, 2 with free_city)") in text
    assert ("--first-game deal the rulebook's first-game wonders instead of drafting them at random "
            "(setup.first_game); duel only") in text


@pytest.mark.parametrize(("game", "title"), [("architects", "7 Wonders Architects"), ("classic", "7 Wonders")])
@pytest.mark.parametrize("many", [False, True])
def test_an_option_a_game_does_not_have_is_refused_naming_the_games_that_have_it(capsys, game, title, many):
    argv = ["--game", game, "play", "--first-game", *(["--games", "3"] if many else [])]
    assert run(capsys, *argv) == (2, "", f"oracle: {title} has no option --first-game; only 7 Wonders Duel (duel) "
                                         "has it\n")


def test_a_shared_victory_names_every_winner(capsys):
    code, out, _ = run(capsys, "--game", "architects", "play", "--players", "5", "--seed", "104")
    lines = out.splitlines()
    assert code == 0 and lines[-9] == "Game over (a wonder is complete): P2 and P4 share the victory on points"
    assert lines[-1].split() == ["total", "36", "38", "40", "30", "40"]
    code, out, _ = run(capsys, "--game", "architects", "play", "--seed", "6")
    assert "Game over (a wonder is complete): P0 wins on points" in out.splitlines()


def test_the_architects_account_shows_the_look_and_the_card_kept(capsys):
    code, out, _ = run(capsys, "--game", "architects", "play", "--seed", "6")
    lines = out.splitlines()
    assert code == 0
    at = lines.index(" 22. P0 looks at the top 5 cards of the Ephesus deck: Red, Compass, Red with 1 Horn, Gold "
                     "and Stone")
    assert lines[at + 1:at + 3] == [
        " 23. P0 keeps Gold from the Ephesus deck; Red, Compass, Red with 1 Horn and Stone go back into it",
        " 24. P1 takes Glass from the Ephesus deck"]


def _prefix(tmp_path: Path, capsys, game: str, players: int, moves: int) -> Path:
    path = tmp_path / f"{game}.json"
    assert run(capsys, "--game", game, "play", "--players", str(players), "--seed", "5", "--record", str(path))[0] == 0
    record = json.loads(path.read_text())
    record["moves"] = record["moves"][:moves]
    path.write_text(json.dumps(record))
    return path


def test_legal_says_who_is_to_move_and_why(tmp_path, capsys):
    code, out, _ = run(capsys, "legal", str(_prefix(tmp_path, capsys, "architects", 3, 20)))
    assert code == 0 and out.splitlines()[:3] == [
        "to move: player 0",
        "why: player 0 is still carrying out their turn, first to choose a progress token; it ends when nothing "
        "is left to do [turn.actions]",
        'player 0: {"action": "choose", "token": "pile"}']
    code, out, _ = run(capsys, "legal", str(_prefix(tmp_path, capsys, "classic", 3, 0)))
    assert code == 0 and out.splitlines()[:2] == [
        "to move: players 0, 1, 2",
        "why: players 0, 1, 2 have still to commit a card this turn; everyone commits at once [turn.choose]"]
    assert out.splitlines()[2].startswith('player 0: {"action": ')
    assert out.splitlines()[-1].startswith('player 2: {"action": ')


def test_architects_replay_json_shows_what_is_left_of_the_decks_and_tokens(tmp_path, capsys):
    import oracle

    path = _prefix(tmp_path, capsys, "architects", 3, 20)
    code, out, _ = run(capsys, "replay", str(path), "--json")
    summary = json.loads(out)
    assert code == 0
    assert summary["decks"] == [{"wonder": "Ephesus", "cards": 20}, {"wonder": "Alexandria", "cards": 22},
                                {"wonder": "Olympia", "cards": 24}]
    assert summary["central"] == {"cards": 53}
    assert summary["progress"] == {"face_up": ["Urbanism", "Jewelry", "Science"], "pile": 12}
    game = oracle.load_game("architects", players=3)
    state, _ = game.replay(game.read_record(path.read_text()))
    assert "decks" not in game.protocol_state(state), "the protocol's state answer keeps its published schema"
    assert summary["to_move"] == [0] and game.protocol_state(state)["to_move"] == 0
    shared = ("game", "variant", "ruleset", "age", "outcome", "scores")    # the keys every ruleset's summary has
    assert (summary["game"], summary["variant"], summary["age"], summary["outcome"]) == (
        "architects", "standard", None, None)
    assert summary["scores"] == [sheet["total"] for sheet in game.score_sheet(state)]
    assert {k: v for k, v in summary.items() if k not in ("decks", "central", "progress", "to_move", *shared)} == \
        {k: v for k, v in game.protocol_state(state).items() if k not in ("to_move", "victory", "winners")}
