"""The JSON summary of a state printed by ``oracle replay --json`` (documented in docs/records.md),
and the state as the adapter protocol reports it (its published ``state`` schema)."""

from __future__ import annotations

from typing import Any

from oracle.duel import scoring
from oracle.duel.state import State


def winner_json(state: State) -> int | str | None:
    if state.outcome is None:
        return None
    return "shared" if state.outcome.winner is None else state.outcome.winner


def protocol_state(state: State) -> dict[str, Any]:
    """The state as the adapter protocol reports it: the summary, plus the progress tokens on the
    board, the discard pile and the decision pending (the ``state`` schema)."""
    from oracle.duel import legal

    rules = state.game.rules
    view = _base(state)
    view["progress_board"] = [rules.progress[t].name for t in state.board]
    view["discard"] = [rules.cards[c].name for c in state.discard]
    pending = None
    if state.pending:
        d = state.pending[0]
        kind, _, _ = legal.DECISIONS[d.kind]
        pending = {"player": d.player, "action": kind}
    view["pending"] = pending
    return view


def summary(state: State) -> dict[str, Any]:
    """The state as ``oracle replay --json`` prints it: ``to_move`` a list (empty once the game is
    over), each player's coins (all of them may be spent), what is left of the Age's structure (its
    cards, those face down), the progress tokens on the board, the discard pile and the decision
    pending."""
    view = protocol_state(state)
    view["to_move"] = [] if state.outcome else [state.to_move]
    left = [slot for slot, card in enumerate(state.structure) if card >= 0]
    view["structure"] = {"cards": len(left), "face_down": sum(1 for slot in left if not state.face_up >> slot & 1)}
    if state.outcome is not None:
        view["pending"] = None
    return view


def _base(state: State) -> dict[str, Any]:
    """What the summary and the protocol's state share (``to_move`` a seat or ``None``)."""
    rules = state.game.rules
    players = []
    for p in (0, 1):
        city = state.cities[p]
        players.append({
            "coins": state.coins[p],
            "city": [rules.cards[c].name for c in city.cards],
            "wonders": [rules.wonders[w].name for w, _ in city.built],
            "progress": [rules.progress[t].name for t in city.progress],
            "score": scoring.score(state, p),
        })
    return {
        "status": "finished" if state.outcome else "in_progress",
        "to_move": None if state.outcome else state.to_move,
        "winner": winner_json(state),
        "victory": state.outcome.victory if state.outcome else None,
        "conflict_pawn": state.pawn,
        "wonders_built": state.wonders_built,
        "age": state.age,
        "players": players,
    }
