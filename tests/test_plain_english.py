"""The plain (second-person, rulebook-style) renderer: total over the language and over every game's
spec, and the short text it gives the components of 7 Wonders Duel (the card voice), of 7 Wonders and
of 7 Wonders Architects (the player voice, in each game's own words)."""

from __future__ import annotations

import dataclasses

import pytest

from oracle.architects.ruleset import load_ruleset as load_architects
from oracle.classic.ruleset import load_ruleset as load_classic
from oracle.dsl import ast
from oracle.dsl.parser import parse_text
from oracle.dsl.plain import (
    COUNTED_PLAIN,
    SCOPE_PLAIN,
    TRIGGER_PLAIN,
    ChainNames,
    chain_names,
    effect_plain,
    missing_plain_renderers,
    plain_english,
    second_person,
    shield_bonuses,
)
from oracle.dsl.reference import ENTRIES, example_component
from oracle.duel.ruleset import load_ruleset

RULES = load_ruleset()
SOURCES = [c.source for c in RULES.components]
NAMES = chain_names(SOURCES)
BONUSES = shield_bonuses(SOURCES)
CLASSIC = load_classic("spec/classic").spec
ARCHITECTS = load_architects("spec/architects").spec
GAMES = [("duel", SOURCES, RULES.vocabulary),
         ("classic", [*CLASSIC.cards, *CLASSIC.wonders], CLASSIC.vocabulary),
         ("architects", [*ARCHITECTS.cards, *ARCHITECTS.wonders, *ARCHITECTS.progress], ARCHITECTS.vocabulary)]


def plain(name: str) -> list[str]:
    source = next(s for s in SOURCES if s.name == name)
    return plain_english(source, vocabulary=RULES.vocabulary, names=NAMES, bonuses=BONUSES)


def test_registry_is_complete():
    assert missing_plain_renderers() == []
    assert missing_plain_renderers(GAMES) == []     # every component of every game, in its game's voice
    for t in ast.EFFECT_TYPES:
        assert effect_plain.dispatch(t) is not effect_plain.dispatch(object), t.construct
    assert set(TRIGGER_PLAIN) == set(ast.TRIGGERS)
    assert set(COUNTED_PLAIN) == {"cards", "wonders", "stages", "progress", "coins", "piece", "icons",
                                  "card_coins", "tokens", "spaces", "age", "influence", "sets"}
    assert set(SCOPE_PLAIN) == {"cities", "most"}


def test_an_unregistered_effect_is_reported():
    @dataclasses.dataclass(frozen=True)
    class Teleport(ast.Effect):
        construct = "teleport"

    with pytest.raises(TypeError, match="no plain renderer for Teleport"):
        effect_plain(Teleport())


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.construct)
def test_every_reference_example_has_plain_text(entry):
    """Every construct, including those only the sibling games use, renders as whole sentences."""
    for component in parse_text(example_component(entry)).components:
        text = plain_english(component)
        assert text and all(s.endswith(".") and (s[0].isupper() or s[0].isdigit()) for s in text), text
        assert not any("_" in s or "its owner" in s for s in text), text


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.construct)
def test_every_reference_example_has_plain_text_in_the_player_voice(entry):
    for component in parse_text(example_component(entry)).components:
        text = plain_english(component, vocabulary=ARCHITECTS.vocabulary)
        assert text and all(s.endswith(".") and s[0].isupper() for s in text), text
        assert not any("_" in s or "its owner" in s or "{" in s for s in text), text


def test_a_game_whose_text_keeps_a_word_of_the_language_is_reported():
    """A progress source without a word for players would reach them as the DSL writes it."""
    plain = {k: v for k, v in ARCHITECTS.vocabulary.plain.items() if k != "available"}
    vocabulary = dataclasses.replace(ARCHITECTS.vocabulary, plain=plain)
    babylon = next(c for c in ARCHITECTS.wonders if c.name == "Babylon")
    assert missing_plain_renderers([("architects", [babylon], vocabulary)]) == [
        "architects: progress source 'available' has no word in [vocabulary.plain]"]
    wordy = dataclasses.replace(vocabulary, plain={**plain, "shields": "you gain {shields} for its_owner"})
    rhodes = next(c for c in ARCHITECTS.wonders if c.name == "Rhodes")
    assert missing_plain_renderers([("architects", [rhodes], wordy)])[0].startswith(
        "architects: Rhodes: '_' in 'Piece 1 (cost: 2 resources, all different):")


def test_every_duel_component_is_short_second_person_and_free_of_dsl_words():
    for c in SOURCES:
        text = " ".join(plain(c.name))
        assert text, c.name
        for dsl_word in ("when built:\n", "always:", "at end:", " per 3", "_", "its owner", "the opponent's"):
            assert dsl_word not in text, (c.name, dsl_word, text)


EXPECTED = {
    # brown, grey, yellow
    "Lumber Yard": ["Produces 1 wood."],
    "Sawmill": ["Produces 2 wood."],
    "Press": ["Produces 1 papyrus."],
    "Caravansery": ["Produces 1 wood, clay or stone (choose each time you pay)."],
    "Stone Reserve": ["You buy stone from the bank for 1 coin per unit."],
    "Customs House": ["You buy glass and papyrus from the bank for 1 coin per unit."],
    "Tavern": ["When built: take 4 coins.", "Lets you build Lighthouse for free later (vase)."],
    "Lighthouse": ["When built: take 1 coin for each yellow card in your city (this card included).",
                   "Worth 3 victory points.", "Free if you have built Tavern (vase)."],
    "Chamber of Commerce": ["When built: take 3 coins for each grey card in your city.", "Worth 3 victory points."],
    "Arena": ["When built: take 2 coins for each wonder you have built.", "Worth 3 victory points.",
              "Free if you have built Brewery (barrel)."],
    # red
    "Stable": ["1 shield: move the conflict pawn 1 space toward your opponent's capital (2 with Strategy).",
               "Lets you build Horse Breeders for free later (horseshoe)."],
    "Walls": ["2 shields: move the conflict pawn 2 spaces toward your opponent's capital (3 with Strategy)."],
    "Arsenal": ["3 shields: move the conflict pawn 3 spaces toward your opponent's capital (4 with Strategy)."],
    # green
    "Scriptorium": ["Shows the quill science symbol.", "Lets you build Library for free later (book)."],
    "Library": ["Shows the quill science symbol.", "Worth 2 victory points.",
                "Free if you have built Scriptorium (book)."],
    # blue
    "Baths": ["Worth 3 victory points.", "Lets you build Aqueduct for free later (water drop)."],
    "Aqueduct": ["Worth 5 victory points.", "Free if you have built Baths (water drop)."],
    "Temple": ["Worth 4 victory points.", "Free if you have built Altar (moon).",
               "Lets you build Pantheon for free later (sun)."],
    "Palace": ["Worth 7 victory points."],
    # guilds
    "Merchants Guild": [
        "Take 1 coin when you build it, and 1 victory point at the end of the game, for each yellow card in the "
        "city with the most yellow cards (either player's)."],
    "Moneylenders Guild": [
        "Worth 1 victory point for every three coins in the city with the most coins (either player's)."],
    "Builders Guild": ["Worth 2 victory points for each wonder in the city with the most wonders (either player's)."],
    # wonders
    "The Appian Way": ["When built, in this order: take 3 coins; your opponent loses 3 coins to the bank "
                       "(all they have, if fewer); then take another turn.", "Worth 3 victory points."],
    "Circus Maximus": ["When built, in this order: 1 shield (move the conflict pawn 1 space toward your "
                       "opponent's capital); then discard one grey card of your choice from your opponent's "
                       "city (if there is one).", "Worth 3 victory points."],
    "The Colossus": ["2 shields: move the conflict pawn 2 spaces toward your opponent's capital.",
                     "Worth 3 victory points."],
    "The Great Library": ["When built: draw 3 progress tokens from the box, keep one and return the rest unseen.",
                          "Worth 4 victory points."],
    "Piraeus": ["Produces 1 glass or papyrus (choose each time you pay).", "When built: take another turn.",
                "Worth 2 victory points."],
    "The Mausoleum": ["When built: build a card of your choice from the discard pile for free (if there is one).",
                      "Worth 2 victory points."],
    # progress tokens
    "Law": ["Shows the law science symbol."],
    "Strategy": ["Each red card you build from now on gives 1 more shield."],
    "Urbanism": ["When taken: take 6 coins.", "Each time you build a card through a chain: take 4 coins."],
    "Economy": ["When your opponent buys resources from the bank, the coins they pay go to you."],
    "Mathematics": ["Worth 3 victory points for each progress token you have (this one included)."],
    "Agriculture": ["When taken: take 6 coins.", "Worth 4 victory points."],
    "Architecture": ["Each wonder you build from now on costs 2 resources less (you choose which)."],
    "Theology": ["Each wonder you build from now on lets you take another turn (at most one extra turn per build)."],
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_concrete_texts(name):
    assert plain(name) == EXPECTED[name]


def test_the_strategy_bonus_comes_from_the_data_not_a_name():
    """Shields mention a bonus only where an ``extra_shields`` effect of the game applies to them."""
    assert "Strategy" not in " ".join(plain("The Colossus"))     # a wonder: Strategy adds to red cards only
    card = ast.Component("card", "Ram", colour=ast.Name("red"), clauses=(ast.Clause("when_built", (ast.Shields(2),)),))
    wider = ast.ExtraShields(2, ast.Target("cards", (ast.Name("red"), ast.Name("blue"))))
    text = plain_english(card, vocabulary=RULES.vocabulary, bonuses=[("Drill", wider)])
    assert text == ["2 shields: move the conflict pawn 2 spaces toward your opponent's capital (4 with Drill)."]
    assert plain_english(card, vocabulary=RULES.vocabulary) == [
        "2 shields: move the conflict pawn 2 spaces toward your opponent's capital."]


def test_chains_without_known_partners_name_the_symbol():
    (c,) = parse_text('card "X" {\n  deck I\n  colour blue\n  free with moon\n  chain sun\n  at end: 1 point\n}\n'
                      ).components
    assert plain_english(c, names=ChainNames()) == [
        "Worth 1 victory point.", "Free if your city has the moon chain symbol.", "Carries the sun chain symbol."]


def test_wording_is_turned_to_the_player():
    assert second_person("moving the conflict pawn 2 spaces toward the opponent's capital") == \
        "move the conflict pawn 2 spaces toward your opponent's capital"
    assert second_person("its owner holds 1 wood to spend") == "you hold 1 wood to spend"


def test_changing_the_dsl_changes_the_plain_text():
    (c,) = parse_text('card "X" {\n  deck I\n  colour yellow\n  when built: gain 5 coins\n}\n').components
    assert plain_english(c) == ["When built: take 5 coins."]


def _game_plain(spec, name: str) -> list[str]:
    components = [*spec.cards, *spec.wonders, *getattr(spec, "progress", ())]
    c = next(x for x in components if x.name == name)
    return plain_english(c, vocabulary=spec.vocabulary, names=chain_names(spec.cards))


CLASSIC_EXPECTED = {
    # produce, produce_choice, trade_at, gain_coins
    "Lumber Yard": ["You produce 1 wood each turn."],
    "Caravansery": ["You produce one wood, stone, ore or clay of your choice each turn.",
                    "You build it for free if you have Marketplace.", "You may later build Lighthouse for free."],
    "East Trading Post": ["You buy wood, stone, clay and ore from your right neighbour for 1 coin a unit.",
                          "You may later build Forum for free."],
    "Marketplace": ["You buy glass, papyrus and loom from both neighbours for 1 coin a unit.",
                    "You may later build Caravansery for free."],
    "Tavern": ["When you build it, take 5 coins."],
    "Vineyard": ["When you build it, take 1 coin for each brown card you and your neighbours have."],
    # science, shields, chains to two cards
    "Scriptorium": ["You add a tablet to your science symbols.",
                    "You may later build Courthouse and Library for free."],
    "Walls": ["You add 2 shields to your strength in every conflict with your neighbours.",
              "You may later build Fortifications for free."],
    # points: fixed, counted with coins, counted in the neighbours' cities, by wonder stage, by piece
    "Palace": ["At the end of the game, you score 8 victory points."],
    "Lighthouse": ["When you build it, take 1 coin for each yellow card you have (this card included); at the end "
                   "of the game, you score 1 victory point for each.",
                   "You build it for free if you have Caravansery."],
    "Spies Guild": ["At the end of the game, you score 1 victory point for each red card your neighbours have."],
    "Builders Guild": ["At the end of the game, you score 1 victory point for each wonder stage you and your "
                       "neighbours have built."],
    "Strategists Guild": ["At the end of the game, you score 1 victory point for each defeat token your neighbours "
                          "have."],
    "Shipowners Guild": ["At the end of the game, you score 1 victory point for each brown, grey or guild card you "
                         "have (this card included)."],
    "Scientists Guild": ["At the end of the game, you gain one science symbol of your choice: compass, gear or "
                         "tablet."],
    # boards: play_last_card, build_free, build_from_discard, copy_card
    "Babylon B": ["You produce 1 clay each turn.", "Stage 1 (cost: 1 clay and 1 loom): At the end of the game, you "
                  "score 3 victory points.", "Stage 2 (cost: 2 wood and 1 glass): You may play the last card of each "
                  "Age instead of discarding it.", "Stage 3 (cost: 3 clay and 1 papyrus): At the end of the game, you "
                  "gain one science symbol of your choice: compass, gear or tablet."],
    "Olympia A": ["You produce 1 wood each turn.", "Stage 1 (cost: 2 wood): At the end of the game, you score 3 "
                  "victory points.", "Stage 2 (cost: 2 stone): Once per Age, you may build a card for free.",
                  "Stage 3 (cost: 2 ore): At the end of the game, you score 7 victory points."],
    "Olympia B": ["You produce 1 wood each turn.", "Stage 1 (cost: 2 wood): You buy wood, stone, clay and ore from "
                  "both neighbours for 1 coin a unit.", "Stage 2 (cost: 2 stone): At the end of the game, you score 5 "
                  "victory points.", "Stage 3 (cost: 2 ore and 1 loom): At the end of the game, copy one guild card "
                  "built by either neighbour: it scores for you as if it were yours, and still scores for them."],
    "Halicarnassus A": ["You produce 1 loom each turn.", "Stage 1 (cost: 2 clay): At the end of the game, you score 3 "
                        "victory points.", "Stage 2 (cost: 3 ore): When you build it, build one card of your choice "
                        "from the discard pile for free, if there is one.", "Stage 3 (cost: 2 loom): At the end of "
                        "the game, you score 7 victory points."],
    "Rhodes B": ["You produce 1 ore each turn.", "Stage 1 (cost: 3 stone): You add 1 shield to your strength in every "
                 "conflict with your neighbours. When you build it, take 3 coins. At the end of the game, you score 3 "
                 "victory points.", "Stage 2 (cost: 4 ore): You add 1 shield to your strength in every conflict with "
                 "your neighbours. When you build it, take 4 coins. At the end of the game, you score 4 victory "
                 "points."],
}


@pytest.mark.parametrize("name", sorted(CLASSIC_EXPECTED))
def test_concrete_classic_texts(name):
    assert _game_plain(CLASSIC, name) == CLASSIC_EXPECTED[name]


ARCHITECTS_EXPECTED = {
    # cards: produce, produce_any, science, points, take_piece, shields, flip and the horns
    "Wood": ["You can spend it as 1 wood when you build a wonder piece; it is then discarded."],
    "Gold": ["You can spend it as any one resource you lack when you build a wonder piece; it is then discarded."],
    "Gear": ["You hold a gear: as soon as you have two alike or three different, you trade those cards for a "
             "progress token."],
    "Blue with Cat": ["When you take it, take the cat, from whoever has it.",
                      "At the end of the game, you score 2 victory points.", "It shows the cat."],
    "Red": ["You add 1 shield to your strength in every battle with your neighbours."],
    "Red with 1 Horn": ["You add 1 shield to your strength in every battle with your neighbours.",
                        "When you take it, turn 1 conflict token from peace to battle (fewer if fewer are left).",
                        "It shows horns: you discard it after the next battle."],
    # progress tokens: on_take, on_stage_build, counts_as, build_with_any, conditional, counts, copies
    "Urbanism": ["Once a turn, when you take a wood or brick card, take the top card of one of the three decks "
                 "within reach (left, right or central)."],
    "Jewelry": ["Once a turn, when you take a stone or gold card, take the top card of one of the three decks "
                "within reach (left, right or central)."],
    "Propaganda": ["Once a turn, when you take a card showing horns, take the top card of one of the three decks "
                   "within reach (left, right or central)."],
    "Architecture": ["Once a turn, when you build a wonder piece, take the top card of one of the three decks "
                     "within reach (left, right or central)."],
    "Economy": ["Once a turn, when you pay, one of your gold cards may count as two resources."],
    "Engineering": ["Once a turn, you may pay for a wonder piece with any resources, even if its cost asks for "
                    "different or identical ones."],
    "Tactics": ["You add 2 shields to your strength in every battle with your neighbours."],
    "Decoration": ["At the end of the game, you score 6 victory points if your wonder is complete, otherwise 4."],
    "Politics": ["At the end of the game, you score 1 victory point for each of your cards showing the cat."],
    "Strategy": ["At the end of the game, you score 1 victory point for each Military Victory token you have."],
    "Education": ["At the end of the game, you score 2 victory points for each progress token you have (this one "
                  "included)."],
    "Culture": ["At the end of the game, you score 4 victory points if you have one copy or 12 if you have two (in "
                "all, not for each copy)."],
}


@pytest.mark.parametrize("name", sorted(ARCHITECTS_EXPECTED))
def test_concrete_architects_texts(name):
    assert _game_plain(ARCHITECTS, name) == ARCHITECTS_EXPECTED[name]


def test_architects_wonder_pieces_in_the_players_words():
    """take_top (any deck, one deck, both neighbours' decks), keep_from_top, take_progress, shields on a piece."""
    assert _game_plain(ARCHITECTS, "Alexandria")[1] == (
        "Piece 2 (cost: 2 resources, all identical): Rests on piece 1. When you build it, take the top card of any "
        "deck on the table (your choice). At the end of the game, you score 3 victory points.")
    assert _game_plain(ARCHITECTS, "Ephesus")[4] == (
        "Piece 5 (cost: 4 resources, all different): Rests on pieces 2, 3 and 4. At the end of the game, you score 7 "
        "victory points.")
    assert _game_plain(ARCHITECTS, "Olympia")[1] == (
        "Piece 2 (cost: 2 resources, all identical): Rests on piece 1. When you build it, take the top card of the "
        "deck on your left, then take the top card of the deck on your right. At the end of the game, you score 2 "
        "victory points.")
    assert _game_plain(ARCHITECTS, "Halicarnassus")[3] == (
        "Piece 4 (cost: 3 resources, all identical): Rests on piece 2. When you build it, look at the top 5 cards of "
        "the deck on your left or the deck on your right, keep one and shuffle the rest back. At the end of the game, "
        "you score 5 victory points.")
    assert _game_plain(ARCHITECTS, "Babylon")[1] == (
        "Piece 2 (cost: 2 resources, all identical): Rests on piece 1. When you build it, take a progress token from "
        "the three face up or the top of the pile.")
    assert _game_plain(ARCHITECTS, "Rhodes")[1] == (
        "Piece 2 (cost: 2 resources, all identical): You add 1 shield to your strength in every battle with your "
        "neighbours. At the end of the game, you score 4 victory points.")


def test_the_voice_and_the_words_come_from_the_games_vocabulary():
    """The same tree reads as a printed card without [vocabulary.plain], as the player's words with it."""
    # the token whose gold card counts double, found by its construct (Duel has a token of the same name)
    economy = next(c for c in ARCHITECTS.progress if isinstance(c.clauses[0].effects[0], ast.CountsAs))
    card_voice = dataclasses.replace(ARCHITECTS.vocabulary, plain={})
    assert plain_english(economy, vocabulary=card_voice) == [
        "Once per turn, if you wish: when you pay, 1 yellow card of yours counts as 2 resources."]
    no_gold = dataclasses.replace(ARCHITECTS.vocabulary, plain={"voice": "player"})
    assert plain_english(economy, vocabulary=no_gold) == [
        "Once a turn, when you pay, one of your yellow cards may count as two resources."]
