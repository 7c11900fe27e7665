"""What one player may see of a state (rule id ``view.hidden``).

Face-down cards of the structure show only their back ("Age card" or "Guild": guild backs
differ); the box tokens, the cards removed at setup and the wonders not yet revealed never
show; tokens drawn from the box for a decision show only to the player choosing.
"""

from __future__ import annotations

from typing import Any

from oracle.core.prng import SplitMix64
from oracle.duel import legal
from oracle.duel.ruleset import AGES
from oracle.duel.setup import draw_setup
from oracle.duel.state import PROGRESS_FROM_BOX, State
from oracle.duel.summary import winner_json

AGES_OF = ("", *AGES)   # Age number -> deck name

AGE_BACK = "Age card"
GUILD_BACK = "Guild"


def observe(state: State, player: int) -> dict[str, Any]:
    """A JSON view of ``state`` for ``player`` (0 or 1), holding no hidden information."""
    rules = state.game.rules
    structure: list[dict[str, Any]] = []
    for slot, card in enumerate(state.structure):
        if card < 0:
            structure.append({"slot": slot, "card": None})
        elif state.face_up >> slot & 1:
            structure.append({"slot": slot, "card": rules.cards[card].name,
                              "accessible": slot in state.accessible})
        else:
            back = GUILD_BACK if rules.cards[card].deck == "guild" else AGE_BACK
            structure.append({"slot": slot, "card": None, "back": back})
    pending = None
    if state.pending:
        d = state.pending[0]
        kind, field, _ = legal.DECISIONS[d.kind]
        if d.kind == PROGRESS_FROM_BOX and d.player != player:
            options: list[Any] | None = None
        elif field == "player":
            options = list(d.options)
        elif field == "token":
            options = [rules.progress[o].name for o in d.options]
        else:
            options = [rules.cards[o].name for o in d.options]
        pending = {"player": d.player, "action": kind, "options": options}
    cities = []
    for p in (0, 1):
        city = state.cities[p]
        cities.append({
            "coins": state.coins[p],
            "cards": [rules.cards[c].name for c in city.cards],
            "wonders": [{"wonder": rules.wonders[w].name,
                         "built": city.has_built(w),
                         "removed": w in state.removed_wonders} for w in city.wonders],
            "progress": [rules.progress[t].name for t in city.progress],
        })
    return {
        "player": player,
        "age": state.age,
        "to_move": None if state.outcome else state.to_move,
        "status": "finished" if state.outcome else "in_progress",
        "winner": winner_json(state),
        "victory": state.outcome.victory if state.outcome else None,
        "conflict_pawn": state.pawn,
        "looting_tokens": [{"side": t.side, "distance": t.distance, "coins": t.coins}
                           for t in rules.track.looting if state.looting[t.index]],
        "wonders_on_offer": [rules.wonders[w].name for w in state.offer] if state.age == 0 else [],
        "structure": structure,
        "progress_board": [rules.progress[t].name for t in state.board],
        "discard": [rules.cards[c].name for c in state.discard],
        "pending": pending,
        "cities": cities,
    }


def resample(state: State, player: int, rng: SplitMix64) -> State:
    """A state ``player`` cannot tell apart from ``state`` (view.hidden), everything hidden
    redrawn: the wonders not yet revealed, the order of the box, the face-down cards of the
    structure (among the cards of their back not yet seen: the face-down ones and the ones
    removed at setup), and the deals of the Ages to come."""
    rules = state.game.rules
    setup = state.setup
    c = rules.constants
    # wonders not yet revealed in the draft
    revealed = len(setup.wonders) if state.age > 0 else state.picks + len(state.offer)
    unseen = [w for w in range(len(rules.wonders)) if w not in setup.wonders[:revealed]]
    wonders = setup.wonders[:revealed] + tuple(rng.shuffled(unseen)[:len(setup.wonders) - revealed])
    # the order of the box, unless the player is choosing among its first tokens right now
    choosing = any(d.kind == PROGRESS_FROM_BOX and d.player == player for d in state.pending)
    box = state.box if choosing else tuple(rng.shuffled(state.box))
    # face-down cards of the current structure, per back
    structure = list(state.structure)
    if state.age > 0:
        dealt = set(setup.ages[state.age - 1])
        decks = [rules.deck(AGES_OF[state.age])] + ([rules.deck("guild")] if state.age == len(AGES_OF) - 1 else [])
        for deck in decks:
            members = {card.index for card in deck}
            slots = [s for s, card in enumerate(structure)
                     if card >= 0 and card in members and not state.face_up >> s & 1]
            pool = [structure[s] for s in slots] + [card for card in members if card not in dealt]
            for slot, card in zip(slots, rng.shuffled(pool), strict=False):
                structure[slot] = card
    # the Ages to come
    fresh = draw_setup(rules, rng)
    ages = tuple(setup.ages[k] if k < state.age else fresh.ages[k] for k in range(len(setup.ages)))
    if state.age == 0:
        ages = fresh.ages
    new_setup = setup._replace(wonders=wonders if c.wonders_in_draft == len(setup.wonders) else setup.wonders,
                               box=setup.box, ages=ages)
    offer = state.offer
    return state._replace(setup=new_setup, box=box, structure=tuple(structure), offer=offer)
