"""The Duel state machine under the current Hypothesis profile (see conftest.py).

The test is Hypothesis's own runner for the machine, collected as a ``@given`` test so that
``--hypothesis-show-statistics`` lists the ``event()`` labels: victory types, wonders built,
progress tokens taken and the rare events (looting, the cap, lost extra turns).
"""

from __future__ import annotations

from hypothesis import settings
from hypothesis.stateful import get_state_machine_test

from tests.properties.machine import DuelMachine

test_duel_state_machine = get_state_machine_test(DuelMachine, settings=settings())
