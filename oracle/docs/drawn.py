"""Drawn positions for the docs: a worked example or an answer shown as the position it leads to.

A page asks for one with a line ``<!-- oracle-drawn: NAME -->``; the documentation hook replaces it
with :func:`figure_html`: the picture ``oracle show`` draws of the whole state (:mod:`oracle.show`),
inline and scaled by its ``viewBox``, and a caption saying what to look at.  Every position is built
in code when the site is built, by hand from component names (Duel's worked examples,
:mod:`oracle.duel.docs.examples`) or as the step of a seeded random game found by what happened in
it, so that a rules change redraws the picture, and one that makes the step vanish stops the build.
The captions' numbers and names come from the engine's events, never typed by hand.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import Any

from oracle.core.game import Game, Step
from oracle.core.registry import load_game
from oracle.errors import OracleError
from oracle.picture import seat
from oracle.show import pictures_of

SEEDS = 40    # seeds tried, from the first, for a random game in which something happens
TALLEST = 48  # a drawn position is never taller than this many em on the page: a tall one is drawn narrower
WIDEST = 32   # nor wider than this many em
VIEWBOX = re.compile(r'viewBox="0 0 ([0-9.]+) ([0-9.]+)"')


@dataclass(frozen=True)
class Figure:
    """A position drawn for the docs: the game, the state drawn, what happened to reach it, a few
    words for the picture's heading and the caption under it."""

    name: str
    game: Any       # the registry's game (Duel's worked examples hold it as their own type)
    state: Any
    step: Step
    heading: str
    caption: str

    def svg(self) -> str:
        """The picture of the whole state, as ``oracle show`` draws it."""
        pictures = pictures_of(self.game)
        return pictures.svg(self.game, pictures.whole_view(self.game, self.state), self.heading)


class NotFound(OracleError):
    """No random game of the seeds tried shows what a figure needs."""


def found(game: Game, what: Callable[[Any], bool], seeds: int = SEEDS) -> tuple[int, int, Step, Any]:
    """The first step of ``game``'s random games (seeds 1, 2, ...) with an event for which ``what``
    holds: its seed, its index, the step and the event."""
    for seed in range(1, seeds + 1):
        for index, step in enumerate(game.random_game(seed).steps):
            event = next((e for e in step.events if what(e)), None)
            if event is not None:
                return seed, index, step, event
    raise NotFound(f"no random game of {game.ruleset_title} (seeds 1 to {seeds}) shows it")


def from_random_game(name: str, game: Game, kind: str, what: Callable[[Any], bool],
                     say: Callable[[Step, Any], str]) -> Figure:
    """The figure of the first step of ``game``'s random games with an event for which ``what`` holds
    (:func:`found`): its caption says which game (``kind``) and move, then what ``say`` makes of the
    step and the event."""
    seed, index, step, event = found(game, what)
    caption = f"Move {index + 1} of the random {kind} of seed {seed}: {say(step, event)}"
    return Figure(name, game, step.state, step, f"move {index + 1} of seed {seed}", caption)


def _coins(amount: int) -> str:
    return f"{amount} coin{'s' * (amount != 1)}"


def _pawn(pawn: int) -> str:
    """Where Duel's conflict pawn stands, in words."""
    if pawn == 0:
        return "in the centre"
    return f"{abs(pawn)} space{'s' * (abs(pawn) != 1)} toward Player {1 if pawn > 0 else 0}'s capital"


# ---- 7 Wonders Duel ------------------------------------------------------------------------------------

def duel_looting() -> Figure:
    """The looting example (military.looting): the pawn entering a looting zone takes its token."""
    from oracle.duel.docs.examples import Positions, looting_step
    from oracle.duel.events import LootingTokenTaken, PawnMoved

    pos = Positions()
    before, step = looting_step(pos)
    pushed = next(e for e in step.events if isinstance(e, PawnMoved))
    taken = next(e for e in step.events if isinstance(e, LootingTokenTaken))
    after = step.state
    caption = (f"After Player 0 builds the Walls: the conflict pawn stood {_pawn(before.pawn)}; pushed "
               f"{pushed.spaces} spaces, it now stands {_pawn(after.pawn)}, in the looting zone of "
               f"the {taken.token}-coin token. That token is gone from the track, and Player {taken.player} has "
               f"lost {_coins(taken.lost)}: {_coins(after.coins[taken.player])} left.")
    return Figure("duel-looting", pos.game, after, step, "after the Walls are built", caption)


def duel_chain() -> Figure:
    """The chain example (build.chain): a card built for nothing through a chain."""
    from oracle.duel.docs.examples import Positions, chain_step

    pos = Positions()
    before, step = chain_step(pos)
    after = step.state
    caption = (f"After Player 0 builds the Aqueduct through the chain from the Baths: both now stand among "
               f"Player 0's blue cards. Player 0 had {_coins(before.coins[0])} and no stone, paid nothing, and "
               f"has {_coins(after.coins[0])}, Urbanism paying for the chain.")
    return Figure("duel-chain", pos.game, after, step, "after the Aqueduct is built", caption)


MAUSOLEUM_DISCARD = ("Walls", "Tavern")   # the discard pile the Mausoleum searches, as in the rulebook's test


def duel_mausoleum() -> Figure:
    """The Mausoleum (effect.build_from_discard): a card of the discard pile built for nothing."""
    from oracle.duel.docs.examples import Positions, Side
    from oracle.duel.state import Action
    from oracle.duel.turn import apply

    pos = Positions()
    side = Side(cards=("Lumber Yard", "Clay Pool", "Quarry", "Glassworks", "Press", "Sawmill", "Brickyard",
                       "Shelf Quarry"), unbuilt=("The Mausoleum",))
    before = pos.position((side, Side()), age=2, available=("Caravansery", "Library", "Brewery"),
                          discard=MAUSOLEUM_DISCARD)
    wonder = pos.build_wonder(before, "Caravansery", "The Mausoleum")
    taken = MAUSOLEUM_DISCARD[-1]
    step = apply(wonder.state, Action("build_discarded", card=pos.card(taken)))
    left = [pos.rules.cards[c].name for c in step.state.discard]
    caption = (f"After Player 0 builds the Mausoleum (tucking the Caravansery under it) and chooses the {taken} "
               f"from the discard pile: the Mausoleum is built, the {taken} stands in Player 0's city, built for "
               f"nothing, and the discard pile now holds {', '.join(f'the {n}' for n in left) or 'nothing'}.")
    return Figure("duel-mausoleum", pos.game, step.state, step, "after the Mausoleum is built", caption)


def pantheon_mars() -> Figure:
    """A divinity's power (pantheon.divinity): Mars activated, its two shields pushing the pawn."""
    from oracle.duel.events import PawnMoved
    from oracle.duel.pantheon.events import DivinityActivated

    def say(step: Step, event: Any) -> str:
        pushed = next(e for e in step.events if isinstance(e, PawnMoved) and e.source == "Mars")
        return (f"Player {event.player} activates Mars from {event.via} of the Pantheon, paying "
                f"{_coins(event.cost)}. Mars now stands among Player {event.player}'s divinities, and its two "
                f"shields have pushed the conflict pawn {abs(pushed.spaces)} spaces toward Player "
                f"{1 if pushed.spaces > 0 else 0}'s capital: it now stands {_pawn(step.state.pawn)}.")
    return from_random_game("pantheon-mars", load_game("duel", variant="pantheon"), "game",
                            lambda e: isinstance(e, DivinityActivated) and e.divinity == "Mars", say)


# ---- 7 Wonders ------------------------------------------------------------------------------------------

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


FIGURES: dict[str, Callable[[], Figure]] = {
    "duel-looting": duel_looting,
    "duel-chain": duel_chain,
    "duel-mausoleum": duel_mausoleum,
    "pantheon-mars": pantheon_mars,
    "classic-discard-build": classic_discard_build,
    "classic-free-city": classic_free_city,
}


def figure(name: str) -> Figure:
    """The figure called ``name``; an unknown name raises ``KeyError``."""
    return FIGURES[name]()


def width_em(svg: str) -> float:
    """How wide a picture is shown, in em: at most :data:`WIDEST`, and narrower for a tall picture, so
    that it is never taller than :data:`TALLEST` (its ``viewBox`` giving its proportions)."""
    found = VIEWBOX.search(svg)
    if found is None:
        return WIDEST
    width, height = float(found.group(1)), float(found.group(2))
    return round(min(WIDEST, TALLEST * width / height), 1)


def figure_html(name: str) -> str:
    """The HTML a page shows for figure ``name``: the inline SVG, scaled to the page's width up to
    :func:`width_em` by the stylesheet, and its caption."""
    drawn = figure(name)
    svg = drawn.svg().rstrip()
    return (f'<figure class="position-picture drawn" id="drawn-{name}" style="max-width: {width_em(svg):g}em">\n'
            f"{svg}\n<figcaption>{escape(drawn.caption, quote=False)}</figcaption>\n</figure>")
