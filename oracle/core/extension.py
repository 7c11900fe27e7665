"""One ruleset stated as the changes it makes to another: a spec extension.

A variant whose spec folder holds ``variants/<name>/`` is that folder's changes to the ruleset it
extends (the game's own spec, or another such variant).  The folder states only what differs:

* ``extends.toml``: ``[extends] variant`` names the ruleset extended (``"standard"``: the game's
  own spec), or lists the rulesets a combination extends, applied in that order (``["pantheon",
  "agora"]``: the folder then states only where they meet, restating each key both set), and
  ``[remove]`` what it takes away: ``card``, ``wonder`` and ``progress`` list
  components by name, ``keys`` dotted keys of ``game.toml``, ``rules`` rule ids and ``rulings``
  ruling ids;
* ``game.toml`` (optional): keys added or replaced.  A table merges into the table of the same
  name key by key; any other value (a number, a word, a list) replaces the value it names;
* ``*.wdl`` (optional): components; one of the kind and name of a component of the extended ruleset
  replaces it where it stood, any other is added after them;
* ``rules.toml`` and ``rulings.toml`` (optional): rule ids and rulings added, or replacing those of
  the same id.

Every problem names the file of the extension it is in, with its line and column where they can
be found; a key of the merged ``game.toml`` is reported in the file that set it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from oracle.core.options import NO_CHOICE, Choice, RuleOption, choose, read_rule_options, reading_folder
from oracle.core.spec import (
    MISSING,
    Ruling,
    TomlFile,
    component_files,
    in_reading_order,
    parse_components,
    read_game_file,
    read_rule_ids,
    read_rulings,
    read_toml,
)
from oracle.dsl import ast
from oracle.dsl.vocabulary import Vocabulary
from oracle.errors import SpecError, SpecProblem
from oracle.resources import display_path
from oracle.text import shown, suggestion

MAX_DEPTH = 4                  # extensions of extensions, at most
MAX_REMOVED = 500              # names, keys or ids one list of [remove] may hold
KINDS = ("card", "wonder", "progress", "divinity")
REMOVABLE = (*KINDS, "keys", "rules", "rulings")


class MergedToml(TomlFile):
    """``game.toml`` of an extended ruleset: the extended ruleset's file with the extension's keys
    merged in and its removed keys taken out.  A key is found, and its problems reported, in the
    file that last set it (:meth:`file_of`)."""

    def __init__(self, base: TomlFile, patch: TomlFile | None, removed: tuple[str, ...]):
        data = _merged(base.data, patch.data if patch is not None else {})
        for key in removed:
            _drop(data, key.split("."))
        super().__init__(data, base.label, base.text)
        self.base = base
        self.patch = patch

    def _owner(self, key: str) -> TomlFile:
        if self.patch is not None:
            node: Any = self.patch.data
            for part in key.split("."):
                name = part.partition("[")[0]
                if not isinstance(node, dict) or name not in node:
                    break
                node = node[name]
            else:
                return self.patch
        return self.base

    def file_of(self, key: str) -> str:
        return self._owner(key).label

    def where(self, key: str) -> tuple[int, int]:
        owner = self._owner(key)
        return owner.where(key) if owner is self.patch else self.base.where(key)


def _merged(base: dict[str, Any], patch: dict[str, Any]) -> dict[str, Any]:
    """``base`` with ``patch`` merged in: tables key by key, every other value replaced."""
    out = dict(base)
    for key, value in patch.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = _merged(out[key], value)
        else:
            out[key] = value
    return out


def _drop(data: dict[str, Any], parts: list[str]) -> None:
    for part in parts[:-1]:
        inner = data.get(part)
        if not isinstance(inner, dict):
            return
        inner = dict(inner)
        data[part] = inner
        data = inner
    data.pop(parts[-1], None)


@dataclass(frozen=True)
class Extension:
    """What ``variants/<name>/`` changes: read by :func:`read_extension`."""

    folder: Path
    extends: tuple[str, ...]                   # the variants extended, in order ("standard": the game's own spec)
    removed: dict[str, tuple[str, ...]]        # [remove]: list -> names, keys or ids
    game: TomlFile | None                      # game.toml: keys added or replaced
    components: tuple[ast.Component, ...]      # *.wdl
    files: tuple[Path, ...]                    # every file read, extends.toml first
    rules: Path | None                         # rules.toml
    rulings: Path | None                       # rulings.toml
    extends_file: TomlFile


def extension_folder(folder: Path, variant: str) -> Path | None:
    """``variants/<variant>/`` of the spec in ``folder`` when it is a folder, else ``None``."""
    path = folder / "variants" / variant
    try:
        return path if os.path.isdir(path) and not os.path.islink(path) else None
    except OSError:  # pragma: no cover - isdir swallows OSError; kept for exotic file systems
        return None


def _optional(path: Path) -> Path | None:
    try:
        os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise SpecError(SpecProblem(display_path(path), 0, 0, f"cannot read: {error.strerror or error}")) from None
    return path


def read_extension(folder: Path) -> Extension:
    """The extension in ``folder`` (``variants/<name>/``), its lists checked for shape."""
    t = read_toml(folder / "extends.toml")
    extends = t.node("extends.variant")
    names = [extends] if isinstance(extends, str) else extends
    if not (isinstance(names, list) and 1 <= len(names) <= MAX_DEPTH
            and all(isinstance(n, str) and n for n in names) and len(set(names)) == len(names)):
        t.problem("extends.variant", "[extends] variant must name the ruleset this one extends, such as "
                                     "'standard', or list the rulesets it combines, such as ['pantheon', 'agora']")
        names = []
    removed: dict[str, tuple[str, ...]] = {}
    table = t.node("remove")
    if table is not MISSING and not isinstance(table, dict):
        t.problem("remove", "[remove] must be a table of lists")
        table = {}
    for key in (table if isinstance(table, dict) else {}):
        if key not in REMOVABLE:
            t.problem(f"remove.{key}", f"[remove]: unknown list {shown(key)}{suggestion(key, list(REMOVABLE))}; "
                                       f"the lists are {', '.join(REMOVABLE)}")
            continue
        value = table[key]
        if not (isinstance(value, list) and len(value) <= MAX_REMOVED
                and all(isinstance(v, str) and v and len(v) <= 200 for v in value)):
            t.problem(f"remove.{key}", f"remove.{key} must be a list of at most {MAX_REMOVED} names")
            continue
        if len(set(value)) != len(value):
            t.problem(f"remove.{key}", f"remove.{key} names something twice")
            continue
        removed[key] = tuple(value)
    unknown = set(t.data) - {"extends", "remove"}
    for key in sorted(unknown):
        t.problem(key, f"extends.toml: unknown table {shown(key)}; it holds [extends] and [remove]")
    if t.problems:
        raise SpecError(in_reading_order(t.problems))
    game_path = _optional(folder / "game.toml")
    game = read_toml(game_path) if game_path is not None else None
    wdl = component_files(folder)
    components = tuple(parse_components(wdl))
    rules = _optional(folder / "rules.toml")
    rulings = _optional(folder / "rulings.toml")
    files = (folder / "extends.toml", *([game_path] if game_path else []), *wdl,
             *([rules] if rules else []), *([rulings] if rulings else []))
    return Extension(folder, tuple(str(n) for n in names), removed, game, components, files, rules, rulings, t)


def extension_chain(folder: Path, variant: str) -> list[Extension]:
    """The extensions that make ``variant``, those nearest the game's own spec first (none: the
    variant is the game's own spec, or a variant the engine plays by a rule of its own).  An extension
    combining several rulesets comes after the extensions of each, in the order it lists them, each
    extension once."""
    chain: list[Extension] = []

    def visit(name: str, path_so_far: tuple[Path, ...]) -> None:
        path = extension_folder(folder, name)
        if path is None:
            return
        ext = read_extension(path)
        if len(path_so_far) == MAX_DEPTH or path in path_so_far or name in ext.extends:
            t = ext.extends_file
            raise SpecError(SpecProblem(t.label, *t.where("extends.variant"),
                                        f"extensions extend each other in a circle, or more than {MAX_DEPTH} deep"))
        for parent in ext.extends:
            visit(parent, (*path_so_far, path))
        if all(e.folder != path for e in chain):
            chain.append(ext)

    visit(variant, ())
    return chain


def extended_game_file(base: TomlFile, ext: Extension) -> TomlFile:
    """``game.toml`` as ``ext`` leaves it; a removed key must be there to remove."""
    removed = ext.removed.get("keys", ())
    t = ext.extends_file
    problems: list[SpecProblem] = []
    for key in removed:
        if base.node(key) is MISSING:
            problems.append(SpecProblem(t.label, *t.where("remove.keys"),
                                        f"remove.keys: {shown(key)} is no key of the ruleset it extends"))
        elif ext.game is not None and ext.game.node(key) is not MISSING:
            problems.append(SpecProblem(t.label, *t.where("remove.keys"),
                                        f"remove.keys: {shown(key)} is removed and set again in game.toml"))
    if problems:
        raise SpecError(problems)
    if ext.game is None and not removed:
        return base
    return MergedToml(base, ext.game, removed)


def extended_components(base: list[ast.Component], ext: Extension) -> list[ast.Component]:
    """The components as ``ext`` leaves them: removed ones gone, replaced ones in their place, new
    ones after them."""
    t = ext.extends_file
    problems: list[SpecProblem] = []
    gone = {(kind, name) for kind in KINDS for name in ext.removed.get(kind, ())}
    have = {(c.kind, c.name) for c in base}
    for kind, name in sorted(gone - have):
        names = [c.name for c in base if c.kind == kind]
        problems.append(SpecProblem(t.label, *t.where(f"remove.{kind}"),
                                    f"remove.{kind}: no {kind} {shown(name)} to remove{suggestion(name, names)}"))
    new: dict[tuple[str, str], ast.Component] = {}
    for c in ext.components:
        if (c.kind, c.name) in gone:
            problems.append(SpecProblem(c.pos.file, c.pos.line, c.pos.column,
                                        f"{c.kind} {shown(c.name)} is removed in extends.toml and written again "
                                        f"here; write it without removing it to replace it"))
        new[(c.kind, c.name)] = c
    if problems:
        raise SpecError(in_reading_order(problems))
    kept = [new.pop((c.kind, c.name), c) for c in base if (c.kind, c.name) not in gone]
    return [*kept, *(c for c in ext.components if (c.kind, c.name) in new)]


def extended_rule_ids(base: dict[str, str], ext: Extension) -> dict[str, str]:
    """The rule ids as ``ext`` leaves them."""
    out = dict(base)
    t = ext.extends_file
    for rule in ext.removed.get("rules", ()):
        if rule not in out:
            raise SpecError(SpecProblem(t.label, *t.where("remove.rules"), f"remove.rules: no rule {shown(rule)} "
                                                                          f"to remove{suggestion(rule, list(out))}"))
        del out[rule]
    if ext.rules is not None:
        out.update(read_rule_ids(ext.rules))
    return out


def extended_rulings(base: tuple[Ruling, ...], ext: Extension, rule_ids: dict[str, str]) -> tuple[Ruling, ...]:
    """The rulings as ``ext`` leaves them: each still about a rule of the extended ruleset."""
    t = ext.extends_file
    ids = [r.id for r in base]
    gone = set(ext.removed.get("rulings", ()))
    for ruling in sorted(gone - set(ids)):
        raise SpecError(SpecProblem(t.label, *t.where("remove.rulings"),
                                    f"remove.rulings: no ruling {shown(ruling)} to remove{suggestion(ruling, ids)}"))
    added = read_rulings(ext.rulings, rule_ids) if ext.rulings is not None else ()
    by_id = {r.id: r for r in added}
    kept = [by_id.pop(r.id, r) for r in base if r.id not in gone]
    orphans = [r for r in kept if r.rule not in rule_ids]
    if orphans:
        r = orphans[0]
        raise SpecError(SpecProblem(t.label, *t.where("remove.rules"),
                                    f"the ruling {shown(r.id)} concerns the rule {shown(r.rule)}, which is removed; "
                                    f"remove the ruling too (remove.rulings)"))
    return (*kept, *(r for r in added if r.id in by_id))


def display_files(ext: list[Extension]) -> list[str]:
    """Every file the extensions read, as messages show them."""
    return [display_path(f) for e in ext for f in e.files]


@dataclass(frozen=True)
class RulesetFiles:
    """Everything a game's loader reads of a ruleset, the extensions of its variant applied."""

    game: TomlFile                          # game.toml (merged)
    vocabulary: Vocabulary
    variants: dict[str, str] | None         # the game's [variants], as its own spec lists them
    components: list[ast.Component]
    rule_ids: dict[str, str]
    rulings: tuple[Ruling, ...]
    files: tuple[str, ...]                  # every file read, as messages show them, game.toml first
    extended: bool                          # whether any extension applied
    rule_options: tuple[RuleOption, ...] = ()   # [rule_options]: the options the ruleset declares
    choice: Choice = NO_CHOICE                  # the readings chosen, other than the defaults


def read_ruleset_files(folder: Path, variant: str, choice: Choice = NO_CHOICE) -> RulesetFiles:
    """The spec in ``folder`` as ``variant`` plays it: the game's own files, then each extension
    of :func:`extension_chain` in turn (:func:`read_game_file` checks the variant's name), then the
    components each reading of ``choice`` replaces (:func:`chosen_components`).  ``choice`` is
    checked against the options the ruleset declares (:func:`oracle.core.options.choose`)."""
    t, vocabulary, variants = read_game_file(folder, variant)
    files = component_files(folder)
    components = parse_components(files)
    rule_ids = read_rule_ids(folder / "rules.toml")
    rulings = read_rulings(folder / "rulings.toml", rule_ids)
    chain = extension_chain(folder, variant)
    for ext in chain:
        t = extended_game_file(t, ext)
        components = extended_components(components, ext)
        rule_ids = extended_rule_ids(rule_ids, ext)
        rulings = extended_rulings(rulings, ext, rule_ids)
    if chain:
        vocabulary = Vocabulary.from_toml(t.data, t.label, t.where, t.file_of)
    declared = read_rule_options(t, {r.id: r.option for r in rulings})   # problems: raised by the game's reader
    shown_files = (display_path(folder / "game.toml"), *(display_path(f) for f in files), *display_files(chain))
    if choice:
        if t.problems:
            raise SpecError(in_reading_order(t.problems))
        choice = choose(declared, choice, t.data.get("game", {}).get("title", "this ruleset"))
        components, read = chosen_components(components, [folder, *(e.folder for e in chain)], choice)
        shown_files = (*shown_files, *(display_path(f) for f in read))
    return RulesetFiles(t, vocabulary, variants, components, rule_ids, rulings, shown_files, bool(chain),
                        declared, choice)


def chosen_components(components: list[ast.Component], folders: list[Path], choice: Choice) -> tuple[
        list[ast.Component], list[Path]]:
    """``components`` with those the readings of ``choice`` replace (the ``*.wdl`` files of
    :func:`oracle.core.options.reading_folder` in the last of ``folders`` that has one), and the files
    read.  A reading replaces components of the ruleset; it adds none."""
    problems: list[SpecProblem] = []
    read: list[Path] = []
    have = {(c.kind, c.name) for c in components}
    for name, value in choice:
        found = [f for f in (reading_folder(base, name, value) for base in folders) if os.path.isdir(f)]
        if not found:
            continue
        files = component_files(found[-1])
        read += files
        new: dict[tuple[str, str], ast.Component] = {}
        for c in parse_components(files):
            if (c.kind, c.name) not in have:
                problems.append(SpecProblem(c.pos.file, c.pos.line, c.pos.column,
                                            f"the reading {name}={value} replaces components of the ruleset; it has "
                                            f"no {c.kind} {shown(c.name)}"))
            new[(c.kind, c.name)] = c
        components = [new.get((c.kind, c.name), c) for c in components]
    if problems:
        raise SpecError(in_reading_order(problems))
    return components, read
