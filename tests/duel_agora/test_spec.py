"""The Agora expansion's spec (``spec/duel/variants/agora``, an extension of Duel's) against its fact
tables (``tests/data/duel-agora``): the Senate's constants of ``[agora]``, the rule ids and rulings,
and one clear problem for each wrong value of ``[agora]``.  Agora is not yet a ruleset one can play,
so the spec is read with its hooks composed here, and choosing it is refused.
"""

from __future__ import annotations

import csv
import re
import shutil
from pathlib import Path

import pytest

import oracle
from oracle.core.expansions import compose
from oracle.duel.agora.expansion import EXPANSION
from oracle.duel.agora.spec import AgoraConstants
from oracle.duel.points import POINTS
from oracle.duel.spec import read_spec
from oracle.errors import GameChoiceError
from oracle.resources import spec_dir
from tests.spec_edits import line_of, problems_after

DATA = Path(__file__).resolve().parents[1] / "data" / "duel-agora"
DUEL = spec_dir("duel")
HOOKS = compose(POINTS, [EXPANSION], [("agora",)], "7 Wonders Duel")
S = read_spec(DUEL, "agora", HOOKS)
C: AgoraConstants = S.section("agora")


def rows(name: str) -> list[dict[str, str]]:
    with open(DATA / name, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


COMPONENTS = rows("components.csv")
RULES = {r["id"]: r for r in rows("setup_and_rules.csv")}


def test_the_chambers_have_the_tables_values_and_decree_faces():
    chambers = [r for r in COMPONENTS if r["kind"] == "senate_chamber"]
    assert [r["name"] for r in chambers] == [f"Chamber {n}" for n in range(1, 7)]
    assert C.chamber_points == tuple(int(r["victory_points"]) for r in chambers) == (1, 2, 3, 3, 2, 1)
    hidden = {n for n, r in enumerate(chambers, 1) if "face down at setup" in r["value"]}
    assert C.hidden_decrees == hidden == {2, 4, 6}
    assert C.chambers == 6


def test_the_sections_cubes_and_senators_are_the_tables():
    assert C.sections == (("left", (1, 2)), ("middle", (3, 4)), ("right", (5, 6)))
    politicians = [r for r in COMPONENTS if r["kind"] == "senator_card" and r["name"].startswith("Politician")]
    for r in politicians:
        section = r["name"].removeprefix("Politician (").removesuffix(" section)")
        listed = tuple(int(n) for n in re.findall(r"\d", r["value"]))
        assert C.section(section) == listed, section
    cubes = [r for r in COMPONENTS if r["kind"] == "influence_cube"]
    assert C.cubes_each == 12 and all(int(r["quantity"]) == C.cubes_each for r in cubes)
    senators = sum(int(r["quantity"]) for r in COMPONENTS if r["kind"] == "senator_card")
    (mixed,) = S.constants.mixed_decks
    assert (mixed.deck, mixed.per_age, mixed.back) == ("senator", (5, 5, 3), "Senator")
    assert senators == sum(mixed.per_age) == 13
    assert "5 to Age II and 3 to Age III" in RULES["A10"]["rule"]


def test_the_structures_are_the_tables_larger_ones():
    assert [layout.size for layout in S.layouts] == [25, 25, 23]
    assert [S.constants.cards_per_age + S.constants.mixed_in(k) for k in range(3)] == [25, 25, 23]
    rows = [[len([s for s in range(layout.size) if layout.rows[s] == r]) for r in sorted(set(layout.rows))]
            for layout in S.layouts]
    assert rows == [[3, 4, 5, 6, 7], [7, 6, 5, 4, 3], [2, 3, 4, 5, 4, 3, 2]]
    assert [len(layout.initially_accessible) for layout in S.layouts] == [7, 3, 2]
    assert "25 cards in rows of 3, 4, 5, 6, 7" in RULES["A11"]["rule"]


def test_the_senate_action_table_is_one_two_three_by_blue_cards():
    assert C.senate_actions == ((0, 1), (2, 2), (4, 3))
    assert "1 / 2 / 3 Senate actions if you have 0-1 / 2-3 / 4+ blue cards" in RULES["A19"]["rule"]


def test_the_expansion_adds_its_rules_and_rulings_to_the_base_games():
    base = read_spec(DUEL)
    own = sorted(r for r in S.rule_ids if r not in base.rule_ids)
    assert own == ["agora.conspiracies", "agora.conspiracies_hidden", "agora.conspiracy_deck", "agora.conspirator",
                   "agora.conspire", "agora.control", "agora.decree", "agora.decrees_setup", "agora.military_decree",
                   "agora.military_tokens", "agora.move", "agora.place", "agora.political_supremacy",
                   "agora.politician", "agora.prepare", "agora.progress_tokens", "agora.recruit_cost", "agora.remove",
                   "agora.reveal", "agora.senate", "agora.senate_points", "agora.structures", "agora.supply",
                   "agora.trigger", "effect.build_set_aside", "effect.build_top_row", "effect.chain_from",
                   "effect.conspirator_action",
                   "effect.conspirator_replay", "effect.counted_influence", "effect.deck_free",
                   "effect.discard_accessible",
                   "effect.discount_either", "effect.keep_both", "effect.lock_progress", "effect.move_decree",
                   "effect.on_any_build", "effect.on_any_wonder", "effect.on_discard", "effect.per_age",
                   "effect.remove_wonder", "effect.senate_bonus", "effect.shields_to", "effect.swap_card",
                   "effect.take_half_coins", "effect.take_offered_progress", "effect.trade_cheaper",
                   "effect.trigger_unprepared", "effect.when_drafted",
                   "effect.when_gained", "effect.when_lost", "effect.when_triggered", "setup.senators",
                   "setup.structure_first"]
    rulings = [r for r in S.rulings if r.id.startswith("agora.")]
    assert [r.id for r in rulings] == ["agora.senate_orientation", "agora.hidden_decree_chambers",
                                       "agora.reveal_moment", "agora.politician_sections",
                                       "agora.senate_plus_two", "agora.senator_names", "agora.senators_not_buildings",
                                       "agora.supremacy_order", "agora.decree_names", "agora.decree_income",
                                       "agora.trade_minimum", "agora.discount_symbol", "agora.military_swing",
                                       "agora.opponent_chains", "agora.military_token_taker",
                                       "agora.conspiracy_knowledge", "agora.conspiracy_deck_size",
                                       "agora.senator_backs", "agora.structure_shapes", "agora.conspirator_replay",
                                       "agora.trigger_each_turn", "agora.trigger_keeps_turn",
                                       "agora.structure_first", "agora.treason_pool", "agora.useless_trigger",
                                       "agora.blackmail_move", "agora.discarded_senators", "agora.property_fraud_row",
                                       "agora.sabotage_cap",
                                       "agora.obscurantism_owned", "agora.insider_influence",
                                       "agora.turn_of_events"]
    assert {r.rule for r in rulings} <= set(S.rule_ids)
    assert {r.confidence for r in rulings} <= {"high", "medium-high", "medium", "low"}
    assert all(r.kind == "project decision" and r.sources for r in rulings)
    assert S.title == "7 Wonders Duel: Agora" and base.sections == {}


def test_agora_is_chosen_by_name_and_a_variant_of_it_that_does_not_exist_is_refused():
    assert oracle.load_game("duel", variant="agora").rules.title == "7 Wonders Duel: Agora"
    with pytest.raises(GameChoiceError, match=r"no variant 'agora_senate'; known: standard, first_printing, pantheon, "
                                              r"agora, pantheon_agora$"):
        oracle.load_game("duel", variant="agora_senate")


# ---- a wrong value of [agora]: one problem, at its file and line -----------------------------------------

@pytest.fixture
def spec_copy(tmp_path: Path) -> Path:
    shutil.copytree(DUEL, tmp_path / "duel")
    return tmp_path / "duel"


BAD = [
    ("cubes_each = 12", "cubes_each = 0", "agora.cubes_each must be a whole number from 1 to 100, not 0"),
    ("chamber_points = [1, 2, 3, 3, 2, 1]", "chamber_points = []",
     "agora.chamber_points must be a list of 1 to 20 Chamber values, not 0"),
    ("chamber_points = [1, 2, 3, 3, 2, 1]", "chamber_points = [1, 2, -3]",
     "agora.chamber_points: each of the Chamber values is a whole number from 0 to 100, not -3"),
    ("hidden_decrees = [2, 4, 6]", "hidden_decrees = [2, 4, 7]",
     "agora.hidden_decrees: the Senate's Chambers are numbered 1 to 6, not 7"),
    ("hidden_decrees = [2, 4, 6]", "hidden_decrees = [2, 2]", "agora.hidden_decrees names a Chamber twice"),
    ("per_age = [5, 5, 3]", "per_age = [5, 8]",
     "setup.mixed_decks.senator.per_age must list the cards dealt to each of the 3 Ages, not 2 values"),
    ("per_age = [5, 5, 3]", "per_age = [5, 5, 4]",
     "setup.mixed_decks.senator.per_age deals 14 cards; deck senator holds 13"),
    ("[setup.mixed_decks.senator]", "[setup.mixed_decks.senators]",
     "setup.mixed_decks.senators: a deck of [vocabulary].decks other than the Ages' and setup.extra_deck, not "
     "'senators' (did you mean 'senator'?)"),
    ("rows = [[6, 8], [5, 7, 9], [4, 6, 8, 10], [3, 5, 7, 9, 11], [4, 6, 8, 10], [5, 7, 9], [6, 8]]",
     "rows = [[6, 8], [5, 7, 9], [4, 6, 8, 10], [3, 5, 7, 9, 11], [4, 6, 8, 10], [5, 7, 9], [6]]",
     "layouts.III.rows must hold setup.cards_per_age and setup.mixed_decks (23) slots, not 22"),
    ("senate_actions = [[0, 1], [2, 2], [4, 3]]", "senate_actions = [[1, 1], [2, 2]]",
     "agora.senate_actions must start from 0 blue cards, so that every Politician gives an action, not from 1"),
    ("senate_actions = [[0, 1], [2, 2], [4, 3]]", "senate_actions = [[0, 1], [2, 2], [4, 2]]",
     "agora.senate_actions: each row needs more blue cards and gives more actions than the row before: [4, 2] "
     "follows [2, 2]"),
    ("senate_actions = [[0, 1], [2, 2], [4, 3]]", "senate_actions = [[0, 1], [2]]",
     "agora.senate_actions: row 2 must be [fewest blue cards, Senate actions], from 0 to 100 blue cards and 1 to "
     "10 actions"),
    ('senate_colour = "blue"', 'senate_colour = "bleu"', "agora.senate_colour must be a colour of the game (brown, "
     "grey, blue, green, yellow, red, purple), not 'bleu' (did you mean 'blue'?)"),
    ("middle = [3, 4]", "middle = [2, 3, 4]", "agora.sections.middle: Chamber 2 is already in the section 'left'"),
    ("right = [5, 6]", "right = []", "agora.sections.right: a section holds at least one Chamber"),
    ("cubes_each = 12", "cubes_each = 12\ncube_each = 3", "[agora]: unknown key 'cube_each' (did you mean "
                                                          "'cubes_each'?)"),
]


@pytest.mark.parametrize(("old", "new", "message"), BAD, ids=[b[1].split("\n")[-1] for b in BAD])
def test_a_wrong_agora_value_is_one_problem_at_its_line(spec_copy: Path, old: str, new: str, message: str):
    path = spec_copy / "variants" / "agora" / "game.toml"
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1
    (problem,) = problems_after(path, lambda t: t.replace(old, new), lambda: read_spec(spec_copy, "agora", HOOKS))
    assert problem.file.endswith("variants/agora/game.toml")
    assert (problem.line, problem.message) == (line_of(text, old) + new.count("\n"), message)


def test_an_agora_table_that_is_no_table_is_refused(spec_copy: Path):
    path = spec_copy / "variants" / "agora" / "game.toml"
    problems = problems_after(path, lambda t: 'agora = "senate"\n' + t[:t.index("[agora]")]
                              + t[t.index("# ---- how many components"):], lambda: read_spec(spec_copy, "agora", HOOKS))
    assert [(p.line, p.message) for p in problems] == [(1, "agora must be a table, not 'senate'")]


SECTIONS = [
    # a Chamber the sections leave out
    ("right = [5, 6]", "right = [5]",
     "agora.sections: Chamber 6 belongs to no section; each of the 6 Chambers belongs to one"),
    # the placements of the effect language name the vocabulary's sections: [agora.sections] numbers
    # the Chambers of exactly those, in their order
    ("left = [1, 2]", "west = [1, 2]",
     "agora.sections must name the sections of [vocabulary].senate_sections, in their order (left, middle, "
     "right), not west, middle, right"),
]


@pytest.mark.parametrize(("old", "new", "message"), SECTIONS, ids=[s[1] for s in SECTIONS])
def test_wrong_sections_are_one_problem_at_the_sections_table(spec_copy: Path, old: str, new: str, message: str):
    path = spec_copy / "variants" / "agora" / "game.toml"
    text = path.read_text(encoding="utf-8")
    problems = problems_after(path, lambda t: t.replace(old, new), lambda: read_spec(spec_copy, "agora", HOOKS))
    assert [(p.line, p.message) for p in problems] == [(line_of(text, "[agora.sections]"), message)]
