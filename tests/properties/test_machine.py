"""The Duel state machine under the current Hypothesis profile (see conftest.py).

The test is Hypothesis's own runner for the machine, collected as a ``@given`` test so that
``--hypothesis-show-statistics`` lists the ``event()`` labels: victory types, wonders built,
progress tokens taken and the rare events (looting, the cap, lost extra turns).
"""

from __future__ import annotations

import time
from collections import Counter

import pytest
from hypothesis import settings
from hypothesis.stateful import get_state_machine_test

from tests.properties.conftest import MACHINE_RUN
from tests.properties.machine import STATS, DuelMachine


@pytest.fixture(scope="module", autouse=True)
def count_the_run():
    """What this module's run adds to the session's counters: examples, steps, endings..."""
    before, start = Counter(STATS), time.monotonic()
    yield
    MACHINE_RUN.update(STATS - before)
    MACHINE_RUN["seconds"] = round(time.monotonic() - start)


test_duel_state_machine = get_state_machine_test(DuelMachine, settings=settings())
