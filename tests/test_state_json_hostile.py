"""A stored state (``duel-state/1``) from a hostile hand: every value ``state_to_json`` writes is
checked by ``state_from_json`` against the ruleset and against the rest of the position, and a bad
one is refused with one InvalidRecordError at its JSON path, for 7 Wonders Duel and its Pantheon.

The table below gives, for each field, a concrete bad value, the path it is refused at and a
phrase of the message; the property at the end damages one value of real stored states (random
games of both rulesets, both forms) and asks that what is restored is a state play keeps sound.
"""

from __future__ import annotations

import copy
import functools
import json
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import oracle
from oracle.core.game import Step
from oracle.core.prng import SplitMix64
from oracle.duel.invariants import check_step
from oracle.duel.legal import legal_actions
from oracle.duel.pantheon.kinds import ACTIVATE
from oracle.duel.pantheon.state import part
from oracle.duel.playout import random_game
from oracle.duel.serialize import state_from_json, state_to_json
from oracle.duel.state import State
from oracle.duel.turn import apply
from oracle.errors import InvalidRecordError
from tests.properties.test_records import nodes, points_into

BASE = oracle.load_game("duel")
PANTHEON = oracle.load_game("duel", variant="pantheon")


@functools.cache
def played(game_name: str, seed: int) -> tuple[State, ...]:
    """Every state of a random game (with the Pantheon, one that activates divinities whenever it can)."""
    game = BASE if game_name == "duel" else PANTHEON
    rng = SplitMix64(seed)
    state = game.new_game(seed=seed)
    out = [state]
    while not state.is_over:
        actions = legal_actions(state)
        if game is PANTHEON:
            actions = [a for a in actions if a.kind == ACTIVATE] or actions
        state = apply(state, actions[rng.below(len(actions))]).state
        out.append(state)
    return tuple(out)


def find(game_name: str, test: Callable[[State], bool]) -> State:
    """The first state of the random games of seeds 0, 1... that passes ``test``."""
    return next(s for seed in range(40) for s in played(game_name, seed) if test(s))


def at_rest(s: State) -> bool:
    return s.outcome is None and not s.pending


def base_mid() -> State:
    """Age I, some cards taken, each city with a wonder built, five cards in the discard pile."""
    state = random_game(BASE, 1).steps[20].state
    assert state.age == 1 and at_rest(state) and state.accessible == (4, 14) and state.to_move == 1
    return state


def pantheon_age_two() -> State:
    return find("pantheon", lambda s: s.age == 2 and at_rest(s) and any(part(s).offerings)
                and part(s).structure_tokens and any(part(s).mythology) and part(s).blocker is None
                and any(d >= 0 for d in part(s).spaces))


def pantheon_placing() -> State:
    return find("pantheon", lambda s: bool(s.pending) and s.pending[0].kind == "divinity_place")


def pantheon_choosing_a_city() -> State:
    return find("pantheon", lambda s: bool(s.pending) and s.pending[0].kind in ("steal_card", "steal_wonder"))


def civilian_end() -> State:
    return find("duel", lambda s: s.outcome is not None and s.outcome.victory == "civilian"
                and s.outcome.winner is not None)


def draft() -> State:
    state = played("duel", 0)[2]
    assert state.age == 0 and state.picks == 2
    return state


# ---- damages, one field each ----------------------------------------------------------------------------


def move(doc: dict[str, Any], source: str, target: str) -> None:
    """The first item of the list ``source`` appended to ``target`` (paths of top keys)."""
    doc[target].append(doc[source][0])


def first_setup_index(doc: dict[str, Any], age: str, name: str) -> int:
    return doc["setup"]["ages"][age].index(name)


def not_dealt(doc: dict[str, Any]) -> str:
    dealt = {n for cards in doc["setup"]["ages"].values() for n in cards}
    return next(c.name for c in BASE.rules.cards if c.name not in dealt)


def face_down_accessible(doc: dict[str, Any]) -> dict[str, Any]:
    layout = BASE.rules.layouts[0]
    slot = next(s for s in doc["accessible"] if not layout.face_up >> s & 1)
    doc["face_up"] &= ~(1 << slot)
    return {"slot": slot}


BASE_CASES: list[tuple[str, Callable[[dict[str, Any]], Any], str, str]] = [
    ("format", lambda d: d.update(format="duel-state/2"), "$.format", 'expected a state object with "format"'),
    ("key unknown", lambda d: d.update(turn=3), "$.turn", "unexpected key 'turn'"),
    ("key missing", lambda d: d.pop("picks"), "$", "missing key 'picks'"),
    ("key of the Pantheon", lambda d: d.update(pantheon={}), "$.pantheon", "unexpected key 'pantheon'"),
    ("variant of another ruleset", lambda d: d.update(variant="pantheon"), "$.variant",
     'expected a variant of this ruleset (standard, first_printing), not "pantheon"'),
    ("setup's first player", lambda d: d["setup"].update(first_player=2), "$.setup.first_player",
     "expected 0 or 1, not 2"),
    ("an index in the names form", lambda d: d["discard"].__setitem__(0, 5), "$.discard[0]",
     "expected the name of a card, not 5"),
    ("age out of range", lambda d: d.update(age=4), "$.age", "expected a whole number from 0 to 3, not 4"),
    ("age a boolean", lambda d: d.update(age=True), "$.age", "expected a whole number from 0 to 3, not true"),
    ("to_move out of range", lambda d: d.update(to_move=2), "$.to_move", "from -1 to 1, not 2"),
    ("to_move -1 in play", lambda d: d.update(to_move=-1), "$.to_move", "expected 0 or 1 while the game is in play"),
    ("coins below 0", lambda d: d["coins"].__setitem__(0, -1), "$.coins[0]", "from 0 to 999, not -1"),
    ("coins beyond bounds", lambda d: d["coins"].__setitem__(1, 10 ** 6), "$.coins[1]", "not 1000000"),
    ("coins of one seat", lambda d: d.update(coins=[3]), "$.coins", "expected a list of 2 items, found 1"),
    ("pawn beyond the capital", lambda d: d.update(pawn=10), "$.pawn", "from -9 to 9, not 10"),
    ("looting token the pawn took", lambda d: d.update(pawn=-6), "$.looting[0]",
     "the pawn at -6 has reached this token at -6: it is taken"),
    ("looting list short", lambda d: d["looting"].pop(), "$.looting", "expected a list of 4 items, found 3"),
    ("looting a boolean", lambda d: d["looting"].__setitem__(2, True), "$.looting[2]",
     "expected a whole number from 0 to 1, not true"),
    ("three cities", lambda d: d["cities"].append(d["cities"][0]), "$.cities", "expected a list of 2 items, found 3"),
    ("city without progress", lambda d: d["cities"][1].pop("progress"), "$.cities[1]", "missing key 'progress'"),
    ("built pair of three", lambda d: d["cities"][0]["built"][0].append("Baths"), "$.cities[0].built[0]",
     "expected a list of 2 items, found 3"),
    ("built with the opponent's wonder", lambda d: d["cities"][0]["built"][0].__setitem__(0, "The Colossus"),
     "$.cities[0].built[0][0]", "'The Colossus' is not one of player 0's wonders"),
    ("card in two places", lambda d: d["cities"][1]["cards"].append("Baths"), "$.discard[1]",
     "'Baths' is also at $.cities[1].cards[2]"),
    ("card not dealt", lambda d: d["cities"][0]["cards"].append(not_dealt(d)), "$.cities[0].cards[4]",
     "was not dealt in this game"),
    ("card of an Age to come", lambda d: d["cities"][0]["cards"].append(d["setup"]["ages"]["II"][0]),
     "$.cities[0].cards[4]", "is also at $.setup.ages.II[0] (the deal of an Age to come)"),
    ("card nowhere", lambda d: d["discard"].remove("Press"), "$.setup.ages.I[{press}]", "'Press' is nowhere"),
    ("structure short", lambda d: d["structure"].pop(), "$.structure", "expected a list of 20 items, found 19"),
    ("structure slot not the deal", lambda d: d["structure"].__setitem__(0, "Baths"), "$.structure[0]",
     "slot 0 of Age I was dealt 'Wood Reserve', not 'Baths'"),
    ("face_up beyond the slots", lambda d: d.update(face_up=1 << 20), "$.face_up", "from 0 to 1048575"),
    ("accessible card face down", face_down_accessible, "$.face_up",
     "slot {slot} is accessible: once the move is over it is face up"),
    ("accessible slot covered", lambda d: d["accessible"].insert(0, 0), "$.accessible[0]",
     "slot 0 is covered by the card in slot"),
    ("accessible slot beyond the layout", lambda d: d["accessible"].append(20), "$.accessible[2]",
     "from 0 to 19, not 20"),
    ("accessible slot left out", lambda d: d["accessible"].pop(), "$.accessible",
     "slot 14 holds a card nothing covers: it is accessible"),
    ("board of six", lambda d: d["board"].append("Law"), "$.board", "expected a list of at most 5 items, found 6"),
    ("board with a token of the box", lambda d: (d["board"].insert(0, d["box"].pop(0)), d["board"].pop()),
     "$.board[0]", "'Law' did not lie on the board at setup"),
    ("token in two places", lambda d: d["box"].append("Philosophy"), "$.box[5]",
     "'Philosophy' is also at $.board[0]"),
    ("token nowhere", lambda d: d["box"].pop(), "$.setup.progress_tokens.box[4]", "'Masonry' is nowhere"),
    ("discard beyond the cards", lambda d: d.update(discard=["Baths"] * 100_000), "$.discard",
     "expected a list of at most 73 items, found 100000"),
    ("offer after the draft", lambda d: d["offer"].append("The Colossus"), "$.offer",
     "expected no wonder on offer once the draft is over"),
    ("picks beyond the draft", lambda d: d.update(picks=9), "$.picks", "from 0 to 8, not 9"),
    ("picks short after the draft", lambda d: d.update(picks=7), "$.picks", "the draft is over before Age I"),
    ("wonder removed though built", lambda d: d["removed_wonders"].append("The Sphinx"), "$.removed_wonders[0]",
     "'The Sphinx' is not an unbuilt wonder of a city"),
    ("wonder removed before the cap", lambda d: d["removed_wonders"].append("The Pyramids"), "$.removed_wonders",
     "a wonder leaves the game only once 7 are built"),
    ("decision of no kind", lambda d: d["pending"].append({"kind": "conquer", "player": 1, "options": []}),
     "$.pending[0].kind", 'expected a kind of decision (progress, library, destroy, discard_build, starter), '
                          'not "conquer"'),
    ("decision of the Pantheon", lambda d: d["pending"].append({"kind": "steal_card", "player": 1, "options": []}),
     "$.pending[0].kind", 'not "steal_card"'),
    ("decision's player", lambda d: d["pending"].append({"kind": "progress", "player": 2, "options": ["Law"]}),
     "$.pending[0].player", "from 0 to 1, not 2"),
    ("decision's token off the board", lambda d: d["pending"].append({"kind": "progress", "player": 1,
                                                                      "options": ["Philosophy", "Law"]}),
     "$.pending[0].options[1]", "expected a progress token on the board"),
    ("decision of the other player", lambda d: d["pending"].append({"kind": "progress", "player": 0,
                                                                    "options": ["Philosophy"]}),
     "$.to_move", "expected 0: the decision first in line is player 0's"),
    ("decision with no choice", lambda d: d["pending"].append({"kind": "discard_build", "player": 1, "options": []}),
     "$.pending[0].options", "a decision offers at least one choice"),
    ("starter in the middle of an Age", lambda d: (d.update(to_move=0), d["pending"].append(
        {"kind": "starter", "player": 0, "options": [0, 1]})), "$.pending[0]",
     "the starter is chosen before the Age's first card is taken"),
    ("decisions beyond bounds", lambda d: d.update(pending=[{}] * 33), "$.pending",
     "expected a list of at most 32 items, found 33"),
    ("extra_turn a string", lambda d: d.update(extra_turn="yes"), "$.extra_turn", 'expected true or false, not "yes"'),
    ("extra_turn with nothing owed", lambda d: d.update(extra_turn=True), "$.extra_turn",
     "another turn is owed only while decisions of the move are"),
    ("last_active out of range", lambda d: d.update(last_active=2), "$.last_active", "from 0 to 1, not 2"),
    ("victory of no kind", lambda d: d.update(to_move=-1, outcome={"victory": "economic", "winner": 0}),
     "$.outcome.victory", 'expected a victory (military, science, civilian), not "economic"'),
    ("civilian victory in Age I", lambda d: d.update(to_move=-1, outcome={"victory": "civilian", "winner": 0}),
     "$.outcome.victory", "a civilian victory comes once Age III's structure is empty"),
    ("military victory shared", lambda d: d.update(to_move=-1, outcome={"victory": "military", "winner": None}),
     "$.outcome.winner", "only a civilian victory is shared"),
    ("outcome without its winner", lambda d: d.update(to_move=-1, outcome={"victory": "military"}), "$.outcome",
     "missing key 'winner'"),
]


@pytest.mark.parametrize(("damage", "path", "phrase"), [pytest.param(*case[1:], id=case[0]) for case in BASE_CASES])
def test_a_bad_value_of_a_base_game_state_is_refused_at_its_path(damage, path, phrase):
    data = state_to_json(base_mid())
    done = damage(data)
    fill = done if isinstance(done, dict) else {}
    fill["press"] = first_setup_index(data, "I", "Press")
    with pytest.raises(InvalidRecordError) as info:
        state_from_json(BASE, data)
    assert info.value.path == path.format(**fill)
    assert phrase.format(**fill) in info.value.message
    assert "\n" not in str(info.value) and len(str(info.value)) < 200


def test_each_form_holds_its_own_kind_of_reference():
    data = state_to_json(base_mid(), compact=True)
    data["setup"]["wonders"][3] = 99
    with pytest.raises(InvalidRecordError) as info:
        state_from_json(BASE, data)
    assert (info.value.path, info.value.message) == ("$.setup.wonders[3]", "no wonder #99")
    data = state_to_json(base_mid(), compact=True)
    data["discard"][0] = "Baths"
    with pytest.raises(InvalidRecordError) as info:
        state_from_json(BASE, data)
    assert (info.value.path, info.value.message) == ("$.discard[0]", 'expected the index of a card (the compact '
                                                                     'form), not "Baths"')


def test_the_draft_is_checked_pick_by_pick():
    state = draft()
    cases = [
        (lambda d: d.update(to_move=1 - d["to_move"]), "$.to_move", "pick 3 of the draft is player"),
        (lambda d: d["offer"].reverse(), "$.offer", "expected the wonders of the draft's round not yet picked"),
        (lambda d: d["offer"].__setitem__(0, d["setup"]["wonders"][5]), "$.offer[0]",
         "is not revealed yet: it comes in a later round of the draft"),
        (lambda d: d["cities"][0]["wonders"].append(d["offer"].pop()), "$.cities[0].wonders",
         "wonders, not"),
        (lambda d: d.update(pending=[{"kind": "starter", "player": 0, "options": [0, 1]}]), "$.pending",
         "no decision is owed during the wonder draft"),
    ]
    for damage, path, phrase in cases:
        data = state_to_json(state)
        damage(data)
        with pytest.raises(InvalidRecordError) as info:
            state_from_json(BASE, data)
        assert (info.value.path, phrase in info.value.message) == (path, True), info.value


def test_a_game_over_ends_as_its_position_says():
    state = civilian_end()
    data = state_to_json(state)
    data["outcome"]["winner"] = 1 - data["outcome"]["winner"]
    with pytest.raises(InvalidRecordError) as info:
        state_from_json(BASE, data)
    assert (info.value.path, info.value.message) == ("$.outcome.winner", f"the final scores make player "
                                                                         f"{state.outcome.winner} the winner")
    data = state_to_json(state)
    data["to_move"] = 0
    with pytest.raises(InvalidRecordError) as info:
        state_from_json(BASE, data)
    assert (info.value.path, info.value.message) == ("$.to_move", "expected -1 once the game is over")
    data = state_to_json(state)
    data["outcome"] = {"victory": "military", "winner": 0}
    with pytest.raises(InvalidRecordError) as info:
        state_from_json(BASE, data)
    assert info.value.path == "$.outcome.victory" and "puts the pawn at +9" in info.value.message


# ---- the Pantheon ----------------------------------------------------------------------------------------


def pantheon_of(d: dict[str, Any]) -> dict[str, Any]:
    return d["pantheon"]


def deck_of(name: str) -> int:
    return PANTHEON.rules.vocabulary.mythologies.index(name)


def divinity_in_deck(d: dict[str, Any]) -> dict[str, Any]:
    """A divinity still in a deck, also activated by player 0."""
    m = next(i for i, deck in enumerate(pantheon_of(d)["decks"]) if deck)
    pantheon_of(d)["divinities"][0].append(pantheon_of(d)["decks"][m][0])
    return {"m": m, "j": len(pantheon_of(d)["divinities"][0]) - 1}


def divinity_in_a_wrong_deck(d: dict[str, Any]) -> dict[str, Any]:
    decks = pantheon_of(d)["decks"]
    m = next(i for i, deck in enumerate(decks) if deck)
    other = (m + 1) % len(decks)
    decks[other].append(decks[m].pop(0))
    return {"other": other, "j": len(decks[other]) - 1, "name": PANTHEON.rules.vocabulary.mythologies[other]}


def extra_mythology_token(d: dict[str, Any]) -> dict[str, Any]:
    seat = next(p for p, held in enumerate(pantheon_of(d)["mythology"]) if held)
    held = pantheon_of(d)["mythology"][seat]
    held.append(held[0])
    return {"seat": seat, "j": len(held) - 1, "name": PANTHEON.rules.vocabulary.mythologies[held[0]]}


def known_beyond_the_deck(d: dict[str, Any]) -> dict[str, Any]:
    m = 0
    pantheon_of(d)["known_tops"][1][m] = len(pantheon_of(d)["decks"][m]) + 1
    return {"count": len(pantheon_of(d)["decks"][m])}


def wrong_copied_symbol(d: dict[str, Any]) -> dict[str, Any]:
    card = next(c for c in PANTHEON.rules.cards if c.symbols)
    pantheon_of(d)["marks"].append([0, card.name, (card.symbols[0] + 1) % 7])
    return {"card": card.name}


def space_with_divinity(d: dict[str, Any]) -> int:
    return next(s for s, x in enumerate(pantheon_of(d)["spaces"]) if x is not None)


PANTHEON_CASES: list[tuple[str, Callable[[dict[str, Any]], Any], str, str]] = [
    ("placed_by a seat of no player", lambda d: pantheon_of(d)["placed_by"].__setitem__(3, 7),
     "$.pantheon.placed_by[3]", "expected a whole number from -1 to 1, not 7"),
    ("Offering token of 99", lambda d: pantheon_of(d)["offerings"].__setitem__(0, [99]), "$.pantheon.offerings[0][0]",
     "expected the value of an Offering token (2, 3, 4), not 99"),
    ("Offering token of -5 spent", lambda d: pantheon_of(d).update(spent=[-5]), "$.pantheon.spent[0]",
     "expected the value of an Offering token (2, 3, 4), not -5"),
    ("Offering token held twice", lambda d: pantheon_of(d)["offerings"][1].extend(
        [v for seat in pantheon_of(d)["offerings"] for v in seat][:1]), "$.pantheon.offerings[1][{j}]",
     "Offering token more than the Ages dealt so far hold"),
    ("board of five spaces", lambda d: pantheon_of(d)["spaces"].pop(), "$.pantheon.spaces",
     "expected a list of 6 items, found 5"),
    ("divinity of no name", lambda d: pantheon_of(d)["spaces"].__setitem__(space_with_divinity(d), "Thor"),
     "$.pantheon.spaces[{space}]", 'unknown divinity "Thor"'),
    ("revealed a string", lambda d: pantheon_of(d).update(revealed="yes"), "$.pantheon.revealed",
     'expected true or false, not "yes"'),
    ("not revealed in Age II", lambda d: pantheon_of(d).update(revealed=False), "$.pantheon.revealed",
     "the divinities turn face up when Age II is dealt"),
    ("divinity in a wrong deck", divinity_in_a_wrong_deck, "$.pantheon.decks[{other}][{j}]", "is no {name} divinity"),
    ("divinity in two places", divinity_in_deck, "$.pantheon.divinities[0][{j}]",
     "is also at $.pantheon.decks[{m}][0]"),
    ("known tops beyond the deck", known_beyond_the_deck, "$.pantheon.known_tops[1][0]",
     "the deck holds {count} divinities"),
    ("known tops of a seat short", lambda d: pantheon_of(d)["known_tops"][0].pop(), "$.pantheon.known_tops[0]",
     "expected a list of 5 items, found 4"),
    ("token of the structure not the setup's", lambda d: pantheon_of(d)["structure_tokens"][0].__setitem__(1, 0),
     "$.pantheon.structure_tokens[0]", "expected a token the setup lays on Age II's structure, each once"),
    ("token of the structure beyond the slots", lambda d: pantheon_of(d)["structure_tokens"][0].__setitem__(0, 20),
     "$.pantheon.structure_tokens[0][0]", "from 0 to 19, not 20"),
    ("Mythology of no deck", lambda d: pantheon_of(d)["mythology"][0].append(5), "$.pantheon.mythology[0][{j}]",
     "from 0 to 4, not 5"),
    ("Mythology token held twice", extra_mythology_token, "$.pantheon.mythology[{seat}][{j}]",
     "one {name} Mythology token more than the Ages dealt so far hold"),
    ("token lost of no kind", lambda d: pantheon_of(d).update(lost_tokens=[150]), "$.pantheon.lost_tokens[0]",
     "expected a Mythology token (0 to 4) or an Offering token (102, 103, 104), not 150"),
    ("reserve below 0", lambda d: pantheon_of(d)["reserve"].__setitem__(0, -1), "$.pantheon.reserve[0]",
     "from 0 to 999, not -1"),
    ("copied symbol of no kind", lambda d: pantheon_of(d)["marks"].append([0, "Scriptorium", 9]),
     "$.pantheon.marks[0][2]", "from 0 to 6, not 9"),
    ("copied symbol not the card's", wrong_copied_symbol, "$.pantheon.marks[0][2]",
     "expected the science symbol of '{card}'"),
    ("blocker beyond the capital", lambda d: pantheon_of(d).update(blocker=10), "$.pantheon.blocker",
     "from -9 to 9, not 10"),
    ("blocker on the pawn", lambda d: pantheon_of(d).update(blocker=d["pawn"]), "$.pantheon.blocker",
     "the blocker never stands on the pawn's space"),
    ("last turn of no seat", lambda d: pantheon_of(d).update(last_turn=2), "$.pantheon.last_turn",
     "from -1 to 1, not 2"),
    ("key unknown", lambda d: pantheon_of(d).update(gate=1), "$.pantheon.gate", "unexpected key 'gate'"),
    ("no Pantheon", lambda d: d.pop("pantheon"), "$", "missing key 'pantheon'"),
]


@pytest.mark.parametrize(("damage", "path", "phrase"),
                         [pytest.param(*case[1:], id=case[0]) for case in PANTHEON_CASES])
def test_a_bad_value_of_a_pantheon_state_is_refused_at_its_path(damage, path, phrase):
    data = state_to_json(pantheon_age_two())
    space = space_with_divinity(data)
    fill = {"space": space, "j": 0}
    if "offerings" in path:
        fill["j"] = len(pantheon_of(data)["offerings"][1])
    if "mythology[0]" in path:
        fill["j"] = len(pantheon_of(data)["mythology"][0])
    done = damage(data)
    fill.update(done if isinstance(done, dict) else {})
    with pytest.raises(InvalidRecordError) as info:
        PANTHEON.state_from_json(data)
    assert info.value.path == path.format(**fill)
    assert phrase.format(**fill) in info.value.message
    assert "\n" not in str(info.value) and len(str(info.value)) < 200


def test_the_pantheons_decisions_are_checked_against_the_position():
    data = state_to_json(pantheon_placing())
    data["pending"][0]["detail"] = [9]
    with pytest.raises(InvalidRecordError) as info:
        PANTHEON.state_from_json(data)
    assert (info.value.path, info.value.message) == ("$.pending[0].detail[0]", "expected a whole number from 0 to 4, "
                                                                               "not 9")
    data = state_to_json(pantheon_placing())
    data["pending"][0]["options"].pop()
    with pytest.raises(InvalidRecordError) as info:
        PANTHEON.state_from_json(data)
    assert info.value.path == "$.pending[0].options"
    assert info.value.message.startswith("expected the choices the position gives, in their order")
    data = state_to_json(pantheon_placing())
    data["pending"][0]["options"][0][1] = 6
    with pytest.raises(InvalidRecordError) as info:
        PANTHEON.state_from_json(data)
    assert (info.value.path, info.value.message) == ("$.pending[0].options[0][1]", "expected a whole number from 0 "
                                                                                   "to 5, not 6")
    data = state_to_json(pantheon_placing())
    del data["pending"][0]["detail"]
    with pytest.raises(InvalidRecordError) as info:
        PANTHEON.state_from_json(data)
    assert (info.value.path, info.value.message) == ("$.pending[0]", "missing key 'detail'")
    data = state_to_json(pantheon_choosing_a_city())
    data["pending"][0]["detail"][0] = "left"
    with pytest.raises(InvalidRecordError) as info:
        PANTHEON.state_from_json(data)
    assert (info.value.path, info.value.message) == ("$.pending[0].detail[0]", 'expected a city (own, opponent), '
                                                                               'not "left"')


def test_the_pantheons_decision_in_line_is_checked_by_the_pantheon():
    """The Pantheon checks its own decisions (point check_decision): the first in line offers its
    choices, and a divinity drawn is placed before anything else."""
    placing = state_to_json(pantheon_placing())
    data = copy.deepcopy(placing)
    data["pending"][0]["options"] = []
    with pytest.raises(InvalidRecordError) as info:
        PANTHEON.state_from_json(data)
    assert (info.value.path, info.value.message) == ("$.pending[0].options",
                                                     "the decision first in line offers its choices")
    data = copy.deepcopy(placing)
    data["pending"].append(copy.deepcopy(data["pending"][0]))
    with pytest.raises(InvalidRecordError) as info:
        PANTHEON.state_from_json(data)
    assert (info.value.path, info.value.message) == ("$.pending[1].kind",
                                                     "a divinity drawn is placed before any other decision")


def test_nothing_of_the_pantheon_moves_during_the_draft():
    data = state_to_json(played("pantheon", 0)[0])
    data["pantheon"]["reserve"] = [1, 0]
    with pytest.raises(InvalidRecordError) as info:
        PANTHEON.state_from_json(data)
    assert (info.value.path, info.value.message) == ("$.pantheon.reserve", "expected its value before Age I: nothing "
                                                                           "of the Pantheon moves during the wonder "
                                                                           "draft")


def test_the_compact_setup_of_the_pantheon_is_checked_at_its_own_paths():
    data = state_to_json(played("pantheon", 0)[0], compact=True)
    decks = data["setup"]["pantheon"]["decks"]
    decks[0][0], decks[1][0] = decks[1][0], decks[0][0]
    with pytest.raises(InvalidRecordError) as info:
        PANTHEON.state_from_json(data)
    name = PANTHEON.rules.divinities[decks[0][0]].name
    assert (info.value.path, info.value.message) == ("$.setup.pantheon.decks[0][0]",
                                                     f"'{name}' is no mesopotamian divinity")
    data = state_to_json(played("pantheon", 0)[0], compact=True)
    data["setup"]["pantheon"]["mythology_tokens"][0] = 7
    with pytest.raises(InvalidRecordError) as info:
        PANTHEON.state_from_json(data)
    assert (info.value.path, info.value.message) == ("$.setup.pantheon.mythology_tokens[0]",
                                                     "expected a whole number from 0 to 4, not 7")


# ---- any one value damaged ---------------------------------------------------------------------------------

SEEDS = range(4)
JUNK = [None, True, False, 0, 1, 2, -1, 5, 7, 99, -5, 2 ** 70, 3.5, "", "x", "own", "tops", "Baths", "The Pyramids",
        "Law", "Zeus", "greek", [], {}, [0], ["x"], [[0, 0]]]


@st.composite
def damaged_states(draw: st.DrawFn, game_name: str) -> tuple[dict[str, Any], str]:
    """A stored state of a random game with one value replaced (by junk, a number near it or another
    value of the same document), deleted, repeated or swapped with its neighbour; and what was done."""
    states = played(game_name, draw(st.sampled_from(SEEDS), label="seed"))
    state = draw(st.sampled_from(states), label="state")
    doc = json.loads(json.dumps(state_to_json(state, compact=draw(st.booleans(), label="compact"))))
    paths = [p for p in nodes(doc) if p]
    path = draw(st.sampled_from(paths), label="path")
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    old = parent[key]
    how = draw(st.sampled_from(["junk", "near", "other", "delete", "repeat", "swap"]), label="how")
    if how == "near" and type(old) is int:
        parent[key] = old + draw(st.sampled_from([-2, -1, 1, 2, 100]))
    elif how == "other":
        values = [p for p in paths if type(_at(doc, p)) is type(old)]
        parent[key] = copy.deepcopy(_at(doc, draw(st.sampled_from(values))))
    elif how == "delete":
        del parent[key]
    elif how == "repeat" and isinstance(parent, list):
        parent.insert(key, copy.deepcopy(old))
    elif how == "swap" and isinstance(parent, list) and key:
        parent[key - 1], parent[key] = parent[key], parent[key - 1]
    else:
        how = "junk"
        parent[key] = copy.deepcopy(draw(st.sampled_from(JUNK)))
    return doc, how


def _at(doc: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def restored_or_refused(game: Any, doc: dict[str, Any]) -> None:
    """Refused with a path into the document, or restored as a state whose invariants hold, which
    offers a move while in play, each of whose first and last moves keeps the invariants, and which
    round-trips."""
    try:
        state = state_from_json(game, doc)
    except InvalidRecordError as error:
        assert points_into(doc, error.path), (error.path, error.message)
        assert "\n" not in str(error) and len(error.message) < 400   # bounded: never the input echoed whole
        assert not error.message.startswith("malformed state")
        event("refused")
        return
    event("restored")
    assert check_step(state, Step(state, ())) == []
    actions = legal_actions(state)
    assert bool(actions) == (state.outcome is None)
    for action in {*actions[:2], *actions[-2:]}:
        assert check_step(state, apply(state, action)) == [], action
    for compact in (False, True):
        assert state_from_json(game, state_to_json(state, compact)) == state


@given(damaged_states("duel"))
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_a_base_game_state_damaged_in_one_value_is_refused_or_sound(damaged):
    doc, how = damaged
    event(f"damage: {how}")
    restored_or_refused(BASE, doc)


@given(damaged_states("pantheon"))
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_a_pantheon_state_damaged_in_one_value_is_refused_or_sound(damaged):
    doc, how = damaged
    event(f"damage: {how}")
    restored_or_refused(PANTHEON, doc)


@pytest.mark.parametrize("game_name", ["duel", "pantheon"])
def test_every_state_of_random_games_round_trips_in_both_forms(game_name):
    game = BASE if game_name == "duel" else PANTHEON
    count = 0
    for seed in SEEDS:
        for state in played(game_name, seed):
            for compact in (False, True):
                assert state_from_json(game, json.loads(json.dumps(state_to_json(state, compact)))) == state
                count += 1
    assert count > 8 * 60
