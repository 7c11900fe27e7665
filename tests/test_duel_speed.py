"""Duel's fast paths give the answers of the plain ones: the setup drawn with its draws worked out
ahead is the one drawn one number at a time, and leaves the generator where that leaves it; the
legal actions listed without their prices are those listed with them; random play through
``random_ending`` is the game ``random_game`` keeps."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import oracle
from oracle.core.events import Events
from oracle.core.prng import Draws, SplitMix64
from oracle.duel import legal
from oracle.duel.setup import draw_setup, first_game_setup, setup_draws
from oracle.duel.spec import AGES
from oracle.duel.state import Setup
from oracle.duel.turn import move
from tests.support import GAME, RULES

GAMMA = 0x9E3779B97F4A7C15
MASK = (1 << 64) - 1
PANTHEON = oracle.load_game("duel", variant="pantheon")


def reference_setup(rng: SplitMix64) -> Setup:
    """setup.*, drawn one number at a time in the order the setup module documents."""
    c = RULES.constants
    first = rng.below(2)
    wonders = tuple(rng.shuffled(range(len(RULES.wonders)))[:c.wonders_in_draft])
    tokens = rng.shuffled(range(len(RULES.progress)))
    ages = [tuple(rng.shuffled([card.index for card in RULES.deck(age)])[:c.cards_per_age]) for age in AGES[:2]]
    guilds = rng.shuffled([card.index for card in RULES.deck(c.extra_deck)])[:c.guilds_in_age_III]
    third = rng.shuffled([card.index for card in RULES.deck("III")])[:c.cards_per_age - c.guilds_in_age_III]
    ages.append(tuple(rng.shuffled(third + guilds)))
    return Setup(first, wonders, tuple(tokens[:c.progress_on_board]),
                 tuple(tokens[c.progress_on_board:c.progress_on_board + c.progress_in_box]), tuple(ages))


@settings(max_examples=200, deadline=None)
@given(st.integers(0, MASK))
def test_a_setup_is_the_one_drawn_one_number_at_a_time(seed):  # type: ignore[no-untyped-def]
    one, other = SplitMix64(seed), SplitMix64(seed)
    assert draw_setup(RULES, other) == reference_setup(one)
    assert other.state == one.state
    draws = Draws(SplitMix64(seed))     # a setup drawn from draws worked out ahead, shared with later draws
    assert draw_setup(RULES, draws) == draw_setup(RULES, SplitMix64(seed))
    assert draws.rng.state == one.state
    assert draws.below(17) == one.below(17)


def test_the_setup_takes_as_many_draws_as_it_reserves():
    """1 (the first player) + 11 (12 wonders) + 9 (10 tokens) + 22 + 22 + 19 (the Age decks of 23, 23
    and 20 cards) + 6 (7 guilds) + 19 (the 20 cards of Age III): 109 draws."""
    assert setup_draws(RULES) == 109
    for seed in range(50):
        rng = SplitMix64(seed)
        start = rng.state
        draw_setup(RULES, rng)
        assert rng.state == (start + 109 * GAMMA) & MASK


def test_a_first_game_setup_drawn_ahead_is_the_plain_one():
    for seed in range(20):
        assert first_game_setup(RULES, Draws(SplitMix64(seed))) == first_game_setup(RULES, SplitMix64(seed))


@pytest.mark.parametrize("game", [GAME, PANTHEON], ids=["duel", "pantheon"])
def test_legal_actions_are_the_priced_ones_without_their_prices(game):
    positions = 0
    for seed in range(12):
        play = game.random_game(seed)
        for state in (play.initial, *(step.state for step in play.steps)):
            priced = legal.priced_actions(state)
            assert legal.legal_actions(state) == [action for action, _ in priced]
            positions += 1
    assert positions > 800


@pytest.mark.parametrize("first_game", [False, True])
def test_random_ending_is_the_random_game_played_through(first_game):
    for seed in range(30):
        play = GAME.random_game(seed, first_game=first_game)
        assert GAME.random_ending(seed, first_game=first_game) == (len(play.moves), play.final)


@pytest.mark.parametrize("game", [GAME, PANTHEON], ids=["duel", "pantheon"])
def test_the_action_drawn_is_the_legal_action_of_that_index(game):
    """drawn_action counts the legal actions without listing them: it asks for a number below the
    length of the legal list, and the number it is given picks that entry of the list."""
    checked = 0
    for seed in range(6):
        play = game.random_game(seed)
        for state in (play.initial, *(step.state for step in play.steps[:-1])):
            actions = legal.legal_actions(state)
            asked: list[int] = []
            for i in range(len(actions)):
                assert legal.drawn_action(state, lambda n, i=i, asked=asked: asked.append(n) or i) == actions[i]
                checked += 1
            assert asked == [len(actions)] * len(actions)
    assert checked > 2000


@pytest.mark.parametrize("game", [GAME, PANTHEON], ids=["duel", "pantheon"])
def test_a_game_played_on_one_pad_is_the_game_of_states(game):
    """random_ending plays a whole game on one move pad: after each move and Turn.next_move, the pad
    freezes into the state that move led to, says that move's events alone, and draws the actions
    the state draws."""
    moves = 0
    for seed in range(6):
        play = game.random_game(seed)
        t = game.rules.runtime(play.initial)
        for action, step in zip(play.moves, play.steps, strict=True):
            actions = legal.legal_actions(t.freeze())
            for i in range(len(actions)):
                assert legal.drawn_action(t, lambda n, i=i: i) == actions[i]
            move(t, action)
            assert list(Events(t.events)) == list(step.events)
            t.next_move()
            assert t.freeze() == step.state and t.events == []
            assert t.player == t.to_move == step.state.to_move or step.state.outcome is not None
            moves += 1
    assert moves > 300


def test_the_fields_read_by_position_are_the_named_ones():
    from oracle.core import components as c
    from oracle.duel import state as s

    assert [c.Profile._fields[i] for i in (c.PRODUCTION, c.CHOICES, c.TRADE_WEIGHT, c.FIXED_PRICES, c.COLOURS,
                                           c.CHAINS, c.DISCOUNTS, c.PRICES, c.EXTRAS)] == \
        ["production", "choices", "trade_weight", "fixed_prices", "colours", "chains", "discounts", "prices",
         "extras"]
    assert [s.City._fields[i] for i in (s.CITY_WONDERS, s.CITY_BUILT, s.CITY_PROFILE)] == \
        ["wonders", "built", "profile"]
