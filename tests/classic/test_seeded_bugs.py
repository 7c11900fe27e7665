"""Seeded bugs: each commonly-wrong reading of a rule of 7 Wonders, planted into the engine by a
test-only patch, must make the test written for that rule fail.

A bug is (name, rule id, module, attribute, the wrong version, the tests that must catch it).  The
engine has no switch for any of them; the patch replaces one function for one test and is undone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from oracle.classic import legal, scoring, turn
from oracle.classic.rules import city
from oracle.classic.state import LAST_CARD, City, Outcome, State
from tests import seeding
from tests.classic import test_edition2020 as edition
from tests.classic import test_rulebook_examples as examples
from tests.classic import test_rules as rules_tests


def _coins_of_the_turn_spent(c: City) -> int:
    return c.coins


def _everything_for_sale(rules: Any, part: Any, where: str) -> bool:
    return True


def _directions_swapped(original: Callable[..., Any]) -> Callable[..., Any]:
    def wrong(rules: Any, c: City, own: Any) -> Any:
        return original(rules, c, own)[::-1]
    return wrong


def _discounts_stacked(original: Callable[..., Any]) -> Callable[..., Any]:
    def wrong(rules: Any, c: City, own: Any) -> Any:
        out = []
        for direction in ("left", "right"):
            lowered = [rules.spec.trade_price] * len(rules.resources)
            for part in city.parts(rules, c._replace(structures=tuple(s for s in c.structures if s not in c.recent))):
                for t in part.trades:
                    if direction in t.directions:
                        for r in t.resources:
                            lowered[r] -= rules.spec.trade_price - t.price
            out.append(tuple(max(0, p) for p in lowered))
        return tuple(out)
    return wrong


def _discount_at_once(original: Callable[..., Any]) -> Callable[..., Any]:
    def wrong(rules: Any, c: City, own: Any) -> Any:
        return original(rules, c._replace(recent=()), own)
    return wrong


def _same_turn_unseen(original: Callable[..., Any]) -> Callable[..., Any]:
    def wrong(rules: Any, cities: tuple[City, ...], per: Any, seat: int) -> int:
        hidden = tuple(c if i == seat else c._replace(structures=tuple(s for s in c.structures if s not in c.recent))
                       for i, c in enumerate(cities))
        return original(rules, hidden, per, seat)
    return wrong


def _free_build_every_turn(rules: Any, state: State, c: City) -> bool:
    return any(s.free_build for s in rules.boards[c.board].stages[:c.stages])


def _seventh_card_paid(original: Callable[..., Any]) -> Callable[..., Any]:
    def wrong(rules: Any, state: State, log: list[Any]) -> State:
        paid = tuple(c._replace(coins=c.coins + rules.spec.discard_coins * len(state.hands[i]))
                     if i < len(state.hands) else c for i, c in enumerate(state.cities))
        return original(rules, state._replace(cities=paid), log)
    return wrong


def _babylon_ignored(rules: Any, c: City) -> bool:
    return False


def _own_defeats_counted(original: Callable[..., Any]) -> Callable[..., Any]:
    def wrong(rules: Any, cities: tuple[City, ...], per: Any, seat: int) -> int:
        if per.counted.kind == "piece":
            return cities[seat].defeats
        return original(rules, cities, per, seat)
    return wrong


def _wild_symbols_fixed(rules: Any, counts: list[int], wild: int, bonus: int = 0) -> int:
    have = list(counts)
    have[0] += wild
    return sum(n * n for n in have) + (rules.spec.science_set + bonus) * min(have)


def _ties_win(mine: int, theirs: int) -> int:
    return 1 if mine >= theirs else -1


_DISCARD_AT_REVEAL: list[int] = [0]     # the discard pile's size when the last turn was revealed


def _revealed_before_discards(original: Callable[..., Any]) -> Callable[..., Any]:
    def wrong(rules: Any, state: State, plays: Any, log: list[Any]) -> State:
        _DISCARD_AT_REVEAL[0] = len(state.discard)
        return original(rules, state, plays, log)
    return wrong


def _this_turns_discards_missed(original: Callable[..., Any]) -> Callable[..., Any]:
    def wrong(rules: Any, state: State, seat: int) -> list[Any]:
        older = state._replace(discard=state.discard[:_DISCARD_AT_REVEAL[0]])
        return original(rules, older, seat)  # type: ignore[no-any-return]
    return wrong


def _shipowners_count_neighbours(original: Callable[..., Any]) -> Callable[..., Any]:
    def wrong(rules: Any, cities: tuple[City, ...], per: Any, seat: int) -> int:
        names = tuple(n.value for n in per.counted.names)
        if per.counted.kind == "cards" and names == ("brown", "grey", "purple"):
            n = len(cities)
            return sum(city.colour_count(rules, cities[q], names) for q in ((seat + 1) % n, (seat - 1) % n))
        return original(rules, cities, per, seat)
    return wrong


def _every_colour_free(rules: Any, power: Any, card: int) -> bool:
    turn, held = power
    return turn or held is not None


def _leftover_card_free(original: Callable[..., Any]) -> Callable[..., Any]:
    def wrong(rules: Any, state: State, c: City) -> Any:
        turn_free, held = original(rules, state, c)
        first, last, _ = legal._powers(rules)[c.board][c.stages]
        if last and state.turn == legal._last_turn(rules):
            turn_free = state.phase == LAST_CARD or (first and state.turn == 1)
        return turn_free, held
    return wrong


def _complete_at_three(rules: Any, state: State, seat: int, condition: Any) -> bool:
    return state.cities[seat].stages >= 3


def _tie_shared(rules: Any, state: State) -> Outcome:
    sheets = scoring.score_sheet(rules, state)
    best = max(s["total"] for s in sheets)
    return Outcome("points", tuple(i for i, s in enumerate(sheets) if s["total"] == best))


# name, rule, module, attribute, wrong version (a function of the original, or the replacement), catching tests
SEEDED_BUGS: list[tuple[str, str, Any, str, Any, list[Callable[[], None]]]] = [
    ("coins received this turn paying this turn", "trade.coins_held", legal, "payable", _coins_of_the_turn_spent,
     [examples.test_e11_coins_received_in_the_turn_do_not_pay_for_babylon_bs_last_card]),
    ("yellow cards and stages sold to neighbours", "trade.sellable", city, "sellable", _everything_for_sale,
     [rules_tests.test_neighbours_never_sell_what_yellow_cards_and_stages_produce]),
    ("East and West Trading Posts swapped", "trade.discount", city, "price_lists", _directions_swapped,
     [lambda: rules_tests.test_trading_posts_lower_one_neighbours_raw_materials_and_every_payment_is_listed(
         ["West Trading Post"], [(1, 0), (0, 2)])]),
    ("Olympia B's discount added to a post's", "trade.discount", city, "price_lists", _discounts_stacked,
     [rules_tests.test_olympia_b_first_stage_does_not_add_to_a_trading_post]),
    ("a discount used in the turn it is built", "trade.discount", city, "price_lists", _discount_at_once,
     [rules_tests.test_a_trading_post_lowers_prices_only_from_the_next_turn]),
    ("cards built this turn not counted", "turn.reveal", city, "count", _same_turn_unseen,
     [rules_tests.test_vineyard_counts_the_brown_cards_built_beside_it_in_the_same_turn]),
    ("Olympia A building free twice an Age", "wonder.free_build", legal, "can_build_free", _free_build_every_turn,
     [rules_tests.test_olympia_a_builds_one_structure_free_in_each_age_never_a_stage]),
    ("the seventh card earning 3 coins", "turn.last_card", turn, "_discard_last_cards", _seventh_card_paid,
     [examples.test_e15_hands_pass_left_in_age_i_and_the_seventh_card_is_discarded_for_nothing]),
    ("Babylon B's last card ignored", "wonder.last_card", turn, "_plays_last", _babylon_ignored,
     [rules_tests.test_babylon_b_plays_the_last_card_then_the_others_are_discarded]),
    ("the Strategists Guild counting its owner's defeats", "scoring.categories", city, "count",
     _own_defeats_counted,
     [rules_tests.test_shipowners_count_their_own_city_and_themselves_strategists_the_neighbours_defeats]),
    ("a symbol of choice fixed when built", "wonder.science_choice", scoring, "science_points", _wild_symbols_fixed,
     [lambda: examples.test_e24_a_symbol_of_choice_makes_five_and_six_of_a_kind("gear")]),
    ("equal shields giving a token", "military.conflict", turn, "conflict", _ties_win,
     [rules_tests.test_equal_shields_give_no_token]),
    ("a tie not broken by coins", "victory.tie_break", scoring, "outcome", _tie_shared,
     [rules_tests.test_a_tie_on_points_goes_to_coins_and_a_tie_on_coins_is_shared]),
    ("Halicarnassus missing the discards of its turn", "wonder.discard_build", turn, "discard_options",
     _this_turns_discards_missed,
     [rules_tests.test_halicarnassus_builds_from_the_discard_pile_this_turns_discards_included]),
    ("the Shipowners Guild counting the neighbours", "scoring.categories", city, "count",
     _shipowners_count_neighbours,
     [rules_tests.test_shipowners_count_their_own_city_and_themselves_strategists_the_neighbours_defeats]),
    # the 2020 edition's
    ("Olympia Day freeing every colour", "wonder.free_colour", legal, "power_frees", _every_colour_free,
     [edition.test_the_free_build_of_a_new_colour_pays_nothing_and_uses_nothing_up]),
    ("Olympia Night freeing the card left over", "wonder.free_last_card", legal, "free_by_power",
     _leftover_card_free,
     [lambda: edition.test_olympia_night_frees_the_card_of_the_first_and_the_last_turns(2, 6, True)]),
    ("a wonder complete at three stages", "scoring.condition", scoring, "condition_holds", _complete_at_three,
     [lambda: edition.test_the_decorators_guild_scores_7_for_a_complete_wonder("Babylon Night", 2, 7),
      lambda: edition.test_the_decorators_guild_scores_7_for_a_complete_wonder("Giza Night", 3, 0)]),
]
# bugs that need a second function planted with them: (module, attribute, wrapper)
COMPANIONS: dict[str, tuple[Any, str, Any]] = {
    "Halicarnassus missing the discards of its turn": (turn, "_resolve", _revealed_before_discards),
}
WRAPPERS = (_directions_swapped, _discounts_stacked, _discount_at_once, _same_turn_unseen,
            _seventh_card_paid, _own_defeats_counted, _this_turns_discards_missed, _shipowners_count_neighbours,
            _leftover_card_free)


def planting(name: str) -> list[tuple[Any, str, Any]]:
    """Where the seeded bug ``name`` goes (see :func:`tests.seeding.planting`)."""
    return seeding.planting(SEEDED_BUGS, name, WRAPPERS, ("oracle.classic", "tests.classic"), COMPANIONS)


@pytest.mark.parametrize(("name", "rule", "module", "attribute", "wrong", "tests"), SEEDED_BUGS,
                         ids=[b[0] for b in SEEDED_BUGS])
def test_each_seeded_bug_is_caught(monkeypatch, name, rule, module, attribute, wrong, tests):  # type: ignore[no-untyped-def]
    seeding.assert_caught(monkeypatch, planting(name), tests)


def test_every_seeded_bug_names_a_rule_of_the_spec():
    import oracle

    known = {rule for variant in ("standard", "edition2020")
             for rule in oracle.load_game("classic", variant=variant, players=3).rules.rule_ids}
    assert {rule for _, rule, *_ in SEEDED_BUGS} <= known
    assert len(SEEDED_BUGS) == 18
