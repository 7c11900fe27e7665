"""The 7 Wonders (first edition) section of the rules reference, generated from the spec while the
site is built (see :mod:`oracle.docs.hooks`).

Generated: an overview of the game (its boards, how many cards each Age holds at each number of
players, its variants); a page per card (what it does, in the player's words, its Portuguese name, its copies at each
number of players, the links that make it free and those it gives, the rules involved and the
conformance cases naming it, these last folded away for implementers); a page per board with both
sides' stages; index pages; a drawing of
the chain links; the rule ids; and the rulings with their kind, sources and confidence.  The rules
chapter (``docs/classic/rules/index.md``) is written by hand; its ``{#rule.id}`` headings get each
rule's statement, and its worked examples are computed here by the engine.

The 2020 edition is shown beside the first edition on every page it touches, from a second site
read from the edition's ruleset (``Site.edition``): each card's page says whether the edition
prints it the same, otherwise, or not at all; each board's page gives its Day and Night sides; the
indexes and the chain links have a part on the edition; the chapter's rules it restates or drops are
marked under their statement; its own cards get pages of their own; and a page lists every
difference (:mod:`oracle.classic.docs.edition`).
"""

from __future__ import annotations

import functools
from html import escape
from pathlib import Path
from typing import Any, ClassVar

from oracle.classic import rulesets
from oracle.classic.docs import edition, faq
from oracle.classic.docs.examples import Examples
from oracle.classic.ruleset import Board, Part, Ruleset, load_ruleset
from oracle.classic.rulesets import IN_PROGRESS
from oracle.classic.spec import AGES, load_spec
from oracle.docs import conventions, printable
from oracle.docs.cases import pins
from oracle.docs.concerns import ComponentRulings, read_concerns
from oracle.docs.faq import Case, Faq, suite_cases
from oracle.docs.icons import CLASSIC, used_in
from oracle.docs.icons import words as icon_words
from oracle.docs.implementers import implementers_block, tests_quoting
from oracle.docs.links import relative, slug
from oracle.docs.names import BOOSTED, also_found, load_aliases, search_names
from oracle.docs.section import CONCERNS_FILE, NAMES_FILE, GameSection, read_table, rules_folder, rulings_page
from oracle.dsl import ast
from oracle.dsl.english import component_english, join, plural
from oracle.dsl.plain import chain_names, plain_english, stage_effects_plain
from oracle.dsl.printer import print_spec
from oracle.picture import COLOUR_FILL

SECTION = "classic"
RULES_FOLDER = rules_folder(SECTION)
CHAPTER = f"{RULES_FOLDER}/index.md"
FOLDERS = {"card": f"{SECTION}/cards", "board": f"{SECTION}/boards"}
GUILD = "guild"
DECK_TITLES = {"I": "Age I", "II": "Age II", "III": "Age III", GUILD: "Guilds"}
LANGUAGES = {"pt": "Portuguese"}
RULINGS_PAGE = rulings_page(SECTION)
# the words of concerns.toml that name every component of a kind
WHOLE_KINDS = {"cards": "card", "boards": "board"}


def side_anchor(side: str) -> str:
    return f"side-{side.lower()}"


def spec_file(c: ast.Component) -> str:
    """The file of the bundled spec ``c`` is written in: ``spec/classic/age_I.wdl``, or a variant's
    ``spec/classic/variants/edition2020/cards.wdl``."""
    path = Path(c.pos.file)
    within = f"variants/{path.parent.name}/" if path.parent.parent.name == "variants" else ""
    return f"spec/{SECTION}/{within}{path.name}"


def fixed_points(clauses: tuple[ast.Clause, ...]) -> int:
    """The points a stage's clauses give at the end, counting nothing (``at end: 3 points``)."""
    return sum(e.amount for c in clauses if c.trigger == "at_end" for e in c.effects
               if isinstance(e, ast.Points) and e.per is None)


def part_rules(part: Part) -> list[str]:
    """The rule ids that give a card's, a board's or a stage's constructs their meaning, read from what
    the engine compiled (no component is known here by name)."""
    ids = []
    if part.coins or part.needs:
        ids.append("build.cost")
    if part.free_with or part.chains:
        ids.append("build.chain")
    if any(part.produce) or part.choices:
        ids += ["build.cost", "trade.sellable"]
    if part.trades:
        ids.append("trade.discount")
    if part.shields:
        ids.append("military.conflict")
    if part.symbols:
        ids.append("scoring.science")
    if part.wild_symbols:
        ids += ["wonder.science_choice", "scoring.science"]
    counts = [e.per for e in (*part.on_build, *part.at_end)
              if isinstance(e, (ast.GainCoins, ast.Points)) and e.per is not None]
    if any(isinstance(e, ast.GainCoins) for e in part.on_build):
        ids.append("effect.coins")
    if any(isinstance(e, ast.GainCoins) and e.per is not None for e in part.on_build):
        ids.append("turn.reveal")     # a count made when built sees this turn's cards
    if any(per.counted.kind == "cards" for per in counts):
        ids.append("wonder.board")    # a count of cards never sees a board or its stages
    if any(isinstance(e, (ast.Points, ast.Conditional, ast.PointsPerPair)) for e in part.at_end):
        ids.append("scoring.categories")
    if any(isinstance(e, ast.Conditional) for e in part.at_end):
        ids.append("scoring.condition")
    if any(isinstance(e, ast.CopyCard) for e in part.at_end):
        ids.append("wonder.copy_guild")
    if part.plays_last:
        ids.append("wonder.last_card")
    ids += [rid for flag, rid in ((part.free_build, "wonder.free_build"), (part.free_new_colour, "wonder.free_colour"),
                                  (part.free_first_turn, "wonder.free_first_card"),
                                  (part.free_last_turn, "wonder.free_last_card")) if flag]
    if part.discard_build:
        ids.append("wonder.discard_build")
    return list(dict.fromkeys(ids))


class Site(GameSection):
    """The section of the site for 7 Wonders: its generated pages, its navigation entries, its worked
    examples, and what the documentation hook asks of a section."""

    folder = SECTION
    variant_pages: ClassVar[dict[str, str]] = {"free_city": f"{CHAPTER}#the-free-city", edition.EDITION: edition.PAGE}
    # the 2020 edition's rules a player of the first edition must learn, on the quick reference
    quick_rules: ClassVar[dict[str, tuple[str, ...]]] = {
        edition.EDITION: ("setup.boards", "turn.last_card", "wonder.last_card", "wonder.free_colour")}
    print_title = "7 Wonders: the printable reference"
    print_intro = ("The whole rules reference of 7 Wonders, its Free City and its 2020 edition on one page, to "
                   "print or to read offline: the rules with every rule's statement and worked examples, the "
                   "rulings, every difference of the 2020 edition with its rulings, then every card Age by Age "
                   "(the 2020 edition's own among them) and both sides of every board, with its Day and Night "
                   "sides. What the site writes for implementers (the effect-language source, tests and "
                   "conformance cases) is left out.")
    rules: Ruleset
    players: tuple[int, ...]

    def __init__(self, rules: Ruleset, names: dict[str, dict[str, dict[str, str]]] | None = None,
                 pins: dict[str, list[tuple[str, str]]] | None = None, tests: dict[str, list[str]] | None = None,
                 concerns: dict[str, object] | None = None, cases: list[Case] | None = None):
        self.rules = rules
        self.spec = rules.spec
        self.names = names or {}
        self.pins = pins or {}      # card or board side -> (case id, description) of the cases naming it
        self.tests = tests or {}    # card or board side -> the tests quoting its name
        self.players = tuple(range(self.spec.min_players, self.spec.max_players + 1))
        self.cards = {c.name: c for c in self.spec.cards}
        self.sides = {c.name: c for c in self.spec.wonders}
        self.side_board = {side: board for board, sides in self.spec.boards.items() for side in sides}
        self.cases = cases or []    # the conformance suite's cases, for the FAQ page
        named = [*(("card", c) for c in self.cards), *(("board", b) for b in self.spec.boards),
                 *(("side", s) for s in self.side_board)]
        found = read_concerns(concerns or {}, self.spec.rulings, named, WHOLE_KINDS, f"spec/{SECTION}/{CONCERNS_FILE}",
                              faq.WRONG.statements)
        self.concerns = found.rulings               # ruling id -> the cards and boards it concerns
        self.wrong_concerns = found.commonly_wrong  # commonly-wrong number -> the cards and boards it concerns
        self.shown = ComponentRulings(self.spec.rulings, faq.WRONG, found, RULINGS_PAGE)
        self.aliases: dict[str, list[str]] = {}   # English name -> its other English names (names.toml)
        self.chapter_rules = set(self.spec.rule_ids)   # the rule ids the rules chapter explains
        self.first: Site | None = None   # in the 2020 edition's site: the first edition's, whose pages hold it
        self.root: Path | None = None    # the project the site was read from (Site.load)
        self.edition_page = edition.PAGE  # in an edition's site: the page listing what the edition changes

    @classmethod
    def load(cls, root: Path) -> Site:
        folder = cls.spec_path(root)
        rules = load_ruleset(str(folder))
        named = [*(c.name for c in rules.spec.cards), *(c.name for c in rules.spec.wonders)]
        if edition.EDITION in rules.spec.variants:
            second = load_spec(str(folder), edition.EDITION)
            named += [n for n in (*(c.name for c in second.cards), *(c.name for c in second.wonders))
                      if n not in named]
        suite = cls.suite_path(root)
        site = cls(rules, read_table(folder / NAMES_FILE), pins(suite),
                   tests_quoting(root, named, [f"tests/{SECTION}/"]), read_table(folder / CONCERNS_FILE),
                   suite_cases(suite))
        site.aliases = load_aliases(folder)
        site.spec_folder = str(folder)
        site.root = root
        return site

    # ---- lookups ----------------------------------------------------------------------------------
    def page_of_name(self, name: str) -> str:
        """The page of a card, a board, or a board's side (the board's page, at that side)."""
        if name in self.cards:
            return f"{FOLDERS['card']}/{slug(name)}.md"
        if name in self.spec.boards:
            return f"{FOLDERS['board']}/{slug(name)}.md"
        if name in self.side_board:
            side = self.spec.sides[self.spec.boards[self.side_board[name]].index(name)]
            return f"{FOLDERS['board']}/{slug(self.side_board[name])}.md#{side_anchor(side)}"
        raise KeyError(name)

    def link(self, here: str, name: str, text: str | None = None) -> str:
        return f"[{text or name}]({relative(here, self.page_of_name(name))})"

    def rule_link(self, here: str, rid: str) -> str:
        if rid not in self.chapter_rules:       # a rule of the 2020 edition alone: its page lists it
            return f"[`{rid}`]({relative(here, edition.PAGE + '#' + rid)})"
        return f"[`{rid}`]({relative(here, CHAPTER + '#' + rid)})"

    def ages(self, name: str) -> list[str]:
        """The Ages a card belongs to (``["I", "II"]`` for Loom), or ``["guild"]``."""
        if name in self.spec.guilds:
            return [GUILD]
        return [age for age in AGES if name in self.spec.decks[age]]

    def copies(self, name: str, age: str) -> list[int]:
        """setup.decks: the copies of a card in an Age's deck at each number of players."""
        markers = self.spec.decks[age].get(name, ())
        return [sum(1 for m in markers if m <= n) for n in self.players]

    def guilds_drawn(self, players: int) -> int:
        return min(players + self.spec.guilds_beyond_players, len(self.spec.guilds))

    def deck_size(self, age: str, players: int) -> int:
        """setup.decks, setup.guilds: the cards an Age deals to ``players`` players."""
        size = len(self.spec.copies(age, players))
        return size + (self.guilds_drawn(players) if age == AGES[-1] else 0)

    def box_cards(self) -> int:
        """components.box: every copy of every Age card, and the guilds."""
        return sum(len(m) for age in AGES for m in self.spec.decks[age].values()) + len(self.spec.guilds)

    def colour(self, name: str) -> str:
        c = self.cards[name].colour
        return c.value if c is not None else ""

    def swatch(self, name: str) -> str:
        colour = self.colour(name)
        return f'<span class="swatch swatch-{colour}"></span> {colour}'

    def carriers(self, c: ast.Component) -> list[str]:
        """The cards whose links make ``c`` free (build.chain)."""
        wanted = {s.value for s in c.free_with}
        return [d.name for d in self.spec.cards if wanted & {s.value for s in d.chains}]

    def freed(self, c: ast.Component) -> list[str]:
        """The cards ``c``'s links make free (build.chain)."""
        given = {s.value for s in c.chains}
        return [d.name for d in self.spec.cards if given & {s.value for s in d.free_with}]

    def other_names(self, table: str, name: str) -> list[str]:
        given = self.names.get(table, {}).get(name, {})
        shown = "; ".join(f"*{title}*: {given[code]}" for code, title in LANGUAGES.items() if code in given)
        return [f"Other names: {shown}.", ""] if shown else []

    def found_as(self, table: str, name: str) -> list[str]:
        """The line of the other names a page is searched by: other English names, Portuguese without accents."""
        given = self.names.get(table, {}).get(name, {}).values()
        return also_found(search_names(name, self.aliases.get(name, []), given))

    def resource_icons(self, part: Part, here: str) -> str:
        """The icons of what a board produces from the start, one per resource it may give."""
        names = [self.rules.resources[r] for r, n in enumerate(part.produce) if n]
        names += [self.rules.resources[r] for options in part.choices for r in options]
        return "".join(CLASSIC.icon("resource", n, here) for n in names)

    @property
    def free_city(self) -> bool:
        """Whether the ruleset has the two-player Free City (the first edition has, the 2020 edition not)."""
        return "free_city.setup" in self.spec.rule_ids

    @functools.cached_property
    def edition(self) -> Site | None:
        """The 2020 edition's site, whose card and board texts the first edition's pages show beside
        their own (None in the edition's site itself, or for a spec without the edition)."""
        if self.first is not None or edition.EDITION not in self.spec.variants:
            return None
        second = Site(load_ruleset(self.spec_folder, edition.EDITION), {}, self.pins, self.tests)
        second.first, second.chapter_rules, second.spec_folder = self, self.chapter_rules, self.spec_folder
        second.shown = edition.component_rulings(self.spec, second.spec, faq.WRONG)
        return second

    def only_in_edition(self) -> list[ast.Component]:
        """The cards the 2020 edition adds: their pages are the edition's site's."""
        if self.edition is None:
            return []
        return [c for c in self.edition.spec.cards if c.name not in self.cards]

    def board_parts(self, board: str) -> list[Board]:
        return [self.rules.boards[i] for i in self.rules.board_sides(board)]

    def resource_text(self, part: Part) -> str:
        """What a board produces from the start: ``1 glass``."""
        fixed = [plural(n, self.rules.resources[r]) if n > 1 else f"1 {self.rules.resources[r]}"
                 for r, n in enumerate(part.produce) if n]
        choices = [" or ".join(self.rules.resources[r] for r in options) for options in part.choices]
        return join(fixed + [f"one of {c}" for c in choices]) or "nothing"

    def _plain(self, c: ast.Component) -> list[str]:
        """``c``'s short text for players (:func:`oracle.dsl.plain.plain_english`), chains named by
        their partners."""
        return plain_english(c, vocabulary=self.spec.vocabulary, names=chain_names(self.spec.cards))

    def _implementers(self, here: str, components: list[ast.Component], ids: list[str]) -> list[str]:
        """The folded block: the reference wording, the DSL source, the rules involved, the tests and
        the conformance cases naming the components."""
        texts = [" ".join(component_english(c, vocabulary=self.spec.vocabulary)) for c in components]
        reference = texts[0] if len(texts) == 1 else " ".join(
            f"*{c.name}:* {text}" for c, text in zip(components, texts, strict=True))
        locations = [f"{spec_file(c)}:{c.pos.line}" for c in components]
        rules = [(self.rule_link(here, rid), self.spec.rule_ids[rid]) for rid in dict.fromkeys(ids)]
        tests = list(dict.fromkeys(t for c in components for t in self.tests.get(c.name, [])))
        cases = list(dict.fromkeys(case for c in components for case in self.pins.get(c.name, [])))
        return implementers_block(reference, locations, print_spec(components), rules, tests, cases, SECTION)

    # ---- worked examples --------------------------------------------------------------------------
    def examples(self) -> Examples:
        """The rules chapter's worked examples, played on this section's games."""
        return Examples(self.rules, self.game)

    # ---- component pages -------------------------------------------------------------------------------
    def card_page(self, c: ast.Component) -> str:
        here = self.page_of_name(c.name)
        ages = self.ages(c.name)
        where = "A guild, for Age III" if ages == [GUILD] else " and ".join(DECK_TITLES[a] for a in ages)
        lines = [*BOOSTED, f"# {c.name}", "", *self.other_names("cards", c.name), *self.found_as("cards", c.name),
                 *self.shown.uncertain_note([c.name]), *self._edition_only(here),
                 f"{self.swatch(c.name)} · **{where}** · **Cost:** {CLASSIC.cost_cell(c.cost, here, 'coin')}", "",
                 *CLASSIC.fact_lines(c, here), "## What it does", "", *[f"{s}\n" for s in self._plain(c)]]
        lines += ["## In the game", ""]
        lines += self._guild_copies() if ages == [GUILD] else self._copies(c.name, ages)
        lines += self._chains(here, c)
        lines += self._in_edition(here, c)
        part = self.rules.cards[self.rules.card_index(c.name)]
        ids = part_rules(part)
        ids += ["setup.guilds"] if ages == [GUILD] else ["setup.decks"]
        ids += ["build.unique"] if len(ages) > 1 else []
        lines += self.shown.section([c.name], here)
        return "\n".join(lines + self._implementers(here, [c], ["turn.actions", *ids]))

    def _edition_only(self, here: str) -> list[str]:
        """The banner of a card the 2020 edition adds (a page of the edition's site)."""
        if self.first is None:
            return []
        return ['!!! info "The 2020 edition only"', "",
                "    The first edition has no such card. What follows is the card as the 2020 edition prints it; "
                f"[the edition's page]({relative(here, self.edition_page)}) lists every difference.", ""]

    def _in_edition(self, here: str, c: ast.Component) -> list[str]:
        """The card in the 2020 edition, beside the first edition's: gone, the same, or what changed
        (cost, effect, links, copies)."""
        second = self.edition
        if second is None:
            return []
        page = relative(here, edition.PAGE)
        lines = ["## In the 2020 edition {#edition2020}", ""]
        if c.name not in second.cards:
            return [*lines, f"The 2020 edition has no {c.name}: it is one of the [cards it removed]({page}#cards).",
                    ""]
        new = second.cards[c.name]
        ages = self.ages(c.name)
        same_copies = ages == second.ages(c.name) and all(
            self.copies(c.name, age) == second.copies(c.name, age) for age in ages if age != GUILD)
        if edition.same(c, new) and same_copies:
            return [*lines, f"The 2020 edition prints {c.name} the same, with the same copies "
                    f"([every difference of the edition]({page})).", "", *self._edition_rulings(here, [c.name])]
        if edition.same(c, new):
            lines += [f"The card is the same; its copies differ ([every difference of the edition]({page})).", ""]
        else:
            lines += [f"The 2020 edition prints it differently ([every difference of the edition]({page})):", "",
                      f"**Cost:** {CLASSIC.cost_cell(new.cost, here, 'coin')}", "",
                      *[f"{s}\n" for s in second._plain(new)]]
        lines += [] if ages == [GUILD] else second._copies(c.name, second.ages(c.name))
        links = second._chains(here, new)
        lines += [line.replace("## Chain links", "### Chain links in the 2020 edition")
                  .replace("chains.md)", "chains.md#edition2020)") for line in links]
        return lines + self._edition_rulings(here, [c.name])

    def _edition_rulings(self, here: str, names: list[str]) -> list[str]:
        """The rulings of the 2020 edition about one of ``names``, linked to the edition's page, for the
        first edition's page showing them."""
        second = self.edition
        found = second.shown.rulings_of(names) if second is not None else []
        if not found:
            return []
        page = relative(here, edition.PAGE)
        return ["### Rulings of the 2020 edition", "",
                *[f"- [{r.question}]({page}#{edition.ruling_anchor(r.id)}) ({r.kind}, {r.confidence} confidence)"
                  for r in found], ""]

    def _copies(self, name: str, ages: list[str]) -> list[str]:
        heads = ["Age", *(f"{n} players" for n in self.players)]
        lines = ["Copies of the card in each Age's deck, by the number of players:", "",
                 "| " + " | ".join(heads) + " |", "|" + " --- |" * len(heads)]
        for age in ages:
            lines.append(f"| {age} | " + " | ".join(str(n) for n in self.copies(name, age)) + " |")
        printed = "; ".join(f"{DECK_TITLES[age]}: " + ", ".join(f"{m}+" for m in self.spec.decks[age][name])
                            for age in ages)
        fc = self.spec.free_city_deck_players
        at_fc = join([f"{self.copies(name, age)[self.players.index(fc)]} in {DECK_TITLES[age]}" for age in ages])
        free_city = f" With the Free City, two players use the cards of {fc}: {at_fc}." if self.free_city else ""
        lines += ["", f"Each copy is printed with the smallest number of players it is used with ({printed})."
                  f"{free_city}", ""]
        if len(ages) > 1:
            lines += [f"It belongs to {join([DECK_TITLES[a] for a in ages])}, but a city still holds one "
                      f"{name} at most ([`build.unique`]({relative(self.page_of_name(name), CHAPTER)}"
                      "#build.unique)).", ""]
        return lines

    def _guild_copies(self) -> list[str]:
        total = len(self.spec.guilds)
        heads = ["", *(f"{n} players" for n in self.players)]
        lines = [f"One copy. The {total} guilds are shuffled at setup and the number of players plus "
                 f"{self.spec.guilds_beyond_players} of them join the Age III deck unseen; the rest go back "
                 "to the box. So this guild is in the game only some of the time:", "",
                 "| " + " | ".join(heads) + " |", "|" + " --- |" * len(heads),
                 "| guilds drawn | " + " | ".join(str(self.guilds_drawn(n)) for n in self.players) + " |",
                 "| chance it is drawn | " + " | ".join(f"{100 * self.guilds_drawn(n) // total}%"
                                                       for n in self.players) + " |", ""]
        fc = self.spec.free_city_deck_players
        if self.free_city:
            lines += [f"With the Free City, {self.guilds_drawn(fc)} guilds are drawn, as for {fc} players.", ""]
        return lines

    def _chains(self, here: str, c: ast.Component) -> list[str]:
        lines = []
        carriers = self.carriers(c)
        if carriers:
            shown = join([f"{self.link(here, n)} ({DECK_TITLES[self.ages(n)[0]]})" for n in carriers], "or")
            lines.append(f"- A city holding {shown} builds it for nothing.")
        freed = self.freed(c)
        if freed:
            shown = join([f"{self.link(here, n)} ({DECK_TITLES[self.ages(n)[0]]})" for n in freed])
            lines.append(f"- A city holding it builds {shown} for nothing.")
        if not lines:
            return []
        chains = relative(here, f"{FOLDERS['card']}/chains.md")
        return ["## Chain links", "", *lines, "", f"All the links are drawn on the [chains]({chains}) page.", ""]

    def board_page(self, board: str) -> str:
        here = self.page_of_name(board)
        parts = self.board_parts(board)
        lines = [*BOOSTED, f"# {board}", "", *self.other_names("wonders", board), *self.found_as("wonders", board),
                 *self.shown.uncertain_note([board, *self.spec.boards[board]])]
        bases = [f"{self.resource_icons(p.base, here)} {self.resource_text(p.base)}" for p in parts]
        sellable = self.rule_link(here, "trade.sellable")
        if len(set(bases)) == 1:
            lines += [f"**Starting resource:** {bases[0]}, on both sides, from the first turn. Its neighbours may "
                      f"buy it ({sellable}).", ""]
        else:
            lines += ["**Starting resource:** " + "; ".join(f"side {p.side}: {b}" for p, b in zip(parts, bases,
                      strict=True)) + f". Its neighbours may buy it ({sellable}).", ""]
        lines += self._sides_table(board)
        lines += ["", f"Stages are built in order, each with a card of the hand tucked under the board "
                  f"({self.rule_link(here, 'wonder.stage')}); what a stage produces is its owner's alone.", ""]
        lines += self._side_sections(board, here, "##")
        if self.edition is not None:
            lines += self.edition.edition_board(board, here)
        lines += self.shown.section([board, *self.spec.boards[board]], here)
        lines += self._implementers(here, [self.sides[p.name] for p in parts], self._board_rules(board))
        return "\n".join(lines)

    def _sides_table(self, board: str) -> list[str]:
        lines = ["| side | stages | points from stages |", "| --- | --- | --- |"]
        for p in self.board_parts(board):
            points = sum(fixed_points(s.clauses) for s in self.sides[p.name].stages)
            lines.append(f"| [{p.side}](#{side_anchor(p.side)}) | {len(p.stages)} | {points} |")
        return lines

    def _side_sections(self, board: str, here: str, level: str) -> list[str]:
        """Each side of ``board``, stage by stage: its cost, points and effects."""
        lines = []
        for p in self.board_parts(board):
            component = self.sides[p.name]
            lines += [f"{level} Side {p.side} {{#{side_anchor(p.side)}}}", "",
                      "| stage | cost | points | what it does |", "| --- | --- | --- | --- |"]
            for s in sorted(component.stages, key=lambda s: s.number):
                points = fixed_points(s.clauses)
                effects = stage_effects_plain(component, s, self.spec.vocabulary, leave_out_points=True)
                lines.append(f"| {s.number} | {CLASSIC.cost_cell(s.cost, here, 'coin')} | {points or '—'} | "
                             f"{effects or '—'} |")
            total = sum(fixed_points(s.clauses) for s in component.stages)
            lines += ["", f"{plural(len(component.stages), 'stage')}, worth {total} points when all are built.",
                      ""]
        return lines

    def _board_rules(self, board: str) -> list[str]:
        ids = ["setup.boards", "wonder.stage", "wonder.board"]
        for p in self.board_parts(board):
            ids += part_rules(p.base)
            for stage in p.stages:
                ids += part_rules(stage)
        return ids

    def edition_board(self, board: str, here: str) -> list[str]:
        """The 2020 edition's sides of ``board``, for the first edition's page of it (this is the
        edition's site)."""
        parts = self.board_parts(board)
        shown = [f"{self.resource_icons(p.base, here)} {self.resource_text(p.base)}" for p in parts]
        starts = (f"{shown[0]}, on both sides" if len(set(shown)) == 1
                  else "; ".join(f"{p.side}: {text}" for p, text in zip(parts, shown, strict=True)))
        lines = ["## In the 2020 edition {#edition2020}", "",
                 f"The 2020 edition gives the board a {' and a '.join(self.spec.sides)} side, in place of "
                 f"{' and '.join(self.first.spec.sides) if self.first else 'the first edition’s'}; its player "
                 f"chooses one ([every difference of the edition]({relative(here, self.edition_page)})).", "",
                 f"**Starting resource:** {starts}.", "", *self._sides_table(board), "",
                 *self._side_sections(board, here, "###")]
        return lines + self._implementers(here, [self.sides[p.name] for p in parts], self._board_rules(board))

    # ---- index pages ----------------------------------------------------------------------------------
    def index_page(self) -> str:
        spec = self.spec
        here = f"{SECTION}/index.md"
        fc = spec.free_city_deck_players
        lines = ["# 7 Wonders", "",
                 f"The reference of the first edition of 7 Wonders, for {spec.min_players} to {spec.max_players} "
                 f"players, and for {spec.free_city_players} with the Free City variant. It is generated from the "
                 f"spec in `spec/{SECTION}`: the [rules](rules/index.md) chapter, the pages of its "
                 f"[{len(spec.cards)} different cards](cards/index.md) and "
                 f"[{len(spec.boards)} boards](boards/index.md), "
                 "the [chain links](cards/chains.md) between the Ages, its [rule ids](rules/ids.md) and every "
                 "[ruling](rulings.md) on a point where the sources disagree.", "",
                 "## The boards", "",
                 "Each player builds one board, on the side dealt or agreed; side A suits a first game.", "",
                 "| board | starting resource | side A stages | side A points | side B stages | side B points |",
                 "| --- | --- | --- | --- | --- | --- |"]
        for board in spec.boards:
            parts = self.board_parts(board)
            cells = []
            for p in parts:
                stages = self.sides[p.name].stages
                cells += [str(len(stages)), str(sum(fixed_points(s.clauses) for s in stages))]
            lines.append(f"| {self.link(here, board)} | {self.resource_icons(parts[0].base, here)} "
                         f"{self.resource_text(parts[0].base)} | " + " | ".join(cells) + " |")
        lines += ["", "Points from stages are the points printed on them; the other stages give production, "
                  "coins, shields, science or an ability.", "",
                  "## The cards of each Age", "",
                  f"Each Age deals {spec.hand_size} cards to every player: the deck holds the copies printed for "
                  f"the number of players or fewer, and Age III also holds the number of players plus "
                  f"{spec.guilds_beyond_players} guilds, drawn from the {len(spec.guilds)}.", "",
                  "| players | Age I | Age II | Age III | guilds in Age III |", "| --- | --- | --- | --- | --- |"]
        for n in self.players:
            lines.append(f"| {n} | " + " | ".join(str(self.deck_size(age, n)) for age in AGES)
                         + f" | {self.guilds_drawn(n)} |")
        lines += [f"| {spec.free_city_players}, with the Free City | "
                  + " | ".join(str(self.deck_size(age, fc)) for age in AGES) + f" | {self.guilds_drawn(fc)} |",
                  "", f"With the Free City, the two players use the cards of {fc}: each is dealt "
                  f"{spec.hand_size}, and the Free City's pile takes the other {spec.hand_size}.", "",
                  "## The numbers", "",
                  "| what | value |", "| --- | --- |",
                  f"| coins at the start | {spec.starting_coins} |",
                  f"| coins for a discarded card | {spec.discard_coins} |",
                  f"| price of a unit bought from a neighbour | {spec.trade_price} coins |",
                  "| a victory token | " + ", ".join(f"{v} in Age {a}" for a, v in spec.victory.items()) + " |",
                  f"| a defeat token | {spec.defeat} |",
                  f"| coins worth a point at the end | {spec.coins_per_point} |",
                  f"| a set of the three science symbols | {spec.science_set} points |",
                  "", "## Variants", ""]
        # a ruleset being built is on no page until it plays whole games (oracle.classic.rulesets.IN_PROGRESS)
        lines += [f"- `{name}`: {text}" for name, text in spec.variants.items() if name not in IN_PROGRESS]
        lines += ["", "The Free City's rules are at the end of the [rules](rules/index.md#the-free-city) chapter; "
                  "every difference of the 2020 edition is on [its own page](edition2020.md)."]
        lines += [f"The {rulesets.RULESETS[variant][0]} has its own pages: [what it adds and changes]"
                  f"({relative(here, part.page_of_overview)})." for variant, part in self.expansions.items()]
        return "\n".join(lines) + "\n"

    def cards_index(self) -> str:
        here = f"{FOLDERS['card']}/index.md"
        colours = self.spec.vocabulary.colours
        lines = ["# Cards", "",
                 f"The {len(self.spec.cards)} different cards of 7 Wonders ({self.box_cards()} in the box, "
                 "counting every copy) by Age and colour. Glassworks, Loom and Press "
                 f"belong to Ages I and II; the {len(self.spec.guilds)} guilds are drawn for Age III. The number "
                 "under each player count is the copies of the card that Age's deck holds. See also the "
                 "[chain links](chains.md) between the Ages.", ""]
        heads = ["card", "colour", "cost", *(str(n) for n in self.players)]
        for age in AGES:
            lines += [f"## {DECK_TITLES[age]}", "", "| " + " | ".join(heads) + " |", "|" + " --- |" * len(heads)]
            names = sorted(self.spec.decks[age], key=lambda n: colours.index(self.colour(n)))
            for name in names:
                lines.append(f"| {self.link(here, name)} | {self.swatch(name)} | "
                             f"{CLASSIC.cost_cell(self.cards[name].cost, here, 'coin')} | "
                             + " | ".join(str(k) for k in self.copies(name, age)) + " |")
            extra = age == AGES[-1]
            totals = [len(self.spec.copies(age, n)) for n in self.players]
            lines.append("| **in all** | | | " + " | ".join(f"**{t}**" for t in totals) + " |")
            lines.append("")
            if extra:
                lines += ["Age III also takes the guilds drawn: "
                          + ", ".join(f"{self.guilds_drawn(n)} at {n} players" for n in self.players) + ".", ""]
        lines += [f"## {DECK_TITLES[GUILD]}", "",
                  "| guild | cost | what it does |", "| --- | --- | --- |"]
        for name in self.spec.guilds:
            c = self.cards[name]
            body = " ".join(self._plain(c)).replace("|", "/")
            lines.append(f"| {self.link(here, name)} | {CLASSIC.cost_cell(c.cost, here, 'coin')} | {body} |")
        lines += self._edition_cards(here)
        lines += ["", "## Icons", "", "The resources, science symbols, shields and coins as this reference draws them; "
                  "each icon is always shown beside its word.", "", *self.symbols(here)]
        return "\n".join(lines)

    def _edition_cards(self, here: str) -> list[str]:
        """The cards index's part on the 2020 edition: its own cards, then what it removes and changes."""
        second = self.edition
        if second is None:
            return []
        page = relative(here, edition.PAGE)
        d = edition.differences(self.spec, second.spec)
        heads = ["card", "where", "colour", "cost", *(str(n) for n in second.players)]
        lines = ["", "## In the 2020 edition {#edition2020}", "",
                 f"The 2020 edition adds {plural(len(d.added), 'card')} (copies by number of players, for the "
                 "Ages' cards):", "", "| " + " | ".join(heads) + " |", "|" + " --- |" * len(heads)]
        for c in d.added:
            ages = second.ages(c.name)
            copies = (["—"] * len(second.players) if ages == [GUILD]
                      else [str(k) for k in second.copies(c.name, ages[0])])
            lines.append(f"| {second.link(here, c.name)} | {DECK_TITLES[ages[0]]} | {second.swatch(c.name)} | "
                         f"{CLASSIC.cost_cell(c.cost, here, 'coin')} | " + " | ".join(copies) + " |")
        lines += ["", f"It removes {join([self.link(here, c.name) for c in d.removed])}; it prints "
                  f"{join([self.link(here, a.name) for a, _ in d.changed])} differently; and it deals other copies "
                  f"of {join([self.link(here, name) for name, *_ in d.copies])}. Each card's page shows its 2020 "
                  f"text beside the first edition's, and [the edition's page]({page}) lists every difference.", ""]
        return lines

    def symbols(self, here: str) -> list[str]:
        """The table of the game's symbols, each icon with its word (the quick reference's too)."""
        return CLASSIC.legend(self.icon_words(), here)

    def icon_words(self) -> dict[str, tuple[str, ...]]:
        """The words of the spec that get an icon, by kind; a word the cards use must be one of them."""
        found = icon_words(self.spec.vocabulary)
        # a chain link names a structure and is read as its name, never drawn
        used = {(k, n) for k, n in used_in([*self.spec.cards, *self.spec.wonders]) if k != "chain"}
        used -= {(k, n) for k, names in found.items() for n in names}
        if used:
            raise ValueError(f"the spec uses words without an icon: {sorted(used)}")
        return found

    def boards_index(self) -> str:
        here = f"{FOLDERS['board']}/index.md"
        lines = ["# Boards", "",
                 f"The {len(self.spec.boards)} boards, each with two sides. A board produces its starting resource "
                 "from the first turn, and its neighbours may buy it; its stages are built in order.", "",
                 "| board | Portuguese | starting resource | side A | side B |", "| --- | --- | --- | --- | --- |"]
        for board in self.spec.boards:
            parts = self.board_parts(board)
            pt = self.names.get("wonders", {}).get(board, {}).get("pt", "—")
            sides = [f"{self.link(here, p.name, plural(len(p.stages), 'stage'))}, "
                     f"{sum(fixed_points(s.clauses) for s in self.sides[p.name].stages)} points" for p in parts]
            lines.append(f"| {self.link(here, board)} | {pt} | {self.resource_icons(parts[0].base, here)} "
                         f"{self.resource_text(parts[0].base)} | "
                         + " | ".join(sides) + " |")
        lines.append("")
        second = self.edition
        if second is not None:
            heads = " | ".join(f"{side} side" for side in second.spec.sides)
            lines += ["## In the 2020 edition {#edition2020}", "",
                      "The same boards, each with a Day and a Night side of its own "
                      f"([every difference of the edition]({relative(here, edition.PAGE)})):", "",
                      f"| board | starting resource | {heads} |", "| --- | --- | --- | --- |"]
            for board in second.spec.boards:
                parts = second.board_parts(board)
                starts = {f"{second.resource_icons(p.base, here)} {second.resource_text(p.base)}" for p in parts}
                start = starts.pop() if len(starts) == 1 else "; ".join(
                    f"{p.side}: {second.resource_text(p.base)}" for p in parts)
                sides = [f"{second.link(here, p.name, plural(len(p.stages), 'stage'))}, "
                         f"{sum(fixed_points(s.clauses) for s in second.sides[p.name].stages)} points" for p in parts]
                lines.append(f"| {self.link(here, board)} | {start} | " + " | ".join(sides) + " |")
            lines.append("")
        return "\n".join(lines)

    def chains_page(self) -> str:
        here = f"{FOLDERS['card']}/chains.md"
        lines = ["# Chain links", "",
                 "A card may name structures of the next Age; a city holding it builds those for nothing "
                 f"({self.rule_link(here, 'build.chain')}). Each line joins a card to a card it makes free, one "
                 "Age later. Every box opens the card's page.", "",
                 f'<div class="chains-figure">{self.chains_svg()}</div>', "",
                 "| card | Age | makes free |", "| --- | --- | --- |"]
        for c in self.spec.cards:
            freed = self.freed(c)
            if freed:
                lines.append(f"| {self.link(here, c.name)} | {self.ages(c.name)[0]} | "
                             + ", ".join(self.link(here, n) for n in freed) + " |")
        lines.append("")
        second = self.edition
        if second is not None:
            before, after = self.chain_links(), second.chain_links()
            gone = [f"{self.link(here, a)} → {self.link(here, b)}" for a, b in before if (a, b) not in after]
            new = [f"{second.link(here, a)} → {second.link(here, b)}" for a, b in after if (a, b) not in before]
            lines += ["## In the 2020 edition {#edition2020}", "",
                      f"The 2020 edition draws {plural(len(new), 'link')} the first edition has not "
                      f"({join(new)}) and drops {plural(len(gone), 'link')} ({join(gone)}); every other link is the "
                      f"same ([every difference of the edition]({relative(here, edition.PAGE)})). Its links:", "",
                      f'<div class="chains-figure">{second.chains_svg()}</div>', ""]
        return "\n".join(lines)

    def chain_links(self) -> list[tuple[str, str]]:
        """Every (card, card it makes free), in spec order."""
        return [(c.name, n) for c in self.spec.cards for n in self.freed(c)]

    def chains_svg(self) -> str:
        """The cards with a chain link as boxes in three columns (Age I, II, III), a line for each link.
        Age I keeps the spec's order; each later column is ordered by where its cards' links start."""
        links = self.chain_links()
        linked = {n for pair in links for n in pair}
        columns: list[list[str]] = []
        row: dict[str, int] = {}
        for col, age in enumerate(AGES):
            names = [n for n in self.spec.decks[age] if n in linked and self.ages(n)[0] == age]
            if col:
                def centre(name: str) -> float:
                    sources = [row[a] for a, b in links if b == name and a in row]
                    return sum(sources) / len(sources) if sources else float(len(row))
                names = sorted(names, key=lambda n: (centre(n), names.index(n)))
            columns.append(names)
            row.update({n: i for i, n in enumerate(names)})
        box_w, box_h, gap, col_gap, top, left = 150, 24, 8, 110, 30, 4
        where = {n: (left + col * (box_w + col_gap), top + i * (box_h + gap))
                 for col, names in enumerate(columns) for i, n in enumerate(names)}
        width = 2 * left + len(AGES) * box_w + (len(AGES) - 1) * col_gap
        height = top + max(len(c) for c in columns) * (box_h + gap) + 4
        out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="chains-graph" viewBox="0 0 {width} {height}" '
               f'width="{width}" height="{height}" role="img" aria-label="The chain links between the Ages">']
        for col, age in enumerate(AGES):
            x = left + col * (box_w + col_gap) + box_w // 2
            out.append(f'<text x="{x}" y="18" text-anchor="middle" font-weight="bold" '
                       f'fill="currentColor">{DECK_TITLES[age]}</text>')
        for a, b in links:
            (ax, ay), (bx, by) = where[a], where[b]
            out.append(f'<line x1="{ax + box_w}" y1="{ay + box_h // 2}" x2="{bx}" y2="{by + box_h // 2}" '
                       f'stroke="currentColor" stroke-width="1.2"><title>{escape(a)} makes {escape(b)} free'
                       '</title></line>')
        for name, (x, y) in where.items():
            fill, ink = COLOUR_FILL.get(self.colour(name), ("#ffffff", "#000000"))
            out.append(f'<a href="../{slug(name)}/"><rect x="{x}" y="{y}" width="{box_w}" height="{box_h}" rx="4" '
                       f'fill="{fill}" stroke="#333"/><text x="{x + box_w // 2}" y="{y + 16}" text-anchor="middle" '
                       f'font-size="12" fill="{ink}">{escape(name)}</text></a>')
        out.append("</svg>")
        return "".join(out)

    def rule_ids_page(self) -> str:
        here = f"{RULES_FOLDER}/ids.md"
        lines = ["# Rule ids", "",
                 "Every rule of 7 Wonders by its stable id, as the engine's errors and the tests name it. Each id "
                 "links to the place in the [rules](index.md) chapter that explains it (a rule of the 2020 "
                 "edition alone, to the edition's page).", "",
                 "| rule | statement |", "| --- | --- |"]
        # the first edition's rules, then those the 2020 edition adds (explained on its page)
        added = self.edition.spec.rule_ids if self.edition is not None else {}
        ids = {**self.spec.rule_ids, **{rid: text for rid, text in added.items() if rid not in self.spec.rule_ids}}
        lines += [f'| <a id="{rid}"></a>{self.rule_link(here, rid)} | {text} |' for rid, text in ids.items()]
        # then the rules an expansion adds (explained on its overview page), each once
        for variant, part in self.expansions.items():
            for rid, text in part.spec.rule_ids.items():
                if rid not in ids:
                    ids[rid] = text
                    lines.append(f'| <a id="{rid}"></a>{self.variant_rule_link(variant, here, rid)} | {text} |')
        return "\n".join(lines) + "\n"

    def faq(self) -> Faq:
        """The Rulings and FAQ page's facts (:mod:`oracle.classic.docs.faq`)."""
        names = (*self.cards, *self.spec.boards, *self.side_board)
        return Faq(RULINGS_PAGE, faq.INTRO, SECTION, self.spec.rulings, faq.WRONG, faq.RULING_TESTS, faq.WRONG_TESTS,
                   self.cases, self.rule_link, self.link, names, self.concerns, self.wrong_concerns,
                   play_command=f"oracle --game {SECTION} play")

    def conventions(self) -> conventions.Conventions:
        """The conventions page's facts, read from the engine: its neighbours of a seat, the spec's
        passing direction of each Age, the engine's order of the decisions a turn leaves."""
        from oracle.classic.decisions import END_OF_TURN
        from oracle.classic.legal import neighbours

        table = self.spec.max_players - 2
        states = {n: self.game("standard", n).new_game(seed=0) for n in self.players}
        step = {"left": neighbours(states[table], 0)[0], "right": neighbours(states[table], 0)[1] - table}

        def stages_with(flag: str) -> str:
            return " or ".join(b.name for b in self.rules.boards if any(getattr(st, flag) for st in b.stages))
        return conventions.Conventions(
            title="7 Wonders",
            seats=f"Players sit in seats numbered from 0, clockwise around the table: 0 to {self.spec.min_players - 1} "
                  f"at the smallest table, 0 to {self.spec.max_players - 1} at the largest. A record's hands, boards "
                  "and moves name players by seat. In the Free City variant the two players hold seats 0 and 1 and "
                  "the Free City is city 2, which neighbours both; it has no seat of its own, and its decisions are "
                  "made by the player holding the Free City card.",
            left=lambda seat, players: neighbours(states[players], seat)[0],
            right=lambda seat, players: neighbours(states[players], seat)[1],
            pictured=table,
            sides="A seat's left neighbour is the next seat (seat + 1, the last seat's is seat 0) and its right "
                  "neighbour the previous one. Payments for resources name them: an action's `pay` gives the coins "
                  "paid `left` and `right`; the conflicts of an Age are fought against both.",
            passing=tuple((age, direction, step[direction]) for age, direction in self.spec.passing.items()),
            passing_rule="turn.pass",
            order_intro="Within a turn every player commits at once, and the commitments may arrive in any order; "
                        "the decisions the turn leaves then come one player at a time, always in this order:",
            order=(("turn.choose", "every player commits one card of their hand and what to do with it"),
                   ("free_city.choose", "with the Free City, its card's holder commits twice: first for their own "
                                        "city, then for the Free City"),
                   ("turn.reveal", "the commitments are carried out together (the Free City's first)"),
                   *((rule, (f"{stages_with(flag)}: " if flag else "") + text)
                     for _, rule, flag, text in END_OF_TURN),
                   ("turn.pass", "the hands pass on, or, after the sixth turn, the Age's conflicts are fought")))

    # ---- the printable reference -----------------------------------------------------------------
    def print_parts(self) -> list[printable.Part]:
        """The pages the printable reference holds, in reading order: the rules chapter, the rulings and
        the 2020 edition's differences, the cards index and chain links, the cards Age by Age, then the
        boards."""
        edition_page = (edition.PAGE,) if self.edition is not None else ()
        parts = [printable.Part(p, 2) for p in (CHAPTER, f"{SECTION}/rulings.md", *edition_page,
                                                  f"{FOLDERS['card']}/index.md", f"{FOLDERS['card']}/chains.md")]
        for deck, title in DECK_TITLES.items():
            parts += [printable.Part(page, 3, title if i == 0 else "")
                      for i, entry in enumerate(self.nav(f"cards:{deck}")) for page in entry.values()]
        parts.append(printable.Part(f"{FOLDERS['board']}/index.md", 2))
        parts += [printable.Part(self.page_of_name(board), 3) for board in self.spec.boards]
        for part in self.expansions.values():
            parts += part.print_parts()
        return parts

    @functools.cached_property
    def expansions(self) -> dict[str, Any]:
        """The part of the site of each expansion a ruleset one can choose plays, by the variant playing
        it alone (point ``docs``), in the ruleset list's order; none in a site of another ruleset."""
        found: dict[str, Any] = {}
        if self.first is not None or self.spec.variant != "standard":
            return found
        given: set[str] = set()
        for variant, (_, played) in rulesets.RULESETS.items():
            if len(played) != 1 or variant not in self.spec.variants:
                continue
            for name, give in rulesets.hooks(variant).table("docs").items():
                if name not in given:
                    given.add(name)
                    found[variant] = part = give(self, self.root)
                    # the same expansion's part for another ruleset playing it alone (a later edition)
                    found.update(getattr(part, "companions", {}))
        return found

    def variant_page(self, variant: str) -> str:
        """The page of a ruleset playing an expansion is the expansion's overview."""
        if variant in self.expansions:
            page: str = self.expansions[variant].page_of_overview
            return page
        return super().variant_page(variant)

    def variant_rule_link(self, variant: str, here: str, rid: str) -> str:
        """A rule as ``variant`` plays it: an expansion's own and restated rules on its overview page."""
        if variant in self.expansions:
            link: str = self.expansions[variant].rule_link(here, rid)
            return link
        return self.rule_link(here, rid)

    def quick_rules_of(self, variant: str) -> tuple[str, ...]:
        """The rules of its own the quick reference states for ``variant`` (an expansion's, its own)."""
        if variant in self.expansions:
            quick: tuple[str, ...] = self.expansions[variant].quick
            return quick
        return super().quick_rules_of(variant)

    def own_pages(self) -> dict[str, str]:
        """The cards and boards, their indexes, the chain links and the icons."""
        out = {f"{FOLDERS['card']}/index.md": self.cards_index(),
               f"{FOLDERS['card']}/chains.md": self.chains_page(),
               f"{FOLDERS['board']}/index.md": self.boards_index()}
        for c in self.spec.cards:
            out[self.page_of_name(c.name)] = self.card_page(c)
        for board in self.spec.boards:
            out[self.page_of_name(board)] = self.board_page(board)
        out.update(CLASSIC.files(self.icon_words()))
        if self.edition is not None:
            for c in self.only_in_edition():
                out[self.edition.page_of_name(c.name)] = self.edition.card_page(c)
            out[edition.PAGE] = edition.edition_page(self.spec, self.edition.spec)
        for part in self.expansions.values():
            out.update(part.pages())
        return out

    def rule_notes(self, rid: str) -> list[str]:
        """Under a rule's statement in the chapter: how the 2020 edition states it, or that it has no
        such rule."""
        if self.edition is None:
            return []
        page = relative(CHAPTER, edition.PAGE)
        given = self.edition.spec.rule_ids.get(rid)
        if given is None:
            return [f"**The 2020 edition** has no such rule ([every difference of the edition]({page}#rules))."]
        if given != self.spec.rule_ids[rid]:
            return [f"**The 2020 edition** states it otherwise ([every difference of the edition]({page}#rules)): "
                    f"{given}"]
        return []

    def nav(self, key: str) -> list[dict[str, str]]:
        """Navigation entries for a placeholder: ``cards:I``, ``cards:II``, ``cards:III``, ``cards:guild``
        or ``boards``.  A card of two Ages is listed under the first."""
        if key == "boards":
            return [{board: self.page_of_name(board)} for board in self.spec.boards]
        kind, _, deck = key.partition(":")
        if kind in self.expansions:     # an expansion's group of pages: ``<variant>:<group>``
            entries: list[dict[str, str]] = self.expansions[kind].nav(deck)
            return entries
        if kind != "cards" or deck not in DECK_TITLES:
            raise KeyError(key)
        if deck == GUILD:
            names: list[str] = list(self.spec.guilds)
        else:
            names = [n for n in self.spec.decks[deck] if self.ages(n)[0] == deck]
        entries = [{n: self.page_of_name(n)} for n in names]
        if self.edition is not None:    # the 2020 edition's own cards follow the Age's
            entries += [{f"{c.name} (2020)": self.edition.page_of_name(c.name)} for c in self.only_in_edition()
                        if self.edition.ages(c.name)[0] == deck]
        return entries
