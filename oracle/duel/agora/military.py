"""Agora's military tokens (``agora.military_tokens``): laid on the conflict track where the base
game's looting tokens lie, each a component of the kind ``token`` whose ``when taken`` effects go to
the player whose shields move the pawn into its zone; nobody loses coins (point ``zone_entered``).

A token is taken by whoever pushed the pawn there, even on the opponent's turn (the Military Decree
changing hands: ruling ``agora.military_token_taker``); what it calls for (a cube to place, a cube to
remove and one to move) is that player's decision.
"""

from __future__ import annotations

from typing import Any

from oracle.core.effects import run_instants
from oracle.duel.agora.events import MilitaryTokenTaken
from oracle.duel.agora.state import constants
from oracle.duel.state import Turn

KIND = "token"   # the kind of component a military token is, in the spec


def zone_token(rules: Any, token: Any) -> str | None:
    """Point ``zone_token``, agora.military_tokens: the military token lying in the zone of the looting
    token ``token`` in its place (so no looting token shows there), None where none does."""
    name: str | None = constants(rules).military_token(token.distance)
    return name


def zone_entered(t: Turn, player: int, token: Any) -> bool | None:
    """Point ``zone_entered``, agora.military_tokens: the pawn, pushed by ``player``, has entered the
    zone of the looting token ``token``; the military token lying there instead is theirs, its effects
    run for them.  None where no military token lies (the base game's looting applies)."""
    name = zone_token(t.rules, token)
    if name is None:
        return None
    component = next(c for c in t.rules.of_kind(KIND) if c.name == name)
    t.events.append((MilitaryTokenTaken, player, name))
    run_instants(t, player, component)
    return True


def on_track(state: Any) -> list[dict[str, Any]]:
    """The military tokens still on the track: each one's side (+1: player 1's, toward which player 0
    pushes), its distance from the centre and its name, in the track's order."""
    rules = state.game.rules
    return [{"side": token.side, "distance": token.distance, "name": name}
            for token in rules.track.looting
            if state.looting[token.index] and (name := zone_token(rules, token)) is not None]


__all__ = ["KIND", "on_track", "zone_entered", "zone_token"]
