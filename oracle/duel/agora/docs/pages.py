"""Agora's pages on the 7 Wonders Duel site: its overview (:mod:`.overview`), its part of the Rulings
and FAQ page (:mod:`.faq`), and one page per component it adds (the Senators, the Conspiracies, the
Decrees, the wonders, the progress tokens and the military tokens) under ``duel/agora/``.

Each component page has the shape of a base component's page
(:meth:`oracle.duel.docs.site.Site.component_page`) and is built by the same code, read against the
expansion's ruleset: its rule ids come from the expansion's registry, a rule the expansion adds or
restates links its row on the overview page, its rulings are the expansion's own (those on one of its
rules, and those naming it), and the conformance cases pinning it come from the expansion's suite
(``spec/conformance/duel-agora/``).  A Senator's page says it is recruited, not bought; a Decree's that
it works for its Chamber's controller; a Conspiracy's that it is prepared and triggered; a military
token's where it lies on the track.
"""

from __future__ import annotations

from typing import Any, ClassVar

from oracle.core.components import Component
from oracle.docs.pinned import test_functions
from oracle.duel import rulesets
from oracle.duel.agora.docs import faq, overview
from oracle.duel.agora.state import NAME as VARIANT
from oracle.duel.docs import faq as base_faq
from oracle.duel.docs.expansion_pages import ExpansionPages
from oracle.duel.docs.site import DECK_TITLES, KIND_TITLES, Site

FOLDER = "duel/agora"                         # the folder of the component pages
SUITE = "duel-agora"                          # the expansion's conformance suite, spec/conformance/<SUITE>/
# the groups of components, as the navigation shows them: key -> title
GROUPS = {"senators": "Senators", "conspiracies": "Conspiracies", "decrees": "Decrees", "wonders": "Wonders",
          "progress": "Progress tokens", "tokens": "Military tokens"}


class AgoraPages(ExpansionPages):
    """The base game's site read against Agora's ruleset, for the expansion's own pages."""

    name = "agora"
    variant = VARIANT
    folder_of_pages = FOLDER
    suite = SUITE
    overview_page = overview.PAGE
    overview_module: ClassVar[Any] = overview
    group_keys = tuple(GROUPS)
    questions_page = overview.FAQ_PAGE
    group_titles = GROUPS
    print_label = "Agora"
    print_words = ("; then the Agora expansion: what it changes, its Senate and rules, its rulings, each Senator, "
                   "Conspiracy, Decree, wonder, progress token and military token it adds, and the questions it "
                   "raises")
    faq_intro = faq.INTRO
    quick = ("agora.control", "agora.trigger")   # as many as keep the quick reference on one A4 page
    construct_mark = " *7 Wonders Duel with Agora.*"
    constructs_note = (
        "Constructs marked *7 Wonders Duel with Agora* are written for the Agora expansion: only its spec "
        "(`spec/duel/variants/agora`) may use them, and the engine runs them when the expansion is played "
        "([the Agora expansion](../duel/agora.md)); the base game's spec and the other games' reject them.",)
    kind_titles: ClassVar[dict[str, str]] = {**KIND_TITLES, "decree": "Decree", "conspiracy": "Conspiracy",
                                             "token": "Military token"}
    deck_titles: ClassVar[dict[str, str]] = {**DECK_TITLES, overview.SENATORS: "Senators"}

    def faq_part(self, site: Site) -> list[str]:
        """The Rulings and FAQ page's part on the expansion (:mod:`.faq`).  A base component whose name the
        expansion's own rules use as a word of theirs (the Senate, the board), or which names one of Duel's
        expansions (the Pantheon), is not what its rulings mean by that word: no ruling is said to concern
        it."""
        statements = " ".join(self.rules.rule_ids[rid] for rid in sorted(self.own_rules))
        words = set(base_faq.components_named(statements, [c.name for c in site.rules.components]))
        words |= {rulesets.expansion(name).title for name in rulesets.EXPANSIONS}
        names = tuple(c.name for c in self.rules.components if c.name not in words)
        return faq.part(self.own_rulings, test_functions(site.root),
                        base_faq.suite_cases(site.root / "spec" / "conformance" / self.suite),
                        self.rule_link, self.link, names, self.overview_page, self.questions_page,
                        {o.name: o for o in self.rules.rule_options})

    def facts(self, c: Component, here: str) -> list[str]:
        """The first line of an Agora component's page: a Senator is recruited (agora.recruit_cost), a
        Decree works for its Chamber's controller (agora.decree), a Conspiracy is prepared and triggered
        (agora.prepare, agora.trigger), a military token lies on the track (agora.military_tokens)."""
        title = f"**{self.kind_titles[c.kind]}**"
        if c.kind == "card" and c.deck == overview.SENATORS:
            return ["**Senator**", f"**Dealt into:** Ages I, II and III ({self.rule_link(here, 'setup.senators')})",
                    f"**Cost:** the Senators already in the recruiter's city, in coins "
                    f"({self.rule_link(here, 'agora.recruit_cost')})"]
        if c.kind == "decree":
            return [title, f"**Works for:** the controller of its Chamber ({self.rule_link(here, 'agora.decree')})"]
        if c.kind == "conspiracy":
            return [title, f"**Prepared** with a card of the structure ({self.rule_link(here, 'agora.prepare')})",
                    f"**Triggered** at the start of a turn ({self.rule_link(here, 'agora.trigger')})"]
        if c.kind == "token":
            at = dict(overview.senate(self.rules).military_tokens).get(c.name)
            where = f"in the zones {at} spaces from the centre, on each side" if at else "on the conflict track"
            return [title, f"**Lies:** {where} ({self.rule_link(here, 'agora.military_tokens')})"]
        return super().facts(c, here)

    def age(self, c: Component) -> str:
        """A Senator is dealt into every Age."""
        return "I, II or III (Senator)" if c.deck == overview.SENATORS else super().age(c)


__all__ = ["FOLDER", "GROUPS", "SUITE", "AgoraPages"]
