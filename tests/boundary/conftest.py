"""The boundary fuzz tests share the property suite's Hypothesis profiles
(``WONDERS_HYPOTHESIS_PROFILE=ci|nightly|dev``)."""

from tests.properties import conftest as _profiles  # noqa: F401  (registers and loads the profiles)
