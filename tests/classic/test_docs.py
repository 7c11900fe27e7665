"""The 7 Wonders section of the rules reference, generated from the spec."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from types import SimpleNamespace

from oracle.classic.docs.site import Site
from oracle.docs.links import slug

ROOT = Path(__file__).resolve().parents[2]
SITE = Site.load(ROOT)
PAGES = SITE.pages()
CHAPTER = (ROOT / "docs" / "classic" / "rules" / "index.md").read_text(encoding="utf-8")
FIXED = ("index.md", "ids.md", "rulings.md", "chains.md", "conventions.md", "print.md", "edition2020.md",
         ".svg")   # pages and icons
ICON = r'!\[\]\([^)]*\)\{: \.icon title="[^"]*" \}'


def words_only(text: str) -> str:
    """A page without its icons (each stands beside its word): the text a reader of words gets."""
    text = re.sub(rf'<span class="icon-word">(?:{ICON})+</span> ', "", text)
    text = re.sub(rf'<span class="icon-word">{ICON} ([^<]*)</span>', r"\1", text)
    return re.sub(rf"{ICON} ", "", text)


def test_every_card_and_board_has_a_page_and_every_page_is_in_the_nav():
    names = [*(c.name for c in SITE.spec.cards), *SITE.spec.boards]
    assert len(names) == 75 + 7
    own = [c.name for c in SITE.only_in_edition()]     # the 2020 edition's cards have pages of their own
    assert own == ["Well", "Ludus", "Castrum", "Decorators Guild"]
    pages = sorted([*(SITE.page_of_name(n) for n in names), *(f"classic/cards/{slug(n)}.md" for n in own)])
    assert pages == sorted(p for p in PAGES if not p.endswith(FIXED) and not p.startswith("classic/leaders/"))
    keys = ("cards:I", "cards:II", "cards:III", "cards:guild", "boards")
    in_nav = [page for key in keys for item in SITE.nav(key) for page in item.values()]
    assert sorted(in_nav) == pages, "each page once in the nav"
    assert [next(iter(item)) for item in SITE.nav("cards:guild")] == [*SITE.spec.guilds, "Decorators Guild (2020)"]
    assert {"Loom": "classic/cards/loom.md"} in SITE.nav("cards:I")
    assert {"Loom": "classic/cards/loom.md"} not in SITE.nav("cards:II")
    assert SITE.page_of_name("Giza B") == "classic/boards/giza.md#side-b"
    mkdocs = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    for fixed in ("classic/index.md", "classic/rules/index.md", "classic/rules/ids.md", "classic/rulings.md",
                  "classic/conventions.md", "classic/print.md",
                  "classic/cards/index.md", "classic/cards/chains.md", "classic/boards/index.md",
                  '"@classic:cards:I"', '"@classic:cards:II"', '"@classic:cards:III"', '"@classic:cards:guild"',
                  '"@classic:boards"', "implementers/classic-records.md"):
        assert fixed in mkdocs, fixed


def test_the_rules_chapter_anchors_every_rule_id_once_and_uses_every_example():
    anchors = re.findall(r"\{#([a-z_]+\.[a-z_.]+)\}", CHAPTER)
    assert sorted(anchors) == sorted(SITE.rule_ids) and len(anchors) == 42
    assert {a for a in anchors if a.startswith("free_city.")} == {
        "free_city.setup", "free_city.holder", "free_city.choose", "free_city.play", "free_city.pass",
        "free_city.last_card", "free_city.end"}
    used = re.findall(r"<!-- oracle-example: ([a-z0-9-]+) -->", CHAPTER)
    assert sorted(used) == ["conflict", "conflict-tables", "free-city-holders", "free-city-turn", "last-cards",
                            "science", "score-sheet", "trade-discount", "trading", "trading-coins-held",
                            "trading-sold-twice"]
    for ruling in SITE.spec.rulings:   # every ruling is linked from the chapter
        assert f"rulings.md#{ruling.id.replace('.', '-').replace('_', '-')}" in CHAPTER, ruling.id


def test_a_card_page_gives_its_copies_at_each_player_count():
    pool = PAGES["classic/cards/clay-pool.md"]
    assert "| Age | 3 players | 4 players | 5 players | 6 players | 7 players |" in pool
    assert "| I | 1 | 1 | 2 | 2 | 2 |" in pool
    assert "(Age I: 3+, 5+)" in pool and "two players use the cards of 3: 1 in Age I." in pool
    assert "Other names: *Portuguese*: Argileira." in pool
    loom = PAGES["classic/cards/loom.md"]
    assert "**Age I and Age II**" in loom
    assert "| I | 1 | 1 | 1 | 2 | 2 |" in loom and "| II | 1 | 1 | 2 | 2 | 2 |" in loom
    assert "[`build.unique`](../rules/index.md#build.unique)" in loom
    tavern = PAGES["classic/cards/tavern.md"]
    assert "| I | 0 | 1 | 2 | 2 | 3 |" in tavern and "two players use the cards of 3: 0 in Age I." in tavern
    guild = PAGES["classic/cards/spies-guild.md"]
    assert "| guilds drawn | 5 | 6 | 7 | 8 | 9 |" in guild
    assert "| chance it is drawn | 50% | 60% | 70% | 80% | 90% |" in guild
    assert "[`setup.guilds`](../rules/index.md#setup.guilds)" in guild


def test_a_card_page_links_the_cards_of_its_chains_both_ways():
    scriptorium = PAGES["classic/cards/scriptorium.md"]
    assert "- A city holding it builds [Courthouse](courthouse.md) (Age II) and [Library](library.md) (Age II) " \
           "for nothing." in scriptorium
    library = PAGES["classic/cards/library.md"]
    assert "- A city holding [Scriptorium](scriptorium.md) (Age I) builds it for nothing." in library
    assert "- A city holding it builds [Senate](senate.md) (Age III) and [University](university.md) (Age III) " \
           "for nothing." in library
    forum = PAGES["classic/cards/forum.md"]
    assert "[East Trading Post](east-trading-post.md) (Age I) or [West Trading Post](west-trading-post.md) " \
           "(Age I) builds it for nothing" in forum
    implementers = forum.split('??? info "For implementers: the DSL source, the rules involved, tests and '
                               'conformance cases"')[1]
    assert '    card "Forum" {' in implementers and "    **DSL source**, defined at `spec/classic/age_II.wdl:" \
        in implementers
    assert "    | [`build.chain`](../rules/index.md#build.chain) |" in implementers


def test_a_board_page_gives_both_sides_stage_by_stage():
    giza = words_only(PAGES["classic/boards/giza.md"])
    assert "**Starting resource:** 1 stone, on both sides" in giza
    assert "## Side A {#side-a}" in giza and "## Side B {#side-b}" in giza
    side_b = giza.split("## Side B")[1].split("## In the 2020 edition")[0]
    rows = re.findall(r"^\| (\d) \| ([^|]+) \| (\d+|—) \|", side_b, re.MULTILINE)
    assert [(n, p) for n, _, p in rows] == [("1", "3"), ("2", "5"), ("3", "5"), ("4", "7")]
    assert "| 4 | 4 stone and 1 papyrus | 7 | — |" in side_b and "4 stages, worth 20 points" in side_b
    assert "3 stages, worth 15 points" in giza.split("## Side B")[0]
    ephesus = words_only(PAGES["classic/boards/ephesus.md"])
    assert "| 1 | 2 stone | 2 | When you build it, take 4 coins. |" in ephesus
    rhodes = PAGES["classic/boards/rhodes.md"]
    assert "| [B](#side-b) | 2 | 7 |" in rhodes
    babylon = PAGES["classic/boards/babylon.md"]
    assert "[`wonder.last_card`](../rules/index.md#wonder.last_card)" in babylon
    assert "Other names: *Portuguese*: Babilônia." in babylon


def test_the_overview_and_the_indexes():
    index = words_only(PAGES["classic/index.md"])
    assert '![](icons/resource-stone.svg){: .icon title="stone" } 1 stone' in PAGES["classic/index.md"]
    assert "| [Giza](boards/giza.md) | 1 stone | 3 | 15 | 4 | 20 |" in index
    assert "| [Rhodes](boards/rhodes.md) | 1 ore | 3 | 10 | 2 | 7 |" in index
    assert "| 3 | 21 | 21 | 21 | 5 |" in index and "| 7 | 49 | 49 | 49 | 9 |" in index
    assert "| 2, with the Free City | 21 | 21 | 21 | 5 |" in index
    assert "- `free_city`: " in index
    cards = PAGES["classic/cards/index.md"]
    assert [h for h in re.findall(r"^## (.+)$", cards, re.MULTILINE)] == ["Age I", "Age II", "Age III", "Guilds",
                                                                          "In the 2020 edition {#edition2020}",
                                                                          "Icons"]
    assert "| **in all** | | | **21** | **28** | **35** | **42** | **49** |" in cards
    assert "(148 in the box, counting every copy)" in cards
    assert cards.count("(loom.md)") == 2      # in Age I and in Age II
    boards = words_only(PAGES["classic/boards/index.md"])
    assert "| [Giza](giza.md) | Gizé | 1 stone | [3 stages](giza.md#side-a), 15 points | " \
           "[4 stages](giza.md#side-b), 20 points |" in boards


def test_the_chain_graph_is_drawn_from_the_spec():
    figure = SITE.chains_svg()
    assert figure == Site.load(ROOT).chains_svg()          # deterministic
    assert figure.count("<line") == len(SITE.chain_links()) == 26
    linked = {n for pair in SITE.chain_links() for n in pair}
    assert figure.count("<rect") == len(linked)
    assert "<title>Scriptorium makes Library free</title>" in figure
    assert 'href="../scriptorium/"' in figure
    assert figure in PAGES["classic/cards/chains.md"]


def test_the_rule_ids_and_the_rulings():
    ids = PAGES["classic/rules/ids.md"]
    for rid, text in SITE.rule_ids.items():
        assert f'| <a id="{rid}"></a>[`{rid}`](index.md#{rid}) | {text} |' in ids
    # then the rules of the 2020 edition alone, each explained on the edition's page
    assert "| <a id=\"wonder.free_colour\"></a>[`wonder.free_colour`](../edition2020.md#wonder.free_colour) |" in ids
    page = PAGES["classic/rulings.md"]
    assert page.count("\n### ") == len(SITE.spec.rulings) + 18 == 35
    for ruling in SITE.spec.rulings:
        assert f"({ruling.confidence} confidence), on rule [`{ruling.rule}`](rules/index.md#{ruling.rule}); " \
               f"ruling `{ruling.id}`." in page
        assert "Sources: " + "; ".join(ruling.sources) + "." in page
    assert "\n### Who holds the Free City card at the start of Age I? {#free-city-first-holder}" in page
    assert "**Erratum** (high confidence), on rule [`free_city.holder`]" in page
    assert "**Project decision** (medium confidence), on rule [`trade.purchases`]" in page
    assert "**Rulebook** (high confidence), on rule [`scoring.categories`]" in page
    assert "\n### What may the Free City do with a card that a chain link makes free for it? " \
           "{#free-city-chain-forced}" in page
    assert "**Rulebook** (high confidence), on rule [`free_city.play`](rules/index.md#free_city.play); " \
           "ruling `free_city.chain_forced`." in page
    assert "**Project decision** (medium confidence), on rule [`free_city.play`](rules/index.md#free_city.play); " \
           "ruling `free_city.at_once`." in page
    assert "serves no purpose because its points are not counted at the end" in page
    assert "The Free City holds no hand" not in page and "in effect, the Free City's seventh card" in page


def test_the_free_city_chapter_says_who_holds_its_card_by_seat_and_qualifies_the_general_rules():
    holders = SITE.example("free-city-holders", lambda name: name).splitlines()
    assert holders[2:7] == [
        "| Age | hands pass to the | the card starts with | seat 0 runs the Free City in turns | "
        "seat 1 runs the Free City in turns |",
        "| --- | --- | --- | --- | --- |",
        "| I | left | seat 0, the Free City's left neighbour | 1, 3, 5 | 2, 4, 6 |",
        "| II | right | seat 1, the Free City's right neighbour | 2, 4, 6 | 1, 3, 5 |",
        "| III | left | seat 0, the Free City's left neighbour | 1, 3, 5 | 2, 4, 6 |"]
    assert "the Free City is city 2: its left neighbour is seat 0 and its right neighbour seat 1" in holders[0]
    flat = " ".join(CHAPTER.split())
    assert "sits between" not in flat and "a third one is laid aside for the Free City" in flat
    assert "five guilds join the deck, not four" in flat
    assert "Discarding is always possible" not in flat and "The Free City is the one city that may not" in flat
    assert "two cards in every hand" not in flat and "its holder draws a third card from its pile" in flat
    assert "the holder picks the seller, even the dearer one" in flat
    assert "none of the cards the holder has left, once they have chosen their own card, can be built" in flat
    design = " ".join((ROOT / "docs" / "design" / "classic.md").read_text(encoding="utf-8").split())
    assert "sits between" not in design and "its board is laid aside" in design
    assert "five guilds" in SITE.rule_ids["setup.guilds"] and "holds 3" in SITE.rule_ids["turn.last_card"]
    assert "whatever the prices" in SITE.rule_ids["free_city.play"]


def test_the_worked_examples_are_computed_by_the_engine():
    trading = SITE.example("trading", lambda name: name).splitlines()
    assert trading[4:8] == [
        "| the rulebook's example | 4 | 2 + 2 |",
        "| the same with 3 coins | 3 | none: it can only be discarded |",
        "| the right neighbour also holds a Lumber Yard | 4 | 0 + 4; 2 + 2 |",
        "| your city also holds a West Trading Post | 4 | 1 + 2 |"]
    assert "exactly 2 actions with the University: build it paying 2 coins to the left and 2 to the right or " \
           "discard it for 3 coins." in trading[9]
    science = SITE.example("science", lambda name: name).splitlines()
    assert science[4:9] == [
        "| 3, 2, 1 | 0 | 3, 2, 1 | 9 + 4 + 1 = 14 | 1 × 7 = 7 | **21** |",
        "| 3, 2, 2 | 0 | 3, 2, 2 | 9 + 4 + 4 = 17 | 2 × 7 = 14 | **31** |",
        "| 3, 2, 1 | 1 | 3, 2, 2 | 9 + 4 + 4 = 17 | 2 × 7 = 14 | **31** |",
        "| 4, 0, 0 | 1 | 5, 0, 0 | 25 + 0 + 0 = 25 | 0 × 7 = 0 | **25** |",
        "| 4, 0, 0 | 2 | 6, 0, 0 | 36 + 0 + 0 = 36 | 0 × 7 = 0 | **36** |"]
    conflict = SITE.example("conflict", lambda name: name).splitlines()
    assert conflict[4:7] == [
        "| Alexandria A | Barracks, Stables | 3 | defeat (-1) against Rhodes A; victory (+3) over Ephesus A |",
        "| Rhodes A | Guard Tower, Walls, Archery Range | 5 | victory (+3) over Ephesus A; "
        "victory (+3) over Alexandria A |",
        "| Ephesus A | Training Ground | 2 | defeat (-1) against Alexandria A; defeat (-1) against Rhodes A |"]
    assert "Alexandria A ends the Age with +2 points in tokens" in conflict[8]


def test_the_hook_expands_the_chapter_with_statements_and_linked_examples():
    from oracle.docs import hooks

    config = {"config_file_path": str(ROOT / "mkdocs.yml"), "nav": [{"Boards": ["@classic:boards"]}]}
    hooks.on_config(config)
    assert config["nav"][0]["Boards"][3] == {"Giza": "classic/boards/giza.md"}
    page = SimpleNamespace(file=SimpleNamespace(src_uri="classic/rules/index.md"))
    out = hooks.on_page_markdown("### Price {#trade.price}\n\n<!-- oracle-example: trading -->\n", page, config, None)
    assert '!!! rule "Rule `trade.price`"' in out and SITE.rule_ids["trade.price"] in out
    assert "[University](../cards/university.md)" in out
    assert "[Olympia A](../boards/olympia.md#side-a)" in out


def test_the_portuguese_names_cover_every_card_and_board():
    names = tomllib.loads((ROOT / "spec" / "classic" / "names.toml").read_text(encoding="utf-8"))
    assert set(names["cards"]) == {c.name for c in SITE.spec.cards}
    assert set(names["wonders"]) == set(SITE.spec.boards)
    assert all(set(v) == {"pt"} for table in ("cards", "wonders") for v in names[table].values())
    assert names["cards"]["Sawmill"]["pt"] == "Serralheria" and names["wonders"]["Giza"]["pt"] == "Gizé"
    for name in ("Circus", "Lodge"):
        assert f"Other names: *Portuguese*: {names['cards'][name]['pt']}." in PAGES[SITE.page_of_name(name)]


def test_the_generated_pages_name_no_machine_path():
    machine_path = re.compile(r"(?<![\w.])/(?:work|farm|home|root|tmp|Users)/")
    for path, text in PAGES.items():
        assert not machine_path.search(text), path


def test_a_page_counts_the_conformance_cases_naming_its_card_or_board():
    import json

    named: dict[str, list[str]] = {}
    for path in sorted((ROOT / "spec" / "conformance" / "classic").glob("*.json")):
        if path.name in ("coverage.json", "perft.json"):
            continue
        for case in json.loads(path.read_text(encoding="utf-8"))["cases"]:
            for name in case.get("components", []):
                named.setdefault(name, []).append(case["id"])
    heading = "    Conformance cases (`spec/conformance/classic/`, run with `oracle --game classic conform`)"
    for c in SITE.spec.cards:
        page = PAGES[SITE.page_of_name(c.name)]
        found = named.get(c.name, [])
        if len(found) > 8:
            assert f"{heading}; {len(found)} name it, the first 8:" in page, c.name
        else:
            assert f"{heading}:" in page, c.name
        if found:
            assert f"    - `{found[0]}`: " in page, c.name
        else:
            assert "    - none yet" in page, c.name
    giza = list(dict.fromkeys([*named.get("Giza A", []), *named.get("Giza B", [])]))
    assert len(giza) > 8 and f"{heading}; {len(giza)} name it, the first 8:" in PAGES["classic/boards/giza.md"]
