"""What the effect language's constructs mean in Duel: the runtime a compiled effect calls.

:class:`Runtime` is the move pad (:class:`~oracle.duel.state.Turn`) with the methods
:data:`oracle.core.effects.RUNTIME_METHODS` names, each handing the construct to its rules chapter
(military.shields, effect.play_again, effect.destroy, effect.take_progress,
effect.build_from_discard).  A ruleset's runtime (:func:`runtime_class`, ``rules.runtime``) adds
the methods its expansions give the constructs only their components use (point ``runtime``); a
construct no method gives meaning is refused when the spec is compiled.  It sits above the chapters:
they work on the pad, and reach these methods only through the compiled effects they run.  The
chapters are called through their module, so a chapter function replaced on its module is the one an
effect runs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from oracle.core.components import Component
from oracle.core.expansions import ExpansionError
from oracle.core.relations import seats
from oracle.duel.events import PlayAgain
from oracle.duel.rules import building, military, progress
from oracle.duel.state import Turn


class Runtime(Turn):
    """The pad of one move, as the runtime that gives the effect language's constructs their
    meaning in Duel (see :mod:`oracle.core.effects`)."""

    __slots__ = ()

    def shields(self, player: int, amount: int, source: Component) -> None:
        """effect.shields: move the conflict pawn (military.shields), plus any extra shields the
        player's city gives builds of this kind (effect.extra_shields: Strategy on red cards)."""
        military.move_pawn(self, player, amount + self.profile(player).extra_shields_for(source), source.name)

    def shields_to(self, player: int, relation: str, amount: int, source: Component) -> None:
        """The shields of the city ``relation`` names (the opponent's) move the conflict pawn toward
        ``player``'s capital, as that city's own shields would (military.shields); nothing adds to them."""
        for seat in seats(relation, player, 2):
            military.move_pawn(self, seat, amount, source.name)

    def play_again(self, player: int, source: str) -> None:
        """effect.play_again: the player takes another turn once the move's decisions are settled."""
        self.extra_turn = True
        self.events.append((PlayAgain, player, source))

    def offer_destroy(self, player: int, colour: int, relation: str = "opponent") -> None:
        """effect.destroy: the player will choose one of the cards of ``colour`` in the city
        ``relation`` names (the opponent's, in every Duel component)."""
        building.offer_destroy(self, player, colour, relation)

    def offer_progress(self, player: int, draw: int) -> None:
        """effect.take_progress: the player will choose among the first ``draw`` tokens of the box."""
        progress.offer_from_box(self, player, draw)

    def offer_discard_build(self, player: int) -> None:
        """effect.build_from_discard: the player will choose a card of the discard pile to build."""
        building.offer_discard_build(self, player)

    # ---- counts only the game's runtime makes (oracle.core.effects.RUNTIME_COUNTS) -----------------
    # the count's kind -> given the names it counts, a function of a state (or a move's pad) and a player;
    # the ruleset's runtime adds its expansions' (point runtime_counts)
    COUNTS: Mapping[str, Callable[[tuple[str, ...]], Callable[[Any, int], int]]] = MappingProxyType({
        "spaces": lambda names: _pushed, "age": lambda names: _age})

    @classmethod
    def counter(cls, kind: str, names: tuple[str, ...]) -> Callable[[Any, int], int] | None:
        """effect.per for the counts only the runtime makes: the spaces the pawn just moved
        (effect.on_push), the Age being played ('per age'), and what the ruleset's expansions count;
        None for a count it does not make."""
        make = cls.COUNTS.get(kind)
        return None if make is None else make(names)

    @staticmethod
    def cards_of_deck(at: Any, player: int, deck: str) -> tuple[int, ...]:
        """effect.points_by_set: the player's cards of ``deck``, in the order built."""
        cards = at.game.rules.cards
        return tuple(c for c in at.cities[player].cards if cards[c].deck == deck)


def _pushed(at: Any, player: int) -> int:
    """effect.on_push: the spaces the pawn just moved (none outside a push)."""
    return getattr(at, "pushed", 0)


def _age(at: Any, player: int) -> int:
    """The count 'per age': the number of the Age being played (1, 2 or 3)."""
    return int(at.age)


def runtime_class(hooks: Any) -> type[Runtime]:
    """The runtime of a ruleset with these hooks: :class:`Runtime`, with the methods its expansions
    give the language's constructs (point ``runtime``) and the counts they make (``runtime_counts``).
    A method the base runtime has is not given again."""
    methods = hooks.table("runtime")
    counts = hooks.table("runtime_counts")
    if not methods and not counts:
        return Runtime
    again = sorted({*(name for name in methods if hasattr(Runtime, name)),
                    *(kind for kind in counts if kind in Runtime.COUNTS)})
    if again:
        raise ExpansionError(f"runtime: {again[0]} is the base game's; an expansion cannot give it again")
    body: dict[str, Any] = {"__slots__": (), **methods,
                            "COUNTS": MappingProxyType({**Runtime.COUNTS, **counts})}
    return type(f"Runtime[{', '.join(hooks.names)}]", (Runtime,), body)
