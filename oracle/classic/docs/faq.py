"""The Rulings and FAQ page of 7 Wonders (:mod:`oracle.docs.faq`): each commonly-wrong rule of the
conformance kit asked as a player asks it, and the tests that pin each ruling and each commonly-wrong rule.
Every test named here must exist: the documentation hook refuses a page naming a missing one.
"""

from __future__ import annotations

from oracle.classic.conformance import COMMONLY_WRONG, COMMONLY_WRONG_RULES
from oracle.docs.faq import caught_test, commonly_wrong

INTRO = ("Questions players ask about 7 Wonders, answered as the reference engine plays them. The first part "
         "holds the **rulings**: the points where the Portuguese and English rulebooks of the first edition "
         "and the open engines compared field by field are silent or disagree, each with its kind (rulebook, "
         "erratum, designer ruling or project decision), its sources and how sure it is. They are the data of "
         "`spec/classic/rulings.toml`, and the page of each card or board a ruling concerns shows it too. The "
         "second part holds the rules other engines **commonly get wrong**, as the conformance kit numbers "
         "them. Seats are numbered from 0, as in the game records.")

# Each commonly-wrong rule as players ask it; the answer is the conformance kit's statement.
QUESTIONS: dict[int, str] = {
    1: "What happens to coins I receive during a turn: can they pay for what I buy that same turn?",
    2: "What happens when I want to buy from a neighbour what their Forum, Caravansery or wonder stage produces?",
    3: "What happens to prices when I build the West Trading Post or the East Trading Post: which neighbour "
       "gets cheaper?",
    4: "What happens when Olympia B's first stage and a Trading Post both lower the price of one raw material?",
    5: "What happens to prices in the very turn a Trading Post or the Marketplace is built?",
    6: "What happens when the Vineyard or the Bazar counts cards a neighbour builds in the same turn?",
    7: "What happens when Halicarnassus searches the discard pile: which cards may it take, and when?",
    8: "What happens when Olympia A's free build is used: how often, and may it pay for a wonder stage?",
    9: "What happens to the seventh card of each hand at the end of an Age?",
    10: "What happens to the last card of an Age once Babylon B's second stage is built?",
    11: "What happens when the Shipowners Guild counts cards: whose, and does it count itself?",
    12: "What happens when the Strategists Guild counts defeat tokens: whose?",
    13: "What happens when Babylon or the Scientists Guild gives a science symbol of my choice: when do I choose?",
    14: "What happens in a conflict when both neighbours have as many shields?",
    15: "What happens when two players end the game with the same points?",
    16: "What happens in the 2020 edition when Olympia's Day side stands and I build a second card of a colour?",
    17: "What happens in the 2020 edition at the end of an Age when Olympia's Night side has its second stage: "
        "which card is free?",
    18: "What happens in the 2020 edition to the Decorators Guild when my wonder's side has 2 or 4 stages?",
}

WRONG = commonly_wrong(COMMONLY_WRONG, COMMONLY_WRONG_RULES, QUESTIONS, "oracle/classic/docs/faq.py")

RULES = "tests/classic/test_rules.py::"
EXAMPLES = "tests/classic/test_rulebook_examples.py::"
FREE_CITY = "tests/classic/test_free_city.py::"
SPEC = "tests/classic/test_spec.py::"
EDITION = "tests/classic/test_edition2020.py::"

# ruling id -> the tests that set up the position it is about and check its outcome
RULING_TESTS: dict[str, tuple[str, ...]] = {
    "components.laboratory": (f"{SPEC}test_every_card_matches_the_table",),
    "components.chamber_of_commerce": (f"{SPEC}test_every_card_matches_the_table",),
    "components.arsenal": (f"{SPEC}test_every_card_matches_the_table",),
    "components.stage_costs": (f"{SPEC}test_every_stage_matches_the_table",),
    "scoring.shipowners": (f"{RULES}test_shipowners_count_their_own_city_and_themselves_strategists_the_neighbours_"
                           "defeats",),
    "trade.what_may_be_bought": (f"{RULES}test_a_city_buys_only_what_it_lacks",),
    "trade.discount_start": (f"{RULES}test_a_trading_post_lowers_prices_only_from_the_next_turn",),
    "trade.coins_of_the_turn": (f"{EXAMPLES}test_e11_coins_received_in_the_turn_do_not_pay_for_babylon_bs_last_card",
                                f"{EXAMPLES}test_e11_trade_c_coins_short_at_the_start_of_the_turn_cannot_buy_the_"
                                "forums_clay"),
    "wonder.last_card_timing": (f"{RULES}test_babylon_b_plays_the_last_card_then_the_others_are_discarded",),
    "wonder.discard_build_timing": (f"{RULES}test_halicarnassus_builds_from_the_discard_pile_this_turns_discards_"
                                    "included",),
    "wonder.free_build_scope": (f"{RULES}test_olympia_a_builds_one_structure_free_in_each_age_never_a_stage",),
    "free_city.first_holder": (f"{FREE_CITY}test_the_holder_of_each_age",),
    "free_city.tokens": (f"{FREE_CITY}test_a_strategists_guild_counts_the_free_citys_defeat_tokens",),
    "free_city.no_hand": (f"{FREE_CITY}test_babylon_b_gives_the_free_city_no_seventh_card",),
    "free_city.chain_forced": (f"{FREE_CITY}test_the_free_city_builds_a_linked_card_for_nothing_and_only_so",
                               f"{FREE_CITY}test_olympia_a_never_builds_the_free_citys_linked_card"),
    "free_city.at_once": (f"{FREE_CITY}test_the_free_citys_vineyard_counts_the_brown_cards_built_beside_it_in_the_"
                          "same_turn",),
    "wonder.last_card_optional": (f"{RULES}test_babylon_b_plays_the_last_card_then_the_others_are_discarded",),
}

# commonly-wrong number -> the tests a seeded bug reading it wrongly must fail
# (tests/classic/test_seeded_bugs.py), and the run of the suite's tagged cases against that bug
CAUGHT = caught_test("classic")
WRONG_TESTS: dict[int, tuple[str, ...]] = {
    1: (f"{EXAMPLES}test_e11_coins_received_in_the_turn_do_not_pay_for_babylon_bs_last_card", CAUGHT),
    2: (f"{RULES}test_neighbours_never_sell_what_yellow_cards_and_stages_produce", CAUGHT),
    3: (f"{RULES}test_trading_posts_lower_one_neighbours_raw_materials_and_every_payment_is_listed", CAUGHT),
    4: (f"{RULES}test_olympia_b_first_stage_does_not_add_to_a_trading_post", CAUGHT),
    5: (f"{RULES}test_a_trading_post_lowers_prices_only_from_the_next_turn", CAUGHT),
    6: (f"{RULES}test_vineyard_counts_the_brown_cards_built_beside_it_in_the_same_turn", CAUGHT),
    7: (f"{RULES}test_halicarnassus_builds_from_the_discard_pile_this_turns_discards_included", CAUGHT),
    8: (f"{RULES}test_olympia_a_builds_one_structure_free_in_each_age_never_a_stage", CAUGHT),
    9: (f"{EXAMPLES}test_e15_hands_pass_left_in_age_i_and_the_seventh_card_is_discarded_for_nothing", CAUGHT),
    10: (f"{RULES}test_babylon_b_plays_the_last_card_then_the_others_are_discarded", CAUGHT),
    11: (f"{RULES}test_shipowners_count_their_own_city_and_themselves_strategists_the_neighbours_defeats", CAUGHT),
    12: (f"{RULES}test_shipowners_count_their_own_city_and_themselves_strategists_the_neighbours_defeats", CAUGHT),
    13: (f"{EXAMPLES}test_e24_a_symbol_of_choice_makes_five_and_six_of_a_kind", CAUGHT),
    14: (f"{RULES}test_equal_shields_give_no_token", CAUGHT),
    15: (f"{RULES}test_a_tie_on_points_goes_to_coins_and_a_tie_on_coins_is_shared", CAUGHT),
    16: (f"{EDITION}test_the_free_build_of_a_new_colour_pays_nothing_and_uses_nothing_up", CAUGHT),
    17: (f"{EDITION}test_olympia_night_frees_the_card_of_the_first_and_the_last_turns", CAUGHT),
    18: (f"{EDITION}test_the_decorators_guild_scores_7_for_a_complete_wonder", CAUGHT),
}
