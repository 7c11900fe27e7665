"""``oracle show`` and the pictures of a Duel position (oracle.duel.picture): every position drawn is
well-formed SVG and a terminal rendering of at most 100 columns, a player's picture shows nothing
their observation hides, one position's picture holds exactly what it should, and bad input is one
line."""

from __future__ import annotations

import json
import os
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import oracle
from oracle.cli import main
from oracle.duel import picture
from oracle.picture import WIDTH
from oracle.show import drawn, example, pictures_of

SVG = "{http://www.w3.org/2000/svg}"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def parsed(text: str) -> ET.Element:
    root = ET.fromstring(text)
    assert root.tag == f"{SVG}svg"
    return root


def words(root: ET.Element) -> str:
    """Every word the picture writes: its texts and its titles (the tooltips)."""
    return "\n".join("".join(e.itertext()) for e in root.iter() if e.tag in (f"{SVG}text", f"{SVG}title"))


def of_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [e for e in root.iter() if name in (e.get("class") or "").split()]


def names(game) -> set[str]:
    """Every name of a component of the ruleset a picture could write: Duel's cards, wonders, progress
    tokens and divinities, the original game's cards and boards, Architects' cards, wonders and
    progress tokens."""
    rules = game.rules
    found = {c.name for key in ("cards", "wonders", "progress", "divinities", "tokens")
             for c in getattr(rules, key, ())}
    kinds = getattr(rules, "kinds", None)
    if isinstance(kinds, dict):         # Duel's: an expansion's kinds of component
        found |= {c.name for kind in kinds.values() for c in kind}
    return found | {b.board for b in getattr(rules, "boards", ())}


def unlabelled(written: str, game) -> str:
    """What a picture writes less its own words that a component's name is part of (the ruleset's title,
    the Pantheon's section: the card Pantheon; Agora's: the card Senate)."""
    for label in (game.ruleset_title, "The Pantheon\n", "Pantheon: ", "Pantheon decks: ", "The Senate\n", "Senate: "):
        written = written.replace(label, "")
    return written


@pytest.fixture(scope="module")
def duel():
    return oracle.load_game("duel")


@pytest.fixture(scope="module")
def pantheon():
    return oracle.load_game("duel", variant="pantheon")


def positions(game, seed: int, every: int = 10) -> list:
    """Positions of one random game: the first, every ``every``-th, the last."""
    play = game.random_game(seed)
    states = [play.initial, *(step.state for step in play.steps)]
    return states[::every] + [states[-1]]


def draws_every_view(game, state) -> None:
    """The position ``state`` drawn for each player and whole, by the picture module ``oracle show``
    finds for ``game``: well-formed SVG scaled by its viewBox, a terminal rendering of at most 100
    columns, and a player's picture writing no name their observation does not hold (view.hidden)."""
    pictures = pictures_of(game)
    for player in (*range(game.players), None):
        view = pictures.whole_view(game, state) if player is None else pictures.player_view(game, state, player)
        root = parsed(pictures.svg(game, view, "after some moves"))
        assert root.get("viewBox", "").startswith(f"0 0 {WIDTH} ") and root.get("width") is None
        rendered = pictures.text(game, view)
        assert rendered.endswith("\n") and max(map(len, rendered.splitlines())) <= 100
        if player is not None:
            assert view == game.observe(state, player)
            seen = json.dumps(view, ensure_ascii=False)
            for written in (words(root), rendered):
                assert {n for n in names(game) if n in unlabelled(written, game) and n not in seen} == set()


@pytest.mark.parametrize(("variant", "seed"), [("standard", 1), ("standard", 2), ("standard", 3),
                                               ("first_printing", 4), ("pantheon", 1), ("pantheon", 2),
                                               ("pantheon", 3), ("agora", 1), ("agora", 2), ("agora", 3),
                                               ("pantheon_agora", 1), ("pantheon_agora", 2)])
def test_random_positions_draw_as_svg_and_as_text(duel, pantheon, variant, seed):
    game = {"standard": duel, "pantheon": pantheon}.get(variant) or oracle.load_game("duel", variant=variant)
    for state in positions(game, seed):
        draws_every_view(game, state)


def after(game, seed: int, moves: int):
    play = game.random_game(seed)
    return play.steps[moves - 1].state


def test_one_position_shows_what_its_observation_holds(duel):
    state = after(duel, 3, 31)   # Age II, Player 1 to move
    view = picture.player_view(duel, state, 0)
    root = parsed(picture.svg(duel, view))
    down = of_class(root, "face-down")
    assert len(down) == 7 and len(of_class(root, "face-up")) == 12 and len(of_class(root, "empty")) == 1
    assert len(of_class(root, "accessible")) == 2
    assert {"".join(g.itertext()).split(":")[0] for g in down} == {f"slot {s}" for s in (7, 8, 9, 10, 11, 16, 17)}
    assert all("".join(t.itertext()) == "Age II" for g in down for t in g.iter(f"{SVG}text"))
    face_up = {"".join(g.find(f"{SVG}title").itertext()) for g in of_class(root, "face-up")}
    assert "slot 18: Drying Room, face up, can be taken" in face_up
    assert "slot 1: Barracks, face up" in face_up
    assert len(of_class(root, "looting")) == 4 and len(of_class(root, "pawn")) == 1
    assert len(of_class(root, "wonder")) == 8 and len(of_class(root, "built")) == 6
    assert len(of_class(root, "progress")) == 5
    text = words(root)
    assert "3 coins" in text and "2 coins" in text and "Player 0's view · Player 1 to move" in text
    # the cards face down, which the whole state names and the player's picture never does
    hidden = {duel.rules.cards[state.structure[s]].name for s in (6, 7, 8, 9, 10, 15, 16)}
    assert hidden == {"Archery Range", "Courthouse", "Sawmill", "Statue", "Customs House", "Brickyard", "Laboratory"}
    rest = text
    for shown in sorted((n for n in names(duel) if n in json.dumps(view)), key=len, reverse=True):
        rest = rest.replace(shown, "")   # The Statue of Zeus is a wonder shown, not the card Statue
    assert not {n for n in hidden if n in rest}
    whole = words(parsed(picture.svg(duel, picture.whole_view(duel, state))))
    assert all(n in whole for n in hidden)
    assert "Progress tokens in the box" in whole and "Progress tokens in the box" not in text


def test_one_position_as_text(duel):
    state = after(duel, 3, 31)
    rendered = picture.text(duel, picture.player_view(duel, state, 0), "after 31 moves")
    lines = rendered.splitlines()
    assert lines[:2] == ["7 Wonders Duel · Age II · after 31 moves", "Player 0's view · Player 1 to move"]
    assert "Can be taken: Drying Room, Dispensary" in lines
    assert sum(line.count("(   Age II  )") for line in lines) == 7
    assert "Player 0 (this view): 3 coins" in lines and "Player 1: 2 coins" in lines
    assert "  red: Stable, Garrison" in lines
    assert lines[4].split() == ["#", *["."] * 9, "@", *["."] * 7, "#"]   # the pawn one space toward Player 1


def test_the_draft_shows_the_wonders_on_offer(duel):
    state = duel.new_game(seed=1)
    view = picture.player_view(duel, state, 1)
    root = parsed(picture.svg(duel, view))
    assert len(of_class(root, "wonder")) == 4 and not of_class(root, "card")
    assert "Wonders on offer: " + ", ".join(view["wonders_on_offer"]) in picture.text(duel, view)


def test_pantheon_tokens_on_the_structure(pantheon):
    state = after(pantheon, 3, 43)
    view = picture.player_view(pantheon, state, 0)
    root = parsed(picture.svg(pantheon, view))
    tokens = [entry["token"] for entry in view["structure"] if "token" in entry]
    assert tokens == [{"kind": "offering", "value": 3}, {"kind": "offering", "value": 2}]
    assert len(of_class(root, "token")) == 2 and len(of_class(root, "pantheon-space")) == 6
    rendered = picture.text(pantheon, view)
    assert "( Age II +3 )" in rendered
    assert "Pantheon: 1 empty, 2 Zeus (P1), 3 Mars (P0), 4 Isis (P1), 5 Neptune (P1), 6 The Gate" in rendered


def test_the_rulesets_drawn(duel):
    assert drawn()[:4] == [("duel", "standard"), ("duel", "first_printing"), ("duel", "pantheon"), ("duel", "agora")]
    assert pictures_of(duel) is picture

    class Hooks:   # a ruleset playing an expansion that draws no part of the picture
        names = ("pantheon", "toy")

        def table(self, point):
            return duel.expansions_of("pantheon").table(point)

    class Toy:
        @staticmethod
        def expansions_of(variant):
            return Hooks()

    assert picture.draws(type(duel), "pantheon") and not picture.draws(Toy, "toy")


# ---- the command ---------------------------------------------------------------------------------------

@pytest.fixture()
def record(tmp_path, capsys) -> Path:
    path = tmp_path / "game.json"
    assert run(capsys, "play", "--seed", "5", "--record", str(path))[0] == 0
    return path


def test_show_prints_the_end_of_the_game_whole(record, capsys):
    code, out, err = run(capsys, "show", str(record))
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "7 Wonders Duel · Age III · after 74 moves"
    assert lines[1] == "the whole state · game over: Player 1 wins (civilian)"
    assert "Age III: every card of the structure is taken" in lines
    assert "Progress tokens in the box: Mathematics, Architecture, Economy, Law" in lines
    assert max(map(len, lines)) <= 100


def test_show_a_players_view_after_some_moves(record, capsys):
    code, out, _ = run(capsys, "show", str(record), "--after", "40", "--player", "1")
    assert code == 0
    assert out.splitlines()[:2] == ["7 Wonders Duel · Age II · after 40 moves", "Player 1's view · Player 1 to move"]
    assert "Can be taken: Caravansery, School, Sawmill" in out.splitlines()
    assert max(map(len, out.splitlines())) <= 100
    code, out, _ = run(capsys, "show", str(record), "--after", "0")
    assert code == 0 and "the wonder draft · after 0 moves" in out


def test_show_writes_svg(record, tmp_path, capsys):
    target = tmp_path / "position.svg"
    target.write_text("old")
    code, out, err = run(capsys, "show", str(record), "--after", "40", "--player", "0", "--svg", str(target))
    assert code == 0 and err == "" and out == f"wrote {target}\n"
    root = parsed(target.read_text(encoding="utf-8"))
    assert "Player 0's view" in words(root)
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []   # no temporary file left


@pytest.mark.parametrize(("argv", "status", "message"), [
    (["--after", "75"], 2, "oracle: --after: the record holds 74 moves, not 75; give at most 74"),
    (["--player", "2"], 2, "oracle: --player must be a seat of 7 Wonders Duel for 2 players: a whole number "
                           "from 0 to 1, not 2"),
    (["--game", "classic"], 2, 'oracle: invalid record: $.game: expected "classic" (--game classic), not "duel"'),
])
def test_show_refuses_bad_options_in_one_line(record, capsys, argv, status, message):
    code, out, err = run(capsys, "show", str(record), *argv)
    assert (code, out, err) == (status, "", message + "\n")


def test_show_refuses_a_bad_record_at_its_json_path(record, tmp_path, capsys):
    data = json.loads(record.read_text())
    data["moves"][3] = {"action": "nonsense"}
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(data))
    code, out, err = run(capsys, "show", str(broken))
    assert code == 2 and out == "" and err.startswith("oracle: invalid record: $.moves[3]") and err.count("\n") == 1
    code, _, err = run(capsys, "show", str(tmp_path / "missing.json"))
    assert code == 2 and err.startswith("oracle: invalid record: $: cannot read ") and err.count("\n") == 1


@pytest.mark.parametrize("option", ["--svg", "--html"])
def test_show_never_writes_through_a_link_or_over_a_folder(record, tmp_path, capsys, option):
    kept = tmp_path / "kept.txt"
    kept.write_text("kept")
    link = tmp_path / "link.out"
    os.symlink(kept, link)
    code, _, err = run(capsys, "show", str(record), option, str(link))
    assert code == 2 and "is a symbolic link" in err and err.count("\n") == 1
    assert kept.read_text() == "kept"
    code, _, err = run(capsys, "show", str(record), option, str(tmp_path))
    assert code == 2 and err == f"oracle: cannot write {tmp_path}: it is a directory\n"


def test_only_the_moves_shown_are_replayed(record, tmp_path, capsys):
    data = json.loads(record.read_text())
    data["moves"][50] = data["moves"][0]   # a wonder pick in Age II: illegal
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(data))
    assert run(capsys, "show", str(broken), "--after", "50")[0] == 0
    code, out, err = run(capsys, "show", str(broken), "--after", "51")
    assert code == 1 and out == "" and err.startswith("oracle: illegal move: move 50: ") and err.count("\n") == 1


def test_the_docs_example_is_the_commands_picture(record, tmp_path, capsys):
    target = tmp_path / "position.svg"
    assert run(capsys, "show", str(record), "--after", "40", "--player", "1", "--svg", str(target))[0] == 0
    assert example("duel", 5, 40, 1) == target.read_text(encoding="utf-8")
    assert example("duel", 5, 40, 1, as_text=True) == run(capsys, "show", str(record), "--after", "40",
                                                           "--player", "1")[1]


def test_agoras_senate_and_conspiracies_in_the_picture():
    agora = oracle.load_game("duel", variant="agora")
    state = after(agora, 3, 61)    # Age II, the Senate partly held, player 0's Turn of Events triggered
    view = picture.player_view(agora, state, 0)
    root = parsed(picture.svg(agora, view))
    chambers = of_class(root, "agora-chamber")
    assert len(chambers) == 6
    assert "".join(chambers[1].find(f"{SVG}title").itertext()) == (
        "Chamber 2 (left, 2 points): cubes 0 of player 0, 1 of player 1, controlled by player 1; "
        "Decrees: Opponent's Chains")
    rendered = picture.text(agora, view).splitlines()
    player_1 = rendered.index("Player 1: 8 coins")
    assert rendered.index("  no colour: Conspirator 3") < rendered.index(
        "  conspiracies: Turn of Events (triggered)") < player_1
    assert rendered[-2:] == ["  no colour: Conspirator 6, Left Politician 2", "  conspiracies: none"]
