"""The family side by side: one page that puts each game's rules next to the others', topic by topic.

Which questions are asked (trading, science, military, the end of the game…) and which rules of each
game answer them is ``spec/family.toml``: a list of topics, each naming rule ids per game, or saying
in ``none`` why a game has no such rule.  Every statement shown is the game's own (its
``rules.toml``), and every one links to the place its rules chapter explains it, so the page cannot
drift from the rules it compares.  :func:`load_family` refuses a file that names a rule a game does
not have, places a rule twice, or leaves one of a game's rules out (its component effects,
``effect.*``, aside): a rule added to a game must find its place on this page.  The topic whose id is
``players`` also states, from the registry, how many play each game and each of its variants.

Every ruleset a user may choose (each game with each of its variants) is named on the page, with what it
is and how to choose it.  Where a ruleset states a rule otherwise (an expansion, an edition), its
statement stands in the topic beside the game's, and so does a rule it drops; a rule of its own stands
in the topic where the game places most rules of the same family (``military.blocker`` with the
``military.*`` rules), and is listed with the ruleset when no topic clearly takes it.  Each game's quick
reference adds the rules of its rulesets that a player of them meets every turn.
"""

from __future__ import annotations

import posixpath
import re
import tomllib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from oracle.docs.printable import FRONT_MATTER
from oracle.text import shown, shown_json

SPEC_FILE = "spec/family.toml"
PAGE = "family.md"
TOPIC_ID = re.compile(r"[a-z][a-z_]*\Z")
EFFECT_RULES = "effect."          # a component effect's rule: explained on the component pages, not here


class FamilyError(ValueError):
    """``spec/family.toml`` does not describe the games it names (the message says where)."""


@dataclass(frozen=True)
class Topic:
    """One question asked of every game: the rule ids each game answers it with, or why it has none."""

    id: str
    title: str
    summary: str
    rules: Mapping[str, tuple[str, ...]]
    none: Mapping[str, str]
    quick: bool = False      # on each game's one-page quick reference


@dataclass(frozen=True)
class Family:
    games: tuple[str, ...]
    topics: tuple[Topic, ...]


def _text(value: object, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise FamilyError(f"{where}: expected a non-empty string, got {shown_json(value)}")
    return value


def _topic(raw: object, n: int, games: tuple[str, ...], rule_ids: Mapping[str, Mapping[str, str]]) -> Topic:
    where = f"topic[{n}]"
    if not isinstance(raw, dict):
        raise FamilyError(f"{where}: expected a table, got {shown_json(raw)}")
    unknown = sorted(set(raw) - {"id", "title", "summary", "none", "quick", *games})
    if unknown:
        raise FamilyError(f"{where}: unknown key {shown(unknown[0])} (a topic has id, title, summary, none, quick "
                          f"and one list of rule ids per game: {', '.join(games)})")
    tid = _text(raw.get("id"), f"{where}.id")
    if not TOPIC_ID.match(tid):
        raise FamilyError(f"{where}.id: {shown(tid)} is not a lower-case identifier")
    where = f"topic '{tid}'"
    quick = raw.get("quick", False)
    if not isinstance(quick, bool):
        raise FamilyError(f"{where}.quick: expected true or false, got {shown_json(quick)}")
    none = raw.get("none", {})
    if not isinstance(none, dict):
        raise FamilyError(f"{where}.none: expected a table of game -> reason, got {shown_json(none)}")
    rules: dict[str, tuple[str, ...]] = {}
    for game in games:
        ids = raw.get(game)
        if (ids is None) == (game not in none):
            raise FamilyError(f"{where}: {game} needs either a list of rule ids or a reason under none."
                              f"{game}, not {'both' if ids is not None else 'neither'}")
        if ids is None:
            continue
        if not isinstance(ids, list) or not ids or not all(isinstance(i, str) for i in ids):
            raise FamilyError(f"{where}.{game}: expected a non-empty list of rule ids, got {shown_json(ids)}")
        for rid in ids:
            if rid not in rule_ids[game]:
                raise FamilyError(f"{where}.{game}: {shown(rid)} is not a rule id of spec/{game}/rules.toml")
        rules[game] = tuple(ids)
    stray = sorted(set(none) - set(games))
    if stray:
        raise FamilyError(f"{where}.none: {shown(stray[0])} is not one of the games ({', '.join(games)})")
    return Topic(tid, _text(raw.get("title"), f"{where}.title"), _text(raw.get("summary"), f"{where}.summary"),
                 rules, {g: _text(none[g], f"{where}.none.{g}") for g in games if g in none}, quick)


def load_family(path: Path, rule_ids: Mapping[str, Mapping[str, str]]) -> Family:
    """Read ``spec/family.toml`` against each game's rules (game -> rule id -> statement)."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise FamilyError(f"cannot read it: {error.strerror or error}") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise FamilyError(f"not valid TOML: {error}") from None
    unknown = sorted(set(data) - {"games", "topic"})
    if unknown:
        raise FamilyError(f"unknown key {shown(unknown[0])} (the file has games and [[topic]] tables)")
    games = data.get("games")
    if not isinstance(games, list) or not games or not all(isinstance(g, str) for g in games):
        raise FamilyError(f"games: expected a non-empty list of game names, got {shown_json(games)}")
    for game in games:
        if game not in rule_ids:
            raise FamilyError(f"games: {shown(game)} is not a game with rules on the site "
                              f"({', '.join(sorted(rule_ids))})")
    missing = sorted(set(rule_ids) - set(games))
    if missing:
        raise FamilyError(f"games: {missing[0]} has rules on the site but is not compared here")
    raw_topics = data.get("topic")
    if not isinstance(raw_topics, list) or not raw_topics:
        raise FamilyError("topic: expected at least one [[topic]] table")
    topics = tuple(_topic(t, n, tuple(games), rule_ids) for n, t in enumerate(raw_topics))
    ids = [t.id for t in topics]
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        raise FamilyError(f"topic '{twice[0]}' is defined twice")
    for game in games:
        placed = [(rid, t.id) for t in topics for rid in t.rules.get(game, ())]
        seen: dict[str, str] = {}
        for rid, tid in placed:
            if rid in seen:
                raise FamilyError(f"{game}'s rule {rid} is placed twice: in topics '{seen[rid]}' and '{tid}'")
            seen[rid] = tid
        left = [r for r in rule_ids[game] if r not in seen and not r.startswith(EFFECT_RULES)]
        if left:
            raise FamilyError(f"{game}'s rule {left[0]} is in no topic ({len(left)} left out); place it in the "
                              f"topic whose question it answers")
    return Family(tuple(games), topics)


# ---- the page ---------------------------------------------------------------------------------------

@dataclass(frozen=True)
class RulesetColumn:
    """One ruleset of a game (the game with one of its variants), as the pages compare it: its variant,
    title, numbers of players, what it is (the game's ``[variants]`` text), the page explaining it, its
    rules and their links, and the rules of its own its quick reference states."""

    variant: str
    title: str
    players: tuple[int, ...]
    description: str
    page: str
    statements: Mapping[str, str]
    rule_link: Callable[[str, str], str]
    quick: tuple[str, ...] = ()


@dataclass(frozen=True)
class GameColumn:
    """What the pages need of one game: its title, its section's folder and rules chapter, its
    statements and rule links, the numbers of players of each of its variants (the default first), and
    its rulesets, the default first."""

    title: str
    folder: str
    chapter: str
    statements: Mapping[str, str]
    rule_link: Callable[[str, str], str]
    players: Sequence[tuple[str, tuple[int, ...]]]
    rulesets: Sequence[RulesetColumn] = ()

    def changed(self) -> list[RulesetColumn]:
        """The rulesets whose rules differ from the game's default ruleset's."""
        return [r for r in self.rulesets if dict(r.statements) != dict(self.statements)]


def counts_text(counts: tuple[int, ...]) -> str:
    """``(3, 4, 5, 6, 7)`` -> "3 to 7 players", ``(2,)`` -> "2 players"."""
    if len(counts) == 1:
        return f"{counts[0]} players"
    if list(counts) == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]} to {counts[-1]} players"
    return f"{', '.join(map(str, counts[:-1]))} or {counts[-1]} players"


def players_text(players: Sequence[tuple[str, tuple[int, ...]]]) -> str:
    """A game's numbers of players: its default variant's, then each variant played by others."""
    counts = players[0][1]
    others = [f"{counts_text(c)} in its `{v}` variant" for v, c in players[1:] if c != counts]
    return f"Played by {counts_text(counts)}" + (f"; {', '.join(others)}" if others else "") + "."


@dataclass(frozen=True)
class Change:
    """How a ruleset states one rule of a topic: ``restated`` (its own statement), ``new`` (a rule the
    game's default ruleset lacks) or ``dropped`` (a rule of the game it does not have)."""

    rule: str
    how: str
    statement: str


def placed_by_family(family: Family, game: str) -> dict[str, str]:
    """Each family of rule ids (``military`` of ``military.shields``) -> the topic holding most of the game's
    rules of that family; a family two topics hold equally often has none."""
    counts: dict[str, dict[str, int]] = {}
    for t in family.topics:
        for rid in t.rules.get(game, ()):
            held = counts.setdefault(rid.partition(".")[0], {})
            held[t.id] = held.get(t.id, 0) + 1
    out = {}
    for prefix, held in counts.items():
        ranked = sorted(held.values(), reverse=True)
        if len(ranked) == 1 or ranked[0] > ranked[1]:
            out[prefix] = max(held, key=lambda tid: held[tid])
    return out


def changes(family: Family, game: str, column: GameColumn, ruleset: RulesetColumn) -> dict[str, list[Change]]:
    """Topic id -> how ``ruleset`` states the topic's rules otherwise than the game does; the key ``""``
    holds its own rules no topic takes (a component effect, ``effect.*``, is explained on the component
    pages and left out)."""
    out: dict[str, list[Change]] = {}
    for t in family.topics:
        for rid in t.rules.get(game, ()):
            if rid not in ruleset.statements:
                out.setdefault(t.id, []).append(Change(rid, "dropped", column.statements[rid]))
            elif ruleset.statements[rid] != column.statements[rid]:
                out.setdefault(t.id, []).append(Change(rid, "restated", ruleset.statements[rid]))
    topic_of = placed_by_family(family, game)
    for rid, statement in ruleset.statements.items():
        if rid in column.statements or rid.startswith(EFFECT_RULES):
            continue
        out.setdefault(topic_of.get(rid.partition(".")[0], ""), []).append(Change(rid, "new", statement))
    return out


def change_lines(change_list: Sequence[Change], ruleset: RulesetColumn, column: GameColumn, here: str) -> list[str]:
    """A ruleset's changes to one topic, each statement with its rule's link."""
    lines = [f"- {c.statement} ({ruleset.rule_link(here, c.rule)}{', its own' if c.how == 'new' else ''})"
             for c in change_list if c.how != "dropped"]
    dropped = [column.rule_link(here, c.rule) for c in change_list if c.how == "dropped"]
    if dropped:
        lines.append(f"- It has no such {'rule' if len(dropped) == 1 else 'rules'}: {', '.join(dropped)}.")
    return lines


SPEC_NOTE = re.compile(r"\s*\((?:variants/[a-z0-9_]+|[a-z_]+\.[a-z_.*]+)\)(?=\.?$)")


def described(text: str) -> str:
    """A variant's text of ``game.toml`` as the page says it: its closing note naming the spec's folder
    or a rule id (``(variants/pantheon)``, ``(age.next_starter)``) left out."""
    return SPEC_NOTE.sub("", text)


def choose(game: str, ruleset: RulesetColumn) -> str:
    """How to play a ruleset from the command line."""
    players = f" --players {ruleset.players[0]}" if len(ruleset.players) > 1 else ""
    return f"`oracle --game {game} play --variant {ruleset.variant}{players}`"


def rulesets_part(family: Family, columns: Mapping[str, GameColumn]) -> list[str]:
    """The page's part naming every ruleset: what it is, how many play it, how to choose it, and for one
    stating rules otherwise, how many it restates, adds and drops, and its own rules no topic takes."""
    here = PAGE
    out = ["## The rulesets {#rulesets}", "",
           "A ruleset is a game played by one of its variants: a printing, an edition or an expansion. Each is "
           "chosen by its variant, from the `oracle` command (`--variant`), from Python "
           "(`load_game(game, variant=...)`) or in a game record (`\"variant\"`). Those stating some rules "
           "otherwise have their statements beside the game's in the topics below, marked with the ruleset's "
           "name.", ""]
    for g in family.games:
        column = columns[g]
        out += [f"### {column.title}", ""]
        for r in column.rulesets:
            line = (f"- **[{r.title}]({relative_page(here, r.page)})** (`{r.variant}`, {counts_text(r.players)}): "
                    f"{described(r.description)} Played by {choose(g, r)}.")
            if r in column.changed():
                found = changes(family, g, column, r)
                every = [c for cs in found.values() for c in cs]
                counted = {how: sum(c.how == how for c in every) for how in ("restated", "new", "dropped")}
                said = [f"{n} {'rule' if n == 1 else 'rules'} {how_words(how)}" for how, n in counted.items() if n]
                line += f" Against {column.title}: {', '.join(said)}."
                alone = found.get("", [])
                if alone:
                    line += (" Its own rules no topic below asks about: "
                             + ", ".join(r.rule_link(here, c.rule) for c in alone) + ".")
            out.append(line)
        out.append("")
    return out


def how_words(how: str) -> str:
    return {"restated": "stated otherwise", "new": "of its own", "dropped": "left out"}[how]


def relative_page(here: str, to: str) -> str:
    """A link target from the page ``here`` to ``to`` (docs-relative, with an optional anchor)."""
    path, _, anchor = to.partition("#")
    link = posixpath.relpath(path, posixpath.dirname(here) or ".")
    return f"{link}#{anchor}" if anchor else link


def page(family: Family, columns: Mapping[str, GameColumn]) -> str:
    """The Markdown of the family page (``family.md``)."""
    here = PAGE
    changed = {g: [(r, changes(family, g, columns[g], r)) for r in columns[g].changed()] for g in family.games}
    out = ["# The family side by side", "",
           "The games of the 7 Wonders family share a vocabulary (Ages, cards by colour, wonders, science, "
           "shields) but not their rules, and some games are played by more than one ruleset. This page names "
           "every ruleset, then says in a line what differs from one game to the next on each topic, and which "
           "rulesets change it; the sections after the table ask the same questions of every game and answer "
           "each with that game's own rules, word for word as its rules chapter states them, each linked to the "
           "place it is explained, so that what changes from one game to another reads across. A ruleset "
           "stating a rule otherwise has its statement under the game's.", "",
           "Games compared: " + ", ".join(f"[{columns[g].title}]({columns[g].chapter})" for g in family.games)
           + ".", "", *rulesets_part(family, columns),
           "## What differs, topic by topic {#differences}", "",
           "| topic | what differs between the games | rulesets that change it |", "| --- | --- | --- |"]
    for t in family.topics:
        by = [f"[{r.title}](#{t.id})" for g in family.games for r, found in changed[g] if found.get(t.id)]
        out.append(f"| [{t.title}](#{t.id}) | {t.summary} | {', '.join(by) or 'none'} |")
    for t in family.topics:
        out += ["", f"## {t.title} {{#{t.id}}}", "", t.summary, "", '<div class="family-grid" markdown>', ""]
        for g in family.games:
            column = columns[g]
            out += ['<div class="family-cell" markdown>', "", f"**[{column.title}]({column.chapter})**", ""]
            if t.id == "players":
                out += [players_text(column.players), ""]
            if g in t.rules:
                out += [f"- {column.statements[rid]} ({column.rule_link(here, rid)})" for rid in t.rules[g]]
            else:
                out.append(f"*{t.none[g]}*")
            for r, found in changed[g]:
                if found.get(t.id):
                    out += ["", f"**In [{r.title}]({relative_page(here, r.page)}):**", "",
                            *change_lines(found[t.id], r, column, here)]
            out += ["", "</div>", ""]
        out += ["</div>"]
    return "\n".join(out) + "\n"


# ---- each game's quick reference --------------------------------------------------------------------



def quick_page_path(folder: str) -> str:
    """Where a game's quick reference is: ``duel`` -> ``duel/quick.md``."""
    return f"{folder}/quick.md"


def quick_page(family: Family, game: str, column: GameColumn, symbols: Sequence[str]) -> str:
    """A game's quick reference, made to fit one A4 page: how many play, the rules of the family's
    quick topics (a turn, paying, trading, science, military, the end, scoring) as the game states
    them, and the table of its symbols."""
    here = quick_page_path(column.folder)
    chapter = posixpath.relpath(column.chapter, column.folder)
    out = [FRONT_MATTER + f"# {column.title}: quick reference", "",
           f"{players_text(column.players)} Every rule in full is in [the rules]({chapter}); everything on one "
           "page, cards included, in [the printable reference](print.md).", "",
           '<div class="quick-reference" markdown>', ""]
    for t in family.topics:
        if not t.quick:
            continue
        out += [f"## {t.title}", ""]
        if game in t.rules:
            out += [f"- {column.statements[rid]} ({column.rule_link(here, rid)})" for rid in t.rules[game]]
        else:
            out.append(f"*{t.none[game]}*")
        out.append("")
    for r in column.rulesets:
        if r.quick:
            out += [f"## {r.title}", "",
                    f"Chosen with `--variant {r.variant}`; [everything it changes]({relative_page(here, r.page)}). "
                    "At a glance:", "",
                    *[f"- {r.statements[rid]} ({r.rule_link(here, rid)})" for rid in r.quick], ""]
    out += ["## Symbols", "", *symbols, "</div>"]
    return "\n".join(out) + "\n"
