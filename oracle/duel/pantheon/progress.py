"""Progress tokens lying on a divinity: drawn from the box onto it (``effect.draw_progress``), and
taken from it (``effect.take_progress`` from the card), the others going back to the box."""

from __future__ import annotations

from oracle.core.components import Component
from oracle.duel.pantheon.events import ProgressLaid, ProgressReturned
from oracle.duel.pantheon.state import part, put
from oracle.duel.rules import progress
from oracle.duel.state import Decision, Turn


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
    progress.take(t, player, token, "card")


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
