"""What the meeting of the Pantheon and Agora gives at Duel's extension points (:mod:`oracle.duel.points`):
the value :data:`EXPANSION`, composed after both expansions in the ruleset ``pantheon_agora``."""

from __future__ import annotations

from typing import Any

from oracle.core.expansions import Expansion


def _record_schema(record: dict[str, Any], rules: Any) -> dict[str, Any]:
    from oracle.duel.pantheon_agora.schema import record_schema  # read only where schemas are made

    return record_schema(record, rules)


def _schema_defs(defs: dict[str, Any], game: Any) -> dict[str, Any]:
    from oracle.duel.pantheon_agora.schema import schema_defs

    return schema_defs(defs, game)


def _docs() -> type:
    """The combination's pages on the docs site (its overview and part of the Rulings and FAQ page),
    imported only when the site is built."""
    from oracle.duel.pantheon_agora.docs.pages import PantheonAgoraPages

    return PantheonAgoraPages


def _conformance_kit(base: Any) -> Any:
    from oracle.duel.pantheon_agora.kit import kit  # read only where the conformance kit is used

    return kit(base)


EXPANSION = Expansion("duel", "pantheon_agora", "Pantheon and Agora", {
    "record_schema": _record_schema,
    "schema_defs": _schema_defs,
    "conformance_kit": _conformance_kit,
    "docs": {"pantheon_agora": _docs},
}, meets=("pantheon", "agora"))

__all__ = ["EXPANSION"]
