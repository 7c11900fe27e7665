"""The Decrees of the Senate: the six drawn at setup, one into each Chamber (``agora.decrees_setup``),
and what they add to a city: a Decree's effects work for the player controlling its Chamber, and only
while they do (``agora.decree``).

A Decree is a component of the kind ``decree`` (point ``component_kinds``); what it does is written in
the effect language, so its lasting effects count in its controller's city (point ``city_extras``) and
its triggers on either player's builds and on a discard run from there (``effect.on_any_build``,
``effect.on_any_wonder``, ``effect.on_discard``).  When a Chamber changes hands, both cities are
summed again (:func:`control_changed`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, NamedTuple

from oracle.core.components import Component
from oracle.core.expansions import with_part
from oracle.core.prng import Draws, SplitMix64
from oracle.duel.agora.state import NAME, constants, part, part_of, replaced
from oracle.duel.state import Turn, rebuild_city

if TYPE_CHECKING:
    from oracle.duel.compiled import Ruleset

KIND = "decree"   # the kind of component a Decree is, in the spec
CONSPIRACY = "conspiracy"   # the kind of component a Conspiracy is


class AgoraSetup(NamedTuple):
    """Agora's chance outcomes: the Decree drawn for each Chamber (indices among the ruleset's
    Decrees), Chamber 1 first; the Conspiracy deck's order, top first (indices among its Conspiracies)."""

    decrees: tuple[int, ...]
    conspiracies: tuple[int, ...] = ()


def draw(rules: Ruleset, rng: SplitMix64 | Draws) -> AgoraSetup:
    """agora.decrees_setup and agora.conspiracy_deck, drawn after the base game's outcomes: every Decree
    shuffled, the first ones dealt to Chambers 1, 2, ... in turn, the others left in the box unseen;
    then every Conspiracy shuffled into the deck, the first on top."""
    chambers = constants(rules).chambers
    shuffled = rng.shuffled([d.index for d in rules.of_kind(KIND)])
    deck = rng.shuffled(range(len(rules.of_kind(CONSPIRACY))))
    return AgoraSetup(tuple(shuffled[:chambers]), tuple(deck))


def by_name(rules: Ruleset) -> dict[str, Component]:
    """The ruleset's Decrees by name."""
    return {d.name: d for d in rules.of_kind(KIND)}


def city_extras(rules: Ruleset, parts: tuple[Any, ...], player: int) -> tuple[Component, ...]:
    """Point ``city_extras``, agora.decree: the Decrees of the Chambers ``player`` controls, in
    Chamber order (a Chamber holding two gives both)."""
    agora = part_of(parts)
    if agora is None:
        return ()
    named = by_name(rules)
    return tuple(named[d] for chamber in agora.senate.chambers if chamber.controller == player
                 for d in chamber.decrees)


def control_changed(t: Turn, changes: tuple[tuple[int, int | None, int | None], ...]) -> None:
    """agora.decree: after Chambers changed hands (each ``(chamber, controller before, after)``),
    each city counts the Decrees its player now controls and no other; then what a Decree does when
    its controller loses it (trigger ``when lost``), then when a player takes it (``when gained``),
    Chamber by Chamber; nothing more once the game is over."""
    for player in (0, 1):
        t.set_city(player, rebuild_city(t.rules, t.cities[player], t.city_extras(player)))
    senate = part(t)
    assert senate is not None
    named = by_name(t.rules)
    for losing in (True, False):
        for chamber, was, now in changes:
            holder = was if losing else now
            if holder is None:
                continue
            for name in senate.senate.chamber(chamber).decrees:
                decree = named[name]
                for effect in decree.on_lose if losing else decree.on_gain:
                    if t.over:
                        return
                    effect(t, holder)


def resample(redrawn: Any, state: Any, player: int, rng: SplitMix64) -> Any:
    """Point ``resample``, agora.decrees_setup: the Decrees lying face down redrawn among those the
    players have not seen (the face-down ones and the ones left in the box), in ``redrawn`` and in its
    setup alike."""
    agora = part(state)
    if agora is None:
        return redrawn
    chambers = agora.senate.chambers
    hidden = [n for n, chamber in enumerate(chambers) if not chamber.face_up]
    if not hidden:
        return redrawn
    rules = state.game.rules
    seen = {d for chamber in chambers if chamber.face_up for d in chamber.decrees}
    named = by_name(rules)
    unseen = rng.shuffled([d.index for d in rules.of_kind(KIND) if d.name not in seen])
    redealt = dict(zip(hidden, unseen, strict=False))
    new_chambers = tuple(replace(chamber, decrees=(rules.of_kind(KIND)[redealt[n]].name,)) if n in redealt
                         else chamber for n, chamber in enumerate(chambers))
    hooks = state.game.hooks
    drawn = hooks.named(redrawn.setup.parts).get(NAME)
    parts = redrawn.setup.parts
    if isinstance(drawn, AgoraSetup):
        decrees = tuple(named[chamber.decrees[0]].index if chamber.decrees else d
                        for chamber, d in zip(new_chambers, drawn.decrees, strict=True))
        parts = with_part(parts, hooks.slots[NAME], drawn._replace(decrees=decrees))
    moved = replaced(redrawn, agora._replace(senate=replace(agora.senate, chambers=new_chambers)))
    return moved._replace(setup=moved.setup._replace(parts=parts))


__all__ = ["KIND", "AgoraSetup", "by_name", "city_extras", "control_changed", "draw", "resample"]
