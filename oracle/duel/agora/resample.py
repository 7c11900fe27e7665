"""What a player cannot see of Agora's part, redrawn (point ``resample``): the Decrees lying face down
(:func:`oracle.duel.agora.decrees.resample`), then the Conspiracies the player does not know
(agora.conspiracies_hidden); what the player has seen of the cards left out at setup stays
(effect.build_set_aside).
"""

from __future__ import annotations

from typing import Any

from oracle.core.expansions import with_part
from oracle.core.prng import SplitMix64
from oracle.duel.agora import decrees
from oracle.duel.agora.conspiring import DRAWN
from oracle.duel.agora.decrees import AgoraSetup
from oracle.duel.agora.kinds import CONSPIRE_CHOICE
from oracle.duel.agora.state import NAME, part, replaced
from oracle.duel.agora.view import hidden_options
from oracle.duel.spec import AGES
from oracle.duel.state import Turn


def resample(redrawn: Any, state: Any, player: int, rng: SplitMix64) -> Any:
    """Point ``resample``: the Decrees, then the Conspiracies, redrawn for ``player``, who keeps what they
    know of the cards left out at setup."""
    redrawn = conspiracies(decrees.resample(redrawn, state, player, rng), player, rng)
    return hidden_choices(set_aside_known(redrawn, state, player, rng), player)


def hidden_choices(redrawn: Any, player: int) -> Any:
    """The opponent's choice first in line whose options ``player`` does not see (the Conspiracies drawn
    or held, the cards left out at setup) offers what the position redrawn gives."""
    pending = redrawn.pending
    if not pending or not pending[0].options or pending[0].player == player or not hidden_options(pending[0], player):
        return redrawn
    options = redrawn.game.hooks.table("decision_options")[pending[0].kind](Turn(redrawn), pending[0])
    return redrawn._replace(pending=(pending[0]._replace(options=tuple(options)), *pending[1:]))


def set_aside_known(redrawn: Any, state: Any, player: int, rng: SplitMix64) -> Any:
    """effect.build_set_aside: a player who has looked at the cards left out of the current Age knows that
    the face-down cards of its deck are the others: they stay in those slots, only their order redrawn
    (the deal of the Age following them)."""
    agora = part(state)
    if agora is None or state.age == 0 or agora.looked[player] < state.age:
        return redrawn
    members = set(state.game.rules.deck_indices(AGES[state.age - 1]))
    slots = [s for s, card in enumerate(state.structure)
             if card >= 0 and card in members and not state.face_up >> s & 1]
    structure = list(redrawn.structure)
    for slot, card in zip(slots, rng.shuffled([state.structure[s] for s in slots]), strict=True):
        structure[slot] = card
    deal = list(redrawn.setup.ages[state.age - 1])
    for slot in slots:
        deal[slot] = structure[slot]
    ages = redrawn.setup.ages
    ages = (*ages[:state.age - 1], tuple(deal), *ages[state.age:])
    return redrawn._replace(structure=tuple(structure), setup=redrawn.setup._replace(ages=ages))


def conspiracies(redrawn: Any, player: int, rng: SplitMix64) -> Any:
    """agora.conspiracies_hidden, ruling agora.conspiracy_knowledge: the opponent's face-down
    Conspiracies and the deck's cards ``player`` did not put back, shuffled among those places; the
    player's own, the ones they put back and the ones triggered (face up) stay, and so do the cards
    prepared under them.  The setup's deck becomes one this position may follow from: both hands in
    the order kept, then the deck.  The cards the player has drawn and is choosing among stay on top.
    (What the player may infer of a card they put back that the opponent
    has drawn since is not kept.)"""
    agora = part(redrawn)
    if agora is None or not (agora.deck or agora.hands[1 - player]):
        return redrawn
    other = 1 - player
    drawing = redrawn.pending[:1] and redrawn.pending[0].kind == CONSPIRE_CHOICE and redrawn.pending[0].options
    seen = DRAWN if drawing and redrawn.pending[0].player == player else 0     # the cards they are choosing among
    hidden = [i for i, known in enumerate(agora.known) if not known >> player & 1 and i >= seen]
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


__all__ = ["conspiracies", "hidden_choices", "resample", "set_aside_known"]
