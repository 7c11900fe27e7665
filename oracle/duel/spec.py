"""Read and check the Duel spec (``spec/duel/``): its constants, Age layouts, military track and components.

Reading parses every ``*.wdl`` file, validates the whole set against the game's vocabulary and
checks every constant, layout and zone of `game.toml` against what it means to the engine, then
reads the rule ids (``rules.toml``) and the rulings (``rulings.toml``: each one's rule, kind and
sources).  :mod:`oracle.duel.ruleset` compiles what it reads; nothing downstream reads spec text
again, and nothing the reader accepts can make the engine fail.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from oracle.core.expansions import Hooks
from oracle.core.extension import extension_folder, read_ruleset_files
from oracle.core.options import NO_CHOICE, Choice, RuleOption
from oracle.core.spec import (
    MAX_TEXT,
    MISSING,
    Ruling,
    TomlFile,
    check_component_numbers,
    check_played_kinds,
    in_reading_order,
    whole,
)
from oracle.dsl import ast
from oracle.dsl.validate import validate
from oracle.dsl.vocabulary import Vocabulary, shown_value
from oracle.duel.rulesets import spec_hooks
from oracle.errors import SpecError
from oracle.text import shown, suggestion

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

    @cached_property
    def initially_accessible(self) -> tuple[int, ...]:
        """The slots no other slot covers (worked out once: every deal of the Age asks)."""
        return tuple(s for s in range(self.size) if not self.covered_by[s])

    @cached_property
    def uncovering(self) -> tuple[tuple[tuple[int, tuple[int, ...]], ...], ...]:
        """Per slot, each slot it covers with the other slots covering that one: once the card in the
        slot is taken, such a slot is uncovered when those others are empty (worked out once: every
        card taken from the structure asks)."""
        return tuple(tuple((parent, tuple(s for s in self.covered_by[parent] if s != slot))
                           for parent in self.covers[slot])
                     for slot in range(self.size))


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
    # the deck Age III takes setup.guilds_in_age_III cards of (or one an expansion puts in its place), and the
    # back those cards show face down (view.hidden)
    extra_deck: str = "guild"
    extra_back: str = "Guild"
    # setup.mixed_decks: decks whose cards are shuffled into the Age decks on top of setup.cards_per_age (an
    # expansion's), each with the cards it adds to each Age and the back its cards show face down
    mixed_decks: tuple[MixedDeck, ...] = ()
    # setup.structure_first: the Age I structure laid out before the wonder draft, its face-up cards seen
    # during the draft (an expansion's rule)
    structure_first: bool = False

    def mixed_in(self, age: int) -> int:
        """The cards the mixed decks add to Age ``age`` (0 for Age I)."""
        return sum(m.per_age[age] for m in self.mixed_decks)


@dataclass(frozen=True)
class MixedDeck:
    """setup.mixed_decks: a deck whose cards join the Age decks, ``per_age[k]`` of them to Age k + 1, face
    down showing ``back``."""

    deck: str
    per_age: tuple[int, ...]
    back: str


# the kinds of component the base game plays; an expansion may add others (point component_kinds)
BASE_KINDS = frozenset({"card", "wonder", "progress"})


@dataclass(frozen=True)
class DuelSpec:
    """The Duel spec as read and checked, its components not yet compiled."""

    title: str
    vocabulary: Vocabulary
    constants: Constants
    layouts: tuple[Layout, ...]
    track: Track
    components: tuple[ast.Component, ...]
    files: tuple[str, ...]
    rule_ids: dict[str, str]
    rulings: tuple[Ruling, ...]   # rulings.toml: every point a source leaves open, and what the spec decides
    # what each expansion of the ruleset read from its own table of the spec, by the table's name
    # (point spec_sections; None where the table is absent or has a problem)
    sections: Mapping[str, Any] = field(default_factory=dict)
    rule_options: tuple[RuleOption, ...] = ()   # [rule_options]: readings an engine may choose (oracle.core.options)
    choice: Choice = NO_CHOICE                  # the readings chosen, other than the defaults

    def section(self, name: str) -> Any:
        """What the expansion reading the table ``name`` read from it, or None."""
        return self.sections.get(name)


# ---- loading -------------------------------------------------------------------------------------
#
# A spec folder may come from anyone (``oracle --spec DIR``).  Loading reads it within bounds (a
# bounded number of component files, each a regular UTF-8 file, a bounded number of bytes in
# all), then checks every constant against what it means to the engine before the engine sees
# it: a count the engine divides by is at least 1, a count it slices a deck with fits the deck,
# the draft order fits the draft, the zones of the track lie between the centre and the capital,
# a layout has as many slots as an Age deals.  Every problem is one SpecProblem naming the file,
# the key and, when it can be found in the text, its line; at most MAX_PROBLEMS are reported.

MAX_CARDS = 500                     # cards, wonders and progress tokens a spec may define
MAX_WONDERS = 100
MAX_TOKENS = 100
MAX_SLOTS = 200                     # setup.cards_per_age
MAX_COINS = 1000                    # any amount of coins or points, any price
MAX_CAPITAL = 100                   # military.capital: spaces from the centre to a capital
MAX_PAIR = 100                      # science.pair_size

SEATS = ("first", "second")
ZONE_KEYS = ("from", "to", "points", "looting")


def _constants(t: TomlFile, v: Vocabulary, decks: Counter[str], wonders: list[str], tokens: int) -> Constants | None:
    """Every constant of [setup], [turn], [trade], [science], [wonders] and [scoring], each checked
    against its meaning and the components the spec defines; ``None`` if any has a problem."""
    before = len(t.problems)
    integer = t.integer
    cards = integer("setup.cards_per_age", 1, MAX_SLOTS)
    removed = integer("setup.removed_per_age", 0, MAX_CARDS)
    extra, back = _extra_deck(t, v)
    if extra is None:   # a problem of its own: how many of its cards Age III takes cannot be checked
        guilds = None
    else:
        guild_cards = decks.get(extra, 0)
        guilds = integer("setup.guilds_in_age_III", 0, guild_cards if cards is None else min(guild_cards, cards),
                         f" (deck {extra} holds {guild_cards} cards)")
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
        "extra_deck": extra, "extra_back": back,
        "mixed_decks": _mixed_decks(t, v, decks, extra),
        "structure_first": _structure_first(t),
    }
    if len(t.problems) > before or any(value is None for value in values.values()):
        return None
    return Constants(**values)


def _structure_first(t: TomlFile) -> bool | None:
    """setup.structure_first (optional, false unless given): whether the Age I structure is laid out before
    the wonder draft."""
    found = t.node("setup.structure_first")
    if found is MISSING:
        return False
    if not isinstance(found, bool):
        t.problem("setup.structure_first", f"setup.structure_first must be true or false, not {shown_value(found)}")
        return None
    return found


def _extra_deck(t: TomlFile, v: Vocabulary) -> tuple[str | None, str]:
    """setup.extra_deck / setup.extra_back (optional): the deck whose cards join Age III and the back
    they show; the guilds unless the spec says otherwise.  A problem if the deck is not one of
    [vocabulary].decks or is an Age's own."""
    deck, back = t.node("setup.extra_deck"), t.node("setup.extra_back")
    if deck is MISSING:
        deck = "guild"
    elif not isinstance(deck, str) or deck not in v.decks or deck in AGES:
        others = [d for d in v.decks if d not in AGES]
        hint = suggestion(deck, others) if isinstance(deck, str) else ""
        t.problem("setup.extra_deck", "setup.extra_deck must be a deck of [vocabulary].decks other than the Ages', "
                                      f"not {shown_value(deck)}{hint}")
        return None, "Guild"
    if back is MISSING or t.text_line("setup.extra_back", MAX_TEXT) is None:
        back = "Guild"
    return deck, back


def _mixed_decks(t: TomlFile, v: Vocabulary, decks: Counter[str], extra: str | None) -> tuple[MixedDeck, ...] | None:
    """setup.mixed_decks (optional): ``[setup.mixed_decks.DECK]`` with ``per_age``, the cards of DECK dealt
    into each Age deck (drawn at random, none twice), and ``back``, what they show face down.  The deck is
    one of [vocabulary].decks other than the Ages' and setup.extra_deck, and holds the cards dealt."""
    found = t.node("setup.mixed_decks")
    if found is MISSING:
        return ()
    if not isinstance(found, dict):
        t.problem("setup.mixed_decks", f"setup.mixed_decks must be a table of decks, not {shown_value(found)}")
        return None
    mixed: list[MixedDeck] = []
    for deck, entry in found.items():
        key = f"setup.mixed_decks.{deck}"
        if deck not in v.decks or deck in AGES or deck == extra:
            others = [d for d in v.decks if d not in AGES and d != extra]
            t.problem(key, f"{key}: a deck of [vocabulary].decks other than the Ages' and setup.extra_deck, not "
                           f"{shown(deck)}{suggestion(deck, others)}")
            return None
        if not isinstance(entry, dict) or set(entry) != {"per_age", "back"}:
            t.problem(key, f"{key} must be a table with per_age (the cards dealt to each Age) and back")
            return None
        per_age = entry["per_age"]
        if not isinstance(per_age, list) or len(per_age) != len(AGES):
            found = f"{len(per_age)} values" if isinstance(per_age, list) else shown_value(per_age)
            t.problem(f"{key}.per_age", f"{key}.per_age must list the cards dealt to each of the {len(AGES)} Ages, "
                                        f"not {found}")
            return None
        counts = [t.integer(f"{key}.per_age", 0, MAX_SLOTS, value=n) for n in per_age]
        back = t.text_line(f"{key}.back", MAX_TEXT)
        if back is None or any(n is None for n in counts):
            return None
        held = decks.get(deck, 0)
        if sum(per_age) > held:
            t.problem(f"{key}.per_age", f"{key}.per_age deals {sum(per_age)} cards; deck {deck} holds {held}")
            return None
        mixed.append(MixedDeck(deck, tuple(per_age), back))
    return tuple(mixed)


def _draft_order(t: TomlFile, draft: int | None, per_round: int | None) -> tuple[int, ...] | None:
    """setup.draft: who picks each wonder, as rounds of setup.wonders_per_round picks; each player
    drafts half of the wonders."""
    key = "setup.draft_order"
    value = t.node(key)
    known = draft is not None and per_round is not None
    rounds = draft // per_round if draft is not None and per_round is not None else 0
    shape = (f"a list of {rounds} rounds, each a list of {per_round} picks" if known
             else "a list of rounds, each a list of picks") + ' ("first" or "second")'
    if not isinstance(value, list) or not all(isinstance(r, list) for r in value):
        t.problem(key, f"{key} must be {shape}, not {'nothing' if value is MISSING else shown_value(value)}")
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


def _first_game(t: TomlFile, order: tuple[int, ...] | None, wonders: list[str]) -> tuple[tuple[str, ...], ...] | None:
    """setup.first_game: the wonders each seat drafts in the rulebook's first game."""
    table = t.table("setup.first_game")
    if table is None:
        return None
    seats: list[tuple[str, ...]] = []
    named: set[str] = set()
    good = True
    for index, seat in enumerate(SEATS):
        key = f"setup.first_game.{seat}"
        names = table.get(seat, MISSING)
        wanted = order.count(index) if order is not None else None
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            t.problem(key, f"{key} must be a list of wonder names, not "
                           f"{'nothing' if names is MISSING else shown_value(names)}")
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


def _layouts(t: TomlFile, cards: int | None, constants: Constants | None = None) -> tuple[Layout, ...] | None:
    """age.layout: each Age's rows of half-columns and its face-up rows, checked (sizes first,
    before anything is built from them), then built.  An Age's layout holds setup.cards_per_age slots
    and one more for each card the mixed decks add to it (setup.mixed_decks)."""
    before = len(t.problems)
    layouts: list[Layout] = []
    for k, age in enumerate(AGES):
        key = f"layouts.{age}"
        table = t.table(key)
        if table is None:
            continue
        rows, face_rows = table.get("rows", MISSING), table.get("face_up_rows", MISSING)
        unknown = constants is None and t.node("setup.mixed_decks") is not MISSING   # a problem of its own
        dealt = None if cards is None or unknown else cards + (constants.mixed_in(k) if constants is not None else 0)
        mixed = constants is not None and constants.mixed_in(k) > 0
        if not _layout_fits(t, key, rows, face_rows, dealt, "setup.cards_per_age and setup.mixed_decks" if mixed
                            else "setup.cards_per_age"):
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


def _layout_fits(t: TomlFile, key: str, rows: Any, face_rows: Any, cards: int | None,
                 dealt_by: str = "setup.cards_per_age") -> bool:
    """Whether a layout's shape is sound: as many slots as an Age deals, half-columns from 1 to
    twice that, increasing by at least 2 along a row, face-up rows that exist.  Cheap: it looks
    at each value once."""
    if not isinstance(rows, list) or not all(isinstance(row, list) for row in rows):
        t.problem(f"{key}.rows", f"{key}.rows must be a list of rows, each a list of half-columns, not "
                                 f"{'nothing' if rows is MISSING else shown_value(rows)}")
        return False
    if cards is None:  # setup.cards_per_age has a problem of its own
        return False
    slots = sum(len(row) for row in rows)
    if slots != cards:
        t.problem(f"{key}.rows", f"{key}.rows must hold {dealt_by} ({cards}) slots, not {slots:,}")
        return False
    good = True
    widest = 2 * cards
    for r, row in enumerate(rows, 1):
        if not row:
            t.problem(f"{key}.rows", f"{key}.rows: row {r} is empty; every row holds at least one card")
            good = False
        previous = 0
        for c in row:
            if whole(c, 1, widest) is None:
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
                                         f"{'nothing' if face_rows is MISSING else shown_value(face_rows)}")
        return False
    seen: set[int] = set()
    for n in face_rows:
        if whole(n, 1, len(rows)) is None:
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


def _track(t: TomlFile) -> Track | None:
    """military.*: the capital, and the zones from the centre out, without overlap."""
    before = len(t.problems)
    capital = t.integer("military.capital", 1, MAX_CAPITAL)
    value = t.node("military.zones")
    if not isinstance(value, list) or not all(isinstance(zone, dict) for zone in value) or len(value) > MAX_CAPITAL:
        t.problem("military.zones", "military.zones must be a list of at most military.capital [[military.zones]] "
                                    "tables (from, to, points, looting), not "
                                    f"{'nothing' if value is MISSING else shown_value(value)}")
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
        low = t.integer(f"{key}.from", 1, outer, why, zone.get("from", MISSING))
        high = t.integer(f"{key}.to", low or 1, outer, f" (from {key}.from to military.capital - 1)",
                         zone.get("to", MISSING))
        points = t.integer(f"{key}.points", 0, MAX_COINS, "", zone.get("points", MISSING))
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


def _game(t: TomlFile) -> str | None:
    """[game]: the title (shown in messages and the docs) and, if given, the number of players."""
    title = t.text_line("game.title", MAX_TEXT)
    players = t.node("game.players")
    if players is not MISSING:
        t.integer("game.players", 2, 2, " (7 Wonders Duel is a game for two)")
    return title


def read_spec(folder: Path, variant: str = "standard", hooks: Hooks | None = None,
              choice: Choice = NO_CHOICE) -> DuelSpec:
    """The spec in ``folder`` (a `game.toml`, a `rules.toml`, a `rulings.toml` and ``*.wdl``
    files) as ``variant`` plays it — extended by ``variants/<variant>/`` when there is such a folder
    (:mod:`oracle.core.extension`) — read and checked; any problem is a :class:`SpecError`.  The
    expansions ``hooks`` composes (by default those of the rulesets played on ``variant``) read
    their own tables (point ``spec_sections``); a component of a kind none of them plays is a
    problem.  ``choice`` sets some of the ruleset's rule options (:mod:`oracle.core.options`)."""
    if hooks is None:
        hooks = spec_hooks(variant)
    read = read_ruleset_files(folder, variant, choice)
    t, vocabulary, components = read.game, read.vocabulary, read.components
    check_component_numbers(components, folder, {"card": MAX_CARDS, "wonder": MAX_WONDERS, "progress": MAX_TOKENS},
                            "Duel")
    validate(components, vocabulary, t.label)
    decks = Counter(c.deck.value for c in components if c.kind == "card" and c.deck is not None)
    wonders = [c.name for c in components if c.kind == "wonder"]
    tokens = sum(1 for c in components if c.kind == "progress")
    title = _game(t)
    constants = _constants(t, vocabulary, decks, wonders, tokens)
    layouts = _layouts(t, whole(t.node("setup.cards_per_age"), 1, MAX_SLOTS), constants)
    track = _track(t)
    slots = None if layouts is None else tuple((layout.size, layout.face_up) for layout in layouts)
    sections = {name: read(t, vocabulary, components, slots, AGES)
                for name, read in hooks.table("spec_sections").items()}
    check_played_kinds(t, components, BASE_KINDS, hooks.table("component_kinds"))
    if t.problems or title is None or constants is None or layouts is None or track is None:
        raise SpecError(in_reading_order(t.problems))
    return DuelSpec(
        title=title, vocabulary=vocabulary, constants=constants, layouts=layouts, track=track,
        components=tuple(components), files=read.files,
        # every ruling names a known rule, its kind and at least one source (read_rulings)
        rule_ids=read.rule_ids, rulings=read.rulings, sections=sections,
        rule_options=read.rule_options, choice=read.choice,
    )



def spec_variant(folder: Path, variant: str) -> str:
    """The ruleset ``variant`` plays: its own when the spec has an extension of that name
    (``variants/<variant>/``), else the game's own spec, ``standard`` (Duel's first printing plays
    the standard spec by a rule of its own)."""
    return variant if extension_folder(folder, variant) is not None else "standard"
