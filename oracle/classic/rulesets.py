"""7 Wonders' rulesets: each variant a player can choose, with its title and the expansions it plays.

This list is the one place of the base game that names its expansions; each is found by the import
path of its :class:`~oracle.core.expansions.Expansion` value and imported only when a ruleset
playing it is loaded (:class:`~oracle.core.expansions.RulesetList`), so the base game's own modules
never import one.  A combination of expansions not listed here is not played
(:func:`oracle.core.expansions.compose` refuses it).
"""

from __future__ import annotations

from oracle.classic.points import POINTS
from oracle.core.expansions import RulesetList

TITLE = "7 Wonders"

# variant -> (title, the expansions it plays in their order); the base game's variants play none
RULESETS: dict[str, tuple[str, tuple[str, ...]]] = {
    "standard": ("7 Wonders (first edition)", ()),
    "free_city": ("7 Wonders (first edition, Free City)", ()),
    "edition2020": ("7 Wonders (2020 edition)", ()),
}

# the rulesets being built, in the same form: each is played by its own tests (Game.in_progress) and
# chosen nowhere else (no command, record, adapter or docs page names it) until it plays a whole game
IN_PROGRESS: dict[str, tuple[str, tuple[str, ...]]] = {
    "leaders": ("7 Wonders: Leaders (first edition)", ("leaders",)),
}

# expansion -> where its Expansion value lives (module, attribute)
EXPANSIONS: dict[str, tuple[str, str]] = {
    "leaders": ("oracle.classic.leaders.expansion", "EXPANSION"),
}

LIST = RulesetList(POINTS, TITLE, RULESETS, IN_PROGRESS, EXPANSIONS)
expansion = LIST.expansion
hooks = LIST.hooks
spec_hooks = LIST.spec_hooks

__all__ = ["EXPANSIONS", "IN_PROGRESS", "LIST", "RULESETS", "TITLE", "expansion", "hooks", "spec_hooks"]
