"""The reference entries of the effect language: one per construct of the grammar.

Each entry names a construct as the grammar does (the rule or alias in ``grammar/effects.lark``),
shows its syntax, says what it means in this project's words and gives a small example.  The
documentation's language reference is generated from these entries, with the English of each
example rendered by :mod:`oracle.dsl.english`; a test checks that every construct the grammar
allows has an entry, that each example parses and uses its construct, and that the renderer
covers it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    construct: str      # the grammar's rule or alias name
    section: str        # which part of the reference it belongs to
    syntax: str
    meaning: str
    example: str        # a whole component, or lines that go inside one
    duel: bool = True   # used by 7 Wonders Duel (False: other games of the family)
    ruleset: str = ""   # the expansion its example is written for ("pantheon", "agora"), whose spec plays it


SECTIONS = (
    ("components", "Components"),
    ("items", "What a component states"),
    ("triggers", "Triggers"),
    ("effects", "Effects"),
    ("counts", "Counts: per, in"),
    ("targets", "Targets"),
)

# Grammar rules that only spell words (singular/plural) or group other rules.
NOT_CONSTRUCTS = frozenset({
    "start", "component", "item", "coin_word", "point_word", "shield_word", "card_word", "token_word",
    "wonder_word", "city_word", "resource_word", "city_name", "condition_word", "effect", "simple_effect",
    "trigger", "counted", "scope", "target", "kind", "cost_part", "stage_word", "deck_choice", "divinity_word",
    "symbol_word",
})

PANTHEON = "pantheon"
AGORA = "agora"

ENTRIES: tuple[Entry, ...] = (
    # ---- components ---------------------------------------------------------------------------
    Entry("kind_card", "components", 'card "Name" { ... }',
          "A card of an Age deck or of the guild deck. It needs a deck and a colour.",
          'card "Lumber Yard" {\n  deck I\n  colour brown\n  always: produce wood\n}'),
    Entry("kind_wonder", "components", 'wonder "Name" { ... }',
          "A wonder. It has a cost and no deck or colour; it is built by tucking a card under it.",
          'wonder "The Pyramids" {\n  cost 3 stone, papyrus\n  at end: 9 points\n}'),
    Entry("kind_progress", "components", 'progress "Name" { ... }',
          "A progress token. Tokens are taken, never bought, so they have no cost and no chain symbols.",
          'progress "Philosophy" {\n  at end: 7 points\n}'),
    Entry("stage", "components", "stage N { cost ...  clauses }",
          "One stage of a wonder built in stages, with its own cost and clauses (games other than Duel).",
          'wonder "Giza" {\n  stage 1 {\n    cost 2 stone\n    at end: 3 points\n  }\n}', duel=False),
    # ---- items ------------------------------------------------------------------------------------
    Entry("deck", "items", "deck D",
          "The deck a card belongs to. In Duel: I, II, III or guild.",
          "deck II"),
    Entry("colour", "items", "colour C",
          "A card's colour, one of the game's colours.",
          "colour blue"),
    Entry("cost", "items", "cost PART, PART, ...",
          "What building the component costs: coins and resource units. The parts may come in any order.",
          "cost 2 coins, 2 clay, papyrus"),
    Entry("cost_free", "items", "cost free",
          "The component costs nothing. Leaving out the cost line means the same.",
          "cost free"),
    Entry("resource_cost", "items", "[N] RESOURCE",
          "A cost part of N units of one resource; without a number, one unit.",
          "cost 3 stone"),
    Entry("coin_cost", "items", "N coin | N coins",
          "A cost part of N coins, paid to the bank.",
          "cost 4 coins"),
    Entry("coin_cost_by_age", "items", "N/N/N coins by age",
          "A leader's price that changes with the Age: the coins it costs when recruited in Age I, in Age II "
          "and in Age III, in that order. Lowered like any leader's price (7 Wonders' Leaders).",
          'leader "Example" {\n  colour white\n  cost 1/2/3 coins by age\n  at end: 2 points\n}',
          duel=False),
    Entry("cost_different", "items", "cost N different resources",
          "N resource units that must all be of different kinds, whichever kinds they are (Architects' "
          "wonder stages).",
          'wonder "Giza" {\n  stage 1 {\n    cost 2 different resources\n    at end: 4 points\n  }\n}',
          duel=False),
    Entry("cost_identical", "items", "cost N identical resources",
          "N resource units that must all be of one kind, whichever kind it is (Architects' wonder stages).",
          'wonder "Giza" {\n  stage 2 {\n    cost 2 identical resources\n    at end: 5 points\n  }\n}',
          duel=False),
    Entry("rests_on", "items", "rests on stage N [, N ...]",
          "The stage can be built only once every stage listed is built; a stage that rests on none can be "
          "built from the start (games other than Duel).",
          'wonder "Giza" {\n  stage 1 {\n    cost 2 different resources\n  }\n  stage 2 {\n'
          '    rests on stage 1\n    cost 2 identical resources\n  }\n}', duel=False),
    Entry("free_with", "items", "free with SYMBOL [or SYMBOL ...]",
          "A chain: the card is built for nothing by a player whose city already carries one of these "
          "chain symbols.",
          "free with horseshoe"),
    Entry("chain", "items", "chain SYMBOL, ...",
          "The chain symbols the component carries; later cards free with one of them become free.",
          "chain horseshoe"),
    Entry("icon", "items", "icon ICON, ...",
          "An icon printed on the component, counted by other effects (games other than Duel).",
          "icon cat", duel=False),
    Entry("clause", "items", "TRIGGER: EFFECT EFFECT ...",
          "A clause: when its effects apply, then the effects, applied in the order written. A clause "
          "with several effects usually puts one per line.",
          "when built:\n  gain 6 coins\n  play again"),
    Entry("clause_once", "items", "once per turn, TRIGGER: EFFECT ...",
          "The clause applies at most once in each of its owner's turns, however often its trigger fires "
          "(games other than Duel).",
          'progress "Science" {\n  once per turn, whenever taking green card: take top card of left or right '
          'or central deck\n}', duel=False),
    # ---- triggers -----------------------------------------------------------------------------------
    Entry("when_built", "triggers", "when built:",
          "Once, at the moment the card or wonder enters its owner's city.",
          "when built: gain 4 coins"),
    Entry("when_taken", "triggers", "when taken:",
          "Once, at the moment the progress token (or, in some games, the card) is taken.",
          "when taken: gain 6 coins"),
    Entry("always", "triggers", "always:",
          "Continuously, from the moment the component enters the city for as long as it stays there.",
          "always: produce stone"),
    Entry("at_end", "triggers", "at end:",
          "At final scoring, with the state of the game as it ends.",
          "at end: 3 points"),
    Entry("on_chain_build", "triggers", "whenever build through chain:",
          "Each time the owner builds a card for nothing through a chain symbol.",
          "whenever build through chain: gain 4 coins"),
    Entry("on_card_build", "triggers", "whenever building COLOUR [or COLOUR ...] cards:",
          "Each time the owner builds a card of one of the colours named, however it is built (paid, "
          "through a chain, from the discard pile).",
          'leader "Xenophon" {\n  colour white\n'
          '  cost 2 coins\n  whenever building yellow cards: gain 2 coins\n}', duel=False),
    Entry("on_take_piece", "triggers", "whenever taking PIECE:",
          "Each time the owner takes a piece of that kind, such as a victory token won in a conflict.",
          'leader "Nero" {\n  colour white\n'
          '  cost 1 coin\n  whenever taking victory_token: gain 2 coins\n}', duel=False),
    Entry("on_bank_coins", "triggers", "whenever taking coins from the bank:",
          "Each time the bank pays the owner coins: for a card discarded or a leader sold, from a card's or an "
          "event's effect; a neighbour paying for resources is not the bank. Coins the clause itself gives do "
          "not wake it again. Usually limited by 'once per turn,'.",
          'leader "Berenice" {\n  colour white\n  cost 2 coins\n'
          '  once per turn, whenever taking coins from the bank: gain 1 coin\n}', duel=False),
    Entry("on_buy", "triggers", "whenever buying from CITY:",
          "Each time the owner pays that neighbour for resources in a build (a play that buys nothing from "
          "them does not count).",
          'leader "Hatshepsut" {\n  colour white\n  cost 2 coins\n  whenever buying from left: gain 1 coin\n'
          '  whenever buying from right: gain 1 coin\n}', duel=False),
    Entry("at_end_of_turn", "triggers", "at end of turn:",
          "At the end of each of the owner's turns (games other than Duel).",
          "at end of turn: build from discard free", duel=False),
    Entry("at_end_of_age", "triggers", "at end of age:",
          "At the end of each Age (games other than Duel).",
          "at end of age: play last card", duel=False),
    Entry("once_per_age", "triggers", "once per age:",
          "Once in each Age, when the owner chooses (games other than Duel).",
          "once per age: build free", duel=False),
    Entry("first_turn_of_age", "triggers", "first turn of each age:",
          "On the first turn of every Age: the card its owner plays from the hand they are first dealt "
          "(games other than Duel).",
          "first turn of each age: build free", duel=False),
    Entry("last_turn_of_age", "triggers", "last turn of each age:",
          "On the last turn of every Age on which a card is chosen: the sixth of the original game, not "
          "the playing of a card left over at the end of the Age (games other than Duel).",
          "last turn of each age: build free", duel=False),
    Entry("once_per_turn", "triggers", "once per turn:",
          "A continuous effect its owner may use at most once in each of their turns (games other than "
          "Duel).",
          'progress "Economy" {\n  once per turn: count 1 yellow card as 2 resources\n}', duel=False),
    Entry("on_take", "triggers", "whenever taking NAME [or NAME ...] card:",
          "Each time the owner takes a card of one of those colours, or one that produces one of those "
          "resources or shows one of those icons (games other than Duel).",
          'progress "Urbanism" {\n  once per turn, whenever taking wood or brick card: take top card of '
          'left or right or central deck\n}', duel=False),
    Entry("on_stage_build", "triggers", "whenever building wonder stage:",
          "Each time the owner builds a stage of their wonder (games other than Duel).",
          'progress "Architecture" {\n  once per turn, whenever building wonder stage: take top card of '
          'left or right or central deck\n}', duel=False),
    # ---- effects ----------------------------------------------------------------------------------------
    Entry("produce", "effects", "produce [N] RESOURCE",
          "Fixed production: N units of the resource for every build, every turn. Resources are never "
          "used up.",
          "always: produce 2 stone"),
    Entry("produce_choice", "effects", "produce one of R / R [/ R ...]",
          "One unit of one of the listed resources for each build, the owner picking whichever helps.",
          "always: produce one of glass / papyrus"),
    Entry("produce_any", "effects", "produce any resource",
          "A wild unit: whichever resource its owner needs when paying (games other than Duel).",
          'card "Gold" {\n  colour yellow\n  always: produce any resource\n}', duel=False),
    Entry("trade_at", "effects", "trade R [, R ...] at N coin(s) [from CITY [and CITY]]",
          "The owner buys the listed resources at a fixed price per unit instead of the game's usual trade "
          "price. A direction names the cities it buys from at that price: 'from left' is a trading post "
          "of the original game, good for purchases from the left neighbour only. Without a direction the "
          "owner buys from the bank at that price, as in Duel.",
          "always: trade wood, stone, clay, ore at 1 coin from left"),
    Entry("science", "effects", "science SYMBOL",
          "The component carries a science symbol.",
          "always: science quill"),
    Entry("science_choice", "effects", "science one of S / S [/ S ...]",
          "The component counts as one science symbol of the owner's choice (games other than Duel).",
          "at end: science one of globe / wheel / quill", duel=False),
    Entry("shields", "effects", "N shield(s)",
          "Military strength: in Duel each shield moves the conflict pawn one space toward the opponent's "
          "capital.",
          "when built: 2 shields"),
    Entry("science_set_bonus", "effects", "N extra point(s) per science set",
          "At the end, each set of the different science symbols its owner scores is worth N points more than "
          "the game's set value; a symbol of the owner's choice is chosen with the bonus counted.",
          'leader "Aristotle" {\n  colour white\n'
          '  cost 3 coins\n  at end: 3 extra points per science set\n}', duel=False),
    Entry("extra_shields", "effects", "N extra shield(s) on TARGET",
          "Every later build of the target class gives N more shields.",
          "always: 1 extra shield on red cards"),
    Entry("points", "effects", "N point(s) [per ...]",
          "Victory points at final scoring, fixed or for each thing counted.",
          "at end: 1 point per yellow card in the city with the most"),
    Entry("points_by_copies", "effects", "N / M [/ ...] points by copies",
          "Points scored once for all the copies of the component its owner holds: the first amount for one "
          "copy, the second for two, and so on (games other than Duel).",
          'progress "Culture" {\n  at end: 4 / 12 points by copies\n}', duel=False),
    Entry("gain_coins", "effects", "gain N coin(s) [per ...]",
          "The owner takes coins from the bank, fixed or for each thing counted, counted at that moment.",
          "when built: gain 2 coins per wonder in own city"),
    Entry("opponent_loses_coins", "effects", "opponent loses N coin(s)",
          "The opponent returns coins to the bank; someone with fewer coins returns what they have.",
          "when built: opponent loses 3 coins"),
    Entry("play_again", "effects", "play again",
          "The owner takes another turn straight away.",
          "when built: play again"),
    Entry("grant_play_again", "effects", "grant play again to TARGET",
          "Every later build of the target class gives another turn; a build never gives two.",
          "always: grant play again to wonders"),
    Entry("destroy", "effects", "destroy opponent COLOUR card",
          "The owner chooses a card of that colour in the opponent's city and puts it on the discard pile.",
          "when built: destroy opponent grey card"),
    Entry("take_progress", "effects", "take K of N progress tokens from SOURCE",
          "N progress tokens are drawn from the source; the owner keeps K and applies them.",
          "when built: take 1 of 3 progress tokens from box"),
    Entry("take_offered_progress", "effects", "take K progress token(s) from SOURCE",
          "The owner takes K of the progress tokens the source offers as the game lays them out: the face-up "
          "ones and the top of the pile (7 Wonders Architects), or every token in the box, seen by that player "
          "alone (7 Wonders Duel with Agora).",
          'wonder "Babylon" {\n  stage 2 {\n    when built: take 1 progress token from available\n  }\n}',
          duel=False),
    Entry("take_top", "effects", "take top card of DECKS",
          "The owner takes the top card of one of the decks named, choosing among those that hold a card, "
          "and places it in front of them (games other than Duel).",
          'wonder "Ephesus" {\n  stage 2 {\n    when built: take top card of central deck\n  }\n}',
          duel=False),
    Entry("keep_from_top", "effects", "keep K of top N cards of DECKS",
          "The owner chooses one of the decks named, looks at its top N cards, keeps K and shuffles the "
          "others back into that deck (games other than Duel).",
          'wonder "Halicarnassus" {\n  stage 2 {\n    when built: keep 1 of top 5 cards of left or right deck\n'
          '  }\n}', duel=False),
    Entry("any_deck", "effects", "any deck",
          "Every deck on the table: each wonder's deck and the central one (games other than Duel).",
          'wonder "Alexandria" {\n  stage 2 {\n    when built: take top card of any deck\n  }\n}', duel=False),
    Entry("deck_places", "effects", "PLACE [or PLACE ...] deck",
          "Decks named by where they lie for the owner, from the game's list of deck places: in Architects "
          "the deck on the left, the one on the right and the central one (games other than Duel).",
          'wonder "Olympia" {\n  stage 2 {\n    when built:\n      take top card of left deck\n'
          '      take top card of right deck\n  }\n}', duel=False),
    Entry("flip", "effects", "flip N PIECE tokens",
          "N of the game's tokens of that kind are turned over; what follows is the game's rule (in "
          "Architects, conflict tokens turned to their battle side) (games other than Duel).",
          'card "Red Card (2 horns)" {\n  colour red\n  when taken: flip 2 conflict tokens\n}', duel=False),
    Entry("counts_as", "effects", "count K COLOUR card(s) as N resources",
          "When the owner pays, K of their cards of that colour each stand for N units instead of one "
          "(games other than Duel).",
          'progress "Economy" {\n  once per turn: count 1 yellow card as 2 resources\n}', duel=False),
    Entry("build_with_any", "effects", "build stage with any resources",
          "A wonder stage is paid with any resources of the right number, its 'different' or 'identical' "
          "demand set aside (games other than Duel).",
          'progress "Engineering" {\n  once per turn: build stage with any resources\n}', duel=False),
    Entry("build_from_discard", "effects", "build from discard free",
          "The owner builds one card of the discard pile without paying for it.",
          "when built: build from discard free"),
    Entry("discount", "effects", "discount N resource(s) on TARGET",
          "Every later build of the target class costs N fewer resource units, the owner choosing which.",
          "always: discount 2 resources on wonders"),
    Entry("receive_opponent_trade", "effects", "receive opponent trade",
          "The owner receives from the bank the coins the opponent pays for buying resources.",
          "always: receive opponent trade"),
    Entry("play_last_card", "effects", "play last card",
          "The owner may play the last card of an Age hand (games other than Duel).",
          "at end of age: play last card", duel=False),
    Entry("take_piece", "effects", "take PIECE",
          "The owner takes a named game piece, such as a pawn or a marker (games other than Duel).",
          "when built: take cat", duel=False),
    Entry("build_free", "effects", "build free",
          "The owner builds a card without paying its cost (games other than Duel).",
          "once per age: build free", duel=False),
    Entry("build_free_first_of_colour", "effects", "build first card of each colour free",
          "The owner may build, without paying its cost, any card of a colour their city holds no card of "
          "yet; structures only, never a wonder stage (games other than Duel).",
          "always: build first card of each colour free", duel=False),
    Entry("copy_card", "effects", "copy COLOUR card from CITY [or CITY ...]",
          "At final scoring the owner chooses one card of that colour built in one of the cities named and "
          "scores it as though it stood in their own city. The card stays where it is and still scores for "
          "the player who built it (games other than Duel).",
          'wonder "Olympia (B)" {\n  stage 3 {\n    at end: copy purple card from left or right\n  }\n}',
          duel=False),
    Entry("conditional", "effects", "EFFECT if CONDITION otherwise EFFECT",
          "The first effect when the named condition holds, else the second (games other than Duel).",
          "at end: 6 points if own wonder complete otherwise 4 points", duel=False),
    Entry("condition", "effects", "CONDITION",
          "A named condition, from the game's list of conditions (games other than Duel).",
          "at end: 6 points if own wonder complete otherwise 4 points", duel=False),
    Entry("more_than", "effects", "more COUNTED than CITY [and CITY ...]",
          "A condition that holds when the owner's city has strictly more of what is counted than each city "
          "named, taken one at a time: a tie with any of them and it fails. Read at the end of the game; the "
          "game's list of effects must name it. In 7 Wonders' Leaders of the 2020 box, five leaders score so "
          "against both neighbours.",
          'leader "Cornelia" {\n  colour white\n  cost 2 coins\n'
          '  at end: 5 points if more yellow cards than left and right otherwise 0 points\n}', duel=False),
    Entry("count_none", "effects", "no COUNTED",
          "A condition that holds when the owner's city has none of what is counted (written as 'exactly 0' "
          "it means the same). Read at the end of the game; the game's list of effects names it as count_is.",
          'leader "Cynisca" {\n  colour white\n  cost 2 coins\n'
          '  at end: 6 points if no defeat_token otherwise 0 points\n}', duel=False),
    Entry("count_exactly", "effects", "exactly N COUNTED",
          "A condition that holds when the owner's city has exactly N of what is counted, no more and no "
          "fewer. A card counting its own colour counts itself: 'exactly 1 white card' on a leader means it "
          "is the only one. Read at the end of the game; the game's list of effects names it as count_is.",
          'leader "Agrippina" {\n  colour white\n  cost 1 coin\n'
          '  at end: 7 points if exactly 1 white card otherwise 0 points\n}', duel=False),
    Entry("points_per_pair", "effects", "points per pair of equal PIECE",
          "At the end, the owner's pieces of that kind are sorted by what each is worth, and each pair of "
          "pieces worth the same scores what one of them is worth, once more; an odd piece out scores nothing "
          "more. Two 3-point victory tokens: 3; four 5-point tokens: 10; three 1-point tokens: 1.",
          'leader "Gorgo" {\n  colour white\n  cost 5 coins\n'
          '  at end: points per pair of equal victory_token\n}', duel=False),
    # ---- counts -------------------------------------------------------------------------------------------
    Entry("per", "counts", "per [N] COUNTED [in SCOPE]",
          "Multiplies an amount by a count taken when the effect applies. 'per N' groups coins: "
          "'per 3 coins' counts whole sets of 3.",
          "at end: 1 point per 3 coins in the city with the most"),
    Entry("counted_cards", "counts", "per COLOUR [or COLOUR ...] card",
          "Cards of the listed colours, added together.",
          "at end: 1 point per brown or grey card in the city with the most"),
    Entry("counted_wonders", "counts", "per wonder",
          "Wonders built, each counted once however many stages it has.",
          "when built: gain 2 coins per wonder in own city"),
    Entry("counted_stages", "counts", "per wonder stage",
          "Stages of wonder boards built, each stage counted on its own (games other than Duel, whose "
          "wonders have no stages). The two words stand on one line.",
          "at end: 1 point per wonder stage in own, left and right cities", duel=False),
    Entry("counted_progress", "counts", "per progress token",
          "Progress tokens held.",
          "at end: 3 points per progress token in own city"),
    Entry("counted_coins", "counts", "per [N] coin(s)",
          "Coins held, in whole groups of N.",
          "at end: 1 point per 3 coins in the city with the most"),
    Entry("counted_sets", "counts", "per set of COLOUR, COLOUR and COLOUR cards",
          "Complete sets of one card of each listed colour (two colours or more, each once): a city holding "
          "two blue, one red and three green cards holds one set of blue, red and green cards. Each city of "
          "the scope counts its own sets. The engine of 7 Wonders counts them; other games' engines refuse "
          "the count when their spec is loaded.",
          'leader "Justinian" {\n  colour white\n  cost 3 coins\n'
          '  at end: 3 points per set of blue, red and green cards\n}',
          duel=False),
    Entry("counted_piece", "counts", "per PIECE",
          "Game pieces of a named kind, such as military victory tokens (games other than Duel).",
          "at end: 1 point per military_victory_token", duel=False),
    Entry("counted_influence", "counts", "per CITY influence",
          "The Influence cubes that city's player has in the Senate, wherever they lie.",
          'conspiracy "Embezzlement" {\n  when triggered:\n    gain 1 coin per own influence\n'
          '    opponent loses 1 coin per opponent influence\n}', duel=False, ruleset=AGORA),
    Entry("counted_icons", "counts", "per card showing ICON",
          "Cards that show the icon (games other than Duel).",
          'progress "Politics" {\n  at end: 1 point per card showing cat\n}', duel=False),
    Entry("scope_cities", "counts", "in own city | in opponent city | in own and opponent cities",
          "Which cities the count looks at; several cities are added. Without 'in ...' a count looks at the "
          "owner's city.",
          "when built: gain 3 coins per grey card in own city"),
    Entry("scope_most", "counts", "in the city with the most",
          "The count of whichever city has more of the thing counted, at the moment the effect applies.",
          "when built: gain 1 coin per red card in the city with the most"),
    # ---- targets ------------------------------------------------------------------------------------------
    Entry("target_cards", "targets", "COLOUR [or COLOUR ...] cards",
          "Later builds of cards of these colours.",
          "always: 1 extra shield on red cards"),
    Entry("target_wonders", "targets", "wonders",
          "Later builds of wonders.",
          "always: discount 2 resources on wonders"),
    # ---- 7 Wonders Duel's Pantheon expansion ------------------------------------------------------------------
    Entry("kind_divinity", "components", 'divinity "Name" { deck MYTHOLOGY ... }',
          "A divinity of the Pantheon. It comes from the deck of its mythology (one without a deck stands apart "
          "from the mythology decks). It is activated from the Pantheon, never built, so it has no colour and no "
          "cost: the space it is activated from sets its price.",
          'divinity "Tanit" {\n  deck phoenician\n  when activated: gain 12 coins\n}', duel=False, ruleset=PANTHEON),
    Entry("when_activated", "triggers", "when activated:",
          "Once, at the moment the divinity is activated and enters its owner's city.",
          'divinity "Mars" {\n  deck roman\n  when activated: 2 shields\n}', duel=False, ruleset=PANTHEON),
    Entry("when_revealed", "triggers", "when revealed:",
          "Once, at the moment the divinity is turned face up, before anyone owns it.",
          'divinity "Enki" {\n  deck mesopotamian\n  when revealed: draw 2 progress tokens from box\n'
          '  when activated: take 1 progress token from card\n}', duel=False, ruleset=PANTHEON),
    Entry("when_drafted", "triggers", "when drafted:",
          "Once, at the moment the wonder is picked in the wonder draft, for the player picking it; the draft "
          "goes on once what it calls for is settled.",
          'wonder "Knossos" {\n  cost 2 glass, clay, wood, stone\n  when drafted: place 1 influence in any chamber\n'
          '  when built:\n    place 1 influence in any chamber\n    move 1 influence\n  at end: 3 points\n}',
          duel=False, ruleset=AGORA),
    Entry("when_triggered", "triggers", "when triggered:",
          "Once, at the moment its owner triggers the prepared Conspiracy at the start of one of their turns; "
          "the turn goes on once what it calls for is settled.",
          'conspiracy "Coup" {\n  when triggered: 2 shields\n}', duel=False, ruleset=AGORA),
    Entry("on_push", "triggers", "whenever pushing:",
          "Each time the owner's shields move the conflict pawn at least one space toward the opponent's capital.",
          'progress "Poliorcetics" {\n  whenever pushing: opponent loses 1 coin per space\n}',
          duel=False, ruleset=PANTHEON),
    Entry("points_by_set", "effects", "N / M [/ ...] points by set of DECK cards",
          "Points scored once for all the owner's cards of that deck: the first amount for one of them, the "
          "second for two, and so on.",
          'card "Greek Grand Temple" {\n  deck grand_temple\n  colour purple\n'
          '  at end: 5 / 12 / 21 points by set of grand_temple cards\n}', duel=False, ruleset=PANTHEON),
    Entry("gain_coins_on_card", "effects", "gain N coin(s) on card",
          "N coins of the bank are laid on the component. They are its owner's to spend once the treasury is "
          "empty, no effect can take them, and they are not part of the treasury.",
          'divinity "Astarte" {\n  deck phoenician\n  when activated: gain 7 coins on card\n'
          '  at end: 1 point per coin on card\n}', duel=False, ruleset=PANTHEON),
    Entry("draw_progress", "effects", "draw N progress token(s) from SOURCE",
          "N progress tokens are drawn at random from the source and laid face up on the component, for whoever "
          "activates it. Only under 'when revealed'.",
          'divinity "Enki" {\n  deck mesopotamian\n  when revealed: draw 2 progress tokens from box\n'
          '  when activated: take 1 progress token from card\n}', duel=False, ruleset=PANTHEON),
    Entry("take_progress_from_card", "effects", "take K progress token(s) from card",
          "The owner takes K of the progress tokens lying on the component and applies them; the others go back "
          "to the box. The component's own 'draw ... progress tokens' lays them there.",
          'divinity "Enki" {\n  deck mesopotamian\n  when revealed: draw 2 progress tokens from box\n'
          '  when activated: take 1 progress token from card\n}', duel=False, ruleset=PANTHEON),
    Entry("steal_card", "effects", "steal CITY COLOUR [or COLOUR ...] card",
          "The owner moves one card of those colours from that city into their own. The card is moved, not built: "
          "nothing is paid and nothing happens as it arrives.",
          'divinity "Baal" {\n  deck phoenician\n  when activated: steal opponent brown or grey card\n}',
          duel=False, ruleset=PANTHEON),
    Entry("steal_wonder", "effects", "steal CITY wonder",
          "The owner takes one of the unbuilt wonders of that city and makes it their own.",
          'divinity "Ra" {\n  deck egyptian\n  when activated: steal opponent wonder\n}', duel=False,
          ruleset=PANTHEON),
    Entry("copy_science", "effects", "copy science of CITY COLOUR card",
          "The owner picks a card of that colour in that city and shows its science symbol from then on; the card "
          "and its symbol stay with their builder too.",
          'divinity "Nisaba" {\n  deck mesopotamian\n  when activated: copy science of opponent green card\n}',
          duel=False, ruleset=PANTHEON),
    Entry("discard_from_structure", "effects", "discard any card of structure",
          "The owner puts any card still in the Age's structure on the discard pile, whether it is face up or "
          "down, covered or not.",
          'divinity "Zeus" {\n  deck greek\n  when activated: discard any card of structure\n}', duel=False,
          ruleset=PANTHEON),
    Entry("unbuild_wonder", "effects", "unbuild CITY [or CITY ...] wonder",
          "The owner picks a built wonder of one of those cities: the card tucked under it goes to the discard "
          "pile and the wonder counts as unbuilt again.",
          'divinity "Anubis" {\n  deck egyptian\n  when activated: unbuild own or opponent wonder\n}',
          duel=False, ruleset=PANTHEON),
    Entry("build_wonder_from_discard", "effects", "build wonder from discard free",
          "The owner builds one of their wonders for nothing, tucking under it a card taken from the discard pile.",
          'divinity "Isis" {\n  deck egyptian\n  when activated: build wonder from discard free\n}', duel=False,
          ruleset=PANTHEON),
    Entry("place_blocker", "effects", "place blocker on track",
          "The owner puts a blocker on a space of the military track; it stops the conflict pawn once.",
          'divinity "Minerva" {\n  deck roman\n  when activated: place blocker on track\n}', duel=False,
          ruleset=PANTHEON),
    Entry("discard_tokens", "effects", "discard N PIECE token(s)",
          "N of the game's tokens of that kind, chosen by the owner, leave the game without effect.",
          'divinity "Neptune" {\n  deck roman\n  when activated:\n    discard 1 looting token\n'
          '    loot opponent with 1 looting token\n}', duel=False, ruleset=PANTHEON),
    Entry("loot", "effects", "loot CITY with N PIECE token(s)",
          "N of the game's tokens of that kind, chosen by the owner, are applied against that city whichever "
          "side they lie on, then leave the game.",
          'divinity "Neptune" {\n  deck roman\n  when activated:\n    discard 1 looting token\n'
          '    loot opponent with 1 looting token\n}', duel=False, ruleset=PANTHEON),
    Entry("chain_price", "effects", "build chain cards for N coin(s)",
          "A card that can be built through a chain costs the owner at most N coins even without its chain symbol. "
          "Such a build is not a chain build.",
          'progress "Engineering" {\n  always: build chain cards for 1 coin\n}', duel=False, ruleset=PANTHEON),
    Entry("discount_coins", "effects", "discount N coin(s) on TARGET [for CITY and ...]",
          "Every later build or activation of the target class costs N coins less, never less than nothing. "
          "With cities named, the discount is on those cities' builds instead of the owner's: in 7 Wonders' "
          "Leaders, a board that makes the neighbours' leaders cheaper.",
          'wonder "The Sanctuary" {\n  cost 2 stone, glass, papyrus\n  when built: play again\n'
          '  always: discount 2 coins on divinities\n}', duel=False, ruleset=PANTHEON),
    Entry("invoke", "effects", "invoke top divinity of each deck | invoke divinity of any deck",
          "The owner activates a divinity for nothing: one of the tops of the mythology decks, shown to both "
          "players, or any divinity of one deck the owner looks through.",
          'divinity "The Gate" {\n  when activated: invoke top divinity of each deck\n}', duel=False,
          ruleset=PANTHEON),
    Entry("place_influence", "effects", "place N influence in SECTION section | place N influence in any chamber",
          "N cubes of the owner's supply go into the Senate, each into a Chamber of the section named or into any "
          "Chamber, as the owner chooses; with the supply empty, nothing more is placed.",
          'wonder "Knossos" {\n  cost 2 glass, clay, wood, stone\n  when built:\n    place 1 influence in any chamber\n'
          '    move 1 influence\n  at end: 3 points\n}', duel=False, ruleset=AGORA),
    Entry("move_influence", "effects", "move N influence",
          "The owner may move up to N of their cubes in the Senate, each from its Chamber into an adjacent one.",
          'wonder "Knossos" {\n  cost 2 glass, clay, wood, stone\n  when built:\n    place 1 influence in any chamber\n'
          '    move 1 influence\n  at end: 3 points\n}', duel=False, ruleset=AGORA),
    Entry("remove_influence", "effects", "remove N CITY influence",
          "N cubes of that city's player, in Chambers the owner chooses, leave the Senate for their owner's "
          "supply; with none left there, nothing more is removed.",
          'card "Example" {\n  when built:\n    place 1 influence in any chamber\n    remove 1 opponent influence\n'
          '    move 1 influence\n}', duel=False, ruleset=AGORA),
    Entry("senate_actions", "effects", "politician actions in SECTION section",
          "A Politician's Senate actions: one, two or three as the owner's blue cards give (the table of "
          "[agora].senate_actions), each placing a cube of the supply into a Chamber of the section named or "
          "moving one of the owner's cubes into an adjacent Chamber; any may be left unused.",
          'card "Example" {\n  when built: politician actions in left section\n}', duel=False, ruleset=AGORA),
    Entry("senate_bonus", "effects", "politician actions count N extra cards",
          "When a Politician's Senate actions are counted for the owner, N cards are added to those of the "
          "counted colour ([agora].senate_colour) their city holds, before the table is read: the table's "
          "last row still caps the actions.",
          'decree "Senate bonus" {\n  always: politician actions count 2 extra cards\n}', duel=False, ruleset=AGORA),
    Entry("kind_decree", "components", 'decree "Name" { ... }',
          "A Decree of the Senate. It lies in a Chamber and is never built or bought: its effects work for "
          "the player controlling that Chamber, and only while they do; a Decree lying face down does nothing "
          "until it turns face up.",
          'decree "Wonder discount" {\n  always: discount 1 resource on wonders\n}', duel=False, ruleset=AGORA),
    Entry("kind_conspiracy", "components", 'conspiracy "Name" { ... }',
          "A Conspiracy of Agora's deck. A player conspiring draws it and keeps it face down: the opponent "
          "knows how many a player holds, never which; it is never built or bought.",
          'conspiracy "Coup" {\n}', duel=False, ruleset=AGORA),
    Entry("kind_leader", "components", 'leader "Name" { ... }',
          "A leader of 7 Wonders' Leaders: a white card of its own deck, drafted before Age I and used once "
          "in a recruitment at the start of an Age. Its cost is in coins only; recruited, it stands in the "
          "city and its effects work from then on, like a structure's. It states its colour, white, which "
          "no Age card has.",
          'leader "Cleopatra" {\n  colour white\n  cost 4 coins\n  at end: 5 points\n}', duel=False),
    Entry("kind_token", "components", 'token "Name" { ... }',
          "A military token lying on the conflict track in place of a looting token. The first time the pawn "
          "enters its zone it leaves the track and its 'when taken' effects go to the player whose shields "
          "moved the pawn there; nobody loses coins.",
          'token "Place Influence" {\n  when taken: place 1 influence in any chamber\n}', duel=False,
          ruleset=AGORA),
    Entry("on_any_build", "triggers", "whenever any city builds COLOUR [or COLOUR ...] cards:",
          "Each time either player builds a card of one of those colours, the owner's effect applies, "
          "whoever built it.",
          'decree "Blue income" {\n  whenever any city builds blue cards: gain 1 coin per age\n}',
          duel=False, ruleset=AGORA),
    Entry("on_any_wonder", "triggers", "whenever any city builds wonders:",
          "Each time either player builds a wonder, the owner's effect applies, whoever built it.",
          'decree "Wonder income" {\n  whenever any city builds wonders: gain 1 coin per age\n}',
          duel=False, ruleset=AGORA),
    Entry("on_discard", "triggers", "whenever discarding:",
          "Each time the owner discards a card for coins, after the coins the discard gives.",
          'decree "Discard bonus" {\n  whenever discarding: gain 2 coins\n}', duel=False, ruleset=AGORA),
    Entry("when_gained", "triggers", "when gained:",
          "Each time a player comes to hold the component: for a Decree, each time a player takes control of "
          "its Chamber. The effect is that player's.",
          'decree "Military Shield" {\n  when gained: 1 shield\n  when lost: 1 shield to opponent\n}',
          duel=False, ruleset=AGORA),
    Entry("when_lost", "triggers", "when lost:",
          "Each time a player stops holding the component: for a Decree, each time its Chamber's controller "
          "loses control, to the opponent or to a tie. The effect is the former holder's; losses apply before "
          "gains.",
          'decree "Military Shield" {\n  when gained: 1 shield\n  when lost: 1 shield to opponent\n}',
          duel=False, ruleset=AGORA),
    Entry("shields_to", "effects", "N shields to CITY",
          "The city named gains N shields, as if its player had gained them: the conflict pawn moves toward the "
          "owner's capital, and a looting token it reaches is that player's.",
          'decree "Military Shield" {\n  when gained: 1 shield\n  when lost: 1 shield to opponent\n}',
          duel=False, ruleset=AGORA),
    Entry("discount_either", "effects", "discount N resources or coins on TARGET",
          "Each later build of that kind costs either N resource units fewer (the owner choosing which) or none "
          "of its printed coins, whichever leaves less to pay; on a tie, the one paying the bank less for trade.",
          'decree "Yellow Discount" {\n  always: discount 1 resource or coins on yellow cards\n}',
          duel=False, ruleset=AGORA),
    Entry("trade_cheaper", "effects", "trade RESOURCE [, RESOURCE ...] N coins cheaper",
          "Each unit of those resources the owner buys from the bank costs N coins less than its price "
          "(trade.price or a fixed price), never less than 1 coin.",
          'decree "Raw Material Trade" {\n  always: trade wood, clay, stone 1 coin cheaper\n}',
          duel=False, ruleset=AGORA),
    Entry("chain_from", "effects", "build through CITY chain",
          "The chain symbols of the city named (the opponent's) build the owner's cards and wonders for nothing, "
          "as the owner's own symbols do; such a build is a chain build.",
          'decree "Opponent\'s Chains" {\n  always: build through opponent chain\n}', duel=False, ruleset=AGORA),
    Entry("conspirator_action", "effects", "conspirator action",
          "A Conspirator's action, the owner's choice of two: a cube of their supply goes into any Chamber of the "
          "Senate, or they conspire, drawing the top two Conspiracies of the deck, keeping one face down and "
          "putting the other back on top of the deck or under it (with one card left, they keep it).",
          'card "Conspirator" {\n  deck senator\n  when built: conspirator action\n}', duel=False, ruleset=AGORA),
    Entry("keep_both", "effects", "keep both conspiracies",
          "Whenever the owner conspires, they keep both Conspiracies drawn and put none back.",
          'progress "Organized Crime" {\n  always: keep both conspiracies\n}', duel=False, ruleset=AGORA),
    Entry("conspirator_replay", "effects", "play again after conspirator action",
          "Each time the owner recruits a Conspirator, they take another turn once the Conspirator's action "
          "(a cube placed, or conspiring) is settled. Whether the owner has it is looked at when the "
          "Conspirator is recruited.",
          'decree "Conspirator Replay" {\n  always: play again after conspirator action\n}', duel=False,
          ruleset=AGORA),
    Entry("take_half_coins", "effects", "take half of CITY coins",
          "The owner takes half the coins in the treasury of that city's player, rounded up in the owner's "
          "favour: 5 coins give 3.",
          'conspiracy "Blackmail" {\n  when triggered:\n    take half of opponent coins\n    move 1 influence\n}',
          duel=False, ruleset=AGORA),
    Entry("build_top_row", "effects", "build any card in top row free",
          "The owner builds for nothing a card of their choice from the top row of the structure (the row taken "
          "last), covered or not; only Buildings, cards with a colour, may be chosen. With none there it does "
          "nothing. The card leaves the structure as if taken, and the cards it covered turn face up once the "
          "move is over.",
          'conspiracy "Property Fraud" {\n  when triggered: build any card in top row free\n}', duel=False,
          ruleset=AGORA),
    Entry("remove_wonder", "effects", "remove CITY built wonder",
          "The owner chooses a wonder that city's player has built; it leaves the game and the card under it goes "
          "to the discard pile. What it gives while standing (points, production) is lost, what it gave when "
          "built is kept, and it no longer counts toward the cap of wonders built. With none built it does "
          "nothing.",
          'conspiracy "Sabotage" {\n  when triggered: remove opponent built wonder\n}', duel=False, ruleset=AGORA),
    Entry("swap_card", "effects", "swap COLOUR [or COLOUR] card with CITY",
          "The owner takes a card of one of those colours from that city and gives back one of their own cards of "
          "the same colour; only a card the owner can match may be taken, and with none it does nothing. Neither "
          "card is built: no cost, chain or 'when built' effect, but what each shows (points, symbols) moves with "
          "it, so a swap can complete a pair of science symbols or a supremacy for either player, the owner's "
          "first.",
          'conspiracy "Coercion" {\n  when triggered:\n    swap blue or green card with opponent\n'
          '    move 1 influence\n}', duel=False, ruleset=AGORA),
    Entry("lock_progress", "effects", "lock any progress token",
          "The owner takes a progress token of their choice, from the board, the opponent's city or the box, and "
          "lays it face down on this component for the rest of the game: nobody uses it. A player who held it "
          "loses what it gives for as long as it is held (points, a symbol, a lasting effect) and keeps what it "
          "gave at once.",
          'conspiracy "Obscurantism" {\n  when triggered: lock any progress token\n}', duel=False, ruleset=AGORA),
    Entry("build_set_aside", "effects", "build any card set aside free",
          "The owner looks, without showing the opponent, at the Age cards left out of the game at setup: those "
          "of the current Age and of each Age before it (three per Age; the guilds left out are not among "
          "them). They build one of them for nothing; its effects apply as for any build. The others stay out "
          "of the game.",
          'conspiracy "Treason" {\n  when triggered: build any card set aside free\n}', duel=False, ruleset=AGORA),
    Entry("discard_accessible", "effects", "discard N to M accessible cards of structure",
          "The owner puts N accessible cards of the Age's structure on the discard pile, one at a time, then may "
          "go on, one card at a time, up to M. Nobody gains coins for them. A card they uncover turns face up at "
          "once, before the next choice, and may be discarded in turn.",
          'conspiracy "Turn of Events" {\n  when triggered:\n    discard 1 to 2 accessible cards of structure\n'
          '    move 1 influence\n}', duel=False, ruleset=AGORA),
    Entry("move_decree", "effects", "move any decree",
          "The owner takes the Decree lying on top of any Chamber, face up or face down, and lays it under the "
          "Decree of another Chamber. It keeps its face, unless a cube lies in its new Chamber, which shows it. "
          "It works for that Chamber's controller from then on, lost and gained as if control had changed; the "
          "Chamber it left still scores and counts toward supremacy.",
          'conspiracy "Insider Influence" {\n  when triggered:\n    move any decree\n    move 1 influence\n}',
          duel=False, ruleset=AGORA),
    Entry("conspire", "effects", "conspire",
          "The owner conspires, as a Conspirator may: the top two Conspiracies of the deck are drawn, one is kept "
          "face down and the other goes back on top of the deck or under it, as the owner chooses.",
          'wonder "Curia Julia" {\n  cost wood, clay, stone, glass, papyrus\n  when drafted: conspire\n}',
          duel=False, ruleset=AGORA),
    Entry("trigger_unprepared", "effects", "trigger any unprepared conspiracy",
          "The owner may trigger one of their Conspiracies that has no card under it (or none); it turns face up "
          "and does what it says at once. This is no turn's trigger: the one a turn allows is left.",
          'wonder "Curia Julia" {\n  cost wood, clay, stone, glass, papyrus\n  when built:\n'
          '    trigger any unprepared conspiracy\n    gain 6 coins\n    play again\n}', duel=False,
          ruleset=AGORA),
    Entry("deck_free", "effects", "build DECK cards free",
          "The owner builds the cards of that deck for nothing from now on, whatever they print or the rule "
          "pricing them says.",
          'progress "Corruption" {\n  always: build senator cards free\n}', duel=False, ruleset=AGORA),
    Entry("build_any_free", "effects", "build any COLOUR [or COLOUR ...] card free",
          "Every card of those colours that the owner builds from now on costs nothing: no resources, no "
          "coins. In 7 Wonders' Leaders the leaders are white cards, and recruiting one is building it.",
          'leader "Ramses" {\n  colour white\n  cost 5 coins\n  always: build any purple card free\n}', duel=False),
    Entry("draw_unused", "effects", "draw N unused COLOUR cards",
          "The owner draws N cards of that colour, face down, from those the deal left out of the game, in the "
          "order they were shuffled, into the hand that holds such cards; fewer if fewer are left. In 7 "
          "Wonders' Leaders the leaders are white cards and the leaders no player was dealt are drawn.",
          'wonder "Roma B" {\n  stage 1 {\n    cost clay, wood\n    when built: gain 5 coins\n'
          '    when built: draw 4 unused white cards\n  }\n}', duel=False),
    Entry("build_from_hand", "effects", "build N COLOUR card(s) from hand",
          "At once, the owner builds that many cards of that colour from the hand that holds them, paying "
          "their cost as the rules price it. In 7 Wonders' Leaders it is a leader recruited on the spot, "
          "out of the recruitment.",
          'wonder "Roma B" {\n  stage 2 {\n    cost loom, stone, clay\n    at end: 3 points\n'
          '    when built: build 1 white card from hand\n  }\n}', duel=False),
    Entry("redirect_piece", "effects", "redirect PIECE to winner",
          "A piece the owner would take for losing a conflict, a defeat token, goes to the neighbour who "
          "beat them instead; the winner still takes their victory token.",
          'leader "Tomyris" {\n  colour white\n'
          '  cost 4 coins\n  always: redirect defeat_token to winner\n}', duel=False),
    Entry("copy_ability", "effects", "copy [lasting] ability of COLOUR card from CITY [or CITY ...]",
          "When its part is built, the owner chooses one card of that colour standing in one of the cities "
          "named (no choice to make when only one stands there; nothing happens when none does) and from then "
          "on has the ability of that card as if they had built it: its when-built effects apply at once, its "
          "other effects from then on. The card stays in its city and keeps its ability for its builder; it "
          "is not one of the owner's cards, so nothing that counts the owner's cards counts it. In 7 Wonders' "
          "Leaders the Courtesans Guild copies a neighbour's leader so. With \"lasting\" the copy leaves out what "
          "the card does once, when built (its coins, its build from the discard pile), and keeps the rest; "
          "every copy of a ruleset is of the same kind, lasting or not.",
          'card "Courtesans Guild" {\n  colour purple\n  cost wood, clay, glass, loom\n'
          '  when built: copy ability of white card from left or right\n}', duel=False),
    Entry("bank_buy", "effects", "buy N resource from the bank for P coin each turn",
          "In each build (a card, a wonder stage, in a turn or in a round before an Age), the owner may buy up "
          "to N units of the resources the build still lacks from the bank instead of a neighbour, at P coins "
          "a unit paid to the bank; any of the seven resources, whether a neighbour makes it or not. A unit "
          "the city makes itself is never bought.",
          'leader "Bilkis" {\n  colour white\n'
          '  cost 4 coins\n  always: buy 1 resource from the bank for 1 coin each turn\n}', duel=False),
    Entry("take_age_piece", "effects", "take PIECE of the age",
          "The owner takes one piece of that kind worth what the Age being played makes it worth (in 7 Wonders "
          "a victory token: 1 point in Age I, 3 in Age II, 5 in Age III), though no conflict is fought; "
          "whatever waits for such a piece taken (whenever taking PIECE) hears it.",
          'leader "Nitocris" {\n  colour white\n  cost 2 coins\n  when built: take victory_token of the age\n}',
          duel=False),
    Entry("discard_every_piece", "effects", "discard every PIECE",
          "Every piece of that kind the owner holds leaves the game.",
          'leader "Telesilla" {\n  colour white\n  cost 3 coins\n  when built: discard every defeat_token\n}',
          duel=False),
    Entry("discard_chosen_piece", "effects", "CITY discard N PIECE",
          "Each player of the cities named discards N pieces of that kind of their own choice: a decision of "
          "theirs when the pieces they hold are not all worth the same, none when they are; a player holding "
          "fewer discards all they hold, one holding none nothing.",
          'leader "Telesilla" {\n  colour white\n  cost 3 coins\n  when built: others discard 1 victory_token\n}',
          duel=False),
    Entry("entomb", "effects", "entomb N COLOUR card(s) [from hand] for P points per coin",
          "When its part is built, the owner takes N cards of that colour standing in their own city, one at a "
          "time, and lays each under the board. The owner picks which when several could go (a decision of "
          "its own); with one it goes without a decision, with none nothing happens. A card laid there is no "
          "longer one of the city's cards: its ability ends from then on (its shields, symbols, discounts and "
          "points at the end), and nothing that counts the city's cards counts it. At the end of the game it "
          "scores P points for each coin of its cost, that cost as it stood when the card was laid there. In 7 "
          "Wonders' Leaders Abu Simbel so entombs a recruited leader, scored in the Leaders row. With \"from hand\" "
          "the card comes from the owner's hand of such cards instead, and its ability never works.",
          'wonder "Abu Simbel Night" {\n  always: produce papyrus\n  stage 1 {\n    cost 2 clay, loom\n'
          '    when built: entomb 1 white card for 2 points per coin\n  }\n}', duel=False),
    Entry("extra_symbol", "effects", "N extra science symbol(s) of the kind held most",
          "At the end, the owner gains N science symbols of the kind they hold most of. The kind is counted "
          "once the symbols of the owner's choice are chosen, all to the owner's best total; where kinds tie "
          "for most, the owner takes the one that scores best. A city holding no science symbol at all gains "
          "none.",
          'leader "Enheduanna" {\n  colour white\n'
          '  cost 4 coins\n  at end: 1 extra science symbol of the kind held most\n}', duel=False),
    Entry("change_symbol", "effects", "change N science symbol(s) to any kind",
          "At the end, the owner may change up to N of their science symbols, each into another kind, after "
          "every other symbol is counted (symbols of choice and extra ones included), to their best total. A "
          "city holding no science symbol has nothing to change.",
          'leader "Aganice" {\n  colour white\n'
          '  cost 1/2/3 coins by age\n  at end: change 1 science symbol to any kind\n}', duel=False),
    Entry("counted_age", "counts", "per age",
          "The number of the Age being played: 1 in Age I, 2 in Age II, 3 in Age III.",
          'decree "Green income" {\n  whenever any city builds green cards: gain 1 coin per age\n}',
          duel=False, ruleset=AGORA),
    Entry("counted_card_coins", "counts", "per coin on card",
          "The coins still lying on the component.",
          'divinity "Astarte" {\n  deck phoenician\n  when activated: gain 7 coins on card\n'
          '  at end: 1 point per coin on card\n}', duel=False, ruleset=PANTHEON),
    Entry("counted_tokens", "counts", "per KIND [or KIND ...] token",
          "The owner's tokens of the kinds named, added together.",
          'progress "Mysticism" {\n  at end: 2 points per mythology or offering token\n}', duel=False,
          ruleset=PANTHEON),
    Entry("counted_spaces", "counts", "per space",
          "The spaces the conflict pawn has just moved. Only under 'whenever pushing'.",
          'progress "Poliorcetics" {\n  whenever pushing: opponent loses 1 coin per space\n}', duel=False,
          ruleset=PANTHEON),
    Entry("target_divinities", "targets", "divinities",
          "Later activations of divinities.",
          'wonder "The Sanctuary" {\n  cost 2 stone, glass, papyrus\n  always: discount 2 coins on divinities\n}',
          duel=False, ruleset=PANTHEON),
)


def example_component(entry: Entry) -> str:
    """The entry's example as a whole component, ready to parse."""
    if entry.example.split(" ", 1)[0] in ("card", "wonder", "progress", "divinity", "decree", "token",
                                            "conspiracy", "leader"):
        return entry.example
    body = "\n".join("  " + line for line in entry.example.splitlines())
    return f'card "Example" {{\n{body}\n}}'


def entry(construct: str) -> Entry:
    for e in ENTRIES:
        if e.construct == construct:
            return e
    raise KeyError(construct)


@dataclass(frozen=True)
class ErrorCase:
    """A small faulty spec and what its error message means."""

    title: str
    explanation: str
    text: str


ERROR_CASES: tuple[ErrorCase, ...] = (
    ErrorCase("A misspelt word",
              "Every resource, colour, symbol and deck is checked against the game's vocabulary. When a known "
              "word is close, the message suggests it.",
              'card "Press" {\n  deck I\n  colour grey\n  cost 1 coin\n  always: produce papirus\n}'),
    ErrorCase("A missing brace",
              "A syntax error names the place and the words the parser would have accepted there. A "
              "missing closing brace is found at the end of the file.",
              'card "Press" {\n  deck I\n  colour grey\n  always: produce papyrus\n'),
    ErrorCase("An effect under the wrong trigger",
              "Each construct belongs under certain triggers: points are scored at the end, production is "
              "permanent, coins are gained at a moment.",
              'card "Library" {\n  deck II\n  colour green\n  when built: 2 points\n}'),
    ErrorCase("An unknown chain symbol",
              "Chain symbols are words of the game's vocabulary too. A known symbol that no card carries, or "
              "that no card is free with, is reported as a dangling chain.",
              'card "Library" {\n  deck II\n  colour green\n  free with boook\n  always: science quill\n}'),
    ErrorCase("Grouping something other than coins",
              "'per N' only makes sense for coins, which are counted in whole sets.",
              'card "Odd Guild" {\n  deck guild\n  colour purple\n  at end: 1 point per 2 yellow card\n}'),
    ErrorCase("A colour counted as a piece",
              "Cards of a colour are counted with the word 'card' after the colour.",
              'card "Odd Guild" {\n  deck guild\n  colour purple\n  at end: 1 point per yellow\n}'),
    ErrorCase("A card of the wrong colour for its deck",
              "A game may fix the colour of a deck: in Duel every guild is purple.",
              'card "Odd Guild" {\n  deck guild\n  colour blue\n  at end: 3 points\n}'),
    ErrorCase("A construct this game does not use",
              "The language is shared by the whole family; a construct another game needs is rejected when "
              "the Duel spec is compiled, because the Duel engine gives it no meaning.",
              'card "Odd" {\n  deck I\n  colour blue\n  when built: take 2 of 3 progress tokens from box\n}'),
    ErrorCase("A progress token with a cost",
              "Progress tokens are taken, never bought.",
              'progress "Odd" {\n  cost 2 coins\n  at end: 3 points\n}'),
)
