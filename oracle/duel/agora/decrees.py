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

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, NamedTuple

from oracle.core.components import (
    DISCOUNTS,
    EXTRA_SHIELDS,
    ON_CHAIN_BUILD,
    PLAY_AGAIN_FOR,
    PRICES,
    Component,
    Extras,
    Profile,
    new_memo,
)
from oracle.core.expansions import with_part
from oracle.core.prng import Draws, SplitMix64
from oracle.duel.agora.state import NAME, Agora, constants, part, replaced
from oracle.duel.state import CITY_PROFILE, City, Turn, rebuild_city

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


def by_name(rules: Ruleset) -> Mapping[str, Component]:
    """The ruleset's Decrees by name."""
    return rules.named(KIND)


def city_extras(rules: Ruleset, parts: tuple[Any, ...], player: int) -> tuple[Component, ...]:
    """Point ``city_extras``, agora.decree: the Decrees of the Chambers ``player`` controls, in
    Chamber order (a Chamber holding two gives both).  (``part_of``, :func:`by_name` and
    ``Chamber.controller`` inline: asked whenever a city is summed again.)"""
    for agora in parts:
        if type(agora) is Agora:
            break
    else:
        return ()
    named = rules.named(KIND)
    found: list[Component] = []
    for chamber in agora.senate.chambers:
        first, second = chamber.cubes
        if (0 if first > second else 1 if second > first else None) == player:
            for d in chamber.decrees:
                found.append(named[d])
    return tuple(found)


def control_changed(t: Turn, changes: tuple[tuple[int, int | None, int | None], ...]) -> None:
    """agora.decree: after Chambers changed hands (each ``(chamber, controller before, after)``),
    each city counts the Decrees its player now controls and no other; then what a Decree does when
    its controller loses it (trigger ``when lost``), then when a player takes it (``when gained``),
    Chamber by Chamber; nothing more once the game is over."""
    senate = part(t)
    assert senate is not None
    _changed_hands(t, [(senate.senate.chamber(chamber).decrees, was, now) for chamber, was, now in changes])


def decree_moved(t: Turn, decree: str, was: int | None, now: int | None) -> None:
    """agora.decree, effect.move_decree: the Decree ``decree`` moved from a Chamber ``was`` controlled
    (None: nobody) to one ``now`` controls: the same as a change of control of that Decree alone."""
    if was != now:
        _changed_hands(t, [((decree,), was, now)])


def _changed_hands(t: Turn, changes: list[tuple[tuple[str, ...], int | None, int | None]]) -> None:
    """Each city counts the Decrees its player now controls; then each group of Decrees that changed
    hands does what it does when lost, for the player losing it, then when gained, for the player
    taking it; nothing more once the game is over."""
    named = t.rules.named(KIND)     # by_name, inline
    lost = [False, False]           # whether each player lost a Decree
    gained: tuple[list[Component], list[Component]] = ([], [])
    moved: tuple[list[Component], list[Component]] = ([], [])     # the Decrees each player lost or gained
    for decrees, was, now in changes:
        components = [named[name] for name in decrees]
        if was is not None:
            lost[was] = True
            moved[was].extend(components)
        if now is not None:
            gained[now].extend(components)
            moved[now].extend(components)
    for player in (0, 1):
        city = t.cities[player]
        if not lost[player]:
            # a player who lost no Decree counts the components they counted, and those they gained: their
            # city summed again is the same one as these added to it, unless the order they were summed in
            # shows (Profile.in_any_order)
            profile = city[CITY_PROFILE]
            for decree in gained[player]:
                profile = profile.add(decree)
            if profile.in_any_order():
                if profile is not city[CITY_PROFILE]:
                    t.set_city(player, tuple.__new__(City, (*city[:CITY_PROFILE], profile)))  # _replace(profile=...)
                continue
        extras = t.city_extras(player)
        t.set_city(player, _extras_summed(t.rules, city, extras, moved[player]) or rebuild_city(t.rules, city, extras))
    for losing in (True, False):
        for decrees, was, now in changes:
            holder = was if losing else now
            if holder is None:
                continue
            for name in decrees:
                decree = named[name]
                for effect in decree.on_lose if losing else decree.on_gain:
                    if t.over:
                        return
                    effect(t, holder)


def _extras_summed(rules: Ruleset, city: City, extras: tuple[Component, ...],
                   moved: Sequence[Component]) -> City | None:
    """The city summed again (:func:`rebuild_city`) with ``extras`` counted, the Decrees ``moved`` having
    left it or joined it, when they add to a city nothing but lasting effects of the kind
    :class:`~oracle.core.components.Extras` holds, and count toward no colour: then every other field of
    its profile is the one it has (a sum, a count or a set, whatever the order its components joined in;
    a field keeping its components' parts in order holds one at most, else None: the city is summed again
    in full), and its extras are summed again alone, in the order a city summed again adds them (its
    cards, wonders, tokens, then ``extras``).  The prices worked out so far go along unless one of the
    Decrees changes prices (``Passive.changes_prices``), as :meth:`Profile.add` hands them on."""
    profile = city[CITY_PROFILE]
    if (len(profile[EXTRA_SHIELDS]) > 1 or len(profile[DISCOUNTS]) > 1 or len(profile[PLAY_AGAIN_FOR]) > 1
            or len(profile[ON_CHAIN_BUILD]) > 1):
        return None
    repriced = False
    for decree in moved:
        p = decree.passive
        if decree.colour >= 0 or any(p.production) or p.choices or any(p.trade_weight) or p.fixed_prices \
                or p.symbols or p.chains or p.extra_shields or p.discounts or p.receives_opponent_trade \
                or p.play_again_for or p.on_chain_build:
            return None
        repriced = repriced or p.changes_prices
    wonders = rules.wonders
    components = list(map(rules.cards.__getitem__, city.cards))
    for w, _ in city.built:
        components.append(wonders[w])
    components += map(rules.progress.__getitem__, city.progress)
    components += extras
    summed: Extras | None = None
    for component in components:
        more = component.passive.extras
        if more is not None:        # Profile.add_all's sum of extras
            summed = more if summed is None else summed.plus(more)
    return tuple.__new__(City, (*city[:CITY_PROFILE], tuple.__new__(Profile, (
        *profile[:PRICES], new_memo() if repriced else profile[PRICES], summed))))


def resample(redrawn: Any, state: Any, player: int, rng: SplitMix64) -> Any:
    """Point ``resample``, agora.decrees_setup: the Decrees lying face down redrawn among those the
    players have not seen (the face-down ones and the ones left in the box), in ``redrawn`` and in its
    setup alike (a Decree moved by effect.move_decree is the setup's for the Chamber it left)."""
    agora = part(state)
    if agora is None:
        return redrawn
    chambers = agora.senate.chambers
    hidden = [(n, k) for n, chamber in enumerate(chambers) for k, d in enumerate(chamber.decrees)
              if not chamber.shows(d)]
    if not hidden:
        return redrawn
    rules = state.game.rules
    seen = {d for chamber in chambers for d in chamber.decrees if chamber.shows(d)}
    named = by_name(rules)
    unseen = rng.shuffled([d.index for d in rules.of_kind(KIND) if d.name not in seen])
    redealt = {place: rules.of_kind(KIND)[d].name for place, d in zip(hidden, unseen, strict=False)}
    new_chambers = []
    for n, chamber in enumerate(chambers):
        now = tuple(redealt.get((n, k), d) for k, d in enumerate(chamber.decrees))
        renamed = dict(zip(chamber.decrees, now, strict=True))
        new_chambers.append(replace(chamber, decrees=now, flipped=tuple(renamed[d] for d in chamber.flipped)))
    hooks = state.game.hooks
    drawn = hooks.named(redrawn.setup.parts).get(NAME)
    parts = redrawn.setup.parts
    if isinstance(drawn, AgoraSetup):
        moved = next((chamber.decrees[1] for chamber in new_chambers if len(chamber.decrees) > 1), None)
        own = []
        for chamber, d in zip(new_chambers, drawn.decrees, strict=True):
            name = chamber.decrees[0] if chamber.decrees else moved
            own.append(named[name].index if name is not None else d)
        decrees = tuple(own)
        parts = with_part(parts, hooks.slots[NAME], drawn._replace(decrees=decrees))
    after = replaced(redrawn, agora._replace(senate=replace(agora.senate, chambers=tuple(new_chambers))))
    return after._replace(setup=after.setup._replace(parts=parts))


__all__ = ["KIND", "AgoraSetup", "by_name", "city_extras", "control_changed", "decree_moved", "draw", "resample"]
