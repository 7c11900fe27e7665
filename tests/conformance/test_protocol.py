"""The reference adapter speaks the protocol: every answer validates, errors are answers, not crashes."""

from __future__ import annotations

import io
import json

from oracle.conformance.adapter import PROTOCOL, Adapter, serve
from oracle.conformance.perft import perft
from oracle.conformance.schemas import validator
from oracle.duel.playout import random_game
from oracle.duel.record import action_to_json, setup_to_json
from tests.support import GAME, RULES

PROTOCOL_SCHEMA = validator("protocol")


def session(*requests: object) -> list[dict]:
    lines = "".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in requests)
    out = io.StringIO()
    assert serve(io.StringIO(lines), out) == 0
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    for answer in answers:
        PROTOCOL_SCHEMA.validate(answer)
    return answers


def test_hello_names_the_protocol_and_capabilities():
    (hello,) = session({"id": 1, "type": "hello"})
    assert hello == {"id": 1, "type": "hello", "protocol": PROTOCOL, "engine": hello["engine"], "games": ["duel"],
                     "variants": ["standard", "first_printing"], "capabilities": ["events", "observe", "perft"]}


def test_a_game_through_the_protocol():
    play = random_game(GAME, 2)
    setup = setup_to_json(RULES, play.initial.setup)
    first = action_to_json(RULES, play.moves[0])
    answers = session({"id": 1, "type": "new_game", "game": "duel", "setup": setup},
                      {"id": 2, "type": "legal"},
                      {"id": 3, "type": "apply", "action": first},
                      {"id": 4, "type": "state"},
                      {"id": 5, "type": "observe", "player": 0},
                      {"id": 6, "type": "apply", "action": first},
                      {"type": "quit"},
                      {"id": 7, "type": "state"})
    assert [a["type"] for a in answers] == ["ok", "legal", "applied", "state", "observation", "illegal"]
    assert len(answers[1]["actions"]) == 4 and all(a["action"] == "pick_wonder" for a in answers[1]["actions"])
    assert answers[2]["events"] == [{"kind": "pick_wonder", "player": play.initial.to_move,
                                     "subject": first["wonder"]}]
    assert answers[3]["state"]["players"][0]["coins"] == 7 and answers[3]["state"]["age"] == 0
    assert answers[5] == {"id": 6, "type": "illegal", "rule": "setup.draft",
                          "message": answers[5]["message"]}
    assert answers[5]["message"].startswith(f"{first['wonder']} is not on offer")


def test_bad_requests_get_error_answers():
    answers = session("this is not json", [1, 2], {"id": 1, "type": "dance"}, {"id": 2, "type": "legal"},
                      {"id": 3, "type": "new_game", "setup": {"first_player": 3}},
                      {"id": 4, "type": "observe"}, {"id": 5, "type": "new_game", "game": "classic", "setup": {}})
    assert [a["type"] for a in answers] == ["error"] * 7
    assert answers[2] == {"id": 1, "type": "error", "message": 'unknown request type "dance"'}
    assert answers[3]["message"] == "$: no game: send new_game first"
    assert answers[4]["message"].startswith("$.setup: missing key")
    assert answers[6]["message"] == 'unsupported game "classic"'


def test_perft_and_divide_agree_with_the_oracle():
    play = random_game(GAME, 4)
    adapter = Adapter()
    adapter.handle({"type": "new_game", "setup": setup_to_json(RULES, play.initial.setup)})
    for action in play.moves[:9]:
        adapter.handle({"type": "apply", "action": action_to_json(RULES, action)})
    state = play.steps[8].state
    assert adapter.handle({"id": 1, "type": "perft", "depth": 2}) == {"id": 1, "type": "perft",
                                                                      "nodes": perft(state, 2)}
    divided = adapter.handle({"id": 2, "type": "perft", "depth": 2, "divide": True})
    assert divided["nodes"] == perft(state, 2)
    assert sum(d["nodes"] for d in divided["divide"]) == perft(state, 2)
    assert len(divided["divide"]) == perft(state, 1)
