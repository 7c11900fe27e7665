"""The rulings of 7 Wonders Duel on the site: the ruling boxes of the rules chapters and the
Rulings and FAQ page, both generated from ``spec/duel/rulings.toml`` by :mod:`oracle.docs.faq`.

A chapter places a ruling with a line ``!!! ruling ID`` (the ruling's id, unquoted); the lines
indented under it say which tests pin it.  The documentation hook replaces that line with the
box :func:`ruling_box` writes from the spec: the question, the kind, the decision and the
sources.  The FAQ page gathers every ruling and every rule other engines commonly get wrong
(``oracle.duel.conformance.COMMONLY_WRONG``), each with its rule, the components it concerns,
the tests that pin it and the conformance cases that pin it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from oracle.core.spec import Ruling
from oracle.docs import faq as shared
from oracle.docs.faq import Case as Case
from oracle.docs.faq import Placement as Placement
from oracle.docs.faq import commonly_wrong_anchor as commonly_wrong_anchor
from oracle.docs.faq import components_named as components_named
from oracle.docs.faq import ruling_anchor as ruling_anchor
from oracle.docs.faq import suite_cases as suite_cases
from oracle.docs.section import rules_folder
from oracle.duel.conformance import COMMONLY_WRONG, COMMONLY_WRONG_RULES

RULES_FOLDER = rules_folder("duel")
FAQ_PAGE = f"{RULES_FOLDER}/rulings.md"
RULINGS_FILE = "spec/duel/rulings.toml"
INTRO = ("Questions players ask about 7 Wonders Duel, answered as the reference engine plays them. "
         "The first part holds the **rulings**: the points where the rulebooks are silent, disagree "
         "between printings or translations, or were corrected, each with its kind (rulebook, erratum, "
         "designer ruling or project decision) and its sources. They are the data of "
         "`spec/duel/rulings.toml`; each also stands in a box in the rules chapter that explains its "
         "rule. The second part holds the rules other engines **commonly get wrong**, as the conformance "
         "kit numbers them. Players are numbered 0 and 1, as in the game records.")

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
WRONG = shared.commonly_wrong(COMMONLY_WRONG, COMMONLY_WRONG_RULES, COMMONLY_WRONG_QUESTIONS, "oracle/duel/docs/faq.py")


def placements(docs: Path) -> dict[str, list[Placement]]:
    """Ruling id -> every box of the Duel rules chapters showing it (``!!! ruling ID``)."""
    return shared.placements(docs, RULES_FOLDER)


def check_placements(rulings: tuple[Ruling, ...], placed: dict[str, list[Placement]]) -> list[str]:
    """Problems with the chapters' ruling boxes: each ruling shown exactly once, no unknown ruling."""
    return shared.check_placements(rulings, placed, RULES_FOLDER, RULINGS_FILE)


def ruling_box(ruling: Ruling, here: str) -> str:
    """The head of a chapter's box for ``ruling`` (:func:`oracle.docs.faq.ruling_box`)."""
    return shared.ruling_box(ruling, here, FAQ_PAGE)


def faq(rulings: tuple[Ruling, ...], placed: dict[str, list[Placement]], tests: dict[str, str],
        cases: list[Case], rule_link: Callable[[str, str], str], link: Callable[[str, str], str],
        names: tuple[str, ...], intro: str = INTRO) -> shared.Faq:
    """The Rulings and FAQ page's facts: a ruling is pinned by the tests its chapter box names, a
    commonly-wrong rule by its numbered group of ``tests/test_commonly_wrong.py``."""
    ruling_tests = {rid: [t for p in where for t in p.tests] for rid, where in placed.items()}
    wrong_tests = {n: [t for t in tests if t.startswith(f"tests/test_commonly_wrong.py::test_{n:02d}_")]
                   for n in COMMONLY_WRONG}
    return shared.Faq(FAQ_PAGE, intro, "duel", rulings, WRONG, ruling_tests, wrong_tests, cases, rule_link, link,
                      names)
