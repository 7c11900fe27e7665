"""A conformance suite as the runner reads it, and the results of running it.

A suite folder holds the cases (``*.json``), the playthrough goldens (``games/``) and the perft
counts (``perft.json``): :func:`load_suite` reads each file strictly (:func:`read_suite_file`:
a regular file of strict JSON, bounded, through :func:`oracle.core.jsonio.loads`) and checks every
item for the keys and types the runner relies on before anything runs; the first problem is a
:class:`SuiteError` naming the file and the JSON path.  A :class:`Selection` picks the items of a
run (a keyword, tags, rules, sections, the variant they hold under, their number of players).
Each item run ends as one :class:`Result` of one of :data:`STATUSES`; :func:`summary_table` counts
them by section.
"""

from __future__ import annotations

import os
import stat
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from oracle.conformance.canonical import GOLDEN_VERSION, HASHED
from oracle.conformance.client import one_line
from oracle.conformance.compare import DETAIL_LIMIT, MESSAGE_LIMIT
from oracle.core.game import Game
from oracle.core.jsonio import SUITE_FILE, child_path, is_int
from oracle.core.jsonio import loads as read_json
from oracle.core.registry import load_game
from oracle.errors import InvalidInputError
from oracle.files import read_bounded
from oracle.text import shown_json

SECTIONS = ("cases", "goldens", "perft")
STATUSES = ("pass", "fail", "error", "skip", "invalid")
MAX_PERFT_DEPTH = 5
MAX_SEATS = 7               # the most players any game of the family seats


@dataclass
class Result:
    section: str
    id: str
    status: str                 # pass | fail | error | skip | invalid
    rules: list[str] = field(default_factory=list)
    message: str = ""
    area: str = ""
    seconds: float = 0.0
    waited: float = 0.0         # of those seconds, the time spent waiting for the engine's answers
    details: list[str] = field(default_factory=list)    # every difference, whole (one line each)
    divergence: dict[str, Any] | None = None           # where the engine first departs (Divergence.to_json)
    unchecked: list[str] = field(default_factory=list)  # checks not made: an optional field or capability missing
    commonly_wrong: int | None = None   # the commonly-wrong entry the failure is about (its first blamed rule)
    record: dict[str, Any] | None = None    # the record up to the first divergence (for --repro)
    states: dict[str, Any] | None = None    # the oracle's and the engine's state there (for --repro and --html)

    def __post_init__(self) -> None:
        # whatever went into it, a result prints as one line
        self.id = one_line(self.id, 200)
        self.rules = list(dict.fromkeys(one_line(r, 100) for r in self.rules))
        self.message = one_line(self.message, MESSAGE_LIMIT)
        self.details = [one_line(d, DETAIL_LIMIT) for d in self.details]

    def line(self) -> str:
        rules = f" [{', '.join(self.rules)}]" if self.rules else ""
        item = {"cases": "case", "goldens": "golden"}.get(self.section, self.section)
        return f"{self.status.upper():5} {item} {self.id}{rules}" + (f": {self.message}" if self.message else "")


# ---- loading the suite ------------------------------------------------------------------------------


class SuiteError(InvalidInputError):
    """A suite file is not what the runner reads: the file, a JSON path and what was expected."""

    kind = "invalid_suite"

    def __init__(self, file: str | os.PathLike[str], path: str, message: str):
        self.file = one_line(str(file), 300)
        super().__init__(path, message)

    def __str__(self) -> str:
        return f"{self.file}: {self.path}: {self.message}"

    def to_json(self) -> dict[str, object]:
        return {**super().to_json(), "file": self.file}


@dataclass
class Suite:
    cases: list[dict[str, Any]]
    goldens: list[dict[str, Any]]
    perft: list[dict[str, Any]]

    def __len__(self) -> int:
        return len(self.cases) + len(self.goldens) + len(self.perft)


class _Shape:
    """Checks the shape of one suite file's items (what the runner relies on), naming the first
    problem by its JSON path."""

    def __init__(self, file: Path, kit: Any = None):
        self.file = file
        self.kit = kit

    def fail(self, path: str, message: str) -> SuiteError:
        return SuiteError(self.file, path, message)

    def object(self, value: Any, path: str, required: Iterable[str] = ()) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(path, f"expected an object, not {shown_json(value)}")
        for key in required:
            if key not in value:
                raise self.fail(path, f"missing key '{key}'")
        return value

    def text(self, value: Any, path: str, empty: bool = True) -> str:
        if not isinstance(value, str) or (not empty and not value):
            raise self.fail(path, f"expected {'a' if empty else 'a non-empty'} string, not {shown_json(value)}")
        return value

    def whole(self, value: Any, path: str, low: int | None = None) -> int:
        if not is_int(value) or (low is not None and value < low):
            bound = f" of at least {low}" if low is not None else ""
            raise self.fail(path, f"expected a whole number{bound}, not {shown_json(value)}")
        return int(value)

    def array(self, value: Any, path: str) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(path, f"expected an array, not {shown_json(value)}")
        return value

    def texts(self, value: Any, path: str) -> None:
        for i, item in enumerate(self.array(value, path)):
            self.text(item, f"{path}[{i}]")

    def objects(self, value: Any, path: str) -> list[dict[str, Any]]:
        return [self.object(item, f"{path}[{i}]") for i, item in enumerate(self.array(value, path))]

    def record(self, value: Any, path: str) -> None:
        record = self.object(value, path, ("setup", "moves"))
        self.object(record["setup"], f"{path}.setup")
        self.objects(record["moves"], f"{path}.moves")
        if "variant" in record:
            self.text(record["variant"], f"{path}.variant")

    def variants(self, item: dict[str, Any], path: str) -> None:
        """An item's ``variants`` (optional): a non-empty array of names (which names, the item's own
        check says: :func:`oracle.conformance.selfcheck.variants_problem`)."""
        if "variants" in item:
            if not self.array(item["variants"], f"{path}.variants"):
                raise self.fail(f"{path}.variants", "expected at least one variant (the record's own first)")
            for i, name in enumerate(item["variants"]):
                self.text(name, f"{path}.variants[{i}]", empty=False)

    def case(self, case: Any, path: str) -> dict[str, Any]:
        self.object(case, path, ("id", "description", "rules", "tags", "record", "expect"))
        self.text(case["id"], f"{path}.id", empty=False)
        self.text(case["description"], f"{path}.description")
        self.texts(case["rules"], f"{path}.rules")
        tags = self.object(case["tags"], f"{path}.tags", ("area",))
        for key, value in tags.items():
            self.text(value, child_path(f"{path}.tags", key))
        if "commonly_wrong" in case:
            self.whole(case["commonly_wrong"], f"{path}.commonly_wrong", 1)
        self.record(case["record"], f"{path}.record")
        self.variants(case, path)
        expect = self.object(case["expect"], f"{path}.expect")
        if "state" in expect:
            self.object(expect["state"], f"{path}.expect.state")
        for key in ("events", "legal"):
            if key in expect:
                self.objects(expect[key], f"{path}.expect.{key}")
        for i, item in enumerate(self.objects(expect.get("illegal", []), f"{path}.expect.illegal")):
            where = f"{path}.expect.illegal[{i}]"
            self.object(item, where, ("action", "rule"))
            self.object(item["action"], f"{where}.action")
            self.text(item["rule"], f"{where}.rule")
        for i, view in enumerate(self.objects(expect.get("observe", []), f"{path}.expect.observe")):
            where = f"{path}.expect.observe[{i}]"
            self.object(view, where, ("player", "observation"))
            players = case["record"].get("players", 2)     # Duel's records leave out its two players
            seats = players if is_int(players) and 2 <= players <= MAX_SEATS else MAX_SEATS
            if not is_int(view["player"]) or not 0 <= view["player"] < seats:
                choices = ", ".join(str(n) for n in range(seats - 1)) + f" or {seats - 1}"
                raise self.fail(f"{where}.player", f"expected {choices}, not {shown_json(view['player'])}")
            self.object(view["observation"], f"{where}.observation")
        return case

    def golden(self, golden: Any, path: str) -> dict[str, Any]:
        self.object(golden, path, ("id", "tags", "record", "steps", "outcome"))
        self.text(golden["id"], f"{path}.id", empty=False)
        self.texts(golden["tags"], f"{path}.tags")
        self.record(golden["record"], f"{path}.record")
        self.variants(golden, path)
        version = golden.get("version", 1)
        if not is_int(version) or version not in (1, GOLDEN_VERSION):
            raise self.fail(f"{path}.version", f"expected 1 or {GOLDEN_VERSION} (the golden format), not "
                                               f"{shown_json(version)}")
        steps = self.objects(golden["steps"], f"{path}.steps")
        if not steps:
            raise self.fail(f"{path}.steps", "expected at least one step (the state before the first move)")
        if len(steps) > len(golden["record"]["moves"]) + 1:
            raise self.fail(f"{path}.steps", f"{len(steps)} steps for {len(golden['record']['moves'])} moves "
                                             "(at most one more step than moves)")
        for i, step in enumerate(steps):
            where = f"{path}.steps[{i}]"
            self.object(step, where, ("legal", "legal_hash"))
            self.whole(step["legal"], f"{where}.legal", 0)
            self.text(step["legal_hash"], f"{where}.legal_hash")
            if version >= 2:
                self.object(step, where, tuple(HASHED))
                for key in HASHED:
                    self.text(step[key], f"{where}.{key}")
            if self.kit is not None and self.kit.game != "duel":
                self.object(step, where, tuple(self.kit.golden_step_schema().get("required", ())))
            elif "coins" in step or "pawn" in step:     # Duel's steps
                self.object(step, where, ("coins", "pawn"))
                self.array(step["coins"], f"{where}.coins")
                self.whole(step["pawn"], f"{where}.pawn")
        keys = self.kit.outcome_keys if self.kit is not None else ("victory", "winner")
        outcome = self.object(golden["outcome"], f"{path}.outcome", keys)
        self.text(outcome["victory"], f"{path}.outcome.victory")
        if "winner" in keys and (outcome["winner"] not in (0, 1, "shared") or isinstance(outcome["winner"], bool)):
            raise self.fail(f"{path}.outcome.winner", f"expected 0, 1 or 'shared', not "
                                                      f"{shown_json(outcome['winner'])}")
        if "winners" in keys:
            winners = self.array(outcome["winners"], f"{path}.outcome.winners")
            if not winners:
                raise self.fail(f"{path}.outcome.winners", "expected at least one winner")
            for i, seat in enumerate(winners):
                self.whole(seat, f"{path}.outcome.winners[{i}]", 0)
        return golden

    def position(self, position: Any, path: str) -> dict[str, Any]:
        self.object(position, path, ("name", "record", "nodes"))
        self.text(position["name"], f"{path}.name", empty=False)
        self.record(position["record"], f"{path}.record")
        self.variants(position, path)
        nodes = self.array(position["nodes"], f"{path}.nodes")
        if not 1 <= len(nodes) <= MAX_PERFT_DEPTH:
            raise self.fail(f"{path}.nodes", f"expected counts for depths 1 to at most {MAX_PERFT_DEPTH}, "
                                             f"not {len(nodes)} of them")
        for i, count in enumerate(nodes):
            self.whole(count, f"{path}.nodes[{i}]", 0)
        return position


def read_suite_file(path: Path) -> Any:
    """One suite (or baseline) file as JSON: a regular file of at most 64 MiB of strict JSON."""
    try:
        info = os.stat(path)
    except OSError as error:
        raise SuiteError(path, "$", f"cannot read it: {error.strerror}") from None
    if not stat.S_ISREG(info.st_mode):
        raise SuiteError(path, "$", "is not a regular file")
    try:
        return read_json(read_bounded(path, SUITE_FILE.max_bytes, what="the file"), SUITE_FILE, what="the file")
    except InvalidInputError as error:
        raise SuiteError(path, error.path, error.message) from None


def load_suite(folder: Path | None = None, game: Game | None = None) -> Suite:
    """The suite in ``folder`` (default: the bundled suite of ``game``, 7 Wonders Duel unless
    given), every file read strictly and every item checked for the keys and types the runner
    uses; a problem is a :class:`SuiteError`."""
    kit = (game or load_game("duel")).conformance_kit()
    if folder is None:
        if kit is None:
            raise SuiteError("(no suite)", "$", f"{(game or load_game('duel')).title} has no conformance suite yet")
        folder = kit.suite_dir()
    if not folder.is_dir():
        raise SuiteError(folder, "$", "no such folder" if not folder.exists() else "is not a folder")
    cases: list[dict[str, Any]] = []
    for path in sorted(folder.glob("*.json")):
        if path.name in ("perft.json", "coverage.json"):
            continue
        shape = _Shape(path)
        data = shape.object(read_suite_file(path), "$", ("cases",))
        cases.extend(shape.case(case, f"$.cases[{i}]") for i, case in enumerate(shape.array(data["cases"], "$.cases")))
    goldens = []
    for path in sorted((folder / "games").glob("*.json")):
        goldens.append(_Shape(path, kit).golden(read_suite_file(path), "$"))
    positions: list[dict[str, Any]] = []
    perft_file = folder / "perft.json"
    if perft_file.exists():
        shape = _Shape(perft_file)
        data = shape.object(read_suite_file(perft_file), "$", ("positions",))
        positions = [shape.position(p, f"$.positions[{i}]")
                     for i, p in enumerate(shape.array(data["positions"], "$.positions"))]
    return Suite(cases, goldens, positions)


def held_under(item: dict[str, Any], game: type[Game] | Game | None = None) -> list[str]:
    """The variants a suite item holds for: its ``variants``, else its record's own variant alone
    (the first of ``game``'s variants when the record names none; 7 Wonders Duel's by default)."""
    listed = item.get("variants")
    if isinstance(listed, list) and listed:
        return [v for v in listed if isinstance(v, str)]
    own = item["record"].get("variant", game.variants[0] if game is not None else "standard")
    return [own] if isinstance(own, str) else []


def played_by(item: dict[str, Any], game: type[Game] | Game | None = None) -> Any:
    """The number of players of a suite item's record: its ``players``, else the least its variant is
    played with (as a record is read: :meth:`Game.record_head`; Duel's 2 by default)."""
    record = item["record"]
    if "players" in record or game is None:
        return record.get("players", 2)
    variant = record.get("variant", game.variants[0])
    return game.counts_for(variant)[0] if variant in game.variants else None


@dataclass
class Selection:
    """The items of a run: a keyword (in an id or description), tags (``value`` or ``key=value``;
    ``variant=NAME`` the items holding under it), rules pinned, sections; ``variant``: only the items
    that hold under that variant (their ``variants``, :func:`held_under`), perft positions included;
    ``players``: only those played by that many (:func:`played_by`).  ``game`` is the suite's game:
    what a record naming neither its variant nor its number of players is played with."""

    keyword: str | None = None
    tags: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    sections: tuple[str, ...] = SECTIONS
    variant: str | None = None
    players: int | None = None
    game: type[Game] | Game | None = None

    def played(self, item: dict[str, Any]) -> bool:
        """Whether ``item`` holds under the chosen variant and is played by the chosen number of players."""
        if self.variant is not None and self.variant not in held_under(item, self.game):
            return False
        return self.players is None or played_by(item, self.game) == self.players

    def case(self, case: dict[str, Any]) -> bool:
        if "cases" not in self.sections or not self.played(case):
            return False
        if self.keyword and self.keyword.lower() not in (case["id"] + " " + case["description"]).lower():
            return False
        if self.tags and not all(self._tag(case["tags"], t, held_under(case, self.game)) for t in self.tags):
            return False
        return not self.rules or any(r in case["rules"] for r in self.rules)

    @staticmethod
    def _tag(tags: dict[str, str], wanted: str, variants: Sequence[str] = ()) -> bool:
        """Whether a case's tags hold ``wanted`` (``key=value`` or a value); ``variant=NAME`` also
        selects a case that holds under that variant besides its own (its ``variants``)."""
        if "=" in wanted:
            key, value = wanted.split("=", 1)
            return tags.get(key) == value or (key == "variant" and value in variants)
        return wanted in tags.values()

    def _item_tag(self, item: dict[str, Any], wanted: str, values: Sequence[str] = ()) -> bool:
        """Whether a golden (its tags are ``values``: players-4, battle...) or a perft position (no
        tags) answers to ``wanted``: a value it is tagged with, ``game=`` (a suite is one game's: every
        item) or ``variant=NAME`` (the items holding under it)."""
        value = wanted.split("=", 1)[-1]
        return value in values or wanted.startswith("game=") \
            or (wanted.startswith("variant=") and value in held_under(item, self.game))

    def golden(self, golden: dict[str, Any]) -> bool:
        if "goldens" not in self.sections or self.rules or not self.played(golden):
            return False
        if self.keyword and self.keyword.lower() not in golden["id"].lower():
            return False
        return all(self._item_tag(golden, t, golden["tags"]) for t in self.tags)

    def position(self, position: dict[str, Any]) -> bool:
        if "perft" not in self.sections or self.rules or not self.played(position):
            return False
        if not all(self._item_tag(position, t) for t in self.tags):
            return False
        return not self.keyword or self.keyword.lower() in position["name"].lower()


# ---- the results ------------------------------------------------------------------------------------


def summary_table(results: list[Result]) -> str:
    lines = [f"{'section':10}{'pass':>7}{'fail':>7}{'error':>7}{'skip':>7}"]
    for section in SECTIONS:
        counts = Counter(r.status for r in results if r.section == section)
        if counts:
            lines.append(f"{section:10}{counts['pass']:>7}{counts['fail']:>7}{counts['error']:>7}{counts['skip']:>7}")
    # each failure counts once, for the rule it blames first (its first divergence's, where found)
    failing = Counter(r.rules[0] for r in results if r.status == "fail" and r.rules)
    if failing:
        lines.append("rules blamed first by failures: "
                     + ", ".join(f"{rule} ({n})" for rule, n in failing.most_common(12)))
    invalid = sum(r.status == "invalid" for r in results)
    if invalid:
        lines.append(f"invalid: {invalid} suite item(s) the oracle itself cannot check (nothing is said of the "
                     "engine)")
    skipped = Counter(r.message for r in results if r.status == "skip")
    for reason, n in sorted(skipped.items()):
        lines.append(f"skipped {n} item(s): {reason}")
    for check, n in sorted(unchecked_counts(results).items()):
        lines.append(f"not checked in {n} item(s): {check}")
    return "\n".join(lines)


def unchecked_counts(results: list[Result]) -> dict[str, int]:
    """Each check not made, with the number of items it was left out of."""
    return dict(Counter(check for r in results for check in r.unchecked))
