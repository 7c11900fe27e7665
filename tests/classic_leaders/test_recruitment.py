"""The recruitment at the start of each Age (leaders.recruitment, leaders.recruit, leaders.stage,
leaders.sell, leaders.out_of_discard, leaders.leftover): the options, what each does, and the refusals,
on a three-player game (seed 26: Babylon B, Olympia A, Halicarnassus B) whose leaders are chosen."""

from __future__ import annotations

import pytest

from oracle.classic.game import Game
from oracle.classic.leaders.state import part
from oracle.classic.state import State
from oracle.errors import IllegalMoveError
from tests.classic_leaders.support import (
    DEALT,
    PICKS,
    action,
    draft_all,
    game,
    hands,
    index,
    names,
    play,
    play_until,
    recruitment_of_age_two,
    start,
)


def recruitment() -> tuple:
    g = game(3)
    s = draft_all(g, start(g, DEALT, seed=26), PICKS)
    assert [g.rules.boards[c.board].name for c in s.cities] == ["Babylon B", "Olympia A", "Halicarnassus B"]
    return g, s


def test_every_leader_may_be_recruited_used_for_the_next_stage_or_sold():
    g, s = recruitment()
    shown = [(a.kind, g.rules.cards[a.card].name, a.left, a.right) for a in g.legal_actions(s, 0)]
    # Babylon B's first stage takes clay and loom: its own clay, and loom bought from the right for 2 coins
    assert shown == [("recruit", "Cleopatra", 0, 0), ("stage", "Cleopatra", 0, 2), ("sell", "Cleopatra", 0, 0),
                     ("recruit", "Croesus", 0, 0), ("stage", "Croesus", 0, 2), ("sell", "Croesus", 0, 0),
                     ("recruit", "Hannibal", 0, 0), ("stage", "Hannibal", 0, 2), ("sell", "Hannibal", 0, 0),
                     ("recruit", "Hiram", 0, 0), ("stage", "Hiram", 0, 2), ("sell", "Hiram", 0, 0)]
    assert g.decision_reason(s).rule == "leaders.recruitment"


def test_the_three_choices_are_carried_out_together_and_then_age_one_is_dealt():
    g, s = recruitment()
    s = play(g, s, "stage", "Hiram", 0, right=2)
    s = play(g, s, "recruit", "Euclid", 1)
    assert s.phase == "recruitment" and g.to_move(s) == (2,)
    s = play(g, s, "sell", "Varro", 2)
    zero, one, two = s.cities
    assert (zero.coins, one.coins, two.coins) == (4, 1, 11)     # 6 - 2; 6 - 5; 6 + 3 sold + 2 for the loom
    assert zero.stages == 1 and names(g, zero.tucked) == ["Hiram"] and zero.structures == ()
    assert names(g, one.structures) == ["Euclid"]
    assert two.structures == () and two.stages == 0
    assert s.discard == ()                     # a leader sold or tucked never reaches the discard pile
    assert hands(g, s) == [["Cleopatra", "Croesus", "Hannibal"], ["Midas", "Nefertiti", "Sappho"],
                           ["Caesar", "Pericles", "Zenobia"]]
    assert s.phase == "choose" and s.age == 1 and s.turn == 1
    assert [len(h) for h in s.hands] == [7, 7, 7]
    assert all(c.received == 0 and c.recent == () for c in s.cities)


def test_a_recruited_leader_takes_effect_at_once():
    g, s = recruitment()
    s = play(g, s, "recruit", "Croesus", 0)
    s = play(g, s, "sell", "Midas", 1)
    s = play(g, s, "recruit", "Caesar", 2)
    assert [c.coins for c in s.cities] == [11, 9, 1]    # Croesus: 6 - 1 + 6
    from oracle.classic.rules.city import shields
    assert shields(g.rules, s.cities[2]) == 2            # Caesar's shields count from now on


def with_coins(s: State, seat: int, coins: int) -> State:
    cities = list(s.cities)
    cities[seat] = cities[seat]._replace(coins=coins)
    return s._replace(cities=tuple(cities))


def test_a_leader_the_player_cannot_pay_for_is_not_offered_and_is_refused():
    g, s = recruitment()
    s = with_coins(s, 2, 4)
    offered = {(a.kind, g.rules.cards[a.card].name) for a in g.legal_actions(s, 2)}
    assert ("recruit", "Caesar") not in offered and ("recruit", "Pericles") not in offered
    assert ("recruit", "Zenobia") in offered and ("sell", "Caesar") in offered
    with pytest.raises(IllegalMoveError) as caught:
        play(g, s, "recruit", "Caesar", 2)
    assert caught.value.rule == "leaders.recruit"


@pytest.mark.parametrize(("kind", "name", "left", "rule"), [
    ("recruit", "Pericles", 0, "leaders.recruitment"),     # not in the player's hand
    ("recruit", "Cleopatra", 2, "leaders.recruit"),        # coins only, never trading
    ("build", "Cleopatra", 0, "leaders.recruitment"),      # no Age card is played yet
    ("stage", "Cleopatra", 0, "trade.purchases"),          # the loom must be bought
])
def test_an_action_outside_the_list_is_refused_with_its_rule(kind, name, left, rule):
    g, s = recruitment()
    with pytest.raises(IllegalMoveError) as caught:
        g.apply(s, action(g, kind, name, left), 0)
    assert caught.value.rule == rule


def test_each_age_opens_with_a_recruitment_and_the_last_leader_leaves_unused():
    g, s = recruitment()
    s = play_until(g, s, lambda t: t.age == 2, seed=3)
    assert s.phase == "recruitment" and s.turn == 0 and s.hands == ((), (), ())
    assert [len(h) for h in part(g.rules, s).hands] == [3, 3, 3]
    s = play_until(g, s, lambda t: t.age == 3, seed=4)
    assert s.phase == "recruitment" and [len(h) for h in part(g.rules, s).hands] == [2, 2, 2]
    s = play_until(g, s, lambda t: t.phase != "recruitment", seed=5)
    assert part(g.rules, s).hands == ((), (), ())         # the fourth leader of each player is gone
    assert s.age == 3 and s.turn == 1 and [len(h) for h in s.hands] == [7, 7, 7]
    s = play_until(g, s, lambda t: t.outcome is not None, seed=6)
    cards = g.rules.cards
    for city in s.cities:
        assert sum(1 for c in (*city.structures, *city.tucked) if cards[c].kind == "leader") <= 3
    assert not any(cards[c].kind == "leader" for c in s.discard)
    assert index(g, "Croesus") not in s.discard


def test_a_stage_built_with_a_leader_may_build_from_the_discard_pile_before_the_age_is_dealt():
    """wonder.discard_build after a recruitment: Halicarnassus A's second stage, built with a leader at the
    start of Age II, lets its owner build a card of the discard pile for nothing; then Age II is dealt."""
    g = game(3)
    s = draft_all(g, start(g, DEALT, seed=1), PICKS)
    s = play_until(g, s, lambda t: t.age == 2, seed=7)
    assert s.phase == "recruitment" and g.rules.boards[s.cities[2].board].name == "Halicarnassus A"
    cities = list(s.cities)
    cities[2] = cities[2]._replace(stages=1, structures=(index(g, "Foundry"), index(g, "Ore Vein")))
    s = s._replace(cities=tuple(cities), discard=(index(g, "Baths"), index(g, "Altar")))
    held = part(g.rules, s).hands
    for seat in (0, 1):
        s = g.apply(s, action(g, "sell", g.rules.cards[held[seat][0]].name), seat).state
    leader = g.rules.cards[held[2][0]].name
    assert ("stage", leader, 0, 0) in [(a.kind, g.rules.cards[a.card].name, a.left, a.right)
                                        for a in g.legal_actions(s, 2)]
    s = g.apply(s, action(g, "stage", leader), 2).state
    assert s.phase == "discard_build" and g.to_move(s) == (2,) and s.turn == 0 and s.hands == ((), (), ())
    assert g.decision_reason(s).rule == "wonder.discard_build"
    assert [(a.kind, g.rules.cards[a.card].name if a.card >= 0 else "") for a in g.legal_actions(s, 2)] == \
        sorted([("build_discarded", "Baths"), ("build_discarded", "Altar")],
               key=lambda k: index(g, k[1])) + [("decline", "")]
    s = g.apply(s, action(g, "build_discarded", "Baths"), 2).state
    assert names(g, s.cities[2].structures) == ["Foundry", "Ore Vein", "Baths"]
    assert names(g, s.discard) == ["Altar"] and s.cities[2].stages == 2
    assert s.phase == "choose" and s.age == 2 and s.turn == 1 and [len(h) for h in s.hands] == [7, 7, 7]
    assert all(c.received == 0 and c.recent == () for c in s.cities)


def test_olympias_free_build_never_recruits_a_leader():
    """Ruling leaders.no_free_recruit: Olympia A's free build, unused this Age, is offered for no leader."""
    g = game(3)
    s = draft_all(g, start(g, DEALT, seed=5), PICKS)
    assert g.rules.boards[s.cities[2].board].name == "Olympia A"
    cities = list(s.cities)
    cities[2] = cities[2]._replace(stages=2, coins=0)     # the free build's stage built, no coin to pay with
    s = s._replace(cities=tuple(cities))
    assert {a.kind for a in g.legal_actions(s, 2)} == {"sell"}
    assert not any(a.free for a in g.legal_actions(s, 2))
    with pytest.raises(IllegalMoveError) as caught:
        g.apply(s, action(g, "recruit", "Zenobia"), 2)
    assert caught.value.rule == "leaders.recruit"
    assert {r.id for r in g.rules.spec.rulings if r.rule.startswith("leaders.")} >= {
        "leaders.sold_not_discarded", "leaders.one_each_round", "leaders.draft_direction", "leaders.no_free_recruit"}


def _solomon_beside_halicarnassus(g: Game) -> State:
    """Age II's recruitment, decided: player 0 recruits Solomon (5 coins), player 1 sells Midas, player 2
    tucks Zenobia for Halicarnassus's second stage; Baths and Altar lie in the discard pile."""
    s = recruitment_of_age_two(g)
    s = g.apply(s, action(g, "recruit", "Solomon"), 0).state
    s = g.apply(s, action(g, "sell", "Midas"), 1).state
    return g.apply(s, action(g, "stage", "Zenobia"), 2).state


def test_solomon_builds_from_the_discard_pile_after_the_stages_built_in_the_same_recruitment():
    """Solomon (when built: build from discard free) and ruling leaders.discard_build_order: Halicarnassus's
    stage builds from the pile first, though its seat comes after Solomon's; then Solomon, from what is left."""
    g = game(3)
    s = _solomon_beside_halicarnassus(g)
    assert s.phase == "discard_build" and g.to_move(s) == (2,)
    assert "then player 0 builds from the discard pile" in g.decision_reason(s).text
    s = g.apply(s, action(g, "build_discarded", "Baths"), 2).state
    assert s.phase == "discard_build" and g.to_move(s) == (0,)
    assert [(a.kind, a.card) for a in g.legal_actions(s, 0)] == [("build_discarded", index(g, "Altar")),
                                                                  ("decline", -1)]
    s = g.apply(s, action(g, "build_discarded", "Altar"), 0).state
    assert names(g, s.cities[0].structures)[-2:] == ["Solomon", "Altar"] and s.cities[0].coins == 2
    assert s.discard == () and s.phase == "choose" and s.age == 2 and s.turn == 1


def test_under_the_rule_option_leaders_first_solomon_builds_from_the_discard_pile_before_the_stage():
    """Rule option discard_build_order = leaders_first (the other reading of ruling
    leaders.discard_build_order): Solomon's build comes first, then Halicarnassus's stage takes what is left."""
    g = Game.load("leaders", 3, rule_options=(("discard_build_order", "leaders_first"),))
    s = _solomon_beside_halicarnassus(g)
    assert s.phase == "discard_build" and g.to_move(s) == (0,)
    assert "then player 2 builds from the discard pile" in g.decision_reason(s).text
    s = g.apply(s, action(g, "build_discarded", "Baths"), 0).state
    assert s.phase == "discard_build" and g.to_move(s) == (2,)
    assert [(a.kind, a.card) for a in g.legal_actions(s, 2)] == [("build_discarded", index(g, "Altar")),
                                                                  ("decline", -1)]
    s = g.apply(s, action(g, "build_discarded", "Altar"), 2).state
    assert names(g, s.cities[0].structures)[-2:] == ["Solomon", "Baths"] and s.cities[0].coins == 2
    assert names(g, s.cities[2].structures)[-1:] == ["Altar"] and s.cities[2].stages == 2
    assert s.discard == () and s.phase == "choose" and s.age == 2 and s.turn == 1
