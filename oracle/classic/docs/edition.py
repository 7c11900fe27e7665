"""The page of the 2020 edition of 7 Wonders: every difference from the first edition, generated
from the two rulesets (what ``spec/classic/variants/edition2020`` adds, replaces and removes).

Each line names the component or rule on both sides, in the player's words (:mod:`oracle.dsl.plain`),
and links the page that shows it in both editions (a card's or board's page, at its part on the 2020
edition, or the rules chapter at the rule); the edition's rule ids and rulings follow.
"""

from __future__ import annotations

from dataclasses import dataclass

from oracle.classic.spec import AGES, ClassicSpec
from oracle.core.spec import Ruling
from oracle.docs.concerns import ComponentRulings, Concerns
from oracle.docs.faq import CommonlyWrong, components_named
from oracle.docs.links import relative, slug
from oracle.dsl import ast
from oracle.dsl.plain import chain_names, plain_english
from oracle.dsl.printer import print_spec

EDITION = "edition2020"
PAGE = "classic/edition2020.md"
CARDS = "classic/cards"
BOARDS = "classic/boards"
RULES = "classic/rules/index.md"


def same(a: ast.Component, b: ast.Component) -> bool:
    """The same component but for where it is written."""
    return print_spec([a]) == print_spec([b])


@dataclass(frozen=True)
class Differences:
    """What the edition changes of the first edition's cards, boards and rules."""

    removed: list[ast.Component]
    changed: list[tuple[ast.Component, ast.Component]]    # (first edition, 2020)
    added: list[ast.Component]
    copies: list[tuple[str, str, tuple[int, ...], tuple[int, ...]]]   # name, Age, first edition's, 2020's
    rules_added: list[str]
    rules_replaced: list[str]
    rules_removed: list[str]


def differences(first: ClassicSpec, edition: ClassicSpec) -> Differences:
    """Every card whose text or copies differ, and every rule id added, restated or removed."""
    old = {c.name: c for c in first.cards}
    new = {c.name: c for c in edition.cards}
    copies = []
    for age in AGES:
        for name, markers in edition.decks[age].items():
            before = first.decks[age].get(name)
            if before is not None and before != markers:
                copies.append((name, age, before, markers))
    return Differences(
        removed=[c for c in first.cards if c.name not in new],
        changed=[(old[c.name], c) for c in edition.cards if c.name in old and not same(old[c.name], c)],
        added=[c for c in edition.cards if c.name not in old],
        copies=copies,
        rules_added=[r for r in edition.rule_ids if r not in first.rule_ids],
        rules_replaced=[r for r in edition.rule_ids if r in first.rule_ids
                        and first.rule_ids[r] != edition.rule_ids[r]],
        rules_removed=[r for r in first.rule_ids if r not in edition.rule_ids],
    )


def _marks(markers: tuple[int, ...]) -> str:
    return " ".join(f"{m}+" for m in markers)


def _text(spec: ClassicSpec, c: ast.Component) -> str:
    lines = plain_english(c, vocabulary=spec.vocabulary, names=chain_names(spec.cards))
    return " ".join(lines).replace("|", "\\|")


def _cost(c: ast.Component) -> str:
    text = print_spec([c])
    line = next((s.strip() for s in text.split("\n") if s.strip().startswith("cost ")), "")
    return line.removeprefix("cost ") or "free"


def _where(spec: ClassicSpec, name: str) -> str:
    if name in spec.guilds:
        return "guild"
    found = [f"Age {age} ({_marks(spec.decks[age][name])})" for age in AGES if name in spec.decks[age]]
    return ", ".join(found)


def edition_page(first: ClassicSpec, edition: ClassicSpec) -> str:
    """The page: how to play the edition, then every difference, then its rulings."""
    d = differences(first, edition)

    def card_link(name: str, anchor: str = "#edition2020") -> str:
        return f"[{name}]({relative(PAGE, f'{CARDS}/{slug(name)}.md')}{anchor})"

    def rule_link(rid: str) -> str:
        return f"[`{rid}`]({relative(PAGE, f'{RULES}#{rid}')})"

    lines = ["# The 2020 edition", "",
             "Since 2020 the game in print is a new edition of 7 Wonders: every board has a Day and a Night side, "
             "some cards were replaced, re-costed or given other links, and the two-player Free City is gone. "
             "The oracle plays it as the variant `edition2020` of the original game: "
             "`oracle --game classic play --variant edition2020 --players 5`, "
             "`oracle.load_game(\"classic\", variant=\"edition2020\", players=5)`, and a record of it says "
             "`\"variant\": \"edition2020\"` and names each board's side `Day` or `Night`.", "",
             f"It is played by {edition.min_players} to {edition.max_players} players. Its spec states only what "
             "differs from the first edition's (`spec/classic/variants/edition2020`); this page is generated from "
             "the two. No rulebook of the edition is among the project's sources: the facts come from "
             "photographs of the printed cards and from independent engines of the edition, and every fact only "
             "one source gives, or that sources dispute, is a [ruling](#rulings) below.", "",
             "## Cards", ""]
    lines += ["### Gone from the edition", "", "| card | where it was | what it did |", "| --- | --- | --- |"]
    lines += [f"| {card_link(c.name)} | {_where(first, c.name)} | {_text(first, c)} |" for c in d.removed]
    lines += ["", "### New in the edition", "", "| card | where | cost | what it does |", "| --- | --- | --- | --- |"]
    lines += [f"| {card_link(c.name, '')} | {_where(edition, c.name)} | {_cost(c)} | {_text(edition, c)} |"
              for c in d.added]
    lines += ["", "### Changed", "",
              "| card | first edition | 2020 edition |", "| --- | --- | --- |"]
    for old, new in d.changed:
        before = f"cost {_cost(old)}: {_text(first, old)}"
        after = f"cost {_cost(new)}: {_text(edition, new)}"
        lines.append(f"| {card_link(old.name)} | {before} | {after} |")
    lines += ["", "### Copies changed", "",
              "| card | Age | first edition | 2020 edition |", "| --- | --- | --- | --- |"]
    lines += [f"| {card_link(name)} | {age} | {_marks(a)} | {_marks(b)} |" for name, age, a, b in d.copies]
    lines += ["", f"Every other card is the same in both editions. Each Age still deals {edition.hand_size} cards "
              f"to every player, and Age III holds the number of players plus {edition.guilds_beyond_players} "
              f"guilds, drawn from the {len(edition.guilds)}.", "", "## Boards", "",
              "The same seven boards, each with new stage costs on most sides; a board's side is chosen by its "
              "player. Side by side, stage by stage:", ""]
    sides = {c.name: c for c in first.wonders}
    sides_2020 = {c.name: c for c in edition.wonders}
    for board, (a, b) in edition.boards.items():
        old_a, old_b = first.boards[board]
        lines += [f"### [{board}]({relative(PAGE, f'{BOARDS}/{slug(board)}.md')}#edition2020)", "",
                  f"| | {first.sides[0]} | {edition.sides[0]} | {first.sides[1]} | {edition.sides[1]} |",
                  "| --- | --- | --- | --- | --- |"]
        columns = [sides[old_a], sides_2020[a], sides[old_b], sides_2020[b]]
        specs = [first, edition, first, edition]
        own = [_text(s, ast.Component("wonder", c.name, clauses=c.clauses)) for s, c in zip(specs, columns,
                                                                                           strict=True)]
        lines.append("| from the start | " + " | ".join(own) + " |")
        for n in range(1, max(len(c.stages) for c in columns) + 1):
            cells = []
            for spec, c in zip(specs, columns, strict=True):
                stage = next((s for s in c.stages if s.number == n), None)
                if stage is None:
                    cells.append("")
                    continue
                cells.append(_text(spec, ast.Component("wonder", c.name, stages=(stage,))))
            lines.append(f"| stage {n} | " + " | ".join(cells) + " |")
        lines.append("")
    lines += ["## Rules", "", "The rules of the first edition hold but for these. The rule ids are those of the "
              "first edition's [rules](rules/index.md), the edition's own ones added.", "",
              "| rule | what changed | the 2020 edition |", "| --- | --- | --- |"]
    lines += [f'| <a id="{r}"></a>`{r}` | new | {edition.rule_ids[r]} |' for r in d.rules_added]
    lines += [f"| {rule_link(r)} | restated | {edition.rule_ids[r]} |" for r in d.rules_replaced]
    lines += [f"| {rule_link(r)} | gone | {first.rule_ids[r]} |" for r in d.rules_removed]
    lines += ["", "## Rulings {#rulings}", "",
              "Where the sources of the edition disagree or are silent, and what the oracle decides. The first "
              "edition's rulings that still hold apply too; they are on the [rulings](rulings.md) page.", ""]
    for r in own_rulings(first, edition):
        lines += _ruling(r)
    return "\n".join(lines) + "\n"


def ruling_anchor(ruling_id: str) -> str:
    """The anchor of a ruling of the edition on its page: ``edition.well_and_theater`` ->
    ``edition-well_and_theater``."""
    return ruling_id.replace(".", "-")


def own_rulings(first: ClassicSpec, edition: ClassicSpec) -> list[Ruling]:
    """The edition's rulings that are not the first edition's, in the order of its ``rulings.toml``."""
    firsts = {r.id for r in first.rulings}
    return [r for r in edition.rulings if r.id not in firsts]


def component_rulings(first: ClassicSpec, edition: ClassicSpec, wrong: CommonlyWrong) -> ComponentRulings:
    """What the edition's pages show of its own rulings: each ruling concerns the cards, boards and board
    sides its question and decision name, and links its entry on the edition's page."""
    names = [*(c.name for c in edition.cards), *edition.boards, *(c.name for c in edition.wonders)]
    rulings = own_rulings(first, edition)
    concerns = Concerns({r.id: tuple(components_named(f"{r.question} {r.decision}", names)) for r in rulings})
    return ComponentRulings(tuple(rulings), wrong, concerns, PAGE, ruling_anchor)


def _ruling(r: Ruling) -> list[str]:
    return [f"### {r.question} {{#{ruling_anchor(r.id)}}}", "", r.decision, "",
            f"*{r.kind.capitalize()}* on `{r.rule}` · sources: {'; '.join(r.sources)} · confidence: {r.confidence}",
            ""]
