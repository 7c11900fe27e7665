"""Agora's part of 7 Wonders Duel's Rulings and FAQ page: every ruling of the expansion (its own and
the base rulings it restates), asked as the rest of the page asks them, each pinned by the tests
quoting its id and by the cases of the expansion's suite naming its rule."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from oracle.core.spec import Ruling
from oracle.docs import faq as shared
from oracle.docs.links import relative
from oracle.duel.docs.faq import FAQ_PAGE

INTRO = " The part after it holds the rulings of the **Agora** expansion, [with Agora](#with-agora)."
SECTION = "with-agora"      # the part of the FAQ page holding the expansion's rulings
RULINGS_FILE = "spec/duel/variants/agora/rulings.toml"
PREFIX = "agora-"           # every anchor of the part starts so, apart from the base game's and the Pantheon's


def anchor(ruling_id: str) -> str:
    """The anchor of a ruling of Agora in the FAQ page's part on the expansion: its own anchor for the
    expansion's rulings (``agora-reveal-moment``), and, for a base ruling the expansion restates, the base
    ruling's anchor behind ``agora-``, so that the two entries stay apart."""
    found = shared.ruling_anchor(ruling_id)
    return found if found.startswith(PREFIX) else f"{PREFIX}{found}"


def part(rulings: Sequence[Ruling], tests: dict[str, str], cases: list[shared.Case],
         rule_link: Callable[[str, str], str], link: Callable[[str, str], str], names: tuple[str, ...],
         expansion_page: str, questions_page: str, options: Mapping[str, Any] | None = None) -> list[str]:
    """The FAQ page's part on the Agora expansion: every ruling of the expansion, each asked as on the
    rest of the page, pinned by the tests quoting its id and by the cases of the expansion's suite naming
    its rule."""
    restated = [r for r in rulings if not r.id.startswith("agora.")]
    ruling_tests = {r.id: [ref for ref, source in tests.items() if f'"{r.id}"' in source or f"'{r.id}'" in source]
                    for r in rulings}
    faq = shared.Faq(FAQ_PAGE, "", "duel-agora", tuple(rulings), shared.CommonlyWrong({}, {}, {}), ruling_tests,
                     {}, cases, rule_link, link, names, anchor=anchor,
                     play_command="oracle --game duel play --variant agora", options=dict(options or {}))
    lines = [f"## With Agora {{#{SECTION}}}", "",
             f"The {len(rulings)} rulings of the [Agora expansion]({relative(FAQ_PAGE, expansion_page)}), the "
             f"data of `{RULINGS_FILE}`: where its sources disagree or are silent, and what the oracle "
             f"decides while the expansion is played. "
             + (f"{len(restated)} of them restate a ruling of the base game" if restated
                else "None of them restates a ruling of the base game")
             + "; the base game's rulings above still hold. "
             f"[What happens when…?]({relative(FAQ_PAGE, questions_page)}) answers the questions the Senate and "
             "the Conspiracies raise most often, in short.", ""]
    for r in rulings:
        lines += faq.ruling_entry(r, {})
    return lines


__all__ = ["INTRO", "RULINGS_FILE", "SECTION", "anchor", "part"]
