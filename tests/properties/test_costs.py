"""Properties of the cost solver: what the engine charges is the cheapest way to pay, found
by brute force over every use of choice production, every spread of a discount and every
purchase (tests.properties.model); trade prices look only at the opponent's brown and grey
cards; a chain build is free."""

from __future__ import annotations

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from oracle.duel import Action, apply, legal_actions
from oracle.duel.legal import priced_actions
from oracle.duel.rules.costs import cheapest_trade, unit_prices
from oracle.duel.state import BUILD, BUILD_WONDER
from oracle.errors import IllegalMoveError
from tests.properties import model as m
from tests.properties.strategies import CARD_NAMES, CHAINS, COSTLY_CARDS, TOKEN_NAMES, cities, state_of


def charged(step, player: int, name: str) -> tuple[int, int]:
    paid = [e for e in step.events if e.kind == "coins" and e.player == player and e.source == name]
    return (-sum(e.amount for e in paid if e.reason == "cost"), -sum(e.amount for e in paid if e.reason == "trade"))


@given(cities(), st.data())
def test_a_build_is_charged_the_brute_force_minimum(c, data):
    builder = data.draw(st.integers(0, 1), label="builder")
    costly = [x for x in c["free"] if x in COSTLY_CARDS]
    card = data.draw(st.one_of(st.sampled_from(c["free"]), st.sampled_from(costly or c["free"])), label="card taken")
    wonder = data.draw(st.booleans(), label="build a wonder")
    component = m.WONDER[c["wonders"][0][0]] if wonder else m.CARD[card]
    probe = state_of(c, builder, 0, CARD_NAMES[card])
    want = m.price(component, m.city_comps(probe, builder), m.city_comps(probe, 1 - builder))
    coins = data.draw(st.sampled_from([want.total, want.total + 3, max(want.total - 1, 0)]), label="coins")
    own = m.city_comps(probe, builder)
    event("chain" if want.chain else f"trade: {min(want.trade, 6)}{'+' if want.trade > 6 else ''} coins")
    if any(c.choices for c in own):
        event("choice production")
    if any(target.matches(component) for c in own for target, _ in c.discounts):
        event("discount")
    if any(c.trade_at for c in own):
        event("fixed price")
    state = state_of(c, builder, coins, CARD_NAMES[card])
    action = (Action(BUILD_WONDER, card=card, wonder=c["wonders"][0][0]) if wonder else Action(BUILD, card=card))
    priced = dict(priced_actions(state))
    if coins < want.total:
        assert action not in priced
        with pytest.raises(IllegalMoveError) as info:
            apply(state, action)
        assert info.value.rule == "cost.afford"
        return
    assert (priced[action].coins, priced[action].trade, priced[action].chain) == (want.coins, want.trade, want.chain)
    step = apply(state, action)
    assert charged(step, builder, component.name) == (want.coins, want.trade)
    assert step.state.coins[builder] >= 0


@given(cities(), st.data())
def test_trade_prices_depend_only_on_the_opponents_brown_and_grey_cards(c, data):
    """Replacing everything of the opponent's but their brown and grey cards changes no price."""
    builder = data.draw(st.integers(0, 1), label="builder")
    other = data.draw(cities(), label="another opponent")
    counted = [x for x in c["cards"][1] if m.CARD[x].colour in m.TRADE_COLOURS]
    rest = [x for x in other["cards"][1] if m.CARD[x].colour not in m.TRADE_COLOURS and x not in c["cards"][0]]
    built = data.draw(st.lists(st.sampled_from(c["wonders"][1]), unique=True, max_size=3), label="their wonders")
    changed = dict(c, cards=(c["cards"][0], counted + rest), built=[c["built"][0], built],
                   tokens=(c["tokens"][0], tuple(t for t in other["tokens"][1] if t not in c["tokens"][0])))
    card = data.draw(st.sampled_from([x for x in c["free"] if x not in rest]), label="card taken")
    prices, units = [], []
    for cities_ in (c, changed):
        state = state_of(cities_, builder, 200, CARD_NAMES[card])
        prices.append({a: p for a, p in priced_actions(state) if p is not None})
        units.append(unit_prices(state.cities[builder].profile, state.cities[1 - builder].profile,
                                 m.RULES.constants.trade_base))
    assert prices[0] == prices[1]
    assert units[0] == units[1]


@given(st.sampled_from(CHAINS), cities(), st.integers(0, 3), st.booleans())
def test_a_chain_build_costs_nothing(chain, c, coins, urbanism):
    """With the chain symbol in the city the card is free, whatever the coins; Urbanism pays 4."""
    holder, card = chain
    mine = [x for x in c["cards"][0] if x != card and not m.CARD[x].chains & m.CARD[card].free_with] + [holder]
    theirs = [x for x in c["cards"][1] if x not in (holder, card)]
    tokens = tuple(t for t in c["tokens"][0] if TOKEN_NAMES[t] != "Urbanism")
    if urbanism:
        tokens += (TOKEN_NAMES.index("Urbanism"),)
    c = dict(c, cards=(mine, theirs), tokens=(tokens, tuple(t for t in c["tokens"][1] if t not in tokens)))
    state = state_of(c, 0, coins, CARD_NAMES[card])
    assert Action(BUILD, card=card) in legal_actions(state)
    step = apply(state, Action(BUILD, card=card))
    assert charged(step, 0, CARD_NAMES[card]) == (0, 0)
    assert next(e for e in step.events if e.kind == "build").via == "chain"
    bonus = m.COMPS["Urbanism"].chain_bonus if urbanism else 0
    assert step.state.coins[0] == coins + bonus + sum(e.amount for e in step.events if e.kind == "coins"
                                                      and e.player == 0 and e.source == CARD_NAMES[card])


resource_vectors = st.lists(st.integers(0, 4), min_size=5, max_size=5).map(tuple)


@given(needs=resource_vectors, production=resource_vectors,
       choices=st.lists(st.lists(st.integers(0, 4), min_size=2, max_size=3, unique=True).map(tuple), max_size=4),
       prices=st.lists(st.integers(1, 6), min_size=5, max_size=5).map(tuple), discount=st.integers(0, 3))
def test_the_solver_agrees_with_brute_force_beyond_the_real_cards(needs, production, choices, prices, discount):
    """cheapest_trade on any vectors, not only those the 73 cards can make."""
    choices = tuple(sorted(choices))
    assert cheapest_trade(needs, production, choices, prices, discount) == \
        m.brute_force_trade(needs, production, choices, prices, discount)
