"""Random games of 7 Wonders at every player count, with the Free City and in the 2020 edition, with the
invariants of the rules checked after every move; and the trade solver against a brute force over every
purchase."""

from __future__ import annotations

from collections import Counter
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import oracle
from oracle.classic.rules import payments
from oracle.classic.rules.city import shields as city_shields
from oracle.classic.rules.payments import Market, quote
from oracle.classic.state import CHOOSE

GAMES = 6
CONFIGURATIONS = ([("standard", n) for n in range(3, 8)] + [("free_city", 2)]
                  + [("edition2020", n) for n in range(3, 8)])


def _coins_moved(events, cities: int) -> list[int]:
    """Each city's coins change as the events declare it: bank receipts, payments to the bank and
    to the neighbours, and what the neighbours paid it."""
    change = [0] * cities
    for e in events:
        if e.kind == "coins":
            change[e.player] += e.amount
        elif e.kind == "pay":
            change[e.player] -= e.bank + e.left + e.right
            change[(e.player + 1) % cities] += e.left
            change[(e.player - 1) % cities] += e.right
    return change


@pytest.mark.parametrize(("variant", "players"), CONFIGURATIONS, ids=[f"{v}-{n}" for v, n in CONFIGURATIONS])
def test_random_games_keep_the_rules(variant: str, players: int):
    game = oracle.load_game("classic", variant=variant, players=players)
    for seed in range(GAMES):
        initial, moves = game.random_play(seed)
        state = initial
        cities = len(state.cities)
        plays = Counter()          # (age, player) -> cards chosen in the turns of the Age
        tokens = Counter()         # (age, city) -> conflict tokens taken at the end of the Age
        for action, player, step in moves:
            after = step.state
            assert game.check_step(state, step) == []
            # coins: conserved across the bank, the buyers and the sellers
            moved = _coins_moved(step.events, cities)
            assert [b.coins + m for b, m in zip(state.cities, moved, strict=True)] == [c.coins for c in after.cities]
            if state.phase == CHOOSE and not action.free_city:
                plays[(state.age, player)] += 1
            fought = [(e.player, e.against, e.points) for e in step.events if e.kind == "conflict"]
            for seat, _, _ in fought:
                tokens[(state.age, seat)] += 1
            if any(e.kind in ("age", "game_over") for e in step.events):
                # military.conflict: a token against each neighbour with fewer or more shields, none if equal
                shields = [city_shields(game.rules, c) for c in after.cities]
                victory = game.rules.spec.victory[("I", "II", "III")[state.age - 1]]
                n = len(after.cities)
                expected = [(q, o, victory if shields[q] > shields[o] else -1) for q in range(n)
                            for o in dict.fromkeys(((q + 1) % n, (q - 1) % n)) if shields[q] != shields[o]]
                assert fought == expected
            # a structure's name at most once per city; stages never beyond the board's
            for city in after.cities:
                assert city.stages <= len(game.rules.boards[city.board].stages)
            state = after
        assert state.outcome is not None and state.age == 3
        # exactly 6 cards chosen by each player in each Age (the 7th is discarded, or played by Babylon B)
        assert set(plays.values()) == {6} and len(plays) == 3 * players
        # at most one token against each neighbour in each Age
        assert all(n <= 2 for n in tokens.values())
        assert len(game.score_sheet(state)) == players


# ---- the trade solver against a brute force ---------------------------------------------------------

N = 3     # resources in these small worlds


def _supplies(fixed, choices):
    """Every vector a city of ``fixed`` units and ``choices`` producers can give (each producer one
    unit of one option, or nothing)."""
    out = set()
    for pick in product(*[(None, *c) for c in choices]):
        v = list(fixed)
        for r in pick:
            if r is not None:
                v[r] += 1
        out.add(tuple(v))
    return out


def _covers(supply, demand) -> bool:
    return any(all(s >= d for s, d in zip(v, demand, strict=True)) for v in supply)


def brute_force(need, own, left, right, left_prices, right_prices):
    found = set()
    own_uses = set()
    for pick in product(*[c for c in own[1]]):
        v = list(own[0])
        for r in pick:
            v[r] += 1
        own_uses.add(tuple(v))
    if not own[1]:
        own_uses = {tuple(own[0])}
    for use in own_uses:
        gap = tuple(max(0, n - u) for n, u in zip(need, use, strict=True))
        for from_left in product(*(range(g + 1) for g in gap)):
            from_right = tuple(g - k for g, k in zip(gap, from_left, strict=True))
            if _covers(_supplies(*left), from_left) and _covers(_supplies(*right), from_right):
                found.add((sum(k * p for k, p in zip(from_left, left_prices, strict=True)),
                           sum(k * p for k, p in zip(from_right, right_prices, strict=True))))
    return found


units = st.tuples(*[st.integers(0, 2)] * N)
choice = st.lists(st.integers(0, N - 1), min_size=2, max_size=3, unique=True).map(lambda c: tuple(sorted(c)))
city = st.tuples(units, st.lists(choice, max_size=2).map(lambda cs: tuple(sorted(cs))))
prices = st.tuples(*[st.sampled_from([1, 2])] * N)


@settings(max_examples=300, deadline=None)
@given(need=st.tuples(*[st.integers(0, 3)] * N), own=city, left=city, right=city, lp=prices, rp=prices)
def test_payments_are_exactly_the_brute_forces(need, own, left, right, lp, rp):
    assert set(payments.payments(need, own[0], own[1], left, right, lp, rp)) \
        == brute_force(need, own, left, right, lp, rp)


@settings(max_examples=300, deadline=None)
@given(need=st.tuples(*[st.integers(0, 3)] * N), own=city, left=city, right=city, lp=prices, rp=prices)
def test_a_quote_is_the_solver_answer_in_the_same_order(need, own, left, right, lp, rp):
    """The quote asked about the short resources only (and kept across decisions) lists exactly the
    payments of the whole market, cheapest first, the left share breaking ties."""
    market = Market.of(own, left, right, lp, rp)
    cost = tuple((r, n) for r, n in enumerate(need) if n)
    assert quote(market, cost) == payments.payments(need, own[0], own[1], left, right, lp, rp)


wide = st.tuples(*[st.integers(0, 4)] * N)
wide_choice = st.lists(st.integers(0, N), min_size=2, max_size=3, unique=True).map(lambda c: tuple(sorted(c)))
wide_choices = st.lists(wide_choice, max_size=3).map(lambda cs: tuple(sorted(cs)))


@settings(max_examples=300, deadline=None)
@given(need=wide, own_choices=wide_choices, left=wide, left_choices=wide_choices, right=wide,
       right_choices=wide_choices, lp=prices, rp=prices)
def test_the_numbered_solver_is_the_solver(need, own_choices, left, left_choices, right, right_choices, lp, rp):
    """The short resources' payments worked out with units as numbers (and choice options past the
    needed resources giving nothing needed) are the solver's, in the same order."""
    assert payments._chosen_quote(need, own_choices, left, left_choices, right, right_choices, lp, rp) \
        == payments.payments((*need, 0), (0,) * (N + 1), own_choices, ((*left, 0), left_choices),
                             ((*right, 0), right_choices), (*lp, 0), (*rp, 0))


def test_a_quote_of_a_resource_nobody_makes_by_choice():
    """One wood missing, the left neighbour sells one at 1 coin (a Trading Post), the right one two
    at 2: from the left for 1, or from the right for 2; two missing: 1 + 2, or 4 from the right;
    three: every unit on sale; four: none can be bought."""
    wood = (1, 0, 0, 0)
    market = Market.of(((0, 0, 0, 0), ()), (wood, ()), ((2, 0, 0, 0), ()), (1, 2, 2, 2), (2, 2, 2, 2))
    assert quote(market, ((0, 1),)) == ((1, 0), (0, 2))
    assert quote(market, ((0, 2),)) == ((1, 2), (0, 4))
    assert quote(market, ((0, 3),)) == ((1, 4),)
    assert quote(market, ((0, 4),)) == ()


def test_a_quote_beyond_what_the_three_cities_make_is_empty_at_once():
    """A market knows the most units of each resource the city and its neighbours could make
    together (fixed units, plus one for each producer offering it): a cost beyond it has no
    payment, whatever the producers choose."""
    own = ((1, 0, 0, 0), ((0, 1),))
    left = ((0, 0, 1, 0), ((1, 2), (0, 3)))
    right = ((2, 0, 0, 0), ())
    market = Market.of(own, left, right, (2, 2, 2, 2), (2, 2, 2, 2))
    assert market.most == (1 + 2 + 1 + 1, 1 + 1, 1 + 1, 1)
    assert quote(market, ((0, 6),)) == () == payments.payments((6, 0, 0, 0), own[0], own[1], left, right,
                                                                (2,) * 4, (2,) * 4)
    assert quote(market, ((1, 3),)) == () and quote(market, ((3, 2),)) == ()
    assert quote(market, ((0, 5),)) == payments.payments((5, 0, 0, 0), own[0], own[1], left, right, (2,) * 4,
                                                         (2,) * 4) == ((2, 4),)


def test_random_play_is_the_same_for_the_same_seed():
    game = oracle.load_game("classic", players=4)
    a = game.random_game(11)
    b = game.random_game(11)
    assert a.moves == b.moves and a.final == b.final
    assert game.random_game(12).moves != a.moves
