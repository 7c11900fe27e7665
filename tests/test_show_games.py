"""``oracle show`` for every game: each ruleset's random positions draw, for each player and whole, as
well-formed SVG and a terminal rendering of at most 100 columns; a player's picture writes no name
their observation does not hold; one position of each game holds exactly what it should; and a
registered game without a picture module is refused in one line."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

import oracle
from oracle.errors import GameChoiceError
from oracle.show import drawn, example, pictures_of
from tests.games.toy import SealedBids
from tests.test_show import SVG, draws_every_view, of_class, parsed, positions, run, words

# (game, variant, players, seed): every ruleset of the games drawn beside Duel, at its fewest and most players
RULESETS = [("classic", "standard", 3, 1), ("classic", "standard", 7, 2), ("classic", "edition2020", 3, 3),
            ("classic", "edition2020", 7, 4), ("classic", "free_city", 2, 5), ("classic", "leaders", 3, 6),
            ("classic", "leaders", 7, 7), ("classic", "edition2020_leaders", 3, 8),
            ("classic", "edition2020_leaders", 7, 9),
            ("architects", "standard", 2, 1), ("architects", "standard", 7, 2),
            ("architects", "two_player_literal", 2, 3), ("architects", "two_player_literal", 7, 4),
            ("architects", "rhodes_pieces_1_4", 2, 5), ("architects", "rhodes_pieces_1_4", 7, 6)]


def after(game, seed: int, moves: int):
    return game.random_game(seed).steps[moves - 1].state


def test_every_ruleset_is_drawn():
    every = [(name, variant) for name in oracle.games() for variant in oracle.game_class(name).variants]
    assert drawn() == every
    assert len(every) == 13


@pytest.mark.parametrize(("name", "variant", "players", "seed"), RULESETS)
def test_random_positions_draw_for_each_player_and_whole(name, variant, players, seed):
    game = oracle.load_game(name, variant=variant, players=players)
    for state in positions(game, seed):
        draws_every_view(game, state)


# ---- 7 Wonders ------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def classic():
    return oracle.load_game("classic", players=3)


def test_a_classic_position_shows_what_its_observation_holds(classic):
    state = after(classic, 1, 40)    # Age III, turn 2: Player 0 has committed, Players 1 and 2 choose
    picture = pictures_of(classic)
    view = picture.player_view(classic, state, 2)
    root = parsed(picture.svg(classic, view))
    assert len(of_class(root, "in-hand")) == 6 and len(of_class(root, "back")) == 12   # two hands of 6, face down
    assert len(of_class(root, "built")) == 21 and len(of_class(root, "stage")) == 8    # 3 + 2 + 3 stages
    assert len(of_class(root, "conflict")) == 4 and len(of_class(root, "coins")) == 3
    assert not of_class(root, "discarded")                                              # the pile is face down
    stages = ["".join(g.find(f"{SVG}title").itertext()) for g in of_class(root, "stage")]
    assert stages[:3] == ["Olympia B, stage 1 of 3: built", "Olympia B, stage 2 of 3: built",
                          "Olympia B, stage 3 of 3: not built"]
    tokens = ["".join(g.find(f"{SVG}title").itertext()) for g in of_class(root, "conflict")]
    assert tokens == ["defeat token: -1 point", "defeat token: -1 point", "victory token of Age II: 3 points",
                      "victory token of Age II: 3 points"]
    text = words(root)
    assert "Player 2's view · to choose a card: Players 1, 2" in text
    assert "◀ left: Player 0   ·   right: Player 1 ▶" in text and "Player 0: 6 cards · committed" in text
    assert "Age III: the hands pass left" in text and "Discard pile: 21 cards" in text
    hands = [sorted(classic.rules.cards[c].name for c in hand) for hand in state.hands]
    assert hands[2] == ["Arena", "Fortifications", "Lodge", "Palace", "Town Hall", "University"]
    others = {n for hand in hands[:2] for n in hand} - set(json.dumps(view).replace('"', "\n").splitlines())
    assert others and not {n for n in others if n in text}
    whole = words(parsed(picture.svg(classic, picture.whole_view(classic, state))))
    assert all(n in whole for n in others)


def test_a_classic_position_as_text(classic):
    state = after(classic, 1, 40)
    picture = pictures_of(classic)
    lines = picture.text(classic, picture.player_view(classic, state, 2), "after 40 moves").splitlines()
    assert lines[:2] == ["7 Wonders (first edition) · Age III · turn 2 · after 40 moves",
                         "Player 2's view · to choose a card: Players 1, 2"]
    assert "  Player 0, 6 cards (committed): face down" in lines
    assert "  Player 2 (this view), 6 cards (choosing): Arena, Fortifications, Lodge, Palace, Town Hall," in lines
    assert "Player 2 (this view): Halicarnassus A, 13 coins; left: Player 0, right: Player 1" in lines
    assert "  stages: 0 of 2 built" in lines and "  conflict tokens: +3 Age II, +3 Age II" in lines
    assert "  yellow: West Trading Post, Caravansery, Haven" in lines
    whole = picture.text(classic, picture.whole_view(classic, state)).splitlines()
    assert whole[1] == "the whole state · to choose a card: Players 1, 2"
    assert whole[4].startswith("Discard pile: 21 cards: ")


def test_only_the_player_building_from_the_discard_pile_sees_it(classic):
    state = after(classic, 1, 45)    # wonder.discard_build: Halicarnassus lets Player 2 build from the pile
    picture = pictures_of(classic)
    chooser = picture.player_view(classic, state, 2)
    lines = picture.text(classic, chooser).splitlines()
    assert lines[1] == "Player 2's view · Player 2 to build from the discard pile"
    assert lines[4].startswith("Discard pile: 24 cards: Academy, Altar, Apothecary, Aqueduct, Barracks, ")
    assert len(of_class(parsed(picture.svg(classic, chooser)), "discarded")) == 24
    other = picture.player_view(classic, state, 0)
    assert "Discard pile: 24 cards" in picture.text(classic, other).splitlines()
    assert not of_class(parsed(picture.svg(classic, other)), "discarded")


def test_the_free_city_is_drawn_between_the_two_players():
    game = oracle.load_game("classic", variant="free_city")
    state = after(game, 1, 31)
    picture = pictures_of(game)
    view = picture.player_view(game, state, 1)
    lines = picture.text(game, view).splitlines()
    assert "Free City: its card held by Player 1; its pile: 2 cards; its card: choosing" in lines
    assert "The Free City: Halicarnassus A, 5 coins; left: Player 0, right: Player 1" in lines
    assert "Player 0: Olympia B, 8 coins; left: Player 1, right: the Free City" in lines
    whole = picture.text(game, picture.whole_view(game, state))
    pile = [game.rules.cards[c].name for c in state.pile]
    assert f"  its pile, top first: {', '.join(pile)}" in whole.splitlines()
    root = parsed(picture.svg(game, picture.whole_view(game, state)))
    assert len(of_class(root, "pile")) == 2 and len(of_class(root, "coins")) == 3


# ---- 7 Wonders Architects ------------------------------------------------------------------------

@pytest.fixture(scope="module")
def architects():
    return oracle.load_game("architects", players=3)


def titles(root, name: str) -> list[str]:
    return ["".join(g.find(f"{SVG}title").itertext()) for g in of_class(root, name)]


def test_an_architects_position_shows_what_its_observation_holds(architects):
    state = after(architects, 1, 31)    # turn 23: two conflict tokens on their battle side, Player 0 to take
    picture = pictures_of(architects)
    root = parsed(picture.svg(architects, picture.player_view(architects, state, 0)))
    assert len(of_class(root, "battle")) == 2 and len(of_class(root, "peace")) == 1
    assert len(of_class(root, "piece")) == 15 and len(of_class(root, "held")) == 13
    assert [len(of_class(root, kind)) for kind in ("resources", "science", "shields", "points")] == [3, 3, 5, 2]
    assert len(of_class(root, "progress")) == 3 and not of_class(root, "victory")
    assert titles(root, "back") == ["central deck: top card face down"]
    assert titles(root, "top") == ["Player 0's deck (this view): Olympia: top card Blue with Cat (face up)",
                                   "Player 1's deck: Rhodes: top card Blue with Cat (face up)",
                                   "Player 2's deck: Halicarnassus: top card Stone (face up)"]
    assert titles(root, "piece")[:3] == ["Olympia, piece 1: built", "Olympia, piece 2: built",
                                         "Olympia, piece 3: not built"]
    text = words(root)
    assert "Player 0's view · Player 0 to take a card" in text and "The cat: Player 2" in text
    assert "2 of 5 pieces built" in text and "Discard pile: 12 cards" in text


def test_the_cats_holder_sees_the_central_decks_top(architects):
    state = after(architects, 1, 21)    # cat.peek: Player 2 holds the cat and is about to take a card
    picture = pictures_of(architects)
    top = architects.rules.kinds[state.central[0]].name
    assert top == "Compass"
    holder = parsed(picture.svg(architects, picture.player_view(architects, state, 2)))
    assert titles(holder, "top")[0] == "central deck: top card Compass (seen)" and not of_class(holder, "back")
    other = picture.player_view(architects, state, 0)
    assert titles(parsed(picture.svg(architects, other)), "back") == ["central deck: top card face down"]
    assert "Central deck: 53 cards, top: face down" in picture.text(architects, other).splitlines()
    whole = picture.text(architects, picture.whole_view(architects, state)).splitlines()
    assert "Central deck: 53 cards, top: Compass" in whole and "Progress pile: 12 tokens" in whole


def test_only_the_player_keeping_a_card_sees_the_cards_looked_at(architects):
    state = after(architects, 1, 18)    # a Halicarnassus piece: Player 2 looks at 5 cards to keep one
    picture = pictures_of(architects)
    keeper = picture.text(architects, picture.player_view(architects, state, 2)).splitlines()
    assert keeper[1:3] == ["Player 2's view · Player 2 to keep a card",
                           "looking at 5 cards: Blue with Cat, Gear, Gold, Red, Stone"]
    other = picture.text(architects, picture.player_view(architects, state, 0)).splitlines()
    assert other[1:3] == ["Player 0's view · Player 2 to keep a card", "looking at 5 cards"]
    whole = picture.text(architects, picture.whole_view(architects, state)).splitlines()
    assert whole[2] == keeper[2]


def test_an_architects_position_as_text(architects):
    state = after(architects, 1, 31)
    picture = pictures_of(architects)
    lines = picture.text(architects, picture.player_view(architects, state, 0), "after 31 moves").splitlines()
    assert lines[:2] == ["7 Wonders Architects · turn 23 · after 31 moves", "Player 0's view · Player 0 to take a card"]
    assert lines[3] == "Conflict tokens: 2 of 3 on the battle side: [XXo] (X battle, o peace) · The cat: Player 2"
    assert "Player 2's deck (Halicarnassus): 19 cards, top: Stone" in lines
    assert "Player 0 (this view): Olympia, pieces built: 1, 2 of 5; 0 Military Victory tokens" in lines
    assert "  shields: Red, Red with 1 Horn" in lines and "  science: Compass, Gear" in lines


def test_show_draws_an_architects_record(tmp_path, capsys):
    path = tmp_path / "architects.json"
    assert run(capsys, "--game", "architects", "play", "--players", "3", "--seed", "1", "--record", str(path))[0] == 0
    code, out, err = run(capsys, "show", str(path), "--after", "31", "--player", "0")
    assert (code, err) == (0, "") and out.splitlines()[1] == "Player 0's view · Player 0 to take a card"
    target = tmp_path / "position.svg"
    assert run(capsys, "show", str(path), "--svg", str(target)) == (0, f"wrote {target}\n", "")
    assert "the whole state · game over: Player 1 wins (civilian)" in words(parsed(target.read_text(encoding="utf-8")))


# ---- a game without pictures ------------------------------------------------------------------------

@pytest.fixture()
def toy() -> Iterator[str]:
    oracle.register("sealed-bids", SealedBids)
    try:
        yield "sealed-bids"
    finally:
        oracle.core.registry.unregister("sealed-bids")


def test_a_game_without_a_picture_module_is_refused_in_one_line(toy, tmp_path, capsys):
    game = oracle.load_game(toy)
    with pytest.raises(GameChoiceError) as refused:
        pictures_of(game)
    message = str(refused.value)
    titles = ", ".join(oracle.game_class(name).title_of(variant) for name, variant in drawn())
    assert message == f"oracle show does not draw Sealed bids (a test game) yet; it draws {titles}"
    assert titles.startswith("7 Wonders Duel, ")
    assert titles.endswith(", 7 Wonders (2020 edition), 7 Wonders: Leaders (first edition), "
                           "7 Wonders: Leaders (2020 edition)")
    assert (toy, "standard") not in drawn()
    with pytest.raises(GameChoiceError, match=r"oracle show does not draw Sealed bids \(a test game\) yet"):
        example(toy, 1, 0)
    path = tmp_path / "toy.json"
    assert run(capsys, "--game", toy, "play", "--seed", "1", "--record", str(path))[0] == 0
    code, out, err = run(capsys, "show", str(path), "--svg", str(tmp_path / "out.svg"))
    assert (code, out, err) == (2, "", f"oracle: {message}\n")
    assert not (tmp_path / "out.svg").exists()


def test_show_draws_a_classic_record(tmp_path, capsys):
    path = tmp_path / "classic.json"
    assert run(capsys, "--game", "classic", "play", "--players", "3", "--seed", "1", "--record", str(path))[0] == 0
    code, out, err = run(capsys, "show", str(path), "--after", "40", "--player", "2")
    assert code == 0 and err == ""
    assert out.splitlines()[:2] == ["7 Wonders (first edition) · Age III · turn 2 · after 40 moves",
                                    "Player 2's view · to choose a card: Players 1, 2"]
    target = tmp_path / "position.svg"
    assert run(capsys, "show", str(path), "--svg", str(target)) == (0, f"wrote {target}\n", "")
    assert "the whole state · game over" in words(parsed(target.read_text(encoding="utf-8")))
    assert example("classic", 1, 40, 2, as_text=True) == out
