"""Hypothesis profiles for the property suite, chosen by ``WONDERS_HYPOTHESIS_PROFILE``.

* ``ci`` (the default): derandomized, no deadline, a fixed budget that keeps the suite to a few
  minutes; the same examples on every run, so CI is reproducible.
* ``nightly``: random, hundreds of thousands of state-machine steps; failures are saved in the
  local example database (``.hypothesis/``) and replayed first on the next run.
* ``dev``: a quick random smoke run while editing.

``stateful_step_count`` is 80: the longest game of Duel takes 79 moves (8 wonder picks, 60
cards, 2 starter choices, 9 decisions), so every example can play a whole game.
"""

from __future__ import annotations

import os
from collections import Counter

from hypothesis import HealthCheck, Phase, settings

PROFILE_VARIABLE = "WONDERS_HYPOTHESIS_PROFILE"
STEPS = 80
COMMON = {
    "deadline": None,
    "stateful_step_count": STEPS,
    "suppress_health_check": [HealthCheck.too_slow, HealthCheck.data_too_large],
    "print_blob": True,
}

# ci leaves out the target phase: below 1000 examples Hypothesis runs it without a budget, and CI
# must take the same time on every run.  nightly gives it up to half of its examples.
settings.register_profile("ci", max_examples=300, derandomize=True, database=None,
                          phases=[Phase.explicit, Phase.generate, Phase.shrink], **COMMON)
settings.register_profile("nightly", max_examples=4000, **COMMON)
settings.register_profile("dev", max_examples=20, **COMMON)
settings.load_profile(os.environ.get(PROFILE_VARIABLE, "ci"))


def scaled(fraction: float) -> settings:
    """The current profile with a fraction of its examples, for properties slow to run."""
    return settings(max_examples=max(10, int(settings().max_examples * fraction)))


# The seeded-bug tests run the state machine under the ci budget, generation only: they need
# to know that each bug is found, not the smallest game that shows it.
SEEDED_BUG_SETTINGS = settings(settings.get_profile("ci"), phases=[Phase.explicit, Phase.generate],
                               report_multiple_bugs=False)


# What the state machine test itself did (test_machine.py fills it), for the closing summary.
MACHINE_RUN: Counter[str] = Counter()


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    if not MACHINE_RUN:
        return
    profile = os.environ.get(PROFILE_VARIABLE, "ci")
    run = MACHINE_RUN
    terminalreporter.section(f"Duel state machine, {profile} profile")
    terminalreporter.write_line(f"{run['examples']} examples, {run['steps']} steps (moves applied), "
                                f"{run['steps: games finished']} games finished, {run['seconds']} s")
    for key in sorted(k for k in run if k.startswith("steps: ") and k != "steps: games finished"):
        terminalreporter.write_line(f"  {key[len('steps: '):]}: {run[key]}")
