"""The Pantheon expansion's pages: the page generated from its spec (oracle.duel.pantheon.docs) and the
hand-written questions page (docs/duel/rules/pantheon-faq.md), checked against the expansion's spec."""

from __future__ import annotations

import re
import shutil
import tomllib
from pathlib import Path

import pytest

from oracle.docs.faq import ruling_anchor
from oracle.docs.links import slug
from oracle.dsl.english import component_english
from oracle.dsl.plain import plain_english
from oracle.dsl.printer import component_text
from oracle.duel.docs.site import Site
from oracle.duel.pantheon.docs import overview
from oracle.duel.ruleset import load_ruleset_from

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "spec" / "duel" / "variants" / "pantheon"
SITE = Site.load(ROOT)
PAGES = SITE.pages()
PAGE = PAGES[overview.PAGE]
BASE = load_ruleset_from(ROOT / "spec" / "duel")
RULES = load_ruleset_from(ROOT / "spec" / "duel", "pantheon")
FAQ = (ROOT / "docs" / overview.FAQ_PAGE).read_text(encoding="utf-8")
VARIANT_RULES = tomllib.loads((SPEC / "rules.toml").read_text(encoding="utf-8"))["rules"]
VARIANT_RULINGS = {r["id"]: r for r in tomllib.loads((SPEC / "rulings.toml").read_text(encoding="utf-8"))["ruling"]}
GAME = tomllib.loads((SPEC / "game.toml").read_text(encoding="utf-8"))


def section(page: str, title: str) -> str:
    """The part of ``page`` under the heading ``## title``, up to the next ``## `` heading."""
    start = page.index(f"\n## {title}")
    end = page.find("\n## ", start + 1)
    return page[start:end if end != -1 else len(page)]


LINKED = re.compile(r"\[(.+?)\]\(pantheon/[a-z0-9-]+\.md\)")


def name_of(cell: str) -> str:
    """The component named by a table's first cell: the text of the link to its page."""
    found = LINKED.fullmatch(cell)
    return found.group(1) if found else cell


def first_column(table: str) -> list[str]:
    """The component named by the first cell of every body row of the Markdown tables in ``table``."""
    rows = [line for line in table.splitlines() if line.startswith("| ") and not line.startswith("| ---")]
    return [name_of(row.split(" | ")[0].removeprefix("| ")) for row in rows[1:]]


def linked(name: str) -> str:
    """How the overview's tables show a component of the expansion: a link to its page."""
    return f"[{name}](pantheon/{slug(name)}.md)"


def test_the_page_is_generated_and_says_how_to_play_the_expansion():
    assert not (ROOT / "docs" / overview.PAGE).exists()
    assert PAGE.startswith("# The Pantheon expansion\n")
    for text in ("`oracle --game duel play --variant pantheon`", '`oracle.load_game("duel", variant="pantheon")`',
                 '`"variant": "pantheon"`', "`spec/schema/duel-pantheon/`", "`record.v1.schema.json`",
                 "`spec/duel/variants/pantheon`"):
        assert text in PAGE


def test_every_divinity_and_grand_temple_has_its_row_with_english_and_dsl_source():
    names = first_column(section(PAGE, "Divinities"))
    assert names == ["Enki", "Ishtar", "Nisaba", "Astarte", "Baal", "Tanit", "Aphrodite", "Hades", "Zeus", "Anubis",
                     "Isis", "Ra", "Mars", "Minerva", "Neptune", "The Gate"]
    assert names == [d.name for d in RULES.divinities]
    temples = first_column(section(PAGE, "Grand Temples"))
    assert temples == [f"{m} Grand Temple" for m in ("Mesopotamian", "Phoenician", "Greek", "Egyptian", "Roman")]
    assert first_column(section(PAGE, "Wonders")) == ["The Sanctuary", "The Divine Theater"]
    assert first_column(section(PAGE, "Progress tokens")) == ["Mysticism", "Poliorcetics", "Engineering"]
    rows = {name_of(row.split(" | ")[0].removeprefix("| ")): row for row in PAGE.splitlines() if row.startswith("| ")}
    by_name = {c.name: c for c in RULES.components}
    for name in [*names, *temples, "The Sanctuary", "The Divine Theater", "Mysticism", "Poliorcetics", "Engineering"]:
        c = by_name[name]
        assert " ".join(component_english(c.source, vocabulary=RULES.vocabulary)) in rows[name]
        first_line = component_text(c.source).split("\n")[0].replace('"', "&quot;")
        assert f"<code>{first_line}<br>" in rows[name]
    assert f"| {linked('Minerva')} | Roman |" in rows["Minerva"]
    assert f"| {linked('The Gate')} | none |" in rows["The Gate"]
    assert "place blocker on track" in rows["Minerva"]
    assert (f"| {linked('Roman Grand Temple')} | Roman | 1 clay, 1 stone, 2 glass and 1 papyrus |"
            in rows["Roman Grand Temple"])


def test_the_price_table_is_the_spec_s():
    costs = GAME["pantheon"]["costs"]
    factor = GAME["pantheon"]["gate_cost_factor"]
    assert [first for first, _ in costs] == [3, 4, 5, 6, 7, 8]
    assert [second for _, second in costs] == [8, 7, 6, 5, 4, 3]
    assert factor == 2
    board = section(PAGE, "The Pantheon board")
    assert "| space | first player | second player | the Gate, first player | the Gate, second player |" in board
    for space, (first, second) in enumerate(costs, start=1):
        assert f"| {space} | {first} | {second} | {first * factor} | {second * factor} |" in board
    assert "| 1 | 3 | 8 | 6 | 16 |" in board and "| 6 | 8 | 3 | 16 | 6 |" in board
    assert "slots 2, 4, 9, 11, 13" in board and "worth 2, 3, 4" in board and "slots 6, 8, 10" in board


def test_every_rule_id_of_the_expansion_has_its_anchor_and_statement():
    rules = section(PAGE, "Rules")
    own = [rid for rid in VARIANT_RULES if rid.startswith("pantheon.")]
    assert len(own) == 17 and "pantheon.cost" in own
    for rid, text in VARIANT_RULES.items():
        row = next(line for line in rules.splitlines() if line.startswith(f'| <a id="{rid}"></a>`{rid}` |'))
        assert text.replace("|", "\\|") in row
    gone = next(line for line in rules.splitlines() if line.startswith('| <a id="setup.guilds"></a>'))
    assert "| gone |" in gone and BASE.rule_ids["setup.guilds"] in gone
    assert "| restated (the base game's: [`setup.progress`](rules/setup.md#setup.progress)) |" in rules
    assert rules.count("<a id=") == len(VARIANT_RULES) + 1


def test_every_ruling_of_the_expansion_is_on_the_page_with_its_kind_sources_and_confidence():
    rulings = section(PAGE, "Rulings {#rulings}")
    assert len(VARIANT_RULINGS) == 47
    for rid, r in VARIANT_RULINGS.items():
        head = f"### {r['question']} {{#{ruling_anchor(rid)}}}"
        assert head in rulings
        entry = rulings.split(head)[1].split("\n### ")[0]
        assert r["decision"] in entry
        assert f"*{r['kind'].capitalize()}*, ruling `{rid}` on " in entry
        assert f"confidence: {r['confidence']}" in entry
        assert "Sources: " + "; ".join(r["sources"]) + "." in entry
    assert rulings.count("\n### ") == 47
    # a ruling on one of the expansion's rules links its row on this page, one on a base rule its chapter
    assert "ruling `pantheon.cost_figures` on [`pantheon.cost`](#pantheon.cost)" in rulings
    assert "ruling `pantheon.tie_break` on [`victory.tie_break`](rules/end.md#victory.tie_break)" in rulings


def test_the_page_holds_nothing_of_the_guild_pages():
    guilds = [c for c in BASE.cards if c.deck == "guild"]
    assert len(guilds) == 7
    removed = section(PAGE, "What the expansion changes")
    for g in guilds:
        guild_page = PAGES[f"duel/cards/{slug(g.name)}.md"]
        assert f"# {g.name}\n" in guild_page
        # its name only, linked, where the page says what the expansion takes out
        assert PAGE.count(g.name) == 1 and f"[{g.name}](cards/" in removed
        for sentence in [*plain_english(g.source, vocabulary=BASE.vocabulary),
                         *component_english(g.source, vocabulary=BASE.vocabulary)]:
            assert sentence not in PAGE
        effects = [line.strip() for line in component_text(g.source).split("\n") if ": " in line]
        assert effects and not [line for line in effects if line in PAGE]
    assert "guild" not in section(PAGE, "Divinities").lower()


# ---- the questions page ------------------------------------------------------------------------------

CITED_RULING = re.compile(r"[Rr]uling\s+\[`([a-z_]+\.[a-z_.]+)`\]\(\.\./pantheon\.md#([a-z0-9-]+)\)")
CITED_RULE = re.compile(r"rule\s+\[`([a-z_]+\.[a-z_.]+)`\]\(([a-z./-]+)#([a-z_.]+)\)")


def questions() -> list[str]:
    """The questions of the FAQ page, each with its answer and citations."""
    return FAQ.split("\n## ")[1:]


def test_the_faq_asks_between_twelve_and_twenty_questions_each_citing_a_ruling_and_a_rule():
    assert FAQ.startswith("# What happens when…? (Pantheon)\n")
    asked = questions()
    assert 12 <= len(asked) <= 20
    for q in asked:
        assert q.startswith("…") and q.split("\n")[0].endswith("?")
        assert CITED_RULING.search(q), q.split("\n")[0]
        assert CITED_RULE.search(q), q.split("\n")[0]


def test_every_ruling_the_faq_cites_is_a_ruling_of_the_expansion_and_links_its_entry():
    cited = CITED_RULING.findall(FAQ)
    assert len(cited) >= 20
    for rid, anchor in cited:
        assert rid in VARIANT_RULINGS, rid
        assert anchor == ruling_anchor(rid)
        assert f"{{#{anchor}}}" in PAGE
    # the questions a rules lawyer asks first are among them
    ids = {rid for rid, _ in cited}
    assert {"pantheon.zeus_token", "pantheon.uncovering_player", "pantheon.anubis_effects", "pantheon.isis_full_build",
            "pantheon.ra_five_wonders", "pantheon.minerva_where", "pantheon.not_buildings",
            "pantheon.poliorcetics_spaces", "pantheon.neptune_one_token", "pantheon.reserve_treasury_first",
            "pantheon.enki_unchosen", "pantheon.gate_empty_decks", "science.law_never_pairs",
            "pantheon.temple_token_kept", "pantheon.urbanism_temples", "pantheon.engineering_temples",
            "pantheon.tie_break"} <= ids


def test_every_rule_the_faq_cites_exists_and_is_the_rule_of_the_ruling_beside_it():
    for q in questions():
        for rid, page, anchor in CITED_RULE.findall(q):
            assert rid == anchor and rid in RULES.rule_ids, rid
            if page == "../pantheon.md":    # the expansion's rules have their row on its page
                assert rid in VARIANT_RULES, rid
            else:                           # a base rule, unchanged, links its chapter
                assert rid not in VARIANT_RULES and f"{{#{rid}}}" in (ROOT / "docs/duel/rules" / page).read_text(
                    encoding="utf-8"), rid
        rulings = {rid for rid, _ in CITED_RULING.findall(q)}
        rules = {rid for rid, _, _ in CITED_RULE.findall(q)}
        assert {VARIANT_RULINGS[r]["rule"] for r in rulings} <= rules, q.split("\n")[0]


def test_a_spec_without_the_expansion_has_no_pantheon_page(tmp_path):
    root = tmp_path / "project"
    shutil.copytree(ROOT / "spec", root / "spec")
    shutil.copytree(ROOT / "docs", root / "docs")
    (root / "tests").mkdir()
    # without the Pantheon, and so without the two played together, which extends it
    shutil.rmtree(root / "spec" / "duel" / "variants" / "pantheon")
    shutil.rmtree(root / "spec" / "duel" / "variants" / "pantheon_agora")
    site = Site.load(root)
    assert [e.name for e in site.expansions()] == ["agora"]     # the other expansion's pages stay
    assert overview.PAGE not in site.pages()


@pytest.mark.parametrize("name", ["Enki", "The Gate", "Neptune"])
def test_a_divinity_row_keeps_its_source_lines(name):
    c = next(d for d in RULES.divinities if d.name == name)
    row = next(line for line in section(PAGE, "Divinities").splitlines() if line.startswith(f"| {linked(name)} |"))
    assert overview.source_cell(c) in row
    assert row.count("<br>") == component_text(c.source).count("\n")


# ---- one page per component of the expansion -----------------------------------------------------------

from oracle.docs.rule_links import component_rules  # noqa: E402
from oracle.duel.docs.site import KIND_FOLDERS, page_of  # noqa: E402
from oracle.duel.pantheon.docs.pages import FOLDER, SUITE  # noqa: E402

ADDED = ["Enki", "Ishtar", "Nisaba", "Astarte", "Baal", "Tanit", "Aphrodite", "Hades", "Zeus", "Anubis", "Isis", "Ra",
         "Mars", "Minerva", "Neptune", "The Gate",
         *(f"{m} Grand Temple" for m in ("Mesopotamian", "Phoenician", "Greek", "Egyptian", "Roman")),
         "The Sanctuary", "The Divine Theater", "Mysticism", "Poliorcetics", "Engineering"]
BY_NAME = {c.name: c for c in RULES.components}


def component_page(name: str) -> str:
    """The generated page of the expansion's component ``name``."""
    return PAGES[f"{FOLDER}/{slug(name)}.md"]


def suite_cases() -> list[dict[str, object]]:
    """Every case of the expansion's conformance suite."""
    import json

    found = []
    for path in sorted((ROOT / "spec" / "conformance" / SUITE).glob("*.json")):
        if path.name not in ("perft.json", "coverage.json"):
            found += json.loads(path.read_text(encoding="utf-8"))["cases"]
    return found


def spec_block(path: Path, name: str) -> str:
    """The source of the component ``name`` as ``path`` writes it, from its first line to its closing brace."""
    text = path.read_text(encoding="utf-8")
    start = text.index(f'"{name}" {{')
    return text[start:text.index("\n}", start)]


def test_the_expansion_has_a_page_for_each_of_its_26_components_and_no_other():
    assert len(ADDED) == 26
    generated = {path for path in PAGES if path.startswith(f"{FOLDER}/")}
    assert generated == {f"{FOLDER}/{slug(name)}.md" for name in ADDED}
    for name in ADDED:
        assert component_page(name).startswith(f"---\nsearch:\n  boost: 3\n---\n\n# {name}\n")
    # the navigation lists every page under its group, in the spec's order
    nav = [entry for group in ("divinities", "temples", "wonders", "progress")
           for entry in SITE.nav(f"pantheon:{group}")]
    assert nav == [{name: f"{FOLDER}/{slug(name)}.md"} for name in ADDED]
    mkdocs = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    for group in ("divinities", "temples", "wonders", "progress"):
        assert f'"@duel:pantheon:{group}"' in mkdocs


def test_the_overview_links_every_component_to_its_page():
    for name in ADDED:
        assert PAGE.count(f"| {linked(name)} |") == 1, name


def test_zeus_s_page_has_its_english_its_source_its_rule_its_ruling_and_its_cases():
    page = component_page("Zeus")
    zeus = BY_NAME["Zeus"]
    assert "**Divinity** · **Mythology:** Greek · " in page
    for sentence in plain_english(zeus.source, vocabulary=RULES.vocabulary):
        assert f"\n{sentence}\n" in page
    assert " ".join(component_english(zeus.source, vocabulary=RULES.vocabulary)) in page
    written = spec_block(SPEC / "divinities.wdl", "Zeus")
    effect = next(line.strip() for line in written.splitlines() if line.strip().startswith("when activated:"))
    assert effect == "when activated: discard any card of structure"
    assert f"\n      {effect}\n" in page     # in the folded source block, as the spec has it
    folded = "\n".join(f"    {line}" for line in f"divinity {written}\n}}".splitlines())
    assert f"    ```text\n{folded}\n    ```" in page
    assert "| [`effect.discard_from_structure`](../pantheon.md#effect.discard_from_structure) | " in page
    ruling = VARIANT_RULINGS["pantheon.zeus_token"]
    assert (f"- [{ruling['question']}](../pantheon.md#{ruling_anchor('pantheon.zeus_token')}) "
            f"({ruling['kind']}, ruling `pantheon.zeus_token`)") in page
    cases = [c["id"] for c in suite_cases() if "Zeus" in c.get("components", [])]  # type: ignore[operator]
    assert cases
    for case in cases:
        assert f"- `{case}`: " in page
    assert "Conformance cases (`spec/conformance/duel-pantheon/`, run with `oracle conform --variant pantheon`)" in page


def test_each_page_lists_the_expansion_s_rulings_on_its_rules_or_naming_it():
    for name in ADDED:
        page = component_page(name)
        rules = component_rules(BY_NAME[name].source, RULES.rule_ids)
        for rid, r in VARIANT_RULINGS.items():
            about = r["rule"] in rules or name in f"{r['question']} {r['decision']}"
            if about and len(name) > 2:     # "Ra" is a word inside many others: its rulings are checked by rule
                assert f"ruling `{rid}`)" in page, (name, rid)
            if r["rule"] in rules:
                assert f"ruling `{rid}`)" in page, (name, rid)


def test_a_grand_temple_is_free_with_its_mythology_s_token():
    for m in ("Mesopotamian", "Phoenician", "Greek", "Egyptian", "Roman"):
        page = component_page(f"{m} Grand Temple")
        assert "**Card** · **Age:** III (Grand Temple) · **Colour:** " in page
        assert (f"- Free with the **{m}** Mythology token: a player holding one builds it for nothing and keeps "
                f"the token ([`pantheon.temple_free`](../pantheon.md#pantheon.temple_free)).") in page
        assert "icons/chain-" not in page   # a Mythology has no chain icon


def test_no_base_component_page_speaks_of_the_expansion(tmp_path):
    base_pages = {path: text for path, text in PAGES.items()
                  if path.startswith(tuple(f"{folder}/" for folder in KIND_FOLDERS.values()))}
    # and the index pages: cards, card table, chains, wonders, progress tokens
    assert len(base_pages) == len(BASE.components) + 5
    for path in (page_of(c) for c in BASE.components):
        text = base_pages[path]
        # the tests pinning a base card may be the expansion's own (tests/duel_pantheon/): their names aside
        said = "\n".join(line for line in text.splitlines() if not line.startswith("    - `tests/"))
        # (the Pantheon is also a base card: the expansion shows as a link to its pages or as its words)
        assert "../pantheon.md" not in said and "../pantheon/" not in said, path
        assert "divinit" not in said.lower() and "mythology" not in said.lower(), path
    # the same pages, byte for byte, from a spec without the expansion
    root = tmp_path / "project"
    shutil.copytree(ROOT / "spec", root / "spec")
    shutil.copytree(ROOT / "docs", root / "docs")
    shutil.copytree(ROOT / "tests", root / "tests")
    shutil.rmtree(root / "spec" / "duel" / "variants" / "pantheon")
    shutil.rmtree(root / "spec" / "duel" / "variants" / "pantheon_agora")
    site = Site.load(root)
    without = site.pages()
    # (a component's location is written from the copy's root)
    assert {path: without[path].replace(f"{root}/", "") for path in base_pages} == base_pages
    assert not [path for path in without if path.startswith(f"{FOLDER}/")]
    assert site.nav("pantheon:divinities") == []


def test_the_rulings_and_faq_page_asks_every_ruling_of_the_expansion():
    """Duel's Rulings and FAQ page ends with the Pantheon's 47 rulings, each under an anchor of its own
    (a base ruling the expansion restates stays apart from the base entry), with its kind, rule and the
    cases of the expansion's suite naming that rule."""
    from oracle.duel.docs.faq import FAQ_PAGE
    from oracle.duel.pantheon.docs.faq import anchor as pantheon_anchor

    page = PAGES[FAQ_PAGE]
    start = page.index("\n## With the Pantheon {#with-the-pantheon}\n")
    part = page[start:page.index("\n## With Agora {#with-agora}\n")]
    rulings = overview.expansion(BASE, RULES).rulings
    assert len(rulings) == len(VARIANT_RULINGS) == 47
    for r in rulings:
        assert f"\n### {r.question} {{#{pantheon_anchor(r.id)}}}\n" in part, r.id
        assert f"; ruling `{r.id}`.\n\n{r.decision}\n" in part, r.id
    assert part.count("\n### ") == 47
    anchors = re.findall(r"\{#([a-z0-9_-]+)\}", page)
    assert len(anchors) == len(set(anchors))
    assert "{#science-law-never-pairs}" in page and "{#pantheon-science-law-never-pairs}" in part
    assert ("on rule [`pantheon.cost`](../pantheon.md#pantheon.cost); ruling `pantheon.gate_space`" not in part
            and "on rule [`pantheon.gate`](../pantheon.md#pantheon.gate); ruling `pantheon.gate_space`." in part)
    assert "Concerns: [Zeus](../pantheon/zeus.md)" in part
    assert "Conformance cases (" in part and " in `spec/conformance/duel-pantheon/`): " in part
    assert "A last part holds the rulings of the **Pantheon** expansion" in page


def test_no_page_of_the_expansion_shows_a_table_of_names_it_has_not():
    """The spec names none of the Pantheon's components in another language: their pages show no table of
    names (and no column of dashes); a base card shows the languages it is named in, and only those."""
    for name in ADDED:
        assert "| English |" not in component_page(name), name
    assert "| English | Portuguese | Italian |\n| --- | --- | --- |\n| Stone Reserve | Reserva de Pedra | Riserva di " \
        "Pietra |" in PAGES["duel/cards/stone-reserve.md"]
    assert "| English | Portuguese |\n| --- | --- |\n| Altar | Altar |" in PAGES["duel/cards/altar.md"]
