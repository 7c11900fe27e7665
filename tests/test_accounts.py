"""The readable account of a game (``oracle play``, ``oracle replay``): one voice for every ruleset.

The layout is the family core's (:mod:`oracle.core.account`), so every ruleset, present and future,
is checked by construction over :func:`~oracle.core.registry.every_ruleset`; each game's sentences
are pinned on one fixed game each, the lines checked against the events of their moves.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

import pytest

import oracle
from oracle.core import account as words
from oracle.core.registry import every_ruleset, game_class

NUMBERED = re.compile(r"^ *(\d+)\. (.*)$")


def played(name: str, variant: str, players: int, seed: int) -> tuple[Any, Any, list[Any]]:
    game = oracle.load_game(name, variant=variant, players=players)
    play = game.random_game(seed)
    return game, play, play.steps


def account_lines(name: str, variant: str = "standard", players: int = 2, seed: int = 2) -> list[str]:
    game, play, steps = played(name, variant, players, seed)
    return game.account(play.initial, steps).splitlines()


def after(lines: list[str], first: str, count: int) -> list[str]:
    """The ``count`` lines starting at the line ``first``."""
    at = lines.index(first)
    return lines[at:at + count]


# ---- the shared words ------------------------------------------------------------------------------------

def test_the_shared_words():
    assert [words.seat(0), words.seat(6)] == ["P0", "P6"]
    assert [words.coins(1), words.coins(2), words.coins(0), words.coins(-1)] == ["1 coin", "2 coins", "0 coins",
                                                                                 "-1 coin"]
    assert [words.age(1), words.age(3), words.age("II")] == ["Age I", "Age III", "Age II"]
    assert [words.with_article(w) for w in ("Greek", "Egyptian", "Offering", "8-coin", "11-coin", "2-coin")] == [
        "a Greek", "an Egyptian", "an Offering", "an 8-coin", "an 11-coin", "a 2-coin"]
    assert words.proper("mesopotamian") == "Mesopotamian"
    assert [words.listing([]), words.listing(["A"]), words.listing(["A", "B"]), words.listing(["A", "B", "C"])] == [
        "", "A", "A and B", "A, B and C"]
    assert words.counted(1, "space") == "1 space" and words.counted(3, "space") == "3 spaces"
    assert words.on_points([30, 41, 41], (1,), "more coins") == "on points, the tie broken by more coins"
    assert words.on_points([30, 41, 40], (1,), "more coins") == "on points"
    assert words.game_over((2, 4), "on points", "a wonder is complete").text == \
        "Game over (a wonder is complete): P2 and P4 share the victory on points"


def test_the_layout_numbers_every_move_and_indents_what_it_caused():
    header = words.Header("A Game", 3, "P0 begins", ("tokens face up: Law",), "Age I")
    moves = [words.Told("P0 chooses a card"),
             words.Told("P1 chooses a card; the cards are revealed",
                        ("P0 gains 2 coins (Vineyard)", "P0 gains 2 coins (Vineyard)", words.Section("Age II"),
                         "the conflict pawn moves")),
             words.Told("P2 takes Stone", (words.Ending("Game over: P2 wins on points"),))]
    sheets = [{"military": 3, "total": 3}, {"military": -1, "total": -1}, {"military": 12, "total": 12}]
    assert words.write(header, moves, sheets).splitlines() == [
        "A Game, 3 players — P0 begins",
        "Tokens face up: Law",
        "== Age I ==",
        "  1. P0 chooses a card",
        "  2. P1 chooses a card; the cards are revealed",
        "    P0 gains 2 coins (Vineyard) (twice)",
        "== Age II ==",
        "    The conflict pawn moves",
        "  3. P2 takes Stone",
        "Game over: P2 wins on points",
        "",
        "              P0    P1    P2",
        "military       3    -1    12",
        "total          3    -1    12",
    ]


# ---- one game of each ruleset, pinned ------------------------------------------------------------------------

def test_the_duel_account():
    lines = account_lines("duel")
    assert lines[:5] == [
        "7 Wonders Duel, 2 players — P0 begins",
        "Progress tokens on the board: Masonry, Architecture, Urbanism, Philosophy, Theology",
        "== Wonder draft ==",
        "  1. P0 picks The Sphinx",
        "  2. P1 picks Circus Maximus"]
    # a discard says its coins; a card turned face up is a consequence
    assert after(lines, " 11. P0 discards Clay Reserve for 2 coins", 2)[1] == "    Stone Pit is revealed"
    # the choice of who begins Age II is a move of its own (it was left unnumbered)
    assert after(lines, "== Age II ==", 2)[1] == " 29. P0 chooses to begin Age II"
    # the Great Library's token is a move of its own too
    assert " 43. P1 takes the progress token Economy from the box" in lines
    # a trade pays the opponent, who holds Economy
    assert after(lines, " 46. P0 builds Archery Range for 2 coins", 3)[1:] == [
        "    P1 gains 2 coins from P0's trade",
        "    The conflict pawn moves 2 spaces toward P1's capital (Archery Range)"]
    # a looting is said once
    assert after(lines, " 69. P1 builds Circus for nothing through a chain", 4) == [
        " 69. P1 builds Circus for nothing through a chain",
        "    The conflict pawn moves 2 spaces toward P0's capital (Circus)",
        "    P0 loses 5 coins to the 5-coin looting token",
        " 70. P0 builds Siege Workshop for nothing through a chain"]
    assert lines[-13:] == [
        " 71. P1 discards University for 4 coins",
        "Game over: P0 wins on points (a civilian victory)",
        "",
        "              P0    P1",
        "blue          14     0",
        "green          1     1",
        "yellow         3     3",
        "purple         8     1",
        "wonders       16    10",
        "progress       0     0",
        "coins          0     8",
        "military       0     5",
        "total         42    28"]


def test_the_pantheon_account():
    lines = account_lines("duel", "pantheon")
    assert lines[:3] == ["7 Wonders Duel: Pantheon, 2 players — P0 begins",
                         "Progress tokens on the board: Law, Poliorcetics, Masonry, Philosophy, Architecture",
                         "== Wonder draft =="]
    # placing a divinity is a move of its own, numbered; Mythologies are capitalised, articles agree
    assert after(lines, " 11. P0 builds Clay Pit for 1 coin", 4) == [
        " 11. P0 builds Clay Pit for 1 coin",
        "    P0 takes a Greek Mythology token",
        " 12. P0 places a Greek divinity face down on space 6",
        "    Pharmacist is revealed"]
    assert after(lines, "    P1 takes an Egyptian Mythology token", 2)[1] == \
        " 16. P1 places an Egyptian divinity face down on space 4"
    assert after(lines, "== Age II ==", 8) == [
        "== Age II ==",
        "    The Gate goes on space 3",
        "    Ra is revealed on space 1",
        "    Zeus is revealed on space 2",
        "    Isis is revealed on space 4",
        "    Astarte is revealed on space 5",
        "    Aphrodite is revealed on space 6",
        " 34. P1 chooses P0 to begin Age II"]
    assert after(lines, " 35. P0 builds Walls for 2 coins", 4)[1:] == [
        "    The conflict pawn moves 2 spaces toward P1's capital (Walls)",
        "    P1 loses 2 coins to the 2-coin looting token",
        "    Shelf Quarry is revealed"]
    assert after(lines, " 39. P0 activates Zeus from space 2 of the Pantheon for 4 coins", 2)[1] == \
        " 40. P0 discards Brewery from the structure"
    assert after(lines, " 51. P1 activates Astarte from space 5 of the Pantheon for 2 coins", 2)[1] == \
        "    P1 lays 7 coins on their divinities (Astarte)"
    assert "Game over: P0 wins on points (a civilian victory)" in lines
    assert lines[-4].split() == ["divinities", "0", "9"] and lines[-1].split() == ["total", "29", "20"]


def test_the_account_of_the_first_edition():
    lines = account_lines("classic", players=3)
    assert lines[:9] == [
        "7 Wonders (first edition), 3 players — P0: Giza A, P1: Olympia B, P2: Rhodes B",
        "== Age I ==",
        "  1. P0 chooses a card",
        "  2. P1 chooses a card",
        # the last commitment reveals every card; a payment is part of its build's sentence
        # (P0's right neighbour is P2, P1's is P0)
        "  3. P2 chooses a card; the cards are revealed",
        "    P0 builds Barracks, paying 2 coins to P2",
        "    P1 builds Baths, paying 2 coins to P0",
        "    P2 discards Lumber Yard for 3 coins",
        "  4. P0 chooses a card"]
    assert after(lines, "  6. P2 chooses a card; the cards are revealed", 4)[3] == "    P2 builds Clay Pit for 1 coin"
    assert after(lines, " 18. P2 chooses a card; the cards are revealed", 7)[1:] == [
        "    P0 builds stage 1 of Giza with East Trading Post, paying 2 coins to P1",
        "    P1 discards Stone Pit for 3 coins",
        "    P2 discards Clay Pool for 3 coins",
        "    The last cards go to the discard pile: P0's Workshop, P1's Glassworks and P2's Scriptorium",
        "    Age I conflicts: P0 beats P1 (P0 +1, P1 -1), P0 beats P2 (P0 +1, P2 -1), P1 ties with P2",
        "== Age II =="]
    assert after(lines, " 39. P2 chooses a card; the cards are revealed", 5)[1:] == [
        "    P0 builds Arena, paying 2 coins to P1",
        "    P1 discards Siege Workshop for 3 coins",
        "    P2 builds Observatory, paying 4 coins to P1",
        "    P0 gains 6 coins (Arena)"]
    assert "    Age III conflicts: P0 beats P1 (P0 +5, P1 -1), P0 beats P2 (P0 +5, P2 -1), P1 ties with P2" in lines
    assert lines[-11:] == [
        "Game over: P0 wins on points",
        "",
        "                P0    P1    P2",
        "military        18    -3    -3",
        "treasury         0    16     8",
        "wonder           8     5     0",
        "civilian         9     3    18",
        "science          1     1     2",
        "commercial       2     1     0",
        "guilds           4     4     0",
        "total           42    27    25"]


def test_the_account_of_the_2020_edition_names_it():
    lines = account_lines("classic", "edition2020", players=3)
    assert lines[:8] == [
        "7 Wonders (2020 edition), 3 players — P0: Giza Day, P1: Olympia Night, P2: Rhodes Night",
        "== Age I ==",
        "  1. P0 chooses a card",
        "  2. P1 chooses a card",
        "  3. P2 chooses a card; the cards are revealed",
        "    P0 builds Loom",
        "    P1 builds Baths, paying 2 coins to P0",
        "    P2 discards Stone Pit for 3 coins"]
    assert "    P0 builds stage 1 of Giza with Workshop, paying 2 coins to P1 and 2 coins to P2" in lines
    assert "    Age I conflicts: P0 ties with P1, P2 beats P0 (P2 +1, P0 -1), P2 beats P1 (P2 +1, P1 -1)" in lines


def test_the_account_of_the_free_city():
    lines = account_lines("classic", "free_city", players=2)
    assert lines[:8] == [
        "7 Wonders (first edition, Free City), 2 players — P0: Giza A, P1: Olympia B, the Free City: Rhodes B",
        "== Age I ==",
        "  1. P0 chooses a card",
        # the holder of the Free City card commits for it too; its card is carried out first
        "  2. P0 chooses a card for the Free City",
        "  3. P1 chooses a card; the cards are revealed",
        "    The Free City builds Clay Pool",
        "    P0 builds Barracks, paying 2 coins to the Free City",
        "    P1 discards Clay Pit for 3 coins"]
    assert "  6. P1 chooses a card for the Free City; the cards are revealed" in lines
    assert "    The last cards go to the discard pile: P0's Workshop, P1's Marketplace and the Free City's " \
           "Lumber Yard" in lines
    assert "    Age II conflicts: P0 beats P1 (P0 +3, P1 -1), P0 beats the Free City (P0 +3, the Free City -1), the " \
           "Free City beats P1 (the Free City +3, P1 -1)" in lines
    assert lines[-9] == "                P0    P1"      # the Free City scores nothing (free_city.end)


def test_the_architects_account():
    lines = account_lines("architects", players=3)
    assert lines[:8] == [
        "7 Wonders Architects, 3 players — P0: Giza, P1: Olympia, P2: Rhodes; P0 begins",
        "Progress tokens face up: Arts and Crafts, Engineering, Propaganda",
        "  1. P0 takes Brick from the Rhodes deck",
        "  2. P1 takes Stone from the Olympia deck",
        "  3. P2 takes Tablet from the Olympia deck",
        "  4. P0 takes Stone from the Rhodes deck",
        "  5. P0 builds piece 1 of Giza with Stone and Brick",
        "  6. P1 takes Wood from the Giza deck"]
    assert after(lines, "  8. P2 takes Blue with Cat from the Rhodes deck", 2)[1] == "    P2 takes the cat"
    assert after(lines, " 58. P0 trades Gear and Gear for a progress token", 8) == [
        " 58. P0 trades Gear and Gear for a progress token",
        " 59. P0 takes the progress token Engineering",
        " 60. P1 takes Red with 1 Horn from the Giza deck",
        "    P1 turns 1 conflict token to the battle side; a battle follows at the end of the turn",
        "    P1 wins 2 Military Victory tokens in the battle",
        "    P2 wins 1 Military Victory token in the battle",
        "    P1 discards Red with 1 Horn, Red with 1 Horn and Red with 1 Horn after the battle",
        " 61. P2 takes Red from the central deck"]
    assert not any(line.lstrip().startswith("turn") for line in lines)
    # P0 and P1 both score 36: P1 built more pieces (victory.tie_break)
    assert after(lines, " 77. P1 builds piece 5 of Olympia with Wood, Brick, Paper and Gold", 2)[1] == \
        "Game over (a wonder is complete): P1 wins on points, the tie broken by more pieces built"
    assert lines[-1].split() == ["total", "36", "36", "26"]


def test_the_look_and_the_keep_of_halicarnassus():
    lines = account_lines("architects", seed=6)
    assert after(lines, " 22. P0 looks at the top 5 cards of the Ephesus deck: Red, Compass, Red with 1 Horn, "
                        "Gold and Stone", 2)[1] == \
        " 23. P0 keeps Gold from the Ephesus deck; Red, Compass, Red with 1 Horn and Stone go back into it"


# ---- every ruleset, by construction ----------------------------------------------------------------------------

def _configurations() -> list[tuple[str, str, int]]:
    out = []
    for name, variant in every_ruleset():
        counts = game_class(name).counts_for(variant)
        out.extend((name, variant, players) for players in sorted({counts[0], counts[-1]}))
    return out


@pytest.mark.parametrize(("name", "variant", "players"), _configurations())
def test_every_ruleset_tells_its_game_in_one_voice(name: str, variant: str, players: int):
    for seed in (3, 11):
        game, play, steps = played(name, variant, players, seed)
        lines = game.account(play.initial, steps).splitlines()
        # the header names the ruleset as a reader meets it
        assert lines[0].startswith(f"{game.ruleset_title}, {players} players — ")
        # every move of the record is numbered by its place, none skipped
        numbers = [int(m.group(1)) for line in lines if (m := NUMBERED.match(line))]
        assert numbers == list(range(1, len(steps) + 1))
        kinds = {kind.kind for kind in game.event_kinds}
        for line in lines:
            head = re.match(r"^\s*(\w+): ", line)
            assert head is None or head.group(1) not in kinds, f"a raw event line: {line!r}"
            assert not re.search(r"\b(player|players|seat|city) \d", line), f"a seat not written P<n>: {line!r}"
            assert not re.search(r"\ba [aeiouAEIOU]", line), f"'a' before a vowel: {line!r}"
        for line, following in itertools.pairwise(lines):
            assert not (line == following and line.startswith(words.INDENT)), f"a consequence twice: {line!r}"
        # the game ends, then the score table: a column per seat, the total row the score sheet's
        sheets = game.score_sheet(play.final)
        assert any(line.startswith("Game over") for line in lines)
        table = lines[lines.index("") + 1:]
        assert table[0].split() == [f"P{p}" for p in range(players)]
        assert table[-1].split() == ["total", *(str(sheet["total"]) for sheet in sheets)]
        assert [row.split()[0] for row in table[1:]] == [*(part for part in sheets[0] if part != "total"), "total"]


def test_a_game_not_over_has_no_score_table():
    game = oracle.load_game("classic", players=3)
    play = game.random_game(5)
    assert game.account(play.initial, play.steps[:4]).splitlines() == [
        "7 Wonders (first edition), 3 players — P0: Ephesus B, P1: Alexandria B, P2: Olympia A",
        "== Age I ==",
        "  1. P0 chooses a card",
        "  2. P1 chooses a card",
        "  3. P2 chooses a card; the cards are revealed",
        "    P0 discards Ore Vein for 3 coins",
        "    P1 builds Workshop",
        "    P2 discards Guard Tower for 3 coins",
        "  4. P0 chooses a card"]
