"""The generated pages of the rules reference.

Everything here is computed from the spec the engine runs: the component pages (English rules
text from the syntax tree, the DSL source, chain links both ways, rule ids, what pins the
component), the index pages, the rule-id table, the language reference and the glossary.  The
documentation hook (:mod:`oracle.docs.hooks`) adds these pages to the site at build time; none
of them is committed.
"""

from __future__ import annotations

import functools
import posixpath
import re
import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Protocol

from lark import Lark

from oracle.core.components import Component
from oracle.core.extension import extension_folder
from oracle.core.spec import Ruling
from oracle.docs import conventions, printable
from oracle.docs.faq import Faq
from oracle.docs.links import relative, slug
from oracle.docs.names import load_aliases, search_names
from oracle.docs.pinned import Pin, pins, test_functions
from oracle.docs.rule_links import component_rules
from oracle.docs.section import NAMES_FILE, GameSection, rules_folder
from oracle.dsl.english import component_english, cost_english, word
from oracle.dsl.parser import grammar, parse_text
from oracle.dsl.plain import chain_names, plain_english, shield_bonuses
from oracle.dsl.printer import component_text
from oracle.dsl.reference import ENTRIES, ERROR_CASES, SECTIONS, Entry, example_component
from oracle.dsl.validate import validate
from oracle.duel import rulesets
from oracle.duel.docs import faq, icons, svg
from oracle.duel.ruleset import Ruleset, load_ruleset_from
from oracle.errors import SpecError

SECTION = "duel"   # the site's section for 7 Wonders Duel: its rules chapters and component pages
KIND_FOLDERS = {"card": f"{SECTION}/cards", "wonder": f"{SECTION}/wonders", "progress": f"{SECTION}/progress"}
RULES_FOLDER = rules_folder(SECTION)
KIND_TITLES = {"card": "Card", "wonder": "Wonder", "progress": "Progress token"}
DECK_TITLES = {"I": "Age I", "II": "Age II", "III": "Age III", "guild": "Guilds"}
LANGUAGES = (("pt", "Portuguese"), ("it", "Italian"))
CHAPTER_ORDER = ("setup", "turn", "building", "military", "science", "wonders", "end")   # the rules chapters


def table_head(*columns: str) -> list[str]:
    """The two header rows of a Markdown table: ``columns``, then one column per other language."""
    titles = [*columns, *(title for _, title in LANGUAGES)]
    return ["| " + " | ".join(titles) + " |", "|" + " --- |" * len(titles)]
# the ruling that says a component's effects follow the engine's order, not a printed one
ORDER_RULING = "wonder.effects_in_the_engines_order"
RULE_ANCHOR = re.compile(r"\{#([a-z_]+\.[a-z_.]+)\}")
NAME_TABLES = {"card": "cards", "wonder": "wonders", "progress": "progress"}


def page_of(c: Component) -> str:
    """The page of a base component (docs-relative): ``duel/cards/lumber-yard.md``."""
    return f"{KIND_FOLDERS[c.kind]}/{slug(c.name)}.md"


def load_names(spec: Path) -> dict[str, dict[str, dict[str, str]]]:
    """``names.toml``: kind table -> English name -> language code -> name."""
    path = spec / NAMES_FILE
    if not path.exists():
        return {}
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return {table: dict(data.get(table, {})) for table in NAME_TABLES.values()}


def rule_chapters(docs: Path) -> dict[str, str]:
    """Rule id -> the chapter page that explains it (``duel/rules/x.md``), from the ``{#id}`` anchors."""
    found: dict[str, str] = {}
    for path in sorted((docs / RULES_FOLDER).glob("*.md")):
        for rid in RULE_ANCHOR.findall(path.read_text(encoding="utf-8")):
            found.setdefault(rid, f"{RULES_FOLDER}/{path.name}")
    return found


def _at_most_six(components: list[Component], link: Callable[[str], str]) -> str:
    """The components a rule involves, as its row lists them: the first six linked, then how many more."""
    shown = ", ".join(link(c.name) for c in components[:6])
    return shown + (f" and {len(components) - 6} more" if len(components) > 6 else "")


class ExpansionDocs(Protocol):
    """What the site asks of an expansion's pages (:class:`oracle.duel.docs.expansion_pages.ExpansionPages`
    says each)."""

    name: str
    variant: str
    overview_page: str
    quick: tuple[str, ...]
    faq_intro: str
    print_words: str
    construct_mark: str
    constructs_note: tuple[str, ...]
    rules: Ruleset

    @property
    def added(self) -> list[Component]: ...
    def component_rules(self, c: Component) -> list[str]: ...
    def link(self, from_page: str, name: str) -> str: ...
    def rule_link(self, from_page: str, rid: str) -> str: ...
    def overview(self, site: Site) -> str: ...
    def faq_part(self, site: Site) -> list[str]: ...
    def print_parts(self) -> list[printable.Part]: ...
    def component_pages(self) -> dict[str, str]: ...
    def nav(self, key: str) -> list[dict[str, str]]: ...


@dataclass
class Site(GameSection):
    """The spec and everything the generated pages need from the project."""

    root: Path
    rules: Ruleset
    names: dict[str, dict[str, dict[str, str]]]
    chapters: dict[str, str]
    pinned: dict[str, list[Pin]] = field(default_factory=dict)
    placed: dict[str, list[faq.Placement]] = field(default_factory=dict)   # ruling id -> its chapter box
    aliases: dict[str, list[str]] = field(default_factory=dict)   # English name -> other English names
    _positions: Any = None
    # the pages of each expansion the spec holds, read once (:meth:`expansions`)
    _expansions: list[ExpansionDocs] | None = None

    folder = SECTION
    variant_pages: ClassVar[dict[str, str]] = {"first_printing": f"{RULES_FOLDER}/turn.md#age.next_starter"}
    kind_titles: ClassVar[dict[str, str]] = KIND_TITLES     # a component page's first fact, by kind
    deck_titles: ClassVar[dict[str, str]] = DECK_TITLES     # a deck's title, by deck
    # the chapters' ruling boxes are generated from the spec's rulings (``!!! ruling ID``), never hand-written
    rulings_from_spec: ClassVar[bool] = True
    print_title = "7 Wonders Duel: the printable reference"
    print_intro = ("The whole rules reference of 7 Wonders Duel on one page, to print or to read offline: the rules "
                   "chapters with every rule's statement, the rulings and questions, the Portuguese and Italian "
                   "terms, the change log, then every card, wonder and progress token{expansions}. What the "
                   "site writes for implementers (the effect-language source, tests and conformance cases) is "
                   "left out. The home page links a PDF of this page when the build prints one.")

    @classmethod
    def load(cls, root: Path) -> Site:
        spec = cls.spec_path(root)
        rules = load_ruleset_from(spec)
        site = cls(root, rules, load_names(spec), rule_chapters(root / "docs"))
        site.pinned = pins(root, [c.name for c in rules.components])
        site.aliases = load_aliases(spec)
        site.placed = faq.placements(root / "docs")
        problems = faq.check_placements(rules.rulings, site.placed)
        if problems:
            raise ValueError("\n".join(problems))
        return site

    def ruling_box(self, ruling_id: str, here: str) -> str:
        """The box of ruling ``ruling_id`` for the chapter ``here``, from ``spec/duel/rulings.toml``
        (``KeyError``: no such ruling)."""
        for r in self.rules.rulings:
            if r.id == ruling_id:
                return faq.ruling_box(r, here)
        raise KeyError(ruling_id)

    def expansion_of(self, variant: str) -> ExpansionDocs | None:
        """The pages of the expansion the variant ``variant`` plays, if it plays one the spec holds."""
        return next((e for e in self.expansions() if e.variant == variant), None)

    def variant_page(self, variant: str) -> str:
        """The page explaining ``variant``: an expansion's overview, or as the section says."""
        expansion = self.expansion_of(variant)
        return expansion.overview_page if expansion is not None else super().variant_page(variant)

    def quick_rules_of(self, variant: str) -> tuple[str, ...]:
        """The rules of its own a player of ``variant`` meets every turn: an expansion's."""
        expansion = self.expansion_of(variant)
        return expansion.quick if expansion is not None else super().quick_rules_of(variant)

    def variant_rule_link(self, variant: str, here: str, rid: str) -> str:
        """A rule as ``variant`` plays it: an expansion's own and restated rules on its overview page."""
        expansion = self.expansion_of(variant)
        return expansion.rule_link(here, rid) if expansion is not None else self.rule_link(here, rid)

    def rulings_page(self) -> str:
        """The Rulings and FAQ page: the base game's rulings and commonly-wrong rules, then each
        expansion's part, for the expansions the spec holds."""
        page = self.faq().page()
        for expansion in self.expansions():
            page += "\n" + "\n".join(expansion.faq_part(self))
        return page

    def faq(self) -> Faq:
        """The Rulings and FAQ page's facts: every ruling and every commonly-wrong rule (:mod:`.faq`)."""
        intro = faq.INTRO + "".join(e.faq_intro for e in self.expansions())
        return faq.faq(self.rules.rulings, self.placed, test_functions(self.root),
                       faq.suite_cases(self.suite_path(self.root)),
                       self.rule_link, self.link, tuple(c.name for c in self.rules.components), intro)

    def page_of_name(self, name: str) -> str:
        """The page of the component called ``name`` (docs-relative)."""
        return self.page_of(self.component(name))

    def page_of(self, c: Component) -> str:
        """The page of component ``c`` in this section (docs-relative)."""
        return page_of(c)

    def example(self, name: str, link: Callable[[str], str]) -> str:
        """The worked example ``name`` as Markdown, computed by the engine (``KeyError``: no such example)."""
        from oracle.duel.docs import examples

        if name not in examples.EXAMPLES:
            raise KeyError(name)
        if self._positions is None:
            self._positions = examples.Positions()
        return examples.render(name, link, self._positions)

    # ---- lookups ----------------------------------------------------------------------------
    def component(self, name: str) -> Component:
        for c in self.rules.components:
            if c.name == name:
                return c
        raise KeyError(name)

    def link(self, from_page: str, name: str) -> str:
        return f"[{name}]({relative(from_page, self.page_of(self.component(name)))})"

    def rule_link(self, from_page: str, rid: str) -> str:
        chapter = self.chapters.get(rid, f"{RULES_FOLDER}/ids.md")
        return f"[`{rid}`]({relative(from_page, chapter + '#' + rid)})"

    def other_names(self, c: Component) -> dict[str, str]:
        return self.names.get(NAME_TABLES.get(c.kind, ""), {}).get(c.name, {})

    def language_cells(self, c: Component) -> str:
        """The table cells of ``c``'s Portuguese and Italian names ("—" where the seeds give none)."""
        names = self.other_names(c)
        return " | ".join(names.get(code, "—") for code, _ in LANGUAGES)

    def names_table(self, c: Component) -> list[str]:
        """The table of ``c``'s names on its page: English, then each other language the spec names it
        in; none for a component named in no other language (an expansion's, today)."""
        names = self.other_names(c)
        given = [(code, title) for code, title in LANGUAGES if code in names]
        if not given:
            return []
        titles = ["English", *(title for _, title in given)]
        return ["| " + " | ".join(titles) + " |", "|" + " --- |" * len(titles),
                f"| {c.name} | " + " | ".join(names[code] for code, _ in given) + " |", ""]

    def colour(self, c: Component) -> str:
        return self.rules.vocabulary.colours[c.colour] if c.colour >= 0 else ""

    def swatch(self, c: Component) -> str:
        colour = self.colour(c)
        return f'<span class="swatch swatch-{colour}"></span> {colour}' if colour else ""

    def carriers(self, symbol: str) -> list[Component]:
        return [c for c in self.rules.cards if any(s.value == symbol for s in c.source.chains)]

    def freed(self, symbol: str) -> list[Component]:
        return [c for c in self.rules.cards if any(s.value == symbol for s in c.source.free_with)]

    def age(self, c: Component) -> str:
        """The Age a card is played in, as its page says it: ``III (guild)`` for a guild."""
        return "III (guild)" if c.deck == "guild" else c.deck

    # ---- component pages -------------------------------------------------------------------------
    def search_names(self, c: Component) -> list[str]:
        """The other names ``c`` is searched by: its other English names, and its Portuguese and
        Italian names written without accents where they have some."""
        return search_names(c.name, self.aliases.get(c.name, []), self.other_names(c).values())

    def component_rules(self, c: Component) -> list[str]:
        """The rule ids ``c`` involves (:func:`oracle.docs.rule_links.component_rules`)."""
        return component_rules(c.source)

    def component_page(self, c: Component, suite: str = SECTION, conform: str = "oracle conform") -> str:
        """The page of component ``c``: its names, facts, rules text, chains and rulings, then, folded
        away, its DSL source, rule ids and what pins it.  ``suite`` is the folder of the conformance
        suite its cases are read from (``spec/conformance/<suite>/``), run with ``conform``."""
        here = self.page_of(c)
        src = c.source
        # names rank first in the site's search: a component's page weighs more than a chapter's mention
        lines = ["---", "search:", "  boost: 3", "---", "", f"# {c.name}", ""]
        lines += self.names_table(c)
        also = self.search_names(c)
        if also:
            lines += [f"**Also found as:** {', '.join(also)}", ""]
        lines += [" · ".join(self.facts(c, here)), ""]
        symbols = self.symbol_facts(c, here)
        if symbols:
            lines += [" · ".join(symbols), ""]
        lines += ["## What it does", ""]
        sentences = self.plain(c)
        lines += [f"{sentence}\n" for sentence in sentences]
        if any("in this order" in sentence for sentence in sentences):
            # wonder.build, ruling wonder.effects_in_the_engines_order: the order is the engine's
            ruling = relative(here, f"{faq.FAQ_PAGE}#{faq.ruling_anchor(ORDER_RULING)}")
            lines += [f"*In this order* gives the order the engine applies these effects in, a project decision: "
                      f"the rulebooks list the effects but set no order between them (see [the ruling]({ruling})).", ""]
        chain_lines = []
        for symbol in src.chains:
            for other in self.freed(symbol.value):
                chain_lines.append(f"- Carries the {icons.icon('chain', symbol.value, here)} **{word(symbol)}** "
                                   f"chain symbol: its owner may later build "
                                   f"{self.link(here, other.name)} ({self.deck_titles[other.deck]}) for nothing.")
        for symbol in src.free_with:
            chain_lines += self.free_with_lines(symbol.value, here)
        if chain_lines:
            lines += ["## Chains", "", *chain_lines, ""]
        lines += self.component_rulings(c, here)
        # what an engine author needs, folded away: the source, the rules, what pins the component
        reference = " ".join(component_english(src, vocabulary=self.rules.vocabulary))
        inner = [f"**Reference wording:** {reference}", "",
                 "**DSL source**, defined at `" + c.location + "`:", "", "```text", component_text(src), "```", "",
                 "**Rules involved**", "", "| rule | what it says |", "| --- | --- |"]
        for rid in self.component_rules(c):
            inner.append(f"| {self.rule_link(here, rid)} | {self.rules.rule_ids[rid]} |")
        inner += ["", "**Pinned by**", ""]
        found = self.pinned.get(c.name, [])
        tests = [p for p in found if p.kind == "test"]
        cases = [p for p in found if p.kind == "conformance"]
        inner += [f"- `{p.ref}`" for p in tests] or ["No test names this component yet."]
        inner += ["", f"Conformance cases (`spec/conformance/{suite}/`, run with `{conform}`):", ""]
        inner += [f"- `{p.ref}`: {p.text}" for p in cases] or ["- none yet"]
        lines += ['??? info "For implementers: the DSL source, the rules involved, tests and conformance cases"', ""]
        lines += [f"    {line}" if line else "" for line in "\n".join(inner).split("\n")]
        lines.append("")
        return "\n".join(lines)

    def facts(self, c: Component, here: str) -> list[str]:
        """The facts on the first line of ``c``'s page: its kind, and its Age, colour and cost."""
        facts = [f"**{self.kind_titles[c.kind]}**"]
        if c.kind == "card":
            facts += [f"**Age:** {self.age(c)}", f"**Colour:** {self.swatch(c)}"]
        if c.kind != "progress":
            facts.append(f"**Cost:** {self.cost_cell(c, here)}")
        return facts

    def free_with_lines(self, symbol: str, here: str) -> list[str]:
        """The lines of a component's page saying what frees it: each card carrying ``symbol``."""
        return [f"- Free with the {icons.icon('chain', symbol, here)} **{word(symbol)}** chain symbol, carried by "
                f"{self.link(here, other.name)} ({self.deck_titles[other.deck]})." for other in self.carriers(symbol)]

    def component_rulings(self, c: Component, here: str) -> list[str]:
        """The section of ``c``'s page on its rulings (:meth:`rulings_about`)."""
        return self.rulings_about(c, here)

    def rulings_about(self, c: Component, here: str, page: str | None = None,
                      rules: Sequence[str] = (), commonly_wrong: bool = True,
                      rulings: Sequence[Ruling] | None = None, ids: bool = False) -> list[str]:
        """The rulings and commonly-wrong entries that name ``c``, linked to the rulings' ``page``
        (the Rulings and FAQ page by default).  ``rulings`` are those looked at (the ruleset's, by default); a
        ruling on one of ``rules`` (rule ids) is listed too; ``commonly_wrong`` says whether the base
        game's commonly-wrong entries are looked at; ``ids`` whether each ruling's id is shown."""
        names = [x.name for x in self.rules.components]
        page = faq.FAQ_PAGE if page is None else page
        items = []
        for r in self.rules.rulings if rulings is None else rulings:
            if r.rule in rules or c.name in faq.components_named(f"{r.question} {r.decision}", names):
                shown = f"{r.kind}, ruling `{r.id}`" if ids else r.kind
                items.append(f"- [{r.question}]({relative(here, page)}#{faq.ruling_anchor(r.id)}) "
                             f"({shown})")
        for number, question in faq.COMMONLY_WRONG_QUESTIONS.items() if commonly_wrong else ():
            statement = faq.COMMONLY_WRONG[number]
            if c.name in faq.components_named(f"{question} {statement}", names):
                items.append(f"- [{question}]({relative(here, faq.FAQ_PAGE)}#{faq.commonly_wrong_anchor(number)}) "
                             f"(often got wrong)")
        return ["## Rulings and questions", "", *items, ""] if items else []

    # ---- index pages -----------------------------------------------------------------------------
    def plain(self, c: Component) -> list[str]:
        """``c``'s short, second-person rules text (:func:`oracle.dsl.plain.plain_english`), chains
        named by their partners and shields by what the game's bonuses add to them."""
        sources = [x.source for x in self.rules.components]
        return plain_english(c.source, vocabulary=self.rules.vocabulary, names=chain_names(sources),
                             bonuses=shield_bonuses(sources))

    def summary(self, c: Component) -> str:
        return " ".join(self.plain(c)).replace("|", "/")

    def cards_index(self) -> str:
        here = f"{SECTION}/cards/index.md"
        colours = self.rules.vocabulary.colours
        lines = ["# Cards by Age and colour", "",
                 "The 73 cards of 7 Wonders Duel: 23 for Age I, 23 for Age II, 20 for Age III and 7 guilds, "
                 "3 of which join the Age III deck at setup. Each Age's layout is shown with its slots in "
                 "dealing order; light slots are dealt face up, dark ones face down.", "",
                 "See also the [filterable table](table.md) and the [chains](chains.md).", ""]
        for deck in self.rules.vocabulary.decks:
            cards = self.rules.deck(deck)
            lines += [f"## {DECK_TITLES[deck]}", ""]
            if deck in ("I", "II", "III"):
                layout = self.rules.layouts[("I", "II", "III").index(deck)]
                lines += [f'<div class="age-layout-figure">{svg.layout_svg(layout)}</div>', ""]
            lines += ["| colour | cards |", "| --- | --- |"]
            for i, colour in enumerate(colours):
                of_colour = [c for c in cards if c.colour == i]
                if of_colour:
                    swatch = f'<span class="swatch swatch-{colour}"></span> {colour}'
                    lines.append(f"| {swatch} | " + ", ".join(self.link(here, c.name) for c in of_colour) + " |")
            lines.append("")
        lines += self.icons_legend(here)
        return "\n".join(lines)

    def points_cell(self, c: Component) -> str:
        """The victory points a component prints: a number, or "varies" for points counted per
        something (guilds, some wonders and tokens)."""
        fixed, counted = 0, False
        for clause in c.source.clauses:
            for effect in clause.effects:
                if effect.construct == "points":
                    if getattr(effect, "per", None) is not None:
                        counted = True
                    else:
                        fixed += getattr(effect, "amount", 0)
        return "varies" if counted else str(fixed) if fixed else ""

    def shields_cell(self, c: Component) -> str:
        return str(sum(getattr(e, "amount", 0) for cl in c.source.clauses for e in cl.effects
                       if e.construct == "shields") or "")

    def cost_cell(self, c: Component, here: str) -> str:
        """The printed cost: a resource icon per unit, then the cost in words."""
        drawn = icons.cost_icons(c.source.cost, here)
        return f'<span class="icon-word">{drawn}</span> {cost_english(c.source.cost)}' if drawn \
            else cost_english(c.source.cost)

    def science_cell(self, c: Component, here: str) -> str:
        return ", ".join(icons.labelled("science", self.rules.vocabulary.science_symbols[s], here)
                         for s in c.symbols)

    def chain_cell(self, c: Component, here: str) -> str:
        carries = [f"carries {icons.labelled('chain', s.value, here)}" for s in c.source.chains]
        free = [f"free with {icons.labelled('chain', s.value, here)}" for s in c.source.free_with]
        return "; ".join([*free, *carries])

    def symbol_facts(self, c: Component, here: str) -> list[str]:
        """The card page's line of symbols: what it produces, its science symbol, its chain symbols."""
        facts = []
        made = icons.production_labels(c.source, here)
        if made:
            facts.append(f"**Produces:** {made}")
        if c.symbols:
            facts.append(f"**Science symbol:** {self.science_cell(c, here)}")
        # a Mythology token frees a Grand Temple: the page's chains section says so, with no icon
        mythologies = self.rules.vocabulary.mythologies
        if c.source.chains or any(s.value not in mythologies for s in c.source.free_with):
            facts.append(f"**Chain:** {self.chain_cell(c, here)}")
        return facts

    def icons_legend(self, here: str) -> list[str]:
        """Every icon of the site with its word: the resources, science symbols and chain symbols
        the spec names."""
        return ["## Icons", "",
                "The resources, science symbols and chain symbols as this site draws them; each icon is "
                "always shown beside its name.", "", *self.symbols(here)]

    def symbols(self, here: str) -> list[str]:
        """The table of the game's symbols, each icon with its word (the quick reference's too)."""
        lines = ["| kind | icons |", "| --- | --- |"]
        for kind, names in icons.words(self.rules.vocabulary).items():
            cells = " · ".join(icons.labelled(kind, name, here) for name in names)
            lines.append(f"| {icons.KIND_WORDS[kind]}s | {cells} |")
        return [*lines, ""]

    def card_table(self) -> str:
        here = f"{SECTION}/cards/table.md"
        lines = ["# Card table", "",
                 "Every card, wonder and progress token with its printed numbers and its rules text. Type in "
                 "the box to keep only the rows holding every word typed, as a whole word (a name in any "
                 "language, with or without accents, an Age such as II, a colour, a resource, a symbol...).", "",
                 '<input type="search" id="card-filter" class="card-filter" placeholder="Filter the components" '
                 'aria-label="Filter the components">', "",
                 *table_head("name", "kind", "Age", "colour", "cost", "VP", "shields", "science", "chain",
                             "what it does")]
        for c in [*self.rules.cards, *self.rules.wonders, *self.rules.progress]:
            age = self.age(c) if c.kind == "card" else ""
            cost = self.cost_cell(c, here) if c.kind != "progress" else ""
            kind = {"card": "card", "wonder": "wonder", "progress": "progress token"}[c.kind]
            lines.append(f"| {self.link(here, c.name)} | {kind} | {age} | {self.swatch(c)} | {cost} | "
                         f"{self.points_cell(c)} | {self.shields_cell(c)} | {self.science_cell(c, here)} | "
                         f"{self.chain_cell(c, here)} | {self.summary(c)} | {self.language_cells(c)} |")
        lines.append("")
        return "\n".join(lines)

    def chains_page(self) -> str:
        here = f"{SECTION}/cards/chains.md"
        graph = svg.chains_svg(self.rules, lambda c: "../" + slug(c.name) + "/")
        lines = ["# Chains", "",
                 "A card that carries a chain symbol lets its owner build, in a later Age, the cards that are "
                 "free with that symbol, without paying their cost. Each arrow is labelled with its symbol.", "",
                 f'<div class="chains-figure">{graph}</div>', "",
                 "| symbol | carried by | free with it |", "| --- | --- | --- |"]
        for symbol in self.rules.vocabulary.chain_symbols:
            carriers = ", ".join(self.link(here, c.name) for c in self.carriers(symbol))
            freed = ", ".join(self.link(here, c.name) for c in self.freed(symbol))
            lines.append(f"| {icons.labelled('chain', symbol, here)} | {carriers} | {freed} |")
        lines.append("")
        return "\n".join(lines)

    def wonders_index(self) -> str:
        here = f"{SECTION}/wonders/index.md"
        first, second = self.rules.constants.first_game
        lines = ["# Wonders", "",
                 "The 12 wonders of the base box. Each player drafts four; only seven are built in a game. "
                 "For a first game the rulebooks suggest a fixed split instead of the draft: "
                 f"first player {', '.join(self.link(here, n) for n in first)}; "
                 f"second player {', '.join(self.link(here, n) for n in second)}.", "",
                 *table_head("wonder", "cost", "what it does")]
        for c in self.rules.wonders:
            lines.append(f"| {self.link(here, c.name)} | {cost_english(c.source.cost)} | {self.summary(c)} | "
                         f"{self.language_cells(c)} |")
        lines.append("")
        return "\n".join(lines)

    def progress_index(self) -> str:
        here = f"{SECTION}/progress/index.md"
        lines = ["# Progress tokens", "",
                 "The 10 progress tokens. Five lie on the board; a player takes one for each pair of "
                 "identical science symbols. The other five stay in the box, where only the Great Library "
                 "reaches them.", "",
                 *table_head("token", "what it does")]
        for c in self.rules.progress:
            lines.append(f"| {self.link(here, c.name)} | {self.summary(c)} | {self.language_cells(c)} |")
        lines.append("")
        return "\n".join(lines)

    def rule_ids_page(self) -> str:
        here = f"{RULES_FOLDER}/ids.md"
        involved: dict[str, list[Component]] = {}
        for c in self.rules.components:
            for rid in component_rules(c.source):
                involved.setdefault(rid, []).append(c)
        lines = ["# Rule ids", "",
                 "Every rule the reference engine implements has a stable id. Illegal-move errors name the rule "
                 "they break; tests and conformance cases name the rules they pin. This table is generated from "
                 "`spec/duel/rules.toml`, then the rules each expansion adds; `oracle rules` prints the same "
                 "registry.", "",
                 "| id | rule | explained in | components |", "| --- | --- | --- | --- |"]
        for rid, text in self.rules.rule_ids.items():
            chapter = self.chapters.get(rid)
            where = f"[{posixpath.basename(chapter)[:-3]}]({relative(here, chapter + '#' + rid)})" if chapter else "—"
            shown = _at_most_six(involved.get(rid, []), functools.partial(self.link, here))
            lines.append(f'| <a id="{rid}"></a>`{rid}` | {text} | {where} | {shown} |')
        lines += self.expansion_rule_rows(here)
        lines.append("")
        return "\n".join(lines)

    def expansion_rule_rows(self, here: str) -> list[str]:
        """The rows of the rules each expansion adds, after the base game's: each explained on the
        expansion's overview page, so that every rule id of every ruleset has its row here."""
        rows = []
        listed = set(self.rules.rule_ids)
        for expansion in self.expansions():
            for rid, text in expansion.rules.rule_ids.items():
                if rid in listed:
                    continue
                listed.add(rid)
                where = f"[{expansion.name}]({relative(here, expansion.overview_page + '#' + rid)})"
                comps = [c for c in expansion.added if rid in expansion.component_rules(c)]
                shown = _at_most_six(comps, functools.partial(expansion.link, here))
                rows.append(f'| <a id="{rid}"></a>`{rid}` | {text} | {where} | {shown} |')
        return rows

    # ---- the language reference ------------------------------------------------------------------
    def uses(self, construct: str) -> list[Component]:
        found = []
        for c in self.rules.components:
            text = component_text(c.source)
            tree_names = {t.data for t in _grammar().parse(text).iter_subtrees()}
            if construct in tree_names:
                found.append(c)
        return found

    def constructs_page(self) -> str:
        here = "dsl/constructs.md"
        lines = ["# Constructs", "",
                 "Every construct of the effect language: its syntax, what it means, an example and the English "
                 "the rules reference generates for the example. Constructs marked *other games* are part of "
                 "the shared language but are not used by 7 Wonders Duel; the Duel spec rejects them.", ""]
        marks = {e.name: e.construct_mark for e in self.expansions()}
        for expansion in self.expansions():
            if any(e.ruleset == expansion.name for e in ENTRIES):
                lines += [*expansion.constructs_note, ""]
        for key, title in SECTIONS:
            lines += [f"## {title}", ""]
            for e in (e for e in ENTRIES if e.section == key):
                (component,) = parse_text(example_component(e)).components
                lines += [f"### `{e.construct}` {{#{e.construct}}}", "", f"Syntax: `{e.syntax}`", "",
                          e.meaning + _mark(e, marks), "", "```text", e.example, "```", "",
                          "In English: " + " ".join(component_english(component, facts=key == "items",
                                                                       vocabulary=self.rules.vocabulary)), ""]
                rid = f"effect.{e.construct}"
                if rid in self.rules.rule_ids:
                    lines += [f"In 7 Wonders Duel: {self.rule_link(here, rid)}.", ""]
                if e.duel:
                    users = self.uses(e.construct)
                    if users:
                        shown = ", ".join(self.link(here, c.name) for c in users[:8])
                        more = f" and {len(users) - 8} more" if len(users) > 8 else ""
                        lines += [f"Used by {len(users)} Duel components: {shown}{more}.", ""]
        return "\n".join(lines)

    def errors_page(self) -> str:
        lines = ["# Error messages", "",
                 "Every problem in a spec is reported on one line, `file:line:col: message`, and every problem "
                 "found is reported, not only the first. The messages below are produced by the oracle itself "
                 "on each small faulty spec when this site is built.", ""]
        for case in ERROR_CASES:
            message = spec_error(case.text, self.rules)
            lines += [f"## {case.title}", "", "```text", case.text.rstrip(), "```", "", "gives", "", "```text",
                      message, "```", "", case.explanation, ""]
        short = [c.source for c in self.rules.components if c.name != "Lumber Yard"]
        try:
            validate(short, self.rules.vocabulary, "spec/duel/game.toml")
            whole = ""
        except SpecError as error:
            whole = "\n".join(str(p) for p in error.problems)
        lines += ["## Errors of the whole spec", "",
                  "Some problems belong to no single line: a deck holding the wrong number of cards, or a "
                  "malformed `game.toml`. They are reported against the game file with no line number. Taking "
                  "the Lumber Yard out of the Duel spec gives:", "", "```text", whole, "```", ""]
        return "\n".join(lines)

    def glossary_page(self, glossary: Path) -> str:
        lines = ["# Glossary", "",
                 "The game terms used on this site, those of the expansions and editions included. Wherever one "
                 "of them appears, hovering over it shows its definition; each has an anchor of its own here "
                 "(`glossary/#mythology-token`).", "", "| term | meaning |", "| --- | --- |"]
        for term, meaning in glossary_terms(glossary):
            lines.append(f'| <a id="{slug(term)}"></a>{term} | {meaning} |')
        lines.append("")
        return "\n".join(lines)

    # ---- the printable reference -----------------------------------------------------------------
    def print_parts(self) -> list[printable.Part]:
        """The pages the printable reference holds, in reading order: the rules chapters, the
        rulings, the terms and the change log, then every component under its Age or kind."""
        rules = [f"{RULES_FOLDER}/{name}.md" for name in
                 ("index", *CHAPTER_ORDER, "rulings", "terminology", "changes")]
        parts = [printable.Part(path, 2) for path in rules]
        parts.append(printable.Part(f"{SECTION}/cards/index.md", 2))
        for deck in self.rules.vocabulary.decks:
            cards = self.rules.deck(deck)
            parts += [printable.Part(page_of(c), 3, f"{DECK_TITLES[deck]} cards" if i == 0 else "")
                      for i, c in enumerate(cards)]
        for kind, components in (("wonders", self.rules.wonders), ("progress", self.rules.progress)):
            parts.append(printable.Part(f"{SECTION}/{kind}/index.md", 2))
            parts += [printable.Part(page_of(c), 3) for c in components]
        return parts + [part for expansion in self.expansions() for part in expansion.print_parts()]

    def printable(self, markdown: str, parts: list[tuple[printable.Part, str]]) -> str:
        """The print page, its intro saying what it holds of each expansion the spec holds."""
        intro = self.print_intro.format(expansions="".join(e.print_words for e in self.expansions()))
        return printable.fill(markdown, parts, self.print_title, intro, self.print_page)

    # ---- everything ------------------------------------------------------------------------------
    def conventions(self) -> conventions.Conventions:
        """The conventions page's facts, read from the spec (the draft order) and the engine (the
        decisions a move may leave, with their rules)."""
        from oracle.duel.state import STARTER

        order = self.rules.constants.draft_order
        picks = ", ".join("first" if who == 0 else "second" for who in order)
        decisions = self.rules.decisions
        left_by_moves = tuple((d.rule, f"a move may leave its player to {d.words}")
                              for kind, d in decisions.items() if kind != STARTER)
        return conventions.Conventions(
            title="7 Wonders Duel",
            seats="The two players are seats 0 and 1. The setup's `first_player` is the seat that makes the first "
                  "pick of the wonder draft and begins Age I; the other is the second player. Duel's records leave "
                  "the player of each move implied: it is always the one player who owes a decision. The conflict "
                  "pawn's position counts toward seat 1's capital when positive, toward seat 0's when negative.",
            order_intro="One player owes each decision, in this order:",
            order=(("setup.draft", f"the {len(order)} picks of the wonder draft, by the first or the second player "
                                   f"in this order: {picks}"),
                   ("turn.alternate", "then the players alternate turns, the first player beginning Age I"),
                   ("turn.play", "a turn is one card taken; every decision it leaves (listed below) is settled by "
                                 "its player, in the order the effects that leave it apply, before anything else"),
                   ("age.reveal", "once the move and the decisions it left are over, the cards it uncovered turn "
                                  "face up"),
                   ("effect.play_again", "a player given another turn plays it next; otherwise the other player "
                                         "does"),
                   ("age.next_starter", f"when an Age ends, the player it names must {decisions[STARTER].words} "
                                        "that follows")),
            notes=left_by_moves)

    def pages(self) -> dict[str, str]:
        out = {page_of(c): self.component_page(c) for c in self.rules.components}
        here, page = self.conventions_page()
        out[here] = page
        out[f"{SECTION}/cards/index.md"] = self.cards_index()
        out[f"{SECTION}/cards/table.md"] = self.card_table()
        out[f"{SECTION}/cards/chains.md"] = self.chains_page()
        out[f"{SECTION}/wonders/index.md"] = self.wonders_index()
        out[f"{SECTION}/progress/index.md"] = self.progress_index()
        out[f"{RULES_FOLDER}/ids.md"] = self.rule_ids_page()
        out[faq.FAQ_PAGE] = self.rulings_page()
        out.update(icons.icon_files(self.rules.vocabulary))
        out[self.print_page] = printable.SOURCE
        out["dsl/constructs.md"] = self.constructs_page()
        out["dsl/errors.md"] = self.errors_page()
        out["glossary.md"] = self.glossary_page(self.root / "docs" / "includes" / "glossary.md")
        for expansion in self.expansions():
            out[expansion.overview_page] = expansion.overview(self)
            out.update(expansion.component_pages())
        return out

    def expansions(self) -> list[ExpansionDocs]:
        """The pages of each expansion the spec holds (a folder ``variants/<variant>/`` of a ruleset
        playing it), in the ruleset list's order; read once.  Each expansion gives them at the
        ``docs`` point, read against the ruleset of the first variant playing it alone."""
        if self._expansions is None:
            spec = self.spec_path(self.root)
            found: dict[str, ExpansionDocs] = {}
            for variant in rulesets.RULESETS:
                if not rulesets.RULESETS[variant][1] or extension_folder(spec, variant) is None:
                    continue
                hooks = rulesets.hooks(variant)
                for name, give in hooks.table("docs").items():
                    pages = give()
                    if name not in found and pages.variant == variant:
                        found[name] = pages.of(self, load_ruleset_from(spec, variant))
            self._expansions = list(found.values())
        return self._expansions

    def nav(self, key: str) -> list[dict[str, str]]:
        """Navigation entries for a placeholder: ``cards:I`` (a deck), ``wonders``, ``progress``, and an
        expansion's components by group, ``<expansion>:<group>`` (none for an expansion the spec lacks)."""
        kind, _, deck = key.partition(":")
        if kind in rulesets.EXPANSIONS:
            expansion = next((e for e in self.expansions() if e.name == kind), None)
            return [] if expansion is None else expansion.nav(deck)
        if kind == "cards":
            items = self.rules.deck(deck)
        elif kind == "wonders":
            items = self.rules.wonders
        elif kind == "progress":
            items = self.rules.progress
        else:
            raise KeyError(key)
        return [{c.name: page_of(c)} for c in items]


def _grammar() -> Lark:
    return grammar()


def _mark(e: Entry, marks: dict[str, str]) -> str:
    """What an entry's meaning ends with: nothing for a construct Duel uses, the mark of the expansion
    it is written for (``marks``, by expansion; one the engine does not play yet says so), else whose
    it is."""
    if e.ruleset in marks:
        return marks[e.ruleset]
    if e.ruleset:
        return f" *Written for the {e.ruleset.capitalize()} expansion, which the engine does not play yet.*"
    return "" if e.duel else " *Other games.*"


def glossary_terms(path: Path) -> list[tuple[str, str]]:
    """``*[term]: meaning`` lines of the glossary file."""
    found = []
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(r"\*\[(.+?)\]:\s*(.+)", line)
        if m:
            found.append((m.group(1), m.group(2)))
    return sorted(found, key=lambda t: t[0].lower())


def spec_error(text: str, rules: Ruleset) -> str:
    """The oracle's message for a faulty spec snippet (parse, validate, then compile)."""
    from oracle.core.effects import compile_components

    try:
        components = parse_text(text, "example.wdl").components
        validate(components, rules.vocabulary, "game.toml", check_counts=False)
        compile_components(components, rules.vocabulary, rules.constants, rules.runtime, rules.title)
    except SpecError as error:
        return "\n".join(str(p) for p in error.problems)
    raise ValueError(f"the example is not faulty:\n{text}")
