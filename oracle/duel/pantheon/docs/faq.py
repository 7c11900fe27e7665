"""The Pantheon's part of 7 Wonders Duel's Rulings and FAQ page: every ruling of the expansion (its
own and the base rulings it restates), asked as the rest of the page asks them, each pinned by the
tests quoting its id and by the cases of the expansion's suite naming its rule."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from oracle.core.spec import Ruling
from oracle.docs import faq as shared
from oracle.docs.links import relative
from oracle.duel.docs.faq import FAQ_PAGE

INTRO = (" A last part holds the rulings of the **Pantheon** expansion, "
         "[with the Pantheon](#with-the-pantheon).")
SECTION = "with-the-pantheon"      # the part of the FAQ page holding the expansion's rulings
RULINGS_FILE = "spec/duel/variants/pantheon/rulings.toml"


def anchor(ruling_id: str) -> str:
    """The anchor of a ruling of the Pantheon in the FAQ page's part on the expansion: its own anchor for
    the expansion's rulings (``pantheon-zeus-token``), and, for a base ruling the expansion restates,
    the base ruling's anchor behind ``pantheon-``, so that the two entries stay apart."""
    found = shared.ruling_anchor(ruling_id)
    return found if found.startswith("pantheon-") else f"pantheon-{found}"


def part(rulings: Sequence[Ruling], tests: dict[str, str], cases: list[shared.Case],
         rule_link: Callable[[str, str], str], link: Callable[[str, str], str], names: tuple[str, ...],
         expansion_page: str, questions_page: str) -> list[str]:
    """The FAQ page's part on the Pantheon expansion: every ruling of the expansion (its own and the base
    rulings it restates), each asked as on the rest of the page, pinned by the tests quoting its id and
    by the cases of the expansion's suite naming its rule."""
    restated = [r for r in rulings if not r.id.startswith("pantheon.")]
    ruling_tests = {r.id: [ref for ref, source in tests.items() if f'"{r.id}"' in source or f"'{r.id}'" in source]
                    for r in rulings}
    faq = shared.Faq(FAQ_PAGE, "", "duel-pantheon", tuple(rulings), shared.CommonlyWrong({}, {}, {}), ruling_tests,
                     {}, cases, rule_link, link, names, anchor=anchor, play_command="oracle --game duel play")
    lines = [f"## With the Pantheon {{#{SECTION}}}", "",
             f"The {len(rulings)} rulings of the [Pantheon expansion]({relative(FAQ_PAGE, expansion_page)}), the "
             f"data of `{RULINGS_FILE}`: where its sources disagree or are silent, and what the oracle "
             f"decides while the expansion is played. {len(restated)} of them restate a ruling of the base game "
             "for the expansion; the base game's other rulings above still hold. "
             f"[What happens when…?]({relative(FAQ_PAGE, questions_page)}) answers the questions the expansion "
             "raises most often, in short.", ""]
    for r in rulings:
        lines += faq.ruling_entry(r, {})
    return lines


__all__ = ["INTRO", "RULINGS_FILE", "SECTION", "anchor", "part"]
