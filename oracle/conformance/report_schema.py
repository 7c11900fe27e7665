"""The JSON Schema of ``oracle conform --json`` (the same for every game), published as
``spec/schema/report.schema.json``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from oracle.conformance.report import REPORT_VERSION
from oracle.conformance.suite import SECTIONS, STATUSES
from oracle.core.jsonio import dumps
from oracle.files import write_atomic
from oracle.resources import data_dir

TEXT = {"type": "string"}
TEXTS = {"type": "array", "items": TEXT}
COUNT = {"type": "integer", "minimum": 0}
TOTALS = {"type": "object", "required": list(STATUSES), "additionalProperties": False,
          "properties": {s: COUNT for s in STATUSES}}


def _object(required: list[str], **properties: Any) -> dict[str, Any]:
    return {"type": "object", "required": required, "properties": properties}


def report_schema() -> dict[str, Any]:
    """The schema of a conformance report."""
    offer = _object(["variants", "players"], variants={"type": ["array", "null"], "items": TEXT},
                    players={"type": ["array", "null"], "items": COUNT})
    result = _object(["section", "id", "status", "rules", "message", "details", "seconds"],
                     section={"enum": list(SECTIONS)}, id=TEXT, status={"enum": list(STATUSES)}, rules=TEXTS,
                     message=TEXT, details=TEXTS, seconds={"type": "number", "minimum": 0},
                     waited={"type": "number", "minimum": 0,
                             "description": "of the item's seconds, those spent waiting for the engine's answers; "
                                            "the rest is the runner's own work"},
                     first_divergence=_object(["moves", "kind", "rules", "what", "details"], moves=COUNT,
                                              kind={"enum": ["refused", "events", "state", "legal"]},
                                              rules=TEXTS, what=TEXT, details=TEXTS),
                     unchecked=TEXTS, commonly_wrong={"type": "integer", "minimum": 1},
                     known={**TEXT, "description": "why this failure was expected"})
    group = _object(["status", "rule", "kind", "where", "count", "example", "items"],
                    status={"enum": ["fail", "error"]}, rule=TEXT, kind=TEXT, where=TEXT, count=COUNT,
                    example=TEXT, items=TEXTS)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "urn:wonders-oracle:report",
        "title": "wonders-oracle: a conformance report (oracle conform --json)",
        **_object(
            ["report", "game", "title", "oracle", "engine", "suite", "selection", "shard", "started", "seconds",
             "totals", "sections", "unchecked", "groups", "known", "fixed", "quiet_rules", "rechecked", "results"],
            report={"const": REPORT_VERSION}, game=TEXT, title=TEXT, oracle=TEXT,
            engine=_object(["command", "protocol", "capabilities", "announces"], command=TEXT,
                           protocol={"type": ["integer", "null"]}, capabilities=TEXTS, name=TEXT, version=TEXT,
                           announces={"type": "object", "additionalProperties": offer}),
            suite=_object(["source", "cases", "goldens", "perft", "digest"], source=TEXT, cases=COUNT,
                          goldens=COUNT, perft=COUNT, digest={"type": "string", "pattern": "^[0-9a-f]{16}$"}),
            selection={**_object(["items"], items=COUNT, keyword={"type": ["string", "null"]}, tags=TEXTS,
                              rules=TEXTS, sections=TEXTS,
                              ruleset={**TEXT, "description": "the ruleset checked, by its title, and the variant "
                                                              "chosen or every variant the suite covers"},
                              variant={"type": ["string", "null"],
                                       "description": "the variant chosen with --variant (null: every variant)"},
                              players={"type": ["integer", "null"], "minimum": 1,
                                       "description": "the number of players chosen with --players (null: every "
                                                      "number the selection holds)"},
                              by_section={"type": "object", "propertyNames": {"enum": list(SECTIONS)},
                                          "additionalProperties": COUNT,
                                          "description": "the items selected in each section"}),
                       "additionalProperties": False},
            shard={"type": ["string", "null"], "pattern": "^[0-9]+/[0-9]+$"},
            started={"type": "string", "description": "UTC, ISO 8601"},
            seconds={"type": "number", "minimum": 0},
            totals=TOTALS,
            sections={"type": "object", "propertyNames": {"enum": list(SECTIONS)}, "additionalProperties": TOTALS},
            unchecked={"type": "object", "additionalProperties": COUNT},
            groups={"type": "array", "items": group},
            known={"type": "array", "items": _object(["item", "status", "why"], item=TEXT,
                                                      status={"enum": ["fail", "error"]}, why=TEXT)},
            fixed=TEXTS, quiet_rules=TEXTS, rechecked=COUNT,
            time={"type": "object", "propertyNames": {"enum": list(SECTIONS)},
                  "description": "by section: the items, their seconds in all, those spent waiting for the engine "
                                 "and the runner's own (the rest)",
                  "additionalProperties": _object(["items", "seconds", "waited", "runner"], items=COUNT,
                                                  seconds={"type": "number", "minimum": 0},
                                                  waited={"type": "number", "minimum": 0},
                                                  runner={"type": "number", "minimum": 0})},
            results={"type": "array", "items": result},
            changes={"type": "object", "additionalProperties": TEXT}),
    }


def report_schema_path() -> Path:
    return data_dir("spec") / "schema" / "report.schema.json"


def write_report_schema() -> Path:
    path = report_schema_path()
    write_atomic(path, dumps(report_schema()))
    return path
