"""The actions of 7 Wonders Duel: their kinds, the fields each carries in a record, and the table of
every action of a ruleset (``rules.actions``), made once so that listing legal actions hands out
shared values rather than new ones.

The base game's eight kinds are made here; an expansion's are made by the expansion (point
``action_tables``) and its record's fields given at ``action_kinds``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

from oracle.core.expansions import ExpansionError

# ---- actions -----------------------------------------------------------------------------------

PICK_WONDER = "pick_wonder"
BUILD = "build"
DISCARD = "discard"
BUILD_WONDER = "build_wonder"
TAKE_PROGRESS = "take_progress"
DESTROY = "destroy"
BUILD_DISCARDED = "build_discarded"
CHOOSE_STARTER = "choose_starter"

ACTION_KINDS = (PICK_WONDER, BUILD, DISCARD, BUILD_WONDER, TAKE_PROGRESS, DESTROY, BUILD_DISCARDED,
                CHOOSE_STARTER)


class Action(NamedTuple):
    """A decision of the player to move.  Unused fields are -1 (``position``: ``None``).

    ``card`` indexes ``rules.cards``, ``wonder`` indexes ``rules.wonders``, ``token`` indexes
    ``rules.progress``; ``player`` is the seat chosen by ``choose_starter``; ``position`` is a space
    of the military track (signed like the pawn) and ``looting`` indexes ``rules.track.looting``.
    """

    kind: str
    card: int = -1
    wonder: int = -1
    token: int = -1
    player: int = -1
    position: int | None = None
    looting: int = -1
    divinity: int = -1
    mythology: int = -1
    order: tuple[int, ...] = ()
    space: int = -1                        # a space of an expansion's board, from 0 (nearest the first player)
    slot: int = -1                         # a slot of the Age's structure (a card face down has no name to give)
    offerings: tuple[int, ...] = ()        # the values of the Offering tokens spent, ascending
    chamber: int = -1                      # a Chamber of an expansion's Senate, from 1
    chambers: tuple[int, ...] = ()         # a cube's way between two Chambers (from, to), or () for none
    conspiracy: int = -1                   # a Conspiracy of an expansion's deck, indexing its components
    put_back: str = ""                     # where a drawn card goes back on its deck: "top", "bottom" or ""

    @property
    def divinity_space(self) -> tuple[int, int]:
        """The divinity of ``place_divinity`` and its space: one choice of the decision it settles."""
        return self.divinity, self.space

    @property
    def card_wonder(self) -> tuple[int, int]:
        """The card and the wonder of ``build_wonder_discarded``: one choice of the decision it settles."""
        return self.card, self.wonder

    @property
    def conspiracy_put_back(self) -> tuple[int, str]:
        """The Conspiracy kept by ``conspire`` and where the other drawn goes back: one choice of the
        decision it settles."""
        return self.conspiracy, self.put_back

    @property
    def divinity_order(self) -> tuple[int, tuple[int, ...]]:
        """The divinity of ``invoke`` and the order the others go back on their deck, top first."""
        return self.divinity, self.order


class Actions:
    """Every action of a game with ``cards`` cards, ``wonders`` wonders and ``tokens`` progress
    tokens, made once per ruleset (``rules.actions``).  Actions are immutable, so listing the
    legal actions of a state hands out these objects rather than making new ones.

    ``actions.build[card]``, ``actions.build_wonder[card][wonder]``, ``actions.take_progress[token]``,
    ``actions.choose_starter[player]``...: one table per action kind, named after it.
    """

    def __init__(self, cards: int, wonders: int, tokens: int, named: type[Action] = Action):
        self.named = named      # the ruleset's own action type (oracle.core.belonging.value_type)
        make = self.named
        self.pick_wonder = tuple(make(PICK_WONDER, wonder=w) for w in range(wonders))
        self.build = tuple(make(BUILD, card=c) for c in range(cards))
        self.discard = tuple(make(DISCARD, card=c) for c in range(cards))
        self.build_wonder = tuple(tuple(make(BUILD_WONDER, card=c, wonder=w) for w in range(wonders))
                                  for c in range(cards))
        self.take_progress = tuple(make(TAKE_PROGRESS, token=t) for t in range(tokens))
        self.destroy = tuple(make(DESTROY, card=c) for c in range(cards))
        self.build_discarded = tuple(make(BUILD_DISCARDED, card=c) for c in range(cards))
        self.choose_starter = (make(CHOOSE_STARTER, player=0), make(CHOOSE_STARTER, player=1))

    def add(self, tables: Mapping[str, Any]) -> None:
        """The tables of the kinds of action an expansion adds (point ``action_tables``), each under
        its kind's name; a kind already made is refused, unless another expansion made the same table
        (a construct both play, such as taking a card from the opponent)."""
        for kind, table in tables.items():
            if kind in self.__dict__ and self.__dict__[kind] == table:
                continue
            if kind in self.__dict__ or hasattr(type(self), kind):
                raise ExpansionError(f"action_tables: the actions {kind} are made already")
            setattr(self, kind, table)

    if TYPE_CHECKING:       # for the type checker only: at run time, a class with a __getattr__ reads each
        # attribute the slow way (the expansions' tables, set by :meth:`add`, are plain attributes)
        def __getattr__(self, kind: str) -> Any: ...

    def name(self, action: Action) -> Action:
        """The same action as one of this ruleset's: it prints as a record writes it."""
        return self.named._make(action)

    def of_kind(self, kind: str) -> Any:
        """The table of one kind of action, indexed by the component (or seat, space, pair) it names;
        an expansion's kind this ruleset does not play has none.  (No ``__getattr__`` says so for
        every read: a class with one has each of its attributes looked up the slow way, the tables
        read on every turn included.)"""
        try:
            return getattr(self, kind)
        except AttributeError:
            raise AttributeError(f"this ruleset has no actions {kind}") from None


class Made(dict):  # type: ignore[type-arg]
    """A table of actions made the first time they are asked for (there are too many to list)."""

    def __init__(self, make: Any):
        super().__init__()
        self.make = make

    def __missing__(self, key: Any) -> Action:
        action: Action = self.make(key)
        self[key] = action
        return action


# the base game's action kind -> the fields it carries, in their JSON order (the record's form of each action)
ACTION_FIELDS: dict[str, tuple[str, ...]] = {
    PICK_WONDER: ("wonder",),
    BUILD: ("card",),
    DISCARD: ("card",),
    BUILD_WONDER: ("card", "wonder"),
    TAKE_PROGRESS: ("token",),
    DESTROY: ("card",),
    BUILD_DISCARDED: ("card",),
    CHOOSE_STARTER: ("player",),
}
