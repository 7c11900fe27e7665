"""Who owes a decision and why: every game says, with the id of the rule that makes the decision
someone's, and a move made out of turn is refused naming that player and that rule (the error's
own rule stays the game's rule of whose decision it is)."""

from __future__ import annotations

import pytest

import oracle
from oracle.core.game import DecisionReason
from oracle.errors import IllegalMoveError
from tests.games.conftest import TOY, configurations

CONFIGURATIONS = configurations()
IDS = [f"{name}-{variant}-{players}p" for name, variant, players in CONFIGURATIONS]


def _after(game: oracle.Game, seed: int, moves: int):
    play = game.random_game(seed)
    return play.steps[moves - 1].state if moves else play.initial


def _refusal(game: oracle.Game, state, player: int) -> IllegalMoveError:
    owing = game.to_move(state)
    assert player not in owing
    with pytest.raises(IllegalMoveError) as refused:
        game.apply(state, game.legal_actions(state, owing[0])[0], player)
    return refused.value


@pytest.mark.parametrize(("name", "variant", "players"), CONFIGURATIONS, ids=IDS)
def test_every_position_has_a_reason_naming_a_rule_of_the_game(name, variant, players):
    game = oracle.load_game(name, variant=variant, players=players)
    for seed in range(3):
        play = game.random_game(seed)
        for state in [play.initial, *(step.state for step in play.steps[:-1])]:
            reason = game.decision_reason(state)
            assert isinstance(reason, DecisionReason) and reason.rule in game.rule_ids, reason
            assert reason.text
        assert game.decision_reason(play.final) is None


def test_a_game_without_its_own_reason_names_its_turn_rule():
    game = oracle.load_game(TOY, players=3)
    state = game.new_game(seed=1)
    assert game.decision_reason(state) == DecisionReason("bid.order", "players 0, 1, 2 each owe one")
    state = game.apply(state, game.legal_actions(state, 1)[0], 1).state
    refused = _refusal(game, state, 1)
    assert (refused.rule, refused.message) == (
        "bid.order", "player 1 does not owe a decision now; by the rule bid.order, players 0, 2 each owe one")


def test_duel_the_opponent_chooses_who_begins_the_next_age():
    game = oracle.load_game("duel")
    state = _after(game, 0, 29)
    assert game.decision_reason(state) == DecisionReason(
        "age.next_starter", "player 0 chooses who begins Age II: the conflict pawn stands on their side")
    refused = _refusal(game, state, 1)
    assert refused.rule == "turn.alternate"
    assert refused.message == ("player 1 does not owe a decision now; by the rule age.next_starter, player 0 "
                               "chooses who begins Age II: the conflict pawn stands on their side")


def test_duel_a_wonder_gives_its_builder_another_turn():
    game = oracle.load_game("duel")
    refused = _refusal(game, _after(game, 0, 11), 0)
    assert (refused.rule, refused.message) == (
        "turn.alternate", "player 0 does not owe a decision now; by the rule effect.play_again, player 1 plays "
                          "again: what they built on their last turn gives another turn")


def test_duel_the_draft_and_the_first_player():
    game = oracle.load_game("duel")
    state = game.new_game(seed=0)
    assert game.decision_reason(state) == DecisionReason(
        "setup.draft", "player 1 makes pick 1 of the wonder draft, whose order is fixed")
    assert game.decision_reason(_after(game, 0, 8)) == DecisionReason(
        "setup.draft", "player 1, the first player, begins Age I")


def test_classic_babylons_last_card_comes_before_halicarnassus():
    game = oracle.load_game("classic", players=4)
    state = _after(game, 26, 49)
    refused = _refusal(game, state, 2)
    assert refused.rule == "turn.choose"
    assert refused.message == (
        "player 2 does not owe a decision now; by the rule wonder.last_card, player 0 plays the last card of "
        "Age II with the stage of Babylon B: the decision due now at the end of this turn; then player 2 builds "
        "from the discard pile with the stage of Halicarnassus B built this turn (wonder.discard_build)")
    after = game.apply(state, game.legal_actions(state, 0)[0], 0).state
    assert game.decision_reason(after) == DecisionReason(
        "wonder.discard_build", "player 2 builds from the discard pile with the stage of Halicarnassus B built "
                                "this turn: the decision due now at the end of this turn")


def test_classic_a_player_who_has_committed_waits_for_the_others():
    game = oracle.load_game("classic", players=3)
    state = game.new_game(seed=5)
    state = game.apply(state, game.legal_actions(state, 1)[0], 1).state
    refused = _refusal(game, state, 1)
    assert (refused.rule, refused.message) == (
        "turn.choose", "player 1 does not owe a decision now; by the rule turn.choose, players 0, 2 have still to "
                       "commit a card this turn; everyone commits at once")


def test_classic_free_city_its_holder_commits_twice():
    game = oracle.load_game("classic", variant="free_city", players=2)
    refused = _refusal(game, _after(game, 0, 5), 0)
    assert (refused.rule, refused.message) == (
        "turn.choose", "player 0 does not owe a decision now; by the rule free_city.choose, player 1, holding the "
                       "Free City card, has still to commit the Free City's card this turn")


def test_architects_play_passes_to_the_left():
    game = oracle.load_game("architects", players=3)
    assert game.decision_reason(game.new_game(seed=0)) == DecisionReason(
        "setup.first_player", "player 0 takes the first turn of the game")
    refused = _refusal(game, _after(game, 0, 1), 0)
    assert (refused.rule, refused.message) == (
        "turn.order", "player 0 does not owe a decision now; by the rule turn.order, it is player 1's turn: play "
                      "passes to the left, to the next seat")
