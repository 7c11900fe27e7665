"""The page of the Pantheon expansion of 7 Wonders Duel, generated from the two rulesets: the base
game's (``spec/duel``) and the expansion's (``spec/duel/variants/pantheon``).

The page says how to play the expansion, what it takes out of the base game and what it puts in:
every divinity, the Grand Temples, the new wonders and progress tokens, each with its rules text in
English (:func:`oracle.dsl.english.component_english`) and its DSL source; then the Pantheon board's
prices from the ``[pantheon]`` table, every rule id of the expansion with an anchor of its own
(``#pantheon.cost``), and the expansion's rulings.  Nothing on it is written by hand.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from oracle.core.components import Component
from oracle.core.spec import Ruling
from oracle.dsl.english import cost_english, word
from oracle.duel.docs.overview_parts import cell, english, ruling_lines, source_cell
from oracle.duel.pantheon.spec import PantheonConstants
from oracle.duel.pantheon.state import VARIANT as PANTHEON
from oracle.duel.ruleset import Ruleset

PAGE = "duel/pantheon.md"
FAQ_PAGE = "duel/rules/pantheon-faq.md"
SPEC = f"spec/duel/variants/{PANTHEON}"
SCHEMAS = "spec/schema/duel-pantheon"
TEMPLES = "grand_temple"      # the deck of the Grand Temples (game.toml of the expansion)
ROMAN = ("I", "II", "III")


@dataclass(frozen=True)
class Expansion:
    """What the expansion changes of the base game: components, rule ids and rulings."""

    removed: list[Component]          # base components the expansion leaves out
    divinities: list[Component]       # the fifteen divinities and the Gate
    temples: list[Component]
    wonders: list[Component]          # the wonders it adds
    progress: list[Component]         # the progress tokens it adds
    rules_added: list[str]
    rules_restated: list[str]
    rules_removed: list[str]
    rulings: list[Ruling]             # its own rulings and those it restates


def expansion(base: Ruleset, pantheon: Ruleset) -> Expansion:
    """Every component, rule id and ruling the expansion adds, restates or removes."""
    before = {c.name for c in base.components}
    after = {c.name for c in pantheon.components}
    base_rulings = {r.id: r for r in base.rulings}
    return Expansion(
        removed=[c for c in base.components if c.name not in after],
        divinities=list(pantheon.divinities),
        temples=[c for c in pantheon.cards if c.deck == TEMPLES],
        wonders=[c for c in pantheon.wonders if c.name not in before],
        progress=[c for c in pantheon.progress if c.name not in before],
        rules_added=[r for r in pantheon.rule_ids if r not in base.rule_ids],
        rules_restated=[r for r in pantheon.rule_ids if r in base.rule_ids
                        and base.rule_ids[r] != pantheon.rule_ids[r]],
        rules_removed=[r for r in base.rule_ids if r not in pantheon.rule_ids],
        rulings=[r for r in pantheon.rulings if base_rulings.get(r.id) != r],
    )


def mythology(c: Component) -> str:
    """The Mythology of a divinity (its deck), or of a Grand Temple (the chain symbol that frees it)."""
    names = [c.deck] if c.kind == "divinity" and c.deck else [str(s) for s in c.source.free_with]
    return ", ".join(word(n).capitalize() for n in names) or "none"


def board(rules: Ruleset) -> PantheonConstants:
    """The ``[pantheon]`` table of the expansion's ``game.toml`` (``ValueError``: a ruleset without it)."""
    if rules.section("pantheon") is None:
        raise ValueError(f"{rules.title}: the ruleset has no [pantheon] table")
    return rules.section("pantheon")


def age(number: int) -> str:
    """An Age's number as the rules write it: 2 -> ``II``."""
    return ROMAN[number - 1]


def price_table(rules: Ruleset) -> list[str]:
    """The Pantheon's spaces and what each player pays on each, for a divinity and for the Gate."""
    p = board(rules)
    lines = ["| space | first player | second player | the Gate, first player | the Gate, second player |",
             "| --- | --- | --- | --- | --- |"]
    for space, (first, second) in enumerate(p.costs, start=1):
        lines.append(f"| {space} | {first} | {second} | {first * p.gate_cost_factor} | "
                     f"{second * p.gate_cost_factor} |")
    return lines


def page(base: Ruleset, pantheon: Ruleset, link: Callable[[str], str],
                  rule_link: Callable[[str], str], schemas: Sequence[str],
                  page_link: Callable[[str], str] = str) -> str:
    """The page: how to play the expansion, what it removes and adds, the board's prices, its rule
    ids and its rulings.  ``link`` gives the link to a base component's page from this page,
    ``rule_link`` the link to a base rule id, ``schemas`` the files of the expansion's schemas,
    ``page_link`` what a component of the expansion's tables is shown as (its name, by default; the
    link to its own page)."""
    e = expansion(base, pantheon)
    p = board(pantheon)
    mythologies = pantheon.vocabulary.mythologies
    own = [d for d in e.divinities if d.deck]
    gate = [d for d in e.divinities if not d.deck]
    c = pantheon.constants

    def here(rid: str) -> str:
        return f"[`{rid}`](#{rid})"

    lines = ["# The Pantheon expansion", "",
             "The Pantheon adds divinities to 7 Wonders Duel: cards a player pays to call on from a board of six "
             "spaces instead of taking a card from the structure. The oracle plays the expansion as the variant "
             f"`{PANTHEON}` of 7 Wonders Duel: `oracle --game duel play --variant {PANTHEON}`, "
             f"`oracle.load_game(\"duel\", variant=\"{PANTHEON}\")`, and a record of such a game says "
             f"`\"variant\": \"{PANTHEON}\"`. Its records, moves and observations have schemas of their own, "
             f"in `{SCHEMAS}/`: " + ", ".join(f"`{s}`" for s in schemas) + ".", "",
             f"Its spec states only what differs from the base game (`{SPEC}`); this page is generated from the "
             "two rulesets. Every point the sources leave open or dispute is one of the [rulings](#rulings) "
             f"below; [what happens when…?]({FAQ_PAGE.removeprefix('duel/')}) answers the questions most often "
             "asked in play, ruling by ruling.", "",
             "## What the expansion changes", "",
             f"It takes out the {len(e.removed)} guilds: "
             + ", ".join(link(x.name) for x in e.removed)
             + f" ({here('setup.grand_temples')}). In their place it adds:", "",
             f"- {len(own)} [divinities](#divinities), {len(own) // len(mythologies)} in each of the "
             f"{len(mythologies)} Mythologies, and [{gate[0].name if gate else p.gate}](#divinities), which "
             f"belongs to none;",
             f"- {len(e.temples)} [Grand Temples](#grand-temples), {c.guilds_in_age_III} of which join the "
             "Age III deck where the guilds were;",
             f"- {len(e.wonders)} [wonders](#wonders), for {len(pantheon.wonders)} in the draft, of which "
             f"{c.wonders_in_draft} are drafted;",
             f"- {len(e.progress)} [progress tokens](#progress-tokens), for {len(pantheon.progress)} in the game, "
             f"{c.progress_on_board} on the board and {c.progress_in_box} in the box;",
             f"- the [Pantheon board](#the-pantheon-board), with {2 * len(mythologies)} Mythology tokens and "
             f"{len(p.offering_tokens)} Offering tokens.", "",
             "## Divinities {#divinities}", "",
             f"A divinity is never built: it is activated ({here('pantheon.activate')}) for the price of its space "
             f"on the board, from Age {age(p.first_age)} on, and then stays in front of its owner "
             f"({here('pantheon.divinity')}).", "",
             "| divinity | Mythology | what it does | DSL source |", "| --- | --- | --- | --- |"]
    lines += [f"| {page_link(d.name)} | {mythology(d)} | {english(d, pantheon)} | {source_cell(d)} |"
              for d in e.divinities]
    lines += ["", "## Grand Temples", "",
              f"Purple cards of their own deck; the temples a city holds score together, once "
              f"({here('effect.points_by_set')}), and a Mythology token frees its Mythology's temple "
              f"({here('pantheon.temple_free')}).", "",
              "| Grand Temple | Mythology | cost | what it does | DSL source |", "| --- | --- | --- | --- | --- |"]
    lines += [f"| {page_link(t.name)} | {mythology(t)} | {cost_english(t.source.cost)} | {english(t, pantheon)} | "
              f"{source_cell(t)} |" for t in e.temples]
    lines += ["", "## Wonders", "", "| wonder | cost | what it does | DSL source |", "| --- | --- | --- | --- |"]
    lines += [f"| {page_link(w.name)} | {cost_english(w.source.cost)} | {english(w, pantheon)} | {source_cell(w)} |"
              for w in e.wonders]
    lines += ["", "## Progress tokens", "", "| progress token | what it does | DSL source |", "| --- | --- | --- |"]
    lines += [f"| {page_link(t.name)} | {english(t, pantheon)} | {source_cell(t)} |" for t in e.progress]
    slots_one = ", ".join(str(s) for s in p.mythology_slots)
    slots_two = ", ".join(str(s) for s in p.offering_slots)
    values = ", ".join(str(v) for v in p.offering_tokens)
    lines += ["", "## The Pantheon board", "",
              f"The board has {len(p.costs)} spaces, numbered from the first player's capital end "
              f"({here('pantheon.board')}). Each player pays the figure on their own side of a space; the Gate "
              f"costs {p.gate_cost_factor} times its space's figure ({here('pantheon.cost')}). Before any "
              "discount, an activation costs:", "", *price_table(pantheon), "",
              f"At setup, {len(p.mythology_slots)} Mythology tokens (of {p.mythology_tokens_each} per Mythology) "
              f"lie on the face-down Age I cards of slots {slots_one}, and the Offering tokens worth {values} on "
              f"the face-down Age II cards of slots {slots_two} ({here('pantheon.tokens_setup')}). Taking a "
              f"Mythology token draws {p.divinities_drawn} divinities of its Mythology, one of which goes on an "
              f"empty space ({here('pantheon.place')}); the Gate takes the space left empty when Age "
              f"{age(p.first_age)} begins ({here('pantheon.gate')}).", "",
              "## Rules", "",
              "The base game's [rules](rules/index.md) hold but for these. Each rule keeps its id; the expansion's "
              "own are new, and a restated one replaces the base game's statement while the expansion is "
              "played.", "",
              "| rule | what changed | with the Pantheon |", "| --- | --- | --- |"]
    lines += [f'| <a id="{r}"></a>`{r}` | new | {cell(pantheon.rule_ids[r])} |' for r in e.rules_added]
    lines += [f'| <a id="{r}"></a>`{r}` | restated (the base game\'s: {rule_link(r)}) | '
              f"{cell(pantheon.rule_ids[r])} |" for r in e.rules_restated]
    lines += [f'| <a id="{r}"></a>`{r}` | gone | {cell(base.rule_ids[r])} |' for r in e.rules_removed]

    def ruling_rule(rid: str) -> str:
        return here(rid) if rid in e.rules_added or rid in e.rules_restated else rule_link(rid)

    lines += ["", "## Rulings {#rulings}", "",
              f"Where the sources of the expansion disagree or are silent, and what the oracle decides: "
              f"{len(e.rulings)} rulings, the expansion's own and those of the base game it restates. The base "
              "game's other rulings still apply; they are on the [rulings](rules/rulings.md) page.", ""]
    for r in e.rulings:
        lines += ruling_lines(r, ruling_rule)
    return "\n".join(lines) + "\n"
