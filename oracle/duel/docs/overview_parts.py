"""The parts an expansion's overview page shares with every other expansion's: a component's rules
text and DSL source as table cells, the table of the rules the expansion adds, restates or takes out,
and a ruling's entry.  Each expansion's overview (``oracle/duel/<expansion>/docs/overview.py``) writes
its own sections around them."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from oracle.core.components import Component
from oracle.core.spec import Ruling
from oracle.docs.faq import ruling_anchor
from oracle.dsl.english import component_english
from oracle.dsl.printer import component_text
from oracle.duel.ruleset import Ruleset


def cell(text: str) -> str:
    """``text`` made safe for a Markdown table cell."""
    return text.replace("|", "\\|").replace("\n", " ")


def source_cell(c: Component) -> str:
    """The DSL source of ``c`` as one table cell: a code block whose lines are kept."""
    lines = []
    for line in component_text(c.source).split("\n"):
        indent = len(line) - len(line.lstrip(" "))
        lines.append("&nbsp;" * indent + html.escape(line.lstrip(" ")).replace("|", "&#124;"))
    return "<code>" + "<br>".join(lines) + "</code>"


def english(c: Component, rules: Ruleset) -> str:
    """The rules text of ``c`` in English, from its syntax tree, as one table cell."""
    return cell(" ".join(component_english(c.source, vocabulary=rules.vocabulary)))


def ruling_lines(r: Ruling, rule_link: Callable[[str], str]) -> list[str]:
    """A ruling of the expansion: its question as a heading, its decision, then its kind, rule,
    sources and confidence."""
    return [f"### {r.question} {{#{ruling_anchor(r.id)}}}", "", r.decision, "",
            f"*{r.kind.capitalize()}*, ruling `{r.id}` on {rule_link(r.rule)} · confidence: {r.confidence}", "",
            "Sources: " + "; ".join(r.sources) + ".", ""]


def rule_rows(base: Ruleset, rules: Ruleset, added: Sequence[str], restated: Sequence[str],
              removed: Sequence[str], rule_link: Callable[[str], str], title: str) -> list[str]:
    """The table of the rules an expansion changes, each with an anchor of its own (the rule id itself):
    those it adds, those it restates (linking the base game's statement) and those it takes out.
    ``title`` is the last column's head (``with the expansion``, say)."""
    lines = [f"| rule | what changed | {title} |", "| --- | --- | --- |"]
    lines += [f'| <a id="{r}"></a>`{r}` | new | {cell(rules.rule_ids[r])} |' for r in added]
    lines += [f'| <a id="{r}"></a>`{r}` | restated (the base game\'s: {rule_link(r)}) | '
              f"{cell(rules.rule_ids[r])} |" for r in restated]
    lines += [f'| <a id="{r}"></a>`{r}` | gone | {cell(base.rule_ids[r])} |' for r in removed]
    return lines


__all__ = ["cell", "english", "rule_rows", "ruling_lines", "source_cell"]
