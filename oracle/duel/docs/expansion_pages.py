"""An expansion's part of the 7 Wonders Duel site: what the base game's site asks of it.

An expansion gives, at Duel's ``docs`` point, a subclass of :class:`ExpansionPages`: the base game's
site read against the expansion's ruleset.  Its component pages are built by the base game's code
(:meth:`oracle.duel.docs.site.Site.component_page`), with the expansion's rule ids, rulings and
conformance suite; the subclass adds what only it knows: its overview page, its part of the Rulings
and FAQ page, its words in the printable reference and on the language reference, and the facts a
page of one of its kinds of component shows.  The base game's site finds these classes through the
hooks of each ruleset its spec holds, and names none of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from oracle.core.components import Component
from oracle.core.spec import Ruling
from oracle.docs import printable
from oracle.docs.links import relative, slug
from oracle.docs.pinned import pins
from oracle.docs.rule_links import component_rules
from oracle.duel.docs.site import Site

if TYPE_CHECKING:
    from typing import Self

    from oracle.duel.ruleset import Ruleset


@dataclass
class ExpansionPages(Site):
    """The base game's site read against an expansion's ruleset, for the expansion's own pages."""

    name: ClassVar[str]                  # the expansion, as the ruleset list names it
    variant: ClassVar[str]               # the variant whose spec folder holds the expansion
    folder_of_pages: ClassVar[str]       # its component pages' folder (``duel/<name>``)
    suite: ClassVar[str]                 # its conformance suite, ``spec/conformance/<suite>/``
    overview_page: ClassVar[str]         # the page saying what it changes (docs-relative)
    # its overview module: ``expansion(base, rules)`` (what it adds, by group, its rules and rulings),
    # ``page(...)`` (the overview page) and ``SCHEMAS`` (its published schemas' folder)
    overview_module: ClassVar[Any]
    group_keys: ClassVar[tuple[str, ...]]   # the attributes of what it adds, one per group, in order
    questions_page: ClassVar[str]        # its hand-written "what happens when…?" page
    group_titles: ClassVar[dict[str, str]]   # its groups of components: key -> title, in order
    print_label: ClassVar[str]           # the label of its groups in the printable reference
    print_words: ClassVar[str]           # what the printable reference's intro says it holds of it
    faq_intro: ClassVar[str]             # what the Rulings and FAQ page's intro says of its part
    quick: ClassVar[tuple[str, ...]] = ()   # its own rules a player meets every turn (quick reference)
    construct_mark: ClassVar[str] = ""   # how the language reference marks a construct written for it
    constructs_note: ClassVar[tuple[str, ...]] = ()   # and the lines saying what the mark means
    groups: dict[str, list[Component]] = field(default_factory=dict)   # group key -> its components
    own_rules: frozenset[str] = frozenset()     # rule ids the expansion adds or restates
    own_rulings: tuple[Ruling, ...] = ()        # its rulings (its own and those it restates)

    @classmethod
    def of(cls, site: Site, rules: Ruleset) -> Self:
        """The pages of the expansion whose ruleset is ``rules``, beside the base game's ``site``: its
        components by group (:attr:`group_keys` of what its overview module finds it adds), the rules
        it adds or restates and its rulings."""
        e = cls.overview_module.expansion(site.rules, rules)
        groups = {key: getattr(e, key) for key in cls.group_keys}
        names = [c.name for group in groups.values() for c in group]
        return cls(site.root, rules, site.names, site.chapters, pinned=pins(site.root, names, cls.suite),
                   placed=site.placed, aliases=site.aliases, groups=groups,
                   own_rules=frozenset([*e.rules_added, *e.rules_restated]), own_rulings=tuple(e.rulings))

    def overview(self, site: Site) -> str:
        """The overview page (:attr:`overview_page`), beside the base game's ``site``, its schemas read
        from the project."""
        module = self.overview_module
        schemas = site.root / module.SCHEMAS
        files = sorted(p.name for p in schemas.glob("*.json")) if schemas.is_dir() else []
        page: str = module.page(site.rules, self.rules, lambda name: site.link(self.overview_page, name),
                                lambda rid: site.rule_link(self.overview_page, rid), files,
                                lambda name: self.link(self.overview_page, name))
        return page

    def faq_part(self, site: Site) -> list[str]:
        """The expansion's part of the Rulings and FAQ page, beside the base game's ``site``."""
        raise NotImplementedError

    @property
    def added(self) -> list[Component]:
        """The components the expansion adds, by group."""
        return [c for group in self.groups.values() for c in group]

    def page_of(self, c: Component) -> str:
        """``duel/<name>/<component>.md`` for a component of the expansion, else the base game's page."""
        if any(c.name == a.name for a in self.added):
            return f"{self.folder_of_pages}/{slug(c.name)}.md"
        return super().page_of(c)

    def rule_link(self, from_page: str, rid: str) -> str:
        """A rule the expansion adds or restates links its row on the overview page; another its chapter."""
        if rid in self.own_rules:
            return f"[`{rid}`]({relative(from_page, self.overview_page + '#' + rid)})"
        return super().rule_link(from_page, rid)

    def component_rules(self, c: Component) -> list[str]:
        """The rule ids ``c`` involves, read against the expansion's registry."""
        return component_rules(c.source, self.rules.rule_ids)

    def component_rulings(self, c: Component, here: str) -> list[str]:
        """The expansion's rulings on one of ``c``'s rules or naming it, linked to the overview page."""
        return self.rulings_about(c, here, page=self.overview_page, rules=self.component_rules(c),
                                  commonly_wrong=False, rulings=self.own_rulings, ids=True)

    def component_pages(self) -> dict[str, str]:
        """Every component page of the expansion, by docs-relative path."""
        conform = f"oracle conform --variant {self.variant}"
        return {self.page_of(c): self.component_page(c, self.suite, conform) for c in self.added}

    def print_parts(self) -> list[printable.Part]:
        """The expansion's part of the printable reference: its overview, each component it adds under
        its group, and the questions it raises."""
        parts = [printable.Part(self.overview_page, 2)]
        for key, title in self.group_titles.items():
            parts += [printable.Part(self.page_of(c), 3, f"{self.print_label}: {title}" if i == 0 else "")
                      for i, c in enumerate(self.groups[key])]
        return [*parts, printable.Part(self.questions_page, 2)]

    def nav(self, key: str) -> list[dict[str, str]]:
        """Navigation entries of one of the expansion's groups."""
        if key not in self.groups:
            raise KeyError(key)
        return [{c.name: self.page_of(c)} for c in self.groups[key]]


__all__ = ["ExpansionPages"]
