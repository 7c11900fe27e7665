"""Load the Duel spec (``spec/duel/``) into a :class:`Ruleset`: constants, layouts, track, components.

Loading parses every ``*.wdl`` file, validates the whole set against the game's vocabulary,
then compiles each component (:mod:`oracle.duel.compile`).  Nothing downstream reads spec
text again.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from oracle.core.components import Component
from oracle.dsl import ast
from oracle.dsl.parser import parse_file
from oracle.dsl.validate import validate
from oracle.dsl.vocabulary import Vocabulary
from oracle.duel.state import Actions
from oracle.errors import SpecError, SpecProblem
from oracle.resources import display_path, spec_dir

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
        object.__setattr__(self, "actions", Actions(len(self.cards), len(self.wonders), len(self.progress)))
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


class _Data:
    """Typed reads from a parsed TOML table, with errors naming the key path."""

    def __init__(self, data: dict[str, Any], path: str):
        self.data = data
        self.path = path

    def get(self, dotted: str, kind: type | tuple[type, ...]) -> Any:
        node: Any = self.data
        for part in dotted.split("."):
            if not isinstance(node, dict) or part not in node:
                raise SpecError(SpecProblem(self.path, 0, 0, f"missing key '{dotted}'"))
            node = node[part]
        if not isinstance(node, kind) or (isinstance(node, bool) and kind is int):
            names = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
            raise SpecError(SpecProblem(self.path, 0, 0, f"'{dotted}' should be a {names}, not {node!r}"))
        return node


def _layout(age: str, data: _Data) -> Layout:
    rows = data.get(f"layouts.{age}.rows", list)
    face_rows = set(data.get(f"layouts.{age}.face_up_rows", list))
    slots = [(r + 1, c) for r, row in enumerate(rows) for c in row]
    where = {pos: i for i, pos in enumerate(slots)}
    covered_by = tuple(tuple(where[(r + 1, c + d)] for d in (-1, 1) if (r + 1, c + d) in where)
                       for r, c in slots)
    covers = tuple(tuple(s for s in range(len(slots)) if i in covered_by[s]) for i in range(len(slots)))
    face_up = sum(1 << i for i, (r, _) in enumerate(slots) if r in face_rows)
    return Layout(age, tuple(r for r, _ in slots), tuple(c for _, c in slots), covered_by, covers, face_up)


def _track(data: _Data) -> Track:
    capital = data.get("military.capital", int)
    zones = []
    tokens: list[LootingToken] = []
    for zone in data.get("military.zones", list):
        zones.append((int(zone["from"]), int(zone["to"]), int(zone["points"])))
        if "looting" in zone:
            for side in (-1, 1):
                tokens.append(LootingToken(0, side, int(zone["from"]), int(zone["looting"])))
    tokens.sort(key=lambda t: (t.side * t.distance))
    tokens = [LootingToken(i, t.side, t.distance, t.coins) for i, t in enumerate(tokens)]
    return Track(capital, tuple(zones), tuple(tokens))


def _constants(data: _Data, vocabulary: Vocabulary) -> Constants:
    colour = vocabulary.colours.index

    def colour_of(key: str) -> int:
        name = data.get(key, str)
        if name not in vocabulary.colours:
            raise SpecError(SpecProblem(data.path, 0, 0, f"'{key}': unknown colour '{name}'"))
        return colour(name)

    order: list[int] = []
    for round_ in data.get("setup.draft_order", list):
        for seat in round_:
            if seat not in ("first", "second"):
                raise SpecError(SpecProblem(data.path, 0, 0, f"'setup.draft_order': '{seat}' is not first/second"))
            order.append(0 if seat == "first" else 1)
    first_game = data.get("setup.first_game", dict)
    return Constants(
        starting_coins=data.get("setup.starting_coins", int),
        cards_per_age=data.get("setup.cards_per_age", int),
        removed_per_age=data.get("setup.removed_per_age", int),
        guilds_in_age_III=data.get("setup.guilds_in_age_III", int),
        progress_on_board=data.get("setup.progress_on_board", int),
        progress_in_box=data.get("setup.progress_in_box", int),
        wonders_in_draft=data.get("setup.wonders_in_draft", int),
        wonders_per_round=data.get("setup.wonders_per_round", int),
        draft_order=tuple(order),
        discard_coins=data.get("turn.discard_coins", int),
        discard_colour=colour_of("turn.discard_coins_per_card"),
        trade_base=data.get("trade.base_price", int),
        trade_colours=frozenset(colour(c) for c in data.get("trade.counted_colours", list)),
        pair_size=data.get("science.pair_size", int),
        supremacy_symbols=data.get("science.supremacy_symbols", int),
        wonder_cap=data.get("wonders.cap", int),
        coins_per_point=data.get("scoring.coins_per_point", int),
        tie_break_colour=colour_of("scoring.tie_break_colour"),
        first_game=(tuple(first_game.get("first", ())), tuple(first_game.get("second", ()))),
    )


def _rule_ids(path: Path) -> dict[str, str]:
    """The rule-id registry (``rules.toml``): id -> one-line summary."""
    shown = display_path(path)
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise SpecError(SpecProblem(shown, 0, 0, f"cannot read the rule ids: {error}")) from None
    table = raw.get("rules")
    if not isinstance(table, dict) or not all(isinstance(v, str) for v in table.values()):
        raise SpecError(SpecProblem(shown, 0, 0, "expected a [rules] table of id = \"summary\""))
    return dict(table)


def load_ruleset_from(folder: Path) -> Ruleset:
    """Load, validate and compile the spec in ``folder`` (a `game.toml` and ``*.wdl`` files)."""
    from oracle.core.effects import compile_components

    game_file = folder / "game.toml"
    shown = display_path(game_file)
    try:
        raw = tomllib.loads(game_file.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise SpecError(SpecProblem(shown, getattr(error, "lineno", 0) or 0, getattr(error, "colno", 0) or 0,
                                    f"malformed TOML: {error}")) from None
    except OSError as error:
        raise SpecError(SpecProblem(shown, 0, 0, f"cannot read: {error.strerror}")) from None
    data = _Data(raw, shown)
    with _malformed(shown):
        vocabulary = Vocabulary.from_toml(raw, shown)
    files = sorted(folder.glob("*.wdl"))
    components: list[ast.Component] = []
    problems: list[SpecProblem] = []
    for f in files:
        try:
            components.extend(parse_file(f).components)
        except SpecError as error:
            problems.extend(error.problems)
    if problems:
        raise SpecError(problems)
    validate(components, vocabulary, shown)
    with _malformed(shown):
        constants = _constants(data, vocabulary)
        layouts = tuple(_layout(age, data) for age in AGES)
        track = _track(data)
    for layout in layouts:
        if layout.size != constants.cards_per_age:
            raise SpecError(SpecProblem(shown, 0, 0, f"layouts.{layout.age} has {layout.size} slots, "
                                                     f"not {constants.cards_per_age}"))
    from oracle.duel.turn import Turn

    cards, wonders, progress = compile_components(components, vocabulary, constants, Turn, "7 Wonders Duel")
    ruleset = Ruleset(
        title=data.get("game.title", str), vocabulary=vocabulary, constants=constants, layouts=layouts,
        track=track, cards=cards, wonders=wonders, progress=progress,
        files=tuple(display_path(f) for f in [game_file, *files]),
        rule_ids=_rule_ids(folder / "rules.toml"),
    )
    for seat in ruleset.constants.first_game:
        for name in seat:
            if not isinstance(name, str) or name not in ruleset.wonder_index:
                raise SpecError(SpecProblem(shown, 0, 0, f"setup.first_game: unknown wonder '{name}'"))
    return ruleset


@contextmanager
def _malformed(shown: str) -> Iterator[None]:
    """Data of the right TOML type but the wrong shape inside (a zone without 'from', a count
    that is a word, a list of lists where words were due) is one SpecError naming the file."""
    try:
        yield
    except KeyError as error:
        raise SpecError(SpecProblem(shown, 0, 0, f"malformed data: missing key {error}")) from None
    except (TypeError, ValueError, AttributeError) as error:
        raise SpecError(SpecProblem(shown, 0, 0, f"malformed data: {error}")) from None


def load_ruleset(folder: str | None = None) -> Ruleset:
    """The Duel ruleset bundled with the oracle (or the one in ``folder``), loaded once per process."""
    return _load_once(folder or None)


@lru_cache(maxsize=4)
def _load_once(folder: str | None) -> Ruleset:
    return load_ruleset_from(Path(folder) if folder else spec_dir("duel"))
