"""``oracle show --html`` (oracle.show_page): one self-contained page stepping through a game, a picture
for every position, each move with its account and its rule linked to the rules reference, and
nothing a player's page shows that the player's observations do not hold."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

import oracle
from oracle.cli import main
from oracle.show import pictures_of
from oracle.show_page import Names, page, told


class Parsed(HTMLParser):
    """What a page holds: its tags in order with their attributes, the text outside ``<script>``
    and ``<style>``, and each section's text."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []
        self.sections: list[list[str]] = []
        self._skip = 0
        self.feed(text)
        self.close()

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag in ("script", "style"):
            self._skip += 1
        if tag == "section":
            self.sections.append([])

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self._skip -= 1

    def handle_data(self, data):
        if not self._skip:
            self.text.append(data)
            if self.sections:
                self.sections[-1].append(data)

    def count(self, tag: str) -> int:
        return sum(1 for t, _ in self.tags if t == tag)

    def attrs(self, name: str) -> list[str]:
        return [a[name] or "" for _, a in self.tags if name in a]


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def recorded(game, seed: int):
    play = game.random_game(seed)
    return game.record(play.initial.setup, play.moves, play.movers), play


# random games of each game: (name, variant, players, seed)
GAMES = [("duel", "standard", 2, 5), ("duel", "pantheon", 2, 1), ("classic", "standard", 3, 1),
         ("architects", "standard", 3, 2)]
HIDING = [("classic", "standard", 3, 1), ("classic", "free_city", 2, 2), ("duel", "pantheon", 2, 1),
          ("architects", "standard", 3, 1)]


@pytest.mark.parametrize(("name", "variant", "players", "seed"), GAMES)
def test_a_page_holds_a_picture_for_every_position_and_links_every_moves_rule(name, variant, players, seed):
    game = oracle.load_game(name, variant=variant, players=players)
    record, play = recorded(game, seed)
    parsed = Parsed(page(game, record))
    moves = len(record.moves)
    assert parsed.count("svg") == moves + 1 and parsed.count("section") == moves + 1
    assert [a["id"] for t, a in parsed.tags if t == "section"] == [f"move-{i}" for i in range(moves + 1)]
    links = [href for t, a in parsed.tags if t == "a" for href in [a.get("href") or ""]]
    assert len(links) == moves    # one rule a move, the rule of the decision it answers
    states = [play.initial, *(step.state for step in play.steps)]
    assert links == [f"{name}/rules/ids/#{game.decision_reason(s).rule}" for s in states[:-1]]
    assert all(href.split("#")[1] in game.rule_ids for href in links)
    # self-contained: no resource fetched, the script and style inline
    assert parsed.attrs("src") == [] and parsed.count("link") == 0 and parsed.count("script") == 1
    assert {t for t, _ in parsed.tags} >= {"style", "nav", "button", "main"}
    # without JavaScript every position shows, in order; the buttons only with it
    assert all("hidden" not in a for t, a in parsed.tags if t == "section")
    nav = next(a for t, a in parsed.tags if t == "nav")
    assert "hidden" in nav
    # every move's account sentence, in its section
    account = told(game.account(play.initial, play.steps))
    for i in (1, moves // 2, moves):
        assert account[i][0] in "".join(parsed.sections[i])


def test_the_account_gives_every_move_its_lines():
    game = oracle.load_game("classic", players=3)
    record, play = recorded(game, 1)
    lines = told(game.account(play.initial, play.steps))
    assert sorted(lines) == list(range(len(record.moves) + 1))
    assert lines[0] == ["7 Wonders (first edition), 3 players — P0: Olympia B, P1: Rhodes B, P2: Halicarnassus A",
                        "== Age I =="]
    assert lines[1] == ["P0 chooses a card"]
    assert lines[3][0] == "P2 chooses a card; the cards are revealed" and len(lines[3]) > 1


@pytest.mark.parametrize(("name", "variant", "players", "seed"), HIDING)
def test_a_players_page_names_only_what_their_observations_hold(name, variant, players, seed):
    game = oracle.load_game(name, variant=variant, players=players)
    record, play = recorded(game, seed)
    states = [play.initial, *(step.state for step in play.steps)]
    names = Names(game)
    pictures = pictures_of(game)
    whole = " ".join(Parsed(page(game, record)).text).replace(game.ruleset_title, "")
    left_out = 0
    for player in range(game.players):
        views = [game.observe(s, player) for s in states]   # and their pictures, which tests/test_show*.py check
        observed = set().union(*(names.named(json.dumps(v, ensure_ascii=False) + pictures.svg(game, v))
                                 for v in views))
        parsed = Parsed(page(game, record, player))
        written = " ".join(parsed.text).replace(game.ruleset_title, "")
        assert names.named(written) - observed == set()
        assert parsed.count("svg") == len(record.moves) + 1
        left_out += written.count(f"hidden from Player {player}")
    if name == "classic":
        # the whole state's page names the cards discarded, which another player's page never does
        assert left_out > 0 and names.named(whole) - observed


# ---- the command ---------------------------------------------------------------------------------------

@pytest.fixture()
def record(tmp_path, capsys) -> Path:
    path = tmp_path / "game.json"
    assert run(capsys, "play", "--seed", "5", "--record", str(path))[0] == 0
    return path


def test_show_writes_the_page(record, tmp_path, capsys):
    target = tmp_path / "game.html"
    target.write_text("old")
    code, out, err = run(capsys, "show", str(record), "--html", str(target), "--player", "0", "--docs",
                         "https://example.org/wonders/")
    assert (code, out, err) == (0, f"wrote {target}\n", "")
    parsed = Parsed(target.read_text(encoding="utf-8"))
    assert parsed.count("svg") == 75 and "Player 0's view" in " ".join(parsed.text)
    assert all(href.startswith("https://example.org/wonders/duel/rules/ids/#") for href in parsed.attrs("href"))
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []   # no temporary file left


def test_a_hundred_move_page_stays_small(tmp_path, capsys):
    game = oracle.load_game("classic", players=4)
    record, _ = recorded(game, 3)
    text = page(game, record)
    assert len(record.moves) >= 70 and len(text.encode()) < 40_000 * (len(record.moves) + 1)


@pytest.mark.parametrize(("argv", "message"), [
    (["--svg", "x.svg"], "oracle: --html: the page draws every position of the record; give it without --svg"),
    (["--after", "3"], "oracle: --html: the page draws every position of the record; give it without --after"),
])
def test_html_refuses_what_a_page_cannot_take_in_one_line(record, tmp_path, capsys, argv, message):
    code, out, err = run(capsys, "show", str(record), "--html", str(tmp_path / "p.html"), *argv)
    assert (code, out, err) == (2, "", message + "\n")
    assert not (tmp_path / "p.html").exists()


def test_the_page_escapes_what_it_writes():
    game = oracle.load_game("duel")
    record, _ = recorded(game, 5)
    text = page(game, record, docs='"><script>')
    assert '"><script>' not in text and re.findall(r"<script>", text) == ["<script>"]


def test_every_rule_a_page_links_has_its_row_on_the_rule_ids_page():
    """The page links each move's rule to its game's rule ids page: that page has a row, with its
    anchor, for every rule id of every ruleset drawn (an expansion's and a later edition's too)."""
    from oracle.core.registry import game_class
    from oracle.show import drawn

    root = Path(__file__).resolve().parent.parent
    anchors = {}
    for name, variant in drawn():
        if name not in anchors:
            ids_page = game_class(name).docs_section(root).rule_ids_page()
            anchors[name] = set(re.findall(r'<a id="([^"]+)"></a>', ids_page))
        game = oracle.load_game(name, variant=variant)
        assert set(game.rule_ids) - anchors[name] == set(), (name, variant)


def test_a_players_page_never_names_a_card_another_player_hid():
    """7 Wonders: another player's card is committed unseen and, discarded or tucked under a board,
    stays face down; a player's page names neither, even where a card of that name is in sight (the
    Age decks hold several copies of a card)."""
    game = oracle.load_game("classic", players=4)
    record, _ = recorded(game, 3)
    for player in range(game.players):
        text = page(game, record, player)
        others = "|".join(str(q) for q in range(game.players) if q != player)
        assert re.findall(rf"<li>P(?:{others}) (?:discards|builds stage) ", text) == []
        assert re.findall(rf"<li>P{player} (?:discards|builds stage) ", text)   # their own, in full
        shown = re.findall(r'<p class="rule">Player (\d+), by the rule <a href="[^"]*"><code>turn\.choose</code></a>'
                           r'.*?</p><p class="action">Move: (<code>|<span)', text)
        assert shown and all((mover == str(player)) == (what == "<code>") for mover, what in shown)


def test_only_the_player_looking_into_a_deck_reads_the_cards_on_their_page():
    """7 Wonders Architects: the cards Halicarnassus lets a player look at are named on that player's
    page alone (the whole state's too), though other pages may show cards of the same kinds."""
    game = oracle.load_game("architects", players=3)
    record, _ = recorded(game, 1)
    looks = re.compile(r">P2 (?:looks at the top|keeps) ")
    assert looks.search(page(game, record)) and looks.search(page(game, record, 2))
    assert not looks.search(page(game, record, 0)) and not looks.search(page(game, record, 1))


# the page's script run in Node against the least of a page it needs: four sections, the buttons
STEPPING = """
function cl(){const s=new Set();return{add:x=>s.add(x),remove:x=>s.delete(x),contains:x=>s.has(x)};}
const sections=[0,1,2,3].map(i=>({id:'move-'+i,classList:cl(),dataset:{title:'Move '+i}}));
const els={steps:{hidden:true},counter:{textContent:''},first:{},prev:{},next:{},last:{}};
let key=null;
global.document={querySelectorAll:()=>sections,getElementById:id=>els[id]||sections.find(s=>s.id===id)||null,
 body:{classList:cl()},addEventListener:(t,f)=>{key=f;}};
global.location={hash:'#move-2'};
global.history={replaceState:(a,b,h)=>{location.hash=h;}};
eval(require('fs').readFileSync(0,'utf8'));
const seen=[];
const now=()=>{const on=sections.filter(s=>s.classList.contains('current'));
 seen.push([on.map(s=>s.id).join(),els.counter.textContent,location.hash]);};
now();
for(const step of [()=>key({key:'ArrowRight'}),()=>key({key:'ArrowRight'}),()=>els.first.onclick(),
 ()=>key({key:'ArrowLeft'}),()=>key({key:'End'}),()=>els.prev.onclick(),()=>key({key:'Home'}),
 ()=>els.next.onclick(),()=>els.last.onclick()]){step();now();}
console.log(JSON.stringify({seen,nav:els.steps.hidden,js:document.body.classList.contains('js')}));
"""


def test_the_script_steps_through_the_positions(tmp_path):
    import shutil
    import subprocess

    from oracle.show_page import SCRIPT

    node = shutil.which("node")
    if node is None:
        pytest.skip("Node is not installed")
    harness = tmp_path / "harness.js"
    harness.write_text(STEPPING)
    ran = subprocess.run([node, str(harness)], input=SCRIPT, capture_output=True, text=True, timeout=60, check=True)
    result = json.loads(ran.stdout)
    assert result["nav"] is False and result["js"] is True   # the buttons shown, one position at a time
    assert [s[0] for s in result["seen"]] == ["move-2", "move-3", "move-3", "move-0", "move-0", "move-3", "move-2",
                                              "move-0", "move-1", "move-3"]
    assert all(counter == f"Move {where[-1]}" and hash_ == f"#{where}" for where, counter, hash_ in result["seen"])
