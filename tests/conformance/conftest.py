"""Shared helpers for the conformance-kit tests: commands that start test engines."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


def python_command(script: str, *args: str) -> str:
    return " ".join(shlex.quote(p) for p in (sys.executable, str(HERE / script), *args))


@pytest.fixture(scope="session")
def oracle_adapter() -> str:
    """The reference engine, started the way users start it: the installed `oracle adapter`."""
    script = Path(sys.executable).with_name("oracle")
    assert script.exists(), "the package is installed with its console script beside the interpreter"
    return f"{shlex.quote(str(script))} adapter"
