"""Blame by value: the first rule a failure blames is the one that produced the value the engine
departs from, not the field it sits in.  Each case below was blamed on a neighbouring rule before
the oracle was asked why (the rule then blamed first is named beside it).

The cases are kept in ``tests/conformance/blamed/GAME/`` as they were when each was pinned, so
that regenerating the published suites (whose choice of moments may change) leaves them be."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest

from oracle.conformance.client import EngineFault
from oracle.conformance.divergence import schema_path, value_at
from oracle.conformance.suite import Selection, load_suite
from oracle.core.registry import load_game
from oracle.duel.conformance.blame import _purchases
from tests.conformance.conftest import python_command
from tests.conformance.test_runner import run, run_items

ROOT = Path(__file__).resolve().parents[2]
PINNED = Path(__file__).resolve().parent / "blamed"


def pinned(game: str, item: str) -> dict:
    """A pinned case of ``game`` by its id."""
    return next(c for c in load_suite(PINNED / game, load_game(game)).cases if c["id"] == item)

# (seeded bug, item id, section, the rule now blamed first, the kind of the first divergence)
BLAMED = [
    # a build priced otherwise: the unit prices, not the discount (was cost.discount)
    ("trade-base-three", "age-1-dealt-50190096", "cases", "trade.price", "legal"),
    # a wonder out of the engine's reach: its price's trade (was cost.afford)
    ("trade-counts-choice-producers", "age-2-dealt-1f4519c4", "cases", "trade.price", "legal"),
    # the second extra turn the engine gives: no wonder gets two (was turn.alternate)
    ("theology-twice", "build-scientists-guild-3a8ecbd2", "cases", "effect.grant_play_again", "state"),
    # the tokens offered come from the box: the Great Library's draw (was science.pair)
    ("great-library-draws-last-three", "build-academy-71fec868", "cases", "effect.take_progress", "legal"),
    # a guild's coins: its count over the city with the most (was trade.price)
    ("guild-counts-own-city", "build-gardens-e6afd2f6", "cases", "effect.per_most", "events"),
    # a guild's points on the score sheet (was scoring.points)
    ("guild-counts-own-city", "build-arena-5abe84dd", "cases", "effect.per_most", "state"),
    # the Lighthouse's coins: its count (was trade.price)
    ("card-not-counting-itself", "build-academy-ec58880e", "cases", "effect.per", "events"),
    # trade coins handed to the opponent: the bank's (was effect.receive_opponent_trade)
    ("trade-money-to-opponent", "age-2-dealt-1f4519c4", "cases", "trade.bank", "events"),
    # a price the right unit prices allow with the discount on other units (was cost.choice/trade.price)
    ("discount-on-cheapest-units", "build-chamber-of-commerce-2ed8f0f8", "cases", "cost.discount", "legal"),
    # a wonder out of reach whose price depends on which units the discount covers (was cost.afford)
    ("discount-on-cheapest-units", "build-brickyard-954928e7", "cases", "cost.discount", "legal"),
    # printed coins handed to the holder of Economy (was trade.bank / military.looting)
    ("economy-pays-printed-cost", "trade-to-bank-2517d23c", "cases", "effect.receive_opponent_trade", "events"),
    # the pawn moved further by a wonder: where Strategy's shield applies (was military.shields)
    ("strategy-on-wonders", "looting-5-short-e23f8802", "cases", "effect.extra_shields", "events"),
    # a reveal the engine holds back after a Mausoleum build the oracle asks nothing for, by an engine that
    # revealed every earlier card: the decision it asks instead (was age.reveal)
    ("mausoleum-takes-setup-removals", "token-points-philosophy-752c651d", "cases", "effect.build_from_discard",
     "events"),
    # the same case run by an engine that never reveals: the reveal itself, at the record's first reveal
    ("never-reveal", "token-points-philosophy-752c651d", "cases", "age.reveal", "events"),
]


@pytest.mark.parametrize(("bug", "item", "section", "rule", "kind"), BLAMED, ids=[f"{b}:{i}" for b, i, *_ in BLAMED])
def test_the_first_blamed_rule_is_the_one_behind_the_expected_value(bug, item, section, rule, kind):
    (result,) = run_items(python_command("mutants.py", bug), "duel", [(section, pinned("duel", item))])
    assert result.status == "fail", result.line()
    assert result.rules[0] == rule, result.line()
    assert result.divergence["kind"] == kind
    assert result.divergence["rules"][0] == rule


# the same in the other games: (game, seeded bug, case id, the rule now blamed first, the kind)
BLAMED_ELSEWHERE = [
    # a payment the engine adds is possible only with the trading posts' sides swapped (was trade.purchases)
    ("classic", "East and West Trading Posts swapped", "build-press-3p-833b8871", "trade.discount", "legal"),
    # a payment possible only were a neighbour's yellow cards for sale (was trade.purchases)
    ("classic", "yellow cards and stages sold to neighbours", "build-caravansery-3p-5920d683", "trade.sellable",
     "legal"),
    # a build paid with coins received this very turn (was build.cost)
    ("classic", "coins received this turn paying this turn", "coins-ephesus-b-stage-2-7p-c5fcba89",
     "trade.coins_held", "legal"),
    # the engine ends a turn in which the oracle still asks for a build (was progress.once_per_turn)
    ("architects", "building left optional", "build-economy-2p-204faaa6", "build.mandatory", "events"),
    # coins after the move that discarded the last card of the Age (was build.cost)
    ("classic", "the seventh card earning 3 coins", "build-stockade-3p-8a943682", "turn.last_card", "state"),
    # a last card the engine discards while Babylon B plays it (was military.conflict)
    ("classic", "Babylon B's last card ignored", "conflict-age-iii-5p-178b0b92", "wonder.last_card", "events"),
    # a conflict token given for equal shields (was build.cost)
    ("classic", "equal shields giving a token", "build-sawmill-3p-d890ddb9", "military.conflict", "events"),
    # science points of a city holding a symbol of its choice (was scoring.categories)
    ("classic", "a symbol of choice fixed when built", "end-tie-6p-cc87bc6f", "wonder.science_choice", "state"),
    # another winner, the points not tied: the score part that differs in the states (was victory.tie_break)
    ("classic", "the Shipowners Guild counting the neighbours", "score-shipowners-2p-free-city-b046f72a",
     "scoring.categories", "events"),
    # conflict tokens turned otherwise (was military.battle_call)
    ("architects", "excess horns carried over", "build-rhodes-3-2p-c196133d", "military.horns", "events"),
    # the cards without horns kept after a battle (was turn.take)
    ("architects", "red cards without horns discarded after a battle", "build-babylon-3-3p-c4ef5244",
     "military.reset", "state"),
    # the game ended by the engine before the round is over (was military.battle_call)
    ("architects", "the game ending at once", "build-babylon-4-2p-82613f4e", "end.wonder", "events"),
    # the engine's turn goes on with a token used again (was turn.order)
    ("architects", "a token effect used twice in a turn", "build-halicarnassus-5-2p-105897f9",
     "progress.once_per_turn", "events"),
    # takes offered again by a token used this turn (was turn.actions)
    ("architects", "a token effect used twice in a turn", "build-babylon-5-3p-0f90e8d3", "progress.once_per_turn",
     "legal"),
    # an extra card asked at once that the mover may take when they wish (was progress.extra_card)
    ("architects", "a token's extra card forced ahead of the builds", "build-babylon-5-4p-17b29d74",
     "progress.any_time", "state"),
]


@pytest.mark.parametrize(("game", "bug", "item", "rule", "kind"), BLAMED_ELSEWHERE,
                         ids=[f"{g}:{i}" for g, _, i, *_ in BLAMED_ELSEWHERE])
def test_the_other_games_blame_the_rule_behind_the_value(game, bug, item, rule, kind):
    case = pinned(game, item)
    command = " ".join(shlex.quote(p) for p in (sys.executable, str(ROOT / "tests" / game / "mutants.py"), bug))
    (result,) = run_items(command, game, [("cases", case)])
    assert result.status == "fail", result.line()
    assert result.rules[0] == rule, result.line()
    assert result.divergence["kind"] == kind


def test_a_value_breaking_the_state_schema_is_blamed_on_the_event_that_moved_it():
    """Coins below 0 break the state schema: the error stays an engine error, and the search for the
    first divergence names the looting token that took the coins (it was the rules of the golden's
    last step)."""
    results = run(python_command("mutants.py", "looting-below-zero"), Selection(keyword="wonders-21",
                  sections=("goldens",)))
    (error,) = [r for r in results if r.id == "wonders-21"]
    assert error.status == "error"
    assert "$.state.players[0].coins: -1 is less than the minimum of 0" in error.message
    assert 'first divergence after move 46 {"action":"build","card":"Walls"}' in error.message
    assert error.rules[0] == "military.looting"


def test_value_at_reads_a_report_path():
    document = {"to_move": [1], "players": [{"coins": 3}, {"coins": 5, "city": ["Quarry"]}]}
    assert value_at(document, "state.players[1].coins") == 5
    assert value_at(document, "state.players[1].city[0]") == "Quarry"
    assert value_at(document, "state.to_move") == [1]
    for missing in ("state.players[2].coins", "state.pending", "state.to_move[3]", "state.players.coins"):
        with pytest.raises(LookupError):
            value_at(document, missing)


def test_schema_path_reads_the_json_path_of_a_schema_fault():
    fault = EngineFault("schema", "the 'state' answer to 'state' breaks the schema at $.state.players[0].coins: "
                                  "-1 is less than the minimum of 0")
    assert schema_path(fault) == "state.players[0].coins"
    assert schema_path(EngineFault("crash", "breaks the schema at $.state.players[0].coins")) is None
    assert schema_path(EngineFault("schema", "the 'legal' answer breaks the schema at $.actions[0]")) is None


def test_the_prices_the_right_unit_prices_allow():
    """Two missing units at 3 and 1 coins, a discount of one unit: 4 (the discount unused), 3 (the
    cheap unit left unpaid) or 1 (the dear one, the right price) — every use of the discount."""
    assert _purchases(((0, 1, 3), (1, 1, 1)), [], 1) == {4, 3, 1}
    # a choice producer of either resource may cover one unit, or be left unused
    assert _purchases(((0, 1, 3), (1, 1, 1)), [(0, 1)], 0) == {4, 1, 3}
