"""What the effect language's constructs mean in Duel: the runtime a compiled effect calls.

:class:`Runtime` is the move pad (:class:`~oracle.duel.state.Turn`) with the methods
:data:`oracle.core.effects.RUNTIME_METHODS` names, each handing the construct to its rules chapter
(military.shields, effect.play_again, effect.destroy, effect.take_progress,
effect.build_from_discard).  It sits above the chapters: they work on the pad, and reach these
methods only through the compiled effects they run.  The chapters are called through their module,
so a chapter function replaced on its module is the one an effect runs.
"""

from __future__ import annotations

from oracle.core.components import Component
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
