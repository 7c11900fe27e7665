"""Spec values the checks accept must play: a spec folder (``oracle --spec DIR``) whose numbers the
validation lets through gives games that play to the end and whose records read back; a number
the engine or the record format cannot carry is refused at load, with ``file:line:col``.

And the files a variant needs are read like every spec file: a variant's component file that is
missing, a FIFO, a folder or behind a loop of links is a spec error (exit 2), never the standard
rules played instead.  Whatever a spec's author writes, a message echoes it bounded.
"""

from __future__ import annotations

import os
import re
import shutil
import tomllib
from pathlib import Path

import pytest

import oracle
from oracle.cli import main
from oracle.core.registry import game_class
from oracle.core.spec import TomlFile
from oracle.errors import GameChoiceError, SpecError
from oracle.resources import display_path, spec_dir


def copy_spec(tmp_path: Path, name: str) -> Path:
    folder = tmp_path / name
    shutil.copytree(spec_dir(name), folder)
    return folder


def edit(path: Path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) >= count, old
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def where(path: Path, start: str, column: int = 1) -> str:
    """``file:line:col`` of the first line of ``path`` that starts with ``start``."""
    line = next(i for i, text in enumerate(path.read_text().split("\n"), 1) if text.startswith(start))
    return f"{display_path(path)}:{line}:{column}"


def problems(folder: Path, name: str, **load) -> list[str]:
    with pytest.raises(SpecError) as caught:
        oracle.load_game(name, spec=str(folder), **load)
    return [str(p) for p in caught.value.problems]


# ---- A. values the checks let through, and the engine or the record format could not carry ---------------

@pytest.mark.parametrize("deck_players", [4, 5, 6, 7])
def test_the_free_city_is_dealt_the_cards_of_three_players_only(tmp_path, capsys, deck_players):
    """free_city.deck_players was allowed from 3 to 7; with 4 or more a Free City game ended in an
    internal error (status 3) at its first deal."""
    spec = copy_spec(tmp_path, "classic")
    edit(spec / "game.toml", "deck_players = 3 ", f"deck_players = {deck_players} ")
    message = (f"{where(spec / 'game.toml', 'deck_players')}: free_city.deck_players must be 3 (the 2 players and "
               f"the Free City are dealt a hand each), not {deck_players}")
    assert problems(spec, "classic", variant="free_city", players=2) == [message]
    assert main(["--game", "classic", "--spec", str(spec), "play", "--variant", "free_city"]) == 2
    assert capsys.readouterr().err == f"oracle: {message}\n"


def test_the_free_citys_deck_must_be_one_the_age_decks_are_made_for(tmp_path):
    spec = copy_spec(tmp_path, "classic")
    edit(spec / "game.toml", "min_players = 3", "min_players = 4")
    found = problems(spec, "classic", players=4)
    assert (f"{where(spec / 'game.toml', 'deck_players')}: free_city.deck_players (3) must be a number of players "
            "the Age decks are made for: game.min_players is 4") in found


def test_a_deck_holds_at_most_the_cards_a_reshuffle_order_can_order(tmp_path):
    """A wonder's deck of 101 cards made records whose reshuffle orders the record format refuses."""
    spec = copy_spec(tmp_path, "architects")
    edit(spec / "game.toml", "Alexandria    = [2, 2,", "Alexandria    = [78, 2,")
    assert problems(spec, "architects") == [
        f"{where(spec / 'game.toml', 'Alexandria    =')}: deck Alexandria holds 101 cards; a deck holds at most 100 "
        "(a reshuffle order of a record orders at most 100 cards)"]


@pytest.mark.parametrize(("key", "old", "message"), [
    ("identical", "identical = 2 ", "science.identical must be a whole number from 2 to 3 (a trade of a record "
                                    "lists at most 3 cards), not 4"),
    ("different", "different = 3 ", "science.different must be a whole number from 2 to 3 (at most the number of "
                                     "science symbols; a trade of a record lists at most 3 cards), not 4"),
])
def test_a_trade_asks_for_at_most_three_cards(tmp_path, key, old, message):
    """science.identical was allowed up to 10: a trade of 4 cards made records the record format refuses."""
    spec = copy_spec(tmp_path, "architects")
    edit(spec / "game.toml", old, old.replace(old.split()[-1], "4"))
    if key == "different":   # four symbols, so that only the record's bound refuses 4
        edit(spec / "game.toml", 'science_symbols = ["compass", "gear", "tablet"]',
             'science_symbols = ["compass", "gear", "tablet", "wheel"]')
    assert problems(spec, "architects") == [f"{where(spec / 'game.toml', key)}: {message}"]


def test_a_wonder_piece_costs_at_most_four_resources(tmp_path):
    spec = copy_spec(tmp_path, "architects")
    path = spec / "wonders.wdl"
    text = path.read_text()
    at = text.index("cost 4 different resources", text.index('wonder "Rhodes"'))
    path.write_text(text[:at] + "cost 5" + text[at + len("cost 4"):])
    line = text[:at].count("\n") + 1
    column = at - text.rfind("\n", 0, at)
    assert problems(spec, "architects") == [
        f"{display_path(path)}:{line}:{column}: a wonder piece costs at most 4 resources (a build of a record lists "
        "at most 4 cards), not 5"]


@pytest.mark.parametrize("number", [0, 6, 9])
def test_a_wonders_pieces_are_numbered_in_order_up_to_five(tmp_path, number):
    """Rhodes's 'stage 5' renumbered: 0 was an internal error at load, 9 one in play."""
    spec = copy_spec(tmp_path, "architects")
    path = spec / "wonders.wdl"
    text = path.read_text()
    at = text.index("stage 5", text.index('wonder "Rhodes"'))
    path.write_text(text[:at] + f"stage {number}" + text[at + len("stage 5"):])
    line = text[:at].count("\n") + 1
    column = at - text.rfind("\n", 0, at)
    assert problems(spec, "architects") == [
        f"{display_path(path)}:{line}:{column}: wonder 'Rhodes': stage {number} is its piece 5; a wonder's pieces are "
        "numbered 1, 2, ... in the order written, at most 5 (a build of a record names a piece from 1 to 5)"]


def test_a_token_makes_one_card_count_as_more(tmp_path):
    """'count 2 yellow cards as 3 resources' was accepted, and the engine boosted one card."""
    spec = copy_spec(tmp_path, "architects")
    path = spec / "progress.wdl"
    edit(path, "count 1 yellow card as 2 resources", "count 2 yellow cards as 3 resources")
    line = next(i for i, text in enumerate(path.read_text().split("\n"), 1) if "count 2 yellow" in text)
    assert problems(spec, "architects") == [
        f"{display_path(path)}:{line}:18: count 2 yellow cards as 3 resources: a token makes one card count as more "
        "(count 1 yellow card as N resources)"]


@pytest.mark.parametrize("units", [3, 9])
def test_a_card_counting_as_more_than_two_resources_plays(tmp_path, units):
    """'count 1 yellow card as 9 resources' was accepted, and a game stopped with nothing legal to do
    (the check that a piece can be paid for let a boosted card give more units than were missing)."""
    spec = copy_spec(tmp_path, "architects")
    edit(spec / "progress.wdl", "count 1 yellow card as 2 resources", f"count 1 yellow card as {units} resources")
    game = oracle.load_game("architects", players=2, spec=str(spec))
    for seed in range(8):
        play = game.random_game(seed)
        assert play.final.outcome is not None
        assert all(len(game.legal_actions(step.state)) > 0 for step in play.steps if step.state.outcome is None)


def test_a_player_keeps_one_of_the_cards_looked_at(tmp_path):
    """'keep 2 of top 5' was accepted, and the engine kept one card."""
    spec = copy_spec(tmp_path, "architects")
    path = spec / "wonders.wdl"
    edit(path, "keep 1 of top 5", "keep 2 of top 5", count=2)
    lines = [i for i, text in enumerate(path.read_text().split("\n"), 1) if "keep 2 of top 5" in text]
    assert problems(spec, "architects") == [
        f"{display_path(path)}:{line}:17: keep 2 of top 5: a player keeps one of the cards looked at "
        "(keep 1 of top N)" for line in lines]


def test_the_wonders_hold_at_most_twenty_looks(tmp_path):
    """Each 'keep 1 of top N' of a wonder in play takes a reshuffle order; a record holds 20."""
    spec = copy_spec(tmp_path, "architects")
    path = spec / "wonders.wdl"
    text = path.read_text()
    clause = "\n    when built: keep 1 of top 5 cards of left or right deck"
    text, added = re.subn(r"(\n    cost \d (?:different|identical) resources)", r"\1" + clause, text)
    path.write_text(text)
    assert added == 35
    found = problems(spec, "architects")
    assert len(found) == 1 and found[0].endswith(
        "the wonders hold 37 'keep 1 of top N' effects; at most 20 (a record holds at most 20 reshuffle orders)")


def test_a_spec_for_fewer_players_refuses_the_others(tmp_path):
    """A spec folder written for 2 to 5 players: a game of 6 was an internal error (a KeyError)."""
    spec = copy_spec(tmp_path, "architects")
    edit(spec / "game.toml", "max_players = 7", "max_players = 5")
    edit(spec / "game.toml", "\n6 = 6\n7 = 6\n", "\n")
    with pytest.raises(GameChoiceError) as caught:
        oracle.load_game("architects", players=6, spec=str(spec))
    assert str(caught.value) == (f"the spec of 7 Wonders Architects ({display_path(spec / 'game.toml')}) is for 2 to 5 "
                                 "players, not 6")
    assert oracle.load_game("architects", players=5, spec=str(spec)).random_game(1).final.outcome is not None


# ---- A. the class: both ends of every range the checks state play ----------------------------------------

def _numbers(data: dict, prefix: tuple = ()) -> list[tuple[str, ...]]:
    """Every whole number of a game.toml that is a value of its own (not in a list), by its key."""
    found = []
    for key, value in data.items():
        if isinstance(value, dict):
            found += _numbers(value, (*prefix, key))
        elif type(value) is int:
            found.append((*prefix, key))
    return found


def _set(text: str, t: TomlFile, key: tuple[str, ...], value: int) -> str:
    """``text`` with the number at ``key`` (a plain or an inline-table value) replaced by ``value``."""
    line, _ = t.where(".".join(key))
    if not line:
        line, _ = t.where(".".join(key[:-1]))
    lines = text.split("\n")
    source = lines[line - 1]
    inline = re.search(r"(?<![\w\"])" + re.escape(key[-1]) + r"\s*=\s*(-?\d+)", source.split("#")[0])
    span = inline.span(1) if inline else None
    if span is None or ("{" not in source and not source.lstrip().startswith(key[-1])):
        value_at = re.search(r"=\s*(-?\d+)", source)
        assert value_at, source
        span = value_at.span(1)
    lines[line - 1] = source[:span[0]] + str(value) + source[span[1]:]
    changed = "\n".join(lines)
    node = tomllib.loads(changed)
    for part in key:
        node = node[part]
    assert node == value, (key, lines[line - 1])
    return changed


def _spec_with(tmp_path: Path, name: str, text: str) -> Path:
    """A copy of the bundled spec with ``text`` as its game.toml, in a folder of its own (a spec
    folder is loaded once per process)."""
    folder = tmp_path / f"{name}-{len(list(tmp_path.iterdir()))}"
    shutil.copytree(spec_dir(name), folder)
    (folder / "game.toml").write_text(text)
    return folder


def _range(tmp_path: Path, name: str, key: tuple[str, ...], text: str, t: TomlFile) -> tuple[int, int] | None:
    """The range the checks state for ``key``: what they say when it is far out of range."""
    folder = _spec_with(tmp_path, name, _set(text, t, key, -10**9))
    dotted = ".".join(key)
    try:
        oracle.load_game(name, spec=str(folder))
    except SpecError as error:
        for problem in error.problems:
            found = re.search(re.escape(dotted) + r" must be (?:a whole number from ([\d,-]+) to ([\d,-]+)|(-?\d+))",
                              problem.message)
            if found:
                if found.group(3):
                    return int(found.group(3)), int(found.group(3))
                return int(found.group(1).replace(",", "")), int(found.group(2).replace(",", ""))
    return None


@pytest.mark.parametrize("name", ["duel", "architects", "classic"])
def test_both_ends_of_every_range_the_checks_state_play_or_are_refused_with_a_position(tmp_path, name):
    """Each whole number of game.toml set to the least and the most its check allows: the spec is
    refused (the value does not fit another one) with file:line:col, or every variant plays a game at
    its least and most players to the end, and the game's record reads back to the same end."""
    text = (spec_dir(name) / "game.toml").read_text()
    t = TomlFile(tomllib.loads(text), "game.toml", text)
    cls = game_class(name)
    checked = 0
    for key in _numbers(t.data):
        bounds = _range(tmp_path, name, key, text, t)
        if bounds is None:
            continue
        for value in sorted(set(bounds)):
            folder = _spec_with(tmp_path, name, _set(text, t, key, value))
            for variant in cls.variants:
                counts = cls.counts_for(variant)
                for players in sorted({counts[0], counts[-1]}):
                    try:
                        game = oracle.load_game(name, variant=variant, players=players, spec=str(folder))
                    except SpecError as error:
                        assert error.first.line > 0, (key, value, str(error))
                        continue
                    except GameChoiceError:   # the spec is now for fewer players
                        continue
                    play = game.random_game(1)
                    assert play.final.outcome is not None
                    record = game.record(play.initial.setup, play.moves, play.movers)
                    final, _ = game.replay(game.read_record(oracle.core.jsonio.dumps(game.record_to_json(record))))
                    assert final == play.final, (key, value, variant, players)
                    checked += 1
    assert checked > 20


# ---- B. the files a variant needs -------------------------------------------------------------------------

@pytest.mark.parametrize("kind", ["missing", "fifo", "folder", "loop", "dangling"])
def test_a_variants_component_file_is_read_strictly(tmp_path, capsys, kind):
    spec = copy_spec(tmp_path, "architects")
    path = spec / "variants" / "rhodes_pieces_1_4.wdl"
    path.unlink()
    expected = {"missing": "cannot read: the file is missing; the variant rhodes_pieces_1_4 takes its components "
                           "from it",
                "fifo": "is not a regular file (a device, a FIFO or a socket); a spec file must be a file",
                "folder": "is a folder, not a spec file",
                "loop": "cannot read: Too many levels of symbolic links",
                "dangling": "cannot read: No such file or directory"}[kind]
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "loop":
        shutil.rmtree(spec / "variants")
        (spec / "variants").symlink_to(spec / "variants")
    elif kind == "dangling":
        path.symlink_to(spec / "nowhere.wdl")
    assert problems(spec, "architects", variant="rhodes_pieces_1_4") == [f"{display_path(path)}: {expected}"]
    assert main(["--game", "architects", "--spec", str(spec), "play", "--variant", "rhodes_pieces_1_4"]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", f"oracle: {display_path(path)}: {expected}\n")
    if kind != "loop":   # the standard rules and a variant of the rules need no file of their own
        assert oracle.load_game("architects", spec=str(spec)).random_game(1).final.outcome is not None
        assert oracle.load_game("architects", variant="two_player_literal", spec=str(spec)) is not None


def test_a_variant_played_by_a_rule_of_the_engine_needs_no_file():
    from oracle.architects.rules.battle import STANDARD, TWO_PLAYER_LITERAL
    from oracle.architects.spec import RULE_VARIANTS

    assert set(RULE_VARIANTS) == {STANDARD, TWO_PLAYER_LITERAL}
    needing = [v for v in game_class("architects").variants if v not in RULE_VARIANTS]
    assert needing == ["rhodes_pieces_1_4"]
    assert all((spec_dir("architects") / "variants" / f"{v}.wdl").is_file() for v in needing)


# ---- C. what a spec's author writes is echoed bounded ------------------------------------------------------

def test_a_huge_board_name_is_echoed_cut(tmp_path):
    spec = copy_spec(tmp_path, "classic")
    name = "Z" * 50_000
    edit(spec / "game.toml", 'Rhodes = ["Rhodes A", "Rhodes B"]', f'Rhodes = ["Rhodes A", "Rhodes B"]\n{name} = 1')
    found = problems(spec, "classic")
    assert found[0] == (f"{where(spec / 'game.toml', 'ZZZ')}: boards.'{'Z' * 120}'… (49,880 more characters) must "
                        "name the board's side A and side B, not 1")
    assert max(len(p) for p in found) < 400


def test_a_huge_rule_id_is_echoed_cut(tmp_path):
    spec = copy_spec(tmp_path, "classic")
    rule = "a." + "z" * 50_000
    path = spec / "rules.toml"
    path.write_text(path.read_text() + f'"{rule}" = 7\n')
    found = problems(spec, "classic")
    assert found == [f"{display_path(path)}:{path.read_text().count(chr(10))}:1: rule '{rule[:120]}'… (49,882 more "
                     "characters): the summary must be one line of printable text of at most 1000 characters, not 7"]


def test_a_huge_variant_name_is_echoed_cut(tmp_path):
    spec = copy_spec(tmp_path, "architects")
    name = "v" * 50_000
    edit(spec / "game.toml", "\n# ---- words the component files may use", f"\n{name} = 3\n\n# ---- words")
    found = problems(spec, "architects")
    assert len(found) == 1 and max(len(p) for p in found) < 400
    assert found[0].endswith(f": 'variants.{'v' * 111}'… (49,889 more characters) must be one line of printable "
                             "text of at most 1000 characters, not 3")
