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

import importlib.util
import re
from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any

from oracle.core.game import Game, Step
from oracle.core.registry import game_class, games
from oracle.errors import OracleError
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


def coins_words(amount: int) -> str:
    """An amount of coins, in words."""
    return f"{amount} coin{'s' * (amount != 1)}"




def _discovered() -> dict[str, Callable[[], Figure]]:
    """Every figure the games draw for their docs: the ``FIGURES`` of each module ``docs/drawn.py`` in a game's
    package or in one of its expansions' packages, in the registry's order of games (the package first)."""
    found: dict[str, Callable[[], Figure]] = {}
    for name in games():
        package = game_class(name).__module__.rpartition(".")[0]
        spec = importlib.util.find_spec(package) if package.startswith("oracle.") else None
        if spec is None or not spec.submodule_search_locations:
            continue
        root = Path(next(iter(spec.submodule_search_locations)))
        places = [root, *sorted(p for p in root.iterdir() if p.is_dir())]
        for place in places:
            if (place / "docs" / "drawn.py").is_file():
                inner = "" if place == root else f".{place.name}"
                module = importlib.import_module(f"{package}{inner}.docs.drawn")
                found.update(module.FIGURES)
    return found


FIGURES: dict[str, Callable[[], Figure]] = _discovered()


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
