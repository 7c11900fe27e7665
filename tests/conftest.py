"""Test-session set-up: the grammar cache of this session is a folder of its own, filled before
any test runs, so that every test parses with the parser read back from the cache (as a user's
second and later runs do); tests/test_grammar_cache.py compares it with a freshly built one."""

from __future__ import annotations

import gc
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
    if os.environ.get("PYTEST_XDIST_WORKER"):
        # A worker ends the run holding a large heap (the rulesets, suites and caches its tests made):
        # a full collection of it takes seconds on a busy machine.  Once a worker has sent its last
        # report, the controller gives it 5 s to finish, then interrupts it (SIGINT, from execnet),
        # which lands as a KeyboardInterrupt wherever the worker is, often inside such a collection.
        # What is alive now stays alive until the process ends: frozen, the collections of the
        # worker's last steps walk only what those steps make.
        gc.freeze()


def pytest_collection_modifyitems(session, config, items):
    """``ORACLE_TEST_ORDER=random:SEED`` runs the test files in an order drawn from SEED, and the tests
    of each file in an order drawn from it too (a file's tests stay together, so its module fixtures
    are made once): a test that passes only after another one has run shows up.  Unset, the order is
    the collected one."""
    chosen = os.environ.get("ORACLE_TEST_ORDER", "")
    if not chosen.startswith("random:"):
        return
    import random

    rng = random.Random(chosen)
    by_file: dict[str, list] = {}
    for item in items:
        by_file.setdefault(item.nodeid.split("::")[0], []).append(item)
    files = list(by_file)
    rng.shuffle(files)
    items[:] = [item for name in files for item in rng.sample(by_file[name], len(by_file[name]))]
