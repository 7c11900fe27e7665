"""What a player sees of a game with the Free City (view.hidden, free_city.choose,
wonder.discard_build): everything the rules show the one deciding for a city, for each city the
player decides for (their own, and the Free City while they hold its card), and nothing more.

Players are seats 0 and 1; the Free City is city 2.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import oracle
from oracle.classic.state import DECLINE, DISCARD, DISCARD_BUILD, FROM_DISCARD, STAGE, Action, State
from oracle.core.prng import SplitMix64
from tests.classic.support import card, cards

G = oracle.load_game("classic", variant="free_city")
R = G.rules
FREE_CITY = 2
SEEDS = range(120)


def names(seq) -> list[str]:
    return sorted(R.cards[c].name for c in seq)


def decides_for(state: State, player: int) -> set[int]:
    """free_city.choose, read from the state's fields: a player decides for their own city, and the
    holder of the Free City card for the Free City too."""
    return {player, FREE_CITY} if player == state.holder else {player}


def expected_view(state: State, player: int) -> dict[str, Any]:
    """The observation the rules allow ``player``, written out field by field from the state."""
    mine = decides_for(state, player)
    over = state.outcome is not None
    pending = None
    if not over and state.pending and state.phase == state.pending[0][0]:
        city = state.pending[0][1]
        pending = {"player": state.holder if city == FREE_CITY else city, "decision": state.phase}
        if city == FREE_CITY:
            pending["city"] = "free_city"
    choosing = not over and state.phase == DISCARD_BUILD and state.pending[0][1] in mine
    return {
        "player": player, "players": 2, "age": ("I", "II", "III")[state.age - 1], "turn": state.turn,
        "status": "finished" if over else "in_progress", "to_move": list(G.to_move(state)),
        "victory": state.outcome.victory if over else None,
        "winners": list(state.outcome.winners) if over else None,
        "phase": state.phase,
        "hand": names(state.hands[player]),
        "hand_sizes": [len(h) for h in state.hands],
        "commitments": [None if a is None else G.action_to_json(a) if city in mine else "committed"
                        for city, a in enumerate(state.commitments.by_seat)],
        "discard": {"cards": len(state.discard), "contents": names(state.discard) if choosing else None},
        "pending": pending,
        "cities": [{"board": R.boards[c.board].board, "side": R.boards[c.board].side,
                    "structures": [R.cards[s].name for s in c.structures], "stages": c.stages, "coins": c.coins,
                    "victories": list(c.victories), "defeats": c.defeats} for c in state.cities],
        "free_city": {"holder": state.holder, "pile": len(state.pile)},
    }


def test_at_every_decision_each_player_sees_exactly_what_the_rules_let_them_see():
    """Random games with the Free City: before every move, each player's observation is exactly the
    one written out from the rules (their hand, the commitments of the cities they decide for, the
    discard pile when they choose from it for any city they decide for); the cards a player's legal
    actions name are cards they see; and redrawing what they cannot see changes neither what they
    see nor what they may do."""
    rng = SplitMix64(11)
    seen: Counter[str] = Counter()
    for seed in SEEDS:
        play = G.random_game(seed)
        for state in [play.initial, *(step.state for step in play.steps)]:
            seen["states"] += 1
            for player in (0, 1):
                view = G.observe(state, player)
                assert view == expected_view(state, player), f"seed {seed}, player {player}"
                json.dumps(view)
                other = G.resample_from_infostate(state, player, rng)
                assert G.observe(other, player) == view, f"seed {seed}, player {player}"
                seen["observations"] += 1
                if player not in G.to_move(state):
                    continue
                legal = G.legal_json(state, player)
                visible = set(view["hand"]) | set(view["discard"]["contents"] or ())
                assert {a["card"] for a in legal if "card" in a} <= visible, f"seed {seed}, player {player}"
                assert G.legal_json(other, player) == legal, f"seed {seed}, player {player}"
                seen["decisions"] += 1
                if player == state.holder:
                    seen["decisions of the holder"] += 1
                    if state.commitments.by_seat[player] is not None and state.phase == "choose":
                        seen["holder choosing for the Free City"] += 1
                if view["pending"] and view["pending"].get("city") == "free_city" and state.phase == DISCARD_BUILD:
                    seen["holder choosing from the discard pile for the Free City"] += 1
            fc = state.commitments.by_seat[FREE_CITY]
            if fc is not None:
                assert G.observe(state, state.holder)["commitments"][FREE_CITY] == G.action_to_json(fc)
                assert G.observe(state, 1 - state.holder)["commitments"][FREE_CITY] == "committed"
                seen["Free City commitments seen by the holder"] += 1
    assert seen["holder choosing for the Free City"] == 18 * len(SEEDS)    # one a turn, 6 turns, 3 Ages
    assert seen["holder choosing from the discard pile for the Free City"] >= 3
    assert seen["Free City commitments seen by the holder"] >= 9 * len(SEEDS) // 2
    assert seen["observations"] == 2 * seen["states"] and seen["decisions"] >= 54 * len(SEEDS)
    print(dict(seen))


# ---- positions ---------------------------------------------------------------------------------------------

def halicarnassus_free_city() -> State:
    """Age I, turn 3: the Free City plays Halicarnassus B with 2 ore of its own, so that a card used
    for its first stage lets it build from the discard pile; seat 0 holds the Free City card."""
    s = G.new_game(seed=1)
    board = R.board_index("Halicarnassus B")
    fc = s.cities[FREE_CITY]._replace(board=board, structures=cards("Ore Vein", "Foundry"))
    hands = (tuple(sorted(cards("Altar", "Baths", "Theater", "Stockade", "Clay Pit", "Loom"))),
             tuple(sorted(cards("Altar", "Baths", "Tavern", "Stockade", "Workshop"))))
    return s._replace(turn=3, cities=(*s.cities[:2], fc), hands=hands, discard=cards("Tavern", "Scriptorium"),
                      pile=s.pile[2:], setup=s.setup._replace(boards=(*s.setup.boards[:2], board)))


def test_the_holder_sees_the_card_he_committed_for_the_free_city():
    s = halicarnassus_free_city()
    assert s.holder == 0
    s = G.apply(s, Action(DISCARD, card("Theater")), 0).state
    s = G.apply(s, Action(STAGE, card("Altar"), free_city=True), 0).state
    assert G.to_move(s) == (1,)
    assert G.observe(s, 0)["commitments"] == [{"action": "discard", "card": "Theater"}, None,
                                              {"action": "stage", "city": "free_city", "card": "Altar",
                                               "pay": {"left": 0, "right": 0}}]
    assert G.observe(s, 1)["commitments"] == ["committed", None, "committed"]
    assert "Theater" not in json.dumps(G.observe(s, 1))


def test_the_holder_looks_through_the_discard_pile_for_the_free_citys_halicarnassus():
    s = halicarnassus_free_city()
    s = G.apply(s, Action(DISCARD, card("Theater")), 0).state
    s = G.apply(s, Action(STAGE, card("Altar"), free_city=True), 0).state
    s = G.apply(s, Action(DISCARD, card("Workshop")), 1).state
    assert s.phase == DISCARD_BUILD and s.pending[0] == (DISCARD_BUILD, FREE_CITY) and G.to_move(s) == (0,)
    assert G.legal_actions(s, 0) == [*(Action(FROM_DISCARD, card(n), free_city=True)
                                       for n in ("Theater", "Tavern", "Scriptorium", "Workshop")),
                                     Action(DECLINE, free_city=True)]
    holder, other = G.observe(s, 0), G.observe(s, 1)
    assert holder["pending"] == other["pending"] == {"player": 0, "decision": DISCARD_BUILD, "city": "free_city"}
    assert holder["discard"] == {"cards": 4, "contents": ["Scriptorium", "Tavern", "Theater", "Workshop"]}
    assert other["discard"] == {"cards": 4, "contents": None}
    # what the holder saw is never redrawn; what the other player cannot see is
    rng = SplitMix64(5)
    for _ in range(20):
        again = G.resample_from_infostate(s, 0, rng)
        assert names(again.discard) == names(s.discard) and again.hands[0] == s.hands[0]
        assert G.legal_actions(again, 0) == G.legal_actions(s, 0)
    redrawn = {tuple(names(G.resample_from_infostate(s, 1, rng).discard)) for _ in range(20)}
    assert len(redrawn) > 1 and all(len(d) == 4 for d in redrawn)
    done = G.apply(s, Action(FROM_DISCARD, card("Scriptorium"), free_city=True), 0).state
    assert names(done.cities[FREE_CITY].structures) == ["Foundry", "Ore Vein", "Scriptorium"]
    assert done.holder == 1 and G.observe(done, 0)["discard"]["contents"] is None


def test_resampling_for_the_other_player_keeps_the_holders_committed_hand():
    s = halicarnassus_free_city()
    s = G.apply(s, Action(DISCARD, card("Theater")), 0).state
    rng = SplitMix64(3)
    for _ in range(10):
        again = G.resample_from_infostate(s, 1, rng)
        assert again.hands[0] == s.hands[0] and again.commitments == s.commitments
        assert again.hands[1] == s.hands[1] and len(again.pile) == len(s.pile)
        assert G.observe(again, 1) == G.observe(s, 1)
    # the holder's resample redraws the other player's hand, the pile and this Age's discards
    mine = [G.resample_from_infostate(s, 0, rng) for _ in range(10)]
    assert all(m.hands[0] == s.hands[0] and len(m.hands[1]) == 5 for m in mine)
    assert len({m.hands[1] for m in mine}) > 1
    assert all(Counter(m.hands[1] + m.pile + m.discard) == Counter(s.hands[1] + s.pile + s.discard) for m in mine)
