"""What Agora gives at Duel's extension points (:mod:`oracle.duel.points`) so far: the value
:data:`EXPANSION`.  Duel's ruleset list names it once Agora can be played."""

from __future__ import annotations

from oracle.core.expansions import Expansion
from oracle.duel.agora import spec

EXPANSION = Expansion("duel", "agora", "Agora", {
    "spec_sections": {"agora": spec.read_agora},
})

__all__ = ["EXPANSION"]
