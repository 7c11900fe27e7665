"""The rule data of 7 Wonders Architects (``spec/architects``), read, checked and typed.

The folder holds ``game.toml`` (the vocabulary, what each deck holds, the constants),
``rules.toml`` (the rule ids), ``rulings.toml`` (every point where the sources disagree, with its
kind, sources and confidence) and the component files: the fourteen kinds of card, the seven
wonders of five pieces and the fourteen kinds of progress token.  Every problem is one
:class:`~oracle.errors.SpecError` naming the file and, where it can, the line and column.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from oracle.core.spec import (
    MAX_TEXT,
    MISSING,
    RULING_KINDS,
    Ruling,
    SpecLoader,
    TomlFile,
    check_component_numbers,
    component_files,
    in_reading_order,
    parse_components,
    read_game_file,
    read_rule_ids,
    read_rulings,
    within_bound,
)
from oracle.dsl import ast
from oracle.dsl.validate import validate
from oracle.dsl.vocabulary import Vocabulary, shown_value
from oracle.errors import SpecError, SpecProblem
from oracle.resources import display_path
from oracle.text import shown, suggestion

__all__ = ["CENTRAL", "RULING_KINDS", "ArchitectsSpec", "Ruling", "load_spec", "load_spec_from"]

CENTRAL = "central"           # the name of the central deck in [decks] and in records
MAX_PLAYERS = 7               # the box holds seven wonders
MAX_COPIES = 100              # cards of one kind in one deck, copies of one token
MAX_CARD_KINDS = 64
# What a record can hold (oracle/architects/record.py, the record's JSON Schema), which bounds
# what the spec may ask for: every game the oracle plays can be written as a record and read back.
MOST_BUILD_CARDS = 4          # cards a build lists: a wonder piece costs at most 4 resources
MOST_PIECES = 5               # the piece a build names: a wonder has at most 5
MOST_TRADE_CARDS = 3          # cards a trade lists (science.trade)
MOST_DECK_CARDS = 100         # cards a reshuffle order orders: a deck holds at most 100 cards
MOST_RESHUFFLES = 20          # reshuffle orders: 'keep K of top N' effects of all wonders together
TRADE_WHY = " (a trade of a record lists at most 3 cards)"

# the variants the engine plays by a rule of its own (military.two_player_zero: battle.py), which
# replace no component; every other variant takes components from variants/<name>.wdl
RULE_VARIANTS = ("standard", "two_player_literal")


@dataclass(frozen=True)
class ArchitectsSpec:
    """Everything the Architects spec folder states, checked."""

    title: str
    min_players: int
    max_players: int
    vocabulary: Vocabulary
    cards: tuple[ast.Component, ...]          # the kinds of card, in file order
    wonders: tuple[ast.Component, ...]
    progress: tuple[ast.Component, ...]       # the kinds of token
    copies: dict[str, int]                    # progress token -> copies in the box (1 if absent)
    decks: dict[str, dict[str, int]]          # deck (a wonder's name or "central") -> card kind -> cards
    conflict_tokens: dict[int, int]           # setup.conflict: players -> tokens in play
    progress_face_up: int                     # setup.progress
    science_identical: int                    # science.trade
    science_different: int
    two_player_double: int                    # military.two_player
    cat_points: int                           # scoring.points
    military_victory_points: int
    rule_ids: dict[str, str]
    rulings: tuple[Ruling, ...]
    files: tuple[str, ...]
    variants: dict[str, str]                  # name -> what it changes; the first is the default
    variant: str = "standard"                 # the variant these components are for

    def deck_size(self, deck: str) -> int:
        return sum(self.decks[deck].values())

    def token_copies(self, name: str) -> int:
        return self.copies.get(name, 1)


def load_spec_from(folder: Path, variant: str = "standard") -> ArchitectsSpec:
    """Load and check the Architects spec in ``folder`` for ``variant`` (whose components, if any, in
    ``variants/<variant>.wdl`` replace those of the same kind and name); at most MAX_PROBLEMS
    problems are reported (and one more that counts the rest)."""
    return within_bound(folder, lambda: _load(folder, variant))


# load_spec(folder=None, variant="standard"): the Architects spec bundled with the oracle (or the one
# in ``folder``), loaded once per process
load_spec = SpecLoader("architects", load_spec_from)


def _load(folder: Path, variant: str = "standard") -> ArchitectsSpec:
    game_file = folder / "game.toml"
    t, vocabulary, variants = read_game_file(folder, variant)
    files = component_files(folder)
    components = parse_components(files)
    changed = folder / "variants" / f"{variant}.wdl"
    replacing = _variant_components(changed, variant) if variant != "standard" else None
    if replacing is not None:
        names = {(c.kind, c.name) for c in components}
        for c in replacing:
            if (c.kind, c.name) not in names:
                raise SpecError(SpecProblem(display_path(changed), c.pos.line, c.pos.column,
                                            f"{c.kind} {shown(c.name)} replaces nothing: no {c.kind} of that name"))
        by_name = {(c.kind, c.name): c for c in replacing}
        components = [by_name.get((c.kind, c.name), c) for c in components]
        files = [*files, changed]
    check_component_numbers(components, folder, {"card": MAX_CARD_KINDS, "wonder": MAX_PLAYERS, "progress": 64},
                            "Architects")
    validate(components, vocabulary, t.label)
    _check_engine_bounds(components)
    cards = tuple(c for c in components if c.kind == "card")
    wonders = tuple(c for c in components if c.kind == "wonder")
    progress = tuple(c for c in components if c.kind == "progress")
    title = t.text_line("game.title", MAX_TEXT)
    low = t.integer("game.min_players", 2, MAX_PLAYERS)
    high = t.integer("game.max_players", low or 2, min(MAX_PLAYERS, len(wonders)),
                     " (at least min_players, at most one player per wonder)")
    copies = _copies(t, progress)
    decks = _decks(t, cards, wonders)
    conflict = _conflict_tokens(t, low, high)
    face_up = t.integer("setup.progress_face_up", 1, max(1, sum((copies or {}).get(p.name, 1) for p in progress) - 1),
                        " (fewer than the tokens in the box)")
    identical = t.integer("science.identical", 2, MOST_TRADE_CARDS, TRADE_WHY)
    different = t.integer("science.different", 2, max(2, min(MOST_TRADE_CARDS, len(vocabulary.science_symbols))),
                          " (at most the number of science symbols; " + TRADE_WHY[2:])
    double = t.integer("military.two_player_double", 2, 10)
    cat = t.integer("scoring.cat_points", 0, 100)
    victory = t.integer("scoring.military_victory_points", 0, 100)
    rule_ids = read_rule_ids(folder / "rules.toml")
    rulings = read_rulings(folder / "rulings.toml", rule_ids)
    values = (title, low, high, copies, decks, conflict, face_up, identical, different, double, cat, victory,
              variants)
    if t.problems or any(v is None for v in values):
        raise SpecError(in_reading_order(t.problems))
    assert title is not None and low is not None and high is not None and copies is not None
    assert decks is not None and conflict is not None and face_up is not None and identical is not None
    assert different is not None and double is not None and cat is not None and victory is not None
    assert variants is not None
    return ArchitectsSpec(
        title=title, min_players=low, max_players=high, vocabulary=vocabulary, cards=cards, wonders=wonders,
        progress=progress, copies=copies, decks=decks, conflict_tokens=conflict, progress_face_up=face_up,
        science_identical=identical, science_different=different, two_player_double=double, cat_points=cat,
        military_victory_points=victory, rule_ids=rule_ids, rulings=rulings,
        files=tuple(display_path(f) for f in [game_file, *files]), variants=variants, variant=variant,
    )


def _check_engine_bounds(components: list[ast.Component]) -> None:
    """What the engine and the record format can play, checked on the components: a wonder's pieces
    are numbered 1, 2, ... in the order written, at most MOST_PIECES (build.order); a piece costs at
    most MOST_BUILD_CARDS resources (build.cost); a token makes one card count as more (count 1 ...
    as N resources); 'keep K of top N' keeps one card
    (wonder.halicarnassus: the engine keeps one card, then shuffles the rest back); the wonders hold
    at most MOST_RESHUFFLES such effects in all (one reshuffle order each)."""
    problems: list[SpecProblem] = []
    keeps: list[ast.KeepFromTop] = []
    for c in components:
        for place, stage in enumerate(c.stages, 1):
            if stage.number != place or place > MOST_PIECES:
                problems.append(SpecProblem(stage.pos.file, stage.pos.line, stage.pos.column,
                                            f"wonder {shown(c.name)}: stage {stage.number} is its piece {place}; a "
                                            f"wonder's pieces are numbered 1, 2, ... in the order written, at most "
                                            f"{MOST_PIECES} (a build of a record names a piece from 1 to "
                                            f"{MOST_PIECES})"))
            cost = stage.cost
            if cost is not None and cost.units > MOST_BUILD_CARDS:
                problems.append(SpecProblem(cost.pos.file, cost.pos.line, cost.pos.column,
                                            f"a wonder piece costs at most {MOST_BUILD_CARDS} resources (a build of "
                                            f"a record lists at most {MOST_BUILD_CARDS} cards), not {cost.units}"))
        clauses = (*c.clauses, *(clause for stage in c.stages for clause in stage.clauses))
        for effect in _every_effect(e for clause in clauses for e in clause.effects):
            if isinstance(effect, ast.CountsAs) and effect.cards != 1:
                problems.append(SpecProblem(effect.pos.file, effect.pos.line, effect.pos.column,
                                            f"count {effect.cards} {effect.colour} cards as {effect.units} resources: "
                                            f"a token makes one card count as more (count 1 {effect.colour} card "
                                            f"as N resources)"))
            if isinstance(effect, ast.KeepFromTop):
                keeps.append(effect)
                if effect.keep != 1:
                    problems.append(SpecProblem(effect.pos.file, effect.pos.line, effect.pos.column,
                                                f"keep {effect.keep} of top {effect.look}: a player keeps one of "
                                                f"the cards looked at (keep 1 of top N)"))
    if len(keeps) > MOST_RESHUFFLES:
        extra = keeps[MOST_RESHUFFLES].pos
        problems.append(SpecProblem(extra.file, extra.line, extra.column,
                                    f"the wonders hold {len(keeps)} 'keep 1 of top N' effects; at most "
                                    f"{MOST_RESHUFFLES} (a record holds at most {MOST_RESHUFFLES} reshuffle orders)"))
    if problems:
        raise SpecError(in_reading_order(problems))


def _every_effect(effects: Iterable[ast.Effect]) -> Iterator[ast.Effect]:
    """The effects and those a conditional effect holds, in source order."""
    for effect in effects:
        yield effect
        if isinstance(effect, ast.Conditional):
            yield from _every_effect((effect.then, effect.otherwise))


def _variant_components(path: Path, variant: str) -> list[ast.Component] | None:
    """The components of ``variants/<variant>.wdl``, read like every spec file (a regular UTF-8 file
    of bounded size): a variant that replaces components (every variant but those of
    RULE_VARIANTS) must have it; for the others it may be absent (``None``), but a path that cannot
    be looked at (a loop of symbolic links) or is not a file is a problem all the same."""
    try:
        os.lstat(path)
    except FileNotFoundError:
        if variant in RULE_VARIANTS:
            return None
        raise SpecError(SpecProblem(display_path(path), 0, 0, f"cannot read: the file is missing; the variant "
                                                              f"{variant} takes its components from it")) from None
    except OSError as error:
        raise SpecError(SpecProblem(display_path(path), 0, 0, f"cannot read: {error.strerror or error}")) from None
    return parse_components([path])


def _copies(t: TomlFile, progress: tuple[ast.Component, ...]) -> dict[str, int] | None:
    """[copies]: progress tokens of which the box holds more than one."""
    table = t.node("copies")
    if table is MISSING:
        return {}
    if not isinstance(table, dict):
        t.problem("copies", f"[copies] must be a table of token = copies, not {shown_value(table)}")
        return None
    names = [p.name for p in progress]
    copies: dict[str, int] = {}
    for name, n in table.items():
        if name not in names:
            t.problem(f"copies.{name}", f"[copies]: no progress token is named {shown(name)}{suggestion(name, names)}")
        elif (value := t.integer(f"copies.{name}", 1, MAX_COPIES, value=n)) is not None:
            copies[name] = value
    return copies if len(copies) == len(table) else None


def _decks(t: TomlFile, cards: tuple[ast.Component, ...],
           wonders: tuple[ast.Component, ...]) -> dict[str, dict[str, int]] | None:
    """[decks]: ``kinds`` names every kind of card once; a row per wonder and one for the central
    deck gives how many cards of each kind that deck holds (components.decks)."""
    table = t.table("decks")
    if table is None:
        return None
    names = [c.name for c in cards]
    kinds = table.get("kinds")
    if not isinstance(kinds, list) or sorted(map(str, kinds)) != sorted(names) or len(kinds) != len(set(kinds)):
        t.problem("decks.kinds", f"decks.kinds must name every kind of card once ({', '.join(names)}), not "
                                 f"{shown_value(kinds)}")
        return None
    expected = [w.name for w in wonders] + [CENTRAL]
    decks: dict[str, dict[str, int]] = {}
    for deck, row in table.items():
        if deck == "kinds":
            continue
        if deck not in expected:
            t.problem(f"decks.{deck}", f"[decks]: {shown(deck)} is neither a wonder nor {CENTRAL!r}"
                                       f"{suggestion(deck, expected)}")
            continue
        if not isinstance(row, list):
            t.problem(f"decks.{deck}", f"decks.{deck} must be a list of {len(kinds)} numbers, one per kind of "
                                       f"card, not {shown_value(row)}")
            continue
        if len(row) != len(kinds):
            t.problem(f"decks.{deck}", f"decks.{deck} lists {len(row)} numbers; it must list {len(kinds)}, one "
                                       f"per kind of card in decks.kinds")
            continue
        counts = [t.integer(f"decks.{deck}", 0, MAX_COPIES, value=n) for n in row]
        if all(n is not None for n in counts):
            decks[deck] = {kind: n for kind, n in zip(kinds, counts, strict=True) if n is not None}
            size = sum(decks[deck].values())
            if size == 0:
                t.problem(f"decks.{deck}", f"deck {deck} holds no card")
            elif size > MOST_DECK_CARDS:
                t.problem(f"decks.{deck}", f"deck {deck} holds {size} cards; a deck holds at most {MOST_DECK_CARDS} "
                                           f"(a reshuffle order of a record orders at most {MOST_DECK_CARDS} cards)")
    for deck in expected:
        if deck not in table:
            t.problem("decks", f"[decks] has no row for {shown(deck)}")
    return decks if len(decks) == len(expected) and all(0 < sum(d.values()) <= MOST_DECK_CARDS
                                                        for d in decks.values()) else None


def _conflict_tokens(t: TomlFile, low: int | None, high: int | None) -> dict[int, int] | None:
    """[setup.conflict_tokens]: for every number of players, the conflict tokens in play."""
    table = t.table("setup.conflict_tokens")
    if table is None or low is None or high is None:
        return None
    tokens: dict[int, int] = {}
    for players in range(low, high + 1):
        key = f"setup.conflict_tokens.{players}"
        if (n := t.integer(key, 1, 100, value=table.get(str(players), MISSING))) is not None:
            tokens[players] = n
    for key in table:
        if not (key.isdigit() and low <= int(key) <= high):
            t.problem("setup.conflict_tokens", f"[setup.conflict_tokens]: {shown(key)} is not a number of "
                                               f"players from {low} to {high}")
    return tokens if len(tokens) == high - low + 1 and len(table) == len(tokens) else None
