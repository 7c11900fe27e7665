"""The Rulings and FAQ pages of the original game and of Architects (oracle.docs.faq), and the rulings and
commonly-wrong rules their component pages show (oracle.docs.concerns, spec/<game>/concerns.toml)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from mkdocs.exceptions import PluginError

from oracle.architects.docs import faq as architects_faq
from oracle.architects.docs.site import Site as ArchitectsSite
from oracle.classic.docs import faq as classic_faq
from oracle.classic.docs.site import Site as ClassicSite
from oracle.docs import pinned
from oracle.docs.faq import CommonlyWrong, check_questions, commonly_wrong_anchor, ruling_anchor

ROOT = Path(__file__).resolve().parents[1]
CLASSIC = ClassicSite.load(ROOT)
ARCHITECTS = ArchitectsSite.load(ROOT)
CLASSIC_PAGES = CLASSIC.pages()
ARCHITECTS_PAGES = ARCHITECTS.pages()
ENTRY = re.compile(r"^### (.+) \{#([a-z0-9_-]+)\}$", re.MULTILINE)


def entries(page: str) -> list[str]:
    return [anchor for _, anchor in ENTRY.findall(page)]


def test_every_classic_ruling_and_commonly_wrong_rule_is_asked_exactly_once():
    page = CLASSIC_PAGES["classic/rulings.md"]
    expected = [ruling_anchor(r.id) for r in CLASSIC.spec.rulings] + [commonly_wrong_anchor(n) for n in range(1, 19)]
    assert entries(page) == expected
    assert len(expected) == 35
    assert page.startswith("# Rulings and FAQ\n\nQuestions players ask about 7 Wonders, answered as")


def test_every_architects_ruling_and_commonly_wrong_rule_is_asked_exactly_once():
    page = ARCHITECTS_PAGES["architects/rulings.md"]
    # Architects keeps its anchors (wonder-rhodes_pieces) so the links into the page still hold
    expected = [r.id.replace(".", "-") for r in ARCHITECTS.spec.rulings] + [commonly_wrong_anchor(n)
                                                                            for n in range(1, 14)]
    assert entries(page) == expected
    assert len(expected) == 33


def test_a_classic_question_links_its_rule_components_tests_and_cases():
    page = CLASSIC_PAGES["classic/rulings.md"]
    entry = page.split("{#commonly-wrong-3}\n\n")[1].split("\n### ")[0]
    assert "### What happens to prices when I build the West Trading Post or the East Trading Post: which neighbour " \
           "gets cheaper? {#commonly-wrong-3}" in page
    assert entry.startswith(
        "**Commonly wrong #3**, on rule [`trade.discount`](rules/index.md#trade.discount).\n\n"
        "The West Trading Post lowers the left neighbour's raw materials, the East Trading Post the right one's.\n\n"
        "Concerns: [East Trading Post](cards/east-trading-post.md), [West Trading Post](cards/west-trading-post.md)."
        "\n\nSee also the ruling [`trade.discount_start`](#trade-discount-start).\n\n"
        "Pinned by `tests/classic/test_rules.py::test_trading_posts_lower_one_neighbours_raw_materials_and_every_"
        "payment_is_listed`, `tests/classic/test_conformance.py::test_each_commonly_wrong_bug_is_caught_by_its_cases`"
        ".\n\nConformance cases (88 tagged commonly wrong #3, in `spec/conformance/classic/`): ")
    ruling = page.split("{#wonder-free-build-scope}\n\n")[1].split("\n### ")[0]
    assert ruling.startswith("**Rulebook** (high confidence), on rule [`wonder.free_build`](rules/index.md#wonder."
                             "free_build); ruling `wonder.free_build_scope`.\n\n")
    assert "Concerns: [Olympia A](boards/olympia.md#side-a).\n\n" in ruling
    assert "Pinned by `tests/classic/test_rules.py::test_olympia_a_builds_one_structure_free_in_each_age_never_a_" \
           "stage`.\n\n" in ruling
    # a ruling about no card or board in particular concerns none
    purchases = page.split("{#trade-what-may-be-bought}\n\n")[1].split("\n### ")[0]
    assert "Concerns:" not in purchases


def test_an_architects_question_links_its_rule_components_tests_and_cases():
    page = ARCHITECTS_PAGES["architects/rulings.md"]
    assert "### What happens when a player holds one Culture token, or both of them? {#commonly-wrong-11}" in page
    entry = page.split("{#commonly-wrong-11}\n\n")[1].split("\n### ")[0]
    assert entry.startswith(
        "**Commonly wrong #11**, on rule [`scoring.points`](rules/index.md#scoring.points).\n\n"
        "Culture is worth 4 points for one token and 12 for both, not 4 per token.\n\n"
        "Concerns: [Culture](progress/culture.md).\n\n"
        "See also the rulings [`wonder.points`](#wonder-points), [`scoring.cat_and_victory_tokens`]"
        "(#scoring-cat_and_victory_tokens), [`progress.strategy`](#progress-strategy).\n\n"
        "Pinned by `tests/architects/test_scoring.py::test_a_full_score_sheet`, "
        "`tests/architects/test_conformance.py::test_each_commonly_wrong_bug_is_caught_by_its_cases`.\n\n"
        "Conformance cases (")
    rhodes = page.split("{#wonder-rhodes_pieces}\n\n")[1].split("\n### ")[0]
    assert "Concerns: [Rhodes](wonders/rhodes.md).\n\n" in rhodes
    assert "Pinned by `tests/architects/test_scoring.py::test_the_rhodes_variant_moves_the_shield_from_piece_2_to_" \
           "piece_1`.\n\n" in rhodes


def test_every_test_the_faq_names_exists():
    known = pinned.test_functions(ROOT)
    for module in (classic_faq, architects_faq):
        named = [t for tests in module.RULING_TESTS.values() for t in tests]
        named += [t for tests in module.WRONG_TESTS.values() for t in tests]
        assert [t for t in named if t not in known] == [], module.__name__
        assert set(module.WRONG_TESTS) == set(module.QUESTIONS)
    assert set(classic_faq.RULING_TESTS) == {r.id for r in CLASSIC.spec.rulings}
    assert set(architects_faq.RULING_TESTS) == {r.id for r in ARCHITECTS.spec.rulings}


def test_a_classic_card_and_board_page_show_their_rulings_and_commonly_wrong_rules():
    page = CLASSIC_PAGES["classic/cards/laboratory.md"]
    assert '!!! note "What does the Laboratory cost?"\n\n    **Project decision**, high confidence. 2 clay and 1 ' \
           "papyrus" in page
    assert "Ruling [`components.laboratory`](../rulings.md#components-laboratory), on rule `components.decks`." in page
    olympia = CLASSIC_PAGES["classic/boards/olympia.md"]
    # a board's page carries the rulings on either side, and flags the uncertain one at its top
    top = olympia.split("**Starting resource:**")[0]
    assert "what do Babylon B's last card, Halicarnassus and Olympia A give the Free City (medium confidence)" in top
    assert '!!! note "May Olympia A\'s free build be used for a wonder stage?"' in olympia
    assert ('!!! tip "What happens when Olympia A\'s free build is used: how often, and may it pay for a wonder '
            'stage?"\n\n    Olympia A builds one structure free in each Age, never a wonder stage. Commonly wrong '
            "[#8](../rulings.md#commonly-wrong-8) of the conformance kit, on rule `wonder.free_build`.") in olympia
    # every page of a card or board a ruling or an entry concerns shows it
    for ruling, names in CLASSIC.concerns.items():
        for name in names:
            assert f"Ruling [`{ruling}`](" in CLASSIC_PAGES[CLASSIC.page_of_name(name).split("#")[0]], (ruling, name)
    for number, names in CLASSIC.wrong_concerns.items():
        for name in names:
            assert f"(../rulings.md#commonly-wrong-{number})" in CLASSIC_PAGES[CLASSIC.page_of_name(name).split("#")[0]]


def test_architects_pages_show_the_commonly_wrong_rules_that_concern_them():
    culture = ARCHITECTS_PAGES["architects/progress/culture.md"]
    assert ('## Often got wrong\n\n!!! tip "What happens when a player holds one Culture token, or both of them?"\n\n'
            "    Culture is worth 4 points for one token and 12 for both, not 4 per token. Commonly wrong "
            "[#11](../rulings.md#commonly-wrong-11) of the conformance kit, on rule `scoring.points`.") in culture
    for number, names in ARCHITECTS.wrong_concerns.items():
        for name in names:
            assert f"(../rulings.md#commonly-wrong-{number})" in ARCHITECTS_PAGES[ARCHITECTS.page_of_name(name)]
    # a page no entry concerns has no such part
    assert "Often got wrong" not in ARCHITECTS_PAGES["architects/cards/wood.md"]


def test_the_pages_showing_rulings_are_counted():
    classic = [p for p, text in CLASSIC_PAGES.items() if "\n## Rulings\n" in text or "\n## Often got wrong\n" in text]
    architects = [p for p, text in ARCHITECTS_PAGES.items()
                  if "\n## Rulings\n" in text or "\n## Often got wrong\n" in text]
    # the 2020 edition's Well and Decorators Guild; the twelve leaders and guilds a ruling of the first box of
    # Leaders names, and Roma; the twelve leaders of the 2020 box alone a ruling of that box names, and Abu Simbel
    assert (len(classic), len(architects)) == (21 + 2 + 13 + 13, 34)
    assert {"classic/cards/well.md", "classic/cards/decorators-guild.md"} <= set(classic)
    assert sorted(p for p in classic if p.startswith("classic/leaders/")) == sorted(
        f"classic/leaders/{name}.md" for name in ("archimedes", "bilkis", "courtesans-guild", "croesus",
                                                  "diplomats-guild", "hammurabi", "hatshepsut", "imhotep", "leonidas",
                                                  "maecenas", "solomon", "tomyris", "roma",
                                                  "abu-simbel", "aganice", "agrippina", "berenice", "cornelia",
                                                  "enheduanna", "eurypyle", "gorgo", "makeda", "nitocris", "phryne",
                                                  "telesilla", "theano"))


@pytest.mark.parametrize(("concerns", "message"), [
    ({"rulings": {"components.nothing": ["Laboratory"]}},
     "spec/classic/concerns.toml: rulings.components.nothing: no ruling of rulings.toml has that id"),
    ({"rulings": {"components.laboratory": ["Laboratorium"]}},
     "spec/classic/concerns.toml: rulings.components.laboratory: 'Laboratorium' is neither a component nor one of "
     "cards, boards"),
    ({"commonly_wrong": {"19": ["Forum"]}},
     "spec/classic/concerns.toml: commonly_wrong.19: no entry of the commonly-wrong list has that number"),
    ({"commonly_wrong": {"2": ["Forum", "Olympia C"]}},
     "spec/classic/concerns.toml: commonly_wrong.2: 'Olympia C' is neither a component nor one of cards, boards"),
    ({"ruling": {}}, "spec/classic/concerns.toml: unknown table [ruling]; the tables are rulings, commonly_wrong"),
])
def test_a_concern_naming_what_the_game_lacks_is_refused(concerns, message):  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError) as error:
        ClassicSite(CLASSIC.rules, concerns=concerns)
    assert str(error.value) == message


def test_a_whole_kind_of_concern_names_every_board():
    site = ClassicSite(CLASSIC.rules, concerns={"commonly_wrong": {"9": ["boards"]}})
    assert site.wrong_concerns == {9: tuple(CLASSIC.spec.boards)}


def test_a_bad_concerns_file_stops_the_build_with_its_message(tmp_path):  # type: ignore[no-untyped-def]
    from oracle.docs import hooks

    broken = tmp_path / "broken"
    (broken / "spec").mkdir(parents=True)
    for folder in ("tests", "docs"):
        (broken / folder).symlink_to(ROOT / folder)
    for entry in (ROOT / "spec").iterdir():
        if entry.name != "architects":
            (broken / "spec" / entry.name).symlink_to(entry)
    (broken / "spec" / "architects").mkdir()
    for entry in (ROOT / "spec" / "architects").iterdir():
        if entry.name != "concerns.toml":
            (broken / "spec" / "architects" / entry.name).symlink_to(entry)
    (broken / "spec" / "architects" / "concerns.toml").write_text('[rulings]\n"wonder.points" = ["Rhodos"]\n',
                                                                   encoding="utf-8")
    with pytest.raises(PluginError) as error:
        hooks.sections(broken)
    assert str(error.value) == ("the architects section of the site: spec/architects/concerns.toml: "
                                "rulings.wonder.points: 'Rhodos' is neither a component nor one of cards, wonders, "
                                "progress tokens")


def test_the_commonly_wrong_questions_match_the_kit_one_for_one():
    wrong = CommonlyWrong({1: "a", 2: "b"}, {1: "x.y", 2: "x.z"}, {1: "What happens when a?", 3: "What else?"})
    with pytest.raises(ValueError, match=r"faq: the commonly-wrong questions must match the kit's entries one for "
                                         r"one \(without a question: \[2\]; not an entry: \[3\]\)"):
        check_questions(wrong, "faq")
    assert all(q.startswith("What happens") for q in (*classic_faq.QUESTIONS.values(),
                                                      *architects_faq.QUESTIONS.values()))


def test_the_2020_editions_own_cards_show_its_rulings_on_them():
    """A card only the 2020 edition has shows the edition's rulings naming it, each linked to its entry on the
    edition's page; a first-edition card the edition reprices lists them under its part on the edition."""
    well = CLASSIC_PAGES["classic/cards/well.md"]
    assert ('## Rulings\n\n!!! note "Which of the Well and the Theater leads to the Statue, and which to the '
            'Gardens?"\n\n    **Project decision**, high confidence. The Well (from 4 and 7 players) leads to the '
            "Statue") in well
    assert "Ruling [`edition.well_and_theater`](../edition2020.md#edition-well_and_theater), on rule `build.chain`." \
        in well
    decorators = CLASSIC_PAGES["classic/cards/decorators-guild.md"]
    assert decorators.count("Ruling [`edition.") == 2
    assert "(../edition2020.md#edition-decorators)" in decorators and "#edition-one_engine_outliers)" in decorators
    assert "## Rulings" not in CLASSIC_PAGES["classic/cards/ludus.md"]      # no ruling names it
    town_hall = CLASSIC_PAGES["classic/cards/town-hall.md"]
    assert ("### Rulings of the 2020 edition\n\n- [What do the Town Hall, the Arena, the Circus and the Craftsmens "
            "Guild cost?](../edition2020.md#edition-wiki_costs) (project decision, high confidence)") in town_hall
    assert "{#edition-wiki_costs}" in CLASSIC_PAGES["classic/edition2020.md"]
