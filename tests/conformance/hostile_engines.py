"""Test-only engines that attack the runner, driven by files in a folder the test owns.

    python tests/conformance/hostile_engines.py MODE DIR [HOW]

Every engine appends its process id to ``DIR/pids`` when it starts (one per line; a child it
starts is listed too), so the test can check that nothing is left running.  Otherwise each
behaves like the oracle's adapter.  Modes:

* ``answer``: ``DIR/attack.json`` lists attacks (``{"attacks": [...]}``), each naming a request
  type and which occurrence of it to attack (``{"request": "state", "nth": 1, ...}``) and what
  to answer instead: ``raw`` (base64 bytes, repeated ``repeat`` times; ``@ID@`` becomes the
  request's id), ``mutate`` (the true answer with one node, chosen by ``seed``, replaced by
  the base64 bytes ``value``) or ``pad`` (the true answer with the value at ``path``, a list of
  keys and indexes, replaced by a list of ``count`` copies of the base64 bytes ``item``).  The
  bytes sent for attack ``k`` are kept in ``DIR/sent-k.bin`` and the id of the request they
  answer in ``DIR/sent-k.id``.  The engine handles the request for real first, so it goes on
  answering truthfully afterwards.
* ``setsid-child``: starts a child that moves to a session of its own (``os.setsid``) and
  sleeps, keeping the engine's pipes open; then, on ``new_game``, exits (``HOW`` = ``crash``)
  or never answers (``HOW`` = ``hang``).
* ``flood``: writes :data:`FLOOD_BYTES` bytes to standard error, then the line ``flood done``,
  answers ``hello`` and exits on ``new_game``.
* ``flaky``: the first game it is asked to play (counted across restarts in ``DIR/games``)
  reports player 0 one coin richer after the third move; in later games it behaves as ``HOW``
  says: ``fixed`` (never diverges again), ``crash`` (exits on ``new_game``), ``garbage`` (answers
  ``state`` with text that is not JSON), ``alternate`` (diverges in odd games, crashes in even).
"""

from __future__ import annotations

import base64
import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from oracle.conformance.adapter import Adapter

MODES = ("answer", "setsid-child", "flood", "flaky")
FLOOD_BYTES = 32 * 1024 * 1024
HOSTILE = "\x00hostile\x00"


def note_pid(folder: Path, pid: int) -> None:
    with open(folder / "pids", "a", encoding="utf-8") as f:
        f.write(f"{pid}\n")


def nodes(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The path of every node below ``value``."""
    out = []
    if isinstance(value, dict):
        for key, child in value.items():
            out.append((*path, key))
            out.extend(nodes(child, (*path, key)))
    elif isinstance(value, list):
        for i, child in enumerate(value):
            out.append((*path, i))
            out.extend(nodes(child, (*path, i)))
    return out


def mutated(answer: dict[str, Any], seed: int, value: bytes) -> bytes:
    """``answer`` as a JSON line with the node ``seed`` picks replaced by the bytes ``value``."""
    path = random.Random(seed).choice(nodes(answer))
    node: Any = answer
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = HOSTILE
    text = json.dumps(answer, ensure_ascii=False).encode("utf-8")
    return text.replace(json.dumps(HOSTILE).encode("utf-8"), value, 1)


def padded(answer: dict[str, Any], path: list[Any], item: bytes, count: int) -> bytes:
    """``answer`` as a JSON line with the value at ``path`` replaced by a list of ``count`` ``item``s."""
    node: Any = answer
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = HOSTILE
    text = json.dumps(answer, ensure_ascii=False).encode("utf-8")
    return text.replace(json.dumps(HOSTILE).encode("utf-8"), b"[" + b",".join([item] * count) + b"]", 1)


def write(line: bytes) -> None:
    sys.stdout.buffer.write(line + b"\n")
    sys.stdout.buffer.flush()


def serve(answer_hook: Any) -> int:
    """The adapter's loop; ``answer_hook(request, answer)`` may write something else (returns True)."""
    adapter = Adapter(name="hostile")
    for line in sys.stdin.buffer:
        request = json.loads(line)
        if request.get("type") == "quit":
            return 0
        answer = adapter.handle(request)
        assert answer is not None
        if not answer_hook(request, answer):
            write(json.dumps(answer).encode("utf-8"))
    return 0


def answer_mode(folder: Path) -> int:
    attacks = json.loads((folder / "attack.json").read_text(encoding="utf-8"))["attacks"]
    seen: dict[str, int] = {}

    def hook(request: dict[str, Any], answer: dict[str, Any]) -> bool:
        kind = request["type"]
        seen[kind] = seen.get(kind, 0) + 1
        chosen = [k for k, a in enumerate(attacks) if a["request"] == kind and a["nth"] == seen[kind]]
        if not chosen:
            return False
        k = chosen[0]
        attack = attacks[k]
        if attack.get("mutate"):
            line = mutated(answer, attack["mutate"]["seed"], base64.b64decode(attack["mutate"]["value"]))
        elif attack.get("pad"):
            pad = attack["pad"]
            line = padded(answer, pad["path"], base64.b64decode(pad["item"]), pad["count"])
        else:
            line = base64.b64decode(attack["raw"]) * attack.get("repeat", 1)
            line = line.replace(b"@ID@", str(request["id"]).encode())
        (folder / f"sent-{k}.bin").write_bytes(line)
        (folder / f"sent-{k}.id").write_text(str(request["id"]), encoding="utf-8")
        write(line)
        return True

    return serve(hook)


def setsid_child_mode(folder: Path, how: str) -> int:
    child = os.fork()
    if child == 0:
        os.setsid()
        note_pid(folder, os.getpid())
        time.sleep(3600)
        os._exit(0)
    while len((folder / "pids").read_text(encoding="utf-8").split()) < 2:   # the child is listed before we go on
        time.sleep(0.01)

    def hook(request: dict[str, Any], answer: dict[str, Any]) -> bool:
        if request["type"] == "new_game":
            if how == "crash":
                sys.exit(3)
            time.sleep(3600)
        return False

    return serve(hook)


def flood_mode() -> int:
    chunk = b"e" * 1023 + b"\n"
    for _ in range(FLOOD_BYTES // len(chunk)):
        sys.stderr.buffer.write(chunk)
    sys.stderr.buffer.write(b"flood done\n")
    sys.stderr.buffer.flush()

    def hook(request: dict[str, Any], answer: dict[str, Any]) -> bool:
        if request["type"] == "new_game":
            sys.exit(5)
        return False

    return serve(hook)


def flaky_mode(folder: Path, how: str) -> int:
    counter = folder / "games"
    state = {"game": 0, "moves": 0}

    def hook(request: dict[str, Any], answer: dict[str, Any]) -> bool:
        kind = request["type"]
        if kind == "new_game":
            game = int(counter.read_text(encoding="utf-8")) + 1 if counter.exists() else 1
            counter.write_text(str(game), encoding="utf-8")
            state["game"], state["moves"] = game, 0
            crashing = how == "crash" or (how == "alternate" and game % 2 == 0)
            if game > 1 and crashing:
                sys.exit(9)
        if kind == "apply":
            state["moves"] += 1
        diverging = state["game"] == 1 or (how == "alternate" and state["game"] % 2 == 1)
        if kind == "state" and diverging and state["moves"] >= 3:
            answer["state"]["players"][0]["coins"] += 1
        if kind == "state" and state["game"] > 1 and how == "garbage":
            write(b"Segmentation fault (core dumped)")
            return True
        return False

    return serve(hook)


def main(argv: list[str]) -> int:
    if len(argv) < 2 or argv[0] not in MODES:
        print(f"usage: hostile_engines.py {{{','.join(MODES)}}} DIR [HOW]", file=sys.stderr)
        return 2
    mode, folder, how = argv[0], Path(argv[1]), (argv[2] if len(argv) > 2 else "")
    note_pid(folder, os.getpid())
    if mode == "answer":
        return answer_mode(folder)
    if mode == "setsid-child":
        return setsid_child_mode(folder, how)
    if mode == "flood":
        return flood_mode()
    return flaky_mode(folder, how)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
