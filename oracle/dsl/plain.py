"""Render syntax trees as short, second-person rules text, the way a rulebook prints it.

:mod:`oracle.dsl.english` words a component descriptively ("As long as its owner has it, its
owner's city produces 1 wood on every turn."); this module words the same tree briefly and to the
player.  It speaks in one of two voices, the game's choice (``voice`` in ``[vocabulary.plain]``): the
card voice, terse as a printed card ("Produces 1 wood.", "When built: take 4 coins."), and the player
voice, sentences that open with the player ("You produce 1 wood each turn.", "When you build it, take
4 coins."), in the game's own words (``[vocabulary.plain]``: a yellow card read as a gold card, what a
shield or a science symbol means).  Like the descriptive renderer it walks
the typed tree (:mod:`oracle.dsl.ast`) with one renderer per effect construct, and knows no
component by name: what it needs from the rest of the game (the names of chain partners, the
components that add shields to later builds) is passed in, computed from the trees by
:func:`chain_names` and :func:`shield_bonuses`.

:func:`missing_plain_renderers` is the registry check (the test suite requires it to be empty).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import singledispatch
from typing import Any

from oracle.dsl import ast
from oracle.dsl.english import (
    COUNTED_KINDS,
    SCOPE_KINDS,
    TARGET_KINDS,
    capitalise,
    cost_english,
    join,
    number,
    plural,
    target_text,
    units,
    word,
)

# ---- what the renderer needs from the rest of the game ----------------------------------------


@dataclass(frozen=True)
class ChainNames:
    """Chain symbol -> the names of the components that carry it (``carriers``) and of those it
    frees (``freed``): a chain's partners are named rather than its symbol alone."""

    carriers: Mapping[str, Sequence[str]] = field(default_factory=dict)
    freed: Mapping[str, Sequence[str]] = field(default_factory=dict)


def chain_names(components: Iterable[ast.Component]) -> ChainNames:
    """The chain partners of every symbol among ``components`` (the ``chain`` / ``free with`` lines)."""
    carriers: dict[str, list[str]] = {}
    freed: dict[str, list[str]] = {}
    for c in components:
        for s in c.chains:
            carriers.setdefault(s.value, []).append(c.name)
        for s in c.free_with:
            freed.setdefault(s.value, []).append(c.name)
    return ChainNames(carriers, freed)


def shield_bonuses(components: Iterable[ast.Component]) -> tuple[tuple[str, ast.ExtraShields], ...]:
    """Every ``extra_shields`` effect among ``components``, with the name of its component: what a
    shield line mentions as a possible bonus ("3 with Strategy")."""
    return tuple((c.name, e) for c in components for clause in c.clauses for e in clause.effects
                 if isinstance(e, ast.ExtraShields))


@dataclass(frozen=True)
class _Context:
    component: ast.Component | None = None
    wording: Mapping[str, str] = field(default_factory=dict)
    bonuses: tuple[tuple[str, ast.ExtraShields], ...] = ()
    plain: Mapping[str, str] = field(default_factory=dict)        # [vocabulary.plain]
    icon_lines: Mapping[str, str] = field(default_factory=dict)   # [vocabulary.plain.icons]
    icons: frozenset[str] = frozenset()                           # the game's icons

    @property
    def player(self) -> bool:
        """Whether the text speaks in the player voice (``voice = "player"``)."""
        return self.plain.get("voice") == "player"


_CONTEXT: ContextVar[_Context] = ContextVar("plain_context")
_NO_CONTEXT = _Context()


def _context() -> _Context:
    """What the component being rendered needs (nothing known outside :func:`plain_english`)."""
    return _CONTEXT.get(_NO_CONTEXT)


@contextmanager
def _rendering(context: _Context) -> Iterator[None]:
    token = _CONTEXT.set(context)
    try:
        yield
    finally:
        _CONTEXT.reset(token)


def _player() -> bool:
    return _context().player


def pw(name: ast.Name | str) -> str:
    """The word a player reads for a vocabulary word (``[vocabulary.plain]``; else the word itself)."""
    return _context().plain.get(str(name), word(name))


def _stage() -> str:
    """The game's name for a part of a wonder built on its own (``stage``, Architects' ``piece``)."""
    return _context().plain.get("stage", "stage")


_OWNER_VERB = re.compile(r"\bits owner (\w+?)s\b")


def second_person(text: str) -> str:
    """A game's descriptive wording (``[vocabulary.wording]``) turned to the player: ``its owner
    holds`` -> ``you hold``, ``the opponent's`` -> ``your opponent's``, ``moving`` -> ``move``."""
    text = _OWNER_VERB.sub(r"you \1", text)
    text = text.replace("its owner's", "your").replace("its owner", "you")
    text = text.replace("the opponent's", "your opponent's").replace("the opponent", "your opponent")
    text = text.replace("the neighbours", "your neighbours")
    return re.sub(r"^moving\b", "move", text)


# ---- triggers -----------------------------------------------------------------------------------

# trigger -> the label a clause opens with ("" for continuous effects, which need none)
TRIGGER_PLAIN: dict[str, str] = {
    "when_built": "When built",
    "when_taken": "When taken",
    "always": "",
    "at_end": "At game end",
    "at_end_of_turn": "At the end of each of your turns",
    "at_end_of_age": "At the end of each Age",
    "once_per_age": "Once per Age, when you choose",
    "first_turn_of_age": "On the first turn of each Age",
    "last_turn_of_age": "On the last turn of each Age",
    "on_chain_build": "Each time you build a card through a chain",
    "once_per_turn": "Once per turn, if you wish",
    "on_take": "Each time you take a card",
    "on_stage_build": "Each time you build a wonder stage",
    "when_activated": "When activated",
    "when_revealed": "When revealed",
    "when_drafted": "When drafted",
    "on_push": "Each time your shields push the conflict pawn",
    "on_any_build": "Each time a player builds a card",
    "on_any_wonder": "Each time a player builds a wonder",
    "on_discard": "Each time you discard a card for coins",
    "when_gained": "When you take control of it",
    "when_lost": "When you lose control of it",
    "when_triggered": "When triggered",
    "on_card_build": "Each time you build a card of some colour",
    "on_take_piece": "Each time you take a piece",
    "on_buy": "Each time you buy resources from a neighbour",
    "on_bank_coins": "Each time the bank pays you coins",
}


# trigger -> the phrase a clause opens with in the player voice ("" for continuous effects)
TRIGGER_PLAYER: dict[str, str] = {
    "when_built": "When you build it",
    "when_taken": "When you take it",
    "always": "",
    "at_end": "At the end of the game",
    "at_end_of_turn": "At the end of each of your turns",
    "at_end_of_age": "At the end of each Age",
    "once_per_age": "Once per Age",
    "first_turn_of_age": "On the first turn of each Age",
    "last_turn_of_age": "On the last turn of each Age",
    "on_chain_build": "Each time you build a card through a chain",
    "once_per_turn": "Once a turn",
    "on_take": "Each time you take {taken}",
    "on_stage_build": "Each time you build a wonder {stage}",
    "when_activated": "When you activate it",
    "when_revealed": "When it is turned face up",
    "on_push": "Each time your shields push the conflict pawn toward your opponent's capital",
    "when_drafted": "When you draft it",
    "on_any_build": "Each time you or your opponent build {taken}",
    "on_any_wonder": "Each time you or your opponent build a wonder",
    "on_discard": "Each time you discard a card for coins",
    "when_gained": "When you take control of it",
    "when_lost": "When you lose control of it",
    "when_triggered": "When you trigger it",
    "on_card_build": "Each time you build {taken}",
    "on_take_piece": "Each time you take a {piece}",
    "on_buy": "Each time you buy resources from {seller}",
    "on_bank_coins": "Each time the bank pays you coins",
}


def taken_player(names: Sequence[ast.Name]) -> str:
    """``a wood or brick card``, ``a card showing horns``: the cards an ``on_take`` trigger waits for."""
    icons = [pw(n) for n in names if n.value in _context().icons]
    others = [pw(n) for n in names if n.value not in _context().icons]
    parts = []
    if others:
        words = join(others, "or")
        parts.append(f"{'an' if words[:1] in 'aeiou' else 'a'} {words} card")
    if icons:
        parts.append(f"a card showing {join(icons, 'or')}")
    return join(parts, "or")


def trigger_player(clause: ast.Clause) -> str:
    """The phrase a clause opens with in the player voice; a clause that applies once a turn opens
    with that ('Once a turn, when you take a wood card')."""
    first = clause.taken[0] if clause.taken else None
    text = TRIGGER_PLAYER[clause.trigger].format(taken=taken_player(clause.taken), stage=_stage(),
                                                 piece=pw(first) if first is not None else "",
                                                 seller=player_plain(first) if first is not None else "")
    if clause.once:
        text = f"Once a turn, {text[:1].lower()}{text[1:]}" if text else "Once a turn"
        text = text.replace(", each time ", ", when ")
    return text


def trigger_plain(clause: ast.Clause) -> str:
    """The label of a clause's trigger (rule: the trigger of the clause), with 'once per turn'."""
    if _player():
        return trigger_player(clause)
    if clause.trigger == "on_take":
        words = join([word(n) for n in clause.taken], "or")
        text = f"Each time you take {'an' if words[:1] in 'aeiou' else 'a'} {words} card"
    elif clause.trigger == "on_any_build":
        words = join([word(n) for n in clause.taken], "or")
        text = f"Each time a player builds {'an' if words[:1] in 'aeiou' else 'a'} {words} card"
    elif clause.trigger == "on_card_build":
        words = join([pw(n) for n in clause.taken], "or")
        text = f"Each time you build {'an' if words[:1] in 'aeiou' else 'a'} {words} card"
    elif clause.trigger == "on_take_piece":
        text = f"Each time you take a {pw(clause.taken[0])}"
    elif clause.trigger == "on_buy":
        text = f"Each time you buy resources from {player_plain(clause.taken[0])}"
    else:
        text = TRIGGER_PLAIN[clause.trigger]
    if clause.once:
        text = f"{text}, once per turn" if text else "Once per turn"
    return text


# ---- cities, counts, conditions --------------------------------------------------------------------

CITY_PLAIN = {"own": "your", "opponent": "your opponent's", "left": "your left neighbour's",
              "right": "your right neighbour's", "neighbours": "each neighbour's", "all": "every",
              "others": "every other"}
PLAYER_PLAIN = {"own": "you", "opponent": "your opponent", "left": "your left neighbour",
                "right": "your right neighbour", "neighbours": "each neighbour", "all": "every player",
                "others": "every other player"}


def city_plain(city: ast.Name) -> str:
    return CITY_PLAIN.get(city.value, f"the {word(city)}")


def player_plain(city: ast.Name) -> str:
    return PLAYER_PLAIN.get(city.value, f"the player of the {word(city)} city")


def _counted_cards(c: ast.Counted, every: int) -> tuple[str, str]:
    colours = [word(n) for n in c.names]
    return join(colours, "or") + " card", join(colours, "and") + " cards"


def _counted_coins(c: ast.Counted, every: int) -> tuple[str, str]:
    return ("coin" if every == 1 else f"{number(every)} coins"), "coins"


def _counted_icons(c: ast.Counted, every: int) -> tuple[str, str]:
    icon = word(c.names[0])
    return f"card showing the {icon} icon", f"cards showing the {icon} icon"


# counted kind -> (one unit, what "the city with the most ..." compares)
COUNTED_PLAIN: dict[str, Callable[[ast.Counted, int], tuple[str, str]]] = {
    "cards": _counted_cards,
    "sets": lambda c, every: (f"set of {join([f'a {word(n)}' for n in c.names], 'and')} card",
                              f"sets of {join([word(n) for n in c.names], 'and')} cards"),
    "wonders": lambda c, every: ("wonder", "wonders"),
    "stages": lambda c, every: ("wonder stage built", "wonder stages built"),
    "progress": lambda c, every: ("progress token", "progress tokens"),
    "coins": _counted_coins,
    "piece": lambda c, every: (word(c.names[0]), word(c.names[0]) + "s"),
    "icons": _counted_icons,
    "card_coins": lambda c, every: ("coin left on it", "coins"),
    "tokens": lambda c, every: (join([word(n).capitalize() for n in c.names], "or") + " token you hold", "tokens"),
    "spaces": lambda c, every: ("space the pawn moved", "spaces"),
    "age": lambda c, every: ("step of the current Age (1, 2 or 3)", "Ages"),
    "influence": lambda c, every: (f"Influence cube {_holder(c.names[0])} in the Senate", "cubes"),
}
# counts that look at no city: their phrase says whose things they are
SCOPELESS_PLAIN = ("card_coins", "tokens", "spaces", "age", "influence")


def _holder(city: ast.Name) -> str:
    """``you have``, ``your opponent has``: who holds the cubes a count of Influence looks at."""
    player = player_plain(city)
    return f"{player} {'have' if player == 'you' else 'has'}"


def _scope_cities(s: ast.Scope, most: str) -> str:
    cities = [city_plain(c) for c in s.cities]
    return f"in {cities[0]} city" if len(cities) == 1 else f"in {join(cities)} cities together"


def _scope_most(s: ast.Scope, most: str) -> str:
    return f"in the city with the most {most} (either player's)"


SCOPE_PLAIN: dict[str, Callable[[ast.Scope, str], str]] = {"cities": _scope_cities, "most": _scope_most}


def _counts_itself(p: ast.Per) -> str:
    """' (this card included)' when the count takes in the component being rendered: it stands in
    its owner's city and is one of the things counted."""
    c = _context().component
    scope = p.effective_scope
    if c is None or scope.kind != "cities" or "own" not in [n.value for n in scope.cities]:
        return ""
    kind = p.counted.kind
    if kind == "cards" and c.kind == "card" and c.colour is not None and c.colour in p.counted.names:
        return " (this card included)"
    if (kind, c.kind) in {("wonders", "wonder"), ("progress", "progress")}:
        return " (this one included)"
    return ""


# counted kind -> where the things are when only the owner's city is counted ("in your city" otherwise)
OWN_PLAIN = {"wonders": "you have built", "progress": "you have", "coins": "you have",
             "piece": "you have"}


# the cities a count looks at -> who holds what is counted, in the player voice
HOLDERS_PLAYER: dict[tuple[str, ...], tuple[str, str]] = {
    ("own",): ("you have", "you have built"),
    ("left",): ("your left neighbour has", "your left neighbour has built"),
    ("right",): ("your right neighbour has", "your right neighbour has built"),
    ("left", "right"): ("your neighbours have", "your neighbours have built"),
    ("neighbours",): ("your neighbours have", "your neighbours have built"),
    ("own", "left", "right"): ("you and your neighbours have", "you and your neighbours have built"),
    ("opponent",): ("your opponent has", "your opponent has built"),
    ("all",): ("all the players have", "all the players have built"),
    ("others",): ("the other players have", "the other players have built"),
}


def _holders(scope: ast.Scope, built: bool) -> str:
    """``you have``, ``your neighbours have built``: who holds the things a count looks at."""
    if scope.kind == "most":
        return "the city with the most of them has built" if built else "the city with the most of them has"
    key = tuple(n.value for n in scope.cities)
    if key in HOLDERS_PLAYER:
        return HOLDERS_PLAYER[key][built]
    return f"{join([player_plain(c) for c in scope.cities])} {'have built' if built else 'have'}"


def per_player(p: ast.Per) -> str:
    """A ``per`` clause in the player voice: ``for each brown card your neighbours have``."""
    counted, scope = p.counted, p.effective_scope
    if counted.kind in SCOPELESS_PLAIN:
        return f"for each {COUNTED_PLAIN[counted.kind](counted, p.every)[0]}"
    own = scope.kind == "cities" and [n.value for n in scope.cities] == ["own"]
    kind = counted.kind
    if kind == "cards":
        thing = join([pw(n) for n in counted.names], "or") + " card"
    elif kind == "sets":
        thing = f"set of {join([f'a {pw(n)}' for n in counted.names], 'and')} card"
    elif kind == "wonders":
        thing = "wonder"
    elif kind == "stages":
        thing = f"wonder {_stage()}"
    elif kind == "progress":
        thing = "progress token"
    elif kind == "coins":
        thing = "coin" if p.every == 1 else f"{number(p.every)} coins"
    elif kind == "icons":
        icon = pw(counted.names[0])
        if own:
            return f"for each of your cards showing {icon}{_counts_itself(p)}"
        thing = f"card showing {icon}"
    else:
        thing = pw(counted.names[0])
    lead = "for every" if kind == "coins" and p.every != 1 else "for each"
    return f"{lead} {thing} {_holders(scope, kind in ('wonders', 'stages'))}{_counts_itself(p)}"


def per_plain(p: ast.Per) -> str:
    """A ``per`` clause: ``for each yellow card in your city (this card included)``."""
    if _player():
        return per_player(p)
    one, most = COUNTED_PLAIN[p.counted.kind](p.counted, p.every)
    if p.counted.kind in SCOPELESS_PLAIN:
        return f"for each {one}"
    scope = p.effective_scope
    if scope.kind == "cities" and [n.value for n in scope.cities] == ["own"] and p.counted.kind in OWN_PLAIN:
        where = OWN_PLAIN[p.counted.kind]
    else:
        where = SCOPE_PLAIN[scope.kind](scope, most)
    lead = "for every" if p.counted.kind == "coins" and p.every != 1 else "for each"
    return f"{lead} {one} {where}{_counts_itself(p)}"


CONDITION_PLAIN = {"own wonder complete": "your wonder is complete"}


def _many_plain(c: ast.Counted, amount: int) -> str:
    """What a condition counts, that many, in the words players read: ``one leader``, ``defeat tokens``."""
    if c.kind == "cards":
        one = join([pw(n) for n in c.names], "or") + " card"
        return one if amount == 1 else one + "s"
    one, many = COUNTED_PLAIN[c.kind](c, 1)
    if c.kind == "piece":
        one, many = pw(c.names[0]), pw(c.names[0]) + "s"
    return one if amount == 1 else many


def condition_plain(c: ast.AnyCondition) -> str:
    """A condition in the words players read (effect.more_than, effect.count_is, or a named one)."""
    you = "you have" if _player() else "your city holds"
    if isinstance(c, ast.MoreThan):
        if sorted(n.value for n in c.cities) == ["left", "right"] or [n.value for n in c.cities] == ["neighbours"]:
            whom = "each of your neighbours"
        else:
            players = [player_plain(n) for n in c.cities]
            whom = players[0] if len(players) == 1 else f"each of {join(players)}"
        return f"{you} more {_many_plain(c.counted, 2)} than {whom} (a tie gives nothing)"
    if isinstance(c, ast.CountIs):
        if c.amount == 0:
            return f"{you} no {_many_plain(c.counted, 0)}"
        component = _context().component
        itself = (c.counted.kind == "cards" and component is not None and component.colour is not None
                  and component.colour in c.counted.names)
        return f"{you} exactly {number(c.amount)} {_many_plain(c.counted, c.amount)}" + (
            " (this card included)" if itself else "")
    return CONDITION_PLAIN.get(c.text, f"'{c.text}' holds")


# ---- effects ------------------------------------------------------------------------------------------

@singledispatch
def effect_plain(effect: ast.Effect) -> str:
    """One effect as a short phrase to the player (no capital, no full stop)."""
    raise TypeError(f"no plain renderer for {type(effect).__name__}")


def _plain_wording(key: str, **values: str) -> str | None:
    """The game's wording of an effect in the player's words (``[vocabulary.plain]``), filled in."""
    text = _context().plain.get(key)
    if text is None:
        return None
    for name, value in values.items():
        text = text.replace("{" + name + "}", value)
    return text


def _a_card(cards: int, colour: ast.Name) -> str:
    """``one of your gold cards``, ``two of your gold cards``."""
    return f"{number(cards)} of your {pw(colour)} cards"


@effect_plain.register
def _(e: ast.Produce) -> str:
    """Construct ``produce``."""
    if _player():
        told = _plain_wording("produce", units=units(e.amount, e.resource))
        return told if told is not None else f"you produce {units(e.amount, e.resource)} each turn"
    meaning = _context().wording.get("produce")
    if meaning is not None:
        return second_person(meaning.replace("{units}", units(e.amount, e.resource)))
    return f"produces {units(e.amount, e.resource)}"


@effect_plain.register
def _(e: ast.ProduceChoice) -> str:
    """Construct ``produce_choice``."""
    if _player():
        return f"you produce one {join([pw(o) for o in e.options], 'or')} of your choice each turn"
    return f"produces 1 {join([word(o) for o in e.options], 'or')} (choose each time you pay)"


@effect_plain.register
def _(e: ast.ProduceAny) -> str:
    """Construct ``produce_any``."""
    if _player():
        told = _plain_wording("produce_any")
        return told if told is not None else "you produce one resource of your choice each turn"
    return "produces 1 resource of your choice"


@effect_plain.register
def _(e: ast.TradeAt) -> str:
    """Construct ``trade_at``: a fixed price, from neighbours or (none named) from the bank."""
    resources = join([word(r) for r in e.resources])
    if _player():
        sellers = [c.value for c in e.cities]
        seller = ("both neighbours" if sorted(sellers) == ["left", "right"]
                  else join([player_plain(c) for c in e.cities]) if e.cities else "the bank")
        return f"you buy {join([pw(r) for r in e.resources])} from {seller} for {plural(e.price, 'coin')} a unit"
    if e.cities:
        return f"you buy {resources} from {join([player_plain(c) for c in e.cities])} for " \
               f"{plural(e.price, 'coin')} per unit"
    return f"you buy {resources} from the bank for {plural(e.price, 'coin')} per unit"


@effect_plain.register
def _(e: ast.Science) -> str:
    """Construct ``science``."""
    if _player():
        told = _plain_wording("science", symbol=pw(e.symbol))
        return told if told is not None else f"you gain the {pw(e.symbol)} science symbol"
    return f"shows the {word(e.symbol)} science symbol"


@effect_plain.register
def _(e: ast.ScienceChoice) -> str:
    """Construct ``science_choice``."""
    if _player():
        return f"you gain one science symbol of your choice: {join([pw(o) for o in e.options], 'or')}"
    return f"counts as the science symbol of your choice: {join([word(o) for o in e.options], 'or')}"


def _shield_bonus(amount: int) -> str:
    """' (3 with Strategy)': what the ``extra_shields`` effects of the game add to this component."""
    c = _context().component
    if c is None:
        return ""
    found = []
    for name, bonus in _context().bonuses:
        t = bonus.target
        applies = ((t.kind == "cards" and c.kind == "card" and c.colour is not None and c.colour in t.colours)
                   or (t.kind == "wonders" and c.kind == "wonder"))
        if applies and name != c.name:
            found.append(f"{amount + bonus.amount} with {name}")
    return f" ({join(found, 'or')})" if found else ""


def shields_plain(e: ast.Shields, inline: bool = False) -> str:
    """Construct ``shields``: ``2 shields: move the conflict pawn 2 spaces ...`` (``inline``: the
    game's meaning in brackets, inside a longer sentence)."""
    text = plural(e.amount, "shield")
    if _player():
        told = _plain_wording("shields", shields=text)
        return (told if told is not None else f"you gain {text}") + _shield_bonus(e.amount)
    meaning = _context().wording.get("shields")
    bonus = _shield_bonus(e.amount)
    if not meaning:
        return text + bonus
    meaning = second_person(meaning.replace("{spaces}", plural(e.amount, "space")))
    return f"{text}{bonus} ({meaning})" if inline else f"{text}: {meaning}{bonus}"


@effect_plain.register
def _(e: ast.Shields) -> str:
    return shields_plain(e, inline=True)


@effect_plain.register
def _(e: ast.ScienceSetBonus) -> str:
    """Construct ``science_set_bonus``."""
    return f"each set of different science symbols you score is worth {plural(e.amount, 'more victory point')}"


@effect_plain.register
def _(e: ast.ExtraShields) -> str:
    """Construct ``extra_shields``."""
    return f"each {_target(e.target)} you build from now on gives {plural(e.amount, 'more shield')}"


def _target(t: ast.Target) -> str:
    if t.kind == "divinities":
        return "divinity"
    if _player() and t.kind == "cards":
        return join([pw(c) for c in t.colours], "or") + " card"
    if _player():
        return f"wonder {_stage()}" if "wonder" in _context().wording else "wonder"
    return target_text(t)


def _score(amount: int) -> str:
    return f"you score {plural(amount, 'victory point')}"


@effect_plain.register
def _(e: ast.Points) -> str:
    """Construct ``points``."""
    text = _score(e.amount) if _player() else f"worth {plural(e.amount, 'victory point')}"
    return f"{text} {per_plain(e.per)}" if e.per else text


@effect_plain.register
def _(e: ast.PointsByCopies) -> str:
    """Construct ``points_by_copies``."""
    if _player():
        tiers = [f"{plural(n, 'victory point')} if you have one copy" if i == 0
                 else f"{n} if you have {number(i + 1)}" for i, n in enumerate(e.amounts)]
        return f"you score {join(tiers, 'or')} (in all, not for each copy)"
    tiers = [f"{plural(n, 'victory point')} with one copy" if i == 0 else f"{n} with {number(i + 1)}"
             for i, n in enumerate(e.amounts)]
    return f"worth {join(tiers, 'or')} (scored once for all copies)"


@effect_plain.register
def _(e: ast.GainCoins) -> str:
    """Construct ``gain_coins``."""
    text = f"take {plural(e.amount, 'coin')}"
    return f"{text} {per_plain(e.per)}" if e.per else text


@effect_plain.register
def _(e: ast.OpponentLosesCoins) -> str:
    """Construct ``opponent_loses_coins``."""
    player = player_plain(e.city)
    verb = "lose" if player == "you" else "loses"
    if e.per is not None:
        return f"{player} {verb} {plural(e.amount, 'coin')} to the bank {per_plain(e.per)} (all they have, if fewer)"
    return f"{player} {verb} {plural(e.amount, 'coin')} to the bank (all they have, if fewer)"


@effect_plain.register
def _(e: ast.PlayAgain) -> str:
    """Construct ``play_again``."""
    return "take another turn"


@effect_plain.register
def _(e: ast.PlayLastCard) -> str:
    """Construct ``play_last_card``."""
    return "you may play the last card of each Age instead of discarding it"


@effect_plain.register
def _(e: ast.GrantPlayAgain) -> str:
    """Construct ``grant_play_again``."""
    return (f"each {_target(e.target)} you build from now on lets you take another turn "
            "(at most one extra turn per build)")


@effect_plain.register
def _(e: ast.Destroy) -> str:
    """Construct ``destroy``."""
    colour = pw(e.colour) if _player() else word(e.colour)
    return f"discard one {colour} card of your choice from {city_plain(e.city)} city (if there is one)"


@effect_plain.register
def _(e: ast.TakeProgress) -> str:
    """Construct ``take_progress``."""
    if e.draw == 0 and e.source.value == "card":   # the tokens its own 'draw ... progress tokens' laid on it
        return (f"take {number(e.keep)} of the progress tokens lying on it; the others go back to the box")
    if e.draw == 0 and e.source.value == "box":    # every token of the box, seen by the owner alone
        return f"look at all the progress tokens in the box and take {number(e.keep)}; the others stay there"
    if _player() and e.draw == 0:
        tokens = "a progress token" if e.keep == 1 else plural(e.keep, "progress token")
        return f"take {tokens} {pw(e.source)}"
    if e.draw == 0:
        return f"take {number(e.keep)} of the progress tokens on offer ({word(e.source)})"
    return (f"draw {plural(e.draw, 'progress token')} from the {word(e.source)}, keep {number(e.keep)} and "
            "return the rest unseen")


DECK_PLAIN = {"left": "the deck on your left", "right": "the deck on your right", "central": "the central deck"}
# every place an effect can take from, in the player voice: the decks a player can reach
WITHIN_REACH = frozenset({"left", "right", "central"})


def decks_plain(d: ast.DeckChoice) -> str:
    if d.any:
        return "any deck on the table"
    if _player() and {n.value for n in d.places} == WITHIN_REACH:
        return "one of the three decks within reach (left, right or central)"
    return join([DECK_PLAIN.get(n.value, f"the {word(n)} deck") for n in d.places], "or")


@effect_plain.register
def _(e: ast.TakeTop) -> str:
    """Construct ``take_top``."""
    choice = "" if not e.decks.any and len(e.decks.places) == 1 else " (your choice)"
    if _player() and {n.value for n in e.decks.places} == WITHIN_REACH:
        choice = ""
    return f"take the top card of {decks_plain(e.decks)}{choice}"


@effect_plain.register
def _(e: ast.KeepFromTop) -> str:
    """Construct ``keep_from_top``."""
    return (f"look at the top {plural(e.look, 'card')} of {decks_plain(e.decks)}, keep {number(e.keep)} and "
            "shuffle the rest back")


@effect_plain.register
def _(e: ast.TakePiece) -> str:
    """Construct ``take_piece``."""
    if _player():
        piece = pw(e.piece)
        return f"take {piece if piece.startswith('the ') else 'the ' + piece}, from whoever has it"
    return f"take the {word(e.piece)}"


@effect_plain.register
def _(e: ast.Flip) -> str:
    """Construct ``flip``."""
    tokens = plural(e.amount, (pw(e.piece) if _player() else word(e.piece)) + " token")
    if _player():
        told = _plain_wording("flip", tokens=tokens)
        if told is not None:
            return told
    return f"turn over {tokens} (fewer if fewer are left)"


@effect_plain.register
def _(e: ast.CountsAs) -> str:
    """Construct ``counts_as``."""
    if _player():
        verb = "count" if e.cards == 1 else "each count"
        return f"when you pay, {_a_card(e.cards, e.colour)} may {verb} as {number(e.units)} resources"
    return (f"when you pay, {plural(e.cards, word(e.colour) + ' card')} of yours "
            f"{'counts' if e.cards == 1 else 'count'} as {plural(e.units, 'resource')}")


@effect_plain.register
def _(e: ast.BuildWithAny) -> str:
    """Construct ``build_with_any``."""
    if _player():
        return (f"you may pay for a wonder {_stage()} with any resources, even if its cost asks for "
                "different or identical ones")
    return "you may pay for a wonder stage with any resources, different or identical"


@effect_plain.register
def _(e: ast.BuildFromDiscard) -> str:
    """Construct ``build_from_discard``."""
    if _player():
        return "build one card of your choice from the discard pile for free, if there is one"
    return "build a card of your choice from the discard pile for free (if there is one)"


@effect_plain.register
def _(e: ast.BuildFree) -> str:
    """Construct ``build_free``."""
    return "you may build a card for free" if _player() else "build a card for free"


@effect_plain.register
def _(e: ast.BuildFreeFirstOfColour) -> str:
    """Construct ``build_free_first_of_colour``."""
    if _player():
        return "you may build for free any card of a colour you do not have yet"
    return "build for free a card of a colour not yet in your city"


@effect_plain.register
def _(e: ast.Discount) -> str:
    """Construct ``discount``."""
    return (f"each {_target(e.target)} you build from now on costs {plural(e.amount, 'resource')} less "
            "(you choose which)")


@effect_plain.register
def _(e: ast.ReceiveOpponentTrade) -> str:
    """Construct ``receive_opponent_trade``."""
    player = player_plain(e.city)
    return f"when {player} buys resources from the bank, the coins they pay go to you"


@effect_plain.register
def _(e: ast.CopyCard) -> str:
    """Construct ``copy_card``."""
    if _player():
        whose = ("either neighbour" if sorted(c.value for c in e.cities) == ["left", "right"]
                 else join([player_plain(c) for c in e.cities], "or"))
        return (f"copy one {pw(e.colour)} card built by {whose}: it scores for you as if it were yours, "
                "and still scores for them")
    cities = join([city_plain(c) for c in e.cities], "or")
    return (f"copy one {word(e.colour)} card from {cities} city: it scores for you as if it were yours "
            "(it still scores for its builder)")


@effect_plain.register
def _(e: ast.PointsBySet) -> str:
    """Construct ``points_by_set``."""
    tiers = [f"{plural(n, 'victory point')} for one" if i == 0 else f"{n} for {number(i + 1)}"
             for i, n in enumerate(e.amounts)]
    lead = "you score" if _player() else "worth"
    return f"{lead} {join(tiers, 'or')} of your {word(e.deck)} cards (in all, not for each card)"


@effect_plain.register
def _(e: ast.GainCoinsOnCard) -> str:
    """Construct ``gain_coins_on_card``."""
    return (f"put {plural(e.amount, 'coin')} from the bank on it: you spend them once your treasury is empty, "
            "and nothing can take them from you")


@effect_plain.register
def _(e: ast.DrawProgress) -> str:
    """Construct ``draw_progress``."""
    them = "it" if e.amount == 1 else "them"
    return f"draw {plural(e.amount, 'progress token')} at random from the {word(e.source)} and lay {them} face up on it"


@effect_plain.register
def _(e: ast.StealCard) -> str:
    """Construct ``steal_card``."""
    colours = join([pw(c) for c in e.colours], "or")
    return f"move one {colours} card from {city_plain(e.city)} city into yours (if there is one); it is not built"


@effect_plain.register
def _(e: ast.StealWonder) -> str:
    """Construct ``steal_wonder``."""
    return f"take one of {player_plain(e.city)}'s unbuilt wonders and make it yours (if there is one)"


@effect_plain.register
def _(e: ast.CopyScience) -> str:
    """Construct ``copy_science``."""
    return (f"choose one {pw(e.colour)} card in {city_plain(e.city)} city: you also have its science symbol "
            f"from now on, and {player_plain(e.city)} keeps it")


@effect_plain.register
def _(e: ast.DiscardFromStructure) -> str:
    """Construct ``discard_from_structure``."""
    return ("discard any card still in the Age's structure, face up or down, covered or not; a token on it "
            "leaves the game")


@effect_plain.register
def _(e: ast.UnbuildWonder) -> str:
    """Construct ``unbuild_wonder``."""
    whose = join(["your own" if c.value == "own" else city_plain(c) for c in e.cities], "or")
    return (f"choose a built wonder in {whose} city: its card goes to the discard pile and the wonder is no "
            "longer built (it may be built again)")


@effect_plain.register
def _(e: ast.BuildWonderFromDiscard) -> str:
    """Construct ``build_wonder_from_discard``."""
    return "build one of your wonders for free with a card of your choice from the discard pile"


@effect_plain.register
def _(e: ast.PlaceBlocker) -> str:
    """Construct ``place_blocker``."""
    return ("put the blocker on any space of the military track except the conflict pawn's: it stops the pawn "
            "once, then leaves the game")


@effect_plain.register
def _(e: ast.DiscardTokens) -> str:
    """Construct ``discard_tokens``."""
    return f"discard {plural(e.amount, pw(e.piece) + ' token')} of your choice from either side, without effect"


@effect_plain.register
def _(e: ast.Loot) -> str:
    """Construct ``loot``."""
    what = "its coins and the token leaves" if e.amount == 1 else "their coins and the tokens leave"
    return (f"choose {plural(e.amount, pw(e.piece) + ' token')} on either side: {player_plain(e.city)} loses "
            f"{what} the game")


@effect_plain.register
def _(e: ast.ChainPrice) -> str:
    """Construct ``chain_price``."""
    return (f"each card you could build through a chain costs you at most {plural(e.coins, 'coin')}, even "
            "without its chain symbol")


@effect_plain.register
def _(e: ast.DiscountCoins) -> str:
    """Construct ``discount_coins``."""
    if e.target.kind == "divinities":
        return f"activating a divinity costs you {plural(e.amount, 'coin')} less"
    if e.cities:
        whose = join([PLAYER_PLAIN.get(c.value, city_plain(c)) for c in e.cities], "or")
        return f"each {_target(e.target)} {whose} builds from now on costs them {plural(e.amount, 'coin')} less"
    return f"each {_target(e.target)} you build from now on costs {plural(e.amount, 'coin')} less"


@effect_plain.register
def _(e: ast.Invoke) -> str:
    """Construct ``invoke``."""
    if e.source == "tops":
        return "look at the top divinity of each deck and activate one of them for free; the others stay"
    return ("choose a divinity deck, look at all of it, activate one divinity for free and put the others back "
            "in any order")


@effect_plain.register
def _(e: ast.PlaceInfluence) -> str:
    """Construct ``place_influence``."""
    where = "any Chamber" if e.section is None else f"a Chamber of the {pw(e.section)} section"
    return f"place {plural(e.amount, 'Influence cube')} from your supply in {where}"


@effect_plain.register
def _(e: ast.MoveInfluence) -> str:
    """Construct ``move_influence``."""
    if e.amount == 1:
        return "you may move one of your Influence cubes to an adjacent Chamber"
    return f"you may move up to {e.amount} of your Influence cubes, each to an adjacent Chamber"


@effect_plain.register
def _(e: ast.RemoveInfluence) -> str:
    """Construct ``remove_influence``."""
    return f"remove {plural(e.amount, 'Influence cube')} of {player_plain(e.city)} from the Senate"


@effect_plain.register
def _(e: ast.SenateActions) -> str:
    """Construct ``senate_actions``."""
    return (f"take 1, 2 or 3 Senate actions as your blue cards allow: each places an Influence cube in a Chamber "
            f"of the {pw(e.section)} section or moves one of yours to an adjacent Chamber")


@effect_plain.register
def _(e: ast.ShieldsTo) -> str:
    """Construct ``shields_to``."""
    who = PLAYER_PLAIN.get(e.city.value, f"the {word(e.city)} player")
    return f"{who} gains {plural(e.amount, 'shield')}: the conflict pawn moves toward your capital"


@effect_plain.register
def _(e: ast.DiscountEither) -> str:
    """Construct ``discount_either``."""
    return (f"each {_target(e.target)} you build costs {plural(e.amount, 'resource')} less or none of its "
            "coins, whichever is cheaper")


@effect_plain.register
def _(e: ast.TradeCheaper) -> str:
    """Construct ``trade_cheaper``."""
    return (f"buy {join([pw(r) for r in e.resources], 'and')} from the bank for {plural(e.amount, 'coin')} less "
            "each (at least 1 coin)")


@effect_plain.register
def _(e: ast.ChainFrom) -> str:
    """Construct ``chain_from``."""
    return f"build for free through the chain symbols of {city_plain(e.city)} cards too"


@effect_plain.register
def _(e: ast.DeckFree) -> str:
    """Construct ``deck_free``."""
    return f"build {pw(e.deck)} cards for free"


@effect_plain.register
def _(e: ast.BuildAnyFree) -> str:
    """Construct ``build_any_free``."""
    words = join([pw(n) for n in e.names], "or")
    return f"build any {words} card for free (no resources, no coins)"


@effect_plain.register
def _(e: ast.DrawUnused) -> str:
    """Construct ``draw_unused``."""
    return (f"draw {plural(e.amount, pw(e.colour) + ' card')} from those left out of the game into your hand of "
            "them, without showing them")


@effect_plain.register
def _(e: ast.BuildFromHand) -> str:
    """Construct ``build_from_hand``."""
    return f"at once build {plural(e.amount, pw(e.colour) + ' card')} from your hand of them, paying the cost"


@effect_plain.register
def _(e: ast.RedirectPiece) -> str:
    """Construct ``redirect_piece``."""
    return f"when you lose a conflict, the {pw(e.piece)} goes to the player who beat you instead of you"


@effect_plain.register
def _(e: ast.PointsPerPair) -> str:
    """Construct ``points_per_pair``."""
    piece = pw(e.piece)
    if _player():
        return f"for each pair of your {piece}s of the same value, you score that value again"
    return f"worth, for each pair of {piece}s of the same value in your city, that value again"


@effect_plain.register
def _(e: ast.CopyAbility) -> str:
    """Construct ``copy_ability``."""
    if _player():
        whose = ("either neighbour" if sorted(c.value for c in e.cities) == ["left", "right"]
                 else join([player_plain(c) for c in e.cities], "or"))
        if e.lasting:
            return (f"pick one {pw(e.colour)} card in the city of {whose}: you gain what lasts of its ability (not "
                    "what it does once, when built; they keep it too), but it does not count as one of your cards")
        return (f"pick one {pw(e.colour)} card in the city of {whose}: you gain its ability as if you had "
                "built it (they keep it too), but it does not count as one of your cards")
    cities = join([city_plain(c) for c in e.cities], "or")
    if e.lasting:
        return (f"copy what lasts of the ability of one {word(e.colour)} card in {cities} city, never what it does "
                "once when built (not counted as one of your cards)")
    return (f"copy the ability of one {word(e.colour)} card in {cities} city, as if you had built it "
            "(not counted as one of your cards)")


@effect_plain.register
def _(e: ast.TakeAgePiece) -> str:
    """Construct ``take_age_piece``."""
    return f"take a {pw(e.piece)} of the current Age, as if you had won a conflict"


@effect_plain.register
def _(e: ast.DiscardEveryPiece) -> str:
    """Construct ``discard_every_piece``."""
    return f"discard all your {pw(e.piece)}s"


@effect_plain.register
def _(e: ast.DiscardChosenPiece) -> str:
    """Construct ``discard_chosen_piece``."""
    what = f"1 {pw(e.piece)}" if e.amount == 1 else f"{e.amount} {pw(e.piece)}s"
    if _player():
        return f"{player_plain(e.cities)} discards {what} of their choice"
    return f"{city_plain(e.cities)} player discards {what} of their choice"


@effect_plain.register
def _(e: ast.BankBuy) -> str:
    """Construct ``bank_buy``."""
    what = "1 resource" if e.units == 1 else f"up to {e.units} resources"
    return f"each turn, buy {what} of any kind from the bank for {plural(e.price, 'coin')} each"


@effect_plain.register
def _(e: ast.Entomb) -> str:
    """Construct ``entomb``."""
    where = "your hand" if e.from_hand else "your city"
    return (f"put {plural(e.amount, pw(e.colour) + ' card')} of {where} under your board: "
            f"{'it stops' if e.amount == 1 else 'they stop'} working, but at the end "
            f"{'it scores' if e.amount == 1 else 'each scores'} {plural(e.points, 'point')} per coin of its cost")


@effect_plain.register
def _(e: ast.ExtraSymbol) -> str:
    """Construct ``extra_symbol``."""
    gained = "1 more science symbol" if e.amount == 1 else f"{e.amount} more science symbols"
    if _player():
        return (f"you gain {gained} of the kind you have most of, after your choices (none if you have no "
                "science symbol)")
    return f"gain {gained} of the kind held most, after the choices (none with no science symbol)"


@effect_plain.register
def _(e: ast.ChangeSymbol) -> str:
    """Construct ``change_symbol``."""
    which = "1 science symbol" if e.amount == 1 else f"up to {e.amount} science symbols"
    if _player():
        return f"you may change {which} of yours into another kind"
    return f"change {which} into another kind"


@effect_plain.register
def _(e: ast.ConspiratorAction) -> str:
    """Construct ``conspirator_action``."""
    return ("either place an Influence cube in any Chamber, or conspire: draw the top 2 Conspiracies, keep 1 "
            "face down and put the other back on top of the deck or at its bottom")


@effect_plain.register
def _(e: ast.ConspiratorReplay) -> str:
    """Construct ``conspirator_replay``."""
    return "each time you recruit a Conspirator, play again after its action"


@effect_plain.register
def _(e: ast.BuildTopRow) -> str:
    """Construct ``build_top_row``."""
    return "build for free a Building of your choice from the top row of the structure, even a covered one"


@effect_plain.register
def _(e: ast.BuildSetAside) -> str:
    """Construct ``build_set_aside``."""
    return ("look in secret at the Age cards removed at setup, from this Age and the ones before, and build one of "
            "them for free")


@effect_plain.register
def _(e: ast.RemoveWonder) -> str:
    """Construct ``remove_wonder``."""
    return (f"put a wonder {player_plain(e.city)} {'have' if player_plain(e.city) == 'you' else 'has'} built back "
            "in the box, and the card under it on the discard pile")


@effect_plain.register
def _(e: ast.SwapCard) -> str:
    """Construct ``swap_card``."""
    colours = join([pw(c) for c in e.colours], "or")
    return (f"take a {colours} card from {player_plain(e.city)} city and give back one of yours of the same "
            "colour")


@effect_plain.register
def _(e: ast.LockProgress) -> str:
    """Construct ``lock_progress``."""
    return ("lay a progress token of your choice (from the board, your opponent's city or the box) face down on "
            "this card: nobody can use it any more")


@effect_plain.register
def _(e: ast.DiscardAccessible) -> str:
    """Construct ``discard_accessible``."""
    owed = "an accessible card" if e.least == 1 else f"{e.least} accessible cards"
    more = e.most - e.least
    then = "" if not more else (" (and may do it once more)" if more == 1 else f" (and may do it {more} more times)")
    return (f"put {owed} of the structure on the discard pile{then}, for no coins; cards this uncovers turn face up "
            "at once")


@effect_plain.register
def _(e: ast.MoveDecree) -> str:
    """Construct ``move_decree``."""
    return ("move the top Decree of any Chamber, face up or down, under the Decree of another Chamber; it now "
            "works for whoever controls that Chamber")


@effect_plain.register
def _(e: ast.Conspire) -> str:
    """Construct ``conspire``."""
    return "draw the top two Conspiracies, keep one face down and put the other back on top of the deck or under it"


@effect_plain.register
def _(e: ast.TriggerUnprepared) -> str:
    """Construct ``trigger_unprepared``."""
    return "you may trigger one of your Conspiracies that has no card under it"


@effect_plain.register
def _(e: ast.TakeHalfCoins) -> str:
    """Construct ``take_half_coins``."""
    return f"take half the coins {player_plain(e.city)} {'have' if player_plain(e.city) == 'you' else 'has'}, " \
        "rounded up, into your treasury"


@effect_plain.register
def _(e: ast.KeepBoth) -> str:
    """Construct ``keep_both``."""
    return "when you conspire, keep both Conspiracies you draw"


@effect_plain.register
def _(e: ast.SenateBonus) -> str:
    """Construct ``senate_bonus``."""
    return f"when a Politician gives you Senate actions, count {plural(e.amount, 'blue card')} more than you have"


@effect_plain.register
def _(e: ast.Conditional) -> str:
    """Construct ``conditional``."""
    if e.otherwise_nothing:
        return f"{effect_plain(e.then)} if {condition_plain(e.condition)}"
    if _player():
        then, otherwise = e.then, e.otherwise
        if (isinstance(then, ast.Points) and isinstance(otherwise, ast.Points) and then.per is None
                and otherwise.per is None):
            return f"{_score(then.amount)} if {condition_plain(e.condition)}, otherwise {otherwise.amount}"
        return f"{effect_plain(then)} if {condition_plain(e.condition)}, otherwise {effect_plain(otherwise)}"
    return f"{effect_plain(e.then)} if {condition_plain(e.condition)}; otherwise {effect_plain(e.otherwise)}"


# ---- clauses and components ----------------------------------------------------------------------------

# effects whose phrase already says when they count, so an end-of-game clause needs no label
_SELF_TIMED = (ast.Points, ast.PointsByCopies)


def clause_player(clause: ast.Clause) -> str:
    """A clause as one sentence in the player voice: its trigger's phrase, then its effects in order."""
    label = trigger_player(clause)
    if clause.trigger == "at_end_of_age" and all(isinstance(e, ast.PlayLastCard) for e in clause.effects):
        label = ""     # its phrase already says when it applies
    phrases = [effect_plain(e) for e in clause.effects]
    if len(phrases) == 1:
        body = phrases[0]
    elif len(phrases) == 2:
        body = f"{phrases[0]}, then {phrases[1]}"
    else:
        body = "; ".join(phrases[:-1]) + f"; then {phrases[-1]}"
    return f"{label}, {body}." if label else f"{capitalise(body)}."


def clause_plain(clause: ast.Clause) -> str:
    """A clause as one short sentence: its trigger's label (if it needs one), then its effects."""
    if _player():
        return clause_player(clause)
    label = trigger_plain(clause)
    effects = clause.effects
    if clause.trigger == "at_end" and not clause.once and all(isinstance(e, _SELF_TIMED) for e in effects):
        label = ""
    if len(effects) == 1 and isinstance(effects[0], ast.Shields) and clause.trigger in ("when_built", "always"):
        label, phrases = "", [shields_plain(effects[0])]
    else:
        phrases = [effect_plain(e) for e in effects]
    if len(phrases) == 1:
        body = phrases[0]
    else:
        body = "; ".join(phrases[:-1]) + f"; then {phrases[-1]}"
        label = f"{label}, in this order" if label else "In this order"
    return f"{label}: {body}." if label else f"{capitalise(body)}."


def _coins_then_points(first: ast.Clause, second: ast.Clause) -> str | None:
    """Coins when built and points at the end counted the same way (the guilds), said once:
    'Take 1 coin when you build it, and 1 victory point at the end of the game, for each …'."""
    if len(first.effects) != 1 or len(second.effects) != 1 or first.once or second.once:
        return None
    coins, points = first.effects[0], second.effects[0]
    if not (first.trigger == "when_built" and isinstance(coins, ast.GainCoins) and coins.per is not None
            and second.trigger == "at_end" and isinstance(points, ast.Points) and points.per is not None):
        return None
    counted = per_plain(coins.per)
    if per_plain(points.per) != counted:
        return None
    if _player():
        return (f"When you build it, take {plural(coins.amount, 'coin')} {counted}; at the end of the game, "
                f"{_score(points.amount)} for each.")
    return (f"Take {plural(coins.amount, 'coin')} when you build it, and {plural(points.amount, 'victory point')} "
            f"at the end of the game, {counted}.")


def clauses_plain(clauses: Sequence[ast.Clause]) -> list[str]:
    """One sentence per clause, but a clause counting what the one before it counted shares its sentence."""
    out: list[str] = []
    i = 0
    while i < len(clauses):
        paired = _coins_then_points(clauses[i], clauses[i + 1]) if i + 1 < len(clauses) else None
        if paired:
            out.append(paired)
            i += 2
        else:
            out.append(clause_plain(clauses[i]))
            i += 1
    return out


def free_with_plain(symbol: ast.Name, names: ChainNames) -> str:
    """The ``free with`` line: which components free this one."""
    partners = names.carriers.get(symbol.value, [])
    if _player():
        if partners:
            return f"You build it for free if you have {join(list(partners), 'or')}."
        return f"You build it for free if your city has the {word(symbol)} chain symbol."
    if partners:
        return f"Free if you have built {join(list(partners), 'or')} ({word(symbol)})."
    return f"Free if your city has the {word(symbol)} chain symbol."


def chain_plain(symbol: ast.Name, names: ChainNames) -> str:
    """The ``chain`` line: which later components this one frees."""
    partners = names.freed.get(symbol.value, [])
    if partners:
        return f"Lets you build {join(list(partners), 'or')} for free later ({word(symbol)})."
    return f"Carries the {word(symbol)} chain symbol."


def chains_player(symbols: Sequence[ast.Name], names: ChainNames) -> str:
    """The ``chain`` lines in the player voice, said once: every later component they make free."""
    partners = [p for s in symbols for p in names.freed.get(s.value, [])]
    if partners:
        return f"You may later build {join(list(dict.fromkeys(partners)))} for free."
    shown = join([word(s) for s in symbols])
    return f"It carries the {shown} chain {'symbol' if len(symbols) == 1 else 'symbols'}."


def icons_plain(icons: Sequence[ast.Name]) -> list[str]:
    """What a component's icons mean: the game's sentence for an icon (``[vocabulary.plain.icons]``),
    else that it shows it."""
    lines = [_context().icon_lines[i.value] for i in icons if i.value in _context().icon_lines]
    rest = [i for i in icons if i.value not in _context().icon_lines]
    if rest and _player():
        lines.append(f"It shows {join([pw(i) for i in rest])}.")
    elif rest:
        shown = join([word(i) for i in rest])
        lines.append(f"Shows the {shown} {'icon' if len(rest) == 1 else 'icons'}.")
    return lines


def plain_english(c: ast.Component, vocabulary: Any = None, names: ChainNames | None = None,
                  bonuses: Sequence[tuple[str, ast.ExtraShields]] = ()) -> list[str]:
    """The short rules text of a component, one sentence per clause, then its chain lines.

    ``vocabulary``: the game's, for what its effects mean (``wording``: a Duel shield moves the
    conflict pawn); ``names``: chain partners (:func:`chain_names`); ``bonuses``: the game's
    ``extra_shields`` effects (:func:`shield_bonuses`), mentioned on the shields they add to.
    """
    wording = dict(vocabulary.wording) if vocabulary is not None else {}
    names = names if names is not None else ChainNames()
    context = _Context(c, wording, tuple(bonuses), dict(getattr(vocabulary, "plain", {})),
                       dict(getattr(vocabulary, "plain_icons", {})), frozenset(getattr(vocabulary, "icons", ())))
    with _rendering(context):
        body = clauses_plain(c.clauses)
        body += [stage_plain(stage) for stage in c.stages]
        body += [free_with_plain(s, names) for s in c.free_with]
        if context.player and c.chains:
            body.append(chains_player(c.chains, names))
        else:
            body += [chain_plain(s, names) for s in c.chains]
        body += icons_plain(c.icons)
        return body or ["No effect of its own."]


def stage_plain(stage: ast.Stage) -> str:
    """One stage of a wonder: its number, cost, what it is built on and its effects."""
    cost = f" (cost: {cost_english(stage.cost)})" if stage.cost is not None else ""
    inner = " ".join(clause_plain(clause) for clause in stage.clauses) or "No effect."
    noun = _stage() if _player() else "stage"
    if stage.rests_on:
        verb = "Rests on" if _player() else "Built on"
        inner = (f"{verb} {noun if len(stage.rests_on) == 1 else noun + 's'} "
                 f"{join([str(n) for n in stage.rests_on])}. {inner}")
    return f"{capitalise(noun)} {stage.number}{cost}: {inner}"


def stage_effects_plain(c: ast.Component, stage: ast.Stage, vocabulary: Any = None,
                        leave_out_points: bool = False) -> str:
    """A stage's effects alone, in the game's voice (a table of stages gives its cost and points apart);
    ``leave_out_points``: fixed points at the end are left out."""
    wording = dict(vocabulary.wording) if vocabulary is not None else {}
    context = _Context(c, wording, (), dict(getattr(vocabulary, "plain", {})),
                       dict(getattr(vocabulary, "plain_icons", {})), frozenset(getattr(vocabulary, "icons", ())))
    with _rendering(context):
        sentences = []
        for clause in stage.clauses:
            kept = tuple(e for e in clause.effects if not (leave_out_points and clause.trigger == "at_end"
                                                           and isinstance(e, ast.Points) and e.per is None))
            if kept:
                sentences.append(clause_plain(dataclasses.replace(clause, effects=kept)))
        return " ".join(sentences)


# ---- the registry check ------------------------------------------------------------------------------

# what must never reach a player: words of the language and unfilled placeholders
LEFTOVERS = ("_", "its owner", "{", "}")


def missing_plain_renderers(games: Iterable[tuple[str, Sequence[ast.Component], Any]] = ()) -> list[str]:
    """Every construct of the language without a plain renderer (empty when the renderer is total);
    and for each game given as (name, components, vocabulary), every component whose text in the
    game's voice cannot be made or keeps a word of the language, and, in the player voice, every
    source of progress tokens without a word for players (``[vocabulary.plain]``)."""
    missing = [f"effect {t.construct}" for t in ast.EFFECT_TYPES
               if effect_plain.dispatch(t) is effect_plain.dispatch(object)]
    missing += [f"trigger {t}" for t in ast.TRIGGERS if t not in TRIGGER_PLAIN or t not in TRIGGER_PLAYER]
    missing += [f"count {k}" for k in COUNTED_KINDS if k not in COUNTED_PLAIN]
    missing += [f"scope {k}" for k in SCOPE_KINDS if k not in SCOPE_PLAIN]
    missing += [f"target {k}" for k in TARGET_KINDS if k not in ("cards", "wonders", "divinities")]
    for game, components, vocabulary in games:
        names, bonuses = chain_names(components), shield_bonuses(components)
        for c in components:
            try:
                text = " ".join(plain_english(c, vocabulary=vocabulary, names=names, bonuses=bonuses))
            except (TypeError, KeyError) as error:
                missing.append(f"{game}: {c.name}: no plain text ({error})")
                continue
            missing += [f"{game}: {c.name}: {leftover!r} in {text!r}" for leftover in LEFTOVERS if leftover in text]
        plain = getattr(vocabulary, "plain", {})
        if plain.get("voice") == "player":
            missing += [f"{game}: progress source {source!r} has no word in [vocabulary.plain]"
                        for source in vocabulary.progress_sources if source not in plain]
    return missing
