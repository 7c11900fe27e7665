"""Talking to an engine under test over the adapter protocol, defensively.

An :class:`EngineProcess` runs the engine's command, sends one JSON request per line and
reads one JSON response per line.  Whatever the engine does wrong becomes an
:class:`EngineFault` of a precise kind instead of a hang or a traceback:

* ``crash`` — the process exited or closed its output;
* ``hang`` — no complete answer within the timeout;
* ``oversize`` — an answer line longer than the limit;
* ``garbage`` — an answer that is not JSON;
* ``protocol`` — an answer to another request, or of a type that does not answer this one;
* ``schema`` — an answer of the right type whose content breaks the published schema.

After a fault the engine is killed (its whole process group); :meth:`restart` starts it again.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import shlex
import signal
import subprocess
import tempfile
import threading
from typing import IO, Any

from oracle.conformance.schemas import response_validator

DEFAULT_TIMEOUT = 10.0
MAX_LINE = 8 * 1024 * 1024

# request type -> response types that may answer it
ANSWERS = {
    "hello": {"hello"},
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


class _Reader(threading.Thread):
    """Reads the engine's output into complete lines, enforcing the line limit."""

    def __init__(self, stream: IO[bytes], lines: queue.Queue[tuple[str, bytes | int | None]], limit: int):
        super().__init__(daemon=True)
        self.stream = stream
        self.lines = lines
        self.limit = limit

    def run(self) -> None:
        buffer = bytearray()
        discarding = False
        try:
            while True:
                chunk = self.stream.read1(65536) if hasattr(self.stream, "read1") else self.stream.read(65536)
                if not chunk:
                    break
                start = 0
                while True:
                    end = chunk.find(b"\n", start)
                    if end < 0:
                        break
                    if discarding:
                        discarding = False
                    else:
                        buffer += chunk[start:end]
                        self.lines.put(("line", bytes(buffer)))
                    buffer.clear()
                    start = end + 1
                if not discarding:
                    buffer += chunk[start:]
                    if len(buffer) > self.limit:
                        self.lines.put(("oversize", len(buffer)))
                        buffer.clear()
                        discarding = True
        except (OSError, ValueError):
            pass
        self.lines.put(("eof", None))


class EngineProcess:
    """One running engine.  ``capabilities`` comes from its ``hello`` answer."""

    def __init__(self, command: str, timeout: float = DEFAULT_TIMEOUT, max_line: int = MAX_LINE,
                 validate: bool = True):
        self.command = command
        self.timeout = timeout
        self.max_line = max_line
        self.validate = validate
        self.process: subprocess.Popen[bytes] | None = None
        self.lines: queue.Queue[tuple[str, bytes | int | None]] = queue.Queue()
        self.stderr: IO[bytes] | None = None
        self.next_id = 0
        self.hello: dict[str, Any] = {}
        self.capabilities: set[str] = set()
        self.starts = 0

    # -- life cycle --------------------------------------------------------------------------------
    def start(self) -> None:
        self.stop()
        try:
            argv = shlex.split(self.command)
        except ValueError as error:
            raise EngineFault("crash", f"cannot parse the engine command: {error}") from None
        self.stderr = tempfile.TemporaryFile()  # noqa: SIM115 - lives as long as the engine process
        try:
            self.process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr,
                                            start_new_session=True, bufsize=0)
        except OSError as error:
            raise EngineFault("crash", f"cannot start {argv[0] if argv else 'the engine'}: {error.strerror}") \
                from None
        self.starts += 1
        self.lines = queue.Queue()
        assert self.process.stdout is not None
        _Reader(self.process.stdout, self.lines, self.max_line).start()
        self.hello = self.request({"type": "hello"})
        self.capabilities = set(self.hello.get("capabilities", []))

    def restart(self) -> None:
        self.start()

    def ensure_running(self) -> EngineProcess:
        """Start the engine unless it is running (after a fault it has been stopped)."""
        if self.process is None or self.process.poll() is not None:
            self.start()
        return self

    def stop(self) -> None:
        process = self.process
        self.process = None
        if process is None:
            return
        if process.poll() is None:
            try:
                assert process.stdin is not None
                process.stdin.write(b'{"type":"quit"}\n')
                process.stdin.flush()
                process.wait(timeout=0.5)
            except (OSError, ValueError, subprocess.TimeoutExpired):
                pass
        self._kill(process)
        for stream in (process.stdin, process.stdout):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass
        if self.stderr is not None:
            self.stderr.close()
            self.stderr = None

    @staticmethod
    def _kill(process: subprocess.Popen[bytes]) -> None:
        if process.poll() is None:
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except (OSError, ProcessLookupError):
                process.kill()
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(timeout=5)

    def stderr_tail(self, limit: int = 400) -> str:
        if self.stderr is None:
            return ""
        try:
            self.stderr.seek(0, os.SEEK_END)
            size = self.stderr.tell()
            self.stderr.seek(max(0, size - limit))
            return self.stderr.read().decode("utf-8", "replace").strip()
        except (OSError, ValueError):
            return ""

    # -- requests ----------------------------------------------------------------------------------
    def _fault(self, kind: str, detail: str) -> EngineFault:
        process = self.process
        if process is not None:
            self._kill(process)
        tail = self.stderr_tail()
        if tail and kind == "crash":
            detail = f"{detail}; its last error output: {tail.splitlines()[-1][:200]}"
        return EngineFault(kind, detail)

    def request(self, body: dict[str, Any], timeout: float | None = None) -> dict[str, Any]:
        """Send a request and return the engine's answer, or raise :class:`EngineFault`."""
        process = self.process
        if process is None or process.poll() is not None:
            code = None if process is None else process.returncode
            raise self._fault("crash", f"the engine is not running (exit status {code})")
        self.next_id += 1
        request = {"id": self.next_id, **body}
        try:
            assert process.stdin is not None
            process.stdin.write((json.dumps(request, ensure_ascii=False) + "\n").encode("utf-8"))
            process.stdin.flush()
        except (OSError, ValueError):
            raise self._fault("crash", f"the engine stopped reading its input (exit status {process.poll()})") \
                from None
        wait = self.timeout if timeout is None else timeout
        try:
            kind, payload = self.lines.get(timeout=wait)
        except queue.Empty:
            raise self._fault("hang", f"no answer to '{body['type']}' within {wait:g} s") from None
        if kind == "eof":
            try:
                code = process.wait(timeout=1)
            except subprocess.TimeoutExpired:
                code = None
            raise self._fault("crash", f"the engine closed its output during '{body['type']}' (exit status {code})")
        if kind == "oversize":
            raise self._fault("oversize", f"an answer line of more than {self.max_line} bytes to '{body['type']}'")
        assert isinstance(payload, bytes)
        try:
            answer = json.loads(payload.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            shown = payload[:80].decode("utf-8", "replace")
            raise self._fault("garbage", f"the answer to '{body['type']}' is not JSON: {shown!r}") from None
        if not isinstance(answer, dict):
            raise self._fault("protocol", f"the answer to '{body['type']}' is not a JSON object")
        if answer.get("id") != self.next_id:
            raise self._fault("protocol", f"expected an answer with id {self.next_id}, got id "
                                          f"{json.dumps(answer.get('id'))}")
        allowed = ANSWERS.get(body["type"], set())
        if answer.get("type") not in allowed:
            raise self._fault("protocol", f"'{body['type']}' answered with type {json.dumps(answer.get('type'))} "
                                          f"(expected {' or '.join(sorted(allowed))})")
        if self.validate:
            errors = sorted(response_validator().iter_errors(answer), key=lambda e: list(e.absolute_path))
            if errors:
                error = errors[0]
                where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)
                raise self._fault("schema", f"the '{answer['type']}' answer breaks the schema at ${where}: "
                                            f"{error.message[:200]}")
        return answer

    def __enter__(self) -> EngineProcess:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
