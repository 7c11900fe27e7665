"""What each divinity, Grand Temple, wonder and progress token of the Pantheon does, on positions
built by hand: the divinity is activated on a move's pad (as activation from the board will do), the
decisions it leaves are settled through the engine's checked ``apply``, and the position after is
compared with the exact coins, cards, pawn, tokens and legal choices the rules give.

Activation from the board, its price and the setup of the Pantheon come with the next part of the
expansion; these tests pin the powers it will call.
"""

from __future__ import annotations

import pytest

from oracle.duel.game import Game as DuelGame
from oracle.duel.legal import legal_actions
from oracle.duel.pantheon import military as track
from oracle.duel.pantheon import rules as chapter
from oracle.duel.pantheon.kinds import BLOCKER, CARD_TOKENS, INVOKE_CHOICE, LOOT_CHOICE
from oracle.duel.pantheon.state import OFFERING_BASE, Pantheon, part
from oracle.duel.rules import ages, costs
from oracle.duel.scoring import score
from oracle.duel.state import PROGRESS_FROM_BOARD, Action, State, rebuild_city
from oracle.duel.turn import apply
from oracle.errors import IllegalMoveError
from tests.duel_pantheon.support import dealt

GAME = DuelGame.load("pantheon")
R = GAME.rules
MYTHOLOGIES = R.vocabulary.mythologies


def card(name: str) -> int:
    return R.card_index[name]


def divinity(name: str) -> int:
    return R.divinity_index[name]


def activated(state: State, player: int, name: str) -> tuple[State, list[str]]:
    """The position once ``player`` has activated the divinity ``name`` for nothing, and its events."""
    t = R.runtime(state._replace(to_move=player))
    chapter.activate_divinity(t, player, R.divinities[divinity(name)], 0, "test")
    ages.advance(t)
    return t.freeze(), [e[0].kind for e in t.events]


def names(actions: list[Action]) -> list[str]:
    return [str(a) for a in actions]


def position(**fields: object) -> State:
    fields.setdefault("parts", (Pantheon(),))
    fields.setdefault("available", ["Baths", "Lumber Yard"])
    return GAME.position(**fields)  # type: ignore[arg-type]


# ---- Baal: a card moves, it is not built -------------------------------------------------------------

def test_baal_moves_a_brown_card_and_its_production_into_the_owners_city():
    state = position(cities=[GAME.city(), GAME.city(cards=["Clay Pit", "Scriptorium"])])
    base = R.constants.trade_base
    assert costs.unit_prices(state.cities[0].profile, state.cities[1].profile, base)[1] == 3
    state, events = activated(state, 0, "Baal")
    assert events == ["activate"]
    assert names(legal_actions(state)) == ['{"action": "steal_card", "card": "Clay Pit"}']
    step = apply(state, legal_actions(state)[0])
    after = step.state
    assert [R.cards[c].name for c in after.cities[0].cards] == ["Clay Pit"]
    assert [R.cards[c].name for c in after.cities[1].cards] == ["Scriptorium"]
    assert after.cities[0].profile.production[1] == 1 and after.cities[1].profile.production[1] == 0
    assert costs.unit_prices(after.cities[0].profile, after.cities[1].profile, base)[1] == 2
    assert costs.unit_prices(after.cities[1].profile, after.cities[0].profile, base)[1] == 3
    assert [e.kind for e in step.events] == ["card_stolen"]
    assert after.coins == (7, 7) and after.to_move == 1


def test_baal_without_a_brown_or_grey_card_to_take_does_nothing():
    state, _ = activated(position(cities=[GAME.city(), GAME.city(cards=["Scriptorium"])]), 0, "Baal")
    assert state.pending == () and state.to_move == 1


# ---- Nisaba and Ishtar: symbols ----------------------------------------------------------------------------

def test_nisaba_copies_a_green_symbol_that_makes_a_pair():
    state = position(cities=[GAME.city(cards=["Library"]), GAME.city(cards=["Scriptorium", "Workshop", "Stable"])])
    state, _ = activated(state, 0, "Nisaba")
    assert names(legal_actions(state)) == ['{"action": "copy_science", "card": "Scriptorium"}',
                                           '{"action": "copy_science", "card": "Workshop"}']
    after = apply(state, legal_actions(state)[0]).state
    quill = R.vocabulary.science_symbols.index("quill")
    assert after.cities[0].profile.symbols[quill] == 2 and after.cities[1].profile.symbols[quill] == 1
    assert part(after) is not None and part(after).marks == ((0, card("Scriptorium"), quill),)
    assert after.pending[0].kind == PROGRESS_FROM_BOARD and after.pending[0].options == after.board
    assert len(after.board) == 5


def test_ishtars_law_pairs_with_the_law_token():
    state = position(cities=[GAME.city(progress=["Law"]), GAME.city()], board=["Agriculture", "Strategy"])
    state, _ = activated(state, 0, "Ishtar")
    assert state.pending[0].kind == PROGRESS_FROM_BOARD
    assert [R.progress[t].name for t in state.pending[0].options] == ["Agriculture", "Strategy"]


def test_a_copied_symbol_stays_when_the_owner_loses_a_card():
    state = position(cities=[GAME.city(cards=["Workshop", "Clay Pit"]), GAME.city(cards=["Scriptorium"])])
    state, _ = activated(state, 0, "Nisaba")
    state = apply(state, legal_actions(state)[0]).state
    t = R.runtime(state)
    t.remove_card(0, R.cards[card("Clay Pit")])
    quill = R.vocabulary.science_symbols.index("quill")
    assert t.cities[0].profile.symbols[quill] == 1 and t.cities[0].profile.production[1] == 0


# ---- Zeus: any card of the structure ---------------------------------------------------------------------

def age_two(state: State, gone: tuple[int, ...] = (), tokens: tuple[tuple[int, int], ...] = ()) -> State:
    """The position in Age II with the seed-0 deal, the slots ``gone`` already taken."""
    state = dealt(state, 2, gone)
    assert part(state) is not None
    return state._replace(parts=(part(state)._replace(structure_tokens=tokens),))


def test_zeus_discards_a_covered_card_and_its_token_leaves_the_game():
    state = age_two(position(), gone=(18, 19, 15, 16, 17, 11, 12, 13, 14, 7, 9), tokens=((8, OFFERING_BASE + 4),))
    assert state.accessible == (6, 8, 10)
    target = state.structure[8]
    state, _ = activated(state, 0, "Zeus")
    options = state.pending[0].options
    assert options == tuple(s for s, c in enumerate(state.structure) if c >= 0) == (0, 1, 2, 3, 4, 5, 6, 8, 10)
    step = apply(state, R.actions.discard_from_structure[8])
    after = step.state
    assert after.structure[8] == -1 and after.discard == (target,)
    assert after.accessible == (2, 3, 6, 10)
    assert part(after) is not None and part(after).lost_tokens == (OFFERING_BASE + 4,)
    assert part(after).structure_tokens == ()
    assert after.last_active == 0 and after.to_move == 1
    assert [e.kind for e in step.events] == ["structure_discard"]


def test_a_card_zeus_uncovers_turns_face_up_once_the_move_is_over():
    state = age_two(position(), gone=(18, 19, 15, 17, 11, 13, 14))
    assert state.accessible == (6, 9, 10, 16) and not state.face_up >> 7 & 1 and not state.face_up >> 8 & 1
    state, _ = activated(state, 0, "Zeus")
    step = apply(state, R.actions.discard_from_structure[12])
    assert step.state.accessible == (6, 7, 8, 9, 10, 16) and step.state.face_up >> 7 & 1 and step.state.face_up >> 8 & 1
    assert [(e.kind, getattr(e, "slot", None)) for e in step.events] == [
        ("structure_discard", 12), ("reveal", 7), ("reveal", 8)]


# ---- Anubis, Isis, Ra: wonders ------------------------------------------------------------------------------

def test_anubis_unbuilds_a_wonder_its_points_go_and_the_card_under_it_is_discarded():
    pyramids, baths = R.wonder_index["The Pyramids"], card("Baths")
    b = GAME.city(wonders=["The Pyramids", "The Colossus"])
    b = rebuild_city(R, b._replace(built=((pyramids, baths),)))
    state = position(cities=[GAME.city(wonders=["The Sphinx"]), b])
    before = score(state, 1)["wonders"]
    state, _ = activated(state, 0, "Anubis")
    assert names(legal_actions(state)) == ['{"action": "unbuild_wonder", "wonder": "The Pyramids"}']
    step = apply(state, legal_actions(state)[0])
    after = step.state
    assert before - score(after, 1)["wonders"] == 9
    assert after.discard == (baths,) and after.wonders_built == 0
    assert after.cities[1].wonders == (pyramids, R.wonder_index["The Colossus"])
    assert [e.to_json() for e in step.events] == [{"kind": "wonder_unbuilt", "player": 1, "subject": "The Pyramids",
                                                   "detail": "Baths"}]


def test_isis_builds_a_wonder_with_a_discarded_card_and_it_does_what_a_wonder_does():
    state = position(cities=[GAME.city(wonders=["The Temple of Artemis"]), GAME.city()], discard=["Baths"],
                     coins=(3, 7))
    state, _ = activated(state, 0, "Isis")
    assert names(legal_actions(state)) == [
        '{"action": "build_wonder_discarded", "card": "Baths", "wonder": "The Temple of Artemis"}']
    step = apply(state, legal_actions(state)[0])
    after = step.state
    assert after.coins == (15, 7) and after.discard == () and after.wonders_built == 1
    assert after.to_move == 0          # the Temple of Artemis plays again
    assert [e.to_json() for e in step.events][:2] == [
        {"kind": "build_wonder", "player": 0, "subject": "The Temple of Artemis", "detail": "Baths"},
        {"kind": "coins", "player": 0, "subject": "The Temple of Artemis", "amount": 12}]


def test_isis_is_refused_by_the_cap():
    a = GAME.city(wonders=["The Temple of Artemis"], built=["The Pyramids", "The Colossus"])
    b = GAME.city(built=["The Sphinx", "Piraeus", "The Appian Way", "Circus Maximus", "The Great Library"])
    state = position(cities=[a, b], discard=["Baths"])
    assert state.wonders_built == 7
    state, _ = activated(state, 0, "Isis")
    assert state.pending == () and state.to_move == 1


def test_ra_takes_an_unbuilt_wonder_of_the_opponent():
    a = GAME.city(wonders=["The Pyramids", "The Colossus", "The Sphinx", "Piraeus"])
    b = GAME.city(wonders=["The Appian Way", "Circus Maximus", "The Great Library", "The Mausoleum"],
                  built=["The Appian Way"])
    state, _ = activated(position(cities=[a, b]), 0, "Ra")
    assert names(legal_actions(state)) == [f'{{"action": "steal_wonder", "wonder": "{w}"}}'
                                           for w in ("Circus Maximus", "The Great Library", "The Mausoleum")]
    after = apply(state, legal_actions(state)[1]).state
    assert len(after.cities[0].wonders) == 5 and len(after.cities[1].wonders) == 3
    assert R.wonders[after.cities[0].wonders[-1]].name == "The Great Library"


# ---- Mars, Minerva, Neptune, Poliorcetics: the military track ---------------------------------------------------

def test_mars_is_no_red_card_strategy_adds_nothing():
    state, _ = activated(position(cities=[GAME.city(progress=["Strategy"]), GAME.city()]), 0, "Mars")
    assert state.pawn == 2


def test_the_blocker_stops_a_push_and_poliorcetics_charges_the_spaces_moved():
    state = position(cities=[GAME.city(progress=["Strategy", "Poliorcetics"]), GAME.city()],
                     available=["Walls", "Baths"], coins=(7, 5))
    state, _ = activated(state, 0, "Minerva")
    assert state.pending[0].kind == BLOCKER
    assert state.pending[0].options == tuple(p for p in range(-9, 10) if p != 0)
    state = apply(state, R.actions.place_blocker[3]).state
    assert part(state) is not None and part(state).blocker == 3 and state.to_move == 1
    step = apply(state._replace(to_move=0, coins=(10, 5)), R.actions.build[card("Walls")])
    after = step.state
    assert after.pawn == 2 and part(after) is not None and part(after).blocker is None
    assert after.looting == (True, True, True, True) and after.coins[1] == 3
    assert [e.to_json() for e in step.events if e.kind != "coins" or e.player == 1] == [
        {"kind": "build", "player": 0, "subject": "Walls", "amount": 4},
        {"kind": "pawn", "player": 0, "subject": "Walls", "amount": 2},
        {"kind": "blocker_reached", "player": 0, "amount": 3},
        {"kind": "coins", "player": 1, "subject": "Poliorcetics", "amount": -2}]


def test_a_blocker_right_ahead_stops_the_pawn_where_it_is():
    state = position(available=["Walls", "Baths"], pawn=-2, coins=(10, 7))
    state = state._replace(parts=(Pantheon(blocker=-1),))
    after = apply(state, R.actions.build[card("Walls")]).state
    assert after.pawn == -2 and part(after) is not None and part(after).blocker is None


def test_the_blocker_stops_the_opponent_too_and_can_save_a_capital():
    state = position(available=["Walls", "Baths"], pawn=-7, coins=(7, 10), to_move=1)
    state = state._replace(parts=(Pantheon(blocker=-9),), looting=(False, False, True, True))
    after = apply(state, R.actions.build[card("Walls")]).state
    assert after.pawn == -8 and after.outcome is None


def test_poliorcetics_comes_after_the_looting_of_the_same_push():
    state = position(cities=[GAME.city(progress=["Poliorcetics"]), GAME.city()], available=["Walls", "Baths"],
                     pawn=2, coins=(10, 3))
    step = apply(state, R.actions.build[card("Walls")])
    assert step.state.pawn == 4 and step.state.coins[1] == 0
    assert [(e.kind, getattr(e, "amount", None) or getattr(e, "lost", None)) for e in step.events
            if getattr(e, "player", 0) == 1] == [("coins", -2), ("looting", 2), ("coins", -1)]


def test_neptune_discards_one_token_then_loots_another_against_the_opponent():
    state = position(coins=(7, 1))._replace(looting=(True, False, True, False))
    state, _ = activated(state, 0, "Neptune")
    # the tokens left, each named as a record names it: by its space on the track (-6 and 3)
    assert names(legal_actions(state)) == ['{"action": "discard_looting", "looting": -6}',
                                           '{"action": "discard_looting", "looting": 3}']
    state = apply(state, R.actions.discard_looting[0]).state
    assert state.looting == (False, False, True, False)
    assert state.pending[0].kind == LOOT_CHOICE and state.pending[0].options == (2,)
    step = apply(state, R.actions.loot[2])
    assert step.state.looting == (False, False, False, False) and step.state.coins == (7, 0)
    assert [e.to_json() for e in step.events] == [
        {"kind": "coins", "player": 1, "subject": "looting", "amount": -1, "detail": "2-coin looting token"},
        {"kind": "looting", "player": 1, "subject": "2-coin looting token", "amount": 1}]
    assert track.token_position(R.runtime(state), 0) == -6


def test_neptune_with_one_token_left_only_discards_it():
    state = position(coins=(7, 4))._replace(looting=(False, False, True, False))
    state, _ = activated(state, 0, "Neptune")
    state = apply(state, legal_actions(state)[0]).state
    assert state.pending == () and state.coins == (7, 4) and state.to_move == 1


def test_neptune_loots_a_token_on_the_players_own_side_against_the_opponent():
    state = position(coins=(7, 9))._replace(looting=(True, False, False, False))
    state, _ = activated(state, 0, "Neptune")
    assert state.pending[0].options == (0,)


# ---- Astarte: coins no loss can take ---------------------------------------------------------------------------

def test_astartes_coins_are_spent_after_the_treasury_and_score_one_point_each():
    state, events = activated(position(coins=(4, 7), available=["Senate", "Baths"], age=3), 0, "Astarte")
    assert events == ["activate", "reserve"]
    assert part(state) is not None and part(state).reserve == (7, 0)
    priced = state._replace(to_move=0)
    assert legal_actions(priced)[0] == R.actions.build[card("Senate")]   # 8 coins: 4 + 4 of the reserve
    step = apply(priced, R.actions.build[card("Senate")])
    assert step.state.coins == (0, 7) and part(step.state) is not None and part(step.state).reserve == (3, 0)
    assert [e.to_json() for e in step.events][1:3] == [
        {"kind": "reserve", "player": 0, "subject": "Senate", "amount": -4, "detail": "trade"},
        {"kind": "coins", "player": 0, "subject": "Senate", "amount": -4, "detail": "trade"}]
    sheet = score(step.state, 0)
    assert (sheet["divinities"], sheet["coins"]) == (3, 0)


def test_no_loss_takes_astartes_coins():
    state = position(coins=(2, 7))._replace(parts=(Pantheon(reserve=(7, 0)),))
    t = R.runtime(state)
    assert t.lose(0, 5) == 2
    assert t.coins == (0, 7) and part(t) is not None and part(t).reserve == (7, 0)


def test_a_build_the_reserve_cannot_cover_is_refused():
    state = position(coins=(2, 7), available=["Senate", "Baths"])._replace(parts=(Pantheon(reserve=(5, 0)),))
    with pytest.raises(IllegalMoveError) as refused:
        apply(state, R.actions.build[card("Senate")])
    assert refused.value.rule == "cost.afford"


# ---- Enki, the Gate, The Divine Theater: divinities shown and invoked ----------------------------------------------

def test_enki_draws_two_tokens_when_shown_and_its_owner_keeps_one():
    state = position(box=["Architecture", "Economy", "Mysticism", "Philosophy"])
    t = R.runtime(state)
    enki = R.divinities[divinity("Enki")]
    chapter.reveal_divinity(t, enki)
    assert [R.progress[x].name for x in t.box] == ["Mysticism", "Philosophy"]
    state, events = activated(t.freeze(), 0, "Enki")
    assert events == ["activate"] and state.pending[0].kind == CARD_TOKENS
    assert names(legal_actions(state)) == ['{"action": "take_progress", "token": "Architecture"}',
                                           '{"action": "take_progress", "token": "Economy"}']
    step = apply(state, R.actions.take_progress[R.progress_index["Economy"]])
    after = step.state
    assert [R.progress[x].name for x in after.cities[0].progress] == ["Economy"]
    assert [R.progress[x].name for x in after.box] == ["Mysticism", "Philosophy", "Architecture"]
    assert part(after) is not None and part(after).on_cards == ()
    assert [e.kind for e in step.events] == ["progress_returned", "progress"]


def decks(**tops: list[str]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(divinity(n) for n in tops.get(m, [])) for m in MYTHOLOGIES)


def test_the_gate_shows_each_decks_top_and_the_others_stay():
    pantheon = Pantheon(decks=decks(mesopotamian=["Enki", "Nisaba"], phoenician=["Tanit", "Baal"],
                                    egyptian=["Ra"], roman=["Mars", "Minerva"]))
    state = position(coins=(0, 7), box=["Architecture", "Economy", "Masonry"], parts=(pantheon,))
    state, events = activated(state, 0, "The Gate")
    assert events == ["activate", "divinity_shown", "progress_laid", "progress_laid", "divinity_shown",
                      "divinity_shown", "divinity_shown"]
    assert state.pending[0].kind == INVOKE_CHOICE
    assert [a.divinity_order for a in legal_actions(state)] == [(divinity(d), ()) for d in ("Enki", "Tanit", "Ra",
                                                                                               "Mars")]
    step = apply(state, R.actions.invoke[(divinity("Tanit"), ())])
    after = step.state
    assert after.coins == (12, 7)
    assert part(after) is not None and part(after).decks == decks(
        mesopotamian=["Enki", "Nisaba"], phoenician=["Baal"], egyptian=["Ra"], roman=["Mars", "Minerva"])
    assert [R.progress[x].name for x in after.box] == ["Masonry", "Architecture", "Economy"]
    assert part(after).divinities == ((divinity("The Gate"), divinity("Tanit")), ())


def test_the_divine_theater_looks_at_a_deck_and_puts_the_rest_back_in_the_order_chosen():
    pantheon = Pantheon(decks=decks(roman=["Mars", "Minerva", "Neptune"], greek=["Zeus"]))
    state = position(parts=(pantheon,), cities=[GAME.city(wonders=["The Divine Theater"]), GAME.city()],
                     coins=(20, 7), available=["Baths", "Lumber Yard"])
    step = apply(state, R.actions.build_wonder[card("Baths")][R.wonder_index["The Divine Theater"]])
    state = step.state
    assert [str(a) for a in legal_actions(state)] == ['{"action": "choose_mythology", "mythology": "greek"}',
                                                      '{"action": "choose_mythology", "mythology": "roman"}']
    state = apply(state, R.actions.choose_mythology[MYTHOLOGIES.index("roman")]).state
    assert len(legal_actions(state)) == 6
    order = (divinity("Neptune"), divinity("Mars"))
    step = apply(state, R.actions.invoke[(divinity("Minerva"), order)])
    after = step.state
    assert part(after) is not None and part(after).decks[MYTHOLOGIES.index("roman")] == order
    assert after.pending[0].kind == BLOCKER and after.to_move == 0
    assert [e.to_json() for e in step.events] == [{"kind": "activate", "player": 0, "subject": "Minerva",
                                                   "detail": "The Divine Theater"}]


# ---- Grand Temples, Mysticism, Engineering, The Sanctuary ------------------------------------------------------------

def test_grand_temples_score_as_a_set_once():
    for temples, points in ((["Greek Grand Temple"], 5), (["Greek Grand Temple", "Roman Grand Temple"], 12),
                            (["Roman Grand Temple", "Greek Grand Temple", "Egyptian Grand Temple"], 21)):
        state = position(cities=[GAME.city(cards=temples), GAME.city()])
        assert score(state, 0)["purple"] == points


def test_a_mythology_token_builds_its_grand_temple_for_nothing_and_urbanism_pays():
    greek = MYTHOLOGIES.index("greek")
    pantheon = Pantheon(mythology=((greek,), ()))
    state = position(available=["Greek Grand Temple", "Roman Grand Temple"], age=3, parts=(pantheon,),
                     cities=[GAME.city(progress=["Urbanism"]), GAME.city()], coins=(0, 7))
    assert names(legal_actions(state))[:2] == ['{"action": "build", "card": "Greek Grand Temple"}',
                                               '{"action": "discard", "card": "Greek Grand Temple"}']
    step = apply(state, R.actions.build[card("Greek Grand Temple")])
    assert step.state.coins == (4, 7)
    assert part(step.state) is not None and part(step.state).mythology == ((greek,), ())


def test_mysticism_counts_mythology_tokens_and_unused_offerings():
    pantheon = Pantheon(mythology=((0, 2), ()), offerings=((3,), ()), spent=(2,))
    state = position(cities=[GAME.city(progress=["Mysticism"]), GAME.city()], parts=(pantheon,))
    assert score(state, 0)["progress"] == 6


def test_engineering_caps_a_chain_card_at_one_coin_and_it_is_no_chain_build():
    state = position(cities=[GAME.city(progress=["Engineering", "Urbanism"]), GAME.city()],
                     available=["Senate", "Baths"], age=3, coins=(1, 7))
    own, other = state.cities[0].profile, state.cities[1].profile
    assert costs.price(R.cards[card("Senate")], own, other, 2) == costs.Price(1, 0, False)
    step = apply(state, R.actions.build[card("Senate")])
    assert step.state.coins == (0, 7)
    assert [e.to_json() for e in step.events] == [
        {"kind": "build", "player": 0, "subject": "Senate", "amount": 1},
        {"kind": "coins", "player": 0, "subject": "Senate", "amount": -1, "detail": "cost"}]


def test_engineering_builds_a_grand_temple_for_one_coin():
    state = position(cities=[GAME.city(progress=["Engineering"]), GAME.city()], age=3)
    own, other = state.cities[0].profile, state.cities[1].profile
    assert costs.price(R.cards[card("Greek Grand Temple")], own, other, 2) == costs.Price(1, 0, False)
    assert costs.price(R.cards[card("Baths")], own, other, 2) == costs.Price(0, 2, False)


def test_the_sanctuarys_discount_is_a_lasting_effect_of_its_owner():
    state = position(cities=[GAME.city(wonders=["The Sanctuary"], built=["The Sanctuary"]), GAME.city()])
    extras = state.cities[0].profile.extras
    assert extras is not None and extras.activation_discount == 2 and state.cities[1].profile.extras is None
