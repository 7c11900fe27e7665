"""7 Wonders' positions drawn in its docs (:mod:`oracle.docs.drawn`): a card built from the discard pile and a
Free City turn."""

from __future__ import annotations

from typing import Any

from oracle.core.game import Step
from oracle.core.registry import load_game
from oracle.docs.drawn import Figure, from_random_game
from oracle.picture import seat


def classic_discard_build() -> Figure:
    """Halicarnassus (wonder.discard_build): a card built for nothing from the discard pile."""
    from oracle.classic.events import CardPlayed

    game = load_game("classic", variant="standard", players=3)

    def say(step: Step, event: Any) -> str:
        board = game.rules.boards[step.state.cities[event.player].board]
        return (f"{seat(event.player)}, whose {board.name} has just built a stage, takes the {event.card} from the "
                f"discard pile and builds it for nothing. The {event.card} now stands in {seat(event.player)}'s "
                f"city, and the discard pile no longer holds it.")
    return from_random_game("classic-discard-build", game, "3-player game",
                            lambda e: isinstance(e, CardPlayed) and e.action == "build_discarded", say)


def classic_free_city() -> Figure:
    """A Free City turn (free_city.play): the Free City builds the card its holder chose for it."""
    from oracle.classic.events import CardPlayed

    game = load_game("classic", variant="free_city")

    def say(step: Step, event: Any) -> str:
        return (f"the turn is revealed, and the Free City builds the {event.card} its holder chose for it. The "
                f"{event.card} now stands in the Free City's city, the third one drawn, beside the two players' "
                f"cities; {seat(step.state.holder)} now holds the Free City card.")
    return from_random_game("classic-free-city", game, "Free City game",
                            lambda e: isinstance(e, CardPlayed) and e.player == game.players and e.action == "build",
                            say)


FIGURES = {"classic-discard-build": classic_discard_build, "classic-free-city": classic_free_city}
