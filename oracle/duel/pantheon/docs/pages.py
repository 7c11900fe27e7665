"""The Pantheon's pages on the 7 Wonders Duel site: its overview (:mod:`.overview`), its part of the
Rulings and FAQ page (:mod:`.faq`), and one page per component it adds (the fifteen divinities and the
Gate, the Grand Temples, the wonders and the progress tokens) under ``duel/pantheon/``.

Each component page has the shape of a base component's page
(:meth:`oracle.duel.docs.site.Site.component_page`) and is built by the same code, read against the
expansion's ruleset: its rule ids come from the expansion's registry, a rule the expansion adds or
restates links its row on the overview page, its rulings are the expansion's own (those on one of its
rules, and those naming it), and the conformance cases pinning it come from the expansion's suite
(``spec/conformance/duel-pantheon/``).  A divinity's page says its Mythology and that it costs its
space's price; a Grand Temple's says the Mythology token that frees it.
"""

from __future__ import annotations

from typing import Any, ClassVar

from oracle.core.components import Component
from oracle.docs.pinned import test_functions
from oracle.dsl.english import word
from oracle.duel.docs import faq as base_faq
from oracle.duel.docs.expansion_pages import ExpansionPages
from oracle.duel.docs.site import DECK_TITLES, KIND_TITLES, Site
from oracle.duel.pantheon.docs import faq, overview
from oracle.duel.pantheon.state import VARIANT

FOLDER = "duel/pantheon"                      # the folder of the component pages
SUITE = "duel-pantheon"                       # the expansion's conformance suite, spec/conformance/<SUITE>/
# the groups of components, as the navigation shows them: key -> title
GROUPS = {"divinities": "Divinities", "temples": "Grand Temples", "wonders": "Wonders",
          "progress": "Progress tokens"}


class PantheonPages(ExpansionPages):
    """The base game's site read against the Pantheon's ruleset, for the expansion's own pages."""

    name = "pantheon"
    variant = VARIANT
    folder_of_pages = FOLDER
    suite = SUITE
    overview_page = overview.PAGE
    overview_module: ClassVar[Any] = overview
    group_keys = tuple(GROUPS)
    questions_page = overview.FAQ_PAGE
    group_titles = GROUPS
    print_label = "Pantheon"
    print_words = ("; then the Pantheon expansion: what it changes, its board and rules, its rulings, each "
                   "divinity, Grand Temple, wonder and progress token it adds, and the questions it raises")
    faq_intro = faq.INTRO
    quick = ("pantheon.activate", "pantheon.cost", "pantheon.place")
    construct_mark = " *7 Wonders Duel with Pantheon.*"
    constructs_note = (
        "Constructs marked *7 Wonders Duel with Pantheon* are written for the Pantheon expansion: only its spec "
        "(`spec/duel/variants/pantheon`) may use them, and the engine runs them when the expansion is played "
        "([the Pantheon expansion](../duel/pantheon.md)); the base game's spec and the other games' reject them.",)
    kind_titles: ClassVar[dict[str, str]] = {**KIND_TITLES, "divinity": "Divinity"}
    deck_titles: ClassVar[dict[str, str]] = {**DECK_TITLES, overview.TEMPLES: "Grand Temples"}

    def faq_part(self, site: Site) -> list[str]:
        """The Rulings and FAQ page's part on the expansion (:mod:`.faq`)."""
        names = tuple(c.name for c in self.rules.components)
        return faq.part(self.own_rulings, test_functions(site.root),
                        base_faq.suite_cases(site.root / "spec" / "conformance" / self.suite),
                        self.rule_link, self.link, names, self.overview_page, self.questions_page)

    def facts(self, c: Component, here: str) -> list[str]:
        """A divinity's facts: its Mythology, and its cost, the price of its space on the board."""
        if c.kind != "divinity":
            return super().facts(c, here)
        return [f"**{self.kind_titles[c.kind]}**",
                f"**Mythology:** {word(c.deck).capitalize() if c.deck else 'none'}",
                f"**Cost:** the price of its space on the Pantheon ({self.rule_link(here, 'pantheon.cost')})"]

    def free_with_lines(self, symbol: str, here: str) -> list[str]:
        """A Grand Temple is freed by its Mythology's token, kept by the player who builds it."""
        lines = []
        if symbol in self.rules.vocabulary.mythologies:
            lines.append(f"- Free with the **{word(symbol).capitalize()}** Mythology token: a player holding one "
                         f"builds it for nothing and keeps the token ({self.rule_link(here, 'pantheon.temple_free')}).")
        return lines + super().free_with_lines(symbol, here)

    def age(self, c: Component) -> str:
        """A Grand Temple is played in Age III."""
        return "III (Grand Temple)" if c.deck == overview.TEMPLES else super().age(c)


__all__ = ["FOLDER", "GROUPS", "SUITE", "PantheonPages"]
