"""A test-only engine for 7 Wonders: Leaders: the oracle's adapter with one rule of the expansion
deliberately broken.

    python tests/classic_leaders/mutants.py BUG

Each bug reads one entry of Leaders' commonly-wrong list (``LEADERS_WRONG`` of
``oracle.classic.leaders.kit``) wrongly.  ``test_conformance.py`` runs the suite's cases tagged with the
entry against each and expects failures naming the entry's rule id.  The bugs live here, never in the
engine; each is planted before any ruleset is loaded.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

# every module a bug replaces a function of is loaded first
import oracle.classic.game  # noqa: F401
from oracle.classic import scoring, turn
from oracle.classic.leaders import at_once, costs, draft, recruitment
from oracle.classic.leaders.expansion import EXPANSION
from oracle.classic.leaders.state import LeadersPart, part, with_leaders
from oracle.classic.rules import city as cities
from oracle.classic.state import STAGE
from tests.seeding import serve_planted


def swap(module: Any, name: str, replacement: Any) -> None:
    """``replacement`` for ``module.name`` wherever an engine module holds the original by that name."""
    original = getattr(module, name)
    for loaded in list(sys.modules.values()):
        if getattr(loaded, "__name__", "").startswith("oracle.") and getattr(loaded, name, None) is original:
            setattr(loaded, name, replacement)


def swap_round(phase: str, resolve: Any) -> None:
    """The round ``phase`` of Leaders resolved by ``resolve``."""
    rounds = EXPANSION.gives["rounds"]
    rounds[phase] = rounds[phase]._replace(resolve=resolve)


def three_starting_coins() -> None:
    """19: every city starts with the base game's 3 coins."""
    original = turn.initial_state

    def initial_state(rules, setup):  # type: ignore[no-untyped-def]
        state = original(rules, setup)
        return state._replace(cities=tuple(c._replace(coins=3) for c in state.cities))
    swap(turn, "initial_state", initial_state)


def draft_passed_left() -> None:
    """20: the rest of a draft hand goes to the left neighbour."""
    def resolve(rules, state, plays, log):  # type: ignore[no-untyped-def]
        leaders = part(rules, state)
        hands, left = list(leaders.hands), list(leaders.draft)
        for seat, action in plays:
            hands[seat] = tuple(sorted((*hands[seat], action.card)))
            rest = list(left[seat])
            rest.remove(action.card)
            left[seat] = tuple(rest)
        n = len(left)
        step = -rules.spec.sections["leaders"].step % n
        passed = tuple(left[n - step:] + left[:n - step])
        state = with_leaders(rules, state, LeadersPart(tuple(hands), passed))
        return draft.begin(rules, state, log) or turn.round_over(rules, state, log)
    swap_round(draft.DRAFT, resolve)


def tucked_leader_paid_in_coins() -> None:
    """21: a leader tucked for a stage also costs its own coins."""
    original = recruitment.resolve

    def resolve(rules, state, plays, log):  # type: ignore[no-untyped-def]
        after = original(rules, state, plays, log)
        cities = list(after.cities)
        for seat, a in plays:
            if a.kind == STAGE:
                cities[seat] = cities[seat]._replace(coins=max(0, cities[seat].coins - rules.cards[a.card].coins))
        return after._replace(cities=tuple(cities))
    swap_round(recruitment.RECRUITMENT, resolve)


def sold_leader_discarded() -> None:
    """22: a leader sold goes to the discard pile."""
    original = recruitment.resolve

    def resolve(rules, state, plays, log):  # type: ignore[no-untyped-def]
        after = original(rules, state, plays, log)
        sold = tuple(a.card for _, a in plays if a.kind == recruitment.SELL)
        return after._replace(discard=(*after.discard, *sold)) if sold else after
    swap_round(recruitment.RECRUITMENT, resolve)


def maecenas_frees_himself() -> None:
    """23: Maecenas costs nothing."""
    original = recruitment.cost

    def cost(rules, state, seat, leader):  # type: ignore[no-untyped-def]
        return 0 if rules.cards[leader].name == "Maecenas" else original(rules, state, seat, leader)
    swap(recruitment, "cost", cost)


def hatshepsut_per_resource() -> None:
    """24: Hatshepsut gives a coin for every 2 coins paid to a neighbour (a resource each), not one a
    neighbour."""
    original = turn._heard

    def heard(rules, state, plays):  # type: ignore[no-untyped-def]
        out = original(rules, state, plays)
        for seat, a in plays:
            for side, paid in (("left", a.left), ("right", a.right)):
                out += [(seat, turn.BUY, side)] * max(0, paid // 2 - 1)
        return out
    swap(turn, "_heard", heard)


def tomyris_keeps_her_defeats() -> None:
    """25: Tomyris's defeat tokens stay with her."""
    swap(turn, "_redirecting", lambda rules: False)


def coins_scored_once() -> None:
    """26: Midas and the Gamers Guild replace the treasury's points instead of adding to them."""
    original = scoring.city_score

    def city_score(rules, state, seat):  # type: ignore[no-untyped-def]
        sheet = original(rules, state, seat)
        names = {rules.cards[c].name for c in state.cities[seat].structures}
        if names & {"Midas", "Gamers Guild"}:
            sheet["total"] -= sheet["treasury"]
            sheet["treasury"] = 0
        return sheet
    swap(scoring, "city_score", city_score)


def diplomats_count_tucked_leaders() -> None:
    """27: the Diplomats Guild also counts the leaders tucked under the neighbours' boards."""
    original = scoring.part_points

    def part_points(rules, state, seat, part):  # type: ignore[no-untyped-def]
        points = original(rules, state, seat, part)
        if getattr(part, "name", "") == "Diplomats Guild":
            n = len(state.cities)
            points += sum(len(state.cities[q].tucked) for q in {(seat - 1) % n, (seat + 1) % n})
        return points
    swap(scoring, "part_points", part_points)


def roma_recruit_free() -> None:
    """28: a leader Roma B's later stages recruit at once costs nothing (an early engine's reading)."""
    at_once.cost = lambda rules, state, seat, leader: 0


def defeats_cancel_victories() -> None:
    """29: a leader counting victory tokens counts them net of the city's defeat tokens (each defeat takes
    away a token, the weakest first)."""
    original_count, original_pairs = cities.count, scoring.pair_points

    def count(rules, held, per, seat):  # type: ignore[no-untyped-def]
        total = original_count(rules, held, per, seat)
        counted = per.counted
        if counted.kind == "piece" and counted.names[0].value == cities.VICTORY_TOKEN:
            return max(0, total - held[seat].defeats)
        return total

    def pair_points(rules, state, seat, piece):  # type: ignore[no-untyped-def]
        city = state.cities[seat]
        kept = tuple(sorted(city.victories)[city.defeats:])
        cut = state._replace(cities=(*state.cities[:seat], city._replace(victories=kept), *state.cities[seat + 1:]))
        return original_pairs(rules, cut, seat, piece)
    swap(cities, "count", count)
    swap(scoring, "pair_points", pair_points)


def tie_beats_a_neighbour() -> None:
    """30: "more than each neighbour" read as "at least as many as each"."""
    from oracle.dsl import ast

    original = scoring.condition_holds

    def condition_holds(rules, state, seat, condition):  # type: ignore[no-untyped-def]
        if isinstance(condition, ast.MoreThan):
            per = ast.Per(1, condition.counted)
            mine = cities.count(rules, state.cities, per, seat)
            n = len(state.cities)
            return all(mine >= cities.count(rules, state.cities, per, q)
                       for relation in condition.cities for q in scoring.seats(relation.value, seat, n))
        return original(rules, state, seat, condition)
    swap(scoring, "condition_holds", condition_holds)


def age_price_of_age_three() -> None:
    """31: a leader priced by the Age always costs the price of Age III."""
    def printed_cost(part, age):  # type: ignore[no-untyped-def]
        return part.coins_by_age[-1] if part.coins_by_age else part.coins
    swap(costs, "printed_cost", printed_cost)


# commonly-wrong entry -> its seeded bug
MUTANTS = {
    19: three_starting_coins,
    20: draft_passed_left,
    21: tucked_leader_paid_in_coins,
    22: sold_leader_discarded,
    23: maecenas_frees_himself,
    24: hatshepsut_per_resource,
    25: tomyris_keeps_her_defeats,
    26: coins_scored_once,
    27: diplomats_count_tucked_leaders,
    28: roma_recruit_free,
    29: defeats_cancel_victories,
    30: tie_beats_a_neighbour,
    31: age_price_of_age_three,
}
BUGS = {bug.__name__: bug for bug in MUTANTS.values()}


def main(argv: list[str]) -> int:
    return serve_planted(argv, BUGS)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
