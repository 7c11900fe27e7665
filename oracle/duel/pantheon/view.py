"""What a position with the Pantheon shows to one player (rule ``pantheon.hidden``), and the positions
they cannot tell apart from it.

Public: the tokens lying on the structure (face up), the Mythology of every card on the board, the
divinities turned face up, each deck's size, the tokens and divinities each player holds, the coins
on them, the tokens lying on a divinity, the blocker, the symbols copied.  Known to one player only:
a divinity they placed face down, the top cards of a deck they put back or looked at (until the deck
changes), the divinities they drew or look at for a decision of theirs.
"""

from __future__ import annotations

from typing import Any

from oracle.core.account import coins, proper, seat, with_article
from oracle.core.events import Event
from oracle.core.expansions import with_part
from oracle.core.prng import SplitMix64
from oracle.duel import events as ev
from oracle.duel.pantheon import events as pe
from oracle.duel.pantheon.kinds import DIVINITY_PLACE, INVOKE_CHOICE
from oracle.duel.pantheon.setup import draw
from oracle.duel.pantheon.state import NAME, OFFERING_BASE, known_tops, part, replaced, setup_part
from oracle.duel.shared import discarding, stealing
from oracle.duel.state import Decision, State


def token_json(rules: Any, token: int) -> dict[str, Any]:
    """A token lying on the structure (pantheon.tokens_setup: face up)."""
    if token >= OFFERING_BASE:
        return {"kind": "offering", "value": token - OFFERING_BASE}
    return {"kind": "mythology", "mythology": rules.vocabulary.mythologies[token]}


def hidden_options(d: Decision, viewer: int) -> bool:
    """Whether the options of ``d`` are hidden from ``viewer``: divinities drawn for a placement, or a
    deck looked at, are seen by the player deciding only."""
    if d.player == viewer:
        return False
    return d.kind == DIVINITY_PLACE or (d.kind == INVOKE_CHOICE and d.detail is not None and d.detail[0] == "deck")


def options_json(rules: Any, field: str, options: tuple[Any, ...]) -> list[Any] | None:
    """The options of a Pantheon decision as its actions name them (``None``: not a Pantheon field)."""
    names = rules.divinities
    if field == "divinity_space":
        return [{"divinity": names[d].name, "space": s + 1} for d, s in options]
    if field == "divinity_order":
        return [{"divinity": names[d].name, "order": [names[x].name for x in order]} for d, order in options]
    if field == "card_wonder":
        return [{"card": rules.cards[c].name, "wonder": rules.wonders[w].name} for c, w in options]
    if field == "looting":
        return [rules.track.looting[i].side * rules.track.looting[i].distance for i in options]
    if field == "mythology":
        return [rules.vocabulary.mythologies[m] for m in options]
    if field in ("position", "slot"):
        return list(options)
    return None


def pantheon_json(state: State, viewer: int | None, omniscient: bool = False) -> dict[str, Any]:
    """The Pantheon's part of a position as ``viewer`` sees it (``None``: what both players see;
    ``omniscient``: everything, hidden divinities and the whole of each deck included)."""
    rules, pantheon = state.game.rules, part(state)
    assert pantheon is not None and rules.section("pantheon") is not None
    gate = rules.divinity_index[rules.section("pantheon").gate]
    spaces = []
    for s, d in enumerate(pantheon.spaces):
        entry: dict[str, Any] = {"space": s + 1, "divinity": None, "mythology": None}
        if d >= 0:
            divinity = rules.divinities[d]
            entry["mythology"] = divinity.deck or None
            if omniscient or pantheon.revealed or d == gate or pantheon.placed_by[s] == viewer:
                entry["divinity"] = divinity.name
            if pantheon.placed_by[s] >= 0:
                entry["placed_by"] = pantheon.placed_by[s]
        spaces.append(entry)
    decks = []
    for m, deck in enumerate(pantheon.decks):
        known = len(deck) if omniscient else known_tops(pantheon)[viewer][m] if viewer is not None else 0
        decks.append({"mythology": rules.vocabulary.mythologies[m], "size": len(deck),
                      "known": [rules.divinities[d].name for d in deck[:known]]})
    players = [{"mythology_tokens": [rules.vocabulary.mythologies[m] for m in pantheon.mythology[p]],
                "offerings": list(pantheon.offerings[p]),
                "divinities": [rules.divinities[d].name for d in pantheon.divinities[p]],
                "reserve": pantheon.reserve[p]} for p in (0, 1)]
    return {
        "spaces": spaces,
        "decks": decks,
        "players": players,
        "offerings_spent": list(pantheon.spent),
        "tokens_lost": [token_json(rules, t) for t in pantheon.lost_tokens],
        "on_divinities": [{"divinity": rules.divinities[d].name, "progress": [rules.progress[t].name for t in tokens]}
                          for d, tokens in pantheon.on_cards],
        "copies": [{"player": p, "card": rules.cards[c].name, "symbol": rules.vocabulary.science_symbols[sym]}
                   for p, c, sym in pantheon.marks],
        "blocker": pantheon.blocker,
    }


def resample(state: State, resampled: State, player: int, rng: SplitMix64) -> State:
    """``resampled`` (the base game's redraw of ``state`` for ``player``) with the Pantheon's hidden
    divinities redrawn too: per Mythology, the cards of its deck below what ``player`` knows and the
    face-down cards the opponent placed, shuffled among those places; the tokens of Ages not yet laid
    out redrawn; a decision of the opponent's drawn again from what it draws on."""
    rules, pantheon = state.game.rules, part(state)
    assert pantheon is not None
    known = known_tops(pantheon)[player]
    for d in state.pending:
        if d.kind == DIVINITY_PLACE and d.player == player and d.detail is not None:
            known[d.detail[0]] = max(known[d.detail[0]], len({x for x, _ in d.options}))
        if d.kind == INVOKE_CHOICE and d.player == player and d.detail is not None and d.detail[0] == "deck":
            known[d.detail[1]] = len(pantheon.decks[d.detail[1]])
        if d.kind == INVOKE_CHOICE and d.detail is not None and d.detail[0] == "tops":     # shown to both
            for m, deck in enumerate(pantheon.decks):
                if deck[:1] and deck[0] in d.detail[1]:
                    known[m] = max(known[m], 1)
    decks = [list(deck) for deck in pantheon.decks]
    spaces = list(pantheon.spaces)
    for m, name in enumerate(rules.vocabulary.mythologies):
        places: list[tuple[str, int]] = [("deck", i) for i in range(known[m], len(decks[m]))]
        if not pantheon.revealed:
            places += [("space", s) for s, there in enumerate(spaces)
                       if there >= 0 and rules.divinities[there].deck == name and pantheon.placed_by[s] != player]
        pool = [decks[m][i] if where == "deck" else spaces[i] for where, i in places]
        for (where, i), drawn in zip(places, rng.shuffled(pool), strict=True):
            if where == "deck":
                decks[m][i] = drawn
            else:
                spaces[i] = drawn
    redrawn = pantheon._replace(decks=tuple(tuple(deck) for deck in decks), spaces=tuple(spaces))
    setup = resampled.setup
    hooks = state.game.hooks
    chance = setup_part(setup, hooks)
    if chance is not None and state.age < 2:
        fresh = draw(rules, rng)
        chance = chance._replace(
            offering_tokens=fresh.offering_tokens,
            mythology_tokens=fresh.mythology_tokens if state.age == 0 else chance.mythology_tokens,
            decks=redrawn.decks if state.age == 0 else chance.decks)    # nothing has left a deck in the draft
        setup = setup._replace(parts=with_part(setup.parts, hooks.slots[NAME], chance))
    resampled = replaced(resampled, redrawn)
    pending = tuple(_redrawn(resampled, d) if d.player != player else d for d in resampled.pending)
    return resampled._replace(setup=setup, pending=pending)


def _redrawn(state: State, d: Decision) -> Decision:
    """An opponent's decision drawn again from the redrawn decks (the divinities it drew, a deck it looks at)."""
    pantheon = part(state)
    assert pantheon is not None
    if d.kind == DIVINITY_PLACE and d.detail is not None:
        drawn = len({x for x, _ in d.options})
        spaces = sorted({s for _, s in d.options})
        return d._replace(options=tuple((x, s) for x in pantheon.decks[d.detail[0]][:drawn] for s in spaces))
    if d.kind == INVOKE_CHOICE and d.detail is not None and d.detail[0] == "deck" and d.options:
        from oracle.duel.pantheon.rules import invoke_options

        return d._replace(options=invoke_options(state.game.rules.runtime(state), d))
    return d



# the Pantheon's events that say what a move itself did (oracle.duel.view.told)
MOVE_EVENTS: tuple[type[Event], ...] = (
    pe.DivinityActivated, pe.DivinityPlaced, pe.StructureDiscard, pe.LootingDiscarded, pe.BlockerPlaced,
    pe.ScienceCopied, pe.CardStolen, pe.WonderStolen, pe.WonderUnbuilt)


def event_line(e: Any, mover: int | None = None) -> str | None:
    """The sentence of one of the Pantheon's events (``None`` for any other); ``mover``: who made
    the move that caused it, where the sentence names them."""
    match e:
        case pe.DivinityActivated():
            how = f"from {e.via} of the Pantheon" if e.via.startswith("space") else f"through {e.via}"
            cost = f"for {coins(e.cost)}" if e.cost else "for nothing"
            return f"{seat(e.player)} activates {e.divinity} {how} {cost}"
        case pe.TokenTaken():
            what = (f"an Offering token ({e.value})" if e.token == "offering"
                    else f"{with_article(proper(e.token))} Mythology token")
            return f"{seat(e.player)} takes {what}"
        case pe.DivinityPlaced():
            return f"{seat(e.player)} places {with_article(proper(e.mythology))} divinity face down on space {e.space}"
        case pe.GatePlaced():
            return f"the Gate goes on space {e.space}"
        case pe.DivinityRevealed():
            return f"{e.divinity} is revealed on space {e.space}"
        case pe.DivinityShown():
            return f"{e.divinity} is shown"
        case pe.ReserveChanged():
            if e.amount >= 0:
                return f"{seat(e.player)} lays {coins(e.amount)} on their divinities ({e.source})"
            return f"{seat(e.player)} spends {coins(-e.amount)} from their divinities ({e.source})"
        case pe.WonderUnbuilt():
            if mover is None:
                done = f"{seat(e.player)}'s {e.wonder} is unbuilt"
            else:
                whose = e.wonder if mover == e.player else f"{seat(e.player)}'s {e.wonder}"
                done = f"{seat(mover)} unbuilds {whose}"
            return done + (f"; {e.card} goes to the discard pile" if e.card else "")
        case pe.ScienceCopied():
            return f"{seat(e.player)} copies the {e.symbol} of {seat(1 - e.player)}'s {e.card}"
        case pe.BlockerPlaced():
            return f"{seat(e.player)} places the blocker on space {e.position:+d} of the military track"
        case pe.BlockerReached():
            return f"the blocker on space {e.position:+d} stops the conflict pawn"
        case pe.LootingDiscarded():
            return f"{seat(e.player)} discards the looting token on space {e.position:+d}"
        case pe.ProgressLaid():
            return f"the progress token {e.token} is laid on {e.divinity}"
        case pe.ProgressReturned():
            return f"the progress token {e.token} goes back to the box from {e.divinity}"
    return None


def slot_marks(state: State) -> dict[int, dict[str, Any]]:
    """The tokens lying on the structure, by slot, as a view shows each."""
    rules, pantheon = state.game.rules, part(state)
    assert pantheon is not None
    return {slot: {"token": token_json(rules, token)} for slot, token in pantheon.structure_tokens}


def view_part(state: State, viewer: int | None, omniscient: bool = False) -> dict[str, Any]:
    """The part of a view under the key ``pantheon``: :func:`pantheon_json`, looked up when called."""
    return pantheon_json(state, viewer, omniscient)


# what the expansion gives Duel's views and accounts (oracle.duel.points)
VIEW = {"pantheon": view_part}
EVENT_WORDS = {kind.kind: {**stealing.EVENT_WORDS, **discarding.EVENT_WORDS}.get(kind.kind, event_line)
               for kind in pe.PANTHEON_EVENTS}
MOVES = {kind.kind: kind for kind in MOVE_EVENTS}


# ---- the account's sentence of a decision the move's events do not say well (DecisionKind.told) ----

def told_loot(before: State, step: Any, mover: int, own: int | None) -> tuple[str, int | None]:
    """A looting token chosen: the account names it (its loss follows as the next line)."""
    taken = next((e for e in step.events if isinstance(e, ev.LootingTokenTaken)), None)
    if taken is not None:
        return f"{seat(mover)} chooses the {ev.looting_name(taken.token)}", None
    return f"{seat(mover)} decides: {before.game.rules.decisions[before.pending[0].kind].words}", None


def told_deck(before: State, step: Any, mover: int, own: int | None) -> tuple[str, int | None]:
    """A Mythology deck chosen to look through: nothing shows yet but the deck's name."""
    after = step.state.pending[0] if step.state.pending else None
    if after is not None and after.detail is not None and after.detail[0] == "deck":
        mythology = proper(before.game.rules.vocabulary.mythologies[after.detail[1]])
        return f"{seat(mover)} chooses to look through the {mythology} deck", None
    return f"{seat(mover)} decides: {before.game.rules.decisions[before.pending[0].kind].words}", None


def told_wonder_from_discard(before: State, step: Any, mover: int, own: int | None) -> tuple[str, int | None] | None:
    """A wonder built with a card of the discard pile: the account says where the card came from."""
    built = step.events[own] if own is not None else None
    if not isinstance(built, ev.WonderBuilt):
        return None
    cost = "for " + coins(built.cost) if built.cost else "for nothing"
    return f"{seat(built.player)} builds {built.wonder} with {built.card} from the discard pile {cost}", own
