"""An engine that plays one reading of every rule option, the default, whatever ``new_game`` asks: the
reference adapter with the request's ``rule_options`` dropped.  ``test_rule_options.py`` checks it
against runs choosing another reading, as an engine that knows one reading only would be."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from oracle.conformance.adapter import Adapter, serve


class OneReading(Adapter):
    """The reference adapter, deaf to the readings a game is to be played with."""

    def new_game(self, request: dict[str, Any]) -> dict[str, Any]:
        return super().new_game({k: v for k, v in request.items() if k != "rule_options"})


if __name__ == "__main__":
    sys.exit(serve(sys.stdin.buffer, sys.stdout.buffer, OneReading()))
