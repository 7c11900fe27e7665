"""The icons of the original game's and Architects' reference (oracle/docs/icons.py): one per word of
each spec's vocabulary, drawn as SVG, deterministic, shown beside their words on the component pages;
a word the spec adds without a drawing stops the build."""

from __future__ import annotations

import dataclasses
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from oracle.architects.docs.site import Site as ArchitectsSite
from oracle.classic.docs.site import Site as ClassicSite
from oracle.docs import icons
from oracle.docs.icons import ARCHITECTS, CLASSIC, MissingIcon

ROOT = Path(__file__).resolve().parent.parent
CLASSIC_SITE = ClassicSite.load(ROOT)
ARCHITECTS_SITE = ArchitectsSite.load(ROOT)
SVG = "{http://www.w3.org/2000/svg}"
ICON = re.compile(r'!\[\]\(\.\./icons/([a-z-]+)\.svg\)\{: \.icon title="([a-z ]+)" \}')


def test_the_original_game_draws_each_word_of_its_vocabulary_once():
    found = icons.words(CLASSIC_SITE.spec.vocabulary)
    assert found == {"resource": ("wood", "stone", "clay", "ore", "glass", "papyrus", "loom"),
                     "science": ("compass", "gear", "tablet"), "icon": (), "symbol": ("shield", "coin")}
    files = CLASSIC.files(found)
    assert len(files) == 7 + 3 + 2 == 12
    assert sorted(files)[:3] == ["classic/icons/resource-clay.svg", "classic/icons/resource-glass.svg",
                                 "classic/icons/resource-loom.svg"]
    drawn = {(kind, name) for kind, names in CLASSIC.drawings.items() for name in names}
    assert drawn == {(kind, name) for kind, names in found.items() for name in names}
    # everything the cards and boards use is drawn, their chain links (structure names) apart
    used = icons.used_in([*CLASSIC_SITE.spec.cards, *CLASSIC_SITE.spec.wonders])
    assert {u for u in used if u[0] != "chain"} <= drawn
    assert ("science", "compass") in used and ("resource", "loom") in used
    assert {p for p in CLASSIC_SITE.pages() if p.endswith(".svg")} == set(files)


def test_architects_draws_each_word_of_its_vocabulary_once():
    found = icons.words(ARCHITECTS_SITE.spec.vocabulary)
    assert found == {"resource": ("wood", "stone", "brick", "paper", "glass"),
                     "science": ("compass", "gear", "tablet"), "icon": ("cat", "horn"),
                     "symbol": ("shield", "gold")}
    files = ARCHITECTS.files(found)
    assert len(files) == 5 + 3 + 2 + 2 == 12
    assert "architects/icons/icon-horn.svg" in files and "architects/icons/symbol-gold.svg" in files
    drawn = {(kind, name) for kind, names in ARCHITECTS.drawings.items() for name in names}
    assert drawn == {(kind, name) for kind, names in found.items() for name in names}
    sources = [*ARCHITECTS_SITE.spec.cards, *ARCHITECTS_SITE.spec.wonders, *ARCHITECTS_SITE.spec.progress]
    assert icons.used_in(sources) <= drawn
    assert {p for p in ARCHITECTS_SITE.pages() if p.endswith(".svg")} == set(files)


def test_each_icon_is_a_small_well_formed_svg_with_its_word_as_title():
    for icon_set, vocabulary in ((CLASSIC, CLASSIC_SITE.spec.vocabulary),
                                 (ARCHITECTS, ARCHITECTS_SITE.spec.vocabulary)):
        for path, text in icon_set.files(icons.words(vocabulary)).items():
            root = ET.fromstring(text)
            assert root.tag == f"{SVG}svg" and root.get("viewBox") == "0 0 24 24", path
            assert len(root) >= 2 and len(text) < 1200, path
    assert ET.fromstring(CLASSIC.svg("resource", "loom")).find(f"{SVG}title").text == "loom (resource)"
    assert ET.fromstring(CLASSIC.svg("science", "tablet")).find(f"{SVG}title").text == "tablet (science symbol)"
    assert ET.fromstring(ARCHITECTS.svg("icon", "cat")).find(f"{SVG}title").text == "cat (icon)"
    assert ET.fromstring(ARCHITECTS.svg("symbol", "gold")).find(f"{SVG}title").text == "gold (symbol)"
    # brick and paper are Architects' words for clay and papyrus, drawn alike
    assert ARCHITECTS.svg("resource", "brick").split("</title>")[1] == CLASSIC.svg("resource", "clay").split(
        "</title>")[1]
    assert CLASSIC.files(icons.words(CLASSIC_SITE.spec.vocabulary)) == \
        CLASSIC.files(icons.words(CLASSIC_SITE.spec.vocabulary))


def test_a_word_added_to_a_spec_without_a_drawing_stops_the_build():
    vocabulary = CLASSIC_SITE.spec.vocabulary
    grown = dataclasses.replace(vocabulary, resources=(*vocabulary.resources, "silk"))
    with pytest.raises(MissingIcon, match=re.escape(
            "no icon is drawn for the resource 'silk' (oracle/docs/icons.py, DRAWINGS['resource'])")):
        CLASSIC.files(icons.words(grown))
    vocabulary = ARCHITECTS_SITE.spec.vocabulary
    grown = dataclasses.replace(vocabulary, icons=(*vocabulary.icons, "trumpet"))
    with pytest.raises(MissingIcon, match=re.escape("no icon is drawn for the icon 'trumpet'")):
        ARCHITECTS.files(icons.words(grown))
    # the section's pages are where the build meets it
    site = ClassicSite(dataclasses.replace(CLASSIC_SITE.rules, spec=dataclasses.replace(
        CLASSIC_SITE.spec, vocabulary=dataclasses.replace(CLASSIC_SITE.spec.vocabulary, science_symbols=(
            *CLASSIC_SITE.spec.vocabulary.science_symbols, "globe")))))
    with pytest.raises(MissingIcon, match=re.escape("no icon is drawn for the science symbol 'globe'")):
        site.pages()


def test_a_card_page_of_the_original_game_shows_icons_beside_its_cost_and_what_it_gives():
    pages = CLASSIC_SITE.pages()
    university = pages["classic/cards/university.md"]
    cost = university.split("**Cost:** ")[1].split("\n")[0]
    assert ICON.findall(cost) == [("resource-wood", "wood"), ("resource-wood", "wood"),
                                  ("resource-glass", "glass"), ("resource-papyrus", "papyrus")]
    assert cost.endswith("</span> 2 wood, 1 glass and 1 papyrus")
    assert ('**Science symbol:** <span class="icon-word">![](../icons/science-tablet.svg){: .icon title="tablet" } '
            'tablet</span>') in university
    clay_pit = pages["classic/cards/clay-pit.md"]
    assert '**Cost:** <span class="icon-word">![](../icons/symbol-coin.svg){: .icon title="coin" }</span> 1 coin' \
        in clay_pit
    assert ICON.findall(clay_pit.split("**Produces:** ")[1].split("\n")[0]) == [("resource-ore", "ore"),
                                                                                ("resource-clay", "clay")]
    assert "**Shields:** ![](../icons/symbol-shield.svg){: .icon title=\"shield\" } 3 shields" in \
        pages["classic/cards/siege-workshop.md"]
    giza = pages["classic/boards/giza.md"]
    assert '**Starting resource:** ![](../icons/resource-stone.svg){: .icon title="stone" } 1 stone' in giza
    row = next(line for line in giza.split("## Side B")[1].splitlines() if line.startswith("| 4 |"))
    assert [name for _, name in ICON.findall(row)] == ["stone"] * 4 + ["papyrus"] and "4 stone and 1 papyrus" in row
    index = pages["classic/cards/index.md"]
    row = next(line for line in index.splitlines() if "(university.md)" in line)
    assert len(ICON.findall(row)) == 4
    assert len(ICON.findall(index.split("## Icons")[1])) == 12


def test_an_architects_card_page_shows_icons_beside_what_the_card_gives():
    pages = ARCHITECTS_SITE.pages()
    wood = pages["architects/cards/wood.md"]
    assert ('**Card** · **Colour:** grey · **Produces:** <span class="icon-word">![](../icons/resource-wood.svg)'
            '{: .icon title="wood" } wood</span>') in wood
    assert '![](../icons/symbol-gold.svg){: .icon title="gold" } gold</span> (any resource)' in \
        pages["architects/cards/gold.md"]
    horns = pages["architects/cards/red-with-2-horns.md"]
    assert ICON.findall(horns.split("## What it does")[0]) == [("symbol-shield", "shield"), ("icon-horn", "horn")]
    assert "1 shield · **Shows:**" in horns
    assert ICON.findall(pages["architects/cards/blue-with-cat.md"].split("## What it does")[0]) == [
        ("icon-cat", "cat")]
    index = pages["architects/cards/index.md"]
    assert ICON.findall(next(line for line in index.splitlines() if line.startswith("- [Compass]"))) == [
        ("science-compass", "compass")]
    assert len(ICON.findall(index.split("## Icons")[1])) == 12
