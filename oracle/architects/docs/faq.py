"""The Rulings and FAQ page of 7 Wonders Architects (:mod:`oracle.docs.faq`): each commonly-wrong rule of
the conformance kit asked as a player asks it, and the tests that pin each ruling and each commonly-wrong
rule.  Every test named here must exist: the documentation hook refuses a page naming a missing one.
"""

from __future__ import annotations

from oracle.architects.conformance import COMMONLY_WRONG, COMMONLY_WRONG_RULES
from oracle.docs.faq import caught_test, commonly_wrong

INTRO = ("Questions players ask about 7 Wonders Architects, answered as the reference engine plays them. "
         "The first part holds the **rulings**: the points where the French and Portuguese rulebooks, the "
         "licensed adaptation and the open engines are silent or disagree, each with its kind (rulebook, "
         "erratum, designer ruling or project decision), its sources and how sure it is. They are the data "
         "of `spec/architects/rulings.toml`, and the page of each component a ruling concerns shows it too. "
         "The second part holds the rules other engines **commonly get wrong**, as the conformance kit "
         "numbers them. Seats are numbered from 0, as in the game records.")

# Each commonly-wrong rule as players ask it; the answer is the conformance kit's statement.
QUESTIONS: dict[int, str] = {
    1: "What happens when the cards I hold pay for a piece of my wonder but I would rather keep them?",
    2: "What happens when I pay with a gold card for a resource I already hold?",
    3: "What happens when horns turn a conflict token that is not the last one?",
    4: "What happens to horns beyond the peace tokens still face up?",
    5: "What happens to my red cards once a battle has been fought?",
    6: "What happens in a battle between only two players?",
    7: "What happens when a player finishes their wonder in the middle of a turn?",
    8: "What happens when a token's effect could act twice in the same turn?",
    9: "What happens when I hold the cat: what is it worth, and when may I look at the central deck?",
    10: "What happens when Education counts my progress tokens: does it count itself?",
    11: "What happens when a player holds one Culture token, or both of them?",
    12: "What happens when two players end the game with the same points?",
    13: "What happens when a token gives me an extra card in a turn that also calls for a build or a trade?",
}

WRONG = commonly_wrong(COMMONLY_WRONG, COMMONLY_WRONG_RULES, QUESTIONS, "oracle/architects/docs/faq.py")

TURN = "tests/architects/test_turn.py::"
SCORING = "tests/architects/test_scoring.py::"
PAYMENTS = "tests/architects/test_payments.py::"
RULINGS = "tests/architects/test_rulings.py::"
SPEC = "tests/test_architects_spec.py::"

# ruling id -> the tests that set up the position it is about and check its outcome
RULING_TESTS: dict[str, tuple[str, ...]] = {
    "components.deck_contents": (f"{SPEC}test_each_deck_holds_its_cards",
                                 f"{SPEC}test_the_box_holds_235_cards_and_the_totals_row_adds_up"),
    "wonder.points": (f"{RULINGS}test_every_wonders_points_and_babylons_top_pieces_by_number",),
    "wonder.effect_pieces": (f"{SPEC}test_each_wonder_piece",),
    "wonder.rhodes_pieces": (f"{SCORING}test_the_rhodes_variant_moves_the_shield_from_piece_2_to_piece_1",),
    "wonder.order": (f"{TURN}test_a_piece_is_available_only_on_its_supports",),
    "military.two_player_zero": (f"{RULINGS}test_two_players_win_by_the_ruling_and_by_the_printed_words",
                                 f"{RULINGS}test_one_shield_against_none_wins_one_token_and_two_under_the_literal_"
                                 "variant"),
    "military.last_token": (f"{TURN}test_horns_turn_conflict_tokens_and_the_last_one_calls_a_battle_at_the_end_of_"
                            "the_turn",),
    "setup.conflict_numbers": (f"{SPEC}test_conflict_tokens_by_player_count",),
    "scoring.cat_and_victory_tokens": (f"{SCORING}test_a_full_score_sheet",),
    "progress.economy": (f"{PAYMENTS}test_economy_makes_one_gold_count_twice_when_two_units_are_missing",
                         f"{PAYMENTS}test_economy_is_never_used_for_a_single_missing_unit"),
    "progress.extra_card_kinds": (f"{SPEC}test_each_progress_token",),
    "progress.strategy": (f"{SCORING}test_a_full_score_sheet",),
    "wonder.halicarnassus_rest": (f"{RULINGS}test_halicarnassus_looks_at_all_of_a_deck_holding_fewer_than_five",
                                  f"{RULINGS}test_halicarnassus_gives_no_card_when_both_decks_are_empty"),
    "science.discard": (f"{TURN}test_science_cards_must_be_traded_for_a_token_while_one_is_on_offer",),
    "cat.peek_source": ("tests/architects/test_records.py::test_the_cat_holder_peeks_at_the_central_deck_at_the_"
                        "start_of_their_turn_only",),
    "turn.no_card": (f"{TURN}test_a_player_with_no_card_within_reach_passes_and_the_game_ends_when_no_deck_holds_"
                     "one",),
    "build.payment": (f"{PAYMENTS}test_every_choice_of_different_resources_is_a_payment",
                      f"{PAYMENTS}test_gold_stands_for_the_resource_missing"),
    "military.victory_supply": (f"{RULINGS}test_a_battle_hands_out_every_token_it_awards_past_the_28_in_the_box",),
    "progress.extra_card_taken": (f"{RULINGS}test_the_extra_card_of_a_token_is_owed_not_offered",
                                  f"{RULINGS}test_the_extra_card_lapses_only_when_every_deck_within_reach_is_empty"),
    "build.token_payments": (f"{RULINGS}test_a_piece_only_economy_pays_for_must_be_built",
                             f"{RULINGS}test_a_piece_only_engineering_pays_for_must_be_built"),
}

# commonly-wrong number -> the tests a seeded bug reading it wrongly must fail
# (tests/architects/test_seeded_bugs.py), and the run of the suite's tagged cases against that bug
CAUGHT = caught_test("architects")
WRONG_TESTS: dict[int, tuple[str, ...]] = {
    1: (f"{TURN}test_building_is_mandatory_once_the_cards_pay_for_a_piece", CAUGHT),
    2: (f"{PAYMENTS}test_resources_held_are_spent_before_gold", CAUGHT),
    3: (f"{TURN}test_horns_turn_conflict_tokens_and_the_last_one_calls_a_battle_at_the_end_of_the_turn", CAUGHT),
    4: (f"{TURN}test_excess_horns_are_lost", CAUGHT),
    5: (f"{TURN}test_red_cards_without_horns_stay_after_a_battle_and_keep_counting", CAUGHT),
    6: (f"{SCORING}test_the_two_player_battle", CAUGHT),
    7: (f"{TURN}test_the_game_ends_at_the_end_of_the_turn_the_wonder_is_completed", CAUGHT),
    8: (f"{TURN}test_a_token_giving_an_extra_card_acts_once_a_turn", CAUGHT),
    9: (f"{SCORING}test_a_full_score_sheet",
        "tests/architects/test_records.py::test_the_cat_holder_peeks_at_the_central_deck_at_the_start_of_their_turn_"
        "only", CAUGHT),
    10: (f"{SCORING}test_a_full_score_sheet", CAUGHT),
    11: (f"{SCORING}test_a_full_score_sheet", CAUGHT),
    12: (f"{SCORING}test_a_tie_goes_to_the_most_pieces_built_then_is_shared", CAUGHT),
    13: (f"{TURN}test_a_tokens_extra_card_and_a_build_may_come_in_either_order", CAUGHT),
}
