"""The site's page of the 2020 edition (oracle.classic.docs.edition): every difference from the first
edition, generated from the two rulesets."""

from __future__ import annotations

from oracle.classic.docs.edition import differences, edition_page
from oracle.classic.spec import load_spec

FIRST = load_spec()
EDITION = load_spec(variant="edition2020")
PAGE = edition_page(FIRST, EDITION)


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
    assert ("| [Altar](cards/altar.md) | cost free: At the end of the game, you score 2 victory points. You may "
            "later build Temple for free. | cost free: At the end of the game, you score 3 victory points. You may "
            "later build Pantheon for free. |") in PAGE
    assert "| [Arena](cards/arena.md) | III | 3+ 5+ 7+ | 3+ 5+ |" in PAGE
    assert ("| Decorators Guild | guild | stone, 2 ore, loom | At the end of the game, you score 7 victory points if "
            "your wonder is complete. |") in PAGE
    assert "### [Olympia](boards/olympia.md)\n\n| | A | Day | B | Night |" in PAGE
    assert "On the last turn of each Age, you may build a card for free." in PAGE
    assert "| `wonder.copy_guild` | gone |" in PAGE


def test_every_ruling_of_the_edition_is_on_the_page_with_its_kind_and_sources():
    own = [r for r in EDITION.rulings if r.id.startswith("edition.")]
    assert len(own) == 21
    for r in own:
        assert f"{{#{r.id.replace('.', '-')}}}" in PAGE
        assert f"*{r.kind.capitalize()}* on `{r.rule}`" in PAGE
