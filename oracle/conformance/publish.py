"""Publishing the kit's schemas: ``python -m oracle.conformance.publish``.

Writes the schemas of every game's rulesets (``spec/schema/<game>/``, and for a variant with a ruleset
of its own ``spec/schema/duel-pantheon/``; :mod:`oracle.conformance.schemas`), the schema of a
conformance report (``spec/schema/report.schema.json``,
:mod:`oracle.conformance.report_schema`), the schema of the command line's answers
(``spec/schema/answers.schema.json``, :mod:`oracle.core.answers`) and the field reference of ``INTERPRETING.md``
generated from them (:mod:`oracle.conformance.reference`).
"""

from __future__ import annotations

import sys

from oracle.conformance.reference import write_reference
from oracle.conformance.report_schema import write_report_schema
from oracle.conformance.schemas import write_all
from oracle.core.answers import write_answers_schema
from oracle.core.registry import games, rulesets


def main(argv: list[str] | None = None) -> int:
    for name in games():
        for game in rulesets(name):
            if not hasattr(game, "schema_defs"):
                continue
            for path in write_all(game):
                print(f"wrote {game.published_as}/{path.name}")
    print(f"wrote {write_report_schema().name}")
    print(f"wrote {write_answers_schema().name}")

    if write_reference():
        print("wrote the field reference of INTERPRETING.md")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
