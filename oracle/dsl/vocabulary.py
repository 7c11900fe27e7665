"""The words a game's component files may use, read from the ``[vocabulary]`` table of its
`game.toml`.  The grammar is shared by the whole family; the vocabulary is per game: its
resources, colours, symbols and decks, the city relations its effects name (``cities``), the
triggers each kind of component may use (``[vocabulary.triggers]``), optionally the effects it
uses and under which triggers (``[vocabulary.effects]``), and the wording the English
renderer gives its effects (``[vocabulary.wording]``: what a shield means in this game), and the
words of its short rules text for players (``[vocabulary.plain]``, read by :mod:`oracle.dsl.plain`)."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from oracle.dsl.ast import ALLOWED_TRIGGERS, CONDITION_TRIGGERS, RELATIONS, TRIGGERS
from oracle.errors import SpecError, SpecProblem
from oracle.text import shown, suggestion

# The kinds of component; a game says which triggers each may use ([vocabulary.triggers]).  A game
# must list the first three; divinities (7 Wonders Duel's Pantheon), Decrees, military tokens and Conspiracies
# (its Agora) and leaders (7 Wonders' Leaders) are listed only by a game that has them.
KINDS = ("card", "wonder", "progress", "divinity", "decree", "token", "conspiracy", "leader")
REQUIRED_KINDS = KINDS[:3]
# Effect wording a game may give ([vocabulary.wording]) and the placeholders each may use.
# shields: what a shield does; produce: what a unit of production gives; no_cost: what is said of a
# component without a cost (Architects' cards are taken, never bought); wonder: what a build of a wonder
# is, as an effect's target names it (7 Wonders builds a stage of it at a time).
WORDINGS: dict[str, tuple[str, ...]] = {"shields": ("{spaces}",), "produce": ("{units}",), "no_cost": (),
                                        "wonder": ()}
MAX_WORDING_LENGTH = 200
# [vocabulary.plain]: how the short text for players speaks (``voice``: "card", a printed card's terse
# phrases, or "player", sentences that open with the player), the game's name for a wonder's part
# (``stage``), what its effects mean in the player's words (phrases, with these placeholders), and the
# word a player reads for any word of the vocabulary (``yellow = "gold"``).  ``[vocabulary.plain.icons]``:
# icon -> the sentence a component showing it ends with.
PLAIN_VOICES = ("card", "player")
PLAIN_WORDINGS: dict[str, tuple[str, ...]] = {"shields": ("{shields}",), "produce": ("{units}",),
                                              "produce_any": (), "science": ("{symbol}",),
                                              "flip": ("{tokens}",)}
PLAIN_NOUNS = ("stage",)


@dataclass(frozen=True)
class Vocabulary:
    resources: tuple[str, ...]
    colours: tuple[str, ...]
    science_symbols: tuple[str, ...]
    chain_symbols: tuple[str, ...]
    decks: tuple[str, ...]
    cities: tuple[str, ...] = ("own",)
    progress_sources: tuple[str, ...] = ("box",)
    pieces: tuple[str, ...] = ()
    # where effects may take cards from, relative to their owner (Architects: left, right, central)
    deck_places: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    conditions: tuple[str, ...] = ()
    # the decks divinities come from (7 Wonders Duel's Pantheon), also the chain symbols a held
    # mythology token stands for; and the kinds of token a 'per ... token' count may name
    mythologies: tuple[str, ...] = ()
    token_kinds: tuple[str, ...] = ()
    # the sections of the Senate (7 Wonders Duel's Agora), left to right, which Influence may be placed in
    senate_sections: tuple[str, ...] = ()
    raw_materials: tuple[str, ...] = ()
    manufactured_goods: tuple[str, ...] = ()
    deck_colours: dict[str, tuple[str, ...]] = field(default_factory=dict)
    triggers: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # construct -> the triggers this game uses it under (None: every trigger the language allows)
    effects: dict[str, tuple[str, ...]] | None = None
    # effect -> how the English renderer says what it does in this game ([vocabulary.wording])
    wording: dict[str, str] = field(default_factory=dict)
    # [vocabulary.plain]: the voice, wordings and words of the text for players; and its icons subtable
    plain: dict[str, str] = field(default_factory=dict)
    plain_icons: dict[str, str] = field(default_factory=dict)
    # expected component counts: ("card", deck) / ("wonder", "") / ("progress", "") / ("divinity", "") -> n
    counts: dict[tuple[str, str], int] = field(default_factory=dict)

    @classmethod
    def from_toml(cls, data: dict[str, Any], path: str,
                  where: Callable[[str], tuple[int, int]] | None = None,
                  file_of: Callable[[str], str] | None = None) -> Vocabulary:
        """Build the vocabulary from a parsed `game.toml`; bad shapes raise one :class:`SpecError`
        listing every problem.  ``where`` gives the line and column of a dotted key, if known, and
        ``file_of`` the file that sets it (``path`` when not given)."""
        problems: list[SpecProblem] = []

        def problem(key: str, message: str) -> None:
            line, column = where(key) if where is not None else (0, 0)
            problems.append(SpecProblem(file_of(key) if file_of is not None else path, line, column, message))

        table = data.get("vocabulary")
        if not isinstance(table, dict):
            line, column = where("vocabulary") if where is not None else (0, 0)
            raise SpecError(SpecProblem(path, line, column, "missing table [vocabulary]"))

        def word_list(value: Any, key: str, label: str, phrases: bool = False) -> tuple[str, ...] | None:
            if not isinstance(value, list) or not all(isinstance(w, str) for w in value):
                problem(key, f"{label}: expected a list of words")
                return None
            if len(value) > MAX_WORDS:
                problem(key, f"{label}: a list of {len(value):,} words; a list holds at most {MAX_WORDS}")
                return None
            good = True
            seen: set[str] = set()
            for w in value:
                parts = w.split(" ") if phrases else [w]
                if len(w) > MAX_WORD_LENGTH or not all(_WORD.match(part) for part in parts):
                    what = "words separated by single spaces" if phrases else "a word"
                    problem(key, f"{label}: {shown(w)} is not {what} (letters, digits and underscores, "
                                 f"not starting with a digit, at most {MAX_WORD_LENGTH} characters)")
                    good = False
                elif w in seen:
                    problem(key, f"{label}: {shown(w)} is listed twice")
                    good = False
                seen.add(w)
            return tuple(value) if good else None

        def words(key: str, default: tuple[str, ...] | None = None) -> tuple[str, ...] | None:
            if key not in table:
                if default is None:
                    problem("vocabulary", f"[vocabulary].{key}: missing list of words")
                    return None
                return default
            return word_list(table[key], f"vocabulary.{key}", f"[vocabulary].{key}", phrases=key == "conditions")

        lists = {key: words(key, default) for key, default in _LISTS.items()}
        colours, decks = lists["colours"], lists["decks"]
        deck_colours: dict[str, tuple[str, ...]] = {}
        for deck, allowed in _subtable(table, "deck_colours", problem).items():
            key, label = f"vocabulary.deck_colours.{deck}", f"[vocabulary.deck_colours].{shown(deck)}"
            if decks is not None and deck not in decks:
                problem(key, f"[vocabulary.deck_colours]: unknown deck {shown(deck)}{_suggest(deck, decks)}")
                continue
            named = word_list(allowed, key, label)
            if named is None or colours is None:
                continue
            deck_colours[deck] = named
            for colour in named:
                if colour not in colours:
                    problem(key, f"{label}: unknown colour {shown(colour)}{_suggest(colour, colours)}")
        cities = lists["cities"]
        for city in cities or ():
            if city not in RELATIONS:
                problem("vocabulary.cities", f"[vocabulary].cities: {shown(city)} is not a city relation the "
                                             f"core knows{_suggest(city, RELATIONS)} ({', '.join(RELATIONS)})")
        triggers: dict[str, tuple[str, ...]] = {}
        given = _subtable(table, "triggers", problem)
        for kind in REQUIRED_KINDS:
            if kind not in given:
                problem("vocabulary.triggers", f"[vocabulary.triggers]: missing '{kind}' (the triggers a "
                                               f"{kind} may use; an empty list if the game has none)")
        for kind, allowed in given.items():
            key, label = f"vocabulary.triggers.{kind}", f"[vocabulary.triggers].{shown(kind)}"
            if kind not in KINDS:
                problem(key, f"[vocabulary.triggers]: unknown kind of component {shown(kind)}; "
                             f"the kinds are {', '.join(KINDS)}")
                continue
            named = word_list(allowed, key, label)
            if named is None:
                continue
            triggers[kind] = named
            for trigger in named:
                if trigger not in TRIGGERS:
                    problem(key, f"{label}: unknown trigger {shown(trigger)}{_suggest(trigger, TRIGGERS)}")
        effects: dict[str, tuple[str, ...]] | None = None
        if "effects" in table:
            effects = {}
            # the effects, and the conditions on a count a conditional effect may test (effect.more_than, ...)
            known = {**ALLOWED_TRIGGERS, **CONDITION_TRIGGERS}
            for construct, allowed in _subtable(table, "effects", problem).items():
                key, label = f"vocabulary.effects.{construct}", f"[vocabulary.effects].{shown(construct)}"
                if construct not in known:
                    problem(key, f"[vocabulary.effects]: unknown effect {shown(construct)}"
                                 f"{_suggest(construct, list(known))}")
                    continue
                named = word_list(allowed, key, label)
                if named is None:
                    continue
                for trigger in named:
                    if trigger not in known[construct]:
                        problem(key, f"{label}: '{construct}' has no meaning under {shown(trigger)} (the "
                                     f"language allows {', '.join(known[construct])})")
                effects[construct] = named
        wording: dict[str, str] = {}
        for effect, text in _subtable(table, "wording", problem).items():
            key, label = f"vocabulary.wording.{effect}", f"[vocabulary.wording].{shown(effect)}"
            if effect not in WORDINGS:
                problem(key, f"[vocabulary.wording]: no wording is given for {shown(effect)} "
                             f"(wordings: {', '.join(WORDINGS)})")
            elif not isinstance(text, str) or not text.isprintable() or len(text) > MAX_WORDING_LENGTH:
                problem(key, f"{label}: expected a line of text of at most {MAX_WORDING_LENGTH} characters")
            elif "{" in text.replace("".join(WORDINGS[effect]), ""):
                problem(key, f"{label}: the only placeholder is {', '.join(WORDINGS[effect])}")
            else:
                wording[effect] = text
        words_known = {w for key in _LISTS for w in (lists[key] or ())}
        plain, plain_icons = _plain(_subtable(table, "plain", problem), words_known, lists["icons"] or (), problem)
        counts = _counts(data, decks, problem)
        if problems:
            raise SpecError(problems)
        return cls(
            resources=lists["resources"] or (),
            colours=colours or (),
            science_symbols=lists["science_symbols"] or (),
            chain_symbols=lists["chain_symbols"] or (),
            decks=decks or (),
            cities=lists["cities"] or (),
            progress_sources=lists["progress_sources"] or (),
            pieces=lists["pieces"] or (),
            deck_places=lists["deck_places"] or (),
            icons=lists["icons"] or (),
            conditions=lists["conditions"] or (),
            mythologies=lists["mythologies"] or (),
            token_kinds=lists["token_kinds"] or (),
            senate_sections=lists["senate_sections"] or (),
            raw_materials=lists["raw_materials"] or (),
            manufactured_goods=lists["manufactured_goods"] or (),
            deck_colours=deck_colours,
            triggers=triggers,
            effects=effects,
            wording=wording,
            plain=plain,
            plain_icons=plain_icons,
            counts=counts,
        )


# The lists of words of [vocabulary], with their defaults (None: the list is required).
_LISTS: dict[str, tuple[str, ...] | None] = {
    "resources": None, "colours": None, "science_symbols": None, "chain_symbols": None, "decks": None,
    "cities": None, "progress_sources": ("box",), "pieces": (), "deck_places": (), "icons": (), "conditions": (),
    "raw_materials": (), "manufactured_goods": (), "mythologies": (), "token_kinds": (), "senate_sections": (),
}

# A word of the vocabulary is a name of the effect language (the grammar's NAME).
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
MAX_WORD_LENGTH = 40
MAX_WORDS = 256
# The most components of one kind (or one deck) a [components] table may announce.
MAX_COMPONENT_COUNT = 1000


def _line(text: Any) -> bool:
    return isinstance(text, str) and text.isprintable() and 0 < len(text) <= MAX_WORDING_LENGTH


def _plain(table: dict[str, Any], words: set[str], icons: tuple[str, ...],
           problem: Callable[[str, str], None]) -> tuple[dict[str, str], dict[str, str]]:
    """``[vocabulary.plain]``: the voice, wordings and words of the text for players, and its icons."""
    plain: dict[str, str] = {}
    icon_lines: dict[str, str] = {}
    for key, text in table.items():
        dotted, label = f"vocabulary.plain.{key}", f"[vocabulary.plain].{shown(key)}"
        if key == "icons":
            if not isinstance(text, dict):
                problem(dotted, "[vocabulary.plain.icons]: expected a table of icon = sentence")
                continue
            for icon, line in text.items():
                if icon not in icons:
                    problem(f"{dotted}.{icon}", f"[vocabulary.plain.icons]: unknown icon {shown(icon)}"
                                                f"{_suggest(icon, icons)}")
                elif not _line(line):
                    problem(f"{dotted}.{icon}", f"[vocabulary.plain.icons].{shown(icon)}: expected a line of "
                                                f"text of at most {MAX_WORDING_LENGTH} characters")
                else:
                    icon_lines[icon] = line
            continue
        if key != "voice" and key not in PLAIN_WORDINGS and key not in PLAIN_NOUNS and key not in words:
            problem(dotted, f"[vocabulary.plain]: {shown(key)} is neither a setting (voice, "
                            f"{', '.join([*PLAIN_WORDINGS, *PLAIN_NOUNS])}) nor a word of the vocabulary")
        elif not _line(text):
            problem(dotted, f"{label}: expected a line of text of at most {MAX_WORDING_LENGTH} characters")
        elif key == "voice" and text not in PLAIN_VOICES:
            problem(dotted, f"{label}: the voices are {', '.join(PLAIN_VOICES)}, not {shown(text)}")
        elif key in PLAIN_WORDINGS and "{" in text.replace("".join(PLAIN_WORDINGS[key]), ""):
            allowed = PLAIN_WORDINGS[key]
            problem(dotted, f"{label}: the only placeholder is {allowed[0]}" if allowed
                    else f"{label}: takes no placeholder")
        else:
            plain[key] = text
    return plain, icon_lines


def _counts(data: dict[str, Any], decks: tuple[str, ...] | None,
            problem: Callable[[str, str], None]) -> dict[tuple[str, str], int]:
    """The component counts of the optional [components] table: deck -> cards, wonders, progress."""
    counts: dict[tuple[str, str], int] = {}
    components = data.get("components", {})
    if not isinstance(components, dict):
        problem("components", "[components] must be a table of component counts")
        return counts

    def count(value: Any, key: str, label: str) -> int | None:
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_COMPONENT_COUNT:
            return value
        problem(key, f"{label} must be a whole number from 0 to {MAX_COMPONENT_COUNT}, not {shown_value(value)}")
        return None

    cards = components.get("cards", {})
    if not isinstance(cards, dict):
        problem("components.cards", "[components].cards must be a table: deck = number of cards")
        cards = {}
    for deck, n in cards.items():
        if decks is not None and deck not in decks:
            problem("components.cards", f"[components].cards: unknown deck {shown(deck)}{_suggest(deck, decks)}")
        elif (value := count(n, "components.cards", f"[components].cards.{deck}")) is not None:
            counts[("card", deck)] = value
    for kind, key in (("wonder", "wonders"), ("progress", "progress"), ("divinity", "divinities"),
                      ("decree", "decrees"), ("token", "military_tokens"),
                      ("conspiracy", "conspiracies"), ("leader", "leaders")):
        if key in components and (value := count(components[key], f"components.{key}",
                                                 f"[components].{key}")) is not None:
            counts[(kind, "")] = value
    return counts


def shown_value(value: Any) -> str:
    """A TOML value for a one-line message, bounded: a string quoted and escaped, a number as
    written (a very long one by its number of digits), a list or table by what it is."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value) if abs(value) < 10 ** 30 else "a number of more than 30 digits"
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        return repr(value) if math.isfinite(value) else ("inf" if value > 0 else "-inf")
    if isinstance(value, str):
        return shown(value)
    if isinstance(value, list):
        return "a list" if value else "[]"
    if isinstance(value, dict):
        return "a table"
    return f"a {type(value).__name__}"


def _suggest(word: str, known: tuple[str, ...] | list[str]) -> str:
    return suggestion(word, known)


def _subtable(table: dict[str, Any], key: str, problem: Callable[[str, str], None]) -> dict[str, Any]:
    value = table.get(key, {})
    if not isinstance(value, dict):
        problem(f"vocabulary.{key}", f"[vocabulary.{key}]: expected a table")
        return {}
    return value
