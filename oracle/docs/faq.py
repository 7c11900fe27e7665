"""The Rulings and FAQ page of a game's section of the site, and the ruling boxes of its rules chapters.

Every game's FAQ page asks each ruling of ``spec/<game>/rulings.toml`` (its kind, confidence, decision and
sources) and each rule other engines commonly get wrong (the conformance kit's numbered list), and links
each to its rule, the components it concerns, the tests that pin it and the conformance cases that pin it.
The game gives the questions, the pins and the concerns (:class:`Faq`); what a page says is the same for
every game.  A chapter places a ruling with a line ``!!! ruling ID``; the lines indented under it say which
tests pin it (:func:`placements`), and the hook replaces the line with :func:`ruling_box`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

# how each kind of ruling is shown
RULING_KINDS = {"rulebook": "Rulebook", "erratum": "Erratum", "designer ruling": "Designer ruling",
                "project decision": "Project decision"}
# a chapter's ruling box: the line naming the ruling, then its indented body (the pins)
RULING_BOX = re.compile(r"^!!! ruling ([a-z_]+\.[a-z_.]+)[ \t]*$((?:\n(?:    .*|[ \t]*(?=\n|\Z)))*)", re.MULTILINE)
TEST_REF = re.compile(r"tests/[A-Za-z0-9_/]+\.py::test_[A-Za-z0-9_]+")
CASES_SHOWN = 6     # conformance case ids listed for one FAQ entry
WRONG_INTRO = ("Each of these is a numbered entry of the conformance kit: a case tagged with it that fails "
               "names it in its message.")


class Ruling(Protocol):
    """A ruling of any game's ``rulings.toml``."""

    @property
    def id(self) -> str: ...
    @property
    def rule(self) -> str: ...
    @property
    def kind(self) -> str: ...
    @property
    def question(self) -> str: ...
    @property
    def decision(self) -> str: ...
    @property
    def sources(self) -> tuple[str, ...]: ...
    @property
    def confidence(self) -> str: ...
    @property
    def variant(self) -> str: ...


def ruling_anchor(ruling_id: str) -> str:
    """The anchor of a ruling on the FAQ page: ``age.next_starter_centre`` -> ``age-next-starter-centre``."""
    return re.sub(r"[^a-z0-9]+", "-", ruling_id.lower()).strip("-")


def commonly_wrong_anchor(number: int) -> str:
    return f"commonly-wrong-{number}"


@dataclass(frozen=True)
class Placement:
    """Where a rules chapter shows a ruling, and the tests its box names."""

    chapter: str              # <game>/rules/x.md
    tests: tuple[str, ...]


def placements(docs: Path, rules_folder: str) -> dict[str, list[Placement]]:
    """Ruling id -> every box of the rules chapters in ``rules_folder`` showing it (``!!! ruling ID``)."""
    found: dict[str, list[Placement]] = {}
    for path in sorted((docs / rules_folder).glob("*.md")):
        for match in RULING_BOX.finditer(path.read_text(encoding="utf-8")):
            tests = tuple(dict.fromkeys(TEST_REF.findall(match.group(2))))
            found.setdefault(match.group(1), []).append(Placement(f"{rules_folder}/{path.name}", tests))
    return found


def check_placements(rulings: Iterable[Ruling], placed: dict[str, list[Placement]], rules_folder: str,
                     rulings_file: str) -> list[str]:
    """Problems with the chapters' ruling boxes: each ruling shown exactly once, no unknown ruling."""
    known = {r.id for r in rulings}
    problems = [f"{rules_folder}: the ruling '{rid}' of {rulings_file} has no box in the rules chapters "
                f"(a line '!!! ruling {rid}')" for rid in sorted(known - set(placed))]
    problems += [f"{', '.join(p.chapter for p in where)}: '!!! ruling {rid}' is not a ruling of {rulings_file}"
                 for rid, where in sorted(placed.items()) if rid not in known]
    problems += [f"{', '.join(p.chapter for p in where)}: the ruling '{rid}' has {len(where)} boxes; it has one"
                 for rid, where in sorted(placed.items()) if rid in known and len(where) > 1]
    return problems


@dataclass(frozen=True)
class Case:
    """A case of a conformance suite, as the FAQ cites it."""

    id: str
    rules: tuple[str, ...]
    commonly_wrong: int | None
    components: tuple[str, ...] = ()


def suite_cases(folder: Path) -> list[Case]:
    """Every case of the conformance suite in ``folder`` (``spec/conformance/<game>/``): id, rules,
    commonly-wrong tag and components."""
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


def ruling_box(ruling: Ruling, here: str, faq_page: str) -> str:
    """The head of a chapter's box for ``ruling``: its question, kind, decision and sources, and a
    link to its FAQ entry; the chapter's indented lines (the pins) follow it."""
    from oracle.docs.links import relative

    faq = relative(here, f"{faq_page}#{ruling_anchor(ruling.id)}")
    return "\n".join([f'!!! ruling "{ruling.question}"', "",
                      f"    **{RULING_KINDS[ruling.kind]}.** {ruling.decision}", "",
                      f"    *Sources:* {'; '.join(ruling.sources)}. Ruling [`{ruling.id}`]({faq})."])


@dataclass(frozen=True)
class CommonlyWrong:
    """A game's list of the rules other engines commonly get wrong (its conformance kit's), each asked
    as players ask it."""

    statements: Mapping[int, str]       # number -> the kit's statement
    rules: Mapping[int, str]            # number -> the rule it is about
    questions: Mapping[int, str]        # number -> the question a player asks


def check_questions(wrong: CommonlyWrong, label: str) -> None:
    """Every commonly-wrong entry has exactly one question (a ``ValueError`` naming ``label`` if not)."""
    if set(wrong.questions) != set(wrong.statements):
        missing = sorted(set(wrong.statements) - set(wrong.questions))
        extra = sorted(set(wrong.questions) - set(wrong.statements))
        raise ValueError(f"{label}: the commonly-wrong questions must match the kit's entries one for one "
                         f"(without a question: {missing}; not an entry: {extra})")


def commonly_wrong(statements: Mapping[int, str], rules: Mapping[int, str], questions: Mapping[int, str],
                   label: str) -> CommonlyWrong:
    """A game's commonly-wrong list: its conformance kit's ``statements`` and ``rules``, each asked as the
    ``questions`` of the file ``label`` ask it (checked: one question for each entry)."""
    wrong = CommonlyWrong(statements, rules, questions)
    check_questions(wrong, label)
    return wrong


def caught_test(suite: str) -> str:
    """The test that runs a game's tagged conformance cases against each seeded bug reading a
    commonly-wrong rule wrongly (``tests/<game>/test_conformance.py``)."""
    return f"tests/{suite}/test_conformance.py::test_each_commonly_wrong_bug_is_caught_by_its_cases"


@dataclass
class Faq:
    """What a game's FAQ page needs: its rulings and commonly-wrong list, the tests and cases that pin
    them, how to link rules and components, and what each entry concerns."""

    page_path: str                          # <game>/.../rulings.md
    intro: str                              # the page's first paragraph
    suite: str                              # the conformance suite's folder under spec/conformance/
    rulings: tuple[Ruling, ...]
    wrong: CommonlyWrong
    ruling_tests: Mapping[str, Sequence[str]]   # ruling id -> the tests that pin it
    wrong_tests: Mapping[int, Sequence[str]]    # commonly-wrong number -> the tests that pin it
    cases: list[Case]
    rule_link: Callable[[str, str], str]    # (from page, rule id) -> Markdown link
    link: Callable[[str, str], str]         # (from page, component name) -> Markdown link
    names: tuple[str, ...]                  # every component name
    # what each entry concerns (the game's concerns.toml); without a table, the components its text names
    ruling_concerns: Mapping[str, Sequence[str]] | None = None
    wrong_concerns: Mapping[int, Sequence[str]] | None = None
    anchor: Callable[[str], str] = ruling_anchor
    play_command: str = "oracle play"       # how the other reading of a ruling is played
    # the rule options a ruling may name (oracle.core.options), by name: each with its readings
    options: Mapping[str, Any] = field(default_factory=dict)

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
        return [f"Conformance cases ({len(ids)} {what}, in `spec/conformance/{self.suite}/`): {shown}{more}.", ""]

    def concerned_by_ruling(self, r: Ruling) -> list[str]:
        """The components ruling ``r`` concerns: as the game's concerns table says, or, for a game without
        one, those its text names."""
        if self.ruling_concerns is not None:
            return list(self.ruling_concerns.get(r.id, ()))
        return components_named(f"{r.question} {r.decision}", self.names)

    def concerned_by_wrong(self, number: int) -> list[str]:
        """The components commonly-wrong entry ``number`` concerns."""
        if self.wrong_concerns is not None:
            return list(self.wrong_concerns.get(number, ()))
        return components_named(f"{self.wrong.questions[number]} {self.wrong.statements[number]}", self.names)

    def components_line(self, here: str, found: Sequence[str]) -> list[str]:
        return [f"Concerns: {', '.join(self.link(here, n) for n in found)}.", ""] if found else []

    @staticmethod
    def tests_line(tests: Iterable[str]) -> list[str]:
        tests = list(tests)
        return [f"Pinned by {', '.join(f'`{t}`' for t in tests)}.", ""] if tests else ["No test pins it yet.", ""]

    def ruling_entry(self, r: Ruling, number_of: Mapping[str, int]) -> list[str]:
        """One ruling: its question, kind, confidence, rule, decision, sources, the variant playing the
        other reading, what it concerns, its tests and its cases."""
        here = self.page_path
        lines = [f"### {r.question} {{#{self.anchor(r.id)}}}", "",
                 f"**{RULING_KINDS[r.kind]}** ({r.confidence} confidence), on rule "
                 f"{self.rule_link(here, r.rule)}; ruling `{r.id}`.", "", r.decision, ""]
        if r.variant:
            lines += [f"The other reading is played by the variant `{r.variant}` "
                      f"(`{self.play_command} --variant {r.variant}`).", ""]
        option = self.options.get(getattr(r, "option", ""))
        if option is not None:
            lines += self.option_lines(option)
        lines += ["Sources: " + "; ".join(r.sources) + ".", ""]
        concerned = self.concerned_by_ruling(r)
        lines += self.components_line(here, concerned)
        lines += self.tests_line(self.ruling_tests.get(r.id, ()))
        lines += self.cases_line(r.rule, number_of.get(r.rule), concerned)
        return lines

    def option_lines(self, option: Any) -> list[str]:
        """A ruling's rule option: its readings (the default first, the ruling's decision), how another is
        played and how an engine following it is checked."""
        other = option.setting(option.values[1])
        lines = [f"Rule option `{option.name}`: an engine may follow another reading, and be checked against it "
                 f"(`{self.play_command} --rule-option {other}`, `oracle conform --rule-option {other}`; a "
                 "record names it in its `rule_options`).", ""]
        lines += [f"- `{option.setting(v)}`{' (the default)' if v == option.default else ''}: {text}"
                  for v, text in option.readings.items()]
        return [*lines, ""]

    def wrong_entry(self, number: int) -> list[str]:
        """One commonly-wrong rule: its question, the kit's statement, what it concerns, the rulings on
        its rule, its tests and its cases."""
        here = self.page_path
        rule = self.wrong.rules[number]
        statement = self.wrong.statements[number]
        lines = [f"### {self.wrong.questions[number]} {{#{commonly_wrong_anchor(number)}}}", "",
                 f"**Commonly wrong #{number}**, on rule {self.rule_link(here, rule)}.", "",
                 statement[0].upper() + statement[1:] + ".", ""]
        lines += self.components_line(here, self.concerned_by_wrong(number))
        related = [r for r in self.rulings if r.rule == rule]
        if related:
            lines += ["See also the ruling" + ("s " if len(related) > 1 else " ")
                      + ", ".join(f"[`{r.id}`](#{self.anchor(r.id)})" for r in related) + ".", ""]
        lines += self.tests_line(self.wrong_tests.get(number, ()))
        lines += self.cases_line(rule, number)
        return lines

    def page(self) -> str:
        """The whole page: every ruling, then every commonly-wrong rule, each once."""
        number_of = {rule: n for n, rule in self.wrong.rules.items()}
        lines = ["# Rulings and FAQ", "", self.intro, "", "## Rulings", ""]
        for r in self.rulings:
            lines += self.ruling_entry(r, number_of)
        lines += ["## Rules often got wrong", "", WRONG_INTRO, ""]
        for number in self.wrong.statements:
            lines += self.wrong_entry(number)
        return "\n".join(lines)
