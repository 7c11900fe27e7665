"""Publishing the kit's schemas: ``python -m oracle.conformance.schemas`` (or of this module).

Writes every game's schemas (``spec/schema/<game>/``, :mod:`oracle.conformance.schemas`), the
schema of a conformance report (``spec/schema/report.schema.json``,
:mod:`oracle.conformance.report_schema`) and the field reference of ``INTERPRETING.md``
generated from them (:mod:`oracle.conformance.reference`).
"""

from __future__ import annotations

import sys

from oracle.conformance.reference import write_reference
from oracle.conformance.report_schema import write_report_schema
from oracle.conformance.schemas import write_all
from oracle.core.registry import games, load_game


def main(argv: list[str] | None = None) -> int:
    for name in games():
        game = load_game(name)
        if not hasattr(game, "schema_defs"):
            continue
        for path in write_all(game):
            print(f"wrote {name}/{path.name}")
    print(f"wrote {write_report_schema().name}")

    if write_reference():
        print("wrote the field reference of INTERPRETING.md")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
