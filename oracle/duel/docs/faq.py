"""The rulings of 7 Wonders Duel on the site: the ruling boxes of the rules chapters and the
Rulings and FAQ page, both generated from ``spec/duel/rulings.toml``.

A chapter places a ruling with a line ``!!! ruling ID`` (the ruling's id, unquoted); the lines
indented under it say which tests pin it.  The documentation hook replaces that line with the
box :func:`ruling_box` writes from the spec: the question, the kind, the decision and the
sources.  The FAQ page gathers every ruling and every rule other engines commonly get wrong
(``oracle.duel.conformance.COMMONLY_WRONG``), each with its rule, the components it concerns,
the tests that pin it and the conformance cases that pin it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from oracle.core.spec import Ruling
from oracle.duel.conformance import COMMONLY_WRONG, COMMONLY_WRONG_RULES

RULES_FOLDER = "duel/rules"
FAQ_PAGE = f"{RULES_FOLDER}/rulings.md"
# how each kind of ruling is shown
RULING_KINDS = {"rulebook": "Rulebook", "erratum": "Erratum", "designer ruling": "Designer ruling",
                "project decision": "Project decision"}
# a chapter's ruling box: the line naming the ruling, then its indented body (the pins)
RULING_BOX = re.compile(r"^!!! ruling ([a-z_]+\.[a-z_.]+)[ \t]*$((?:\n(?:    .*|[ \t]*(?=\n|\Z)))*)", re.MULTILINE)
TEST_REF = re.compile(r"tests/[A-Za-z0-9_/]+\.py::test_[A-Za-z0-9_]+")
CASES_SHOWN = 6     # conformance case ids listed for one FAQ entry

# Each commonly-wrong rule asked as players ask it; the answer is the conformance kit's statement.
COMMONLY_WRONG_QUESTIONS: dict[int, str] = {
    1: "What happens to my trade price when my opponent's yellow cards or wonders produce the resource?",
    2: "What happens when the opponent of the Economy holder pays for a build?",
    3: "What happens when the Strategy holder builds a red card or a wonder with shields?",
    4: "What happens when an extra turn is earned with the last card of an Age?",
    5: "What happens when the Theology holder builds a wonder that already gives another turn?",
    6: "What happens to the last unbuilt wonder when the seventh wonder is built?",
    7: "What happens when the Great Library is built?",
    8: "What happens when the Mausoleum is built, and is its build a chain build?",
    9: "What happens when a player holds the Law token and the green cards of five other symbols?",
    10: "What happens when Architecture or Masonry meets choice production in one price?",
    11: "What happens when a guild counts in the city with the most, for its coins and for its points?",
    12: "What happens when the Lighthouse, the Chamber of Commerce, the Port, the Armory or the Arena is built?",
    13: "What happens to the coins paid for trading?",
    14: "What happens when a looted player is short of coins, or the pawn re-enters a looted zone?",
    15: "What happens to a card uncovered by a move that calls for a decision or gives another turn?",
}


def ruling_anchor(ruling_id: str) -> str:
    """The anchor of a ruling on the FAQ page: ``age.next_starter_centre`` -> ``age-next-starter-centre``."""
    return re.sub(r"[^a-z0-9]+", "-", ruling_id.lower()).strip("-")


def commonly_wrong_anchor(number: int) -> str:
    return f"commonly-wrong-{number}"


@dataclass(frozen=True)
class Placement:
    """Where a rules chapter shows a ruling, and the tests its box names."""

    chapter: str              # duel/rules/x.md
    tests: tuple[str, ...]


def placements(docs: Path) -> dict[str, list[Placement]]:
    """Ruling id -> every box of the rules chapters showing it (``!!! ruling ID``)."""
    found: dict[str, list[Placement]] = {}
    for path in sorted((docs / RULES_FOLDER).glob("*.md")):
        for match in RULING_BOX.finditer(path.read_text(encoding="utf-8")):
            tests = tuple(dict.fromkeys(TEST_REF.findall(match.group(2))))
            found.setdefault(match.group(1), []).append(Placement(f"{RULES_FOLDER}/{path.name}", tests))
    return found


def check_placements(rulings: Iterable[Ruling], placed: dict[str, list[Placement]]) -> list[str]:
    """Problems with the chapters' ruling boxes: each ruling shown exactly once, no unknown ruling."""
    known = {r.id for r in rulings}
    problems = [f"{RULES_FOLDER}: the ruling '{rid}' of spec/duel/rulings.toml has no box in the rules chapters "
                f"(a line '!!! ruling {rid}')" for rid in sorted(known - set(placed))]
    problems += [f"{', '.join(p.chapter for p in where)}: '!!! ruling {rid}' is not a ruling of spec/duel/rulings.toml"
                 for rid, where in sorted(placed.items()) if rid not in known]
    problems += [f"{', '.join(p.chapter for p in where)}: the ruling '{rid}' has {len(where)} boxes; it has one"
                 for rid, where in sorted(placed.items()) if rid in known and len(where) > 1]
    return problems


@dataclass(frozen=True)
class Case:
    """A case of the conformance suite, as the FAQ cites it."""

    id: str
    rules: tuple[str, ...]
    commonly_wrong: int | None
    components: tuple[str, ...] = ()


def suite_cases(folder: Path) -> list[Case]:
    """Every case of the Duel conformance suite (``spec/conformance/duel/``): id, rules, commonly-wrong tag."""
    out: list[Case] = []
    for path in sorted(folder.glob("*.json")):
        if path.name in ("coverage.json", "perft.json"):
            continue
        for case in json.loads(path.read_text(encoding="utf-8"))["cases"]:
            out.append(Case(case["id"], tuple(case.get("rules", ())), case.get("commonly_wrong"),
                            tuple(case.get("components", ()))))
    return out


def components_named(text: str, names: Iterable[str]) -> list[str]:
    """The components ``text`` mentions, by name (a leading "The " optional), longest names first,
    in order of first mention."""
    spans: list[tuple[int, int, str]] = []
    forms = sorted(((form, name) for name in names for form in {name, name.removeprefix("The ")}),
                   key=lambda f: -len(f[0]))
    for form, name in forms:
        for m in re.finditer(rf"\b{re.escape(form)}\b", text):
            if not any(a < m.end() and m.start() < b for a, b, _ in spans):
                spans.append((m.start(), m.end(), name))
    return list(dict.fromkeys(name for _, _, name in sorted(spans)))


def ruling_box(ruling: Ruling, here: str) -> str:
    """The head of a chapter's box for ``ruling``: its question, kind, decision and sources, and a
    link to its FAQ entry; the chapter's indented lines (the pins) follow it."""
    from oracle.docs.links import relative

    faq = relative(here, f"{FAQ_PAGE}#{ruling_anchor(ruling.id)}")
    return "\n".join([f'!!! ruling "{ruling.question}"', "",
                      f"    **{RULING_KINDS[ruling.kind]}.** {ruling.decision}", "",
                      f"    *Sources:* {'; '.join(ruling.sources)}. Ruling [`{ruling.id}`]({faq})."])


@dataclass
class Faq:
    """What the FAQ page needs: the rulings, where the chapters show them, the tests and the cases."""

    rulings: tuple[Ruling, ...]
    placed: dict[str, list[Placement]]
    tests: dict[str, str]                   # tests/...py::test_name -> source
    cases: list[Case]
    rule_link: Callable[[str, str], str]    # (from page, rule id) -> Markdown link
    link: Callable[[str, str], str]         # (from page, component name) -> Markdown link
    names: tuple[str, ...]                  # every component name

    def cases_of(self, rule: str, number: int | None, concerns: Iterable[str] = ()) -> tuple[list[str], str]:
        """The ids of the cases that pin a point, and what they are: the cases tagged with its
        commonly-wrong entry, else the cases naming its rule, the closest first: those about the
        components the point concerns, then those whose first rule it is, then those naming fewest rules."""
        if number is not None:
            ids = [c.id for c in self.cases if c.commonly_wrong == number]
            return ids, f"tagged commonly wrong #{number}"
        wanted = set(concerns)
        naming = [c for c in self.cases if rule in c.rules]
        naming.sort(key=lambda c: (not wanted & set(c.components), c.rules.index(rule) > 0, len(c.rules)))
        return [c.id for c in naming], f"naming `{rule}`, the closest first"

    def cases_line(self, rule: str, number: int | None, concerns: Iterable[str] = ()) -> list[str]:
        ids, what = self.cases_of(rule, number, concerns)
        if not ids:
            return ["Conformance cases: none yet.", ""]
        shown = ", ".join(f"`{i}`" for i in ids[:CASES_SHOWN])
        more = f" and {len(ids) - CASES_SHOWN} more" if len(ids) > CASES_SHOWN else ""
        return [f"Conformance cases ({len(ids)} {what}, in `spec/conformance/duel/`): {shown}{more}.", ""]

    def components_line(self, here: str, text: str) -> list[str]:
        found = components_named(text, self.names)
        return [f"Concerns: {', '.join(self.link(here, n) for n in found)}.", ""] if found else []

    @staticmethod
    def tests_line(tests: Iterable[str]) -> list[str]:
        tests = list(tests)
        return [f"Pinned by {', '.join(f'`{t}`' for t in tests)}.", ""] if tests else ["No test pins it yet.", ""]

    def page(self) -> str:
        here = FAQ_PAGE
        number_of = {rule: n for n, rule in COMMONLY_WRONG_RULES.items()}
        lines = ["# Rulings and FAQ", "",
                 "Questions players ask about 7 Wonders Duel, answered as the reference engine plays them. "
                 "The first part holds the **rulings**: the points where the rulebooks are silent, disagree "
                 "between printings or translations, or were corrected, each with its kind (rulebook, erratum, "
                 "designer ruling or project decision) and its sources. They are the data of "
                 "`spec/duel/rulings.toml`; each also stands in a box in the rules chapter that explains its "
                 "rule. The second part holds the rules other engines **commonly get wrong**, as the conformance "
                 "kit numbers them. Players are numbered 0 and 1, as in the game records.", "",
                 "## Rulings", ""]
        for r in self.rulings:
            where = self.placed.get(r.id, [])
            lines += [f"### {r.question} {{#{ruling_anchor(r.id)}}}", "",
                      f"**{RULING_KINDS[r.kind]}** ({r.confidence} confidence), on rule "
                      f"{self.rule_link(here, r.rule)}; ruling `{r.id}`.", "", r.decision, ""]
            if r.variant:
                lines += [f"The other reading is played by the variant `{r.variant}` "
                          f"(`oracle play --variant {r.variant}`).", ""]
            lines += ["Sources: " + "; ".join(r.sources) + ".", ""]
            lines += self.components_line(here, f"{r.question} {r.decision}")
            lines += self.tests_line(t for p in where for t in p.tests)
            lines += self.cases_line(r.rule, number_of.get(r.rule),
                                     components_named(f"{r.question} {r.decision}", self.names))
        lines += ["## Rules often got wrong", "",
                  "Each of these is a numbered entry of the conformance kit: a case tagged with it that fails "
                  "names it in its message.", ""]
        for number, statement in COMMONLY_WRONG.items():
            rule = COMMONLY_WRONG_RULES[number]
            prefix = f"tests/test_commonly_wrong.py::test_{number:02d}_"
            lines += [f"### {COMMONLY_WRONG_QUESTIONS[number]} {{#{commonly_wrong_anchor(number)}}}", "",
                      f"**Commonly wrong #{number}**, on rule {self.rule_link(here, rule)}.", "",
                      statement[0].upper() + statement[1:] + ".", ""]
            lines += self.components_line(here, f"{COMMONLY_WRONG_QUESTIONS[number]} {statement}")
            related = [r for r in self.rulings if r.rule == rule]
            if related:
                lines += ["See also the ruling" + ("s " if len(related) > 1 else " ")
                          + ", ".join(f"[`{r.id}`](#{ruling_anchor(r.id)})" for r in related) + ".", ""]
            lines += self.tests_line(t for t in self.tests if t.startswith(prefix))
            lines += self.cases_line(rule, number)
        return "\n".join(lines)
