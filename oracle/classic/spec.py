"""The rule data of 7 Wonders, first edition (``spec/classic``), read, checked and typed.

The folder holds ``game.toml`` (the vocabulary, the boards and their sides, the contents of the
Age decks, the guilds, the constants), ``rules.toml`` (the rule ids), ``rulings.toml`` (every point
where the sources disagree, with its kind and sources) and the component files: the cards of the
three Ages, the ten guilds and the fourteen board sides.  Every problem is one
:class:`~oracle.errors.SpecError` naming the file and, where it can, the line and column.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from oracle.classic.rulesets import spec_hooks
from oracle.core.extension import read_ruleset_files
from oracle.core.options import NO_CHOICE, Choice, RuleOption
from oracle.core.spec import (
    MAX_TEXT,
    MISSING,
    Ruling,
    SpecLoader,
    TomlFile,
    check_component_numbers,
    check_played_kinds,
    dotted,
    in_reading_order,
    within_bound,
)
from oracle.dsl import ast
from oracle.dsl.validate import validate
from oracle.dsl.vocabulary import Vocabulary, shown_value
from oracle.errors import SpecError
from oracle.text import shown, suggestion

AGES = ("I", "II", "III")
SIDES = ("A", "B")            # the first edition's names of a board's two sides (setup.sides)
MAX_PLAYERS = 7               # the box holds seven boards
MAX_CARDS = 200               # kinds of card a spec may define
MAX_OTHERS = 200              # components of the kinds expansions play
MAX_BOARDS = 10               # boards a spec may define: the box's seven and those an expansion adds
BASE_KINDS = ("card", "wonder")   # the kinds of component the base game plays
MAX_COPIES = 10               # copies of one card in one Age
DIRECTIONS = ("left", "right")
# scoring.condition: the conditions an effect may score on (the engine knows when each holds)
CONDITIONS = ("own wonder complete",)


@dataclass(frozen=True)
class ClassicSpec:
    """Everything the classic spec folder states, checked."""

    title: str
    min_players: int
    max_players: int
    vocabulary: Vocabulary
    cards: tuple[ast.Component, ...]          # every card, guilds included, in file order
    wonders: tuple[ast.Component, ...]        # every board side, in file order
    boards: dict[str, tuple[str, str]]        # board -> its two sides' components (setup.boards)
    sides: tuple[str, str]                    # setup.boards: the names of a board's sides ("A", "B")
    decks: dict[str, dict[str, tuple[int, ...]]]  # Age -> card -> the player number of each copy
    guilds: tuple[str, ...]                   # setup.guilds
    starting_coins: int                       # setup.coins
    hand_size: int                            # setup.hands
    guilds_beyond_players: int                # setup.guilds
    discard_coins: int                        # turn.discard
    passing: dict[str, str]                   # turn.pass: Age -> "left" or "right"
    trade_price: int                          # trade.price
    sellable_colours: tuple[str, ...]         # trade.sellable
    victory: dict[str, int]                   # military.conflict: Age -> points of a victory token
    defeat: int
    coins_per_point: int                      # scoring.categories
    science_set: int                          # scoring.science
    free_city_players: int                    # free_city.setup: the players of the Free City variant ...
    free_city_deck_players: int               # ... and the number of players whose cards they use
    rule_ids: dict[str, str]
    rulings: tuple[Ruling, ...]
    files: tuple[str, ...]
    variants: dict[str, str]
    variant: str = "standard"
    # the components of the kinds an expansion plays (point component_kinds), in file order
    others: tuple[ast.Component, ...] = ()
    # what each expansion read from its own table of the spec, by the table's name (point spec_sections)
    sections: dict[str, Any] = field(default_factory=dict)
    rule_options: tuple[RuleOption, ...] = ()   # [rule_options]: readings an engine may choose (oracle.core.options)
    choice: Choice = NO_CHOICE                  # the readings chosen, other than the defaults

    def copies(self, age: str, players: int) -> list[str]:
        """setup.decks: the cards of ``age`` (guilds aside) used with ``players``, copies repeated, in
        table order."""
        return [name for name, markers in self.decks[age].items() for m in markers if m <= players]


def load_spec_from(folder: Path, variant: str = "standard", choice: Choice = NO_CHOICE) -> ClassicSpec:
    """Load and check the classic spec in ``folder`` as ``variant`` plays it, with the readings
    ``choice`` sets of its rule options; at most MAX_PROBLEMS problems are reported (and one more that
    counts the rest)."""
    return within_bound(folder, lambda: _load(folder, variant, choice))


# load_spec(folder=None, variant="standard", choice=()): the classic spec bundled with the oracle (or the
# one in ``folder``), loaded once per process
load_spec = SpecLoader("classic", load_spec_from)


def _load(folder: Path, variant: str, choice: Choice = NO_CHOICE) -> ClassicSpec:
    read = read_ruleset_files(folder, variant, choice)
    t, vocabulary, variants, components = read.game, read.vocabulary, read.variants, read.components
    check_component_numbers(components, folder, {"card": MAX_CARDS, "wonder": 2 * MAX_BOARDS, "progress": 0},
                            "7 Wonders")
    validate(components, vocabulary, t.label)
    hooks = spec_hooks(variant)
    kinds = hooks.table("component_kinds")
    check_played_kinds(t, components, BASE_KINDS, kinds)
    others = tuple(c for c in components if c.kind in kinds)
    if len(others) > MAX_OTHERS:
        t.problem("game", f"the component files define {len(others):,} components besides cards and wonders; the "
                          f"7 Wonders engine takes at most {MAX_OTHERS}")
    for condition in vocabulary.conditions:
        if condition not in CONDITIONS:
            t.problem("vocabulary.conditions", f"[vocabulary].conditions: the 7 Wonders engine knows no condition "
                                               f"{shown(condition)}; it knows {', '.join(map(repr, CONDITIONS))}")
    cards = tuple(c for c in components if c.kind == "card")
    wonders = tuple(c for c in components if c.kind == "wonder")
    title = t.text_line("game.title", MAX_TEXT)
    low = t.integer("game.min_players", 2, MAX_PLAYERS)
    high = t.integer("game.max_players", low or 2, MAX_PLAYERS, " (at least min_players, at most 7)")
    sides = _sides(t)
    boards = _boards(t, wonders, high)
    coins = t.integer("setup.starting_coins", 0, 100)
    hand = t.integer("setup.hand_size", 2, 20)
    beyond = t.integer("setup.guilds_beyond_players", 0, 20)
    discard = t.integer("turn.discard_coins", 0, 100)
    passing = _per_age(t, "turn.passing", DIRECTIONS)
    price = t.integer("trade.price", 0, 100)
    sellable = _colours(t, "trade.sellable_colours", vocabulary.colours)
    victory = _per_age(t, "military.victory", None)
    defeat = t.integer("military.defeat", -100, 0)
    per_point = t.integer("scoring.coins_per_point", 1, 100)
    science_set = t.integer("scoring.science_set", 0, 100)
    fc_players = t.integer("free_city.players", 2, 2)
    cities = (fc_players or 2) + 1
    fc_deck = t.integer("free_city.deck_players", cities, cities, f" (the {fc_players or 2} players and the Free "
                                                                  f"City are dealt a hand each)")
    if fc_deck is not None and low is not None and fc_deck < low:
        t.problem("free_city.deck_players", f"free_city.deck_players ({fc_deck}) must be a number of players the "
                                            f"Age decks are made for: game.min_players is {low}")
        fc_deck = None
    guilds = _guilds(t, cards)
    decks = _decks(t, cards, guilds, low, high)
    rule_ids, rulings = read.rule_ids, read.rulings
    sections = {name: reader(t, vocabulary, cards, others) for name, reader in hooks.table("spec_sections").items()}
    values = (title, low, high, sides, boards, coins, hand, beyond, discard, passing, price, sellable, victory, defeat,
              per_point, science_set, guilds, decks, variants, fc_players, fc_deck)
    if not t.problems and None not in values:
        assert low is not None and high is not None and hand is not None and beyond is not None
        assert decks is not None and guilds is not None
        assert fc_deck is not None
        _check_hands(t, decks, guilds, sorted({*range(max(low, 3), high + 1), fc_deck}), hand, beyond)
    if t.problems or any(v is None for v in values):
        raise SpecError(in_reading_order(t.problems))
    assert title is not None and low is not None and high is not None and boards is not None and sides is not None
    assert coins is not None and hand is not None and beyond is not None and discard is not None
    assert passing is not None and price is not None and sellable is not None and victory is not None
    assert defeat is not None and per_point is not None and science_set is not None and guilds is not None
    assert decks is not None and variants is not None and fc_players is not None and fc_deck is not None
    return ClassicSpec(
        title=title, min_players=low, max_players=high, vocabulary=vocabulary, cards=cards, wonders=wonders,
        boards=boards, sides=sides, decks=decks, guilds=guilds, starting_coins=coins, hand_size=hand,
        guilds_beyond_players=beyond, discard_coins=discard, passing={k: str(v) for k, v in passing.items()},
        trade_price=price, sellable_colours=sellable, victory={k: int(v) for k, v in victory.items()},
        defeat=defeat, coins_per_point=per_point, science_set=science_set, free_city_players=fc_players,
        free_city_deck_players=fc_deck, rule_ids=rule_ids, rulings=rulings,
        files=read.files, variants=variants, variant=variant, others=others, sections=sections,
        rule_options=read.rule_options, choice=read.choice,
    )



def _sides(t: TomlFile) -> tuple[str, str] | None:
    """setup.sides: the two names a board's sides go by, in the order [boards] lists them."""
    value = t.node("setup.sides")
    if (isinstance(value, list) and len(value) == len(SIDES) and all(isinstance(v, str) and 0 < len(v) <= 20
                                                                       and v.isalnum() for v in value)
            and value[0] != value[1]):
        return value[0], value[1]
    t.problem("setup.sides", f"setup.sides must name a board's two sides, two different words, not "
                             f"{'nothing' if value is MISSING else shown_value(value)}")
    return None


def _boards(t: TomlFile, wonders: tuple[ast.Component, ...], high: int | None) -> dict[str, tuple[str, str]] | None:
    """[boards]: every board names its side A and side B components; every board side belongs to
    one board; there are at least as many boards as players."""
    table = t.table("boards")
    if table is None:
        return None
    names = [w.name for w in wonders]
    out: dict[str, tuple[str, str]] = {}
    used: set[str] = set()
    for board, sides in table.items():
        key, named = f"boards.{board}", dotted("boards", board)
        if not (isinstance(sides, list) and len(sides) == len(SIDES) and all(isinstance(s, str) for s in sides)):
            t.problem(key, f"{named} must name the board's side A and side B, not {shown_value(sides)}")
            continue
        good = True
        for side in sides:
            if side not in names:
                t.problem(key, f"{named}: no wonder is named {shown(side)}{suggestion(side, names)}")
                good = False
            elif side in used:
                t.problem(key, f"{named}: {shown(side)} is the side of another board too")
                good = False
            used.add(side)
        if good:
            out[board] = (sides[0], sides[1])
    for name in names:
        if name not in used:
            t.problem("boards", f"[boards]: the wonder {shown(name)} is the side of no board")
    if high is not None and len(out) < high:
        t.problem("boards", f"[boards] lists {len(out)} boards; {high} players need as many")
    return out if len(out) == len(table) and not t.problems else None


def _per_age(t: TomlFile, key: str, allowed: tuple[str, ...] | None) -> dict[str, Any] | None:
    """A table with one value per Age: a word of ``allowed``, or a whole number."""
    table = t.node(key)
    if not isinstance(table, dict) or sorted(table) != sorted(AGES):
        t.problem(key, f"{key} must give a value for each Age ({', '.join(AGES)}), not "
                       f"{'nothing' if table is MISSING else shown_value(table)}")
        return None
    out: dict[str, Any] = {}
    for age in AGES:
        value = table[age]
        if allowed is not None:
            if value not in allowed:
                t.problem(key, f"{key}.{age} must be one of {', '.join(allowed)}, not {shown_value(value)}")
                continue
            out[age] = value
        elif (n := t.integer(f"{key}.{age}", 0, 100, value=value)) is not None:
            out[age] = n
    return out if len(out) == len(AGES) else None


def _colours(t: TomlFile, key: str, colours: tuple[str, ...]) -> tuple[str, ...] | None:
    found = t.colours(key, colours)
    return None if found is None else tuple(c for i, c in enumerate(colours) if i in found)


def _guilds(t: TomlFile, cards: tuple[ast.Component, ...]) -> tuple[str, ...] | None:
    value = t.node("guilds.cards")
    names = [c.name for c in cards]
    if not (isinstance(value, list) and value and all(isinstance(v, str) for v in value)):
        t.problem("guilds.cards", f"guilds.cards must list the guilds, not "
                                  f"{'nothing' if value is MISSING else shown_value(value)}")
        return None
    good = True
    for name in value:
        if name not in names:
            t.problem("guilds.cards", f"guilds.cards: no card is named {shown(name)}{suggestion(name, names)}")
            good = False
    if len(set(value)) != len(value):
        t.problem("guilds.cards", "guilds.cards names a card twice")
        good = False
    return tuple(value) if good else None


def _decks(t: TomlFile, cards: tuple[ast.Component, ...], guilds: tuple[str, ...] | None, low: int | None,
           high: int | None) -> dict[str, dict[str, tuple[int, ...]]] | None:
    """[decks.I], [decks.II], [decks.III]: card -> the smallest number of players of each copy."""
    if guilds is None or low is None or high is None:
        return None
    names = [c.name for c in cards]
    out: dict[str, dict[str, tuple[int, ...]]] = {}
    placed: set[str] = set(guilds)
    good = True
    for age in AGES:
        table = t.table(f"decks.{age}")
        if table is None:
            good = False
            continue
        out[age] = {}
        for name, markers in table.items():
            key = f"decks.{age}.{name}"
            if name not in names:
                t.problem(key, f"[decks.{age}]: no card is named {shown(name)}{suggestion(name, names)}")
                good = False
                continue
            if name in guilds:
                t.problem(key, f"[decks.{age}]: {shown(name)} is a guild; guilds are drawn (setup.guilds)")
                good = False
                continue
            if not (isinstance(markers, list) and 1 <= len(markers) <= MAX_COPIES
                    and all(isinstance(m, int) and not isinstance(m, bool) and low <= m <= high for m in markers)
                    and list(markers) == sorted(markers)):
                t.problem(key, f"{key} must list the player number of each copy, from {low} to {high} in "
                               f"increasing order, not {shown_value(markers)}")
                good = False
                continue
            out[age][name] = tuple(markers)
            placed.add(name)
    for name in names:
        if name not in placed:
            t.problem("decks", f"[decks]: the card {shown(name)} is in no Age and is no guild")
            good = False
    return out if good else None


def _check_hands(t: TomlFile, decks: dict[str, dict[str, tuple[int, ...]]], guilds: tuple[str, ...],
                 counts: list[int], hand: int, beyond: int) -> None:
    """setup.hands: at every number of players (``counts``: of the game and of the Free City's
    cities) each Age deals exactly ``hand`` cards a player."""
    for players in counts:
        for age in AGES:
            size = sum(1 for markers in decks[age].values() for m in markers if m <= players)
            if age == AGES[-1]:
                size += min(players + beyond, len(guilds))
            if size != hand * players:
                t.problem(f"decks.{age}", f"[decks.{age}] deals {size} cards to {players} players; each must get "
                                          f"{hand} ({hand * players} in all)")
