"""The variants of 7 Wonders a player can choose and those being built, each with the expansions it
plays, in order; the only base module naming an expansion.  Each expansion is imported by its path the
first time a ruleset playing it loads (:class:`~oracle.core.expansions.RulesetList`)."""

from __future__ import annotations

from oracle.classic.points import POINTS
from oracle.core.expansions import RulesetList

TITLE = "7 Wonders"

# variant -> (title, the expansions it plays in their order); the base game's variants play none
RULESETS: dict[str, tuple[str, tuple[str, ...]]] = {
    "standard": ("7 Wonders (first edition)", ()),
    "free_city": ("7 Wonders (first edition, Free City)", ()),
    "edition2020": ("7 Wonders (2020 edition)", ()),
    "leaders": ("7 Wonders: Leaders (first edition)", ("leaders",)),
    "edition2020_leaders": ("7 Wonders: Leaders (2020 edition)", ("leaders",)),
}

# being built: played by its own tests alone (Game.in_progress) until every component plays
IN_PROGRESS: dict[str, tuple[str, tuple[str, ...]]] = {}

# variant -> why the conformance suite of its ruleset is not yet published: the one list the pages, the
# commands and the tests over every ruleset's suite read to leave a ruleset out, each saying why
SUITES_PENDING: dict[str, str] = {}

# expansion -> where its Expansion value lives (module, attribute)
EXPANSIONS: dict[str, tuple[str, str]] = {
    "leaders": ("oracle.classic.leaders.expansion", "EXPANSION"),
}

LIST = RulesetList(POINTS, TITLE, RULESETS, IN_PROGRESS, EXPANSIONS)
expansion = LIST.expansion
hooks = LIST.hooks
spec_hooks = LIST.spec_hooks
variants_playing = LIST.variants_playing

__all__ = ["EXPANSIONS", "IN_PROGRESS", "LIST", "RULESETS", "SUITES_PENDING", "TITLE", "expansion", "hooks",
           "spec_hooks", "variants_playing"]
