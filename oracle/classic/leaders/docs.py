"""Leaders' part of the 7 Wonders site (point ``docs``): a page for each leader and each guild the
box adds, written from the spec like the base game's cards; an overview of the expansion with every
rule it adds or restates; its rulings; and the places the base game's site shows it (navigation, the
printable reference, the quick reference, the family page).

The base game's site (:mod:`oracle.classic.docs.site`) finds this module through the hooks of the
ruleset ``leaders`` and names nothing in it.  The pages are those of the base game's site read
against the Leaders ruleset (:class:`LeadersSite`): a name the base game has keeps its page there,
a rule the expansion leaves as it is keeps its place in the rules chapter.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

from oracle.classic.docs.site import CHAPTER, SECTION, Site, part_rules, side_anchor
from oracle.classic.leaders.state import NAME
from oracle.classic.ruleset import Ruleset, load_ruleset
from oracle.docs import printable
from oracle.docs.faq import RULING_KINDS, ruling_anchor
from oracle.docs.icons import CLASSIC
from oracle.docs.implementers import tests_quoting
from oracle.docs.links import relative, slug
from oracle.docs.names import BOOSTED
from oracle.dsl import ast
from oracle.dsl.english import join

KIND = "leader"                           # the kind of component a leader is (leaders.deck)
VARIANT = "leaders"                       # the ruleset whose spec folder holds the expansion
FOLDER = f"{SECTION}/leaders"             # the pages of its leaders and guilds
OVERVIEW = f"{FOLDER}/index.md"           # what it adds and changes, with its rules
RULINGS = f"{FOLDER}/rulings.md"          # its rulings
QUESTIONS = f"{SECTION}/rules/leaders-faq.md"   # the hand-written "what happens when…?" page
TESTS = "tests/classic_leaders/"
# the components of the first edition's box the engine does not play yet, by name; each leaves this
# list by itself the day the spec defines it (a name the spec holds is played)
# the components of the box the ruleset does not play yet, by kind (none: the whole first-edition box plays)
NOT_YET_PLAYED: dict[str, str] = {}
# the rules a player of Leaders meets every Age (the quick reference)
QUICK = ("setup.coins", "leaders.draft", "leaders.recruitment", "leaders.recruit", "leaders.stage", "leaders.sell")
GROUPS = {"leaders": "Leaders", "guilds": "Guilds", "boards": "Boards"}
SUITE_NOTE = ("Conformance cases: the suite of Leaders, `spec/conformance/classic-leaders/` (`oracle --game "
              "classic conform --variant leaders`), whose cases name the components they are about.")


class LeadersSite(Site):
    """The base game's site read against the Leaders ruleset: its leaders and added guilds have pages
    of their own under ``classic/leaders/``; a rule Leaders adds or words otherwise links its
    statement on the overview page."""

    page_of_overview = OVERVIEW     # the page of the ruleset (the family page, the home page's table)
    quick = QUICK                   # its rules on the quick reference

    def __init__(self, base: Site, rules: Ruleset, tests: dict[str, list[str]]):
        super().__init__(rules, base.names, {}, tests, {}, [])
        self.base = base
        self.spec_folder = base.spec_folder
        self.aliases = base.aliases
        self.leaders = [c for c in rules.spec.others if c.kind == KIND]
        self.guilds = [c for c in rules.spec.cards if c.name not in base.cards]
        self.boards = [b for b in rules.spec.boards if b not in base.spec.boards]     # Roma
        self.cards.update({c.name: c for c in self.leaders})
        base_ids = base.spec.rule_ids
        self.own_rules = {rid: text for rid, text in rules.spec.rule_ids.items() if base_ids.get(rid) != text}
        known = {r.id for r in base.spec.rulings}
        self.own_rulings = [r for r in rules.spec.rulings if r.id not in known]

    @functools.cached_property
    def edition(self) -> Site | None:
        """No 2020 edition beside the Leaders' pages: that edition's Leaders is another ruleset."""
        return None

    @property
    def free_city(self) -> bool:
        """No Free City with the Leaders: the two-player variant is the base game's alone."""
        return False

    def page_of_name(self, name: str) -> str:
        """A leader's, an added guild's or an added board's page (at the side, for a side's name); the
        base game's page of any other name."""
        if name in self.cards and name not in self.base.cards:
            return f"{FOLDER}/{slug(name)}.md"
        if name in self.boards:
            return f"{FOLDER}/{slug(name)}.md"
        if name in self.side_board and self.side_board[name] in self.boards:
            board = self.side_board[name]
            return f"{FOLDER}/{slug(board)}.md#{side_anchor(self.spec.sides[self.spec.boards[board].index(name)])}"
        return self.base.page_of_name(name)

    def rule_link(self, here: str, rid: str) -> str:
        """A rule Leaders adds or restates, on the overview page; any other in the rules chapter."""
        if rid in self.own_rules:
            return f"[`{rid}`]({relative(here, OVERVIEW)}#{rid})"
        return self.base.rule_link(here, rid)

    def ruling_link(self, here: str, rid: str, text: str) -> str:
        return f"[{text}]({relative(here, RULINGS)}#{ruling_anchor(rid)})"

    # ---- pages --------------------------------------------------------------------------------------
    def rulings_naming(self, name: str) -> list[Any]:
        """The rulings of Leaders whose question or decision names ``name`` as a word."""
        word = re.compile(rf"\b{re.escape(name)}\b")
        return [r for r in self.own_rulings if word.search(f"{r.question} {r.decision}")]

    def _rulings_lines(self, here: str, name: str) -> list[str]:
        found = self.rulings_naming(name)
        if not found:
            return []
        return ["## Rulings", "",
                *[f"- {self.ruling_link(here, r.id, r.question)} ({RULING_KINDS.get(r.kind, r.kind)}, "
                  f"{r.confidence} confidence; ruling `{r.id}`)" for r in found], ""]

    def _block(self, here: str, c: ast.Component, ids: list[str]) -> list[str]:
        """The folded block for implementers, its conformance line pointing to the Leaders' suite."""
        lines = self._implementers(here, [c], ids)
        return [f"    {SUITE_NOTE}" if "Conformance cases (" in line else line for line in lines
                if not line.strip().startswith("- none yet")]

    def leader_page(self, c: ast.Component) -> str:
        """A leader's page: its cost, what it does in plain words, how it is used, its rulings, and the
        folded block for implementers."""
        here = self.page_of_name(c.name)
        overview = relative(here, OVERVIEW)
        sell = self.spec.sections[NAME].sell_coins
        lines = [*BOOSTED, f"# {c.name}", "", *self.other_names("cards", c.name),
                 f"{self.swatch(c.name)} · **Leader** ([the Leaders expansion]({overview})) · "
                 f"**Cost:** {CLASSIC.cost_cell(c.cost, here, 'coin')}", "",
                 *CLASSIC.fact_lines(c, here), "## What it does", "", *[f"{s}\n" for s in self._plain(c)],
                 "## In the game", "",
                 f"A leader of the Leaders deck. It may be dealt in the draft before Age I "
                 f"({self.rule_link(here, 'leaders.draft')}); at the start of an Age its holder may use it "
                 f"({self.rule_link(here, 'leaders.recruitment')}): recruit it for its cost in coins, after which "
                 f"its ability works ({self.rule_link(here, 'leaders.recruit')}), tuck it under the board to "
                 f"build the next stage, losing the ability ({self.rule_link(here, 'leaders.stage')}), or sell "
                 f"it for {sell} coins ({self.rule_link(here, 'leaders.sell')}). Once recruited it stands in the "
                 f"city as a white card ({self.rule_link(here, 'leaders.deck')}).", "",
                 *self._rulings_lines(here, c.name)]
        part = self.rules.cards[self.rules.card_index(c.name)]
        ids = ["leaders.recruit", *part_rules(part), "leaders.scoring"]
        return "\n".join(lines + self._block(here, c, ids))

    def guild_page(self, c: ast.Component) -> str:
        """An added guild's page: the base game's page of a guild, read against the Leaders ruleset,
        with a line saying the box adds it and its rulings."""
        here = self.page_of_name(c.name)
        page = self.card_page(c)
        added = (f"**A guild of the Leaders box** ([the Leaders expansion]({relative(here, OVERVIEW)})): it joins "
                 f"the first edition's {len(self.base.spec.guilds)} guilds when the Leaders are played "
                 f"({self.rule_link(here, 'setup.guilds')}).\n\n")
        head, _, rest = page.partition("## What it does")
        page = f"{head}{added}## What it does{rest}"
        extra = self._rulings_lines(here, c.name)
        if extra:
            cut = page.index('??? ')
            page = page[:cut] + "\n".join(extra) + "\n" + page[cut:]
        return "\n".join(f"    {SUITE_NOTE}" if "Conformance cases (" in line else line for line in page.split("\n")
                         if not line.strip().startswith("- none yet"))

    def overview_page(self) -> str:
        """What the expansion adds and changes: its numbers, its round before each Age, its leaders and
        guilds, what is not yet played, and every rule it adds or restates, each with its statement."""
        here = OVERVIEW
        spec = self.spec
        constants = spec.sections[NAME]
        missing = [(name, kind) for name, kind in NOT_YET_PLAYED.items()
                   if name not in self.cards and name not in spec.boards]
        lines = [*BOOSTED, "# Leaders", "",
                 f"The Leaders expansion of the first edition of 7 Wonders, for {spec.min_players} to "
                 f"{spec.max_players} players: the variant `{VARIANT}` "
                 f"(`oracle --game {SECTION} play --variant {VARIANT} --players {spec.min_players}`, or "
                 f"`load_game(\"{SECTION}\", variant=\"{VARIANT}\")` from Python). It adds a deck of "
                 f"{len(self.leaders)} leaders, white cards each player drafts before Age I and uses one at a "
                 f"time at the start of each Age, {len(self.guilds)} guilds and the board "
                 f"{join([self.link(here, b) for b in self.boards])}. Everything else is the first "
                 f"edition's game, whose [rules]({relative(here, CHAPTER)}) still hold. "
                 f"The [rulings](rulings.md) say where the sources leave a point open and what the oracle "
                 f"plays; [what happens when…?]({relative(here, QUESTIONS)}) answers the questions met most "
                 "often at the table.", ""]
        if missing:
            lines += ['!!! warning "Not yet played"', "",
                      "    The box holds " + join([f"the {kind} {name}" if kind != "guild" else f"the {name}"
                                                   for name, kind in missing])
                      + ", which the oracle does not play yet: no game of this ruleset deals "
                      + ("them" if len(missing) > 1 else "it") + ", and no page of it describes "
                      + ("them" if len(missing) > 1 else "it") + ". The others are all played.", ""]
        lines += ["## A game with the Leaders", "",
                  f"1. **Setup.** Each player starts with {spec.starting_coins} coins instead of 3 "
                  f"({self.rule_link(here, 'setup.coins')}), and is dealt {constants.dealt} leaders once the "
                  "boards are dealt.",
                  f"2. **The draft.** Before Age I each player keeps one leader, unseen, and passes the rest to "
                  f"the {constants.passing}-hand neighbour, until each has kept {constants.dealt} "
                  f"({self.rule_link(here, 'leaders.draft')}, {self.rule_link(here, 'leaders.hidden')}).",
                  "3. **Each Age opens with a recruitment.** Before the Age's cards are dealt, every player uses "
                  f"one leader at the same time ({self.rule_link(here, 'leaders.recruitment')}): recruits it for "
                  f"coins ({self.rule_link(here, 'leaders.recruit')}), tucks it under the board for a stage "
                  f"({self.rule_link(here, 'leaders.stage')}), or sells it for {constants.sell_coins} coins "
                  f"({self.rule_link(here, 'leaders.sell')}).",
                  "4. **The Age** is then played as in the base game; a recruited leader's ability works like a "
                  "structure's.",
                  f"5. **The end.** The leader left after Age III's recruitment leaves the game unused "
                  f"({self.rule_link(here, 'leaders.leftover')}); the score sheet gains a row for the leaders "
                  f"({self.rule_link(here, 'leaders.scoring')}).", "",
                  "## The numbers", "", "| what | value |", "| --- | --- |",
                  f"| coins at the start | {spec.starting_coins} |",
                  f"| leaders dealt to each player | {constants.dealt} |",
                  f"| the draft passes to | the {constants.passing} |",
                  f"| coins for a leader sold | {constants.sell_coins} |",
                  f"| leaders in the deck | {len(self.leaders)} |",
                  f"| guilds in the pool | {len(spec.guilds)} (the first edition's {len(self.base.spec.guilds)} "
                  f"and {len(self.guilds)} more) |", "",
                  "## The leaders", "", "| leader | cost | what it does |", "| --- | --- | --- |"]
        lines += [f"| {self.link(here, c.name)} | {CLASSIC.cost_cell(c.cost, here, 'coin')} | "
                  f"{' '.join(self._plain(c))} |" for c in self.leaders]
        lines += ["", "## The guilds it adds", "", "| guild | cost | what it does |", "| --- | --- | --- |"]
        lines += [f"| {self.link(here, c.name)} | {CLASSIC.cost_cell(c.cost, here)} | {' '.join(self._plain(c))} |"
                  for c in self.guilds]
        lines += ["", "## Its rules {#rules}", "",
                  "Each rule the expansion adds, or words otherwise than the first edition, by its id; the others "
                  f"are the [first edition's]({relative(here, CHAPTER)}).", ""]
        for rid, text in self.own_rules.items():
            restated = " (the first edition's rule, worded for the Leaders)" if rid in self.base.spec.rule_ids else ""
            lines += [f"### `{rid}`{restated} {{#{rid}}}", "", text, ""]
        lines += ["## Records, schemas and the suite", "",
                  f"- Records name the variant `{VARIANT}`; their setup holds the leaders dealt, and their moves "
                  "the draft's and the recruitments' choices ([7 Wonders records]"
                  f"({relative(here, 'implementers/classic-records.md')})).",
                  f"- Its JSON Schemas are published in `spec/schema/{SECTION}-{VARIANT}/`.",
                  f"- {SUITE_NOTE}",
                  f"- The spec: `spec/{SECTION}/variants/{VARIANT}/`, read over the first edition's.", ""]
        return "\n".join(lines)

    def rulings_page(self) -> str:
        """Every ruling of Leaders, with its kind, sources and confidence; and what, of the first edition,
        waits for a photograph of a printed card (nothing)."""
        here = RULINGS
        lines = ["# Leaders: rulings", "",
                 f"Where the sources of the Leaders expansion (first edition) are silent or disagree, and what the "
                 f"oracle plays ({len(self.own_rulings)} rulings, from `spec/{SECTION}/variants/{VARIANT}/"
                 f"rulings.toml`). The base game's rulings still hold: they are on [its own page]"
                 f"({relative(here, f'{SECTION}/rulings.md')}). Short answers to the same questions are on "
                 f"[what happens when…?]({relative(here, QUESTIONS)}).", "",
                 "## What the sources are", "",
                 "Every leader and every guild of the first edition's box was read from photographs of the "
                 "printed cards, and three independent engines agree with them: no cost or ability of the first "
                 "edition waits for a photograph. The points still waiting for one (a leader's cost, a stage of "
                 "a board, the contents of a box) all belong to the 2020 edition's Leaders, a later ruleset the "
                 "oracle does not play. The first edition's rulebook could be read only up to its setup, so the "
                 "rules of the draft and of the recruitments rest on the publisher's description, reviews of "
                 "2011 and the engines; where they leave a point open, the rulings below say what the oracle "
                 "plays, and why.", ""]
        for r in self.own_rulings:
            lines += [f"## {r.question} {{#{ruling_anchor(r.id)}}}", "",
                      f"**{RULING_KINDS.get(r.kind, r.kind)}**, {r.confidence} confidence; ruling `{r.id}` on "
                      f"{self.rule_link(here, r.rule)}.", "", r.decision, "",
                      "Sources: " + "; ".join(r.sources) + ".", ""]
        return "\n".join(lines)

    # ---- what the base game's site asks ----------------------------------------------------------------
    def pages(self) -> dict[str, str]:
        """Every page of the expansion, by path."""
        out = {OVERVIEW: self.overview_page(), RULINGS: self.rulings_page()}
        out.update({self.page_of_name(c.name): self.leader_page(c) for c in self.leaders})
        out.update({self.page_of_name(c.name): self.guild_page(c) for c in self.guilds})
        out.update({self.page_of_name(b): self.board_page(b) for b in self.boards})
        return out

    def nav(self, group: str) -> list[dict[str, str]]:
        """The navigation entries of ``leaders`` or ``guilds``."""
        if group not in GROUPS:
            raise KeyError(group)
        if group == "boards":
            return [{b: self.page_of_name(b)} for b in self.boards]
        found = self.leaders if group == "leaders" else self.guilds
        return [{c.name: self.page_of_name(c.name)} for c in found]

    def print_parts(self) -> list[printable.Part]:
        """Its pages on the printable reference: the overview, the rulings, the questions, then every
        leader and guild."""
        parts = [printable.Part(OVERVIEW, 2), printable.Part(RULINGS, 2), printable.Part(QUESTIONS, 2)]
        for group, title in GROUPS.items():
            parts += [printable.Part(page, 3, f"Leaders: {title}" if i == 0 else "")
                      for i, entry in enumerate(self.nav(group)) for page in entry.values()]
        return parts


def pages(base: Site, root: Path | None) -> LeadersSite:
    """The Leaders' part of the site beside the base game's ``base`` (point ``docs``), read from the
    spec the base site was read from; the tests quoting each name are looked for under ``root``."""
    rules = load_ruleset(base.spec_folder, VARIANT)
    site = LeadersSite(base, rules, {})
    if root is not None:
        named = [c.name for c in (*site.leaders, *site.guilds)]
        site.tests = tests_quoting(root, named, [TESTS])
    return site



__all__ = ["FOLDER", "NOT_YET_PLAYED", "OVERVIEW", "QUESTIONS", "QUICK", "RULINGS", "LeadersSite", "pages"]
