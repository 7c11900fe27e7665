"""The Pantheon expansion's spec (``spec/duel/variants/pantheon``, an extension of Duel's) against its
fact tables (``tests/data/duel-pantheon``): every component, every constant of ``[pantheon]``, the
rule ids and rulings, and one clear problem for each wrong value of ``[pantheon]``.  The base game's
spec reads as it did before the expansion existed.
"""

from __future__ import annotations

import csv
import re
import shutil
from pathlib import Path

import pytest

from oracle.dsl import ast
from oracle.dsl.english import component_english
from oracle.dsl.printer import print_spec
from oracle.duel.game import Game
from oracle.duel.spec import AGES, read_spec
from oracle.errors import GameChoiceError, SpecError
from oracle.resources import spec_dir
from tests.spec_edits import line_of, problems_after

DATA = Path(__file__).resolve().parents[1] / "data" / "duel-pantheon"
DUEL = spec_dir("duel")
BASE = read_spec(DUEL)
S = read_spec(DUEL, "pantheon")
RESOURCES = ("wood", "clay", "stone", "glass", "papyrus")
MYTHOLOGIES = ("mesopotamian", "phoenician", "greek", "egyptian", "roman")


def rows(name: str) -> list[dict[str, str]]:
    with open(DATA / name, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


COMPONENTS = rows("components.csv")
DIVINITIES = rows("divinities.csv")


def of_kind(kind: str) -> dict[str, ast.Component]:
    return {c.name: c for c in S.components if c.kind == kind}


def fact(kind: str, name: str) -> dict[str, str]:
    (row,) = [r for r in COMPONENTS if r["kind"] == kind and r["name"] == name]
    return row


def resources(cost: ast.Cost | None) -> dict[str, int]:
    assert cost is not None
    return {r.resource.value: r.amount for r in cost.resources}


def facts_cost(row: dict[str, str]) -> dict[str, int]:
    return {r: int(row[f"cost_{r}"]) for r in RESOURCES if row[f"cost_{r}"] not in ("", "0")}


# ---- what the expansion adds, replaces and removes --------------------------------------------------

def test_the_expansion_has_the_boxes_components_and_no_guilds():
    assert len(S.components) == 114
    assert len(of_kind("divinity")) == 16
    assert len(of_kind("wonder")) == 14 and len(of_kind("progress")) == 13
    cards = of_kind("card")
    assert not [c for c in cards.values() if c.deck is not None and c.deck.value == "guild"]
    assert sorted(n for n, c in cards.items() if c.deck is not None and c.deck.value == "grand_temple") == [
        "Egyptian Grand Temple", "Greek Grand Temple", "Mesopotamian Grand Temple", "Phoenician Grand Temple",
        "Roman Grand Temple"]
    assert S.vocabulary.decks == ("I", "II", "III", "grand_temple")
    assert S.vocabulary.mythologies == MYTHOLOGIES


def test_the_base_components_keep_their_order_so_their_indexes_hold():
    base = [(c.kind, c.name) for c in BASE.components if not (c.deck is not None and c.deck.value == "guild")]
    assert [(c.kind, c.name) for c in S.components if (c.kind, c.name) in set(base)] == base
    assert [c.name for c in S.components if c.kind == "wonder"][12:] == ["The Sanctuary", "The Divine Theater"]
    assert [c.name for c in S.components if c.kind == "progress"][10:] == ["Mysticism", "Poliorcetics",
                                                                            "Engineering"]


def test_the_base_spec_is_read_as_before():
    assert BASE.section("pantheon") is None
    assert (BASE.constants.extra_deck, BASE.constants.extra_back) == ("guild", "Guild")
    assert BASE.constants.progress_in_box == 5
    assert "setup.guilds" in BASE.rule_ids and "setup.guilds" not in S.rule_ids
    assert not [c for c in BASE.components if c.kind == "divinity"]


def test_the_grand_temples_join_age_three_in_the_guilds_place():
    c = S.constants
    assert (c.extra_deck, c.extra_back, c.guilds_in_age_III) == ("grand_temple", "Grand Temple", 3)
    assert (c.progress_on_board, c.progress_in_box) == (5, 8)
    assert (c.wonders_in_draft, c.wonder_cap, c.cards_per_age) == (8, 7, 20)


# ---- the divinities -----------------------------------------------------------------------------------

def test_each_divinity_belongs_to_its_mythology_and_has_no_colour_or_cost():
    divinities = of_kind("divinity")
    assert len(DIVINITIES) == 15
    for row in DIVINITIES:
        d = divinities[row["name"]]
        assert d.deck is not None and d.deck.value == row["mythology"].lower(), row["name"]
        assert d.colour is None and d.cost is None and not d.free_with and not d.chains
    for mythology in MYTHOLOGIES:
        assert sum(1 for d in divinities.values() if d.deck is not None and d.deck.value == mythology) == 3
    assert divinities["The Gate"].deck is None


# divinity -> its effects as the spec writes them (facts: divinities.csv, the effect_summary column)
EFFECTS = {
    "Enki": ["when revealed: draw 2 progress tokens from box", "when activated: take 1 progress token from card"],
    "Ishtar": ["always: science law"],
    "Nisaba": ["when activated: copy science of opponent green card"],
    "Astarte": ["when activated: gain 7 coins on card", "at end: 1 point per coin on card"],
    "Baal": ["when activated: steal opponent brown or grey card"],
    "Tanit": ["when activated: gain 12 coins"],
    "Aphrodite": ["at end: 9 points"],
    "Hades": ["when activated: build from discard free"],
    "Zeus": ["when activated: discard any card of structure"],
    "Anubis": ["when activated: unbuild own or opponent wonder"],
    "Isis": ["when activated: build wonder from discard free"],
    "Ra": ["when activated: steal opponent wonder"],
    "Mars": ["when activated: 2 shields"],
    "Minerva": ["when activated: place blocker on track"],
    "Neptune": ["when activated:", "discard 1 looting token", "loot opponent with 1 looting token"],
    "The Gate": ["when activated: invoke top divinity of each deck"],
}


@pytest.mark.parametrize("name", sorted(EFFECTS))
def test_each_divinity_does_what_its_facts_say(name: str):
    printed = print_spec([of_kind("divinity")[name]]).splitlines()
    body = [line.strip() for line in printed[1:-1] if not line.strip().startswith("deck ")]
    assert body == EFFECTS[name]


def test_the_numbers_in_the_divinities_facts():
    summary = {r["name"]: r["effect_summary"] for r in DIVINITIES}
    assert "Seven coins" in summary["Astarte"] and "scores 1 VP" in summary["Astarte"]
    assert re.search(r"\b12 coins\b", summary["Tanit"])
    assert re.search(r"\b9 victory points\b|\b9 VP\b", summary["Aphrodite"])
    assert re.search(r"\b2 Shields?\b|\btwo Shields?\b", summary["Mars"], re.IGNORECASE)
    assert "two progress tokens" in summary["Enki"]


def test_a_divinity_reads_in_english():
    assert component_english(of_kind("divinity")["Mars"], vocabulary=S.vocabulary) == [
        "When it is activated, its owner gains 2 shields, moving the conflict pawn 2 spaces toward the "
        "opponent's capital."]
    assert component_english(of_kind("divinity")["Ishtar"], facts=True)[0] == (
        "A divinity of the Mesopotamian mythology, activated from the Pantheon, never built.")


# ---- Grand Temples, wonders, progress tokens ---------------------------------------------------------------

@pytest.mark.parametrize("mythology", MYTHOLOGIES)
def test_each_grand_temple_costs_what_its_facts_say_and_is_free_with_its_token(mythology: str):
    name = f"{mythology.capitalize()} Grand Temple"
    temple, row = of_kind("card")[name], fact("card", name)
    assert (row["age"], row["colour"]) == ("3", "purple")
    assert temple.colour is not None and temple.colour.value == "purple"
    assert resources(temple.cost) == facts_cost(row)
    assert temple.cost is not None and temple.cost.coins == 0
    assert [n.value for n in temple.free_with] == [mythology]
    assert row["victory_points"].startswith("5/12/21")
    assert temple.effects("at_end") == (ast.PointsBySet((5, 12, 21), ast.Name("grand_temple")),)


@pytest.mark.parametrize("name", ["The Sanctuary", "The Divine Theater"])
def test_each_new_wonder_costs_what_its_facts_say(name: str):
    wonder, row = of_kind("wonder")[name], fact("wonder", name)
    assert resources(wonder.cost) == facts_cost(row)
    points = [e.amount for e in wonder.effects("at_end") if isinstance(e, ast.Points)]
    assert sum(points) == int(row["victory_points"])


def test_the_new_wonders_effects():
    sanctuary, theater = of_kind("wonder")["The Sanctuary"], of_kind("wonder")["The Divine Theater"]
    assert sanctuary.effects("when_built") == (ast.PlayAgain(),)
    assert sanctuary.effects("always") == (ast.DiscountCoins(2, ast.Target("divinities")),)
    assert theater.effects("when_built") == (ast.Invoke("deck"),)
    assert "-= 2" in fact("wonder", "The Sanctuary")["effect_dsl"]


def test_the_new_progress_tokens_effects():
    tokens = of_kind("progress")
    assert tokens["Mysticism"].effects("at_end") == (
        ast.Points(2, ast.Per(1, ast.Counted("tokens", (ast.Name("mythology"), ast.Name("offering"))))),)
    assert fact("progress_token", "Mysticism")["victory_points"] == "2 per token kept"
    assert tokens["Poliorcetics"].effects("on_push") == (
        ast.OpponentLosesCoins(ast.Name("opponent"), 1, per=ast.Per(1, ast.Counted("spaces"))),)
    assert "spaces_actually_moved" in fact("progress_token", "Poliorcetics")["effect_dsl"]
    assert tokens["Engineering"].effects("always") == (ast.ChainPrice(1),)
    assert "min(cost, 1 coin)" in fact("progress_token", "Engineering")["effect_dsl"]


# ---- the Pantheon board and its tokens ------------------------------------------------------------------

def test_the_pantheon_spaces_cost_what_the_facts_say():
    spaces = [r for r in COMPONENTS if r["kind"] == "pantheon_space"]
    assert [r["name"] for r in spaces] == [f"space {i}" for i in range(1, 7)]
    p = S.section("pantheon")
    assert p is not None
    assert p.costs == tuple((int(r["cost_coins_player_A"]), int(r["cost_coins_player_B"])) for r in spaces)
    assert p.costs == ((3, 8), (4, 7), (5, 6), (6, 5), (7, 4), (8, 3))
    for (a, b), row in zip(p.costs, spaces, strict=True):
        assert row["value"] == f"Gate here costs A {a * p.gate_cost_factor} / B {b * p.gate_cost_factor}"
    assert (p.gate, p.gate_cost_factor, p.first_age, p.divinities_drawn) == ("The Gate", 2, 2, 2)


def test_the_tokens_lie_where_the_facts_put_them():
    p = S.section("pantheon")
    assert p is not None
    mythology = [r for r in COMPONENTS if r["kind"] == "mythology_token"]
    assert [r["value"].lower() for r in mythology] == list(MYTHOLOGIES)
    assert {int(r["quantity"]) for r in mythology} == {p.mythology_tokens_each} == {2}
    offerings = [r for r in COMPONENTS if r["kind"] == "offering_token"]
    assert p.offering_tokens == tuple(int(r["value"]) for r in offerings) == (2, 3, 4)
    assert (p.mythology_slots, p.offering_slots) == ((2, 4, 9, 11, 13), (6, 8, 10))
    (q02,) = [r for r in rows("open_questions.csv") if r["id"] == "Q02"]
    assert q02["bga_resolution"] == "Age I 2,4,9,11,13; Age II 6,8,10"
    first, second = S.layouts[0], S.layouts[1]
    assert not any(first.face_up >> s & 1 for s in p.mythology_slots)
    assert not any(second.face_up >> s & 1 for s in p.offering_slots)


# ---- rules and rulings --------------------------------------------------------------------------------

def test_the_expansions_rules_replace_and_add_rule_ids():
    assert "13" in S.rule_ids["setup.progress"] and S.rule_ids["setup.progress"] != BASE.rule_ids["setup.progress"]
    new = {"setup.grand_temples", "pantheon.board", "pantheon.cost", "pantheon.activate", "military.blocker",
           "effect.invoke", "effect.chain_price", "effect.points_by_set"}
    assert new <= set(S.rule_ids) and not new & set(BASE.rule_ids)
    assert set(BASE.rule_ids) - {"setup.guilds"} <= set(S.rule_ids)


def test_every_ruling_of_the_expansion_names_a_rule_of_its_ruleset_and_its_sources():
    ids = {r.id for r in S.rulings}
    assert len(S.rulings) >= 40
    assert {"pantheon.gate_space", "pantheon.zeus_token", "pantheon.reserve_treasury_first",
            "pantheon.no_token_discount", "science.law_never_pairs"} <= ids
    for r in S.rulings:
        assert r.rule in S.rule_ids and r.sources and r.confidence in ("high", "medium", "low"), r.id
    law = next(r for r in S.rulings if r.id == "science.law_never_pairs")
    assert "Ishtar" in law.decision
    assert law.decision != next(r for r in BASE.rulings if r.id == "science.law_never_pairs").decision


# ---- a wrong value of [pantheon]: one problem, at its file and line -----------------------------------------

@pytest.fixture
def spec_copy(tmp_path: Path) -> Path:
    shutil.copytree(DUEL, tmp_path / "duel")
    return tmp_path / "duel"


BAD = [
    ("costs = [[3, 8], [4, 7], [5, 6], [6, 5], [7, 4], [8, 3]]", "costs = [[3, 8], [4]]",
     "pantheon.costs must be a list of 1 to 20 spaces, each [first player's price, second player's price], not a "
     "list"),
    ("costs = [[3, 8], [4, 7], [5, 6], [6, 5], [7, 4], [8, 3]]", "costs = [[3, 8], [4, -7]]",
     "pantheon.costs: space 2: a price is a whole number from 0 to 1,000, not -7"),
    ('gate = "The Gate"', 'gate = "Zeus"',
     "pantheon.gate: 'Zeus' belongs to the greek deck; the Gate is placed on the board in Age II, so it belongs to "
     "no deck"),
    ('gate = "The Gate"', 'gate = "The Gat"',
     "pantheon.gate must name a divinity of the spec, not 'The Gat' (did you mean 'The Gate'?)"),
    ("gate_cost_factor = 2", "gate_cost_factor = 0", "pantheon.gate_cost_factor must be a whole number from 1 to "
                                                     "10, not 0"),
    ('first_age = "II"', 'first_age = "IV"', "pantheon.first_age must be one of the Ages 'I', 'II', 'III', not "
                                             "'IV'"),
    ("divinities_drawn = 2", "divinities_drawn = 4",
     "pantheon.divinities_drawn must be a whole number from 1 to 3 (the smallest Mythology deck, mesopotamian, "
     "holds 3), not 4"),
    ("mythology_slots = [2, 4, 9, 11, 13]", "mythology_slots = [2, 4, 9, 11, 14]",
     "pantheon.mythology_slots: slot 14 of Age I lies face up at setup; a token lies on a face-down card"),
    ("mythology_slots = [2, 4, 9, 11, 13]", "mythology_slots = [2, 4, 9, 11, 20]",
     "pantheon.mythology_slots: Age I's layout has slots 0 to 19, not 20"),
    ("mythology_slots = [2, 4, 9, 11, 13]", "mythology_slots = [2, 2]",
     "pantheon.mythology_slots names a slot twice: one token lies on each slot"),
    ("offering_slots = [6, 8, 10]", "offering_slots = [6, 8]",
     "pantheon.offering_slots must give a slot to each of the 3 Offering tokens, not 2"),
    ("offering_tokens = [2, 3, 4]", "offering_tokens = [2, 3, 4]\nspare = 1",
     "[pantheon]: unknown key 'spare'"),
]


@pytest.mark.parametrize(("old", "new", "message"), BAD, ids=[b[1].split("\n")[-1] for b in BAD])
def test_a_wrong_pantheon_value_is_one_problem_at_its_line(spec_copy: Path, old: str, new: str, message: str):
    path = spec_copy / "variants" / "pantheon" / "game.toml"
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1
    (problem,) = problems_after(path, lambda t: t.replace(old, new), lambda: read_spec(spec_copy, "pantheon"))
    assert problem.file.endswith("variants/pantheon/game.toml")
    assert (problem.line, problem.message) == (line_of(text, old) + new.count("\n"), message)


def test_divinities_without_a_pantheon_and_a_pantheon_without_divinities_are_refused(spec_copy: Path):
    game = spec_copy / "variants" / "pantheon" / "game.toml"
    text = game.read_text(encoding="utf-8")
    game.write_text(text[:text.index("[pantheon]")], encoding="utf-8")
    with pytest.raises(SpecError) as caught:
        read_spec(spec_copy, "pantheon")
    assert [p.message for p in caught.value.problems] == [
        "the spec has divinities ('Enki' first) but no [pantheon] table: the board they are activated from"]


def test_divinities_read_without_the_pantheon_are_refused_at_the_first_one(spec_copy: Path):
    """The Pantheon's spec read for a ruleset that plays no expansion: its divinities are a kind of
    component nothing of the ruleset plays (point component_kinds)."""
    from oracle.duel.rulesets import hooks

    with pytest.raises(SpecError) as caught:
        read_spec(spec_copy, "pantheon", hooks("standard"))
    (problem,) = caught.value.problems
    assert problem.file.endswith("variants/pantheon/divinities.wdl")
    assert (problem.line, problem.column) == (8, 1)     # where Enki begins
    assert problem.message == "the spec has divinities ('Enki' first), which no expansion of this ruleset plays"
    assert read_spec(spec_copy, "pantheon").section("pantheon").gate == "The Gate"
    assert read_spec(spec_copy).section("pantheon") is None and read_spec(spec_copy).sections == {}


def test_an_extra_deck_that_is_no_deck_is_refused(spec_copy: Path):
    game = spec_copy / "variants" / "pantheon" / "game.toml"
    text = game.read_text(encoding="utf-8")
    game.write_text(text.replace('extra_deck = "grand_temple"', 'extra_deck = "III"'), encoding="utf-8")
    with pytest.raises(SpecError) as caught:
        read_spec(spec_copy, "pantheon")
    assert [p.message for p in caught.value.problems] == [
        "setup.extra_deck must be a deck of [vocabulary].decks other than the Ages', not 'III'"]


def test_the_engine_refuses_a_variant_it_does_not_play_before_reading_its_spec(tmp_path: Path):
    with pytest.raises(GameChoiceError, match="no variant 'olympus'; known: standard, first_printing, pantheon"):
        Game.load("olympus", spec=str(tmp_path / "nowhere"))
    assert AGES == ("I", "II", "III")


def test_each_variant_is_played_on_its_own_ruleset():
    import oracle
    from oracle.duel.game import Game as DuelGame
    from oracle.duel.ruleset import load_ruleset

    pantheon = oracle.load_game("duel", variant="pantheon")
    assert type(pantheon) is DuelGame and pantheon.rules.section("pantheon") is not None
    assert pantheon.hooks.names == ("pantheon",) and oracle.load_game("duel").hooks.names == ()
    assert pantheon.ruleset_variants() == ("pantheon",)
    assert oracle.load_game("duel").ruleset_variants() == ("standard", "first_printing")
    with pytest.raises(GameChoiceError, match="is played on the base game's ruleset"):
        Game(load_ruleset(variant="pantheon"), "standard")
    with pytest.raises(GameChoiceError, match="is played on the Pantheon's ruleset"):
        Game(load_ruleset(), "pantheon")
