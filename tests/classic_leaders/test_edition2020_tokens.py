"""Leaders for the 2020 edition: the leaders of the 2020 box that work on the conflict tokens and on the
bank's coins (anniversary_tokens.wdl).

Telesilla (effect.discard_every_piece, effect.discard_chosen_piece): recruited, her owner's defeat tokens
go, and every other player discards one victory token of their choice (ruling leaders.telesilla_choice;
rule option telesilla_discard = cheapest for the engine's reading).  Berenice (effect.bank_coins, ruling
leaders.berenice_turn): one coin more the first time in a turn the bank pays her owner.  Nitocris
(effect.take_age_piece, ruling leaders.nitocris_token): a victory token of the Age with no conflict, which
Nero pays for; her price is the Age's (leaders.age_cost).

The positions are set in Age I's recruitment of a three-player game (boards of seed 1, the base game's
seven), each city with 10 coins and the tokens and leaders the test gives it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import jsonschema
import pytest

from oracle.classic.events import CoinsGained, CoinsPaid, ConflictSettled
from oracle.classic.game import Game
from oracle.classic.leaders.state import part, with_leaders
from oracle.classic.rules.whenever import bank_paid
from oracle.classic.state import State
from oracle.conformance.schemas import all_schemas
from oracle.core.belonging import make
from oracle.errors import IllegalMoveError, SpecError
from oracle.resources import spec_dir
from tests.classic_leaders.support import draft_all, index, names, play, round_trip, start

VARIANT = "edition2020_leaders"
G = Game.load(VARIANT, 3)
CHEAPEST = Game.load(VARIANT, 3, rule_options=(("telesilla_discard", "cheapest"),))
DEALT = [["Telesilla", "Berenice", "Nero", "Croesus"],
         ["Caesar", "Cleopatra", "Euclid", "Hannibal"],
         ["Midas", "Pericles", "Zenobia", "Hiram"]]
PICKS = [["Telesilla", "Euclid", "Zenobia", "Croesus"],
         ["Caesar", "Pericles", "Nero", "Hannibal"],
         ["Midas", "Berenice", "Cleopatra", "Hiram"]]


def recruitment(g: Game, hands: list[list[str]], built: list[list[str]] | None = None,
                victories: list[tuple[int, ...]] | None = None, defeats: list[int] | None = None) -> State:
    """Age I's recruitment after a whole draft, each player holding ``hands`` and each city with 10 coins,
    the leaders ``built`` standing in it and the tokens given."""
    s = draft_all(g, start(g, DEALT), PICKS)
    assert s.phase == "recruitment" and s.age == 1
    built = built or [[], [], []]
    cities = tuple(c._replace(coins=10, structures=tuple(index(g, n) for n in built[i]),
                              victories=(victories or [(), (), ()])[i], defeats=(defeats or [0, 0, 0])[i])
                   for i, c in enumerate(s.cities))
    leaders = part(g.rules, s)._replace(hands=tuple(tuple(sorted(index(g, n) for n in h)) for h in hands))
    return with_leaders(g.rules, s._replace(cities=cities), leaders)


def piece(g: Game, points: int) -> object:
    return make(g.action_type, ("discard_piece", points, 0, 0, False, False, 0))


HANDS = [["Telesilla", "Euclid", "Croesus"], ["Caesar", "Pericles", "Hannibal"], ["Midas", "Cleopatra", "Hiram"]]


def telesilla_recruited(g: Game, victories: list[tuple[int, ...]], defeats: list[int]) -> State:
    """Player 0 recruits Telesilla (3 coins), the others sell a leader (3 coins each)."""
    s = recruitment(g, HANDS, victories=victories, defeats=defeats)
    s = play(g, s, "recruit", "Telesilla", 0)
    s = play(g, s, "sell", "Caesar", 1)
    return play(g, s, "sell", "Midas", 2)


# ---- Telesilla -----------------------------------------------------------------------------------------

def test_telesilla_prints_back_and_is_dealt_in_the_2020_box():
    telesilla = G.rules.cards[G.rules.card_index("Telesilla")]
    assert (telesilla.kind, telesilla.colour, telesilla.coins) == ("leader", "white", 3)
    assert G.rules.option("telesilla_discard") == "owner"


def test_telesilla_discards_her_owners_defeats_and_the_others_choose_a_victory_token():
    """Player 1 holds tokens of 1 and 3 points: a decision of theirs, offered exactly those two; player 2
    holds two of 5: no choice, one goes once player 1 has chosen; the owner keeps her victory token."""
    s = telesilla_recruited(G, [(1,), (1, 3), (5, 5)], [2, 1, 0])
    assert s.phase == "discard_piece" and G.to_move(s) == (1,)
    assert [c.defeats for c in s.cities] == [0, 1, 0]
    assert [c.victories for c in s.cities] == [(1,), (1, 3), (5, 5)]
    assert [c.coins for c in s.cities] == [7, 13, 13]
    assert G.legal_json(s, 1) == [{"action": "discard_piece", "points": 1}, {"action": "discard_piece", "points": 3}]
    assert G.legal_actions(s, 0) == [] and G.legal_actions(s, 2) == []
    with pytest.raises(IllegalMoveError) as refused:
        G.apply(s, piece(G, 5), 1)
    assert refused.value.rule == "effect.discard_chosen_piece"
    with pytest.raises(IllegalMoveError) as wrong:
        G.apply(s, make(G.action_type, ("sell", index(G, "Pericles"), 0, 0, False, False, 0)), 1)
    assert wrong.value.rule == "effect.discard_chosen_piece"
    step = G.apply(s, piece(G, 3), 1)
    assert G.check_step(s, step) == []
    after = step.state
    assert [c.victories for c in after.cities] == [(1,), (1,), (5,)]
    assert (after.phase, after.age, after.turn) == ("choose", 1, 1)
    assert "p1 discards one of their victory tokens" in G.account(s, [step]).lower()


def test_with_the_engines_reading_the_cheapest_token_goes_and_nobody_decides():
    """Rule option telesilla_discard = cheapest."""
    s = telesilla_recruited(CHEAPEST, [(), (1, 3), (3, 5)], [1, 0, 0])
    assert (s.phase, s.turn) == ("choose", 1)
    assert [c.victories for c in s.cities] == [(), (3,), (5,)]
    assert [c.defeats for c in s.cities] == [0, 0, 0]


def test_no_token_discards_nothing_and_tokens_of_one_worth_leave_no_choice():
    s = telesilla_recruited(G, [(5,), (), (3, 3)], [0, 2, 0])
    assert (s.phase, s.turn) == ("choose", 1)
    assert [c.victories for c in s.cities] == [(5,), (), (3,)]
    assert [c.defeats for c in s.cities] == [0, 2, 0]     # only the owner's defeats go


def test_the_decision_follows_the_schemas():
    s = telesilla_recruited(G, [(), (1, 3), ()], [0, 0, 0])
    schemas = all_schemas(G)
    legal = jsonschema.Draft202012Validator({"$ref": "#/$defs/legal_action", "$defs": G.schema_defs()})
    for item in G.legal_json(s, 1):
        legal.validate(item)
    assert G.observe(s, 0)["pending"] == {"player": 1, "decision": "discard_piece"}
    jsonschema.Draft202012Validator(schemas["observation"]).validate(G.observe(s, 0))
    jsonschema.Draft202012Validator(schemas["state"]).validate(G.protocol_state(s))
    # the first edition's Leaders has no such decision, but the published schemas of classic-leaders, shared by
    # both editions, name it for either
    leaders = Game.load("leaders", 3)
    assert "discard_piece" in json.dumps(all_schemas(leaders)["observation"])
    assert "discard_piece" in json.dumps(schemas["observation"])


# ---- Berenice ------------------------------------------------------------------------------------------

def test_berenice_adds_a_coin_to_a_leader_sold():
    s = recruitment(G, HANDS, built=[["Berenice"], [], []])
    s = play(G, s, "sell", "Euclid", 0)
    s = play(G, s, "sell", "Caesar", 1)
    step = G.apply(s, make(G.action_type, ("sell", index(G, "Midas"), 0, 0, False, False, 0)), 2)
    assert G.check_step(s, step) == []
    assert [c.coins for c in step.state.cities] == [14, 13, 13]
    assert [(e.player, e.amount, e.source) for e in step.events if isinstance(e, CoinsGained)] == [
        (0, 3, "sell"), (1, 3, "sell"), (2, 3, "sell"), (0, 1, "Berenice")]


def test_berenice_adds_a_coin_to_a_card_discarded_in_a_turn():
    """Age I's first turn: player 0 (Berenice) discards for 3 coins and gets 1 more; a player who builds a
    card for nothing is paid nothing by the bank."""
    s = recruitment(G, HANDS, built=[["Berenice"], [], []])
    for seat, leader in enumerate(["Euclid", "Caesar", "Midas"]):
        s = play(G, s, "sell", leader, seat)
    assert s.phase == "choose" and [c.coins for c in s.cities] == [14, 13, 13]
    step = None
    for p in range(3):
        card = G.legal_actions(s, p)[0].card
        before, step = s, G.apply(s, make(G.action_type, ("discard", card, 0, 0, False, False, 0)), p)
        s = step.state
    assert step is not None and G.check_step(before, step) == []
    assert [c.coins for c in s.cities] == [14 + 3 + 1, 16, 16]
    assert [(e.amount, e.source) for e in step.events if isinstance(e, CoinsGained) and e.player == 0] == [
        (3, "discard"), (1, "Berenice")]


def test_berenice_runs_once_in_a_turn_and_again_in_the_conflicts():
    """The clause remembers it ran in the turn (a second payment of the same turn gives nothing more);
    the conflicts are a moment of their own."""
    rules = G.rules
    s = recruitment(G, HANDS, built=[["Berenice"], [], []])
    city = s.cities[0]
    once, gained = bank_paid(rules, city, city._replace(coins=13, received=3), s.cities, 0)
    assert (once.coins, once.received, once.once, gained) == (14, 4, ("Berenice",), [(1, "Berenice")])
    again, more = bank_paid(rules, city, once._replace(coins=17, received=7), s.cities, 0)
    assert (again.coins, more) == (17, [])
    conflicts, paid = bank_paid(rules, city, city._replace(coins=12), s.cities, 0, in_turn=False)
    assert (conflicts.coins, conflicts.received, conflicts.once, paid) == (13, 0, (), [(1, "Berenice")])


def test_nero_and_berenice_at_the_end_of_an_age():
    """Player 0 (Caesar's 2 shields, Nero, Berenice) discards every turn of Age I, like the others: 3 + 1
    coins a turn, then two victories, Nero's 2 coins each and Berenice's 1 in the conflicts."""
    s = recruitment(G, HANDS, built=[["Berenice", "Nero", "Caesar"], [], []])
    for seat, leader in enumerate(["Euclid", "Pericles", "Midas"]):
        s = play(G, s, "sell", leader, seat)
    coins = s.cities[0].coins
    assert coins == 14
    last = None
    while s.age == 1:
        for p in range(3):
            card = G.legal_actions(s, p)[0].card
            last = G.apply(s, make(G.action_type, ("discard", card, 0, 0, False, False, 0)), p)
            assert G.check_step(s, last) == []
            s = last.state
    assert last is not None
    assert s.cities[0].victories == (1, 1)
    assert [(e.amount, e.source) for e in last.events if isinstance(e, CoinsGained) and e.player == 0] == [
        (3, "discard"), (1, "Berenice"), (2, "Nero"), (2, "Nero"), (1, "Berenice")]
    assert s.cities[0].coins == coins + 6 * 4 + 5


# ---- Nitocris ------------------------------------------------------------------------------------------

def test_nitocris_is_priced_by_the_age():
    """leaders.age_cost: 1, 2 and 3 coins in Ages I, II and III."""
    nitocris = G.rules.cards[G.rules.card_index("Nitocris")]
    assert (nitocris.kind, nitocris.colour) == ("leader", "white")
    assert [c.name for c in G.rules.cards if c.kind == "leader" and c.name in ("Berenice", "Nitocris", "Telesilla")] \
        == ["Nitocris", "Telesilla", "Berenice"]


def test_nitocris_takes_the_token_of_the_age_and_nero_and_berenice_pay_for_it():
    g = G
    hands = [["Nitocris", "Euclid", "Croesus"], ["Caesar", "Pericles", "Hannibal"], ["Midas", "Cleopatra", "Hiram"]]
    s = recruitment(g, hands, built=[["Nero", "Berenice"], [], []], victories=[(3,), (), ()])
    s = play(g, s, "recruit", "Nitocris", 0)
    s = play(g, s, "sell", "Caesar", 1)
    step = g.apply(s, make(g.action_type, ("sell", index(g, "Midas"), 0, 0, False, False, 0)), 2)
    assert g.check_step(s, step) == []
    after = step.state
    assert [c.victories for c in after.cities] == [(3, 1), (), ()]
    assert [c.coins for c in after.cities] == [10 - 1 + 2 + 1, 13, 13]
    assert [(e.amount, e.source) for e in step.events if isinstance(e, CoinsGained) and e.player == 0] == [
        (2, "Nero"), (1, "Berenice")]
    assert "p0 recruits nitocris for 1 coin and takes a victory token of 1 point" in \
        g.account(s, [step]).lower()


def test_nitocris_token_is_worth_what_the_age_makes_it_and_costs_the_age():
    g = G
    hands = [["Nitocris", "Euclid"], ["Caesar", "Pericles"], ["Midas", "Cleopatra"]]
    for age, worth in ((2, 3), (3, 5)):
        s = recruitment(g, hands)._replace(age=age)
        s = play_unchecked(g, s, "recruit", "Nitocris", 0)
        s = play_unchecked(g, s, "sell", "Caesar", 1)
        s = play_unchecked(g, s, "sell", "Midas", 2)
        assert [c.victories for c in s.cities] == [(worth,), (), ()]
        assert s.cities[0].coins == 10 - age
        assert names(g, s.cities[0].structures) == ["Nitocris"]


def play_unchecked(g: Game, s: State, kind: str, name: str, player: int) -> State:
    """A move in a position set by hand past Age I (whose cards the invariants would miss)."""
    return g.apply(s, make(g.action_type, (kind, index(g, name), 0, 0, False, False, 0)), player).state


def test_a_token_effect_on_an_age_card_is_refused_where_it_is_written(tmp_path: Path):
    folder = tmp_path / "classic"
    shutil.copytree(spec_dir("classic"), folder)
    (folder / "variants" / VARIANT / "bad.wdl").write_text(
        'card "Workers Guild" {\n  colour purple\n  when built: take victory_token of the age\n}\n')
    with pytest.raises(SpecError) as refused:
        Game.load(VARIANT, 3, spec=str(folder))
    assert len(refused.value.problems) == 1
    assert refused.value.problems[0].line == 3
    assert "only when a component of a kind an expansion plays is built" in str(refused.value)


# ---- whole games ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(("players", "seed", "decided"), [(3, 30, [2, 0]), (7, 3, [5, 6])])
def test_random_games_with_a_telesilla_decision_keep_every_invariant_and_read_back(players: int, seed: int,
                                                                                    decided: list[int]):
    g = Game.load(VARIANT, players)
    first, moves = g.random_play(seed)
    made = list(moves)
    state = first
    for _, _, step in made:
        assert g.check_step(state, step) == []
        state = step.state
    assert state.outcome is not None
    assert [p for a, p, _ in made if a.kind == "discard_piece"] == decided
    written = round_trip(g, first, made, state)
    assert any(m["action"] == "discard_piece" and "points" in m for m in written["moves"])


def test_in_a_whole_game_berenice_answers_the_bank_once_a_step_and_never_a_neighbours_trade():
    """A random game at 3 players (seed 3) with Berenice recruited: in every step outside the conflicts where
    the bank pays her owner she adds exactly 1 coin (14 such steps); in the one step where her owner is paid
    only by a neighbour buying resources, she adds nothing."""
    g = Game.load(VARIANT, 3)
    first, moves = g.random_play(3)
    berenice = g.rules.card_index("Berenice")
    state, trade_only, bank = first, 0, 0
    for _, _, step in moves:
        assert g.check_step(state, step) == []
        seat = next((s for s, c in enumerate(state.cities) if berenice in c.structures), None)
        if seat is not None and not any(isinstance(e, ConflictSettled) for e in step.events):
            traded = sum(e.left for e in step.events if isinstance(e, CoinsPaid) and (e.player + 1) % 3 == seat) \
                + sum(e.right for e in step.events if isinstance(e, CoinsPaid) and (e.player - 1) % 3 == seat)
            gains = [e.source for e in step.events if isinstance(e, CoinsGained) and e.player == seat]
            paid = [s for s in gains if s != "Berenice"]
            if traded and not paid:
                trade_only += 1
                assert "Berenice" not in gains
            if paid:
                bank += 1
                assert gains.count("Berenice") == 1
        state = step.state
    assert (trade_only, bank) == (1, 14)
