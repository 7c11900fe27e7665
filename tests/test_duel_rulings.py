"""The rulings of 7 Wonders Duel (``spec/duel/rulings.toml``): each has a kind and sources, each
stands in one box of the rules chapters, the Rulings and FAQ page lists them all with every
commonly-wrong rule, a rulings file missing a source is refused with one clear error, and the
rulings no other test pins on its own."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from oracle.core.spec import RULING_KINDS
from oracle.duel import legal
from oracle.duel.conformance import COMMONLY_WRONG, COMMONLY_WRONG_RULES
from oracle.duel.docs import faq
from oracle.duel.docs.site import Site
from oracle.duel.ruleset import load_ruleset_from
from oracle.errors import SpecError
from oracle.resources import spec_dir
from tests.support import RULES, build, city, discard, position, wonder

ROOT = Path(__file__).resolve().parent.parent

# ruling id -> its kind, as the sources give it
KINDS = {
    "setup.first_player": "project decision", "setup.removals_not_discarded": "rulebook",
    "age.reveal_after_the_move": "rulebook", "turn.extra_turns_in_a_row": "designer ruling",
    "age.no_extra_turn_when_empty": "rulebook", "age.next_starter_centre": "erratum",
    "trade.only_brown_and_grey": "rulebook", "trade.fixed_price_is_one_coin": "rulebook",
    "trade.fixed_price_from_the_next_turn": "project decision", "trade.pays_the_bank": "rulebook",
    "trade.unlimited_bank": "project decision", "economy.what_was_paid": "rulebook",
    "cost.cheapest_combination": "project decision", "per.counted_once_itself_included": "rulebook",
    "per_most.one_city_per_count": "rulebook", "military.looting_takes_what_there_is": "rulebook",
    "military.nearer_token_first": "project decision", "military.supremacy_before_destroy": "project decision",
    "wonder.effects_in_the_engines_order": "project decision", "strategy.later_red_cards_only": "rulebook",
    "science.pair_token_is_taken": "project decision", "science.law_never_pairs": "designer ruling",
    "wonder.eighth_leaves_at_once": "rulebook", "theology.one_extra_turn": "rulebook",
    "great_library.random_draw": "rulebook", "mausoleum.discard_pile_only": "rulebook",
}


# ---- the rulings as data --------------------------------------------------------------------------------

def test_every_duel_ruling_has_a_kind_among_the_four_and_a_source():
    assert {r.id: r.kind for r in RULES.rulings} == KINDS
    for r in RULES.rulings:
        assert r.kind in RULING_KINDS and r.sources and all(s.strip() for s in r.sources), r.id
        assert r.rule in RULES.rule_ids and r.question.startswith("What happens") and r.question.endswith("?"), r.id
        # the product cites its sources in words, never by a path of the workspace
        assert not re.search(r"\.\./|/shared|\.txt|\.csv", " ".join((r.decision, *r.sources))), r.id
    rulebook = [r for r in RULES.rulings if r.kind == "rulebook"]
    assert all(any(s.startswith("Rulebook ") and "(seed 00" in s and "'" in s for s in r.sources) for r in rulebook)
    centre = next(r for r in RULES.rulings if r.id == "age.next_starter_centre")
    assert centre.variant == "first_printing" and centre.sources[0].startswith("publisher's erratum (2016)")
    law = next(r for r in RULES.rulings if r.id == "science.law_never_pairs")
    assert law.rule == "effect.science" and law.sources[0].startswith("designer ruling")


def test_every_ruling_stands_in_exactly_one_box_of_the_chapters():
    placed = faq.placements(ROOT / "docs")
    assert faq.check_placements(RULES.rulings, placed) == []
    assert sorted(placed) == sorted(KINDS)
    assert placed["military.nearer_token_first"] == [faq.Placement(
        "duel/rules/military.md",
        ("tests/properties/test_regressions.py::test_a_push_across_two_looting_zones_takes_the_nearer_token_first",))]
    assert placed["age.next_starter_centre"][0].tests == (
        "tests/test_rules.py::test_age_next_starter_chooser",
        "tests/test_rules.py::test_age_next_starter_first_printing_centred",
        "tests/test_rulebook_examples.py::test_the_weaker_military_chooses_who_begins_the_next_age")


def test_a_ruling_missing_from_the_chapters_or_unknown_there_is_named():
    placed = faq.placements(ROOT / "docs")
    del placed["setup.first_player"]
    placed["setup.no_such_ruling"] = [faq.Placement("duel/rules/setup.md", ())]
    assert faq.check_placements(RULES.rulings, placed) == [
        "duel/rules: the ruling 'setup.first_player' of spec/duel/rulings.toml has no box in the rules chapters "
        "(a line '!!! ruling setup.first_player')",
        "duel/rules/setup.md: '!!! ruling setup.no_such_ruling' is not a ruling of spec/duel/rulings.toml"]


# ---- the Rulings and FAQ page ---------------------------------------------------------------------------

@pytest.fixture(scope="module")
def faq_page() -> str:
    return Site.load(ROOT).pages()[faq.FAQ_PAGE]


def test_the_faq_lists_every_ruling_and_every_commonly_wrong_rule(faq_page):
    base, _, expansion = faq_page.partition("## With the Pantheon {#with-the-pantheon}")
    anchors = re.findall(r"^### (.+) \{#([a-z0-9-]+)\}$", base, re.MULTILINE)
    assert all(question.startswith("What happens") for question, _ in anchors)
    assert [a for _, a in anchors] == [faq.ruling_anchor(r.id) for r in RULES.rulings] + \
        [f"commonly-wrong-{n}" for n in range(1, 16)]
    # then the expansion's own part: each of its rulings a question of its own
    pantheons, _, agoras = expansion.partition("## With Agora {#with-agora}")
    agoras, _, both = agoras.partition("## With both expansions {#with-both}")
    theirs = re.findall(r"^### (.+) \{#([a-z0-9-]+)\}$", pantheons, re.MULTILINE)
    assert len(theirs) == 47 and all(question.startswith(("What happens", "Which")) for question, _ in theirs)
    assert all(anchor.startswith("pantheon-") for _, anchor in theirs)
    agora = re.findall(r"^### (.+) \{#([a-z0-9-]+)\}$", agoras, re.MULTILINE)
    assert len(agora) == 32 and all(anchor.startswith("agora-") for _, anchor in agora)
    combined = re.findall(r"^### (.+) \{#([a-z0-9-]+)\}$", both, re.MULTILINE)
    assert len(combined) == 5 and all(anchor.startswith("pantheon-agora-") for _, anchor in combined)
    assert sorted(COMMONLY_WRONG) == list(range(1, 16)) and len(RULES.rulings) == 26
    for r in RULES.rulings:
        assert f"ruling `{r.id}`." in faq_page and r.decision in faq_page, r.id
    for number, statement in COMMONLY_WRONG.items():
        assert f"**Commonly wrong #{number}**, on rule [`{COMMONLY_WRONG_RULES[number]}`]" in faq_page
        assert statement[1:] in faq_page


def test_each_faq_entry_links_its_rule_components_tests_and_cases(faq_page):
    entries = dict(re.findall(r"\{#([a-z0-9-]+)\}\n(.*?)(?=\n### |\Z)", faq_page, re.DOTALL))
    looting = entries["military-nearer-token-first"]
    assert "**Project decision** (high confidence), on rule [`military.looting`](military.md#military.looting)" \
        in looting
    assert "`tests/properties/test_regressions.py::test_a_push_across_two_looting_zones_takes_the_nearer_token_first`" \
        in looting
    assert "Conformance cases (18 tagged commonly wrong #14" in looting
    mausoleum = entries["mausoleum-discard-pile-only"]
    assert "[The Mausoleum](../wonders/the-mausoleum.md)" in mausoleum
    assert "[Urbanism](../progress/urbanism.md)" in mausoleum
    centre = entries["age-next-starter-centre"]
    assert "**Erratum**" in centre and "[`age.next_starter`](turn.md#age.next_starter)" in centre
    assert "`oracle play --variant first_printing`" in centre
    library = entries["commonly-wrong-7"]
    assert "[The Great Library](../wonders/the-great-library.md)" in library
    assert "`tests/test_commonly_wrong.py::test_07_great_library_token_applies_at_once`" in library
    assert all(f"`great-library-choice-{h}`" in library for h in ("6c99ddc4", "c80741cc", "eda02795"))
    law = entries["science-law-never-pairs"]
    assert "**Designer ruling**" in law and "[Law](../progress/law.md)" in law
    assert "`tests/test_commonly_wrong.py::test_09_law_never_forms_a_pair`" in law


def test_components_are_found_by_name_longest_first():
    names = [c.name for c in RULES.components]
    assert faq.components_named("the Great Library, the Library and the Statue of Zeus", names) == [
        "The Great Library", "Library", "The Statue of Zeus"]
    assert faq.components_named("Portuguese rulebooks", names) == []


# ---- a rulings file with a mistake ----------------------------------------------------------------------

@pytest.fixture
def spec(tmp_path: Path) -> Path:
    folder = tmp_path / "duel"
    shutil.copytree(spec_dir("duel"), folder)
    return folder


def _problems(folder: Path) -> list[str]:
    with pytest.raises(SpecError) as info:
        load_ruleset_from(folder)
    return [str(p) for p in info.value.problems]


def _line_of(text: str, needle: str) -> int:
    return text[:text.index(needle)].count("\n") + 1


def test_a_ruling_without_sources_gives_one_error_naming_the_file_and_the_ruling(spec):
    path = spec / "rulings.toml"
    text = path.read_text(encoding="utf-8")
    start = text.index('id = "trade.unlimited_bank"')
    sources = text.index("sources = ", start)
    end = text.index("\n", sources)
    path.write_text(text[:sources] + text[end + 1:], encoding="utf-8")
    (problem,) = _problems(spec)
    assert "rulings.toml:" in problem
    index = text[:start].count("[[ruling]]") - 1
    assert problem.endswith(f"ruling[{index}].sources must list at least one source, each a line of text")
    header = _line_of(text, 'id = "trade.unlimited_bank"') - 1     # the ruling's [[ruling]] line
    assert f"rulings.toml:{header}:" in problem


def test_a_ruling_of_no_known_kind_is_refused(spec):
    path = spec / "rulings.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('kind = "erratum"', 'kind = "folklore"'), encoding="utf-8")
    (problem,) = _problems(spec)
    assert "rulings.toml:" in problem and problem.endswith(
        "the kind is one of rulebook, erratum, designer ruling, project decision, not 'folklore'")


def test_a_spec_folder_without_rulings_is_refused(spec):
    (spec / "rulings.toml").unlink()
    (problem,) = _problems(spec)
    assert "rulings.toml" in problem and "cannot read" in problem


# ---- rulings no other test pins on its own --------------------------------------------------------------

def test_the_bank_never_runs_short():
    """trade.bank (ruling trade.unlimited_bank): the box holds 31 coins, but the engine pays whatever
    an effect gives, however many coins the players already hold."""
    s = position(cities=[city(cards=["Tavern", "Baths"]), city()], coins=(30, 30), available=["Stone Pit"])
    step = discard(s, "Stone Pit")
    assert step.state.coins == (33, 30)    # 2 coins + 1 for the Tavern: 63 coins in the players' hands


def test_a_reserve_counts_as_soon_as_it_is_in_the_city():
    """trade.fixed_price (ruling trade.fixed_price_from_the_next_turn): the 1-coin price holds once
    the card is in the city; nothing can be bought later in the same turn, so this is the rulebook's
    'from the next turn'."""
    seller = city(cards=["Shelf Quarry"])             # 2 stone on a brown card: 4 coins a unit
    s = position(cities=[city(), seller], coins=(10, 7), available=["Stone Reserve"])
    pyramids = RULES.wonders[wonder("The Pyramids")]  # 3 stone, 1 papyrus
    assert legal.price(s, 0, pyramids).trade == 3 * 4 + 2
    after = build(s, "Stone Reserve").state
    assert legal.price(after, 0, pyramids).trade == 3 * 1 + 2


def test_a_rulings_cases_come_closest_first(faq_page):
    """Cases naming a broad rule are listed with those about the ruling's components first, then those
    whose first rule it is, then the most focused."""
    entries = dict(re.findall(r"\{#([a-z0-9-]+)\}\n(.*?)(?=\n### |\Z)", faq_page, re.DOTALL))
    customs = entries["trade-fixed-price-from-the-next-turn"]
    listed = re.search(r"Conformance cases \(143 naming `trade.fixed_price`, the closest first, in "
                       r"`spec/conformance/duel/`\): (.*?) and 137 more\.", customs).group(1)
    assert [i.strip("`").rsplit("-", 1)[0] for i in listed.split(", ")][:4] == ["build-customs-house"] * 4
    first = entries["setup-first-player"]
    assert "Conformance cases (66 naming `setup.draft`, the closest first" in first and "`draft-pick-1-" in first
