"""The printable reference (oracle/docs/printable.py): parts put together on one page with
their headings moved down, ids of their own, links made to point inside the page."""

from __future__ import annotations

from oracle.docs import printable
from oracle.docs.printable import Part

CHAPTER = """# Ages and turns

Intro, see [Building](building.md#trade.price) and [the table](../cards/table.md).

## Revealing cards {#age.reveal}

Uncovered cards, as the [Mausoleum](../wonders/the-mausoleum.md) shows; ![](../icons/chain-moon.svg){: .icon }

### An example

```text
# not a heading
[not a link](nowhere.md)
```

## An example
"""

CARD = """---
search:
  boost: 3
---

# The Mausoleum

## What it does

Builds from the discard pile. See [the rule](../rules/turn.md#age.reveal) and [Ages](../rules/turn.md).

??? info "For implementers: the DSL source"

    **DSL source** here

    ```text
    wonder "The Mausoleum" {
    ```

## Rulings and questions

- [A question](../rules/rulings.md#wonder-mausoleum)
"""


def test_headings_move_down_and_get_ids_of_their_own():
    text, anchors = printable.demote(CHAPTER, Part("duel/rules/turn.md", 2))
    headings = [line for line in text.split("\n") if line.startswith("#")]
    assert headings == [
        "## Ages and turns {#print-duel-rules-turn}",
        "### Revealing cards {#age.reveal}",
        "#### An example {#print-duel-rules-turn--an-example}",
        "# not a heading",
        "### An example {#print-duel-rules-turn--an-example_1}",
    ]
    assert anchors == {"": "print-duel-rules-turn", "ages-and-turns": "print-duel-rules-turn",
                       "age.reveal": "age.reveal", "an-example": "print-duel-rules-turn--an-example",
                       "an-example_1": "print-duel-rules-turn--an-example_1"}


def test_links_point_inside_the_page_or_at_the_site():
    anchors = {"duel/rules/turn.md": {"": "print-duel-rules-turn", "age.reveal": "age.reveal"},
               "duel/rules/building.md": {"": "print-duel-rules-building"},
               "duel/wonders/the-mausoleum.md": {"": "print-duel-wonders-the-mausoleum"}}
    text = printable.retarget(CHAPTER, Part("duel/rules/turn.md", 2), anchors, "duel/print.md")
    assert "[Building](#trade.price)" in text                      # a rule id keeps its id
    assert "[the table](cards/table.md)" in text                   # a page left out: the site's page
    assert "[Mausoleum](#print-duel-wonders-the-mausoleum)" in text
    assert "![](icons/chain-moon.svg){: .icon }" in text           # images keep their files
    assert "[not a link](nowhere.md)" in text                      # code is left alone


def test_a_component_page_without_front_matter_or_implementers_block():
    text = printable.drop_implementers(printable.strip_front_matter(CARD))
    assert text.startswith("\n# The Mausoleum") and "boost" not in text
    assert "For implementers" not in text and "DSL source" not in text and 'wonder "The Mausoleum"' not in text
    assert "## Rulings and questions" in text and "- [A question]" in text


def test_the_assembled_page_has_contents_groups_and_page_breaks():
    parts = [(Part("duel/rules/turn.md", 2), CHAPTER),
             (Part("duel/wonders/the-mausoleum.md", 3, "Wonders"), CARD)]
    page = printable.assemble(parts, "Printable", "All of it.", "duel/print.md")
    assert page.startswith("# Printable\n\nAll of it.\n\n**Contents**\n\n"
                           "- [Ages and turns](#print-duel-rules-turn)\n- [Wonders](#print-wonders)\n")
    assert "## Ages and turns {#print-duel-rules-turn .print-part}" in page
    assert "## Wonders {#print-wonders .print-part}\n\n### The Mausoleum {#print-duel-wonders-the-mausoleum}" in page
    assert "[the rule](#age.reveal)" in page and "[Ages](#print-duel-rules-turn)" in page
    assert "[Mausoleum](#print-duel-wonders-the-mausoleum)" in page
    assert "[A question](rules/rulings.md#wonder-mausoleum)" in page   # the rulings page is not a part here
    assert "#### What it does {#print-duel-wonders-the-mausoleum--what-it-does}" in page


def test_slugs_as_the_table_of_contents_makes_them():
    assert printable.slugify("What happens when a card is `uncovered`?") == "what-happens-when-a-card-is-uncovered"
    assert printable.slugify("Cartas da Era [I](x.md) — Alfândega") == "cartas-da-era-i-alfandega"
    assert printable.page_anchor("duel/cards/clay-pool.md") == "print-duel-cards-clay-pool"


def test_the_same_explicit_id_on_two_pages_stays_apart():
    """Two board pages each with a side anchored {#side-a}: the first keeps it, the second's is prefixed,
    and a link to either side lands on its own board."""
    board = "# {name}\n\n## Side A {{#side-a}}\n\nProduces.\n"
    index = "# Boards\n\n[Rhodes A](rhodes.md#side-a) and [Giza A](giza.md#side-a).\n"
    page = printable.assemble([(Part("classic/boards/index.md", 2), index),
                               (Part("classic/boards/giza.md", 3), board.format(name="Giza")),
                               (Part("classic/boards/rhodes.md", 3), board.format(name="Rhodes"))],
                              "Printable", "All of it.", "classic/print.md")
    assert "### Side A {#side-a}" in page
    assert "### Side A {#print-classic-boards-rhodes--side-a}" in page
    assert "[Rhodes A](#print-classic-boards-rhodes--side-a) and [Giza A](#side-a)." in page


def test_a_column_of_dsl_source_is_left_out_of_every_table():
    """The Pantheon's tables give each component's source in a column: the print leaves it out, the other
    columns and tables as they are (an escaped pipe inside a cell stays in its cell)."""
    page = ("# The Pantheon expansion\n\n| divinity | what it does | DSL source |\n| --- | --- | --- |\n"
            "| Zeus | Discards a card \\| or none. | <code>when activated: discard</code> |\n\n"
            "| space | first player |\n| --- | --- |\n| 1 | 3 |\n")
    assert printable.drop_columns(page) == (
        "# The Pantheon expansion\n\n| divinity | what it does |\n| --- | --- |\n"
        "| Zeus | Discards a card \\| or none. |\n\n"
        "| space | first player |\n| --- | --- |\n| 1 | 3 |\n")


def test_an_html_anchor_taken_by_an_earlier_part_is_renamed_and_links_follow_it():
    """A rule the Pantheon restates has an anchor in its page's table of rules (``<a id="setup.draft">``)
    and a heading in the base chapter: on the one page the chapter keeps the id, the table's is renamed, and
    the expansion's links to its own row land there."""
    chapter = "# Setup\n\n## The wonder draft {#setup.draft}\n\nDrafted.\n"
    expansion = ('# The Pantheon expansion\n\nSee [the draft](#setup.draft).\n\n| rule | with the Pantheon |\n'
                 '| --- | --- |\n| <a id="setup.draft"></a>`setup.draft` | Eight of 14. |\n'
                 '| <a id="pantheon.cost"></a>`pantheon.cost` | Its price. |\n')
    page = printable.assemble([(Part("duel/rules/setup.md", 2), chapter), (Part("duel/pantheon.md", 2), expansion)],
                              "Printable", "All of it.", "duel/print.md")
    assert "### The wonder draft {#setup.draft}" in page
    assert '| <a id="print-duel-pantheon--setup.draft"></a>`setup.draft` | Eight of 14. |' in page
    assert '| <a id="pantheon.cost"></a>`pantheon.cost` | Its price. |' in page
    assert "See [the draft](#print-duel-pantheon--setup.draft)." in page
