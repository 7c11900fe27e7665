"""Pin every field of every 7 Wonders Duel component against the fact tables in ``tests/data/duel``.

The tables are copies of the project's cross-checked facts about the published game.  Each test
translates one table row into the values the compiled spec must hold (small ``expected_*``
helpers) and compares them with what :func:`oracle.duel.ruleset.load_ruleset` compiled, looking at
the compiled :class:`~oracle.duel.components.Component` and at its syntax tree (``.source``).
Tests are parametrised by component name, so a wrong fact names the component and the field.
"""

from __future__ import annotations

import csv
import re
from collections import Counter
from pathlib import Path

import pytest

from oracle.core.components import Component, TargetDef
from oracle.dsl import ast
from oracle.duel.ruleset import load_ruleset
from oracle.duel.spec import Layout

DATA = Path(__file__).parent / "data" / "duel"
R = load_ruleset()
V = R.vocabulary
C = R.constants

# the colours whose production raises the opponent's trade price (rules_constants.csv: trade price)
TRADE_COLOURS = ("brown", "grey")
# cards.csv "deck" column -> the spec's deck name, and the Age each deck is played in
DECKS = {"I": "I", "II": "II", "III": "III", "Guild": "guild"}
AGE_OF_DECK = {"I": 1, "II": 2, "III": 3, "guild": 3}


def read_table(name: str) -> list[dict[str, str]]:
    with open(DATA / name, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


CARDS = read_table("cards.csv")
WONDERS = read_table("wonders.csv")
TOKENS = read_table("progress_tokens.csv")
CHAINS = read_table("chains.csv")
SCIENCE = read_table("science_symbols.csv")
LAYOUTS = read_table("age_layouts.csv")
TRACK = read_table("military_track.csv")
LOOTING = read_table("military_tokens.csv")
RULES = read_table("rules_constants.csv")


def by_name(rows: list[dict[str, str]]) -> list[object]:
    """Parameters for ``rows``, one per row, each with the row's name as its test id."""
    return [pytest.param(row, id=row["name"]) for row in rows]


# ---- reading table cells --------------------------------------------------------------------------


def parts(cell: str) -> list[str]:
    """The items of a ``a|b|c`` cell; an empty cell has none."""
    return [p.strip() for p in cell.split("|") if p.strip()]


def number(pattern: str, text: str, group: int = 1) -> int:
    match = re.search(pattern, text)
    assert match, f"{pattern!r} not found in the table text {text!r}"
    return int(match.group(group))


def expected_cost(row: dict[str, str]) -> dict[str, int]:
    return {r: int(row[f"cost_{r}"]) for r in V.resources}


def expected_production(row: dict[str, str]) -> dict[str, int]:
    """``wood:2`` -> {"wood": 2}."""
    out = {}
    for part in parts(row["produces"]):
        resource, amount = part.split(":")
        out[resource] = int(amount)
    return out


def expected_choices(cell: str) -> list[frozenset[str]]:
    return [frozenset(parts(cell))] if cell else []


def expected_symbols(cell: str) -> list[str]:
    return [cell] if cell else []


def parse_count(expr: str) -> tuple[str, tuple[str, ...], str, int]:
    """A counted expression of cards.csv's scaling_rule -> (counted kind, colours, scope, every).

    ``count(own,grey)`` counts own grey cards, ``count(own,wonder)`` own built wonders,
    ``max(X over both cities)`` X in the city with the most, ``floor(coins/3)`` sets of 3 coins.
    """
    if m := re.fullmatch(r"count\((\w+),(\w+)\)", expr):
        city, what = m.groups()
        return ("wonders", (), city, 1) if what == "wonder" else ("cards", (what,), city, 1)
    m = re.fullmatch(r"max\((.+) over both cities\)", expr)
    assert m, f"unknown scaling expression {expr!r}"
    inner = m.group(1)
    if m := re.fullmatch(r"count\(([\w+]+)\)", inner):
        return "cards", tuple(sorted(m.group(1).split("+"))), "most", 1
    if inner == "built wonders":
        return "wonders", (), "most", 1
    m = re.fullmatch(r"floor\(coins/(\d+)\)", inner)
    assert m, f"unknown scaling expression {expr!r}"
    return "coins", (), "most", int(m.group(1))


def expected_scaling(cell: str) -> dict[str, list[tuple[object, ...]]]:
    """``coins_on_build=2*count(own,wonder); vp_end=...`` -> {kind: [(amount, counted, colours, scope, every)]}."""
    out: dict[str, list[tuple[object, ...]]] = {"coins_on_build": [], "vp_end": []}
    for term in (t.strip() for t in cell.split(";") if t.strip()):
        m = re.fullmatch(r"(coins_on_build|vp_end)=(\d+)\*(.+)", term)
        assert m, f"unknown scaling rule {term!r}"
        out[m.group(1)].append((int(m.group(2)), *parse_count(m.group(3))))
    return out


# ---- reading the spec -----------------------------------------------------------------------------


def card(name: str) -> Component:
    return R.cards[R.card_index[name]]


def wonder(name: str) -> Component:
    return R.wonders[R.wonder_index[name]]


def token(name: str) -> Component:
    return R.progress[R.progress_index[name]]


def cost_of(c: Component) -> dict[str, int]:
    vector = c.resources or (0,) * len(V.resources)
    return dict(zip(V.resources, vector, strict=True))


def nonzero(vector: tuple[int, ...]) -> dict[str, int]:
    return {r: n for r, n in zip(V.resources, vector, strict=True) if n}


def choices_of(c: Component) -> list[frozenset[str]]:
    return [frozenset(V.resources[i] for i in options) for options in c.passive.choices]


def symbols_of(c: Component) -> list[str]:
    return [V.science_symbols[i] for i in c.symbols]


def effects(c: Component, trigger: str, kind: type[ast.Effect]) -> list[ast.Effect]:
    return [e for e in c.source.effects(trigger) if isinstance(e, kind)]


def flat_points(c: Component) -> int:
    """Victory points the component is worth at the end regardless of the position."""
    return sum(e.amount for e in effects(c, "at_end", ast.Points) if e.per is None)  # type: ignore[attr-defined]


def flat_coins(c: Component, trigger: str) -> int:
    return sum(e.amount for e in effects(c, trigger, ast.GainCoins) if e.per is None)  # type: ignore[attr-defined]


def shields(c: Component) -> int:
    return sum(e.amount for e in effects(c, "when_built", ast.Shields))  # type: ignore[attr-defined]


def per_terms(c: Component, trigger: str, kind: type[ast.Effect]) -> list[tuple[object, ...]]:
    """The scaling effects of ``kind`` under ``trigger``: (amount, counted, colours, scope, every)."""
    out = []
    for e in effects(c, trigger, kind):
        per = e.per  # type: ignore[attr-defined]
        if per is None:
            continue
        scope = per.effective_scope
        where = "most" if scope.kind == "most" else ",".join(city.value for city in scope.cities)
        colours = tuple(sorted(n.value for n in per.counted.names))
        out.append((e.amount, per.counted.kind, colours, where, per.every))  # type: ignore[attr-defined]
    return out


def scaling_of(c: Component) -> dict[str, list[tuple[object, ...]]]:
    return {"coins_on_build": per_terms(c, "when_built", ast.GainCoins),
            "vp_end": per_terms(c, "at_end", ast.Points)}


def inventory(c: Component) -> set[tuple[str, str]]:
    """Every (trigger, construct) the component uses: the guard against effects no table mentions."""
    return {(trigger, e.construct) for trigger in ast.TRIGGERS for e in c.source.effects(trigger)}


def carriers(symbol: str) -> set[str]:
    """Names of the cards carrying chain symbol ``symbol``."""
    return {c.name for c in R.cards if symbol in c.passive.chains}


def freed_by(symbol: str) -> set[str]:
    """Names of the cards built free with chain symbol ``symbol``."""
    return {c.name for c in R.cards if symbol in c.free_with}


# ---- totals ---------------------------------------------------------------------------------------


def test_card_totals_per_deck() -> None:
    in_table = Counter(DECKS[row["deck"]] for row in CARDS)
    in_spec = Counter(c.deck for c in R.cards)
    assert in_table == {"I": 23, "II": 23, "III": 20, "guild": 7}
    assert in_spec == in_table


def test_wonder_and_token_totals() -> None:
    assert len(R.wonders) == len(WONDERS) == 12
    assert len(R.progress) == len(TOKENS) == 10


def test_every_card_row_has_a_card_and_back() -> None:
    assert sorted(c.name for c in R.cards) == sorted(row["name"] for row in CARDS)


def test_every_wonder_row_has_a_wonder_and_back() -> None:
    assert sorted(c.name for c in R.wonders) == sorted(row["name"] for row in WONDERS)


def test_every_token_row_has_a_token_and_back() -> None:
    assert sorted(c.name for c in R.progress) == sorted(row["name"] for row in TOKENS)


def test_all_wonders_are_base_box() -> None:
    assert {row["box"] for row in WONDERS} == {"base"}


# ---- cards ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("row", by_name(CARDS))
def test_card_index_follows_table_id(row: dict[str, str]) -> None:
    assert R.cards[int(row["id"]) - 1].name == row["name"]


@pytest.mark.parametrize("row", by_name(CARDS))
def test_card_deck_and_age(row: dict[str, str]) -> None:
    c = card(row["name"])
    assert c.kind == "card"
    assert c.deck == DECKS[row["deck"]]
    assert AGE_OF_DECK[c.deck] == int(row["age"])


@pytest.mark.parametrize("row", by_name(CARDS))
def test_card_colour(row: dict[str, str]) -> None:
    assert V.colours[card(row["name"]).colour] == row["color"]


@pytest.mark.parametrize("row", by_name(CARDS))
def test_card_cost(row: dict[str, str]) -> None:
    c = card(row["name"])
    assert c.coins == int(row["cost_coins"])
    assert cost_of(c) == expected_cost(row)


@pytest.mark.parametrize("row", by_name(CARDS))
def test_card_fixed_production_and_trade_weight(row: dict[str, str]) -> None:
    c = card(row["name"])
    production = expected_production(row)
    assert nonzero(c.passive.production) == production
    counted = production if row["color"] in TRADE_COLOURS else {}
    assert nonzero(c.passive.trade_weight) == counted


@pytest.mark.parametrize("row", by_name(CARDS))
def test_card_choice_production(row: dict[str, str]) -> None:
    assert choices_of(card(row["name"])) == expected_choices(row["produces_choice_of_one"])


@pytest.mark.parametrize("row", by_name(CARDS))
def test_card_victory_points(row: dict[str, str]) -> None:
    assert flat_points(card(row["name"])) == int(row["victory_points"])


@pytest.mark.parametrize("row", by_name(CARDS))
def test_card_shields(row: dict[str, str]) -> None:
    assert shields(card(row["name"])) == int(row["shields"])


@pytest.mark.parametrize("row", by_name(CARDS))
def test_card_science_symbol(row: dict[str, str]) -> None:
    c = card(row["name"])
    expected = expected_symbols(row["science_symbol"])
    assert symbols_of(c) == expected
    assert [V.science_symbols[i] for i in c.passive.symbols] == expected


@pytest.mark.parametrize("row", by_name(CARDS))
def test_card_coins_when_built(row: dict[str, str]) -> None:
    assert flat_coins(card(row["name"]), "when_built") == int(row["coins_when_built"])


@pytest.mark.parametrize("row", by_name(CARDS))
def test_card_one_coin_trade(row: dict[str, str]) -> None:
    c = card(row["name"])
    actual = {(V.resources[r], price) for r, price in c.passive.fixed_prices}
    assert actual == {(r, 1) for r in parts(row["trade_price_1_for"])}


@pytest.mark.parametrize("row", by_name(CARDS))
def test_card_scaling_rule(row: dict[str, str]) -> None:
    assert scaling_of(card(row["name"])) == expected_scaling(row["scaling_rule"])


@pytest.mark.parametrize("row", by_name(CARDS))
def test_card_chain_provided(row: dict[str, str]) -> None:
    c = card(row["name"])
    symbol = row["chain_symbol_provided"]
    assert c.passive.chains == frozenset(parts(symbol))
    assert [s.value for s in c.source.chains] == parts(symbol)
    if symbol:
        assert freed_by(symbol) == {row["chains_to"]}
    else:
        assert row["chains_to"] == ""


@pytest.mark.parametrize("row", by_name(CARDS))
def test_card_chain_required(row: dict[str, str]) -> None:
    c = card(row["name"])
    symbol = row["chain_symbol_required"]
    assert c.free_with == frozenset(parts(symbol))
    if symbol:
        assert carriers(symbol) == {row["free_if_owner_has"]}
    else:
        assert row["free_if_owner_has"] == ""


def expected_card_inventory(row: dict[str, str]) -> set[tuple[str, str]]:
    scaling = expected_scaling(row["scaling_rule"])
    wanted = {
        ("always", "produce"): bool(row["produces"]),
        ("always", "produce_choice"): bool(row["produces_choice_of_one"]),
        ("always", "trade_at"): bool(row["trade_price_1_for"]),
        ("always", "science"): bool(row["science_symbol"]),
        ("when_built", "shields"): int(row["shields"]) > 0,
        ("when_built", "gain_coins"): int(row["coins_when_built"]) > 0 or bool(scaling["coins_on_build"]),
        ("at_end", "points"): int(row["victory_points"]) > 0 or bool(scaling["vp_end"]),
    }
    return {key for key, present in wanted.items() if present}


@pytest.mark.parametrize("row", by_name(CARDS))
def test_card_has_no_other_effects(row: dict[str, str]) -> None:
    c = card(row["name"])
    assert inventory(c) == expected_card_inventory(row)
    assert not c.play_again
    assert c.passive.extra_shields == () and c.passive.discounts == () and c.passive.play_again_for == ()
    assert not c.passive.receives_opponent_trade and c.passive.on_chain_build == ()


# ---- chains and science symbols -------------------------------------------------------------------


def test_chain_symbols_are_the_tables() -> None:
    assert sorted(V.chain_symbols) == sorted(row["chain_symbol"] for row in CHAINS)


@pytest.mark.parametrize("row", [pytest.param(r, id=r["chain_symbol"]) for r in CHAINS])
def test_chain(row: dict[str, str]) -> None:
    symbol = row["chain_symbol"]
    assert carriers(symbol) == {row["provided_by"]}
    assert freed_by(symbol) == {row["makes_free"]}
    assert AGE_OF_DECK[card(row["provided_by"]).deck] == int(row["provider_age"])
    assert AGE_OF_DECK[card(row["makes_free"]).deck] == int(row["free_card_age"])


def test_science_symbols_are_the_tables() -> None:
    assert sorted(V.science_symbols) == sorted(row["symbol"] for row in SCIENCE)


def expected_carriers(cell: str) -> dict[str, int | None]:
    """``Observatory (Age 3) | University (Age 3)`` -> {name: age}; a token has no Age."""
    out: dict[str, int | None] = {}
    for part in parts(cell):
        if m := re.fullmatch(r"(.+) \(Age (\d)\)", part):
            out[m.group(1)] = int(m.group(2))
        else:
            out[re.sub(r" progress token$", "", part)] = None
    return out


@pytest.mark.parametrize("row", [pytest.param(r, id=r["symbol"]) for r in SCIENCE])
def test_science_symbol_carriers(row: dict[str, str]) -> None:
    symbol = V.science_symbols.index(row["symbol"])
    expected = expected_carriers(row["carried_by"])
    actual = {c.name: (AGE_OF_DECK[c.deck] if c.kind == "card" else None)
              for c in R.components for s in c.symbols if s == symbol}
    assert actual == expected
    on_cards = sum(1 for c in R.cards for s in c.symbols if s == symbol)
    assert (on_cards >= C.pair_size) == row["pairs_possible"].startswith("yes")


# ---- wonders --------------------------------------------------------------------------------------


def special_effect(row: dict[str, str]) -> list[ast.Effect]:
    """The effect a wonders.csv ``special`` names, with the numbers its summary gives."""
    if row["special"] == "progress_from_box":
        draw = number(r"draw (\d+) of the progress tokens removed at setup", row["effect_summary"])
        keep = number(r"keep (\d+)", row["effect_summary"])
        return [ast.TakeProgress(keep=keep, draw=draw, source=ast.Name("box"))]
    if row["special"] == "build_from_discard":
        return [ast.BuildFromDiscard()]
    assert row["special"] == "", f"unknown special {row['special']!r}"
    return []


def first_game_seat(name: str) -> str:
    first, second = C.first_game
    return "P1" if name in first else "P2" if name in second else ""


@pytest.mark.parametrize("row", by_name(WONDERS))
def test_wonder_cost(row: dict[str, str]) -> None:
    w = wonder(row["name"])
    assert w.kind == "wonder"
    assert w.coins == 0
    assert cost_of(w) == expected_cost(row)


@pytest.mark.parametrize("row", by_name(WONDERS))
def test_wonder_victory_points(row: dict[str, str]) -> None:
    w = wonder(row["name"])
    assert flat_points(w) == int(row["victory_points"])
    assert per_terms(w, "at_end", ast.Points) == []


@pytest.mark.parametrize("row", by_name(WONDERS))
def test_wonder_shields(row: dict[str, str]) -> None:
    assert shields(wonder(row["name"])) == int(row["shields"])


@pytest.mark.parametrize("row", by_name(WONDERS))
def test_wonder_coins(row: dict[str, str]) -> None:
    w = wonder(row["name"])
    assert flat_coins(w, "when_built") == int(row["coins_gained"])
    assert per_terms(w, "when_built", ast.GainCoins) == []
    lost = sum(e.amount for e in effects(w, "when_built", ast.OpponentLosesCoins))  # type: ignore[attr-defined]
    assert lost == int(row["opponent_loses_coins"])


@pytest.mark.parametrize("row", by_name(WONDERS))
def test_wonder_play_again(row: dict[str, str]) -> None:
    w = wonder(row["name"])
    expected = {"yes": True, "no": False}[row["play_again"]]
    assert w.play_again is expected
    assert len(effects(w, "when_built", ast.PlayAgain)) == int(expected)


@pytest.mark.parametrize("row", by_name(WONDERS))
def test_wonder_destroy(row: dict[str, str]) -> None:
    w = wonder(row["name"])
    colours = [e.colour.value for e in effects(w, "when_built", ast.Destroy)]  # type: ignore[attr-defined]
    assert colours == parts(row["destroy_opponent_card_color"])


@pytest.mark.parametrize("row", by_name(WONDERS))
def test_wonder_production(row: dict[str, str]) -> None:
    w = wonder(row["name"])
    assert choices_of(w) == expected_choices(row["produces_choice_of_one"])
    # wonders never produce fixed units and never raise the opponent's trade price
    assert nonzero(w.passive.production) == {}
    assert nonzero(w.passive.trade_weight) == {}


@pytest.mark.parametrize("row", by_name(WONDERS))
def test_wonder_special_effect(row: dict[str, str]) -> None:
    w = wonder(row["name"])
    actual = [e for e in w.source.effects("when_built") if isinstance(e, ast.TakeProgress | ast.BuildFromDiscard)]
    assert actual == special_effect(row)


@pytest.mark.parametrize("row", by_name(WONDERS))
def test_wonder_first_game_owner(row: dict[str, str]) -> None:
    assert first_game_seat(row["name"]) == row["first_game_setup"]


def expected_wonder_inventory(row: dict[str, str]) -> set[tuple[str, str]]:
    wanted = {
        ("always", "produce_choice"): bool(row["produces_choice_of_one"]),
        ("when_built", "gain_coins"): int(row["coins_gained"]) > 0,
        ("when_built", "opponent_loses_coins"): int(row["opponent_loses_coins"]) > 0,
        ("when_built", "play_again"): row["play_again"] == "yes",
        ("when_built", "shields"): int(row["shields"]) > 0,
        ("when_built", "destroy"): bool(row["destroy_opponent_card_color"]),
        ("at_end", "points"): int(row["victory_points"]) > 0,
    }
    present = {key for key, yes in wanted.items() if yes}
    return present | {("when_built", e.construct) for e in special_effect(row)}


@pytest.mark.parametrize("row", by_name(WONDERS))
def test_wonder_has_no_other_effects(row: dict[str, str]) -> None:
    w = wonder(row["name"])
    assert inventory(w) == expected_wonder_inventory(row)
    assert w.free_with == frozenset() and w.passive.chains == frozenset() and w.symbols == ()


def test_first_game_split_is_four_and_four() -> None:
    seats = Counter(row["first_game_setup"] for row in WONDERS if row["first_game_setup"])
    assert seats == {"P1": 4, "P2": 4}
    assert (len(C.first_game[0]), len(C.first_game[1])) == (4, 4)


# ---- progress tokens ------------------------------------------------------------------------------


def expected_token_points(cell: str) -> tuple[int, list[tuple[object, ...]]]:
    """(constant VP, scaling terms) for progress_tokens.csv's victory_points cell."""
    if cell.isdigit():
        return int(cell), []
    per_token = number(r"^(\d+) per progress token owned \(incl\. itself\)$", cell)
    return 0, [(per_token, "progress", (), "own", 1)]


def target(kind: str) -> ast.Target:
    """``Wonder`` -> wonders; ``blue card`` -> blue cards."""
    if kind.lower() == "wonder":
        return ast.Target("wonders")
    return ast.Target("cards", (ast.Name(kind.removesuffix(" card")),))


# effect_summary wording -> the continuous effect it describes (trigger, node)
TOKEN_EFFECTS: list[tuple[str, object]] = [
    (r"each later (Wonder|blue card) you build costs (\d+) fewer resources",
     lambda m: ("always", ast.Discount(int(m.group(2)), target(m.group(1))))),
    (r"you receive the coins your opponent actually pays the bank for trading",
     lambda m: ("always", ast.ReceiveOpponentTrade(ast.Name("opponent")))),
    (r"each (\w+) card you build from now on gives (\d+) extra shield",
     lambda m: ("always", ast.ExtraShields(int(m.group(2)), target(f"{m.group(1)} card")))),
    (r"each Wonder you build from now on has 'play again'",
     lambda m: ("always", ast.GrantPlayAgain(target("Wonder")))),
    (r"take (\d+) coins each time you later build a card free through a chain",
     lambda m: ("on_chain_build", ast.GainCoins(int(m.group(1))))),
]


def expected_token_effects(row: dict[str, str]) -> list[tuple[str, ast.Effect]]:
    out = []
    for pattern, build in TOKEN_EFFECTS:
        if m := re.search(pattern, row["effect_summary"]):
            out.append(build(m))  # type: ignore[operator]
    return out


def token_effects(t: Component) -> list[tuple[str, ast.Effect]]:
    """The continuous effects of a token: everything but its coins, points and science."""
    return [(trigger, e) for trigger in ("always", "on_chain_build") for e in t.source.effects(trigger)
            if not isinstance(e, ast.Science)]


def target_def(t: ast.Target) -> TargetDef:
    return TargetDef(t.kind == "wonders", frozenset(V.colours.index(n.value) for n in t.colours))


@pytest.mark.parametrize("row", by_name(TOKENS))
def test_token_victory_points(row: dict[str, str]) -> None:
    t = token(row["name"])
    points, scaling = expected_token_points(row["victory_points"])
    assert flat_points(t) == points
    assert per_terms(t, "at_end", ast.Points) == scaling


@pytest.mark.parametrize("row", by_name(TOKENS))
def test_token_coins_when_taken(row: dict[str, str]) -> None:
    t = token(row["name"])
    assert flat_coins(t, "when_taken") == int(row["coins_when_taken"])
    assert per_terms(t, "when_taken", ast.GainCoins) == []


@pytest.mark.parametrize("row", by_name(TOKENS))
def test_token_science_symbol(row: dict[str, str]) -> None:
    t = token(row["name"])
    assert symbols_of(t) == expected_symbols(row["science_symbol"])
    assert [V.science_symbols[i] for i in t.passive.symbols] == expected_symbols(row["science_symbol"])


@pytest.mark.parametrize("row", by_name(TOKENS))
def test_token_effect(row: dict[str, str]) -> None:
    t = token(row["name"])
    expected = expected_token_effects(row)
    assert token_effects(t) == expected
    nodes = [e for _, e in expected]
    p = t.passive
    assert p.discounts == tuple((target_def(e.target), e.amount) for e in nodes if isinstance(e, ast.Discount))
    assert p.extra_shields == tuple((target_def(e.target), e.amount) for e in nodes
                                    if isinstance(e, ast.ExtraShields))
    assert p.play_again_for == tuple(target_def(e.target) for e in nodes if isinstance(e, ast.GrantPlayAgain))
    assert p.receives_opponent_trade == any(isinstance(e, ast.ReceiveOpponentTrade) for e in nodes)
    assert len(p.on_chain_build) == sum(1 for trigger, _ in expected if trigger == "on_chain_build")


def expected_token_inventory(row: dict[str, str]) -> set[tuple[str, str]]:
    points, scaling = expected_token_points(row["victory_points"])
    wanted = {
        ("when_taken", "gain_coins"): int(row["coins_when_taken"]) > 0,
        ("at_end", "points"): points > 0 or bool(scaling),
        ("always", "science"): bool(row["science_symbol"]),
    }
    present = {key for key, yes in wanted.items() if yes}
    return present | {(trigger, e.construct) for trigger, e in expected_token_effects(row)}


@pytest.mark.parametrize("row", by_name(TOKENS))
def test_token_has_no_other_effects(row: dict[str, str]) -> None:
    t = token(row["name"])
    assert t.kind == "progress"
    assert inventory(t) == expected_token_inventory(row)
    assert not t.play_again
    assert t.coins == 0 and t.resources == ()
    assert nonzero(t.passive.production) == {} and t.passive.choices == () and t.passive.fixed_prices == ()


# ---- Age layouts ----------------------------------------------------------------------------------


def layout_of(age: str) -> Layout:
    return R.layouts[int(age) - 1]


@pytest.mark.parametrize("row", [pytest.param(r, id=f"age{r['age']}-slot{r['slot']}") for r in LAYOUTS])
def test_layout_slot(row: dict[str, str]) -> None:
    layout = layout_of(row["age"])
    slot = int(row["slot"])
    actual = {
        "row": layout.rows[slot],
        "half_column": layout.half_columns[slot],
        "face_up": bool(layout.face_up >> slot & 1),
        "covered_by": sorted(layout.covered_by[slot]),
        "accessible": slot in layout.initially_accessible,
    }
    expected = {
        "row": int(row["row_from_top"]),
        "half_column": int(row["half_column"]),
        "face_up": {"yes": True, "no": False}[row["face_up_at_setup"]],
        "covered_by": sorted(int(s) for s in parts(row["covered_by_slots"])),
        "accessible": {"yes": True, "no": False}[row["initially_accessible"]],
    }
    assert actual == expected


@pytest.mark.parametrize("age", ["1", "2", "3"])
def test_layout_size_and_covers(age: str) -> None:
    rows = [r for r in LAYOUTS if r["age"] == age]
    layout = layout_of(age)
    assert layout.age == ["I", "II", "III"][int(age) - 1]
    assert layout.size == len(rows) == C.cards_per_age
    assert sorted(int(r["slot"]) for r in rows) == list(range(layout.size))
    covers = {s: sorted(int(r["slot"]) for r in rows if str(s) in parts(r["covered_by_slots"]))
              for s in range(layout.size)}
    assert {s: sorted(layout.covers[s]) for s in range(layout.size)} == covers


# ---- the military track ---------------------------------------------------------------------------


def zone_end(distance: int) -> int:
    """The far end of the zone starting at ``distance`` from the centre."""
    ends = [to for lo, to, _ in R.track.zones if lo == distance]
    assert len(ends) == 1, f"no single zone starts at distance {distance}"
    return ends[0]


def sign(n: int) -> int:
    return (n > 0) - (n < 0)


def looting_at(position: int) -> list[int]:
    """Coins of the looting tokens lying on the track at ``position``."""
    return [t.coins for t in R.track.looting
            if t.side == sign(position) and t.distance <= abs(position) <= zone_end(t.distance)]


@pytest.mark.parametrize("row", [pytest.param(r, id=f"pos{r['position']}") for r in TRACK])
def test_track_position(row: dict[str, str]) -> None:
    position = int(row["position"])
    ends = row["ends_game"].startswith("yes")
    assert (abs(position) == R.track.capital) is ends
    if not ends:
        assert R.track.points(abs(position)) == int(row["vp_for_leader_at_end"])
    else:
        assert row["vp_for_leader_at_end"] == "n/a"
    coins = [number(r"(\d+)-coin looting token", row["token_on_zone"])] if row["token_on_zone"] else []
    assert looting_at(position) == coins


def test_track_has_every_position() -> None:
    positions = sorted(int(r["position"]) for r in TRACK)
    assert positions == list(range(-R.track.capital, R.track.capital + 1))


@pytest.mark.parametrize("row", [pytest.param(r, id=r["token"]) for r in LOOTING])
def test_looting_token(row: dict[str, str]) -> None:
    lo, hi = (int(n) for n in re.fullmatch(r"(-?\d+)\.\.(-?\d+)", row["sits_on_positions"]).groups())  # type: ignore[union-attr]
    side = sign(lo)
    assert sign(hi) == side
    distance = min(abs(lo), abs(hi))
    assert number(r"position (-?\d+) or beyond", row["triggered_by"]) == side * distance
    loser = re.search(r"\b([AB]) loses up to (\d+) coins", row["effect"])
    assert loser and int(loser.group(2)) == int(row["value_coins"])
    # side -1 lies on player 0's (A's) half: A loses the coins there
    assert side == (-1 if loser.group(1) == "A" else 1)
    matching = [t for t in R.track.looting if (t.side, t.distance) == (side, distance)]
    assert [t.coins for t in matching] == [int(row["value_coins"])]
    assert zone_end(distance) == max(abs(lo), abs(hi))


def test_looting_token_count() -> None:
    assert len(R.track.looting) == len(LOOTING) == 4


# ---- rule constants -------------------------------------------------------------------------------

Check = dict[str, tuple[object, object]]   # fact -> (expected from the table, actual in the spec)


def draft_order(text: str) -> tuple[int, ...]:
    """``4 revealed: A picks 1, B picks 2, A takes last; ...`` -> the seat of every pick (A = 0)."""
    order: list[int] = []
    for round_ in text.split(";"):
        revealed = number(r"(\d+)(?: revealed)?:", round_)
        picks: list[int] = []
        for seat, count in re.findall(r"\b([AB]) (?:picks (\d+)|takes last)", round_):
            picks += [0 if seat == "A" else 1] * (int(count) if count else revealed - len(picks))
        assert len(picks) == revealed
        order += picks
    return tuple(order)


def colour_named(index: int) -> str:
    return V.colours[index]


def rule_checks(rule: str, value: str, notes: str) -> Check:
    """What the spec must say for one numeric rules_constants.csv row."""
    if rule == "starting coins per player":
        return {"starting_coins": (int(value), C.starting_coins)}
    if rule == "cards removed face-down per Age deck at setup":
        return {"removed_per_age": (int(value), C.removed_per_age)}
    if rule == "guilds added to Age III":
        age_cards, guilds, total = (number(r"Age III = (\d+) age cards \+ (\d+) guilds = (\d+)", notes, g)
                                    for g in (1, 2, 3))
        return {"guilds_in_age_III": (number(r"^(\d+) of", value), C.guilds_in_age_III),
                "guilds in the box": (number(r"of (\d+)", value), len(R.deck("guild"))),
                "guilds (notes)": (guilds, C.guilds_in_age_III),
                "Age III cards left after removal": (age_cards, len(R.deck("III")) - C.removed_per_age),
                "cards_per_age": (total, C.cards_per_age)}
    if rule == "progress tokens on board":
        return {"progress_on_board": (number(r"^(\d+) of", value), C.progress_on_board),
                "progress tokens": (number(r"of (\d+)", value), C.progress_on_board + C.progress_in_box),
                "progress components": (number(r"of (\d+)", value), len(R.progress))}
    if rule == "wonder draft":
        order = draft_order(value)
        return {"draft_order": (order, C.draft_order),
                "wonders_in_draft": (len(order), C.wonders_in_draft),
                "wonders_per_round": (number(r"(\d+) revealed", value), C.wonders_per_round)}
    if rule == "discard value":
        m = re.fullmatch(r"(\d+) \+ number of (\w+) cards in own city", value)
        assert m, value
        return {"discard_coins": (int(m.group(1)), C.discard_coins),
                "discard_colour": (m.group(2), colour_named(C.discard_colour))}
    if rule == "trade price per missing unit":
        m = re.fullmatch(r"(\d+) \+ units of that resource produced by the OPPONENT's (\w+) and (\w+) cards", value)
        assert m, value
        return {"trade_base": (int(m.group(1)), C.trade_base),
                "trade_colours": ({m.group(2), m.group(3)}, {colour_named(c) for c in C.trade_colours})}
    if rule == "trade price with Stone/Clay/Wood Reserve or Customs House":
        prices = {price for c in R.cards for _, price in c.passive.fixed_prices}
        return {"fixed trade price": ({number(r"^(\d+) coin per unit", value)}, prices)}
    if rule == "chain (free construction)":
        return {"chains": (number(r"(\d+) chains", notes), len(V.chain_symbols))}
    if rule == "science pair":
        return {"pair_size": (number(r"holds (\d+) identical symbols", value), C.pair_size)}
    if rule == "scientific supremacy":
        return {"supremacy_symbols": (number(r"^(\d+) different symbols", value), C.supremacy_symbols),
                "science symbols": (number(r"\(of (\d+), Law included\)", value), len(V.science_symbols)),
                "law is a symbol": (True, "law" in V.science_symbols)}
    if rule == "military supremacy":
        return {"capital": (number(r"position \+-(\d+)", value), R.track.capital)}
    if rule == "military VP at end":
        m = re.fullmatch(r"(\d+) / (\d+) / (\d+) / (\d+) for pawn 0 / (\d+)-(\d+) / (\d+)-(\d+) / (\d+)-(\d+) .*",
                         value)
        assert m, value
        n = [int(g) for g in m.groups()]
        return {"centre points": (n[0], R.track.points(0)),
                "zones": (((n[4], n[5], n[1]), (n[6], n[7], n[2]), (n[8], n[9], n[3])), R.track.zones)}
    if rule == "civilian scoring":
        return {"coins_per_point": (number(r"floor\(coins/(\d+)\)", value), C.coins_per_point)}
    if rule == "civilian tie-break":
        m = re.match(r"most VP from (\w+) \(civilian\) cards", value)
        assert m, value
        return {"tie_break_colour": (m.group(1), colour_named(C.tie_break_colour))}
    if rule == "7 Wonders cap":
        return {"wonder_cap": (number(r"when the (\d+)th Wonder is built", value), C.wonder_cap)}
    raise AssertionError(f"no check for rule {rule!r}")


# rows that are behaviour (tested by the engine's own tests) or that the spec does not model
NOT_CONSTANTS = {
    "bank coins in box",                       # the engine's bank is unlimited
    "who begins Age II/III",
    "play again at end of Age",
    "consecutive extra turns",
    "looting when short of coins",
}
CONSTANT_ROWS = [r for r in RULES if r["rule"] not in NOT_CONSTANTS]


def test_every_rule_row_is_checked_or_listed() -> None:
    assert {r["rule"] for r in RULES} >= NOT_CONSTANTS
    assert len(CONSTANT_ROWS) + len(NOT_CONSTANTS) == len(RULES)


@pytest.mark.parametrize("row", [pytest.param(r, id=r["rule"]) for r in CONSTANT_ROWS])
def test_rule_constant(row: dict[str, str]) -> None:
    checks = rule_checks(row["rule"], row["value"], row["source_and_notes"])
    expected = {fact: e for fact, (e, _) in checks.items()}
    actual = {fact: a for fact, (_, a) in checks.items()}
    assert actual == expected
