"""Engine bugs found while building the property suite, each pinned as a concrete case."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest

from oracle.duel.record import parse_record, setup_to_json
from oracle.duel.ruleset import load_ruleset_from
from oracle.errors import InvalidRecordError, SpecError
from oracle.resources import spec_dir
from tests.support import GAME, RULES, build, city, position


@pytest.mark.parametrize("player", [0, 1])
def test_a_push_across_two_looting_zones_takes_the_nearer_token_first(player):
    """military.looting: the pawn enters the 2-coin zone before the 5-coin zone, on either side.

    Strategy + Arsenal move the pawn 4 spaces, from 2 to 6 spaces into the opponent's half; the
    victim has 6 coins: 2 go to the first token, then 4 (not 5) to the second.  The engine used
    to take the tokens in track order, which is nearest-first on player 1's side only, so player 0
    was looted 5 then 1.  Found while writing the military invariant's model of the track; random
    games almost never make this push, so test_positions.py walks the whole track exhaustively.
    """
    victim = 1 - player
    cities = [city(), city()]
    cities[player] = city(progress=["Strategy"])
    coins = [40, 40]
    coins[victim] = 6
    step = build(position(cities=cities, coins=coins, pawn=2 if player == 0 else -2, to_move=player, age=3,
                          available=["Arsenal", "Lumber Yard"]), "Arsenal")
    looted = [(e.player, e.token, e.lost) for e in step.events if e.kind == "looting"]
    assert looted == [(victim, 2, 2), (victim, 5, 4)]
    assert step.state.coins[victim] == 0
    assert step.state.pawn == (6 if player == 0 else -6)


MALFORMED_GAME_FILES = [
    ("[[military.zones]]\nfrom = 1\n", "[[military.zones]]\n"),                       # a zone without 'from'
    ("\nfrom = 3\n", '\nfrom = "three"\n'),                                           # a distance as a word
    ("looting = 5", "looting = []"),                                                  # looting coins as a list
    ("cards = { I = 23, II = 23, III = 20, guild = 7 }", 'cards = "73"'),            # counts as a word
    ("wonders = 12", "wonders = [12]"),
    ('counted_colours = ["brown", "grey"]', 'counted_colours = ["brown", "gray"]'),  # an unknown colour
    ('first = ["The Pyramids",', 'first = 3\nx = ["The Pyramids",'),                  # first-game wonders not a list
    ("face_up_rows = [1, 3, 5]\n\n[layouts.II]", "face_up_rows = [[1], 3, 5]\n\n[layouts.II]"),
    ("rows = [[5, 7], [4, 6, 8], [3, 5, 7, 9], [2, 4, 6, 8, 10], [1, 3, 5, 7, 9, 11]]", 'rows = ["5, 7"]'),
]


@pytest.mark.parametrize(("old", "new"), MALFORMED_GAME_FILES,
                         ids=["zone-without-from", "distance-as-word", "looting-as-list", "counts-as-word",
                              "wonder-count-as-list", "unknown-counted-colour", "first-game-not-a-list",
                              "nested-face-up-rows", "rows-as-words"])
def test_a_malformed_game_file_is_one_spec_error(old, new):
    """The loader raised KeyError, TypeError, ValueError or AttributeError on these; found by
    test_spec_loading.py.  Each must be a SpecError naming game.toml, as the README promises."""
    files = {p.name: p.read_text(encoding="utf-8") for p in spec_dir("duel").iterdir() if p.is_file()}
    assert old in files["game.toml"]
    files["game.toml"] = files["game.toml"].replace(old, new, 1)
    with tempfile.TemporaryDirectory() as folder:
        for name, text in files.items():
            (Path(folder) / name).write_text(text, encoding="utf-8")
        with pytest.raises(SpecError) as info:
            load_ruleset_from(Path(folder))
    assert [Path(p.file).name for p in info.value.problems] == ["game.toml"]


@pytest.mark.parametrize("kind", [[], {}, ["build"]])
def test_a_move_whose_action_is_not_a_word_is_an_invalid_record(kind):
    """record.action_from_json looked the action up in a dict and raised TypeError (unhashable)
    for a list or an object; found by test_records.py under the nightly profile."""
    record = {"game": "duel", "setup": setup_to_json(RULES, GAME.setup_from_seed(1)),
              "moves": [{"action": kind, "wonder": "The Pyramids"}]}
    with pytest.raises(InvalidRecordError) as info:
        parse_record(RULES, json.dumps(record))
    assert info.value.path == "$.moves[0].action"
