"""Duel's rulesets: each variant a player can choose, with its title and the expansions it plays.

This list is the one place of the base game that names its expansions; each is found by the import
path of its :class:`~oracle.core.expansions.Expansion` value and imported only when a ruleset
playing it is loaded, so the base game's own modules never import one.  A combination of
expansions not listed here is not played (:func:`oracle.core.expansions.compose` refuses it).
"""

from __future__ import annotations

import importlib
from functools import cache

from oracle.core.expansions import Expansion, Hooks, compose
from oracle.duel.points import POINTS

TITLE = "7 Wonders Duel"

# variant -> (title, the expansions it plays in their order); the base game's variants play none
RULESETS: dict[str, tuple[str, tuple[str, ...]]] = {
    "standard": ("7 Wonders Duel", ()),
    "first_printing": ("7 Wonders Duel (first printing)", ()),
    "pantheon": ("7 Wonders Duel: Pantheon", ("pantheon",)),
    "agora": ("7 Wonders Duel: Agora", ("agora",)),
    "pantheon_agora": ("7 Wonders Duel: Pantheon and Agora", ("pantheon", "agora")),
}

# the rulesets being built, in the same form: each is played by its own tests (Game.in_progress) and
# chosen nowhere else (no command, record, adapter or docs page names it) until it plays a whole game
IN_PROGRESS: dict[str, tuple[str, tuple[str, ...]]] = {}

# expansion -> where its Expansion value lives (module, attribute)
EXPANSIONS: dict[str, tuple[str, str]] = {
    "pantheon": ("oracle.duel.pantheon.expansion", "EXPANSION"),
    "agora": ("oracle.duel.agora.expansion", "EXPANSION"),
    "pantheon_agora": ("oracle.duel.pantheon_agora.expansion", "EXPANSION"),
}

# the expansions played together -> their meeting, composed after them (oracle.core.expansions.Expansion.meets)
MEETINGS: dict[tuple[str, ...], str] = {("pantheon", "agora"): "pantheon_agora"}


def expansion(name: str) -> Expansion:
    """The expansion ``name``, imported the first time it is asked for."""
    module, attribute = EXPANSIONS[name]
    found = getattr(importlib.import_module(module), attribute)
    assert isinstance(found, Expansion) and found.name == name, f"{module}.{attribute} is not the expansion {name}"
    return found


@cache
def hooks(variant: str) -> Hooks:
    """The hooks of the ruleset ``variant`` plays: its expansions, composed in their order, then their
    meeting where they have one."""
    every = {**RULESETS, **IN_PROGRESS}
    played = {names for _, names in every.values()}
    names = every[variant][1]
    meeting = (MEETINGS[names],) if names in MEETINGS else ()
    return compose(POINTS, [expansion(n) for n in (*names, *meeting)], played, TITLE)


def spec_hooks(spec_variant: str) -> Hooks:
    """The hooks of the rulesets played on the spec extension ``spec_variant`` (a folder
    ``variants/<name>/`` of the spec, or ``standard``): the expansions of the variant of that name.
    An extension no ruleset lists changes the spec's data only, and plays no expansion."""
    return hooks(spec_variant if spec_variant in RULESETS or spec_variant in IN_PROGRESS else "standard")


def variants_playing(names: tuple[str, ...]) -> tuple[str, ...]:
    """The variants that play exactly the expansions ``names`` (the base game's two for none; a
    ruleset being built for its own)."""
    return tuple(v for v, (_, played) in {**RULESETS, **IN_PROGRESS}.items() if played == names)


__all__ = ["EXPANSIONS", "IN_PROGRESS", "MEETINGS", "RULESETS", "TITLE", "expansion", "hooks", "spec_hooks",
           "variants_playing"]
