"""Render syntax trees as plain English, for the rules reference.

The renderer walks the same typed tree the compiler reads (:mod:`oracle.dsl.ast`): one renderer
per effect construct, one phrase per trigger, per kind of count (:class:`~oracle.dsl.ast.Counted`),
per kind of scope and per kind of target.  Nothing here knows a card by name: the text of every
card, wonder and progress token comes from its tree alone, so changing a component's DSL changes
its English.

:func:`missing_renderers` is the registry check: it names every construct of the language that
has no renderer (the test suite requires it to be empty).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from functools import singledispatch
from types import MappingProxyType
from typing import Any

from oracle.dsl import ast

# ---- words ----------------------------------------------------------------------------------

NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def word(name: ast.Name | str) -> str:
    """A vocabulary word as prose: ``water_drop`` -> ``water drop``."""
    return str(name).replace("_", " ")


def number(n: int) -> str:
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


def plural(n: int, singular: str, many: str | None = None) -> str:
    return f"{n} {singular if n == 1 else (many or singular + 's')}"


def join(items: Sequence[str], conjunction: str = "and") -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    items = list(items)
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + f" {conjunction} " + items[-1]


def units(amount: int, resource: ast.Name) -> str:
    """``1 wood``, ``2 stone``: resources are counted in units, without a plural."""
    return f"{amount} {word(resource)}"


def capitalise(text: str) -> str:
    return text[:1].upper() + text[1:]


# ---- triggers --------------------------------------------------------------------------------

# trigger -> the phrase a clause's sentence opens with
TRIGGER_ENGLISH: dict[str, str] = {
    "when_built": "When it is built",
    "when_taken": "When it is taken",
    "always": "As long as its owner has it",
    "at_end": "At the end of the game",
    "at_end_of_turn": "At the end of each of its owner's turns",
    "at_end_of_age": "At the end of each Age",
    "once_per_age": "Once in each Age, when its owner decides",
    "first_turn_of_age": "On the first turn of each Age",
    "last_turn_of_age": "On the last turn of each Age (the sixth; the card left over is not played on a turn)",
    "on_chain_build": "Each time its owner builds a card through a chain",
    "once_per_turn": "Once in each of its owner's turns, if they wish",
    "on_take": "Each time its owner takes a card",
    "on_stage_build": "Each time its owner builds a stage of their wonder",
    "when_activated": "When it is activated",
    "when_revealed": "When it is turned face up",
    "on_push": "Each time its owner's shields move the conflict pawn toward the opponent's capital",
    "when_drafted": "When it is picked in the wonder draft",
    "on_any_build": "Each time either player builds a card",
    "on_any_wonder": "Each time either player builds a wonder",
    "on_discard": "Each time its owner discards a card for coins",
    "when_gained": "Each time a player comes to hold it",
    "when_lost": "Each time a player stops holding it",
    "when_triggered": "When its owner triggers it, at the start of one of their turns",
    "on_card_build": "Each time its owner builds a card of some colour",
    "on_take_piece": "Each time its owner takes a piece",
    "on_buy": "Each time its owner buys resources from a neighbour",
    "on_bank_coins": "Each time the bank pays its owner coins (not a neighbour paying for resources)",
}


def trigger_english(clause: ast.Clause) -> str:
    """The phrase a clause's sentence opens with: its trigger, and 'once in each of its owner's
    turns' for a clause that applies once a turn."""
    if clause.trigger == "on_take":
        text = f"Each time its owner takes {taken_text(clause.taken)}"
    elif clause.trigger == "on_any_build":
        text = f"Each time either player builds {taken_text(clause.taken)}"
    elif clause.trigger == "on_card_build":
        text = f"Each time its owner builds {taken_text(clause.taken)}"
    elif clause.trigger == "on_take_piece":
        text = f"Each time its owner takes a {word(clause.taken[0])}"
    elif clause.trigger == "on_buy":
        text = f"Each time its owner buys resources from {city_player(clause.taken[0])}"
    else:
        text = TRIGGER_ENGLISH[clause.trigger]
    if clause.once:
        text += ", at most once in each of its owner's turns"
    return text


def taken_text(names: Sequence[ast.Name]) -> str:
    """``a wood or brick card``: the cards an ``on_take`` trigger waits for."""
    words = join([word(n) for n in names], "or")
    return f"{'an' if words[:1] in 'aeiou' else 'a'} {words} card"


# ---- targets: a class of builds ----------------------------------------------------------------

def _target_cards(t: ast.Target) -> str:
    return join([word(c) for c in t.colours], "or") + " card"


def _target_wonders(t: ast.Target) -> str:
    return _WORDING.get().get("wonder", "wonder")     # a game whose wonders are built a stage at a time says so


TARGET_ENGLISH: dict[str, Callable[[ast.Target], str]] = {
    "cards": _target_cards,
    "wonders": _target_wonders,
    "divinities": lambda t: "divinity",
}


def target_text(t: ast.Target) -> str:
    """The singular noun of a class of builds: ``red card``, ``blue or green card``, ``wonder``."""
    return TARGET_ENGLISH[t.kind](t)


# ---- counts: what a 'per' clause counts ----------------------------------------------------------

def _counted_cards(c: ast.Counted, every: int) -> tuple[str, str]:
    colours = [word(n) for n in c.names]
    return join(colours, "or") + " card", join(colours, "and") + " cards"


def _counted_sets(c: ast.Counted, every: int) -> tuple[str, str]:
    one = join([f"a {word(n)}" for n in c.names], "and")
    return f"complete set of {one} card", f"complete sets of {join([word(n) for n in c.names], 'and')} cards"


def _counted_wonders(c: ast.Counted, every: int) -> tuple[str, str]:
    return "wonder built", "wonders built"


def _counted_stages(c: ast.Counted, every: int) -> tuple[str, str]:
    return "wonder stage built", "wonder stages built"


def _counted_progress(c: ast.Counted, every: int) -> tuple[str, str]:
    return "progress token", "progress tokens"


def _counted_coins(c: ast.Counted, every: int) -> tuple[str, str]:
    return ("coin" if every == 1 else f"{number(every)} coins"), "coins"


def _counted_piece(c: ast.Counted, every: int) -> tuple[str, str]:
    name = word(c.names[0])
    return name, name + "s"


def _counted_icons(c: ast.Counted, every: int) -> tuple[str, str]:
    icon = word(c.names[0])
    return f"card showing the {icon} icon", f"cards showing the {icon} icon"


# counted kind -> (what one unit is, what is compared in "the city with the most ...")
COUNTED_ENGLISH: dict[str, Callable[[ast.Counted, int], tuple[str, str]]] = {
    "cards": _counted_cards,
    "sets": _counted_sets,
    "wonders": _counted_wonders,
    "stages": _counted_stages,
    "progress": _counted_progress,
    "coins": _counted_coins,
    "piece": _counted_piece,
    "icons": _counted_icons,
    "card_coins": lambda c, every: ("coin still lying on it", "coins lying on it"),
    "tokens": lambda c, every: (join([word(n).capitalize() for n in c.names], "or") + " token its owner holds",
                                "tokens"),
    "spaces": lambda c, every: ("space the pawn moved", "spaces"),
    "age": lambda c, every: ("step of the Age being played (1 in Age I, 2 in Age II, 3 in Age III)", "Ages"),
    "influence": lambda c, every: (f"Influence cube {city_player(c.names[0])} has in the Senate", "cubes"),
}
# counts that look at no city: their phrase says whose things they are
SCOPELESS_COUNTS = ("card_coins", "tokens", "spaces", "age", "influence")


# ---- scopes: which cities a count looks at --------------------------------------------------------

CITY_ENGLISH = {"own": "its owner's", "opponent": "the opponent's", "left": "the left neighbour's",
                "right": "the right neighbour's", "neighbours": "each neighbour's", "all": "every",
                "others": "every other"}
# who a relation names, as the subject of a sentence
CITY_PLAYER = {"own": "its owner", "opponent": "the opponent", "left": "the left neighbour",
               "right": "the right neighbour", "neighbours": "each neighbour", "all": "every player",
               "others": "every other player"}

# What a game's vocabulary says its effects mean ([vocabulary.wording]), for the text being made.
_WORDING: ContextVar[Mapping[str, str]] = ContextVar("wording", default=MappingProxyType({}))


@contextmanager
def wording(vocabulary_wording: Mapping[str, str]) -> Iterator[None]:
    """Render with a game's wording of its effects (``Vocabulary.wording``)."""
    token = _WORDING.set(MappingProxyType(dict(vocabulary_wording)))
    try:
        yield
    finally:
        _WORDING.reset(token)


def city_player(city: ast.Name) -> str:
    return CITY_PLAYER.get(city.value, f"the player of the {word(city)} city")


def city_text(city: ast.Name) -> str:
    return CITY_ENGLISH.get(city.value, f"the {word(city)}")


def _scope_cities(s: ast.Scope, most: str) -> str:
    cities = [city_text(c) for c in s.cities]
    if len(cities) == 1:
        return f"in {cities[0]} city"
    return f"in {join(cities)} cities together"


def _scope_most(s: ast.Scope, most: str) -> str:
    return f"in the city with the most {most} (either player's)"


SCOPE_ENGLISH: dict[str, Callable[[ast.Scope, str], str]] = {
    "cities": _scope_cities,
    "most": _scope_most,
}


def per_text(p: ast.Per) -> str:
    """``for each yellow card in its owner's city``."""
    one, most = COUNTED_ENGLISH[p.counted.kind](p.counted, p.every)
    lead = "for every" if p.counted.kind == "coins" and p.every != 1 else "for each"
    if p.counted.kind in SCOPELESS_COUNTS:
        return f"{lead} {one}"
    scope = p.effective_scope
    return f"{lead} {one} {SCOPE_ENGLISH[scope.kind](scope, most)}"


# ---- conditions --------------------------------------------------------------------------------------

CONDITION_ENGLISH = {"own wonder complete": "its owner's wonder is complete"}


def _many(c: ast.Counted, amount: int) -> str:
    """``one white card``, ``no defeat tokens``, ``more coins``: what a condition counts, that many."""
    one, many = COUNTED_ENGLISH[c.kind](c, 1)
    if c.kind == "cards":   # "yellow card" -> "yellow cards" (several colours: "yellow or red cards")
        many = one + "s"
    return one if amount == 1 else many


def _cities_each(cities: Sequence[ast.Name]) -> str:
    """``each of its owner's neighbours``, ``the left neighbour``: the cities a comparison looks at, one by one."""
    if sorted(c.value for c in cities) == ["left", "right"] or [c.value for c in cities] == ["neighbours"]:
        return "each of its owner's neighbours"
    players = [city_player(c) for c in cities]
    return players[0] if len(players) == 1 else f"each of {join(players)}"


def condition_text(c: ast.AnyCondition) -> str:
    """What a condition says: a named one (the game's words for it), or a test of a count of the owner's
    city (effect.more_than, effect.count_is)."""
    if isinstance(c, ast.MoreThan):
        return (f"its owner's city holds strictly more {_many(c.counted, 2)} than {_cities_each(c.cities)} "
                f"(a tie with any of them fails)")
    if isinstance(c, ast.CountIs):
        if c.amount == 0:
            return f"its owner's city holds no {_many(c.counted, 0)}"
        return f"its owner's city holds exactly {number(c.amount)} {_many(c.counted, c.amount)}"
    return CONDITION_ENGLISH.get(c.text, f"the condition '{c.text}' holds")


# ---- effects -------------------------------------------------------------------------------------------

@singledispatch
def effect_english(effect: ast.Effect) -> str:
    """One effect as an English clause (no capital, no full stop)."""
    raise TypeError(f"no English renderer for {type(effect).__name__}")


@effect_english.register
def _(e: ast.Produce) -> str:
    meaning = _WORDING.get().get("produce")
    if meaning is not None:
        return meaning.replace("{units}", units(e.amount, e.resource))
    return f"its owner's city produces {units(e.amount, e.resource)} on every turn"


@effect_english.register
def _(e: ast.ProduceChoice) -> str:
    return ("its owner's city produces, on every turn, one unit of "
            f"{join([word(o) for o in e.options], 'or')}, chosen afresh for each build")


@effect_english.register
def _(e: ast.ProduceAny) -> str:
    return "it stands for one unit of whichever resource its owner is missing"


@effect_english.register
def _(e: ast.TradeAt) -> str:
    resources = join([word(r) for r in e.resources])
    if e.cities:
        sellers = join([city_player(c) for c in e.cities])
        return f"its owner buys {resources} from {sellers} at {plural(e.price, 'coin')} a unit"
    return (f"its owner buys {resources} from the bank at {plural(e.price, 'coin')} a unit, whatever the "
            "opponent produces")


@effect_english.register
def _(e: ast.Science) -> str:
    return f"it shows the {word(e.symbol)} science symbol"


@effect_english.register
def _(e: ast.ScienceChoice) -> str:
    return f"it counts as one science symbol of its owner's choice: {join([word(o) for o in e.options], 'or')}"


@effect_english.register
def _(e: ast.Shields) -> str:
    meaning = _WORDING.get().get("shields")
    text = f"its owner gains {plural(e.amount, 'shield')}"
    return f"{text}, {meaning.replace('{spaces}', plural(e.amount, 'space'))}" if meaning else text


@effect_english.register
def _(e: ast.ExtraShields) -> str:
    return f"each {target_text(e.target)} its owner builds afterwards gives {plural(e.amount, 'extra shield')}"


@effect_english.register
def _(e: ast.ScienceSetBonus) -> str:
    return f"each set of different science symbols its owner scores is worth {plural(e.amount, 'victory point')} more"


@effect_english.register
def _(e: ast.Points) -> str:
    text = f"it is worth {plural(e.amount, 'victory point')}"
    return f"{text} {per_text(e.per)}" if e.per else text


@effect_english.register
def _(e: ast.PointsByCopies) -> str:
    tiers = [f"{plural(n, 'victory point')} to the owner of {number(i + 1)} "
             f"{'copy' if i == 0 else 'copies'}" for i, n in enumerate(e.amounts)]
    return f"it is worth {join(tiers, 'or')}, counted once for all the copies"


@effect_english.register
def _(e: ast.GainCoins) -> str:
    text = f"its owner takes {plural(e.amount, 'coin')} from the bank"
    return f"{text} {per_text(e.per)}" if e.per else text


@effect_english.register
def _(e: ast.OpponentLosesCoins) -> str:
    if e.per is not None:
        return (f"{city_player(e.city)} gives {plural(e.amount, 'coin')} back to the bank {per_text(e.per)}, "
                "never going below nothing")
    return (f"{city_player(e.city)} gives {plural(e.amount, 'coin')} back to the bank, or every coin they have "
            "if fewer")


@effect_english.register
def _(e: ast.PlayAgain) -> str:
    return "its owner plays another turn at once"


@effect_english.register
def _(e: ast.PlayLastCard) -> str:
    return "its owner may play the last card of each Age instead of discarding it"


@effect_english.register
def _(e: ast.GrantPlayAgain) -> str:
    return (f"each {target_text(e.target)} its owner builds afterwards gives another turn at once "
            "(never two for one build)")


@effect_english.register
def _(e: ast.Destroy) -> str:
    return (f"its owner picks one {word(e.colour)} card in {city_text(e.city)} city and puts it on the discard "
            f"pile, if {city_player(e.city)} has one")


@effect_english.register
def _(e: ast.TakeProgress) -> str:
    if e.draw == 0 and e.source.value == "card":   # the tokens its own 'draw ... progress tokens' laid on it
        return (f"its owner takes {number(e.keep)} of the progress tokens lying on it and applies "
                f"{'it' if e.keep == 1 else 'them'} at once; the others go back to the box")
    if e.draw == 0 and e.source.value == "box":    # every token of the box, seen by the owner alone
        return (f"its owner looks at every progress token in the box, unseen by the opponent, takes "
                f"{number(e.keep)} and applies {'it' if e.keep == 1 else 'them'} at once; the others stay there")
    if e.draw == 0:
        return (f"its owner takes {number(e.keep)} of the progress tokens on offer ({word(e.source)}) and "
                "applies it at once")
    drawn = plural(e.draw, "progress token")
    return (f"its owner draws {drawn} from the {word(e.source)}, keeps {number(e.keep)} and applies "
            "it at once; the rest leave the game unseen by the opponent")


@effect_english.register
def _(e: ast.TakePiece) -> str:
    return f"its owner takes the {word(e.piece)}"


# deck place -> the deck it names, seen from the owner
DECK_PLACE_ENGLISH = {"left": "the deck on their left", "right": "the deck on their right",
                      "central": "the central deck"}


def decks_text(d: ast.DeckChoice) -> str:
    if d.any:
        return "any deck on the table"
    return join([DECK_PLACE_ENGLISH.get(n.value, f"the {word(n)} deck") for n in d.places], "or")


@effect_english.register
def _(e: ast.TakeTop) -> str:
    choice = "" if not e.decks.any and len(e.decks.places) == 1 else " (their choice, among those that hold a card)"
    return f"its owner takes the top card of {decks_text(e.decks)}{choice}"


@effect_english.register
def _(e: ast.KeepFromTop) -> str:
    return (f"its owner picks {decks_text(e.decks)}, looks at its top {plural(e.look, 'card')}, keeps "
            f"{number(e.keep)} and shuffles the rest back into that deck")


@effect_english.register
def _(e: ast.Flip) -> str:
    return f"its owner turns over {plural(e.amount, word(e.piece) + ' token')} (fewer if fewer are left to turn)"


@effect_english.register
def _(e: ast.CountsAs) -> str:
    cards = plural(e.cards, f"{word(e.colour)} card")
    return f"in a payment, {cards} of its owner's {'counts' if e.cards == 1 else 'count'} as " \
           f"{plural(e.units, 'resource')} instead of one"


@effect_english.register
def _(e: ast.BuildWithAny) -> str:
    return "its owner may pay for a stage of their wonder with any resources, whether different or identical"


@effect_english.register
def _(e: ast.BuildFromDiscard) -> str:
    return "its owner builds one card of their choice from the discard pile for nothing, if the pile holds any"


@effect_english.register
def _(e: ast.BuildFree) -> str:
    return "its owner builds one card without paying its cost"


@effect_english.register
def _(e: ast.BuildFreeFirstOfColour) -> str:
    return ("its owner builds without paying its cost any card of a colour their city holds no card of yet "
            "(structures only, not wonder stages)")


@effect_english.register
def _(e: ast.Discount) -> str:
    return (f"each {target_text(e.target)} its owner builds afterwards costs {plural(e.amount, 'resource unit')} "
            "less, the owner choosing which units")


@effect_english.register
def _(e: ast.ReceiveOpponentTrade) -> str:
    return (f"whenever {city_player(e.city)} pays the bank for resources, its owner takes the same number of "
            "coins from the bank")


@effect_english.register
def _(e: ast.CopyCard) -> str:
    cities = join([city_text(c) for c in e.cities], "or")
    return (f"its owner copies one {word(e.colour)} card built in {cities} city and scores it as if it were in "
            "their own city; nothing changes for the player who built it")


@effect_english.register
def _(e: ast.PointsBySet) -> str:
    tiers = [f"{plural(n, 'victory point')} for {number(i + 1)}" for i, n in enumerate(e.amounts)]
    return f"its owner's {word(e.deck)} cards together are worth {join(tiers, 'or')}, counted once"


@effect_english.register
def _(e: ast.GainCoinsOnCard) -> str:
    return (f"its owner takes {plural(e.amount, 'coin')} from the bank and lays them on it: they may be spent "
            "once the treasury is empty, and no effect can take them")


@effect_english.register
def _(e: ast.DrawProgress) -> str:
    verb = "is" if e.amount == 1 else "are"
    return (f"{plural(e.amount, 'progress token')} {verb} drawn at random from the {word(e.source)} and laid face "
            "up on it")


@effect_english.register
def _(e: ast.StealCard) -> str:
    colours = join([word(c) for c in e.colours], "or")
    return (f"its owner picks one {colours} card in {city_text(e.city)} city, if there is one, and moves it into "
            "their own city; it is moved, not built")


@effect_english.register
def _(e: ast.StealWonder) -> str:
    return f"its owner picks one of {city_text(e.city)} unbuilt wonders, if there is one, and makes it their own"


@effect_english.register
def _(e: ast.CopyScience) -> str:
    return (f"its owner picks one {word(e.colour)} card in {city_text(e.city)} city, if there is one: from then on "
            f"it shows that card's science symbol for its owner, and {city_player(e.city)} keeps the card and its "
            "symbol")


@effect_english.register
def _(e: ast.DiscardFromStructure) -> str:
    return ("its owner picks any card still in the Age's structure, face up or face down, covered or not, and puts "
            "it on the discard pile; a token lying on it leaves the game")


@effect_english.register
def _(e: ast.UnbuildWonder) -> str:
    cities = join(["its owner's own" if c.value == "own" else city_text(c) for c in e.cities], "or")
    return (f"its owner picks a built wonder in {cities} city: the card under it goes to the discard pile and the "
            "wonder is unbuilt; what it gave when built stays, its points and lasting effects are lost, and it may "
            "be built again")


@effect_english.register
def _(e: ast.BuildWonderFromDiscard) -> str:
    return ("its owner builds one of their unbuilt wonders for nothing, tucking under it a card of their choice "
            "from the discard pile, if both exist")


@effect_english.register
def _(e: ast.PlaceBlocker) -> str:
    return ("its owner puts a blocker on any space of the military track but the conflict pawn's: the next time "
            "the pawn would enter that space it stops on the space before, the rest of that move is lost, and the "
            "blocker leaves the game")


@effect_english.register
def _(e: ast.DiscardTokens) -> str:
    them = "it" if e.amount == 1 else "them"
    return (f"its owner removes {plural(e.amount, word(e.piece) + ' token')} of their choice from the game, "
            f"from either side, without applying {them}")


@effect_english.register
def _(e: ast.Loot) -> str:
    them, they = ("it", "it then leaves") if e.amount == 1 else ("them", "they then leave")
    return (f"its owner picks {plural(e.amount, word(e.piece) + ' token')} still in play, on either side, and "
            f"applies {them} against {city_player(e.city)}, whichever side it lies on; {they} the game")


@effect_english.register
def _(e: ast.ChainPrice) -> str:
    return (f"every card that can be built through a chain costs its owner at most {plural(e.coins, 'coin')} when "
            "their city lacks the chain symbol; such a build is not a chain build")


@effect_english.register
def _(e: ast.DiscountCoins) -> str:
    if e.target.kind == "divinities":
        return f"activating a divinity costs its owner {plural(e.amount, 'coin')} less, never less than nothing"
    if e.cities:
        who = join([city_player(c) for c in e.cities], "or")
        return (f"each {target_text(e.target)} {who} builds afterwards costs them {plural(e.amount, 'coin')} "
                "less, never less than nothing")
    return (f"each {target_text(e.target)} its owner builds afterwards costs {plural(e.amount, 'coin')} less, "
            "never less than nothing")


@effect_english.register
def _(e: ast.Invoke) -> str:
    if e.source == "tops":
        return ("the top divinity of each mythology deck is shown; its owner activates one of them for nothing, "
                "and the others stay where they were")
    return ("its owner picks a mythology deck, looks at all its divinities, activates one for nothing and puts "
            "the others back in the order they choose")


@effect_english.register
def _(e: ast.PlaceInfluence) -> str:
    where = "the Senate" if e.section is None else f"the Senate's {word(e.section)} section"
    each = "" if e.amount == 1 else ", each"
    return (f"its owner puts {plural(e.amount, 'Influence cube')} of their supply{each} into a Chamber of {where} "
            "of their choice, as long as their supply lasts")


@effect_english.register
def _(e: ast.MoveInfluence) -> str:
    if e.amount == 1:
        return "its owner may move one of their Influence cubes from its Chamber into an adjacent one"
    return (f"its owner may move up to {e.amount} of their Influence cubes, each from its Chamber into an adjacent "
            "one")


@effect_english.register
def _(e: ast.RemoveInfluence) -> str:
    return (f"its owner takes {plural(e.amount, 'Influence cube')} of {city_player(e.city)} out of the Senate, "
            "back to that player's supply, as long as any is there")


@effect_english.register
def _(e: ast.SenateActions) -> str:
    return ("its owner takes one, two or three Senate actions as their blue cards allow, each putting a cube of "
            f"their supply into a Chamber of the Senate's {word(e.section)} section or moving one of their cubes "
            "into an adjacent Chamber; any of them may be left unused")


@effect_english.register
def _(e: ast.ShieldsTo) -> str:
    return (f"{city_player(e.city)} gains {plural(e.amount, 'shield')}, moving the conflict pawn "
            f"{plural(e.amount, 'space')} toward its owner's capital")


@effect_english.register
def _(e: ast.DiscountEither) -> str:
    return (f"each {target_text(e.target)} its owner builds afterwards costs either "
            f"{plural(e.amount, 'resource unit')} less or none of its printed coins, whichever leaves less to pay")


@effect_english.register
def _(e: ast.TradeCheaper) -> str:
    return (f"each unit of {join([word(r) for r in e.resources], 'or')} its owner buys from the bank costs "
            f"{plural(e.amount, 'coin')} less, never less than 1 coin")


@effect_english.register
def _(e: ast.ChainFrom) -> str:
    return (f"the chain symbols of {city_text(e.city)} cards build its owner's cards and wonders for nothing, "
            "as the owner's own symbols do")


@effect_english.register
def _(e: ast.DeckFree) -> str:
    return f"its owner builds the cards of deck {word(e.deck)} for nothing"


@effect_english.register
def _(e: ast.BuildAnyFree) -> str:
    words = join([word(n) for n in e.names], "or")
    return f"each {words} card its owner builds costs them nothing, neither resources nor coins"


@effect_english.register
def _(e: ast.DrawUnused) -> str:
    return (f"its owner draws {plural(e.amount, word(e.colour) + ' card')} from those the deal left out of the "
            "game, unseen by the others, into the hand that holds such cards")


@effect_english.register
def _(e: ast.BuildFromHand) -> str:
    return (f"its owner at once builds {plural(e.amount, word(e.colour) + ' card')} from the hand that holds "
            "such cards, paying the cost")


@effect_english.register
def _(e: ast.RedirectPiece) -> str:
    return (f"a {word(e.piece)} its owner would take for losing a conflict goes to the player who beat them "
            f"instead")


@effect_english.register
def _(e: ast.PointsPerPair) -> str:
    return (f"it is worth, for each pair of its owner's {word(e.piece)}s of the same value, that value in "
            "victory points (one left without its pair adds nothing)")


@effect_english.register
def _(e: ast.CopyAbility) -> str:
    cities = join([city_text(c) for c in e.cities], "or")
    once = ("only what lasts of it: what the card does once, when built, the copy never does" if e.lasting
            else "its once-only effect at once")
    return (f"its owner chooses one {word(e.colour)} card standing in {cities} city and from then on has its "
            f"ability as if they had built it, {once}; the card stays where it is, keeps "
            "its ability for its builder, and is not one of the owner's cards")


@effect_english.register
def _(e: ast.TakeAgePiece) -> str:
    return (f"its owner takes a {word(e.piece)} worth what the Age being played makes it worth, with no conflict "
            "fought; it counts as taken for whatever waits for one")


@effect_english.register
def _(e: ast.DiscardEveryPiece) -> str:
    return f"its owner discards every {word(e.piece)} they hold"


@effect_english.register
def _(e: ast.DiscardChosenPiece) -> str:
    what = f"a {word(e.piece)}" if e.amount == 1 else f"{e.amount} {word(e.piece)}s"
    return (f"each player of {city_text(e.cities)} city discards {what} of their own choice (nothing when they "
            "hold none; no choice when those they hold are all alike)")


@effect_english.register
def _(e: ast.BankBuy) -> str:
    units = "one unit" if e.units == 1 else f"up to {e.units} units"
    return (f"in each of its owner's builds, {units} of any resource the build still lacks may be bought from the "
            f"bank for {plural(e.price, 'coin')} each, paid to the bank")


@effect_english.register
def _(e: ast.Entomb) -> str:
    which = "one" if e.amount == 1 else str(e.amount)
    cards = f"{which} {word(e.colour)} {'card' if e.amount == 1 else 'cards'}"
    if e.from_hand:
        return (f"its owner takes {cards} from the hand that holds such cards, one at a time, and lays "
                f"{'it' if e.amount == 1 else 'each'} under the board: never one of the city's cards, its ability "
                f"never works, and at the end of the game it is worth {plural(e.points, 'point')} for each coin "
                "of its cost as it stood then; with no such card in the hand, nothing happens")
    return (f"its owner takes {cards} standing in their "
            f"city, one at a time, and lays {'it' if e.amount == 1 else 'each'} under the board: no longer one "
            f"of the city's cards, its ability ends, and at the end of the game it is worth "
            f"{plural(e.points, 'point')} for each coin of its cost as it stood then; with no such card in the "
            "city, nothing happens")


@effect_english.register
def _(e: ast.ExtraSymbol) -> str:
    gained = "one more science symbol" if e.amount == 1 else f"{number(e.amount)} more science symbols"
    return (f"its owner gains {gained} of the kind they hold most of, counted once their symbols of choice are "
            "chosen (of kinds tied for most, the one that scores best); a city holding no science symbol gains "
            "none")


@effect_english.register
def _(e: ast.ChangeSymbol) -> str:
    which = "one of their science symbols" if e.amount == 1 else f"up to {number(e.amount)} of their science symbols"
    return (f"its owner may change {which} into another kind, after every other symbol is counted, so as to "
            "score best")


@effect_english.register
def _(e: ast.ConspiratorAction) -> str:
    return ("its owner either puts a cube of their supply into any Chamber of the Senate or conspires: draws the "
            "top two Conspiracies, keeps one face down and puts the other back on top of the deck or under it")


@effect_english.register
def _(e: ast.ConspiratorReplay) -> str:
    return "each time its owner recruits a Conspirator, they take another turn after its action"


@effect_english.register
def _(e: ast.BuildTopRow) -> str:
    return ("its owner builds for nothing a Building of their choice lying in the top row of the structure, the "
            "row taken last, whether other cards still cover it or not, if one lies there")


@effect_english.register
def _(e: ast.BuildSetAside) -> str:
    return ("its owner looks, without showing them, at the Age cards left out of the game at setup, those of the "
            "current Age and of every Age before it, and builds one of them for nothing")


@effect_english.register
def _(e: ast.RemoveWonder) -> str:
    return (f"its owner picks a wonder {city_player(e.city)} has built, if any: it leaves the game and the card "
            "under it goes to the discard pile; its points and lasting effects are lost, what it gave when built "
            "is kept, and it no longer counts toward the cap")


@effect_english.register
def _(e: ast.SwapCard) -> str:
    colours = join([word(c) for c in e.colours], "or")
    return (f"its owner takes a {colours} card from the city of {city_player(e.city)} and gives back one of their "
            "own cards of the same colour, if both have one; neither card is built, and what each shows moves "
            "with it")


@effect_english.register
def _(e: ast.LockProgress) -> str:
    return ("its owner takes a progress token of their choice, from the board, the opponent's city or the box, and "
            "lays it face down on this component: nobody uses it for the rest of the game, and an owner loses what "
            "it gave for as long as it was held (what it gave at once is kept)")


@effect_english.register
def _(e: ast.DiscardAccessible) -> str:
    owed = "one accessible card" if e.least == 1 else f"{number(e.least)} accessible cards"
    more = e.most - e.least
    then = "" if not more else (", then may discard another" if more == 1 else f", then up to {number(more)} more")
    return (f"its owner discards {owed} of the structure{then}, one at a time: nobody gains coins for them, and "
            "a card they uncover turns face up at once")


@effect_english.register
def _(e: ast.MoveDecree) -> str:
    return ("its owner takes the Decree on top of any Chamber of the Senate, face up or down, and lays it under the "
            "Decree of another Chamber: from then on it works for that Chamber's controller, and it turns face up "
            "if a cube lies there")


@effect_english.register
def _(e: ast.Conspire) -> str:
    return ("its owner conspires: they draw the top two Conspiracies, keep one face down and put the other back on "
            "top of the deck or under it")


@effect_english.register
def _(e: ast.TriggerUnprepared) -> str:
    return ("its owner may trigger one of their Conspiracies that has no card under it, which does what it says at "
            "once")


@effect_english.register
def _(e: ast.TakeHalfCoins) -> str:
    return (f"its owner takes half the coins {city_player(e.city)} holds, rounded up in the owner's favour, "
            "from that treasury into their own")


@effect_english.register
def _(e: ast.KeepBoth) -> str:
    return "when its owner conspires, they keep both Conspiracies drawn"


@effect_english.register
def _(e: ast.SenateBonus) -> str:
    return (f"when its owner's Senate actions for a Politician are counted, {number(e.amount)} cards more than "
            "their city holds of the counted colour are counted")


@effect_english.register
def _(e: ast.Conditional) -> str:
    if e.otherwise_nothing:
        return f"{effect_english(e.then)} if {condition_text(e.condition)}, and nothing otherwise"
    return f"{effect_english(e.then)} if {condition_text(e.condition)}, otherwise {effect_english(e.otherwise)}"


# ---- costs, clauses and components ------------------------------------------------------------------

def cost_english(cost: ast.Cost | None) -> str:
    """``free``, ``3 coins``, ``2 clay and 1 papyrus``."""
    if cost is None:
        return "free"
    if cost.mix == "different":
        return f"{plural(cost.units, 'resource')}, all different"
    if cost.mix == "identical":
        return f"{plural(cost.units, 'resource')}, all identical"
    parts = [plural(cost.coins, "coin")] if cost.coins else []
    if cost.by_age:
        parts.append(join([f"{plural(n, 'coin')} in Age {'I' * (i + 1) if i < 3 else i + 1}"
                           for i, n in enumerate(cost.by_age)]))
    parts += [units(r.amount, r.resource) for r in cost.resources]
    return join(parts) if parts else "free"


def clause_english(clause: ast.Clause) -> str:
    """A clause as one sentence: its trigger phrase, then its effects in order."""
    effects = [effect_english(e) for e in clause.effects]
    if len(effects) == 1:
        return f"{trigger_english(clause)}, {effects[0]}."
    return f"{trigger_english(clause)}, in this order: " + "; ".join(effects[:-1]) + f"; then {effects[-1]}."


def free_with_english(symbols: Sequence[ast.Name]) -> str:
    names = join([f"the {word(s)}" for s in symbols], "or")
    return f"A player whose city already carries {names} chain symbol builds it for nothing."


def chains_english(symbols: Sequence[ast.Name]) -> str:
    names = join([f"the {word(s)}" for s in symbols])
    noun = "chain symbol" if len(symbols) == 1 else "chain symbols"
    return f"It carries {names} {noun}, which lets its owner build later cards that need it for nothing."


def icons_english(icons: Sequence[ast.Name]) -> str:
    return f"It shows the {join([word(i) for i in icons])} {'icon' if len(icons) == 1 else 'icons'}."


KIND_ENGLISH = {"card": "card", "wonder": "wonder", "progress": "progress token", "divinity": "divinity",
                "decree": "Decree", "token": "military token", "conspiracy": "Conspiracy",
                "leader": "leader"}


def facts_english(c: ast.Component) -> list[str]:
    """What a component is and costs: ``A blue card of deck II.``, ``It costs 2 clay.``"""
    what = KIND_ENGLISH.get(c.kind, c.kind)
    if c.kind == "divinity":
        of = f"of the {capitalise(word(c.deck))} mythology" if c.deck is not None else "of no mythology deck"
        return [f"A divinity {of}, activated from the Pantheon, never built."]
    if c.kind == "decree":
        return ["A Decree of the Senate, never built: it works for the player controlling its Chamber."]
    if c.kind == "conspiracy":
        return ["A Conspiracy: drawn when its owner conspires and kept face down until it is prepared and "
                "triggered."]
    if c.kind == "leader":
        price = cost_english(c.cost) if c.cost is not None and c.cost.by_age else None
        cost = c.cost.coins if c.cost is not None else 0
        return [f"A leader: a white card, recruited into the city for "
                f"{price or f'{cost} coin' + 's' * (cost != 1)} (never for resources)."]
    if c.kind == "token":
        return ["A military token on the conflict track: it is taken by the player whose shields move the "
                "pawn into its zone."]
    if c.colour is not None:
        what = f"{word(c.colour)} {what}"
    article = "An" if what[:1] in "aeiou" else "A"
    sentences = [f"{article} {what}" + (f" of deck {word(c.deck)}." if c.deck is not None else ".")]
    if c.cost is None and c.stages:
        pass   # each stage says what it costs
    elif c.cost is None and c.kind != "progress" and "no_cost" in _WORDING.get():
        sentences.append(_WORDING.get()["no_cost"])
    elif c.cost is not None or c.kind != "progress":
        sentences.append(f"It costs {cost_english(c.cost)}." if cost_english(c.cost) != "free"
                         else "It costs nothing.")
    return sentences


def component_english(c: ast.Component, facts: bool = False, vocabulary: Any = None) -> list[str]:
    """The rules text of a component: one sentence per clause, then its chain facts.

    With ``facts`` the text opens with what the component is and what it costs
    (:func:`facts_english`); component pages show those apart.  With the game's ``vocabulary``
    its effects are worded as that game means them (a Duel shield moves the conflict pawn).
    """
    if vocabulary is not None:
        with wording(vocabulary.wording):
            return component_english(c, facts)
    body = [clause_english(clause) for clause in c.clauses]
    for stage in c.stages:
        cost = f" (cost: {cost_english(stage.cost)})" if stage.cost is not None else ""
        inner = " ".join(clause_english(clause) for clause in stage.clauses) or "It has no effect."
        if stage.rests_on:
            inner = (f"It rests on {'stage' if len(stage.rests_on) == 1 else 'stages'} "
                     f"{join([str(n) for n in stage.rests_on])}. {inner}")
        body.append(f"Stage {stage.number}{cost}: {inner}")
    if c.free_with:
        body.append(free_with_english(c.free_with))
    if c.chains:
        body.append(chains_english(c.chains))
    if c.icons:
        body.append(icons_english(c.icons))
    if not body:
        body.append("It has no effect of its own.")
    return (facts_english(c) if facts else []) + body


# ---- the registry check ------------------------------------------------------------------------------

def missing_renderers() -> list[str]:
    """Every construct of the language without an English renderer (empty when the renderer is total)."""
    missing = [f"effect {t.construct}" for t in ast.EFFECT_TYPES
               if effect_english.dispatch(t) is effect_english.dispatch(object)]
    missing += [f"trigger {t}" for t in ast.TRIGGERS if t not in TRIGGER_ENGLISH]
    missing += [f"count {k}" for k in COUNTED_KINDS if k not in COUNTED_ENGLISH]
    missing += [f"scope {k}" for k in SCOPE_KINDS if k not in SCOPE_ENGLISH]
    missing += [f"target {k}" for k in TARGET_KINDS if k not in TARGET_ENGLISH]
    return missing


# the kinds the parser builds (see oracle.dsl.parser)
COUNTED_KINDS = ("cards", "wonders", "stages", "progress", "coins", "piece", "icons", "card_coins", "tokens", "spaces",
                 "age", "sets")
SCOPE_KINDS = ("cities", "most")
TARGET_KINDS = ("cards", "wonders", "divinities")
