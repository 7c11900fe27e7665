"""The effect-language constructs of 7 Wonders Duel's Pantheon expansion: each parses into its node,
prints back, reads in English (descriptive and for players), is refused by every game that does not
list it, and is checked by the rules of a game that does.  No game uses them yet, and adding them
changes nothing the existing specs print or say (pinned by a digest taken before they were added).
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from oracle.classic.spec import load_spec_from as load_classic
from oracle.dsl import ast
from oracle.dsl.english import component_english, effect_english
from oracle.dsl.parser import parse_text
from oracle.dsl.plain import effect_plain, plain_english
from oracle.dsl.printer import effect_text, print_spec
from oracle.dsl.reference import ENTRIES, PANTHEON, entry, example_component
from oracle.dsl.validate import validate
from oracle.dsl.vocabulary import KINDS, Vocabulary
from oracle.duel.docs.site import _mark
from oracle.errors import SpecError
from oracle.resources import spec_dir

N = ast.Name
SPEC = spec_dir("duel").parent
GAME = "spec/duel/game.toml"
DUEL_TOML = tomllib.loads((spec_dir("duel") / "game.toml").read_text(encoding="utf-8"))
DUEL = Vocabulary.from_toml(DUEL_TOML, GAME)


def pantheon_vocabulary() -> Vocabulary:
    """Duel's vocabulary with what the Pantheon adds: mythologies, token kinds, the looting piece, the
    grand temples' deck and the divinities' triggers; every effect of the language allowed."""
    table: dict[str, Any] = dict(DUEL_TOML["vocabulary"])
    table.update(mythologies=["mesopotamian", "phoenician", "greek", "egyptian", "roman"],
                 token_kinds=["mythology", "offering"], pieces=["looting"], progress_sources=["box", "card"],
                 decks=["I", "II", "III", "guild", "grand_temple"])
    table["triggers"] = {**table["triggers"], "progress": [*table["triggers"]["progress"], "on_push"],
                         "divinity": ["when_activated", "when_revealed", "always", "at_end"]}
    del table["effects"]
    return Vocabulary.from_toml({**DUEL_TOML, "vocabulary": table}, "pantheon.toml")


PANTHEON_VOCAB = pantheon_vocabulary()


def test_an_existing_vocabulary_needs_no_divinity_list_and_has_no_mythologies():
    assert KINDS == ("card", "wonder", "progress", "divinity", "decree", "token", "conspiracy",
                     "leader")
    assert "divinity" not in DUEL.triggers
    assert (DUEL.mythologies, DUEL.token_kinds) == ((), ())
    assert PANTHEON_VOCAB.triggers["divinity"] == ("when_activated", "when_revealed", "always", "at_end")


def test_an_opponent_losing_coins_without_a_count_is_the_node_it_always_was():
    (c,) = parse_text('card "A" {\n  when built: opponent loses 3 coins\n}\n').components
    assert c.clauses[0].effects == (ast.OpponentLosesCoins(N("opponent"), 3),)
    assert c.clauses[0].effects[0].per is None   # type: ignore[attr-defined]


# ---- each construct: node, printed text, English, plain English ------------------------------------------

# (trigger, effect as written, its node, the clause in English, the clause in players' words)
CASES = [
    ("at end", "5 / 12 / 21 points by set of grand_temple cards",
     ast.PointsBySet((5, 12, 21), N("grand_temple")),
     "At the end of the game, its owner's grand temple cards together are worth 5 victory points for one, "
     "12 victory points for two or 21 victory points for three, counted once.",
     "At game end: worth 5 victory points for one, 12 for two or 21 for three of your grand temple cards "
     "(in all, not for each card)."),
    ("when activated", "gain 7 coins on card", ast.GainCoinsOnCard(7),
     "When it is activated, its owner takes 7 coins from the bank and lays them on it: they may be spent once "
     "the treasury is empty, and no effect can take them.",
     "When activated: put 7 coins from the bank on it: you spend them once your treasury is empty, and nothing "
     "can take them from you."),
    ("when revealed", "draw 2 progress tokens from box", ast.DrawProgress(2, N("box")),
     "When it is turned face up, 2 progress tokens are drawn at random from the box and laid face up on it.",
     "When revealed: draw 2 progress tokens at random from the box and lay them face up on it."),
    ("when activated", "take 1 progress token from card", ast.TakeProgress(1, 0, N("card")),
     "When it is activated, its owner takes one of the progress tokens lying on it and applies it at once; "
     "the others go back to the box.",
     "When activated: take one of the progress tokens lying on it; the others go back to the box."),
    ("when activated", "steal opponent brown or grey card", ast.StealCard(N("opponent"), (N("brown"), N("grey"))),
     "When it is activated, its owner picks one brown or grey card in the opponent's city, if there is one, and "
     "moves it into their own city; it is moved, not built.",
     "When activated: move one brown or grey card from your opponent's city into yours (if there is one); it is "
     "not built."),
    ("when activated", "steal opponent wonder", ast.StealWonder(N("opponent")),
     "When it is activated, its owner picks one of the opponent's unbuilt wonders, if there is one, and makes it "
     "their own.",
     "When activated: take one of your opponent's unbuilt wonders and make it yours (if there is one)."),
    ("when activated", "copy science of opponent green card", ast.CopyScience(N("opponent"), N("green")),
     "When it is activated, its owner picks one green card in the opponent's city, if there is one: from then on "
     "it shows that card's science symbol for its owner, and the opponent keeps the card and its symbol.",
     "When activated: choose one green card in your opponent's city: you also have its science symbol from now "
     "on, and your opponent keeps it."),
    ("when activated", "discard any card of structure", ast.DiscardFromStructure(),
     "When it is activated, its owner picks any card still in the Age's structure, face up or face down, covered "
     "or not, and puts it on the discard pile; a token lying on it leaves the game.",
     "When activated: discard any card still in the Age's structure, face up or down, covered or not; a token on "
     "it leaves the game."),
    ("when activated", "unbuild own or opponent wonder", ast.UnbuildWonder((N("own"), N("opponent"))),
     "When it is activated, its owner picks a built wonder in its owner's own or the opponent's city: the card "
     "under it goes to the discard pile and the wonder is unbuilt; what it gave when built stays, its points and "
     "lasting effects are lost, and it may be built again.",
     "When activated: choose a built wonder in your own or your opponent's city: its card goes to the discard "
     "pile and the wonder is no longer built (it may be built again)."),
    ("when activated", "build wonder from discard free", ast.BuildWonderFromDiscard(),
     "When it is activated, its owner builds one of their unbuilt wonders for nothing, tucking under it a card of "
     "their choice from the discard pile, if both exist.",
     "When activated: build one of your wonders for free with a card of your choice from the discard pile."),
    ("when activated", "place blocker on track", ast.PlaceBlocker(),
     "When it is activated, its owner puts a blocker on any space of the military track but the conflict pawn's: "
     "the next time the pawn would enter that space it stops on the space before, the rest of that move is lost, "
     "and the blocker leaves the game.",
     "When activated: put the blocker on any space of the military track except the conflict pawn's: it stops "
     "the pawn once, then leaves the game."),
    ("when activated", "discard 1 looting token", ast.DiscardTokens(1, N("looting")),
     "When it is activated, its owner removes 1 looting token of their choice from the game, from either side, "
     "without applying it.",
     "When activated: discard 1 looting token of your choice from either side, without effect."),
    ("when activated", "loot opponent with 1 looting token", ast.Loot(N("opponent"), 1, N("looting")),
     "When it is activated, its owner picks 1 looting token still in play, on either side, and applies it "
     "against the opponent, whichever side it lies on; it then leaves the game.",
     "When activated: choose 1 looting token on either side: your opponent loses its coins and the token leaves "
     "the game."),
    ("always", "build chain cards for 1 coin", ast.ChainPrice(1),
     "As long as its owner has it, every card that can be built through a chain costs its owner at most 1 coin "
     "when their city lacks the chain symbol; such a build is not a chain build.",
     "Each card you could build through a chain costs you at most 1 coin, even without its chain symbol."),
    ("always", "discount 2 coins on divinities", ast.DiscountCoins(2, ast.Target("divinities")),
     "As long as its owner has it, activating a divinity costs its owner 2 coins less, never less than nothing.",
     "Activating a divinity costs you 2 coins less."),
    ("when activated", "invoke top divinity of each deck", ast.Invoke("tops"),
     "When it is activated, the top divinity of each mythology deck is shown; its owner activates one of them "
     "for nothing, and the others stay where they were.",
     "When activated: look at the top divinity of each deck and activate one of them for free; the others stay."),
    ("when built", "invoke divinity of any deck", ast.Invoke("deck"),
     "When it is built, its owner picks a mythology deck, looks at all its divinities, activates one for nothing "
     "and puts the others back in the order they choose.",
     "When built: choose a divinity deck, look at all of it, activate one divinity for free and put the others "
     "back in any order."),
    ("at end", "1 point per coin on card", ast.Points(1, ast.Per(1, ast.Counted("card_coins"))),
     "At the end of the game, it is worth 1 victory point for each coin still lying on it.",
     "Worth 1 victory point for each coin left on it."),
    ("at end", "2 points per mythology or offering token",
     ast.Points(2, ast.Per(1, ast.Counted("tokens", (N("mythology"), N("offering"))))),
     "At the end of the game, it is worth 2 victory points for each Mythology or Offering token its owner holds.",
     "Worth 2 victory points for each Mythology or Offering token you hold."),
    ("whenever pushing", "opponent loses 1 coin per space",
     ast.OpponentLosesCoins(N("opponent"), 1, per=ast.Per(1, ast.Counted("spaces"))),
     "Each time its owner's shields move the conflict pawn toward the opponent's capital, the opponent gives "
     "1 coin back to the bank for each space the pawn moved, never going below nothing.",
     "Each time your shields push the conflict pawn: your opponent loses 1 coin to the bank for each space the "
     "pawn moved (all they have, if fewer)."),
]


@pytest.mark.parametrize(("trigger", "text", "node", "english", "plain"), CASES, ids=[c[1] for c in CASES])
def test_each_construct_parses_prints_and_reads(trigger: str, text: str, node: ast.Effect, english: str,
                                                plain: str):
    source = f'divinity "X" {{\n  deck greek\n  {trigger}: {text}\n}}\n'
    (c,) = parse_text(source, "p.wdl").components
    (clause,) = c.clauses
    assert clause.effects == (node,)
    assert clause.effects[0].pos == ast.Pos("p.wdl", 3, len(trigger) + 5)   # type: ignore[attr-defined]
    assert effect_text(node) == text
    assert print_spec([c]) == source
    assert parse_text(print_spec([c])).components == (c,)
    assert component_english(c) == [english]
    assert plain_english(c) == [plain]
    assert effect_english(node) and effect_plain(node)


def test_the_new_effect_classes_are_all_covered():
    new = {ast.PointsBySet, ast.GainCoinsOnCard, ast.DrawProgress, ast.StealCard, ast.StealWonder,
           ast.CopyScience, ast.DiscardFromStructure, ast.UnbuildWonder, ast.BuildWonderFromDiscard,
           ast.PlaceBlocker, ast.DiscardTokens, ast.Loot, ast.ChainPrice, ast.DiscountCoins, ast.Invoke}
    assert new <= set(ast.EFFECT_TYPES)
    assert new <= {type(node) for _, _, node, _, _ in CASES}
    assert {"card_coins", "tokens", "spaces"} <= {node.per.counted.kind for _, _, node, _, _ in CASES
                                                  if getattr(node, "per", None) is not None}


TRIGGER_CASES = [
    ("when activated", "when_activated", "When it is activated, its owner plays another turn at once.",
     "When activated: take another turn."),
    ("when revealed", "when_revealed", "When it is turned face up, its owner plays another turn at once.",
     "When revealed: take another turn."),
    ("whenever pushing", "on_push", "Each time its owner's shields move the conflict pawn toward the opponent's "
     "capital, its owner plays another turn at once.", "Each time your shields push the conflict pawn: take "
     "another turn."),
]


@pytest.mark.parametrize(("words", "trigger", "english", "plain"), TRIGGER_CASES, ids=[t[0] for t in TRIGGER_CASES])
def test_each_trigger_parses_prints_and_reads(words: str, trigger: str, english: str, plain: str):
    source = f'divinity "X" {{\n  deck greek\n  {words}: play again\n}}\n'
    (c,) = parse_text(source).components
    assert c.clauses == (ast.Clause(trigger, (ast.PlayAgain(),)),)
    assert print_spec([c]) == source
    assert component_english(c) == [english]
    assert plain_english(c) == [plain]


def test_the_player_voice_reads_the_new_triggers_to_the_player():
    classic = load_classic(SPEC / "classic").vocabulary
    (c,) = parse_text('divinity "X" {\n  when activated: gain 7 coins on card\n  whenever pushing: play again\n'
                      '  when revealed: draw 1 progress token from box\n}\n').components
    assert plain_english(c, vocabulary=classic) == [
        "When you activate it, put 7 coins from the bank on it: you spend them once your treasury is empty, and "
        "nothing can take them from you.",
        "Each time your shields push the conflict pawn toward your opponent's capital, take another turn.",
        "When it is turned face up, draw 1 progress token at random from the box and lay it face up on it."]


def test_a_divinity_component_parses_prints_and_states_its_facts():
    source = ('divinity "Enki" {\n  deck mesopotamian\n  when revealed: draw 2 progress tokens from box\n'
              '  when activated: take 1 progress token from card\n}\n')
    (c,) = parse_text(source, "d.wdl").components
    assert c == ast.Component("divinity", "Enki", deck=N("mesopotamian"), clauses=(
        ast.Clause("when_revealed", (ast.DrawProgress(2, N("box")),)),
        ast.Clause("when_activated", (ast.TakeProgress(1, 0, N("card")),))))
    assert c.pos == ast.Pos("d.wdl", 1, 1)
    assert print_spec([c]) == source
    assert component_english(c, facts=True)[0] == ("A divinity of the Mesopotamian mythology, activated from the "
                                                   "Pantheon, never built.")
    (gate,) = parse_text('divinity "The Gate" {\n  when activated: invoke top divinity of each deck\n}\n').components
    assert component_english(gate, facts=True)[0] == ("A divinity of no mythology deck, activated from the "
                                                      "Pantheon, never built.")


def test_singular_and_plural_words_of_the_new_constructs_mean_the_same():
    def effect(text: str) -> ast.Effect:
        return parse_text(f'card "A" {{\n  at end: {text}\n}}\n').components[0].clauses[0].effects[0]

    assert effect("gain 1 coins on card") == effect("gain 1 coin on card")
    assert effect("draw 1 progress token from box") == effect("draw 1 progress tokens from box")
    assert effect("steal opponent grey cards") == effect("steal opponent grey card")
    assert effect("steal opponent wonders") == effect("steal opponent wonder")
    assert effect("discard 2 looting token") == effect("discard 2 looting tokens")
    assert effect("build chain card for 2 coin") == effect("build chain cards for 2 coins")
    assert effect("discount 1 coin on divinity") == effect("discount 1 coins on divinities")
    assert effect("invoke top divinities of each deck") == ast.Invoke("tops")
    assert effect("1 point per spaces") == effect("1 point per space")


@pytest.mark.parametrize(("text", "line"), [
    pytest.param('card "A" {\n  when activated: steal opponent\n}\n',
                 "x.wdl:3:1: unexpected '}'; expected 'wonder', 'wonders', a name", id="steal-nothing"),
    pytest.param('card "A" {\n  when activated: place blocker on pawn\n}\n',
                 "x.wdl:2:36: unexpected 'pawn'; expected 'track'", id="blocker-off-the-track"),
    pytest.param('card "A" {\n  when activated: invoke divinity of each deck\n}\n',
                 "x.wdl:2:38: unexpected 'each'; expected 'any'", id="invoke-each-without-top"),
])
def test_a_syntax_error_in_a_new_construct_is_one_exact_line(text: str, line: str):
    with pytest.raises(SpecError) as info:
        parse_text(text, "x.wdl")
    assert str(info.value) == line


# ---- every existing game refuses them ---------------------------------------------------------------------


def problems(text: str, vocabulary: Vocabulary = DUEL) -> list[str]:
    with pytest.raises(SpecError) as info:
        validate(parse_text(text, "t.wdl").components, vocabulary, GAME, check_counts=False)
    return [str(p) for p in info.value.problems]


def duel_card(line: str) -> str:
    return f'card "A" {{\n  deck I\n  colour brown\n  {line}\n}}\n'


@pytest.mark.parametrize(("line", "construct"), [
    ("when built: steal opponent brown or grey card", "steal card"),
    ("when built: steal opponent wonder", "steal wonder"),
    ("when built: copy science of opponent green card", "copy science"),
    ("when built: discard any card of structure", "discard from structure"),
    ("when built: unbuild own or opponent wonder", "unbuild wonder"),
    ("when built: build wonder from discard free", "build wonder from discard"),
    ("when built: place blocker on track", "place blocker"),
    ("when built: discard 1 looting token", "discard tokens"),
    ("when built: loot opponent with 1 looting token", "loot"),
    ("when built: gain 7 coins on card", "gain coins on card"),
    ("always: build chain cards for 1 coin", "chain price"),
    ("always: discount 2 coins on divinities", "discount coins"),
    ("when built: invoke top divinity of each deck", "invoke"),
    ("when built: invoke divinity of any deck", "invoke"),
    ("at end: 5 / 12 / 21 points by set of III cards", "points by set"),
])
def test_duel_refuses_each_new_effect_as_not_its_own(line: str, construct: str):
    column = len(line.split(": ")[0]) + 5
    assert problems(duel_card(line)) == [f"t.wdl:4:{column}: card 'A': '{construct}' is not an effect of this game "
                                         f"(its [vocabulary.effects] does not list it)"]


def test_duel_refuses_draw_progress_and_the_new_triggers():
    assert problems(duel_card("when built: draw 2 progress tokens from box")) == [
        "t.wdl:4:15: card 'A': 'draw progress' is not an effect of this game (its [vocabulary.effects] does not "
        "list it)"]
    assert problems(duel_card("when activated: gain 2 coins")) == [
        "t.wdl:4:3: card 'A': a card cannot use 'when activated' in this game (it may use 'always', 'when built', "
        "'at end')",
        "t.wdl:4:19: card 'A': 'gain coins' cannot be used under 'when activated'; it belongs under 'when built', "
        "'when taken', 'whenever build through chain'"]
    assert problems('progress "P" {\n  whenever pushing: opponent loses 1 coin per space\n}\n') == [
        "t.wdl:2:3: progress 'P': a progress token cannot use 'whenever pushing' in this game (it may use "
        "'always', 'when taken', 'at end', 'whenever build through chain')",
        "t.wdl:2:21: progress 'P': 'opponent loses coins' cannot be used under 'whenever pushing'; it belongs "
        "under 'when built', 'when taken'"]


def test_duel_refuses_a_loss_of_coins_counted_in_anything_but_spaces():
    assert problems(duel_card("when built: opponent loses 1 coin per red card")) == [
        "t.wdl:4:37: a loss of coins counts only the spaces the conflict pawn moved ('per space') or Influence "
        "cubes ('per CITY influence')"]


def test_duel_refuses_a_divinity_and_the_new_counts_and_target():
    assert problems('divinity "Tanit" {\n  deck phoenician\n  when activated: gain 12 coins\n}\n') == [
        "t.wdl:1:1: this game has no divinities (its [vocabulary].mythologies is empty)",
        "t.wdl:3:3: divinity 'Tanit': a divinity cannot use 'when activated' in this game (it may use none)",
        "t.wdl:3:19: divinity 'Tanit': 'gain coins' cannot be used under 'when activated'; it belongs under "
        "'when built', 'when taken', 'whenever build through chain'"]
    assert problems('progress "P" {\n  at end: 2 points per mythology or offering token\n}\n') == [
        "t.wdl:2:24: unknown kind of token 'mythology'", "t.wdl:2:37: unknown kind of token 'offering'"]
    assert problems('progress "P" {\n  at end: 1 point per coin on card\n}\n') == [
        "t.wdl:2:23: progress 'P': 'per coin on card' counts the coins its own 'gain ... coins on card' laid on "
        "it, and it has none"]
    assert problems(duel_card("always: 1 extra shield on divinities")) == [
        "t.wdl:4:29: this game has no divinities (its [vocabulary].mythologies is empty)"]
    assert problems(duel_card("when built: take 1 progress token from card")) == [
        "t.wdl:4:15: card 'A': 'take ... progress token from card' takes a token its own 'draw ... progress "
        "tokens' laid on it, and it has none",
        "t.wdl:4:42: unknown place to draw progress tokens from 'card'"]


def test_free_with_a_mythology_needs_a_mythology():
    temple = 'card "T" {\n  deck III\n  colour purple\n  free with greek\n  at end: 3 points\n}\n'
    assert problems(temple) == ["t.wdl:4:13: unknown chain symbol 'greek'"]
    assert validate(parse_text(temple).components, PANTHEON_VOCAB, GAME, check_counts=False) is None


# ---- the rules of a game that has them ----------------------------------------------------------------------


def test_the_pantheon_components_of_the_plan_pass_a_game_that_lists_them():
    text = "\n".join(example_component(e) for e in ENTRIES if e.ruleset == PANTHEON
                     and e.example.startswith(("divinity", "progress", "wonder")) and e.construct not in (
                         "when_revealed", "draw_progress", "kind_divinity", "counted_card_coins", "loot",
                         "target_divinities", "counted_spaces", "take_progress_from_card"))
    components = parse_text(text).components
    assert len(components) == 15
    assert validate(components, PANTHEON_VOCAB, GAME, check_counts=False) is None


@pytest.mark.parametrize(("text", "expected"), [
    pytest.param('divinity "X" {\n  deck greek\n  colour green\n  cost 3 coins\n  when activated: 2 shields\n}\n',
                 ["t.wdl:3:10: divinity 'X': a divinity has no 'colour'",
                  "t.wdl:4:3: divinity 'X': a divinity has no 'cost'; the Pantheon space it is activated from sets "
                  "what it costs"], id="colour-and-cost"),
    pytest.param('divinity "X" {\n  deck norse\n  when activated: 2 shields\n}\n',
                 ["t.wdl:2:8: unknown mythology 'norse'"], id="unknown-mythology"),
    pytest.param('divinity "X" {\n  deck greek\n  chain sun\n}\n',
                 ["t.wdl:3:9: divinity 'X': a divinity has no chain symbols",
                  "t.wdl:3:9: dangling chain: 'X' carries 'sun' but no card is free with it"], id="chain"),
    pytest.param('divinity "X" {\n  deck greek\n  when activated: draw 2 progress tokens from box\n}\n',
                 ["t.wdl:3:19: divinity 'X': 'draw progress' cannot be used under 'when activated'; it belongs "
                  "under 'when revealed'"], id="draw-not-when-revealed"),
    pytest.param('divinity "X" {\n  deck greek\n  when activated: take 1 progress token from card\n}\n',
                 ["t.wdl:3:19: divinity 'X': 'take ... progress token from card' takes a token its own 'draw ... "
                  "progress tokens' laid on it, and it has none"], id="take-from-an-empty-card"),
    pytest.param('progress "P" {\n  at end: 1 point per space\n}\n',
                 ["t.wdl:2:23: 'per space' counts the spaces the conflict pawn has just moved, so it belongs under "
                  "'whenever pushing', not 'at end'"], id="per-space-at-end"),
    pytest.param('progress "P" {\n  whenever pushing: opponent loses 1 coin per space in own city\n}\n',
                 ["t.wdl:2:53: 'per space' looks at no city; remove 'in ...'"], id="per-space-in-a-city"),
    pytest.param('progress "P" {\n  whenever pushing: opponent loses 1 coin per red card\n}\n',
                 ["t.wdl:2:43: a loss of coins counts only the spaces the conflict pawn moved ('per space') or "
                  "Influence cubes ('per CITY influence')"],
                 id="loss-per-card"),
    pytest.param('progress "P" {\n  at end: 2 points per mythology or ofering token\n}\n',
                 ["t.wdl:2:37: unknown kind of token 'ofering' (did you mean 'offering'?)"], id="token-kind"),
    pytest.param('divinity "X" {\n  deck roman\n  when activated:\n    discard 1 lotting token\n'
                 '    loot opponent with 1 looting tokens\n}\n',
                 ["t.wdl:4:15: unknown game piece 'lotting' (did you mean 'looting'?)"], id="discard-piece"),
    pytest.param('divinity "X" {\n  deck roman\n  when activated: loot opponent with 1 lootin token\n}\n',
                 ["t.wdl:3:40: unknown game piece 'lootin' (did you mean 'looting'?)"], id="loot-piece"),
    pytest.param('card "T" {\n  deck grand_temple\n  colour purple\n  free with greek\n'
                 '  at end: 5 / 12 / 21 points by set of grand_tmple cards\n}\n',
                 ["t.wdl:5:40: unknown deck 'grand_tmple' (did you mean 'grand_temple'?)"], id="set-deck"),
    pytest.param('card "A" {\n  deck I\n  colour blue\n  when built: steal opponent blue or blue card\n}\n',
                 ["t.wdl:4:38: colour 'blue' is listed twice"], id="steal-a-colour-twice"),
    pytest.param('card "A" {\n  deck I\n  colour blue\n  when built: unbuild left wonder\n}\n',
                 ["t.wdl:4:23: unknown city 'left'"], id="unbuild-unknown-city"),
])
def test_the_rules_of_a_game_with_the_pantheon(text: str, expected: list[str]):
    assert problems(text, PANTHEON_VOCAB) == expected


def test_a_vocabulary_counts_its_divinities():
    table = {**DUEL_TOML, "components": {**DUEL_TOML["components"], "divinities": 16}}
    assert Vocabulary.from_toml(table, GAME).counts[("divinity", "")] == 16


# ---- the reference ------------------------------------------------------------------------------------------

PANTHEON_ENTRIES = {
    "kind_divinity", "when_activated", "when_revealed", "on_push", "points_by_set", "gain_coins_on_card",
    "draw_progress", "take_progress_from_card", "steal_card", "steal_wonder", "copy_science",
    "discard_from_structure", "unbuild_wonder", "build_wonder_from_discard", "place_blocker", "discard_tokens",
    "loot", "chain_price", "discount_coins", "invoke", "counted_card_coins", "counted_tokens", "counted_spaces",
    "target_divinities",
}


def test_the_pantheon_entries_are_marked_as_the_expansion_s():
    assert {e.construct for e in ENTRIES if e.ruleset == PANTHEON} == PANTHEON_ENTRIES
    assert all(not e.duel for e in ENTRIES if e.ruleset == PANTHEON)
    assert {e.ruleset for e in ENTRIES} == {"", PANTHEON, "agora"}
    # the Pantheon's pages give its mark (point docs); an expansion not played yet is named as such
    from oracle.duel.pantheon.docs.pages import PantheonPages

    marks = {PantheonPages.name: PantheonPages.construct_mark}
    assert _mark(entry("invoke"), marks) == " *7 Wonders Duel with Pantheon.*"
    assert _mark(entry("invoke"), {}) == " *Written for the Pantheon expansion, which the engine does not play yet.*"
    assert _mark(entry("move_influence"), marks) == (
        " *Written for the Agora expansion, which the engine does not play yet.*")
    assert _mark(entry("copy_card"), marks) == " *Other games.*"
    assert _mark(entry("produce"), marks) == ""


def test_a_pantheon_example_is_a_whole_component():
    assert example_component(entry("steal_wonder")) == (
        'divinity "Ra" {\n  deck egyptian\n  when activated: steal opponent wonder\n}')
    (c,) = parse_text(example_component(entry("steal_wonder"))).components
    assert c.kind == "divinity"


def _spec_files_naming(words: tuple[str, ...]) -> set[str]:
    users = set()
    for path in Path(SPEC).rglob("*.wdl"):
        text = path.read_text(encoding="utf-8")
        if any(w in text for w in words):
            users.add(path.relative_to(SPEC).as_posix())
    return users


def test_only_the_pantheons_spec_files_name_its_constructs():
    """The constructs belong to the Pantheon's extension of Duel's spec; no other spec file names one,
    but for taking from the opponent, which Agora's Conspiracies share (oracle.duel.shared.stealing)."""
    words = ("divinity ", "when activated", "when revealed", "whenever pushing", "invoke ")
    assert _spec_files_naming(words) == {"duel/variants/pantheon/divinities.wdl", "duel/variants/pantheon/wonders.wdl",
                                         "duel/variants/pantheon/progress.wdl"}
    assert _spec_files_naming(("steal ",)) == {"duel/variants/pantheon/divinities.wdl",
                                               "duel/variants/agora/conspiracies.wdl"}
