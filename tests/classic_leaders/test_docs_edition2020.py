"""The site's pages of Leaders for the 2020 edition (point ``docs``): a page for each of its leaders (one
page for a leader both boxes hold, saying how each gives it, and in which pack of the 2020 box), its
boards, its overview and its rulings; and the numbers the "what happens when…?" page gives for it,
played by the engine."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import oracle
from oracle.classic.game import Game
from oracle.classic.leaders.costs import cost
from oracle.classic.scoring import city_score
from oracle.classic.state import State
from tests.classic_leaders.support import index, play, start

ROOT = Path(__file__).resolve().parents[2]
VARIANT = "edition2020_leaders"
FAQ = " ".join((ROOT / "docs" / "classic" / "rules" / "leaders-faq.md").read_text(encoding="utf-8").split())


@pytest.fixture(scope="module")
def pages() -> dict[str, str]:
    from oracle.classic.docs.site import Site

    return Site.load(ROOT).pages()


def _rules():  # type: ignore[no-untyped-def]
    return oracle.load_game("classic", variant=VARIANT).rules


# ---- the pages ---------------------------------------------------------------------------------------------

def test_every_leader_and_board_of_the_2020_box_has_a_page_and_shows_its_pack(pages):
    from oracle.classic.leaders.docs import FOLDER
    from oracle.docs.links import slug

    spec = _rules().spec
    packs = dict((name, pack) for pack, names in spec.sections["leaders"].packs for name in names)
    leaders = [c.name for c in spec.others if c.kind == "leader"]
    assert len(leaders) == 49 and set(packs) == set(leaders)
    for name in leaders:
        page = pages[f"{FOLDER}/{slug(name)}.md"]
        assert f"# {name}\n" in page
        assert f"{packs[name].capitalize()} pack" in page or f"**Pack:** {packs[name].capitalize()}" in page, name
    assert "## In the 2020 box {#edition2020}" in pages[f"{FOLDER}/alexander.md"]
    assert "in its Standard pack" in pages[f"{FOLDER}/alexander.md"]
    assert "with the same cost and ability" in pages[f"{FOLDER}/alexander.md"]
    assert "in its Expert pack" in pages[f"{FOLDER}/tomyris.md"]
    cornelia = pages[f"{FOLDER}/cornelia.md"]
    assert '!!! info "The 2020 box only"' in cornelia and "**Pack:** Expert" in cornelia
    assert "**Cost:** 1 coin in Age I, 2 coins in Age II and 3 coins in Age III" in cornelia
    assert "ruling `leaders.more_than_each_2020`" in cornelia


def test_a_leader_the_2020_box_gives_otherwise_says_both_values_and_the_option(pages):
    plato = pages["classic/leaders/plato.md"]
    first, _, later = plato.partition("## In the 2020 box {#edition2020}")
    assert " 4 coins" in first.split("## What it does")[0]
    assert "gives it otherwise:" in later and " 3 coins (the ability is the same)" in later
    assert "ruling `leaders.plato_cost_2020`, rule option `plato_cost_2e`" in later


def test_roma_shows_its_day_and_night_sides_and_abu_simbel_has_its_page(pages):
    roma = pages["classic/leaders/roma.md"]
    assert "## Side A {#side-a}" in roma and "### Side Day {#side-day}" in roma
    assert "### Side Night {#side-night}" in roma
    assert "1 glass, 1 stone and 1 clay" in roma.split("### Side Night")[1]
    assert "rule option `roma_night_stage2_good`" in roma
    abu = pages["classic/leaders/abu-simbel.md"]
    assert "## Side Day {#side-day}" in abu and "## Side Night {#side-night}" in abu
    assert '!!! info "The 2020 box only"' in abu and "1 papyrus, on both sides" in abu
    assert "ruling `leaders.abu_simbel_entomb`, rule option `abu_simbel_entomb_source`" in abu


def _rules_involved(page: str) -> list[str]:
    """The rule ids of the table "Rules involved" of a page's folded block for implementers."""
    table = page.split("Rules involved**", 1)[1].split("\n\n", 2)[1]
    return re.findall(r"^\s*\| \[`([a-z0-9_.]+)`\]", table, flags=re.M)


def test_a_boards_page_lists_the_rules_of_the_constructs_its_stages_use_as_a_leaders_does(pages):
    """Abu Simbel's stages entomb a leader: its page lists effect.entomb among the rules involved,
    after the base game's rules of a board, as Nitocris's page lists the rule of her tokens; a board
    using no such construct lists the base game's alone."""
    assert _rules_involved(pages["classic/leaders/abu-simbel.md"]) == [
        "setup.boards", "wonder.stage", "wonder.board", "build.cost", "trade.sellable", "scoring.categories",
        "effect.entomb"]
    assert "effect.take_age_piece" in _rules_involved(pages["classic/leaders/nitocris.md"])
    roma = _rules_involved(pages["classic/leaders/roma.md"])
    assert roma[:3] == ["setup.boards", "wonder.stage", "wonder.board"] and "effect.entomb" not in roma


def test_the_rulings_page_gives_every_ruling_its_option_and_what_waits_for_a_photograph(pages):
    from oracle.docs.faq import ruling_anchor

    page = pages["classic/leaders/edition2020-rulings.md"]
    own = [r for r in _rules().spec.rulings if r.id in {
        r.id for r in oracle.load_game("classic", variant=VARIANT).rules.spec.rulings}
        - {r.id for r in oracle.load_game("classic", variant="leaders").rules.spec.rulings}
        - {r.id for r in oracle.load_game("classic", variant="edition2020").rules.spec.rulings}]
    assert len(own) == 19
    for r in own:
        assert f"\n## {r.question} {{#{ruling_anchor(r.id)}}}\n" in page and f"\n{r.decision}\n" in page
        assert f"confidence; ruling `{r.id}` on " in page and "Sources: " + "; ".join(r.sources) + "." in page
    for option in ("plato_cost_2e", "roma_night_stage2_good", "leader_packs", "telesilla_discard",
                   "abu_simbel_entomb_source", "abu_simbel_age_cost_value"):
        assert f"Rule option `{option}`: " in page, option
    photographs = page.split("## What waits for a photograph {#photographs}")[1].split("\n## ")[0]
    for fact in ("Plato's price", "Roma Night's second stage", "All of Abu Simbel", "Courtesan token",
                 "Which leaders make up the box"):
        assert fact in photographs, fact


def test_the_overviews_state_the_ruleset_its_options_and_its_constructs(pages):
    page = pages["classic/leaders/edition2020.md"]
    rules = _rules()
    assert "the ruleset `edition2020_leaders`" in page
    for rid in ("leaders.age_cost", "effect.more_than", "effect.count_is", "effect.points_per_pair",
                "effect.entomb", "effect.bank_coins", "effect.take_age_piece"):
        assert f"### `{rid}` {{#{rid}}}\n\n{rules.spec.rule_ids[rid]}\n" in page
    for anchor in ("coin_cost_by_age", "more_than", "count_none", "count_exactly", "points_per_pair",
                   "extra_symbol", "change_symbol", "take_age_piece", "discard_every_piece",
                   "discard_chosen_piece", "on_bank_coins", "entomb"):
        assert f"(../../dsl/constructs.md#{anchor})" in page, anchor
    assert "| Standard | 34 | 34 | 0 |" in page and "| Expert | 15 | 2 | 13 |" in page
    assert "| [Plato](plato.md) | Standard |" in page and "| given otherwise |" in page
    first = pages["classic/leaders/index.md"]
    assert "## The 2020 box {#edition2020}" in first and "`plato_cost_2e`" in first
    assert "(../../dsl/constructs.md#entomb)" in first


def test_the_navigation_print_and_quick_reference_include_the_2020_box():
    from oracle.classic.docs.site import Site

    site = Site.load(ROOT)
    leaders = site.nav("leaders:leaders")
    assert len(leaders) == 36 + 13 and leaders[-1] == {"Berenice (2020)": "classic/leaders/berenice.md"}
    assert site.nav("leaders:boards") == [{"Roma": "classic/leaders/roma.md"},
                                          {"Abu Simbel (2020)": "classic/leaders/abu-simbel.md"}]
    assert site.variant_page(VARIANT) == "classic/leaders/edition2020.md"
    assert site.quick_rules_of(VARIANT) == ("leaders.age_cost",)
    printed = [p.path for p in site.print_parts()]
    assert len(printed) == len(set(printed))
    for path in ("classic/leaders/edition2020.md", "classic/leaders/edition2020-rulings.md",
                 "classic/leaders/cornelia.md", "classic/leaders/abu-simbel.md"):
        assert path in printed, path
    mkdocs = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert "classic/leaders/edition2020.md" in mkdocs and "classic/leaders/edition2020-rulings.md" in mkdocs


def test_the_questions_page_links_real_rulings_and_rules_of_the_2020_box():
    from oracle.docs.faq import ruling_anchor

    rules = _rules()
    linked = re.findall(r"\(\.\./leaders/edition2020-rulings\.md#([a-z0-9-]+)\)", FAQ)
    assert len(linked) >= 6 and set(linked) <= {ruling_anchor(r.id) for r in rules.spec.rulings}
    for rid in re.findall(r"\(\.\./leaders/edition2020\.md#([a-z_.]+)\)", FAQ):
        assert rid in rules.spec.rule_ids, rid


# ---- the numbers the questions page gives, played ----------------------------------------------------------

G = Game.load(VARIANT, 3)
DEALT = [["Cornelia", "Eurypyle", "Phryne", "Theano"],
         ["Makeda", "Cynisca", "Agrippina", "Gorgo"],
         ["Croesus", "Hiram", "Midas", "Sappho"]]
SHOPS = ["Tavern", "Marketplace", "Caravansery", "Forum"]


def _city(s: State, seat: int, built: list[str], **given: object) -> State:
    cities = list(s.cities)
    cities[seat] = cities[seat]._replace(structures=tuple(index(G, n) for n in built), **given)
    return s._replace(cities=tuple(cities))


def _leaders_row(s: State, seat: int) -> int:
    return city_score(G.rules, s, seat)["leaders"]


@pytest.mark.parametrize(("neighbours", "row"), [((3, 1), 0), ((1, 3), 0), ((2, 2), 5)])
def test_cornelia_with_three_yellow_cards_against_her_neighbours(neighbours: tuple[int, int], row: int):
    """…I have as many yellow cards as my neighbour, with Cornelia? (seat 1's neighbours: seats 0 and 2)"""
    s = start(G, DEALT)
    s = _city(s, 1, ["Cornelia", *SHOPS[:3]])
    s = _city(s, 0, SHOPS[:neighbours[0]])
    s = _city(s, 2, SHOPS[:neighbours[1]])
    assert _leaders_row(s, 1) == row
    assert "against 3 and 1, Cornelia scores nothing; against 2 and 2 she scores 5" in FAQ


@pytest.mark.parametrize(("defeats", "victories", "row"), [(0, (1, 3, 5), 6), (1, (5, 5), 0)])
def test_cynisca_counts_defeat_tokens_only(defeats: int, victories: tuple[int, ...], row: int):
    s = _city(start(G, DEALT), 1, ["Cynisca"], defeats=defeats, victories=victories)
    assert _leaders_row(s, 1) == row
    assert "She scores her 6 points" in FAQ and "worth 1, 3 and 5" in FAQ


def test_cynisca_scores_once_telesilla_discards_her_owners_defeat_tokens():
    from tests.classic_leaders.test_edition2020_tokens import HANDS, recruitment
    from tests.classic_leaders.test_edition2020_tokens import G as TOKENS

    s = recruitment(TOKENS, HANDS, built=[["Cynisca"], [], []], defeats=[2, 0, 0])
    assert city_score(TOKENS.rules, s, 0)["leaders"] == 0
    s = play(TOKENS, s, "recruit", "Telesilla", 0)
    s = play(TOKENS, s, "sell", "Caesar", 1)
    s = play(TOKENS, s, "sell", "Midas", 2)
    assert s.cities[0].defeats == 0 and city_score(TOKENS.rules, s, 0)["leaders"] == 6
    assert "those Telesilla discards" in FAQ


@pytest.mark.parametrize(("victories", "row"), [((1, 1, 3, 5, 5, 5), 6), ((5, 5, 5, 5), 10)])
def test_gorgo_pairs_as_the_questions_page_says(victories: tuple[int, ...], row: int):
    s = _city(start(G, DEALT), 2, ["Gorgo"], victories=victories, defeats=2)
    sheet = city_score(G.rules, s, 2)
    assert (sheet["leaders"], sheet["military"]) == (row, sum(victories) - 2)
    assert "With 1, 1, 3, 5, 5 and 5 she gives 6" in FAQ and "four 5-point tokens give 10" in FAQ


def test_an_age_priced_leader_with_maecenas_or_on_roma_night():
    s = start(G, DEALT)
    cornelia = index(G, "Cornelia")
    assert [cost(G.rules, s._replace(age=age), 0, cornelia) for age in (1, 2, 3)] == [1, 2, 3]
    maecenas = _city(s, 0, ["Maecenas"])
    assert [cost(G.rules, maecenas._replace(age=age), 0, cornelia) for age in (1, 2, 3)] == [0, 0, 0]
    night = _city(s, 0, [], board=G.rules.board_index("Roma Night"))
    assert [cost(G.rules, night._replace(age=age), 0, cornelia) for age in (1, 2, 3)] == [0, 0, 1]
    assert "costs 0, 0 and 1 coins in Ages I, II and III" in FAQ


def test_abu_simbel_values_an_age_priced_leader_at_the_age_it_is_entombed():
    from oracle.classic.leaders.entomb import value

    s = G.new_game(seed=1)
    phryne, sappho = index(G, "Phryne"), index(G, "Sappho")
    assert [value(G.rules, s._replace(age=age), phryne, 2) for age in (2, 3)] == [4, 6]
    assert value(G.rules, s._replace(age=3), sappho, 2) == 2
    assert "entombed in Age III scores 6 points (in Age II, 4)" in FAQ


def test_berenice_once_a_turn_and_again_in_the_conflicts():
    from tests.classic_leaders.test_edition2020_tokens import HANDS, recruitment
    from tests.classic_leaders.test_edition2020_tokens import G as TOKENS

    s = recruitment(TOKENS, HANDS, built=[["Berenice"], [], []])
    before = s.cities[0].coins
    s = play(TOKENS, s, "sell", "Euclid", 0)
    s = play(TOKENS, s, "sell", "Caesar", 1)
    s = play(TOKENS, s, "sell", "Midas", 2)
    assert s.cities[0].coins - before == 3 + 1 and s.cities[1].coins - before == 3
    assert "sell a leader and take 4 coins" in FAQ and "2 + 2 + 1" in FAQ
