"""The reference adapter speaks the protocol: every answer validates, errors are answers, not crashes."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import pytest

from oracle.conformance.adapter import PROTOCOL_1, Adapter, serve
from oracle.conformance.schemas import validator
from oracle.core.jsonio import REQUEST
from oracle.duel import Action, apply
from oracle.duel.playout import random_game
from oracle.duel.record import action_to_json, setup_to_json
from oracle.errors import IllegalMoveError
from tests.support import GAME, RULES

MAX_LINE = REQUEST.max_bytes

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
    assert hello == {"id": 1, "type": "hello", "protocol": "wonders-adapter/2", "engine": hello["engine"],
                     "games": [{"game": "duel", "variants": ["standard", "first_printing", "pantheon", "agora",
                                                             "pantheon_agora"],
                                "players": [2]},
                               {"game": "architects", "variants": ["standard", "two_player_literal",
                                                                   "rhodes_pieces_1_4"],
                                "players": [2, 3, 4, 5, 6, 7]},
                               {"game": "classic", "variants": ["standard", "free_city", "edition2020", "leaders",
                                                                "edition2020_leaders"],
                                "players": [2, 3, 4, 5, 6, 7],
                                "variant_players": {"standard": [3, 4, 5, 6, 7], "free_city": [2],
                                                    "edition2020": [3, 4, 5, 6, 7], "leaders": [3, 4, 5, 6, 7],
                                                    "edition2020_leaders": [3, 4, 5, 6, 7]}}],
                     "capabilities": ["events", "observe", "perft"]}


def test_protocol_1_is_still_spoken_for_duel():
    out = io.StringIO()
    lines = json.dumps({"id": 1, "type": "hello"}) + "\n" + json.dumps({"id": 2, "type": "new_game",
                                                                         "game": "classic", "setup": {}}) + "\n"
    assert serve(io.StringIO(lines), out, Adapter(protocol=1)) == 0
    hello, refused = [json.loads(line) for line in out.getvalue().splitlines()]
    assert hello == {"id": 1, "type": "hello", "protocol": PROTOCOL_1, "engine": hello["engine"], "games": ["duel"],
                     "variants": ["standard", "first_printing"], "capabilities": ["events", "observe", "perft"]}
    assert refused == {"id": 2, "type": "error",
                       "message": 'wonders-adapter/1 serves 7 Wonders Duel only; "classic" needs wonders-adapter/2'}


def test_protocol_2_names_the_acting_player():
    play = random_game(GAME, 2)
    setup = setup_to_json(RULES, play.initial.setup)
    first = action_to_json(RULES, play.moves[0])
    mover = play.initial.to_move
    answers = session({"id": 1, "type": "new_game", "game": "duel", "variant": "standard", "players": 2,
                       "setup": setup},
                      {"id": 2, "type": "legal", "player": 1 - mover},
                      {"id": 3, "type": "apply", "player": 1 - mover, "action": first},
                      {"id": 4, "type": "apply", "player": 7, "action": first},
                      {"id": 5, "type": "apply", "player": mover, "action": first},
                      {"id": 6, "type": "new_game", "game": "duel", "players": 3, "setup": setup})
    assert [a["type"] for a in answers] == ["ok", "legal", "illegal", "error", "applied", "error"]
    assert answers[1]["actions"] == [], "the player who does not owe a decision has no legal action"
    assert answers[2]["rule"] == "turn.alternate"
    assert answers[3]["message"] == "$.player: expected a seat from 0 to 1, not 7"
    assert answers[5]["message"] == "7 Wonders Duel is played by 2 players, not 3"


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
                      {"id": 4, "type": "observe"}, {"id": 5, "type": "new_game", "game": "seven", "setup": {}},
                      {"id": 6, "type": "new_game", "game": "classic", "setup": {}})
    assert [a["type"] for a in answers] == ["error"] * 8
    assert answers[2] == {"id": 1, "type": "error", "message": 'unknown request type "dance"'}
    assert answers[3]["message"] == "$: no game: send new_game first"
    assert answers[4]["message"].startswith("$.setup: missing key")
    assert answers[6]["message"] == 'unsupported game "seven"'
    assert answers[7]["message"] == "$.setup: missing key 'boards'"


def every_conceivable_action(rules) -> list:
    """Every action the record format can express, built from the component lists: the
    brute-force walk below tries each one rather than asking the engine for its legal list."""
    out = [Action("pick_wonder", wonder=w) for w in range(len(rules.wonders))]
    for c in range(len(rules.cards)):
        out += [Action(kind, card=c) for kind in ("build", "discard", "destroy", "build_discarded")]
        out += [Action("build_wonder", card=c, wonder=w) for w in range(len(rules.wonders))]
    out += [Action("take_progress", token=t) for t in range(len(rules.progress))]
    out += [Action("choose_starter", player=p) for p in (0, 1)]
    return out


def brute_force_count(state, depth: int, universe: list) -> int:
    """Leaves of the tree of accepted moves below ``state``: every conceivable action is
    offered to ``apply``, and those it accepts are followed (independent of ``legal_actions``
    and of the ``perft`` module)."""
    if depth == 0:
        return 1
    total = 0
    for action in universe:
        try:
            after = apply(state, action).state
        except IllegalMoveError:
            continue
        total += brute_force_count(after, depth - 1, universe)
    return total


def test_perft_and_divide_agree_with_a_brute_force_walk():
    play = random_game(GAME, 4)
    adapter = Adapter()
    adapter.handle({"type": "new_game", "setup": setup_to_json(RULES, play.initial.setup)})
    for action in play.moves[:9]:
        adapter.handle({"type": "apply", "action": action_to_json(RULES, action)})
    state = play.steps[8].state
    universe = every_conceivable_action(RULES)
    one, two = brute_force_count(state, 1, universe), brute_force_count(state, 2, universe)
    assert (one, two) == (10, 176), "the brute-force counts of this position (pinned)"
    assert adapter.handle({"id": 1, "type": "perft", "depth": 2}) == {"id": 1, "type": "perft", "nodes": two}
    divided = adapter.handle({"id": 2, "type": "perft", "depth": 2, "divide": True})
    assert divided["nodes"] == two
    assert len(divided["divide"]) == one
    by_action = {json.dumps(d["action"], sort_keys=True): d["nodes"] for d in divided["divide"]}
    for action in universe:
        try:
            after = apply(state, action).state
        except IllegalMoveError:
            continue
        key = json.dumps(action_to_json(RULES, action), sort_keys=True)
        assert by_action[key] == brute_force_count(after, 1, universe), key


# ---- every line gets one answer, whatever it holds -----------------------------------------------


def raw_session(data: bytes) -> list[dict]:
    out = io.BytesIO()
    assert serve(io.BytesIO(data), out) == 0
    lines = out.getvalue().decode("utf-8").splitlines()
    answers = [json.loads(line, parse_constant=lambda c: pytest.fail(f"{c} in an answer")) for line in lines]
    for answer in answers:
        PROTOCOL_SCHEMA.validate(answer)
    return answers


NEW_GAME = json.dumps({"type": "new_game", "game": "duel",
                       "setup": setup_to_json(RULES, GAME.setup_from_seed(1))}).encode()

HOSTILE_LINES = {
    "type is a list": (b'{"id": 1, "type": []}', {"id": 1, "type": "error", "message": "unknown request type []"}),
    "blank line": (b"   ", {"type": "error", "message": "an empty line is not a request"}),
    "NaN id": (b'{"id": NaN, "type": "hello"}', {"type": "error", "message": "$.id: NaN is not a JSON value"}),
    "NaN elsewhere, id readable": (b'{"id": 4, "type": "perft", "depth": NaN}',
                                   {"id": 4, "type": "error", "message": "$.depth: NaN is not a JSON value"}),
    "lone surrogate id": (b'{"id": "\\ud800", "type": "hello"}',
                          {"type": "error",
                           "message": "$.id: a string holding a lone surrogate (\\ud800-\\udfff), which is not text"}),
    "not UTF-8": (b'{"id": 1, "type": "hel\xfflo"}',
                  {"type": "error", "message": "$: not UTF-8 text: byte 22 (0xff) cannot start or "
                                               "continue a character"}),
    "deep": (b"[" * 5000 + b"]" * 5000, {"type": "error", "message": "$: nested more than 32 deep"}),
    "huge number": (b'{"id": ' + b"9" * 5000 + b', "type": "hello"}',
                    {"type": "error", "message": "$.id: a number of 5000 digits (at most 24 are read)"}),
    "duplicate key": (b'{"id": 2, "type": "hello", "type": "quit"}',
                      {"id": 2, "type": "error", "message": "$: the key 'type' appears twice in one object"}),
    "player true": (NEW_GAME + b'\n{"id": 3, "type": "observe", "player": true}',
                    {"id": 3, "type": "error", "message": 'observe needs "player": 0 or 1'}),
    "player 1.0": (NEW_GAME + b'\n{"id": 3, "type": "observe", "player": 1.0}',
                   {"id": 3, "type": "error", "message": 'observe needs "player": 0 or 1'}),
    "perft too deep": (b'{"id": 5, "type": "perft", "depth": 6}',
                       {"id": 5, "type": "error",
                        "message": 'perft needs "depth": a whole number of plies from 0 to 5'}),
    "id an object": (b'{"id": {"a": 1}, "type": "hello"}',
                     {"type": "error", "message": '"id" is a whole number or a string of at most 256 characters, '
                                                  'not {"a": 1}'}),
}


@pytest.mark.parametrize("name", sorted(HOSTILE_LINES))
def test_a_hostile_line_gets_one_error_answer_and_the_adapter_serves_on(name):
    line, expected = HOSTILE_LINES[name]
    answers = raw_session(line + b"\n" + b'{"id": 99, "type": "hello"}\n')
    if line.startswith(NEW_GAME):
        assert answers.pop(0)["type"] == "ok"
    assert len(answers) == 2
    assert answers[0] == expected
    assert answers[1]["id"] == 99 and answers[1]["type"] == "hello"


def test_an_overlong_line_is_refused_without_being_read_whole():
    huge = b'{"id": 1, "type": "hello", "pad": "' + b"x" * (MAX_LINE + 10) + b'"}'
    answers = raw_session(huge + b"\n" + b'{"id": 2, "type": "hello"}\n')
    assert answers[0] == {"type": "error", "message": f"a request line of {len(huge) + 1:,} bytes; at most "
                                                      f"{MAX_LINE:,} are read"}
    assert answers[1]["id"] == 2


class _Writes(io.RawIOBase):
    """An unbuffered output that records each write, as standard output is under PYTHONUNBUFFERED."""

    def __init__(self):
        self.writes: list[bytes] = []

    def writable(self):
        return True

    def write(self, data):
        self.writes.append(bytes(data))
        return len(data)


def test_answers_to_requests_read_together_are_written_together_on_an_unbuffered_output():
    out = _Writes()
    requests = b"".join(b'{"id": %d, "type": "hello"}\n' % i for i in range(5))
    assert serve(io.BufferedReader(io.BytesIO(requests)), out) == 0
    assert len(out.writes) == 1
    assert [json.loads(line)["id"] for line in out.writes[0].splitlines()] == [0, 1, 2, 3, 4]


def test_a_line_split_between_reads_is_read_whole():
    class Trickle(io.RawIOBase):    # one byte a read, as a slow pipe may give
        def __init__(self, data):
            self.data = data

        def readable(self):
            return True

        def readinto(self, buffer):
            if not self.data:
                return 0
            buffer[0], self.data = self.data[0], self.data[1:]
            return 1

    answers = raw_session_from(Trickle(b'{"id": 1, "type": "hello"}\n{"id": 2, "type": "hello"}'))
    assert [a["id"] for a in answers] == [1, 2]


def raw_session_from(raw: io.RawIOBase) -> list[dict]:
    out = io.BytesIO()
    assert serve(io.BufferedReader(raw), out) == 0
    return [json.loads(line) for line in out.getvalue().decode("utf-8").splitlines()]


def test_the_command_answers_in_utf8_under_a_strict_ascii_locale():
    """Non-ASCII names go out as UTF-8 even when the locale says ASCII (the answers are bytes)."""
    env = {**os.environ, "LC_ALL": "C", "LANG": "C", "PYTHONIOENCODING": "ascii", "PYTHONUTF8": "0"}
    requests = b'{"id": 1, "type": "new_game", "setup": {"first_player": 0, "wonders": ["\xc3\xa9"]}}\n\xff\n'
    done = subprocess.run([sys.executable, "-m", "oracle.cli", "adapter"], input=requests, capture_output=True,
                          env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    answers = [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]
    assert answers == [
        {"id": 1, "type": "error", "message": "$.setup: missing key 'progress_tokens'"},
        {"type": "error", "message": "$: not UTF-8 text: byte 0 (0xff) cannot start or continue a "
                                     "character"},
    ]


# ---- untrusted text is cut; protocol 1 and several players owing a decision ----------------------------------

def test_an_untrusted_key_or_value_is_cut_in_an_error_answer():
    """A request's key of half a megabyte, in the setup or in an action, is named in the error cut short."""
    from oracle.core.registry import load_game

    key = "k" * 500_000
    for name, players in (("duel", 2), ("classic", 3), ("architects", 3)):
        game = load_game(name, players=players)
        setup = game.setup_to_json(game.setup_from_seed(1))
        adapter = Adapter()
        refused = adapter.handle({"id": 1, "type": "new_game", "game": name, "players": players,
                                  "setup": {**setup, key: 1}})
        assert refused is not None and refused["type"] == "error"
        assert refused["message"].startswith("$.setup['" + "k" * 60 + "'… (499,940 more characters)]: unexpected "
                                             "key 'kkk"), refused["message"]
        assert len(refused["message"]) < 400
        adapter.handle({"id": 2, "type": "new_game", "game": name, "players": players, "setup": setup})
        mover = game.to_move(game.new_game(game.setup_from_seed(1)))[0]
        legal = adapter.handle({"id": 3, "type": "legal", "player": mover}) or {}
        first = {k: v for k, v in legal["actions"][0].items() if k != "cost"}
        answer = adapter.handle({"id": 4, "type": "apply", "player": mover, "action": {**first, key: 1}})
        assert answer is not None and answer["message"].startswith("$.action['kkk") and len(answer["message"]) < 400


def test_protocol_1_plays_duel_with_two_players_and_says_so():
    setup = setup_to_json(RULES, GAME.setup_from_seed(1))
    adapter = Adapter(protocol=1)
    assert adapter.handle({"id": 1, "type": "new_game", "setup": setup, "players": 2}) == {"id": 1, "type": "ok"}
    assert adapter.handle({"id": 2, "type": "new_game", "setup": setup, "players": 3}) == {
        "id": 2, "type": "error", "message": 'wonders-adapter/1 plays 7 Wonders Duel with its 2 players only; '
                                             '"players" is 2 or left out, not 3'}
    assert adapter.handle({"id": 3, "type": "new_game", "setup": setup, "players": "2"}) == {
        "id": 3, "type": "error", "message": '"players" is a whole number, not "2"'}
    assert adapter.handle({"id": 4, "type": "new_game", "game": "architects", "setup": setup}) == {
        "id": 4, "type": "error", "message": 'wonders-adapter/1 serves 7 Wonders Duel only; "architects" needs '
                                             "wonders-adapter/2"}


def test_legal_without_a_player_while_several_owe_a_decision_is_an_error_naming_them():
    from oracle.core.registry import load_game

    game = load_game("classic", players=4)
    adapter = Adapter()
    adapter.handle({"id": 1, "type": "new_game", "game": "classic", "players": 4,
                    "setup": game.setup_to_json(game.setup_from_seed(3))})
    assert adapter.handle({"id": 2, "type": "legal"}) == {
        "id": 2, "type": "error", "message": 'legal needs "player": several players owe a decision (0, 1, 2, 3)'}
    assert (adapter.handle({"id": 3, "type": "legal", "player": 2}) or {})["type"] == "legal"
