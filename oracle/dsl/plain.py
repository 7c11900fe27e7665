"""Render syntax trees as short, second-person rules text, the way a rulebook prints it.

:mod:`oracle.dsl.english` words a component descriptively ("As long as its owner has it, its
owner's city produces 1 wood on every turn."); this module words the same tree briefly and to the
player ("Produces 1 wood.", "When built: take 4 coins.").  Like the descriptive renderer it walks
the typed tree (:mod:`oracle.dsl.ast`) with one renderer per effect construct, and knows no
component by name: what it needs from the rest of the game (the names of chain partners, the
components that add shields to later builds) is passed in, computed from the trees by
:func:`chain_names` and :func:`shield_bonuses`.

:func:`missing_plain_renderers` is the registry check (the test suite requires it to be empty).
"""

from __future__ import annotations

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


_OWNER_VERB = re.compile(r"\bits owner (\w+?)s\b")


def second_person(text: str) -> str:
    """A game's descriptive wording (``[vocabulary.wording]``) turned to the player: ``its owner
    holds`` -> ``you hold``, ``the opponent's`` -> ``your opponent's``, ``moving`` -> ``move``."""
    text = _OWNER_VERB.sub(r"you \1", text)
    text = text.replace("its owner's", "your").replace("its owner", "you")
    text = text.replace("the opponent's", "your opponent's").replace("the opponent", "your opponent")
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
    "on_chain_build": "Each time you build a card through a chain",
    "once_per_turn": "Once per turn, if you wish",
    "on_take": "Each time you take a card",
    "on_stage_build": "Each time you build a wonder stage",
}


def trigger_plain(clause: ast.Clause) -> str:
    """The label of a clause's trigger (rule: the trigger of the clause), with 'once per turn'."""
    if clause.trigger == "on_take":
        words = join([word(n) for n in clause.taken], "or")
        text = f"Each time you take {'an' if words[:1] in 'aeiou' else 'a'} {words} card"
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
    "wonders": lambda c, every: ("wonder", "wonders"),
    "stages": lambda c, every: ("wonder stage built", "wonder stages built"),
    "progress": lambda c, every: ("progress token", "progress tokens"),
    "coins": _counted_coins,
    "piece": lambda c, every: (word(c.names[0]), word(c.names[0]) + "s"),
    "icons": _counted_icons,
}


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


def per_plain(p: ast.Per) -> str:
    """A ``per`` clause: ``for each yellow card in your city (this card included)``."""
    one, most = COUNTED_PLAIN[p.counted.kind](p.counted, p.every)
    scope = p.effective_scope
    if scope.kind == "cities" and [n.value for n in scope.cities] == ["own"] and p.counted.kind in OWN_PLAIN:
        where = OWN_PLAIN[p.counted.kind]
    else:
        where = SCOPE_PLAIN[scope.kind](scope, most)
    lead = "for every" if p.counted.kind == "coins" and p.every != 1 else "for each"
    return f"{lead} {one} {where}{_counts_itself(p)}"


CONDITION_PLAIN = {"own wonder complete": "your wonder is complete"}


def condition_plain(c: ast.Condition) -> str:
    return CONDITION_PLAIN.get(c.text, f"'{c.text}' holds")


# ---- effects ------------------------------------------------------------------------------------------

@singledispatch
def effect_plain(effect: ast.Effect) -> str:
    """One effect as a short phrase to the player (no capital, no full stop)."""
    raise TypeError(f"no plain renderer for {type(effect).__name__}")


@effect_plain.register
def _(e: ast.Produce) -> str:
    """Construct ``produce``."""
    meaning = _context().wording.get("produce")
    if meaning is not None:
        return second_person(meaning.replace("{units}", units(e.amount, e.resource)))
    return f"produces {units(e.amount, e.resource)}"


@effect_plain.register
def _(e: ast.ProduceChoice) -> str:
    """Construct ``produce_choice``."""
    return f"produces 1 {join([word(o) for o in e.options], 'or')} (choose each time you pay)"


@effect_plain.register
def _(e: ast.ProduceAny) -> str:
    """Construct ``produce_any``."""
    return "produces 1 resource of your choice"


@effect_plain.register
def _(e: ast.TradeAt) -> str:
    """Construct ``trade_at``: a fixed price, from neighbours or (none named) from the bank."""
    resources = join([word(r) for r in e.resources])
    if e.cities:
        return f"you buy {resources} from {join([player_plain(c) for c in e.cities])} for " \
               f"{plural(e.price, 'coin')} per unit"
    return f"you buy {resources} from the bank for {plural(e.price, 'coin')} per unit"


@effect_plain.register
def _(e: ast.Science) -> str:
    """Construct ``science``."""
    return f"shows the {word(e.symbol)} science symbol"


@effect_plain.register
def _(e: ast.ScienceChoice) -> str:
    """Construct ``science_choice``."""
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
def _(e: ast.ExtraShields) -> str:
    """Construct ``extra_shields``."""
    return f"each {target_text(e.target)} you build from now on gives {plural(e.amount, 'more shield')}"


@effect_plain.register
def _(e: ast.Points) -> str:
    """Construct ``points``."""
    text = f"worth {plural(e.amount, 'victory point')}"
    return f"{text} {per_plain(e.per)}" if e.per else text


@effect_plain.register
def _(e: ast.PointsByCopies) -> str:
    """Construct ``points_by_copies``."""
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
    return (f"each {target_text(e.target)} you build from now on lets you take another turn "
            "(at most one extra turn per build)")


@effect_plain.register
def _(e: ast.Destroy) -> str:
    """Construct ``destroy``."""
    return f"discard one {word(e.colour)} card of your choice from {city_plain(e.city)} city (if there is one)"


@effect_plain.register
def _(e: ast.TakeProgress) -> str:
    """Construct ``take_progress``."""
    if e.draw == 0:
        return f"take {number(e.keep)} of the progress tokens on offer ({word(e.source)})"
    return (f"draw {plural(e.draw, 'progress token')} from the {word(e.source)}, keep {number(e.keep)} and "
            "return the rest unseen")


DECK_PLAIN = {"left": "the deck on your left", "right": "the deck on your right", "central": "the central deck"}


def decks_plain(d: ast.DeckChoice) -> str:
    if d.any:
        return "any deck on the table"
    return join([DECK_PLAIN.get(n.value, f"the {word(n)} deck") for n in d.places], "or")


@effect_plain.register
def _(e: ast.TakeTop) -> str:
    """Construct ``take_top``."""
    choice = "" if not e.decks.any and len(e.decks.places) == 1 else " (your choice)"
    return f"take the top card of {decks_plain(e.decks)}{choice}"


@effect_plain.register
def _(e: ast.KeepFromTop) -> str:
    """Construct ``keep_from_top``."""
    return (f"look at the top {plural(e.look, 'card')} of {decks_plain(e.decks)}, keep {number(e.keep)} and "
            "shuffle the rest back")


@effect_plain.register
def _(e: ast.TakePiece) -> str:
    """Construct ``take_piece``."""
    return f"take the {word(e.piece)}"


@effect_plain.register
def _(e: ast.Flip) -> str:
    """Construct ``flip``."""
    return f"turn over {plural(e.amount, word(e.piece) + ' token')} (fewer if fewer are left)"


@effect_plain.register
def _(e: ast.CountsAs) -> str:
    """Construct ``counts_as``."""
    return (f"when you pay, {plural(e.cards, word(e.colour) + ' card')} of yours "
            f"{'counts' if e.cards == 1 else 'count'} as {plural(e.units, 'resource')}")


@effect_plain.register
def _(e: ast.BuildWithAny) -> str:
    """Construct ``build_with_any``."""
    return "you may pay for a wonder stage with any resources, different or identical"


@effect_plain.register
def _(e: ast.BuildFromDiscard) -> str:
    """Construct ``build_from_discard``."""
    return "build a card of your choice from the discard pile for free (if there is one)"


@effect_plain.register
def _(e: ast.BuildFree) -> str:
    """Construct ``build_free``."""
    return "build a card for free"


@effect_plain.register
def _(e: ast.Discount) -> str:
    """Construct ``discount``."""
    return (f"each {target_text(e.target)} you build from now on costs {plural(e.amount, 'resource')} less "
            "(you choose which)")


@effect_plain.register
def _(e: ast.ReceiveOpponentTrade) -> str:
    """Construct ``receive_opponent_trade``."""
    player = player_plain(e.city)
    return f"when {player} buys resources from the bank, the coins they pay go to you"


@effect_plain.register
def _(e: ast.CopyCard) -> str:
    """Construct ``copy_card``."""
    cities = join([city_plain(c) for c in e.cities], "or")
    return (f"copy one {word(e.colour)} card from {cities} city: it scores for you as if it were yours "
            "(it still scores for its builder)")


@effect_plain.register
def _(e: ast.Conditional) -> str:
    """Construct ``conditional``."""
    return f"{effect_plain(e.then)} if {condition_plain(e.condition)}; otherwise {effect_plain(e.otherwise)}"


# ---- clauses and components ----------------------------------------------------------------------------

# effects whose phrase already says when they count, so an end-of-game clause needs no label
_SELF_TIMED = (ast.Points, ast.PointsByCopies)


def clause_plain(clause: ast.Clause) -> str:
    """A clause as one short sentence: its trigger's label (if it needs one), then its effects."""
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
    if partners:
        return f"Free if you have built {join(list(partners), 'or')} ({word(symbol)})."
    return f"Free if your city has the {word(symbol)} chain symbol."


def chain_plain(symbol: ast.Name, names: ChainNames) -> str:
    """The ``chain`` line: which later components this one frees."""
    partners = names.freed.get(symbol.value, [])
    if partners:
        return f"Lets you build {join(list(partners), 'or')} for free later ({word(symbol)})."
    return f"Carries the {word(symbol)} chain symbol."


def plain_english(c: ast.Component, vocabulary: Any = None, names: ChainNames | None = None,
                  bonuses: Sequence[tuple[str, ast.ExtraShields]] = ()) -> list[str]:
    """The short rules text of a component, one sentence per clause, then its chain lines.

    ``vocabulary``: the game's, for what its effects mean (``wording``: a Duel shield moves the
    conflict pawn); ``names``: chain partners (:func:`chain_names`); ``bonuses``: the game's
    ``extra_shields`` effects (:func:`shield_bonuses`), mentioned on the shields they add to.
    """
    wording = dict(vocabulary.wording) if vocabulary is not None else {}
    names = names if names is not None else ChainNames()
    with _rendering(_Context(c, wording, tuple(bonuses))):
        body = clauses_plain(c.clauses)
        for stage in c.stages:
            cost = f" (cost: {cost_english(stage.cost)})" if stage.cost is not None else ""
            inner = " ".join(clause_plain(clause) for clause in stage.clauses) or "No effect."
            if stage.rests_on:
                inner = (f"Built on {'stage' if len(stage.rests_on) == 1 else 'stages'} "
                         f"{join([str(n) for n in stage.rests_on])}. {inner}")
            body.append(f"Stage {stage.number}{cost}: {inner}")
        body += [free_with_plain(s, names) for s in c.free_with]
        body += [chain_plain(s, names) for s in c.chains]
        if c.icons:
            body.append(f"Shows the {join([word(i) for i in c.icons])} {'icon' if len(c.icons) == 1 else 'icons'}.")
        return body or ["No effect of its own."]


# ---- the registry check ------------------------------------------------------------------------------

def missing_plain_renderers() -> list[str]:
    """Every construct of the language without a plain renderer (empty when the renderer is total)."""
    missing = [f"effect {t.construct}" for t in ast.EFFECT_TYPES
               if effect_plain.dispatch(t) is effect_plain.dispatch(object)]
    missing += [f"trigger {t}" for t in ast.TRIGGERS if t not in TRIGGER_PLAIN]
    missing += [f"count {k}" for k in COUNTED_KINDS if k not in COUNTED_PLAIN]
    missing += [f"scope {k}" for k in SCOPE_KINDS if k not in SCOPE_PLAIN]
    missing += [f"target {k}" for k in TARGET_KINDS if k not in ("cards", "wonders")]
    return missing
