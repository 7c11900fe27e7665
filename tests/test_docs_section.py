"""What the three games' sections of the site share (oracle/docs/section.py, links.slug, the FAQ's
commonly-wrong list): where the pages lie, the games behind the examples, the checks on the questions."""

from __future__ import annotations

from pathlib import Path

import pytest

from oracle.architects.docs.site import Site as ArchitectsSite
from oracle.classic.docs.site import Site as ClassicSite
from oracle.core.registry import game_class
from oracle.docs.faq import caught_test, commonly_wrong
from oracle.docs.links import slug
from oracle.docs.section import GameSection, read_table, rules_folder, rulings_page
from oracle.duel.docs.site import Site as DuelSite

ROOT = Path(__file__).resolve().parent.parent


def test_slug_of_component_names():
    assert slug("Toolshed") == "toolshed"
    assert slug("Tower B") == "tower-b"
    assert slug("  Hall of Scrolls!") == "hall-of-scrolls"
    assert slug("Gate: A / B") == "gate-a-b"


def test_each_section_finds_its_pages_in_its_folder():
    assert (rules_folder("classic"), rulings_page("classic")) == ("classic/rules", "classic/rulings.md")
    places = {cls.folder: (cls.rules_folder, cls.print_page) for cls in (DuelSite, ClassicSite, ArchitectsSite)}
    assert places == {"duel": ("duel/rules", "duel/print.md"), "classic": ("classic/rules", "classic/print.md"),
                      "architects": ("architects/rules", "architects/print.md")}
    assert DuelSite.rulings_from_spec is True and not getattr(ClassicSite, "rulings_from_spec", False)
    assert ArchitectsSite.spec_path(ROOT) == ROOT / "spec" / "architects"
    assert DuelSite.suite_path(ROOT) == ROOT / "spec" / "conformance" / "duel"


def test_a_spec_file_of_the_site_missing_reads_as_empty(tmp_path):
    assert read_table(tmp_path / "concerns.toml") == {}
    (tmp_path / "names.toml").write_text('[cards."Loom"]\npt = "Tear"\n', encoding="utf-8")
    assert read_table(tmp_path / "names.toml") == {"cards": {"Loom": {"pt": "Tear"}}}


def test_a_sections_games_come_from_the_registry_one_per_variant_and_table():
    site = ClassicSite.load(ROOT)
    five = site.game("standard", 5)
    assert type(five) is game_class("classic")
    assert (five.variant, five.players) == ("standard", 5)
    assert site.game("standard", 5) is five
    free_city = site.game("free_city", 2)
    assert (free_city.variant, free_city.players) == ("free_city", 2)
    assert site.spec_folder == str(ROOT / "spec" / "classic")


def test_the_rulings_page_is_the_faqs_page_at_its_path():
    site = ArchitectsSite.load(ROOT)
    pages = site.pages()
    assert site.faq().page_path == "architects/rulings.md"
    assert pages["architects/rulings.md"] == site.rulings_page()
    assert list(pages)[:5] == ["architects/index.md", "architects/print.md", "architects/conventions.md",
                               "architects/rules/ids.md", "architects/rulings.md"]


def test_a_section_that_writes_no_pages_of_its_own_is_refused():
    class Bare(GameSection):
        folder = "bare"

    assert (Bare.rules_folder, Bare.print_page) == ("bare/rules", "bare/print.md")
    with pytest.raises(NotImplementedError):
        Bare().pages()


def test_the_commonly_wrong_questions_match_the_kits_entries_one_for_one():
    wrong = commonly_wrong({1: "Coins come at the end.", 2: "Ties are shared."}, {1: "trade.price", 2: "end.tie"},
                           {1: "When do coins come?", 2: "Who wins a tie?"}, "oracle/toy/docs/faq.py")
    assert wrong.rules[2] == "end.tie" and wrong.questions[1] == "When do coins come?"
    with pytest.raises(ValueError, match=r"oracle/toy/docs/faq.py: .*without a question: \[2\]; not an entry: \[3\]"):
        commonly_wrong({1: "a", 2: "b"}, {1: "x", 2: "y"}, {1: "A?", 3: "C?"}, "oracle/toy/docs/faq.py")


def test_the_test_that_catches_each_seeded_commonly_wrong_bug():
    assert caught_test("classic") == \
        "tests/classic/test_conformance.py::test_each_commonly_wrong_bug_is_caught_by_its_cases"
