"""Divergence search: random games played in the oracle and in an engine, compared step by step.

Game ``i`` is set up from ``SplitMix64(seed + i)`` and each move is drawn by the same generator
among the oracle's legal actions.  After every move the engine's legal list and state are
compared with the oracle's.  At the first divergence the search shrinks it with Hypothesis:
keeping the setup, it looks for the shortest sequence of choices (each an index into the
oracle's legal list) that still makes the engine depart, and writes that record out as a
conformance case file.

An engine that misbehaves while a divergence is shrunk (a crash, a hang, a malformed answer,
or a divergence that does not come back) does not stop the search: a fault counts as a
divergence, after a few faults the search gives up shrinking, and whatever happens the
divergence first seen is reported and written out.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, Phase, find, settings
from hypothesis import strategies as st
from hypothesis.errors import HypothesisException

from oracle.conformance.canonical import digest, legal_list, state_view
from oracle.conformance.client import DEFAULT_STARTUP_TIMEOUT, DEFAULT_TIMEOUT, EngineFault, EngineProcess, one_line
from oracle.conformance.runner import answer_object, answer_objects, json_text, legal_differences, state_differences
from oracle.core.files import write_atomic
from oracle.core.game import Game
from oracle.core.prng import SplitMix64

SHRINK_FAULTS = 3           # engine faults while shrinking before the search stops shrinking
GAME_FAULTS = 3             # games in a row ending in an engine fault before the search stops


@dataclass
class Divergence:
    moves: int                  # moves applied before the divergence was seen
    what: str
    rules: list[str]


class Fuzzer:
    def __init__(self, command: str, game: Game, timeout: float = DEFAULT_TIMEOUT,
                 startup_timeout: float = DEFAULT_STARTUP_TIMEOUT):
        self.command = command
        self.game = game
        self.kit = game.conformance_kit()
        self.engine = EngineProcess(command, timeout=timeout, startup_timeout=startup_timeout, game=game.name)
        self.timeout = self.engine.timeout

    def close(self) -> None:
        self.engine.stop()

    def _ask(self, body: dict[str, Any]) -> dict[str, Any]:
        return self.engine.ensure_running().request(body)

    def _protocol(self) -> int:
        return self.engine.ensure_running().protocol or 1

    def replay(self, setup: Any, choices: list[int]) -> tuple[list[Any], Divergence | None]:
        """Play ``choices`` (indexes into the oracle's legal lists) in both; the first divergence.
        Raises :class:`EngineFault` when the engine misbehaves (an ``error`` answer included)."""
        game = self.game
        state = game.new_game(setup)
        body: dict[str, Any] = {"type": "new_game", "game": game.name, "variant": game.variant,
                                "setup": game.setup_to_json(setup)}
        if self._protocol() == 2:
            body["players"] = game.players
        self._ask(body)
        moves: list[Any] = []
        divergence = self.compare(state, 0)
        if divergence:
            return moves, divergence
        for n, choice in enumerate(choices, start=1):
            owing = game.to_move(state)
            if not owing:
                break
            actions = game.legal_actions(state, owing[0])
            if not actions:
                break
            action = actions[choice % len(actions)]
            moves.append(action)
            move = game.action_to_json(action)
            step = game.apply(state, action, owing[0])
            request: dict[str, Any] = {"type": "apply", "action": move}
            if self._protocol() == 2:
                request["player"] = owing[0]
            answer = self._ask(request)
            if answer["type"] != "applied":
                return moves, Divergence(n - 1, f"the engine refuses the legal move {json_text(move)}",
                                         self.kit.rules_for_legal_diff([move], []))
            state = step.state
            divergence = self.compare(state, n)
            if divergence:
                return moves, divergence
        return moves, None

    def compare(self, state: Any, n: int) -> Divergence | None:
        """The state first (coins, pawn, cities...), then the legal list."""
        view = state_view(state)
        expected = {k: view[k] for k in self.kit.fuzz_state}
        problems = state_differences(expected, answer_object(self._ask({"type": "state"}), "state"),
                                     unordered=self.kit.unordered)
        if problems:
            return Divergence(n, one_line(problems[0], 200), self.kit.rules_for_state_path(problems[0].split(":")[0]))
        owing = self.game.to_move(state)
        request: dict[str, Any] = {"type": "legal"}
        if self._protocol() == 2 and owing:
            request["player"] = owing[0]
        actions = answer_objects(self._ask(request), "actions")
        missing, unexpected = legal_differences(legal_list(state, owing[0] if owing else None), actions)
        if missing or unexpected:
            text = ("missing " + ", ".join(json_text(a) for a in missing[:2]) if missing else "") + \
                ("; " if missing and unexpected else "") + \
                ("unexpected " + ", ".join(json_text(a) for a in unexpected[:2]) if unexpected else "")
            return Divergence(n, one_line(f"the legal actions differ: {text}", 200),
                              self.kit.rules_for_legal_diff(missing, unexpected))
        return None

    # -- searching and shrinking -----------------------------------------------------------------------
    def game_choices(self, seed: int) -> tuple[Any, list[int]]:
        """The setup and the choices of random game ``seed`` (each choice an index into the legal list
        of the first player owing a decision)."""
        rng = SplitMix64(seed)
        game = self.game
        setup = game.draw_setup(rng)
        state = game.new_game(setup)
        choices = []
        while state.outcome is None:
            player = game.to_move(state)[0]
            actions = game.legal_actions(state, player)
            choice = rng.below(len(actions))
            choices.append(choice)
            state = game.play(state, actions[choice], player).state
        return setup, choices

    def _attempt(self, setup: Any, choices: list[int]) -> tuple[list[Any], Divergence | None] | None:
        """Replay ``choices``; ``None`` when the engine faults (it is stopped then)."""
        try:
            return self.replay(setup, choices)
        except EngineFault:
            self.close()
            return None

    def shrink(self, setup: Any, choices: list[int], first: tuple[list[Any], Divergence] | None = None,
               budget: int = 200) -> tuple[list[Any], Divergence]:
        """The shortest choice sequence Hypothesis finds that still diverges, with its divergence.

        ``first`` is the divergence already seen (found again here if not given).  When the
        engine does not diverge again, faults too often or never diverges on a shorter sequence,
        ``first`` is the answer: a flaky engine never loses the divergence it showed."""
        if first is None:
            attempt = self._attempt(setup, choices)
            if attempt is None or attempt[1] is None:
                raise ValueError("the engine does not diverge on these choices")
            first = (attempt[0], attempt[1])
        prefix = choices[:first[1].moves]
        faults = 0

        def diverges(candidate: list[int]) -> bool:
            nonlocal faults
            if faults >= SHRINK_FAULTS:
                return False        # give up: the engine misbehaves; keep what was seen first
            attempt = self._attempt(setup, candidate)
            if attempt is None:
                faults += 1
                return True
            return attempt[1] is not None

        try:
            found = find(st.lists(st.integers(0, 40), max_size=len(prefix)), diverges,
                         settings=settings(max_examples=budget, database=None, derandomize=True,
                                           deadline=None, phases=[Phase.generate, Phase.shrink],
                                           suppress_health_check=list(HealthCheck)))
        except HypothesisException:     # nothing found, or the engine is too flaky to shrink against
            found = None
        if found is not None and len(found) < len(prefix):
            attempt = self._attempt(setup, found)
            if attempt is not None and attempt[1] is not None:
                return attempt[0], attempt[1]
        return first

    def case(self, setup: Any, moves: list[Any], divergence: Divergence) -> dict[str, Any]:
        game = self.game
        record = game.record(setup, moves)
        state, _ = game.replay(record)
        view = state_view(state)
        body = {
            "description": f"Found by the divergence search: after {len(moves)} moves {divergence.what}.",
            "rules": sorted(set(divergence.rules or [self.kit.default_rule])),
            "tags": {"game": game.name, "edition": self.kit.edition, "variant": game.variant, "area": "fuzz"},
            "record": game.record_to_json(record),
            "expect": {"state": {k: view[k] for k in self.kit.fuzz_state}, "legal": legal_list(state)},
        }
        return {"id": f"fuzz-divergence-{digest(body, 8)}", **body}


def fuzz_command(args: argparse.Namespace, game: Game) -> int:
    fuzzer = Fuzzer(args.engine, game, timeout=args.timeout,
                    startup_timeout=getattr(args, "startup_timeout", DEFAULT_STARTUP_TIMEOUT))
    out = Path(args.out)
    found = 0
    faults = 0      # games in a row that ended in an engine fault
    try:
        for i in range(args.fuzz):
            seed = args.seed + i
            setup, choices = fuzzer.game_choices(seed)
            try:
                moves, divergence = fuzzer.replay(setup, choices)
            except EngineFault as fault:
                fuzzer.close()
                print(f"game {seed}: engine {fault.kind}: {one_line(fault.detail)}")
                found += 1
                faults += 1
                if faults >= GAME_FAULTS:
                    print(f"stopped: the engine misbehaved in {faults} games in a row")
                    break
                continue
            faults = 0
            if divergence is None:
                continue
            found += 1
            moves, small = fuzzer.shrink(setup, choices, (moves, divergence))
            case = fuzzer.case(setup, moves, small)
            path = out / f"{case['id']}.json"
            write_atomic(path, json.dumps({"area": "fuzz", "cases": [case]}, indent=1, ensure_ascii=False) + "\n")
            print(f"game {seed}: diverges after {divergence.moves} moves; shrunk to {len(moves)} moves "
                  f"[{', '.join(case['rules'])}]: {one_line(small.what)}\n  written to {one_line(str(path))}")
            break
    finally:
        fuzzer.close()
    if not found:
        print(f"{args.fuzz} games, no divergence")
    sys.stdout.flush()
    return 1 if found else 0
