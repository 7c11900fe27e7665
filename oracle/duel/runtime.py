"""What the effect language's constructs mean in Duel: the runtime a compiled effect calls.

:class:`Runtime` is the move pad (:class:`~oracle.duel.state.Turn`) with the methods
:data:`oracle.core.effects.RUNTIME_METHODS` names, each handing the construct to its rules chapter
(military.shields, effect.play_again, effect.destroy, effect.take_progress,
effect.build_from_discard, and the Pantheon's constructs).  It sits above the chapters: they work
on the pad, and reach these methods only through the compiled effects they run.  The chapters are
called through their module, so a chapter function replaced on its module is the one an effect runs.

A choice a Pantheon construct leaves is queued without options: they are worked out once it comes
first (:func:`oracle.duel.rules.ages.offer`), from what the effects before it left.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from oracle.core.components import Component
from oracle.duel.events import PlayAgain
from oracle.duel.pantheon_state import part
from oracle.duel.rules import building, military, pantheon, progress
from oracle.duel.state import (
    BLOCKER,
    CARD_TOKENS,
    COPY_SCIENCE_CHOICE,
    DISCARD_TOKENS,
    LOOT_CHOICE,
    STEAL_CARD_CHOICE,
    STEAL_WONDER_CHOICE,
    STRUCTURE_DISCARD,
    UNBUILD,
    WONDER_FROM_DISCARD,
    Decision,
    Turn,
)


class Runtime(Turn):
    """The pad of one move, as the runtime that gives the effect language's constructs their
    meaning in Duel (see :mod:`oracle.core.effects`)."""

    __slots__ = ()

    def shields(self, player: int, amount: int, source: Component) -> None:
        """effect.shields: move the conflict pawn (military.shields), plus any extra shields the
        player's city gives builds of this kind (effect.extra_shields: Strategy on red cards)."""
        military.move_pawn(self, player, amount + self.profile(player).extra_shields_for(source), source.name)

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

    # ---- the Pantheon's constructs ------------------------------------------------------------------
    def gain_on_card(self, player: int, amount: int, source: Component) -> None:
        """effect.gain_coins_on_card: coins lie on the divinity, the player's reserve (pantheon.reserve)."""
        pantheon.gain_on_card(self, player, amount, source)

    def lay_progress(self, source: Component, amount: int) -> None:
        """effect.draw_progress: tokens drawn from the box lie face up on the divinity."""
        progress.lay_on_card(self, source, amount)

    def offer_card_progress(self, player: int, source: Component) -> None:
        """effect.take_progress (from the card): the player will take one of the tokens lying on it."""
        self.decide(Decision(CARD_TOKENS, player, (), (source.index,)))

    def offer_steal_card(self, player: int, relation: str, colours: frozenset[int]) -> None:
        """effect.steal_card: the player will choose a card of these colours in the city ``relation`` names."""
        self.decide(Decision(STEAL_CARD_CHOICE, player, (), (relation, colours)))

    def offer_steal_wonder(self, player: int, relation: str) -> None:
        """effect.steal_wonder: the player will choose an unbuilt wonder of the city ``relation`` names."""
        self.decide(Decision(STEAL_WONDER_CHOICE, player, (), (relation,)))

    def offer_copy_science(self, player: int, relation: str, colour: int) -> None:
        """effect.copy_science: the player will choose a card of ``colour`` whose symbol to show."""
        self.decide(Decision(COPY_SCIENCE_CHOICE, player, (), (relation, colour)))

    def offer_structure_discard(self, player: int) -> None:
        """effect.discard_from_structure: the player will choose any card of the structure."""
        self.decide(Decision(STRUCTURE_DISCARD, player, (), ()))

    def offer_unbuild(self, player: int, relations: tuple[str, ...]) -> None:
        """effect.unbuild_wonder: the player will choose a built wonder in the cities ``relations`` name."""
        self.decide(Decision(UNBUILD, player, (), (relations,)))

    def offer_wonder_from_discard(self, player: int) -> None:
        """effect.build_wonder_from_discard: the player will choose a card of the discard pile and a wonder."""
        self.decide(Decision(WONDER_FROM_DISCARD, player, (), ()))

    def offer_blocker(self, player: int) -> None:
        """effect.place_blocker: the player will choose a space of the track for the blocker."""
        self.decide(Decision(BLOCKER, player, (), ()))

    def offer_discard_tokens(self, player: int, piece: str, amount: int) -> None:
        """effect.discard_tokens: the player will choose ``amount`` looting tokens to discard, one at a time."""
        for _ in range(amount):
            self.decide(Decision(DISCARD_TOKENS, player, (), (piece,)))

    def offer_loot(self, player: int, relation: str, piece: str, amount: int) -> None:
        """effect.loot: the player will choose ``amount`` looting tokens to apply against the city
        ``relation`` names, one at a time."""
        for _ in range(amount):
            self.decide(Decision(LOOT_CHOICE, player, (), (relation, piece)))

    def invoke(self, player: int, source: str, via: str = "") -> None:
        """effect.invoke: the player will activate a divinity for nothing, from the tops of the decks
        (``tops``) or from a deck of their choice (``deck``)."""
        pantheon.invoke(self, player, source, via)

    # ---- counts the effect language asks of the Pantheon (oracle.core.effects.RUNTIME_COUNTS) -------
    @staticmethod
    def counter(kind: str, names: tuple[str, ...]) -> Callable[[Any, int], int]:
        """effect.per: the coins lying on the player's divinities, the tokens of the named kinds they
        hold, or the spaces the pawn just moved, in a position or a move's pad."""
        if kind == "card_coins":
            return lambda at, p: _reserve(part(at), p)
        if kind == "tokens":
            mythology, offering = "mythology" in names, "offering" in names

            def tokens(at: Any, p: int) -> int:
                held = part(at)
                if held is None:
                    return 0
                return (len(held.mythology[p]) if mythology else 0) + (len(held.offerings[p]) if offering else 0)
            return tokens
        return lambda at, p: getattr(at, "pushed", 0)

    @staticmethod
    def cards_of_deck(at: Any, player: int, deck: str) -> tuple[int, ...]:
        """effect.points_by_set: the player's cards of ``deck``, in the order built."""
        cards = at.game.rules.cards
        return tuple(c for c in at.cities[player].cards if cards[c].deck == deck)


def _reserve(pantheon: Any, player: int) -> int:
    """pantheon.reserve: the coins lying on the player's divinities (none without the Pantheon)."""
    return 0 if pantheon is None else pantheon.reserve[player]
