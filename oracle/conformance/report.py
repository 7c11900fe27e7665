"""What ``oracle conform`` says of a run, for a person and for a machine.

* **The header**: the engine (its command, what its ``hello`` says: name, protocol, the games,
  variants and numbers of players it announces), the suite (where it comes from, how many items,
  a digest of its files), the selection and shard, when the run started and how long it took.
* **Groups**: the failures grouped by the signature of their first divergence (status, the rule
  blamed first, the kind of difference, the field or event it is on), each group with its count
  and one example, largest first.  Engine errors with the same message (a crashed engine that is
  not started again fails every item the same way) make one group.
* **Known divergences**: ``--known RULE`` and an expectations file say which failures are
  expected; they are reported apart, a known failure that now passes is reported too, and only
  new failures make the run fail.
* **Formats**: the text report, JSON (every item, passing too, with per-section and overall
  totals; published as ``spec/schema/report.schema.json``) and JUnit XML (the section as the
  class name, the item id as the test name).
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from oracle.conformance.client import one_line
from oracle.conformance.suite import (
    SECTIONS,
    STATUSES,
    Result,
    SuiteError,
    read_suite_file,
    summary_table,
    unchecked_counts,
)
from oracle.text import shown

REPORT_VERSION = 1
FAILING = ("fail", "error")


# ---- the header -----------------------------------------------------------------------------------------

def run_title(game: Any, variant: str | None) -> str:
    """The name of what a run checks, as a reader meets it: the ruleset of the variant chosen
    (``7 Wonders (2020 edition)``, ``7 Wonders Duel: Pantheon``), else the ruleset of the suite's
    one variant, else the game (a suite of several variants: ``7 Wonders``)."""
    if variant is not None or len(game.ruleset_variants()) == 1:
        return str(game.ruleset_title)
    return str(game.title)


def ruleset_line(game: Any, variant: str | None) -> str:
    """Which ruleset a run checks, as its report says: its title (:func:`run_title`) and the variant
    chosen, or every variant the suite covers, and the readings of rule options chosen, if any."""
    readings = getattr(game, "rule_options", {})
    chosen = f"; rule options {', '.join(f'{k}={v}' for k, v in readings.items())}" if readings else ""
    if variant is not None:
        return f"{run_title(game, variant)}, variant {variant}{chosen}"
    variants = game.ruleset_variants()
    return run_title(game, variant) + (f", every variant ({', '.join(variants)})" if len(variants) > 1 else "") + chosen


CHOSEN = ("keyword", "tags", "rules", "sections", "players")    # what a selection is narrowed by, as it reads


def selected_line(header: dict[str, Any]) -> str:
    """What a run selected: how many items of each kind, of which ruleset, narrowed by what, which shard."""
    chosen = header["selection"]
    counts = chosen.get("by_section")
    kinds = f": {', '.join(f'{counts[s]:,} {s}' for s in SECTIONS)}" if isinstance(counts, dict) else ""
    ruleset = f" of {chosen['ruleset']}" if chosen.get("ruleset") else ""
    picked = [f"{k} {', '.join(v) if isinstance(v, list) else v}" for k in CHOSEN if (v := chosen.get(k))]
    return (f"selected: {chosen['items']:,} items{ruleset}{kinds}" + (f" ({'; '.join(picked)})" if picked else "")
            + (f", shard {header['shard']}" if header.get("shard") else ""))


# ---- the suite's identity -----------------------------------------------------------------------------


def suite_digest(folder: Path) -> str:
    """A digest of a suite folder's files (their paths relative to it, and their bytes): two runs
    with the same digest ran the same suite."""
    digest = hashlib.sha256()
    for path in sorted(p for p in folder.rglob("*.json") if p.is_file()):
        digest.update(path.relative_to(folder).as_posix().encode("utf-8") + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


# ---- shards ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Shard:
    """Part ``index`` (1-based) of ``count``: the items whose position in the selection, counted
    from 0, leaves ``index - 1`` when divided by ``count``.  The parts of one selection are
    disjoint and together hold every item, so the union of N shard reports is one full run."""

    index: int = 1
    count: int = 1

    @classmethod
    def parse(cls, text: str) -> Shard:
        match = re.fullmatch(r"([0-9]{1,6})/([0-9]{1,6})", text.strip())
        if match is None or not 1 <= int(match.group(1)) <= int(match.group(2)):
            raise ValueError(f"expected K/N with 1 <= K <= N (for example 2/4), not {shown(text)}")
        return cls(int(match.group(1)), int(match.group(2)))

    def holds(self, position: int) -> bool:
        return position % self.count == self.index - 1

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"


# ---- known divergences ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Expectations:
    """Failures an engine author already knows of: by rule id (a failure whose first blamed rule is
    one of them) or by item (``section:id``, as ``--track`` names items), each with why."""

    rules: dict[str, str] = field(default_factory=dict)
    items: dict[str, str] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return bool(self.rules or self.items)

    def reason(self, result: Result) -> str | None:
        """Why ``result`` was expected to fail (``None``: it was not)."""
        key = item_key(result)
        if key in self.items:
            return self.items[key] or "listed as a known failure"
        if result.status == "fail" and result.rules and result.rules[0] in self.rules:
            return self.rules[result.rules[0]] or f"known divergence on {result.rules[0]}"
        return None

    def merged(self, rules: Iterable[str]) -> Expectations:
        return Expectations({**self.rules, **{r: self.rules.get(r, "") for r in rules}}, self.items)

    @classmethod
    def read(cls, path: str | Path) -> Expectations:
        """An expectations file: ``{"rules": {RULE: WHY, ...}, "items": {"section:id": WHY, ...}}``
        (both optional; WHY a string, possibly empty).  A problem is a :class:`SuiteError` naming the
        file and the JSON path."""
        data = read_suite_file(Path(path))
        if not isinstance(data, dict):
            raise SuiteError(path, "$", "expected an object with 'rules' and/or 'items'")
        for key in data:
            if key not in ("rules", "items", "description"):
                raise SuiteError(path, f"$.{one_line(str(key), 60)}", "unknown key (expected 'rules', 'items' or "
                                                                     "'description')")
        parts: dict[str, dict[str, str]] = {}
        for part in ("rules", "items"):
            value = data.get(part, {})
            if not isinstance(value, dict):
                raise SuiteError(path, f"$.{part}", "expected an object mapping each entry to why it is known")
            for key, why in value.items():
                where = f"$.{part}[{shown(key, 80)}]"
                if not isinstance(why, str):
                    raise SuiteError(path, where, "expected a string saying why (it may be empty)")
                if part == "items" and key.split(":", 1)[0] not in SECTIONS:
                    raise SuiteError(path, where, f"expected 'section:id' with a section of {', '.join(SECTIONS)}")
            parts[part] = {one_line(k, 200): one_line(v, 300) for k, v in value.items()}
        return cls(parts["rules"], parts["items"])


def item_key(result: Result) -> str:
    return f"{result.section}:{result.id}"


# ---- signatures and groups ----------------------------------------------------------------------------------

_INDEX = re.compile(r"\[[0-9]+\]")
_NUMBER = re.compile(r"[0-9]+(?:\.[0-9]+)?")
_NOT_STARTED = re.compile(r"not started again after [0-9]+ failed starts; the last: ")


def _json_word(text: str, *keys: str) -> str:
    """The value of the first of ``keys`` in the JSON object that ``text`` starts with, or ''."""
    start = text.find("{")
    if start < 0:
        return ""
    try:
        value = json.loads(text[start:])
    except ValueError:
        return ""
    if not isinstance(value, dict):
        return ""
    return next((str(value[k]) for k in keys if isinstance(value.get(k), str)), "")


def _without_cost(text: str) -> str | None:
    """A legal-list difference's action (``missing {...}`` or ``unexpected {...}``) without its price."""
    start = text.find("{")
    try:
        value = json.loads(text[start:]) if start >= 0 else None
    except ValueError:
        return None
    if not isinstance(value, dict):
        return None
    return json.dumps({k: v for k, v in value.items() if k != "cost"}, sort_keys=True)


def _priced_differently(first: str, details: list[str]) -> bool:
    """Whether the first difference's action is on both sides of the legal list at another price."""
    action = _without_cost(first)
    other = "unexpected" if first.startswith("missing") else "missing"
    return action is not None and any(d.startswith(other) and _without_cost(d) == action for d in details)


def signature(result: Result) -> tuple[str, str, str, str]:
    """What makes two results the same problem: status, the rule blamed first, the kind of
    difference and where it is (a state field with its indices made ``[*]``, an event kind, a
    kind of legal action); for an engine error the message with its numbers made ``N``."""
    rule = result.rules[0] if result.rules else ""
    if result.status == "error":
        # an engine not started again fails each later item with the last start's fault: one group
        message = _NOT_STARTED.sub("", result.message)
        return ("error", "", "engine", _NUMBER.sub("N", message)[:160])
    if result.status != "fail":
        return (result.status, rule, "", "")
    divergence = result.divergence
    if divergence is None:
        head = result.message.split(":", 1)[0] if ":" in result.message else result.message
        return ("fail", rule, "check", _NUMBER.sub("N", _INDEX.sub("[*]", head))[:120])
    kind = str(divergence.get("kind", ""))
    details = divergence.get("details") or [divergence.get("what", "")]
    first = str(details[0]) if details else ""
    if kind == "state":
        where = _INDEX.sub("[*]", first.split(":", 1)[0])
    elif kind == "events":
        side = "missing" if first.startswith("event missing") else "unexpected"
        where = f"{side} {_json_word(first, 'kind') or 'event'}"
    elif kind == "legal":
        side = "missing" if first.startswith("missing") else "unexpected"
        if _priced_differently(first, [str(d) for d in details]):
            side = "priced differently"
        where = f"{side} {_json_word(first, 'type', 'kind', 'action') or 'action'}"
    else:
        where = _json_word(json.dumps(divergence.get("move")), "type", "kind", "action") if kind == "refused" else ""
    return ("fail", rule, kind, where)


@dataclass
class Group:
    signature: tuple[str, str, str, str]
    results: list[Result]

    @property
    def count(self) -> int:
        return len(self.results)

    def line(self) -> str:
        status, rule, kind, where = self.signature
        example = self.results[0]
        what = " · ".join(x for x in (kind, where) if x and kind != "engine")
        head = f"{status.upper():5} {self.count:>5} item{'s' if self.count > 1 else ' '}"
        rules = f" [{rule}]" if rule else ""
        item = {"cases": "case", "goldens": "golden"}.get(example.section, example.section)
        if status == "error":
            not_run = sum(_NOT_STARTED.search(r.message) is not None for r in self.results)
            skipped = f" ({not_run} of them not run: the engine was not started again)" if not_run else ""
            return f"{head} {one_line(self.results[0].message, 400)}{skipped}"
        return (f"{head}{rules}" + (f" {what}" if what else "")
                + f" — e.g. {item} {example.id}: {one_line(example.message, 400)}")

    def to_json(self) -> dict[str, Any]:
        status, rule, kind, where = self.signature
        return {"status": status, "rule": rule, "kind": kind, "where": where, "count": self.count,
                "example": self.results[0].id, "items": [item_key(r) for r in self.results]}


def groups(results: Iterable[Result]) -> list[Group]:
    """Failing results grouped by :func:`signature`, the largest group first (ties: by signature)."""
    found: dict[tuple[str, str, str, str], list[Result]] = {}
    for result in results:
        if result.status in FAILING:
            found.setdefault(signature(result), []).append(result)
    return [Group(sig, rs) for sig, rs in sorted(found.items(), key=lambda kv: (-len(kv[1]), kv[0]))]


# ---- the whole report ------------------------------------------------------------------------------------------


@dataclass
class Report:
    """One run: its header, every result, what was known, and what was asked twice."""

    header: dict[str, Any]
    results: list[Result]
    expectations: Expectations = field(default_factory=Expectations)
    rechecked: int = 0                                  # items asked twice to see that answers repeat
    changes: dict[str, str] | None = None              # since a --track baseline

    def known(self) -> list[tuple[Result, str]]:
        return [(r, why) for r in self.results if r.status in FAILING
                for why in [self.expectations.reason(r)] if why is not None]

    def new(self) -> list[Result]:
        return [r for r in self.results if r.status in FAILING and self.expectations.reason(r) is None]

    def fixed(self) -> list[Result]:
        """Items listed as known failures that now pass."""
        return [r for r in self.results if r.status == "pass" and item_key(r) in self.expectations.items]

    def quiet_rules(self) -> list[str]:
        """Known rules that no failure of this run blames first."""
        blamed = {r.rules[0] for r in self.results if r.status == "fail" and r.rules}
        return sorted(rule for rule in self.expectations.rules if rule not in blamed)

    def nondeterministic(self) -> list[Result]:
        return [r for r in self.results if r.status == "error" and r.message.startswith("engine nondeterministic")]

    def totals(self, section: str | None = None) -> dict[str, int]:
        counts = Counter(r.status for r in self.results if section is None or r.section == section)
        return {s: counts[s] for s in STATUSES}

    def time_by_section(self) -> dict[str, dict[str, float]]:
        """Where the run's time went, section by section: the items' seconds in all, the part spent
        waiting for the engine's answers, and the rest, the runner's own work (replaying with the
        oracle, comparing, checking the answers against the schemas)."""
        out: dict[str, dict[str, float]] = {}
        for section in SECTIONS:
            mine = [r for r in self.results if r.section == section]
            if mine:
                seconds, waited = sum(r.seconds for r in mine), sum(r.waited for r in mine)
                out[section] = {"items": len(mine), "seconds": round(seconds, 3), "waited": round(waited, 3),
                                "runner": round(max(0.0, seconds - waited), 3)}
        return out

    def exit_status(self) -> int:
        """1 when the engine fails or misbehaves on an item not known to fail, else 2 when the suite
        holds an item the oracle cannot check, else 0."""
        if self.new():
            return 1
        return 2 if any(r.status == "invalid" for r in self.results) else 0

    # -- text ------------------------------------------------------------------------------------------
    def header_lines(self) -> list[str]:
        h = self.header
        lines = [f"oracle conform — {h['title']} (report {REPORT_VERSION}, oracle {h['oracle']})",
                 f"engine:   {h['engine']['command']}"]
        hello = h["engine"]
        said = ", ".join(f"{k} {one_line(str(hello[k]), 80)}" for k in ("name", "version") if hello.get(k))
        lines.append(f"hello:    protocol {hello.get('protocol') or '?'}" + (f", {said}" if said else ""))
        for game, offer in sorted(hello.get("announces", {}).items()):
            if game != h["game"]:
                continue
            variants = ", ".join(offer["variants"]) if offer["variants"] is not None else "every variant"
            players = ", ".join(map(str, offer["players"])) if offer["players"] is not None else "any number"
            lines.append(f"announces {game}: {variants}; players {players}")
        suite = h["suite"]
        lines.append(f"suite:    {suite['source']} ({suite['cases']:,} cases, {suite['goldens']:,} goldens, "
                     f"{suite['perft']:,} perft; digest {suite['digest']})")
        lines.append(selected_line(h))
        lines.append(f"started:  {h['started']}" + (f", {h['seconds']:.1f} s" if "seconds" in h else ""))
        spent = self.time_by_section()
        if spent:
            lines.append("time:     " + "; ".join(f"{section} {t['seconds']:.1f} s (the runner's own "
                                                  f"{t['runner']:.1f} s)" for section, t in spent.items()))
        return lines

    def text(self, every: bool = False, details: bool = False) -> str:
        """The report for a terminal: the header, the new failures by group (or every failing item
        with ``every``), the known ones apart, the summary table."""
        out = [*self.header_lines(), ""]
        new = self.new()
        if self.changes is not None:
            changed = [r for r in self.results if r.id in self.changes]
            out += [r.line() for r in changed]
            out.append(f"{len(self.changes)} change(s) since the baseline")
        elif every:
            for r in [r for r in self.results if r.status in ("fail", "error", "invalid")]:
                out.append(r.line() + (" (known)" if self.expectations.reason(r) is not None else ""))
                out += [f"      {d}" for d in r.details] if details else []
        else:
            grouped = groups(new)
            if grouped:
                out.append(f"{len(new):,} new failure(s) in {len(grouped)} group(s):")
                for group in grouped:
                    out.append(group.line())
                    if details:
                        out += [f"      {d}" for d in group.results[0].details]
            out += [r.line() for r in self.results if r.status == "invalid"]
        known = self.known()
        if known:
            by_why = Counter(why for _, why in known)
            out.append(f"{len(known):,} known failure(s): " + "; ".join(f"{why} ({n})" for why, n in
                                                                          sorted(by_why.items())))
        for r in self.fixed():
            out.append(f"FIXED {r.section} {r.id}: listed as a known failure, it now passes")
        for rule in self.quiet_rules():
            out.append(f"known rule {rule}: no failure of this run blames it first")
        if self.rechecked:
            odd = self.nondeterministic()
            out.append(f"asked twice: {self.rechecked} item(s); " + (f"{len(odd)} answered differently"
                                                                      if odd else "every answer repeated"))
        out.append(summary_table(self.results))
        return "\n".join(out)

    # -- JSON --------------------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "report": REPORT_VERSION,
            **self.header,
            "totals": self.totals(),
            "sections": {s: self.totals(s) for s in SECTIONS if any(r.section == s for r in self.results)},
            "unchecked": unchecked_counts(self.results),
            "groups": [g.to_json() for g in groups(self.new())],
            "known": [{"item": item_key(r), "status": r.status, "why": why} for r, why in self.known()],
            "fixed": [item_key(r) for r in self.fixed()],
            "quiet_rules": self.quiet_rules(),
            "rechecked": self.rechecked,
            "time": self.time_by_section(),
            "results": [result_json(r, self.expectations.reason(r)) for r in self.results],
        }
        if self.changes is not None:
            out["changes"] = self.changes
        return out

    # -- JUnit XML ------------------------------------------------------------------------------------------------
    def junit(self) -> str:
        """JUnit XML: one test suite per section, the section as each test's class name and the
        item id as its name; failures and errors carry their message and every difference, a known
        failure is a skipped test that says why."""
        lines = ['<?xml version="1.0" encoding="UTF-8"?>',
                 f'<testsuites name={quoteattr("oracle conform — " + self.header["title"])} '
                 f'tests="{len(self.results)}" failures="{len([r for r in self.new() if r.status == "fail"])}" '
                 f'errors="{len([r for r in self.new() if r.status == "error"])}">']
        for section in SECTIONS:
            mine = [r for r in self.results if r.section == section]
            if not mine:
                continue
            failures = sum(r.status == "fail" and self.expectations.reason(r) is None for r in mine)
            errors = sum(r.status in ("error", "invalid") and self.expectations.reason(r) is None for r in mine)
            skipped = sum(r.status == "skip" or (r.status in FAILING and self.expectations.reason(r) is not None)
                          for r in mine)
            lines.append(f'  <testsuite name="{section}" tests="{len(mine)}" failures="{failures}" '
                         f'errors="{errors}" skipped="{skipped}" time="{sum(r.seconds for r in mine):.3f}">')
            for r in mine:
                lines.append(f'    <testcase classname="{section}" name={quoteattr(r.id)} time="{r.seconds:.3f}">')
                why = self.expectations.reason(r) if r.status in FAILING else None
                body = escape("\n".join([r.message, *r.details]))
                if why is not None:
                    lines.append(f"      <skipped message={quoteattr('known failure: ' + why)}/>")
                elif r.status == "fail":
                    lines.append(f"      <failure message={quoteattr(r.message)} "
                                 f"type={quoteattr(', '.join(r.rules))}>{body}</failure>")
                elif r.status in ("error", "invalid"):
                    lines.append(f"      <error message={quoteattr(r.message)} type=\"{r.status}\">{body}</error>")
                elif r.status == "skip":
                    lines.append(f"      <skipped message={quoteattr(r.message)}/>")
                lines.append("    </testcase>")
            lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return "\n".join(lines) + "\n"


def result_json(r: Result, known: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"section": r.section, "id": r.id, "status": r.status, "rules": r.rules,
                           "message": r.message, "details": r.details, "seconds": round(r.seconds, 3),
                           "waited": round(r.waited, 3)}
    if r.divergence:
        out["first_divergence"] = r.divergence
    if r.unchecked:
        out["unchecked"] = r.unchecked
    if r.commonly_wrong is not None:
        out["commonly_wrong"] = r.commonly_wrong
    if known is not None and r.status in FAILING:
        out["known"] = known
    return out


def engine_header(command: str, engine: Any) -> dict[str, Any]:
    """What the engine's ``hello`` said, for the header (nothing if it never started)."""
    hello = getattr(engine, "hello", {}) or {}
    announces = {game: {"variants": sorted(o.variants) if o.variants is not None else None,
                        "players": sorted(o.players) if o.players is not None else None}
                 for game, o in sorted(getattr(engine, "offers", {}).items())}
    out: dict[str, Any] = {"command": command, "protocol": getattr(engine, "protocol", None),
                           "capabilities": sorted(getattr(engine, "capabilities", ()))}
    for key, said in (("name", "engine"), ("version", "version")):
        if isinstance(hello.get(said), str):
            out[key] = one_line(hello[said], 200)
    out["announces"] = announces
    return out


def same_answer(first: Result, second: Result) -> bool:
    """Whether an item asked twice was answered the same (status, rules, message, divergence)."""
    return (first.status, first.rules, first.message, first.divergence) == \
        (second.status, second.rules, second.message, second.divergence)


def asked_twice(first: Result, second: Result) -> Result:
    """``first``, unless asked again the engine answered differently: then an engine error that
    says so (before any rule is blamed)."""
    if same_answer(first, second):
        return first
    return Result(first.section, first.id, "error", [],
                  f"engine nondeterministic: the item asked twice was answered differently: first "
                  f"{one_line(first.line(), 300)}; then {one_line(second.line(), 300)}", first.area,
                  seconds=first.seconds + second.seconds, waited=first.waited + second.waited)


# ---- reproductions ---------------------------------------------------------------------------------------------

_UNSAFE_NAME = re.compile(r"[^A-Za-z0-9._-]+")


def write_repro(report: Report, folder: Path) -> list[Path]:
    """For each group of new failures, a folder ``NN-RULE-KIND`` holding ``record.json`` (the
    record of its example up to the first divergence, which ``oracle replay`` replays),
    ``divergence.json`` (the item, its message, the first divergence, and the oracle's view beside
    the engine's state there) and ``position.svg`` (the picture of the position where it diverged,
    :mod:`oracle.conformance.position`, where the ruleset is drawn).  Returns the folders written."""
    from oracle.conformance.position import where
    from oracle.core.jsonio import dumps
    from oracle.files import write_atomic

    written = []
    for n, group in enumerate(groups(report.new()), start=1):
        example = next((r for r in group.results if r.record is not None), None)
        if example is None:
            continue
        status, rule, kind, _ = group.signature
        name = _UNSAFE_NAME.sub("_", f"{n:02d}-{rule or status}-{kind}")[:120]
        target = folder / name
        target.mkdir(parents=True, exist_ok=True)
        write_atomic(target / "record.json", dumps(example.record))
        drawn = where(example)
        if drawn is not None:
            write_atomic(target / "position.svg", drawn.svg)
        write_atomic(target / "divergence.json", dumps({
            "item": item_key(example), "group": group.to_json(), "message": example.message,
            "first_divergence": example.divergence, "oracle_state": (example.states or {}).get("oracle"),
            "engine_state": (example.states or {}).get("engine")}))
        written.append(target)
    return written
