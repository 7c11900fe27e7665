"""The leaders whose abilities stand over their owner's later builds and conflicts, or run when something
happens in the city: one resource less (effect.discount: Archimedes, Hammurabi, Imhotep, Leonidas), a
colour built for nothing (effect.build_any_free: Maecenas, Ramses), defeat tokens passed on
(effect.redirect_piece: Tomyris), and coins on events (effect.whenever: Hatshepsut, Nero, Vitruvius,
Xenophon).  On a three-player game (seed 26: Babylon B makes clay, Olympia A wood, Halicarnassus B
loom; nobody makes stone or glass) whose cities are set by hand at the start of Age I."""

from __future__ import annotations

import pytest

from oracle.classic.state import State
from oracle.errors import IllegalMoveError
from tests.classic_leaders.support import DEALT, PICKS, action, draft_all, game, index, names, play, start

G = game(3)


def recruitment() -> State:
    """The recruitment of Age I, every player's draft done."""
    s = draft_all(G, start(G, DEALT, seed=26), PICKS)
    assert [G.rules.boards[c.board].name for c in s.cities] == ["Babylon B", "Olympia A", "Halicarnassus B"]
    return s


def age_one() -> State:
    """Age I's first turn, every player having sold a leader (9 coins each)."""
    s = recruitment()
    for player, leader in enumerate(["Croesus", "Euclid", "Zenobia"]):
        s = play(G, s, "sell", leader, player)
    assert s.phase == "choose" and [c.coins for c in s.cities] == [9, 9, 9]
    return s


def city(s: State, seat: int, built: list[str], coins: int | None = None) -> State:
    """``s`` with the structures of the city in ``seat`` replaced by ``built`` (and its coins)."""
    cities = list(s.cities)
    c = cities[seat]._replace(structures=tuple(index(G, n) for n in built))
    cities[seat] = c if coins is None else c._replace(coins=coins)
    return s._replace(cities=tuple(cities))


def hand(s: State, seat: int, cards: list[str]) -> State:
    hands = list(s.hands)
    hands[seat] = tuple(sorted(index(G, n) for n in cards))
    return s._replace(hands=tuple(hands))


def options(s: State, seat: int, card: str, kind: str = "build") -> list[tuple[int, int, bool]]:
    return [(a.left, a.right, a.free) for a in G.legal_actions(s, seat)
            if a.kind == kind and G.rules.cards[a.card].name == card]


# ---- effect.discount ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("leaders", "card", "payments"), [
    ([], "Baths", []),                                  # one stone, which nobody makes
    (["Hammurabi"], "Baths", [(0, 0, False)]),          # the stone waived
    (["Leonidas"], "Baths", []),                        # red cards only
    ([], "Temple", []),                                 # wood, clay and glass: no glass anywhere
    (["Hammurabi"], "Temple", [(2, 0, False)]),         # glass waived, wood bought on the left
    (["Leonidas"], "Stockade", [(0, 0, False)]),        # its wood waived rather than bought
    ([], "Stockade", [(2, 0, False)]),
    (["Archimedes"], "Apothecary", [(0, 0, False)]),    # its loom waived
    ([], "Apothecary", [(0, 2, False)]),
])
def test_one_resource_less_on_the_colour_named(leaders: list[str], card: str, payments: list[tuple[int, int, bool]]):
    s = hand(city(age_one(), 0, leaders), 0, [card, "Tavern"])
    # Babylon B makes clay; Olympia A (left) sells wood, Halicarnassus B (right) loom, at 2 coins each
    assert options(s, 0, card) == payments


def test_a_stage_one_resource_less_with_imhotep():
    s = recruitment()
    # Babylon B's first stage: clay and loom; its clay its own, the loom bought on the right
    assert options(s, 0, "Hiram", "stage") == [(0, 2, False)]
    s = city(s, 0, ["Imhotep"])
    assert options(s, 0, "Hiram", "stage") == [(0, 0, False), (0, 2, False)]    # the loom or the clay waived
    s = play(G, s, "stage", "Hiram", 0)
    s = play(G, s, "sell", "Euclid", 1)
    s = play(G, s, "sell", "Zenobia", 2)
    assert s.cities[0].coins == 6 and s.cities[0].stages == 1


def test_a_payment_the_discount_does_not_allow_is_refused_with_its_rule():
    s = hand(city(age_one(), 0, ["Hammurabi"]), 0, ["Temple"])
    with pytest.raises(IllegalMoveError) as caught:
        G.apply(s, action(G, "build", "Temple", 0, 2), 0)
    assert caught.value.rule == "trade.purchases"


# ---- effect.build_any_free ------------------------------------------------------------------------------

def test_ramses_builds_a_guild_for_nothing_and_olympia_adds_no_free_build_of_it():
    s = hand(age_one(), 1, ["Workers Guild", "Tavern"])
    # Olympia A (seat 1) has built no stage; with its first stage its free build would be listed too
    assert options(s, 1, "Workers Guild") == []                 # ore and stone: nobody makes them
    s = city(s, 1, ["Ramses"])
    assert options(s, 1, "Workers Guild") == [(0, 0, False)]
    s = s._replace(cities=tuple(c._replace(stages=2) if i == 1 else c for i, c in enumerate(s.cities)))
    assert options(s, 1, "Workers Guild") == [(0, 0, False)]    # the free build is for a card that costs something
    with pytest.raises(IllegalMoveError) as caught:
        G.apply(s, action(G, "build", "Workers Guild", 2, 0), 1)
    assert caught.value.rule == "effect.build_any_free"


def test_maecenas_makes_the_leaders_recruited_after_him_free():
    s = city(recruitment(), 1, ["Maecenas"], coins=0)
    assert [(a.kind, G.rules.cards[a.card].name) for a in G.legal_actions(s, 1) if a.kind == "recruit"] == [
        ("recruit", "Euclid"), ("recruit", "Midas"), ("recruit", "Nefertiti"), ("recruit", "Sappho")]
    s = play(G, s, "sell", "Croesus", 0)
    s = play(G, s, "recruit", "Euclid", 1)      # 5 coins printed
    s = play(G, s, "sell", "Zenobia", 2)
    assert s.cities[1].coins == 0 and names(G, s.cities[1].structures) == ["Maecenas", "Euclid"]


# ---- effect.whenever --------------------------------------------------------------------------------------

def coin_events(step) -> list[tuple[int, int, str]]:
    return [(e.player, e.amount, e.source) for e in step.events if e.kind == "coins"]


def turn(s: State, plays: list[tuple[int, str, str, int, int]]):
    """Every player's play of one turn; the step of the last (the hands are set by hand: the invariants
    that count the cards dealt do not hold, and are not asked)."""
    step = None
    for player, kind, card, left, right in plays:
        step = G.apply(s, action(G, kind, card, left, right), player)
        s = step.state
    return step


def test_xenophon_takes_two_coins_for_each_yellow_card_built():
    s = city(hand(age_one(), 0, ["Tavern", "Altar"]), 0, ["Xenophon"])
    s = hand(hand(s, 1, ["Altar"]), 2, ["Theater"])
    step = turn(s, [(0, "build", "Tavern", 0, 0), (1, "discard", "Altar", 0, 0), (2, "discard", "Theater", 0, 0)])
    assert coin_events(step) == [(1, 3, "discard"), (2, 3, "discard"), (0, 5, "Tavern"), (0, 2, "Xenophon")]
    assert [c.coins for c in step.state.cities] == [16, 12, 12]


def test_vitruvius_takes_two_coins_for_a_build_through_a_chain_and_none_for_a_paid_one():
    s = city(age_one(), 0, ["Vitruvius", "Altar"])
    s = hand(hand(hand(s, 0, ["Temple", "Stockade"]), 1, ["Baths"]), 2, ["Theater"])
    assert options(s, 0, "Temple") == [(0, 0, False)]           # through the Altar's link
    step = turn(s, [(0, "build", "Temple", 0, 0), (1, "discard", "Baths", 0, 0), (2, "discard", "Theater", 0, 0)])
    assert (0, 2, "Vitruvius") in coin_events(step) and step.state.cities[0].coins == 11
    s = city(hand(hand(hand(age_one(), 0, ["Stockade"]), 1, ["Baths"]), 2, ["Theater"]), 0, ["Vitruvius"])
    step = turn(s, [(0, "build", "Stockade", 2, 0), (1, "discard", "Baths", 0, 0), (2, "discard", "Theater", 0, 0)])
    assert [e for e in coin_events(step) if e[0] == 0] == [] and step.state.cities[0].coins == 7


def test_hatshepsut_takes_a_coin_for_each_neighbour_she_buys_from():
    s = city(hand(hand(hand(age_one(), 0, ["Apothecary"]), 1, ["Baths"]), 2, ["Theater"]), 0, ["Hatshepsut"])
    step = turn(s, [(0, "build", "Apothecary", 0, 2), (1, "discard", "Baths", 0, 0), (2, "discard", "Theater", 0, 0)])
    assert (0, 1, "Hatshepsut") in coin_events(step)
    assert [c.coins for c in step.state.cities] == [8, 12, 14]    # 9 - 2 + 1; 9 + 3; 9 + 3 + 2 for the loom
    # in a recruitment too: the loom of Babylon B's stage bought on the right
    s = city(recruitment(), 0, ["Hatshepsut"])
    s = play(G, s, "stage", "Hiram", 0, right=2)
    s = play(G, s, "sell", "Euclid", 1)
    s = play(G, s, "sell", "Zenobia", 2)
    assert [c.coins for c in s.cities] == [5, 9, 11]


def last_turn(s: State) -> State:
    """``s`` at the sixth turn of Age I, two cards in each hand."""
    s = s._replace(turn=6)
    for seat, cards in enumerate([["Tavern", "Altar"], ["Baths", "Theater"], ["Lumber Yard", "Stone Pit"]]):
        s = hand(s, seat, cards)
    return s


def test_nero_gains_for_each_victory_token_and_tomyris_passes_her_defeat_to_the_winner():
    s = city(city(last_turn(age_one()), 0, ["Nero", "Caesar"]), 1, ["Tomyris"])
    step = turn(s, [(0, "discard", "Tavern", 0, 0), (1, "discard", "Baths", 0, 0), (2, "discard", "Lumber Yard", 0, 0)])
    zero, one, two = step.state.cities
    # Caesar's two shields beat both neighbours; Tomyris's defeat goes to seat 0, who beat her
    assert (zero.victories, zero.defeats) == ((1, 1), 1)
    assert (one.victories, one.defeats) == ((), 0)
    assert (two.victories, two.defeats) == ((), 1)
    conflicts = [(e.player, e.against, e.points) for e in step.events if e.kind == "conflict"]
    assert conflicts == [(0, 1, 1), (0, 2, 1), (0, 1, -1), (2, 0, -1)]
    assert [e for e in coin_events(step) if e[2] == "Nero"] == [(0, 2, "Nero"), (0, 2, "Nero")]
    assert [c.coins for c in step.state.cities] == [16, 12, 12]     # 9 + 3 discarded + 4 from Nero; 9 + 3
    assert step.state.age == 2 and step.state.phase == "recruitment"


def test_a_citys_standing_powers_are_the_same_whatever_order_its_parts_came_in():
    from oracle.classic.rules import city as cities

    board = age_one().cities[0].board
    built = [index(G, n) for n in ["Xenophon", "Archimedes", "Hatshepsut", "Leonidas", "Tavern"]]
    one = cities.facts(G.rules, board, 1, tuple(built)).standing
    cities.facts.cache_clear()      # type: ignore[attr-defined]
    cities.facts(G.rules, board, 0, tuple(reversed(built)))     # one stage short: built up from it
    two = cities.facts(G.rules, board, 1, tuple(reversed(built))).standing
    assert one == two
    assert one.waives == (("green", 1), ("red", 1))
    assert [(name, clause.trigger) for name, clause in one.listens] == [
        ("Hatshepsut", "on_buy"), ("Hatshepsut", "on_buy"), ("Xenophon", "on_card_build")]
