"""Roma, the board of the Leaders box (leaders.roma, leaders.cost, effect.discount_coins, effect.draw_unused,
effect.build_from_hand; rulings leaders.roma_*): dealt with the seven others, it makes leaders free on side A
and cheaper on side B, for its owner and, on side B, its neighbours, never below nothing; side B's first
stage draws leaders left out of the draft into the owner's hand, its second and third recruit one at once.

Most tests play the three-player deal of the other Leaders tests (seed 26: Babylon B, Olympia A,
Halicarnassus B) with Roma given to seat 0 in place of Babylon B; after the draft the hands are
Cleopatra, Croesus, Hannibal, Hiram (seat 0), Euclid, Midas, Nefertiti, Sappho (seat 1, seat 0's left
neighbour) and Caesar, Pericles, Varro, Zenobia (seat 2, its right neighbour)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import jsonschema
import pytest

from oracle.classic.leaders.at_once import EXTRA
from oracle.classic.leaders.recruitment import cost
from oracle.classic.leaders.state import leader_cards, part, with_leaders
from oracle.classic.ruleset import load_ruleset
from oracle.classic.state import State
from oracle.conformance.schemas import all_schemas
from oracle.core.prng import SplitMix64
from oracle.dsl import ast
from oracle.dsl.english import component_english, wording
from oracle.dsl.parser import parse_text
from oracle.dsl.printer import component_text
from oracle.errors import IllegalMoveError, SpecError
from oracle.resources import spec_dir
from tests.classic_leaders.support import DEALT, PICKS, action, draft_all, game, hands, index, names, round_trip, start
from tests.classic_leaders.test_constructs import one_problem
from tests.spec_edits import rewrite

G = game(3)
UNDEALT = [G.rules.cards[c].name for c in leader_cards(G.rules) if not any(G.rules.cards[c].name in h for h in DEALT)]


def roma(side: str, seat: int = 0, players: int = 3) -> State:
    """The recruitment of Age I (draft done, three players) or the draft's start (more players), with
    seat ``seat`` dealt Roma ``side``."""
    g = G if players == 3 else game(players)
    s = start(g, DEALT, seed=26) if players == 3 else g.new_game(seed=26)
    boards = list(s.setup.boards)
    boards[seat] = g.rules.board_index(f"Roma {side}")
    s = g.new_game(s.setup._replace(boards=tuple(boards)))
    return draft_all(g, s, PICKS) if players == 3 else s


def play(g, s: State, kind: str, name: str, player: int, left: int = 0, right: int = 0) -> State:
    """The move made, every invariant checked but the count of the cards dealt (the tests give cities
    structures no deal gave them)."""
    step = g.apply(s, action(g, kind, name, left, right), player)
    assert [p for p in g.check_step(s, step) if "accounted for" not in p] == []
    return step.state


def costs(s: State, seat: int, leaders: list[str], g=G) -> dict[str, int]:
    return {n: cost(g.rules, s, seat, index(g, n)) for n in leaders}


def city(s: State, seat: int, **changes) -> State:
    """``s`` with fields of the city in ``seat`` changed; ``structures`` and ``hand`` by card names."""
    c = s.cities[seat]
    if "structures" in changes:
        changes["structures"] = tuple(index(G, n) for n in changes["structures"])
    hand = changes.pop("hand", None)
    s = s._replace(cities=(*s.cities[:seat], c._replace(**changes), *s.cities[seat + 1:]))
    if hand is not None:
        leaders = part(G.rules, s)
        held = list(leaders.hands)
        held[seat] = tuple(sorted(index(G, n) for n in hand))
        s = with_leaders(G.rules, s, leaders._replace(hands=tuple(held)))
    return s


# ---- the board and its dealing (leaders.roma) --------------------------------------------------------------

def test_roma_is_an_eighth_board_of_the_leaders_only_and_produces_nothing():
    assert list(G.rules.spec.boards)[-1] == "Roma" and len(G.rules.spec.boards) == 8
    a, b = (G.rules.boards[i] for i in G.rules.board_sides("Roma"))
    assert (a.name, b.name) == ("Roma A", "Roma B")
    assert not a.base.produces and not b.base.produces
    assert [s.cost for s in a.stages] == [(1, 0, 1, 1, 0, 0, 0), (0, 2, 1, 0, 0, 0, 1)]      # W C O; S S C L
    assert [s.at_end for s in a.stages] == [(ast.Points(4),), (ast.Points(6),)]
    assert [s.cost for s in b.stages] == [(1, 0, 1, 0, 0, 0, 0), (0, 1, 1, 0, 0, 0, 1), (0, 2, 0, 0, 0, 1, 0)]
    assert [s.at_end for s in b.stages] == [(), (ast.Points(3),), (ast.Points(3),)]
    from oracle.classic.game import Game
    assert "Roma" not in Game.load("standard", 3).rules.spec.boards


def test_a_seeded_deal_draws_the_board_sides_from_the_eight_boards():
    dealt = {G.rules.boards[b].name for seed in range(40) for b in G.draw_setup(SplitMix64(seed)).boards}
    assert {"Roma A", "Roma B"} <= dealt
    seven = game(7).draw_setup(SplitMix64(1)).boards
    assert [G.rules.boards[b].board for b in seven].count("Roma") == 1 and len(set(seven)) == 7


# ---- the costs (leaders.cost, effect.build_any_free, effect.discount_coins) -------------------------------

def test_roma_a_recruits_every_leader_of_its_owner_for_nothing_and_no_neighbours():
    s = roma("A")
    assert costs(s, 0, ["Cleopatra", "Croesus", "Hannibal", "Hiram"]) == dict.fromkeys(
        ["Cleopatra", "Croesus", "Hannibal", "Hiram"], 0)
    assert costs(s, 1, ["Euclid", "Midas", "Nefertiti", "Sappho"]) == {"Euclid": 5, "Midas": 3, "Nefertiti": 3,
                                                                      "Sappho": 1}
    assert costs(s, 2, ["Caesar", "Pericles", "Varro", "Zenobia"]) == {"Caesar": 5, "Pericles": 6, "Varro": 3,
                                                                      "Zenobia": 2}
    s = city(s, 0, coins=0)
    assert [G.rules.cards[a.card].name for a in G.legal_actions(s, 0) if a.kind == "recruit"] == [
        "Cleopatra", "Croesus", "Hannibal", "Hiram"]
    s = play(G, s, "recruit", "Cleopatra", 0)
    s = play(G, s, "sell", "Midas", 1)
    s = play(G, s, "recruit", "Caesar", 2)
    assert [c.coins for c in s.cities] == [0, 9, 1]
    assert names(G, s.cities[0].structures) == ["Cleopatra"]


def test_roma_b_takes_two_coins_off_its_owners_leaders_and_one_off_each_neighbours_never_below_nothing():
    s = roma("B")
    # Croesus (1) and Hannibal (2) fall to nothing, not below
    assert costs(s, 0, ["Cleopatra", "Croesus", "Hannibal", "Hiram"]) == {"Cleopatra": 2, "Croesus": 0,
                                                                         "Hannibal": 0, "Hiram": 1}
    assert costs(s, 1, ["Euclid", "Midas", "Nefertiti", "Sappho"]) == {"Euclid": 4, "Midas": 2, "Nefertiti": 2,
                                                                      "Sappho": 0}
    assert costs(s, 2, ["Caesar", "Pericles", "Varro", "Zenobia"]) == {"Caesar": 4, "Pericles": 5, "Varro": 2,
                                                                      "Zenobia": 1}
    s = city(city(city(s, 0, coins=2), 1, coins=4), 2, coins=4)
    s = play(G, s, "recruit", "Cleopatra", 0)
    s = play(G, s, "recruit", "Euclid", 1)
    s = play(G, s, "recruit", "Caesar", 2)
    assert [c.coins for c in s.cities] == [0, 0, 0]


def test_with_roma_b_in_another_seat_the_discounts_follow_the_neighbours():
    s = roma("B", seat=1)
    assert costs(s, 1, ["Euclid", "Midas"]) == {"Euclid": 3, "Midas": 1}
    assert costs(s, 0, ["Cleopatra", "Croesus"]) == {"Cleopatra": 3, "Croesus": 0}    # seat 1's right neighbour
    assert costs(s, 2, ["Caesar", "Zenobia"]) == {"Caesar": 4, "Zenobia": 1}          # seat 1's left neighbour


def test_at_four_players_the_city_across_from_roma_b_pays_the_printed_cost():
    g = game(4)
    s = roma("B", seat=0, players=4)
    assert costs(s, 0, ["Caesar", "Pericles"], g) == {"Caesar": 3, "Pericles": 4}
    assert costs(s, 1, ["Caesar", "Pericles"], g) == {"Caesar": 4, "Pericles": 5}
    assert costs(s, 2, ["Caesar", "Pericles"], g) == {"Caesar": 5, "Pericles": 6}
    assert costs(s, 3, ["Caesar", "Pericles"], g) == {"Caesar": 4, "Pericles": 5}


def test_maecenas_with_roma_b_makes_the_later_leaders_free_and_not_himself():
    s = roma("B", seat=1)
    # seat 0 (Roma B's right neighbour): Maecenas costs 1, less 1
    assert costs(s, 0, ["Maecenas"]) == {"Maecenas": 0}
    s = roma("B", seat=0)
    s = city(s, 2, structures=["Maecenas"])
    assert costs(s, 2, ["Pericles", "Caesar"]) == {"Pericles": 0, "Caesar": 0}
    s = city(s, 0, structures=["Maecenas"])
    assert costs(s, 0, ["Cleopatra"]) == {"Cleopatra": 0}
    g = game(4)
    across = roma("B", seat=0, players=4)
    assert costs(across, 2, ["Maecenas", "Pericles"], g) == {"Maecenas": 1, "Pericles": 6}


# ---- Roma B's first stage (effect.coins, effect.draw_unused) -------------------------------------------------

def test_roma_b_first_stage_gives_five_coins_and_four_leaders_drawn_unseen_from_those_left_out():
    s = city(roma("B"), 0, structures=["Clay Pool", "Lumber Yard"])
    assert len(part(G.rules, s).deck) == 24 and [G.rules.cards[c].name for c in part(G.rules, s).deck] == UNDEALT
    s = play(G, s, "stage", "Hiram", 0)
    s = play(G, s, "sell", "Midas", 1)
    s = play(G, s, "sell", "Varro", 2)
    assert s.phase == "choose" and s.age == 1
    assert s.cities[0].coins == 6 + 5 and s.cities[0].stages == 1
    assert hands(G, s)[0] == sorted(["Cleopatra", "Croesus", "Hannibal", *UNDEALT[:4]])
    assert UNDEALT[:4] == ["Alexander", "Amytis", "Archimedes", "Aristotle"]
    assert [G.rules.cards[c].name for c in part(G.rules, s).deck] == UNDEALT[4:]
    seen = G.observe(s, 1)["leaders"]
    assert seen["hand_sizes"] == [7, 3, 3] and seen["deck_size"] == 20
    assert "Alexander" not in json.dumps(G.observe(s, 1)) and "Alexander" in json.dumps(G.observe(s, 0))
    # a position redrawn for the owner keeps the leaders they drew; for another player, they may change
    for seed in range(5):
        mine = G.resample_from_infostate(s, 0, SplitMix64(seed))
        assert G.observe(mine, 0) == G.observe(s, 0) and hands(G, mine)[0] == hands(G, s)[0]
        theirs = G.resample_from_infostate(s, 1, SplitMix64(seed))
        assert G.observe(theirs, 1) == G.observe(s, 1) and len(part(G.rules, theirs).deck) == 20


# ---- Roma B's second and third stages (effect.build_from_hand) ----------------------------------------------

def stage_two() -> State:
    """Roma B's first stage built, and the resources of the second (loom, stone, clay) in the city."""
    return city(roma("B"), 0, stages=1, structures=["Loom", "Stone Pit", "Clay Pool"])


def test_roma_b_second_stage_built_in_a_recruitment_recruits_a_leader_at_once_paying_the_discounted_cost():
    s = play(G, stage_two(), "stage", "Hannibal", 0)
    s = play(G, s, "sell", "Midas", 1)
    s = play(G, s, "sell", "Varro", 2)
    assert s.phase == EXTRA and G.to_move(s) == (0,) and s.pending == ((EXTRA, 0), ("recruitment", -1))
    assert G.decision_reason(s).rule == "effect.build_from_hand"
    assert G.observe(s, 1)["pending"] == {"player": 0, "decision": EXTRA}
    assert [(a.kind, G.rules.cards[a.card].name) for a in G.legal_actions(s, 0)] == [
        ("recruit", "Cleopatra"), ("recruit", "Croesus"), ("recruit", "Hiram")]
    assert G.legal_actions(s, 1) == []
    with pytest.raises(IllegalMoveError) as refused:
        play(G, s, "sell", "Cleopatra", 0)
    assert refused.value.rule == "effect.build_from_hand"
    s = play(G, s, "recruit", "Cleopatra", 0)       # 4 coins less 2
    assert s.cities[0].coins == 4 and names(G, s.cities[0].structures)[-1] == "Cleopatra"
    assert hands(G, s)[0] == ["Croesus", "Hiram"]
    assert s.phase == "choose" and s.age == 1 and s.turn == 1 and s.pending == ()
    assert all(c.received == 0 and c.recent == () for c in s.cities)


def test_the_recruit_at_once_offers_only_what_the_coins_held_pay_for():
    s = city(stage_two(), 0, coins=1)
    s = play(G, s, "stage", "Hannibal", 0)
    s = play(G, s, "sell", "Midas", 1)
    s = play(G, s, "sell", "Varro", 2)
    assert [G.rules.cards[a.card].name for a in G.legal_actions(s, 0)] == ["Croesus", "Hiram"]
    with pytest.raises(IllegalMoveError) as refused:
        play(G, s, "recruit", "Cleopatra", 0)
    assert refused.value.rule == "effect.build_from_hand"
    s = play(G, s, "recruit", "Croesus", 0)         # Croesus: 1 less 2 is nothing; he gives 6 coins at once
    assert s.cities[0].coins == 1 + 6


def age_one(s: State) -> State:
    """The Age I recruitment played: seat 0 sells Croesus, the others sell too."""
    s = play(G, s, "sell", "Croesus", 0)
    s = play(G, s, "sell", "Midas", 1)
    s = play(G, s, "sell", "Varro", 2)
    assert s.phase == "choose" and s.turn == 1
    return s


def turn(s: State, stage: bool = True) -> State:
    """A turn of Age I: seat 0 builds its next stage with its first card, the others discard."""
    for seat in range(3):
        card = G.rules.cards[s.hands[seat][0]].name
        s = play(G, s, "stage" if seat == 0 and stage else "discard", card, seat)
    return s


def test_roma_b_third_stage_built_in_a_turn_recruits_at_once_before_the_next_turn():
    s = age_one(city(roma("B"), 0, stages=2, structures=["Press", "Quarry"]))
    assert s.cities[0].coins == 9
    s = turn(s)
    assert s.phase == EXTRA and s.turn == 1 and s.cities[0].stages == 3
    assert [G.rules.cards[a.card].name for a in G.legal_actions(s, 0)] == ["Cleopatra", "Hannibal", "Hiram"]
    s = play(G, s, "recruit", "Hiram", 0)             # 3 coins less 2
    assert s.cities[0].coins == 8 and s.phase == "choose" and s.turn == 2
    assert names(G, s.cities[0].structures) == ["Press", "Quarry", "Hiram"]


def test_roma_b_first_stage_built_in_a_turn_draws_into_the_hand_for_the_next_recruitment():
    s = age_one(city(roma("B"), 0, structures=["Clay Pool", "Lumber Yard"]))
    s = turn(s)
    assert s.phase == "choose" and s.turn == 2 and s.cities[0].stages == 1
    assert s.cities[0].coins == 6 + 3 + 5         # the sale of Croesus, then the stage's coins
    assert hands(G, s)[0] == sorted(["Cleopatra", "Hannibal", "Hiram", *UNDEALT[:4]])
    assert len(part(G.rules, s).deck) == 20


def test_in_age_three_the_leaders_held_leave_before_the_stages_recruit():
    """Ruling leaders.roma_last_recruitment: the leftover leaders go as Age III's recruitment is carried
    out; the recruit at once of a stage built in it finds none."""
    s = city(stage_two()._replace(age=3), 0, hand=["Cleopatra", "Hiram"])
    s = city(city(s, 1, hand=["Midas", "Sappho"]), 2, hand=["Varro", "Zenobia"])
    s = play(G, s, "stage", "Hiram", 0)
    s = play(G, s, "sell", "Midas", 1)
    s = play(G, s, "sell", "Varro", 2)
    assert s.phase == "choose" and s.age == 3 and s.turn == 1 and s.cities[0].stages == 2
    assert hands(G, s) == [[], [], []] and s.cities[0].coins == 6


def test_with_no_leader_to_recruit_the_recruit_at_once_is_lost():
    """Ruling leaders.roma_no_recruit: an empty hand, or no leader the coins pay for: nothing to decide."""
    s = age_one(city(roma("B"), 0, stages=2, structures=["Press", "Quarry"]))
    empty = turn(city(s, 0, hand=[]))
    assert empty.phase == "choose" and empty.turn == 2 and empty.cities[0].stages == 3
    dear = turn(city(s, 0, hand=["Pericles"], coins=3))      # Pericles: 6 less 2 is 4
    assert dear.phase == "choose" and dear.turn == 2 and hands(G, dear)[0] == ["Pericles"]
    assert dear.cities[0].coins == 3


# ---- whole games ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("players", "seed", "seat", "stages", "winners"), [(3, 31, 0, 2, (2,)), (7, 4, 4, 2, (1,))])
def test_a_random_game_with_roma_b_recruits_at_once_and_records_views_and_schemas_hold(players, seed, seat, stages,
                                                                                      winners):
    g = game(players)
    first, moves = g.random_play(seed)
    assert G.rules.boards[first.setup.boards[seat]].name == "Roma B"
    schemas = all_schemas(g)
    observation = jsonschema.Draft202012Validator(schemas["observation"])
    state = jsonschema.Draft202012Validator(schemas["state"])
    made, before, extra = [], first, 0
    for a, p, step in moves:
        assert g.check_step(before, step) == []
        if before.phase == EXTRA:
            extra += 1
            state.validate(g.protocol_state(before))
            for s in range(players):
                observation.validate(g.observe(before, s))
                again = g.resample_from_infostate(before, s, SplitMix64(s))
                assert g.observe(again, s) == g.observe(before, s)
        made.append((a, p))
        before = step.state
    assert before.outcome is not None and before.outcome.winners == winners
    assert before.cities[seat].stages == stages and extra == 1
    round_trip(g, first, made, before)


@pytest.mark.parametrize(("players", "seed"), [(3, 2), (7, 6)])
def test_random_games_with_roma_a_end_with_its_owners_leaders_all_free(players, seed):
    """Games dealing Roma A in which its owner recruits two leaders."""
    g = game(players)
    first, moves = g.random_play(seed)
    seat = [g.rules.boards[b].name for b in first.setup.boards].index("Roma A")
    paid, recruited, final = 0, 0, first
    for _, _, step in moves:
        if final.turn == 0 and final.phase == "recruitment":     # a move of a recruitment
            paid += sum(e.bank for e in step.events if e.kind == "pay" and e.player == seat)
            recruited += sum(1 for e in step.events if e.kind == "play" and e.action == "recruit" and e.player == seat)
        assert g.check_step(final, step) == []
        final = step.state
    assert final.outcome is not None and paid == 0 and recruited == 2      # Roma's stages cost no coins either


# ---- the constructs -------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("line", "english"), [
    ("always: discount 2 coins on white cards",
     "each white card its owner builds afterwards costs 2 coins less, never less than nothing"),
    ("always: discount 1 coin on white cards for left and right",
     "each white card the left neighbour or the right neighbour builds afterwards costs them 1 coin less"),
    ("when built: draw 4 unused white cards",
     "its owner draws 4 white cards from those the deal left out of the game"),
    ("when built: build 1 white card from hand",
     "its owner at once builds 1 white card from the hand that holds such cards, paying the cost"),
])
def test_roma_bs_constructs_print_back_as_written_and_read_in_english(line: str, english: str):
    text = f'wonder "X" {{\n  {line}\n}}\n'
    (parsed,) = parse_text(text, "x.wdl").components
    assert component_text(parsed) + "\n" == text
    with wording(G.rules.spec.vocabulary.wording):
        assert any(english in line for line in component_english(parsed, facts=True))


@pytest.mark.parametrize(("line", "message"), [
    ("always: discount 1 coin on white cards for up", "x.wdl:4:46: unknown city 'up'"),
    ("always: discount 1 coin on white cards for left and left", "x.wdl:4:55: city 'left' is listed twice"),
    ("when built: draw 0 unused white cards", "x.wdl:4:15: an amount must be at least 1"),
    ("when built: draw 2 unused pink cards", "x.wdl:4:29: unknown colour 'pink'"),
    ("always: build 1 white card from hand", "x.wdl:4:11: leader 'X': 'build from hand' cannot be used under "
                                             "'always'"),
])
def test_roma_bs_constructs_are_checked_where_they_stand(line: str, message: str):
    assert one_problem(line).startswith(message)


@pytest.mark.parametrize(("old", "new", "line", "column", "colour"), [
    ("discount 2 coins on white cards", "discount 2 coins on yellow cards", 20, 31, "yellow"),
    ("draw 4 unused white cards", "draw 4 unused blue cards", 25, 31, "blue"),
    ("when built: build 1 white card from hand\n  }\n  stage 3", "when built: build 1 red card from hand\n  }\n"
     "  stage 3", 30, 25, "red"),
])
def test_the_engine_refuses_these_constructs_on_cards_it_does_not_price_in_coins_alone(tmp_path: Path, old, new,
                                                                                      line, column, colour):
    folder = tmp_path / "classic"
    shutil.copytree(spec_dir("classic"), folder)
    rewrite(folder / "variants" / "leaders" / "roma.wdl", old, new)
    with pytest.raises(SpecError) as caught:
        load_ruleset(str(folder), "leaders")
    (problem,) = caught.value.problems
    assert problem.file.endswith("roma.wdl") and (problem.line, problem.column) == (line, column)
    assert f"not '{colour}' cards" in problem.message


def test_a_recruitment_at_once_waiting_behind_a_build_from_the_discard_pile_is_named_in_the_reason():
    """The random game of seed 33 at 5 players: Olympia A's stage of player 3 leaves a build from the discard pile,
    and Roma B's stage of player 0, built in the same turn, a recruitment at once after it: the reason names both,
    each with its rule (it used to fail on the second, a round the expansion plays)."""
    g = game(5)
    _, moves = g.random_play(33)
    s = next(step.state for _, _, step in moves if step.state.pending[:2] == (("discard_build", 3), (EXTRA, 0)))
    reason = g.decision_reason(s)
    assert reason.rule == "wonder.discard_build"
    assert reason.text == ("player 3 builds from the discard pile with the stage of Olympia A built this turn: the "
                           "decision due now at the end of this turn; then player 0 recruits one more leader of their "
                           "hand at once, paying its cost, with the stage of their wonder just built "
                           "(effect.build_from_hand)")
