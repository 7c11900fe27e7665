"""Leaders as a ruleset chosen by name: the command line plays, replays and shows it; its records follow
its published schemas and a record of another ruleset is refused at its path; two players are refused
with the rulesets one can choose; its suite, not yet published, is refused by name; and the site has a
page for each leader and guild, its rulings and its questions page."""

from __future__ import annotations

import json
import re
from pathlib import Path

import jsonschema
import pytest

import oracle
from oracle.classic.game import Game
from oracle.cli import main
from oracle.errors import GameChoiceError

ROOT = Path(__file__).resolve().parents[2]
TWO_PLAYERS = ("7 Wonders is played by 3, 4, 5, 6, 7 players under the variant leaders, not 2: the Free City, for "
               "2 players, is played with the base game alone, without the Leaders (free_city.setup); choose "
               "free_city for 2 players, or one of standard, edition2020, leaders, edition2020_leaders for 3 to 7")


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def record(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("leaders") / "game.json"
    assert main(["--game", "classic", "play", "--variant", "leaders", "--players", "4", "--seed", "2",
                 "--record", str(path)]) == 0
    return path


def test_play_replay_and_show_name_the_ruleset_and_score_the_leaders(record, capsys):
    data = json.loads(record.read_text(encoding="utf-8"))
    assert (data["game"], data["variant"], data["players"]) == ("classic", "leaders", 4)
    assert [len(hand) for hand in data["setup"]["leaders"]["dealt"]] == [4, 4, 4, 4]
    game = oracle.load_game("classic", variant="leaders", players=4)
    final, _ = game.replay(game.record_from_json(data))
    sheet = game.score_sheet(final)
    code, out, err = run(capsys, "--game", "classic", "replay", "--variant", "leaders", str(record))
    assert (code, err) == (0, "")
    rows = {line.split()[0]: [int(n) for n in line.split()[1:]] for line in out.splitlines()
            if line.split() and line.split()[0] in ("leaders", "total")}
    assert rows == {"leaders": [row["leaders"] for row in sheet], "total": [row["total"] for row in sheet]}
    code, out, err = run(capsys, "replay", str(record), "--json")
    summary = json.loads(out)
    assert (code, summary["variant"], summary["ruleset"], summary["status"]) == \
        (0, "leaders", "7 Wonders: Leaders (first edition)", "finished")
    assert summary["scores"] == [row["total"] for row in sheet]
    code, out, err = run(capsys, "show", str(record))
    assert code == 0 and out.startswith("7 Wonders: Leaders (first edition) · Age III")
    assert "white: " in out      # a recruited leader stands in its city


def test_a_leaders_record_follows_the_published_record_schema_and_is_refused_by_another_ruleset(record, capsys):
    data = json.loads(record.read_text(encoding="utf-8"))
    schema = json.loads((ROOT / "spec" / "schema" / "classic-leaders" / "record.v1.schema.json").read_text())
    jsonschema.Draft202012Validator(schema).validate(data)
    base = json.loads((ROOT / "spec" / "schema" / "classic" / "record.v1.schema.json").read_text())
    assert not jsonschema.Draft202012Validator(base).is_valid(data)
    code, _, err = run(capsys, "--game", "classic", "replay", "--variant", "standard", str(record))
    assert (code, err) == (2, 'oracle: invalid record: $.variant: expected "standard" (--variant standard), '
                              'not "leaders"\n')


def test_two_players_are_refused_with_the_rulesets_one_can_choose(capsys):
    with pytest.raises(GameChoiceError) as refused:
        oracle.load_game("classic", variant="leaders", players=2)
    assert str(refused.value) == TWO_PLAYERS
    with pytest.raises(GameChoiceError) as refused:
        Game.load("leaders", 2)
    assert str(refused.value) == TWO_PLAYERS
    assert run(capsys, "--game", "classic", "play", "--variant", "leaders", "--players", "2") == \
        (2, "", f"oracle: {TWO_PLAYERS}\n")
    # the base game's refusals say what they said
    with pytest.raises(GameChoiceError, match=r"^7 Wonders is played by 3, 4, 5, 6, 7 players under the variant "
                                              r"standard, not 2$"):
        oracle.load_game("classic", variant="standard", players=2)


def test_a_leaders_game_played_through_the_adapter_is_the_librarys_game():
    from oracle.conformance.adapter import Adapter

    game = oracle.load_game("classic", variant="leaders", players=3)
    play = game.random_game(5)
    protocol = json.loads((ROOT / "spec" / "schema" / "classic-leaders" / "protocol.v2.schema.json").read_text())
    check = jsonschema.Draft202012Validator(protocol)
    adapter = Adapter()
    hello = adapter.handle({"id": 0, "type": "hello"})
    assert hello is not None and "leaders" in next(g for g in hello["games"] if g["game"] == "classic")["variants"]
    assert adapter.handle({"id": 1, "type": "new_game", "game": "classic", "variant": "leaders", "players": 3,
                           "setup": game.setup_to_json(play.initial.setup)}) == {"id": 1, "type": "ok"}
    for action, mover, step in zip(play.moves[:20], play.movers[:20], play.steps[:20], strict=True):
        applied = adapter.handle({"id": 2, "type": "apply", "player": mover, "action": game.action_to_json(action)})
        assert applied == {"id": 2, "type": "applied", "events": [e.to_json() for e in step.events]}
        check.validate(applied)
    state = adapter.handle({"id": 3, "type": "state"})
    assert state is not None and state["state"] == game.protocol_state(play.steps[19].state)
    check.validate(state)
    # twelve picks of the draft and Age I's recruitment (three moves) done: Age I's second turn
    assert (state["state"]["phase"], state["state"]["age"], state["state"]["turn"]) == ("choose", "I", 2)
    assert game.protocol_state(play.steps[13].state)["phase"] == "recruitment"


# ---- the site ------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def pages() -> dict[str, str]:
    from oracle.classic.docs.site import Site

    return Site.load(ROOT).pages()


def test_every_leader_and_guild_of_the_box_the_spec_holds_has_its_page_in_plain_words(pages):
    from oracle.classic.leaders.docs import FOLDER
    from oracle.docs.links import slug

    rules = oracle.load_game("classic", variant="leaders").rules
    leaders = [c.name for c in rules.spec.others if c.kind == "leader"]
    base = {c.name for c in oracle.load_game("classic").rules.spec.cards}
    guilds = [c.name for c in rules.spec.cards if c.name not in base]
    assert len(leaders) == 36 and guilds == ["Architects Guild", "Courtesans Guild", "Diplomats Guild",
                                             "Gamers Guild"]
    # the pages of the 2020 box's own leaders and board, its overview and rulings are in the same folder
    later = oracle.load_game("classic", variant="edition2020_leaders").rules
    only_later = [c.name for c in later.spec.others if c.kind == "leader" and c.name not in leaders]
    own = {path for path in pages if path.startswith(f"{FOLDER}/")}
    assert own == {f"{FOLDER}/{slug(n)}.md" for n in (*leaders, *guilds, "Roma", *only_later, "Abu Simbel")} | {
        f"{FOLDER}/index.md", f"{FOLDER}/rulings.md", f"{FOLDER}/edition2020.md", f"{FOLDER}/edition2020-rulings.md"}
    assert len(only_later) == 13
    roma = pages[f"{FOLDER}/roma.md"]
    assert "# Roma" in roma and "## Side A {#side-a}" in roma and "## Side B {#side-b}" in roma
    tomyris = pages[f"{FOLDER}/tomyris.md"]
    assert "## What it does\n\nWhen you lose a conflict, the defeat token goes to the player who beat you" in tomyris
    assert "ruling `leaders.tomyris_winner`" in tomyris and "leaders.csv" not in tomyris
    assert "**Cost:** " in tomyris and " 4 coins" in tomyris
    diplomats = pages[f"{FOLDER}/diplomats-guild.md"]
    assert "1 victory point for each white card your neighbours have" in diplomats
    assert "The 14 guilds are shuffled" in diplomats and "With the Free City, 5 guilds are drawn" not in diplomats


def test_the_overview_states_every_rule_of_leaders_and_what_is_not_yet_played(pages):
    from oracle.classic.leaders.docs import NOT_YET_PLAYED, OVERVIEW

    page = pages[OVERVIEW]
    rules = oracle.load_game("classic", variant="leaders").rules
    for rid in [r for r in rules.spec.rule_ids if r.startswith("leaders.")]:
        assert f" {{#{rid}}}\n\n{rules.spec.rule_ids[rid]}\n" in page, rid
    assert "### `setup.coins` (the first edition's rule, worded for the Leaders) {#setup.coins}" in page
    missing = [name for name in NOT_YET_PLAYED if name not in {c.name for c in (*rules.spec.cards, *rules.spec.others)}
               and name not in rules.spec.boards]
    assert missing == [] and "Not yet played" not in page
    assert "36 leaders, white cards each player drafts" in page and "4 guilds and the board [Roma](roma.md)" in page
    assert "| coins for a leader sold | 3 |" in page and "| leaders dealt to each player | 4 |" in page


def test_the_rulings_page_gives_every_ruling_and_says_no_first_edition_fact_waits_for_a_photo(pages):
    from oracle.classic.leaders.docs import RULINGS
    from oracle.docs.faq import ruling_anchor

    page = pages[RULINGS]
    rules = oracle.load_game("classic", variant="leaders").rules
    own = [r for r in rules.spec.rulings if r.id.startswith("leaders.")]
    assert len(own) == 16 and page.count("\n## ") == 17
    for r in own:
        assert f"\n## {r.question} {{#{ruling_anchor(r.id)}}}\n" in page and f"\n{r.decision}\n" in page
    assert "no cost or ability of the first edition waits for a photograph" in page


def test_the_questions_page_links_real_rulings_and_rules():
    from oracle.classic.leaders.docs import NOT_YET_PLAYED
    from oracle.docs.faq import ruling_anchor

    text = (ROOT / "docs" / "classic" / "rules" / "leaders-faq.md").read_text(encoding="utf-8")
    rules = oracle.load_game("classic", variant="leaders").rules
    anchors = {ruling_anchor(r.id) for r in rules.spec.rulings}
    linked = re.findall(r"\(\.\./leaders/rulings\.md#([a-z-]+)\)", text)
    assert len(linked) == 13 and set(linked) <= anchors
    for rid in re.findall(r"\(\.\./leaders/index\.md#([a-z_.]+)\)", text):
        assert rid in rules.spec.rule_ids, rid
    assert "## …my neighbour builds the Courtesans Guild and copies my leader?" in text and NOT_YET_PLAYED == {}
    assert "`--variant leaders --players 2` is an error" in text


def test_the_navigation_lists_each_leader_and_guild_and_the_questions_page():
    from oracle.classic.docs.site import Site

    site = Site.load(ROOT)
    leaders = site.nav("leaders:leaders")
    # the first box's 36, then the 2020 box's own 13, marked with the year
    assert len(leaders) == 36 + 13 and leaders[0] == {"Alexander": "classic/leaders/alexander.md"}
    assert leaders[36] == {"Agrippina (2020)": "classic/leaders/agrippina.md"}
    assert site.nav("leaders:boards") == [{"Roma": "classic/leaders/roma.md"},
                                          {"Abu Simbel (2020)": "classic/leaders/abu-simbel.md"}]
    assert site.nav("leaders:guilds")[-1] == {"Gamers Guild": "classic/leaders/gamers-guild.md"}
    assert site.variant_page("leaders") == "classic/leaders/index.md"
    assert site.quick_rules_of("leaders")[:2] == ("setup.coins", "leaders.draft")
    mkdocs = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    for entry in ('"@classic:leaders:leaders"', '"@classic:leaders:guilds"', "classic/leaders/rulings.md",
                  '"Leaders: what happens when…?": classic/rules/leaders-faq.md'):
        assert entry in mkdocs
