"""A turn of Architects: taking, what it sets off, the mandatory builds and trades, the end of the turn."""

from __future__ import annotations

import pytest

from oracle.architects.legal import legal_actions
from oracle.architects.state import BUILD, CHOOSE, KEEP, LOOK, PILE, TAKE_PHASE, TRADE, Action, Pending
from oracle.architects.turn import apply, apply_logged
from oracle.errors import IllegalMoveError
from tests.architects.support import CENTRAL, K, R, T, W, acting, cards, deck, game, take, tokens, with_hand


def test_a_turn_opens_with_a_card_from_the_left_the_right_or_the_centre():
    state = game(decks=(deck("Blue"), deck("Blue"), deck("Blue")), central=deck("Blue"), first=1)
    # seat 1: its own deck on its left, seat 0's on its right
    assert legal_actions(R, state) == sorted([take(CENTRAL), take(0), take(1)])
    with pytest.raises(IllegalMoveError) as caught:
        apply(R, state, take(2))
    assert caught.value.rule == "turn.take"


def test_an_empty_deck_is_not_offered():
    state = game(decks=(deck(), deck("Blue"), deck("Blue")), central=deck(), first=1)
    assert legal_actions(R, state) == [take(1)]


def test_taking_a_plain_card_ends_the_turn_and_play_passes_left():
    state = game(decks=(deck("Blue", "Red"), deck("Blue"), deck("Blue")))
    after = apply(R, state, take(0))
    assert after.hands[0][K["Blue"]] == 1
    assert after.decks[0] == deck("Red")
    assert (after.mover, after.phase, after.turn) == (1, TAKE_PHASE, 2)


def test_the_cat_goes_to_whoever_takes_a_cat_card():
    state = game(decks=(deck("Blue with Cat"), deck("Blue with Cat"), deck("Blue")))
    state = apply(R, state, take(0))
    assert state.cat == 0
    state = apply(R, state, take(1))
    assert state.cat == 1


def test_horns_turn_conflict_tokens_and_the_last_one_calls_a_battle_at_the_end_of_the_turn():
    # three players: 3 conflict tokens
    state = game(decks=(deck("Red with 2 Horns", "Red with 2 Horns"), deck("Blue"), deck("Blue")))
    state = apply(R, state, take(0))
    assert (state.flipped, state.victories) == (2, (0, 0, 0))
    state = state._replace(mover=0)
    state = apply(R, state, take(0))
    # the last token turned: the battle is fought at the end of this turn (seat 0: 2 shields, others 0)
    assert state.victories == (2, 0, 0)
    assert state.flipped == 0
    # red cards with horns leave after a battle
    assert state.hands[0][K["Red with 2 Horns"]] == 0
    assert state.discard == deck("Red with 2 Horns", "Red with 2 Horns")


def test_red_cards_without_horns_stay_after_a_battle_and_keep_counting():
    state = game(decks=(deck("Red with 2 Horns"), deck("Blue"), deck("Blue")))
    state = with_hand(state, 1, "Red", "Red")
    state = state._replace(flipped=1)
    state = apply(R, state, take(0))
    # seat 0: 1 shield; seat 1: 2; seat 2: 0.  Each beats the neighbours with fewer.
    assert state.victories == (1, 2, 0)
    assert state.hands[1][K["Red"]] == 2


def test_excess_horns_are_lost():
    state = game(decks=(deck("Red with 2 Horns"), deck("Blue"), deck("Blue")))
    state = state._replace(flipped=2)
    state = apply(R, state, take(0))
    assert (state.flipped, state.victories) == (0, (2, 0, 0))


def test_science_cards_must_be_traded_for_a_token_while_one_is_on_offer():
    state = game(decks=(deck("Gear"), deck("Blue"), deck("Blue")))
    state = with_hand(state, 0, "Gear")
    state = apply(R, state, take(0))
    assert legal_actions(R, state) == [Action(TRADE, cards=cards("Gear", "Gear"))]
    state = apply(R, state, Action(TRADE, cards=cards("Gear", "Gear")))
    assert state.pending == (Pending(CHOOSE),)
    face_up = sorted(tokens("Urbanism", "Science", "Tactics"))
    assert legal_actions(R, state) == [Action(CHOOSE, token=PILE)] + [Action(CHOOSE, token=t) for t in face_up]
    state = apply(R, state, Action(CHOOSE, token=T["Science"]))
    # the face-up token taken is replaced at once from the pile
    assert state.tokens[0] == (T["Science"],)
    assert state.face_up == tokens("Urbanism", "Culture", "Tactics")
    assert state.pile == ()
    assert state.discard == deck("Gear", "Gear")
    assert state.mover == 1


def test_three_different_symbols_buy_a_token_too():
    state = acting(with_hand(game(), 0, "Gear", "Compass", "Tablet", "Tablet"), 0)
    assert legal_actions(R, state) == [Action(TRADE, cards=cards("Compass", "Gear", "Tablet")),
                                       Action(TRADE, cards=cards("Tablet", "Tablet"))]


def test_building_is_mandatory_once_the_cards_pay_for_a_piece():
    state = game(wonders=("Alexandria", "Giza", "Rhodes"), decks=(deck("Stone"), deck("Blue"), deck("Blue")))
    state = with_hand(state, 0, "Wood")
    state = apply(R, state, take(0, state))
    assert legal_actions(R, state) == [Action(BUILD, piece=1, cards=cards("Wood", "Stone"))]
    state = apply(R, state, Action(BUILD, piece=1, cards=cards("Wood", "Stone")))
    assert state.built[0] == 0b1
    assert state.discard == deck("Wood", "Stone")
    assert state.mover == 1


def test_a_piece_is_available_only_on_its_supports():
    # Rhodes: pieces 1 and 2 stand on the ground; 3 on both
    state = acting(with_hand(game(wonders=("Rhodes", "Giza", "Babylon")), 0, "Wood", "Wood", "Stone", "Glass"), 0)
    assert sorted({a.piece for a in legal_actions(R, state)}) == [1, 2]
    state = state._replace(built=(0b11, 0, 0))
    assert sorted({a.piece for a in legal_actions(R, state)}) == [3]


def test_a_token_giving_an_extra_card_acts_once_a_turn():
    state = game(decks=(deck("Wood", "Wood"), deck("Blue"), deck("Blue")), central=deck("Brick"))
    state = state._replace(tokens=(tokens("Urbanism"), (), ()))
    state = apply(R, state, take(0))
    assert state.pending == (Pending("take", (0, 2, CENTRAL), free=True),)
    assert legal_actions(R, state) == sorted([take(CENTRAL), take(0), take(2)])
    state = apply(R, state, take(0))    # a wood: Urbanism again, but it was used this turn
    assert state.hands[0][K["Wood"]] == 2
    assert state.pending == () and state.mover == 1


def test_the_game_ends_at_the_end_of_the_turn_the_wonder_is_completed():
    state = game(wonders=("Giza", "Rhodes", "Babylon"), decks=(deck("Gear"), deck("Blue"), deck("Blue")))
    state = with_hand(state, 0, "Wood", "Stone", "Brick", "Paper", "Gear")
    state = state._replace(built=(0b1111, 0, 0))
    state = apply(R, state, take(0))
    build = Action(BUILD, piece=5, cards=cards("Wood", "Stone", "Brick", "Paper"))
    assert legal_actions(R, state) == [build, Action(TRADE, cards=cards("Gear", "Gear"))]
    state = apply(R, state, build)
    assert state.outcome is None      # the trade is still owed this turn
    state = apply(R, state, Action(TRADE, cards=cards("Gear", "Gear")))
    state = apply(R, state, Action(CHOOSE, token=PILE))
    assert state.outcome is not None and state.outcome.victory == "civilian"
    assert state.tokens[0] == tokens("Culture")


def test_halicarnassus_looks_at_five_keeps_one_and_shuffles_the_rest_back():
    left = deck("Wood", "Stone", "Brick", "Gear", "Paper", "Blue", "Red")
    state = game(wonders=("Halicarnassus", "Giza", "Rhodes"), decks=(left, deck("Blue"), deck("Blue")),
                 reshuffles=((5, 0, 9, 1, 2, 3, 4, 6, 7, 8),))
    state = acting(with_hand(state, 0, "Glass", "Glass"), 0, built=(0b1, 0, 0))
    state = apply(R, state, Action(BUILD, piece=2, cards=cards("Glass", "Glass")))
    assert legal_actions(R, state) == [Action(LOOK, deck=W["Halicarnassus"]), Action(LOOK, deck=W["Rhodes"])]
    state = apply(R, state, Action(LOOK, deck=W["Halicarnassus"]))
    assert state.decks[0] == deck("Blue", "Red")
    assert legal_actions(R, state) == [Action(KEEP, card=k) for k in sorted(deck("Wood", "Stone", "Brick", "Gear",
                                                                                    "Paper"))]
    state = apply(R, state, Action(KEEP, card=K["Gear"]))
    # back: Wood Stone Brick Paper, then the deck (Blue Red), 0 to 5; the order 5 0 9 1 2 3 4 ...
    # read without the entries from 6 up gives cards 5 0 1 2 3 4: Red Wood Stone Brick Paper Blue
    assert state.decks[0] == deck("Red", "Wood", "Stone", "Brick", "Paper", "Blue")
    assert state.hands[0][K["Gear"]] == 1
    assert state.reshuffled == 1


def test_olympia_takes_left_then_right():
    state = game(wonders=("Olympia", "Giza", "Rhodes"), decks=(deck("Wood"), deck("Blue"), deck("Stone")))
    state = acting(with_hand(state, 0, "Glass", "Glass"), 0, built=(0b1, 0, 0))
    state = apply(R, state, Action(BUILD, piece=2, cards=cards("Glass", "Glass")))
    assert legal_actions(R, state) == [take(0, state)]
    state = apply(R, state, take(0, state))
    assert legal_actions(R, state) == [take(2, state)]
    state = apply(R, state, take(2, state))
    assert state.hands[0][K["Wood"]] == 1 and state.hands[0][K["Stone"]] == 1


def test_when_no_deck_holds_a_card_the_game_ends():
    state = game(decks=(deck("Blue"), deck(), deck()))
    state = apply(R, state, take(0))
    assert state.outcome is not None and state.outcome.victory == "exhausted"


# ---- the rule an illegal move cites ----------------------------------------------------------------

def _cited(state, action):  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalMoveError) as caught:
        apply(R, state, action)
    return caught.value.rule


def test_an_empty_deck_within_reach_is_refused_as_empty_and_one_out_of_reach_as_out_of_reach():
    state = game(wonders=("Giza", "Rhodes", "Babylon", "Ephesus"),
                 decks=(deck(), deck("Blue"), deck("Blue"), deck("Blue")), central=deck("Blue"), first=0)
    # seat 0 reaches its own deck (empty), seat 3's and the central deck; seat 1's is out of reach
    assert _cited(state, take(0)) == "turn.empty_deck"
    assert _cited(state, take(1)) == "turn.take"


def test_gold_spent_on_a_resource_held_is_refused_under_build_gold():
    # Giza piece 1: 2 different resources; Wood and Stone held, and a Gold
    state = acting(with_hand(game(), 0, "Wood", "Stone", "Gold"), 0)
    assert legal_actions(R, state) == [Action(BUILD, piece=1, cards=cards("Stone", "Wood"))]
    assert _cited(state, Action(BUILD, piece=1, cards=cards("Gold", "Wood"))) == "build.gold"
    assert _cited(state, Action(BUILD, piece=1, cards=cards("Wood"))) == "build.cost"


def test_a_piece_on_unbuilt_supports_or_already_built_is_refused_under_build_order():
    state = acting(with_hand(game(), 0, "Wood", "Stone", "Glass"), 0)
    assert _cited(state, Action(BUILD, piece=3, cards=cards("Wood", "Stone", "Glass"))) == "build.order"
    state = state._replace(built=(0b1, 0, 0))
    assert _cited(state, Action(BUILD, piece=1, cards=cards("Wood", "Stone"))) == "build.order"


# ---- the turn's free order (turn.actions, progress.any_time) ---------------------------------------------

TABLE = game(wonders=("Giza", "Rhodes", "Babylon"))       # names the decks of the tables below by their wonders


def urbanism_with_giza_piece_1_paid() -> object:
    """Seat 0 (Giza, Urbanism) holds a Stone and takes a Wood from its deck: the wood both pays Giza's
    first piece (2 different resources) with the stone and makes Urbanism owe an extra card."""
    state = game(wonders=("Giza", "Rhodes", "Babylon"), decks=(deck("Wood", "Blue"), deck("Blue"), deck("Blue")),
                 central=deck("Blue", "Blue"))
    state = with_hand(state, 0, "Stone")._replace(tokens=(tokens("Urbanism"), (), ()))
    return apply(R, state, take(0, TABLE))


def test_a_tokens_extra_card_and_a_build_may_come_in_either_order():
    state = urbanism_with_giza_piece_1_paid()
    build = Action(BUILD, piece=1, cards=cards("Wood", "Stone"))
    assert state.pending == (Pending("take", (0, 2, CENTRAL), free=True),)
    assert legal_actions(R, state) == sorted([build, take(CENTRAL, TABLE), take(0, TABLE), take(2, TABLE)])
    # the build first: the extra card is still owed, the turn goes on
    built = apply(R, state, build)
    assert (built.built[0], built.mover, built.pending) == (0b1, 0, state.pending)
    assert legal_actions(R, built) == sorted([take(CENTRAL, TABLE), take(0, TABLE), take(2, TABLE)])
    done = apply(R, built, take(CENTRAL, TABLE))
    assert (done.mover, done.turn, done.hands[0][K["Blue"]]) == (1, 2, 1)
    # the extra card first: the build is still owed after it
    took_first = apply(R, state, take(2, TABLE))
    assert (took_first.mover, took_first.pending, took_first.hands[0][K["Blue"]]) == (0, (), 1)
    assert legal_actions(R, took_first) == [build]
    assert apply(R, took_first, build).mover == 1


def test_what_a_built_piece_sets_off_is_decided_at_once_before_a_tokens_extra_card():
    # Alexandria's piece 2 (2 identical resources) gives the top card of any deck at once (here at seat 0)
    state = game(wonders=("Alexandria", "Rhodes", "Babylon"),
                 decks=(deck("Wood", "Blue"), deck("Blue"), deck("Blue")), central=deck("Blue", "Blue"))
    state = with_hand(state, 0, "Wood")._replace(tokens=(tokens("Urbanism"), (), ()), built=(0b1, 0, 0))
    state0 = state
    state = apply(R, state, take(0, state0))
    build = Action(BUILD, piece=2, cards=cards("Wood", "Wood"))
    assert legal_actions(R, state) == sorted([build, take(CENTRAL, state0), take(0, state0), take(2, state0)])
    state = apply(R, state, build)
    any_deck = sorted([take(CENTRAL, state0), take(0, state0), take(1, state0), take(2, state0)])
    assert [p.free for p in state.pending] == [True, False]
    assert legal_actions(R, state) == any_deck            # the piece's card alone, from any deck
    with pytest.raises(IllegalMoveError) as caught:
        apply(R, state, Action(BUILD, piece=3, cards=cards("Wood", "Wood", "Wood")))
    assert caught.value.rule == "build.effect"
    state = apply(R, state, take(1, state0))                      # the piece's card: from seat 1's deck
    assert state.pending == (Pending("take", (0, 2, CENTRAL), free=True),)
    assert legal_actions(R, state) == sorted([take(CENTRAL, state0), take(0, state0), take(2, state0)])
    with pytest.raises(IllegalMoveError) as caught:
        apply(R, state, take(1, state0))                          # Urbanism's card never comes from there
    assert caught.value.rule == "progress.extra_card"


def test_the_token_a_trade_buys_is_chosen_at_once():
    state = urbanism_with_giza_piece_1_paid()._replace(built=(0b1, 0, 0))
    state = with_hand(state, 0, "Gear", "Gear")
    trade = Action(TRADE, cards=cards("Gear", "Gear"))
    assert legal_actions(R, state) == sorted([trade, take(CENTRAL, TABLE), take(0, TABLE), take(2, TABLE)])
    state = apply(R, state, trade)
    assert legal_actions(R, state) == sorted([Action(CHOOSE, token=t) for t in sorted(set(state.face_up))]
                                             + [Action(CHOOSE, token=PILE)])
    with pytest.raises(IllegalMoveError) as caught:
        apply(R, state, take(CENTRAL, TABLE))
    assert caught.value.rule == "progress.take"


def test_an_extra_card_answers_the_narrowest_decision_that_allows_its_deck():
    state = acting(game(decks=(deck("Blue", "Blue"), deck("Blue"), deck("Blue")), central=deck("Blue")), 0)
    wide, narrow = Pending("take", (0, 2, CENTRAL), free=True), Pending("take", (0,), free=True)
    state = state._replace(pending=(wide, narrow))
    assert legal_actions(R, state) == sorted([take(CENTRAL, TABLE), take(0, TABLE), take(2, TABLE)])
    after = apply(R, state, take(0, TABLE))
    assert after.pending == (wide,)           # the narrow one answered: the wide one stays as open
    assert legal_actions(R, after) == sorted([take(CENTRAL, TABLE), take(0, TABLE), take(2, TABLE)])


# ---- a player with no card within reach (ruling turn.no_card) ----------------------------------------------

def test_a_player_with_no_card_within_reach_passes_and_the_game_ends_when_no_deck_holds_one():
    """Four players; only the decks of seats 1 and 2 hold a card, the central deck is empty.  Seat 3
    reaches decks 3 and 2, seat 0 decks 0 and 3: once deck 2 is taken, both are stuck and pass."""
    table = game(wonders=("Giza", "Rhodes", "Babylon", "Ephesus"),
                 decks=(deck(), deck("Blue"), deck("Blue"), deck()), first=2)
    state = apply_logged(R, table, take(2, table))
    after, log = state
    assert (after.outcome, after.mover, after.phase, after.turn) == (None, 1, TAKE_PHASE, 4)
    assert [e[0].kind for e in log] == ["take", "turn_passed", "turn_passed", "turn"]
    assert [e[1:] for e in log if e[0].kind in ("turn_passed", "turn")] == [(3, 2), (0, 3), (1, 4)]
    assert legal_actions(R, after) == [take(1, table)]
    final, log = apply_logged(R, after, take(1, table))
    assert final.outcome is not None and final.outcome.victory == "exhausted"
    assert [e[0].kind for e in log] == ["take", "game_over"]


def test_the_stuck_players_pass_until_the_next_player_with_a_card_within_reach():
    """Four players, cards left only in seat 0's deck, which seats 0 and 1 reach."""
    table = game(wonders=("Giza", "Rhodes", "Babylon", "Ephesus"),
                 decks=(deck("Blue", "Blue", "Blue"), deck(), deck(), deck()), first=1)
    after, log = apply_logged(R, table, take(0, table))
    assert [(e[0].kind, *e[1:]) for e in log[1:]] == [("turn_passed", 2, 2), ("turn_passed", 3, 3), ("turn", 0, 4)]
    after, log = apply_logged(R, after, take(0, table))
    assert (after.mover, after.turn, [e[0].kind for e in log]) == (1, 5, ["take", "turn"])
    final, log = apply_logged(R, after, take(0, table))
    assert (final.outcome.victory, final.decks) == ("exhausted", ((), (), (), ()))
