"""What a component's page shows of the rulings and of the commonly-wrong rules that concern it, for every
game whose spec has a ``concerns.toml``.

The file has two tables.  ``[rulings]`` maps a ruling id of ``rulings.toml`` to the components it concerns;
``[commonly_wrong]`` maps an entry number of the conformance kit's commonly-wrong list (as a string key) to
the components it concerns.  A value lists component names as the spec's ``*.wdl`` files spell them, or a
word naming every component of a kind (each game says which words).  A name, a ruling or a number the
game does not know stops the build with the file and the key.  Nothing in the engine reads the file.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from oracle.docs.faq import RULING_KINDS, CommonlyWrong, Ruling, commonly_wrong_anchor, ruling_anchor
from oracle.docs.links import relative

CERTAIN = "high"        # a ruling of any other confidence is flagged as uncertain
TABLES = ("rulings", "commonly_wrong")


@dataclass(frozen=True)
class Concerns:
    """Each ruling id and each commonly-wrong number -> the components it concerns, in page order."""

    rulings: dict[str, tuple[str, ...]] = field(default_factory=dict)
    commonly_wrong: dict[int, tuple[str, ...]] = field(default_factory=dict)


def _names(value: object, where: str, components: Sequence[tuple[str, str]],
           whole_kinds: Mapping[str, str]) -> tuple[str, ...]:
    """The component names a value of the file stands for, whole kinds spelt out, in page order."""
    if not isinstance(value, list) or not all(isinstance(n, str) for n in value):
        raise ValueError(f"{where} must be a list of component names")
    known = {name for _, name in components}
    wanted: set[str] = set()
    for name in value:
        if name in whole_kinds:
            wanted |= {n for k, n in components if k == whole_kinds[name]}
        elif name in known:
            wanted.add(name)
        else:
            raise ValueError(f"{where}: {name!r} is neither a component nor one of {', '.join(whole_kinds)}")
    return tuple(n for _, n in components if n in wanted)


def read_concerns(data: Mapping[str, object], rulings: Sequence[Ruling], components: Sequence[tuple[str, str]],
                  whole_kinds: Mapping[str, str], label: str,
                  commonly_wrong: Mapping[int, str] | None = None) -> Concerns:
    """``concerns.toml`` read against the game: ``components`` is every (kind, name) in page order,
    ``whole_kinds`` the words naming every component of a kind.  A mistake is a ``ValueError`` naming
    ``label`` and the key."""
    unknown = sorted(set(data) - set(TABLES))
    if unknown:
        raise ValueError(f"{label}: unknown table [{unknown[0]}]; the tables are {', '.join(TABLES)}")
    table = data.get("rulings", {})
    if not isinstance(table, dict):
        raise ValueError(f"{label}: [rulings] must be a table of ruling id = [component names]")
    known = {r.id for r in rulings}
    found: dict[str, tuple[str, ...]] = {}
    for ruling, names in table.items():
        if ruling not in known:
            raise ValueError(f"{label}: rulings.{ruling}: no ruling of rulings.toml has that id")
        found[ruling] = _names(names, f"{label}: rulings.{ruling}", components, whole_kinds)
    wrong_table = data.get("commonly_wrong", {})
    if not isinstance(wrong_table, dict):
        raise ValueError(f"{label}: [commonly_wrong] must be a table of entry number = [component names]")
    wrong: dict[int, tuple[str, ...]] = {}
    for key, names in wrong_table.items():
        if not key.isdigit() or commonly_wrong is None or int(key) not in commonly_wrong:
            raise ValueError(f"{label}: commonly_wrong.{key}: no entry of the commonly-wrong list has that number")
        wrong[int(key)] = _names(names, f"{label}: commonly_wrong.{key}", components, whole_kinds)
    return Concerns(found, dict(sorted(wrong.items())))


@dataclass(frozen=True)
class ComponentRulings:
    """What a game's component pages show of its rulings and commonly-wrong rules."""

    rulings: tuple[Ruling, ...]
    wrong: CommonlyWrong
    concerns: Concerns
    faq_page: str                               # the Rulings and FAQ page
    anchor: Callable[[str], str] = ruling_anchor

    def rulings_of(self, names: Sequence[str]) -> list[Ruling]:
        """The rulings concerning any of ``names`` (a component, or a board and its sides), in the order of
        rulings.toml."""
        return [r for r in self.rulings if set(names) & set(self.concerns.rulings.get(r.id, ()))]

    def wrong_of(self, names: Sequence[str]) -> list[int]:
        """The commonly-wrong entries concerning any of ``names``, by number."""
        return [n for n, found in self.concerns.commonly_wrong.items() if set(names) & set(found)]

    def uncertain_note(self, names: Sequence[str]) -> list[str]:
        """A warning at the top of a page whose facts rest on a ruling of less than high confidence."""
        doubtful = [r for r in self.rulings_of(names) if r.confidence != CERTAIN]
        if not doubtful:
            return []
        listed = "; ".join(f"{r.question[:1].lower()}{r.question[1:].rstrip('?')} ({r.confidence} confidence)"
                           for r in doubtful)
        return ['!!! warning "Uncertain data"', "",
                f"    Some facts on this page rest on rulings the sources leave open: {listed}. Each is set out "
                "under [Rulings](#rulings) below.", ""]

    def section(self, names: Sequence[str], here: str) -> list[str]:
        """Each ruling concerning ``names`` (its kind, confidence, decision, sources and the variant playing
        the other reading), then each commonly-wrong rule concerning them, all linked to the FAQ page."""
        lines: list[str] = []
        found = self.rulings_of(names)
        if found:
            lines += ["## Rulings", ""]
        for r in found:
            box = "note" if r.confidence == CERTAIN else "warning"
            link = f"{relative(here, self.faq_page)}#{self.anchor(r.id)}"
            lines += [f'!!! {box} "{r.question}"', "",
                      f"    **{RULING_KINDS.get(r.kind, r.kind.capitalize())}**, {r.confidence} confidence. "
                      f"{r.decision}", "",
                      f"    *Sources:* {'; '.join(r.sources)}. Ruling [`{r.id}`]({link}), on rule `{r.rule}`."
                      + (f" The other reading is played by the variant `{r.variant}`." if r.variant else ""), ""]
        numbers = self.wrong_of(names)
        if numbers:
            lines += ["## Often got wrong", ""]
        for n in numbers:
            statement = self.wrong.statements[n]
            link = f"{relative(here, self.faq_page)}#{commonly_wrong_anchor(n)}"
            lines += [f'!!! tip "{self.wrong.questions[n]}"', "",
                      f"    {statement[0].upper()}{statement[1:]}. Commonly wrong [#{n}]({link}) of the conformance "
                      f"kit, on rule `{self.wrong.rules[n]}`.", ""]
        return lines
