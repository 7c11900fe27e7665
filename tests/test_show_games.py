"""``oracle show`` for every game: each ruleset's random positions draw, for each player and whole, as
well-formed SVG and a terminal rendering of at most 100 columns; a player's picture writes no name
their observation does not hold; one position of each game holds exactly what it should; and a
registered game without a picture module is refused in one line."""

from __future__ import annotations

import json

import pytest

import oracle
from oracle.picture import WIDTH
from oracle.show import example, pictures_of
from tests.test_show import SVG, names, of_class, parsed, run, unlabelled, words

# (game, variant, players, seed): every ruleset of the games drawn beside Duel, at its fewest and most players
RULESETS = [("classic", "standard", 3, 1), ("classic", "standard", 7, 2), ("classic", "edition2020", 3, 3),
            ("classic", "edition2020", 7, 4), ("classic", "free_city", 2, 5),
            ]


def positions(game, seed: int, every: int = 10) -> list:
    """Positions of one random game: the first, every ``every``-th, the last."""
    play = game.random_game(seed)
    states = [play.initial, *(step.state for step in play.steps)]
    return states[::every] + [states[-1]]


def after(game, seed: int, moves: int):
    return game.random_game(seed).steps[moves - 1].state


@pytest.mark.parametrize(("name", "variant", "players", "seed"), RULESETS)
def test_random_positions_draw_for_each_player_and_whole(name, variant, players, seed):
    game = oracle.load_game(name, variant=variant, players=players)
    picture = pictures_of(game)
    for state in positions(game, seed, every=10 if players < 7 else 25):
        for player in (*range(players), None):
            view = picture.whole_view(game, state) if player is None else picture.player_view(game, state, player)
            root = parsed(picture.svg(game, view, "after some moves"))
            assert root.get("viewBox", "").startswith(f"0 0 {WIDTH} ") and root.get("width") is None
            rendered = picture.text(game, view)
            assert rendered.endswith("\n") and max(map(len, rendered.splitlines())) <= 100
            if player is not None:   # view.hidden: no name the observation does not hold
                assert view == game.observe(state, player)
                seen = json.dumps(view, ensure_ascii=False)
                for written in (words(root), rendered):
                    assert {n for n in names(game) if n in unlabelled(written, game) and n not in seen} == set()


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
