"""7 Wonders: Leaders for the 2020 edition (variant edition2020_leaders, being built): the 2020 edition with
the Leaders applied on top, and what the 2020 box changes: no guild of the first edition's box
(leaders.guilds_2020), Roma by Day and Night (leaders.roma), Plato's cost and Roma Night's second stage
each a ruling with a rule option for the other reading."""

from __future__ import annotations

import pytest

from oracle.classic.game import Game

VARIANT = "edition2020_leaders"


def _game(players: int = 3, **options: str) -> Game:
    return Game.in_progress(VARIANT, players, rule_options=tuple(options.items()))


def _stage_cost(g: Game, side: str, stage: int) -> tuple[int, ...]:
    return g.rules.boards[g.rules.board_index(side)].stages[stage - 1].cost


def test_the_ruleset_plays_the_2020_edition_with_the_leaders():
    g = _game()
    assert g.rules.spec.title == "7 Wonders: Leaders (2020 edition)"
    assert g.rules.spec.starting_coins == 6
    assert sorted(g.rules.spec.boards) == ["Alexandria", "Babylon", "Ephesus", "Giza", "Halicarnassus",
                                           "Olympia", "Rhodes", "Roma"]
    assert g.rules.spec.boards["Roma"] == ("Roma Day", "Roma Night")
    assert g.rules.spec.boards["Olympia"] == ("Olympia Day", "Olympia Night")
    # the 2020 edition's cards, not the first edition's
    assert "Well" in {c.name for c in g.rules.cards} and "Pawnshop" not in {c.name for c in g.rules.cards}


def test_no_guild_of_the_first_editions_box_joins_the_pool():
    """leaders.guilds_2020: Age III draws from the 2020 edition's ten guilds."""
    g = _game()
    assert sorted(g.rules.cards[c].name for c in g.rules.guilds) == [
        "Builders Guild", "Craftsmens Guild", "Decorators Guild", "Magistrates Guild", "Philosophers Guild",
        "Scientists Guild", "Shipowners Guild", "Spies Guild", "Traders Guild", "Workers Guild"]
    assert not {"Courtesans Guild", "Diplomats Guild", "Roma A", "Roma B"} & (
        {c.name for c in g.rules.cards} | {b.name for b in g.rules.boards})


def test_platos_cost_is_the_2020_lists_unless_the_option_says_the_printed_first_edition():
    """Ruling leaders.plato_cost_2020: 3 coins; plato_cost_2e = four restores the first edition's 4."""
    plato = {g: g.rules.cards[g.rules.card_index("Plato")].coins
             for g in (_game(), _game(plato_cost_2e="four"), Game.load("leaders", 3))}
    assert list(plato.values()) == [3, 4, 4]
    assert _game().rules.option("plato_cost_2e") == "three"


def test_roma_night_second_stage_costs_glass_unless_the_option_says_loom():
    """Ruling leaders.roma_night_stage2: glass, stone and clay; loom with roma_night_stage2_good = loom.
    Costs in the order wood, stone, clay, ore, glass, papyrus, loom."""
    assert _stage_cost(_game(), "Roma Night", 2) == (0, 1, 1, 0, 1, 0, 0)
    assert _stage_cost(_game(roma_night_stage2_good="loom"), "Roma Night", 2) == (0, 1, 1, 0, 0, 0, 1)
    assert _stage_cost(_game(), "Roma Night", 3) == (0, 2, 0, 0, 0, 1, 0)
    assert _stage_cost(_game(), "Roma Day", 2) == (0, 2, 1, 0, 0, 0, 1)


# the coins at the end depend on the whole deck of leaders dealt from (anniversary_points.wdl adds eight)
@pytest.mark.parametrize(("players", "seed", "coins"), [(3, 0, [34, 50, 59]), (7, 1, [39, 11, 64, 18, 65, 55, 43])])
def test_random_games_end_with_every_invariant_kept(players: int, seed: int, coins: list[int]):
    g = _game(players)
    state, moves = g.random_play(seed)
    for _, _, step in moves:
        assert g.check_step(state, step) == []
        state = step.state
    assert state.outcome is not None
    assert [c.coins for c in state.cities] == coins
