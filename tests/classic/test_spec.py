"""Every field of every card and board side of ``spec/classic`` against the fact tables
(``tests/data/classic``): Age, colour, copies per player count, cost, chains and effect of each card;
starting resource, every stage's cost and effect of each board side.  Also the constants and the
checks the loader makes of a spec."""

from __future__ import annotations

import csv
import re
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from oracle.classic.ruleset import Part, Ruleset, load_ruleset
from oracle.classic.spec import ClassicSpec, load_spec, load_spec_from
from oracle.dsl import ast
from oracle.errors import SpecError
from oracle.resources import spec_dir

DATA = Path(__file__).resolve().parents[1] / "data" / "classic"
R = load_ruleset()
S = load_spec()
RESOURCES = {"W": "wood", "S": "stone", "C": "clay", "O": "ore", "G": "glass", "P": "papyrus", "L": "loom"}
RAW = "wood|stone|clay|ore"
MANUFACTURED = "glass|papyrus|loom"
SCOPES = {"own": "self", "left": "left", "right": "right"}


def rows(name: str) -> list[dict[str, str]]:
    with open(DATA / name, encoding="utf-8") as f:
        return list(csv.DictReader(f))


def link(name: str) -> str:
    return name.lower().replace(" ", "_")


def table_effects(text: str) -> set[str]:
    """The table's effect notation, normalised: one string per effect."""
    out = set()
    for part in (p.strip() for p in text.split(" ; ")):
        part = part.replace(", tradable=false", "")
        part = re.sub(r"trade_price\(raw", f"trade_price({RAW}", part)
        part = re.sub(r"trade_price\(manufactured", f"trade_price({MANUFACTURED}", part)
        out.add(part)
    return out


def _count(per: ast.Per | None, amount: int, kind: str) -> str:
    if per is None:
        return f"{kind}({amount})"
    counted = per.counted
    what = {"cards": f"cards({'|'.join(n.value for n in counted.names)})", "stages": "wonder_stages",
            "piece": "defeat_tokens"}[counted.kind]
    scope = "+".join(SCOPES[c.value] for c in per.effective_scope.cities)
    return f"{kind}(count({what}, in={scope}) * {amount})"


def part_effects(part: Part) -> set[str]:
    """What the compiled spec says a card or stage does, in the table's notation."""
    out = set()
    for r, n in enumerate(part.produce):
        if n:
            out.add(f"produce({R.resources[r]}*{n})" if n > 1 else f"produce({R.resources[r]})")
    for options in part.choices:
        out.add(f"produce({'|'.join(R.resources[r] for r in options)})")
    for t in part.trades:
        resources = "|".join(R.resources[r] for r in sorted(t.resources))
        out.add(f"trade_price({resources}, from={'+'.join(t.directions)}, price={t.price})")
    if part.shields:
        out.add(f"shields({part.shields})")
    for s in part.symbols:
        out.add(f"science({R.symbols[s]})")
    if part.wild_symbols:
        out.add("science(any)")
    for e in part.on_build:
        if isinstance(e, ast.GainCoins):
            out.add(_count(e.per, e.amount, "coins"))
        elif isinstance(e, ast.BuildFromDiscard):
            out.add("build_from_discard(free, at=end_of_turn)")
    for e in part.at_end:
        if isinstance(e, ast.Points):
            out.add(_count(e.per, e.amount, "vp"))
        elif isinstance(e, ast.CopyCard):
            out.add(f"copy_guild(from={'|'.join(c.value for c in e.cities)})")
    if part.plays_last:
        out.add("grant(play_seventh_card)")
    if part.free_build:
        out.add("grant(free_build_once_per_age)")
    return out


def cost_of(part: Part) -> tuple[int, str]:
    letters = {v: k for k, v in RESOURCES.items()}
    text = "".join(letters[R.resources[r]] * n for r, n in enumerate(part.cost))
    return part.coins, "".join(sorted(text))


CARD_ROWS = rows("cards.csv")


def check_card(rules: Ruleset, spec: ClassicSpec, row: dict[str, str],
               effects: Callable[[Part], set[str]] = part_effects) -> None:
    """A card of an edition's table against the spec: colour, cost, effect, links both ways, copies."""
    part = rules.cards[rules.card_index(row["name"])]
    assert part.colour == row["color"]
    assert cost_of(part) == (int(row["cost_coins"]), "".join(sorted(row["cost_resources"])))
    assert effects(part) == table_effects(row["effect_dsl"])
    assert part.free_with == ({link(row["name"])} if row["chain_from"] else set())
    assert part.chains == {link(n.strip()) for n in row["chain_to"].split(";") if n.strip()}
    for source in (n.strip() for n in row["chain_from"].split(";") if n.strip()):
        assert link(row["name"]) in rules.cards[rules.card_index(source)].chains
    if row["color"] == "purple":
        assert row["name"] in spec.guilds
    else:
        markers = spec.decks[("I", "II", "III")[int(row["age"]) - 1]][row["name"]]
        for n in range(3, 8):
            assert sum(1 for m in markers if m <= n) == int(row[f"count_{n}p"]), n


def check_stage(rules: Ruleset, row: dict[str, str], sides: tuple[str, str],
                effects: Callable[[Part], set[str]] = part_effects) -> None:
    """A stage of an edition's table against the spec: its side, the side's starting resource and
    number of stages, the stage's cost and effect."""
    board = rules.boards[rules.board_sides(row["wonder"])[sides.index(row["side"])]]
    assert (board.board, board.side, board.name) == (row["wonder"], row["side"], f"{row['wonder']} {row['side']}")
    assert len(board.stages) == int(row["stages_on_side"])
    assert part_effects(board.base) == {f"produce({row['starting_resource']})"}
    stage = board.stages[int(row["stage"]) - 1]
    assert cost_of(stage) == (0, "".join(sorted(row["cost_resources"])))
    assert effects(stage) == table_effects(row["effect_dsl"])


@pytest.mark.parametrize("row", CARD_ROWS, ids=[f"{r['name']}-{r['age']}" for r in CARD_ROWS])
def test_every_card_matches_the_table(row):
    check_card(R, S, row)


def test_the_spec_holds_the_tables_cards_and_nothing_else():
    assert sorted(c.name for c in R.cards) == sorted({r["name"] for r in CARD_ROWS})
    in_decks = {(age, name) for age, table in S.decks.items() for name in table}
    assert in_decks == {(("I", "II", "III")[int(r["age"]) - 1], r["name"]) for r in CARD_ROWS
                        if r["color"] != "purple"}


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_every_age_deals_7_cards_a_player(players):
    assert [len(R.age_deck(age, players)) for age in (1, 2, 3)] == [7 * players, 7 * players, 6 * players - 2]
    assert len(R.guilds) == 10 and S.guilds_beyond_players == 2


WONDER_ROWS = rows("wonders.csv")


@pytest.mark.parametrize("row", WONDER_ROWS, ids=[f"{r['wonder']}-{r['side']}-{r['stage']}" for r in WONDER_ROWS])
def test_every_stage_matches_the_table(row):
    check_stage(R, row, ("A", "B"))


def test_the_constants():
    assert (S.min_players, S.max_players, S.starting_coins, S.hand_size, S.discard_coins) == (3, 7, 3, 7, 3)
    assert S.passing == {"I": "left", "II": "right", "III": "left"}
    assert S.victory == {"I": 1, "II": 3, "III": 5} and S.defeat == -1
    assert (S.trade_price, S.sellable_colours, S.coins_per_point, S.science_set) == (2, ("brown", "grey"), 3, 7)
    assert len(R.boards) == 14 and sorted(S.boards) == sorted({r["wonder"] for r in WONDER_ROWS})


def test_every_rule_of_the_table_has_a_rule_id_and_every_ruling_names_one():
    assert len(S.rule_ids) >= 35
    for r in S.rulings:
        assert r.rule in S.rule_ids and r.sources


# ---- a broken spec is refused with its place ----------------------------------------------------------------

@pytest.fixture
def copy(tmp_path: Path) -> Path:
    target = tmp_path / "classic"
    shutil.copytree(spec_dir("classic"), target)
    return target


def problems(folder: Path) -> list[str]:
    with pytest.raises(SpecError) as info:
        load_spec_from(folder)
    return [str(p) for p in info.value.problems]


def test_a_deck_dealing_the_wrong_number_of_cards_is_refused(copy: Path):
    game = copy / "game.toml"
    game.write_text(game.read_text(encoding="utf-8").replace('"Clay Pool" = [3, 5]', '"Clay Pool" = [3]'),
                    encoding="utf-8")
    found = problems(copy)
    assert any("[decks.I] deals 34 cards to 5 players; each must get 7 (35 in all)" in p for p in found), found


def test_an_unknown_card_in_a_deck_and_a_board_side_of_no_board_are_refused(copy: Path):
    game = copy / "game.toml"
    text = game.read_text(encoding="utf-8").replace("Altar = [3, 5]", "Altars = [3, 5]")
    text = text.replace('Rhodes = ["Rhodes A", "Rhodes B"]\n', "")
    game.write_text(text, encoding="utf-8")
    found = problems(copy)
    assert any("no card is named 'Altars'" in p and "did you mean 'Altar'" in p for p in found), found
    assert any("the wonder 'Rhodes A' is the side of no board" in p for p in found), found
