"""Seeded bugs: each commonly-wrong reading of an Architects rule, planted into the engine by a
test-only patch, must make the test written for that rule fail.

A bug is (name, rule id, module, attribute, the wrong version, the tests that must catch it).  The
engine has no switch for any of them; the patch replaces one function for one test and is undone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from oracle.architects import legal, scoring, turn, view
from oracle.architects.rules import battle, payments
from oracle.architects.state import Draft, State
from tests import seeding
from tests.architects import test_payments, test_records, test_scoring, test_turn


def _building_optional(rules: Any, state: State, seat: int) -> bool:
    return False


def _gold_while_held(original: Callable[..., Any]) -> Callable[..., Any]:
    def wrong(rules: Any, piece: Any, means: Any) -> list[Any]:
        """Gold may stand in for a resource the player holds: one resource card of a payment
        swapped for a spare gold card."""
        found = list(original(rules, piece, means))
        gold = next(i for i, k in enumerate(rules.kinds) if k.wild)
        for p in list(found):
            if means.hand[gold] > p.cards.count(gold):
                for k in set(p.cards) - {gold}:
                    cards = list(p.cards)
                    cards.remove(k)
                    found.append(payments.Payment(tuple(sorted((*cards, gold))), p.economy, p.engineering))
        return sorted(set(found))
    return wrong


def _battle_on_every_flip(before: int, after: int, total: int) -> bool:
    return after > before


def _horns_carried_over(before: int, horns: int, total: int) -> int:
    return before + horns


def _all_red_discarded(original: Callable[..., Any]) -> Callable[..., Any]:
    def wrong(rules: Any, draft: Draft, won: tuple[int, ...]) -> None:
        original(rules, draft, won)
        draft.hands = tuple(tuple(0 if rules.kinds[k].colour == "red" else n for k, n in enumerate(h))
                            for h in draft.hands)
    return wrong


def _two_player_as_many(mine: int, theirs: int, double: int, variant: str = "standard") -> int:
    return 2 * int(mine > theirs)   # both neighbours are the one opponent: a token from each side


def _ends_at_once(original: Callable[..., Any]) -> Callable[..., Any]:
    def wrong(rules: Any, draft: Draft, seat: int, action: Any, log: list[Any]) -> None:
        original(rules, draft, seat, action, log)
        if scoring.wonder_complete(rules, draft, seat):
            draft.outcome, draft.pending = scoring.outcome(rules, draft.freeze(), "civilian"), ()
    return wrong


def _tokens_twice(original: Callable[..., Any]) -> Callable[..., Any]:
    def wrong(rules: Any, draft: Draft, seat: int, trigger: str, fires: Any) -> None:
        draft.used = frozenset()
        original(rules, draft, seat, trigger, fires)
    return wrong


def _cat_worth(points: int) -> Callable[..., Any]:
    original = scoring.score_sheet

    def wrong(rules: Any, state: State) -> list[dict[str, int]]:
        sheets = original(rules, state)
        for sheet in sheets:
            if sheet["cat"]:
                sheet["total"] += points - sheet["cat"]
                sheet["cat"] = points
        return sheets
    return wrong


def _peek_for_holder_always(state: State, player: int) -> bool:
    return state.cat == player and bool(state.central)


def _education_without_itself(original: Callable[..., Any]) -> Callable[..., Any]:
    def wrong(rules: Any, ruleset: Any, state: State, seat: int) -> int:
        n = original(rules, ruleset, state, seat)
        return n - 1 if rules.kind == "progress" else n
    return wrong


def _culture_per_token(original: Callable[..., Any]) -> Callable[..., Any]:
    def wrong(ruleset: Any, state: State, seat: int, effect: Any, copies: int) -> int:
        if effect.construct == "points_by_copies":
            return effect.amounts[0]
        return original(ruleset, state, seat, effect, copies)
    return wrong


def _extra_card_forced_first(pending: tuple[Any, ...]) -> Any:
    """Every decision owed comes first, a token's extra card included: the turn's builds and trades
    wait until the extra cards are taken."""
    return pending[0] if pending else None


def _tie_break_shared(rules: Any, state: State, victory: str) -> Any:
    sheets = scoring.score_sheet(rules, state)
    best = max(s["total"] for s in sheets)
    return scoring.Outcome(victory, tuple(i for i, s in enumerate(sheets) if s["total"] == best))


# name, rule, module, attribute, wrong version (a function of the original, or the replacement), catching tests
SEEDED_BUGS: list[tuple[str, str, Any, str, Any, list[Callable[[], None]]]] = [
    ("building left optional", "build.mandatory", turn, "can_build", _building_optional,
     [test_turn.test_building_is_mandatory_once_the_cards_pay_for_a_piece]),
    ("gold used while the resource is held", "build.gold", payments, "payments", _gold_while_held,
     [test_payments.test_resources_held_are_spent_before_gold]),
    ("a battle on every flip", "military.battle_call", turn, "battle_called", _battle_on_every_flip,
     [test_turn.test_horns_turn_conflict_tokens_and_the_last_one_calls_a_battle_at_the_end_of_the_turn]),
    ("excess horns carried over", "military.horns", turn, "turned", _horns_carried_over,
     [test_turn.test_excess_horns_are_lost]),
    ("red cards without horns discarded after a battle", "military.reset", battle, "after_battle",
     _all_red_discarded, [test_turn.test_red_cards_without_horns_stay_after_a_battle_and_keep_counting]),
    ("the 2-player battle scored as with more players", "military.two_player", battle, "two_player_victories",
     _two_player_as_many, [lambda: test_scoring.test_the_two_player_battle(3, 2, 1, 1)]),
    ("the game ending at once", "end.wonder", turn, "_build", _ends_at_once,
     [test_turn.test_the_game_ends_at_the_end_of_the_turn_the_wonder_is_completed]),
    ("a token effect used twice in a turn", "progress.once_per_turn", turn, "_token_triggers", _tokens_twice,
     [test_turn.test_a_token_giving_an_extra_card_acts_once_a_turn]),
    ("the cat worth 3", "scoring.points", scoring, "score_sheet", _cat_worth(3),
     [test_scoring.test_a_full_score_sheet]),
    ("the peek given to the holder at any time", "cat.peek", view, "peeks", _peek_for_holder_always,
     [test_records.test_the_cat_holder_peeks_at_the_central_deck_at_the_start_of_their_turn_only]),
    ("Education not counting itself", "scoring.points", scoring, "_count", _education_without_itself,
     [test_scoring.test_a_full_score_sheet]),
    ("Culture scored per token", "scoring.points", scoring, "effect_points", _culture_per_token,
     [test_scoring.test_a_full_score_sheet]),
    ("the tie-break on anything but pieces built", "victory.tie_break", scoring, "outcome", _tie_break_shared,
     [test_scoring.test_a_tie_goes_to_the_most_pieces_built_then_is_shared]),
    ("a token's extra card forced ahead of the builds", "progress.any_time", legal, "at_once", _extra_card_forced_first,
     [test_turn.test_a_tokens_extra_card_and_a_build_may_come_in_either_order]),
]
WRAPPERS = (_gold_while_held, _all_red_discarded, _ends_at_once, _tokens_twice, _education_without_itself,
            _culture_per_token)


def planting(name: str) -> list[tuple[Any, str, Any]]:
    """Where the seeded bug ``name`` goes (see :func:`tests.seeding.planting`)."""
    return seeding.planting(SEEDED_BUGS, name, WRAPPERS, ("oracle.architects", "tests.architects"))


@pytest.mark.parametrize(("name", "rule", "module", "attribute", "wrong", "tests"), SEEDED_BUGS,
                         ids=[b[0] for b in SEEDED_BUGS])
def test_each_seeded_bug_is_caught(monkeypatch, name, rule, module, attribute, wrong, tests):  # type: ignore[no-untyped-def]
    seeding.assert_caught(monkeypatch, planting(name), tests)


def test_every_seeded_bug_names_a_rule_of_the_spec():
    from tests.architects.support import R

    assert {rule for _, rule, *_ in SEEDED_BUGS} <= set(R.rule_ids)
    assert len(SEEDED_BUGS) == 14
