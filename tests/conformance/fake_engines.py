"""Test-only engines that misbehave in one precise way, to show the runner survives each.

    python tests/conformance/fake_engines.py MODE

Modes: ``exit-at-start`` (dies before answering), ``crash-on-apply`` (dies on the first move of
every other game), ``hang-on-legal`` (never answers 'legal'), ``garbage`` (answers 'state' with
text that is not JSON), ``huge`` (answers 'legal' with a line of many megabytes),
``bad-schema`` (a 'state' answer whose pawn is a string), ``wrong-id`` (answers with another
request's id), ``silent-exit`` (exits without a word on 'state'), ``slow`` (takes
:data:`SLOW_APPLY` seconds to answer each move, so several moves outlast an item's time),
``no-newline`` (writes an answer but never ends the line), ``no-rule`` (refuses illegal moves
without citing a rule), ``minimal`` (announces no capability and leaves the optional fields out
of its state), ``first-printing-only`` (announces only Duel's first printing, with protocol 1),
``empty-discard`` (always reports an empty discard pile), ``duel-only`` (its hello announces only
7 Wonders Duel, and then plays whatever game it is asked to), ``no-game`` (its hello announces no
game at all), ``fickle`` (in its Nth game, the first player's coins are one too many once N moves
are made: asked the same moves again, it answers differently), ``only-variants GAME VARIANT...``
(its hello announces only those variants of GAME, and it refuses a new game of GAME under any
other), ``kills-its-runner`` (kills the process that started it at its second new game).
Otherwise each behaves like the oracle's adapter.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from oracle.conformance.adapter import Adapter

SLOW_APPLY = 1.0   # seconds; a sleep lasts at least this long however loaded the machine is
MODES = ("exit-at-start", "crash-on-apply", "hang-on-legal", "garbage", "huge", "bad-schema", "wrong-id",
         "silent-exit", "slow", "no-newline", "no-rule", "minimal", "first-printing-only", "empty-discard",
         "duel-only", "no-game", "fickle", "only-variants", "kills-its-runner")
OPTIONAL_STATE = ("progress_board", "discard", "pending")


def main(mode: str, *args: str) -> int:
    if mode not in MODES or (mode == "only-variants" and len(args) < 2):
        print(f"unknown mode {mode}", file=sys.stderr)
        return 2
    only_game, only_variants = (args[0], list(args[1:])) if mode == "only-variants" else ("", [])
    if mode == "exit-at-start":
        print("cannot start: no licence file", file=sys.stderr)
        return 3
    adapter = Adapter(name=f"fake {mode}", protocol=1 if mode == "first-printing-only" else 2)
    games = 0
    moves = 0           # moves applied in the current game
    out = sys.stdout
    for line in sys.stdin:
        request = json.loads(line)
        kind = request.get("type")
        if kind == "quit":
            return 0
        if kind == "new_game":
            games += 1
            moves = 0
            if mode == "kills-its-runner" and games == 2:
                os.kill(os.getppid(), signal.SIGKILL)
        if kind == "apply":
            moves += 1
        if kind == "new_game" and request.get("game") == only_game and request.get("variant") not in only_variants:
            out.write(json.dumps({"id": request.get("id"), "type": "error",
                                  "message": f"unannounced variant {request.get('variant')}"}) + "\n")
            out.flush()
            continue
        answer = adapter.handle(request)
        assert answer is not None
        if mode == "only-variants" and kind == "hello":
            for entry in answer["games"]:
                if entry["game"] == only_game:
                    entry["variants"] = only_variants
                    if "variant_players" in entry:
                        entry["variant_players"] = {v: n for v, n in entry["variant_players"].items()
                                                    if v in only_variants}
        if mode == "crash-on-apply" and kind == "apply" and games % 2 == 0:
            raise SystemExit(7)
        if mode == "hang-on-legal" and kind == "legal":
            time.sleep(3600)
        if mode == "garbage" and kind == "state":
            out.write("<html>500 Internal Server Error</html>\n")
            out.flush()
            continue
        if mode == "huge" and kind == "legal":
            actions = ",".join(['{"action":"discard","card":"Baths"}'] * 400_000)
            out.write(f'{{"id": {request["id"]}, "type": "legal", "actions": [{actions}]}}\n')
            out.flush()
            continue
        if mode == "bad-schema" and kind == "state":
            answer["state"]["conflict_pawn"] = "centre"
        if mode == "wrong-id" and kind == "legal":
            answer["id"] = request["id"] + 100
        if mode == "minimal" and kind == "hello":
            answer["capabilities"] = []
        if mode == "minimal" and kind == "state":
            for field in OPTIONAL_STATE:
                answer["state"].pop(field, None)
        if mode == "minimal" and kind == "apply":
            answer.pop("events", None)
        if mode == "first-printing-only" and kind == "hello":
            answer["variants"] = ["first_printing"]
        if mode == "fickle" and kind == "state" and moves >= games and answer["state"].get("players"):
            answer["state"]["players"][0]["coins"] += 1
        if mode == "empty-discard" and kind == "state":
            answer["state"]["discard"] = []
        if mode == "duel-only" and kind == "hello":
            answer["games"] = [g for g in answer["games"] if g["game"] == "duel"]
        if mode == "no-game" and kind == "hello":
            answer["games"] = []
        if mode == "no-rule" and answer.get("type") == "illegal":
            answer.pop("rule", None)
        if mode == "silent-exit" and kind == "state":
            return 0
        if mode == "slow" and kind == "apply":
            time.sleep(SLOW_APPLY)
        if mode == "no-newline" and kind == "state":
            out.write(json.dumps(answer))
            out.flush()
            time.sleep(3600)
        out.write(json.dumps(answer) + "\n")
        out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]) if len(sys.argv) > 1 else main(""))
