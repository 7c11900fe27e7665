"""Leaders' part of the 7 Wonders site (point ``docs``): a page for each leader and each guild the
box adds, written from the spec like the base game's cards; an overview of the expansion with every
rule it adds or restates; its rulings; and the places the base game's site shows it (navigation, the
printable reference, the quick reference, the family page).

The base game's site (:mod:`oracle.classic.docs.site`) finds this module through the hooks of the
ruleset ``leaders`` and names nothing in it.  The pages are those of the base game's site read
against the Leaders ruleset (:class:`LeadersSite`): a name the base game has keeps its page there,
a rule the expansion leaves as it is keeps its place in the rules chapter.

Every other ruleset playing the expansion alone (the Leaders of the 2020 edition) is read the same way
against the base game's edition it is played on, beside the first: a leader both boxes hold keeps one
page, which says how the later box gives it (the same or otherwise, in which pack, with that box's
rulings); a leader or a board of the later box alone has a page of its own in the same folder; the
later box has its own overview and rulings pages.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

from oracle.classic import rulesets
from oracle.classic.docs import edition
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
from oracle.dsl.english import join, plural

KIND = "leader"                           # the kind of component a leader is (leaders.deck)
FOLDER = f"{SECTION}/leaders"             # the pages of its leaders and guilds, of every edition
OVERVIEW = f"{FOLDER}/index.md"           # what it adds and changes, with its rules
RULINGS = f"{FOLDER}/rulings.md"          # its rulings
CONSTRUCTS_PAGE = "dsl/constructs.md"     # the construct reference
# what a later box's overview says of the constructs of the effect language its leaders and boards use
# beyond the first box's: (as written, its entries in the construct reference, the rule giving its
# meaning); a construct is listed for a ruleset whose own rules hold that rule
CONSTRUCTS = (
    ("cost 1/2/3 coins by age", ("coin_cost_by_age",), "leaders.age_cost"),
    ("more … than left and right", ("more_than",), "effect.more_than"),
    ("if no … / if exactly N …", ("count_none", "count_exactly"), "effect.count_is"),
    ("points per pair of equal …", ("points_per_pair",), "effect.points_per_pair"),
    ("N extra science symbol of the kind held most", ("extra_symbol",), "effect.extra_symbol"),
    ("change N science symbol to any kind", ("change_symbol",), "effect.change_symbol"),
    ("take … of the age", ("take_age_piece",), "effect.take_age_piece"),
    ("discard every …", ("discard_every_piece",), "effect.discard_every_piece"),
    ("others discard N …", ("discard_chosen_piece",), "effect.discard_chosen_piece"),
    ("whenever taking coins from the bank", ("on_bank_coins",), "effect.bank_coins"),
    ("entomb N white card for N points per coin", ("entomb",), "effect.entomb"),
)


def construct_rules(part: Any) -> list[str]:
    """The rules of :data:`CONSTRUCTS` giving meaning to what a leader or board does (read from what the
    engine compiled: its effects when built and at the end, the conditions they test, the moments its
    clauses hear), but the price by the Age, which a leader's page states apart."""
    used = {getattr(x, "construct", "") for e in (*part.on_build, *part.at_end)
            for x in (e, getattr(e, "condition", None))}
    used |= {clause.trigger for clause in part.listens}
    return [rule for _, names, rule in CONSTRUCTS[1:] if used & {*names, rule.removeprefix("effect.")}]


# the hand-written part of a later box's rulings page: what still waits for a photograph of its print
PHOTOGRAPHS = "docs/includes/leaders-{edition}-photographs.md"
QUESTIONS = f"{SECTION}/rules/leaders-faq.md"   # the hand-written "what happens when…?" page
TESTS = "tests/classic_leaders/"
# the components of the first edition's box the engine does not play yet, by name; each leaves this
# list by itself the day the spec defines it (a name the spec holds is played)
# the components of the box the ruleset does not play yet, by kind (none: the whole first-edition box plays)
NOT_YET_PLAYED: dict[str, str] = {}
# the rules a player of Leaders meets every Age (the quick reference)
QUICK = ("setup.coins", "leaders.draft", "leaders.recruitment", "leaders.recruit", "leaders.stage", "leaders.sell")
# a later box's own rule a player meets every Age (its prices by the Age), stated on the quick reference
# after the first box's; no more, for the whole page to fit one A4 sheet
QUICK_LATER = ("leaders.age_cost",)
GROUPS = {"leaders": "Leaders", "guilds": "Guilds", "boards": "Boards"}


def suite_note(variant: str) -> str:
    """The line of the folded block for implementers naming the conformance suite of Leaders."""
    return (f"Conformance cases: the suite of Leaders, `spec/conformance/{SECTION}-leaders/` (`oracle --game "
            f"{SECTION} conform --variant {variant}`), whose cases name the components they are about.")


SUITE_NOTE = suite_note("leaders")


class LeadersSite(Site):
    """The base game's site read against a Leaders ruleset: its leaders and added guilds have pages of
    their own under ``classic/leaders/``; a rule Leaders adds or words otherwise links its statement on
    the overview page.  The first edition's part holds the parts of the later boxes (``later``), each
    read against the base game's edition it is played on and against the first box (``first``)."""

    page_of_overview = OVERVIEW     # the page of the ruleset (the family page, the home page's table)
    quick: tuple[str, ...] = QUICK  # its rules on the quick reference

    def __init__(self, base: Site, rules: Ruleset, tests: dict[str, list[str]], first: LeadersSite | None = None):
        super().__init__(rules, base.names, {}, tests, {}, [])
        self.base = base
        self.spec_folder = base.spec_folder
        self.aliases = base.aliases
        self.root = base.root if first is None else first.root
        self.variant = rules.spec.variant
        self.first = first          # (Site) the pages a later box's stand beside
        self.earlier = first        # a later box's part: the first box's, which its pages stand beside
        self.later: list[LeadersSite] = []      # the first box's part: those of the later boxes
        self.leaders = [c for c in rules.spec.others if c.kind == KIND]
        self.guilds = [c for c in rules.spec.cards if c.name not in base.cards]
        self.boards = [b for b in rules.spec.boards if b not in base.spec.boards]     # Roma
        self.cards.update({c.name: c for c in self.leaders})
        base_ids = base.spec.rule_ids
        earlier = first.spec.rule_ids if first is not None else {}
        self.own_rules = {rid: text for rid, text in rules.spec.rule_ids.items()
                          if base_ids.get(rid) != text and (first is None or earlier.get(rid) != text)}
        known = {r.id for r in base.spec.rulings} | ({r.id for r in first.spec.rulings} if first is not None else set())
        self.own_rulings = [r for r in rules.spec.rulings if r.id not in known]
        if first is not None:       # a later box: its pages are named after the base game's edition it plays on
            self.page_of_overview = f"{FOLDER}/{base.spec.variant}.md"
            # the quick reference has the first box's rules already: a later box's section gives its own
            self.quick = tuple(rid for rid in QUICK_LATER if rid in self.own_rules)
        self.rulings_page_path = RULINGS if first is None else f"{FOLDER}/{base.spec.variant}-rulings.md"
        self.edition_page = self.page_of_overview
        self.title = rulesets.RULESETS[self.variant][0]

    @functools.cached_property
    def edition(self) -> Site | None:
        """The later box beside the first box's pages (in the later box's part itself, none)."""
        return self.later[0] if self.later else None

    @property
    def companions(self) -> dict[str, LeadersSite]:
        """The part of each later box, by the ruleset playing it (:attr:`Site.expansions`)."""
        return {part.variant: part for part in self.later}

    @property
    def free_city(self) -> bool:
        """No Free City with the Leaders: the two-player variant is the base game's alone."""
        return False

    def is_own(self, name: str) -> bool:
        """Whether ``name`` is a leader, a guild or a board of this box that the first box lacks."""
        return self.earlier is not None and name not in self.earlier.cards and name not in self.earlier.boards

    def pack_of(self, name: str) -> str:
        """The pack of the box holding the leader ``name`` (leaders.packs), or "" for a box without packs."""
        for pack, names in self.spec.sections[NAME].packs:
            if name in names:
                return pack
        return ""

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
        """A rule this box adds or restates, on its overview page; a later box's rule the first box
        states alike, on the first box's; any other in the rules chapter."""
        if rid in self.own_rules:
            return f"[`{rid}`]({relative(here, self.page_of_overview)}#{rid})"
        if self.earlier is not None and rid in self.earlier.own_rules:
            return self.earlier.rule_link(here, rid)
        return self.base.rule_link(here, rid)

    def ruling_link(self, here: str, rid: str, text: str) -> str:
        if self.earlier is not None and rid not in {r.id for r in self.own_rulings}:
            return self.earlier.ruling_link(here, rid, text)
        return f"[{text}]({relative(here, self.rulings_page_path)}#{ruling_anchor(rid)})"

    # ---- pages --------------------------------------------------------------------------------------
    def rulings_naming(self, *names: str) -> list[Any]:
        """The rulings of this box whose question or decision names one of ``names`` as a word."""
        words = [re.compile(rf"\b{re.escape(name)}\b") for name in names]
        return [r for r in self.own_rulings if any(w.search(f"{r.question} {r.decision}") for w in words)]

    def _rulings_lines(self, here: str, names: str | list[str], heading: str = "## Rulings") -> list[str]:
        found = self.rulings_naming(*([names] if isinstance(names, str) else names))
        if not found:
            return []
        return [heading, "",
                *[f"- {self.ruling_link(here, r.id, r.question)} ({RULING_KINDS.get(r.kind, r.kind)}, "
                  f"{r.confidence} confidence; ruling `{r.id}`{self._option_words(r.id)})" for r in found], ""]

    def _option_words(self, ruling: str) -> str:
        """``, rule option plato_cost_2e`` for a ruling a rule option names, else nothing."""
        names = [o.name for o in self.spec.rule_options if o.ruling == ruling]
        return "".join(f", rule option `{n}`" for n in names)

    def _block(self, here: str, c: ast.Component, ids: list[str]) -> list[str]:
        """The folded block for implementers, its conformance line pointing to the Leaders' suite."""
        lines = self._implementers(here, [c], ids)
        return [f"    {suite_note(self.variant)}" if "Conformance cases (" in line else line for line in lines
                if not line.strip().startswith("- none yet")]

    def _numbers(self, guilds: str) -> list[str]:
        """The table of the box's numbers on an overview (``guilds``: what the guilds' row says)."""
        spec = self.spec
        constants = spec.sections[NAME]
        return ["## The numbers", "", "| what | value |", "| --- | --- |",
                f"| coins at the start | {spec.starting_coins} |",
                f"| leaders dealt to each player | {constants.dealt} |",
                f"| the draft passes to | the {constants.passing} |",
                f"| coins for a leader sold | {constants.sell_coins} |",
                f"| leaders in the deck | {len(self.leaders)} |",
                f"| guilds in the pool | {guilds} |", ""]

    def _pack_words(self) -> str:
        return self.title if self.earlier is not None else "the Leaders expansion"

    def leader_page(self, c: ast.Component) -> str:
        """A leader's page: its cost, what it does in plain words, how it is used, its rulings, how a
        later box gives it, and the folded block for implementers."""
        here = self.page_of_name(c.name)
        overview = relative(here, self.page_of_overview)
        sell = self.spec.sections[NAME].sell_coins
        pack = self.pack_of(c.name)
        pack_cell = f" · **Pack:** {pack.capitalize()} ({self.rule_link(here, 'leaders.packs')})" if pack else ""
        by_age = (f" ({self.rule_link(here, 'leaders.age_cost')})"
                  if c.cost is not None and c.cost.by_age else "")
        banner = []
        if self.is_own(c.name):
            banner = ['!!! info "The 2020 box only"', "",
                      f"    The first edition's box has no such leader: it joins the deck in {self.title}, in "
                      f"its {pack.capitalize() or 'only'} pack. [That box's page]({overview}) lists its leaders "
                      "pack by pack.", ""]
        lines = [*BOOSTED, f"# {c.name}", "", *self.other_names("cards", c.name), *banner,
                 f"{self.swatch(c.name)} · **Leader** ([{self._pack_words()}]({overview})) · "
                 f"**Cost:** {CLASSIC.cost_cell(c.cost, here, 'coin')}{by_age}{pack_cell}", "",
                 *CLASSIC.fact_lines(c, here), "## What it does", "", *[f"{s}\n" for s in self._plain(c)],
                 "## In the game", "",
                 f"A leader of the Leaders deck. It may be dealt in the draft before Age I "
                 f"({self.rule_link(here, 'leaders.draft')}); at the start of an Age its holder may use it "
                 f"({self.rule_link(here, 'leaders.recruitment')}): recruit it for its cost in coins, after which "
                 f"its ability works ({self.rule_link(here, 'leaders.recruit')}), tuck it under the board to "
                 f"build the next stage, losing the ability ({self.rule_link(here, 'leaders.stage')}), or sell "
                 f"it for {sell} coins ({self.rule_link(here, 'leaders.sell')}). Once recruited it stands in the "
                 f"city as a white card ({self.rule_link(here, 'leaders.deck')}).", "",
                 *self._rulings_lines(here, c.name), *self._in_later(here, c)]
        part = self.rules.cards[self.rules.card_index(c.name)]
        ids = ["leaders.recruit", *(["leaders.age_cost"] if by_age else []), *part_rules(part),
               *construct_rules(part), "leaders.scoring"]
        return "\n".join(lines + self._block(here, c, ids))

    def _in_later(self, here: str, c: ast.Component) -> list[str]:
        """How each later box gives a leader of the first box: not at all, the same or otherwise, in
        which pack, and the rulings of that box naming it."""
        out = []
        for later in self.later:
            page = relative(here, later.page_of_overview)
            out += ["## In the 2020 box {#edition2020}", ""]
            new = later.cards.get(c.name)
            if new is None:
                out += [f"[{later.title}]({page}) does not deal {c.name}.", ""]
                continue
            pack = later.pack_of(c.name)
            where = f", in its {pack.capitalize()} pack ({later.rule_link(here, 'leaders.packs')})" if pack else ""
            if edition.same(c, new):
                out += [f"[{later.title}]({page}) deals {c.name}{where}, with the same cost and ability.", ""]
            else:
                same_ability = later._plain(new) == self._plain(c)
                out += [f"[{later.title}]({page}) deals {c.name}{where}, and gives it otherwise:", "",
                        f"**Cost:** {CLASSIC.cost_cell(new.cost, here, 'coin')}"
                        + (" (the ability is the same)" if same_ability else ""), "",
                        *([] if same_ability else [f"{s}\n" for s in later._plain(new)])]
            out += later._rulings_lines(here, c.name, "### Rulings of the 2020 box")
        return out

    def _in_edition(self, here: str, c: ast.Component) -> list[str]:
        """An added guild in each later box (:meth:`_in_later`)."""
        return self._in_later(here, c)

    def board_page(self, board: str) -> str:
        """A board's page as the base game's site makes it, with a banner for a board of a later box
        alone, and the rulings of each box naming the board or one of its sides."""
        here = self.page_of_name(board)
        page = super().board_page(board)
        if self.is_own(board):
            banner = ('!!! info "The 2020 box only"\n\n'
                      f"    The first edition's box has no such board: it is dealt only in [{self.title}]"
                      f"({relative(here, self.page_of_overview)}), like the other boards "
                      f"({self.rule_link(here, 'setup.boards')}).\n\n")
            page = page.replace(f"# {board}\n\n", f"# {board}\n\n{banner}", 1)
        extra = self._rulings_lines(here, [board, *self.spec.boards[board]])
        for later in self.later:
            extra += later._rulings_lines(here, [board, *later.spec.boards.get(board, ())],
                                          "### Rulings of the 2020 box")
        if extra:
            cut = page.index("??? ")
            page = page[:cut] + "\n".join(extra) + "\n" + page[cut:]
        return page

    def _board_rules(self, board: str) -> list[str]:
        """The rules a board's page lists: the base game's, then those of the constructs of
        :data:`CONSTRUCTS` its sides and their stages use (:func:`construct_rules`: Abu Simbel's
        entombing), as a leader's page lists its own."""
        ids = super()._board_rules(board)
        for p in self.board_parts(board):
            for part in (p.base, *p.stages):
                ids += construct_rules(part)
        return ids

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
        if self.earlier is not None:
            return self.later_overview_page()
        here = OVERVIEW
        spec = self.spec
        constants = spec.sections[NAME]
        missing = [(name, kind) for name, kind in NOT_YET_PLAYED.items()
                   if name not in self.cards and name not in spec.boards]
        lines = [*BOOSTED, "# Leaders", "",
                 f"The Leaders expansion of the first edition of 7 Wonders, for {spec.min_players} to "
                 f"{spec.max_players} players: the variant `{self.variant}` "
                 f"(`oracle --game {SECTION} play --variant {self.variant} --players {spec.min_players}`, or "
                 f"`load_game(\"{SECTION}\", variant=\"{self.variant}\")` from Python). It adds a deck of "
                 f"{len(self.leaders)} leaders, white cards each player drafts before Age I and uses one at a "
                 f"time at the start of each Age, {len(self.guilds)} guilds and the board "
                 f"{join([self.link(here, b) for b in self.boards])}. Everything else is the first "
                 f"edition's game, whose [rules]({relative(here, CHAPTER)}) still hold. "
                 f"The [rulings](rulings.md) say where the sources leave a point open and what the oracle "
                 f"plays; [what happens when…?]({relative(here, QUESTIONS)}) answers the questions met most "
                 "often at the table.", "",
                 *[f"{later.title} is a ruleset of its own, with [its own page]"
                   f"({relative(here, later.page_of_overview)}): see [below](#edition2020)." for later in self.later],
                 *([""] if self.later else [])]
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
                  *self._numbers(f"{len(spec.guilds)} (the first edition's {len(self.base.spec.guilds)} and "
                                 f"{len(self.guilds)} more)"),
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
        for later in self.later:
            lines += later.summary_lines(here)
        lines += ["## Records, schemas and the suite", "",
                  f"- Records name the variant `{self.variant}`; their setup holds the leaders dealt, and their moves "
                  "the draft's and the recruitments' choices ([7 Wonders records]"
                  f"({relative(here, 'implementers/classic-records.md')})).",
                  f"- Its JSON Schemas are published in `spec/schema/{SECTION}-{NAME}/`.",
                  f"- {suite_note(self.variant)}",
                  f"- The spec: `spec/{SECTION}/variants/{self.variant}/`, read over the first edition's.", ""]
        return "\n".join(lines)

    def later_overview_page(self) -> str:
        """A later box's page: which ruleset plays it, what it changes of the first box, its packs and
        leaders, its boards, its rule options, the constructs it uses, and every rule it adds or
        restates, each with its statement."""
        here = self.page_of_overview
        spec, first = self.spec, self.earlier
        assert first is not None
        constants = spec.sections[NAME]
        own = [c for c in self.leaders if self.is_own(c.name)]
        changed = [c for c in self.leaders if not self.is_own(c.name) and not edition.same(c, first.cards[c.name])]
        gone = [c for c in first.leaders if c.name not in self.cards]
        by_age = sum(1 for c in self.leaders if c.cost is not None and c.cost.by_age)
        base_page = relative(here, self.base.edition_page if self.base.first is not None else CHAPTER)
        lines = [*BOOSTED, f"# {self.title}", "",
                 f"The Leaders expansion as the box of the [2020 edition]({base_page}) of 7 Wonders gives it, for "
                 f"{spec.min_players} to {spec.max_players} players: the ruleset `{self.variant}` "
                 f"(`oracle --game {SECTION} play --variant {self.variant} --players {spec.min_players}`, or "
                 f"`load_game(\"{SECTION}\", variant=\"{self.variant}\")` from Python). The game is the 2020 "
                 f"edition's, with the draft and the recruitments of the [first edition's Leaders]"
                 f"({relative(here, first.page_of_overview)}) on top: {spec.starting_coins} coins at the start, "
                 f"{constants.dealt} leaders drafted, one used before each Age. What the 2020 box changes is "
                 f"below; [its rulings]({relative(here, self.rulings_page_path)}) say what the sources leave open, "
                 "and which of its facts still wait for a photograph of the printed cards.", "",
                 "## What the 2020 box changes", "",
                 f"- **The deck:** {len(self.leaders)} leaders in {plural(len(constants.packs), 'pack')} "
                 f"([below](#packs)): the first box's {len(first.leaders)}"
                 + (f" but {join([first.link(here, c.name) for c in gone])}" if gone else "")
                 + f", and {len(own)} leaders the first box has not.",
                 "- **Leaders given otherwise:** "
                 + (join([f"{self.link(here, c.name)} ({CLASSIC.cost_cell(c.cost, here, 'coin')})" for c in changed])
                    if changed else "none") + "; every other leader of the first box is dealt as it printed it.",
                 f"- **Prices by the Age:** {plural(by_age, 'leader')} cost the number of the Age in which they "
                 f"are recruited ({self.rule_link(here, 'leaders.age_cost')}).",
                 f"- **Guilds:** the 2020 edition's {len(spec.guilds)}; the box adds none "
                 f"({self.rule_link(here, 'leaders.guilds_2020')}).",
                 f"- **Boards:** {join([self.link(here, b) for b in self.boards])}, each by its "
                 f"{' and '.join(spec.sides)} sides, dealt with the edition's boards.", "",
                 *self._numbers(str(len(spec.guilds))),
                 "## The packs {#packs}", "",
                 f"Each leader of the box belongs to one pack ({self.rule_link(here, 'leaders.packs')}); the packs "
                 "played are shuffled together before the draft.", "",
                 "| pack | leaders | first box's | new in the 2020 box |", "| --- | --- | --- | --- |"]
        for pack, names in constants.packs:
            lines.append(f"| {pack.capitalize()} | {len(names)} | {sum(1 for n in names if not self.is_own(n))} | "
                         f"{sum(1 for n in names if self.is_own(n))} |")
        lines += ["", *self.options_lines(here, "packs"), "",
                  "## The leaders", "", "| leader | pack | cost | what it does | beside the first box |",
                  "| --- | --- | --- | --- | --- |"]
        for c in self.leaders:
            beside = ("new" if self.is_own(c.name) else
                      "the same" if edition.same(c, first.cards[c.name]) else "given otherwise")
            lines.append(f"| {self.link(here, c.name)} | {self.pack_of(c.name).capitalize()} | "
                         f"{CLASSIC.cost_cell(c.cost, here, 'coin')} | {' '.join(self._plain(c))} | {beside} |")
        lines += ["", "## The boards", "",
                  "| board | sides | starting resource |", "| --- | --- | --- |"]
        for b in self.boards:
            parts = self.board_parts(b)
            lines.append(f"| {self.link(here, b)} | "
                         + ", ".join(self.link(here, p.name, p.side) for p in parts)
                         + f" | {self.resource_text(parts[0].base)} |")
        lines += ["", "## Rule options {#rule-options}", "", *self.options_lines(here), "",
                  "## The constructs it uses {#constructs}", "", *self.constructs_lines(here), "",
                  "## Its rules {#rules}", "",
                  "Each rule the 2020 box adds, or words otherwise than the first box and the 2020 edition, by its "
                  f"id; the others are the [first box's]({relative(here, first.page_of_overview)}#rules) and the "
                  f"[2020 edition's]({base_page}).", ""]
        for rid, text in self.own_rules.items():
            lines += [f"### `{rid}` {{#{rid}}}", "", text, ""]
        lines += ["## Records, schemas and the suite", "",
                  f"- Records name the variant `{self.variant}`; their setup holds the leaders dealt, and their moves "
                  "the draft's and the recruitments' choices ([7 Wonders records]"
                  f"({relative(here, 'implementers/classic-records.md')})).",
                  f"- Its JSON Schemas are those of the first box, published in `spec/schema/{SECTION}-{NAME}/`: "
                  "they describe both boxes.",
                  f"- {suite_note(self.variant)}",
                  f"- The spec: `spec/{SECTION}/variants/{self.variant}/`, read over the 2020 edition's and the "
                  "first box's.", ""]
        return "\n".join(lines)

    def options_lines(self, here: str, only: str = "") -> list[str]:
        """Each rule option of the ruleset (or of the rule named ``only``'s kind: ``packs``), its readings
        with the default first, and the ruling deciding the default."""
        found = [o for o in self.spec.rule_options if not only or only in o.name]
        if not found:
            return []
        lines = ["Each is chosen by name (`--rule-option NAME=READING`, or a record's `rule_options`); the "
                 "first reading is the one played unless another is chosen.", "",
                 "| option | readings | ruling |", "| --- | --- | --- |"]
        for o in found:
            readings = "<br>".join(f"`{name}`{' (default)' if name == o.default else ''}: {text}"
                                   for name, text in o.readings.items())
            ruling = next(r for r in self.spec.rulings if r.id == o.ruling)
            lines.append(f"| `{o.name}` | {readings} | {self.ruling_link(here, o.ruling, f'`{ruling.id}`')} |")
        return lines

    def constructs_lines(self, here: str) -> list[str]:
        """The constructs of the effect language the box's leaders and boards use beyond the first box's,
        each linked to its entries in the construct reference and to its rule."""
        lines = ["| construct | in the construct reference | rule |", "| --- | --- | --- |"]
        for written, anchors, rid in CONSTRUCTS:
            if rid in self.own_rules:
                entries = ", ".join(f"[`{a}`]({relative(here, CONSTRUCTS_PAGE)}#{a})" for a in anchors)
                lines.append(f"| `{written}` | {entries} | {self.rule_link(here, rid)} |")
        return lines

    def summary_lines(self, here: str) -> list[str]:
        """The first box's overview's part on this later box: its ruleset, its rule options and the
        constructs it uses, each linked."""
        constants = self.spec.sections[NAME]
        packs = join([f"{pack.capitalize()} ({len(names)})" for pack, names in constants.packs])
        return ["## The 2020 box {#edition2020}", "",
                f"The 2020 edition of 7 Wonders has its own box of Leaders, played by the ruleset `{self.variant}` "
                f"([its page]({relative(here, self.page_of_overview)}), [its rulings]"
                f"({relative(here, self.rulings_page_path)})): the same draft and recruitments on the 2020 edition's "
                f"game, {len(self.leaders)} leaders in packs ({packs}), no guild of its own, and the boards "
                f"{join([self.link(here, b) for b in self.boards])}. Each leader both boxes hold keeps its page "
                "here, which says how the 2020 box gives it.", "",
                "### Its rule options", "", *self.options_lines(here), "",
                "### The constructs it uses", "",
                "Beyond those of the first box, its leaders and boards are written with these constructs of the "
                f"[effect language]({relative(here, CONSTRUCTS_PAGE)}):", "", *self.constructs_lines(here), ""]

    def rulings_page(self) -> str:
        """Every ruling of the box, with its kind, sources, confidence and the rule option naming it; and
        what of the box waits for a photograph of a printed card (for the first box, nothing)."""
        if self.earlier is None:
            return self.first_rulings_page()
        here = self.rulings_page_path
        lines = [f"# {self.title}: rulings", "",
                 f"Where the sources of the 2020 box of Leaders are silent or disagree, and what the oracle plays "
                 f"({len(self.own_rulings)} rulings, from `spec/{SECTION}/variants/{self.variant}/rulings.toml`). "
                 f"The rulings of the [first box]({relative(here, self.earlier.rulings_page_path)}) and of the "
                 f"[base game]({relative(here, f'{SECTION}/rulings.md')}) still hold where this box leaves their "
                 f"point as it was. [The box's page]({relative(here, self.page_of_overview)}) gives its rules and "
                 "rule options.", "",
                 "## What waits for a photograph {#photographs}", "", *self.photographs(), "",
                 "The rulings held at low confidence, each waiting for a better source:", "",
                 *[f"- {self.ruling_link(here, r.id, r.question)}{self._option_words(r.id)}"
                   for r in self.own_rulings if r.confidence == "low"], ""]
        lines += self._rulings_sections(here)
        return "\n".join(lines)

    def photographs(self) -> list[str]:
        """The hand-written part of a later box's rulings page (:data:`PHOTOGRAPHS`)."""
        if self.root is None:
            return []
        path = Path(self.root) / PHOTOGRAPHS.format(edition=self.base.spec.variant)
        return path.read_text(encoding="utf-8").strip().split("\n") if path.is_file() else []

    def _rulings_sections(self, here: str) -> list[str]:
        lines = []
        for r in self.own_rulings:
            options = [o for o in self.spec.rule_options if o.ruling == r.id]
            lines += [f"## {r.question} {{#{ruling_anchor(r.id)}}}", "",
                      f"**{RULING_KINDS.get(r.kind, r.kind)}**, {r.confidence} confidence; ruling `{r.id}` on "
                      f"{self.rule_link(here, r.rule)}.", "", r.decision, "",
                      "Sources: " + "; ".join(r.sources) + ".", ""]
            for o in options:
                others = [f"`{name}`" for name in o.readings if name != o.default]
                lines += [f"Rule option `{o.name}`: `{o.default}` is played unless {join(others, 'or')} is chosen "
                          f"(`--rule-option {o.name}={next(n for n in o.readings if n != o.default)}`).", ""]
        return lines

    def first_rulings_page(self) -> str:
        """Every ruling of the first box, with its kind, sources and confidence; and what, of the first
        box, waits for a photograph of a printed card (nothing)."""
        here = RULINGS
        later = "".join(f" ([its rulings]({relative(here, part.rulings_page_path)}))" for part in self.later)
        lines = ["# Leaders: rulings", "",
                 f"Where the sources of the Leaders expansion (first edition) are silent or disagree, and what the "
                 f"oracle plays ({len(self.own_rulings)} rulings, from `spec/{SECTION}/variants/{self.variant}/"
                 f"rulings.toml`). The base game's rulings still hold: they are on [its own page]"
                 f"({relative(here, f'{SECTION}/rulings.md')}). Short answers to the same questions are on "
                 f"[what happens when…?]({relative(here, QUESTIONS)}).", "",
                 "## What the sources are", "",
                 "Every leader and every guild of the first edition's box was read from photographs of the "
                 "printed cards, and three independent engines agree with them: no cost or ability of the first "
                 "edition waits for a photograph. The points still waiting for one (a leader's cost, a stage of "
                 "a board, the contents of a box) all belong to the 2020 edition's box of Leaders, a ruleset of "
                 f"its own{later}. The first edition's rulebook could be read only up to its setup, so the "
                 "rules of the draft and of the recruitments rest on the publisher's description, reviews of "
                 "2011 and the engines; where they leave a point open, the rulings below say what the oracle "
                 "plays, and why.", ""]
        return "\n".join(lines + self._rulings_sections(here))

    # ---- what the base game's site asks ----------------------------------------------------------------
    def pages(self) -> dict[str, str]:
        """Every page of the box, by path: a later box's own leaders and boards only (the first box's
        pages say how it gives the others)."""
        out = {self.page_of_overview: self.overview_page(), self.rulings_page_path: self.rulings_page()}
        out.update({self.page_of_name(c.name): self.leader_page(c) for c in self.leaders
                    if self.earlier is None or self.is_own(c.name)})
        out.update({self.page_of_name(c.name): self.guild_page(c) for c in self.guilds if self.earlier is None})
        out.update({self.page_of_name(b): self.board_page(b) for b in self.boards
                    if self.earlier is None or self.is_own(b)})
        return out

    def nav(self, group: str) -> list[dict[str, str]]:
        """The navigation entries of ``leaders``, ``guilds`` or ``boards``: the first box's, then those
        of each later box alone, marked with its year."""
        if group not in GROUPS:
            raise KeyError(group)
        if group == "boards":
            entries = [{b: self.page_of_name(b)} for b in self.boards]
            return entries + [{f"{b} (2020)": part.page_of_name(b)} for part in self.later for b in part.boards
                              if part.is_own(b)]
        if group == "guilds":
            return [{c.name: self.page_of_name(c.name)} for c in self.guilds]
        entries = [{c.name: self.page_of_name(c.name)} for c in self.leaders]
        return entries + [{f"{c.name} (2020)": part.page_of_name(c.name)} for part in self.later
                          for c in part.leaders if part.is_own(c.name)]

    def print_parts(self) -> list[printable.Part]:
        """Its pages on the printable reference: the overview, the rulings, the questions and each later
        box's overview and rulings, then every leader, guild and board (a later box's among them); a
        later box's part adds nothing of its own."""
        if self.earlier is not None:
            return []
        parts = [printable.Part(OVERVIEW, 2), printable.Part(RULINGS, 2), printable.Part(QUESTIONS, 2)]
        for later in self.later:
            parts += [printable.Part(later.page_of_overview, 2), printable.Part(later.rulings_page_path, 2)]
        for group, title in GROUPS.items():
            parts += [printable.Part(page, 3, f"Leaders: {title}" if i == 0 else "")
                      for i, entry in enumerate(self.nav(group)) for page in entry.values()]
        return parts


def pages(base: Site, root: Path | None) -> LeadersSite:
    """The Leaders' part of the site beside the base game's ``base`` (point ``docs``), read from the
    spec the base site was read from: the first box's, holding the part of each later ruleset playing
    the expansion alone, read against the base game's edition whose board sides it shares; the tests
    quoting each name are looked for under ``root``."""
    variants = rulesets.variants_playing((NAME,))
    site = LeadersSite(base, load_ruleset(base.spec_folder, variants[0]), {})
    for variant in variants[1:]:
        rules = load_ruleset(base.spec_folder, variant)
        edition_site = base.edition
        if edition_site is None or edition_site.spec.sides != rules.spec.sides:
            continue
        site.later.append(LeadersSite(edition_site, rules, {}, first=site))
    if root is not None:
        for part in (site, *site.later):
            named = [c.name for c in (*part.leaders, *part.guilds)]
            part.tests = tests_quoting(root, named, [TESTS])
    return site



__all__ = ["FOLDER", "NOT_YET_PLAYED", "OVERVIEW", "QUESTIONS", "QUICK", "RULINGS", "LeadersSite", "pages"]
