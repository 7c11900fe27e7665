"""Exact positions built from names, in the middle of an Age: for tests, worked examples and
rules questions ("what does the Caravansery cost me here?").

>>> import oracle
>>> game = oracle.load_game("duel")
>>> state = game.position(coins=(6, 7), available=["Caravansery", "Baths"],
...                       cities=[game.city(cards=["Lumber Yard"]), game.city(cards=["Clay Pool", "Quarry"])])
>>> [game.action_to_json(a) for a in game.legal_actions(state)][:2]
[{'action': 'build', 'card': 'Caravansery'}, {'action': 'discard', 'card': 'Caravansery'}]

Positions built this way need not be reachable by play: they pin one rule at a time.  Every
name is checked; an unknown one is a :class:`ValueError` naming it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from oracle.duel.state import City, Decision, State, city_extras, empty_profile, rebuild_city
from oracle.text import suggestion

if TYPE_CHECKING:
    from oracle.duel.played import DuelGame as Game

DEFAULT_BOARD = ("Agriculture", "Law", "Strategy", "Theology", "Urbanism")
DEFAULT_BOX = ("Architecture", "Economy", "Masonry", "Mathematics", "Philosophy")


def _index(game: Game, kind: str, name: str) -> int:
    table = {"card": game.rules.card_index, "wonder": game.rules.wonder_index,
             "token": game.rules.progress_index}[kind]
    if name not in table:
        raise ValueError(f"unknown {kind} {name!r}{suggestion(name, table)}")
    return table[name]


def city(game: Game, cards: Iterable[str] = (), wonders: Iterable[str] = (), built: Iterable[str] = (),
         progress: Iterable[str] = ()) -> City:
    """A city holding these cards, these wonders (the ``built`` ones built, with no card under
    them), these progress tokens."""
    built = list(built)
    owned = [_index(game, "wonder", w) for w in wonders]
    for w in built:
        if _index(game, "wonder", w) not in owned:
            owned.append(_index(game, "wonder", w))
    base = City(tuple(_index(game, "card", c) for c in cards), tuple(owned),
                tuple((_index(game, "wonder", w), -1) for w in built),
                tuple(_index(game, "token", t) for t in progress), empty_profile(game.rules))
    return rebuild_city(game.rules, base)


def position(game: Game, *, cities: Sequence[City] | None = None, coins: Sequence[int] = (7, 7), pawn: int = 0,
             age: int = 1, to_move: int = 0, available: Iterable[str] = (), hidden: Iterable[str] = (),
             board: Iterable[str] = DEFAULT_BOARD, box: Iterable[str] = DEFAULT_BOX, discard: Iterable[str] = (),
             looting: Sequence[bool] | None = None, pending: Sequence[Decision] = (),
             last_active: int | None = None, removed_wonders: Iterable[str] = (),
             parts: Sequence[Any] = ()) -> State:
    """A position in Age ``age`` with the ``available`` cards face up and accessible, the rest of
    the structure empty; ``hidden`` cards lie face down in the slots the first available cards
    uncover when taken (to see reveals).  ``parts`` are the expansions' parts of the position, in
    the ruleset's order (none: the position has none); each city also counts what they add to it
    (point ``city_extras``)."""
    layout = game.rules.layouts[age - 1]
    structure = [-1] * layout.size
    accessible = []
    for slot, name in zip(layout.initially_accessible, available, strict=False):
        structure[slot] = _index(game, "card", name)
        accessible.append(slot)
    face_up = (1 << layout.size) - 1
    hidden = list(hidden)
    if hidden:
        parents = [p for s in accessible for p in layout.covers[s] if structure[p] < 0]
        for parent, name in zip(dict.fromkeys(parents), hidden, strict=False):
            structure[parent] = _index(game, "card", name)
            face_up &= ~(1 << parent)
    state = game.new_game(game.setup_from_seed(0))
    parts = tuple(parts)
    if cities is not None and parts:
        cities = [rebuild_city(game.rules, c, city_extras(game.rules, parts, seat)) for seat, c in enumerate(cities)]
    return state._replace(
        age=age, to_move=to_move, coins=(coins[0], coins[1]), pawn=pawn,
        cities=tuple(cities) if cities is not None else (city(game), city(game)),
        structure=tuple(structure), face_up=face_up, accessible=tuple(sorted(accessible)),
        board=tuple(_index(game, "token", t) for t in board), box=tuple(_index(game, "token", t) for t in box),
        discard=tuple(_index(game, "card", c) for c in discard),
        looting=tuple(looting) if looting is not None else (True,) * len(game.rules.track.looting),
        offer=(), picks=game.rules.constants.wonders_in_draft, pending=tuple(pending),
        last_active=to_move if last_active is None else last_active,
        removed_wonders=tuple(_index(game, "wonder", w) for w in removed_wonders),
        parts=parts,
    )
