"""The Pantheon's part of a game: its chance outcomes (its part of a setup), its part of a position,
the position before the first move, and what its part adds to a city.  It lies beside the base
game's modules, as the Pantheon's rules still do, until no base module reads it; then it moves
into the package :mod:`oracle.duel.pantheon`.

Duel keeps each expansion's part at the expansion's place in the ruleset's order
(:attr:`oracle.core.expansions.Hooks.slots`), in ``Setup.parts`` and ``State.parts``; the functions
here find the Pantheon's there and put it back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from oracle.core.components import Component
from oracle.core.expansions import with_part

if TYPE_CHECKING:
    from oracle.duel.compiled import Ruleset

NAME = "pantheon"   # the expansion's name: its key in a record's setup, a stored state and a view
VARIANT = "pantheon"   # the ruleset that plays the Pantheon on the base game (oracle.duel.rulesets)


class PantheonSetup(NamedTuple):
    """The Pantheon's chance outcomes (the record's setup, its key ``pantheon``)."""

    mythology_tokens: tuple[int, ...]     # each Age I token's Mythology, in [pantheon].mythology_slots order
    offering_tokens: tuple[int, ...]      # each Age II token's value, in [pantheon].offering_slots order
    decks: tuple[tuple[int, ...], ...]    # per Mythology: its divinities, top first


class Pantheon(NamedTuple):
    """The Pantheon expansion's part of a position.  Seats' tuples are indexed by seat; divinities
    by their index in ``rules.divinities``; tokens lying on the structure and held tokens are
    Mythology indexes, or OFFERING_BASE + an Offering token's value."""

    spaces: tuple[int, ...] = ()                  # per space of the board: a divinity, or -1
    placed_by: tuple[int, ...] = ()               # per space: the seat that placed its face-down card, or -1
    revealed: bool = False                        # the Age II reveal has happened (pantheon.reveal)
    decks: tuple[tuple[int, ...], ...] = ()       # per Mythology: its divinities, top first
    known_tops: tuple[tuple[int, ...], ...] = ((), ())   # per seat, per Mythology: top cards that seat knows
    structure_tokens: tuple[tuple[int, int], ...] = ()   # (slot, token) on the current Age's structure
    mythology: tuple[tuple[int, ...], ...] = ((), ())    # per seat: Mythology tokens held
    offerings: tuple[tuple[int, ...], ...] = ((), ())    # per seat: values of unused Offering tokens
    spent: tuple[int, ...] = ()                   # Offering values used
    lost_tokens: tuple[int, ...] = ()             # tokens that left the game with a card (discard_from_structure)
    divinities: tuple[tuple[int, ...], ...] = ((), ())   # per seat: divinities activated, in order
    on_cards: tuple[tuple[int, tuple[int, ...]], ...] = ()   # (divinity, progress tokens lying on it)
    reserve: tuple[int, ...] = (0, 0)             # per seat: coins lying on their divinities (pantheon.reserve)
    marks: tuple[tuple[int, int, int], ...] = ()  # (seat, card copied, symbol): effect.copy_science
    blocker: int | None = None                    # military.blocker: its space, if on the track
    last_turn: int = -1                           # the seat of the last turn action


OFFERING_BASE = 100   # a token lying on the structure or held: Mythology index, or this + an Offering's value


# ---- where the part lies ---------------------------------------------------------------------------


def of(parts: tuple[Any, ...], hooks: Any) -> Any:
    """The Pantheon's part among ``parts`` (a state's or a setup's) of a ruleset with ``hooks``; None
    if the ruleset does not play the Pantheon."""
    slot = hooks.slots.get(NAME)
    return None if slot is None else parts[slot]


def part(position: Any) -> Pantheon | None:
    """The Pantheon's part of a state or of a move's pad (None in a game without it).  The part is
    known by its type, which no other expansion's part has: the rules read it on their hot paths,
    and this finds it without asking the ruleset for its place."""
    for held in position.parts:
        if type(held) is Pantheon:
            return held
    return None


def setup_part(setup: Any, hooks: Any) -> PantheonSetup | None:
    """The Pantheon's chance outcomes in ``setup`` (None in a game without it)."""
    return of(setup.parts, hooks) if setup.parts else None


def put(pad: Any, pantheon: Pantheon) -> None:
    """The move's pad holds ``pantheon`` as the Pantheon's part from now on."""
    pad.parts = with_part(pad.parts, pad.game.hooks.slots[NAME], pantheon)


def replaced(state: Any, pantheon: Pantheon) -> Any:
    """``state`` with ``pantheon`` as the Pantheon's part."""
    return state._replace(parts=with_part(state.parts, state.game.hooks.slots[NAME], pantheon))


def known_tops(pantheon: Pantheon) -> list[list[int]]:
    """What each seat knows of the top of each deck, as lists to change (0 for a deck a position
    built by hand says nothing of)."""
    decks = len(pantheon.decks)
    return [list(seat) + [0] * (decks - len(seat)) for seat in pantheon.known_tops]


# ---- the game's start --------------------------------------------------------------------------------


def initial(rules: Ruleset, setup: PantheonSetup) -> Pantheon:
    """The Pantheon before the first move: an empty board, the decks as drawn, no token held."""
    assert rules.section("pantheon") is not None
    spaces, mythologies = rules.section("pantheon").spaces, len(rules.vocabulary.mythologies)
    return Pantheon(spaces=(-1,) * spaces, placed_by=(-1,) * spaces, decks=setup.decks,
                    known_tops=((0,) * mythologies, (0,) * mythologies))


# ---- what a city holds beyond its cards -------------------------------------------------------------


def extras(rules: Ruleset, pantheon: Pantheon | None, player: int) -> tuple[Component, ...]:
    """What counts in the player's city beyond its cards, wonders and tokens: their divinities, the
    science symbols they copied and the Mythology tokens they hold."""
    if pantheon is None:
        return ()
    return (tuple(rules.divinities[d] for d in pantheon.divinities[player])
            + tuple(rules.science_marks[symbol] for seat, _, symbol in pantheon.marks if seat == player)
            + tuple(rules.token_marks[m] for m in pantheon.mythology[player]))


def city_extras(rules: Ruleset, parts: tuple[Any, ...], player: int) -> tuple[Component, ...]:
    """Point ``city_extras``: :func:`extras` of the Pantheon's part among a state's ``parts``."""
    return extras(rules, of(parts, rules.hooks), player)


__all__ = ["NAME", "OFFERING_BASE", "VARIANT", "Pantheon", "PantheonSetup", "city_extras", "extras", "initial",
           "known_tops", "of", "part", "put", "replaced", "setup_part"]
