"""The site's page of the 2020 edition (oracle.classic.docs.edition): every difference from the first
edition, generated from the two rulesets."""

from __future__ import annotations

import re
from pathlib import Path

from oracle.classic.docs.edition import differences, edition_page
from oracle.classic.docs.site import Site
from oracle.classic.spec import load_spec

FIRST = load_spec()
EDITION = load_spec(variant="edition2020")
PAGE = edition_page(FIRST, EDITION)
SITE = Site.load(Path(__file__).resolve().parents[2])
PAGES = SITE.pages()


def words(text: str) -> str:
    """A page without its icons."""
    return re.sub(r"!\[\]\([^)]*\)\{[^}]*\} ?", "", text)


def edition_part(page: str) -> str:
    """What a first edition's page says of the 2020 edition, up to its block for implementers."""
    return words(PAGES[page].split("## In the 2020 edition {#edition2020}")[1].split("??? info")[0])


def test_the_differences_are_those_the_extension_makes():
    d = differences(FIRST, EDITION)
    assert [c.name for c in d.removed] == ["Pawnshop", "Strategists Guild"]
    assert [c.name for c in d.added] == ["Well", "Ludus", "Castrum", "Decorators Guild"]
    assert [old.name for old, _ in d.changed] == ["Altar", "Theater", "Statue", "Temple", "Fortifications",
                                                  "Builders Guild", "Spies Guild"]
    assert d.copies == [("Town Hall", "III", (3, 5, 6), (3, 6)), ("Arena", "III", (3, 5, 7), (3, 5)),
                        ("Arsenal", "III", (3, 4, 7), (3, 5)), ("Circus", "III", (4, 5, 6), (4, 6))]
    assert d.rules_added == ["wonder.free_colour", "wonder.free_first_card", "wonder.free_last_card",
                             "scoring.condition"]
    assert d.rules_replaced == ["components.box", "setup.boards", "turn.last_card", "wonder.last_card",
                                "wonder.discard_build"]
    assert d.rules_removed == ["wonder.free_build", "wonder.copy_guild", "free_city.setup", "free_city.holder",
                               "free_city.choose", "free_city.play", "free_city.pass", "free_city.last_card",
                               "free_city.end"]


def test_the_page_shows_both_editions_side_by_side_and_links_the_first_editions_pages():
    assert PAGE.startswith("# The 2020 edition\n")
    assert ("| [Altar](cards/altar.md#edition2020) | cost free: At the end of the game, you score 2 victory points. "
            "You may later build Temple for free. | cost free: At the end of the game, you score 3 victory points. "
            "You may later build Pantheon for free. |") in PAGE
    assert "| [Arena](cards/arena.md#edition2020) | III | 3+ 5+ 7+ | 3+ 5+ |" in PAGE
    assert ("| [Decorators Guild](cards/decorators-guild.md) | guild | stone, 2 ore, loom | At the end of the game, "
            "you score 7 victory points if "
            "your wonder is complete. |") in PAGE
    assert "### [Olympia](boards/olympia.md#edition2020)\n\n| | A | Day | B | Night |" in PAGE
    assert "On the last turn of each Age, you may build a card for free." in PAGE
    assert "| [`wonder.copy_guild`](rules/index.md#wonder.copy_guild) | gone |" in PAGE
    assert '| <a id="scoring.condition"></a>`scoring.condition` | new |' in PAGE


def test_every_ruling_of_the_edition_is_on_the_page_with_its_kind_and_sources():
    own = [r for r in EDITION.rulings if r.id.startswith("edition.")]
    assert len(own) == 21
    for r in own:
        assert f"{{#{r.id.replace('.', '-')}}}" in PAGE
        assert f"*{r.kind.capitalize()}* on `{r.rule}`" in PAGE


def test_a_changed_card_shows_its_2020_cost_text_copies_and_links():
    altar = edition_part("classic/cards/altar.md")
    assert "**Cost:** free\n\nAt the end of the game, you score 3 victory points." in altar
    assert "| I | 1 | 1 | 2 | 2 | 2 |" in altar
    assert "- A city holding it builds [Pantheon](pantheon.md) (Age III) for nothing." in altar
    assert "Temple" not in altar
    assert "All the links are drawn on the [chains](chains.md#edition2020) page." in altar
    fortifications = edition_part("classic/cards/fortifications.md")
    assert "**Cost:** <span class=\"icon-word\"></span> 1 clay and 3 ore" in fortifications
    assert "| III | 1 | 1 | 1 | 1 | 2 |" in fortifications


def test_a_card_gone_the_same_or_dealt_otherwise_says_so():
    assert edition_part("classic/cards/pawnshop.md").strip() == (
        "The 2020 edition has no Pawnshop: it is one of the [cards it removed](../edition2020.md#cards).")
    assert edition_part("classic/cards/loom.md").startswith("\n\nThe 2020 edition prints Loom the same, with the "
                                                            "same copies")
    town_hall = edition_part("classic/cards/town-hall.md")
    assert town_hall.startswith("\n\nThe card is the same; its copies differ")
    assert "| III | 1 | 1 | 1 | 2 | 2 |" in town_hall and "(Age III: 3+, 6+)" in town_hall


def test_a_card_of_the_edition_alone_has_its_own_page_in_the_nav():
    well = words(PAGES["classic/cards/well.md"])
    assert well.startswith("# Well") or "\n# Well\n" in well
    assert '!!! info "The 2020 edition only"' in well
    assert "| I | 0 | 1 | 1 | 1 | 2 |" in well and "Free City" not in well
    assert "- A city holding it builds [Statue](statue.md) (Age II) for nothing." in well
    assert "defined at `spec/classic/variants/edition2020/cards.wdl:" in well
    decorators = PAGES["classic/cards/decorators-guild.md"]
    assert "[`scoring.condition`](../edition2020.md#scoring.condition)" in decorators
    assert {"Well (2020)": "classic/cards/well.md"} in SITE.nav("cards:I")
    assert [next(iter(e)) for e in SITE.nav("cards:III")][-2:] == ["Ludus (2020)", "Castrum (2020)"]


def test_a_board_page_shows_the_day_and_night_sides_stage_by_stage():
    giza = edition_part("classic/boards/giza.md")
    assert "**Starting resource:** 1 stone, on both sides." in giza
    assert "| [Day](#side-day) | 3 | 15 |" in giza and "| [Night](#side-night) | 4 | 20 |" in giza
    night = giza.split("### Side Night {#side-night}")[1]
    rows = re.findall(r"^\| (\d) \| [^|]+ \| (\d+|—) \|", night, re.MULTILINE)
    assert [p for _, p in rows] == ["3", "5", "5", "7"]
    assert "| 2 | <span class=\"icon-word\"></span> 3 stone | 5 | — |" in night
    olympia = edition_part("classic/boards/olympia.md")
    assert "On the first turn of each Age, you may build a card for free." in olympia
    page = PAGES["classic/boards/olympia.md"]
    assert page.index("## Side B") < page.index("## In the 2020 edition") < page.index("\n## Rulings")
    implementers = page.split("## In the 2020 edition")[1].split("\n## Rulings")[0]
    for rid in ("wonder.free_colour", "wonder.free_first_card", "wonder.free_last_card"):
        assert f"| [`{rid}`](../edition2020.md#{rid}) |" in implementers
    assert SITE.edition is not None and SITE.edition.page_of_name("Olympia Night") == \
        "classic/boards/olympia.md#side-night"


def test_the_indexes_and_the_chains_show_the_edition():
    cards = words(PAGES["classic/cards/index.md"].split("## In the 2020 edition")[1].split("## Icons")[0])
    assert "| [Well](well.md) | Age I | <span class=\"swatch swatch-blue\"></span> blue | free | 0 | 1 | 1 | 1 | 2 |" \
        in cards
    assert "It removes [Pawnshop](pawnshop.md) and [Strategists Guild](strategists-guild.md);" in cards
    boards = words(PAGES["classic/boards/index.md"].split("## In the 2020 edition")[1])
    assert "| [Babylon](babylon.md) | 1 wood | [3 stages](babylon.md#side-day), 10 points | " \
           "[2 stages](babylon.md#side-night), 0 points |" in boards
    chains = PAGES["classic/cards/chains.md"].split("## In the 2020 edition")[1]
    assert "draws 3 links the first edition has not ([Altar](altar.md) → [Pantheon](pantheon.md), " in chains
    assert "drops 4 links ([Altar](altar.md) → [Temple](temple.md)," in chains
    assert chains.count("<line") == len(SITE.edition.chain_links()) == len(SITE.chain_links()) - 4 + 3


def test_the_rules_chapter_marks_each_rule_the_edition_restates_or_drops():
    assert SITE.rule_notes("trade.price") == []
    assert SITE.rule_notes("setup.boards") == [
        "**The 2020 edition** states it otherwise ([every difference of the edition](../edition2020.md#rules)): "
        + EDITION.rule_ids["setup.boards"]]
    assert SITE.rule_notes("free_city.setup") == [
        "**The 2020 edition** has no such rule ([every difference of the edition](../edition2020.md#rules))."]
    marked = [rid for rid in SITE.rule_ids if SITE.rule_notes(rid)]
    assert len(marked) == len(differences(FIRST, EDITION).rules_replaced) + 9 == 14
