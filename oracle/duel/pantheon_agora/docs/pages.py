"""The pages of Duel with both expansions on the 7 Wonders Duel site: the combination's overview
(:mod:`.overview`) and its part of the Rulings and FAQ page (:mod:`.faq`).  It adds no component, so it
has no component page; a rule of either expansion links that expansion's page, a rule the combination
restates its own row."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from oracle.core.components import Component
from oracle.docs.links import relative, slug
from oracle.docs.pinned import test_functions
from oracle.duel import rulesets
from oracle.duel.docs import faq as base_faq
from oracle.duel.docs.expansion_pages import ExpansionPages
from oracle.duel.docs.site import Site
from oracle.duel.pantheon_agora.docs import faq, overview
from oracle.duel.ruleset import Ruleset, load_ruleset_from


@dataclass
class PantheonAgoraPages(ExpansionPages):
    """The base game's site read against the combination's ruleset, for the combination's own pages."""

    name = "pantheon_agora"
    variant = overview.VARIANT
    folder_of_pages = "duel/pantheon-agora"
    suite = "duel-pantheon-agora"
    overview_page = overview.PAGE
    overview_module: ClassVar[Any] = overview
    group_keys = ()
    questions_page = overview.FAQ_PAGE
    group_titles: ClassVar[dict[str, str]] = {}
    print_label = "Pantheon and Agora"
    print_words = "; then the two expansions played together: what they make together and where they meet"
    faq_intro = faq.INTRO
    alone: tuple[Ruleset, ...] = ()          # the rulesets of the two expansions played alone
    # a rule of one expansion's own (added or restated) -> that expansion's page
    expansion_rules: dict[str, str] = field(default_factory=dict)
    # a component one expansion adds -> the folder of that expansion's component pages
    expansion_components: dict[str, str] = field(default_factory=dict)

    @classmethod
    def of(cls, site: Site, rules: Ruleset) -> Self:
        """The combination's pages beside the base game's ``site``: the rules it restates (against each
        expansion played alone) and its rulings."""
        spec = site.spec_path(site.root)
        alone = tuple(load_ruleset_from(spec, name) for name in overview.EXPANSION_PAGES)
        e = overview.expansion(site.rules, rules, *alone)
        pages = cls(site.root, rules, site.names, site.chapters, placed=site.placed, aliases=site.aliases,
                    groups={}, own_rules=frozenset(e.rules_restated), own_rulings=tuple(e.rulings))
        pages.alone = alone
        pages.expansion_rules = {rid: overview.EXPANSION_PAGES[name] for name, r in zip(
            overview.EXPANSION_PAGES, alone, strict=True) for rid, text in r.rule_ids.items()
            if site.rules.rule_ids.get(rid) != text}
        base = {c.name for c in site.rules.components}
        pages.expansion_components = {c.name: overview.EXPANSION_PAGES[name].removesuffix(".md") for name, r in zip(
            overview.EXPANSION_PAGES, alone, strict=True) for c in r.components if c.name not in base}
        return pages

    def page_of(self, c: Component) -> str:
        """A component one expansion adds: its page among that expansion's; another, the base game's."""
        folder = self.expansion_components.get(c.name)
        return f"{folder}/{slug(c.name)}.md" if folder else super().page_of(c)

    def overview(self, site: Site) -> str:
        """The overview page, its schemas read from the project."""
        schemas = site.root / overview.SCHEMAS
        files = sorted(p.name for p in schemas.glob("*.json")) if schemas.is_dir() else []
        return overview.page(site.rules, self.rules, lambda name: site.link(self.overview_page, name),
                             lambda rid: self.rule_link(self.overview_page, rid), files, alone=self.alone,
                             base_rule_link=lambda rid: site.rule_link(self.overview_page, rid))

    def rule_link(self, from_page: str, rid: str) -> str:
        """A rule the combination restates links its row on the overview page; a rule of one expansion's
        own that expansion's page; another its chapter."""
        if rid not in self.own_rules and rid in self.expansion_rules:
            return f"[`{rid}`]({relative(from_page, self.expansion_rules[rid] + '#' + rid)})"
        return super().rule_link(from_page, rid)

    def faq_part(self, site: Site) -> list[str]:
        """The Rulings and FAQ page's part on the combination (:mod:`.faq`).  A base component named as
        an expansion is (the Pantheon) is not what its rulings mean by that word."""
        titles = {rulesets.expansion(name).title for name in rulesets.EXPANSIONS}
        names = tuple(c.name for c in self.rules.components if c.name not in titles)
        return faq.part(self.own_rulings, test_functions(site.root),
                        base_faq.suite_cases(site.root / "spec" / "conformance" / self.suite),
                        self.rule_link, self.link, names, self.overview_page, self.questions_page)


__all__ = ["PantheonAgoraPages"]
