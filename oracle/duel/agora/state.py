"""Agora's part of a game: its part of a position (the Senate), the position before the first move,
and where Duel keeps it.

Duel keeps each expansion's part at the expansion's place in the ruleset's order
(:attr:`oracle.core.expansions.Hooks.slots`), in ``State.parts``; the functions here find Agora's
there and put it back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from oracle.core.expansions import with_part
from oracle.duel.agora.senate import Chamber, Senate
from oracle.duel.agora.senate import setup as senate_setup
from oracle.duel.agora.spec import AgoraConstants

if TYPE_CHECKING:
    from oracle.duel.compiled import Ruleset

NAME = "agora"   # the expansion's name: its key in a record's setup, a stored state and a view


class Plot(NamedTuple):
    """A Conspiracy a player holds (agora.prepare, agora.trigger): which one (its index among the
    ruleset's Conspiracies), the Age card tucked under it once prepared (-1: unprepared), whether it
    has been triggered (it then lies face up), and the progress token locked on it (-1: none,
    effect.lock_progress)."""

    conspiracy: int
    card: int = -1
    triggered: bool = False
    token: int = -1

    @property
    def prepared(self) -> bool:
        return self.card >= 0


# agora.trigger: where the player to move stands with the one Conspiracy a turn may trigger
MAY_TRIGGER = 0     # none triggered in this turn yet
TRIGGERING = 1      # one triggered: what it calls for is being settled, then the same turn goes on
TRIGGERED = 2       # one triggered in this turn: no other until the next turn


class Agora(NamedTuple):
    """Agora's part of a position: the Senate, its cubes and Decrees; the Conspiracy deck, top first
    (indices among the ruleset's Conspiracies), with who knows each of its cards (a bit per player:
    the one who put it back, agora.conspiracies_hidden); each player's Conspiracies, in the order
    they were kept; whether the player to move has triggered one in this turn; and, for each player, how
    many Ages' cards left out at setup they have looked at (effect.build_set_aside: 0, none)."""

    senate: Senate
    deck: tuple[int, ...] = ()
    known: tuple[int, ...] = ()
    hands: tuple[tuple[Plot, ...], tuple[Plot, ...]] = ((), ())
    triggering: int = MAY_TRIGGER
    looked: tuple[int, int] = (0, 0)

    def with_plot(self, player: int, conspiracy: int, *, card: int | None = None, triggered: bool | None = None,
                  token: int | None = None) -> Agora:
        """This part with the fields given (those not None) changed in the Conspiracy ``conspiracy`` that
        ``player`` holds.  Made from their fields, not through ``_replace``: asked whenever a Conspiracy
        is tried (ruling agora.useless_trigger), prepared or triggered."""
        hand = []
        for plot in self.hands[player]:
            if plot[0] == conspiracy:
                _, was_card, was_triggered, was_token = plot
                plot = _new(Plot, (conspiracy, was_card if card is None else card,
                                   was_triggered if triggered is None else triggered,
                                   was_token if token is None else token))
            hand.append(plot)
        senate, deck, known, (first, second), triggering, looked = self
        hands = (tuple(hand), second) if player == 0 else (first, tuple(hand))
        return _new(Agora, (senate, deck, known, hands, triggering, looked))

    def turned_up(self, player: int, conspiracy: int) -> Agora:
        """This part with the Conspiracy ``conspiracy`` that ``player`` holds triggered (face up): what
        :meth:`with_plot` gives with ``triggered=True``, made more directly, since it is asked whenever
        a Conspiracy is tried (ruling agora.useless_trigger)."""
        hand = []
        for plot in self.hands[player]:
            if plot[0] == conspiracy:
                plot = _new(Plot, (conspiracy, plot[1], True, plot[3]))
            hand.append(plot)
        senate, deck, known, (first, second), triggering, looked = self
        return _new(Agora, (senate, deck, known, (tuple(hand), second) if player == 0 else (first, tuple(hand)),
                            triggering, looked))

    def with_senate(self, senate: Senate) -> Agora:
        """This part with ``senate`` as its Senate (made from its fields: after every Senate action)."""
        _, deck, known, hands, triggering, looked = self
        return _new(Agora, (senate, deck, known, hands, triggering, looked))

    def with_triggering(self, triggering: int) -> Agora:
        """This part with ``triggering`` (agora.trigger) as where the player to move stands (made from its
        fields: at the end of every turn that triggered a Conspiracy)."""
        senate, deck, known, hands, _, looked = self
        return _new(Agora, (senate, deck, known, hands, triggering, looked))


_new = tuple.__new__   # a Plot or an Agora made from every field, without the constructor's Python frame


def constants(rules: Ruleset) -> AgoraConstants:
    """The ``[agora]`` table of the ruleset's spec."""
    found = rules.section(NAME)
    assert isinstance(found, AgoraConstants), "the ruleset does not play Agora"
    return found


def part(position: Any) -> Agora | None:
    """Agora's part of a state or of a move's pad (None in a game without it), known by its type."""
    for held in position.parts:      # part_of, inline: asked on every turn
        if type(held) is Agora:
            return held
    return None


def part_of(parts: tuple[Any, ...]) -> Agora | None:
    """Agora's part among a position's ``parts`` (None when it holds none), known by its type."""
    for held in parts:
        if type(held) is Agora:
            return held
    return None


def held(position: Any) -> Agora:
    """Agora's part of a position of a ruleset that plays Agora."""
    found = part(position)
    assert found is not None, "the position has no Senate"
    return found


def put(pad: Any, agora: Agora) -> None:
    """The move's pad holds ``agora`` as Agora's part from now on."""
    pad.parts = with_part(pad.parts, pad.game.hooks.slots[NAME], agora)


def replaced(state: Any, agora: Agora) -> Any:
    """``state`` with ``agora`` as Agora's part."""
    return state._replace(parts=with_part(state.parts, state.game.hooks.slots[NAME], agora))


def initial(rules: Ruleset, setup: Any) -> Agora:
    """agora.senate / agora.decrees_setup / agora.conspiracy_deck: the Senate before the first move, no
    cube in it, the Decree drawn for each Chamber in it, face down where the spec says until a cube
    enters; the Conspiracy deck in the order drawn, nobody knowing any of it, and no player holding
    one.  A setup drawing nothing (a position built by hand) leaves the Chambers empty and no deck."""
    c = constants(rules)
    drawn = getattr(setup, "decrees", None) or ()
    deck = tuple(getattr(setup, "conspiracies", None) or ())
    if drawn:
        decrees = rules.of_kind("decree")
        return Agora(senate_setup(c, tuple(decrees[d].name for d in drawn)), deck, (0,) * len(deck))
    return Agora(Senate(tuple(Chamber((0, 0), (), n not in c.hidden_decrees) for n in range(1, c.chambers + 1))),
                 deck, (0,) * len(deck))


__all__ = ["MAY_TRIGGER", "NAME", "TRIGGERED", "TRIGGERING", "Agora", "Plot", "constants", "held", "initial", "part",
           "part_of", "put", "replaced"]
