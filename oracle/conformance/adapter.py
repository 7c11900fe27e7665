"""``oracle adapter``: the oracle speaking the adapter protocol (spec/conformance/INTERPRETING.md).

It reads one JSON request per line on standard input and writes one JSON response per line
on standard output.  It is the reference implementation of the protocol and the test double
of the runner.

Every line gets exactly one answer, whatever it holds: a request it cannot read (not UTF-8,
not JSON, too long, too deep, a request that is not an object, fields of the wrong type) gets
an ``error`` answer, with the request's ``id`` when one could be read, and the adapter keeps
serving.  Answers are always JSON (never ``NaN``), one line each, UTF-8 whatever the locale.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from typing import IO, Any

from oracle import __version__
from oracle.conformance.canonical import event_json, legal_list, state_view
from oracle.conformance.perft import perft
from oracle.core import jsonio
from oracle.core.jsonio import is_int, shown, shown_json
from oracle.duel import Game, apply
from oracle.duel.game import VARIANTS
from oracle.duel.observe import observe
from oracle.duel.record import action_from_json, action_to_json, setup_from_json
from oracle.duel.ruleset import Ruleset, load_ruleset
from oracle.duel.state import State
from oracle.errors import IllegalMoveError, InvalidInputError

PROTOCOL = "wonders-adapter/1"
CAPABILITIES = ["events", "observe", "perft"]
MAX_PERFT_DEPTH = 5        # deeper counts take minutes and are never asked by the suite
MAX_ID_LENGTH = 256        # a string id longer than this is not echoed


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
            return {"type": "error", "message": f"unsupported game {shown_json(request.get('game'))}"}
        variant = request.get("variant", "standard")
        if not isinstance(variant, str) or variant not in VARIANTS:
            return {"type": "error", "message": f"unsupported variant {shown_json(variant)}"}
        game = Game(self.rules, variant)
        self.state = game.new_game(setup_from_json(self.rules, request.get("setup"), "$.setup"))
        return {"type": "ok"}

    def _state(self) -> State:
        if self.state is None:
            raise InvalidInputError("$", "no game: send new_game first")
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
        if not is_int(player) or player not in (0, 1):
            return {"type": "error", "message": "observe needs \"player\": 0 or 1"}
        return {"type": "observation", "observation": observe(self._state(), player)}

    def perft(self, request: dict[str, Any]) -> dict[str, Any]:
        depth: Any = request.get("depth")
        if not is_int(depth) or not 0 <= depth <= MAX_PERFT_DEPTH:
            return {"type": "error", "message": f"perft needs \"depth\": a whole number of plies from 0 to "
                                                f"{MAX_PERFT_DEPTH}"}
        if not isinstance(request.get("divide", False), bool):
            return {"type": "error", "message": "perft's \"divide\" is true or false"}
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
        """The response to one request (``None`` for quit).  Never raises: whatever goes wrong
        is an ``error`` answer."""
        if not isinstance(request, dict):
            return {"type": "error", "message": "a request is a JSON object"}
        ident: Any = request.get("id")
        if "id" in request and not _echoable(ident):
            return {"type": "error", "message": f"\"id\" is a whole number or a string of at most "
                                                f"{MAX_ID_LENGTH} characters, not {shown_json(ident)}"}
        kind = request.get("type")
        handlers: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
            "hello": self.hello, "new_game": self.new_game, "apply": self.apply, "legal": self.legal,
            "state": self.state_, "observe": self.observe, "perft": self.perft,
        }
        if kind == "quit":
            return None
        if not isinstance(kind, str) or kind not in handlers:
            response = {"type": "error", "message": f"unknown request type {shown_json(kind)}"}
        else:
            try:
                response = handlers[kind](request)
            except InvalidInputError as error:
                response = {"type": "error", "message": f"{error.path}: {error.message}"}
            except RecursionError:
                response = {"type": "error", "message": "the request is too deep to handle"}
            except Exception as error:  # a bug of the oracle: still an answer, and the session goes on
                response = {"type": "error", "message": f"internal error: {type(error).__name__}: "
                                                        f"{shown(str(error), 120)}"}
        if "id" in request:
            response = {"id": ident, **response}
        return response


def _echoable(ident: Any) -> bool:
    """An id the answer may repeat: a whole number of at most 24 digits or a short string
    without lone surrogates."""
    if is_int(ident):
        return bool(abs(ident) < 10**24)
    return isinstance(ident, str) and len(ident) <= MAX_ID_LENGTH and jsonio.is_text(ident)


def _read_id(line: bytes) -> Any:
    """The id of a request the boundary refused (for NaN elsewhere in it, say), read leniently,
    if the line is an object whose id may be echoed; else ``None``."""
    try:
        value = json.loads(line)
    except (ValueError, RecursionError):
        return None
    if isinstance(value, dict) and _echoable(value.get("id")):
        return value["id"]
    return None


def requests(stream: Any, limit: int = jsonio.REQUEST.max_bytes) -> Iterator[bytes | int]:
    """The lines of ``stream`` without their line ends; a line longer than ``limit`` bytes is
    given as its length (an int) and skipped, without ever being held whole in memory."""
    while True:
        line = stream.readline(limit + 1)
        if not line:
            return
        if len(line) > limit and not line.endswith(b"\n"):
            size = len(line)
            while line and not line.endswith(b"\n"):   # skip the rest of the overlong line
                line = stream.readline(limit + 1)
                size += len(line)
            yield size
            continue
        yield line.rstrip(b"\r\n")


def answer_line(adapter: Adapter, line: bytes | int) -> dict[str, Any] | None:
    """The answer to one line of input (``None``: quit)."""
    if isinstance(line, int):
        return {"type": "error", "message": f"a request line of {line:,} bytes; at most "
                                            f"{jsonio.REQUEST.max_bytes:,} are read"}
    if not line.strip():
        return {"type": "error", "message": "an empty line is not a request"}
    try:
        request = jsonio.loads(line, jsonio.REQUEST, "the request")
    except InvalidInputError as error:
        response = {"type": "error", "message": f"{error.path}: {error.message}"}
        ident = _read_id(line)
        return response if ident is None else {"id": ident, **response}
    return adapter.handle(request)


def serve(stdin: IO[Any], stdout: IO[Any], adapter: Adapter | None = None) -> int:
    """Answer requests until ``quit`` or the end of input.  Binary streams carry UTF-8 whatever
    the locale (the command); text streams are used as they are (tests)."""
    adapter = adapter or Adapter()
    binary_out = _is_binary(stdout)
    for line in requests(stdin if _is_binary(stdin) else _Encoded(stdin)):
        response = answer_line(adapter, line)
        if response is None:
            break
        text = jsonio.compact(response) + "\n"
        stdout.write(text.encode("utf-8") if binary_out else text)
        stdout.flush()
    return 0


def _is_binary(stream: Any) -> bool:
    return isinstance(stream, _Encoded) or not hasattr(stream, "encoding")


class _Encoded:
    """A text stream read as UTF-8 bytes (for tests that hand the adapter a StringIO)."""

    def __init__(self, text: IO[str]):
        self.text = text

    def readline(self, limit: int = -1) -> bytes:
        return self.text.readline(limit).encode("utf-8", "surrogateescape")


def main() -> int:
    return serve(sys.stdin.buffer, sys.stdout.buffer)
