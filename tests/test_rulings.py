"""Rulings the rules reference states that no other test pins on its own."""

from __future__ import annotations

from oracle.duel import legal
from oracle.duel.rules.costs import Price
from tests.support import RULES, build, card, city, position


def test_reserve_sets_the_price_to_one_coin_not_one_coin_less():
    """One Portuguese rulebook says a reserve lowers a price *by* 1 coin, the other (like the Italian)
    *to* 1 coin: the price is 1 coin a unit whatever the opponent produces."""
    buyer = city(cards=["Clay Reserve"])
    seller = city(cards=["Clay Pit", "Brickyard"])                 # 3 clay on brown cards: formula 2 + 3 = 5
    s = position(cities=[buyer, seller], coins=(20, 7), age=3, available=["Arsenal"])
    arsenal = RULES.cards[card("Arsenal")]                         # 2 wood, 3 clay
    assert legal.price(s, 0, arsenal) == Price(0, 2 * 2 + 3 * 1)   # wood at 2 (the opponent makes none), clay at 1
    without = position(cities=[city(), seller], coins=(20, 7), age=3, available=["Arsenal"])
    assert legal.price(without, 0, arsenal) == Price(0, 2 * 2 + 3 * 5)
    # 7 coins paid; the Arsenal's 3 shields also reach the 2-coin looting token
    assert build(s, "Arsenal").state.coins == (13, 5)
