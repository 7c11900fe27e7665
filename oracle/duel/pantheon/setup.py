"""The Pantheon's chance outcomes, drawn after the base game's (point ``setup_part``).

Rule ids: ``pantheon.tokens_setup``, ``pantheon.decks``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from oracle.core.prng import Draws, SplitMix64
from oracle.duel.pantheon.state import PantheonSetup

if TYPE_CHECKING:
    from oracle.duel.compiled import Ruleset


def draw(rules: Ruleset, rng: SplitMix64 | Draws) -> PantheonSetup:
    """pantheon.tokens_setup / pantheon.decks, drawn after the base game's outcomes: the Mythology
    tokens (each Mythology's, in vocabulary order) shuffled, the first ones kept in slot order; the
    Offering tokens shuffled into slot order; each Mythology's divinities shuffled, top first."""
    c = rules.section("pantheon")
    assert c is not None
    mythologies = rules.vocabulary.mythologies
    tokens = rng.shuffled([m for m in range(len(mythologies)) for _ in range(c.mythology_tokens_each)])
    offerings = rng.shuffled(list(c.offering_tokens))
    decks = tuple(tuple(rng.shuffled([d.index for d in rules.divinities if d.deck == m])) for m in mythologies)
    return PantheonSetup(tuple(tokens[:len(c.mythology_slots)]), tuple(offerings), decks)


__all__ = ["draw"]
