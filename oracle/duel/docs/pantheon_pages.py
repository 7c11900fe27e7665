"""One page per component the Pantheon expansion adds to 7 Wonders Duel: the fifteen divinities and
the Gate, the Grand Temples, the wonders and the progress tokens, under ``duel/pantheon/``.

Each page has the shape of a base component's page (:meth:`oracle.duel.docs.site.Site.component_page`)
and is built by the same code, read against the expansion's ruleset: its rule ids come from the
expansion's registry, a rule the expansion adds or restates links its row on the expansion's page,
its rulings are the expansion's own (those on one of its rules, and those naming it), and the
conformance cases pinning it come from the expansion's suite (``spec/conformance/duel-pantheon/``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from oracle.core.components import Component
from oracle.core.spec import Ruling
from oracle.docs.links import relative, slug
from oracle.docs.pinned import pins
from oracle.docs.rule_links import component_rules
from oracle.duel.docs import pantheon
from oracle.duel.docs.site import Site
from oracle.duel.ruleset import Ruleset

FOLDER = "duel/pantheon"                      # the folder of the component pages
SUITE = "duel-pantheon"                       # the expansion's conformance suite, spec/conformance/<SUITE>/
CONFORM = f"oracle conform --variant {pantheon.PANTHEON}"
# the groups of components, as the navigation shows them: key -> title
GROUPS = {"divinities": "Divinities", "temples": "Grand Temples", "wonders": "Wonders",
          "progress": "Progress tokens"}


@dataclass
class PantheonPages(Site):
    """The base game's site read against the expansion's ruleset, for the expansion's own components."""

    suite: ClassVar[str] = SUITE                 # the expansion's conformance suite
    group_titles: ClassVar[dict[str, str]] = GROUPS
    groups: dict[str, list[Component]] = field(default_factory=dict)   # group key -> its components
    own_rules: frozenset[str] = frozenset()     # rule ids the expansion adds or restates
    own_rulings: tuple[Ruling, ...] = ()        # the rulings on the expansion's page

    @classmethod
    def of(cls, site: Site, rules: Ruleset) -> PantheonPages:
        """The pages of the expansion whose ruleset is ``rules``, beside the base game's ``site``."""
        e = pantheon.expansion(site.rules, rules)
        groups = {"divinities": e.divinities, "temples": e.temples, "wonders": e.wonders, "progress": e.progress}
        names = [c.name for group in groups.values() for c in group]
        return cls(site.root, rules, site.names, site.chapters, pinned=pins(site.root, names, SUITE),
                   placed=site.placed, aliases=site.aliases, groups=groups,
                   own_rules=frozenset([*e.rules_added, *e.rules_restated]), own_rulings=tuple(e.rulings))

    @property
    def added(self) -> list[Component]:
        """The components the expansion adds, by group."""
        return [c for group in self.groups.values() for c in group]

    def page_of(self, c: Component) -> str:
        """``duel/pantheon/zeus.md`` for a component of the expansion, else the base game's page."""
        if any(c.name == a.name for a in self.added):
            return f"{FOLDER}/{slug(c.name)}.md"
        return super().page_of(c)

    def rule_link(self, from_page: str, rid: str) -> str:
        """A rule the expansion adds or restates links its row on the expansion's page; another its
        chapter."""
        if rid in self.own_rules:
            return f"[`{rid}`]({relative(from_page, pantheon.PAGE + '#' + rid)})"
        return super().rule_link(from_page, rid)

    def component_rules(self, c: Component) -> list[str]:
        """The rule ids ``c`` involves, read against the expansion's registry."""
        return component_rules(c.source, self.rules.rule_ids)

    def component_rulings(self, c: Component, here: str) -> list[str]:
        """The expansion's rulings on one of ``c``'s rules or naming it, linked to the expansion's page."""
        return self.rulings_about(c, here, page=pantheon.PAGE, rules=self.component_rules(c),
                                  commonly_wrong=False, rulings=self.own_rulings, ids=True)

    def pages(self) -> dict[str, str]:
        """Every component page of the expansion, by docs-relative path."""
        return {self.page_of(c): self.component_page(c, SUITE, CONFORM) for c in self.added}

    def nav(self, key: str) -> list[dict[str, str]]:
        """Navigation entries of a group (``divinities``, ``temples``, ``wonders``, ``progress``)."""
        if key not in self.groups:
            raise KeyError(key)
        return [{c.name: self.page_of(c)} for c in self.groups[key]]
