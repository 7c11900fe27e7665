"""Every field of every card and board side of the 2020 edition (``spec/classic`` extended by
``spec/classic/variants/edition2020``) against its fact tables (``tests/data/classic2020``), and the
tables' own cross-check: how many independent sources back each field."""

from __future__ import annotations

import csv
import re
from collections import Counter
from pathlib import Path

import pytest

from oracle.classic.ruleset import Part, load_ruleset
from oracle.classic.spec import load_spec
from oracle.dsl import ast
from tests.classic.test_spec import check_card, check_stage, part_effects

DATA = Path(__file__).resolve().parents[1] / "data" / "classic2020"
R = load_ruleset(variant="edition2020")
S = load_spec(variant="edition2020")
FIRST = load_spec()
AGES = ("I", "II", "III")


def rows(name: str) -> list[dict[str, str]]:
    with open(DATA / name, encoding="utf-8") as f:
        return list(csv.DictReader(f))


DECORATORS = "vp(7 if count(wonder_stages, in=self) == stages_on_side(self) else 0)"


def effects(part: Part) -> set[str]:
    """:func:`part_effects`, with the 2020 edition's constructs in the tables' notation."""
    out = {e for e in part_effects(part) if e != "vp(0)"}
    for e in part.at_end:
        if isinstance(e, ast.Conditional) and e.condition.text == "own wonder complete" and e.otherwise_nothing:
            assert isinstance(e.then, ast.Points)
            out.add(DECORATORS.replace("vp(7", f"vp({e.then.amount}"))
    if part.free_new_colour:
        out.add("grant(free_first_card_of_each_colour)")
    if part.free_first_turn:
        out.add("grant(free_first_card_of_each_age)")
    if part.free_last_turn:
        out.add("grant(free_last_card_of_each_age)")
    return out


CARD_ROWS = rows("cards.csv")
WONDER_ROWS = rows("wonders.csv")


@pytest.mark.parametrize("row", CARD_ROWS, ids=[f"{r['name']}-{r['age']}" for r in CARD_ROWS])
def test_every_card_matches_the_table(row):
    check_card(R, S, row, effects)


def test_the_edition_holds_the_tables_cards_and_nothing_else():
    assert sorted(c.name for c in R.cards) == sorted({r["name"] for r in CARD_ROWS})
    in_decks = {(age, name) for age, table in S.decks.items() for name in table}
    assert in_decks == {(AGES[int(r["age"]) - 1], r["name"]) for r in CARD_ROWS if r["color"] != "purple"}
    assert len(R.cards) == 77 and len(S.guilds) == 10
    assert "Decorators Guild" in S.guilds and "Strategists Guild" not in S.guilds


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_every_age_deals_7_cards_a_player(players):
    assert [len(R.age_deck(age, players)) for age in (1, 2, 3)] == [7 * players, 7 * players, 6 * players - 2]


@pytest.mark.parametrize("row", WONDER_ROWS, ids=[f"{r['wonder']}-{r['side']}-{r['stage']}" for r in WONDER_ROWS])
def test_every_stage_matches_the_table(row):
    check_stage(R, row, ("Day", "Night"), effects)


def test_the_constants_are_the_first_editions_and_the_sides_day_and_night():
    assert (S.min_players, S.max_players, S.starting_coins, S.hand_size, S.discard_coins) == (3, 7, 3, 7, 3)
    assert S.passing == {"I": "left", "II": "right", "III": "left"}
    assert S.victory == {"I": 1, "II": 3, "III": 5} and S.defeat == -1
    assert (S.trade_price, S.sellable_colours, S.coins_per_point, S.science_set) == (2, ("brown", "grey"), 3, 7)
    assert S.sides == ("Day", "Night") and FIRST.sides == ("A", "B")
    assert len(R.boards) == 14 and sorted(S.boards) == sorted({r["wonder"] for r in WONDER_ROWS})


def test_an_unchanged_card_is_written_once_for_both_editions():
    first = {c.name: c for c in FIRST.cards}
    changed = {r["name"] for r in CARD_ROWS if r["status_vs_first_edition"] != "unchanged"}
    for c in S.cards:
        if c.name in first and first[c.name] == c:
            assert c.pos.file.startswith("spec/classic/") and "/variants/" not in c.pos.file
        else:
            assert "/variants/edition2020/" in c.pos.file
    rewritten = {c.name for c in S.cards if "/variants/" in c.pos.file}
    # a card whose copies alone changed keeps its text (game.toml's [decks] holds copies)
    copies_only = {"Town Hall", "Arena", "Circus", "Arsenal"}
    # the Pantheon and the Gardens keep their text: the link they need is named after them in both
    # editions, whichever card now carries it
    same_text = {"Pantheon", "Gardens"}
    assert rewritten == changed - copies_only - same_text
    assert len(rewritten) == 11


# ---- the tables' cross-check -------------------------------------------------------------------------

AGREEMENT = re.compile(r"\((\d)/(\d)\)$")


def _agreeing(text: str) -> tuple[int, int]:
    found = AGREEMENT.search(text)
    assert found is not None, text
    return int(found.group(1)), int(found.group(2))


def test_every_card_field_is_backed_by_four_of_the_five_source_families():
    tally: Counter[str] = Counter()
    for row in CARD_ROWS:
        for field in ("src_copies", "src_cost", "src_effect", "src_chains"):
            agree, of = _agreeing(row[field])
            assert of == 5 and agree >= 4, (row["name"], field)
            assert "P" in row[field].split(" ")[0].split("+"), (row["name"], field)   # the photographed card
            tally[f"{field} {agree}/5"] += 1
    assert tally == Counter({"src_copies 5/5": 76, "src_copies 4/5": 4, "src_cost 5/5": 69, "src_cost 4/5": 11,
                             "src_effect 5/5": 80, "src_chains 5/5": 76, "src_chains 4/5": 4})


def test_every_board_field_is_backed_by_three_of_the_four_engine_families():
    tally: Counter[str] = Counter()
    for row in WONDER_ROWS:
        for field in ("src_starting_resource", "src_stage_count", "src_cost", "src_effect"):
            agree, of = _agreeing(row[field])
            assert of == 4 and agree >= 3, (row["wonder"], row["side"], row["stage"], field)
            tally[f"{agree}/4"] += 1
    assert tally == Counter({"4/4": 153, "3/4": 11})    # 7 starting resources (Giza), 2 stage counts, 2 stages


def test_every_source_disagreement_is_settled_as_the_tables_say():
    settled = rows("source_disagreements.csv")
    assert len(settled) == 38
    assert Counter(r["confidence"] for r in settled) == Counter({"high": 34, "medium": 3, "low": 1})
    # the FAQ-backed powers and the medium-confidence readings each have a ruling
    ids = {r.id for r in S.rulings}
    for ruling in ("edition.olympia_day", "edition.olympia_night_first", "edition.olympia_night_last",
                   "edition.babylon_night", "edition.sides", "edition.trading_posts", "edition.coins_of_the_turn",
                   "edition.halicarnassus_timing", "edition.decorators", "edition.board_costs"):
        assert ruling in ids, ruling


def test_every_ruling_of_the_edition_names_a_rule_of_the_edition_a_kind_and_sources():
    assert len(S.rulings) == 25
    for r in S.rulings:
        assert r.rule in S.rule_ids and r.sources
    assert not any(rule.startswith("free_city.") for rule in S.rule_ids)
    assert {"wonder.free_colour", "wonder.free_first_card", "wonder.free_last_card",
            "scoring.condition"} <= set(S.rule_ids)
    assert "wonder.free_build" not in S.rule_ids and "wonder.copy_guild" not in S.rule_ids
