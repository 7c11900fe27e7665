"""What a position with Agora shows (rule ``agora.senate``): the Senate, public to both players, and
the words of Agora's decisions and events in views and a game's account.

Every Chamber shows each player's cubes, its controller, whether its Decree lies face up and that
Decree's name (hidden from both players while it lies face down); each player's supply is public too,
and so are the military tokens left on the track.  A player's Conspiracies are seen by that player
alone, and a card of the deck by the player who put it back (agora.conspiracies_hidden).
"""

from __future__ import annotations

from typing import Any

from oracle.core.account import seat
from oracle.core.events import Event
from oracle.duel.agora import events as ae
from oracle.duel.agora.decrees import CONSPIRACY
from oracle.duel.agora.kinds import ASIDE_CHOICE, CONSPIRE_CHOICE, UNPREPARED_CHOICE
from oracle.duel.agora.military import on_track
from oracle.duel.agora.schemes import in_play
from oracle.duel.agora.senate import supply
from oracle.duel.agora.state import MAY_TRIGGER, NAME, constants, held
from oracle.duel.setup import set_aside
from oracle.duel.state import Decision, State


def senate_json(state: State, omniscient: bool = False) -> dict[str, Any]:
    """The Senate as every viewer sees it: each Chamber (from 1) with its value, section, cubes
    (the first player's first), controller (``None``: nobody), face and Decrees, top first (``None`` for
    a Decree lying face down, unless ``omniscient``: a Decree moved in may lie otherwise than the
    Chamber's own); each player's supply."""
    c, senate = constants(state.game.rules), held(state).senate
    section_of = {n: name for name, chambers in c.sections for n in chambers}
    chambers = [{"chamber": n, "section": section_of[n], "points": c.chamber_points[n - 1],
                 "cubes": list(chamber.cubes), "controller": chamber.controller, "face_up": chamber.face_up,
                 "decrees": [d if chamber.shows(d) or omniscient else None for d in chamber.decrees]}
                for n, chamber in enumerate(senate.chambers, 1)]
    return {"chambers": chambers, "supply": [supply(c, senate, p) for p in (0, 1)]}


def conspiracies_json(state: State, viewer: int | None, omniscient: bool = False) -> dict[str, Any]:
    """agora.conspiracies_hidden: the Conspiracy deck, top first, and each player's Conspiracies in
    the order kept, each card named where ``viewer`` knows it (their own, the deck's cards they put
    back, and any triggered: it lies face up) and ``None`` elsewhere, every card named when
    ``omniscient``; with each held one, the card prepared under it (``None``: unprepared; a card
    taken from the structure face up, so both players know it) and whether it has been triggered;
    and whether the player to move has triggered one in this turn (agora.trigger)."""
    agora, names = held(state), [c.name for c in state.game.rules.of_kind(CONSPIRACY)]
    deck = [names[card] if omniscient or (viewer is not None and known >> viewer & 1) else None
            for card, known in zip(agora.deck, agora.known, strict=True)]
    cards = state.game.rules.cards
    hands = [[{"conspiracy": names[plot.conspiracy] if omniscient or viewer == p or plot.triggered else None,
               "prepared": cards[plot.card].name if plot.prepared else None, "triggered": plot.triggered,
               "locked": state.game.rules.progress[plot.token].name if plot.token >= 0 else None}
              for plot in hand] for p, hand in enumerate(agora.hands)]
    return {"deck": deck, "hands": hands, "triggered_this_turn": agora.triggering != MAY_TRIGGER}


def set_aside_json(state: State, viewer: int | None, omniscient: bool = False) -> dict[str, Any]:
    """effect.build_set_aside: how many Ages' cards left out at setup each player has looked at, and
    those of them still out of play that ``viewer`` has seen, by name in card order (every one anybody
    has seen when ``omniscient``)."""
    agora = held(state)
    ages = max(agora.looked) if omniscient else agora.looked[viewer] if viewer is not None else 0
    found = in_play(state) if ages else set()
    cards = state.game.rules.cards
    return {"seen": list(agora.looked),
            "known": [cards[card].name for card in set_aside(state.game.rules, state.setup, ages) if card not in found]}


def view_part(state: State, viewer: int | None, omniscient: bool = False) -> dict[str, Any]:
    """The part of a view under the key ``agora``: :func:`senate_json`, the same for every viewer (a
    face-down Decree is hidden from both players, agora.decrees_setup), the military tokens still on
    the track (agora.military_tokens) and the Conspiracies as the viewer knows them
    (:func:`conspiracies_json`)."""
    return {**senate_json(state, omniscient), "military_tokens": on_track(state),
            "conspiracies": conspiracies_json(state, viewer, omniscient),
            "set_aside": set_aside_json(state, viewer, omniscient)}


def hidden_options(d: Decision, viewer: int) -> bool:
    """Point ``hidden_options``, agora.conspiracies_hidden: the Conspiracies a player draws, and those
    they hold that they may trigger, are seen by that player alone; so are the cards left out at setup
    that they may build (effect.build_set_aside)."""
    return d.kind in (CONSPIRE_CHOICE, UNPREPARED_CHOICE, ASIDE_CHOICE) and d.player != viewer


def options_json(rules: Any, field: str, options: tuple[Any, ...]) -> list[Any] | None:
    """The options of an Agora decision as its actions name them (``None``: not an Agora field): a
    Chamber by its number, a Senate action or a cube's way as a list of Chambers."""
    if field == "chamber":
        return list(options)
    if field == "chambers":
        return [list(option) for option in options]
    if field == "conspiracy":
        names = [c.name for c in rules.of_kind(CONSPIRACY)]
        return [names[card] if card >= 0 else None for card in options]
    if field == "conspiracy_put_back":
        names = [c.name for c in rules.of_kind(CONSPIRACY)]
        return [{"conspiracy": names[card], "put_back": where} for card, where in options]
    return None


def event_line(e: Any, mover: int | None = None) -> str | None:
    """The sentence of one of Agora's events in a game's account."""
    match e:
        case ae.InfluencePlaced():
            return f"{seat(e.player)} places an Influence cube in Chamber {e.chamber}"
        case ae.InfluenceMoved():
            return f"{seat(e.player)} moves an Influence cube from Chamber {e.chamber} to Chamber {e.to}"
        case ae.InfluenceRemoved():
            return f"an Influence cube of {seat(e.player)} leaves Chamber {e.chamber} for their supply"
        case ae.ControlChanged():
            if e.player is None:
                return f"nobody controls Chamber {e.chamber} any more"
            return f"{seat(e.player)} takes control of Chamber {e.chamber}"
        case ae.MilitaryTokenTaken():
            return f"{seat(e.player)} takes the military token {e.subject}"
        case ae.Conspired():
            kept = "a Conspiracy" if e.kept == 1 else f"{e.kept} Conspiracies"
            back = f" and putting the other back {'on top of' if e.put_back == 'top' else 'under'} the deck" \
                if e.put_back else ""
            return f"{seat(e.player)} conspires, keeping {kept} face down{back}"
        case ae.Prepared():
            return f"{seat(e.player)} prepares their Conspiracy number {e.place}, tucking {e.card} under it"
        case ae.CardsSwapped():
            return f"{seat(e.player)} takes {e.taken} from the opponent's city and gives {e.given} back"
        case ae.TokenLocked():
            where = {"board": "the board", "opponent": "the opponent's city", "box": "the box"}.get(e.source, e.source)
            return f"{seat(e.player)} locks the progress token {e.token}, taken from {where}"
        case ae.DecreeMoved():
            what = f"the Decree {e.decree}" if e.decree else "a face-down Decree"
            return f"{seat(e.player)} moves {what} from Chamber {e.chamber} under the Decree of Chamber {e.to}"
        case ae.WonderBoxed():
            return f"{seat(e.player)}'s {e.wonder} goes back to the box, and {e.card} to the discard pile"
        case ae.Triggered():
            return f"{seat(e.player)} triggers the Conspiracy {e.conspiracy}"
    return None


# Agora's events that say what a move itself did (oracle.duel.view.told)
MOVE_EVENTS: tuple[type[Event], ...] = (ae.InfluencePlaced, ae.InfluenceMoved, ae.InfluenceRemoved, ae.Conspired,
                                        ae.Prepared, ae.Triggered, ae.WonderBoxed, ae.CardsSwapped,
                                        ae.TokenLocked, ae.DecreeMoved)

# what the expansion gives Duel's views and accounts (oracle.duel.points)
VIEW = {NAME: view_part}
EVENT_WORDS = {kind.kind: event_line for kind in ae.AGORA_EVENTS}
MOVES = {kind.kind: kind for kind in MOVE_EVENTS}

__all__ = ["EVENT_WORDS", "MOVES", "MOVE_EVENTS", "VIEW", "conspiracies_json", "event_line", "hidden_options",
           "options_json", "senate_json", "view_part"]
