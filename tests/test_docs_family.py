"""The family page: every game's rules side by side, topic by topic, from ``spec/family.toml`` and each
game's own rules registry (:mod:`oracle.docs.family`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from oracle.core.registry import every_ruleset, game_class, load_game
from oracle.docs.family import FamilyError, load_family, placed_by_family, players_text
from oracle.docs.hooks import family, family_pages, sections

ROOT = Path(__file__).resolve().parent.parent
SECTIONS = sections(ROOT)
RULE_IDS = {name: s.rule_ids for name, s in SECTIONS.items()}


@pytest.fixture(scope="module")
def text() -> str:
    return family(ROOT, SECTIONS)


def test_every_rule_of_every_game_is_placed_once():
    spec = load_family(ROOT / "spec" / "family.toml", RULE_IDS)
    assert spec.games == ("duel", "classic", "architects")
    assert [t.id for t in spec.topics] == ["players", "setup", "turn", "building", "trading", "chains", "science",
                                           "military", "wonders", "end", "scoring"]
    for game, ids in RULE_IDS.items():
        placed = [rid for t in spec.topics for rid in t.rules.get(game, ())]
        assert len(placed) == len(set(placed)) and set(placed) <= set(ids), game
        general = {r for r in ids if not r.startswith("effect.")}
        assert set(placed) - general == ({"effect.coins"} if game == "classic" else set()), game   # may be placed
        assert general <= set(placed), game
    trading = next(t for t in spec.topics if t.id == "trading")
    assert trading.rules["duel"] == ("trade.price", "trade.fixed_price", "trade.bank")
    assert trading.none == {"architects": "There is no trading: a player pays only with the cards they hold."}


def test_a_topic_shows_each_games_own_statement_linked_to_its_chapter(text):
    assert "## Trading and prices {#trading}" in text
    assert ("- Each missing resource unit is bought from the bank for 2 coins plus 1 per unit of that resource the "
            "opponent produces on brown and grey cards. ([`trade.price`](duel/rules/building.md#trade.price))") in text
    assert ("- A unit bought costs 2 coins, paid to the neighbour selling it; the neighbour cannot refuse and uses "
            "up nothing. ([`trade.price`](classic/rules/index.md#trade.price))") in text
    assert "*There is no trading: a player pays only with the cards they hold.*" in text
    assert ("- Highest total wins; a tie goes to the player with more pieces built, and a tie on that too is a "
            "shared victory. ([`victory.tie_break`](architects/rules/index.md#victory.tie_break))") in text
    # the overview: one row per topic, what differs in words, then the rulesets changing it
    assert ("| [Chains](#chains) | Duel and the original game both build a card for nothing when the city holds its "
            "chain partner; Architects has no chains. | none |") in text
    assert ("| [Setting up](#setup) | Coins to start with: 7 in Duel, 3 in the original game, none in Architects, "
            "which has no coins at all. | [7 Wonders Duel: Pantheon](#setup), [7 Wonders Duel: Agora](#setup), "
            "[7 Wonders Duel: Pantheon and Agora](#setup), [7 Wonders (2020 edition)](#setup), "
            "[7 Wonders: Leaders (first edition)](#setup), [7 Wonders: Leaders (2020 edition)](#setup) |") in text
    assert text.count('<div class="family-cell" markdown>') == 11 * 3


def test_the_numbers_of_players_come_from_the_registry(text):
    assert players_text([("standard", (3, 4, 5, 6, 7)), ("free_city", (2,))]) == \
        "Played by 3 to 7 players; 2 players in its `free_city` variant."
    assert players_text([("standard", (2,)), ("first_printing", (2,))]) == "Played by 2 players."
    assert players_text([("standard", (2, 4, 6))]) == "Played by 2, 4 or 6 players."
    players = text[text.index("## Number of players"):text.index("## Setting up")]
    assert players.count("Played by ") == 3
    assert "Played by 3 to 7 players; 2 players in its `free_city` variant." in players
    assert "Played by 2 to 7 players." in players


def test_each_games_quick_reference_holds_the_quick_topics_and_the_symbols():
    pages = family_pages(ROOT, SECTIONS)
    assert sorted(pages) == ["architects/quick.md", "classic/quick.md", "duel/quick.md", "family.md"]
    classic = pages["classic/quick.md"]
    assert classic.startswith("---\nsearch:\n  exclude: true\n")
    assert "# 7 Wonders: quick reference\n" in classic
    assert "Played by 3 to 7 players; 2 players in its `free_city` variant. Every rule in full is in " \
        "[the rules](rules/index.md)" in classic
    headings = [line for line in classic.splitlines() if line.startswith("## ")]
    assert headings == ["## A turn", "## Building and paying", "## Trading and prices", "## Science and progress",
                        "## Military", "## The end of the game", "## Scoring and ties", "## 7 Wonders (2020 edition)",
                        "## 7 Wonders: Leaders (first edition)", "## 7 Wonders: Leaders (2020 edition)", "## Symbols"]
    assert ("Chosen with `--variant edition2020_leaders`; [everything it changes](leaders/edition2020.md). "
            "At a glance:") in classic
    assert "([`leaders.age_cost`](leaders/edition2020.md#leaders.age_cost))" in classic
    assert "Chosen with `--variant leaders`; [everything it changes](leaders/index.md). At a glance:" in classic
    assert ("- A leader may be sold for 3 coins from the bank; it leaves the game. "
            "([`leaders.sell`](leaders/index.md#leaders.sell))") in classic
    assert ("- Each player gets one board at random and plays the side they choose, Day or Night; the Day side suits "
            "a first game. ([`setup.boards`](rules/index.md#setup.boards))") in classic
    assert ("([`wonder.free_colour`](edition2020.md#wonder.free_colour))") in classic
    assert "Chosen with `--variant edition2020`; [everything it changes](edition2020.md). At a glance:" in classic
    assert ("- A unit bought costs 2 coins, paid to the neighbour selling it; the neighbour cannot refuse and uses "
            "up nothing. ([`trade.price`](rules/index.md#trade.price))") in classic
    assert "| science symbols |" in classic and "icons/science-gear.svg" in classic
    architects = pages["architects/quick.md"]
    assert "*There is no trading: a player pays only with the cards they hold.*" in architects
    assert "icons/icon-cat.svg" in architects
    duel = pages["duel/quick.md"]
    assert "([`trade.price`](rules/building.md#trade.price))" in duel and "| chain symbols |" in duel
    # the Pantheon's rules a player meets at once, each as the expansion states it, linked to its page
    pantheon = duel[duel.index("## 7 Wonders Duel: Pantheon\n"):duel.index("## 7 Wonders Duel: Agora\n")]
    rules = load_game("duel", variant="pantheon").rule_ids
    assert [line[2:] for line in pantheon.splitlines() if line.startswith("- ")] == [
        f"{rules[rid]} ([`{rid}`](pantheon.md#{rid}))"
        for rid in ("pantheon.activate", "pantheon.cost", "pantheon.place")]
    # and Agora's: the Senate's control and triggering a Conspiracy (the page stays one A4 page)
    agora = duel[duel.index("## 7 Wonders Duel: Agora\n"):duel.index("## Symbols")]
    rules = load_game("duel", variant="agora").rule_ids
    assert "Chosen with `--variant agora`; [everything it changes](agora.md). At a glance:" in agora
    assert [line[2:] for line in agora.splitlines() if line.startswith("- ")] == [
        f"{rules[rid]} ([`{rid}`](agora.md#{rid}))"
        for rid in ("agora.control", "agora.trigger")]
    # Architects' variants state no rule otherwise: its quick reference has no such part
    assert [line for line in architects.splitlines() if line.startswith("## ")][-1] == "## Symbols"
    assert "Chosen with" not in architects


GAMES = {"duel": {"trade.price": "Duel's price.", "effect.produce": "A producer."},
         "classic": {"trade.price": "Neighbours' price.", "build.chain": "Chains."}}
GOOD = '''games = ["duel", "classic"]
[[topic]]
id = "trading"
title = "Trading"
summary = "Prices."
duel = ["trade.price"]
classic = ["trade.price", "build.chain"]
'''


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "family.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_small_family_renders(tmp_path):
    spec = load_family(write(tmp_path, GOOD), GAMES)
    assert [t.rules for t in spec.topics] == [{"duel": ("trade.price",), "classic": ("trade.price", "build.chain")}]


@pytest.mark.parametrize(("change", "message"), [
    (('classic = ["trade.price", "build.chain"]', 'classic = ["trade.price", "build.chains"]'),
     "topic 'trading'.classic: 'build.chains' is not a rule id of spec/classic/rules.toml"),
    (('classic = ["trade.price", "build.chain"]', 'classic = ["trade.price"]'),
     "classic's rule build.chain is in no topic (1 left out); place it in the topic whose question it answers"),
    (('classic = ["trade.price", "build.chain"]', 'classic = ["trade.price", "build.chain", "trade.price"]'),
     "classic's rule trade.price is placed twice: in topics 'trading' and 'trading'"),
    (('duel = ["trade.price"]', 'duel = ["trade.price"]\nnone.duel = "None."'),
     "topic 'trading': duel needs either a list of rule ids or a reason under none.duel, not both"),
    (('duel = ["trade.price"]', ''),
     "topic 'trading': duel needs either a list of rule ids or a reason under none.duel, not neither"),
    (('games = ["duel", "classic"]', 'games = ["duel", "classic", "chess"]'),
     "games: 'chess' is not a game with rules on the site (classic, duel)"),
    (('games = ["duel", "classic"]', 'games = ["duel"]'),
     "games: classic has rules on the site but is not compared here"),
    (('summary = "Prices."', 'summary = 3'), "topic 'trading'.summary: expected a non-empty string, got 3"),
    (('id = "trading"', 'id = "Trading!"'), "topic[0].id: 'Trading!' is not a lower-case identifier"),
    (('title = "Trading"', 'title = "Trading"\ncolour = "red"'), "topic[0]: unknown key 'colour'"),
    (('[[topic]]', '[[topic]]\n[[topic'), "not valid TOML: "),
    (('summary = "Prices."', 'summary = "Prices."\nquick = "yes"'), "topic 'trading'.quick: expected true or false, "
                                                                     'got "yes"'),
])
def test_a_wrong_family_file_is_refused_with_where(tmp_path, change, message):
    old, new = change
    assert old in GOOD
    with pytest.raises(FamilyError) as caught:
        load_family(write(tmp_path, GOOD.replace(old, new, 1)), GAMES)
    assert str(caught.value).startswith(message), str(caught.value)


def test_a_missing_family_file_is_one_error(tmp_path):
    with pytest.raises(FamilyError, match=r"^cannot read it: "):
        load_family(tmp_path / "absent.toml", GAMES)


def test_the_page_is_byte_identical_on_every_build():
    spec = load_family(ROOT / "spec" / "family.toml", RULE_IDS)
    first = family(ROOT, SECTIONS)
    assert family(ROOT, SECTIONS) == first
    assert first.startswith("# The family side by side\n")
    assert len(spec.topics) + 2 == first.count("\n## ")    # the rulesets, the table of differences, the topics


def test_the_page_names_every_ruleset_with_what_it_is_and_how_to_play_it(text):
    rulesets = text[text.index("## The rulesets {#rulesets}"):text.index("## What differs, topic by topic")]
    for game, variant in every_ruleset():
        cls = game_class(game)
        counts = cls.counts_for(variant)
        players = f" --players {counts[0]}" if len(counts) > 1 else ""
        own = rulesets[rulesets.index(f"\n### {cls.title}\n"):]
        line = next(line for line in own.splitlines() if f"** (`{variant}`, " in line)
        assert line.startswith(f"- **[{cls.title_of(variant)}](")
        assert f"Played by `oracle --game {game} play --variant {variant}{players}`." in line
    assert rulesets.count("\n- **[") == len(every_ruleset()) == 13
    assert ("- **[7 Wonders: Leaders (2020 edition)](classic/leaders/edition2020.md)** (`edition2020_leaders`, 3 to "
            "7 players): ") in rulesets
    assert ("- **[7 Wonders: Leaders (first edition)](classic/leaders/index.md)** (`leaders`, 3 to 7 players): The "
            "Leaders expansion: leaders drafted before Age I and recruited at the start of each Age. Played by "
            "`oracle --game classic play --variant leaders --players 3`. Against 7 Wonders: 1 rule stated otherwise, "
            "13 rules of its own.") in rulesets
    assert ("- **[7 Wonders (2020 edition)](classic/edition2020.md)** (`edition2020`, 3 to 7 players): The 2020 "
            "edition, with Day and Night boards, for 3 to 7 players. Played by "
            "`oracle --game classic play --variant edition2020 --players 3`. Against 7 Wonders: 5 rules stated "
            "otherwise, 4 rules of its own, 9 rules left out. Its own rules no topic below asks about: "
            "[`scoring.condition`](classic/edition2020.md#scoring.condition).") in rulesets
    pantheon = next(line for line in rulesets.splitlines() if "(`pantheon`, 2 players)" in line)
    assert "Against 7 Wonders Duel: 5 rules stated otherwise, 20 rules of its own, 1 rule left out." in pantheon
    assert pantheon.count("](duel/pantheon.md#pantheon.") == 17     # its own rules of no topic, each linked


def test_each_topic_shows_what_a_ruleset_states_otherwise_adds_or_leaves_out(text):
    def topic(tid: str) -> str:
        start = text.index(f"{{#{tid}}}\n")
        return text[start:text.index("\n## ", start)]
    pantheon = load_game("duel", variant="pantheon").rule_ids
    turn = topic("turn")
    assert (f"**In [7 Wonders Duel: Pantheon](duel/pantheon.md):**\n\n- {pantheon['turn.play']} "
            "([`turn.play`](duel/pantheon.md#turn.play))") in turn
    assert (f"- {pantheon['military.blocker']} ([`military.blocker`](duel/pantheon.md#military.blocker), its own)"
            in topic("military"))
    assert "- It has no such rule: [`setup.guilds`](duel/rules/setup.md#setup.guilds)." in topic("setup")
    players = topic("players")
    assert ("**In [7 Wonders (2020 edition)](classic/edition2020.md):**\n\n- It has no such rules: "
            "[`free_city.setup`](classic/rules/index.md#free_city.setup)") in players
    # each Free City rule: the game's, then left out by the 2020 edition and by its Leaders
    assert players.count("`free_city.") == 3 * 7
    # a family of rules two topics hold as often goes to neither (the original game's scoring.*)
    assert placed_by_family(load_family(ROOT / "spec" / "family.toml", RULE_IDS), "classic")["wonder"] == "wonders"
    assert "scoring" not in placed_by_family(load_family(ROOT / "spec" / "family.toml", RULE_IDS), "classic")
