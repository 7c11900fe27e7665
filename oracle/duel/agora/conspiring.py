"""Conspiring in play: a Conspirator's action (``agora.conspirator``), a cube placed in any Chamber or
conspiring, and conspiring itself (``agora.conspire``): the top two Conspiracies of the deck drawn, one
kept face down, the other put back on top of the deck or under it; both kept by a player whose
components say so (Organized Crime: ``effect.keep_both``).

Each is a decision the effect language's construct queues; its options are worked out when it comes
first, from the deck as it is then.  Who knows which card of the deck is tracked card by card: the
player who put a Conspiracy back knows it until a draw takes it (ruling ``agora.conspiracy_knowledge``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from oracle.duel.agora import senate as rules
from oracle.duel.agora.events import Conspired, InfluencePlaced
from oracle.duel.agora.influence import changed
from oracle.duel.agora.kinds import BOTTOM, CONSPIRATOR_CHOICE, CONSPIRE_CHOICE, TOP
from oracle.duel.agora.state import Agora, Plot, constants, held, put
from oracle.duel.state import Action, Decision, Turn

if TYPE_CHECKING:
    from oracle.duel.runtime import Runtime

CONSPIRE_OPTION: tuple[int, ...] = ()   # agora.conspirator: the option of conspiring rather than placing a cube
DRAWN = 2                               # agora.conspire: the Conspiracies a player draws


# ---- decisions queued by the effect language's construct (point runtime) -------------------------

def offer_conspirator_action(t: Runtime, player: int) -> None:
    """agora.conspirator: the Conspirator's one action, placed or conspired as the player chooses; a
    player whose components say so (effect.conspirator_replay: a Decree they control as the Conspirator
    is recruited, ruling agora.conspirator_replay) plays again once it is settled."""
    t.decide(Decision(CONSPIRATOR_CHOICE, player, (), ()))
    extras = t.cities[player].profile.extras
    if extras is not None and extras.replay_after_conspirator:
        t.play_again(player, extras.replay_after_conspirator[0])


# ---- their options, once they come first (point decision_options) -------------------------------

def conspirator_options(t: Turn, d: Decision) -> tuple[tuple[int, ...], ...]:
    """agora.conspirator: a cube into each Chamber (while the supply lasts), in Chamber order, then
    conspiring (while the deck holds a card); none (the action is dropped) when neither can be done."""
    c, agora = constants(t.game.rules), held(t)
    places = tuple((n,) for n in range(1, c.chambers + 1)) if rules.supply(c, agora.senate, d.player) else ()
    return (*places, CONSPIRE_OPTION) if agora.deck else places


def conspire_options(t: Turn, d: Decision) -> tuple[tuple[int, str], ...]:
    """agora.conspire: each drawn Conspiracy kept, top card first, with the other put back on top or
    under the deck; with a single card left, keeping it (ruling ``agora.conspiracy_deck_size``)."""
    drawn = held(t).deck[:DRAWN]
    if len(drawn) < DRAWN:
        return tuple((card, "") for card in drawn)
    return tuple((card, where) for card in drawn for where in (TOP, BOTTOM))


OPTIONS: dict[str, Any] = {CONSPIRATOR_CHOICE: conspirator_options, CONSPIRE_CHOICE: conspire_options}


# ---- settling them (point settle) ---------------------------------------------------------------

def settle(t: Turn, action: Action, decision: Decision) -> None:
    """The decision ``decision`` settled by ``action`` (one of its options)."""
    if decision.kind == CONSPIRATOR_CHOICE:
        if action.chambers == CONSPIRE_OPTION:
            conspire(t, t.player)
            return
        c, agora, (chamber,) = constants(t.game.rules), held(t), action.chambers
        after = rules.place(c, agora.senate, t.player, chamber)
        t.events.append((InfluencePlaced, t.player, chamber))
        put(t, agora.with_senate(after))
        changed(t, agora.senate, after)
        return
    kept(t, t.player, action.conspiracy, action.put_back)


def conspire(t: Turn, player: int) -> None:
    """agora.conspire: the player draws; a player keeping every card drawn (effect.keep_both) keeps them
    at once, any other chooses first (the decision comes before any other owed)."""
    extras = t.cities[player].profile.extras
    agora = held(t)
    if extras is not None and extras.keep_drawn:
        drawn = agora.deck[:DRAWN]
        put(t, _drawn(agora, player, drawn, None, ""))
        t.events.append((Conspired, player, len(drawn), ""))
        return
    t.decide_first(Decision(CONSPIRE_CHOICE, player, (), ()))


def kept(t: Turn, player: int, card: int, where: str) -> None:
    """agora.conspire: ``card`` kept of the Conspiracies drawn, the other put back ``where``."""
    agora = held(t)
    drawn = agora.deck[:DRAWN]
    other = next((d for d in drawn if d != card), None)
    put(t, _drawn(agora, player, (card,), other, where))
    t.events.append((Conspired, player, 1, where))


def _drawn(agora: Agora, player: int, keeps: tuple[int, ...], other: int | None, where: str) -> Agora:
    """The part after ``player`` drew the deck's top cards, keeping ``keeps`` and putting ``other`` back
    ``where``; the card put back is known to that player only."""
    taken = len(keeps) + (other is not None)
    deck, known = agora.deck[taken:], agora.known[taken:]
    if other is not None:
        mark = 1 << player
        deck, known = ((other, *deck), (mark, *known)) if where == TOP else ((*deck, other), (*known, mark))
    hands = tuple(hand + tuple(Plot(card) for card in keeps) if p == player else hand
                  for p, hand in enumerate(agora.hands))
    return agora._replace(deck=deck, known=known, hands=(hands[0], hands[1]))


SETTLE = dict.fromkeys(OPTIONS, settle)

__all__ = ["CONSPIRE_OPTION", "DRAWN", "OPTIONS", "SETTLE", "conspirator_options",
           "conspire", "conspire_options", "kept", "offer_conspirator_action", "settle"]
