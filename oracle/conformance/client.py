"""Talking to an engine under test over the adapter protocol, defensively.

An :class:`EngineProcess` runs the engine's command, sends one JSON request per line and
reads one JSON answer per line.  Whatever the engine does wrong becomes an
:class:`EngineFault` of a precise kind instead of a hang or a traceback:

* ``crash`` — the process exited or closed its output (or could not be started);
* ``hang`` — no complete answer within the timeout, or the engine stopped reading its input;
* ``oversize`` — an answer line longer than the limit;
* ``garbage`` — an answer that is not strict, bounded JSON (:func:`oracle.core.jsonio.loads`);
* ``protocol`` — not an object, an answer to another request, or of a type that does not answer this one;
* ``schema`` — an answer of the right type whose content breaks the published schema (named by
  its first error, with how many more: the validation stops after :data:`SCHEMA_ERRORS_COUNTED`,
  so an answer full of errors costs no more than one with a few);
* ``error`` — a well-formed ``error`` answer: the engine says it cannot serve the request.

Every detail is one line: text that comes from the engine is escaped and cut
(:func:`oracle.text.shown`).  The engine's ``hello`` says which games it plays
(:func:`announced_games`); one that announces none cannot be checked and is a ``protocol`` fault.

The engine runs in a process group of its own and carries a random token in its environment
(``WONDERS_ENGINE_RUN``).  Stopping it, after a fault or at the end, kills the whole group and
then every process that still carries the token (found in ``/proc`` where there is one), so a
descendant that moved to a session of its own (``setsid``) goes too.  :func:`stop_all` does the
same for every engine still running (signal handlers and the exit hook call it).

Standard error is drained by a thread that keeps only its last :data:`STDERR_KEPT` bytes; the
last line of it is quoted when the engine crashes.  Standard output is read by a thread into a
short queue (an engine cannot fill the runner's memory ahead of the requests), the complete lines
of each read together (each of at most :data:`MAX_LINE` bytes), so answers written together cost
the runner one hand-over between its threads.  Requests are written without blocking, so an engine
that stops reading its input is a ``hang``, not a runner stuck in ``write``.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import math
import os
import queue
import re
import secrets
import selectors
import shlex
import signal
import subprocess
import threading
import time
import weakref
from collections import deque
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import IO, Any

from oracle.conformance.schemas import PROTOCOL_1, PROTOCOL_2, response_validator
from oracle.core.jsonio import ANSWER, child_path, is_int
from oracle.core.jsonio import loads as read_json
from oracle.errors import InvalidInputError
from oracle.text import shown, shown_json

DEFAULT_TIMEOUT = 10.0
DEFAULT_STARTUP_TIMEOUT = 60.0
MAX_LINE = ANSWER.max_bytes
STDERR_KEPT = 64 * 1024
QUEUED_READS = 4            # reads of complete answer lines queued ahead of the requests, at most
EXIT_GRACE = 1.0            # seconds an exited engine's output is waited for while a child may hold it
ENGINE_MARK = "WONDERS_ENGINE_RUN"

_REQUEST = json.JSONEncoder(ensure_ascii=False)     # a request's line (what json.dumps writes), made once

_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ud800-\udfff]")


def one_line(text: str, limit: int = 400) -> str:
    """``text`` safe to print on one line of a report: control, format and bidirectional
    characters escaped as ``\\uXXXX`` (so it cannot start a line or repaint a terminal), cut to
    ``limit`` characters.  Unlike :func:`~oracle.text.shown` it adds no quotes."""
    cut = text[:limit]
    body = _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", cut)
    return body + (f"… ({len(text) - limit:,} more characters)" if len(text) > limit else "")


def _seconds(value: float, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) or value <= 0:
        raise ValueError(f"{name} must be a finite number of seconds above 0, not {value!r}")
    return min(float(value), threading.TIMEOUT_MAX / 2)


# request type -> answer types that may answer it (``error`` answers every request)
ANSWERS = {
    "hello": {"hello", "error"},
    "new_game": {"ok", "error"},
    "apply": {"applied", "illegal", "error"},
    "legal": {"legal", "error"},
    "state": {"state", "error"},
    "observe": {"observation", "error"},
    "perft": {"perft", "error"},
}


class EngineFault(Exception):
    """The engine misbehaved; ``kind`` names how (see the module docstring)."""

    def __init__(self, kind: str, detail: str):
        self.kind = kind
        self.detail = detail
        self.rules: list[str] = []   # rule ids the runner attaches once it knows where the fault happened
        super().__init__(f"{kind}: {detail}")


# ---- reading the engine's output -------------------------------------------------------------------


class _Lines(threading.Thread):
    """Reads the engine's standard output into complete lines, enforcing the line limit.

    Items are ``("line", bytes)``, ``("oversize", size)`` and finally ``("eof", None)``, queued
    as a list of those one read of the pipe completes.  The queue is short, so an engine that
    writes ahead blocks on its own pipe; once ``stopped`` is set nothing more is queued.  The
    thread owns the stream and closes it at its end."""

    def __init__(self, stream: IO[bytes], lines: queue.Queue[list[tuple[str, bytes | int | None]]], limit: int):
        super().__init__(daemon=True, name="engine-stdout")
        self.stream = stream
        self.lines = lines
        self.limit = limit
        self.stopped = threading.Event()

    def _put(self, items: list[tuple[str, bytes | int | None]]) -> bool:
        while not self.stopped.is_set():
            try:
                self.lines.put(items, timeout=0.1)
                return True
            except queue.Full:
                continue
        return False

    def run(self) -> None:
        buffer = bytearray()
        discarding = False
        try:
            while not self.stopped.is_set():
                chunk = self.stream.read(65536)   # a raw stream: what one read(2) returns
                if not chunk:
                    break
                batch: list[tuple[str, bytes | int | None]] = []
                start = 0
                while True:
                    end = chunk.find(b"\n", start)
                    if end < 0:
                        break
                    if discarding:
                        discarding = False
                    else:
                        buffer += chunk[start:end]
                        batch.append(("oversize", len(buffer)) if len(buffer) > self.limit
                                     else ("line", bytes(buffer)))
                    buffer.clear()
                    start = end + 1
                if not discarding:
                    buffer += chunk[start:]
                    if len(buffer) > self.limit:
                        batch.append(("oversize", len(buffer)))
                        buffer.clear()
                        discarding = True
                if batch and not self._put(batch):
                    return
        except (OSError, ValueError):
            pass
        finally:
            with contextlib.suppress(OSError, ValueError):
                self.stream.close()
        self._put([("eof", None)])


class _Tail(threading.Thread):
    """Drains the engine's standard error, keeping only its last ``keep`` bytes."""

    def __init__(self, stream: IO[bytes], keep: int = STDERR_KEPT):
        super().__init__(daemon=True, name="engine-stderr")
        self.stream = stream
        self.keep = keep
        self.data = bytearray()
        self.total = 0
        self.lock = threading.Lock()

    def run(self) -> None:
        try:
            while True:
                chunk = self.stream.read(65536)   # a raw stream: what one read(2) returns
                if not chunk:
                    break
                with self.lock:
                    self.total += len(chunk)
                    self.data += chunk
                    if len(self.data) > self.keep:
                        del self.data[:len(self.data) - self.keep]
        except (OSError, ValueError):
            pass
        finally:
            with contextlib.suppress(OSError, ValueError):
                self.stream.close()

    def kept(self) -> bytes:
        with self.lock:
            return bytes(self.data)


# ---- finding and killing an engine's processes ----------------------------------------------------


def marked_processes(token: str) -> Iterator[int]:
    """Processes whose environment carries ``token`` in ``WONDERS_ENGINE_RUN`` (none without ``/proc``)."""
    try:
        entries = os.listdir("/proc")
    except OSError:
        return
    prefix = f"{ENGINE_MARK}=".encode()
    wanted = token.encode()
    me = os.getpid()
    for name in entries:
        if not name.isdigit() or int(name) == me:
            continue
        try:
            with open(f"/proc/{name}/environ", "rb") as f:
                environ = f.read(1 << 20)
        except OSError:
            continue
        for entry in environ.split(b"\0"):
            if entry.startswith(prefix) and wanted in entry[len(prefix):].split(b":"):
                yield int(name)
                break


def kill_marked(token: str, rounds: int = 50) -> int:
    """SIGKILL every process carrying ``token``, again until none is left (a process may fork
    meanwhile: each round stops them all first).  Returns how many were signalled."""
    signalled = 0
    for _ in range(rounds):
        found = list(marked_processes(token))
        if not found:
            break
        for pid in found:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGSTOP)
        for pid in found:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        signalled += len(found)
    return signalled


_LIVE: weakref.WeakSet[EngineProcess] = weakref.WeakSet()


def stop_all() -> None:
    """Kill every engine this process started that may still run (for signal handlers and exit)."""
    for engine in list(_LIVE):
        engine.kill()


atexit.register(stop_all)


# ---- what an engine announces, and what its answers break -----------------------------------------


@dataclass(frozen=True)
class Offer:
    """What an engine's ``hello`` announces of one game: the variants it plays and its numbers of
    players, in all and per variant (``None``: the hello leaves the list out, so every one)."""

    variants: frozenset[str] | None = None
    players: frozenset[int] | None = None
    variant_players: dict[str, frozenset[int]] = field(default_factory=dict)

    def refusal(self, variant: str, players: int) -> str | None:
        """Why an item of ``variant`` at ``players`` players is not for this engine (``None``: it is)."""
        if self.variants is not None and variant not in self.variants:
            return f"the engine does not announce the variant {shown(variant)}"
        counts = self.variant_players.get(variant, self.players)
        if counts is not None and players not in counts:
            return f"the engine does not announce {players} players for the variant {shown(variant)}"
        return None


def _names(value: Any) -> frozenset[str] | None:
    return frozenset(v for v in value if isinstance(v, str)) if isinstance(value, list) else None


def _counts(value: Any) -> frozenset[int] | None:
    return frozenset(int(v) for v in value if is_int(v)) if isinstance(value, list) else None


def announced_games(hello: dict[str, Any], protocol: int) -> dict[str, Offer]:
    """The games a ``hello`` answer announces, by name (the first entry of a game counts).  Under
    protocol 1 the only game is 7 Wonders Duel: announced unless ``games`` is a list without it."""
    games = hello.get("games")
    if protocol == 1:
        if isinstance(games, list) and "duel" not in games:
            return {}
        return {"duel": Offer(_names(hello.get("variants")))}
    offers: dict[str, Offer] = {}
    for entry in games if isinstance(games, list) else []:
        if not isinstance(entry, dict) or not isinstance(entry.get("game"), str) or entry["game"] in offers:
            continue
        by_variant = entry.get("variant_players")
        per_variant = {v: c for v, c in ((v, _counts(c)) for v, c in by_variant.items()) if c is not None} \
            if isinstance(by_variant, dict) else {}
        offers[entry["game"]] = Offer(_names(entry.get("variants")), _counts(entry.get("players")), per_variant)
    return offers


SCHEMA_ERRORS_COUNTED = 50      # schema errors of one answer counted before its validation stops


def _path_key(error: Any) -> list[tuple[bool, Any]]:
    return [(isinstance(p, str), p) for p in error.absolute_path]


def _schema_message(error: Any) -> str:
    """What a schema error says, one line: a long list of allowed names is not spelled out."""
    allowed = error.validator_value
    if error.validator == "enum" and isinstance(allowed, list) and len(allowed) > 6:
        first = ", ".join(shown_json(v, 30) for v in allowed[:3])
        return f"{shown_json(error.instance)} is not one of the {len(allowed)} values allowed ({first}, …)"
    return one_line(error.message, 200)


def schema_problem(errors: Iterator[Any], counted: int = SCHEMA_ERRORS_COUNTED) -> str | None:
    """Where an answer first breaks its schema and how (``None``: it does not), from the errors the
    validator finds lazily: at most ``counted`` are drawn (then the validation stops), and of those
    the one at the smallest JSON path is named, with how many more there were."""
    found: list[tuple[list[tuple[bool, Any]], str]] = []
    try:
        for error in errors:
            where = "".join(f"[{p}]" if isinstance(p, int) else child_path("", p) for p in error.absolute_path)
            found.append((_path_key(error), f"${where}: {_schema_message(error)}"))
            if len(found) >= counted:
                break
    finally:
        close = getattr(errors, "close", None)
        if close is not None:
            close()
    if not found:
        return None
    first = min(found, key=lambda f: f[0])[1]
    if len(found) >= counted:
        return f"{first} (and at least {counted - 1} more errors; the validation stops at {counted})"
    return first + (f" (and {len(found) - 1} more error{'s' if len(found) > 2 else ''})" if len(found) > 1 else "")


# ---- one engine -------------------------------------------------------------------------------------


class EngineProcess:
    """One running engine.  ``capabilities`` comes from its ``hello`` answer.

    ``timeout`` bounds each request unless the caller gives another; ``startup_timeout`` bounds
    the start (the ``hello`` request), which for some engines means loading a lot."""

    def __init__(self, command: str, timeout: float = DEFAULT_TIMEOUT, max_line: int = MAX_LINE,
                 validate: bool = True, startup_timeout: float = DEFAULT_STARTUP_TIMEOUT,
                 stderr_kept: int = STDERR_KEPT, game: str = "duel"):
        self.command = command
        self.game = game
        self.protocol: int | None = None     # the protocol version the engine's hello names
        self.timeout = _seconds(timeout, "timeout")
        self.startup_timeout = _seconds(startup_timeout, "startup_timeout")
        self.max_line = max_line
        self.validate = validate
        self.stderr_kept = stderr_kept
        self.process: subprocess.Popen[bytes] | None = None
        self.token = ""
        self.lines: queue.Queue[list[tuple[str, bytes | int | None]]] = queue.Queue(QUEUED_READS)
        self._read: deque[tuple[str, bytes | int | None]] = deque()    # lines taken from the queue, not used yet
        self._stdout: _Lines | None = None
        self._stderr: _Tail | None = None
        self.next_id = 0
        self.awaited: deque[tuple[int, str]] = deque()  # requests sent whose answers are not read yet: id, type
        self.hello: dict[str, Any] = {}
        self.offers: dict[str, Offer] = {}      # what the hello announces, game by game
        self.capabilities: set[str] = set()
        self.starts = 0

    # -- life cycle --------------------------------------------------------------------------------
    def start(self) -> None:
        self.stop()
        try:
            argv = shlex.split(self.command)
        except ValueError as error:
            raise EngineFault("crash", f"cannot parse the engine command: {error}") from None
        if not argv:
            raise EngineFault("crash", "the engine command is empty")
        self.token = secrets.token_hex(16)
        env = dict(os.environ)
        outer = env.get(ENGINE_MARK)
        env[ENGINE_MARK] = f"{outer}:{self.token}" if outer else self.token
        try:
            process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                       start_new_session=True, bufsize=0, env=env)
        except (OSError, ValueError) as error:
            detail = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            raise EngineFault("crash", f"cannot start {shown(argv[0])}: {shown(detail, 200)}") from None
        self.process = process
        _LIVE.add(self)
        self.starts += 1
        assert process.stdin is not None and process.stdout is not None and process.stderr is not None
        os.set_blocking(process.stdin.fileno(), False)
        self.lines = queue.Queue(QUEUED_READS)
        self._read = deque()
        self._stdout = _Lines(process.stdout, self.lines, self.max_line)
        self._stdout.start()
        self._stderr = _Tail(process.stderr, self.stderr_kept)
        self._stderr.start()
        self.hello = {}
        self.offers = {}
        self.capabilities = set()
        self.protocol = None
        self.awaited.clear()
        try:
            hello = self.request({"type": "hello"}, timeout=self.startup_timeout)
        except EngineFault as fault:
            if fault.kind == "error":   # an engine that cannot say hello cannot be used
                self._kill(process)
            raise
        capabilities = hello.get("capabilities", [])
        if not isinstance(capabilities, list) or not all(isinstance(c, str) for c in capabilities):
            raise self._fault("schema", f"the 'hello' answer's capabilities are not a list of names: "
                                        f"{shown_json(capabilities)}")
        self.protocol = 2 if hello.get("protocol") == PROTOCOL_2 else 1
        offers = announced_games(hello, self.protocol)
        if not offers:
            listed = "does not list 'duel' in 'games'" if self.protocol == 1 else "lists no game in 'games'"
            raise self._fault("protocol", f"the 'hello' answer announces no game (it {listed}): the engine "
                                          "cannot be checked on anything")
        self.offers = offers
        self.hello = hello
        self.capabilities = set(capabilities)

    def restart(self) -> None:
        self.start()

    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def ensure_running(self) -> EngineProcess:
        """Start the engine unless it is running (after a fault it has been stopped)."""
        if not self.running():
            self.start()
        return self

    def kill(self) -> None:
        """Kill the engine's process group and every process carrying its token, at once
        (safe in a signal handler: it only sends signals)."""
        self._signal(self.process)

    def _signal(self, process: subprocess.Popen[bytes] | None) -> None:
        if process is not None:
            with contextlib.suppress(OSError):
                os.killpg(process.pid, signal.SIGKILL)   # the group outlives its leader while members remain
        if self.token:
            kill_marked(self.token)
        if process is not None and process.poll() is None:
            with contextlib.suppress(OSError):
                process.kill()

    def stop(self) -> None:
        """Ask the engine to quit, then kill whatever is left of it and release its pipes."""
        process = self.process
        self.process = None
        self.awaited.clear()
        if process is None:
            return
        if process.poll() is None:
            try:
                assert process.stdin is not None
                os.write(process.stdin.fileno(), b'{"type":"quit"}\n')
                process.wait(timeout=0.5)
            except (OSError, ValueError, subprocess.TimeoutExpired):
                pass
        self._kill(process)

    def _kill(self, process: subprocess.Popen[bytes]) -> None:
        """Kill the engine and everything it started, reap it and release its pipes."""
        self._signal(process)
        if self.process is process:
            self.process = None
        _LIVE.discard(self)
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(timeout=5)
        with contextlib.suppress(OSError, ValueError):
            if process.stdin is not None:
                process.stdin.close()
        if self._stdout is not None:
            self._stdout.stopped.set()
        if self._stderr is not None:
            # every writer is gone: the thread reaches the end of the pipe at once
            self._stderr.join(timeout=5)

    def stderr_bytes(self) -> bytes:
        """The last bytes (at most ``stderr_kept``) the engine wrote to its standard error."""
        return self._stderr.kept() if self._stderr is not None else b""

    def stderr_seen(self) -> int:
        """How many bytes the engine wrote to its standard error in all (only the last are kept)."""
        if self._stderr is None:
            return 0
        with self._stderr.lock:
            return self._stderr.total

    def stderr_tail(self, limit: int = 200) -> str:
        """The last non-empty line of the engine's standard error, escaped and cut for a message."""
        lines = [line for line in self.stderr_bytes().decode("utf-8", "replace").splitlines() if line.strip()]
        return shown(lines[-1].strip(), limit) if lines else ""

    # -- requests ----------------------------------------------------------------------------------
    def _fault(self, kind: str, detail: str) -> EngineFault:
        process = self.process
        if process is not None and kind != "error":
            self._kill(process)
            self.awaited.clear()    # a killed engine answers nothing more
        if kind == "crash":
            tail = self.stderr_tail()
            if tail:
                detail = f"{detail}; its last error output: {tail}"
        return EngineFault(kind, detail)

    def _send(self, process: subprocess.Popen[bytes], data: bytes, deadline: float, what: str, wait: float) -> None:
        assert process.stdin is not None
        try:
            fd = process.stdin.fileno()
        except ValueError:
            raise self._fault("crash", "the engine's input is closed") from None
        view = memoryview(data)
        if deadline > time.monotonic():     # most often the pipe takes it all at once: no selector
            try:
                view = view[os.write(fd, view):]
            except BlockingIOError:
                pass
            except OSError:
                raise self._fault("crash", f"the engine stopped reading its input (exit status "
                                           f"{process.poll()})") from None
            if not view:
                return
        with selectors.DefaultSelector() as selector:
            selector.register(fd, selectors.EVENT_WRITE)
            while view:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise self._fault("hang", f"the engine does not read its input: '{what}' not taken within "
                                              f"{wait:g} s")
                if not selector.select(remaining):
                    continue
                try:
                    written = os.write(fd, view)
                except BlockingIOError:
                    continue
                except OSError:
                    raise self._fault("crash", f"the engine stopped reading its input (exit status "
                                               f"{process.poll()})") from None
                view = view[written:]

    def _next_line(self, process: subprocess.Popen[bytes], deadline: float, what: str,
                   wait: float) -> tuple[str, bytes | int | None]:
        """The next item the output reader queues, before ``deadline``.  An engine that exits
        while a process it started still holds its output open is a crash, not a hang.

        Once the engine has exited, what it wrote before is on its way: when no process it started
        is left (:func:`marked_processes`), the reader reaches the end of the pipe for certain, and
        is waited for until the deadline, so that how busy the machine is never changes what the
        fault says; otherwise the output may stay open for ever, and :data:`EXIT_GRACE` is waited."""
        if self._read:
            return self._read.popleft()
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise self._fault("hang", f"no answer to '{what}' within {wait:g} s")
            try:
                self._read.extend(self.lines.get(timeout=min(remaining, 0.5)))
                return self._read.popleft()
            except queue.Empty:
                code = process.poll()
            if code is not None:
                grace = EXIT_GRACE if self._descendants_may_remain() else max(EXIT_GRACE, remaining)
                try:
                    self._read.extend(self.lines.get(timeout=grace))
                    return self._read.popleft()
                except queue.Empty:
                    raise self._fault("crash", f"the engine exited during '{what}' (exit status {code})") from None

    def _descendants_may_remain(self) -> bool:
        """Whether a process the engine started may still run (and hold its output open): one carrying
        the engine's mark is found, or processes cannot be listed (no ``/proc``)."""
        return not os.path.isdir("/proc") or any(True for _ in marked_processes(self.token))

    def request(self, body: dict[str, Any], timeout: float | None = None) -> dict[str, Any]:
        """Send a request and return the engine's answer, or raise :class:`EngineFault`.

        An ``error`` answer raises an :class:`EngineFault` of kind ``error`` (the engine keeps
        running); every other fault kills the engine.  Requests sent ahead (:meth:`send`) are
        answered first: their answers are read and dropped."""
        self.drain(timeout)
        wait = self.timeout if timeout is None else timeout
        self.send([body], wait)
        return self.receive(wait)

    def send(self, bodies: Sequence[dict[str, Any]], timeout: float | None = None) -> None:
        """Send ``bodies`` as requests in one write, before their answers are read: the protocol
        answers requests one by one, in order, so an engine works on the next while the runner
        checks an answer (:meth:`receive` reads them in the order sent)."""
        process = self.process
        if process is None or process.poll() is not None:
            code = None if process is None else process.returncode
            raise self._fault("crash", f"the engine is not running (exit status {code})")
        wait = self.timeout if timeout is None else timeout
        deadline = time.monotonic() + wait
        lines = []
        for body in bodies:
            self.next_id += 1
            self.awaited.append((self.next_id, str(body["type"])))
            lines.append(_REQUEST.encode({"id": self.next_id, **body}) + "\n")
        self._send(process, "".join(lines).encode("utf-8"), deadline, str(bodies[0]["type"]), wait)

    def receive(self, timeout: float | None = None) -> dict[str, Any]:
        """The answer to the oldest request sent and not answered yet, checked, or an
        :class:`EngineFault` as :meth:`request` says."""
        ident, what = self.awaited.popleft()
        process = self.process
        if process is None:
            raise self._fault("crash", "the engine is not running")
        wait = self.timeout if timeout is None else timeout
        deadline = time.monotonic() + wait
        kind, payload = self._next_line(process, deadline, what, wait)
        if kind == "eof":
            try:
                code = process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                code = None
            raise self._fault("crash", f"the engine closed its output during '{what}' (exit status {code})")
        if kind == "oversize":
            raise self._fault("oversize", f"an answer line of more than {self.max_line:,} bytes to '{what}'")
        assert isinstance(payload, bytes)
        try:
            answer = read_json(payload, ANSWER, what="the answer")
        except InvalidInputError as problem:
            text = payload[:60].decode("utf-8", "replace")
            raise self._fault("garbage", f"the answer to '{what}' is not JSON: {shown(text)} "
                                         f"({problem.path}: {problem.message})") from None
        return self._check(answer, what, ident)

    def drain(self, timeout: float | None = None) -> None:
        """Read and drop the answers to every request sent ahead and not read (an item that failed
        before reaching them).  A fault that kills the engine ends the draining."""
        while self.awaited:
            try:
                self.receive(timeout)
            except EngineFault as fault:
                if fault.kind != "error":
                    return

    def _check(self, answer: Any, what: str, expected: int) -> dict[str, Any]:
        if not isinstance(answer, dict):
            raise self._fault("protocol", f"the answer to '{what}' is not a JSON object but {shown_json(answer)}")
        ident = answer.get("id")
        if not is_int(ident) or ident != expected:
            raise self._fault("protocol", f"expected an answer to '{what}' with id {expected}, got id "
                                          f"{shown_json(ident)}")
        allowed = ANSWERS.get(what, {"error"})
        kind = answer.get("type")
        if not isinstance(kind, str) or kind not in allowed:
            raise self._fault("protocol", f"'{what}' answered with type {shown_json(kind)} "
                                          f"(expected {' or '.join(sorted(allowed))})")
        if kind == "hello" and answer.get("protocol") == PROTOCOL_1 and self.game != "duel":
            raise self._fault("protocol", f"the engine speaks {PROTOCOL_1}, which serves 7 Wonders Duel only; "
                                          f"checking {shown(self.game)} needs {PROTOCOL_2}")
        if self.validate:
            problem = schema_problem(response_validator(self.game, self.protocol).iter_errors(answer))
            if problem is not None:
                raise self._fault("schema", f"the '{kind}' answer to '{what}' breaks the schema at {problem}")
        if kind == "error":
            message = answer.get("message")
            said = shown(message, 200) if isinstance(message, str) else shown_json(message)
            raise self._fault("error", f"the engine answered '{what}' with an error: {said}")
        return answer

    def __enter__(self) -> EngineProcess:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
