"""The reference's icons (oracle/duel/docs/icons.py): one per resource, science symbol and chain
symbol of the spec, drawn as SVG, deterministic, and a word the spec adds without a drawing stops the build."""

from __future__ import annotations

import dataclasses
import xml.etree.ElementTree as ET

import pytest

from oracle.duel.docs import icons
from oracle.duel.ruleset import load_ruleset

RULES = load_ruleset()
BY_NAME = {c.name: c for c in RULES.components}
SVG = "{http://www.w3.org/2000/svg}"


def test_every_word_of_the_spec_has_one_icon_and_no_other_is_drawn():
    files = icons.icon_files(RULES.vocabulary)
    assert len(files) == 5 + 7 + 17 == 29
    assert sorted(files)[:3] == ["duel/icons/chain-barrel.svg", "duel/icons/chain-book.svg",
                                 "duel/icons/chain-column.svg"]
    assert "duel/icons/chain-water-drop.svg" in files and "duel/icons/science-law.svg" in files
    drawn = {(kind, name) for kind, names in icons.DRAWINGS.items() for name in names}
    assert drawn == {(kind, name) for kind, names in icons.words(RULES.vocabulary).items() for name in names}
    # everything the components use has its icon
    assert icons.used_in(c.source for c in RULES.components) <= drawn


def test_an_icon_is_a_small_well_formed_svg_with_a_title():
    for path, text in icons.icon_files(RULES.vocabulary).items():
        root = ET.fromstring(text)
        assert root.tag == f"{SVG}svg" and root.get("viewBox") == "0 0 24 24", path
        assert len(root) >= 2 and len(text) < 1200, path
    globe = ET.fromstring(icons.icon_svg("science", "globe"))
    assert globe.find(f"{SVG}title").text == "globe (science symbol)"
    drop = ET.fromstring(icons.icon_svg("chain", "water_drop"))
    assert drop.find(f"{SVG}title").text == "water drop (chain symbol)"
    assert icons.icon_svg("resource", "wood") == icons.icon_svg("resource", "wood")


def test_a_word_added_to_the_spec_without_a_drawing_stops_the_build():
    grown = dataclasses.replace(RULES.vocabulary, chain_symbols=(*RULES.vocabulary.chain_symbols, "anchor"))
    with pytest.raises(icons.MissingIcon, match=r"no icon is drawn for the chain symbol 'anchor'"):
        icons.icon_files(grown)


def test_icons_sit_beside_their_words_with_a_path_from_the_page():
    here = "duel/cards/library.md"
    assert icons.labelled("chain", "water_drop", here) == (
        '<span class="icon-word">![](../icons/chain-water-drop.svg){: .icon title="water drop" } water drop</span>')
    assert icons.icon("science", "quill", "duel/rules/rulings.md").startswith("![](../icons/science-quill.svg)")


def test_costs_and_productions_as_icons():
    here = "duel/cards/x.md"
    university = BY_NAME["University"].source
    assert icons.cost_icons(university.cost, here).count("![](") == 3
    assert [part.split("-")[1].split(".")[0] for part in icons.cost_icons(university.cost, here).split("](")[1:]] \
        == ["clay", "glass", "papyrus"]
    assert icons.produced(BY_NAME["Shelf Quarry"].source) == [("stone",), ("stone",)]
    forum = BY_NAME["Forum"].source
    assert icons.produced(forum) == [("glass", "papyrus")]
    assert icons.cost_icons(None, here) == ""
