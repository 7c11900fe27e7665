"""The page of 7 Wonders Duel played with both expansions, generated from the rulesets: the base game's
(``spec/duel``), each expansion's, and the combination's (``spec/duel/variants/pantheon_agora``).

It says how to play the combination, in which order the two expansions compose, what the two boxes
make together (the wonders, progress tokens and decks, the structures), where the Pantheon's tokens
lie on Agora's structures, which rules the combination states otherwise (each with an anchor of its
own), its rulings, the rule options it keeps from Agora, its conformance suite and its schemas.  Nothing
on it is written by hand but the sentences joining the spec's figures.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from oracle.core.spec import Ruling
from oracle.duel.agora.docs.overview import option_section
from oracle.duel.docs.overview_parts import ruling_lines
from oracle.duel.ruleset import Ruleset

VARIANT = "pantheon_agora"
PAGE = "duel/pantheon-agora.md"
FAQ_PAGE = "duel/rules/pantheon-agora-faq.md"
SPEC = f"spec/duel/variants/{VARIANT}"
SCHEMAS = "spec/schema/duel-pantheon-agora"
SUITE = "spec/conformance/duel-pantheon-agora"
PREFIX = f"{VARIANT}."          # the combination's own rulings
EXPANSION_PAGES = {"pantheon": "duel/pantheon.md", "agora": "duel/agora.md"}


@dataclass(frozen=True)
class Combination:
    """What the combination states of its own: the rules it restates (as neither expansion states them)
    and its rulings.  It adds no component and no rule."""

    rules_added: list[str]
    rules_restated: list[str]
    rules_removed: list[str]
    rulings: list[Ruling]


def expansion(base: Ruleset, both: Ruleset, *alone: Ruleset) -> Combination:
    """The rules the combination states otherwise than each of ``alone`` (the rulesets of the expansions
    played alone; the base game's when none is given) and its own rulings."""
    others = alone or (base,)
    restated = [rid for rid, text in both.rule_ids.items()
                if any(rid in r.rule_ids for r in others)
                and all(r.rule_ids[rid] != text for r in others if rid in r.rule_ids)]
    return Combination([], restated, [], [r for r in both.rulings if r.id.startswith(PREFIX)])


def page(base: Ruleset, both: Ruleset, link: Callable[[str], str], rule_link: Callable[[str], str],
         schemas: Sequence[str], page_link: Callable[[str], str] = str,
         alone: Sequence[Ruleset] = (), base_rule_link: Callable[[str], str] | None = None) -> str:
    """The page.  ``rule_link`` gives the link to a rule id as the combination plays it (its own rows
    here, an expansion's on that expansion's page), ``schemas`` the files of the combination's schemas,
    ``alone`` the rulesets of the two expansions played alone (in :data:`EXPANSION_PAGES`' order) and
    ``base_rule_link`` the link to a base rule's chapter."""
    e = expansion(base, both, *alone)
    own = set(e.rules_restated)
    c = both.constants
    myth = both.section("pantheon")

    def here(rid: str) -> str:
        if rid not in both.rule_ids:
            raise KeyError(f"the overview names {rid}, a rule the ruleset has not")
        return f"[`{rid}`](#{rid})" if rid in own else rule_link(rid)

    decks = ", ".join(f"{len(both.deck(d))} {name}" for d, name in (
        ("I", "Age I cards"), ("II", "Age II cards"), ("III", "Age III cards"), ("grand_temple", "Grand Temples"),
        ("senator", "Senators")) if d in both.vocabulary.decks)
    sizes = ", ".join(str(layout.size) for layout in both.layouts)
    slots = ", ".join(str(s) for s in myth.mythology_slots) if myth is not None else ""
    offerings = ", ".join(str(s) for s in myth.offering_slots) if myth is not None else ""
    lines = ["# Duel with the Pantheon and Agora", "",
             "Both expansions played together: the Pantheon's divinities, Mythology and Offering tokens and Grand "
             "Temples beside Agora's Senate, Senators, Conspiracies and Decrees. The oracle plays the combination "
             f"as the variant `{VARIANT}` of 7 Wonders Duel: `oracle --game duel play --variant {VARIANT}`, "
             f"`oracle.load_game(\"duel\", variant=\"{VARIANT}\")`, and a record of such a game says "
             f"`\"variant\": \"{VARIANT}\"`. Its records, moves and observations have schemas of their own, in "
             f"`{SCHEMAS}/`: " + (", ".join(f"`{s}`" for s in schemas) or "none published yet") + ".", "",
             "Every rule and ruling of the [Pantheon](pantheon.md) and of [Agora](agora.md) holds as each "
             "expansion states it; this page gives only what the two make together and what the combination "
             f"states of its own (`{SPEC}`). [What happens when…?]({FAQ_PAGE.removeprefix('duel/')}) answers the "
             "questions where the two meet.", "",
             "## How the two compose {#compose}", "",
             "The Pantheon comes first and Agora second, always in that order: each keeps its own part of a "
             "position, and where both answer the same question of the base game (which wonders may leave a "
             "city, which rule an engine's departure points at) their answers are gathered. The other order is "
             "refused with an error naming this one. What neither expansion can say alone is said by their "
             "meeting, composed after both: the schemas that hold both expansions' moves and parts of a position, "
             "the conformance suite and these pages.", "",
             "## The two boxes together {#boxes}", "",
             f"- {len(both.wonders)} wonders, the base game's and two of each expansion, for the draft, of which "
             f"{c.wonders_in_draft} are drafted ({here('setup.draft')});",
             f"- {len(both.progress)} progress tokens, {c.progress_on_board} on the board and {c.progress_in_box} "
             f"in the box ({here('setup.progress')});",
             f"- the decks: {decks};",
             f"- Agora's larger structures, of {sizes} cards for Ages I, II and III "
             f"({rule_link('agora.structures')});",
             f"- the Pantheon's board and divinities ({rule_link('pantheon.board')}), and Agora's Senate, Decrees "
             f"and Conspiracies ({rule_link('agora.senate')}).", "",
             "## The Pantheon's tokens on Agora's structures {#tokens}", "",
             f"The Mythology tokens lie on the face-down Age I cards of slots {slots}, the Offering tokens on the "
             f"face-down Age II cards of slots {offerings}, slots counted from 0, top row first "
             f"({here('pantheon.tokens_setup')}). A token goes to the player whose turn uncovers its card, even "
             "when the turn's last decision falls to the opponent (see the rulings below).", "",
             "## Rules", "",
             "The rules of both expansions hold but for these, which the combination states as the two boxes "
             "together make them. Each keeps its id.", "",
             *restated_rows(base, both, e.rules_restated, alone, base_rule_link or rule_link),
             "", "## Rulings {#rulings}", "",
             f"Where the two expansions meet and no source settles what happens: {len(e.rulings)} rulings of the "
             "combination. Each expansion's rulings still apply; they are on its page and on the "
             "[rulings](rules/rulings.md) page.", ""]
    for r in e.rulings:
        lines += ruling_lines(r, here)
    lines += option_section(both)
    lines += ["", "## Conformance {#conformance}", "",
              f"The combination's suite, `{SUITE}/`, replays games of both expansions with fewer cases of each "
              "kind than each expansion's own suite, which pins its rules already, and keeps every case of an "
              "entry of either expansion's list of rules engines commonly get wrong. Its `meeting` area pins where "
              "the two meet: the tokens' slots, a token uncovered in a turn whose last decision is the opponent's, "
              "Neptune applying a zone where Agora's military token lies, Espionage while Enki holds two tokens, a "
              "Grand Temple built through the opponent's Mythology token. "
              f"`oracle conform --variant {VARIANT} --engine CMD` runs it."]
    return "\n".join(lines) + "\n"


def restated_rows(base: Ruleset, both: Ruleset, restated: Sequence[str], alone: Sequence[Ruleset],
                  base_rule_link: Callable[[str], str]) -> list[str]:
    """The table of the rules the combination restates, each with an anchor of its own: the statements
    it replaces (each expansion's, on that expansion's page, or the base game's) and its own."""
    lines = ["| rule | what it replaces | with both |", "| --- | --- | --- |"]
    titles = {"pantheon": "the Pantheon's", "agora": "Agora's"}
    for rid in restated:
        replaced = [f"{titles[name]}: [`{rid}`]({EXPANSION_PAGES[name].removeprefix('duel/')}#{rid})"
                    for name, r in zip(EXPANSION_PAGES, alone, strict=False)
                    if rid in r.rule_ids and r.rule_ids[rid] != base.rule_ids.get(rid)]
        if not replaced and rid in base.rule_ids:
            replaced = [f"the base game's: {base_rule_link(rid)}"]
        text = both.rule_ids[rid].replace("|", "&#124;")
        lines.append(f'| <a id="{rid}"></a>`{rid}` | {"; ".join(replaced)} | {text} |')
    return lines


__all__ = ["FAQ_PAGE", "PAGE", "SCHEMAS", "SPEC", "Combination", "expansion", "page", "restated_rows"]
