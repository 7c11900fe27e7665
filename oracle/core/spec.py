"""Reading a game's spec folder within bounds: its `game.toml` with every key's position, its
`rules.toml` (the rule-id registry), and its component files, parsed and counted.

A spec folder may come from anyone (``oracle --spec DIR``).  Everything here reads it within
bounds (a bounded number of component files, each a regular UTF-8 file, a bounded number of
bytes in all) and reports each problem as a :class:`~oracle.errors.SpecProblem` naming the file,
the key and, when it can be found in the text, its line and column; at most
:data:`MAX_PROBLEMS` are reported.  A game's loader (Duel's :mod:`oracle.duel.ruleset`) checks
its own constants with :class:`TomlFile`'s typed reads, then validates and compiles.
"""

from __future__ import annotations

import os
import re
import sys
import tomllib
from collections import Counter
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Generic, TypeVar

from oracle.dsl import ast
from oracle.dsl.parser import parse_text
from oracle.dsl.validate import PLURAL_WORDS
from oracle.dsl.vocabulary import Vocabulary, shown_value
from oracle.errors import SpecError, SpecProblem
from oracle.resources import MAX_SPEC_FILE_BYTES, display_path, read_spec_text, spec_dir
from oracle.text import shown, suggestion, unprintable

MAX_COMPONENT_FILES = 64            # *.wdl files in a spec folder
MAX_COMPONENT_BYTES = 512 * 1024    # all of them together (the Duel spec holds about 11 KB)
MAX_PROBLEMS = 20                   # problems reported; then one that counts the rest
MAX_TEXT = 100                      # game.title
MAX_RULES = 1000                    # rule ids in rules.toml
MAX_SUMMARY = 1000                  # characters of a rule's summary

RULE_ID = re.compile(r"[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+\Z")
_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
MISSING = object()
KEY_SHOWN = 120                     # characters of a key a message shows (a spec's own keys are shorter)


def shown_key(key: str) -> str:
    """A dotted key of a spec file as a message shows it: as written, or, when longer than
    KEY_SHOWN characters, quoted, escaped and cut by :func:`~oracle.text.shown`."""
    return key if len(key) <= KEY_SHOWN else shown(key, KEY_SHOWN)


def dotted(table: str, name: str) -> str:
    """The key ``name`` (a key of the spec's author, untrusted) of ``table`` as a message shows it:
    ``table.name`` for a short bare key, else the name quoted, escaped and cut by ``shown``."""
    if len(name) <= KEY_SHOWN and _BARE_KEY.fullmatch(name):
        return f"{table}.{name}"
    return f"{table}.{shown(name, KEY_SHOWN)}"


class TomlFile:
    """A parsed TOML file and its text: typed reads that record a problem, naming the key (and
    its line and column when the key can be found in the text), instead of raising."""

    def __init__(self, data: dict[str, Any], label: str, text: str):
        self.data = data
        self.label = label
        self.text = text
        self.problems: list[SpecProblem] = []
        self._lines = text.split("\n")
        self._headers: list[tuple[int, str, bool]] = []
        for i, line in enumerate(self._lines):
            header = _table_header(line)
            if header is not None:
                self._headers.append((i, *header))
        self._header_lines = {i for i, _, _ in self._headers}
        self._keys: dict[int, dict[str, tuple[int, int]]] = {}
        self._found: dict[str, tuple[int, int]] = {}

    # -- where a key is written (every search is one pass over the text, then remembered) --------
    def where(self, key: str) -> tuple[int, int]:
        """Line and column of the dotted ``key`` in the text, or (0, 0) when it cannot be found.
        ``a.b[1].c`` is key ``c`` of the second ``[[a.b]]`` table."""
        if key not in self._found:
            self._found[key] = self._where(key)
        return self._found[key]

    def _where(self, key: str) -> tuple[int, int]:
        parts = key.split(".")
        for n in range(len(parts), 0, -1):
            last, _, nth = parts[n - 1].partition("[")
            name = ".".join([*parts[:n - 1], last])
            matches = [i for i, header, array in self._headers if header == name and (array or not nth)]
            index = int(nth.rstrip("]")) if nth.rstrip("]").isdigit() else 0
            if index < len(matches):
                start = matches[index]
                if n == len(parts):
                    return start + 1, self._lines[start].index("[") + 1
                return self.key_in(start, parts[n].partition("[")[0]) or (start + 1, 1)
        return self.key_in(-1, parts[0].partition("[")[0]) or (0, 0)

    def key_in(self, header: int, key: str) -> tuple[int, int] | None:
        """Line and column of ``key`` (bare or quoted) in the table whose header is on line index
        ``header`` (-1: the keys before the first header), or ``None``."""
        if header not in self._keys:
            keys: dict[str, tuple[int, int]] = {}
            for i in range(header + 1, len(self._lines)):
                if i in self._header_lines:
                    break
                line = self._lines[i]
                text = line.lstrip()
                if text.startswith('"'):
                    end = text.find('"', 1)
                    name, after = (text[1:end], end + 1) if end > 0 else ("", 0)
                else:
                    bare = _BARE_KEY.match(text)
                    name, after = (bare.group(), bare.end()) if bare else ("", 0)
                if name and name not in keys and text[after:].lstrip()[:1] in ("=", "."):
                    keys[name] = (i + 1, len(line) - len(text) + 1)
            self._keys[header] = keys
        return self._keys[header].get(key)

    def header(self, name: str) -> int:
        """The line index of the table header ``[name]``, or -1."""
        return next((i for i, header, array in self._headers if header == name and not array), -1)

    # -- reads ----------------------------------------------------------------------------------
    def file_of(self, key: str) -> str:
        """The file a problem with ``key`` is reported in (this one; an extended ruleset's merged
        file says which of its files set the key)."""
        return self.label

    def problem(self, key: str, message: str, at: tuple[int, int] | None = None) -> None:
        line, column = at if at is not None else self.where(key)
        self.problems.append(SpecProblem(self.file_of(key), line, column, message))

    def node(self, key: str) -> Any:
        value: Any = self.data
        for part in key.split("."):
            if not isinstance(value, dict) or part not in value:
                return MISSING
            value = value[part]
        return value

    def integer(self, key: str, low: int, high: int, why: str = "", value: Any = MISSING) -> int | None:
        """The whole number at ``key`` if it lies in ``low..high`` (``why`` says where a bound
        comes from); otherwise a problem and ``None``."""
        if value is MISSING:
            value = self.node(key)
        expected = (f"{low}" if low == high else f"a whole number from {low:,} to {high:,}") + why
        if high < low:
            self.problem(key, f"{shown_key(key)} cannot be set: it must be at least {low:,}, but at most {high:,}{why}")
            return None
        if value is MISSING:
            self.problem(key, f"{shown_key(key)} is missing; it must be {expected}")
            return None
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            self.problem(key, f"{shown_key(key)} must be {expected}, not {shown_value(value)}")
            return None
        return value

    def table(self, key: str) -> dict[str, Any] | None:
        value = self.node(key)
        if not isinstance(value, dict):
            self.problem(key, f"[{shown_key(key)}] is missing; it must be a table" if value is MISSING
                         else f"{shown_key(key)} must be a table, not {shown_value(value)}")
            return None
        return value

    def colour(self, key: str, colours: tuple[str, ...]) -> int | None:
        value = self.node(key)
        if isinstance(value, str) and value in colours:
            return colours.index(value)
        hint = suggestion(value, colours) if isinstance(value, str) else ""
        self.problem(key, f"{shown_key(key)} must be one of the colours of [vocabulary].colours, not "
                          f"{'nothing' if value is MISSING else shown_value(value)}{hint}")
        return None

    def colours(self, key: str, colours: tuple[str, ...]) -> frozenset[int] | None:
        value = self.node(key)
        if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
            self.problem(key, f"{shown_key(key)} must be a list of colours, not "
                              f"{'nothing' if value is MISSING else shown_value(value)}")
            return None
        good = True
        seen: set[str] = set()
        for c in value:
            if c not in colours:
                self.problem(key, f"{shown_key(key)}: unknown colour {shown(c)}{suggestion(c, colours)}")
                good = False
            elif c in seen:
                self.problem(key, f"{shown_key(key)} lists {shown(c)} twice")
                good = False
            seen.add(c)
        return frozenset(colours.index(c) for c in value) if good else None

    def text_line(self, key: str, limit: int) -> str | None:
        value = self.node(key)
        if isinstance(value, str) and value.strip() and len(value) <= limit and unprintable(value) is None:
            return value
        self.problem(key, f"{shown_key(key)} must be one line of printable text of at most {limit} characters, not "
                          f"{'nothing' if value is MISSING else shown_value(value)}")
        return None


def _table_header(line: str) -> tuple[str, bool] | None:
    """The table name of a ``[table]`` or ``[[array.of.tables]]`` header line, and whether it is an
    array of tables; ``None`` for any other line.  (Plain string scanning: linear in the line.)"""
    text = line.strip()
    if not text.startswith("["):
        return None
    array = text.startswith("[[")
    inner = text[2:] if array else text[1:]
    close = "]]" if array else "]"
    end = inner.find(close)
    rest = inner[end + len(close):].strip() if end >= 0 else "="
    name = inner[:end] if end >= 0 else ""
    if (rest and not rest.startswith("#")) or not name.strip() or "[" in name or "=" in name:
        return None
    return ".".join(part.strip().strip("\"'") for part in name.split(".")), array


def read_toml(path: Path) -> TomlFile:
    """Read and parse a TOML spec file; every way it can fail is one SpecError naming the file."""
    text = read_spec_text(path)
    label = display_path(path)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        message = str(error)
        at = re.search(r" \(at line (\d+), column (\d+)\)$", message)
        line, column = (int(at.group(1)), int(at.group(2))) if at else (0, 0)
        message = message[:at.start()] if at else message
        raise SpecError(SpecProblem(label, line, column, f"malformed TOML: {message[:200]}")) from None
    except RecursionError:
        raise SpecError(SpecProblem(label, 0, 0, "malformed TOML: arrays or tables nested too deeply "
                                                 "to be read")) from None
    except ValueError as error:  # a number of more digits than Python converts (4300)
        limit = sys.get_int_max_str_digits()
        runs = (run for run in re.finditer(r"[0-9_]+", text) if len(run.group()) - run.group().count("_") > limit)
        long = next(runs, None) if limit else None
        line = text.count("\n", 0, long.start()) + 1 if long else 0
        column = long.start() - text.rfind("\n", 0, long.start()) if long else 0
        message = (f"malformed TOML: a number of more than {limit:,} digits" if "digits" in str(error)
                   else f"malformed TOML: {str(error)[:200]}")
        raise SpecError(SpecProblem(label, line, column, message)) from None
    return TomlFile(data, label, text)


def component_files(folder: Path) -> list[Path]:
    """The ``*.wdl`` files of ``folder``, sorted by name; more than MAX_COMPONENT_FILES is a SpecError."""
    names: list[str] = []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if entry.name.endswith(".wdl"):
                    names.append(entry.name)
                    if len(names) > MAX_COMPONENT_FILES:
                        raise SpecError(SpecProblem(display_path(folder), 0, 0,
                                                    f"the folder holds more than {MAX_COMPONENT_FILES} "
                                                    f"component files (*.wdl), the most a spec may have"))
    except OSError as error:
        raise SpecError(SpecProblem(display_path(folder), 0, 0,
                                    f"cannot list the component files: {error.strerror or error}")) from None
    return [folder / name for name in sorted(names)]


def parse_components(files: list[Path]) -> list[ast.Component]:
    """Parse every component file: at most MAX_COMPONENT_BYTES bytes of them in all."""
    components: list[ast.Component] = []
    problems: list[SpecProblem] = []
    used = 0
    too_long = (f"the component files hold more than {MAX_COMPONENT_BYTES:,} bytes in all with this one, "
                f"the most a spec may hold")
    for f in files:
        limit = MAX_COMPONENT_BYTES - used
        try:
            text = read_spec_text(f, min(limit, MAX_SPEC_FILE_BYTES), too_long)
        except SpecError as error:
            if error.first.message == too_long:
                raise
            problems.extend(error.problems)
            continue
        used += len(text.encode("utf-8"))
        try:
            components.extend(parse_text(text, display_path(f)).components)
        except SpecError as error:
            problems.extend(error.problems)
    if problems:
        raise SpecError(problems)
    return components


def bounded(problems: list[SpecProblem], where: str) -> list[SpecProblem]:
    """The first MAX_PROBLEMS problems, then one that says how many more there are."""
    if len(problems) <= MAX_PROBLEMS:
        return problems
    rest = len(problems) - MAX_PROBLEMS
    return [*problems[:MAX_PROBLEMS], SpecProblem(where, 0, 0, f"… and {rest:,} more problem{'s' * (rest > 1)}")]


T = TypeVar("T")


class CompiledFrom:
    """A ruleset compiled from a spec (its ``spec`` field): its rule ids and title are the spec's."""

    spec: Any

    @property
    def rule_ids(self) -> dict[str, str]:
        ids: dict[str, str] = self.spec.rule_ids
        return ids

    @property
    def title(self) -> str:
        return str(self.spec.title)


def within_bound(folder: Path, load: Callable[[], T]) -> T:
    """What ``load()`` reads from the spec in ``folder``; a :class:`SpecError` of more than
    MAX_PROBLEMS problems is cut to that many, and one more that counts the rest."""
    try:
        return load()
    except SpecError as error:
        if len(error.problems) <= MAX_PROBLEMS:
            raise
        raise SpecError(bounded(error.problems, display_path(folder))) from None


class SpecLoader(Generic[T]):
    """A game's spec, loaded once per process for each folder, variant and choice of rule options:
    ``load(folder=None, variant="standard", choice=())`` reads the folder (the game's bundled spec when
    none is given) with the game's ``load_from(folder, variant)``, or ``load_from(folder, variant,
    choice)`` when some readings are chosen (:mod:`oracle.core.options`)."""

    def __init__(self, game: str, load_from: Callable[..., T]):
        self.game = game
        self.load_from = load_from
        self.cache_clear = self._load.cache_clear

    def __call__(self, folder: str | None = None, variant: str = "standard",
                 choice: tuple[tuple[str, str], ...] = ()) -> T:
        return self._load(folder or None, variant, tuple(choice))

    @lru_cache(maxsize=8)  # noqa: B019  (one loader a game, alive as long as the process)
    def _load(self, folder: str | None, variant: str, choice: tuple[tuple[str, str], ...]) -> T:
        path = Path(folder) if folder else spec_dir(self.game)
        return self.load_from(path, variant, choice) if choice else self.load_from(path, variant)


def read_game_file(folder: Path, variant: str | None = None) -> tuple[TomlFile, Vocabulary, dict[str, str] | None]:
    """The spec's ``game.toml``, the vocabulary it declares and its ``[variants]`` (``None``: it lists
    none); ``variant``, when given, must be one of them."""
    t = read_toml(folder / "game.toml")
    vocabulary = Vocabulary.from_toml(t.data, t.label, t.where)
    variants = read_variants(t)
    if variant is not None and variants is not None and variant not in variants:
        raise SpecError(SpecProblem(t.label, *t.where("variants"), f"no variant {shown(variant)}"
                                    f"{suggestion(variant, list(variants))} in [variants]"))
    return t, vocabulary, variants


def in_reading_order(problems: list[SpecProblem]) -> list[SpecProblem]:
    return sorted(problems, key=lambda p: (p.file, p.line == 0, p.line, p.column))


def check_component_numbers(components: list[ast.Component], folder: Path, most: dict[str, int], game: str) -> None:
    """At most ``most[kind]`` components of each kind (card, wonder, progress)."""
    kinds = Counter(comp.kind for comp in components)
    words = {"card": "cards", "wonder": "wonders", "progress": "progress tokens"}
    problems = [SpecProblem(display_path(folder), 0, 0, f"the component files define {kinds[kind]:,} {words[kind]}; "
                                                        f"the {game} engine takes at most {limit}")
                for kind, limit in most.items() if kinds[kind] > limit]
    if problems:
        raise SpecError(problems)


def check_played_kinds(t: TomlFile, components: Sequence[ast.Component], base: Collection[str],
                       added: Mapping[str, str]) -> None:
    """A component of a kind the base game does not play (``base``) needs an expansion of the ruleset
    that plays it (a game's point ``component_kinds``: ``added``); the first one found is a problem."""
    for c in components:
        if c.kind not in base and c.kind not in added:
            t.problems.append(SpecProblem(c.pos.file, c.pos.line, c.pos.column,
                                          f"the spec has {PLURAL_WORDS.get(c.kind, c.kind)} ({shown(c.name)} first), "
                                          "which no expansion of this ruleset plays"))
            return


def whole(value: Any, low: int, high: int) -> int | None:
    """``value`` if it is a whole number in ``low..high``, else ``None`` (no problem recorded)."""
    ok = isinstance(value, int) and not isinstance(value, bool) and low <= value <= high
    return value if ok else None


def read_rule_ids(path: Path) -> dict[str, str]:
    """The rule-id registry (``rules.toml``): id -> one-line summary."""
    t = read_toml(path)
    table = t.node("rules")
    if not isinstance(table, dict):
        raise SpecError(SpecProblem(t.label, *t.where("rules"), "expected a [rules] table of id = \"summary\""))
    if len(table) > MAX_RULES:
        raise SpecError(SpecProblem(t.label, *t.where("rules"), f"[rules] holds {len(table):,} rule ids; "
                                                               f"a spec has at most {MAX_RULES}"))
    header = t.header("rules")
    for rule, summary in table.items():
        at = t.key_in(header, rule) or t.where("rules")
        if not RULE_ID.match(rule):
            t.problem("rules", f"the rule id {shown(rule)} is not lower-case words joined by dots, "
                               f"such as 'setup.coins'", at)
        elif not (isinstance(summary, str) and summary.strip() and len(summary) <= MAX_SUMMARY
                  and unprintable(summary) is None):
            t.problem("rules", f"rule {shown_key(rule)}: the summary must be one line of printable text of at most "
                               f"{MAX_SUMMARY} characters, not {shown_value(summary)}", at)
    if t.problems:
        raise SpecError(in_reading_order(t.problems))
    return dict(table)


# ---- variants and rulings, as every game of the family states them ----------------------------------

MAX_RULINGS = 200
# The kinds of ruling, as the reference names them.
RULING_KINDS = ("rulebook", "erratum", "designer ruling", "project decision")
_VARIANT = re.compile(r"[a-z][a-z0-9_]*\Z")


@dataclass(frozen=True)
class Ruling:
    """rulings.toml: one point where the sources disagree or are silent, and what the spec decides."""

    id: str
    rule: str                 # the rule id it concerns
    kind: str                 # one of RULING_KINDS
    question: str
    decision: str
    sources: tuple[str, ...]
    confidence: str
    variant: str = ""         # the named variant that plays the other reading, if any
    option: str = ""          # the rule option that plays the other readings, if any (oracle.core.options)


def read_variants(t: TomlFile) -> dict[str, str] | None:
    """[variants]: name -> what it changes, the default first."""
    table = t.table("variants")
    if table is None:
        return None
    out: dict[str, str] = {}
    for name in table:
        if not _VARIANT.match(name):
            t.problem(f"variants.{name}", f"[variants]: {shown(name)} is not a variant name such as 'standard'")
        elif (line := t.text_line(f"variants.{name}", MAX_SUMMARY)) is not None:
            out[name] = line
    if next(iter(table), None) != "standard":
        t.problem("variants", "[variants] must list 'standard' first")
    return out if len(out) == len(table) else None


def read_rulings(path: Path, rule_ids: dict[str, str]) -> tuple[Ruling, ...]:
    """rulings.toml: every ruling names a known rule, its kind and at least one source."""
    t = read_toml(path)
    entries = t.node("ruling")
    if not isinstance(entries, list) or len(entries) > MAX_RULINGS:
        raise SpecError(SpecProblem(t.label, *t.where("ruling"),
                                    f"expected at most {MAX_RULINGS} [[ruling]] tables"))
    rulings: list[Ruling] = []
    seen: set[str] = set()
    for i, entry in enumerate(entries):
        key = f"ruling[{i}]"
        if not isinstance(entry, dict):
            t.problem(key, f"{key} must be a table")
            continue
        texts = {field: _text(t, key, entry, field) for field in ("id", "rule", "kind", "question", "decision",
                                                                  "confidence")}
        sources = entry.get("sources")
        if not (isinstance(sources, list) and sources and all(isinstance(s, str) and s.strip()
                                                               and len(s) <= MAX_SUMMARY and unprintable(s) is None
                                                               for s in sources)):
            t.problem(f"{key}.sources", f"{key}.sources must list at least one source, each a line of text")
            sources = None
        variant = entry.get("variant", "")
        if not (isinstance(variant, str) and (variant == "" or _VARIANT.match(variant))):
            t.problem(f"{key}.variant", f"{key}.variant must be a variant name such as 'two_player_literal'")
        option = entry.get("option", "")
        if not (isinstance(option, str) and (option == "" or _VARIANT.match(option))):
            t.problem(f"{key}.option", f"{key}.option must be a rule option's name such as 'blackmail_move'")
        unknown = set(entry) - {"id", "rule", "kind", "question", "decision", "confidence", "sources", "variant",
                                "option"}
        for field in sorted(unknown):
            t.problem(f"{key}.{field}", f"{key}: unknown field {shown(field)}")
        rule, kind, ident = texts["rule"], texts["kind"], texts["id"]
        if rule is not None and rule not in rule_ids:
            t.problem(f"{key}.rule", f"{key}: unknown rule id {shown(rule)}{suggestion(rule, list(rule_ids))}")
        if kind is not None and kind not in RULING_KINDS:
            t.problem(f"{key}.kind", f"{key}: the kind is one of {', '.join(RULING_KINDS)}, not {shown(kind)}")
        if ident is not None:
            if ident in seen:
                t.problem(f"{key}.id", f"{key}: the ruling id {shown(ident)} is used twice")
            seen.add(ident)
        if not t.problems and sources is not None and isinstance(variant, str) and isinstance(option, str):
            rulings.append(Ruling(str(ident), str(rule), str(kind), str(texts["question"]), str(texts["decision"]),
                                  tuple(sources), str(texts["confidence"]), variant, option))
    if t.problems:
        raise SpecError(in_reading_order(t.problems))
    return tuple(rulings)


def _text(t: TomlFile, key: str, entry: dict[str, Any], field: str) -> str | None:
    value = entry.get(field)
    if isinstance(value, str) and value.strip() and len(value) <= MAX_SUMMARY and unprintable(value) is None:
        return value
    t.problem(f"{key}.{field}", f"{key}.{field} must be one line of printable text of at most {MAX_SUMMARY} "
                                f"characters, not {'nothing' if value is None else shown_value(value)}")
    return None

