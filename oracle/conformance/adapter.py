"""``oracle adapter``: the oracle speaking the adapter protocol (spec/conformance/INTERPRETING.md).

It reads one JSON request per line on standard input and writes one JSON response per line
on standard output.  It is the reference implementation of the protocol and the test double
of the runner.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import IO, Any

from oracle import __version__
from oracle.conformance.canonical import event_json, legal_list, state_view
from oracle.conformance.perft import perft
from oracle.duel import Game, apply
from oracle.duel.game import VARIANTS
from oracle.duel.observe import observe
from oracle.duel.record import action_from_json, action_to_json, setup_from_json
from oracle.duel.ruleset import Ruleset, load_ruleset
from oracle.duel.state import State
from oracle.errors import IllegalMoveError, InvalidRecordError

PROTOCOL = "wonders-adapter/1"
CAPABILITIES = ["events", "observe", "perft"]


class Adapter:
    """One engine session: answers protocol requests about the game it holds."""

    def __init__(self, rules: Ruleset | None = None, name: str = f"wonders-oracle {__version__}"):
        self.rules = rules or load_ruleset()
        self.name = name
        self.state: State | None = None

    # Each handler returns the response body (without the id).
    def hello(self, request: dict[str, Any]) -> dict[str, Any]:
        return {"type": "hello", "protocol": PROTOCOL, "engine": self.name, "games": ["duel"],
                "variants": list(VARIANTS), "capabilities": CAPABILITIES}

    def new_game(self, request: dict[str, Any]) -> dict[str, Any]:
        if request.get("game", "duel") != "duel":
            return {"type": "error", "message": f"unsupported game {json.dumps(request.get('game'))}"}
        variant = request.get("variant", "standard")
        if variant not in VARIANTS:
            return {"type": "error", "message": f"unsupported variant {json.dumps(variant)}"}
        game = Game(self.rules, variant)
        self.state = game.new_game(setup_from_json(self.rules, request.get("setup"), "$.setup"))
        return {"type": "ok"}

    def _state(self) -> State:
        if self.state is None:
            raise InvalidRecordError("$", "no game: send new_game first")
        return self.state

    def apply(self, request: dict[str, Any]) -> dict[str, Any]:
        state = self._state()
        action = action_from_json(self.rules, request.get("action"), "$.action")
        try:
            step = apply(state, action)
        except IllegalMoveError as error:
            return {"type": "illegal", "rule": error.rule, "message": error.message}
        self.state = step.state
        return {"type": "applied", "events": [event_json(e) for e in step.events]}

    def legal(self, request: dict[str, Any]) -> dict[str, Any]:
        return {"type": "legal", "actions": legal_list(self._state())}

    def state_(self, request: dict[str, Any]) -> dict[str, Any]:
        return {"type": "state", "state": state_view(self._state())}

    def observe(self, request: dict[str, Any]) -> dict[str, Any]:
        player = request.get("player")
        if player not in (0, 1):
            return {"type": "error", "message": "observe needs \"player\": 0 or 1"}
        return {"type": "observation", "observation": observe(self._state(), player)}

    def perft(self, request: dict[str, Any]) -> dict[str, Any]:
        depth = request.get("depth")
        if not isinstance(depth, int) or isinstance(depth, bool) or depth < 0:
            return {"type": "error", "message": "perft needs \"depth\": a number of plies >= 0"}
        state = self._state()
        if request.get("divide"):
            from oracle.duel import legal_actions

            parts = []
            total = 0
            for action in legal_actions(state):
                nodes = perft(apply(state, action).state, depth - 1) if depth > 0 else 1
                parts.append({"action": action_to_json(self.rules, action), "nodes": nodes})
                total += nodes
            return {"type": "perft", "nodes": total if depth > 0 else 1, "divide": parts}
        return {"type": "perft", "nodes": perft(state, depth)}

    def handle(self, request: Any) -> dict[str, Any] | None:
        """The response to one request (``None`` for quit)."""
        if not isinstance(request, dict):
            return {"type": "error", "message": "a request is a JSON object"}
        kind = request.get("type")
        handlers: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
            "hello": self.hello, "new_game": self.new_game, "apply": self.apply, "legal": self.legal,
            "state": self.state_, "observe": self.observe, "perft": self.perft,
        }
        if kind == "quit":
            return None
        if kind not in handlers:
            response = {"type": "error", "message": f"unknown request type {json.dumps(kind)}"}
        else:
            try:
                response = handlers[kind](request)
            except InvalidRecordError as error:
                response = {"type": "error", "message": f"{error.path}: {error.message}"}
        if "id" in request:
            response = {"id": request["id"], **response}
        return response


def serve(stdin: IO[str], stdout: IO[str], adapter: Adapter | None = None) -> int:
    """Answer requests until ``quit`` or the end of input."""
    adapter = adapter or Adapter()
    for line in stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
        except json.JSONDecodeError as error:
            response: dict[str, Any] | None = {"type": "error", "message": f"not JSON: {error.msg}"}
        else:
            response = adapter.handle(request)
        if response is None:
            break
        stdout.write(json.dumps(response, ensure_ascii=False, separators=(",", ":")) + "\n")
        stdout.flush()
    return 0


def main() -> int:
    return serve(sys.stdin, sys.stdout)
