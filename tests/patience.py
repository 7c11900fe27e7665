"""How long the tests let an engine take: for a well-behaved engine, as long as it needs.

The runner bounds each item's requests (``oracle conform --timeout``, 10 s by default) and the
engine's start (``--startup-timeout``, 60 s).  A test that runs a well-behaved engine (the
reference adapter, a seeded mutant, a fake engine that misbehaves in another way than time) must
not depend on how busy the machine is: on a loaded machine a correct answer can take longer than
any default, and the test would then fail for no fault of the engine.  So such tests give every
limit :data:`PATIENCE`, a day: the most the command takes, and longer than any test suite runs.
Only the tests whose subject is the limit itself (an engine that never answers, one slower than
its budget by construction) keep short limits, and they assert the verdict, never how long it took.
"""

from __future__ import annotations

PATIENCE = 86400.0
# the same limits as command-line options, for `oracle conform` and the pytest plugin
PATIENT = ("--timeout", f"{PATIENCE:g}", "--startup-timeout", f"{PATIENCE:g}")
PATIENT_PLUGIN = ("--wonders-timeout", f"{PATIENCE:g}", "--wonders-startup-timeout", f"{PATIENCE:g}")
