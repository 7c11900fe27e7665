"""Test-session set-up: the grammar cache of this session is a folder of its own, filled before
any test runs, so that every test parses with the parser read back from the cache (as a user's
second and later runs do); tests/test_grammar_cache.py compares it with a freshly built one."""

from __future__ import annotations

import os
import shutil
import tempfile

_CACHE = tempfile.mkdtemp(prefix="oracle-tests-cache-")
os.environ["ORACLE_CACHE_DIR"] = _CACHE

from oracle.dsl.parser import load_parser  # noqa: E402  (after the cache folder is chosen)
from oracle.resources import cache_dir, grammar_path  # noqa: E402

load_parser(grammar_path().read_text(encoding="utf-8"), cache_dir())


def pytest_sessionfinish(session, exitstatus):
    shutil.rmtree(_CACHE, ignore_errors=True)
