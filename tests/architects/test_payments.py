"""Paying for wonder pieces (build.cost, build.gold, progress.once_per_turn): the exact payments."""

from __future__ import annotations

from oracle.architects.rules.payments import Means, Payment, payments
from tests.architects.support import R, W, cards, hand

ALEXANDRIA = R.wonders[W["Alexandria"]]
TWO_DIFFERENT, TWO_IDENTICAL, THREE_DIFFERENT, THREE_IDENTICAL, FOUR_DIFFERENT = ALEXANDRIA.pieces
ECONOMY = ("yellow", 2)


def pay(piece, *names, boost=None, any_mix=False):  # type: ignore[no-untyped-def]
    return payments(R, piece, Means(hand(*names), boost, any_mix))


def test_the_pieces_of_alexandria_cost_what_the_spec_says():
    assert [(p.units, p.mix) for p in ALEXANDRIA.pieces] == [
        (2, "different"), (2, "identical"), (3, "different"), (3, "identical"), (4, "different")]


def test_resources_held_are_spent_before_gold():
    assert pay(TWO_DIFFERENT, "Wood", "Stone", "Gold") == [Payment(cards("Wood", "Stone"))]


def test_gold_stands_for_the_resource_missing():
    assert pay(TWO_DIFFERENT, "Wood", "Wood", "Gold") == [Payment(cards("Wood", "Gold"))]
    assert pay(THREE_IDENTICAL, "Wood", "Wood", "Stone", "Gold") == [Payment(cards("Wood", "Wood", "Gold"))]


def test_every_choice_of_different_resources_is_a_payment():
    assert pay(TWO_DIFFERENT, "Wood", "Stone", "Glass") == [
        Payment(cards("Wood", "Stone")), Payment(cards("Wood", "Glass")), Payment(cards("Stone", "Glass"))]


def test_identical_resources_of_either_kind():
    assert pay(TWO_IDENTICAL, "Wood", "Wood", "Stone", "Gold") == [
        Payment(cards("Wood", "Wood")), Payment(cards("Stone", "Gold"))]


def test_only_gold():
    assert pay(TWO_IDENTICAL, "Gold", "Gold", "Gold") == [Payment(cards("Gold", "Gold"))]
    assert pay(FOUR_DIFFERENT, "Gold", "Gold", "Gold") == []


def test_not_enough():
    assert pay(TWO_DIFFERENT, "Wood", "Wood") == []
    assert pay(THREE_IDENTICAL, "Wood", "Stone", "Gold") == []
    assert pay(FOUR_DIFFERENT, "Wood", "Stone", "Brick") == []


def test_economy_makes_one_gold_count_twice_when_two_units_are_missing():
    assert pay(THREE_DIFFERENT, "Wood", "Gold", boost=ECONOMY) == [Payment(cards("Wood", "Gold"), economy=True)]
    assert pay(THREE_DIFFERENT, "Wood", "Gold", "Gold", boost=ECONOMY) == [
        Payment(cards("Wood", "Gold"), economy=True), Payment(cards("Wood", "Gold", "Gold"))]


def test_economy_is_never_used_for_a_single_missing_unit():
    assert pay(TWO_DIFFERENT, "Wood", "Gold", boost=ECONOMY) == [Payment(cards("Wood", "Gold"))]


def test_engineering_sets_the_demand_aside():
    assert pay(TWO_DIFFERENT, "Wood", "Wood") == []
    assert pay(TWO_DIFFERENT, "Wood", "Wood", any_mix=True) == [Payment(cards("Wood", "Wood"), engineering=True)]
    # a payment the piece takes anyway is not offered a second time with the token
    assert pay(TWO_IDENTICAL, "Wood", "Wood", "Stone", any_mix=True) == [
        Payment(cards("Wood", "Wood")), Payment(cards("Wood", "Stone"), engineering=True)]


def test_engineering_and_economy_together():
    assert pay(FOUR_DIFFERENT, "Wood", "Wood", "Gold", boost=ECONOMY, any_mix=True) == [
        Payment(cards("Wood", "Wood", "Gold"), economy=True, engineering=True)]
