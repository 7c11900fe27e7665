"""Agora's pages: the overview and component pages generated from its spec (oracle.duel.agora.docs), its
part of the Rulings and FAQ page, and the hand-written questions page (docs/duel/rules/agora-faq.md),
checked against the expansion's spec."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from oracle.docs.faq import ruling_anchor
from oracle.docs.links import slug
from oracle.dsl.english import component_english
from oracle.duel.agora.docs import overview
from oracle.duel.agora.docs.faq import anchor as agora_anchor
from oracle.duel.agora.docs.pages import FOLDER, GROUPS
from oracle.duel.docs.faq import FAQ_PAGE
from oracle.duel.docs.site import Site
from oracle.duel.ruleset import load_ruleset_from

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "spec" / "duel" / "variants" / "agora"
SITE = Site.load(ROOT)
PAGES = SITE.pages()
PAGE = PAGES[overview.PAGE]
BASE = load_ruleset_from(ROOT / "spec" / "duel")
RULES = load_ruleset_from(ROOT / "spec" / "duel", "agora")
QUESTIONS = (ROOT / "docs" / overview.FAQ_PAGE).read_text(encoding="utf-8")
VARIANT_RULES = tomllib.loads((SPEC / "rules.toml").read_text(encoding="utf-8"))["rules"]
VARIANT_RULINGS = {r["id"]: r for r in tomllib.loads((SPEC / "rulings.toml").read_text(encoding="utf-8"))["ruling"]}

SENATORS = [*(f"Left Politician {n}" for n in (1, 2)), *(f"Middle Politician {n}" for n in (1, 2, 3)),
            *(f"Right Politician {n}" for n in (1, 2)), *(f"Conspirator {n}" for n in range(1, 7))]
CONSPIRACIES = ["Extortion", "Blackmail", "Expropriation", "Swindle", "Obscurantism", "Coup", "Property Fraud",
                "Treason", "Political Maneuver", "Espionage", "Turn of Events", "Embezzlement", "Foreclosure",
                "Coercion", "Insider Influence", "Sabotage"]
DECREES = ["Blue Income", "Green Income", "Yellow Income", "Red Income", "Wonder Income", "Wonder Discount",
           "Senate Bonus", "Discard Bonus", "Yellow Discount", "Red Discount", "Green Discount", "Military Shield",
           "Raw Material Trade", "Manufactured Good Trade", "Opponent's Chains", "Conspirator Replay"]
WONDERS = ["Curia Julia", "Knossos"]
PROGRESS = ["Corruption", "Organized Crime"]
TOKENS = ["Place Influence", "Remove and Move"]
ADDED = [*SENATORS, *CONSPIRACIES, *DECREES, *WONDERS, *PROGRESS, *TOKENS]
BY_NAME = {c.name: c for c in RULES.components}


def section(page: str, title: str) -> str:
    """The part of ``page`` under the heading ``## title``, up to the next ``## `` heading."""
    start = page.index(f"\n## {title}")
    end = page.find("\n## ", start + 1)
    return page[start:end if end != -1 else len(page)]


LINKED = re.compile(r"\[(.+?)\]\(agora/[a-z0-9-]+\.md\)")


def first_column(table: str) -> list[str]:
    """The component named by the first cell of each body row of the component tables in ``table``."""
    rows = [line for line in table.splitlines() if line.startswith("| [")]
    return [m.group(1) for m in (LINKED.match(row.removeprefix("| ")) for row in rows) if m]


def component_page(name: str) -> str:
    """The generated page of the expansion's component ``name``."""
    return PAGES[f"{FOLDER}/{slug(name)}.md"]


def test_the_overview_is_generated_and_says_how_to_play_the_expansion():
    assert not (ROOT / "docs" / overview.PAGE).exists()
    assert PAGE.startswith("# The Agora expansion\n")
    for text in ("`oracle --game duel play --variant agora`", '`oracle.load_game("duel", variant="agora")`',
                 '`"variant": "agora"`', "`spec/schema/duel-agora/`", "`record.v1.schema.json`",
                 "`observation.schema.json`", "`spec/duel/variants/agora`", "(rules/agora-faq.md)"):
        assert text in PAGE, text
    changes = section(PAGE, "What the expansion changes")
    for text in ("6 Chambers in 3 sections, 12 Influence cubes for each player",
                 "13 [Senators](#senators), 7 Politicians and 6 Conspirators",
                 "(5, 5 and 3 to Ages I, II and III)", "larger structures of 25, 25, 23 cards",
                 "16 [Conspiracies](#conspiracies)", "16 [Decrees](#decrees), 6 of which are drawn",
                 "2 [wonders](#wonders), for 14 in the draft, of which 8 are drafted",
                 "2 [progress tokens](#progress-tokens), for 12 in the game, 5 on the board and 7 in the box",
                 "4 on the track in place of the looting tokens", "[political supremacy](#political-supremacy)"):
        assert text in changes, text


def test_the_senate_s_chambers_sections_values_and_decrees_are_the_spec_s():
    senate = section(PAGE, "The Senate {#the-senate}")
    assert [line for line in senate.splitlines() if re.match(r"\| \d \|", line)] == \
        ["| 1 | left | 1 | face up |", "| 2 | left | 2 | face down |", "| 3 | middle | 3 | face up |",
         "| 4 | middle | 3 | face down |", "| 5 | right | 2 | face up |", "| 6 | right | 1 | face down |"]
    for rid in ("agora.senate", "agora.supply", "agora.control", "agora.place", "agora.move", "agora.remove",
                "agora.decrees_setup", "agora.reveal", "agora.decree"):
        assert f"[`{rid}`](#{rid})" in senate, rid
    senators = section(PAGE, "Senators {#senators}")
    assert "(7: 2 of the left section, 3 of the middle section and 2 of the right section)" in senators
    assert "    | 0 or 1 | 1 |\n    | 2 or 3 | 2 |\n    | 4 or more | 3 |" in senators
    ending = section(PAGE, "Political supremacy and the Senate's points {#political-supremacy}")
    assert "[`agora.political_supremacy`](#agora.political_supremacy)" in ending
    assert "1, 2, 3, 3, 2, 1 for Chambers 1 to 6, 12 points in all" in ending and "`senate`" in ending
    decrees = section(PAGE, "Decrees {#decrees}")
    assert ("The **Military Decree** ([Military Shield](agora/military-shield.md)) holds a shield"
            in decrees and "[`agora.military_decree`](#agora.military_decree)" in decrees)
    tokens = section(PAGE, "Military tokens {#military-tokens}")
    assert "| [Place Influence](agora/place-influence.md) | 3 spaces, on each side |" in tokens
    assert "| [Remove and Move](agora/remove-and-move.md) | 6 spaces, on each side |" in tokens


def test_every_component_of_the_expansion_has_its_row_with_english_and_dsl_source():
    assert first_column(section(PAGE, "Senators {#senators}")) == SENATORS
    assert first_column(section(PAGE, "Conspiracies {#conspiracies}")) == CONSPIRACIES
    assert first_column(section(PAGE, "Decrees {#decrees}")) == DECREES
    assert first_column(section(PAGE, "Wonders")) == WONDERS
    assert first_column(section(PAGE, "Progress tokens")) == PROGRESS
    assert first_column(section(PAGE, "Military tokens {#military-tokens}")) == TOKENS
    for name in ADDED:
        rows = [line for line in PAGE.splitlines() if line.startswith(f"| [{name}](agora/{slug(name)}.md) |")]
        assert len(rows) == 1, name
        english = " ".join(component_english(BY_NAME[name].source, vocabulary=RULES.vocabulary))
        assert english.replace("|", "\\|") in rows[0], name
        assert "<code>" in rows[0], name
    assert "| [Left Politician 1](agora/left-politician-1.md) | left |" in PAGE
    assert "| [Conspirator 6](agora/conspirator-6.md) | — |" in PAGE


def test_every_rule_id_of_the_expansion_has_its_anchor_and_statement():
    rules = section(PAGE, "Rules")
    assert len(VARIANT_RULES) == 54
    for rid, text in VARIANT_RULES.items():
        row = next(line for line in rules.splitlines() if line.startswith(f'| <a id="{rid}"></a>`{rid}` |'))
        assert f"| new | {text.replace('|', chr(92) + '|')} |" in row, rid
    assert rules.count("<a id=") == 54
    # every rule of the expansion is linked from the page's prose or rulings too
    rest = PAGE.replace(rules, "")
    linked = set(re.findall(r"\]\(#([a-z_]+\.[a-z_.]+)\)", rest))
    assert {"agora.senate", "agora.control", "agora.politician", "agora.conspirator", "agora.prepare",
            "agora.trigger", "agora.military_decree", "agora.military_tokens", "agora.political_supremacy",
            "agora.senate_points", "agora.recruit_cost", "agora.conspire"} <= linked
    assert linked <= set(VARIANT_RULES)


def test_every_ruling_of_the_expansion_is_on_the_overview():
    rulings = section(PAGE, "Rulings {#rulings}")
    assert len(VARIANT_RULINGS) == 32
    assert rulings.count("\n### ") == 32
    for rid, r in VARIANT_RULINGS.items():
        head = f"### {r['question']} {{#{ruling_anchor(rid)}}}"
        assert head in rulings, rid
        entry = rulings.split(head)[1].split("\n### ")[0]
        assert r["decision"] in entry and f"confidence: {r['confidence']}" in entry
    assert "ruling `agora.reveal_moment` on [`agora.reveal`](#agora.reveal)" in rulings
    # a ruling on a base rule the expansion leaves as it is links that rule's chapter
    assert ("ruling `agora.discarded_senators` on [`effect.build_from_discard`](rules/wonders.md"
            "#effect.build_from_discard)") in rulings


def test_the_expansion_has_a_page_for_each_of_its_51_components_and_no_other():
    assert len(ADDED) == 51
    generated = {path for path in PAGES if path.startswith(f"{FOLDER}/")}
    assert generated == {f"{FOLDER}/{slug(name)}.md" for name in ADDED}
    for name in ADDED:
        assert component_page(name).startswith(f"---\nsearch:\n  boost: 3\n---\n\n# {name}\n")
    nav = [entry for group in GROUPS for entry in SITE.nav(f"agora:{group}")]
    assert nav == [{name: f"{FOLDER}/{slug(name)}.md"} for name in ADDED]
    mkdocs = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    for group in GROUPS:
        assert f'"@duel:agora:{group}"' in mkdocs
    assert "duel/agora.md" in mkdocs and "duel/rules/agora-faq.md" in mkdocs


def test_each_kind_of_component_shows_its_own_facts():
    assert ("**Senator** · **Dealt into:** Ages I, II and III ([`setup.senators`](../agora.md#setup.senators)) · "
            "**Cost:** the Senators already in the recruiter's city, in coins "
            "([`agora.recruit_cost`](../agora.md#agora.recruit_cost))") in component_page("Conspirator 1")
    assert ("**Decree** · **Works for:** the controller of its Chamber ([`agora.decree`](../agora.md#agora.decree))"
            in component_page("Blue Income"))
    assert ("**Conspiracy** · **Prepared** with a card of the structure ([`agora.prepare`](../agora.md#agora.prepare))"
            " · **Triggered** at the start of a turn ([`agora.trigger`](../agora.md#agora.trigger))"
            in component_page("Coup"))
    assert ("**Military token** · **Lies:** in the zones 6 spaces from the centre, on each side "
            "([`agora.military_tokens`](../agora.md#agora.military_tokens))") in component_page("Remove and Move")
    assert "**Wonder** · **Cost:** " in component_page("Knossos")
    assert "**Progress token**" in component_page("Corruption")
    # the Military Decree's page lists the ruling on how far it moves the pawn
    assert "ruling `agora.military_swing`)" in component_page("Military Shield")
    assert "ruling `agora.blackmail_move`)" in component_page("Blackmail")
    assert "Conformance cases (`spec/conformance/duel-agora/`, run with `oracle conform --variant agora`)" in \
        component_page("Blackmail")


def test_the_rulings_and_faq_page_asks_every_ruling_of_the_expansion():
    page = PAGES[FAQ_PAGE]
    part = page[page.index("\n## With Agora {#with-agora}\n"):page.index("\n## With both expansions")]
    assert part.count("\n### ") == 32
    for rid, r in VARIANT_RULINGS.items():
        assert f"\n### {r['question']} {{#{agora_anchor(rid)}}}\n" in part, rid
        assert f"; ruling `{rid}`.\n\n{r['decision']}\n" in part, rid
    anchors = re.findall(r"\{#([a-z0-9_-]+)\}", page)
    assert len(anchors) == len(set(anchors))
    assert "None of them restates a ruling of the base game" in part
    assert "The part after it holds the rulings of the **Agora** expansion" in page
    # the Senate of the expansion is the board, never the base game's blue card of that name
    assert "[Senate](../cards/senate.md)" not in part
    # nor is "the Pantheon" the card of that name
    assert "[Pantheon](../cards/pantheon.md)" not in part
    assert "Concerns: [Knossos](../agora/knossos.md), [Curia Julia](../agora/curia-julia.md).\n" in part
    assert " in `spec/conformance/duel-agora/`): " in part


# ---- the questions page ------------------------------------------------------------------------------

CITED_RULING = re.compile(r"[Rr]uling\s+\[`([a-z_]+\.[a-z_.]+)`\]\(\.\./agora\.md#([a-z0-9-]+)\)")
CITED_RULE = re.compile(r"rule\s+\[`([a-z_]+\.[a-z_.]+)`\]\(([a-z./-]+)#([a-z_.]+)\)")


def questions() -> list[str]:
    """The questions of the questions page, each with its answer and citations."""
    return QUESTIONS.split("\n## ")[1:]


def test_the_questions_page_asks_twenty_questions_each_citing_a_ruling_and_its_rule():
    assert QUESTIONS.startswith("# What happens when…? (Agora)\n")
    asked = questions()
    assert len(asked) == 20
    for q in asked:
        assert q.startswith("…") and q.split("\n")[0].endswith("?")
        rulings = {rid for rid, _ in CITED_RULING.findall(q)}
        rules = {rid for rid, _, _ in CITED_RULE.findall(q)}
        assert rulings and rules, q.split("\n")[0]
        assert {VARIANT_RULINGS[r]["rule"] for r in rulings} <= rules, q.split("\n")[0]
        for rid, page, anchor in CITED_RULE.findall(q):
            assert rid == anchor and rid in RULES.rule_ids, rid
            if page == "../agora.md":
                assert rid in VARIANT_RULES, rid
            else:
                assert rid not in VARIANT_RULES and f"{{#{rid}}}" in (ROOT / "docs/duel/rules" / page).read_text(
                    encoding="utf-8"), rid


def test_the_questions_page_answers_the_senate_and_conspiracy_questions_the_sources_leave_open():
    cited = CITED_RULING.findall(QUESTIONS)
    for rid, anchor in cited:
        assert rid in VARIANT_RULINGS, rid
        assert anchor == ruling_anchor(rid) and f"{{#{anchor}}}" in PAGE
    ids = {rid for rid, _ in cited}
    assert len(ids) == 22
    # each open question of the expansion's sources, by the ruling that settles it
    assert {"agora.blackmail_move", "agora.senate_orientation", "agora.supremacy_order", "agora.property_fraud_row",
            "agora.trigger_each_turn", "agora.discarded_senators", "agora.sabotage_cap", "agora.useless_trigger",
            "agora.obscurantism_owned", "agora.insider_influence", "agora.military_token_taker",
            "agora.senator_backs", "agora.conspiracy_knowledge"} <= ids
    # and the Senate's and the Conspiracies' own rules
    assert {"agora.reveal_moment", "agora.military_swing", "agora.senate_plus_two", "agora.senators_not_buildings",
            "agora.conspirator_replay", "agora.trigger_keeps_turn", "agora.conspiracy_deck_size",
            "agora.treason_pool", "agora.turn_of_events"} <= ids



def test_the_language_reference_marks_agora_s_constructs_as_the_expansion_s():
    page = PAGES["dsl/constructs.md"]
    assert "Constructs marked *7 Wonders Duel with Agora* are written for the Agora expansion" in page
    assert "which the engine does not play yet" not in page
    move = page[page.index("### `move_influence`"):]
    assert " *7 Wonders Duel with Agora.*" in move[:move.index("\n### ")]


def test_the_glossary_gives_agora_s_terms_each_with_its_anchor():
    glossary = PAGES["glossary.md"]
    for term in ("Influence cube", "Influence cubes", "Decree", "Decrees", "Senator",
                 "Senators", "Politician", "Politicians", "Conspirator", "Conspirators", "Conspiracy",
                 "Conspiracies"):
        row = next(line for line in glossary.splitlines() if line.startswith(f'| <a id="{slug(term)}"></a>{term} |'))
        assert "In Duel's Agora expansion, " in row, term
    # "Chamber" is no term of its own: it would mark the Chamber of Commerce, a base card
    assert '<a id="chamber">' not in glossary
