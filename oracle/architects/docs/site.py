"""The 7 Wonders Architects section of the rules reference, generated from the spec while the site
is built (see :mod:`oracle.docs.hooks`).

Generated: a page per kind of card (what it does, in the player's words, how many each deck holds,
what becomes of it in a battle), per wonder (its pieces: cost, points, what each rests on, its effect, and a drawing of
the pieces from the spec) and per kind of progress token, each with the rulings that concern it
(``spec/architects/concerns.toml``), flagged when uncertain; the rule ids; the rulings with their
kind, sources and confidence and the pages they concern.  What an engine author needs (the
implementers' wording, the DSL source, the rules involved, the tests and conformance cases) is folded
away at the foot of each component page.
The rules chapter (``docs/architects/rules/index.md``) is written by hand; its ``{#rule.id}``
headings get each rule's statement, and its worked examples are computed here by the engine.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import ClassVar

from oracle.architects.docs import faq
from oracle.architects.docs.examples import Examples
from oracle.architects.ruleset import Ruleset, Wonder, load_ruleset
from oracle.architects.spec import CENTRAL, Ruling
from oracle.docs import conventions, printable
from oracle.docs.cases import pins
from oracle.docs.concerns import ComponentRulings, read_concerns
from oracle.docs.faq import Case, Faq, suite_cases
from oracle.docs.icons import ARCHITECTS
from oracle.docs.icons import words as icon_words
from oracle.docs.implementers import implementers_block, tests_quoting
from oracle.docs.links import relative, slug
from oracle.docs.names import BOOSTED, also_found, load_aliases, search_names
from oracle.docs.section import CONCERNS_FILE, NAMES_FILE, GameSection, read_table, rules_folder, rulings_page
from oracle.dsl import ast
from oracle.dsl.english import component_english
from oracle.dsl.plain import plain_english, stage_effects_plain
from oracle.dsl.printer import print_spec

SECTION = "architects"
RULES_FOLDER = rules_folder(SECTION)
FOLDERS = {"card": f"{SECTION}/cards", "wonder": f"{SECTION}/wonders", "progress": f"{SECTION}/progress"}
RULINGS_PAGE = rulings_page(SECTION)
# the words of concerns.toml that name every component of a kind
WHOLE_KINDS = {"cards": "card", "wonders": "wonder", "progress tokens": "progress"}
KIND_TITLES = {"card": "Card", "wonder": "Wonder", "progress": "Progress token"}

# The rule ids a component involves, read from its syntax tree: by kind of component, by construct,
# by trigger and by icon shown (no component is named here).
KIND_RULES: dict[str, tuple[str, ...]] = {
    "card": ("turn.take",),
    "wonder": ("build.cost", "build.order", "build.effect"),
    "progress": ("science.trade", "progress.once_per_turn"),
}
CONSTRUCT_RULES: dict[str, tuple[str, ...]] = {
    "produce": ("build.cost",),
    "produce_any": ("build.cost", "build.gold"),
    "science": ("science.trade",),
    "shields": ("military.battle", "military.two_player"),
    "points": ("scoring.points",),
    "points_by_copies": ("scoring.points",),
    "take_piece": ("cat.take", "cat.peek"),
    "flip": ("military.horns", "military.battle_call"),
    "take_top": ("turn.empty_deck",),
    "keep_from_top": ("turn.empty_deck",),
    "take_progress": ("progress.take",),
    "counts_as": ("build.cost",),
    "build_with_any": ("build.cost",),
    "conditional": ("end.wonder",),
}
TRIGGER_RULES: dict[str, tuple[str, ...]] = {
    "on_take": ("progress.extra_card", "progress.any_time"),
    "on_stage_build": ("progress.extra_card", "progress.any_time"),
    "once_per_turn": ("progress.any_time",),
}
ICON_RULES: dict[str, tuple[str, ...]] = {"horn": ("military.reset",), "cat": ("cat.take",)}


def component_rules(c: ast.Component) -> list[str]:
    """The rule ids ``c`` involves, without repeats, in a stable order."""
    clauses = [*c.clauses, *(clause for stage in c.stages for clause in stage.clauses)]
    ids = list(KIND_RULES.get(c.kind, ()))
    for clause in clauses:
        ids += TRIGGER_RULES.get(clause.trigger, ())
        for effect in clause.effects:
            ids += CONSTRUCT_RULES.get(effect.construct, ())
            if isinstance(effect, ast.Conditional):
                ids += CONSTRUCT_RULES.get(effect.then.construct, ()) + CONSTRUCT_RULES.get(
                    effect.otherwise.construct, ())
    for icon in c.icons:
        ids += ICON_RULES.get(icon.value, ())
    return list(dict.fromkeys(ids))


def ruling_anchor(ruling_id: str) -> str:
    """The anchor of a ruling on the rulings page (``wonder.rhodes_pieces`` -> ``wonder-rhodes_pieces``)."""
    return ruling_id.replace(".", "-")


class Site(GameSection):
    """The section of the site for 7 Wonders Architects: its generated pages, its navigation entries, its
    worked examples, and what the documentation hook asks of a section."""

    folder = SECTION
    variant_pages: ClassVar[dict[str, str]] = {"two_player_literal": f"{RULINGS_PAGE}#military-two_player_zero",
                                               "rhodes_pieces_1_4": f"{RULINGS_PAGE}#wonder-rhodes_pieces"}
    print_title = "7 Wonders Architects: the printable reference"
    print_intro = ("The whole rules reference of 7 Wonders Architects on one page, to print or to read offline: "
                   "the rules with every rule's statement and worked examples, the rulings, then every card, "
                   "wonder and progress token. What the site writes for implementers (the effect-language source, "
                   "tests and conformance cases) is left out.")
    rules: Ruleset

    def __init__(self, rules: Ruleset, names: dict[str, dict[str, dict[str, str]]] | None = None,
                 pins: dict[str, list[tuple[str, str]]] | None = None,
                 concerns: dict[str, object] | None = None, tests: dict[str, list[str]] | None = None,
                 cases: list[Case] | None = None):
        self.rules = rules
        self.spec = rules.spec
        self.names = names or {}
        self.pins = pins or {}      # component name -> (case id, description) of the cases naming it
        self.tests = tests or {}    # component name -> the tests quoting it
        self.components = {(c.kind, c.name): c for c in (*self.spec.cards, *self.spec.wonders, *self.spec.progress)}
        self.cases = cases or []    # the conformance suite's cases, for the FAQ page
        found = read_concerns(concerns or {}, self.spec.rulings, list(self.components), WHOLE_KINDS,
                              f"spec/{SECTION}/{CONCERNS_FILE}",
                              faq.WRONG.statements)
        self.concerns = found.rulings               # ruling id -> the components it concerns (concerns.toml)
        self.wrong_concerns = found.commonly_wrong  # commonly-wrong number -> the components it concerns
        self.shown = ComponentRulings(self.spec.rulings, faq.WRONG, found, RULINGS_PAGE, ruling_anchor)
        self.aliases: dict[str, list[str]] = {}   # English name -> its other English names (names.toml)

    @classmethod
    def load(cls, root: Path) -> Site:
        folder = cls.spec_path(root)
        rules = load_ruleset(str(folder))
        named = [c.name for c in (*rules.spec.cards, *rules.spec.wonders, *rules.spec.progress)]
        tests = tests_quoting(root, named, [f"tests/{SECTION}/", f"tests/test_{SECTION}_"])
        suite = cls.suite_path(root)
        site = cls(rules, read_table(folder / NAMES_FILE), pins(suite), read_table(folder / CONCERNS_FILE), tests,
                   suite_cases(suite))
        site.aliases = load_aliases(folder)
        site.spec_folder = str(folder)
        return site

    def other_names(self, table: str, name: str) -> list[str]:
        """``*French*: Alexandrie; *Portuguese*: Alexandria`` lines for a component (names.toml)."""
        given = self.names.get(table, {}).get(name, {})
        languages = {"fr": "French", "pt": "Portuguese"}
        shown = "; ".join(f"*{languages[code]}*: {given[code]}" for code in languages if code in given)
        return [f"Other names: {shown}.", ""] if shown else []

    def found_as(self, table: str, name: str) -> list[str]:
        """The line of the other names a page is searched by: other English names, and the French and
        Portuguese names without accents."""
        given = self.names.get(table, {}).get(name, {}).values()
        return also_found(search_names(name, self.aliases.get(name, []), given))

    def symbols(self, here: str) -> list[str]:
        """The table of the game's symbols, each icon with its word (the quick reference's too)."""
        return ARCHITECTS.legend(icon_words(self.spec.vocabulary), here)

    def rule_link(self, here: str, rid: str) -> str:
        """A link from ``here`` to the place the rules chapter explains ``rid``."""
        return f"[`{rid}`]({relative(here, RULES_FOLDER + '/index.md#' + rid)})"

    def page_of_name(self, name: str) -> str:
        kind = next(k for k, n in self.components if n == name)
        return f"{FOLDERS[kind]}/{slug(name)}.md"

    # ---- worked examples ----------------------------------------------------------------------
    def examples(self) -> Examples:
        """The rules chapter's worked examples."""
        return Examples(self.rules)

    # ---- component pages -------------------------------------------------------------------------
    def _plain(self, c: ast.Component) -> list[str]:
        """``c``'s short text for players (:func:`oracle.dsl.plain.plain_english`)."""
        return plain_english(c, vocabulary=self.spec.vocabulary)

    def _what_it_does(self, c: ast.Component, here: str) -> list[str]:
        facts = f"**{KIND_TITLES[c.kind]}**"
        if c.colour is not None:
            facts += f" · **Colour:** {c.colour.value}"
        facts = " · ".join([facts, *ARCHITECTS.facts(c, here)])
        return [facts, "", "## What it does", "", *[f"{s}\n" for s in self._plain(c)]]

    def card_page(self, c: ast.Component) -> str:
        here = self.page_of_name(c.name)
        lines = [*BOOSTED, f"# {c.name}", "", *self.uncertain_note(c.name), *self._what_it_does(c, here),
                 *self.in_battles(c.name, here), "## In the decks", "", "| deck | cards |", "| --- | --- |"]
        for deck, counts in self.spec.decks.items():
            name = deck if deck == CENTRAL else f"[{deck}]({relative(here, self.page_of_name(deck))})"
            lines.append(f"| {name} | {counts.get(c.name, 0)} |")
        total = sum(counts.get(c.name, 0) for counts in self.spec.decks.values())
        lines += ["", f"{total} in the box.", ""]
        return "\n".join(lines + self.rulings_about(c.name, here) + self._source(c))

    def in_battles(self, name: str, here: str) -> list[str]:
        """military.battle, military.reset: what becomes of a card with shields when a battle is fought
        (discarded if it shows horns, kept if not); nothing for a card without shields."""
        kind = self.rules.kinds[self.rules.kind_index(name)]
        if not kind.shields:
            return []
        reset = f"{relative(here, f'{RULES_FOLDER}/index.md')}#military.reset"
        shields = "Its shield counts" if kind.shields == 1 else "Its shields count"
        if self.rules.kind_index(name) in self.rules.horned:
            fate = (f"After each battle its owner discards it: every red card showing horns leaves its city once "
                    f"the battle is fought, while red cards without horns stay ([after the battle]({reset})).")
        else:
            fate = (f"It stays after battles: only red cards showing horns are discarded once a battle is fought "
                    f"([after the battle]({reset})), so its shield keeps counting in every later battle.")
        return ["## In battles", "", f"{shields} in every battle fought while its owner has it. {fate}", ""]

    def wonder_page(self, c: ast.Component) -> str:
        wonder = self.rules.wonders[self.rules.wonder_index(c.name)]
        here = self.page_of_name(c.name)
        lines = [*BOOSTED, f"# {c.name}", "", *self.other_names("wonders", c.name), *self.found_as("wonders", c.name),
                 *self.uncertain_note(c.name),
                 f"**{KIND_TITLES[c.kind]}**", "", "## What it does", "", self.wonder_figure(wonder), "",
                 "| piece | cost | points | rests on | what it does |", "| --- | --- | --- | --- | --- |"]
        stages = {s.number: s for s in c.stages}
        for p in wonder.pieces:
            effects = self.piece_plain(c, stages[p.number])
            rests = ", ".join(str(n) for n in p.rests_on) or "the ground"
            lines.append(f"| {p.number} | {p.units} {p.mix} | {p.points} | {rests} | {effects} |")
        lines += ["", f"{sum(p.points for p in wonder.pieces)} points in all. Its deck holds "
                  f"{sum(self.spec.decks[c.name].values())} cards.", ""]
        return "\n".join(lines + self.rulings_about(c.name, here) + self._source(c))

    def piece_plain(self, c: ast.Component, stage: ast.Stage) -> str:
        """What a piece does in the player's words, its points left out (they have their own column); a
        look at the top cards of a deck also says what a short deck gives (rulings.toml
        wonder.halicarnassus_rest)."""
        text = stage_effects_plain(c, stage, self.spec.vocabulary, leave_out_points=True)
        for e in (e for clause in stage.clauses for e in clause.effects if isinstance(e, ast.KeepFromTop)):
            text += (f" A deck holding fewer than {e.look} cards shows you all it holds; you cannot pick an empty "
                     "deck, and with both empty you get no card.")
        return text

    def wonder_figure(self, wonder: Wonder) -> str:
        """The pieces as boxes, each above the pieces it rests on, drawn from the spec (build.order)."""
        level: dict[int, int] = {}
        for p in wonder.pieces:   # pieces rest only on lower numbers in the spec, checked by the validator
            level[p.number] = 1 + max((level[n] for n in p.rests_on if n in level), default=0)
        rows: dict[int, list[int]] = {}
        for n, lv in sorted(level.items()):
            rows.setdefault(lv, []).append(n)
        width, box_w, box_h, gap = 360, 90, 36, 24
        top = max(rows)
        where: dict[int, tuple[float, float]] = {}
        for lv, numbers in rows.items():
            row_y = float((top - lv) * (box_h + gap) + 8)
            step = width / (len(numbers) + 1)
            for i, n in enumerate(numbers):
                where[n] = (step * (i + 1), row_y)
        parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {top * (box_h + gap) + 8}" '
                 f'width="{width}" role="img" aria-label="the pieces of {html.escape(wonder.name)}">']
        for p in wonder.pieces:
            x, y = where[p.number]
            for n in p.rests_on:
                bx, by = where[n]
                parts.append(f'<line x1="{x:.0f}" y1="{y + box_h:.0f}" x2="{bx:.0f}" y2="{by:.0f}" '
                             'stroke="currentColor" stroke-width="1.5"/>')
        for p in wonder.pieces:
            x, y = where[p.number]
            mark = "≠" if p.mix == "different" else "="
            parts.append(f'<rect x="{x - box_w / 2:.0f}" y="{y:.0f}" width="{box_w}" height="{box_h}" rx="4" '
                         'fill="none" stroke="currentColor" stroke-width="1.5"/>')
            parts.append(f'<text x="{x:.0f}" y="{y + 23:.0f}" text-anchor="middle" font-size="13" '
                         f'fill="currentColor">{p.number}: {p.units}{mark} · {p.points} pt</text>')
        parts.append("</svg>")
        return "".join(parts)

    def progress_page(self, c: ast.Component) -> str:
        copies = self.spec.token_copies(c.name)
        here = self.page_of_name(c.name)
        lines = [*BOOSTED, f"# {c.name}", "", *self.other_names("progress", c.name),
                 *self.found_as("progress", c.name), *self.uncertain_note(c.name), *self._what_it_does(c, here),
                 f"{copies} in the box.", ""]
        return "\n".join(lines + self.rulings_about(c.name, here) + self._source(c))

    # ---- rulings on component pages ---------------------------------------------------------------
    def rulings_of(self, name: str) -> list[Ruling]:
        """The rulings concerning the component ``name`` (concerns.toml), in the order of rulings.toml."""
        chosen = {r.id for r in self.shown.rulings_of([name])}
        return [r for r in self.spec.rulings if r.id in chosen]

    def uncertain_note(self, name: str) -> list[str]:
        """A warning at the top of a page whose facts rest on a ruling of less than high confidence."""
        return self.shown.uncertain_note([name])

    def rulings_about(self, name: str, here: str) -> list[str]:
        """Each ruling and each commonly-wrong rule concerning the component ``name``, linked to the
        Rulings and FAQ page (:class:`oracle.docs.concerns.ComponentRulings`)."""
        return self.shown.section([name], here)

    def _source(self, c: ast.Component) -> list[str]:
        """The folded block: the reference wording, the DSL source, the rules involved, the tests and the
        conformance cases naming ``c``."""
        here = self.page_of_name(c.name)
        chapter = relative(here, f"{RULES_FOLDER}/index.md")
        reference = " ".join(component_english(c, facts=True, vocabulary=self.spec.vocabulary))
        rules = [(f"[`{rid}`]({chapter}#{rid})", self.spec.rule_ids[rid]) for rid in component_rules(c)]
        location = f"spec/{SECTION}/{Path(c.pos.file).name}:{c.pos.line}"
        return implementers_block(reference, [location], print_spec([c]), rules, self.tests.get(c.name, []),
                                  self.pins.get(c.name, []), SECTION)

    # ---- index pages ------------------------------------------------------------------------------
    def index_page(self) -> str:
        spec = self.spec
        here = f"{SECTION}/index.md"
        lines = ["# 7 Wonders Architects", "",
                 f"The reference of 7 Wonders Architects, {spec.min_players} to {spec.max_players} players, "
                 "generated from the spec in `spec/architects`: its rules chapter, the pages of its "
                 f"{len(spec.cards)} kinds of card, {len(spec.wonders)} wonders and {len(spec.progress)} kinds of "
                 "progress token, its rule ids and every ruling on a point where the sources disagree.", "",
                 "| wonder | deck | pieces | points |", "| --- | --- | --- | --- |"]
        for w in self.rules.wonders:
            lines.append(f"| [{w.name}]({relative(here, self.page_of_name(w.name))}) | "
                         f"{sum(spec.decks[w.name].values())} cards | {len(w.pieces)} | "
                         f"{sum(p.points for p in w.pieces)} |")
        lines += ["", f"The central deck holds {sum(spec.decks[CENTRAL].values())} cards.", "",
                  "| players | conflict tokens |", "| --- | --- |"]
        lines += [f"| {n} | {t} |" for n, t in spec.conflict_tokens.items()]
        lines += ["", "## Variants", ""]
        lines += [f"- `{name}`: {text}" for name, text in spec.variants.items()]
        return "\n".join(lines) + "\n"

    def kind_index(self, kind: str, title: str, intro: str) -> str:
        here = f"{FOLDERS[kind]}/index.md"
        lines = [f"# {title}", "", intro, ""]
        for (k, name), c in self.components.items():
            if k == kind:
                facts = ARCHITECTS.facts(c, here) if kind == "card" else []
                lines.append(f"- [{name}]({relative(here, self.page_of_name(name))})"
                             + (f": {' · '.join(facts)}" if facts else ""))
        if kind == "card":
            lines += ["", "## Icons", "", "The resources, the gold card, science symbols, shields and icons as this "
                      "reference draws them; each icon is always shown beside its word.", "",
                      *self.symbols(here)]
        return "\n".join(lines) + "\n"

    def rule_ids_page(self) -> str:
        lines = ["# Rule ids", "", "Every rule of Architects by its stable id, as the engine's errors and the tests "
                 "name it.", "", "| rule | statement |", "| --- | --- |"]
        lines += [f'| <a id="{rid}"></a>`{rid}` | {text} |' for rid, text in self.spec.rule_ids.items()]
        return "\n".join(lines) + "\n"

    def faq(self) -> Faq:
        """The Rulings and FAQ page's facts (:mod:`oracle.architects.docs.faq`)."""
        chapter = f"{RULES_FOLDER}/index.md"
        return Faq(RULINGS_PAGE, faq.INTRO, SECTION, self.spec.rulings, faq.WRONG, faq.RULING_TESTS, faq.WRONG_TESTS,
                   self.cases, lambda here, rid: f"[`{rid}`]({relative(here, chapter)}#{rid})",
                   lambda here, name: f"[{name}]({relative(here, self.page_of_name(name))})",
                   tuple(n for _, n in self.components), self.concerns, self.wrong_concerns, ruling_anchor,
                   f"oracle --game {SECTION} play")

    def conventions(self) -> conventions.Conventions:
        """The conventions page's facts, read from the engine: the decks within a seat's reach (its
        own deck on its left, its right neighbour's on its right) and whose turn follows whose."""
        from oracle.architects.legal import within_reach

        table = 5
        states = {n: self.game("standard", n).new_game(seed=0) for n in range(2, self.spec.max_players + 1)}

        def right(seat: int, players: int) -> int:
            return within_reach(states[players], seat)[1]

        def left(seat: int, players: int) -> int:
            return next(s for s in range(players) if right(s, players) == seat)

        play = self.game("standard", table).random_game(0)
        first = play.initial.mover
        follows = next(step.state.mover for step in play.steps if step.state.mover != first)
        return conventions.Conventions(
            title="7 Wonders Architects",
            seats=f"Players sit in seats numbered from 0, clockwise around the table: 0 and 1 with two players, 0 "
                  f"to {self.spec.max_players - 1} with {self.spec.max_players}. Seat *s* holds the wonder "
                  "`setup.wonders[s]`; the setup's `first_player` is the seat that takes the first turn.",
            left=left, right=right, pictured=table,
            sides="A seat's left neighbour is the next seat (seat + 1, the last seat's is seat 0) and its right "
                  "neighbour the previous one. Each wonder's deck lies between its owner and the owner's left "
                  "neighbour: the deck on a player's left is their own wonder's, the deck on their right their "
                  "right neighbour's. A record names a deck by its wonder.",
            order_intro=f"Every decision of a turn is the mover's, in this order; then the turn passes to the left "
                        f"(at a table of {table}, seat {follows} plays after seat {first}):",
            order=(("turn.take", "the mover takes the top card of the deck on their left, of the deck on their "
                                 "right or of the central deck"),
                   ("build.effect", "a decision a piece just built owes (a card to take, a deck to look into, a "
                                    "card to keep) comes at once, before anything else"),
                   ("science.trade", "so does the progress token that green cards just traded buy"),
                   ("progress.any_time", "the extra cards the mover's tokens give are taken whenever the mover "
                                         "wishes in the turn, before or after the rest"),
                   ("turn.actions", "the turn ends once nothing is left to do"),
                   ("turn.order", "play passes to the left: the next seat")))

    # ---- the printable reference -----------------------------------------------------------------
    def print_parts(self) -> list[printable.Part]:
        """The pages the printable reference holds, in reading order: the rules chapter and the
        rulings, then the cards, the wonders and the progress tokens, each kind after its index."""
        parts = [printable.Part(f"{RULES_FOLDER}/index.md", 2), printable.Part(f"{SECTION}/rulings.md", 2)]
        for key, kind in (("cards", "card"), ("wonders", "wonder"), ("progress", "progress")):
            parts.append(printable.Part(f"{FOLDERS[kind]}/index.md", 2))
            parts += [printable.Part(page, 3) for entry in self.nav(key) for page in entry.values()]
        return parts

    def own_pages(self) -> dict[str, str]:
        """The cards, wonders and progress tokens, their indexes and the icons."""
        out = {f"{FOLDERS['card']}/index.md": self.kind_index(
                   "card", "Cards",
                   "Every card is one of fourteen kinds; each page says how many of it each deck holds."),
               f"{FOLDERS['wonder']}/index.md": self.kind_index(
                   "wonder", "Wonders", "Seven wonders of five pieces each, and the deck each brings to the table."),
               f"{FOLDERS['progress']}/index.md": self.kind_index(
                   "progress", "Progress tokens", "Fourteen kinds of progress token, fifteen tokens in the box.")}
        for c in self.spec.cards:
            out[self.page_of_name(c.name)] = self.card_page(c)
        for c in self.spec.wonders:
            out[self.page_of_name(c.name)] = self.wonder_page(c)
        for c in self.spec.progress:
            out[self.page_of_name(c.name)] = self.progress_page(c)
        out.update(ARCHITECTS.files(icon_words(self.spec.vocabulary)))
        return out

    def nav(self, key: str) -> list[dict[str, str]]:
        """Navigation entries for a placeholder: ``cards``, ``wonders`` or ``progress``."""
        kind = {"cards": "card", "wonders": "wonder", "progress": "progress"}[key]
        return [{name: self.page_of_name(name)} for (k, name) in self.components if k == kind]
