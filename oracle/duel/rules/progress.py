"""Progress tokens: taking one from the board (science pair) or from the box (Great Library).

Rule ids: ``science.pair`` (a pair earns a token from the board), ``effect.take_progress``
(draw tokens from the box, keep one, the rest stay in the box and out of the game).
"""

from __future__ import annotations

from oracle.core.components import Component
from oracle.core.effects import run_instants
from oracle.duel.events import ProgressTaken
from oracle.duel.rules import science
from oracle.duel.state import PROGRESS_FROM_BOX, Decision, Turn


def take(t: Turn, player: int, token: Component, source: str) -> None:
    """The token joins the player's city; its 'when taken' effects and symbols apply."""
    t.add_progress(player, token)
    t.events.append((ProgressTaken, player, token.name, source))
    run_instants(t, player, token)
    science.symbols_gained(t, player, token)


def take_from_board(t: Turn, player: int, token: Component) -> None:
    t.board = tuple(x for x in t.board if x != token.index)
    take(t, player, token, "board")


def offer_from_box(t: Turn, player: int, draw: int) -> None:
    """effect.take_progress: draw the first ``draw`` tokens of the box for the player to choose from;
    ``draw`` 0 (effect.take_offered_progress, ``take 1 progress token from box``): every token of the
    box, in the order of the tokens' list, so that the choice tells nothing of the box's order."""
    options = t.box[:draw] if draw else tuple(sorted(t.box))
    if options:
        t.decide(Decision(PROGRESS_FROM_BOX, player, options))


def take_from_box(t: Turn, player: int, token: Component) -> None:
    t.box = tuple(x for x in t.box if x != token.index)
    take(t, player, token, "box")
