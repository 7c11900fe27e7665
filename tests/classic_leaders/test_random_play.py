"""Random play of Leaders (Game.random_ending) takes the base game's short cuts: the option drawn without the
others made, also for a city whose leaders waive units (effect.discount) or build a colour for nothing
(effect.build_any_free); a recruitment or a draft drawn for every player before it is resolved; a leader's
price read from each city's coin discounts kept (effect.discount_coins).  Each is checked here against the
answer worked out the long way."""

from __future__ import annotations

import pytest

import oracle
from oracle.classic import legal
from oracle.classic.leaders import costs, recruitment
from oracle.classic.leaders.state import part
from oracle.classic.legal import neighbours
from oracle.classic.rules import city as cities
from oracle.classic.state import CHOOSE
from tests.classic.support import positions

RULESETS = [(v, n) for v in ("leaders", "edition2020_leaders") for n in (3, 7)]
IDS = [f"{v}-{n}" for v, n in RULESETS]


@pytest.mark.parametrize(("variant", "players"), RULESETS, ids=IDS)
def test_random_ending_is_the_random_game_played_through(variant: str, players: int):
    """The draft and the recruitments drawn for every player at once, and the turns, end where the same game
    played a move at a time ends, after as many moves."""
    game = oracle.load_game("classic", variant=variant, players=players)
    for seed in range(4):
        play = game.random_game(seed)
        assert game.random_ending(seed) == (len(play.moves), play.final)


@pytest.mark.parametrize("variant", ["leaders", "edition2020_leaders"])
def test_the_option_drawn_for_a_city_with_discounts_or_free_colours_is_that_option_of_the_legal_list(variant):
    """A city whose leaders waive resource units or build a colour for nothing (and buy nothing from the bank)
    draws its option on random play's short path: drawing the k-th of n is the k-th action of the legal list,
    and the draw is asked for exactly n.  Both kinds of city are met."""
    met = {"waives": 0, "frees": 0}
    for game, state in positions(variant, 7, games=6):
        if state.phase != CHOOSE or state.outcome is not None or state.commitments.by_seat[0] is not None:
            continue
        rules = game.rules
        known = legal.city_facts(rules, state)
        for seat, facts in enumerate(known):
            standing = facts.standing
            if standing.buys or not (standing.waives or standing.frees):
                continue
            met["waives"] += bool(standing.waives)
            met["frees"] += bool(standing.frees)
            options = legal.play_options(rules, state, seat, known)
            asked: list[int] = []
            for k in range(len(options)):
                def below(n: int, k: int = k, asked: list[int] = asked) -> int:
                    asked.append(n)
                    return k
                assert legal.random_play_option(rules, state, seat, known, below) == options[k]
            assert set(asked) == {len(options)}
    assert met["waives"] > 10 and met["frees"] > 10


def _printed_less(rules, city, colour: str, relations: tuple[str, ...]) -> int:
    """effect.discount_coins read straight from the parts of ``city`` (nothing kept)."""
    board = rules.boards[city.board]
    parts = (board.base, *board.stages[:city.stages], *(rules.cards[c] for c in city.structures))
    return sum(amount for p in parts for hue, amount, whose in p.cheapens
               if hue == colour and (whose == relations if not relations else
                                     relations[0] in whose or "neighbours" in whose))


@pytest.mark.parametrize("variant", ["leaders", "edition2020_leaders"])
def test_a_leaders_cost_read_from_the_kept_discounts_is_the_cost_from_the_parts(variant):
    """Every leader of every hand, at every recruitment of random games: its cost with each city's discounts
    kept is its printed cost less the discounts read from the parts themselves (or nothing in a city building
    leaders free); some discount is met."""
    lowered = 0
    for game, state in positions(variant, 7, games=6):
        if state.phase != recruitment.RECRUITMENT:
            continue
        rules = game.rules
        for seat, hand in enumerate(part(rules, state).hands):
            city = state.cities[seat]
            mine = cities.facts(rules, city.board, city.stages, city.structures, city.copies)
            left, right = neighbours(state, seat)
            for leader in hand:
                card = rules.cards[leader]
                printed = costs.printed_cost(card, state.age)
                less = _printed_less(rules, city, card.colour, ()) \
                    + _printed_less(rules, state.cities[left], card.colour, ("right",)) \
                    + _printed_less(rules, state.cities[right], card.colour, ("left",))
                expected = 0 if legal.free_by_standing(rules, mine, card) else max(printed - less, 0)
                assert costs.cost(rules, state, seat, leader) == expected
                lowered += bool(less and printed)
    assert lowered > 0
