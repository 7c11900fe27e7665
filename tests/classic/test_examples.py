"""The worked examples of the rules chapter, computed by the engine: their key numbers, and the
build stopping on an example name no game knows."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from oracle.classic.docs.site import Site

ROOT = Path(__file__).resolve().parents[2]
SITE = Site.load(ROOT)


def example(name: str) -> list[str]:
    return SITE.example(name, lambda component: component).splitlines()


def test_the_rulebooks_second_trading_example_pays_the_seller_eight_coins():
    lines = example("trading-sold-twice")
    assert lines[4:7] == ["| Giza A | 3 | 0 + 0 | 11 |", "| Rhodes A | 6 | 0 + 4 | 2 |",
                          "| Babylon A | 6 | 4 + 0 | 2 |"]
    assert "receives 8 coins" in lines[8]


def test_the_rulebooks_third_trading_example_spends_the_coins_of_a_sale_only_next_turn():
    lines = example("trading-coins-held")
    assert "holds 1 coin: the engine offers it only to discard the Forum." in lines[2]
    assert "(2 + 2)" in lines[3]
    assert "ends the turn with 6 coins; only in the next turn does the engine offer it the Forum, paying 2 + 0." \
        in lines[4]


def test_trading_posts_and_the_marketplace_lower_the_price_to_one_coin():
    assert example("trade-discount")[4:10] == [
        "| Barracks | none | 0 + 2; 2 + 0 |",
        "| Barracks | West Trading Post | 1 + 0; 0 + 2 |",
        "| Barracks | East Trading Post | 0 + 1; 2 + 0 |",
        "| Barracks | West Trading Post, East Trading Post | 0 + 1; 1 + 0 |",
        "| Workshop | none | 0 + 2; 2 + 0 |",
        "| Workshop | Marketplace | 0 + 1; 1 + 0 |"]


def test_babylons_last_card_comes_before_the_discards_and_halicarnassus_searches_last():
    lines = example("last-cards")
    assert lines[2].startswith("1. Babylon B (`last_card`) plays its last card")
    assert lines[3] == ("2. No decision: the other players' last cards go to the discard pile, for no coins: "
                        "Theater and Pawnshop.")
    assert lines[4].startswith("3. Halicarnassus A (`discard_build`) searches the discard pile: the engine offers "
                               "Altar, Pawnshop and Theater or nothing")
    assert "Age III is dealt" in lines[6]


def test_conflicts_at_three_and_at_seven_players():
    lines = example("conflict-tables")
    three = [line.split(" | ")[-2:] for line in lines[6:9]]
    assert three == [["+1, +1", "+2 |"], ["-1", "-1 |"], ["-1", "-1 |"]]
    seven = [line.split(" | ")[-2:] for line in lines[14:21]]
    assert seven == [["+5, +5", "+10 |"], ["-1, -1", "-2 |"], ["+5, +5", "+10 |"], ["-1, -1", "-2 |"],
                     ["+5", "+5 |"], ["none", "+0 |"], ["-1", "-1 |"]]
    assert lines[14].startswith("| 0 | Alexandria A | Fortifications, Walls | 5 | seat 1 (1) | seat 6 (3) |")


def test_the_score_sheet_with_science_of_choice_and_guilds():
    lines = example("score-sheet")
    table = {line.split(" | ")[0]: line.split(" | ")[1:] for line in lines if line.startswith("| ")}
    assert table["| conflict tokens"] == ["3", "9", "-1 |"]
    assert table["| science"] == ["31", "0", "0 |"]
    assert table["| guilds"] == ["5", "7", "6 |"]
    assert table["| **total**"] == ["**50**", "**36**", "**27** |"]
    assert lines[-1].endswith("counted as 2 compass. That makes 3² + 2² + 2² and 2 full sets × 7: 31 points.")


def test_the_free_citys_turn_plays_its_card_first_and_passes_the_card():
    lines = example("free-city-turn")
    assert "8 cards against 7 for seat 1" in lines[0]
    assert lines[3].startswith("2. Seat 0 chooses for the Free City (Ephesus A) and builds the Scriptorium. "
                               "The engine offers the Free City 7 moves")
    assert lines[6].startswith("The cards are carried out in this order: Ephesus A (Scriptorium), Giza A (Lumber "
                               "Yard) and Rhodes A (Glassworks).")
    assert "seat 1 holds it for turn 2, with 7 cards in hand once it has drawn, and the Free City's pile holds 5." \
        in lines[6]


def test_an_unknown_example_stops_the_build_with_its_name_and_page():
    from mkdocs.exceptions import PluginError

    from oracle.docs import hooks

    config = {"config_file_path": str(ROOT / "mkdocs.yml"), "nav": []}
    hooks.on_config(config)
    page = SimpleNamespace(file=SimpleNamespace(src_uri="classic/rules/index.md"))
    with pytest.raises(PluginError) as info:
        hooks.on_page_markdown("<!-- oracle-example: trade-bargain -->\n", page, config, None)
    assert str(info.value) == "classic/rules/index.md: unknown worked example 'trade-bargain'"
    with pytest.raises(KeyError):
        SITE.example("trade-bargain", lambda component: component)
