"""Battles and final scoring (military.battle, military.two_player, scoring.points, victory.tie_break)."""

from __future__ import annotations

import pytest

from oracle.architects.rules.battle import TWO_PLAYER_LITERAL, battle_victories, shields, two_player_victories
from oracle.architects.scoring import outcome, score_sheet
from tests.architects.support import R, W, game, tokens, with_hand


@pytest.mark.parametrize(("mine", "theirs", "standard", "literal"), [
    (1, 0, 1, 2), (2, 0, 2, 2), (2, 1, 2, 2), (3, 2, 1, 1), (4, 2, 2, 2), (0, 0, 0, 0), (2, 2, 0, 0), (1, 3, 0, 0)])
def test_the_two_player_battle(mine: int, theirs: int, standard: int, literal: int):
    assert two_player_victories(mine, theirs, 2) == standard
    assert two_player_victories(mine, theirs, 2, TWO_PLAYER_LITERAL) == literal


def test_shields_come_from_red_cards_rhodes_and_tactics():
    state = game(wonders=("Rhodes", "Giza"), decks=((), ()))
    state = with_hand(state, 0, "Red", "Red with 1 Horn")
    state = state._replace(built=(0b1010, 0), tokens=(tokens("Tactics"), ()))
    assert shields(R, state, 0) == 2 + 2 + 2
    assert battle_victories(R, state) == (2, 0)


def test_in_a_larger_game_each_neighbour_with_fewer_shields_gives_a_token():
    state = game(wonders=("Giza", "Rhodes", "Babylon", "Ephesus"), decks=((), (), (), ()))
    for seat, reds in enumerate((3, 1, 1, 0)):
        state = with_hand(state, seat, *["Red"] * reds)
    # seat 0 beats seats 1 and 3; seats 1 and 2 tie each other and beat nothing but seat 3 (seat 2)
    assert battle_victories(R, state) == (2, 0, 1, 0)


def test_a_full_score_sheet():
    state = game(wonders=("Giza", "Rhodes"), decks=((), ()))
    state = with_hand(state, 0, "Blue", "Blue with Cat", "Blue with Cat", "Wood")
    state = state._replace(built=(0b11111, 0b1), cat=0, victories=(2, 1),
                           tokens=(tokens("Culture", "Culture", "Decoration", "Education", "Politics", "Strategy"),
                                   tokens("Culture", "Decoration")))
    sheets = score_sheet(R, state)
    # seat 0: Giza 4+5+6+7+8; cards 3+2+2; Culture 12 for both, Decoration 6 (complete), Education
    # 2 x 6 tokens, Politics 2 cat cards, Strategy 2 tokens; cat 2; military 2 x 3
    assert sheets[0] == {"wonder": 30, "cards": 7, "progress": 12 + 6 + 12 + 2 + 2, "cat": 2, "military": 6,
                         "total": 79}
    # seat 1: Rhodes piece 1: 4; Culture 4 for one; Decoration 4 (not complete); military 3
    assert sheets[1] == {"wonder": 4, "cards": 0, "progress": 8, "cat": 0, "military": 3, "total": 15}
    assert outcome(R, state, "civilian").winners == (0,)


def test_a_tie_goes_to_the_most_pieces_built_then_is_shared():
    state = game(wonders=("Giza", "Rhodes"), decks=((), ()))
    # Giza piece 1 (4) against Rhodes pieces 1 and 2 (4 + 4) plus 4 points of blue cards
    state = with_hand(state, 0, "Blue", "Blue", "Blue with Cat", "Blue with Cat", "Blue with Cat")
    state = state._replace(built=(0b1, 0b11))
    sheets = score_sheet(R, state)
    assert sheets[0]["total"] == 4 + 12 == 16 and sheets[1]["total"] == 8
    state = with_hand(state, 1, "Blue", "Blue with Cat", "Blue with Cat")
    assert [s["total"] for s in score_sheet(R, state)] == [16, 15]
    state = with_hand(state, 1, "Blue", "Blue", "Blue with Cat")
    assert [s["total"] for s in score_sheet(R, state)] == [16, 16]
    assert outcome(R, state, "civilian").winners == (1,)
    # two pieces each, 11 points each (Giza 4 + 5 and a cat card; Rhodes 4 + 4 and a blue card): shared
    state = with_hand(state._replace(built=(0b11, 0b11)), 0, "Blue with Cat")
    state = with_hand(state, 1, "Blue")
    assert [s["total"] for s in score_sheet(R, state)] == [11, 11]
    assert outcome(R, state, "civilian").winners == (0, 1)


def test_the_rhodes_variant_moves_the_shield_from_piece_2_to_piece_1():
    from oracle.architects.ruleset import load_ruleset

    other = load_ruleset(None, "rhodes_pieces_1_4")
    standard = [p.shields for p in R.wonders[W["Rhodes"]].pieces]
    variant = [p.shields for p in other.wonders[W["Rhodes"]].pieces]
    assert (standard, variant) == ([0, 1, 0, 1, 0], [1, 0, 0, 1, 0])
    # everything else is the same ruleset
    assert [w for w in other.wonders if w.name != "Rhodes"] == [w for w in R.wonders if w.name != "Rhodes"]
    state = game(wonders=("Rhodes", "Giza"), decks=((), ()))._replace(built=(0b1, 0))
    assert (shields(R, state, 0), shields(other, state, 0)) == (0, 1)


def test_the_games_variants_are_the_specs():
    import oracle

    assert oracle.game_class("architects").variants == tuple(R.spec.variants)
    assert {r.variant for r in R.spec.rulings if r.variant} <= set(R.spec.variants)
