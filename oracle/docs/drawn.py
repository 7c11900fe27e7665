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
               f"nothing, and the discard pile now holds {', '.join(left) or 'nothing'}.")
    return Figure("duel-mausoleum", pos.game, step.state, step, "after the Mausoleum is built", caption)


def pantheon_mars() -> Figure:
    """A divinity's power (pantheon.divinity): Mars activated, its two shields pushing the pawn."""
    from oracle.duel.events import PawnMoved
    from oracle.duel.pantheon.events import DivinityActivated

    game = load_game("duel", variant="pantheon")
    seed, index, step, event = found(game, lambda e: isinstance(e, DivinityActivated) and e.divinity == "Mars")
    pushed = next(e for e in step.events if isinstance(e, PawnMoved) and e.source == "Mars")
    toward = 1 if pushed.spaces > 0 else 0
    caption = (f"Move {index + 1} of the random game of seed {seed}: Player {event.player} activates Mars from "
               f"{event.via} of the Pantheon, paying {_coins(event.cost)}. Mars now stands among Player "
               f"{event.player}'s divinities, and its two shields have pushed the conflict pawn "
               f"{abs(pushed.spaces)} spaces toward Player {toward}'s capital: it now stands {_pawn(step.state.pawn)}.")
    return Figure("pantheon-mars", game, step.state, step, f"move {index + 1} of seed {seed}", caption)


# ---- 7 Wonders ------------------------------------------------------------------------------------------

def classic_discard_build() -> Figure:
    """Halicarnassus (wonder.discard_build): a card built for nothing from the discard pile."""
    from oracle.classic.events import CardPlayed

    game = load_game("classic", variant="standard", players=3)
    seed, index, step, event = found(game, lambda e: isinstance(e, CardPlayed) and e.action == "build_discarded")
    board = game.rules.boards[step.state.cities[event.player].board]
    caption = (f"Move {index + 1} of the random 3-player game of seed {seed}: {seat(event.player)}, whose "
               f"{board.name} has just built a stage, takes the {event.card} from the discard pile and builds it "
               f"for nothing. The {event.card} now stands in {seat(event.player)}'s city, and the "
               f"discard pile no longer holds it.")
    return Figure("classic-discard-build", game, step.state, step, f"move {index + 1} of seed {seed}", caption)


def classic_free_city() -> Figure:
    """A Free City turn (free_city.play): the Free City builds the card its holder chose for it."""
    from oracle.classic.events import CardPlayed

    game = load_game("classic", variant="free_city")
    fc = game.players
    seed, index, step, event = found(game, lambda e: isinstance(e, CardPlayed) and e.player == fc
                                      and e.action == "build")
    caption = (f"Move {index + 1} of the random Free City game of seed {seed}: the turn is revealed, and the "
               f"Free City builds the {event.card} its holder chose for it. The {event.card} now stands in the "
               f"Free City's city, the third one drawn, beside the two players' cities; "
               f"{seat(step.state.holder)} now holds the Free City card.")
    return Figure("classic-free-city", game, step.state, step, f"move {index + 1} of seed {seed}", caption)


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
