"""Agora's Conspiracies prepared and triggered: a card of the structure tucked
under an unprepared Conspiracy as a whole turn (agora.prepare); a prepared one triggered at the start of
a turn, its ``when triggered:`` effects applied, then the same turn going on (agora.trigger,
effect.when_triggered, rulings agora.trigger_each_turn and agora.trigger_keeps_turn); the legal set,
refusals, views, stored states, resampling and the invariants.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from oracle.core.prng import SplitMix64
from oracle.duel import positions
from oracle.duel.agora.invariants import check_step
from oracle.duel.agora.resample import conspiracies as resample_conspiracies
from oracle.duel.agora.senate import Chamber, Senate
from oracle.duel.agora.state import MAY_TRIGGER, TRIGGERED, Agora, Plot, held
from oracle.duel.game import Game
from oracle.duel.record import legal_json
from oracle.duel.state import Action
from oracle.duel.turn import apply
from oracle.duel.view import observe
from oracle.errors import IllegalMoveError, InvalidRecordError

GAME = Game.load("agora")
R = GAME.rules
NAMES = [c.name for c in R.of_kind("conspiracy")]
INDEX = {name: i for i, name in enumerate(NAMES)}
SENATE = held(GAME.new_game(seed=5)).senate
DECK = ("Treason", "Espionage")


def plot(name: str, under: str = "", triggered: bool = False) -> Plot:
    return Plot(INDEX[name], R.card_index[under] if under else -1, triggered)


def agora(mine: tuple[Plot, ...] = (), theirs: tuple[Plot, ...] = (), triggering: int = MAY_TRIGGER) -> Agora:
    return Agora(SENATE, tuple(INDEX[n] for n in DECK), (0,) * len(DECK), (mine, theirs), triggering)


def table(part: Agora, cards: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()), coins: tuple[int, int] = (7, 7),
          available: tuple[str, ...] = ("Lumber Yard", "Stone Pit"), wonders: tuple[str, ...] = (),
          pawn: int = 0) -> Any:
    """Player 0 to move in Age I with ``available`` accessible, the cities holding ``cards``."""
    cities = [positions.city(GAME, cards=cards[0], wonders=wonders), positions.city(GAME, cards=cards[1])]
    return positions.position(GAME, cities=cities, coins=coins, available=available, pawn=pawn, parts=(part,))


def prepare(card: str, name: str) -> Action:
    return R.actions.prepare[(R.card_index[card], INDEX[name])]


def trigger(name: str) -> Action:
    return R.actions.trigger[INDEX[name]]


def useless(state: Any, name: str) -> None:
    """Ruling agora.useless_trigger: the Conspiracy would do nothing, so it is not offered, and triggering
    it is refused."""
    assert {"action": "trigger", "conspiracy": name} not in legal_json(state)
    with pytest.raises(IllegalMoveError) as caught:
        apply(state, trigger(name))
    assert str(caught.value) == (f"[agora.trigger] {name} would do nothing now, and a Conspiracy is triggered only "
                                 "to some effect (ruling agora.useless_trigger)")


def test_a_turn_offers_the_trigger_of_each_prepared_conspiracy_and_each_card_under_each_unprepared_one():
    state = table(agora((plot("Coup"), plot("Blackmail", under="Baths"), plot("Treason", "Altar", True),
                         plot("Swindle"))))
    assert legal_json(state) == [
        {"action": "build", "card": "Lumber Yard", "cost": 0}, {"action": "discard", "card": "Lumber Yard"},
        {"action": "build", "card": "Stone Pit", "cost": 1}, {"action": "discard", "card": "Stone Pit"},
        {"action": "trigger", "conspiracy": "Blackmail"},
        {"action": "prepare", "card": "Lumber Yard", "conspiracy": "Coup"},
        {"action": "prepare", "card": "Lumber Yard", "conspiracy": "Swindle"},
        {"action": "prepare", "card": "Stone Pit", "conspiracy": "Coup"},
        {"action": "prepare", "card": "Stone Pit", "conspiracy": "Swindle"}]


def test_preparing_tucks_the_card_under_the_conspiracy_for_nothing_and_ends_the_turn():
    before = table(agora((plot("Coup"), plot("Swindle"))))
    step = apply(before, prepare("Stone Pit", "Swindle"))
    after = step.state
    assert [e.to_json() for e in step.events] == [{"kind": "prepare", "player": 0, "subject": "Stone Pit",
                                                   "amount": 2}]
    assert held(after).hands[0] == (plot("Coup"), plot("Swindle", under="Stone Pit"))
    assert R.card_index["Stone Pit"] not in after.structure and after.cities[0].cards == ()
    assert after.coins == (7, 7) and after.to_move == 1 and after.last_active == 0
    assert check_step(before, step) == []
    assert GAME.account(before, [step]).splitlines()[-1].endswith(
        "P0 prepares their Conspiracy number 2, tucking Stone Pit under it")


def test_triggering_applies_the_conspiracy_then_the_same_turn_goes_on_with_no_second_trigger():
    before = table(agora((plot("Coup", under="Baths"), plot("Blackmail", under="Altar"))))
    step = apply(before, trigger("Coup"))
    after = step.state
    assert [e.to_json() for e in step.events][:1] == [{"kind": "trigger", "player": 0, "subject": "Coup"}]
    assert after.pawn == 2 and after.to_move == 0 and after.pending == ()
    assert held(after).hands[0][0] == plot("Coup", under="Baths", triggered=True)
    assert held(after).triggering == TRIGGERED
    assert [a["action"] for a in legal_json(after)] == ["build", "discard", "build", "discard"]
    assert check_step(before, step) == []
    with pytest.raises(IllegalMoveError) as caught:
        apply(after, trigger("Blackmail"))
    assert caught.value.rule == "agora.trigger"
    assert str(caught.value) == ("[agora.trigger] player 0 has triggered a Conspiracy in this turn already: "
                                 "one a turn")
    turn = apply(after, R.actions.discard[R.card_index["Lumber Yard"]]).state
    assert turn.to_move == 1 and held(turn).triggering == MAY_TRIGGER and turn.coins == (9, 7)


def test_a_triggered_conspiracys_decisions_come_before_the_turns_card():
    part = agora((plot("Political Maneuver", under="Baths"),))
    first = part.senate.chambers[0]
    part = part._replace(senate=Senate((Chamber((0, 2), first.decrees, True), *part.senate.chambers[1:])))
    step = apply(table(part), trigger("Political Maneuver"))
    assert step.state.to_move == 0 and legal_json(step.state) == [
        {"action": "place_influence", "chamber": n} for n in range(1, 7)]
    placed = apply(step.state, R.actions.place_influence[3]).state
    assert legal_json(placed) == [{"action": "remove_influence", "chamber": 1}]
    removed = apply(placed, R.actions.remove_influence[1]).state
    assert held(removed).senate.chambers[0].cubes == (0, 1)
    assert legal_json(removed) == [{"action": "move_influence", "chambers": way} for way in ([3, 2], [3, 4], [])]
    moved = apply(removed, R.actions.move_influence[()]).state
    assert moved.to_move == 0 and moved.pending == () and held(moved).triggering == TRIGGERED
    assert [a["action"] for a in legal_json(moved)] == ["build", "discard", "build", "discard"]


def test_expropriation_destroys_a_blue_card_of_the_opponents_city():
    state = table(agora((plot("Expropriation", under="Baths"),)), cards=((), ("Altar", "Lumber Yard")))
    step = apply(state, trigger("Expropriation"))
    assert legal_json(step.state) == [{"action": "destroy", "card": "Altar"}]
    destroyed = apply(step.state, R.actions.destroy[R.card_index["Altar"]]).state
    assert destroyed.cities[1].cards == (R.card_index["Lumber Yard"],)
    assert destroyed.discard == (R.card_index["Altar"],)
    useless(table(agora((plot("Swindle", under="Baths"),)), cards=((), ("Altar",))), "Swindle")


def test_a_turn_of_playing_again_may_trigger_another_conspiracy():
    part = agora((plot("Coup", under="Baths"), plot("Swindle", under="Altar")))
    state = table(part, coins=(20, 7), wonders=("The Temple of Artemis",), available=("Lumber Yard", "Stone Pit",
                                                                                      "Glassworks"),
                  cards=((), ("Tavern",)))      # a yellow card Swindle may destroy
    after = apply(state, trigger("Coup")).state
    wonder = R.actions.build_wonder[R.card_index["Lumber Yard"]][R.wonder_index["The Temple of Artemis"]]
    again = apply(after, wonder).state
    assert again.to_move == 0 and held(again).triggering == MAY_TRIGGER
    assert {"action": "trigger", "conspiracy": "Swindle"} in legal_json(again)


def test_refusals_name_their_rule():
    state = table(agora((plot("Coup"), plot("Swindle", under="Baths"), plot("Treason", "Altar", True))),
                  available=("Lumber Yard",))
    cases = [(trigger("Coup"), "agora.trigger", "Coup is not prepared: a card must lie under it first"),
             (trigger("Treason"), "agora.trigger", "Treason has been triggered already"),
             (trigger("Blackmail"), "agora.conspiracies", "player 0 holds no Blackmail"),
             (prepare("Lumber Yard", "Swindle"), "agora.prepare", "Swindle is prepared already"),
             (prepare("Stone Pit", "Coup"), "turn.accessible", "Stone Pit is not in the Age 1 structure")]
    for action, rule, message in cases:
        with pytest.raises(IllegalMoveError) as caught:
            apply(state, action)
        assert (caught.value.rule, str(caught.value)) == (rule, f"[{rule}] {message}")


def test_views_show_which_conspiracies_are_prepared_and_name_only_the_viewers_and_the_triggered():
    state = table(agora((plot("Coup", under="Baths"), plot("Swindle")), (plot("Treason", "Altar", True),)))
    seen = [observe(state, viewer)["agora"]["conspiracies"]["hands"] for viewer in (0, 1)]
    assert seen[0] == [[{"conspiracy": "Coup", "prepared": "Baths", "triggered": False, "locked": None},
                        {"conspiracy": "Swindle", "prepared": None, "triggered": False, "locked": None}],
                       [{"conspiracy": "Treason", "prepared": "Altar", "triggered": True, "locked": None}]]
    assert seen[1][0] == [{"conspiracy": None, "prepared": "Baths", "triggered": False, "locked": None},
                          {"conspiracy": None, "prepared": None, "triggered": False, "locked": None}]
    assert seen[1][1] == seen[0][1]


def test_resampling_keeps_the_prepared_cards_and_the_triggered_conspiracies():
    state = table(agora((), (plot("Coup", under="Baths"), plot("Treason", "Altar", True), plot("Swindle"))))
    drawn = {tuple(held(resample_conspiracies(state, 0, SplitMix64(seed))).hands[1]) for seed in range(30)}
    assert len(drawn) > 1
    for hand in drawn:
        assert [(p.card, p.triggered) for p in hand] == [(R.card_index["Baths"], False),
                                                         (R.card_index["Altar"], True), (-1, False)]
        assert hand[1].conspiracy == INDEX["Treason"]
        assert {NAMES[hand[0].conspiracy], NAMES[hand[2].conspiracy]} <= {"Coup", "Swindle", *DECK}


def test_the_invariants_catch_a_second_trigger_and_an_unannounced_preparation():
    before = table(agora((plot("Coup", under="Baths"),), triggering=TRIGGERED))
    forced = apply(before._replace(parts=(held(before)._replace(triggering=MAY_TRIGGER),)), trigger("Coup"))
    assert check_step(before, forced) == ["conspiracies: player 0 triggers a second Conspiracy in one turn"]
    fresh = table(agora((plot("Coup"),)))
    step = apply(fresh, prepare("Lumber Yard", "Coup"))
    assert check_step(fresh, step._replace(events=())) == [
        "conspiracies: player 0 prepared 1 and triggered 0 Conspiracies, the events say 0 and 0"]


def _prepared_position() -> Any:
    """A position of a game played from its setup (so that it is consistent with it): player 0, to
    move in Age I, has kept the deck's top card and prepared it with an accessible card."""
    base = next(step.state for step in GAME.random_game(5).steps if step.state.age == 1 and not step.state.pending
                and step.state.to_move == 0)
    part = held(base)
    keep = Plot(part.deck[0])
    state = base._replace(parts=(part._replace(deck=part.deck[1:], known=part.known[1:], hands=((keep,), ())),))
    slot = state.accessible[0]
    return apply(state, R.actions.prepare[(state.structure[slot], keep.conspiracy)]).state


def test_a_prepared_position_is_stored_and_read_back_with_the_card_under_the_conspiracy():
    state = _prepared_position()
    plot_ = held(state).hands[0][0]
    for compact in (False, True):
        written = json.loads(json.dumps(GAME.state_to_json(state, compact=compact)))
        assert GAME.state_to_json(GAME.state_from_json(written), compact=compact) == written
    data = GAME.state_to_json(state)
    assert data["agora"]["conspiracies"] == [[{"conspiracy": NAMES[plot_.conspiracy],
                                               "prepared": R.cards[plot_.card].name, "triggered": False,
                                               "locked": None}], []]
    assert data["agora"]["trigger"] == "open"


@pytest.mark.parametrize(("change", "path", "message"), [
    (lambda d: d["agora"]["conspiracies"][0][0].__setitem__("locked", "Law"), "$.agora.conspiracies[0][0].locked",
     "a token is locked only on a triggered Conspiracy"),
    (lambda d: d["agora"].__setitem__("trigger", "twice"), "$.agora.trigger",
     'expected "open", "settling" or "spent", not "twice"'),
    (lambda d: d["agora"]["conspiracies"][0][0].__setitem__("prepared", None), "$.setup.ages.I",
     "is nowhere"),
    (lambda d: d["agora"]["conspiracies"][0][0].__setitem__("prepared", d["structure"][0]),
     "$.agora.conspiracies[0][0].prepared", "is also at $.structure[0]"),
])
def test_a_wrong_prepared_position_is_refused_at_its_path(change: Any, path: str, message: str):
    data = GAME.state_to_json(_prepared_position())
    change(data)
    with pytest.raises(InvalidRecordError) as caught:
        GAME.state_from_json(data)
    assert caught.value.path.startswith(path) and message in str(caught.value)


def test_espionage_offers_every_token_of_the_box_to_its_owner_alone():
    """The tokens are offered in the tokens' order, not the box's: the box's order decides what a later
    random draw from it gives, and the choice must not tell it."""
    state = table(agora((plot("Espionage", under="Baths"),)))
    state = state._replace(box=(6, 2, 5, 1, 4))
    step = apply(state, trigger("Espionage"))
    assert legal_json(step.state) == [{"action": "take_progress", "token": name} for name in
                                      ("Architecture", "Economy", "Masonry", "Mathematics", "Philosophy")]
    assert observe(step.state, 1)["pending"]["options"] is None
    taken = apply(step.state, R.actions.take_progress[R.progress_index["Mathematics"]]).state
    assert taken.cities[0].progress == (5,) and taken.box == (6, 2, 1, 4)
    assert taken.to_move == 0 and held(taken).triggering == TRIGGERED


def test_blackmail_takes_half_the_opponents_coins_rounded_up_then_offers_a_move():
    """effect.take_half_coins, ruling agora.blackmail_move: half the opponent's coins, rounded up, then a move
    of one of the player's cubes; with no coin to take and no cube to move it is not triggered."""
    part = agora((plot("Blackmail", under="Baths"),))
    first = part.senate.chambers[0]
    part = part._replace(senate=Senate((Chamber((1, 0), first.decrees, True), *part.senate.chambers[1:])))
    step = apply(table(part, coins=(4, 9)), trigger("Blackmail"))
    assert step.state.coins == (9, 4)
    assert [e.to_json() for e in step.events][1:] == [
        {"kind": "coins", "player": 1, "subject": "Blackmail", "amount": -5},
        {"kind": "coins", "player": 0, "subject": "Blackmail", "amount": 5}]
    assert legal_json(step.state) == [{"action": "move_influence", "chambers": [1, 2]},
                                      {"action": "move_influence", "chambers": []}]
    useless(table(agora((plot("Blackmail", under="Baths"),)), coins=(4, 0)), "Blackmail")   # no coin, no cube


def test_embezzlement_pays_each_player_by_their_cubes_in_the_senate():
    part = agora((plot("Embezzlement", under="Baths"),))
    c = part.senate.chambers
    part = part._replace(senate=Senate((Chamber((2, 1), c[0].decrees, True), Chamber((1, 0), c[1].decrees, True),
                                        Chamber((0, 4), c[2].decrees, True), *c[3:])))
    step = apply(table(part, coins=(3, 2)), trigger("Embezzlement"))
    assert step.state.coins == (6, 0)
    assert [e.to_json() for e in step.events][1:] == [
        {"kind": "coins", "player": 0, "subject": "Embezzlement", "amount": 3},
        {"kind": "coins", "player": 1, "subject": "Embezzlement", "amount": -2}]


def test_property_fraud_builds_a_building_of_the_top_row_even_a_covered_one():
    state = table(agora((plot("Property Fraud", under="Baths"),)))
    cards = list(state.structure)
    for slot, name in ((0, "Altar"), (1, "Left Politician 1"), (2, "Quarry"), (4, "Palisade")):
        cards[slot] = R.card_index[name]     # Altar covered by Palisade; Quarry, with nothing below it, too
    state = state._replace(structure=tuple(cards))
    step = apply(state, trigger("Property Fraud"))
    assert legal_json(step.state) == [{"action": "build_top_row", "card": "Altar"},
                                      {"action": "build_top_row", "card": "Quarry"}]
    built = apply(step.state, R.actions.build_top_row[R.card_index["Altar"]])
    assert built.events[0].to_json() == {"kind": "build", "player": 0, "subject": "Altar"}
    after = built.state
    assert after.structure[0] == -1 and after.cities[0].cards == (R.card_index["Altar"],) and after.coins == (7, 7)
    assert after.to_move == 0 and after.structure[4] == R.card_index["Palisade"]
    senators_only = list(cards)
    senators_only[0], senators_only[2] = -1, -1
    useless(state._replace(structure=tuple(senators_only)), "Property Fraud")


def plotting(seed: int) -> Iterator[tuple[Any, Action, Any]]:
    """A random game whose players conspire, prepare and trigger whenever they may (four times in
    five): each position, the move played there and its step."""
    import random

    from oracle.duel.legal import legal_actions

    def eager(a: Action) -> bool:
        return a.kind in ("trigger", "prepare") or (a.kind == "conspirator_action" and a.chambers == ())

    rng, state = random.Random(seed), GAME.new_game(seed=seed)
    while not state.is_over:
        actions = legal_actions(state)
        wanted = [a for a in actions if eager(a)]
        action = rng.choice(wanted) if wanted and rng.random() < 0.8 else rng.choice(actions)
        step = apply(state, action)
        yield state, action, step
        state = step.state


def test_games_that_plot_keep_every_invariant_and_read_back_at_every_step():
    """Random games whose players conspire, prepare and trigger whenever they may: every step keeps the
    base game's and Agora's invariants, and every position reads back as written."""
    from oracle.duel.invariants import check_step as base_check

    seen: set[str] = set()
    # seeds whose games between them trigger every Conspiracy with a decision (Insider Influence in 21,
    # Turn of Events in 1)
    for seed in (1, 3, 6, 8, 21):
        for state, action, step in plotting(seed):
            seen.add(action.kind)
            assert base_check(state, step) == [] and check_step(state, step) == [], (seed, action)
            written = GAME.state_to_json(step.state)
            assert GAME.state_to_json(GAME.state_from_json(json.loads(json.dumps(written)))) == written
    assert {"prepare", "trigger", "conspire", "destroy", "remove_influence", "remove_wonder", "build_top_row",
            "swap_take", "swap_give", "lock_progress", "take_progress", "steal_card", "steal_wonder",
            "move_decree", "discard_accessible"} <= seen, \
        sorted(seen)


def test_sabotage_sends_a_built_wonder_of_the_opponent_back_to_the_box():
    from oracle.duel.scoring import score
    from oracle.duel.state import rebuild_city

    pyramids, temple = R.wonder_index["The Pyramids"], R.wonder_index["The Temple of Artemis"]
    theirs = positions.city(GAME, wonders=("The Pyramids", "The Temple of Artemis"))
    theirs = rebuild_city(R, theirs._replace(built=((pyramids, R.card_index["Altar"]), (temple, -1))))
    state = table(agora((plot("Sabotage", under="Baths"),)))
    state = state._replace(cities=(state.cities[0], theirs))
    assert score(state, 1)["wonders"] == 9
    step = apply(state, trigger("Sabotage"))
    assert legal_json(step.state) == [{"action": "remove_wonder", "wonder": "The Pyramids"},
                                      {"action": "remove_wonder", "wonder": "The Temple of Artemis"}]
    boxed = apply(step.state, R.actions.remove_wonder[pyramids])
    assert boxed.events[0].to_json() == {"kind": "wonder_boxed", "player": 1, "subject": "The Pyramids",
                                         "detail": "Altar"}
    after = boxed.state
    assert after.cities[1].built == ((temple, -1),) and after.cities[1].wonders == (pyramids, temple)
    assert after.removed_wonders == (pyramids,) and after.discard == (R.card_index["Altar"],)
    assert score(after, 1)["wonders"] == 0 and after.to_move == 0
    assert observe(after, 0)["cities"][1]["wonders"][0] == {"wonder": "The Pyramids", "built": False,
                                                            "removed": True}
    useless(table(agora((plot("Sabotage", under="Baths"),))), "Sabotage")


def test_coercion_swaps_two_cards_of_a_colour_both_players_hold():
    part = agora((plot("Coercion", under="Baths"),))
    state = table(part, cards=(("Altar", "Scriptorium", "Workshop", "Lumber Yard"),
                               ("Theater", "Library", "Stone Pit")), available=("Clay Pool", "Glassworks"))
    step = apply(state, trigger("Coercion"))
    assert legal_json(step.state) == [{"action": "swap_take", "card": "Theater"},
                                      {"action": "swap_take", "card": "Library"}]
    took = apply(step.state, R.actions.swap_take[R.card_index["Library"]]).state
    assert legal_json(took) == [{"action": "swap_give", "card": "Scriptorium"},
                                {"action": "swap_give", "card": "Workshop"}]
    swapped = apply(took, R.actions.swap_give[R.card_index["Workshop"]])
    assert swapped.events[0].to_json() == {"kind": "cards_swapped", "player": 0, "subject": "Library",
                                           "detail": "Workshop"}
    after = swapped.state
    names = [[R.cards[c].name for c in city.cards] for city in after.cities]
    assert names == [["Altar", "Scriptorium", "Lumber Yard", "Library"], ["Theater", "Stone Pit", "Workshop"]]
    # the two writing symbols now make a pair: a progress token of the board comes first, then the move
    assert [a["action"] for a in legal_json(after)][:1] == ["take_progress"] and after.to_move == 0
    unmatched = table(part, cards=(("Lumber Yard",), ("Theater",)))
    useless(unmatched, "Coercion")


def test_obscurantism_locks_a_token_of_the_board_the_opponent_or_the_box():
    part = agora((plot("Obscurantism", under="Baths"),))
    theirs = positions.city(GAME, cards=("Theater",), progress=("Law", "Urbanism"))
    token = R.progress_index
    state = table(part)
    state = state._replace(cities=(state.cities[0], theirs), board=(token["Strategy"], token["Agriculture"]),
                           box=(token["Masonry"], token["Economy"]))
    step = apply(state, trigger("Obscurantism"))
    names = ["Strategy", "Agriculture", "Law", "Urbanism", *sorted(["Masonry", "Economy"], key=token.get)]
    assert legal_json(step.state) == [{"action": "lock_progress", "token": name} for name in names]
    assert observe(step.state, 1)["pending"]["options"] == names
    locked = apply(step.state, R.actions.lock_progress[R.progress_index["Law"]])
    assert locked.events[0].to_json() == {"kind": "token_locked", "player": 0, "subject": "Law",
                                          "detail": "opponent"}
    after = locked.state
    assert after.cities[1].progress == (R.progress_index["Urbanism"],)
    assert not any(after.cities[1].profile.symbols)        # Law's symbol is lost with it
    assert held(after).hands[0][0].token == R.progress_index["Law"]
    assert observe(after, 1)["agora"]["conspiracies"]["hands"][0][0]["locked"] == "Law"
    boxed = apply(step.state, R.actions.lock_progress[token["Masonry"]]).state
    assert boxed.box == (token["Economy"],) and boxed.board == state.board


def test_curia_julia_drafted_conspires_before_the_draft_goes_on():
    curia = R.wonder_index["Curia Julia"]
    state = next(s for s in (GAME.new_game(seed=seed) for seed in range(40)) if curia in s.offer)
    top = held(state).deck[:2]
    step = apply(state, R.actions.pick_wonder[curia])
    drafted = step.state
    assert (drafted.age, drafted.to_move, drafted.pending[0].kind) == (0, state.to_move, "conspire")
    assert legal_json(drafted) == [{"action": "conspire", "conspiracy": NAMES[card], "put_back": where}
                                   for card in top for where in ("top", "bottom")]
    assert observe(drafted, 1 - state.to_move)["pending"]["options"] is None
    kept = apply(drafted, R.actions.conspire[(top[1], "bottom")]).state
    assert held(kept).hands[state.to_move] == (Plot(top[1]),) and held(kept).deck[-1] == top[0]
    assert kept.pending == () and kept.picks == 1


def test_curia_julia_built_may_trigger_an_unprepared_conspiracy_then_gives_six_coins_and_another_turn():
    part = agora((plot("Coup"), plot("Swindle", under="Baths")))
    state = table(part, coins=(20, 7), wonders=("Curia Julia",), cards=((), ("Tavern",)))
    wonder = R.actions.build_wonder[R.card_index["Lumber Yard"]][R.wonder_index["Curia Julia"]]
    built = apply(state, wonder).state
    assert built.coins == (20 - 10 + 6, 7)
    assert legal_json(built) == [{"action": "trigger_unprepared", "conspiracy": "Coup"},
                                 {"action": "trigger_unprepared", "conspiracy": None}]
    assert observe(built, 1)["pending"]["options"] is None
    triggered = apply(built, R.actions.trigger_unprepared[INDEX["Coup"]])
    assert triggered.events[0].to_json() == {"kind": "trigger", "player": 0, "subject": "Coup"}
    after = triggered.state
    assert after.pawn == 2 and held(after).hands[0][0] == plot("Coup", triggered=True)
    assert after.to_move == 0 and held(after).triggering == MAY_TRIGGER     # another turn, whose trigger is left
    assert {"action": "trigger", "conspiracy": "Swindle"} in legal_json(after)
    # Coup, triggered with no card under it, is spent: nothing is tucked under it afterwards
    assert [a for a in legal_json(after) if a["action"] == "prepare"] == []
    with pytest.raises(IllegalMoveError) as caught:
        apply(after, prepare("Stone Pit", "Coup"))
    assert str(caught.value) == "[agora.prepare] Coup has been triggered already"
    passed = apply(built, R.actions.trigger_unprepared[-1]).state
    assert passed.pawn == 0 and held(passed).hands == held(built).hands and passed.to_move == 0
    assert check_step(built, triggered) == []


def test_a_record_naming_no_conspiracy_to_prepare_or_trigger_is_refused_with_its_rule():
    state = table(agora((plot("Coup", under="Baths"),)))
    for move in ({"action": "trigger", "conspiracy": None}, {"action": "prepare", "card": "Lumber Yard",
                                                              "conspiracy": None}):
        action = GAME.action_from_json(move)
        with pytest.raises(IllegalMoveError) as caught:
            apply(state, action)
        assert str(caught.value) == "[agora.conspiracies] no Conspiracy given"
    with pytest.raises(InvalidRecordError) as wrong:
        GAME.action_from_json({"action": "trigger", "conspiracy": "Coupe"})
    assert (wrong.value.path, wrong.value.message) == ("$.conspiracy",
                                                       "unknown Conspiracy 'Coupe' (did you mean 'Coup'?)")


@pytest.mark.parametrize(("trigger_word", "message"), [
    ("settling", "\"settling\" holds only while a triggered Conspiracy's effects owe decisions and the turn goes on "
                 "after them"),
])
def test_a_trigger_state_the_position_cannot_hold_is_refused(trigger_word: str, message: str):
    data = GAME.state_to_json(_prepared_position())
    data["agora"]["trigger"] = trigger_word
    with pytest.raises(InvalidRecordError) as caught:
        GAME.state_from_json(data)
    assert (caught.value.path, caught.value.message) == ("$.agora.trigger", message)
    drafting = GAME.state_to_json(GAME.new_game(seed=0))
    drafting["agora"]["trigger"] = "spent"
    with pytest.raises(InvalidRecordError) as caught:
        GAME.state_from_json(drafting)
    assert (caught.value.path, caught.value.message) == (
        "$.agora.trigger", 'expected "open": no turn triggers a Conspiracy during the wonder draft')


def test_extortion_takes_an_unbuilt_wonder_of_the_opponent_then_offers_a_move():
    """Extortion shares the Pantheon's construct (effect.steal_wonder): a built wonder stays, an
    unbuilt one changes city, and the player's city may then hold more than four."""
    from oracle.duel.state import rebuild_city

    pyramids, temple = R.wonder_index["The Pyramids"], R.wonder_index["The Temple of Artemis"]
    theirs = positions.city(GAME, wonders=("The Pyramids", "The Temple of Artemis", "The Appian Way"))
    theirs = rebuild_city(R, theirs._replace(built=((pyramids, R.card_index["Altar"]),)))
    part = agora((plot("Extortion", under="Baths"),))
    first = part.senate.chambers[0]
    part = part._replace(senate=Senate((Chamber((1, 0), first.decrees, True), *part.senate.chambers[1:])))
    mine = ("The Colossus", "The Great Library", "Piraeus", "The Sphinx")
    state = table(part, wonders=mine)
    state = state._replace(cities=(state.cities[0], theirs))
    step = apply(state, trigger("Extortion"))
    assert legal_json(step.state) == [{"action": "steal_wonder", "wonder": "The Temple of Artemis"},
                                      {"action": "steal_wonder", "wonder": "The Appian Way"}]
    assert observe(step.state, 1)["pending"] == {"player": 0, "action": "steal_wonder",
                                                 "options": ["The Temple of Artemis", "The Appian Way"]}
    took = apply(step.state, R.actions.steal_wonder[temple])
    assert [e.to_json() for e in took.events] == [{"kind": "wonder_stolen", "player": 0,
                                                   "subject": "The Temple of Artemis"}]
    names = [[R.wonders[w].name for w in city.wonders] for city in took.state.cities]
    assert names == [[*mine, "The Temple of Artemis"], ["The Pyramids", "The Appian Way"]]
    assert legal_json(took.state) == [{"action": "move_influence", "chambers": [1, 2]},
                                      {"action": "move_influence", "chambers": []}]
    only_built = state._replace(cities=(state.cities[0], theirs._replace(wonders=(pyramids,))))
    assert [d.kind for d in apply(only_built, trigger("Extortion")).state.pending] == ["move_influence"]


def test_foreclosure_takes_a_brown_or_grey_card_of_the_opponent_with_what_it_produces():
    part = agora((plot("Foreclosure", under="Baths"),))
    state = table(part, cards=(("Altar",), ("Lumber Yard", "Theater", "Glassworks")), available=("Stone Pit",))
    step = apply(state, trigger("Foreclosure"))
    assert legal_json(step.state) == [{"action": "steal_card", "card": "Lumber Yard"},
                                      {"action": "steal_card", "card": "Glassworks"}]
    took = apply(step.state, R.actions.steal_card[R.card_index["Glassworks"]])
    assert [e.to_json() for e in took.events] == [{"kind": "card_stolen", "player": 0, "subject": "Glassworks"}]
    names = [[R.cards[c].name for c in city.cards] for city in took.state.cities]
    assert names == [["Altar", "Glassworks"], ["Lumber Yard", "Theater"]]
    # the glass now comes from player 0's city: Stone Pit is free to build, and costs the opponent more
    assert took.state.to_move == 0 and took.state.pending == ()
    useless(table(part, cards=((), ("Theater",))), "Foreclosure")


def test_a_stored_theft_reads_back_and_a_wrong_detail_is_refused_at_its_path():
    pending = next(step.state for _, _, step in plotting(8)
                   if step.state.pending and step.state.pending[0].kind == "steal_card")
    written = GAME.state_to_json(pending)
    assert written["pending"] == [{"kind": "steal_card", "player": 0, "options": ["Quarry", "Logging Camp"],
                                   "detail": ["opponent", [0, 1]]}]
    assert GAME.state_to_json(GAME.state_from_json(json.loads(json.dumps(written)))) == written
    written["pending"][0]["detail"] = ["opponent", [0, 0]]
    with pytest.raises(InvalidRecordError) as refused:
        GAME.state_from_json(written)
    assert str(refused.value) == "$.pending[0].detail[1]: expected each colour once"


def _insider(pawn: int = 0) -> Any:
    """Player 0 holds Insider Influence prepared; Chamber 1 (theirs) holds the Military Shield, Chamber 2
    (player 1's) Blue Income, Chamber 3 its Decree face down and no cube."""
    from oracle.duel.agora.senate import Chamber as Room

    rest = SENATE.chambers[3:]
    senate = Senate((Room((1, 0), ("Military Shield",), True), Room((0, 2), ("Blue Income",), True),
                     Room((0, 0), ("Green Discount",), False), *rest))
    return apply(table(agora((plot("Insider Influence", under="Baths"),))._replace(senate=senate), pawn=pawn),
                 trigger("Insider Influence")).state


def test_insider_influence_moves_a_decree_under_another_chambers_and_its_new_controller_gains_it():
    """effect.move_decree, ruling agora.insider_influence: any Chamber's top Decree to any other Chamber;
    the Military Shield changes hands as a change of control would, the pawn moving twice."""
    from oracle.duel.agora.state import part as agora_part
    from oracle.duel.scoring import score

    state = _insider()
    offered = legal_json(state)
    assert len(offered) == 30 and offered[:6] == [{"action": "move_decree", "chambers": [1, m]} for m in
                                                  (2, 3, 4, 5, 6)] + [{"action": "move_decree", "chambers": [2, 1]}]
    moved = apply(state, R.actions.move_decree[(1, 2)])
    assert [e.to_json() for e in moved.events] == [
        {"kind": "decree_moved", "player": 0, "subject": "Military Shield", "amount": 1, "to": 2},
        {"kind": "pawn", "player": 1, "subject": "Military Shield", "amount": -1},
        {"kind": "pawn", "player": 1, "subject": "Military Shield", "amount": -1}]
    senate = agora_part(moved.state).senate
    assert [c.decrees for c in senate.chambers[:2]] == [(), ("Blue Income", "Military Shield")]
    assert moved.state.pawn == -2 and score(moved.state, 0)["senate"] == 1     # Chamber 1 still scores
    assert legal_json(moved.state) == [{"action": "move_influence", "chambers": [1, 2]},
                                       {"action": "move_influence", "chambers": []}]


def test_a_moved_decree_keeps_its_face_unless_a_cube_lies_where_it_goes():
    from oracle.duel.agora.state import part as agora_part
    from oracle.duel.view import protocol_state

    state = _insider()
    hidden = apply(state, R.actions.move_decree[(3, 4)])
    assert [e.to_json() for e in hidden.events] == [{"kind": "decree_moved", "player": 0, "amount": 3, "to": 4}]
    assert observe(hidden.state, 1)["agora"]["chambers"][3]["decrees"] == [None, None]
    shown = apply(state, R.actions.move_decree[(3, 1)])
    assert shown.events[0].to_json() == {"kind": "decree_moved", "player": 0, "subject": "Green Discount",
                                         "amount": 3, "to": 1}
    assert observe(shown.state, 1)["agora"]["chambers"][0]["decrees"] == ["Military Shield", "Green Discount"]
    public = apply(state, R.actions.move_decree[(2, 3)]).state
    chamber = agora_part(public).senate.chambers[2]
    assert (chamber.face_up, chamber.flipped) == (False, ("Blue Income",))
    assert observe(public, 0)["agora"]["chambers"][2]["decrees"] == [None, "Blue Income"]
    assert protocol_state(public)["agora"]["chambers"][2]["decrees"] == ["Green Discount", "Blue Income"]


def test_resampling_redraws_a_moved_face_down_decree_and_keeps_the_setup_in_step():
    """Seed 21's game moves a face-down Decree from Chamber 6 under Chamber 5's face-up one: a redraw
    keeps what both players saw and gives Chamber 6's setup Decree the one now lying in Chamber 5."""
    from oracle.duel.agora.decrees import AgoraSetup
    from oracle.duel.agora.state import part as agora_part
    from oracle.duel.view import resample

    state = next(step.state for _, action, step in plotting(21) if action.kind == "move_decree")
    assert [c.decrees for c in agora_part(state).senate.chambers[4:]] == [("Discard Bonus", "Green Income"), ()]
    seen = {d for c in agora_part(state).senate.chambers for d in c.decrees if c.shows(d)}
    kinds = [d.name for d in R.of_kind("decree")]
    redrawn = [resample(state, 0, SplitMix64(seed)) for seed in range(20)]
    moved = {agora_part(s).senate.chambers[4].decrees[1] for s in redrawn}
    assert len(moved) > 1 and not moved & seen
    for s in redrawn:
        chambers = agora_part(s).senate.chambers
        assert chambers[4].decrees[0] == "Discard Bonus" and chambers[4].flipped == (chambers[4].decrees[1],)
        drawn = next(p for p in s.setup.parts if isinstance(p, AgoraSetup))
        assert kinds[drawn.decrees[5]] == chambers[4].decrees[1]


def test_turn_of_events_discards_one_or_two_accessible_cards_and_reveals_what_they_uncover_at_once():
    """effect.discard_accessible, ruling agora.turn_of_events (seed 1's game): the first discard is owed,
    the second may be declined (a record's null); no coins; uncovered cards turn face up at once and may
    be discarded next, or taken by the turn's card that follows."""
    from oracle.duel.record import action_from_json

    steps = [(state, action, step) for state, action, step in plotting(1) if action.kind == "discard_accessible"]
    (first, action, step), (second, _, last) = steps
    assert legal_json(first) == [{"action": "discard_accessible", "card": name} for name in
                                 ("Palisade", "Press", "Scriptorium", "Right Politician 2", "Middle Politician 3")]
    assert R.cards[action.card].name == "Right Politician 2"
    assert [e.to_json() for e in step.events] == [
        {"kind": "structure_discard", "player": 1, "subject": "Right Politician 2", "amount": 23},
        {"kind": "reveal", "subject": "Stone Pit", "amount": 16}]
    assert step.state.coins == first.coins == (9, 7) and len(step.state.discard) == len(first.discard) + 1
    assert observe(second, 0)["pending"] == {"player": 1, "action": "discard_accessible", "options": [
        "Stone Pit", "Palisade", "Press", "Scriptorium", "Middle Politician 3", None]}
    assert GAME.state_to_json(second)["pending"][0] == {
        "kind": "discard_accessible", "player": 1, "detail": [0],
        "options": ["Stone Pit", "Palisade", "Press", "Scriptorium", "Middle Politician 3", None]}
    none = action_from_json(R, {"action": "discard_accessible", "card": None}, "$")
    declined = apply(second, none).state
    assert declined.discard == second.discard and declined.structure == second.structure
    assert [a["action"] for a in legal_json(declined)][:2] == ["build", "discard"]
    assert [e.to_json() for e in last.events] == [
        {"kind": "structure_discard", "player": 1, "subject": "Middle Politician 3", "amount": 24},
        {"kind": "reveal", "subject": "Clay Pool", "amount": 17}]
    assert legal_json(last.state)[2] == {"action": "build", "card": "Clay Pool", "cost": 0}
    with pytest.raises(InvalidRecordError):
        action_from_json(R, {"action": "build", "card": None}, "$")


def test_the_mausoleum_builds_a_discarded_senator_who_then_takes_their_senate_action():
    """Ruling agora.discarded_senators: the Mausoleum offers every card of the discard pile, a Senator
    included; built so, the Politician takes their Senate action (one: no blue card) in their section."""
    state = table(agora(), coins=(20, 7), wonders=("The Mausoleum",))
    state = state._replace(discard=(R.card_index["Altar"], R.card_index["Left Politician 1"]))
    wonder = R.actions.build_wonder[R.card_index["Lumber Yard"]][R.wonder_index["The Mausoleum"]]
    built = apply(state, wonder).state
    assert legal_json(built) == [{"action": "build_discarded", "card": "Altar"},
                                 {"action": "build_discarded", "card": "Left Politician 1"}]
    recruited = apply(built, R.actions.build_discarded[R.card_index["Left Politician 1"]])
    assert recruited.events[0].to_json() == {"kind": "build", "player": 0, "subject": "Left Politician 1",
                                             "detail": "discard pile"}
    assert recruited.state.discard == (R.card_index["Altar"],)
    assert legal_json(recruited.state) == [{"action": "senate_action", "chambers": [1]},
                                           {"action": "senate_action", "chambers": [2]},
                                           {"action": "senate_action", "chambers": []}]
