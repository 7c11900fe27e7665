"""Agora's military tokens: laid where the base game's looting tokens lie, the
2-coin zones holding Place Influence and the 5-coin zones Remove and Move (agora.military_tokens);
taken by the player whose shields move the pawn into the zone, even on the opponent's turn (ruling
agora.military_token_taker), with nobody losing coins; where the spec says they lie, checked; and the
pawn reaching the capital of the player who moved, the Military Decree changing hands, winning for the
opponent (victory.military).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from oracle.duel import positions
from oracle.duel.agora import influence
from oracle.duel.agora.kinds import MOVE_CHOICE, PLACE_CHOICE, REMOVE_CHOICE, SENATE_CHOICE
from oracle.duel.agora.senate import Chamber, Senate
from oracle.duel.agora.state import Agora, part
from oracle.duel.conformance.policies import play
from oracle.duel.game import Game
from oracle.duel.legal import legal_actions
from oracle.duel.rules import ages
from oracle.duel.spec import read_spec
from oracle.duel.state import MILITARY, Outcome
from oracle.duel.turn import apply
from oracle.duel.view import observe
from oracle.errors import InvalidRecordError
from tests.duel_agora.test_spec import DUEL, HOOKS
from tests.spec_edits import problems_after

GAME = Game.load("agora")
R = GAME.rules
DECREES = ("Military Shield", "Blue Income", "Green Income", "Wonder Income", "Wonder Discount", "Senate Bonus")


def senate(*cubes: tuple[int, int]) -> Agora:
    cubes = cubes + ((0, 0),) * (6 - len(cubes))
    return Agora(Senate(tuple(Chamber(c, (d,), n not in (2, 4, 6) or sum(c) > 0)
                              for n, (c, d) in enumerate(zip(cubes, DECREES, strict=True), 1))))


def at(agora: Agora, pawn: int, to_move: int = 0, looting: tuple[bool, ...] = (True, True, True, True)):
    cities = [positions.city(GAME), positions.city(GAME)]
    return positions.position(GAME, cities=cities, pawn=pawn, to_move=to_move, coins=(7, 7), looting=looting,
                              available=("Guard Tower", "Tavern"), parts=(agora,))


def events(step) -> list[dict[str, object]]:
    return [e.to_json() for e in step.events]


def test_the_spec_lays_place_influence_on_the_inner_zones_and_remove_and_move_on_the_outer_ones():
    c = R.section("agora")
    assert c.military_tokens == (("Place Influence", 3), ("Remove and Move", 6))
    assert [t.name for t in R.of_kind("token")] == ["Place Influence", "Remove and Move"]
    assert [(t.side, t.distance, t.coins) for t in R.track.looting] == [(-1, 6, 5), (-1, 3, 2), (1, 3, 2), (1, 6, 5)]
    assert observe(GAME.new_game(seed=1), 0)["agora"]["military_tokens"] == [
        {"side": -1, "distance": 6, "name": "Remove and Move"}, {"side": -1, "distance": 3, "name": "Place Influence"},
        {"side": 1, "distance": 3, "name": "Place Influence"}, {"side": 1, "distance": 6, "name": "Remove and Move"}]


def test_no_looting_token_shows_where_a_military_token_lies_in_its_place():
    base = Game.load()
    assert [t["coins"] for t in observe(base.new_game(seed=1), 0)["looting_tokens"]] == [5, 2, 2, 5]
    assert observe(GAME.new_game(seed=1), 0)["looting_tokens"] == []
    assert observe(GAME.new_game(seed=1), 1)["looting_tokens"] == []


def test_entering_an_inner_zone_gives_the_pusher_a_cube_to_place_and_costs_nobody_coins():
    step = apply(at(senate(), pawn=2), R.actions.build[R.card_index["Guard Tower"]])
    assert events(step) == [{"kind": "build", "player": 0, "subject": "Guard Tower"},
                            {"kind": "pawn", "player": 0, "subject": "Guard Tower", "amount": 1},
                            {"kind": "military_token", "player": 0, "subject": "Place Influence"}]
    after = step.state
    assert after.coins == (7, 7) and after.pawn == 3 and after.looting == (True, True, False, True)
    assert (after.pending[0].kind, after.pending[0].player, after.to_move) == (PLACE_CHOICE, 0, 0)
    assert len(legal_actions(after)) == 6
    assert observe(after, 1)["agora"]["military_tokens"] == [
        {"side": -1, "distance": 6, "name": "Remove and Move"}, {"side": -1, "distance": 3, "name": "Place Influence"},
        {"side": 1, "distance": 6, "name": "Remove and Move"}]


def test_entering_an_outer_zone_removes_a_cube_of_the_opponent_then_moves_one_if_the_pusher_wishes():
    passed = (True, True, False, True)                  # the inner token of player 1's side already taken
    step = apply(at(senate((1, 0), (0, 2)), pawn=5, looting=passed), R.actions.build[R.card_index["Guard Tower"]])
    assert events(step)[-1] == {"kind": "military_token", "player": 0, "subject": "Remove and Move"}
    after = step.state
    assert (after.pending[0].kind, after.pending[0].options) == (REMOVE_CHOICE, (2,))
    removed = apply(after, R.actions.remove_influence[2]).state
    assert part(removed).senate.chamber(2).cubes == (0, 1)
    assert (removed.pending[0].kind, removed.pending[0].options) == (MOVE_CHOICE, ((1, 2), ()))
    moved = apply(removed, R.actions.move_influence[(1, 2)]).state
    assert [c.cubes for c in part(moved).senate.chambers[:2]] == [(0, 0), (1, 1)]
    assert moved.coins == (7, 7) and moved.to_move == 1


def test_a_token_the_pawn_reaches_when_the_military_decree_is_lost_is_the_opponents():
    t = R.runtime(at(senate((1, 0)), pawn=-2, to_move=1))
    t.player = 1
    R.runtime.offer_place_influence(t, 1, None, 1)
    ages.offer(t)
    influence.settle(t, R.actions.place_influence[1], t.settle_first())
    assert t.pawn == -3                     # player 0 lost the Decree: one space toward their capital
    kinds = [(e[0].kind, *e[1:2]) for e in t.events]
    assert kinds[-1] == ("military_token", 1)
    assert (t.pending[-1].kind, t.pending[-1].player) == (PLACE_CHOICE, 1)
    assert t.coins == (7, 7)


# ---- military supremacy on the move of the player the pawn does not favour (victory.military) ---------

PASSED = (True, True, False, False)     # the tokens of player 1's side, taken as the pawn went by


@pytest.mark.parametrize(("cubes", "left"), [((0, 1), (0, 0)), ((1, 1), (1, 0))], ids=["lost", "opponent-takes-it"])
def test_the_military_decree_changing_hands_on_a_players_move_wins_for_the_opponent(cubes, left):
    """Player 1 recruits a Politician and moves a cube out of the Military Decree's Chamber, the pawn a
    space from player 1's capital: the Decree lost by player 1, or taken by player 0 from the Chamber
    tied until then, moves the pawn into it, and player 0, whom the pawn favours, wins on player 1's
    move (agora.military_decree)."""
    cities = [positions.city(GAME), positions.city(GAME)]
    state = positions.position(GAME, cities=cities, pawn=8, to_move=1, coins=(7, 7), looting=PASSED,
                               available=("Left Politician 1", "Tavern"), parts=(senate(cubes),))
    recruited = apply(state, R.actions.build[R.card_index["Left Politician 1"]]).state
    assert [(d.kind, d.player) for d in recruited.pending] == [(SENATE_CHOICE, 1)] and recruited.to_move == 1
    step = apply(recruited, R.actions.senate_action[(1, 2)])
    after = step.state
    assert part(after).senate.chamber(1).cubes == left
    assert after.pawn == 9 and after.outcome == Outcome(MILITARY, 0)
    assert events(step)[-2:] == [{"kind": "pawn", "player": 0, "subject": "Military Shield", "amount": 1},
                                 {"kind": "game_over", "player": 0, "subject": "military"}]


def test_a_mined_game_ends_by_military_supremacy_on_the_move_of_the_player_it_defeats():
    """senatorial-790 (the conformance suite's case of entry 37): its last move is player 1's Senate
    action moving its one cube out of the Military Decree's Chamber, the pawn on 8: pawn on 9, player 0
    wins."""
    game = play(GAME, 790, "senatorial")
    before = game.steps[-2].state
    assert before.pawn == 8 and before.to_move == 1
    assert [(d.kind, d.player) for d in before.pending][:1] == [(SENATE_CHOICE, 1)]
    assert game.moves[-1] == R.actions.senate_action[(1, 2)]
    assert game.final.pawn == 9 and game.final.outcome == Outcome(MILITARY, 0)


@pytest.fixture
def spec_copy(tmp_path: Path) -> Path:
    shutil.copytree(DUEL, tmp_path / "duel")
    return tmp_path / "duel"


@pytest.mark.parametrize(("old", "new", "where", "message"), [
    ('"Place Influence" = 3', '"Place Influence" = 4', '"Place Influence"',
     "agora.military_tokens.'Place Influence': the distance from the centre of a zone holding a looting token (3, 6), "
     "not 4"),
    ('"Place Influence" = 3', '"Place Influenc" = 3', '"Place Influenc"',
     "agora.military_tokens: 'Place Influenc' is no military token of the spec (did you mean 'Place Influence'?)"),
    ('"Remove and Move" = 6', '"Remove and Move" = 3', '"Remove and Move"',
     "agora.military_tokens: two military tokens lie at distance 3"),
    ('"Remove and Move" = 6\n', '', "[agora.military_tokens]",
     "agora.military_tokens must say where the military token 'Remove and Move' lies"),
])
def test_where_a_military_token_lies_is_checked_at_its_line(spec_copy: Path, old: str, new: str, where: str,
                                                             message: str):
    path = spec_copy / "variants" / "agora" / "game.toml"
    (problem,) = problems_after(path, lambda t: t.replace(old, new), lambda: read_spec(spec_copy, "agora", HOOKS))
    text = path.read_text(encoding="utf-8")
    line = next(n for n, words in enumerate(text.splitlines(), 1) if words.startswith(where))
    assert (problem.line, problem.message) == (line, message)


def _seed_272(moves: int):
    """Random game 272 after ``moves`` moves: in player 1's turn, their cube moved from Chamber 4 to 3
    (move 34) loses them the Military Shield, and player 0 takes the Place Influence token."""
    initial, steps = GAME.random_play(272)
    state = initial
    for _ in range(moves):
        _, _, (state, _) = next(steps)
    return state


def test_a_decision_falling_to_the_opponent_in_a_turn_leaves_the_turn_the_movers():
    """turn.alternate, ruling agora.military_token_taker: player 0 settles the token's decision last,
    yet the turn was player 1's, so player 0 takes the next turn."""
    owed = _seed_272(35)
    (decision,) = owed.pending
    assert (decision.kind, decision.player, decision.out_of_turn, owed.to_move) == (PLACE_CHOICE, 0, True, 0)
    stored = GAME.state_to_json(owed)
    assert stored["pending"][0]["out_of_turn"] is True
    assert GAME.state_from_json(stored) == owed
    after = apply(owed, GAME.rules.actions.place_influence[3]).state
    assert (after.pending, after.to_move) == ((), 0)
    assert [a.kind for a in legal_actions(after)][:2] == ["build", "discard"]


@pytest.mark.parametrize("value", [False, 1, "yes", None])
def test_a_stored_out_of_turn_mark_is_true_or_left_out(value):
    stored = GAME.state_to_json(_seed_272(35))
    stored["pending"][0]["out_of_turn"] = value
    with pytest.raises(InvalidRecordError) as caught:
        GAME.state_from_json(stored)
    assert caught.value.path == "$.pending[0].out_of_turn"
