"""The Architects section of the rules reference, generated from the spec."""

from __future__ import annotations

import re
from pathlib import Path

from oracle.architects.docs.site import Site

ROOT = Path(__file__).resolve().parents[2]
SITE = Site.load(ROOT)
PAGES = SITE.pages()


def test_every_component_has_a_page_and_every_page_is_in_the_nav():
    names = [c.name for c in (*SITE.spec.cards, *SITE.spec.wonders, *SITE.spec.progress)]
    assert sorted(SITE.page_of_name(n) for n in names) == sorted(p for p in PAGES if not p.endswith(
        ("index.md", "ids.md", "rulings.md", "conventions.md", "print.md", ".svg")))
    in_nav = {page for key in ("cards", "wonders", "progress") for item in SITE.nav(key) for page in item.values()}
    assert in_nav == {SITE.page_of_name(n) for n in names}
    mkdocs = (ROOT / "mkdocs.yml").read_text()
    for fixed in ("architects/index.md", "architects/rules/index.md", "architects/rules/ids.md",
                  "architects/rulings.md", "architects/conventions.md", "architects/print.md",
                  '"@architects:cards"', '"@architects:wonders"', '"@architects:progress"'):
        assert fixed in mkdocs


def test_the_rules_chapter_anchors_every_rule_id_once():
    chapter = (ROOT / "docs" / "architects" / "rules" / "index.md").read_text()
    anchors = re.findall(r"\{#([a-z_]+\.[a-z_.]+)\}", chapter)
    assert sorted(anchors) == sorted(SITE.rule_ids)


def test_a_wonder_page_gives_each_piece_and_draws_what_it_rests_on():
    page = PAGES["architects/wonders/ephesus.md"]
    assert "| 5 | 4 different | 7 | 2, 3, 4 |  |" in page
    assert "| 2 | 2 identical | 3 | 1 | When you build it, take the top card of the central deck. |" in page
    figure = SITE.wonder_figure(SITE.rules.wonders[SITE.rules.wonder_index("Ephesus")])
    # piece 5 stands alone on top, joined to the three middle pieces, which stand on piece 1
    assert figure.count("<rect") == 5 and figure.count("<line") == 6
    assert ">5: 4≠ · 7 pt</text>" in figure and ">1: 2≠ · 3 pt</text>" in figure


def test_a_card_page_counts_the_card_in_every_deck():
    page = PAGES["architects/cards/red-with-2-horns.md"]
    assert "| [Giza](../wonders/giza.md) | 0 |" in page
    assert "| central | 2 |" in page
    assert "8 in the box." in page


def test_the_rulings_page_gives_kind_sources_and_confidence():
    page = PAGES["architects/rulings.md"]
    assert page.count("\n### ") == len(SITE.spec.rulings) + 13 == 33
    assert ("**Project decision** (low confidence), on rule [`build.effect`](rules/index.md#build.effect); ruling "
            "`wonder.rhodes_pieces`.") in page
    assert ("The other reading is played by the variant `two_player_literal` "
            "(`oracle --game architects play --variant two_player_literal`).") in page
    # each ruling links to the component pages it concerns
    assert "Concerns: [Rhodes](wonders/rhodes.md).\n" in page
    assert "Concerns: [Economy](progress/economy.md), [Engineering](progress/engineering.md).\n" in page


def test_every_component_page_shows_its_rulings_and_flags_the_uncertain_ones():
    page = PAGES["architects/wonders/rhodes.md"]
    # flagged at the top, before the table of pieces, and set out whole below it
    top, rest = page.split("| piece | cost |")
    assert '!!! warning "Uncertain data"' in top
    assert "which pieces of Rhodes give the extra shield (low confidence)" in top
    assert '!!! warning "Which pieces of Rhodes give the extra shield?"' in rest
    assert "    **Project decision**, low confidence. Pieces 2 and 4:" in rest
    assert ("Ruling [`wonder.rhodes_pieces`](../rulings.md#wonder-rhodes_pieces), on rule `build.effect`. The other "
            "reading is played by the variant `rhodes_pieces_1_4`.") in rest
    # a ruling of high confidence is shown without the flag
    strategy = PAGES["architects/progress/strategy.md"]
    assert '!!! note "What is Strategy worth?"' in strategy
    assert "what is Strategy worth" not in strategy
    # Giza's points agree everywhere: only its deck contents are uncertain
    giza = PAGES["architects/wonders/giza.md"]
    assert "how many cards of each kind does each deck hold (medium confidence)." in giza
    assert "wonder-points" not in giza
    # Babylon's page carries the points ruling that says how its top pieces are numbered
    assert "3/0/5/7/5" in PAGES["architects/wonders/babylon.md"]
    # every page of a component a ruling concerns shows it
    for ruling, names in SITE.concerns.items():
        for name in names:
            assert f"Ruling [`{ruling}`](" in PAGES[SITE.page_of_name(name)], (ruling, name)


def test_the_concerns_file_refuses_an_unknown_ruling_or_component():
    import pytest

    spec = SITE.spec
    with pytest.raises(ValueError, match=r"concerns.toml: rulings.wonder.nothing: no ruling of rulings.toml"):
        Site(SITE.rules, concerns={"rulings": {"wonder.nothing": ["Rhodes"]}})
    with pytest.raises(ValueError, match=r"rulings.wonder.points: 'Rhodos' is neither a component nor one of cards"):
        Site(SITE.rules, concerns={"rulings": {"wonder.points": ["Rhodos"]}})
    whole = Site(SITE.rules, concerns={"rulings": {"wonder.order": ["wonders"]}})
    assert whole.concerns == {"wonder.order": tuple(w.name for w in spec.wonders)}


def test_red_card_pages_say_what_a_battle_does_to_them():
    horned = PAGES["architects/cards/red-with-2-horns.md"]
    assert "## In battles" in horned
    assert "After each battle its owner discards it" in horned
    assert "([after the battle](../rules/index.md#military.reset))" in horned
    plain = PAGES["architects/cards/red.md"]
    assert "It stays after battles" in plain and "discards it" not in plain
    assert "## In battles" not in PAGES["architects/cards/wood.md"]


def test_the_halicarnassus_page_says_what_a_short_deck_gives():
    page = PAGES["architects/wonders/halicarnassus.md"]
    assert ("keep one and shuffle the rest back. A deck holding fewer than 5 cards shows you all it holds; you cannot "
            "pick an empty deck, and with both empty you get no card. |") in page
    assert "What happens to the cards Halicarnassus looks at and does not keep, and when the deck holds fewer" in page


def test_a_build_paid_with_a_token_names_it_in_its_case():
    page = PAGES["architects/wonders/olympia.md"]
    assert "builds piece 4 of Olympia with Paper, Gold, Economy counting one Gold as 2 resources." in page


def test_the_worked_example_is_computed_by_the_engine():
    assert SITE.example("payments", lambda name: name).splitlines()[4:9] == [
        "| 1 | 2 different | Wood + Stone |",
        "| 2 | 2 identical | Wood + Wood; Stone + Gold |",
        "| 3 | 3 different | Wood + Stone + Gold |",
        "| 4 | 3 identical | Wood + Wood + Gold; Stone + Gold + Gold |",
        "| 5 | 4 different | Wood + Stone + Gold + Gold |"]


def test_the_french_and_portuguese_names_match_the_tables_and_show_on_the_pages():
    import csv

    data = ROOT / "tests" / "data" / "architects"
    with open(data / "wonders.csv", encoding="utf-8") as f:
        french_wonders = {r["wonder"]: r["wonder_fr"] for r in csv.DictReader(f)}
    with open(data / "progress_tokens.csv", encoding="utf-8") as f:
        french_tokens = {r["token_en"]: r["token_fr"] for r in csv.DictReader(f)}
    assert {n: v["fr"] for n, v in SITE.names["wonders"].items()} == french_wonders
    assert {n: v["fr"] for n, v in SITE.names["progress"].items()} == french_tokens
    assert sorted(n for n, v in SITE.names["wonders"].items() if "pt" in v) == [
        "Alexandria", "Babylon", "Halicarnassus", "Rhodes"]
    assert "Other names: *French*: Babylone; *Portuguese*: Babilônia." in PAGES["architects/wonders/babylon.md"]
    arts = PAGES["architects/progress/arts-and-crafts.md"]
    assert "Other names: *French*: Artisanat; *Portuguese*: Manufatura." in arts
