"""The conformance kit of Duel with both expansions (the point ``conformance_kit``, after the
Pantheon's and Agora's): the base game's kit with the two expansions' commonly-wrong rules together,
the combination's own suite folder and schemas (``duel-pantheon-agora``) and generator
(:mod:`oracle.duel.pantheon_agora.generate`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from oracle.core.events import Event
from oracle.duel.agora.kit import AgoraKit
from oracle.duel.conformance import ExpansionKit
from oracle.duel.pantheon.kit import PantheonKit

GUILDS = 11     # the base game's commonly-wrong item about the guilds, which the Pantheon takes out of the game


class PantheonAgoraKit(ExpansionKit):
    """The kit of 7 Wonders Duel with the Pantheon and Agora: both expansions' lists of commonly-wrong
    rules (the base game's but the guilds' item, which the Pantheon takes out of the game), and both
    blocks of the state for blame."""

    edition = "pantheon_agora"
    published_as = "duel-pantheon-agora"
    commonly_wrong: ClassVar[dict[int, str]] = {
        n: text for n, text in {**PantheonKit.commonly_wrong, **AgoraKit.commonly_wrong}.items() if n != GUILDS}
    commonly_wrong_rules: ClassVar[dict[int, str]] = {
        n: rule for n, rule in {**PantheonKit.commonly_wrong_rules, **AgoraKit.commonly_wrong_rules}.items()
        if n != GUILDS}
    rules_not_applying: ClassVar[dict[str, dict[str, str]]] = {"pantheon_agora": PantheonKit.rules_not_applying[
        "pantheon"]}

    expansion = "oracle.duel.pantheon_agora"     # holding its ``blame`` and ``generate``

    def rules_for_events(self, events: Sequence[Event]) -> list[str]:
        from oracle.duel.conformance import blame

        return blame.rules_for_events(events, self._own("blame").EVENT_RULES)

    def rules_for_state_path(self, path: str) -> list[str]:
        from oracle.duel.conformance import blame

        return blame.rules_for_state_path(path, self._own("blame").STATE_BLOCKS)


def kit(base: Any) -> PantheonAgoraKit:
    """The kit of the ruleset playing both expansions, given the one folded so far (the point
    ``conformance_kit``)."""
    return PantheonAgoraKit()
