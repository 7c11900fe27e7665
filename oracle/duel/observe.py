"""What one player may see of a state (rule id ``view.hidden``).

Face-down cards of the structure show only their back ("Age card" or "Guild": guild backs
differ); the box tokens, the cards removed at setup and the wonders not yet revealed never
show; tokens drawn from the box for a decision show only to the player choosing.
"""

from __future__ import annotations

from typing import Any

from oracle.duel import legal
from oracle.duel.state import PROGRESS_FROM_BOX, State
from oracle.duel.summary import winner_json

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
