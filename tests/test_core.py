"""The family core's machinery on its own: city relations, the cost solver's sellers, wonder stages
compiled by the effect runtime, the shield wording a game gives the English renderer."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from oracle.core.costs import Seller, cheapest_purchase, cheapest_trade, unit_prices
from oracle.core.effects import compile_components
from oracle.core.relations import seats
from oracle.dsl import ast
from oracle.dsl.english import component_english
from oracle.dsl.parser import parse_text
from oracle.dsl.validate import validate
from oracle.duel.runtime import Runtime
from oracle.errors import SpecError
from tests.support import RULES

VOCAB = RULES.vocabulary


@pytest.mark.parametrize(("relation", "player", "players", "expected"), [
    ("own", 2, 5, (2,)), ("opponent", 0, 2, (1,)), ("left", 4, 5, (0,)), ("right", 0, 5, (4,)),
    ("neighbours", 2, 5, (3, 1)), ("neighbours", 0, 2, (1,)), ("all", 1, 3, (0, 1, 2)), ("others", 1, 3, (0, 2)),
])
def test_city_relations_name_seats_clockwise(relation, player, players, expected):
    assert seats(relation, player, players) == expected


def test_opponent_needs_two_players():
    with pytest.raises(ValueError, match="two-player"):
        seats("opponent", 0, 3)


def test_each_unit_is_bought_from_its_cheapest_seller():
    left = Seller("left", (2, 2, None, 2))
    right = Seller("right", (1, 2, 2, None))
    assert unit_prices((left, right)) == (1, 2, 2, 2)
    # needs 2 wood, 1 stone; produces 1 wood; one choice producer of stone or clay; no discount
    assert cheapest_trade((2, 0, 1, 0), (1, 0, 0, 0), ((1, 2),), (1, 2, 2, 2), 0) == 1
    assert cheapest_trade((2, 0, 1, 0), (1, 0, 0, 0), (), (1, 2, 2, 2), 1) == 1   # the discount waives the dearer


def test_a_producer_already_covering_a_unit_moves_over_for_the_next():
    """cost.choice: the dear unit (resource 0, 5 coins) is covered first, by the producer of 0 or 1;
    the cheaper one (resource 1, 3 coins) is covered too once the producer of 0 alone takes over the
    first unit: nothing is paid.  Covering greedily without moving a producer would pay 3."""
    assert cheapest_purchase(((0, 1, 5), (1, 1, 3)), ((0, 1), (0,)), 0) == 0
    assert cheapest_purchase(((0, 2, 5), (1, 1, 3)), ((0, 1), (0,)), 0) == 3    # both producers on resource 0
    assert cheapest_purchase(((0, 2, 5), (1, 1, 3)), ((0, 1), (0,)), 1) == 0    # ... and the discount waives 1
    assert cheapest_purchase(((0, 1, 5), (1, 1, 3), (2, 2, 4)), ((0, 1), (1, 2), (2,)), 0) == 3   # 3 producers, 4 units


def test_one_producer_covers_the_dearest_unit_it_can():
    """cost.choice with a single choice producer and no discount (the common case, answered without
    the general solver): it covers one unit of the dearest resource it can give."""
    assert cheapest_purchase([(0, 2, 3), (1, 1, 5)], ((0, 1),), 0) == 6
    assert cheapest_purchase([(0, 2, 3), (1, 1, 5)], ((0, 2),), 0) == 8
    assert cheapest_purchase([(0, 2, 3), (1, 1, 5)], ((2, 3),), 0) == 11    # it gives nothing missing
    assert cheapest_purchase([(0, 2, 3), (1, 1, 5)], (), 0) == 11
    assert cheapest_purchase([(0, 2, 3), (1, 1, 5)], ((0, 1),), 1) == 3     # the discount waives a 3 too


STAGED = '''wonder "Board" {
  stage 1 {
    cost 2 wood
    at end: 3 points
  }
  stage 2 {
    cost 3 clay
    always: produce one of wood / clay
  }
  stage 3 {
    cost 4 stone
    when built: gain 9 coins
  }
}
'''


def test_a_wonder_with_ordered_stages_compiles_each_with_its_cost_and_effects():
    components = parse_text(STAGED, "board.wdl").components
    validate(components, VOCAB, "game.toml", check_counts=False)
    _, (board,), _ = compile_components(components, VOCAB, RULES.constants)
    wood, clay, stone = (VOCAB.resources.index(r) for r in ("wood", "clay", "stone"))
    assert [(s.kind, s.index, s.name) for s in board.stages] == [
        ("stage", 1, "Board, stage 1"), ("stage", 2, "Board, stage 2"), ("stage", 3, "Board, stage 3")]
    assert [s.needs for s in board.stages] == [((wood, 2),), ((clay, 3),), ((stone, 4),)]
    assert board.stages[0].scorers[0](None, 0) == 3
    assert board.stages[1].passive.choices == ((wood, clay),)
    gained: list[tuple[int, int, str]] = []
    runtime = SimpleNamespace(gain=lambda p, n, source: gained.append((p, n, source)), over=False)
    board.stages[2].instant[0](runtime, 1)
    assert gained == [(1, 9, "Board, stage 3")]
    assert board.needs == () and board.instant == ()


def test_duel_gives_stages_no_meaning():
    components = parse_text(STAGED, "board.wdl").components
    with pytest.raises(SpecError) as refused:
        compile_components(components, VOCAB, RULES.constants, Runtime, "7 Wonders Duel")
    assert str(refused.value) == "board.wdl:2:3: 'stage' is not part of 7 Wonders Duel; its engine cannot interpret it"


@pytest.mark.parametrize(("clause", "refused"), [
    ("always: trade wood at 1 coin from opponent", "c.wdl:4:11: 'trade ... from ...'"),
    ("at end: 1 point per wonder stage", "c.wdl:4:23: 'per wonder stage'"),
    ("at end: 2 points per wonder stage in own and opponent cities", "c.wdl:4:24: 'per wonder stage'"),
    ("when built: gain 3 coins per wonder stage", "c.wdl:4:32: 'per wonder stage'"),
    ("at end: copy purple card from opponent", "c.wdl:4:11: 'copy card'"),
])
def test_duel_gives_directions_stage_counts_and_copies_no_meaning(clause: str, refused: str):
    (card,) = parse_text(f'card "C" {{\n  deck I\n  colour yellow\n  {clause}\n}}\n', "c.wdl").components
    with pytest.raises(SpecError) as error:
        compile_components([card], VOCAB, RULES.constants, Runtime, "7 Wonders Duel")
    assert str(error.value) == f"{refused} is not part of 7 Wonders Duel; its engine cannot interpret it"


def test_a_trade_price_without_a_direction_is_duels_fixed_price():
    (card,) = parse_text('card "C" {\n  deck I\n  colour yellow\n  always: trade wood at 1 coin\n}\n').components
    (compiled,), _, _ = compile_components([card], VOCAB, RULES.constants, Runtime, "7 Wonders Duel")
    assert compiled.passive.fixed_prices == ((VOCAB.resources.index("wood"), 1),)


def test_what_a_shield_means_is_the_games_wording():
    (card,) = parse_text('card "C" {\n  deck I\n  colour red\n  when built: 2 shields\n}\n', "c.wdl").components
    assert component_english(card) == ["When it is built, its owner gains 2 shields."]
    assert component_english(card, vocabulary=VOCAB) == [
        "When it is built, its owner gains 2 shields, moving the conflict pawn 2 spaces toward the opponent's "
        "capital."]
    elsewhere = SimpleNamespace(wording={"shields": "adding {spaces} to its military strength"})
    assert component_english(card, vocabulary=elsewhere)[0].endswith("adding 2 spaces to its military strength.")


def test_a_relation_is_a_name_of_the_vocabulary_not_a_keyword():
    (wonder,) = parse_text('wonder "W" {\n  when built:\n    left loses 2 coins\n    destroy left grey card\n}\n',
                           "w.wdl").components
    assert wonder.effects("when_built") == (ast.OpponentLosesCoins(ast.Name("left"), 2),
                                            ast.Destroy(ast.Name("left"), ast.Name("grey")))
    with pytest.raises(SpecError) as refused:
        validate([wonder], VOCAB, "game.toml", check_counts=False)
    assert [p.message for p in refused.value.problems] == ["unknown city 'left'", "unknown city 'left'"]


@pytest.mark.parametrize(("totals", "tie_breaks", "expected"), [
    ((40, 38), (), (0,)), ((40, 40), ((3, 5),), (1,)), ((40, 40), ((3, 3),), (0, 1)),
    ((50, 52, 52, 10), ((9, 4, 4, 30), (0, 2, 1, 0)), (1,)), ((7, 7, 7), ((1, 2, 2), (5, 5, 5)), (1, 2)),
])
def test_the_most_points_win_then_each_tie_break_in_turn(totals, tie_breaks, expected):
    from oracle.core.scoring import winners

    assert winners(totals, *tie_breaks) == expected
