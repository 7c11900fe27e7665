"""What the engine remembers to go fast never changes an answer.

Each city version keeps the prices it has been asked (``Profile.prices``) and may hand them on
to its next version when what it gained leaves prices unchanged; random play skips the legality
check of actions drawn from ``legal_actions``.  These tests compare with the same positions
rebuilt from scratch (fresh profiles, nothing remembered) and with the checked path.
"""

from __future__ import annotations

import pytest

from oracle.core.components import Memo
from oracle.duel import apply, legal, play
from oracle.duel.playout import random_game
from oracle.duel.serialize import state_from_json, state_to_json
from oracle.duel.state import empty_profile, rebuild_city
from tests.support import GAME, RULES


def positions(seeds: range) -> list:
    out = []
    for seed in seeds:
        game = random_game(GAME, seed)
        out += [game.initial, *(s.state for s in game.steps)]
    return out


@pytest.mark.parametrize("seed", range(0, 60, 6))
def test_prices_of_played_positions_equal_those_of_fresh_ones(seed):
    """Legal actions and their prices, worked out in a position reached by play (profiles that
    remember, some shared between versions) and in the same position rebuilt from its JSON."""
    for state in positions(range(seed, seed + 6)):
        fresh = state_from_json(GAME, state_to_json(state, compact=True))
        assert fresh == state
        for player in (0, 1):  # also prices asked of the player not to move
            for component in RULES.cards + RULES.wonders:
                assert legal.price(state, player, component) == legal.price(fresh, player, component)
        assert legal.priced_actions(state) == legal.priced_actions(fresh)


def test_play_is_apply_without_the_check():
    for state in positions(range(3)):
        for action in legal.legal_actions(state):
            assert play(state, action) == apply(state, action)


def test_a_profile_compares_hashes_and_prints_the_same_whatever_it_remembers():
    asked = rebuild_city(RULES, random_game(GAME, 5).final.cities[0]).profile
    unasked = rebuild_city(RULES, random_game(GAME, 5).final.cities[0]).profile
    opponent = empty_profile(RULES)
    for card in RULES.cards:
        legal.costs.price(card, asked, opponent, RULES.constants.trade_base)
    assert asked.prices and not unasked.prices
    assert asked == unasked and hash(asked) == hash(unasked) and repr(asked) == repr(unasked)
    assert Memo({1: 2}) == Memo() and repr(Memo({1: 2})) == "Memo()"


def test_a_city_keeps_its_prices_only_while_they_cannot_change():
    base = empty_profile(RULES)
    for component in RULES.cards + RULES.wonders + RULES.progress:
        grown = base.add(component)
        kept = grown.prices is base.prices
        assert kept == (not component.passive.changes_prices), component
        passive = component.passive
        if kept:  # nothing the prices of builds no chain makes free depend on has moved
            assert (grown.production, grown.choices, grown.fixed_prices, grown.discounts) == \
                   (base.production, base.choices, base.fixed_prices, base.discounts)
        else:
            assert any(passive.production) or passive.choices or passive.fixed_prices or passive.discounts


def test_a_chain_symbol_gained_makes_a_card_free_though_the_city_keeps_its_prices():
    """chain.free: the remembered prices are those of builds no chain makes free; a city that gains a
    chain symbol keeps them, and the chained card is free at once."""
    base = empty_profile(RULES)
    opponent = empty_profile(RULES)
    trade_base = RULES.constants.trade_base
    pairs = [(giver, card) for giver in RULES.cards if giver.passive.chains and not giver.passive.changes_prices
             for card in RULES.cards if card.free_with & giver.passive.chains]
    assert len(pairs) >= 10
    for giver, card in pairs:
        before = legal.costs.price(card, base, opponent, trade_base)
        assert not before.chain and before.total == card.coins + 2 * sum(n for _, n in card.needs)
        grown = base.add(giver)
        assert grown.prices is base.prices
        assert legal.costs.price(card, grown, opponent, trade_base) == (0, 0, True)
        assert legal.costs.price(card, base, opponent, trade_base) == before
