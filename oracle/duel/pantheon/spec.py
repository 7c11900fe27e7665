"""Read and check the ``[pantheon]`` table of a Duel spec: the Pantheon board, its Gate, and where the
Mythology and Offering tokens lie (the Pantheon expansion, ``spec/duel/variants/pantheon``).

A spec with divinities needs the table and a spec with the table needs divinities; every value is
checked against what it means to the engine before the engine sees it: each space has a price for
either player, the Gate is a divinity of no Mythology, each Mythology deck holds the divinities a
token draws, and every token lies on a face-down slot of its Age's layout.  Every problem names
the key and its line, like every other constant of `game.toml`.
"""

from __future__ import annotations

from dataclasses import dataclass

from oracle.core.spec import MISSING, TomlFile, whole
from oracle.dsl import ast
from oracle.dsl.vocabulary import Vocabulary, shown_value
from oracle.text import shown, suggestion

MAX_SPACES = 20          # pantheon.board: spaces the board may have
MAX_PRICE = 1000         # any activation price or token value
MAX_FACTOR = 10          # pantheon.cost: the Gate's multiplier
MAX_TOKENS = 100         # Mythology tokens of one Mythology


@dataclass(frozen=True)
class PantheonConstants:
    """The constants of the Pantheon, as ``[pantheon]`` gives them."""

    costs: tuple[tuple[int, int], ...]  # pantheon.board: per space, the first and the second player's price
    gate: str                           # pantheon.gate: the divinity placed on the empty space in Age II
    gate_cost_factor: int               # pantheon.cost: the Gate's price is its space's figure times this
    first_age: int                      # pantheon.age_one: the first Age (1..3) a divinity may be activated in
    divinities_drawn: int               # pantheon.place: divinities a Mythology token draws
    mythology_tokens_each: int          # pantheon.tokens_setup: Mythology tokens per Mythology in the box
    mythology_slots: tuple[int, ...]    # Age I slots a Mythology token lies on
    offering_tokens: tuple[int, ...]    # the Offering tokens' values
    offering_slots: tuple[int, ...]     # Age II slots an Offering token lies on

    @property
    def spaces(self) -> int:
        return len(self.costs)


def read_pantheon(t: TomlFile, v: Vocabulary, components: list[ast.Component],
                  layouts: tuple[tuple[int, int], ...] | None, ages: tuple[str, ...]) -> PantheonConstants | None:
    """``[pantheon]`` checked; ``None`` when the spec has no Pantheon or a value has a problem.
    ``layouts`` holds each Age's number of slots and the bits of those
    face up at setup (``None`` if a layout has a problem of its own)."""
    table = t.node("pantheon")
    divinities = [c for c in components if c.kind == "divinity"]
    if table is MISSING:
        if divinities:
            t.problem("pantheon", f"the spec has divinities ({shown(divinities[0].name)} first) but no [pantheon] "
                                  "table: the board they are activated from")
        return None
    if not isinstance(table, dict):
        t.problem("pantheon", f"pantheon must be a table, not {shown_value(table)}")
        return None
    if not v.mythologies:
        t.problem("pantheon", "[pantheon] needs the Mythologies its divinities come from: [vocabulary].mythologies "
                              "is empty")
        return None
    before = len(t.problems)
    known = {"costs", "gate", "gate_cost_factor", "first_age", "divinities_drawn", "mythology_tokens_each",
             "mythology_slots", "offering_tokens", "offering_slots"}
    for key in table:
        if key not in known:
            t.problem(f"pantheon.{key}", f"[pantheon]: unknown key {shown(key)}{suggestion(key, sorted(known))}")
    costs = _costs(t)
    gate = _gate(t, divinities)
    factor = t.integer("pantheon.gate_cost_factor", 1, MAX_FACTOR)
    first_age = t.node("pantheon.first_age")
    if not isinstance(first_age, str) or first_age not in ages:
        t.problem("pantheon.first_age", f"pantheon.first_age must be one of the Ages {', '.join(map(shown, ages))}, "
                                        f"not {'nothing' if first_age is MISSING else shown_value(first_age)}")
    deck_sizes = {m: sum(1 for c in divinities if c.deck is not None and c.deck.value == m) for m in v.mythologies}
    smallest = min(deck_sizes.values())
    drawn = t.integer("pantheon.divinities_drawn", 1, max(smallest, 1),
                      f" (the smallest Mythology deck, {min(deck_sizes, key=deck_sizes.__getitem__)}, "
                      f"holds {smallest})")
    each = t.integer("pantheon.mythology_tokens_each", 1, MAX_TOKENS)
    tokens = each * len(v.mythologies) if each is not None else MAX_TOKENS
    mythology_slots = _slots(t, "pantheon.mythology_slots", layouts, 0, ages, tokens,
                             f" (the {tokens} Mythology tokens)" if each is not None else "")
    offering_tokens = _values(t, "pantheon.offering_tokens")
    offering_slots = _slots(t, "pantheon.offering_slots", layouts, 1, ages, MAX_TOKENS, "")
    if offering_tokens is not None and offering_slots is not None and len(offering_tokens) != len(offering_slots):
        t.problem("pantheon.offering_slots", f"pantheon.offering_slots must give a slot to each of the "
                                             f"{len(offering_tokens)} Offering tokens, not {len(offering_slots)}")
    if len(t.problems) > before or None in (costs, gate, factor, drawn, each, mythology_slots, offering_tokens,
                                            offering_slots):
        return None
    assert costs is not None and gate is not None and factor is not None and drawn is not None
    assert each is not None and mythology_slots is not None and offering_tokens is not None
    assert offering_slots is not None
    return PantheonConstants(costs, gate, factor, ages.index(first_age) + 1, drawn, each, mythology_slots,
                             offering_tokens, offering_slots)


def _costs(t: TomlFile) -> tuple[tuple[int, int], ...] | None:
    """pantheon.board: a list of spaces, each the first and the second player's price."""
    key = "pantheon.costs"
    value = t.node(key)
    if (not isinstance(value, list) or not 1 <= len(value) <= MAX_SPACES
            or not all(isinstance(pair, list) and len(pair) == 2 for pair in value)):
        t.problem(key, f"{key} must be a list of 1 to {MAX_SPACES} spaces, each [first player's price, second "
                       f"player's price], not {'nothing' if value is MISSING else shown_value(value)}")
        return None
    costs: list[tuple[int, int]] = []
    for i, (first, second) in enumerate(value, 1):
        if whole(first, 0, MAX_PRICE) is None or whole(second, 0, MAX_PRICE) is None:
            t.problem(key, f"{key}: space {i}: a price is a whole number from 0 to {MAX_PRICE:,}, not "
                           f"{shown_value(first if whole(first, 0, MAX_PRICE) is None else second)}")
            return None
        costs.append((first, second))
    return tuple(costs)


def _gate(t: TomlFile, divinities: list[ast.Component]) -> str | None:
    """pantheon.gate: a divinity of the spec that belongs to no Mythology deck."""
    key = "pantheon.gate"
    value = t.node(key)
    names = [c.name for c in divinities]
    if not isinstance(value, str) or value not in names:
        hint = suggestion(value, names) if isinstance(value, str) else ""
        t.problem(key, f"{key} must name a divinity of the spec, not "
                       f"{'nothing' if value is MISSING else shown_value(value)}{hint}")
        return None
    gate = next(c for c in divinities if c.name == value)
    if gate.deck is not None:
        t.problem(key, f"{key}: {shown(value)} belongs to the {gate.deck.value} deck; the Gate is placed on the "
                       "board in Age II, so it belongs to no deck")
        return None
    loose = [c.name for c in divinities if c.deck is None and c.name != value]
    if loose:
        t.problem(key, f"{key}: {shown(loose[0])} belongs to no Mythology deck and is not the Gate; only the Gate "
                       "may lack a deck")
        return None
    return value


def _values(t: TomlFile, key: str) -> tuple[int, ...] | None:
    value = t.node(key)
    if (not isinstance(value, list) or not 1 <= len(value) <= MAX_TOKENS
            or any(whole(n, 0, MAX_PRICE) is None for n in value)):
        t.problem(key, f"{key} must be a list of 1 to {MAX_TOKENS} whole numbers from 0 to {MAX_PRICE:,}, not "
                       f"{'nothing' if value is MISSING else shown_value(value)}")
        return None
    return tuple(value)


def _slots(t: TomlFile, key: str, layouts: tuple[tuple[int, int], ...] | None, age: int, ages: tuple[str, ...],
           most: int, why: str) -> tuple[int, ...] | None:
    """Distinct slots of Age ``ages[age]``'s layout, each face down at setup (a token lies on a card
    whose face is hidden), at most ``most`` of them."""
    value = t.node(key)
    if not isinstance(value, list) or not 1 <= len(value) <= most or any(whole(n, 0, 10**6) is None for n in value):
        t.problem(key, f"{key} must be a list of 1 to {most} slots of Age {ages[age]}{why}, not "
                       f"{'nothing' if value is MISSING else shown_value(value)}")
        return None
    if len(set(value)) != len(value):
        t.problem(key, f"{key} names a slot twice: one token lies on each slot")
        return None
    if layouts is None:
        return tuple(value)
    size, face_up = layouts[age]
    for slot in value:
        if slot >= size:
            t.problem(key, f"{key}: Age {ages[age]}'s layout has slots 0 to {size - 1}, not {slot}")
            return None
        if face_up >> slot & 1:
            t.problem(key, f"{key}: slot {slot} of Age {ages[age]} lies face up at setup; a token lies on a "
                           "face-down card")
            return None
    return tuple(value)
