"""The per-rule change log of a game's rules reference (``spec/<game>/changes.toml``).

Each entry says which version of the project changed a rule, when, and how.  The rules chapters
show the entries of a rule under its statement, the page "Changes to the rules" lists them all,
and every page's footer names the version and the date of the newest entry.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

VERSION = re.compile(r"^\d+\.\d+\.\d+$")
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


class ChangeLogError(ValueError):
    """``changes.toml`` is not what the reference reads: the file, the entry and what is wrong."""


@dataclass(frozen=True)
class Change:
    """One change to a rule: the version that made it, its date, the rule id, what changed."""

    version: str
    date: str
    rule: str
    change: str


def load_changes(path: Path, rule_ids: set[str] | frozenset[str]) -> list[Change]:
    """The entries of ``path``, newest first as written; every field checked (a known rule id, a
    version such as 0.1.0, a date such as 2026-11-26, a text)."""
    if not path.exists():
        return []
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise ChangeLogError(f"{path.name}: not TOML: {error}") from None
    entries = data.get("change", [])
    if not isinstance(entries, list):
        raise ChangeLogError(f"{path.name}: 'change' must be a list of [[change]] entries")
    out = []
    for i, entry in enumerate(entries):
        where = f"{path.name}: change[{i}]"
        if not isinstance(entry, dict):
            raise ChangeLogError(f"{where}: expected a table")
        fields = {k: entry.get(k) for k in ("version", "date", "rule", "change")}
        missing = [k for k, v in fields.items() if not isinstance(v, str) or not v.strip()]
        if missing:
            raise ChangeLogError(f"{where}: missing or empty: {', '.join(missing)}")
        if not VERSION.match(fields["version"]):    # type: ignore[arg-type]
            raise ChangeLogError(f"{where}.version: expected a version such as 0.1.0, not {fields['version']!r}")
        if not DATE.match(fields["date"]):          # type: ignore[arg-type]
            raise ChangeLogError(f"{where}.date: expected a date such as 2026-11-26, not {fields['date']!r}")
        if fields["rule"] not in rule_ids:
            raise ChangeLogError(f"{where}.rule: {fields['rule']!r} is not a rule id of the game")
        out.append(Change(**fields))  # type: ignore[arg-type]
    return out


def latest(changes: list[Change]) -> str | None:
    """The date of the newest change, if any."""
    return max((c.date for c in changes), default=None)


def rule_note(changes: list[Change], rule: str) -> list[str]:
    """The lines a rule's box gets for its changes (none when the rule never changed)."""
    return [f"*Changed in {c.version} ({c.date}):* {c.change}" for c in changes if c.rule == rule]


def changes_table(changes: list[Change], rule_link: dict[str, str]) -> str:
    """The Markdown table of every change, newest first (``rule_link``: rule id -> its link)."""
    lines = ["| version | date | rule | what changed |", "| --- | --- | --- | --- |"]
    for c in changes:
        lines.append(f"| {c.version} | {c.date} | {rule_link.get(c.rule, f'`{c.rule}`')} | {c.change} |")
    return "\n".join(lines)
