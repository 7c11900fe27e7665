"""What random play keeps between decisions gives the answers it would work out afresh: a city's
production, what it sells and its prices built up structure by structure, a market's table of
quotes, the names and links of a city's structures, the action tuples shared between legal lists.

Each test compares a kept answer with one computed from nothing (every cache emptied, or a
reference written here straight from the parts a city holds)."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import oracle
from oracle.classic import legal as legal_moves
from oracle.classic import scoring, setup
from oracle.classic.rules import city as cities
from oracle.classic.rules import payments
from oracle.classic.rules.payments import Market, priced, quote
from oracle.classic.setup import draw_setup
from oracle.classic.state import CHOOSE, Action, City, Setup, State
from oracle.core.prng import SplitMix64
from tests.classic.support import positions

CONFIGURATIONS = [("standard", 3), ("standard", 7), ("free_city", 2)]
CACHES = (cities.facts, payments.priced, payments.payments,
          payments.deficits, payments.can_supply, payments._fixed_pays, payments._fixed_quote,
          payments._chosen_quote, payments._project, payments._gaps, payments._sellable,
          legal_moves._paid, legal_moves._cards, legal_moves._discard, legal_moves._free_build_stage,
          setup._decks, setup._guilds, setup._sides,
          scoring._scored)


def _forget() -> None:
    for cache in CACHES:
        cache.cache_clear()


# ---- a city's production, sales and prices, built up structure by structure --------------------------

def _fresh_production(rules, c: City):
    fixed = [0] * len(rules.resources)
    choices = []
    for part in cities.parts(rules, c):
        for r, n in enumerate(part.produce):
            fixed[r] += n
        choices.extend(part.choices)
    return tuple(fixed), tuple(sorted(choices))


def _fresh_for_sale(rules, c: City):
    base = rules.boards[c.board].base
    fixed = list(base.produce)
    choices = list(base.choices)
    for card in c.structures:
        part = rules.cards[card]
        if part.colour in rules.spec.sellable_colours:
            for r, n in enumerate(part.produce):
                fixed[r] += n
            choices.extend(part.choices)
    return tuple(fixed), tuple(sorted(choices))


def _fresh_prices(rules, c: City, direction: str):
    out = [rules.spec.trade_price] * len(rules.resources)
    held = c._replace(structures=tuple(s for s in c.structures if s not in c.recent))
    for part in cities.parts(rules, held):
        for t in part.trades:
            if direction in t.directions:
                for r in t.resources:
                    out[r] = min(out[r], t.price)
    return tuple(out)


@pytest.mark.parametrize(("variant", "players"), CONFIGURATIONS, ids=[f"{v}-{n}" for v, n in CONFIGURATIONS])
def test_production_sales_and_prices_kept_by_structure_are_the_fresh_sums(variant: str, players: int):
    _forget()
    for game, state in positions(variant, players):
        rules = game.rules
        for c in state.cities:
            assert cities.production(rules, c.board, c.stages, c.structures) == _fresh_production(rules, c)
            assert cities.for_sale(rules, c.board, c.structures) == _fresh_for_sale(rules, c)
            for direction in ("left", "right"):
                assert cities.prices(rules, c, direction) == _fresh_prices(rules, c, direction)


def _fresh_facts(rules, c: City) -> tuple:
    return (_fresh_production(rules, c), _fresh_for_sale(rules, c), _fresh_prices(rules, c._replace(recent=()), "left"),
            _fresh_prices(rules, c._replace(recent=()), "right"), frozenset(rules.cards[s].name for s in c.structures),
            frozenset().union(*(rules.cards[s].chains for s in c.structures)),
            sum(p.shields for p in cities.parts(rules, c)), _fresh_standing(rules, c))


def _fresh_standing(rules, c: City) -> cities.Standing:
    standing = cities.NO_STANDING
    for part in cities.parts(rules, c):
        standing = standing.plus(part) if part.stands else standing
    return standing


@pytest.mark.parametrize(("variant", "players"), CONFIGURATIONS, ids=[f"{v}-{n}" for v, n in CONFIGURATIONS])
def test_a_citys_kept_facts_are_the_fresh_sums(variant: str, players: int):
    """Production, sales, prices (every structure counted), names, links and shields, built up a
    structure or a stage at a time from what earlier turns kept, are those summed from nothing."""
    _forget()
    for game, state in positions(variant, players):
        for c in state.cities:
            kept = cities.facts(game.rules, c.board, c.stages, c.structures)
            assert tuple(kept) == _fresh_facts(game.rules, c)
            assert cities.shields(game.rules, c) == kept.shields


def test_facts_of_a_city_one_stage_on_and_past_the_bound_are_the_same(monkeypatch):
    """A city one stage past a city asked about starts from that city's facts; asked in any order,
    or once the kept answers were forgotten (past the bound), the facts are the same."""
    game = oracle.load_game("classic", players=5)
    rules = game.rules
    final = game.random_game(8).final
    staged = [c for c in final.cities if c.stages >= 2]
    assert staged
    for c in staged:
        _forget()
        for stages in range(c.stages + 1):
            assert tuple(cities.facts(rules, c.board, stages, c.structures)) \
                == _fresh_facts(rules, c._replace(stages=stages))
    monkeypatch.setattr(cities, "FACTS_KEPT", 3)
    _forget()
    for c in final.cities:
        assert tuple(cities.facts(rules, c.board, c.stages, c.structures)) == _fresh_facts(rules, c)
        assert len(cities._FACTS) <= 3
    assert cities.price_lists(rules, final.cities[0]._replace(recent=final.cities[0].structures[-1:]),
                              cities.facts(rules, final.cities[0].board, final.cities[0].stages,
                                           final.cities[0].structures)) \
        == tuple(_fresh_prices(rules, final.cities[0]._replace(recent=final.cities[0].structures[-1:]), d)
                 for d in ("left", "right"))


def test_production_asked_out_of_order_is_the_same():
    """A city asked about before its earlier selves were (nothing kept) gets the same answer."""
    game = oracle.load_game("classic", players=5)
    final = game.random_game(3).final
    rules = game.rules
    for c in final.cities:
        _forget()
        assert cities.production(rules, c.board, c.stages, c.structures) == _fresh_production(rules, c)
        assert cities.for_sale(rules, c.board, c.structures) == _fresh_for_sale(rules, c)
        assert cities.prices(rules, c, "left") == _fresh_prices(rules, c, "left")


# ---- a market's kept quotes, and the legal lists made from them ------------------------------------------

@pytest.mark.parametrize(("variant", "players"), CONFIGURATIONS, ids=[f"{v}-{n}" for v, n in CONFIGURATIONS])
def test_kept_quotes_and_legal_lists_are_the_fresh_ones(variant: str, players: int):
    """Every legal list of three random games, made with what earlier decisions kept, is the list
    made with every cache emptied; every quote a market's table holds is the quote asked afresh."""
    _forget()
    kept = []
    for game, state in positions(variant, players):
        for player in game.to_move(state):
            kept.append((game, state, player, game.legal_actions(state, player)))
        if state.phase == CHOOSE and state.outcome is None:
            for seat in range(len(state.cities)):
                known, table = legal_moves.market_quotes(game.rules, state, seat)
                for cost, pays in list(table.items()):
                    assert pays == quote(known, cost)
    _forget()
    for game, state, player, legal in kept[::5]:
        _forget()
        assert game.legal_actions(state, player) == legal


def _round_decisions(variant: str, players: int, games: int) -> Iterator[tuple[object, State, int, int, tuple]]:
    """Every decision of a round where players commit, in random games: the game, the state, the
    player, the city they decide for, and every city's facts read once for the round."""
    for game, state in positions(variant, players, games=games):
        if state.phase != CHOOSE or state.outcome is not None:
            continue
        known = legal_moves.city_facts(game.rules, state)
        for player in game.to_move(state):
            yield game, state, player, legal_moves.deciding_city(state, player), known


@pytest.mark.parametrize(("variant", "players"), CONFIGURATIONS, ids=[f"{v}-{n}" for v, n in CONFIGURATIONS])
def test_a_legal_list_made_from_every_citys_facts_at_once_is_the_same(variant: str, players: int):
    """A round played at once (Game.random_ending) reads every city's facts once and hands them to
    each decision: the legal lists are those each decision makes alone."""
    for game, state, player, seat, known in _round_decisions(variant, players, games=2):
        options = legal_moves.play_options
        assert options(game.rules, state, seat, known) == options(game.rules, state, seat) \
            == game.legal_actions(state, player)


@pytest.mark.parametrize(("variant", "players"), CONFIGURATIONS, ids=[f"{v}-{n}" for v, n in CONFIGURATIONS])
def test_the_option_drawn_is_that_option_of_the_legal_list(variant: str, players: int):
    """Random play (Game.random_ending) draws an option without making the others: drawing the
    k-th of n is the k-th action of the legal list, and the draw is asked for exactly n."""
    for game, state, _, seat, known in _round_decisions(variant, players, games=1):
        legal = legal_moves.play_options(game.rules, state, seat, known)
        asked: list[int] = []
        for k in range(len(legal)):
            def below(n: int, k: int = k, asked: list[int] = asked) -> int:
                asked.append(n)
                return k
            assert legal_moves.random_play_option(game.rules, state, seat, known, below) == legal[k]
        assert set(asked) == {len(legal)}


def test_a_markets_table_is_the_same_market_s_whoever_asks():
    """Equal productions and prices give one table; a quote kept in it is the quote of the market."""
    wood = (1, 0, 0, 0)
    parts = (((0, 0, 0, 0), ()), (wood, ()), ((2, 0, 0, 0), ()), (1, 2, 2, 2), (2, 2, 2, 2))
    market, table = priced(*parts)
    again, same = priced(*(tuple(p) for p in parts))
    assert again == market == Market.of(*parts) and same is table
    assert payments.quote_in(table, market, ((0, 2),)) == quote(market, ((0, 2),)) == ((1, 2), (0, 4))
    assert table[((0, 2),)] == ((1, 2), (0, 4))


N = 3
units = st.tuples(*[st.integers(0, 2)] * N)
choice = st.lists(st.integers(0, N - 1), min_size=2, max_size=3, unique=True).map(lambda c: tuple(sorted(c)))
a_city = st.tuples(units, st.lists(choice, max_size=2).map(lambda cs: tuple(sorted(cs))))
a_price = st.tuples(*[st.sampled_from([1, 2])] * N)


@settings(max_examples=200, deadline=None)
@given(need=st.tuples(*[st.integers(0, 3)] * N), own=a_city, left=a_city, right=a_city, lp=a_price, rp=a_price)
def test_a_kept_quote_is_the_fresh_quote(need, own, left, right, lp, rp):
    market, table = priced(own, left, right, lp, rp)
    cost = tuple((r, n) for r, n in enumerate(need) if n)
    kept = payments.quote_in(table, market, cost)
    assert payments.quote_in(table, market, cost) is kept
    _forget()
    assert kept == quote(Market.of(own, left, right, lp, rp), cost)


@settings(max_examples=200, deadline=None)
@given(terms=st.lists(st.tuples(st.integers(1, 3), st.integers(0, 3), st.integers(0, 3), st.sampled_from([1, 2]),
                                st.sampled_from([1, 2])), max_size=3).map(tuple))
def test_fixed_splits_are_every_split(terms):
    """Resources nobody makes by choice: every way of taking each resource's units from the two
    neighbours within what each sells, priced."""
    found = set()
    for ks in product(*(range(g + 1) for g, *_ in terms)):
        if all(k <= left and g - k <= right for k, (g, left, right, _, _) in zip(ks, terms, strict=True)):
            found.add((sum(k * lp for k, (_, _, _, lp, _) in zip(ks, terms, strict=True)),
                       sum((g - k) * rp for k, (g, _, _, _, rp) in zip(ks, terms, strict=True))))
    assert payments._fixed_pays(terms) == found
    assert payments._fixed_quote(terms) == tuple(sorted(found, key=lambda p: (p[0] + p[1], p[0])))


# ---- names, links and actions -------------------------------------------------------------------------

def test_kept_names_links_and_actions_are_the_fresh_ones():
    game = oracle.load_game("classic", players=4)
    rules = game.rules
    final = game.random_game(5).final
    for c in final.cities:
        kept = cities.facts(rules, c.board, c.stages, c.structures)
        assert (kept.names, kept.links) == (cities.names(rules, c), cities.chains(rules, c))
    pays = ((0, 0), (1, 2), (2, 1))
    own = game.action_type     # the ruleset's own action type: what the legal lists hold
    for kind, fc in (("build", False), ("stage", True), ("discard", False)):
        assert legal_moves._paid(own, kind, 7, pays, fc) == tuple(Action(kind, 7, a, b, free_city=fc)
                                                                  for a, b in pays)
        assert all(type(a) is own for a in legal_moves._paid(own, kind, 7, pays, fc))
    assert legal_moves._discard(own, 7) == Action("discard", 7) and type(legal_moves._discard(own, 7)) is own
    for i, board in enumerate(rules.boards):
        stages = legal_moves._free_build_stage(rules)[i]
        assert [stages <= built and stages > 0 for built in range(len(board.stages) + 1)] \
            == [any(s.free_build for s in board.stages[:built]) for built in range(len(board.stages) + 1)]
    assert legal_moves._cards(rules) == tuple((c.name, c.free_with, c.cost_items, c.coins) for c in rules.cards)
    scored = scoring._scored(rules)
    assert scored[rules.card_index("Lumber Yard")] == (None, False, (), 0, 0)
    assert scored[rules.card_index("Baths")] == ("civilian", True, (), 0, 0)
    assert scored[rules.card_index("Scientists Guild")] == ("guilds", False, (), 1, 0)
    assert scored[rules.card_index("Lighthouse")][:2] == ("commercial", True)
    assert scored[rules.card_index("Apothecary")] == (None, False, (rules.symbols.index("compass"),), 0, 0)


# ---- dealing with the draws worked out ahead ------------------------------------------------------------

def _dealt_one_draw_at_a_time(rules, players: int, rng, free_city: bool):
    """setup.*: the deal as the generator's own ``shuffled`` and ``below`` make it, nothing kept."""
    spec = rules.spec
    cities = spec.free_city_deck_players if free_city else players
    order = rng.shuffled(list(spec.boards))[:cities]
    boards = tuple(rules.board_sides(board)[rng.below(2)] for board in order)
    guilds = rng.shuffled(rules.guilds)[:cities + spec.guilds_beyond_players]
    hands, piles = [], []
    for age in (1, 2, 3):
        dealt = rng.shuffled(list(rules.age_deck(age, cities)) + (guilds if age == 3 else []))
        runs = [tuple(dealt[i * spec.hand_size:(i + 1) * spec.hand_size]) for i in range(cities)]
        hands.append(tuple(runs[:players]))
        piles.extend(runs[players:])
    return Setup(boards=boards, hands=tuple(hands), piles=tuple(piles))


@pytest.mark.parametrize(("variant", "players"), [*CONFIGURATIONS, ("standard", 5)])
def test_a_deal_with_draws_worked_out_ahead_is_the_generators_own(variant: str, players: int):
    """The deal (the decks, guilds and board sides read once per ruleset, the draws worked out in
    one block) is the deal drawn one number at a time, and leaves the generator where it would."""
    game = oracle.load_game("classic", variant=variant, players=players)
    for seed in range(40):
        ahead, one = SplitMix64(seed), SplitMix64(seed)
        assert draw_setup(game.rules, players, ahead, free_city=variant == "free_city") \
            == _dealt_one_draw_at_a_time(game.rules, players, one, variant == "free_city")
        assert ahead.state == one.state and ahead.below(1000) == one.below(1000)
    assert setup._decks(game.rules, 3) == tuple(game.rules.age_deck(age, 3) for age in (1, 2, 3))
    assert setup._guilds(game.rules) == game.rules.guilds
    assert setup._sides(game.rules) == {b: game.rules.board_sides(b) for b in game.rules.spec.boards}


@pytest.mark.parametrize(("variant", "players"), [("standard", 3), ("standard", 7), ("free_city", 2),
                                                   ("edition2020", 4), ("leaders", 3), ("edition2020_leaders", 5)])
def test_an_action_is_legal_exactly_when_the_legal_list_holds_it(variant, players):
    """``apply`` checks a card played in a turn against that card's options alone (``is_legal``): for
    every legal action of two games, and for actions one field away from it (another card, in the
    hand or not, another kind, a coin more to a neighbour or the bank, the free build or the Free
    City's mark flipped), the answer is whether the whole legal list holds it."""
    checked = refused = 0
    for game, state in positions(variant, players, games=2):
        rules = game.rules
        for player in game.to_move(state):
            legal = legal_moves.legal_actions(rules, state, player)
            hand = sorted(set(legal_moves.hand_for(state, legal_moves.deciding_city(state, player))))
            outside = next(c for c in range(len(rules.cards)) if c not in hand)
            tried = set(legal)
            for a in legal:
                tried.update([a._replace(left=a.left + 1), a._replace(right=a.right + 1), a._replace(bank=a.bank + 1),
                              a._replace(free=not a.free), a._replace(free_city=not a.free_city),
                              a._replace(card=outside), *(a._replace(card=c) for c in hand[:3]),
                              *(a._replace(kind=k) for k in ("build", "stage", "discard"))])
            for a in sorted(tried):
                expected = a in legal
                assert legal_moves.is_legal(rules, state, player, a) is expected, (variant, player, a)
                checked += 1
                refused += not expected
    assert checked > 10_000 and refused > checked // 2     # 14,574 to 63,596 actions a ruleset, 189,079 in all
