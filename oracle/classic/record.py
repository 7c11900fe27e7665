"""Classic records, format v1: the player count and every chance outcome up front (``setup``: each
seat's board and side, the hands of each Age as dealt, the guilds already among Age III's), then
the players' decisions (``moves``), each naming its player.  Within a turn the order of the
commitments does not matter.

Reading a record checks it completely; the first problem is an :class:`~oracle.errors.InvalidRecordError`
at its JSON path.  Cards and boards are written by name.  An expansion of the ruleset adds its chance
outcomes to the setup under its name (point ``record_setup``) and its kinds of action to the moves
(point ``action_kinds``); a record of the base game holds neither.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from oracle.classic.points import ActionKind
from oracle.classic.ruleset import Ruleset, any_part_has
from oracle.classic.rulesets import LIST
from oracle.classic.spec import AGES
from oracle.classic.state import BUILD, DECLINE, DISCARD, FROM_DISCARD, STAGE, Action, Setup
from oracle.core.belonging import value_type
from oracle.core.game import Record
from oracle.core.jsonio import expect_int
from oracle.core.records import (
    expect_contents,
    expect_name,
    expect_object,
    moves_naming_players,
    read_action_kind,
    read_head,
    record_json,
)
from oracle.errors import InvalidRecordError
from oracle.text import shown, shown_json, suggestion

GAME_ID = "classic"
VARIANTS = ("standard", "free_city", "edition2020")
FREE_CITY = "free_city"        # an action's "city" when it is the Free City's
# action -> its required fields besides "action" and "player"
ACTION_FIELDS: dict[str, tuple[str, ...]] = {
    BUILD: ("card", "pay"), STAGE: ("card", "pay"), DISCARD: ("card",), FROM_DISCARD: ("card",), DECLINE: (),
}
ACTION_KINDS = tuple(ACTION_FIELDS)
MOST_COINS = 10_000


def _int(value: Any, path: str, low: int, high: int) -> int:
    return expect_int(value, path, low, high, InvalidRecordError)


@lru_cache(maxsize=8)
def _card_index(rules: Ruleset) -> dict[str, int]:
    """The index of each card of ``rules`` by its name, made once a ruleset (every move read asks it)."""
    return {c.name: i for i, c in enumerate(rules.cards)}


# ---- setup -----------------------------------------------------------------------------------------

def setup_from_json(rules: Ruleset, value: Any, players: int, path: str = "$.setup",
                    free_city: bool = False) -> Setup:
    """Read and check a ``setup``: one board side per seat, no board twice (setup.boards); for each
    Age, one hand of 7 cards per seat, the hands together holding exactly the Age's cards for this
    number of players (setup.decks), Age III's with players + 2 different guilds (setup.guilds).
    With the Free City (free_city.setup): a third board, the Free City's, and for each Age its pile
    of 7 cards, top first; hands and piles hold the cards of three players.  Then each expansion's
    chance outcomes under its name, read and checked by the expansion (point ``record_setup``)."""
    hooks = rules.hooks
    added = hooks.table("record_setup") if hooks else {}
    data = expect_object(value, path, ("boards", "hands", *((FREE_CITY,) if free_city else ()), *added))
    cities = rules.spec.free_city_deck_players if free_city else players
    if not isinstance(data["boards"], list) or len(data["boards"]) != cities:
        what = "one per player, then the Free City's" if free_city else "one per seat in seat order"
        raise InvalidRecordError(f"{path}.boards", f"expected {cities} boards, {what}")
    boards: list[int] = []
    seen: set[str] = set()
    names = list(rules.spec.boards)
    for i, item in enumerate(data["boards"]):
        where = f"{path}.boards[{i}]"
        entry = expect_object(item, where, ("board", "side"))
        board = entry["board"]
        if not isinstance(board, str) or board not in rules.spec.boards:
            hint = suggestion(board, names) if isinstance(board, str) else ""
            raise InvalidRecordError(f"{where}.board", f"unknown board {shown_json(board)}{hint}; expected one of "
                                                       + ", ".join(names))
        if board in seen:
            raise InvalidRecordError(f"{where}.board", f"{shown(board)} is dealt twice")
        seen.add(board)
        sides = rules.spec.sides
        if entry["side"] not in sides:
            raise InvalidRecordError(f"{where}.side", f'expected "{sides[0]}" or "{sides[1]}", not '
                                                      f'{shown_json(entry["side"])}')
        boards.append(rules.board_sides(board)[sides.index(entry["side"])])
    hands_data = expect_object(data["hands"], f"{path}.hands", AGES)
    piles_data = expect_object(data[FREE_CITY], f"{path}.{FREE_CITY}", AGES) if free_city else {}
    index = _card_index(rules)
    size = rules.spec.hand_size
    hands = []
    piles = []
    for n, age in enumerate(AGES, start=1):
        where = f"{path}.hands.{age}"
        rows = hands_data[age]
        if not isinstance(rows, list) or len(rows) != players:
            raise InvalidRecordError(where, f"expected {players} hands, one per player in seat order")
        dealt = tuple(_hand(row, f"{where}[{seat}]", index, size) for seat, row in enumerate(rows))
        every = [c for hand in dealt for c in hand]
        places = [f"{where}[{seat}][{i}]" for seat, hand in enumerate(dealt) for i in range(len(hand))]
        if free_city:
            pile = _hand(piles_data[age], f"{path}.{FREE_CITY}.{age}", index, size)
            piles.append(pile)
            every += pile
            places += [f"{path}.{FREE_CITY}.{age}[{i}]" for i in range(len(pile))]
            where = f"{path}.hands.{age} and {path}.{FREE_CITY}.{age}"
        expected = list(rules.age_deck(n, cities))
        if age == AGES[-1]:
            guilds = [c for c in every if c in rules.guilds]
            wanted = cities + rules.spec.guilds_beyond_players
            if len(guilds) != wanted or len(set(guilds)) != wanted:
                raise InvalidRecordError(where, f"Age III's cards hold {wanted} different guilds for {cities} "
                                                f"players (setup.guilds), not {len(guilds)}")
            places = [p for p, c in zip(places, every, strict=True) if c not in rules.guilds]
            every = [c for c in every if c not in rules.guilds]
        extra = Counter(every) - Counter(expected)
        if extra:   # the card one too many, named where it is dealt
            card = next(iter(extra))
            at = max(i for i, c in enumerate(every) if c == card)
            raise InvalidRecordError(places[at], f"Age {age}'s cards for {cities} players hold "
                                                 f"{expected.count(card)} '{rules.cards[card].name}'; this is one more")
        expect_contents(every, expected, where, f"Age {age}'s cards for {cities} players",
                        lambda c: rules.cards[c].name)
        hands.append(dealt)
    if not added:
        return value_type(rules, Setup)(tuple(boards), tuple(hands), tuple(piles))
    parts = hooks.parts({key: codec.read(rules, data[key], players, f"{path}.{key}") for key, codec in added.items()})
    return value_type(rules, Setup)(tuple(boards), tuple(hands), tuple(piles), parts)


def _hand(value: Any, path: str, index: dict[str, int], size: int) -> tuple[int, ...]:
    """A hand as dealt: ``size`` card names (two copies of a card may meet in one hand)."""
    if not isinstance(value, list) or len(value) != size:
        raise InvalidRecordError(path, f"expected a hand of {size} card names")
    return tuple(expect_name(v, f"{path}[{i}]", index, "card") for i, v in enumerate(value))


def setup_to_json(rules: Ruleset, setup: Setup) -> dict[str, Any]:
    out: dict[str, Any] = {
        "boards": [{"board": rules.boards[b].board, "side": rules.boards[b].side} for b in setup.boards],
        "hands": {age: [[rules.cards[c].name for c in hand] for hand in setup.hands[i]]
                  for i, age in enumerate(AGES)},
    }
    if setup.free_city:
        out[FREE_CITY] = {age: [rules.cards[c].name for c in setup.piles[i]] for i, age in enumerate(AGES)}
    if rules.hooks:       # each expansion's chance outcomes, under its name (point record_setup)
        drawn = rules.hooks.named(setup.parts)
        for key, codec in rules.hooks.table("record_setup").items():
            out[key] = codec.write(rules, drawn.get(key))
    return out


# ---- actions ------------------------------------------------------------------------------------------

def action_from_json(rules: Ruleset, value: Any, path: str) -> Action:
    """An action from its record form (without ``player``): one of the base game's kinds, or of those
    the ruleset's expansions add (point ``action_kinds``)."""
    added: Mapping[str, ActionKind] = rules.hooks.table("action_kinds") if rules.hooks else {}
    kind = read_action_kind(value, path, (*ACTION_KINDS, *added) if added else ACTION_KINDS,
                            '{"action": "discard", "card": "Baths"}')
    if kind in added:
        return _added_action(rules, value, path, kind, added[kind])
    optional = ("city", "free") if kind == BUILD else ("city",)
    data = expect_object(value, path, ("action", *ACTION_FIELDS[kind]), optional)
    fc = "city" in data
    if fc and data["city"] != FREE_CITY:
        raise InvalidRecordError(f"{path}.city", f'expected "{FREE_CITY}" (the only city named in a move), not '
                                                 f'{shown_json(data["city"])}')
    if kind == DECLINE:
        return value_type(rules, Action)(DECLINE, free_city=fc)
    card = expect_name(data["card"], f"{path}.card", _card_index(rules), "card")
    if kind not in (BUILD, STAGE):
        return value_type(rules, Action)(kind, card, free_city=fc)
    # effect.bank_buy: a part to the bank only in a ruleset where something buys from the bank
    pay = expect_object(data["pay"], f"{path}.pay", ("left", "right"), ("bank",) if _buying(rules) else ())
    left = _int(pay["left"], f"{path}.pay.left", 0, MOST_COINS)
    right = _int(pay["right"], f"{path}.pay.right", 0, MOST_COINS)
    bank = _int(pay["bank"], f"{path}.pay.bank", 0, MOST_COINS) if "bank" in pay else 0
    free = data.get("free", False)
    if not isinstance(free, bool):
        raise InvalidRecordError(f"{path}.free", f"expected true or false, not {shown_json(free)}")
    return value_type(rules, Action)(kind, card, left, right, free, fc, bank)


@lru_cache(maxsize=8)
def _buying(rules: Ruleset) -> bool:
    """effect.bank_buy: whether any part of ``rules`` buys resources from the bank."""
    return any_part_has(rules, "buys")


def _added_action(rules: Ruleset, value: Any, path: str, kind: str, form: ActionKind) -> Action:
    """An action of a kind an expansion adds: its fields as the base game's are read, its card one of
    the components of the kind it names."""
    data = expect_object(value, path, ("action", *form.fields))
    card = -1
    if "card" in form.fields:
        card = expect_name(data["card"], f"{path}.card", _component_index(rules, form.component), form.component)
    left = right = 0
    if "pay" in form.fields:
        pay = expect_object(data["pay"], f"{path}.pay", ("left", "right"))
        left = _int(pay["left"], f"{path}.pay.left", 0, MOST_COINS)
        right = _int(pay["right"], f"{path}.pay.right", 0, MOST_COINS)
    return value_type(rules, Action)(kind, card, left, right)


@lru_cache(maxsize=8)
def _component_index(rules: Ruleset, kind: str) -> dict[str, int]:
    """The index of each card of the component kind ``kind`` (an expansion's) by its name."""
    return {c.name: i for i, c in enumerate(rules.cards) if c.kind == kind}


def action_to_json(rules: Ruleset, action: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"action": action.kind}
    if action.free_city:
        out["city"] = FREE_CITY
    if action.kind == DECLINE:
        return out
    out["card"] = rules.cards[action.card].name
    if action.kind in (BUILD, STAGE):
        out["pay"] = {"left": action.left, "right": action.right}
        if action.bank:     # effect.bank_buy: written only when something is bought from the bank
            out["pay"]["bank"] = action.bank
        if action.free:
            out["free"] = True
    return out


# ---- records --------------------------------------------------------------------------------------------

def record_from_json(rules: Ruleset, value: Any, player_counts: Sequence[int]) -> Record:
    """A record of the ruleset ``rules``: one of the base game's variants, or, for a ruleset playing
    expansions, a variant playing exactly those, by the counts of players its spec allows."""
    variants = LIST.variants_playing(rules.hooks.names, rules.spec.variant) if rules.hooks else VARIANTS
    data, players, variant, meta = read_head(value, GAME_ID, player_counts, variants)
    allowed = (rules.spec.free_city_players,) if variant == FREE_CITY else \
        tuple(n for n in player_counts if rules.spec.min_players <= n <= rules.spec.max_players)
    if players not in allowed:
        raise InvalidRecordError("$.players", f"the variant {variant} is played by "
                                              f"{', '.join(map(str, allowed))} players, not {players}")
    setup = setup_from_json(rules, data["setup"], players, free_city=variant == FREE_CITY)
    moves, movers = moves_naming_players(data["moves"], players, lambda move, where: action_from_json(rules, move,
                                                                                                     where))
    return Record(GAME_ID, setup, tuple(moves), variant, players, tuple(movers), meta)


def record_to_json(rules: Ruleset, record: Record, meta: Mapping[str, Any] | None = None) -> dict[str, Any]:
    return record_json(GAME_ID, record, setup_to_json(rules, record.setup), lambda a: action_to_json(rules, a), meta)
