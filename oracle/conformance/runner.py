"""``oracle conform``: run the conformance suite against an engine that speaks the adapter protocol.

Three sections, in this order: the cases (``spec/conformance/duel/*.json``), the playthrough
goldens (``games/``) and the perft counts (``perft.json``).  Every item ends as ``pass``,
``fail`` (the engine departs from the rules: the message names the rule ids involved),
``error`` (the engine misbehaved: crash, hang, garbage, oversize or schema — it is restarted
and the run goes on) or ``skip`` (the engine lacks an optional capability).
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from oracle.conformance.canonical import canonical, legal_digest, legal_list
from oracle.conformance.client import DEFAULT_TIMEOUT, EngineFault, EngineProcess
from oracle.conformance.explain import rules_for_events, rules_for_legal_diff, rules_for_state_path
from oracle.conformance.generate import COMMONLY_WRONG, conformance_dir
from oracle.conformance.perft import perft
from oracle.duel import Game, apply
from oracle.duel.record import action_from_json, action_to_json, record_from_json
from oracle.duel.ruleset import Ruleset, load_ruleset

UNORDERED = {"city", "wonders", "progress", "progress_board", "discard"}
SECTIONS = ("cases", "goldens", "perft")


@dataclass
class Result:
    section: str
    id: str
    status: str                 # pass | fail | error | skip
    rules: list[str] = field(default_factory=list)
    message: str = ""
    area: str = ""
    seconds: float = 0.0

    def line(self) -> str:
        rules = f" [{', '.join(self.rules)}]" if self.rules else ""
        item = {"cases": "case", "goldens": "golden"}.get(self.section, self.section)
        return f"{self.status.upper():5} {item} {self.id}{rules}" + (f": {self.message}" if self.message else "")


# ---- loading the suite ------------------------------------------------------------------------------


@dataclass
class Suite:
    cases: list[dict[str, Any]]
    goldens: list[dict[str, Any]]
    perft: list[dict[str, Any]]


def load_suite(folder: Path | None = None) -> Suite:
    folder = folder or conformance_dir()
    cases: list[dict[str, Any]] = []
    for path in sorted(folder.glob("*.json")):
        if path.name in ("perft.json", "coverage.json"):
            continue
        cases.extend(json.loads(path.read_text(encoding="utf-8"))["cases"])
    goldens = [json.loads(p.read_text(encoding="utf-8")) for p in sorted((folder / "games").glob("*.json"))]
    perft_file = folder / "perft.json"
    positions = json.loads(perft_file.read_text(encoding="utf-8"))["positions"] if perft_file.exists() else []
    return Suite(cases, goldens, positions)


@dataclass
class Selection:
    keyword: str | None = None
    tags: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    sections: tuple[str, ...] = SECTIONS

    def case(self, case: dict[str, Any]) -> bool:
        if "cases" not in self.sections:
            return False
        if self.keyword and self.keyword.lower() not in (case["id"] + " " + case["description"]).lower():
            return False
        if self.tags and not all(self._tag(case["tags"], t) for t in self.tags):
            return False
        return not self.rules or any(r in case["rules"] for r in self.rules)

    @staticmethod
    def _tag(tags: dict[str, str], wanted: str) -> bool:
        if "=" in wanted:
            key, value = wanted.split("=", 1)
            return tags.get(key) == value
        return wanted in tags.values()

    def golden(self, golden: dict[str, Any]) -> bool:
        if "goldens" not in self.sections or self.rules:
            return False
        if self.keyword and self.keyword.lower() not in golden["id"].lower():
            return False
        return all(t.split("=", 1)[-1] in golden["tags"] or t == "game=duel" for t in self.tags)

    def position(self, position: dict[str, Any]) -> bool:
        if "perft" not in self.sections or self.rules or self.tags:
            return False
        return not self.keyword or self.keyword.lower() in position["name"].lower()


# ---- comparisons --------------------------------------------------------------------------------------


def state_differences(expected: Any, actual: Any, path: str = "state") -> list[str]:
    """Where ``actual`` departs from ``expected`` (only the keys ``expected`` names are compared)."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{path}: expected an object, got {json.dumps(actual)}"]
        out: list[str] = []
        for key, value in expected.items():
            if key not in actual:
                out.append(f"{path}.{key}: missing")
            else:
                out.extend(state_differences(value, actual[key], f"{path}.{key}"))
        return out
    if isinstance(expected, list) and path.rsplit(".", 1)[-1] in UNORDERED:
        if not isinstance(actual, list) or sorted(map(canonical, expected)) != sorted(map(canonical, actual)):
            return [f"{path}: expected {json.dumps(sorted(expected))}, got "
                    f"{json.dumps(sorted(actual) if isinstance(actual, list) else actual)}"]
        return []
    if isinstance(expected, list) and expected and isinstance(expected[0], dict):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return [f"{path}: expected {len(expected)} entries, got {json.dumps(actual)[:120]}"]
        out = []
        for i, (e, a) in enumerate(zip(expected, actual, strict=True)):
            out.extend(state_differences(e, a, f"{path}[{i}]"))
        return out
    if expected != actual:
        return [f"{path}: expected {json.dumps(expected)}, got {json.dumps(actual)}"]
    return []


def legal_differences(expected: list[dict[str, Any]], actual: list[dict[str, Any]]) -> tuple[list[Any], list[Any]]:
    want = {canonical(a): a for a in expected}
    got = {canonical(a): a for a in actual}
    missing = [want[k] for k in sorted(set(want) - set(got))]
    unexpected = [got[k] for k in sorted(set(got) - set(want))]
    return missing, unexpected


def _short(actions: list[dict[str, Any]], limit: int = 4) -> str:
    shown = ", ".join(canonical(a) for a in actions[:limit])
    return shown + (f" and {len(actions) - limit} more" if len(actions) > limit else "")


def _event_key(event: dict[str, Any]) -> str:
    return canonical({k: v for k, v in event.items() if k in ("kind", "player", "subject", "amount")})


class CaseFailure(Exception):
    def __init__(self, message: str, rules: Iterable[str] = ()):
        self.message = message
        self.rules = list(rules)
        super().__init__(message)


# ---- the runner --------------------------------------------------------------------------------------


class Runner:
    """Runs suite items against one engine command, restarting the engine after each fault."""

    def __init__(self, command: str, timeout: float = DEFAULT_TIMEOUT, rules: Ruleset | None = None,
                 strict_rules: bool = False):
        self.command = command
        self.timeout = timeout
        self.rules = rules or load_ruleset()
        self.strict_rules = strict_rules
        self.engine = EngineProcess(command, timeout=timeout)
        self.deadline = 0.0

    def close(self) -> None:
        self.engine.stop()

    def _engine(self) -> EngineProcess:
        return self.engine.ensure_running()

    def ask(self, body: dict[str, Any]) -> dict[str, Any]:
        """One request within the current item's time budget (the per-item timeout)."""
        engine = self._engine()
        remaining = self.deadline - time.monotonic()
        if remaining <= 0:
            raise EngineFault("hang", f"the item took longer than {self.timeout:g} s")
        try:
            return engine.request(body, timeout=min(remaining, engine.timeout))
        except EngineFault as fault:
            if fault.kind == "hang" and remaining < engine.timeout:
                raise EngineFault("hang", f"no answer to '{body['type']}' before the item's "
                                          f"{self.timeout:g} s ran out") from None
            raise

    def _run(self, section: str, ident: str, area: str, rules: list[str], check: Callable[[], None]) -> Result:
        start = time.monotonic()
        self.deadline = start + self.timeout
        try:
            check()
        except CaseFailure as failure:
            result = Result(section, ident, "fail", failure.rules or rules, failure.message, area)
        except EngineFault as fault:
            self.engine.stop()
            result = Result(section, ident, "error", fault.rules or rules, f"engine {fault.kind}: {fault.detail}",
                            area)
        except SkipItem as skip:
            result = Result(section, ident, "skip", rules, str(skip), area)
        else:
            result = Result(section, ident, "pass", rules, "", area)
        result.seconds = time.monotonic() - start
        return result

    # -- shared steps ----------------------------------------------------------------------------------
    def new_game(self, record: dict[str, Any]) -> None:
        answer = self.ask({"type": "new_game", "game": "duel", "variant": record.get("variant", "standard"),
                           "setup": record["setup"]})
        if answer["type"] != "ok":
            raise CaseFailure(f"the engine refuses the setup: {answer.get('message', '')}", ["setup.draft"])

    def play(self, record: dict[str, Any], moves: list[dict[str, Any]]) -> dict[str, Any] | None:
        """Apply moves; the engine must accept each.  Returns the last 'applied' answer."""
        last = None
        for i, move in enumerate(moves):
            answer = self.ask({"type": "apply", "action": move})
            if answer["type"] != "applied":
                said = f"{answer.get('rule', '')} {answer.get('message', '')}".strip()
                rules = self._rules_at(record, i, move)
                cited = answer.get("rule")
                if cited in rules:  # the rule the engine applied wrongly, first
                    rules = [cited, *(r for r in rules if r != cited)]
                raise CaseFailure(f"move {i} {canonical(move)} is legal but the engine refuses it"
                                  + (f" ({said})" if said else ""), rules)
            last = answer
        return last

    def _rules_at(self, record: dict[str, Any], i: int, move: dict[str, Any]) -> list[str]:
        """Rules the oracle applied when it played move ``i`` of ``record``."""
        state = self._oracle_state(record, i)
        action = action_from_json(self.rules, move, "$")
        from oracle.duel import legal

        price = dict(legal.priced_actions(state)).get(action)
        return rules_for_legal_diff([{**move, **({"cost": price.total} if price is not None else {})}], [])

    def _oracle_state(self, record: dict[str, Any], moves: int) -> Any:
        parsed = record_from_json(self.rules, {**record, "moves": record["moves"][:moves]})
        game = Game(self.rules, parsed.variant)
        state = game.new_game(parsed.setup)
        for action in parsed.moves:
            state = apply(state, action).state
        return state

    # -- cases -----------------------------------------------------------------------------------------
    def run_case(self, case: dict[str, Any]) -> Result:
        return self._run("cases", case["id"], case["tags"]["area"], case["rules"], lambda: self._case(case))

    def _case(self, case: dict[str, Any]) -> None:
        record = case["record"]
        expect = case["expect"]
        note = f" (commonly wrong #{case['commonly_wrong']}: {COMMONLY_WRONG[case['commonly_wrong']]})" \
            if "commonly_wrong" in case else ""
        self.new_game(record)
        last = self.play(record, record["moves"])
        problems: list[str] = []
        if "state" in expect:
            answer = self.ask({"type": "state"})
            if answer["type"] != "state":
                raise CaseFailure(f"the engine cannot report the state: {answer.get('message', '')}{note}")
            problems += state_differences(expect["state"], answer["state"])
        if "events" in expect and last is not None and "events" in self._engine().capabilities:
            want = Counter(map(_event_key, expect["events"]))
            got = Counter(map(_event_key, last.get("events", [])))
            if want != got:
                lacking = ", ".join(list((want - got).elements())[:3])
                extra = ", ".join(list((got - want).elements())[:3])
                problems.append(f"events of the last move: missing [{lacking}], unexpected [{extra}]")
        if "legal" in expect:
            answer = self.ask({"type": "legal"})
            if answer["type"] != "legal":
                raise CaseFailure(f"the engine cannot list legal actions: {answer.get('message', '')}{note}")
            missing, unexpected = legal_differences(expect["legal"], answer["actions"])
            if missing or unexpected:
                problems.append("legal actions differ: "
                                + (f"missing {_short(missing)}" if missing else "")
                                + ("; " if missing and unexpected else "")
                                + (f"unexpected {_short(unexpected)}" if unexpected else ""))
        for view in expect.get("observe", []):
            if "observe" not in self._engine().capabilities:
                break
            answer = self.ask({"type": "observe", "player": view["player"]})
            if answer["type"] != "observation":
                problems.append(f"the engine cannot report player {view['player']}'s view")
                continue
            problems += state_differences(view["observation"], answer["observation"],
                                          f"observation[{view['player']}]")
        if problems:
            raise CaseFailure("; ".join(problems[:4]) + (f" (and {len(problems) - 4} more)" if len(problems) > 4
                                                          else "") + note, case["rules"])
        for item in expect.get("illegal", []):
            answer = self.ask({"type": "apply", "action": item["action"]})
            if answer["type"] == "applied":
                raise CaseFailure(f"the engine accepts {canonical(item['action'])}, which breaks "
                                  f"{item['rule']}{note}", [item["rule"], *case["rules"]])
            if self.strict_rules and answer.get("rule") not in (None, item["rule"]):
                raise CaseFailure(f"the engine refuses {canonical(item['action'])} citing {answer.get('rule')}, "
                                  f"not {item['rule']}{note}", [item["rule"]])

    # -- goldens ---------------------------------------------------------------------------------------
    def run_golden(self, golden: dict[str, Any]) -> Result:
        return self._run("goldens", golden["id"], ",".join(golden["tags"]), [], lambda: self._golden(golden))

    def _golden(self, golden: dict[str, Any]) -> None:
        record = golden["record"]
        self.new_game(record)
        for i, step in enumerate(golden["steps"]):
            try:
                self._golden_step(record, i, step)
            except EngineFault as fault:
                # A crash or a broken answer mid-game: name the rules the oracle applied at that move.
                fault.rules = self._step_rules(record, i)
                raise
        final = self.ask({"type": "state"})["state"]
        outcome = golden["outcome"]
        if (final.get("victory"), final.get("winner")) != (outcome["victory"], outcome["winner"]):
            raise CaseFailure(f"the game ends with {final.get('victory')} / winner {final.get('winner')}, "
                              f"expected {outcome['victory']} / winner {outcome['winner']}",
                              [f"victory.{outcome['victory']}", "victory.tie_break"])

    def _golden_step(self, record: dict[str, Any], i: int, step: dict[str, Any]) -> None:
        """Step ``i`` of a golden: apply move i-1, then compare the legal actions, pawn and coins."""
        if i > 0:
            move = record["moves"][i - 1]
            answer = self.ask({"type": "apply", "action": move})
            if answer["type"] != "applied":
                raise CaseFailure(f"move {i - 1} {canonical(move)} is legal but the engine refuses it",
                                  self._rules_at(record, i - 1, move))
        legal_answer = self.ask({"type": "legal"})
        actions = legal_answer.get("actions", [])
        if len(actions) != step["legal"] or legal_digest(actions) != step["legal_hash"]:
            expected = legal_list(self._oracle_state(record, i))
            missing, unexpected = legal_differences(expected, actions)
            rules = rules_for_legal_diff(missing, unexpected)
            raise CaseFailure(f"after {i} moves the legal actions differ ({len(actions)} instead of "
                              f"{step['legal']}): " + (f"missing {_short(missing)}" if missing else "")
                              + ("; " if missing and unexpected else "")
                              + (f"unexpected {_short(unexpected)}" if unexpected else ""), rules)
        state = self.ask({"type": "state"})["state"]
        problems = []
        if state.get("conflict_pawn") != step["pawn"]:
            problems.append(f"conflict_pawn: expected {step['pawn']}, got {state.get('conflict_pawn')}")
        coins = [p.get("coins") for p in state.get("players", [])]
        if coins != step["coins"]:
            problems.append(f"coins: expected {step['coins']}, got {coins}")
        if problems:
            rules = self._step_rules(record, i) or rules_for_state_path("coins")
            raise CaseFailure(f"after {i} moves " + "; ".join(problems), rules)

    def _step_rules(self, record: dict[str, Any], i: int) -> list[str]:
        if i == 0:
            return ["setup.coins"]
        parsed = record_from_json(self.rules, {**record, "moves": record["moves"][:i]})
        game = Game(self.rules, parsed.variant)
        state = game.new_game(parsed.setup)
        events: Sequence[Any] = ()
        for action in parsed.moves:
            step = apply(state, action)
            state, events = step.state, step.events
        return rules_for_events(events)

    # -- perft -----------------------------------------------------------------------------------------
    def run_perft(self, position: dict[str, Any]) -> Result:
        return self._run("perft", position["name"], "perft", [], lambda: self._perft(position))

    def _perft(self, position: dict[str, Any]) -> None:
        record = position["record"]
        self.new_game(record)
        self.play(record, record["moves"])
        if "perft" not in self._engine().capabilities:
            answer = self.ask({"type": "legal"})
            if len(answer.get("actions", [])) != position["nodes"][0]:
                raise CaseFailure(f"depth 1: expected {position['nodes'][0]} nodes, got "
                                  f"{len(answer.get('actions', []))}", ["turn.play"])
            raise SkipItem("depth 1 agrees; deeper counts need the engine's 'perft' capability")
        for depth, expected in enumerate(position["nodes"], start=1):
            answer = self.ask({"type": "perft", "depth": depth})
            if answer.get("nodes") != expected:
                message, rules = self._localise(record, depth, expected, answer.get("nodes"))
                raise CaseFailure(message, rules)

    def _localise(self, record: dict[str, Any], depth: int, expected: int, got: Any) -> tuple[str, list[str]]:
        """Follow the first differing branch down to a position whose legal list differs."""
        message = f"depth {depth}: expected {expected} nodes, got {got}"
        path: list[dict[str, Any]] = []
        state = self._oracle_state(record, len(record["moves"]))
        from oracle.duel import legal_actions

        while depth > 1:
            self.new_game(record)
            self.play(record, record["moves"] + path)
            answer = self.ask({"type": "perft", "depth": depth, "divide": True})
            theirs = {canonical(d["action"]): d["nodes"] for d in answer.get("divide", [])}
            for action in legal_actions(state):
                key = canonical(action_to_json(self.rules, action))
                ours = perft(apply(state, action).state, depth - 1)
                if theirs.get(key) != ours:
                    path.append(action_to_json(self.rules, action))
                    state = apply(state, action).state
                    break
            else:
                break
            depth -= 1
        self.new_game(record)
        self.play(record, record["moves"] + path)
        actions = self.ask({"type": "legal"}).get("actions", [])
        missing, unexpected = legal_differences(legal_list(state), actions)
        where = f"after {_short(path, 3)}" if path else "at the position itself"
        detail = (f"missing {_short(missing)}" if missing else "") + ("; " if missing and unexpected else "") \
            + (f"unexpected {_short(unexpected)}" if unexpected else "")
        rules = rules_for_legal_diff(missing, unexpected) or ["turn.play"]
        return f"{message}; the legal actions first differ {where}: {detail or 'same list'}", rules

    # -- everything ------------------------------------------------------------------------------------
    def items(self, suite: Suite, selection: Selection) -> Iterator[Callable[[], Result]]:
        for case in suite.cases:
            if selection.case(case):
                yield partial(self.run_case, case)
        for golden in suite.goldens:
            if selection.golden(golden):
                yield partial(self.run_golden, golden)
        for position in suite.perft:
            if selection.position(position):
                yield partial(self.run_perft, position)


class SkipItem(Exception):
    pass


def summary_table(results: list[Result]) -> str:
    lines = [f"{'section':10}{'pass':>7}{'fail':>7}{'error':>7}{'skip':>7}"]
    for section in SECTIONS:
        counts = Counter(r.status for r in results if r.section == section)
        if counts:
            lines.append(f"{section:10}{counts['pass']:>7}{counts['fail']:>7}{counts['error']:>7}{counts['skip']:>7}")
    failing = Counter(rule for r in results if r.status == "fail" for rule in r.rules)
    if failing:
        lines.append("rules named by failures: " + ", ".join(f"{rule} ({n})" for rule, n in failing.most_common(12)))
    return "\n".join(lines)
