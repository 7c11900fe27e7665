"""The combination's part of 7 Wonders Duel's Rulings and FAQ page: its rulings, where the Pantheon and
Agora meet, asked as the rest of the page asks them, each pinned by the tests quoting its id and by the
cases of the combination's suite naming its rule."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from oracle.core.spec import Ruling
from oracle.docs import faq as shared
from oracle.docs.links import relative
from oracle.duel.docs.faq import FAQ_PAGE

INTRO = " The last part holds the rulings of the two played together, [with both](#with-both)."
SECTION = "with-both"
RULINGS_FILE = "spec/duel/variants/pantheon_agora/rulings.toml"


def part(rulings: Sequence[Ruling], tests: dict[str, str], cases: list[shared.Case],
         rule_link: Callable[[str, str], str], link: Callable[[str, str], str], names: tuple[str, ...],
         page: str, questions_page: str) -> list[str]:
    """The FAQ page's part on the combination: every ruling of its own."""
    ruling_tests = {r.id: [ref for ref, source in tests.items() if f'"{r.id}"' in source or f"'{r.id}'" in source]
                    for r in rulings}
    faq = shared.Faq(FAQ_PAGE, "", "duel-pantheon-agora", tuple(rulings), shared.CommonlyWrong({}, {}, {}),
                     ruling_tests, {}, cases, rule_link, link, names,
                     play_command="oracle --game duel play --variant pantheon_agora")
    lines = [f"## With both expansions {{#{SECTION}}}", "",
             f"The {len(rulings)} rulings of [Duel with the Pantheon and Agora]({relative(FAQ_PAGE, page)}), the "
             f"data of `{RULINGS_FILE}`: where the two expansions meet and no source says what happens. Both "
             "expansions' rulings above still hold. "
             f"[What happens when…?]({relative(FAQ_PAGE, questions_page)}) answers these questions in short.", ""]
    for r in rulings:
        lines += faq.ruling_entry(r, {})
    return lines


__all__ = ["INTRO", "RULINGS_FILE", "SECTION", "part"]
