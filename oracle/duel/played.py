"""What Duel's modules below its declaration know of the game a state belongs to.

A state holds its game (``state.game``), and the modules that read and write states (the stored
state, records, positions, random play) are imported by the game's declaration
(:mod:`oracle.duel.game`).  They know the game by this protocol rather than by that class, so the
package's modules never import their own declaration, not even for the type checker.
"""

from __future__ import annotations

from typing import Any, Protocol

from oracle.core.expansions import Hooks
from oracle.core.game import Playout, Record, Step
from oracle.duel.compiled import Ruleset


class DuelGame(Protocol):
    """7 Wonders Duel under one ruleset (:class:`oracle.duel.game.Game`), as its lower modules use it."""

    rules: Ruleset
    variant: str
    players: int
    hooks: Hooks

    @property
    def ruleset_title(self) -> str: ...

    def ruleset_variants(self) -> tuple[str, ...]: ...

    def with_variant(self, variant: str) -> DuelGame: ...

    def setup_from_seed(self, seed: int) -> Any: ...

    def new_game(self, setup: Any = None, *, seed: int | None = None) -> Any: ...

    def random_game(self, seed: int, **options: Any) -> Playout: ...

    def replay(self, record: Record) -> tuple[Any, list[Step]]: ...


__all__ = ["DuelGame"]
