"""Rule-by-rule tests of the Duel engine, grouped by rules area.

Each test is named after the rule id (spec/duel/rules.toml) it pins and asserts concrete
values: coins, slots, pawn positions, the exact legal actions, the rule id of a refusal.
"""

from __future__ import annotations

import pytest

from oracle.duel import Action, Game, apply, legal_actions
from oracle.duel.legal import priced_actions
from oracle.duel.scoring import score
from oracle.duel.state import CIVILIAN, MILITARY, Decision, Outcome, Setup, State
from oracle.errors import IllegalMoveError
from tests.support import (
    GAME,
    RULES,
    build,
    build_wonder,
    card,
    city,
    discard,
    legal_json,
    position,
    take_progress,
    token,
    wonder,
)

FIRST_PRINTING = Game(RULES, "first_printing")
BOARD = ("Agriculture", "Law", "Strategy", "Theology", "Urbanism")  # position()'s default board
BOX = ("Architecture", "Economy", "Masonry", "Mathematics", "Philosophy")  # position()'s default box


# ---- helpers --------------------------------------------------------------------------------------


def refused(state: State, action: Action) -> str:
    """The rule id ``apply`` gives for refusing ``action`` (fails the test if it is accepted)."""
    with pytest.raises(IllegalMoveError) as info:
        apply(state, action)
    return info.value.rule


def pick(state: State, wonder_index: int) -> State:
    return apply(state, Action("pick_wonder", wonder=wonder_index)).state


def drafted(seed: int = 0, first: int | None = None, game: Game = GAME) -> State:
    """A seeded game after its eight wonder picks (each pick takes the first wonder on offer)."""
    setup = game.setup_from_seed(seed)
    if first is not None:
        setup = setup._replace(first_player=first)
    state = game.new_game(setup)
    while state.age == 0:
        state = pick(state, state.offer[0])
    return state


def discard_slot(state: State, slot: int) -> State:
    return apply(state, Action("discard", card=state.structure[slot])).state


def discard_whole_age(state: State) -> State:
    """Discard the lowest accessible card until the Age (or the game) ends."""
    age = state.age
    while state.age == age and state.outcome is None:
        state = discard_slot(state, state.accessible[0])
    return state


def choose(state: State, player: int) -> State:
    return apply(state, Action("choose_starter", player=player)).state


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def act(name: str, **fields: object) -> Action:
    """An action from names: act("build", card="Baths"), act("build_wonder", card=..., wonder=...)."""
    out: dict[str, int] = {}
    for key, value in fields.items():
        if key == "card":
            out["card"] = card(str(value))
        elif key == "wonder":
            out["wonder"] = wonder(str(value))
        elif key == "token":
            out["token"] = token(str(value))
        else:
            out[key] = int(value)  # type: ignore[call-overload]
    return Action(name, **out)


# ---- setup.* ----------------------------------------------------------------------------------------


def test_setup_coins_and_new_game():
    setup = GAME.setup_from_seed(3)
    state = GAME.new_game(setup)
    assert state.coins == (7, 7)
    assert state.pawn == 0
    assert state.looting == (True, True, True, True)
    assert len(state.board) == 5 and state.board == setup.board
    assert len(state.box) == 5 and state.box == setup.box
    assert state.offer == setup.wonders[:4]
    assert len(state.offer) == 4
    assert state.to_move == setup.first_player
    assert state.age == 0 and state.picks == 0
    assert state.cities[0].wonders == () and state.cities[1].wonders == ()
    assert state.cities[0].cards == () and state.cities[1].cards == ()
    assert state.pending == () and state.outcome is None and state.discard == ()


def test_setup_from_seed_is_deterministic_and_varies():
    assert GAME.setup_from_seed(11) == GAME.setup_from_seed(11)
    assert GAME.setup_from_seed(11) != GAME.setup_from_seed(12)
    setups = [GAME.setup_from_seed(seed) for seed in range(20)]
    assert len(set(setups)) == 20
    assert {s.first_player for s in setups} == {0, 1}
    assert len({s.wonders for s in setups}) == 20
    assert len({s.ages[0] for s in setups}) == 20


@pytest.mark.parametrize("seed", [0, 1, 2, 99, 12345])
def test_setup_progress(seed):
    setup = GAME.setup_from_seed(seed)
    assert len(setup.board) == 5 and len(setup.box) == 5
    assert sorted(setup.board + setup.box) == list(range(10))


@pytest.mark.parametrize("seed", [0, 1, 2, 99, 12345])
def test_setup_guilds(seed):
    third = GAME.setup_from_seed(seed).ages[2]
    decks = [RULES.cards[c].deck for c in third]
    assert len(third) == 20 and len(set(third)) == 20
    assert decks.count("guild") == 3
    assert decks.count("III") == 17


@pytest.mark.parametrize("seed", [0, 1, 2, 99, 12345])
def test_setup_removals(seed):
    setup = GAME.setup_from_seed(seed)
    for age, deck in zip(setup.ages[:2], ("I", "II"), strict=True):
        assert len(age) == 20 and len(set(age)) == 20
        assert {RULES.cards[c].deck for c in age} == {deck}
        assert len({c.index for c in RULES.deck(deck)} - set(age)) == 3
    assert len(setup.wonders) == 8 and len(set(setup.wonders)) == 8


# ---- setup.draft ------------------------------------------------------------------------------------


@pytest.mark.parametrize("first", [0, 1])
def test_setup_draft_order(first):
    setup = GAME.setup_from_seed(0)._replace(first_player=first)
    w = setup.wonders
    second = 1 - first
    movers = [first, second, second, first, second, first, first, second]
    picked = [w[3], w[2], w[1], w[0], w[7], w[6], w[5], w[4]]  # always the last wonder on offer
    offers_after = [(w[0], w[1], w[2]), (w[0], w[1]), (w[0],), (w[4], w[5], w[6], w[7]),
                    (w[4], w[5], w[6]), (w[4], w[5]), (w[4],), ()]
    state = GAME.new_game(setup)
    assert state.offer == (w[0], w[1], w[2], w[3])
    for n in range(8):
        assert state.age == 0
        assert state.to_move == movers[n], f"pick {n + 1}"
        assert legal_actions(state) == [Action("pick_wonder", wonder=x) for x in state.offer]
        step = apply(state, Action("pick_wonder", wonder=picked[n]))
        state = step.state
        assert step.events[0].kind == "pick_wonder" and step.events[0].player == movers[n]
        assert state.offer == offers_after[n], f"offer after pick {n + 1}"
        assert state.picks == n + 1
    assert state.cities[first].wonders == (w[3], w[0], w[6], w[5])
    assert state.cities[second].wonders == (w[2], w[1], w[7], w[4])
    # Age I begins, the first player to move, the Age I structure dealt
    assert state.age == 1
    assert state.to_move == first
    assert state.structure == setup.ages[0]
    assert state.accessible == (14, 15, 16, 17, 18, 19)
    assert state.face_up == RULES.layouts[0].face_up
    assert state.pending == ()


def test_setup_draft_refuses_a_wonder_not_on_offer():
    setup = GAME.setup_from_seed(0)
    state = GAME.new_game(setup)
    assert refused(state, Action("pick_wonder", wonder=setup.wonders[4])) == "setup.draft"
    outside = next(i for i in range(12) if i not in setup.wonders)
    assert refused(state, Action("pick_wonder", wonder=outside)) == "setup.draft"
    after = pick(state, setup.wonders[0])
    # a wonder already picked is no longer on offer
    assert refused(after, Action("pick_wonder", wonder=setup.wonders[0])) == "setup.draft"


def test_setup_draft_refuses_play_during_the_draft():
    setup = GAME.setup_from_seed(0)
    state = GAME.new_game(setup)
    first_card = setup.ages[0][19]
    assert refused(state, Action("build", card=first_card)) == "setup.draft"
    assert refused(state, Action("discard", card=first_card)) == "setup.draft"
    assert refused(state, Action("build_wonder", card=first_card, wonder=setup.wonders[0])) == "setup.draft"
    assert refused(state, Action("choose_starter", player=0)) == "setup.draft"


# ---- age.layout / age.reveal / turn.accessible --------------------------------------------------


def test_age_layout_age_one():
    state = drafted(seed=4)
    layout = RULES.layouts[0]
    assert state.age == 1
    assert state.accessible == (14, 15, 16, 17, 18, 19)
    assert state.face_up == layout.face_up
    # rows 1, 3 and 5 face up: slots 0-1, 5-8, 14-19
    assert [s for s in range(20) if state.face_up >> s & 1] == [0, 1, 5, 6, 7, 8, 14, 15, 16, 17, 18, 19]
    assert state.structure == state.setup.ages[0]


def test_age_layout_ages_two_and_three():
    state = drafted(seed=4)
    setup = state.setup
    state = discard_whole_age(state)
    assert state.age == 2
    state = choose(state, 0)
    assert state.to_move == 0
    assert state.structure == setup.ages[1]
    assert state.accessible == (18, 19)
    assert state.face_up == RULES.layouts[1].face_up
    assert [s for s in range(20) if state.face_up >> s & 1] == [0, 1, 2, 3, 4, 5, 11, 12, 13, 14, 18, 19]
    state = discard_whole_age(state)
    assert state.age == 3
    state = choose(state, 1)
    assert state.to_move == 1
    assert state.structure == setup.ages[2]
    assert state.accessible == (18, 19)
    assert state.face_up == RULES.layouts[2].face_up
    assert [s for s in range(20) if state.face_up >> s & 1] == [0, 1, 5, 6, 7, 8, 11, 12, 13, 14, 18, 19]


def test_age_reveal_needs_both_covering_cards_gone():
    state = drafted(seed=4)
    structure = state.structure
    # slot 9 (row 4, face down) is covered by slots 14 and 15
    assert not state.face_up >> 9 & 1
    step = apply(state, Action("discard", card=structure[14]))
    assert "reveal" not in kinds(step.events)
    assert step.state.accessible == (15, 16, 17, 18, 19)
    assert not step.state.face_up >> 9 & 1
    step = apply(step.state, Action("discard", card=structure[15]))
    reveals = [e for e in step.events if e.kind == "reveal"]
    assert len(reveals) == 1
    assert reveals[0].card == RULES.cards[structure[9]].name
    assert reveals[0].slot == 9
    assert step.state.accessible == (9, 16, 17, 18, 19)
    assert step.state.face_up >> 9 & 1
    assert not step.state.face_up >> 10 & 1  # still covered by slot 16


def test_age_reveal_face_up_card_becomes_accessible_without_reveal():
    state = drafted(seed=4)
    structure = state.structure
    for slot in (14, 15, 16):
        state = discard_slot(state, slot)
    assert state.accessible == (9, 10, 17, 18, 19)
    state = discard_slot(state, 9)
    assert state.accessible == (10, 17, 18, 19)  # slot 5 is still covered by slot 10
    step = apply(state, Action("discard", card=structure[10]))
    # slot 5 (row 3) lies face up: it becomes accessible without a reveal event
    assert "reveal" not in kinds(step.events)
    assert step.state.accessible == (5, 17, 18, 19)


def test_age_reveal_single_cover_in_age_two():
    state = choose(discard_whole_age(drafted(seed=4)), 0)
    structure = state.structure
    # Age II: slot 15 (row 4) is covered by slot 18 alone; slot 16 by slots 18 and 19
    step = apply(state, Action("discard", card=structure[18]))
    reveals = [(e.card, e.slot) for e in step.events if e.kind == "reveal"]
    assert reveals == [(RULES.cards[structure[15]].name, 15)]
    assert step.state.accessible == (15, 19)


def test_turn_accessible_refuses_covered_cards():
    state = drafted(seed=4)
    covered = state.structure[9]
    assert refused(state, Action("build", card=covered)) == "turn.accessible"
    assert refused(state, Action("discard", card=covered)) == "turn.accessible"
    own = state.cities[state.to_move].wonders[0]
    assert refused(state, Action("build_wonder", card=covered, wonder=own)) == "turn.accessible"
    # a face-up card that is still covered (row 1, slot 0)
    assert refused(state, Action("discard", card=state.structure[0])) == "turn.accessible"


def test_turn_accessible_refuses_cards_not_in_the_structure():
    state = drafted(seed=4)
    age_two_card = state.setup.ages[1][0]
    assert refused(state, Action("discard", card=age_two_card)) == "turn.accessible"
    removed = next(c.index for c in RULES.deck("I") if c.index not in state.structure)
    assert refused(state, Action("build", card=removed)) == "turn.accessible"
    taken = state.structure[19]
    after = discard_slot(state, 19)
    assert refused(after, Action("discard", card=taken)) == "turn.accessible"
    assert refused(after, Action("discard")) == "turn.accessible"
    assert refused(after, Action("build", card=len(RULES.cards))) == "turn.accessible"


# ---- turn.play / turn.alternate / effect.play_again ------------------------------------------------


def test_turn_alternate():
    state = position(available=["Lumber Yard", "Stone Pit", "Clay Pool", "Quarry"], to_move=0)
    state = discard(state, "Lumber Yard").state
    assert state.to_move == 1 and state.coins == (9, 7)
    state = build(state, "Stone Pit").state
    assert state.to_move == 0 and state.coins == (9, 6)
    state = discard(state, "Clay Pool").state
    assert state.to_move == 1 and state.coins == (11, 6)


def test_turn_alternate_after_a_wonder_without_play_again():
    cities = [city(wonders=["The Pyramids"]), city()]
    state = position(cities=cities, coins=(20, 7), available=["Lumber Yard", "Stone Pit"])
    step = build_wonder(state, "Lumber Yard", "The Pyramids")
    assert step.state.to_move == 1
    assert step.state.coins == (12, 7)  # 3 stone + papyrus bought at 2 each
    assert "play_again" not in kinds(step.events)


def test_turn_play_refuses_other_actions_during_an_age():
    state = position(available=["Lumber Yard"])
    assert refused(state, act("pick_wonder", wonder="The Pyramids")) == "turn.play"
    assert refused(state, act("take_progress", token="Law")) == "turn.play"
    assert refused(state, act("choose_starter", player=0)) == "turn.play"
    assert refused(state, act("destroy", card="Lumber Yard")) == "turn.play"


def test_effect_play_again_and_consecutive_extra_turns():
    cities = [city(wonders=["The Sphinx", "The Hanging Gardens"]), city()]
    state = position(cities=cities, coins=(30, 7), available=["Lumber Yard", "Stone Pit", "Clay Pool", "Quarry"])
    step = build_wonder(state, "Lumber Yard", "The Sphinx")
    assert step.state.to_move == 0
    assert step.state.coins == (22, 7)
    assert "play_again" in kinds(step.events)
    # the extra turn: a second play-again wonder gives yet another turn
    step = build_wonder(step.state, "Stone Pit", "The Hanging Gardens")
    assert step.state.to_move == 0
    assert step.state.coins == (20, 7)  # 8 paid, 6 gained
    assert "play_again" in kinds(step.events)
    assert step.state.cities[0].built == ((wonder("The Sphinx"), card("Lumber Yard")),
                                          (wonder("The Hanging Gardens"), card("Stone Pit")))
    assert step.state.cities[0].cards == ()  # cards used for wonders stay out of the city
    step = discard(step.state, "Clay Pool")
    assert step.state.to_move == 1


def test_effect_grant_play_again_gives_one_extra_turn():
    cities = [city(wonders=["The Pyramids", "The Sphinx"], progress=["Theology"]), city()]
    state = position(cities=cities, coins=(30, 7), available=["Lumber Yard", "Stone Pit", "Clay Pool"])
    step = build_wonder(state, "Lumber Yard", "The Pyramids")
    assert step.state.to_move == 0
    assert [(e.kind, e.source, e.granted) for e in step.events if e.kind == "play_again"] == [
        ("play_again", "The Pyramids", True)]
    step = build_wonder(step.state, "Stone Pit", "The Sphinx")
    assert step.state.to_move == 0
    assert len([e for e in step.events if e.kind == "play_again"]) == 1


def test_effect_play_again_after_a_pending_decision():
    # Theology grants Circus Maximus another turn; its destroy decision comes first
    cities = [city(wonders=["Circus Maximus"], progress=["Theology"]), city(cards=["Glassworks", "Press"])]
    state = position(cities=cities, coins=(30, 7), available=["Lumber Yard", "Stone Pit"])
    after = build_wonder(state, "Lumber Yard", "Circus Maximus").state
    # wood 2, stone 2 x 2, glass 2 + 1 (the opponent's Glassworks)
    assert after.coins == (21, 7)
    assert after.pawn == 1
    assert after.pending == (Decision("destroy", 0, (card("Glassworks"), card("Press"))),)
    assert after.to_move == 0
    done = apply(after, act("destroy", card="Press")).state
    assert done.cities[1].cards == (card("Glassworks"),)
    assert done.to_move == 0
    assert done.pending == ()
    assert discard(done, "Stone Pit").state.to_move == 1


# ---- cost.afford -------------------------------------------------------------------------------------


def test_cost_afford_refuses_and_leaves_the_state_unchanged():
    cities = [city(wonders=["The Pyramids"]), city(cards=["Quarry"])]
    state = position(cities=cities, coins=(2, 7), available=["Baths", "Stone Reserve"])
    before = tuple(state)
    # Baths costs 1 stone, bought at 2 + 1 (the opponent's Quarry) = 3 coins
    assert refused(state, act("build", card="Baths")) == "cost.afford"
    assert refused(state, act("build", card="Stone Reserve")) == "cost.afford"
    assert refused(state, act("build_wonder", card="Baths", wonder="The Pyramids")) == "cost.afford"
    assert tuple(state) == before
    assert state.coins == (2, 7)
    assert state.structure[14] == card("Baths") and state.accessible == (14, 15)
    assert state.cities[0].cards == () and state.cities[0].built == ()
    assert state.to_move == 0


def test_cost_afford_exact_coins_suffice():
    cities = [city(), city(cards=["Quarry"])]
    state = position(cities=cities, coins=(3, 7), available=["Baths"])
    step = build(state, "Baths")
    assert step.state.coins == (0, 7)
    assert step.state.cities[0].cards == (card("Baths"),)


def test_turn_discard_is_always_legal():
    cities = [city(cards=["Tavern"], wonders=["The Pyramids"]), city()]
    available = ["Baths", "Stone Reserve", "Scriptorium", "Workshop", "Apothecary", "Palisade"]
    state = position(cities=cities, coins=(0, 7), available=available)
    legal = legal_json(state)
    assert legal == [{"action": "discard", "card": name} for name in available]
    for name in available:
        step = discard(state, name)
        assert step.state.coins == (3, 7)  # 2 + 1 per yellow card (the Tavern)
        assert step.state.discard == (card(name),)


# ---- legal actions -----------------------------------------------------------------------------------


def test_legal_actions_exact_list_and_prices():
    cities = [city(cards=["Clay Pool", "Glassworks", "Logging Camp", "Stone Pit"], wonders=["Piraeus", "The Colossus"]),
              city(cards=["Press", "Clay Pit"])]
    state = position(cities=cities, coins=(2, 7), available=["Lumber Yard", "Scriptorium", "Stone Reserve", "Workshop"])
    assert legal_json(state) == [
        {"action": "build", "card": "Lumber Yard"},
        {"action": "discard", "card": "Lumber Yard"},
        {"action": "build_wonder", "card": "Lumber Yard", "wonder": "Piraeus"},
        {"action": "build", "card": "Scriptorium"},
        {"action": "discard", "card": "Scriptorium"},
        {"action": "build_wonder", "card": "Scriptorium", "wonder": "Piraeus"},
        {"action": "discard", "card": "Stone Reserve"},
        {"action": "build_wonder", "card": "Stone Reserve", "wonder": "Piraeus"},
        {"action": "discard", "card": "Workshop"},
        {"action": "build_wonder", "card": "Workshop", "wonder": "Piraeus"},
    ]
    prices = {(a.kind, a.card, a.wonder): (p.coins, p.trade, p.chain) if p else None
              for a, p in priced_actions(state)}
    assert prices[("build", card("Lumber Yard"), -1)] == (0, 0, False)
    assert prices[("build", card("Scriptorium"), -1)] == (2, 0, False)
    # Piraeus: 2 wood, clay, stone; the city lacks one wood, bought at 2
    assert prices[("build_wonder", card("Workshop"), wonder("Piraeus"))] == (0, 2, False)
    assert prices[("discard", card("Workshop"), -1)] is None
    # Workshop (papyrus at 2 + the opponent's Press = 3) and The Colossus (2 clay at 3 = 6) are too dear
    assert ("build", card("Workshop"), -1) not in prices
    assert all(w != wonder("The Colossus") for _, _, w in prices)


def test_legal_actions_chain_price():
    cities = [city(cards=["Scriptorium"]), city()]
    state = position(cities=cities, age=2, coins=(0, 7), available=["Library", "Courthouse"])
    priced = [(a.kind, a.card, p) for a, p in priced_actions(state)]
    assert priced[0][:2] == ("build", card("Library"))
    assert priced[0][2].total == 0 and priced[0][2].chain is True
    assert legal_json(state) == [{"action": "build", "card": "Library"}, {"action": "discard", "card": "Library"},
                                 {"action": "discard", "card": "Courthouse"}]


# ---- wonder.build / wonder.cap -----------------------------------------------------------------------


def test_wonder_build_refusals():
    cities = [city(wonders=["The Pyramids", "The Colossus"], built=["The Colossus"]),
              city(wonders=["The Sphinx"])]
    state = position(cities=cities, coins=(40, 40), available=["Lumber Yard"])
    # the opponent's wonder
    assert refused(state, act("build_wonder", card="Lumber Yard", wonder="The Sphinx")) == "wonder.build"
    # a wonder nobody drafted
    assert refused(state, act("build_wonder", card="Lumber Yard", wonder="The Mausoleum")) == "wonder.build"
    # already built
    assert refused(state, act("build_wonder", card="Lumber Yard", wonder="The Colossus")) == "wonder.build"
    # no wonder given
    assert refused(state, act("build_wonder", card="Lumber Yard")) == "wonder.build"
    step = build_wonder(state, "Lumber Yard", "The Pyramids")
    assert step.state.cities[0].built_wonders == (wonder("The Colossus"), wonder("The Pyramids"))


def _six_wonders_built() -> State:
    cities = [city(wonders=["The Pyramids"], built=["The Colossus", "The Great Lighthouse", "The Statue of Zeus"]),
              city(wonders=["The Sphinx"], built=["Circus Maximus", "Piraeus", "The Appian Way"])]
    return position(cities=cities, coins=(40, 40), available=["Lumber Yard", "Stone Pit", "Clay Pool"])


def test_wonder_cap_after_the_seventh_wonder():
    state = _six_wonders_built()
    assert state.wonders_built == 6
    assert any(a.kind == "build_wonder" for a in legal_actions(state))
    step = build_wonder(state, "Lumber Yard", "The Pyramids")
    after = step.state
    assert after.wonders_built == 7
    assert after.removed_wonders == (wonder("The Sphinx"),)
    assert [(e.player, e.wonder) for e in step.events if e.kind == "wonder_removed"] == [(1, "The Sphinx")]
    assert after.to_move == 1
    assert [a for a in legal_actions(after) if a.kind == "build_wonder"] == []
    assert [a for a in legal_actions(after._replace(to_move=0)) if a.kind == "build_wonder"] == []
    assert refused(after, act("build_wonder", card="Stone Pit", wonder="The Sphinx")) == "wonder.cap"


def test_wonder_cap_without_removal_bookkeeping():
    # seven built, an eighth still owned and not marked removed: the cap alone refuses it
    cities = [city(wonders=["The Pyramids"], built=["The Colossus", "The Great Lighthouse", "The Statue of Zeus"]),
              city(built=["The Sphinx", "Circus Maximus", "Piraeus", "The Appian Way"])]
    state = position(cities=cities, coins=(40, 40), available=["Lumber Yard"])
    assert refused(state, act("build_wonder", card="Lumber Yard", wonder="The Pyramids")) == "wonder.cap"
    assert [a for a in legal_actions(state) if a.kind == "build_wonder"] == []


# ---- age.end / age.next_starter ---------------------------------------------------------------------


@pytest.mark.parametrize(("pawn", "last", "chooser"), [(2, 0, 1), (1, 1, 1), (-2, 1, 0), (-1, 0, 0), (0, 0, 0),
                                                       (0, 1, 1)])
def test_age_next_starter_chooser(pawn, last, chooser):
    state = position(pawn=pawn, to_move=last, available=["Lumber Yard"])
    step = discard(state, "Lumber Yard")
    after = step.state
    assert after.age == 2
    assert after.pending == (Decision("starter", chooser, (0, 1)),)
    assert after.to_move == chooser
    assert after.structure == state.setup.ages[1]
    assert after.accessible == (18, 19)
    assert [(e.kind, e.player, e.age) for e in step.events if e.kind == "age"] == [("age", chooser, "II")]
    assert legal_actions(after) == [Action("choose_starter", player=0), Action("choose_starter", player=1)]
    for starter in (0, 1):
        begun = apply(after, Action("choose_starter", player=starter))
        assert begun.state.to_move == starter
        assert begun.state.pending == ()
        assert [(e.kind, e.player) for e in begun.events] == [("starter", starter)]


def test_age_next_starter_refusals():
    state = discard(position(pawn=3, to_move=0, available=["Lumber Yard"]), "Lumber Yard").state
    assert state.to_move == 1
    some_card = state.structure[19]
    assert refused(state, Action("discard", card=some_card)) == "age.next_starter"
    assert refused(state, Action("choose_starter", player=2)) == "age.next_starter"
    assert refused(state, Action("choose_starter", player=-1)) == "age.next_starter"


def test_age_next_starter_after_age_two():
    state = position(age=2, pawn=-4, to_move=1, available=["Sawmill"])
    after = discard(state, "Sawmill").state
    assert after.age == 3
    assert after.pending == (Decision("starter", 0, (0, 1)),)
    assert after.structure == state.setup.ages[2]
    assert after.accessible == (18, 19)


@pytest.mark.parametrize("last", [0, 1])
def test_age_next_starter_first_printing_centred(last):
    state = position(game=FIRST_PRINTING, pawn=0, to_move=last, available=["Lumber Yard"])
    step = discard(state, "Lumber Yard")
    assert step.state.age == 2
    assert step.state.pending == ()
    assert step.state.to_move == last
    assert ("starter", last) in [(e.kind, e.player) for e in step.events]


def test_age_next_starter_first_printing_off_centre():
    # the pawn stands on player 1's side; player 0 took the last card: player 1 still chooses
    state = position(game=FIRST_PRINTING, pawn=3, to_move=0, available=["Lumber Yard"])
    after = discard(state, "Lumber Yard").state
    assert after.pending == (Decision("starter", 1, (0, 1)),)
    assert after.to_move == 1
    state = position(game=FIRST_PRINTING, pawn=-1, to_move=1, available=["Lumber Yard"])
    after = discard(state, "Lumber Yard").state
    assert after.pending == (Decision("starter", 0, (0, 1)),)
    assert after.to_move == 0


def test_age_next_starter_from_real_play():
    state = drafted(seed=4)
    last_mover = 1 - state.to_move  # twenty discards: the second player of Age I takes the last card
    state = discard_whole_age(state)
    assert state.last_active == last_mover
    assert state.pending == (Decision("starter", last_mover, (0, 1)),)


def test_age_play_again_lost():
    cities = [city(wonders=["The Sphinx"]), city()]
    state = position(cities=cities, coins=(20, 7), pawn=2, to_move=0, available=["Lumber Yard"])
    step = build_wonder(state, "Lumber Yard", "The Sphinx")
    assert "play_again_lost" in kinds(step.events)
    assert step.state.age == 2
    assert step.state.pending == (Decision("starter", 1, (0, 1)),)
    assert step.state.to_move == 1
    assert step.state.extra_turn is False


def test_age_end_of_age_three_civilian_victory():
    cities = [city(cards=["Palace"]), city()]
    state = position(cities=cities, age=3, coins=(7, 7), to_move=1, available=["Obelisk"])
    step = discard(state, "Obelisk")
    end = step.state
    # player 0: Palace 7 + 7 coins (2); player 1: 9 coins (3)
    assert end.outcome == Outcome(CIVILIAN, 0)
    assert end.to_move == -1
    assert end.pending == ()
    assert legal_actions(end) == []
    assert priced_actions(end) == []
    assert ("game_over", 0, CIVILIAN) in [(e.kind, e.player, e.victory) for e in step.events if e.kind == "game_over"]
    assert "age" not in kinds(step.events)
    assert score(end, 0)["total"] == 9 and score(end, 1)["total"] == 3


def test_game_over_refuses_every_move():
    cities = [city(cards=["Palace"]), city()]
    end = discard(position(cities=cities, age=3, to_move=1, available=["Obelisk"]), "Obelisk").state
    assert end.outcome is not None
    assert refused(end, act("discard", card="Obelisk")) == "game.over"
    assert refused(end, act("build", card="Palace")) == "game.over"
    assert refused(end, act("pick_wonder", wonder="The Pyramids")) == "game.over"
    assert refused(end, act("choose_starter", player=0)) == "game.over"
    assert refused(end, act("take_progress", token="Law")) == "game.over"


def test_game_over_full_seeded_game_by_discards():
    state = drafted(seed=8)
    state = choose(discard_whole_age(state), 0)
    state = choose(discard_whole_age(state), 0)
    state = discard_whole_age(state)
    assert state.age == 3
    assert state.outcome is not None and state.outcome.victory == CIVILIAN
    assert state.to_move == -1
    assert legal_actions(state) == []
    assert refused(state, Action("discard", card=state.setup.ages[2][0])) == "game.over"


# ---- pending decisions ------------------------------------------------------------------------------


def test_science_pair_decision():
    cities = [city(cards=["Scriptorium"]), city()]
    state = position(cities=cities, age=2, to_move=0, available=["Library", "Sawmill"])
    step = build(state, "Library")
    after = step.state
    assert step.events[0].kind == "build" and step.events[0].via == "chain"
    assert after.coins == (7, 7)
    assert after.pending == (Decision("progress", 0, tuple(token(t) for t in BOARD)),)
    assert after.to_move == 0
    assert legal_json(after) == [{"action": "take_progress", "token": t} for t in BOARD]
    assert refused(after, act("discard", card="Sawmill")) == "science.pair"
    assert refused(after, act("build", card="Sawmill")) == "science.pair"
    assert refused(after, act("take_progress", token="Philosophy")) == "science.pair"
    assert refused(after, act("destroy", card="Scriptorium")) == "science.pair"
    taken = take_progress(after, "Agriculture").state
    assert taken.cities[0].progress == (token("Agriculture"),)
    assert taken.coins == (13, 7)
    assert taken.board == tuple(token(t) for t in BOARD[1:])
    assert taken.pending == ()
    assert taken.to_move == 1


def test_science_pair_empty_board():
    cities = [city(cards=["Scriptorium"]), city()]
    state = position(cities=cities, age=2, to_move=0, available=["Library", "Sawmill"], board=())
    after = build(state, "Library").state
    assert after.pending == ()
    assert after.to_move == 1
    assert after.cities[0].progress == ()


def test_effect_destroy_decision():
    cities = [city(wonders=["The Statue of Zeus"]), city(cards=["Lumber Yard", "Glassworks", "Clay Pool"])]
    state = position(cities=cities, coins=(30, 7), available=["Stone Pit", "Quarry"])
    step = build_wonder(state, "Stone Pit", "The Statue of Zeus")
    after = step.state
    # wood 3, clay 3 (the opponent produces both), stone 2, papyrus 2 x 2
    assert after.coins == (18, 7)
    assert after.pawn == 1
    assert after.pending == (Decision("destroy", 0, (card("Lumber Yard"), card("Clay Pool"))),)
    assert legal_json(after) == [{"action": "destroy", "card": "Lumber Yard"},
                                 {"action": "destroy", "card": "Clay Pool"}]
    assert refused(after, act("destroy", card="Glassworks")) == "effect.destroy"
    assert refused(after, act("discard", card="Quarry")) == "effect.destroy"
    done = apply(after, act("destroy", card="Clay Pool")).state
    assert done.cities[1].cards == (card("Lumber Yard"), card("Glassworks"))
    assert done.cities[1].profile.production[RULES.vocabulary.resources.index("clay")] == 0
    assert done.discard == (card("Clay Pool"),)
    assert done.to_move == 1 and done.pending == ()


def test_effect_destroy_nothing_to_destroy():
    cities = [city(wonders=["The Statue of Zeus"]), city(cards=["Glassworks"])]
    state = position(cities=cities, coins=(30, 7), available=["Stone Pit", "Quarry"])
    after = build_wonder(state, "Stone Pit", "The Statue of Zeus").state
    assert after.pending == ()
    assert after.to_move == 1


def test_effect_build_from_discard_decision():
    cities = [city(wonders=["The Mausoleum"]), city()]
    state = position(cities=cities, coins=(30, 7), available=["Stone Pit", "Quarry"], discard=["Baths", "Garrison"])
    after = build_wonder(state, "Stone Pit", "The Mausoleum").state
    assert after.coins == (20, 7)
    assert after.pending == (Decision("discard_build", 0, (card("Baths"), card("Garrison"))),)
    assert legal_json(after) == [{"action": "build_discarded", "card": "Baths"},
                                 {"action": "build_discarded", "card": "Garrison"}]
    assert refused(after, act("build_discarded", card="Palisade")) == "effect.build_from_discard"
    assert refused(after, act("build", card="Quarry")) == "effect.build_from_discard"
    done = apply(after, act("build_discarded", card="Garrison")).state
    assert done.cities[0].cards == (card("Garrison"),)
    assert done.pawn == 1
    assert done.coins == (20, 7)
    assert done.discard == (card("Baths"),)
    assert done.to_move == 1


def test_effect_build_from_discard_empty_pile():
    cities = [city(wonders=["The Mausoleum"]), city()]
    state = position(cities=cities, coins=(30, 7), available=["Stone Pit", "Quarry"])
    after = build_wonder(state, "Stone Pit", "The Mausoleum").state
    assert after.pending == ()
    assert after.to_move == 1


def test_effect_take_progress_decision():
    cities = [city(wonders=["The Great Library"]), city()]
    state = position(cities=cities, coins=(30, 7), available=["Stone Pit", "Quarry"])
    after = build_wonder(state, "Stone Pit", "The Great Library").state
    assert after.coins == (20, 7)
    assert after.pending == (Decision("library", 0, tuple(token(t) for t in BOX[:3])),)
    assert legal_json(after) == [{"action": "take_progress", "token": t} for t in BOX[:3]]
    assert refused(after, act("take_progress", token="Philosophy")) == "effect.take_progress"
    assert refused(after, act("take_progress", token="Agriculture")) == "effect.take_progress"
    assert refused(after, act("discard", card="Quarry")) == "effect.take_progress"
    done = take_progress(after, "Masonry").state
    assert done.cities[0].progress == (token("Masonry"),)
    assert done.board == tuple(token(t) for t in BOARD)
    assert token("Masonry") not in done.box
    assert done.to_move == 1


# ---- military.* -------------------------------------------------------------------------------------


@pytest.mark.parametrize(("player", "start", "end"), [(0, 8, 9), (1, -8, -9), (0, 7, 9), (1, -7, -9)])
def test_military_capital_clamps_and_wins(player, start, end):
    state = position(age=2, pawn=start, to_move=player, coins=(10, 10), available=["Walls", "Sawmill"])
    step = build(state, "Walls")
    assert step.state.pawn == end
    assert step.state.outcome == Outcome(MILITARY, player)
    assert step.state.to_move == -1
    assert legal_actions(step.state) == []
    assert [(e.kind, e.player, e.victory) for e in step.events if e.kind == "game_over"] == [
        ("game_over", player, MILITARY)]


def test_military_shields_move_the_pawn():
    state = position(age=2, pawn=0, to_move=1, coins=(10, 10), available=["Walls", "Sawmill"])
    after = build(state, "Walls").state
    assert after.pawn == -2
    assert after.outcome is None


def test_military_looting():
    state = position(age=2, pawn=2, to_move=0, coins=(10, 1), available=["Walls", "Sawmill"])
    step = build(state, "Walls")
    assert step.state.pawn == 4
    assert step.state.coins == (6, 0)  # player 1 had only 1 coin to lose
    assert step.state.looting == (True, True, False, True)
    assert [(e.player, e.lost) for e in step.events if e.kind == "looting"] == [(1, 1)]
    # the same zone again takes nothing
    again = position(age=2, pawn=3, to_move=0, coins=(10, 7), available=["Walls"],
                     looting=(True, True, False, True))
    step = build(again, "Walls")
    assert step.state.pawn == 5
    assert step.state.coins == (6, 7)
    assert "looting" not in kinds(step.events)
    # crossing into the next zone takes the 5-coin token
    far = position(age=2, pawn=5, to_move=0, coins=(10, 7), available=["Walls"],
                   looting=(True, True, False, True))
    step = build(far, "Walls")
    assert step.state.pawn == 7
    assert step.state.coins == (6, 2)
    assert step.state.looting == (True, True, False, False)


def test_military_statue_of_zeus_wins_before_its_destroy_decision():
    cities = [city(wonders=["The Statue of Zeus"]), city(cards=["Lumber Yard", "Clay Pool"])]
    state = position(cities=cities, pawn=8, coins=(30, 7), available=["Stone Pit", "Quarry"])
    step = build_wonder(state, "Stone Pit", "The Statue of Zeus")
    end = step.state
    assert end.pawn == 9
    assert end.outcome == Outcome(MILITARY, 0)
    assert end.pending == ()
    assert end.to_move == -1
    assert end.cities[1].cards == (card("Lumber Yard"), card("Clay Pool"))
    assert "destroy" not in kinds(step.events)
    assert legal_actions(end) == []
    assert refused(end, act("destroy", card="Lumber Yard")) == "game.over"


@pytest.mark.parametrize(("pawn", "points0", "points1"), [(0, 0, 0), (1, 2, 0), (2, 2, 0), (3, 5, 0), (5, 5, 0),
                                                          (6, 10, 0), (8, 10, 0), (-1, 0, 2), (-4, 0, 5),
                                                          (-8, 0, 10)])
def test_military_points(pawn, points0, points1):
    state = position(age=3, pawn=pawn, coins=(0, 0))
    assert score(state, 0)["military"] == points0
    assert score(state, 1)["military"] == points1
    assert score(state, 0)["total"] == points0
    assert score(state, 1)["total"] == points1


def test_military_points_in_the_final_outcome():
    # player 1 holds 7 points of blue cards; player 0's pawn stands 6 spaces ahead: 10 points
    cities = [city(), city(cards=["Palace"])]
    state = position(cities=cities, age=3, pawn=6, coins=(0, 0), to_move=1, available=["Obelisk"])
    end = discard(state, "Obelisk").state
    assert score(end, 0)["military"] == 10
    assert end.outcome == Outcome(CIVILIAN, 0)


def test_victory_science_six_distinct_symbols_with_law():
    cities = [city(cards=["Scriptorium", "Workshop", "Pharmacist", "Apothecary"], progress=["Law"]), city()]
    state = position(cities=cities, age=3, coins=(10, 7), to_move=0, available=["Academy", "Palace"])
    step = build(state, "Academy")
    assert step.state.coins == (2, 7)
    assert step.state.outcome == Outcome("science", 0)
    assert step.state.to_move == -1
    assert legal_actions(step.state) == []
    # without Law, five symbols are not enough
    cities = [city(cards=["Scriptorium", "Workshop", "Pharmacist", "Apothecary"]), city()]
    state = position(cities=cities, age=3, coins=(10, 7), to_move=0, available=["Academy", "Palace"])
    assert build(state, "Academy").state.outcome is None


# ---- scoring / victory --------------------------------------------------------------------------------


def test_scoring_points_sheet():
    cities = [city(cards=["Palace", "Altar", "Workshop", "Academy", "Arena", "Chamber of Commerce",
                          "Builders Guild"],
                   built=["The Pyramids", "The Great Library"], progress=["Philosophy", "Mathematics"]),
              city(cards=["Moneylenders Guild", "Lumber Yard", "Garrison"],
                   built=["The Sphinx", "The Colossus", "Piraeus"])]
    state = position(cities=cities, age=3, pawn=4, coins=(17, 7))
    assert score(state, 0) == {
        "blue": 10,       # Palace 7, Altar 3
        "green": 4,       # Workshop 1, Academy 3
        "yellow": 6,      # Arena 3, Chamber of Commerce 3
        "purple": 6,      # Builders Guild: 2 per wonder in the city with the most (3)
        "wonders": 13,    # Pyramids 9, Great Library 4
        "progress": 13,   # Philosophy 7, Mathematics 3 x 2 tokens
        "coins": 5,       # 17 // 3
        "military": 5,    # pawn 4 spaces toward player 1
        "total": 62,
    }
    assert score(state, 1) == {
        "blue": 0, "green": 0, "yellow": 0,
        "purple": 5,      # Moneylenders Guild: 1 per 3 coins in the richer city (17)
        "wonders": 11,    # Sphinx 6, Colossus 3, Piraeus 2
        "progress": 0,
        "coins": 2,
        "military": 0,
        "total": 18,
    }


def test_scoring_treasury():
    state = position(age=3, coins=(2, 3))
    assert score(state, 0)["coins"] == 0
    assert score(state, 1)["coins"] == 1
    assert score(state._replace(coins=(29, 30)), 0)["coins"] == 9
    assert score(state._replace(coins=(29, 30)), 1)["coins"] == 10


def _final(cities, coins=(6, 7)) -> State:
    """Player 0 discards the last card of Age III (+2 coins) and the game is scored."""
    state = position(cities=cities, age=3, coins=coins, to_move=0, available=["Obelisk"])
    return discard(state, "Obelisk").state


def test_victory_tie_break_blue_points():
    # 9 - 9: player 0 has 7 blue points (Palace), player 1 none
    end = _final([city(cards=["Palace"]), city(cards=["Academy", "Arena", "Workshop"])])
    assert score(end, 0)["total"] == 9 and score(end, 1)["total"] == 9
    assert end.outcome == Outcome(CIVILIAN, 0)
    # player 0 discards with a yellow card: 5 + 3 coins
    end = _final([city(cards=["Academy", "Arena", "Workshop"]), city(cards=["Palace"])], coins=(5, 7))
    assert score(end, 0)["total"] == 9 and score(end, 1)["total"] == 9
    assert end.outcome == Outcome(CIVILIAN, 1)


def test_victory_tie_break_shared():
    end = _final([city(cards=["Palace"]), city(cards=["Town Hall"])])
    assert score(end, 0)["total"] == 9 and score(end, 1)["total"] == 9
    assert end.outcome == Outcome(CIVILIAN, None)
    assert end.outcome.shared


def test_victory_civilian_more_points_wins_whatever_the_blue():
    end = _final([city(cards=["Palace"]), city(cards=["Academy", "Study", "Arena"])])
    assert score(end, 0)["total"] == 9 and score(end, 1)["total"] == 11
    assert end.outcome == Outcome(CIVILIAN, 1)


# ---- determinism ----------------------------------------------------------------------------------------


def _play(setup: Setup, game: Game = GAME, moves: int = 400) -> tuple[list[State], list[tuple]]:
    state = game.new_game(setup)
    states = [state]
    events = []
    n = 0
    while state.outcome is None and n < moves:
        legal = legal_actions(state)
        action = legal[(n * 7 + 3) % len(legal)]
        before = tuple(state)
        coins, pawn, cities, structure = state.coins, state.pawn, state.cities, state.structure
        step = apply(state, action)
        # apply never changes its input
        assert tuple(state) == before
        assert all(a is b for a, b in zip(state, before, strict=True))
        assert (state.coins, state.pawn, state.cities, state.structure) == (coins, pawn, cities, structure)
        assert step.state is not state
        state = step.state
        states.append(state)
        events.append(step.events)
        n += 1
    return states, events


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_determinism_replay(seed):
    setup = GAME.setup_from_seed(seed)
    states_a, events_a = _play(setup)
    states_b, events_b = _play(GAME.setup_from_seed(seed))
    assert states_a[-1].outcome is not None
    assert len(states_a) == len(states_b)
    assert states_a == states_b
    assert events_a == events_b


def test_determinism_apply_does_not_mutate_input():
    cities = [city(wonders=["The Statue of Zeus"]), city(cards=["Lumber Yard", "Clay Pool"])]
    state = position(cities=cities, coins=(30, 7), available=["Stone Pit", "Quarry"], discard=["Baths"])
    before = tuple(state)
    after = build_wonder(state, "Stone Pit", "The Statue of Zeus").state
    assert tuple(state) == before
    assert state.coins == (30, 7)
    assert state.pawn == 0
    assert state.pending == ()
    assert state.cities[0].built == ()
    assert state.structure[14] == card("Stone Pit")
    assert state.accessible == (14, 15)
    assert after.cities[0].built == ((wonder("The Statue of Zeus"), card("Stone Pit")),)
    done = apply(after, act("destroy", card="Lumber Yard")).state
    assert after.cities[1].cards == (card("Lumber Yard"), card("Clay Pool"))
    assert after.discard == (card("Baths"),)
    assert done.discard == (card("Baths"), card("Lumber Yard"))
