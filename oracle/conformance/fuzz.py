"""Divergence search: random games played in the oracle and in an engine, compared step by step.

Game ``i`` is set up from ``SplitMix64(seed + i)`` and each move is drawn by the same generator
among the oracle's legal actions.  After every move the engine's legal list and state are
compared with the oracle's.  At the first divergence the search shrinks it with Hypothesis:
keeping the setup, it looks for the shortest sequence of choices (each an index into the
oracle's legal list) that still makes the engine depart, and writes that record out as a
conformance case file.
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
from hypothesis.errors import NoSuchExample

from oracle.conformance.canonical import digest, legal_list, state_view
from oracle.conformance.client import EngineFault, EngineProcess
from oracle.conformance.explain import rules_for_legal_diff, rules_for_state_path
from oracle.conformance.runner import legal_differences, state_differences
from oracle.duel import Game, apply, legal_actions
from oracle.duel.record import action_to_json, record_to_json, setup_to_json
from oracle.duel.ruleset import Ruleset
from oracle.duel.setup import draw_setup
from oracle.duel.state import Setup
from oracle.prng import SplitMix64

REQUIRED_STATE = ("status", "to_move", "winner", "victory", "conflict_pawn", "wonders_built", "age", "players")


@dataclass
class Divergence:
    moves: int                  # moves applied before the divergence was seen
    what: str
    rules: list[str]


class Fuzzer:
    def __init__(self, command: str, rules: Ruleset, timeout: float = 10.0):
        self.command = command
        self.rules = rules
        self.game = Game(rules)
        self.timeout = timeout
        self.engine = EngineProcess(command, timeout=timeout)

    def close(self) -> None:
        self.engine.stop()

    def _engine(self) -> EngineProcess:
        return self.engine.ensure_running()

    def replay(self, setup: Setup, choices: list[int]) -> tuple[list[Any], Divergence | None]:
        """Play ``choices`` (indexes into the oracle's legal lists) in both; the first divergence."""
        engine = self._engine()
        state = self.game.new_game(setup)
        answer = engine.request({"type": "new_game", "game": "duel", "variant": "standard",
                                 "setup": setup_to_json(self.rules, setup)})
        if answer["type"] != "ok":
            return [], Divergence(0, f"the engine refuses the setup: {answer.get('message', '')}", ["setup.draft"])
        moves: list[Any] = []
        divergence = self.compare(state, 0)
        if divergence:
            return moves, divergence
        for n, choice in enumerate(choices, start=1):
            actions = legal_actions(state)
            if not actions:
                break
            action = actions[choice % len(actions)]
            moves.append(action)
            move = action_to_json(self.rules, action)
            step = apply(state, action)
            answer = engine.request({"type": "apply", "action": move})
            if answer["type"] != "applied":
                return moves, Divergence(n - 1, f"the engine refuses the legal move {json.dumps(move)}",
                                         rules_for_legal_diff([move], []))
            state = step.state
            divergence = self.compare(state, n)
            if divergence:
                return moves, divergence
        return moves, None

    def compare(self, state: Any, n: int) -> Divergence | None:
        """The state first (coins, pawn, cities...), then the legal list."""
        engine = self._engine()
        view = state_view(state)
        expected = {k: view[k] for k in REQUIRED_STATE}
        problems = state_differences(expected, engine.request({"type": "state"}).get("state", {}))
        if problems:
            return Divergence(n, problems[0][:200], rules_for_state_path(problems[0].split(":")[0]))
        actions = engine.request({"type": "legal"}).get("actions", [])
        missing, unexpected = legal_differences(legal_list(state), actions)
        if missing or unexpected:
            text = ("missing " + ", ".join(json.dumps(a) for a in missing[:2]) if missing else "") + \
                ("; " if missing and unexpected else "") + \
                ("unexpected " + ", ".join(json.dumps(a) for a in unexpected[:2]) if unexpected else "")
            return Divergence(n, f"the legal actions differ: {text}"[:200], rules_for_legal_diff(missing, unexpected))
        return None

    # -- searching and shrinking -----------------------------------------------------------------------
    def game_choices(self, seed: int) -> tuple[Setup, list[int]]:
        """The setup and the choices of random game ``seed`` (each choice an index into the legal list)."""
        rng = SplitMix64(seed)
        setup = draw_setup(self.rules, rng)
        state = self.game.new_game(setup)
        choices = []
        while state.outcome is None:
            actions = legal_actions(state)
            choice = rng.below(len(actions))
            choices.append(choice)
            state = apply(state, actions[choice]).state
        return setup, choices

    def shrink(self, setup: Setup, choices: list[int], budget: int = 200) -> tuple[list[Any], Divergence]:
        """The shortest choice sequence Hypothesis finds that still diverges (the original if none)."""
        moves, divergence = self.replay(setup, choices)
        assert divergence is not None
        best = (choices[:divergence.moves], divergence)

        def diverges(candidate: list[int]) -> bool:
            try:
                return self.replay(setup, candidate)[1] is not None
            except EngineFault:
                self.close()
                return True

        try:
            found = find(st.lists(st.integers(0, 40), max_size=len(best[0])), diverges,
                         settings=settings(max_examples=budget, database=None, derandomize=True,
                                           deadline=None, phases=[Phase.generate, Phase.shrink],
                                           suppress_health_check=list(HealthCheck)))
        except NoSuchExample:
            found = None
        if found is not None and len(found) < len(best[0]):
            moves, divergence = self.replay(setup, found)
            assert divergence is not None
            return moves, divergence
        moves, divergence = self.replay(setup, best[0])
        assert divergence is not None
        return moves, divergence

    def case(self, setup: Setup, moves: list[Any], divergence: Divergence) -> dict[str, Any]:
        state = self.game.new_game(setup)
        for action in moves:
            state = apply(state, action).state
        view = state_view(state)
        body = {
            "description": f"Found by the divergence search: after {len(moves)} moves {divergence.what}.",
            "rules": sorted(set(divergence.rules or ["turn.play"])),
            "tags": {"game": "duel", "edition": "base", "variant": "standard", "area": "fuzz"},
            "record": record_to_json(self.rules, setup, moves),
            "expect": {"state": {k: view[k] for k in REQUIRED_STATE}, "legal": legal_list(state)},
        }
        return {"id": f"fuzz-divergence-{digest(body, 8)}", **body}


def fuzz_command(args: argparse.Namespace, rules: Ruleset) -> int:
    fuzzer = Fuzzer(args.engine, rules, timeout=args.timeout)
    out = Path(args.out)
    found = 0
    try:
        for i in range(args.fuzz):
            seed = args.seed + i
            setup, choices = fuzzer.game_choices(seed)
            try:
                _, divergence = fuzzer.replay(setup, choices)
            except EngineFault as fault:
                fuzzer.close()
                print(f"game {seed}: engine {fault.kind}: {fault.detail}")
                found += 1
                continue
            if divergence is None:
                continue
            found += 1
            moves, small = fuzzer.shrink(setup, choices)
            case = fuzzer.case(setup, moves, small)
            path = out / f"{case['id']}.json"
            path.write_text(json.dumps({"area": "fuzz", "cases": [case]}, indent=1, ensure_ascii=False) + "\n",
                            encoding="utf-8")
            print(f"game {seed}: diverges after {divergence.moves} moves; shrunk to {len(moves)} moves "
                  f"[{', '.join(case['rules'])}]: {small.what}\n  written to {path}")
            break
    finally:
        fuzzer.close()
    if not found:
        print(f"{args.fuzz} games, no divergence")
    sys.stdout.flush()
    return 1 if found else 0
