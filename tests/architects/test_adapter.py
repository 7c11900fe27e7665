"""Architects through the adapter protocol (wonders-adapter/2): a whole game played by its messages
gives the game the library plays, and every answer is valid against the published protocol schema."""

from __future__ import annotations

import json

import jsonschema

import oracle
from oracle.conformance.adapter import Adapter
from oracle.resources import data_dir

GAME = oracle.load_game("architects", players=4)
PROTOCOL = json.loads((data_dir("spec") / "schema" / "architects" / "protocol.v2.schema.json").read_text())


def test_a_game_played_through_the_protocol_is_the_librarys_game():
    play = GAME.random_game(12)
    adapter = Adapter()
    validator = jsonschema.Draft202012Validator(PROTOCOL)
    answer = adapter.handle({"id": 1, "type": "new_game", "game": "architects", "players": 4,
                             "setup": GAME.setup_to_json(play.initial.setup)})
    assert answer == {"id": 1, "type": "ok"}
    for i, (action, mover, step) in enumerate(zip(play.moves, play.movers, play.steps, strict=True)):
        legal = adapter.handle({"id": 2, "type": "legal", "player": mover})
        assert legal is not None and GAME.action_to_json(action) in legal["actions"]
        applied = adapter.handle({"id": 3, "type": "apply", "player": mover, "action": GAME.action_to_json(action)})
        assert applied == {"id": 3, "type": "applied", "events": [e.to_json() for e in step.events]}, i
        validator.validate(applied)
    state = adapter.handle({"id": 4, "type": "state"})
    assert state is not None
    validator.validate(state)
    assert state["state"] == GAME.protocol_state(play.final)
    seen = adapter.handle({"id": 5, "type": "observe", "player": 2})
    assert seen is not None and seen["observation"] == GAME.observe(play.final, 2)
    validator.validate(seen)


def test_an_illegal_move_is_answered_with_its_rule():
    state = GAME.new_game(seed=1)
    adapter = Adapter()
    adapter.handle({"id": 1, "type": "new_game", "game": "architects", "players": 4,
                    "setup": GAME.setup_to_json(state.setup)})
    elsewhere = (state.mover + 2) % 4    # a deck out of the mover's reach
    deck = oracle.load_game("architects", players=4).rules.wonders[state.setup.wonders[elsewhere]].name
    answer = adapter.handle({"id": 2, "type": "apply", "action": {"action": "take", "deck": deck}})
    assert answer is not None and (answer["type"], answer["rule"]) == ("illegal", "turn.take")
    answer = adapter.handle({"id": 3, "type": "apply", "player": (state.mover + 1) % 4,
                             "action": {"action": "take", "deck": "central"}})
    assert answer is not None and (answer["type"], answer["rule"]) == ("illegal", "turn.order")
