"""A test-only engine: the oracle's adapter with one rule deliberately broken.

    python tests/conformance/mutants.py BUG

Each bug is a rule other engines commonly get wrong (numbered as in the reference list), a
wrong trade price, the first printing's rule for who begins an Age, or face-down cards that
never turn up.  The mutation test runs ``oracle conform`` against each and expects the runner
to catch it with a failure that names a rule id.  The bugs live here, never in the engine.
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


from oracle.conformance.adapter import Adapter, serve
from oracle.core import effects as compiler
from oracle.core.components import Profile
from oracle.duel.events import AgeDealt
from oracle.duel.rules import ages, building, costs, military, progress, science, structure, wonders
from oracle.duel.ruleset import load_ruleset_from
from oracle.duel.state import BUILD_FROM_DISCARD, PROGRESS_FROM_BOX, STARTER, Decision
from oracle.resources import spec_dir


def trade_counts_choice_producers() -> None:
    """1: the opponent's yellow cards and wonders with choice production raise trade prices.  (The
    oracle keeps a city's prices by the opponent's trade weights, which this bug does not change:
    prices are worked out afresh, so that the engine answers the same whatever it was asked before.)"""
    original = costs.unchained

    def unchained(component, own, opponent, base):  # type: ignore[no-untyped-def]
        weight = tuple(w + sum(1 for c in opponent.choices if r in c) for r, w in enumerate(opponent.trade_weight))
        return original(component, own, opponent._replace(trade_weight=weight), base)

    costs.unchained = unchained
    costs.prices = lambda own, opponent, base: {}   # nothing remembered


def economy_pays_printed_cost() -> None:
    """2: Economy also hands over the printed coin cost."""
    original = building.pay

    def pay(t, player, price, subject):  # type: ignore[no-untyped-def]
        original(t, player, price, subject)
        if price.coins and t.profile(1 - player).receives_opponent_trade:
            t.gain(1 - player, price.coins, subject, "opponent trade")
    building.pay = pay


def strategy_on_wonders() -> None:
    """3: Strategy's extra shield also applies to wonders."""
    def extra(self: Profile, c):  # type: ignore[no-untyped-def]
        return sum(n for _, n in self.extra_shields)
    Profile.extra_shields_for = extra  # type: ignore[method-assign]


def extra_turn_kept_at_age_end() -> None:
    """4: an extra turn due at the end of an Age is played at the start of the next one."""
    original = ages.end_age

    def end_age(t):  # type: ignore[no-untyped-def]
        if t.extra_turn and t.age < 3:
            player = t.player
            t.extra_turn = False
            structure.deal(t, t.age + 1)
            t.events.append((AgeDealt, player, ages.AGE_NAMES[t.age]))
            t.to_move = player
            return
        original(t)
    ages.end_age = end_age


_double: dict[int, bool] = {}


def theology_twice() -> None:
    """5: Theology gives a second extra turn to a wonder that already has one."""
    original_build = wonders.build
    original_advance = ages.advance

    def build(t, card, wonder, slot, price=None):  # type: ignore[no-untyped-def]
        original_build(t, card, wonder, slot, price)
        if wonder.play_again and t.profile(t.player).grants_play_again(wonder):
            _double[t.player] = True

    def advance(t):  # type: ignore[no-untyped-def]
        if not t.over and not t.pending and not t.extra_turn and _double.pop(t.player, False) \
                and t.accessible:
            t.extra_turn = True
        original_advance(t)
    wonders.build = build
    ages.advance = advance


def no_wonder_cap() -> None:
    """6: an eighth wonder may be built."""
    wonders.apply_cap = lambda t: None
    AFTER_LOAD.append(lambda rules: object.__setattr__(
        rules, "constants", dataclasses.replace(rules.constants, wonder_cap=rules.constants.wonder_cap + 1)))


def great_library_draws_last_three() -> None:
    """7: the Great Library draws the wrong tokens (the last three of the box)."""
    def offer(t, player, draw):  # type: ignore[no-untyped-def]
        if t.box:
            t.decide(Decision(PROGRESS_FROM_BOX, player, t.box[-draw:]))
    progress.offer_from_box = offer


def mausoleum_takes_setup_removals() -> None:
    """8: the Mausoleum also offers the cards removed at setup."""
    def offer(t, player):  # type: ignore[no-untyped-def]
        dealt = {c for age in t.setup.ages for c in age}
        removed = tuple(c.index for c in t.rules.cards if c.index not in dealt and c.deck != "guild")
        if t.discard or removed:
            t.decide(Decision(BUILD_FROM_DISCARD, player, t.discard + removed))
    building.offer_discard_build = offer


def law_not_counted() -> None:
    """9: Law does not count toward six different symbols."""
    law = None

    def distinct(symbols):  # type: ignore[no-untyped-def]
        nonlocal law
        if law is None:
            law = load().vocabulary.science_symbols.index("law")
        return sum(1 for i, n in enumerate(symbols) if n and i != law)
    science.distinct_symbols = distinct


def discount_on_cheapest_units() -> None:
    """10: discounts remove the cheapest missing units instead of the dearest."""
    from itertools import product

    def cheapest(missing, choices, discount):  # type: ignore[no-untyped-def]
        best = None
        for assignment in product(*choices):
            left = {r: units for r, units, _ in missing}
            for r in assignment:
                if left.get(r):
                    left[r] -= 1
            units = sorted(price for r, _, price in missing for _ in range(left[r]))
            cost = sum(units[discount:])
            best = cost if best is None else min(best, cost)
        return best or 0
    costs.cheapest_purchase = cheapest


def guild_counts_own_city() -> None:
    """11: guilds count only the owner's city instead of the city with the most."""
    original = compiler._Compiler.count

    def count(self, per):  # type: ignore[no-untyped-def]
        if per.effective_scope.kind == "most":
            from oracle.dsl import ast
            per = ast.Per(per.every, per.counted, ast.OWN_CITY)
        return original(self, per)
    compiler._Compiler.count = count  # type: ignore[method-assign]


def card_not_counting_itself() -> None:
    """12: a card's 'when built' count runs before the card joins the city (Lighthouse misses itself)."""
    def place(t, player, card, chained):  # type: ignore[no-untyped-def]
        if chained:
            for effect in t.profile(player).on_chain_build:
                effect(t, player)
        from oracle.core.effects import run_instants
        run_instants(t, player, card)
        t.add_card(player, card)
        science.symbols_gained(t, player, card)
    building.place_card = place


def trade_money_to_opponent() -> None:
    """13: coins paid for trading go to the opponent."""
    original = building.pay

    def pay(t, player, price, subject):  # type: ignore[no-untyped-def]
        original(t, player, price, subject)
        if price.trade and not t.profile(1 - player).receives_opponent_trade:
            t.gain(1 - player, price.trade, subject, "opponent trade")
    building.pay = pay


def looting_below_zero() -> None:
    """14: looting takes the token's full value, leaving a short player below 0 (other losses stay
    bounded by the coins held)."""
    from oracle.duel.state import Turn
    original = Turn.lose

    def lose(self, player, amount, subject="", detail=""):  # type: ignore[no-untyped-def]
        if subject != "looting":
            return original(self, player, amount, subject, detail)
        self.pay(player, amount, subject, detail)
        return amount
    Turn.lose = lose  # type: ignore[method-assign]


def looting_every_time() -> None:
    """14: a looting token triggers each time its zone is entered."""
    original = military.move_pawn

    def move(t, player, shields, subject=""):  # type: ignore[no-untyped-def]
        t.looting = (True,) * len(t.looting)
        original(t, player, shields, subject)
    military.move_pawn = move


def looting_in_track_order() -> None:
    """14: a push across both looting zones takes the tokens in track order, not the nearer first
    (the engine visits the tokens unsorted: the module-level name ``sorted`` is shadowed)."""
    military.sorted = lambda tokens, key=None: list(tokens)  # type: ignore[attr-defined]


def trade_base_three() -> None:
    """Wrong trade prices: a missing unit costs 3 plus the opponent's production."""
    original = costs.unchained

    def unchained(component, own, opponent, base):  # type: ignore[no-untyped-def]
        return original(component, own, opponent, base + 1)
    costs.unchained = unchained


def first_printing_starter() -> None:
    """The first printing's starter rule: with the pawn centred the last active player simply begins."""
    original = ages.end_age

    def end_age(t):  # type: ignore[no-untyped-def]
        original(t)
        if t.pending and t.pending[-1].kind == STARTER and t.pawn == 0:
            t.pending = t.pending[:-1]
            ages.begin(t, t.last_active)
    ages.end_age = end_age


def never_reveal() -> None:
    """Face-down cards never turn face up, so they never become takeable."""
    def take(t, slot):  # type: ignore[no-untyped-def]
        layout = t.rules.layouts[t.age - 1]
        cards = list(t.structure)
        cards[slot] = -1
        accessible = [s for s in t.accessible if s != slot]
        for parent in layout.covers[slot]:
            if cards[parent] >= 0 and t.face_up >> parent & 1 \
                    and all(cards[c] < 0 for c in layout.covered_by[parent]):
                accessible.append(parent)
        t.structure = tuple(cards)
        t.accessible = tuple(sorted(accessible))
        t.last_active = t.player
    structure.take = take


def reveal_before_decisions() -> None:
    """15: an uncovered card turns face up at once, before the decisions of the move."""
    original = structure.take

    def take(t, slot):  # type: ignore[no-untyped-def]
        original(t, slot)
        structure.reveal(t)
    structure.take = take


BUGS = {
    "trade-counts-choice-producers": (1, trade_counts_choice_producers),
    "economy-pays-printed-cost": (2, economy_pays_printed_cost),
    "strategy-on-wonders": (3, strategy_on_wonders),
    "extra-turn-kept-at-age-end": (4, extra_turn_kept_at_age_end),
    "theology-twice": (5, theology_twice),
    "no-wonder-cap": (6, no_wonder_cap),
    "great-library-draws-last-three": (7, great_library_draws_last_three),
    "mausoleum-takes-setup-removals": (8, mausoleum_takes_setup_removals),
    "law-not-counted": (9, law_not_counted),
    "discount-on-cheapest-units": (10, discount_on_cheapest_units),
    "guild-counts-own-city": (11, guild_counts_own_city),
    "card-not-counting-itself": (12, card_not_counting_itself),
    "trade-money-to-opponent": (13, trade_money_to_opponent),
    "looting-below-zero": (14, looting_below_zero),
    "looting-every-time": (14, looting_every_time),
    "looting-in-track-order": (14, looting_in_track_order),
    "reveal-before-decisions": (15, reveal_before_decisions),
    "trade-base-three": (0, trade_base_three),
    "first-printing-starter": (0, first_printing_starter),
    "never-reveal": (0, never_reveal),
}

_rules = None
AFTER_LOAD: list = []  # type: ignore[type-arg]


def load():  # type: ignore[no-untyped-def]
    global _rules
    if _rules is None:
        _rules = load_ruleset_from(spec_dir("duel"))
        for hook in AFTER_LOAD:
            hook(_rules)
    return _rules


class MutantAdapter(Adapter):
    def new_game(self, request):  # type: ignore[no-untyped-def]
        _double.clear()
        return super().new_game(request)


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in BUGS:
        print("usage: mutants.py BUG   (one of: " + ", ".join(BUGS) + ")", file=sys.stderr)
        return 2
    BUGS[argv[0]][1]()
    return serve(sys.stdin, sys.stdout, MutantAdapter(load(), name=f"mutant {argv[0]}"))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
