"""Load the Duel spec (``spec/duel/``) into a :class:`Ruleset`: constants, layouts, track, components.

Loading parses every ``*.wdl`` file, validates the whole set against the game's vocabulary,
checks every constant, layout and zone of `game.toml` against what it means to the engine,
then compiles each component (:mod:`oracle.duel.compile`).  Nothing downstream reads spec
text again, and nothing the loader accepts can make the engine fail.
"""

from __future__ import annotations

import os
import re
import sys
import tomllib
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from oracle.core.components import Component
from oracle.core.jsonio import shown
from oracle.dsl import ast
from oracle.dsl.parser import parse_text
from oracle.dsl.validate import suggestion, unprintable, validate
from oracle.dsl.vocabulary import Vocabulary, shown_value
from oracle.duel.state import Actions
from oracle.errors import SpecError, SpecProblem
from oracle.resources import MAX_SPEC_FILE_BYTES, display_path, read_spec_text, spec_dir

AGES = ("I", "II", "III")



@dataclass(frozen=True)
class Layout:
    """age.layout: the slots of one Age's structure, in dealing order."""

    age: str
    rows: tuple[int, ...]                    # 1-based row of each slot, from the top
    half_columns: tuple[int, ...]
    covered_by: tuple[tuple[int, ...], ...]  # slots that must be empty for a slot to be accessible
    covers: tuple[tuple[int, ...], ...]      # slots each slot covers
    face_up: int                             # bit per slot face up at setup

    @property
    def size(self) -> int:
        return len(self.rows)

    @property
    def initially_accessible(self) -> tuple[int, ...]:
        return tuple(s for s in range(self.size) if not self.covered_by[s])


@dataclass(frozen=True)
class LootingToken:
    """military.looting: a token on one side of the track, taken when the pawn first gets this far."""

    index: int
    side: int          # +1: on player 1's side (player 1 loses the coins); -1: player 0's side
    distance: int      # the token is taken when the pawn is at least this far on its side
    coins: int


@dataclass(frozen=True)
class Track:
    capital: int
    zones: tuple[tuple[int, int, int], ...]   # (from, to, points) by distance from the centre
    looting: tuple[LootingToken, ...]

    def points(self, distance: int) -> int:
        """military.points: victory points of the zone at ``distance`` from the centre."""
        for lo, hi, points in self.zones:
            if lo <= distance <= hi:
                return points
        return 0


@dataclass(frozen=True)
class Constants:
    starting_coins: int
    cards_per_age: int
    removed_per_age: int
    guilds_in_age_III: int
    progress_on_board: int
    progress_in_box: int
    wonders_in_draft: int
    wonders_per_round: int
    draft_order: tuple[int, ...]          # per pick: 0 = first player, 1 = second player
    discard_coins: int
    discard_colour: int
    trade_base: int
    trade_colours: frozenset[int]
    pair_size: int
    supremacy_symbols: int
    wonder_cap: int
    coins_per_point: int
    tie_break_colour: int
    first_game: tuple[tuple[str, ...], tuple[str, ...]]


@dataclass(frozen=True, eq=False)
class Ruleset:
    """Everything the engine knows about the game, compiled once from the spec."""

    title: str
    vocabulary: Vocabulary
    constants: Constants
    layouts: tuple[Layout, ...]
    track: Track
    cards: tuple[Component, ...]
    wonders: tuple[Component, ...]
    progress: tuple[Component, ...]
    files: tuple[str, ...]
    rule_ids: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "card_index", {c.name: c.index for c in self.cards})
        object.__setattr__(self, "wonder_index", {c.name: c.index for c in self.wonders})
        object.__setattr__(self, "progress_index", {c.name: c.index for c in self.progress})
        object.__setattr__(self, "actions", Actions(len(self.cards), len(self.wonders), len(self.progress),
                                                    ([c.name for c in self.cards], [c.name for c in self.wonders],
                                                     [c.name for c in self.progress])))
        decks: dict[str, tuple[Component, ...]] = {}
        for c in self.cards:
            decks[c.deck] = (*decks.get(c.deck, ()), c)
        object.__setattr__(self, "_decks", decks)

    card_index: dict[str, int] = field(init=False, repr=False)
    wonder_index: dict[str, int] = field(init=False, repr=False)
    progress_index: dict[str, int] = field(init=False, repr=False)
    actions: Actions = field(init=False, repr=False)
    _decks: dict[str, tuple[Component, ...]] = field(init=False, repr=False)

    def deck(self, deck: str) -> tuple[Component, ...]:
        """The cards of ``deck``, in spec order."""
        return self._decks.get(deck, ())

    @property
    def components(self) -> tuple[Component, ...]:
        return self.cards + self.wonders + self.progress


# ---- loading -------------------------------------------------------------------------------------
#
# A spec folder may come from anyone (``oracle --spec DIR``).  Loading reads it within bounds (a
# bounded number of component files, each a regular UTF-8 file, a bounded number of bytes in
# all), then checks every constant against what it means to the engine before the engine sees
# it: a count the engine divides by is at least 1, a count it slices a deck with fits the deck,
# the draft order fits the draft, the zones of the track lie between the centre and the capital,
# a layout has as many slots as an Age deals.  Every problem is one SpecProblem naming the file,
# the key and, when it can be found in the text, its line; at most MAX_PROBLEMS are reported.

MAX_COMPONENT_FILES = 64            # *.wdl files in a spec folder
MAX_COMPONENT_BYTES = 512 * 1024    # all of them together (the Duel spec holds about 11 KB)
MAX_PROBLEMS = 20                   # problems reported; then one that counts the rest
MAX_CARDS = 500                     # cards, wonders and progress tokens a spec may define
MAX_WONDERS = 100
MAX_TOKENS = 100
MAX_SLOTS = 200                     # setup.cards_per_age
MAX_COINS = 1000                    # any amount of coins or points, any price
MAX_CAPITAL = 100                   # military.capital: spaces from the centre to a capital
MAX_PAIR = 100                      # science.pair_size
MAX_TEXT = 100                      # game.title
MAX_RULES = 1000                    # rule ids in rules.toml
MAX_SUMMARY = 1000                  # characters of a rule's summary

SEATS = ("first", "second")
ZONE_KEYS = ("from", "to", "points", "looting")
RULE_ID = re.compile(r"[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+\Z")
_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_MISSING = object()


class _Toml:
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
    def problem(self, key: str, message: str, at: tuple[int, int] | None = None) -> None:
        line, column = at if at is not None else self.where(key)
        self.problems.append(SpecProblem(self.label, line, column, message))

    def node(self, key: str) -> Any:
        value: Any = self.data
        for part in key.split("."):
            if not isinstance(value, dict) or part not in value:
                return _MISSING
            value = value[part]
        return value

    def integer(self, key: str, low: int, high: int, why: str = "", value: Any = _MISSING) -> int | None:
        """The whole number at ``key`` if it lies in ``low..high`` (``why`` says where a bound
        comes from); otherwise a problem and ``None``."""
        if value is _MISSING:
            value = self.node(key)
        expected = (f"{low}" if low == high else f"a whole number from {low:,} to {high:,}") + why
        if high < low:
            self.problem(key, f"{key} cannot be set: it must be at least {low:,}, but at most {high:,}{why}")
            return None
        if value is _MISSING:
            self.problem(key, f"{key} is missing; it must be {expected}")
            return None
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            self.problem(key, f"{key} must be {expected}, not {shown_value(value)}")
            return None
        return value

    def table(self, key: str) -> dict[str, Any] | None:
        value = self.node(key)
        if not isinstance(value, dict):
            self.problem(key, f"[{key}] is missing; it must be a table" if value is _MISSING
                         else f"{key} must be a table, not {shown_value(value)}")
            return None
        return value

    def colour(self, key: str, colours: tuple[str, ...]) -> int | None:
        value = self.node(key)
        if isinstance(value, str) and value in colours:
            return colours.index(value)
        hint = suggestion(value, colours) if isinstance(value, str) else ""
        self.problem(key, f"{key} must be one of the colours of [vocabulary].colours, not "
                          f"{'nothing' if value is _MISSING else shown_value(value)}{hint}")
        return None

    def colours(self, key: str, colours: tuple[str, ...]) -> frozenset[int] | None:
        value = self.node(key)
        if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
            self.problem(key, f"{key} must be a list of colours, not "
                              f"{'nothing' if value is _MISSING else shown_value(value)}")
            return None
        good = True
        seen: set[str] = set()
        for c in value:
            if c not in colours:
                self.problem(key, f"{key}: unknown colour {shown(c)}{suggestion(c, colours)}")
                good = False
            elif c in seen:
                self.problem(key, f"{key} lists {shown(c)} twice")
                good = False
            seen.add(c)
        return frozenset(colours.index(c) for c in value) if good else None

    def text_line(self, key: str, limit: int) -> str | None:
        value = self.node(key)
        if isinstance(value, str) and value.strip() and len(value) <= limit and unprintable(value) is None:
            return value
        self.problem(key, f"{key} must be one line of printable text of at most {limit} characters, not "
                          f"{'nothing' if value is _MISSING else shown_value(value)}")
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


def _read_toml(path: Path) -> _Toml:
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
    return _Toml(data, label, text)


def _component_files(folder: Path) -> list[Path]:
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


def _parse_components(files: list[Path]) -> list[ast.Component]:
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


def _bounded(problems: list[SpecProblem], where: str) -> list[SpecProblem]:
    """The first MAX_PROBLEMS problems, then one that says how many more there are."""
    if len(problems) <= MAX_PROBLEMS:
        return problems
    rest = len(problems) - MAX_PROBLEMS
    return [*problems[:MAX_PROBLEMS], SpecProblem(where, 0, 0, f"… and {rest:,} more problem{'s' * (rest > 1)}")]


def _in_reading_order(problems: list[SpecProblem]) -> list[SpecProblem]:
    return sorted(problems, key=lambda p: (p.file, p.line == 0, p.line, p.column))


def _check_numbers(components: list[ast.Component], folder: Path) -> None:
    """At most MAX_CARDS cards, MAX_WONDERS wonders and MAX_TOKENS progress tokens."""
    kinds = Counter(c.kind for c in components)
    problems = [SpecProblem(display_path(folder), 0, 0, f"the component files define {kinds[kind]:,} {words}; "
                                                        f"the Duel engine takes at most {most}")
                for kind, words, most in (("card", "cards", MAX_CARDS), ("wonder", "wonders", MAX_WONDERS),
                                          ("progress", "progress tokens", MAX_TOKENS))
                if kinds[kind] > most]
    if problems:
        raise SpecError(problems)


def _whole(value: Any, low: int, high: int) -> int | None:
    """``value`` if it is a whole number in ``low..high``, else ``None`` (no problem recorded)."""
    ok = isinstance(value, int) and not isinstance(value, bool) and low <= value <= high
    return value if ok else None


def _constants(t: _Toml, v: Vocabulary, decks: Counter[str], wonders: list[str], tokens: int) -> Constants | None:
    """Every constant of [setup], [turn], [trade], [science], [wonders] and [scoring], each checked
    against its meaning and the components the spec defines; ``None`` if any has a problem."""
    before = len(t.problems)
    integer = t.integer
    cards = integer("setup.cards_per_age", 1, MAX_SLOTS)
    removed = integer("setup.removed_per_age", 0, MAX_CARDS)
    guild_cards = decks.get("guild", 0)
    guilds = integer("setup.guilds_in_age_III", 0, guild_cards if cards is None else min(guild_cards, cards),
                     f" (deck guild holds {guild_cards} cards)")
    if cards is not None and removed is not None:
        for age in AGES[:-1]:
            if cards + removed != decks.get(age, 0):
                t.problem("setup.removed_per_age", f"setup.cards_per_age ({cards}) + setup.removed_per_age "
                                                   f"({removed}) must be the {decks.get(age, 0)} cards of deck {age}, "
                                                   f"not {cards + removed}")
        if guilds is not None and cards - guilds + removed != decks.get(AGES[-1], 0):
            t.problem("setup.removed_per_age", f"setup.cards_per_age ({cards}) - setup.guilds_in_age_III ({guilds}) "
                                               f"+ setup.removed_per_age ({removed}) must be the "
                                               f"{decks.get(AGES[-1], 0)} cards of deck {AGES[-1]}, "
                                               f"not {cards - guilds + removed}")
    tokens_why = f" (the spec defines {tokens} progress tokens)"
    board = integer("setup.progress_on_board", 0, tokens, tokens_why)
    box = integer("setup.progress_in_box", 0, tokens, tokens_why)
    if board is not None and box is not None and board + box > tokens:
        t.problem("setup.progress_in_box", f"setup.progress_on_board ({board}) + setup.progress_in_box ({box}) "
                                           f"must be at most the {tokens} progress tokens the spec defines, "
                                           f"not {board + box}")
    draft = integer("setup.wonders_in_draft", 1, len(wonders), f" (the spec defines {len(wonders)} wonders)")
    per_round = integer("setup.wonders_per_round", 1, draft or MAX_WONDERS,
                        " (setup.wonders_in_draft)" if draft else "")
    if draft is not None and per_round is not None and draft % per_round:
        t.problem("setup.wonders_per_round", f"setup.wonders_in_draft ({draft}) must be a whole number of rounds "
                                             f"of setup.wonders_per_round ({per_round}) wonders")
        per_round = None
    order = _draft_order(t, draft, per_round)
    values: dict[str, Any] = {
        "starting_coins": integer("setup.starting_coins", 0, MAX_COINS),
        "cards_per_age": cards, "removed_per_age": removed, "guilds_in_age_III": guilds,
        "progress_on_board": board, "progress_in_box": box,
        "wonders_in_draft": draft, "wonders_per_round": per_round, "draft_order": order,
        "first_game": _first_game(t, order, wonders),
        "discard_coins": integer("turn.discard_coins", 0, MAX_COINS),
        "discard_colour": t.colour("turn.discard_coins_per_card", v.colours),
        "trade_base": integer("trade.base_price", 0, MAX_COINS),
        "trade_colours": t.colours("trade.counted_colours", v.colours),
        "pair_size": integer("science.pair_size", 1, MAX_PAIR),
        "supremacy_symbols": integer("science.supremacy_symbols", 1, len(v.science_symbols),
                                     f" (the {len(v.science_symbols)} science symbols of [vocabulary])"),
        "wonder_cap": integer("wonders.cap", 1, draft or MAX_WONDERS, " (setup.wonders_in_draft)" if draft else ""),
        "coins_per_point": integer("scoring.coins_per_point", 1, MAX_COINS),
        "tie_break_colour": t.colour("scoring.tie_break_colour", v.colours),
    }
    if len(t.problems) > before or any(value is None for value in values.values()):
        return None
    return Constants(**values)


def _draft_order(t: _Toml, draft: int | None, per_round: int | None) -> tuple[int, ...] | None:
    """setup.draft: who picks each wonder, as rounds of setup.wonders_per_round picks; each player
    drafts half of the wonders."""
    key = "setup.draft_order"
    value = t.node(key)
    known = draft is not None and per_round is not None
    rounds = draft // per_round if draft is not None and per_round is not None else 0
    shape = (f"a list of {rounds} rounds, each a list of {per_round} picks" if known
             else "a list of rounds, each a list of picks") + ' ("first" or "second")'
    if not isinstance(value, list) or not all(isinstance(r, list) for r in value):
        t.problem(key, f"{key} must be {shape}, not {'nothing' if value is _MISSING else shown_value(value)}")
        return None
    if not known:
        return None
    if len(value) != rounds:
        t.problem(key, f"{key} must be {shape}, not {len(value)} rounds")
        return None
    order: list[int] = []
    good = True
    for i, round_ in enumerate(value, 1):
        if len(round_) != per_round:
            t.problem(key, f"{key}: round {i} holds {len(round_):,} picks; each round holds "
                           f"setup.wonders_per_round ({per_round})")
            good = False
            continue
        for seat in round_:
            if isinstance(seat, str) and seat in SEATS:
                order.append(SEATS.index(seat))
            else:
                t.problem(key, f'{key}: round {i}: a pick is "first" or "second", not {shown_value(seat)}')
                good = False
    if good and order.count(0) != order.count(1):
        t.problem(key, f"{key} must give each player half of the {len(order)} wonders drafted, not "
                       f"{order.count(0)} to the first and {order.count(1)} to the second")
        good = False
    return tuple(order) if good else None


def _first_game(t: _Toml, order: tuple[int, ...] | None, wonders: list[str]) -> tuple[tuple[str, ...], ...] | None:
    """setup.first_game: the wonders each seat drafts in the rulebook's first game."""
    table = t.table("setup.first_game")
    if table is None:
        return None
    seats: list[tuple[str, ...]] = []
    named: set[str] = set()
    good = True
    for index, seat in enumerate(SEATS):
        key = f"setup.first_game.{seat}"
        names = table.get(seat, _MISSING)
        wanted = order.count(index) if order is not None else None
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            t.problem(key, f"{key} must be a list of wonder names, not "
                           f"{'nothing' if names is _MISSING else shown_value(names)}")
            good = False
            continue
        if wanted is not None and len(names) != wanted:
            t.problem(key, f"{key} must name the {wanted} wonders the {seat} player drafts (setup.draft_order), "
                           f"not {len(names):,}")
            good = False
        for name in names:
            if name not in wonders:
                t.problem(key, f"{key}: unknown wonder {shown(name)}{suggestion(name, wonders)}")
                good = False
            elif name in named:
                t.problem(key, f"{key}: {shown(name)} is named twice in setup.first_game")
                good = False
            named.add(name)
        seats.append(tuple(names))
    return tuple(seats) if good else None


def _layouts(t: _Toml, cards: int | None) -> tuple[Layout, ...] | None:
    """age.layout: each Age's rows of half-columns and its face-up rows, checked (sizes first,
    before anything is built from them), then built."""
    before = len(t.problems)
    layouts: list[Layout] = []
    for age in AGES:
        key = f"layouts.{age}"
        table = t.table(key)
        if table is None:
            continue
        rows, face_rows = table.get("rows", _MISSING), table.get("face_up_rows", _MISSING)
        if not _layout_fits(t, key, rows, face_rows, cards):
            continue
        layout = _build_layout(age, rows, face_rows)
        for s in layout.initially_accessible:
            if not layout.face_up >> s & 1:
                row = layout.rows[s]
                t.problem(f"{key}.face_up_rows", f"{key}: no card covers the cards of row {row}, so they are face up "
                                                 f"from the start (age.reveal): list row {row} in face_up_rows")
                break
        layouts.append(layout)
    return tuple(layouts) if len(t.problems) == before and len(layouts) == len(AGES) else None


def _layout_fits(t: _Toml, key: str, rows: Any, face_rows: Any, cards: int | None) -> bool:
    """Whether a layout's shape is sound: as many slots as an Age deals, half-columns from 1 to
    twice that, increasing by at least 2 along a row, face-up rows that exist.  Cheap: it looks
    at each value once."""
    if not isinstance(rows, list) or not all(isinstance(row, list) for row in rows):
        t.problem(f"{key}.rows", f"{key}.rows must be a list of rows, each a list of half-columns, not "
                                 f"{'nothing' if rows is _MISSING else shown_value(rows)}")
        return False
    if cards is None:  # setup.cards_per_age has a problem of its own
        return False
    slots = sum(len(row) for row in rows)
    if slots != cards:
        t.problem(f"{key}.rows", f"{key}.rows must hold setup.cards_per_age ({cards}) slots, not {slots:,}")
        return False
    good = True
    widest = 2 * cards
    for r, row in enumerate(rows, 1):
        if not row:
            t.problem(f"{key}.rows", f"{key}.rows: row {r} is empty; every row holds at least one card")
            good = False
        previous = 0
        for c in row:
            if _whole(c, 1, widest) is None:
                t.problem(f"{key}.rows", f"{key}.rows: row {r}: a half-column is a whole number from 1 to {widest} "
                                         f"(twice setup.cards_per_age), not {shown_value(c)}")
                good = False
                break
            if previous and c < previous + 2:
                t.problem(f"{key}.rows", f"{key}.rows: row {r}: half-column {c} follows {previous}; a row lists its "
                                         f"cards left to right, two half-columns apart at least")
                good = False
                break
            previous = c
    if not isinstance(face_rows, list):
        t.problem(f"{key}.face_up_rows", f"{key}.face_up_rows must be a list of row numbers, not "
                                         f"{'nothing' if face_rows is _MISSING else shown_value(face_rows)}")
        return False
    seen: set[int] = set()
    for n in face_rows:
        if _whole(n, 1, len(rows)) is None:
            t.problem(f"{key}.face_up_rows", f"{key}.face_up_rows: rows are numbered from 1 to {len(rows)}, "
                                             f"not {shown_value(n)}")
            good = False
        elif n in seen:
            t.problem(f"{key}.face_up_rows", f"{key}.face_up_rows lists row {n} twice")
            good = False
        else:
            seen.add(n)
    return good


def _build_layout(age: str, rows: list[list[int]], face_rows: list[int]) -> Layout:
    """The slots of a layout whose shape :func:`_layout_fits` accepted, and which slots cover which."""
    slots = [(r + 1, c) for r, row in enumerate(rows) for c in row]
    where = {pos: i for i, pos in enumerate(slots)}
    covered_by = tuple(tuple(where[(r + 1, c + d)] for d in (-1, 1) if (r + 1, c + d) in where)
                       for r, c in slots)
    covers: list[list[int]] = [[] for _ in slots]
    for s, covering in enumerate(covered_by):
        for i in covering:
            covers[i].append(s)
    face = set(face_rows)
    face_up = sum(1 << i for i, (r, _) in enumerate(slots) if r in face)
    return Layout(age, tuple(r for r, _ in slots), tuple(c for _, c in slots), covered_by,
                  tuple(tuple(c) for c in covers), face_up)


def _track(t: _Toml) -> Track | None:
    """military.*: the capital, and the zones from the centre out, without overlap."""
    before = len(t.problems)
    capital = t.integer("military.capital", 1, MAX_CAPITAL)
    value = t.node("military.zones")
    if not isinstance(value, list) or not all(isinstance(zone, dict) for zone in value) or len(value) > MAX_CAPITAL:
        t.problem("military.zones", "military.zones must be a list of at most military.capital [[military.zones]] "
                                    "tables (from, to, points, looting), not "
                                    f"{'nothing' if value is _MISSING else shown_value(value)}")
        return None
    outer = capital - 1 if capital is not None else MAX_CAPITAL
    why = " (military.capital - 1)" if capital is not None else ""
    zones: list[tuple[int, int, int]] = []
    tokens: list[LootingToken] = []
    reached = 0
    for i, zone in enumerate(value):
        key = f"military.zones[{i}]"
        for extra in zone:
            if extra not in ZONE_KEYS:
                t.problem(key, f"{key}: unknown key {shown(extra)}; a zone has from, to, points and looting")
        low = t.integer(f"{key}.from", 1, outer, why, zone.get("from", _MISSING))
        high = t.integer(f"{key}.to", low or 1, outer, f" (from {key}.from to military.capital - 1)",
                         zone.get("to", _MISSING))
        points = t.integer(f"{key}.points", 0, MAX_COINS, "", zone.get("points", _MISSING))
        coins = t.integer(f"{key}.looting", 1, MAX_COINS, "", zone["looting"]) if "looting" in zone else 0
        if low is None or high is None or points is None or coins is None:
            continue
        if low <= reached:
            t.problem(f"{key}.from", f"{key}.from ({low}) must be past the zone before it, which ends at {reached}: "
                                     f"zones are listed from the centre out and do not overlap")
        reached = max(reached, high)
        zones.append((low, high, points))
        if coins:
            tokens.extend(LootingToken(0, side, low, coins) for side in (-1, 1))
    if len(t.problems) > before or capital is None:
        return None
    tokens.sort(key=lambda token: token.side * token.distance)
    return Track(capital, tuple(zones), tuple(LootingToken(i, tk.side, tk.distance, tk.coins)
                                              for i, tk in enumerate(tokens)))


def _game(t: _Toml) -> str | None:
    """[game]: the title (shown in messages and the docs) and, if given, the number of players."""
    title = t.text_line("game.title", MAX_TEXT)
    players = t.node("game.players")
    if players is not _MISSING:
        t.integer("game.players", 2, 2, " (7 Wonders Duel is a game for two)")
    return title


def _rule_ids(path: Path) -> dict[str, str]:
    """The rule-id registry (``rules.toml``): id -> one-line summary."""
    t = _read_toml(path)
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
            t.problem("rules", f"rule {rule}: the summary must be one line of printable text of at most "
                               f"{MAX_SUMMARY} characters, not {shown_value(summary)}", at)
    if t.problems:
        raise SpecError(_in_reading_order(t.problems))
    return dict(table)


def load_ruleset_from(folder: Path) -> Ruleset:
    """Load, validate and compile the spec in ``folder`` (a `game.toml`, a `rules.toml` and ``*.wdl``
    files).  Any problem is one :class:`SpecError` listing at most MAX_PROBLEMS problems (and one
    more that counts the rest)."""
    try:
        return _load(folder)
    except SpecError as error:
        if len(error.problems) <= MAX_PROBLEMS:
            raise
        raise SpecError(_bounded(error.problems, display_path(folder))) from None


def _load(folder: Path) -> Ruleset:
    from oracle.core.effects import compile_components
    from oracle.duel.turn import Turn

    game_file = folder / "game.toml"
    t = _read_toml(game_file)
    vocabulary = Vocabulary.from_toml(t.data, t.label, t.where)
    files = _component_files(folder)
    components = _parse_components(files)
    _check_numbers(components, folder)
    validate(components, vocabulary, t.label)
    decks = Counter(c.deck.value for c in components if c.kind == "card" and c.deck is not None)
    wonders = [c.name for c in components if c.kind == "wonder"]
    tokens = sum(1 for c in components if c.kind == "progress")
    title = _game(t)
    constants = _constants(t, vocabulary, decks, wonders, tokens)
    layouts = _layouts(t, _whole(t.node("setup.cards_per_age"), 1, MAX_SLOTS))
    track = _track(t)
    if t.problems or title is None or constants is None or layouts is None or track is None:
        raise SpecError(_in_reading_order(t.problems))
    cards, wonder_components, progress = compile_components(components, vocabulary, constants, Turn,
                                                            "7 Wonders Duel")
    return Ruleset(
        title=title, vocabulary=vocabulary, constants=constants, layouts=layouts, track=track,
        cards=cards, wonders=wonder_components, progress=progress,
        files=tuple(display_path(f) for f in [game_file, *files]),
        rule_ids=_rule_ids(folder / "rules.toml"),
    )


def load_ruleset(folder: str | None = None) -> Ruleset:
    """The Duel ruleset bundled with the oracle (or the one in ``folder``), loaded once per process."""
    return _load_once(folder or None)


@lru_cache(maxsize=4)
def _load_once(folder: str | None) -> Ruleset:
    return load_ruleset_from(Path(folder) if folder else spec_dir("duel"))
