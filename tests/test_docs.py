"""The rules reference site: built with ``mkdocs build --strict``, then read as files and in a browser.

The site is built once for this module into a temporary folder.  The browser test serves it on
localhost and drives Debian's Chromium headless through Playwright (never a downloaded browser).
Outside CI a missing Chromium skips the browser test; in CI (the ``CI`` variable set) it fails.
"""

from __future__ import annotations

import functools
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
import tomllib
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from oracle.docs.rule_links import all_rule_ids, component_rules
from oracle.duel.docs import examples
from oracle.duel.docs.site import RULE_ANCHOR, Site, page_of, slug
from oracle.duel.ruleset import load_ruleset
from tests.patience import PATIENCE  # the build takes what a busy machine needs

ROOT = Path(__file__).resolve().parent.parent
RULES = load_ruleset()
CHROMIUM = Path("/usr/bin/chromium")
OUTPUT = ROOT / "test-output"
CHAPTERS = ("setup", "turn", "building", "military", "science", "wonders", "end")


@pytest.fixture(scope="module")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    start = time.perf_counter()
    result = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "-f",
                             str(ROOT / "mkdocs.yml"), "-d", str(out)],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=PATIENCE)
    elapsed = time.perf_counter() - start
    assert result.returncode == 0, f"mkdocs build --strict failed:\n{result.stdout}\n{result.stderr}"
    print(f"\nsite built in {elapsed:.1f} s")
    return out


def html(site: Path, page: str) -> str:
    return (site / page / "index.html").read_text(encoding="utf-8")


def text_of(markup: str) -> str:
    inline = re.sub(r"</?(a|abbr|code|span|strong|em)\b[^>]*>", "", markup)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", inline))


# ---- the build ------------------------------------------------------------------------------------------

def test_every_component_has_a_page_with_text_source_and_rule_ids(site_dir):
    pages = [site_dir / page_of(c).removesuffix(".md") / "index.html" for c in RULES.components]
    assert len(pages) == 95 and len(RULES.cards) == 73 and len(RULES.wonders) == 12 and len(RULES.progress) == 10
    for c, page in zip(RULES.components, pages, strict=True):
        markup = page.read_text(encoding="utf-8")
        text = text_of(markup)
        assert re.search(rf'<h1 id="{slug(c.name)}">{re.escape(c.name)}<', markup), c.name
        assert "What it does" in text and "DSL source" in text and "Rules involved" in text, c.name
        assert f"{c.kind} &quot;{c.name}&quot;" in markup or f'{c.kind} "{c.name}"' in text, c.name
        assert c.location in text, c.name
        for rid in component_rules(c.source):
            assert rid in text, (c.name, rid)


def test_index_pages_exist(site_dir):
    cards = text_of(html(site_dir, "duel/cards"))
    assert "Cards by Age and colour" in cards and cards.count("age-layout") == 0  # class names are not text
    assert html(site_dir, "duel/cards").count('class="age-layout"') == 3
    table = html(site_dir, "duel/cards/table")
    # 73 cards, 12 wonders and 10 progress tokens, and the header row
    assert 'id="card-filter"' in table and table.count("<tr>") == 96
    pretorium = next(row for row in table.split("<tr>") if ">Pretorium</a>" in row)
    assert re.findall(r"<td>([^<]*)</td>", pretorium)[:3] == ["card", "III", "8 coins"] and "<td>3</td>" in pretorium
    chains = html(site_dir, "duel/cards/chains")
    assert 'class="chains-graph"' in chains and chains.count("marker-end") == 17
    assert text_of(html(site_dir, "duel/wonders")).count("The ") >= 9
    assert "Urbanism" in text_of(html(site_dir, "duel/progress"))
    ids = html(site_dir, "duel/rules/ids")
    assert all(f'id="{rid}"' in ids for rid in RULES.rule_ids)
    for page in ("", "duel/rules", "duel/rules/rulings", "design", "design/classic", "implementers/python", "dsl",
                 "dsl/constructs", "dsl/errors", "implementers", "implementers/records", "glossary",
                 *(f"duel/rules/{c}" for c in CHAPTERS)):
        assert (site_dir / page / "index.html").exists(), page


def test_icons_on_card_pages_and_in_the_table(site_dir):
    """Resource, science and chain-symbol icons (oracle/duel/docs/icons.py) beside their words."""
    def icons_in(markup: str) -> list[str]:
        return re.findall(r'<img alt="" class="icon" src="[./]*icons/([a-z-]+)\.svg" title="[a-z ]+" />', markup)

    library = html(site_dir, "duel/cards/library")
    facts = library.split("<h2")[0]
    assert icons_in(facts) == ["resource-wood", "resource-stone", "resource-glass", "science-quill", "chain-book"]
    assert "Science symbol: quill · Chain: free with book" in text_of(facts)
    caravansery = html(site_dir, "duel/cards/caravansery").split("<h2")[0]
    assert "Produces: wood / clay / stone" in text_of(caravansery)
    assert icons_in(caravansery) == ["resource-glass", "resource-papyrus", "resource-wood", "resource-clay",
                                     "resource-stone"]
    table = html(site_dir, "duel/cards/table")
    row = next(r for r in table.split("<tr>") if ">Library</a>" in r)
    assert icons_in(row) == ["resource-wood", "resource-stone", "resource-glass", "science-quill", "chain-book"]
    assert len(icons_in(table)) > 200
    legend = html(site_dir, "duel/cards").split('id="icons"')[1]
    assert len(icons_in(legend)) == 29
    # every icon an HTML page shows is a file of the site
    shown = set()
    for page in site_dir.rglob("*.html"):
        for src in re.findall(r'<img alt="" class="icon" src="([^"]+)"', page.read_text(encoding="utf-8")):
            shown.add((page.parent / src).resolve())
    assert all(path.is_file() for path in shown)
    by_section = {section: len([p for p in shown if p.parent.parent.name == section])
                  for section in ("duel", "classic", "architects")}
    assert by_section == {"duel": 29, "classic": 12, "architects": 12} and len(shown) == 53


def test_the_printable_reference_holds_the_whole_reference_on_one_page(site_dir):
    """duel/print.md: every rules chapter with every rule's statement, the rulings, the terms, the change
    log and all 95 components, nothing for implementers, every id once, every link inside the page
    reaching its target; search leaves the page out (its text is every other page's)."""
    from oracle.docs.printable import page_anchor
    from oracle.duel.docs import faq

    markup = html(site_dir, "duel/print")
    article = markup.split("<article")[1].split("</article>")[0]
    ids = re.findall(r'\sid="([^"]+)"', article)
    assert len(ids) == len(set(ids)), sorted({i for i in ids if ids.count(i) > 1})
    targets = set(re.findall(r'href="#([^"]+)"', article))
    assert targets <= set(ids), sorted(targets - set(ids))[:10]
    for c in RULES.components:
        assert page_anchor(page_of(c)) in ids and f"#{page_anchor(page_of(c))}" in article, c.name
    for chapter in ("index", *CHAPTERS, "rulings", "terminology", "changes"):
        assert page_anchor(f"duel/rules/{chapter}.md") in ids, chapter
    chapters = {rid for rid, page in Site.load(ROOT).chapters.items()}
    assert chapters <= set(ids) and len(chapters) == 55
    for rid, statement in RULES.rule_ids.items():
        if rid in chapters:
            assert text_of(statement) in text_of(article) or statement.replace('"', "&quot;") in article, rid
    assert all(faq.ruling_anchor(r.id) in ids for r in RULES.rulings)
    text = text_of(article)
    assert "For implementers" not in text and "DSL source" not in text
    assert text.count("What it does") == 95 + 26 + 51     # the base game's components, the Pantheon's, Agora's
    # the rulebook's reading order: rules, rulings, terms, changes, then the cards by Age, wonders, tokens
    order = [article.index(f'id="{page_anchor(p)}"') for p in (
        "duel/rules/setup.md", "duel/rules/end.md", "duel/rules/rulings.md", "duel/rules/changes.md",
        "duel/cards/lumber-yard.md", "duel/cards/merchants-guild.md", "duel/wonders/the-appian-way.md",
        "duel/progress/agriculture.md")]
    assert order == sorted(order)
    # rules pages and cards index, 4 decks, 2 indexes; the Pantheon's page, its 4 groups and its questions;
    # Agora's page, its 6 groups and its questions; the page of the two together and its questions
    assert article.count('class="print-part"') == 12 + 4 + 2 + 1 + 4 + 1 + 1 + 6 + 1 + 1 + 1
    from oracle.duel.agora.docs import overview as agora
    from oracle.duel.pantheon.docs import overview as pantheon
    from oracle.duel.pantheon_agora.docs import overview as both

    expansion, agora_pages, both_pages = Site.load(ROOT).expansions()
    assert len(expansion.added) == 26 and len(agora_pages.added) == 51 and both_pages.added == []
    for path in (both.PAGE, both.FAQ_PAGE):
        assert page_anchor(path) in ids, path
    assert article.index(f'id="{page_anchor(both.PAGE)}"') > article.index(f'id="{page_anchor(agora.FAQ_PAGE)}"')
    assert 'id="with-both"' in article
    for path in (agora.PAGE, *(agora_pages.page_of(c) for c in agora_pages.added), agora.FAQ_PAGE):
        assert page_anchor(path) in ids, path
    assert article.index(f'id="{page_anchor(agora.FAQ_PAGE)}"') > \
        article.index(f'id="{page_anchor(pantheon.FAQ_PAGE)}"')
    for group in ("Senators", "Conspiracies", "Decrees", "Wonders", "Progress tokens", "Military tokens"):
        assert f'id="print-agora-{group.lower().replace(" ", "-")}"' in article, group
    assert 'id="with-agora"' in article
    for path in (pantheon.PAGE, *(expansion.page_of(c) for c in expansion.added), pantheon.FAQ_PAGE):
        assert page_anchor(path) in ids, path
    assert article.index(f'id="{page_anchor("duel/progress/urbanism.md")}"') < \
        article.index(f'id="{page_anchor(pantheon.PAGE)}"') < article.index('id="print-duel-pantheon-zeus"')
    for group in ("Divinities", "Grand Temples", "Wonders", "Progress tokens"):
        assert f'id="print-pantheon-{group.lower().replace(" ", "-")}"' in article, group
    assert 'id="with-the-pantheon"' in article          # the rulings page's part on the expansion
    assert "when activated: discard any card of structure" not in article     # the tables' DSL source left out
    index = json.loads((site_dir / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert not [d for d in index["docs"] if d["location"].startswith("duel/print/")]
    assert 'href="duel/print/"' in html(site_dir, "")


# classic: 75 cards, 4 of the 2020 edition, 7 boards, 36 leaders, 4 guilds and the board of Leaders, the 13
# leaders and the board of its 2020 box alone; its parts, the overview, rulings and questions of Leaders, the
# overview and rulings of its 2020 box and its three groups (leaders, guilds, boards) besides the base game's
@pytest.mark.parametrize(("game", "components", "parts"), [("classic", 75 + 4 + 7 + 36 + 4 + 1 + 13 + 1,
                                                             5 + 4 + 1 + 3 + 2 + 3),
                                                            ("architects", 14 + 7 + 14, 2 + 3)])
def test_the_other_games_printable_references(site_dir, game, components, parts):
    """classic/print.md and architects/print.md: the rules chapter with every rule's statement, the
    rulings, every component page once, nothing for implementers, every id once and every link inside
    the page reaching its target; search leaves the page out."""
    from oracle.core.registry import game_class
    from oracle.docs.printable import page_anchor

    section = game_class(game).docs_section(ROOT)
    article = html(site_dir, f"{game}/print").split("<article")[1].split("</article>")[0]
    ids = re.findall(r'\sid="([^"]+)"', article)
    assert len(ids) == len(set(ids)), sorted({i for i in ids if ids.count(i) > 1})
    targets = set(re.findall(r'href="#([^"]+)"', article))
    assert targets <= set(ids), sorted(targets - set(ids))[:10]
    printed = [p.path for p in section.print_parts()]
    assert len(printed) == len(set(printed)) == components + sum(p.level == 2 for p in section.print_parts())
    assert all(page_anchor(path) in ids for path in printed)
    assert set(section.rule_ids) <= set(ids)            # every rule's heading keeps its id
    for statement in section.rule_ids.values():
        assert text_of(statement) in text_of(article) or statement.replace('"', "&quot;") in article, statement
    text = text_of(article)
    assert "For implementers" not in text and "DSL source" not in text
    assert article.count('class="print-part"') == parts
    index = json.loads((site_dir / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert not [d for d in index["docs"] if d["location"].startswith(f"{game}/print/")]
    assert f'href="{game}/print/"' in html(site_dir, "")
    if game == "classic":      # the 2020 edition's page, its cards among the Ages' and its boards' sides
        assert page_anchor("classic/edition2020.md") in ids and page_anchor("classic/cards/well.md") in ids
        assert 'id="edition-well_and_theater"' in article and "Night side" in text
        assert page_anchor("classic/leaders/index.md") in ids and page_anchor("classic/leaders/tomyris.md") in ids
        assert page_anchor("classic/leaders/edition2020.md") in ids and page_anchor("classic/leaders/gorgo.md") in ids


def test_concrete_page_content(site_dir):
    stone = text_of(html(site_dir, "duel/cards/stone-reserve"))
    assert "Reserva de Pedra" in stone and "Riserva di Pietra" in stone
    assert "You buy stone from the bank for 1 coin per unit." in stone
    assert "Reference wording:" in stone and "its owner buys stone from the bank at 1 coin a unit" in stone
    assert "Cost: 3 coins" in stone
    stable = html(site_dir, "duel/cards/stable")
    assert 'href="../horse-breeders/"' in stable and "horseshoe" in stable
    breeders = html(site_dir, "duel/cards/horse-breeders")
    assert 'href="../stable/"' in breeders and "Haras" in breeders and "Scuderie" in breeders
    library = text_of(html(site_dir, "duel/wonders/the-great-library"))
    assert "A Grande Biblioteca" in library and "Grande Biblioteca" in library
    assert "draws 3 progress tokens from the box, keeps one" in library
    assert "tests/test_commonly_wrong.py::test_07_great_library_token_applies_at_once" in library
    law = text_of(html(site_dir, "duel/progress/law"))
    assert "Lei" in law and "Legge" in law and "science.pair" in law


def test_drawn_positions_are_on_their_pages_and_in_the_printable_references(site_dir):
    """Each ``<!-- oracle-drawn: NAME -->`` is built into its page, and into the printable reference
    holding that page, as an inline SVG with its caption (tests/test_docs_pictures.py checks what each
    one shows)."""
    from oracle.docs.drawn import FIGURES

    pages = {"duel-looting": "duel/rules/military", "duel-chain": "duel/rules/building",
             "duel-mausoleum": "duel/rules/wonders", "pantheon-mars": "duel/rules/pantheon-faq",
             "classic-discard-build": "classic/rules", "classic-free-city": "classic/rules"}
    assert sorted(pages) == sorted(FIGURES)
    for name, page in pages.items():
        for where in (page, page.split("/")[0] + "/print"):
            found = re.search(rf'<figure class="position-picture drawn" id="drawn-{name}"[^>]*>\s*<svg [^>]*viewBox='
                              rf'.*?</svg>\s*<figcaption>[^<]+</figcaption>\s*</figure>', html(site_dir, where), re.S)
            assert found, f"{where}: no drawn position {name}"


def test_the_home_page_links_resolve_after_a_plain_build(site_dir):
    """Every link of the home page reaches a file of the site the plain ``mkdocs build`` made: the PDFs are
    linked when the build printed them (with Chromium and Playwright at hand), and not otherwise."""
    from oracle.docs.hooks import prints_pdfs

    home = html(site_dir, "")
    article = home.split("<article")[1].split("</article>")[0]
    targets = [t for t in re.findall(r'href="([^"#]+)(?:#[^"]*)?"', article) if not re.match(r"[a-z]+:", t)]
    pdfs = [t for t in targets if t.endswith(".pdf")]
    assert len(targets) - len(pdfs) > 50     # the pages, whether or not this machine could print the PDFs
    missing = [t for t in targets if not ((site_dir / t).is_file() or (site_dir / t / "index.html").is_file())]
    assert missing == []
    printed = sorted(p.relative_to(site_dir).as_posix() for p in site_dir.glob("*/*.pdf"))
    assert sorted(pdfs) == printed
    browser = CHROMIUM.is_file() and importlib.util.find_spec("playwright") is not None
    if browser and os.environ.get("ORACLE_DOCS_PDF", "1") != "0":
        assert len(pdfs) == 2 * len(PRINTED_GAMES)
    else:
        assert pdfs == []
    assert prints_pdfs() is False       # outside a build, the hook prints nothing


def test_the_home_page_names_every_ruleset_and_counts_the_suites(site_dir):
    """The home page's tables, generated at build time: every ruleset of the registry with the command that
    plays it and a link to its page, and each suite's figures as its files hold them."""
    from oracle.core.registry import every_ruleset, game_class
    from tests.test_docs_readme import counted

    home = html(site_dir, "")
    rows = [text_of(r).strip() for r in re.findall(r"<tr>(.*?)</tr>", home, re.S)]
    for game, variant in every_ruleset():
        title = game_class(game).title_of(variant)
        assert any(r.startswith(f"{title} ") and f"oracle --game {game} play --variant {variant}" in r for r in rows), \
            (game, variant)
    assert 'href="duel/pantheon/"' in home and 'href="classic/edition2020/"' in home
    for suite, variant in (("duel", "first_printing"), ("duel-pantheon", "pantheon"), ("classic", "edition2020"),
                           ("architects", "rhodes_pieces_1_4")):
        figures = " ".join(f"{n:,}" for n in counted(suite)[variant])
        assert any(r.endswith(f"{variant} {figures}") for r in rows), (suite, variant, figures)
    assert any(r.endswith("the whole suite, each item once 2,641 410 9") for r in rows)


def test_the_glossary_gives_the_expansions_terms_each_with_its_anchor(site_dir):
    glossary = html(site_dir, "glossary")
    for anchor in ("divinity", "divinities", "mythology", "mythology-token", "offering-token", "grand-temple",
                   "grand-temples", "pantheon-board", "gate", "blocker", "day-side", "night-side", "free-city"):
        assert f'<a id="{anchor}"></a>' in glossary, anchor
    # and each shows its meaning where it appears
    expansion = html(site_dir, "duel/pantheon")
    for term in ("Mythology token", "Offering token", "divinity", "Grand Temples"):
        assert re.search(rf'<abbr title="[^"]+">{term}</abbr>', expansion), term
    assert re.search(r'<abbr title="[^"]+">Night side</abbr>', html(site_dir, "classic/rules")) or \
        re.search(r'<abbr title="[^"]+">Night side</abbr>', html(site_dir, "classic/edition2020"))


def test_no_table_of_names_has_a_column_of_dashes(site_dir):
    """A column of a language (Portuguese, Italian) is shown only where some row has a name in it."""
    empty = []
    for page in sorted(site_dir.rglob("*.html")):
        for table in re.findall(r"<table>(.*?)</table>", page.read_text(encoding="utf-8"), re.S):
            heads = [text_of(h).strip() for h in re.findall(r"<th[^>]*>(.*?)</th>", table, re.S)]
            rows = [[text_of(c).strip() for c in re.findall(r"<td[^>]*>(.*?)</td>", r, re.S)]
                    for r in re.findall(r"<tr>(.*?)</tr>", table, re.S)[1:]]
            for i, head in enumerate(heads):
                if head in ("Portuguese", "Italian") and rows and all(len(r) > i and r[i] == "—" for r in rows):
                    empty.append((page.relative_to(site_dir).as_posix(), head))
    assert empty == []
    assert "<th>Italian</th>" not in html(site_dir, "duel/pantheon/zeus")
    assert "<th>Italian</th>" in html(site_dir, "duel/cards/stone-reserve")


def test_every_page_is_in_the_nav(site_dir):
    home = html(site_dir, "")
    for c in RULES.components:
        assert f'href="{page_of(c).removesuffix(".md")}/"' in home, c.name


def test_chapters_anchor_every_rule_id_once_and_show_its_statement(site_dir):
    anchored: list[str] = []
    for chapter in CHAPTERS:
        text = (ROOT / "docs" / "duel" / "rules" / f"{chapter}.md").read_text(encoding="utf-8")
        anchored += RULE_ANCHOR.findall(text)
    assert sorted(anchored) == sorted(RULES.rule_ids), "each rule id anchored exactly once"
    building = html(site_dir, "duel/rules/building")
    assert 'id="trade.price"' in building and RULES.rule_ids["trade.price"] in text_of(building)
    assert all_rule_ids() <= set(RULES.rule_ids)


def test_rulings_name_existing_tests_and_examples_are_computed(site_dir):
    turn = text_of(html(site_dir, "duel/rules/turn"))
    assert "tests/test_rules.py::test_age_next_starter_first_printing_centred" in turn
    assert "first_printing" in turn
    building = text_of(html(site_dir, "duel/rules/building"))
    assert "tests/test_rulings.py::test_reserve_sets_the_price_to_one_coin_not_one_coin_less" in building
    # the fixed-price example: the missing wood at 2, then 3 clay at 5 each, or at the reserve's 1 coin
    assert "Without a reserve the Arsenal costs Player 0 17 coins" in building
    assert "it costs 5 coins (0 printed + 5 for trading)" in building
    science = text_of(html(site_dir, "duel/rules/science"))
    assert "Player 0 wins by scientific supremacy" in science
    used = set()
    for chapter in (ROOT / "docs" / "duel" / "rules").glob("*.md"):
        used |= set(re.findall(r"<!-- oracle-example: ([a-z0-9-]+) -->", chapter.read_text(encoding="utf-8")))
    assert used == set(examples.EXAMPLES)


def test_ruling_boxes_show_the_kind_and_sources_of_the_spec_and_keep_their_pins(site_dir):
    military = text_of(html(site_dir, "duel/rules/military"))
    nearer = next(r for r in RULES.rulings if r.id == "military.nearer_token_first")
    assert f"{nearer.question} Project decision. {nearer.decision}" in military
    assert "Sources: Rulebook PT (seed 000), section 'Militarismo' (one space per shield); fact tables: the " \
           "military tokens." in military
    assert "tests/properties/test_regressions.py::test_a_push_across_two_looting_zones_takes_the_nearer_token_" \
           "first" in military
    assert 'href="../rulings/#military-nearer-token-first"' in html(site_dir, "duel/rules/military")
    turn = text_of(html(site_dir, "duel/rules/turn"))
    assert "Erratum. The player who took the last card of the Age chooses who begins." in turn
    assert "publisher's erratum (2016) on who begins the next Age" in turn
    for chapter in CHAPTERS:   # every box comes from the spec: none is written by hand
        assert '!!! ruling "' not in (ROOT / "docs" / "duel" / "rules" / f"{chapter}.md").read_text(encoding="utf-8")
    boxes = sum(html(site_dir, f"duel/rules/{c}").count('class="admonition ruling"') for c in CHAPTERS)
    assert boxes == len(RULES.rulings) == 26


def test_the_rulings_and_faq_page(site_dir):
    page = html(site_dir, "duel/rules/rulings")
    text = text_of(page)
    assert "Rulings and FAQ" in text and "Players are numbered 0 and 1" in text
    for r in RULES.rulings:
        assert f'id="{r.id.replace(".", "-").replace("_", "-")}"' in page, r.id
    assert all(f'id="commonly-wrong-{n}"' in page for n in range(1, 16))
    assert 'href="../military/#military.looting"' in page and 'href="../../wonders/the-mausoleum/"' in page
    circus = text_of(html(site_dir, "duel/wonders/circus-maximus"))
    assert "In this order gives the order the engine applies these effects in, a project decision" in circus
    assert 'href="../../rules/rulings/#wonder-effects-in-the-engines-order"' in \
        html(site_dir, "duel/wonders/circus-maximus")


def test_glossary_tooltips_search_and_palettes(site_dir):
    turn = html(site_dir, "duel/rules/turn")
    assert re.search(r'<abbr title="[^"]+">accessible</abbr>', turn)
    glossary = text_of(html(site_dir, "glossary"))
    assert "conflict pawn" in glossary
    index = json.loads((site_dir / "search" / "search_index.json").read_text(encoding="utf-8"))
    locations = {d["location"] for d in index["docs"]}
    assert "duel/cards/stone-reserve/" in locations
    home = html(site_dir, "")
    assert 'data-md-color-scheme="default"' in home and "slate" in home
    assert "fonts.googleapis.com" not in home


def test_the_terminology_page_gives_the_rulebooks_words(site_dir):
    page = html(site_dir, "duel/rules/terminology")
    assert "conflict pawn</abbr></td>\n<td>peão de Conflito</td>\n<td>pedina Conflitto</td>" in page
    assert "<td>Age</td>\n<td>Era</td>\n<td>Epoca</td>" in page
    assert 'href="terminology/"' in html(site_dir, "duel/rules")


def test_search_finds_cards_by_other_names_and_unaccented_names(site_dir):
    """Search is fed, on each component's page, the names people type: other English names and the
    Portuguese and Italian names without accents; component pages weigh more than chapters."""
    index = json.loads((site_dir / "search" / "search_index.json").read_text(encoding="utf-8"))
    pages: dict[str, str] = {}
    for d in index["docs"]:
        page = d["location"].split("#")[0]
        pages[page] = pages.get(page, "") + " " + d["title"] + " " + d["text"]
    for query, page in (("Alfandega", "customs-house"), ("lavra", "shelf-quarry"), ("Praetorium", "pretorium"),
                        ("Glass-Blower", "glassblower"), ("Traders Guild", "merchants-guild"),
                        ("Vidracaria", "glassworks")):
        found = sorted(p for p, text in pages.items() if p.startswith("duel/cards/") and query.lower() in text.lower())
        assert f"duel/cards/{page}/" in found, (query, found)
    assert "Also found as:</strong> Custom House, Alfandega" in html(site_dir, "duel/cards/customs-house")
    boosts = {d["location"]: d.get("boost") for d in index["docs"] if "#" not in d["location"]}
    assert boosts["duel/cards/pretorium/"] == 3 and boosts.get("duel/rules/military/") is None


def test_search_finds_the_original_games_and_architects_components_by_other_names(site_dir):
    """The same for the original game and Architects (spec/<game>/names.toml): an alias, and a
    Portuguese name typed without its accents, find the component's page."""
    index = json.loads((site_dir / "search" / "search_index.json").read_text(encoding="utf-8"))
    pages: dict[str, str] = {}
    for d in index["docs"]:
        page = d["location"].split("#")[0]
        pages[page] = pages.get(page, "") + " " + d["title"] + " " + d["text"]
    for query, section, page in (("Bazaar", "classic", "cards/bazar"), ("Theatre", "classic", "cards/theater"),
                                 ("Pyramids of Giza", "classic", "boards/giza"),
                                 ("Vidracaria", "classic", "cards/glassworks"),
                                 ("Fortificacoes", "classic", "cards/fortifications"),
                                 ("Gizah", "architects", "wonders/giza"), ("Ephesos", "architects", "wonders/ephesus"),
                                 ("Babilonia", "architects", "wonders/babylon"),
                                 ("Decoracao", "architects", "progress/decoration")):
        found = sorted(p for p, text in pages.items() if p.startswith(f"{section}/") and query.lower() in text.lower())
        assert found == [f"{section}/{page}/"], (query, found)
    assert "Also found as:</strong> Bazaar" in html(site_dir, "classic/cards/bazar")
    boosts = {d["location"]: d.get("boost") for d in index["docs"] if "#" not in d["location"]}
    assert boosts["classic/cards/bazar/"] == 3 and boosts["architects/wonders/giza/"] == 3


def test_language_reference_covers_every_construct(site_dir):
    from oracle.dsl.reference import ENTRIES

    constructs = html(site_dir, "dsl/constructs")
    for e in ENTRIES:
        assert f'id="{e.construct}"' in constructs, e.construct
    errors = text_of(html(site_dir, "dsl/errors"))
    assert "unknown resource 'papirus' (did you mean 'papyrus'?)" in errors
    assert "deck I holds 22 cards; the game has 23" in errors


# ---- names, and pages following the spec ---------------------------------------------------------------

def test_names_are_spec_data_for_real_components():
    names = tomllib.loads((ROOT / "spec" / "duel" / "names.toml").read_text(encoding="utf-8"))
    tables = {"cards": RULES.cards, "wonders": RULES.wonders, "progress": RULES.progress}
    for table, components in tables.items():
        known = {c.name for c in components}
        assert set(names[table]) <= known, set(names[table]) - known
    assert all("pt" in names["cards"].get(c.name, {}) for c in RULES.cards), "Portuguese names all 73 cards"
    for table in ("wonders", "progress"):
        assert all({"pt", "it"} <= set(names[table][c.name]) for c in tables[table])
    assert sum("it" in v for v in names["cards"].values()) >= 41


def test_changing_a_cards_dsl_changes_its_page(tmp_path):
    root = tmp_path / "project"
    shutil.copytree(ROOT / "spec", root / "spec")
    shutil.copytree(ROOT / "docs", root / "docs")
    (root / "tests").mkdir()
    before = Site.load(root).pages()["duel/cards/stone-reserve.md"]
    wdl = root / "spec" / "duel" / "age_I.wdl"
    wdl.write_text(wdl.read_text(encoding="utf-8").replace("always: trade stone at 1 coin",
                                                           "always: trade stone, clay at 1 coin"), encoding="utf-8")
    after = Site.load(root).pages()["duel/cards/stone-reserve.md"]
    assert before != after
    assert "buys stone and clay from the bank at 1 coin a unit" in after
    assert "always: trade stone, clay at 1 coin" in after


# ---- in a browser -----------------------------------------------------------------------------------------

class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def served(site_dir):
    handler = functools.partial(_Quiet, directory=str(site_dir))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def _browser_or_skip():
    problem = None
    if not CHROMIUM.exists():
        problem = f"{CHROMIUM} is missing (Debian's chromium package; .ci/run installs it)"
    else:
        try:
            import playwright.sync_api  # noqa: F401
        except ImportError:
            problem = "the playwright package is missing (pip install -e '.[dev]')"
    if problem:
        if os.environ.get("CI"):
            pytest.fail(f"browser test cannot run in CI: {problem}")
        pytest.skip(problem)


PRINTED_GAMES = ("duel", "classic", "architects")


@pytest.fixture(scope="module")
def reference_pdfs(site_dir):
    """Each game's printable and quick references, printed to PDF by headless Chromium into the site by the
    plain build itself, where the home page links them (copies in test-output/)."""
    _browser_or_skip()
    from oracle.docs.pdf import printed_games

    assert printed_games(site_dir) == sorted(PRINTED_GAMES)
    OUTPUT.mkdir(exist_ok=True)
    pdfs = {}
    for game in PRINTED_GAMES:
        pdfs[game] = site_dir / game / f"wonders-oracle-{game}-reference.pdf"
        quick = site_dir / game / f"wonders-oracle-{game}-quick-reference.pdf"
        assert pdfs[game].is_file() and quick.is_file(), game
        shutil.copyfile(pdfs[game], OUTPUT / pdfs[game].name)
        shutil.copyfile(quick, OUTPUT / quick.name)
    return pdfs


def outline(data: bytes) -> list[str]:
    """The titles of a PDF's outline (its bookmarks), as Chromium writes them."""
    titles = re.findall(rb"/Title\s*\(((?:[^()\\]|\\.)*)\)", data)
    return [re.sub(rb"\\(.)", rb"\1", t).decode("latin-1") for t in titles]


def test_the_duel_pdfs_hold_the_pantheon_and_the_original_games_the_2020_edition(reference_pdfs, site_dir):
    """The expansion's part of Duel's reference (its page, every component it adds, its questions and the
    rulings page's part on it) and of its quick reference; the same for the 2020 edition of 7 Wonders."""
    duel = outline(reference_pdfs["duel"].read_bytes())
    for title in ("The Pantheon expansion", "Pantheon: Divinities", "Zeus", "The Gate", "Pantheon: Grand Temples",
                  "Mesopotamian Grand Temple", "The Divine Theater", "With the Pantheon"):
        assert title in duel, title
    quick = outline((site_dir / "duel" / "wonders-oracle-duel-quick-reference.pdf").read_bytes())
    assert "7 Wonders Duel: Pantheon" in quick
    classic = outline(reference_pdfs["classic"].read_bytes())
    assert {"The 2020 edition", "Well", "Ludus", "Castrum"} <= set(classic)
    quick = outline((site_dir / "classic" / "wonders-oracle-classic-quick-reference.pdf").read_bytes())
    assert "7 Wonders (2020 edition)" in quick


@pytest.mark.parametrize(("game", "low", "high"), [("duel", 60, 400), ("classic", 40, 400), ("architects", 10, 200)])
def test_each_games_printable_reference_as_a_pdf(reference_pdfs, game, low, high):
    data = reference_pdfs[game].read_bytes()
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    pages = len(re.findall(rb"/Type\s*/Page\b", data))
    assert low <= pages <= high, pages
    assert b"/Outlines" in data   # the headings as the PDF's bookmarks
    assert (OUTPUT / f"wonders-oracle-{game}-reference.pdf").read_bytes() == data


@pytest.mark.parametrize("game", PRINTED_GAMES)
def test_each_games_quick_reference_fits_one_a4_page(reference_pdfs, site_dir, game):
    data = (site_dir / game / f"wonders-oracle-{game}-quick-reference.pdf").read_bytes()
    assert data.startswith(b"%PDF-") and len(re.findall(rb"/Type\s*/Page\b", data)) == 1
    assert re.search(rb"/MediaBox\s*\[0 0 59[45]\.\d+ 84[12]\.\d+\]", data)   # A4 in points
    home = html(site_dir, "")
    assert f'href="{game}/quick/"' in home and f'href="{game}/wonders-oracle-{game}-quick-reference.pdf"' in home


CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def test_site_in_chromium(served, reference_pdfs, tmp_path):
    _browser_or_skip()
    from playwright.sync_api import sync_playwright

    problems: list[str] = []
    OUTPUT.mkdir(exist_ok=True)
    with sync_playwright() as p:
        context = p.chromium.launch_persistent_context(
            str(tmp_path / "profile"), executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_FLAGS,
            viewport={"width": 1280, "height": 900})
        try:
            page = context.new_page()
            page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
            page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
            # a request the browser cancels because the test moved to the next page (net::ERR_ABORTED,
            # seen on a loaded machine while the search index was still loading) is not a fault of the site
            page.on("requestfailed", lambda r: None if "ERR_ABORTED" in (r.failure or "")
                    else problems.append(f"request failed: {r.url} ({r.failure})"))

            page.goto(served + "/", wait_until="networkidle")
            assert "wonders-oracle" in page.title()
            assert page.inner_text("h1").startswith("wonders-oracle: the rules of the 7 Wonders family")
            home = page.inner_text("article")
            assert "Every text a card, wonder, board or progress token has on this site is generated" in home
            # one entry per game, each with its rules (linked from the game's entry and from the table of the
            # rulesets, whose default ruleset's page is the game's rules)
            for game, rules in (("7 Wonders Duel", "duel"), ("7 Wonders", "classic"),
                                ("7 Wonders Architects", "architects")):
                assert page.locator(f"article h3:text-is('{game}')").count() == 1, game
                assert page.locator(f"article a[href='{rules}/rules/']").count() == 2, game
                assert page.locator(f"article table a[href='{rules}/rules/']").count() == 1, game

            page.goto(served + "/duel/cards/stone-reserve/", wait_until="networkidle")
            article = page.inner_text("article")
            assert "Stone Reserve" in page.inner_text("h1")
            assert "Reserva de Pedra" in article and "Riserva di Pietra" in article
            assert "You buy stone from the bank for 1 coin per unit." in article
            # what engine authors need is folded away, one click from the player's text
            assert "trade.fixed_price" not in article
            page.click("summary:has-text('For implementers')")
            assert "trade.fixed_price" in page.inner_text("article")
            shot = OUTPUT / "card-stone-reserve.png"
            page.screenshot(path=str(shot), full_page=True)
            assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 10_000

            # the palette toggle switches to the dark scheme
            before = page.get_attribute("body", "data-md-color-scheme")
            page.click("form[data-md-component=palette] label:visible")
            page.wait_for_timeout(200)
            assert page.get_attribute("body", "data-md-color-scheme") != before

            # search
            page.goto(served + "/", wait_until="networkidle")
            page.click(".md-search__input")
            page.keyboard.type("Reserve", delay=30)
            page.wait_for_selector(".md-search-result__item", timeout=15000)
            results = page.inner_text(".md-search-result")
            assert "Stone Reserve" in results

            # a Portuguese name typed without its accent reaches the card
            page.fill(".md-search__input", "")
            page.keyboard.type("Alfandega", delay=30)
            page.wait_for_selector(".md-search-result__item", timeout=15000)
            page.click(".md-search-result__item a >> nth=0")
            page.wait_for_load_state("networkidle")
            assert "Customs House" in page.inner_text("h1")

            # and the same in the other games: a Portuguese name of each typed without its accents
            for typed, title in (("Vidracaria", "Glassworks"), ("Decoracao", "Decoration")):
                page.goto(served + "/", wait_until="networkidle")
                page.click(".md-search__input")
                page.keyboard.type(typed, delay=30)
                page.wait_for_selector(".md-search-result__item", timeout=15000)
                page.click(".md-search-result__item a >> nth=0")
                page.wait_for_load_state("networkidle")
                assert page.inner_text("h1").startswith(title), typed

            # a ruling opened from a card page
            page.goto(served + "/duel/progress/law/", wait_until="networkidle")
            page.click("a:has-text('can it make a pair?')")
            page.wait_for_load_state("networkidle")
            assert page.url.endswith("/duel/rules/rulings/#science-law-never-pairs")
            assert "Designer ruling" in page.inner_text("article")

            # each game's printable reference as a PDF, opened from the home page
            page.goto(served + "/", wait_until="networkidle")
            links = page.locator("article a:has-text('as a PDF')")
            hrefs = [links.nth(i).get_attribute("href") for i in range(links.count())]
            assert hrefs == [f"{g}/wonders-oracle-{g}-reference.pdf" for g in PRINTED_GAMES]
            for game, href in zip(PRINTED_GAMES, hrefs, strict=True):
                response = page.request.get(served + "/" + href)
                assert response.ok and response.headers["content-type"] == "application/pdf"
                assert response.body() == reference_pdfs[game].read_bytes()

            # the card table filter
            page.goto(served + "/duel/cards/table/", wait_until="networkidle")
            page.fill("#card-filter", "Reserva")
            visible = page.locator("article table tbody tr:visible")
            assert visible.count() == 3
            # whole words: Age II's red cards, not Age III's
            page.fill("#card-filter", "II red")
            names = sorted(visible.locator("td:first-child").all_inner_texts())
            assert names == ["Archery Range", "Barracks", "Horse Breeders", "Parade Ground", "Walls"]
        finally:
            context.close()
    assert problems == []


SCREENSHOT_PAGES = {"card": "/duel/cards/library/", "rulings": "/duel/rules/rulings/",
                    "card-table": "/duel/cards/table/", "family": "/family/", "home": "/",
                    "classic-card": "/classic/cards/caravansery/", "classic-board": "/classic/boards/babylon/",
                    "architects-wonder": "/architects/wonders/rhodes/",
                    "architects-token": "/architects/progress/economy/",
                    "pictures": "/implementers/show/", "looting-drawn": "/duel/rules/military/"}
VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 900}}


def test_pages_a_rules_lawyer_reads_fit_a_phone_and_a_desktop(served, tmp_path):
    """Screenshots of pages of every game (Duel's card page, rulings page and card table, a card and a
    board of the original game, a wonder and a token of Architects, the pictures of positions of every
    game and a rules page with a position drawn), the family page and the home page at
    a phone's width and a desktop's (test-output/<page>-<viewport>.png); on the phone no page scrolls
    sideways (a wide table scrolls inside its own frame)."""
    _browser_or_skip()
    from playwright.sync_api import sync_playwright

    OUTPUT.mkdir(exist_ok=True)
    overflowing = []
    with sync_playwright() as p:
        for viewport, size in VIEWPORTS.items():
            context = p.chromium.launch_persistent_context(
                str(tmp_path / f"profile-{viewport}"), executable_path=str(CHROMIUM), headless=True,
                args=CHROMIUM_FLAGS, viewport=size)
            try:
                page = context.new_page()
                for name, path in SCREENSHOT_PAGES.items():
                    page.goto(served + path, wait_until="networkidle")
                    width = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
                    if width[0] > width[1]:
                        overflowing.append((name, viewport, width))
                    shot = OUTPUT / f"{name}-{viewport}.png"
                    page.screenshot(path=str(shot), full_page=False)
                    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 5_000
            finally:
                context.close()
    assert overflowing == []


# ---- the hook refuses mistakes in hand-written pages ---------------------------------------------------------

def _hook_page(markdown: str, where: str = "duel/rules/setup.md") -> str:
    from types import SimpleNamespace

    from oracle.docs import hooks

    config = {"config_file_path": str(ROOT / "mkdocs.yml"),
              "nav": [{"Wonders": ["duel/wonders/index.md", "@duel:wonders"]}]}
    hooks.on_config(config)
    assert config["nav"][0]["Wonders"][1] == {"The Appian Way": "duel/wonders/the-appian-way.md"}
    page = SimpleNamespace(file=SimpleNamespace(src_uri=where))
    return hooks.on_page_markdown(markdown, page, config, None)


def test_hook_expands_rule_headings_and_examples():
    out = _hook_page("## Starting coins {#setup.coins}\n\nText.\n\n<!-- oracle-example: discard-value -->\n")
    assert '!!! rule "Rule `setup.coins`"' in out and RULES.rule_ids["setup.coins"] in out
    assert "[Tavern](../cards/tavern.md)" in out and "- Player 0 gains 5 coins (discard)" in out


@pytest.mark.parametrize(("markdown", "message"), [
    ("## Coins {#setup.money}\n", "'{#setup.money}' is not a rule id"),
    ("Pinned by `tests/test_rules.py::test_no_such_test`.\n", "names no test"),
    ("<!-- oracle-example: no-such-example -->\n", "unknown worked example 'no-such-example'"),
    ("!!! ruling setup.no_such_ruling\n\n    Pinned by nothing.\n",
     "'!!! ruling setup.no_such_ruling' is not a ruling of spec/duel/rulings.toml"),
    ('!!! ruling "A ruling written by hand"\n\n    Text.\n', "a ruling box names its ruling ('!!! ruling ID')"),
])
def test_hook_refuses_unknown_rule_ids_tests_and_examples(markdown, message):
    from mkdocs.exceptions import PluginError

    with pytest.raises(PluginError, match=re.escape(message)):
        _hook_page(markdown)


def test_the_military_track_figure_is_drawn_from_the_spec():
    from oracle.duel.docs.svg import track_svg

    figure = track_svg(RULES.track)
    assert figure == track_svg(RULES.track)  # deterministic
    spaces = re.findall(r"<title>(capital|space [+-]\d+)[:<]", figure)
    assert len(spaces) == 2 * RULES.track.capital + 1 == 19
    assert spaces.count("capital") == 2 and "space +0" in spaces
    assert sorted(re.findall(r">(\d+) pts<", figure), key=int) == ["2", "2", "5", "5", "10", "10"]
    assert sorted(re.findall(r">−(\d) coins<", figure)) == ["2", "2", "5", "5"]
    assert "<title>space +6: 10 points for the leader</title>" in figure


def test_the_looting_examples_show_the_nearer_token_first():
    link = functools.partial(lambda name, **_: name)
    text = examples.render("looting-both", link)
    assert "- Player 1 loses 2 coins to the 2-coin looting token" in text
    assert "- Player 1 loses 2 coins to the 5-coin looting token" in text
    assert "looting)" not in text     # the coins a looting token takes are said once
    assert text.index("2-coin looting token") < text.index("5-coin looting token")
    assert "Player 1 keeps 0 coins, and the pawn stands at 6." in text
