"""The page of the Agora expansion of 7 Wonders Duel, generated from the two rulesets: the base game's
(``spec/duel``) and the expansion's (``spec/duel/variants/agora``).

The page says how to play the expansion and what it puts in: the Senate and its Chambers from the
``[agora]`` table (sections, values, which Decrees lie face down), the influence cubes and control,
the Senators (Politicians and Conspirators) and their recruiting, the Conspiracies, the Decrees (the
Military Decree among them), the wonders, progress tokens and military tokens it adds, each with its
rules text in English (:func:`oracle.dsl.english.component_english`) and its DSL source; then how the
game ends by political supremacy and what the Senate scores, every rule id of the expansion with an
anchor of its own (``#agora.control``), and the expansion's rulings.  Nothing on it is written by hand
but the sentences joining the spec's figures.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from oracle.core.components import Component
from oracle.core.spec import Ruling
from oracle.docs.faq import ruling_anchor
from oracle.docs.rule_links import component_rules
from oracle.dsl.english import cost_english
from oracle.duel.agora.spec import AgoraConstants
from oracle.duel.agora.state import NAME as AGORA
from oracle.duel.docs.overview_parts import english, rule_rows, ruling_lines, source_cell
from oracle.duel.ruleset import Ruleset

PAGE = "duel/agora.md"
FAQ_PAGE = "duel/rules/agora-faq.md"
SPEC = f"spec/duel/variants/{AGORA}"
SCHEMAS = "spec/schema/duel-agora"
SENATORS = "senator"          # the deck of the Senators (game.toml of the expansion)
ROMAN = ("I", "II", "III")
# what a Senator is, read from its effect: the rule its effect gives (agora.politician, agora.conspirator)
POLITICIAN_RULE = "agora.politician"
CONSPIRATOR_RULE = "agora.conspirator"
# the Decree the rule agora.military_decree speaks of: the one whose loss gives the opponent shields
MILITARY_DECREE_RULE = "effect.shields_to"


@dataclass(frozen=True)
class Expansion:
    """What the expansion changes of the base game: components, rule ids and rulings."""

    senators: list[Component]         # the thirteen Senators: Politicians, then Conspirators
    conspiracies: list[Component]
    decrees: list[Component]
    wonders: list[Component]          # the wonders it adds
    progress: list[Component]         # the progress tokens it adds
    tokens: list[Component]           # the military tokens
    rules_added: list[str]
    rules_restated: list[str]
    rules_removed: list[str]
    rulings: list[Ruling]             # its own rulings and those it restates


def expansion(base: Ruleset, agora: Ruleset) -> Expansion:
    """Every component, rule id and ruling the expansion adds, restates or removes."""
    before = {c.name for c in base.components}
    base_rulings = {r.id: r for r in base.rulings}
    return Expansion(
        senators=list(agora.deck(SENATORS)),
        conspiracies=list(agora.of_kind("conspiracy")),
        decrees=list(agora.of_kind("decree")),
        wonders=[c for c in agora.wonders if c.name not in before],
        progress=[c for c in agora.progress if c.name not in before],
        tokens=list(agora.of_kind("token")),
        rules_added=[r for r in agora.rule_ids if r not in base.rule_ids],
        rules_restated=[r for r in agora.rule_ids if r in base.rule_ids
                        and base.rule_ids[r] != agora.rule_ids[r]],
        rules_removed=[r for r in base.rule_ids if r not in agora.rule_ids],
        rulings=[r for r in agora.rulings if base_rulings.get(r.id) != r],
    )


def senate(rules: Ruleset) -> AgoraConstants:
    """The ``[agora]`` table of the expansion's ``game.toml`` (``ValueError``: a ruleset without it)."""
    found = rules.section(AGORA)
    if found is None:
        raise ValueError(f"{rules.title}: the ruleset has no [agora] table")
    assert isinstance(found, AgoraConstants)
    return found


def involves(c: Component, rid: str, rules: Ruleset) -> bool:
    """Whether ``c``'s effects involve the rule ``rid`` (:func:`oracle.docs.rule_links.component_rules`)."""
    return rid in component_rules(c.source, rules.rule_ids)


def politicians(e: Expansion, rules: Ruleset) -> list[Component]:
    """agora.politician: the Senators whose effect gives Senate actions."""
    return [s for s in e.senators if involves(s, POLITICIAN_RULE, rules)]


def conspirators(e: Expansion, rules: Ruleset) -> list[Component]:
    """agora.conspirator: the Senators whose effect is a Conspirator's action."""
    return [s for s in e.senators if involves(s, CONSPIRATOR_RULE, rules)]


def section_of(c: Component, a: AgoraConstants) -> str:
    """The Senate section a Politician names (agora.politician), read from its effect; ``—`` for none."""
    for clause in c.source.clauses:
        for effect in clause.effects:
            named = getattr(getattr(effect, "section", None), "value", None)
            if named in dict(a.sections):
                return str(named)
    return "—"


def chamber_table(a: AgoraConstants) -> list[str]:
    """agora.senate, agora.senate_points, agora.decrees_setup: each Chamber's section, value and Decree."""
    lines = ["| Chamber | section | points for its controller | its Decree at setup |", "| --- | --- | --- | --- |"]
    by_chamber = {chamber: name for name, chambers in a.sections for chamber in chambers}
    for chamber, points in enumerate(a.chamber_points, start=1):
        face = "face down" if chamber in a.hidden_decrees else "face up"
        lines.append(f"| {chamber} | {by_chamber[chamber]} | {points} | {face} |")
    return lines


def actions_table(a: AgoraConstants, colour: str) -> list[str]:
    """agora.politician: how many Senate actions a Politician gives, by the cards of ``colour`` held."""
    lines = [f"| {colour} cards in the city | Senate actions |", "| --- | --- |"]
    bounds = [blue for blue, _ in a.senate_actions]
    for i, (blue, given) in enumerate(a.senate_actions):
        last = bounds[i + 1] - 1 if i + 1 < len(bounds) else None
        upto = (f"{blue} or more" if last is None else str(blue) if last == blue
                else f"{blue} or {last}" if last == blue + 1 else f"{blue} to {last}")
        lines.append(f"| {upto} | {given} |")
    return lines


def age(number: int) -> str:
    """An Age's number as the rules write it: 2 -> ``II``."""
    return ROMAN[number - 1]


def page(base: Ruleset, agora: Ruleset, link: Callable[[str], str], rule_link: Callable[[str], str],
         schemas: Sequence[str], page_link: Callable[[str], str] = str) -> str:
    """The page: how to play the expansion, the Senate, each kind of component it adds, how it ends and
    scores, its rule ids and its rulings.  ``link`` gives the link to a base component's page from this
    page, ``rule_link`` the link to a base rule id, ``schemas`` the files of the expansion's schemas,
    ``page_link`` what a component of the expansion's tables is shown as (its name, by default; the link
    to its own page)."""
    e = expansion(base, agora)
    a = senate(agora)
    c = agora.constants
    own = {*e.rules_added, *e.rules_restated}
    colour = agora.vocabulary.colours[a.senate_colour]
    (mixed,) = [m for m in c.mixed_decks if m.deck == SENATORS]
    politician = politicians(e, agora)
    conspirator = conspirators(e, agora)
    military = [d for d in e.decrees if involves(d, MILITARY_DECREE_RULE, agora)]
    sections = [name for name, _ in a.sections]
    sizes = ", ".join(str(layout.size) for layout in agora.layouts)

    def here(rid: str) -> str:
        if rid not in agora.rule_ids:
            raise KeyError(f"the overview names {rid}, a rule the ruleset has not")
        return f"[`{rid}`](#{rid})" if rid in own else rule_link(rid)

    def names(components: Sequence[Component]) -> str:
        return ", ".join(page_link(x.name) for x in components)

    def per_section() -> str:
        counts = [f"{sum(1 for p in politician if section_of(p, a) == s)} of the {s} section" for s in sections]
        return ", ".join(counts[:-1]) + " and " + counts[-1]

    in_play = len(a.chamber_points)
    lines = ["# The Agora expansion", "",
             "Agora adds a Senate to 7 Wonders Duel: a board of Chambers in which the players place Influence "
             "cubes through Senators they recruit, to control the Chambers, use their Decrees, score their "
             "points and perhaps win outright; and Conspiracies, secret cards a player prepares and later "
             "triggers. The oracle plays the expansion as the variant "
             f"`{AGORA}` of 7 Wonders Duel: `oracle --game duel play --variant {AGORA}`, "
             f"`oracle.load_game(\"duel\", variant=\"{AGORA}\")`, and a record of such a game says "
             f"`\"variant\": \"{AGORA}\"`. Its records, moves and observations have schemas of their own, "
             f"in `{SCHEMAS}/`: " + (", ".join(f"`{s}`" for s in schemas) or "none published yet") + ".", "",
             f"Its spec states only what differs from the base game (`{SPEC}`); this page is generated from the "
             "two rulesets. Every point the sources leave open or dispute is one of the [rulings](#rulings) "
             f"below; [what happens when…?]({FAQ_PAGE.removeprefix('duel/')}) answers the questions most often "
             "asked in play about the Senate and the Conspiracies.", "",
             "## What the expansion changes", "",
             "It takes nothing out of the base game. It adds:", "",
             f"- the [Senate](#the-senate): {in_play} Chambers in {len(a.sections)} sections, "
             f"{a.cubes_each} Influence cubes for each player, and a Decree in each Chamber;",
             f"- {len(e.senators)} [Senators](#senators), {len(politician)} Politicians and "
             f"{len(conspirator)} Conspirators, dealt into the Age decks "
             f"({', '.join(str(n) for n in mixed.per_age[:-1])} and {mixed.per_age[-1]} to Ages "
             f"{', '.join(age(i + 1) for i in range(len(mixed.per_age) - 1))} and {age(len(mixed.per_age))}), "
             f"so the Ages are laid out in larger structures of {sizes} "
             f"cards ({here('agora.structures')});",
             f"- {len(e.conspiracies)} [Conspiracies](#conspiracies), a face-down deck beside the Senate;",
             f"- {len(e.decrees)} [Decrees](#decrees), {in_play} of which are drawn, one to each Chamber;",
             f"- {len(e.wonders)} [wonders](#wonders), for {len(agora.wonders)} in the draft, of which "
             f"{c.wonders_in_draft} are drafted;",
             f"- {len(e.progress)} [progress tokens](#progress-tokens), for {len(agora.progress)} in the game, "
             f"{c.progress_on_board} on the board and {c.progress_in_box} in the box "
             f"({here('agora.progress_tokens')});",
             f"- {len(e.tokens)} kinds of [military token](#military-tokens), {2 * len(e.tokens)} on the track in "
             "place of the looting tokens;",
             "- a fourth way to win, [political supremacy](#political-supremacy), and a "
             "row of the score sheet for the Senate.", "",
             f"The Age I structure is laid out before the wonder draft ({here('setup.structure_first')}), since two "
             "of the new wonders act as soon as they are picked.", "",
             "## The Senate {#the-senate}", "",
             f"The Senate is a row of {in_play} Chambers in {len(a.sections)} sections; two Chambers side by side "
             f"in the row are adjacent, across a section's border too ({here('agora.senate')}). Each player "
             f"has {a.cubes_each} Influence cubes of their colour: a cube placed leaves its owner's supply, a "
             f"cube removed goes back to it, and a player with no cube left places none "
             f"({here('agora.supply')}).", "", *chamber_table(a), "",
             "- **Control.** A player controls a Chamber while they have strictly more cubes in it than the "
             f"opponent; a tie, none against none included, gives it to nobody ({here('agora.control')}).",
             f"- **Placing, moving, removing.** Placing puts a cube from the supply into a Chamber the effect "
             f"allows ({here('agora.place')}); moving takes one of the player's cubes into an adjacent Chamber "
             f"({here('agora.move')}); removing sends one of the opponent's cubes back to their supply "
             f"({here('agora.remove')}).",
             f"- **Decrees.** At setup {in_play} of the {len(e.decrees)} Decrees are drawn unseen, one per Chamber, "
             f"those of Chambers {', '.join(str(h) for h in sorted(a.hidden_decrees))} face down "
             f"({here('agora.decrees_setup')}). A face-down Decree turns face up when the first cube enters its "
             f"Chamber ({here('agora.reveal')}), and a Decree works for its Chamber's controller only, from the "
             f"moment they take control until they lose it ({here('agora.decree')}).", "",
             "## Senators {#senators}", "",
             f"Senators are cards of their own deck, with a back of their own ({here('setup.senators')}); a "
             "Senator in the structure is taken like any card, and taking it to the city is recruiting it. A "
             "Senator is no Building and has no colour. Recruiting costs as many coins as there are Senators "
             f"already in the recruiter's city, the first one free ({here('agora.recruit_cost')}).", "",
             f"- **Politicians** ({len(politician)}: {per_section()}) give Senate actions in their section: each "
             "places a cube in a Chamber of that section or moves one of the player's cubes to an adjacent "
             f"Chamber, and any may be left unused. How many depends on the {colour} cards of the city "
             f"({here('agora.politician')}):", "",
             *(f"    {line}" for line in actions_table(a, colour)), "",
             f"- **Conspirators** ({len(conspirator)}) give one action of the player's choice: a cube placed in "
             f"any Chamber, or conspiring ({here('agora.conspirator')}).", "",
             "| Senator | section | what it does | DSL source |", "| --- | --- | --- | --- |"]
    lines += [f"| {page_link(s.name)} | {section_of(s, a)} | {english(s, agora)} | {source_cell(s)} |"
              for s in e.senators]
    lines += ["", "## Conspiracies {#conspiracies}", "",
              f"At setup the {len(e.conspiracies)} Conspiracies are shuffled into a face-down deck "
              f"({here('agora.conspiracy_deck')}). Conspiring draws the top two: the player keeps one face down "
              f"and puts the other back on top of the deck or under it ({here('agora.conspire')}). The opponent "
              f"knows how many Conspiracies a player holds, not which ({here('agora.conspiracies_hidden')}).", "",
              "- **Preparing.** Instead of building, discarding or building a wonder with the card taken, a "
              "player may tuck an accessible card of the structure, for nothing, under one of their "
              f"Conspiracies that has none yet: the turn is over and the Conspiracy is prepared "
              f"({here('agora.prepare')}).",
              "- **Triggering.** At the start of a turn, before taking a card, a player may trigger one of their "
              "prepared Conspiracies: it turns face up and does what it says, then the turn goes on. One a turn "
              f"at most, each once; an untriggered Conspiracy does nothing and scores nothing "
              f"({here('agora.trigger')}, {here('effect.when_triggered')}).", "",
              "| Conspiracy | what it does | DSL source |", "| --- | --- | --- |"]
    lines += [f"| {page_link(x.name)} | {english(x, agora)} | {source_cell(x)} |" for x in e.conspiracies]
    lines += ["", "## Decrees {#decrees}", "",
              "The Decree tokens print a symbol and no name: the names below are the project's, saying what "
              "each does. A Decree works for whoever controls its Chamber; \"its owner\" below is that player.",
              ""]
    if military:
        lines += [f"The **Military Decree** ({names(military)}) holds a shield for its Chamber's controller: "
                  "taking control moves the conflict pawn one space toward the opponent's capital, losing it moves "
                  "the pawn one space back, so a Chamber that changes sides moves it two "
                  f"({here('agora.military_decree')}).", ""]
    lines += ["| Decree | what it does | DSL source |", "| --- | --- | --- |"]
    lines += [f"| {page_link(d.name)} | {english(d, agora)} | {source_cell(d)} |" for d in e.decrees]
    lines += ["", "## Wonders", "", "| wonder | cost | what it does | DSL source |", "| --- | --- | --- | --- |"]
    lines += [f"| {page_link(w.name)} | {cost_english(w.source.cost)} | {english(w, agora)} | {source_cell(w)} |"
              for w in e.wonders]
    lines += ["", f"A wonder that acts when drafted acts for the player who picks it, before the next pick "
                  f"({here('effect.when_drafted')}).", "",
              "## Progress tokens", "", "| progress token | what it does | DSL source |", "| --- | --- | --- |"]
    lines += [f"| {page_link(t.name)} | {english(t, agora)} | {source_cell(t)} |" for t in e.progress]
    where = {name: at for name, at in a.military_tokens}
    lines += ["", "## Military tokens {#military-tokens}", "",
              "The military tokens replace the base game's looting tokens, one of each kind on each side of the "
              "track. The first time the conflict pawn enters a token's zone, the player whose shields moved it "
              f"takes the token and does what it says; nobody loses coins ({here('agora.military_tokens')}).", "",
              "| military token | its zones start, from the centre | what it does | DSL source |",
              "| --- | --- | --- | --- |"]
    lines += [f"| {page_link(t.name)} | {where.get(t.name, '—')} spaces, on each side | {english(t, agora)} | "
              f"{source_cell(t)} |" for t in e.tokens]
    total = sum(a.chamber_points)
    lines += ["", "## Political supremacy and the Senate's points {#political-supremacy}", "",
              f"A player who controls all {in_play} Chambers at the same time wins at once: a political "
              f"supremacy ({here('agora.political_supremacy')}). Supremacies are looked for after every step, a "
              "single Senate action included (see the rulings below).", "",
              "If the game ends otherwise, the score sheet has a row for the Senate, after the components' rows "
              "and before the treasury's: each Chamber scores its value for the player controlling it, and a "
              f"Chamber nobody controls scores nothing ({here('agora.senate_points')}). The values are "
              f"{', '.join(str(p) for p in a.chamber_points)} for Chambers 1 to {in_play}, {total} points in all. "
              "Records and observations report the row as `senate` in a player's score.", "",
              "## Rules", "",
              "The base game's [rules](rules/index.md) hold but for these. Each rule keeps its id; the expansion's "
              "own are new, and a restated one replaces the base game's statement while the expansion is "
              "played.", "",
              *rule_rows(base, agora, e.rules_added, e.rules_restated, e.rules_removed, rule_link, "with Agora")]
    lines += ["", "## Rulings {#rulings}", "",
              f"Where the sources of the expansion disagree or are silent, and what the oracle decides: "
              f"{len(e.rulings)} rulings, the expansion's own and those of the base game it restates. The base "
              "game's other rulings still apply; they are on the [rulings](rules/rulings.md) page.", ""]
    for r in e.rulings:
        lines += ruling_lines(r, here)
    lines += option_section(agora)
    return "\n".join(lines) + "\n"


def option_section(agora: Ruleset) -> list[str]:
    """The section on the expansion's rule options: each open point an engine may read otherwise, its
    readings and how one is played and checked."""
    options = agora.rule_options
    if not options:
        return []
    lines = ["", "## Rule options {#rule-options}", "",
             f"{len(options)} of these rulings settle a point on which engines differ. Each is a rule option: "
             "the ruling's reading is the default, and the other is played by name, so that an engine following it "
             "can still be checked. A record names the readings it was played with in its `rule_options` (left "
             "out: every default); `new_game` of the adapter protocol carries them the same way; `oracle conform "
             "--rule-option NAME=READING` plays every item with that reading and skips those it changes, and the "
             "suite's `readings` cases check the other readings themselves.", "",
             "| option | ruling | readings (the default first) |", "| --- | --- | --- |"]
    for o in options:
        readings = "<br>".join(f"`{v}`: {text}" for v, text in o.readings.items())
        lines.append(f"| `{o.name}` | [`{o.ruling}`](#{ruling_anchor(o.ruling)}) | {readings} |")
    return lines


__all__ = ["FAQ_PAGE", "PAGE", "SCHEMAS", "SENATORS", "SPEC", "Expansion", "chamber_table", "conspirators",
           "expansion", "page", "politicians", "section_of", "senate"]
