"""Which rule a divergence points at in a game of both expansions: the Pantheon's and Agora's rules of
events, kinds of action and blocks of the state together, handed to the base game's blame
(:mod:`oracle.duel.conformance.blame`) by the kit."""

from __future__ import annotations

from oracle.duel.agora import blame as agora
from oracle.duel.pantheon import blame as pantheon


def _joined(*tables: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    """The tables merged: a key both give has both's rules, the first's first, each once."""
    out: dict[str, tuple[str, ...]] = {}
    for table in tables:
        for key, rules in table.items():
            out[key] = tuple(dict.fromkeys((*out.get(key, ()), *rules)))
    return out


EVENT_RULES = _joined(pantheon.EVENT_RULES, agora.EVENT_RULES)
KIND_RULES = _joined(pantheon.KIND_RULES, agora.KIND_RULES)
STATE_BLOCKS = (pantheon.STATE_BLOCK, agora.STATE_BLOCK)

__all__ = ["EVENT_RULES", "KIND_RULES", "STATE_BLOCKS"]
