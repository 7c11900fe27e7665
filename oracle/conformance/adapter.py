"""``oracle adapter``: the oracle speaking the adapter protocol (spec/conformance/INTERPRETING.md).

It reads one JSON request per line on standard input and writes one JSON response per line
on standard output.  It is the reference implementation of the protocol and the test double
of the runner.

Every line gets exactly one answer, whatever it holds: a request it cannot read (not UTF-8,
not JSON, too long, too deep, a request that is not an object, fields of the wrong type) gets
an ``error`` answer, with the request's ``id`` when one could be read, and the adapter keeps
serving.  Answers are always JSON (never ``NaN``), one line each, UTF-8 whatever the locale.

Answers are written in the order of the requests.  The runner may send several requests before
reading the answers to the first; the adapter then writes their answers together, flushing its
output whenever no more input is waiting, so an answer is never held while it waits for input.
"""

from __future__ import annotations

import json
import select
import sys
from collections.abc import Callable, Iterator
from typing import IO, Any

from oracle import __version__
from oracle.conformance.canonical import event_json, legal_list, state_view
from oracle.conformance.perft import divide, perft
from oracle.core import jsonio
from oracle.core.game import Game
from oracle.core.jsonio import is_int
from oracle.core.registry import game_class, games, load_game
from oracle.errors import GameChoiceError, IllegalMoveError, InvalidInputError
from oracle.text import shown, shown_json

PROTOCOL = "wonders-adapter/2"
PROTOCOL_1 = "wonders-adapter/1"
CAPABILITIES = ["events", "observe", "perft"]
MAX_PERFT_DEPTH = 5        # deeper counts take minutes and are never asked by the suite
MAX_ID_LENGTH = 256        # a string id longer than this is not echoed


class Adapter:
    """One engine session: answers protocol requests about the game it holds.

    It speaks ``wonders-adapter/2`` (every game of the registry; ``new_game`` names the game,
    variant and player count, ``apply`` the acting player), or ``wonders-adapter/1`` when made
    with ``protocol=1`` (7 Wonders Duel only, as before the family core).  ``specs`` gives a
    spec folder per game name for games not loaded from the bundled spec.
    """

    def __init__(self, rules: Any = None, name: str = f"wonders-oracle {__version__}", protocol: int = 2,
                 specs: dict[str, str] | None = None):
        self.name = name
        self.protocol = protocol
        self.specs = dict(specs or {})
        self.rules = rules   # a ruleset to use for Duel instead of loading one (tests, `--spec`)
        self.game: Game | None = None
        self.state: Any = None

    def _load(self, name: str, variant: str | None, players: int | None) -> Game:
        if name == "duel" and self.rules is not None:
            from oracle.core.registry import game_class

            cls: Any = game_class("duel")
            chosen = variant or cls.variants[0]
            if chosen not in cls.variants:
                raise GameChoiceError(f"unsupported variant {shown_json(chosen)}")
            return cls(self.rules, chosen, players or 2)  # type: ignore[no-any-return]
        return load_game(name, variant=variant, players=players, spec=self.specs.get(name))

    # Each handler returns the response body (without the id).
    def hello(self, request: dict[str, Any]) -> dict[str, Any]:
        if self.protocol == 1:
            return {"type": "hello", "protocol": PROTOCOL_1, "engine": self.name, "games": ["duel"],
                    "variants": list(load_game("duel").ruleset_variants()), "capabilities": CAPABILITIES}
        offered = []
        for name in games():
            cls = game_class(name)
            # every variant the adapter plays, each on its ruleset's published schemas (Duel's Pantheon on
            # spec/schema/duel-pantheon)
            variants = cls.variants
            entry: dict[str, Any] = {"game": name, "variants": list(variants), "players": list(cls.player_counts)}
            if any(cls.counts_for(v) != cls.player_counts for v in variants):
                entry["variant_players"] = {v: list(cls.counts_for(v)) for v in variants}
            offered.append(entry)
        return {"type": "hello", "protocol": PROTOCOL, "engine": self.name, "games": offered,
                "capabilities": CAPABILITIES}

    def new_game(self, request: dict[str, Any]) -> dict[str, Any]:
        name = request.get("game", "duel")
        if not isinstance(name, str) or name not in games():
            return {"type": "error", "message": f"unsupported game {shown_json(name)}"}
        if self.protocol == 1 and name != "duel":
            return {"type": "error", "message": f"{PROTOCOL_1} serves 7 Wonders Duel only; {shown_json(name)} "
                                                f"needs {PROTOCOL}"}
        variant = request.get("variant")
        if variant is not None and not isinstance(variant, str):
            return {"type": "error", "message": f"unsupported variant {shown_json(variant)}"}
        if self.protocol == 1 and variant is not None and variant not in load_game("duel").ruleset_variants():
            return {"type": "error", "message": f"{PROTOCOL_1} serves the base game of 7 Wonders Duel only; the "
                                                f"variant {shown_json(variant)} needs {PROTOCOL}"}
        players: Any = request.get("players")
        if players is not None and not is_int(players):
            return {"type": "error", "message": f"\"players\" is a whole number, not {shown_json(players)}"}
        if players is not None and self.protocol == 1 and players != 2:
            return {"type": "error", "message": f"{PROTOCOL_1} plays 7 Wonders Duel with its 2 players only; "
                                                f"\"players\" is 2 or left out, not {shown_json(players)}"}
        readings: Any = request.get("rule_options", {})
        if not isinstance(readings, dict):
            return {"type": "error",
                    "message": f"\"rule_options\" is an object of readings, not {shown_json(readings)}"}
        try:
            game = self._load(name, variant, players)
            if readings:
                game = game.with_rule_options(readings)
        except GameChoiceError as error:
            return {"type": "error", "message": str(error)}
        self.state = game.new_game(game.setup_from_json(request.get("setup"), "$.setup"))
        self.game = game
        return {"type": "ok"}

    def _current(self) -> tuple[Game, Any]:
        if self.game is None:
            raise InvalidInputError("$", "no game: send new_game first")
        return self.game, self.state

    def _player(self, request: dict[str, Any], required: bool) -> int | None:
        """The request's ``player``: a seat of the game (``None`` if absent and not required)."""
        game, _ = self._current()
        if "player" not in request and not required:
            return None
        player: Any = request.get("player")
        if not is_int(player) or not 0 <= player < game.players:
            raise InvalidInputError("$.player", f"expected a seat from 0 to {game.players - 1}, not "
                                                f"{shown_json(player)}")
        return int(player)

    def apply(self, request: dict[str, Any]) -> dict[str, Any]:
        game, state = self._current()
        player = self._player(request, required=False) if self.protocol == 2 else None
        action = game.action_from_json(request.get("action"), "$.action")
        try:
            step = game.apply(state, action, player)
        except IllegalMoveError as error:
            return {"type": "illegal", "rule": error.rule, "message": error.message}
        self.state = step.state
        return {"type": "applied", "events": [event_json(e) for e in step.events]}

    def legal(self, request: dict[str, Any]) -> dict[str, Any]:
        game, state = self._current()
        player = self._player(request, required=False) if self.protocol == 2 else None
        owing = game.to_move(state)
        if player is None and len(owing) > 1:
            return {"type": "error", "message": "legal needs \"player\": several players owe a decision ("
                                                + ", ".join(str(p) for p in owing) + ")"}
        return {"type": "legal", "actions": legal_list(state, player)}

    def state_(self, request: dict[str, Any]) -> dict[str, Any]:
        _, state = self._current()
        return {"type": "state", "state": state_view(state)}

    def observe(self, request: dict[str, Any]) -> dict[str, Any]:
        game, state = self._current()
        player: Any = request.get("player")
        if not is_int(player) or not 0 <= player < game.players:
            return {"type": "error", "message": "observe needs \"player\": " + " or ".join(
                str(p) for p in range(game.players))}
        return {"type": "observation", "observation": game.observe(state, player)}

    def perft(self, request: dict[str, Any]) -> dict[str, Any]:
        depth: Any = request.get("depth")
        if not is_int(depth) or not 0 <= depth <= MAX_PERFT_DEPTH:
            return {"type": "error", "message": f"perft needs \"depth\": a whole number of plies from 0 to "
                                                f"{MAX_PERFT_DEPTH}"}
        if not isinstance(request.get("divide", False), bool):
            return {"type": "error", "message": "perft's \"divide\" is true or false"}
        game, state = self._current()
        if request.get("divide"):
            parts = [{"action": game.action_to_json(action), "nodes": nodes} for action, nodes in divide(state, depth)]
            return {"type": "perft", "nodes": sum(p["nodes"] for p in parts) if depth > 0 else 1, "divide": parts}
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
    source: Any = stdin if _is_binary(stdin) else _Encoded(stdin)
    if hasattr(source, "read1"):
        source = _Input(source)
    held: list[str] = []       # answers not written yet: written together once no more input waits
    for line in requests(source):
        response = answer_line(adapter, line)
        if response is None:
            break
        held.append(jsonio.compact(response) + "\n")
        if not _waiting(source):
            _write(stdout, "".join(held), binary_out)
            held.clear()
    _write(stdout, "".join(held), binary_out)
    return 0


def _write(stream: Any, text: str, binary: bool) -> None:
    """Write ``text`` whole (UTF-8 on a binary stream, buffered or not) and flush it."""
    if not text:
        stream.flush()
        return
    if not binary:
        stream.write(text)
    else:
        data = memoryview(text.encode("utf-8"))
        while data:
            written = stream.write(data)
            data = data[written if written is not None else len(data):]
    stream.flush()


def _waiting(stream: Any) -> bool:
    """Whether more input is ready to be read at once from ``stream`` (a pipe or a file), so that the
    answers written so far may wait for the next one's; False when it cannot be told."""
    if isinstance(stream, _Input):
        return stream.waiting()
    try:
        ready, _, _ = select.select([stream.fileno()], [], [], 0)
    except (AttributeError, OSError, ValueError):
        return False
    return bool(ready)


class _Input:
    """A binary input read a chunk at a time (what one ``read1`` gives), its lines taken from the
    bytes held: whether a whole request is already held is known, so that the answers to requests
    sent together go out together (a buffered stream's own buffer would hide them from ``select``)."""

    CHUNK = 65536

    def __init__(self, stream: Any):
        self.stream = stream
        self.held = bytearray()
        self.ended = False

    def readline(self, limit: int = -1) -> bytes:
        """The next line with its line end, or at most ``limit`` bytes of it (as
        ``io.BufferedReader.readline``); ``b""`` at the end of the input."""
        while True:
            end = self.held.find(b"\n")
            if end >= 0 and (limit < 0 or end < limit):
                size = end + 1
                break
            if 0 <= limit <= len(self.held):
                size = limit
                break
            if self.ended:
                size = len(self.held)
                break
            chunk = self.stream.read1(self.CHUNK)
            if chunk:
                self.held += chunk
            else:
                self.ended = True
        line = bytes(self.held[:size])
        del self.held[:size]
        return line

    def waiting(self) -> bool:
        """Whether a whole line is held or more input is ready to be read at once."""
        if b"\n" in self.held:
            return True
        try:
            ready, _, _ = select.select([self.stream.fileno()], [], [], 0)
        except (AttributeError, OSError, ValueError):
            return False
        return bool(ready)


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
