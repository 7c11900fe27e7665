"""The worked examples of the Architects rules chapter, computed by the engine: their key numbers,
the chapter using each of them, and the build stopping on an example name no game knows."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pytest

from oracle.architects.docs.site import Site

ROOT = Path(__file__).resolve().parents[2]
SITE = Site.load(ROOT)
CHAPTER = (ROOT / "docs" / "architects" / "rules" / "index.md").read_text(encoding="utf-8")


def example(name: str) -> list[str]:
    return SITE.example(name, lambda component: component).splitlines()


def test_gold_pays_only_for_a_missing_resource():
    assert example("payments")[-1].startswith("Gold only fills a gap: for piece 2 the engine never offers Wood + Gold")


def test_a_battle_at_two_players_wins_one_token_for_more_shields_and_two_for_twice_as_many():
    lines = example("battle")
    assert lines[6:12] == ["| 1 | 0 | 1 | 0 |", "| 2 | 1 | 2 | 0 |", "| 3 | 2 | 1 | 0 |", "| 2 | 0 | 2 | 0 |",
                           "| 4 | 2 | 2 | 0 |", "| 2 | 2 | 0 | 0 |"]


def test_a_battle_at_five_players_compares_both_neighbours_and_discards_the_horned_cards():
    lines = example("battle")
    rows = [line.split(" | ") for line in lines[17:22]]
    assert [(r[3], r[4], r[5]) for r in rows] == [("3", "1 and 3", "1"), ("1", "2 and 3", "0"), ("2", "0 and 1", "2"),
                                                  ("0", "3 and 2", "0"), ("3", "3 and 0", "1")]
    assert [r[6] for r in rows] == ["Red, Red |", "none |", "Red, Red |", "none |", "Red |"]
    assert lines[23].startswith("Conflict tokens on their battle side afterwards: 0.")


def test_the_cat_moves_to_its_taker_and_only_its_holder_sees_the_central_top():
    lines = example("cat")
    assert lines[4:9] == [
        "| 1 | seat 0 | nobody | hidden | Blue with Cat | seat 0 |",
        "| 2 | seat 1 | seat 0 | hidden | Blue with Cat | seat 1 |",
        "| 3 | seat 2 | seat 1 | hidden | Blue | seat 1 |",
        "| 4 | seat 0 | seat 1 | hidden | Wood | seat 1 |",
        "| 5 | seat 1 | seat 1 | Paper | Paper | seat 1 |"]
    assert lines[10] == "At the end, the cat is worth 0 to seat 0, 2 to seat 1 and 0 to seat 2."


def test_two_matching_or_three_different_science_cards_are_traded_for_a_token():
    lines = example("science-trade")
    assert lines[4:8] == ["| Compass | none: the turn passes |", "| Tablet | Tablet + Tablet |",
                          "| Compass, Gear | Compass + Gear + Tablet |",
                          "| Compass, Gear, Tablet | Compass + Gear + Tablet; Tablet + Tablet |"]
    assert "the two Tablets go to the discard pile (2 cards there), seat 0 holds Architecture" in lines[9]
    assert "the face-up tokens are now Tactics, Culture and Decoration, and seat 1 is to move." in lines[9]


def test_a_tokens_extra_card_is_owed_once_a_turn():
    lines = example("extra-card")
    assert "from the central deck, Babylon's deck or Giza's deck" in lines[2]
    assert "(seat 0 is still to move)" in lines[2]
    assert lines[3].endswith("seat 1 is to move, and seat 0 holds 2 Wood.")


def test_the_chapter_uses_every_example_once():
    used = re.findall(r"<!-- oracle-example: ([a-z0-9-]+) -->", CHAPTER)
    assert sorted(used) == ["battle", "cat", "extra-card", "payments", "science-trade"]


def test_an_unknown_example_stops_the_build_with_its_name_and_page():
    from mkdocs.exceptions import PluginError

    from oracle.docs import hooks

    config = {"config_file_path": str(ROOT / "mkdocs.yml"), "nav": []}
    hooks.on_config(config)
    page = SimpleNamespace(file=SimpleNamespace(src_uri="architects/rules/index.md"))
    with pytest.raises(PluginError) as info:
        hooks.on_page_markdown("<!-- oracle-example: payment -->\n", page, config, None)
    assert str(info.value) == "architects/rules/index.md: unknown worked example 'payment'"
    with pytest.raises(KeyError):
        SITE.example("payment", lambda component: component)
