"""Rule options of 7 Wonders with Leaders (oracle.core.options): the readings of open points another
engine may follow, each chosen by name, the ruling's reading by default."""

from __future__ import annotations

import json

import pytest

from oracle.classic.game import Game
from oracle.classic.leaders.state import part
from oracle.core import belonging
from oracle.core.registry import load_game
from oracle.errors import GameChoiceError, IllegalMoveError, InvalidRecordError
from tests.classic_leaders.support import (
    DEALT,
    PICKS,
    action,
    draft_all,
    hands,
    index,
    names,
    play,
    play_until,
    recruitment_of_age_two,
    start,
)

INTO_DISCARD = (("leaders_enter_discard", "yes"),)


def test_the_ruleset_declares_the_option_of_its_ruling_with_the_ruling_reading_first():
    g = Game.load("leaders", 3)
    assert [(o.name, o.ruling) for o in g.declared_rule_options] == [
        ("leaders_enter_discard", "leaders.sold_not_discarded"), ("recruit_optional", "leaders.one_each_round"),
        ("discard_build_order", "leaders.discard_build_order"),
        ("courtesan_copies_immediate", "leaders.courtesan_immediate")]
    option = g.declared_rule_options[0]
    assert list(option.readings) == ["no", "yes"]
    assert list(g.declared_rule_options[2].readings) == ["stages_first", "leaders_first"]
    assert list(g.declared_rule_options[3].readings) == ["yes", "no"]
    assert g.rules.option("leaders_enter_discard") == "no" and g.rule_options == {}
    chosen = Game.load("leaders", 3, rule_options=INTO_DISCARD)
    assert chosen.rules.option("leaders_enter_discard") == "yes"
    assert load_game("classic", variant="leaders", rule_options={"leaders_enter_discard": "yes"}) == chosen
    assert g.with_rule_options({"leaders_enter_discard": "yes"}) == chosen
    assert chosen.rule_options == {"leaders_enter_discard": "yes"} and chosen != g


def test_by_default_a_sold_leader_leaves_the_game():
    """Ruling leaders.sold_not_discarded: Midas sold never reaches the pile that Halicarnassus builds from."""
    g = Game.load("leaders", 3)
    s = recruitment_of_age_two(g)
    s = g.apply(s, action(g, "recruit", "Solomon"), 0).state
    s = g.apply(s, action(g, "sell", "Midas"), 1).state
    s = g.apply(s, action(g, "stage", "Zenobia"), 2).state
    assert names(g, s.discard) == ["Baths", "Altar"]
    assert [(a.kind, a.card) for a in g.legal_actions(s, 2)] == [("build_discarded", index(g, "Altar")),
                                                                  ("build_discarded", index(g, "Baths")),
                                                                  ("decline", -1)]


def test_under_leaders_enter_discard_yes_a_sold_leader_may_be_built_from_the_pile():
    """leaders_enter_discard = yes: Midas sold joins the pile after Baths and Altar; Halicarnassus's
    stage, which builds from the pile first (ruling leaders.discard_build_order), takes him for nothing
    and he stands in its city; Solomon then builds from what is left."""
    g = Game.load("leaders", 3, rule_options=INTO_DISCARD)
    s = recruitment_of_age_two(g)
    coins = s.cities[1].coins
    s = g.apply(s, action(g, "recruit", "Solomon"), 0).state
    s = g.apply(s, action(g, "sell", "Midas"), 1).state
    s = g.apply(s, action(g, "stage", "Zenobia"), 2).state
    assert names(g, s.discard) == ["Baths", "Altar", "Midas"]
    assert s.cities[1].coins == coins + 3       # the sale still pays its 3 coins
    assert [(a.kind, a.card) for a in g.legal_actions(s, 2)] == [("build_discarded", index(g, "Altar")),
                                                                  ("build_discarded", index(g, "Baths")),
                                                                  ("build_discarded", index(g, "Midas")),
                                                                  ("decline", -1)]
    s = g.apply(s, action(g, "build_discarded", "Midas"), 2).state
    assert names(g, s.cities[2].structures) == ["Foundry", "Ore Vein", "Midas"]
    assert g.to_move(s) == (0,)
    s = g.apply(s, action(g, "build_discarded", "Baths"), 0).state
    assert names(g, s.discard) == ["Altar"] and s.phase == "choose" and s.age == 2


def test_a_record_carries_its_rule_options_and_only_a_game_playing_them_replays_it():
    chosen = Game.load("leaders", 3, rule_options=INTO_DISCARD)
    play = chosen.random_game(5)
    record = chosen.record(play.initial.setup, play.moves, play.movers)
    text = chosen.record_to_json(record)
    assert text["rule_options"] == {"leaders_enter_discard": "yes"}
    assert list(text)[:4] == ["game", "players", "variant", "rule_options"]
    again = chosen.record_from_json(json.loads(json.dumps(text)))
    assert chosen.replay(again)[0] == play.final
    default = Game.load("leaders", 3)
    assert "rule_options" not in default.record_to_json(default.record(default.random_game(5).initial.setup, ()))
    with pytest.raises(InvalidRecordError) as raised:
        default.replay(again)
    assert raised.value.path == "$.rule_options"
    assert "leaders_enter_discard=yes" in raised.value.message and "every default" in raised.value.message


def test_an_unknown_option_or_reading_is_one_clear_error():
    with pytest.raises(GameChoiceError) as raised:
        load_game("classic", variant="leaders", rule_options={"leaders_enter_discard": "maybe"})
    assert "maybe" in str(raised.value) and "no" in str(raised.value) and "yes" in str(raised.value)
    with pytest.raises(GameChoiceError) as raised:
        load_game("classic", variant="leaders", rule_options={"plato_cost": "3"})
    assert "plato_cost" in str(raised.value) and "leaders_enter_discard" in str(raised.value)


def test_the_record_schema_lists_the_options_after_the_variant():
    from oracle.classic.schema import record_schema

    schema = record_schema(Game.load("leaders", 3).rules)
    assert list(schema["properties"])[:4] == ["game", "players", "variant", "rule_options"]
    options = schema["properties"]["rule_options"]
    assert options["properties"]["leaders_enter_discard"]["enum"] == ["no", "yes"]


OPTIONAL = (("recruit_optional", "yes"),)


def _age_one_recruitment(g: Game):
    s = draft_all(g, start(g, DEALT, seed=26), PICKS)
    assert s.phase == "recruitment" and s.age == 1
    return s


def test_by_default_every_player_uses_a_leader_and_declining_is_refused_with_the_rule():
    g = Game.load("leaders", 3)
    s = _age_one_recruitment(g)
    assert all(a.kind != "decline" for a in g.legal_actions(s, 0))
    with pytest.raises(IllegalMoveError) as raised:
        g.apply(s, belonging.make(g.action_type, ("decline", -1, 0, 0, False, False, 0)), 0)
    assert raised.value.rule == "leaders.recruitment" and "recruit_optional" in str(raised.value)


def test_under_recruit_optional_yes_a_player_may_keep_every_leader_for_a_later_age():
    """recruit_optional = yes: player 0 declines in Age I and keeps four leaders; the others use one
    each. Age II's recruitment offers player 0 all four; after Age III's, nobody holds a leader."""
    g = Game.load("leaders", 3, rule_options=OPTIONAL)
    s = _age_one_recruitment(g)
    legal = g.legal_actions(s, 0)
    assert (legal[-1].kind, legal[-1].card) == ("decline", -1) and len(legal) == 4 * 3 + 1
    coins = [c.coins for c in s.cities]
    step = g.apply(s, legal[-1], 0)
    assert not g.check_step(s, step)
    s = play(g, step.state, "recruit", "Euclid", 1)
    s = play(g, s, "sell", "Varro", 2)
    assert [c.coins for c in s.cities] == [coins[0], coins[1] - 5, coins[2] + 3]
    assert [len(h) for h in hands(g, s)] == [4, 3, 3] and s.cities[0].structures == ()
    assert s.phase == "choose" and s.age == 1 and s.turn == 1
    s = play_until(g, s, lambda t: t.age == 2, seed=4)
    assert s.phase == "recruitment" and hands(g, s)[0] == ["Cleopatra", "Croesus", "Hannibal", "Hiram"]
    s = play_until(g, s, lambda t: t.age == 3 and t.turn == 1, seed=4)
    assert part(g.rules, s).hands == ((), (), ())


@pytest.mark.parametrize("chosen", [INTO_DISCARD, OPTIONAL], ids=["leaders_enter_discard", "recruit_optional"])
@pytest.mark.parametrize("players", [3, 7])
def test_whole_games_under_each_other_reading_keep_every_invariant(chosen, players):
    g = Game.load("leaders", players, rule_options=chosen)
    for seed in range(3):
        play = g.random_game(seed)
        state = play.initial
        for step in play.steps:
            assert g.check_step(state, step) == []
            state = step.state
        assert play.final.outcome is not None and g.to_move(play.final) == ()
