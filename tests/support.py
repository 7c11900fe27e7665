"""Helpers for tests: name lookups and a builder for exact positions.

``position()`` builds a state in the middle of an Age from names: each city's cards, built
wonders and progress tokens, coins, the pawn, and the cards available in the structure.
Positions built this way need not be reachable by play; they pin one rule at a time.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from oracle.duel import Action, Game, apply, legal_actions
from oracle.duel.state import City, Decision, State, Step
from oracle.duel.turn import empty_profile, rebuild_city

GAME = Game.load()
RULES = GAME.rules


def card(name: str) -> int:
    return RULES.card_index[name]


def wonder(name: str) -> int:
    return RULES.wonder_index[name]


def token(name: str) -> int:
    return RULES.progress_index[name]


def city(cards: Iterable[str] = (), wonders: Iterable[str] = (), built: Iterable[str] = (),
         progress: Iterable[str] = ()) -> City:
    """A city holding these cards, these wonders (``built`` ones built), these progress tokens."""
    built = list(built)
    owned = [wonder(w) for w in wonders]
    for w in built:
        if wonder(w) not in owned:
            owned.append(wonder(w))
    base = City(tuple(card(c) for c in cards), tuple(owned), tuple((wonder(w), -1) for w in built),
                tuple(token(t) for t in progress), empty_profile(RULES))
    return rebuild_city(RULES, base)


def position(*, cities: Sequence[City] | None = None, coins: Sequence[int] = (7, 7), pawn: int = 0,
             age: int = 1, to_move: int = 0, available: Iterable[str] = (), hidden: Iterable[str] = (),
             board: Iterable[str] = ("Agriculture", "Law", "Strategy", "Theology", "Urbanism"),
             box: Iterable[str] = ("Architecture", "Economy", "Masonry", "Mathematics", "Philosophy"),
             discard: Iterable[str] = (), looting: Sequence[bool] | None = None,
             pending: Sequence[Decision] = (), game: Game = GAME, last_active: int | None = None,
             removed_wonders: Iterable[str] = ()) -> State:
    """A position in Age ``age`` with ``available`` cards face up and accessible.

    ``hidden`` cards sit face down in slots covered by the first available cards (the slots the
    first available cards uncover when taken), to test revealing.
    """
    layout = game.rules.layouts[age - 1]
    structure = [-1] * layout.size
    slots = list(layout.initially_accessible)
    accessible = []
    for slot, name in zip(slots, available, strict=False):
        structure[slot] = card(name)
        accessible.append(slot)
    face_up = (1 << layout.size) - 1
    hidden = list(hidden)
    if hidden:
        parents = [p for s in accessible for p in layout.covers[s] if structure[p] < 0]
        for parent, name in zip(dict.fromkeys(parents), hidden, strict=False):
            structure[parent] = card(name)
            face_up &= ~(1 << parent)
    state = game.new_game(game.setup_from_seed(0))
    return state._replace(
        age=age, to_move=to_move, coins=(coins[0], coins[1]), pawn=pawn,
        cities=tuple(cities) if cities is not None else (city(), city()),
        structure=tuple(structure), face_up=face_up, accessible=tuple(sorted(accessible)),
        board=tuple(token(t) for t in board), box=tuple(token(t) for t in box),
        discard=tuple(card(c) for c in discard),
        looting=tuple(looting) if looting is not None else (True,) * len(game.rules.track.looting),
        offer=(), picks=game.rules.constants.wonders_in_draft, pending=tuple(pending),
        last_active=to_move if last_active is None else last_active,
        removed_wonders=tuple(wonder(w) for w in removed_wonders),
    )


def build(state: State, name: str) -> Step:
    return apply(state, Action("build", card=card(name)))


def discard(state: State, name: str) -> Step:
    return apply(state, Action("discard", card=card(name)))


def build_wonder(state: State, card_name: str, wonder_name: str) -> Step:
    return apply(state, Action("build_wonder", card=card(card_name), wonder=wonder(wonder_name)))


def take_progress(state: State, name: str) -> Step:
    return apply(state, Action("take_progress", token=token(name)))


def names(kind: str, indexes: Iterable[int]) -> list[str]:
    table = {"card": RULES.cards, "wonder": RULES.wonders, "token": RULES.progress}[kind]
    return [table[i].name for i in indexes]


def city_names(state: State, player: int) -> list[str]:
    return names("card", state.cities[player].cards)


def legal_json(state: State) -> list[dict[str, object]]:
    from oracle.duel.record import action_to_json

    return [action_to_json(RULES, a) for a in legal_actions(state)]
