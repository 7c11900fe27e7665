"""Duel's rulesets: each variant a player can choose, with its title and the expansions it plays.

This list is the one place of the base game that names its expansions; each is found by the import
path of its :class:`~oracle.core.expansions.Expansion` value and imported only when a ruleset
playing it is loaded (:class:`~oracle.core.expansions.RulesetList`), so the base game's own modules
never import one.  A combination of expansions not listed here is not played
(:func:`oracle.core.expansions.compose` refuses it).
"""

from __future__ import annotations

from oracle.core.expansions import RulesetList
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

LIST = RulesetList(POINTS, TITLE, RULESETS, IN_PROGRESS, EXPANSIONS, MEETINGS)
expansion = LIST.expansion
hooks = LIST.hooks
spec_hooks = LIST.spec_hooks
variants_playing = LIST.variants_playing

__all__ = ["EXPANSIONS", "IN_PROGRESS", "LIST", "MEETINGS", "RULESETS", "TITLE", "expansion", "hooks", "spec_hooks",
           "variants_playing"]
