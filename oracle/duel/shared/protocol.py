"""The adapter protocol's versions an expansion of Duel is served under: wonders-adapter/1 knows the
base game's actions, states and events only, so a ruleset playing an expansion is served under
version 2 and later (Duel's point ``protocols``).  Every expansion gives this one function, so a
combination of them gives it once."""

from __future__ import annotations


def version_2_on(versions: tuple[int, ...]) -> tuple[int, ...]:
    """Point ``protocols``: the versions ``versions`` from 2 on (version 1 has no word for an
    expansion's actions, decisions or state)."""
    return tuple(v for v in versions if v >= 2)


__all__ = ["version_2_on"]
