"""Progress tokens: taking one from the board (science pair) or from the box (Great Library).

Rule ids: ``science.pair`` (a pair earns a token from the board), ``effect.take_progress``
(draw tokens from the box, keep one, the rest stay in the box and out of the game); with the
Pantheon, ``effect.draw_progress`` (tokens drawn from the box lie on a divinity) and taking one of
those (``effect.take_progress`` from the card).
"""

from __future__ import annotations

from oracle.core.components import Component
from oracle.core.effects import run_instants
from oracle.duel.events import ProgressTaken
from oracle.duel.pantheon_events import ProgressLaid, ProgressReturned
from oracle.duel.pantheon_state import part, put
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
    """effect.take_progress: draw the first ``draw`` tokens of the box for the player to choose from."""
    options = t.box[:draw]
    if options:
        t.decide(Decision(PROGRESS_FROM_BOX, player, options))


def take_from_box(t: Turn, player: int, token: Component) -> None:
    t.box = tuple(x for x in t.box if x != token.index)
    take(t, player, token, "box")


def lay_on_card(t: Turn, divinity: Component, draw: int) -> None:
    """effect.draw_progress: the first ``draw`` tokens of the box (drawn at random at setup) lie face
    up on the divinity; while there, no other effect draws them."""
    pantheon = part(t)
    assert pantheon is not None
    laid = t.box[:draw]
    if not laid:
        return
    t.box = t.box[len(laid):]
    on_cards = tuple(entry for entry in pantheon.on_cards if entry[0] != divinity.index)
    put(t, pantheon._replace(on_cards=on_cards + ((divinity.index, laid),)))
    for token in laid:
        t.events.append((ProgressLaid, t.rules.progress[token].name, divinity.name))


def on_card(t: Turn, divinity: int) -> tuple[int, ...]:
    """The progress tokens lying on a divinity."""
    pantheon = part(t)
    return next((tokens for d, tokens in pantheon.on_cards if d == divinity), ()) if pantheon is not None else ()


def card_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """effect.take_progress (from the card): the tokens lying on the divinity the decision names."""
    (divinity,) = d.detail or (-1,)
    return on_card(t, divinity)


def take_from_card(t: Turn, player: int, token: Component) -> None:
    """effect.take_progress (from the card): the player takes the token, which applies at once; the
    others lying on the same divinity go back to the end of the box."""
    pantheon = part(t)
    assert pantheon is not None
    divinity = next(d for d, tokens in pantheon.on_cards if token.index in tokens)
    return_to_box(t, divinity, keep=token.index)
    take(t, player, token, "card")


def return_to_box(t: Turn, divinity: int, keep: int = -1) -> None:
    """The tokens lying on a divinity go back to the end of the box (but ``keep``), in the order they lay."""
    pantheon = part(t)
    assert pantheon is not None
    tokens = on_card(t, divinity)
    put(t, pantheon._replace(on_cards=tuple(entry for entry in pantheon.on_cards if entry[0] != divinity)))
    name = t.rules.divinities[divinity].name
    for other in tokens:
        if other != keep:
            t.box = t.box + (other,)
            t.events.append((ProgressReturned, t.rules.progress[other].name, name))
