"""The actions of the Pantheon's decisions and turns, made once per ruleset (point ``action_tables``):
one table per kind, indexed by the card, wonder, space of the military track, looting token,
Mythology or slot it names; the kinds whose choices are too many to list are made when first asked for.
"""

from __future__ import annotations

from typing import Any

from oracle.duel.actions import Made
from oracle.duel.pantheon.kinds import (
    ACTIVATE,
    BUILD_WONDER_DISCARDED,
    CHOOSE_MYTHOLOGY,
    COPY_SCIENCE,
    DISCARD_FROM_STRUCTURE,
    DISCARD_LOOTING,
    INVOKE,
    LOOT,
    PLACE_BLOCKER,
    PLACE_DIVINITY,
    UNBUILD_WONDER,
)
from oracle.duel.shared import stealing


def tables(rules: Any) -> dict[str, Any]:
    """The tables of the Pantheon's actions for ``rules``, by kind."""
    make = rules.actions.named
    cards, wonders, capital = len(rules.cards), len(rules.wonders), rules.track.capital
    looting, mythologies = len(rules.track.looting), len(rules.vocabulary.mythologies)
    slots = max(layout.size for layout in rules.layouts)
    return {
        **stealing.action_tables(rules),
        COPY_SCIENCE: tuple(make(COPY_SCIENCE, card=c) for c in range(cards)),
        DISCARD_FROM_STRUCTURE: tuple(make(DISCARD_FROM_STRUCTURE, slot=s) for s in range(slots)),
        UNBUILD_WONDER: tuple(make(UNBUILD_WONDER, wonder=w) for w in range(wonders)),
        BUILD_WONDER_DISCARDED: {(c, w): make(BUILD_WONDER_DISCARDED, card=c, wonder=w)
                                 for c in range(cards) for w in range(wonders)},
        PLACE_BLOCKER: {p: make(PLACE_BLOCKER, position=p) for p in range(-capital, capital + 1)},
        DISCARD_LOOTING: tuple(make(DISCARD_LOOTING, looting=i) for i in range(looting)),
        LOOT: tuple(make(LOOT, looting=i) for i in range(looting)),
        CHOOSE_MYTHOLOGY: tuple(make(CHOOSE_MYTHOLOGY, mythology=m) for m in range(mythologies)),
        INVOKE: Made(lambda choice: make(INVOKE, divinity=choice[0], order=choice[1])),
        ACTIVATE: Made(lambda choice: make(ACTIVATE, space=choice[0], offerings=choice[1])),
        PLACE_DIVINITY: Made(lambda choice: make(PLACE_DIVINITY, divinity=choice[0], space=choice[1])),
    }


__all__ = ["tables"]
