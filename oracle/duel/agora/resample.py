"""What a player cannot see of Agora's part, redrawn (point ``resample``): the Decrees lying face down
(:func:`oracle.duel.agora.decrees.resample`), then the Conspiracies the player does not know
(agora.conspiracies_hidden).
"""

from __future__ import annotations

from typing import Any

from oracle.core.expansions import with_part
from oracle.core.prng import SplitMix64
from oracle.duel.agora import decrees
from oracle.duel.agora.decrees import AgoraSetup
from oracle.duel.agora.state import NAME, part, replaced


def resample(redrawn: Any, state: Any, player: int, rng: SplitMix64) -> Any:
    """Point ``resample``: the Decrees, then the Conspiracies, redrawn for ``player``."""
    return conspiracies(decrees.resample(redrawn, state, player, rng), player, rng)


def conspiracies(redrawn: Any, player: int, rng: SplitMix64) -> Any:
    """agora.conspiracies_hidden, ruling agora.conspiracy_knowledge: the opponent's face-down
    Conspiracies and the deck's cards ``player`` did not put back, shuffled among those places; the
    player's own, the ones they put back and the ones triggered (face up) stay, and so do the cards
    prepared under them.  The setup's deck becomes one this position may follow from: both hands in
    the order kept, then the deck.  (What the player may infer of a card they put back that the opponent
    has drawn since is not kept.)"""
    agora = part(redrawn)
    if agora is None or not (agora.deck or agora.hands[1 - player]):
        return redrawn
    other = 1 - player
    hidden = [i for i, known in enumerate(agora.known) if not known >> player & 1]
    secret = [k for k, plot in enumerate(agora.hands[other]) if not plot.triggered]   # face down
    pool = rng.shuffled([*(agora.hands[other][k].conspiracy for k in secret), *(agora.deck[i] for i in hidden)])
    plots = list(agora.hands[other])
    for k, card in zip(secret, pool, strict=False):
        plots[k] = plots[k]._replace(conspiracy=card)
    hand = tuple(plots)
    deck = list(agora.deck)
    for i, card in zip(hidden, pool[len(secret):], strict=True):
        deck[i] = card
    hands = (agora.hands[0], hand) if other == 1 else (hand, agora.hands[1])
    moved = replaced(redrawn, agora._replace(deck=tuple(deck), hands=hands))
    hooks = moved.game.hooks
    drawn = hooks.named(moved.setup.parts).get(NAME)
    if not isinstance(drawn, AgoraSetup) or not drawn.conspiracies:
        return moved
    order = (*(plot.conspiracy for plot in hands[0]), *(plot.conspiracy for plot in hands[1]), *deck)
    parts = with_part(moved.setup.parts, hooks.slots[NAME], drawn._replace(conspiracies=order))
    return moved._replace(setup=moved.setup._replace(parts=parts))


__all__ = ["conspiracies", "resample"]
