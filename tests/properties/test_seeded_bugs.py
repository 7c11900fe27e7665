"""Seeded bugs: each test breaks one rule of the engine (a monkeypatch, for the duration of the
test only) and shows that the property suites, under the ``ci`` budget, catch it — through the
invariant written for that rule.

The suites are tried cheapest first (the track walk, the state machine, the positions property)
and the first to fail settles the test; ``WONDERS_SEEDED_BUGS=all`` (or the ``nightly`` profile)
runs all three and prints the example at which each fails, the table of
``tests/properties/README.md``.  The engine itself holds no switch: every bug lives here.  The runs
are derandomized, so the number of examples each bug needs is the same on every run.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Iterable

import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.stateful import run_state_machine_as_test

from oracle.core.components import Profile
from oracle.duel import scoring, serialize, view
from oracle.duel.rules import ages, building, costs, military, science, structure
from oracle.duel.state import CIVILIAN, Outcome, Turn
from tests.properties import model as m
from tests.properties.conftest import PROFILE_VARIABLE, SEEDED_BUG_SETTINGS
from tests.properties.machine import STATS, DuelMachine
from tests.properties.strategies import positions
from tests.properties.test_positions import play_from, test_every_push_along_the_track_moves_and_loots_as_the_track_says


def pay_trade_to_opponent(mp: pytest.MonkeyPatch) -> None:
    """Trade money goes to the opponent instead of the bank (trade.bank)."""
    def pay(t: Turn, player: int, price: costs.Price, subject: str) -> None:
        t.pay(player, price.coins, subject, "cost")
        if price.trade:
            t.pay(player, price.trade, subject, "trade")
            t.gain(1 - player, price.trade, subject, "opponent trade")
    mp.setattr(building, "pay", pay)


def economy_takes_printed_cost(mp: pytest.MonkeyPatch) -> None:
    """A receive-trade holder (Economy) also takes the printed coin cost."""
    original = building.pay

    def pay(t: Turn, player: int, price: costs.Price, subject: str) -> None:
        original(t, player, price, subject)
        if price.coins and t.profile(1 - player).receives_opponent_trade:
            t.gain(1 - player, price.coins, subject, "opponent trade")
    mp.setattr(building, "pay", pay)


def coins_go_negative(mp: pytest.MonkeyPatch) -> None:
    """Losses (looting, 'opponent loses coins') are taken in full, below 0."""
    def lose(self: Turn, player: int, amount: int, subject: str = "", detail: str = "") -> int:
        self.pay(player, amount, subject, detail)
        return amount
    mp.setattr(Turn, "lose", lose)


def never_revealed(mp: pytest.MonkeyPatch) -> None:
    """A face-down card stays face down once uncovered (age.reveal)."""
    mp.setattr(structure, "reveal", lambda t: None)


def revealed_before_decisions(mp: pytest.MonkeyPatch) -> None:
    """A card turns up the moment it is uncovered, before the decisions of the move (age.reveal)."""
    original = structure.take

    def take(t: Turn, slot: int) -> None:
        original(t, slot)
        structure.reveal(t)
    mp.setattr(structure, "take", take)


def destroyed_card_vanishes(mp: pytest.MonkeyPatch) -> None:
    """A destroyed card leaves the city but never reaches the discard pile (effect.destroy)."""
    def destroy(t: Turn, player: int, card: object) -> None:
        t.remove_card(1 - player, card)  # type: ignore[arg-type]
    mp.setattr(building, "destroy", destroy)


def chains_cost_money(mp: pytest.MonkeyPatch) -> None:
    """A chain no longer makes a card free (chain.free)."""
    original = costs.price

    def price(component: object, own: Profile, opponent: Profile, base: int) -> costs.Price:
        return original(component, own._replace(chains=frozenset()), opponent, base)  # type: ignore[arg-type]
    mp.setattr(costs, "price", price)


def discount_on_cheapest_units(mp: pytest.MonkeyPatch) -> None:
    """Architecture / Masonry waive the cheapest missing units instead of the dearest (cost.discount)."""
    from itertools import product

    def cheapest(missing, choices, discount):  # type: ignore[no-untyped-def]
        best = None
        for assignment in product(*choices):
            left = {r: units for r, units, _ in missing}
            for r in assignment:
                if left.get(r):
                    left[r] -= 1
            units = sorted(price for r, _, price in missing for _ in range(left[r]))   # cheapest first
            cost = sum(units[discount:])
            best = cost if best is None else min(best, cost)
        return best or 0
    mp.setattr(costs, "cheapest_purchase", cheapest)


def strategy_boosts_wonders(mp: pytest.MonkeyPatch) -> None:
    """Strategy's extra shield applies to wonders too (effect.extra_shields)."""
    mp.setattr(Profile, "extra_shields_for", lambda self, c: sum(n for _, n in self.extra_shields))


def looting_twice(mp: pytest.MonkeyPatch) -> None:
    """Looting tokens stay on the track after they are taken (military.looting)."""
    original = military.move_pawn

    def move_pawn(t: Turn, player: int, shields: int, subject: str = "") -> None:
        kept = t.looting
        original(t, player, shields, subject)
        t.looting = kept
    mp.setattr(military, "move_pawn", move_pawn)


def law_pairs(mp: pytest.MonkeyPatch) -> None:
    """The Law token's symbol counts twice, so Law makes a pair (science.pair): in a city summed one
    component at a time and in one summed again in one pass alike."""
    original, original_all = Profile.add, Profile.add_all

    def twice(profile: Profile, c: object) -> Profile:
        if c.kind == "progress" and c.symbols:  # type: ignore[attr-defined]
            counts = list(profile.symbols)
            for s in c.symbols:  # type: ignore[attr-defined]
                counts[s] += 1
            profile = profile._replace(symbols=tuple(counts))
        return profile

    def add(self: Profile, c: object) -> Profile:
        return twice(original(self, c), c)  # type: ignore[arg-type]

    def add_all(self: Profile, components: Iterable[object]) -> Profile:
        listed = list(components)
        profile = original_all(self, listed)  # type: ignore[arg-type]
        for c in listed:
            profile = twice(profile, c)
        return profile
    mp.setattr(Profile, "add", add)
    mp.setattr(Profile, "add_all", add_all)


def science_never_wins(mp: pytest.MonkeyPatch) -> None:
    """Six different symbols do not end the game (victory.science)."""
    def symbols_gained(t: Turn, player: int, component: object) -> None:
        counts = t.profile(player).symbols
        for symbol in component.symbols:  # type: ignore[attr-defined]
            if counts[symbol] == t.rules.constants.pair_size and t.board:
                t.decide(science.Decision(science.PROGRESS_FROM_BOARD, player, t.board))
    mp.setattr(science, "symbols_gained", symbols_gained)


def blue_before_points(mp: pytest.MonkeyPatch) -> None:
    """The tie-break colour is compared before the totals (victory.tie_break)."""
    def outcome(state: object) -> Outcome:
        sheets = [scoring.score(state, 0), scoring.score(state, 1)]  # type: ignore[arg-type]
        for key in ("blue", "total"):
            if sheets[0][key] != sheets[1][key]:
                return Outcome(CIVILIAN, 0 if sheets[0][key] > sheets[1][key] else 1)
        return Outcome(CIVILIAN, None)
    mp.setattr(scoring, "civilian_outcome", outcome)


def library_draw_shown_to_both(mp: pytest.MonkeyPatch) -> None:
    """The Great Library's draw is shown to the opponent too (view.hidden)."""
    mp.setattr(view, "PROGRESS_FROM_BOX", "no such decision")


def restored_city_without_profile(mp: pytest.MonkeyPatch) -> None:
    """Restoring a state from JSON forgets to sum each city's profile again."""
    mp.setattr(serialize, "rebuild_city", lambda rules, city, extras=(): city)


def extra_turn_survives_the_age(mp: pytest.MonkeyPatch) -> None:
    """An extra turn due when the structure empties carries over into the next Age (age.play_again_lost)."""
    original = ages.end_age

    def end_age(t: Turn) -> None:
        owed = t.extra_turn
        t.extra_turn = False
        original(t)
        t.extra_turn = owed and not t.over
    mp.setattr(ages, "end_age", end_age)


def weaker_player_does_not_choose(mp: pytest.MonkeyPatch) -> None:
    """The player the pawn favours chooses who begins the next Age (age.next_starter)."""
    mp.setattr(ages, "starter_chooser", lambda pawn, last: 0 if pawn > 0 else 1 if pawn < 0 else last)


def destroy_never_offered(mp: pytest.MonkeyPatch) -> None:
    """Circus Maximus and the Statue of Zeus never let their builder destroy a card (effect.destroy)."""
    mp.setattr(building, "offer_destroy", lambda t, player, colour, relation="opponent": None)


def looting_in_track_order(mp: pytest.MonkeyPatch) -> None:
    """The looting tokens are visited in track order, not nearest first: the engine's own bug,
    fixed on this branch (test_regressions.py), put back by shadowing ``sorted`` in the module."""
    mp.setattr(military, "sorted", lambda tokens, key=None: list(tokens), raising=False)


def eighth_wonder(mp: pytest.MonkeyPatch) -> None:
    """The wonder cap is lifted to 8 (wonder.cap), through a test-only ruleset."""
    rules = dataclasses.replace(m.RULES, constants=dataclasses.replace(m.RULES.constants, wonder_cap=8))
    mp.setattr(DuelMachine, "ruleset", rules)


# bug -> the invariant that must catch it
SEEDED_BUGS: dict[Callable[[pytest.MonkeyPatch], None], str] = {
    pay_trade_to_opponent: "coin conservation",
    economy_takes_printed_cost: "coin conservation",
    coins_go_negative: "coin conservation",
    never_revealed: "card conservation",
    revealed_before_decisions: "card conservation",
    destroyed_card_vanishes: "card conservation",
    chains_cost_money: "costs and legal actions",
    discount_on_cheapest_units: "costs and legal actions",
    strategy_boosts_wonders: "military",
    looting_twice: "military",
    looting_in_track_order: "military",
    law_pairs: "science",
    science_never_wins: "terminal victories",
    blue_before_points: "scoring",
    library_draw_shown_to_both: "hidden information",
    restored_city_without_profile: "round trips",
    extra_turn_survives_the_age: "turn order",
    weaker_player_does_not_choose: "costs and legal actions",
    destroy_never_offered: "turn order",
    eighth_wonder: "the 7-wonder cap",
}


def run_machine() -> None:
    run_state_machine_as_test(DuelMachine, settings=SEEDED_BUG_SETTINGS)


def run_positions() -> None:
    SEEDED_BUG_SETTINGS(given(positions(), st.data())(play_from))()


def run_track() -> None:
    test_every_push_along_the_track_moves_and_loots_as_the_track_says()


# The exhaustive walk along the track (military and coins only; one run, not an example count), the
# state machine and the generated positions (transition invariants only; see test_positions.py),
# cheapest first: a suite that does not catch a bug runs its whole budget.
SUITES = {"track": (run_track, None), "state machine": (run_machine, "examples"),
          "positions": (run_positions, "position examples")}
# every suite for every bug, for the README's table: a deep run, asked for
EVERY_SUITE = os.environ.get("WONDERS_SEEDED_BUGS") == "all" or os.environ.get(PROFILE_VARIABLE) == "nightly"


def catches(bug: Callable[[pytest.MonkeyPatch], None], every: bool = EVERY_SUITE) -> dict[str, tuple[int, str] | None]:
    """For each suite run: (examples run until the failure, the failure message), or None if it
    passed; the suites after the first failure are not run unless ``every``."""
    found: dict[str, tuple[int, str] | None] = {}
    for name, (run, counter) in SUITES.items():
        with pytest.MonkeyPatch.context() as mp:
            bug(mp)
            before = STATS[counter] if counter else 0
            try:
                run()
                found[name] = None
            except AssertionError as error:
                # the last example replays the failure; the track walk is one run
                found[name] = (STATS[counter] - before - 1 if counter else 1, str(error))
        if found[name] is not None and not every:
            break
    return found


@pytest.mark.parametrize("bug", list(SEEDED_BUGS), ids=lambda bug: bug.__name__)
def test_seeded_bug_is_caught_by_its_invariant(bug):
    found = catches(bug)
    report = {name: None if f is None else f[0] for name, f in found.items()}
    print(f"\nseeded bug {bug.__name__} -> {SEEDED_BUGS[bug]}: example at which each suite fails: {report}")
    assert any(found.values()), f"{bug.__name__} was not caught within the ci budget"
    for name, f in found.items():
        assert f is None or f[1].startswith(SEEDED_BUGS[bug] + ":"), f"{bug.__name__}: the {name} failed with {f[1]}"
